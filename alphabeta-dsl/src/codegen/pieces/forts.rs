//! The ends that ask where the enemy can ever go (Copenhagen hnefatafl):
//! `encircled King`, the opponent's pieces all shut in away from the
//! edge, and `fort King`, the mover's piece on the edge in a fort no
//! capture can break.
//!
//! Both grow sets of cells with the boards' shifts along rows and
//! columns, so a test costs a few hundred word operations, and nothing
//! when it cannot hold (`fort` only looks while the piece is on the edge,
//! `encircled` stops at the first edge cell reached).

use super::Ctx;
use crate::ir::Custodial;
use proc_macro2::{Literal, TokenStream};
use quote::quote;

/// The four steps along rows and columns: up, right, down, left, so that
/// `(d + 2) % 4` turns back and `(d + 1) % 4` turns aside.
pub const ORTHOGONAL: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

/// The edge cells, as a zone the same for both players.
fn edge(cx: &Ctx) -> TokenStream {
    let (w, h) = (cx.board.width, cx.board.height);
    let cells: Vec<usize> = (0..w * h)
        .filter(|c| c % w == 0 || c % w == w - 1 || c / w == 0 || c / w == h - 1)
        .collect();
    let zone = super::tables::zone_const(&[cells.clone(), cells]);
    quote!({ const EDGE: [Board; 2] = #zone; EDGE[0] })
}

/// `SIDES[cell][d]`: the cell one step along `ORTHOGONAL[d]`, `u16::MAX`
/// off the board.
fn sides(cx: &Ctx) -> TokenStream {
    let (w, h) = (cx.board.width as i32, cx.board.height as i32);
    let rows = (0..h)
        .flat_map(|y| (0..w).map(move |x| (x, y)))
        .map(|(x, y)| {
            let cells = ORTHOGONAL.iter().map(|&(dx, dy)| {
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

/// `encircled King`, for the player who just moved (`mover`): the
/// opponent, set up with the kind, cannot step from any of its pieces to
/// an edge cell through cells the mover does not hold.
pub fn encircled(cx: &Ctx, k: usize) -> TokenStream {
    let kind = Ctx::kind(k);
    let edge = edge(cx);
    let grow = ORTHOGONAL.iter().map(|&v| {
        let dir = cx.names.dir(v);
        quote!(grown |= reach.shift(#dir[0].delta) & #dir[0].arrive;)
    });
    quote! {{
        let edge: Board = #edge;
        let open = ALL & !(self.side_bits(mover) | self.blocked);
        let mut reach = self.side_bits(1 - mover);
        !SETUP[1 - mover][#kind].is_zero()
            && loop {
                if !(reach & edge).is_zero() {
                    break false;
                }
                let mut grown = reach;
                #(#grow)*
                grown &= open;
                if grown == reach {
                    break true;
                }
                reach = grown;
            }
    }}
}

/// Per side, the cells where some kind that side is set up with may stop,
/// and those it may cross (`not at`, `not through`).
fn stops_and_crossings(cx: &Ctx) -> (TokenStream, TokenStream) {
    let p = cx.pieces;
    let cells = cx.board.cells();
    let mut stop = [Vec::new(), Vec::new()];
    let mut cross = [Vec::new(), Vec::new()];
    for side in 0..2 {
        let kinds = (0..p.kinds.len()).filter(|&k| !p.setup[side][k].is_empty());
        let moves: Vec<_> = kinds.flat_map(|k| &p.kinds[k].moves).collect();
        for c in 0..cells {
            let avoided = |through: bool| {
                moves.iter().all(|m| {
                    m.avoid
                        .as_ref()
                        .is_some_and(|a| a.cells[side].contains(&c) && (a.through || !through))
                })
            };
            if !avoided(false) {
                stop[side].push(c);
            }
            if !avoided(true) {
                cross[side].push(c);
            }
        }
    }
    (
        super::tables::zone_const(&stop),
        super::tables::zone_const(&cross),
    )
}

/// `fort King`, for the player who just moved (`mover`): a piece of the
/// kind on an edge cell, with an empty cell beside it, that no enemy piece
/// can ever stand beside.
///
/// The enemy's reach is worked out as the fixed point of two steps. The
/// cells its pieces can stand on, sliding along rows and columns any
/// number of times through cells the mover does not hold (crossing those
/// where they may not stop); then the mover's pieces a capture could take
/// from those cells (custodial, by four sides, the shieldwall), which
/// leave the wall. The mover's pieces are assumed to stay, every enemy
/// piece armed and in numbers enough: the fort holds whatever the enemy
/// does.
pub fn fort(cx: &Ctx, k: usize) -> TokenStream {
    let Some(c) = cx.pieces.movers().and_then(|m| m.custodial.as_deref()) else {
        // Checked: `fort` goes with a custodial capture.
        return quote!(false);
    };
    let kind = Ctx::kind(k);
    let edge = edge(cx);
    let sides = sides(cx);
    let (stop, cross) = stops_and_crossings(cx);
    let hostile = super::tables::zone_const(&c.hostile);
    let steps = super::custodial::neighbours(cx, &c.vectors);
    let dirs = Literal::usize_unsuffixed(c.vectors.len());
    let back: Vec<Literal> = c
        .vectors
        .iter()
        .map(|&(dx, dy)| {
            let b = c.vectors.iter().position(|&w| w == (-dx, -dy));
            // Checked: the lines are closed under turning half a circle.
            Literal::usize_unsuffixed(b.unwrap_or(0))
        })
        .collect();
    let n = Literal::usize_unsuffixed(c.n);
    let slide = ORTHOGONAL.iter().map(|&v| {
        let dir = cx.names.dir(v);
        quote! {
            let mut ray = stand;
            loop {
                let longer = ray | (ray.shift(#dir[0].delta) & #dir[0].arrive & open);
                if longer == ray {
                    break;
                }
                ray = longer;
            }
            more |= ray & STOP[foe];
        }
    });
    let guarded = guarded(c);
    let shieldwall = c.shieldwall.then(|| {
        quote! {
            for p in (wall & edge).ones() {
                for out in 0..4 {
                    if SIDES[p][out] != NO {
                        continue;
                    }
                    let inward = (out + 2) % 4;
                    for along in [(out + 1) % 4, (out + 3) % 4] {
                        // `p` starts a row along the edge: the cell before it
                        // is a bracket.
                        let a = SIDES[p][(along + 2) % 4];
                        if a == NO || wall.test(usize::from(a)) {
                            continue;
                        }
                        let (mut at, mut row, mut members, mut fronted) = (p, ZERO, 0, true);
                        loop {
                            let front = SIDES[at][inward];
                            fronted &= front != NO && stand.test(usize::from(front));
                            row = row.with(at);
                            members += 1;
                            let c = SIDES[at][along];
                            if c == NO || !wall.test(usize::from(c)) {
                                break;
                            }
                            at = usize::from(c);
                        }
                        let b = SIDES[at][along];
                        if fronted && members >= 2 && b != NO {
                            let (a, b) = (usize::from(a), usize::from(b));
                            if (stand.test(a) && close.test(b)) || (stand.test(b) && close.test(a)) {
                                taken |= row & !guarded;
                            }
                        }
                    }
                }
            }
        }
    });
    quote! {{
        const NO: u16 = u16::MAX;
        /// The four sides of each cell: up, right, down, left.
        const SIDES: [[u16; 4]; CELLS] = #sides;
        /// The cell one step along each line of the custodial capture.
        const LINE_STEPS: [[u16; #dirs]; CELLS] = #steps;
        /// The line that turns back from each line.
        const BACK: [usize; #dirs] = [#(#back),*];
        /// Per side, where a piece it is set up with may stop.
        const STOP: [Board; 2] = #stop;
        /// Per side, where a piece it is set up with may pass.
        const CROSS: [Board; 2] = #cross;
        /// Per capturer, the cells that enclose while empty.
        const HOSTILE: [Board; 2] = #hostile;
        let edge: Board = #edge;
        let kings = self.pieces[mover][#kind] & edge;
        let foe = 1 - mover;
        let enemy = self.side_bits(foe);
        let occupied = self.side_bits(0) | self.side_bits(1) | self.blocked;
        let mut wall = self.side_bits(mover);
        let mut stand = enemy;
        // Nothing to work out while no such piece is on the edge.
        let mut looking = !kings.is_zero();
        while looking {
            // Where the enemy can stand, moving as often as it likes.
            let open = CROSS[foe] & !(wall | self.blocked);
            stand = enemy;
            loop {
                let mut more = stand;
                #(#slide)*
                if more == stand {
                    break;
                }
                stand = more;
            }
            // What closes a capture of the mover's pieces: an enemy piece
            // that can stand there, or a hostile cell no piece of the
            // mover's holds.
            let close = stand | (HOSTILE[foe] & !wall);
            let guarded = #guarded;
            let takeable = wall & !guarded;
            let mut taken = ZERO;
            for p in takeable.ones() {
                for d in 0..#dirs {
                    let a = LINE_STEPS[p][BACK[d]];
                    if a == NO || !close.test(usize::from(a)) {
                        continue;
                    }
                    let (mut at, mut run, mut left) = (p, ZERO.with(p), #n - 1);
                    while left > 0 {
                        let c = LINE_STEPS[at][d];
                        if c == NO || !takeable.test(usize::from(c)) {
                            break;
                        }
                        at = usize::from(c);
                        run = run.with(at);
                        left -= 1;
                    }
                    let b = LINE_STEPS[at][d];
                    if left == 0 && b != NO && close.test(usize::from(b))
                        && (stand.test(usize::from(a)) || stand.test(usize::from(b)))
                    {
                        taken |= run;
                    }
                }
            }
            for p in (wall & guarded).ones() {
                let closed = SIDES[p]
                    .iter()
                    .all(|&s| s != NO && close.test(usize::from(s)));
                if closed && SIDES[p].iter().any(|&s| stand.test(usize::from(s))) {
                    taken = taken.with(p);
                }
            }
            #shieldwall
            looking = !taken.is_zero();
            wall &= !taken;
        }
        kings.ones().any(|king| {
            wall.test(king)
                && SIDES[king]
                    .iter()
                    .all(|&s| s == NO || !stand.test(usize::from(s)))
                && SIDES[king]
                    .iter()
                    .any(|&s| s != NO && !occupied.test(usize::from(s)))
        })
    }}
}

/// The mover's pieces taken only by four sides, where that holds for
/// them (`King by 4 sides [in cells]`).
fn guarded(c: &Custodial) -> TokenStream {
    let kinds = c.by_sides.iter().map(|(k, zone)| {
        let k = Ctx::kind(*k);
        match zone {
            None => quote!(| self.pieces[mover][#k]),
            Some(zone) => {
                let zone = super::tables::zone_const(zone);
                quote!(| (self.pieces[mover][#k] & { const IN: [Board; 2] = #zone; IN[mover] }))
            }
        }
    });
    quote!(ZERO #(#kinds)*)
}
