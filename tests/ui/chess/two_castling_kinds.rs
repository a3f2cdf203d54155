// The mistake: in a game without a royal piece, two kinds that castle. Any
// one kind may castle there (the king of giveaway chess, which is not
// royal), and castling rights name that kind's piece: one kind castles.
// Corrected:   piece Queen: Q,
alphabeta::game! {
    pub Giveaway {
        board: 8 x 8,
        players: White, Black,
        piece King { step any, castle with Rook },
        piece Queen { slide any, castle with Rook },
        piece Rook: R,
        setup: "r2qk2r/8/8/8/8/8/8/R2QK2R",
        no moves: win,
        lose: captured all,
    }
}

fn main() {}
