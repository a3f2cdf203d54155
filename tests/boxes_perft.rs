//! Dots and boxes against OpenSpiel's "dots_and_boxes" (open_spiel from
//! pip), as `tests/reference/dots_and_boxes_openspiel.py` printed them on
//! 2026-11-27, with `num_rows=3,num_cols=3`: perft by recursing on
//! `legal_actions()` from the start and after seeded random play (every
//! line a move, the extra ones after a box too), who moves at every ply
//! of finished random games and the first player's margin in boxes at
//! their end (`utility_margin=True`), and the value of 2 x 2 boxes under
//! perfect play (a memoised minimax over OpenSpiel's states: the first
//! player wins, by 3 boxes to 1). Moves are OpenSpiel's action numbers,
//! which the notation reads. None of these numbers was computed here; a
//! plain second implementation below (a `Vec` of lines) checks the
//! solver's value of the smallest boards too.

use alphabeta::games::dots_and_boxes::{DotsAndBoxes, DotsAndBoxes2, DotsAndBoxes5};
use alphabeta::runtime::notation::{legal_moves, move_to_string, position_to_string};
use alphabeta::runtime::{perft, solve, Game, Notation, NotationError, Outcome, Side, Solution};

mod openspiel_support;

use openspiel_support::{perft_is, position, reads_back, won_as_openspiel_says};

/// Perft of depths 1 to 4 from the start: 24 lines, then 23, 22, 21 (no
/// box can be completed in three moves, and the game never ends early).
const START: [u64; 4] = [24, 552, 12_144, 255_024];

/// OpenSpiel's seed, its actions from the start (random play), the
/// player to move after them (0 the first), and perft at depths 1 to 3.
/// After seeds 2, 3 and 4 a player has completed a box and moved again.
const POSITIONS: &[(u64, &str, usize, [u64; 3])] = &[
    (1, "4 19 2 10 5 20 18 22 16 17 6 1", 0, [12, 132, 1_320]),
    (2, "1 3 4 14 8 13 12 10 2 18 20 6 16 23", 1, [10, 90, 720]),
    (
        3,
        "7 19 18 4 13 20 2 0 23 8 14 6 9 16 21 22",
        1,
        [8, 56, 336],
    ),
    (
        4,
        "7 10 3 15 19 5 2 4 0 13 17 11 1 12 22 23 18 9",
        0,
        [6, 30, 120],
    ),
];

/// Whole games of seeded random play: OpenSpiel's seed, the first
/// player's margin in boxes at the end, who moved at each ply, and the
/// actions.
const FINISHED: &[(u64, i32, &str, &str)] = &[
    (
        5,
        3,
        "010101010101001100001100",
        "19 8 12 23 18 0 17 9 2 22 4 3 11 15 7 16 5 14 6 1 13 20 21 10",
    ),
    (
        6,
        1,
        "010101010100101011111000",
        "18 2 16 9 1 0 7 22 17 10 21 3 11 15 8 19 5 6 20 23 13 14 4 12",
    ),
    (
        7,
        3,
        "010101010101101010001100",
        "10 4 14 23 1 3 22 6 17 15 0 16 8 2 7 19 20 5 11 9 21 12 13 18",
    ),
    (
        8,
        1,
        "010101010101001001111000",
        "7 12 14 4 8 1 3 9 15 21 17 6 16 23 0 20 22 11 13 18 5 10 2 19",
    ),
    (
        9,
        -5,
        "010101010110101010001111",
        "14 20 11 8 4 6 0 16 22 23 15 2 10 18 21 1 17 5 19 12 13 3 7 9",
    ),
    (
        10,
        -3,
        "010101010101010111110001",
        "18 1 14 17 22 0 8 20 23 19 6 15 4 2 16 13 11 3 7 10 5 12 9 21",
    ),
];

fn side(index: usize) -> Side {
    if index == 0 {
        Side::First
    } else {
        Side::Second
    }
}

#[test]
fn perft_from_the_start_is_openspiels() {
    perft_is(&DotsAndBoxes::start(), &START, "the start");
}

#[test]
fn perft_after_random_play_is_openspiels() {
    for &(seed, moves, to_move, counts) in POSITIONS {
        let p: DotsAndBoxes = position(moves);
        assert_eq!(p.side_to_move(), side(to_move), "seed {seed}: {p}");
        perft_is(&p, &counts, &format!("seed {seed}"));
    }
}

