//! The games with hands against Fairy-Stockfish: shogi, minishogi and
//! crazyhouse. Perft counts leaves at exactly depth d, each drop and each
//! choice to promote or not a move of its own. The counts are
//! Fairy-Stockfish's: its own perft tests (minishogi d5 = 533,203, shogi
//! d4 = 719,731, in its `tests/perft.sh`), and pyffish 0.0.90's, by
//! recursing on `legal_moves` (a position where `is_immediate_game_end`
//! holds counts 0), from the start and from positions reached by seeded
//! random play, as `tests/reference/hands_perft.py` wrote them (the tests
//! never run it). Deeper counts are `#[ignore]`d: run them with
//! `cargo test --release --test hands_perft -- --ignored`.

use alphabeta::games::chess::{Chess, Chessgi, Crazyhouse, Loop, PocketKnight};
use alphabeta::games::shogi::{Euroshogi, Gorogoro, Judkins, Minishogi, Shogi};
use alphabeta::runtime::notation::position_to_string;
use alphabeta::runtime::repetition::repetition_outcome;
use alphabeta::runtime::{perft, Game, Notation, Outcome, Side};

/// Checks perft of `fen` at each depth of `counts`, from 1.
fn check<G: Game + Notation>(fen: &str, counts: &[u64]) {
    let position = G::parse_position(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    for (depth, &count) in (1..).zip(counts) {
        assert_eq!(perft(&position, depth), count, "perft({depth}) of {fen}");
    }
}

#[test]
fn minishogi_against_fairy_stockfish() {
    check::<Minishogi>("rbsgk/4p/5/P4/KGSBR[-] w 0 1", &[14, 181, 2_512, 35_401]);
    // Seed 4, 25 plies: a promoted bishop, silvers in hand.
    check::<Minishogi>("2rg1/4k/3bp/PG1r+b/K4[ss] b - - 1 13", &[38, 205, 7_678]);
    // Seed 14, 28 plies.
    check::<Minishogi>("2+B2/G4/r1gkp/1S1sr/1K3[Pb] w - - 1 15", &[27, 751, 13_436]);
    // Seed 25, 18 plies: sente is mated, and the game is over.
    check::<Minishogi>("r1sk1/P4/3bg/4P/K+r1B1[gs] w - - 0 10", &[0, 0, 0]);
}

#[test]
fn shogi_against_fairy_stockfish() {
    check::<Shogi>(
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w 0 1",
        &[30, 900, 25_470],
    );
    // Seed 8, 53 plies: three pawns in hand, promoted pawn and knight.
    check::<Shogi>(
        "2k2gsn1/l3+P1rbl/ng+N6/2sp1p3/Pp4ppp/8P/1PPP1PPP1/LB4SR1/3SGGKNL[PPP] b - - 6 27",
        &[29, 1_263, 37_397],
    );
    // Seed 12, 41 plies: a pawn in each hand.
    check::<Shogi>(
        "l4kb1l/2g2s3/nrpspg+B1n/pp1p3p1/3P1p2p/GPP2G3/P3P1PPP/2K2S2R/LNS4NL[Pp] b - - 0 21",
        &[34, 1_539, 55_059],
    );
}

#[test]
fn crazyhouse_against_fairy_stockfish() {
    check::<Crazyhouse>(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
        &[20, 400, 8_902, 197_281],
    );
    // Seed 4, 23 plies.
    check::<Crazyhouse>(
        "rnbqkb1r/p3p1pP/8/1p1pn3/2P2Pp1/NP2P2P/P1PK2P1/R1BQ2NR[Pb] b kq - 0 12",
        &[69, 3_413, 180_839],
    );
    // Seed 41, 24 plies: a queen and a knight in hand.
    check::<Crazyhouse>(
        "1nb2b1r/3rpkp1/1p1P4/pBpp1p1p/8/P2PQ3/1PPB1PPP/RN2K1NR[QN] w KQ - 2 13",
        &[111, 2_606, 245_536],
    );
}

/// The other drop variants of the catalog: the start and a position of
/// seeded random play each (seed and plies as `random_position` of
/// `tests/reference/hands_perft.py` takes them).
#[test]
fn more_drop_variants_against_fairy_stockfish() {
    const CHESS: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1";
    check::<Loop>(CHESS, &[20, 400, 8_902]);
    // Seed 34, 40 plies: two queens, one promoted, which stays a queen.
    check::<Loop>(
        "1rbk1N1r/ppp2Bb1/1pQNp2p/6p1/P1n1QpP1/6pP/1P2K3/R1B2BNR[Pp] w - - 0 21",
        &[84, 4_320, 312_046],
    );
    check::<Chessgi>(CHESS, &[20, 400, 8_902]);
    // Seed 12, 24 plies: pawns in hand, which may go on the first row.
    check::<Chessgi>(
        "rNb1kb1r/1p1pn3/8/p1N1ppp1/6pP/PP3q1R/R1PPP3/2BQKBN1[Npp] w kq - 0 13",
        &[65, 4_356, 215_967],
    );
    check::<PocketKnight>(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Nn] w KQkq - 0 1",
        &[52, 2_565, 88_617],
    );
    // Seed 1, 7 plies: both knights dropped.
    check::<PocketKnight>(
        "rnbqkbnr/pp1ppp1p/2p2p2/n7/P1P5/5N2/1P1PPPPP/RNBQKB1R[] b KQkq - 1 4",
        &[19, 438, 9_907],
    );
    check::<Judkins>("rbnsgk/5p/6/6/P5/KGSNBR[-] w 0 1", &[20, 336, 6_183]);
    // Seed 1, 17 plies.
    check::<Judkins>(
        "r+Bnsg1/6/1P3k/P5/S5/1K1N2[RBg] b - - 2 9",
        &[42, 2_528, 65_842],
    );
    check::<Gorogoro>("sgkgs/5/1ppp1/1PPP1/5/SGKGS[-] w 0 1", &[16, 250, 4_166]);
    // Seed 2, 47 plies.
    check::<Gorogoro>(
        "2+P2/Ps1kp/1Ss1g/G4/K1ppS/G4[Pg] b - - 0 24",
        &[31, 803, 17_518],
    );
    check::<Euroshogi>(
        "1nbgkgn1/1r4b1/pppppppp/8/8/PPPPPPPP/1B4R1/1NGKGBN1[-] w 0 1",
        &[25, 625, 15_424],
    );
    // Seed 2, 47 plies: every promotion forced.
    check::<Euroshogi>(
        "1r4n1/1b2kgb1/p3p2p/1gPpNPp1/P2BP3/RKNP2PP/3G2B1/4GN2[PPPp] b - - 1 24",
        &[46, 1_409, 54_282],
    );
}

