//! Ultimate tic-tac-toe, as OpenSpiel's `ultimate_tic_tac_toe` plays it.
//!
//! Nine small boards of tic-tac-toe make a 9 x 9 board. The cell a player
//! fills in a small board sends the opponent to the small board at the same
//! place in the big one. A small board that someone has three in a row in
//! is won by them, and closed; so is a full one, won by nobody. Whoever
//! wins three small boards in a row wins the game; when every small board
//! is closed first, it is a draw. A player sent to a closed board, and the
//! first player at the start, first chooses any open small board, as a move
//! of its own (OpenSpiel's "Choose local board 4"), then plays in it.
//!
//! The words of the language say none of this: the game names three plain
//! functions, with `when(...)` (see the reference's "Rules of your own").
//!
//! Cells are named as on any 9 x 9 board, `a1` the bottom-left; a choice is
//! written as the small board's number from 1 (top-left) to 9
//! (bottom-right), read as on a telephone keypad. [`openspiel_action`] and
//! [`from_openspiel_action`] convert to and from OpenSpiel's action ids,
//! and [`openspiel_move_string`] writes its action strings.

use crate::game;
use crate::runtime::{Game, NotationError, Side};

game! {
    /// Ultimate tic-tac-toe: the cell a player fills sends the opponent to
    /// that small board; three small boards in a row win.
    pub UltimateTicTacToe {
        board: 9 x 9,
        players: X, O,
        moves: place when(in_the_board_in_play) or choose(9) when(open_board_when_free),
        win: when(three_boards_in_a_row),
        eval: boards_won,
    }
}

/// The bits of a board of 9 x 9.
type Cells = u128;

/// The cell (bit) of small board `board`'s cell `local`, each numbered as
/// OpenSpiel does: 0 the top-left, 8 the bottom-right, along the rows.
const fn cell_of(board: usize, local: usize) -> usize {
    let col = (board % 3) * 3 + local % 3;
    let row_from_top = (board / 3) * 3 + local / 3;
    col + (8 - row_from_top) * 9
}

/// The small board and the cell in it of a cell of the 9 x 9 board.
const fn board_and_local(cell: usize) -> (usize, usize) {
    let (col, row_from_top) = (cell % 9, 8 - cell / 9);
    (
        (row_from_top / 3) * 3 + col / 3,
        (row_from_top % 3) * 3 + col % 3,
    )
}

/// The three-in-a-rows of tic-tac-toe, as cells 0..9 of a small board.
const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

/// For each small board, its eight lines as masks of the big board.
const BOARD_LINES: [[Cells; 8]; 9] = {
    let mut out = [[0; 8]; 9];
    let mut board = 0;
    while board < 9 {
        let mut line = 0;
        while line < 8 {
            let mut i = 0;
            while i < 3 {
                out[board][line] |= 1 << cell_of(board, LINES[line][i]);
                i += 1;
            }
            line += 1;
        }
        board += 1;
    }
    out
};

/// For each small board, its nine cells.
const BOARD_CELLS: [Cells; 9] = {
    let mut out = [0; 9];
    let mut board = 0;
    while board < 9 {
        let mut local = 0;
        while local < 9 {
            out[board] |= 1 << cell_of(board, local);
            local += 1;
        }
        board += 1;
    }
    out
};

/// Whether `stones` hold a line of small board `board`.
fn has_line(stones: Cells, board: usize) -> bool {
    BOARD_LINES[board].iter().any(|&line| line & !stones == 0)
}

/// The small boards `side` has won, as bits 0..9.
fn boards_won_by(position: &UltimateTicTacToe, side: Side) -> u16 {
    let stones = position.stones_of(side);
    (0..9)
        .filter(|&board| has_line(stones, board))
        .fold(0, |won, board| won | 1 << board)
}

/// Whether small board `board` is closed: won by either player, or full.
fn closed(position: &UltimateTicTacToe, board: usize) -> bool {
    let (x, o) = (
        position.stones_of(Side::First),
        position.stones_of(Side::Second),
    );
    (x | o) & BOARD_CELLS[board] == BOARD_CELLS[board] || has_line(x, board) || has_line(o, board)
}

/// The small board the last move sends the player to move to: the one
/// chosen, or the one at the place of the cell filled; `None` at the start.
fn sent_to(position: &UltimateTicTacToe) -> Option<usize> {
    let last = position.last_move()?;
    Some(match UltimateTicTacToe::chosen(last) {
        Some(board) => board,
        None => board_and_local(usize::from(last)).1,
    })
}

