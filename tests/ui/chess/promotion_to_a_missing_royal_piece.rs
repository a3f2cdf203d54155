// The mistake: White is set up without a king, and its pawns promote to
// one. A player with no royal piece at the start never gets one (its moves
// are never tested for check), so the promotion would give it a king that
// may be left attacked.
// Corrected:   promote Queen at last row,
alphabeta::game! {
    pub Horde {
        board: 8 x 8,
        players: White, Black,
        piece King { step any },
        piece Queen: Q,
        piece Pawn {
            step forward to empty,
            step forward-diagonal to enemy,
            promote Queen | King at last row,
        },
        setup: "3qk3/pppppppp/8/8/8/8/PPPPPPPP/PPPPPPPP",
        royal: King,
        win: captured all,
    }
}

fn main() {}
