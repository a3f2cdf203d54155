//! Resolving cells: cell names, PDN square numbers, zones and the setup,
//! each to cell indices (`col + row * width`), or to the first mistake.

use super::Parts;
use crate::suggest;
use crate::syntax::{SetupSpec, ZoneSpec};
use crate::vocab::HexOutline;
use proc_macro2::Span;

/// The board as the checks see it.
#[derive(Clone, Copy)]
pub struct Geometry {
    pub width: usize,
    pub height: usize,
    pub hex: bool,
    pub dark: bool,
    /// A hex board cut to a triangle or a hexagon, in its rhombus of
    /// `width x height`.
    pub outline: Option<HexOutline>,
    /// The cells of the rectangle off the board (`without`).
    pub holes: crate::ir::Holes,
}

/// A mistake found while resolving cells: where, and what.
pub type CellError = (Span, String);

/// A zone's cells for each side: the first player's, then the second's.
pub type Zone = [Vec<usize>; 2];

/// Where the game starts: `[side][kind]` cells, and the cells blocked at
/// the start (by what compound moves shoot).
#[derive(Clone, Default)]
pub struct Setup {
    pub pieces: [Vec<Vec<usize>>; 2],
    pub blocked: Vec<usize>,
    /// `hand[side][kind]`: the pieces each player starts with in hand,
    /// from the `[...]` after a setup string's rows.
    pub hand: [Vec<u8>; 2],
}

impl Geometry {
    pub fn cells(&self) -> usize {
        self.width * self.height
    }

    /// Whether `cell` is played on: every cell, or on a `dark` board those
    /// of `a1`'s colour.
    pub fn playable(&self, cell: usize) -> bool {
        !self.holes.contains(cell)
            && (!self.dark || (cell % self.width + cell / self.width) % 2 == 0)
    }

    /// The columns of `row` a board string lists: all but the holes.
    pub fn string_columns(&self, row: usize) -> Vec<usize> {
        (0..self.width)
            .filter(|&col| !self.holes.contains(col + row * self.width))
            .collect()
    }

    /// The dark squares in PDN order: rows from the top, each left to right.
    fn squares(&self) -> Vec<usize> {
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

    /// The name of `cell`, as `a1`.
    pub fn cell_name(&self, cell: usize) -> String {
        crate::vocab::cell_name(cell % self.width, cell / self.width)
    }

    fn size(&self) -> String {
        let dark = if self.dark { " dark" } else { "" };
        format!("{} x {}{dark}", self.width, self.height)
    }

    fn row_cells(&self, row: usize) -> Vec<usize> {
        (0..self.width)
            .map(|col| col + row * self.width)
            .filter(|&c| self.playable(c))
            .collect()
    }
}

/// Resolves zones against a board, its declared zones and the direction the
/// first player moves (`None` while the setup itself is being read, where
/// relative zones make no sense).
pub struct Zones<'p, 'a> {
    pub geometry: Geometry,
    pub parts: &'p Parts<'a>,
    pub forward: Option<i32>,
}

impl Zones<'_, '_> {
    /// The cells of `zone` for each side.
    pub fn cells(&self, zone: &ZoneSpec) -> Result<Zone, CellError> {
        self.cells_within(zone, 0)
    }

