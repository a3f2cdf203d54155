//! Xiangqi and minixiangqi against Fairy-Stockfish, in the library and
//! through the `alphabeta` binary: perft from the start and from positions
//! reached by seeded random play (pyffish 0.0.90's counts, recursing on
//! `legal_moves`, as `tests/fairy/reference/pyffish_perft.py` wrote them;
//! the tests never run it), every command of the binary, `UCI_Variant`,
//! and a search that allocates nothing. Xiangqi's deeper start counts are
//! Fairy-Stockfish's own (`tests/perft.sh`); run them with
//! `cargo test --release --test xiangqi -- --ignored`.

mod cli_support;

use alphabeta::games::xiangqi::{Minixiangqi, Xiangqi};
use alphabeta::runtime::notation::{move_to_string, play_sequence, position_to_string};
use alphabeta::runtime::{perft, Game, Limits, Notation, SearchOptions, Searcher};
use cli_support::{alphabeta, stderr, stdout, Session};

#[path = "../alphabeta-runtime/tests/support/counting_alloc.rs"]
mod counting_alloc;

use counting_alloc::allocations_during;

const XIANGQI: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
const MINIXIANGQI: &str = "rcnkncr/p1ppp1p/7/7/7/P1PPP1P/RCNKNCR w - - 0 1";

/// Positions and their counts from depth 1.
type Counts = &'static [(&'static str, &'static [u64])];

const XIANGQI_COUNTS: Counts = &[
    (XIANGQI, &[44, 1_920, 79_666]),
    // Seed 1, 8 plies.
    (
        "r1baka1nr/9/2n1b3c/p1p1p1p1p/9/8P/P1P1P1PC1/1c5C1/8R/RNBAKABN1 w - - 8 5",
        &[43, 1_662, 70_314],
    ),
    // Seed 2, 19 plies.
    (
        "rn2ka2r/2c1a4/c3b1n1b/p1p5p/4p1p2/8C/P1P1P1P1P/9/8R/RNBAKABN1 b - - 7 10",
        &[35, 1_281, 45_018],
    ),
    // Seed 101, 48 plies.
    (
        "3ak1n2/r3a4/b1n5b/p1p2c1r1/2P1p1p2/6P1p/P7R/1C1A2N1B/9/RNBAK4 w - - 16 25",
        &[41, 1_737, 67_258],
    ),
];

const MINIXIANGQI_COUNTS: Counts = &[
    (MINIXIANGQI, &[19, 331, 6_664]),
    // Seed 1, 8 plies.
    (
        "r1nkn1r/p1pp2p/4pc1/1C5/1c1P2P/P1P1P2/RCNKN1R w - - 8 5",
        &[27, 614, 15_564],
    ),
    // Seed 2, 19 plies.
    (
        "r2knc1/np1ppp1/2p2r1/2P4/5P1/1PP2PN/1RNK2R b - - 11 10",
        &[18, 286, 5_820],
    ),
    // Seed 101, 48 plies: both generals out of their first cells.
    (
        "c2kn1r/np1pp2/3r3/4RpC/1C1PP2/N1PK3/3RN2 w - - 21 25",
        &[31, 796, 22_580],
    ),
];

