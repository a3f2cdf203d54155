//! Finished games, against Fairy-Stockfish's verdict: rules that perft
//! cannot see (who wins a checkmate, a stalemate, an empty side) or that end
//! a game with moves still on the board (a king on the hill, a piece on the
//! far row). The verdicts are pyffish 0.0.90's `game_result`, from the side
//! to move, written here as literals by `reference/pyffish_perft.py --ends`.

use alphabeta::runtime::{Game, MoveBuffer, Notation, Outcome};
use alphabeta_fairy::*;

/// The verdict on a finished game from the side to move: 1 won, -1 lost,
/// 0 drawn.
fn verdict<G: Game + Notation>(fen: &str) -> i32 {
    let position = G::parse_position(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    let outcome = position.outcome().unwrap_or_else(|| {
        let mut moves = G::Moves::default();
        position.generate(&mut moves);
        assert!(moves.as_slice().is_empty(), "{fen} has not ended");
        position.no_moves()
    });
    match outcome {
        Outcome::Draw => 0,
        Outcome::Win(side) if side == position.side_to_move() => 1,
        Outcome::Win(_) => -1,
    }
}

#[test]
fn finished_games_end_as_in_fairy_stockfish() {
    // chess
    let fen = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
    assert_eq!(verdict::<chess::Chess>(fen), -1, "{fen}");
    // misere
    let fen = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
    assert_eq!(verdict::<misere::Misere>(fen), 1, "{fen}");
    // kingofthehill
    let fen = "8/2k5/8/8/3K4/8/8/8 b - - 1 1";
    assert_eq!(verdict::<kingofthehill::KingOfTheHill>(fen), -1, "{fen}");
    // chaturanga
    let fen = "k7/2Q5/1K6/8/8/8/8/8 b - - 0 1";
    assert_eq!(verdict::<chaturanga::Chaturanga>(fen), -1, "{fen}");
    // antichess
    let fen = "8/8/8/8/8/8/8/k7 w - - 0 1";
    assert_eq!(verdict::<antichess::Antichess>(fen), 1, "{fen}");
    // fox-and-hounds
    let fen = "4F3/8/8/8/1h1h1h1h/8/8/8 b - - 0 1";
    assert_eq!(verdict::<fox_and_hounds::FoxAndHounds>(fen), -1, "{fen}");
    // breakthrough
    let fen = "P7/8/8/8/8/8/pppp4/8 b - - 0 1";
    assert_eq!(verdict::<breakthrough::Breakthrough>(fen), -1, "{fen}");
    // clobber
    let fen = "P4/5/5/5/5/4p w - - 0 1";
    assert_eq!(verdict::<clobber::Clobber>(fen), -1, "{fen}");
    // atomic
    let fen = "rnbq3r/pppp2pp/8/4p3/4P3/8/PPPP1PPP/RNB1KBNR b KQ - 0 3";
    assert_eq!(verdict::<atomic::Atomic>(fen), -1, "{fen}");
    // atomic
    let fen = "k7/1R6/2K5/8/8/8/8/8 b - - 0 1";
    assert_eq!(verdict::<atomic::Atomic>(fen), 0, "{fen}");
    // atomic
    let fen = "k3R3/pp6/8/8/8/8/8/K7 b - - 0 1";
    assert_eq!(verdict::<atomic::Atomic>(fen), -1, "{fen}");
    // snailtrail
    let fen = "6p/7/7/7/7/**5/P*5 w - - 0 1";
    assert_eq!(verdict::<snailtrail::Snailtrail>(fen), -1, "{fen}");
    // joust
    let fen = "8/8/8/8/8/1*6/2*5/N6n w - - 0 1";
    assert_eq!(verdict::<joust::Joust>(fen), -1, "{fen}");
    // isolation
    let fen = "3p2/6/6/6/6/6/**4/P*4 w - - 0 1";
    assert_eq!(verdict::<isolation::Isolation>(fen), -1, "{fen}");
    // threekings
    let fen = "k1k5/8/8/8/8/8/8/K1K1K3 b - - 0 1";
    assert_eq!(verdict::<threekings::ThreeKings>(fen), -1, "{fen}");
    // threekings
    let fen = "k1k1k3/8/8/8/8/8/8/K1K5 b - - 0 1";
    assert_eq!(verdict::<threekings::ThreeKings>(fen), 1, "{fen}");
    // shatranj
    let fen = "4k3/8/8/8/8/8/R7/R3K3 b - - 0 1";
    assert_eq!(verdict::<shatranj::Shatranj>(fen), -1, "{fen}");
    // shatranj
    let fen = "4k3/8/8/8/8/8/R7/4K3 w - - 0 1";
    assert_eq!(verdict::<shatranj::Shatranj>(fen), 1, "{fen}");
    // courier
    let fen = "5k6/12/12/12/12/12/R11/R4K6 b - - 0 1";
    assert_eq!(verdict::<courier::Courier>(fen), -1, "{fen}");
    // courier
    let fen = "5k6/12/12/12/12/12/R11/5K6 w - - 0 1";
    assert_eq!(verdict::<courier::Courier>(fen), 1, "{fen}");
    // giveaway
    let fen = "8/8/8/8/8/8/8/k7 w - - 0 1";
    assert_eq!(verdict::<giveaway::Giveaway>(fen), 1, "{fen}");
    // codrus
    let fen = "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1";
    assert_eq!(verdict::<codrus::Codrus>(fen), -1, "{fen}");
    // codrus
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR b kq - 0 1";
    assert_eq!(verdict::<codrus::Codrus>(fen), -1, "{fen}");
    // extinction
    let fen = "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    assert_eq!(verdict::<extinction::Extinction>(fen), 1, "{fen}");
    // extinction
    let fen = "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1";
    assert_eq!(verdict::<extinction::Extinction>(fen), 1, "{fen}");
    // kinglet
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/8/RNBQKBNR b KQkq - 0 1";
    assert_eq!(verdict::<kinglet::Kinglet>(fen), 1, "{fen}");

    // armageddon
    let fen = "k7/8/1Q6/8/8/8/8/K7 b - - 0 1";
    assert_eq!(verdict::<armageddon::Armageddon>(fen), 1, "{fen}");
    // armageddon
    let fen = "K7/8/1q6/8/8/8/8/k7 w - - 0 1";
    assert_eq!(verdict::<armageddon::Armageddon>(fen), -1, "{fen}");
    // armageddon
    let fen = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
    assert_eq!(verdict::<armageddon::Armageddon>(fen), -1, "{fen}");
    // horde
    let fen = "4k3/8/8/8/8/8/8/q7 w - - 0 2";
    assert_eq!(verdict::<horde::Horde>(fen), -1, "{fen}");
    // horde
    let fen = "k7/1PP5/PP6/8/8/8/8/8 b - - 0 1";
    assert_eq!(verdict::<horde::Horde>(fen), -1, "{fen}");
    // horde
    let fen = "4k3/8/8/8/8/p7/P7/8 w - - 0 1";
    assert_eq!(verdict::<horde::Horde>(fen), 0, "{fen}");
    // horde
    let fen = "k7/P7/PP6/8/8/8/8/8 b - - 0 1";
    assert_eq!(verdict::<horde::Horde>(fen), 0, "{fen}");
    // racingkings
    let fen = "1k4K1/8/8/8/8/8/8/8 w - - 0 1";
    assert_eq!(verdict::<racingkings::RacingKings>(fen), 0, "{fen}");
    // racingkings
    let fen = "6K1/8/8/8/8/8/1k6/8 b - - 0 1";
    assert_eq!(verdict::<racingkings::RacingKings>(fen), -1, "{fen}");
    // racingkings
    let fen = "1k6/8/6K1/8/8/8/8/8 w - - 0 1";
    assert_eq!(verdict::<racingkings::RacingKings>(fen), -1, "{fen}");
    // racingkings
    let fen = "6K1/8/1k6/8/8/8/8/8 w - - 0 1";
    assert_eq!(verdict::<racingkings::RacingKings>(fen), 1, "{fen}");
    // jesonmor
    let fen = "9/9/9/9/4N4/9/9/9/n8 w - - 0 1";
    assert_eq!(verdict::<jesonmor::JesonMor>(fen), 1, "{fen}");
    // jesonmor
    let fen = "9/9/9/9/4n4/9/9/9/N8 b - - 0 1";
    assert_eq!(verdict::<jesonmor::JesonMor>(fen), 1, "{fen}");
    // losers
    let fen = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
    assert_eq!(verdict::<losers::Losers>(fen), 1, "{fen}");
    // losers
    let fen = "k7/8/pQ6/P7/8/8/8/K7 b - - 0 1";
    assert_eq!(verdict::<losers::Losers>(fen), 1, "{fen}");
    // losers
    let fen = "4k3/8/8/8/8/8/8/R3K3 b - - 0 1";
    assert_eq!(verdict::<losers::Losers>(fen), 1, "{fen}");
    // losers
    let fen = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
    assert_eq!(verdict::<losers::Losers>(fen), -1, "{fen}");
    // suicide
    let fen = "8/8/8/8/p7/P7/P7/8 w - - 0 1";
    assert_eq!(verdict::<suicide::Suicide>(fen), -1, "{fen}");
    // suicide
    let fen = "8/8/8/8/p7/P7/8/8 w - - 0 1";
    assert_eq!(verdict::<suicide::Suicide>(fen), 0, "{fen}");
    // suicide
    let fen = "7k/8/8/8/p7/P7/8/8 w - - 0 1";
    assert_eq!(verdict::<suicide::Suicide>(fen), 1, "{fen}");
    // suicide
    let fen = "8/8/8/8/p7/P7/8/K7 b - - 0 1";
    assert_eq!(verdict::<suicide::Suicide>(fen), 1, "{fen}");
    // suicide
    let fen = "8/8/8/8/8/8/8/k7 w - - 0 1";
    assert_eq!(verdict::<suicide::Suicide>(fen), 1, "{fen}");
    // dobutsu
    let fen = "L2/3/2l/3[] b - - 0 1";
    assert_eq!(verdict::<dobutsu::Dobutsu>(fen), -1, "{fen}");
    // dobutsu
    let fen = "L2/3/2l/3[] w - - 0 1";
    assert_eq!(verdict::<dobutsu::Dobutsu>(fen), 1, "{fen}");
    // dobutsu
    let fen = "L2/3/3/2l[] w - - 0 1";
    assert_eq!(verdict::<dobutsu::Dobutsu>(fen), 0, "{fen}");
    // dobutsu
    let fen = "L2/1e1/3/2l[] w - - 0 1";
    assert_eq!(verdict::<dobutsu::Dobutsu>(fen), -1, "{fen}");
    // dobutsu
    let fen = "1l1/3/3/3[l] w - - 0 1";
    assert_eq!(verdict::<dobutsu::Dobutsu>(fen), -1, "{fen}");
}

/// Counting rules: a count run out draws (Fairy-Stockfish's optional end,
/// read before `game_result`), unless the last move mated; a bare king's
/// count begins at once, past its limit, as it takes the last pawn.
#[test]
fn counts_run_out_as_in_fairy_stockfish() {
    // makruk
    let fen = "4k2S/8/8/8/8/8/8/R3M1K1 w - 32 33 112";
    assert_eq!(verdict::<makruk::Makruk>(fen), 0, "{fen}");
    // makruk
    let fen = "k6R/8/1K6/8/8/8/8/8 b - 32 33 60";
    assert_eq!(verdict::<makruk::Makruk>(fen), -1, "{fen}");
    // makruk
    let fen = "rnsmksnr/8/8/8/8/8/3K4/8 b - 16 17 1";
    assert_eq!(verdict::<makruk::Makruk>(fen), 0, "{fen}");
    // asean
    let fen = "k7/8/1K6/8/8/8/8/7R b - 32 33 60";
    assert_eq!(verdict::<asean::Asean>(fen), 0, "{fen}");
    // ai-wok
    let fen = "4k2S/8/8/8/8/8/8/R4AK1 w - 32 33 112";
    assert_eq!(verdict::<ai_wok::AiWok>(fen), 0, "{fen}");
    // makpong
    let fen = "4k3/8/8/8/4r3/8/8/4K3 w - - 0 1";
    assert_eq!(verdict::<makpong::Makpong>(fen), -1, "{fen}");
}

/// Several royal pieces: a player with no move and a royal piece attacked
/// is checkmated, whichever royal piece it is.
#[test]
fn several_royal_pieces_are_checkmated_as_in_fairy_stockfish() {
    // coregal
    let fen = "7r/r6p/k2p1p1n/2P1pq2/3N1P2/1P4P1/5K2/5B1Q b - - 1 62";
    assert_eq!(verdict::<coregal::Coregal>(fen), -1, "{fen}");
    // spartan
    let fen = "k6k/8/8/8/8/2K5/8/RR4RR b - - 0 1";
    assert_eq!(verdict::<spartan::Spartan>(fen), -1, "{fen}");
    // spartan
    let fen = "k7/2K5/8/8/8/8/8/R7 b - - 0 1";
    assert_eq!(verdict::<spartan::Spartan>(fen), -1, "{fen}");
}

/// Atomic chess without check: a player left without a king loses, the
/// player who just moved first (who blasts both kings loses).
#[test]
fn kings_blasted_lose_as_in_fairy_stockfish() {
    // nocheckatomic
    let fen = "8/p7/8/8/8/8/P7/8 b - - 0 1";
    assert_eq!(verdict::<nocheckatomic::NoCheckAtomic>(fen), 1, "{fen}");
    // nocheckatomic
    let fen = "4K3/p7/8/8/8/8/P7/8 b - - 0 1";
    assert_eq!(verdict::<nocheckatomic::NoCheckAtomic>(fen), -1, "{fen}");
}

/// Janggi's passes, which a FEN cannot show: two in a row end the game,
/// drawn in janggicasual (pyffish's `game_result` after `e2e2 e9e9`, its
/// passes written as the general's cell twice, from the start: 0), and
/// a pass between two moves does not.
#[test]
fn two_passes_in_a_row_end_janggi_as_in_fairy_stockfish() {
    use janggicasual::Janggicasual;
    let play = |moves: &[&str]| {
        let mut position = Janggicasual::start();
        for text in moves {
            let mv =
                Janggicasual::parse_move(&position, text).unwrap_or_else(|e| panic!("{text}: {e}"));
            position = position.play(mv);
        }
        position
    };
    assert_eq!(play(&["pass", "pass"]).outcome(), Some(Outcome::Draw));
    assert_eq!(play(&["pass", "b10c8", "pass"]).outcome(), None);
    assert_eq!(play(&["b1c3", "pass", "c3b1", "pass"]).outcome(), None);
}

/// Bikjang in janggitraditional, from a position where Cho's cannon on e5
/// stands between the generals: `e5e1` opens the file, Han must part the
/// generals or pass (pyffish lists 5 moves), and the pass ends the game
/// drawn (pyffish's `game_result` after `e5e1 e9e9`: 0); a move that
/// parts them (`e9d9`) does not.
#[test]
fn bikjang_ends_janggitraditional_as_in_fairy_stockfish() {
    use janggitraditional::Janggitraditional;
    let fen = "rn1a1a3/4k4/9/p1p3p1p/9/4C4/P1P3P1P/9/4K4/3A1A1NR w - - 0 1";
    let play = |moves: &[&str]| {
        let mut position =
            Janggitraditional::parse_position(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        for text in moves {
            let mv = Janggitraditional::parse_move(&position, text)
                .unwrap_or_else(|e| panic!("{text}: {e}"));
            position = position.play(mv);
        }
        position
    };
    let facing = play(&["e5e1"]);
    assert_eq!(facing.outcome(), None);
    let mut moves = <Janggitraditional as Game>::Moves::default();
    facing.generate(&mut moves);
    assert_eq!(moves.as_slice().len(), 5);
    assert_eq!(play(&["e5e1", "pass"]).outcome(), Some(Outcome::Draw));
    assert_eq!(play(&["e5e1", "e9d9"]).outcome(), None);
}

/// Atomar: kings are immune to blasts and a player whose king is taken
/// loses. White's queen takes Black's king beside White's own: the blast
/// spares White's king and White wins (pyffish's `game_result` after
/// `d1d2`: -32000 for Black; in nocheckatomic the blast takes both kings
/// and White loses); Black's queen takes White's king and Black wins.
#[test]
fn kings_immune_to_blasts_win_atomar_as_in_fairy_stockfish() {
    use alphabeta::runtime::Side;
    use atomar::Atomar;
    let after = |fen: &str, text: &str| {
        let position = Atomar::parse_position(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        let mv = Atomar::parse_move(&position, text).unwrap_or_else(|e| panic!("{text}: {e}"));
        position.play(mv)
    };
    let taken = after("8/8/8/8/8/8/2Kk4/3Q4 w - - 0 1", "d1d2");
    assert_eq!(taken.outcome(), Some(Outcome::Win(Side::First)));
    let mut text = String::new();
    taken.write_position(&mut text).unwrap();
    assert!(text.starts_with("8/8/8/8/8/8/2K5/8 b"), "{text}");
    let taken = after("4k3/8/8/8/8/8/3q4/4K3 b - - 0 1", "d2e1");
    assert_eq!(taken.outcome(), Some(Outcome::Win(Side::Second)));
    // atomar
    let fen = "8/8/8/8/8/8/2K5/8 b - - 0 1";
    assert_eq!(verdict::<atomar::Atomar>(fen), -1, "{fen}");
    // atomar
    let fen = "4k3/8/8/8/8/8/8/8 w - - 0 2";
    assert_eq!(verdict::<atomar::Atomar>(fen), -1, "{fen}");
}

/// Petrified: a king may not capture (it would turn into a wall), so a
/// queen beside it that nothing defends mates, where chess's king would
/// take it.
#[test]
fn kings_that_may_not_capture_are_mated_in_petrified_as_in_fairy_stockfish() {
    // petrified
    let fen = "k7/1Q6/8/8/8/8/8/K7 b - - 0 1";
    assert_eq!(verdict::<petrified::Petrified>(fen), -1, "{fen}");
}

/// Janggi's material count decides every game the rules would draw, as
/// Fairy-Stockfish's `material_counting_result` does: Cho's chariots 13,
/// cannons 7, horses 5, elephants 3, guards 3 and soldiers 2 against
/// Han's and Han's 1.5. pyffish's verdicts, from the side to move (Cho
/// in each): two passes from the start, -32000 (`game_result` after
/// `e2e2 e9e9`); the same with Han's first chariot gone, or one of Han's
/// soldiers (two points, more than the bonus), 32000; a pass in bikjang
/// (after `e5e1 e9e9`), 32000, Cho being 5 points ahead; the start's
/// position standing a third time (`is_optional_game_end` after
/// `b1c3 b10c8 c3b1 c8b10` twice), -32000, and 32000 without Han's
/// chariot; the fifty-move rule (`is_optional_game_end` after `b1c3`
/// from a FEN whose clock reads 99: Han to move), 32000, and without Han's
/// chariot, after `b1c3` or a pass, -32000.
#[test]
fn the_material_count_decides_janggi_as_in_fairy_stockfish() {
    use alphabeta::runtime::repetition::repetition_outcome;
    use janggi::Janggi;
    let start = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1";
    let no_chariot = "1nba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1";
    let no_soldier = "rnba1abnr/4k4/1c5c1/p1p1p1p2/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1";
    let bikjang = "rn1a1a3/4k4/9/p1p3p1p/9/4C4/P1P3P1P/9/4K4/3A1A1NR w - - 0 1";
    // The positions of a game, the first from `fen`.
    let game = |fen: &str, moves: &[&str]| {
        let mut position = Janggi::parse_position(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        let mut positions = vec![position];
        for text in moves {
            let mv = Janggi::parse_move(&position, text).unwrap_or_else(|e| panic!("{text}: {e}"));
            position = position.play(mv);
            positions.push(position);
        }
        positions
    };
    let last = |fen: &str, moves: &[&str]| *game(fen, moves).last().unwrap();
    let han = Some(Outcome::Win(alphabeta::runtime::Side::Second));
    let cho = Some(Outcome::Win(alphabeta::runtime::Side::First));
    assert_eq!(last(start, &["pass", "pass"]).outcome(), han);
    assert_eq!(last(no_chariot, &["pass", "pass"]).outcome(), cho);
    assert_eq!(last(no_soldier, &["pass", "pass"]).outcome(), cho);
    assert_eq!(last(bikjang, &["e5e1", "pass"]).outcome(), cho);
    assert_eq!(last(bikjang, &["e5e1", "e9d9"]).outcome(), None);
    let cycle = ["b1c3", "b10c8", "c3b1", "c8b10"];
    let repeat = |fen: &str, times: usize| {
        let positions = game(fen, &cycle.repeat(times));
        let keys: Vec<u64> = positions.iter().map(Game::repetition_key).collect();
        repetition_outcome::<Janggi>(&keys, positions.last().unwrap())
    };
    assert_eq!(repeat(start, 2), han);
    assert_eq!(repeat(no_chariot, 2), cho);
    assert_eq!(repeat(start, 1), None);
    // The fifty-move rule, on the hundredth ply without a capture, a pass
    // among them.
    let fifty = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 99 60";
    assert_eq!(last(fifty, &[]).outcome(), None);
    assert_eq!(last(fifty, &["b1c3"]).outcome(), han);
    let fifty = "1nba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 99 60";
    assert_eq!(last(fifty, &["b1c3"]).outcome(), cho);
    assert_eq!(last(fifty, &["pass"]).outcome(), cho);
}
