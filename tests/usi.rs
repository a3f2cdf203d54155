//! `alphabeta usi` driven through a pipe, line by line, as a shogi GUI
//! drives it: the handshake and the options, positions by `startpos` and by
//! SFEN, searches to a depth, on byoyomi and until `stop`, `go mate`, games
//! that are over, bad input of every kind, and tsume from published
//! collections solved at their published length. Every wait has a time
//! limit (`cli_support::ANSWER_TIMEOUT`), so an engine that fails to answer
//! fails the test instead of hanging it.

mod cli_support;

use cli_support::{alphabeta, stderr, Session};

/// What a search wrote: its `info` lines and the word after `bestmove`.
struct Answer {
    infos: Vec<String>,
    best: String,
}

impl Answer {
    /// The words after `score` in the last `info` line that has one.
    fn score(&self) -> Option<String> {
        self.infos.iter().rev().find_map(|line| {
            let words: Vec<&str> = line.split_whitespace().collect();
            let at = words.iter().position(|&w| w == "score")?;
            Some(words.get(at + 1..at + 3)?.join(" "))
        })
    }
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

/// Sends `position` and `go mate`, and reads the words after `checkmate`.
fn checkmate(engine: &mut Session, position: &str, go: &str) -> String {
    engine.send(position);
    engine.send(go);
    let line = engine.line_where(|l| l.starts_with("checkmate"));
    line["checkmate".len()..].trim().to_string()
}

/// Sends `usi` and reads the lines before `usiok`.
fn handshake(engine: &mut Session) -> Vec<String> {
    engine.send("usi");
    let mut lines = Vec::new();
    loop {
        let line = engine.next_line();
        if line == "usiok" {
            return lines;
        }
        lines.push(line);
    }
}

/// Sends `isready` and waits for `readyok`: every command before it is done.
fn sync(engine: &mut Session) {
    engine.send("isready");
    engine.line_where(|l| l == "readyok");
}

/// Reads lines up to the next `readyok`, after sending `isready`.
fn lines_until_ready(engine: &mut Session) -> Vec<String> {
    engine.send("isready");
    let mut lines = Vec::new();
    loop {
        let line = engine.next_line();
        if line == "readyok" {
            return lines;
        }
        lines.push(line);
    }
}

#[test]
fn usi_speaks_for_the_shogi_family_only() {
    let out = alphabeta(&["usi", "chess"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("usi speaks for shogi and minishogi, not chess"));
    let out = alphabeta(&["usi", "shgoi"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("unknown game `shgoi`"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn usi_names_the_engine_and_its_options() {
    let mut engine = Session::start(&["usi"]);
    let lines = handshake(&mut engine);
    assert!(lines[0].starts_with("id name alphabeta"), "{lines:?}");
    assert!(lines.iter().any(|l| l.starts_with("id author")));
    for option in [
        "option name USI_Hash type spin default 64 min 1 max",
        "option name Threads type spin default 1 min 1 max",
        "option name USI_Ponder type check default false",
    ] {
        assert!(
            lines.iter().any(|l| l.starts_with(option)),
            "no `{option}` in {lines:?}"
        );
    }
    engine.send("setoption name USI_Hash value 8");
    engine.send("setoption name USI_Ponder value false");
    engine.send("setoption name Threads value 2");
    assert!(lines_until_ready(&mut engine).is_empty());
    engine.send("quit");
    assert!(engine.finish().success());
}

#[test]
fn a_game_is_played_from_the_start_and_from_an_sfen() {
    let mut engine = Session::start(&["usi", "shogi", "--hash", "8"]);
    handshake(&mut engine);
    // 1. P-7f P-3d: sente to move, either way the position is written. A
    // new game empties the table, so that both searches start alike.
    engine.send("usinewgame");
    let start = search(
        &mut engine,
        "position startpos moves 7g7f 3c3d",
        "go depth 2",
    );
    engine.send("usinewgame");
    let sfen = search(
        &mut engine,
        "position sfen lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3",
        "go depth 2",
    );
    assert_eq!(start.best, sfen.best, "the same position, the same search");
    // The bishops can be exchanged: 8h2b+ is legal, and written with its `+`.
    let after = search(
        &mut engine,
        "position startpos moves 7g7f 3c3d 8h2b+ 3a2b",
        "go depth 1",
    );
    assert!(after.best.len() >= 4, "{} is not a USI move", after.best);
    // A drop from the hand: sente has a bishop.
    let drop = search(
        &mut engine,
        "position startpos moves 7g7f 3c3d 8h2b+ 3a2b B*4e",
        "go depth 1",
    );
    assert!(!drop.best.is_empty());
    // On byoyomi with the clock run out, the engine still answers.
    let timed = search(
        &mut engine,
        "position startpos",
        "go btime 0 wtime 0 byoyomi 300",
    );
    assert!(!timed.best.is_empty());
    // And on a clock with an increment (Fischer time, in USI binc/winc).
    let fischer = search(
        &mut engine,
        "position startpos moves 7g7f",
        "go btime 2000 wtime 2000 binc 100 winc 100",
    );
    assert!(!fischer.best.is_empty());
    // Scores are in centipawns or in plies to mate.
    let score = start.score().unwrap();
    assert!(
        score.starts_with("cp ") || score.starts_with("mate "),
        "{score}"
    );
    engine.send("gameover draw");
    engine.send("quit");
    assert!(engine.finish().success());
}

#[test]
fn infinite_searches_wait_for_stop() {
    let mut engine = Session::start(&["usi", "shogi", "--hash", "8"]);
    engine.send("position startpos");
    engine.send("go infinite");
    // The engine still answers while it thinks.
    sync(&mut engine);
    engine.send("stop");
    let answer = answer(&engine);
    assert!(!answer.best.is_empty());
    engine.send("quit");
    assert!(engine.finish().success());
}

#[test]
fn bad_input_is_reported_and_ignored() {
    let mut engine = Session::start(&["usi", "shogi", "--hash", "8"]);
    for (line, error) in [
        ("position sfen 9/9 b - 1", "position: bad SFEN"),
        (
            "position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL x - 1",
            "the side to move is b (sente) or w (gote)",
        ),
        ("position startpos moves 7g7f 7g7f", "move 2 (`7g7f`)"),
        ("position startpos moves 7g7f 0z0z", "`0z` is not a square"),
        ("position startpos moves 7g7f P*", "`P*` is not a move"),
        ("position", "expected `startpos` or `sfen`"),
        (
            "go depth many",
            "`many` after `depth` is not a whole number",
        ),
        ("go byoyomi", "expected a number after `byoyomi`"),
        (
            "setoption name USI_Hash value lots",
            "USI_Hash wants a number",
        ),
        ("setoption name Contempt value 10", "no option `Contempt`"),
        ("ucinewgame", "unknown command"),
    ] {
        engine.send(line);
        let lines = lines_until_ready(&mut engine);
        assert!(
            lines
                .iter()
                .any(|l| l.starts_with("info string") && l.contains(error)),
            "`{line}` gave {lines:?}, not `{error}`"
        );
    }
    // A line of no command at all is reported too, and the session goes on.
    engine.send("\u{fffd}\u{fffd}");
    sync(&mut engine);
    engine.send("quit");
    assert!(engine.finish().success());
}

#[test]
fn a_mated_side_resigns_and_has_no_mate() {
    let mut engine = Session::start(&["usi", "shogi", "--hash", "8"]);
    // Gote's king on 1a, mated by the gold on 1b that the pawn on 1c guards.
    let mated = "position sfen 8k/8G/8P/9/9/9/9/9/K8 w - 2";
    let answer = search(&mut engine, mated, "go depth 3");
    assert_eq!(answer.best, "resign");
    assert_eq!(checkmate(&mut engine, mated, "go mate 1000"), "nomate");
    // Sente mates in one by the same gold, dropped (gote's pawn on 9c
    // keeps G*3b from mating by leaving gote no move at all).
    let mate_in_one = "position sfen 8k/9/p7P/9/9/9/9/9/K8 b G 1";
    assert_eq!(checkmate(&mut engine, mate_in_one, "go mate 5000"), "G*1b");
    // The start has no mate to find in a short while, nor before `stop`.
    let none = checkmate(&mut engine, "position startpos", "go mate 300");
    assert!(none == "timeout" || none == "nomate", "{none}");
    engine.send("go mate infinite");
    sync(&mut engine);
    engine.send("stop");
    assert_eq!(
        engine.line_where(|l| l.starts_with("checkmate")),
        "checkmate timeout"
    );
    engine.send("quit");
    assert!(engine.finish().success());
}

#[test]
fn minishogi_speaks_usi_on_its_five_files() {
    let mut engine = Session::start(&["usi", "minishogi", "--hash", "8"]);
    handshake(&mut engine);
    let answer = search(&mut engine, "position startpos moves 5e4d", "go depth 2");
    // Whether a step (`4a4b`) or a drop (`P*4b`), the target square is
    // the third and fourth letters: a file 1 to 5 and a rank a to e.
    let to = &answer.best.as_bytes()[2..4];
    assert!((b'1'..=b'5').contains(&to[0]), "{}", answer.best);
    assert!((b'a'..=b'e').contains(&to[1]), "{}", answer.best);
    engine.send("quit");
    assert!(engine.finish().success());
}

/// Tsume from published collections, with each position's SFEN, the
/// published length in plies and the published key move. Gote holds every
/// piece not on the board or in sente's hand, as tsume's rules have it.
/// Sente's king, which a tsume leaves out, stands on 5i, since the game's
/// positions have one king each; it changes no mate. cshogi's mate search
/// confirms each length with the king there and without it
/// (`tests/usi_client.py`), and that no other first move mates as soon
/// (by brute force over every legal move, for the mates in three).
const TSUME: [(&str, &str, u32, &str); 3] = [
    // "Let's Play Shogi" (ISBN 4-415-04642-8), a 3-mover quoted on
    // Shogi-L on 27 May 1991: R*3b +Bx3b G*1c.
    (
        "Let's Play Shogi, 3 moves",
        "6+B1l/5s2k/9/8+b/9/9/9/9/4K4 b RGr3g3s4n3l18p 1",
        3,
        "R*3b",
    ),
    // Shogi Sekai (the Nihon Shogi Renmei's monthly): the first of
    // R. Grimbergen's weekly tsume on Shogi-L, as R. J. Hare collected
    // them on 21 January 1993.
    (
        "Shogi Sekai, Grimbergen's first",
        "8l/7b1/8k/6+B2/7Pg/9/9/9/4K4 b Rr3g4s4n3l17p 1",
        3,
        "R*1b",
    ),
    // The 5-mover of "tsume help" on Shogi-L, 13 May 1993, with its
    // published solution +R1b Kx1b B1a+ K2c +B1b.
    (
        "Shogi-L 1993, 5 moves",
        "5g1+P+R/7B1/7k1/6gpp/9/9/9/9/4K4 b rb2g4s4n4l15p 1",
        5,
        "1a1b",
    ),
];

#[test]
fn tsume_are_won_at_their_published_length() {
    let mut engine = Session::start(&["usi", "shogi", "--hash", "32"]);
    for (name, sfen, plies, key) in TSUME {
        let position = format!("position sfen {sfen}");
        // A mate in n plies is proven one ply further, where the mated
        // side has no move.
        engine.send("usinewgame");
        let found = search(&mut engine, &position, &format!("go depth {}", plies + 1));
        assert_eq!(
            found.score().as_deref(),
            Some(format!("mate {plies}").as_str()),
            "{name}"
        );
        assert_eq!(found.best, key, "{name}");
        engine.send("usinewgame");
        let mate = checkmate(&mut engine, &position, "go mate 60000");
        let moves: Vec<&str> = mate.split_whitespace().collect();
        assert_eq!(moves.len(), plies as usize, "{name}: {mate}");
        assert_eq!(moves[0], key, "{name}: {mate}");
        // After the key, the defender is mated in the plies left, however
        // it defends.
        let after = search(
            &mut engine,
            &format!("{position} moves {key}"),
            &format!("go depth {plies}"),
        );
        assert_eq!(
            after.score().as_deref(),
            Some(format!("mate -{}", plies - 1).as_str()),
            "{name}"
        );
    }
    // The mate in one that ends the first: after R*3b +Bx3b, G*1c.
    let last = checkmate(
        &mut engine,
        &format!("position sfen {} moves R*3b 1d3b", TSUME[0].1),
        "go mate 5000",
    );
    assert_eq!(last, "G*1c");
    engine.send("quit");
    assert!(engine.finish().success());
}
