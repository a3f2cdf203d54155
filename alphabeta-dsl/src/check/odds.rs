//! `draw odds:`: a player who wins every draw (armageddon).

use super::Parts;
use crate::ctxt::Ctxt;
use crate::syntax::Test;
use crate::vocab::{NoMoves, Verdict};

/// Runs every rule of `draw odds:`.
pub fn check(parts: &Parts, cx: &mut Ctxt) {
    let Some((player, span)) = parts.draw_odds else {
        return;
    };
    draw_odds_name_a_player(parts, player, cx);
    if !parts.piece_game {
        cx.error(span, "`draw odds:` is a rule of piece games: a game of stones says who wins a full board with `win:` or `lose:`");
        return;
    }
    the_game_can_draw(parts, span, cx);
    perpetual_checks_draw_for_nobody(parts, span, cx);
}

/// The player of `draw odds:` is one the game declares.
fn draw_odds_name_a_player(parts: &Parts, player: &proc_macro2::Ident, cx: &mut Ctxt) {
    let names = parts.players.map_or(&[][..], |(names, _)| names);
    if names.iter().any(|n| n == player) {
        return;
    }
    let message = if names.is_empty() {
        format!("`draw odds: {player}` names a player, and the game names none: add `players:`, as in `players: White, Black`")
    } else {
        let known = names.iter().map(|n| format!("`{n}`")).collect::<Vec<_>>();
        format!(
            "unknown player `{player}`: the players are {}",
            known.join(" and ")
        )
    };
    cx.error(player.span(), message);
}

/// Draw odds change only draws: a game that never draws would ignore them.
fn the_game_can_draw(parts: &Parts, span: proc_macro2::Span, cx: &mut Ctxt) {
    if !can_draw(parts) {
        cx.error(span, "`draw odds:` in a game that never ends in a draw: it would change nothing; leave it out, or add a draw rule such as `draw: repetition`");
    }
}

/// Whether some rule of the game ends it drawn: a player who cannot move,
/// two passes in a row (`moves: move or pass`), or a `draw:` condition.
pub(super) fn can_draw(parts: &Parts) -> bool {
    let rule = |r: Option<(NoMoves, proc_macro2::Span)>, default| r.map_or(default, |(r, _)| r);
    let stuck = if parts.royal.is_some() {
        rule(parts.checkmate, NoMoves::Lose).may_draw()
            || rule(parts.stalemate, NoMoves::Draw).may_draw()
    } else {
        rule(parts.no_moves, NoMoves::Draw).may_draw()
    };
    let by_rule = parts
        .ends
        .iter()
        .any(|(verdict, _)| *verdict == Verdict::Draw);
    let passes = parts.piece_game && parts.moves.is_some_and(|m| m.pass.is_some());
    stuck || by_rule || passes
}

/// A repetition where both players gave perpetual check is drawn for
/// nobody, whatever the odds: the two rules do not go together yet.
fn perpetual_checks_draw_for_nobody(parts: &Parts, span: proc_macro2::Span, cx: &mut Ctxt) {
    if let Some((_, c)) = parts
        .ends
        .iter()
        .find(|(_, c)| matches!(c.test, Test::PerpetualCheck))
    {
        cx.error_with_note(
            c.span,
            "`perpetual check` beside `draw odds:`: a repetition where both players checked every move is a draw that the odds cannot yet give to a player; the language has no word for it",
            span,
            "`draw odds:`",
        );
    }
}
