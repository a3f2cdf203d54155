//! The features of a piece or flipping game, for tuning its evaluation
//! (`alphabeta tune`; the runtime's `tune` module says how they are used).
//!
//! In index order, each counted from the first player's point of view
//! (the first player's pieces +1, the second's -1):
//!
//! - `tempo`: +1 when the first player is to move, -1 otherwise;
//! - `material.K`: pieces of kind `K`;
//! - `square.K.c`: pieces of kind `K` on the folded square `c`
//!   ([`super::super::features`]: left and right mirror each other, and
//!   the second player's squares are turned half a circle, unless the two
//!   armies start on the same rows, as in racing kings; a flipping game
//!   folds by every symmetry of its board);
//! - `mobility.K`: the moves of the pieces of kind `K` (both players',
//!   each as if it were to move); a flipping game has one `mobility`;
//! - `hand.K`, in a game with hands: pieces of kind `K` in hand;
//! - `king.attacked`, in a royal game: the squares next to a player's
//!   royal piece that the opponent attacks (its own square included);
//! - `passed.K.r`, for a kind that promotes: pieces of kind `K` with no
//!   enemy piece of that kind ahead on their column or the two beside it,
//!   by the rank `r` counted from the player's own side;
//! - `frontier`, in a flipping game: discs next to an empty cell.
//! - `king.shelter`, in a royal game: a player's own pieces on the squares
//!   next to its royal piece;
//! - `pair.K`, in a game whose pieces capture (hands aside), for each kind
//!   but the royal one that a player starts with two of: +1 for a player
//!   who still holds two or more on the board (the bishop pair);
//! - `doubled.K` and `isolated.K`, for a kind that promotes and that a
//!   player starts with three or more of (the pawns): pieces of kind `K`
//!   behind another of the player's own on their column (each column's
//!   count less one), and pieces of kind `K` with none of the player's own
//!   on the columns beside theirs.
//!
//! A game whose players start with different armies (a kind of which
//! one player has more pieces than the other) is two-sided: each player
//! has its own weight for each of these features, named with the
//! player's name first (`FeaturesImpl`'s rustdoc).
//!
//! A game whose material can fall is tapered: its phase is the material
//! on the board (the kinds' values, royal pieces aside) against the
//! setup's; a flipping game's is the empty cells against the setup's.

use super::Ctx;
use crate::codegen::features::{
    square_items, square_names, starts, FeaturesImpl, Segment, Symmetry,
};
use proc_macro2::{Literal, TokenStream};
use quote::{quote, ToTokens};

/// Where each group of features starts, and the segments that name them.
struct Layout {
    segments: Vec<Segment>,
    material: usize,
    squares: usize,
    folded: usize,
    mobility: usize,
    hand: Option<usize>,
    king: Option<usize>,
    /// Per kind that promotes: the kind and its first `passed` index.
    passed: Vec<(usize, usize)>,
    frontier: Option<usize>,
    king_shelter: Option<usize>,
    /// Per kind that pairs: the kind and its `pair` index.
    pairs: Vec<(usize, usize)>,
    /// Per kind that promotes: the kind and its `doubled` index (its
    /// `isolated` index is the next).
    structure: Vec<(usize, usize)>,
}

