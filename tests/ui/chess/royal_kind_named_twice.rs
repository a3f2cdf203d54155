// The mistake: a royal kind named twice in `royal:`. Each kind is named
// once; several royal kinds are different kinds joined by `|`.
// Corrected:   royal: King | Queen,
alphabeta::game! {
    pub Mini {
        board: 4 x 4,
        piece King { step any },
        piece Queen: Q,
        setup: "kq2/4/4/QK2",
        royal: King | King,
        checkmate: lose,
        stalemate: draw,
    }
}

fn main() {}
