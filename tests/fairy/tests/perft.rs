//! Perft of every declared variant against Fairy-Stockfish, as pyffish
//! 0.0.90 counts it: the start position and positions reached by seeded
//! random play (6 to 20 plies, and one of 30 to 60), each to the depths
//! pyffish counted in reasonable time. The games with hands have one more:
//! the first seeded game of 20 to 80 plies (from seed 201) where drops
//! were played, pieces are in hand and a promoted piece stands (for loop,
//! chessgi, pocketknight and dragon, whose FENs do not mark promoted
//! pieces: a promotion was played), or failing that, drops and hands.
//!
//! The counts are pyffish's, written here as literals by
//! `reference/pyffish_perft.py --rust` (which the tests never run). pyffish's
//! perft recurses on `legal_moves`; a position where `is_immediate_game_end`
//! holds counts zero, as `perft` counts a game that has ended. The positions
//! are pyffish's FENs, except where noted: flipping games read Edax board
//! strings; the games without castling whose FEN puts the clocks right
//! after the side to move get empty castling and en-passant fields (defect
//! 4; `fairy_stockfish_fens_with_clocks_after_the_side` reads them as
//! pyffish writes them); and Berolina's en-passant field, which pyffish
//! writes as the cell crossed and the pawn (`c3b4`), keeps the cell.
//!
//! Everything after `fairy_stockfish_fens_with_clocks_after_the_side` is
//! printed by `pyffish_perft.py --rust reference/perft.jsonl`.

use alphabeta::runtime::{perft, Game, Notation};
use alphabeta_fairy::*;

/// A position as our notation reads it, and its perft counts from depth 1.
type Position = (&'static str, &'static [u64]);

/// Checks perft of each position at each depth of its counts.
fn check<G: Game + Notation>(positions: &[Position]) {
    for (fen, counts) in positions {
        let position = G::parse_position(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        for (depth, &count) in (1..).zip(counts.iter()) {
            assert_eq!(perft(&position, depth), count, "perft({depth}) of {fen}");
        }
    }
}

/// Each declared start is the variant's start position, as pyffish gives it.
#[test]
fn the_declared_starts_are_fairy_stockfish_s() {
    fn same<G: Game + Notation + PartialEq + std::fmt::Debug>(positions: &[Position]) {
        let (fen, _) = positions[0];
        assert_eq!(G::parse_position(fen).unwrap(), G::start(), "{fen}");
    }
    same::<amazon::AmazonChess>(AMAZON);
    same::<amazons::Amazons>(AMAZONS);
    same::<almost::Almost>(ALMOST);
    same::<antichess::Antichess>(ANTICHESS);
    same::<berolina::Berolina>(BEROLINA);
    same::<breakthrough::Breakthrough>(BREAKTHROUGH);
    same::<capablanca::Capablanca>(CAPABLANCA);
    same::<centaur::Centaur>(CENTAUR);
    same::<chancellor::ChancellorChess>(CHANCELLOR);
    same::<chaturanga::Chaturanga>(CHATURANGA);
    same::<chess::Chess>(CHESS);
    same::<clobber::Clobber>(CLOBBER);
    same::<clobber10::Clobber10>(CLOBBER10);
    same::<embassy::Embassy>(EMBASSY);
    same::<fairy::Fairy>(FAIRY);
    same::<flipello::Flipello>(FLIPELLO);
    same::<flipello10::Flipello10>(FLIPELLO10);
    same::<fox_and_hounds::FoxAndHounds>(FOX_AND_HOUNDS);
    same::<gardner::Gardner>(GARDNER);
    same::<georgian::Georgian>(GEORGIAN);
    same::<gothic::Gothic>(GOTHIC);
    same::<hoppelpoppel::HoppelPoppel>(HOPPELPOPPEL);
    same::<kingofthehill::KingOfTheHill>(KINGOFTHEHILL);
    same::<knightmate::Knightmate>(KNIGHTMATE);
    same::<losalamos::LosAlamos>(LOSALAMOS);
    same::<misere::Misere>(MISERE);
    same::<modern::Modern>(MODERN);
    same::<newzealand::NewZealand>(NEWZEALAND);
    same::<nocastle::NoCastle>(NOCASTLE);
    same::<normal::Normal>(NORMAL);
    same::<raazuvaa::Raazuvaa>(RAAZUVAA);
    same::<tencubed::TenCubed>(TENCUBED);
    same::<torpedo::Torpedo>(TORPEDO);
    same::<crazyhouse::Crazyhouse>(CRAZYHOUSE);
    same::<r#loop::Loop>(LOOP);
    same::<chessgi::Chessgi>(CHESSGI);
    same::<pocketknight::PocketKnight>(POCKETKNIGHT);
    same::<capahouse::Capahouse>(CAPAHOUSE);
    same::<dragon::DragonChess>(DRAGON);
    same::<shogi::Shogi>(SHOGI);
    same::<minishogi::Minishogi>(MINISHOGI);
    same::<mini::Minishogi>(MINI);
    same::<checkshogi::CheckShogi>(CHECKSHOGI);
    same::<judkins::Judkins>(JUDKINS);
    same::<gorogoro::Gorogoro>(GOROGORO);
    same::<euroshogi::EuroShogi>(EUROSHOGI);
    same::<yarishogi::YariShogi>(YARISHOGI);
    same::<pawnsideways::PawnSideways>(PAWNSIDEWAYS);
    same::<pawnback::PawnBack>(PAWNBACK);
    same::<legan::Legan>(LEGAN);
    same::<okisakishogi::OkisakiShogi>(OKISAKISHOGI);
    same::<xiangqi::Xiangqi>(XIANGQI);
    same::<minixiangqi::Minixiangqi>(MINIXIANGQI);
    same::<manchu::Manchu>(MANCHU);
    same::<grasshopper::Grasshopper>(GRASSHOPPER);
    same::<paradigm::Paradigm>(PARADIGM);
    same::<shako::Shako>(SHAKO);
    same::<troitzky::Troitzky>(TROITZKY);
    same::<atomic::Atomic>(ATOMIC);
    same::<snailtrail::Snailtrail>(SNAILTRAIL);
    same::<joust::Joust>(JOUST);
    same::<isolation::Isolation>(ISOLATION);
    same::<isolation7x7::Isolation7x7>(ISOLATION7X7);
    same::<threekings::ThreeKings>(THREEKINGS);
    same::<shatranj::Shatranj>(SHATRANJ);
    same::<courier::Courier>(COURIER);

    same::<chigorin::Chigorin>(CHIGORIN);
    same::<sortofalmost::SortOfAlmost>(SORTOFALMOST);
    same::<grand::Grand>(GRAND);
    same::<opulent::Opulent>(OPULENT);
    same::<armageddon::Armageddon>(ARMAGEDDON);

    same::<makruk::Makruk>(MAKRUK);
    same::<ai_wok::AiWok>(AI_WOK);
    same::<asean::Asean>(ASEAN);
    same::<makpong::Makpong>(MAKPONG);

    same::<giveaway::Giveaway>(GIVEAWAY);
    same::<codrus::Codrus>(CODRUS);
    same::<extinction::Extinction>(EXTINCTION);
    same::<kinglet::Kinglet>(KINGLET);
    same::<janus::Janus>(JANUS);
    same::<perfect::Perfect>(PERFECT);
    same::<fischerandom::FischerRandom>(FISCHERANDOM);
    same::<caparandom::CapaRandom>(CAPARANDOM);
    same::<horde::Horde>(HORDE);

    same::<coregal::Coregal>(COREGAL);
    same::<spartan::Spartan>(SPARTAN);
    same::<nocheckatomic::NoCheckAtomic>(NOCHECKATOMIC);
    same::<racingkings::RacingKings>(RACINGKINGS);
    same::<jesonmor::JesonMor>(JESONMOR);
    same::<seirawan::Seirawan>(SEIRAWAN);
    same::<shouse::SHouse>(SHOUSE);
    // Janggi.
    same::<janggicasual::Janggicasual>(JANGGICASUAL);
    same::<janggitraditional::Janggitraditional>(JANGGITRADITIONAL);
    // Mandatory captures in a royal game; stalemates by the count of pieces.
    same::<losers::Losers>(LOSERS);
    same::<suicide::Suicide>(SUICIDE);
    // Double steps from irregular regions.
    same::<wolf::Wolf>(WOLF);
    same::<atomar::Atomar>(ATOMAR);
    same::<petrified::Petrified>(PETRIFIED);

    same::<dobutsu::Dobutsu>(DOBUTSU);
    same::<shoshogi::ShoShogi>(SHOSHOGI);
    same::<janggi::Janggi>(JANGGI);
}

/// Okisaki shogi, fifteen kinds: its start, and the first position of
/// seeded random play (20 to 60 plies, from seed 1) with two pieces in hand,
/// as `tests/reference/hands_perft.py`'s `perft` and `random_position`
/// count and find them (pyffish 0.0.90).
const OKISAKISHOGI: &[Position] = &[
    (
        "lnsgkqgsnl/1r6b1/pppppppppp/10/10/10/10/PPPPPPPPPP/1B6R1/LNSGQKGSNL[-] w 0 1",
        &[37, 1_369, 48_211],
    ),
    // Seed 3, 51 plies.
    (
        "2sgk1gsn1/2r5bl/l4ppppp/pp1p6/q1Q7/P3B5/2P2P1P2/1P1PP1P1PP/LG2K2SRL/1NS4GN1[PPN] b - - 0 26",
        &[41, 5_124],
    ),
];

#[test]
fn okisakishogi() {
    check::<okisakishogi::OkisakiShogi>(OKISAKISHOGI);
}

/// Castling with an inner rook: rights (`Q`, `q`, or Chess960's `B`, `b`)
/// to a rook on the b file with an enemy queen on the a file. Once the
/// castling rook has left its cell, the king's landing cell is attacked,
/// so the castling is refused (pyffish 0.0.90, perft by recursing on
/// legal_moves). The enemy pieces on the a file are queens, not rooks: a
/// rook that took one there would become, in pyffish's FEN, the outermost
/// rook that `Q` names, and its perft, which reads each position from its
/// FEN, would then count castling with another rook than the game has.
const INNER_ROOK_CHESS: &[Position] = &[
    ("4k3/8/8/8/8/8/8/qR2K2R w KQ - 0 1", &[18, 323, 6_653]),
    ("Qr2k2r/8/8/8/8/8/8/qR2K2R w KQkq - 0 1", &[32, 861, 27_386]),
    ("Qr2k2r/8/8/8/8/8/8/qR2K2R b KQkq - 0 1", &[32, 861, 27_386]),
    ("1r2k2r/8/8/8/8/8/8/1R2K2R w KQkq - 0 1", &[26, 568, 13_600]),
];
const INNER_ROOK_CHESS960: &[Position] = &[
    ("Qr2k2r/8/8/8/8/8/8/qR2K2R w BHbh - 0 1", &[32, 861, 27_386]),
    ("Qr2k2r/8/8/8/8/8/8/qR2K2R b BHbh - 0 1", &[32, 861, 27_386]),
];

#[test]
fn castling_with_an_inner_rook() {
    check::<chess::Chess>(INNER_ROOK_CHESS);
    check::<fischerandom::FischerRandom>(INNER_ROOK_CHESS960);
}

/// pyffish writes the start of these games with the clocks right after
/// the side to move (defect 4 of issue 34, fixed).
#[test]
fn fairy_stockfish_fens_with_clocks_after_the_side() {
    let breakthrough = "pppppppp/pppppppp/8/8/8/8/PPPPPPPP/PPPPPPPP w 0 1";
    assert!(breakthrough::Breakthrough::parse_position(breakthrough).is_ok());
    let clobber = "PpPpP/pPpPp/PpPpP/pPpPp/PpPpP/pPpPp w 0 1";
    assert!(clobber::Clobber::parse_position(clobber).is_ok());
    let clobber10 = "PpPpPpPpPp/pPpPpPpPpP/PpPpPpPpPp/pPpPpPpPpP/PpPpPpPpPp/pPpPpPpPpP/PpPpPpPpPp/pPpPpPpPpP/PpPpPpPpPp/pPpPpPpPpP w 0 1";
    assert!(clobber10::Clobber10::parse_position(clobber10).is_ok());
}

/// `fox-and-hounds`: pyffish 0.0.90, perft by recursing on legal_moves.
const FOX_AND_HOUNDS: &[Position] = &[
    // The start.
    (
        "1h1h1h1h/8/8/8/8/8/8/4F3 w - - 0 1",
        &[2, 14, 56, 344, 1_032],
    ),
    // Seed 1, 8 plies: e1d2 d8c7 d2c1 f8e7 c1d2 e7d6 d2e3 c7b6
    ("1h5h/8/1h1h4/8/8/4F3/8/8 w - - 8 5", &[4, 28, 108, 644]),
    // Seed 2, 19 plies: e1d2 b8a7 d2c1 d8e7 c1b2 e7f6 b2c1 f8g7 c1b2 a7b6 b2a3 f6g5 a3b4 g7h6 b4c3
    // h8g7 c3d4 g7f6 d4e3
    (
        "8/8/1h3h1h/6h1/8/4F3/8/8 b - - 19 10",
        &[5, 19, 99, 360, 1_936],
    ),
    // Seed 101, 48 plies: e1d2 f8e7 d2e1 e7d6 e1d2 d8e7 d2c3 e7f6 c3b4 d6c5 b4a5 f6g5 a5b4 c5d4
    // b4c5 b8a7 c5b6 d4e3 b6a5 a7b6 a5b4 h8g7 b4c3 e3f2 c3d4 g5h4 d4c5 h4g3 c5d4 f2g1 d4c5 b6a5
    // c5d6 g7f6 d6e5 f6g5 e5d4 g5h4 d4e3 g3h2 e3f2 h4g3 f2e3 a5b4 e3f4 b4a3 f4e5 g3f2
    (
        "8/8/8/4F3/8/h7/5h1h/6h1 w - - 48 25",
        &[4, 8, 32, 64, 244, 320],
    ),
    // Our choice (see `EXTRA`).
    (
        "1h3h2/2F5/3h4/8/8/8/8/7h w - - 0 1",
        &[2, 6, 21, 104, 243, 1_035],
    ),
];

#[test]
fn fox_and_hounds() {
    check::<fox_and_hounds::FoxAndHounds>(FOX_AND_HOUNDS);
}

/// `breakthrough`: pyffish 0.0.90, perft by recursing on legal_moves.
const BREAKTHROUGH: &[Position] = &[
    // The start.
    (
        "pppppppp/pppppppp/8/8/8/8/PPPPPPPP/PPPPPPPP w - - 0 1",
        &[22, 484, 11_132],
    ),
    // Seed 1, 8 plies: g2g3 b7a6 d2c3 a8b7 f1g2 f7e6 f2e3 g8f7
    (
        "1ppppp1p/pppppppp/p3p3/8/8/2P1P1P1/PPP1P1PP/PPPPP1PP w - - 8 5",
        &[25, 550, 14_184],
    ),
    // Seed 2, 19 plies: a2b3 b7a6 b2a3 d7e6 b1b2 h7h6 h2g3 c8d7 c2d3 g8h7 b3c4 h6g5 a3a4 g5g4 g2h3
    // c7b6 d3d4 g7f6 d2d3
    (
        "pp1ppp1p/p2ppp1p/pp2pp2/8/P1PP2p1/3P2PP/1P2PP2/P1PPPPPP b - - 19 10",
        &[25, 770, 19_607],
    ),
    // Seed 101, 48 plies: c2c3 g7f6 d2e3 f6f5 a2b3 g8g7 e2f3 c7c6 e3f4 c6d5 c3b4 e7e6 f4e5 h7h6
    // b3c4 d7c6 d1c2 b7a6 c1d2 c6b5 b4a5 b5a4 d2e3 g7f6 e5d6 d5d4 c2b3 h8g7 g2h3 d4c3 b3b4 f5e4
    // g1g2 c8d7 d6e7 b8c7 b1a2 d8e7 e3f4 c7c6 b4b5 a7b6 g2g3 h6g5 f4g5 f6e5 e1d2 e7d6
    (
        "p3pp2/3p1pp1/ppppp3/PP2p1P1/p1P1p3/2p2PPP/PP1P1P1P/P4P1P w - - 3 25",
        &[28, 793, 21_229],
    ),
    // Our choice (see `EXTRA`).
    (
        "1p2p3/P2p4/8/8/8/8/p4P2/1P2P3 w - - 0 1",
        &[10, 78, 656, 5_520],
    ),
];

#[test]
fn breakthrough() {
    check::<breakthrough::Breakthrough>(BREAKTHROUGH);
}

/// `clobber`: pyffish 0.0.90, perft by recursing on legal_moves.
const CLOBBER: &[Position] = &[
    // The start.
    (
        "PpPpP/pPpPp/PpPpP/pPpPp/PpPpP/pPpPp w - - 0 1",
        &[49, 2_116, 80_063],
    ),
    // Seed 1, 8 plies: d3e3 a3b3 c2d2 a5a6 c6d6 d4c4 e6e5 c5d5
    (
        "pp1P1/1P1pP/Ppp1P/1pp1P/Pp1PP/pPpPp w - - 0 5",
        &[13, 139, 1_216],
    ),
    // Seed 3, 9 plies: d5c5 d6e6 b1a1 d2d1 c4d4 c1c2 e4e5 e3e2 a4a3
    (
        "PpP1p/pPP1P/1p1P1/PPpP1/Ppp1p/P2pp b - - 0 5",
        &[12, 114, 855],
    ),
];

#[test]
fn clobber() {
    check::<clobber::Clobber>(CLOBBER);
}

/// `chess`: pyffish 0.0.90, perft by recursing on legal_moves.
const CHESS: &[Position] = &[
    // The start.
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        &[20, 400, 8_902],
    ),
    // Seed 1, 8 plies: h2h3 b7b5 d2d3 b8a6 d3d4 g7g5 d4d5 f7f6
    (
        "r1bqkbnr/p1ppp2p/n4p2/1p1P2p1/8/7P/PPP1PPP1/RNBQKBNR w KQkq - 0 5",
        &[27, 517, 15_080],
    ),
    // Seed 2, 19 plies: a2a4 b7b5 a4a5 e7e6 b1c3 g7g5 g2g3 h7h5 c3b1 d7d5 g1h3 d8e7 h3f4 b8a6 f4e6
    // f7f5 b2b3 g5g4 e6g5
    (
        "r1b1kbnr/p1p1q3/n7/Pp1p1pNp/6p1/1P4P1/2PPPP1P/RNBQKB1R b KQkq - 1 10",
        &[37, 964, 36_644],
    ),
    // Seed 101, 48 plies: c2c3 g8h6 e2e3 g7g5 a2a4 h6f5 c3c4 f7f6 c4c5 e7e5 h2h4 f8d6 d1g4 d8e7
    // g4d4 b7b5 d4d5 c7c6 d2d4 b5a4 f1c4 g5g4 g1f3 e7d8 c4b5 h7h6 d5c4 d6c5 g2g3 f5d6 d4d5 d6b5
    // b1c3 e8f7 e1d1 c8b7 c4a2 b5d6 f3d4 d8a5 d4f5 e5e4 d1c2 h6h5 a2b3 f7f8 f5d4 a4a3
    (
        "rn3k1r/pb1p4/2pn1p2/q1bP3p/3Np1pP/pQN1P1P1/1PK2P2/R1B4R w - - 0 25",
        &[38, 1_248, 44_548],
    ),
];

#[test]
fn chess() {
    check::<chess::Chess>(CHESS);
}

/// `normal`: pyffish 0.0.90, perft by recursing on legal_moves.
const NORMAL: &[Position] = &[
    // The start.
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        &[20, 400, 8_902],
    ),
    // Seed 1, 8 plies: h2h3 b7b5 d2d3 b8a6 d3d4 g7g5 d4d5 f7f6
    (
        "r1bqkbnr/p1ppp2p/n4p2/1p1P2p1/8/7P/PPP1PPP1/RNBQKBNR w KQkq - 0 5",
        &[27, 517, 15_080],
    ),
    // Seed 2, 19 plies: a2a4 b7b5 a4a5 e7e6 b1c3 g7g5 g2g3 h7h5 c3b1 d7d5 g1h3 d8e7 h3f4 b8a6 f4e6
    // f7f5 b2b3 g5g4 e6g5
    (
        "r1b1kbnr/p1p1q3/n7/Pp1p1pNp/6p1/1P4P1/2PPPP1P/RNBQKB1R b KQkq - 1 10",
        &[37, 964, 36_644],
    ),
    // Seed 101, 48 plies: c2c3 g8h6 e2e3 g7g5 a2a4 h6f5 c3c4 f7f6 c4c5 e7e5 h2h4 f8d6 d1g4 d8e7
    // g4d4 b7b5 d4d5 c7c6 d2d4 b5a4 f1c4 g5g4 g1f3 e7d8 c4b5 h7h6 d5c4 d6c5 g2g3 f5d6 d4d5 d6b5
    // b1c3 e8f7 e1d1 c8b7 c4a2 b5d6 f3d4 d8a5 d4f5 e5e4 d1c2 h6h5 a2b3 f7f8 f5d4 a4a3
    (
        "rn3k1r/pb1p4/2pn1p2/q1bP3p/3Np1pP/pQN1P1P1/1PK2P2/R1B4R w - - 0 25",
        &[38, 1_248, 44_548],
    ),
];

#[test]
fn normal() {
    check::<normal::Normal>(NORMAL);
}

/// `nocastle`: pyffish 0.0.90, perft by recursing on legal_moves.
const NOCASTLE: &[Position] = &[
    // The start.
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
        &[20, 400, 8_902],
    ),
    // Seed 1, 8 plies: h2h3 b7b5 d2d3 b8a6 d3d4 g7g5 d4d5 f7f6
    (
        "r1bqkbnr/p1ppp2p/n4p2/1p1P2p1/8/7P/PPP1PPP1/RNBQKBNR w - - 0 5",
        &[27, 517, 15_080],
    ),
    // Seed 2, 19 plies: a2a4 b7b5 a4a5 e7e6 b1c3 g7g5 g2g3 h7h5 c3b1 d7d5 g1h3 d8e7 h3f4 b8a6 f4e6
    // f7f5 b2b3 g5g4 e6g5
    (
        "r1b1kbnr/p1p1q3/n7/Pp1p1pNp/6p1/1P4P1/2PPPP1P/RNBQKB1R b - - 1 10",
        &[37, 964, 36_569],
    ),
    // Seed 101, 48 plies: c2c3 g8h6 e2e3 g7g5 a2a4 h6f5 c3c4 f7f6 c4c5 e7e5 h2h4 f8d6 d1g4 d8e7
    // g4d4 b7b5 d4d5 c7c6 d2d4 b5a4 f1c4 g5g4 g1f3 e7d8 c4b5 h7h6 d5c4 d6c5 h1f1 f5d6 d4e5 d6b7
    // b1c3 c5f8 c4f4 d7d5 c3a2 b8d7 f3d4 f8a3 d4e6 e8f7 e6g7 d5d4 f4f6 d7f6 c1d2 h6h5
    (
        "r1bq3r/pn3kN1/2p2n2/1B2P2p/p2p2pP/b3P3/NP1B1PP1/R3KR2 w - - 0 25",
        &[34, 1_454, 49_636],
    ),
];

#[test]
fn nocastle() {
    check::<nocastle::NoCastle>(NOCASTLE);
}

/// `kingofthehill`: pyffish 0.0.90, perft by recursing on legal_moves.
const KINGOFTHEHILL: &[Position] = &[
    // The start.
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        &[20, 400, 8_902],
    ),
    // Seed 1, 8 plies: h2h3 b7b5 d2d3 b8a6 d3d4 g7g5 d4d5 f7f6
    (
        "r1bqkbnr/p1ppp2p/n4p2/1p1P2p1/8/7P/PPP1PPP1/RNBQKBNR w KQkq - 0 5",
        &[27, 517, 15_080],
    ),
    // Seed 2, 19 plies: a2a4 b7b5 a4a5 e7e6 b1c3 g7g5 g2g3 h7h5 c3b1 d7d5 g1h3 d8e7 h3f4 b8a6 f4e6
    // f7f5 b2b3 g5g4 e6g5
    (
        "r1b1kbnr/p1p1q3/n7/Pp1p1pNp/6p1/1P4P1/2PPPP1P/RNBQKB1R b KQkq - 1 10",
        &[37, 964, 36_644],
    ),
    // Seed 101, 48 plies: c2c3 g8h6 e2e3 g7g5 a2a4 h6f5 c3c4 f7f6 c4c5 e7e5 h2h4 f8d6 d1g4 d8e7
    // g4d4 b7b5 d4d5 c7c6 d2d4 b5a4 f1c4 g5g4 g1f3 e7d8 c4b5 h7h6 d5c4 d6c5 g2g3 f5d6 d4d5 d6b5
    // b1c3 e8f7 e1d1 c8b7 c4a2 b5d6 f3d4 d8a5 d4f5 e5e4 d1c2 h6h5 a2b3 f7f8 f5d4 a4a3
    (
        "rn3k1r/pb1p4/2pn1p2/q1bP3p/3Np1pP/pQN1P1P1/1PK2P2/R1B4R w - - 0 25",
        &[38, 1_248, 44_548],
    ),
    // Our choice (see `EXTRA`).
    ("r3k3/8/2p5/8/8/2K1n3/6P1/4R3 w q - 0 1", &[17, 310, 4_946]),
];

#[test]
fn kingofthehill() {
    check::<kingofthehill::KingOfTheHill>(KINGOFTHEHILL);
}

/// `misere`: pyffish 0.0.90, perft by recursing on legal_moves.
const MISERE: &[Position] = &[
    // The start.
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        &[20, 400, 8_902],
    ),
    // Seed 1, 8 plies: h2h3 b7b5 d2d3 b8a6 d3d4 g7g5 d4d5 f7f6
    (
        "r1bqkbnr/p1ppp2p/n4p2/1p1P2p1/8/7P/PPP1PPP1/RNBQKBNR w KQkq - 0 5",
        &[27, 517, 15_080],
    ),
    // Seed 2, 19 plies: a2a4 b7b5 a4a5 e7e6 b1c3 g7g5 g2g3 h7h5 c3b1 d7d5 g1h3 d8e7 h3f4 b8a6 f4e6
    // f7f5 b2b3 g5g4 e6g5
    (
        "r1b1kbnr/p1p1q3/n7/Pp1p1pNp/6p1/1P4P1/2PPPP1P/RNBQKB1R b KQkq - 1 10",
        &[37, 964, 36_644],
    ),
    // Seed 101, 48 plies: c2c3 g8h6 e2e3 g7g5 a2a4 h6f5 c3c4 f7f6 c4c5 e7e5 h2h4 f8d6 d1g4 d8e7
    // g4d4 b7b5 d4d5 c7c6 d2d4 b5a4 f1c4 g5g4 g1f3 e7d8 c4b5 h7h6 d5c4 d6c5 g2g3 f5d6 d4d5 d6b5
    // b1c3 e8f7 e1d1 c8b7 c4a2 b5d6 f3d4 d8a5 d4f5 e5e4 d1c2 h6h5 a2b3 f7f8 f5d4 a4a3
    (
        "rn3k1r/pb1p4/2pn1p2/q1bP3p/3Np1pP/pQN1P1P1/1PK2P2/R1B4R w - - 0 25",
        &[38, 1_248, 44_548],
    ),
];

#[test]
fn misere() {
    check::<misere::Misere>(MISERE);
}

/// `amazon`: pyffish 0.0.90, perft by recursing on legal_moves.
const AMAZON: &[Position] = &[
    // The start.
    (
        "rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w KQkq - 0 1",
        &[22, 484, 12_483],
    ),
    // Seed 1, 8 plies: g2g3 b7b5 d1c3 b8a6 f1h3 e7e6 e2e4 f8e7
    (
        "r1bak1nr/p1ppbppp/n3p3/1p6/4P3/2A3PB/PPPP1P1P/RNB1K1NR w KQkq - 1 5",
        &[41, 1_137, 46_146],
    ),
    // Seed 2, 19 plies: a2a4 b7b5 a4a5 d8c6 b1c3 c6f6 c3a4 h7h5 a5a6 h8h6 a1a3 h6h7 e2e4 e7e5 f1d3
    // h7h6 g1e2 f8c5 d1c3
    (
        "rnb1k1n1/p1pp1pp1/P4a1r/1pb1p2p/N3P3/R1AB4/1PPPNPPP/2B1K2R b Kq - 5 10",
        &[46, 1_561, 68_618],
    ),
    // Seed 101, 48 plies: c2c3 g7g6 d2d4 f7f5 a2a4 g8h6 d1d3 c7c5 g1h3 c5d4 d3c4 d8f7 h3g1 g6g5
    // c4a3 f7e6 g2g3 b8a6 c1f4 e6b3 a4a5 b3a1 f4e5 h6g4 h2h4 g4e3 b2b4 f8h6 e5h8 d4d3 g3g4 e7e5
    // f1g2 b7b6 a3b3 e3g4 g2a8 d7d6 b3c2 a1c2 e1f1 c2d2 f1g2 d2f4 g2f1 f4e6 a8c6 e8e7
    (
        "2b4B/p3k2p/npBpa2b/P3ppp1/1P4nP/2Pp4/4PP2/1N3KNR w - - 8 25",
        &[31, 1_175, 32_867],
    ),
];

#[test]
fn amazon() {
    check::<amazon::AmazonChess>(AMAZON);
}

/// `georgian`: pyffish 0.0.90, perft by recursing on legal_moves.
const GEORGIAN: &[Position] = &[
    // The start.
    (
        "rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w - - 0 1",
        &[22, 484, 12_483],
    ),
    // Seed 1, 8 plies: g2g3 b7b5 d1c3 b8a6 f1h3 e7e6 e2e4 f8e7
    (
        "r1bak1nr/p1ppbppp/n3p3/1p6/4P3/2A3PB/PPPP1P1P/RNB1K1NR w - - 1 5",
        &[41, 1_137, 46_084],
    ),
    // Seed 2, 19 plies: a2a4 b7b5 a4a5 d8c6 b1c3 c6f6 c3a4 h7h5 a5a6 h8h6 a1a3 h6h7 e2e4 e7e5 f1d3
    // h7h6 g1e2 f8c5 d1c3
    (
        "rnb1k1n1/p1pp1pp1/P4a1r/1pb1p2p/N3P3/R1AB4/1PPPNPPP/2B1K2R b - - 5 10",
        &[46, 1_518, 66_625],
    ),
    // Seed 101, 48 plies: c2c3 g7g6 d2d4 f7f5 a2a4 g8h6 d1d3 c7c5 g1h3 c5d4 d3c4 d8f7 h3g1 g6g5
    // c4a3 f7e6 g2g3 b8a6 c1f4 e6b3 a4a5 b3a1 f4e5 h6g4 h2h4 g4e3 b2b4 f8h6 e5h8 d4d3 g3g4 e7e5
    // f1g2 b7b6 a3b3 e3g4 g2a8 d7d6 b3c2 a1c2 e1f1 c2d2 f1g2 d2f4 g2f1 f4e6 a8c6 e8e7
    (
        "2b4B/p3k2p/npBpa2b/P3ppp1/1P4nP/2Pp4/4PP2/1N3KNR w - - 8 25",
        &[31, 1_175, 32_867],
    ),
];

#[test]
fn georgian() {
    check::<georgian::Georgian>(GEORGIAN);
}

