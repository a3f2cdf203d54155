//! Drives the built `alphabeta` binary: every subcommand, and bad input of
//! each kind (a message and exit code 2, never a panic).

mod cli_support;
mod reference;

use alphabeta::games::chess::Chess;
use alphabeta::runtime::notation::{move_to_string, play_sequence};
use alphabeta::runtime::{Notation, Solution};
use cli_support::{alphabeta, stderr, stdout};
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Output, Stdio};

/// A user error: one line on stderr, exit code 2, no panic.
fn assert_user_error(o: &Output, needle: &str) {
    let err = stderr(o);
    assert_eq!(o.status.code(), Some(2), "stderr: {err}");
    assert!(err.contains(needle), "expected `{needle}` in: {err}");
    assert!(
        !err.contains("panicked") && !err.contains("RUST_BACKTRACE"),
        "{err}"
    );
}

#[test]
fn list_names_every_game() {
    let o = alphabeta(&["list"], "");
    assert!(o.status.success());
    let out = stdout(&o);
    for name in [
        "tic-tac-toe",
        "connect-four",
        "gomoku",
        "hex",
        "nim",
        "kalah",
    ] {
        assert!(
            out.lines().any(|l| l.starts_with(name)),
            "{name} missing from:\n{out}"
        );
    }
}

#[test]
fn unknown_game_suggests_the_nearest() {
    let o = alphabeta(&["perft", "conect-four", "1"], "");
    assert_user_error(&o, "did you mean `connect-four`?");
}

#[test]
fn bad_notation_names_the_token() {
    let o = alphabeta(&["perft", "connect-four", "1", "--moves", "4489"], "");
    assert_user_error(&o, "`8`");
    let o = alphabeta(
        &["analyze", "tic-tac-toe", "--moves", "a1 z9", "--depth", "2"],
        "",
    );
    assert_user_error(&o, "z9");
}

#[test]
fn impossible_option_combinations_are_refused() {
    let o = alphabeta(
        &[
            "perft",
            "connect-four",
            "2",
            "--moves",
            "44",
            "--position",
            "44",
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(2));
    let o = alphabeta(&["play", "tic-tac-toe", "--depth", "2", "--time", "1"], "");
    assert_eq!(o.status.code(), Some(2));
    let o = alphabeta(&["trace", "tic-tac-toe", "--depth", "0"], "");
    assert_user_error(&o, "--depth");
    let o = alphabeta(&["perft", "connect-four", "many"], "");
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn a_position_may_start_with_a_hyphen() {
    // Othello's start as Edax writes it: a1 is empty, so the text starts
    // with `-`, which must not be taken for an option. perft.csv: 56 at
    // depth 3.
    let start = "---------------------------OX------XO--------------------------- X";
    let o = alphabeta(&["perft", "othello", "3", "--position", start], "");
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o).lines().last(), Some("56"));
    let o = alphabeta(&["perft", "othello", "1", "--position", "-X"], "");
    assert_user_error(&o, "--position");
}

#[test]
fn threads_are_a_number_from_one() {
    let o = alphabeta(&["solve", "nim", "--threads", "2"], "3 4 5\n");
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).starts_with("3 4 5 win"), "{}", stdout(&o));
    let o = alphabeta(
        &["analyze", "tic-tac-toe", "--depth", "9", "--threads", "2"],
        "",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("score draw"), "{}", stdout(&o));
    for bad in ["0", "many", "100000"] {
        let o = alphabeta(&["play", "tic-tac-toe", "--threads", bad], "");
        assert_user_error(&o, "threads");
    }
}

/// `alphabeta play chess` at depth 1 from `start` (moves or a position),
/// the human playing white and typing `typed`; what it printed.
fn play_chess(start: [&str; 2], typed: &str) -> String {
    let [option, text] = start;
    let o = alphabeta(
        &["play", "chess", "--depth", "1", option, text],
        &format!("{typed}\nquit\n"),
    );
    assert!(o.status.success(), "{}", stderr(&o));
    stdout(&o)
}

#[test]
fn play_chess_takes_and_writes_san() {
    for (start, typed) in [
        (["--moves", ""], "Nf3"),
        (["--moves", "e4 d5"], "exd5"),
        (["--moves", "e2e4 e7e5 Nf3 Nc6 Bc4 Bc5"], "O-O"),
        (["--position", "k7/4P3/8/8/8/8/8/4K3 w - - 0 1"], "e8=Q+"),
    ] {
        let out = play_chess(start, typed);
        assert!(!out.contains("not legal"), "{typed}: {out}");
        // The engine answered the move, in SAN: a piece letter or a pawn's
        // file, never a UCI square pair like `g8f6`.
        let reply = out
            .lines()
            .find_map(|l| l.strip_prefix("Black plays "))
            .unwrap_or_else(|| panic!("{typed}: no reply in {out}"));
        let uci = reply.len() >= 4
            && reply.as_bytes()[1].is_ascii_digit()
            && reply.as_bytes()[3].is_ascii_digit();
        assert!(!uci, "{typed}: the reply `{reply}` is not SAN");
    }
    // After e8=Q+ the king can only step aside, and a king move reads `K`.
    let out = play_chess(["--position", "k7/4P3/8/8/8/8/8/4K3 w - - 0 1"], "e8=Q+");
    assert!(out.contains("Black plays K"), "{out}");
    // UCI is still understood, and a move that is not legal is named.
    let out = play_chess(["--moves", ""], "g1f3");
    assert!(out.contains("Black plays "), "{out}");
    let out = play_chess(["--moves", ""], "O-O");
    assert!(out.contains("`O-O` is not legal"), "{out}");
}

#[test]
fn analyze_chess_writes_san_for_people_and_uci_for_programs() {
    let args = ["analyze", "chess", "--depth", "2", "--moves", "e4 e5"];
    let o = alphabeta(&args, "");
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let best = out
        .lines()
        .last()
        .unwrap()
        .strip_prefix("bestmove ")
        .unwrap();
    let position = Chess::parse_moves("e4 e5").unwrap().0;
    let (_, played) = play_sequence(position, [best]).unwrap();
    let mut san = String::new();
    Chess::write_san(&position, played[0], &mut san).unwrap();
    assert_eq!(best, san, "{out}");
    // JSON is read by programs: the move in UCI, with its SAN beside it.
    let o = alphabeta(&[&args[..], &["--format", "json"]].concat(), "");
    let out = stdout(&o);
    let last: serde_json::Value = serde_json::from_str(out.lines().last().unwrap()).unwrap();
    let (_, played) = play_sequence(position, [last["move"].as_str().unwrap()]).unwrap();
    assert_eq!(last["move"], move_to_string(&position, played[0]), "{out}");
    let mut san = String::new();
    Chess::write_san(&position, played[0], &mut san).unwrap();
    assert_eq!(last["san"], san, "{out}");
}

#[test]
fn perft_prints_the_count_last() {
    // perft.csv: tic-tac-toe depth 4 is 3024, connect-four depth 5 is 16807.
    let o = alphabeta(&["perft", "tic-tac-toe", "4"], "");
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o).lines().last(), Some("3024"));
    let o = alphabeta(&["perft", "connect-four", "5", "--divide"], "");
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.last(), Some(&"16807"));
    // Seven columns, each 7^4 paths below.
    assert_eq!(lines.len(), 8);
    assert!(lines[..7].iter().all(|l| l.ends_with(" 2401")), "{out}");
    assert!(stderr(&o).contains("leaves/s"));
}

#[test]
fn perft_without_bulk_counting_visits_every_leaf_to_the_same_count() {
    // perft.csv: chess depth 3 is 8,902, connect-four depth 6 is 117,649.
    for (game, depth, count) in [("chess", "3", "8902"), ("connect-four", "6", "117649")] {
        for extra in [&[][..], &["--no-bulk"], &["--no-bulk", "--divide"]] {
            let args = [&["perft", game, depth][..], extra].concat();
            let o = alphabeta(&args, "");
            assert!(o.status.success(), "{args:?}: {}", stderr(&o));
            assert_eq!(stdout(&o).lines().last(), Some(count), "{args:?}");
        }
    }
}

