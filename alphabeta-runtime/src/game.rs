//! The [`Game`] trait: what a two-player game must tell the searcher.
//!
//! # Design
//!
//! A game is its **position type**. The position is a small `Copy` value that
//! holds everything the rules need (stones, side to move, the incremental hash,
//! and whatever the terminal test wants cached), so the searcher can keep one
//! position per ply on the stack and never undo a move: play is *copy-make*,
//! [`Game::play`] takes `&self` and returns the child.
//!
//! The searcher asks four questions of a position, in this order, and each at
//! most once per node:
//!
//! 1. [`Game::outcome`]: has the game already ended? This must be cheap: a game
//!    computes it inside `play` (for example by testing only the lines through
//!    the last move) and stores it in the position.
//! 2. [`Game::generate`]: the legal moves, written into a fixed-capacity
//!    [`MoveList`] whose capacity the game names in [`Game::Moves`].
//! 3. Only if that list is empty, [`Game::no_moves`]: the outcome of a position
//!    where the side to move cannot move (a loss in checkers and amazons, a
//!    count of discs in othello).
//! 4. At the horizon, [`Game::evaluate`] (or a replacement [`Evaluator`]).
//!
//! So the terminal test never makes the searcher generate moves twice: the
//! outcome of a finished game is known after `play`, and the outcome of a
//! blocked position is read off the empty move list the searcher needed anyway.
//!
//! **Turns need not alternate.** [`Game::side_to_move`] is asked of every
//! child, and the searcher negates a child's score only when the side to move
//! changed. A Kalah sowing that ends in the player's own store simply returns
//! a position where the same side moves again. A forced pass is an ordinary
//! move that the game generates (and names, so notation can print `pass`).
//!
//! **Scores** are from the side to move's point of view, in centi-units (100 is
//! "one point", shown as `+1.00`), and must stay within
//! ±[`score::EVAL_LIMIT`](crate::score::EVAL_LIMIT). Game-theoretic results are
//! encoded by the searcher, not by the game: a game reports an [`Outcome`], and
//! the searcher turns it into "win in N plies" with [`crate::score`].
//!
//! [`Evaluator`]: crate::Evaluator

use crate::repetition::Repetition;
use core::fmt::Debug;
use core::mem::MaybeUninit;

/// One of the two players. `First` moves first from the start position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    /// The player who moves first (X, Black in othello and checkers, White in chess).
    First,
    /// The player who moves second.
    Second,
}

impl Side {
    /// The other player.
    #[inline]
    #[must_use]
    pub const fn opponent(self) -> Side {
        match self {
            Side::First => Side::Second,
            Side::Second => Side::First,
        }
    }

    /// `0` for [`Side::First`], `1` for [`Side::Second`]: an index into per-side arrays.
    #[inline]
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }
}

/// How a finished game ended, independent of whose turn it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The named side won.
    Win(Side),
    /// Nobody won.
    Draw,
}

impl Outcome {
    /// The outcome from `side`'s point of view: `1` won, `0` drawn, `-1` lost.
    #[inline]
    #[must_use]
    pub const fn sign_for(self, side: Side) -> i32 {
        match self {
            Outcome::Draw => 0,
            Outcome::Win(w) if w as u8 == side as u8 => 1,
            Outcome::Win(_) => -1,
        }
    }
}

/// What the rules tell the searcher about a move, for Floyd's plausibility
/// search ([`Game::plausibility`]). The searcher finds the class; the game
/// turns it into a plausibility.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveClass {
    /// The only move (or the only one that does not lose at once).
    Forced,
    /// It wins on the spot.
    Winning,
    /// A noisy move, such as a capture ([`Game::is_noisy`]).
    Noisy,
    /// After it the opponent can win at once ([`Game::winning_move`]).
    Losing,
    /// Any other move.
    Quiet,
}

