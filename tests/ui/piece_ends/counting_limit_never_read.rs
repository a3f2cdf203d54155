// The mistake: a limit after one against anything. The limits are read in
// order, and the first the other player's pieces meet applies: `64 moves`
// alone meets everything.
// Corrected:   draw: counting(64 moves, bare King from pieces: 16 moves against Rook | 64 moves) without Pawn,
alphabeta::game! {
    pub Makruk {
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
        royal: King,
        draw: counting(64 moves, bare King from pieces: 64 moves | 16 moves against Rook) without Pawn,
    }
}

fn main() {}