/// `raazuvaa`: pyffish 0.0.90, perft by recursing on legal_moves.
const RAAZUVAA: &[Position] = &[
    // The start.
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
        &[12, 144, 2_124],
    ),
    // Seed 1, 8 plies: g1h3 b7b6 c2c3 b6b5 d2d3 g8h6 d3d4 d7d6
    (
        "rnbqkb1r/p1p1pppp/3p3n/1p6/3P4/2P4N/PP2PPPP/RNBQKB1R w - - 0 5",
        &[24, 550, 13_813],
    ),
    // Seed 2, 19 plies: a2a3 b7b6 a3a4 c8a6 h2h3 a6e2 e1e2 c7c6 c2c3 g7g6 a1a3 f8g7 c3c4 g7d4 g1f3
    // d7d6 h1h2 g8h6 f3d4
    (
        "rn1qk2r/p3pp1p/1ppp2pn/8/P1PN4/R6P/1P1PKPPR/1NBQ1B2 b - - 0 10",
        &[19, 590, 12_533],
    ),
    // Seed 101, 48 plies: b2b3 g7g6 c1b2 f7f6 b1a3 f8h6 f2f3 e7e6 g2g3 e6e5 b3b4 h6e3 b2c3 e3d4
    // f3f4 b8a6 d1b1 d4b6 b1d1 a6c5 e2e3 f6f5 f1d3 c5d3 e1e2 g8e7 d1b1 d3b2 g3g4 e5e4 c3h8 b6a5
    // b1b2 d7d6 h8c3 d8d7 a3b5 a8b8 c3h8 h7h6 b5d6 e8d8 d6f5 d7d5 b2g7 e7c6 a1f1 d5a2
    (
        "1rbk3B/ppp3Q1/2n3pp/b4N2/1P2pPP1/4P3/q1PPK2P/5RNR w - - 0 25",
        &[39, 916, 32_319],
    ),
];

#[test]
fn raazuvaa() {
    check::<raazuvaa::Raazuvaa>(RAAZUVAA);
}

/// `almost`: pyffish 0.0.90, perft by recursing on legal_moves.
const ALMOST: &[Position] = &[
    // The start.
    (
        "rnbckbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBCKBNR w KQkq - 0 1",
        &[22, 484, 11_895],
    ),
    // Seed 1, 8 plies: g2g3 b7b5 d1c3 b8a6 h2h3 e7e6 c3d5 g7g5
    (
        "r1bckbnr/p1pp1p1p/n3p3/1p1C2p1/8/6PP/PPPPPP2/RNB1KBNR w KQkq - 0 5",
        &[37, 942, 33_489],
    ),
    // Seed 2, 19 plies: a2a4 b7b5 a4a5 d8c6 b1c3 c8b7 c3a4 c6c5 g1f3 b5b4 f3g1 b8c6 d2d4 h7h5 f2f4
    // e8d8 c2c4 g8f6 d1f2
    (
        "r2k1b1r/pbppppp1/2n2n2/P1c4p/NpPP1P2/8/1P2PCPP/R1B1KBNR b KQ - 2 10",
        &[41, 1_150, 45_584],
    ),
    // Seed 101, 48 plies: c2c3 g7g6 f2f3 f7f5 a2a4 g8h6 g2g3 c7c5 h2h3 d7d5 d2d3 d8f7 f3f4 h8g8
    // b2b4 c8e6 d1e3 b7b5 c1b2 c5b4 b1d2 b4b3 e3g2 f7g7 d2b3 b8d7 d3d4 d7e5 b2a3 e8f7 g1f3 e5g4
    // b3c1 a8b8 g2h4 g4e3 c1a2 b8b7 a2b4 g8h8 f3g5 f7g8 f1g2 e3g4 g2f1 e6c8 h1h2 b5a4
    (
        "2b2bkr/pr2p1cp/6pn/3p1pN1/pN1P1PnC/B1P3PP/4P2R/R3KB2 w Q - 0 25",
        &[35, 780, 27_713],
    ),
];

#[test]
fn almost() {
    check::<almost::Almost>(ALMOST);
}

/// `hoppelpoppel`: pyffish 0.0.90, perft by recursing on legal_moves.
const HOPPELPOPPEL: &[Position] = &[
    // The start.
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        &[20, 400, 9_034],
    ),
    // Seed 1, 8 plies: h2h3 b7b5 d2d3 b8a6 d3d4 g7g5 e1d2 h7h6
    (
        "r1bqkbnr/p1pppp2/n6p/1p4p1/3P4/7P/PPPKPPP1/RNBQ1BNR w kq - 0 5",
        &[23, 437, 10_338],
    ),
    // Seed 2, 19 plies: a2a4 b7b5 a4a5 e7e6 b1c3 g7g5 g2g3 h7h5 c3b1 d7d5 g1h3 d8e7 h3e6 b8a6 e6f4
    // c8f5 f1g2 g8f6 e1g1
    (
        "r3kb1r/p1p1qp2/n4n2/Pp1p1bpp/5N2/6P1/1PPPPPBP/RNBQ1RK1 b kq - 6 10",
        &[48, 1_394, 64_586],
    ),
    // Seed 101, 48 plies: c2c3 g8h6 d2d4 g7g5 a2a4 h6f5 b2b3 f7f6 c1a3 d7d6 e1d2 f5h6 g2g4 b8d7
    // d1c2 e7e5 a3c5 d7a4 c2f5 a8b8 b3b4 e5d4 g1h3 d4d3 c5e3 d8e7 f5c5 c7c6 d2d3 f8g7 e3f4 f6f5
    // c5d4 a7a6 f4e5 e7d8 e2e3 b8a8 b1a3 e8f8 d4f4 f8e8 e5d4 d8a5 f1g2 b7b6 f4f3 a5b4
    (
        "r1b1k2r/6bp/pppp3n/5pp1/nq1B2P1/N1PKPQ1N/5PBP/R6R w - - 0 25",
        &[40, 1_303, 43_937],
    ),
];

#[test]
fn hoppelpoppel() {
    check::<hoppelpoppel::HoppelPoppel>(HOPPELPOPPEL);
}

/// `newzealand`: pyffish 0.0.90, perft by recursing on legal_moves.
const NEWZEALAND: &[Position] = &[
    // The start.
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        &[20, 400, 8_976],
    ),
    // Seed 1, 8 plies: h2h3 b7b5 d2d3 b8a6 d3d4 f7f6 d1d3 e7e6
    (
        "r1bqkbnr/p1pp2pp/n3pp2/1p6/3P4/3Q3P/PPP1PPP1/RNB1KBNR w KQkq - 0 5",
        &[40, 1_048, 38_557],
    ),
    // Seed 2, 19 plies: a2a4 b7b5 a4a5 e7e6 b1c3 g7g5 g2g3 h7h5 c3b1 d7d5 g1h3 d8e7 h3f4 b8a6 f4g2
    // f7f5 b2b3 f8h6 h1g1
    (
        "r1b1k1nr/p1p1q3/n3p2b/Pp1p1ppp/8/1P4P1/2PPPPNP/RNBQKBR1 b Qkq - 2 10",
        &[34, 773, 26_580],
    ),
    // Seed 101, 48 plies: c2c3 g8h6 e2e3 g7g5 a2a4 h6f5 c3c4 f7f6 c4c5 e7e5 h2h4 f8e7 d1h5 e8f8
    // h5d1 b7b5 d2d3 c7c6 d1b3 b5a4 f2f3 f8g7 h1h2 f5g3 b3b8 g7g8 e1d1 d8a5 d1e2 g3h5 b8b7 c8b7
    // b1a3 g5h4 f3f4 d7d6 a3c4 a5c7 f4f5 h5f5 g1h3 f5d4 c4d2 d4b5 e2d1 e7d8 d1e1 c7b6
    (
        "r2b2kr/pb5p/1qpp1p2/1nP1p3/p6p/3PP2N/1P1N2PR/R1B1KB2 w - - 8 25",
        &[26, 707, 18_611],
    ),
];

#[test]
fn newzealand() {
    check::<newzealand::NewZealand>(NEWZEALAND);
}

/// `knightmate`: pyffish 0.0.90, perft by recursing on legal_moves.
const KNIGHTMATE: &[Position] = &[
    // The start.
    (
        "rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1",
        &[18, 324, 6_765],
    ),
    // Seed 1, 8 plies: b2b3 e7e5 b3b4 f7f5 f2f3 f5f4 e2e4 d7d5
    (
        "rmbqkbmr/ppp3pp/8/3pp3/1P2Pp2/5P2/P1PP2PP/RMBQKBMR w KQkq - 0 5",
        &[23, 667, 15_672],
    ),
    // Seed 2, 19 plies: a2a4 b7b5 a4a5 e8d6 b2b3 d6e8 c1b2 c8b7 e1d3 b5b4 d3c1 h7h5 b2a3 d7d6 h2h4
    // d6d5 f2f4 d8d7 g1h2
    (
        "rm2kbmr/pbpqppp1/8/P2p3p/1p3P1P/BP6/2PPP1PM/RMKQ1B1R b - - 2 10",
        &[30, 655, 19_853],
    ),
    // Seed 101, 48 plies: d2d3 h7h6 d1d2 g7g5 a2a4 g5g4 c2c3 h6h5 c3c4 e7e6 d2g5 g4g3 e1f3 d8g5
    // e2e4 c7c5 c1e3 f7f5 b1c2 d7d5 f3d2 g8h7 c2c1 e8f6 e3g5 f6g4 c1c2 h7g6 f2g3 f8e7 c2d1 b7b5
    // d1e2 h8d8 e2f2 d8d6 a4b5 f5e4 g5f6 e7f8 f2e3 g4h6 d3e4 d6c6 e4d5 c6d6 f6d4 b8b7
    (
        "r1b2b2/pm6/3rp1mk/1PpP3p/2PB4/4M1P1/1P1K2PP/R4BMR w - - 3 25",
        &[36, 1_075, 37_364],
    ),
];

#[test]
fn knightmate() {
    check::<knightmate::Knightmate>(KNIGHTMATE);
}

/// `fairy`: pyffish 0.0.90, perft by recursing on legal_moves.
const FAIRY: &[Position] = &[
    // The start.
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        &[20, 400, 8_902],
    ),
    // Seed 1, 8 plies: h2h3 b7b5 d2d3 b8a6 d3d4 g7g5 d4d5 f7f6
    (
        "r1bqkbnr/p1ppp2p/n4p2/1p1P2p1/8/7P/PPP1PPP1/RNBQKBNR w KQkq - 0 5",
        &[27, 517, 15_080],
    ),
    // Seed 2, 19 plies: a2a4 b7b5 a4a5 e7e6 b1c3 g7g5 g2g3 h7h5 c3b1 d7d5 g1h3 d8e7 h3f4 b8a6 f4e6
    // f7f5 b2b3 g5g4 e6g5
    (
        "r1b1kbnr/p1p1q3/n7/Pp1p1pNp/6p1/1P4P1/2PPPP1P/RNBQKB1R b KQkq - 1 10",
        &[37, 964, 36_644],
    ),
    // Seed 101, 48 plies: c2c3 g8h6 e2e3 g7g5 a2a4 h6f5 c3c4 f7f6 c4c5 e7e5 h2h4 f8d6 d1g4 d8e7
    // g4d4 b7b5 d4d5 c7c6 d2d4 b5a4 f1c4 g5g4 g1f3 e7d8 c4b5 h7h6 d5c4 d6c5 g2g3 f5d6 d4d5 d6b5
    // b1c3 e8f7 e1d1 c8b7 c4a2 b5d6 f3d4 d8a5 d4f5 e5e4 d1c2 h6h5 a2b3 f7f8 f5d4 a4a3
    (
        "rn3k1r/pb1p4/2pn1p2/q1bP3p/3Np1pP/pQN1P1P1/1PK2P2/R1B4R w - - 0 25",
        &[38, 1_248, 44_548],
    ),
    // Our choice (see `EXTRA`).
    (
        "r1b1kbnr/ppp2ppp/2m1s3/3fa3/3CF3/2M1S3/PPP2PPP/R1B1KBNR w KQkq - 0 1",
        &[48, 2_063, 88_684],
    ),
];

#[test]
fn fairy() {
    check::<fairy::Fairy>(FAIRY);
}

/// `berolina`: pyffish 0.0.90, perft by recursing on legal_moves.
const BEROLINA: &[Position] = &[
    // The start.
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        &[30, 900, 28_328],
    ),
    // Seed 1, 8 plies: e2g4 g8h6 b2a3 c7b6 c2d3 e7g5 g4f5 h7g6
    (
        "rnbqkb1r/pp1p1pp1/1p4pn/5Pp1/8/P2P4/P2P1PPP/RNBQKBNR w KQkq - 0 5",
        &[33, 988, 32_645],
    ),
    // Seed 2, 19 plies: g2h3 a7c5 b1a3 b7a6 c2e4 h7f5 a3c2 g7h6 h2f4 f7h5 h1h2 c8b7 c2d4 e8f7 d4c2
    // b7c6 f1g2 f7e6 d2b4
    (
        "rn1q1bnr/2ppp3/p1b1k2p/2p2p1p/1P2PP2/7P/PPN1PPBR/R1BQK1N1 b Q c3 0 10",
        &[26, 973, 24_333],
    ),
    // Seed 101, 48 plies: g2h3 b8c6 e2f3 h7g6 f1g2 h8h4 a2c4 h4g4 c2d3 d7f5 d2c3 g4f4 c3d4 e7f6
    // f2g3 c6a5 d1c2 c8d7 c1e3 a8b8 e3d2 f8c5 d4e5 c5d4 g1e2 d7a4 d2b4 g6h5 d3e4 d8d6 b4d6 a4d7
    // e2c1 f4h4 c2e2 d4b6 b2a3 f6g5 e2a2 g7f6 g2f1 g5f4 c4d5 d7a4 a2d2 f7e6 d6e7 a4b3
    (
        "1r2k1n1/ppp1B3/1b2pp2/n2PPp1p/4Pp1r/Pb3PPP/3Q3P/RNN1KB1R w KQ - 2 25",
        &[42, 1_290, 49_715],
    ),
];

#[test]
fn berolina() {
    check::<berolina::Berolina>(BEROLINA);
}

/// `torpedo`: pyffish 0.0.90, perft by recursing on legal_moves.
const TORPEDO: &[Position] = &[
    // The start.
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        &[20, 400, 9_194],
    ),
    // Seed 1, 8 plies: h2h3 b7b5 d2d3 b5b4 d3d5 g7g5 d5d6 g8h6
    (
        "rnbqkb1r/p1pppp1p/3P3n/6p1/1p6/7P/PPP1PPP1/RNBQKBNR w KQkq - 1 5",
        &[29, 642, 20_483],
    ),
    // Seed 2, 19 plies: a2a4 b7b5 a4a5 e7e5 b1c3 f7f6 c3a4 f8a3 a5a6 e5e4 a1a3 g7g5 g1f3 c7c5 d2d3
    // e8f8 f3g5 g8h6 h2h4
    (
        "rnbq1k1r/p2p3p/P4p1n/1pp3N1/N3p2P/R2P4/1PP1PPP1/2BQKB1R b K - 0 10",
        &[30, 983, 28_943],
    ),
    // Seed 101, 48 plies: c2c3 g8h6 d2d4 g7g5 a2a4 g5g4 b2b3 c7c6 d1d2 f7f6 d2c2 d8b6 e1d1 b6a5
    // c2d3 a5g5 c1d2 c6c4 d4d6 h8g8 d3f5 c4b3 f5f4 g5h5 f4e4 g8g5 h2h4 h5f7 e4e5 f7d5 e5d5 b3b2
    // d5f3 g5h5 f3c6 e7e5 c6a6 h5g5 e2e3 g5g8 d1e2 f6f4 h1h2 f4e3 a6b7 e8f7 b1a3 c8b7
    (
        "rn3br1/pb1p1k1p/3P3n/4p3/P5pP/N1P1p3/1p1BKPPR/R4BN1 w - - 0 25",
        &[29, 1_025, 26_893],
    ),
];

#[test]
fn torpedo() {
    check::<torpedo::Torpedo>(TORPEDO);
}

/// `chaturanga`: pyffish 0.0.90, perft by recursing on legal_moves.
const CHATURANGA: &[Position] = &[
    // The start.
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
        &[16, 256, 4_176],
    ),
    // Seed 1, 8 plies: b1c3 e7e6 c1a3 g8f6 f2f3 f8d6 e2e3 d6b4
    (
        "rnbqk2r/pppp1ppp/4pn2/8/1b6/B1N1PP2/PPPP2PP/R2QKBNR w - - 1 5",
        &[23, 505, 11_339],
    ),
    // Seed 2, 19 plies: b1a3 b8a6 a3b5 f8h6 b5c3 g7g6 c3e4 b7b6 g2g3 a8b8 h2h3 a6b4 h3h4 b4d3 e2d3
    // f7f6 e4f6 e8f8 f6h5
    (
        "1rbq1knr/p1ppp2p/1p4pb/7N/7P/3P2P1/PPPP1P2/R1BQKBNR b - - 2 10",
        &[15, 299, 4_760],
    ),
    // Seed 101, 48 plies: c2c3 f8h6 g2g3 a7a6 d1c2 f7f6 c2d3 c7c6 g3g4 g7g6 d3c2 d7d6 f2f3 b7b6
    // c3c4 d6d5 c1e3 b6b5 e3c5 e8f7 c2d3 g6g5 d3c2 d5d4 h2h3 f7f8 e1d1 b5c4 b1c3 d8c7 c5e3 d4d3
    // c2d3 a8a7 h3h4 e7e6 h1h2 c7d8 d3c2 e6e5 c3a4 d8e7 a2a3 f6f5 h2h1 f5f4 a1a2 f8e8
    (
        "1nb1k1nr/r3q2p/p1p4b/4p1p1/N1p2pPP/P3BP2/RPQPP3/3K1BNR w - - 2 25",
        &[21, 456, 9_901],
    ),
];

#[test]
fn chaturanga() {
    check::<chaturanga::Chaturanga>(CHATURANGA);
}

/// `antichess`: pyffish 0.0.90, perft by recursing on legal_moves.
const ANTICHESS: &[Position] = &[
    // The start.
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
        &[20, 400, 8_067],
    ),
    // Seed 1, 8 plies: h2h3 b7b5 d2d3 b8a6 d3d4 g7g5 c1g5 f7f5
    (
        "r1bqkbnr/p1ppp2p/n7/1p3pB1/3P4/7P/PPP1PPP1/RN1QKBNR w - - 0 5",
        &[1, 4, 92, 1_193],
    ),
    // Seed 2, 19 plies: a2a4 b7b5 a4b5 e7e6 a1a7 a8a7 d2d4 c8b7 f2f3 b7f3 g2f3 c7c5 d4c5 f8c5 d1d7
    // e8d7 e1d2 c5g1 h1g1
    (
        "1n1q2nr/r2k1ppp/4p3/1P6/8/5P2/1PPKP2P/1NB2BR1 b - - 0 10",
        &[37, 43, 679],
    ),
    // Seed 101, 48 plies: c2c3 g8h6 e2e3 g7g5 a2a4 h6f5 c3c4 f5e3 f2e3 f8h6 g1f3 c7c5 f3g5 h6g5
    // a4a5 g5e3 d2e3 d8a5 a1a5 h7h6 d1d7 c8d7 a5a7 a8a7 e3e4 b7b5 c4b5 d7b5 c1h6 b5f1 h1f1 h8h6
    // f1f7 e8f7 b1c3 h6h2 c3e2 h2g2 e4e5 g2e2 e1e2 c5c4 b2b4 c4b3 e2f2 a7a1 f2g2 a1a8
    ("rn6/4pk2/8/4P3/8/1p6/6K1/8 w - - 4 25", &[9, 153, 990]),
];

#[test]
fn antichess() {
    check::<antichess::Antichess>(ANTICHESS);
}

/// `losalamos`: pyffish 0.0.90, perft by recursing on legal_moves.
const LOSALAMOS: &[Position] = &[
    // The start.
    (
        "rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1",
        &[10, 100, 1_212],
    ),
    // Seed 1, 8 plies: f2f3 b5b4 c2c3 b4b3 e1d3 d5d4 f1f2 d6d5
    (
        "rnq1nr/p1pkpp/3p2/1pPN1P/PP1PPR/RNQK2 w - - 2 5",
        &[15, 183, 2_921],
    ),
    // Seed 3, 9 plies: f2f3 e6f4 b1c3 d5d4 d2d3 f4e6 b2b3 d4c3 a1b1
    (
        "rnqknr/ppp1pp/6/1PpP1P/P1P1P1/1RQKNR b - - 1 5",
        &[14, 189, 3_025],
    ),
    // Seed 101, 48 plies: b2b3 e6f4 c1b2 e5e4 b1a3 f4e6 e1f3 b6c4 f3d4 c4e3 d2e3 e6d4 b2c1 d4b3
    // c1d2 a6b6 d1e1 b3d2 a1d1 b5b4 d1d2 f6e6 e1d1 c5c4 c2c3 c6b5 d2d5 d6c6 d1d2 e6d6 f1a1 b5c5
    // a3b5 b4b3 d5d3 d6d3 d2e1 c5b4 a1c1 d3e3 f2e3 b6a6 e1d1 b4a4 b5d6 b3b2 d1d2 a6b6
    (
        "1rkN2/p4p/q1p1p1/2P1P1/Pp1KP1/2R3 w - - 2 25",
        &[12, 230, 2_253],
    ),
];

#[test]
fn losalamos() {
    check::<losalamos::LosAlamos>(LOSALAMOS);
}

/// `gardner`: pyffish 0.0.90, perft by recursing on legal_moves.
const GARDNER: &[Position] = &[
    // The start.
    ("rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1", &[7, 53, 506, 4_775]),
    // Seed 1, 8 plies: c2c3 b4b3 d1b3 a4b3 c3d4 e5d4 b1c3 e4e3
    ("rnbq1/2pk1/1pN1p/PP1PP/R1B1K w - - 0 5", &[12, 130, 1_221]),
    // Seed 2, 19 plies: e2e3 a4a3 b1c3 a5a4 c3b5 a4a5 e3d4 d5d4 b5c3 d4e3 c3e2 e3d3 a1b1 c5d4 c2c3
    // d3e3 d2d3 e3d2 e1d2
    ("r3k/1ppbp/p1PP1/PP1KN/1RBQ1 b - - 0 10", &[14, 146, 1_709]),
    // Seed 102, 34 plies: d2d3 c4d3 b1c3 d4c3 e2e3 d5a2 b2b3 a4a3 c1d2 c5e3 d1e2 d3e2 a1a2 c3d2
    // e1e2 e3c5 a2a3 d2d1b e2d1 a5a4 a3a1 e5d5 a1a4 e4e3 d1e2 d5e5 a4a5 e5d5 e2e1 b5d4 e1d1 d5e4
    // c2c3 e4d5
    ("R1bk1/1p1n1/1PP1p/5/3K1 w - - 1 18", &[11, 71, 679]),
];

#[test]
fn gardner() {
    check::<gardner::Gardner>(GARDNER);
}

/// `flipello`: pyffish 0.0.90, perft by recursing on legal_moves.
const FLIPELLO: &[Position] = &[
    // The start.
    (
        "---------------------------XO------OX--------------------------- X",
        &[4, 12, 56, 244],
    ),
    // Seed 1, 8 plies: P@c5 P@c6 P@c7 P@d3 P@e3 P@f5 P@f6 P@f7
    (
        "-------------------OX------XO-----XOXO----X--O----X--O---------- X",
        &[7, 50, 400],
    ),
    // Seed 2, 19 plies: P@c5 P@c4 P@b3 P@c6 P@c7 P@b7 P@e3 P@c8 P@e6 P@c3 P@b6 P@a5 P@b4 P@f6 P@g6
    // P@f4 P@d3 P@g7 P@h8
    (
        "-----------------XXXX----XXXOO--O-XXX----OO-XXX--OO---X---O----X O",
        &[7, 69, 631],
    ),
    // Seed 101, 48 plies: P@d6 P@e6 P@f5 P@g6 P@e3 P@e2 P@f3 P@c6 P@e1 P@d3 P@c3 P@d2 P@c4 P@b2
    // P@c2 P@b3 P@a3 P@b1 P@d7 P@f2 P@f6 P@c5 P@d1 P@g3 P@c1 P@c7 P@h6 P@e8 P@g2 P@e7 P@b5 P@f7
    // P@g5 P@b6 P@b7 P@a5 P@g4 P@h7 P@g7 P@f8 P@b4 P@h1 P@h8 P@g8 P@d8 P@b8 P@a2 P@f4
    (
        "-OXXX--OXXXXXXO-XXXXOOO--OXOOOO-OOOXOOO--OXOOOOX-OOXOOOX-O-XXXXX X",
        &[11, 55, 473, 2_395],
    ),
];

#[test]
fn flipello() {
    check::<flipello::Flipello>(FLIPELLO);
}

/// `capablanca`: pyffish 0.0.90, perft by recursing on legal_moves.
const CAPABLANCA: &[Position] = &[
    // The start.
    (
        "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1",
        &[28, 784, 25_228],
    ),
    // Seed 1, 8 plies: h1g3 j7j6 b2b3 c8b6 c1d3 j6j5 g3g4 i8h6
    (
        "rn1bqkbc1r/ppppppppp1/1a5n2/9p/6C3/1P1A6/P1PPPPPPPP/RN1BQKB1NR w KQkq - 2 5",
        &[52, 1_850, 90_348],
    ),
    // Seed 2, 19 plies: j2j4 a7a6 b1a3 b7b5 d2d4 j7j5 c1f4 i7i5 i1j3 j8j6 f4d2 g7g5 j3h4 e7e6 h4j5
    // b5b4 j4i5 c8d6 h1i1
    (
        "rn1bqkbcn1/2pp1p1p2/p2ap4r/6p1PN/1p1P6/N9/PPPAPPPPP1/R2BQKB1CR b KQq - 2 10",
        &[42, 1_675, 71_478],
    ),
    // Seed 101, 48 plies: j2j4 c7c5 j4j5 f7f6 j1j4 f8f7 j4c4 a7a6 h2h4 c8b6 j5j6 b6c8 d2d4 i8j6
    // i2i4 d8c7 d4d5 h7h6 b1d2 c8d6 c4d4 d6b5 c1b3 e8c8 h1j2 c7h2 d2c4 g8j5 d4f4 c8d8 j2h1 j6h5
    // f2f3 f7g8 c4b6 b5a7 f1f2 h5i3 e1a5 e7e6 a5b4 j5i4 f4f5 i4f7 b4e4 i3j1 c2c4 h2c7
    (
        "rn1q2kc1r/apbp1bp1pp/pN2pp1p2/2pP1R4/2P1Q2P2/1A3P4/PP2PKP3/R2B2BCNn w - - 1 25",
        &[52, 2_148, 113_086],
    ),
];

#[test]
fn capablanca() {
    check::<capablanca::Capablanca>(CAPABLANCA);
}

/// `gothic`: pyffish 0.0.90, perft by recursing on legal_moves.
const GOTHIC: &[Position] = &[
    // The start.
    (
        "rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1",
        &[28, 784, 25_283],
    ),
    // Seed 1, 8 plies: g2g3 j7j6 b2b3 d7d5 c2c3 i7i6 i1g2 h7h6
    (
        "rnbqckabnr/ppp1ppp3/7ppp/3p6/10/1PP3P3/P2PPPNPPP/RNBQCKAB1R w KQkq - 0 5",
        &[32, 1_085, 38_266],
    ),
    // Seed 2, 19 plies: j2j4 a7a6 b1a3 b7b5 e1f3 j7j6 d2d4 i8h6 i1h3 j8i8 f1e1 d7d6 h3i5 c8i2 g2g3
    // b5b4 h2h4 d8d7 f3f6
    (
        "rn2ckabr1/2pqppppp1/p2p1C1n1p/8N1/1p1P3P1P/N5P3/PPP1PP2b1/R1BQK1AB1R b q - 2 10",
        &[43, 2_587, 97_762],
    ),
    // Seed 101, 48 plies: j2j4 c7c5 g1h3 j7j5 h3f5 e8c7 b1c3 d7d5 h2h3 c8d7 f2f4 h7h5 e1f3 d8c8
    // f3h4 b8a6 f1f2 c8e8 d1e1 b7b5 f5e4 i8h6 e4g3 d7c6 h4f5 f7f6 e1g1 j8j7 f5f6 g8f6 e2e3 a8d8
    // g3f1 f6g5 f1g3 d8a8 c3b5 h6f7 i2i4 i7i6 g1d1 h5i4 d1g1 f8g8 g1h2 d5d4 g3h5 a8d8
    (
        "3rq1kb2/p1c1pnp2r/n1b5p1/1Np3aA1p/3p1P2pP/4P2P2/PPPP1KPQ2/R1B4BNR w - - 2 25",
        &[51, 2_764, 126_526],
    ),
];

#[test]
fn gothic() {
    check::<gothic::Gothic>(GOTHIC);
}

/// `embassy`: pyffish 0.0.90, perft by recursing on legal_moves.
const EMBASSY: &[Position] = &[
    // The start.
    (
        "rnbqkcabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQKCABNR w KQkq - 0 1",
        &[28, 784, 25_281],
    ),
    // Seed 1, 8 plies: g2g3 j7j6 b2b3 d7d5 c2c3 h7h6 i1g2 g7g6
    (
        "rnbqkcabnr/ppp1pp2p1/6pp1p/3p6/10/1PP3P3/P2PPPNPPP/RNBQKCAB1R w KQkq - 0 5",
        &[30, 1_259, 41_933],
    ),
    // Seed 2, 19 plies: j2j4 a7a6 b1a3 b7b5 e2e4 j7j6 d1g4 i8h6 i2i3 j8i8 g1h3 d7d6 h3f4 d8d7 g4g5
    // b5b4 g5g3 d7b5 g3c3
    (
        "rnb1kcabr1/2p1ppppp1/p2p3n1p/1q8/1p2PA3P/N1Q5P1/PPPP1PPP2/R1B1KC1BNR b KQq - 3 10",
        &[57, 2_898, 147_526],
    ),
    // Seed 101, 48 plies: j2j4 c7c5 g1h3 j7j6 h3f5 f7f6 b1c3 j6j5 e2e4 e8f7 e1e2 f7e8 i2i4 e7e6
    // f2f3 i8j6 b2b4 e8f7 d2d3 d8a5 b4c5 h7h5 h1j3 i7i6 e2f2 b7b5 f2e1 f8d8 d3d4 g7g6 f3f4 c8b7
    // c1b2 g6f5 g2g4 d8c6 e1d2 a5c7 j1j2 h5i4 d4d5 j6h7 d2e1 e6e5 f1e3 c6e6 e3f1 b7c6
    (
        "rn4ab1r/p1qp1k1n2/2b1cp2p1/1pPPpp3p/4PPP1pP/2N6B/PBP4P1R/R2QKC2N1 w - - 4 25",
        &[43, 1_900, 82_805],
    ),
];

#[test]
fn embassy() {
    check::<embassy::Embassy>(EMBASSY);
}

/// `centaur`: pyffish 0.0.90, perft by recursing on legal_moves.
const CENTAUR: &[Position] = &[
    // The start.
    (
        "rcnbqkbncr/pppppppppp/10/10/10/10/PPPPPPPPPP/RCNBQKBNCR w KQkq - 0 1",
        &[28, 784, 24_490],
    ),
    // Seed 1, 8 plies: h1g3 j7j6 i1j3 i7i6 b2b3 c8b6 c2c3 f7f5
    (
        "rc1bqkbncr/ppppp1pp2/1n6pp/5p4/10/1PP3N2C/P2PPPPPPP/RCNBQKB2R w KQkq - 0 5",
        &[32, 1_275, 44_149],
    ),
    // Seed 2, 19 plies: j2j4 a7a6 b1a3 b7b5 h1j2 i8j6 c1d3 h7h5 d3f4 e7e5 a3a4 i7i6 a4c5 g7g6 i1h3
    // f8e7 j1h1 j6i8 f4g6
    (
        "rcnbq1bncr/2ppkp3p/p5N1p1/1pC1p2p2/9P/7C2/PPPPPPPPPN/R2BQKBR2 b Q - 0 10",
        &[3, 149, 4_730],
    ),
    // Seed 101, 48 plies: j2j4 c7c5 j1j3 j7j6 j3g3 h7h6 h1i3 b7b6 i1j2 b8c7 j2j1 d7d5 g3c3 h8j7
    // c3f3 f7f5 i3h1 c5c4 f3d3 c7d7 d3c3 d5d4 h2h4 i7i5 g1i3 d7e5 j1h2 e5g6 d2d3 j6j5 h2h3 g8d5
    // e2e4 c4d3 e4d5 h6h5 d1f3 e8c6 c1d3 i8h8 i3j2 h8i7 h3g5 e7e6 g5f7 g6f7 e1e4 i7h8
    (
        "r1nb1k1c1r/p4cp2n/1pq1p5/3P1p1ppp/3pQ2P1P/2RN1B4/PPP2PP1PB/RC3K1N2 w Qkq - 2 25",
        &[47, 2_404, 114_949],
    ),
];

#[test]
fn centaur() {
    check::<centaur::Centaur>(CENTAUR);
}

