//! Phase 4, codegen: the IR to the position type and its trait impls.
//!
//! The generated code reads like hand-written bitboard code: a `Copy` struct
//! with one bitboard per player, and everything else inside a
//! `const _: () = { ... };` block, so its helpers and tables never clash with
//! the user's names. Tables are computed by `const fn`s of the runtime's
//! `bitboard` module: the token stream holds calls, not numbers.

mod board;
mod eval;
pub mod game_impl;
mod notation;
mod pieces;
mod pieces_notation;
mod rules;
mod symmetry;
mod tactics;
mod zobrist;

use crate::ast::GameDef;
use crate::ir::Rules;
use proc_macro2::{Literal, TokenStream};
use quote::quote;

/// The code of one game.
pub fn game(def: &GameDef, rules: &Rules) -> TokenStream {
    let GameDef {
        attrs, vis, name, ..
    } = def;
    let word = board::word_type(rules);
    if rules.pieces.is_some() {
        return pieces::game(def, rules, &word);
    }
    let move_type = board::move_type(rules);
    let summary = format!(
        " # Rules\n\n Declared with `game!`:\n\n ```text\n{}```",
        indent(&rules.to_string())
    );
    let tables = board::tables(rules);
    let zobrist = zobrist::keys(rules);
    let symmetry::Symmetry {
        field: mirror_field,
        start: mirror_start,
        play: mirror_play,
        items: mirror_items,
        methods: mirror_methods,
        inherent: mirror_inherent,
    } = symmetry::symmetry(rules);
    let play = rules::play(rules, &mirror_play);
    let ends = rules::ends(rules);
    let (eval_items, eval) = eval::evaluation(rules, &move_type);
    let (tactics_items, tactics) = tactics::tactics(rules);
    let notation = notation::impls(rules, name, &move_type);
    let inherent = inherent(rules, &move_type);
    let view = board_view(rules, name, &move_type);
    let capacity = Literal::usize_unsuffixed(rules.move_capacity());
    let game = game_impl::GameImpl {
        header: quote!(impl Game for #name),
        move_type: quote!(Move),
        moves_type: quote!(MoveList<Move, #capacity>),
        start: quote! {
            #name {
                stones: [ZERO; 2],
                to_move: Side::First,
                outcome: None,
                plies: 0,
                hash: 0,
                #mirror_start
            }
        },
        side_to_move: quote!(self.to_move),
        outcome: quote!(self.outcome),
        generate: rules::generate(rules),
        hash_key: quote!(self.hash),
        hash_from_scratch: quote!(hash_of(&self.stones, self.to_move)),
        items: {
            let move_count = rules::move_count(rules);
            quote! {
                #move_count

                #play

                #mirror_methods

                /// A full board with no decision is a draw.
                fn no_moves(&self) -> Outcome {
                    Outcome::Draw
                }

                #eval

                #tactics

                #[inline]
                fn max_remaining_plies(&self) -> Option<u32> {
                    Some((CELLS - usize::from(self.plies)) as u32)
                }
            }
        },
    }
    .emit();
    quote! {
        #(#attrs)*
        #[doc = ""]
        #[doc = #summary]
        #[derive(Clone, Copy, PartialEq, Eq, Hash)]
        #vis struct #name {
            stones: [#word; 2],
            to_move: ::alphabeta::runtime::Side,
            outcome: ::core::option::Option<::alphabeta::runtime::Outcome>,
            plies: u16,
            hash: u64,
            #mirror_field
        }

        const _: () = {
            use ::alphabeta::runtime::bitboard::{self as bb, Bits as _};
            use ::alphabeta::runtime::{Game, MoveList, Notation, NotationError, Outcome, Side};
            use ::core::option::Option::{self, None, Some};
            use ::core::result::Result::{self, Err, Ok};

            type Board = #word;
            type Move = #move_type;

            #tables
            #zobrist
            #ends
            #eval_items
            #tactics_items
            #mirror_items

            impl #name {
                #inherent
                #mirror_inherent
            }

            #game

            #notation
            #view
        };
    }
}

