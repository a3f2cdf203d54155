//! Kalah with 6 pits of 4 seeds a side, declared with `#[derive(Game)]`.
//!
//! Sowing goes counter-clockwise and skips the opponent's store. A last
//! seed in the player's own store gives the player another move, so turns do
//! not alternate. A last seed in an empty pit of the player's own captures
//! it and the opposite pit. When one side's pits are empty, the other side's
//! seeds go to their owner's store, and the most seeds wins.

use crate::runtime::{MoveList, Outcome, Side, Turn};
use crate::Game;
use core::fmt;

/// Pits a side.
pub const PITS: usize = 6;
/// Seeds in each pit at the start.
pub const SEEDS: u8 = 4;
/// Pits and stores, counter-clockwise.
const SLOTS: usize = 2 * PITS + 2;

/// A Kalah position.
///
/// `slots` holds the first player's pits `a`..`f`, their store, then the
/// second player's pits `a`..`f` and their store: the order of sowing. The
/// default notation writes the fields as they are, so the start is
/// `4 4 4 4 4 4 0 4 4 4 4 4 4 0 first`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Game)]
#[game(
    start: Kalah::new,
    generate: Kalah::pits_to_sow,
    play: Kalah::sow,
    outcome: Kalah::result,
    eval: Kalah::seed_difference,
    hints: Kalah::extra_turns_first,
    move: u8,
    capacity: PITS,
    move notation: pit_letters,
    players: South, North,
)]
pub struct Kalah {
    /// A sowing changes some slots and leaves others, so each is hashed on
    /// its own.
    #[game(zobrist)]
    slots: [u8; SLOTS],
    to_move: Side,
    #[game(hash)]
    hash: u64,
}

/// The first slot of `side`'s pits.
const fn first_pit(side: Side) -> usize {
    side.index() * (PITS + 1)
}

/// The slot of `side`'s store.
const fn store(side: Side) -> usize {
    first_pit(side) + PITS
}

impl Kalah {
    /// The start: four seeds in every pit, the first player (South) to move.
    #[must_use]
    pub fn new() -> Kalah {
        let mut slots = [SEEDS; SLOTS];
        slots[store(Side::First)] = 0;
        slots[store(Side::Second)] = 0;
        Kalah::from_slots(slots, Side::First)
    }

    /// A position from its slots (see [`Kalah`]) and the side to move.
    #[must_use]
    pub fn from_slots(slots: [u8; SLOTS], to_move: Side) -> Kalah {
        let position = Kalah {
            slots,
            to_move,
            hash: 0,
        };
        Kalah {
            hash: position.hash_from_scratch(),
            ..position
        }
    }

    /// The slots: the first player's pits and store, then the second's.
    #[must_use]
    pub fn slots(&self) -> [u8; SLOTS] {
        self.slots
    }

    /// `side`'s pits, `a` first.
    #[must_use]
    pub fn pits(&self, side: Side) -> &[u8] {
        &self.slots[first_pit(side)..store(side)]
    }

    /// The seeds in `side`'s store.
    #[must_use]
    pub fn store(&self, side: Side) -> u8 {
        self.slots[store(side)]
    }

    fn pits_to_sow(&self, moves: &mut MoveList<u8, PITS>) {
        for (pit, &seeds) in self.pits(self.to_move).iter().enumerate() {
            if seeds != 0 {
                moves.push(pit as u8);
            }
        }
    }

    fn sow(&mut self, pit: u8) -> Turn {
        let me = self.to_move;
        let mut slot = first_pit(me) + usize::from(pit);
        let seeds = self.slots[slot];
        debug_assert!(seeds != 0, "pit {pit} is empty");
        self.slots[slot] = 0;
        for _ in 0..seeds {
            slot = (slot + 1) % SLOTS;
            if slot == store(me.opponent()) {
                slot = (slot + 1) % SLOTS;
            }
            self.slots[slot] += 1;
        }
        let own_pits = first_pit(me)..store(me);
        if own_pits.contains(&slot) && self.slots[slot] == 1 {
            // The pit facing pit `i` of one side is pit `PITS - 1 - i` of the other.
            let facing = 2 * PITS - slot;
            self.slots[store(me)] += 1 + self.slots[facing];
            self.slots[slot] = 0;
            self.slots[facing] = 0;
        }
        self.settle();
        if slot == store(me) {
            Turn::Again
        } else {
            Turn::Next
        }
    }

