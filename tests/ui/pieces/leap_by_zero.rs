// `leap(0, 0)` names no move at all: the piece would stay where it is.
alphabeta::game! {
    pub Leapers {
        board: 8 x 8,
        piece Frog { leap(0, 0) to empty },
        setup: first Frog on a1, second Frog on h8,
        no moves: lose,
    }
}

fn main() {}
