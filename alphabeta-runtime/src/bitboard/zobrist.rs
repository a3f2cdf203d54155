//! Zobrist keys, filled at compile time from a fixed seed.

/// One step of SplitMix64: the next state and its output. Used at compile
/// time to fill Zobrist tables from a fixed seed.
#[must_use]
pub const fn splitmix64(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    (state, z ^ (z >> 31))
}

/// Zobrist keys: one per player and cell, then one for "the second player
/// is to move", all drawn from SplitMix64 seeded with `seed`.
#[derive(Clone, Copy, Debug)]
pub struct Zobrist<const CELLS: usize> {
    /// `stones[side][cell]`.
    pub stones: [[u64; CELLS]; 2],
    /// Xored in while the second player is to move.
    pub second_to_move: u64,
}

impl<const CELLS: usize> Zobrist<CELLS> {
    /// The keys for `seed`.
    #[must_use]
    pub const fn new(seed: u64) -> Self {
        let mut stones = [[0; CELLS]; 2];
        let mut state = seed;
        let mut side = 0;
        while side < 2 {
            let mut c = 0;
            while c < CELLS {
                let (next, key) = splitmix64(state);
                state = next;
                stones[side][c] = key;
                c += 1;
            }
            side += 1;
        }
        let (_, second_to_move) = splitmix64(state);
        Zobrist {
            stones,
            second_to_move,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zobrist_keys_are_distinct() {
        let z = Zobrist::<225>::new(1);
        let mut keys: Vec<u64> = z.stones.iter().flatten().copied().collect();
        keys.push(z.second_to_move);
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), 451);
    }
}
