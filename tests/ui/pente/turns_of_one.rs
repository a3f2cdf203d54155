// The mistake: `turns: 1`, which every game does already.
// Corrected:   remove `turns: 1`
alphabeta::game! {
    pub Connect6 {
        board: 19 x 19,
        players: Black, White,
        moves: place,
        turns: 1,
        win: line(6),
        draw: full,
    }
}

fn main() {}
