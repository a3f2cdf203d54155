// The mistake: `King by 3 sides`. The rule closes a piece on its four
// sides; a piece taken by two is taken by `custodial(1)` already.
// Corrected:   captures: custodial(1) orthogonal, King by 4 sides,
alphabeta::game! {
    pub Tafl {
        board: 7 x 7,
        players: Black, White,
        piece Taflman (T) { slide orthogonal to empty },
        piece King { slide orthogonal to empty },
        setup: "3T3/7/3t3/T1tkt1T/3t3/7/3T3",
        captures: custodial(1) orthogonal, King by 3 sides,
        win: captured King,
        no moves: lose,
    }
}

fn main() {}
