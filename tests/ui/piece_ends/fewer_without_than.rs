// The mistake: `fewer 2 King`, without `than`.
// Corrected:   lose: fewer than 2 King,
alphabeta::game! {
    pub Kings {
        board: 8 x 8,
        players: White, Black,
        piece King: K,
        piece Rook: R,
        piece Pawn {
            step forward to empty,
            step forward-diagonal to enemy,
            promote Rook at last row,
        },
        setup: "r1k1k1kr/pppppppp/8/8/8/8/PPPPPPPP/R1K1K1KR",
        lose: fewer 2 King,
    }
}

fn main() {}
