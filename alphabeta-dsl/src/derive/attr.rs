//! Parse: the struct, its `#[game(...)]` keys and its fields' marks, every
//! span kept, every error sent to the shared collector.
//!
//! The attribute is read like a `game!` declaration: `key: value` sections
//! separated by commas, a section running to the next `, key:`. The keys of
//! the rule language (`board:`, `win:`, ...) are kept as tokens and read by
//! `game!`'s own parser later; the derive's own keys are read here.

use crate::ctxt::Ctxt;
use crate::suggest;
use proc_macro2::{Ident, Spacing, Span, TokenStream, TokenTree};
use syn::parse::Parser;
use syn::punctuated::Punctuated;
use syn::{Attribute, Data, DeriveInput, Fields, Generics, Token, Type, Visibility};

/// The derive's own keys: rule functions, the move and its buffer,
/// notation, and the players' names.
pub const KEYS: &[&str] = &[
    "start",
    "generate",
    "play",
    "outcome",
    "eval",
    "hints",
    "move",
    "capacity",
    "no moves",
    "move notation",
    "position notation",
    "players",
];
/// The keys of `game!`'s rule language that describe a board held in a field.
pub const RULE_KEYS: &[&str] = &["board", "moves", "win", "lose", "draw"];
/// What a field may be marked with.
pub const MARKS: &[&str] = &["to_move", "hash", "zobrist", "board"];

/// One derived game.
pub struct DeriveDef {
    pub vis: Visibility,
    pub name: Ident,
    pub generics: Generics,
    /// The `#[game(...)]` keys in the order written.
    pub keys: Vec<Key>,
    /// Named fields, in declaration order; empty when the item is no such struct.
    pub fields: Vec<FieldDef>,
}

/// `key: value`.
pub struct Key {
    pub name: String,
    /// The key's first word, where errors about the key point.
    pub span: Span,
    pub value: Value,
}

pub enum Value {
    /// A rule function, or a notation module.
    Path(syn::Path),
    /// `move: Type`.
    Type(Type),
    /// `capacity: expr`.
    Expr(syn::Expr),
    /// `players: First, Second`.
    Players(Ident, Ident),
    /// `no moves: lose` or `no moves: draw`.
    NoMoves(Ident),
    /// A section of the rule language, read by `game!`'s parser: its
    /// keyword, colon and values.
    Rule(TokenStream),
    /// Malformed; already reported.
    Invalid,
}

pub struct FieldDef {
    pub ident: Ident,
    pub ty: Type,
    pub marks: Vec<Mark>,
}

#[derive(Clone)]
pub struct Mark {
    pub name: String,
    pub span: Span,
}

impl DeriveDef {
    /// The first key called `name`.
    pub fn key(&self, name: &str) -> Option<&Key> {
        self.keys.iter().find(|k| k.name == name)
    }

    /// The path a key names, if it parsed as one.
    pub fn path(&self, name: &str) -> Option<&syn::Path> {
        match self.key(name).map(|k| &k.value) {
            Some(Value::Path(p)) => Some(p),
            _ => None,
        }
    }

    /// The first field with the mark `mark`.
    pub fn marked(&self, mark: &str) -> Option<&FieldDef> {
        self.fields
            .iter()
            .find(|f| f.marks.iter().any(|m| m.name == mark))
    }

    /// Whether the attribute declares a board in the rule language.
    pub fn has_rules(&self) -> bool {
        self.keys.iter().any(|k| matches!(k.value, Value::Rule(_)))
    }
}

