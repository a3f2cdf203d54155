// The mistake: a step of two cells that may land anywhere. The longer first
// step of a pawn walks through an empty cell onto an empty one; it never
// captures, so it says `to empty`.
// Corrected:   step forward 2 to empty on first move,
alphabeta::game! {
    pub Mini {
        board: 4 x 4,
        piece King { step any },
        piece Pawn {
            step forward to empty,
            step forward 2 on first move,
            step forward-diagonal to enemy,
        },
        setup: "k3/p3/3P/3K",
        royal: King,
        checkmate: lose,
        stalemate: draw,
    }
}

fn main() {}
