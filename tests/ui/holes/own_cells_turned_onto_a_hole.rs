// The mistake: `own e5`, which turned half a circle for the second player is `a1`, a hole.
// Corrected:   zone Goal: own d5,
alphabeta::game! {
    pub Notched {
        board: 5 x 5 without a1,
        players: White, Black,
        piece Runner { step any to empty },
        setup: first Runner on c1, second Runner on c5,
        zone Goal: own e5,
        win: reach(Goal),
        no moves: lose,
    }
}

fn main() {}
