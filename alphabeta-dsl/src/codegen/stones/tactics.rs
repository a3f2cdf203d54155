//! Tactics: the win-in-one and no-loss-in-one hooks, exact for the rules
//! where they are cheap. Other rules keep the runtime's defaults ("nothing
//! known"), which are always correct.

use super::tables::goal_edges;
use super::Ctx;
use crate::codegen::preamble::word_type;
use crate::ir::{Board, Goal, Placing, Stones, Test, Word};
use proc_macro2::{Literal, TokenStream};
use quote::{format_ident, quote};

/// What the tactics add to the generated code.
#[derive(Default)]
pub struct Tactics {
    /// Items for the const block.
    pub items: TokenStream,
    /// `Game` methods.
    pub methods: TokenStream,
    /// The next position's outcome in `play`, when the tactics know it
    /// sooner than the rules' own tests (`self`, `next`, `mover` and `cell`
    /// in scope).
    pub outcome: Option<TokenStream>,
}

/// The tactics of the rules: exact hooks where they are cheap, else none.
pub fn tactics(cx: &Ctx) -> Tactics {
    let several = cx.stones.several_a_turn();
    match cx.stones.decisive() {
        // A turn of several stones does not alternate: the searcher's
        // tactics (a win in one move, a loss in the next) do not apply,
        // but the winning cells still tell `play` a move wins.
        Some(Test::Line { n, exactly: false }) if several => Tactics {
            methods: TokenStream::new(),
            ..line_tactics(cx, n)
        },
        Some(Test::Line { n, exactly: false }) => line_tactics(cx, n),
        Some(Test::Connect { edges }) if !several => connect_tactics(cx, edges),
        _ => Tactics::default(),
    }
}

/// Whether the generated code has `threats(own, theirs)`, the cells that
/// would complete a line, and keeps each player's in the position (`wins`).
pub fn has_line_threats(stones: &Stones) -> bool {
    matches!(stones.decisive(), Some(Test::Line { exactly: false, .. }))
}

/// The fields the position keeps for the tactics: when a line decides the
/// game, each player's winning cells (`wins`), updated by `play`. Then a
/// node finds them without looking at the board, and `play` knows a move
/// wins by its cell alone.
#[derive(Default)]
pub struct WinsField {
    /// The struct field.
    pub field: TokenStream,
    /// Its value at the start.
    pub start: TokenStream,
    /// Its value computed from `stones`, for a position read from text or
    /// mirrored.
    pub init: TokenStream,
    /// The statements of `play` that update it (`self`, `next`, `mover` and
    /// `cell` in scope, `next.stones` already updated).
    pub play: TokenStream,
}

