use super::*;
use crate::check::RuleResolution;
use crate::syntax::parse_games;
use proc_macro2::TokenStream;
use quote::quote;

/// Every message that parsing and checking `tokens` gives.
fn errors(tokens: TokenStream) -> Vec<String> {
    let mut cx = Ctxt::new();
    for game in parse_games(tokens, &mut cx) {
        check(&game, &mut cx);
    }
    cx.messages()
}

#[test]
fn the_catalog_is_sound() {
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
            "duplicate `board:` section\nnote: the first `board:` is on the same line",
            "duplicate `win:` section: list every condition in one `win:`, separated by commas\nnote: the first `win:` is on the same line",
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
        ["`lose: line(4)` can never decide the game: `win: line(3)` is tested first and holds whenever it does\nnote: `win: line(3)` is on the same line"]
    );
    assert_eq!(
        errors(quote! { H { board: hex 5 x 5, moves: place, win: connect(first: top-bottom, second: left-right), draw: full } }),
        ["`draw: full` can never happen: a hex board cannot fill up before one player connects\nnote: the connection is on the same line"]
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
            quote! { G { board: 3 x 3, players: A, B, C, moves: place, win: line(3), draw: full } }
        ),
        ["`players:` names exactly two players, the first to move first; found 3"]
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
        errors(quote! { H { board: hex 5 x 5, moves: place, win: connect(first: top-bottom) } }),
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
fn piece_words_stay_in_piece_games() {
    assert_eq!(
        errors(quote! { B { board: 8 x 8, setup: first Pawn on rows 1..=2, moves: place, win: reach(last row) } }),
        [
            "`reach(last row)` needs pieces that move (`piece Name { ... }`) or `moves: place flipping`",
            "`setup:` needs pieces that move (`piece Name { ... }`) or `moves: place flipping`",
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
    assert!(base(quote!(captures: mandatory, win: captured all)).is_empty());
    assert_eq!(
        base(quote!(win: most pieces)),
        ["`win: most pieces` counts pieces when neither player can move, which only `no moves: pass` lets happen"]
    );
    assert_eq!(
        errors(quote! { B { board: 8 x 8, piece Rook { slide orthogonal to empty }, setup: first Rook on a1, second Rook on h8, captures: mandatory, no moves: lose } }),
        ["`captures: mandatory` but no piece can capture: add a `jump ... over enemy`, or a move `to enemy`"]
    );
    // A verdict by the count of pieces, written in full.
    assert!(base(quote!(no moves: fewer pieces win)).is_empty());
    assert!(base(quote!(no moves: more pieces win)).is_empty());
    assert_eq!(
        base(quote!(no moves: fewer pieces)),
        ["`no moves: fewer` is a verdict by the count of pieces, written `fewer pieces win`: the player with fewer pieces on the board wins, and equal counts draw"]
    );
    // Captures are mandatory among the legal moves, which a royal game
    // works out; a pass is not a capture.
    assert!(errors(quote! { B { board: 8 x 8, piece King { step any }, piece Rook: R, setup: first King on a1, first Rook on a2, second King on h8, second Rook on h7, royal: King, captures: mandatory, checkmate: win, stalemate: win } }).is_empty());
    assert!(errors(quote! { B { board: 8 x 8, piece King { step any }, piece Rook: R, setup: first King on a1, first Rook on a2, second King on h8, second Rook on h7, royal: King, stalemate: more pieces win } }).is_empty());
    assert_eq!(
        errors(quote! { B { board: 8 x 8, moves: move or pass, piece Rook: R, setup: first Rook on a1, second Rook on h8, captures: mandatory, win: captured all } }),
        ["`moves: move or pass` beside `captures: mandatory`: a pass is not a capture, and a player who can capture must; leave out `or pass`, or the mandatory captures\nnote: `captures: mandatory` is on the same line"]
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

#[test]
fn setup_strings_count_their_cells() {
    let game = |setup: &str| {
        let setup = proc_macro2::Literal::string(setup);
        errors(quote! { B { board: 4 x 2, piece Pawn: fmWfF, setup: #setup, no moves: lose } })
    };
    assert!(game("pppp/PPPP").is_empty());
    assert_eq!(
        game("ppppp/PPPP"),
        ["row 2 of the setup string has 5 cells; the board has 4 columns"]
    );
    assert_eq!(
        game("ppxp/PPPP"),
        ["`x` in the setup string is no piece: expected `P`, lowercase for the second player, `*` for a blocked cell, `.` or a digit for empty cells"]
    );
}

#[test]
fn checked_games_resolve_their_names() {
    let tokens = quote! {
        C { board: 8 x 8 dark, players: Black, White,
            piece Man { step forward-diagonal to empty, jump forward-diagonal over enemy chain, promote King at last row ends move },
            piece King { step diagonal to empty, jump diagonal over enemy chain },
            setup: first Man on squares 1..=12, second Man on squares 21..=32,
            captures: mandatory, no moves: lose }
    };
    let mut cx = Ctxt::new();
    let games = parse_games(tokens, &mut cx);
    let checked = check(&games[0], &mut cx).expect("sound");
    let r = checked.pieces.as_ref().expect("a piece game");
    assert_eq!(r.names, ["Man", "King"]);
    // The first player starts at the top and moves down.
    assert_eq!(r.forward, -1);
    let RuleResolution::Promote(to, zone) = &r.rules[0][2] else {
        panic!("a promotion")
    };
    assert_eq!(to, &[1]);
    // Black crowns on the bottom row (a1 c1 e1 g1), White on the top.
    assert_eq!(zone[0], [0, 2, 4, 6]);
    assert_eq!(zone[1], [57, 59, 61, 63]);
}

#[test]
fn a_royal_piece_is_a_way_to_end() {
    let mini = |ends: TokenStream| {
        errors(quote! { M {
            board: 4 x 4,
            piece King { step any },
            piece Rook: R,
            setup: "k2r/4/4/R2K",
            royal: King,
            #ends
        } })
    };
    assert_eq!(mini(quote!()), Vec::<String>::new());
    assert_eq!(
        mini(quote!(checkmate: lose, stalemate: draw,)),
        Vec::<String>::new()
    );
}

#[test]
fn counted_games_are_checked() {
    let go =
        |rest: TokenStream| errors(quote! { G { board: 9 x 9, players: Black, White, #rest } });
    assert!(
        go(quote!(moves: place or pass, captures: surrounded, score: area, komi 7.5)).is_empty()
    );
    assert!(go(quote!(moves: place or pass, score: area)).is_empty());
    assert_eq!(
        go(quote!(moves: place or pass, captures: surrounded)),
        [
            "`G` has no `win:`, `lose:` or `draw:` section, so it could never end",
            "two passes in a row end the game, and nothing says who wins then: add `score: area`"
        ]
    );
    assert_eq!(
        go(quote!(moves: place, captures: surrounded, score: area)),
        ["`score:` counts the board when both players pass in a row, but nobody may pass: write `moves: place or pass`"]
    );
    assert_eq!(
        go(quote!(moves: place, captures: surrounded, draw: full)),
        ["a game of `captures: surrounded` may never fill its board: let the players pass and count, with `moves: place or pass` and `score: area`"]
    );
    assert_eq!(
        go(quote!(moves: place or pass, score: area, komi 7.25)),
        ["`komi 7.25` is not a whole or half point, as in `komi 7.5`"]
    );
    assert_eq!(
        go(quote!(moves: place or pass, score: area, win: line(5))),
        ["`win: line(5)` cannot end a counted game: it ends when both players pass in a row, and `score:` decides it (a repetition rule may stand beside it)\nnote: the count is on the same line"]
    );
    // Superko: a repetition rule, and only one, from 2 to 255.
    assert!(go(quote!(moves: place or pass, score: area, lose: repetition(2))).is_empty());
    // Positional superko: `of board`, and nothing else after `of`.
    assert!(go(quote!(moves: place or pass, score: area, lose: repetition(2) of board)).is_empty());
    assert_eq!(
        go(quote!(moves: place or pass, score: area, lose: repetition(2) of stones)),
        ["`repetition of stones`: a repetition compares the board alone with `of board`, as in `lose: repetition(2) of board`, or the board and the player to move without it"]
    );
    assert_eq!(
        go(quote!(moves: place or pass, score: area, lose: repetition(1))),
        ["`repetition(1)`: a position repeats when it stands a second time or more, up to 255 times"]
    );
    assert_eq!(
        go(quote!(moves: place or pass, score: area, lose: repetition(2), draw: repetition(3)))
            .len(),
        1
    );
    assert_eq!(
        go(quote!(moves: place, win: line(5), draw: full, repetition)),
        ["`repetition`: in this game of placed stones no position can stand twice; positions come back only with pieces that move, or in a counted game, whose stones are taken by surrounding (`captures: surrounded`, `score: area`)"]
    );
    assert_eq!(
        errors(quote! { G { board: 30 x 9, moves: place or pass, score: area } }),
        ["a counted game writes its moves as Go does, with the letters A to Z without I: at most 25 columns, not 30"]
    );
}

#[test]
fn custodial_captures_and_turns_are_checked() {
    let game =
        |rest: TokenStream| errors(quote! { G { board: 19 x 19, players: White, Black, #rest } });
    assert!(game(quote!(
        moves: place, captures: custodial(2), win: line(5), captured(10 stones), draw: full
    ))
    .is_empty());
    assert!(game(quote!(moves: place, turns: 1, then 2, win: line(6), draw: full)).is_empty());
    assert_eq!(
        game(quote!(moves: place, captures: custodial(2), win: line(5), captured(9 stones), draw: full)),
        ["captures take 2 stones at a time, so `captured(9 stones)` first holds at 10: write `captured(10 stones)`"]
    );
    assert_eq!(
        game(quote!(moves: place, win: line(5), captured(10 stones), draw: full)),
        ["`win: captured(10 stones)` counts captured stones, but nothing captures stones here: add `captures: custodial(2)`"]
    );
    assert_eq!(
        game(quote!(moves: place, captures: custodial(2), win: captured(4 stones), captured(6 stones), draw: full)).len(),
        1,
        "a larger count after a smaller one never decides"
    );
    assert_eq!(
        game(quote!(moves: place, turns: 2, then 3, win: line(6), draw: full)),
        ["a turn places at most 2 stones, not 3"]
    );
    assert_eq!(
        game(quote!(moves: place, captures: custodial(2), turns: 1, then 2, win: line(5), draw: full)),
        ["`turns:` of several stones cannot go with `captures: custodial(n)`: what a turn's stones capture would depend on their order\nnote: the capture rule is on the same line"]
    );
}

#[test]
fn explosions() {
    let game = |captures: TokenStream| {
        errors(
            quote! { A { board: 8 x 8, piece King { step any }, piece Rook: R, piece Pawn { step forward to empty, step forward-diagonal to enemy }, setup: "r3k3/pppppppp/8/8/8/8/PPPPPPPP/R3K3", royal: King, #captures, checkmate: lose, stalemate: draw } },
        )
    };
    assert!(game(quote!(captures: explode)).is_empty());
    assert!(game(quote!(captures: explode sparing Pawn | Rook)).is_empty());
    assert_eq!(
        game(quote!(captures: explode sparing Pwan)),
        ["`sparing` names `Pwan`, which is not a declared piece, did you mean `Pawn`?"]
    );
    assert_eq!(
        game(quote!(captures: explode sparing King)),
        ["`King` is the royal piece, which a blast takes and whose loss ends the game: it cannot be spared\nnote: `royal:` is on the same line"]
    );
    assert_eq!(game(quote!(captures: explode sparing Pawn | Pawn)).len(), 1);
    assert_eq!(game(quote!(captures: explode, to hand)).len(), 1);
    assert_eq!(
        game(quote!(captures: explode sparring Pawn)),
        ["after `explode`, `captures:` takes only `sparing` and the pieces the blast leaves around, then `immune` and the pieces no blast takes, as in `explode sparing Pawn immune King`"]
    );
}

#[test]
fn petrification() {
    let game = |captures: TokenStream| {
        errors(
            quote! { A { board: 8 x 8, piece King { step any to empty }, piece Rook: R, piece Pawn { step forward to empty, step forward-diagonal to enemy }, setup: "r3k3/pppppppp/8/8/8/8/PPPPPPPP/R3K3", royal: King, #captures, checkmate: lose, stalemate: draw } },
        )
    };
    assert!(game(quote!(captures: petrify Rook)).is_empty());
    assert!(game(quote!(captures: petrify Rook | Pawn)).is_empty());
    assert_eq!(
        game(quote!(captures: petrify Rokk)),
        ["`petrify` names `Rokk`, which is not a declared piece, did you mean `Rook`?"]
    );
    assert_eq!(
        game(quote!(captures: petrify Rook | Rook)),
        ["`Rook` already petrifies\nnote: the first `Rook` is on the same line"]
    );
    assert_eq!(
        game(quote!(captures: petrify King)),
        ["`King` is a royal piece, which would turn into a wall as it captures and leave its player without it: give it moves `to empty` and leave it out of `petrify`\nnote: `royal:` is on the same line"]
    );
    assert_eq!(game(quote!(captures: petrify Rook, explode)).len(), 1);
    assert_eq!(
        errors(
            quote! { A { board: 8 x 8, piece King { step any to empty }, piece Rook: mR, setup: "r3k3/8/8/8/8/8/8/R3K3", royal: King, captures: petrify Rook } },
        ),
        ["`captures: petrify` but no piece can capture: add a move `to enemy`"]
    );
}

#[test]
fn immune_kinds() {
    // Atomar's shape: no royal piece, the king lost by extinction.
    let game = |captures: TokenStream| {
        errors(
            quote! { A { board: 8 x 8, piece King { step any except King }, piece Rook: R, piece Pawn { step forward to empty, step forward-diagonal to enemy }, setup: "r3k3/pppppppp/8/8/8/8/PPPPPPPP/R3K3", #captures, lose: extinct King } },
        )
    };
    assert!(game(quote!(captures: explode sparing Pawn immune King)).is_empty());
    assert!(game(quote!(captures: explode immune King | Rook)).is_empty());
    assert_eq!(
        game(quote!(captures: explode immune Kign)),
        ["`immune` names `Kign`, which is not a declared piece, did you mean `King`?"]
    );
    assert_eq!(
        game(quote!(captures: explode immune King | King)),
        ["`King` is already immune\nnote: the first `King` is on the same line"]
    );
    assert_eq!(
        game(quote!(captures: explode sparing King immune King)),
        ["`King` is immune, so no blast takes it anywhere: do not also spare it\nnote: `King` spared here is on the same line"]
    );
    assert_eq!(
        game(quote!(captures: explode immune King sparing Pawn)),
        ["`sparing` comes before `immune`: `explode sparing Pawn immune King`"]
    );
    assert_eq!(
        errors(
            quote! { A { board: 8 x 8, piece King { step any }, piece Rook: R, setup: "r3k3/8/8/8/8/8/8/R3K3", royal: King, captures: explode immune Rook } },
        ),
        ["`immune` does not go with a royal piece yet: a capture by an immune piece would change which moves leave the royal piece safe; leave out `royal:` and end the game by `lose: extinct` instead\nnote: `royal:` is on the same line"]
    );
}

#[test]
fn material_conditions_are_checked() {
    // Three kings each: counts from 1, not holding at the start.
    let kings = |end: TokenStream| {
        errors(quote! { K {
            board: 8 x 8,
            piece King { step any },
            setup: first King on a1 c1 e1, second King on a8 c8 e8,
            #end
        } })
    };
    assert_eq!(kings(quote!(lose: fewer than 3 King)), Vec::<String>::new());
    assert_eq!(kings(quote!(lose: extinct King)), Vec::<String>::new());
    assert_eq!(
        kings(quote!(lose: fewer than 0 King)),
        ["`lose: fewer than 0` counts from 1 to 255 pieces (`fewer than 1` is `extinct`)"]
    );
    assert_eq!(
        kings(quote!(lose: fewer than 4 King)),
        ["`lose: fewer than 4 King` holds at the start: a player sets up 3 `King`, and the game would end before its first move"]
    );
    assert_eq!(
        kings(quote!(lose: extinct Kign)),
        ["the extinction names `Kign`, which is not a declared piece, did you mean `King`?"]
    );
    assert_eq!(
        kings(quote!(lose: bare King)),
        ["`lose: bare King` counts the royal piece left alone: add `royal: King`, or write `extinct` for the pieces a player must keep"]
    );
}

/// A chess-like game with the king's castling rule `castle`, a royal
/// piece or none, and the setup `setup`.
fn castling_game(castle: TokenStream, royal: TokenStream, setup: &str) -> TokenStream {
    quote! {
        G {
            board: 10 x 8,
            piece King { step any, #castle },
            piece Rook: R,
            piece Chancellor (C): RN,
            setup: #setup,
            #royal
            lose: captured all,
        }
    }
}

#[test]
fn castling_words_are_checked() {
    let chess = "r3k4r/10/10/10/10/10/10/R3K4R";
    let ok = |castle| {
        errors(castling_game(
            castle,
            quote!(royal: King, checkmate: lose,),
            chess,
        ))
    };
    assert_eq!(
        ok(quote!(castle with Rook | Chancellor)),
        Vec::<String>::new()
    );
    assert_eq!(
        ok(quote!(castle with Rook to file b | i)),
        Vec::<String>::new()
    );
    assert_eq!(
        ok(quote!(castle with Rook to file b | k)),
        ["`k` is not a file of the board: files are the letters `a` to `j`"]
    );
    assert_eq!(
        ok(quote!(castle with Rook to file g | c)),
        ["`to file g | c`: name the file the piece lands on towards the low files first, then a higher one towards the high files\nnote: the file towards the low files is on the same line"]
    );
    assert_eq!(
        ok(quote!(castle with Rook by 3 to file c | g)),
        ["a castling piece moves `by` a number of cells or `to file` two files, not both\nnote: the `by` is on the same line"]
    );
    assert_eq!(
        ok(quote!(castle with Rook | Rook)),
        ["`King` castles with `Rook` twice: name each kind once\nnote: the first `Rook` is on the same line"]
    );
    assert_eq!(
        ok(quote!(castle with King)),
        ["`King` castles with `King`: a piece castles with a piece of another kind"]
    );
    assert_eq!(
        ok(quote!(castle with Rook to c | g)),
        ["the files a castling piece lands on read `to file c | g`: the file towards the low files, then the one towards the high files"]
    );
    // Without a royal piece, any one kind castles, once per player.
    let free = |castle, setup| errors(castling_game(castle, TokenStream::new(), setup));
    assert_eq!(free(quote!(castle with Rook), chess), Vec::<String>::new());
    assert_eq!(
        free(quote!(castle with Rook), "r3k4r/10/10/10/10/10/10/R3KK3R"),
        ["`setup:` gives the first player 2 `King`, which castles: a player has at most one castling piece\nnote: `King` castles here is on the same line"]
    );
}

#[test]
fn promotions_per_player_and_to_lost_kinds() {
    let pawn = |rules: TokenStream, odds: TokenStream| {
        errors(quote! { C {
            board: 6 x 6,
            players: White, Black,
            piece King { step any },
            piece Queen: Q,
            piece Rook: R,
            piece Pawn { step forward to empty, #rules },
            setup: "r2k2/pppppp/6/6/PPPPPP/R2K2",
            royal: King,
            #odds
        } })
    };
    let sound = Vec::<String>::new();
    assert_eq!(
        pawn(
            quote!(promote Queen at last row for White, promote Rook at last row for Black),
            quote!()
        ),
        sound
    );
    assert_eq!(
        pawn(
            quote!(promote Queen | lost Rook at last row),
            quote!(draw odds: Black)
        ),
        sound
    );
    assert_eq!(
        pawn(quote!(promote lost Queen at last row), quote!()),
        ["`lost Queen`: the setup gives neither player a `Queen`, so none can be lost and `Pawn` could never become one: leave out `lost`, or the kind"]
    );
    assert_eq!(
        pawn(
            quote!(promote Queen at last row for White, promote Rook at last row for White),
            quote!()
        ),
        ["`Pawn` has two `promote` rules for `White`: list every kind it may become in one\nnote: the first `promote` is on the same line"]
    );
    assert_eq!(
        pawn(quote!(promote Queen at last row for Red), quote!()),
        ["unknown player `Red`: the players are `White` and `Black`"]
    );
    assert_eq!(
        pawn(quote!(promote Queen at last row), quote!(stalemate: lose, draw odds: Black)),
        ["`draw odds:` in a game that never ends in a draw: it would change nothing; leave it out, or add a draw rule such as `draw: repetition`"]
    );
}

#[test]
fn counting_rules_are_checked() {
    // Kings and rooks: a count of the board's honour and of bare kings.
    let count = |end: TokenStream| {
        errors(quote! { K {
            board: 8 x 8,
            piece King { step any },
            piece Rook { slide orthogonal },
            setup: first King on e1, first Rook on a1, second King on e8, second Rook on h8,
            royal: King,
            #end
        } })
    };
    assert_eq!(
        count(
            quote!(draw: counting(64 moves, bare King from pieces: 16 moves against Rook | 64 moves) without Rook)
        ),
        Vec::<String>::new()
    );
    assert_eq!(
        count(quote!(lose: counting(bare King: 16 moves against Rook))),
        ["`lose: counting(bare King: 16 moves against Rook)`: a count that runs out draws the game: write it under `draw:`"]
    );
    assert_eq!(
        count(quote!(draw: counting(0 moves))),
        ["a count's limit is from 1 to 255 moves, not 0"]
    );
    assert_eq!(
        count(quote!(draw: counting(bare King: 64 moves | 16 moves against Rook))),
        ["`16 moves against Rook` is never read: the limit before it applies against any pieces\nnote: the limit against any pieces is on the same line"]
    );
    assert_eq!(
        count(quote!(draw: counting(bare Rook: 16 moves against Rook))),
        ["`counting(... bare Rook ...)` names the piece left alone, the royal one: write `bare King`\nnote: `royal:` is on the same line"]
    );
    assert_eq!(
        count(quote!(draw: counting(bare King: 16 moves against Rokk))),
        ["`against` names `Rokk`, which is not a declared piece, did you mean `Rook`?"]
    );
    assert_eq!(
        count(quote!(draw: counting(64 moves), counting(32 moves))),
        ["a game keeps one count: write its limits in one `counting(...)`\nnote: the first `counting` is on the same line"]
    );
}

/// A game of kings and a rook on 4 x 4, with `royal` and `setup` given.
fn royals_game(royal: TokenStream, setup: &str, more: TokenStream) -> TokenStream {
    quote! {
        G {
            board: 4 x 4,
            piece King { step any },
            piece Queen: Q,
            piece Rook: R,
            setup: #setup,
            royal: #royal,
            checkmate: lose,
            #more
        }
    }
}

#[test]
fn several_royal_pieces_are_said_with_kinds_or_when() {
    let none = Vec::<String>::new();
    assert_eq!(
        errors(royals_game(quote!(King | Queen), "kq1r/4/4/R1QK", quote!())),
        none
    );
    assert_eq!(
        errors(royals_game(
            quote!(King when all attacked),
            "kk1r/4/4/R2K",
            quote!()
        )),
        none
    );
    assert_eq!(
        errors(royals_game(
            quote!(King | Queen when last),
            "kq1r/4/4/R1QK",
            quote!()
        )),
        none
    );
    assert_eq!(
        errors(royals_game(quote!(King), "kk1r/4/4/R2K", quote!())),
        ["`setup:` gives the second player 2 `King`; the royal piece stands once on each side, or on one side only"]
    );
    assert_eq!(
        errors(royals_game(quote!(King | King), "k2r/4/4/R2K", quote!())),
        ["`King` is named twice in `royal:`: name each royal kind once\nnote: the first `King` is on the same line"]
    );
    assert_eq!(
        errors(royals_game(quote!(King when first), "k2r/4/4/R2K", quote!())),
        ["after the royal pieces, `royal:` takes `when last` or `when all attacked`, then `not facing`, `not fleeing` and `not checked`, as in `royal: King when all attacked`"]
    );
    assert_eq!(
        errors(royals_game(quote!(King | Queen), "kq1r/4/4/R1QK", quote!(captures: explode,))),
        ["`captures: explode` does not go with several royal pieces a player yet: it is worked out for one royal piece each\nnote: `royal:` with several royal pieces is on the same line"]
    );
}

#[test]
fn draw_counts_are_checked() {
    // Generals and chariots that may pass: two passes in a row draw.
    let count = |extra: TokenStream| {
        errors(quote! { J {
            board: 9 x 10,
            players: Cho, Han,
            moves: move or pass,
            piece General { step orthogonal },
            piece Chariot: R,
            setup: "c3g4/9/9/9/9/9/9/9/9/C3G4",
            royal: General,
            #extra
        } })
    };
    assert_eq!(
        count(quote!(draw count: Chariot 13, Han 1.5)),
        Vec::<String>::new()
    );
    assert_eq!(
        count(quote!(draw count: Chariots 13)),
        ["`draw count:` gives points to `Chariots`, which is neither a declared piece nor a player, did you mean `Chariot`?"]
    );
    assert_eq!(
        count(quote!(draw count: Han 1, Han 1.5)),
        ["`Han` is given points twice in `draw count:`: give it one number\nnote: the first `Han` is on the same line"]
    );
    assert_eq!(
        count(quote!(draw count: Chariot 13, draw odds: Han)),
        ["`draw count:` beside `draw odds:`: both say who wins a draw; keep one\nnote: `draw odds:` is on the same line"]
    );
}

/// Nine men's morris, as the catalog declares it.
fn morris(extra: TokenStream) -> TokenStream {
    quote! {
        M {
            board: 7 x 7,
            points: a7 d7 g7 b6 d6 f6 c5 d5 e5 a4 b4 c4 e4 f4 g4 c3 d3 e3 b2 d2 f2 a1 d1 g1,
            lines: a7 d7 g7, b6 d6 f6, c5 d5 e5, a4 b4 c4, e4 f4 g4, c3 d3 e3, b2 d2 f2, a1 d1 g1,
                a1 a4 a7, b2 b4 b6, c3 c4 c5, d5 d6 d7, d1 d2 d3, e3 e4 e5, f2 f4 f6, g1 g4 g7,
            captures: mill,
            no moves: lose,
            #extra
        }
    }
}

#[test]
fn a_board_of_points_resolves_its_points_and_lines() {
    let tokens = morris(
        quote!(moves: place 9 then step or fly at 3, lose: fewer than 3 pieces, draw: 100 moves),
    );
    let mut cx = Ctxt::new();
    let games = parse_games(tokens, &mut cx);
    let checked = check(&games[0], &mut cx).expect("sound");
    let on = checked.points.expect("a game on points");
    assert_eq!(on.points.len(), 24);
    assert_eq!(on.lines.len(), 16);
    assert_eq!((on.men, on.fly), (9, Some(3)));
    assert_eq!(
        on.ends,
        [
            crate::ir::PointEnd::Fewer(Verdict::Lose, 3),
            crate::ir::PointEnd::Limit(100)
        ]
    );
}

#[test]
fn mistakes_on_points_are_named() {
    assert_eq!(
        errors(morris(quote!(moves: place 9 then step or fly at 10))),
        ["`fly at 10` can never happen with 9 men a player: count from 1 to 9"]
    );
    assert_eq!(
        errors(morris(quote!(moves: place 13 then step))),
        ["the two hands hold 26 men, and the board has 24 points: they could not all be placed"]
    );
    assert_eq!(
        errors(morris(quote!(moves: place 9 then step, win: line(3)))),
        ["`line(3)` is not an end of a game on points: it ends by `fewer than n pieces`, `no moves:` or a move limit, `draw: 100 moves`"]
    );
    assert_eq!(
        errors(quote! { P { board: 3 x 3, moves: place 3 then step, no moves: lose } }),
        ["a game on points names its points: add `points:` with the cells on the board, as in `points: a1 d1 g1 ...`"]
    );
}

#[test]
fn custodial_captures_of_pieces() {
    let game = |captures: TokenStream| {
        errors(
            quote! { T { board: 7 x 7, players: Black, White, piece Taflman (T) { slide orthogonal to empty not at Restricted }, piece King { slide orthogonal to empty }, zone Restricted: a1 a7 g1 g7 d4, zone Castle: d4 c4 e4 d3 d5, setup: "3T3/7/3t3/T1tkt1T/3t3/7/3T3", #captures, win: captured King, no moves: lose } },
        )
    };
    assert!(game(quote!(captures: custodial(1))).is_empty());
    assert!(game(quote!(captures: custodial(1) orthogonal against Restricted, King by 4 sides in Castle, King unarmed)).is_empty());
    assert_eq!(
        game(quote!(captures: custodial(1) forward)),
        ["a custodial capture looks both ways along its lines, but `forward` goes one way: write `orthogonal`, `diagonal` or `any`"]
    );
    assert_eq!(game(quote!(captures: custodial(6))).len(), 1);
    assert_eq!(
        game(quote!(captures: custodial(1), King by 3 sides)).len(),
        1
    );
    assert_eq!(game(quote!(captures: King unarmed)).len(), 1);
    assert_eq!(
        game(quote!(captures: custodial(1), Kign unarmed)),
        ["`unarmed` names `Kign`, which is not a declared piece, did you mean `King`?"]
    );
    assert_eq!(
        game(quote!(captures: custodial(1), King by four sides)).len(),
        1
    );
    // A game of stones keeps `custodial(n)` alone.
    assert_eq!(
        errors(quote! { P { board: 19 x 19, moves: place, captures: custodial(2) orthogonal, win: line(5), draw: full } }).len(),
        1
    );
}

#[test]
fn flying_jumps_and_the_most_pieces() {
    let draughts = |king: TokenStream, captures: TokenStream, board: TokenStream| {
        errors(quote! { D {
            board: #board,
            players: White, Black,
            piece Man { step forward-diagonal to empty, jump diagonal over enemy chain, promote King at last row },
            piece King { #king },
            setup: first Man on squares 1..=4, second Man on squares 29..=32,
            captures: #captures,
            no moves: lose,
        } })
    };
    let flying = quote!(slide diagonal to empty, jump diagonal over enemy flying chain);
    assert!(draughts(flying.clone(), quote!(most), quote!(8 x 8 dark)).is_empty());
    assert!(draughts(flying.clone(), quote!(mandatory), quote!(10 x 10 dark)).is_empty());
    assert_eq!(
        draughts(flying.clone(), quote!(mandatory, most), quote!(8 x 8 dark)),
        ["`captures: most` already makes captures mandatory: leave out `mandatory`\nnote: `most` is on the same line"]
    );
    assert_eq!(
        draughts(quote!(slide diagonal, jump diagonal over enemy flying chain), quote!(most), quote!(8 x 8 dark)),
        ["`captures: most` counts the pieces chains of jumps take, and this move of `King` takes by landing on an enemy: give it `to empty`, and capture by `jump`"]
    );
    // A capture is a turn of jumps, each a move: any board holds them.
    assert!(draughts(flying, quote!(most), quote!(12 x 12 dark)).is_empty());
    assert_eq!(
        errors(quote! { D { board: 8 x 8 dark, piece Man { step forward-diagonal to empty }, setup: first Man on squares 1..=4, second Man on squares 29..=32, captures: most, no moves: lose } }),
        ["`captures: most` counts the pieces a chain of jumps takes, but no piece jumps: add a `jump diagonal over enemy chain`"]
    );
}
