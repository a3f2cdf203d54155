//! Solved values of catalog games and of small Connect Four boards declared
//! with the DSL, against the published values in `../shared/reference/`.

mod reference;

use alphabeta::games::connect_four::ConnectFour;
use alphabeta::games::tictactoe::TicTacToe;
use alphabeta::runtime::{solve, Game, Notation, Outcome, SearchOptions, Searcher, Side, Solution};

#[test]
fn tictactoe_is_a_draw() {
    let solved = solve(&TicTacToe::start());
    assert_eq!(solved.value, Solution::Draw);
    // X takes a corner and O does not answer in the centre: X wins with
    // their third stone, five plies on, and the line of best play gets there.
    let position = TicTacToe::parse_position("a1 b1").unwrap();
    let solved = solve(&position);
    assert_eq!(solved.value, Solution::Win(5));
    let end = solved.pv.iter().fold(position, |p, &mv| p.play(mv));
    assert_eq!(
        (solved.pv.len(), end.outcome()),
        (5, Some(Outcome::Win(Side::First)))
    );
}

alphabeta::game! {
    // The Connect Four declaration with other numbers: John Tromp's small
    // boards (width x height).
    ConnectFour4x4 { board: 4 x 4, moves: drop, win: line(4), draw: full }
    ConnectFour5x4 { board: 5 x 4, moves: drop, win: line(4), draw: full }
    ConnectFour6x4 { board: 6 x 4, moves: drop, win: line(4), draw: full }
    ConnectFour7x4 { board: 7 x 4, moves: drop, win: line(4), draw: full }
    ConnectFour5x5 { board: 5 x 5, moves: drop, win: line(4), draw: full }
    ConnectFour6x5 { board: 6 x 5, moves: drop, win: line(4), draw: full }
    ConnectFour4x6 { board: 4 x 6, moves: drop, win: line(4), draw: full }
    ConnectFour5x6 { board: 5 x 6, moves: drop, win: line(4), draw: full }
    ConnectFour6x6 { board: 6 x 6, moves: drop, win: line(4), draw: full }
}

/// Tromp's symbol for a value from the first player's point of view.
fn tromp<G: Game>() -> char {
    let mut searcher = Searcher::<G>::new(SearchOptions {
        hash_mib: 64,
        ..SearchOptions::default()
    });
    match searcher.solve_weak(&G::start()).value {
        Solution::Win(_) => '+',
        Solution::Draw => '=',
        Solution::Loss(_) => '-',
        Solution::Unknown { .. } => '?',
    }
}

#[test]
fn small_connect_four_boards_match_tromp() {
    assert_eq!(tromp::<ConnectFour4x4>(), '=');
    assert_eq!(tromp::<ConnectFour5x4>(), '=');
    assert_eq!(tromp::<ConnectFour6x4>(), '-');
}

#[test]
#[ignore = "about 75 s in release: cargo test --release -- --ignored"]
fn larger_small_connect_four_boards_match_tromp() {
    assert_eq!(tromp::<ConnectFour7x4>(), '=');
    assert_eq!(tromp::<ConnectFour5x5>(), '=');
    assert_eq!(tromp::<ConnectFour6x5>(), '=');
    assert_eq!(tromp::<ConnectFour4x6>(), '=');
    assert_eq!(tromp::<ConnectFour5x6>(), '=');
    assert_eq!(tromp::<ConnectFour6x6>(), '-');
}

/// One searcher with a table large enough for a whole game: the solves
/// below share what they learn, and the mirror-symmetric key lets the
/// columns right of the centre reuse the left's results.
fn whole_game_searcher() -> Searcher<ConnectFour> {
    Searcher::new(SearchOptions {
        hash_mib: 1024,
        ..SearchOptions::default()
    })
}

#[test]
#[ignore = "solves 7 x 6 Connect Four after each first move, most of an hour: \
            cargo test --release --test catalog_solve -- --ignored first_moves"]
fn connect_four_first_moves_score_as_published() {
    let mut searcher = whole_game_searcher();
    let mut scores = Vec::new();
    for column in 1..=7 {
        let position = ConnectFour::parse_position(&column.to_string()).unwrap();
        let value = searcher.solve_value(&position, false);
        // The score of the first move is minus the score of the reply.
        scores.push(-reference::connect_four_score(position.plies(), value));
    }
    assert_eq!(scores, [-2, -1, 0, 1, 0, -1, -2]);
}

#[test]
#[ignore = "solves 7 x 6 Connect Four from the empty board, half an hour or more: \
            cargo test --release --test catalog_solve -- --ignored empty_board"]
fn connect_four_empty_board_is_a_first_player_win() {
    let value = whole_game_searcher().solve_value(&ConnectFour::start(), false);
    // The first player wins with their last stone, the 41st ply: score +1.
    assert_eq!(value, Solution::Win(41));
    assert_eq!(reference::connect_four_score(0, value), 1);
}

/// The end of Pons' benchmark set: positions 29 to 41 plies in, with their
/// exact scores.
#[test]
fn connect_four_end_easy_benchmark_scores() {
    let Some(text) = reference::read("connect4/end-easy.txt") else {
        return;
    };
    let mut searcher = Searcher::<ConnectFour>::new(SearchOptions {
        hash_mib: 16,
        ..SearchOptions::default()
    });
    for line in text.lines().take(200) {
        let (moves, score) = line.split_once(' ').unwrap();
        let position = ConnectFour::parse_position(moves).unwrap();
        let solved = searcher.solve(&position);
        assert_eq!(
            reference::connect_four_score(position.plies(), solved.value),
            score.parse::<i32>().unwrap(),
            "{moves}"
        );
    }
}
