//! Moves of the chess family as people write them: UCI's long algebraic
//! (`e2e4`, `e7e8q`, castling as the royal piece's move) for `write_move`,
//! and Standard Algebraic Notation (`Nf3`, `O-O`, `e8=Q+`) for
//! `write_san`; `parse_move` reads both. The runtime's `san` module writes
//! and reads SAN from the facts of each legal move, given here.

use super::Ctx;
use proc_macro2::TokenStream;
use quote::quote;

/// `PAWNS`, an item, and `facts`, a method: what SAN needs to know of a
/// legal move.
pub fn facts(cx: &Ctx) -> (TokenStream, TokenStream) {
    let p = cx.pieces;
    // A pawn, which SAN names by no letter, is a piece that promotes.
    let pawns = p.kinds.iter().map(|k| k.promote.is_some());
    let capture_ep = p.has_en_passant().then(|| quote!(|| mv & EP != 0));
    let mask = super::tables::promo_mask(p);
    let promotion = if p.chooses_promotions() {
        quote! {{
            let chosen = (mv >> PROMO_SHIFT) & #mask;
            (chosen != 0 && !PLUS[chosen as usize - 1]).then(|| LETTERS[chosen as usize - 1])
        }}
    } else {
        quote!(None)
    };
    let simple = p.castler().is_some_and(|(_, c)| c.simple().is_some());
    let castle = if simple {
        quote! {
            (mv & CASTLE != 0).then(|| if GRID.col(to) > GRID.col(from) { san::Castling::High } else { san::Castling::Low })
        }
    } else if p.castles() {
        // The side is the rook's, which may be where the piece lands.
        quote! {
            (mv & CASTLE != 0).then(|| {
                let rook = ((mv >> (2 * CELL_BITS)) & CELL_MASK) as usize;
                if GRID.col(rook) > GRID.col(from) { san::Castling::High } else { san::Castling::Low }
            })
        }
    } else {
        quote!(None)
    };
    let drop_kind = if p.has_hands() {
        quote! {
            let kind = if mv & DROP != 0 {
                ((mv >> (2 * CELL_BITS)) & CELL_MASK) as usize
            } else {
                self.kind_at(me, from)
            };
        }
    } else {
        quote!(let kind = self.kind_at(me, from);)
    };
    let item = quote! {
        /// Whether each kind is written without a letter in SAN (it promotes).
        const PAWNS: [bool; KINDS] = [#(#pawns),*];
    };
    let method = quote! {
        /// What SAN needs to know of `mv`, a legal move here.
        fn facts(&self, mv: Move) -> ::alphabeta::runtime::san::MoveFacts {
            use ::alphabeta::runtime::san;
            let me = self.to_move.index();
            let from = (mv & CELL_MASK) as usize;
            let to = ((mv >> CELL_BITS) & CELL_MASK) as usize;
            #drop_kind
            san::MoveFacts {
                piece: (!PAWNS[kind]).then_some(LETTERS[kind]),
                from,
                to,
                capture: self.side_bits(1 - me).test(to) #capture_ep,
                promotion: #promotion,
                castle: #castle,
            }
        }
    };
    (item, method)
}

/// The `Notation` methods: `write_san`.
pub fn write_san(cx: &Ctx) -> TokenStream {
    let check = if cx.pieces.royal().is_some() {
        quote! {{
            let next = position.play(mv);
            let them = next.to_move.index();
            if !next.in_check(them) {
                san::Check::None
            } else if next.count_moves(them) == 0 {
                san::Check::Mate
            } else {
                san::Check::Check
            }
        }}
    } else {
        quote!(san::Check::None)
    };
    let drop = cx.pieces.has_hands().then(|| {
        quote! {
            if mv & DROP != 0 {
                return Self::write_move(position, mv, out);
            }
        }
    });
    // A gated move is its move's SAN, `/` and the gated kind's letter
    // (and the cell, for a castling), before the check mark: `Nc3/H`,
    // `O-O/Eh1`, as Fairy-Stockfish writes them.
    let gated = cx.pieces.gating().map(|_| {
        quote! {
            let gated = (mv >> GATE_SHIFT) & 15;
            if gated != 0 {
                let check = #check;
                san::write(&GRID, &position.facts(mv), &all, san::Check::None, out)?;
                out.write_char('/')?;
                out.write_char(LETTERS[gated as usize - 1].to_ascii_uppercase())?;
                if mv & CASTLE != 0 {
                    let from = (mv & CELL_MASK) as usize;
                    let at = if mv & GATE_AT_ROOK != 0 { ((mv >> (2 * CELL_BITS)) & CELL_MASK) as usize } else { from };
                    GRID.write_cell(at, out)?;
                }
                return match check {
                    san::Check::None => Ok(()),
                    san::Check::Check => out.write_char('+'),
                    san::Check::Mate => out.write_char('#'),
                };
            }
        }
    });
    // A pass is written as the game writes it, `pass`, and is no piece's
    // move to tell others apart from.
    let (pass, not_pass) = if cx.pieces.passes() {
        (
            quote! {
                if mv == PASS {
                    return Self::write_move(position, mv, out);
                }
            },
            quote!(.filter(|&m| m != PASS)),
        )
    } else {
        (TokenStream::new(), TokenStream::new())
    };
    quote! {
        fn write_san(position: &Self, mv: Move, out: &mut dyn ::core::fmt::Write) -> ::core::fmt::Result {
            use ::alphabeta::runtime::san;
            #drop
            #pass
            let all: ::std::vec::Vec<san::MoveFacts> = ::alphabeta::runtime::notation::legal_moves(position)
                .into_iter()
                #not_pass
                .map(|m| position.facts(m))
                .collect();
            #gated
            san::write(&GRID, &position.facts(mv), &all, #check, out)
        }
    }
}

/// In `parse_move`, when the text is no sequence of cells: SAN. With
/// gating, `/` and a letter (and a cell, for a castling) name the gated
/// move beside the one SAN names; without them, the move gates nothing.
pub fn parse_fallback(cx: &Ctx) -> TokenStream {
    let gated = cx.pieces.gating().map(|_| {
        quote! {
            let (text, gate) = match text.split_once('/') {
                Some((san, gate)) => {
                    let gate = gate.trim_end_matches(['+', '#', '!', '?']);
                    let mut chars = gate.chars();
                    let letter = chars.next();
                    let kind = (0..KINDS).find(|&k| letter.is_some_and(|l| LETTERS[k] == l.to_ascii_uppercase() && !PLUS[k]));
                    let Some(kind) = kind else { return Err(bad()) };
                    let at = chars.as_str();
                    let at = if at.is_empty() { None } else { Some(Self::parse_cell_name(at).ok_or_else(bad)?) };
                    (san, Some((kind, at)))
                }
                None => (text, None),
            };
        }
    });
    let pick = cx.pieces.gating().map(|_| {
        quote! {
            let moves: ::std::vec::Vec<Move> = moves.iter().copied().filter(|&m| {
                let gated = (m >> GATE_SHIFT) & 15;
                match gate {
                    None => gated == 0,
                    Some((kind, at)) => gated as usize == kind + 1 && at.is_none_or(|at| {
                        let from = (m & CELL_MASK) as usize;
                        let cell = if m & GATE_AT_ROOK != 0 { ((m >> (2 * CELL_BITS)) & CELL_MASK) as usize } else { from };
                        cell == at
                    }),
                }
            }).collect();
        }
    });
    quote! {
        use ::alphabeta::runtime::san;
        if position.outcome.is_some() {
            return Err(NotationError::GameOver { token: text.into() });
        }
        #gated
        let moves = ::alphabeta::runtime::notation::legal_moves(position);
        #pick
        let all: ::std::vec::Vec<san::MoveFacts> = moves.iter().map(|&m| position.facts(m)).collect();
        return match san::find(&GRID, text, &all) {
            Ok(i) => Ok(moves[i]),
            Err(san::SanError::NotSan) => Err(bad()),
            Err(san::SanError::NoSuchMove) => Err(NotationError::IllegalMove { token: text.into() }),
            Err(san::SanError::Ambiguous) => Err(NotationError::BadMove {
                token: text.into(),
                expected: "a move that names its piece's start, as in Nbd2: several pieces can make this one",
            }),
        };
    }
}

/// The letters a UCI promotion may end with, by kind (`q` for a queen),
/// and the code that strips one off the text: `promotion` is then the
/// kind plus one, or 0.
pub fn uci_promotion(cx: &Ctx) -> TokenStream {
    if !cx.pieces.chooses_promotions() {
        return quote!(let promotion: Move = 0;);
    }
    // A promotion to a kind written `+L` is written `+`; `=` declines one.
    let plus = cx.pieces.kinds.iter().any(|k| k.base.is_some()).then(|| {
        quote! {
            if let Some(before) = text.strip_suffix('+').filter(|b| b.ends_with(|c: char| c.is_ascii_digit())) {
                promotion = PLUS_PROMOTION;
                text = before;
            } else if let Some(before) = text.strip_suffix('=').filter(|b| b.ends_with(|c: char| c.is_ascii_digit())) {
                text = before;
            }
        }
    });
    quote! {
        let mut promotion: Move = 0;
        let mut text = text;
        #plus
        if let Some(last) = text.chars().last().filter(|c| c.is_ascii_alphabetic()) {
            let before = &text[..text.len() - 1];
            if before.ends_with(|c: char| c.is_ascii_digit()) {
                if let Some(kind) = (0..KINDS).position(|k| !PLUS[k] && LETTERS[k].eq_ignore_ascii_case(&last)) {
                    promotion = kind as Move + 1;
                    text = before;
                }
            }
        }
    }
}

/// In `write_move`, after the cells: the promotion's letter, lowercase.
pub fn uci_promotion_suffix(cx: &Ctx) -> Option<TokenStream> {
    let mask = super::tables::promo_mask(cx.pieces);
    cx.pieces.chooses_promotions().then(|| {
        quote! {
            let chosen = (mv >> PROMO_SHIFT) & #mask;
            if chosen != 0 {
                if PLUS[chosen as usize - 1] {
                    out.write_char('+')?;
                } else {
                    out.write_char(LETTERS[chosen as usize - 1].to_ascii_lowercase())?;
                }
            }
        }
    })
}
