//! Parse: the struct, its `#[game(...)]` keys and its fields' marks, every
//! span kept, every error sent to the shared collector.
//!
//! The attribute is split like a `game!` declaration, by the same
//! [`split`](crate::split) (`key: value` sections separated by commas).
//! The sections of the rule language (`board:`, `win:`, ...) are kept as
//! tokens and read by `game!`'s own parser later; the derive's own keys are
//! read here into [`Keys`], one typed field each.

use crate::ctxt::Ctxt;
use crate::split::{self, Head, Part};
use crate::suggest;
use crate::vocab::{self, DeriveKey, InDerive, Mark, NoMoves, Section};
use proc_macro2::{Ident, Span, TokenStream, TokenTree};
use syn::parse::Parser;
use syn::punctuated::Punctuated;
use syn::{Attribute, Data, DeriveInput, Fields, Generics, Token, Type, Visibility};

/// One derived game.
pub struct DeriveDef {
    pub vis: Visibility,
    pub name: Ident,
    pub generics: Generics,
    pub keys: Keys,
    /// Named fields, in declaration order; empty when the item is no such struct.
    pub fields: Vec<FieldDef>,
}

/// What a key of the attribute is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum KeyWord {
    Own(DeriveKey),
    Section(Section),
}

/// A key as written, for the checks: duplicates, misspellings.
pub struct Written {
    /// `None` when it is no key (already reported).
    pub key: Option<KeyWord>,
    /// For an unknown key, the one it most likely misspells.
    pub meant: Option<&'static str>,
    pub text: String,
    pub span: Span,
    /// Whether its section of the rule language describes a board.
    pub rule: bool,
}

/// The keys of the attribute, each read into its own type.
#[derive(Default)]
pub struct Keys {
    pub start: Option<syn::Path>,
    pub generate: Option<syn::Path>,
    pub play: Option<syn::Path>,
    pub outcome: Option<syn::Path>,
    pub eval: Option<syn::Path>,
    pub hints: Option<syn::Path>,
    pub move_type: Option<Type>,
    pub capacity: Option<syn::Expr>,
    pub move_notation: Option<syn::Path>,
    pub position_notation: Option<syn::Path>,
    pub players: Option<(Ident, Ident)>,
    pub no_moves: Option<NoMoves>,
    /// Sections of the rule language for a board held in a field: their
    /// keyword, colon and values, as `game!` reads them.
    pub board_rules: Vec<TokenStream>,
    /// Every key, as written, in order.
    pub written: Vec<Written>,
}

impl Keys {
    /// Whether the attribute declares a board in the rule language.
    pub fn has_rules(&self) -> bool {
        !self.board_rules.is_empty()
    }

    /// Whether `key` was written, perhaps misspelled.
    pub fn mentions(&self, key: KeyWord) -> bool {
        self.written
            .iter()
            .any(|w| w.key == Some(key) || w.meant == Some(key.word()))
    }
}

impl KeyWord {
    pub fn word(self) -> &'static str {
        match self {
            KeyWord::Own(k) => k.word(),
            KeyWord::Section(s) => s.word(),
        }
    }

    fn from_word(word: &str) -> Option<Self> {
        DeriveKey::from_word(word).map(KeyWord::Own).or_else(|| {
            Section::from_word(word)
                .filter(|s| s.rule().in_derive != InDerive::No)
                .map(KeyWord::Section)
        })
    }
}

pub struct FieldDef {
    pub ident: Ident,
    pub ty: Type,
    pub marks: Vec<(Mark, Span)>,
}

impl FieldDef {
    pub fn is(&self, mark: Mark) -> bool {
        self.marks.iter().any(|(m, _)| *m == mark)
    }
}

impl DeriveDef {
    /// The first field with `mark`.
    pub fn marked(&self, mark: Mark) -> Option<&FieldDef> {
        self.fields.iter().find(|f| f.is(mark))
    }
}

/// The head of a key: one or two words and a single colon.
struct KeyHead {
    words: Vec<Ident>,
    key: Option<KeyWord>,
}

impl Head for KeyHead {
    fn read(tokens: &[TokenTree], at: usize) -> Option<(Self, usize)> {
        let (words, j) = split::words_at(tokens, at);
        if words.is_empty() || words.len() > 2 || !split::is_colon(tokens.get(j)) {
            return None;
        }
        let key = KeyWord::from_word(&Self::join(&words));
        Some((KeyHead { words, key }, j + 1))
    }

    fn is_known(&self) -> bool {
        self.key.is_some()
    }

