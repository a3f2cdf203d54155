//! Parts of the piece language that the catalog games do not use: leaps,
//! riders that capture, single jumps, setup strings, named zones, losing
//! conditions and small flipping boards, each checked on a position small
//! enough to count by hand.

mod pieces_support;

use alphabeta::runtime::notation::{legal_moves, position_to_string};
use alphabeta::runtime::{perft, Game, Notation, Outcome, Side};
use pieces_support::sorted_moves;

alphabeta::game! {
    /// Knights on 5 x 5: the last knight standing wins.
    Knights {
        board: 5 x 5,
        piece Knight: N,
        setup: "k3k/5/5/5/K3K",
        win: captured all,
    }

    /// Rooks that capture by replacement, and must.
    Rooks {
        board: 4 x 4,
        piece Rook: R,
        setup: first Rook on a1, second Rook on a4,
        captures: mandatory,
        win: captured all,
        no moves: draw,
    }

    /// Hoppers jump once, straight over an enemy; stepping on the pit loses.
    Hoppers {
        board: 5 x 5,
        piece Hopper { step orthogonal to empty, jump orthogonal over enemy },
        zone Pit: b3,
        setup: first Hopper on a1 b2, second Hopper on a3 e5,
        lose: reach(Pit),
        win: captured all,
        no moves: lose,
    }

    /// A king and a rook each, with a wall across the middle of the
    /// board: `*` cells that nothing enters or crosses, in a royal game.
    Walled {
        board: 5 x 5,
        players: White, Black,
        piece King { step any },
        piece Rook: R,
        setup: "k3r/5/**.**/5/R3K",
        royal: King,
    }

    /// Othello on 4 x 4.
    SmallOthello {
        board: 4 x 4,
        moves: place flipping,
        setup: "4/1XO1/1OX1/4",
        no moves: pass,
        win: most pieces,
    }
}

#[test]
fn knights_leap_in_eight_directions() {
    let start = Knights::start();
    assert_eq!(position_to_string(&start), "k3k/5/5/5/K3K x");
    assert_eq!(sorted_moves(&start), ["a1b3", "a1c2", "e1c2", "e1d3"]);
    let centre = Knights::parse_position("4k/5/2K2/5/k4 x").unwrap();
    assert_eq!(legal_moves(&centre).len(), 8);
    assert_eq!(perft(&start, 1), 4);
}

#[test]
fn riders_slide_and_capture_by_replacement() {
    let start = Rooks::start();
    // The capture is mandatory, and wins at once.
    assert_eq!(sorted_moves(&start), ["a1a4"]);
    let mv = Rooks::parse_move(&start, "a1a4").unwrap();
    assert!(start.is_noisy(mv));
    assert_eq!(start.play(mv).outcome(), Some(Outcome::Win(Side::First)));
    // Without a capture, every slide along empty cells.
    let apart = Rooks::parse_position("1r2/4/4/R3 x").unwrap();
    assert_eq!(legal_moves(&apart).len(), 6);
}

#[test]
fn single_jumps_and_named_zones() {
    let start = Hoppers::start();
    // a1 steps up or right; b2 steps in four directions, onto b3 among them.
    assert_eq!(
        sorted_moves(&start),
        ["a1a2", "a1b1", "b2a2", "b2b1", "b2b3", "b2c2"]
    );
    // Stepping on the pit loses at once.
    let pit = start.play(Hoppers::parse_move(&start, "b2b3").unwrap());
    assert_eq!(pit.outcome(), Some(Outcome::Win(Side::Second)));
    // A jump over the enemy on a3 from a2 lands on a4; no chain follows.
    let jump = Hoppers::parse_position("4h/5/h4/H4/5 x").unwrap();
    assert_eq!(sorted_moves(&jump), ["a2a1", "a2b2", "a2xa4"]);
}

#[test]
fn flipping_on_a_small_board() {
    let start = SmallOthello::start();
    assert_eq!(sorted_moves(&start), ["a2", "b1", "c4", "d3"]);
    assert_eq!(perft(&start, 1), 4);
    // Every game ends within the 12 empty cells and a few passes.
    assert_eq!(perft(&start, 30), 0);
}

alphabeta::game! {
    /// Breakthrough on 12 x 12: a board wider than one 128-bit word.
    BigBreakthrough {
        board: 12 x 12,
        players: White, Black,
        piece Pawn: fmWfF,
        setup: first Pawn on rows 1..=2, second Pawn on rows 11..=12,
        win: reach(last row), captured all,
    }
}

#[test]
fn boards_beyond_128_cells_use_wide_words() {
    let start = BigBreakthrough::start();
    // Twelve straight steps and 22 diagonal ones from the second row.
    assert_eq!(perft(&start, 1), 34);
    assert_eq!(perft(&start, 2), 34 * 34);
    let (position, _) = BigBreakthrough::parse_moves("l2l3 a11a10 l3k4").unwrap();
    assert_eq!(
        position_to_string(&position),
        "pppppppppppp/1ppppppppppp/p11/12/12/12/12/12/10P1/12/PPPPPPPPPPP1/PPPPPPPPPPPP b"
    );
    assert_eq!(
        BigBreakthrough::parse_position(&position_to_string(&position)).unwrap(),
        position
    );
}

#[test]
fn walls_stop_pieces_and_their_attacks_in_a_royal_game() {
    let start = Walled::start();
    assert_eq!(position_to_string(&start), "k3r/5/**1**/5/R3K w - - 0 1");
    // The rook goes no further than the wall; the king is not in check
    // through it, and may step next to it.
    assert_eq!(
        sorted_moves(&start),
        ["a1a2", "a1b1", "a1c1", "a1d1", "e1d1", "e1d2", "e1e2"]
    );
    // Black to move: White may not have left its king attacked. The wall
    // shields it on the e-file; through the gap on c3 the rook attacks.
    assert!(Walled::parse_position("k3r/5/**.**/5/4K b - - 0 1").is_ok());
    assert!(Walled::parse_position("k1r2/5/**.**/5/2K2 b - - 0 1").is_err());
}
