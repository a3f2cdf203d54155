// The mistake: `win: captured Jarl` where no player starts with a `Jarl`:
// the condition could never hold.
// Corrected:   win: captured King,
alphabeta::game! {
    pub Tafl {
        board: 7 x 7,
        players: Black, White,
        piece Taflman (T) { slide orthogonal to empty },
        piece King { slide orthogonal to empty },
        piece Jarl { slide orthogonal to empty },
        setup: "3T3/7/3t3/T1tkt1T/3t3/7/3T3",
        captures: custodial(1) orthogonal,
        win: captured Jarl,
        no moves: lose,
    }
}

fn main() {}
