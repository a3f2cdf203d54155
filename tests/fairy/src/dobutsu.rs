//! `dobutsu`: Dōbutsu shōgi, animal shogi on 3 x 4: a lion that is taken
//! loses, and a lion on the far row that no enemy piece attacks wins.

use alphabeta::game;

game! {
    /// Dōbutsu shōgi as Fairy-Stockfish plays it: the chick steps forward
    /// and becomes a hen (a gold) on the far row, where it may also be
    /// dropped, to stay there a chick for good; the elephant steps
    /// diagonally, the giraffe orthogonally, the lion any way. Captured
    /// pieces go to the hand. The lion is not royal: a player whose lion
    /// is taken loses, and a lion on the far row wins while no enemy
    /// piece attacks it (both such lions at once draw).
    pub Dobutsu {
        board: 3 x 4,
        players: Sente, Gote,
        piece Lion { step any },
        piece Elephant { step diagonal },
        piece Giraffe { step orthogonal },
        piece Chick (C) { step forward, promote Hen at last row },
        piece Hen (+C) { step orthogonal | forward-diagonal },
        setup: "gle/1c1/1C1/ELG",
        captures: to hand,
        drops: Chick anywhere,
        no moves: lose,
        lose: extinct Lion,
        win: reach(last row) by Lion safe,
        draw: repetition(4),
    }
}
