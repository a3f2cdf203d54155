//! Perft of every declared variant against Fairy-Stockfish, as pyffish
//! 0.0.90 counts it: the start position and positions reached by seeded
//! random play, each to the depths pyffish counted in reasonable time.
//!
//! The counts are pyffish's, written here as literals by
//! `reference/pyffish_perft.py --rust` (which the tests never run). pyffish's
//! perft recurses on `legal_moves`; a position where `is_immediate_game_end`
//! holds counts zero, as `perft` counts a game that has ended. The positions
//! are pyffish's FENs, except where noted: flipping games read Edax board
//! strings, and the games without castling whose FEN puts the clocks right
//! after the side to move get empty castling and en-passant fields (defect
//! 4; `fairy_stockfish_fens_with_clocks_after_the_side` reads them as
//! pyffish writes them).

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

/// Defect 4: pyffish writes the start of these games with the clocks right
/// after the side to move, and our notation refuses it.
#[test]
#[ignore = "defect 4: FENs whose clocks follow the side to move are refused"]
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
    // Seed 2, 19 plies: e1d2 b8a7 d2c1 d8e7 c1b2 e7f6 b2c1 f8g7 c1b2 a7b6 b2a3 f6g5 a3b4 g7h6 b4c3 h8g7 c3d4 g7f6 d4e3
    (
        "8/8/1h3h1h/6h1/8/4F3/8/8 b - - 19 10",
        &[5, 19, 99, 360, 1_936],
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
    // Seed 2, 19 plies: a2b3 b7a6 b2a3 d7e6 b1b2 h7h6 h2g3 c8d7 c2d3 g8h7 b3c4 h6g5 a3a4 g5g4 g2h3 c7b6 d3d4 g7f6 d2d3
    (
        "pp1ppp1p/p2ppp1p/pp2pp2/8/P1PP2p1/3P2PP/1P2PP2/P1PPPPPP b - - 19 10",
        &[25, 770, 19_607],
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
    // Seed 2, 19 plies: a2a4 b7b5 a4a5 e7e6 b1c3 g7g5 g2g3 h7h5 c3b1 d7d5 g1h3 d8e7 h3f4 b8a6 f4e6 f7f5 b2b3 g5g4 e6g5
    (
        "r1b1kbnr/p1p1q3/n7/Pp1p1pNp/6p1/1P4P1/2PPPP1P/RNBQKB1R b KQkq - 1 10",
        &[37, 964, 36_644],
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
    // Seed 2, 19 plies: a2a4 b7b5 a4a5 e7e6 b1c3 g7g5 g2g3 h7h5 c3b1 d7d5 g1h3 d8e7 h3f4 b8a6 f4e6 f7f5 b2b3 g5g4 e6g5
    (
        "r1b1kbnr/p1p1q3/n7/Pp1p1pNp/6p1/1P4P1/2PPPP1P/RNBQKB1R b KQkq - 1 10",
        &[37, 964, 36_644],
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
];

#[test]
fn nocastle() {
    check::<nocastle::NoCastle>(NOCASTLE);
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
    // Seed 2, 19 plies: a2a4 b7b5 a4b5 e7e6 a1a7 a8a7 d2d4 c8b7 f2f3 b7f3 g2f3 c7c5 d4c5 f8c5 d1d7 e8d7 e1d2 c5g1 h1g1
    (
        "1n1q2nr/r2k1ppp/4p3/1P6/8/5P2/1PPKP2P/1NB2BR1 b - - 0 10",
        &[37, 43, 679],
    ),
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
    // Seed 2, 19 plies: e2e3 a4a3 b1c3 a5a4 c3b5 a4a5 e3d4 d5d4 b5c3 d4e3 c3e2 e3d3 a1b1 c5d4 c2c3 d3e3 d2d3 e3d2 e1d2
    ("r3k/1ppbp/p1PP1/PP1KN/1RBQ1 b - - 0 10", &[14, 146, 1_709]),
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
    // Seed 2, 19 plies: P@c5 P@c4 P@b3 P@c6 P@c7 P@b7 P@e3 P@c8 P@e6 P@c3 P@b6 P@a5 P@b4 P@f6 P@g6 P@f4 P@d3 P@g7 P@h8
    (
        "-----------------XXXX----XXXOO--O-XXX----OO-XXX--OO---X---O----X O",
        &[7, 69, 631],
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
    // Seed 2, 19 plies: j2j4 a7a6 b1a3 b7b5 d2d4 j7j5 c1f4 i7i5 i1j3 j8j6 f4d2 g7g5 j3h4 e7e6 h4j5 b5b4 j4i5 c8d6 h1i1
    (
        "rn1bqkbcn1/2pp1p1p2/p2ap4r/6p1PN/1p1P6/N9/PPPAPPPPP1/R2BQKB1CR b KQq - 2 10",
        &[42, 1_675, 71_478],
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
];

#[test]
fn gothic() {
    check::<gothic::Gothic>(GOTHIC);
}
