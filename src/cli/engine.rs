//! A player's settings as `key=value` words, for `match` and `study`:
//! `depth=9`, `nodes=20000 plausibility=1e-6 killers=off`. The keys are
//! named like `analyze`'s flags (depth, nodes, time, hash, threads) and the
//! searcher's options ([`SearchOptions`]), one key each.

use super::CliError;
use crate::catalog::edit_distance;
use crate::runtime::study::matches::Player;
use crate::runtime::{Limits, Plausibility, SearchOptions};
use std::time::Duration;

/// The nodes a move may search when a player names no limit: a few
/// hundredths of a second, the same on every machine.
pub const DEFAULT_NODES: u64 = 20_000;

/// Turns one option on or off.
type Switch = fn(&mut SearchOptions, bool);

/// The on/off keys, each with the option it sets.
const SWITCHES: &[(&str, Switch)] = &[
    ("tt", |o, on| o.tt = on),
    ("pvs", |o, on| o.pvs = on),
    ("aspiration", |o, on| o.aspiration = on),
    ("killers", |o, on| o.killers = on),
    ("history", |o, on| o.history = on),
    ("hints", |o, on| o.hints = on),
    ("quiescence", |o, on| o.quiescence = on),
    ("extensions", |o, on| o.extensions = on),
    ("tactics", |o, on| o.tactics = on),
    ("symmetry", |o, on| o.symmetry = on),
    ("deepening", |o, on| o.deepening = on),
    ("reductions", |o, on| o.reductions = on),
    ("nullmove", |o, on| o.null_move = on),
    ("checks", |o, on| o.check_extension = on),
    ("futility", |o, on| o.futility = on),
    ("exchanges", |o, on| o.exchanges = on),
];

/// The keys that take a number.
const NUMBERS: [&str; 6] = ["depth", "nodes", "time", "hash", "threads", "plausibility"];

/// Every key, for messages and "did you mean".
fn keys() -> impl Iterator<Item = &'static str> {
    NUMBERS
        .iter()
        .copied()
        .chain(SWITCHES.iter().map(|&(k, _)| k))
}

/// Reads a player from `key=value` words separated by spaces. Unnamed
/// options keep the searcher's defaults for play ([`SearchOptions::timed`]);
/// with no depth, nodes or time, a move searches [`DEFAULT_NODES`] nodes.
pub fn parse_player(text: &str, flag: &str) -> Result<Player, CliError> {
    let mut options = SearchOptions::timed();
    let mut limits = Limits::none();
    for word in text.split_whitespace() {
        let bad = |why: String| CliError::Usage(format!("{flag} `{word}`: {why}"));
        let Some((key, value)) = word.split_once('=') else {
            return Err(bad(format!(
                "expected key=value, with a key among {}",
                keys().collect::<Vec<_>>().join(", ")
            )));
        };
        if let Some(&(_, set)) = SWITCHES.iter().find(|&&(k, _)| k == key) {
            set(&mut options, switch(value).map_err(bad)?);
            continue;
        }
        match key {
            "depth" => {
                let depth: u32 = number(value).map_err(bad)?;
                if depth == 0 {
                    return Err(bad("the depth must be at least 1".into()));
                }
                limits = limits.and_depth(depth);
            }
            "nodes" => limits = limits.and_nodes(number(value).map_err(bad)?),
            "time" => {
                let seconds: f64 = number(value).map_err(bad)?;
                if !(seconds.is_finite() && seconds > 0.0) {
                    return Err(bad("the time is a positive number of seconds".into()));
                }
                limits = limits.and_time(Duration::from_secs_f64(seconds));
            }
            "hash" => options.hash_mib = number(value).map_err(bad)?,
            "threads" => options.threads = number::<usize>(value).map_err(bad)?.max(1),
            "plausibility" => options.plausibility = plausibility(value).map_err(bad)?,
            _ => {
                let near = keys()
                    .map(|k| (edit_distance(key, k), k))
                    .filter(|&(d, _)| d <= 2)
                    .min()
                    .map(|(_, k)| format!(": did you mean `{k}`?"))
                    .unwrap_or_default();
                return Err(bad(format!("unknown key `{key}`{near}")));
            }
        }
    }
    if limits.depth.is_none() && limits.nodes.is_none() && limits.time.is_none() {
        limits = limits.and_nodes(DEFAULT_NODES);
    }
    Ok(Player { options, limits })
}

/// `on`/`off` and their synonyms.
fn switch(value: &str) -> Result<bool, String> {
    match value {
        "on" | "true" | "yes" | "1" => Ok(true),
        "off" | "false" | "no" | "0" => Ok(false),
        _ => Err(format!("expected on or off, not `{value}`")),
    }
}

