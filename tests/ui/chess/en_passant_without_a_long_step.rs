// The mistake: `en passant` for a piece that never steps over a cell. En
// passant captures a piece that just stepped two cells, on the cell it
// crossed; with single steps only there is nothing to take.
// Corrected:   add `step forward 2 to empty on first move,`
alphabeta::game! {
    pub Mini {
        board: 4 x 4,
        piece King { step any },
        piece Pawn {
            step forward to empty,
            step forward-diagonal to enemy,
            en passant,
        },
        setup: "k3/p3/3P/3K",
        royal: King,
        checkmate: lose,
        stalemate: draw,
    }
}

fn main() {}
