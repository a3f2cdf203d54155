// The mistake: `held safe`, two ways of deciding a reach at once. A flag
// that must survive the reply is `held`; one that wins while no enemy
// piece attacks it is `safe`.
// Corrected:   win: reach(last row) by Lion safe,
alphabeta::game! {
    pub Animals {
        board: 3 x 4,
        players: Sente, Gote,
        piece Lion { step any },
        piece Giraffe { step orthogonal },
        setup: "glg/3/3/GLG",
        lose: extinct Lion,
        win: reach(last row) by Lion held safe,
    }
}

fn main() {}
