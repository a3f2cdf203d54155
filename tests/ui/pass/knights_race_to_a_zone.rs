// A game of one's own with pieces: knights (the Betza atom `N`) race to a
// declared zone, `zone Goal: last row`, each to the far row of its own
// side, and capturing every enemy knight wins too.
use alphabeta::runtime::{perft, Game, Notation, Outcome, Side};

alphabeta::game! {
    pub KnightRace {
        board: 8 x 8,
        players: White, Black,
        piece Knight: N,
        zone Goal: last row,
        setup: first Knight on b1 g1, second Knight on b8 g8,
        win: reach(Goal), captured all,
    }
}

fn main() {
    let start = KnightRace::start();
    // Each knight has three moves from b1 and g1: a3 c3 d2, f3 h3 e2.
    assert_eq!(perft(&start, 1), 6);
    assert_eq!(start.piece(1, 0), Some((Side::First, 'K')));
    // White's knight reaches row 8 on its fourth move.
    let mut position = start;
    for mv in ["b1c3", "b8a6", "c3d5", "a6b4", "d5e7", "b4a2"] {
        position = position.play(KnightRace::parse_move(&position, mv).unwrap());
    }
    assert_eq!(position.outcome(), None);
    let won = position.play(KnightRace::parse_move(&position, "e7c8").unwrap());
    assert_eq!(won.outcome(), Some(Outcome::Win(Side::First)));
}