    fn cells_within(&self, zone: &ZoneSpec, depth: usize) -> Result<Zone, CellError> {
        let g = &self.geometry;
        let both = |cells: Vec<usize>| [cells.clone(), cells];
        match zone {
            ZoneSpec::LastRow(span) | ZoneSpec::FirstRow(span) => {
                let Some(forward) = self.forward else {
                    return Err((*span, format!("`setup:` places pieces on fixed cells: write `rows 1..=2` or cell names, not `{zone}`")));
                };
                let top = g.height - 1;
                let last = matches!(zone, ZoneSpec::LastRow(_));
                // The first player's far row is the top when it moves up.
                let first_row = if (forward > 0) == last { top } else { 0 };
                Ok([g.row_cells(first_row), g.row_cells(top - first_row)])
            }
            ZoneSpec::Ranks { last, n, span } => {
                if n.value == 0 || n.value > g.height as u64 {
                    return Err((
                        n.span,
                        format!(
                            "`{zone}`: the {} board has rows 1 to {}",
                            g.size(),
                            g.height
                        ),
                    ));
                }
                let n = n.value as usize;
                let (from, to) = if *last {
                    (g.height - n, g.height - 1)
                } else {
                    (0, n - 1)
                };
                self.own_rows(from, to, *span, zone)
            }
            ZoneSpec::Own { from, to, span } => {
                for n in [from, to] {
                    if n.value == 0 || n.value > g.height as u64 {
                        return Err((
                            n.span,
                            format!(
                                "`{zone}`: rows count from 1 at each player's back row to {}",
                                g.height
                            ),
                        ));
                    }
                }
                if from.value > to.value {
                    return Err((
                        from.span,
                        format!("`{zone}` is empty: write the lower row first"),
                    ));
                }
                self.own_rows(from.value as usize - 1, to.value as usize - 1, *span, zone)
            }
            ZoneSpec::Rows { from, to } => {
                for n in [from, to] {
                    if n.value == 0 || n.value > g.height as u64 {
                        return Err((
                            n.span,
                            format!(
                                "row {} is off the {} board: rows count from 1 at the bottom to {}",
                                n.value,
                                g.size(),
                                g.height
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
                let rows = from.value as usize - 1..to.value as usize;
                Ok(both(rows.flat_map(|r| g.row_cells(r)).collect()))
            }
            ZoneSpec::Squares { from, to } => self
                .squares(from.value, to.value, from.span, to.span)
                .map(both),
            ZoneSpec::Cells(names) => {
                let mut cells = Vec::new();
                for (name, span) in names {
                    let Some(cell) = g.cell_named(name) else {
                        return Err((*span, format!("`{name}` is off the {} board", g.size())));
                    };
                    if g.holes.contains(cell) {
                        return Err((*span, format!("`{name}` is a hole: the board leaves it out (`without`), so nothing stands on it or reaches it")));
                    }
                    if !g.playable(cell) {
                        return Err((*span, format!("`{name}` is a light square: pieces of a `dark` board stand on dark squares only")));
                    }
                    cells.push(cell);
                }
                Ok(both(cells))
            }
            ZoneSpec::OwnCells(names, span) => {
                let Some(forward) = self.forward else {
                    return Err((
                        *span,
                        format!(
                            "`setup:` places pieces on fixed cells: write cell names, not `{zone}`"
                        ),
                    ));
                };
                let named = self.cells_within(&ZoneSpec::Cells(names.clone()), depth)?;
                let turned: Vec<usize> = named[0].iter().map(|&c| g.cells() - 1 - c).collect();
                if let Some(&hole) = turned.iter().find(|&&c| g.holes.contains(c)) {
                    let name = g.cell_name(g.cells() - 1 - hole);
                    return Err((*span, format!("`{zone}`: `{name}`, turned half a circle for the other player, is `{}`, a hole (`without`): choose cells whose turn is on the board", g.cell_name(hole))));
                }
                // As named for the player whose back row is the bottom.
                Ok(if forward > 0 {
                    [named[0].clone(), turned]
                } else {
                    [turned, named[0].clone()]
                })
            }
            ZoneSpec::Named(name) => {
                let zones = &self.parts.zones;
                let Some(found) = zones.iter().find(|z| z.name == *name) else {
                    let names: Vec<String> = zones.iter().map(|z| z.name.to_string()).collect();
                    let known: Vec<&str> = names.iter().map(String::as_str).collect();
                    let message = match suggest::closest(&name.to_string(), &known) {
                        Some(k) => format!("unknown zone `{name}`, did you mean `{k}`?"),
                        None => format!("unknown zone `{name}`: declare it with `zone {name}: cells`, or write `last row` or `first row`"),
                    };
                    return Err((name.span(), message));
                };
                if depth > 8 {
                    return Err((name.span(), format!("zone `{name}` is defined by itself")));
                }
                self.cells_within(&found.cells, depth + 1)
            }
        }
    }

    /// Rows `from..=to` counted from 0 at each player's own back row.
    fn own_rows(
        &self,
        from: usize,
        to: usize,
        span: Span,
        zone: &ZoneSpec,
    ) -> Result<Zone, CellError> {
        let g = &self.geometry;
        let Some(forward) = self.forward else {
            return Err((span, format!("`setup:` places pieces on fixed cells: write `rows 1..=2` or cell names, not `{zone}`")));
        };
        let top = g.height - 1;
        // The first player's back row is the bottom when it moves up.
        let row = |side: usize, r: usize| {
            if (forward > 0) == (side == 0) {
                r
            } else {
                top - r
            }
        };
        let cells = |side: usize| {
            (from..=to)
                .flat_map(|r| g.row_cells(row(side, r)))
                .collect()
        };
        Ok([cells(0), cells(1)])
    }

    /// `squares from..=to` of a `dark` board.
    fn squares(
        &self,
        from: u64,
        to: u64,
        from_span: Span,
        to_span: Span,
    ) -> Result<Vec<usize>, CellError> {
        let g = &self.geometry;
        if !g.dark {
            return Err((from_span, format!("numbered squares belong to draughts boards: write `board: {} x {} dark`, or name cells such as `a1`", g.width, g.height)));
        }
        let squares = g.squares();
        for (n, span) in [(from, from_span), (to, to_span)] {
            if n == 0 || n > squares.len() as u64 {
                return Err((
                    span,
                    format!(
                        "square {n} is off the board: the {} board numbers its squares 1 to {}",
                        g.size(),
                        squares.len()
                    ),
                ));
            }
        }
        if from > to {
            return Err((
                from_span,
                format!("`squares {from}..={to}` is empty: write the lower square first"),
            ));
        }
        Ok(squares[from as usize - 1..to as usize].to_vec())
    }
}

/// What a setup string or placement may name, for one game.
pub struct Pieces<'n> {
    /// The kinds, by name, in declaration order (a flipping game's one
    /// kind is its stone).
    pub names: &'n [String],
    /// Each kind's letter.
    pub letters: &'n [char],
    /// Whether each kind is written with a `+` before its letter.
    pub plus: &'n [bool],
    /// The name of what compound moves shoot (`Arrow`), if any.
    pub shot: Option<&'n str>,
    /// In a flipping game, the players' letters, which stand for their stones.
    pub stones: Option<[char; 2]>,
}

/// Reads the setup: where each piece starts, or the first mistake.
pub fn setup(spec: &SetupSpec, zones: &Zones, pieces: &Pieces) -> Result<Setup, CellError> {
    let mut board = SetupBoard::new(pieces.names.len());
    match spec {
        SetupSpec::Board(lit) => {
            read_board_string(&lit.value(), lit.span(), zones.geometry, pieces, &mut board)?
        }
        SetupSpec::Placements(placements) => {
            for p in placements {
                let kind = placement_kind(p.piece.as_ref(), p.side_span, pieces)?;
                let cells = zones.cells(&p.cells)?;
                for &cell in &cells[0] {
                    let text = format!("`{}`", zones.geometry.cell_name(cell));
                    board.place(p.side.index(), kind, cell, p.cells.span(), &text)?;
                }
            }
        }
    }
    Ok(board.setup)
}

/// The setup being filled, with the cells taken so far.
struct SetupBoard {
    setup: Setup,
    taken: Vec<usize>,
}

impl SetupBoard {
    fn new(kinds: usize) -> Self {
        SetupBoard {
            setup: Setup {
                pieces: [vec![Vec::new(); kinds], vec![Vec::new(); kinds]],
                blocked: Vec::new(),
                hand: [vec![0; kinds], vec![0; kinds]],
            },
            taken: Vec::new(),
        }
    }

    /// Puts a piece of `kind` (`None`: a blocked cell) of `side` on `cell`.
    fn place(
        &mut self,
        side: usize,
        kind: Option<usize>,
        cell: usize,
        span: Span,
        text: &str,
    ) -> Result<(), CellError> {
        if self.taken.contains(&cell) {
            return Err((span, format!("`setup:` places two pieces on {text}")));
        }
        self.taken.push(cell);
        match kind {
            Some(k) => self.setup.pieces[side][k].push(cell),
            None => self.setup.blocked.push(cell),
        }
        Ok(())
    }
}

/// The kind a placement names (`None` for a shot such as `Arrow`).
fn placement_kind(
    piece: Option<&proc_macro2::Ident>,
    side_span: Span,
    pieces: &Pieces,
) -> Result<Option<usize>, CellError> {
    match (piece, pieces.names.len()) {
        (Some(name), _) => {
            let n = name.to_string();
            match pieces.names.iter().position(|k| *k == n) {
                Some(k) => Ok(Some(k)),
                None if pieces.shot == Some(n.as_str()) => Ok(None),
                None => {
                    let known: Vec<&str> = pieces.names.iter().map(String::as_str).collect();
                    Err((name.span(), suggest::unknown("piece", &n, &known)))
                }
            }
        }
        (None, 1) => Ok(Some(0)),
        (None, _) => Err((
            side_span,
            "name the piece each player starts with, as in `first Man on squares 1..=12`".into(),
        )),
    }
}

/// A board string: rows top first, separated by `/`; a letter a piece
/// (uppercase for the first player), a number a run of empty cells.
fn read_board_string(
    text: &str,
    span: Span,
    g: Geometry,
    pieces: &Pieces,
    board: &mut SetupBoard,
) -> Result<(), CellError> {
    let (text, hand) = match text.split_once('[') {
        Some((rows, rest)) => {
            let Some(hand) = rest.strip_suffix(']') else {
                return Err((
                    span,
                    "the hand after the setup string's rows is closed with `]`, as in `[Nn]`"
                        .into(),
                ));
            };
            (rows, Some(hand))
        }
        None => (text, None),
    };
    if let Some(hand) = hand.filter(|h| *h != "-") {
        let mut chars = hand.chars();
        while let Some(ch) = chars.next() {
            let (ch, plus) = match ch {
                '+' => (chars.next().unwrap_or('+'), true),
                ch => (ch, false),
            };
            let (side, kind) = setup_letter(ch, plus, span, pieces)?;
            let Some(kind) = kind else {
                return Err((span, "`*` in the hand: a hand holds pieces".into()));
            };
            let count = &mut board.setup.hand[side][kind];
            *count = count
                .checked_add(1)
                .ok_or((span, "more than 255 pieces of a kind in hand".to_string()))?;
        }
    }
    let rows: Vec<&str> = text.split('/').collect();
    if rows.len() != g.height {
        return Err((
            span,
            format!(
                "the setup string has {} rows separated by `/`; the board has {}",
                rows.len(),
                g.height
            ),
        ));
    }
    for (drawn, row_text) in rows.iter().enumerate() {
        let row = g.height - 1 - drawn;
        // A board string lists the cells on the board: `col` counts them.
        let columns = g.string_columns(row);
        let mut col = 0usize;
        let mut digits = String::new();
        let mut chars = row_text.chars();
        let mut plus = false;
        loop {
            let ch = chars.next();
            if ch == Some('+') && !plus {
                plus = true;
                continue;
            }
            if let Some(d) = ch.filter(char::is_ascii_digit) {
                digits.push(d);
                continue;
            }
            if !digits.is_empty() {
                col = col.saturating_add(digits.parse::<usize>().unwrap_or(usize::MAX));
                digits.clear();
            }
            let Some(ch) = ch else { break };
            if ch == '.' || ch == '-' {
                col += 1;
                continue;
            }
            let Some(&at) = columns.get(col) else {
                col += 1; // counted, and reported below
                continue;
            };
            let name = format!("row {} column {}", row + 1, at + 1);
            let (side, kind) = setup_letter(ch, plus, span, pieces)?;
            plus = false;
            board.place(side, kind, at + row * g.width, span, &name)?;
            col += 1;
        }
        if col != columns.len() {
            let holes = g.width - columns.len();
            let cells = if holes == 0 {
                format!("{} columns", g.width)
            } else {
                format!(
                    "{} cells in that row, its {holes} holes left out",
                    columns.len()
                )
            };
            return Err((
                span,
                format!(
                    "row {} of the setup string has {col} cells; the board has {cells}",
                    row + 1,
                ),
            ));
        }
    }
    Ok(())
}

/// The side and kind a setup string's letter stands for (`None`: blocked).
fn setup_letter(
    ch: char,
    plus: bool,
    span: Span,
    pieces: &Pieces,
) -> Result<(usize, Option<usize>), CellError> {
    if let Some([a, b]) = pieces.stones {
        return match [a, b].iter().position(|s| s.eq_ignore_ascii_case(&ch)) {
            Some(side) => Ok((side, Some(0))),
            None => Err((span, format!("`{ch}` in the setup string is no stone: expected `{a}` for the first player, `{b}` for the second, `.` or a digit for empty cells"))),
        };
    }
    if ch == '*' {
        return Ok((0, None));
    }
    let side = usize::from(ch.is_ascii_lowercase());
    let upper = ch.to_ascii_uppercase();
    let found =
        (0..pieces.letters.len()).find(|&k| pieces.letters[k] == upper && pieces.plus[k] == plus);
    match found {
        Some(kind) => Ok((side, Some(kind))),
        None if plus => Err((span, format!("`+{ch}` in the setup string is no piece: a promoted piece is declared with its letter, as in `piece Tokin (+{upper})`"))),
        None => {
            let letters: Vec<String> = pieces.letters.iter().map(|c| format!("`{c}`")).collect();
            Err((span, format!("`{ch}` in the setup string is no piece: expected {}, lowercase for the second player, `*` for a blocked cell, `.` or a digit for empty cells", letters.join(", "))))
        }
    }
}

/// The first player moves towards the second's pieces: `1` up the board,
/// `-1` down.
pub fn forward(setup: &Setup, width: usize) -> i32 {
    let mean = |side: &Vec<Vec<usize>>| {
        let cells: Vec<usize> = side.iter().flatten().copied().collect();
        (!cells.is_empty())
            .then(|| cells.iter().map(|c| c / width).sum::<usize>() as f64 / cells.len() as f64)
    };
    match (mean(&setup.pieces[0]), mean(&setup.pieces[1])) {
        (Some(a), Some(b)) if a > b => -1,
        _ => 1,
    }
}
