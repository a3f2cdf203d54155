//! `alphabeta playouts`: uniform random games played to the end, the
//! figure general game systems report (Regular Boardgames' and Ludii's
//! "playouts a second"): how many, how long, and how they ended.

use super::feedback::Feedback;
use super::json::{self, Format, FormatArg, Record};
use super::{CliError, Start};
use crate::catalog::{CatalogGame, Visit};
use crate::runtime::bitboard::splitmix64;
use crate::runtime::{Game, MoveBuffer, Outcome, Side};
use clap::Args;
use std::io::Write;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

/// How long a run plays when neither `--seconds` nor `--count` is given.
const DEFAULT_SECONDS: f64 = 10.0;
/// Playouts between two looks at the clock and the progress display: few
/// enough that a run overshoots its time by little, many enough that the
/// clock costs nothing beside the games.
const BATCH: u64 = 16;

#[derive(Debug, Clone, Args)]
pub struct PlayoutsArgs {
    /// The game (see `alphabeta list`).
    #[arg(value_parser = super::GameName)]
    pub game: String,
    #[command(flatten)]
    start: Start,
    /// Play for this many seconds [default: 10].
    #[arg(long, value_name = "S", conflicts_with = "count", value_parser = parse_seconds)]
    seconds: Option<f64>,
    /// Play exactly this many playouts.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    count: Option<u64>,
    /// The random generator's seed: the same seed, start and count play the
    /// same games. Without it a seed is drawn from the clock and printed.
    #[arg(long, value_name = "N")]
    seed: Option<u64>,
    /// A playout still going after this many plies stops and counts as
    /// unfinished (the rules of some games, such as checkers, do not bound
    /// a game's length).
    #[arg(long, value_name = "N", default_value_t = 10_000,
          value_parser = clap::value_parser!(u32).range(1..))]
    max_plies: u32,
    #[command(flatten)]
    format: FormatArg,
}

/// `--seconds`: a positive, finite number.
fn parse_seconds(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(s) if s.is_finite() && s > 0.0 && s <= 1e9 => Ok(s),
        _ => Err("expected a number of seconds above 0".to_string()),
    }
}

pub struct Playouts(pub PlayoutsArgs, pub Feedback);

/// A small, fast generator: SplitMix64, whose every seed gives a full
/// period of distinct outputs.
#[derive(Clone, Copy, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator started from `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// A number in `0..n` (`n` above 0), by the high half of a 128-bit
    /// product: no division, and a bias below `n / 2^64`.
    #[inline]
    pub fn below(&mut self, n: usize) -> usize {
        let (state, out) = splitmix64(self.0);
        self.0 = state;
        ((u128::from(out) * n as u128) >> 64) as usize
    }
}

/// How a run's playouts ended, and how long they were.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Playouts played.
    pub playouts: u64,
    /// Plies played in all of them.
    pub plies: u64,
    /// Games won by the first and by the second player.
    pub wins: [u64; 2],
    /// Drawn games.
    pub draws: u64,
    /// Playouts stopped at the ply limit before the game ended.
    pub unfinished: u64,
}

impl Tally {
    fn add(&mut self, ended: Option<Outcome>, plies: u32) {
        self.playouts += 1;
        self.plies += u64::from(plies);
        match ended {
            Some(Outcome::Win(side)) => self.wins[side.index()] += 1,
            Some(Outcome::Draw) => self.draws += 1,
            None => self.unfinished += 1,
        }
    }
}

/// Plays one uniform random game from `start` to its end, or to
/// `max_plies`: how it ended (`None` if it had not) and its plies. The
/// buffer `moves` is the caller's, so that nothing is allocated here.
#[inline]
pub fn playout<G: Game>(
    start: &G,
    rng: &mut Rng,
    max_plies: u32,
    moves: &mut G::Moves,
) -> (Option<Outcome>, u32) {
    if G::PLACEMENTS {
        return placement_playout(start, rng, max_plies, moves);
    }
    let mut position = *start;
    let mut plies = 0;
    loop {
        if let Some(outcome) = position.outcome() {
            return (Some(outcome), plies);
        }
        if plies == max_plies {
            return (None, plies);
        }
        moves.clear();
        position.generate(moves);
        let legal = moves.as_slice();
        if legal.is_empty() {
            return (Some(position.no_moves()), plies);
        }
        position = position.play(legal[rng.below(legal.len())]);
        plies += 1;
    }
}

/// [`playout`] for a game of [placements](Game::PLACEMENTS), whose moves
/// are listed once: each ply draws one of the moves not yet played, plays
/// it, and swaps it out to the end of the list, past the moves still
/// legal. The draw is uniform over the legal moves, as in [`playout`],
/// but from a list in another order, so a seed plays other games.
#[inline]
fn placement_playout<G: Game>(
    start: &G,
    rng: &mut Rng,
    max_plies: u32,
    moves: &mut G::Moves,
) -> (Option<Outcome>, u32) {
    let mut position = *start;
    let mut plies = 0;
    if let Some(outcome) = position.outcome() {
        return (Some(outcome), plies);
    }
    moves.clear();
    position.generate(moves);
    let legal = moves.as_mut_slice();
    // The moves not yet played are `legal[..left]`.
    let mut left = legal.len();
    loop {
        if plies == max_plies {
            return (None, plies);
        }
        if left == 0 {
            return (Some(position.no_moves()), plies);
        }
        let drawn = rng.below(left);
        position = position.play(legal[drawn]);
        left -= 1;
        legal.swap(drawn, left);
        plies += 1;
        if let Some(outcome) = position.outcome() {
            return (Some(outcome), plies);
        }
    }
}

