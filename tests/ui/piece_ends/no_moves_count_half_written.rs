// The mistake: `no moves: fewer pieces`, a verdict by the count of pieces
// without its verdict: who wins, the player with fewer pieces or more?
// Corrected:   no moves: fewer pieces win,
alphabeta::game! {
    pub Suicide {
        board: 8 x 8,
        piece King: K,
        piece Pawn { step forward to empty, step forward-diagonal to enemy },
        setup: "k7/pppp4/8/8/8/8/PPPP4/K7",
        captures: mandatory,
        no moves: fewer pieces,
        lose: captured all,
    }
}

fn main() {}
