//! Solving Go on small boards: the published value of 3 x 3 by area
//! scoring, and half of that of 4 x 4 (van der Werf, van den
//! Herik and Uiterwijk, *Solving Go on Small Boards*, ICGA Journal 26(2),
//! 2003; Sensei's Library, *Small board Go*: Black wins 3 x 3 by 9 points
//! and 4 x 4 by 2), and Benson's
//! unconditional life that ends the solver's lines, checked on hand-made
//! positions and against a plain implementation written here.

use alphabeta::game;
use alphabeta::games::go::Go3;
use alphabeta::runtime::bitboard::splitmix64;
use alphabeta::runtime::{Game, Notation, SearchOptions, Searcher, Side, Solution};
use std::collections::VecDeque;

#[path = "../alphabeta-runtime/tests/support/counting_alloc.rs"]
mod counting_alloc;

use counting_alloc::allocations_during;

game! {
    /// 3 x 3 with superko, komi half a point below Black's 9.
    pub Go3Below {
        board: 3 x 3,
        players: Black, White,
        moves: place or pass,
        captures: surrounded,
        score: area, komi 8.5,
        lose: repetition(2),
    }

    /// 3 x 3 with superko, komi half a point above Black's 9.
    pub Go3Above {
        board: 3 x 3,
        players: Black, White,
        moves: place or pass,
        captures: surrounded,
        score: area, komi 9.5,
        lose: repetition(2),
    }

    /// 4 x 4 with superko, komi half a point below Black's 2.
    pub Go4Below {
        board: 4 x 4,
        players: Black, White,
        moves: place or pass,
        captures: surrounded,
        score: area, komi 1.5,
        lose: repetition(2),
    }

    /// 4 x 4 with superko, komi half a point above Black's 2.
    pub Go4Above {
        board: 4 x 4,
        players: Black, White,
        moves: place or pass,
        captures: surrounded,
        score: area, komi 2.5,
        lose: repetition(2),
    }

    /// 5 x 5, for the positions of unconditional life.
    pub Go5 {
        board: 5 x 5,
        players: Black, White,
        moves: place or pass,
        captures: surrounded,
        score: area, komi 0.5,
        lose: repetition(2),
    }

    /// 5 x 5 where a repetition goes to White: the count alone no longer
    /// decides, so the solver may not end a line by it.
    pub Go5WhiteRepeats {
        board: 5 x 5,
        players: Black, White,
        moves: place or pass,
        captures: surrounded,
        score: area, komi 0.5,
        win: repetition(2) for White,
    }
}

fn solver<G: Game>() -> Searcher<G> {
    solver_with::<G>(64)
}

fn solver_with<G: Game>(hash_mib: usize) -> Searcher<G> {
    Searcher::new(SearchOptions {
        hash_mib,
        ..SearchOptions::default()
    })
}

/// The value of the start from Black's side (Black moves first).
fn start_value<G: Game>() -> Solution {
    solver::<G>().solve_value(&G::start(), false)
}

/// The value of 4 x 4's start, with the 256 MiB table it was measured with.
fn four_by_four_value<G: Game>() -> Solution {
    solver_with::<G>(256).solve_value(&G::start(), false)
}

#[test]
fn black_wins_three_by_three_by_nine() {
    assert!(matches!(start_value::<Go3Below>(), Solution::Win(_)));
    assert!(matches!(start_value::<Go3Above>(), Solution::Loss(_)));
    // With komi 9, the catalog's `go-3x3`: exactly the margin, a draw.
    assert_eq!(start_value::<Go3>(), Solution::Draw);
}

#[test]
fn solving_allocates_nothing() {
    let mut searcher = solver::<Go3Below>();
    let (value, count) = allocations_during(|| searcher.solve_value(&Go3Below::start(), false));
    assert!(matches!(value, Solution::Win(_)));
    assert_eq!(count, 0);
    let position = go5(".B.B./BBBBB/...../WWWWW/.W.W.");
    let (bounds, count) = allocations_during(|| position.result_bounds());
    assert_eq!((bounds, count), ((-1, 1), 0));
}

/// 4 x 4 with komi 1.5: Black wins, so Black's margin is 2 at least. The
/// win needs White's superko, so it is proved by the solver's checked
/// strategy (`alphabeta-runtime/src/search/strategy.rs`). About six
/// minutes: `cargo test --release --test go_solve -- --ignored black_wins`.
#[test]
#[ignore]
fn black_wins_four_by_four_by_two_at_least() {
    let below = four_by_four_value::<Go4Below>();
    assert!(matches!(below, Solution::Win(_)), "{below}");
}

