// The mistake: `within` on a compound move, whose two halves go their own
// ways: the limits are said of single moves.
// Corrected:   piece Amazon { slide any to empty then shoot Arrow slide any to empty },
alphabeta::game! {
    pub Shot {
        board: 10 x 10,
        players: White, Black,
        piece Amazon { slide any to empty within Middle then shoot Arrow slide any to empty },
        zone Middle: rows 3..=8,
        setup: first Amazon on a4 d1 g1 j4, second Amazon on a7 d10 g10 j7,
        no moves: lose,
    }
}

fn main() {}
