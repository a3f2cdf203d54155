//! The catalog: every game the `alphabeta` command knows, one line each.
//!
//! A subcommand is written once, generically, as a [`Visit`]; [`visit`]
//! calls it with the game a name picks. Adding a game is one line in the
//! `catalog!` invocation below.

// Unused in a build without any family.
#[allow(unused_imports)]
use crate::games;
use crate::runtime::perft::PerftOptions;
use crate::runtime::tune::Features;
use crate::runtime::{BoardView, Cell, Game, Layout, Notation, Side};
use core::fmt;

/// A catalog entry: what `alphabeta list` prints.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    /// The name on the command line, e.g. `connect-four`.
    pub name: &'static str,
    /// One line about the game.
    pub summary: &'static str,
    /// The cargo feature of the game's family, e.g. `in-a-row`: the build
    /// has the game when that feature (or `full`) is on.
    pub family: &'static str,
    /// Whether this build has the game: its family's feature was on.
    pub built: bool,
}

/// The entry called `name`, built or not.
#[must_use]
pub fn entry(name: &str) -> Option<&'static Entry> {
    GAMES.iter().find(|e| e.name == name)
}

/// Whether this build has the catalog game called `name`.
#[must_use]
pub fn built(name: &str) -> bool {
    entry(name).is_some_and(|e| e.built)
}

/// What the command needs of a game beyond the runtime traits.
pub trait CatalogGame: Game + Notation + Features {
    /// The game's command-line name.
    const NAME: &'static str;
    /// How `perft` counts for this game: the conventions of the reference
    /// data's `README.md` (`../shared/reference/`, beside the project).
    const PERFT: PerftOptions;
    /// Draws the position for a person, marking `last` (a move that was
    /// played in `before`), in colour if `colour`.
    fn draw(&self, last: Option<(Self, Self::Move)>, colour: bool) -> String;
}

/// A subcommand, generic over the game.
pub trait Visit {
    /// What the subcommand returns.
    type Output;
    /// Runs it for game `G`.
    fn visit<G: CatalogGame>(self) -> Self::Output;
}

/// The perft convention of most games: a game that ended early counts zero.
pub const PERFT_LEAVES: PerftOptions = PerftOptions {
    bulk: true,
    count_ended: false,
};
/// Aart Bik's othello convention: a game that ended early counts as a leaf.
pub const PERFT_ENDED_IS_LEAF: PerftOptions = PerftOptions {
    bulk: true,
    count_ended: true,
};

macro_rules! catalog {
    ($( $name:literal [$family:literal] => $game:ty, $draw:ident, $perft:expr, $summary:literal; )*) => {
        /// Every game, in the order `alphabeta list` prints them, whether
        /// this build has it or not.
        pub const GAMES: &[Entry] = &[$(
            Entry { name: $name, summary: $summary, family: $family, built: cfg!(feature = $family) }
        ),*];

        /// Runs `visitor` for the game called `name`, or `None` if this
        /// build has no such game (see [`entry`] for whether the catalog
        /// has it in another family).
        pub fn visit<V: Visit>(name: &str, visitor: V) -> Option<V::Output> {
            // Unused in a build without any family.
            let _ = &visitor;
            match name {
                $(
                    #[cfg(feature = $family)]
                    $name => Some(visitor.visit::<$game>()),
                )*
                _ => None,
            }
        }

        $(
            #[cfg(feature = $family)]
            impl CatalogGame for $game {
                const NAME: &'static str = $name;
                const PERFT: PerftOptions = $perft;
                fn draw(&self, last: Option<(Self, Self::Move)>, colour: bool) -> String {
                    $draw(self, last, colour)
                }
            }
        )*
    };
}

