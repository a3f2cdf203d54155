// The mistake: two `promote` rules for the same player. The kinds one
// player's piece may become go in one rule; the other rule is for the
// other player.
// Corrected:   promote Rook at last row for Black,
alphabeta::game! {
    pub Twice {
        board: 6 x 6,
        players: White, Black,
        piece King { step any },
        piece Queen: Q,
        piece Rook: R,
        piece Pawn {
            step forward to empty,
            promote Queen at last row for White,
            promote Rook at last row for White,
        },
        setup: "3k2/pppppp/6/6/PPPPPP/3K2",
        royal: King,
    }
}

fn main() {}
