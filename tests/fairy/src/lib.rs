//! Fairy-Stockfish's built-in variants that `game!` can declare, each in
//! its own module named after the variant's `UCI_Variant` name (`-` becomes
//! `_`), declared with the language's words only. `tests/perft.rs` checks
//! every one by perft against counts from pyffish; the table of all 121
//! variants is `alphabeta-macros/doc/fairy-stockfish.md`.

pub mod almost;
pub mod amazon;
pub mod amazons;
pub mod antichess;
pub mod berolina;
pub mod breakthrough;
pub mod capablanca;
pub mod centaur;
pub mod chancellor;
pub mod chaturanga;
pub mod chess;
pub mod clobber;
pub mod clobber10;
pub mod embassy;
pub mod fairy;
pub mod flipello;
pub mod flipello10;
pub mod fox_and_hounds;
pub mod gardner;
pub mod georgian;
pub mod gothic;
pub mod hoppelpoppel;
pub mod kingofthehill;
pub mod knightmate;
pub mod losalamos;
pub mod misere;
pub mod modern;
pub mod newzealand;
pub mod nocastle;
pub mod normal;
pub mod okisakishogi;
pub mod raazuvaa;
pub mod tencubed;
pub mod torpedo;

pub mod gustav3;
pub mod nightrider;
pub mod omicron;

pub mod capahouse;
pub mod checkshogi;
pub mod chessgi;
pub mod crazyhouse;
pub mod dragon;
pub mod euroshogi;
pub mod gorogoro;
pub mod judkins;
pub mod r#loop;
pub mod mini;
pub mod minishogi;
pub mod pocketknight;
pub mod shogi;
pub mod yarishogi;

pub mod legan;
pub mod pawnback;
pub mod pawnsideways;

pub mod grasshopper;
pub mod manchu;
pub mod minixiangqi;
pub mod paradigm;
pub mod shako;
pub mod troitzky;
pub mod xiangqi;

pub mod atomic;
pub mod courier;
pub mod isolation;
pub mod isolation7x7;
pub mod joust;
pub mod shatranj;
pub mod snailtrail;
pub mod threekings;

pub mod ai_wok;
pub mod armageddon;
pub mod asean;
pub mod caparandom;
pub mod chigorin;
pub mod codrus;
pub mod extinction;
pub mod fischerandom;
pub mod giveaway;
pub mod grand;
pub mod horde;
pub mod janus;
pub mod kinglet;
pub mod makpong;
pub mod makruk;
pub mod opulent;
pub mod perfect;
pub mod sortofalmost;

pub mod coregal;
pub mod janggi;
pub mod janggicasual;
pub mod janggitraditional;
pub mod jesonmor;
pub mod nocheckatomic;
pub mod racingkings;
pub mod seirawan;
pub mod shouse;
pub mod spartan;

pub mod atomar;
pub mod dobutsu;
pub mod losers;
pub mod petrified;
pub mod shoshogi;
pub mod suicide;
pub mod wolf;
