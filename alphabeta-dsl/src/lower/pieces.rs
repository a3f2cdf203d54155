//! Lowering the sections of piece and flipping games, and the cell
//! arithmetic that validation shares: cell names, PDN square numbers and
//! zones resolved to cells.

use crate::ast::{
    Body, GameDef, NoMoves, PieceDef, PieceRule, SetupSpec, Target, Test as AstTest, ZoneSpec,
};
use crate::ir::pieces::{Kind, MoveRule, PieceEnd, PieceRules, PieceTest, Promote};
use crate::ir::Verdict;
use proc_macro2::Span;

/// The board as the piece sections see it.
#[derive(Clone, Copy)]
pub struct Geometry {
    pub width: usize,
    pub height: usize,
    pub dark: bool,
}

/// A mistake found while resolving cells: where, and what.
pub type CellError = (Span, String);

/// `[side][kind]` cells where pieces start, and the cells blocked at the start.
pub type Setup = ([Vec<Vec<usize>>; 2], Vec<usize>);

impl Geometry {
    pub fn of(game: &GameDef) -> Option<Geometry> {
        game.sections.iter().find_map(|s| match &s.body {
            Body::Board(b) => Some(Geometry {
                width: usize::try_from(b.width.value).ok()?,
                height: usize::try_from(b.height.value).ok()?,
                dark: b.dark.is_some(),
            }),
            _ => None,
        })
    }

    pub fn cells(&self) -> usize {
        self.width * self.height
    }

    /// Whether `cell` is played on: every cell, or on a `dark` board those
    /// of `a1`'s colour.
    pub fn playable(&self, cell: usize) -> bool {
        !self.dark || (cell % self.width + cell / self.width) % 2 == 0
    }

    /// The dark squares in PDN order: rows from the top, each left to right.
    pub fn squares(&self) -> Vec<usize> {
        (0..self.height)
            .rev()
            .flat_map(|row| (0..self.width).map(move |col| col + row * self.width))
            .filter(|&c| self.playable(c))
            .collect()
    }

    /// `a1`, `j10`: the cell, if it is on the board.
    pub fn cell_named(&self, name: &str) -> Option<usize> {
        let digits = name.find(|c: char| c.is_ascii_digit())?;
        let (letters, number) = name.split_at(digits);
        let mut col = 0usize;
        for b in letters.bytes() {
            col = col * 26 + usize::from(b - b'a') + 1;
        }
        let col = col.checked_sub(1)?;
        let row = number.parse::<usize>().ok()?.checked_sub(1)?;
        (col < self.width && row < self.height).then_some(col + row * self.width)
    }

    fn size(&self) -> String {
        let dark = if self.dark { " dark" } else { "" };
        format!("{} x {}{dark}", self.width, self.height)
    }

