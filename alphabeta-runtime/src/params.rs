//! Every tunable of the searcher, in one place, with what it trades.

/// The deepest ply the search stack holds. Deeper nodes are evaluated
/// statically. Trades memory (per-ply move buffers, the triangular PV table)
/// against how long a line the search and the solver can follow.
pub const MAX_PLY: usize = 256;

/// The remaining depth that means "search to the end of the game": the solver
/// searches with it, and it never decreases from parent to child.
pub const SOLVE_DEPTH: i32 = 255;

/// The ply at which the solver's first test cuts its lines in a game
/// whose lines may run past [`MAX_PLY`]; each test that proves neither
/// answer is tried again half as deep again (12, 18, 27, ..., 256). Trades
/// the work of the shallow tests, most of which the table keeps, against
/// the long lines a first test to `MAX_PLY` would follow (a Go player
/// feeding stones to be taken).
pub const FIRST_PROOF_HORIZON: usize = 12;

/// The deepest iteration a depth-limited search may ask for; kept below
/// [`SOLVE_DEPTH`] so that an ordinary search never becomes a solve.
pub const MAX_SEARCH_DEPTH: u32 = 200;

/// Nodes between looks at the clock and the stop flag. Smaller reacts faster
/// to a stop; larger spends less time asking for the time.
pub const NODES_BETWEEN_CHECKS: u64 = 2048;

/// The most nodes the tuner's test of a quiet position may search
/// ([`Searcher::quiescence_keeps_evaluation`]); a position whose
/// quiescence search goes past it is not quiet. In loop chess, where every
/// piece taken comes back as a drop, one such search of a self-play
/// position had not ended after 45 minutes (254 plies of captures deep).
///
/// [`Searcher::quiescence_keeps_evaluation`]: crate::Searcher::quiescence_keeps_evaluation
pub const QUIET_TEST_NODES: u64 = 100_000;

/// Nodes between a helper thread's looks at its stop flag. A helper has no
/// clock to read, and the flag is a load from a cache line written once a
/// search, so it looks often: the main thread, which waits for every
/// helper to stop before it returns, then waits microseconds, not the
/// thousands of nodes a helper would search between looks at the main
/// thread's pace.
pub const HELPER_NODES_BETWEEN_CHECKS: u64 = 64;

/// The first iteration that searches with an aspiration window. Shallow
/// iterations are cheap and their scores swing, so a window there mostly fails.
pub const ASPIRATION_MIN_DEPTH: u32 = 4;

/// Half-width of the first aspiration window, in centi-units. Narrower cuts
/// more when the guess holds and re-searches more often when it fails.
pub const ASPIRATION_DELTA: i32 = 40;

/// Killer moves remembered per ply. Two is the classic choice: a second slot
/// keeps a good killer from being evicted by a one-off.
pub const KILLERS_PER_PLY: usize = 2;

/// Slots per side in the history table; moves are folded into them, so any
/// move encoding fits. More slots, fewer collisions, more memory to clear.
pub const HISTORY_SLOTS: usize = 4096;

/// The bound history scores decay towards ("history gravity"): a larger
/// bound remembers longer, a smaller one adapts faster.
pub const HISTORY_MAX: i32 = 16_384;

/// How far hints outrank killers and history: a move's hint is multiplied by
/// this before killers and history are added. It must exceed the largest
/// killer bonus plus [`HISTORY_MAX`].
pub const HINT_SCALE: i32 = 1 << 16;

/// A proof node looks up its children's table entries for a refutation
/// before it searches them (an enhanced transposition cutoff) only once
/// the search has visited this many nodes. Each lookup is a probe of
/// memory; in a small search the children are rarely in the table yet, and
/// the probes cost more than the few nodes they save (begin-easy: 7 % fewer
/// nodes, 30 % more time, with no such floor).
pub const ETC_MIN_NODES: u64 = 50_000;

