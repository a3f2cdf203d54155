//! The rules of the chess family: a royal piece, what checkmate and
//! stalemate are worth, castling, steps of several cells on a first move,
//! en passant, and draws by rule.

use super::cells::Setup;
use super::resolve::Resolution;
use super::Parts;
use crate::ctxt::Ctxt;
use crate::syntax::{MoveDef, PieceRule, Test};
use crate::vocab::{Checked, MoveWord, Section as Keyword, Target, Verdict};
use proc_macro2::{Ident, Span};

/// Runs every rule of this file on a piece game.
pub fn check(parts: &Parts, cx: &mut Ctxt) {
    endings_need_a_royal_piece(parts, cx);
    royal_kinds_are_named_once(parts, cx);
    several_royal_pieces_keep_to_plain_rules(parts, cx);
    a_royal_game_keeps_to_simple_moves(parts, cx);
    castling_is_the_royal_pieces(parts, cx);
    long_steps_move_to_empty_cells(parts, cx);
    en_passant_has_a_step_to_take(parts, cx);
    draw_rules_are_draws(parts, cx);
    facing_ends_by_a_pass(parts, cx);
}

/// `facing ends`: facing royal pieces are parted or the player to move
/// passes, and that pass ends the game; without `moves: move or pass`
/// nobody could pass.
fn facing_ends_by_a_pass(parts: &Parts, cx: &mut Ctxt) {
    let Some(at) = parts.facing_ends else {
        return;
    };
    if !parts
        .moves
        .is_some_and(|m| m.kind == MoveWord::Move && m.pass.is_some())
    {
        cx.error(at, "`facing ends` lets the player to move pass when the royal pieces face each other, and that pass ends the game: add `moves: move or pass`");
    }
}

/// `checkmate:` and `stalemate:` say what happens to a player who cannot
/// move in a game with a royal piece; `no moves:` says it in the others.
fn endings_need_a_royal_piece(parts: &Parts, cx: &mut Ctxt) {
    match parts.royal {
        None => {
            for (keyword, ending) in [
                (Keyword::Checkmate, parts.checkmate),
                (Keyword::Stalemate, parts.stalemate),
            ] {
                if let Some((_, span)) = ending {
                    cx.error(span, format!("`{keyword}:` needs a royal piece to check: add `royal: King`, or say what a player who cannot move gets with `no moves:`"));
                }
            }
        }
        Some((_, royal_span)) => {
            if let Some((rule, span)) = parts.no_moves {
                cx.error_with_note(
                    span,
                    format!("`no moves: {}` in a game with a royal piece: say `checkmate:` and `stalemate:` instead, which tell a player in check from one who is not", rule.written()),
                    royal_span,
                    "`royal:`",
                );
            }
        }
    }
}

/// Legal moves in a game with a royal piece keep it out of attack; this
/// version does that for steps, leaps and slides, not for chains of jumps
/// or shots.
fn a_royal_game_keeps_to_simple_moves(parts: &Parts, cx: &mut Ctxt) {
    let Some((_, royal_span)) = parts.royal else {
        return;
    };
    let note = |cx: &mut Ctxt, span, what: &str| {
        cx.error_with_note(
            span,
            format!("{what} cannot be used with a royal piece: which moves leave it attacked is worked out only for steps, leaps and slides (which capture with `to enemy`)"),
            royal_span,
            "`royal:`",
        );
    };
    for rule in parts.pieces.iter().flat_map(|p| &p.rules) {
        match rule {
            PieceRule::Jump { span, .. } => note(cx, *span, "a `jump`"),
            PieceRule::Move(MoveDef { shot: Some(s), .. }) => note(cx, s.name.span(), "a shot"),
            _ => {}
        }
    }
}

