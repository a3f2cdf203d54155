//! Lazy SMP: helper threads search the same root as the searcher's own
//! thread, sharing only the transposition table, so that each thread finds
//! in the table what the others have already proven.
//!
//! # How it works
//!
//! A searcher built with [`SearchOptions::threads`] `= n` starts `n - 1`
//! helper threads at once, each owning a searcher of its own (move buffers,
//! killers, history, PV table, evaluator) built at the same time. They wait
//! for a task awake for [`HELPERS_SPIN_WAIT`] after each one, so that the
//! next search of a series (a set of positions solved one after another,
//! the moves of a game) hands it out without waking them, and then asleep
//! on a condition variable. When the searcher searches, it searches the root
//! itself, and once the search has proven large enough to be worth waking
//! them for ([`HELPERS_AFTER_NODES`] nodes), it hands every helper the same
//! task:
//!
//! - an iterative-deepening search: the helpers deepen too, odd-numbered
//!   ones one ply ahead of the main thread, so that their results are ready
//!   when the main thread gets there;
//! - the solver's bisection of the value: the helpers bisect too, from the
//!   same position, and stop when the main thread has the value.
//!
//! In iterative deepening, each helper starts the root with a different
//! move (the order is rotated by the helper's number), so that the threads
//! spread over the root's subtrees instead of walking the same path in
//! step. The solver's null-window tests keep the root's order: there the
//! first move usually refutes, and a helper that started elsewhere would
//! prove moves the proof does not need. Everywhere, a thread puts off the
//! children another thread is in the middle of (see `busy.rs`), so that
//! where their paths meet they split the node's moves between them
//! instead of proving the same ones twice.
//!
//! The main thread's result is the searcher's result; the helpers' results
//! are thrown away, and only their table entries count. When the main thread
//! finishes, or stops on a limit or on the caller's stop flag, it raises the
//! helpers' stop flag and waits until every helper is idle again, so a
//! search never outlives its call. Helpers look at the flag every few
//! dozen nodes, and the main thread waits for them awake, so the end of a
//! search costs microseconds. Below the root, the main thread marks the
//! nodes it is in (see `busy.rs`) only once the helpers have the task: a
//! search too small to wake them pays nothing for them. The table's
//! entries carry an XOR check (see [`crate::tt`]), so an entry torn by two
//! threads writing at once reads as a miss: sharing needs no lock and no
//! `unsafe`.
//!
//! Nothing is allocated per search: the threads, their searchers, the busy
//! marks and the buffer that carries the game's history to them all exist
//! from the searcher's construction on. Handing out a task takes a mutex once per
//! thread.
//!
//! With one thread there are no helpers, and the search is exactly the
//! single-threaded one, node for node.
//!
//! # Beyond two cores
//!
//! What the threads share is the table, the busy marks, and two flags. The table scales:
//! probes and stores are relaxed loads and stores on 64-byte buckets spread
//! over the whole table, so two threads meet on a cache line only when they
//! hash to the same bucket, and the cost of that is a torn entry, never a
//! wait. Per search, each helper takes the task mutex once to pick up its
//! task and once to report idle, which is nothing at 16 threads and still
//! small at 64. What would contend there:
//!
//! - memory bandwidth and the table's capacity: every thread fills the same
//!   table, so with many threads it needs to be larger for the same search,
//!   and the misses of all threads share one memory bus;
//! - the table's near regions (see [`crate::tt`]): 2 MiB each, where a
//!   thread's proofs file their results close to the end of the game.
//!   Each thread has its own, in its own core's cache, as long as the near
//!   regions take at most a quarter of the table (two in 16 MiB, sixteen
//!   in 128 MiB); past that, threads share them in turn, and a shared
//!   region's lines move between the cores' caches as the threads write
//!   them. Two threads with a region each, against one shared, in turn in
//!   the same runs (2026-11-26): 1.48 and 1.52 against 1.41 and 1.45 on
//!   fresh, 1.57 and 1.60 against 1.41 and 1.43 on held-out;
//! - the start and the end of each search: a condition-variable wake per
//!   sleeping thread (or a core kept busy per waiting one), and the wait
//!   for the slowest helper to see the stop flag (up to
//!   [`HELPER_NODES_BETWEEN_CHECKS`] of its nodes, while the main thread
//!   waits awake), which on small positions weigh more with many threads;
//! - the busy marks: a table of 4,096 words that every thread writes on
//!   entering and leaving each node near the root and reads for each of
//!   its children. At 16 or 64 threads those cache lines would bounce
//!   between cores, and more threads means more marks to collide; the
//!   table would grow with the thread count, and the plies that mark
//!   would shrink.
//! - diversity: in iterative deepening the threads differ by depth
//!   parity, the first root move and the moves they defer; in the solver
//!   only by the moves they defer. With many threads most busy children
//!   are busy for several of them at once, and a thread that has deferred
//!   all its moves searches them anyway, so past a few threads more of
//!   them still mostly search the same nodes.
//!
//! [`SearchOptions::threads`]: super::SearchOptions::threads
//! [`HELPERS_AFTER_NODES`]: crate::params::HELPERS_AFTER_NODES
//! [`HELPERS_SPIN_WAIT`]: crate::params::HELPERS_SPIN_WAIT
//! [`HELPER_NODES_BETWEEN_CHECKS`]: crate::params::HELPER_NODES_BETWEEN_CHECKS

