// The mistake: the royal piece spared by the blast, when losing it to a
// blast is what ends the game.
// Corrected:   captures: explode sparing Pawn,
alphabeta::game! {
    pub Atomar {
        board: 8 x 8,
        piece King { step any },
        piece Rook: R,
        piece Pawn { step forward to empty, step forward-diagonal to enemy },
        setup: "r3k3/pppppppp/8/8/8/8/PPPPPPPP/R3K3",
        royal: King,
        captures: explode sparing Pawn | King,
        checkmate: lose,
        stalemate: draw,
    }
}

fn main() {}
