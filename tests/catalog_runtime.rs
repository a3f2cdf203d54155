//! The runtime's guarantees, checked on every catalog game: the tactical
//! hooks agree with brute force, the incremental hash equals the hash from
//! scratch, searching allocates nothing, and the searcher agrees with plain
//! minimax.

use alphabeta::catalog::{self, CatalogGame, Visit};
use alphabeta::games::connect_four::ConnectFour;
use alphabeta::games::gomoku::Gomoku;
use alphabeta::games::hex::{Hex, Hex9};
use alphabeta::games::kalah::Kalah;
use alphabeta::games::nim::Nim;
use alphabeta::games::tictactoe::TicTacToe;
use alphabeta::games::ultimate_tic_tac_toe::UltimateTicTacToe;
use alphabeta::runtime::notation::legal_moves;
use alphabeta::runtime::reference::minimax;
use alphabeta::runtime::{
    perft, Game, GameEval, Limits, MoveBuffer, Outcome, PackedMove, SearchOptions, Searcher,
};

#[path = "../alphabeta-runtime/tests/support/counting_alloc.rs"]
mod counting_alloc;

use counting_alloc::allocations_during;

alphabeta::game! {
    /// Smaller boards of the same kinds, where brute force is quick.
    ConnectFour5x4 { board: 5 x 4, moves: drop, win: line(4), draw: full }
    Hex4 { board: hex 4 x 4, moves: place, win: connect(first: top-bottom, second: left-right) }
    /// Rules outside the tactical fast paths keep the runtime's defaults.
    ExactFour { board: 6 x 6, moves: place, win: line(exactly 4), draw: full }
}

#[path = "support/random_positions.rs"]
mod random_positions;

use random_positions::random_positions;

/// Whether the side to move wins on the spot with `mv`.
fn wins_at_once<G: Game>(position: &G, mv: G::Move) -> bool {
    position.play(mv).outcome() == Some(Outcome::Win(position.side_to_move()))
}

fn check_tactics<G: Game>(seed: u64, games: usize, max_plies: usize) {
    let name = core::any::type_name::<G>();
    for position in random_positions::<G>(seed, games, max_plies) {
        if position.outcome().is_some() {
            continue;
        }
        let moves = legal_moves(&position);
        let winning: Vec<_> = moves
            .iter()
            .copied()
            .filter(|&mv| wins_at_once(&position, mv))
            .collect();
        match position.winning_move() {
            Some(mv) => assert!(
                winning.contains(&mv),
                "{name}: {mv:?} does not win in {position:?}"
            ),
            None => assert!(
                !G::KNOWS_TACTICS || winning.is_empty(),
                "{name}: missed {winning:?} in {position:?}"
            ),
        }
        if !winning.is_empty() {
            continue;
        }
        let safe: Vec<_> = moves
            .iter()
            .copied()
            .filter(|&mv| {
                let child = position.play(mv);
                child.outcome().is_some()
                    || legal_moves(&child)
                        .into_iter()
                        .all(|reply| !wins_at_once(&child, reply))
            })
            .collect();
        let mut list = G::Moves::default();
        position.generate(&mut list);
        let any_left = position.retain_non_losing(&mut list);
        // The one-step form lists what the two steps leave, in their order.
        let mut direct = G::Moves::default();
        let direct_any = position.generate_non_losing(&mut direct);
        assert_eq!(direct_any, any_left, "{name}: {position:?}");
        if any_left {
            assert_eq!(direct.as_slice(), list.as_slice(), "{name}: {position:?}");
        }
        if G::KNOWS_TACTICS {
            assert_eq!(list.as_slice(), safe.as_slice(), "{name}: {position:?}");
            assert_eq!(any_left, !safe.is_empty(), "{name}: {position:?}");
        } else {
            assert_eq!(
                list.as_slice(),
                moves.as_slice(),
                "{name}: the default keeps every move"
            );
        }
    }
}

