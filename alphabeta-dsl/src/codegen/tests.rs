use crate::ir::Rules;
use crate::{check, ctxt::Ctxt, ir, lower, syntax};
use proc_macro2::TokenStream;
use quote::quote;

fn lowered(tokens: TokenStream) -> ir::Game {
    let mut cx = Ctxt::new();
    let games = syntax::parse_games(tokens, &mut cx);
    let checked = check::check(&games[0], &mut cx).expect("a sound declaration");
    lower::lower(&checked)
}

fn generate(tokens: TokenStream) -> String {
    super::game(&lowered(tokens)).to_string()
}

/// Tables are `const fn` calls, not numbers: a 32 x 32 board generates
/// no more code than a 3 x 3 one with the same rules, which keeps builds
/// fast. (The threats every move makes are written out for the line's
/// length, so a longer line does generate more.)
#[test]
fn generated_code_does_not_grow_with_the_board() {
    // The budgets include the features for tuning, whose code does not
    // depend on the board's size either (the squares' fold is a formula).
    let small = generate(quote! { T { board: 3 x 3, moves: place, win: line(3), draw: full } });
    assert!(small.len() < 30_000, "{}", small.len());
    let small = generate(quote! { T { board: 5 x 5, moves: place, win: line(5), draw: full } });
    assert!(small.len() < 37_000, "{}", small.len());
    // Past one machine word, `play` reads the windows through the new
    // stone (a table worked out by the compiler, not written out): the
    // code is the same for any wider board.
    for n in [3, 5] {
        let wide = generate(quote! { T { board: 9 x 8, moves: place, win: line(#n), draw: full } });
        let large =
            generate(quote! { G { board: 32 x 32, moves: place, win: line(#n), draw: full } });
        assert!(
            large.len() < wide.len() + 500,
            "{} vs {}",
            large.len(),
            wide.len()
        );
    }
}

#[test]
fn the_representation_follows_the_board_size() {
    let word = |tokens| {
        let code = generate(tokens);
        let start = code.find("stones : [").expect("a stones field") + "stones : [".len();
        code[start..].split(" ;").next().unwrap().to_string()
    };
    assert_eq!(
        word(quote! { A { board: 4 x 4, moves: place, win: line(3), draw: full } }),
        "u16"
    );
    assert_eq!(
        word(quote! { A { board: 8 x 4, moves: place, win: line(3), draw: full } }),
        "u32"
    );
    assert_eq!(
        word(quote! { A { board: 7 x 6, moves: drop, win: line(4), draw: full } }),
        "u64"
    );
    assert_eq!(
        word(
            quote! { A { board: hex 11 x 11, moves: place, win: connect(top-bottom), draw: full } }
        ),
        "u128"
    );
    assert_eq!(
        word(quote! { A { board: 15 x 15, moves: place, win: line(5), draw: full } }),
        ":: alphabeta :: runtime :: bitboard :: Wide < 4 >"
    );
}

fn pieces(tokens: TokenStream) -> (ir::Board, ir::Pieces) {
    let game = lowered(tokens);
    match game.rules {
        Rules::Pieces(p) => (game.board, *p),
        Rules::Stones(_) | Rules::Points(_) | Rules::Boxes(_) => panic!("a piece game"),
    }
}

/// The move list holds every move a position can have, and no more
/// than that bound: four amazons, each with at most 35 queen moves and
/// then 35 shots on a 10 x 10 board.
#[test]
fn move_capacity_follows_the_rules() {
    let (board, amazons) = pieces(quote! {
        A { board: 10 x 10, piece Amazon { slide any to empty then shoot Arrow slide any to empty },
            setup: first Amazon on a4 d1 g1 j4, second Amazon on a7 d10 g10 j7, no moves: lose }
    });
    assert_eq!(super::pieces::capacity(&board, &amazons), 4 * 35 * 35);
    let (board, othello) = pieces(quote! {
        O { board: 8 x 8, moves: place flipping, setup: first on e4 d5, second on d4 e5, no moves: pass, win: most pieces }
    });
    assert_eq!(super::pieces::capacity(&board, &othello), 64);
}

/// Forward is towards the opponent's setup, and kinds are worth what
/// their rules let them do.
#[test]
fn orientation_and_worth_come_from_the_rules() {
    let (_, checkers) = pieces(quote! {
        C { board: 8 x 8 dark,
            piece Man { step forward-diagonal to empty, jump forward-diagonal over enemy chain, promote King at last row ends move },
            piece King { step diagonal to empty, jump diagonal over enemy chain },
            setup: first Man on squares 1..=12, second Man on squares 21..=32,
            captures: mandatory, no moves: lose }
    });
    let movers = checkers.movers().expect("pieces that move");
    assert_eq!(movers.oriented((1, 1), 0), (-1, -1));
    assert_eq!(movers.oriented((1, 1), 1), (1, 1));
    assert_eq!(
        (checkers.kinds[0].value, checkers.kinds[1].value),
        (100, 200)
    );
    let promote = checkers.kinds[0].promote.as_ref().unwrap();
    assert!(promote.ends_move && movers.mandatory);
}

/// Custodial captures and turns of several stones generate their own
/// items, and the rules' summary says them.
#[test]
fn captures_and_turns_generate_their_items() {
    let pente = generate(quote! { P {
        board: 19 x 19, moves: place, captures: custodial(2),
        win: line(5), captured(10 stones), draw: full
    } });
    assert!(pente.contains("fn captures_of"), "no capture function");
    assert!(pente.contains("captures: custodial(2)"), "no summary line");
    assert!(
        !pente.contains("KNOWS_TACTICS"),
        "captures break the tactics"
    );
    let connect6 = generate(quote! { C {
        board: 19 x 19, moves: place, turns: 1, then 2, win: line(6), draw: full
    } });
    assert!(connect6.contains("fn legal_cells"));
    assert!(connect6.contains("turns: 1, then 2"));
    assert!(connect6.contains("fn continues_turn"));
    assert!(
        !connect6.contains("KNOWS_TACTICS"),
        "turns do not alternate"
    );
    assert!(
        !connect6.contains("MIRROR"),
        "a turn's order is not symmetric"
    );
}

/// A move names its promotion in four bits, and in five only in a game of
/// more than 15 kinds: the moves of smaller games read as before.
#[test]
fn a_promotion_takes_five_bits_only_past_fifteen_kinds() {
    let mask = |extra: TokenStream| {
        let code = generate(quote! {
            T {
                board: 9 x 9,
                players: White, Black,
                piece King { step any },
                piece Pawn { step forward, may promote Gold at last row },
                piece Gold { step orthogonal },
                #extra
                setup: "4k4/9/9/9/9/9/9/P8/4K4",
                royal: King,
                checkmate: lose,
            }
        });
        ["& 15", "& 31"]
            .into_iter()
            .find(|m| code.contains(&format!("PROMO_SHIFT) {m}")))
    };
    assert_eq!(mask(quote!()), Some("& 15"));
    let many = quote! {
        piece Ax (A) { step any }, piece Bx (B) { step any }, piece Cx (C) { step any },
        piece Dx (D) { step any }, piece Ex (E) { step any }, piece Fx (F) { step any },
        piece Hx (H) { step any }, piece Ix (I) { step any }, piece Jx (J) { step any },
        piece Lx (L) { step any }, piece Mx (M) { step any }, piece Nx (N) { step any },
        piece Ox (O) { step any },
    };
    assert_eq!(mask(many), Some("& 31"));
}

/// A counted game with a repetition rule judges repetitions by its stones
/// and the player to move (superko); one without judges none.
#[test]
fn superko_is_a_repetition_rule_of_a_counted_game() {
    let go = |ends: TokenStream| {
        generate(quote! { Go {
            board: 5 x 5, players: Black, White, moves: place or pass,
            captures: surrounded, score: area, komi 7.5, #ends
        } })
    };
    let with = go(quote!(lose: repetition(2),));
    assert!(
        with.contains("const REPETITION_DRAWS : bool = true"),
        "{with}"
    );
    assert!(with.contains("MoverLoses"));
    assert!(with.contains("fn repetition_key"));
    assert!(with.contains("positional : false"), "{with}");
    // `of board`: positional superko, whose key leaves out the player to move.
    let positional = go(quote!(lose: repetition(2) of board,));
    assert!(positional.contains("positional : true"), "{positional}");
    let without = go(quote!());
    assert!(!without.contains("REPETITION_DRAWS"));
}

/// International draughts' captures are turns of single jumps: its move
/// list holds, for each of 20 pieces, a king's 17 slides and 17 landings
/// of a flying jump (on 10 x 10, the most cells a king's four lines hold),
/// a bound the declaration gives, with no list of whole captures beside.
#[test]
fn a_capture_of_draughts_is_a_turn_of_jumps() {
    let draughts = quote! {
        pub InternationalDraughts {
            board: 10 x 10 dark,
            players: White, Black,
            piece Man {
                step forward-diagonal to empty,
                jump diagonal over enemy chain,
                promote King at last row,
            },
            piece King { slide diagonal to empty, jump diagonal over enemy flying chain },
            setup: first Man on squares 31..=50, second Man on squares 1..=20,
            captures: most,
            no moves: lose,
        }
    };
    let (board, pieces) = pieces(draughts.clone());
    assert_eq!(super::pieces::capacity(&board, &pieces), 20 * (17 + 17));
    let code = generate(draughts);
    for item in [
        "fn continues_turn",
        "fn repeats_turn",
        "fn parse_turn",
        "type Move = u32",
    ] {
        assert!(
            code.replace(' ', "").contains(&item.replace(' ', "")),
            "no {item}"
        );
    }
}

/// A weights file with `text`, in the temporary directory, by its
/// absolute path (a relative one is read from the crate's directory).
fn weights_file(name: &str, text: &str) -> String {
    let dir = std::env::temp_dir().join(format!("alphabeta-dsl-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.display().to_string()
}

/// Tic-tac-toe with the weights of the file at `path`.
fn tuned_tic_tac_toe(path: &str) -> String {
    generate(quote! {
        T { board: 3 x 3, moves: place, win: line(3), draw: full, eval: tuned(#path) }
    })
}

/// Its features: the side to move, the stones, the three squares of a
/// 3 x 3 board folded by its eight symmetries (corner, edge, centre),
/// and the open windows with one and two stones; then the untuned
/// evaluation's share, in hundredths.
const TIC_TAC_TOE_WEIGHTS: &str =
    "# a comment\ntempo 5\nstones 1\nsquare.a1 3\nsquare.b1 2\nsquare.b2 4\nline.1 1\nline.2 -6\nuntuned 50\n";

#[test]
fn tuned_weights_that_fit_the_features_are_compiled_in() {
    let code = tuned_tic_tac_toe(&weights_file("fits.txt", TIC_TAC_TOE_WEIGHTS));
    assert!(
        code.contains(
            "const TUNED : Option < & 'static [i32] > = Some (& [5 , 1 , 3 , 2 , 4 , 1 , - 6 , 50]) ;"
        ),
        "{code}"
    );
    assert!(code.contains("include_str !"));
    assert!(!code.contains("compile_error"));
}

#[test]
fn tuned_weights_that_do_not_fit_say_why() {
    let unknown = format!("{TIC_TAC_TOE_WEIGHTS}square.c3 1\n");
    let code = tuned_tic_tac_toe(&weights_file("unknown.txt", &unknown));
    assert!(
        code.contains(
            "line 10 of the weights file names `square.c3`, which is not a feature of this game"
        ),
        "{code}"
    );
    let missing = TIC_TAC_TOE_WEIGHTS.replace("line.2 -6\n", "");
    let code = tuned_tic_tac_toe(&weights_file("missing.txt", &missing));
    assert!(
        code.contains("the weights file has no line for the feature `line.2`"),
        "{code}"
    );
    let two = TIC_TAC_TOE_WEIGHTS.replace("tempo 5", "tempo 5 6");
    let code = tuned_tic_tac_toe(&weights_file("two.txt", &two));
    assert!(
        code.contains("line 2 of the weights file: `tempo` takes one weight"),
        "{code}"
    );
}

#[test]
fn one_weight_for_both_players_of_a_two_sided_game_is_told_how_to_name_them() {
    // The fox and the geese start with different armies: each player has
    // weights of its own, named after it.
    let path = weights_file("fox.txt", "tempo 5\n");
    let code = generate(quote! {
        F {
            board: 7 x 7 without corners 2 x 2,
            players: Fox, Geese,
            piece Fox { step orthogonal to empty, jump orthogonal over enemy chain },
            piece Goose { step forward | sideways to empty },
            setup: first Fox on d4, second Goose on rows 5..=7,
            no moves: lose,
            eval: tuned(#path),
        }
    });
    assert!(
        code.contains(
            "line 1 of the weights file names `tempo`, but the players of this game start with different armies, so each has weights of its own: `Fox.tempo` and `Geese.tempo`"
        ),
        "{code}"
    );
}

#[test]
fn a_weights_file_that_cannot_be_read_is_an_error_at_its_path() {
    let errors = |path: &str| {
        let mut cx = Ctxt::new();
        let games = syntax::parse_games(
            quote! { T { board: 3 x 3, moves: place, win: line(3), draw: full, eval: tuned(#path) } },
            &mut cx,
        );
        let _ = check::check(&games[0], &mut cx);
        cx.messages()
    };
    let bad = weights_file("bad.txt", "tempo five\n");
    assert_eq!(
        errors(&bad),
        ["line 1 of the weights file is not a feature's name and its integer weight(s): `tempo five`"]
    );
    let twice = weights_file("twice.txt", "tempo 1\ntempo 2\n");
    assert_eq!(
        errors(&twice),
        ["line 2 of the weights file gives `tempo` a second time"]
    );
    let none = errors("/no/such/dir/w.txt");
    assert_eq!(none.len(), 1);
    assert!(
        none[0].starts_with("cannot read the weights file `/no/such/dir/w.txt`"),
        "{none:?}"
    );
}
