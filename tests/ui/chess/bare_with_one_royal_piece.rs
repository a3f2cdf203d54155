// The mistake: `bare King` is about a player left with the royal piece
// alone, and the first player is set up without one.
// Corrected:   lose: captured all,
alphabeta::game! {
    pub Lone {
        board: 8 x 8,
        piece King { step any },
        piece Rook: R,
        setup: "4k3/r7/8/8/8/8/8/RR6",
        royal: King,
        lose: bare King,
        win: captured all,
    }
}

fn main() {}
