// The mistakes: one `game!` declares two games, with a mistake in each; both
// are reported at once, so one build shows everything to fix.
// Corrected:   board: 3 x 3,          (in TicTacToe, for `baord`)
//              win: line(3),          (in Small, for `line(4)` on 3 x 3)
alphabeta::game! {
    pub TicTacToe {
        baord: 3 x 3,
        moves: place,
        win: line(3),
        draw: full,
    }

    pub Small {
        board: 3 x 3,
        moves: place,
        win: line(4),
        draw: full,
    }
}

fn main() {}
