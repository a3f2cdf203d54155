// The mistake: a hand that holds a promoted piece, which a capture would have turned back.
// Corrected:   setup: "2k2/2p2/5/2P2/2K2[P]",
alphabeta::game! {
    pub Mini {
        board: 5 x 5,
        players: Sente, Gote,
        piece King { step any },
        piece Gold { step orthogonal | forward-diagonal },
        piece Pawn { step forward, may promote Tokin at last row },
        piece Tokin (+P) { step orthogonal | forward-diagonal },
        setup: "2k2/2p2/5/2P2/2K2[+P]",
        captures: to hand,
        royal: King,
    }
}

fn main() {}
