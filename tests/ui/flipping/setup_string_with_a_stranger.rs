// In a flipping game the setup string draws each stone by its player's
// letter (`B` and `W` here); `X` belongs to no player.
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
