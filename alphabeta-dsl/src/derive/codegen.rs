//! Codegen: the checked struct to its `Game` and `Notation` impls, through
//! the same `GameImpl` as `game!`.
//!
//! Every rule function is named once in the generated code, called through
//! the runtime's trait for its key (`OutcomeFn`, ...): a missing function is
//! reported by rustc on the path inside `#[game(...)]`, and a wrong
//! signature there too, in the trait's words (the expected signature).
//! Fields whose type must be something (the key a `u64`, the side to move a
//! `Side`, every field's notation) are used through a trait as well, each
//! use spanned at the field's type: rustc reports one error there, however
//! many uses fail.

use super::attr::{DeriveDef, FieldDef};
use super::check;
use crate::codegen::game_impl::GameImpl;
use crate::vocab::{Mark, NoMoves};
use proc_macro2::{Literal, TokenStream};
use quote::{format_ident, quote, quote_spanned};
use syn::spanned::Spanned;

/// The code of one derived game, after a successful check.
pub fn derive(def: &DeriveDef) -> TokenStream {
    let rt = quote!(::alphabeta::runtime);
    let parts = Parts::new(def);
    let (impl_g, ty_g, where_c) = def.generics.split_for_impl();
    let name = &def.name;
    let game = GameImpl {
        header: quote!(impl #impl_g #rt::Game for #name #ty_g #where_c),
        tunable: None,
        move_type: parts.move_type.clone(),
        moves_type: parts.moves_type(),
        start: parts.start(),
        side_to_move: parts.side_to_move(),
        outcome: parts.outcome(),
        generate: parts.generate(),
        hash_key: parts.hash_key(),
        hash_from_scratch: parts.hash_from_scratch(),
        evaluate: parts.evaluate(),
        move_priority: parts.move_priority(),
        no_moves: parts.no_moves(),
        items: parts.play(),
    }
    .emit();
    let notation = parts.notation();
    quote! {
        const _: () = {
            #game
            #notation
        };
    }
}

/// The struct, with what the derive needs of it worked out once.
struct Parts<'a> {
    def: &'a DeriveDef,
    rt: TokenStream,
    move_type: TokenStream,
    to_move: Option<&'a FieldDef>,
    hash: Option<&'a FieldDef>,
    board: Option<&'a FieldDef>,
}

