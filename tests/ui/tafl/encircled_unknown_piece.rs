// The mistake: `encircled Kign`, a piece the game does not declare.
// Corrected:   win: captured King, encircled King,
alphabeta::game! {
    pub Tafl {
        board: 7 x 7,
        players: Black, White,
        piece Taflman (T) { slide orthogonal to empty },
        piece King { slide orthogonal to empty },
        setup: "3T3/7/3t3/T1tkt1T/3t3/7/3T3",
        captures: custodial(1) orthogonal, King by 4 sides,
        win: captured King, encircled Kign,
        no moves: lose,
    }
}

fn main() {}
