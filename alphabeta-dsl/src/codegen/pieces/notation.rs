//! Notation, drawing and the board view of piece and flipping games.
//!
//! - Moves: `a2a3` (from, to), `d1-d7/g7` with a shot, `a1xc3xe5` for a
//!   chain of jumps; on a `dark` board PDN square numbers, `11-15` and
//!   `22x15x8`; a flipping placement is its cell, `d3`; a pass is `pass`.
//! - Positions: FEN-like rows (`pppp/4/4/PPPP w`), PDN FEN on a `dark`
//!   board (`B:W21,22:B1,2`), and Edax board strings for flipping games.

use super::Ctx;
use crate::ir::{Landing, Pieces};
use proc_macro2::TokenStream;
use quote::quote;

/// Every notation item of the game.
pub fn impls(cx: &Ctx) -> TokenStream {
    let name = &cx.game.name;
    let players = &cx.game.players;
    let [n0, n1] = [players[0].name.as_str(), players[1].name.as_str()];
    let [l0, l1] = [players[0].symbol, players[1].symbol];
    let jumps_with_x = cx.pieces.has_jumps();
    let sequence = sequence(cx);
    let (write_cell, parse_cell) = cell_names(cx);
    let notation = notation_impl(cx);
    let display = display_impl(cx);
    let view = board_view(cx);
    let state = super::state::start_values(cx.pieces, super::fen::unmoved_from_setup(cx));
    let rows = !cx.pieces.flipping() && !cx.board.dark;
    let empty_hands = {
        let hand = cx
            .pieces
            .has_hands()
            .then(|| quote!(hand: [[0; KINDS]; 2],));
        let promoted = cx.pieces.tracks_promoted().then(|| quote!(promoted: ZERO,));
        let gates = cx.pieces.gating().map(|_| quote!(gates: ZERO,));
        let capture = super::taking::start_values(cx.pieces);
        quote!(#hand #promoted #gates #capture)
    };
    let fen_methods = rows.then(|| super::fen::methods(cx));
    let (pawns, facts) = match cx.pieces.fen_fields() {
        true => {
            let (item, method) = super::san::facts(cx);
            (Some(item), Some(method))
        }
        false => (None, None),
    };
    let jump = (!cx.pieces.flipping()).then(|| {
        quote! {
            #[inline(always)]
            #[allow(dead_code)]
            const fn jump(from: usize, path: Move) -> Move {
                JUMP | from as Move | path << CELL_BITS
            }
        }
    });
    let drop_move = super::hands::drop_move(cx.pieces);
    let chess_fen = cx.pieces.fen_fields();
    let capture_notation = cx.pieces.takes_sets().then(super::taking::notation_methods);
    quote! {
        #drop_move

        /// Each player's name.
        const NAMES: [&str; 2] = [#n0, #n1];
        /// Each player's letter in position strings.
        const SIDE_LETTERS: [char; 2] = [#l0, #l1];
        /// The side to move as FEN writes it: the players' letters, or,
        /// in the chess family's FEN, its own `w` and `b` for players whose
        /// letters could not be read the other way round (as
        /// Fairy-Stockfish writes shogi's sente and gote, and xiangqi's red
        /// and black).
        #[allow(dead_code)]
        const FEN_SIDES: [char; 2] = {
            let ours = [SIDE_LETTERS[0].to_ascii_lowercase(), SIDE_LETTERS[1].to_ascii_lowercase()];
            if !#chess_fen || ours[0] == 'b' || ours[1] == 'w' {
                ours
            } else {
                ['w', 'b']
            }
        };
        /// Whether a capture by jumping is written with `x`.
        const JUMPS_WRITTEN_WITH_X: bool = #jumps_with_x;

        #[inline(always)]
        #[allow(dead_code)]
        const fn simple(from: usize, to: usize) -> Move {
            from as Move | (to as Move) << CELL_BITS
        }

        #jump

        #pawns

        impl #name {
            #fen_methods
            #facts

            /// The cells `mv` visits, in order, and how many.
            fn sequence(&self, mv: Move) -> ([usize; SEQUENCE], usize) {
                #sequence
            }

            fn write_cell_name(cell: usize, out: &mut dyn ::core::fmt::Write) -> ::core::fmt::Result {
                #write_cell
            }

            fn parse_cell_name(text: &str) -> Option<usize> {
                #parse_cell
            }

            #capture_notation

            fn from_cells(cells: &[pc::Occupant], to_move: Side) -> Self {
                let mut pieces = [[ZERO; KINDS]; 2];
                let mut blocked = ZERO;
                for (cell, o) in cells.iter().enumerate() {
                    match *o {
                        pc::Occupant::Piece(side, kind) => pieces[side.index()][kind] = pieces[side.index()][kind].with(cell),
                        pc::Occupant::Blocked => blocked = blocked.with(cell),
                        pc::Occupant::Empty => {}
                    }
                }
                let mut position = #name { pieces, blocked, to_move, outcome: None, hash: 0, #state #empty_hands };
                position.hash = position.hash_from_scratch();
                position.outcome = position.judge(to_move.opponent().index());
                position
            }
        }

        #notation
        #display
        #view
    }
}

/// The body of `sequence`: the cells a move visits, from, each landing,
/// and the shot.
fn sequence(cx: &Ctx) -> TokenStream {
    let p = cx.pieces;
    let pass = p.passes().then(|| {
        quote! {
            if mv == PASS {
                return ([0; SEQUENCE], 0);
            }
        }
    });
    if p.flipping() {
        return quote! {
            #pass
            let mut out = [0; SEQUENCE];
            out[0] = usize::from(mv);
            (out, 1)
        };
    }
    let jumps = (p.has_jumps() && !p.takes_sets()).then(|| {
        quote! {
            if mv & JUMP != 0 {
                let me = self.to_move.index();
                let kind = self.kind_at(me, from);
                let mut n = 1;
                follow_chain(mv, kind, me, |_, land| {
                    if n < SEQUENCE {
                        out[n] = land;
                        n += 1;
                    }
                });
                return (out, n);
            }
        }
    });
    let shot = match p.movers().and_then(|m| m.shot.as_ref()) {
        None => quote!((out, 2)),
        Some(_) => quote! {
            out[2] = ((mv >> (2 * CELL_BITS)) & CELL_MASK) as usize;
            (out, 3)
        },
    };
    let drop = p.has_hands().then(|| {
        quote! {
            if mv & DROP != 0 {
                let mut out = [0; SEQUENCE];
                out[0] = ((mv >> CELL_BITS) & CELL_MASK) as usize;
                return (out, 1);
            }
        }
    });
    let castle = castles_to_files(p).then(|| {
        quote! {
            if mv & CASTLE != 0 {
                // As Chess960 writes it: the castling piece takes its rook.
                out[1] = ((mv >> (2 * CELL_BITS)) & CELL_MASK) as usize;
                return (out, 2);
            }
        }
    });
    // A piece gated on the castling rook's cell: the rook's cell, then the
    // castling piece's, as Fairy-Stockfish writes it (`h1e1h`).
    let gate = p.gating().and(p.castles().then(|| {
        quote! {
            if mv & GATE_AT_ROOK != 0 {
                out[0] = ((mv >> (2 * CELL_BITS)) & CELL_MASK) as usize;
                out[1] = from;
                return (out, 2);
            }
        }
    }));
    quote! {
        #pass
        #drop
        let from = (mv & CELL_MASK) as usize;
        let mut out = [0; SEQUENCE];
        out[0] = from;
        #gate
        #castle
        #jumps
        out[1] = ((mv >> CELL_BITS) & CELL_MASK) as usize;
        #shot
    }
}

/// Whether castling lands on named files (`castle with Rook to file c |
/// g`), Chess960's castling, whose moves are written as the castling piece
/// taking its own rook (`e1h1`), since the piece may land where it stands.
fn castles_to_files(p: &Pieces) -> bool {
    p.castler()
        .is_some_and(|(_, c)| matches!(c.landing, Landing::Files(..)))
}

/// Writing and reading one cell: a PDN square number on a `dark` board,
/// else a name such as `a1`.
fn cell_names(cx: &Ctx) -> (TokenStream, TokenStream) {
    if cx.board.dark {
        (
            quote!(::core::write!(
                out,
                "{}",
                pc::pdn_square(&GRID, cell).unwrap_or(0)
            )),
            quote!(text
                .parse::<usize>()
                .ok()
                .and_then(|n| pc::pdn_cell(&GRID, n))),
        )
    } else {
        (
            quote!(GRID.write_cell(cell, out)),
            quote!(GRID.parse_cell(text)),
        )
    }
}

/// How a game's positions are written: statements that read `cells` and
/// `to_move` from `text` (or return the error), the body of
/// `write_position`, the test that tells a position from a sequence of
/// moves, and what else a read position takes from the text.
struct Format {
    read: TokenStream,
    write: TokenStream,
    looks: TokenStream,
    apply: Option<TokenStream>,
}

/// Edax strings for flips, PDN FEN on a `dark` board, else FEN.
fn position_format(cx: &Ctx) -> Format {
    if cx.pieces.flipping() {
        return Format {
            read: quote!(let (cells, to_move) = pc::read_edax(&GRID, text).map_err(|reason| bad(text, reason))?;),
            write: quote!(pc::write_edax(
                &GRID,
                &|c| self.occupant(c),
                self.to_move,
                out
            )),
            // Cells are letters and dashes; moves have rank digits.
            looks: quote!(text.split_whitespace().next().is_some_and(|board| {
                board.len() > 4 && !board.contains(|c: char| c.is_ascii_digit())
            })),
            apply: None,
        };
    }
    if cx.board.dark {
        return Format {
            read: quote!(let (cells, to_move) = pc::read_pdn_fen(&GRID, text, &LETTERS, SIDE_LETTERS).map_err(|reason| bad(text, reason))?;),
            write: quote!(pc::write_pdn_fen(
                &GRID,
                &|c| self.occupant(c),
                &LETTERS,
                SIDE_LETTERS,
                self.to_move,
                out
            )),
            looks: quote!(text.contains(':')),
            apply: Some(pdn_piece_count(cx.pieces)),
        };
    }
    Format {
        read: super::fen::read(cx),
        write: super::fen::write(cx),
        looks: quote!(text.contains('/')),
        apply: Some(super::fen::apply(cx)),
    }
}

/// A position read from PDN FEN holds no more pieces a side than the game
/// has: the move list is sized for those.
fn pdn_piece_count(p: &Pieces) -> TokenStream {
    let most = proc_macro2::Literal::u32_unsuffixed(p.most_pieces() as u32);
    quote! {
        for s in 0..2 {
            if position.side_bits(s).count() > #most {
                return Err(bad(text, ::std::format!("{} has more pieces than the game has ({})", NAMES[s], #most)));
            }
        }
    }
}

/// The body of `parse_move`: the cells named, matched against the legal
/// moves' sequences; two cells may name a chain of jumps when only one
/// joins them.
fn parse_move(cx: &Ctx) -> TokenStream {
    let p = cx.pieces;
    let dark = cx.board.dark;
    let expected = if p.flipping() {
        "a cell such as d3, or pass"
    } else if dark {
        "square numbers such as 11-15, or 22x15x8 for captures"
    } else if p.movers().is_some_and(|m| m.shot.is_some()) {
        "a move and a shot such as d1-d7/g7"
    } else if p.movers().is_some_and(|m| m.custodial.is_some()) {
        "a move such as e1-e4"
    } else {
        "a move such as a2a3"
    };
    let pass = p.passes().then(|| {
        quote! {
            if text.eq_ignore_ascii_case("pass") {
                if position.outcome.is_some() {
                    return Err(NotationError::GameOver { token: text.into() });
                }
                let moves = ::alphabeta::runtime::notation::legal_moves(position);
                return if moves.contains(&PASS) {
                    Ok(PASS)
                } else {
                    Err(NotationError::IllegalMove { token: text.into() })
                };
            }
        }
    });
    // No move leaves a cell for itself: a cell named twice is a pass, as
    // Fairy-Stockfish writes one (the royal piece's cell, `e2e2`).
    let same_cell_pass = p.passes().then(|| {
        quote! {
            if cells.len() == 2 && cells[0] == cells[1] && moves.contains(&PASS) {
                return Ok(PASS);
            }
        }
    });
    let chess = cx.pieces.fen_fields();
    let promotion = super::san::uci_promotion(cx);
    let mask = super::tables::promo_mask(cx.pieces);
    let promotion_matches = cx.pieces.chooses_promotions().then(|| {
        quote!(&&{
            let chosen = (mv >> PROMO_SHIFT) & #mask;
            chosen == promotion
                || (promotion == PLUS_PROMOTION && chosen != 0 && PLUS[chosen as usize - 1])
        })
    });
    let fallback = if chess {
        super::san::parse_fallback(cx)
    } else {
        quote!(return Err(bad());)
    };
    let none_found = if chess {
        fallback.clone()
    } else {
        quote!(return Err(NotationError::IllegalMove { token: text.into() });)
    };
    // A castling written as the piece's move to where it lands, as
    // chess's is, is read too.
    let castle_landing = castles_to_files(p).then(|| {
        quote! {
            else if mv & CASTLE != 0
                && cells.len() == 2
                && cells[0] != cells[1]
                && seq[0] == cells[0]
                && ((mv >> CELL_BITS) & CELL_MASK) as usize == cells[1]
            {
                shortcut.push(mv);
            }
        }
    });
    let drop = p.has_hands().then(|| {
        quote! {
            if let Some((piece, cell)) = text.split_once('@') {
                let (plus, letter) = match piece.strip_prefix('+') {
                    Some(rest) => (true, rest),
                    None => (false, piece),
                };
                let mut letters = letter.chars();
                let (Some(letter), None) = (letters.next(), letters.next()) else {
                    return Err(NotationError::BadMove { token: text.into(), expected: "a drop such as P@e4: a piece's letter, `@` and a cell" });
                };
                let Some(kind) = (0..KINDS).find(|&k| LETTERS[k].eq_ignore_ascii_case(&letter) && PLUS[k] == plus) else {
                    return Err(NotationError::BadMove { token: text.into(), expected: "a drop such as P@e4: a piece's letter, `@` and a cell" });
                };
                let Some(cell) = Self::parse_cell_name(cell) else {
                    return Err(NotationError::BadMove { token: text.into(), expected: "a drop such as P@e4: a piece's letter, `@` and a cell" });
                };
                if position.outcome.is_some() {
                    return Err(NotationError::GameOver { token: text.into() });
                }
                let mv = drop_move(kind, cell);
                return if ::alphabeta::runtime::notation::legal_moves(position).contains(&mv) {
                    Ok(mv)
                } else {
                    Err(NotationError::IllegalMove { token: text.into() })
                };
            }
        }
    });
    // A gated move is read as it is written (`b1c3h`, `h1e1e`): its last
    // letter may name a gated kind or a promotion.
    let gated = p.gating().map(|_| {
        quote! {
            if position.outcome.is_none() {
                let mut written = ::std::string::String::new();
                for &mv in &::alphabeta::runtime::notation::legal_moves(position) {
                    written.clear();
                    if Self::write_move(position, mv, &mut written).is_ok() && written == text {
                        return Ok(mv);
                    }
                }
            }
        }
    });
    quote! {
        let text = text.trim();
        let bad = || NotationError::BadMove { token: text.into(), expected: #expected };
        #pass
        #gated
        #drop
        let whole = text;
        #promotion
        // The cells named, between separators (`a2a3` needs none). In the
        // chess family a capital letter is a piece's, never a file's: `B4b5`
        // is SAN (the bishop of the fourth rank to b5), not the cells b4, b5.
        let cells = (|| {
            if #chess && text.contains(|c: char| c.is_ascii_uppercase()) {
                return None;
            }
            let x_separates = #dark || GRID.width < 24;
            let separator = |c: char| c == '-' || c == '/' || c == ':' || (x_separates && (c == 'x' || c == 'X'));
            let mut cells = ::std::vec::Vec::new();
            for token in text.split(separator) {
                let mut rest = token;
                if rest.is_empty() {
                    return None;
                }
                while !rest.is_empty() {
                    let letters = rest.find(|c: char| !c.is_ascii_alphabetic()).unwrap_or(rest.len());
                    let end = rest[letters..].find(|c: char| !c.is_ascii_digit()).map_or(rest.len(), |d| letters + d);
                    if end == letters || (letters == 0) != #dark {
                        return None;
                    }
                    cells.push(Self::parse_cell_name(&rest[..end])?);
                    rest = &rest[end..];
                }
            }
            (!cells.is_empty()).then_some(cells)
        })();
        let text = whole;
        let Some(cells) = cells else {
            #fallback
        };
        if position.outcome.is_some() {
            return Err(NotationError::GameOver { token: text.into() });
        }
        let moves = ::alphabeta::runtime::notation::legal_moves(position);
        #same_cell_pass
        let mut found = None;
        let mut shortcut = ::std::vec::Vec::new();
        for &mv in &moves {
            let (seq, n) = position.sequence(mv);
            if seq[..n] == cells[..] #promotion_matches {
                found = Some(mv);
            } else if cells.len() == 2 && n > 2 && seq[0] == cells[0] && seq[n - 1] == cells[1] {
                shortcut.push(mv);
            } #castle_landing
        }
        match (found, shortcut.as_slice()) {
            (Some(mv), _) => Ok(mv),
            (None, [mv]) => Ok(*mv),
            (None, []) => { #none_found }
            (None, _) => Err(NotationError::BadMove {
                token: text.into(),
                expected: "every landing square, as in 22x15x8: two captures join these squares",
            }),
        }
    }
}

/// The body of `write_move`: the cells visited, separated as the game
/// writes them.
fn write_move(cx: &Ctx) -> TokenStream {
    let p = cx.pieces;
    let pass = p.passes().then(|| {
        quote! {
            if mv == PASS {
                return out.write_str("pass");
            }
        }
    });
    if p.flipping() {
        return quote! {
            #pass
            let (seq, _) = position.sequence(mv);
            Self::write_cell_name(seq[0], out)
        };
    }
    let dark = cx.board.dark;
    let shot = p.movers().is_some_and(|m| m.shot.is_some());
    // Tafl's moves are written `e1-e4`, as its players write them.
    let dashed = shot || p.movers().is_some_and(|m| m.custodial.is_some());
    let suffix = super::san::uci_promotion_suffix(cx);
    // The kind gated, lowercase, after the move (`b1c3h`).
    let gated = p.gating().map(|_| {
        quote! {
            let gated = (mv >> GATE_SHIFT) & 15;
            if gated != 0 {
                out.write_char(LETTERS[gated as usize - 1].to_ascii_lowercase())?;
            }
        }
    });
    let drop = p.has_hands().then(|| {
        quote! {
            if mv & DROP != 0 {
                let kind = ((mv >> (2 * CELL_BITS)) & CELL_MASK) as usize;
                if PLUS[kind] {
                    out.write_char('+')?;
                }
                out.write_char(LETTERS[kind])?;
                out.write_char('@')?;
                return Self::write_cell_name(((mv >> CELL_BITS) & CELL_MASK) as usize, out);
            }
        }
    });
    quote! {
        #pass
        #drop
        let (seq, n) = position.sequence(mv);
        let jump = JUMPS_WRITTEN_WITH_X && mv & JUMP != 0;
        for i in 0..n {
            if i > 0 {
                let sep = if #shot && i == 2 {
                    "/"
                } else if jump {
                    "x"
                } else if #dark || #dashed {
                    "-"
                } else {
                    ""
                };
                out.write_str(sep)?;
            }
            Self::write_cell_name(seq[i], out)?;
        }
        #suffix
        #gated
        Ok(())
    }
}

