//! Kalah with `PITS` pits of `SEEDS` seeds a side, as in GAMES.md: sowing
//! counter-clockwise skips the opponent's store; a last seed in one's own
//! store moves again; a last seed in an empty own pit captures it and the
//! opposite pit; when one side's pits are empty, each side banks what is on
//! its own side, and more seeds wins. Turns do not alternate.

use super::zobrist;
use alphabeta_runtime::{Game, MoveList, Outcome, Side};

pub type MiniKalah = Kalah<3, 2>;
pub type SmallKalah = Kalah<3, 3>;

const SALT: u64 = 5;
const SIDE_KEY: u64 = zobrist(SALT, 1 << 12);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Kalah<const PITS: usize, const SEEDS: u8> {
    /// Each side's pits in sowing order, indexed by `Side::index`. Pit `i`
    /// faces the opponent's pit `PITS - 1 - i`.
    pits: [[u8; PITS]; 2],
    stores: [u8; 2],
    to_move: Side,
    outcome: Option<Outcome>,
    hash: u64,
}

impl<const PITS: usize, const SEEDS: u8> Kalah<PITS, SEEDS> {
    const FITS: () = assert!(
        PITS >= 1 && 2 * PITS * (SEEDS as usize) < 64,
        "seed counts must fit the key table"
    );

    /// The key of `count` seeds in `slot` (a pit, or `PITS` for the store).
    const fn key(side: Side, slot: usize, count: u8) -> u64 {
        zobrist(
            SALT,
            ((side.index() * (PITS + 1) + slot) << 6) + count as usize,
        )
    }

    pub fn stores(&self) -> [u8; 2] {
        self.stores
    }

    fn slot(&self, side: Side, slot: usize) -> u8 {
        if slot == PITS {
            self.stores[side.index()]
        } else {
            self.pits[side.index()][slot]
        }
    }

    /// Sets a pit or store, keeping the key up to date.
    fn set(&mut self, side: Side, slot: usize, count: u8) {
        self.hash ^= Self::key(side, slot, self.slot(side, slot)) ^ Self::key(side, slot, count);
        if slot == PITS {
            self.stores[side.index()] = count;
        } else {
            self.pits[side.index()][slot] = count;
        }
    }

    fn seeds_in_pits(&self, side: Side) -> u8 {
        self.pits[side.index()].iter().sum()
    }

    /// Ends the game if either side's pits are empty.
    fn settle(&mut self) {
        if self.seeds_in_pits(Side::First) != 0 && self.seeds_in_pits(Side::Second) != 0 {
            return;
        }
        for side in [Side::First, Side::Second] {
            let banked = self.stores[side.index()] + self.seeds_in_pits(side);
            for pit in 0..PITS {
                self.set(side, pit, 0);
            }
            self.set(side, PITS, banked);
        }
        let [first, second] = self.stores;
        self.outcome = Some(match first.cmp(&second) {
            core::cmp::Ordering::Greater => Outcome::Win(Side::First),
            core::cmp::Ordering::Less => Outcome::Win(Side::Second),
            core::cmp::Ordering::Equal => Outcome::Draw,
        });
    }
}

impl<const PITS: usize, const SEEDS: u8> Game for Kalah<PITS, SEEDS> {
    type Move = u8;
    type Moves = MoveList<u8, PITS>;

    fn start() -> Self {
        let () = Self::FITS;
        let mut position = Kalah {
            pits: [[SEEDS; PITS]; 2],
            stores: [0, 0],
            to_move: Side::First,
            outcome: None,
            hash: 0,
        };
        position.hash = position.hash_from_scratch();
        position
    }

    fn side_to_move(&self) -> Side {
        self.to_move
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    fn generate(&self, moves: &mut Self::Moves) {
        for pit in 0..PITS {
            if self.pits[self.to_move.index()][pit] != 0 {
                moves.push(pit as u8);
            }
        }
    }

    fn play(&self, pit: u8) -> Self {
        let me = self.to_move;
        let mut next = *self;
        let seeds = next.pits[me.index()][pit as usize];
        debug_assert!(seeds != 0, "pit {pit} is empty");
        next.set(me, pit as usize, 0);
        let (mut side, mut slot) = (me, pit as usize);
        for _ in 0..seeds {
            slot += 1;
            if slot == PITS && side != me {
                // The opponent's store is skipped.
                (side, slot) = (me, 0);
            } else if slot > PITS {
                (side, slot) = (side.opponent(), 0);
            }
            next.set(side, slot, next.slot(side, slot) + 1);
        }
        let extra_turn = side == me && slot == PITS;
        if side == me && slot < PITS && next.pits[me.index()][slot] == 1 {
            let facing = PITS - 1 - slot;
            let captured = 1 + next.pits[me.opponent().index()][facing];
            next.set(me, slot, 0);
            next.set(me.opponent(), facing, 0);
            next.set(me, PITS, next.stores[me.index()] + captured);
        }
        if !extra_turn {
            next.to_move = me.opponent();
            next.hash ^= SIDE_KEY;
        }
        next.settle();
        next
    }

    fn hash_key(&self) -> u64 {
        self.hash
    }

    fn hash_from_scratch(&self) -> u64 {
        let mut hash = if self.to_move == Side::Second {
            SIDE_KEY
        } else {
            0
        };
        for side in [Side::First, Side::Second] {
            for slot in 0..=PITS {
                hash ^= Self::key(side, slot, self.slot(side, slot));
            }
        }
        hash
    }

    /// Banked seeds count fully, seeds on one's own side a little.
    fn evaluate(&self) -> i32 {
        let (me, them) = (self.to_move, self.to_move.opponent());
        let stores = i32::from(self.stores[me.index()]) - i32::from(self.stores[them.index()]);
        let sides = i32::from(self.seeds_in_pits(me)) - i32::from(self.seeds_in_pits(them));
        100 * stores + 20 * sides
    }

    /// Extra turns first, then captures by size.
    fn move_priority(&self, pit: u8) -> i32 {
        let me = self.to_move;
        let next = self.play(pit);
        let gained = i32::from(next.stores[me.index()]) - i32::from(self.stores[me.index()]);
        if next.outcome.is_none() && next.to_move == me {
            100 + gained
        } else {
            10 * gained
        }
    }
}
