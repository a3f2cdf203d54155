// The mistake: `turns: 0, then 2`: a turn that places nothing.
// Corrected:   turns: 1, then 2,
alphabeta::game! {
    pub Connect6 {
        board: 19 x 19,
        players: Black, White,
        moves: place,
        turns: 0, then 2,
        win: line(6),
        draw: full,
    }
}

fn main() {}
