// The mistake: `turns: 1, 2`: the turns after the first are written with `then`.
// Corrected:   turns: 1, then 2,
alphabeta::game! {
    pub Connect6 {
        board: 19 x 19,
        players: Black, White,
        moves: place,
        turns: 1, 2,
        win: line(6),
        draw: full,
    }
}

fn main() {}