impl MoveClass {
    /// The default plausibility of the class, from [`crate::params`].
    #[must_use]
    pub const fn default_plausibility(self) -> f32 {
        use crate::params::{
            PLAUSIBILITY_FORCED, PLAUSIBILITY_LOSING, PLAUSIBILITY_NOISY, PLAUSIBILITY_QUIET,
            PLAUSIBILITY_WINNING,
        };
        match self {
            MoveClass::Forced => PLAUSIBILITY_FORCED,
            MoveClass::Winning => PLAUSIBILITY_WINNING,
            MoveClass::Noisy => PLAUSIBILITY_NOISY,
            MoveClass::Losing => PLAUSIBILITY_LOSING,
            MoveClass::Quiet => PLAUSIBILITY_QUIET,
        }
    }
}

/// A move that packs into 32 bits, so the transposition table can store it.
///
/// `from_bits` is only ever called on a value that `to_bits` produced for the
/// same game, but it must not panic on any input: a hash collision may hand
/// the searcher a move from another position, which is why the searcher only
/// plays a stored move after finding it in the freshly generated move list.
pub trait PackedMove: Copy + Eq + Debug + Default + Send + 'static {
    /// The move as 32 bits. `Default::default()` need not pack to anything special.
    fn to_bits(self) -> u32;
    /// The move back from its bits.
    fn from_bits(bits: u32) -> Self;
}

macro_rules! packed_move_for_ints {
    ($($t:ty),*) => {$(
        impl PackedMove for $t {
            #[inline]
            fn to_bits(self) -> u32 {
                u32::from(self)
            }
            #[inline]
            #[allow(clippy::cast_possible_truncation)] // only bits that `to_bits` produced come back
            fn from_bits(bits: u32) -> Self {
                bits as $t
            }
        }
    )*};
}
packed_move_for_ints!(u8, u16, u32);

/// A move of 64 bits keeps its lower half in the table, folded with its
/// upper half. A move whose upper half is zero comes back whole; one that
/// uses it (a declared game's chain of jumps, flagged by the top bit) comes
/// back as another value, which matches no generated move, so the table
/// only loses its hint for that move.
impl PackedMove for u64 {
    #[inline]
    #[allow(clippy::cast_possible_truncation)] // the halves are folded on purpose
    fn to_bits(self) -> u32 {
        self as u32 ^ (self >> 32) as u32
    }
    #[inline]
    fn from_bits(bits: u32) -> Self {
        u64::from(bits)
    }
}

/// A fixed-capacity list of moves, filled by [`Game::generate`].
///
/// The game chooses the capacity (`MoveList<MyMove, 7>` for connect-four), so
/// a declared game gets a buffer sized by the macro at compile time and the
/// search never touches the heap. Pushing beyond the capacity is a bug in the
/// game's declared bound and panics.
///
/// A new list's places are left unwritten, past 16 of them:
/// writing the places of a long list (a kilobyte for a game of chained
/// jumps) for each position a perft visits took a fifth of its time. So
/// the places past the moves hold a value only in a short list
/// ([`MoveBuffer::places`]).
pub struct MoveList<M, const N: usize> {
    len: usize,
    // The first `len` places hold a value (each was written before `len`
    // passed it), and all `N` of them do when `N <= FILLED_MAX`.
    moves: [MaybeUninit<M>; N],
}

/// The longest list whose places a new [`MoveList`] fills with values, so
/// that the searcher can read every place of it ([`MoveBuffer::places`];
/// it reads those of lists of 8 places at most).
const FILLED_MAX: usize = 16;

impl<M: Copy, const N: usize> Clone for MoveList<M, N> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<M: Copy, const N: usize> Copy for MoveList<M, N> {}

impl<M: Copy + Default, const N: usize> Default for MoveList<M, N> {
    fn default() -> Self {
        let mut moves = [const { MaybeUninit::uninit() }; N];
        if N <= FILLED_MAX {
            moves.fill(MaybeUninit::new(M::default()));
        }
        Self { len: 0, moves }
    }
}

/// `places` as the moves they hold.
///
/// # Safety
///
/// Every one of `places` must hold a value.
#[allow(unsafe_code)]
#[inline]
unsafe fn written<M>(places: &[MaybeUninit<M>]) -> &[M] {
    // SAFETY: `MaybeUninit<M>` has the size, alignment and layout of `M`,
    // and the caller vouches that each place holds a value of `M`.
    unsafe { &*(core::ptr::from_ref(places) as *const [M]) }
}

