// The mistake: `en passant on` for the cells an en-passant capture may land
// on. The cells are named with `at`, as a promotion's are.
// Corrected:   en passant at own row 6,
alphabeta::game! {
    pub Horde {
        board: 8 x 8,
        players: White, Black,
        piece King { step any },
        piece Pawn {
            step forward to empty,
            step forward 2 to empty from own rows 1..=2,
            step forward-diagonal to enemy,
            en passant on own row 6,
        },
        setup: "4k3/pppppppp/8/8/8/8/PPPPPPPP/PPPPPPPP",
        royal: King,
        win: captured all,
    }
}

fn main() {}
