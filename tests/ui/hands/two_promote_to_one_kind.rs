// The mistake: two pieces promote to `Gold`, so a captured gold could not say which it goes back to.
// Corrected:   piece Silver { step diagonal | forward, may promote PromotedSilver at last row },
alphabeta::game! {
    pub Mini {
        board: 5 x 5,
        players: Sente, Gote,
        piece King { step any },
        piece Gold { step orthogonal | forward-diagonal },
        piece Silver { step diagonal | forward, may promote Gold at last row },
        piece Pawn { step forward, may promote Gold at last row },
        setup: "2k2/1sp2/5/1SP2/2K2",
        captures: to hand,
        royal: King,
    }
}

fn main() {}