/// 4 x 4 with komi 2.5: that Black wins by no more than 2 is not proved
/// (White's strategy is not mended to hold on every line within the
/// check's limits), but no answer contradicts it. Over ten minutes.
#[test]
#[ignore]
fn four_by_four_is_never_answered_above_black_by_two() {
    let above = four_by_four_value::<Go4Above>();
    assert!(
        matches!(above, Solution::Loss(_) | Solution::Unknown { .. }),
        "{above}"
    );
}

#[test]
fn a_repetition_for_a_player_leaves_the_count_undecided() {
    const { assert!(Go5::DECIDES_EARLY) };
    const { assert!(!Go5WhiteRepeats::DECIDES_EARLY) };
    let alive = ".B.B./BBBBB/...../...../..... W";
    let position = Go5WhiteRepeats::parse_position(alive).unwrap();
    assert_eq!(position.result_bounds(), (-1, 1));
}

/// Each point's settled owner, by rows from the top as board strings draw
/// them: `B`, `W` or `.`.
fn settled_map(position: &Go5) -> String {
    let mut out = String::new();
    for row in (0..Go5::HEIGHT).rev() {
        for col in 0..Go5::WIDTH {
            out.push(match position.settled_for(col, row) {
                Some(Side::First) => 'B',
                Some(Side::Second) => 'W',
                None => '.',
            });
        }
        if row > 0 {
            out.push('/');
        }
    }
    out
}

fn go5(board: &str) -> Go5 {
    Go5::parse_position(board).unwrap_or_else(|e| panic!("{board}: {e}"))
}

#[test]
fn a_group_with_two_eyes_is_settled_with_its_eyes() {
    let position = go5(".B.B./BBBBB/...../...../.....");
    assert_eq!(settled_map(&position), "BBBBB/BBBBB/...../...../.....");
    // Ten points are Black's for good: with komi 0.5, 15 left for White
    // could still win, so the count is not decided.
    assert_eq!(position.result_bounds(), (-1, 1));
}

#[test]
fn one_eye_is_not_life() {
    let position = go5(".B.../BB.../...../...../.....");
    assert_eq!(settled_map(&position), "...../...../...../...../.....");
}

#[test]
fn an_eye_as_large_as_the_rest_of_the_board_is_not_vital() {
    // A wall with one small eye and a large region where White may live.
    let position = go5(".B.../BB.../B..../B..../B....");
    assert_eq!(settled_map(&position), "...../...../...../...../.....");
}

#[test]
fn a_stone_inside_an_eye_is_taken_in_the_end() {
    // White's stone on C5 sits in Black's eye of two points, each a
    // liberty of Black's chain: the eye and the stone are Black's.
    let position = go5(".B.W./BBBBB/...../...../..... B");
    assert_eq!(settled_map(&position), "BBBBB/BBBBB/...../...../.....");
}

#[test]
fn two_eyes_each_side_decide_the_whole_board() {
    // Black's top two rows with two eyes, White's bottom two rows with two
    // eyes, and a middle row neither owns: Black has 10, White 10, and
    // five points are open: Black wins with komi 0.5 only with three.
    let position = go5(".B.B./BBBBB/...../WWWWW/.W.W.");
    assert_eq!(settled_map(&position), "BBBBB/BBBBB/...../WWWWW/WWWWW");
    assert_eq!(position.result_bounds(), (-1, 1));
    // Once Black holds three points of the middle row for good (here, the
    // whole row, joined to the top), Black's 15 decide it.
    let position = go5(".B.B./BBBBB/BBBBB/WWWWW/.W.W.");
    assert_eq!(position.result_bounds(), (1, 1));
}

#[test]
fn benson_agrees_with_a_plain_implementation_after_random_play() {
    let mut state = 0x005e_ed0b_e25e;
    let mut checked = 0;
    for game in 0..200 {
        let mut position = Go5::start();
        let plies = 10 + game % 40;
        for _ in 0..plies {
            if position.outcome().is_some() {
                break;
            }
            let mut moves = <Go5 as Game>::Moves::default();
            position.generate(&mut moves);
            let (next_state, seed) = splitmix64(state);
            state = next_state;
            // Passes only now and then, so that the board fills.
            let placements = moves.as_slice().len() - 1;
            let pick = if placements > 0 && seed % 8 != 0 {
                (seed >> 8) as usize % placements
            } else {
                placements
            };
            let next = position.play(moves.as_slice()[pick]);
            if next.outcome().is_some() {
                break;
            }
            position = next;
            let board = board_of(&position);
            assert_eq!(
                settled_map(&position),
                plain::settled_map(&board),
                "{}",
                position
            );
            checked += 1;
        }
    }
    assert!(checked > 2_000, "{checked} positions");
}

