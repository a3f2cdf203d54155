//! Nine men's morris, as OpenSpiel plays it: 24 points on three nested
//! squares joined at their middles; nine men a player, placed, then moved
//! along the lines, then flown at three; a mill removes an enemy man.

use crate::game;

game! {
    /// Nine men's morris, as OpenSpiel's `nine_mens_morris` plays it. Each
    /// player places their nine men on empty points, one a turn, then
    /// steps a man along a line to the next point; a player down to three
    /// men flies, to any empty point. A man that fills a line of three
    /// with its player's men (a mill), placed or moved, removes an enemy
    /// man, one in no mill unless all are: the removal is a move of its
    /// own (`xd7`), made by the same player. A player left with two men,
    /// or without a move, loses; the game is drawn after 100 moves each
    /// (OpenSpiel's 200 turns).
    pub NineMensMorris {
        board: 7 x 7,
        players: White, Black,
        points: a7 d7 g7 b6 d6 f6 c5 d5 e5 a4 b4 c4 e4 f4 g4 c3 d3 e3 b2 d2 f2 a1 d1 g1,
        lines: a7 d7 g7, b6 d6 f6, c5 d5 e5, a4 b4 c4, e4 f4 g4, c3 d3 e3, b2 d2 f2, a1 d1 g1,
            a1 a4 a7, b2 b4 b6, c3 c4 c5, d5 d6 d7, d1 d2 d3, e3 e4 e5, f2 f4 f6, g1 g4 g7,
        moves: place 9 then step or fly at 3,
        captures: mill,
        lose: fewer than 3 pieces,
        no moves: lose,
        draw: 100 moves,
        // Fitted by `alphabeta tune` (perf/tune_catalog.py): +50 Elo against
        // the untuned evaluation, 95 % interval +24 to +76 (BENCHMARKS.md).
        eval: tuned("weights/nine-mens-morris.txt"),
    }
}
