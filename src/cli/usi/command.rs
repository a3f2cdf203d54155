//! The GUI's side of USI: one input line read into a [`Command`].
//!
//! USI is UCI with shogi's words, so the reading follows UCI's
//! (`crate::cli::uci::command`): words before the first command word are
//! skipped, so are unknown words inside a command, and a command whose
//! arguments cannot be read is an error the engine reports as an
//! `info string`. What differs: `usi` and `usinewgame`, `position sfen`,
//! `gameover`, and `go` with `byoyomi` and `mate <ms|infinite>`. USI's
//! black (`b`, sente) moves first, so its `btime` is UCI's `wtime`.

use crate::cli::uci::command::{read_setoption, set_go_value, Go};
use std::time::Duration;

/// One command from the GUI.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// `usi`: identify, list the options, answer `usiok`.
    Usi,
    /// `isready`: answer `readyok`.
    IsReady,
    /// `setoption name <name> [value <value>]`.
    SetOption {
        /// The option's name, as written.
        name: String,
        /// Its value; none for a button.
        value: Option<String>,
    },
    /// `usinewgame`.
    NewGame,
    /// `position startpos|sfen <SFEN> [moves ...]`.
    Position {
        /// The SFEN, or `None` for the start position.
        sfen: Option<String>,
        /// The moves played from there, in USI, as written.
        moves: Vec<String>,
    },
    /// `go ...`: a search for a move.
    Go(Go),
    /// `go mate <ms|infinite>`: a search for a mate, answered by `checkmate`.
    GoMate(MateLimit),
    /// `stop`.
    Stop,
    /// `ponderhit`.
    PonderHit,
    /// `gameover win|lose|draw`: the game ended; nothing to answer.
    GameOver,
    /// `quit`.
    Quit,
}

/// How long `go mate` may look.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MateLimit {
    /// At most this long.
    Time(Duration),
    /// Until a result or `stop`.
    Infinite,
}

/// The words that start a command.
const COMMAND_WORDS: [&str; 10] = [
    "usi",
    "isready",
    "setoption",
    "usinewgame",
    "position",
    "go",
    "stop",
    "ponderhit",
    "gameover",
    "quit",
];

/// USI's words of `go` for the clocks, and UCI's for the same limit.
const CLOCK_WORDS: [(&str, &str); 4] = [
    ("btime", "wtime"),
    ("wtime", "btime"),
    ("binc", "winc"),
    ("winc", "binc"),
];

/// The other words of `go` that take a number, spelt as in UCI.
const GO_VALUES: [&str; 3] = ["depth", "nodes", "movetime"];

/// Reads one line: `Ok(None)` when it holds no command word.
pub fn parse(line: &str) -> Result<Option<Command>, String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let Some(at) = words.iter().position(|w| COMMAND_WORDS.contains(w)) else {
        return Ok(None);
    };
    let rest = &words[at + 1..];
    let command = match words[at] {
        "usi" => Command::Usi,
        "isready" => Command::IsReady,
        "setoption" => {
            let (name, value) = read_setoption(rest)?;
            Command::SetOption { name, value }
        }
        "usinewgame" => Command::NewGame,
        "position" => parse_position(rest)?,
        "go" => parse_go(rest)?,
        "stop" => Command::Stop,
        "ponderhit" => Command::PonderHit,
        "gameover" => Command::GameOver,
        _ => Command::Quit,
    };
    Ok(Some(command))
}

/// `startpos [moves ...]` or `sfen <board> <side> <hands> [<ply>] [moves ...]`.
fn parse_position(rest: &[&str]) -> Result<Command, String> {
    let moves_at = rest.iter().position(|&w| w == "moves");
    let (start, moves) = match moves_at {
        Some(at) => (&rest[..at], &rest[at + 1..]),
        None => (rest, &[][..]),
    };
    let sfen = match start.split_first() {
        Some((&"startpos", _)) => None,
        Some((&"sfen", fields)) if !fields.is_empty() => Some(fields.join(" ")),
        Some((&"sfen", _)) => return Err("position: expected an SFEN after `sfen`".into()),
        _ => return Err("position: expected `startpos` or `sfen`".into()),
    };
    Ok(Command::Position {
        sfen,
        moves: moves.iter().map(|m| m.to_string()).collect(),
    })
}

