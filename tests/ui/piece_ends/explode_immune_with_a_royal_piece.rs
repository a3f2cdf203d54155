// The mistake: `immune` in a game with a royal piece: a capture by an
// immune piece would change which moves leave the royal piece safe, which
// the macro does not work out yet.
// Corrected:   leave out `royal:`, and end the game by `lose: extinct King`
alphabeta::game! {
    pub Atomar {
        board: 8 x 8,
        piece King { step any },
        piece Queen: Q,
        piece Pawn { step forward to empty, step forward-diagonal to enemy },
        setup: "q3k3/pppppppp/8/8/8/8/PPPPPPPP/Q3K3",
        royal: King,
        captures: explode sparing Pawn immune Queen,
        checkmate: lose,
        stalemate: draw,
    }
}

fn main() {}