/// The position's `wins`, or nothing when the rules have no line tactics.
pub fn wins_field(board: &Board, stones: &Stones) -> WinsField {
    if !has_line_threats(stones) {
        return WinsField::default();
    }
    WinsField {
        field: {
            let word = word_type(board);
            quote! {
                /// Each player's winning cells: the empty cells where their
                /// stone would complete a line.
                wins: [#word; 2],
            }
        },
        start: quote!(wins: [ZERO; 2],),
        init: quote!(wins: [threats(stones[0], stones[1]), threats(stones[1], stones[0])],),
        play: if threats_by_cell(board, stones) && !matches!(board.word(), Word::Wide(_)) {
            quote! {
                // As below, in place on a board of one word (see
                // `rules::play`).
                let (me, them) = (mover.index(), mover.opponent().index());
                let made = threats_through(self.stones[me].with(cell), self.stones[them], cell);
                next.wins[me] = (self.wins[me] | made).without(cell);
                next.wins[them] = self.wins[them].without(cell);
            }
        } else if threats_by_cell(board, stones) {
            quote! {
                // Only the windows through the new stone changed: the
                // mover's winning cells are the old ones and theirs (less
                // the cell filled), the other player's lose that cell.
                // (Read from `self`'s stones, so that `next` is only
                // written, and written whole: see `rules::play`.)
                let (me, them) = (mover.index(), mover.opponent().index());
                let made = threats_through(self.stones[me].with(cell), self.stones[them], cell);
                next.wins = {
                    let mut wins = self.wins;
                    wins[me] = (wins[me] | made).without(cell);
                    wins[them] = wins[them].without(cell);
                    wins
                };
            }
        } else {
            quote! {
                // Only the mover's lines changed; the other player's winning
                // cells lose the one just filled.
                let (me, them) = (mover.index(), mover.opponent().index());
                next.wins[me] = threats(next.stones[me], next.stones[them]);
                next.wins[them] = self.wins[them].without(cell);
            }
        },
    }
}

/// The cells whose filling opens a cell of `threats` to the opponent:
/// under gravity, the cells right below them.
fn opening(cx: &Ctx) -> TokenStream {
    match cx.stones.placing {
        Placing::Place | Placing::Move => quote!(ZERO),
        Placing::Drop => {
            let width =
                Literal::u32_unsuffixed(u32::try_from(cx.board.width).expect("boards are small"));
            quote!(threats >> #width)
        }
    }
}

/// The largest move capacity whose safe moves are written into every
/// slot of the buffer (the runtime's `MoveList::refill`) rather than
/// pushed one by one: past it, the filler would cost more than the
/// mispredicted end of a loop.
const REFILLED_MAX: usize = 8;

/// Shared by both kinds: `generate_non_losing` from the opponent's winning
/// cells, found for all moves at once on the board's bits, and
/// `retain_non_losing` through it.
fn retain(cx: &Ctx, threats: TokenStream) -> TokenStream {
    let opening = opening(cx);
    let capacity = cx.stones.move_capacity(cx.board);
    let fill = if capacity <= REFILLED_MAX {
        quote! {
            // Lowest first, as `generate` lists them, into every slot of
            // the buffer (the moves past the safe ones are filler): a loop
            // of fixed length, whose end is never mispredicted.
            let mut rest = safe;
            moves.refill(safe.count() as usize, || {
                let cell = rest.lowest();
                rest = rest.clear_lowest();
                cell as Move
            });
        }
    } else {
        let capacity = Literal::usize_unsuffixed(capacity);
        quote! {
            // Lowest first, as `generate` lists them. The bound is there for
            // the same reason as in `generate`.
            for cell in safe.ones().take(#capacity) {
                moves.push(cell as Move);
            }
        }
    };
    quote! {
        fn generate_non_losing(&self, moves: &mut Self::Moves) -> bool {
            let me = self.to_move.index();
            let threats = #threats;
            let open = open_cells(&self.stones);
            let mut safe = open;
            if !threats.is_zero() {
                // A move loses if a threat stays open after it: one open now
                // and not taken, or (under gravity) the cell the move opens.
                let forced = threats & open;
                safe &= !(#opening);
                if !forced.clear_lowest().is_zero() {
                    // Two open threats: one of them stays.
                    safe = ZERO;
                } else if !forced.is_zero() {
                    safe &= forced;
                }
            }
            #fill
            // No safe move: all lose, unless there was no move at all.
            !safe.is_zero() || open.is_zero()
        }

        fn retain_non_losing(&self, moves: &mut Self::Moves) -> bool {
            // The full list holds every open cell: the survivors are the
            // safe ones, in the same order.
            moves.clear();
            self.generate_non_losing(moves)
        }
    }
}

/// An axis of the board, as its step `(dx, dy)`.
type Axis = (i32, i32);

/// The axes a line of `n` fits along: `(stacked, free)`. Along the axis
/// stones fall on (stacked), only a line's top cell can be empty.
fn line_axes(board: &Board, stones: &Stones, n: usize) -> (Vec<Axis>, Vec<Axis>) {
    let gravity = stones.gravity();
    board
        .axes()
        .iter()
        .copied()
        .filter(|&a| board.longest_line(a) >= n)
        .partition(|&a| Some(a) == gravity)
}

/// The longest line whose threats `threats_made` writes out: its code
/// grows as the cube of the line's length (for six, 60 window products).
const TALLIED_LINE_MAX: usize = 6;

/// Whether the generated code has `threats_made(own, open)`, which counts
/// the threats of every move at once (`bb::threats_made`): when lines of
/// at most [`TALLIED_LINE_MAX`] decide the game (every count then fits the
/// tally's 63).
pub fn tallies_threats_made(cx: &Ctx) -> bool {
    match cx.stones.decisive() {
        Some(Test::Line { n, exactly: false }) => {
            let (stacked, free) = line_axes(cx.board, cx.stones, n);
            n <= TALLIED_LINE_MAX && (2 * free.len() + stacked.len()) * (n - 1) < 64
        }
        _ => false,
    }
}

/// Whether `play` finds the mover's new winning cells in the windows
/// through the stone just placed (`threats_through`), rather than on the
/// whole board: when a line decides, no stone ever leaves the board (no
/// captures) and none falls (no gravity). Then the windows away from the
/// new stone are as they were, and so are their winning cells. On a
/// board of one machine word the whole board's threats take fewer
/// instructions than reading the windows cell by cell, so only a wider
/// board (gomoku's 225 cells: 3,500 instructions a leaf against 970)
/// reads them.
fn threats_by_cell(board: &Board, stones: &Stones) -> bool {
    match stones.decisive() {
        Some(Test::Line { n, exactly: false }) if board.cells() > 64 => {
            let (stacked, _) = line_axes(board, stones, n);
            stacked.is_empty()
                && stones.placing == Placing::Place
                && stones.custodial.is_none()
                && !stones.surround
                && 2 * (n - 1) < 32
        }
        _ => false,
    }
}

/// `threats_through(own, theirs, cell)`: the empty cells that complete a
/// line of `n` of `own` in a window through `cell`, which `own` holds.
/// Such a window holds `n - 1` stones of `own`: the cell's and `n - 2` of
/// its line neighbours (`LINE_STAR`, the cells up to `n - 1` away along
/// an axis), so a cell with fewer neighbours of `own` has none, which one
/// count of the board tells; most cells of a game are such. Otherwise,
/// along each axis (`free`), the cells up to `n - 1` away on either side
/// are read into two masks, own and empty, with `cell` in the middle; a
/// window of `n` over the middle with `n - 1` stones of `own` and an empty
/// cell makes that cell a winning one (an axis with fewer than `n - 1`
/// stones of `own` has no such window, and its empty cells are not read).
/// The cells come from `LINE_NEAR`, worked out when the program is
/// compiled.
fn threats_through_fn(board: &Board, free: &[Axis], n: usize) -> TokenStream {
    let half = n - 1;
    let span = Literal::usize_unsuffixed(2 * half);
    let count = Literal::usize_unsuffixed(free.len());
    let half_lit = Literal::usize_unsuffixed(half);
    let half_i32 = Literal::i32_unsuffixed(i32::try_from(half).expect("validated"));
    let n_usize = Literal::usize_unsuffixed(n);
    let neighbours =
        Literal::u32_unsuffixed(u32::try_from(n.saturating_sub(2)).expect("validated"));
    // (A line has two stones at least.)
    let clears = Literal::usize_unsuffixed(n.saturating_sub(2));
    let window = Literal::u32_unsuffixed((1u32 << n) - 1);
    let width = Literal::i32_unsuffixed(i32::try_from(board.width).expect("boards are small"));
    let height = Literal::i32_unsuffixed(i32::try_from(board.height).expect("boards are small"));
    let axes = free.iter().map(|(dx, dy)| quote!((#dx, #dy)));
    quote! {
        /// Where `LINE_NEAR` has no cell: past the board's cells, at a
        /// bit that no set of cells holds where the word has one to spare,
        /// so that reading it needs no test.
        const OFF_LINE: usize = if CELLS < <Board as bb::Bits>::CAPACITY {
            <Board as bb::Bits>::CAPACITY - 1
        } else {
            CELLS
        };

        /// For each cell and each line axis, the cells `n - 1` down to 1
        /// steps back, then 1 up to `n - 1` steps on; `OFF_LINE` where the
        /// board ends.
        const LINE_NEAR: [[[u16; #span]; #count]; CELLS] = {
            const AXES: [(i32, i32); #count] = [#(#axes),*];
            let mut near = [[[OFF_LINE as u16; #span]; #count]; CELLS];
            let mut cell = 0;
            while cell < CELLS {
                let (col, row) = (cell as i32 % #width, cell as i32 / #width);
                let mut axis = 0;
                while axis < #count {
                    let (dx, dy) = AXES[axis];
                    let mut k = 0;
                    while k < #span {
                        let d = if k < #half_lit { k as i32 - #half_i32 } else { k as i32 - #half_i32 + 1 };
                        let (c, r) = (col + d * dx, row + d * dy);
                        if c >= 0 && c < #width && r >= 0 && r < #height && GRID.on_board(c as usize, r as usize) {
                            near[cell][axis][k] = (r * #width + c) as u16;
                        }
                        k += 1;
                    }
                    axis += 1;
                }
                cell += 1;
            }
            near
        };

        /// For each cell, its line neighbours: the cells of `LINE_NEAR`,
        /// as one set.
        const LINE_STAR: [Board; CELLS] = {
            let mut star = [ZERO; CELLS];
            let mut cell = 0;
            while cell < CELLS {
                let mut cells = bb::Wide::<WORDS>::ZERO;
                let mut axis = 0;
                while axis < #count {
                    let mut k = 0;
                    while k < #span {
                        let near = LINE_NEAR[cell][axis][k] as usize;
                        if near < CELLS {
                            cells = cells.with_bit(near);
                        }
                        k += 1;
                    }
                    axis += 1;
                }
                star[cell] = narrow(cells);
                cell += 1;
            }
            star
        };

        /// The empty cells that complete a line of `own` in a window
        /// through `cell`, a cell of `own` (`theirs`: the other player's
        /// stones).
        #[inline(always)]
        fn threats_through(own: Board, theirs: Board, cell: usize) -> Board {
            // (`fewer_than`: no population count for the small sets most
            // cells have.)
            if (own & LINE_STAR[cell]).fewer_than(#neighbours) {
                ZERO
            } else {
                threats_in_windows(own, theirs, cell)
            }
        }

        /// `threats_through` for a cell with enough line neighbours of
        /// `own`: the windows read cell by cell. Kept out of `play`,
        /// which then stays small enough to be inlined where it is called.
        #[inline(never)]
        fn threats_in_windows(own: Board, theirs: Board, cell: usize) -> Board {
            let empty = ALL & !(own | theirs);
            let mut found = ZERO;
            for near in &LINE_NEAR[cell] {
                // Bit `k` for the place `k` of the window's span, the
                // middle (`cell`) at `n - 1`.
                let mut mine = 1u32 << #half_lit;
                for (k, &c) in near.iter().enumerate() {
                    let c = usize::from(c);
                    if OFF_LINE != CELLS || c < CELLS {
                        mine |= u32::from(own.test(c)) << (k + usize::from(k >= #half_lit));
                    }
                }
                // Fewer than `n - 1` (the middle's too) make no window: with
                // `n - 2` of them cleared, none is left. (No population
                // count, which a build for any x86-64 does bit by bit.)
                let mut rest = mine;
                for _ in 0..#clears {
                    rest &= rest.wrapping_sub(1);
                }
                if rest == 0 {
                    continue;
                }
                let mut open = 0u32;
                for (k, &c) in near.iter().enumerate() {
                    let c = usize::from(c);
                    if OFF_LINE != CELLS || c < CELLS {
                        open |= u32::from(empty.test(c)) << (k + usize::from(k >= #half_lit));
                    }
                }
                for start in 0..#n_usize {
                    // The window's one cell `own` lacks, if it lacks one,
                    // and that cell empty.
                    let hole = (#window << start) & !mine;
                    if hole & hole.wrapping_sub(1) == 0 && hole & open != 0 {
                        let place = hole.trailing_zeros() as usize;
                        found = found.with(usize::from(near[place - usize::from(place > #half_lit)]));
                    }
                }
            }
            found
        }
    }
}

fn line_tactics(cx: &Ctx, n: usize) -> Tactics {
    let board = cx.board;
    let (stacked, free) = line_axes(cx.board, cx.stones, n);
    let shift = |a: (i32, i32)| Literal::u32_unsuffixed(board.shift(a).unsigned_abs());
    let n_u32 = Literal::u32_unsuffixed(u32::try_from(n).expect("validated"));
    let n_usize = Literal::usize_unsuffixed(n);
    let count = Literal::usize_unsuffixed(free.len());
    let starts = free
        .iter()
        .map(|(dx, dy)| quote!(narrow(GRID.window_starts((#dx, #dy), #n_usize))));
    let shifts = free.iter().map(|&a| shift(a));
    let stacked_threats = stacked.iter().map(|&a| {
        let shift = shift(a);
        quote!(| bb::stack_threats(own, empty, #shift, #n_u32))
    });
    let made = tallies_threats_made(cx).then(|| {
        let bits = |a: &Axis| board.shift(*a).unsigned_abs();
        let free: Vec<u32> = free.iter().map(bits).collect();
        let stacked: Vec<u32> = stacked.iter().map(bits).collect();
        threats_made_fn(&free, &stacked, n)
    });
    let through = threats_by_cell(board, cx.stones).then(|| threats_through_fn(board, &free, n));
    let items = quote! {
        #made

        #through

        /// For each line direction stones do not fall along, the cells
        /// where a window of a line fits.
        const THREAT_STARTS: [Board; #count] = [#(#starts),*];
        /// For the same directions, the bit distance between neighbours.
        const THREAT_SHIFTS: [u32; #count] = [#(#shifts),*];

        /// The empty cells that would complete a line of `own`.
        #[inline]
        fn threats(own: Board, theirs: Board) -> Board {
            let empty = ALL & !(own | theirs);
            bb::line_threats(own, empty, &THREAT_STARTS, &THREAT_SHIFTS, #n_u32) #(#stacked_threats)*
        }
    };
    let retain = retain(cx, quote!(self.wins[1 - me]));
    let methods = quote! {
        const KNOWS_TACTICS: bool = true;

        fn winning_move(&self) -> Option<Move> {
            let wins = self.wins[self.to_move.index()] & open_cells(&self.stones);
            (!wins.is_zero()).then(|| wins.lowest() as Move)
        }

        #retain
    };
    // The decisive line is tested first, and every other condition is a
    // full board's draw.
    let outcome = quote! {
        if self.wins[mover.index()].test(cell) {
            Some(Outcome::Win(mover))
        } else if usize::from(next.plies) == PLAYABLE {
            Some(Outcome::Draw)
        } else {
            None
        }
    };
    Tactics {
        items,
        methods,
        outcome: Some(outcome),
    }
}

/// `threats_made(own, open)`: [`bb::threats_made`] written out for this
/// board's axes (`free` and `stacked`, their bit distances) and lines of
/// `n`, so that the compiler sees straight-line code and a tally whose
/// carries it can count: for each axis and each pair of places in a
/// window, the windows whose other cells are `own`; then, for each
/// distance between the pair, the moves that make a threat that far back
/// and that far on, added to the tally as soon as they are made.
fn threats_made_fn(free: &[u32], stacked: &[u32], n: usize) -> TokenStream {
    let bits = |k: usize| Literal::u32_suffixed(u32::try_from(k).expect("boards are small"));
    let mut tally = Tally::default();
    for (a, &shift) in free.iter().enumerate() {
        let shift = shift as usize;
        let own_k: Vec<TokenStream> = (0..n)
            .map(|k| {
                if k == 0 {
                    quote!(own)
                } else {
                    let name = format_ident!("own_{}_{}", a, k);
                    let by = bits(k * shift);
                    tally.code.push(quote!(let #name = own >> #by;));
                    quote!(#name)
                }
            })
            .collect();
        for gap in 1..n {
            let (mut back, mut on) = (Vec::new(), Vec::new());
            for i in 0..n - gap {
                let j = i + gap;
                let rest = format_ident!("rest_{}_{}_{}", a, i, j);
                let others = (0..n).filter(|&k| k != i && k != j).map(|k| &own_k[k]);
                tally
                    .code
                    .push(quote!(let #rest = THREAT_STARTS[#a] #(& #others)*;));
                let (to_j, to_i) = (bits(j * shift), bits(i * shift));
                back.push(quote!((#rest << #to_j)));
                on.push(quote!((#rest << #to_i)));
            }
            let distance = bits(gap * shift);
            tally.add(quote!((#(#back)|*) & (open << #distance)));
            tally.add(quote!((#(#on)|*) & (open >> #distance)));
        }
    }
    for &shift in stacked {
        let shift = shift as usize;
        for j in 0..n - 1 {
            let others = (0..n - 1)
                .filter(|&k| k != j)
                .map(|k| bits(k * shift))
                .map(|by| quote!((own >> #by)));
            let (to_j, above) = (bits(j * shift), bits((n - 1 - j) * shift));
            tally.add(quote!(((!ZERO #(& #others)*) << #to_j) & (open >> #above)));
        }
    }
    let (code, planes) = tally.finish();
    quote! {
        /// For every cell, how many cells of `open` (empty, and not
        /// winning yet) a stone of `own` there would make winning.
        #[inline(always)]
        #[allow(dead_code)] // unused when `hints:` replaces the threat hints
        fn threats_made(own: Board, open: Board) -> bb::Tally<Board> {
            #(#code)*
            bb::Tally::from_planes(&[#(#planes),*])
        }
    }
}

/// The statements of a sum of sets, written as the sets come: carry-save
/// adders (a Wallace tree, built as it goes), where three sets of one
/// weight become their sum, of that weight, and their carry, of the next.
/// Each set joins the tree as soon as it is made, so few values are alive
/// at once and the compiler keeps them in registers.
#[derive(Default)]
struct Tally {
    /// The statements so far.
    code: Vec<TokenStream>,
    /// The sets not yet added, by weight: at most two of each.
    columns: Vec<Vec<TokenStream>>,
    /// Names made so far.
    names: usize,
}

impl Tally {
    /// A `let` of `value` under a new name; the name.
    fn name(&mut self, value: TokenStream) -> TokenStream {
        let id = format_ident!("sum_{}", self.names);
        self.names += 1;
        self.code.push(quote!(let #id = #value;));
        quote!(#id)
    }

    /// Adds a set of weight 1.
    fn add(&mut self, set: TokenStream) {
        let set = self.name(set);
        self.push(0, set);
    }

    /// Puts `set` in column `weight`, and adds the column up when it holds
    /// three.
    fn push(&mut self, weight: usize, set: TokenStream) {
        if self.columns.len() == weight {
            self.columns.push(Vec::new());
        }
        self.columns[weight].push(set);
        if self.columns[weight].len() == 3 {
            let column = core::mem::take(&mut self.columns[weight]);
            let [a, b, c] = <[TokenStream; 3]>::try_from(column).expect("three sets");
            let odd = self.name(quote!(#a ^ #b));
            let sum = self.name(quote!(#odd ^ #c));
            let carry = self.name(quote!((#a & #b) | (#odd & #c)));
            self.columns[weight].push(sum);
            self.push(weight + 1, carry);
        }
    }

    /// The statements and the bit planes, lowest first: columns left with
    /// two sets are added by half adders.
    fn finish(mut self) -> (Vec<TokenStream>, Vec<TokenStream>) {
        let mut weight = 0;
        while weight < self.columns.len() {
            if self.columns[weight].len() == 2 {
                let column = core::mem::take(&mut self.columns[weight]);
                let [a, b] = <[TokenStream; 2]>::try_from(column).expect("two sets");
                let sum = self.name(quote!(#a ^ #b));
                let carry = self.name(quote!(#a & #b));
                self.columns[weight].push(sum);
                self.push(weight + 1, carry);
            }
            weight += 1;
        }
        let planes = self
            .columns
            .iter()
            .map(|column| column.first().cloned().unwrap_or(quote!(ZERO)))
            .collect();
        (self.code, planes)
    }
}

fn connect_tactics(cx: &Ctx, edges: Goal) -> Tactics {
    let goal = goal_edges(cx, edges, &quote!(side));
    let items = quote! {
        /// The empty cells that would join `side`'s edges: next to (or on)
        /// both a group touching one edge and a group touching the other.
        fn joining_cells(own: Board, side: Side) -> Board {
            let (from, to) = #goal;
            let near_from = bb::dilate(bb::flood(own & from, own, &STEPS), &STEPS) | from;
            let near_to = bb::dilate(bb::flood(own & to, own, &STEPS), &STEPS) | to;
            near_from & near_to & !own
        }
    };
    let retain = retain(
        cx,
        quote!(joining_cells(self.stones[1 - me], self.to_move.opponent()) & !self.stones[me]),
    );
    let methods = quote! {
        const KNOWS_TACTICS: bool = true;

        fn winning_move(&self) -> Option<Move> {
            let me = self.to_move.index();
            let wins = joining_cells(self.stones[me], self.to_move) & open_cells(&self.stones);
            (!wins.is_zero()).then(|| wins.lowest() as Move)
        }

        #retain
    };
    Tactics {
        items,
        methods,
        outcome: None,
    }
}