fn number<T: std::str::FromStr>(value: &str) -> Result<T, String> {
    value
        .parse()
        .map_err(|_| format!("expected a number, not `{value}`"))
}

/// `off`, `on` (as deep as the limits allow) or a threshold such as `1e-6`.
fn plausibility(value: &str) -> Result<Option<Plausibility>, String> {
    match switch(value) {
        Ok(false) => Ok(None),
        Ok(true) => Ok(Some(Plausibility::unlimited())),
        Err(_) => {
            let threshold: f64 = number(value)?;
            Plausibility::down_to(threshold)
                .map(Some)
                .map_err(|e| e.to_string())
        }
    }
}

/// The player's settings in words, as a report repeats them: the limits,
/// then every option that differs from the default.
pub fn describe(player: &Player) -> String {
    let mut words = Vec::new();
    let limits = &player.limits;
    if let Some(d) = limits.depth {
        words.push(format!("depth={d}"));
    }
    if let Some(n) = limits.nodes {
        words.push(format!("nodes={n}"));
    }
    if let Some(t) = limits.time {
        words.push(format!("time={}", t.as_secs_f64()));
    }
    let defaults = SearchOptions::timed();
    let options = player.options;
    if options.hash_mib != defaults.hash_mib {
        words.push(format!("hash={}", options.hash_mib));
    }
    if options.threads != defaults.threads {
        words.push(format!("threads={}", options.threads));
    }
    match options.plausibility {
        Some(p) if p == Plausibility::unlimited() => words.push("plausibility=on".into()),
        Some(p) => words.push(format!("plausibility={:.0e}", p.threshold())),
        None => {}
    }
    for &(key, set) in SWITCHES {
        // A switch is on when setting it changes nothing: one table, no
        // second list of fields.
        let is_on = |o: SearchOptions| {
            let mut with = o;
            set(&mut with, true);
            with == o
        };
        if is_on(options) != is_on(defaults) {
            let state = if is_on(options) { "on" } else { "off" };
            words.push(format!("{key}={state}"));
        }
    }
    words.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_set_limits_and_options() {
        let p = parse_player(
            "nodes=20000 plausibility=1e-6 killers=off depth=9",
            "--second",
        )
        .unwrap();
        assert_eq!((p.limits.nodes, p.limits.depth), (Some(20_000), Some(9)));
        assert!(!p.options.killers && p.options.history);
        assert_eq!(
            p.options.plausibility,
            Some(Plausibility::down_to(1e-6).unwrap())
        );
        assert_eq!(
            describe(&p),
            "depth=9 nodes=20000 plausibility=1e-6 killers=off"
        );
    }

    #[test]
    fn no_limit_means_the_default_nodes() {
        let p = parse_player("", "--first").unwrap();
        assert_eq!(p.limits.nodes, Some(DEFAULT_NODES));
        assert_eq!(describe(&p), format!("nodes={DEFAULT_NODES}"));
        let on = parse_player("plausibility=on", "--first").unwrap();
        assert_eq!(
            describe(&on),
            format!("nodes={DEFAULT_NODES} plausibility=on")
        );
    }

    #[test]
    fn the_reductions_are_on_unless_turned_off() {
        let p = parse_player("", "--first").unwrap();
        assert!(p.options.reductions && p.options.null_move && p.options.check_extension);
        assert!(p.options.futility && p.options.exchanges);
        let off = parse_player(
            "reductions=off nullmove=off checks=off futility=off exchanges=off",
            "--second",
        )
        .unwrap();
        assert!(!off.options.reductions && !off.options.null_move && !off.options.check_extension);
        assert!(!off.options.futility && !off.options.exchanges);
        assert_eq!(
            describe(&off),
            format!("nodes={DEFAULT_NODES} reductions=off nullmove=off checks=off futility=off exchanges=off")
        );
    }

    #[test]
    fn bad_words_say_what_is_wrong() {
        let message = |text| parse_player(text, "--first").unwrap_err().to_string();
        assert_eq!(
            message("kilers=off"),
            "--first `kilers=off`: unknown key `kilers`: did you mean `killers`?"
        );
        assert!(message("depth").contains("expected key=value"));
        assert!(message("depth=0").contains("at least 1"));
        assert!(message("tt=maybe").contains("expected on or off"));
        assert!(message("plausibility=2").contains("strictly between 0 and 1"));
        assert!(message("time=-1").contains("positive"));
    }
}
