// The mistake: a piece that may decline its promotion for one player and
// must take it for the other. The two rules of a piece, one for each
// player, differ only in their kinds and zones.
// Corrected:   may promote Rook at last row for Black,
alphabeta::game! {
    pub Differ {
        board: 6 x 6,
        players: White, Black,
        piece King { step any },
        piece Queen: Q,
        piece Rook: R,
        piece Pawn {
            step forward to empty,
            step forward-diagonal,
            may promote Queen at last row for White,
            promote Rook at last row for Black,
        },
        setup: "3k2/pppppp/6/6/PPPPPP/3K2",
        royal: King,
    }
}

fn main() {}
