//! Each move once, and never more moves than the move list holds, whatever
//! a declaration's rules repeat: compound pieces whose atoms overlap,
//! leaps listed twice, riders of any leap, promotions with a choice for
//! every piece at once, and chains of jumps on a 10 x 10 board, which need
//! moves of 64 bits. Each game is played at random from its start, and
//! every list of moves on the way must hold distinct moves.

mod pieces_support;

use alphabeta::runtime::notation::{legal_moves, move_to_string};
use alphabeta::runtime::{perft, Game, MoveBuffer, Notation};
use pieces_support::sorted_moves;

alphabeta::game! {
    /// A rook that also steps like a wazir, in Betza: the steps are the
    /// rook's first cells.
    RookWazir {
        board: 5 x 5,
        piece Rw (A): RW,
        setup: "5/2a2/5/5/A4",
        win: captured all,
    }

    /// A king that also steps like a wazir.
    KingWazir {
        board: 5 x 5,
        piece Kw (B): KW,
        setup: "5/2b2/5/5/B4",
        win: captured all,
    }

    /// The same rook and steps, in words.
    SlideAndStep {
        board: 5 x 5,
        piece Rs (D) { slide orthogonal, step orthogonal },
        setup: "5/2d2/5/5/D4",
        win: captured all,
    }

    /// A knight written as two leaps whose images coincide.
    TwoLeaps {
        board: 5 x 5,
        piece Nn (E) { leap(1, 2), leap(2, 1) },
        setup: "5/2e2/5/5/E4",
        win: captured all,
    }

    /// Nightriders, in Betza and in words.
    Nightriders {
        board: 8 x 8,
        piece Nightrider: NN,
        piece Rider (X) { ride(1, 2) },
        setup: "n6x/8/8/8/8/8/8/N6X",
        win: captured all,
    }

    /// Every pawn may promote at once, to one of four kinds.
    Promotions {
        board: 4 x 4,
        piece Pawn { step forward to empty, step forward-diagonal to enemy, promote Queen | Rook | Bishop | Knight at last row },
        piece Queen: Q,
        piece Rook: R,
        piece Bishop: B,
        piece Knight: N,
        setup: "4/pppp/PPPP/4",
        win: captured all,
    }

    /// Draughts pieces on 10 x 10, with no king's flight and no rule of
    /// the most captures: what the board alone asks of moves.
    Draughts10 {
        board: 10 x 10 dark,
        players: White, Black,
        piece Man {
            step forward-diagonal to empty,
            jump diagonal over enemy chain,
            promote King at last row,
        },
        piece King { step diagonal to empty, jump diagonal over enemy chain },
        setup: first Man on squares 31..=50, second Man on squares 1..=20,
        captures: mandatory,
        no moves: lose,
    }
}

/// Plays `games` random games of at most `plies` plies from the start,
/// checking that every list holds distinct moves, within its capacity.
fn random_games<G: Game>(games: u64, plies: usize) {
    let capacity = <G::Moves as MoveBuffer<G::Move>>::CAPACITY;
    for game in 0..games {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64 ^ game;
        let mut position = G::start();
        for _ in 0..plies {
            if position.outcome().is_some() {
                break;
            }
            let mut list = G::Moves::default();
            position.generate(&mut list);
            let list = list.as_slice();
            assert!(list.len() <= capacity);
            for (i, mv) in list.iter().enumerate() {
                assert!(!list[..i].contains(mv), "a move listed twice");
            }
            assert_eq!(position.move_count(), list.len());
            if list.is_empty() {
                break;
            }
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            position = position.play(list[(seed >> 33) as usize % list.len()]);
        }
    }
}

