// No `win:`, `lose:` or `draw:` section: nothing would ever end the game.
alphabeta::game! {
    pub Endless {
        board: 3 x 3,
        moves: place,
    }
}

fn main() {}