/// Castling moves the royal piece, which must not pass through check; in
/// a game without one, it moves one kind of piece, with no check to pass.
fn castling_is_the_royal_pieces(parts: &Parts, cx: &mut Ctxt) {
    let royal = parts.royal.map(|(name, _)| name);
    let mut castler: Option<(&Ident, Span)> = None;
    for p in &parts.pieces {
        for rule in &p.rules {
            let PieceRule::Castle { by, span, .. } = rule else {
                continue;
            };
            match (royal, castler) {
                (Some(r), _) if *r != p.name => cx.error(
                    *span,
                    format!(
                        "`{}` castles, but castling belongs to the royal piece, `{r}`",
                        p.name
                    ),
                ),
                (None, Some((first, first_span))) if *first != p.name => cx.error_with_note(
                    *span,
                    format!(
                        "`{}` castles, and so does `{first}`: in a game one kind of piece castles",
                        p.name
                    ),
                    first_span,
                    format!("`{first}` castles here"),
                ),
                _ => castler = castler.or(Some((&p.name, *span))),
            }
            if let Some(n) = by.filter(|n| n.value == 0) {
                cx.error(
                    n.span,
                    "`castle ... by 0` never moves: castling moves the piece at least one cell",
                );
            }
        }
    }
}

/// `step forward 2` walks through empty cells to an empty one: a move, never
/// a capture, and a step, not a slide or a leap.
fn long_steps_move_to_empty_cells(parts: &Parts, cx: &mut Ctxt) {
    for rule in parts.pieces.iter().flat_map(|p| &p.rules) {
        let PieceRule::Move(m) = rule else { continue };
        let Some(n) = m.count else { continue };
        if m.slide || m.dirs.text.starts_with("leap") {
            cx.error(
                n.span,
                format!(
                    "`{}` takes a number of cells only after `step`: `step forward 2`",
                    m.dirs.text
                ),
            );
        } else if n.value < 2 {
            cx.error(
                n.span,
                format!(
                    "`step {} {}` is a plain step: a longer step has 2 cells or more",
                    m.dirs.text, n.value
                ),
            );
        } else if m.target != Target::Empty {
            cx.error(
                n.span,
                format!(
                    "`step {} {}` walks through empty cells to an empty one: add `to empty`",
                    m.dirs.text, n.value
                ),
            );
        }
    }
}

/// En passant captures the piece that just passed over a cell, which only a
/// longer step can do, with a capturing step of the piece's own.
fn en_passant_has_a_step_to_take(parts: &Parts, cx: &mut Ctxt) {
    let long_steps = parts
        .pieces
        .iter()
        .flat_map(|p| &p.rules)
        .any(|r| matches!(r, PieceRule::Move(m) if m.count.is_some_and(|n| n.value >= 2)));
    for p in &parts.pieces {
        for rule in &p.rules {
            let PieceRule::EnPassant(span, _) = rule else {
                continue;
            };
            let captures = p.rules.iter().any(|r| {
                matches!(r, PieceRule::Move(m) if !m.slide && m.count.is_none() && m.target == Target::Enemy)
            });
            if !captures {
                cx.error(*span, format!("`{}` takes en passant with a step that only captures, such as `step forward-diagonal to enemy`, and has none", p.name));
            }
            if !long_steps {
                cx.error(*span, "en passant takes a piece that stepped over a cell, and no piece steps more than one cell: add a rule such as `step forward 2 to empty on first move`");
            }
        }
    }
}

