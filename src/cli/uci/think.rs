//! The search of one `go`, on a thread of its own so that the engine keeps
//! reading `stop`, `isready` and `quit` while it runs. It writes an `info`
//! line after each iteration and one `bestmove` at the end, and hands the
//! searcher back when it is joined. How the moves, the scores and the last
//! line are written is the protocol's [`Dialect`]: UCI's here, USI's in
//! `super::super::usi`.

use super::clock::Budget;
use super::command::Go;
use super::say;
use crate::catalog::CatalogGame;
use crate::cli::play::finished;
use crate::cli::searcher::GameSearcher;
use crate::cli::{line_words, Audience};
use crate::runtime::notation::move_to_string;
use crate::runtime::params::HELPER_STACK_BYTES;
use crate::runtime::{Iteration, Limits, Outcome, Score, ScoreKind, SearchResult};
use std::panic::AssertUnwindSafe;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;

/// How a protocol writes what a search found.
pub trait Dialect<G: CatalogGame>: Send + 'static {
    /// One move, given in the game's own notation.
    fn move_word(&self, written: String) -> String;

    /// A score, from the side to move, in the protocol's units.
    fn score(&self, score: Score) -> String;

    /// The search's last line (`bestmove ...`). `searcher` is there for
    /// a dialect that searches on to complete an answer, when the search
    /// did not fail.
    fn conclude(
        &self,
        position: &G,
        ending: &Ending<G>,
        searcher: Option<&mut GameSearcher<G>>,
    ) -> String;
}

/// How a search ended.
pub enum Ending<G: CatalogGame> {
    /// The game was over before it began.
    Over(Outcome),
    /// It searched.
    Searched(SearchResult<G>),
    /// It failed (a bug), and said so.
    Failed,
}

/// UCI's way: moves in the game's notation, mates in moves.
pub struct Uci;

impl<G: CatalogGame> Dialect<G> for Uci {
    fn move_word(&self, written: String) -> String {
        written
    }

    fn score(&self, score: Score) -> String {
        uci_score(score)
    }

    fn conclude(
        &self,
        position: &G,
        ending: &Ending<G>,
        _: Option<&mut GameSearcher<G>>,
    ) -> String {
        match ending {
            Ending::Searched(SearchResult {
                best_move: Some(mv),
                ..
            }) => format!("bestmove {}", move_to_string(position, *mv)),
            _ => "bestmove (none)".into(),
        }
    }
}

/// A running `go`.
pub struct Thinking<G: CatalogGame> {
    stop: Arc<AtomicBool>,
    handle: JoinHandle<Option<GameSearcher<G>>>,
}

/// What a search thread is told besides its limits.
struct Plan {
    budget: Budget,
    /// `go infinite` or `go ponder`: the best move waits for `stop`, even
    /// when the search ends sooner (the protocol asks for this).
    until_stopped: bool,
}

impl<G: CatalogGame> Thinking<G> {
    /// Starts searching `position` within `go`'s limits, to report in
    /// `dialect`.
    pub fn start(
        searcher: GameSearcher<G>,
        position: G,
        go: &Go,
        dialect: impl Dialect<G>,
    ) -> std::io::Result<Thinking<G>> {
        let stop = Arc::new(AtomicBool::new(false));
        let until_stopped = go.infinite || go.ponder;
        let plan = Plan {
            budget: if until_stopped {
                Budget::default()
            } else {
                Budget::of(go, position.side_to_move())
            },
            until_stopped,
        };
        let limits = limits(go, &plan.budget, Arc::clone(&stop));
        if !go.searchmoves.is_empty() {
            say("info string searchmoves is not supported: searching every move");
        }
        let flag = Arc::clone(&stop);
        // The search recurses as deep as a helper thread's does.
        let handle = std::thread::Builder::new()
            .name("uci search".into())
            .stack_size(HELPER_STACK_BYTES)
            .spawn(move || think(searcher, &position, &limits, &plan, &flag, &dialect))?;
        Ok(Thinking { stop, handle })
    }

    /// Stops the search (its best move is written at once) and waits for
    /// it; the searcher, unless the search failed.
    pub fn finish(self) -> Option<GameSearcher<G>> {
        self.stop.store(true, Ordering::Release);
        self.handle.thread().unpark();
        self.handle.join().ok().flatten()
    }
}

