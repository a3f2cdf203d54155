//! Lowering a draw by material: its kinds found, its counts in plies and
//! per kind.

use crate::ir::{Material, MaterialDraw};
use crate::syntax::{MaterialDraw as Written, Pattern, Range};

/// The rule `written`, whose kinds (in the order written) are `kinds`, in
/// a game of `kind_count` kinds.
pub fn lower(written: &Written, kinds: &[usize], kind_count: usize) -> MaterialDraw {
    let mut kinds = kinds.iter().copied();
    let patterns = written
        .patterns
        .iter()
        .map(|pattern| match pattern {
            Pattern::Sides(sides) => Material::Sides([0, 1].map(|s| {
                let mut ranges = vec![(0, 0); kind_count];
                for t in &sides[s] {
                    // Checked: the kinds resolved, one each.
                    if let Some(k) = kinds.next() {
                        ranges[k] = bounds(t.count);
                    }
                }
                ranges
            })),
            Pattern::Total { count, each } => {
                let (low, high) = bounds(*count);
                Material::Total {
                    low,
                    high,
                    each: each.as_ref().and_then(|_| kinds.next()),
                }
            }
        })
        .collect();
    MaterialDraw {
        // Checked: from 1 to 10000 moves.
        plies: u16::try_from(2 * written.moves.value).unwrap_or(u16::MAX),
        patterns,
    }
}

/// A range's bounds as counts of a `u8`; `3..` is up to 255.
fn bounds(r: Range) -> (u8, u8) {
    // Checked: at most 255.
    let low = u8::try_from(r.low).unwrap_or(u8::MAX);
    let high = r
        .high
        .map_or(u8::MAX, |h| u8::try_from(h).unwrap_or(u8::MAX));
    (low, high)
}