fn layout(cx: &Ctx, square_names: Vec<String>) -> Layout {
    let p = cx.pieces;
    let kinds: Vec<String> = p.kinds.iter().map(|k| k.name.clone()).collect();
    let folded = square_names.len();
    let mut segments = vec![
        Segment::One("tempo".to_owned()),
        Segment::Words {
            prefix: "material.".to_owned(),
            words: kinds.clone(),
        },
        Segment::WordSquares {
            prefix: "square.".to_owned(),
            words: kinds.clone(),
            names: square_names,
        },
    ];
    segments.push(if p.flipping() {
        Segment::One("mobility".to_owned())
    } else {
        Segment::Words {
            prefix: "mobility.".to_owned(),
            words: kinds.clone(),
        }
    });
    let next = |segments: &mut Vec<Segment>, segment: Segment| {
        segments.push(segment);
        segments.len() - 1
    };
    let hand = p.has_hands().then(|| {
        next(
            &mut segments,
            Segment::Words {
                prefix: "hand.".to_owned(),
                words: kinds.clone(),
            },
        )
    });
    let king = p
        .royal()
        .map(|_| next(&mut segments, Segment::One("king.attacked".to_owned())));
    let mut passed = Vec::new();
    if p.movers().is_some() {
        for (k, kind) in p.kinds.iter().enumerate() {
            if kind.promote.is_some() {
                let ranks = (1..=cx.board.height).map(|r| r.to_string()).collect();
                let at = next(
                    &mut segments,
                    Segment::Words {
                        prefix: format!("passed.{}.", kind.name),
                        words: ranks,
                    },
                );
                passed.push((k, at));
            }
        }
    }
    let frontier = p
        .flipping()
        .then(|| next(&mut segments, Segment::One("frontier".to_owned())));
    let king_shelter = p
        .royal()
        .map(|_| next(&mut segments, Segment::One("king.shelter".to_owned())));
    let royal = p.royal().map(|r| r.kind);
    let mut pairs = Vec::new();
    let starts_with = |k: usize| p.setup[0][k].len().max(p.setup[1][k].len());
    if !p.flipping() && !p.has_hands() && p.can_capture() {
        for (k, kind) in p.kinds.iter().enumerate() {
            if Some(k) != royal && starts_with(k) == 2 {
                let at = next(&mut segments, Segment::One(format!("pair.{}", kind.name)));
                pairs.push((k, at));
            }
        }
    }
    let mut structure = Vec::new();
    for &(k, _) in passed.iter().filter(|&&(k, _)| starts_with(k) >= 3) {
        let name = &p.kinds[k].name;
        let at = next(&mut segments, Segment::One(format!("doubled.{name}")));
        next(&mut segments, Segment::One(format!("isolated.{name}")));
        structure.push((k, at));
    }
    // Segment numbers to feature indices.
    let at = starts(&segments);
    Layout {
        material: at[1],
        squares: at[2],
        folded,
        mobility: at[3],
        hand: hand.map(|s| at[s]),
        king: king.map(|s| at[s]),
        passed: passed.into_iter().map(|(k, s)| (k, at[s])).collect(),
        frontier: frontier.map(|s| at[s]),
        king_shelter: king_shelter.map(|s| at[s]),
        pairs: pairs.into_iter().map(|(k, s)| (k, at[s])).collect(),
        structure: structure.into_iter().map(|(k, s)| (k, at[s])).collect(),
        segments,
    }
}

fn lit(n: usize) -> Literal {
    Literal::usize_unsuffixed(n)
}

/// Whether the players' armies differ, kind by kind (tafl's attackers and
/// defenders, horde's pawns against an army, the fox against the geese):
/// each player then has weights of its own (`FeaturesImpl`'s two-sided
/// games), since a square or a piece is not worth the same to both.
fn two_sided(cx: &Ctx) -> bool {
    let [first, second] = &cx.pieces.setup;
    first
        .iter()
        .zip(second)
        .any(|(ours, theirs)| ours.len() != theirs.len())
}

