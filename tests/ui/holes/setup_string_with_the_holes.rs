// The mistake: a setup string that writes the holes as cells; its rows list the cells on the board.
// Corrected:   setup: "ggg/ggg/ggggggg/3F3/7/3/3",
alphabeta::game! {
    pub FoxAndGeese {
        board: 7 x 7 without corners 2 x 2,
        players: Fox, Geese,
        piece Fox { step orthogonal to empty, jump orthogonal over enemy chain },
        piece Goose { step forward | sideways to empty },
        setup: "2ggg2/2ggg2/ggggggg/3F3/7/7/7",
        no moves: lose,
    }
}

fn main() {}
