//! Promotion at once (`promote King at last row at once`): a piece is
//! crowned on any landing in its zone, also in the middle of a chain of
//! jumps, and the chain goes on with the jumps of the kind it became (the
//! man of Russian draughts that reaches the last row during a capture goes
//! on capturing as a king). Such a game plays its captures as turns of
//! single jumps ([`super::taking`]), since the kind of the capturing piece
//! changes on the way.

use super::pieces::Kind;

impl Kind {
    /// Whether the kind is crowned at once, during a chain of jumps too.
    pub fn crowned_at_once(&self) -> bool {
        self.promote.as_ref().is_some_and(|p| p.at_once) && !self.jumps.is_empty() && self.chain
    }

    /// The kind a piece crowned at once becomes: the checker admits `at
    /// once` only with one kind, the same for both players.
    pub fn crowned_as(&self) -> Option<usize> {
        if !self.crowned_at_once() {
            return None;
        }
        self.promote.as_ref()?.kinds().next()
    }
}
