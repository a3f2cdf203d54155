//! The language reference (`doc/game.md`, `doc/derive.md`, the macros'
//! rustdoc) against the parser's own tables: every word the parser knows is
//! in the reference's grammar, and every word the grammar names is one the
//! parser knows.

use std::collections::BTreeSet;

/// The quoted words of the first ```text block after `heading`.
fn grammar_words(doc: &str, heading: &str) -> BTreeSet<String> {
    let from = doc.find(heading).expect("the heading") + heading.len();
    let start = doc[from..].find("```text").expect("a grammar") + from + "```text".len();
    let end = doc[start..].find("```").expect("the grammar's end") + start;
    doc[start..end]
        .split('"')
        .skip(1)
        .step_by(2)
        .filter(|w| w.starts_with(|c: char| c.is_ascii_alphabetic()))
        .map(str::to_string)
        .collect()
}

/// A word as the grammar spells it: one quoted string a word.
fn parts(word: &str) -> Vec<&str> {
    word.split(' ').collect()
}

#[test]
fn the_game_grammar_has_every_word_and_only_those() {
    let doc = include_str!("../doc/game.md");
    let grammar = grammar_words(doc, "# The language at a glance");
    let vocabulary = alphabeta_dsl::vocabulary();
    for (word, what) in &vocabulary {
        for part in parts(word) {
            // Edges are written in pairs, `top-bottom`, and named on their own too.
            assert!(
                grammar.contains(part),
                "the {what} `{word}` is not in doc/game.md's grammar"
            );
        }
    }
    let known: BTreeSet<&str> = vocabulary.iter().flat_map(|(w, _)| parts(w)).collect();
    let atoms = ["W", "F", "N", "K", "R", "B", "Q"];
    for word in &grammar {
        let is_edge_pair = word.split('-').all(|w| known.contains(w));
        assert!(
            known.contains(word.as_str()) || atoms.contains(&word.as_str()) || is_edge_pair,
            "doc/game.md's grammar names `{word}`, which the parser does not know"
        );
    }
}

#[test]
fn the_derive_grammar_has_every_key_and_mark() {
    let doc = include_str!("../doc/derive.md");
    let grammar = grammar_words(doc, "# The attribute");
    let keys = alphabeta_dsl::derive_vocabulary();
    for key in &keys {
        for part in parts(key) {
            assert!(
                grammar.contains(part),
                "the key or mark `{key}` is not in doc/derive.md's grammar"
            );
        }
    }
    let known: BTreeSet<&str> = keys.iter().flat_map(|k| parts(k)).collect();
    for word in &grammar {
        // The derive's `no moves:` takes two of the rule language's words.
        let value = ["lose", "draw"].contains(&word.as_str());
        assert!(
            known.contains(word.as_str()) || value,
            "doc/derive.md's grammar names `{word}`, which the derive does not accept"
        );
    }
}
