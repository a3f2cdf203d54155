//! Phase 2, validate: the rules a declaration must obey, one function each,
//! every error collected. Parsing already rejected what is not the language;
//! this rejects what is the language but cannot be a game.

mod pieces;

use crate::ast::{
    Body, Condition, EdgePair, GameDef, MoveKind, Num, Section, Test, Verdict, LATER_SECTIONS,
};
use crate::ctxt::Ctxt;
use crate::ir::Edge;

/// The largest board side: keeps cell names, tables and build times sane.
pub const MAX_SIDE: u64 = 32;

/// Runs every rule on `game`.
pub fn validate(game: &GameDef, cx: &mut Ctxt) {
    let errors_before = cx.error_count() + parse_errors(game);
    sections_are_not_duplicated(game, cx);
    required_sections_are_present(game, cx);
    later_features_are_reported(game, cx);
    players_are_two_with_distinct_symbols(game, cx);
    one_kind_of_move(game, cx);
    let Some(board) = board(game) else { return };
    if !board_size_is_supported(board, cx) {
        return;
    }
    drop_needs_square_cells(game, board, cx);
    pieces::validate(game, board.hex, cx);
    lines_fit_the_board(game, board, cx);
    connections_join_opposite_edges(game, cx);
    conditions_are_not_pre_empted(game, cx);
    // Judging the game as a whole only makes sense once its parts are sound;
    // otherwise this would repeat an earlier error in other words.
    if cx.error_count() == errors_before {
        a_full_board_has_a_verdict(game, board, cx);
    }
}

/// Sections that parsing already reported as malformed.
fn parse_errors(game: &GameDef) -> usize {
    game.sections
        .iter()
        .filter(|s| matches!(s.body, Body::Invalid))
        .count()
}

/// Whether a section may be meant under a misspelled keyword (reported when parsed).
fn misspelled(game: &GameDef, keyword: &str) -> bool {
    game.sections.iter().any(|s| {
        matches!(s.body, Body::Invalid)
            && crate::suggest::closest(&s.keyword.text, crate::ast::SECTIONS) == Some(keyword)
    })
}

/// The board's shape and size, when its section parsed.
#[derive(Clone, Copy)]
struct Board {
    hex: bool,
    width: Num,
    height: Num,
}

fn board(game: &GameDef) -> Option<Board> {
    game.sections.iter().find_map(|s| match &s.body {
        Body::Board(b) => Some(Board {
            hex: b.hex,
            width: b.width,
            height: b.height,
        }),
        _ => None,
    })
}

/// Every end condition, in the order the game tests them.
fn conditions(game: &GameDef) -> impl Iterator<Item = (Verdict, &Condition)> {
    game.sections.iter().flat_map(|s| match &s.body {
        Body::End(v, conditions) => conditions.iter().map(|c| (*v, c)).collect::<Vec<_>>(),
        _ => Vec::new(),
    })
}

fn section<'a>(game: &'a GameDef, keyword: &str) -> Option<&'a Section> {
    game.sections.iter().find(|s| s.keyword.text == keyword)
}

/// Whether the game has the section, perhaps misspelled.
fn has_section(game: &GameDef, keyword: &str) -> bool {
    section(game, keyword).is_some() || misspelled(game, keyword)
}

/// One section per keyword, so that nothing is said twice (pieces and zones
/// are named and may repeat).
fn sections_are_not_duplicated(game: &GameDef, cx: &mut Ctxt) {
    for (i, s) in game.sections.iter().enumerate() {
        let text = &s.keyword.text;
        if text == "piece" || text == "zone" {
            continue;
        }
        if let Some(first) = game.sections[..i].iter().find(|f| &f.keyword.text == text) {
            let hint = if matches!(s.body, Body::End(..)) {
                format!(": list every condition in one `{text}:`, separated by commas")
            } else {
                String::new()
            };
            cx.error_with_note(
                s.keyword.span,
                format!("duplicate `{text}:` section{hint}"),
                first.keyword.span,
                format!("the first `{text}:` is here"),
            );
        }
    }
}