/// The limits of `go`; unknown words are skipped.
fn parse_go(rest: &[&str]) -> Result<Command, String> {
    let mut go = Go::default();
    let mut words = rest.iter().copied();
    while let Some(word) = words.next() {
        let uci_word = CLOCK_WORDS
            .iter()
            .find(|(usi, _)| *usi == word)
            .map(|&(_, uci)| uci)
            .or_else(|| GO_VALUES.contains(&word).then_some(word));
        match word {
            _ if uci_word.is_some() => {
                let text = words
                    .next()
                    .ok_or_else(|| format!("go: expected a number after `{word}`"))?;
                // Errors name the GUI's word, not UCI's.
                set_go_value(&mut go, uci_word.unwrap_or(word), text)
                    .map_err(|_| format!("go: `{text}` after `{word}` is not a whole number"))?;
            }
            "byoyomi" => {
                let text = words
                    .next()
                    .ok_or_else(|| "go: expected a number after `byoyomi`".to_string())?;
                go.clock.byoyomi = Some(milliseconds("byoyomi", text)?);
            }
            "mate" => {
                let limit = match words.next() {
                    Some("infinite") | None => MateLimit::Infinite,
                    Some(text) => MateLimit::Time(milliseconds("mate", text)?),
                };
                return Ok(Command::GoMate(limit));
            }
            "infinite" => go.infinite = true,
            "ponder" => go.ponder = true,
            _ => {}
        }
    }
    Ok(Command::Go(go))
}

/// A time in milliseconds; a negative one is no time.
fn milliseconds(word: &str, text: &str) -> Result<Duration, String> {
    let number: i64 = text
        .parse()
        .map_err(|_| format!("go: `{text}` after `{word}` is not a whole number"))?;
    Ok(Duration::from_millis(u64::try_from(number).unwrap_or(0)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn command(line: &str) -> Command {
        parse(line).unwrap().unwrap()
    }

    #[test]
    fn the_words_of_usi_are_read() {
        assert_eq!(command("usi"), Command::Usi);
        assert_eq!(command("  isready "), Command::IsReady);
        assert_eq!(command("usinewgame"), Command::NewGame);
        assert_eq!(command("gameover win"), Command::GameOver);
        assert_eq!(command("foo quit"), Command::Quit);
        assert_eq!(parse("ucinewgame").unwrap(), None);
        assert_eq!(parse("").unwrap(), None);
        assert_eq!(
            command("setoption name USI_Hash value 128"),
            Command::SetOption {
                name: "USI_Hash".into(),
                value: Some("128".into())
            }
        );
        assert!(parse("setoption USI_Hash").is_err());
    }

    #[test]
    fn positions_take_an_sfen_of_several_fields_and_moves() {
        assert_eq!(
            command("position startpos moves 7g7f 3c3d"),
            Command::Position {
                sfen: None,
                moves: vec!["7g7f".into(), "3c3d".into()]
            }
        );
        let sfen = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
        assert_eq!(
            command(&format!("position sfen {sfen} moves P*5e")),
            Command::Position {
                sfen: Some(sfen.into()),
                moves: vec!["P*5e".into()]
            }
        );
        assert!(parse("position").is_err());
        assert!(parse("position fen 9/9 b - 1").is_err());
        assert!(parse("position sfen moves 7g7f").is_err());
    }

    #[test]
    fn go_reads_the_clocks_of_black_and_white() {
        let Command::Go(go) =
            command("go btime 60000 wtime 30000 binc 1000 winc 2000 byoyomi 500 depth 4 nodes 9")
        else {
            panic!("not a go");
        };
        // Black (sente) moves first: its clock is the first.
        assert_eq!(
            go.clock.time,
            [Some(Duration::from_secs(60)), Some(Duration::from_secs(30))]
        );
        assert_eq!(
            go.clock.increment,
            [Duration::from_secs(1), Duration::from_secs(2)]
        );
        assert_eq!(go.clock.byoyomi, Some(Duration::from_millis(500)));
        assert_eq!((go.depth, go.nodes), (Some(4), Some(9)));
        let Command::Go(go) = command("go ponder infinite") else {
            panic!("not a go");
        };
        assert!(go.ponder && go.infinite);
        assert!(parse("go byoyomi").is_err());
        assert!(parse("go btime soon").is_err());
        assert!(parse("go nodes").is_err());
    }

    #[test]
    fn go_mate_takes_a_time_or_infinite() {
        assert_eq!(
            command("go mate 1500"),
            Command::GoMate(MateLimit::Time(Duration::from_millis(1500)))
        );
        assert_eq!(
            command("go mate infinite"),
            Command::GoMate(MateLimit::Infinite)
        );
        assert_eq!(command("go mate"), Command::GoMate(MateLimit::Infinite));
        assert!(parse("go mate three").is_err());
    }
}
