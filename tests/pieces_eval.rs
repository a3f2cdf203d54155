//! The evaluation, hints and noisy moves that `game!` derives for games
//! whose pieces move: material and mobility, wins then captures (the most
//! valuable victim first), and captures for quiescence.

use alphabeta::games::breakthrough::Breakthrough;
use alphabeta::games::checkers::Checkers;
use alphabeta::games::othello::Othello;
use alphabeta::runtime::notation::{legal_moves, move_to_string};
use alphabeta::runtime::tune::Features;
use alphabeta::runtime::{score, Game, Limits, Notation, SearchOptions, Searcher};

/// The legal moves of `position`, best hint first, as text.
fn by_hint<G: Notation>(position: &G) -> Vec<String> {
    let mut moves = legal_moves(position);
    moves.sort_by_key(|&mv| -position.move_priority(mv));
    moves
        .into_iter()
        .map(|mv| move_to_string(position, mv))
        .collect()
}

#[test]
fn hints_put_wins_then_captures_first() {
    // White reaches the far row with a7a8 or a7b8, and can capture on c6.
    let position = Breakthrough::parse_position("8/P7/2p5/1P6/8/8/7p/8 w").unwrap();
    let hints = by_hint(&position);
    assert_eq!(&hints[..3], ["a7a8", "a7b8", "b5c6"], "{hints:?}");
}

#[test]
fn hints_take_the_most_valuable_victim_first() {
    // Black's man on 18 can take the man on 22 or the king on 23.
    let position = Checkers::parse_position("B:W22,K23,32:B18,1").unwrap();
    let hints = by_hint(&position);
    assert_eq!(hints.len(), 2, "{hints:?}");
    assert_eq!(hints[0], "18x27", "{hints:?}");
}

#[test]
fn captures_are_the_noisy_moves() {
    let position = Breakthrough::parse_position("8/8/8/8/8/1p5p/P7/8 w").unwrap();
    let mut noisy = <Breakthrough as Game>::Moves::default();
    position.generate_noisy(&mut noisy);
    let noisy: Vec<String> = noisy
        .as_slice()
        .iter()
        .map(|&mv| move_to_string(&position, mv))
        .collect();
    assert_eq!(noisy, ["a2b3"]);
    for mv in legal_moves(&position) {
        assert_eq!(
            position.is_noisy(mv),
            move_to_string(&position, mv) == "a2b3"
        );
    }
    // Flips are not captures: othello has no noisy moves.
    let start = Othello::start();
    assert!(legal_moves(&start).iter().all(|&mv| !start.is_noisy(mv)));
}

#[test]
fn evaluation_counts_material_and_mobility() {
    // The untuned evaluation is level at a start the same for both sides
    // (the tuned one both games ship adds the tempo's weight).
    assert_eq!(Breakthrough::start().untuned(), 0);
    assert_eq!(Checkers::start().untuned(), 0);
    // A king up for the side to move.
    let ahead = Checkers::parse_position("B:W32:BK1,5").unwrap();
    assert!(ahead.evaluate() > 100, "{}", ahead.evaluate());
    let behind = Checkers::parse_position("W:W32:BK1,5").unwrap();
    assert!(behind.evaluate() < -100, "{}", behind.evaluate());
    assert!(ahead.evaluate().abs() <= score::EVAL_LIMIT);
}

#[test]
fn search_finds_the_breakthrough() {
    // White's pawn on b6 runs home in two moves; Black cannot stop it.
    let position = Breakthrough::parse_position("7p/8/1P6/8/8/8/8/8 w").unwrap();
    let mut searcher = Searcher::new(SearchOptions::default());
    let result = searcher.search(&position, &Limits::depth(4));
    assert!(score::is_decisive(result.score) && result.score > 0);
    let best = result.best_move.map(|mv| move_to_string(&position, mv));
    assert!(
        best.as_deref().is_some_and(|m| m.starts_with("b6")),
        "{best:?}"
    );
}

#[test]
fn othello_hints_leave_the_opponent_few_replies() {
    let position = Othello::parse_position("f5 d6 c3 d3 c4").unwrap();
    let best = by_hint(&position);
    let replies = |text: &str| {
        let child = position.play(Othello::parse_move(&position, text).unwrap());
        legal_moves(&child).len()
    };
    let fewest = legal_moves(&position)
        .into_iter()
        .map(|mv| replies(&move_to_string(&position, mv)))
        .min();
    assert_eq!(Some(replies(&best[0])), fewest, "{best:?}");
}
