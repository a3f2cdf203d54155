// The mistake: `captures: to hand` in a game where no piece can capture.
// Corrected:   piece Pawn { step forward to empty | enemy },
alphabeta::game! {
    pub Quiet {
        board: 5 x 5,
        players: White, Black,
        piece Pawn { step forward to empty },
        setup: "ppppp/5/5/5/PPPPP",
        captures: to hand,
        win: reach(last row),
    }
}

fn main() {}
