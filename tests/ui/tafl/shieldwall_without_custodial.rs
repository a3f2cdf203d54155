// The mistake: `captures: shieldwall` alone: a shieldwall takes a row
// along the edge as a custodial capture does, so it goes beside one.
// Corrected:   captures: custodial(1) orthogonal, shieldwall, King by 4 sides,
alphabeta::game! {
    pub Tafl {
        board: 7 x 7,
        players: Black, White,
        piece Taflman (T) { slide orthogonal to empty },
        piece King { slide orthogonal to empty },
        setup: "3T3/7/3t3/T1tkt1T/3t3/7/3T3",
        captures: shieldwall,
        win: captured King,
        no moves: lose,
    }
}

fn main() {}