    /// When one side's pits are empty, each side banks the seeds on its side.
    fn settle(&mut self) {
        let empty = |side| self.pits(side).iter().all(|&s| s == 0);
        if empty(Side::First) || empty(Side::Second) {
            for side in [Side::First, Side::Second] {
                for pit in first_pit(side)..store(side) {
                    self.slots[store(side)] += self.slots[pit];
                    self.slots[pit] = 0;
                }
            }
        }
    }

    /// Over when a side's pits are empty: the most seeds, stores and pits
    /// together, wins.
    fn result(&self) -> Option<Outcome> {
        let empty = |side| self.pits(side).iter().all(|&s| s == 0);
        if !empty(Side::First) && !empty(Side::Second) {
            return None;
        }
        let total = |side| {
            u32::from(self.store(side)) + self.pits(side).iter().map(|&s| u32::from(s)).sum::<u32>()
        };
        Some(match total(Side::First).cmp(&total(Side::Second)) {
            core::cmp::Ordering::Greater => Outcome::Win(Side::First),
            core::cmp::Ordering::Less => Outcome::Win(Side::Second),
            core::cmp::Ordering::Equal => Outcome::Draw,
        })
    }

    /// Banked seeds count fully, seeds on one's own side a fifth.
    fn seed_difference(&self) -> i32 {
        let (me, them) = (self.to_move, self.to_move.opponent());
        let stores = i32::from(self.store(me)) - i32::from(self.store(them));
        let side = |s| self.pits(s).iter().map(|&n| i32::from(n)).sum::<i32>();
        100 * stores + 20 * (side(me) - side(them))
    }

    /// Extra turns first, then the seeds a move banks.
    fn extra_turns_first(&self, pit: u8) -> i32 {
        let me = self.to_move;
        let slot = first_pit(me) + usize::from(pit);
        let seeds = usize::from(self.slots[slot]);
        if slot + seeds == store(me) {
            1_000
        } else {
            // A sowing past the store banks one seed a lap.
            i32::from(slot + seeds > store(me))
        }
    }
}

impl Default for Kalah {
    fn default() -> Self {
        Kalah::new()
    }
}

/// Moves are pit letters `a`..`f`, counted from the mover's left.
mod pit_letters {
    use super::{Kalah, PITS};
    use crate::runtime::NotationError;
    use core::fmt;

    pub fn parse(_position: &Kalah, text: &str) -> Result<u8, NotationError> {
        match text.as_bytes() {
            [letter @ b'a'..=b'z'] if usize::from(letter - b'a') < PITS => Ok(letter - b'a'),
            _ => Err(NotationError::BadMove {
                token: text.to_string(),
                expected: "a pit letter from `a` to `f`",
            }),
        }
    }

    pub fn write(_position: &Kalah, pit: u8, out: &mut dyn fmt::Write) -> fmt::Result {
        out.write_char(char::from(b'a' + pit))
    }
}

/// The board as players see it: North's pits across the top, right to
/// left, South's along the bottom, each store at its owner's right.
impl fmt::Display for Kalah {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let row = |pits: &mut dyn Iterator<Item = &u8>| {
            pits.map(|n| format!("{n:>3}")).collect::<String>()
        };
        writeln!(f, "     {}", row(&mut self.pits(Side::Second).iter().rev()))?;
        writeln!(
            f,
            "{:>3} {} {:>3}",
            self.store(Side::Second),
            " ".repeat(3 * PITS),
            self.store(Side::First)
        )?;
        writeln!(f, "     {}", row(&mut self.pits(Side::First).iter()))?;
        writeln!(
            f,
            "     {}",
            ('a'..='f').map(|c| format!("{c:>3}")).collect::<String>()
        )
    }
}

/// Kalah's features for tuning, written by hand (a derived game has none
/// generated), each from the first player's point of view: `tempo` (+1
/// when the first player is to move), `store` (seeds in the stores) and
/// `seeds` (seeds in the pits on each side).
impl crate::runtime::tune::Features for Kalah {
    const FEATURES: usize = 3;

    fn feature_name(index: usize) -> String {
        ["tempo", "store", "seeds"][index].to_string()
    }

    fn features(&self, visit: &mut impl FnMut(usize, i32)) {
        visit(0, if self.to_move == Side::First { 1 } else { -1 });
        let stores = i32::from(self.store(Side::First)) - i32::from(self.store(Side::Second));
        visit(1, stores);
        let sown = |side| self.pits(side).iter().map(|&s| i32::from(s)).sum::<i32>();
        visit(2, sown(Side::First) - sown(Side::Second));
    }
}
