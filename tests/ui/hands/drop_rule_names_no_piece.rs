// The mistake: `drops:` names `Lance`, which the game does not declare.
// Corrected:   drops: one Pawn per column,
alphabeta::game! {
    pub Mini {
        board: 5 x 5,
        players: Sente, Gote,
        piece King { step any },
        piece Gold { step orthogonal | forward-diagonal },
        piece Pawn { step forward },
        setup: "2k2/2p2/5/2P2/2K2",
        captures: to hand,
        drops: one Lance per column,
        royal: King,
    }
}

fn main() {}