/// A game needs a board, a way to move and a way to end.
fn required_sections_are_present(game: &GameDef, cx: &mut Ctxt) {
    let name = &game.name;
    if !has_section(game, "board") {
        cx.error(
            name.span(),
            format!(
                "`{name}` has no `board:` section; every game needs one, such as `board: 3 x 3`"
            ),
        );
    }
    if !has_section(game, "moves") && !has_section(game, "piece") {
        cx.error(
            name.span(),
            format!(
                "`{name}` has no `moves:` section; say how a player moves, such as `moves: place`"
            ),
        );
    }
    if !["win", "lose", "draw", "no moves"]
        .iter()
        .any(|k| has_section(game, k))
    {
        cx.error(
            name.span(),
            format!("`{name}` has no `win:`, `lose:` or `draw:` section, so it could never end"),
        );
    }
}

/// Sections and conditions of the language that this version cannot build yet.
fn later_features_are_reported(game: &GameDef, cx: &mut Ctxt) {
    for s in &game.sections {
        if matches!(s.body, Body::Later) && LATER_SECTIONS.contains(&s.keyword.text.as_str()) {
            cx.error(s.keyword.span, format!("`{}` is part of the game! language but not supported yet: this version declares placement and drop games", s.keyword.text));
        }
    }
    for (_, c) in conditions(game) {
        if let Test::Later(text) = &c.test {
            let word = text
                .split(|ch: char| !ch.is_alphanumeric())
                .next()
                .unwrap_or(text);
            cx.error(c.span, format!("the end condition `{word}` is part of the game! language but not supported yet"));
        }
    }
}

/// Two players, each drawn by a letter of its own.
fn players_are_two_with_distinct_symbols(game: &GameDef, cx: &mut Ctxt) {
    let Some(Section {
        body: Body::Players(names),
        keyword,
    }) = section(game, "players")
    else {
        return;
    };
    if names.len() != 2 {
        let at = names.get(2).map_or(keyword.span, |n| n.span());
        cx.error(
            at,
            format!(
                "`players:` names exactly two players, the first to move first; found {}",
                names.len()
            ),
        );
        return;
    }
    let symbol = |i: usize| {
        names[i]
            .to_string()
            .chars()
            .next()
            .map(|c| c.to_ascii_uppercase())
    };
    if symbol(0) == symbol(1) {
        let s = symbol(0).unwrap_or('?');
        cx.error(
            names[1].span(),
            format!("`players:` `{}` and `{}` would both be drawn as `{s}`; give them different first letters", names[0], names[1]),
        );
    }
}

/// A game either places stones or drops them.
fn one_kind_of_move(game: &GameDef, cx: &mut Ctxt) {
    let Some(Section {
        body: Body::Moves(moves),
        ..
    }) = section(game, "moves")
    else {
        return;
    };
    if let Some(second) = moves.get(1) {
        cx.error(
            second.span,
            "`moves:` takes one kind of move: `place` or `drop`",
        );
    }
}

/// Sizes from 1 x 1 to 32 x 32. Returns whether the board is usable for the
/// rules that follow.
fn board_size_is_supported(board: Board, cx: &mut Ctxt) -> bool {
    let mut ok = true;
    for (n, what) in [(board.width, "columns"), (board.height, "rows")] {
        if n.value == 0 {
            cx.error(
                n.span,
                format!("`board:` has 0 {what}; a board needs at least one"),
            );
            ok = false;
        } else if n.value > MAX_SIDE {
            cx.error(
                n.span,
                format!("`board:` {} {what} is beyond the largest supported board, {MAX_SIDE} x {MAX_SIDE}", n.value),
            );
            ok = false;
        }
    }
    ok
}

/// Gravity pulls stones down the columns of a square board.
fn drop_needs_square_cells(game: &GameDef, board: Board, cx: &mut Ctxt) {
    let Some(Section {
        body: Body::Moves(moves),
        ..
    }) = section(game, "moves")
    else {
        return;
    };
    for m in moves {
        if m.kind == MoveKind::Drop && board.hex {
            cx.error(
                m.span,
                "`drop` needs a square board: stones cannot fall down the columns of a `hex` board",
            );
        }
    }
}

/// A line must be at least two stones and fit on the board.
fn lines_fit_the_board(game: &GameDef, board: Board, cx: &mut Ctxt) {
    let longest = board.width.value.max(board.height.value);
    for (_, c) in conditions(game) {
        if let Test::Line { n, .. } = &c.test {
            if n.value < 2 {
                cx.error(
                    n.span,
                    format!("`{}` is a single stone: a line needs at least 2", c.test),
                );
            } else if n.value > longest {
                let hex = if board.hex { "hex " } else { "" };
                cx.error(
                    n.span,
                    format!(
                        "`{}` can never fit on a {hex}{} x {} board",
                        c.test, board.width.value, board.height.value
                    ),
                );
            }
        }
    }
}

