//! The controller's side of GTP: one input line read into a [`Line`].
//!
//! As GTP 2 asks, control characters other than the tab and the newline are
//! dropped, tabs become spaces, and everything from a `#` on is a comment.
//! A line with nothing left is no command. A line may start with a command
//! id, a number the answer repeats.

/// One command from the controller.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The command id, repeated in the answer.
    pub id: Option<u32>,
    /// The command's name, as written.
    pub name: String,
    /// Its arguments, split on white space.
    pub args: Vec<String>,
}

/// The command on `text`, or `None` for an empty line or a comment.
pub fn parse(text: &str) -> Option<Line> {
    let cleaned: String = text
        .split('#')
        .next()
        .unwrap_or("")
        .chars()
        .filter(|c| !c.is_control() || *c == '\t' || *c == '\n')
        .map(|c| if c == '\t' { ' ' } else { c })
        .collect();
    let mut words = cleaned.split_whitespace();
    let mut first = words.next()?;
    let id = match first.parse::<u32>() {
        Ok(id) => {
            first = words.next().unwrap_or("");
            Some(id)
        }
        Err(_) => None,
    };
    Some(Line {
        id,
        name: first.to_string(),
        args: words.map(str::to_string).collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_comments_and_control_characters() {
        assert_eq!(
            parse("12 play b D4 # a comment\r\n"),
            Some(Line {
                id: Some(12),
                name: "play".into(),
                args: vec!["b".into(), "D4".into()],
            })
        );
        assert_eq!(parse("# only a comment"), None);
        assert_eq!(parse("  \t \n"), None);
        let bare = parse("genmove\tw").unwrap();
        assert_eq!(
            (bare.id, bare.name.as_str(), bare.args.len()),
            (None, "genmove", 1)
        );
        assert_eq!(parse("7").unwrap().name, "");
    }
}