#[test]
fn tactics_agree_with_brute_force() {
    check_tactics::<TicTacToe>(1, 300, 9);
    check_tactics::<ConnectFour>(2, 200, 42);
    check_tactics::<ConnectFour5x4>(3, 300, 20);
    check_tactics::<Gomoku>(4, 3, 120);
    check_tactics::<Hex4>(5, 300, 16);
    check_tactics::<Hex9>(6, 10, 81);
    check_tactics::<ExactFour>(7, 20, 36);
    check_tactics::<Nim>(8, 50, 12);
    check_tactics::<Kalah>(9, 50, 100);
}

/// Which rules get the exact hooks is decided at compile time.
const _: () = assert!(TicTacToe::KNOWS_TACTICS && Hex::KNOWS_TACTICS && !ExactFour::KNOWS_TACTICS);

fn check_hash<G: Game>(seed: u64, games: usize, max_plies: usize) {
    for position in random_positions::<G>(seed, games, max_plies) {
        assert_eq!(
            position.hash_key(),
            position.hash_from_scratch(),
            "{position:?}"
        );
        check_keys_after(&position);
    }
}

/// The keys a game announces for a move's child, for the searcher's
/// prefetch and its transposition cutoffs, are the child's own, and the
/// child has the other side to move.
fn check_keys_after<G: Game>(position: &G) {
    if position.outcome().is_some() {
        return;
    }
    let mut moves = G::Moves::default();
    position.generate(&mut moves);
    for &mv in moves.as_slice() {
        if let Some(keys) = position.keys_after(mv) {
            let child = position.play(mv);
            assert_eq!(
                keys,
                (child.hash_key(), child.mirror_key()),
                "{position:?} {mv:?}"
            );
            assert_eq!(
                child.side_to_move(),
                position.side_to_move().opponent(),
                "{position:?} {mv:?}"
            );
        }
    }
}

#[test]
fn the_incremental_hash_equals_the_hash_from_scratch() {
    check_hash::<TicTacToe>(11, 50, 9);
    check_hash::<ConnectFour>(12, 50, 42);
    check_hash::<Gomoku>(13, 5, 225);
    check_hash::<Hex>(14, 5, 121);
    check_hash::<Hex9>(15, 10, 81);
    // Declared with #[derive(Game)]: the key follows the changed fields.
    check_hash::<Nim>(16, 100, 12);
    check_hash::<Kalah>(17, 100, 120);
    check_hash::<ConnectFour5x4>(18, 50, 20);
    check_hash::<ExactFour>(19, 20, 36);
    // Rules of one's own: the last move is part of the key.
    check_hash::<UltimateTicTacToe>(20, 20, 81);
    // Stone games know their children's keys without playing the moves.
    assert!(ConnectFour::start().keys_after(3).is_some());
    assert!(ExactFour::start().keys_after(0).is_some());
    // Transpositions meet: the same stones by another order hash the same.
    let a = TicTacToe::start().play(0).play(4).play(8);
    let b = TicTacToe::start().play(8).play(4).play(0);
    assert_eq!((a, a.hash_key()), (b, b.hash_key()));
    assert_ne!(
        TicTacToe::start().play(0).hash_key(),
        TicTacToe::start().play(1).hash_key()
    );
}

/// `move_priorities`, which line games compute for all moves at once,
/// gives what `move_priority` gives for each move alone.
fn check_priorities<G: Game>(seed: u64, games: usize, max_plies: usize) {
    let name = core::any::type_name::<G>();
    for position in random_positions::<G>(seed, games, max_plies) {
        let moves = legal_moves(&position);
        let mut hints = vec![0; moves.len()];
        position.move_priorities(&moves, &mut hints);
        for (&mv, &hint) in moves.iter().zip(&hints) {
            assert_eq!(
                hint,
                position.move_priority(mv),
                "{name}: {position:?}, {mv:?}"
            );
        }
    }
}

