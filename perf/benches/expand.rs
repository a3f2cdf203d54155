//! How long the macros take: every declaration of the catalog
//! (`src/games/*.rs` of the `alphabeta` crate) and of Fairy-Stockfish's
//! variants (`tests/fairy/src/*.rs`), expanded from its tokens.
//!
//! `cargo bench --manifest-path perf/Cargo.toml --bench expand` reads those
//! files, finds each `game! { ... }` and each struct with `#[derive(Game)]`,
//! and prints, for each declaration, the median time of its expansion over
//! a few runs and the size of the code it generates. Criterion then times
//! the expansion of the whole catalog together, as one build would.

use criterion::{criterion_group, criterion_main, Criterion};
use proc_macro2::TokenStream;
use quote::ToTokens;
use std::hint::black_box;
use std::path::Path;
use std::time::{Duration, Instant};

/// What a build of the catalog asks of the macros.
enum Call {
    Game(TokenStream),
    Derive(TokenStream),
}

/// A macro call and where it is: the file and the game's name.
struct Declaration {
    file: String,
    name: String,
    call: Call,
}

fn is_derive_game(attr: &syn::Attribute) -> bool {
    attr.path().is_ident("derive") && attr.meta.to_token_stream().to_string().contains("Game")
}

/// The declarations of every `.rs` file in `dir` (from the package's
/// folder), in the order of the files' names.
fn declarations_in(dir: &str) -> Vec<Declaration> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("a folder of declarations")
        .map(|e| e.expect("a folder entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
        .collect();
    files.sort();
    let mut found = Vec::new();
    for path in files {
        let text = std::fs::read_to_string(&path).expect("a readable file");
        let file = syn::parse_file(&text).expect("the file parses");
        let short = path
            .file_name()
            .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
        for item in file.items {
            let (name, call) = match item {
                syn::Item::Macro(m) if m.mac.path.is_ident("game") => {
                    (game_name(&m.mac.tokens), Call::Game(m.mac.tokens))
                }
                syn::Item::Struct(s) if s.attrs.iter().any(is_derive_game) => {
                    (s.ident.to_string(), Call::Derive(s.to_token_stream()))
                }
                _ => continue,
            };
            found.push(Declaration {
                file: short.clone(),
                name,
                call,
            });
        }
    }
    found
}

/// The game's name in a `game!` call: the first identifier after its doc
/// comments and `pub`.
fn game_name(tokens: &TokenStream) -> String {
    tokens
        .clone()
        .into_iter()
        .find_map(|t| match t {
            proc_macro2::TokenTree::Ident(i) if i != "pub" => Some(i.to_string()),
            _ => None,
        })
        .unwrap_or_default()
}

fn expand(call: &Call) -> usize {
    let out = match call {
        Call::Game(tokens) => alphabeta_dsl::game(tokens.clone()),
        Call::Derive(tokens) => alphabeta_dsl::derive_game(tokens.clone()),
    };
    let text = out.to_string();
    assert!(!text.contains("compile_error"), "{text}");
    text.len()
}

fn expand_all(calls: &[Declaration]) -> usize {
    calls.iter().map(|d| expand(&d.call)).sum()
}

/// The median of `runs` timed expansions of one declaration.
fn median_expansion(call: &Call, runs: usize) -> Duration {
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let start = Instant::now();
            black_box(expand(call));
            start.elapsed()
        })
        .collect();
    times.sort();
    times[runs / 2]
}

fn bench(c: &mut Criterion) {
    let catalog = declarations_in("../src/games");
    let fairy = declarations_in("../tests/fairy/src");
    assert!(catalog.len() >= 10, "found {} macro calls", catalog.len());
    println!(
        "{:<22} {:<18} {:>10} {:>10}",
        "file", "game", "expansion", "bytes"
    );
    for d in catalog.iter().chain(&fairy) {
        let time = median_expansion(&d.call, 7);
        let bytes = expand(&d.call);
        println!(
            "{:<22} {:<18} {:>8.2}ms {:>10}",
            d.file,
            d.name,
            time.as_secs_f64() * 1e3,
            bytes
        );
    }
    let bytes = expand_all(&catalog);
    println!(
        "the catalog: {} macro calls, {} bytes of generated code",
        catalog.len(),
        bytes
    );
    c.bench_function("expand the catalog", |b| b.iter(|| expand_all(&catalog)));
}

criterion_group!(benches, bench);
criterion_main!(benches);