/// The n-move rule draws; perpetual check loses, and needs a royal piece
/// and a repetition rule; and the repetition rules are sound.
fn draw_rules_are_draws(parts: &Parts, cx: &mut Ctxt) {
    let has_repetition = parts
        .ends
        .iter()
        .any(|(_, c)| matches!(c.test, Test::Repetition { .. }));
    for (verdict, c) in &parts.ends {
        match &c.test {
            Test::Quiet { moves, .. } => {
                if *verdict != Verdict::Draw {
                    cx.error(
                        c.span,
                        format!("`{}` is a draw by rule: write it under `draw:`", c.test),
                    );
                }
                if moves.value == 0 {
                    cx.error(moves.span, "the n-move rule counts at least one move");
                }
            }
            Test::PerpetualCheck => {
                if *verdict != Verdict::Lose {
                    cx.error(c.span, format!("`{verdict}: perpetual check`: perpetual check loses for the side that gives it: write `lose: perpetual check`"));
                } else if parts.royal.is_none() {
                    cx.error(
                        c.span,
                        "`lose: perpetual check` needs a royal piece to check: add `royal: King`",
                    );
                } else if !has_repetition {
                    cx.error(c.span, "`lose: perpetual check` judges a repetition, and the game has no repetition rule: add one, as in `draw: repetition(4)`");
                }
            }
            _ => {}
        }
    }
    repetition_rules_are_sound(parts, cx);
}

/// A repetition draws, or under `win:` or `lose:` is for the mover or a
/// named player; it counts from 2 to 255 occurrences; one repetition rule
/// a game. Piece games and counted games of stones alike.
pub(super) fn repetition_rules_are_sound(parts: &Parts, cx: &mut Ctxt) {
    let repetitions: Vec<_> = parts
        .ends
        .iter()
        .filter(|(_, c)| matches!(c.test, Test::Repetition { .. }))
        .collect();
    for (verdict, c) in &repetitions {
        if let Test::Repetition {
            count,
            player,
            of_board,
        } = &c.test
        {
            repetition_names_its_player(parts, *verdict, player.as_ref(), cx);
            if let (Some(span), true) = (of_board, parts.piece_game) {
                cx.error(*span, format!("`{}`: comparing the board alone, whoever is to move (positional superko), is for counted games of stones; a game of pieces compares the board and the player to move: remove `of board`", c.test));
            }
            if let Some(n) = count {
                if !(2..=255).contains(&n.value) {
                    cx.error(n.span, format!("`repetition({})`: a position repeats when it stands a second time or more, up to 255 times", n.value));
                }
            }
        }
    }
    if let [_, (_, second), ..] = repetitions.as_slice() {
        cx.error_with_note(
            second.span,
            "a second repetition rule: a game has one, which says how many times a position stands and for whom",
            repetitions[0].1.span,
            "the first",
        );
    }
}

/// `draw: repetition` is for nobody; under `win:` and `lose:`, `for` names
/// a declared player.
fn repetition_names_its_player(
    parts: &Parts,
    verdict: Verdict,
    player: Option<&proc_macro2::Ident>,
    cx: &mut Ctxt,
) {
    match (verdict, player) {
        (Verdict::Draw, Some(player)) => cx.error(
            player.span(),
            format!("`draw: repetition ... for {player}`: a draw is for nobody: leave out `for {player}`, or write the rule under `win:` or `lose:`"),
        ),
        (_, None) => {}
        (_, Some(player)) => {
            let names = parts.players.map_or(&[][..], |(names, _)| names);
            if !names.iter().any(|n| n == player) {
                let known = names.iter().map(|n| format!("`{n}`")).collect::<Vec<_>>();
                let message = if known.is_empty() {
                    format!("`for {player}` names a player, and the game names none: add `players:`, as in `players: Sente, Gote`")
                } else {
                    format!("unknown player `{player}`: the players are {}", known.join(" and "))
                };
                cx.error(player.span(), message);
            }
        }
    }
}

/// Whether a player may have several royal pieces, and then which of them
/// a check is on: with several royal kinds, `when`, or a promotion to a
/// royal kind. `None`: each player has one royal piece at most, and the
/// fast move generator keeps it safe.
pub fn several_royals(parts: &Parts, r: &Resolution) -> Option<Checked> {
    let spec = parts.royals?;
    if let Some((checked, _)) = spec.checked {
        return Some(checked);
    }
    let promoted = parts.pieces.iter().flat_map(|p| &p.rules).any(|rule| {
        matches!(rule, PieceRule::Promote { to, .. } if to.iter().any(|t| spec.names.contains(t)))
    });
    (r.royals.len() > 1 || promoted).then_some(Checked::Any)
}

