// The mistake: `King by 4 sides` said twice, once with `in Castle`: which
// holds? Say it once.
// Corrected:   captures: custodial(1) orthogonal, King by 4 sides in Castle,
alphabeta::game! {
    pub Tafl {
        board: 7 x 7,
        players: Black, White,
        piece Taflman (T) { slide orthogonal to empty },
        piece King { slide orthogonal to empty },
        zone Castle: d4 c4 e4 d3 d5,
        setup: "3T3/7/3t3/T1tkt1T/3t3/7/3T3",
        captures: custodial(1) orthogonal, King by 4 sides, King by 4 sides in Castle,
        win: captured King,
        no moves: lose,
    }
}

fn main() {}
