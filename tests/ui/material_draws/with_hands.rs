// The mistake: a draw by material in a game with hands, where a drop brings material back onto the board.
// Corrected:   draw: repetition(4),
alphabeta::game! {
    pub Mini {
        board: 5 x 5,
        players: Sente, Gote,
        piece King { step any },
        piece Gold { step orthogonal | forward-diagonal },
        piece Pawn { step forward, may promote Tokin at last row },
        piece Tokin (+P) { step orthogonal | forward-diagonal },
        setup: "2k2/2p2/5/2P2/2K2",
        captures: to hand,
        royal: King,
        draw: repetition(4), 10 moves with King and Gold against King,
    }
}

fn main() {}
