// The mistake: `counting` under `lose:`. A count that runs out draws the
// game, whoever counted.
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
        lose: counting(64 moves, bare King from pieces: 16 moves against Rook | 64 moves) without Pawn,
    }
}

fn main() {}