    fn text(&self) -> String {
        Self::join(&self.words)
    }
}

impl KeyHead {
    fn join(words: &[Ident]) -> String {
        words
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(" ")
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
    let mut keys = Keys::default();
    for attr in input.attrs.iter().filter(|a| a.path().is_ident("game")) {
        match attr.meta.require_list() {
            Ok(list) => parse_keys(list.tokens.clone(), &mut keys, cx),
            Err(_) => cx.error(
                attr.path().get_ident().map_or_else(Span::call_site, Ident::span),
                "`#[game]` takes the rules in parentheses, as in `#[game(start: new, generate: moves, ...)]`",
            ),
        }
    }
    let fields = fields(input.data, &input.ident, cx);
    Some(DeriveDef {
        vis: input.vis,
        name: input.ident,
        generics: input.generics,
        keys,
        fields,
    })
}

fn fields(data: Data, name: &Ident, cx: &mut Ctxt) -> Vec<FieldDef> {
    match data {
        Data::Struct(s) => match s.fields {
            Fields::Named(named) => named
                .named
                .into_iter()
                .filter_map(|f| {
                    Some(FieldDef {
                        marks: parse_marks(&f.attrs, cx),
                        ident: f.ident?,
                        ty: f.ty,
                    })
                })
                .collect(),
            Fields::Unnamed(u) => {
                cx.error(u.paren_token.span.join(), "`#[derive(Game)]` needs named fields, so the rules and the notation can name them: `struct Nim { heaps: [u8; 8], to_move: Side }`");
                Vec::new()
            }
            Fields::Unit => {
                cx.error(name.span(), format!("`{name}` has no fields: a position holds the state of the game, such as `heaps: [u8; 8]` and `to_move: Side`"));
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
    }
}

/// Splits the attribute into `key: value` sections and reads each.
fn parse_keys(tokens: TokenStream, keys: &mut Keys, cx: &mut Ctxt) {
    let expected = "expected a key such as `generate: my_moves` or `capacity: 40`";
    for part in split::split::<KeyHead>(tokens, expected, cx) {
        parse_key(part, keys, cx);
    }
}

fn parse_key(part: Part<KeyHead>, keys: &mut Keys, cx: &mut Ctxt) {
    let text = part.head.text();
    let span = part.head.words[0].span();
    let Some(key) = part.head.key else {
        cx.error(span, suggest::unknown("key", &text, &vocab::derive_keys()));
        let meant = suggest::closest(&text, &vocab::derive_keys());
        keys.written.push(Written {
            key: None,
            meant,
            text,
            span,
            rule: false,
        });
        return;
    };
    let rule = matches!(key, KeyWord::Section(s) if s.rule().in_derive == InDerive::Board);
    keys.written.push(Written {
        key: Some(key),
        meant: None,
        text,
        span,
        rule,
    });
    if rule {
        keys.board_rules.push(
            part.head_tokens
                .iter()
                .chain(&part.values)
                .cloned()
                .collect(),
        );
        return;
    }
    if part.values.is_empty() {
        cx.error(span, format!("`{}:` needs a value", key.word()));
        return;
    }
    let value = Value {
        tokens: part.values.iter().cloned().collect(),
        at: part.values[0].span(),
        span,
    };
    match key {
        KeyWord::Own(own) => own_key(own, value, keys, cx),
        KeyWord::Section(section) => shared_key(section, value, keys, cx),
    }
}

/// A key's value tokens, with where to report a mistake in them.
struct Value {
    tokens: TokenStream,
    /// The value's first token.
    at: Span,
    /// The key's first word.
    span: Span,
}

impl Value {
    /// Parses the value with syn, reporting `message` at the value on failure.
    fn read<T: syn::parse::Parse>(
        self,
        cx: &mut Ctxt,
        message: impl FnOnce() -> String,
    ) -> Option<T> {
        match syn::parse2::<T>(self.tokens) {
            Ok(value) => Some(value),
            Err(e) => {
                let span = if e.span().source_text().is_some() {
                    e.span()
                } else {
                    self.at
                };
                cx.error(span, message());
                None
            }
        }
    }
}

/// Keeps the first value of a key (a second one is reported as a duplicate).
fn first<T>(slot: &mut Option<T>, value: Option<T>) {
    if slot.is_none() {
        *slot = value;
    }
}

/// A key only the derive has: a rule function, the move, its buffer, notation.
fn own_key(key: DeriveKey, value: Value, keys: &mut Keys, cx: &mut Ctxt) {
    let rule_fn = |example: &str| {
        let word = key.word();
        let example = example.to_string();
        move || format!("`{word}:` names a Rust function, as in `{word}: {example}`")
    };
    match key {
        DeriveKey::Start => first(&mut keys.start, value.read(cx, rule_fn("new_game"))),
        DeriveKey::Generate => first(&mut keys.generate, value.read(cx, rule_fn("legal_moves"))),
        DeriveKey::Play => first(&mut keys.play, value.read(cx, rule_fn("make_move"))),
        DeriveKey::Outcome => first(&mut keys.outcome, value.read(cx, rule_fn("winner"))),
        DeriveKey::Move => first(
            &mut keys.move_type,
            value.read(cx, || {
                "`move:` names the move type, as in `move: u8`".into()
            }),
        ),
        DeriveKey::Capacity => first(
            &mut keys.capacity,
            value.read(cx, || {
                "`capacity:` is the most moves a position can have, as in `capacity: 40`".into()
            }),
        ),
        DeriveKey::MoveNotation | DeriveKey::PositionNotation => {
            let word = key.word();
            let read = value.read(cx, || format!("`{word}:` names a module with `parse` and `write` functions, as in `{word}: my_notation`"));
            if key == DeriveKey::MoveNotation {
                first(&mut keys.move_notation, read);
            } else {
                first(&mut keys.position_notation, read);
            }
        }
    }
}

/// A key the derive shares with `game!`, with a meaning of its own here.
fn shared_key(section: Section, value: Value, keys: &mut Keys, cx: &mut Ctxt) {
    match section {
        Section::Eval | Section::Hints => {
            let word = section.word();
            let example = if section == Section::Eval {
                "my_eval"
            } else {
                "my_hints"
            };
            let read = value.read(cx, || {
                format!("`{word}:` names a Rust function, as in `{word}: {example}`")
            });
            let slot = if section == Section::Eval {
                &mut keys.eval
            } else {
                &mut keys.hints
            };
            first(slot, read);
        }
        Section::Players => {
            if let Some(players) = read_players(value, cx) {
                keys.players.get_or_insert(players);
            }
        }
        _ => {
            // `no moves:`, the only other shared key.
            let rule = match syn::parse2::<Ident>(value.tokens)
                .ok()
                .and_then(|w| NoMoves::from_word(&w.to_string()))
            {
                Some(rule @ (NoMoves::Lose | NoMoves::Draw)) => rule,
                _ => {
                    cx.error(
                        value.at,
                        "`no moves:` is `lose` or `draw`: what happens to a player who cannot move",
                    );
                    return;
                }
            };
            keys.no_moves.get_or_insert(rule);
        }
    }
}

fn read_players(value: Value, cx: &mut Ctxt) -> Option<(Ident, Ident)> {
    match Punctuated::<Ident, Token![,]>::parse_terminated.parse2(value.tokens) {
        Ok(names) if names.len() == 2 => Some((names[0].clone(), names[1].clone())),
        Ok(names) => {
            let at = names.iter().nth(2).map_or(value.span, Ident::span);
            cx.error(
                at,
                format!(
                    "`players:` names exactly two players, the first to move first; found {}",
                    names.len()
                ),
            );
            None
        }
        Err(e) => {
            cx.error(
                e.span(),
                "`players:` names the two players, as in `players: North, South`",
            );
            None
        }
    }
}

/// The marks of one field: `#[game(to_move)]`, `#[game(hash)]`, ...
fn parse_marks(attrs: &[Attribute], cx: &mut Ctxt) -> Vec<(Mark, Span)> {
    let mut marks = Vec::new();
    let all = quoted(Mark::WORDS);
    for attr in attrs.iter().filter(|a| a.path().is_ident("game")) {
        let Ok(list) = attr.meta.require_list() else {
            cx.error(
                attr.path().segments[0].ident.span(),
                format!("a field's `#[game]` names what the field is: one of {all}"),
            );
            continue;
        };
        match Punctuated::<Ident, Token![,]>::parse_terminated.parse2(list.tokens.clone()) {
            Ok(words) => {
                for w in words {
                    match Mark::from_word(&w.to_string()) {
                        Some(mark) => marks.push((mark, w.span())),
                        None => cx.error(w.span(), suggest::unknown_word::<Mark>(&w.to_string())),
                    }
                }
            }
            Err(e) => cx.error(
                e.span(),
                format!("a field's `#[game(...)]` lists marks: one of {all}"),
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
