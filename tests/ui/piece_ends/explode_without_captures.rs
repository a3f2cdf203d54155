// The mistake: `captures: explode` in a game where no piece can capture.
// Corrected:   piece Rook { slide orthogonal to empty | enemy },
alphabeta::game! {
    pub Shuffle {
        board: 8 x 8,
        piece Rook { slide orthogonal to empty },
        setup: first Rook on a1 h1, second Rook on a8 h8,
        captures: explode,
        no moves: lose,
    }
}

fn main() {}
