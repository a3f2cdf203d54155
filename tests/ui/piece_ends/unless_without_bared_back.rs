// The mistake: `bare King unless back`: the reply that saves the bare player
// is written `unless bared back`.
// Corrected:   lose: bare King unless bared back,
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
        setup: "r2k3r/pppppppp/8/8/8/8/PPPPPPPP/R2K3R",
        royal: King,
        lose: bare King unless back,
    }
}

fn main() {}
