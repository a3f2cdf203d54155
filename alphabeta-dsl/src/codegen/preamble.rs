//! What every generated game's `const` block starts with: the imports, the
//! board and move types, the grid and the constants every emitter uses.

use crate::ir::{Board, Shape, Word};
use crate::vocab::HexOutline;
use proc_macro2::{Literal, TokenStream};
use quote::quote;

/// The bitboard type of one player or kind.
pub fn word_type(board: &Board) -> TokenStream {
    match board.word() {
        Word::U16 => quote!(u16),
        Word::U32 => quote!(u32),
        Word::U64 => quote!(u64),
        Word::U128 => quote!(u128),
        Word::Wide(n) => {
            let n = Literal::usize_unsuffixed(n);
            quote!(::alphabeta::runtime::bitboard::Wide<#n>)
        }
    }
}

/// How `const fn`s turn a `Wide<WORDS>` into the board word.
fn narrow_method(board: &Board) -> TokenStream {
    match board.word() {
        Word::U16 => quote!(to_u16),
        Word::U32 => quote!(to_u32),
        Word::U64 => quote!(to_u64),
        Word::U128 => quote!(to_u128),
        Word::Wide(_) => quote!(to_wide),
    }
}

/// The preamble: `move_type` is the generated `Move`, `all` the doc and
/// value of `ALL`, the cells that can be played on.
pub fn preamble(board: &Board, move_type: &TokenStream, all: (&str, TokenStream)) -> TokenStream {
    let word = word_type(board);
    let narrow = narrow_method(board);
    let (w, h) = (
        Literal::usize_unsuffixed(board.width),
        Literal::usize_unsuffixed(board.height),
    );
    let side = board.side().map(Literal::usize_unsuffixed);
    let grid = match (board.shape, board.outline, side) {
        (Shape::Hex, Some(HexOutline::Triangle), Some(side)) => {
            quote!(bb::Grid::hex_triangle(#side))
        }
        (Shape::Hex, Some(HexOutline::Hexagon), Some(side)) => {
            quote!(bb::Grid::hex_hexagon(#side))
        }
        (Shape::Hex, _, _) => quote!(bb::Grid::hex(#w, #h)),
        (Shape::Square, _, _) => quote!(bb::Grid::square(#w, #h)),
    };
    // Holes (`without`): their words, a bit a cell, in the grid's outline.
    let grid = if board.holes.is_empty() {
        grid
    } else {
        let words = board
            .holes
            .words(board.cells())
            .iter()
            .map(|&w| Literal::u64_suffixed(w));
        quote!(#grid.with_holes(&[#(#words),*]))
    };
    let (all_doc, all) = all;
    quote! {
        use ::alphabeta::runtime::bitboard::{self as bb, Bits as _};
        use ::alphabeta::runtime::{Game, MoveList, Notation, NotationError, Outcome, Side};
        use ::core::option::Option::{self, None, Some};
        use ::core::result::Result::{self, Err, Ok};

        type Board = #word;
        type Move = #move_type;

        const GRID: bb::Grid = #grid;
        const CELLS: usize = GRID.cells();
        /// The cells on the board: `CELLS` but for those off a triangle or
        /// a hexagon, and the holes.
        #[allow(dead_code)]
        const PLAYABLE: usize = GRID.playable();
        const WORDS: usize = GRID.words();
        const ZERO: Board = <Board as bb::Bits>::ZERO;
        #[doc = #all_doc]
        const ALL: Board = #all;
        const fn narrow(cells: bb::Wide<WORDS>) -> Board {
            cells.#narrow()
        }
    }
}

/// The fixed seed of a game's Zobrist keys, so hashes are the same on
/// every build.
pub const ZOBRIST_SEED: u64 = 0x0a1b_e7a0_5eed_c0de;