/// `modern`: pyffish 0.0.90, perft by recursing on legal_moves.
const MODERN: &[Position] = &[
    // The start.
    (
        "rnbqkmbnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBMKQBNR w KQkq - 0 1",
        &[24, 576, 15_831],
    ),
    // Seed 1, 8 plies: h1g3 b8b6 d1c3 b9a7 i1h1 f9e7 h2h4 f8f7
    (
        "r1bqk1bnr/p1ppp1ppp/n3mp3/1p7/9/7P1/2M3N2/PPPPPPP1P/RNB1KQBR1 w Qkq - 0 5",
        &[36, 1_259, 47_627],
    ),
    // Seed 2, 19 plies: a2a4 b8b6 a4a5 d8d7 i2i4 c9b8 h2h3 d9c9 b2b4 h9g7 b1c3 h8h6 a1a4 g7h9 g1h2
    // b8h2 d1b2 h2i1 c3b1
    (
        "rnq1kmbnr/p1p1ppp1p/3p5/1p5p1/P8/RP6P/7P1/1MPPPPP2/1NB1KQ1Nb b kq - 1 10",
        &[45, 1_593, 71_492],
    ),
    // Seed 101, 48 plies: c2c3 g8g7 d2d4 f9e7 a2a4 i8i7 b2b4 e7g6 c3c4 g6e4 i2i3 e4c3 c1d2 g7g6
    // a4a5 c3d5 d1c2 d5b7 b1c3 c8c7 e1d1 b7g2 c2e1 g2i4 d2h6 d8d7 h6i5 h9g7 f1i4 d7d6 a1c1 g7f5
    // i4f1 e8e6 d1d2 c9d8 e1g2 d9e8 f2f4 f5d4 c4c5 e8e7 c1c2 e7i3 h2i3 e6e5 f1f2 a8a6
    (
        "rn2k1b1r/1p1b1p1p1/2p5p/p2p2p2/P1P1p3B/1P1n1P3/2N5P/2RKPQM2/6BNR w kq - 0 25",
        &[50, 1_603, 75_605],
    ),
];

#[test]
fn modern() {
    check::<modern::Modern>(MODERN);
}

/// `chancellor`: pyffish 0.0.90, perft by recursing on legal_moves.
const CHANCELLOR: &[Position] = &[
    // The start.
    (
        "rnbqkcnbr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKCNBR w KQkq - 0 1",
        &[24, 576, 15_896],
    ),
    // Seed 1, 8 plies: g2g3 b8b6 d2d3 b9a7 h1e4 f9e7 f1d2 e7i7
    (
        "r1bqk1nbr/p1ppppppp/n7c/1p7/9/4B4/3P2P2/PPPCPP1PP/RNBQK1N1R w KQkq - 5 5",
        &[36, 1_256, 46_500],
    ),
    // Seed 2, 19 plies: a2a4 b8b6 a4a5 d8d7 i2i4 c9b8 g2g4 d9d8 f1g3 i8i7 e1f1 h9i8 a1a4 i7i6 h1b7
    // b8f4 d2d4 g9h7 c2c4
    (
        "rn2kc2r/p1pqppppb/1B1p3n1/1p6p/P8/R1PP1bP1P/6C2/1P2PP1P1/1NBQ1KN1R b kq - 0 10",
        &[49, 2_872, 139_578],
    ),
    // Seed 101, 48 plies: c2c3 g8g7 e2e3 f9e7 a2a4 h8h7 c3c4 e7d5 e1e2 e8e6 g1h3 d5c5 d2d3 d9e8
    // b1c3 c5d5 c4c5 d5c3 b2c3 h7h6 f2f4 e8b5 h3g5 b9a7 e2e1 i8i7 f1f3 e9e8 d1e2 b5a5 f3h3 g9i8
    // e2f3 b8b7 d3d4 e8e7 h3i5 d8d7 f3h5 f8f7 f4f5 g7g6 c1b2 e7f8 i5i4 f8e7 a1a2 h6g5
    (
        "r1b4br/p1p5n/np1pkp2p/4p1p2/q1P2PpQ1/P2P4C/2P1P4/RB4PPP/4K2BR w - - 0 25",
        &[46, 1_524, 66_967],
    ),
];

#[test]
fn chancellor() {
    check::<chancellor::ChancellorChess>(CHANCELLOR);
}

/// `tencubed`: pyffish 0.0.90, perft by recursing on legal_moves.
const TENCUBED: &[Position] = &[
    // The start.
    (
        "2cwamwc2/1rnbqkbnr1/pppppppppp/10/10/10/10/PPPPPPPPPP/1RNBQKBNR1/2CWAMWC2 w - - 0 1",
        &[40, 1_600, 68_230],
    ),
    // Seed 1, 8 plies: i3i4 b9a9 d3d4 c10b10 h1j1 h10i10 g3g5 g10h7
    (
        "1c1wam2c1/r1nbqkbnr1/pppppppppp/7w2/10/6P3/3P4P1/PPP1PP1P1P/1RNBQKBNR1/2CWAMW2C w - - 1 5",
        &[44, 2_020, 96_056],
    ),
    // Seed 2, 19 plies: b2b1 b9b10 b3b5 g10j9 c2d4 f10g10 d4c2 i9i10 d1a2 i8i6 a3a4 i10i8 c1d1
    // g9f10 j3j5 g10g9 h2i4 g8g7 h3h4
    (
        "1rcwab1c2/2nbqkmn1w/pppppp1prp/6p3/8p1/1P7P/P6PN1/2PPPPP1P1/W1NBQKB1R1/1R1CAMWC2 b - - 0 10",
        &[46, 2_114, 101_255],
    ),
    // Seed 101, 48 plies: c3c5 i8i6 e3e5 h8h6 b2b1 j8j6 f3f5 d10a9 e2e4 e8e6 h3h4 h10j8 e4a4 d9e8
    // g2j5 a9d10 d2b4 c9d7 b4c3 b9b10 h1j1 i6j5 f5e6 d10c9 i3i5 j5j4 e6e7 d7e5 g1j2 e8c6 c3d2
    // c10e8 i2i3 i9i7 e1g2 e5f3 b3b4 g10h7 f1e3 h6h5 g2j5 f10d9 i5j6 c6b5 i3i2 h7e6 a4a5 h9j10
    (
        "1r2a4n/2wmqkb3/ppppcpp2c/4P3r1/4w4P/QbP4p1A/1P5P1p/P2PMnP2P/2NB1K1NRW/1RCW5C w - - 5 25",
        &[76, 5_872, 450_236],
    ),
];

#[test]
fn tencubed() {
    check::<tencubed::TenCubed>(TENCUBED);
}

/// `clobber10`: pyffish 0.0.90, perft by recursing on legal_moves.
const CLOBBER10: &[Position] = &[
    // The start.
    (
        "PpPpPpPpPp/pPpPpPpPpP/PpPpPpPpPp/pPpPpPpPpP/PpPpPpPpPp/pPpPpPpPpP/PpPpPpPpPp/pPpPpPpPpP/PpPpPpPpPp/pPpPpPpPpP w - - 0 1",
        &[180, 31_252, 5_231_000],
    ),
    // Seed 1, 8 plies: h9h8 b10c10 d9e9 c1b1 i10j10 h4g4 i2i3 g5f5
    (
        "P1ppPpPp1P/pPp1PPp1pP/PpPpPpPPPp/pPpPpPpPpP/PpPpPpPpPp/pPpPpp1PpP/PpPpPpp1Pp/pPpPpPpPPP/PpPpPpPp1p/pp1PpPpPpP w - - 0 5",
        &[132, 16_686, 2_019_469],
    ),
    // Seed 2, 19 plies: b1a1 b6b5 b9b8 g1g2 d5d6 f6g6 f1e1 e7d7 a8a7 d8d9 f7f8 h8g8 f3g3 j6i6 j3i3
    // h2h1 f5e5 i5i4 h3h4
    (
        "PpPpPpPpPp/p1pppPpPpP/1PP1PPp1Pp/PPpp2pPpP/P1PPP1ppp1/ppp1P1pP1P/PpPpPpPPpp/pPpPp1P1P1/PpPpPpp1Pp/P1pPP2ppP b - - 0 10",
        &[81, 6_243, 458_339],
    ),
    // Seed 101, 48 plies: c8c7 h8h9 f5f4 h4g4 a8a9 i7h7 d7e7 d8e8 f3f2 j6j7 g8f8 i3i2 c10b10 d2e2
    // e7e8 a7b7 d1c1 c3d3 c4b4 b2c2 h1i1 j10i10 g10h10 d6d5 j3j2 g5h5 c6c5 g9f9 i8j8 e9e10 f7g7
    // c9b9 a6a5 h2h3 i1i2 f6g6 e4e3 b9a9 g7g6 g1f1 e3e2 j4i4 e6e5 b7c7 f4g4 a3a2 g6h6 h7h6
    (
        "PP1ppp1Pp1/p2P1p1ppP/1p2PP3P/2p6p/1p5pP1/PPPpP2ppP/PP1p2P1p1/1P1p2pp2/p1p1PPP1PP/pPP1pp3P w - - 0 25",
        &[19, 350, 6_169],
    ),
];

#[test]
fn clobber10() {
    check::<clobber10::Clobber10>(CLOBBER10);
}

/// `flipello10`: pyffish 0.0.90, perft by recursing on legal_moves.
const FLIPELLO10: &[Position] = &[
    // The start.
    (
        "--------------------------------------------XO--------OX-------------------------------------------- X",
        &[4, 12, 56, 244, 1_396],
    ),
    // Seed 1, 8 plies: P@d6 P@d7 P@d8 P@e4 P@f4 P@g6 P@g7 P@g8
    (
        "----------------------------------OX--------XO-------XOXO------X--O------X--O----------------------- X",
        &[7, 50, 401, 3_627],
    ),
    // Seed 2, 19 plies: P@d6 P@d5 P@c4 P@d7 P@d8 P@c8 P@f4 P@d9 P@b9 P@d4 P@e4 P@b7 P@d10 P@g4
    // P@g6 P@h6 P@h7 P@e8 P@h3
    (
        "---------------------------X----XXXXX------XXX-------XOOXO---O-O---X----OOO------X-X---------X------ O",
        &[11, 90, 1_130],
    ),
    // Seed 101, 48 plies: P@e7 P@f7 P@g6 P@h7 P@f4 P@f3 P@g4 P@d7 P@f2 P@e4 P@d4 P@e3 P@d5 P@c4
    // P@d3 P@e2 P@c6 P@c3 P@d6 P@h3 P@g5 P@f1 P@i8 P@g7 P@d8 P@d9 P@h6 P@c7 P@b4 P@c5 P@g8 P@g9
    // P@c8 P@a4 P@i2 P@i7 P@e1 P@i9 P@d2 P@e8 P@e9 P@c1 P@e10 P@b9 P@f8 P@g3 P@a10 P@f9
    (
        "--O-XO-------OXO--X---OXOOOX--OOOXXOO-----OXOOO-----OXXOOO----OOXOOOO---XOOOO-O--X-XXOO-O-X---X----- X",
        &[23, 277, 6_376],
    ),
];

#[test]
fn flipello10() {
    check::<flipello10::Flipello10>(FLIPELLO10);
}

/// `amazons`: pyffish 0.0.90, perft by recursing on legal_moves.
const AMAZONS: &[Position] = &[
    // The start.
    (
        "3q2q3/10/10/q8q/10/10/Q8Q/10/10/3Q2Q3 w - - 0 1",
        &[2_176, 4_307_152],
    ),
    // Seed 1, 8 plies: a4c6,c6c2 d10g7,g7g2 c6c7,c7b7 g7e9,e9b9 j4h4,h4f6 g10c6,c6d5 h4f4,f4d2
    // j7j10,j10j5
    (
        "9q/1*2q5/10/q*Q7/2q2*4/3*5*/5Q4/10/2**2*3/3Q2Q3 w - - 8 5",
        &[1_161, 1_405_451],
    ),
    // Seed 2, 19 plies: a4c4,c4c6 a7d7,d7h7 c4c2,c2e4 d7f5,f5d7 c2i2,i2j2 j7j5,j5f1 g1g8,g8i10
    // f5f4,f4d2 j4h6,h6h4 f4f3,f3f5 d1b3,b3e6 g10h9,h9i9 g8a8,a8c10 f3j3,j3f3 h6g7,g7g4 j5g5,g5d8
    // b3b8,b8c7 j3j5,j5j7 g7e7,e7e10
    (
        "2*q*3*1/7q*1/QQ1*6/2**Q2*1*/2*1*5/5*q2q/4*1**2/5*4/3*4Q*/5*4 b - - 19 10",
        &[552, 375_095],
    ),
    // Seed 101, 48 plies: d1d6,d6e5 g10g6,g6j9 j4j2,j2h2 d10g10,g10g8 d6f6,f6h8 a7b6,b6b7
    // j2g5,g5j8 g6j3,j3i2 a4f9,f9d7 g10f10,f10d8 g1c5,c5c7 j3f3,f3f2 g5d2,d2e1 j7i6,i6g6 c5f8,f8c5
    // f3c3,c3b4 f8e9,e9e10 b6d6,d6h10 e9e6,e6b3 d6b6,b6a5 d2g5,g5i7 b6d6,d6d5 g5h6,h6f4 i6f3,f3h1
    // f9b9,b9b8 d6a6,a6c6 f6f7,f7f5 f10e9,e9f9 f7f8,f8e7 f3i3,i3j4 h6g5,g5h6 e9d10,d10b10
    // e6f6,f6f7 a6c4,c4e4 g5g4,g4i6 i3h3,h3h5 f6j2,j2h4 c3d3,d3e3 b9a9,a9a7 h3j5,j5g2 j2j3,j3f3
    // d3c3,c3d4 j3j1,j1j3 c4d3,d3d2 f8g9,g9f10 d3c4,c4a6 a9e9,e9a9 c4f1,f1e2
    (
        "1*1q**1*2/*3Q*Q2*/1*1*2**1*/******2*1/*1*3***1/*1****1*1q/1*1***Q*1*/1*q1**3*/3******1/4*q1*1Q w - - 48 25",
        &[63, 5_049],
    ),
];

#[test]
fn amazons() {
    check::<amazons::Amazons>(AMAZONS);
}

/// `gustav3`: pyffish 0.0.90, perft by recursing on legal_moves.
const GUSTAV3: &[Position] = &[
    // The start.
    (
        "arnbqkbnra/*pppppppp*/*8*/*8*/*8*/*8*/*PPPPPPPP*/ARNBQKBNRA w KQkq - 0 1",
        &[22, 484, 12_804],
    ),
    // Seed 1, 8 plies: h2h4 b7b6 d2d4 a8e4 g1i3 e4g2 f1g2 j8i6
    (
        "1rnbqkbnr1/*1ppppppp*/*p6a*/*8*/*2P3P1*/*7B*/*PP1PPK1P*/ARNBQ2NRA w kq - 1 5",
        &[27, 914, 21_415],
    ),
    // Seed 2, 19 plies: b2b3 b7b6 a1d4 d7d5 d4b5 i7i6 d2d3 e7e6 b5d7 e8d7 h2h4 d7c6 g1h2 g7g6 h4h5
    // j8c1 h2g1 e6e5 g1h2
    (
        "arnb1kbnr1/*1p2p1p1*/*pq3p1p*/*2pp2P1*/*8*/*P1P5*/*1P1PPPBP*/1RaBQK1NRA b KQkq - 1 10",
        &[49, 1_366, 63_391],
    ),
    // Seed 101, 48 plies: c2c4 h8g6 e2e3 g6f4 a1c2 g7g5 h2h3 c8d6 j1i3 d6c4 d1f3 i7i6 i3i4 d7d6
    // e1e2 g5g4 c1d3 e8d7 c2d1 c7c6 d1c1 f4h5 i4h2 f8e8 d3e5 h5i3 e5d7 e7e6 h3h4 h7h5 f3g4 d8c7
    // c1c2 i8h8 e2c4 h8i8 c4d4 b8c8 d7f8 g8h7 g4f3 i3g4 d4d6 h7g8 c2c1 i8i7 h2g3 g4i5
    (
        "a1r1kNb2a/*pb2p2r*/*1pQp3p*/*6pn*/*6P1*/*3PBA2*/*P1P1PP1P*/1RA2KBNR1 w KQ - 5 25",
        &[64, 1_445, 94_489],
    ),
];

#[test]
fn gustav3() {
    check::<gustav3::Gustav3>(GUSTAV3);
}

/// `omicron`: pyffish 0.0.90, perft by recursing on legal_moves.
const OMICRON: &[Position] = &[
    // The start.
    (
        "w**********w/*crnbqkbnrc*/*pppppppppp*/*10*/*10*/*10*/*10*/*PPPPPPPPPP*/*CRNBQKBNRC*/W**********W w KQkq - 0 1",
        &[30, 900, 29_540],
    ),
    // Seed 1, 8 plies: h3h5 k9i7 k2i4 b9d7 g3g4 d7b5 i2j4 i7g7
    (
        "w**********w/*1rnbqkbnr1*/*pppppppppp*/*5c4*/*10*/*c5P3*/*5P1CN1*/*PPPPP2PPP*/*CRNBQKB1R1*/W**********W w KQkq - 3 5",
        &[49, 2_143, 106_970],
    ),
    // Seed 2, 19 plies: k3k4 b8b6 b2d4 b9b7 g3g5 c9b9 k4k5 g8g6 d4f4 j8j6 f2g3 j6j5 b3b4 j9j6 e3e4
    // h9d5 h3h5 l10k7 i3i5
    (
        "w**********1/*r1nbqk1n1c*/*1pppp1pp1p*/*c8w*/*p4p2r1*/*2b2PPPpP*/*P2PC5*/*1PP1PQ2P1*/*1RNB1KBNRC*/W**********W b KQ i4 0 10",
        &[53, 2_161, 112_340],
    ),
    // Seed 101, 48 plies: k3k4 c8c7 h3h4 e8e7 f3f5 b8b6 j3j4 f9b5 e2i6 d8d6 i6j5 b9b7 h4h5 g9f9
    // c3c4 c9b9 e3e5 b7d5 c4b5 i9h7 j5i4 f9g9 d3d4 i8i6 g3g5 d5f7 j4j5 h9i8 g5g6 f7f6 c2c4 i6h5
    // g6h7 f8f7 e5d6 d9f8 j2j4 j9h9 k2k3 f8d9 k3i5 f6d8 g2h3 g8h7 d6d7 h9j9 c4b4 h5i4
    (
        "w**********w/*r1nb1k2rc*/*2c3pbpp*/*1pPpp1p3*/*p9*/*P3P2CP1*/*R1P4pRP*/*P5KP2*/*C1N1Q1BN2*/W**********W w - - 0 25",
        &[7, 274, 10_972],
    ),
];

#[test]
fn omicron() {
    check::<omicron::Omicron>(OMICRON);
}

/// `nightrider`: pyffish 0.0.90, perft by recursing on legal_moves.
const NIGHTRIDER: &[Position] = &[
    // The start.
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        &[24, 576, 15_586],
    ),
    // Seed 1, 8 plies: g1f3 b7b5 c2c3 b8a6 f3d7 h7h5 d7c5 h8h6
    (
        "r1bqkbn1/p1p1ppp1/n6r/1pN4p/8/2P5/PP1PPPPP/RNBQKB1R w KQq - 2 5",
        &[30, 1_081, 30_439],
    ),
    // Seed 2, 19 plies: a2a4 b7b5 a4a5 d7d6 b1c3 d8d7 c3a4 e7e6 a4c8 g7g6 a1a3 f8g7 a5a6 g8d2 e2e4
    // g7f8 d1e2 d7c8 f2f3
    (
        "rnq1kb1r/p1p2p1p/P2pp1p1/1p6/4P3/R4P2/1PPnQ1PP/2B1KBNR b Kkq - 0 10",
        &[35, 1_038, 36_017],
    ),
    // Seed 101, 48 plies: b2b3 g7g6 d2d3 f7f5 b1c3 g8f6 h2h4 b8d4 c3b5 e7e6 g2g4 d4h2 c2c3 h2b5
    // a2a4 e6e5 c1a3 b7b6 a3c1 f6h5 f2f4 c8a6 e1f2 d8h4 f2e3 h4h2 d1e1 f8g7 c1a3 a8d8 g1e5 h2h4
    // e1d2 d8a8 a3c1 h7h6 e5f7 h8f8 f7b5 h4e7 e3f3 e7d8 f3f2 a6c8 e2e4 g7e5 h1h4 f8h8
    (
        "r1bqk2r/p1pp4/1p4pp/1N2bp1n/P3PPPR/1PPP4/3Q1K2/R1B2B2 w - - 3 25",
        &[43, 1_311, 52_406],
    ),
];

#[test]
fn nightrider() {
    check::<nightrider::Nightrider>(NIGHTRIDER);
}

/// `crazyhouse`: pyffish 0.0.90, perft by recursing on legal_moves.
const CRAZYHOUSE: &[Position] = &[
    // The start.
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
        &[20, 400, 8_902],
    ),
    // Seed 1, 8 plies: h2h3 b7b5 d2d3 b8a6 d3d4 g7g5 d4d5 f7f6
    (
        "r1bqkbnr/p1ppp2p/n4p2/1p1P2p1/8/7P/PPP1PPP1/RNBQKBNR[] w KQkq - 0 5",
        &[27, 517, 15_666],
    ),
    // Seed 2, 19 plies: a2a4 b7b5 a4a5 e7e6 b1c3 g7g5 g2g3 h7h5 c3b1 d7d5 g1h3 d8e7 h3f4 b8a6 f4e6
    // f7f5 P@c6 e7d7 e6g5
    (
        "r1b1kbnr/p1pq4/n1P5/Pp1p1pNp/8/6P1/1PPPPP1P/RNBQKB1R[P] b KQkq - 0 10",
        &[31, 1_777, 55_810],
    ),
    // Seed 101, 48 plies: c2c3 g8h6 e2e3 g7g5 a2a4 h6f5 c3c4 f7f6 c4c5 e7e5 h2h4 f8d6 d1g4 d8e7
    // g4d4 b7b5 d4d5 c7c6 d2d4 b5a4 f1c4 f5g7 g1f3 P@h2 c4b5 e7f8 d5c4 d6c5 g2g4 f8f7 d4c5 P@h6
    // B@g1 c6b5 e1d2 g7e6 c4e6 d7e6 N@b7 f7b7 f3h2 Q@d1 d2d1 N@d4 Q@e1 B@g6 P@h3 b7a6
    (
        "rnb1k2r/p6p/q3ppbp/1pP1p1p1/p2n2PP/4P2P/1P3P1N/RNBKQ1BR[] w kq - 1 25",
        &[25, 888, 25_633],
    ),
    // Seed 218, 39 plies, with drops and pieces in hand: b2b4 b7b6 h2h3 e7e5 d2d4 c7c6 h1h2 h7h6
    // a2a4 e8e7 f2f3 e5d4 c2c4 P@d2 d1d2 d8c7 c4c5 c7d8 P@e3 g8f6 e3d4 g7g6 a1a2 f6e4 P@d5 e7f6
    // b4b5 f8c5 h2h1 c5a3 a4a5 P@f2 e1d1 b6a5 h1h2 f6e7 a2b2 f2g1r d5d6
    (
        "rnbq3r/p2pkp2/2pP2pp/pP6/3Pn3/b4P1P/1R1QP1PR/1NBK1Br~1[np] b - - 0 20",
        &[7, 196, 19_093],
    ),
    // Our choice (see `EXTRA`).
    ("k7/8/8/8/8/8/7K/q~6R w - - 0 1", &[10, 186, 2_646]),
];

#[test]
fn crazyhouse() {
    check::<crazyhouse::Crazyhouse>(CRAZYHOUSE);
}

/// `loop`: pyffish 0.0.90, perft by recursing on legal_moves.
const LOOP: &[Position] = &[
    // The start.
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
        &[20, 400, 8_902],
    ),
    // Seed 1, 8 plies: h2h3 b7b5 d2d3 b8a6 d3d4 g7g5 d4d5 f7f6
    (
        "r1bqkbnr/p1ppp2p/n4p2/1p1P2p1/8/7P/PPP1PPP1/RNBQKBNR[] w KQkq - 0 5",
        &[27, 517, 15_666],
    ),
    // Seed 2, 19 plies: a2a4 b7b5 a4a5 e7e6 b1c3 g7g5 g2g3 h7h5 c3b1 d7d5 g1h3 d8e7 h3f4 b8a6 f4e6
    // f7f5 P@c6 e7d7 e6g5
    (
        "r1b1kbnr/p1pq4/n1P5/Pp1p1pNp/8/6P1/1PPPPP1P/RNBQKB1R[P] b KQkq - 0 10",
        &[31, 1_777, 55_810],
    ),
    // Seed 101, 48 plies: c2c3 g8h6 e2e3 g7g5 a2a4 h6f5 c3c4 f7f6 c4c5 e7e5 h2h4 f8d6 d1g4 d8e7
    // g4d4 b7b5 d4d5 c7c6 d2d4 b5a4 f1c4 f5g7 g1f3 P@h2 c4b5 e7f8 d5c4 d6c5 g2g4 f8f7 d4c5 P@h6
    // B@g1 c6b5 e1d2 g7e6 c4e6 d7e6 N@b7 f7b7 f3h2 Q@d1 d2d1 N@d4 Q@e1 B@g6 P@h3 b7a6
    (
        "rnb1k2r/p6p/q3ppbp/1pP1p1p1/p2n2PP/4P2P/1P3P1N/RNBKQ1BR[] w kq - 1 25",
        &[25, 888, 25_633],
    ),
    // Seed 218, 39 plies, with drops and pieces in hand: b2b4 b7b6 h2h3 e7e5 d2d4 c7c6 h1h2 h7h6
    // a2a4 e8e7 f2f3 e5d4 c2c4 P@d2 d1d2 d8c7 c4c5 c7d8 P@e3 g8f6 e3d4 g7g6 a1a2 f6e4 P@d5 e7f6
    // b4b5 f8c5 h2h1 c5a3 a4a5 P@f2 e1d1 b6a5 h1h2 f6e7 a2b2 f2g1r d5d6
    (
        "rnbq3r/p2pkp2/2pP2pp/pP6/3Pn3/b4P1P/1R1QP1PR/1NBK1Br1[np] b - - 0 20",
        &[7, 196, 19_093],
    ),
    // Our choice (see `EXTRA`).
    ("k7/8/8/8/8/8/7K/q6R w - - 0 1", &[10, 186, 2_675]),
    // Our choice (see `EXTRA`).
    ("r6k/1P6/8/8/8/8/8/4K3 w - - 0 1", &[13, 118, 1_863, 19_536]),
];

#[test]
fn r#loop() {
    check::<r#loop::Loop>(LOOP);
}

/// `chessgi`: pyffish 0.0.90, perft by recursing on legal_moves.
const CHESSGI: &[Position] = &[
    // The start.
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
        &[20, 400, 8_902],
    ),
    // Seed 1, 8 plies: h2h3 b7b5 d2d3 b8a6 d3d4 g7g5 d4d5 f7f6
    (
        "r1bqkbnr/p1ppp2p/n4p2/1p1P2p1/8/7P/PPP1PPP1/RNBQKBNR[] w KQkq - 0 5",
        &[27, 517, 15_685],
    ),
    // Seed 2, 19 plies: a2a4 b7b5 a4a5 e7e6 b1c3 g7g5 g2g3 h7h5 c3b1 d7d5 g1h3 d8e7 h3f4 b8a6 f4e6
    // f7f5 P@c6 e7d7 e6g5
    (
        "r1b1kbnr/p1pq4/n1P5/Pp1p1pNp/8/6P1/1PPPPP1P/RNBQKB1R[P] b KQkq - 0 10",
        &[31, 1_808, 56_933],
    ),
    // Seed 101, 48 plies: c2c3 g8h6 e2e3 g7g5 a2a4 h6f5 c3c4 f7f6 c4c5 e7e5 h2h4 f8d6 d1g4 d8e7
    // g4d4 b7b5 d4d5 c7c6 d2d4 b5a4 f1c4 f5d4 g1f3 P@g4 c4b5 a4a3 d5c6 P@h6 c6c8 e8f7 B@g1 b8a6
    // c8e8 f7e8 b5a6 Q@f8 N@c8 e8d8 b2b3 f6f5 a6c4 f8e8 c5c6 d6c5 e1d1 a8c8 d1e1 d7d6
    (
        "2rkq2r/p3q2p/2Pp3p/2b1ppp1/2Bn2pP/pP2PN2/5PP1/RNB1K1BR[Pn] w - - 0 25",
        &[65, 4_680, 228_142],
    ),
    // Seed 202, 68 plies, with drops and pieces in hand: f2f3 g7g6 f3f4 c7c5 c2c3 h7h5 e2e3 a7a6
    // d2d3 f7f6 g2g4 f6f5 a2a4 f8h6 d1c2 d7d5 d3d4 e7e5 h2h4 h6g5 c2e2 g5e7 e2d3 h5g4 c3c4 e7h4
    // h1h4 P@b3 h4h2 P@h7 B@h6 d8d7 h2c2 g8f6 f4e5 d7a4 P@b5 g6g5 c2e2 f6g8 b5a6 P@a5 d4c5 a8a6
    // P@a3 P@f7 P@d7 b8d7 d3c2 b3c2 b2b4 P@h2 h6f8 Q@g3 e2f2 b7b5 c5c6 h2g1r e1d2 N@g2 d2c3 d7c5
    // c4d5 g2f4 f2d2 c5d7 P@g6 a5b4
    (
        "2b1kBnr/3n1p1p/r1P3P1/1p1PPpp1/qp3np1/P1K1P1q1/2pR4/RNB2Br1[p] w k - 0 35",
        &[4, 321, 13_508],
    ),
];

#[test]
fn chessgi() {
    check::<chessgi::Chessgi>(CHESSGI);
}

/// `pocketknight`: pyffish 0.0.90, perft by recursing on legal_moves.
const POCKETKNIGHT: &[Position] = &[
    // The start.
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Nn] w KQkq - 0 1",
        &[52, 2_565, 88_617],
    ),
    // Seed 1, 8 plies: b2b3 h7h6 g1h3 N@b2 N@e4 b2c4 e4f6 g7f6
    (
        "rnbqkbnr/pppppp2/5p1p/8/2n5/1P5N/P1PPPPPP/RNBQKB1R[] w KQkq - 0 5",
        &[21, 498, 11_473],
    ),
    // Seed 2, 19 plies: N@a6 N@b5 a6b4 d7d5 b4a6 f7f6 g2g4 h7h6 b2b4 b8d7 g1f3 b7b6 f3g1 b5a3 g1f3
    // h8h7 b4b5 e7e5 f3h4
    (
        "r1bqkbn1/p1pn2pr/Np3p1p/1P1pp3/6PN/n7/P1PPPP1P/RNBQKB1R[] b KQq - 1 10",
        &[26, 626, 16_723],
    ),
    // Seed 101, 48 plies: N@d3 b7b6 d3f4 N@h5 a2a4 h5g3 f4d5 c7c6 e2e3 c8b7 d5c7 d8c7 f2f4 g7g5
    // b2b4 g3e2 e1f2 b7c8 c2c3 d7d5 c1a3 c6c5 e3e4 f7f5 d1e2 c7d8 g2g4 g5f4 e2b5 b8d7 f2e1 f4f3
    // b5e2 a8b8 e2c4 e7e5 e4d5 c8a6 c4a6 f8e7 f1b5 h7h6 g4g5 e7d6 b5d3 h6h5 b4c5 d6e7
    (
        "1r1qk1nr/p2nb3/Qp6/2PPppPp/P7/B1PB1p2/3P3P/RN2K1NR[] w k - 1 25",
        &[32, 808, 26_074],
    ),
    // Our choice (see `EXTRA`).
    (
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R[Nn] w KQkq - 2 3",
        &[59, 3_549, 154_599],
    ),
];

#[test]
fn pocketknight() {
    check::<pocketknight::PocketKnight>(POCKETKNIGHT);
}

