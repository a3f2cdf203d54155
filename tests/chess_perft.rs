//! Perft of the chess family against published counts: the Chess
//! Programming Wiki's positions (`../shared/reference/chess/perft.epd`) and
//! Fairy-Stockfish's variant start positions (`variants.csv`). Perft counts
//! leaves at exactly depth d; castling, en passant and each promotion are
//! moves of their own. The deepest counts are `#[ignore]`d: run them with
//! `cargo test --release --test chess_perft -- --ignored`.

mod reference;

use alphabeta::games::chess::{
    Antichess, Atomic, Capablanca, Chess, FiveCheck, LosAlamos, ThreeCheck,
};
use alphabeta::runtime::{perft, Game, Notation};

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
const POSITION_3: &str = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
const LOS_ALAMOS: &str = "rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1";
const ANTICHESS: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1";
const CAPABLANCA: &str = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1";

/// The published counts, from depth 1.
const START_COUNTS: &[u64] = &[20, 400, 8_902, 197_281, 4_865_609, 119_060_324];
const KIWIPETE_COUNTS: &[u64] = &[48, 2_039, 97_862, 4_085_603, 193_690_690];
const POSITION_3_COUNTS: &[u64] = &[14, 191, 2_812, 43_238, 674_624, 11_030_083, 178_633_661];

