// A game needs a name: it becomes the name of the generated type.
alphabeta::game! {
    pub {
        board: 3 x 3,
        moves: place,
        win: line(3),
        draw: full,
    }
}

fn main() {}
