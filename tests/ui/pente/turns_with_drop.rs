// The mistake: `turns: 1, then 2` with `moves: drop`: turns of several stones
// place them on any empty cell.
// Corrected:   moves: place,
alphabeta::game! {
    pub Drop {
        board: 7 x 6,
        players: Red, Yellow,
        moves: drop,
        turns: 1, then 2,
        win: line(4),
        draw: full,
    }
}

fn main() {}
