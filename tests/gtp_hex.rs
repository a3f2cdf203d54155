//! `alphabeta gtp hex` driven as HexGui drives a Hex program: a scripted
//! session through the binary, checking each answer (HexGui's cells with
//! the letter `i`, `boardsize` in both its forms, `? illegal move` for a
//! taken cell and for the colour not to move, `undo`), and a whole game of
//! `genmove`s to its end, whose `final_score` names the player whose last
//! stone joined their edges.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

/// The nodes each `genmove` may search: a game of a few seconds.
const NODES: &str = "300";

/// `alphabeta gtp hex`, spoken to over its standard input and output.
struct Engine {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Engine {
    fn start(game: &str) -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_alphabeta"))
            .args(["gtp", game, "--nodes", NODES, "--time", "60"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the binary starts");
        let input = child.stdin.take().expect("piped");
        let output = BufReader::new(child.stdout.take().expect("piped"));
        Engine {
            child,
            input,
            output,
        }
    }

    /// Sends `command`: the answer's text, or its error message.
    fn send(&mut self, command: &str) -> Result<String, String> {
        writeln!(self.input, "{command}").expect("the engine reads");
        self.input.flush().expect("the engine reads");
        let mut lines = Vec::new();
        loop {
            let mut line = String::new();
            let read = self.output.read_line(&mut line).expect("the engine writes");
            assert!(read > 0, "the engine closed its output after `{command}`");
            let line = line.trim_end_matches(['\r', '\n']).to_string();
            if line.is_empty() {
                break;
            }
            lines.push(line);
        }
        let text = lines.join("\n");
        match text.split_at(1) {
            ("=", rest) => Ok(rest.trim().to_string()),
            ("?", rest) => Err(rest.trim().to_string()),
            _ => panic!("`{command}` was answered with `{text}`"),
        }
    }

    /// Sends a command that must succeed.
    fn must(&mut self, command: &str) -> String {
        self.send(command)
            .unwrap_or_else(|e| panic!("`{command}` was refused: {e}"))
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = writeln!(self.input, "quit");
        let _ = self.child.wait();
    }
}

#[test]
fn a_scripted_session() {
    let mut hex = Engine::start("hex");
    assert_eq!(hex.must("protocol_version"), "2");
    assert_eq!(hex.must("name"), "alphabeta");
    assert_eq!(hex.must("known_command genmove"), "true");
    assert_eq!(hex.must("known_command swap"), "false");
    assert!(hex.must("list_commands").lines().any(|c| c == "showboard"));
    // HexGui gives the size twice; 11 x 11 is where the engine started.
    assert_eq!(hex.must("boardsize 11 11"), "");
    assert_eq!(
        hex.send("boardsize 11 9"),
        Err("unacceptable size: the board is square".into())
    );
    assert_eq!(hex.send("boardsize 7"), Err("unacceptable size".into()));
    assert_eq!(hex.must("komi 0"), "");
    assert!(hex.send("komi 6.5").is_err());
    // The letter i is a column of Hex, in either case.
    assert_eq!(hex.must("play b i5"), "");
    assert_eq!(hex.send("play w I5"), Err("illegal move".into()));
    assert_eq!(hex.send("play b a1"), Err("illegal move".into()));
    assert_eq!(
        hex.send("play w l1"),
        Err("syntax error: invalid vertex".into())
    );
    assert_eq!(
        hex.send("play w pass"),
        Err("syntax error: invalid vertex".into())
    );
    assert_eq!(hex.must("play w K11"), "");
    let board = hex.must("showboard");
    assert!(board.contains('X') || board.contains('R'), "{board}");
    assert_eq!(hex.must("final_score"), "0");
    assert_eq!(hex.must("undo"), "");
    assert_eq!(hex.must("play w k11"), "");
    // Genmove answers a free cell, which the engine then holds.
    let reply = hex.must("genmove b");
    assert_ne!(reply, "i5");
    assert_eq!(
        hex.send(&format!("play w {reply}")),
        Err("illegal move".into())
    );
    // The smaller board, and back.
    assert_eq!(hex.must("boardsize 9"), "");
    assert_eq!(
        hex.send("play b j1"),
        Err("syntax error: invalid vertex".into())
    );
    assert_eq!(hex.must("play b i9"), "");
    assert_eq!(hex.must("boardsize 11"), "");
    assert_eq!(hex.must("play b k11"), "");
    assert!(hex.send("frobnicate").is_err());
}

#[test]
fn a_whole_game_to_its_end() {
    let mut hex = Engine::start("hex-9");
    hex.must("clear_board");
    let colours = ["b", "w"];
    let mut record = Vec::new();
    loop {
        let colour = colours[record.len() % 2];
        match hex.send(&format!("genmove {colour}")) {
            Ok(mv) => record.push(mv),
            Err(e) => {
                assert_eq!(e, "the game is over", "after {record:?}");
                break;
            }
        }
        assert!(record.len() <= 81, "no end after 81 stones: {record:?}");
    }
    // The last stone played joined its player's edges.
    let last = if record.len() % 2 == 1 { "B+" } else { "W+" };
    assert_eq!(hex.must("final_score"), last, "{record:?}");
    assert_eq!(
        hex.send("play b a1").unwrap_err(),
        "illegal move: the game is over"
    );
}
