//! A whole game of 9 x 9 Go between `alphabeta gtp go` and GNU Go (the
//! distribution's `gnugo` package, started as `gnugo --mode gtp
//! --chinese-rules --never-resign --level 1`), relayed by a small referee:
//! each engine's move is played on the other's board, until both pass.
//! Every move of ours must be accepted by GNU Go, every move of GNU Go's by
//! us, and both engines' `final_score` must name the same winner.
//!
//! Our engine plays Black on a small node budget, so that the game takes a
//! few seconds, and GNU Go's random seed is set, so that the game is the
//! same on every run. Our `final_score` is the Tromp–Taylor count of the
//! board as it stands, where stones GNU Go calls dead still count: the
//! winners agree on this game (and on GNU Go's seeds 1 to 8), but a
//! stronger search that passes with dead stones on the board can win the
//! count that GNU Go's Chinese count, with those stones removed, gives to
//! White (30,000 nodes a move did, 2026-11-26). Without GNU Go the test says so and passes, unless `CI` is
//! `true` (`.ci/run` installs it).

use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

/// The nodes each of our moves may search.
const NODES: u64 = 3_000;

/// A game longer than this is a referee's bug, not Go.
const MAX_MOVES: usize = 400;

/// An engine spoken to over GTP.
struct Engine {
    name: &'static str,
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Engine {
    fn start(name: &'static str, program: &PathBuf, args: &[&str]) -> Engine {
        let mut child = Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {}: {e}", program.display()));
        let input = child.stdin.take().expect("piped");
        let output = BufReader::new(child.stdout.take().expect("piped"));
        Engine {
            name,
            child,
            input,
            output,
        }
    }

    /// Sends `command`; the answer's text, or its error message.
    fn send(&mut self, command: &str) -> Result<String, String> {
        writeln!(self.input, "{command}").expect("the engine reads");
        self.input.flush().expect("the engine reads");
        let mut text = String::new();
        let mut first = true;
        loop {
            let mut line = String::new();
            let read = self.output.read_line(&mut line).expect("the engine writes");
            assert!(
                read > 0,
                "{} closed its output after `{command}`",
                self.name
            );
            let line = line.trim_end_matches(['\r', '\n']);
            if line.is_empty() && !first {
                break;
            }
            if line.is_empty() {
                continue;
            }
            if !first {
                text.push('\n');
            }
            text.push_str(line);
            first = false;
        }
        match text.split_at(1) {
            ("=", rest) => Ok(rest.trim().to_string()),
            ("?", rest) => Err(rest.trim().to_string()),
            _ => panic!("{} answered `{command}` with `{text}`", self.name),
        }
    }

    /// Sends a command that must succeed.
    fn must(&mut self, command: &str) -> String {
        self.send(command)
            .unwrap_or_else(|e| panic!("{} refused `{command}`: {e}", self.name))
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = writeln!(self.input, "quit");
        let _ = self.child.wait();
    }
}

/// GNU Go's path: on `PATH`, or where Debian puts it.
fn gnugo() -> Option<PathBuf> {
    let on_path = std::env::var_os("PATH")
        .map(|paths| std::env::split_paths(&paths).collect::<Vec<_>>())
        .unwrap_or_default();
    on_path
        .into_iter()
        .chain([PathBuf::from("/usr/games")])
        .map(|dir| dir.join("gnugo"))
        .find(|path| path.is_file())
}

/// The winner a `final_score` names: `B`, `W`, or `0` for a draw.
fn winner(score: &str) -> &str {
    score.split('+').next().unwrap_or(score)
}

#[test]
fn a_whole_game_against_gnu_go() {
    let Some(gnugo) = gnugo() else {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "gnugo is not installed: `apt-get install gnugo`"
        );
        eprintln!("skipped: gnugo is not installed (`apt-get install gnugo`)");
        return;
    };
    let ours = PathBuf::from(env!("CARGO_BIN_EXE_alphabeta"));
    let nodes = NODES.to_string();
    // The node budget alone ends each search (the time limit is far), so
    // that our moves do not depend on the machine's load.
    let mut us = Engine::start(
        "alphabeta",
        &ours,
        &["gtp", "go", "--nodes", &nodes, "--time", "60"],
    );
    let mut them = Engine::start(
        "gnugo",
        &gnugo,
        &[
            "--mode",
            "gtp",
            "--chinese-rules",
            "--never-resign",
            "--level",
            "1",
        ],
    );
    for engine in [&mut us, &mut them] {
        engine.must("boardsize 9");
        engine.must("clear_board");
        engine.must("komi 7.5");
    }
    // GNU Go draws its own random seed unless told: one game, every run.
    them.must("set_random_seed 1");
    let mut record = Vec::new();
    let mut passes = 0;
    let colours = ["b", "w"];
    while passes < 2 {
        assert!(
            record.len() < MAX_MOVES,
            "no end after {MAX_MOVES} moves: {record:?}"
        );
        let colour = colours[record.len() % 2];
        let (mover, other) = if colour == "b" {
            (&mut us, &mut them)
        } else {
            (&mut them, &mut us)
        };
        let mv = mover.must(&format!("genmove {colour}"));
        if let Err(e) = other.send(&format!("play {colour} {mv}")) {
            panic!(
                "{} refused {}'s `{colour} {mv}` ({e}) after {record:?}",
                other.name, mover.name
            );
        }
        passes = if mv.eq_ignore_ascii_case("pass") {
            passes + 1
        } else {
            0
        };
        record.push(mv);
    }
    let ours = us.must("final_score");
    let theirs = them.must("final_score");
    let board = us.must("showboard");
    eprintln!(
        "{} moves: {}\nalphabeta: {ours}, gnugo: {theirs}\n{board}",
        record.len(),
        record.join(" ")
    );
    assert_eq!(
        winner(&ours),
        winner(&theirs),
        "the engines disagree on the winner: alphabeta {ours}, gnugo {theirs}"
    );
}