#[test]
fn perft_counts_an_ended_game_as_its_game_does_or_as_asked() {
    // Tic-tac-toe counts a game that ended early as zero: 127,872 paths
    // reach the ninth ply. As leaves, every finished game counts once:
    // the 255,168 games of tic-tac-toe.
    for bulk in [&[][..], &["--no-bulk"]] {
        let count = |extra: &[&str]| {
            let args = [&["perft", "tic-tac-toe", "9"][..], bulk, extra].concat();
            let o = alphabeta(&args, "");
            assert!(o.status.success(), "{args:?}: {}", stderr(&o));
            stdout(&o).trim().to_string()
        };
        assert_eq!(count(&[]), "127872");
        assert_eq!(count(&["--ended", "zero"]), "127872");
        assert_eq!(count(&["--ended", "leaf"]), "255168");
    }
    // Othello counts it as a leaf (Aart Bik's convention): the counts
    // differ from the ninth ply on, where the first games end.
    let o = alphabeta(&["perft", "othello", "4"], "");
    assert_eq!(stdout(&o).trim(), "244");
    let o = alphabeta(&["perft", "othello", "2", "--ended", "sometimes"], "");
    assert_user_error(&o, "--ended");
}

#[test]
fn perft_from_moves_continues_the_game() {
    // After a1 b1 there are 7 empty squares: 7 * 6 paths of two plies.
    let o = alphabeta(&["perft", "tic-tac-toe", "2", "--moves", "a1 b1"], "");
    assert_eq!(stdout(&o).lines().last(), Some("42"));
}

#[test]
fn analyze_prints_iterations_then_the_best_move() {
    let o = alphabeta(&["analyze", "tic-tac-toe", "--depth", "9"], "");
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines.last().unwrap().starts_with("bestmove "), "{out}");
    let first = lines[0];
    for field in [
        "depth 1", "seldepth", "score", "nodes", "nps", "hashfull", "pv",
    ] {
        assert!(first.contains(field), "`{field}` missing from `{first}`");
    }
    // Tic-tac-toe is a draw: the search to the end of the game proves it,
    // while a shallower 0 would only be an evaluation.
    let proven = |l: &&str| l.starts_with("depth 9 ") && l.contains("score draw ");
    assert!(lines.iter().any(proven), "{out}");
    assert!(
        !lines
            .iter()
            .any(|l| l.starts_with("depth 2 ") && l.contains("draw")),
        "{out}"
    );
}

/// The score, in the benchmark files' convention, of what `solve` printed
/// for a line of `moves`: `win 7`, `loss 4` or `draw`.
fn printed_score(moves: &str, printed: &str) -> i32 {
    let mut words = printed.split(' ');
    let kind = words.next().unwrap();
    let plies = words.next().map_or(0, |w| w.parse().unwrap());
    let value = match kind {
        "win" => Solution::Win(plies),
        "loss" => Solution::Loss(plies),
        _ => Solution::Draw,
    };
    reference::connect_four_score(moves.len() as u32, value)
}

#[test]
fn solve_answers_the_benchmark_lines_exactly() {
    // The first lines of Pons' end-easy set, piped in unchanged.
    let input = "2252576253462244111563365343671351441 -1\n\
                 7422341735647741166133573473242566 1\n\
                 23163416124767223154467471272416755633 0\n";
    let o = alphabeta(&["solve", "connect-four", "--stats"], input);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let expected: Vec<i32> = input
        .lines()
        .map(|l| l.rsplit(' ').next().unwrap().parse().unwrap())
        .collect();
    let got: Vec<i32> = out
        .lines()
        .map(|l| {
            let (moves, value) = l.split_once(' ').unwrap();
            printed_score(moves, value)
        })
        .collect();
    assert_eq!(got, expected, "{out}");
    let summary = stderr(&o);
    assert!(summary.starts_with("positions 3 nodes "), "{summary}");
    assert!(summary.contains(" time "), "{summary}");
}

#[test]
fn solve_weak_prints_only_the_sign() {
    let o = alphabeta(
        &["solve", "connect-four", "--weak"],
        "7422341735647741166133573473242566\n",
    );
    assert_eq!(stdout(&o).trim(), "7422341735647741166133573473242566 win");
}

#[test]
fn solve_reads_nim_heaps_and_kalah_boards() {
    // Bouton: the side to move loses exactly when the heaps XOR to zero.
    let o = alphabeta(&["solve", "nim", "--weak"], "3 4 5\n1 2 3\n7\n5 5\n");
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o), "3 4 5 win\n1 2 3 loss\n7 win\n5 5 loss\n");
    // The exact value: take all of the one heap.
    let o = alphabeta(&["solve", "nim"], "7\n");
    assert_eq!(stdout(&o), "7 win 1\n");
    let o = alphabeta(&["solve", "nim"], "3 4 x\n");
    assert_user_error(&o, "line 1");
    // Read as neither moves nor heaps, the line gets both reasons.
    assert_user_error(&o, "`x` is not a heap size");
    // South sows `f` into the store, moves again, and captures with `e`.
    let kalah = "0 0 0 0 1 1 0 3 0 0 0 0 0 0 first";
    let o = alphabeta(&["solve", "kalah"], &format!("{kalah}\n"));
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o), format!("{kalah} win 2\n"));
}

#[test]
fn solve_reports_bad_lines_and_goes_on() {
    let o = alphabeta(&["solve", "tic-tac-toe"], "a1 b2\nq9\n\nb2 a1\n");
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("line 2"), "{}", stderr(&o));
    let out = stdout(&o);
    // The empty line is the start, a draw.
    assert_eq!(out.lines().count(), 3, "{out}");
    assert_eq!(out.lines().nth(1), Some("- draw"), "{out}");
    assert!(out
        .lines()
        .all(|l| l.ends_with(" draw") || l.contains(" win ") || l.contains(" loss ")));
}

#[test]
fn solve_takes_the_start_from_its_arguments_or_its_input() {
    for args in [
        &["solve", "tic-tac-toe", "--start"][..],
        &["solve", "tic-tac-toe", "-"],
        &["solve", "tic-tac-toe", "--moves", ""],
    ] {
        let o = alphabeta(args, "a1\n");
        assert!(o.status.success(), "{args:?}: {}", stderr(&o));
        assert_eq!(stdout(&o), "- draw\n", "{args:?}");
    }
    // On standard input `-` and an empty line are the start too.
    let o = alphabeta(&["solve", "tic-tac-toe", "--weak"], "-\n\n");
    assert_eq!(stdout(&o), "- draw\n- draw\n");
    let o = alphabeta(&["solve", "tic-tac-toe", "--start", "--format", "json"], "");
    let value: serde_json::Value = serde_json::from_str(stdout(&o).trim()).unwrap();
    assert_eq!(value["position"], "-");
    assert_eq!(value["result"], "draw");
    assert_eq!(value["pv"].as_array().map(Vec::len), Some(9), "{value}");
}

#[test]
fn solve_takes_a_late_position_from_its_arguments() {
    // Pons' end-easy set: this position scores 1 for the side to move.
    let moves = "7422341735647741166133573473242566";
    for args in [
        &["solve", "connect-four", moves, "--stats"][..],
        &["solve", "connect-four", "--moves", moves, "--stats"],
        &["solve", "connect-four", "--hash", "16", moves, "--stats"],
    ] {
        let o = alphabeta(args, "");
        assert!(o.status.success(), "{args:?}: {}", stderr(&o));
        let out = stdout(&o);
        let (shown, value) = out.trim().split_once(' ').unwrap();
        assert_eq!(shown, moves);
        assert_eq!(printed_score(moves, value), 1, "{out}");
        assert!(
            stderr(&o).starts_with("positions 1 nodes "),
            "{}",
            stderr(&o)
        );
    }
    // A board in Pons' notation's place: the position notation.
    let o = alphabeta(&["solve", "nim", "3 4 5", "--weak"], "");
    assert_eq!(stdout(&o), "3 4 5 win\n");
}