/// A connection joins two opposite edges, and both players have theirs.
fn connections_join_opposite_edges(game: &GameDef, cx: &mut Ctxt) {
    let opposite = |p: &EdgePair| {
        matches!(
            (p.a, p.b),
            (Edge::Top, Edge::Bottom)
                | (Edge::Bottom, Edge::Top)
                | (Edge::Left, Edge::Right)
                | (Edge::Right, Edge::Left)
        )
    };
    for (_, c) in conditions(game) {
        let Test::Connect {
            both,
            first,
            second,
        } = &c.test
        else {
            continue;
        };
        for p in [both, first, second].into_iter().flatten() {
            if !opposite(p) {
                cx.error(p.span, format!("`connect` joins two opposite edges, `top-bottom` or `left-right`, not `{p}`"));
            }
        }
        if both.is_none() {
            for (have, missing, name) in [(first, second, "second"), (second, first, "first")] {
                if have.is_some() && missing.is_none() {
                    cx.error(
                        c.span,
                        format!("`connect` names the edges of one player but not of `{name}`"),
                    );
                }
            }
            if first.is_none() && second.is_none() {
                cx.error(c.span, "`connect` needs edges, as in `connect(top-bottom)`");
            }
        }
    }
}

/// Whether `earlier` holds every time `later` does, so `later` never decides.
fn implies(earlier: &Test, later: &Test) -> bool {
    match (earlier, later) {
        (
            Test::Line {
                n: m,
                exactly: false,
            },
            Test::Line { n, .. },
        ) => m.value <= n.value,
        (
            Test::Line {
                n: m,
                exactly: true,
            },
            Test::Line { n, exactly: true },
        ) => m.value == n.value,
        (Test::Full, Test::Full) => true,
        (Test::Connect { .. }, Test::Connect { .. }) => {
            connect_edges(earlier) == connect_edges(later)
        }
        _ => false,
    }
}

/// The edges each player joins, in a canonical order.
fn connect_edges(t: &Test) -> Option<[(u8, u8); 2]> {
    let Test::Connect {
        both,
        first,
        second,
    } = t
    else {
        return None;
    };
    let key = |p: EdgePair| {
        let (a, b) = (p.a as u8, p.b as u8);
        (a.min(b), a.max(b))
    };
    Some([key(both.or(*first)?), key(both.or(*second)?)])
}

/// Conditions are tested in order; one that an earlier one always pre-empts
/// can never be reached.
fn conditions_are_not_pre_empted(game: &GameDef, cx: &mut Ctxt) {
    let all: Vec<(Verdict, &Condition)> = conditions(game).collect();
    for (j, (verdict, later)) in all.iter().enumerate() {
        if let Some((v, earlier)) = all[..j].iter().find(|(_, e)| implies(&e.test, &later.test)) {
            cx.error_with_note(
                later.span,
                format!(
                    "`{verdict}: {}` can never decide the game: `{v}: {}` is tested first and holds whenever it does",
                    later.test, earlier.test
                ),
                earlier.span,
                format!("`{v}: {}` is here", earlier.test),
            );
        }
    }
}

/// Whether the rules make a full board impossible without a decision:
/// on a hex board where the players join different pairs of edges, one of
/// them always has (the Hex theorem).
fn full_board_always_decided(game: &GameDef, board: Board) -> Option<&Condition> {
    if !board.hex {
        return None;
    }
    conditions(game).find_map(|(v, c)| match connect_edges(&c.test) {
        Some([a, b]) if v != Verdict::Draw && a != b => Some(c),
        _ => None,
    })
}

/// When the board fills up, something must say how the game ended.
fn a_full_board_has_a_verdict(game: &GameDef, board: Board, cx: &mut Ctxt) {
    let later = game
        .sections
        .iter()
        .any(|s| matches!(s.body, Body::Later | Body::Invalid))
        || conditions(game).any(|(_, c)| matches!(c.test, Test::Later(_)));
    if later || crate::lower::pieces::is_piece_game(game) {
        return; // already reported, and pieces end games in other ways
    }
    let full = conditions(game).find(|(_, c)| matches!(c.test, Test::Full));
    match (full, full_board_always_decided(game, board)) {
        (None, None) => cx.error(
            game.name.span(),
            format!("`{}` can fill its board with nobody winning: add `draw: full` to say what happens then", game.name),
        ),
        (Some((v, full)), Some(connect)) if connect_comes_first(game, connect) => cx.error_with_note(
            full.span,
            format!("`{v}: full` can never happen: a hex board cannot fill up before one player connects"),
            connect.span,
            "the connection is here",
        ),
        _ => {}
    }
}

