// The mistake: `captures: mandatory` with `moves: move or pass`: a pass is
// not a capture, so a player who can capture could never pass.
// Corrected:   leave out `moves: move or pass` (or `captures: mandatory`)
alphabeta::game! {
    pub Waiting {
        board: 8 x 8,
        moves: move or pass,
        piece Rook: R,
        setup: first Rook on a1 h1, second Rook on a8 h8,
        captures: mandatory,
        win: captured all,
    }
}

fn main() {}
