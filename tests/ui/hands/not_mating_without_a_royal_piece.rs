// The mistake: `Pawn not mating` in a game with no royal piece, so no checkmate.
// Corrected:   royal: King,
alphabeta::game! {
    pub NoKing {
        board: 5 x 5,
        players: White, Black,
        piece Pawn { step forward },
        setup: "ppppp/5/5/5/PPPPP",
        captures: to hand,
        drops: Pawn not mating,
        win: reach(last row),
    }
}

fn main() {}