fn check<G: Game + Notation>(positions: Counts) {
    for (fen, counts) in positions {
        let position = G::parse_position(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        // Without a draw by rule the game keeps no half-move clock: the
        // board, the side to move and the empty fields read back.
        let fields = |text: &str| text.split(' ').take(4).collect::<Vec<_>>().join(" ");
        assert_eq!(fields(&position_to_string(&position)), fields(fen));
        for (depth, &count) in (1..).zip(counts.iter()) {
            assert_eq!(perft(&position, depth), count, "perft({depth}) of {fen}");
        }
    }
}

#[test]
fn xiangqi_against_fairy_stockfish() {
    check::<Xiangqi>(XIANGQI_COUNTS);
    assert_eq!(Xiangqi::parse_position(XIANGQI).unwrap(), Xiangqi::start());
}

#[test]
fn minixiangqi_against_fairy_stockfish() {
    check::<Minixiangqi>(MINIXIANGQI_COUNTS);
    assert_eq!(
        Minixiangqi::parse_position(MINIXIANGQI).unwrap(),
        Minixiangqi::start()
    );
}

#[test]
#[ignore = "deep: run in release"]
fn xiangqi_deep_against_fairy_stockfish() {
    assert_eq!(perft(&Xiangqi::start(), 4), 3_290_240);
    assert_eq!(perft(&Xiangqi::start(), 5), 133_312_995);
}

/// The rules one at a time, on positions of our own.
#[test]
fn cannons_horses_palaces_and_facing_generals() {
    let moves = |fen: &str| -> Vec<String> {
        let position = Xiangqi::parse_position(fen).unwrap();
        let mut list = <Xiangqi as Game>::Moves::default();
        position.generate(&mut list);
        list.as_slice()
            .iter()
            .map(|&mv| move_to_string(&position, mv))
            .collect()
    };
    // The cannon on b3 takes b10 over the screen on b8, not the one on b8.
    let cannon = moves("1r2k4/9/1p7/9/9/9/9/1C7/9/3K5 w - - 0 1");
    assert!(cannon.contains(&"b3b10".to_string()), "{cannon:?}");
    assert!(!cannon.contains(&"b3b8".to_string()), "{cannon:?}");
    // A horse on b1 blocked by a piece on b2 leaps neither to a3 nor c3.
    let horse = moves("4k4/9/9/9/9/9/9/9/1P7/1N1K5 w - - 0 1");
    assert!(
        !horse.iter().any(|m| m == "b1a3" || m == "b1c3"),
        "{horse:?}"
    );
    assert!(horse.contains(&"b1d2".to_string()), "{horse:?}");
    // The general keeps to the palace: from d1 never to c1.
    let palace = moves("4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1");
    assert!(!palace.contains(&"d1c1".to_string()), "{palace:?}");
    // Facing generals: the red general may not step onto the open e-file.
    assert!(!palace.contains(&"d1e1".to_string()), "{palace:?}");
    assert!(palace.contains(&"d1d2".to_string()), "{palace:?}");
    // A red soldier across the river steps sideways; one at home does not.
    let soldiers = moves("3k5/9/9/4P4/9/9/P8/9/9/5K3 w - - 0 1");
    assert!(soldiers.contains(&"e7d7".to_string()), "{soldiers:?}");
    assert!(!soldiers.contains(&"a4b4".to_string()), "{soldiers:?}");
}

/// A search (which generates, orders, evaluates and plays out captures)
/// and a perft allocate nothing once the searcher is built.
#[test]
fn searching_xiangqi_allocates_nothing() {
    for fen in [XIANGQI_COUNTS[1].0, MINIXIANGQI_COUNTS[3].0] {
        if fen.contains('9') {
            allocation_free::<Xiangqi>(fen);
        } else {
            allocation_free::<Minixiangqi>(fen);
        }
    }
}

fn allocation_free<G: Notation>(fen: &str) {
    let position = G::parse_position(fen).unwrap();
    let mut searcher = Searcher::<G>::new(SearchOptions {
        hash_mib: 1,
        ..SearchOptions::default()
    });
    searcher.set_history(&[position.hash_key(), 1, 2, 3]);
    let ((result, leaves), count) = allocations_during(|| {
        (
            searcher.search(&position, &Limits::depth(3)),
            perft(&position, 2),
        )
    });
    assert_eq!(count, 0, "{fen}: {count} allocations");
    assert!(result.best_move.is_some() && leaves > 0);
}

/// `alphabeta perft` counts what the library counts.
#[test]
fn perft_through_the_binary() {
    for (game, positions) in [
        ("xiangqi", XIANGQI_COUNTS),
        ("minixiangqi", MINIXIANGQI_COUNTS),
    ] {
        for (fen, counts) in positions {
            let depth = counts.len().to_string();
            let o = alphabeta(&["perft", game, &depth, "--position", fen], "");
            assert!(o.status.success(), "{game} {fen}: {}", stderr(&o));
            let last = counts.last().unwrap().to_string();
            assert_eq!(stdout(&o).lines().last(), Some(last.as_str()), "{fen}");
        }
    }
}

/// Every command of the binary works for both games; `solve` and `play`
/// from a position where red mates in one.
#[test]
fn every_command_plays_xiangqi() {
    for (game, mate) in [
        ("xiangqi", "3k5/1R7/9/9/9/9/9/9/9/R4K3 w - - 0 1"),
        ("minixiangqi", "3k3/1R5/7/7/7/7/R3K2 w - - 0 1"),
    ] {
        let o = alphabeta(&["show", game], "");
        assert!(o.status.success(), "{}", stderr(&o));
        assert!(stdout(&o).contains("to move   Red"), "{}", stdout(&o));
        let o = alphabeta(&["analyze", game, "--depth", "3"], "");
        assert!(o.status.success(), "{}", stderr(&o));
        let o = alphabeta(&["trace", game, "--depth", "2"], "");
        assert!(o.status.success(), "{}", stderr(&o));
        let o = alphabeta(&["solve", game, "--position", mate], "");
        assert!(o.status.success(), "{}", stderr(&o));
        assert!(stdout(&o).contains("win 1"), "{}", stdout(&o));
        let o = alphabeta(
            &[
                "play",
                game,
                "--human",
                "none",
                "--depth",
                "2",
                "--position",
                mate,
            ],
            "",
        );
        assert!(o.status.success(), "{}", stderr(&o));
        let o = alphabeta(
            &[
                "match", game, "--first", "depth=1", "--second", "depth=1", "--games", "2",
            ],
            "",
        );
        assert!(o.status.success(), "{}", stderr(&o));
    }
}

/// `UCI_Variant` names both games as Fairy-Stockfish does, and the engine
/// answers in its moves.
#[test]
fn uci_speaks_xiangqi() {
    for (variant, fen) in [("xiangqi", XIANGQI), ("minixiangqi", MINIXIANGQI)] {
        let mut engine = Session::start(&["uci"]);
        engine.send(&format!("setoption name UCI_Variant value {variant}"));
        engine.send("isready");
        while engine.next_line() != "readyok" {}
        engine.send(&format!("position fen {fen}"));
        engine.send("go depth 2");
        let best = loop {
            let line = engine.next_line();
            if let Some(mv) = line.strip_prefix("bestmove ") {
                break mv.split_whitespace().next().unwrap().to_string();
            }
        };
        if variant == "xiangqi" {
            assert!(play_sequence(Xiangqi::parse_position(fen).unwrap(), [best.as_str()]).is_ok());
        } else {
            assert!(
                play_sequence(Minixiangqi::parse_position(fen).unwrap(), [best.as_str()]).is_ok()
            );
        }
        engine.send("quit");
        assert!(engine.finish().success());
    }
}
