// The mistake: `win: fort King` in a game without custodial captures: a
// fort is where no capture can reach, so the game needs its capture.
// Corrected:   captures: custodial(1) orthogonal, King by 4 sides,
alphabeta::game! {
    pub Tafl {
        board: 7 x 7,
        players: Black, White,
        piece Taflman (T) { slide orthogonal to empty },
        piece King { slide orthogonal to empty },
        setup: "3T3/7/3t3/T1tkt1T/3t3/7/3T3",
        win: fort King, captured King,
        no moves: lose,
    }
}

fn main() {}
