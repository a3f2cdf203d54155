//! `alphabeta uci` driven through a pipe, line by line, as a GUI drives it:
//! the handshake, searches to a depth and until `stop`, the answers while a
//! search runs, finished games, bad input, repetitions from the game's
//! history, and the variants. Every wait has a time limit
//! (`cli_support::ANSWER_TIMEOUT`), so an engine that fails to answer fails
//! the test instead of hanging it.

mod cli_support;

use alphabeta::games::chess::{Capablanca, Chess, LosAlamos};
use alphabeta::runtime::notation::play_sequence;
use alphabeta::runtime::{Game, Notation};
use cli_support::Session;
use std::io::Write;
use std::process::Stdio;

/// A rook mates on the back rank: `a1a8` is mate in one.
const BACK_RANK_MATE: &str = "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1";

/// What a search wrote: its `info` lines and the move of `bestmove`.
struct Answer {
    infos: Vec<String>,
    best: String,
}

impl Answer {
    /// The value of `key` in the last `info` line that has it.
    fn last(&self, key: &str) -> Option<String> {
        self.infos.iter().rev().find_map(|line| field(line, key))
    }
}

/// The words after `key` in an `info` line, up to the next key: `score`
/// gives `cp 35` or `mate 2`, `pv` the whole line of moves.
fn field(line: &str, key: &str) -> Option<String> {
    const KEYS: [&str; 9] = [
        "depth", "seldepth", "score", "nodes", "nps", "hashfull", "time", "pv", "string",
    ];
    let words: Vec<&str> = line.split_whitespace().collect();
    let at = words.iter().position(|&w| w == key)?;
    let value: Vec<&str> = words[at + 1..]
        .iter()
        .take_while(|w| !KEYS.contains(w))
        .copied()
        .collect();
    Some(value.join(" "))
}

/// Reads until `bestmove`, keeping the `info` lines.
fn answer(engine: &Session) -> Answer {
    let mut infos = Vec::new();
    loop {
        let line = engine.next_line();
        if let Some(best) = line.strip_prefix("bestmove ") {
            return Answer {
                infos,
                best: best.split_whitespace().next().unwrap().to_string(),
            };
        }
        if line.starts_with("info") {
            infos.push(line);
        }
    }
}

/// Sends `position` and `go`, and reads the answer.
fn search(engine: &mut Session, position: &str, go: &str) -> Answer {
    engine.send(position);
    engine.send(go);
    answer(engine)
}

