//! What every backend's features for tuning share: the squares of the
//! board folded by its symmetries, the features' names, and the
//! `impl Features` around a backend's own visit.
//!
//! A piece-square feature counts a kind's pieces on a square. With one
//! weight per square and kind, a board of 64 squares and 6 kinds has 384
//! weights to fit, most of which the positions of a tuning run barely
//! see. Folding the squares that the rules treat alike into one feature
//! divides that: left and right mirror each other in chess, and the
//! second player's squares are the first's turned half a circle, so a
//! knight on c3 for White and on f6 for Black is one feature, counted +1
//! and -1. Placing games fold by every symmetry of the board that keeps
//! their goals (the dihedral group of a square, a half turn of a hex
//! board whose edges belong to the players, left and right under
//! gravity). Folding only shares weights: a game that is not quite
//! symmetric still gets an exact evaluation of its features, only a less
//! detailed one.
//!
//! A fold is a formula of the cell's column and row, which the generated
//! code evaluates at compile time into its table (`SQUARE_OF`), so the
//! code does not grow with the board; the macro computes the same formula
//! to name the squares and check a weights file. A square is named after
//! its first cell in the order of the board (`a1`, `b1`, ..., `a2`, ...).

use crate::check::tuned::TunedFile;
use crate::ir::{Board, Game};
use crate::vocab::cell_name;
use proc_macro2::{Literal, TokenStream};
use quote::{quote, quote_spanned};

/// The symmetries a fold uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Symmetry {
    /// Left and right mirror each other, and the second player sees the
    /// board turned half a circle: games whose pieces move forward.
    Forward,
    /// Every symmetry of the rectangle: eight of a square board, four of
    /// another (as [`Symmetry::Rectangle`]). The same for both players.
    Dihedral,
    /// The four symmetries that keep each edge of a rectangle an edge of
    /// the same pair (no quarter turn): connection goals.
    Rectangle,
    /// Left and right only (gravity).
    Mirror,
    /// A half turn only (a hex rhombus, whose edges the players own).
    HalfTurn,
    /// None: each cell of the board its own square (a cut hex outline).
    None,
}

/// Whether the cell at `col`, `row` is on the board: every cell of a
/// rectangle or rhombus but its holes, those inside a cut hex outline
/// (the runtime's `Grid::contains`).
pub fn on_grid(board: &Board, col: usize, row: usize) -> bool {
    use crate::vocab::HexOutline;
    if board.holes.contains(col + row * board.width) {
        return false;
    }
    let sum = col + row;
    match board.outline {
        None => true,
        Some(HexOutline::Triangle) => sum < board.width,
        Some(HexOutline::Hexagon) => {
            let r = (board.width - 1) / 2;
            sum >= r && sum <= 3 * r
        }
    }
}

/// The folded square of `side`'s piece on `col`, `row`: the formula the
/// generated `folded_square` computes.
fn folded(board: &Board, symmetry: Symmetry, col: usize, row: usize, side: usize) -> usize {
    let (w, h) = (board.width, board.height);
    let fc = col.min(w - 1 - col);
    let fr = row.min(h - 1 - row);
    let half_w = w.div_ceil(2);
    match symmetry {
        Symmetry::Forward if side == 0 => row * half_w + fc,
        Symmetry::Forward => (h - 1 - row) * half_w + fc,
        Symmetry::Mirror => row * half_w + fc,
        Symmetry::Dihedral if w == h => {
            let (a, b) = (fc.min(fr), fc.max(fr));
            b * (b + 1) / 2 + a
        }
        Symmetry::Dihedral | Symmetry::Rectangle => fr * half_w + fc,
        Symmetry::HalfTurn => {
            let (c, r) = if (row, col) <= (h - 1 - row, w - 1 - col) {
                (col, row)
            } else {
                (w - 1 - col, h - 1 - row)
            };
            r * w + c
        }
        Symmetry::None => (0..row * w + col)
            .filter(|&cell| on_grid(board, cell % w, cell / w))
            .count(),
    }
}

/// The folded squares' names, by index.
pub fn square_names(board: &Board, symmetry: Symmetry) -> Vec<String> {
    let mut names: Vec<Option<String>> = Vec::new();
    for row in 0..board.height {
        for col in 0..board.width {
            if !on_grid(board, col, row) {
                continue;
            }
            let index = folded(board, symmetry, col, row, 0);
            if names.len() <= index {
                names.resize(index + 1, None);
            }
            names[index].get_or_insert_with(|| cell_name(col, row));
        }
    }
    // A formula may skip an index (a half turn of an even row's middle):
    // such a square has no cell, and its name says so.
    names
        .into_iter()
        .enumerate()
        .map(|(i, n)| n.unwrap_or_else(|| format!("none{i}")))
        .collect()
}