#[test]
fn solve_refuses_two_positions_and_bad_ones() {
    let o = alphabeta(&["solve", "tic-tac-toe", "--start", "a1"], "");
    assert_user_error(&o, "cannot be used with");
    let o = alphabeta(&["solve", "tic-tac-toe", "a1", "--moves", "b2"], "");
    assert_user_error(&o, "cannot be used with");
    let o = alphabeta(&["solve", "connect-four", "48"], "");
    assert_user_error(&o, "8");
    let o = alphabeta(&["solve", "connect-four", "--moves", "48"], "");
    assert_user_error(&o, "--moves");
}

#[test]
fn trace_draws_the_textbook_figure() {
    let o = alphabeta(
        &["trace", "tic-tac-toe", "--depth", "2", "--format", "dot"],
        "",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let dot = stdout(&o);
    assert!(dot.starts_with("digraph alphabeta {"));
    assert!(dot.contains("style=dashed"), "no cut-off branch in:\n{dot}");
    assert!(dot.contains("cut: value"));
    assert!(dot.contains("α") && dot.contains("β"));
    let o = alphabeta(
        &[
            "trace",
            "tic-tac-toe",
            "--depth",
            "2",
            "--moves",
            "a1 b2 c3",
        ],
        "",
    );
    let text = stdout(&o);
    assert!(text.starts_with("root: "), "{text}");
    assert!(text.contains("not searched"));
}

#[test]
fn the_engine_never_loses_a_piped_game_of_tic_tac_toe() {
    // The human plays X and tries every square in order, again and again;
    // squares already taken are refused with the legal moves listed.
    let mut input = String::from("undo\nhint\nzz\n");
    for _ in 0..5 {
        for sq in ["a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3"] {
            input.push_str(sq);
            input.push('\n');
        }
    }
    let o = alphabeta(
        &["play", "tic-tac-toe", "--human", "first", "--depth", "9"],
        &input,
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("nothing to undo"), "{out}");
    assert!(out.contains("hint: "), "{out}");
    assert!(out.contains("legal moves:"), "{out}");
    let verdict = out
        .lines()
        .find(|l| l.starts_with("game over"))
        .expect("the game ends");
    assert!(
        verdict == "game over: draw" || verdict == "game over: O wins",
        "{verdict}"
    );
}

#[test]
fn the_engine_plays_itself_to_a_draw() {
    let o = alphabeta(
        &["play", "tic-tac-toe", "--human", "none", "--depth", "9"],
        "",
    );
    assert!(stdout(&o).contains("game over: draw"), "{}", stdout(&o));
}

#[test]
fn a_game_that_goes_round_in_circles_ends_in_a_draw() {
    // Checkers has no end for kings shuffling back and forth; the third
    // time the same position stands on the board, the game is drawn.
    let o = alphabeta(&["play", "checkers", "--human", "none", "--depth", "2"], "");
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let verdict = out.lines().last().unwrap_or_default();
    assert!(verdict.starts_with("game over"), "{verdict}");
}

#[test]
fn quitting_and_end_of_input_end_the_game_cleanly() {
    let o = alphabeta(&["play", "connect-four", "--time", "0.05"], "4\nquit\n");
    assert!(o.status.success());
    assert!(stdout(&o).contains("bye"));
    let o = alphabeta(&[], "");
    assert!(o.status.success(), "{}", stderr(&o));
}

#[test]
fn completions_know_the_commands_and_the_games() {
    let o = alphabeta(&["completions", "bash"], "");
    assert!(o.status.success(), "{}", stderr(&o));
    let script = stdout(&o);
    for word in [
        "alphabeta",
        "solve",
        "--format",
        "connect-four",
        "breakthrough",
    ] {
        assert!(script.contains(word), "`{word}` missing from the script");
    }
    let o = alphabeta(&["completions", "tcsh"], "");
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn quiet_leaves_only_the_answers() {
    let o = alphabeta(&["perft", "tic-tac-toe", "3"], "");
    assert!(stderr(&o).contains("leaves/s"), "{}", stderr(&o));
    for args in [
        ["--quiet", "perft", "tic-tac-toe", "3"],
        ["perft", "tic-tac-toe", "3", "-q"],
    ] {
        let o = alphabeta(&args, "");
        assert!(o.status.success());
        assert_eq!(stdout(&o), "504\n");
        assert_eq!(stderr(&o), "");
    }
}

/// Runs `alphabeta args`, reads its first line of output and closes the
/// pipe; the run must end quietly, with success, as `head` expects.
fn assert_quiet_when_the_reader_leaves(
    args: &[&str],
    stdin: impl Fn(&mut dyn Write) + Send + 'static,
) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_alphabeta"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || stdin(&mut input));
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    let o = child.wait_with_output().unwrap();
    writer.join().unwrap();
    assert!(o.status.success(), "{:?}", o.status);
    assert_eq!(stderr(&o), "");
    first
}

#[test]
fn a_reader_that_stops_listening_ends_the_run_quietly() {
    // Far more output than a pipe holds, so the command meets the closed pipe.
    let first = assert_quiet_when_the_reader_leaves(&["solve", "nim"], |input| {
        for _ in 0..100_000 {
            if input.write_all(b"3 4 5\n").is_err() {
                break;
            }
        }
    });
    assert!(first.starts_with("3 4 5 win"), "{first}");
    let first =
        assert_quiet_when_the_reader_leaves(&["trace", "tic-tac-toe", "--depth", "5"], |_| {});
    assert!(first.starts_with("root: "), "{first}");
    // A game between engines goes on writing boards after the reader left.
    let args = ["play", "connect-four", "--human", "none", "--depth", "10"];
    assert_quiet_when_the_reader_leaves(&args, |_| {});
}

/// `alphabeta playouts … --format json`, parsed.
fn playouts_json(args: &[&str]) -> serde_json::Value {
    let args = [&["playouts"][..], args, &["--format", "json"]].concat();
    let o = alphabeta(&args, "");
    assert!(o.status.success(), "{args:?}: {}", stderr(&o));
    serde_json::from_str(stdout(&o).trim()).unwrap()
}

#[test]
fn a_seeded_playout_run_plays_the_same_games() {
    let args = ["connect-four", "--count", "300", "--seed", "2026"];
    let (first, again) = (playouts_json(&args), playouts_json(&args));
    for field in [
        "playouts",
        "plies",
        "first_wins",
        "second_wins",
        "draws",
        "unfinished",
        "seed",
    ] {
        assert_eq!(first[field], again[field], "{field}: {first} {again}");
    }
    assert_eq!(first["playouts"], 300);
    assert_eq!(first["seed"], 2026);
    let other = playouts_json(&["connect-four", "--count", "300", "--seed", "2027"]);
    assert_ne!(first["plies"], other["plies"], "{first} {other}");
}

#[test]
fn playout_outcomes_add_up_to_the_playouts() {
    for args in [
        &["tic-tac-toe", "--count", "1000", "--seed", "1"][..],
        &["connect-four", "--moves", "4444", "--count", "200"],
        &["othello", "--count", "20", "--seed", "9"],
        &["gomoku", "--count", "20", "--seed", "9"],
        &["nim", "--position", "3 4 5", "--count", "100"],
        &["tic-tac-toe", "--seconds", "0.2"],
    ] {
        let tally = playouts_json(args);
        let sum: u64 = ["first_wins", "second_wins", "draws", "unfinished"]
            .iter()
            .map(|f| tally[f].as_u64().unwrap())
            .sum();
        assert_eq!(Some(sum), tally["playouts"].as_u64(), "{args:?}: {tally}");
        assert!(tally["playouts_per_second"].as_f64().unwrap() > 0.0);
    }
    // Tic-tac-toe ends in 5 to 9 plies; a draw fills the board.
    let tally = playouts_json(&["tic-tac-toe", "--count", "1000", "--seed", "1"]);
    let plies = tally["plies_per_playout"].as_f64().unwrap();
    assert!((5.0..=9.0).contains(&plies), "{tally}");
    assert_eq!(tally["unfinished"], 0);
    // A ply limit below a game's length leaves every playout unfinished.
    let tally = playouts_json(&["chess", "--count", "5", "--max-plies", "3"]);
    assert_eq!(tally["unfinished"], 5, "{tally}");
    assert_eq!(tally["plies"], 15, "{tally}");
}

#[test]
fn playouts_write_their_tally_for_people() {
    let o = alphabeta(
        &["playouts", "tic-tac-toe", "--count", "50", "--seed", "3"],
        "",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.starts_with("playouts     50 in "), "{out}");
    assert!(out.contains("(seed 3)"), "{out}");
    for word in ["playouts/s", "plies", "X wins", "O wins", "draws"] {
        assert!(out.contains(word), "{word}: {out}");
    }
}

#[test]
fn playouts_refuse_bad_budgets() {
    let o = alphabeta(&["playouts", "tic-tac-toe", "--count", "0"], "");
    assert_user_error(&o, "--count");
    for seconds in ["--seconds=0", "--seconds=-1", "--seconds=soon"] {
        let o = alphabeta(&["playouts", "tic-tac-toe", seconds], "");
        assert_user_error(&o, "--seconds");
    }
    let o = alphabeta(
        &["playouts", "tic-tac-toe", "--seconds", "1", "--count", "5"],
        "",
    );
    assert_user_error(&o, "cannot be used with");
    let o = alphabeta(&["playouts", "tic-tac-toe", "--moves", "a1 a1"], "");
    assert_user_error(&o, "--moves");
}

/// Makruk, in the catalog: `alphabeta perft` counts as pyffish 0.0.90 does
/// (recursing on `legal_moves`; the records of
/// `tests/fairy/reference/perft.jsonl`) from the start, after seeded random
/// play, and where a bare king's count runs and runs out (no move at all
/// once it has); a running count reads and writes back in Fairy-Stockfish's
/// FEN; every command plays it, and `UCI_Variant makruk` selects it.
#[test]
fn makruk_through_the_binary() {
    for (fen, depth, leaves) in [
        (
            "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1",
            "3",
            "12012",
        ),
        // Seed 101, 48 plies.
        (
            "rn1m3r/2s2sk1/p2p2p1/2pPpp1p/1p1PP1P1/PP3P1P/K2SSM2/1N1R2NR w - - 0 25",
            "3",
            "23393",
        ),
        // A bare king's count against a rook, at 9 plies of 32.
        ("8/7S/1R6/5k2/8/6M1/4K3/8 w - 32 9 100", "3", "3233"),
        // The same count a ply from its limit: drawn before depth 3.
        ("7S/4k3/8/8/8/8/6K1/R3M3 w - 32 31 111", "2", "155"),
        ("7S/4k3/8/8/8/8/6K1/R3M3 w - 32 31 111", "3", "0"),
    ] {
        let o = alphabeta(&["perft", "makruk", depth, "--position", fen], "");
        assert!(o.status.success(), "{fen}: {}", stderr(&o));
        assert_eq!(stdout(&o).lines().last(), Some(leaves), "{fen}");
    }
    let counting = "8/8/8/3k4/8/8/R7/4K3 b - 32 6 1";
    shows(&["show", "makruk", "--position", counting], counting);
    for args in [
        &["analyze", "makruk", "--depth", "3"][..],
        &["trace", "makruk", "--depth", "2"],
        &[
            "play",
            "makruk",
            "--human",
            "none",
            "--depth",
            "1",
            "--position",
            "7S/4k3/8/8/8/8/6K1/R3M3 w - 32 31 111",
        ],
        &[
            "match", "makruk", "--first", "depth=1", "--second", "depth=1", "--games", "2",
        ],
    ] {
        let o = alphabeta(args, "");
        assert!(o.status.success(), "{args:?}: {}", stderr(&o));
    }
    let o = alphabeta(
        &["uci"],
        "setoption name UCI_Variant value makruk\nposition startpos\ngo depth 2\nquit\n",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let best = stdout(&o)
        .lines()
        .find_map(|l| l.strip_prefix("bestmove "))
        .and_then(|l| l.split_whitespace().next())
        .map(str::to_owned)
        .expect("a best move");
    let start = alphabeta::games::makruk::Makruk::parse_position(
        "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1",
    )
    .unwrap();
    assert!(play_sequence(start, [best.as_str()]).is_ok(), "{best}");
}

/// `alphabeta perft GAME DEPTH --position FEN` prints each position's
/// count of leaves (the counts are pyffish 0.0.90's, from
/// `tests/fairy/reference/perft.jsonl`).
fn perft_counts_are(game: &str, counts: &[(&str, &str, &str)]) {
    for &(fen, depth, leaves) in counts {
        let o = alphabeta(&["perft", game, depth, "--position", fen], "");
        assert!(o.status.success(), "{fen}: {}", stderr(&o));
        assert_eq!(stdout(&o).lines().last(), Some(leaves), "{fen}");
    }
}

/// `alphabeta show` with `args` succeeds and writes `shown`.
fn shows(args: &[&str], shown: &str) {
    let o = alphabeta(args, "");
    assert!(o.status.success(), "{args:?}: {}", stderr(&o));
    assert!(stdout(&o).contains(shown), "{args:?}: {}", stdout(&o));
}

/// The searching commands on a catalog game, through the binary: `analyze`
/// to `depth`, `trace`, a two-game `match`, and `play` with the engine on
/// both sides each run to their end.
fn searching_commands_play(game: &str, depth: &str) {
    for args in [
        &["analyze", game, "--depth", depth][..],
        &["trace", game, "--depth", "2"],
        &[
            "match", game, "--first", "depth=1", "--second", "depth=1", "--games", "2",
        ],
        &["play", game, "--human", "none", "--depth", "1"],
    ] {
        let o = alphabeta(args, "");
        assert!(o.status.success(), "{args:?}: {}", stderr(&o));
    }
}

/// A catalog game that Fairy-Stockfish plays, through the binary: `show`
/// writes `shown` for its start; `analyze`, `trace` and `match` play it;
/// and `uci`, with `UCI_Variant` set to `variant`, answers from the start
/// after `moves` with a best move that the game takes.
fn every_command_plays<G: Notation>(game: &str, variant: &str, shown: &str, moves: &[&str]) {
    shows(&["show", game], shown);
    for args in [
        &["analyze", game, "--depth", "2"][..],
        &["trace", game, "--depth", "2"],
        &[
            "match", game, "--first", "depth=1", "--second", "depth=1", "--games", "2",
        ],
    ] {
        let o = alphabeta(args, "");
        assert!(o.status.success(), "{args:?}: {}", stderr(&o));
    }
    let after = if moves.is_empty() {
        String::new()
    } else {
        format!(" moves {}", moves.join(" "))
    };
    let o = alphabeta(
        &["uci"],
        &format!(
            "setoption name UCI_Variant value {variant}\nposition startpos{after}\ngo depth 2\nquit\n"
        ),
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let best = stdout(&o)
        .lines()
        .find_map(|l| l.strip_prefix("bestmove "))
        .and_then(|l| l.split_whitespace().next())
        .map(str::to_owned)
        .expect("a best move");
    let line = moves.iter().copied().chain([best.as_str()]);
    assert!(play_sequence(G::start(), line).is_ok(), "{best}");
}

/// Horde chess through the binary: perft against pyffish's counts at the
/// start, after seed 101's 48 plies, with a double step from the first row
/// and with Black's castling; every command plays it.
#[test]
fn horde_through_the_binary() {
    let start = "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1";
    perft_counts_are(
        "horde",
        &[
            (start, "3", "1274"),
            // Seed 101, 48 plies.
            (
                "q3k3/rp3pP1/pP1P4/3PP1P1/PPP3nP/PPPP1PPP/PP1PP1P1/PPPPPP1P w - - 1 25",
                "3",
                "5192",
            ),
            ("4k3/8/8/8/3p4/1p6/2P5/P7 w - - 0 1", "4", "1311"),
            ("r3k2r/8/8/8/8/8/5PPP/4P3 b kq - 0 1", "3", "5156"),
        ],
    );
    every_command_plays::<alphabeta::games::horde::Horde>("horde", "horde", start, &[]);
}

/// Grand chess through the binary: perft against pyffish's counts at the
/// start, after seed 101's 48 plies, and where pawns may promote only to
/// the kinds already lost; every command plays it.
#[test]
fn grand_through_the_binary() {
    let start = "r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1";
    perft_counts_are(
        "grand",
        &[
            (start, "3", "259514"),
            // Seed 101, 48 plies.
            (
                "5r2r1/2b1k2bn1/pp7p/n2pp5/2p4p2/3C4p1/2Q2cP3/P1P1PA1PaP/RNB1K5/6N1BR w - - 0 25",
                "3",
                "46040",
            ),
            (
                "9r/3qk1P3/10/1P8/10/10/2p7/10/2B1K2p2/R4Q4 w - - 0 1",
                "3",
                "157678",
            ),
            (
                "4k5/8P1/10/P9/10/10/10/10/10/RNBQKCABNR w - - 0 1",
                "3",
                "10720",
            ),
        ],
    );
    every_command_plays::<alphabeta::games::grand::Grand>("grand", "grand", start, &[]);
}

/// Racing kings through the binary: perft against pyffish's counts at the
/// start, after seed 101's 48 plies, where Black may follow White's king
/// to the eighth row and where Black arrives first; every command plays
/// it, and `UCI_Variant racingkings` selects it.
#[test]
fn racing_kings_through_the_binary() {
    let start = "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1";
    perft_counts_are(
        "racing-kings",
        &[
            (start, "3", "11264"),
            // Seed 101, 48 plies.
            (
                "4N3/2B2qR1/6r1/8/nb6/3Bn3/k1N4K/1r1b4 w - - 6 25",
                "3",
                "43639",
            ),
            ("8/1k4K1/8/8/8/8/8/r6R w - - 0 1", "3", "5187"),
            ("8/1k6/6K1/8/8/8/8/r6R b - - 0 1", "3", "5571"),
        ],
    );
    every_command_plays::<alphabeta::games::racingkings::RacingKings>(
        "racing-kings",
        "racingkings",
        start,
        &[],
    );
}

/// S-chess through the binary: perft against pyffish's counts at the
/// start, after seed 101's 48 plies, with gates on castling's two cells,
/// and with a king in check along its row (which a gated piece does not
/// shield); every command plays it, and `uci` answers after a gated move.
/// The hand is written in the order the game lists its kinds, which
/// Fairy-Stockfish reads as well.
#[test]
fn seirawan_through_the_binary() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQBCDFGkqbcdfg - 0 1";
    perft_counts_are(
        "seirawan",
        &[
            (start, "3", "24830"),
            // Seed 101, 48 plies.
            (
                "1rb1kb1r/pp2pp1p/2pp3E/4H3/n1Pqe2P/B2PQ1P1/3N1P2/2R1KhR1[] w k - 2 25",
                "3",
                "96260",
            ),
            (
                "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R[EHeh] w KQBCDkqcdf - 4 4",
                "3",
                "108047",
            ),
            ("r3k2r/8/8/8/8/8/8/r3K2R[Hh] w Kkq - 0 1", "3", "8699"),
        ],
    );
    every_command_plays::<alphabeta::games::seirawan::Seirawan>(
        "seirawan",
        "seirawan",
        "RNBQKBNR[EHeh] w KQBCDFGkqbcdfg - 0 1",
        &["b1c3h"],
    );
}

/// Clobber and Lines of Action through the binary: perft from the start
/// and after OpenSpiel's moves, against OpenSpiel's counts
/// (`tests/reference/*_openspiel.py`), and `show` writes a finished game's
/// winner.
#[test]
fn openspiel_piece_games_through_the_binary() {
    for (game, moves, depth, leaves) in [
        ("clobber", "", "3", "80063"),
        ("clobber", "b4b5 b1c1 e5e4 f3f2 d4d5 c2d2", "3", "2773"),
        ("lines-of-action", "", "3", "44952"),
        (
            "lines-of-action",
            "g8-e6 h4-f2 e6-c4 a4-c2 g1-a1 c2-a4 e8-c6 a5-c3 d8-c7 h5-f3 c7-d8 h2-g1 c6-e4 c3xa1",
            "3",
            "35387",
        ),
    ] {
        let mut args = vec!["perft", game, depth];
        if !moves.is_empty() {
            args.extend(["--moves", moves]);
        }
        let o = alphabeta(&args, "");
        assert!(o.status.success(), "{game} {moves}: {}", stderr(&o));
        assert_eq!(stdout(&o).lines().last(), Some(leaves), "{game} {moves}");
    }
    // OpenSpiel's seed 102 of clobber, which the first player won.
    let o = alphabeta(
        &[
            "show",
            "clobber",
            "--moves",
            "b4c4 d1c1 e3d3 f5f4 d2e2 f1e1 a1a2 a4a5 a3b3 e4e5 e2e1 c2c3 c5d5 b1b2 d3c3 f3f2 a2b2 e5d5 d4d5",
        ],
        "",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("White wins"), "{}", stdout(&o));
}

/// Janggi through the binary: perft against pyffish's counts at the
/// start, after seed 101's 48 plies, and where the generals face or a
/// cannon's move makes them face (bikjang); every command plays it, and
/// `uci` answers a pass (written `pass`, or `e2e2` as Fairy-Stockfish
/// writes it) with a pass, which wins on the material count (two passes
/// in a row end the game, and Han has the 1.5 bonus).
#[test]
fn janggi_through_the_binary() {
    let start = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1";
    perft_counts_are(
        "janggi",
        &[
            (start, "3", "33000"),
            // Seed 101, 48 plies.
            (
                "rnba5/4ka2r/3b3cn/p1p4Cp/5p3/2p1P2P1/1P3P3/1CNK1A1R1/9/R1Bc1AB2 w - - 14 25",
                "3",
                "95704",
            ),
            (
                "rn1a1a3/4k4/9/p1p3p1p/9/9/P1P3P1P/9/4K4/3A1A1NR w - - 0 1",
                "3",
                "2308",
            ),
            (
                "rn1a1a3/4k4/9/p1p3p1p/9/4C4/P1P3P1P/9/4K4/3A1A1NR w - - 0 1",
                "3",
                "18618",
            ),
        ],
    );
    every_command_plays::<alphabeta::games::janggi::Janggi>("janggi", "janggi", start, &["pass"]);
    // Fairy-Stockfish writes a pass as the general's cell twice.
    let o = alphabeta(
        &["uci"],
        "setoption name UCI_Variant value janggi\nposition startpos moves e2e2\ngo depth 2\nquit\n",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    // `quit` may stop the search early, so the move is any of Han's: from
    // the ranks Han sets up on (7 to 10), or a pass.
    let best = stdout(&o)
        .lines()
        .find_map(|l| l.strip_prefix("bestmove "))
        .map(str::to_owned)
        .unwrap_or_default();
    let from_rank: u32 = best
        .get(1..)
        .unwrap_or("")
        .chars()
        .take_while(char::is_ascii_digit)
        .collect::<String>()
        .parse()
        .unwrap_or(0);
    assert!(best == "pass" || from_rank >= 7, "{}", stdout(&o));
    // Searched to the end, Han answers the pass with a pass, which wins on
    // the count (two passes end the game, and Han has the 1.5 bonus).
    let o = alphabeta(
        &["analyze", "janggi", "--moves", "e2e2", "--depth", "2"],
        "",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stdout(&o).lines().any(|l| l == "bestmove pass"),
        "{}",
        stdout(&o)
    );
}

/// Nine men's morris through the binary: perft from the start and after
/// OpenSpiel's moves against OpenSpiel's counts
/// (`tests/reference/nine_mens_morris_openspiel.py`), a position string
/// read and written back, a move and its removal read as one word, and
/// every command plays it.
#[test]
fn nine_mens_morris_through_the_binary() {
    for (moves, depth, leaves) in [("", "4", "255024"), (MORRIS_SEEDED, "3", MORRIS_SEEDED_3)] {
        let mut args = vec!["perft", "nine-mens-morris", depth];
        if !moves.is_empty() {
            args.extend(["--moves", moves]);
        }
        let o = alphabeta(&args, "");
        assert!(o.status.success(), "{moves}: {}", stderr(&o));
        assert_eq!(stdout(&o).lines().last(), Some(leaves), "{moves}");
    }
    let start = ".../.../.../....../.../.../... W 9 9 0";
    shows(&["show", "nine-mens-morris", "--position", start], start);
    // A mill on the bottom line, and its removal written with the move.
    shows(
        &["show", "nine-mens-morris", "--moves", "a1 a7 d1 d7 g1xd7"],
        "B../.../.../....../.../.../WWW B 6 7 5",
    );
    searching_commands_play("nine-mens-morris", "3");
    // A person's moves are read, a bad one refused without a panic.
    let o = alphabeta(
        &[
            "play",
            "nine-mens-morris",
            "--human",
            "first",
            "--depth",
            "1",
        ],
        "d1\nh9\nquit\n",
    );
    assert!(o.status.success(), "{}", stderr(&o));
}

/// OpenSpiel's seed 9 of nine men's morris, cut at 24 plies: a removal
/// after a step's mill (`a1-a4 xb2`), and another removal due.
const MORRIS_SEEDED: &str =
    "g4 f2 c4 e5 d6 c5 a7 d3 d1 g1 c3 g7 b4 b2 a1 d7 e3 f6 a1-a4 xb2 c5-d5 b4-b6 d5-c5 b6-b4";
/// Its perft at depth 3, by OpenSpiel.
const MORRIS_SEEDED_3: &str = "500";
/// Y and Havannah through the binary: perft from the start and after
/// OpenSpiel's moves, against OpenSpiel's counts
/// (`tests/reference/y_openspiel.py`, `havannah_openspiel.py`), `show`
/// writes the winner of OpenSpiel's finished games (seed 1072 of Y, which
/// the first player won; seed 1069 of Havannah, which the second won), and
/// the other commands run.
#[test]
fn y_and_havannah_through_the_binary() {
    for (game, moves, depth, leaves) in [
        ("y", "", "3", "6751080"),
        ("y", "p2 b11 q1 n4", "3", "6331440"),
        ("havannah", "", "3", "4741464"),
        ("havannah", "h12 j3 i14 e9", "3", "4410780"),
    ] {
        let mut args = vec!["perft", game, depth];
        if !moves.is_empty() {
            args.extend(["--moves", moves]);
        }
        let o = alphabeta(&args, "");
        assert!(o.status.success(), "{game} {moves}: {}", stderr(&o));
        assert_eq!(stdout(&o).lines().last(), Some(leaves), "{game} {moves}");
    }
    for (game, moves, winner) in [
        (
            "y",
            "c9 a7 f1 c12 g13 g7 a5 a4 f2 j8 g3 s1 e8 a18 d13 d14 c10 e14 b9 d3 c6 c5 e9 l4 k9 j7 b7 b11 h9 b14 c11 c4 d5 i6 c2 a2 d9 b5 b12 g8 c13 c17 p3 j4 d7 i4 i11 e6 e4 c8 n3 q2 f14 a12 f8 g9 d12 e2 j9 b1 k2 g2 i2 h5 e13 d1 d15 l7 n5 a14 n2 f7 i5 l2 i9 i1 f6 l3 g6 g5 c14 i7 b4 j6 n1 h7 a13 m6 f13 d16 h1 h3 b2 h10 h8 c15 k5 d8 a9 p2 o2 a16 g11 r2 c1 d2 k1 o5 e1 d10 b13 a17 a8 h11 a19 m1 k8 b16 a6 c16 c3 e5 f5 k3 e7 k6 q3 l1 o1 l5 b6",
            "White wins",
        ),
        (
            "havannah",
            "n8 a11 h2 e4 l5 i14 f12 i4 a10 g4 o5 d10 m6 c11 g2 h5 g14 k3 g9 h6 c14 e10 o3 g5 o6 c10 f11 h4 m7 b14 e12 i13 i12 j7 i9 f3 l7 e11 b11 k5 g8 j6 b10 a12 l4 h10 o7 f15 d15 i5 d7 c12 k2 a15 l6 c15 h9 e9 m10 e5 a14 g6",
            "Black wins",
        ),
    ] {
        let o = alphabeta(&["show", game, "--moves", moves], "");
        assert!(o.status.success(), "{}", stderr(&o));
        assert!(stdout(&o).contains(winner), "{}", stdout(&o));
    }
    for game in ["y", "havannah"] {
        searching_commands_play(game, "2");
    }
    // A cell off the hexagon is no cell: a typed error, not a panic.
    let o = alphabeta(&["perft", "havannah", "1", "--moves", "a1"], "");
    assert_user_error(&o, "a1");
}

/// The tafl games through the binary: perft agrees with the library's
/// (which `tests/tafl_perft.rs` checks against a plain implementation),
/// every command plays them, `play` reads a move written `from-to` and a
/// position string, `show` names the winner of a king taken or escaped,
/// and a bad move gets an error, not a panic.
#[test]
fn tafl_games_through_the_binary() {
    use alphabeta::games::{brandub::Brandub, hnefatafl::Hnefatafl, tablut::Tablut};
    use alphabeta::runtime::{perft, Game};
    for (game, leaves) in [
        ("tablut", perft(&Tablut::start(), 2)),
        ("brandub", perft(&Brandub::start(), 2)),
        ("hnefatafl", perft(&Hnefatafl::start(), 2)),
    ] {
        let o = alphabeta(&["perft", game, "2"], "");
        assert!(o.status.success(), "{game}: {}", stderr(&o));
        assert_eq!(
            stdout(&o).lines().last(),
            Some(leaves.to_string().as_str()),
            "{game}"
        );
        searching_commands_play(game, "2");
        for args in [
            &["show", game][..],
            &[
                "study",
                "ordering",
                game,
                "--depth",
                "2",
                "--positions",
                "1",
            ],
        ] {
            let o = alphabeta(args, "");
            assert!(o.status.success(), "{args:?}: {}", stderr(&o));
        }
    }
    // A move read from `play`, written with or without the dash.
    let o = alphabeta(
        &["play", "brandub", "--human", "first", "--depth", "1"],
        "d2-b2\nquit\n",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let o = alphabeta(&["show", "brandub", "--moves", "d2b2 d3-c3"], "");
    assert!(o.status.success(), "{}", stderr(&o));
    // The king between two attackers away from the throne is taken: the
    // one move that wins at once is found.
    let best = |args: &[&str]| {
        let o = alphabeta(args, "");
        assert!(o.status.success(), "{}", stderr(&o));
        stdout(&o)
            .lines()
            .find_map(|l| l.strip_prefix("bestmove "))
            .map(str::to_owned)
            .unwrap_or_default()
    };
    let taken = best(&[
        "analyze",
        "brandub",
        "--position",
        "7/Tk4T/7/7/7/7/7 b",
        "--depth",
        "2",
    ]);
    assert_eq!(taken, "g6-c6");
    // The king on a corner escapes: either corner of his column.
    let escape = best(&[
        "analyze",
        "hnefatafl",
        "--position",
        "11/11/11/11/11/11/k10/11/11/11/5T5 w",
        "--depth",
        "2",
    ]);
    assert!(escape == "a5-a11" || escape == "a5-a1", "{escape}");
    // A man may not stop on the throne: an illegal move, said so.
    let o = alphabeta(&["show", "tablut", "--moves", "e2-e4"], "");
    assert!(!o.status.success());
    assert!(!stderr(&o).contains("panicked"), "{}", stderr(&o));
}

/// International draughts through the binary: perft from the start and
/// from the FMJD forum's Woldouby position against the published counts
/// (Aart Bik's; the forum's, as Rein Halbersma's dctl checks them), `show`
/// writes PDN FEN, every command plays it, and `play` reads PDN moves,
/// the short form of a capture too.
#[test]
fn international_draughts_through_the_binary() {
    let o = alphabeta(&["perft", "international-draughts", "4"], "");
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o).lines().last(), Some("4265"));
    perft_counts_are(
        "international-draughts",
        &[(
            "W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38",
            "6",
            "590",
        )],
    );
    shows(
        &["show", "international-draughts", "--moves", "32-28 19-23"],
        "W:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,20,23:W28,31,",
    );
    searching_commands_play("international-draughts", "3");
    // The human plays White: 32-28, and after Black's reply a move the
    // game refuses or takes; `quit` ends it.
    let o = alphabeta(
        &[
            "play",
            "international-draughts",
            "--human",
            "first",
            "--depth",
            "1",
        ],
        "32-28\n28x10\nquit\n",
    );
    assert!(o.status.success(), "{}", stderr(&o));
}

/// Russian and Brazilian draughts through the binary: perft from the start
/// against Rein Halbersma's dctl counts, `show` lists a capture whole as a
/// player names it (the Russian man crowned on the way goes on as a king),
/// `solve` finds a king's double capture, every searching command plays
/// them, `play` reads a move, and a bad one is a user's error.
#[test]
fn russian_and_brazilian_draughts_through_the_binary() {
    for (game, leaves, shown) in [
        ("russian-draughts", "7482", "11x2x13"),
        ("brazilian-draughts", "7473", "11x2"),
    ] {
        let o = alphabeta(&["perft", game, "5"], "");
        assert!(o.status.success(), "{game}: {}", stderr(&o));
        assert_eq!(stdout(&o).lines().last(), Some(leaves), "{game}");
        let o = alphabeta(&["show", game, "--position", "W:W11:B7,9"], "");
        assert!(o.status.success(), "{game}: {}", stderr(&o));
        let moves = stdout(&o);
        let listed = moves.lines().find_map(|l| l.strip_prefix("moves     "));
        assert_eq!(
            listed,
            Some(format!("1 legal: {shown}").as_str()),
            "{moves}"
        );
        searching_commands_play(game, "3");
        // The king takes both men, each with a jump: a win in two plies.
        let o = alphabeta(&["solve", game, "--position", "W:WK29:B19,22"], "");
        assert!(o.status.success(), "{game}: {}", stderr(&o));
        assert_eq!(stdout(&o), "W:WK29:B19,22 win 2\n", "{game}");
        let o = alphabeta(&["perft", game, "1", "--moves", "22-18 xx"], "");
        assert_user_error(&o, "xx");
    }
    let o = alphabeta(
        &[
            "play",
            "russian-draughts",
            "--human",
            "first",
            "--depth",
            "1",
        ],
        "22-18\n18x9\nquit\n",
    );
    assert!(o.status.success(), "{}", stderr(&o));
}

/// The draughts' draws by material through the binary: two players play
/// a king against a king in international draughts, which goes on for
/// nine plies and is drawn at the tenth (the FMJD's 5 moves of each
/// player); `show` and `play` take such endings in every game.
#[test]
fn draughts_king_endings_are_drawn_through_the_binary() {
    let plies = [
        "46-37", "3-9", "37-32", "9-4", "32-38", "4-10", "38-33", "10-14", "33-29", "14-9",
    ];
    for (played, drawn) in [(9, false), (10, true)] {
        let input = plies[..played].join("\n") + "\nquit\n";
        let o = alphabeta(
            &[
                "play",
                "international-draughts",
                "--position",
                "W:WK46:BK3",
                "--human",
                "both",
            ],
            &input,
        );
        assert!(o.status.success(), "{}", stderr(&o));
        let out = stdout(&o);
        assert_eq!(out.contains("game over: draw"), drawn, "{played}: {out}");
    }
    for (game, ending, written) in [
        (
            "international-draughts",
            "W:WK46,K47,K48:BK3",
            "W:BK3:WK46,K47,K48",
        ),
        (
            "brazilian-draughts",
            "W:WK30,K31,K32:BK1",
            "W:BK1:WK30,K31,K32",
        ),
        ("russian-draughts", "W:WK30,21:BK1,12", "W:BK1,12:W21,K30"),
    ] {
        shows(&["show", game, "--position", ending], written);
        let o = alphabeta(
            &[
                "play",
                game,
                "--position",
                ending,
                "--human",
                "none",
                "--depth",
                "2",
            ],
            "",
        );
        assert!(o.status.success(), "{game}: {}", stderr(&o));
        let out = stdout(&o);
        assert!(out.lines().any(|l| l.starts_with("game over")), "{out}");
    }
}

/// Pentago through the binary: perft from the start and after OpenSpiel's
/// moves against OpenSpiel's counts (`tests/reference/pentago_openspiel.py`),
/// `show` names the winner of OpenSpiel's finished games (seed 1010, won
/// by Black when White's rotation made Black's five; seed 1015, five for
/// both, drawn), every searching command plays it, a human's record is
/// read, and a mistyped one is a typed error.
#[test]
fn pentago_through_the_binary() {
    for (moves, depth, leaves) in [
        ("", "2", "80640"),
        ("c2d4cw e1a1cw a4d1cw c2d4cw", "2", "63488"),
    ] {
        let mut args = vec!["perft", "pentago", depth];
        if !moves.is_empty() {
            args.extend(["--moves", moves]);
        }
        let o = alphabeta(&args, "");
        assert!(o.status.success(), "{moves}: {}", stderr(&o));
        assert_eq!(stdout(&o).lines().last(), Some(leaves), "{moves}");
    }
    shows(
        &["show", "pentago", "--moves", "d3a4cw f6a1ccw f1d1cw e5d1cw a6a4cw c3a1ccw a2d1cw f1d4cw a4a4ccw c6d1cw d2d4cw e1d1ccw f6d1ccw b5d1cw d6d4cw c5a1ccw a4d1ccw a3d4cw b2d4ccw a5d4cw e6d1cw b4d4ccw b6d1cw f5d4ccw b3a4ccw f4d1cw e1a1ccw b1a1ccw f2d4cw e4a4ccw e6d4ccw f1a1ccw b1a1ccw"],
        "Black wins",
    );
    shows(
        &["show", "pentago", "--moves", "a2d4ccw c4d1cw d6a1ccw d5d4ccw a4a4ccw c3a4ccw c4a4cw d5a1ccw e6d1ccw e2a4cw b4d1cw d6d1ccw e5a4ccw a1d1cw f5a4cw e1d4cw d4a1ccw b5a4cw b4a1ccw b6a1cw d3d4cw e3a1cw f3d1cw d4a4ccw e1d4ccw a2d4ccw b3a4cw b1d4ccw c3d4ccw e3a4ccw d3a1cw c6d4ccw"],
        "draw",
    );
    searching_commands_play("pentago", "2");
    let o = alphabeta(
        &["play", "pentago", "--human", "first", "--depth", "1"],
        "b2d4cw\nb2a1ccw\nquit\n",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    for bad in ["b2", "b2e4cw", "b2d4cx", "g7a1cw"] {
        let o = alphabeta(&["perft", "pentago", "1", "--moves", bad], "");
        assert_user_error(&o, bad);
    }
}

/// Go on 3 x 3 and 4 x 4 through the binary: perft from the start against
/// OpenSpiel's counts (`tests/reference/go_small_openspiel.py`), `solve`
/// proves the draw of 3 x 3 with komi 9 (Black's published margin: van der
/// Werf, van den Herik and Uiterwijk, 2003) and answers in words only (a
/// counted game is solved for who wins), in JSON with no distance; every
/// command plays them.
#[test]
fn small_go_boards_through_the_binary() {
    for (game, depth, leaves) in [("go-3x3", "5", "33384"), ("go-4x4", "4", "57984")] {
        let o = alphabeta(&["perft", game, depth], "");
        assert!(o.status.success(), "{game}: {}", stderr(&o));
        assert_eq!(stdout(&o).lines().last(), Some(leaves), "{game}");
    }
    let o = alphabeta(&["solve", "go-3x3", "--start"], "");
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o), "- draw\n");
    // After Black's centre, Black's best: a draw still. After Black's
    // corner, White wins (Black's corner lets White live).
    for (moves, result) in [("B2", "draw"), ("A1", "win")] {
        let o = alphabeta(&["solve", "go-3x3", moves, "--format", "json"], "");
        assert!(o.status.success(), "{}", stderr(&o));
        let record: serde_json::Value = serde_json::from_str(stdout(&o).trim()).unwrap();
        assert_eq!(record["result"], result, "{moves}: {record}");
        assert_eq!(record["plies"], serde_json::Value::Null, "{record}");
    }
    shows(&["show", "go-4x4"], "A  B  C  D");
    for game in ["go-3x3", "go-4x4"] {
        searching_commands_play(game, "2");
    }
}

/// Dots and boxes through the binary: perft from the start and after
/// OpenSpiel's seeded moves against OpenSpiel's counts
/// (`tests/reference/dots_and_boxes_openspiel.py`), `show` writes the
/// position (a box completed, its player to move again), every command
/// plays it, `solve` proves 2 x 2 a first-player win, and bad input is a
/// user's error.
#[test]
fn dots_and_boxes_through_the_binary() {
    for (moves, depth, leaves) in [
        ("", "4", "255024"),
        ("1 3 4 14 8 13 12 10 2 18 20 6 16 23", "3", "720"),
    ] {
        let mut args = vec!["perft", "dots-and-boxes", depth];
        if !moves.is_empty() {
            args.extend(["--moves", moves]);
        }
        let o = alphabeta(&args, "");
        assert!(o.status.success(), "{moves}: {}", stderr(&o));
        assert_eq!(stdout(&o).lines().last(), Some(leaves), "{moves}");
    }
    let start = "000000000000000000000000 R .../.../...";
    shows(&["show", "dots-and-boxes", "--position", start], start);
    shows(
        &["show", "dots-and-boxes", "--moves", "a4-b4 a3-b3 a3-a4 13"],
        "100100000000110000000000 B B../.../...",
    );
    for game in ["dots-and-boxes", "dots-and-boxes-2x2", "dots-and-boxes-5x5"] {
        searching_commands_play(game, "3");
    }
    let o = alphabeta(&["solve", "dots-and-boxes-2x2"], "000000000000 R ../..\n");
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains(" win "), "{}", stdout(&o));
    let o = alphabeta(
        &["play", "dots-and-boxes", "--human", "first", "--depth", "1"],
        "a1-b1\na1-c1\nquit\n",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let o = alphabeta(&["show", "dots-and-boxes", "--moves", "a1-c1"], "");
    assert_user_error(&o, "a1-c1");
    let o = alphabeta(
        &["show", "dots-and-boxes", "--position", "0000 R .../.../..."],
        "",
    );
    assert_user_error(&o, "0000");
}

/// OpenSpiel's action ids, read into the game's own notation (a choice of
/// board as its number, a cell as its name).
fn ultimate_moves(actions: &str) -> String {
    use alphabeta::games::ultimate_tic_tac_toe::{from_openspiel_action, UltimateTicTacToe};
    use alphabeta::runtime::Game;
    let mut p = UltimateTicTacToe::start();
    let mut written = Vec::new();
    for action in actions.split(' ') {
        let mv = from_openspiel_action(&p, action.parse().unwrap()).unwrap();
        written.push(move_to_string(&p, mv));
        p = p.play(mv);
    }
    written.join(" ")
}

/// Ultimate tic-tac-toe through the binary: perft from the start and from
/// OpenSpiel's seed 201 where a player chooses a board, against OpenSpiel's
/// counts (`tests/reference/ultimate_tic_tac_toe_openspiel.py`); a board
/// string with its last move shown and read back; every searching command
/// plays it; solve finds the loss OpenSpiel's minimax finds 4 plies before
/// the end of its seed-101 game; a bad move is refused with exit code 2.
#[test]
fn ultimate_tic_tac_toe_through_the_binary() {
    let game = "ultimate-tic-tac-toe";
    let choice = ultimate_moves(
        "1 5 6 0 4 5 8 4 8 8 7 8 5 3 2 7 0 3 4 6 4 0 2 1 3 6 3 1 7 7 4 1 6 1 4 4 3 0 7 3 7 6 5 0 6",
    );
    for (moves, depth, leaves) in [("", "4", "6336"), (choice.as_str(), "3", "129")] {
        let mut args = vec!["perft", game, depth];
        if !moves.is_empty() {
            args.extend(["--moves", moves]);
        }
        let o = alphabeta(&args, "");
        assert!(o.status.success(), "{moves}: {}", stderr(&o));
        assert_eq!(stdout(&o).lines().last(), Some(leaves), "{moves}");
    }
    let empty = ["........."; 9].join("/");
    shows(&["show", game], &format!("{empty} X"));
    let after = "........./........./........./......O../.....X.../........./........./........./......... X last g6";
    shows(&["show", game, "--moves", "5 f5 g6"], after);
    shows(&["show", game, "--position", after], after);
    searching_commands_play(game, "3");
    let lost = ultimate_moves(
        "3 8 5 7 0 8 3 3 2 7 4 5 8 0 4 3 1 1 8 7 3 4 4 2 3 7 6 3 0 3 4 6 4 0 7 8 8 4 8 2 4 5 1 4 0 5 6 7 5 0 6 1 6 0 5",
    );
    let o = alphabeta(&["solve", game], &format!("{lost}\n"));
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains(" loss"), "{}", stdout(&o));
    // The first move is a choice of board: a cell is refused, typed.
    let o = alphabeta(&["show", game, "--moves", "e5"], "");
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    let o = alphabeta(
        &["play", game, "--human", "first", "--depth", "1"],
        "e5\n10\n5\nquit\n",
    );
    assert!(o.status.success(), "{}", stderr(&o));
}

