// The mistake: `extinct Pwan`, a kind that is not declared. Extinction
// counts the pieces of declared kinds.
// Corrected:   lose: extinct Pawn,
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
        lose: extinct Pwan,
    }
}

fn main() {}
