//! Fresh Connect Four positions: random games from a seed, so that a set
//! no setting was tuned on is the same in every run.

use alphabeta::games::connect_four::ConnectFour;
use alphabeta::runtime::Game;

/// A small deterministic generator (a 64-bit LCG), so failures reproduce.
pub struct Rng(pub u64);

impl Rng {
    /// A number in `0..n`.
    pub fn below(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 33) % n
    }
}

/// A random game of `plies` columns (`1`..=`7`) that has not ended and in
/// which the side to move cannot win at once (the specialist, like Pons',
/// answers that case before searching), or `None` if this one went wrong.
pub fn random_game(rng: &mut Rng, plies: u64) -> Option<(ConnectFour, String)> {
    let mut position = ConnectFour::start();
    let mut moves = String::new();
    for _ in 0..plies {
        let mut legal = <ConnectFour as Game>::Moves::default();
        position.generate(&mut legal);
        let legal = legal.as_slice();
        let mv = legal[rng.below(legal.len() as u64) as usize];
        let (col, _) = ConnectFour::move_cell(mv);
        moves.push(char::from(b'1' + col as u8));
        position = position.play(mv);
        if position.outcome().is_some() {
            return None;
        }
    }
    position
        .winning_move()
        .is_none()
        .then_some((position, moves))
}

/// `count` random games from `seed`, each cut `min_plies..=max_plies` in,
/// as move strings.
#[allow(dead_code)] // not every crate that includes this module uses it
pub fn random_games(seed: u64, count: usize, min_plies: u64, max_plies: u64) -> Vec<String> {
    let mut rng = Rng(seed);
    let mut games = Vec::with_capacity(count);
    while games.len() < count {
        let plies = min_plies + rng.below(max_plies - min_plies + 1);
        if let Some((_, moves)) = random_game(&mut rng, plies) {
            games.push(moves);
        }
    }
    games
}
