// The mistake: a count in a game with hands. The count weighs the pieces on
// the board, and a piece dropped back would change the material no count
// foresees.
// Corrected:   leave out `captures: to hand`, or the counting rule
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
        captures: to hand,
        drops: Pawn not at first row,
        draw: counting(64 moves, bare King from pieces: 16 moves against Rook | 64 moves) without Pawn,
    }
}

fn main() {}
