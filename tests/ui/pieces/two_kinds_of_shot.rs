// The mistake: two names for what moves shoot. What is shot blocks its cell
// for good and is the same for the whole game: one name.
// Corrected:   piece Queen { slide any to empty then shoot Arrow slide any to empty },
alphabeta::game! {
    pub Amazons {
        board: 10 x 10,
        piece Amazon { slide any to empty then shoot Arrow slide any to empty },
        piece Queen { slide any to empty then shoot Stone slide any to empty },
        setup: first Amazon on a4 d1, first Queen on g1 j4, second Amazon on a7 d10, second Queen on g10 j7,
        no moves: lose,
    }
}

fn main() {}
