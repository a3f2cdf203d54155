//! Runs the phases in order for every game of one `game!` invocation.

use crate::ctxt::Ctxt;
use crate::{ast, codegen, fallback, lower, validate};
use proc_macro2::TokenStream;

/// `game! { ... }` to code: the games, or the errors and stubs.
pub fn games(input: TokenStream) -> TokenStream {
    let mut cx = Ctxt::new();
    let games = ast::parse_games(input, &mut cx);
    for game in &games {
        validate::validate(game, &mut cx);
    }
    match cx.check() {
        Ok(()) => games
            .iter()
            .map(|game| codegen::game(game, &lower::rules(game)))
            .collect(),
        Err(errors) => {
            let mut out = errors.to_compile_error();
            out.extend(games.iter().map(fallback::stub));
            out
        }
    }
}
