// A man promotes to `Queen`, but the game never declares a piece called so.
alphabeta::game! {
    pub Draughts {
        board: 8 x 8 dark,
        piece Man { step forward-diagonal to empty, promote Queen at last row },
        piece King { step diagonal to empty },
        setup: first Man on squares 1..=12, second Man on squares 21..=32,
        no moves: lose,
    }
}

fn main() {}
