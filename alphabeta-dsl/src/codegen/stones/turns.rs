//! Turns of several stones (`turns: 1, then 2`), searched as sequences of
//! single placements.
//!
//! # Design
//!
//! A turn of two stones is not one move of the game: 19 x 19 would have
//! 64,980 of them, a move list of a quarter of a megabyte at every ply of
//! the searcher, and hints and ordering for each. Each stone is a move of
//! its own instead, and the side to move stays the same between the two
//! (the searcher accepts turns that do not alternate), so that alpha-beta
//! prunes the second stone on its own. The position keeps where its turn
//! is: the schedule's index (`turn`), the stones still to place (`left`),
//! and the cell of the turn's first stone (`turn_first`), which the
//! Zobrist key covers.
//!
//! **Each set of stones once.** A turn is the set of cells it fills, as
//! players and perft count it, so the two orders of a pair must not both
//! be moves. The second stone goes below the first (a lower cell index),
//! unless it is a cell where a stone alone would have ended the game at
//! the turn's start: that pair cannot be played in the other order, whose
//! first stone ends the turn. The first stone is any empty cell, except
//! the lowest when no cell would be left for the second. So every legal
//! turn (a stone that ends the game, or a pair whose stones do not both
//! end it alone) is reached by exactly one sequence.
//!
//! The game's `continues_turn` and `last_of_turn` let perft count a turn
//! as one ply, and notation write it as one record (`j10k11`).

use super::Ctx;
use crate::codegen::preamble::ZOBRIST_SEED;
use proc_macro2::{Literal, TokenStream};
use quote::quote;

/// Xored into the stones' seed for the keys of a turn's first stone.
const TURN_SEED: u64 = 0x7475_726e_6669_7273;

/// What a schedule of turns adds to a game, each part empty without one.
#[derive(Default)]
pub struct Turns {
    pub field: TokenStream,
    pub start: TokenStream,
    pub items: TokenStream,
    /// Inherent methods.
    pub inherent: TokenStream,
    /// `Game` methods.
    pub methods: TokenStream,
}

pub fn turns(cx: &Ctx) -> Turns {
    if !cx.stones.several_a_turn() {
        return Turns::default();
    }
    let counts = cx
        .stones
        .turns
        .iter()
        .map(|&n| Literal::u8_unsuffixed(u8::try_from(n).expect("checked: at most 2")));
    let last =
        Literal::u8_unsuffixed(u8::try_from(cx.stones.turns.len() - 1).expect("a short schedule"));
    let len = Literal::usize_unsuffixed(cx.stones.turns.len());
    let ending = if super::tactics::has_line_threats(cx.stones) {
        // The decisive line is the only condition a single stone meets
        // while another cell stays empty.
        quote! {
            let _ = (plies, mover);
            threats(stones[mover.index()], stones[1 - mover.index()]) & open_cells(stones)
        }
    } else {
        quote! {
            let mut out = ZERO;
            for cell in open_cells(stones).ones() {
                let mut after = *stones;
                after[mover.index()].set(cell);
                if judge(&after, plies + 1, mover, Some(cell), 0).is_some() {
                    out.set(cell);
                }
            }
            out
        }
    };
    let items = quote! {
        /// The stones each turn places, the last count repeating.
        const TURNS: [u8; #len] = [#(#counts),*];
        /// The schedule's last index.
        const LAST_TURN: u8 = #last;
        /// `turn_first` when the turn has placed no stone yet.
        const NO_CELL: u16 = u16::MAX;
        /// A key per cell, for the first stone of a turn half played.
        static TURN_KEYS: bb::Zobrist<CELLS> = bb::Zobrist::new(#ZOBRIST_SEED ^ #TURN_SEED);

        /// The cells below `cell`.
        #[inline]
        fn below(cell: usize) -> Board {
            ALL & !((ALL >> cell as u32) << cell as u32)
        }

        /// The empty cells where a stone of `mover`, placed on `stones`
        /// after `plies` stones, would end the game at once, with at least
        /// two empty cells left.
        fn ending_cells(stones: &[Board; 2], plies: usize, mover: Side) -> Board {
            #ending
        }
    };
    let inherent = quote! {
        /// The cells the side to move may fill now: every empty cell,
        /// except that a turn's stones come as a set, once (the module's
        /// design note).
        fn legal_cells(&self) -> Board {
            let open = open_cells(&self.stones);
            let plies = usize::from(self.plies);
            if self.turn_first != NO_CELL {
                let first = usize::from(self.turn_first);
                let mut start = self.stones;
                start[self.to_move.index()] = start[self.to_move.index()].without(first);
                return open & (below(first) | ending_cells(&start, plies - 1, self.to_move));
            }
            if self.left >= 2
                && !open.clear_lowest().is_zero()
                && ending_cells(&self.stones, plies, self.to_move).is_zero()
            {
                // The lowest cell would leave no second stone.
                return open.clear_lowest();
            }
            open
        }

        /// The key of where the turn is, beyond the stones and the side.
        #[inline]
        fn turn_key(&self) -> u64 {
            if self.turn_first == NO_CELL {
                0
            } else {
                TURN_KEYS.stones[0][usize::from(self.turn_first)]
            }
        }
    };
    let methods = quote! {
        #[inline]
        fn continues_turn(&self) -> bool {
            self.turn_first != NO_CELL
        }

        #[inline]
        fn last_of_turn(&self) -> bool {
            self.left <= 1
        }
    };
    Turns {
        field: quote! {
            /// The index of the turn in the schedule (its last index for
            /// every later turn).
            turn: u8,
            /// The stones the side to move still places this turn.
            left: u8,
            /// The cell of this turn's first stone, once placed.
            turn_first: u16,
        },
        start: quote!(turn: 0, left: TURNS[0], turn_first: NO_CELL,),
        items,
        inherent,
        methods,
    }
}

/// `Game::play` of a game whose turns place several stones: the stone,
/// its key, whatever else the position keeps (`also`), the outcome, then
/// where the turn is.
pub fn play(also: &TokenStream, outcome: &TokenStream) -> TokenStream {
    quote! {
        #[inline]
        fn play(&self, mv: Move) -> Self {
            let cell = usize::from(mv);
            let mover = self.to_move;
            let mut next = *self;
            next.stones[mover.index()].set(cell);
            next.hash ^= ZOBRIST.stones[mover.index()][cell] ^ self.turn_key();
            #also
            next.plies += 1;
            next.outcome = #outcome;
            next.left = self.left - 1;
            if next.left == 0 || next.outcome.is_some() {
                next.turn = (self.turn + 1).min(LAST_TURN);
                next.left = TURNS[usize::from(next.turn)];
                next.turn_first = NO_CELL;
                next.to_move = mover.opponent();
                next.hash ^= ZOBRIST.second_to_move;
            } else {
                next.turn_first = cell as u16;
                next.hash ^= next.turn_key();
            }
            next
        }
    }
}