/// Plays `count` playouts from `start` with `rng`, adding them to `tally`.
pub fn play_many<G: Game>(start: &G, rng: &mut Rng, max_plies: u32, count: u64, tally: &mut Tally) {
    let mut moves = G::Moves::default();
    for _ in 0..count {
        let (ended, plies) = playout(start, rng, max_plies, &mut moves);
        tally.add(ended, plies);
    }
}

/// When a run stops.
#[derive(Clone, Copy, Debug)]
enum Budget {
    Count(u64),
    Time(Duration),
}

impl Visit for Playouts {
    type Output = Result<(), CliError>;

    fn visit<G: CatalogGame>(self) -> Self::Output {
        let Playouts(args, feedback) = self;
        let (start, _) = args.start.resolve::<G>()?;
        let budget = match (args.count, args.seconds) {
            (Some(count), _) => Budget::Count(count),
            (None, seconds) => {
                Budget::Time(Duration::from_secs_f64(seconds.unwrap_or(DEFAULT_SECONDS)))
            }
        };
        let seed = args.seed.unwrap_or_else(clock_seed);
        let mut rng = Rng::new(seed);
        let mut tally = Tally::default();
        let progress = match budget {
            Budget::Count(count) => feedback.bar(count),
            Budget::Time(time) => feedback.bar(time.as_millis() as u64),
        };
        progress.set_message("playouts");
        let started = Instant::now();
        loop {
            let batch = match budget {
                Budget::Count(count) => BATCH.min(count - tally.playouts),
                Budget::Time(time) if started.elapsed() >= time => 0,
                Budget::Time(_) => BATCH,
            };
            if batch == 0 {
                break;
            }
            play_many(&start, &mut rng, args.max_plies, batch, &mut tally);
            match budget {
                Budget::Count(_) => progress.set_position(tally.playouts),
                Budget::Time(_) => progress.set_position(started.elapsed().as_millis() as u64),
            }
            progress.set_message(format!("{} playouts", tally.playouts));
        }
        let elapsed = started.elapsed();
        progress.finish_and_clear();
        write_tally::<G>(&tally, elapsed, seed, &args)
    }
}

/// A seed for a run that names none: the clock's nanoseconds, mixed.
fn clock_seed() -> u64 {
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    splitmix64(nanos).1
}

/// `part` of `whole`, in per cent.
fn percent(part: u64, whole: u64) -> f64 {
    100.0 * part as f64 / whole.max(1) as f64
}

fn write_tally<G: CatalogGame>(
    tally: &Tally,
    elapsed: Duration,
    seed: u64,
    args: &PlayoutsArgs,
) -> Result<(), CliError> {
    let seconds = elapsed.as_secs_f64().max(1e-9);
    let per_second = tally.playouts as f64 / seconds;
    let plies_per_playout = tally.plies as f64 / tally.playouts.max(1) as f64;
    let plies_per_second = tally.plies as f64 / seconds;
    let [first, second] = [Side::First, Side::Second].map(G::side_name);
    let mut out = std::io::stdout().lock();
    match args.format.format {
        Format::Json => json::emit(
            &mut out,
            &Record::Playouts {
                playouts: tally.playouts,
                time: seconds,
                playouts_per_second: per_second,
                plies: tally.plies,
                plies_per_playout,
                plies_per_second,
                first,
                second,
                first_wins: tally.wins[0],
                second_wins: tally.wins[1],
                draws: tally.draws,
                unfinished: tally.unfinished,
                seed,
            },
        ),
        Format::Text => {
            let n = tally.playouts;
            // The labels' column, as wide as the first lines' or the longest name's.
            let width = (first.len().max(second.len()) + " wins".len()).max(11);
            let mut text = format!(
                "playouts     {n} in {seconds:.3} s (seed {seed})\n\
                 playouts/s   {per_second:.1}\n\
                 plies        {plies_per_playout:.2} a playout, {plies_per_second:.0}/s\n"
            );
            for (name, count) in [(first, tally.wins[0]), (second, tally.wins[1])] {
                let label = format!("{name} wins");
                text += &format!("{label:width$}  {count} ({:.2} %)\n", percent(count, n));
            }
            text += &format!(
                "{:width$}  {} ({:.2} %)\n",
                "draws",
                tally.draws,
                percent(tally.draws, n)
            );
            if tally.unfinished > 0 {
                text += &format!(
                    "{:width$}  {} ({:.2} %, stopped at {} plies)\n",
                    "unfinished",
                    tally.unfinished,
                    percent(tally.unfinished, n),
                    args.max_plies
                );
            }
            out.write_all(text.as_bytes())
                .and_then(|()| out.flush())
                .map_err(CliError::Output)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{play_many, Rng, Tally};
    use crate::games::tictactoe::TicTacToe;
    use crate::runtime::Game;

    #[test]
    fn below_stays_below_and_reaches_every_value() {
        let mut rng = Rng::new(7);
        let mut seen = [0u32; 5];
        for _ in 0..1000 {
            seen[rng.below(5)] += 1;
        }
        assert!(seen.iter().all(|&n| n > 150), "{seen:?}");
    }

    #[test]
    fn a_seed_plays_the_same_games() {
        let run = |seed| {
            let mut tally = Tally::default();
            play_many(
                &TicTacToe::start(),
                &mut Rng::new(seed),
                100,
                500,
                &mut tally,
            );
            tally
        };
        assert_eq!(run(3), run(3));
        assert_ne!(run(3), run(4));
        let tally = run(3);
        assert_eq!(
            tally.wins[0] + tally.wins[1] + tally.draws + tally.unfinished,
            500
        );
        // Tic-tac-toe ends within 5 to 9 plies.
        assert!((5 * 500..=9 * 500).contains(&tally.plies), "{tally:?}");
    }
}
