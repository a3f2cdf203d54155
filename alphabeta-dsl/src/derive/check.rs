//! Validate: what a derived game must be, one function a rule, every error
//! collected. Types are rustc's to check; this checks what rustc cannot
//! say in the user's words.

use super::attr::{self, DeriveDef, FieldDef, KeyWord};
use crate::ctxt::Ctxt;
use crate::vocab::{DeriveKey, Mark};
use proc_macro2::Span;
use syn::spanned::Spanned;
use syn::{GenericArgument, PathArguments, Type};

/// Runs every rule on `def`.
pub fn check(def: &DeriveDef, cx: &mut Ctxt) {
    keys_are_not_duplicated(def, cx);
    required_keys_are_present(def, cx);
    fields_do_not_allocate(def, cx);
    marks_are_used_once(def, cx);
    marks_fit_their_fields(def, cx);
    a_board_has_a_field_and_a_field_has_a_board(def, cx);
    someone_is_to_move(def, cx);
}

/// Where errors about the whole attribute point: the struct's name.
fn at_name(def: &DeriveDef) -> Span {
    def.name.span()
}

/// One value per key: a second one would leave the reader guessing.
fn keys_are_not_duplicated(def: &DeriveDef, cx: &mut Ctxt) {
    let written = &def.keys.written;
    for (i, w) in written.iter().enumerate() {
        let Some(key) = w.key else { continue };
        if let Some(first) = written[..i].iter().find(|f| f.key == Some(key)) {
            let hint = if w.rule && key != KeyWord::Section(crate::vocab::Section::Board) {
                format!(
                    ": list every condition in one `{}:`, separated by commas",
                    w.text
                )
            } else {
                String::new()
            };
            cx.error_with_note(
                w.span,
                format!("duplicate `{}:` key{hint}", w.text),
                first.span,
                format!("the first `{}:`", w.text),
            );
        }
    }
}

/// The rules the derive cannot make up. With a board in the rule language,
/// the board's own rules stand in for those not named.
fn required_keys_are_present(def: &DeriveDef, cx: &mut Ctxt) {
    let name = &def.name;
    let mut required = vec![(
        DeriveKey::Start,
        format!("the start position, `fn() -> {name}`"),
    )];
    if !has_board(def) {
        required.extend([
            (DeriveKey::Generate, format!("the function that lists the legal moves, `fn(&{name}, &mut Moves)`")),
            (DeriveKey::Play, format!("the function that makes a move, `fn(&mut {name}, Move)` or `fn(&mut {name}, Move) -> Turn`")),
            (DeriveKey::Outcome, format!("the function that says whether the game is over, `fn(&{name}) -> Option<Outcome>`")),
            (DeriveKey::Move, "the move type, as in `move: u8`".to_string()),
            (DeriveKey::Capacity, "the most legal moves a position can have, as in `capacity: 40`".to_string()),
        ]);
    }
    for (key, what) in required {
        // A misspelled key was reported as unknown; do not also call it missing.
        if !def.keys.mentions(KeyWord::Own(key)) {
            cx.error(
                at_name(def),
                format!("`{name}` has no `{key}:` in its `#[game(...)]`: name {what}"),
            );
        }
    }
}

/// Types that own heap memory, and what to use instead.
const ALLOCATING: &[(&str, &str)] = &[
    (
        "Vec",
        "a fixed-size array such as `[u8; 8]`, with a count if the length varies",
    ),
    ("VecDeque", "a fixed-size array used as a ring"),
    ("String", "a fixed-size array of bytes, or an enum"),
    ("Box", "the value itself"),
    ("Rc", "the value itself"),
    ("Arc", "the value itself"),
    ("HashMap", "a fixed-size array indexed by the key"),
    ("HashSet", "a bitboard or a fixed-size array of `bool`"),
    ("BTreeMap", "a fixed-size array indexed by the key"),
    ("BTreeSet", "a bitboard or a fixed-size array of `bool`"),
    ("BinaryHeap", "a fixed-size array"),
    ("LinkedList", "a fixed-size array"),
    ("CString", "a fixed-size array of bytes"),
    ("OsString", "a fixed-size array of bytes"),
    ("PathBuf", "a fixed-size array of bytes"),
];

/// Positions are `Copy`: the searcher keeps one per ply on the stack and
/// never touches the heap, so no field may own heap memory.
fn fields_do_not_allocate(def: &DeriveDef, cx: &mut Ctxt) {
    for (span, message) in allocations(def) {
        cx.error(span, message);
    }
}

/// Every field that owns heap memory or borrows, with what to say about it:
/// such a struct can never be `Copy`.
pub fn allocations(def: &DeriveDef) -> Vec<(Span, String)> {
    let mut found = Vec::new();
    for field in &def.fields {
        find_allocation(&field.ty, field, &mut found);
    }
    found
}

