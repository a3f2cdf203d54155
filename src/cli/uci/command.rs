//! The GUI's side of UCI: one input line read into a [`Command`].
//!
//! As the protocol asks, words before the first command word are skipped
//! (`joho isready` is `isready`), and so are unknown words inside a
//! command; a line with no command word at all is no command. A command
//! whose arguments cannot be read is an error, which the engine reports as
//! an `info string` and otherwise ignores.

use std::time::Duration;

/// One command from the GUI.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// `uci`: identify, list the options, answer `uciok`.
    Uci,
    /// `isready`: answer `readyok` once every command before it is done.
    IsReady,
    /// `setoption name <name> [value <value>]`.
    SetOption {
        /// The option's name, as written.
        name: String,
        /// Its value; none for a button.
        value: Option<String>,
    },
    /// `ucinewgame`: the next position belongs to another game.
    NewGame,
    /// `position startpos|fen <FEN> [moves ...]`.
    Position {
        /// The FEN, or `None` for the start position.
        fen: Option<String>,
        /// The moves played from there, as written.
        moves: Vec<String>,
    },
    /// `go ...`.
    Go(Go),
    /// `stop`: answer the running search's best move now.
    Stop,
    /// `ponderhit`: the pondered move was played.
    PonderHit,
    /// `quit`.
    Quit,
    /// `debug`, `register`: understood, and nothing to do.
    Nothing,
}

/// The limits of a `go`. Every one left out is no limit.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Go {
    /// `depth`: plies.
    pub depth: Option<u32>,
    /// `nodes`.
    pub nodes: Option<u64>,
    /// `mate`: search for a mate in this many moves.
    pub mate: Option<u32>,
    /// `movetime`: exactly this long.
    pub movetime: Option<Duration>,
    /// The clocks: `wtime`, `btime`, `winc`, `binc`, `movestogo`.
    pub clock: Clock,
    /// `infinite`: until `stop`, even past a proven result.
    pub infinite: bool,
    /// `ponder`: search the opponent's time until `ponderhit` or `stop`.
    pub ponder: bool,
    /// `searchmoves`: the root moves to consider, as written.
    pub searchmoves: Vec<String>,
}

/// The clocks of a game with a time control, white's first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Clock {
    /// The time left on each side's clock.
    pub time: [Option<Duration>; 2],
    /// Each side's increment per move.
    pub increment: [Duration; 2],
    /// The moves to the next time control, if there is one.
    pub moves_to_go: Option<u32>,
    /// The time each move may take once the clock has run out (USI's
    /// `byoyomi`; UCI has none).
    pub byoyomi: Option<Duration>,
}

/// The words that start a command.
const COMMAND_WORDS: [&str; 11] = [
    "uci",
    "debug",
    "isready",
    "setoption",
    "register",
    "ucinewgame",
    "position",
    "go",
    "stop",
    "ponderhit",
    "quit",
];

/// The words of `go` that take a value.
const GO_VALUES: [&str; 9] = [
    "wtime",
    "btime",
    "winc",
    "binc",
    "movestogo",
    "depth",
    "nodes",
    "mate",
    "movetime",
];

/// The words of `go` that stand alone.
const GO_FLAGS: [&str; 3] = ["infinite", "ponder", "searchmoves"];

/// Reads one line: `Ok(None)` when it holds no command word.
pub fn parse(line: &str) -> Result<Option<Command>, String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let Some(at) = words.iter().position(|w| COMMAND_WORDS.contains(w)) else {
        return Ok(None);
    };
    let rest = &words[at + 1..];
    let command = match words[at] {
        "uci" => Command::Uci,
        "isready" => Command::IsReady,
        "setoption" => parse_setoption(rest)?,
        "ucinewgame" => Command::NewGame,
        "position" => parse_position(rest)?,
        "go" => Command::Go(parse_go(rest)?),
        "stop" => Command::Stop,
        "ponderhit" => Command::PonderHit,
        "quit" => Command::Quit,
        _ => Command::Nothing,
    };
    Ok(Some(command))
}

/// `name <words> [value <words>]`; both may hold spaces (`Clear Hash`).
fn parse_setoption(rest: &[&str]) -> Result<Command, String> {
    let (name, value) = read_setoption(rest)?;
    Ok(Command::SetOption { name, value })
}

/// The name and the value of `setoption name <words> [value <words>]`,
/// the same in USI.
pub(in crate::cli) fn read_setoption(rest: &[&str]) -> Result<(String, Option<String>), String> {
    let Some(name_at) = rest.iter().position(|&w| w == "name") else {
        return Err("setoption: expected `name`".into());
    };
    let rest = &rest[name_at + 1..];
    let value_at = rest.iter().position(|&w| w == "value");
    let name = rest[..value_at.unwrap_or(rest.len())].join(" ");
    if name.is_empty() {
        return Err("setoption: expected an option's name after `name`".into());
    }
    let value = value_at.map(|at| rest[at + 1..].join(" "));
    Ok((name, value))
}