/// Reads the item the derive is on. Returns `None` only when the tokens
/// are not an item at all (rustc has said so already).
pub fn parse(input: TokenStream, cx: &mut Ctxt) -> Option<DeriveDef> {
    let input: DeriveInput = match syn::parse2(input) {
        Ok(i) => i,
        Err(e) => {
            cx.push(e);
            return None;
        }
    };
    let mut keys = Vec::new();
    for attr in input.attrs {
        if attr.path().is_ident("game") {
            match attr.meta.require_list() {
                Ok(list) => keys.extend(parse_keys(list.tokens.clone(), cx)),
                Err(_) => cx.error(
                    attr.path().get_ident().map_or_else(Span::call_site, Ident::span),
                    "`#[game]` takes the rules in parentheses, as in `#[game(start: new, generate: moves, ...)]`",
                ),
            }
        }
    }
    let fields = match input.data {
        Data::Struct(s) => match s.fields {
            Fields::Named(named) => named
                .named
                .into_iter()
                .map(|f| FieldDef {
                    marks: parse_marks(&f.attrs, cx),
                    ident: f.ident.expect("named"),
                    ty: f.ty,
                })
                .collect(),
            Fields::Unnamed(u) => {
                cx.error(u.paren_token.span.join(), "`#[derive(Game)]` needs named fields, so the rules and the notation can name them: `struct Nim { heaps: [u8; 8], to_move: Side }`");
                Vec::new()
            }
            Fields::Unit => {
                cx.error(input.ident.span(), format!("`{}` has no fields: a position holds the state of the game, such as `heaps: [u8; 8]` and `to_move: Side`", input.ident));
                Vec::new()
            }
        },
        Data::Enum(e) => {
            cx.error(
                e.enum_token.span,
                "`#[derive(Game)]` goes on a struct that holds a position, not on an enum",
            );
            Vec::new()
        }
        Data::Union(u) => {
            cx.error(
                u.union_token.span,
                "`#[derive(Game)]` goes on a struct that holds a position, not on a union",
            );
            Vec::new()
        }
    };
    Some(DeriveDef {
        vis: input.vis,
        name: input.ident,
        generics: input.generics,
        keys,
        fields,
    })
}

fn is_punct(t: Option<&TokenTree>, c: char) -> bool {
    matches!(t, Some(TokenTree::Punct(p)) if p.as_char() == c)
}

/// The words of a `key:` starting at `tokens[i]`, and where its value starts.
fn head_at(tokens: &[TokenTree], i: usize) -> Option<(Vec<Ident>, usize)> {
    let mut words = Vec::new();
    let mut j = i;
    while let Some(TokenTree::Ident(id)) = tokens.get(j) {
        words.push(id.clone());
        j += 1;
    }
    match tokens.get(j) {
        // A single `:`, not the first half of a path's `::`.
        Some(TokenTree::Punct(p))
            if !words.is_empty()
                && words.len() <= 2
                && p.as_char() == ':'
                && p.spacing() == Spacing::Alone =>
        {
            Some((words, j + 1))
        }
        _ => None,
    }
}

/// Splits the attribute into `key: value` sections and reads each.
fn parse_keys(tokens: TokenStream, cx: &mut Ctxt) -> Vec<Key> {
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    let mut keys = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        let Some((words, start)) = head_at(&tokens, i) else {
            cx.error(
                tokens[i].span(),
                "expected a key such as `generate: my_moves` or `capacity: 40`",
            );
            // Skip to the next key.
            i += 1;
            while i < tokens.len()
                && !(is_punct(tokens.get(i - 1), ',') && head_at(&tokens, i).is_some())
            {
                i += 1;
            }
            continue;
        };
        let mut end = start;
        while end < tokens.len()
            && !(is_punct(tokens.get(end), ',') && head_at(&tokens, end + 1).is_some())
        {
            end += 1;
        }
        let mut values = &tokens[start..end];
        if is_punct(values.last(), ',') {
            values = &values[..values.len() - 1]; // a trailing comma
        }
        keys.push(parse_key(&words, &tokens[i..start], values, cx));
        i = end + 1;
    }
    keys
}

