// The mistake: `win: fort King` in a game where a piece leaps: a knight
// would jump into the fort, which is worked out for pieces that slide
// along rows and columns.
// Corrected:   piece Taflman (T) { slide orthogonal to empty },
alphabeta::game! {
    pub Tafl {
        board: 7 x 7,
        players: Black, White,
        piece Taflman (T) { N },
        piece King { slide orthogonal to empty },
        setup: "3T3/7/3t3/T1tkt1T/3t3/7/3T3",
        captures: custodial(1) orthogonal, King by 4 sides,
        win: fort King, captured King,
        no moves: lose,
    }
}

fn main() {}
