// The mistake: `drops:` in a game whose captures leave the board and whose players start with empty hands.
// Corrected:   captures: to hand,
alphabeta::game! {
    pub Mini {
        board: 5 x 5,
        players: Sente, Gote,
        piece King { step any },
        piece Gold { step orthogonal | forward-diagonal },
        piece Pawn { step forward },
        setup: "2k2/2p2/5/2P2/2K2",
        drops: one Pawn per column,
        royal: King,
    }
}

fn main() {}
