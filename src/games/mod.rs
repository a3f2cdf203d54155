//! The catalog: every game here is declared with the DSL (`game!`, or
//! `#[derive(Game)]` on a struct of its own), never written by hand against
//! the runtime trait.
//!
//! Each module is in a build with its family's cargo feature: `in-a-row`
//! (the default), `connection`, `chess`, `shogi`, `xiangqi`, `go`,
//! `draughts`, `tafl` and `classic`, or `full` for all of them (the
//! README's table says which game is in which). A game costs the build its
//! move generator and, with the `cli` feature, every command compiled for
//! it, so a first build that needs one game need not compile sixty.
//!
//! | game | board | rules |
//! |---|---|---|
//! | [`TicTacToe`](tictactoe::TicTacToe) | 3 x 3 | three in a row wins, a full board draws |
//! | [`ConnectFour`](connect_four::ConnectFour) | 7 x 6, gravity | four in a row wins, a full board draws |
//! | [`Gomoku`](gomoku::Gomoku) | 15 x 15 | five or more in a row wins (free-style) |
//! | [`Hex`](hex::Hex), [`Hex9`](hex::Hex9) | hex 11 x 11, 9 x 9 | join your two edges |
//! | [`Nim`](nim::Nim) | up to 8 heaps (derived) | take from one heap; taking the last counter wins |
//! | [`Kalah`](kalah::Kalah) | 6 pits x 4 seeds (derived) | sow; the last seed in your store moves again; most seeds wins |
//! | [`Othello`](othello::Othello) | 8 x 8 | flip the discs you outflank; pass when blocked; more discs wins |
//! | [`Checkers`](checkers::Checkers) | 8 x 8, dark squares | English draughts: mandatory chained jumps, crowning ends the move |
//! | [`Breakthrough`](breakthrough::Breakthrough) | 8 x 8 | pawns race to the far row, capturing diagonally |
//! | [`Amazons`](amazons::Amazons) | 10 x 10 | a queen move, then an arrow that blocks a square for good |
//! | [`Chess`](chess::Chess) | 8 x 8 | chess by the FIDE rules |
//! | [`LosAlamos`](chess::LosAlamos) | 6 x 6 | chess without bishops, castling or double steps |
//! | [`KingOfTheHill`](chess::KingOfTheHill) | 8 x 8 | chess; a king on a centre square wins |
//! | [`Antichess`](chess::Antichess) | 8 x 8 | mandatory captures; lose everything to win |
//! | [`Capablanca`](chess::Capablanca) | 10 x 8 | chess with the archbishop and the chancellor |
//! | [`Grand`](grand::Grand) | 10 x 10 | chess with the chancellor and the archbishop; pawns promote on the last three rows, to kinds already lost |
//! | [`Horde`](horde::Horde) | 8 x 8 | 36 white pawns without a king against the chess army; White loses with no piece left |
//! | [`Makruk`](makruk::Makruk) | 8 x 8 | Thai chess: the met and the khon, pawns on the third row; counting rules draw an unfinished ending |
//! | [`Seirawan`](seirawan::Seirawan) | 8 x 8 | S-chess: a hawk and an elephant in hand, gated onto the cell a back-row piece first leaves |
//! | [`Xiangqi`](xiangqi::Xiangqi), [`Minixiangqi`](xiangqi::Minixiangqi) | 9 x 10, 7 x 7 | cannons hop to capture, lame horses, generals in the palace never face; no move loses |
//! | [`Go`](go::Go), [`Go13`](go::Go13), [`Go19`](go::Go19) | 9 x 9, 13 x 13, 19 x 19 | capture by liberties, simple ko, two passes end; area score, komi 7.5 |
//! | [`Go3`](go::Go3), [`Go4`](go::Go4) | 3 x 3, 4 x 4 | Go with situational superko, komi Black's solved margin (9, 2) |
//! | [`Pente`](pente::Pente) | 19 x 19 | five in a row, or five captured pairs; pairs captured custodially |
//! | [`Connect6`](connect6::Connect6) | 19 x 19 | one stone, then two a turn; six in a row wins |
//! | [`Clobber`](clobber::Clobber) | 6 x 5 | a stone moves only by taking an enemy neighbour; no move loses |
//! | [`LinesOfAction`](lines_of_action::LinesOfAction) | 8 x 8 | a piece moves as many cells as there are pieces on its line; join all yours into one group |
//! | [`RacingKings`](racingkings::RacingKings) | 8 x 8 | no check; the first king on the eighth row wins, unless Black follows at once |
//! | [`Janggi`](janggi::Janggi) | 9 x 10 | Korean chess: cannons hop over anything but cannons, palace diagonals, passes, bikjang; the material count decides what would be drawn |
//! | [`NineMensMorris`](nine_mens_morris::NineMensMorris) | 24 points on 7 x 7 | place nine men, then step along the lines, fly at three; a mill removes an enemy man; two men left loses |
//! | [`Y`](y::Y) | hex triangle of side 19 | join all three sides with one group |
//! | [`Havannah`](havannah::Havannah) | hex hexagon of side 8 | a ring, a bridge (two corners) or a fork (three sides) wins |
//! | [`Tablut`](tablut::Tablut) | 9 x 9 | tafl: men taken between two enemies or against the throne; the king escapes to an edge, is taken by four sides at the throne, by two elsewhere |
//! | [`Brandub`](brandub::Brandub) | 7 x 7 | tafl: the king escapes to a corner, is taken by four sides at the throne, by two elsewhere |
//! | [`Hnefatafl`](hnefatafl::Hnefatafl) | 11 x 11 | tafl by the Copenhagen rules: the king escapes to a corner or an exit fort, is taken by four sides; shieldwalls; encirclement wins for the attackers |
//! | [`Pentago`](pentago::Pentago) | 6 x 6, four 3 x 3 blocks | place a stone, then turn a block a quarter turn; five in a row wins, five for both draws |
//! | [`DotsAndBoxes`](dots_and_boxes::DotsAndBoxes), [`DotsAndBoxes2`](dots_and_boxes::DotsAndBoxes2), [`DotsAndBoxes5`](dots_and_boxes::DotsAndBoxes5) | 3 x 3, 2 x 2, 5 x 5 boxes | draw a line between two dots; completing a box takes it and moves again; more boxes win |
//! | [`InternationalDraughts`](draughts::InternationalDraughts) | 10 x 10, dark squares | FMJD rules: men capture backward, flying kings, the capture of the most pieces is mandatory |
//! | [`RussianDraughts`](russian_draughts::RussianDraughts) | 8 x 8, dark squares | shashki: men capture backward, flying kings, any capture may be chosen; a man crowned during a capture goes on as a king |
//! | [`BrazilianDraughts`](brazilian_draughts::BrazilianDraughts) | 8 x 8, dark squares | the FMJD's rules on 8 x 8: flying kings, the capture of the most pieces is mandatory |
//! | [`FoxAndGeese`](fox_and_geese::FoxAndGeese) | 33-cell cross (7 x 7 without its corners) | the fox jumps geese to take them, in chains; geese step forward or sideways; no move loses |
//! | [`UltimateTicTacToe`](ultimate_tic_tac_toe::UltimateTicTacToe) | 9 x 9, nine small boards | the cell filled sends the opponent to that small board; three small boards in a row win (rules of its own, `when(...)`) |