fn notation_impl(cx: &Ctx) -> TokenStream {
    let name = &cx.game.name;
    let parse_move = parse_move(cx);
    let write_move = write_move(cx);
    let Format {
        read,
        write,
        looks,
        apply,
    } = position_format(cx);
    // SAN is the chess family's: a game with a royal piece, castling, en
    // passant, counted checks or gating. A clock alone (a repetition rule,
    // as hnefatafl's) does not make a game chess, and a dark board's moves
    // are PDN's squares, which SAN does not write.
    let p = cx.pieces;
    let chess_like = p.royal().is_some()
        || p.castles()
        || p.has_en_passant()
        || p.counted_checks().is_some()
        || p.gating().is_some();
    let write_san = (chess_like && !cx.board.dark).then(|| super::san::write_san(cx));
    let dark_check = cx.board.dark.then(|| {
        quote! {
            if cells.iter().enumerate().any(|(c, o)| *o != pc::Occupant::Empty && !ALL.test(c)) {
                return Err(bad(text, "a piece stands on a light square".into()));
            }
        }
    });
    // Captures as turns of jumps: a jump during one is written `x10`, and
    // a position during one is the turn's start and the jumps so far.
    let sets = cx.pieces.takes_sets();
    let capture_text = sets.then(|| {
        quote! {
            let written = position.with_capturing_cell(text);
            let text = written.as_str();
        }
    });
    let capture_jump = sets.then(|| {
        quote! {
            if mv & JUMP != 0 && position.capturing != NO_CAPTURE {
                out.write_str("x")?;
                return Self::write_cell_name(((mv >> CELL_BITS) & CELL_MASK) as usize, out);
            }
        }
    });
    let read_capture = sets.then(|| {
        quote! {
            if let Some(read) = Self::read_capture(text) {
                return read;
            }
        }
    });
    let write_capture = sets.then(|| {
        quote! {
            if self.capturing != NO_CAPTURE {
                return self.write_capture(out);
            }
        }
    });
    let turn_items = sets.then(super::taking::notation_items);
    quote! {
        impl Notation for #name {
            fn side_name(side: Side) -> &'static str {
                NAMES[side.index()]
            }

            fn parse_move(position: &Self, text: &str) -> Result<Move, NotationError> {
                #capture_text
                #parse_move
            }

            fn write_move(position: &Self, mv: Move, out: &mut dyn ::core::fmt::Write) -> ::core::fmt::Result {
                #capture_jump
                #write_move
            }

            #write_san
            #turn_items

            fn parse_position(text: &str) -> Result<Self, NotationError> {
                let text = text.trim();
                #read_capture
                if !(#looks) {
                    return Self::parse_moves(text).map(|(position, _)| position);
                }
                let bad = |token: &str, reason: ::std::string::String| NotationError::BadPosition {
                    token: token.into(),
                    reason,
                };
                #read
                #dark_check
                #[allow(unused_mut)]
                let mut position = Self::from_cells(&cells, to_move);
                #apply
                // Conditions on material hold for either player whoever
                // moved last, and do not say the game ended earlier.
                if position.judge_with(to_move.index(), false).is_some() {
                    return Err(bad(text, ::std::format!(
                        "{} had already ended the game before {} moved",
                        NAMES[to_move.index()], NAMES[to_move.opponent().index()]
                    )));
                }
                Ok(position)
            }

            fn write_position(&self, out: &mut dyn ::core::fmt::Write) -> ::core::fmt::Result {
                #write_capture
                #write
            }
        }
    }
}