/// `royal: King | Queen` names each kind once.
fn royal_kinds_are_named_once(parts: &Parts, cx: &mut Ctxt) {
    let Some(spec) = parts.royals else {
        return;
    };
    for (i, name) in spec.names.iter().enumerate() {
        if let Some(first) = spec.names[..i].iter().find(|n| *n == name) {
            cx.error_with_note(
                name.span(),
                format!("`{name}` is named twice in `royal:`: name each royal kind once"),
                first.span(),
                format!("the first `{name}`"),
            );
        }
    }
}

/// With several royal pieces a player, legality is worked out for the
/// plain rules of check only: not for facing (forbidden or ending the
/// game), fleeing, a check forbidden,
/// a reach that waits for the reply, blasts, a bare royal piece or hands.
fn several_royal_pieces_keep_to_plain_rules(parts: &Parts, cx: &mut Ctxt) {
    let Some(spec) = parts.royals else {
        return;
    };
    let promoted = parts
        .pieces
        .iter()
        .flat_map(|p| &p.rules)
        .find_map(|rule| match rule {
            PieceRule::Promote { to, .. } => {
                to.iter().find(|t| spec.names.contains(t)).map(Ident::span)
            }
            _ => None,
        });
    let several = spec
        .checked
        .map(|(_, at)| at)
        .or_else(|| spec.names.get(1).map(Ident::span))
        .or(promoted);
    let Some(several) = several else {
        return;
    };
    let refuse = |cx: &mut Ctxt, at: Span, what: &str| {
        cx.error_with_note(
            at,
            format!("{what} does not go with several royal pieces a player yet: it is worked out for one royal piece each"),
            several,
            "`royal:` with several royal pieces",
        );
    };
    if let Some(at) = spec.facing {
        refuse(cx, at, "`not facing`");
    }
    if let Some(at) = spec.fleeing {
        refuse(cx, at, "`not fleeing`");
    }
    if let Some(at) = spec.unchecked {
        refuse(cx, at, "`not checked`");
    }
    if let Some(at) = spec.facing_ends {
        refuse(cx, at, "`facing ends`");
    }
    // A reach waiting for the reply counts on a royal piece never taken.
    for (verdict, c) in &parts.ends {
        if let Test::Reach(_, _, Some((_, at))) = &c.test {
            refuse(cx, *at, &format!("`{verdict}: {}`", c.test));
        }
    }
    if let Some(c) = parts.captures {
        if let Some((at, _)) = &c.explode {
            refuse(cx, *at, "`captures: explode`");
        }
        if let Some((at, _)) = c.to_hand {
            refuse(cx, at, "`captures: to hand`");
        }
    }
    if let Some((_, at)) = parts.drops {
        refuse(cx, at, "`drops:`");
    }
    for (verdict, c) in &parts.ends {
        if let Test::Bare { king, .. } = &c.test {
            refuse(cx, king.span(), &format!("`{verdict}: bare {king}`"));
        }
    }
}

