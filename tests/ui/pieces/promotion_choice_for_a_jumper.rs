// The mistake: a man that jumps and may promote to either of two kinds. A
// chain of jumps names its landing cells, not a promotion.
// Corrected:   promote King at last row,
alphabeta::game! {
    pub Choosy {
        board: 8 x 8 dark,
        piece Man {
            step forward-diagonal to empty,
            jump forward-diagonal over enemy chain,
            promote King | Queen at last row,
        },
        piece King { step diagonal to empty, jump diagonal over enemy chain },
        piece Queen { step diagonal to empty },
        setup: first Man on squares 21..=32, second Man on squares 1..=12,
        no moves: lose,
    }
}

fn main() {}
