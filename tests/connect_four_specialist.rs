//! The declared connect-four against a hand-written specialist, on positions
//! that are in no benchmark file: random games, cut 14 to 30 plies in.
//!
//! The specialist (`benches/support/specialist.rs`) shares no code with the
//! declaration or the searcher, and reproduces Pascal Pons' published node
//! counts, so agreeing with it on fresh positions checks the solver where
//! the reference sets do not reach.

#[path = "../benches/support/fresh.rs"]
mod fresh;
mod reference;
#[path = "../benches/support/specialist.rs"]
mod specialist;

use alphabeta::games::connect_four::ConnectFour;
use alphabeta::runtime::{SearchOptions, Searcher};
use fresh::{random_game, Rng};

#[test]
fn the_declared_game_solves_fresh_positions_as_the_specialist_does() {
    let mut rng = Rng(0x2026_1121);
    let mut searcher = Searcher::<ConnectFour>::new(SearchOptions {
        hash_mib: 16,
        ..SearchOptions::default()
    });
    let mut specialist = specialist::Solver::new(20);
    let mut checked = 0;
    let mut transposition_cutoffs = 0;
    while checked < 150 {
        let plies = 14 + rng.below(17);
        let Some((position, moves)) = random_game(&mut rng, plies) else {
            continue;
        };
        searcher.clear();
        let value = searcher.solve_value(&position, false);
        transposition_cutoffs += searcher.stats().transposition_cutoffs;
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
    // The largest proofs refute nodes from their children's entries, so
    // the answers above check those cutoffs too.
    assert!(transposition_cutoffs > 0);
}
