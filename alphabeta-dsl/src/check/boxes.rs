//! Games on a board of boxes (dots and boxes): `board: 3 x 3 boxes`, whose
//! cells are the lines between neighbouring dots; `moves: place`, a line
//! drawn on an empty edge; `score: boxes`, the boxes each player
//! completed; and `turns: again after scoring`, another move after a
//! move that completes a box. Such a game keeps to these words; every
//! other section is refused at its keyword.

use super::Parts;
use crate::ctxt::Ctxt;
use crate::syntax::{Body, GameDef};
use crate::vocab::{MoveWord, ScoreWord, Section as Keyword};
use proc_macro2::Span;

/// The most lines a board of boxes holds: one 128-bit word (7 x 7 boxes
/// have 112).
pub const MAX_LINES: u64 = 128;

/// A game on a board of boxes, resolved.
pub struct OnBoxes {
    pub cols: usize,
    pub rows: usize,
    /// The second player's komi, in half points.
    pub komi_halves: i64,
    /// `turns: again after scoring`.
    pub again: bool,
}

/// Whether the game is one of boxes: it names a board of boxes, counts
/// boxes, or moves again after scoring (so that each is checked against
/// the others here).
pub fn is_on_boxes(parts: &Parts) -> bool {
    parts.board.is_some_and(|b| b.boxes.is_some())
        || parts.score.is_some_and(|(s, _)| s.kind == ScoreWord::Boxes)
        || parts.turns.is_some_and(|t| t.again.is_some())
}

/// Every rule of a game of boxes; the resolved game when all hold.
pub fn check(game: &GameDef, parts: &Parts, cx: &mut Ctxt) -> Option<OnBoxes> {
    let before = cx.error_count();
    let board = parts.board?;
    again_needs_a_score_made_in_play(parts, cx);
    let Some(boxes_span) = board.boxes else {
        boxes_are_counted_on_a_board_of_boxes(parts, cx);
        return None;
    };
    other_sections_are_refused(game, cx);
    board_is_square_and_fits(parts, boxes_span, cx);
    lines_are_placed(parts, boxes_span, cx);
    boxes_decide(parts, cx);
    turns_only_go_on(parts, cx);
    if cx.error_count() != before {
        return None;
    }
    Some(OnBoxes {
        cols: board.width.value as usize,
        rows: board.height.value as usize,
        komi_halves: parts
            .score
            .and_then(|(s, _)| s.komi)
            .map_or(0, |k| k.halves),
        again: parts.turns.is_some_and(|t| t.again.is_some()),
    })
}

/// Only a board of boxes has boxes to count.
fn boxes_are_counted_on_a_board_of_boxes(parts: &Parts, cx: &mut Ctxt) {
    if let Some((score, _)) = parts.score.filter(|(s, _)| s.kind == ScoreWord::Boxes) {
        cx.error(
            score.span,
            "`score: boxes` counts the boxes of a board of boxes: write the board as `board: 3 x 3 boxes`",
        );
    }
}

/// `again after scoring` needs a score that moves make: completed boxes.
fn again_needs_a_score_made_in_play(parts: &Parts, cx: &mut Ctxt) {
    let Some(again) = parts.turns.and_then(|t| t.again) else {
        return;
    };
    let boxes = parts.score.is_some_and(|(s, _)| s.kind == ScoreWord::Boxes);
    if !boxes {
        cx.error(
            again,
            "`turns: again after scoring` needs moves that score: only `score: boxes` scores during the game, a box for the player who completes it",
        );
    }
}

/// The sections of other kinds of game have no meaning on a board of boxes.
fn other_sections_are_refused(game: &GameDef, cx: &mut Ctxt) {
    for s in &game.sections {
        let Some(keyword) = s.keyword else { continue };
        let message = match keyword {
            Keyword::Board
            | Keyword::Players
            | Keyword::Moves
            | Keyword::Score
            | Keyword::Turns
            | Keyword::Eval
            | Keyword::Hints => continue,
            Keyword::Win | Keyword::Lose | Keyword::Draw => format!(
                "`{keyword}:` cannot end a game of boxes: it ends when every line is drawn, and `score: boxes` decides it"
            ),
            Keyword::Piece | Keyword::Zone => format!(
                "`{keyword}` is not a rule of a game of boxes: its players draw lines, and the boxes decide"
            ),
            _ => format!(
                "`{keyword}:` is not a rule of a game of boxes: its players draw lines, and the boxes decide"
            ),
        };
        cx.error(s.span, message);
    }
}

/// Boxes have four sides, and the lines fit one 128-bit word.
fn board_is_square_and_fits(parts: &Parts, boxes: Span, cx: &mut Ctxt) {
    let Some(board) = parts.board else { return };
    if board.hex {
        cx.error(
            boxes,
            "a board of boxes is a grid of squares, each closed by four lines: remove `hex`",
        );
    }
    let (w, h) = (board.width.value, board.height.value);
    let lines = w * (h + 1) + h * (w + 1);
    if lines > MAX_LINES {
        cx.error(
            board.width.span,
            format!("a board of {w} x {h} boxes has {lines} lines, beyond the {MAX_LINES} a board of boxes holds (7 x 7 boxes have 112)"),
        );
    }
}

/// A move draws one line on an empty edge: `moves: place`.
fn lines_are_placed(parts: &Parts, boxes: Span, cx: &mut Ctxt) {
    let Some(moves) = parts.moves else {
        return;
    };
    let plain = moves.kind == MoveWord::Place
        && moves.flipping.is_none()
        && moves.pass.is_none()
        && moves.phases.is_none();
    if !plain {
        cx.error_with_note(
            moves.span,
            "on a board of boxes a move draws one line on an empty edge: write `moves: place`",
            boxes,
            "the board of boxes",
        );
    }
}

/// Whether `game` declares a board of boxes, for the message of a game
/// with no end.
pub fn board_of_boxes(game: &GameDef) -> bool {
    game.sections
        .iter()
        .any(|s| matches!(&s.body, Body::Board(b) if b.boxes.is_some()))
}

/// The boxes decide: `score: boxes`, and nothing else. A game without a
/// score has no end at all, or ends by a condition refused above: both
/// are reported already.
fn boxes_decide(parts: &Parts, cx: &mut Ctxt) {
    if let Some((score, _)) = parts.score.filter(|(s, _)| s.kind != ScoreWord::Boxes) {
        cx.error(
            score.span,
            format!("`score: {}` does not count a board of boxes: write `score: boxes`, the boxes each player completed", score.kind),
        );
    }
}

/// A turn draws one line; `turns:` may only let a player go on.
fn turns_only_go_on(parts: &Parts, cx: &mut Ctxt) {
    let Some(turns) = parts.turns.filter(|t| t.again.is_none()) else {
        return;
    };
    cx.error(
        turns.span,
        "a move on a board of boxes draws one line: `turns:` may only say `again after scoring`, a player who completes a box moving again",
    );
}
