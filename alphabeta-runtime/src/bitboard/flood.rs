//! Steps to neighbours, groups of connected cells and the distance of a
//! connection between two edges. Hot-path helpers the generated code calls.

use super::Bits;

/// One step to a neighbour: shift by `delta`, then keep the cells `arrive`
/// allows, so that no step wraps around an edge.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step<B> {
    /// `dx + dy * width`.
    pub delta: i32,
    /// The cells a step in this direction can arrive on.
    pub arrive: B,
}

/// The cells one step away from `cells` (not including `cells` themselves
/// unless they are also a step away).
#[inline]
#[must_use]
pub fn dilate<B: Bits>(cells: B, steps: &[Step<B>]) -> B {
    let mut out = B::ZERO;
    for s in steps {
        out |= cells.shift(s.delta) & s.arrive;
    }
    out
}

/// The cells of `within` connected to `seed` through `within` (the group of
/// `seed`, for a seed inside `within`).
#[inline]
#[must_use]
pub fn flood<B: Bits>(seed: B, within: B, steps: &[Step<B>]) -> B {
    let mut group = seed & within;
    loop {
        let grown = (group | dilate(group, steps)) & within;
        if grown == group {
            return group;
        }
        group = grown;
    }
}

/// The fewest empty cells a player must still fill to join edge `from` to
/// edge `to` with a chain of their stones (`own`), going around the
/// opponent's stones (`theirs`); `None` if the opponent has cut every path.
///
/// Breadth-first search by layers on bitboards: layer `d` holds every cell
/// reachable from `from` by filling at most `d` empty cells, spread through
/// the player's stones for free.
#[must_use]
pub fn connection_distance<B: Bits>(
    own: B,
    theirs: B,
    board: B,
    from: B,
    to: B,
    steps: &[Step<B>],
) -> Option<u32> {
    let empty = board & !(own | theirs);
    let mut reached = flood(from & own, own, steps);
    let mut distance = 0;
    loop {
        if !(reached & to).is_zero() {
            return Some(distance);
        }
        let fill = (dilate(reached, steps) | from) & empty;
        let grown = reached | fill;
        let grown = flood(grown, grown | own, steps);
        if grown == reached {
            return None;
        }
        reached = grown;
        distance += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bitboard::{Edge, Grid};

    #[test]
    fn hex_neighbours_and_edges() {
        let g = Grid::hex(3, 3);
        let steps: Vec<Step<u16>> = g
            .neighbours()
            .iter()
            .map(|&d| Step {
                delta: g.delta(d),
                arrive: g.arrivals::<1>(d).to_u16(),
            })
            .collect();
        // The centre b2 touches all six others but a1... a1 is (0,0): not a
        // neighbour of (1,1) on a rhombus; c3 neither.
        let n: Vec<_> = dilate(u16::bit(g.cell(1, 1)), &steps).ones().collect();
        assert_eq!(n, vec![1, 2, 3, 5, 6, 7]);
        // Corner a1 has two neighbours, b1 and a2.
        assert_eq!(dilate(1u16, &steps).ones().collect::<Vec<_>>(), vec![1, 3]);
        assert_eq!(g.edge::<1>(Edge::Bottom).to_u16(), 0b111);
        assert_eq!(g.edge::<1>(Edge::Top).to_u16(), 0b111_000_000);
        assert_eq!(g.edge::<1>(Edge::Left).to_u16(), 0b001_001_001);
        let all = g.all::<1>().to_u16();
        let top = g.edge::<1>(Edge::Top).to_u16();
        let bottom = g.edge::<1>(Edge::Bottom).to_u16();
        assert_eq!(connection_distance(0, 0, all, top, bottom, &steps), Some(3));
        // A wall along the middle row cuts every path.
        assert_eq!(
            connection_distance(0, g.row_mask::<1>(1).to_u16(), all, top, bottom, &steps),
            None
        );
        // With b2 owned, one stone at each end is left.
        assert_eq!(
            connection_distance(1 << 4, 0, all, top, bottom, &steps),
            Some(2)
        );
    }
}
