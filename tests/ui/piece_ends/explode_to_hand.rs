// The mistake: `captures: explode` beside `to hand`: a blast takes pieces
// out of the game, a hand would keep them.
// Corrected:   captures: explode,
alphabeta::game! {
    pub Blasthouse {
        board: 8 x 8,
        piece King { step any },
        piece Rook: R,
        setup: first King on e1, first Rook on a1, second King on e8, second Rook on a8,
        royal: King,
        captures: explode, to hand,
        checkmate: lose,
        stalemate: draw,
    }
}

fn main() {}
