// The mistake: `royal: King`, and neither player is set up with a king.
// A royal piece stands once on each side, or on one side only (horde
// chess), never on none.
// Corrected:   setup: "4k3/8/8/8/8/8/8/4K3",
alphabeta::game! {
    pub Pawns {
        board: 8 x 8,
        piece King { step any },
        piece Pawn { step forward to empty, step forward-diagonal to enemy },
        setup: "8/pppppppp/8/8/8/8/PPPPPPPP/8",
        royal: King,
        win: captured all,
    }
}

fn main() {}
