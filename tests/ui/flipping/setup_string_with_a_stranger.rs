// The mistake: `X` in a flipping game's setup string. Each stone is drawn by
// its player's letter, `B` or `W` here.
// Corrected:   setup: "4/1WB1/1BW1/4",
alphabeta::game! {
    pub Reversi {
        board: 4 x 4,
        players: Black, White,
        moves: place flipping,
        setup: "4/1WB1/1BX1/4",
        no moves: pass,
        win: most pieces,
    }
}

fn main() {}
