// The mistake: a custodial capture in a game with `royal: King`. A royal
// piece is never taken, and which cells a custodial capture threatens is
// not worked out for checks; tafl's king is taken, and `captured King`
// ends the game.
// Corrected:   remove `royal: King`, and end with `win: captured King`
alphabeta::game! {
    pub Tafl {
        board: 7 x 7,
        players: Black, White,
        piece Taflman (T) { slide orthogonal to empty },
        piece King { slide orthogonal to empty },
        setup: "3T3/7/3t3/T1tkt1T/3t3/7/3T3",
        royal: King,
        captures: custodial(1) orthogonal,
        checkmate: lose,
    }
}

fn main() {}