    /// The cells of `zone` for each side. `forward` is `None` while the
    /// setup itself is being read, where relative zones make no sense.
    pub fn zone_cells(
        &self,
        zone: &ZoneSpec,
        forward: Option<i32>,
        game: &GameDef,
        depth: usize,
    ) -> Result<[Vec<usize>; 2], CellError> {
        let row_cells = |row: usize| -> Vec<usize> {
            (0..self.width)
                .map(|col| col + row * self.width)
                .filter(|&c| self.playable(c))
                .collect()
        };
        let both = |cells: Vec<usize>| [cells.clone(), cells];
        match zone {
            ZoneSpec::LastRow(span) | ZoneSpec::FirstRow(span) => {
                let Some(forward) = forward else {
                    return Err((*span, format!("`setup:` places pieces on fixed cells: write `rows 1..=2` or cell names, not `{zone}`")));
                };
                let top = self.height - 1;
                let last = matches!(zone, ZoneSpec::LastRow(_));
                // The first player's far row is the top when it moves up.
                let first_row = if (forward > 0) == last { top } else { 0 };
                Ok([row_cells(first_row), row_cells(top - first_row)])
            }
            ZoneSpec::Rows { from, to } => {
                for n in [from, to] {
                    if n.value == 0 || n.value > self.height as u64 {
                        return Err((
                            n.span,
                            format!(
                                "row {} is off the {} board: rows count from 1 at the bottom to {}",
                                n.value,
                                self.size(),
                                self.height
                            ),
                        ));
                    }
                }
                if from.value > to.value {
                    return Err((
                        from.span,
                        format!(
                            "`rows {}..={}` is empty: write the lower row first",
                            from.value, to.value
                        ),
                    ));
                }
                Ok(both(
                    (from.value as usize - 1..to.value as usize)
                        .flat_map(row_cells)
                        .collect(),
                ))
            }
            ZoneSpec::Squares { from, to } => {
                if !self.dark {
                    return Err((from.span, format!("numbered squares belong to draughts boards: write `board: {} x {} dark`, or name cells such as `a1`", self.width, self.height)));
                }
                let squares = self.squares();
                for n in [from, to] {
                    if n.value == 0 || n.value > squares.len() as u64 {
                        return Err((
                            n.span,
                            format!(
                                "square {} is off the board: the {} board numbers its squares 1 to {}",
                                n.value,
                                self.size(),
                                squares.len()
                            ),
                        ));
                    }
                }
                if from.value > to.value {
                    return Err((
                        from.span,
                        format!(
                            "`squares {}..={}` is empty: write the lower square first",
                            from.value, to.value
                        ),
                    ));
                }
                Ok(both(
                    squares[from.value as usize - 1..to.value as usize].to_vec(),
                ))
            }
            ZoneSpec::Cells(names) => {
                let mut cells = Vec::new();
                for (name, span) in names {
                    let Some(cell) = self.cell_named(name) else {
                        return Err((*span, format!("`{name}` is off the {} board", self.size())));
                    };
                    if !self.playable(cell) {
                        return Err((*span, format!("`{name}` is a light square: pieces of a `dark` board stand on dark squares only")));
                    }
                    cells.push(cell);
                }
                Ok(both(cells))
            }
            ZoneSpec::Named(name) => {
                let zones = zones(game);
                let Some(found) = zones.iter().find(|z| z.name == *name) else {
                    let names: Vec<String> = zones.iter().map(|z| z.name.to_string()).collect();
                    let known: Vec<&str> = names.iter().map(String::as_str).collect();
                    let message = match crate::suggest::closest(&name.to_string(), &known) {
                        Some(k) => format!("unknown zone `{name}`, did you mean `{k}`?"),
                        None => format!("unknown zone `{name}`: declare it with `zone {name}: cells`, or write `last row` or `first row`"),
                    };
                    return Err((name.span(), message));
                };
                if depth > 8 {
                    return Err((name.span(), format!("zone `{name}` is defined by itself")));
                }
                self.zone_cells(&found.cells, forward, game, depth + 1)
            }
        }
    }
}

pub fn zones(game: &GameDef) -> Vec<&crate::ast::ZoneDef> {
    game.sections
        .iter()
        .filter_map(|s| match &s.body {
            Body::Zone(z) => Some(z),
            _ => None,
        })
        .collect()
}

pub fn pieces(game: &GameDef) -> Vec<&PieceDef> {
    game.sections
        .iter()
        .filter_map(|s| match &s.body {
            Body::Piece(p) => Some(p),
            _ => None,
        })
        .collect()
}

/// Whether the game is built by the piece backend (a malformed `piece`
/// section counts, so that its errors do not cascade).
pub fn is_piece_game(game: &GameDef) -> bool {
    game.sections.iter().any(|s| match &s.body {
        _ if s.keyword.text == "piece" => true,
        Body::Moves(moves) => moves.iter().any(|m| m.flipping.is_some()),
        _ => false,
    })
}

/// The letters of the players (their names' first letters), which stand
/// for their stones in the setup string of a flipping game.
pub fn stone_symbols(game: &GameDef) -> Option<[char; 2]> {
    if !pieces(game).is_empty() {
        return None;
    }
    let names = game.sections.iter().find_map(|s| match &s.body {
        Body::Players(names) if names.len() == 2 => {
            Some([names[0].to_string(), names[1].to_string()])
        }
        _ => None,
    });
    let [a, b] = names.unwrap_or(["X".into(), "O".into()]);
    let first = |n: &str| n.chars().next().unwrap_or('?').to_ascii_uppercase();
    Some([first(&a), first(&b)])
}

