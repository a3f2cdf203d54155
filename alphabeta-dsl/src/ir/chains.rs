//! How many chains of jumps one piece can have, and how long they get:
//! what sizes the move list and a chain's bits in a move.
//!
//! A chain captures each piece it jumps, so it never jumps the same cell
//! twice: it is a *trail* of jumps on the board, each jump crossing a
//! cell no earlier jump crossed, at most as many jumps as the opponent has
//! pieces. Every chain a position lists is such a trail from the piece's
//! cell, and different chains are different trails, so the number of
//! trails on an empty board bounds the chains of every position, and the
//! longest trail bounds their length. Both are found by walking every
//! trail at compile time.

/// The most chains of jumps from one cell that a game may have: the move
/// list holds this many for every piece.
pub const MOST_CHAINS: usize = 4096;

/// What [`bound`] finds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChainBound {
    /// The most chains from any one cell.
    pub chains: usize,
    /// The most jumps in a chain.
    pub longest: usize,
}

/// The chains of a piece jumping along `vectors` (as the board sees them)
/// on a board of `width` x `height` (only the squares of `a1`'s colour if
/// `dark`, never its `holes`), capturing at most `captures` pieces. `None`
/// when some cell has more than `limit` trails.
pub fn bound(
    (width, height, dark, holes): (usize, usize, bool, super::Holes),
    vectors: &[(i32, i32)],
    captures: usize,
    limit: usize,
) -> Option<ChainBound> {
    let (w, h) = (width as i32, height as i32);
    let mut found = ChainBound {
        chains: 0,
        longest: 0,
    };
    let mut crossed = vec![false; width * height];
    for y in 0..h {
        for x in 0..w {
            if dark && (x + y) % 2 != 0 || holes.contains((x + y * w) as usize) {
                continue;
            }
            let mut walk = Walk {
                w,
                h,
                holes,
                vectors,
                captures,
                limit,
                trails: 0,
                longest: 0,
                crossed: &mut crossed,
            };
            walk.from(x, y, 0)?;
            found.chains = found.chains.max(walk.trails);
            found.longest = found.longest.max(walk.longest);
        }
    }
    Some(found)
}

/// The trails from one cell, being counted.
struct Walk<'a> {
    w: i32,
    h: i32,
    holes: super::Holes,
    vectors: &'a [(i32, i32)],
    captures: usize,
    limit: usize,
    trails: usize,
    longest: usize,
    crossed: &'a mut [bool],
}

impl Walk<'_> {
    /// Every trail going on from `(x, y)` after `jumps` jumps; `None` past
    /// the limit.
    fn from(&mut self, x: i32, y: i32, jumps: usize) -> Option<()> {
        self.longest = self.longest.max(jumps);
        if jumps == self.captures {
            return Some(());
        }
        for &(dx, dy) in self.vectors {
            let (ox, oy, lx, ly) = (x + dx, y + dy, x + 2 * dx, y + 2 * dy);
            if lx < 0 || ly < 0 || lx >= self.w || ly >= self.h {
                continue;
            }
            let over = (ox + oy * self.w) as usize;
            // A jump neither crosses nor lands on a hole.
            let land = (lx + ly * self.w) as usize;
            if self.crossed[over] || self.holes.contains(over) || self.holes.contains(land) {
                continue;
            }
            self.trails += 1;
            if self.trails > self.limit {
                return None;
            }
            self.crossed[over] = true;
            let deeper = self.from(lx, ly, jumps + 1);
            self.crossed[over] = false;
            deeper?;
        }
        Some(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::Holes;

    const DIAGONAL: [(i32, i32); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];

    #[test]
    fn a_draughts_king_on_eight_by_eight() {
        // Twelve men to capture: at most 51 chains from a cell, 9 jumps long.
        let b = bound((8, 8, true, Holes::default()), &DIAGONAL, 12, 1 << 16).unwrap();
        assert_eq!(
            b,
            ChainBound {
                chains: 51,
                longest: 9
            }
        );
    }

    #[test]
    fn a_man_jumping_forward() {
        let b = bound((8, 8, true, Holes::default()), &DIAGONAL[..2], 12, 1 << 16).unwrap();
        // Three jumps take a man from row 1 to row 7; the forks fall off
        // the board's edges before they reach 2 + 4 + 8.
        assert_eq!(b.longest, 3);
        assert_eq!(b.chains, 10);
    }

    #[test]
    fn ten_by_ten_needs_more_than_thirty_two_bits() {
        let b = bound((10, 10, true, Holes::default()), &DIAGONAL, 20, 1 << 16).unwrap();
        assert_eq!(b.chains, 1536);
        assert_eq!(b.longest, 16);
    }

    #[test]
    fn the_fox_on_the_cross() {
        // Fox and Geese: orthogonal jumps on 7 x 7 without its 2 x 2
        // corners, 13 geese to take. The whole rectangle has more than
        // 4096 trails from a cell; the cross has 1056, 13 jumps long.
        let orthogonal = [(1, 0), (-1, 0), (0, 1), (0, -1)];
        let holes = Holes::of((0..49).filter(|c| {
            let (x, y) = (c % 7, c / 7);
            !(2..=4).contains(&x) && !(2..=4).contains(&y)
        }));
        assert_eq!(
            bound((7, 7, false, Holes::default()), &orthogonal, 13, 4096),
            None
        );
        let b = bound((7, 7, false, holes), &orthogonal, 13, 1 << 16).unwrap();
        assert_eq!(
            b,
            ChainBound {
                chains: 1056,
                longest: 13
            }
        );
    }

    #[test]
    fn too_many_trails_is_none() {
        assert_eq!(
            bound((8, 8, true, Holes::default()), &DIAGONAL, 12, 50),
            None
        );
    }
}
