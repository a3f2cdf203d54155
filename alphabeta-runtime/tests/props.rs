//! Properties of the games and of perft along random move sequences: the
//! incremental hash equals the hash from scratch, `play` leaves its position
//! alone, distinct positions have distinct keys, and bulk counting changes
//! no perft count.

mod common;

use alphabeta_runtime::{perft_with, Game, MoveBuffer, PerftOptions};
use common::connect4::{Small4x4, Small5x4, Standard};
use common::kalah::{MiniKalah, SmallKalah};
use common::moves_of;
use common::nim::{Nim, MAX_HEAP, MAX_HEAPS};
use common::othello::Othello4;
use common::tictactoe::TicTacToe;
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

/// Follows `choices` (each picks a legal move by index) from `start`, checking
/// every legal move of every position on the way, and returns the positions
/// visited.
fn walk<G: Game + PartialEq>(start: G, choices: &[usize]) -> Result<Vec<G>, TestCaseError> {
    let mut position = start;
    prop_assert_eq!(
        position.hash_key(),
        position.hash_from_scratch(),
        "{:?}",
        position
    );
    let mut visited = vec![position];
    for &choice in choices {
        let moves = moves_of(&position);
        let moves = moves.as_slice();
        if moves.is_empty() {
            break;
        }
        let before = position;
        for &mv in moves {
            let child = position.play(mv);
            prop_assert_eq!(position, before, "play({:?}) changed its position", mv);
            prop_assert_eq!(
                child.hash_key(),
                child.hash_from_scratch(),
                "after {:?}: {:?}",
                mv,
                child
            );
            prop_assert!(child != position, "{:?} changed nothing", mv);
        }
        position = position.play(moves[choice % moves.len()]);
        visited.push(position);
    }
    Ok(visited)
}

/// Equal positions have equal keys and, in a small sample, distinct ones
/// distinct keys.
fn keys_tell_positions_apart<G: Game + PartialEq>(positions: &[G]) -> Result<(), TestCaseError> {
    for (i, a) in positions.iter().enumerate() {
        for b in &positions[..i] {
            prop_assert_eq!(a == b, a.hash_key() == b.hash_key(), "{:?} and {:?}", a, b);
        }
    }
    Ok(())
}

/// Bulk counting changes no count, whichever way ended games count.
fn bulk_counting_agrees<G: Game>(position: &G) -> Result<(), TestCaseError> {
    for count_ended in [false, true] {
        for depth in 1..=4 {
            let bulk = perft_with(
                position,
                depth,
                PerftOptions {
                    bulk: true,
                    count_ended,
                },
            );
            let one_by_one = perft_with(
                position,
                depth,
                PerftOptions {
                    bulk: false,
                    count_ended,
                },
            );
            prop_assert_eq!(
                bulk,
                one_by_one,
                "depth {} count_ended {} at {:?}",
                depth,
                count_ended,
                position
            );
        }
    }
    Ok(())
}

fn check_game<G: Game + PartialEq>(start: G, choices: &[usize]) -> Result<(), TestCaseError> {
    let visited = walk(start, choices)?;
    keys_tell_positions_apart(&visited)?;
    // Perft from a few points of the walk, the end included.
    for position in visited.iter().step_by(7).chain(visited.last()) {
        bulk_counting_agrees(position)?;
    }
    Ok(())
}

fn choices(max_len: usize) -> impl Strategy<Value = Vec<usize>> {
    prop::collection::vec(any::<usize>(), 0..max_len)
}

proptest! {
    #[test]
    fn tictactoe_keeps_its_invariants(choices in choices(10)) {
        check_game(TicTacToe::start(), &choices)?;
    }

    #[test]
    fn connect_four_7x6_keeps_its_invariants(choices in choices(43)) {
        check_game(Standard::start(), &choices)?;
    }

    #[test]
    fn connect_four_5x4_keeps_its_invariants(choices in choices(21)) {
        check_game(Small5x4::start(), &choices)?;
    }

    #[test]
    fn connect_four_4x4_keeps_its_invariants(choices in choices(17)) {
        check_game(Small4x4::start(), &choices)?;
    }

    #[test]
    fn othello_keeps_its_invariants(choices in choices(20)) {
        check_game(Othello4::start(), &choices)?;
    }

    #[test]
    fn kalah_keeps_its_invariants(choices in choices(40)) {
        check_game(MiniKalah::start(), &choices)?;
        check_game(SmallKalah::start(), &choices)?;
    }

    #[test]
    fn nim_keeps_its_invariants(
        heaps in prop::collection::vec(0..=MAX_HEAP.min(4), 1..=MAX_HEAPS),
        choices in choices(30),
    ) {
        check_game(Nim::new(&heaps), &choices)?;
    }
}
