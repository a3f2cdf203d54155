//! Perft of every catalog game against the published counts in
//! `../shared/reference/perft.csv` (leaves at exactly depth d; a game that
//! ended sooner counts zero), and the complete-game totals of tic-tac-toe.

use alphabeta::games::connect_four::ConnectFour;
use alphabeta::games::gomoku::Gomoku;
use alphabeta::games::hex::{Hex, Hex9};
use alphabeta::games::tictactoe::TicTacToe;
use alphabeta::runtime::{perft, Game, MoveBuffer, Outcome, Side};

fn check<G: Game>(counts: &[u64]) {
    for (i, &count) in counts.iter().enumerate() {
        let depth = i as u32 + 1;
        assert_eq!(perft(&G::start(), depth), count, "perft({depth})");
    }
}

#[test]
fn tictactoe_perft_to_depth_9() {
    check::<TicTacToe>(&[9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872]);
}

/// Every complete game, by how it ended: (first wins, second wins, draws).
fn complete_games<G: Game>(position: &G) -> (u64, u64, u64) {
    match position.outcome() {
        Some(Outcome::Win(Side::First)) => return (1, 0, 0),
        Some(Outcome::Win(Side::Second)) => return (0, 1, 0),
        Some(Outcome::Draw) => return (0, 0, 1),
        None => {}
    }
    let mut moves = G::Moves::default();
    position.generate(&mut moves);
    moves.as_slice().iter().fold((0, 0, 0), |acc, &mv| {
        let (a, b, c) = complete_games(&position.play(mv));
        (acc.0 + a, acc.1 + b, acc.2 + c)
    })
}

#[test]
fn tictactoe_has_255168_games() {
    let (x, o, draws) = complete_games(&TicTacToe::start());
    assert_eq!((x, o, draws), (131_184, 77_904, 46_080));
    assert_eq!(x + o + draws, 255_168);
}

#[test]
fn connect_four_perft_to_depth_8() {
    check::<ConnectFour>(&[7, 49, 343, 2401, 16807, 117649, 823536, 5673234]);
}

#[test]
#[ignore = "slow without --release: cargo test --release -- --ignored"]
fn connect_four_perft_depths_9_and_10() {
    assert_eq!(perft(&ConnectFour::start(), 9), 39_394_572);
    assert_eq!(perft(&ConnectFour::start(), 10), 268_031_646);
}

alphabeta::game! {
    /// Connect Four on 4 x 3, to count every complete game.
    ConnectFour4x3 { board: 4 x 3, moves: drop, win: line(4), draw: full }
}

#[test]
fn connect_four_4x3_has_356232_games() {
    let (a, b, c) = complete_games(&ConnectFour4x3::start());
    assert_eq!(a + b + c, 356_232);
}

#[test]
fn gomoku_perft_to_depth_3() {
    check::<Gomoku>(&[225, 50400, 11239200]);
}

#[test]
fn hex_9x9_perft_to_depth_4() {
    check::<Hex9>(&[81, 6480, 511920, 39929760]);
}

#[test]
fn hex_11x11_perft_to_depth_3() {
    // No game can end this early: the count is 121 * 120 * 119.
    check::<Hex>(&[121, 14520, 1727880]);
}

alphabeta::game! {
    /// Hex on 2 x 2, where games end within the depth of the published counts.
    Hex2 { board: hex 2 x 2, moves: place, win: connect(first: top-bottom, second: left-right) }
}

#[test]
fn hex_2x2_perft_counts_ended_games_as_zero() {
    check::<Hex2>(&[4, 12, 24, 12, 0]);
}