fn find_allocation(ty: &Type, field: &FieldDef, found: &mut Vec<(Span, String)>) {
    match ty {
        Type::Path(p) => {
            for segment in &p.path.segments {
                let word = segment.ident.to_string();
                if let Some((_, instead)) = ALLOCATING.iter().find(|(t, _)| *t == word) {
                    found.push((
                        segment.ident.span(),
                        format!(
                            "field `{}`: `{word}` allocates, and a position must be `Copy` so that search stays allocation-free (one position per ply, on the stack); use {instead}",
                            field.ident
                        ),
                    ));
                    return;
                }
                if let PathArguments::AngleBracketed(args) = &segment.arguments {
                    for arg in &args.args {
                        if let GenericArgument::Type(t) = arg {
                            find_allocation(t, field, found);
                        }
                    }
                }
            }
        }
        Type::Array(a) => find_allocation(&a.elem, field, found),
        Type::Tuple(t) => t.elems.iter().for_each(|t| find_allocation(t, field, found)),
        Type::Group(g) => find_allocation(&g.elem, field, found),
        Type::Paren(p) => find_allocation(&p.elem, field, found),
        Type::Reference(r) => found.push((
            r.and_token.span,
            format!(
                "field `{}`: a position owns its state and cannot borrow it; store the value itself",
                field.ident
            ),
        )),
        _ => {}
    }
}

/// Each mark names one field: one side to move, one key, one board.
fn marks_are_used_once(def: &DeriveDef, cx: &mut Ctxt) {
    for mark in [Mark::ToMove, Mark::Hash, Mark::Board] {
        let mut seen: Option<Span> = None;
        for field in &def.fields {
            for &(_, span) in field.marks.iter().filter(|(m, _)| *m == mark) {
                match seen {
                    None => seen = Some(span),
                    Some(first) => cx.error_with_note(
                        span,
                        format!("a second field marked `{mark}`: a game has one"),
                        first,
                        format!("the first `{mark}` field"),
                    ),
                }
            }
        }
    }
}

/// A field is one thing: the side to move, the key, the board, or state
/// hashed item by item.
fn marks_fit_their_fields(def: &DeriveDef, cx: &mut Ctxt) {
    for field in &def.fields {
        if let [(first, first_span), (second, second_span), ..] = field.marks.as_slice() {
            cx.error_with_note(
                *second_span,
                format!(
                    "field `{}` cannot be both `{first}` and `{second}`",
                    field.ident
                ),
                *first_span,
                format!("`{first}`"),
            );
        }
        for &(m, span) in &field.marks {
            if m == Mark::Zobrist && !attr::is_array(&field.ty) {
                cx.error(
                    span,
                    format!(
                        "`zobrist` hashes an array item by item, and field `{}` is not an array",
                        field.ident
                    ),
                );
            }
            if m == Mark::Board && board_type_name(field).is_none() {
                cx.error(
                    field.ty.span(),
                    "the `board` field's type is a plain name, such as `Grid`: the derive declares that type from the attribute's rules",
                );
            }
        }
    }
}

/// The name of the type a `board` field holds, which the derive declares.
pub fn board_type_name(field: &FieldDef) -> Option<&proc_macro2::Ident> {
    match &field.ty {
        Type::Path(p) if p.qself.is_none() => p.path.get_ident(),
        _ => None,
    }
}

/// The rule language describes a board, and a field holds it.
fn a_board_has_a_field_and_a_field_has_a_board(def: &DeriveDef, cx: &mut Ctxt) {
    let rule = def.keys.written.iter().find(|w| w.rule);
    match (rule, def.marked(Mark::Board)) {
        (Some(key), None) => cx.error(
            key.span,
            format!(
                "`{}:` describes a board, and no field holds it: mark one with `#[game(board)]`, as in `#[game(board)] grid: Grid`",
                key.text
            ),
        ),
        (None, Some(field)) => {
            let span = field.marks.iter().find(|(m, _)| *m == Mark::Board).map_or(field.ident.span(), |(_, s)| *s);
            cx.error(
                span,
                format!(
                    "field `{}` is marked `board`, but the `#[game(...)]` has no rules for it: add `board:`, `moves:` and `win:`, as in `game!`",
                    field.ident
                ),
            );
        }
        _ => {}
    }
}

/// Whether the game has a board in the rule language, or means to (a field
/// marked `board`, whose missing rules are reported on their own): its
/// board then stands in for the rules and the side to move not named.
fn has_board(def: &DeriveDef) -> bool {
    def.keys.has_rules() || def.marked(Mark::Board).is_some()
}

/// The field that says whose turn it is: the one marked `to_move`, or else
/// the one field of type `Side`. A game with a board may leave it to the board.
pub fn to_move_field(def: &DeriveDef) -> Option<&FieldDef> {
    def.marked(Mark::ToMove).or_else(|| {
        let mut sides = def.fields.iter().filter(|f| is_side(&f.ty));
        match (sides.next(), sides.next()) {
            (Some(f), None) if f.marks.is_empty() => Some(f),
            _ => None,
        }
    })
}