#[test]
fn overlapping_atoms_list_each_move_once() {
    // From c3 with an enemy on c2 the rook goes up two cells, left two,
    // right two, and takes on c2: the wazir's steps add no move.
    let rook = RookWazir::parse_position("5/5/2A2/2a2/5 x").unwrap();
    assert_eq!(
        sorted_moves(&rook),
        ["c3a3", "c3b3", "c3c2", "c3c4", "c3c5", "c3d3", "c3e3"]
    );
    let words = SlideAndStep::parse_position("5/5/2D2/2d2/5 x").unwrap();
    assert_eq!(sorted_moves(&words), sorted_moves(&rook));
    // The king's eight steps hold the wazir's four.
    let king = KingWazir::parse_position("5/5/2B2/2b2/5 x").unwrap();
    assert_eq!(legal_moves(&king).len(), 8);
    // Two leaps whose images are the same eight.
    let knight = TwoLeaps::parse_position("5/5/2E2/5/e4 x").unwrap();
    assert_eq!(legal_moves(&knight).len(), 8);
}

#[test]
fn a_doubled_atom_rides_in_betza_and_in_words() {
    // From a1 the nightrider reaches b3, c5, d7 and c2, e3, g4.
    let start = Nightriders::start();
    let from_a1: Vec<String> = sorted_moves(&start)
        .into_iter()
        .filter(|m| m.starts_with("a1"))
        .collect();
    assert_eq!(from_a1, ["a1b3", "a1c2", "a1c5", "a1d7", "a1e3", "a1g4"]);
    // The rider in words leaps alike from h1.
    let from_h1: Vec<String> = sorted_moves(&start)
        .into_iter()
        .filter(|m| m.starts_with("h1"))
        .collect();
    assert_eq!(from_h1, ["h1b4", "h1d3", "h1e7", "h1f2", "h1f5", "h1g3"]);
}

#[test]
fn random_play_never_lists_a_move_twice_nor_overflows() {
    random_games::<RookWazir>(50, 60);
    random_games::<KingWazir>(50, 60);
    random_games::<SlideAndStep>(50, 60);
    random_games::<TwoLeaps>(50, 60);
    random_games::<Nightriders>(50, 60);
    random_games::<Promotions>(50, 30);
    random_games::<Draughts10>(20, 120);
}

#[test]
fn every_pawn_promoting_at_once_fits_the_list() {
    // Four pawns before the last row, whose forward steps are blocked: six
    // captures onto it, each a move for each of four kinds.
    let all = Promotions::parse_position("pppp/PPPP/4/4 x").unwrap();
    assert_eq!(legal_moves(&all).len(), 24);
}

#[test]
fn a_ten_by_ten_draughts_board_with_chains_of_jumps() {
    // International draughts opens with 9 moves, 81 after two plies and
    // 658 after three (Aart Bik's perft tables for international
    // draughts), before any capture could take more than one piece or any
    // man could be crowned.
    let start = Draughts10::start();
    assert_eq!(perft(&start, 1), 9);
    assert_eq!(perft(&start, 2), 81);
    assert_eq!(perft(&start, 3), 658);
    // A king's chain of thirteen jumps does not fit in 32 bits: moves of
    // this game take 64, and the chain reads and prints whole.
    assert_eq!(core::mem::size_of::<<Draughts10 as Game>::Move>(), 8);
    // The king on a3 (square 36) zigzags over thirteen men.
    let zigzag =
        Draughts10::parse_position("W:WK36:B31,22,13,14,24,34,44,43,33,23,12,11,21").unwrap();
    let chains = legal_moves(&zigzag);
    let longest = chains
        .iter()
        .map(|&mv| move_to_string(&zigzag, mv))
        .max_by_key(|text| text.matches('x').count())
        .unwrap();
    assert_eq!(longest.matches('x').count(), 13, "{longest}");
    let mv = Draughts10::parse_move(&zigzag, &longest).unwrap();
    assert_eq!(move_to_string(&zigzag, mv), longest);
    let after = zigzag.play(mv);
    assert_eq!(after.piece_count(alphabeta::runtime::Side::Second), 0);
}
