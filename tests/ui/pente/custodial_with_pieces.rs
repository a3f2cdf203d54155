// The mistake: `captures: custodial(2)` in a game of pieces that move: pieces
// capture by their own moves.
// Corrected:   remove `captures: custodial(2)`
alphabeta::game! {
    pub Race {
        board: 8 x 8,
        players: White, Black,
        piece Man { step forward, step diagonal to enemy },
        setup: first on row 1, second on row 8,
        captures: custodial(2),
        win: reach(last row),
    }
}

fn main() {}
