// Every size from 1 x 1 to 32 x 32: the macro picks a u16, u32, u64 or u128
// per player where the board fits, and an array of words beyond.
use alphabeta::runtime::{perft, Game, Outcome};

alphabeta::game! {
    pub Single { board: 1 x 1, moves: place, draw: full }
    pub Long { board: 32 x 1, moves: drop, win: line(5), draw: full }
    pub Square128 { board: 16 x 8, moves: place, win: line(6), draw: full }
    pub Largest { board: 32 x 32, players: Black, White, moves: place, win: line(5), draw: full }
}

fn main() {
    let one = Single::start().play(0);
    assert_eq!(one.outcome(), Some(Outcome::Draw));
    assert_eq!(perft(&Long::start(), 2), 32 * 31);
    assert_eq!(perft(&Square128::start(), 1), 128);
    assert_eq!(perft(&Largest::start(), 2), 1024 * 1023);
}
