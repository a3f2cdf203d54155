// The mistake: `petrify` names a kind whose moves never capture, so it
// never turns into a wall.
// Corrected:   captures: petrify Rook,
alphabeta::game! {
    pub Petrified {
        board: 8 x 8,
        piece King { step any to empty },
        piece Rook: R,
        piece Pawn { step forward to empty },
        setup: "r3k3/pppppppp/8/8/8/8/PPPPPPPP/R3K3",
        royal: King,
        captures: petrify Rook | Pawn,
        checkmate: lose,
        stalemate: draw,
    }
}

fn main() {}