/// [`written`], mutably.
///
/// # Safety
///
/// Every one of `places` must hold a value.
#[allow(unsafe_code)]
#[inline]
unsafe fn written_mut<M>(places: &mut [MaybeUninit<M>]) -> &mut [M] {
    // SAFETY: as in `written`; the borrow of `places` is the result's, so
    // nothing else can write an unwritten value into them meanwhile.
    unsafe { &mut *(core::ptr::from_mut(places) as *mut [M]) }
}

impl<M: Copy + Default, const N: usize> MoveList<M, N> {
    /// The capacity the game declared.
    pub const CAPACITY: usize = N;

    /// An empty list.
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// Appends a move.
    #[inline]
    pub fn push(&mut self, mv: M) {
        debug_assert!(self.len < N, "move list capacity {N} exceeded");
        self.moves[self.len] = MaybeUninit::new(mv);
        self.len += 1;
    }

    /// Replaces the moves with the first `len` of the `N` that `next`
    /// makes: one call for every slot of the buffer, whatever `len` is. A
    /// game that takes its moves off a bit set fills a short list this way
    /// without a loop whose length depends on the position, whose end the
    /// processor would mispredict. What the calls past `len` make is
    /// filler, which the list never shows.
    #[inline]
    pub fn refill(&mut self, len: usize, mut next: impl FnMut() -> M) {
        debug_assert!(len <= N, "move list capacity {N} exceeded");
        for slot in &mut self.moves {
            *slot = MaybeUninit::new(next());
        }
        self.len = len.min(N);
    }

    /// Empties the list, keeping its storage.
    #[inline]
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// How many moves it holds.
    #[inline]
    #[must_use]
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether it holds no moves.
    #[inline]
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The moves, in generation order.
    #[inline]
    #[must_use]
    #[allow(unsafe_code)]
    pub fn as_slice(&self) -> &[M] {
        // SAFETY: the first `len` places hold values (the field's
        // invariant).
        unsafe { written(&self.moves[..self.len]) }
    }

    /// The moves, mutably (the searcher reorders them in place).
    #[inline]
    #[allow(unsafe_code)]
    pub fn as_mut_slice(&mut self) -> &mut [M] {
        // SAFETY: as in `as_slice`; what is written through the slice is
        // a value of `M`.
        unsafe { written_mut(&mut self.moves[..self.len]) }
    }

    /// Keeps only the moves for which `keep` is true, in order.
    #[inline]
    pub fn retain(&mut self, mut keep: impl FnMut(M) -> bool) {
        let moves = self.as_mut_slice();
        let mut kept = 0;
        for i in 0..moves.len() {
            let mv = moves[i];
            if keep(mv) {
                moves[kept] = mv;
                kept += 1;
            }
        }
        self.len = kept;
    }
}

impl<M: Copy + Default, const N: usize> core::ops::Deref for MoveList<M, N> {
    type Target = [M];
    #[inline]
    fn deref(&self) -> &[M] {
        self.as_slice()
    }
}

impl<M: Copy + Default + Debug, const N: usize> Debug for MoveList<M, N> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

/// What the searcher needs from a move buffer. Implemented by [`MoveList`];
/// a game names a concrete `MoveList<Move, CAPACITY>` as its [`Game::Moves`].
pub trait MoveBuffer<M>: Copy + Default + Send {
    /// The most moves a position of this game can have.
    const CAPACITY: usize;
    /// Appends a move.
    fn push(&mut self, mv: M);
    /// Empties the buffer.
    fn clear(&mut self);
    /// The moves.
    fn as_slice(&self) -> &[M];
    /// The moves, mutably.
    fn as_mut_slice(&mut self) -> &mut [M];
    /// Every place of the buffer, [`CAPACITY`](Self::CAPACITY) of them if
    /// the buffer can tell: the moves first, then whatever the places past
    /// them hold (values of the move type, but not moves of the position).
    /// The searcher runs its loops over short lists on all the places, a
    /// fixed number of times. The default is the moves alone.
    fn places(&self) -> &[M] {
        self.as_slice()
    }
}