#[test]
#[ignore = "deep: about a second in release"]
fn fairy_stockfish_own_perft_tests() {
    check::<Minishogi>(
        "rbsgk/4p/5/P4/KGSBR[-] w 0 1",
        &[14, 181, 2_512, 35_401, 533_203],
    );
    check::<Shogi>(
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w 0 1",
        &[30, 900, 25_470, 719_731],
    );
}

/// A captured piece changes sides and goes back to what it promoted from,
/// as pyffish's `get_fen` writes the positions after these moves.
#[test]
fn captures_go_to_the_hand_demoted() {
    // A crazyhouse queen that was a pawn (`Q~`) goes back as a pawn.
    let p = Crazyhouse::parse_position("4k3/3Q~4/8/8/8/8/8/4K3[] b - - 0 1").unwrap();
    let after = p.play(Crazyhouse::parse_move(&p, "e8d7").unwrap());
    assert!(position_to_string(&after).starts_with("8/3k4/8/8/8/8/8/4K3[p] w"));
    // Promoting marks the new queen.
    let p = Crazyhouse::parse_position("4k3/1P6/8/8/8/8/8/4K3[] w - - 0 1").unwrap();
    let queen = p.play(Crazyhouse::parse_move(&p, "b7b8q").unwrap());
    assert!(position_to_string(&queen).starts_with("1Q~2k3/8/8/8/8/8/8/4K3[] b"));
    // A shogi dragon goes back as a rook, into the capturer's hand.
    let p = Minishogi::parse_position("4k/4+R/5/5/K4[] b - - 0 1").unwrap();
    let taken = p.play(Minishogi::parse_move(&p, "e5e4").unwrap());
    assert!(position_to_string(&taken).starts_with("5/4k/5/5/K4[r] w"));
}

/// Drops are moves: written `P@e5`, read back, and a position's hand is
/// part of its key.
#[test]
fn drops_read_and_write() {
    let p = Minishogi::parse_position("2rg1/4k/3bp/PG1r+b/K4[ss] b - - 1 13").unwrap();
    let drop = Minishogi::parse_move(&p, "S@c2").unwrap();
    assert_eq!(
        alphabeta::runtime::notation::move_to_string(&p, drop),
        "S@c2"
    );
    let next = p.play(drop);
    assert_eq!(next.hash_key(), next.hash_from_scratch());
    assert!(position_to_string(&next).contains("[s]"));
    // The same board with another hand is another position.
    let other = Minishogi::parse_position("2rg1/4k/3bp/PG1r+b/K4[s] b - - 1 13").unwrap();
    assert_ne!(other.hash_key(), p.hash_key());
    // A drop the rules forbid: a second pawn on a column, a pawn on the
    // last row.
    let q = Minishogi::parse_position("4k/5/5/P4/K4[P] w - - 0 1").unwrap();
    assert!(Minishogi::parse_move(&q, "P@a3").is_err());
    assert!(Minishogi::parse_move(&q, "P@b5").is_err());
    assert!(Minishogi::parse_move(&q, "P@b4").is_ok());
    // Bad text is an error, not a panic.
    for bad in ["Z@a3", "P@z9", "@", "P@", "+@a1"] {
        assert!(Minishogi::parse_move(&q, bad).is_err(), "{bad}");
    }
    for bad in ["4k/5/5/P4/K4[Z] w", "4k/5/5/P4/K4[P w", "4k/5/5/+Z4/K4[] w"] {
        assert!(Minishogi::parse_position(bad).is_err(), "{bad}");
    }
}

