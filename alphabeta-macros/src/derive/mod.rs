//! `#[derive(Game)]`: the same front end as `game!`, for a struct the user
//! brings.
//!
//! 1. `attr`: read the struct, its `#[game(...)]` keys and its fields' marks;
//! 2. `check`: the rules a derived game must obey, errors collected in the
//!    shared `Ctxt`, misspellings answered by the shared `suggest`;
//! 3. a board described in the rule language goes through `game!`'s own
//!    `ast`, `validate`, `lower` and `codegen`, as the type of the field
//!    that holds it;
//! 4. `codegen`: the `Game` impl, through `game!`'s `GameImpl`, and `Notation`.

mod attr;
mod check;
mod codegen;

use crate::ast::{self, GameDef};
use crate::ctxt::Ctxt;
use crate::{fallback, lower, validate};
use attr::{DeriveDef, Key, Value};
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
    match cx.check() {
        Ok(()) => {
            let board = board.map(|b| crate::codegen::game(&b, &lower::rules(&b)));
            let game = codegen::derive(&def);
            quote!(#board #game)
        }
        Err(errors) => {
            let mut out = errors.to_compile_error();
            out.extend(board.as_ref().map(fallback::stub));
            out.extend(stub(&def));
            out
        }
    }
}

/// The board the attribute describes in the rule language, parsed and
/// validated by `game!`'s front end as if written
/// `game! { Grid { board: ..., moves: ..., win: ... } }`, where `Grid` is
/// the type of the field marked `board`.
fn declared_board(def: &DeriveDef, cx: &mut Ctxt) -> Option<GameDef> {
    let field = def.marked("board")?;
    let ty = check::board_type_name(field)?;
    if !def.has_rules() {
        return None;
    }
    let mut sections: Vec<TokenStream> = def
        .keys
        .iter()
        .filter_map(|k| match &k.value {
            Value::Rule(tokens) => Some(tokens.clone()),
            _ => None,
        })
        .collect();
    if let Some(Key {
        value: Value::Players(first, second),
        ..
    }) = def.key("players")
    {
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
    let game = ast::parse_games(tokens, cx).pop()?;
    validate::validate(&game, cx);
    Some(game)
}

/// After an error: the traits exist, so code that uses the game reports
/// nothing more.
fn stub(def: &DeriveDef) -> TokenStream {
    let name = &def.name;
    let (impl_g, ty_g, where_c) = def.generics.split_for_impl();
    let move_type = match def.key("move") {
        Some(Key {
            value: Value::Type(t),
            ..
        }) => quote!(#t),
        _ => quote!(u8),
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
