// The mistake: `draw: repetition(3) of board` in a game of pieces that
// move. Comparing the board alone, whoever is to move, is positional
// superko, a rule of counted games of stones; a game of pieces compares
// the board and the player to move, as chess's rule does.
// Corrected:   draw: repetition(3),
alphabeta::game! {
    pub Duel {
        board: 5 x 5,
        players: White, Black,
        piece King { step any },
        piece Rook { slide orthogonal },
        setup: "r3k/5/5/5/K3R",
        royal: King,
        checkmate: lose,
        stalemate: draw,
        draw: repetition(3) of board,
    }
}

fn main() {}
