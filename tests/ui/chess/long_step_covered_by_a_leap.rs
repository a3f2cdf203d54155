// The mistake: a pawn whose double step is also a leap of two cells. The
// leap lands where the double step does, but only the double step leaves
// the cell it crossed open to en passant.
// Corrected:   remove `leap(0, 2) to empty`
alphabeta::game! {
    pub Leapers {
        board: 8 x 8,
        players: White, Black,
        piece King { step any },
        piece Pawn {
            step forward to empty,
            step forward 2 to empty on first move,
            leap(0, 2) to empty,
            step forward-diagonal to enemy,
            en passant,
        },
        setup: "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3",
        royal: King,
    }
}

fn main() {}