/// The searcher's limits for `go`: depth, nodes, the hard time limit and
/// the stop flag. `mate n` is a search of the `2n - 1` plies such a mate
/// takes and one more, where the searcher finds the mated side without a
/// move.
fn limits(go: &Go, budget: &Budget, stop: Arc<AtomicBool>) -> Limits {
    let mate_plies = go.mate.map(|moves| moves.saturating_mul(2).max(1));
    let mut limits = Limits::none().and_stop(stop);
    if let Some(depth) = [go.depth, mate_plies].into_iter().flatten().min() {
        limits = limits.and_depth(depth);
    }
    if let Some(nodes) = go.nodes {
        limits = limits.and_nodes(nodes);
    }
    if let Some(hard) = budget.hard {
        limits = limits.and_time(hard);
    }
    limits
}

/// The search thread: searches, reports, waits for `stop` if it must, and
/// writes the best move. A search that panics (a bug) still answers, and
/// its searcher, in whatever state the panic left it, is dropped.
fn think<G: CatalogGame>(
    mut searcher: GameSearcher<G>,
    position: &G,
    limits: &Limits,
    plan: &Plan,
    stop: &AtomicBool,
    dialect: &impl Dialect<G>,
) -> Option<GameSearcher<G>> {
    let search = std::panic::catch_unwind(AssertUnwindSafe(|| match finished(position) {
        Some(outcome) => {
            game_over(position, outcome);
            Ending::Over(outcome)
        }
        None => Ending::Searched(searcher.search_with(position, limits, |it| {
            say(&info_line(position, it, dialect));
            if !plan.budget.room_for_another_iteration(it.elapsed) {
                stop.store(true, Ordering::Release);
            }
        })),
    }));
    let (ending, mut searcher) = match search {
        Ok(ending) => (ending, Some(searcher)),
        Err(_) => {
            say("info string error: the search failed");
            (Ending::Failed, None)
        }
    };
    if plan.until_stopped {
        while !stop.load(Ordering::Acquire) {
            std::thread::park();
        }
    }
    let last = std::panic::catch_unwind(AssertUnwindSafe(|| {
        dialect.conclude(position, &ending, searcher.as_mut())
    }));
    match last {
        Ok(line) => say(&line),
        Err(_) => {
            say("info string error: the search failed");
            say(&dialect.conclude(position, &Ending::Failed, None));
            searcher = None;
        }
    }
    searcher
}

/// What the engine says of a position where the game is over: a score, as
/// engines give one (`mate 0` when mated), where UCI has one, and why.
fn game_over<G: CatalogGame>(position: &G, outcome: Outcome) {
    let side = position.side_to_move();
    match outcome.sign_for(side) {
        0 => say("info depth 0 score cp 0"),
        sign if sign < 0 => say("info depth 0 score mate 0"),
        _ => {}
    }
    say(&format!(
        "info string the game is over: {}",
        match outcome {
            Outcome::Win(winner) => format!("{} wins", G::side_name(winner)),
            Outcome::Draw => "draw".into(),
        }
    ));
}

/// One iteration's `info` line.
fn info_line<G: CatalogGame>(
    position: &G,
    it: &Iteration<'_, G>,
    dialect: &impl Dialect<G>,
) -> String {
    let mut line = format!(
        "info depth {} seldepth {} score {} nodes {} nps {} hashfull {} time {}",
        it.depth,
        it.seldepth,
        dialect.score(it.score),
        it.nodes,
        it.nps,
        it.tt_fill_permille,
        it.elapsed.as_millis()
    );
    let pv: Vec<String> = line_words(position, it.pv, Audience::Programs)
        .into_iter()
        .map(|word| dialect.move_word(word))
        .collect();
    if !pv.is_empty() {
        line.push_str(" pv ");
        line.push_str(&pv.join(" "));
    }
    line
}

/// A score as UCI gives it: `cp` centipawns, or `mate` in moves (not
/// plies), negative when the side to move is being mated.
fn uci_score(score: Score) -> String {
    match ScoreKind::of(score) {
        ScoreKind::Win(plies) => format!("mate {}", plies.div_ceil(2)),
        ScoreKind::Loss(plies) => format!("mate {}", -i64::from(plies.div_ceil(2))),
        ScoreKind::Eval(cp) => format!("cp {cp}"),
    }
}

#[cfg(test)]
mod tests {
    use super::uci_score;
    use crate::runtime::score::{loss_in, win_in};

    #[test]
    fn mates_count_moves_and_are_negative_for_the_mated_side() {
        assert_eq!(uci_score(win_in(1)), "mate 1");
        assert_eq!(uci_score(win_in(3)), "mate 2");
        assert_eq!(uci_score(loss_in(2)), "mate -1");
        assert_eq!(uci_score(loss_in(4)), "mate -2");
        // Mated on the board: no sign to give.
        assert_eq!(uci_score(loss_in(0)), "mate 0");
        assert_eq!(uci_score(-35), "cp -35");
        assert_eq!(uci_score(0), "cp 0");
    }
}