/// ... and only at positions with at least this many plies left in the
/// game, whose subtrees are large enough to repay the lookups (fresh
/// Connect Four positions, first 30: 968,334 nodes in 93 to 98 ms against
/// 1,120,751 in 104 to 119 without; with 12, more nodes saved but no
/// time: 97 and 108 ms). Again on 2026-11-26, with ties between moves
/// going to the middle column (the whole sets, one run): from 14 plies,
/// 4 % to 6 % fewer nodes and 6 % to 8 % slower (fresh 71.9 against
/// 66.7 ms); from 22, 4 % to 5 % more nodes in the same time.
pub const ETC_MIN_PLIES_LEFT: u32 = 18;

/// A proof node uses the table only with more than this many plies left
/// in the game (where the game knows how many, [`Game::max_remaining_plies`]):
/// closer to the end, a subtree of at most a few hundred nodes costs less
/// to search again than the table's probe, prefetch and store cost it,
/// each a likely miss in the cache, and its entry would only push out
/// one worth more. Connect Four, 2026-11-25, against the specialist in
/// the same runs, two rounds each, with 0 / 4 / 6 / 7 / 8: the first 100
/// of end-easy 0.66 and 0.76 / 0.56, 0.60 / 0.46, 0.46 / - / 0.48, 0.44
/// (10 % to 15 % more nodes at 6); middle-easy and the fresh sets within
/// their spread at 6, fresh 5 % slower at 8; the whole game from the
/// empty board 100.1 s / - / 89.0 s / - / 81.3 s (9 % and 30 % more
/// nodes).
///
/// [`Game::max_remaining_plies`]: crate::Game::max_remaining_plies
pub const PROOF_TABLE_MIN_PLIES_LEFT: u32 = 6;

/// A proof node with at most this many plies left in the game (but more
/// than [`PROOF_TABLE_MIN_PLIES_LEFT`]) files its result in the table's
/// near region ([`NEAR_REGION_BYTES`]), the others in the rest. Most of a
/// proof's nodes lie this close to the end, and their entries are
/// reused soon or never: kept together in a region the size of a core's
/// L2 cache, their probes hit it instead of going to memory, and they no
/// longer push the entries of large subtrees out of the rest. Connect
/// Four, 2026-11-26, against no near region, with a 16 MiB table, in turn
/// in the same runs: fresh 9 % and 4 % faster, held-out 11 % and 0 %,
/// with 5 % more nodes (ours alone, full sets: 2 MiB up to 14 or 16
/// plies alike, a 1 MiB region within 2 % of them, 1 MiB up to 12 plies
/// slower); the
/// whole game from the empty board (1 GiB) 66.6 s against 86.2 s, with
/// 17 % more nodes (12, 14 and 16 plies, 1 or 2 MiB: 65 to 70 s).
/// Since the region holds one-word slots, the same day: 12, 14, 16 or 18
/// plies, with 1, 2 or 4 MiB, all within the noise of one another
/// (fresh 85 to 94 ms, held-out 81 to 90 ms, one run each).
pub const PROOF_NEAR_MAX_PLIES_LEFT: u32 = 14;

/// A proof node orders its moves by the killers and the history, and
/// teaches them its cutoffs, only with more than this many plies left in
/// the game: closer to the end its subtree is small, the game's hints
/// alone order it nearly as well, and the lookups and updates cost more
/// than the nodes they save. Connect Four, 2026-11-26, against learning
/// everywhere (16 MiB, the near region of 14 plies): the fresh sets 3 % to
/// 4 % faster with 7 % more nodes (two rounds; 2 % to 10 % in three rounds
/// of the experiment before), end-easy 9 % and middle-easy 3 % faster with
/// 4 % and 5 % more; begin-easy unchanged. From 18 plies, no faster than
/// learning everywhere; ordering without learning from 10 to 14 plies but
/// still teaching the cutoffs, no faster either. Again with the near
/// region in one-word slots, the same day (two rounds): from 10 plies,
/// 5 % fewer nodes in the same time (fresh 78.1 and 80.5 ms against 77.2
/// and 79.0); from 18, 6 % more nodes and 5 % slower. Again with ties
/// between moves going to the middle column, later that day (one run):
/// from 10 plies, 8 % slower on fresh (72.2 against 66.7 ms) and 4 % on
/// held-out; from 18 or 22, 1 % to 5 % more nodes in the same time.
pub const PROOF_LEARNING_MIN_PLIES_LEFT: u32 = 14;

