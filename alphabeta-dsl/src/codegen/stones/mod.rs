//! Placement games: stones put on an empty board, one bitboard per player.

mod counted;
mod custodial;
mod eval;
mod features;
// Goals about the shape of one group: all sides, ring, bridge, fork.
mod groups;
mod notation;
// `moves: place then rotate 3 x 3`: a quarter turn of a block ends each turn.
mod rotate;
mod rules;
mod symmetry;
mod tables;
mod tactics;
mod turns;
// Rules of one's own: `when(my_rule)`.
mod when;

use super::game_impl::GameImpl;
use super::names::StoneNames;
use super::preamble::{preamble, word_type};
use crate::ir::{Board, Game, Placing, Shape, Stones, Test};
use proc_macro2::{Literal, TokenStream};
use quote::quote;

/// What the emitters of a placement game share.
struct Ctx<'a> {
    game: &'a Game,
    board: &'a Board,
    stones: &'a Stones,
    names: StoneNames,
    /// The generated `Move`: the index of the cell a move fills.
    move_type: TokenStream,
    /// Whether the rules are unchanged by the board's reflection.
    symmetric: bool,
    /// The winning cells the position keeps, if any.
    wins: tactics::WinsField,
}

/// The code of one placement game.
pub fn game(game: &Game, stones: &Stones) -> TokenStream {
    if let Some(count) = stones.count {
        return counted::game(game, stones, count);
    }
    if let Some(rotation) = stones.rotation {
        return rotate::game(game, stones, rotation);
    }
    let board = &game.board;
    let cx = Ctx {
        game,
        board,
        stones,
        names: StoneNames::new(stones),
        // Choices are numbered after the cells, and `Move::MAX` is no move.
        move_type: if board.cells() + stones.hooks.choices() + usize::from(stones.hooks.any())
            <= 256
        {
            quote!(u8)
        } else {
            quote!(u16)
        },
        symmetric: symmetry::is_symmetric(game, stones),
        wins: tactics::wins_field(board, stones),
    };
    let word = word_type(board);
    let mirror = symmetry::symmetry(&cx);
    let custodial = custodial::custodial(&cx);
    let turns = turns::turns(&cx);
    let hooks = when::when(&cx);
    let hooks_field = &hooks.field;
    let mirror_field = &mirror.field;
    let wins_field = &cx.wins.field;
    let (custodial_field, turns_field) = (&custodial.field, &turns.field);
    let position = super::position_struct(
        game,
        &summary(game, stones),
        quote! {
            stones: [#word; 2],
            to_move: ::alphabeta::runtime::Side,
            outcome: ::core::option::Option<::alphabeta::runtime::Outcome>,
            plies: u16,
            hash: u64,
            #mirror_field
            #wins_field
            #custodial_field
            #turns_field
            #hooks_field
        },
    );
    let preamble = preamble(
        board,
        &cx.move_type,
        (" Every cell of the board.", quote!(narrow(GRID.all()))),
    );
    let tables = tables::tables(&cx);
    let zobrist = tables::zobrist();
    let ends = rules::ends(&cx);
    let eval = eval::evaluation(&cx);
    let tactics = tactics::tactics(&cx);
    let notation = notation::impls(&cx);
    let inherent = inherent(&cx);
    let view = board_view(&cx);
    let impl_game = impl_game(&cx, &mirror, &eval, &tactics, &custodial, &turns, &hooks);
    let debug = super::debug_impl(game);
    let features = features::features(game, stones);
    let name = &game.name;
    let (mirror_items, mirror_inherent) = (&mirror.items, &mirror.inherent);
    let eval_items = &eval.items;
    let tactics_items = &tactics.items;
    let (custodial_items, turns_items) = (&custodial.items, &turns.items);
    let turns_inherent = &turns.inherent;
    let (hooks_items, hooks_inherent) = (&hooks.items, &hooks.inherent);
    quote! {
        #position

        const _: () = {
            #preamble
            #tables
            #zobrist
            #ends
            #eval_items
            #tactics_items
            #mirror_items
            #custodial_items
            #turns_items
            #hooks_items

            impl #name {
                #inherent
                #mirror_inherent
                #turns_inherent
                #hooks_inherent
            }

            #impl_game
            #notation
            #debug
            #view
            #features
        };
    }
}