fn parse_key(words: &[Ident], head: &[TokenTree], values: &[TokenTree], cx: &mut Ctxt) -> Key {
    let name = words
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ");
    let span = words[0].span();
    let value_tokens: TokenStream = values.iter().cloned().collect();
    let at = values.first().map_or(span, TokenTree::span);
    let value = if values.is_empty() {
        cx.error(span, format!("`{name}:` needs a value"));
        Value::Invalid
    } else {
        match name.as_str() {
            "start" | "generate" | "play" | "outcome" | "eval" | "hints" => {
                read(cx, value_tokens, at, Value::Path, || {
                    format!(
                        "`{name}:` names a Rust function, as in `{name}: {}`",
                        example_fn(&name)
                    )
                })
            }
            "move notation" | "position notation" => {
                read(cx, value_tokens, at, Value::Path, || {
                    format!("`{name}:` names a module with `parse` and `write` functions, as in `{name}: my_notation`")
                })
            }
            "move" => read(cx, value_tokens, at, Value::Type, || {
                "`move:` names the move type, as in `move: u8`".to_string()
            }),
            "capacity" => read(cx, value_tokens, at, Value::Expr, || {
                "`capacity:` is the most moves a position can have, as in `capacity: 40`"
                    .to_string()
            }),
            "players" => {
                let names = Punctuated::<Ident, Token![,]>::parse_terminated.parse2(value_tokens);
                match names {
                    Ok(names) if names.len() == 2 => {
                        Value::Players(names[0].clone(), names[1].clone())
                    }
                    Ok(names) => {
                        let at = names.iter().nth(2).map_or(span, Ident::span);
                        cx.error(at, format!("`players:` names exactly two players, the first to move first; found {}", names.len()));
                        Value::Invalid
                    }
                    Err(e) => {
                        cx.error(
                            e.span(),
                            "`players:` names the two players, as in `players: North, South`",
                        );
                        Value::Invalid
                    }
                }
            }
            "no moves" => match values {
                [TokenTree::Ident(w)] if w == "lose" || w == "draw" => Value::NoMoves(w.clone()),
                _ => {
                    cx.error(
                        at,
                        "`no moves:` is `lose` or `draw`: what happens to a player who cannot move",
                    );
                    Value::Invalid
                }
            },
            _ if RULE_KEYS.contains(&name.as_str()) => {
                Value::Rule(head.iter().chain(values).cloned().collect())
            }
            _ => {
                let known: Vec<&str> = KEYS.iter().chain(RULE_KEYS).copied().collect();
                cx.error(span, suggest::unknown("key", &name, &known));
                Value::Invalid
            }
        }
    };
    Key { name, span, value }
}

fn example_fn(key: &str) -> &'static str {
    match key {
        "start" => "new_game",
        "generate" => "legal_moves",
        "play" => "make_move",
        "outcome" => "winner",
        "eval" => "my_eval",
        _ => "my_hints",
    }
}

/// Parses a value with syn, reporting `message` at the value on failure.
fn read<T: syn::parse::Parse>(
    cx: &mut Ctxt,
    tokens: TokenStream,
    at: Span,
    wrap: fn(T) -> Value,
    message: impl FnOnce() -> String,
) -> Value {
    match syn::parse2::<T>(tokens) {
        Ok(v) => wrap(v),
        Err(e) => {
            let span = if e.span().source_text().is_some() {
                e.span()
            } else {
                at
            };
            cx.error(span, message());
            Value::Invalid
        }
    }
}

/// The marks of one field: `#[game(to_move)]`, `#[game(hash)]`, ...
fn parse_marks(attrs: &[Attribute], cx: &mut Ctxt) -> Vec<Mark> {
    let mut marks = Vec::new();
    for attr in attrs.iter().filter(|a| a.path().is_ident("game")) {
        let list = match attr.meta.require_list() {
            Ok(list) => list,
            Err(_) => {
                cx.error(
                    attr.path().segments[0].ident.span(),
                    format!(
                        "a field's `#[game]` names what the field is: one of {}",
                        quoted(MARKS)
                    ),
                );
                continue;
            }
        };
        let words = Punctuated::<Ident, Token![,]>::parse_terminated.parse2(list.tokens.clone());
        match words {
            Ok(words) => {
                for w in words {
                    let name = w.to_string();
                    if MARKS.contains(&name.as_str()) {
                        marks.push(Mark {
                            name,
                            span: w.span(),
                        });
                    } else {
                        cx.error(w.span(), suggest::unknown("field mark", &name, MARKS));
                    }
                }
            }
            Err(e) => cx.error(
                e.span(),
                format!(
                    "a field's `#[game(...)]` lists marks: one of {}",
                    quoted(MARKS)
                ),
            ),
        }
    }
    marks
}

pub fn quoted(words: &[&str]) -> String {
    words
        .iter()
        .map(|w| format!("`{w}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Whether a field's type is an array (for `#[game(zobrist)]`).
pub fn is_array(ty: &Type) -> bool {
    match ty {
        Type::Array(_) => true,
        Type::Group(g) => is_array(&g.elem),
        Type::Paren(p) => is_array(&p.elem),
        _ => false,
    }
}