/// Each player has one royal piece at the start, or one player only has
/// one (horde chess: White's pawns have no king); with several royal kinds
/// or `when`, a player may have several. A player set up without any
/// never gets one (no promotion to it), and nothing in the game may
/// count on both royal pieces: a blast, `not facing`, `bare`.
pub fn one_royal_piece_each(parts: &Parts, r: &Resolution, cx: &mut Ctxt) {
    let (Some((name, _)), Some((_, span)), Some(spec)) = (parts.royal, parts.setup, parts.royals)
    else {
        return;
    };
    if r.royals.is_empty() {
        return;
    }
    let several = spec.names.len() > 1 || spec.checked.is_some();
    let Setup { pieces, .. } = &r.setup;
    let counts = [0, 1].map(|side| {
        r.royals
            .iter()
            .map(|&k| pieces[side][k].len())
            .sum::<usize>()
    });
    for (side, player) in [(0, "first"), (1, "second")] {
        let n = counts[side];
        if (n > 1 && !several) || counts == [0, 0] {
            cx.error(span, format!("`setup:` gives the {player} player {n} `{name}`; the royal piece stands once on each side, or on one side only"));
        }
    }
    if !counts.contains(&0) || counts == [0, 0] {
        return;
    }
    let player = if counts[0] == 0 { "first" } else { "second" };
    if let Some(at) = parts.facing {
        cx.error(at, format!("`not facing` needs a `{name}` on each side, and `setup:` gives the {player} player none"));
    }
    if let Some(at) = parts.facing_ends {
        cx.error(at, format!("`facing ends` needs a `{name}` on each side, and `setup:` gives the {player} player none"));
    }
    if let Some(at) = parts
        .captures
        .and_then(|c| c.explode.as_ref())
        .map(|(at, _)| *at)
    {
        cx.error(at, format!("a blast that takes a `{name}` ends the game, and `setup:` gives the {player} player none: set up one `{name}` on each side"));
    }
    for (verdict, c) in &parts.ends {
        if let Test::Bare { king, .. } = &c.test {
            cx.error(king.span(), format!("`{verdict}: bare {king}` counts a `{name}` on each side, and `setup:` gives the {player} player none"));
        }
    }
    for def in &parts.pieces {
        for rule in &def.rules {
            if let PieceRule::Promote { to, .. } = rule {
                for target in to.iter().filter(|t| spec.names.contains(t)) {
                    cx.error(target.span(), format!("the {player} player is set up without a `{target}`, a royal piece, and a promotion may not give it one: promote to the other kinds"));
                }
            }
        }
    }
}

/// Castling moves a player's one castling piece: in a game without a
/// royal piece, each player sets up at most one piece of the castling
/// kind, so that castling rights name it.
pub fn one_castling_piece_each(parts: &Parts, r: &Resolution, cx: &mut Ctxt) {
    if r.royal.is_some() {
        return;
    }
    let Some((_, span)) = parts.setup else {
        return;
    };
    for (k, p) in parts.pieces.iter().enumerate() {
        let Some(castle) = p.rules.iter().find_map(|rule| match rule {
            PieceRule::Castle { span, .. } => Some(*span),
            _ => None,
        }) else {
            continue;
        };
        for (side, player) in [(0, "first"), (1, "second")] {
            let n = r.setup.pieces[side].get(k).map_or(0, Vec::len);
            if n > 1 {
                cx.error_with_note(
                    span,
                    format!("`setup:` gives the {player} player {n} `{}`, which castles: a player has at most one castling piece", p.name),
                    castle,
                    format!("`{}` castles here", p.name),
                );
            }
        }
    }
}

/// With `captures: explode`, the royal piece is lost when a blast takes
/// it, so a blast that spared it would leave it a piece no capture ends:
/// it may not be spared. Kinds `immune` to the blast, which would change
/// which pieces may take the royal piece, go only with games without one.
pub fn the_royal_piece_is_not_spared(parts: &Parts, r: &Resolution, cx: &mut Ctxt) {
    let (Some(royal), Some((_, royal_span))) = (r.royal, parts.royal) else {
        return;
    };
    if let Some((at, _)) = parts.captures.and_then(|c| c.immune.as_ref()) {
        cx.error_with_note(
            *at,
            "`immune` does not go with a royal piece yet: a capture by an immune piece would change which moves leave the royal piece safe; leave out `royal:` and end the game by `lose: extinct` instead",
            royal_span,
            "`royal:`",
        );
    }
    let Some((_, names)) = parts.captures.and_then(|c| c.explode.as_ref()) else {
        return;
    };
    for name in names {
        if *name == r.names[royal] {
            cx.error_with_note(
                name.span(),
                format!("`{name}` is the royal piece, which a blast takes and whose loss ends the game: it cannot be spared"),
                royal_span,
                "`royal:`",
            );
        }
    }
}