/// Who moves at every ply is OpenSpiel's: a player who completes a box
/// moves again, and the margin at the end is its margin.
#[test]
fn finished_games_move_and_end_as_openspiel_says() {
    for &(seed, margin, players, moves) in FINISHED {
        let mut p = DotsAndBoxes::start();
        for (ply, (record, player)) in moves.split(' ').zip(players.bytes()).enumerate() {
            let expected = side(usize::from(player - b'0'));
            assert_eq!(p.side_to_move(), expected, "seed {seed}, ply {ply}: {p}");
            p = p.play(DotsAndBoxes::parse_move(&p, record).unwrap());
        }
        let lead = p.boxes(Side::First) as i32 - p.boxes(Side::Second) as i32;
        assert_eq!(lead, margin, "seed {seed}: {p}");
        assert_eq!(p.boxes(Side::First) + p.boxes(Side::Second), 9);
        won_as_openspiel_says::<DotsAndBoxes>(seed, margin.signum(), moves);
        assert!(legal_moves(&p).is_empty());
    }
}

/// Every position of the games above reads back from its own notation,
/// with the same key, and the key kept move by move is the one computed
/// from scratch.
#[test]
fn positions_read_back_from_their_notation() {
    for &(_, _, _, moves) in FINISHED {
        reads_back::<DotsAndBoxes>(moves);
    }
}

/// A move reads as its two dots in either order, run together or not,
/// as OpenSpiel's action number and as OpenSpiel writes it, and prints
/// as its dots.
#[test]
fn moves_read_as_players_write_them() {
    let p = DotsAndBoxes::start();
    // OpenSpiel's action 0 is `P1(h,0,0)`: the top-left line, a4-b4; 12
    // is `(v,0,0)`, a3-a4; 23 is `(v,2,3)`, d1-d2.
    for (text, action) in [
        ("a4-b4", 0),
        ("b4-a4", 0),
        ("a4b4", 0),
        ("0", 0),
        ("P1(h,0,0)", 0),
        ("(h,0,0)", 0),
        ("a3-a4", 12),
        ("P2(v,0,0)", 12),
        ("d1-d2", 23),
        ("v,2,3", 23),
        ("23", 23),
    ] {
        assert_eq!(DotsAndBoxes::parse_move(&p, text), Ok(action), "{text}");
    }
    assert_eq!(move_to_string(&p, 0), "a4-b4");
    assert_eq!(move_to_string(&p, 23), "d1-d2");
}

/// Bad moves and positions are typed errors, never panics.
#[test]
fn bad_input_is_a_typed_error() {
    let p = DotsAndBoxes::start();
    for text in [
        "a1-c1",
        "a1-b2",
        "e1-e2",
        "a5-b5",
        "24",
        "P1(h,4,0)",
        "(v,3,0)",
        "x",
        "",
        "a0-b0",
        "zzzzzzzzzzzzzz1-a1",
    ] {
        assert!(
            matches!(
                DotsAndBoxes::parse_move(&p, text),
                Err(NotationError::BadMove { .. })
            ),
            "{text}"
        );
    }
    let after = p.play(0);
    assert!(matches!(
        DotsAndBoxes::parse_move(&after, "a4-b4"),
        Err(NotationError::IllegalMove { .. })
    ));
    for text in [
        "",
        "0000 R .../.../...",
        "000000000000000000000002 R .../.../...",
        "000000000000000000000000 X .../.../...",
        "000000000000000000000000 R ../.../...",
        "000000000000000000000000 R .../...",
        "000000000000000000000000 R R../.../...",
        "100100000000110000000000 R .../.../...",
        "100100000000110000000000 R x../.../...",
    ] {
        assert!(
            matches!(
                DotsAndBoxes::parse_position(text),
                Err(NotationError::BadPosition { .. })
            ),
            "{text}"
        );
    }
    // The top-left box's four sides, completed by Red.
    let text = "100100000000110000000000 R R../.../...";
    let q = DotsAndBoxes::parse_position(text).unwrap();
    assert_eq!(position_to_string(&q), text);
    assert_eq!(q.boxes(Side::First), 1);
}

/// The start as a position, and a box completed: its player moves again.
#[test]
fn completing_a_box_moves_again() {
    let start = DotsAndBoxes::start();
    assert_eq!(
        position_to_string(&start),
        "000000000000000000000000 R .../.../..."
    );
    // The top-left box: 0 (its top), 3 (bottom), 12 (left), 13 (right).
    let (p, _) = DotsAndBoxes::parse_moves("a4-b4 a3-b3 a3-a4").unwrap();
    assert_eq!(p.side_to_move(), Side::Second);
    let q = p.play(13);
    assert_eq!(q.side_to_move(), Side::Second, "Blue completed a box");
    assert_eq!(q.boxes(Side::Second), 1);
    assert_eq!(q.owner(0, 0), Some(Side::Second));
    assert_eq!(
        position_to_string(&q),
        "100100000000110000000000 B B../.../..."
    );
    // A second box at once: its player moves again again.
    assert!(q.to_string().contains("boxes R 0 and B 1; B to move"));
}