/// Checks perft of `fen` at each depth of `counts` from `from` (1-based) on.
fn check<G: Game + Notation>(fen: &str, counts: &[u64], depths: std::ops::RangeInclusive<u32>) {
    let position = G::parse_position(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    for depth in depths {
        assert_eq!(
            perft(&position, depth),
            counts[depth as usize - 1],
            "perft({depth}) of {fen}"
        );
    }
}

#[test]
fn the_chess_positions() {
    check::<Chess>(START, START_COUNTS, 1..=5);
    check::<Chess>(KIWIPETE, KIWIPETE_COUNTS, 1..=4);
    check::<Chess>(POSITION_3, POSITION_3_COUNTS, 1..=5);
}

#[test]
#[ignore = "deep: about a minute in release"]
fn the_chess_positions_deepest() {
    check::<Chess>(START, START_COUNTS, 6..=6);
    check::<Chess>(KIWIPETE, KIWIPETE_COUNTS, 5..=5);
    check::<Chess>(POSITION_3, POSITION_3_COUNTS, 6..=7);
}

#[test]
fn the_variants() {
    let los_alamos = LosAlamos::parse_position(LOS_ALAMOS).unwrap();
    assert_eq!(perft(&los_alamos, 5), 191_846);
    assert_eq!(perft(&los_alamos, 6), 2_549_164);
    assert_eq!(
        perft(&Antichess::parse_position(ANTICHESS).unwrap(), 4),
        153_299
    );
    assert_eq!(
        perft(&Capablanca::parse_position(CAPABLANCA).unwrap(), 4),
        805_128
    );
}

/// The start positions of the catalog are the published ones.
#[test]
fn the_catalog_starts_where_the_counts_start() {
    let fen = |p: String| p;
    use alphabeta::runtime::notation::position_to_string as text;
    assert_eq!(fen(text(&Chess::start())), START);
    assert_eq!(fen(text(&LosAlamos::start())), LOS_ALAMOS);
    assert_eq!(fen(text(&Antichess::start())), ANTICHESS);
    assert_eq!(fen(text(&Capablanca::start())), CAPABLANCA);
}

/// The counts written here are the published ones: every count of
/// `perft.epd` and `variants.csv` agrees with them.
#[test]
fn the_counts_here_are_the_published_ones() {
    if let Some(epd) = reference::read("chess/perft.epd") {
        let ours = [
            (START, START_COUNTS),
            (KIWIPETE, KIWIPETE_COUNTS),
            (POSITION_3, POSITION_3_COUNTS),
        ];
        let mut seen = 0;
        for line in epd.lines().filter(|l| !l.trim().is_empty()) {
            let mut parts = line.split(';');
            let fen = parts.next().unwrap().trim();
            let (_, counts) = ours
                .iter()
                .find(|(f, _)| *f == fen)
                .unwrap_or_else(|| panic!("{fen} is not tested here"));
            for part in parts {
                let Some(rest) = part.trim().strip_prefix('D') else {
                    continue;
                };
                let (depth, count) = rest.split_once(' ').unwrap();
                let (depth, count): (usize, u64) =
                    (depth.parse().unwrap(), count.trim().parse().unwrap());
                if let Some(&ours) = counts.get(depth - 1) {
                    assert_eq!(ours, count, "{fen} depth {depth}");
                    seen += 1;
                }
            }
        }
        assert!(seen >= 18, "{seen} counts compared");
    }
    if let Some(csv) = reference::read("chess/variants.csv") {
        let ours: &[(&str, &str, u32, u64)] = &[
            ("losalamos", LOS_ALAMOS, 5, 191_846),
            ("losalamos", LOS_ALAMOS, 6, 2_549_164),
            ("antichess", ANTICHESS, 4, 153_299),
            ("capablanca", CAPABLANCA, 4, 805_128),
        ];
        for line in csv.lines().skip(1) {
            let fields: Vec<&str> = line.split(',').collect();
            let (variant, fen, depth, count) = (
                fields[0],
                fields[1],
                fields[2].parse::<u32>().unwrap(),
                fields[3].parse::<u64>().unwrap(),
            );
            assert!(
                ours.contains(&(variant, fen, depth, count)),
                "{variant} {fen} depth {depth}: {count} is not tested here"
            );
        }
    }
}

/// Three-check and five-check against Fairy-Stockfish: perft by recursing
/// on pyffish 0.0.90's `legal_moves` (a position where
/// `is_immediate_game_end` holds counts 0), from the start and from
/// positions reached by seeded random play (Python's `random.Random(seed)`
/// choosing among the legal moves), two of them one check from the end.
#[test]
fn check_counting_against_fairy_stockfish() {
    let three: &[(&str, &[u64])] = &[
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1",
            &[20, 400, 8_902, 197_281],
        ),
        (
            "rn2kb1r/p1qbpppp/1ppp4/7n/Q6P/4P3/PPPPNPP1/RNB1KB1R w KQkq - 3+3 0 8",
            &[36, 929, 33_294],
        ),
        (
            "rnb2Qnr/pp1k2pp/1qp2p2/3p4/4p3/1P1P4/P1PBPPPP/RN1K1BNR w - - 2+3 0 8",
            &[41, 933, 36_716],
        ),
        (
            "r1bq1b1r/ppppk1pp/2n2p2/4p2Q/4P3/7P/PPPP1PPN/RNB1KB1R w KQ - 2+3 1 8",
            &[38, 690, 25_228],
        ),
        (
            "r2k1b1r/p1q1pp1p/3Q4/n7/2p4P/P1p1P3/RP1PNP2/1NB1K2R b K - 1+2 0 20",
            &[5, 185, 5_187],
        ),
        (
            "rnb1Q1nr/pp1k2pp/1qp2p2/3p4/4p3/1P1P4/P1PBPPPP/RN1K1BNR b - - 1+3 1 8",
            &[3, 113, 3_118],
        ),
    ];
    for &(fen, counts) in three {
        let depths = 1..=counts.len() as u32;
        check::<ThreeCheck>(fen, counts, depths);
        // The position reads back as it was written.
        let position = ThreeCheck::parse_position(fen).unwrap();
        assert_eq!(
            alphabeta::runtime::notation::position_to_string(&position),
            fen
        );
    }
    check::<FiveCheck>(
        "1rbqk3/ppp2p1r/n4R2/3pN1p1/P1PP3p/6P1/P2BP1BP/RN1Q2K1 w - - 5+5 1 16",
        &[53, 1_364, 68_347],
        1..=3,
    );
}