/// The small board the player to move must play in, if they have one: the
/// board sent to, unless it is closed (then they choose).
pub fn board_in_play(position: &UltimateTicTacToe) -> Option<usize> {
    sent_to(position).filter(|&board| !closed(position, board))
}

/// `moves: place when(...)`: a cell may be filled only in the board in
/// play.
fn in_the_board_in_play(position: &UltimateTicTacToe, mv: u8) -> bool {
    board_in_play(position) == Some(board_and_local(usize::from(mv)).0)
}

/// `or choose(9) when(...)`: with no board in play, any open small board
/// may be chosen.
fn open_board_when_free(position: &UltimateTicTacToe, mv: u8) -> bool {
    let board = UltimateTicTacToe::chosen(mv).unwrap_or(usize::MAX);
    board < 9 && board_in_play(position).is_none() && !closed(position, board)
}

/// `win: when(...)`: `mover` has won three small boards in a row.
fn three_boards_in_a_row(position: &UltimateTicTacToe, mover: Side) -> bool {
    let won = boards_won_by(position, mover);
    LINES.iter().any(|line| {
        let mask = line.iter().fold(0u16, |m, &board| m | 1 << board);
        won & mask == mask
    })
}

/// The evaluation: small boards won, the centre one worth more, and the
/// stones on each small board's centre, from the player to move's side.
fn boards_won(position: &UltimateTicTacToe) -> i32 {
    let me = position.side_to_move();
    let score = |side: Side| {
        let won = boards_won_by(position, side);
        let centres = (0..9)
            .filter(|&board| position.stones_of(side) >> cell_of(board, 4) & 1 == 1)
            .count() as i32;
        100 * won.count_ones() as i32 + 50 * i32::from(won >> 4 & 1) + 10 * centres
    };
    score(me) - score(me.opponent())
}

/// OpenSpiel's action id of `mv` in `position`: a choice's board, or the
/// cell of the board in play, each from 0 (top-left) to 8.
#[must_use]
pub fn openspiel_action(mv: u8) -> u8 {
    match UltimateTicTacToe::chosen(mv) {
        Some(board) => board as u8,
        None => board_and_local(usize::from(mv)).1 as u8,
    }
}

/// The move OpenSpiel's action id `action` names in `position`: a choice
/// when the player to move has no board in play, else a cell of that
/// board. An action that is no legal move is an error, not a panic.
pub fn from_openspiel_action(
    position: &UltimateTicTacToe,
    action: u8,
) -> Result<u8, NotationError> {
    let token = || action.to_string();
    if action > 8 {
        return Err(NotationError::BadMove {
            token: token(),
            expected: "an OpenSpiel action from 0 to 8",
        });
    }
    if position.outcome().is_some() {
        return Err(NotationError::GameOver { token: token() });
    }
    let mv = match board_in_play(position) {
        Some(board) => cell_of(board, usize::from(action)) as u8,
        None => UltimateTicTacToe::choice(usize::from(action)),
    };
    if crate::runtime::notation::legal_moves(position).contains(&mv) {
        Ok(mv)
    } else {
        Err(NotationError::IllegalMove { token: token() })
    }
}

/// OpenSpiel's string of `mv` played in `position`: `Choose local board 4`
/// or `Local board 4: x(1,2)` (the row, then the column, in that board).
#[must_use]
pub fn openspiel_move_string(position: &UltimateTicTacToe, mv: u8) -> String {
    match UltimateTicTacToe::chosen(mv) {
        Some(board) => format!("Choose local board {board}"),
        None => {
            let (board, local) = board_and_local(usize::from(mv));
            let mark = match position.side_to_move() {
                Side::First => 'x',
                Side::Second => 'o',
            };
            format!("Local board {board}: {mark}({},{})", local / 3, local % 3)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_and_boards_are_inverse() {
        for cell in 0..81 {
            let (board, local) = board_and_local(cell);
            assert_eq!(cell_of(board, local), cell);
        }
        // OpenSpiel's board 0 is the top-left, a7..c9; its cell 0 is a9.
        assert_eq!(cell_of(0, 0), 8 * 9);
        assert_eq!(cell_of(8, 8), 8);
    }
}