fn connect_comes_first(game: &GameDef, connect: &Condition) -> bool {
    for (_, c) in conditions(game) {
        if std::ptr::eq(c, connect) {
            return true;
        }
        if matches!(c.test, Test::Full) {
            return false;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ast::parse_games;
    use proc_macro2::TokenStream;
    use quote::quote;

    /// Every message that parsing and validating `tokens` gives.
    fn errors(tokens: TokenStream) -> Vec<String> {
        let mut cx = Ctxt::new();
        for game in parse_games(tokens, &mut cx) {
            validate(&game, &mut cx);
        }
        cx.messages()
    }

    #[test]
    fn the_catalog_is_valid() {
        for game in [
            quote! { T { board: 3 x 3, players: X, O, moves: place, win: line(3), draw: full } },
            quote! { C { board: 7 x 6, moves: drop, win: line(4), draw: full } },
            quote! { G { board: 15 x 15, players: Black, White, moves: place, win: line(5), draw: full } },
            quote! { H { board: hex 11 x 11, players: Red, Blue, moves: place, win: connect(first: top-bottom, second: left-right) } },
        ] {
            assert_eq!(errors(game), Vec::<String>::new());
        }
    }

    #[test]
    fn impossible_lines_are_rejected() {
        assert_eq!(
            errors(quote! { G { board: 4 x 4, moves: place, win: line(5), draw: full } }),
            ["`line(5)` can never fit on a 4 x 4 board"]
        );
        assert_eq!(
            errors(quote! { G { board: 4 x 4, moves: place, win: line(1), draw: full } }),
            ["`line(1)` is a single stone: a line needs at least 2"]
        );
    }

    #[test]
    fn sizes_are_bounded() {
        assert_eq!(
            errors(quote! { G { board: 33 x 0, moves: place, win: line(3), draw: full } }),
            [
                "`board:` 33 columns is beyond the largest supported board, 32 x 32",
                "`board:` has 0 rows; a board needs at least one",
            ]
        );
    }

    #[test]
    fn duplicates_and_missing_sections() {
        assert_eq!(
            errors(quote! { G { board: 3 x 3, board: 4 x 4, win: line(3), win: full } }),
            [
                "duplicate `board:` section",
                "the first `board:` is here",
                "duplicate `win:` section: list every condition in one `win:`, separated by commas",
                "the first `win:` is here",
                "`G` has no `moves:` section; say how a player moves, such as `moves: place`",
            ]
        );
        assert_eq!(
            errors(quote! { G { moves: place } }),
            [
                "`G` has no `board:` section; every game needs one, such as `board: 3 x 3`",
                "`G` has no `win:`, `lose:` or `draw:` section, so it could never end",
            ]
        );
    }

    #[test]
    fn unreachable_conditions_are_named() {
        assert_eq!(
            errors(quote! { G { board: 5 x 5, moves: place, win: line(3), lose: line(4), draw: full } }),
            [
                "`lose: line(4)` can never decide the game: `win: line(3)` is tested first and holds whenever it does",
                "`win: line(3)` is here",
            ]
        );
        assert_eq!(
            errors(quote! { H { board: hex 5 x 5, moves: place, win: connect(first: top-bottom, second: left-right), draw: full } }),
            [
                "`draw: full` can never happen: a hex board cannot fill up before one player connects",
                "the connection is here",
            ]
        );
        assert_eq!(
            errors(quote! { G { board: 5 x 5, moves: place, win: line(3) } }),
            ["`G` can fill its board with nobody winning: add `draw: full` to say what happens then"]
        );
    }

    #[test]
    fn connections_and_players_and_moves() {
        assert_eq!(
            errors(quote! { H { board: hex 5 x 5, players: Red, Rose, moves: drop, win: connect(first: top-left), draw: full } }),
            [
                "`players:` `Red` and `Rose` would both be drawn as `R`; give them different first letters",
                "`drop` needs a square board: stones cannot fall down the columns of a `hex` board",
                "`connect` joins two opposite edges, `top-bottom` or `left-right`, not `top-left`",
                "`connect` names the edges of one player but not of `second`",
            ]
        );
        assert_eq!(
            errors(
                quote! { G { board: 3 x 3, players: A, B, C, moves: place, drop, win: line(3), draw: full } }
            ),
            [
                "`players:` names exactly two players, the first to move first; found 3",
                "`moves:` takes one kind of move: `place` or `drop`",
            ]
        );
    }

    #[test]
    fn one_mistake_gives_one_error() {
        // A misspelled section is not also reported missing.
        assert_eq!(
            errors(quote! { G { baord: 3 x 3, moves: place, win: line(3), draw: full } }),
            ["unknown section `baord`, did you mean `board`?"]
        );
        // A broken condition does not also leave the game "without an end".
        assert_eq!(
            errors(
                quote! { H { board: hex 5 x 5, moves: place, win: connect(first: top-bottom) } }
            ),
            ["`connect` names the edges of one player but not of `second`"]
        );
        // Two games in one invocation are checked independently.
        assert_eq!(
            errors(quote! {
                A { board: 3 x 3, moves: place, win: line(3), draw: full }
                B { board: 3 x 3, moves: place, win: line(4), draw: full }
            }),
            ["`line(4)` can never fit on a 3 x 3 board"]
        );
    }

    #[test]
    fn later_parts_of_the_language_say_so() {
        assert_eq!(
            errors(quote! { B { board: 3 x 3, moves: place, win: line(3), when(f), draw: full } }),
            ["the end condition `when` is part of the game! language but not supported yet"]
        );
    }

    #[test]
    fn piece_words_stay_in_piece_games() {
        assert_eq!(
            errors(quote! { B { board: 8 x 8, setup: first Pawn on rows 1..=2, moves: place, win: reach(last row) } }),
            [
                "`reach(last row)` needs pieces that move (`piece Name { ... }`) or `moves: place flipping`",
                "`setup` needs pieces that move (`piece Name { ... }`) or `moves: place flipping`",
            ]
        );
    }

    #[test]
    fn piece_games_are_checked() {
        let base = |extra: TokenStream| {
            errors(quote! {
                B { board: 8 x 8, piece Pawn: fmWfF, setup: first Pawn on rows 1..=2, second Pawn on rows 7..=8, #extra }
            })
        };
        assert!(base(quote!(win: reach(last row))).is_empty());
        assert_eq!(
            base(quote!(win: reach(row 9))),
            ["row 9 is off the 8 x 8 board: rows count from 1 at the bottom to 8"]
        );
        assert_eq!(
            base(quote!(win: reach(Goal))),
            ["unknown zone `Goal`: declare it with `zone Goal: cells`, or write `last row` or `first row`"]
        );
        assert_eq!(
            base(quote!(captures: mandatory, win: captured all)),
            Vec::<String>::new()
        );
        assert_eq!(
            base(quote!(win: most pieces)),
            ["`win: most pieces` counts pieces when neither player can move, which only `no moves: pass` lets happen"]
        );
        assert_eq!(
            errors(quote! { B { board: 8 x 8, piece Rook { slide orthogonal to empty }, setup: first Rook on a1, second Rook on h8, captures: mandatory, no moves: lose } }),
            ["`captures: mandatory` but no piece can capture: add a `jump ... over enemy`, or a move `to enemy`"]
        );
        assert_eq!(
            errors(quote! { B { board: 8 x 8, piece Man { step diagonal, promote Queen at last row }, piece King { step diagonal }, setup: first Man on a1, second Man on h8, no moves: lose } }),
            ["`Man` promotes to `Queen`, which is not a declared piece: declare it with `piece Queen { ... }`"]
        );
        assert_eq!(
            errors(quote! { B { board: 8 x 8, piece Man { leap(0, 0) }, setup: first Man on a1, second Man on h8, no moves: lose } }),
            ["`leap(0, 0)` never leaves its cell: a leap needs a non-zero vector, as in `leap(1, 2)`"]
        );
        assert_eq!(
            errors(
                quote! { B { board: 8 x 8, piece Man { step diagonal }, setup: first Man on a1 i1, second Man on h8, no moves: lose } }
            ),
            ["`i1` is off the 8 x 8 board"]
        );
    }
}