/// How a game ends by repetition after `cycle` is played `times` times from
/// `fen` (and then the first `extra` moves of it), by the game's rule on
/// the repetition keys of the positions played through; the game must not
/// have ended before.
fn after_cycles<G: Game + Notation>(
    fen: &str,
    cycle: &[&str],
    times: usize,
    extra: usize,
) -> Option<Outcome> {
    let mut position = G::parse_position(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    let mut keys = vec![position.repetition_key()];
    let moves = cycle.iter().cycle().take(times * cycle.len() + extra);
    for (ply, text) in moves.enumerate() {
        let earlier = repetition_outcome::<G>(&keys, &position);
        assert_eq!(earlier, None, "ended before ply {ply}");
        let mv = G::parse_move(&position, text).unwrap_or_else(|e| panic!("{text}: {e}"));
        position = position.play(mv);
        keys.push(position.repetition_key());
    }
    repetition_outcome::<G>(&keys, &position)
}

/// The shogi family's repetition rules as Fairy-Stockfish applies them:
/// pyffish 0.0.90's `is_optional_game_end` after each sequence, as
/// `(ended, value for the side to move)`, is given beside each check. In
/// shogi the fourth occurrence draws and a side that checked with every
/// move of the cycle loses; in minishogi the fourth occurrence is the first
/// player's loss, perpetual check by the second player still losing.
#[test]
fn repetitions_end_as_in_fairy_stockfish() {
    use Outcome::{Draw, Win};
    use Side::{First as Sente, Second as Gote};
    let start = "rbsgk/4p/5/P4/KGSBR[-] w 0 1";
    let kings = ["a1b2", "e5d4", "b2a1", "d4e5"];
    // Twice round, and once more but the last ply: (False, 0); three
    // times, the start stands the fourth time: (True, -32000) with sente
    // to move.
    assert_eq!(after_cycles::<Minishogi>(start, &kings, 2, 0), None);
    assert_eq!(after_cycles::<Minishogi>(start, &kings, 2, 3), None);
    assert_eq!(
        after_cycles::<Minishogi>(start, &kings, 3, 0),
        Some(Win(Gote))
    );
    // Sente's rook checks at every move: (True, -32000), sente to move.
    let sente_checks = "4k/1R3/5/5/K4[] w - - 0 1";
    let rook = ["b4b5", "e5e4", "b5b4", "e4e5"];
    assert_eq!(
        after_cycles::<Minishogi>(sente_checks, &rook, 3, 0),
        Some(Win(Gote))
    );
    // Gote's rook checks at every move: (True, -32000), gote to move.
    let gote_checks = "4k/5/5/3r1/K4[] b - - 0 1";
    let rook = ["d2d1", "a1a2", "d1d2", "a2a1"];
    assert_eq!(after_cycles::<Minishogi>(gote_checks, &rook, 2, 0), None);
    assert_eq!(
        after_cycles::<Minishogi>(gote_checks, &rook, 3, 0),
        Some(Win(Sente))
    );
    // Shogi: sente's rook checks at every move: (True, -32000) with sente
    // to move.
    let fen = "8k/1R7/9/9/9/9/9/9/K8[] w - - 0 1";
    let rook = ["b8b9", "i9i8", "b9b8", "i8i9"];
    assert_eq!(after_cycles::<Shogi>(fen, &rook, 3, 0), Some(Win(Gote)));
    // The kings walk: (False, 32000) twice round, then (True, 0): a draw.
    let walk = ["a1a2", "i9h9", "a2a1", "h9i9"];
    assert_eq!(after_cycles::<Shogi>(fen, &walk, 2, 0), None);
    assert_eq!(after_cycles::<Shogi>(fen, &walk, 3, 0), Some(Draw));
}

/// With a hand, a capture does not end the window in which positions can
/// come back: the piece taken can be dropped back.
#[test]
fn a_capture_keeps_the_history_open_in_games_with_hands() {
    let (position, moves) = Crazyhouse::parse_moves("e2e4 d7d5 e4d5 d8d5").expect("legal moves");
    let position = moves.iter().fold(position, |p, &mv| p.play(mv));
    assert_eq!(position.reversible_plies(), u32::MAX);
    let (position, moves) = Chess::parse_moves("e2e4 d7d5 e4d5 d8d5").expect("legal moves");
    let position = moves.iter().fold(position, |p, &mv| p.play(mv));
    assert_eq!(
        position.reversible_plies(),
        0,
        "chess: the capture is final"
    );
}
