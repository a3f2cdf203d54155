// The mistake: `promote ... for Blue`, a player the game does not declare.
// `for` names one of the players of `players:`.
// Corrected:   promote Queen | Rook at last row for Black,
alphabeta::game! {
    pub Unknown {
        board: 6 x 6,
        players: White, Black,
        piece King { step any },
        piece Queen: Q,
        piece Rook: R,
        piece Pawn {
            step forward to empty,
            promote Queen at last row for White,
            promote Queen | Rook at last row for Blue,
        },
        setup: "3k2/pppppp/6/6/PPPPPP/3K2",
        royal: King,
    }
}

fn main() {}