fn is_side(ty: &Type) -> bool {
    matches!(ty, Type::Path(p) if p.path.segments.last().is_some_and(|s| s.ident == "Side"))
}

fn someone_is_to_move(def: &DeriveDef, cx: &mut Ctxt) {
    // With rules for a board, the board says whose turn it is (a missing
    // board field is reported on its own).
    if def.fields.is_empty() || has_board(def) || to_move_field(def).is_some() {
        return;
    }
    let sides = def.fields.iter().filter(|f| is_side(&f.ty)).count();
    let why = if sides > 1 {
        "several fields have type `Side`: mark the one that says whose turn it is with `#[game(to_move)]`"
    } else {
        "add a field `to_move: Side` (or mark the field that says whose turn it is with `#[game(to_move)]`)"
    };
    cx.error(
        at_name(def),
        format!("`{}` has no side to move: {why}", def.name),
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use proc_macro2::TokenStream;
    use quote::quote;

    fn errors(tokens: TokenStream) -> Vec<String> {
        let mut cx = Ctxt::new();
        if let Some(def) = attr::parse(tokens, &mut cx) {
            check(&def, &mut cx);
        }
        cx.messages()
    }

    #[test]
    fn a_complete_game_passes() {
        assert_eq!(
            errors(quote! {
                #[game(start: s, generate: g, play: p, outcome: o, move: u8, capacity: 6,
                       eval: e, hints: h, move notation: pits, players: North, South)]
                struct Kalah { #[game(zobrist)] pits: [u8; 14], to_move: Side, #[game(hash)] hash: u64 }
            }),
            Vec::<String>::new()
        );
    }

    #[test]
    fn keys_are_checked() {
        assert_eq!(
            errors(quote! {
                #[game(start: s, genrate: g, play: p, play: q, outcome: o, move: u8, capacity: 6, no moves: pass)]
                struct G { to_move: Side }
            }),
            [
                "unknown key `genrate`, did you mean `generate`?",
                "`no moves:` is `lose` or `draw`: what happens to a player who cannot move",
                "duplicate `play:` key\nnote: the first `play:` is on the same line",
            ]
        );
        assert_eq!(
            errors(quote! { #[game(start: s, move: u8)] struct G { to_move: Side } }),
            [
                "`G` has no `generate:` in its `#[game(...)]`: name the function that lists the legal moves, `fn(&G, &mut Moves)`",
                "`G` has no `play:` in its `#[game(...)]`: name the function that makes a move, `fn(&mut G, Move)` or `fn(&mut G, Move) -> Turn`",
                "`G` has no `outcome:` in its `#[game(...)]`: name the function that says whether the game is over, `fn(&G) -> Option<Outcome>`",
                "`G` has no `capacity:` in its `#[game(...)]`: name the most legal moves a position can have, as in `capacity: 40`",
            ]
        );
    }

    #[test]
    fn fields_and_marks_are_checked() {
        assert_eq!(
            errors(quote! {
                #[game(start: s, generate: g, play: p, outcome: o, move: u8, capacity: 6)]
                struct G {
                    heaps: Vec<u8>,
                    names: [Option<String>; 2],
                    #[game(zobrist)] count: u8,
                    #[game(hash, to_mvoe)] a: u64,
                    #[game(hash)] b: u64,
                    side: Side,
                    other: Side,
                }
            }),
            [
                "unknown field mark `to_mvoe`, did you mean `to_move`?",
                "field `heaps`: `Vec` allocates, and a position must be `Copy` so that search stays allocation-free (one position per ply, on the stack); use a fixed-size array such as `[u8; 8]`, with a count if the length varies",
                "field `names`: `String` allocates, and a position must be `Copy` so that search stays allocation-free (one position per ply, on the stack); use a fixed-size array of bytes, or an enum",
                "a second field marked `hash`: a game has one\nnote: the first `hash` field is on the same line",
                "`zobrist` hashes an array item by item, and field `count` is not an array",
                "`G` has no side to move: several fields have type `Side`: mark the one that says whose turn it is with `#[game(to_move)]`",
            ]
        );
    }

    #[test]
    fn a_board_needs_its_field() {
        assert_eq!(
            errors(quote! {
                #[game(start: s, board: 3 x 3, moves: place, win: line(3), draw: full)]
                struct G { count: u8 }
            }),
            ["`board:` describes a board, and no field holds it: mark one with `#[game(board)]`, as in `#[game(board)] grid: Grid`"]
        );
        assert_eq!(
            errors(quote! {
                #[game(start: s, board: 3 x 3, moves: place, win: line(3), draw: full)]
                struct G { #[game(board)] grid: Grid, clock: u8 }
            }),
            Vec::<String>::new()
        );
    }
}
