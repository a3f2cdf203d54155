//! Counted games of stones (Go): a player places a stone or passes, a
//! placed stone takes the enemy groups it leaves without liberties
//! (`captures: surrounded`), and two passes in a row end the game, which
//! the count of the board decides (`score: area, komi k`).
//!
//! # Design
//!
//! The position stays a small `Copy` value with no heap: the two players'
//! bitboards, the ko cell, whether the last move was a pass, and the
//! Zobrist key, which `play` updates for the stone placed, every stone
//! captured, the ko cell and the pass. Groups are found by flooding a
//! bitboard through the neighbour steps (`bb::flood`), and liberties are a
//! group's neighbours that are empty (`bb::dilate`), so capture, suicide
//! and the count are a few word operations per group.
//!
//! **Ko, as OpenSpiel applies it.** A stone placed where every neighbour is
//! an enemy stone (or the edge), which captures exactly one stone, forbids
//! the captured cell to the opponent's next move; any other move, a pass
//! included, lifts the ban. The game's rules carry no history, so the
//! position stays `Copy`; positional superko is not part of them
//! (OpenSpiel ends a game that repeats a board, a rare event its rules
//! score as a draw).
//!
//! **The count** is Tromp and Taylor's: each player's stones, and each
//! empty region whose neighbours are all that player's stones. With the
//! dead stones captured, that is the Chinese count.
//!
//! **The evaluation** the searcher uses at its horizon is an estimate of
//! the same count: each player's stones, and the empty cells their stones
//! reach first, spreading a few steps through the empty cells (a cell both
//! reach at the same step is nobody's), less the komi, from the side to
//! move's view, in centi-points.

use crate::codegen::game_impl::GameImpl;
use crate::codegen::preamble::{preamble, word_type, ZOBRIST_SEED};
use crate::codegen::{HINT_CAPTURE, HINT_WIN};
use crate::ir::{Count, Game, RepetitionEnd, RepetitionRule, Shape, Stones};
use proc_macro2::{Literal, TokenStream};
use quote::{quote, quote_spanned};
use syn::spanned::Spanned;

/// How many steps through the empty cells the evaluation lets each
/// player's stones reach: more sees larger frameworks, and costs two
/// dilations a step.
const INFLUENCE_STEPS: usize = 4;

/// Xored into the stones' seed for the keys of the ko cell and the pass,
/// so that they differ from every stone's key.
const STATE_SEED: u64 = 0x6b6f_2d70_6173_7321;

/// The code of one counted game.
pub fn game(game: &Game, stones: &Stones, count: Count) -> TokenStream {
    let board = &game.board;
    let move_type = if board.cells() < 256 {
        quote!(u8)
    } else {
        quote!(u16)
    };
    let word = word_type(board);
    let position = crate::codegen::position_struct(
        game,
        &summary(game, stones, count),
        quote! {
            stones: [#word; 2],
            to_move: ::alphabeta::runtime::Side,
            outcome: ::core::option::Option<::alphabeta::runtime::Outcome>,
            ko: u16,
            passed: bool,
            plies: u32,
            hash: u64,
        },
    );
    let preamble = preamble(
        board,
        &move_type,
        (" Every cell of the board.", quote!(narrow(GRID.all()))),
    );
    let tables = tables(game, stones, count);
    let rules = rules();
    let eval = evaluation(game);
    let impl_game = impl_game(game, stones, &eval);
    let inherent = inherent(&move_type);
    let notation = notation(game);
    let view = board_view(game, &move_type);
    let debug = crate::codegen::debug_impl(game);
    let features = super::features::features(game, stones);
    let name = &game.name;
    let eval_items = &eval.items;
    quote! {
        #position

        const _: () = {
            #preamble
            #tables
            #rules
            #eval_items

            impl #name {
                #inherent
            }

            #impl_game
            #notation
            #debug
            #view
            #features
        };
    }
}

