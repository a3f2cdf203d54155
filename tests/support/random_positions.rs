//! Positions along seeded random games, for the tests that walk every
//! catalog game (`#[path]`-included by each).

use alphabeta::runtime::notation::legal_moves;
use alphabeta::runtime::Game;

/// A small deterministic generator, so failures reproduce.
pub struct Rng(pub u64);

impl Rng {
    /// A number below `n`.
    pub fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) as usize) % n
    }
}

/// Positions along random games from the start, up to `max_plies` deep.
pub fn random_positions<G: Game>(seed: u64, games: usize, max_plies: usize) -> Vec<G> {
    let mut rng = Rng(seed);
    let mut out = Vec::new();
    for _ in 0..games {
        let mut position = G::start();
        for _ in 0..max_plies {
            out.push(position);
            let moves = legal_moves(&position);
            if moves.is_empty() {
                break;
            }
            position = position.play(moves[rng.below(moves.len())]);
        }
        out.push(position);
    }
    out
}
