use super::*;
use crate::vocab::Verdict;
use quote::quote;

fn parse(tokens: TokenStream) -> (Vec<GameDef>, Vec<String>) {
    let mut cx = Ctxt::new();
    let games = parse_games(tokens, &mut cx);
    let messages = cx.messages();
    (games, messages)
}

fn keywords(game: &GameDef) -> Vec<&'static str> {
    game.sections
        .iter()
        .map(|s| s.keyword.map_or("?", |k| k.word()))
        .collect()
}

#[test]
fn a_full_declaration_parses() {
    let (games, errors) = parse(quote! {
        /// Doc.
        pub TicTacToe { board: 3 x 3, players: X, O, moves: place, win: line(3), draw: full, }
    });
    assert!(errors.is_empty(), "{errors:?}");
    let g = &games[0];
    assert_eq!(g.name, "TicTacToe");
    assert_eq!(g.attrs.len(), 1);
    assert_eq!(keywords(g), ["board", "players", "moves", "win", "draw"]);
    assert!(matches!(&g.sections[1].body, Body::Players(p) if p.len() == 2));
    let win = &g.sections[3];
    assert_eq!(win.keyword.and_then(Keyword::verdict), Some(Verdict::Win));
    assert!(matches!(&win.body, Body::End(c) if c[0].test.to_string() == "line(3)"));
}

#[test]
fn compact_sizes_and_hex_boards_parse() {
    let (games, errors) = parse(quote! {
        Hex { board: hex 11x11, moves: place, win: connect(first: top-bottom, second: left-right) }
    });
    assert!(errors.is_empty(), "{errors:?}");
    let Body::Board(b) = &games[0].sections[0].body else {
        panic!("a board")
    };
    assert!(b.hex && b.width.value == 11 && b.height.value == 11);
    let Body::End(c) = &games[0].sections[2].body else {
        panic!("conditions")
    };
    assert_eq!(
        c[0].test.to_string(),
        "connect(first: top-bottom, second: left-right)"
    );
}

#[test]
fn hex_triangles_hexagons_and_group_goals_parse() {
    let (games, errors) = parse(quote! {
        Y { board: hex triangle 19, moves: place, win: connect(all sides) }
        Havannah { board: hex hexagon 8, moves: place, win: ring, bridge, fork, draw: full }
    });
    assert!(errors.is_empty(), "{errors:?}");
    let Body::Board(y) = &games[0].sections[0].body else {
        panic!("a board")
    };
    let outline = y.outline.expect("an outline");
    assert_eq!(
        (outline.side.value, y.width.value, y.height.value),
        (19, 19, 19)
    );
    let Body::Board(h) = &games[1].sections[0].body else {
        panic!("a board")
    };
    assert_eq!((h.width.value, h.height.value), (15, 15));
    let written = |g: &GameDef, i: usize| match &g.sections[i].body {
        Body::End(c) => c.iter().map(|c| c.test.to_string()).collect::<Vec<_>>(),
        _ => panic!("conditions"),
    };
    assert_eq!(written(&games[0], 2), ["connect(all sides)"]);
    assert_eq!(written(&games[1], 2), ["ring", "bridge", "fork"]);
}

#[test]
fn every_mistake_is_reported_at_once() {
    let (games, errors) = parse(quote! {
        G { baord: 3 x 3, moves: plase, win: lin(3), draw: ful }
    });
    assert_eq!(
        errors,
        [
            "unknown section `baord`, did you mean `board`?",
            "unknown move `plase`, did you mean `place`?",
            "unknown end condition `lin`, did you mean `line`?",
            "unknown end condition `ful`, did you mean `full`?",
        ]
    );
    // The misspelled section is known for what it most likely means.
    assert!(games[0].sections[0].is(Keyword::Board));
}

#[test]
fn forgotten_punctuation_is_named() {
    let (_, errors) = parse(quote! { G { board: 3 x 3 moves: place, win: line(3), draw full } });
    assert_eq!(
        errors,
        [
            "missing `,` before the `moves:` section",
            "missing `:` after the section keyword `draw`"
        ]
    );
    // The section keyword is found inside a longer run of words.
    let (_, errors) = parse(quote! { G { board: 3 x 3, moves: place, draw: full no moves: lose } });
    assert_eq!(errors, ["missing `,` before the `no moves:` section"]);
    let (_, errors) = parse(quote! { G { board: 3 by 3, moves: place, win: line 3 } });
    assert_eq!(
        errors,
        [
            "`board:` writes its size with `x`, as in `7 x 6`",
            "`line` takes its arguments in parentheses, as in `line(4)`",
        ]
    );
}

#[test]
fn moves_take_one_value() {
    let (_, errors) = parse(quote! { G { board: 3 x 3, moves: place, drop, win: line(3) } });
    assert_eq!(
        errors,
        ["`moves:` takes one kind of move: `place` or `drop`"]
    );
    let (_, errors) = parse(quote! { G { board: 3 x 3, moves: place, dorp, win: line(3) } });
    assert_eq!(errors, ["unknown move `dorp`, did you mean `drop`?"]);
}

#[test]
fn piece_sections_parse() {
    let (games, errors) = parse(quote! {
        B { board: 8 x 8, piece Pawn: fmWfF, zone Goal: last row, setup: first Pawn on rows 1..=2,
            no moves: lose, win: reach(Goal) }
    });
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(
        keywords(&games[0]),
        ["board", "piece", "zone", "setup", "no moves", "win"]
    );
    assert!(
        matches!(&games[0].sections[1].body, Body::Piece(p) if p.name == "Pawn" && p.rules.len() == 2)
    );
    assert!(matches!(
        games[0].sections[4].body,
        Body::NoMoves(NoMoves::Lose, _)
    ));
}

#[test]
fn a_missing_name_or_body_stops_that_game() {
    let (_, errors) = parse(quote! { pub { board: 3 x 3 } });
    assert_eq!(
        errors,
        ["expected the game's name, as in `game! { pub TicTacToe { ... } }`"]
    );
    let (_, errors) = parse(quote! { pub G (board: 3 x 3) });
    assert_eq!(errors, ["the rules of `G` go in braces: `G { ... }`"]);
}