/// `impl Game`, through the shared [`GameImpl`].
fn impl_game(
    cx: &Ctx,
    mirror: &symmetry::Symmetry,
    eval: &eval::Evaluation,
    tactics: &tactics::Tactics,
    custodial: &custodial::Custodial,
    turns: &turns::Turns,
    hooks: &when::When,
) -> TokenStream {
    let name = &cx.game.name;
    let capacity = Literal::usize_unsuffixed(cx.stones.move_capacity(cx.board));
    let mirror_start = &mirror.start;
    let wins_start = &cx.wins.start;
    let mirror_methods = &mirror.methods;
    let (mirror_play, wins_play) = (&mirror.play, &cx.wins.play);
    let custodial_play = &custodial.play;
    let play = if when::hooked(cx) {
        when::play()
    } else if cx.stones.several_a_turn() {
        let outcome = tactics
            .outcome
            .clone()
            .unwrap_or_else(|| rules::judged_outcome(cx));
        turns::play(&quote!(#mirror_play #wins_play), &outcome)
    } else {
        rules::play(
            cx,
            &quote!(#custodial_play #mirror_play #wins_play),
            tactics.outcome.as_ref(),
        )
    };
    let tactics_methods = &tactics.methods;
    let turns_methods = &turns.methods;
    let move_count = if when::hooked(cx) {
        when::move_count(cx)
    } else {
        rules::move_count(cx)
    };
    // A move that keeps the turn has no key to offer before it is played;
    // nor has one whose last move is part of the key.
    let keys_after =
        (!cx.stones.several_a_turn() && cx.stones.custodial.is_none() && !when::hooked(cx))
            .then(|| rules::keys_after(&mirror.key_after));
    let (custodial_start, turns_start) = (&custodial.start, &turns.start);
    let hooks_start = &hooks.start;
    // Captures may leave a game going on past the number of cells.
    let max_remaining = if when::hooked(cx) {
        when::max_remaining(cx)
    } else if cx.stones.custodial.is_none() {
        quote! {
            #[inline]
            fn max_remaining_plies(&self) -> Option<u32> {
                Some((PLAYABLE - usize::from(self.plies)) as u32)
            }
        }
    } else {
        TokenStream::new()
    };
    let priorities = &eval.priorities;
    let placements = rules::placements(cx);
    GameImpl {
        header: quote!(impl Game for #name),
        tunable: Some(quote!(#name)),
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
                #wins_start
                #custodial_start
                #turns_start
                #hooks_start
            }
        },
        side_to_move: quote!(self.to_move),
        outcome: quote!(self.outcome),
        generate: if when::hooked(cx) {
            when::generate(cx)
        } else {
            rules::generate(cx)
        },
        hash_key: quote!(self.hash),
        hash_from_scratch: quote!(hash_of(&self.stones, self.to_move) ^ self.state_key()),
        evaluate: Some(eval.evaluate.clone()),
        move_priority: Some(if cx.stones.hooks.choose.is_some() {
            // The default hints read a cell: a choice has none.
            let priority = &eval.priority;
            quote! {
                if is_choice(mv) {
                    return 0;
                }
                #priority
            }
        } else {
            eval.priority.clone()
        }),
        // A full board with no decision is a draw.
        no_moves: Some(quote!(Outcome::Draw)),
        items: quote! {
            #move_count

            #play

            #keys_after

            #mirror_methods

            #tactics_methods

            #turns_methods

            #priorities

            #max_remaining

            #placements
        },
    }
    .emit()
}

/// The declaration, as rustdoc shows it on the generated type.
fn summary(game: &Game, stones: &Stones) -> String {
    let b = &game.board;
    let hex = if b.shape == Shape::Hex { "hex " } else { "" };
    let mut rules = match (b.outline, b.side()) {
        (Some(outline), Some(side)) => format!("board: hex {outline} {side},\n"),
        _ => format!(
            "board: {hex}{} x {}{},\n",
            b.width,
            b.height,
            b.holes.described(b.width, b.cells())
        ),
    };
    rules += &format!(
        "players: {}, {},\n",
        game.players[0].name, game.players[1].name
    );
    let hook = |path: &TokenStream| format!("when({})", path.to_string().replace(' ', ""));
    rules += &format!("moves: {}", stones.placing);
    if let Some(path) = &stones.hooks.place {
        rules += &format!(" {}", hook(path));
    }
    if let Some((n, path)) = &stones.hooks.choose {
        rules += &format!(" or choose({n}) {}", hook(path));
    }
    if let Some(r) = stones.rotation {
        rules += &format!(" then rotate {} x {}", r.side, r.side);
    }
    rules += ",\n";
    if let Some(n) = stones.custodial {
        rules += &format!("captures: custodial({n}),\n");
    }
    if let Some((first, rest)) = stones.turns.split_first() {
        rules += &format!("turns: {first}");
        for n in rest {
            rules += &format!(", then {n}");
        }
        rules += ",\n";
    }
    for end in &stones.ends {
        let test = match end.test {
            Test::When(i) => hook(&stones.hooks.ends[i]),
            test => test.to_string(),
        };
        rules += &format!("{}: {test},\n", end.verdict);
    }
    let indented: String = rules.lines().map(|l| format!(" {l}\n")).collect();
    format!(" # Rules\n\n Declared with `game!`:\n\n ```text\n{indented}```")
}

/// The inherent helpers a user's own evaluator needs.
fn inherent(cx: &Ctx) -> TokenStream {
    let width = Literal::usize_unsuffixed(cx.board.width);
    let height = Literal::usize_unsuffixed(cx.board.height);
    let move_type = &cx.move_type;
    let stone_doc = " The player whose stone is on column `col` and row `row`, both from 0 (row 0 is the bottom rank), if any.";
    let mut state_key = quote!(0);
    let captured = cx.stones.custodial.map(|_| {
        state_key.extend(quote!(^ count_key(0, self.captured[0]) ^ count_key(1, self.captured[1])));
        quote! {
            /// How many stones `side` has captured.
            #[must_use]
            pub fn captured(&self, side: Side) -> u32 {
                u32::from(self.captured[side.index()])
            }
        }
    });
    if cx.stones.several_a_turn() {
        state_key.extend(quote!(^ self.turn_key()));
    }
    if when::hooked(cx) {
        state_key.extend(quote!(^ last_key(self.last)));
    }
    let stone_reader = stone_method(stone_doc);
    quote! {
        /// The number of columns.
        pub const WIDTH: usize = #width;
        /// The number of rows.
        pub const HEIGHT: usize = #height;

        #stone_reader

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

        #captured

        /// The key of what the position holds beyond its stones and the
        /// side to move: captured counts, a turn half played.
        #[inline]
        fn state_key(&self) -> u64 {
            #state_key
        }
    }
}

/// The runtime's read-only view, for renderers such as the command line's.
fn board_view(cx: &Ctx) -> TokenStream {
    let name = &cx.game.name;
    let move_type = &cx.move_type;
    let layout = match cx.board.shape {
        Shape::Square => quote!(Square),
        Shape::Hex => quote!(Hex),
    };
    // A drop game's moves name columns by number, so its files are numbered too.
    let file_label = (cx.stones.placing == Placing::Drop).then(|| {
        quote! {
            fn file_label(&self, file: usize) -> ::std::string::String {
                (file + 1).to_string()
            }
        }
    });
    // A choice fills no cell.
    let no_cell = cx.stones.hooks.choose.is_some().then(|| {
        quote! {
            if is_choice(mv) {
                return 0;
            }
        }
    });
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
            fn on_board(&self, file: usize, rank: usize) -> bool {
                GRID.on_board(file, rank)
            }
            fn move_cells(&self, mv: #move_type, out: &mut [(usize, usize); 4]) -> usize {
                #no_cell
                out[0] = Self::move_cell(mv);
                1
            }
            #file_label
        }
    }
}

/// `stone(col, row)`, the inherent reader every stone game's position
/// has (plain, counted, or with a rotation), documented by `doc`.
fn stone_method(doc: &str) -> TokenStream {
    quote! {
        #[doc = #doc]
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
    }
}