#[cfg(feature = "classic")]
pub mod amazons;
#[cfg(feature = "classic")]
pub mod breakthrough;
#[cfg(feature = "draughts")]
pub mod checkers;
#[cfg(feature = "chess")]
pub mod chess;
#[cfg(feature = "classic")]
pub mod clobber;
#[cfg(feature = "in-a-row")]
pub mod connect6;
#[cfg(feature = "in-a-row")]
pub mod connect_four;
#[cfg(feature = "go")]
pub mod go;
#[cfg(feature = "in-a-row")]
pub mod gomoku;
#[cfg(feature = "chess")]
pub mod grand;
#[cfg(feature = "connection")]
pub mod hex;
#[cfg(feature = "chess")]
pub mod horde;
#[cfg(feature = "xiangqi")]
pub mod janggi;
#[cfg(feature = "classic")]
pub mod kalah;
#[cfg(feature = "classic")]
pub mod lines_of_action;
#[cfg(feature = "chess")]
pub mod makruk;
#[cfg(feature = "classic")]
pub mod nim;
#[cfg(feature = "classic")]
pub mod nine_mens_morris;
#[cfg(feature = "classic")]
pub mod othello;
#[cfg(feature = "in-a-row")]
pub mod pente;
#[cfg(feature = "chess")]
pub mod racingkings;
#[cfg(feature = "chess")]
pub mod seirawan;
#[cfg(feature = "shogi")]
pub mod shogi;
#[cfg(feature = "in-a-row")]
pub mod tictactoe;
#[cfg(feature = "xiangqi")]
pub mod xiangqi;
// Hex boards cut to a triangle and a hexagon.
#[cfg(feature = "connection")]
pub mod havannah;
#[cfg(feature = "connection")]
pub mod y;
// Tafl: custodial captures of pieces.
#[cfg(feature = "tafl")]
pub mod brandub;
#[cfg(feature = "tafl")]
pub mod hnefatafl;
#[cfg(feature = "tafl")]
pub mod tablut;
// Draughts (issue 35).
#[cfg(feature = "draughts")]
pub mod draughts;
// Draughts on 8 x 8: a man crowned during a capture, the majority rule.
#[cfg(feature = "draughts")]
pub mod brazilian_draughts;
#[cfg(feature = "draughts")]
pub mod russian_draughts;
// A turn's second action that turns a block of the board (issue 35).
#[cfg(feature = "in-a-row")]
pub mod pentago;
// Dots and boxes: a board of edges, moving again after a box (issue 35).
#[cfg(feature = "classic")]
pub mod dots_and_boxes;
// Rules of one's own, `when(...)` (issue 35).
#[cfg(feature = "in-a-row")]
pub mod ultimate_tic_tac_toe;
// A cross-shaped board: cells off the board inside a rectangle (issue 35).
#[cfg(feature = "classic")]
pub mod fox_and_geese;
