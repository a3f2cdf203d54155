// The mistake: `may` before anything but `promote`.
// Corrected:   may promote Tokin at last row,
alphabeta::game! {
    pub Mini {
        board: 5 x 5,
        players: Sente, Gote,
        piece King { step any },
        piece Gold { step orthogonal | forward-diagonal },
        piece Pawn { step forward, may step backward },
        setup: "2k2/2p2/5/2P2/2K2",
        captures: to hand,
        royal: King,
    }
}

fn main() {}