/// The board as people draw it, with file letters and rank numbers.
fn display_impl(cx: &Ctx) -> TokenStream {
    let name = &cx.game.name;
    let [s0, s1] = [cx.game.players[0].symbol, cx.game.players[1].symbol];
    let symbol = if cx.pieces.flipping() {
        quote!(pc::Occupant::Piece(side, _) => [#s0, #s1][side.index()],)
    } else {
        quote! {
            pc::Occupant::Piece(Side::First, kind) => LETTERS[kind],
            pc::Occupant::Piece(Side::Second, kind) => LETTERS[kind].to_ascii_lowercase(),
        }
    };
    quote! {
        impl ::core::fmt::Display for #name {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                let symbol = |cell: usize| match self.occupant(cell) {
                    #symbol
                    pc::Occupant::Blocked => '*',
                    pc::Occupant::Empty => '.',
                };
                GRID.draw(f, &symbol, false)
            }
        }
    }
}

/// The runtime's read-only view, for renderers such as the command line's.
fn board_view(cx: &Ctx) -> TokenStream {
    let name = &cx.game.name;
    let move_type = &cx.move_type;
    let cell = if cx.pieces.flipping() {
        quote!(pc::Occupant::Piece(side, _) => ::alphabeta::runtime::Cell::Stone(side),)
    } else {
        quote! {
            pc::Occupant::Piece(side, kind) => ::alphabeta::runtime::Cell::Piece(
                side,
                if side == Side::First { LETTERS[kind] } else { LETTERS[kind].to_ascii_lowercase() },
            ),
        }
    };
    let hand = cx.pieces.has_hands().then(|| {
        quote! {
            const HANDS: bool = true;

            fn hand(&self, side: Side) -> ::std::string::String {
                let s = side.index();
                let mut out = ::std::string::String::new();
                for (kind, &n) in self.hand[s].iter().enumerate() {
                    if n == 0 {
                        continue;
                    }
                    if !out.is_empty() {
                        out.push(' ');
                    }
                    out.push(if s == 0 { LETTERS[kind] } else { LETTERS[kind].to_ascii_lowercase() });
                    if n > 1 {
                        out.push_str(&::std::format!("×{n}"));
                    }
                }
                if out.is_empty() {
                    out.push('-');
                }
                out
            }
        }
    });
    quote! {
        impl ::alphabeta::runtime::BoardView for #name {
            const LAYOUT: ::alphabeta::runtime::Layout = ::alphabeta::runtime::Layout::Square;
            #hand
            fn files(&self) -> usize {
                Self::WIDTH
            }
            fn ranks(&self) -> usize {
                Self::HEIGHT
            }
            fn on_board(&self, file: usize, rank: usize) -> bool {
                GRID.on_board(file, rank)
            }
            fn cell(&self, file: usize, rank: usize) -> ::alphabeta::runtime::Cell {
                match self.occupant(GRID.cell(file, rank)) {
                    #cell
                    pc::Occupant::Blocked => ::alphabeta::runtime::Cell::Blocked,
                    pc::Occupant::Empty => ::alphabeta::runtime::Cell::Empty,
                }
            }
            fn move_cells(&self, mv: #move_type, out: &mut [(usize, usize); 4]) -> usize {
                let (seq, n) = self.sequence(mv);
                let n = n.min(4);
                for i in 0..n {
                    out[i] = (GRID.col(seq[i]), GRID.row(seq[i]));
                }
                n
            }
        }
    }
}
