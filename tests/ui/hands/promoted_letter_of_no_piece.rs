// The mistake: `(+Q)` writes the promoted form of the piece written `Q`, and no piece is.
// Corrected:   piece Tokin (+P) { step orthogonal | forward-diagonal },
alphabeta::game! {
    pub Mini {
        board: 5 x 5,
        players: Sente, Gote,
        piece King { step any },
        piece Gold { step orthogonal | forward-diagonal },
        piece Pawn { step forward, may promote Tokin at last row },
        piece Tokin (+Q) { step orthogonal | forward-diagonal },
        setup: "2k2/2p2/5/2P2/2K2",
        captures: to hand,
        royal: King,
    }
}

fn main() {}