/// The near region of the table ([`PROOF_NEAR_MAX_PLIES_LEFT`]): about
/// one core's L2 cache (2 MiB on the Xeon of BENCHMARKS.md, 1 to 2 MiB
/// on most current processors), on one huge page where the table has
/// them. Only a table of at least four times this size has one.
pub const NEAR_REGION_BYTES: usize = 2 << 20;

/// Order bonus of the first and second killer of a ply, above any history score.
pub const KILLER_BONUS: [i32; KILLERS_PER_PLY] = [HISTORY_MAX + 2_000, HISTORY_MAX + 1_000];

/// A position with exactly one legal move, or (with the check extension) a
/// move that gives check, is searched one ply deeper, at most this many
/// times along one line, both counted together. More answers the horizon
/// problem on long forced sequences; fewer bounds the search's growth.
pub const MAX_ONE_REPLY_EXTENSIONS: u32 = 16;

/// The default transposition table size, in MiB.
pub const DEFAULT_HASH_MIB: usize = 16;

/// The table size of the one-call [`solve`](crate::solve), in MiB. Larger
/// solves deeper positions without evicting, at the cost of the memory.
pub const SOLVE_HASH_MIB: usize = 64;

/// How many plies of depth one search of age is worth when the transposition
/// table chooses which entry to evict. Higher forgets deep results of past
/// searches sooner; lower keeps them longer, at the cost of room for the
/// current search.
pub const AGE_WEIGHT: i32 = 8;

/// Buckets that [`TranspositionTable::fill_permille`](crate::tt::TranspositionTable::fill_permille)
/// samples. More gives a truer fill, at the cost of reading more of the table
/// after each iteration.
pub const FILL_SAMPLE_BUCKETS: usize = 1000;

/// The most positions of a game's history (before the root) that the
/// searcher keeps for repetition draws; older ones are dropped. Chess's
/// fifty-move rule bounds what can repeat to 100 plies, so this is ample;
/// a larger one costs memory per searcher.
pub const MAX_HISTORY: usize = 1024;

/// The size of a huge page (x86-64 and most ARM systems): large tables are
/// aligned to it.
pub const HUGE_PAGE_BYTES: usize = 2 << 20;

/// The smallest table worth backing with huge pages. Below it the table
/// spans few enough 4 KiB pages for the TLB; above it huge pages save a page
/// walk on most probes, at the cost of up to one huge page of memory
/// committed at a time instead of 4 KiB.
pub const HUGE_PAGE_MIN_BYTES: usize = 8 << 20;

/// The stack of each helper thread of a multi-threaded search. The search
/// recurses up to [`MAX_PLY`] deep with a position per frame; the memory is
/// only reserved, and committed as the stack grows.
pub const HELPER_STACK_BYTES: usize = 64 << 20;

/// The nodes a search with helper threads searches alone before it wakes
/// them. Waking costs tens of microseconds, and a helper pays off only on a
/// search long enough for its table entries to be met again; a smaller
/// value helps mid-sized searches, a larger one spares the small ones.
/// Measured on Connect Four's begin-easy set (about 2,600 nodes a
/// position), 2 threads against 1: 0.99 at 16,384, 1.09 to 1.17 from 2,048
/// down to 128; othello to depth 9 (8,212 nodes) gains from 2,048 and
/// loses below 1,024 (see BENCHMARKS.md).
pub const HELPERS_AFTER_NODES: u64 = 1_024;

/// How long a helper stays awake after a task, watching for the next one
/// (yielding its core between looks), before it goes to sleep. Waking a
/// sleeping helper costs the thread that posts the task a system call,
/// measured at 38 µs on the 2-core virtual machine of BENCHMARKS.md; a
/// helper still awake takes the task at once. The LLVM and Intel OpenMP
/// runtimes wait 200 ms awake by default (`KMP_BLOCKTIME`); this is
/// enough for a series of searches, such as the positions of a set solved
/// one after another.
pub const HELPERS_SPIN_WAIT: std::time::Duration = std::time::Duration::from_millis(20);

