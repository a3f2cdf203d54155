// The mistake: `win: fort Jarl` where no player starts with a Jarl: the
// fort is the Jarl's, so some player must have one.
// Corrected:   win: fort King, captured King,
alphabeta::game! {
    pub Tafl {
        board: 7 x 7,
        players: Black, White,
        piece Taflman (T) { slide orthogonal to empty },
        piece King { slide orthogonal to empty },
        piece Jarl { slide orthogonal to empty },
        setup: "3T3/7/3t3/T1tkt1T/3t3/7/3T3",
        captures: custodial(1) orthogonal, King by 4 sides,
        win: fort Jarl, captured King,
        no moves: lose,
    }
}

fn main() {}