impl<M: Copy + Default + Send, const N: usize> MoveBuffer<M> for MoveList<M, N> {
    const CAPACITY: usize = N;
    #[inline]
    fn push(&mut self, mv: M) {
        MoveList::push(self, mv);
    }
    #[inline]
    fn clear(&mut self) {
        MoveList::clear(self);
    }
    #[inline]
    fn as_slice(&self) -> &[M] {
        MoveList::as_slice(self)
    }
    #[inline]
    fn as_mut_slice(&mut self) -> &mut [M] {
        MoveList::as_mut_slice(self)
    }
    #[inline]
    #[allow(unsafe_code)]
    fn places(&self) -> &[M] {
        if N <= FILLED_MAX {
            // SAFETY: a short list's places all hold values (the field's
            // invariant).
            unsafe { written(&self.moves) }
        } else {
            self.as_slice()
        }
    }
}

/// A two-player, perfect-information, deterministic game, seen through one
/// of its positions. See the [module documentation](crate::game) for the design.
///
/// # Example
///
/// A complete game: players alternately take one or two counters from a
/// single heap, and whoever takes the last counter wins.
///
/// ```
/// use alphabeta_runtime::{Game, MoveList, Outcome, Side};
///
/// #[derive(Clone, Copy, Debug, PartialEq, Eq)]
/// struct TakeAway { left: u8, to_move: Side }
///
/// impl Game for TakeAway {
///     type Move = u8;
///     type Moves = MoveList<u8, 2>;
///
///     fn start() -> Self { TakeAway { left: 10, to_move: Side::First } }
///     fn side_to_move(&self) -> Side { self.to_move }
///     fn outcome(&self) -> Option<Outcome> {
///         // The player who just moved took the last counter.
///         (self.left == 0).then(|| Outcome::Win(self.to_move.opponent()))
///     }
///     fn generate(&self, moves: &mut Self::Moves) {
///         for take in 1..=self.left.min(2) { moves.push(take); }
///     }
///     fn play(&self, take: u8) -> Self {
///         TakeAway { left: self.left - take, to_move: self.to_move.opponent() }
///     }
///     fn hash_key(&self) -> u64 { self.hash_from_scratch() }
///     fn hash_from_scratch(&self) -> u64 {
///         u64::from(self.left) << 1 | self.to_move.index() as u64
///     }
/// }
///
/// use alphabeta_runtime::{solve, Solution};
/// // Ten counters: the first player takes one, leaving a multiple of three,
/// // and wins on their fourth move, the game's seventh ply.
/// assert_eq!(solve(&TakeAway::start()).value, Solution::Win(7));
/// ```
pub trait Game: Copy + Debug + Send + 'static {
    /// A move: a small `Copy` value of a few bytes.
    type Move: PackedMove;

    /// The move buffer, usually `MoveList<Self::Move, CAPACITY>` where
    /// CAPACITY bounds the number of legal moves in any position.
    type Moves: MoveBuffer<Self::Move>;

    /// The start position.
    fn start() -> Self;

    /// Whose turn it is.
    fn side_to_move(&self) -> Side;

    /// The outcome if the game is over, else `None`. Must be cheap: compute it
    /// in [`Game::play`] and store it. A position whose side to move merely
    /// has no legal move is reported by [`Game::no_moves`] instead.
    fn outcome(&self) -> Option<Outcome>;

    /// Appends every legal move to `moves`, which the caller has cleared.
    /// Only called on positions where [`Game::outcome`] is `None`.
    fn generate(&self, moves: &mut Self::Moves);

    /// How many moves [`Game::generate`] would append: perft's bulk counting
    /// asks only this at the last ply. Only called on positions where
    /// [`Game::outcome`] is `None`. The default generates and counts; a game
    /// that can count without listing (a popcount of the playable cells, say)
    /// overrides it.
    fn move_count(&self) -> usize {
        let mut moves = Self::Moves::default();
        self.generate(&mut moves);
        moves.as_slice().len()
    }

    /// The position after `mv`, which must be one of the moves
    /// [`Game::generate`] produced for `self`. `self` is unchanged.
    fn play(&self, mv: Self::Move) -> Self;

    /// The position's 64-bit key, updated incrementally by [`Game::play`].
    /// It covers everything that matters to the rules, the side to move
    /// included. Equal positions have equal keys.
    fn hash_key(&self) -> u64;

    /// The same key computed from nothing but the position's contents. Tests
    /// check that it always equals [`Game::hash_key`].
    fn hash_from_scratch(&self) -> u64;

    /// The [`Game::hash_key`] and [`Game::mirror_key`] of the position after
    /// `mv` (one of the moves [`Game::generate`] produced), where the game
    /// knows them without playing the move, as a Zobrist key does. `None`,
    /// the default, says it does not.
    ///
    /// Only for a move that hands the turn to the other side: a game whose
    /// move may keep the turn (a pass that is not a move, a capture that
    /// moves again) returns `None` for it.
    ///
    /// Before it searches a node's moves, the searcher starts loading their
    /// table entries, so that the children's probes, which usually miss
    /// every cache, find them close at hand; in large proofs it also looks
    /// them up for a child whose entry already refutes the node (an
    /// enhanced transposition cutoff). Tests check that it agrees with
    /// [`Game::play`], the side to move included.
    #[inline]
    fn keys_after(&self, _mv: Self::Move) -> Option<(u64, u64)> {
        None
    }

    /// Whether the game has a *mirror symmetry*: a reflection of the board
    /// (left to right, say, or through its centre) under which the rules are
    /// unchanged, so that a position and its mirror image have the same value
    /// and mirrored best moves. A game that says so gives
    /// [`Game::mirror_key`] and [`Game::mirror_move`], and the searcher then
    /// files both images under one entry of its transposition table, which
    /// halves the work wherever a search meets both.
    const MIRROR: bool = false;

    /// The [`Game::hash_key`] of the position's mirror image, with the same
    /// side to move; best kept up to date by [`Game::play`], like the key
    /// itself. Only called when [`Game::MIRROR`] is true.
    #[inline]
    fn mirror_key(&self) -> u64 {
        self.hash_key()
    }

    /// The mirror image of a move: `mv` played in a position corresponds to
    /// `mirror_move(mv)` played in the position's mirror image. Mirroring
    /// twice gives the move back. Only called when [`Game::MIRROR`] is true.
    #[inline]
    fn mirror_move(mv: Self::Move) -> Self::Move {
        mv
    }

    /// The outcome when the side to move has no legal move. The default is a
    /// loss for the side to move, as in checkers and amazons.
    fn no_moves(&self) -> Outcome {
        Outcome::Win(self.side_to_move().opponent())
    }

    /// A static evaluation from the side to move's point of view, in
    /// centi-units within ±[`crate::score::EVAL_LIMIT`]. The default knows
    /// nothing and says `0`. An [`Evaluator`](crate::Evaluator) can replace it
    /// without touching the game.
    fn evaluate(&self) -> i32 {
        0
    }

    /// A cheap ordering hint: higher is searched first. Immediate wins,
    /// captures and threats deserve high values. The searcher still puts the
    /// transposition-table move ahead of every hint. Hints beyond ±2^30 are
    /// clamped. The default is `0` for every move.
    fn move_priority(&self, _mv: Self::Move) -> i32 {
        0
    }

    /// The hints of all of `moves` at once, written to `hints` (of the same
    /// length): what the searcher calls. A game whose hints share work
    /// between moves, such as finding the threats on the board, does that
    /// work once here. It must give the same values as
    /// [`Game::move_priority`], which the default calls for each move.
    #[inline]
    fn move_priorities(&self, moves: &[Self::Move], hints: &mut [i32]) {
        for (hint, &mv) in hints.iter_mut().zip(moves) {
            *hint = self.move_priority(mv);
        }
    }

    /// The hints of `moves` in a proof: a null-window search to the end of
    /// the game, as the solver runs it, where no evaluation is trusted and
    /// a node is refuted by a move that forces the result. The order that
    /// finds such moves first need not be the one that suits a
    /// depth-limited search, whose leaves the evaluation scores. The
    /// default is [`Game::move_priorities`]. The declared drop games give
    /// their ties to the middle column here, and to the middle cell (its
    /// row counted too) in depth-limited searches: each order is the
    /// faster one for its search (BENCHMARKS.md, 2026-11-26).
    #[inline]
    fn proof_priorities(&self, moves: &[Self::Move], hints: &mut [i32]) {
        self.move_priorities(moves, hints);
    }

    /// Floyd's plausibility of `mv`, in `(0, 1]`: how likely a good player
    /// is to choose it. Plausibility search
    /// ([`SearchOptions::plausibility`](crate::SearchOptions::plausibility))
    /// follows a line while the product of its moves' plausibilities stays
    /// above a threshold, so likely lines are searched deeper. `class` is
    /// what the searcher learned from the rules; the default returns its
    /// [`MoveClass::default_plausibility`]. A game that knows better (a
    /// capture of a king worth more than one of a man, say) overrides it.
    fn plausibility(&self, _mv: Self::Move, class: MoveClass) -> f32 {
        class.default_plausibility()
    }

    /// Whether `mv` is "noisy" (a capture, say): quiescence search keeps
    /// playing noisy moves past the horizon until the position is quiet, and
    /// killer moves and history learn only from quiet moves. Games that
    /// declare none leave the default, `false`.
    fn is_noisy(&self, _mv: Self::Move) -> bool {
        false
    }

    /// Appends only the noisy moves, for quiescence search. A game that
    /// overrides [`Game::is_noisy`] overrides this too, generating its
    /// captures directly; the default appends nothing, so quiescence search
    /// costs a game without noisy moves one static evaluation.
    fn generate_noisy(&self, _moves: &mut Self::Moves) {}

    /// Whether the capture `mv` loses material by the static exchange on
    /// its target cell: each side in turn takes back there with its least
    /// valuable piece, or stops when taking back would lose; a capture
    /// whose exchange ends below zero for its mover loses. Quiescence
    /// search skips such captures
    /// ([`SearchOptions::exchanges`](crate::SearchOptions::exchanges)),
    /// but never when the side to move is in check. The default, `false`,
    /// skips none; the royal piece games generate it from their attacks.
    fn losing_capture(&self, _mv: Self::Move) -> bool {
        false
    }

    /// Whether quiescence search plays out checks: a side in check there
    /// answers with every legal move instead of standing pat, and the
    /// first ply of quiescence adds the quiet moves that give check
    /// ([`Game::generate_checks`]). Royal games with hands set it: a drop
    /// that checks is as much a threat as a capture. The default, `false`,
    /// costs nothing.
    const QUIESCENCE_CHECKS: bool = false;

    /// Whether the side to move is in check: asked by quiescence with
    /// [`Game::QUIESCENCE_CHECKS`], by the late-move reductions, which
    /// reduce no move of a side in check nor one that gives check, and by
    /// the check extension, which searches a move that gives check a ply
    /// deeper. The default, `false`, is "cannot tell".
    fn is_in_check(&self) -> bool {
        false
    }

    /// The position with the turn handed to the opponent and nothing else
    /// changed, for null-move pruning
    /// ([`SearchOptions::null_move`](crate::SearchOptions::null_move)), or
    /// `None` where the search may not pass. The default is `None`
    /// everywhere: a game cannot pass. A game that can says where a pass
    /// is a fair test (never in check, never where zugzwang is likely); the
    /// piece games generate it from their declaration (royal games whose
    /// side to move has a piece that is neither royal nor promotes).
    fn null_move(&self) -> Option<Self> {
        None
    }

    /// Appends the moves that give check and are not among
    /// [`Game::generate_noisy`]'s (drops that check, say), for a side not
    /// in check. Only asked with [`Game::QUIESCENCE_CHECKS`].
    fn generate_checks(&self, _moves: &mut Self::Moves) {}

    /// Whether this game implements [`Game::winning_move`] and
    /// [`Game::retain_non_losing`] exactly. Only then may the searcher
    /// conclude from "no winning move" that no win in one exists. Such a game
    /// alternates turns, and its side to move never wins by having no move.
    const KNOWS_TACTICS: bool = false;

    /// A move that wins on the spot, if the rules can tell without playing
    /// every move (a cell that completes a line, say). The default, `None`,
    /// means "none known". A game that sets [`Game::KNOWS_TACTICS`] returns
    /// one whenever one exists. Used with [`SearchOptions::tactics`]: a node whose
    /// side to move has one is a win in one ply, searched no further.
    ///
    /// [`SearchOptions::tactics`]: crate::SearchOptions::tactics
    fn winning_move(&self) -> Option<Self::Move> {
        None
    }

    /// Removes from `moves` (the full legal list, in a position where
    /// [`Game::winning_move`] found nothing) every move after which the
    /// opponent can win on the spot, and returns `false` if every move is
    /// such a move (the list's contents are then unspecified). The default
    /// keeps all.
    ///
    /// Only a game whose turns alternate may implement it: the searcher
    /// scores `false` as a loss two plies away. With
    /// [`SearchOptions::tactics`], the searcher never plays into an
    /// immediate loss and so never needs to look one ply deeper to find it;
    /// when a single threat must be blocked, the list becomes that one move.
    ///
    /// [`SearchOptions::tactics`]: crate::SearchOptions::tactics
    fn retain_non_losing(&self, _moves: &mut Self::Moves) -> bool {
        true
    }

    /// [`Game::generate`] and [`Game::retain_non_losing`] in one: appends
    /// the legal moves after which the opponent cannot win on the spot, in
    /// the order `generate` gives them, to `moves` (cleared by the caller),
    /// in a position where [`Game::winning_move`] found nothing. Returns
    /// `false` if there are legal moves and every one of them is such a
    /// move (the list's contents are then unspecified); a position without
    /// legal moves appends nothing and returns `true`.
    ///
    /// The searcher calls this at every node with
    /// [`SearchOptions::tactics`]. The default does the two steps; a game
    /// that finds its safe moves as a set (cells of a bitboard, say)
    /// overrides it to list them once instead of listing every move and
    /// then the survivors.
    ///
    /// [`SearchOptions::tactics`]: crate::SearchOptions::tactics
    fn generate_non_losing(&self, moves: &mut Self::Moves) -> bool {
        self.generate(moves);
        moves.as_slice().is_empty() || self.retain_non_losing(moves)
    }

    /// How a game that its rules end drawn in this position ends: a draw,
    /// or, in a game whose draws a count decides (janggi's material), the
    /// count's verdict. The searcher and the referees ask it of a
    /// repetition that [`Game::REPETITION`] judges a draw; a game asks it
    /// of its own draws. The default, a draw, costs nothing.
    #[inline]
    fn decide_draw(&self) -> Outcome {
        Outcome::Draw
    }

    /// Whether a position that repeats one earlier in the game, or earlier on
    /// the search path, ends the game: a draw (chess's repetition rule as
    /// engines apply it), or what [`Game::REPETITION`] says. The searcher
    /// then keeps the keys of the game's history (see
    /// [`Searcher::set_history`]) and of its path. The default, `false`,
    /// costs nothing.
    ///
    /// [`Searcher::set_history`]: crate::Searcher::set_history
    const REPETITION_DRAWS: bool = false;

    /// How a repetition ends the game, for games with
    /// [`Game::REPETITION_DRAWS`]: after how many occurrences, for whom, and
    /// whether perpetual check loses (see [`repetition`](crate::repetition)).
    /// The default is chess's: the third occurrence draws.
    const REPETITION: Repetition = Repetition::DRAW;

    /// The key that repetitions compare: the [`hash_key`](Game::hash_key),
    /// and where [`Repetition::perpetual_check_loses`], with its lowest bit
    /// telling whether the side to move is in check
    /// ([`with_check`](crate::repetition::with_check)); where
    /// [`Repetition::positional`], without the player to move. Give the
    /// searcher's history these keys.
    #[inline]
    fn repetition_key(&self) -> u64 {
        self.hash_key()
    }

    /// The plies since the last move that can never be undone (a capture, a
    /// pawn move, a lost castling right): no position before it can recur.
    /// Only asked when [`Game::REPETITION_DRAWS`]. The default looks all the
    /// way back.
    fn reversible_plies(&self) -> u32 {
        u32::MAX
    }

    /// Whether the move that led here left its player's turn unfinished,
    /// so that the side to move goes on with the same turn: the second
    /// stone of a Connect6 turn, searched as a move of its own. Perft
    /// counts a whole turn as one ply, and the command line writes its
    /// moves as one record (`j10k11`). The default, `false`, suits every
    /// game whose turn is one move (a Kalah sowing that moves again is a
    /// new turn, counted apart, as OpenSpiel counts it).
    #[inline]
    fn continues_turn(&self) -> bool {
        false
    }

    /// Whether every move of this position finishes its player's turn,
    /// and none of them [repeats](Game::repeats_turn) a turn, so that
    /// perft may count the moves at the last ply instead of playing them.
    /// The default is `true`.
    #[inline]
    fn last_of_turn(&self) -> bool {
        true
    }

    /// Whether `mv` ends a turn that an earlier sequence of moves, in
    /// generation order, ends the same way: the last jump of an
    /// international draughts capture along a second path over the same
    /// pieces to the same square, which players count as the same move.
    /// The search may play both (they lead to the same position); perft
    /// and the lists of whole turns count it once, skipping `mv`. The
    /// default, `false`, suits every game whose turns are each reached by
    /// one sequence.
    #[inline]
    fn repeats_turn(&self, mv: Self::Move) -> bool {
        let _ = mv;
        false
    }

    /// Whether every move is a *placement* that only its own playing makes
    /// illegal: while the game goes on, the moves of `play(mv)` are the
    /// moves of the position, less `mv` (a stone put on an empty cell, with
    /// no capture, no gravity and one stone a turn, as in gomoku or hex).
    /// Random playouts (`alphabeta playouts`) then list the moves once a
    /// game and draw from that list, instead of listing them at every ply.
    /// The default, `false`, promises nothing; the catalog's tests check
    /// every game that says `true` against [`Game::generate`].
    const PLACEMENTS: bool = false;

    /// An upper bound on the plies left before the game must end (the empty
    /// cells of a connect-four board), if the rules give one. The solver uses
    /// it to narrow its first window; `None` means unknown.
    fn max_remaining_plies(&self) -> Option<u32> {
        None
    }

    /// Whether [`Game::result_bounds`] may narrow: the solver then ends
    /// lines before the game does, and knows who wins but not how soon.
    const DECIDES_EARLY: bool = false;

    /// The least and the most the first player can still get from this
    /// position, whatever either player does, as signs: `-1` a loss, `0` a
    /// draw, `1` a win. A counted game knows them from the points settled
    /// for good (Benson's unconditional life): each player's area is at
    /// least their own and at most the board less the opponent's. The
    /// solver ends a line where they decide its question, as if the game
    /// ended there, at a distance it does not know. `(-1, 1)` when nothing
    /// is known: the default, and the answer of every game without
    /// [`Game::DECIDES_EARLY`].
    fn result_bounds(&self) -> (i32, i32) {
        (-1, 1)
    }
}

