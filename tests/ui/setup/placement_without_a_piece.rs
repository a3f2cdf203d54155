// The mistake: placements that leave out the piece in a game of two kinds.
// With one kind the name may be left out; with `Man` and `King`, say which.
// Corrected:   setup: first Man on squares 1..=12, second Man on squares 21..=32,
alphabeta::game! {
    pub Checkers {
        board: 8 x 8 dark,
        piece Man { step forward-diagonal to empty, promote King at last row },
        piece King { step diagonal to empty },
        setup: first on squares 1..=12, second on squares 21..=32,
        no moves: lose,
    }
}

fn main() {}