#[test]
fn the_hints_of_all_moves_at_once_are_each_moves_hint() {
    check_priorities::<TicTacToe>(41, 100, 9);
    check_priorities::<ConnectFour>(42, 200, 42);
    check_priorities::<Gomoku>(43, 5, 225);
    check_priorities::<ConnectFour5x4>(44, 100, 20);
    check_priorities::<ExactFour>(45, 20, 36);
    check_priorities::<Hex9>(46, 5, 81);
}

/// A proof's hints (`proof_priorities`) are the depth-limited search's
/// with other ties: under gravity the column alone breaks them, and they
/// move a hint by less than the width plus the height, far less than a
/// threat is worth. Games that place stones anywhere keep one order.
fn search_and_proof_hints<G: Game>(position: &G, moves: &[G::Move]) -> (Vec<i32>, Vec<i32>) {
    let (mut search, mut proof) = (vec![0; moves.len()], vec![0; moves.len()]);
    position.move_priorities(moves, &mut search);
    position.proof_priorities(moves, &mut proof);
    (search, proof)
}

#[test]
fn a_proofs_hints_differ_from_the_searchs_only_in_their_ties() {
    let mut differ = 0;
    for position in random_positions::<ConnectFour>(47, 200, 42) {
        let moves = legal_moves(&position);
        let (search, proof) = search_and_proof_hints(&position, &moves);
        for ((mv, s), p) in moves.iter().zip(&search).zip(&proof) {
            let bound = (ConnectFour::WIDTH + ConnectFour::HEIGHT) as i32;
            assert!((s - p).abs() < bound, "{position:?}, {mv}: {s} and {p}");
            differ += usize::from(s != p);
        }
    }
    assert!(differ > 0, "the proof's ties are its own");

    // At the start no move makes a threat: the middle column first, then
    // outwards, the two columns at each distance alike.
    let start = ConnectFour::start();
    let moves = legal_moves(&start);
    let columns: Vec<usize> = moves
        .iter()
        .map(|&mv| ConnectFour::move_cell(mv).0)
        .collect();
    assert_eq!(columns, [0, 1, 2, 3, 4, 5, 6]);
    let (_, proof) = search_and_proof_hints(&start, &moves);
    assert!(
        proof[3] > proof[2] && proof[2] > proof[1] && proof[1] > proof[0],
        "{proof:?}"
    );
    assert_eq!(
        (proof[2], proof[1], proof[0]),
        (proof[4], proof[5], proof[6])
    );

    for position in random_positions::<Gomoku>(48, 3, 225) {
        let (search, proof) = search_and_proof_hints(&position, &legal_moves(&position));
        assert_eq!(search, proof, "{position:?}");
    }
}

/// The mirror image's key, kept by `play`, equals the key of the mirrored
/// position (whose key `mirrored` computes from nothing); moves mirror to the image's moves; and
/// an image and its position have the same value.
macro_rules! check_mirror {
    ($game:ty, $seed:expr, $games:expr, $max_plies:expr) => {{
        const _: () = assert!(<$game>::MIRROR);
        for position in random_positions::<$game>($seed, $games, $max_plies) {
            let image = position.mirrored();
            assert_eq!(position.mirror_key(), image.hash_key(), "{position:?}");
            assert_eq!(image.mirror_key(), position.hash_key(), "{position:?}");
            assert_eq!(image.mirrored(), position);
            assert_eq!(image.outcome(), position.outcome());
            if position.outcome().is_some() {
                continue;
            }
            let mut moves = <$game as Game>::Moves::default();
            position.generate(&mut moves);
            let mut image_moves = <$game as Game>::Moves::default();
            image.generate(&mut image_moves);
            let mut mirrored: Vec<_> = moves
                .as_slice()
                .iter()
                .map(|&mv| <$game>::mirror_move(mv))
                .collect();
            let mut expected = image_moves.as_slice().to_vec();
            mirrored.sort_unstable();
            expected.sort_unstable();
            assert_eq!(mirrored, expected, "{position:?}");
            for &mv in moves.as_slice() {
                let (after, image_after) =
                    (position.play(mv), image.play(<$game>::mirror_move(mv)));
                assert_eq!(
                    after.mirror_key(),
                    image_after.hash_key(),
                    "{position:?} {mv}"
                );
                assert_eq!(after.outcome(), image_after.outcome(), "{position:?} {mv}");
            }
        }
    }};
}