use super::{Limits, Searcher};
use crate::params::{
    HELPERS_AFTER_NODES, HELPERS_SPIN_WAIT, HELPERS_STOP_WAIT, HELPER_STACK_BYTES, MAX_HISTORY,
};
use crate::{Game, SearchEvaluator};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// What the helpers are asked to search.
#[derive(Clone, Copy)]
pub(crate) enum Task<G> {
    /// Iterative deepening of `position` up to `depth`.
    Deepen { position: G, depth: u32 },
    /// The solver's bisection of the value of `position` (only its sign if
    /// `weak`).
    Solve { position: G, weak: bool },
}

/// The helpers of one searcher: their threads and what they share with it.
pub(crate) struct Helpers<G: Game> {
    shared: Arc<Shared<G>>,
    threads: Vec<JoinHandle<()>>,
}

/// What the searcher's thread and its helpers share, apart from the table.
struct Shared<G> {
    board: Mutex<Board<G>>,
    /// Signalled when a task is posted, or the helpers must quit, if a
    /// helper is asleep on it.
    posted: Condvar,
    /// Bumped with every task (and to tell the helpers to quit), so a
    /// helper sees each one once. Changed only under the board's mutex;
    /// read without it by a helper awake between tasks, watching for the
    /// next one.
    serial: AtomicU64,
    /// Signalled when the last helper finishes a task.
    idle: Condvar,
    /// Raised to stop the helpers' searches.
    stop: Arc<AtomicBool>,
    /// Helpers that have not finished the current task. Changed only under
    /// the board's mutex, so a waiter that reads it there misses no
    /// signal; read without it while the main thread waits awake.
    running: AtomicUsize,
}

/// The task board, under the mutex.
struct Board<G> {
    task: Option<Task<G>>,
    /// Helpers asleep on `posted`.
    asleep: usize,
    quit: bool,
    /// Bumped by the searcher's `clear`: before its next task, a helper
    /// forgets its killers and history too.
    clears: u64,
    /// The game's history, for repetition draws (capacity [`MAX_HISTORY`]).
    history: Vec<u64>,
}

impl<G: Game> Shared<G> {
    fn board(&self) -> MutexGuard<'_, Board<G>> {
        // A helper that panicked leaves the board consistent: every update
        // is completed before the lock is released.
        self.board.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

impl<G: Game> Helpers<G> {
    /// Starts the helpers: one thread for each of `searchers`, which share
    /// the table of the searcher they help. Returns when every helper is
    /// waiting for a task, its thread set up (which allocates).
    pub(crate) fn start<E: SearchEvaluator<G>>(searchers: Vec<Searcher<G, E>>) -> Self {
        let shared = Arc::new(Shared {
            board: Mutex::new(Board {
                task: None,
                asleep: 0,
                quit: false,
                clears: 0,
                history: Vec::with_capacity(MAX_HISTORY),
            }),
            posted: Condvar::new(),
            idle: Condvar::new(),
            serial: AtomicU64::new(0),
            stop: Arc::new(AtomicBool::new(false)),
            // Each helper reports once it has started.
            running: AtomicUsize::new(searchers.len()),
        });
        let threads = searchers
            .into_iter()
            .map(|searcher| {
                let shared = Arc::clone(&shared);
                std::thread::Builder::new()
                    .name(format!("alphabeta-helper-{}", searcher.helper))
                    .stack_size(HELPER_STACK_BYTES)
                    .spawn(move || serve(searcher, &shared))
                    .expect("the OS refused a helper thread")
            })
            .collect();
        let helpers = Helpers { shared, threads };
        helpers.wait_idle();
        helpers
    }

    /// Hands `task` to every helper, with the game's `history`.
    pub(crate) fn post(&self, task: Task<G>, history: &[u64]) {
        self.shared.stop.store(false, Ordering::Relaxed);
        let mut board = self.shared.board();
        board.task = Some(task);
        self.shared.serial.fetch_add(1, Ordering::Release);
        self.shared
            .running
            .store(self.threads.len(), Ordering::Relaxed);
        board.history.clear();
        board.history.extend_from_slice(history);
        let asleep = board.asleep;
        drop(board);
        // Waking a sleeping thread costs the waker a system call (38 µs
        // measured on a virtual machine whose idle core has halted); helpers
        // still awake from their last task see the serial change without it.
        if asleep > 0 {
            self.shared.posted.notify_all();
        }
    }

    /// Has every helper forget its killers and history before its next
    /// task, as the searcher's own thread does on [`Searcher::clear`].
    pub(crate) fn forget(&self) {
        self.shared.board().clears += 1;
    }