/// Fox and Geese, a board with holes, through the binary: perft from the
/// start as the plain rules of `tests/fox_and_geese.rs` count it (632 at
/// depth 4); the position string leaves the holes out and reads back;
/// every searching command plays it; a move onto a hole, and a position
/// that writes a row's holes as cells, are refused with exit code 2.
#[test]
fn fox_and_geese_through_the_binary() {
    let game = "fox-and-geese";
    let o = alphabeta(&["perft", game, "4"], "");
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(
        stdout(&o).lines().last(),
        Some(FOX_PERFT_4),
        "{}",
        stdout(&o)
    );
    let start = "ggg/ggg/ggggggg/3F3/7/3/3";
    shows(&["show", game], start);
    shows(&["show", game, "--position", FOX_AFTER], FOX_AFTER);
    searching_commands_play(game, "4");
    for args in [
        &["show", game, "--moves", "d4-a4"][..],
        &["show", game, "--moves", "a1"],
        &["show", game, "--position", "2ggg2/ggg/ggggggg/3F3/7/3/3 f"],
    ] {
        let o = alphabeta(args, "");
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
    }
}

/// Perft 4 of Fox and Geese from the start.
const FOX_PERFT_4: &str = "632";
/// Fox and Geese after `d4d3 d5d4 d3d2 d4d3`, as `show` writes it: the
/// fox on d2 may take the goose on d3.
const FOX_AFTER: &str = "ggg/ggg/ggg1ggg/7/3g3/1F1/3 f";
