//! Notation of the chess family: FEN with every field, UCI's long
//! algebraic moves, SAN as players write it, and typed errors that name
//! the offending token; and FEN as other tools write it, read by every game
//! on rows of cells.

use alphabeta::games::breakthrough::Breakthrough;
use alphabeta::games::chess::{Capablanca, Chess, KingOfTheHill};
use alphabeta::runtime::notation::{legal_moves, move_to_string, position_to_string};
use alphabeta::runtime::{Game, Notation, NotationError, Outcome, Side};

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

fn chess(fen: &str) -> Chess {
    Chess::parse_position(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn san(position: &Chess, mv: <Chess as Game>::Move) -> String {
    let mut out = String::new();
    Chess::write_san(position, mv, &mut out).unwrap();
    out
}

/// Plays `moves` (in any notation `parse_move` reads) from `position`.
fn play(mut position: Chess, moves: &[&str]) -> Chess {
    for text in moves {
        let mv = Chess::parse_move(&position, text).unwrap_or_else(|e| panic!("{text}: {e}"));
        position = position.play(mv);
    }
    position
}

#[test]
fn fen_round_trips() {
    for fen in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        KIWIPETE,
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k3/8/8/8/8/8/8/4K2R b Kq - 12 40",
    ] {
        assert_eq!(position_to_string(&chess(fen)), fen);
    }
    let capablanca = "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1";
    let position = Capablanca::parse_position(capablanca).unwrap();
    assert_eq!(position_to_string(&position), capablanca);
    // Fields left out take their usual values.
    assert_eq!(
        position_to_string(&chess("8/8/8/8/8/8/8/K6k w")),
        "8/8/8/8/8/8/8/K6k w - - 0 1"
    );
}

#[test]
fn the_state_follows_the_moves() {
    let start = Chess::start();
    // The double step opens en passant only where a pawn can take it.
    let after = play(start, &["e4"]);
    assert_eq!(
        position_to_string(&after),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    );
    let after = play(start, &["e4", "Nf6", "e5", "d5"]);
    assert!(position_to_string(&after).contains(" w KQkq d6 0 3"));
    let taken = play(after, &["exd6"]);
    assert_eq!(
        position_to_string(&taken),
        "rnbqkb1r/ppp1pppp/3P1n2/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 3"
    );
    // Castling moves both pieces and ends the rights; a king move ends them too.
    let castled = play(chess(KIWIPETE), &["O-O"]);
    assert!(position_to_string(&castled)
        .starts_with("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R4RK1 b kq - 1 1"));
    let king = play(chess(KIWIPETE), &["Kf1"]);
    assert!(position_to_string(&king).contains(" b kq - 1 1"));
    // The keys agree with a fresh reading of the same position.
    for position in [after, taken, castled, king] {
        let again = chess(&position_to_string(&position));
        assert_eq!(position.hash_key(), again.hash_key());
        assert_eq!(position.hash_key(), position.hash_from_scratch());
    }
}

#[test]
fn uci_moves_read_and_print() {
    let start = Chess::start();
    let e4 = Chess::parse_move(&start, "e2e4").unwrap();
    assert_eq!(move_to_string(&start, e4), "e2e4");
    let kiwipete = chess(KIWIPETE);
    let castle = Chess::parse_move(&kiwipete, "e1g1").unwrap();
    assert_eq!(move_to_string(&kiwipete, castle), "e1g1");
    assert_eq!(san(&kiwipete, castle), "O-O");
    let promotion = chess("8/4P1k1/8/8/8/8/8/4K3 w - - 0 1");
    let knight = Chess::parse_move(&promotion, "e7e8n").unwrap();
    assert_eq!(move_to_string(&promotion, knight), "e7e8n");
    assert_eq!(san(&promotion, knight), "e8=N+");
    let queen = Chess::parse_move(&promotion, "e8=Q").unwrap();
    assert_eq!(move_to_string(&promotion, queen), "e7e8q");
    assert_eq!(san(&promotion, queen), "e8=Q");
    // Four promotions, each a move of its own.
    assert_eq!(
        legal_moves(&promotion)
            .iter()
            .filter(|&&m| move_to_string(&promotion, m).starts_with("e7e8"))
            .count(),
        4
    );
}

#[test]
fn san_reads_and_prints_as_players_write() {
    let start = Chess::start();
    for (text, uci) in [
        ("Nf3", "g1f3"),
        ("e4", "e2e4"),
        ("Nc3", "b1c3"),
        ("a3", "a2a3"),
    ] {
        let mv = Chess::parse_move(&start, text).unwrap();
        assert_eq!(move_to_string(&start, mv), uci);
        assert_eq!(san(&start, mv), text);
    }
    // Every legal move of Kiwipete reads back from its own SAN.
    let kiwipete = chess(KIWIPETE);
    for mv in legal_moves(&kiwipete) {
        let written = san(&kiwipete, mv);
        assert_eq!(Chess::parse_move(&kiwipete, &written), Ok(mv), "{written}");
    }
    // Captures, disambiguation, check and mate.
    let rooks = chess("3k4/8/8/8/8/8/7K/R6R w - - 0 1");
    let mv = Chess::parse_move(&rooks, "h1d1").unwrap();
    assert_eq!(san(&rooks, mv), "Rhd1+");
    let blocked = chess("4k3/8/8/8/8/8/8/R2K3R w - - 0 1");
    let mv = Chess::parse_move(&blocked, "h1e1").unwrap();
    assert_eq!(san(&blocked, mv), "Re1+");
    let mate = chess("6k1/5ppp/8/8/8/8/8/K2R4 w - - 0 1");
    let mv = Chess::parse_move(&mate, "Rd8").unwrap();
    assert_eq!(san(&mate, mv), "Rd8#");
    let mated = mate.play(mv);
    assert_eq!(mated.no_moves(), Outcome::Win(Side::First));
    // A bishop's letter is no file: `B4b5` names the bishop on a4, not the
    // pawn on b4 (a position proptest found).
    let bishops = chess("r2nk2r/p4p1p/Bnp5/7p/BP1Q3P/N5KR/P3N1P1/4R3 w - - 4 28");
    let mv = Chess::parse_move(&bishops, "a4b5").unwrap();
    assert_eq!(san(&bishops, mv), "B4b5");
    assert_eq!(Chess::parse_move(&bishops, "B4b5"), Ok(mv));
    assert_eq!(
        move_to_string(&bishops, Chess::parse_move(&bishops, "b5").unwrap()),
        "b4b5"
    );
    let scholars = play(Chess::start(), &["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6"]);
    let mv = Chess::parse_move(&scholars, "Qxf7#").unwrap();
    assert_eq!(san(&scholars, mv), "Qxf7#");
}

/// The text of a notation error's token.
fn token(error: NotationError) -> String {
    match error {
        NotationError::BadPosition { token, .. }
        | NotationError::BadMove { token, .. }
        | NotationError::IllegalMove { token }
        | NotationError::GameOver { token } => token,
        NotationError::InSequence { source, .. } => token(*source),
    }
}

#[test]
fn bad_fen_names_its_token() {
    let bad = |fen: &str| token(Chess::parse_position(fen).unwrap_err());
    let rows = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
    assert_eq!(bad(&format!("{rows} x KQkq - 0 1")), "x");
    assert_eq!(bad(&format!("{rows} w KQkx - 0 1")), "KQkx");
    assert_eq!(bad(&format!("{rows} w KQkq e9 0 1")), "e9");
    assert_eq!(bad(&format!("{rows} w KQkq e3 0 1")), "e3");
    assert_eq!(bad(&format!("{rows} w KQkq - half 1")), "half");
    assert_eq!(bad(&format!("{rows} w KQkq - 0 1 more")), "more");
    assert_eq!(
        bad("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBZR w KQkq - 0 1"),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBZR"
    );
    // One king a side, and the side not to move not in check.
    assert!(Chess::parse_position("8/8/8/8/8/8/8/K7 w - - 0 1").is_err());
    assert!(Chess::parse_position("k7/8/8/8/8/8/8/R6K b - - 0 1").is_ok());
    assert!(Chess::parse_position("k7/8/8/8/8/8/8/R6K w - - 0 1").is_err());
}

#[test]
fn bad_moves_are_typed() {
    let start = Chess::start();
    assert!(matches!(
        Chess::parse_move(&start, "e2e5"),
        Err(NotationError::IllegalMove { .. })
    ));
    assert!(matches!(
        Chess::parse_move(&start, "Nf4"),
        Err(NotationError::IllegalMove { .. })
    ));
    assert!(matches!(
        Chess::parse_move(&start, "O-O"),
        Err(NotationError::IllegalMove { .. })
    ));
    assert!(matches!(
        Chess::parse_move(&start, "zz"),
        Err(NotationError::BadMove { .. })
    ));
    assert!(matches!(
        Chess::parse_move(&start, ""),
        Err(NotationError::BadMove { .. })
    ));
    let rooks = chess("3k4/8/8/8/8/8/7K/R6R w - - 0 1");
    assert!(matches!(
        Chess::parse_move(&rooks, "Rd1"),
        Err(NotationError::BadMove { .. })
    ));
}

#[test]
fn king_of_the_hill_ends_on_the_hill() {
    let position = KingOfTheHill::parse_position("4k3/8/8/8/8/4K3/8/8 w - - 0 1").unwrap();
    let up = KingOfTheHill::parse_move(&position, "Ke4").unwrap();
    assert_eq!(position.play(up).outcome(), Some(Outcome::Win(Side::First)));
    let aside = KingOfTheHill::parse_move(&position, "Kf3").unwrap();
    assert_eq!(position.play(aside).outcome(), None);
}

/// Positions as other tools write them: Fairy-Stockfish writes FEN's fields
/// after the side to move for every game, and a game with no use for them
/// reads them when they are empty (`-`, and any clocks).
#[test]
fn pasted_positions_read_in_every_game_on_rows() {
    let fairy = "1p2pp1p/2p2ppp/2P5/8/8/3P2P1/1p1P2PP/1PP1PP1P w - - 1 26";
    let position = Breakthrough::parse_position(fairy).unwrap();
    assert_eq!(
        position_to_string(&position),
        "1p2pp1p/2p2ppp/2P5/8/8/3P2P1/1p1P2PP/1PP1PP1P w"
    );
    let rows = "1p2pp1p/2p2ppp/2P5/8/8/3P2P1/1p1P2PP/1PP1PP1P w";
    let bad = |fen: &str| token(Breakthrough::parse_position(fen).unwrap_err());
    assert_eq!(bad(&format!("{rows} KQ - 0 1")), "KQ");
    assert_eq!(bad(&format!("{rows} - e3 0 1")), "e3");
}

/// Whatever text comes in, the chess family answers with a position, a
/// move or a typed error, never a panic: FEN, UCI and SAN alike, in each
/// game's start position, and for chess also in Kiwipete (castling) and in
/// a position with a promotion to make.
mod no_panics {
    use super::*;
    use alphabeta::games::chess::{Antichess, LosAlamos};
    use proptest::prelude::*;

    fn read_anything<G: Notation>(text: &str, positions: &[&str]) {
        let _ = G::parse_position(text);
        for fen in positions {
            let position = G::parse_position(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
            let _ = G::parse_move(&position, text);
        }
    }

    fn read_in_every_game(text: &str) {
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        let promoting = "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1";
        read_anything::<Chess>(text, &[start, KIWIPETE, promoting]);
        read_anything::<KingOfTheHill>(text, &[start, KIWIPETE]);
        read_anything::<Antichess>(
            text,
            &["rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"],
        );
        read_anything::<LosAlamos>(text, &["rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1"]);
        read_anything::<Capablanca>(
            text,
            &["rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"],
        );
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        #[test]
        fn notation_never_panics(
            text in "[a-jA-Z0-9=+#!?x:/ -]{0,12}|[KQRBNAC]?[a-j]?[0-9]{0,3}x?[a-j][0-9]{1,3}(=?[QRBNACqrbnac])?[+#]?|\\PC{0,16}"
        ) {
            read_in_every_game(&text);
        }
    }

    /// Text that is no move in any game's start position: an error each time.
    fn no_move_at_the_start<G: Notation>(text: &str) {
        let start = G::start();
        assert!(G::parse_move(&start, text).is_err(), "{text}");
    }

    #[test]
    fn awkward_text_is_an_error() {
        for text in [
            "a7b8=", "=Q", "x", "O-O-O-O", "e9", "a0a1", "ñf3", "Ñf3", "e8=ñ", "K", "Bb9", "j1j2",
            "",
        ] {
            no_move_at_the_start::<Chess>(text);
            no_move_at_the_start::<KingOfTheHill>(text);
            no_move_at_the_start::<Antichess>(text);
            no_move_at_the_start::<LosAlamos>(text);
            no_move_at_the_start::<Capablanca>(text);
        }
    }
}