catalog! {
    "tic-tac-toe" ["in-a-row"] => games::tictactoe::TicTacToe, draw_grid, PERFT_LEAVES, "three in a row on a 3x3 board";
    "connect-four" ["in-a-row"] => games::connect_four::ConnectFour, draw_grid, PERFT_LEAVES, "four in a row, stones dropped into 7 columns of 6";
    "gomoku" ["in-a-row"] => games::gomoku::Gomoku, draw_grid, PERFT_LEAVES, "five or more in a row on a 15x15 board (free-style)";
    "hex" ["connection"] => games::hex::Hex, draw_grid, PERFT_LEAVES, "join your two edges of an 11x11 rhombus of hexagons";
    "hex-9" ["connection"] => games::hex::Hex9, draw_grid, PERFT_LEAVES, "hex on a 9x9 rhombus";
    "nim" ["classic"] => games::nim::Nim, draw_text, PERFT_LEAVES, "take from one heap; taking the last counter wins (positions: heap sizes, `3 4 5`)";
    "kalah" ["classic"] => games::kalah::Kalah, draw_text, PERFT_LEAVES, "sow 4 seeds a pit around 6 pits a side; the last seed in your store moves again";
    "breakthrough" ["classic"] => games::breakthrough::Breakthrough, draw_grid, PERFT_LEAVES, "race a pawn to the far row of an 8x8 board";
    "checkers" ["draughts"] => games::checkers::Checkers, draw_grid, PERFT_LEAVES, "English draughts: jumps are mandatory and chain, men crown on the far row";
    "othello" ["classic"] => games::othello::Othello, draw_grid, PERFT_ENDED_IS_LEAF, "outflank and flip discs; more discs wins";
    "amazons" ["classic"] => games::amazons::Amazons, draw_grid, PERFT_LEAVES, "move a queen, then shoot an arrow that blocks a square for good";
    "chess" ["chess"] => games::chess::Chess, draw_grid, PERFT_LEAVES, "chess by the FIDE rules (positions: FEN; moves: SAN or UCI)";
    "los-alamos" ["chess"] => games::chess::LosAlamos, draw_grid, PERFT_LEAVES, "chess on 6x6 without bishops, castling or double steps";
    "king-of-the-hill" ["chess"] => games::chess::KingOfTheHill, draw_grid, PERFT_LEAVES, "chess, and a king on a centre square wins";
    "antichess" ["chess"] => games::chess::Antichess, draw_grid, PERFT_LEAVES, "captures are mandatory; lose every piece, or be stalemated, to win";
    "capablanca" ["chess"] => games::chess::Capablanca, draw_grid, PERFT_LEAVES, "chess on 10x8 with the archbishop and the chancellor";
    "3check" ["chess"] => games::chess::ThreeCheck, draw_grid, PERFT_LEAVES, "chess, and the third check wins (positions: FEN with the checks left, `3+3`)";
    "5check" ["chess"] => games::chess::FiveCheck, draw_grid, PERFT_LEAVES, "chess, and the fifth check wins";
    "atomic" ["chess"] => games::chess::Atomic, draw_grid, PERFT_LEAVES, "captures explode, taking every piece but pawns around them; explode the enemy king to win";
    "crazyhouse" ["chess"] => games::chess::Crazyhouse, draw_grid, PERFT_LEAVES, "chess, and captured pieces come back as drops (positions: FEN with the hands in brackets; drops: P@e4)";
    "loop" ["chess"] => games::chess::Loop, draw_grid, PERFT_LEAVES, "crazyhouse where a captured piece keeps its promotion";
    "chessgi" ["chess"] => games::chess::Chessgi, draw_grid, PERFT_LEAVES, "loop chess, and pawns may be dropped on the first row";
    "pocketknight" ["chess"] => games::chess::PocketKnight, draw_grid, PERFT_LEAVES, "chess, and each player holds a knight to drop once";
    "shogi" ["shogi"] => games::shogi::Shogi, draw_grid, PERFT_LEAVES, "Japanese chess: captures go to the hand and come back as drops (positions: Fairy-Stockfish's FEN; moves: h2h8+, P@e5)";
    "minishogi" ["shogi"] => games::shogi::Minishogi, draw_grid, PERFT_LEAVES, "shogi on 5x5";
    "judkins" ["shogi"] => games::shogi::Judkins, draw_grid, PERFT_LEAVES, "shogi on 6x6, with a knight";
    "gorogoro" ["shogi"] => games::shogi::Gorogoro, draw_grid, PERFT_LEAVES, "shogi on 5x6 with kings, golds, silvers and pawns";
    "euroshogi" ["shogi"] => games::shogi::Euroshogi, draw_grid, PERFT_LEAVES, "shogi on 8x8; every promotion is mandatory";
    "grand" ["chess"] => games::grand::Grand, draw_grid, PERFT_LEAVES, "Grand chess on 10x10: chancellor and archbishop; pawns promote on the last three rows, only to a kind already lost (positions: Fairy-Stockfish's FEN)";
    "horde" ["chess"] => games::horde::Horde, draw_grid, PERFT_LEAVES, "36 white pawns and no king against the chess army: checkmate Black's king, or take every white piece";
    "makruk" ["chess"] => games::makruk::Makruk, draw_grid, PERFT_LEAVES, "Thai chess: mets and khons, pawns promote on the sixth row; counting rules draw an ending not won in time (positions: Fairy-Stockfish's FEN, the count in place of en passant and the clock)";
    "seirawan" ["chess"] => games::seirawan::Seirawan, draw_grid, PERFT_LEAVES, "S-chess: a hawk and an elephant in hand, gated onto the cell a back-row piece first leaves (positions: Fairy-Stockfish's FEN, the gates after the castling letters; moves: b1c3h)";
    "xiangqi" ["xiangqi"] => games::xiangqi::Xiangqi, draw_grid, PERFT_LEAVES, "Chinese chess: cannons hop to capture, horses and elephants can be blocked, generals keep to the palace and never face (positions: Fairy-Stockfish's FEN; moves: h2e2)";
    "minixiangqi" ["xiangqi"] => games::xiangqi::Minixiangqi, draw_grid, PERFT_LEAVES, "xiangqi on 7x7 without advisors or elephants";
    "go" ["go"] => games::go::Go, draw_grid, PERFT_LEAVES, "Go on 9x9: capture by liberties, simple ko, area score, komi 7.5 (moves: D4, pass)";
    "go-13" ["go"] => games::go::Go13, draw_grid, PERFT_LEAVES, "Go on 13x13";
    "go-19" ["go"] => games::go::Go19, draw_grid, PERFT_LEAVES, "Go on 19x19";
    "go-3x3" ["go"] => games::go::Go3, draw_grid, PERFT_LEAVES, "Go on 3x3 with superko and komi 9, Black's margin: solve proves the draw";
    "go-4x4" ["go"] => games::go::Go4, draw_grid, PERFT_LEAVES, "Go on 4x4 with superko and komi 2, Black's margin (van der Werf)";
    "pente" ["in-a-row"] => games::pente::Pente, draw_grid, PERFT_LEAVES, "five in a row on 19x19, or capture five pairs by enclosing them (positions: board, player, `captured 2 4`)";
    "connect6" ["in-a-row"] => games::connect6::Connect6, draw_grid, PERFT_LEAVES, "six in a row on 19x19; one stone first, then two a turn, written as one record (j10k11)";
    "clobber" ["classic"] => games::clobber::Clobber, draw_grid, PERFT_LEAVES, "a stone moves only by taking an enemy neighbour, on 6x5 as OpenSpiel plays it; no move loses (moves: a1b1)";
    "lines-of-action" ["classic"] => games::lines_of_action::LinesOfAction, draw_grid, PERFT_LEAVES, "move as many cells as there are pieces on the line, over your own pieces; join all yours into one group (moves: b1-d3, c1xa3)";
    "racing-kings" ["chess"] => games::racingkings::RacingKings, draw_grid, PERFT_LEAVES, "no move may give check; the first king on the eighth row wins, but when White's arrives first Black may still draw by arriving at once";
    "janggi" ["xiangqi"] => games::janggi::Janggi, draw_grid, PERFT_LEAVES, "Korean chess: cannons hop over anything but cannons, palace diagonals, passes and bikjang; the material count decides what would be drawn (positions: Fairy-Stockfish's FEN; moves: h1g3, pass)";
    "nine-mens-morris" ["classic"] => games::nine_mens_morris::NineMensMorris, draw_text, PERFT_LEAVES, "place nine men, then step along the lines, fly at three; a mill removes an enemy man, two men left lose, as OpenSpiel plays it (moves: d1, a1-d1, xd7)";
    "y" ["connection"] => games::y::Y, draw_grid, PERFT_LEAVES, "join all three sides of a triangle of hexes, 19 a side, with one group";
    "havannah" ["connection"] => games::havannah::Havannah, draw_grid, PERFT_LEAVES, "a ring, a bridge (two corners) or a fork (three sides) on a hexagon of hexes, 8 a side; a full board draws";
    "tablut" ["tafl"] => games::tablut::Tablut, draw_grid, PERFT_LEAVES, "Linnaeus' tafl on 9x9 as aagenielsen.dk plays it: enclose men between two, take the king by four sides at the throne, escape to an edge (moves: e3-c3)";
    "brandub" ["tafl"] => games::brandub::Brandub, draw_grid, PERFT_LEAVES, "the Irish tafl on 7x7 as Ludii plays it: enclose men between two, take the king by four sides at the throne, escape to a corner (moves: d2-b2)";
    "hnefatafl" ["tafl"] => games::hnefatafl::Hnefatafl, draw_grid, PERFT_LEAVES, "tafl on 11x11 by the Copenhagen rules: take the king by four sides or encircle his side, escape to a corner or an exit fort, shieldwalls (moves: d1-d4)";
    "international-draughts" ["draughts"] => games::draughts::InternationalDraughts, draw_grid, PERFT_LEAVES, "FMJD rules on 10x10: men capture backward, kings fly, the capture of the most pieces is mandatory (positions: PDN FEN; moves: 32-28, 28x19x10)";
    "pentago" ["in-a-row"] => games::pentago::Pentago, draw_grid, PERFT_LEAVES, "place a stone on 6x6, then turn one of the four 3x3 blocks a quarter turn; five in a row wins, five for both draws, as OpenSpiel plays it (moves: b2d4cw, the block by its lowest-left cell)";
    "dots-and-boxes" ["classic"] => games::dots_and_boxes::DotsAndBoxes, draw_text, PERFT_LEAVES, "draw a line between two dots; completing a box takes it and moves again; more boxes win, on 3x3 boxes as OpenSpiel plays it (moves: a1-b1, or OpenSpiel's 0 and P1(h,0,0))";
    "dots-and-boxes-2x2" ["classic"] => games::dots_and_boxes::DotsAndBoxes2, draw_text, PERFT_LEAVES, "dots and boxes on 2x2 boxes, OpenSpiel's default size";
    "dots-and-boxes-5x5" ["classic"] => games::dots_and_boxes::DotsAndBoxes5, draw_text, PERFT_LEAVES, "dots and boxes on 5x5 boxes";
    "ultimate-tic-tac-toe" ["in-a-row"] => games::ultimate_tic_tac_toe::UltimateTicTacToe, draw_grid, PERFT_LEAVES, "nine small tic-tac-toe boards; the cell filled sends the opponent to that small board, three small boards in a row win, as OpenSpiel plays it (moves: a choice of board 1-9, then cells: 5 e5)";
    "russian-draughts" ["draughts"] => games::russian_draughts::RussianDraughts, draw_grid, PERFT_LEAVES, "shashki on 8x8: men capture backward, kings fly, any capture may be chosen, a man crowned during a capture goes on as a king (positions: PDN FEN; moves: 22-18, 22x15x8)";
    "brazilian-draughts" ["draughts"] => games::brazilian_draughts::BrazilianDraughts, draw_grid, PERFT_LEAVES, "the FMJD's rules on 8x8: men capture backward, kings fly, the capture of the most pieces is mandatory (positions: PDN FEN; moves: 22-18, 22x15x8)";
    "fox-and-geese" ["classic"] => games::fox_and_geese::FoxAndGeese, draw_grid, PERFT_LEAVES, "the fox jumps geese to take them, in chains, on the 33-cell cross; 13 geese step forward or sideways to pen it in; no move loses (moves: d4-d3, d4xd6)";
}