/// Whether `moves` (UCI, space-separated) can be played one after the
/// other from `fen` in `G`.
fn legal<G: Notation>(fen: &str, moves: &str) -> bool {
    let start = G::parse_position(fen).unwrap();
    play_sequence(start, moves.split_whitespace()).is_ok()
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

/// Sends `uci` and reads the lines before `uciok`.
fn handshake(engine: &mut Session) -> Vec<String> {
    engine.send("uci");
    let mut lines = Vec::new();
    loop {
        let line = engine.next_line();
        if line == "uciok" {
            return lines;
        }
        lines.push(line);
    }
}

#[test]
fn uci_names_the_engine_and_its_options() {
    let mut engine = Session::start(&["uci"]);
    let lines = handshake(&mut engine);
    assert!(lines[0].starts_with("id name alphabeta"), "{lines:?}");
    assert!(
        lines.iter().any(|l| l.starts_with("id author")),
        "{lines:?}"
    );
    for option in [
        "option name Hash type spin default 64 min 1 max",
        "option name Threads type spin default 1 min 1 max",
        "option name Clear Hash type button",
        "option name UCI_Variant type combo default chess var chess var losalamos \
         var kingofthehill var antichess var capablanca var 3check var 5check",
    ] {
        assert!(
            lines.iter().any(|l| l.starts_with(option)),
            "no `{option}` in {lines:?}"
        );
    }
    engine.send("isready");
    assert_eq!(engine.next_line(), "readyok");
    engine.send("quit");
    assert!(engine.finish().success());
}

#[test]
fn go_depth_reports_every_iteration_and_a_legal_move() {
    let mut engine = Session::start(&["uci"]);
    let moves = "e2e4 e7e5 g1f3";
    let found = search(
        &mut engine,
        &format!("position startpos moves {moves}"),
        "go depth 4",
    );
    let depths: Vec<String> = found
        .infos
        .iter()
        .filter_map(|l| field(l, "depth"))
        .collect();
    assert_eq!(depths, ["1", "2", "3", "4"], "{:?}", found.infos);
    for info in &found.infos {
        for key in [
            "seldepth", "score", "nodes", "nps", "hashfull", "time", "pv",
        ] {
            assert!(field(info, key).is_some(), "no {key} in `{info}`");
        }
        let score = field(info, "score").unwrap();
        assert!(
            score.starts_with("cp ") || score.starts_with("mate "),
            "{info}"
        );
        // The principal variation is a line of legal moves, in UCI.
        let pv = field(info, "pv").unwrap();
        assert!(legal::<Chess>(START, &format!("{moves} {pv}")), "{info}");
    }
    assert!(legal::<Chess>(START, &format!("{moves} {}", found.best)));
    assert_eq!(
        found.last("pv").unwrap().split(' ').next(),
        Some(found.best.as_str())
    );
}

#[test]
fn stop_ends_an_infinite_search_and_isready_is_answered_during_it() {
    let mut engine = Session::start(&["uci"]);
    engine.send("position startpos");
    engine.send("go infinite");
    engine.line_where(|l| l.starts_with("info depth"));
    engine.send("isready");
    let line = engine.line_where(|l| !l.starts_with("info"));
    assert_eq!(line, "readyok", "the search answered before its stop");
    engine.send("stop");
    let found = answer(&engine);
    assert!(legal::<Chess>(START, &found.best), "{}", found.best);
    engine.send("quit");
    assert!(engine.finish().success());
}

#[test]
fn an_infinite_search_waits_for_stop_even_once_mate_is_proven() {
    let mut engine = Session::start(&["uci"]);
    engine.send(&format!("position fen {BACK_RANK_MATE}"));
    engine.send("go infinite");
    engine.line_where(|l| field(l, "score").as_deref() == Some("mate 1"));
    // The search has ended; its best move must still wait for `stop`.
    engine.send("isready");
    let line = engine.line_where(|l| !l.starts_with("info"));
    assert_eq!(line, "readyok");
    engine.send("stop");
    assert_eq!(answer(&engine).best, "a1a8");
}

#[test]
fn quit_ends_a_running_search() {
    let mut engine = Session::start(&["uci"]);
    engine.send("position startpos");
    engine.send("go infinite");
    engine.line_where(|l| l.starts_with("info depth"));
    engine.send("quit");
    assert!(engine.finish().success());
}

#[test]
fn mates_are_counted_in_moves_from_the_side_to_move() {
    let mut engine = Session::start(&["uci"]);
    let found = search(
        &mut engine,
        &format!("position fen {BACK_RANK_MATE}"),
        "go depth 3",
    );
    assert_eq!(found.best, "a1a8");
    assert_eq!(found.last("score").as_deref(), Some("mate 1"));
    // Black to move, mated by Ra1 whatever it does.
    let found = search(
        &mut engine,
        "position fen k7/2K4p/8/8/8/8/8/1R6 b - - 0 1",
        "go depth 4",
    );
    assert_eq!(found.last("score").as_deref(), Some("mate -1"));
}

/// Légal's mate: 1. e4 e5 2. Nf3 d6 3. Bc4 Bg4 4. Nc3 g6 5. Nxe5 Bxd1??, and
/// 6. Bxf7+ Ke7 7. Nd5#; Bxf7+ is the only mate in two.
const MATE_IN_TWO: &str = "rn1qkbnr/ppp2p1p/3p2p1/4N3/2B1P3/2N5/PPPP1PPP/R1BbK2R w KQkq - 0 6";

#[test]
fn a_mate_in_two_is_found_and_scored_in_moves() {
    let mut engine = Session::start(&["uci"]);
    let position = format!("position fen {MATE_IN_TWO}");
    let found = search(&mut engine, &position, "go depth 4");
    assert_eq!(found.best, "c4f7");
    assert_eq!(found.last("score").as_deref(), Some("mate 2"));
    assert!(legal::<Chess>(MATE_IN_TWO, &found.last("pv").unwrap()));
    // `go mate 2` searches deep enough to see such a mate.
    let found = search(&mut engine, &position, "go mate 2");
    assert_eq!(found.best, "c4f7");
    assert_eq!(found.last("score").as_deref(), Some("mate 2"));
    // After the only defence, the mate in one; and the mated side sees it.
    let found = search(&mut engine, &format!("{position} moves c4f7"), "go depth 3");
    assert_eq!(found.best, "e8e7");
    assert_eq!(found.last("score").as_deref(), Some("mate -1"));
    let found = search(
        &mut engine,
        &format!("{position} moves c4f7 e8e7"),
        "go depth 2",
    );
    assert_eq!(found.best, "c3d5");
    assert_eq!(found.last("score").as_deref(), Some("mate 1"));
    engine.send("quit");
    assert!(engine.finish().success());
}

#[test]
fn a_finished_game_has_no_best_move() {
    let mut engine = Session::start(&["uci"]);
    // Fool's mate: white is mated.
    let found = search(
        &mut engine,
        "position startpos moves f2f3 e7e5 g2g4 d8h4",
        "go depth 3",
    );
    assert_eq!(found.best, "(none)");
    assert_eq!(found.last("score").as_deref(), Some("mate 0"));
    // Stalemate: a draw.
    let found = search(
        &mut engine,
        "position fen 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
        "go movetime 100",
    );
    assert_eq!(found.best, "(none)");
    assert_eq!(found.last("score").as_deref(), Some("cp 0"));
}

#[test]
fn bad_input_is_reported_and_the_engine_goes_on() {
    let mut engine = Session::start(&["uci"]);
    for (line, error) in [
        (
            "position fen rnbqkbnr/pppppppp/8/8 w KQkq - 0 1",
            "info string error: position: ",
        ),
        (
            "position fen 8/8/8/8/8/8/8/8 w - - 0 1",
            "info string error: position: ",
        ),
        (
            "position startpos moves e2e4 e7e4",
            "info string error: position: `e7e4`",
        ),
        ("position", "info string error: position: expected"),
        ("go depth ten", "info string error: go:"),
        (
            "setoption name Hash value lots",
            "info string error: Hash wants a number",
        ),
        (
            "setoption name UCI_Variant value bughouse",
            "info string error: no variant",
        ),
        (
            "setoption name Contempt value 10",
            "info string error: no option",
        ),
        ("frobnicate", "info string unknown command: frobnicate"),
    ] {
        engine.send(line);
        let said = engine.next_line();
        assert!(said.starts_with(error), "`{line}` gave `{said}`");
    }
    // Words before a command are skipped, as the protocol says.
    engine.send("joho isready");
    assert_eq!(engine.next_line(), "readyok");
    // The moves before the bad one stand: black is to move after e2e4.
    engine.send("position startpos moves e2e4 e7e4");
    engine.next_line();
    engine.send("go depth 2");
    let found = answer(&engine);
    assert!(legal::<Chess>(START, &format!("e2e4 {}", found.best)));
    engine.send("quit");
    assert!(engine.finish().success());
}

#[test]
fn a_line_that_is_not_utf8_is_a_bad_line_and_no_more() {
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_alphabeta"))
        .arg("uci")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    input.write_all(b"\xff\xfe bad\nisready\n").unwrap();
    drop(input);
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{}", cli_support::stderr(&out));
    let said = cli_support::stdout(&out);
    let lines: Vec<&str> = said.lines().collect();
    assert_eq!(lines.len(), 2, "{said}");
    assert!(lines[0].starts_with("info string "), "{said}");
    assert_eq!(lines[1], "readyok");
}

#[test]
fn a_position_repeated_from_the_game_history_is_a_draw() {
    // `draw: repetition` reaches the searcher.
    const { assert!(Chess::REPETITION_DRAWS) };
    // Black is a queen up; white's only hope is to repeat the position.
    let queenless = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1";
    let mut engine = Session::start(&["uci"]);
    let alone = search(
        &mut engine,
        &format!("position fen {queenless}"),
        "go depth 3",
    );
    let cp: i32 = alone.last("score").unwrap()[3..].parse().unwrap();
    assert!(cp < -500, "without a history, white is lost: {cp}");
    // After Nf3 Nf6 Ng1 Ng8, Nf3 brings back a position of the game.
    let found = search(
        &mut engine,
        &format!("position fen {queenless} moves g1f3 g8f6 f3g1 f6g8"),
        "go depth 3",
    );
    assert_eq!(found.best, "g1f3");
    assert_eq!(found.last("score").as_deref(), Some("cp 0"));
}

#[test]
fn uci_variant_switches_the_rules() {
    let mut engine = Session::start(&["uci"]);
    // Antichess: after e3 b5 the capture Bxb5 is forced.
    engine.send("setoption name UCI_Variant value antichess");
    let found = search(
        &mut engine,
        "position startpos moves e2e3 b7b5",
        "go depth 2",
    );
    assert_eq!(found.best, "f1b5");
    // King of the Hill: the king steps onto d4 and wins.
    engine.send("setoption name UCI_Variant value KingOfTheHill");
    let found = search(
        &mut engine,
        "position fen 8/8/8/8/8/2K5/8/k7 w - - 0 1",
        "go depth 2",
    );
    assert_eq!(found.best, "c3d4");
    assert_eq!(found.last("score").as_deref(), Some("mate 1"));
    // Capablanca chess, on 10x8, with the options kept.
    engine.send("setoption name Hash value 8");
    engine.send("setoption name UCI_Variant value capablanca");
    let options = handshake(&mut engine);
    assert!(
        options.contains(&"option name Hash type spin default 8 min 1 max 32768".to_string()),
        "{options:?}"
    );
    assert!(
        options
            .iter()
            .any(|l| l.starts_with("option name UCI_Variant type combo default capablanca ")),
        "{options:?}"
    );
    let found = search(&mut engine, "position startpos moves f2f4", "go depth 2");
    let capablanca = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1";
    assert!(legal::<Capablanca>(
        capablanca,
        &format!("f2f4 {}", found.best)
    ));
    engine.send("quit");
    assert!(engine.finish().success());
}

#[test]
fn variants_are_known_by_their_catalog_names_too() {
    for (args, option) in [
        (&["uci", "los-alamos"][..], None),
        (&["uci", "losalamos"][..], None),
        (&["uci"][..], Some("los-alamos")),
        (&["uci"][..], Some("LosAlamos")),
    ] {
        let mut engine = Session::start(args);
        if let Some(name) = option {
            engine.send(&format!("setoption name UCI_Variant value {name}"));
        }
        let options = handshake(&mut engine);
        assert!(
            options
                .iter()
                .any(|l| l.starts_with("option name UCI_Variant type combo default losalamos ")),
            "{args:?} {option:?}: {options:?}"
        );
        let found = search(&mut engine, "position startpos", "go depth 2");
        assert!(
            play_sequence(LosAlamos::start(), [found.best.as_str()]).is_ok(),
            "{args:?} {option:?}: {}",
            found.best
        );
        engine.send("quit");
        assert!(engine.finish().success());
    }
}

#[test]
fn threads_and_hash_rebuild_the_searcher() {
    let mut engine = Session::start(&["uci", "--threads", "2", "--hash", "4"]);
    let options = handshake(&mut engine);
    assert!(
        options
            .iter()
            .any(|l| l.starts_with("option name Threads type spin default 2 ")),
        "{options:?}"
    );
    engine.send("setoption name Threads value 3");
    engine.send("setoption name Hash value 2");
    engine.send("ucinewgame");
    engine.send("isready");
    assert_eq!(engine.next_line(), "readyok");
    let found = search(
        &mut engine,
        "position startpos moves d2d4",
        "go nodes 20000",
    );
    assert!(legal::<Chess>(START, &format!("d2d4 {}", found.best)));
    engine.send("quit");
    assert!(engine.finish().success());
}

#[test]
fn a_game_outside_the_chess_family_is_refused() {
    let out = cli_support::alphabeta(&["uci", "connect-four"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(cli_support::stderr(&out).contains("chess"));
    let out = cli_support::alphabeta(&["uci", "chesss"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(cli_support::stderr(&out).contains("did you mean `chess`"));
}
