// A compound move: an amazon slides like a queen, then shoots an arrow from
// where it lands, which blocks its cell for good. From the start, 2176 moves
// (../shared/reference/perft.csv).
use alphabeta::runtime::{perft, Game, Notation};

alphabeta::game! {
    pub Amazons {
        board: 10 x 10,
        players: White, Black,
        piece Amazon { slide any to empty then shoot Arrow slide any to empty },
        setup: first Amazon on a4 d1 g1 j4, second Amazon on a7 d10 g10 j7,
        no moves: lose,
    }
}

fn main() {
    let start = Amazons::start();
    assert_eq!(perft(&start, 1), 2176);
    // The arrow may land on the cell the amazon has just left.
    let mv = Amazons::parse_move(&start, "d1-d7/d1").unwrap();
    let after = start.play(mv);
    assert_eq!(Amazons::parse_move(&after, "d10-d8/d9").map(|_| ()), Ok(()));
}
