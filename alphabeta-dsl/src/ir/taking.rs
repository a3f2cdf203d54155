//! Captures named by the pieces they take: the move of a game whose jumps
//! fly, or whose rule is to take the most pieces (`captures: most`).
//!
//! A flying jump may start any distance before the piece it takes and land
//! on any empty cell beyond it, so its path needs a distance for every
//! jump, and a king of international draughts can take twenty men: far
//! more bits than a move has. What a capture does, though, is said by
//! where it starts, where it ends and which pieces it takes, and those fit:
//! a move is the flag, the start and landing cells, and one bit for each
//! cell a jump can take a piece on (a cell with a cell of the board on
//! both sides along a jump's line: on 10 x 10 dark squares, the 32 inner
//! ones). Two chains over the same pieces that end on the same cell are
//! then one move, as the published perft counts of international draughts
//! count them (Aart Bik's, and Rein Halbersma's "unique" generator). The
//! path a capture is written with is found again from the position.

/// The cells, in board order, on which a jump along one of `vectors` can
/// take a piece on a board of `width` x `height` (only the squares of
/// `a1`'s colour if `dark`): bit `i` of a capture's set is the `i`-th.
pub fn takeable((width, height, dark): (usize, usize, bool), vectors: &[(i32, i32)]) -> Vec<usize> {
    let (w, h) = (width as i32, height as i32);
    let on = |x: i32, y: i32| (0..w).contains(&x) && (0..h).contains(&y);
    (0..h)
        .flat_map(|y| (0..w).map(move |x| (x, y)))
        .filter(|&(x, y)| !dark || (x + y) % 2 == 0)
        .filter(|&(x, y)| {
            vectors
                .iter()
                .any(|&(dx, dy)| on(x - dx, y - dy) && on(x + dx, y + dy))
        })
        .map(|(x, y)| (x + y * w) as usize)
        .collect()
}

/// The bits of a capture named by its set: the flag, two cells, the set.
pub fn bits(cells: usize, takeable: usize) -> usize {
    let cell_bits = (usize::BITS - (cells - 1).max(1).leading_zeros()) as usize;
    1 + 2 * cell_bits + takeable
}

/// The most captures one position lists where chains are named by their
/// sets: the move list holds this many beside the quiet moves.
pub const MOST_TAKES: usize = 1024;

#[cfg(test)]
mod tests {
    use super::*;

    const DIAGONAL: [(i32, i32); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];

    #[test]
    fn the_inner_dark_squares_of_ten_by_ten() {
        let cells = takeable((10, 10, true), &DIAGONAL);
        assert_eq!(cells.len(), 32);
        assert_eq!(bits(100, cells.len()), 47);
    }

    #[test]
    fn eight_by_eight_fits_in_thirty_two_bits() {
        let cells = takeable((8, 8, true), &DIAGONAL);
        assert_eq!(cells.len(), 18);
        assert_eq!(bits(64, cells.len()), 31);
    }
}
