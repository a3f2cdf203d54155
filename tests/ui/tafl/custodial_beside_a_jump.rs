// The mistake: a custodial capture in a game whose pieces `jump`: a jump
// captures on its way, and where its custodial captures would happen is
// not said.
// Corrected:   piece Man { step orthogonal to empty },
alphabeta::game! {
    pub Tafl {
        board: 7 x 7,
        players: Black, White,
        piece Man { step orthogonal to empty, jump orthogonal over enemy },
        setup: "mmmmmmm/7/7/7/7/7/MMMMMMM",
        captures: custodial(1) orthogonal,
        win: captured all,
        no moves: lose,
    }
}

fn main() {}