#[cfg(test)]
mod tests {
    use super::MoveList;

    #[test]
    fn refill_shows_only_the_first_moves_and_calls_for_every_place() {
        let mut list = MoveList::<u8, 4>::new();
        list.push(9);
        let mut calls = 0;
        list.refill(2, || {
            calls += 1;
            calls * 10
        });
        assert_eq!(calls, 4, "one call for each place of the buffer");
        assert_eq!(
            list.as_slice(),
            &[10, 20],
            "the list replaced, not appended to"
        );
        list.refill(0, || 1);
        assert!(list.is_empty());
    }

    #[test]
    fn a_long_list_shows_its_moves_and_a_short_one_every_place() {
        use super::MoveBuffer;
        // Longer than the lists whose places are filled when made.
        let mut long = MoveList::<u32, 300>::new();
        assert!(long.is_empty() && long.places().is_empty());
        for mv in 0..300 {
            long.push(mv * 3);
        }
        long.retain(|mv| mv % 2 == 0);
        assert_eq!(long.len(), 150);
        assert_eq!(long.as_slice()[..3], [0, 6, 12]);
        long.as_mut_slice().swap(0, 1);
        assert_eq!(long.places(), long.as_slice(), "past the moves, nothing");
        let copy = long;
        assert_eq!(copy.as_slice(), long.as_slice());
        long.clear();
        assert!(long.places().is_empty());
        // A short list's places all hold values, the moves first.
        let mut short = MoveList::<u8, 8>::new();
        short.push(5);
        assert_eq!(short.places(), &[5, 0, 0, 0, 0, 0, 0, 0]);
    }
}