/// The name in [`GAMES`] nearest to `name`, for "did you mean".
#[must_use]
pub fn suggest(name: &str) -> Option<&'static str> {
    GAMES
        .iter()
        .map(|e| (edit_distance(name, e.name), e.name))
        .filter(|&(d, n)| d <= 2.max(n.len() / 3))
        .min()
        .map(|(_, n)| n)
}

/// Levenshtein distance, for suggestions.
#[must_use]
pub fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let above = row[j + 1];
            row[j + 1] = (above + 1)
                .min(row[j] + 1)
                .min(diagonal + usize::from(ca != cb));
            diagonal = above;
        }
    }
    row[b.len()]
}

/// Draws a game through its [`fmt::Display`], for games that are not grids.
pub fn draw_text<G: Game + fmt::Display>(
    position: &G,
    _last: Option<(G, G::Move)>,
    _colour: bool,
) -> String {
    position.to_string()
}

const RESET: &str = "\x1b[0m";
const HIGHLIGHT: &str = "\x1b[7m";
const SIDE_COLOUR: [&str; 2] = ["\x1b[1;31m", "\x1b[1;33m"];
const DIM: &str = "\x1b[2m";

/// Draws a grid game with coordinates, Unicode stones, colour when asked,
/// and the cells of the last move marked (reverse video in colour,
/// brackets without).
pub fn draw_grid<G: BoardView>(position: &G, last: Option<(G, G::Move)>, colour: bool) -> String {
    let mut marked = [(usize::MAX, usize::MAX); 4];
    let marks = match last {
        Some((before, mv)) => before.move_cells(mv, &mut marked),
        None => 0,
    };
    let is_marked = |f: usize, r: usize| marked[..marks].contains(&(f, r));
    let (files, ranks) = (position.files(), position.ranks());
    let label_width = (0..ranks)
        .map(|r| position.rank_label(r).len())
        .max()
        .unwrap_or(1);
    // A hex board leans: each rank half a cell right of the one below, so
    // a cell's six neighbours are the six cells around it. Its cells are
    // two characters wide, the last move marked `[x]` across the spaces
    // either side, as OpenSpiel draws them.
    let hex = G::LAYOUT == Layout::Hex;
    let mut out = String::new();
    for rank in (0..ranks).rev() {
        let indent = if hex { rank } else { 0 };
        out.push_str(&format!(
            "{:>label_width$} {}",
            position.rank_label(rank),
            " ".repeat(indent)
        ));
        // Whether the cell just drawn was marked, for a hex board's `]`.
        let mut closing = false;
        for file in 0..files {
            // Off a hex triangle or hexagon: a blank as wide as a cell.
            if !position.on_board(file, rank) {
                if colour {
                    out.push_str("  ");
                } else if hex {
                    out.push(if closing { ']' } else { ' ' });
                    out.push(' ');
                } else {
                    out.push_str("   ");
                }
                closing = false;
                continue;
            }
            let (glyph, side) = match position.cell(file, rank) {
                Cell::Empty => ('·', None),
                Cell::Stone(side) => (if side == Side::First { '●' } else { '○' }, Some(side)),
                Cell::Piece(side, symbol) => (symbol, Some(side)),
                Cell::Blocked => ('■', None),
            };
            let mark = is_marked(file, rank);
            if colour {
                let style = match side {
                    Some(s) => SIDE_COLOUR[s.index()],
                    None if glyph == '·' => DIM,
                    None => "",
                };
                let hl = if mark { HIGHLIGHT } else { "" };
                out.push_str(&format!("{hl}{style}{glyph}{RESET} "));
            } else if hex {
                out.push(match (mark, closing) {
                    (true, _) => '[',
                    (false, true) => ']',
                    (false, false) => ' ',
                });
                out.push(glyph);
                closing = mark;
            } else if mark {
                out.push_str(&format!("[{glyph}]"));
            } else {
                out.push_str(&format!(" {glyph} "));
            }
        }
        if closing {
            out.push(']');
        }
        // The hands beside the board: the second player's by the top row,
        // the first player's by the bottom one, as shogi diagrams have them.
        if G::HANDS && (rank == ranks - 1 || rank == 0) {
            let side = if rank == 0 { Side::First } else { Side::Second };
            out.push_str(&format!("   hand {}", position.hand(side)));
        }
        out.push('\n');
    }
    out.push_str(&" ".repeat(label_width + 1));
    for file in 0..files {
        let label = position.file_label(file);
        if colour {
            out.push_str(&format!("{label:<2}"));
        } else if hex {
            out.push_str(&format!(" {label}"));
        } else {
            out.push_str(&format!("{label:^3}"));
        }
    }
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tests_build_every_family_and_full_names_each() {
        // The tests see the whole catalog (the crate's dev-dependency on
        // itself turns `full` on).
        assert!(GAMES.iter().all(|e| e.built));
        let manifest = include_str!("../Cargo.toml");
        let full = manifest
            .lines()
            .find(|l| l.starts_with("full = ["))
            .expect("Cargo.toml has a `full` feature");
        for entry in GAMES {
            assert!(
                full.contains(&format!("\"{}\"", entry.family)),
                "{}",
                entry.family
            );
        }
        assert_eq!(entry("connect-four").map(|e| e.family), Some("in-a-row"));
        assert!(entry("connect-5").is_none());
    }

    #[test]
    fn edit_distance_counts_single_edits() {
        assert_eq!(edit_distance("conect-four", "connect-four"), 1);
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(edit_distance("hex", "hex"), 0);
    }
}
