// The mistake: holes in a draughts board, whose squares are numbered across the whole rectangle.
// Corrected:   board: 8 x 8 dark,
alphabeta::game! {
    pub Holed {
        board: 8 x 8 dark without a1,
        players: Black, White,
        piece Man { step forward-diagonal to empty, jump forward-diagonal over enemy chain },
        setup: first Man on c1, second Man on f8,
        no moves: lose,
    }
}

fn main() {}
