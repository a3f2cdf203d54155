// The mistake: a piece set up on `b1`, a light square. On a `dark` board
// pieces stand on the squares of `a1`'s colour only.
// Corrected:   setup: first Man on a1 c1, second Man on h8,
alphabeta::game! {
    pub Draughts {
        board: 8 x 8 dark,
        piece Man { step forward-diagonal to empty },
        setup: first Man on a1 b1, second Man on h8,
        no moves: lose,
    }
}

fn main() {}
