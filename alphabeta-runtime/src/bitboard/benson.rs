//! Unconditional life (Benson, *Life in the game of Go*, 1976), on
//! bitboards: the stones of a player that the opponent can never capture,
//! however the opponent plays and even if their owner passes every turn,
//! and the points each player can never lose.
//!
//! A **chain** is a group of one player's stones; a **region** is a group
//! of the cells that are not theirs (empty or the opponent's), so that its
//! border is the player's stones alone. A region is **vital** to a chain
//! it touches when every empty cell of the region is a liberty of that
//! chain: the opponent cannot fill such a region to its last point, which
//! would be suicide while the chain breathes elsewhere. Benson's algorithm
//! starts from every chain and every region and removes, until nothing
//! changes, each chain with fewer than two vital regions left, and each
//! region that touches a removed chain. The chains left are unconditionally
//! alive.
//!
//! A region left (its whole border alive) whose every empty cell is a
//! liberty of the living chains is **settled** too: an opponent's stone
//! there can never have an eye (each empty cell it could breathe by touches
//! the living chains) and the owner can always take it, since filling a
//! liberty of theirs only joins a chain that breathes in another region.
//! [`settled`] gives each player's living stones and such regions: the
//! points the area count gives them whatever is played, as van der Werf,
//! van den Herik and Uiterwijk count safe points in *Solving Go on Small
//! Boards* (ICGA Journal 26(2), 2003).

use super::{dilate, flood, Bits, Step};

/// The stones of `own` that are unconditionally alive, on a board of
/// `board`'s cells where `theirs` are the opponent's stones.
#[must_use]
pub fn unconditionally_alive<B: Bits>(own: B, theirs: B, board: B, steps: &[Step<B>]) -> B {
    alive_and_enclosed(own, theirs, board, steps).0
}

/// Each player's settled points (`stones[0]`'s, `stones[1]`'s): their
/// unconditionally alive stones and the regions those enclose where the
/// opponent can never live (the design note of `bitboard/benson.rs`).
#[must_use]
pub fn settled<B: Bits>(stones: [B; 2], board: B, steps: &[Step<B>]) -> [B; 2] {
    let empty = board & !(stones[0] | stones[1]);
    let mut out = [B::ZERO; 2];
    for (side, settled) in out.iter_mut().enumerate() {
        let (own, theirs) = (stones[side], stones[1 - side]);
        let (alive, enclosed) = alive_and_enclosed(own, theirs, board, steps);
        let liberties = dilate(alive, steps) & empty;
        *settled = alive;
        let mut rest = enclosed;
        while !rest.is_zero() {
            let region = flood(B::bit(rest.lowest()), enclosed, steps);
            rest &= !region;
            let open = region & empty;
            if !open.is_zero() && (open & !liberties).is_zero() {
                *settled |= region;
            }
        }
    }
    out
}

/// Benson's fixpoint: the chains of `own` left alive, and the regions left
/// beside them (the cells of every region whose border is all alive).
fn alive_and_enclosed<B: Bits>(own: B, theirs: B, board: B, steps: &[Step<B>]) -> (B, B) {
    let empty = board & !(own | theirs);
    let mut alive = own;
    let mut regions = board & !own;
    loop {
        let before = (alive, regions);
        // Every chain needs two vital regions among those left.
        let mut chains = alive;
        while !chains.is_zero() {
            let chain = flood(B::bit(chains.lowest()), own, steps);
            chains &= !chain;
            if vital_regions(chain, regions, empty, steps) < 2 {
                alive &= !chain;
            }
        }
        // Every region left touches only chains left.
        let mut rest = regions;
        while !rest.is_zero() {
            let region = flood(B::bit(rest.lowest()), board & !own, steps);
            rest &= !region;
            if !(dilate(region, steps) & own & !alive).is_zero() {
                regions &= !region;
            }
        }
        if (alive, regions) == before {
            return (alive, regions);
        }
    }
}

/// How many of the `regions` are vital to `chain`: regions it touches whose
/// empty cells (at least one) are all its liberties. Two are enough.
fn vital_regions<B: Bits>(chain: B, regions: B, empty: B, steps: &[Step<B>]) -> u32 {
    let around = dilate(chain, steps);
    let liberties = around & empty;
    let mut touched = around & regions;
    let mut vital = 0;
    while !touched.is_zero() && vital < 2 {
        let region = flood(B::bit(touched.lowest()), regions, steps);
        touched &= !region;
        let open = region & empty;
        if !open.is_zero() && (open & !liberties).is_zero() {
            vital += 1;
        }
    }
    vital
}