/// `capahouse`: pyffish 0.0.90, perft by recursing on legal_moves.
const CAPAHOUSE: &[Position] = &[
    // The start.
    (
        "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR[] w KQkq - 0 1",
        &[28, 784, 25_228],
    ),
    // Seed 1, 8 plies: h1g3 j7j6 b2b3 c8b6 c1d3 j6j5 g3g4 i8h6
    (
        "rn1bqkbc1r/ppppppppp1/1a5n2/9p/6C3/1P1A6/P1PPPPPPPP/RN1BQKB1NR[] w KQkq - 2 5",
        &[52, 1_850, 93_147],
    ),
    // Seed 2, 19 plies: j2j4 a7a6 b1a3 b7b5 d2d4 j7j5 c1f4 i7i5 i1j3 j8j6 f4d2 g7g5 j3h4 e7e6 h4j5
    // b5b4 j4i5 c8d6 d2g5
    (
        "rn1bqkbcn1/2pp1p1p2/p2ap4r/6A1PN/1p1P6/N9/PPP1PPPPP1/R2BQKBC1R[PPP] b KQq - 0 10",
        &[41, 3_655, 158_437],
    ),
    // Seed 101, 48 plies: j2j4 c7c5 j4j5 f7f6 j1j4 f8f7 j4c4 a7a6 h2h4 c8b6 j5j6 b6c8 d2d4 i8j6
    // i2i4 P@h3 d4d5 i7i6 b1d2 d7d6 c4d4 c8d7 c1b3 h3g2 i1g2 P@h3 g1h2 e7e5 P@j3 j8i8 f2f3 f7f8
    // d2e4 b8c6 e4d2 e8g6 d4f4 d7b6 b3c4 g8f7 h1i3 h7h6 e1f2 h6h5 d2b1 f7e8 i4i5 f6f5
    (
        "r2bbk1cr1/1p4p2p/panp2q1pn/2pPpp1pP1/2A2R1P2/5P1pCP/PPP1PQNB2/RN1B1K4[] w Q - 0 25",
        &[51, 2_373, 129_716],
    ),
    // Seed 224, 24 plies, with drops and pieces in hand: j2j4 c7c5 f2f3 b7b5 i1j3 c8b6 c1b3 d7d6
    // j1j2 j7j6 b3c5 a7a6 b2b3 d8c7 g1e3 d6d5 P@d7 b6c8 f1g1 f7f6 d7c8c h8i6 i2i4 f6f5
    (
        "rnC~1qkb1nr/2b1p1ppp1/p7cp/1pAp1p4/8PP/1P2BP3N/P1PPP1PP1R/RN1BQ1KC2[A] w kq - 0 13",
        &[103, 3_837, 344_047],
    ),
];

#[test]
fn capahouse() {
    check::<capahouse::Capahouse>(CAPAHOUSE);
}

/// `dragon`: pyffish 0.0.90, perft by recursing on legal_moves.
const DRAGON: &[Position] = &[
    // The start.
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Dd] w KQkq - 0 1",
        &[20, 400, 8_982],
    ),
    // Seed 1, 8 plies: h2h3 b7b5 d2d3 b8a6 d3d4 f7f6 d1d3 e7e6
    (
        "r1bqkbnr/p1pp2pp/n3pp2/1p6/3P4/3Q3P/PPP1PPP1/RNB1KBNR[Dd] w KQkq - 0 5",
        &[41, 1_077, 41_051],
    ),
    // Seed 2, 19 plies: a2a4 b7b5 a4a5 e7e6 b1c3 g7g5 h2h4 f8g7 h4h5 d7d5 c3a2 d8d7 h1h2 a7a6 g2g4
    // g7d4 b2b3 f7f5 h2g2
    (
        "rnb1k1nr/2pq3p/p3p3/Pp1p1ppP/3b2P1/1P6/N1PPPPR1/R1BQKBN1[Dd] b Qkq - 1 10",
        &[36, 738, 26_482],
    ),
    // Seed 101, 48 plies: c2c3 g8h6 e2e3 f7f6 a2a4 h8g8 e3e4 b8c6 f1c4 c6a5 d1c2 f6f5 c4b5 e7e5
    // g1h3 a5b3 c2d3 c7c5 b5d7 c8d7 g2g3 f8e7 e1g1 b3d4 d3d4 d8c7 b2b3 g7g6 f2f4 d7e6 f1f3 c5d4
    // D@f1 e6c4 f1e3 c4f1 c1b2 a8b8 e4f5 h6f5 e3g4 f1e2 f3d3 e8f8 c3d4 e2d1 g4f5 c7d8
    (
        "1r1q1kr1/pp2b2p/6p1/4pD2/P2P1P2/1P1R2PN/1B1P3P/RN1b2K1[d] w - - 1 25",
        &[34, 1_191, 41_019],
    ),
    // Seed 250, 44 plies, with drops and pieces in hand: f2f3 b8c6 h2h3 h7h5 b1a3 h8h6 a1b1 f7f6
    // c2c4 b7b5 d2d3 c8b7 c1f4 c6b8 f4h6 e7e6 e1f2 d8e7 c4c5 e7f7 d1a4 g7g5 a4b5 g8h6 g2g3 e8e7
    // b5a5 g5g4 f2e3 d7d5 c5d6 e7e8 d6c7 f7g6 e3d2 b8d7 a5b6 d7e5 c7c8n e8d7 b6c7 d7c7 c8d6 D@e8
    (
        "r3db2/pbk5/3Nppqn/4n2p/6p1/N2P1PPP/PP1KP3/1R3BNR[D] w - - 0 23",
        &[36, 1_573, 50_407],
    ),
];

#[test]
fn dragon() {
    check::<dragon::DragonChess>(DRAGON);
}

/// `shogi`: pyffish 0.0.90, perft by recursing on legal_moves.
const SHOGI: &[Position] = &[
    // The start.
    (
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w 0 1",
        &[30, 900, 25_470],
    ),
    // Seed 1, 8 plies: g1f2 h7h6 b3b4 b8g8 c1c2 f7f6 f1g1 f6f5
    (
        "lnsgkgsnl/6rb1/ppppp1p1p/7p1/5p3/1P7/P1PPPPPPP/1BS2S1R1/LN1GK1GNL[] w - - 8 5",
        &[23, 667, 16_009],
    ),
    // Seed 2, 19 plies: h3h4 a9a8 b3b4 b8c8 e1e2 i9i8 c3c4 g9g8 e2f2 c9d8 d1c2 h8i9 b1c3 i7i6 h2h3
    // d7d6 f1g2 i6i5 f2e2
    (
        "1n1gkg1nb/l1rs2s1l/ppp1pppp1/3p5/8p/1PP4P1/P1NPPPPRP/1BG1K1G2/L1S3SNL[] b - - 19 10",
        &[24, 624, 15_652],
    ),
    // Seed 101, 48 plies: h3h4 b8e8 i1i2 e9d8 e1e2 e8g8 a3a4 g9f8 e3e4 d7d6 f1f2 d8c8 d1c2 f8e9
    // h2g2 h7h6 c1d2 d9d8 e2e1 b7b6 c3c4 c8d7 b2f6 b6b5 f6g5 g8g9 g2h2 d6d5 g5h6 i9i8 f2f1 d7c6
    // h2e2 d8e8 d3d4 b5b4 g1g2 e8d7 e2f2 c6b7 c2c1 e9d8 g2h3 f9e9 f1e2 c9c8 h3g2 b7b8
    (
        "ln2g1rn1/1kss3bl/p1pgppp1p/7B1/3p5/PpPPP2P1/1P3PP1P/3SGRS1L/LNG1K2N1[P] w - - 19 25",
        &[34, 888, 30_931],
    ),
    // Seed 209, 55 plies, with drops and pieces in hand: h2c2 a7a6 c2e2 e7e6 b3b4 c7c6 b4b5 f7f6
    // c3c4 c9d8 g1f2 d8c7 b2e5 c7b6 e5b8 a9a8 b8c9 e6e5 R@i8 b6a5 a3a4 b7b6 c9d8 e9f8 i8i7 d9d8
    // c1b2 B@h5 b2c3 i9i8 i7i5+ i8i5 e2c2 R@b3 c2e2 b3b1+ i3i4 N@e6 h1i3 f6f5 c3d4 h5i6 e2a2 h7h6
    // a2e2 i6h7 e2b2 a5a4 f2g1 f8e9 a1a4 d7d6 b2f2 b6b5 i1i2
    (
        "1n2kgsn1/l2g3b1/6pb1/p1ppn2p1/1p2pp2l/L1PS4P/3PPPPPN/5R2L/1+r1GKGS2[PSpp] b - - 1 28",
        &[47, 3_821, 177_204],
    ),
];

#[test]
fn shogi() {
    check::<shogi::Shogi>(SHOGI);
}

/// `minishogi`: pyffish 0.0.90, perft by recursing on legal_moves.
const MINISHOGI: &[Position] = &[
    // The start.
    ("rbsgk/4p/5/P4/KGSBR[-] w 0 1", &[14, 181, 2_512]),
    // Seed 1, 8 plies: d1c2 e5d4 e1e3 d5c4 b1b2 c4b3 b2b1 d4c4
    ("rbs2/2k1p/1g2R/P1B2/KGS2[] w - - 8 5", &[14, 164, 2_340]),
    // Seed 2, 19 plies: e1e4 d5e4 P@b4 R@b2 c1b2 e5d4 R@c3 e4d3 c3c1 d3c3 d1b3 b5e2 b3d5+ d4d3
    // b4b5+ d3e3 d5b3 e2d1+ b3d5
    ("r+Ps+B1/5/2g1k/PS3/KGR+b1[] b - - 1 10", &[23, 370, 6_287]),
    // Seed 102, 34 plies: d1e2 c5d4 c1c2 a5a4 e1c1 d4e3 e2b5+ e3d2 B@c3 d2c3 b5b4 c3b4 c2c3 b4a3
    // c3d2 B@b2 b1b2 d5c5 c1c3 B@e3 a1b1 a4b4 B@c1 a3b2 b1c2 c5c4 d2d3 b2a1 d3e2 e5d5 c3c4 G@b2
    // c2d3 d5e5
    ("4k/1rR1p/3Kb/Pg2S/s1B2[G] w - - 2 18", &[28, 325, 6_902]),
    // Seed 201, 24 plies, with drops and pieces in hand: e1e2 b5d3 e2e1 a5a2 b1a2 P@d2 d1e2 d5d4
    // e2d1 d4c4 a2a3 d3c2 d1e2 c4b4 a1a2 d2d1+ e2d3 e5d4 e1e3 b4c3 e3e4 d4d5 P@b2 c3c4
    ("2sk1/2g1R/G2B1/KPb2/2S+p1[R] w - - 1 13", &[31, 371, 8_128]),
];

#[test]
fn minishogi() {
    check::<minishogi::Minishogi>(MINISHOGI);
}

/// `mini`: pyffish 0.0.90, perft by recursing on legal_moves.
const MINI: &[Position] = &[
    // The start.
    ("rbsgk/4p/5/P4/KGSBR[-] w 0 1", &[14, 181, 2_512]),
    // Seed 1, 8 plies: d1c2 e5d4 e1e3 d5c4 b1b2 c4b3 b2b1 d4c4
    ("rbs2/2k1p/1g2R/P1B2/KGS2[] w - - 8 5", &[14, 164, 2_340]),
    // Seed 2, 19 plies: e1e4 d5e4 P@b4 R@b2 c1b2 e5d4 R@c3 e4d3 c3c1 d3c3 d1b3 b5e2 b3d5+ d4d3
    // b4b5+ d3e3 d5b3 e2d1+ b3d5
    ("r+Ps+B1/5/2g1k/PS3/KGR+b1[] b - - 1 10", &[23, 370, 6_287]),
    // Seed 102, 34 plies: d1e2 c5d4 c1c2 a5a4 e1c1 d4e3 e2b5+ e3d2 B@c3 d2c3 b5b4 c3b4 c2c3 b4a3
    // c3d2 B@b2 b1b2 d5c5 c1c3 B@e3 a1b1 a4b4 B@c1 a3b2 b1c2 c5c4 d2d3 b2a1 d3e2 e5d5 c3c4 G@b2
    // c2d3 d5e5
    ("4k/1rR1p/3Kb/Pg2S/s1B2[G] w - - 2 18", &[28, 325, 6_902]),
    // Seed 201, 24 plies, with drops and pieces in hand: e1e2 b5d3 e2e1 a5a2 b1a2 P@d2 d1e2 d5d4
    // e2d1 d4c4 a2a3 d3c2 d1e2 c4b4 a1a2 d2d1+ e2d3 e5d4 e1e3 b4c3 e3e4 d4d5 P@b2 c3c4
    ("2sk1/2g1R/G2B1/KPb2/2S+p1[R] w - - 1 13", &[31, 371, 8_128]),
];

#[test]
fn mini() {
    check::<mini::Minishogi>(MINI);
}

/// `checkshogi`: pyffish 0.0.90, perft by recursing on legal_moves.
const CHECKSHOGI: &[Position] = &[
    // The start.
    (
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w 0 1",
        &[30, 900, 25_470],
    ),
    // Seed 1, 8 plies: g1f2 h7h6 b3b4 b8g8 c1c2 f7f6 f1g1 f6f5
    (
        "lnsgkgsnl/6rb1/ppppp1p1p/7p1/5p3/1P7/P1PPPPPPP/1BS2S1R1/LN1GK1GNL[] w - - 1+1 8 5",
        &[23, 667, 16_009],
    ),
    // Seed 2, 19 plies: h3h4 a9a8 b3b4 b8c8 e1e2 i9i8 c3c4 g9g8 e2f2 c9d8 d1c2 h8i9 b1c3 i7i6 h2h3
    // d7d6 f1g2 i6i5 f2e2
    (
        "1n1gkg1nb/l1rs2s1l/ppp1pppp1/3p5/8p/1PP4P1/P1NPPPPRP/1BG1K1G2/L1S3SNL[] b - - 1+1 19 10",
        &[24, 624, 15_652],
    ),
    // Seed 101, 48 plies: h3h4 b8e8 i1i2 e9d8 e1e2 e8g8 a3a4 g9f8 e3e4 d7d6 f1f2 d8c8 d1c2 f8e9
    // h2g2 h7h6 c1d2 d9d8 e2e1 b7b6 c3c4 c8d7 b2f6 b6b5 f6g5 g8g9 g2h2 d6d5 g5h6 i9i8 f2f1 d7c6
    // h2e2 d8e8 d3d4 b5b4 g1g2 e8d7 e2f2 c6b7 c2c1 e9d8 g2h3 f9e9 f1e2 c9c8 h3g2 b7b8
    (
        "ln2g1rn1/1kss3bl/p1pgppp1p/7B1/3p5/PpPPP2P1/1P3PP1P/3SGRS1L/LNG1K2N1[P] w - - 1+1 19 25",
        &[34, 888, 30_931],
    ),
    // Seed 210, 44 plies, with drops and pieces in hand: a1a2 f9e8 h2e2 e7e6 c3c4 g9g8 b1c3 g7g6
    // d1d2 e8e7 b2a1 c7c6 c1b2 h8g7 g1h2 g7f6 c3b5 f6i3+ b2c3 h7h6 b5a7+ i3i2 f1g2 b8c8 e1f2 i2h2
    // P@i6 S@b2 c3d4 e9f9 i6i7+ b2b1 d4e5 h2i1 P@i6 L@i8 a1d4 c8c7 i7i8 P@a4 f3f4 d9c8 L@h2 a4a3
    (
        "lns2k1nl/2g3s1+P/+Nprpgp3/2p1p1ppP/4S4/2PB1P3/pP1PP1PP1/L2GRKGL1/1s5N+b[p] w - - 1+1 0 23",
        &[36, 1_462, 58_234],
    ),
];

#[test]
fn checkshogi() {
    check::<checkshogi::CheckShogi>(CHECKSHOGI);
}

/// `judkins`: pyffish 0.0.90, perft by recursing on legal_moves.
const JUDKINS: &[Position] = &[
    // The start.
    ("rbnsgk/5p/6/6/P5/KGSNBR[-] w 0 1", &[20, 336, 6_183]),
    // Seed 1, 8 plies: f1f5 e6f5 P@f1 R@c2 d1e3 c6d4 e1a5+ d6c5
    (
        "rb3k/+B1s2g/3n2/4N1/P1r3/KGS2P[] w - - 1 5",
        &[17, 411, 7_845],
    ),
    // Seed 2, 19 plies: a2a3 a6a5 a3a4 c6b4 b1c2 b6d4 c2b2 d6e5 d1c3 a5a6 f1f5+ e6f5 P@f1 f5e4
    // b2b3 d4c3 b3c3 R@d6 c1b2
    (
        "r2r1k/4s1/Pn2g1/2G3/1S4/K3BP[Bn] b - - 1 10",
        &[41, 1_402, 46_374],
    ),
    // Seed 101, 48 plies: c1d2 e6e5 e1f2 d6d5 a2a3 e5e4 b1c2 e4f4 c2c3 c6b4 f2b6 d5c4 B@f2 f6e5
    // a3a4 c4d3 b6c5 a6e6 a4a5 e6b6 f1e1 e5f6 e1e2 b6e6 e2e6+ f6e6 R@d6 e6e5 d6c6+ R@d5 c3b4 d3e2+
    // c5d6 e5e6 N@e3 d5d2 d6e5+ e6e5 e3f5+ e5f5 c6a6 S@b1 P@e5 d2d3 a6b5 d3d2+ f2e1 d2d4
    (
        "6/P+R2Pk/1G1+r1g/6/4+s1/Ks1NB1[nb] w - - 2 25",
        &[20, 1_236, 25_879],
    ),
    // Seed 202, 68 plies, with drops and pieces in hand: e1c3 e6e5 c3e1 b6c5 c1d2 f5f4 d1e3 a6a2+
    // b1a2 e5e4 a2b3 P@a4 d2c3 e4d3 R@d1 c6d4 d1d2 d3d2 c3d4 R@e6 d4e5+ d6e5 e3d5+ c5d6 N@b1 e5d4
    // b3b4 S@e2 d5e5 f6e5 f1f3 e2d3+ b4c4 N@a6 c4b5 e5f6 b1c3 a6b4 f3e3 d3c2 b5a5 c2c3 e1f2 N@f3
    // a5b5 d2d3 b5b6 c3d2 e3e6 f6e6 b6b5 R@d5 R@e5 d6e5 b5a6 R@e4 a6a5 d3e2 f2e1 e6d6 a5a6 d4e3
    // a1b1 d5d4 b1b2 d6c6 b2c3 d2e1
    (
        "G1k3/4b1/pn1rrp/2K1sn/4g1/4+s1[b] w - - 0 35",
        &[4, 153, 732],
    ),
];

#[test]
fn judkins() {
    check::<judkins::Judkins>(JUDKINS);
}

/// `gorogoro`: pyffish 0.0.90, perft by recursing on legal_moves.
const GOROGORO: &[Position] = &[
    // The start.
    ("sgkgs/5/1ppp1/1PPP1/5/SGKGS[-] w 0 1", &[16, 250, 4_166]),
    // Seed 1, 8 plies: b1a2 c6c5 a2a3 e6e5 d3d4 c5b5 d4d5 b6c5
    (
        "s2g1/1kgPs/1pp2/GPP2/5/S1KGS[P] w - - 3 5",
        &[23, 288, 6_383],
    ),
    // Seed 2, 19 plies: a1b2 b4b3 b1a2 b6a5 b2b3 e6d5 d1e2 d6c5 P@e5 P@e6 b3c4 d4d3 P@a4 d3d2+
    // c1b2 c5b4 c4d3 d2c2 d3c2
    (
        "s1k1p/g2sP/Pg3/2P2/GKS1G/4S[Pp] b - - 0 10",
        &[27, 599, 13_774],
    ),
    // Seed 101, 48 plies: c1b2 d6c5 d3d4 a6a5 d4d5 c6b5 P@e5 c5d4 b2c2 c4c3 c2c1 d4c4 e1d2 P@d6
    // d2c3 d6d5 P@a4 P@e4 b1c2 b5c6 a4a5 e4e3 c2d2 c4c3 S@e4 c3b2 a1b2 b6c5 d1e2 S@d4 G@d6 c6b5
    // d6c6 d4c3 c6d6 c3b2+ c1b2 b5c4 b2c1 c5c6 b3b4 S@c5 c1b1 c5b4 a5a6+ P@a4 S@c5 d5d4
    (
        "+P1gGs/2S1P/pskpS/4p/3GG/1K3[P] w - - 1 25",
        &[43, 652, 24_315],
    ),
    // Seed 203, 25 plies, with drops and pieces in hand: a1b2 e6e5 d1c2 e5e4 b2a3 a6a5 c1d1 c6c5
    // a3a4 c5d5 c2d2 b6b5 b1a1 b5a4 a1b1 a5b6 d2e2 c4c3 e1d2 S@c4 d2c3 d5e5 b3b4 a4a3 b4b5+
    (
        "1s1g1/1+P2k/2sps/g1SP1/4G/1G1K1[PPp] b - - 0 13",
        &[34, 1_197, 34_466],
    ),
];

#[test]
fn gorogoro() {
    check::<gorogoro::Gorogoro>(GOROGORO);
}

/// `euroshogi`: pyffish 0.0.90, perft by recursing on legal_moves.
const EUROSHOGI: &[Position] = &[
    // The start.
    (
        "1nbgkgn1/1r4b1/pppppppp/8/8/PPPPPPPP/1B4R1/1NGKGBN1[-] w 0 1",
        &[25, 625, 15_424],
    ),
    // Seed 1, 8 plies: g2c2 h6h5 b2a1 c6c5 c1b2 e6e5 h3h4 g7h8
    (
        "1nbgkgnb/1r6/pp1p1pp1/2p1p2p/7P/PPPPPPP1/1GR5/BN1KGBN1[] w - - 8 5",
        &[27, 888, 23_053],
    ),
    // Seed 2, 19 plies: b1a1 b7a7 b3b4 c8d7 c1c2 g8h8 d1c1 d6d5 g2d2 b8c8 f1g2 a7a8 g1f1 c8b8 e1e2
    // e8f7 g2h1 d8e8 h1g2
    (
        "rn2gg1n/3b1kb1/ppp1pppp/3p4/1P6/P1PPPPPP/1BGRG1B1/N1K2N2[] b - - 19 10",
        &[18, 342, 6_759],
    ),
    // Seed 101, 48 plies: c3c4 e8f7 h3h4 d8d7 d1e2 b6b5 f3f4 f8e8 b2e5 g7f8 e2d2 d7d8 g3g4 g6g5
    // e1d1 d6d5 g1h3 b7a7 e5a1 b5b4 a3a4 a7b7 g4g5 f8g7 g2e2 b7d7 d2c3 d7e7 c3b2 g8f8 h3g3 e7c7
    // d1e1 c7d7 b1c3 e6e5 g3h5 d7d6 c1b1 c6c5 e2h2 f8e6 f1g2 f7e7 c3d5 e7f7 g2f3 h6h5
    (
        "1nbgg3/5kb1/p2rnp2/2pNp1Pp/PpP2P1P/1P1PPB2/1K5R/BG2G3[PPn] w - - 0 25",
        &[39, 2_189, 79_467],
    ),
    // Seed 202, 68 plies, with drops and pieces in hand: e1e2 f8f7 f3f4 e6e5 c3c4 b8a8 g1f3 f7f8
    // b1a1 c8g4 e2d2 g4h5 a3a4 e8d7 d1c2 c6c5 c1b1 d8c8 f3g5 f8e7 g5f5 h5e2+ f5g5 g7h8 b2d4 e2h5
    // d2d1 d7e8 c2d2 e5e4 g5f7+ e7f7 d4c3 N@h4 g2e2 e8d8 d1c2 h5g5 d2d1 e4e3+ b1a2 b7d7 f4f5 a8b8
    // a2a3 e3f2 c3a5 P@e3 a5c3 d8e7 c2c1 c8d8 e2b2 d7b7 g3g4 e3e2+ f1e2 d8d7 e2f1 e7e8 c1c2 f2g2
    // b2b1 f7e7 c3d2 g2g1 f1g2 e8d8
    (
        "1n1k2nb/1r1gg3/pp1p1ppp/2p2P+b1/P1P3Pn/GP1P3P/2GB2B1/NR1K2+p1[P] w - - 11 35",
        &[38, 1_240, 46_573],
    ),
];

#[test]
fn euroshogi() {
    check::<euroshogi::EuroShogi>(EUROSHOGI);
}

/// `yarishogi`: pyffish 0.0.90, perft by recursing on legal_moves.
const YARISHOGI: &[Position] = &[
    // The start.
    (
        "rnnkbbr/7/ppppppp/7/7/7/PPPPPPP/7/RBBKNNR[-] w 0 1",
        &[20, 400, 7_960],
    ),
    // Seed 1, 8 plies: g1g2 b7b6 c1d2 b9b7 g2e2 e9e8 g3g4 e7e6
    (
        "r1nk1br/4b2/pnpp1pp/1p2p2/7/6P/PPPPPP1/3BR2/RB1KNN1[] w - - 8 5",
        &[17, 323, 5_605],
    ),
    // Seed 2, 19 plies: a3a4 b7b6 a4a5 d9e8 b1b2 e7e6 c1d2 g7g6 b2a3 g6g5 a1b1 f9g8 b1c1 e8f8 e3e4
    // f8f9 d3d4 g5g4 e1e2
    (
        "rnn1bkr/6b/p1pp1p1/1p2p2/P6/3PP1p/BPP2PP/3BN2/2RK1NR[] b - - 19 10",
        &[22, 464, 10_725],
    ),
    // Seed 101, 48 plies: c1b2 f9g8 e1e2 f7f6 a3a4 g8f7 b3b4 g9g8 b4b5 d9e8 e2d4 d7d6 d1c1 e9d8
    // a4a5 d8d7 b2a3 c9c8 a3b4 e8f9 d4d6 f6f5 b1b3 f9e9 g1g2 e7e6 d3d4 g8f8 g2a2 f5f4 a2e2 b7b6
    // e2g2 f4f3+ d4d5 b9b7 a1b1 g7g6 d6e8+ f8e8 c1b2 a9c9 b1c1 d7c6 P@f5 c6c4 g2e2 c4d3+
    (
        "2r1k2/2n1r2/pnp2b1/1p2p1p/PP1P1P1/1B5/1BP+bP+pP/1K2R2/2R2N1[np] w - - 0 25",
        &[25, 1_898, 46_372],
    ),
    // Seed 202, 68 plies, with drops and pieces in hand: d1e2 f9e8 e2f2 d7d6 c1b2 e9d8 a1a2 f7f6
    // f2e2 f6f5 a3a4 g9e9 c3c4 c9d7 d3d4 g7g6 g1g2 d7c5 e3e4 d6d5 f1f2 c5b3 e2f1 e7e6 a4a5 e8d7
    // c4c5 c7c6 f1g1 d9c9 g1f1 b9c7 a2a4 b3b2+ b1a2 B@a8 f1g1 b2b6 a2a3 b6c5 a5a6 c5d4 a4a5 d4d3
    // a5b5 c9c8 b5b6 d3d2 b6c6 d2d4 c6c7 c8b9 P@b3 b9b8 N@e3 e9f9 c7b7+ b8c8 P@c4 f9g9 b7a7 c8b9
    // c4c5 g9c9 f2g4 c9c8 b3b4 d4e3
    (
        "rk5/b1rb3/+R2b3/P3p1p/2Pp1p1/1P2P1N/B3+nPP/6R/4N1K[Pnppp] w - - 0 35",
        &[28, 1_942, 60_945],
    ),
];

#[test]
fn yarishogi() {
    check::<yarishogi::YariShogi>(YARISHOGI);
}

/// `pawnsideways`: pyffish 0.0.90, perft by recursing on legal_moves.
const PAWNSIDEWAYS: &[Position] = &[
    // The start.
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        &[20, 400, 10_022],
    ),
    // Seed 1, 8 plies: h2h3 b7b5 d2d3 b5a5 h3h4 e7e6 h1h2 f7f6
    (
        "rnbqkbnr/p1pp2pp/4pp2/p7/7P/3P4/PPP1PPPR/RNBQKBN1 w Qkq - 0 5",
        &[33, 1_086, 36_247],
    ),
    // Seed 2, 19 plies: a2a4 b7b5 a4a5 d7d5 b1c3 d5d4 c3a2 c8d7 a2b4 e7e5 g2g3 d4e4 c2c4 e8e7 g3g4
    // e7e6 h2g2 f7f6 g4h4
    (
        "rn1q1bnr/p1pb2pp/4kp2/Pp2p3/1NP1p2P/8/1P1PPPP1/R1BQKBNR b KQ - 1 10",
        &[37, 1_280, 49_386],
    ),
    // Seed 101, 48 plies: c2c3 g8h6 d1c2 g7g5 a2a4 h6g8 c3c4 c7c5 c2f5 d7c7 f5f6 c8f5 f6b6 f5e6
    // b1a3 d8d6 b6a6 d6a6 a3b1 f8g7 h2h3 g7e5 c4d4 b8d7 d4e4 h7h5 d2c2 c5c4 e4d4 e5g7 g2g4 c7c5
    // b1a3 e8f8 g4f4 d7b8 c2d2 b7b6 f1g2 e7d7 e1d1 f8e7 f4g4 d7c7 g2d5 a6c8 d5g2 g8h6
    (
        "rnq4r/p1p1kpb1/1p2b2n/2p3pp/P1pP2P1/N6P/1P1PPPB1/R1BK2NR w - - 10 25",
        &[37, 1_884, 68_294],
    ),
];

#[test]
fn pawnsideways() {
    check::<pawnsideways::PawnSideways>(PAWNSIDEWAYS);
}

/// `pawnback`: pyffish 0.0.90, perft by recursing on legal_moves.
const PAWNBACK: &[Position] = &[
    // The start.
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        &[20, 400, 9_222],
    ),
    // Seed 1, 8 plies: h2h3 b7b5 d2d3 b5b6 d3d2 f7f5 g2g3 g8h6
    (
        "rnbqkb1r/p1ppp1pp/1p5n/5p2/8/6PP/PPPPPP2/RNBQKBNR w KQkq - 8 5",
        &[21, 484, 11_689],
    ),
    // Seed 2, 19 plies: a2a4 b7b5 a4a3 d7d6 b2b4 g7g5 d2d4 c8a6 e2e4 c7c6 a3a4 f7f6 c1b2 d8d7 e4e3
    // g8h6 f2f4 d7e6 f4g5
    (
        "rn2kb1r/p3p2p/b1ppqp1n/1p4P1/PP1P4/4P3/1BP3PP/RN1QKBNR b KQkq - 0 10",
        &[35, 1_440, 48_667],
    ),
    // Seed 101, 48 plies: c2c3 g8h6 d2d4 g7g5 a2a4 g5g6 c3c2 h6g8 b2b3 d7d6 h2h3 f8g7 c1f4 f7f5
    // f4h6 b7b5 d4d5 c8d7 c2c3 b5a4 h6d2 g7f6 e2e3 d7c8 d1f3 g8h6 f3d1 d8d7 f2f3 f6h4 e1e2 a7a6
    // d2e1 h6f7 c3c4 d7e6 b3b2 e8g8 d5d4 f7h6 e1h4 e6d5 g2g4 a8a7 f3f2 h6f7 g1f3 a4a3
    (
        "1nb2rk1/r1p1pn1p/p2p2p1/3q1p2/2PP2PB/p3PN1P/1P2KP2/RN1Q1B1R w - - 7 25",
        &[40, 1_741, 66_383],
    ),
];

#[test]
fn pawnback() {
    check::<pawnback::PawnBack>(PAWNBACK);
}