/// The setup: `[side][kind]` cells and blocked cells, or the first mistake.
pub fn setup_cells(
    game: &GameDef,
    geometry: Geometry,
    kinds: &[String],
    shot: Option<&str>,
) -> Result<Setup, CellError> {
    let mut setup = [vec![Vec::new(); kinds.len()], vec![Vec::new(); kinds.len()]];
    let mut blocked = Vec::new();
    let mut taken: Vec<(usize, Span)> = Vec::new();
    let Some(spec) = game.sections.iter().find_map(|s| match &s.body {
        Body::Setup(spec) => Some(spec),
        _ => None,
    }) else {
        return Ok((setup, blocked));
    };
    let mut place = |side: usize, kind: Option<usize>, cell: usize, span: Span, text: &str| {
        if let Some(&(_, first)) = taken.iter().find(|(c, _)| *c == cell) {
            let _ = first;
            return Err((span, format!("`setup:` places two pieces on {text}")));
        }
        taken.push((cell, span));
        match kind {
            Some(k) => setup[side][k].push(cell),
            None => blocked.push(cell),
        }
        Ok(())
    };
    match spec {
        SetupSpec::Board(lit) => {
            let text = lit.value();
            let span = lit.span();
            let rows: Vec<&str> = text.split('/').collect();
            if rows.len() != geometry.height {
                return Err((
                    span,
                    format!(
                        "the setup string has {} rows separated by `/`; the board has {}",
                        rows.len(),
                        geometry.height
                    ),
                ));
            }
            for (drawn, row_text) in rows.iter().enumerate() {
                let row = geometry.height - 1 - drawn;
                let mut col = 0usize;
                let mut digits = String::new();
                let chars: Vec<char> = row_text.chars().collect();
                let mut i = 0;
                while i <= chars.len() {
                    let ch = chars.get(i).copied();
                    if let Some(d) = ch.filter(char::is_ascii_digit) {
                        digits.push(d);
                        i += 1;
                        continue;
                    }
                    if !digits.is_empty() {
                        col = col.saturating_add(digits.parse::<usize>().unwrap_or(usize::MAX));
                        digits.clear();
                    }
                    let Some(ch) = ch else { break };
                    i += 1;
                    if ch == '.' || ch == '-' {
                        col += 1;
                        continue;
                    }
                    if col >= geometry.width {
                        break;
                    }
                    let cell = col + row * geometry.width;
                    let name = format!("row {} column {}", row + 1, col + 1);
                    let stone = stone_symbols(game).and_then(|symbols| {
                        symbols.iter().position(|s| s.eq_ignore_ascii_case(&ch))
                    });
                    if let Some(side) = stone {
                        place(side, Some(0), cell, span, &name)?;
                    } else if ch == '*' && shot.is_some() {
                        place(0, None, cell, span, &name)?;
                    } else {
                        let side = usize::from(ch.is_ascii_lowercase());
                        let upper = ch.to_ascii_uppercase();
                        let kind = kinds
                            .iter()
                            .position(|k| k.starts_with(upper))
                            .filter(|_| stone_symbols(game).is_none())
                            .ok_or_else(|| {
                                if let Some([a, b]) = stone_symbols(game) {
                                    return (span, format!("`{ch}` in the setup string is no stone: expected `{a}` for the first player, `{b}` for the second, `.` or a digit for empty cells"));
                                }
                                let letters: Vec<String> = kinds
                                    .iter()
                                    .filter_map(|k| k.chars().next())
                                    .map(|c| format!("`{c}`"))
                                    .collect();
                                (span, format!("`{ch}` in the setup string is no piece: expected {}, lowercase for the second player, `.` or a digit for empty cells", letters.join(", ")))
                            })?;
                        place(side, Some(kind), cell, span, &name)?;
                    }
                    col += 1;
                }
                if col != geometry.width {
                    return Err((
                        span,
                        format!(
                            "row {} of the setup string has {col} cells; the board has {} columns",
                            row + 1,
                            geometry.width
                        ),
                    ));
                }
            }
        }
        SetupSpec::Placements(placements) => {
            for p in placements {
                let kind = match (&p.piece, kinds.len()) {
                    (Some(name), _) => {
                        let n = name.to_string();
                        match kinds.iter().position(|k| *k == n) {
                            Some(k) => Some(k),
                            None if shot == Some(n.as_str()) => None,
                            None => {
                                let known: Vec<&str> = kinds.iter().map(String::as_str).collect();
                                return Err((name.span(), crate::suggest::unknown("piece", &n, &known)));
                            }
                        }
                    }
                    (None, 1) => Some(0),
                    (None, _) => {
                        return Err((p.side_span, "name the piece each player starts with, as in `first Man on squares 1..=12`".into()))
                    }
                };
                let cells = geometry.zone_cells(&p.cells, None, game, 0)?;
                for (cell, text) in cells[0].iter().map(|&c| (c, cell_text(geometry, c))) {
                    place(p.side, kind, cell, p.cells.span(), &text)?;
                }
            }
        }
    }
    Ok((setup, blocked))
}

fn cell_text(g: Geometry, cell: usize) -> String {
    let col = cell % g.width;
    let mut file = String::new();
    let mut c = col + 1;
    while c > 0 {
        let d = (c - 1) % 26;
        file.insert(0, char::from(b'a' + d as u8));
        c = (c - 1) / 26;
    }
    format!("`{file}{}`", cell / g.width + 1)
}

