// A board wider than the largest supported one (32 x 32).
alphabeta::game! {
    pub Huge {
        board: 40 x 8,
        moves: place,
        win: line(5),
        draw: full,
    }
}

fn main() {}
