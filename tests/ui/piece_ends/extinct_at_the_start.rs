// The mistake: `fewer than 4 King` where each player sets up three kings:
// the condition holds before the first move, and the game could not start.
// Corrected:   lose: fewer than 3 King,
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
        lose: fewer than 4 King,
    }
}

fn main() {}