#[test]
fn the_third_check_wins() {
    use alphabeta::runtime::{Outcome, Side};
    // 1. e4 f6 2. Qh5+ g6 3. Qxg6+ hxg6: White has given two checks, and
    // the next one ends the game.
    let (position, _) = ThreeCheck::parse_moves("e4 f6 Qh5+ g6 Qxg6+ hxg6").unwrap();
    assert_eq!(
        alphabeta::runtime::notation::position_to_string(&position),
        "rnbqkbnr/ppppp3/5pp1/8/4P3/8/PPPP1PPP/RNB1KBNR w KQkq - 1+3 0 4"
    );
    let mv = ThreeCheck::parse_move(&position, "Bb5").unwrap();
    assert_eq!(position.play(mv).outcome(), None);
    let (won, _) = ThreeCheck::parse_moves("e4 f6 Qh5+ g6 Qxg6+ hxg6 Bc4 a6 Bf7+").unwrap();
    assert_eq!(won.outcome(), Some(Outcome::Win(Side::First)));
    // A count the game cannot have is refused.
    assert!(ThreeCheck::parse_position("8/8/8/8/8/8/8/K6k w - - 4+3 0 1").is_err());
    assert!(Chess::parse_position("8/8/8/8/8/8/8/K6k w - - 3+3 0 1").is_err());
}

/// Atomic chess against Fairy-Stockfish: pyffish 0.0.90's counts (perft by
/// recursing on `legal_moves`, a finished game counting zero) from the
/// start, after seeded random play (`tests/fairy/reference/pyffish_perft.py`,
/// seeds 1, 2 and 102: knights and pawns exploded, castling rights lost),
/// kiwipete, and kings side by side.
#[test]
fn atomic_against_fairy_stockfish() {
    let positions: &[(&str, &[u64])] = &[
        (START, &[20, 400, 8_902]),
        (
            "r1bqkbnr/p1ppp2p/n4p2/1p1P2p1/8/7P/PPP1PPP1/RNBQKBNR w KQkq - 0 5",
            &[27, 516, 14_938],
        ),
        (
            "r3k1nr/p1p2p2/n7/Pp1p1bpp/8/b5PP/1PPPPPB1/RNBQK2R b KQkq - 0 10",
            &[39, 1_007, 36_918],
        ),
        (
            "r1bbq2r/2p2k1p/p1n1p2P/1p1pPp1R/1P3PP1/B2P4/P7/3RK3 w - - 5 18",
            &[19, 524, 10_385],
        ),
        (KIWIPETE, &[48, 1_939, 88_298]),
        ("8/8/8/3kK3/8/8/8/R6r w - - 0 1", &[21, 403, 7_676]),
    ];
    for &(fen, counts) in positions {
        check::<Atomic>(fen, counts, 1..=3);
    }
}

#[test]
fn exploding_the_king_wins() {
    use alphabeta::runtime::notation::position_to_string;
    use alphabeta::runtime::{Outcome, Side};
    // 1. e4 e5 2. Qh5 Nc6 3. Qxf7: the blast takes the queen, the pawn, the
    // king, the bishop and the knight beside f7, and Black has lost.
    let (won, _) = Atomic::parse_moves("e4 e5 Qh5 Nc6 Qxf7").unwrap();
    assert_eq!(won.outcome(), Some(Outcome::Win(Side::First)));
    let fen = "r1bq3r/pppp2pp/2n5/4p3/4P3/8/PPPP1PPP/RNB1KBNR b KQ - 0 3";
    assert_eq!(position_to_string(&won), fen);
    // The pieces the blast took leave the key as they leave the board, and
    // so do the castling rights of the king it took (the rooks on a8 and h8
    // stand unmoved, but Black has no king to castle with): the position
    // read from its FEN is the same position, with the same key.
    let read = Atomic::parse_position(fen).unwrap();
    assert_eq!(won.hash_key(), won.hash_from_scratch());
    assert_eq!(won.hash_key(), read.hash_key());
    assert_eq!(
        won.piece_count(Side::Second),
        read.piece_count(Side::Second)
    );
    // A pawn takes a pawn: both go, and the king two cells off stays.
    let (position, _) = Atomic::parse_moves("e4 d5 Ke2 dxe4").unwrap();
    assert_eq!(
        position_to_string(&position),
        "rnbqkbnr/ppp1pppp/8/8/8/8/PPPPKPPP/RNBQ1BNR w kq - 0 3"
    );
}
