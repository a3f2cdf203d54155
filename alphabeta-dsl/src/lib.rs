//! The `game!` language of alphabeta, as a library: the `alphabeta-macros`
//! crate is a thin wrapper around [`game`] and [`derive_game`].
//!
//! Keeping the pipeline out of the proc-macro crate lets it be tested and
//! benchmarked like any library, on `proc_macro2` tokens.
//!
//! The phases run in order, one module each, each a plain function of the
//! last one's output:
//!
//! 1. `syntax`: parse the tokens into a tree that keeps every span, after
//!    `split` has cut the declaration into sections;
//! 2. `check`: every rule a declaration must obey, every error collected
//!    (`ctxt`), and the names resolved (zones and setups to cells);
//! 3. `lower`: the checked declaration to the owned `ir`, which cannot fail;
//! 4. `codegen`: the IR, and nothing else, to the position type and its
//!    trait impls.
//!
//! `vocab` holds every keyword and word of the language, once, with the
//! enums they parse into; the syntax tree and the IR both use it, and
//! neither depends on the other. After an error, `fallback` emits the errors
//! and a stub of the type, so the rest of the user's crate does not fail in
//! cascade. `derive` is the second front end, `#[derive(Game)]`, on the same
//! splitter, vocabulary, checks and code generator.

//! # Adding a keyword
//!
//! A new section keyword (say `royal:`) touches exactly these places, in
//! the order the phases run:
//!
//! 1. **The registry**, `vocab.rs`: the word in the `Section` table and its
//!    rule in `SECTIONS` (named or not, required or not, accepted by the
//!    derive or not); the words its values use, in a `words!` table of
//!    their own. The parser, the duplicate and missing-section checks, "did
//!    you mean", the derive and the test against the language reference
//!    (`alphabeta-macros/tests/reference.rs`) all read these tables, so
//!    the word also goes into the grammar of `doc/game.md`.
//! 2. **One parser function**, in `syntax/`: `fn royal_section(...) ->
//!    Body`, called from `parse_section`'s `match` on the keyword, and the
//!    `Body` variant it returns.
//! 3. **One check**, in `check/`: a function with a one-line why, which
//!    reports every mistake the new words allow and resolves any name they
//!    hold, and the field of `Parts` that finds the section.
//! 4. **The IR**, in `ir/`: the field that says what the section means, with
//!    no syntax left in it, filled in by `lower/`.
//! 5. **One emitter**, in `codegen/`: the function that writes the code the
//!    section asks for, reading only the IR.
//!
//! A new word inside an existing section is one row of a `words!` table and
//! one arm of the `match` that reads it.

mod check;
mod codegen;
mod ctxt;
mod derive;
mod expand;
mod fallback;
mod ir;
mod lower;
mod split;
mod suggest;
mod syntax;
mod vocab;

use proc_macro2::TokenStream;

/// The expansion of `game! { ... }`: the games, or the errors and stubs.
#[must_use]
pub fn game(input: TokenStream) -> TokenStream {
    expand::games(input)
}

/// Every word of the `game!` language with what it is (`("line", "end
/// condition")`, ...), read from the one table the parser reads: for the
/// test that holds the language reference to the parser, and for tools.
#[must_use]
pub fn vocabulary() -> Vec<(&'static str, &'static str)> {
    vocab::all_words()
}

/// Every key a `#[derive(Game)]` attribute accepts, then every mark of its
/// fields.
#[must_use]
pub fn derive_vocabulary() -> Vec<&'static str> {
    let mut words = vocab::derive_keys();
    words.extend(vocab::Mark::WORDS);
    words
}

/// The expansion of `#[derive(Game)]` on `input`, the item it is on.
#[must_use]
pub fn derive_game(input: TokenStream) -> TokenStream {
    derive::expand(input)
}
