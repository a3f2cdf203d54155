// The mistake: in atomic chess a blast that takes a king ends the game,
// and the first player is set up without one: set up a king on each side.
// Corrected:   setup: "4k3/8/8/8/8/8/8/RR2K3",
alphabeta::game! {
    pub Lone {
        board: 8 x 8,
        piece King { step any },
        piece Rook: R,
        setup: "4k3/8/8/8/8/8/8/RR6",
        captures: explode,
        royal: King,
        win: captured all,
    }
}

fn main() {}