#[test]
fn the_mirror_image_keeps_keys_moves_and_outcomes() {
    check_mirror!(TicTacToe, 31, 50, 9);
    check_mirror!(ConnectFour, 32, 50, 42);
    check_mirror!(Gomoku, 33, 3, 225);
    check_mirror!(Hex9, 34, 10, 81);
    check_mirror!(Hex4, 35, 30, 16);
    // Connect Four's columns 1 and 7 mirror each other; hex mirrors through its centre.
    assert_eq!(
        ConnectFour::start().play(0).mirror_key(),
        ConnectFour::start().play(6).hash_key()
    );
    assert_eq!(<ConnectFour as Game>::mirror_move(2), 4);
    assert_eq!(<Hex9 as Game>::mirror_move(0), 80);
}

/// Searches, runs perft, evaluates and orders on a searcher built
/// beforehand, and asserts that nothing allocated.
fn assert_allocation_free<G: Game>(position: G, depth: u32, perft_depth: u32) {
    let mut searcher = Searcher::<G>::new(SearchOptions {
        hash_mib: 1,
        ..SearchOptions::default()
    });
    let ((result, paths, hints, eval), count) = allocations_during(|| {
        let result = searcher.search(&position, &Limits::depth(depth));
        let paths = perft(&position, perft_depth);
        let mut moves = G::Moves::default();
        position.generate(&mut moves);
        let hints: i64 = moves
            .as_slice()
            .iter()
            .map(|&mv| i64::from(position.move_priority(mv)))
            .sum();
        let eval = position.evaluate();
        let _ = (
            position.winning_move(),
            position.retain_non_losing(&mut moves),
        );
        moves.clear();
        let _ = position.generate_non_losing(&mut moves);
        (result, paths, hints, eval)
    });
    std::hint::black_box((hints, eval));
    assert_eq!(
        count,
        0,
        "{}: {count} allocations",
        core::any::type_name::<G>()
    );
    assert!(result.best_move.is_some() && paths > 0);
}

#[test]
fn searching_catalog_games_allocates_nothing() {
    assert_allocation_free(TicTacToe::start(), 9, 4);
    assert_allocation_free(ConnectFour::start(), 8, 4);
    assert_allocation_free(Gomoku::start().play(112), 2, 2);
    assert_allocation_free(Hex::start(), 2, 2);
    assert_allocation_free(Hex9::start().play(40), 3, 2);
    assert_allocation_free(Nim::start(), 12, 4);
    assert_allocation_free(Kalah::start(), 8, 5);
    // `when(...)`: the rules of one's own allocate nothing either.
    assert_allocation_free(UltimateTicTacToe::start(), 4, 3);
}

/// Every game of the catalog, whatever its family: a search and a perft
/// from its start and from a position 20 random plies in (or the last
/// before the game ended) allocate nothing.
struct AllocatesNothing;

impl Visit for AllocatesNothing {
    type Output = ();
    fn visit<G: CatalogGame>(self) {
        let later = random_positions::<G>(G::NAME.len() as u64, 1, 20)
            .into_iter()
            .filter(|p| p.outcome().is_none() && !legal_moves(p).is_empty())
            .last()
            .unwrap_or_else(G::start);
        for position in [G::start(), later] {
            assert_allocation_free(position, 2, 1);
        }
    }
}