/// The const block's `folded_square`, `SQUARE_OF` (each cell's folded
/// square for each side, worked out by the compiler) and `square_name`.
pub fn square_items(symmetry: Symmetry) -> TokenStream {
    let formula = match symmetry {
        Symmetry::Forward => quote! {
            if side == 0 { row * half_w + fc } else { (h - 1 - row) * half_w + fc }
        },
        Symmetry::Mirror => quote!(row * half_w + fc),
        Symmetry::Dihedral => quote! {
            if w == h {
                let (a, b) = if fc < fr { (fc, fr) } else { (fr, fc) };
                b * (b + 1) / 2 + a
            } else {
                fr * half_w + fc
            }
        },
        Symmetry::Rectangle => quote!(fr * half_w + fc),
        Symmetry::HalfTurn => quote! {
            let (mc, mr) = (w - 1 - col, h - 1 - row);
            if row < mr || (row == mr && col <= mc) { row * w + col } else { mr * w + mc }
        },
        Symmetry::None => quote! {{
            let mut before = 0;
            let mut other = 0;
            while other < cell {
                if GRID.contains(other) {
                    before += 1;
                }
                other += 1;
            }
            before
        }},
    };
    quote! {
        /// The folded square of `side`'s piece on `cell` (see the features
        /// for tuning).
        #[allow(unused_variables, clippy::identity_op)]
        const fn folded_square(cell: usize, side: usize) -> usize {
            let (w, h) = (GRID.width, GRID.height);
            let (col, row) = (GRID.col(cell), GRID.row(cell));
            let fc = if col < w - 1 - col { col } else { w - 1 - col };
            let fr = if row < h - 1 - row { row } else { h - 1 - row };
            let half_w = w.div_ceil(2);
            #formula
        }

        /// Each cell's folded square for each side's piece.
        static SQUARE_OF: [[u16; 2]; CELLS] = {
            let mut out = [[0; 2]; CELLS];
            let mut cell = 0;
            while cell < CELLS {
                if GRID.contains(cell) {
                    out[cell] = [folded_square(cell, 0) as u16, folded_square(cell, 1) as u16];
                }
                cell += 1;
            }
            out
        };

        /// The name of a folded square: its first cell in the board's order.
        fn square_name(square: usize) -> ::std::string::String {
            let mut cell = 0;
            while cell < CELLS {
                if GRID.contains(cell) && usize::from(SQUARE_OF[cell][0]) == square {
                    return ::std::format!(
                        "{}{}",
                        ::alphabeta::runtime::view::file_letters(GRID.col(cell)),
                        GRID.row(cell) + 1
                    );
                }
                cell += 1;
            }
            ::std::format!("none{square}")
        }
    }
}

/// A run of features that share a way of being named.
pub enum Segment {
    /// One feature: its name.
    One(String),
    /// A feature per word: `prefix` and the word (`material.` and kinds).
    Words { prefix: String, words: Vec<String> },
    /// A feature per folded square: `prefix` and the square's name.
    Squares { prefix: String, names: Vec<String> },
    /// A feature per word and folded square: `prefix`, the word, a dot
    /// and the square (`square.Knight.c3`).
    WordSquares {
        prefix: String,
        words: Vec<String>,
        names: Vec<String>,
    },
}

impl Segment {
    fn len(&self) -> usize {
        match self {
            Segment::One(_) => 1,
            Segment::Words { words, .. } => words.len(),
            Segment::Squares { names, .. } => names.len(),
            Segment::WordSquares { words, names, .. } => words.len() * names.len(),
        }
    }

    /// The names, as the macro knows them.
    fn names(&self) -> Vec<String> {
        match self {
            Segment::One(name) => vec![name.clone()],
            Segment::Words { prefix, words } => {
                words.iter().map(|w| format!("{prefix}{w}")).collect()
            }
            Segment::Squares { prefix, names } => {
                names.iter().map(|n| format!("{prefix}{n}")).collect()
            }
            Segment::WordSquares {
                prefix,
                words,
                names,
            } => words
                .iter()
                .flat_map(|w| names.iter().map(move |n| format!("{prefix}{w}.{n}")))
                .collect(),
        }
    }

