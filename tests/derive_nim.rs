//! Nim, declared with `#[derive(Game)]`, against Bouton's theorem: the side
//! to move loses exactly when the XOR of the heap sizes is zero.

use alphabeta::games::nim::{Nim, Take};
use alphabeta::runtime::notation::{legal_moves, move_to_string, position_to_string};
use alphabeta::runtime::{
    Game, Notation, NotationError, Outcome, SearchOptions, Searcher, Side, Solution,
};

/// Every list of `heaps` sizes from 0 to `max`.
fn all_heaps(heaps: usize, max: u8) -> Vec<Vec<u8>> {
    (0..heaps).fold(vec![Vec::new()], |lists, _| {
        lists
            .iter()
            .flat_map(|list| {
                (0..=max).map(move |size| {
                    let mut longer = list.clone();
                    longer.push(size);
                    longer
                })
            })
            .collect()
    })
}

#[test]
fn values_follow_boutons_xor_rule() {
    let mut searcher = Searcher::<Nim>::new(SearchOptions {
        hash_mib: 4,
        ..SearchOptions::default()
    });
    let mut checked = 0;
    for count in 1..=4 {
        for heaps in all_heaps(count, 5) {
            let position = Nim::new(&heaps);
            let nim_sum = heaps.iter().fold(0, |x, &h| x ^ h);
            if heaps.iter().all(|&h| h == 0) {
                // Nothing to take: the player who took the last counter won.
                assert_eq!(position.outcome(), Some(Outcome::Win(Side::Second)));
                continue;
            }
            searcher.clear();
            let solved = searcher.solve(&position);
            match solved.value {
                Solution::Win(_) => {
                    assert_ne!(nim_sum, 0, "{heaps:?} is a win");
                    // A winning move leaves a zero XOR for the opponent.
                    let mv = solved.best_move.expect("a winning move");
                    let after = position.play(mv);
                    assert_eq!(
                        after.heaps().iter().fold(0, |x, &h| x ^ h),
                        0,
                        "{heaps:?}: {mv}"
                    );
                }
                Solution::Loss(_) => assert_eq!(nim_sum, 0, "{heaps:?} is a loss"),
                Solution::Draw => panic!("{heaps:?}: nim has no draws"),
                Solution::Unknown { .. } => panic!("{heaps:?}: nim is short"),
            }
            checked += 1;
        }
    }
    // 6 + 36 + 216 + 1296 lists of heaps, less the four empty ones.
    assert_eq!(checked, 1550);
}

#[test]
fn heaps_read_and_write_as_sizes() {
    let position = Nim::parse_position("3 4 5").unwrap();
    assert_eq!(position, Nim::start());
    assert_eq!(position.heaps(), [3, 4, 5]);
    assert_eq!(position_to_string(&position), "3 4 5");
    assert_eq!(position.side_to_move(), Side::First);
    // Up to 8 heaps of up to 255; an empty heap keeps its place.
    let wide = Nim::parse_position("255 0 1 2 3 4 5 6").unwrap();
    assert_eq!(position_to_string(&wide), "255 0 1 2 3 4 5 6");
    // The largest position fills the move buffer exactly.
    let full = Nim::parse_position("255 255 255 255 255 255 255 255").unwrap();
    assert_eq!(legal_moves(&full).len(), 8 * 255);
    let last = Take {
        heap: 7,
        count: 255,
    };
    assert_eq!(full.play(last).heaps()[7], 0);
    for (text, reason) in [
        ("", "nim has from 1 to 8 heaps"),
        ("1 2 3 4 5 6 7 8 9", "nim has from 1 to 8 heaps"),
        ("3 256", "`256` is not a heap size"),
        ("3 x", "`x` is not a heap size"),
    ] {
        match Nim::parse_position(text) {
            Err(NotationError::BadPosition { reason: r, .. }) => {
                assert!(r.contains(reason), "{text:?}: {r}")
            }
            other => panic!("{text:?}: {other:?}"),
        }
    }
}

#[test]
fn moves_read_and_write_as_heap_and_count() {
    let position = Nim::start();
    let moves: Vec<String> = legal_moves(&position)
        .into_iter()
        .map(|mv| move_to_string(&position, mv))
        .collect();
    assert_eq!(moves.len(), 3 + 4 + 5);
    assert_eq!(moves[..3], ["1:3", "1:2", "1:1"]);
    for mv in legal_moves(&position) {
        let text = move_to_string(&position, mv);
        assert_eq!(Nim::parse_move(&position, &text), Ok(mv));
    }
    assert_eq!(
        Nim::parse_move(&position, "2:3"),
        Ok(Take { heap: 1, count: 3 })
    );
    assert!(matches!(
        Nim::parse_move(&position, "1:4"),
        Err(NotationError::IllegalMove { .. })
    ));
    assert!(matches!(
        Nim::parse_move(&position, "4:1"),
        Err(NotationError::IllegalMove { .. })
    ));
    assert!(matches!(
        Nim::parse_move(&position, "2-3"),
        Err(NotationError::BadMove { .. })
    ));
    // A whole game: the second player is left to take the last counters.
    let (end, played) = Nim::parse_moves("1:3 2:4 3:4 3:1").unwrap();
    assert_eq!(played.len(), 4);
    assert_eq!(end.outcome(), Some(Outcome::Win(Side::Second)));
}
