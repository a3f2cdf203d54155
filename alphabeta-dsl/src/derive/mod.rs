//! `#[derive(Game)]`: the same front end as `game!`, for a struct the user
//! brings.
//!
//! 1. `attr`: read the struct, its `#[game(...)]` keys (split by the same
//!    splitter as `game!`) and its fields' marks;
//! 2. `check`: the rules a derived game must obey, errors collected in the
//!    shared `Ctxt`, misspellings answered by the shared `suggest`;
//! 3. a board described in the rule language goes through `game!`'s own
//!    parse, check, lower and codegen, as the type of the field that
//!    holds it;
//! 4. `codegen`: the `Game` impl, through `game!`'s `GameImpl`, and `Notation`.

mod attr;
mod check;
mod codegen;

use crate::ctxt::Ctxt;
use crate::syntax::{self, GameDef};
use crate::vocab::Mark;
use crate::{fallback, lower};
use attr::DeriveDef;
use proc_macro2::TokenStream;
use quote::quote;

/// The derive's output: the impls, or the errors and stubs.
pub fn expand(input: TokenStream) -> TokenStream {
    let mut cx = Ctxt::new();
    let Some(def) = attr::parse(input, &mut cx) else {
        return cx
            .check()
            .err()
            .map(|e| e.to_compile_error())
            .unwrap_or_default();
    };
    check::check(&def, &mut cx);
    let board = declared_board(&def, &mut cx);
    let lowered = board
        .as_ref()
        .and_then(|b| crate::check::check(b, &mut cx).map(|c| lower::lower(&c)));
    match cx.check() {
        Ok(()) => {
            let board = lowered.map(|b| crate::codegen::game(&b));
            let game = codegen::derive(&def);
            quote!(#board #game)
        }
        Err(errors) => {
            let mut out = errors.to_compile_error();
            out.extend(board.as_ref().map(fallback::stub));
            // A struct that allocates can never be `Copy`, so not a `Game`
            // either, even as a stub: rustc would only repeat the error.
            if check::allocations(&def).is_empty() {
                out.extend(stub(&def));
            }
            out
        }
    }
}

/// The board the attribute describes in the rule language, parsed by
/// `game!`'s front end as if written
/// `game! { Grid { board: ..., moves: ..., win: ... } }`, where `Grid` is
/// the type of the field marked `board`.
fn declared_board(def: &DeriveDef, cx: &mut Ctxt) -> Option<GameDef> {
    let field = def.marked(Mark::Board)?;
    let ty = check::board_type_name(field)?;
    if !def.keys.has_rules() {
        return None;
    }
    let mut sections = def.keys.board_rules.clone();
    if let Some((first, second)) = &def.keys.players {
        sections.push(quote!(players: #first, #second));
    }
    let vis = &def.vis;
    let doc = format!(
        " The board of [`{}`], declared by its `#[game(...)]` rules.",
        def.name
    );
    let tokens = quote! {
        #[doc = #doc]
        #vis #ty { #(#sections),* }
    };
    syntax::parse_games(tokens, cx).pop()
}

/// After an error: the traits exist, so code that uses the game reports
/// nothing more.
fn stub(def: &DeriveDef) -> TokenStream {
    let name = &def.name;
    let (impl_g, ty_g, where_c) = def.generics.split_for_impl();
    let move_type = match &def.keys.move_type {
        Some(t) => quote!(#t),
        None => quote!(u8),
    };
    let unreachable = quote! { ::core::unreachable!("the #[derive(Game)] has errors") };
    quote! {
        const _: () = {
            use ::alphabeta::runtime::{Game, MoveList, Notation, NotationError};
            impl #impl_g Game for #name #ty_g #where_c {
                type Move = #move_type;
                type Moves = MoveList<#move_type, 1>;
                fn start() -> Self { #unreachable }
                fn side_to_move(&self) -> ::alphabeta::runtime::Side { #unreachable }
                fn outcome(&self) -> ::core::option::Option<::alphabeta::runtime::Outcome> { #unreachable }
                fn generate(&self, _: &mut Self::Moves) { #unreachable }
                fn play(&self, _: #move_type) -> Self { #unreachable }
                fn hash_key(&self) -> u64 { #unreachable }
                fn hash_from_scratch(&self) -> u64 { #unreachable }
            }
            impl #impl_g Notation for #name #ty_g #where_c {
                fn parse_move(_: &Self, _: &str) -> ::core::result::Result<#move_type, NotationError> { #unreachable }
                fn write_move(_: &Self, _: #move_type, _: &mut dyn ::core::fmt::Write) -> ::core::fmt::Result { #unreachable }
                fn parse_position(_: &str) -> ::core::result::Result<Self, NotationError> { #unreachable }
                fn write_position(&self, _: &mut dyn ::core::fmt::Write) -> ::core::fmt::Result { #unreachable }
            }
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn expand_str(tokens: TokenStream) -> String {
        expand(tokens).to_string()
    }

    /// Each rule function is named once in the generated code, called
    /// through the runtime's trait that checks its signature, so a missing
    /// or mistyped one gives rustc one error, on the attribute.
    #[test]
    fn every_rule_function_is_named_once() {
        let code = expand_str(quote! {
            #[game(start: my_start, generate: my_moves, play: my_play, outcome: my_outcome,
                   eval: my_eval, hints: my_hints, move: u8, capacity: 6,
                   move notation: my_moves_text, position notation: my_text)]
            struct Kalah { #[game(zobrist)] slots: [u8; 14], to_move: Side, #[game(hash)] hash: u64 }
        });
        assert!(!code.contains("compile_error"), "{code}");
        let calls = |name: &str| code.matches(&format!(":: call ({name}")).count();
        for name in [
            "my_start)",
            "my_moves ,",
            "my_play ,",
            "my_outcome ,",
            "my_eval ,",
            "my_hints ,",
            "my_moves_text :: parse ,",
            "my_moves_text :: write ,",
            "my_text :: parse ,",
            "my_text :: write ,",
        ] {
            assert_eq!(calls(name), 1, "{name} in {code}");
        }
    }

    /// What the searcher calls allocates nothing: the `Game` impl names no
    /// heap type (notation, at the API edge, may).
    #[test]
    fn the_game_impl_never_allocates() {
        let code = expand_str(quote! {
            #[game(start: s, generate: g, play: p, outcome: o, move: u8, capacity: 6)]
            struct Kalah { #[game(zobrist)] slots: [u8; 14], count: u8, to_move: Side, #[game(hash)] hash: u64 }
        });
        let game = &code[..code.find("Notation for Kalah").expect("a Notation impl")];
        assert!(game.contains("Game for Kalah"), "{game}");
        for heap in ["Vec", "String", "Box", "format !", "to_string", "vec !"] {
            assert!(!game.contains(heap), "{heap} in {game}");
        }
    }

    /// A board in the rule language is declared by `game!`'s generator, and
    /// its mistakes are found by `game!`'s checks.
    #[test]
    fn a_board_goes_through_the_game_front_end() {
        let code = expand_str(quote! {
            #[game(board: 3 x 3, moves: place, win: line(3), draw: full, start: s)]
            pub struct Short { #[game(board)] grid: Grid, plies_left: u8 }
        });
        assert!(code.contains("pub struct Grid"), "{code}");
        assert!(code.contains("Game for Short"), "{code}");
        let code = expand_str(quote! {
            #[game(board: 3 x 3, moves: plase, win: line(4), draw: full, start: s)]
            pub struct Short { #[game(board)] grid: Grid, plies_left: u8 }
        });
        assert!(
            code.contains("unknown move `plase`, did you mean `place`?"),
            "{code}"
        );
        assert!(
            code.contains("`line(4)` can never fit on a 3 x 3 board"),
            "{code}"
        );
        // The stubs keep the rest of the user's code free of cascades.
        assert!(code.contains("struct Grid") && code.contains("Game for Short"));
    }
}