#[test]
fn searching_every_catalog_game_allocates_nothing() {
    for entry in catalog::GAMES {
        catalog::visit(entry.name, AllocatesNothing).expect("a game of the catalog");
    }
}

/// A game of [placements](Game::PLACEMENTS) keeps its promise along
/// random games: after each legal move, while the game goes on, the legal
/// moves are those before, less the move played.
struct PlacementsHold;

impl Visit for PlacementsHold {
    type Output = ();
    fn visit<G: CatalogGame>(self) {
        if !G::PLACEMENTS {
            return;
        }
        for position in random_positions::<G>(G::NAME.len() as u64, 3, 60) {
            if position.outcome().is_some() {
                continue;
            }
            let moves = legal_moves(&position);
            for &mv in &moves {
                let child = position.play(mv);
                if child.outcome().is_some() {
                    continue;
                }
                let bits = |m: &G::Move| m.to_bits();
                let mut after: Vec<u32> = legal_moves(&child).iter().map(bits).collect();
                let mut expected: Vec<u32> = moves.iter().filter(|&&m| m != mv).map(bits).collect();
                after.sort_unstable();
                expected.sort_unstable();
                assert_eq!(after, expected, "{}: {position:?} {mv:?}", G::NAME);
            }
        }
    }
}

#[test]
fn placement_games_lose_only_the_move_played() {
    for entry in catalog::GAMES {
        catalog::visit(entry.name, PlacementsHold).expect("a game of the catalog");
    }
    // Stones put anywhere say so; dropped ones, captures and moved pieces do not.
    const { assert!(TicTacToe::PLACEMENTS && Gomoku::PLACEMENTS && Hex::PLACEMENTS) };
    const { assert!(!ConnectFour::PLACEMENTS && !Kalah::PLACEMENTS && !UltimateTicTacToe::PLACEMENTS) };
}

/// The searcher with the value-preserving options against plain minimax.
fn check_against_minimax<G: Game>(seed: u64, games: usize, max_plies: usize, depth: u32) {
    let options = SearchOptions {
        hash_mib: 1,
        quiescence: false,
        extensions: false,
        tactics: false,
        ..SearchOptions::default()
    };
    let mut searcher = Searcher::<G>::new(options);
    for position in random_positions::<G>(seed, games, max_plies) {
        if position.outcome().is_some() {
            continue;
        }
        searcher.clear();
        let value = minimax(&position, depth, &mut GameEval);
        let result = searcher.search(&position, &Limits::depth(depth));
        assert_eq!(result.score, value, "{position:?}");
    }
}

#[test]
fn search_agrees_with_minimax() {
    check_against_minimax::<TicTacToe>(21, 30, 8, 4);
    check_against_minimax::<ConnectFour>(22, 10, 30, 4);
    check_against_minimax::<Hex4>(23, 20, 12, 3);
    check_against_minimax::<Hex9>(24, 1, 12, 2);
    check_against_minimax::<Gomoku>(25, 1, 2, 2);
    check_against_minimax::<Nim>(26, 30, 6, 5);
    check_against_minimax::<Kalah>(27, 20, 40, 5);
    // A choice of board keeps the turn, as a store does in kalah.
    check_against_minimax::<UltimateTicTacToe>(28, 10, 50, 3);
}

// Games whose pieces move, capture or flip.

alphabeta::game! {
    /// Amazons on 5 x 5, where minimax reaches a few plies.
    SmallAmazons {
        board: 5 x 5,
        piece Amazon { slide any to empty then shoot Arrow slide any to empty },
        setup: first Amazon on a2 e2, second Amazon on a4 e4,
        no moves: lose,
    }
}

use alphabeta::games::amazons::Amazons;
use alphabeta::games::breakthrough::Breakthrough;
use alphabeta::games::checkers::Checkers;
use alphabeta::games::othello::Othello;

