// The mistake: a promotion choice misspelled, `Quen` for `Queen`. Each choice
// names a declared piece.
// Corrected:   promote Queen | Rook at last row,
alphabeta::game! {
    pub Mini {
        board: 4 x 4,
        piece King { step any },
        piece Queen: Q,
        piece Rook: R,
        piece Pawn {
            step forward to empty,
            step forward-diagonal to enemy,
            promote Quen | Rook at last row,
        },
        setup: "k3/p3/3P/3K",
        royal: King,
        checkmate: lose,
        stalemate: draw,
    }
}

fn main() {}
