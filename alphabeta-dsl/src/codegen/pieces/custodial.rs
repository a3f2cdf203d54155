//! Custodial captures of pieces (the tafl family): after a move, the
//! moved piece takes the runs of exactly `n` enemy pieces it encloses
//! along its lines with a partner, a piece of its own that is not
//! unarmed or an empty hostile cell; and the pieces taken only by four
//! sides, when it closes the last of them.
//!
//! The walk is along tables of neighbours, a cell at a time: a capture
//! looks at a few cells around the landing cell, so bitboard fills would
//! buy nothing here.

use super::Ctx;
use crate::ir::Custodial;
use proc_macro2::{Literal, TokenStream};
use quote::quote;

/// `NEIGHBOURS[cell][d]`: the cell one step along `vectors[d]`, or
/// `u16::MAX` off the board.
pub(super) fn neighbours(cx: &Ctx, vectors: &[(i32, i32)]) -> TokenStream {
    let (w, h) = (cx.board.width as i32, cx.board.height as i32);
    let rows = (0..h)
        .flat_map(|y| (0..w).map(move |x| (x, y)))
        .map(|(x, y)| {
            let cells = vectors.iter().map(|&(dx, dy)| {
                let (nx, ny) = (x + dx, y + dy);
                let cell = if (0..w).contains(&nx) && (0..h).contains(&ny) {
                    (nx + ny * w) as u16
                } else {
                    u16::MAX
                };
                Literal::u16_unsuffixed(cell)
            });
            quote!([#(#cells),*])
        });
    quote!([#(#rows),*])
}

/// The code `play_as` runs once the piece of kind `kind` stands on `to`:
/// nothing in a game without custodial captures.
pub fn play(cx: &Ctx) -> Option<TokenStream> {
    let c: &Custodial = cx.pieces.movers()?.custodial.as_deref()?;
    let dirs = Literal::usize_unsuffixed(c.vectors.len());
    let steps = neighbours(cx, &c.vectors);
    let n = Literal::usize_unsuffixed(c.n);
    let hostile = super::tables::zone_const(&c.hostile);
    let armed = if c.unarmed.is_empty() {
        quote!(true)
    } else {
        let kinds = c.unarmed.iter().map(|&k| Ctx::kind(k));
        quote!(!matches!(kind, #(#kinds)|*))
    };
    let unarmed_own: Vec<TokenStream> = c
        .unarmed
        .iter()
        .map(|&k| {
            let k = Ctx::kind(k);
            quote!(| next.pieces[S][#k])
        })
        .collect();
    // The kinds taken only by four sides, on the cells where that holds.
    let guarded = c.by_sides.iter().map(|(k, zone)| {
        let k = Ctx::kind(*k);
        match zone {
            None => quote!(| next.pieces[1 - S][#k]),
            Some(zone) => {
                let zone = super::tables::zone_const(zone);
                quote!(| (next.pieces[1 - S][#k] & { const IN: [Board; 2] = #zone; IN[1 - S] }))
            }
        }
    });
    let four_sides = (!c.by_sides.is_empty()).then(|| {
        let sides = neighbours(cx, &[(0, 1), (1, 0), (0, -1), (-1, 0)]);
        quote! {
            /// The four sides of each cell.
            const FOUR_SIDES: [[u16; 4]; CELLS] = #sides;
            for &c in &FOUR_SIDES[to] {
                if c != NO && guarded.test(usize::from(c)) {
                    let closed = FOUR_SIDES[usize::from(c)]
                        .iter()
                        .all(|&s| s != NO && partners.test(usize::from(s)));
                    if closed {
                        taken = taken.with(usize::from(c));
                    }
                }
            }
        }
    });
    let shieldwall = c.shieldwall.then(|| shieldwall(cx));
    Some(quote! {
        if #armed {
            const NO: u16 = u16::MAX;
            /// The cell one step along each line of the custodial capture.
            const LINE_STEPS: [[u16; #dirs]; CELLS] = #steps;
            /// The cells that enclose, while empty, as a piece would.
            const HOSTILE: [Board; 2] = #hostile;
            let own = next.side_bits(S);
            let theirs = next.side_bits(1 - S);
            let empty = ALL & !(own | theirs | next.blocked);
            let armed_own = own & !(ZERO #(#unarmed_own)*);
            let partners = armed_own | (HOSTILE[S] & empty);
            let guarded = ZERO #(#guarded)*;
            let takeable = theirs & !guarded;
            let mut taken = ZERO;
            for d in 0..#dirs {
                let mut at = to;
                let mut run = ZERO;
                let mut left = #n;
                while left > 0 {
                    let c = LINE_STEPS[at][d];
                    if c == NO || !takeable.test(usize::from(c)) {
                        break;
                    }
                    at = usize::from(c);
                    run = run.with(at);
                    left -= 1;
                }
                if left == 0 {
                    let c = LINE_STEPS[at][d];
                    if c != NO && partners.test(usize::from(c)) {
                        taken |= run;
                    }
                }
            }
            #four_sides
            #shieldwall
            for c in taken.ones() {
                next.remove(1 - S, c);
            }
        }
    })
}

/// The shieldwall, once the moved piece stands on `to`: along the edge
/// `to` is on, both ways, a row of two or more enemy pieces, each with an
/// armed piece of the mover's on the cell in front of it (towards the
/// middle), closed at its far end by a partner, is taken, but for its
/// pieces taken only by four sides. The row runs from the cell next to
/// `to`, so the move brackets it.
fn shieldwall(cx: &Ctx) -> TokenStream {
    let sides = neighbours(cx, &super::forts::ORTHOGONAL);
    quote! {
        /// The four sides of each cell: up, right, down, left.
        const WALL_SIDES: [[u16; 4]; CELLS] = #sides;
        for out in 0..4 {
            // `to` is on the edge that `out` leaves the board by.
            if WALL_SIDES[to][out] != NO {
                continue;
            }
            let inward = (out + 2) % 4;
            for along in [(out + 1) % 4, (out + 3) % 4] {
                let (mut at, mut row, mut members, mut fronted) = (to, ZERO, 0, true);
                loop {
                    let c = WALL_SIDES[at][along];
                    if c == NO || !theirs.test(usize::from(c)) {
                        break;
                    }
                    at = usize::from(c);
                    let front = WALL_SIDES[at][inward];
                    fronted &= front != NO && armed_own.test(usize::from(front));
                    row = row.with(at);
                    members += 1;
                }
                let end = WALL_SIDES[at][along];
                if fronted && members >= 2 && end != NO && partners.test(usize::from(end)) {
                    taken |= row & !guarded;
                }
            }
        }
    }
}
