// The mistake: `captured(9 stones)` where each capture takes two: the count goes
// from 8 to 10 and is first reached at 10.
// Corrected:   win: line(5), captured(10 stones),
alphabeta::game! {
    pub Pente {
        board: 19 x 19,
        players: White, Black,
        moves: place,
        captures: custodial(2),
        win: line(5), captured(9 stones),
        draw: full,
    }
}

fn main() {}