/// How long the main thread, at the end of a search, waits awake
/// (yielding its core) while its helpers see the stop flag, before it
/// sleeps until they have. A helper
/// looks at the flag every [`HELPER_NODES_BETWEEN_CHECKS`] nodes, so it is
/// usually done well within this.
pub const HELPERS_STOP_WAIT: std::time::Duration = std::time::Duration::from_micros(200);

/// Plausibility search measures depth in units of an eighth of a decade of
/// plausibility: a move of plausibility `p` costs `-log10(p) * 8` units,
/// rounded, so that a path ends where the product of its plausibilities
/// falls under the threshold. Finer units tell plausibilities apart more
/// closely; coarser ones leave room for lower thresholds, since a budget
/// must stay below [`SOLVE_DEPTH`] units.
pub const PLAUSIBILITY_UNITS_PER_DECADE: f32 = 8.0;

/// The least a move costs in plausibility search, in units, whatever its
/// plausibility: a forced move of plausibility 1 would cost nothing, and a
/// line of forced moves must still end.
pub const PLAUSIBILITY_MIN_COST: i32 = 1;

/// How far each iteration of plausibility search lowers its threshold, in
/// units (four units: by a factor of 10^-0.5). Smaller steps give a finer
/// choice of where a search stopped by a node or time limit ends, at the
/// cost of more iterations.
pub const PLAUSIBILITY_STEP: i32 = 4;

/// The deepest budget of plausibility search, in units: the threshold
/// 10^-31.75, just below [`SOLVE_DEPTH`], which means "to the end".
pub const PLAUSIBILITY_MAX_BUDGET: i32 = 254;

/// Default plausibilities, from what the rules tell the searcher (see
/// [`MoveClass`](crate::MoveClass)). Floyd's: a forced move is certain, a
/// good capture more likely than not, an unlikely move one in a hundred. A
/// quiet move is one of the ordinary many; a move that hands the opponent a
/// win at once is as unlikely as Floyd's unlikely move.
pub const PLAUSIBILITY_FORCED: f32 = 1.0;
/// A move that wins on the spot (the line ends there anyway).
pub const PLAUSIBILITY_WINNING: f32 = 1.0;
/// A noisy move: a capture, say ([`Game::is_noisy`](crate::Game::is_noisy)).
pub const PLAUSIBILITY_NOISY: f32 = 0.5;
/// A quiet move.
pub const PLAUSIBILITY_QUIET: f32 = 0.1;
/// A move after which the opponent wins at once.
pub const PLAUSIBILITY_LOSING: f32 = 0.01;

/// Slots of the table where threads mark the positions they are searching
/// (a power of two). Only positions near the root are marked, a few per
/// thread at a time, so a small table rarely sees two of them collide.
pub const BUSY_SLOTS: usize = 1 << 12;

/// Only nodes this close to the root mark themselves busy and defer their
/// busy children: below them, subtrees are too small for two threads to
/// be worth keeping apart, and the marks would cost more than they save.
/// The solver's proofs stop sooner, at [`PROOF_BUSY_MAX_PLY`].
pub const BUSY_MAX_PLY: usize = 16;

/// In the solver's proofs, only nodes this close to the root mark
/// themselves busy: the general node that marks them costs more than the
/// proof's own search, and a proof's subtrees shrink fast with the ply.
/// Connect Four, 2 threads against 1, 2026-11-26: begin-easy 0.87 to 0.94
/// at 16, 1.02 to 1.07 at 8 and 12, 0.99 at 4; the fresh sets 1.63 and
/// 1.68 at 16, 1.57 and 1.67 at 8, 1.37 and 1.46 at 4. With the helpers
/// awake between tasks, two rounds in turn: begin-easy 1.08 and 1.06 at
/// 12, 1.07 and 1.09 at 8; fresh 1.59 and 1.63 at 12, 1.53 twice at 8;
/// held-out 1.56 and 1.66 at 12, 1.58 and 1.62 at 8.
pub const PROOF_BUSY_MAX_PLY: usize = 12;

