// The mistake: the royal `King` starts in a hand.
// Corrected:   setup: "2k2/2p2/5/2P2/2K2",
alphabeta::game! {
    pub Mini {
        board: 5 x 5,
        players: Sente, Gote,
        piece King { step any },
        piece Gold { step orthogonal | forward-diagonal },
        piece Pawn { step forward },
        setup: "2k2/2p2/5/2P2/5[K]",
        captures: to hand,
        royal: King,
    }
}

fn main() {}
