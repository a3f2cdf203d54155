// The mistake: the n-move rule under `win:`. Fifty moves without a capture or
// a pawn move end the game drawn; the rule belongs under `draw:`.
// Corrected:   draw: 50 moves without capture or Pawn move,
alphabeta::game! {
    pub Mini {
        board: 4 x 4,
        piece King { step any },
        piece Pawn { step forward to empty, step forward-diagonal to enemy },
        setup: "k3/p3/3P/3K",
        royal: King,
        checkmate: lose,
        stalemate: draw,
        win: 50 moves without capture or Pawn move,
    }
}

fn main() {}