/// The visit of a feature that both players count, `first` and `second`
/// (each `i32`, neither negated): their difference for a game whose
/// players share the weights, each player's part on its own, the
/// second's negated, for a two-sided one.
fn both_players(
    sides: bool,
    index: TokenStream,
    first: TokenStream,
    second: TokenStream,
) -> TokenStream {
    if sides {
        quote! {{
            let (ours, theirs): (i32, i32) = (#first, #second);
            if ours != 0 {
                visit(#index, ours);
            }
            if theirs != 0 {
                visit(#index, -theirs);
            }
        }}
    } else {
        quote! {{
            let n: i32 = #first - #second;
            if n != 0 {
                visit(#index, n);
            }
        }}
    }
}

/// Whether the second player's army stands on the same rows as the
/// first's rather than facing it from the other side (racing kings): a
/// square then means the same to both players, and their squares fold
/// alike. Compared kind by kind, by the rows each kind's pieces start on.
fn same_facing(cx: &Ctx) -> bool {
    let (w, h) = (cx.board.width, cx.board.height);
    let [first, second] = &cx.pieces.setup;
    let rows = |cells: &[usize], turned: bool| {
        let mut rows: Vec<usize> = cells
            .iter()
            .map(|&cell| if turned { h - 1 - cell / w } else { cell / w })
            .collect();
        rows.sort_unstable();
        rows
    };
    let rows_match = |turned: bool| {
        first
            .iter()
            .zip(second)
            .all(|(ours, theirs)| rows(ours, turned) == rows(theirs, false))
    };
    first.iter().any(|cells| !cells.is_empty()) && rows_match(false) && !rows_match(true)
}

/// The items of the const block (the fold's table and the mobility
/// tally) and `impl Features`.
pub fn features(cx: &Ctx) -> TokenStream {
    let p = cx.pieces;
    let symmetry = if p.flipping() {
        Symmetry::Dihedral
    } else if same_facing(cx) {
        Symmetry::Mirror
    } else {
        Symmetry::Forward
    };
    let table = square_items(symmetry);
    let l = layout(cx, square_names(cx.board, symmetry));
    let sides = two_sided(cx);
    let both = |index: TokenStream, first: TokenStream, second: TokenStream| {
        both_players(sides, index, first, second)
    };
    let (material, squares, count) = (lit(l.material), lit(l.squares), lit(l.folded));
    let mobility = mobility(cx, &l, sides);
    let hand = l.hand.map(|start| {
        let start = lit(start);
        let visit = both(
            quote!(#start + k),
            quote!(i32::from(self.hand[0][k])),
            quote!(i32::from(self.hand[1][k])),
        );
        quote! {
            for k in 0..KINDS {
                #visit
            }
        }
    });
    let king = l.king.map(|index| {
        let visit = both(
            lit(index).into_token_stream(),
            quote!(attacked[0]),
            quote!(attacked[1]),
        );
        quote! {{
            let occupied = self.side_bits(0) | self.side_bits(1) | self.blocked;
            let mut attacked = [0i32; 2];
            // Only with both royal pieces on the board, where the attack
            // tables are asked what a check asks them (a game may go on
            // without one: horde's first player has none, and atomic's
            // can explode).
            let both = !self.pieces[0][ROYAL].is_zero() && !self.pieces[1][ROYAL].is_zero();
            for s in 0..2 {
                let royal = self.pieces[s][ROYAL];
                if !both {
                    break;
                }
                let at = royal.lowest();
                for cell in NEAR[at].ones().chain(::core::iter::once(at)) {
                    if !self.attackers(1 - s, cell, occupied).is_zero() {
                        attacked[s] += 1;
                    }
                }
            }
            #visit
        }}
    });
    let forward = p.movers().map_or(1, |m| m.forward);
    // Per side and cell, the cells a passed piece has no enemy of its kind
    // on: ahead of it on its column and the two beside.
    let front = (!l.passed.is_empty()).then(|| {
        let (f0, f1) = (forward, -forward);
        quote! {
            /// Per side and cell: the cells ahead on the cell's column and
            /// the two beside it.
            static FRONT: [[Board; CELLS]; 2] = {
                let mut out = [[ZERO; CELLS]; 2];
                let mut s = 0;
                while s < 2 {
                    let ahead: i32 = if s == 0 { #f0 } else { #f1 };
                    let mut cell = 0;
                    while cell < CELLS {
                        let (col, row) = (GRID.col(cell) as i32, GRID.row(cell) as i32);
                        let mut front = bb::Wide::<WORDS>::ZERO;
                        let mut other = 0;
                        while other < CELLS {
                            let (c, r) = (GRID.col(other) as i32, GRID.row(other) as i32);
                            if c - col >= -1 && c - col <= 1 && (r - row) * ahead > 0 {
                                front = front.with_bit(other);
                            }
                            other += 1;
                        }
                        out[s][cell] = narrow(front);
                        cell += 1;
                    }
                    s += 1;
                }
                out
            };
        }
    });
    let passed = l.passed.iter().map(|&(k, start)| {
        let (kk, start) = (Ctx::kind(k), lit(start));
        let (f0, f1) = (forward, -forward);
        quote! {
            for s in 0..2 {
                let ahead: i32 = if s == 0 { #f0 } else { #f1 };
                let enemies = self.pieces[1 - s][#kk];
                for cell in self.pieces[s][#kk].ones() {
                    if (FRONT[s][cell] & enemies).is_zero() {
                        let row = GRID.row(cell) as i32;
                        let rank = if ahead > 0 { row } else { GRID.height as i32 - 1 - row };
                        visit(#start + rank as usize, if s == 0 { 1 } else { -1 });
                    }
                }
            }
        }
    });
    let frontier = l.frontier.map(|index| {
        let visit = both(
            lit(index).into_token_stream(),
            quote!(frontier[0]),
            quote!(frontier[1]),
        );
        quote! {{
            let empty = ALL & !(self.side_bits(0) | self.side_bits(1) | self.blocked);
            let mut frontier = [0i32; 2];
            for s in 0..2 {
                for cell in self.side_bits(s).ones() {
                    frontier[s] += i32::from(!(NEAR[cell] & empty).is_zero());
                }
            }
            #visit
        }}
    });
    let shelter = l.king_shelter.map(|index| {
        let visit = both(
            lit(index).into_token_stream(),
            quote!(shelter[0]),
            quote!(shelter[1]),
        );
        quote! {{
            let mut shelter = [0i32; 2];
            for (s, count) in shelter.iter_mut().enumerate() {
                let royal = self.pieces[s][ROYAL];
                if !royal.is_zero() {
                    *count = (NEAR[royal.lowest()] & self.side_bits(s)).count() as i32;
                }
            }
            #visit
        }}
    });
    // The cells next to each: the royal piece's shelter and the squares
    // its safety counts (with its own), and a disc's open neighbours.
    let near = (l.king.is_some() || l.king_shelter.is_some() || l.frontier.is_some()).then(|| {
        quote! {
            /// Per cell: the cells next to it, diagonally too.
            static NEAR: [Board; CELLS] = {
                let mut out = [ZERO; CELLS];
                let mut cell = 0;
                while cell < CELLS {
                    let (col, row) = (GRID.col(cell) as i32, GRID.row(cell) as i32);
                    let mut near = bb::Wide::<WORDS>::ZERO;
                    let mut other = 0;
                    while other < CELLS {
                        let (dc, dr) = (GRID.col(other) as i32 - col, GRID.row(other) as i32 - row);
                        if other != cell && dc >= -1 && dc <= 1 && dr >= -1 && dr <= 1 {
                            near = near.with_bit(other);
                        }
                        other += 1;
                    }
                    out[cell] = narrow(near);
                    cell += 1;
                }
                out
            };
        }
    });
    let pairs = l.pairs.iter().map(|&(k, index)| {
        let kk = Ctx::kind(k);
        both(
            lit(index).into_token_stream(),
            quote!(i32::from(self.pieces[0][#kk].count() >= 2)),
            quote!(i32::from(self.pieces[1][#kk].count() >= 2)),
        )
    });
    let structure = l.structure.iter().map(|&(k, index)| {
        let kk = Ctx::kind(k);
        let doubled = both(
            lit(index).into_token_stream(),
            quote!(doubled[0]),
            quote!(doubled[1]),
        );
        let isolated = both(
            lit(index + 1).into_token_stream(),
            quote!(isolated[0]),
            quote!(isolated[1]),
        );
        quote! {{
            let (mut doubled, mut isolated) = ([0i32; 2], [0i32; 2]);
            for s in 0..2 {
                let own = self.pieces[s][#kk];
                for [column, beside] in COLUMN {
                    let n = (own & column).count() as i32;
                    if n > 1 {
                        doubled[s] += n - 1;
                    }
                    if n > 0 && (own & beside).is_zero() {
                        isolated[s] += n;
                    }
                }
            }
            #doubled
            #isolated
        }}
    });
    let columns = (!l.structure.is_empty()).then(|| {
        let w = lit(cx.board.width);
        quote! {
            /// Per column: its cells, and the cells of the columns beside it.
            static COLUMN: [[Board; 2]; #w] = {
                let mut out = [[ZERO; 2]; #w];
                let mut c = 0;
                while c < #w {
                    let mut beside = bb::Wide::<WORDS>::ZERO;
                    if c > 0 {
                        beside = beside.union(GRID.col_mask::<WORDS>(c - 1));
                    }
                    if c + 1 < #w {
                        beside = beside.union(GRID.col_mask::<WORDS>(c + 1));
                    }
                    out[c] = [narrow(GRID.col_mask::<WORDS>(c)), narrow(beside)];
                    c += 1;
                }
                out
            };
        }
    });
    let phase = phase(cx);
    let name = &cx.game.name;
    let material = both(
        quote!(#material + k),
        quote!(first.count() as i32),
        quote!(second.count() as i32),
    );
    let body = quote! {
        visit(0, if self.to_move == Side::First { 1 } else { -1 });
        for k in 0..KINDS {
            let (first, second) = (self.pieces[0][k], self.pieces[1][k]);
            #material
            for cell in first.ones() {
                visit(#squares + k * #count + usize::from(SQUARE_OF[cell][0]), 1);
            }
            for cell in second.ones() {
                visit(#squares + k * #count + usize::from(SQUARE_OF[cell][1]), -1);
            }
        }
        let moves = #mobility;
        #hand
        #king
        #(#passed)*
        #frontier
        #shelter
        #(#pairs)*
        #(#structure)*
        moves
    };
    // The default evaluation counts each side's moves, as the mobility
    // features do: one generation serves both.
    let untuned_of = super::eval::untuned_of(cx);
    let with_untuned = untuned_of.is_some().then(|| {
        quote! {
            let moves = self.visit_features(visit);
            self.untuned_of(moves)
        }
    });
    let impl_features = FeaturesImpl {
        game: cx.game,
        segments: &l.segments,
        phase,
        features: quote!(self.visit_features(visit);),
        with_untuned,
        sides,
    }
    .emit();
    let tally = (!p.flipping()).then(|| tally(cx));
    quote! {
        #table
        #tally
        #front
        #near
        #columns
        #untuned_of

        impl #name {
            /// Visits the features (`Features::features`) and gives each
            /// side's moves, which the mobility features count.
            #[inline]
            fn visit_features(&self, visit: &mut impl FnMut(usize, i32)) -> [i32; 2] {
                #body
            }
        }

        #impl_features
    }
}

/// The phase: material (or, flipping, empty cells) against the setup's.
fn phase(cx: &Ctx) -> Option<TokenStream> {
    let p = cx.pieces;
    if p.flipping() {
        return Some(quote! {
            let setup = SETUP[0].iter().chain(&SETUP[1]).fold(ZERO, |all, &b| all | b);
            let start = (ALL & !(setup | BLOCKED_SETUP)).count() as i32;
            let now = (ALL & !(self.side_bits(0) | self.side_bits(1) | self.blocked)).count() as i32;
            if start == 0 {
                return ::alphabeta::runtime::tune::PHASE_FULL;
            }
            (::alphabeta::runtime::tune::PHASE_FULL * now / start).clamp(0, ::alphabeta::runtime::tune::PHASE_FULL)
        });
    }
    // A hand keeps the material in play; a game that cannot capture never
    // loses any.
    if p.has_hands() || !p.can_capture() {
        return None;
    }
    let royal = p.royal().map(|r| Ctx::kind(r.kind));
    let skip = royal.map(|r| quote!(if k == #r { continue; }));
    Some(quote! {
        let (mut start, mut now) = (0i32, 0i32);
        for k in 0..KINDS {
            #skip
            let value = VALUES[k].max(0);
            start += value * (SETUP[0][k].count() + SETUP[1][k].count()) as i32;
            now += value * (self.pieces[0][k].count() + self.pieces[1][k].count()) as i32;
        }
        if start == 0 {
            return ::alphabeta::runtime::tune::PHASE_FULL;
        }
        (::alphabeta::runtime::tune::PHASE_FULL * now / start).clamp(0, ::alphabeta::runtime::tune::PHASE_FULL)
    })
}

/// The mobility features, an expression of each side's moves: per kind
/// through a sink that tallies each move by the kind that makes it, or one
/// count for a flipping game.
fn mobility(cx: &Ctx, l: &Layout, sides: bool) -> TokenStream {
    let start = lit(l.mobility);
    if cx.pieces.flipping() {
        let visit = both_players(
            sides,
            start.into_token_stream(),
            quote!(moves[0]),
            quote!(moves[1]),
        );
        return quote! {{
            let moves = [Self::targets_of(self, 0).count() as i32, Self::targets_of(self, 1).count() as i32];
            #visit
            moves
        }};
    }
    let visit = both_players(
        sides,
        quote!(#start + k),
        quote!(first.moves[k]),
        quote!(second.moves[k]),
    );
    let gen = super::movegen::top_gen(cx);
    quote! {{
        let mut first = KindTally { position: self, side: 0, moves: [0; KINDS + 1] };
        self.#gen::<0, _>(&mut first);
        let mut second = KindTally { position: self, side: 1, moves: [0; KINDS + 1] };
        self.#gen::<1, _>(&mut second);
        for k in 0..KINDS {
            #visit
        }
        [first.moves.iter().sum::<i32>(), second.moves.iter().sum::<i32>()]
    }}
}

/// `KindTally`: a counting move sink that tallies moves by the kind of the
/// piece that makes them, with the moves of no piece on the board (passes,
/// drops) in a last slot, so that all of them add up to what
/// `count_moves` counts.
fn tally(cx: &Ctx) -> TokenStream {
    let name = &cx.game.name;
    let off_board = super::eval::moves_no_board_piece(cx.pieces).map(|test| {
        quote!(if #test {
            self.moves[KINDS] += 1;
            return;
        })
    });
    quote! {
        /// Counts moves by the kind of the piece that makes them: the
        /// mobility features.
        struct KindTally<'a> {
            position: &'a #name,
            side: usize,
            moves: [i32; KINDS + 1],
        }

        impl pc::MoveSink<Move> for KindTally<'_> {
            const COUNTS: bool = true;

            #[inline]
            fn add(&mut self, mv: Move) {
                #off_board
                let from = (mv & CELL_MASK) as usize;
                self.moves[self.position.kind_at(self.side, from)] += 1;
            }

            #[inline]
            fn add_many(&mut self, kind: usize, n: u32) {
                self.moves[kind] += n as i32;
            }

            #[inline]
            fn any(&self) -> bool {
                self.moves.iter().any(|&n| n > 0)
            }
        }
    }
}