/// `legan`: pyffish 0.0.90, perft by recursing on legal_moves.
const LEGAN: &[Position] = &[
    // The start.
    (
        "knbrp3/bqpp4/npp5/rp1p3P/p3P1PR/5PPN/4PPQB/3PRBNK w - - 0 1",
        &[8, 64, 724],
    ),
    // Seed 1, 8 plies: e2d3 b6c5 d3c4 d7e6 h5g6 c7d6 h4h7 c5c4
    (
        "knbrp3/bq5R/n1ppp1P1/rp1p4/p1p1P1P1/5PPN/5PQB/3PRBNK w - - 0 5",
        &[23, 501, 10_985],
    ),
    // Seed 2, 19 plies: d1c2 a6b4 e1a1 b4d3 h5g6 b8a6 g3f4 b7b8 a1e1 a6b4 f2e3 d3c1 h3g5 c8b7 g5e6
    // e8f7 g2f2 d8c8 e6d8
    (
        "kqrN4/bbpp1p2/1pp3P1/rp1p4/pn2PPPR/4PP2/2P1PQ1B/2n1RBNK b - - 3 10",
        &[16, 372, 6_354],
    ),
    // Seed 101, 48 plies: g3f4 c7d6 h3g5 a4b3 g5h3 b5c4 f4e5 a6c5 g2g3 c5e6 h3g5 a5c5 g3h3 d5e5
    // e4d5 d6d5 g5e4 c5a5 e4c3 c4d3 h5g6 b7c7 d1c2 d5e4 e1d1 a5d5 h3g2 d5d6 g1h3 c8a6 c3b1 e6c5
    // h2f4 c7b7 d1e1 b7c8 h1h2 d6d4 h3g1 c8b7 f4h6 d7e6 g2g3 d4a4 b1d2 b7e7 h6e3 e7b7
    (
        "kn1rp3/bq6/bpp1p1P1/2n1p3/r3p1PR/1p1pBPQ1/2PNPP1K/4RBN1 w - - 6 25",
        &[30, 885, 27_386],
    ),
];

#[test]
fn legan() {
    check::<legan::Legan>(LEGAN);
}

/// `minixiangqi`: pyffish 0.0.90, perft by recursing on legal_moves.
const MINIXIANGQI: &[Position] = &[
    // The start.
    (
        "rcnkncr/p1ppp1p/7/7/7/P1PPP1P/RCNKNCR w - - 0 1",
        &[19, 331, 6_664],
    ),
    // Seed 1, 8 plies: g2g3 b7b2 d2d3 b2b3 f1f4 e6e5 f4b4 f7f5
    (
        "r1nkn1r/p1pp2p/4pc1/1C5/1c1P2P/P1P1P2/RCNKN1R w - - 8 5",
        &[27, 614, 15_564],
    ),
    // Seed 2, 19 plies: a2b2 b7b1 a1b1 d6d5 g2g3 c6d6 f1f6 g6f6 d2d3 d5c5 d3c3 a6b6 c3c4 c7a6 e2f2
    // g7g5 e1g2 g5f5 g3f3
    (
        "r2knc1/np1ppp1/2p2r1/2P4/5P1/1PP2PN/1RNK2R b - - 11 10",
        &[18, 286, 5_820],
    ),
    // Seed 101, 48 plies: b1b6 f7f3 d2d3 g6f6 a2a3 g7g2 b6b3 g2f2 b3b6 f2g2 d3c3 g2g6 g1g5 f3a3
    // f1f4 c6c5 b6b2 b7b5 d1d2 a6b6 b2b3 c5c4 g5b5 a7a5 c1a2 c4b4 b5b4 f6f5 f4f2 b6c6 b4f4 a5b5
    // a1d1 c6b6 f2f1 b5d5 c3d3 a3a7 f1g1 g6g4 f4b4 f5f4 e2e3 g4g5 g1g4 c7a6 b4e4 g5g7
    (
        "c2kn1r/np1pp2/3r3/4RpC/1C1PP2/N1PK3/3RN2 w - - 21 25",
        &[31, 796, 22_580],
    ),
];

#[test]
fn minixiangqi() {
    check::<minixiangqi::Minixiangqi>(MINIXIANGQI);
}

/// `xiangqi`: pyffish 0.0.90, perft by recursing on legal_moves.
const XIANGQI: &[Position] = &[
    // The start.
    (
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        &[44, 1_920, 79_666],
    ),
    // Seed 1, 8 plies: h3h4 b10c8 b3h3 b8b3 i4i5 g10e8 i1i2 h8i8
    (
        "r1baka1nr/9/2n1b3c/p1p1p1p1p/9/8P/P1P1P1PC1/1c5C1/8R/RNBAKABN1 w - - 8 5",
        &[43, 1_662, 70_314],
    ),
    // Seed 2, 19 plies: b1a3 b8a8 b3b2 h8c8 b2b6 h10g8 h3h6 c8c9 b6e6 d10e9 a3b1 e7e6 h6h3 c10e8
    // h3h5 g7g6 h5i5 g10i8 i1i2
    (
        "rn2ka2r/2c1a4/c3b1n1b/p1p5p/4p1p2/8C/P1P1P1P1P/9/8R/RNBAKABN1 b - - 7 10",
        &[35, 1_281, 45_018],
    ),
    // Seed 101, 48 plies: b3c3 h8g8 h1g3 g8e8 b1a3 h10g8 d1e2 b8c8 g1e3 e8e4 h3h9 c8f8 h9g9 f8f6
    // a3b1 e4i4 e2d1 e7e6 c3a3 i10h10 i1i4 g10i8 e3g1 h10h4 g3i2 f6f5 g9e9 g7g6 c1e3 b10c8 g4g5
    // g8e9 c4c5 e9g10 a3b3 h4h7 f1e2 i7i6 c5c6 f5f7 e3c1 f10e9 e2d3 c10a8 g1i3 i6i5 i2g3 a10a9
    (
        "3ak1n2/r3a4/b1n5b/p1p2c1r1/2P1p1p2/6P1p/P7R/1C1A2N1B/9/RNBAK4 w - - 16 25",
        &[41, 1_737, 67_258],
    ),
];

#[test]
fn xiangqi() {
    check::<xiangqi::Xiangqi>(XIANGQI);
}

/// `manchu`: pyffish 0.0.90, perft by recursing on legal_moves.
const MANCHU: &[Position] = &[
    // The start.
    (
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/9/9/M1BAKAB2 w - - 0 1",
        &[18, 860, 17_648],
    ),
    // Seed 1, 8 plies: a1a7 b8e8 a7a6 h8h6 g1e3 h6d6 d1e2 i10i8
    (
        "rnbakabn1/9/4c3r/2p1p1p1p/M2c5/9/P1P1P1P1P/4B4/4A4/2B1KA3 w - - 7 5",
        &[25, 1_086, 28_052],
    ),
    // Seed 2, 19 plies: a1a3 b8a8 a3a7 h8d8 a7b5 d8d9 b5d4 i10i9 d4c6 i7i6 c1a3 h10g8 d1e2 a8f8
    // c6d6 i6i5 d6h6 i9h9 i4i5
    (
        "rnbakab2/3c3r1/5cn2/2p1p1p2/7M1/8P/P1P1P1P2/B8/4A4/4KAB2 b - - 0 10",
        &[53, 1_757, 90_238],
    ),
    // Seed 101, 48 plies: a4a5 h8f8 d1e2 f8f4 a1a3 i10i8 c1e3 b8b9 g1i3 b9e9 a3d3 i7i6 e3c1 e9e4
    // e1d1 h10g8 d1d2 f10e9 d3b3 e4e3 b3a3 f4f6 e2f3 f6b6 a3b5 e9d8 g4g5 e10e9 b5b6 g8f10 d2e2
    // e3e5 b6b1 i8f8 c4c5 f10d9 b1b4 d9b8 b4h4 e9e8 h4h5 e5e6 h5h2 f8f10 g5g6 f10f6 c5c6 d8e9
    (
        "rnba2b2/4a4/1n2k4/p1p1p1p2/2P1crP1p/P8/8P/5A2B/4K2M1/2B2A3 w - - 19 25",
        &[27, 827, 22_828],
    ),
];

#[test]
fn manchu() {
    check::<manchu::Manchu>(MANCHU);
}

/// `grasshopper`: pyffish 0.0.90, perft by recursing on legal_moves.
const GRASSHOPPER: &[Position] = &[
    // The start.
    (
        "rnbqkbnr/gggggggg/pppppppp/8/8/PPPPPPPP/GGGGGGGG/RNBQKBNR w KQkq - 0 1",
        &[28, 782, 22_314],
    ),
    // Seed 1, 8 plies: f2d4 h7h5 h2f2 g7g5 a3a4 c7c5 b1a3 e7c7
    (
        "rnbqkbnr/gggg1g2/pppppppp/2g3gg/P2G4/NPPPPPPP/GGGGGGG1/R1BQKBNR w KQkq - 3 5",
        &[29, 1_017, 31_059],
    ),
    // Seed 2, 19 plies: h3h4 a7a5 a3a4 a5d2 c2e4 d2a2 f3f4 g6g5 f2d2 c6c5 e4g4 b7b5 e3e4 a2c4 d2a2
    // g7e5 f4g5 h6h5 e2h5
    (
        "rnbqkbnr/2gggg1g/pp1ppp2/1gp1g1PG/P1g1P1GP/1PPP2P1/GG4GG/RNBQKBNR b KQkq - 0 10",
        &[3, 113, 3_820],
    ),
    // Seed 101, 48 plies: h3h4 c6c5 e3e4 d7d5 e2g4 b7b5 g1h3 h7h5 c2a4 d5a2 f1e2 g7g5 d2d4 e6e5
    // f3f4 a7a5 d4f6 b8d7 c1e3 a2c4 f4f5 h5f3 g4d4 f3h1 d3c4 f7f5 e2h5 c8b7 h5e2 f5f7 f2f7 d6d5
    // a4c6 e8f7 e3c1 d8e8 c6a6 a8d8 h3g5 h6g5 d4f4 g5f4 d1d3 f7e6 e1f2 d7b8 f2e1 b5d3
    (
        "1n1rqbnr/1bg1g3/Gp2kGp1/g1ppp3/2P1Pp1P/PPPg2P1/1G2B1GG/RNB1K2g w - - 0 25",
        &[37, 1_702, 59_704],
    ),
];

#[test]
fn grasshopper() {
    check::<grasshopper::Grasshopper>(GRASSHOPPER);
}

/// `paradigm`: pyffish 0.0.90, perft by recursing on legal_moves.
const PARADIGM: &[Position] = &[
    // The start.
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        &[20, 400, 9_062],
    ),
    // Seed 1, 8 plies: h2h3 b7b5 d2d3 b8a6 d3d4 g7g5 d4d5 f7f6
    (
        "r1bqkbnr/p1ppp2p/n4p2/1p1P2p1/8/7P/PPP1PPP1/RNBQKBNR w KQkq - 0 5",
        &[27, 570, 17_117],
    ),
    // Seed 2, 19 plies: a2a4 b7b5 a4a5 e7e6 b1c3 g7g5 h2h4 f8g7 h4h5 d7d6 c3a2 d8f6 h1h3 b8a6 h3c3
    // d6d5 c3g3 f6f5 g3h3
    (
        "r1b1k1nr/p1p2pbp/n3p3/Pp1p1qpP/8/7R/NPPPPPP1/R1BQKBN1 b Qkq - 3 10",
        &[41, 1_052, 43_356],
    ),
    // Seed 101, 48 plies: c2c3 g8h6 d2d3 g7g5 a2a4 h6f5 b2b4 f7f6 c1b2 d7d6 e1d2 f5h6 g2g4 b8d7
    // d1c1 e8f7 a4a5 d7b8 b2a4 b8d7 a4c2 f6f5 f2f4 f7e8 c2a4 d6d5 g1f3 f5g4 c1d1 f8g7 f3d4 e7e5
    // a4b5 g4g3 e2e3 e5f4 c3c4 c7c5 h1g1 g7d4 d1c2 f4f3 e3d4 d5c4 d3c4 b7b6 d2c3 h8g8
    (
        "r1bqk1r1/p2n3p/1p5n/PBp3p1/1PPP4/2K2pp1/2Q4P/RN3BR1 w - - 2 25",
        &[46, 1_060, 44_186],
    ),
];

#[test]
fn paradigm() {
    check::<paradigm::Paradigm>(PARADIGM);
}

/// `shako`: pyffish 0.0.90, perft by recursing on legal_moves.
const SHAKO: &[Position] = &[
    // The start.
    (
        "c8c/ernbqkbnre/pppppppppp/10/10/10/10/PPPPPPPPPP/ERNBQKBNRE/C8C w KQkq - 0 1",
        &[58, 3_364, 185_938],
    ),
    // Seed 1, 8 plies: g3g4 j8j6 j1h1 j10c10 a1f1 c8c6 c2a1 f8f6
    (
        "c1c7/ernbqkbnre/pp1pp1ppp1/10/2p2p3p/10/6P3/PPPPPP1PPP/ER1BQKBNRE/N4C1C2 w KQkq - 0 5",
        &[44, 2_858, 128_058],
    ),
    // Seed 2, 19 plies: j2h4 a10e10 a1g1 b8b7 f2f1 c9a10 j3j4 i9i10 e2f2 e10b10 i2i1 b9b8 i1i2
    // a8a7 h4j6 i10h10 c2e1 f9g10 j6h8
    (
        "nc4kr1c/e2bq1bn1e/1rpppppEpp/pp8/10/10/9P/PPPPPPPPP1/ER1B1QBNR1/4NKC2C b - - 0 10",
        &[41, 1_960, 84_064],
    ),
    // Seed 101, 48 plies: j2h4 b8b6 j1j2 f9f10 d2e1 f10g10 a2b1 h9i7 h4f6 b9b8 h2i4 c8c7 e3e4
    // g10f10 i4h6 c9b7 f2e3 f10g10 b1a2 c7c6 c3c4 b7a5 b2b1 e9e10 i2h2 g10h9 e3f4 b8b7 f6e5 i9i10
    // e2f1 b7c7 h6f5 i10g10 f1g1 d9c8 e1b4 a5b7 h3h4 e10e9 g1c5 d8d7 b4e1 g9f10 h2h1 h9g9 f5e7
    // j10i10
    (
        "c4br1c1/e3q1k2e/p1b1pppppp/1nrpN3n1/1pp7/2Q1E5/2P1PK1P2/PP1P1PP1PP/E1N3B2C/CR2B2R2 w - - 6 25",
        &[67, 3_079, 197_345],
    ),
];

#[test]
fn shako() {
    check::<shako::Shako>(SHAKO);
}

/// `troitzky`: pyffish 0.0.90, perft by recursing on legal_moves.
const TROITZKY: &[Position] = &[
    // The start.
    (
        "****qk****/**rnbbnr**/*pppppppp*/*8*/10/10/*8*/*PPPPPPPP*/**RNBBNR**/****QK**** w - - 0 1",
        &[20, 400, 8_766],
    ),
    // Seed 1, 8 plies: i3i4 c8c6 e3e4 c9c7 g2f4 h8h7 f4e6 f8f7
    (
        "****qk****/**1nbbnr**/*p1pp1p1p*/*1r2p1p1*/2p1N5/10/*3P3P*/*PPP1PPP1*/**RNBB1R**/****QK**** w - - 0 5",
        &[29, 713, 20_645],
    ),
    // Seed 2, 19 plies: b3b5 c8c6 c3c4 e8e7 d2e4 i8i6 e1c3 d9c7 c4c5 f8f7 c2d2 c9d9 d3d4 g8g7 e2d3
    // h8h7 h3h5 f9g8 g2h4
    (
        "****qk****/**1rb1nr**/*p1p2b2*/*1n1pppp1*/2p5p1/1PP4P2/*2PN2N1*/*1QBPPP1P*/**1R1B1R**/****1K**** b - - 2 10",
        &[24, 839, 21_248],
    ),
    // Seed 101, 48 plies: d3d4 h8h7 e3e4 g9f7 b3b5 h9h8 g3g5 d9c7 g5g6 c9d9 f2e3 f7g9 g2f4 d8d6
    // e1j6 f8f7 d2c4 d9d7 f1e1 c7d9 c4d6 e9a5 j6h4 d7c7 e2c4 e8e7 i3i4 d9f8 d6e8 g9e8 g6g7 c7c4
    // c2g2 f7f6 h4g5 e8c7 f4g6 c4c5 g6i7 e10e9 i7h9 f8h9 g5g3 e9d8 f3f4 d8d9 d4d5 d9h5
    (
        "****1k****/**3b1n**/*pp3prp*/*1n1p1Pp1*/5p4/bPrP3q2/*3PP2P*/*1P1B1QP1*/**4RR**/****K1**** w - - 1 25",
        &[27, 1_317, 36_643],
    ),
];

#[test]
fn troitzky() {
    check::<troitzky::Troitzky>(TROITZKY);
}

/// `atomic`: pyffish 0.0.90, perft by recursing on legal_moves.
const ATOMIC: &[Position] = &[
    // The start.
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        &[20, 400, 8_902],
    ),
    // Seed 1, 8 plies: h2h3 b7b5 d2d3 b8a6 d3d4 g7g5 d4d5 f7f6
    (
        "r1bqkbnr/p1ppp2p/n4p2/1p1P2p1/8/7P/PPP1PPP1/RNBQKBNR w KQkq - 0 5",
        &[27, 516, 14_938],
    ),
    // Seed 2, 19 plies: a2a4 b7b5 a4a5 e7e6 b1c3 g7g5 g2g3 h7h5 c3b1 d7d5 g1h3 d8e7 h3f4 b8a6 f4e6
    // c8f5 f1g2 f8a3 h2h3
    (
        "r3k1nr/p1p2p2/n7/Pp1p1bpp/8/b5PP/1PPPPPB1/RNBQK2R b KQkq - 0 10",
        &[39, 1_007, 36_918],
    ),
    // Seed 102, 34 plies: h2h4 e7e6 b2b4 f7f6 h4h5 g7g5 c1a3 e8e7 e2e3 g8h6 e3e4 h6f5 f1d3 a7a6
    // g1h3 f5e3 e4e5 e7f7 h5h6 e3c2 h3g5 f6f5 f2f4 d7d5 g2g4 b8c6 a1d1 b7b5 d2d3 f8e7 h1h2 d8e8
    // h2h5 e7d8
    (
        "r1bbq2r/2p2k1p/p1n1p2P/1p1pPp1R/1P3PP1/B2P4/P7/3RK3 w - - 5 18",
        &[19, 524, 10_385],
    ),
    // Our choice (see `EXTRA`).
    (
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        &[48, 1_939, 88_298],
    ),
    // Our choice (see `EXTRA`).
    ("8/8/8/3kK3/8/8/8/R6r w - - 0 1", &[21, 403, 7_676]),
    // Our choice (see `EXTRA`).
    (
        "rn1qkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
        &[32, 780, 24_563],
    ),
    // Our choice (see `EXTRA`).
    ("8/8/8/2k5/8/4K3/8/3r4 w - - 0 1", &[6, 126, 772]),
];

#[test]
fn atomic() {
    check::<atomic::Atomic>(ATOMIC);
}

/// `snailtrail`: pyffish 0.0.90, perft by recursing on legal_moves.
const SNAILTRAIL: &[Position] = &[
    // The start.
    ("6p/7/7/7/7/7/P6 w - - 0 1", &[3, 9, 45, 225]),
    // Seed 1, 8 plies: a1b2,b2a1 g7f6,f6g7 b2b1,b1b2 f6e5,e5f6 b1c1,c1b1 e5f5,f5e5 c1d1,d1c1
    // f5g4,g4f5
    ("6*/5*1/4**1/6p/7/1*5/***P3 w - - 8 5", &[4, 16, 83]),
    // Seed 3, 9 plies: a1b2,b2a1 g7g6,g6g7 b2a3,a3b2 g6f7,f7g6 a3b4,b4a3 f7f6,f6f7 b4c3,c3b4
    // f6e5,e5f6 c3d3,d3c3
    ("5**/5**/4p2/1*5/*1*P3/1*5/*6 b - - 9 5", &[7, 47, 272]),
    // Seed 102, 34 plies: a1b2,b2a1 g7g6,g6g7 b2b1,b1b2 g6f6,f6g6 b1c2,c2b1 f6g5,g5f6 c2d3,d3c2
    // g5g4,g4g5 d3c4,c4d3 g4g3,g3g4 c4b5,b5c4 g3g2,g2g3 b5b6,b6b5 g2f1,f1g2 b6c6,c6b6 f1e2,e2f1
    // c6d7,d7c6 e2e3,e3e2 d7e7,e7d7 e3d4,d4e3 e7f7,f7e7 d4c5,c5d4 f7e6,e6f7 c5b4,b4c5 e6d6,d6e6
    // b4c3,c3b4 d6e5,e5d6 c3d2,d2c3 e5e4,e4e5 d2e1,e1d2 e4f3,f3e4 e1f2,f2e1 f3f4,f4f3 f2g1,g1f2
    (
        "3****/1******/1**1*1*/1****P*/2*****/1******/**2**p w - - 34 18",
        &[1, 0, 0, 0, 0, 0],
    ),
];

#[test]
fn snailtrail() {
    check::<snailtrail::Snailtrail>(SNAILTRAIL);
}

/// `joust`: pyffish 0.0.90, perft by recursing on legal_moves.
const JOUST: &[Position] = &[
    // The start.
    ("8/8/8/4n3/3N4/8/8/8 w - - 0 1", &[8, 62, 356]),
    // Seed 1, 8 plies: d4b5,b5d4 e5f3,f3e5 b5a3,a3b5 f3g5,g5f3 a3c2,c2a3 g5h3,h3g5 c2e3,e3c2
    // h3f2,f2h3
    ("8/8/8/1*2*1*1/3*4/*3N*1*/2*2n2/8 w - - 8 5", &[7, 33, 140]),
    // Seed 2, 19 plies: d4b3,b3d4 e5c6,c6e5 b3a1,a1b3 c6b4,b4c6 a1c2,c2a1 b4d3,d3b4 c2e1,e1c2
    // d3f4,f4d3 e1f3,f3e1 f4g6,g6f4 f3d2,d2f3 g6f8,f8g6 d2f1,f1d2 f8h7,h7f8 f1g3,g3f1 h7g5,g5h7
    // g3h5,h5g3 g5h3,h3g5 h5g7,g7h5
    (
        "5*2/6N*/2*3*1/4*1**/1*1*1*2/1*1*1**n/2**4/*3**2 b - - 19 10",
        &[2, 6, 15, 55],
    ),
    // Seed 108, 34 plies: d4b5,b5d4 e5g4,g4e5 b5c3,c3b5 g4h2,h2g4 c3a4,a4c3 h2f1,f1h2 a4b6,b6a4
    // f1d2,d2f1 b6c4,c4b6 d2b3,b3d2 c4b2,b2c4 b3a5,a5b3 b2d1,d1b2 a5b7,b7a5 d1e3,e3d1 b7d8,d8b7
    // e3g2,g2e3 d8c6,c6d8 g2h4,h4g2 c6b8,b8c6 h4g6,g6h4 b8d7,d7b8 g6f4,f4g6 d7f8,f8d7 f4h5,h5f4
    // f8e6,e6f8 h5g7,g7h5 e6g5,g5e6 g7f5,f5g7 g5e4,e4g5 f5g3,g3f5 e4f2,f2e4 g3e2,e2g3 f2d3,d3f2
    (
        "1*1*1*2/1*1*2*1/1**1*1*1/**2****/*1******/1**n*1*1/1*1*N***/3*1*2 w - - 34 18",
        &[2, 7, 11, 21, 9, 15],
    ),
];

#[test]
fn joust() {
    check::<joust::Joust>(JOUST);
}

/// `isolation`: pyffish 0.0.90, perft by recursing on legal_moves.
const ISOLATION: &[Position] = &[
    // The start.
    ("3p2/6/6/6/6/6/6/2P3 w - - 0 1", &[225, 47_300, 13_032_440]),
    // Seed 1, 8 plies: c1d1,d1b3 d8e8,e8e6 d1e2,e2d5 e8d7,d7c3 e2e1,e1b4 d7c7,c7d3 e1f1,f1b7
    // c7d8,d8b1
    (
        "3p2/1*4/4*1/3*2/1*4/1***2/6/1*3P w - - 8 5",
        &[111, 18_900, 3_439_100],
    ),
    // Seed 2, 19 plies: c1d2,d2f1 d8c7,c7b7 d2c2,c2a4 c7b8,b8a3 c2c3,c3d6 b8a8,a8a7 c3c4,c4b2
    // a8b8,b8d1 c4c3,c3a1 b8c8,c8b5 c3b3,b3c3 c8c7,c7b8 b3c4,c4d4 c7d7,d7b6 c4d5,d5c6 d7e6,e6c2
    // d5e4,e4d5 e6f6,f6b3 e4f4,f4f7
    (
        "1*4/**3*/1***1p/1*1*2/*2*1P/***3/1**3/*2*1* b - - 19 10",
        &[100, 10_368, 1_095_380],
    ),
    // Seed 102, 34 plies: c1d1,d1f2 d8e7,e7d7 d1d2,d2a7 e7e6,e6a4 d2e3,e3a3 e6e5,e5c4 e3f3,f3b2
    // e5e6,e6a2 f3f4,f4a5 e6f5,f5b3 f4e3,e3c5 f5f6,f6b1 e3e4,e4c7 f6f7,f7c3 e4f5,f5d6 f7e7,e7e3
    // f5f4,f4d2 e7f7,f7b5 f4e5,e5b4 f7e8,e8e4 e5d5,d5c8 e8d8,d8d4 d5c6,c6c2 d8e7,e7e5 c6b7,b7f7
    // e7f6,f6f3 b7b8,b8a8 f6e7,e7f6 b8b7,b7d5 e7e8,e8f8 b7b8,b8d1 e8e7,e7b6 b8b7,b7b8 e7e8,e8f1
    (
        "***1p*/*P**1*/1*1*1*/*****1/*****1/***1**/****1*/1*1*1* w - - 34 18",
        &[20, 362, 2_482],
    ),
];

#[test]
fn isolation() {
    check::<isolation::Isolation>(ISOLATION);
}

/// `isolation7x7`: pyffish 0.0.90, perft by recursing on legal_moves.
const ISOLATION7X7: &[Position] = &[
    // The start.
    ("3p3/7/7/7/7/7/3P3 w - - 0 1", &[230, 49_500, 13_974_620]),
    // Seed 1, 8 plies: d1e1,e1b1 d7e7,e7g4 e1f2,f2f3 e7f7,f7e2 f2e1,e1c4 f7e7,e7e4 e1d1,d1f4
    // e7f6,f6b3
    (
        "7/5p1/7/2*1***/1*3*1/4*2/1*1P3 w - - 8 5",
        &[148, 41_472, 7_323_992],
    ),
    // Seed 2, 19 plies: d1e2,e2f2 d7c6,c6c1 e2d2,d2a3 c6b6,b6a2 d2e1,e1d4 b6a7,a7b3 e1d2,d2g7
    // a7a6,a6g1 d2d1,d1g3 a6b7,b7b4 d1c2,c2c3 b7c7,c7c6 c2b2,b2b6 c7d6,d6f3 b2c2,c2e5 d6d7,d7c5
    // c2d3,d3c2 d7d6,d6f1 d3e4,e4b1
    (
        "6*/1**p3/2*1*2/1*1*P2/***2**/*1*2*1/1**2** b - - 19 10",
        &[131, 15_255, 1_559_655],
    ),
    // Seed 102, 34 plies: d1e1,e1f4 d7e6,e6d6 e1e2,e2a5 e6e5,e5a2 e2f2,f2g3 e5f5,f5d5 f2e3,e3c4
    // f5g5,g5b2 e3e4,e4a3 g5g6,g6a4 e4f3,f3b3 g6g7,g7c6 f3e2,e2c5 g7g6,g6g2 e2e3,e3c3 g6g7,g7e7
    // e3f2,f2d4 g7g6,g6c7 f2e2,e2f5 g6g7,g7e6 e2e1,e1f7 g7g6,g6b4 e1d2,d2b6 g6g7,g7g6 d2c2,c2e3
    // g7f6,f6a7 c2b1,b1d2 f6g7,g7e2 b1a1,a1f2 g7f6,f6g5 a1b1,b1g7 f6e5,e5e4 b1c1,c1a6 e5f6,f6g4
    (
        "*1*1***/*****p*/*1**1**/*******/***1*1*/**1****/2P4 w - - 34 18",
        &[34, 321, 8_074],
    ),
];

#[test]
fn isolation7x7() {
    check::<isolation7x7::Isolation7x7>(ISOLATION7X7);
}

/// `threekings`: pyffish 0.0.90, perft by recursing on legal_moves.
const THREEKINGS: &[Position] = &[
    // The start.
    (
        "knbqkbnk/pppppppp/8/8/8/8/PPPPPPPP/KNBQKBNK w - - 0 1",
        &[20, 400, 8_942],
    ),
    // Seed 1, 8 plies: h2h3 b7b5 d2d3 b5b4 e1d2 f7f5 f2f4 h7h6
    (
        "knbqkbnk/p1ppp1p1/7p/5p2/1p3P2/3P3P/PPPKP1P1/KNBQ1BNK w - - 0 5",
        &[19, 388, 8_296],
    ),
    // Seed 2, 19 plies: a2a4 b7b5 a4b5 e7e5 b5b6 f7f5 c2c3 d8e7 g2g3 a7b6 g3g4 d7d6 f1h3 f5g4 h1g2
    // e8d8 g2f3 g7g6 f3g2
    (
        "knbk1bnk/2p1q2p/1p1p2p1/4p3/6p1/2P4B/1P1PPPKP/KNBQK1N1 b - - 1 10",
        &[35, 741, 26_777],
    ),
    // Seed 101, 48 plies: c2c3 g8h6 e2e3 g7g5 a2a4 h6f5 d1b3 f7f6 b3f7 d7d6 f7h7 f5h6 f1c4 c8e6
    // h2h4 b8a6 e1d1 e6c4 e3e4 b7b6 g1f3 h8g7 f3d4 c4e6 h7g8 e6g4 d4e6 g4h3 g8f7 e8f7 d1c2 a6c5
    // e6c7 g7g8 c7a6 d8c7 a6b8 h6f5 h1g1 e7e6 g2g3 c7d8 d2d3 f5g7 b8c6 g7e8 b2b3 f8e7
    (
        "k2qn1k1/p3bk2/1pNppp2/2n3p1/P3P2P/1PPP2Pb/2K2P2/KNB3K1 w - - 1 25",
        &[35, 1_220, 41_018],
    ),
    // Our choice (see `EXTRA`).
    ("k1k1k2R/8/8/8/8/8/8/K1K1K3 w - - 0 1", &[23, 286, 7_076]),
];

#[test]
fn threekings() {
    check::<threekings::ThreeKings>(THREEKINGS);
}

/// `shatranj`: pyffish 0.0.90, perft by recursing on legal_moves.
const SHATRANJ: &[Position] = &[
    // The start.
    (
        "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1",
        &[16, 256, 4_176],
    ),
    // Seed 1, 8 plies: b1c3 e7e6 c1a3 g8h6 f1h3 h8g8 e2e3 g8h8
    (
        "rnbkqb1r/pppp1ppp/4p2n/8/8/B1N1P2B/PPPP1PPP/R2KQ1NR w - - 1 5",
        &[21, 336, 7_107],
    ),
    // Seed 2, 19 plies: b1a3 b8a6 a3b5 f8h6 b5c3 g8f6 c3e4 e7e6 g2g3 d7d6 h2h3 a6b8 h3h4 h8f8 c2c3
    // f6d7 h1h3 e6e5 g3g4
    (
        "rnbkqr2/pppn1ppp/3p3b/4p3/4N1PP/2P4R/PP1PPP2/R1BKQBN1 b - - 0 10",
        &[17, 425, 8_059],
    ),
    // Seed 101, 48 plies: c2c3 f8h6 g2g3 a7a6 d1c2 g7g6 c2d3 c7c6 g1h3 h6f4 d3c2 f4h2 h1g1 a8a7
    // c3c4 c6c5 c1e3 a7a8 f2f3 h2f4 g3f4 d7d6 c2c3 h7h6 e3g5 d8c7 g1g3 f7f6 d2d3 b7b6 g3g2 f6f5
    // e1f2 c7c6 b2b3 e8d7 e2e3 d6d5 f2g3 d5c4 g2c2 b6b5 c3b2 d7e8 a2a3 e7e6 b2c3 h6g5
    (
        "rnb1q1nr/8/p1k1p1p1/1pp2pp1/2p2P2/PPKPPPQN/2R5/RN3B2 w - - 0 25",
        &[25, 626, 14_896],
    ),
    // Our choice (see `EXTRA`).
    ("4k3/8/8/8/8/8/R2r4/R3K3 w - - 0 1", &[14, 207, 4_060]),
    // Our choice (see `EXTRA`).
    ("4k3/8/8/8/8/8/R2r4/4K3 w - - 0 1", &[12, 177, 2_310]),
    // Our choice (see `EXTRA`).
    ("4k3/8/8/8/8/8/3r4/3RK3 b - - 0 1", &[19, 164, 2_467]),
];

