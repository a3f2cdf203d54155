// The mistake: a piece of a game of walls also jumps, and a jump puts no
// wall. Every move of a game whose moves put a blocker puts one.
// Corrected:   piece Man { step diagonal to empty then leave Wall behind },
alphabeta::game! {
    pub Trails {
        board: 8 x 8,
        players: White, Black,
        piece Man { step diagonal to empty then leave Wall behind, jump diagonal over enemy },
        setup: first Man on a1 c1, second Man on f8 h8,
        no moves: lose,
    }
}

fn main() {}
