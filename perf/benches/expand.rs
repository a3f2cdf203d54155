//! How long the macros take: every declaration of the catalog
//! (`src/games/*.rs` of the `alphabeta` crate), expanded from its tokens.
//!
//! `cargo bench --manifest-path perf/Cargo.toml --bench expand` reads the catalog's files,
//! finds each `game! { ... }` and each struct with `#[derive(Game)]`, and
//! times the expansion of all of them together, as one build would.

use criterion::{criterion_group, criterion_main, Criterion};
use proc_macro2::TokenStream;
use quote::ToTokens;
use std::path::Path;

/// What a build of the catalog asks of the macros.
enum Call {
    Game(TokenStream),
    Derive(TokenStream),
}

fn is_derive_game(attr: &syn::Attribute) -> bool {
    attr.path().is_ident("derive") && attr.meta.to_token_stream().to_string().contains("Game")
}

fn catalog_calls() -> Vec<Call> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../src/games");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("the catalog's folder")
        .map(|e| e.expect("a catalog file").path())
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
        .collect();
    files.sort();
    let mut calls = Vec::new();
    for path in files {
        let text = std::fs::read_to_string(&path).expect("a readable file");
        let file = syn::parse_file(&text).expect("the catalog parses");
        for item in file.items {
            match item {
                syn::Item::Macro(m) if m.mac.path.is_ident("game") => {
                    calls.push(Call::Game(m.mac.tokens));
                }
                syn::Item::Struct(s) if s.attrs.iter().any(is_derive_game) => {
                    calls.push(Call::Derive(s.to_token_stream()));
                }
                _ => {}
            }
        }
    }
    calls
}

fn expand_all(calls: &[Call]) -> usize {
    calls
        .iter()
        .map(|call| match call {
            Call::Game(tokens) => alphabeta_dsl::game(tokens.clone()),
            Call::Derive(tokens) => alphabeta_dsl::derive_game(tokens.clone()),
        })
        .map(|out| {
            let text = out.to_string();
            assert!(!text.contains("compile_error"), "{text}");
            text.len()
        })
        .sum()
}

fn bench(c: &mut Criterion) {
    let calls = catalog_calls();
    assert!(calls.len() >= 10, "found {} macro calls", calls.len());
    let bytes = expand_all(&calls);
    println!(
        "the catalog: {} macro calls, {} bytes of generated code",
        calls.len(),
        bytes
    );
    c.bench_function("expand the catalog", |b| b.iter(|| expand_all(&calls)));
}

criterion_group!(benches, bench);
criterion_main!(benches);
