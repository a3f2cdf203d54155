// The mistake: a piece set up on a hole, the fox on `a1`, a corner cut off the cross.
// Corrected:   setup: first Fox on d4, second Goose on rows 5..=7,
alphabeta::game! {
    pub FoxAndGeese {
        board: 7 x 7 without corners 2 x 2,
        players: Fox, Geese,
        piece Fox { step orthogonal to empty, jump orthogonal over enemy chain },
        piece Goose { step forward | sideways to empty },
        setup: first Fox on a1, second Goose on rows 5..=7,
        no moves: lose,
    }
}

fn main() {}
