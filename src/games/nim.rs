//! Nim in normal play: take one or more counters from one heap; whoever
//! takes the last counter wins. The heaps are the user's: up to
//! [`MAX_HEAPS`] of up to 255 counters.
//!
//! Declared with `#[derive(Game)]`: the state is a struct of our own, the
//! rules are the methods below.

use crate::runtime::{MoveList, Outcome, PackedMove, Side};
use crate::Game;
use core::fmt;

/// The most heaps a position has.
pub const MAX_HEAPS: usize = 8;
/// The most moves a position has: every count from every heap.
const MAX_TAKES: usize = MAX_HEAPS * 255;

/// A nim position: heap sizes and the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Game)]
#[game(
    start: Nim::classic,
    generate: Nim::takes,
    play: Nim::take,
    outcome: Nim::winner,
    move: Take,
    capacity: MAX_TAKES,
    move notation: takes,
    position notation: heaps,
)]
pub struct Nim {
    /// Heap sizes; heaps from `count` on are always empty. A move changes
    /// one heap, so the hash changes one heap's key.
    #[game(zobrist)]
    heaps: [u8; MAX_HEAPS],
    /// How many heaps the position was given with.
    count: u8,
    to_move: Side,
    #[game(hash)]
    hash: u64,
}

/// A move: take `count` counters from heap `heap` (from 0). Written
/// `heap:count` with heaps counted from 1, so `2:3` takes three from the
/// second heap.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Take {
    /// The heap, from 0.
    pub heap: u8,
    /// How many counters, at least one.
    pub count: u8,
}

impl PackedMove for Take {
    fn to_bits(self) -> u32 {
        u32::from(self.heap) << 8 | u32::from(self.count)
    }

    #[allow(clippy::cast_possible_truncation)] // only bits `to_bits` made come back
    fn from_bits(bits: u32) -> Self {
        Take {
            heap: (bits >> 8) as u8,
            count: bits as u8,
        }
    }
}

impl fmt::Display for Take {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", u32::from(self.heap) + 1, self.count)
    }
}

/// Move notation: `heap:count`, the heap counted from 1.
mod takes {
    use super::{Nim, Take, MAX_HEAPS};
    use crate::runtime::NotationError;
    use core::fmt;

    pub fn parse(_position: &Nim, text: &str) -> Result<Take, NotationError> {
        let read = || {
            let (heap, count) = text.split_once(':')?;
            let (heap, count): (u8, u8) = (heap.parse().ok()?, count.parse().ok()?);
            (heap != 0 && usize::from(heap) <= MAX_HEAPS && count != 0).then_some(Take {
                heap: heap - 1,
                count,
            })
        };
        read().ok_or_else(|| NotationError::BadMove {
            token: text.to_string(),
            expected: "a heap and a count, such as `2:3` (three from the second heap)",
        })
    }

    pub fn write(_position: &Nim, mv: Take, out: &mut dyn fmt::Write) -> fmt::Result {
        write!(out, "{mv}")
    }
}

impl Nim {
    /// The position with these heaps, the first player to move.
    ///
    /// # Panics
    ///
    /// With more than [`MAX_HEAPS`] heaps.
    #[must_use]
    pub fn new(heaps: &[u8]) -> Nim {
        assert!(
            heaps.len() <= MAX_HEAPS,
            "nim has at most {MAX_HEAPS} heaps"
        );
        let mut sizes = [0; MAX_HEAPS];
        sizes[..heaps.len()].copy_from_slice(heaps);
        let position = Nim {
            heaps: sizes,
            count: heaps.len() as u8,
            to_move: Side::First,
            hash: 0,
        };
        Nim {
            hash: position.hash_from_scratch(),
            ..position
        }
    }

    /// The classic start: heaps of 3, 4 and 5.
    fn classic() -> Nim {
        Nim::new(&[3, 4, 5])
    }

    /// The heaps, as many as the position was given with.
    #[must_use]
    pub fn heaps(&self) -> &[u8] {
        &self.heaps[..usize::from(self.count)]
    }

    /// Every count from every heap, larger takes first.
    fn takes(&self, moves: &mut MoveList<Take, MAX_TAKES>) {
        for (heap, &size) in self.heaps().iter().enumerate() {
            for count in (1..=size).rev() {
                moves.push(Take {
                    heap: heap as u8,
                    count,
                });
            }
        }
    }

    fn take(&mut self, mv: Take) {
        self.heaps[usize::from(mv.heap)] -= mv.count;
    }

    /// Normal play: whoever took the last counter, the player who just moved, won.
    fn winner(&self) -> Option<Outcome> {
        (self.heaps == [0; MAX_HEAPS]).then_some(Outcome::Win(self.to_move.opponent()))
    }
}

/// Position notation: the heap sizes separated by spaces, `3 4 5`; the
/// first player is to move.
mod heaps {
    use super::{Nim, MAX_HEAPS};
    use crate::runtime::NotationError;
    use core::fmt;

    pub fn parse(text: &str) -> Result<Nim, NotationError> {
        let bad = |reason: String| NotationError::BadPosition {
            token: text.to_string(),
            reason,
        };
        let mut heaps = Vec::new();
        for word in text.split_whitespace() {
            let size: u8 = word
                .parse()
                .map_err(|_| bad(format!("`{word}` is not a heap size from 0 to 255")))?;
            heaps.push(size);
        }
        if heaps.is_empty() || heaps.len() > MAX_HEAPS {
            return Err(bad(format!(
                "nim has from 1 to {MAX_HEAPS} heaps, given as sizes such as `3 4 5`"
            )));
        }
        Ok(Nim::new(&heaps))
    }

    pub fn write(nim: &Nim, out: &mut dyn fmt::Write) -> fmt::Result {
        for (i, size) in nim.heaps().iter().enumerate() {
            if i > 0 {
                out.write_char(' ')?;
            }
            write!(out, "{size}")?;
        }
        Ok(())
    }
}

impl fmt::Display for Nim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, &size) in self.heaps().iter().enumerate() {
            writeln!(f, "{:>2}: {}", i + 1, "|".repeat(usize::from(size)))?;
        }
        Ok(())
    }
}

/// Nim's one feature for tuning, written by hand (a derived game has none
/// generated): `tempo`, +1 when the first player is to move. Nim is solved
/// by the heaps' exclusive or, which no weighted sum of counts expresses.
impl crate::runtime::tune::Features for Nim {
    const FEATURES: usize = 1;

    fn feature_name(index: usize) -> String {
        ["tempo"][index].to_string()
    }

    fn features(&self, visit: &mut impl FnMut(usize, i32)) {
        visit(0, if self.to_move == Side::First { 1 } else { -1 });
    }
}
