//! Repetition draws: a position that recurs on the search path, or repeats
//! one of the game's history, scores as a draw when the game says so.

mod common;

use alphabeta_runtime::{score, Game, Limits, SearchOptions, Searcher, Side, Solution};
use common::siege::{Siege, DEFENDER_WINS, HOLD, PERPETUAL, WAIT};

/// The besieger, one entry up, to move before the shut door.
fn waiting<const RULE: bool>(since_entry: u32) -> Siege<RULE> {
    Siege::new(1, true, Side::First, since_entry)
}

/// The defender, to move, with the door shut and the besieger one entry up.
fn holding<const RULE: bool>(since_entry: u32) -> Siege<RULE> {
    Siege::new(1, true, Side::Second, since_entry)
}

#[test]
fn without_the_rule_the_besieger_stays_ahead() {
    let mut searcher = Searcher::<Siege<false>>::new(SearchOptions::default());
    let result = searcher.search(&Siege::start(), &Limits::depth(8));
    assert_eq!(result.score, 100);
}

#[test]
fn with_the_rule_the_defender_forces_a_repetition() {
    let mut searcher = Searcher::<Siege<true>>::new(SearchOptions::default());
    let result = searcher.search(&Siege::start(), &Limits::depth(8));
    assert_eq!(result.score, 0);
    assert!(
        result.best_move.is_some(),
        "the root is searched, never cut"
    );
    assert_eq!(searcher.solve(&Siege::start()).value, Solution::Draw);
    // Toggling the door instead lets the besieger in: the defender holds.
    let solved = searcher.solve(&holding(1));
    assert_eq!(
        (solved.value, solved.best_move),
        (Solution::Draw, Some(HOLD))
    );
}

#[test]
fn the_history_makes_an_earlier_position_repeat() {
    // One ply deep, the defender sees no repetition on the path: either
    // reply leaves the besieger one entry up.
    let root = holding::<true>(3);
    let mut searcher = Searcher::<Siege<true>>::new(SearchOptions::default());
    assert_eq!(searcher.search(&root, &Limits::depth(1)).score, -100);
    // But the besieger was to move before the shut door one ply ago: holding
    // repeats that position.
    searcher.set_history(&[
        Siege::<true>::start().hash_key(),
        waiting::<true>(2).hash_key(),
    ]);
    assert_eq!(searcher.history().len(), 2);
    let result = searcher.search(&root, &Limits::depth(1));
    assert_eq!((result.score, result.best_move), (0, Some(HOLD)));
    // The history persists until cleared.
    assert_eq!(searcher.search(&root, &Limits::depth(1)).score, 0);
    searcher.clear();
    assert!(searcher.history().is_empty());
    assert_eq!(searcher.search(&root, &Limits::depth(1)).score, -100);
}

/// The root of [`the_history_makes_an_earlier_position_repeat`] under rule
/// `END`, searched one ply deep with that history.
fn hold_or_toggle<const END: u8>() -> (i32, Option<u8>) {
    let root = Siege::<true, END>::new(1, true, Side::Second, 3);
    let mut searcher = Searcher::<Siege<true, END>>::new(SearchOptions::default());
    searcher.set_history(&[
        Siege::<true, END>::start().repetition_key(),
        Siege::<true, END>::new(1, true, Side::First, 2).repetition_key(),
    ]);
    let result = searcher.search(&root, &Limits::depth(1));
    (result.score, result.best_move)
}

#[test]
fn a_repetition_scores_as_the_rule_says() {
    // Holding repeats the besieger's position of one ply ago: the
    // defender's win under that rule.
    assert_eq!(
        hold_or_toggle::<DEFENDER_WINS>(),
        (score::win_in(1), Some(HOLD))
    );
    // Where perpetual check loses, the defender, in "check" before the shut
    // door at each of its turns, was checked by every move of the cycle.
    assert_eq!(
        hold_or_toggle::<PERPETUAL>(),
        (score::win_in(1), Some(HOLD))
    );
}

#[test]
fn a_repetition_for_the_other_side_is_a_loss() {
    // The besieger to move before the shut door, where waiting (its only
    // move) repeats: a loss for it where the defender wins repetitions.
    let root = Siege::<true, DEFENDER_WINS>::new(1, true, Side::First, 4);
    let mut searcher = Searcher::<Siege<true, DEFENDER_WINS>>::new(SearchOptions::default());
    searcher.set_history(&[
        root.repetition_key(),
        Siege::<true, DEFENDER_WINS>::new(1, true, Side::Second, 3).repetition_key(),
    ]);
    let result = searcher.search(&root, &Limits::depth(1));
    assert_eq!(
        (result.score, result.best_move),
        (score::loss_in(1), Some(WAIT))
    );
}

#[test]
fn the_history_is_read_no_farther_back_than_the_last_irreversible_move() {
    // The same history, but the besieger has just entered: its position
    // before the entry cannot recur.
    let root = holding::<true>(0);
    let mut searcher = Searcher::<Siege<true>>::new(SearchOptions::default());
    searcher.set_history(&[waiting::<true>(2).hash_key()]);
    assert_eq!(searcher.search(&root, &Limits::depth(1)).score, -100);
}

#[test]
fn a_game_without_the_rule_ignores_the_history() {
    let root = holding::<false>(3);
    let mut searcher = Searcher::<Siege<false>>::new(SearchOptions::default());
    searcher.set_history(&[waiting::<false>(2).hash_key()]);
    assert_eq!(searcher.search(&root, &Limits::depth(1)).score, -100);
}

#[test]
fn the_root_itself_is_never_a_repetition() {
    // The root repeats the history's position two plies back, yet it is
    // searched and names a move; the repetition comes one ply below it.
    let root = waiting::<true>(4);
    let mut searcher = Searcher::<Siege<true>>::new(SearchOptions::default());
    searcher.set_history(&[root.hash_key(), holding::<true>(3).hash_key()]);
    let result = searcher.search(&root, &Limits::depth(3));
    assert_eq!((result.score, result.best_move), (0, Some(WAIT)));
}

#[test]
fn only_the_most_recent_history_is_kept() {
    let mut searcher = Searcher::<Siege<true>>::new(SearchOptions::default());
    let keys: Vec<u64> = (0..5000).collect();
    searcher.set_history(&keys);
    let kept = searcher.history();
    assert_eq!(kept.len(), alphabeta_runtime::params::MAX_HISTORY);
    assert_eq!(kept.last(), Some(&4999));
}
