//! The declared connect-four against a hand-written specialist, on positions
//! that are in no benchmark file: random games, cut 14 to 30 plies in.
//!
//! The specialist (`benches/support/specialist.rs`) shares no code with the
//! declaration or the searcher, and reproduces Pascal Pons' published node
//! counts, so agreeing with it on fresh positions checks the solver where
//! the reference sets do not reach.

mod reference;
#[path = "../benches/support/specialist.rs"]
mod specialist;

use alphabeta::games::connect_four::ConnectFour;
use alphabeta::runtime::{Game, SearchOptions, Searcher};

/// A small deterministic generator, so failures reproduce.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
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
fn random_game(rng: &mut Rng, plies: u64) -> Option<(ConnectFour, String)> {
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

#[test]
fn the_declared_game_solves_fresh_positions_as_the_specialist_does() {
    let mut rng = Rng(0x2026_1121);
    let mut searcher = Searcher::<ConnectFour>::new(SearchOptions {
        hash_mib: 16,
        ..SearchOptions::default()
    });
    let mut specialist = specialist::Solver::new(20);
    let mut checked = 0;
    while checked < 150 {
        let plies = 14 + rng.below(17);
        let Some((position, moves)) = random_game(&mut rng, plies) else {
            continue;
        };
        searcher.clear();
        let value = searcher.solve_value(&position, false);
        let theirs = specialist::Position::from_moves(&moves).expect("a legal game");
        specialist.reset();
        let expected = specialist.solve(&theirs);
        assert_eq!(
            reference::connect_four_score(plies as u32, value),
            expected,
            "{moves}: alphabeta says {value}"
        );
        checked += 1;
    }
}
