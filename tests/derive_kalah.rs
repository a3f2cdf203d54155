//! Kalah, declared with `#[derive(Game)]`: move paths against a brute force
//! written out plainly here, notation, and wins that only an extra turn
//! makes.

use alphabeta::games::kalah::Kalah;
use alphabeta::runtime::notation::{legal_moves, move_to_string, position_to_string};
use alphabeta::runtime::{
    perft, solve, Game, Limits, Notation, NotationError, Outcome, SearchOptions, Searcher, Side,
    Solution,
};

/// Kalah as a schoolbook would put it: 14 slots counter-clockwise (South's
/// pits 0..=5, South's store 6, North's pits 7..=12, North's store 13) and
/// the player to move, 0 for South.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Plain {
    slots: [u8; 14],
    mover: usize,
}

impl Plain {
    fn start() -> Plain {
        let mut slots = [4; 14];
        slots[6] = 0;
        slots[13] = 0;
        Plain { slots, mover: 0 }
    }

    fn side_is_empty(&self, side: usize) -> bool {
        self.slots[7 * side..7 * side + 6].iter().all(|&s| s == 0)
    }

    fn over(&self) -> bool {
        self.side_is_empty(0) || self.side_is_empty(1)
    }

    fn moves(&self) -> Vec<usize> {
        (0..6)
            .filter(|&pit| self.slots[7 * self.mover + pit] > 0)
            .collect()
    }

    fn play(&self, pit: usize) -> Plain {
        let mut slots = self.slots;
        let own_store = 7 * self.mover + 6;
        let their_store = 13 - 7 * self.mover;
        let mut at = 7 * self.mover + pit;
        let mut hand = slots[at];
        slots[at] = 0;
        while hand > 0 {
            at = (at + 1) % 14;
            if at == their_store {
                continue;
            }
            slots[at] += 1;
            hand -= 1;
        }
        let own_pit = at >= 7 * self.mover && at < own_store;
        if own_pit && slots[at] == 1 {
            let opposite = 12 - at;
            slots[own_store] += 1 + slots[opposite];
            slots[at] = 0;
            slots[opposite] = 0;
        }
        let mut next = Plain {
            slots,
            mover: if at == own_store {
                self.mover
            } else {
                1 - self.mover
            },
        };
        if next.over() {
            for side in 0..2 {
                for pit in 7 * side..7 * side + 6 {
                    next.slots[7 * side + 6] += next.slots[pit];
                    next.slots[pit] = 0;
                }
            }
        }
        next
    }

    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.over() {
            return 0;
        }
        self.moves()
            .into_iter()
            .map(|pit| self.play(pit).perft(depth - 1))
            .sum()
    }
}

fn plain(position: &Kalah) -> Plain {
    Plain {
        slots: position.slots(),
        mover: position.side_to_move().index(),
    }
}

#[test]
fn perft_equals_the_brute_force() {
    let start = Kalah::start();
    assert_eq!(plain(&start), Plain::start());
    let counts: Vec<u64> = (1..=8).map(|depth| perft(&start, depth)).collect();
    let brute: Vec<u64> = (1..=8).map(|depth| Plain::start().perft(depth)).collect();
    assert_eq!(counts, brute);
    // Six pits to sow; sowing `c` ends in the store and moves again.
    assert_eq!(counts[..2], [6, 5 * 6 + 5]);
}

#[test]
fn whole_games_agree_move_by_move() {
    let mut extra_turns = 0;
    for game in 0..300u64 {
        let mut position = Kalah::start();
        let mut twin = Plain::start();
        while position.outcome().is_none() {
            let moves = legal_moves(&position);
            let pits: Vec<usize> = moves.iter().map(|&mv| usize::from(mv)).collect();
            assert_eq!(pits, twin.moves(), "{position:?}");
            // The position's own key, stirred by the game's number, picks the move.
            let pick = ((position.hash_key() ^ game.wrapping_mul(0x9e37_79b9_7f4a_7c15)) >> 11)
                as usize
                % moves.len();
            let mover = position.side_to_move();
            position = position.play(moves[pick]);
            twin = twin.play(pits[pick]);
            assert_eq!(plain(&position), twin);
            extra_turns += usize::from(position.side_to_move() == mover);
            assert_eq!(position.hash_key(), position.hash_from_scratch());
        }
        assert!(twin.over());
        // All 48 seeds end in the stores; the larger store wins.
        let [south, north] = [position.store(Side::First), position.store(Side::Second)];
        assert_eq!(u32::from(south) + u32::from(north), 48);
        let expected = match south.cmp(&north) {
            core::cmp::Ordering::Greater => Outcome::Win(Side::First),
            core::cmp::Ordering::Less => Outcome::Win(Side::Second),
            core::cmp::Ordering::Equal => Outcome::Draw,
        };
        assert_eq!(position.outcome(), Some(expected));
    }
    assert!(extra_turns > 300, "{extra_turns}");
}

