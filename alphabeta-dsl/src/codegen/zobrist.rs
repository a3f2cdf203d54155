//! Zobrist keys, computed at compile time from a fixed seed.

use crate::ir::Rules;
use proc_macro2::TokenStream;
use quote::quote;

/// The seed of every game's keys: fixed, so hashes are the same on every build.
const SEED: u64 = 0x0a1b_e7a0_5eed_c0de;

/// The key table and the from-scratch hash.
pub fn keys(_rules: &Rules) -> TokenStream {
    quote! {
        /// One key per player and cell, and one for the second player to move.
        static ZOBRIST: bb::Zobrist<CELLS> = bb::Zobrist::new(#SEED);

        /// The hash of a position, from its stones and the side to move.
        fn hash_of(stones: &[Board; 2], to_move: Side) -> u64 {
            let mut hash = 0;
            for (side, keys) in ZOBRIST.stones.iter().enumerate() {
                for cell in stones[side].ones() {
                    hash ^= keys[cell];
                }
            }
            if to_move == Side::Second {
                hash ^= ZOBRIST.second_to_move;
            }
            hash
        }
    }
}
