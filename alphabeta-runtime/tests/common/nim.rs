//! Nim in normal play: take one or more counters from one heap; whoever
//! takes the last counter wins. Up to [`MAX_HEAPS`] heaps of up to
//! [`MAX_HEAP`] counters. A move packs as `heap << 8 | taken`.

use super::zobrist;
use alphabeta_runtime::{Game, MoveList, Outcome, Side};

pub const MAX_HEAPS: usize = 4;
pub const MAX_HEAP: u8 = 15;

const SALT: u64 = 7;
const SIDE_KEY: u64 = zobrist(SALT, 1 << 10);

/// The key of `heap` holding `count` counters.
const fn heap_key(heap: usize, count: u8) -> u64 {
    zobrist(SALT, heap * 16 + count as usize)
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Nim {
    heaps: [u8; MAX_HEAPS],
    to_move: Side,
    hash: u64,
}

impl Nim {
    /// The position with these heaps (missing heaps are empty), first player
    /// to move.
    pub fn new(heaps: &[u8]) -> Nim {
        assert!(heaps.len() <= MAX_HEAPS && heaps.iter().all(|&h| h <= MAX_HEAP));
        let mut position = Nim {
            heaps: [0; MAX_HEAPS],
            to_move: Side::First,
            hash: 0,
        };
        position.heaps[..heaps.len()].copy_from_slice(heaps);
        position.hash = position.hash_from_scratch();
        position
    }

    pub fn nim_sum(&self) -> u8 {
        self.heaps.iter().fold(0, |x, &h| x ^ h)
    }
}

pub fn take(heap: usize, count: u8) -> u16 {
    (heap as u16) << 8 | u16::from(count)
}

impl Game for Nim {
    type Move = u16;
    type Moves = MoveList<u16, { MAX_HEAPS * MAX_HEAP as usize }>;

    fn start() -> Self {
        Nim::new(&[3, 4, 5])
    }

    fn side_to_move(&self) -> Side {
        self.to_move
    }

    fn outcome(&self) -> Option<Outcome> {
        // The player who just moved took the last counter.
        (self.heaps == [0; MAX_HEAPS]).then(|| Outcome::Win(self.to_move.opponent()))
    }

    fn generate(&self, moves: &mut Self::Moves) {
        for (heap, &size) in self.heaps.iter().enumerate() {
            for count in 1..=size {
                moves.push(take(heap, count));
            }
        }
    }

    fn play(&self, mv: u16) -> Self {
        let (heap, count) = (usize::from(mv >> 8), (mv & 0xFF) as u8);
        let mut next = *self;
        let before = next.heaps[heap];
        debug_assert!(
            (1..=before).contains(&count),
            "cannot take {count} from {before}"
        );
        next.heaps[heap] = before - count;
        next.to_move = self.to_move.opponent();
        next.hash ^= heap_key(heap, before) ^ heap_key(heap, before - count) ^ SIDE_KEY;
        next
    }

    fn hash_key(&self) -> u64 {
        self.hash
    }

    fn hash_from_scratch(&self) -> u64 {
        let side = if self.to_move == Side::Second {
            SIDE_KEY
        } else {
            0
        };
        self.heaps
            .iter()
            .enumerate()
            .fold(side, |hash, (heap, &count)| hash ^ heap_key(heap, count))
    }

    /// Mildly optimistic when the nim-sum is non-zero: a heuristic that is
    /// right in sign, so ordering and pruning have something to work with.
    fn evaluate(&self) -> i32 {
        if self.nim_sum() == 0 {
            -50
        } else {
            50
        }
    }

    /// Moves to a zero nim-sum first, then larger takes.
    fn move_priority(&self, mv: u16) -> i32 {
        let count = i32::from(mv & 0xFF);
        if self.play(mv).nim_sum() == 0 {
            100 + count
        } else {
            count
        }
    }

    fn max_remaining_plies(&self) -> Option<u32> {
        Some(self.heaps.iter().map(|&h| u32::from(h)).sum())
    }
}