/// The constants, the neighbour steps and the Zobrist keys.
fn tables(game: &Game, stones: &Stones, count: Count) -> TokenStream {
    let board = &game.board;
    let steps: Vec<TokenStream> = board
        .neighbours()
        .iter()
        .filter(|d| board.has_step(**d))
        .map(|&(dx, dy)| {
            let delta = Literal::i32_unsuffixed(board.shift((dx, dy)));
            quote!(bb::Step { delta: #delta, arrive: narrow(GRID.arrivals((#dx, #dy))) })
        })
        .collect();
    let step_count = Literal::usize_unsuffixed(steps.len());
    let komi = Literal::i64_unsuffixed(count.komi_halves);
    let surround = stones.surround;
    let influence = Literal::usize_unsuffixed(INFLUENCE_STEPS);
    quote! {
        /// The move that passes: one past the last cell.
        const PASS: Move = CELLS as Move;
        /// The ko field when no cell is banned.
        const NO_KO: u16 = u16::MAX;
        /// The komi, in half points, given to the second player.
        const KOMI_HALVES: i64 = #komi;
        /// Whether a placed stone captures the groups it surrounds.
        const SURROUND: bool = #surround;
        /// How many steps the evaluation's reach spreads.
        const INFLUENCE_STEPS: usize = #influence;
        /// Go's column letters: `A` to `Z` without `I`.
        const LETTERS: &[u8; 25] = b"ABCDEFGHJKLMNOPQRSTUVWXYZ";

        /// The steps to a cell's neighbours.
        const STEPS: [bb::Step<Board>; #step_count] = [#(#steps),*];

        /// Every cell's neighbours.
        static NEIGHBOURS: [Board; CELLS] = {
            let dirs = GRID.neighbours();
            let mut out = [ZERO; CELLS];
            let mut c = 0;
            while c < CELLS {
                let mut cells = bb::Wide::<WORDS>::ZERO;
                let mut d = 0;
                while d < dirs.len() {
                    if let Some(n) = GRID.step(c, dirs[d], 1) {
                        cells = cells.with_bit(n);
                    }
                    d += 1;
                }
                out[c] = narrow(cells);
                c += 1;
            }
            out
        };

        /// One key per player and cell, and one for the second player to move.
        static ZOBRIST: bb::Zobrist<CELLS> = bb::Zobrist::new(#ZOBRIST_SEED);
        /// `stones[0]`: a key per cell, for the cell the ko bans;
        /// `second_to_move`: the key of "the last move passed".
        static STATE_KEYS: bb::Zobrist<CELLS> = bb::Zobrist::new(#ZOBRIST_SEED ^ #STATE_SEED);

        /// The hash of a position, from nothing but its contents.
        fn hash_of(stones: &[Board; 2], to_move: Side, ko: u16, passed: bool) -> u64 {
            let mut hash = 0;
            for (side, keys) in ZOBRIST.stones.iter().enumerate() {
                for cell in stones[side].ones() {
                    hash ^= keys[cell];
                }
            }
            if to_move == Side::Second {
                hash ^= ZOBRIST.second_to_move;
            }
            if ko != NO_KO {
                hash ^= STATE_KEYS.stones[0][usize::from(ko)];
            }
            if passed {
                hash ^= STATE_KEYS.second_to_move;
            }
            hash
        }
    }
}

/// Groups, liberties, capture, legality and the count.
fn rules() -> TokenStream {
    quote! {
        /// The group of `stones` that holds `cell`.
        #[inline]
        fn group_of(cell: usize, stones: Board) -> Board {
            bb::flood(<Board as bb::Bits>::bit(cell), stones, &STEPS)
        }

        /// The empty cells next to `group`.
        #[inline]
        fn liberties(group: Board, empty: Board) -> Board {
            bb::dilate(group, &STEPS) & empty
        }

        /// The stones of `theirs` that a stone just placed on `cell` (already
        /// in `own`) captures: every group next to it left without liberties.
        #[inline]
        fn captured_by(own: Board, theirs: Board, cell: usize) -> Board {
            let empty = ALL & !(own | theirs);
            let mut captured = ZERO;
            let mut around = NEIGHBOURS[cell] & theirs;
            while !around.is_zero() {
                let group = group_of(around.lowest(), theirs);
                around &= !group;
                if liberties(group, empty).is_zero() {
                    captured |= group;
                }
            }
            captured
        }

        /// Whether the player of `own` may place a stone on `cell`, an empty
        /// cell that is not banned by the ko: the stone's group keeps a
        /// liberty, or the stone captures. (A cell with an empty neighbour
        /// always may; the callers test that first, for all cells at once.)
        #[inline]
        fn placement_keeps_a_liberty(own: Board, theirs: Board, empty: Board, cell: usize) -> bool {
            if !SURROUND || !(NEIGHBOURS[cell] & empty).is_zero() {
                return true;
            }
            let others = empty.without(cell);
            let mut mine = NEIGHBOURS[cell] & own;
            while !mine.is_zero() {
                let group = group_of(mine.lowest(), own);
                mine &= !group;
                if !liberties(group, others).is_zero() {
                    return true;
                }
            }
            let mut around = NEIGHBOURS[cell] & theirs;
            while !around.is_zero() {
                let group = group_of(around.lowest(), theirs);
                around &= !group;
                if liberties(group, others).is_zero() {
                    return true;
                }
            }
            false
        }

        /// The cells the player of `own` may place on, in a position whose
        /// ko bans `ko`.
        #[inline]
        fn legal_cells(own: Board, theirs: Board, ko: u16) -> Board {
            let empty = ALL & !(own | theirs);
            let mut open = empty;
            if ko != NO_KO {
                open = open.without(usize::from(ko));
            }
            let free = open & bb::dilate(empty, &STEPS);
            let mut legal = free;
            for cell in (open & !free).ones() {
                if placement_keeps_a_liberty(own, theirs, empty, cell) {
                    legal.set(cell);
                }
            }
            legal
        }

        /// Each player's area: their stones, and the empty regions that only
        /// their stones touch.
        fn areas(stones: &[Board; 2]) -> [u32; 2] {
            let empty = ALL & !(stones[0] | stones[1]);
            let mut area = [stones[0].count(), stones[1].count()];
            let mut rest = empty;
            while !rest.is_zero() {
                let region = group_of(rest.lowest(), empty);
                rest &= !region;
                let border = bb::dilate(region, &STEPS);
                match ((border & stones[0]).is_zero(), (border & stones[1]).is_zero()) {
                    (false, true) => area[0] += region.count(),
                    (true, false) => area[1] += region.count(),
                    _ => {}
                }
            }
            area
        }

        /// The first player's lead by the count, komi included, in half points.
        fn margin_halves(stones: &[Board; 2]) -> i64 {
            let [first, second] = areas(stones);
            2 * (i64::from(first) - i64::from(second)) - KOMI_HALVES
        }

        /// The result of the count.
        fn counted(stones: &[Board; 2]) -> Outcome {
            match margin_halves(stones).cmp(&0) {
                ::core::cmp::Ordering::Greater => Outcome::Win(Side::First),
                ::core::cmp::Ordering::Less => Outcome::Win(Side::Second),
                ::core::cmp::Ordering::Equal => Outcome::Draw,
            }
        }

        /// Each player's settled points: the stones the opponent can never
        /// take (Benson's unconditional life) and the regions they enclose
        /// where the opponent can never live; with no captures, every
        /// stone placed.
        fn settled_points(stones: &[Board; 2]) -> [Board; 2] {
            if SURROUND {
                bb::settled(*stones, ALL, &STEPS)
            } else {
                *stones
            }
        }

        /// Whether every group on the board has a liberty.
        fn every_group_breathes(stones: &[Board; 2]) -> bool {
            let empty = ALL & !(stones[0] | stones[1]);
            let touching = bb::dilate(empty, &STEPS);
            let breathing = [
                bb::flood(touching & stones[0], stones[0], &STEPS),
                bb::flood(touching & stones[1], stones[1], &STEPS),
            ];
            breathing == *stones
        }
    }
}

/// The evaluation and hints, derived or the user's.
struct Evaluation {
    items: TokenStream,
    evaluate: TokenStream,
    priority: TokenStream,
}

fn evaluation(game: &Game) -> Evaluation {
    let items = quote! {
        /// The first player's estimated lead, in centi-points: stones, and
        /// the empty cells each player's stones reach first.
        fn estimate(stones: &[Board; 2]) -> i32 {
            let empty = ALL & !(stones[0] | stones[1]);
            let mut reach = *stones;
            for _ in 0..INFLUENCE_STEPS {
                let taken = reach[0] | reach[1];
                let grown = [
                    bb::dilate(reach[0], &STEPS) & empty & !taken,
                    bb::dilate(reach[1], &STEPS) & empty & !taken,
                ];
                let contested = grown[0] & grown[1];
                reach[0] |= grown[0] & !contested;
                reach[1] |= grown[1] & !contested;
            }
            let lead = i64::from(reach[0].count()) - i64::from(reach[1].count());
            (lead * 100 - KOMI_HALVES * 50) as i32
        }

        /// The hint of a pass: after every move but filling one's own eye.
        const HINT_PASS: i32 = -1_000;
        /// Filling one's own eye: last of all.
        const HINT_OWN_EYE: i32 = -2_000;
    };
    let evaluate = match &game.eval {
        Some(path) => quote_spanned!(path.span()=> #path(self)),
        None => quote! {
            let lead = estimate(&self.stones);
            ::alphabeta::runtime::score::clamp_eval(match self.to_move {
                Side::First => lead,
                Side::Second => -lead,
            })
        },
    };
    let (capture, win) = (HINT_CAPTURE, HINT_WIN);
    let priority = match &game.hints {
        Some(path) => quote_spanned!(path.span()=> #path(self, mv)),
        None => quote! {
            if mv == PASS {
                // After the opponent's pass, a pass ends the game: first if it wins.
                if self.passed && counted(&self.stones) == Outcome::Win(self.to_move) {
                    return #win;
                }
                return HINT_PASS;
            }
            let cell = usize::from(mv);
            let me = self.to_move.index();
            let (own, theirs) = (self.stones[me], self.stones[1 - me]);
            let around = NEIGHBOURS[cell];
            if SURROUND {
                let taken = captured_by(own.with(cell), theirs, cell).count() as i32;
                if taken > 0 {
                    return #capture + 100 * taken;
                }
            }
            if (around & !own).is_zero() {
                return HINT_OWN_EYE;
            }
            // Cells nearer the middle first, and next to stones before open space.
            let (col, row) = (GRID.col(cell), GRID.row(cell));
            let line = col.min(row).min(GRID.width - 1 - col).min(GRID.height - 1 - row).min(3) as i32;
            10 * line + 5 * (around & (own | theirs)).count() as i32
        },
    };
    Evaluation {
        items,
        evaluate,
        priority,
    }
}

/// `impl Game`, through the shared [`GameImpl`].
fn impl_game(game: &Game, stones: &Stones, eval: &Evaluation) -> TokenStream {
    let name = &game.name;
    let capacity = Literal::usize_unsuffixed(stones.move_capacity(&game.board));
    // The settled points decide the count unless a repetition can end the
    // game another way: only one that the player who would make it loses,
    // who may always pass instead, leaves the count to decide.
    let decides = stones
        .repetition
        .is_none_or(|rule| rule.end == RepetitionEnd::Mover { wins: false });
    let bounds = decides.then(|| {
        quote! {
            const DECIDES_EARLY: bool = true;

            /// The least and the most the first player's result can be by
            /// the count, whatever is played from here: each player's area
            /// is at least their settled points and at most the board less
            /// the opponent's.
            fn result_bounds(&self) -> (i32, i32) {
                if self.outcome.is_some() {
                    return (-1, 1);
                }
                let [first, second] = settled_points(&self.stones);
                let cells = i64::from(ALL.count());
                let (first, second) = (i64::from(first.count()), i64::from(second.count()));
                // The first player's lead, komi included, in half points.
                let lowest = 2 * (2 * first - cells) - KOMI_HALVES;
                let highest = 2 * (cells - 2 * second) - KOMI_HALVES;
                (lowest.signum() as i32, highest.signum() as i32)
            }
        }
    });
    let repetition = stones.repetition.map(repetition);
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
                ko: NO_KO,
                passed: false,
                plies: 0,
                hash: 0,
            }
        },
        side_to_move: quote!(self.to_move),
        outcome: quote!(self.outcome),
        generate: quote! {
            let me = self.to_move.index();
            let legal = legal_cells(self.stones[me], self.stones[1 - me], self.ko);
            // The bound changes nothing (no more cells than that) but lets
            // the compiler drop the move list's bounds checks.
            for cell in legal.ones().take(CELLS) {
                moves.push(cell as Move);
            }
            moves.push(PASS);
        },
        hash_key: quote!(self.hash),
        hash_from_scratch: quote!(hash_of(&self.stones, self.to_move, self.ko, self.passed)),
        evaluate: Some(eval.evaluate.clone()),
        move_priority: Some(eval.priority.clone()),
        // A player may always pass, so this is never asked.
        no_moves: Some(quote!(Outcome::Draw)),
        items: quote! {
            #repetition
            #bounds

            #[inline]
            fn move_count(&self) -> usize {
                let me = self.to_move.index();
                legal_cells(self.stones[me], self.stones[1 - me], self.ko).count() as usize + 1
            }

            #[inline]
            fn play(&self, mv: Move) -> Self {
                let mover = self.to_move;
                let me = mover.index();
                let mut next = *self;
                next.hash ^= ZOBRIST.second_to_move;
                if self.ko != NO_KO {
                    next.hash ^= STATE_KEYS.stones[0][usize::from(self.ko)];
                    next.ko = NO_KO;
                }
                if self.passed {
                    next.hash ^= STATE_KEYS.second_to_move;
                    next.passed = false;
                }
                if mv == PASS {
                    if self.passed {
                        next.outcome = Some(counted(&self.stones));
                    } else {
                        next.passed = true;
                        next.hash ^= STATE_KEYS.second_to_move;
                    }
                } else {
                    let cell = usize::from(mv);
                    let theirs = self.stones[1 - me];
                    let own = self.stones[me].with(cell);
                    next.stones[me] = own;
                    next.hash ^= ZOBRIST.stones[me][cell];
                    if SURROUND {
                        let captured = captured_by(own, theirs, cell);
                        if !captured.is_zero() {
                            next.stones[1 - me] = theirs & !captured;
                            for taken in captured.ones() {
                                next.hash ^= ZOBRIST.stones[1 - me][taken];
                            }
                            // Placed among enemy stones only, and took one: a ko.
                            if captured.count() == 1 && (NEIGHBOURS[cell] & !theirs).is_zero() {
                                let ko = captured.lowest();
                                next.ko = ko as u16;
                                next.hash ^= STATE_KEYS.stones[0][ko];
                            }
                        }
                    }
                }
                next.plies = next.plies.saturating_add(1);
                next.to_move = mover.opponent();
                next
            }
        },
    }
    .emit()
}

/// A repetition rule in a counted game (`lose: repetition(2)`: situational
/// superko as a loss). A position, for repetitions, is the stones and the
/// player to move: the key leaves out the cell the ko bans, which a board
/// standing again may or may not have, and keeps whether the last move
/// passed. A position reached by a pass then only ever matches another
/// reached by a pass, whose placement one ply earlier already repeated:
/// passes repeat nothing, and every placement that makes the stones and
/// the player to move stand again is judged.
///
/// With `of board` (positional superko) the key leaves out the player to
/// move as well, and the runtime compares positions any number of plies
/// apart. A position reached by a pass still matches only another reached
/// by a pass: the board it shows stood, with no pass, one ply before it
/// (two passes in a row end the game), so a placement that brings such a
/// board back is judged against that earlier position.
fn repetition(rule: RepetitionRule) -> TokenStream {
    let occurrences = Literal::u8_unsuffixed(rule.occurrences);
    let end = match rule.end {
        RepetitionEnd::Draw => quote!(Draw),
        RepetitionEnd::Side(0) => quote!(Win(Side::First)),
        RepetitionEnd::Side(_) => quote!(Win(Side::Second)),
        RepetitionEnd::Mover { wins: true } => quote!(MoverWins),
        RepetitionEnd::Mover { wins: false } => quote!(MoverLoses),
    };
    let positional = rule.positional;
    let (doc, key) = if positional {
        (
            " The stones and the pass; not the ko, nor the player to move.",
            quote! {
                let key = if self.to_move == Side::Second {
                    self.hash ^ ZOBRIST.second_to_move
                } else {
                    self.hash
                };
            },
        )
    } else {
        (
            " The stones, the player to move and the pass; not the ko.",
            quote!(let key = self.hash;),
        )
    };
    quote! {
        const REPETITION_DRAWS: bool = true;
        const REPETITION: ::alphabeta::runtime::Repetition = ::alphabeta::runtime::Repetition {
            occurrences: #occurrences,
            end: ::alphabeta::runtime::RepetitionEnd::#end,
            perpetual_check_loses: false,
            positional: #positional,
        };
        #[doc = #doc]
        #[inline]
        fn repetition_key(&self) -> u64 {
            #key
            if self.ko == NO_KO {
                key
            } else {
                key ^ STATE_KEYS.stones[0][usize::from(self.ko)]
            }
        }
    }
}

/// The inherent helpers: the board's contents, the count, the pass.
fn inherent(move_type: &TokenStream) -> TokenStream {
    let stone_doc = " The player whose stone is on column `col` and row `row`, both from 0 (row 0 is the bottom rank), if any.";
    let stone_reader = super::stone_method(stone_doc);
    quote! {
        /// The number of columns.
        pub const WIDTH: usize = GRID.width;
        /// The number of rows.
        pub const HEIGHT: usize = GRID.height;
        /// The move that passes.
        pub const PASS: #move_type = PASS;
        /// The komi, in half points, given to the second player.
        pub const KOMI_HALVES: i64 = KOMI_HALVES;

        #stone_reader

        /// The column and row of the cell that `mv` fills; `None` for the pass.
        #[must_use]
        pub fn move_cell(mv: #move_type) -> Option<(usize, usize)> {
            let cell = usize::from(mv);
            (mv != PASS).then(|| (GRID.col(cell), GRID.row(cell)))
        }

        /// How many moves have been played.
        #[must_use]
        pub fn plies(&self) -> u32 {
            self.plies
        }

        /// Whether the last move was a pass: another ends the game.
        #[must_use]
        pub fn passed(&self) -> bool {
            self.passed
        }

        /// Each player's area by the count (first, second): stones, and the
        /// empty regions only their stones touch. No komi.
        #[must_use]
        pub fn areas(&self) -> [u32; 2] {
            areas(&self.stones)
        }

        /// The first player's lead by the count, komi included, in half
        /// points (`15` is 7.5 points): what decides the game when both
        /// pass.
        #[must_use]
        pub fn margin_halves(&self) -> i64 {
            margin_halves(&self.stones)
        }

        /// The player for whom the point on column `col` and row `row` is
        /// settled, if any: a stone the opponent can never take (Benson's
        /// unconditional life), or a point of a region such stones
        /// enclose where the opponent can never live.
        #[must_use]
        pub fn settled_for(&self, col: usize, row: usize) -> Option<Side> {
            ::core::assert!(col < Self::WIDTH && row < Self::HEIGHT, "no cell at column {col}, row {row}");
            let cell = GRID.cell(col, row);
            let settled = settled_points(&self.stones);
            if settled[0].test(cell) {
                Some(Side::First)
            } else if settled[1].test(cell) {
                Some(Side::Second)
            } else {
                None
            }
        }
    }
}

/// Moves as Go writes them (`D4`, `pass`, either case); positions as board
/// strings with the player to move, the ko and a pending pass.
fn notation(game: &Game) -> TokenStream {
    let name = &game.name;
    let players = &game.players;
    let [s0, s1] = [players[0].symbol, players[1].symbol];
    let [n0, n1] = [players[0].name.as_str(), players[1].name.as_str()];
    let b = &game.board;
    let last_letter = char::from(b"ABCDEFGHJKLMNOPQRSTUVWXYZ"[b.width - 1]);
    let expected = format!("a point from A1 to {last_letter}{}, or pass", b.height);
    quote! {
        /// Each player's letter in board strings and drawings.
        const SYMBOLS: [char; 2] = [#s0, #s1];
        /// Each player's name.
        const NAMES: [&str; 2] = [#n0, #n1];

        /// Writes `cell` as Go does: its column's letter, then its row from 1.
        fn write_point(cell: usize, out: &mut dyn ::core::fmt::Write) -> ::core::fmt::Result {
            ::core::write!(out, "{}{}", char::from(LETTERS[GRID.col(cell)]), GRID.row(cell) + 1)
        }

        /// Reads a point such as `D4` or `d4`.
        fn parse_point(text: &str) -> Option<usize> {
            let text = text.trim();
            let letter = text.bytes().next()?.to_ascii_uppercase();
            let col = LETTERS.iter().position(|&l| l == letter).filter(|&c| c < GRID.width)?;
            let digits = &text[1..];
            if digits.is_empty() || digits.starts_with('0') || !digits.bytes().all(|d| d.is_ascii_digit()) {
                return None;
            }
            let row = digits.parse::<usize>().ok()?.checked_sub(1).filter(|&r| r < GRID.height)?;
            Some(GRID.cell(col, row))
        }

        impl #name {
            /// Reads a board string: the rows as drawn, `/` between them,
            /// then the player to move (the first if omitted), then
            /// `ko <point>` if a ko bans a point, and `passed` if the last
            /// move was a pass.
            fn from_board_string(text: &str) -> Result<Self, NotationError> {
                let bad = |token: &str, reason: ::std::string::String| NotationError::BadPosition {
                    token: token.into(),
                    reason,
                };
                let mut parts = text.split_whitespace();
                let board = parts.next().unwrap_or("");
                let stones: [Board; 2] = GRID.read_board(board, SYMBOLS).map_err(|reason| bad(board, reason))?;
                if SURROUND && !every_group_breathes(&stones) {
                    return Err(bad(board, "a group has no liberty: it would have been captured".into()));
                }
                let mut to_move = Side::First;
                let mut ko = NO_KO;
                let mut passed = false;
                let mut rest = parts.peekable();
                if let Some(side) = rest.peek().copied().filter(|s| *s != "ko" && *s != "passed") {
                    to_move = if side.eq_ignore_ascii_case(SYMBOLS[0].encode_utf8(&mut [0; 4])) {
                        Side::First
                    } else if side.eq_ignore_ascii_case(SYMBOLS[1].encode_utf8(&mut [0; 4])) {
                        Side::Second
                    } else {
                        return Err(bad(side, ::std::format!("expected the player to move, `{}` or `{}`", SYMBOLS[0], SYMBOLS[1])));
                    };
                    rest.next();
                }
                while let Some(word) = rest.next() {
                    match word {
                        "ko" if ko == NO_KO => {
                            let point = rest.next().unwrap_or("");
                            let cell = parse_point(point)
                                .filter(|&c| !(stones[0] | stones[1]).test(c))
                                .ok_or_else(|| bad(point, "`ko` names the empty point the ko bans".into()))?;
                            ko = cell as u16;
                        }
                        "passed" if !passed => passed = true,
                        other => return Err(bad(other, "expected `ko <point>` or `passed`".into())),
                    }
                }
                Ok(#name {
                    stones,
                    to_move,
                    outcome: None,
                    ko,
                    passed,
                    plies: stones[0].count() + stones[1].count(),
                    hash: hash_of(&stones, to_move, ko, passed),
                })
            }
        }

        impl Notation for #name {
            fn side_name(side: ::alphabeta::runtime::Side) -> &'static str {
                [#n0, #n1][side.index()]
            }

            fn parse_move(position: &Self, text: &str) -> Result<Move, NotationError> {
                let pass = text.trim().eq_ignore_ascii_case("pass");
                let cell = match parse_point(text) {
                    Some(cell) => cell,
                    None if pass => CELLS,
                    None => return Err(NotationError::BadMove { token: text.into(), expected: #expected }),
                };
                if position.outcome.is_some() {
                    return Err(NotationError::GameOver { token: text.into() });
                }
                if pass {
                    return Ok(PASS);
                }
                let me = position.to_move.index();
                if !legal_cells(position.stones[me], position.stones[1 - me], position.ko).test(cell) {
                    return Err(NotationError::IllegalMove { token: text.into() });
                }
                Ok(cell as Move)
            }

            fn write_move(_position: &Self, mv: Move, out: &mut dyn ::core::fmt::Write) -> ::core::fmt::Result {
                if mv == PASS {
                    out.write_str("pass")
                } else {
                    write_point(usize::from(mv), out)
                }
            }

            /// A board string (`B..W/.B./... W ko C2`), or a move sequence
            /// from the start.
            fn parse_position(text: &str) -> Result<Self, NotationError> {
                let text = text.trim();
                if text.contains('/') {
                    Self::from_board_string(text)
                } else {
                    Self::parse_moves(text).map(|(position, _)| position)
                }
            }

            /// The board string: rows as drawn, top first, the player to
            /// move, then `ko <point>` and `passed` when they apply.
            fn write_position(&self, out: &mut dyn ::core::fmt::Write) -> ::core::fmt::Result {
                GRID.write_board(&self.stones, SYMBOLS, out)?;
                ::core::write!(out, " {}", SYMBOLS[self.to_move.index()])?;
                if self.ko != NO_KO {
                    out.write_str(" ko ")?;
                    write_point(usize::from(self.ko), out)?;
                }
                if self.passed {
                    out.write_str(" passed")?;
                }
                Ok(())
            }
        }

        /// The board as Go players draw it: rows numbered from the bottom,
        /// columns lettered without `I`.
        impl ::core::fmt::Display for #name {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let rank_width = GRID.height.to_string().len();
                for drawn in 0..GRID.height {
                    let row = GRID.drawn_row(drawn);
                    ::core::write!(f, "{:>rank_width$} ", row + 1)?;
                    for col in 0..GRID.width {
                        let cell = GRID.cell(col, row);
                        let symbol = if self.stones[0].test(cell) {
                            SYMBOLS[0]
                        } else if self.stones[1].test(cell) {
                            SYMBOLS[1]
                        } else {
                            '.'
                        };
                        ::core::write!(f, " {symbol}")?;
                    }
                    ::core::writeln!(f)?;
                }
                ::core::write!(f, "{:rank_width$} ", "")?;
                for col in 0..GRID.width {
                    ::core::write!(f, " {}", char::from(LETTERS[col]))?;
                }
                ::core::writeln!(f)
            }
        }
    }
}

/// The runtime's read-only view, for renderers such as the command line's.
fn board_view(game: &Game, move_type: &TokenStream) -> TokenStream {
    let name = &game.name;
    let layout = match game.board.shape {
        Shape::Square => quote!(Square),
        Shape::Hex => quote!(Hex),
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
                match Self::move_cell(mv) {
                    Some(cell) => {
                        out[0] = cell;
                        1
                    }
                    None => 0,
                }
            }
            fn file_label(&self, file: usize) -> ::std::string::String {
                char::from(LETTERS[file]).to_string()
            }
        }
    }
}

/// The declaration, as rustdoc shows it on the generated type.
fn summary(game: &Game, stones: &Stones, count: Count) -> String {
    let b = &game.board;
    let hex = if b.shape == Shape::Hex { "hex " } else { "" };
    let mut rules = format!("board: {hex}{} x {},\n", b.width, b.height);
    rules += &format!(
        "players: {}, {},\n",
        game.players[0].name, game.players[1].name
    );
    rules += "moves: place or pass,\n";
    if stones.surround {
        rules += "captures: surrounded,\n";
    }
    rules += &format!("score: area, komi {},\n", count.komi_text());
    let indented: String = rules.lines().map(|l| format!(" {l}\n")).collect();
    format!(
        " # Rules\n\n Declared with `game!`:\n\n ```text\n{indented}```\n\n \
         Two passes in a row end the game; the count (stones, and empty regions only one \
         player's stones touch) decides it, the second player adding the komi."
    )
}
