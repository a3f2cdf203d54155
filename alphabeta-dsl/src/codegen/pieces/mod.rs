//! Games whose pieces stand on the board from a setup and move, capture or
//! flip: one bitboard per side and kind, and one of blocked cells.
//!
//! The generated code is bitboard code as one writes it by hand. Every
//! direction is a shift by a constant with a mask of the cells it may arrive
//! on, so nothing wraps around an edge. Steps and leaps move all pieces of a
//! kind at once; slides walk rays per piece; jump chains recurse per piece
//! with the captured pieces lifted; flips fill the eight directions at once.
//! Every generator is written once against a `MoveSink` and monomorphized
//! twice, into a list for search and a counter for perft's bulk counting
//! and mobility. Side-dependent directions are `const` tables indexed by a
//! `const S: usize` parameter, so each side gets its own straight-line code.
//!
//! The emitters, one file each: [`tables`] (constants and keys),
//! [`movegen`] (moves of pieces), [`flipping`] (placements that flip),
//! [`play`], [`ends`] (the end tests), [`eval`] (evaluation, hints and
//! noisy moves) and [`notation`].

mod attacks;
mod counting;
mod crowning;
mod custodial;
mod emit;
mod ends;
mod eval;
mod explode;
mod features;
mod fen;
mod flags;
mod flipping;
mod forts;
mod hands;
mod material_draw;
mod movegen;
mod notation;
mod null;
mod play;
mod royal;
mod san;
mod several;
mod state;
mod tables;
mod taking;
mod tested;

use super::game_impl::GameImpl;
use super::names::PieceNames;
use super::preamble::{preamble, word_type};
use crate::ir::{Board, Game, Pieces, RepetitionEnd, RepetitionRule};
use proc_macro2::{Literal, TokenStream};
use quote::quote;

/// What the emitters of a piece game share.
struct Ctx<'a> {
    game: &'a Game,
    board: &'a Board,
    pieces: &'a Pieces,
    names: PieceNames,
    /// The generated `Move`: a cell for a flipping placement, else a `u32`
    /// packing the cells a move visits.
    move_type: TokenStream,
}

impl Ctx<'_> {
    /// `v` as `side` moves it; a flipping game's stones have no front.
    fn oriented(&self, v: (i32, i32), side: usize) -> (i32, i32) {
        self.pieces.movers().map_or(v, |m| m.oriented(v, side))
    }

    /// The kind `k` as a literal index.
    fn kind(k: usize) -> Literal {
        Literal::usize_unsuffixed(k)
    }
}

/// The most moves any position of the game can have.
#[cfg(test)]
pub fn capacity(board: &Board, pieces: &Pieces) -> usize {
    tables::capacity(board, pieces)
}

