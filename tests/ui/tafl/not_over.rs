// The mistake: `not over Throne`: a move rule's `not` reads `not at`
// (it may not stop there) or `not through` (nor cross them).
// Corrected:   piece Taflman (T) { slide orthogonal to empty not through Throne },
alphabeta::game! {
    pub Tafl {
        board: 7 x 7,
        players: Black, White,
        piece Taflman (T) { slide orthogonal to empty not over Throne },
        piece King { slide orthogonal to empty },
        zone Throne: d4,
        setup: "3T3/7/3t3/T1tkt1T/3t3/7/3T3",
        captures: custodial(1) orthogonal,
        win: captured King,
        no moves: lose,
    }
}

fn main() {}
