//! `alphabeta show`: positions pasted from the tools people use for each
//! game read, and are written back in the game's notation, with the side to
//! move and the legal moves. Counts of legal moves are the published
//! perft(1) figures where one exists (the Chess Programming Wiki's, and
//! Fairy-Stockfish's for Capablanca chess).

mod cli_support;

use cli_support::{alphabeta, stderr, stdout};
use serde_json::Value;

/// `show GAME --position TEXT --format json`, parsed.
fn show(game: &str, flag: &str, text: &str) -> Value {
    let arg = format!("--{flag}={text}");
    let out = alphabeta(&["show", game, &arg, "--format", "json"], "");
    assert!(out.status.success(), "{game} {text}: {}", stderr(&out));
    serde_json::from_str(stdout(&out).trim()).expect("one JSON object")
}

/// A pasted position, what `show` writes back, who is to move and how many
/// legal moves there are.
struct Pasted {
    game: &'static str,
    tool: &'static str,
    text: &'static str,
    back: &'static str,
    to_move: &'static str,
    moves: usize,
}

const PASTED: &[Pasted] = &[
    Pasted {
        game: "chess",
        tool: "the Chess Programming Wiki's Kiwipete",
        text: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        back: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        to_move: "White",
        moves: 48,
    },
    Pasted {
        game: "chess",
        tool: "the wiki's position 3, an EPD without clocks",
        text: "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -",
        back: "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        to_move: "White",
        moves: 14,
    },
    Pasted {
        game: "capablanca",
        tool: "Fairy-Stockfish's X-FEN",
        text: "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1",
        back: "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1",
        to_move: "White",
        moves: 28,
    },
    Pasted {
        game: "breakthrough",
        tool: "Fairy-Stockfish, with its castling, en-passant and clock fields",
        text: "1p2pp1p/2p2ppp/2P5/8/8/3P2P1/1p1P2PP/1PP1PP1P w - - 1 26",
        back: "1p2pp1p/2p2ppp/2P5/8/8/3P2P1/1p1P2PP/1PP1PP1P w",
        to_move: "White",
        moves: 21,
    },
    Pasted {
        game: "checkers",
        tool: "a PDN FEN tag, kings marked K",
        text: "B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29",
        back: "B:WK10,K15,18,24,27,28:B12,16,20,K22,K25,K29",
        to_move: "Black",
        moves: 5,
    },
    Pasted {
        game: "othello",
        tool: "Edax's board string",
        text: "---------------------------OX------XO--------------------------- X",
        back: "---------------------------OX------XO--------------------------- X",
        to_move: "Black",
        moves: 4,
    },
];

#[test]
fn positions_from_other_tools_are_read_and_written_back() {
    for p in PASTED {
        let shown = show(p.game, "position", p.text);
        assert_eq!(shown["type"], "position");
        assert_eq!(shown["position"], p.back, "{} from {}", p.game, p.tool);
        assert_eq!(shown["to_move"], p.to_move, "{} from {}", p.game, p.tool);
        let moves = shown["moves"].as_array().expect("an array of moves");
        assert_eq!(moves.len(), p.moves, "{} from {}", p.game, p.tool);
        assert_eq!(shown["outcome"], Value::Null);
    }
}

/// Pons' solver and its GUI write a game as the columns played, from 1.
#[test]
fn a_connect_four_game_as_pons_writes_it() {
    let shown = show("connect-four", "moves", "4453");
    assert_eq!(
        shown["position"],
        "......./......./......./......./...O.../..OXX.. X"
    );
    assert_eq!(shown["moves"].as_array().map(Vec::len), Some(7));
}

#[test]
fn the_text_output_says_the_same() {
    let out = alphabeta(&["show", "chess", "--position", PASTED[1].text], "");
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.contains(&format!("position  {}\n", PASTED[1].back)),
        "{text}"
    );
    assert!(text.contains("to move   White\n"), "{text}");
    assert!(text.contains("moves     14 legal: "), "{text}");
}

#[test]
fn a_finished_game_says_so() {
    // Fool's mate, the shortest checkmate.
    let shown = show("chess", "moves", "f3 e5 g4 Qh4#");
    assert_eq!(shown["outcome"], "Black wins");
    assert_eq!(shown["moves"].as_array().map(Vec::len), Some(0));
}

#[test]
fn a_field_that_contradicts_the_game_is_named() {
    let out = alphabeta(
        &[
            "show",
            "breakthrough",
            "--position",
            "1p2pp1p/2p2ppp/2P5/8/8/3P2P1/1p1P2PP/1PP1PP1P w KQkq - 1 26",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("`KQkq`"), "{}", stderr(&out));
    assert!(stdout(&out).is_empty());
}