/// `startpos [moves ...]` or `fen <fields> [moves ...]`.
fn parse_position(rest: &[&str]) -> Result<Command, String> {
    let moves_at = rest.iter().position(|&w| w == "moves");
    let (start, moves) = match moves_at {
        Some(at) => (&rest[..at], &rest[at + 1..]),
        None => (rest, &[][..]),
    };
    let fen = match start.split_first() {
        Some((&"startpos", _)) => None,
        Some((&"fen", fields)) if !fields.is_empty() => Some(fields.join(" ")),
        Some((&"fen", _)) => return Err("position: expected a FEN after `fen`".into()),
        _ => return Err("position: expected `startpos` or `fen`".into()),
    };
    Ok(Command::Position {
        fen,
        moves: moves.iter().map(|m| m.to_string()).collect(),
    })
}

/// The limits of `go`; unknown words are skipped.
fn parse_go(rest: &[&str]) -> Result<Go, String> {
    let mut go = Go::default();
    let mut words = rest.iter().copied().peekable();
    while let Some(word) = words.next() {
        if GO_VALUES.contains(&word) {
            let text = words
                .next()
                .ok_or_else(|| format!("go: expected a number after `{word}`"))?;
            set_go_value(&mut go, word, text)?;
        } else {
            match word {
                "infinite" => go.infinite = true,
                "ponder" => go.ponder = true,
                "searchmoves" => {
                    while let Some(&mv) = words.peek() {
                        if GO_VALUES.contains(&mv) || GO_FLAGS.contains(&mv) {
                            break;
                        }
                        go.searchmoves.push(mv.to_string());
                        words.next();
                    }
                }
                _ => {}
            }
        }
    }
    Ok(go)
}

/// Sets the limit `word` of `go` to the number `text`.
pub(in crate::cli) fn set_go_value(go: &mut Go, word: &str, text: &str) -> Result<(), String> {
    let number: i64 = text
        .parse()
        .map_err(|_| format!("go: `{text}` after `{word}` is not a whole number"))?;
    // A clock that has run out can be sent negative: it is no time left.
    let count = u64::try_from(number).unwrap_or(0);
    let millis = Duration::from_millis(count);
    let small = u32::try_from(count).unwrap_or(u32::MAX);
    match word {
        "wtime" => go.clock.time[0] = Some(millis),
        "btime" => go.clock.time[1] = Some(millis),
        "winc" => go.clock.increment[0] = millis,
        "binc" => go.clock.increment[1] = millis,
        "movestogo" => go.clock.moves_to_go = Some(small),
        "depth" => go.depth = Some(small),
        "nodes" => go.nodes = Some(count),
        "mate" => go.mate = Some(small),
        _ => go.movetime = Some(millis),
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn command(line: &str) -> Command {
        parse(line).unwrap().unwrap()
    }

    #[test]
    fn words_before_the_command_are_skipped() {
        assert_eq!(command("joho isready"), Command::IsReady);
        assert_eq!(command("  uci  "), Command::Uci);
        assert_eq!(parse("hello there").unwrap(), None);
        assert_eq!(parse("").unwrap(), None);
    }

    #[test]
    fn option_names_and_values_may_hold_spaces() {
        assert_eq!(
            command("setoption name Clear Hash"),
            Command::SetOption {
                name: "Clear Hash".into(),
                value: None
            }
        );
        assert_eq!(
            command("setoption name UCI_Variant value kingofthehill"),
            Command::SetOption {
                name: "UCI_Variant".into(),
                value: Some("kingofthehill".into())
            }
        );
        assert!(parse("setoption Hash 3").is_err());
    }

    #[test]
    fn positions_take_a_fen_of_several_fields_and_moves() {
        assert_eq!(
            command("position startpos moves e2e4 e7e5"),
            Command::Position {
                fen: None,
                moves: vec!["e2e4".into(), "e7e5".into()]
            }
        );
        let fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
        assert_eq!(
            command(&format!("position fen {fen}")),
            Command::Position {
                fen: Some(fen.into()),
                moves: Vec::new()
            }
        );
        assert!(parse("position").is_err());
        assert!(parse("position fen moves e2e4").is_err());
    }

    #[test]
    fn go_reads_every_limit() {
        let Command::Go(go) = command(
            "go wtime 300000 btime -20 winc 2000 binc 1000 movestogo 40 depth 12 nodes 5000 \
             movetime 250 mate 3 ponder infinite searchmoves e2e4 d2d4 wibble",
        ) else {
            panic!("not a go");
        };
        assert_eq!(
            go.clock.time,
            [Some(Duration::from_secs(300)), Some(Duration::ZERO)]
        );
        assert_eq!(
            go.clock.increment,
            [Duration::from_secs(2), Duration::from_secs(1)]
        );
        assert_eq!(go.clock.moves_to_go, Some(40));
        assert_eq!(
            (go.depth, go.nodes, go.mate),
            (Some(12), Some(5000), Some(3))
        );
        assert_eq!(go.movetime, Some(Duration::from_millis(250)));
        assert!(go.infinite && go.ponder);
        // `wibble` is not a move, but nothing says where the list ends.
        assert_eq!(go.searchmoves, ["e2e4", "d2d4", "wibble"]);
        assert_eq!(command("go"), Command::Go(Go::default()));
        assert!(parse("go depth").is_err());
        assert!(parse("go depth ten").is_err());
    }
}