/// A plain second implementation: lines in a `Vec<bool>`, boxes by their
/// four sides, the same numbering as OpenSpiel's; its minimax gives the
/// first player's margin under perfect play.
struct Plain {
    cols: usize,
    rows: usize,
}

impl Plain {
    fn horizontal(&self) -> usize {
        self.cols * (self.rows + 1)
    }

    fn sides(&self, b: usize) -> [usize; 4] {
        let (row, col) = (b / self.cols, b % self.cols);
        let h = self.horizontal();
        [
            row * self.cols + col,
            (row + 1) * self.cols + col,
            h + row * (self.cols + 1) + col,
            h + row * (self.cols + 1) + col + 1,
        ]
    }

    /// The best margin (own boxes less the other's, from here on) that
    /// the player to move can reach; it depends on the lines alone, so
    /// each set of lines is searched once.
    fn best(&self, lines: &mut Vec<bool>) -> i32 {
        self.best_memo(lines, &mut std::collections::HashMap::new())
    }

    fn best_memo(
        &self,
        lines: &mut Vec<bool>,
        memo: &mut std::collections::HashMap<Vec<bool>, i32>,
    ) -> i32 {
        if let Some(&known) = memo.get(lines) {
            return known;
        }
        let mut best = i32::MIN;
        for e in 0..lines.len() {
            if lines[e] {
                continue;
            }
            let before = (0..self.cols * self.rows)
                .filter(|&b| self.sides(b).iter().all(|&s| lines[s]))
                .count();
            lines[e] = true;
            let after = (0..self.cols * self.rows)
                .filter(|&b| self.sides(b).iter().all(|&s| lines[s]))
                .count();
            let scored = (after - before) as i32;
            let rest = if lines.iter().all(|&l| l) {
                0
            } else if scored > 0 {
                self.best_memo(lines, memo)
            } else {
                -self.best_memo(lines, memo)
            };
            lines[e] = false;
            best = best.max(scored + rest);
        }
        memo.insert(lines.clone(), best);
        best
    }
}

#[test]
fn the_plain_minimax_agrees_with_openspiel_on_2x2() {
    let plain = Plain { cols: 2, rows: 2 };
    let mut lines = vec![false; 12];
    assert_eq!(plain.best(&mut lines), 2, "OpenSpiel: 3 boxes to 1");
}

/// The solver proves what OpenSpiel's minimax found: the first player
/// wins 2 x 2 boxes; its line of best play ends so.
#[test]
fn the_solver_wins_2x2_for_the_first_player() {
    let solved = solve(&DotsAndBoxes2::start());
    assert!(
        matches!(solved.value, Solution::Win(_)),
        "{:?}",
        solved.value
    );
    let end = solved
        .pv
        .iter()
        .fold(DotsAndBoxes2::start(), |p, &mv| p.play(mv));
    assert_eq!(end.outcome(), Some(Outcome::Win(Side::First)), "{end}");
}

/// The solver against the plain minimax on 3 x 3 positions of random
/// play with few lines left, where boxes are taken and players move
/// again.
#[test]
fn the_solver_agrees_with_the_plain_minimax_late_in_3x3() {
    let plain = Plain { cols: 3, rows: 3 };
    for &(seed, moves, _, _) in &POSITIONS[2..] {
        let p: DotsAndBoxes = position(moves);
        let mut lines: Vec<bool> = (0..24).map(|e| p.is_drawn(e)).collect();
        let me = p.side_to_move();
        let held = p.boxes(me) as i32 - p.boxes(me.opponent()) as i32;
        let margin = held + plain.best(&mut lines);
        let expected = match margin.signum() {
            1 => "win",
            -1 => "loss",
            _ => "draw",
        };
        let value = solve(&p).value;
        assert!(
            value.to_string().starts_with(expected),
            "seed {seed}: {value}, margin {margin}"
        );
    }
}

/// 5 x 5 boxes: 60 lines, the count from the start.
#[test]
fn five_by_five_has_sixty_lines() {
    let p = DotsAndBoxes5::start();
    assert_eq!(perft(&p, 2), 60 * 59);
    // OpenSpiel's `(v,0,5)`, the top-right line, and `(v,4,5)`, the
    // bottom-right one, the last action.
    assert_eq!(DotsAndBoxes5::parse_move(&p, "f5-f6"), Ok(35));
    assert_eq!(DotsAndBoxes5::parse_move(&p, "f1-f2"), Ok(59));
}
