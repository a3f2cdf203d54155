// The mistake: a piece with no rules: it could never move.
// Corrected:   piece Statue { step any to empty },
alphabeta::game! {
    pub Statues {
        board: 8 x 8,
        piece Statue {},
        setup: first Statue on a1, second Statue on h8,
        no moves: lose,
    }
}

fn main() {}