/// A call of the user's function at `path` through the runtime's trait
/// `checked_by` (with its type parameters `params`), which checks its
/// signature.
fn call(checked_by: &str, params: TokenStream, path: &syn::Path, args: TokenStream) -> TokenStream {
    let checked_by = format_ident!("{checked_by}");
    let args = (!args.is_empty()).then(|| quote!(, #args));
    quote!(::alphabeta::runtime::derive::#checked_by::<#params, _>::call(#path #args))
}

/// `<ty as ::alphabeta::runtime::derive::checked_by>`, spanned at the type: a
/// type that does not fit is reported there, once for all its uses.
fn as_trait(ty: &syn::Type, checked_by: &str) -> TokenStream {
    let checked_by = format_ident!("{checked_by}");
    quote_spanned!(ty.span()=> <#ty as ::alphabeta::runtime::derive::#checked_by>)
}

impl<'a> Parts<'a> {
    fn new(def: &'a DeriveDef) -> Self {
        let rt = quote!(::alphabeta::runtime);
        let board = def.marked(Mark::Board);
        let move_type = match &def.keys.move_type {
            Some(t) => quote!(#t),
            None => {
                let ty = board.map(|b| &b.ty);
                quote!(<#ty as #rt::Game>::Move)
            }
        };
        Parts {
            def,
            rt,
            move_type,
            to_move: check::to_move_field(def),
            hash: def.marked(Mark::Hash),
            board,
        }
    }

    /// The board field's name; only called when the rules have one.
    fn board(&self) -> &syn::Ident {
        &self
            .board
            .expect("checked: a game without a rule has a board")
            .ident
    }

    fn moves_type(&self) -> TokenStream {
        let rt = &self.rt;
        let move_type = &self.move_type;
        match &self.def.keys.capacity {
            Some(e) => quote_spanned!(e.span()=> #rt::MoveList<#move_type, { #e }>),
            None => {
                let ty = self.board.map(|b| &b.ty);
                quote!(<#ty as #rt::Game>::Moves)
            }
        }
    }

    fn start(&self) -> TokenStream {
        let path = self
            .def
            .keys
            .start
            .as_ref()
            .expect("checked: `start:` is required");
        let start = call("StartFn", quote!(Self), path, quote!());
        let rehash = self.set_key();
        quote! {
            #[allow(unused_mut)]
            let mut position = #start;
            #rehash
            position
        }
    }

    /// After the position's other fields are set: its key into the `hash`
    /// field, if it has one.
    fn set_key(&self) -> Option<TokenStream> {
        let rt = &self.rt;
        self.hash.map(|h| {
            let (ident, key) = (&h.ident, as_trait(&h.ty, "KeyField"));
            quote!(position.#ident = #key::holding(#rt::Game::hash_from_scratch(&position));)
        })
    }

    fn side_to_move(&self) -> TokenStream {
        let rt = &self.rt;
        match self.to_move {
            Some(f) => {
                let (ident, side) = (&f.ident, as_trait(&f.ty, "SideField"));
                quote!(#side::side(self.#ident))
            }
            None => {
                let board = self.board();
                quote!(#rt::Game::side_to_move(&self.#board))
            }
        }
    }

    fn outcome(&self) -> TokenStream {
        let rt = &self.rt;
        match self.def.keys.outcome.as_ref() {
            Some(path) => call("OutcomeFn", quote!(Self), path, quote!(self)),
            None => {
                let board = self.board();
                quote!(#rt::Game::outcome(&self.#board))
            }
        }
    }

    fn generate(&self) -> TokenStream {
        let rt = &self.rt;
        match self.def.keys.generate.as_ref() {
            Some(path) => call(
                "GenerateFn",
                quote!(Self, <Self as #rt::Game>::Moves),
                path,
                quote!(self, moves),
            ),
            None => {
                let board = self.board();
                quote!(#rt::Game::generate(&self.#board, moves))
            }
        }
    }

    /// The fields the hash covers: all but the key itself, numbered by
    /// their place in the struct.
    fn hashed(&self) -> impl Iterator<Item = (Literal, &'a FieldDef)> + '_ {
        self.def
            .fields
            .iter()
            .enumerate()
            .filter(|(_, f)| self.hash.is_none_or(|h| h.ident != f.ident))
            .map(|(i, f)| (Literal::u64_suffixed(i as u64), f))
    }

    fn hash_from_scratch(&self) -> TokenStream {
        let rt = &self.rt;
        let parts = self.hashed().map(|(n, f)| {
            let ident = &f.ident;
            if f.is(Mark::Board) {
                quote!(#rt::Game::hash_from_scratch(&self.#ident))
            } else if f.is(Mark::Zobrist) {
                quote_spanned! {f.ty.span()=> {
                    let mut key = 0;
                    for (i, item) in self.#ident.iter().enumerate() {
                        key ^= ::alphabeta::runtime::derive::item_key(#n, i, item);
                    }
                    key
                }}
            } else {
                quote_spanned!(f.ty.span()=> ::alphabeta::runtime::derive::field_key(#n, &self.#ident))
            }
        });
        quote!(0 #(^ #parts)*)
    }

    fn hash_key(&self) -> TokenStream {
        match self.hash {
            Some(h) => {
                let (ident, key) = (&h.ident, as_trait(&h.ty, "KeyField"));
                quote!(#key::key(self.#ident))
            }
            None => {
                let rt = &self.rt;
                quote!(#rt::Game::hash_from_scratch(self))
            }
        }
    }

    /// After a move: the key of every field that changed, swapped for its
    /// new one (item by item in `zobrist` arrays).
    fn rehash(&self) -> TokenStream {
        let Some(h) = self.hash else {
            return TokenStream::new();
        };
        let rt = &self.rt;
        let key_field = as_trait(&h.ty, "KeyField");
        let h = &h.ident;
        let updates = self.hashed().map(|(n, f)| {
            let ident = &f.ident;
            if f.is(Mark::Board) {
                quote!(key ^= #rt::Game::hash_key(&self.#ident) ^ #rt::Game::hash_key(&next.#ident);)
            } else if f.is(Mark::Zobrist) {
                quote_spanned! {f.ty.span()=>
                    for (i, (old, new)) in self.#ident.iter().zip(next.#ident.iter()).enumerate() {
                        if old != new {
                            key ^= ::alphabeta::runtime::derive::item_key(#n, i, old) ^ ::alphabeta::runtime::derive::item_key(#n, i, new);
                        }
                    }
                }
            } else {
                quote_spanned! {f.ty.span()=>
                    if next.#ident != self.#ident {
                        key ^= ::alphabeta::runtime::derive::field_key(#n, &self.#ident) ^ ::alphabeta::runtime::derive::field_key(#n, &next.#ident);
                    }
                }
            }
        });
        quote! {
            let mut key = #key_field::key(self.#h);
            #(#updates)*
            next.#h = #key_field::holding(key);
        }
    }

    fn play(&self) -> TokenStream {
        let rt = &self.rt;
        let move_type = &self.move_type;
        let make = match (self.def.keys.play.as_ref(), self.to_move) {
            (Some(path), Some(to_move)) => {
                let turn = call(
                    "PlayFn",
                    quote!(Self, #move_type),
                    path,
                    quote!(&mut next, mv),
                );
                let (tm, side) = (&to_move.ident, as_trait(&to_move.ty, "SideField"));
                let message = format!(
                    "`play` changed `{tm}` itself; return `Turn::Again` or `Turn::Next` instead"
                );
                quote! {
                    let turn = #turn;
                    ::core::debug_assert!(#side::side(next.#tm) == #side::side(self.#tm), #message);
                    if turn == #rt::Turn::Next {
                        next.#tm = #side::holding(#rt::Side::opponent(#side::side(self.#tm)));
                    }
                }
            }
            // The board says whose turn it is.
            (Some(path), None) => {
                let play = call(
                    "BoardPlayFn",
                    quote!(Self, #move_type),
                    path,
                    quote!(&mut next, mv),
                );
                quote!(#play;)
            }
            (None, to_move) => {
                let board = self.board();
                let follow = to_move.map(|f| {
                    let (tm, side) = (&f.ident, as_trait(&f.ty, "SideField"));
                    quote!(next.#tm = #side::holding(#rt::Game::side_to_move(&next.#board));)
                });
                quote! {
                    next.#board = #rt::Game::play(&self.#board, mv);
                    #follow
                }
            }
        };
        let rehash = self.rehash();
        quote! {
            #[inline]
            fn play(&self, mv: #move_type) -> Self {
                let mut next = *self;
                #make
                #rehash
                next
            }
        }
    }

    /// `play`, and the optional methods the attribute or the board gives.
    /// The body of `evaluate`: the user's function, or the board's.
    fn evaluate(&self) -> Option<TokenStream> {
        let rt = &self.rt;
        match (self.def.keys.eval.as_ref(), self.board.map(|b| &b.ident)) {
            (Some(path), _) => Some(call("EvalFn", quote!(Self), path, quote!(self))),
            (None, Some(board)) => Some(quote!(#rt::Game::evaluate(&self.#board))),
            (None, None) => None,
        }
    }

    /// The body of `move_priority`: the user's hints, or the board's.
    fn move_priority(&self) -> Option<TokenStream> {
        let rt = &self.rt;
        let move_type = &self.move_type;
        match (self.def.keys.hints.as_ref(), self.board.map(|b| &b.ident)) {
            (Some(path), _) => Some(call(
                "HintsFn",
                quote!(Self, #move_type),
                path,
                quote!(self, mv),
            )),
            (None, Some(board)) => Some(quote!(#rt::Game::move_priority(&self.#board, mv))),
            (None, None) => None,
        }
    }

    /// The body of `no_moves`: a draw if the attribute says so, the board's
    /// rule, or the trait's default (a loss).
    fn no_moves(&self) -> Option<TokenStream> {
        let rt = &self.rt;
        match (self.def.keys.no_moves, self.board.map(|b| &b.ident)) {
            (Some(NoMoves::Draw), _) => Some(quote!(#rt::Outcome::Draw)),
            (None, Some(board)) => Some(quote!(#rt::Game::no_moves(&self.#board))),
            _ => None,
        }
    }

    fn notation(&self) -> TokenStream {
        let rt = &self.rt;
        let def = self.def;
        let name = &def.name;
        let (impl_g, ty_g, where_c) = def.generics.split_for_impl();
        let move_type = &self.move_type;
        let result = quote!(::core::result::Result);
        let fmt = quote!(::core::fmt);
        let (parse_move, write_move) = self.move_notation();
        let rehash = self.set_key();
        let (parse_position, write_position) = match def.keys.position_notation.as_ref() {
            Some(path) => {
                let parse = call(
                    "ParsePositionFn",
                    quote!(Self),
                    &join(path, "parse"),
                    quote!(text),
                );
                let write = call(
                    "WritePositionFn",
                    quote!(Self),
                    &join(path, "write"),
                    quote!(self, out),
                );
                (
                    quote! {
                        #[allow(unused_mut)]
                        let mut position = #parse?;
                        #rehash
                        #result::Ok(position)
                    },
                    write,
                )
            }
            None => self.field_notation(),
        };
        let side_name = match (def.keys.players.as_ref(), self.board) {
            (Some((first, second)), _) => {
                let (first, second) = (first.to_string(), second.to_string());
                Some(quote! {
                    match side {
                        #rt::Side::First => #first,
                        #rt::Side::Second => #second,
                    }
                })
            }
            (_, Some(board)) => {
                let ty = &board.ty;
                Some(quote!(<#ty as #rt::Notation>::side_name(side)))
            }
            _ => None,
        }
        .map(|body| quote!(fn side_name(side: #rt::Side) -> &'static str { #body }));
        let board_words = self.board.map(|b| board_field_notation(&b.ty));
        quote! {
            impl #impl_g #rt::Notation for #name #ty_g #where_c {
                fn parse_move(position: &Self, text: &str) -> #result<#move_type, #rt::NotationError> {
                    #parse_move
                }

                fn write_move(position: &Self, mv: #move_type, out: &mut dyn #fmt::Write) -> #fmt::Result {
                    #write_move
                }

                fn parse_position(text: &str) -> #result<Self, #rt::NotationError> {
                    #parse_position
                }

                fn write_position(&self, out: &mut dyn #fmt::Write) -> #fmt::Result {
                    #write_position
                }

                #side_name
            }

            #board_words
        }
    }

    /// `parse_move` and `write_move`: through the user's module, the board's
    /// notation, or the move type's `FromStr` and `Display`.
    fn move_notation(&self) -> (TokenStream, TokenStream) {
        let rt = &self.rt;
        let def = self.def;
        let move_type = &self.move_type;
        let result = quote!(::core::result::Result);
        match (def.keys.move_notation.as_ref(), self.board) {
            (Some(path), _) => {
                let parse = call(
                    "ParseMoveFn",
                    quote!(Self, #move_type),
                    &join(path, "parse"),
                    quote!(position, text),
                );
                let write = call(
                    "WriteMoveFn",
                    quote!(Self, #move_type),
                    &join(path, "write"),
                    quote!(position, mv, out),
                );
                (
                    // The contract of `parse_move`: a well-formed move that is
                    // not legal here is `IllegalMove`, whatever the module says.
                    quote! {
                        let mv = #parse?;
                        if #rt::notation::legal_moves(position).contains(&mv) {
                            #result::Ok(mv)
                        } else {
                            #result::Err(#rt::NotationError::IllegalMove { token: text.to_string() })
                        }
                    },
                    write,
                )
            }
            (None, Some(board)) => {
                let board = &board.ident;
                (
                    quote!(#rt::Notation::parse_move(&position.#board, text)),
                    quote!(#rt::Notation::write_move(&position.#board, mv, out)),
                )
            }
            (None, None) => {
                let expected = format!(
                    "a move that `{}` reads",
                    move_type.to_string().replace(' ', "")
                );
                let span = def
                    .keys
                    .move_type
                    .as_ref()
                    .map_or(def.name.span(), Spanned::span);
                (
                    quote_spanned! {span=>
                        match <#move_type as ::core::str::FromStr>::from_str(text) {
                            #result::Ok(mv) if #rt::notation::legal_moves(position).contains(&mv) => #result::Ok(mv),
                            #result::Ok(_) => #result::Err(#rt::NotationError::IllegalMove { token: text.to_string() }),
                            #result::Err(_) => #result::Err(#rt::NotationError::BadMove { token: text.to_string(), expected: #expected }),
                        }
                    },
                    quote_spanned! {span=>
                        let _ = position;
                        ::core::write!(out, "{}", mv)
                    },
                )
            }
        }
    }

    /// The default position notation: every field but the key, in order,
    /// as words.
    fn field_notation(&self) -> (TokenStream, TokenStream) {
        let rt = &self.rt;
        let result = quote!(::core::result::Result);
        let inits = self.def.fields.iter().map(|f| {
            let ident = &f.ident;
            if self.hash.is_some_and(|h| h.ident == f.ident) {
                let key = as_trait(&f.ty, "KeyField");
                quote!(#ident: #key::UNSET)
            } else {
                let (text, notation) = (ident.to_string(), as_trait(&f.ty, "FieldNotation"));
                quote!(#ident: #rt::derive::name_field(text, #text, #notation::parse_field(&mut words))?)
            }
        });
        let rehash = self.set_key();
        let parse = quote! {
            let mut words = text.split_whitespace();
            #[allow(unused_mut)]
            let mut position = Self { #(#inits),* };
            #rt::derive::expect_no_more(text, &mut words)?;
            #rehash
            #result::Ok(position)
        };
        let writes = self.hashed().enumerate().map(|(i, (_, f))| {
            let (ident, notation) = (&f.ident, as_trait(&f.ty, "FieldNotation"));
            let space = (i > 0).then(|| quote!(out.write_char(' ')?;));
            quote! {
                #space
                #notation::write_field(&self.#ident, out)?;
            }
        });
        let write = quote! {
            #(#writes)*
            ::core::result::Result::Ok(())
        };
        (parse, write)
    }
}

/// `path::item`.
fn join(path: &syn::Path, item: &str) -> syn::Path {
    let mut path = path.clone();
    let span = path
        .segments
        .last()
        .map_or_else(proc_macro2::Span::call_site, |s| s.ident.span());
    path.segments
        .push(syn::PathSegment::from(syn::Ident::new(item, span)));
    path
}

/// The declared board inside a derived game's default notation: its board
/// string and side to move, two words.
fn board_field_notation(ty: &syn::Type) -> TokenStream {
    let rt = quote!(::alphabeta::runtime);
    quote! {
        impl #rt::derive::FieldNotation for #ty {
            fn write_field(&self, out: &mut dyn ::core::fmt::Write) -> ::core::fmt::Result {
                #rt::Notation::write_position(self, out)
            }

            fn parse_field(
                words: &mut dyn ::core::iter::Iterator<Item = &str>,
            ) -> ::core::result::Result<Self, ::std::string::String> {
                match (words.next(), words.next()) {
                    (::core::option::Option::Some(board), ::core::option::Option::Some(side)) => {
                        let text = ::std::format!("{board} {side}");
                        #rt::Notation::parse_position(&text).map_err(|e| e.to_string())
                    }
                    _ => ::core::result::Result::Err(
                        "expected a board string and the side to move, as in `X.O/.X./..O X`".into(),
                    ),
                }
            }
        }
    }
}
