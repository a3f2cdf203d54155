//! Positions of games on rows of cells as FEN: the rows, the side to move,
//! then the castling rights, the en-passant cell and the two clocks, which
//! every such game reads (a field the game has no use for must be empty, or
//! is ignored, for the clocks) and the chess family also writes.

use super::state::tracked_kinds;
use super::Ctx;
use proc_macro2::{Literal, TokenStream};
use quote::quote;

/// Reading the fields: statements that define `fields`, `cells` and
/// `to_move`, or return the error that names the offending field.
pub fn read(cx: &Ctx) -> TokenStream {
    // Blocked cells stand in any game of moving pieces: walls from the
    // setup, or what compound moves shoot.
    let blocking = cx.pieces.movers().is_some();
    let hands = if cx.pieces.has_hands() {
        quote! {
            let mut hand = [[0u8; KINDS]; 2];
            for (side, kind) in pc::read_hand(held.unwrap_or("-"), &LETTERS, &PLUS).map_err(|reason| bad(fields.board, reason))? {
                let count = &mut hand[side.index()][kind];
                if usize::from(*count) >= MOST_HELD || HELD_AS[kind] != kind {
                    return Err(bad(fields.board, ::std::format!("a hand holds at most {MOST_HELD} pieces of a kind, and no promoted piece")));
                }
                *count += 1;
            }
        }
    } else {
        quote! {
            if held.is_some_and(|h| !h.is_empty() && h != "-") {
                return Err(bad(fields.board, "this game has no hands: nothing goes in brackets".into()));
            }
        }
    };
    quote! {
        let fields = ::alphabeta::runtime::fen::split(text).map_err(|e| bad(&e.token, e.reason))?;
        let (rows, held) = pc::split_hand(fields.board).map_err(|reason| bad(fields.board, reason))?;
        let (cells, marked) = pc::read_rows_marked(&GRID, rows, &LETTERS, &PLUS, #blocking).map_err(|reason| bad(fields.board, reason))?;
        let _ = &marked;
        #hands
        let to_move = match fields.side {
            None => Side::First,
            Some(s) if s.eq_ignore_ascii_case(&SIDE_LETTERS[0].to_string()) => Side::First,
            Some(s) if s.eq_ignore_ascii_case(&SIDE_LETTERS[1].to_string()) => Side::Second,
            // FEN's own letters, where the players' are others.
            Some(s) if s == FEN_SIDES[0].to_string() => Side::First,
            Some(s) if s == FEN_SIDES[1].to_string() => Side::Second,
            Some(s) => return Err(bad(s, ::std::format!("`{s}` is not the side to move: expected `{}` or `{}`", FEN_SIDES[0], FEN_SIDES[1]))),
        };
    }
}

/// Applying the fields after the side to move to a position built from
/// the cells; in a game with a royal piece, the position must have one
/// each, and the player who just moved must not have left theirs attacked.
pub fn apply(cx: &Ctx) -> TokenStream {
    let royal = cx.pieces.royal().map(|r| {
        let name = &cx.pieces.kinds[r.kind].name;
        let one = format!("each player has exactly one {name}");
        let safe = format!("the player who just moved left their {name} attacked");
        // Where a blast takes a royal piece, the game it ends is written
        // without it: the player to move may have none.
        let count = if r.several.is_some() {
            // Several royal pieces: each player set up with them has one
            // or more.
            let kinds = cx.pieces.movers().map_or(&[][..], |m| &m.royals).iter().map(|&k| {
                let k = Ctx::kind(k);
                quote!(+ position.pieces[s][#k].count())
            });
            let one = match r.absent {
                Some(side) => format!("the {} player has no royal piece, and the other one or more", ["first", "second"][side]),
                None => "each player has one royal piece or more".to_string(),
            };
            let wanted = match r.absent {
                Some(side) => {
                    let side = Literal::usize_unsuffixed(side);
                    quote!(if s == #side { n == 0 } else { n > 0 })
                }
                None => quote!(n > 0),
            };
            quote! {
                for s in 0..2 {
                    let n = 0 #(#kinds)*;
                    if !(#wanted) {
                        return Err(bad(fields.board, #one.into()));
                    }
                }
            }
        } else if cx.pieces.explodes() {
            let one = format!("the player who just moved has exactly one {name}, and the player to move one or none (lost to a blast)");
            quote! {
                if position.pieces[to_move.opponent().index()][ROYAL].count() != 1
                    || position.pieces[to_move.index()][ROYAL].count() > 1
                {
                    return Err(bad(fields.board, #one.into()));
                }
            }
        } else if let Some(side) = r.absent {
            // The side set up without one never has one.
            let player = ["first", "second"][side];
            let one = format!("the {player} player has no {name}, and the other exactly one");
            let side = Literal::usize_unsuffixed(side);
            quote! {
                if position.pieces[#side][ROYAL].count() != 0
                    || position.pieces[1 - #side][ROYAL].count() != 1
                {
                    return Err(bad(fields.board, #one.into()));
                }
            }
        } else {
            quote! {
                if (0..2).any(|s| position.pieces[s][ROYAL].count() != 1) {
                    return Err(bad(fields.board, #one.into()));
                }
            }
        };
        // A blast that took the enemy's royal piece won, whatever it left
        // attacked.
        let kept = cx
            .pieces
            .explodes()
            .then(|| quote!(&& !position.pieces[to_move.index()][ROYAL].is_zero()));
        quote! {
            #count
            if position.in_check(to_move.opponent().index()) #kept {
                return Err(bad(fields.board, #safe.into()));
            }
        }
    });
    let p = cx.pieces;
    let hands = p.has_hands().then(|| quote!(position.hand = hand;));
    let marks = p.tracks_promoted().then(|| {
        quote! {
            for (cell, &m) in marked.iter().enumerate() {
                if m {
                    position.promoted = position.promoted.with(cell);
                }
            }
        }
    });
    let held = if p.has_hands() {
        quote!(position.hand[s].iter().map(|&n| u32::from(n)).sum::<u32>())
    } else {
        quote!(0)
    };
    // The move list is sized for the pieces the game can have: a position
    // with more is none of this game's.
    let most = proc_macro2::Literal::u32_unsuffixed(p.most_pieces() as u32);
    quote! {
        #hands
        #marks
        for s in 0..2 {
            if position.side_bits(s).count() + #held > #most {
                return Err(bad(fields.board, ::std::format!("{} has more pieces than the game has ({})", NAMES[s], #most)));
            }
        }
        #royal
        position.read_state(&fields).map_err(|e| bad(&e.token, e.reason))?;
        position.hash = position.hash_from_scratch();
        position.outcome = position.judge(to_move.opponent().index());
    }
}

/// Writing: the rows and the side to move, then, in the chess family, the
/// other fields.
pub fn write(cx: &Ctx) -> TokenStream {
    let p = cx.pieces;
    let rest = p.fen_fields().then(|| {
        let castling = if p.castles() || p.gating().is_some() {
            quote!(self.write_castling(out)?;)
        } else {
            quote!(out.write_str(" -")?;)
        };
        let ep = if p.has_en_passant() {
            quote! {
                if self.ep == NO_EP {
                    out.write_str(" -")?;
                } else {
                    out.write_char(' ')?;
                    GRID.write_cell(usize::from(self.ep), out)?;
                }
            }
        } else {
            quote!(out.write_str(" -")?;)
        };
        let ep = super::counting::write_limit(cx, ep);
        let clock = if p.keeps_clock() {
            quote!(self.clock)
        } else {
            quote!(0)
        };
        let clock = super::counting::write_clock(cx, clock);
        let checks = p.counted_checks().map(
            |_| quote!(::alphabeta::runtime::fen::write_checks(self.checks, MOST_CHECKS, out)?;),
        );
        quote! {
            #castling
            #ep
            #checks
            ::alphabeta::runtime::fen::write_clocks(#clock, self.plies, out)?;
        }
    });
    let promoted = if p.tracks_promoted() {
        quote!(&|c| self.promoted.test(c))
    } else {
        quote!(&|_| false)
    };
    let hands = p
        .has_hands()
        .then(|| quote!(pc::write_hand(&|s, k| self.hand[s][k], &LETTERS, &PLUS, out)?;));
    quote! {
        pc::write_rows_marked(&GRID, &|c| self.occupant(c), &LETTERS, &PLUS, #promoted, out)?;
        #hands
        ::core::write!(out, " {}", FEN_SIDES[self.to_move.index()])?;
        #rest
        Ok(())
    }
}

/// `read_state`, `write_castling` and what they need: the inherent
/// methods that read and write the fields after the side to move.
pub fn methods(cx: &Ctx) -> TokenStream {
    let p = cx.pieces;
    let fen = quote!(::alphabeta::runtime::fen);
    let castling = if p.gating().is_some() {
        quote!(self.read_castling_and_gates(fields.castling)?;)
    } else if p.castles() {
        quote!(self.read_castling(fields.castling)?;)
    } else {
        quote!(#fen::expect_empty(fields.castling, "castling")?;)
    };
    let ep = if p.has_en_passant() {
        quote!(self.read_en_passant(fields.en_passant)?;)
    } else {
        quote!(#fen::expect_empty(fields.en_passant, "en passant")?;)
    };
    let clock = p.keeps_clock().then(
        || quote!(self.clock = u16::try_from(fields.halfmove.unwrap_or(0)).unwrap_or(u16::MAX);),
    );
    let plies = p.fen_fields().then(
        || quote!(self.plies = #fen::plies_before(fields.fullmove, self.to_move == Side::Second);),
    );
    let checks = if p.counted_checks().is_some() {
        quote!(self.checks = #fen::read_checks(fields.checks, MOST_CHECKS)?;)
    } else {
        quote!(#fen::expect_absent(fields.checks, "count of checks")?;)
    };
    let count = super::counting::read(cx);
    let castling_methods = p.castles().then(|| castling_methods(cx));
    let gate_methods = gate_methods(cx);
    let ep_method = p.has_en_passant().then(|| read_en_passant(cx));
    quote! {
        /// Reads the fields after the side to move into the position.
        fn read_state(&mut self, fields: &#fen::Fields) -> Result<(), #fen::FieldError> {
            #castling
            #ep
            #checks
            #clock
            #plies
            #count
            Ok(())
        }

        #castling_methods
        #gate_methods
        #ep_method
    }
}

/// The gates of side `side` that castling rights do not already name
/// (`written`), as file letters after them: `KQBCDFG` is castling both
/// ways and the gates of the b, c, d, f and g files. Only while the side
/// may gate: it holds a piece in hand, or captures may give it one.
fn write_gates(cx: &Ctx) -> Option<TokenStream> {
    let p = cx.pieces;
    p.gating()?;
    let refills = p.hand.as_ref().is_some_and(|h| h.captures.is_some());
    Some(quote! {
        if #refills || self.hand[side].iter().any(|&n| n > 0) {
            let open = self.gates & self.side_bits(side) & !written;
            for col in 0..GRID.width {
                if open.ones().any(|c| GRID.col(c) == col) {
                    let letter = char::from(b'A' + col as u8);
                    out.write_char(if side == 0 { letter } else { letter.to_ascii_lowercase() })?;
                    any = true;
                }
            }
        }
    })
}

/// `read_castling_and_gates`, and in a game without castling,
/// `write_castling`, which writes the gates alone.
fn gate_methods(cx: &Ctx) -> Option<TokenStream> {
    let p = cx.pieces;
    p.gating()?;
    let castles = p.castles();
    // Castling rights open the gates of the pieces they name.
    let castling = castles.then(|| {
        let king = match p.royal() {
            Some(_) => quote!(self.pieces[side][ROYAL]),
            None => {
                let k = Ctx::kind(p.castler().map_or(0, |(k, _)| k));
                quote!((self.pieces[side][#k] & SETUP[side][#k]))
            }
        };
        quote! {
            self.read_castling((!castling.is_empty()).then_some(castling.as_str()))?;
            for side in 0..2 {
                let named = self.unmoved & (#king | self.castling_rooks(side)) & GATE_CELLS[side];
                self.gates |= named;
            }
        }
    });
    let refills = p.hand.as_ref().is_some_and(|h| h.captures.is_some());
    let write_alone = (!castles).then(|| {
        let gates = write_gates(cx);
        quote! {
            /// Writes the gates, ` -` when there are none.
            fn write_castling(&self, out: &mut dyn ::core::fmt::Write) -> ::core::fmt::Result {
                let mut any = false;
                out.write_char(' ')?;
                for side in 0..2 {
                    let written = ZERO;
                    #gates
                }
                if !any {
                    out.write_char('-')?;
                }
                Ok(())
            }
        }
    });
    Some(quote! {
        /// Reads castling rights (`K`, `Q`) and gates (a file's letter: the
        /// player's gating cell on that file, if one of their pieces
        /// stands there).
        fn read_castling_and_gates(&mut self, field: Option<&str>) -> Result<(), ::alphabeta::runtime::fen::FieldError> {
            let Some(rights) = field.filter(|f| *f != "-") else { return Ok(()) };
            let bad = |reason: &str| ::alphabeta::runtime::fen::FieldError { token: rights.into(), reason: reason.into() };
            let mut castling = ::std::string::String::new();
            for ch in rights.chars() {
                let side = usize::from(ch.is_ascii_lowercase());
                let upper = ch.to_ascii_uppercase();
                if #castles && (upper == 'K' || upper == 'Q') {
                    castling.push(ch);
                    continue;
                }
                let col = usize::from((upper as u8).wrapping_sub(b'A'));
                if !upper.is_ascii_uppercase() || col >= GRID.width {
                    return Err(bad("castling and gating rights are `K`, `Q`, file letters or `-`"));
                }
                let here = GATE_CELLS[side] & self.side_bits(side);
                if let Some(cell) = here.ones().find(|&c| GRID.col(c) == col) {
                    self.gates = self.gates.with(cell);
                }
            }
            #castling
            // An empty hand that captures never refill gates nothing.
            for side in 0..2 {
                if !#refills && self.hand[side].iter().all(|&n| n == 0) {
                    self.gates &= !self.side_bits(side);
                }
            }
            Ok(())
        }

        #write_alone
    })
}

/// The unmoved pieces a position read from text starts with: those of the
/// kinds whose first move matters, on their own setup cells (castling
/// rights then add the royal piece and its rooks).
pub fn unmoved_from_setup(cx: &Ctx) -> Option<TokenStream> {
    let p = cx.pieces;
    if !p.tracks_unmoved() {
        return None;
    }
    let castlers: Vec<usize> = p
        .castler()
        .map(|(k, c)| c.rooks.iter().copied().chain([k]).collect())
        .unwrap_or_default();
    let first_movers = tracked_kinds(p)
        .into_iter()
        .filter(|k| !castlers.contains(k))
        .map(|k| {
            let k = Ctx::kind(k);
            quote!((pieces[0][#k] & SETUP[0][#k]) | (pieces[1][#k] & SETUP[1][#k]))
        });
    Some(quote!(ZERO #(| #first_movers)*))
}

/// Castling rights: `K` and `Q` for the outermost unmoved rook on the high
/// and low side of the royal piece (lowercase for the second player), a
/// file's letter for another one.
fn castling_methods(cx: &Ctx) -> TokenStream {
    let p = cx.pieces;
    let Some((castler, castle)) = p.castler() else {
        return TokenStream::new();
    };
    let rooks = match castle.simple() {
        Some((rook, _)) => {
            let rook = Ctx::kind(rook);
            quote!(self.pieces[side][#rook])
        }
        None => super::state::rooks_of(castle, &quote!(self), &quote!(side)),
    };
    // The castling piece: the royal one, or else the one on its setup cell.
    let (king, who) = if p.royal().is_some() {
        (quote!(self.pieces[side][ROYAL]), "royal piece")
    } else {
        let k = Ctx::kind(castler);
        (
            quote!((self.pieces[side][#k] & SETUP[side][#k])),
            "castling piece",
        )
    };
    let gates = write_gates(cx);
    let no_king = format!("a castling right names a player with no {who}");
    let off_row = format!("a castling right names a rook that is not on the {who}'s row");
    let docs = if p.royal().is_some() {
        quote! {
            /// The unmoved rooks of `side` on its royal piece's row.
        }
    } else {
        quote! {
            /// The unmoved rooks of `side` on its castling piece's row.
        }
    };
    quote! {
        #docs
        fn castling_rooks(&self, side: usize) -> Board {
            let king = #king;
            if king.is_zero() {
                return ZERO;
            }
            let row = GRID.row(king.lowest());
            let mut rooks = ZERO;
            for r in #rooks.ones() {
                if GRID.row(r) == row {
                    rooks = rooks.with(r);
                }
            }
            rooks
        }

        /// Reads castling rights into the unmoved pieces.
        fn read_castling(&mut self, field: Option<&str>) -> Result<(), ::alphabeta::runtime::fen::FieldError> {
            let Some(rights) = field.filter(|f| *f != "-") else { return Ok(()) };
            let bad = |reason: &str| ::alphabeta::runtime::fen::FieldError { token: rights.into(), reason: reason.into() };
            for ch in rights.chars() {
                let side = usize::from(ch.is_ascii_lowercase());
                let king = #king;
                if king.is_zero() {
                    return Err(bad(#no_king));
                }
                let k = king.lowest();
                let rooks: ::std::vec::Vec<usize> = self.castling_rooks(side).ones().collect();
                let rook = match ch.to_ascii_uppercase() {
                    'K' => rooks.iter().copied().filter(|&r| r > k).max(),
                    'Q' => rooks.iter().copied().filter(|&r| r < k).min(),
                    f if f.is_ascii_uppercase() => rooks.iter().copied().find(|&r| GRID.col(r) == usize::from(f as u8 - b'A')),
                    _ => return Err(bad("castling rights are `K`, `Q`, file letters or `-`")),
                };
                let Some(rook) = rook else {
                    return Err(bad(#off_row));
                };
                self.unmoved = self.unmoved.with(k).with(rook);
            }
            Ok(())
        }

        /// Writes the castling rights, ` -` when there are none.
        fn write_castling(&self, out: &mut dyn ::core::fmt::Write) -> ::core::fmt::Result {
            let mut any = false;
            out.write_char(' ')?;
            for side in 0..2 {
                #[allow(unused_mut, unused_variables)]
                let mut written = ZERO;
                let king = #king;
                if !king.is_zero() && self.unmoved.test(king.lowest()) {
                    let k = king.lowest();
                    let rooks = self.castling_rooks(side);
                    let high = rooks.ones().filter(|&r| r > k).max();
                    let low = rooks.ones().filter(|&r| r < k).min();
                    for r in (rooks & self.unmoved).ones().collect::<::std::vec::Vec<_>>().into_iter().rev() {
                        let letter = if Some(r) == high && r > k {
                            'K'
                        } else if Some(r) == low {
                            'Q'
                        } else {
                            char::from(b'A' + GRID.col(r) as u8)
                        };
                        out.write_char(if side == 0 { letter } else { letter.to_ascii_lowercase() })?;
                        written = written.with(k).with(r);
                        any = true;
                    }
                }
                #gates
            }
            if !any {
                out.write_char('-')?;
            }
            Ok(())
        }
    }
}

/// Reads the en-passant cell: the piece that just stepped over it stands
/// beyond it; the cell is kept only where a piece can take en passant.
fn read_en_passant(cx: &Ctx) -> TokenStream {
    let victims = cx.pieces.kinds.iter().enumerate().flat_map(|(k, kind)| {
        let kk = Ctx::kind(k);
        kind.moves
            .iter()
            .filter(|m| m.steps > 1)
            .flat_map(|m| m.vectors.clone())
            .map(move |v| {
                let dir = cx.names.dir(v);
                quote! {{
                    let d = #dir[them];
                    let beyond = at.shift(d.delta) & d.arrive & self.pieces[them][#kk];
                    if victim.is_none() && !beyond.is_zero() {
                        victim = Some(beyond.lowest());
                    }
                }}
            })
    });
    quote! {
        /// Reads the en-passant cell.
        fn read_en_passant(&mut self, field: Option<&str>) -> Result<(), ::alphabeta::runtime::fen::FieldError> {
            let Some(text) = field.filter(|f| *f != "-") else { return Ok(()) };
            let bad = |reason: &str| ::alphabeta::runtime::fen::FieldError { token: text.into(), reason: reason.into() };
            let cell = GRID.parse_cell(text).ok_or_else(|| bad("the en-passant cell is a cell of the board, or `-`"))?;
            let them = self.to_move.opponent().index();
            let at = <Board as bb::Bits>::bit(cell);
            let mut victim = None;
            #(#victims)*
            let Some(victim) = victim else {
                return Err(bad("no piece that just made a longer step stands beyond the en-passant cell"));
            };
            if !self.ep_takers(self.to_move.index(), cell).is_zero() {
                self.ep = cell as u8;
                self.ep_victim = victim as u8;
            }
            Ok(())
        }
    }
}
