// The mistake: two pieces whose names start with the same letter. A piece is
// written by its first letter in positions and setup strings, so `King` and
// `Knight` would both be `K`, unless the declaration gives one a letter of its
// own in parentheses, as chess does.
// Corrected:   piece Knight (N): N,
alphabeta::game! {
    pub Court {
        board: 8 x 8,
        piece King: K,
        piece Knight: N,
        setup: first King on e1, first Knight on b1, second King on e8, second Knight on b8,
        win: captured all,
    }
}

fn main() {}
