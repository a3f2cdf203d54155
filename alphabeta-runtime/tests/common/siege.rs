//! Siege: a game that only repetition can save, for testing repetition draws.
//!
//! The first player (the besieger) needs to enter twice through a door. The
//! second player (the defender) may hold the door as it is or toggle it open
//! or shut. The besieger may enter while the door is open, or wait. Entering
//! twice wins; nothing else ends the game.
//!
//! Whatever the defender does, the door is shut after at most one entry, and
//! from then on the defender holds it shut while the besieger waits: the same
//! position recurs every two plies for ever. Under the repetition rule
//! (`Siege<true>`) that is a draw. Without it (`Siege<false>`) the game never
//! ends, and a depth-limited search sees the besieger one entry up: +1.00.
//!
//! The second parameter picks the rule's end: [`DRAWN`] (the default), a
//! win for the defender ([`DEFENDER_WINS`]), or a draw where perpetual check
//! loses, the defender counting as in check whenever it is to move before
//! the shut door ([`PERPETUAL`]): a besieger who waits for ever then
//! "checks" with every move.
//!
//! The key covers the entries, the door and the side to move; the count of
//! plies since the last entry ([`Game::reversible_plies`]) is not part of
//! the position, as chess's move counters are not.

use super::zobrist;
use alphabeta_runtime::repetition::with_check;
use alphabeta_runtime::{Game, MoveList, Outcome, Repetition, RepetitionEnd, Side};

/// A repetition draws.
pub const DRAWN: u8 = 0;
/// A repetition is the defender's win.
pub const DEFENDER_WINS: u8 = 1;
/// A repetition draws, and perpetual check loses.
pub const PERPETUAL: u8 = 2;

/// The besieger enters through the open door.
pub const ENTER: u8 = 0;
/// The besieger waits.
pub const WAIT: u8 = 1;
/// The defender leaves the door as it is.
pub const HOLD: u8 = 2;
/// The defender opens or shuts the door.
pub const TOGGLE: u8 = 3;

/// Entries that win.
const ENTRIES_TO_WIN: u8 = 2;
/// What one entry is worth to the besieger, in centi-units.
const ENTRY_WORTH: i32 = 100;

const SALT: u64 = 11;
const SIDE_KEY: u64 = zobrist(SALT, 0);
const SHUT_KEY: u64 = zobrist(SALT, 1);

const fn entries_key(entries: u8) -> u64 {
    zobrist(SALT, 2 + entries as usize)
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Siege<const RULE: bool, const END: u8 = DRAWN> {
    entries: u8,
    shut: bool,
    to_move: Side,
    since_entry: u32,
    hash: u64,
}

impl<const RULE: bool, const END: u8> Siege<RULE, END> {
    /// The position with `entries` made, the door `shut` or open, `to_move`
    /// to move, `since_entry` plies after the last entry.
    pub fn new(entries: u8, shut: bool, to_move: Side, since_entry: u32) -> Self {
        let mut position = Siege {
            entries,
            shut,
            to_move,
            since_entry,
            hash: 0,
        };
        position.hash = position.hash_from_scratch();
        position
    }
}

impl<const RULE: bool, const END: u8> Game for Siege<RULE, END> {
    type Move = u8;
    type Moves = MoveList<u8, 2>;

    const REPETITION_DRAWS: bool = RULE;
    const REPETITION: Repetition = Repetition {
        occurrences: 3,
        end: if END == DEFENDER_WINS {
            RepetitionEnd::Win(Side::Second)
        } else {
            RepetitionEnd::Draw
        },
        perpetual_check_loses: END == PERPETUAL,
        positional: false,
    };

    fn repetition_key(&self) -> u64 {
        if END == PERPETUAL {
            with_check(self.hash, self.to_move == Side::Second && self.shut)
        } else {
            self.hash
        }
    }

    fn start() -> Self {
        Siege::new(0, false, Side::First, 0)
    }

    fn side_to_move(&self) -> Side {
        self.to_move
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.entries >= ENTRIES_TO_WIN).then_some(Outcome::Win(Side::First))
    }

    fn generate(&self, moves: &mut Self::Moves) {
        match self.to_move {
            Side::First => {
                if !self.shut {
                    moves.push(ENTER);
                }
                moves.push(WAIT);
            }
            Side::Second => {
                moves.push(HOLD);
                moves.push(TOGGLE);
            }
        }
    }

    fn play(&self, mv: u8) -> Self {
        let mut next = *self;
        next.to_move = self.to_move.opponent();
        next.hash ^= SIDE_KEY;
        next.since_entry = self.since_entry.saturating_add(1);
        match mv {
            ENTER => {
                debug_assert!(!self.shut, "entering through a shut door");
                next.entries += 1;
                next.since_entry = 0;
                next.hash ^= entries_key(self.entries) ^ entries_key(next.entries);
            }
            TOGGLE => {
                next.shut = !self.shut;
                next.hash ^= SHUT_KEY;
            }
            _ => {}
        }
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
        let shut = if self.shut { SHUT_KEY } else { 0 };
        entries_key(self.entries) ^ side ^ shut
    }

    fn evaluate(&self) -> i32 {
        let besieger = ENTRY_WORTH * i32::from(self.entries);
        match self.to_move {
            Side::First => besieger,
            Side::Second => -besieger,
        }
    }

    fn reversible_plies(&self) -> u32 {
        self.since_entry
    }
}
