// The mistake: `not flying` after the royal piece, for `not fleeing`.
// Corrected:   royal: King not fleeing,
alphabeta::game! {
    pub Makpong {
        board: 8 x 8,
        players: White, Black,
        piece King: K,
        piece Met (M): F,
        piece Rook: R,
        piece Pawn {
            step forward to empty,
            step forward-diagonal to enemy,
            promote Met at last 3 rows,
        },
        setup: "r2mk2r/8/pppppppp/8/8/PPPPPPPP/8/R2KM2R",
        royal: King not flying,
        checkmate: lose,
    }
}

fn main() {}
