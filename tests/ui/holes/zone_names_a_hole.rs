// The mistake: a zone that names a hole, `a1`, which nothing can reach.
// Corrected:   zone Den: c1 d1 e1,
alphabeta::game! {
    pub Den {
        board: 7 x 7 without corners 2 x 2,
        players: White, Black,
        piece Runner { step any to empty },
        setup: first Runner on d7, second Runner on d5,
        zone Den: a1 d1 e1,
        win: reach(Den),
        no moves: lose,
    }
}

fn main() {}