#[test]
fn shatranj() {
    check::<shatranj::Shatranj>(SHATRANJ);
}

/// `courier`: pyffish 0.0.90, perft by recursing on legal_moves.
const COURIER: &[Position] = &[
    // The start.
    (
        "rnebmk1wbenr/1ppppp1pppp1/6f5/p5p4p/P5P4P/6F5/1PPPPP1PPPP1/RNEBMK1WBENR w - - 0 1",
        &[26, 678, 18_406],
    ),
    // Seed 1, 8 plies: j1h3 l8l7 l1l2 b7b6 d2d3 b8a6 g3f4 k8l6
    (
        "r1ebmk1wbe2/2pppp1ppppr/np4f4n/p5p4p/P4FP4P/3P3E4/1PP1PP1PPPPR/RNEBMK1WB1N1 w - - 3 5",
        &[30, 776, 23_709],
    ),
    // Seed 2, 19 plies: a1a3 b7b6 a3b3 f8g7 k1j3 c7c6 g3h4 d8c7 c1a3 b6b5 b3g3 h8g8 i2i3 j8l6 i3i4
    // l6j8 j3i5 j8l6 g3g2
    (
        "rne1m1w1b1nr/2bpppkpppp1/2p3f4e/pp4p1N2p/P5PFP2P/E11/1PPPPPRP1PP1/1N1BMK1WBE1R b - - 4 10",
        &[37, 1_149, 41_859],
    ),
    // Seed 101, 48 plies: c1e3 i7i6 f1g1 g6h5 a1a3 j8l6 g3f4 c8a6 g4h5 e7e6 l1l2 e6e5 f4g3 k8i7
    // k1j3 f8g7 e3c1 j7j6 a3d3 g7g8 d3d7 e8d7 b2b3 i8k6 l2l3 k6j7 g1g2 d8e7 g3h4 f7f6 h1g1 l6j8
    // j1h3 i6h5 g2f3 b8c6 j3k5 g8f7 h3j5 c6d4 f3e3 h7h6 j5h7 h8h7 h4i5 d7e6 k5j7 d4b5
    (
        "r8e1r/1pp1bk1wnNp1/e3mp1p1p2/pn2p1ppF2p/P10P/1P2K6R/2PPPP1PPPP1/1NEBM1W1B3 w - - 1 25",
        &[36, 1_767, 60_564],
    ),
    // Our choice (see `EXTRA`).
    ("5k6/12/12/12/12/12/R2r8/R4K6 w - - 0 1", &[15, 295, 6_938]),
    // Our choice (see `EXTRA`).
    ("5k6/12/12/12/12/12/3r8/3R1K6 b - - 0 1", &[23, 252, 5_018]),
];

#[test]
fn courier() {
    check::<courier::Courier>(COURIER);
}

/// `giveaway`: pyffish 0.0.90, perft by recursing on legal_moves.
const GIVEAWAY: &[Position] = &[
    // The start.
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        &[20, 400, 8_067],
    ),
    // Seed 1, 8 plies: h2h3 b7b5 d2d3 b8a6 d3d4 g7g5 c1g5 f7f5
    (
        "r1bqkbnr/p1ppp2p/n7/1p3pB1/3P4/7P/PPP1PPP1/RN1QKBNR w KQkq - 0 5",
        &[1, 4, 92, 1_193],
    ),
    // Seed 2, 19 plies: a2a4 b7b5 a4b5 e7e6 a1a7 a8a7 d2d4 c8b7 f2f3 b7f3 g2f3 c7c5 d4c5 f8c5 d1d7
    // e8d7 e1d2 c5g1 h1g1
    (
        "1n1q2nr/r2k1ppp/4p3/1P6/8/5P2/1PPKP2P/1NB2BR1 b - - 0 10",
        &[37, 43, 679],
    ),
    // Seed 101, 48 plies: c2c3 g8h6 e2e3 g7g5 a2a4 h6f5 c3c4 f5e3 f2e3 f8h6 g1f3 c7c5 f3g5 h6g5
    // a4a5 g5e3 d2e3 d8a5 a1a5 h7h5 d1d7 b8d7 a5c5 d7c5 e1d2 e8d8 f1e2 c8e6 e2h5 e6c4 h5f7 h8h2
    // h1h2 c4f7 b2b4 f7b3 b4c5 b3d1 d2d1 d8c7 d1c2 c7c6 b1d2 c6c5 h2h8 a8h8 c1a3 h8h7
    (
        "8/pp2p2r/8/2k5/8/B3P3/2KN2P1/8 w - - 2 25",
        &[1, 15, 27, 254, 4_118],
    ),
    // Our choice (see `EXTRA`).
    (
        "r3k2r/p2p1p1p/8/1b6/8/8/P2P1P1P/R3K2R w KQkq - 0 1",
        &[18, 306, 4_818],
    ),
];

#[test]
fn giveaway() {
    check::<giveaway::Giveaway>(GIVEAWAY);
}

/// `codrus`: pyffish 0.0.90, perft by recursing on legal_moves.
const CODRUS: &[Position] = &[
    // The start.
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        &[20, 400, 8_067],
    ),
    // Seed 1, 8 plies: h2h3 b7b5 d2d3 b8a6 d3d4 g7g5 c1g5 f7f5
    (
        "r1bqkbnr/p1ppp2p/n7/1p3pB1/3P4/7P/PPP1PPP1/RN1QKBNR w KQkq - 0 5",
        &[1, 4, 92, 1_193],
    ),
    // Seed 2, 19 plies: a2a4 b7b5 a4b5 e7e6 a1a7 a8a7 d2d4 c8b7 f2f3 b7f3 g2f3 c7c5 d4c5 f8c5 d1d7
    // e8d7 e1d2 c5g1 h1g1
    (
        "1n1q2nr/r2k1ppp/4p3/1P6/8/5P2/1PPKP2P/1NB2BR1 b - - 0 10",
        &[37, 43, 677],
    ),
    // Seed 101, 48 plies: c2c3 g8h6 e2e3 g7g5 a2a4 h6f5 c3c4 f5e3 f2e3 f8h6 g1f3 c7c5 f3g5 h6g5
    // a4a5 g5e3 d2e3 d8a5 a1a5 h7h5 d1d7 b8d7 a5c5 d7c5 e1d2 e8d8 f1e2 c8e6 e2h5 e6c4 h5f7 h8h2
    // h1h2 c4f7 b2b4 f7b3 b4c5 b3d1 d2d1 d8c7 d1c2 c7c6 b1d2 c6c5 h2h8 a8h8 c1a3 h8h7
    (
        "8/pp2p2r/8/2k5/8/B3P3/2KN2P1/8 w - - 2 25",
        &[1, 0, 0, 0, 0, 0],
    ),
    // Our choice (see `EXTRA`).
    (
        "r3k2r/p2p1p1p/8/1b6/8/8/P2P1P1P/R3K2R w KQkq - 0 1",
        &[18, 306, 4_796],
    ),
];

#[test]
fn codrus() {
    check::<codrus::Codrus>(CODRUS);
}

/// `extinction`: pyffish 0.0.90, perft by recursing on legal_moves.
const EXTINCTION: &[Position] = &[
    // The start.
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        &[20, 400, 8_902],
    ),
    // Seed 1, 8 plies: h2h3 b7b5 d2d3 b8a6 d3d4 g7g5 d4d5 f7f6
    (
        "r1bqkbnr/p1ppp2p/n4p2/1p1P2p1/8/7P/PPP1PPP1/RNBQKBNR w KQkq - 0 5",
        &[27, 517, 15_083],
    ),
    // Seed 2, 19 plies: a2a4 b7b5 a4a5 e7e6 b1c3 g7g5 g2g3 h7h5 c3b1 d7d5 g1h3 d8e7 h3f4 b8a6 f4e6
    // d5d4 e6c7 e7f6 h2h4
    (
        "r1b1kbnr/p1N2p2/n4q2/Pp4pp/3p3P/6P1/1PPPPP2/RNBQKB1R b KQkq - 0 10",
        &[43, 1_154, 47_445],
    ),
    // Seed 101, 48 plies: c2c3 g8h6 e2e3 g7g5 a2a4 h6f5 c3c4 f7f6 c4c5 e7e5 h2h4 f8d6 d1g4 d8e7
    // g4d4 b7b5 d4d5 e7e6 d2d3 b8c6 f2f4 g5f4 e1d2 c8b7 g1h3 e6e7 d5a2 e8g8 h3f2 c6d4 a2e6 e7e8
    // e6f7 d4e6 d2e1 b7a6 h4h5 f4e3 f1e2 f5g3 f2h3 e6f4 f7e6 a8d8 e6d5 g3e2 a1a2 f8f7
    (
        "3rq1k1/p1pp1r1p/b2b1p2/1pPQp2P/P4n2/3Pp2N/RP2n1P1/1NB1K2R w - - 2 25",
        &[41, 1_430, 55_180],
    ),
    // Our choice (see `EXTRA`).
    (
        "r3k2r/pbppnppp/bpn2q2/8/8/1PN1NQ2/PBPP1PPP/R3K2R w KQkq - 0 1",
        &[46, 2_016, 89_667],
    ),
];

#[test]
fn extinction() {
    check::<extinction::Extinction>(EXTINCTION);
}

/// `kinglet`: pyffish 0.0.90, perft by recursing on legal_moves.
const KINGLET: &[Position] = &[
    // The start.
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        &[20, 400, 8_902],
    ),
    // Seed 1, 8 plies: h2h3 b7b5 d2d3 b8a6 d3d4 g7g5 d4d5 f7f6
    (
        "r1bqkbnr/p1ppp2p/n4p2/1p1P2p1/8/7P/PPP1PPP1/RNBQKBNR w KQkq - 0 5",
        &[27, 517, 15_083],
    ),
    // Seed 2, 19 plies: a2a4 b7b5 a4a5 e7e6 b1c3 g7g5 g2g3 h7h5 c3b1 d7d5 g1h3 d8e7 h3f4 b8a6 f4e6
    // d5d4 e6c7 e7f6 h2h4
    (
        "r1b1kbnr/p1N2p2/n4q2/Pp4pp/3p3P/6P1/1PPPPP2/RNBQKB1R b KQkq - 0 10",
        &[43, 1_154, 49_185],
    ),
    // Seed 101, 48 plies: c2c3 g8h6 e2e3 g7g5 a2a4 h6f5 c3c4 f7f6 c4c5 e7e5 h2h4 f8d6 d1g4 d8e7
    // g4d4 b7b5 d4d5 e7e6 d2d3 b8c6 f2f4 g5f4 e1d2 c8b7 g1h3 e6e7 d5a2 e8g8 h3f2 c6d4 a2e6 e7e8
    // e6f7 d4e6 d2e1 b7a6 h4h5 f4e3 f1e2 f5g3 f2h3 e6f4 f7e6 a8d8 e6d5 g3e2 a1a2 f8f7
    (
        "3rq1k1/p1pp1r1p/b2b1p2/1pPQp2P/P4n2/3Pp2N/RP2n1P1/1NB1K2R w - - 2 25",
        &[41, 1_430, 58_096],
    ),
    // Our choice (see `EXTRA`).
    (
        "r3k2r/pbppnppp/bpn2q2/8/8/1PN1NQ2/PBPP1PPP/R3K2R w KQkq - 0 1",
        &[46, 2_050, 93_233],
    ),
];

#[test]
fn kinglet() {
    check::<kinglet::Kinglet>(KINGLET);
}

/// `janus`: pyffish 0.0.90, perft by recursing on legal_moves.
const JANUS: &[Position] = &[
    // The start.
    (
        "rjnbkqbnjr/pppppppppp/10/10/10/10/PPPPPPPPPP/RJNBKQBNJR w KQkq - 0 1",
        &[28, 782, 24_747],
    ),
    // Seed 1, 8 plies: h1g3 j7j6 i2i3 i7i6 b1a3 c8b6 a3e7 f7f6
    (
        "rj1bkqbnjr/ppppJ1pp2/1n3p2pp/10/10/6N1P1/PPPPPPPP1P/R1NBKQB1JR w KQkq - 0 5",
        &[41, 1_350, 55_039],
    ),
    // Seed 2, 19 plies: j2j4 a7a6 b1a3 b7b5 h1i3 j7j5 c1b3 i7i5 f2f3 c8b6 j1j2 b6d5 i3j5 b5b4 j5h6
    // d5f4 h2h4 h8i6 j2j3
    (
        "rj1bkqb1jr/2pppppp2/p6Nn1/8p1/1p3n1P1P/JN3P3R/PPPPP1P1P1/R2BKQB1J1 b Qkq - 2 10",
        &[38, 1_871, 71_925],
    ),
    // Seed 101, 48 plies: j2j4 c7c5 j1j3 j7j5 h2h4 h8g6 b1c3 i7i5 c3d5 j8j7 d5b7 d8c7 h1i3 c7i1
    // d2d4 i1d6 b2b4 e7e6 b7d6 c8d6 a2a4 i5h4 i3j1 g6h8 d4d5 j7j6 g2g4 e8d8 i2i4 h4i3 c1a2 b8c7
    // f1g2 g7g5 g2f1 d6b5 a2c3 h8j7 j3i3 i8g7 f2f4 g7i8 f1f2 f7f5 f2h2 c7d5 h2h3 b5a3
    (
        "r2k1qb1j1/p2p3p1n/4p4r/2pj1pp2p/PP3PP2P/n1N4QR1/2P1P5/R2BK1B2N w Q - 2 25",
        &[48, 2_644, 117_769],
    ),
    // Our choice (see `EXTRA`).
    (
        "r3k4r/pppppppppp/10/10/10/10/PPPPPPPPPP/R3K4R w KQkq - 0 1",
        &[31, 961, 29_272],
    ),
];

#[test]
fn janus() {
    check::<janus::Janus>(JANUS);
}

/// `perfect`: pyffish 0.0.90, perft by recursing on legal_moves.
const PERFECT: &[Position] = &[
    // The start.
    (
        "cmqgkbnr/pppppppp/8/8/8/8/PPPPPPPP/CMQGKBNR w KQkq - 0 1",
        &[23, 529, 15_082],
    ),
    // Seed 1, 8 plies: g1h3 a8b6 c2c4 b6b4 h3g1 g7g5 g2g4 e7e5
    (
        "1mqgkbnr/pppp1p1p/8/4p1p1/1cP3P1/8/PP1PPP1P/CMQGKBNR w KQk - 0 5",
        &[33, 1_316, 45_610],
    ),
    // Seed 2, 19 plies: a2a3 a8b6 a3a4 d8c6 b1a3 g8f6 g2g4 c6c5 a4a5 c7c6 a3c4 c8d8 a1a4 c5h5 b2b4
    // g7g5 g1f3 f6g4 d2d3
    (
        "1m1qkb1r/pp1ppp1p/1cp5/P5pg/CPM3n1/3P1N2/2P1PP1P/2QGKB1R b Kk - 0 10",
        &[44, 2_248, 100_334],
    ),
    // Seed 101, 48 plies: b2b4 g7g5 d1c3 e7e6 b1a3 f8e7 d2d3 b8c6 g1f3 c6e5 c3b5 f7f5 h2h3 e5c4
    // b5f5 e6f5 a3b5 c4e3 b5d4 d7d6 c1a3 e7f6 f3h4 e3d5 b4b5 e8d7 d4b3 d5e4 c2c4 e4g3 b3a4 b7b6
    // h1g1 g3e5 c4c5 d8b7 a3b4 f6e7 h4f5 g5g4 b4e4 g4g3 e1d1 e5c4 e4e3 c4a2 e3g5 a2c3
    (
        "c1q3nr/pgpkb2p/1p1p4/1PP2NQ1/M7/2mP2pP/4PPP1/C2K1BR1 w - - 2 25",
        &[3, 135, 6_167],
    ),
    // Our choice (see `EXTRA`).
    (
        "c3k2r/pppppppp/8/8/8/8/PPPPPPPP/C3K2R w KQkq - 0 1",
        &[26, 676, 17_500],
    ),
];

#[test]
fn perfect() {
    check::<perfect::Perfect>(PERFECT);
}

/// `fischerandom`: pyffish 0.0.90, perft by recursing on legal_moves.
const FISCHERANDOM: &[Position] = &[
    // The start.
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        &[20, 400, 8_902],
    ),
    // Seed 1, 8 plies: h2h3 b7b5 d2d3 b8a6 d3d4 g7g5 d4d5 f7f6
    (
        "r1bqkbnr/p1ppp2p/n4p2/1p1P2p1/8/7P/PPP1PPP1/RNBQKBNR w HAha - 0 5",
        &[27, 517, 15_080],
    ),
    // Seed 2, 19 plies: a2a4 b7b5 a4a5 e7e6 b1c3 g7g5 g2g3 h7h5 c3b1 d7d5 g1h3 d8e7 h3f4 b8a6 f4e6
    // f7f5 b2b3 g5g4 e6g5
    (
        "r1b1kbnr/p1p1q3/n7/Pp1p1pNp/6p1/1P4P1/2PPPP1P/RNBQKB1R b HAha - 1 10",
        &[37, 964, 36_644],
    ),
    // Seed 101, 48 plies: c2c3 g8h6 e2e3 g7g5 a2a4 h6f5 c3c4 f7f6 c4c5 e7e5 h2h4 f8d6 d1g4 d8e7
    // g4d4 b7b5 d4d5 c7c6 d2d4 b5a4 f1c4 g5g4 g1f3 e7d8 c4b5 h7h6 d5c4 d6c5 g2g3 f5d6 d4d5 d6b5
    // b1c3 e8f7 e1d1 c8b7 c4a2 b5d6 f3d4 d8a5 d4f5 e5e4 d1c2 h6h5 a2b3 f7f8 f5d4 a4a3
    (
        "rn3k1r/pb1p4/2pn1p2/q1bP3p/3Np1pP/pQN1P1P1/1PK2P2/R1B4R w - - 0 25",
        &[38, 1_248, 44_548],
    ),
    // Our choice (see `EXTRA`).
    (
        "nrbbqknr/pppppppp/8/8/8/8/PPPPPPPP/NRBBQKNR w HBhb - 0 1",
        &[19, 361, 7_813],
    ),
    // Our choice (see `EXTRA`).
    (
        "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w CAca - 0 1",
        &[20, 400, 9_006],
    ),
    // Our choice (see `EXTRA`).
    (
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
        &[21, 528, 12_189],
    ),
    // Our choice (see `EXTRA`).
    (
        "1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1",
        &[25, 625, 15_131],
    ),
    // Our choice (see `EXTRA`).
    (
        "rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1",
        &[24, 576, 13_518],
    ),
    // Our choice (see `EXTRA`).
    (
        "r5kr/pppppppp/8/8/8/8/PPPPPPPP/R5KR w HAha - 0 1",
        &[24, 576, 13_542],
    ),
    // Our choice (see `EXTRA`).
    ("4k3/8/8/8/8/8/8/qR2K2R w HB - 0 1", &[18, 323, 6_653]),
];

#[test]
fn fischerandom() {
    check::<fischerandom::FischerRandom>(FISCHERANDOM);
}

/// `caparandom`: pyffish 0.0.90, perft by recursing on legal_moves.
const CAPARANDOM: &[Position] = &[
    // The start.
    (
        "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1",
        &[28, 784, 25_228],
    ),
    // Seed 1, 8 plies: h1g3 j7j6 b2b3 c8b6 c1d3 j6j5 g3g4 i8h6
    (
        "rn1bqkbc1r/ppppppppp1/1a5n2/9p/6C3/1P1A6/P1PPPPPPPP/RN1BQKB1NR w JAja - 2 5",
        &[52, 1_850, 90_348],
    ),
    // Seed 2, 19 plies: j2j4 a7a6 b1a3 b7b5 d2d4 j7j5 c1f4 i7i5 i1j3 j8j6 f4d2 g7g5 j3h4 e7e6 h4j5
    // b5b4 j4i5 c8d6 h1i1
    (
        "rn1bqkbcn1/2pp1p1p2/p2ap4r/6p1PN/1p1P6/N9/PPPAPPPPP1/R2BQKB1CR b JAa - 2 10",
        &[42, 1_675, 71_478],
    ),
    // Seed 101, 48 plies: j2j4 c7c5 j4j5 f7f6 j1j4 f8f7 j4c4 a7a6 h2h4 c8b6 j5j6 b6c8 d2d4 i8j6
    // i2i4 d8c7 d4d5 h7h6 b1d2 c8d6 c4d4 d6b5 c1b3 e8c8 h1j2 c7h2 d2c4 g8j5 d4f4 c8d8 j2h1 j6h5
    // f2f3 f7g8 c4b6 b5a7 f1f2 h5i3 e1a5 e7e6 a5b4 j5i4 f4f5 i4f7 b4e4 i3j1 c2c4 h2c7
    (
        "rn1q2kc1r/apbp1bp1pp/pN2pp1p2/2pP1R4/2P1Q2P2/1A3P4/PP2PKP3/R2B2BCNn w - - 1 25",
        &[52, 2_148, 113_086],
    ),
    // Our choice (see `EXTRA`).
    (
        "rkbnqbnacr/pppppppppp/10/10/10/10/PPPPPPPPPP/RKBNQBNACR w KQkq - 0 1",
        &[28, 782, 25_088],
    ),
    // Our choice (see `EXTRA`).
    (
        "rbbqnkcnar/pppppppppp/10/10/10/10/PPPPPPPPPP/RBBQNKCNAR w JAja - 0 1",
        &[28, 784, 25_087],
    ),
    // Our choice (see `EXTRA`).
    (
        "r1k6r/pppppppppp/10/10/10/10/PPPPPPPPPP/R1K6R w JAja - 0 1",
        &[31, 961, 29_148],
    ),
    // Our choice (see `EXTRA`).
    (
        "r7kr/pppppppppp/10/10/10/10/PPPPPPPPPP/R7KR w JAja - 0 1",
        &[30, 900, 26_588],
    ),
];

#[test]
fn caparandom() {
    check::<caparandom::CapaRandom>(CAPARANDOM);
}

/// Chess960's castling is written as pyffish writes it, the king taking
/// its own rook (`g1h1`, where the king stays on g1), and read so, or as
/// the king's move to where it lands (`g1c1`).
#[test]
fn chess960_castling_is_written_as_the_king_taking_its_rook() {
    use alphabeta::runtime::notation::{legal_moves, move_to_string};
    use fischerandom::FischerRandom;
    let fen = "r5kr/pppppppp/8/8/8/8/PPPPPPPP/R5KR w HAha - 0 1";
    let position = FischerRandom::parse_position(fen).unwrap();
    let mut written: Vec<String> = legal_moves(&position)
        .into_iter()
        .map(|mv| move_to_string(&position, mv))
        .filter(|m| m.starts_with("g1"))
        .collect();
    written.sort();
    // pyffish's moves of the king.
    assert_eq!(written, ["g1a1", "g1f1", "g1h1"]);
    let long = FischerRandom::parse_move(&position, "g1a1").unwrap();
    assert_eq!(FischerRandom::parse_move(&position, "g1c1").unwrap(), long);
    let short = FischerRandom::parse_move(&position, "g1h1").unwrap();
    let mut san = String::new();
    FischerRandom::write_san(&position, short, &mut san).unwrap();
    assert_eq!(san, "O-O");
}

/// `chigorin`: pyffish 0.0.90, perft by recursing on legal_moves.
const CHIGORIN: &[Position] = &[
    // The start.
    (
        "rbbqkbbr/pppppppp/8/8/8/8/PPPPPPPP/RNNCKNNR w KQkq - 0 1",
        &[26, 416, 11_408],
    ),
    // Seed 1, 8 plies: f2f3 b7b5 c2c3 c7c5 f1e3 h7h6 e3c4 d8b6
    (
        "rbb1kbbr/p2pppp1/1q5p/1pp5/2N5/2P2P2/PP1PP1PP/RNNCK1NR w KQkq - 2 5",
        &[27, 873, 23_753],
    ),
    // Seed 2, 19 plies: a2a4 b7b5 a4a5 f7f6 g2g4 c8b7 g1f3 h7h5 f3d4 g7g5 d4b3 f8g7 b3c5 b7a6 c2c3
    // g7h6 d2d4 g8a2 h2h4
    (
        "rb1qk2r/p1ppp3/b4p1b/PpN3pp/3P2PP/2P5/bP2PP2/RNNCKN1R b KQkq - 0 10",
        &[27, 957, 25_895],
    ),
    // Seed 101, 48 plies: c1b3 f7f6 d2d4 a7a6 f1e3 g8c4 b3c1 e7e6 c1b3 c4e2 h2h4 e2d3 e3f5 d7d5
    // b1d2 d8d7 d1c3 d3e2 b3a5 f8d6 h1h2 e8g8 c3e2 d6g3 f2g3 d7d8 d2c4 h7h5 e2e3 e6f5 c4d2 b7b6
    // e3c4 f5f4 c4d6 c7d6 a2a3 g7g5 e1e2 g5h4 d2c4 d8c7 e2f3 c7h7 c4b6 c8d7 g1h3 h7f5
    (
        "rb3rk1/3b4/pN1p1p2/N2p1q1p/3P1p1p/P4KPN/1PP3PR/R7 w - - 3 25",
        &[33, 959, 26_730],
    ),
    // Our choice (see `EXTRA`).
    ("r3k3/1P6/8/8/8/8/6p1/4K2R w Kq - 0 1", &[19, 268, 4_549]),
];

#[test]
fn chigorin() {
    check::<chigorin::Chigorin>(CHIGORIN);
}

/// `sortofalmost`: pyffish 0.0.90, perft by recursing on legal_moves.
const SORTOFALMOST: &[Position] = &[
    // The start.
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBCKBNR w KQkq - 0 1",
        &[22, 440, 10_815],
    ),
    // Seed 1, 8 plies: g2g3 b7b5 d1c3 b8a6 h2h3 g7g5 c3d5 f7f6
    (
        "r1bqkbnr/p1ppp2p/n4p2/1p1C2p1/8/6PP/PPPPPP2/RNB1KBNR w KQkq - 0 5",
        &[37, 651, 23_342],
    ),
    // Seed 2, 19 plies: a2a4 b7b5 a4a5 e7e6 b1c3 g7g5 h2h4 f8g7 h4h5 d7d6 c3a4 d8e7 g1f3 b5b4 f3g1
    // d6d5 d2d4 f7f5 c2c3
    (
        "rnb1k1nr/p1p1q1bp/4p3/P2p1ppP/Np1P4/2P5/1P2PPP1/R1BCKBNR b KQkq - 0 10",
        &[33, 954, 31_272],
    ),
    // Seed 101, 48 plies: c2c3 g8h6 f2f3 g7g5 a2a4 h6f5 c3c4 f7f6 c4c5 e7e5 e2e4 f8e7 g2g4 c7c6
    // d2d3 e8f8 a4a5 d8c7 b1d2 c7b6 a1a4 e7d6 f1h3 f5g3 c5d6 b6b5 d2f1 g3h5 c1e3 b5b6 e3f2 b8a6
    // a5b6 a6c5 f2g3 f8g8 d3d4 c5b3 a4a5 e5d4 d1d2 g8f8 e1e2 b3d2 b2b4 a8b8 b4b5 h8g8
    (
        "1rb2kr1/pp1p3p/1PpP1p2/RP4pn/3pP1P1/5PBB/3nK2P/5NNR w - - 1 25",
        &[24, 544, 12_582],
    ),
    // Our choice (see `EXTRA`).
    ("r3k3/1P6/8/8/8/8/6p1/4K2R w Kq - 0 1", &[21, 322, 5_654]),
];

#[test]
fn sortofalmost() {
    check::<sortofalmost::SortOfAlmost>(SORTOFALMOST);
}
/// `grand`: pyffish 0.0.90, perft by recursing on legal_moves.
const GRAND: &[Position] = &[
    // The start.
    (
        "r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1",
        &[65, 4_225, 259_514],
    ),
    // Seed 1, 8 plies: a1i1 f9d10 c2b1 g8g6 i3i4 e9f9 g2f1 h9g8
    (
        "r2c5r/1nbq1ka1n1/ppppppbppp/10/6p3/10/8P1/PPPPPPPP1P/1N1QKC1BN1/1B3A2RR w - - 3 5",
        &[45, 2_879, 134_366],
    ),
    // Seed 2, 19 plies: a1h1 b8b6 b3b4 h8h6 j1j2 d8d6 h3h5 e9f10 d3d5 d9d8 b2d1 d8d9 f2g4 g9h8
    // j3j4 h8c3 e2f1 f9d8 g2h4
    (
        "r4k3r/1nbq3bn1/p1pcppp1pp/10/1p1p3p2/3P3P2/1P4CA1P/P1a1PPP1P1/2BQ3BNR/3N1K1R2 b - - 3 10",
        &[72, 4_645, 317_587],
    ),
    // Seed 101, 48 plies: d3d5 h8h6 i2g1 a10g10 f3f4 g10d10 d2d4 g9h7 d4c5 j10i10 e2d1 f9h8 c5d6
    // e9e10 g2h1 b9a7 d6e6 d8d7 d1e1 c8c6 g3g4 h7j5 e1d1 e8e7 f2e2 d9b7 h1f3 f8f7 e2d4 b7b3 h2i1
    // e10e9 e6f7 d10f10 d1e2 h8f9 d4f5 i8i6 f5h5 b3d5 f7g8 d5a2 g8c4 i6i5 a1a2 j5i3 h5d5 f9f4
    (
        "5r2r1/2b1k2bn1/pp7p/n2pp5/2p4p2/3C4p1/2Q2cP3/P1P1PA1PaP/RNB1K5/6N1BR w - - 0 25",
        &[9, 648, 46_040],
    ),
    // Our choice (see `EXTRA`).
    (
        "9r/3qk1P3/10/1P8/10/10/2p7/10/2B1K2p2/R4Q4 w - - 0 1",
        &[60, 2_966, 157_678],
    ),
    // Our choice (see `EXTRA`).
    (
        "4k5/8P1/10/P9/10/10/10/10/10/RNBQKCABNR w - - 0 1",
        &[85, 124, 10_720],
    ),
];

#[test]
fn grand() {
    check::<grand::Grand>(GRAND);
}

/// `opulent`: pyffish 0.0.90, perft by recursing on legal_moves.
const OPULENT: &[Position] = &[
    // The start.
    (
        "rw6wr/clbnqknbla/pppppppppp/10/10/10/10/PPPPPPPPPP/CLBNQKNBLA/RW6WR w - - 0 1",
        &[50, 2_500, 133_829],
    ),
    // Seed 1, 8 plies: h2g1 j9h10 b1a4 d9c7 a4b1 f9f10 j3j4 f10e10
    (
        "rw2k2awr/clb1q1nbl1/pppppppppp/2n7/10/10/9P/PPPPPPPPP1/CLBNQKN1LA/RW4B1WR w - - 1 5",
        &[49, 2_793, 145_007],
    ),
    // Seed 2, 19 plies: a3a5 b10c7 b1a4 c9b10 i2h1 c7b4 h1f1 i8i7 g2h4 g8g6 c2b1 d9e7 h4f5 b10c9
    // f5e7 f8e7 f1f4 g9f7 j3j4
    (
        "r7wr/clb1qk1bla/ppppp2p1p/4pn2p1/6p3/P9/Ww3L3P/1PPPPPPPP1/CL1NQK1B1A/RB6WR b - - 0 10",
        &[75, 3_648, 265_664],
    ),
    // Seed 101, 48 plies: c3c4 g9g10 e3e4 f9g9 a3a4 i9f9 g2g1 c9d10 i2g2 d10c9 e2d1 g10f10 i1h4
    // c9d10 d3d4 f9e10 a4a5 d8d7 b2c3 b9b7 a5a6 e9a5 g3g4 b10c7 h4i7 d9d8 f2e1 e10e7 i7f8 d10f8
    // a2b4 e7g7 j2h1 c7d4 e1e2 a5d5 g2i2 i8i6 e4d5 f8d6 h2e5 d4e7 h1g2 a9e9 g1h1 g7j7 a1a2 j7g7
    (
        "r4n2wr/4c1kb1a/pppnp1pp1p/1l1pw1l3/P2b4p1/3PB5/1CP3P3/1PL2P1PPP/R1BNK1A1L1/1W1Q3N1R w - - 9 25",
        &[74, 5_739, 427_281],
    ),
    // Our choice (see `EXTRA`).
    (
        "9r/3qk1P3/10/1P8/10/10/2p7/10/2B1K2p2/R4Q4 w - - 0 1",
        &[64, 3_354, 187_311],
    ),
    // Our choice (see `EXTRA`).
    (
        "4k5/8P1/10/P9/10/10/10/10/10/RWBQKCLANR w - - 0 1",
        &[92, 129, 12_241],
    ),
];

