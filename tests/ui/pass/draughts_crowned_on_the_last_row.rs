// English draughts: numbered squares on a `dark` board, chains of jumps,
// mandatory captures, and a man crowned on the last row, where `ends move`
// stops its chain. Perft counts from OEIS A133046: 7, 49, 302, 1469.
use alphabeta::runtime::{perft, Game, Notation};

alphabeta::game! {
    pub Draughts {
        board: 8 x 8 dark,
        players: Black, White,
        piece Man {
            step forward-diagonal to empty,
            jump forward-diagonal over enemy chain,
            promote King at last row ends move,
        },
        piece King { step diagonal to empty, jump diagonal over enemy chain },
        setup: first Man on squares 1..=12, second Man on squares 21..=32,
        captures: mandatory,
        no moves: lose,
    }
}

fn main() {
    for (depth, count) in [(1, 7), (2, 49), (3, 302), (4, 1469)] {
        assert_eq!(perft(&Draughts::start(), depth), count);
    }
    // Black moves first, from the squares numbered 1 to 12, in PDN.
    let start = Draughts::start();
    let mv = Draughts::parse_move(&start, "11-15").unwrap();
    assert_eq!(start.play(mv).piece_count(alphabeta::runtime::Side::First), 12);
}