    /// Stops the helpers' task and waits until every helper is idle.
    ///
    /// A helper sees the flag within [`HELPER_NODES_BETWEEN_CHECKS`] of its
    /// nodes, a few microseconds, so the main thread first waits for it
    /// awake, yielding its core: going to sleep and being woken would cost
    /// it tens of microseconds more, as much as a small search takes.
    ///
    /// [`HELPER_NODES_BETWEEN_CHECKS`]: crate::params::HELPER_NODES_BETWEEN_CHECKS
    pub(crate) fn stop(&self) {
        self.shared.stop.store(true, Ordering::Relaxed);
        yield_while(HELPERS_STOP_WAIT, || {
            self.shared.running.load(Ordering::Acquire) > 0
        });
        self.wait_idle();
    }

    /// Waits until every helper has finished its task.
    fn wait_idle(&self) {
        let mut board = self.shared.board();
        while self.shared.running.load(Ordering::Acquire) > 0 {
            board = self
                .shared
                .idle
                .wait(board)
                .unwrap_or_else(PoisonError::into_inner);
        }
    }
}

impl<G: Game> Drop for Helpers<G> {
    fn drop(&mut self) {
        // Stopped too, should a panic in the caller's callback have left
        // them a task.
        self.shared.stop.store(true, Ordering::Relaxed);
        let mut board = self.shared.board();
        board.quit = true;
        self.shared.serial.fetch_add(1, Ordering::Release);
        drop(board);
        self.shared.posted.notify_all();
        for thread in self.threads.drain(..) {
            // A helper that panicked has nothing left to clean up.
            let _ = thread.join();
        }
    }
}

/// A helper's life: wait for a task, run it, report idle; until told to quit.
fn serve<G: Game, E: SearchEvaluator<G>>(mut searcher: Searcher<G, E>, shared: &Shared<G>) {
    let mut limits = Limits::none().and_stop(Arc::clone(&shared.stop));
    let mut seen = 0;
    let mut cleared = 0;
    report_idle(shared);
    loop {
        // Awake for a while, so that a task posted soon is taken at once
        // and costs its poster no system call to wake this helper.
        yield_while(HELPERS_SPIN_WAIT, || {
            shared.serial.load(Ordering::Acquire) == seen
        });
        let task = {
            let mut board = shared.board();
            while shared.serial.load(Ordering::Acquire) == seen && !board.quit {
                board.asleep += 1;
                board = shared
                    .posted
                    .wait(board)
                    .unwrap_or_else(PoisonError::into_inner);
                board.asleep -= 1;
            }
            if board.quit {
                return;
            }
            seen = shared.serial.load(Ordering::Acquire);
            if board.clears != cleared {
                cleared = board.clears;
                searcher.killers.clear();
                searcher.history.clear();
                searcher.forget_evaluations();
            }
            searcher.set_history(&board.history);
            board.task
        };
        match task {
            Some(Task::Deepen { position, depth }) => {
                limits.depth = Some(depth);
                searcher.search(&position, &limits);
            }
            Some(Task::Solve { position, weak }) => {
                searcher.begin(&limits, None);
                searcher.bisect(&position, weak);
            }
            None => {}
        }
        report_idle(shared);
    }
}

/// Waits awake while `waiting()` holds, for at most `limit`, yielding the
/// core between looks (with more threads than cores, the thread it waits
/// for may need this one): for a change expected within microseconds,
/// which a sleep and a wake-up would cost tens of microseconds more.
fn yield_while(limit: Duration, waiting: impl Fn() -> bool) {
    let start = Instant::now();
    while waiting() && start.elapsed() < limit {
        std::thread::yield_now();
    }
}

/// Tells the searcher's thread that one more helper is done.
fn report_idle<G: Game>(shared: &Shared<G>) {
    let board = shared.board();
    if shared.running.fetch_sub(1, Ordering::Release) == 1 {
        shared.idle.notify_all();
    }
    drop(board);
}

impl<G: Game, E: SearchEvaluator<G>> Searcher<G, E> {
    /// Offers `task` to the helpers, if the searcher has any. They get it
    /// once the main thread has searched [`HELPERS_AFTER_NODES`] nodes, so
    /// that a small search does not pay for waking them.
    pub(crate) fn offer_task(&mut self, task: Task<G>) {
        if self.helpers.is_some() {
            self.offered = Some(task);
            // Asked again at the first look at the limits past the
            // threshold, even if that comes before the usual interval.
            self.next_check = self.next_check.min(HELPERS_AFTER_NODES);
            self.hand_out_when_due();
        }
    }

    /// Hands the offered task to the helpers if the search is large enough
    /// by now; asked at every look at the limits (see `should_stop`).
    #[inline]
    pub(crate) fn hand_out_when_due(&mut self) {
        if self.offered.is_some() && self.stats.nodes >= HELPERS_AFTER_NODES {
            if let (Some(task), Some(helpers)) = (self.offered.take(), &self.helpers) {
                helpers.post(task, &self.game_keys);
                self.helpers_busy = true;
            }
        }
    }

    /// Withdraws the offered task, and stops the helpers if they have it.
    pub(crate) fn recall_helpers(&mut self) {
        if self.helpers.is_none() {
            return;
        }
        self.offered = None;
        if self.helpers_busy {
            if let Some(helpers) = &self.helpers {
                helpers.stop();
            }
            self.helpers_busy = false;
        }
    }
}