#[test]
fn opulent() {
    check::<opulent::Opulent>(OPULENT);
}

/// `armageddon`: pyffish 0.0.90, perft by recursing on legal_moves.
const ARMAGEDDON: &[Position] = &[
    // The start.
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        &[20, 400, 8_902],
    ),
    // Seed 1, 8 plies: h2h3 b7b5 d2d3 b8a6 d3d4 g7g5 d4d5 f7f6
    (
        "r1bqkbnr/p1ppp2p/n4p2/1p1P2p1/8/7P/PPP1PPP1/RNBQKBNR w KQkq - 0 5",
        &[27, 517, 15_080],
    ),
    // Seed 2, 19 plies: a2a4 b7b5 a4a5 e7e6 b1c3 g7g5 g2g3 h7h5 c3b1 d7d5 g1h3 d8e7 h3f4 b8a6 f4e6
    // f7f5 b2b3 g5g4 e6g5
    (
        "r1b1kbnr/p1p1q3/n7/Pp1p1pNp/6p1/1P4P1/2PPPP1P/RNBQKB1R b KQkq - 1 10",
        &[37, 964, 36_644],
    ),
    // Seed 101, 48 plies: c2c3 g8h6 e2e3 g7g5 a2a4 h6f5 c3c4 f7f6 c4c5 e7e5 h2h4 f8d6 d1g4 d8e7
    // g4d4 b7b5 d4d5 c7c6 d2d4 b5a4 f1c4 g5g4 g1f3 e7d8 c4b5 h7h6 d5c4 d6c5 g2g3 f5d6 d4d5 d6b5
    // b1c3 e8f7 e1d1 c8b7 c4a2 b5d6 f3d4 d8a5 d4f5 e5e4 d1c2 h6h5 a2b3 f7f8 f5d4 a4a3
    (
        "rn3k1r/pb1p4/2pn1p2/q1bP3p/3Np1pP/pQN1P1P1/1PK2P2/R1B4R w - - 0 25",
        &[38, 1_248, 44_548],
    ),
];

#[test]
fn armageddon() {
    check::<armageddon::Armageddon>(ARMAGEDDON);
}

/// `makruk`: pyffish 0.0.90, perft by recursing on legal_moves.
const MAKRUK: &[Position] = &[
    // The start.
    (
        "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1",
        &[23, 529, 12_012],
    ),
    // Seed 1, 8 plies: f3f4 b6b5 d1c2 b8d7 f1f2 h8h7 f4f5 e6f5
    (
        "r1smksn1/3n3r/p1pp1ppp/1p3p2/8/PPPPP1PP/2K2S2/RNS1M1NR w - - 0 5",
        &[19, 516, 10_534],
    ),
    // Seed 2, 19 plies: a3a4 b6b5 a4a5 e8d7 b3b4 d8e7 c3c4 d7c7 f1f2 b5c4 g1e2 c7b7 d3d4 f8f7 h1h2
    // h8h7 d1d2 h7h8 e2g1
    (
        "rns3nr/1k2ms2/p1pppppp/P7/1PpP4/4PPPP/3K1S1R/RNS1M1N1 b - - 6 10",
        &[17, 328, 6_002],
    ),
    // Seed 101, 48 plies: c1d2 f8f7 f1e2 e8f8 a1a2 f8g7 d1c1 h8h7 c1d1 d8c7 h1h2 c8b7 e1f2 g8e7
    // a2c2 e6e5 d1c1 c6c5 c1b2 e7f5 h2h1 f5d4 c3c4 d4f5 d2c3 c7d8 e2d1 f5e7 c2c1 b6b5 d1e2 e7d5
    // c1f1 b7c8 b2a2 f7e6 g3g4 e6f7 c4d5 h7h8 c3d2 f6f5 f1d1 c8c7 e3e4 b5b4 d3d4 h6h5
    (
        "rn1m3r/2s2sk1/p2p2p1/2pPpp1p/1p1PP1P1/PP3P1P/K2SSM2/1N1R2NR w - - 0 25",
        &[28, 854, 23_393],
    ),
    // Seed 301, 198 plies, a count running.
    ("8/7S/1R6/5k2/8/6M1/4K3/8 w - 32 9 100", &[29, 121, 3_233]),
    // Seed 301, 220 plies, a count running.
    (
        "7S/4k3/8/8/8/8/6K1/R3M3 w - 32 31 111",
        &[21, 155, 0, 0, 0, 0],
    ),
    // Our choice (see `EXTRA`).
    (
        "rnsmksnr/8/8/8/8/8/3p4/4K3 w - - 0 1",
        &[5, 127, 617, 19_449],
    ),
    // Our choice (see `EXTRA`).
    (
        "r3k3/8/8/8/8/2S5/4M3/1N2K2R w - 128 127 90",
        &[24, 341, 0, 0, 0, 0],
    ),
    // Our choice (see `EXTRA`).
    ("k7/8/1K6/8/8/8/8/7R w - 32 31 60", &[20, 26, 0, 0, 0, 0]),
];

#[test]
fn makruk() {
    check::<makruk::Makruk>(MAKRUK);
}

/// Makruk's count in FEN: after the moves, our position is written as
/// pyffish's `get_fen` writes it (a count of the board's honour from 0, a
/// bare king's from the pieces, one begun at once past its limit), its key
/// is the key of that FEN read back, and its verdict the same.
#[test]
fn makruk_counts_are_written_as_pyffish_writes_them() {
    use makruk::Makruk;
    let cases: [(&str, &[&str], &str); 4] = [
        (
            "8/8/8/3k4/8/8/8/R3K3 w - - 0 1",
            &["a1a2", "d5d4"],
            "8/8/8/8/3k4/8/R7/4K3 w - 32 7 2",
        ),
        (
            "4k3/8/8/8/8/3p4/8/3RK3 w - - 0 1",
            &["d1d3"],
            "4k3/8/8/8/8/3R4/8/4K3 b - 32 6 1",
        ),
        (
            "4k3/r7/8/8/8/3p4/8/3RK3 w - - 0 1",
            &["d1d3", "e8f8"],
            "5k2/r7/8/8/8/3R4/8/4K3 w - 128 1 2",
        ),
        (
            "rnsmksnr/8/8/8/8/8/3p4/4K3 w - - 0 1",
            &["e1d2"],
            "rnsmksnr/8/8/8/8/8/3K4/8 b - 16 17 1",
        ),
    ];
    for (fen, moves, expected) in cases {
        let mut position = Makruk::parse_position(fen).unwrap();
        for text in moves {
            let mv = Makruk::parse_move(&position, text).unwrap_or_else(|e| panic!("{text}: {e}"));
            position = position.play(mv);
        }
        let mut written = String::new();
        position.write_position(&mut written).unwrap();
        assert_eq!(written, expected, "{fen} {moves:?}");
        let read = Makruk::parse_position(expected).unwrap();
        assert_eq!(read.hash_key(), position.hash_key(), "{expected}");
        assert_eq!(read.outcome(), position.outcome(), "{expected}");
    }
}

/// `ai-wok`: pyffish 0.0.90, perft by recursing on legal_moves.
const AI_WOK: &[Position] = &[
    // The start.
    (
        "rnsaksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKASNR w - - 0 1",
        &[26, 676, 18_102],
    ),
    // Seed 1, 8 plies: f1e2 h8h7 b1d2 e8e7 b3b4 e7d7 e1c2 e6e5
    (
        "rnsa1sn1/3k3r/pppp1ppp/4p3/1P6/P1PPPPPP/2ANS3/R1SK2NR w - - 0 5",
        &[25, 726, 19_224],
    ),
    // Seed 2, 19 plies: a3a4 b6b5 a4a5 d8e7 h1h2 c8c7 e3e4 e7c8 d3d4 f8e7 a1a4 e8f7 c1d2 c8f8 f3f4
    // f8e8 f1e2 f7f8 h2f2
    (
        "rn2aknr/2s1s3/p1pppppp/Pp6/R2PPP2/1PP3PP/3SSR2/1N1KA1N1 b - - 4 10",
        &[21, 671, 15_040],
    ),
    // Seed 101, 48 plies: c1d2 e8f7 e1f2 e6e5 a3a4 f8e7 f2e1 c8c7 f3f4 d8c8 d2c1 e7d8 f1f2 c8b7
    // d1c2 f6f5 a4a5 c6c5 b3b4 b7c6 a1a4 c6e7 f4e5 e7e8 c2b3 c5c4 b3c2 g8f6 c2d1 e8f8 e1g2 f8d7
    // g2f4 d7e7 b1a3 f7e8 f4g2 e7g8 d3c4 b8c6 g1f3 f5f4 e5f6a g8f6 f3h4 d8d7 h1f1 b6a5
    (
        "r3k2r/2ss4/p1np1app/p7/RPP2p1N/N1P1P1PP/5SA1/2SK1R2 w - - 0 25",
        &[33, 1_441, 47_658],
    ),
    // Seed 304, 391 plies, a count running.
    (
        "8/8/A7/8/8/K5k1/8/8 b - 128 6 196",
        &[8, 176, 1_066, 28_025],
    ),
    // Seed 304, 512 plies, a count running.
    ("8/8/8/8/1K6/8/2k5/8 w - 128 127 257", &[6, 42, 0, 0, 0, 0]),
    // Our choice (see `EXTRA`).
    (
        "rnsaksnr/8/8/8/8/8/3p4/4K3 w - - 0 1",
        &[4, 163, 681, 30_114],
    ),
    // Our choice (see `EXTRA`).
    ("k7/8/1K6/8/8/8/8/7R w - 32 31 60", &[20, 26, 0, 0, 0, 0]),
];

#[test]
fn ai_wok() {
    check::<ai_wok::AiWok>(AI_WOK);
}

/// `asean`: pyffish 0.0.90, perft by recursing on legal_moves.
const ASEAN: &[Position] = &[
    // The start.
    (
        "rnbqkbnr/8/pppppppp/8/8/PPPPPPPP/8/RNBQKBNR w - - 0 1",
        &[23, 529, 12_012],
    ),
    // Seed 1, 8 plies: f3f4 b6b5 d1c2 b8d7 f1f2 h8h7 f2f3 e8e7
    (
        "r1bq1bn1/3nk2r/p1pppppp/1p6/5P2/PPPPPBPP/2Q5/RNB1K1NR w - - 6 5",
        &[24, 578, 13_943],
    ),
    // Seed 2, 19 plies: a3a4 b6b5 a4a5 e8d7 b3b4 d8e7 c3c4 d7c7 f1f2 b5c4 f3f4 c7b7 d3d4 f8f7 h3h4
    // h8h7 d1e2 h7h8 e2d1
    (
        "rnb3nr/1k2qb2/p1pppppp/P7/1PpP1P1P/4P1P1/5B2/RNBQK1NR b - - 4 10",
        &[17, 444, 8_141],
    ),
    // Seed 101, 48 plies: c1d2 f8f7 f1e2 e8f8 a1a2 f8g7 d1c2 h8h7 d3d4 d8c7 e2f1 c8b7 e1d1 g8e7
    // a3a4 e6e5 c2d3 c6c5 a2b2 e7c8 g1e2 f7g8 d3c2 c5c4 e2g1 d6d5 d1e1 h6h5 e1f2 e5e4 c2d3 b6b5
    // f1e2 c8b6 d3c2 b6d7 b2a2 g7f8 f3e4 g6g5 d2c1 g5g4 b3c4 d5c4 d4d5 b8c6 d5d6 a8d8
    (
        "3r1kb1/1bqn3r/p1nP1p2/1p5p/P1p1P1p1/2P1P1PP/R1Q1BK2/1NB3NR w - - 1 25",
        &[25, 924, 24_363],
    ),
    // Seed 301, 296 plies, a count running.
    ("7k/3K4/8/8/8/4b3/8/8 w - 88 0 149", &[8, 64, 422, 3_706]),
    // Seed 301, 383 plies, a count running.
    ("8/8/K7/8/8/2k5/8/6b1 b - 88 87 192", &[10, 47, 0, 0, 0, 0]),
    // Our choice (see `EXTRA`).
    ("4k3/8/8/8/8/8/4r3/R3K3 w - - 0 1", &[3, 41, 505, 7_193]),
    // Our choice (see `EXTRA`).
    ("k7/8/1K6/8/8/8/8/7R w - 32 31 60", &[20, 26, 0, 0, 0, 0]),
];

#[test]
fn asean() {
    check::<asean::Asean>(ASEAN);
}

/// `makpong`: pyffish 0.0.90, perft by recursing on legal_moves.
const MAKPONG: &[Position] = &[
    // The start.
    (
        "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1",
        &[23, 529, 12_012],
    ),
    // Seed 1, 8 plies: f3f4 b6b5 d1c2 b8d7 f1f2 h8h7 f4f5 e6f5
    (
        "r1smksn1/3n3r/p1pp1ppp/1p3p2/8/PPPPP1PP/2K2S2/RNS1M1NR w - - 0 5",
        &[19, 516, 10_534],
    ),
    // Seed 2, 19 plies: a3a4 b6b5 a4a5 e8d7 b3b4 d8e7 c3c4 d7c7 f1f2 b5c4 g1e2 c7b7 d3d4 f8f7 h1h2
    // h8h7 d1d2 h7h8 e2g1
    (
        "rns3nr/1k2ms2/p1pppppp/P7/1PpP4/4PPPP/3K1S1R/RNS1M1N1 b - - 6 10",
        &[17, 324, 5_922],
    ),
    // Seed 101, 48 plies: c1d2 f8f7 f1e2 e8f8 a1a2 f8g7 d1c1 h8h7 c1d1 d8c7 h1h2 c8b7 e1f2 g8e7
    // a2c2 e6e5 d1c1 c6c5 c1b2 e7f5 h2h1 f5d4 c3c4 d4f5 d2c3 c7d8 e2d1 f5e7 c2c1 b6b5 d1e2 e7d5
    // c1f1 b7c8 b2a2 f7e6 g3g4 e6f7 c4d5 h7h8 c3d2 f6f5 f1d1 c8c7 e3e4 b5b4 d3d4 h6h5
    (
        "rn1m3r/2s2sk1/p2p2p1/2pPpp1p/1p1PP1P1/PP3P1P/K2SSM2/1N1R2NR w - - 0 25",
        &[28, 854, 23_388],
    ),
    // Seed 324, 227 plies, a count running.
    (
        "2k3M1/8/S7/8/5N2/4K3/5M2/8 b - 88 12 114",
        &[4, 88, 451, 9_949],
    ),
    // Our choice (see `EXTRA`).
    (
        "4k3/8/8/8/8/8/4r3/R3K3 w - - 0 1",
        &[1, 5, 110, 648, 13_098],
    ),
    // Our choice (see `EXTRA`).
    ("4k3/8/8/8/4r3/8/3S4/RN2K3 w - - 0 1", &[1, 16, 260, 4_259]),
    // Our choice (see `EXTRA`).
    ("4k3/8/8/8/8/3n4/4r3/R3K3 w - - 0 1", &[0, 0, 0, 0, 0, 0]),
    // Our choice (see `EXTRA`).
    (
        "r1s1k1nr/4m3/p1p1pp1p/1p1p2p1/3PnP2/P1P1P1PP/1P2N3/RNSMKS1R w - - 0 1",
        &[17, 462, 8_912],
    ),
];

#[test]
fn makpong() {
    check::<makpong::Makpong>(MAKPONG);
}

/// `horde`: pyffish 0.0.90, perft by recursing on legal_moves.
const HORDE: &[Position] = &[
    // The start.
    (
        "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1",
        &[8, 128, 1_274],
    ),
    // Seed 1, 8 plies: b5b6 d7d6 b4b5 e7e6 e4e5 d8g5 f5e6 g5f6
    (
        "rnb1kbnr/ppp2ppp/1P1pPq2/1PP1P3/P1PP1PPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 1 5",
        &[15, 443, 6_729],
    ),
    // Seed 2, 19 plies: a4a5 b7b6 a5a6 g7g6 c5c6 f7f6 e4e5 d7d6 h4h5 b8c6 g5f6 g6g5 c4c5 d6d5 h5h6
    // d8d6 h3h4 g5h4 f6e7
    (
        "r1b1kbnr/p1p1P2p/Ppnq3P/1PPpPP2/1P1P1PPp/PPPPPPP1/PPPPPPPP/PPPPPPPP b kq - 0 10",
        &[34, 527, 14_428],
    ),
    // Seed 101, 48 plies: d4d5 h7h6 g5h6 g7g6 f5g6 a7a6 g6g7 d7d6 f4f5 c8f5 g7h8b f8h6 e4e5 d8d7
    // e5d6 a8a7 f3f4 c7d6 b5b6 b8c6 f2f3 g8f6 g4f5 d7d8 c5d6 e7e5 f4e5 c6e7 g3g4 e7g6 e3e4 d8a8
    // g4g5 g6e5 g2g3 e5d3 c2d3 f6g4 h8g7 h6g7 e4e5 g4h2 f5f6 a8d8 g1g2 d8a8 f6g7 h2g4
    (
        "q3k3/rp3pP1/pP1P4/3PP1P1/PPP3nP/PPPP1PPP/PP1PP1P1/PPPPPP1P w - - 1 25",
        &[21, 251, 5_192],
    ),
    // Our choice (see `EXTRA`).
    ("4k3/8/8/8/3p4/1p6/2P5/P7 w - - 0 1", &[5, 39, 146, 1_311]),
    // Our choice (see `EXTRA`).
    ("4k3/8/8/8/8/8/1p6/P7 b - - 0 1", &[13, 23, 272, 422, 6_510]),
    // Our choice (see `EXTRA`).
    ("r3k2r/8/8/8/8/8/5PPP/4P3 b kq - 0 1", &[25, 196, 5_156]),
];

#[test]
fn horde() {
    check::<horde::Horde>(HORDE);
}

/// `coregal`: pyffish 0.0.90, perft by recursing on legal_moves.
const COREGAL: &[Position] = &[
    // The start.
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        &[20, 400, 8_882],
    ),
    // Seed 1, 8 plies: h2h3 b7b5 d2d3 b8a6 d3d4 g7g5 d4d5 f7f6
    (
        "r1bqkbnr/p1ppp2p/n4p2/1p1P2p1/8/7P/PPP1PPP1/RNBQKBNR w KQkq - 0 5",
        &[27, 517, 14_527],
    ),
    // Seed 2, 19 plies: a2a4 b7b5 a4a5 e7e6 b1c3 g7g5 g2g3 h7h5 c3b1 d7d5 g1h3 d8e7 h3f4 b5b4 f4e6
    // f8h6 b1c3 e7d6 f1h3
    (
        "rnb1k1nr/p1p2p2/3qN2b/P2p2pp/1p6/2N3PB/1PPPPP1P/R1BQK2R b KQkq - 4 10",
        &[30, 1_027, 28_072],
    ),
    // Seed 101, 48 plies: c2c3 g8h6 e2e3 g7g5 a2a4 h6f5 c3c4 f7f6 c4c5 e7e5 h2h4 f8d6 d1g4 d8e7
    // g4e2 b7b5 c5b6 d6c5 b2b3 c5a3 h1h2 f5g7 d2d3 c7c6 h4g5 e7f7 e2a2 f7e7 g5g6 d7d6 a4a5 f6f5
    // h2h3 e7f6 c1d2 b8d7 g2g3 f6d8 g3g4 d8f6 h3g3 f6e7 b6b7 g7h5 b1c3 f5f4 g4h5 d7f8
    (
        "r1b1kn1r/pP2q2p/2pp2P1/P3p2P/5p2/bPNPP1R1/Q2B1P2/R3KBN1 w Qkq - 1 25",
        &[46, 1_419, 61_559],
    ),
    // Our choice (see `EXTRA`).
    (
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        &[42, 1_656, 67_207],
    ),
    // Our choice (see `EXTRA`).
    ("r3k3/8/8/8/8/8/4B3/Q3K3 w q - 0 1", &[12, 131, 3_162]),
    // Our choice (see `EXTRA`).
    ("4k3/1P6/8/8/8/8/6p1/4K2R w K - 0 1", &[17, 145, 2_331]),
];

#[test]
fn coregal() {
    check::<coregal::Coregal>(COREGAL);
}

/// `spartan`: pyffish 0.0.90, perft by recursing on legal_moves.
const SPARTAN: &[Position] = &[
    // The start.
    (
        "lgkcckwl/hhhhhhhh/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1",
        &[20, 640, 14_244],
    ),
    // Seed 1, 8 plies: h2h3 b7c6 d2d3 b8b6 d3d4 e8e6 d1d3 g8f6
    (
        "l1kc1k1l/h1hhhhhh/1gh1cw2/8/3P4/3Q3P/PPP1PPP1/RNB1KBNR w KQ - 3 5",
        &[41, 2_118, 80_523],
    ),
    // Seed 2, 19 plies: a2a4 b7d5 a4a5 e7f6 b1c3 d7f5 c3a4 c8b7 g2g3 a8c6 f2f4 c6b5 e1f2 h7g6 d2d3
    // f7e6 c2c3 g7e5 h2h4
    (
        "1g1cckwl/hkh5/4hhh1/Pl1hhh2/N4P1P/2PP2P1/1P2PK2/R1BQ1BNR b - - 0 10",
        &[39, 1_209, 47_187],
    ),
    // Seed 101, 48 plies: c2c3 f7g6 f2f4 b7a6 g1h3 c7d6 h3g1 d6c5 d2d3 g8b3 c1e3 b8b7 e3d2 b3a1
    // d1c1 b7b8 c1c2 a8b7 e1f2 e8g8 c2b3 g8e8 d3d4 d7e6 f2g3 g7f6 b3e6 a1c2 e6f6 e8g8 f6e6 c2b4
    // d2e1 e7d6 e6d6 b7c7 e1f2 c7a5 f2e3 a6b5 e3d2 g6f5 a2a3 g8e8 d6c5 f8f7 c5b4 e8g8
    (
        "1gkc2cl/h4k1h/8/lh3h2/1Q1P1P2/P1P3K1/1P1BP1PP/1N3BNR w - - 1 25",
        &[27, 947, 26_432],
    ),
    // Our choice (see `EXTRA`).
    ("k6k/8/8/8/8/2K5/8/R5R1 b - - 0 1", &[4, 131, 992]),
    // Our choice (see `EXTRA`).
    ("k6k/8/8/8/8/2K5/8/R6R b - - 0 1", &[4, 136, 1_019]),
    // Our choice (see `EXTRA`).
    ("4k3/1h6/8/8/8/8/5h2/R3K3 b Q - 0 1", &[13, 167, 2_288]),
    // Our choice (see `EXTRA`).
    (
        "lgkcckwl/hhh2hhh/8/3hh3/8/5N2/PPPPBPPP/RNBQK2R w KQ - 0 1",
        &[28, 808, 23_785],
    ),
];

#[test]
fn spartan() {
    check::<spartan::Spartan>(SPARTAN);
}

/// `nocheckatomic`: pyffish 0.0.90, perft by recursing on legal_moves.
const NOCHECKATOMIC: &[Position] = &[
    // The start.
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        &[20, 400, 8_902],
    ),
    // Seed 1, 8 plies: h2h3 b7b5 d2d3 b8a6 d3d4 g7g5 d4d5 f7f6
    (
        "r1bqkbnr/p1ppp2p/n4p2/1p1P2p1/8/7P/PPP1PPP1/RNBQKBNR w KQkq - 0 5",
        &[27, 516, 14_942],
    ),
    // Seed 2, 19 plies: a2a4 b7b5 a4a5 e7e6 b1c3 g7g5 g2g3 h7h5 c3b1 d7d5 g1h3 d8e7 h3f4 b8a6 f4e6
    // c8f5 f1g2 f8a3 h2h3
    (
        "r3k1nr/p1p2p2/n7/Pp1p1bpp/8/b5PP/1PPPPPB1/RNBQK2R b KQkq - 0 10",
        &[39, 1_009, 37_030],
    ),
    // Seed 101, 48 plies: c2c3 g8h6 e2e3 g7g5 a2a4 h6f5 c3c4 f7f6 c4c5 e7e5 h2h4 f8d6 d1g4 d8e7
    // g4d4 b7b5 d4d5 e7e6 d2d3 b8c6 f2f4 g5f4 e1d2 c8b7 g2g3 e6e7 d5a2 e7g7 g1f3 f6f5 f3g1 c6d8
    // a2e6 f5f4 e6f7 d8e6 d2e1 b7a6 h4h5 e8f8 e3e4 e6d4 f7d5 d4f3 e1d1 a8d8 d5d4 g7f7
    (
        "3r1k1r/p1pp1q1p/b2b4/1pP1p2P/P2QPp2/3P1nP1/1P6/RNBK1BNR w - - 7 25",
        &[38, 1_454, 54_062],
    ),
    // Our choice (see `EXTRA`).
    (
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        &[48, 1_942, 88_692],
    ),
    // Our choice (see `EXTRA`).
    ("8/8/8/3kK3/8/8/8/R6r w - - 0 1", &[22, 427, 8_318]),
    // Our choice (see `EXTRA`).
    ("r3k3/8/8/8/8/8/3p4/R3K2R w KQq - 0 1", &[26, 540, 11_714]),
];

#[test]
fn nocheckatomic() {
    check::<nocheckatomic::NoCheckAtomic>(NOCHECKATOMIC);
}

/// `racingkings`: pyffish 0.0.90, perft by recursing on legal_moves.
const RACINGKINGS: &[Position] = &[
    // The start.
    (
        "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1",
        &[21, 421, 11_264],
    ),
    // Seed 1, 8 plies: g2g8 b2b3 g1g2 b1b2 g8h8 d2b1 h8f8 c1d2
    (
        "5R2/8/8/8/8/1r6/krbbNBRK/qn1nNB1Q w - - 8 5",
        &[35, 1_026, 38_908],
    ),
    // Seed 2, 19 plies: e1d3 b2b3 d3e1 c2e4 e2g3 b3f3 f2b6 f3f6 b6e3 f6f3 e1d3 f3g3 d3f4 e4d5 h2g3
    // d5c4 h1h5 c4e2 h5h6
    (
        "8/8/7Q/8/5N2/4B1K1/k2nb1R1/qrbn1BR1 b - - 4 10",
        &[33, 1_172, 38_146],
    ),
    // Seed 101, 48 plies: f2a7 d1f2 e2g3 c2g6 a7b8 g6f5 g3h5 b2b7 g2g8 b7a7 g1g4 d2c4 h5f4 f5g4
    // f4d5 b1b4 g8h8 a1f6 f1d3 c1b2 d3f5 a7a5 h1g1 g4f3 g1g8 c4b6 f5d3 f2d1 g8e6 b2d4 h8g8 d1e3
    // e6e8 b4b1 b8f4 d4c3 e8f7 b6a4 f4c7 a5a6 g8g7 f6f7 d5f6 f3d1 e1c2 c3b4 f6e8 a6g6
    (
        "4N3/2B2qR1/6r1/8/nb6/3Bn3/k1N4K/1r1b4 w - - 6 25",
        &[28, 1_451, 43_639],
    ),
    // Our choice (see `EXTRA`).
    ("8/1k4K1/8/8/8/8/8/r6R w - - 0 1", &[21, 399, 5_187]),
    // Our choice (see `EXTRA`).
    ("8/6K1/8/8/8/8/1k6/r6R w - - 0 1", &[20, 273, 4_729]),
    // Our choice (see `EXTRA`).
    ("8/1k6/6K1/8/8/8/8/r6R b - - 0 1", &[20, 311, 5_571]),
    // Our choice (see `EXTRA`).
    (
        "8/8/8/2k2K2/8/8/rbn3NB/1rbn1BRQ w - - 0 1",
        &[18, 554, 13_879],
    ),
];

#[test]
fn racingkings() {
    check::<racingkings::RacingKings>(RACINGKINGS);
}

/// `jesonmor`: pyffish 0.0.90, perft by recursing on legal_moves.
const JESONMOR: &[Position] = &[
    // The start.
    (
        "nnnnnnnnn/9/9/9/9/9/9/9/NNNNNNNNN w - - 0 1",
        &[30, 900, 27_960],
    ),
    // Seed 1, 8 plies: f1e3 h9i7 b1d2 c9e8 d1c3 e9d7 e3f1 i7g8
    (
        "nn1n1nn1n/4n1n2/3n5/9/9/9/2N6/3N5/N1N1NNNNN w - - 8 5",
        &[35, 1_225, 42_455],
    ),
    // Seed 2, 19 plies: h1i3 a9c8 b1a3 c8b6 g1f3 c9b7 f1g3 d9c7 d1f2 b6c4 i3g4 c4b2 g3f1 f9g7 g4h2
    // g7e6 h2g4 g9i8 f2d1
    (
        "1n2n2nn/8n/1nn6/4n4/9/6N2/N4N3/1n7/N1NNNN2N b - - 19 10",
        &[37, 1_402, 52_868],
    ),
    // Seed 102, 34 plies: g1e2 f9g7 d1f2 d9c7 f1d2 c9a8 e1c2 c7d9 e2g1 e9d7 f2d3 a8c9 d2b3 g7i6
    // d3b2 d7f8 c2d4 b9d8 b1c3 i6g5 b2d1 d8f9 h1f2 i9h7 d1b2 g5i6 g1f3 g9e8 c1d3 f8g6 f3h4 h7f6
    // i1g2 g6i5
    (
        "n1nn1n1n1/4n4/9/5n2n/8n/3N3N1/1NNN5/1N3NN2/N8 w - - 34 18",
        &[44, 1_536, 65_696],
    ),
    // Our choice (see `EXTRA`).
    ("9/9/5n3/9/9/9/3N5/9/n7N w - - 0 1", &[10, 100, 822]),
];

#[test]
fn jesonmor() {
    check::<jesonmor::JesonMor>(JESONMOR);
}

/// `seirawan`: pyffish 0.0.90, perft by recursing on legal_moves.
const SEIRAWAN: &[Position] = &[
    // The start.
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQBCDFGkqbcdfg - 0 1",
        &[28, 784, 24_830],
    ),
    // Seed 1, 8 plies: g1f3 h7h6 h1g1h h8h7 b1a3 b8c6e a3b5 g7g6
    (
        "rebqkbn1/pppppp1r/2n3pp/1N6/8/5N2/PPPPPPPP/R1BQKBRH[Eh] w QCDFqcdfg - 0 5",
        &[27, 558, 16_567],
    ),
    // Seed 2, 19 plies: h2h4 a7a6 b1c3 a8a7e g1h3h b8c6h h3f4 d7d6 f4d3 f7f5 c3a4 g7g6 a1b1e f8g7
    // g2g4 c8e6 e2e3 g7b2 h4h5
    (
        "eh1qk1nr/rpp1p2p/p1npb1p1/5p1P/N5P1/3NP3/PbPP1P2/ERBQKBHR[] b Kk - 0 10",
        &[37, 1_338, 47_919],
    ),
    // Seed 101, 48 plies: h2h4 b8a6h g1h3e g7g6 a2a4 g8h6e e2e4 c7c6 g1e2 b8e5 e2f4 g8f6 f4g6 e5b2
    // d2d3 f6e6 b1d2 b2g7 c2c4 d8a5 a1b1h e6d8 h3g5 g7f5 d1h5 a6c5 g5h3 d8e6 c1a3 f5h3 h5e2 e6e5
    // g2g3 c5a4 a1d4 e5e6 d4f3 a8b8 b1c1 a5b6 h1g1 h3f1 g6h6 d7d6 e2e3 e6e4 f3e5 b6d4
    (
        "1rb1kb1r/pp2pp1p/2pp3E/4H3/n1Pqe2P/B2PQ1P1/3N1P2/2R1KhR1[] w k - 2 25",
        &[49, 2_188, 96_260],
    ),
    // Our choice (see `EXTRA`).
    (
        "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R[EHeh] w KQBCDkqcdf - 4 4",
        &[51, 2_354, 108_047],
    ),
    // Our choice (see `EXTRA`).
    ("r3k2r/8/8/8/8/8/8/r3K2R[Hh] w Kkq - 0 1", &[6, 381, 8_699]),
    // Our choice (see `EXTRA`).
    (
        "r3k2r/ppp2ppp/8/3pp3/8/8/PPPPPPPP/RNBQKBNR[HEe] b KQBCDFGkq - 0 1",
        &[38, 1_062, 34_704],
    ),
];

