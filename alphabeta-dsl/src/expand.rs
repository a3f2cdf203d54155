//! Runs the phases in order for every game of one `game!` invocation.

use crate::ctxt::Ctxt;
use crate::{check, codegen, fallback, lower, syntax};
use proc_macro2::TokenStream;

/// `game! { ... }` to code: the games, or the errors and stubs.
pub fn games(input: TokenStream) -> TokenStream {
    let mut cx = Ctxt::new();
    let games = syntax::parse_games(input, &mut cx);
    let checked: Vec<_> = games.iter().map(|g| check::check(g, &mut cx)).collect();
    match cx.check() {
        Ok(()) => checked
            .iter()
            .flatten()
            .map(|c| codegen::game(&lower::lower(c)))
            .collect(),
        Err(errors) => {
            let mut out = errors.to_compile_error();
            out.extend(games.iter().map(fallback::stub));
            out
        }
    }
}