/// The board as a grid of cells, rows from the bottom.
fn board_of(position: &Go5) -> plain::Board {
    (0..Go5::HEIGHT)
        .map(|row| {
            (0..Go5::WIDTH)
                .map(|col| position.stone(col, row))
                .collect()
        })
        .collect()
}

/// Benson's algorithm and the settled regions on a grid of cells, with
/// breadth-first searches over vectors: no bitboards.
mod plain {
    use super::*;

    pub type Board = Vec<Vec<Option<Side>>>;
    type Cell = (usize, usize);

    fn neighbours(board: &Board, (row, col): Cell) -> Vec<Cell> {
        let (h, w) = (board.len() as i32, board[0].len() as i32);
        [(0, 1), (0, -1), (1, 0), (-1, 0)]
            .iter()
            .map(|(dr, dc)| (row as i32 + dr, col as i32 + dc))
            .filter(|&(r, c)| r >= 0 && c >= 0 && r < h && c < w)
            .map(|(r, c)| (r as usize, c as usize))
            .collect()
    }

    /// The connected sets of cells for which `inside` holds.
    fn components(board: &Board, inside: impl Fn(Cell) -> bool) -> Vec<Vec<Cell>> {
        let mut seen = vec![vec![false; board[0].len()]; board.len()];
        let mut out = Vec::new();
        for row in 0..board.len() {
            for col in 0..board[0].len() {
                if seen[row][col] || !inside((row, col)) {
                    continue;
                }
                let mut part = Vec::new();
                let mut queue = VecDeque::from([(row, col)]);
                seen[row][col] = true;
                while let Some(cell) = queue.pop_front() {
                    part.push(cell);
                    for n in neighbours(board, cell) {
                        if !seen[n.0][n.1] && inside(n) {
                            seen[n.0][n.1] = true;
                            queue.push_back(n);
                        }
                    }
                }
                out.push(part);
            }
        }
        out
    }

    fn touches(board: &Board, a: &[Cell], b: &[Cell]) -> bool {
        a.iter()
            .any(|&c| neighbours(board, c).iter().any(|n| b.contains(n)))
    }

    /// The settled points of `side`.
    fn settled(board: &Board, side: Side) -> Vec<Cell> {
        let at = |(r, c): Cell| board[r][c];
        let chains = components(board, |c| at(c) == Some(side));
        let regions = components(board, |c| at(c) != Some(side));
        let empty = |c: Cell| at(c).is_none();
        let liberty_of = |chain: &[Cell], c: Cell| {
            empty(c) && neighbours(board, c).iter().any(|n| chain.contains(n))
        };
        let vital = |region: &[Cell], chain: &[Cell]| {
            region.iter().any(|&c| empty(c))
                && touches(board, chain, region)
                && region.iter().all(|&c| !empty(c) || liberty_of(chain, c))
        };
        let mut alive = vec![true; chains.len()];
        let mut kept = vec![true; regions.len()];
        loop {
            let mut changed = false;
            for (i, chain) in chains.iter().enumerate() {
                let count = (0..regions.len())
                    .filter(|&j| kept[j] && vital(&regions[j], chain))
                    .count();
                if alive[i] && count < 2 {
                    alive[i] = false;
                    changed = true;
                }
            }
            for (j, region) in regions.iter().enumerate() {
                let dead_border =
                    (0..chains.len()).any(|i| !alive[i] && touches(board, &chains[i], region));
                if kept[j] && dead_border {
                    kept[j] = false;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        let living: Vec<Cell> = (0..chains.len())
            .filter(|&i| alive[i])
            .flat_map(|i| chains[i].clone())
            .collect();
        let mut out = living.clone();
        for (j, region) in regions.iter().enumerate() {
            let open: Vec<Cell> = region.iter().copied().filter(|&c| empty(c)).collect();
            if kept[j] && !open.is_empty() && open.iter().all(|&c| liberty_of(&living, c)) {
                out.extend(region);
            }
        }
        out
    }

    /// As [`super::settled_map`] draws it.
    pub fn settled_map(board: &Board) -> String {
        let black = settled(board, Side::First);
        let white = settled(board, Side::Second);
        let mut out = String::new();
        for row in (0..board.len()).rev() {
            for col in 0..board[0].len() {
                out.push(if black.contains(&(row, col)) {
                    'B'
                } else if white.contains(&(row, col)) {
                    'W'
                } else {
                    '.'
                });
            }
            if row > 0 {
                out.push('/');
            }
        }
        out
    }
}
