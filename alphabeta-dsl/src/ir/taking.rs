//! Captures as turns of single jumps: the game whose jumps fly, or whose
//! rule is to take the most pieces (`captures: most`).
//!
//! A flying jump may start any distance before the piece it takes and land
//! on any empty cell beyond it, and a king of international draughts can
//! take twenty men along more sequences than any list bounded in advance
//! holds. So a capture is a turn of several moves, one jump each (see
//! `codegen::pieces::taking`): a move list holds one jump per piece,
//! direction and landing, and the position keeps the capture under way.
//! Two sequences over the same pieces that end on the same cell are one
//! capture, as the published perft counts of international draughts count
//! them (Aart Bik's, and Rein Halbersma's "unique" generator).

/// The cells, in board order, on which a jump along one of `vectors` can
/// take a piece on a board of `width` x `height` (only the squares of
/// `a1`'s colour if `dark`): a capture takes at most one piece on each, so
/// it makes at most so many jumps.
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

#[cfg(test)]
mod tests {
    use super::*;

    const DIAGONAL: [(i32, i32); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];

    #[test]
    fn the_inner_dark_squares_of_ten_by_ten() {
        let cells = takeable((10, 10, true), &DIAGONAL);
        assert_eq!(cells.len(), 32);
    }

    #[test]
    fn the_inner_dark_squares_of_eight_by_eight_and_twelve_by_twelve() {
        assert_eq!(takeable((8, 8, true), &DIAGONAL).len(), 18);
        assert_eq!(takeable((12, 12, true), &DIAGONAL).len(), 50);
    }
}
