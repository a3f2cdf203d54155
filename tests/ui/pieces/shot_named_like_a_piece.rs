// The mistake: a move that shoots an `Amazon`, which is a piece. What a
// move shoots blocks its cell for good: a name of its own.
// Corrected:   piece Amazon { slide any to empty then shoot Arrow slide any to empty },
alphabeta::game! {
    pub Amazons {
        board: 10 x 10,
        piece Amazon { slide any to empty then shoot Amazon slide any to empty },
        setup: first Amazon on a4 d1 g1 j4, second Amazon on a7 d10 g10 j7,
        no moves: lose,
    }
}

fn main() {}