/// The first player moves towards the second's pieces.
fn forward(setup: &[Vec<Vec<usize>>; 2], width: usize) -> i32 {
    let mean = |side: &Vec<Vec<usize>>| {
        let cells: Vec<usize> = side.iter().flatten().copied().collect();
        if cells.is_empty() {
            None
        } else {
            Some(cells.iter().map(|c| c / width).sum::<usize>() as f64 / cells.len() as f64)
        }
    };
    match (mean(&setup[0]), mean(&setup[1])) {
        (Some(a), Some(b)) if a > b => -1,
        _ => 1,
    }
}

/// A piece's worth: what it can do in one move, a step or jump direction
/// counting one and a slide direction three.
fn value(kind: &Kind) -> i32 {
    let mobility: usize = kind
        .moves
        .iter()
        .map(|m| m.vectors.len() * if m.slide { 3 } else { 1 })
        .sum::<usize>()
        + kind.jumps.len();
    i32::try_from(mobility).unwrap_or(100)
}

/// The piece rules of a validated game.
pub fn rules(game: &GameDef) -> PieceRules {
    let geometry = Geometry::of(game).expect("validated");
    let defs = pieces(game);
    let flipping = defs.is_empty();
    let mut names: Vec<String> = defs.iter().map(|p| p.name.to_string()).collect();
    if flipping {
        names.push("Stone".into());
    }
    let shot = shot_name(game);
    let (setup, blocked_setup) =
        setup_cells(game, geometry, &names, shot.as_deref()).expect("validated");
    let forward = forward(&setup, geometry.width);
    let zone = |z: &ZoneSpec| {
        geometry
            .zone_cells(z, Some(forward), game, 0)
            .expect("validated")
    };
    let mut kinds: Vec<Kind> = names
        .iter()
        .map(|name| Kind {
            name: name.clone(),
            letter: name.chars().next().unwrap_or('?').to_ascii_uppercase(),
            moves: Vec::new(),
            jumps: Vec::new(),
            chain: false,
            promote: None,
            value: 100,
        })
        .collect();
    for (kind, def) in kinds.iter_mut().zip(&defs) {
        for rule in &def.rules {
            match rule {
                PieceRule::Move { .. } => kind.moves.push(move_rule(rule)),
                PieceRule::Jump { dirs, chain, .. } => {
                    kind.jumps.extend(&dirs.vectors);
                    kind.chain |= chain;
                }
                PieceRule::Promote {
                    to,
                    zone: z,
                    ends_move,
                    ..
                } => {
                    kind.promote = Some(Promote {
                        to: names.iter().position(|n| *to == n).expect("validated"),
                        zone: zone(z),
                        ends_move: *ends_move,
                    });
                }
            }
        }
    }
    // Worth relative to the least mobile piece, which counts 100.
    let least = kinds
        .iter()
        .map(value)
        .filter(|&v| v > 0)
        .min()
        .unwrap_or(1);
    for kind in &mut kinds {
        kind.value = 100 * value(kind).max(1) / least;
    }
    let mut ends = Vec::new();
    let mut mandatory = false;
    let mut no_moves = NoMoves::Draw;
    for s in &game.sections {
        match &s.body {
            Body::End(verdict, conditions) => {
                for c in conditions {
                    let test = match &c.test {
                        AstTest::Reach(z) => PieceTest::Reach(zone(z)),
                        AstTest::CapturedAll => PieceTest::CapturedAll,
                        AstTest::MostPieces => PieceTest::MostPieces,
                        _ => unreachable!("validation keeps placement conditions out"),
                    };
                    ends.push(PieceEnd {
                        verdict: *verdict,
                        test,
                    });
                }
            }
            Body::Captures(_) => mandatory = true,
            Body::NoMoves(n, _) => no_moves = *n,
            _ => {}
        }
    }
    let _ = Verdict::Win;
    PieceRules {
        dark: geometry.dark,
        flipping,
        kinds,
        shot,
        setup,
        blocked_setup,
        mandatory,
        no_moves,
        ends,
        forward,
    }
}

fn move_rule(rule: &PieceRule) -> MoveRule {
    match rule {
        PieceRule::Move {
            slide,
            dirs,
            target,
            shot,
            ..
        } => MoveRule {
            slide: *slide,
            vectors: dirs.vectors.clone(),
            target: *target,
            shot: shot.as_ref().map(|s| Box::new(move_rule(&s.rule))),
        },
        _ => unreachable!("a shot is a move rule"),
    }
}

/// The name of what the game's compound moves shoot, if any.
pub fn shot_name(game: &GameDef) -> Option<String> {
    pieces(game).iter().find_map(|p| {
        p.rules.iter().find_map(|r| match r {
            PieceRule::Move { shot: Some(s), .. } => Some(s.name.to_string()),
            _ => None,
        })
    })
}

/// Whether a target can land on an enemy.
pub fn captures(target: Target) -> bool {
    target != Target::Empty
}