/// The code of one piece or flipping game.
pub fn game(game: &Game, pieces: &Pieces) -> TokenStream {
    let board = &game.board;
    let move_type = match (pieces.flipping(), board.cells() < 256) {
        (true, true) => quote!(u8),
        (true, false) => quote!(u16),
        (false, _) if tables::wide_moves(board, pieces) => quote!(u64),
        (false, _) => quote!(u32),
    };
    let oriented = |v, side| pieces.movers().map_or(v, |m| m.oriented(v, side));
    let rays = attacks::Attacks::of(pieces).rays(pieces.royal(), oriented);
    let cx = Ctx {
        game,
        board,
        pieces,
        names: PieceNames::new(pieces, &tables::vectors(pieces), rays),
        move_type,
    };
    let word = word_type(board);
    let kinds = Ctx::kind(pieces.kinds.len());
    let state_fields = state::fields(pieces, &word);
    let hand_fields = hands::fields(pieces, &word);
    let capture_fields = taking::fields(board, pieces, &word);
    let position = super::position_struct(
        game,
        &summary(&cx),
        quote! {
            pieces: [[#word; #kinds]; 2],
            blocked: #word,
            to_move: ::alphabeta::runtime::Side,
            outcome: ::core::option::Option<::alphabeta::runtime::Outcome>,
            hash: u64,
            #state_fields
            #hand_fields
            #capture_fields
        },
    );
    let all = if board.dark {
        quote!(narrow(pc::dark_squares::<WORDS>(&GRID)))
    } else {
        quote!(narrow(GRID.all()))
    };
    let preamble = preamble(board, &cx.move_type, (" Every cell pieces stand on.", all));
    let tables = tables::tables(&cx);
    let blast = explode::table(&cx);
    let (royal_items, royal_methods) = match pieces.royal() {
        Some(royal) => royal::items(&cx, royal),
        None => (TokenStream::new(), TokenStream::new()),
    };
    let inherent = inherent(&cx, royal_methods);
    let impl_game = impl_game(&cx);
    let notation = notation::impls(&cx);
    let debug = super::debug_impl(game);
    let features = features::features(&cx);
    quote! {
        #position

        const _: () = {
            #preamble
            use ::alphabeta::runtime::pieces::{self as pc, MoveSink as _};
            #tables
            #blast
            #royal_items
            #inherent
            #impl_game
            #notation
            #debug
            #features
        };
    }
}

/// What rustdoc shows of the rules on the generated type.
fn summary(cx: &Ctx) -> String {
    let b = cx.board;
    let what = if cx.pieces.flipping() {
        "stones placed to flip lines".to_string()
    } else {
        let names: Vec<String> = cx
            .pieces
            .kinds
            .iter()
            .map(|k| format!("`{}`", k.name))
            .collect();
        format!("pieces {}", names.join(", "))
    };
    let dark = if b.dark { " dark" } else { "" };
    let holes = b.holes.described(b.width, b.cells());
    format!(
        " # Rules\n\n Declared with `game!`: a {} x {}{dark}{holes} board, {what}.",
        b.width, b.height
    )
}

/// The inherent helpers (public ones for evaluators of the user's own) and
/// the generators, play and judge that the `Game` impl calls.
fn inherent(cx: &Ctx, royal_methods: TokenStream) -> TokenStream {
    let name = &cx.game.name;
    let (w, h) = (
        Literal::usize_unsuffixed(cx.board.width),
        Literal::usize_unsuffixed(cx.board.height),
    );
    let side_bits = (0..cx.pieces.kinds.len()).map(|k| {
        let k = Ctx::kind(k);
        quote!(self.pieces[s][#k])
    });
    let (generators, count_moves, play) = if cx.pieces.flipping() {
        (
            flipping::generators(cx),
            quote!(Self::targets_of(self, s).count() as usize),
            flipping::play(cx),
        )
    } else {
        let gen = movegen::top_gen(cx);
        let count = quote! {{
            let mut count = pc::Count(0);
            if s == 0 { self.#gen::<0, _>(&mut count) } else { self.#gen::<1, _>(&mut count) }
            count.0
        }};
        // A royal game's legal generator is among its own methods.
        let generators = if cx.pieces.royal().is_some() {
            TokenStream::new()
        } else {
            movegen::generators(cx)
        };
        (generators, count, play::play(cx))
    };
    let ep_takers = cx.pieces.has_en_passant().then(|| state::ep_takers(cx));
    let mut hand_methods = hands::methods(cx.pieces);
    hand_methods.extend(hands::gating_methods(cx));
    if cx.pieces.has_hands() && cx.pieces.royal().is_some() {
        hand_methods.extend(hands::drop_checks(cx));
    }
    let judge = ends::judge(cx);
    let helpers = play::helpers();
    let counting = counting::methods(cx);
    let material = material_draw::methods(cx);
    let flags = flags::methods(cx);
    let may_pass = movegen::may_pass(cx);
    quote! {
        impl #name {
            /// The number of columns.
            pub const WIDTH: usize = #w;
            /// The number of rows.
            pub const HEIGHT: usize = #h;

            /// The side and letter of the piece on column `col` and row
            /// `row` (both from 0, row 0 at the bottom), if any.
            #[must_use]
            pub fn piece(&self, col: usize, row: usize) -> Option<(Side, char)> {
                ::core::assert!(col < Self::WIDTH && row < Self::HEIGHT, "no cell at column {col}, row {row}");
                match self.occupant(GRID.cell(col, row)) {
                    pc::Occupant::Piece(side, kind) => Some((side, LETTERS[kind])),
                    _ => None,
                }
            }

            /// How many pieces `side` has on the board.
            #[must_use]
            pub fn piece_count(&self, side: Side) -> u32 {
                self.side_bits(side.index()).count()
            }

            /// How many moves `side` would have, were it to move.
            #[must_use]
            pub fn mobility(&self, side: Side) -> usize {
                self.count_moves(side.index())
            }

            #[inline(always)]
            fn side_bits(&self, s: usize) -> Board {
                ZERO #(| #side_bits)*
            }

            #[inline]
            fn count_moves(&self, s: usize) -> usize {
                #count_moves
            }

            #helpers
            #judge
            #generators
            #royal_methods
            #ep_takers
            #hand_methods
            #counting
            #material
            #flags
            #may_pass
            #play
        }
    }
}

/// The repetition rule's items of `impl Game`: the rule, the keys that
/// carry the check where perpetual check loses, and how far back a position
/// can recur.
fn repetition(cx: &Ctx, rule: RepetitionRule) -> TokenStream {
    let p = cx.pieces;
    let occurrences = Literal::u8_unsuffixed(rule.occurrences);
    let end = match (rule.end, p.draws.odds) {
        (RepetitionEnd::Draw, None) => quote!(Draw),
        (RepetitionEnd::Draw, Some(0)) => quote!(Win(Side::First)),
        (RepetitionEnd::Draw, Some(_)) => quote!(Win(Side::Second)),
        (RepetitionEnd::Side(0), _) => quote!(Win(Side::First)),
        (RepetitionEnd::Side(_), _) => quote!(Win(Side::Second)),
        (RepetitionEnd::Mover { wins: true }, _) => quote!(MoverWins),
        (RepetitionEnd::Mover { wins: false }, _) => quote!(MoverLoses),
    };
    let perpetual = rule.perpetual_check;
    let base = counting::repetition_base(cx);
    let key = if perpetual {
        Some(quote! {
            #[inline]
            fn repetition_key(&self) -> u64 {
                ::alphabeta::runtime::repetition::with_check(
                    #base,
                    self.in_check(self.to_move.index()),
                )
            }
        })
    } else {
        p.draws.counting.as_ref().map(|_| {
            quote! {
                /// The position's key without its count: a position repeats
                /// whatever its count.
                #[inline]
                fn repetition_key(&self) -> u64 {
                    #base
                }
            }
        })
    };
    // With a hand, a capture comes back as a drop and a pawn's step can be
    // undone by taking the pawn and dropping it behind: every earlier
    // position may recur, as the default says.
    let reach = (!p.has_hands()).then(|| {
        quote! {
            /// The clock restarts at every capture (and at the moves the
            /// n-move rule names), none of which can be undone: no earlier
            /// position can come back.
            #[inline]
            fn reversible_plies(&self) -> u32 {
                u32::from(self.clock)
            }
        }
    });
    quote! {
        const REPETITION_DRAWS: bool = true;
        const REPETITION: ::alphabeta::runtime::Repetition = ::alphabeta::runtime::Repetition {
            occurrences: #occurrences,
            end: ::alphabeta::runtime::RepetitionEnd::#end,
            perpetual_check_loses: #perpetual,
            positional: false,
        };
        #key
        #reach
    }
}

/// `impl Game`, through the shared [`GameImpl`].
fn impl_game(cx: &Ctx) -> TokenStream {
    let name = &cx.game.name;
    let capacity = Literal::usize_unsuffixed(tables::capacity(cx.board, cx.pieces));
    let move_count = movegen::move_count(cx);
    let (evaluate, priority) = eval::evaluation(cx);
    let start_state = state::start_values(cx.pieces, None);
    let start_hands = hands::start_values(cx.pieces);
    let start_capture = taking::start_values(cx.pieces);
    let turns = cx.pieces.takes_sets().then(taking::game_methods);
    let noisy = eval::noisy(cx);
    let null = null::items(cx);
    let repetition = cx.pieces.draws.repetition.map(|rule| repetition(cx, rule));
    let decide_draw = ends::decide_draw(cx);
    GameImpl {
        header: quote!(impl Game for #name),
        tunable: Some(quote!(#name)),
        move_type: quote!(Move),
        moves_type: quote!(MoveList<Move, #capacity>),
        start: quote! {
            let mut position = #name {
                pieces: SETUP,
                blocked: BLOCKED_SETUP,
                to_move: Side::First,
                outcome: None,
                hash: 0,
                #start_state
                #start_hands
                #start_capture
            };
            position.hash = position.hash_from_scratch();
            position
        },
        side_to_move: quote!(self.to_move),
        outcome: quote!(self.outcome),
        generate: movegen::generate(cx),
        hash_key: quote!(self.hash),
        hash_from_scratch: tables::hash_from_scratch(cx.pieces),
        evaluate: Some(evaluate),
        move_priority: Some(priority),
        no_moves: Some(ends::no_moves(cx)),
        items: quote! {
            #move_count

            #[inline]
            fn play(&self, mv: Move) -> Self {
                match self.to_move {
                    Side::First => self.play_as::<0>(mv),
                    Side::Second => self.play_as::<1>(mv),
                }
            }

            #noisy
            #null
            #repetition
            #decide_draw
            #turns
        },
    }
    .emit()
}