/// Nor nodes with less depth than this left to search (the solver's
/// nodes always qualify).
pub const BUSY_MIN_DEPTH: i32 = 3;

/// The evaluation cache's entries per thread
/// ([`SearchOptions::eval_cache`](crate::SearchOptions::eval_cache)), a
/// power of two: 16 bytes each, 512 KiB in all, so that it stays near the
/// core beside the table's lines.
pub const EVAL_CACHE_ENTRIES: usize = 1 << 15;

/// Late-move reductions ([`SearchOptions::reductions`](crate::SearchOptions::reductions)):
/// a quiet move is searched at `depth - 1 - r` plies first, with
/// `r = LMR_BASE + ln(depth) ln(move number) / LMR_DIVISOR` (rounded down),
/// the log-log formula of Stockfish and Ethereal; these two constants are
/// Ethereal's (0.75 and 2.25), a reduction of one ply from the fourth move
/// at depth 3 that grows to about six at depth 30 and the 40th move. A PV
/// node reduces one ply less.
pub const LMR_BASE: f64 = 0.75;
/// See [`LMR_BASE`].
pub const LMR_DIVISOR: f64 = 2.25;
/// Nodes with less depth left reduce nothing: their subtrees are small,
/// and a reduction there drops the move into quiescence.
pub const LMR_MIN_DEPTH: i32 = 3;
/// The moves searched first at a node (the table's move, the noisy ones,
/// the killers usually among them) are never reduced; one more at a PV
/// node.
pub const LMR_MIN_MOVES: usize = 3;

/// Null-move pruning ([`SearchOptions::null_move`](crate::SearchOptions::null_move)):
/// the pass is searched `NULL_MOVE_BASE_R + depth / NULL_MOVE_DEPTH_DIVISOR`
/// plies shallower than a move (the adaptive reduction of Heinz, as most
/// engines now grow it with the depth).
pub const NULL_MOVE_BASE_R: i32 = 3;
/// See [`NULL_MOVE_BASE_R`].
pub const NULL_MOVE_DEPTH_DIVISOR: i32 = 4;
/// Nodes with less depth left do not pass.
pub const NULL_MOVE_MIN_DEPTH: i32 = 2;
/// From this depth on, a pass that fails high is verified (Tabibi and
/// Netanyahu's idea, in Stockfish's form): the node is searched again at
/// the pass's reduced depth, with moves, and without passes for the side
/// to move in the first plies below, and only a verified cutoff cuts. It
/// catches the zugzwangs the declaration's rule lets through where they
/// matter most, at the cost of one shallow search per deep cutoff.
pub const NULL_MOVE_VERIFY_MIN_DEPTH: i32 = 10;

/// Reverse futility ([`SearchOptions::futility`](crate::SearchOptions::futility)):
/// a node with this many plies left or fewer whose static evaluation,
/// less [`REVERSE_FUTILITY_MARGIN`] a ply, still reaches beta is cut.
pub const REVERSE_FUTILITY_MAX_DEPTH: i32 = 6;
/// See [`REVERSE_FUTILITY_MAX_DEPTH`]: a unit of material (centi-units) a
/// ply, the margin most engines start from before they tune it.
pub const REVERSE_FUTILITY_MARGIN: i32 = 100;
/// Futility pruning: at a node with this many plies left or fewer, a quiet
/// move is skipped when the static evaluation plus
/// [`FUTILITY_MARGIN`] for each ply left and one more stays at or below
/// alpha.
pub const FUTILITY_MAX_DEPTH: i32 = 3;
/// See [`FUTILITY_MAX_DEPTH`]: a unit of material a ply.
pub const FUTILITY_MARGIN: i32 = 100;
/// Late-move pruning: at a node with this many plies left or fewer, the
/// quiet moves after the first `LATE_MOVE_PRUNING_BASE + depth²` searched
/// are skipped (4, 7 and 12 at depths 1, 2 and 3).
pub const LATE_MOVE_PRUNING_MAX_DEPTH: i32 = 3;
/// See [`LATE_MOVE_PRUNING_MAX_DEPTH`].
pub const LATE_MOVE_PRUNING_BASE: usize = 3;
