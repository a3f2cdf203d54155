// The mistake: the royal piece petrifies: it would turn into a wall as
// it captures, and leave its player without one.
// Corrected:   give the king moves `to empty`, and `captures: petrify Rook`
alphabeta::game! {
    pub Petrified {
        board: 8 x 8,
        piece King { step any },
        piece Rook: R,
        piece Pawn { step forward to empty, step forward-diagonal to enemy },
        setup: "r3k3/pppppppp/8/8/8/8/PPPPPPPP/R3K3",
        royal: King,
        captures: petrify Rook | King,
        checkmate: lose,
        stalemate: draw,
    }
}

fn main() {}
