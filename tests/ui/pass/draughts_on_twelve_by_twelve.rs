// Flying kings and the capture of the most pieces on 12 x 12 (Canadian
// draughts' board): 50 cells a jump can take on, which no move could name
// as a set; a capture is a turn of single jumps, so any board holds them.
use alphabeta::runtime::{perft, Game, Notation};

alphabeta::game! {
    pub Draughts {
        board: 12 x 12 dark,
        players: White, Black,
        piece Man {
            step forward-diagonal to empty,
            jump diagonal over enemy chain,
            promote King at last row,
        },
        piece King { slide diagonal to empty, jump diagonal over enemy flying chain },
        setup: first Man on squares 43..=72, second Man on squares 1..=30,
        captures: most,
        no moves: lose,
    }

    pub AnyCapture {
        board: 12 x 12 dark,
        players: White, Black,
        piece Man {
            step forward-diagonal to empty,
            jump diagonal over enemy chain,
            promote King at last row,
        },
        piece King { slide diagonal to empty, jump diagonal over enemy flying chain },
        setup: first Man on squares 43..=72, second Man on squares 1..=20,
        captures: mandatory,
        no moves: lose,
    }
}

fn main() {
    // Six men on each front row, eleven steps each side, nothing to take.
    assert_eq!(perft(&Draughts::start(), 1), 11);
    assert_eq!(perft(&Draughts::start(), 2), 11 * 11);
    // The king on 67 takes 50 from afar, lands on 39, the one landing
    // from which it can take again, and takes 33, landing on any of 26,
    // 20, 13 and 7: four captures, each a turn of two jumps.
    let p = Draughts::parse_position("W:WK67:B50,33").expect("a PDN FEN");
    assert_eq!(perft(&p, 1), 4);
    let turn = Draughts::parse_turn(&p, "67x39x26").expect("a capture");
    assert_eq!(turn.len(), 2);
    assert_eq!(Draughts::parse_turn(&p, "67x26"), Ok(turn));
    // Without `captures: most` any capture may be chosen, but a capture
    // goes on as long as it can: a flying king lands where it can take
    // again if any landing lets it (here only 39, as Russian draughts
    // rule), so stopping on 45 is not a capture, and from 39 it goes on,
    // four ways.
    let q = AnyCapture::parse_position("W:WK67:B50,33").expect("a PDN FEN");
    assert_eq!(perft(&q, 1), 4);
    assert!(AnyCapture::parse_turn(&q, "67x45").is_err());
    assert_eq!(AnyCapture::parse_turn(&q, "67x39x20").map(|t| t.len()), Ok(2));
    let during = q.play(AnyCapture::parse_move(&q, "67x39").expect("a jump"));
    assert!(during.continues_turn());
}