    /// The generated code that names feature `i` of the segment (`i` in
    /// scope, below its length).
    fn name_code(&self) -> TokenStream {
        match self {
            Segment::One(name) => quote!(::std::string::String::from(#name)),
            Segment::Words { prefix, words } => quote! {{
                const WORDS: &[&str] = &[#(#words),*];
                ::std::format!("{}{}", #prefix, WORDS[i])
            }},
            Segment::Squares { prefix, .. } => {
                quote!(::std::format!("{}{}", #prefix, square_name(i)))
            }
            Segment::WordSquares {
                prefix,
                words,
                names,
            } => {
                let count = Literal::usize_unsuffixed(names.len());
                quote! {{
                    const WORDS: &[&str] = &[#(#words),*];
                    ::std::format!("{}{}.{}", #prefix, WORDS[i / #count], square_name(i % #count))
                }}
            }
        }
    }
}

/// Where each segment starts, in order.
pub fn starts(segments: &[Segment]) -> Vec<usize> {
    segments
        .iter()
        .scan(0, |next, s| {
            let start = *next;
            *next += s.len();
            Some(start)
        })
        .collect()
}

/// `impl Features` for the game `game`: its segments of features in
/// index order, the body of `phase` for a tapered game (none otherwise),
/// and the body of `features` (with `visit` in scope). `untuned` is the
/// inherent `untuned_evaluation` that
/// [`GameImpl`](super::game_impl::GameImpl) writes, and `TUNED` the
/// weights of `eval: tuned("file")`, in index order, once the file's
/// names are found to be exactly the features.
///
/// **Two-sided games.** Where the players' armies differ ([`FeaturesImpl::sides`]:
/// the attackers and the defenders of tafl, horde's pawns against an
/// army), a square, a kind or a count means one thing to one player and
/// another to the other, and one weight for both would be fitted to
/// neither. Every feature is then counted twice, once per player, each
/// with a weight of its own: the first player's under its own name
/// prefixed by that player's (`Black.material.Taflman`), at the indices
/// of the segments; the second player's prefixed by its name
/// (`White.material.Taflman`), at the same indices past the first
/// player's. The backend's body visits each player's part on its own,
/// the first player's positive and the second's negative, and the visit
/// is sent to the second player's half by that sign; giving both halves
/// the same weights is exactly the one-sided evaluation.
pub struct FeaturesImpl<'a> {
    pub game: &'a Game,
    pub segments: &'a [Segment],
    pub phase: Option<TokenStream>,
    pub features: TokenStream,
    /// The body of `features_and_untuned` (with `visit` in scope), for a
    /// game whose untuned evaluation counts what its features count;
    /// `None` keeps the runtime's default, one after the other.
    pub with_untuned: Option<TokenStream>,
    /// Whether each player has weights of its own (see above): the
    /// bodies then never visit a net value of both players, only each
    /// player's part, the first's positive and the second's negative.
    pub sides: bool,
}

impl FeaturesImpl<'_> {
    /// The impl.
    pub fn emit(self) -> TokenStream {
        let FeaturesImpl {
            game,
            segments,
            phase,
            features,
            with_untuned,
            sides,
        } = self;
        let name = &game.name;
        let tapered = phase.is_some();
        let mut names: Vec<String> = segments.iter().flat_map(Segment::names).collect();
        let one_side = names.len();
        let player = |side: usize| game.players[side].name.clone();
        if sides {
            names = (0..2)
                .flat_map(|side| names.iter().map(move |n| (side, n)))
                .map(|(side, n)| format!("{}.{n}", player(side)))
                .collect();
        }
        let count = Literal::usize_unsuffixed(names.len());
        // A two-sided game's visits go to the second player's half by
        // their sign.
        let split = sides.then(|| {
            let half = Literal::usize_unsuffixed(one_side);
            quote! {
                let visit = &mut |index: usize, value: i32| {
                    visit(if value < 0 { index + #half } else { index }, value)
                };
            }
        });
        let features = quote!(#split #features);
        let with_untuned = with_untuned.map(|body| quote!(#split #body));
        // The runtime's last weight, after the features: the untuned
        // evaluation's (`alphabeta_runtime::tune::UNTUNED`).
        names.push(UNTUNED.to_owned());
        // The weights go inside the impl; beside it, the file is read
        // again with `include_str!`, so that cargo builds the game again
        // when the weights change.
        let (tuned, watch) = match &game.tuned {
            Some((span, file)) => match tuned_weights(&names, tapered, sides.then_some(game), file)
            {
                Ok(weights) => {
                    let path = &file.path;
                    (
                        {
                            let weights = weights.iter().map(|&w| Literal::i32_unsuffixed(w));
                            quote!(const TUNED: Option<&'static [i32]> = Some(&[#(#weights),*]);)
                        },
                        quote!(
                            const _: &str = include_str!(#path);
                        ),
                    )
                }
                Err(why) => (
                    TokenStream::new(),
                    quote_spanned!(*span=> compile_error!(#why);),
                ),
            },
            None => (TokenStream::new(), TokenStream::new()),
        };
        let with_untuned = with_untuned.map(|body| {
            quote! {
                #[inline]
                fn features_and_untuned(&self, visit: &mut impl FnMut(usize, i32)) -> i32 {
                    #body
                }
            }
        });
        let phase = phase.map(|body| {
            quote! {
                #[inline]
                fn phase(&self) -> i32 {
                    #body
                }
            }
        });
        // The segments in order: the first whose end is past `index`
        // holds it.
        let naming = segments
            .iter()
            .zip(starts(segments))
            .map(|(segment, start)| {
                let end = Literal::usize_unsuffixed(start + segment.len());
                let i = if start == 0 {
                    quote!(index)
                } else {
                    let start = Literal::usize_unsuffixed(start);
                    quote!(index - #start)
                };
                let code = segment.name_code();
                quote! {
                    if index < #end {
                        let i = #i;
                        let _ = i;
                        return #code;
                    }
                }
            });
        let feature_name = if sides {
            let (half, first, second) = (Literal::usize_unsuffixed(one_side), player(0), player(1));
            quote! {
                fn feature_name(index: usize) -> ::std::string::String {
                    fn one_side(index: usize) -> ::std::string::String {
                        #(#naming)*
                        ::std::format!("feature{index}")
                    }
                    if index < #half {
                        ::std::format!("{}.{}", #first, one_side(index))
                    } else {
                        ::std::format!("{}.{}", #second, one_side(index - #half))
                    }
                }
            }
        } else {
            quote! {
                fn feature_name(index: usize) -> ::std::string::String {
                    #(#naming)*
                    ::std::format!("feature{index}")
                }
            }
        };
        quote! {
            impl ::alphabeta::runtime::tune::Features for #name {
                const FEATURES: usize = #count;
                const TAPERED: bool = #tapered;
                #tuned
                #phase

                #feature_name

                #[inline]
                fn untuned(&self) -> i32 {
                    self.untuned_evaluation()
                }

                #[inline]
                fn features(&self, visit: &mut impl FnMut(usize, i32)) {
                    #features
                }

                #with_untuned
            }

            #watch
        }
    }
}

/// The name of the weight of the untuned evaluation, after the features
/// in every weights file: the runtime's `tune::UNTUNED`.
const UNTUNED: &str = "untuned";

/// The weights of `file` in the order of `names`, or why they do not fit:
/// a name that is not a feature, a feature without a line, or a line with
/// the wrong number of weights (two for a tapered game, else one).
/// `two_sided` is the game when each of its players has weights of its
/// own, so that a file with one weight for both is told how to name them.
fn tuned_weights(
    names: &[String],
    tapered: bool,
    two_sided: Option<&Game>,
    file: &TunedFile,
) -> Result<Vec<i32>, String> {
    let per = if tapered { 2 } else { 1 };
    let mut weights = vec![0; names.len() * per];
    for (name, values, line) in &file.entries {
        let Some(index) = names.iter().position(|n| n == name) else {
            if let Some(game) = two_sided {
                let [first, second] = &game.players;
                let (first, second) = (&first.name, &second.name);
                if names.contains(&format!("{first}.{name}")) {
                    return Err(format!(
                        "line {line} of the weights file names `{name}`, but the players of this game start with different armies, so each has weights of its own: `{first}.{name}` and `{second}.{name}` (the same weight on both lines is one weight for both players)"
                    ));
                }
            }
            return Err(format!(
                "line {line} of the weights file names `{name}`, which is not a feature of this game (its weights were tuned for another game or an older declaration: run `alphabeta tune` again)"
            ));
        };
        if values.len() != per {
            let each = if tapered {
                "two weights, opening and ending (the game is tapered)"
            } else {
                "one weight"
            };
            return Err(format!(
                "line {line} of the weights file: `{name}` takes {each}"
            ));
        }
        weights[index * per..index * per + per].copy_from_slice(values);
    }
    let missing: Vec<String> = names
        .iter()
        .filter(|n| !file.entries.iter().any(|(e, _, _)| e == *n))
        .map(|n| format!("`{n}`"))
        .collect();
    match missing.as_slice() {
        [] => {}
        [one] => {
            return Err(format!(
                "the weights file has no line for the feature {one} (every feature of the game needs one: run `alphabeta tune` again)"
            ))
        }
        many => {
            return Err(format!(
                "the weights file has no line for the features {} (every feature of the game needs one: run `alphabeta tune` again)",
                many.join(", ")
            ))
        }
    }
    Ok(weights)
}
