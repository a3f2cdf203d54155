//! "Did you mean": the nearest known word to a misspelled one.

use crate::vocab::Words;

/// The known word closest to `word`, if it is close enough to be a typo.
pub fn closest<'a>(word: &str, known: &[&'a str]) -> Option<&'a str> {
    let word = word.to_lowercase();
    let limit = match word.chars().count() {
        0..=2 => 0,
        3..=4 => 1,
        _ => 2,
    };
    known
        .iter()
        .map(|k| (osa_distance(&word, &k.to_lowercase()), *k))
        .filter(|&(d, _)| d <= limit)
        .min_by_key(|&(d, _)| d)
        .map(|(_, k)| k)
}

/// `unknown <what> `word``, with a suggestion or the list of known words.
pub fn unknown(what: &str, word: &str, known: &[&str]) -> String {
    match closest(word, known) {
        Some(k) => format!("unknown {what} `{word}`, did you mean `{k}`?"),
        None => {
            let list: Vec<String> = known.iter().map(|k| format!("`{k}`")).collect();
            format!(
                "unknown {what} `{word}`, expected one of {}",
                list.join(", ")
            )
        }
    }
}

/// [`unknown`] for a word of one of the vocabulary's tables.
pub fn unknown_word<W: Words>(word: &str) -> String {
    unknown(W::WHAT, word, W::WORDS)
}

/// Edit distance counting a swap of two neighbouring letters as one edit
/// (optimal string alignment), so `baord` is one edit from `board`.
fn osa_distance(a: &str, b: &str) -> usize {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    let mut d = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for (i, row) in d.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in d[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            d[i][j] = (d[i - 1][j] + 1)
                .min(d[i][j - 1] + 1)
                .min(d[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                d[i][j] = d[i][j].min(d[i - 2][j - 2] + 1);
            }
        }
    }
    d[a.len()][b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typos_find_their_keyword() {
        let known = ["board", "players", "moves", "win", "lose", "draw"];
        assert_eq!(closest("baord", &known), Some("board"));
        assert_eq!(closest("Board", &known), Some("board"));
        assert_eq!(closest("move", &known), Some("moves"));
        assert_eq!(closest("wins", &known), Some("win"));
        assert_eq!(closest("darw", &known), Some("draw"));
        assert_eq!(closest("setup", &known), None);
        assert_eq!(closest("xy", &["x"]), None);
    }

    #[test]
    fn messages_suggest_or_list() {
        assert_eq!(
            unknown("move", "plase", &["place", "drop"]),
            "unknown move `plase`, did you mean `place`?"
        );
        assert_eq!(
            unknown_word::<crate::vocab::MoveWord>("fly"),
            "unknown move `fly`, expected one of `place`, `drop`, `move`"
        );
    }
}
