// Stones that flip: `moves: place flipping` places only where a stone
// outflanks a line, `no moves: pass` lets a blocked player pass, and
// `most pieces` decides. Aart Bik's perft counts: 4, 12, 56, 244.
use alphabeta::runtime::{perft, Game, Notation, Side};

alphabeta::game! {
    pub Othello {
        board: 8 x 8,
        players: Black, White,
        moves: place flipping,
        setup: first on e4 d5, second on d4 e5,
        no moves: pass,
        win: most pieces,
    }
}

fn main() {
    for (depth, count) in [(1, 4), (2, 12), (3, 56), (4, 244)] {
        assert_eq!(perft(&Othello::start(), depth), count);
    }
    let start = Othello::start();
    let after = start.play(Othello::parse_move(&start, "d3").unwrap());
    assert_eq!(after.piece_count(Side::First), 4);
    assert_eq!(after.piece_count(Side::Second), 1);
}
