//! What the checks of Y and Havannah against OpenSpiel share: the finished
//! games of `tests/data/*_games.txt`, their moves packed as cell indices.

use super::openspiel_support::{position, won_as_openspiel_says};
use alphabeta::runtime::{Notation, Outcome};
use core::fmt::Display;

/// A finished game: OpenSpiel's seed, the first player's return and the
/// moves as cell names.
pub type Finished = (u64, i32, String);

/// The moves of a packed game as cell names: each move is the index
/// `column + row * width` of its cell in `digits` hex digits.
fn unpack(width: usize, digits: usize, packed: &str) -> String {
    let names: Vec<String> = packed
        .as_bytes()
        .chunks(digits)
        .map(|chunk| {
            let hex = core::str::from_utf8(chunk).expect("hex digits");
            let cell = usize::from_str_radix(hex, 16).expect("hex digits");
            let col = u8::try_from(cell % width).expect("a small board");
            format!("{}{}", char::from(b'a' + col), cell / width + 1)
        })
        .collect();
    names.join(" ")
}

/// The games of the data file `data` on the board of side `side` (its
/// first field), on a rhombus `width` cells wide, each move in `digits`
/// hex digits.
pub fn games(data: &str, side: usize, width: usize, digits: usize) -> Vec<Finished> {
    data.lines()
        .filter(|line| !line.starts_with('#'))
        .filter_map(|line| {
            let fields: Vec<&str> = line.split(' ').collect();
            let [size, seed, first, moves] = fields[..] else {
                panic!("not a game: {line}");
            };
            (size.parse::<usize>().expect("a side") == side).then(|| {
                (
                    seed.parse().expect("a seed"),
                    first.parse().expect("a return"),
                    unpack(width, digits, moves),
                )
            })
        })
        .collect()
}

/// Each of `games` (`count` of them) ends as OpenSpiel's return says: a
/// win, or a draw where the first player's return is 0.
pub fn winners_are_openspiels<G: Notation + Display>(games: &[Finished], count: usize) {
    assert_eq!(games.len(), count, "the games");
    for (seed, first, moves) in games {
        if *first == 0 {
            let p: G = position(moves);
            assert_eq!(p.outcome(), Some(Outcome::Draw), "seed {seed}: {p}");
        } else {
            won_as_openspiel_says::<G>(*seed, *first, moves);
        }
    }
}

/// The game of `moves`, move by move, against its mirror image played from
/// the start by the mirrored moves: each position's mirror key is its
/// image's key, both have the same outcome, and the key kept move by move
/// is the key computed from scratch.
pub fn mirror_images_agree<G: Notation>(moves: &str) {
    let (mut p, mut image) = (G::start(), G::start());
    assert!(G::MIRROR, "the rules are symmetric");
    for record in moves.split(' ') {
        let mv = G::parse_move(&p, record).unwrap_or_else(|e| panic!("{record}: {e}"));
        p = p.play(mv);
        image = image.play(G::mirror_move(mv));
        assert_eq!(p.mirror_key(), image.hash_key(), "after {record}");
        assert_eq!(image.mirror_key(), p.hash_key(), "after {record}");
        assert_eq!(p.outcome(), image.outcome(), "after {record}");
        assert_eq!(p.hash_key(), p.hash_from_scratch(), "after {record}");
    }
}
