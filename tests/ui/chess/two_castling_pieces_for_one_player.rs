// The mistake: in a game without a royal piece, a player who sets up two
// pieces of the kind that castles. Castling rights name the player's one
// castling piece (`KQkq`), so each player has at most one.
// Corrected:   setup: "r3k2r/8/8/8/8/8/8/R3K2R",
alphabeta::game! {
    pub Giveaway {
        board: 8 x 8,
        players: White, Black,
        piece King { step any, castle with Rook },
        piece Rook: R,
        setup: "r3k2r/8/8/8/8/8/8/R2KK2R",
        no moves: win,
        lose: captured all,
    }
}

fn main() {}
