// The mistake: `lost Queen` in a game whose setup gives no queen. A pawn
// promotes to a `lost` kind only while its player has fewer on the board
// than the setup gave: with none to lose, it never could.
// Corrected:   promote Queen | lost Rook at last row,
alphabeta::game! {
    pub Lost {
        board: 6 x 6,
        players: White, Black,
        piece King { step any },
        piece Queen: Q,
        piece Rook: R,
        piece Pawn {
            step forward to empty,
            promote lost Queen | lost Rook at last row,
        },
        setup: "r2k2/pppppp/6/6/PPPPPP/R2K2",
        royal: King,
    }
}

fn main() {}