#[test]
fn piece_games_keep_the_default_tactics() {
    check_tactics::<Breakthrough>(51, 10, 80);
    check_tactics::<Othello>(52, 10, 60);
    check_tactics::<Checkers>(53, 10, 80);
    check_tactics::<SmallAmazons>(54, 10, 20);
}

#[test]
fn piece_games_hash_incrementally() {
    check_hash::<Breakthrough>(31, 30, 200);
    check_hash::<Othello>(32, 30, 70);
    check_hash::<Checkers>(33, 30, 150);
    check_hash::<Amazons>(34, 5, 90);
}

#[test]
fn searching_piece_games_allocates_nothing() {
    assert_allocation_free(Breakthrough::start(), 5, 3);
    assert_allocation_free(Othello::start(), 5, 4);
    assert_allocation_free(Checkers::start(), 6, 5);
    assert_allocation_free(Amazons::start(), 2, 2);
}

#[test]
fn search_agrees_with_minimax_on_piece_games() {
    check_against_minimax::<Breakthrough>(41, 6, 40, 3);
    check_against_minimax::<Othello>(42, 6, 60, 3);
    check_against_minimax::<Checkers>(43, 6, 80, 3);
    check_against_minimax::<SmallAmazons>(44, 4, 20, 2);
    check_against_minimax::<Amazons>(45, 1, 40, 1);
}

// A turn that turns a block of the board (`moves: place then rotate`).

use alphabeta::games::pentago::Pentago;

#[test]
fn pentago_keeps_the_runtimes_guarantees() {
    check_tactics::<Pentago>(61, 20, 36);
    check_hash::<Pentago>(62, 50, 36);
    check_priorities::<Pentago>(63, 5, 36);
    assert_allocation_free(Pentago::start(), 3, 2);
    check_against_minimax::<Pentago>(64, 2, 30, 2);
}

// Dots and boxes: a board of lines, a player who completes a box moving
// again.

use alphabeta::games::dots_and_boxes::{DotsAndBoxes, DotsAndBoxes2};

#[test]
fn dots_and_boxes_keeps_the_runtimes_guarantees() {
    check_hash::<DotsAndBoxes>(41, 50, 24);
    check_hash::<DotsAndBoxes2>(42, 50, 12);
    check_against_minimax::<DotsAndBoxes2>(43, 20, 6, 4);
    check_against_minimax::<DotsAndBoxes>(44, 10, 16, 3);
    assert_allocation_free(DotsAndBoxes::start(), 5, 3);
    assert_allocation_free(DotsAndBoxes2::start(), 12, 4);
}

// Draughts on 8 x 8: a man crowned during a capture (Russian), the
// capture of the most pieces (Brazilian); captures are turns of jumps.

use alphabeta::games::brazilian_draughts::BrazilianDraughts;
use alphabeta::games::russian_draughts::RussianDraughts;

#[test]
fn eight_by_eight_draughts_keep_the_runtimes_guarantees() {
    check_hash::<RussianDraughts>(71, 30, 80);
    check_hash::<BrazilianDraughts>(72, 30, 80);
    check_against_minimax::<RussianDraughts>(73, 4, 40, 3);
    check_against_minimax::<BrazilianDraughts>(74, 4, 40, 3);
    let later = random_positions::<RussianDraughts>(75, 1, 30);
    for position in [RussianDraughts::start()].into_iter().chain(later) {
        assert_allocation_free(position, 5, 3);
    }
    assert_allocation_free(BrazilianDraughts::start(), 5, 3);
}

// Fox and Geese: a board with holes (`without corners 2 x 2`, the cross).

use alphabeta::games::fox_and_geese::FoxAndGeese;

#[test]
fn fox_and_geese_keeps_the_runtimes_guarantees() {
    check_tactics::<FoxAndGeese>(81, 20, 60);
    check_hash::<FoxAndGeese>(82, 50, 100);
    check_against_minimax::<FoxAndGeese>(83, 10, 40, 3);
    assert_allocation_free(FoxAndGeese::start(), 6, 4);
}