/// The inherent helpers a user's own evaluator needs.
fn inherent(rules: &Rules, move_type: &TokenStream) -> TokenStream {
    let width = Literal::usize_unsuffixed(rules.width);
    let height = Literal::usize_unsuffixed(rules.height);
    let stone_doc = " The player whose stone is on column `col` and row `row`, both from 0 (row 0 is the bottom rank), if any.";
    quote! {
        /// The number of columns.
        pub const WIDTH: usize = #width;
        /// The number of rows.
        pub const HEIGHT: usize = #height;

        #[doc = #stone_doc]
        #[must_use]
        pub fn stone(&self, col: usize, row: usize) -> Option<Side> {
            ::core::assert!(col < Self::WIDTH && row < Self::HEIGHT, "no cell at column {col}, row {row}");
            let cell = GRID.cell(col, row);
            if self.stones[0].test(cell) {
                Some(Side::First)
            } else if self.stones[1].test(cell) {
                Some(Side::Second)
            } else {
                None
            }
        }

        /// The column and row of the cell that `mv` fills.
        #[must_use]
        pub fn move_cell(mv: #move_type) -> (usize, usize) {
            let cell = usize::from(mv);
            (GRID.col(cell), GRID.row(cell))
        }

        /// How many moves have been played.
        #[must_use]
        pub fn plies(&self) -> u32 {
            u32::from(self.plies)
        }
    }
}

/// The runtime's read-only view, for renderers such as the command line's.
fn board_view(rules: &Rules, name: &proc_macro2::Ident, move_type: &TokenStream) -> TokenStream {
    let layout = match rules.shape {
        crate::ir::Shape::Square => quote!(Square),
        crate::ir::Shape::Hex => quote!(Hex),
    };
    // A drop game's moves name columns by number, so its files are numbered too.
    let file_label = match rules.moves {
        crate::ir::Moves::Drop => quote! {
            fn file_label(&self, file: usize) -> ::std::string::String {
                (file + 1).to_string()
            }
        },
        _ => quote!(),
    };
    quote! {
        impl ::alphabeta::runtime::BoardView for #name {
            const LAYOUT: ::alphabeta::runtime::Layout = ::alphabeta::runtime::Layout::#layout;
            fn files(&self) -> usize {
                Self::WIDTH
            }
            fn ranks(&self) -> usize {
                Self::HEIGHT
            }
            fn cell(&self, file: usize, rank: usize) -> ::alphabeta::runtime::Cell {
                match self.stone(file, rank) {
                    Some(side) => ::alphabeta::runtime::Cell::Stone(side),
                    None => ::alphabeta::runtime::Cell::Empty,
                }
            }
            fn move_cells(&self, mv: #move_type, out: &mut [(usize, usize); 4]) -> usize {
                out[0] = Self::move_cell(mv);
                1
            }
            #file_label
        }
    }
}

fn indent(text: &str) -> String {
    text.lines().map(|l| format!(" {l}\n")).collect()
}

#[cfg(test)]
mod tests {
    use crate::{ast, ctxt::Ctxt, lower, validate};
    use proc_macro2::TokenStream;
    use quote::quote;

    fn generate(tokens: TokenStream) -> String {
        let mut cx = Ctxt::new();
        let games = ast::parse_games(tokens, &mut cx);
        validate::validate(&games[0], &mut cx);
        assert!(cx.check().is_ok());
        super::game(&games[0], &lower::rules(&games[0])).to_string()
    }

    /// Tables are `const fn` calls, not numbers: a 15 x 15 board generates
    /// no more code than a 3 x 3 one, which keeps builds fast.
    #[test]
    fn generated_code_does_not_grow_with_the_board() {
        let small = generate(quote! { T { board: 3 x 3, moves: place, win: line(3), draw: full } });
        let large =
            generate(quote! { G { board: 32 x 32, moves: place, win: line(5), draw: full } });
        assert!(small.len() < 24_000, "{}", small.len());
        assert!(
            large.len() < small.len() + 500,
            "{} vs {}",
            large.len(),
            small.len()
        );
    }

    #[test]
    fn the_representation_follows_the_board_size() {
        let word = |tokens| {
            let code = generate(tokens);
            let start = code.find("stones : [").expect("a stones field") + "stones : [".len();
            code[start..].split(" ;").next().unwrap().to_string()
        };
        assert_eq!(
            word(quote! { A { board: 4 x 4, moves: place, win: line(3), draw: full } }),
            "u16"
        );
        assert_eq!(
            word(quote! { A { board: 8 x 4, moves: place, win: line(3), draw: full } }),
            "u32"
        );
        assert_eq!(
            word(quote! { A { board: 7 x 6, moves: drop, win: line(4), draw: full } }),
            "u64"
        );
        assert_eq!(
            word(
                quote! { A { board: hex 11 x 11, moves: place, win: connect(top-bottom), draw: full } }
            ),
            "u128"
        );
        assert_eq!(
            word(quote! { A { board: 15 x 15, moves: place, win: line(5), draw: full } }),
            ":: alphabeta :: runtime :: bitboard :: Wide < 4 >"
        );
    }
}