#[test]
fn seirawan() {
    check::<seirawan::Seirawan>(SEIRAWAN);
}

/// Gated moves read and write as pyffish writes them: the random games of
/// `SEIRAWAN` played move by move from the start (`h1g1h`, `b8c6e`, `a1b1e`)
/// reach pyffish's positions, and each move writes back as it was read;
/// castling gates on the king's cell (`e1g1h`) or the rook's (`h1e1e`);
/// SAN as pyffish's `get_san` gives it; positions write as pyffish's FENs,
/// the hands and the gates too.
#[test]
fn seirawan_gated_moves_read_and_write_as_fairy_stockfish_s() {
    use alphabeta::runtime::notation::move_to_string;
    type S = seirawan::Seirawan;
    let games: [(&str, &str); 3] = [
        ("g1f3 h7h6 h1g1h h8h7 b1a3 b8c6e a3b5 g7g6", SEIRAWAN[1].0),
        (
            "h2h4 a7a6 b1c3 a8a7e g1h3h b8c6h h3f4 d7d6 f4d3 f7f5 c3a4 g7g6 a1b1e f8g7 \
             g2g4 c8e6 e2e3 g7b2 h4h5",
            SEIRAWAN[2].0,
        ),
        (
            "h2h4 b8a6h g1h3e g7g6 a2a4 g8h6e e2e4 c7c6 g1e2 b8e5 e2f4 g8f6 f4g6 e5b2 \
             d2d3 f6e6 b1d2 b2g7 c2c4 d8a5 a1b1h e6d8 h3g5 g7f5 d1h5 a6c5 g5h3 d8e6 c1a3 \
             f5h3 h5e2 e6e5 g2g3 c5a4 a1d4 e5e6 d4f3 a8b8 b1c1 a5b6 h1g1 h3f1 g6h6 d7d6 \
             e2e3 e6e4 f3e5 b6d4",
            SEIRAWAN[3].0,
        ),
    ];
    for (moves, fen) in games {
        let mut position = S::start();
        for text in moves.split_whitespace() {
            let mv = S::parse_move(&position, text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(move_to_string(&position, mv), text);
            position = position.play(mv);
        }
        assert_eq!(
            alphabeta::runtime::notation::position_to_string(&position),
            fen
        );
    }
    assert_eq!(
        alphabeta::runtime::notation::position_to_string(&S::start()),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[EHeh] w KQBCDFGkqbcdfg - 0 1"
    );
    let fen = SEIRAWAN[4].0;
    let position = S::parse_position(fen).unwrap();
    for (uci, san) in [
        ("b1c3h", "Nc3/H"),
        ("e1g1h", "O-O/He1"),
        ("h1e1e", "O-O/Eh1"),
        ("e1g1", "O-O"),
        ("d1e2e", "Qe2/E"),
    ] {
        let mv = S::parse_move(&position, uci).unwrap_or_else(|e| panic!("{uci}: {e}"));
        assert_eq!(move_to_string(&position, mv), uci);
        let mut written = String::new();
        S::write_san(&position, mv, &mut written).unwrap();
        assert_eq!(written, san, "{uci}");
        assert_eq!(S::parse_move(&position, san).unwrap(), mv, "{san}");
    }
    // Castling gates: the FEN keeps the gates the move left open.
    let castled = position.play(S::parse_move(&position, "h1e1e").unwrap());
    assert_eq!(
        alphabeta::runtime::notation::position_to_string(&castled),
        "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQ1RKE[Heh] b ABCDkqcdf - 5 4"
    );
}

/// `shouse`: pyffish 0.0.90, perft by recursing on legal_moves.
const SHOUSE: &[Position] = &[
    // The start.
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQBCDFGkqbcdfg - 0 1",
        &[92, 7_944, 546_694],
    ),
    // Seed 1, 8 plies: b2b3 E@c3 H@a4 H@e4 a4b5 h7h6 f2f4 e4d6
    (
        "rnbqkbnr/ppppppp1/3h3p/1H6/5P2/1Pe5/P1PPP1PP/RNBQKBNR[E] w KQBCDFGkqbcdfg - 1 5",
        &[68, 2_658, 127_002],
    ),
    // Seed 2, 19 plies: E@b6 E@d3 c2d3 H@g3 h2g3 c7b6 g3g4 g8h6 e2e4 E@e6 H@a4 g7g5 E@h3 f8g7 H@b4
    // e6d6 e4e5 f7f5 d3d4
    (
        "rnbqk2r/pp1pp1bp/1p1e3n/4Ppp1/HH1P2P1/7E/PP1P1PP1/RNBQKBNR[] b KQBCDFGkqbcd - 0 10",
        &[30, 1_615, 53_667],
    ),
    // Seed 101, 48 plies: E@g3 b8c6 f2f3 H@h4 H@a6 e7e6 d2d3 E@h5 c2c3 d8g5 b1a3 g5e5 b2b4 e5e4
    // f3e4 c6a5 a3b5 e8e7 Q@f3 b7b6 e1f2 h5g3 d1b3 E@g5 d3d4 g3f5 g2g3 h4g3 h2g3 g5f3 f2g2 P@d2
    // c1b2 f3e5 a2a3 Q@h4 H@d8 e7e8 h1h3 f5f3 d4e5 h4g4 b3c2 d2d1r c2d2 a8b8 d2c2 g4f4
    (
        "1rbHkbnr/p1pp1ppp/Hp2p3/nN2P3/1P2Pq2/P1P2ePR/1BQ1P1K1/R2r~1BN1[E] w AFGcfgh - 4 25",
        &[79, 4_214, 261_494],
    ),
    // Seed 202, 68 plies, with drops and pieces in hand: H@e4 g8f6 g1f3 H@g1 E@g8 E@d3 e4d3 f6d5
    // E@b6 d5f6 d3e4 f6g4 b1a3 h7h6 e4d5 e7e6 b6b7 d7d6 e2e4 h8h7 P@h3 g4e5 d2d3 g7g5 b7b3 g1h2
    // d5c6 e5c6 h1h2 h7h8 h2h1 H@b4 d1d2 P@e7 a3b5 c6a5 f3g5 h8g8 P@b6 E@c3 H@g6 e8d7 b3b4 a5c4
    // b6b7 c4a3 H@a5 c3b5 b4c6 N@h4 b7a8r d7e8 R@e5 b5e5 g5f3 R@h2 c6e5 b8d7 a8a7 h2g2 P@e2 P@d5
    // a5c7 d8c7 P@d4 f8g7 a1b1e c8a6
    (
        "4k1r1/R~1qnppb1/b2pp1Hp/3pE3/3PP2n/n2P1N1P/PPPQPPr1/ERB1KB1R[h] w CEF - 3 35",
        &[47, 3_451, 187_071],
    ),
];

#[test]
fn shouse() {
    check::<shouse::SHouse>(SHOUSE);
}

/// `janggicasual`: pyffish 0.0.90, perft by recursing on legal_moves.
const JANGGICASUAL: &[Position] = &[
    // The start.
    (
        "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1",
        &[32, 1_024, 33_316],
    ),
    // Seed 1, 8 plies: b1a3 e9e10 a4a5 e7f7 i1i2 f10f9 g4g5 h10i8
    (
        "rnbak1b1r/5a3/1c5cn/p1p2pp1p/9/P5P2/2P1P3P/NC5C1/4K3R/R1BA1ABN1 w - - 8 5",
        &[35, 1_018, 36_493],
    ),
    // Seed 2, 19 plies: a4b4 b10c8 a1a7 e9f9 a7c7 e7d7 d1e1 i7i6 c7c8 a10a3 i1i2 b8d8 e4f4 i6i5
    // e2f3 g7g6 f4e4 h10g8 h1g3
    (
        "2ba1ab1r/5k3/2Rc2nc1/3p5/6p2/8p/1PP1P1P1P/rC3KNC1/8R/1NB1AAB2 b - - 10 10",
        &[48, 2_002, 90_109],
    ),
    // Seed 101, 48 plies: e2d3 f10f9 h1i3 a7b7 i4h4 c7c6 d1e2 d10e10 h3h7 b8b6 e2f3 e9d9 b1a3 b7a7
    // d3e3 b6h6 a3b1 h10i8 h4h5 d9d9 i1i2 f9e9 f1e1 g7h7 h5i5 c6b6 b1a3 e10f10 i2b2 d9d10 b2i2
    // a7b7 g1i4 e7d7 i2c2 e9e8 c2i2 f10f9 a4b4 e8f8 i2c2 a10a3 g4h4 b6b5 c2b2 d10e10 a1a3 h6h2
    (
        "1nb1k1b1r/5a3/5a1cn/1p1p3pp/9/1p6P/1PP1P2PB/RC2KA2N/1R5c1/2B1A4 w - - 1 25",
        &[41, 1_610, 64_849],
    ),
];

#[test]
fn janggicasual() {
    check::<janggicasual::Janggicasual>(JANGGICASUAL);
}

/// `janggitraditional`: pyffish 0.0.90, perft by recursing on legal_moves.
const JANGGITRADITIONAL: &[Position] = &[
    // The start.
    (
        "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1",
        &[32, 1_024, 33_000],
    ),
    // Seed 1, 8 plies: b1a3 e9e10 a4a5 e7f7 i1i2 f10f9 g4g5 h10i8
    (
        "rnbak1b1r/5a3/1c5cn/p1p2pp1p/9/P5P2/2P1P3P/NC5C1/4K3R/R1BA1ABN1 w - - 8 5",
        &[35, 974, 34_837],
    ),
    // Seed 2, 19 plies: a4b4 b10c8 a1a7 e9f9 a7c7 e7d7 d1e1 i7i6 c7c8 a10a3 i1i2 b8d8 e4f4 i6i5
    // e2f3 g7g6 f4e4 g6f6 h1g3
    (
        "2ba1abnr/5k3/2Rc3c1/3p5/5p3/8p/1PP1P1P1P/rC3KNC1/8R/1NB1AAB2 b - - 10 10",
        &[42, 1_694, 67_456],
    ),
    // Seed 101, 48 plies: e2d3 f10f9 h1i3 a7b7 i4h4 c7c6 d1e2 d10e10 h3h7 b8b6 e2f3 e9d9 c4d4 b7a7
    // d4d5 b6h6 b1c3 h10i8 i3h1 g10d8 d5c5 h6h1 f1e2 d9e9 i1i6 g7f7 g4f4 e7d7 a4b4 h1d1 e2f1
    // e10d10 b4a4 c6c5 i6i2 i10i9 i2i6 e9d9 i6i3 d7c7 h4h5 d9d9 e4e5 f7f6 a4b4 d9d9 i3h3 d9e9
    (
        "rnba5/4ka2r/3b3cn/p1p4Cp/5p3/2p1P2P1/1P3P3/1CNK1A1R1/9/R1Bc1AB2 w - - 14 25",
        &[47, 2_049, 95_704],
    ),
    // Our choice (see `EXTRA`).
    (
        "rn1a1a3/4k4/9/p1p3p1p/9/9/P1P3P1P/9/4K4/3A1A1NR w - - 0 1",
        &[5, 104, 2_308, 56_472],
    ),
    // Our choice (see `EXTRA`).
    (
        "rn1a1a3/4k4/9/p1p3p1p/9/4C4/P1P3P1P/9/4K4/3A1A1NR w - - 0 1",
        &[28, 686, 18_618],
    ),
    // Our choice (see `EXTRA`).
    (
        "rn1a1a3/4k4/9/p1p3p1p/9/9/P1P3P1P/9/3rK4/3A1A1NR w - - 0 1",
        &[3, 68, 1_412, 45_800],
    ),
];

#[test]
fn janggitraditional() {
    check::<janggitraditional::Janggitraditional>(JANGGITRADITIONAL);
}

/// `losers`: pyffish 0.0.90, perft by recursing on legal_moves.
const LOSERS: &[Position] = &[
    // The start.
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        &[20, 400, 8_067],
    ),
    // Seed 1, 8 plies: h2h3 b7b5 d2d3 b8a6 d3d4 g7g5 c1g5 f7f5
    (
        "r1bqkbnr/p1ppp2p/n7/1p3pB1/3P4/7P/PPP1PPP1/RN1QKBNR w KQkq - 0 5",
        &[1, 4, 92, 1_192],
    ),
    // Seed 2, 19 plies: a2a4 b7b5 a4b5 e7e6 a1a7 a8a7 d2d4 c8b7 f2f3 b7f3 g2f3 c7c5 d4c5 f8c5 d1d7
    // e8d7 e2e4 c5g1 h1g1
    (
        "1n1q2nr/r2k1ppp/4p3/1P6/4P3/5P2/1PP4P/1NB1KBR1 b - - 0 10",
        &[36, 56, 710],
    ),
    // Seed 101, 48 plies: c2c3 g8h6 e2e3 g7g5 a2a4 h6f5 c3c4 f5e3 f2e3 f8h6 g1f3 c7c5 f3g5 h6g5
    // a4a5 g5e3 d2e3 d8a5 a1a5 h7h5 d1d7 b8d7 a5c5 d7c5 e1d2 e8d8 g2g3 c8e6 d2d1 e6c4 f1c4 d8c8
    // c4f7 c5a6 f7h5 h8h5 d1e1 h5h2 h1h2 a6c7 h2c2 a7a6 c2c7 c8c7 b1a3 c7c8 a3c4 c8d8
    (
        "r2k4/1p2p3/p7/8/2N5/4P1P1/1P6/2B1K3 w - - 4 25",
        &[16, 174, 2_158],
    ),
    // Our choice (see `EXTRA`).
    ("4r2k/8/8/8/8/2p5/4N3/4K3 w - - 0 1", &[3, 3, 0, 0, 0, 0]),
    // Our choice (see `EXTRA`).
    ("4r2k/8/8/3p4/8/1B6/8/4K3 w - - 0 1", &[4, 68, 128, 1_674]),
    // Our choice (see `EXTRA`).
    ("4r2k/8/3N4/3p4/8/1B6/8/4K3 w - - 0 1", &[1, 3, 20, 38, 612]),
    // Our choice (see `EXTRA`).
    ("8/8/8/K2pP2r/8/8/8/7k w - d6 0 1", &[6, 18, 74, 1_012]),
    // Our choice (see `EXTRA`).
    (
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        &[8, 62, 487, 3_498],
    ),
];

#[test]
fn losers() {
    check::<losers::Losers>(LOSERS);
}

/// `suicide`: pyffish 0.0.90, perft by recursing on legal_moves.
const SUICIDE: &[Position] = &[
    // The start.
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
        &[20, 400, 8_067],
    ),
    // Seed 1, 8 plies: h2h3 b7b5 d2d3 b8a6 d3d4 g7g5 c1g5 f7f5
    (
        "r1bqkbnr/p1ppp2p/n7/1p3pB1/3P4/7P/PPP1PPP1/RN1QKBNR w - - 0 5",
        &[1, 4, 92, 1_193],
    ),
    // Seed 2, 19 plies: a2a4 b7b5 a4b5 e7e6 a1a7 a8a7 d2d4 c8b7 f2f3 b7f3 g2f3 c7c5 d4c5 f8c5 d1d7
    // e8d7 e1d2 c5g1 h1g1
    (
        "1n1q2nr/r2k1ppp/4p3/1P6/8/5P2/1PPKP2P/1NB2BR1 b - - 0 10",
        &[37, 43, 679],
    ),
    // Seed 101, 48 plies: c2c3 g8h6 e2e3 g7g5 a2a4 h6f5 c3c4 f5e3 f2e3 f8h6 g1f3 c7c5 f3g5 h6g5
    // a4a5 g5e3 d2e3 d8a5 a1a5 h7h6 d1d7 c8d7 a5a7 a8a7 e3e4 b7b5 c4b5 d7b5 c1h6 b5f1 h1f1 h8h6
    // f1f7 e8f7 b1c3 h6h2 c3e2 h2g2 e4e5 g2e2 e1e2 c5c4 b2b4 c4b3 e2f2 a7a1 f2g2 a1a8
    ("rn6/4pk2/8/4P3/8/1p6/6K1/8 w - - 4 25", &[9, 153, 990]),
    // Our choice (see `EXTRA`).
    ("8/8/8/p7/8/P7/P7/8 w - - 0 1", &[1, 0, 0, 0, 0, 0]),
    // Our choice (see `EXTRA`).
    ("8/8/8/p1p5/8/P1P5/8/8 w - - 0 1", &[2, 2, 0, 0, 0, 0]),
    // Our choice (see `EXTRA`).
    ("7k/8/8/p7/8/P7/8/8 w - - 0 1", &[1, 3, 0, 0, 0, 0]),
];

#[test]
fn suicide() {
    check::<suicide::Suicide>(SUICIDE);
}

/// `wolf`: pyffish 0.0.90, perft by recursing on legal_moves.
const WOLF: &[Position] = &[
    // The start.
    (
        "qwfrbbnk/pssppssp/1pp2pp1/8/8/8/8/1PP2PP1/PSSPPSSP/KNBBRFWQ w - - 0 1",
        &[23, 529, 13_722],
    ),
    // Seed 1, 8 plies: g2h3 b10a8 c3c5 a8a4 d2d3 d9d8 g3g4 h9h7
    (
        "q1frbbnk/pss1pss1/1ppp1pp1/7p/8/2P5/w5P1/1P1P1P1S/PSS1PS1P/KNBBRFWQ w - - 0 5",
        &[36, 1_470, 52_967],
    ),
    // Seed 2, 19 plies: a2a4 b10a8 b1a3 c8c6 g3g5 a8b10 f1e3 c10d8 h2h4 d8a5 h4h5 a5b6 h1h3 b6c5
    // f3f5 h9h7 f2f4 e9e8 e3g4
    (
        "qw1rbbnk/pssp1ss1/1p2ppp1/7p/2p5/2f2PPP/P4SF1/NPP4Q/1SSPP1S1/K1BBR1W1 b - - 1 10",
        &[50, 2_062, 98_781],
    ),
    // Seed 101, 48 plies: c2d3 g10h8 d3e4 f8f6 a2a4 h10g10 f2e3 c10d8 g2h3 d8c6 d2d3 f9f7 g3g4
    // c6b7 d1c2 g8g6 b1a3 c9d8 c1d2 b7d5 a3c7 e10h7 f3f5 d5f4 c7a8 g10f9 e1b1 f4d3 e4d5 e9e7 b2a3
    // b9a8 g1g3 f10e9 e3d4 d10h10 b3b4 f9g10 h1f3 h7e10 d5c6 g9g8 d2e1 d8d7 f1e3 d3c2 a1b2 b10c10
    (
        "q1w1b1kr/p2pb2p/spp3sn/3sps2/2S2pp1/5P2/PP1S2P1/S1P1FQWS/1Kf1P2P/1R2B3 w - - 2 25",
        &[47, 2_276, 97_174],
    ),
    // Our choice (see `EXTRA`).
    (
        "4k1r1/7P/1s6/8/8/p7/4p3/1SP2S2/3PP3/K7 w - - 0 1",
        &[28, 490, 11_929],
    ),
    // Our choice (see `EXTRA`).
    ("4k3/1s6/6s1/P7/7P/8/8/8/8/K7 b - - 0 1", &[13, 67, 859]),
];

#[test]
fn wolf() {
    check::<wolf::Wolf>(WOLF);
}

/// `atomar`: pyffish 0.0.90, perft by recursing on legal_moves.
const ATOMAR: &[Position] = &[
    // The start.
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        &[20, 400, 8_902],
    ),
    // Seed 1, 8 plies: h2h3 b7b5 d2d3 b8a6 d3d4 g7g5 d4d5 f7f6
    (
        "r1bqkbnr/p1ppp2p/n4p2/1p1P2p1/8/7P/PPP1PPP1/RNBQKBNR w KQkq - 0 5",
        &[27, 516, 14_942],
    ),
    // Seed 2, 19 plies: a2a4 b7b5 a4a5 e7e6 b1c3 g7g5 g2g3 h7h5 c3b1 d7d5 g1h3 d8e7 h3f4 b8a6 f4e6
    // c8f5 f1g2 f8a3 h2h3
    (
        "r3k1nr/p1p2p2/n7/Pp1p1bpp/8/b5PP/1PPPPPB1/RNBQK2R b KQkq - 0 10",
        &[39, 1_009, 37_030],
    ),
    // Seed 101, 48 plies: c2c3 g8h6 e2e3 g7g5 a2a4 h6f5 c3c4 f7f6 c4c5 e7e5 h2h4 f8d6 d1g4 d8e7
    // g4d4 b7b5 d4d5 e7e6 d2d3 b8c6 f2f4 g5f4 e1d2 c8b7 g2g3 e6e7 d5a2 e7g7 g1f3 f6f5 f3g1 c6d8
    // a2e6 f5f4 e6f7 d8e6 d2e1 b7a6 h4h5 e8f8 e3e4 e6d4 f7d5 d4f3 e1d1 a8d8 d5d4 g7f7
    (
        "3r1k1r/p1pp1q1p/b2b4/1pP1p2P/P2QPp2/3P1nP1/1P6/RNBK1BNR w - - 7 25",
        &[38, 1_454, 54_133],
    ),
    // Our choice (see `EXTRA`).
    ("8/8/8/3kK3/8/8/8/R6r w - - 0 1", &[21, 409, 8_026]),
    // Our choice (see `EXTRA`).
    ("4k3/8/8/3qn3/4K3/8/8/8 w - - 0 1", &[8, 219, 1_712]),
    // Our choice (see `EXTRA`).
    ("4k3/3r4/8/8/8/8/8/3Q3K w - - 0 1", &[22, 368, 8_794]),
    // Our choice (see `EXTRA`).
    (
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        &[48, 2_019, 93_221],
    ),
];

#[test]
fn atomar() {
    check::<atomar::Atomar>(ATOMAR);
}

/// `petrified`: pyffish 0.0.90, perft by recursing on legal_moves.
const PETRIFIED: &[Position] = &[
    // The start.
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        &[20, 400, 10_022],
    ),
    // Seed 1, 8 plies: h2h3 b7b5 d2d3 b5a5 h3h4 e7e6 h1h2 f7f6
    (
        "rnbqkbnr/p1pp2pp/4pp2/p7/7P/3P4/PPP1PPPR/RNBQKBN1 w Qkq - 0 5",
        &[33, 1_086, 36_270],
    ),
    // Seed 2, 19 plies: a2a4 b7b5 a4a5 d7d5 b1c3 d5d4 c3a2 c8d7 a2b4 e7e5 g2g3 d4e4 c2c4 e8e7 g3g4
    // e7e6 h2g2 f7f6 g4h4
    (
        "rn1q1bnr/p1pb2pp/4kp2/Pp2p3/1NP1p2P/8/1P1PPPP1/R1BQKBNR b KQ - 1 10",
        &[37, 1_283, 49_276],
    ),
    // Seed 101, 48 plies: c2c3 g8h6 d1c2 g7g5 a2a4 h6g8 c3c4 c7c5 c2f5 d7c7 f5f6 c8f5 f6b6 f5e6
    // b1a3 d8d6 b6a6 d6a6 a3b1 e6h3 g2h3 f8h6 c4d4 c5d4 f1g2 h7g7 d2c2 d4c4 g2b7 e8f8 b1d2 c4b4
    // d2f3 g5g4 c1g5 c7d7 b2b3 h8h7 f3d4 f7f6 f2f4 f8e8 d4e6 g4h4 a1d1 g7g6 e6d8 b4c4
    (
        "rn1Nk1n1/p*1pp2r/*4ppb/6B1/P1p2P1p/1P5P/2P1P2P/3RK1NR w K - 2 25",
        &[37, 794, 28_300],
    ),
    // Our choice (see `EXTRA`).
    (
        "r3k2r/ppp2ppp/2n5/3qp3/4P3/2N2Q2/PPP2PPP/R3K2R w KQkq - 0 1",
        &[39, 1_705, 65_665],
    ),
    // Our choice (see `EXTRA`).
    (
        "r3k2r/ppp2ppp/2n5/3*p3/4P3/5Q2/PPP2PPP/R3K2R b KQkq - 0 1",
        &[30, 1_196, 35_661],
    ),
    // Our choice (see `EXTRA`).
    ("8/8/8/3k4/2qK4/8/8/8 w - - 0 1", &[2, 55, 229]),
];

#[test]
fn petrified() {
    check::<petrified::Petrified>(PETRIFIED);
}

/// `dobutsu`: pyffish 0.0.90, perft by recursing on legal_moves.
const DOBUTSU: &[Position] = &[
    // The start.
    ("gle/1c1/1C1/ELG[-] w 0 1", &[4, 17, 123, 976]),
    // Seed 3, 9 plies: b1c2 b4a3 c2c3 a4b4 c3c2 b4a4 b2b3 a4b4 C@a2
    ("1ge/lC1/C1L/E1G[] b - - 0 5", &[7, 48, 421, 3_249]),
    // Seed 7, 11 plies: b1c2 b4c3 b2b3 a4a3 c2b1 a3a4 a1b2 c3b4 C@a1 c4b3 b1a2
    ("gl1/1e1/LE1/C1G[c] b - - 1 6", &[12, 77, 694]),
    // Seed 272, 50 plies, with drops and pieces in hand: b2b3 a4a3 c1c2 b4a4 a1b2 a4b3 b2c1 b3a4
    // C@b4 a4b4 c2b2 C@a4 b2b3 a3a2 b1b2 a2a3 b2a1 C@c2 b3a3 b4b3 G@b2 c2c1+ a3a4 b3a4 b2a2 G@a3
    // a2a3 a4b3 C@b4 b3a3 G@a4 a3b2 a4a3 b2a2 a1b1 c4b3 a3b3 a2b3 b1c2 E@a3 c2c1 b3b2 C@c2 G@c3
    // E@c4 b2a2 c1b1 c3c2 b1c1 a2b2
    ("1CE/e2/1lg/2L[gc] w - - 2 26", &[4, 64, 489, 6_970]),
    // Our choice (see `EXTRA`).
    ("2l/L2/3/3[Cc] w - - 0 1", &[15, 172, 1_409]),
    // Our choice (see `EXTRA`).
    ("L2/1e1/2l/3[] b - - 0 1", &[7, 6, 40, 244, 1_060]),
    // Our choice (see `EXTRA`).
    ("1l1/3/1L1/3[C] w - - 0 1", &[18, 90, 942]),
];

#[test]
fn dobutsu() {
    check::<dobutsu::Dobutsu>(DOBUTSU);
}

/// `shoshogi`: pyffish 0.0.90, perft by recursing on legal_moves.
const SHOSHOGI: &[Position] = &[
    // The start.
    (
        "lnsgkgsnl/1r2e2b1/ppppppppp/9/9/9/PPPPPPPPP/1B2E2R1/LNSGKGSNL w 0 1",
        &[26, 676, 17_368],
    ),
    // Seed 1, 8 plies: g1g2 i9i8 b3b4 c9d8 c1c2 f9g8 f1f2 f7f6
    (
        "ln1gk1sn1/1r1se1gbl/ppppp1ppp/5p3/9/1P7/P1PPPPPPP/1BS1EGSR1/LN1GK2NL w - - 8 5",
        &[22, 528, 12_170],
    ),
    // Seed 2, 19 plies: a3a4 b7b6 a4a5 d9c8 h2i2 c7c6 g1h2 h7h6 f3f4 i9i8 c3c4 c8c7 b3b4 e9d9 a1a4
    // e8d8 b2g7+ d8e8 g7d4
    (
        "lnsk1gsn1/1r2e2bl/p1gppp2p/1pp4p1/P8/LPP+B1P3/3PP1PPP/4E2SR/1NSGKG1NL b - - 2 10",
        &[34, 1_172, 40_589],
    ),
    // Seed 101, 48 plies: d1c2 f7f6 e2d2 e8f7 a3a4 i7i6 c3c4 d9d8 e1f2 i9i8 d2c3 f9f8 f1e1 b7b6
    // c3b4 e7e6 b4a3 b8c8 e1d1 f8g8 b2e5 e9f9 e5c7+ c9b8 d3d4 d8e8 c7b6 b8b7 e3e4 h8i7 c2c3 c8c9
    // b6a7 i7g5 d1e1 g9f8 c3d3 f8e9 e1f1 c9d9 f2g2 b7b6 g1f2 i8i7 f2g1 a9a7 e4e5 e8e7
    (
        "1n1rsk1n1/6g2/l2pgeppl/1s2pp2p/4P1b2/P1PP5/EP1G1PPPP/6KR1/LNS2GSNL w - - 2 25",
        &[27, 1_064, 29_325],
    ),
    // Our choice (see `EXTRA`).
    ("4k4/9/9/4E4/9/9/9/9/4K4 w - - 0 1", &[15, 61, 946]),
    // Our choice (see `EXTRA`).
    ("4k4/9/9/9/9/9/9/3+E5/r3K4 w - - 0 1", &[11, 329, 3_971]),
    // Our choice (see `EXTRA`).
    ("4k4/4g4/9/9/9/9/9/3+E5/r8 w - - 0 1", &[5, 205, 1_333]),
];

#[test]
fn shoshogi() {
    check::<shoshogi::ShoShogi>(SHOSHOGI);
}

/// `janggi`: pyffish 0.0.90, perft by recursing on legal_moves.
const JANGGI: &[Position] = &[
    // The start.
    (
        "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1",
        &[32, 1_024, 33_000],
    ),
    // Seed 1, 8 plies: b1a3 e9e10 a4a5 e7f7 i1i2 f10f9 g4g5 h10i8
    (
        "rnbak1b1r/5a3/1c5cn/p1p2pp1p/9/P5P2/2P1P3P/NC5C1/4K3R/R1BA1ABN1 w - - 8 5",
        &[35, 974, 34_837],
    ),
    // Seed 2, 19 plies: a4b4 b10c8 a1a7 e9f9 a7c7 e7d7 d1e1 i7i6 c7c8 a10a3 i1i2 b8d8 e4f4 i6i5
    // e2f3 g7g6 f4e4 g6f6 h1g3
    (
        "2ba1abnr/5k3/2Rc3c1/3p5/5p3/8p/1PP1P1P1P/rC3KNC1/8R/1NB1AAB2 b - - 10 10",
        &[42, 1_694, 67_456],
    ),
    // Seed 101, 48 plies: e2d3 f10f9 h1i3 a7b7 i4h4 c7c6 d1e2 d10e10 h3h7 b8b6 e2f3 e9d9 c4d4 b7a7
    // d4d5 b6h6 b1c3 h10i8 i3h1 g10d8 d5c5 h6h1 f1e2 d9e9 i1i6 g7f7 g4f4 e7d7 a4b4 h1d1 e2f1
    // e10d10 b4a4 c6c5 i6i2 i10i9 i2i6 e9d9 i6i3 d7c7 h4h5 d9d9 e4e5 f7f6 a4b4 d9d9 i3h3 d9e9
    (
        "rnba5/4ka2r/3b3cn/p1p4Cp/5p3/2p1P2P1/1P3P3/1CNK1A1R1/9/R1Bc1AB2 w - - 14 25",
        &[47, 2_049, 95_704],
    ),
    // Our choice (see `EXTRA`).
    (
        "rn1a1a3/4k4/9/p1p3p1p/9/9/P1P3P1P/9/4K4/3A1A1NR w - - 0 1",
        &[5, 104, 2_308],
    ),
    // Our choice (see `EXTRA`).
    (
        "rn1a1a3/4k4/9/p1p3p1p/9/4C4/P1P3P1P/9/4K4/3A1A1NR w - - 0 1",
        &[28, 686, 18_618],
    ),
    // Our choice (see `EXTRA`).
    (
        "rn1a1a3/4k4/9/p1p3p1p/9/9/P1P3P1P/9/3rK4/3A1A1NR w - - 0 1",
        &[3, 68, 1_412],
    ),
];

#[test]
fn janggi() {
    check::<janggi::Janggi>(JANGGI);
}
