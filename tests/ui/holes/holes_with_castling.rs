// The mistake: castling on a board with holes, where the king and rook would cross the holes of their row.
// Corrected:   piece King { step any },
alphabeta::game! {
    pub HoledChess {
        board: 8 x 8 without d4,
        players: White, Black,
        piece King { step any, castle with Rook },
        piece Rook: R,
        setup: first King on e1, first Rook on a1 h1, second King on e8, second Rook on a8 h8,
        lose: extinct King,
        no moves: draw,
    }
}

fn main() {}