#[test]
fn positions_and_moves_have_a_notation() {
    let start = Kalah::start();
    assert_eq!(
        position_to_string(&start),
        "4 4 4 4 4 4 0 4 4 4 4 4 4 0 first"
    );
    let moves: Vec<String> = legal_moves(&start)
        .into_iter()
        .map(|mv| move_to_string(&start, mv))
        .collect();
    assert_eq!(moves, ["a", "b", "c", "d", "e", "f"]);
    // `c` ends in the store: South moves again.
    let (position, _) = Kalah::parse_moves("c").unwrap();
    assert_eq!(position.side_to_move(), Side::First);
    assert_eq!(
        position_to_string(&position),
        "4 4 0 5 5 5 1 4 4 4 4 4 4 0 first"
    );
    let (position, _) = Kalah::parse_moves("c f").unwrap();
    assert_eq!(position.side_to_move(), Side::Second);
    let text = position_to_string(&position);
    assert_eq!(text, "4 4 0 5 5 0 2 5 5 5 5 4 4 0 second");
    let read = Kalah::parse_position(&text).unwrap();
    assert_eq!(read, position);
    assert_eq!(read.hash_key(), position.hash_key());
    assert!(matches!(
        Kalah::parse_move(&start, "g"),
        Err(NotationError::BadMove { .. })
    ));
    assert!(matches!(
        Kalah::parse_moves("c c"),
        Err(NotationError::InSequence { index: 2, .. })
    ));
    match Kalah::parse_position("4 4 4 4 4 4 0 4 4 4 4 4 4 0 south") {
        Err(NotationError::BadPosition { reason, .. }) => {
            assert!(reason.starts_with("to_move:"), "{reason}")
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(Kalah::side_name(Side::Second), "North");
}

/// Whether `mover` has won `position`, or will with best play.
fn wins(searcher: &mut Searcher<Kalah>, position: &Kalah, mover: Side) -> bool {
    if let Some(outcome) = position.outcome() {
        return outcome == Outcome::Win(mover);
    }
    searcher.clear();
    match searcher.solve_value(position, false) {
        Solution::Win(_) => position.side_to_move() == mover,
        Solution::Loss(_) => position.side_to_move() != mover,
        Solution::Draw => false,
        Solution::Unknown { .. } => panic!("kalah is solved to the end: {position:?}"),
    }
}

#[test]
fn the_search_finds_wins_that_only_an_extra_turn_makes() {
    // Each is won by the side to move, but only by sowing into the store
    // and moving again; every other move throws the win away.
    let positions = [
        // `f` ends in the store; then `e` ends in the emptied `f` and
        // captures North's three seeds in `a`, across from it.
        "0 0 0 0 1 1 0 3 0 0 0 0 0 0 first",
        // The same with a longer sowing: `f`, then `d` into the emptied `f`.
        "0 0 0 2 0 1 0 2 0 0 0 0 4 0 first",
        // The first position turned round: North to move.
        "3 0 0 0 0 0 0 0 0 0 0 1 1 0 second",
    ];
    let mut searcher = Searcher::<Kalah>::new(SearchOptions {
        hash_mib: 1,
        ..SearchOptions::default()
    });
    for text in positions {
        let position = Kalah::parse_position(text).unwrap();
        let mover = position.side_to_move();
        let solved = solve(&position);
        assert!(
            matches!(solved.value, Solution::Win(_)),
            "{text}: {:?}",
            solved.value
        );
        let best = solved.best_move.unwrap();
        assert_eq!(position.play(best).side_to_move(), mover, "{text}: {best}");
        let mut plain_moves = 0;
        for mv in legal_moves(&position) {
            let child = position.play(mv);
            if child.side_to_move() != mover {
                plain_moves += 1;
                assert!(
                    !wins(&mut searcher, &child, mover),
                    "{text}: `{}` wins without an extra turn",
                    move_to_string(&position, mv)
                );
            }
        }
        assert!(plain_moves > 0, "{text}");
        // The searcher, under a depth limit, plays the extra turn too.
        searcher.clear();
        let result = searcher.search(&position, &Limits::depth(8));
        assert_eq!(result.best_move, Some(best), "{text}");
    }
}
