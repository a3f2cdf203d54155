//! The tafl games (tablut, brandub, hnefatafl) against a second
//! implementation written here, plainly: a `Vec` of cells, a move
//! generator that walks each piece along its row and column, and the
//! capture rules read one by one from the rules each game cites. No
//! engine has these games, so no count here comes from elsewhere; none
//! comes from our generator either: every comparison is made at run time,
//! between the two.
//!
//! Checked: perft to depth 3 from the start and from positions of seeded
//! random play, the legal moves, the board and the outcome after every
//! ply of seeded random games played to their end, and who won them; and
//! hand-made positions where each rule acts.

use alphabeta::games::brandub::Brandub;
use alphabeta::games::hnefatafl::Hnefatafl;
use alphabeta::games::tablut::Tablut;
use alphabeta::runtime::notation::{legal_moves, move_to_string};
use alphabeta::runtime::{perft, Game, Notation, Outcome, Side};

/// What stands on a cell.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Cell {
    Empty,
    /// A man of the first player, who attacks (Black).
    Attacker,
    /// A man of the second player, who defends (White).
    Defender,
    King,
}

/// One tafl game's rules, as its cited source states them.
struct Rules {
    size: usize,
    /// Cells only the king may stop on (the throne and the corners,
    /// or the throne alone).
    restricted: Vec<usize>,
    /// Whether the king may stop on the throne once he has left it.
    king_returns: bool,
    throne: usize,
    /// Cells that, while empty, take part in a capture as an enemy would.
    hostile: Vec<usize>,
    /// Cells where the king is taken only when closed on four sides; he
    /// is taken as a man elsewhere. Every cell for hnefatafl.
    four_sides: Vec<usize>,
    /// Where the king escapes to.
    escape: Vec<usize>,
    setup: &'static str,
    /// Copenhagen's shieldwall (5b), exit fort (6b) and encirclement (7b).
    copenhagen: bool,
}

fn cell(size: usize, name: &str) -> usize {
    let file = usize::from(name.as_bytes()[0] - b'a');
    let rank: usize = name[1..].parse().unwrap();
    file + (rank - 1) * size
}

fn cells(size: usize, names: &str) -> Vec<usize> {
    names.split(' ').map(|n| cell(size, n)).collect()
}

fn name(size: usize, c: usize) -> String {
    format!("{}{}", char::from(b'a' + (c % size) as u8), c / size + 1)
}

/// aagenielsen.dk's Tablut 9x9.
fn tablut() -> Rules {
    let s = 9;
    let edge: Vec<usize> = (0..s * s)
        .filter(|&c| c % s == 0 || c % s == s - 1 || c / s == 0 || c / s == s - 1)
        .collect();
    Rules {
        size: s,
        restricted: cells(s, "e5"),
        king_returns: true,
        throne: cell(s, "e5"),
        hostile: cells(s, "e5"),
        four_sides: cells(s, "e5 d5 f5 e4 e6"),
        escape: edge,
        setup: "3TTT3/4T4/4t4/T3t3T/TTttkttTT/T3t3T/4t4/4T4/3TTT3",
        copenhagen: false,
    }
}

/// Ludii's Brandub, "Nielsen (Suggested)".
fn brandub() -> Rules {
    let s = 7;
    Rules {
        size: s,
        restricted: cells(s, "a1 a7 g1 g7 d4"),
        king_returns: false,
        throne: cell(s, "d4"),
        hostile: cells(s, "a1 a7 g1 g7 d4"),
        four_sides: cells(s, "d4 c4 e4 d3 d5"),
        escape: cells(s, "a1 a7 g1 g7"),
        setup: "3T3/3T3/3t3/TTtktTT/3t3/3T3/3T3",
        copenhagen: false,
    }
}

/// aagenielsen.dk's Copenhagen Hnefatafl 11x11, with the shieldwall, the
/// exit fort and encirclement (repetition is the runtime's, tested apart).
fn hnefatafl() -> Rules {
    let s = 11;
    Rules {
        size: s,
        restricted: cells(s, "a1 a11 k1 k11 f6"),
        king_returns: true,
        throne: cell(s, "f6"),
        hostile: cells(s, "a1 a11 k1 k11 f6"),
        four_sides: (0..s * s).collect(),
        escape: cells(s, "a1 a11 k1 k11"),
        setup: "3TTTTT3/5T5/11/T4t4T/T3ttt3T/TT1ttktt1TT/T3ttt3T/T4t4T/11/5T5/3TTTTT3",
        copenhagen: true,
    }
}

/// A position of the plain implementation.
#[derive(Clone)]
struct Plain<'r> {
    rules: &'r Rules,
    cells: Vec<Cell>,
    attackers_move: bool,
    winner: Option<Side>,
}

const SIDES: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

impl<'r> Plain<'r> {
    fn start(rules: &'r Rules) -> Self {
        Self::read(rules, rules.setup, true)
    }

    /// Rows top first, `T` an attacker, `t` a defender, `k` the king.
    fn read(rules: &'r Rules, rows: &str, attackers_move: bool) -> Self {
        let s = rules.size;
        let mut cells = vec![Cell::Empty; s * s];
        for (i, row) in rows.split('/').enumerate() {
            let y = s - 1 - i;
            let mut x = 0;
            let mut run = 0;
            for ch in row.chars() {
                if let Some(d) = ch.to_digit(10) {
                    run = run * 10 + d as usize;
                    continue;
                }
                x += run;
                run = 0;
                cells[x + y * s] = match ch {
                    'T' => Cell::Attacker,
                    't' => Cell::Defender,
                    'k' => Cell::King,
                    _ => panic!("{ch}"),
                };
                x += 1;
            }
            assert_eq!(x + run, s, "{row}");
        }
        Plain {
            rules,
            cells,
            attackers_move,
            winner: None,
        }
    }

    fn step(&self, c: usize, (dx, dy): (i32, i32)) -> Option<usize> {
        let s = self.rules.size as i32;
        let (x, y) = ((c as i32 % s) + dx, (c as i32 / s) + dy);
        ((0..s).contains(&x) && (0..s).contains(&y)).then(|| (x + y * s) as usize)
    }

    fn mine(&self, c: Cell) -> bool {
        match c {
            Cell::Attacker => self.attackers_move,
            Cell::Defender | Cell::King => !self.attackers_move,
            Cell::Empty => false,
        }
    }

    /// Every move, as (from, to): a rook's move through empty cells,
    /// stopping on a restricted cell only as the king (and on the throne
    /// only where he may return).
    fn moves(&self) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        if self.winner.is_some() {
            return out;
        }
        for from in 0..self.cells.len() {
            let piece = self.cells[from];
            if !self.mine(piece) {
                continue;
            }
            for d in SIDES {
                let mut at = from;
                while let Some(next) = self.step(at, d) {
                    if self.cells[next] != Cell::Empty {
                        break;
                    }
                    at = next;
                    let may_stop = if piece == Cell::King {
                        at != self.rules.throne || self.rules.king_returns
                    } else {
                        !self.rules.restricted.contains(&at)
                    };
                    if may_stop {
                        out.push((from, at));
                    }
                }
            }
        }
        out
    }

    /// Whether `c` closes a capture for the side that moved: one of its
    /// pieces (the king too, who is armed), or an empty hostile cell.
    fn closes(&self, c: usize) -> bool {
        self.mine(self.cells[c])
            || (self.cells[c] == Cell::Empty && self.rules.hostile.contains(&c))
    }

    fn play(&self, (from, to): (usize, usize)) -> Self {
        let mut next = self.clone();
        next.cells[to] = next.cells[from];
        next.cells[from] = Cell::Empty;
        let enemy = |c: Cell| match c {
            Cell::Attacker => !self.attackers_move,
            Cell::Defender | Cell::King => self.attackers_move,
            Cell::Empty => false,
        };
        let mut taken = Vec::new();
        for d in SIDES {
            let Some(n1) = next.step(to, d) else { continue };
            let victim = next.cells[n1];
            if !enemy(victim) {
                continue;
            }
            if victim == Cell::King && self.rules.four_sides.contains(&n1) {
                // Closed on all four sides, the mover's piece among them.
                let closed = SIDES
                    .iter()
                    .all(|&e| next.step(n1, e).is_some_and(|c| next.closes(c)));
                if closed {
                    taken.push(n1);
                }
                continue;
            }
            if next.step(n1, d).is_some_and(|n2| next.closes(n2)) {
                taken.push(n1);
            }
        }
        if self.rules.copenhagen {
            taken.extend(next.shieldwall(to));
        }
        for c in taken {
            next.cells[c] = Cell::Empty;
        }
        let king = next.cells.iter().position(|&c| c == Cell::King);
        next.winner = match king {
            None => Some(Side::First),
            Some(k) if self.rules.escape.contains(&k) => Some(Side::Second),
            Some(_) if !self.rules.copenhagen => None,
            Some(k) if !self.attackers_move => next.exit_fort(k).then_some(Side::Second),
            Some(_) => next.encircled().then_some(Side::First),
        };
        next.attackers_move = !self.attackers_move;
        next
    }

    /// The game's end: a win as the rules say, or a player who cannot move
    /// loses.
    fn ended(&self) -> Option<Side> {
        self.winner.or_else(|| {
            self.moves().is_empty().then_some(if self.attackers_move {
                Side::Second
            } else {
                Side::First
            })
        })
    }

    /// The (x, y) of a cell.
    fn xy(&self, c: usize) -> (i32, i32) {
        let s = self.rules.size;
        ((c % s) as i32, (c / s) as i32)
    }

    /// The cell at (x, y), if on the board.
    fn at(&self, x: i32, y: i32) -> Option<usize> {
        let s = self.rules.size as i32;
        ((0..s).contains(&x) && (0..s).contains(&y)).then(|| (x + y * s) as usize)
    }

    /// For a cell on the edge, each edge it is on as the step inwards
    /// from it: (0, 1) on the bottom row, (-1, 0) on the right column...
    fn inwards(&self, c: usize) -> Vec<(i32, i32)> {
        let last = self.rules.size as i32 - 1;
        let (x, y) = self.xy(c);
        let mut out = Vec::new();
        if y == 0 {
            out.push((0, 1));
        }
        if y == last {
            out.push((0, -1));
        }
        if x == 0 {
            out.push((1, 0));
        }
        if x == last {
            out.push((-1, 0));
        }
        out
    }

    /// Copenhagen 5b, the shieldwall, with the mover's piece just come to
    /// `to` (this position, the side to move not yet turned): along the
    /// edge `to` is on, a row of two or more enemies, every one with a
    /// piece of the mover's on the cell in front of him, closed at the
    /// far end by a piece of the mover's or an empty corner (or throne).
    /// The enemies taken, the king spared.
    fn shieldwall(&self, to: usize) -> Vec<usize> {
        let enemy = |c: Cell| c != Cell::Empty && !self.mine(c);
        let mut taken = Vec::new();
        for (ix, iy) in self.inwards(to) {
            for (ax, ay) in [(iy, ix), (-iy, -ix)] {
                let (mut x, mut y) = self.xy(to);
                let mut row = Vec::new();
                let mut fronted = true;
                let end = loop {
                    x += ax;
                    y += ay;
                    match self.at(x, y) {
                        Some(c) if enemy(self.cells[c]) => {
                            let front = self.at(x + ix, y + iy);
                            fronted &= front.is_some_and(|f| self.mine(self.cells[f]));
                            row.push(c);
                        }
                        other => break other,
                    }
                };
                if fronted && row.len() >= 2 && end.is_some_and(|e| self.closes(e)) {
                    taken.extend(row.into_iter().filter(|&c| self.cells[c] != Cell::King));
                }
            }
        }
        taken
    }

    /// Copenhagen 7b, after an attackers' move: no defender, nor the king,
    /// can step to an edge cell along rows and columns through cells no
    /// attacker holds.
    fn encircled(&self) -> bool {
        let mut seen = vec![false; self.cells.len()];
        let mut todo: Vec<usize> = (0..self.cells.len())
            .filter(|&c| matches!(self.cells[c], Cell::Defender | Cell::King))
            .collect();
        while let Some(c) = todo.pop() {
            if seen[c] {
                continue;
            }
            seen[c] = true;
            if !self.inwards(c).is_empty() {
                return false;
            }
            for d in SIDES {
                if let Some(n) = self.step(c, d) {
                    if self.cells[n] != Cell::Attacker {
                        todo.push(n);
                    }
                }
            }
        }
        true
    }

    /// Copenhagen 6b, after a defenders' move, the king on `k`: he is on
    /// the edge, has an empty cell beside him, and no attacker can ever
    /// stand beside him. Worked out by taking away, while any is left,
    /// the defenders that attackers could capture from the cells they can
    /// reach (sliding as often as they like, never onto a restricted cell,
    /// over the empty throne), the defenders standing still.
    fn exit_fort(&self, k: usize) -> bool {
        if self.inwards(k).is_empty() {
            return false;
        }
        let n = self.cells.len();
        let mut wall: Vec<bool> = self
            .cells
            .iter()
            .map(|&c| matches!(c, Cell::Defender | Cell::King))
            .collect();
        let mut stand;
        loop {
            stand = vec![false; n];
            let mut todo: Vec<usize> = (0..n)
                .filter(|&c| self.cells[c] == Cell::Attacker)
                .collect();
            while let Some(c) = todo.pop() {
                if stand[c] {
                    continue;
                }
                stand[c] = true;
                for d in SIDES {
                    let mut at = c;
                    while let Some(next) = self.step(at, d) {
                        if wall[next] {
                            break;
                        }
                        at = next;
                        if !self.rules.restricted.contains(&at) {
                            todo.push(at);
                        }
                    }
                }
            }
            let close = |c: usize| stand[c] || (!wall[c] && self.rules.hostile.contains(&c));
            let mut taken = Vec::new();
            for p in (0..n).filter(|&p| wall[p]) {
                let (x, y) = self.xy(p);
                if self.cells[p] == Cell::King {
                    let sides: Vec<Option<usize>> = SIDES
                        .iter()
                        .map(|&(dx, dy)| self.at(x + dx, y + dy))
                        .collect();
                    if sides.iter().all(|s| s.is_some_and(close))
                        && sides.iter().any(|s| s.is_some_and(|s| stand[s]))
                    {
                        taken.push(p);
                    }
                    continue;
                }
                for (dx, dy) in [(1, 0), (0, 1)] {
                    let (a, b) = (self.at(x - dx, y - dy), self.at(x + dx, y + dy));
                    if let (Some(a), Some(b)) = (a, b) {
                        if close(a) && close(b) && (stand[a] || stand[b]) {
                            taken.push(p);
                        }
                    }
                }
            }
            // Shieldwalls: a row of the wall along an edge, fronted by
            // reachable cells, between two cells that close it, one of
            // them reachable.
            let last = self.rules.size as i32 - 1;
            for (inward, cells) in [
                ((0, 1), (0..=last).map(|x| (x, 0)).collect::<Vec<_>>()),
                ((0, -1), (0..=last).map(|x| (x, last)).collect()),
                ((1, 0), (0..=last).map(|y| (0, y)).collect()),
                ((-1, 0), (0..=last).map(|y| (last, y)).collect()),
            ] {
                let mut i = 0;
                while i < cells.len() {
                    let c = self.at(cells[i].0, cells[i].1).unwrap();
                    if !wall[c] {
                        i += 1;
                        continue;
                    }
                    let mut j = i;
                    while j < cells.len() && wall[self.at(cells[j].0, cells[j].1).unwrap()] {
                        j += 1;
                    }
                    let row: Vec<usize> = (i..j)
                        .map(|m| self.at(cells[m].0, cells[m].1).unwrap())
                        .collect();
                    let fronted = (i..j).all(|m| {
                        let (x, y) = cells[m];
                        stand[self.at(x + inward.0, y + inward.1).unwrap()]
                    });
                    let ends = (i > 0 && j < cells.len()).then(|| {
                        let a = self.at(cells[i - 1].0, cells[i - 1].1).unwrap();
                        let b = self.at(cells[j].0, cells[j].1).unwrap();
                        (stand[a] && close(b)) || (stand[b] && close(a))
                    });
                    if row.len() >= 2 && fronted && ends == Some(true) {
                        taken.extend(row.into_iter().filter(|&c| self.cells[c] != Cell::King));
                    }
                    i = j;
                }
            }
            if taken.is_empty() {
                break;
            }
            for c in taken {
                wall[c] = false;
            }
        }
        let (x, y) = self.xy(k);
        let sides: Vec<usize> = SIDES
            .iter()
            .filter_map(|&(dx, dy)| self.at(x + dx, y + dy))
            .collect();
        wall[k]
            && sides.iter().all(|&s| !stand[s])
            && sides.iter().any(|&s| self.cells[s] == Cell::Empty)
    }

    fn perft(&self, depth: u32) -> u64 {
        let moves = self.moves();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves.iter().map(|&m| self.play(m).perft(depth - 1)).sum()
    }

    fn written(&self, (from, to): (usize, usize)) -> String {
        let s = self.rules.size;
        format!("{}-{}", name(s, from), name(s, to))
    }
}

/// A small seeded generator (xorshift64*), the same every run.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % n
    }
}

/// How the generated game stands: over, or lost by the player to move
/// who has no move.
fn ended<G: Game>(p: &G) -> Option<Side> {
    let outcome = p
        .outcome()
        .or_else(|| legal_moves(p).is_empty().then(|| p.no_moves()));
    match outcome {
        Some(Outcome::Win(side)) => Some(side),
        Some(other) => panic!("a tafl game ends won, not {other:?}"),
        None => None,
    }
}

/// The two implementations agree on `p`: the same moves, the same board,
/// the same end.
fn agree<G: Notation + core::fmt::Display>(
    g: &G,
    p: &Plain,
    board: impl Fn(&G, usize, usize) -> Option<(Side, char)>,
    what: &str,
) {
    let mut ours: Vec<String> = legal_moves(g)
        .into_iter()
        .map(|mv| move_to_string(g, mv))
        .collect();
    ours.sort();
    let mut plain: Vec<String> = p.moves().into_iter().map(|m| p.written(m)).collect();
    plain.sort();
    assert_eq!(ours, plain, "{what}: moves of\n{g}");
    let s = p.rules.size;
    for c in 0..s * s {
        let expected = match p.cells[c] {
            Cell::Empty => None,
            Cell::Attacker => Some((Side::First, 'T')),
            Cell::Defender => Some((Side::Second, 'T')),
            Cell::King => Some((Side::Second, 'K')),
        };
        assert_eq!(board(g, c % s, c / s), expected, "{what}: {}", name(s, c));
    }
    assert_eq!(ended(g), p.ended(), "{what}: the end of\n{g}");
}

/// Seeded random games played to their end by both implementations,
/// compared at every ply, with perft to depth 3 compared every `every`
/// plies; returns the winners. With `press`, the attackers move next to
/// the king three times in four when they can, so that games end by his
/// capture too (on 11 x 11 uniform play nearly always lets him escape).
fn random_games<G: Notation + core::fmt::Display>(
    rules: &Rules,
    seeds: core::ops::Range<u64>,
    every: usize,
    press: bool,
    board: impl Fn(&G, usize, usize) -> Option<(Side, char)> + Copy,
) -> Vec<Side> {
    let mut winners = Vec::new();
    for seed in seeds {
        let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
        let mut g = G::start();
        let mut p = Plain::start(rules);
        let mut record = Vec::new();
        for ply in 0.. {
            let what = format!("seed {seed}, ply {ply}, after {}", record.join(" "));
            agree(&g, &p, board, &what);
            if ply % every == every - 1 {
                for depth in 1..=3 {
                    assert_eq!(perft(&g, depth), p.perft(depth), "{what}: perft({depth})");
                }
            }
            if let Some(side) = p.ended() {
                winners.push(side);
                break;
            }
            let mut moves = p.moves();
            if press && p.attackers_move && rng.below(4) != 0 {
                let king = p.cells.iter().position(|&c| c == Cell::King);
                let beside: Vec<(usize, usize)> = moves
                    .iter()
                    .copied()
                    .filter(|&(_, to)| {
                        king.is_some_and(|k| SIDES.iter().any(|&d| p.step(to, d) == Some(k)))
                    })
                    .collect();
                if !beside.is_empty() {
                    moves = beside;
                }
            }
            let m = moves[rng.below(moves.len())];
            let written = p.written(m);
            let mv = G::parse_move(&g, &written).unwrap_or_else(|e| panic!("{what}: {e}"));
            g = g.play(mv);
            p = p.play(m);
            record.push(written);
            assert!(ply < 5_000, "{what}: a random game this long");
        }
    }
    winners
}

fn start_perft<G: Game>(rules: &Rules) {
    let p = Plain::start(rules);
    for depth in 1..=3 {
        assert_eq!(perft(&G::start(), depth), p.perft(depth), "perft({depth})");
    }
}

#[test]
fn tablut_perft_from_the_start() {
    start_perft::<Tablut>(&tablut());
}

#[test]
fn brandub_perft_from_the_start() {
    start_perft::<Brandub>(&brandub());
}

#[test]
fn hnefatafl_perft_from_the_start() {
    start_perft::<Hnefatafl>(&hnefatafl());
}

/// Both sides win some of the random games: the king escapes in some, is
/// taken (or his side blocked) in others.
fn both_win(winners: &[Side]) {
    assert!(
        winners.contains(&Side::First) && winners.contains(&Side::Second),
        "{winners:?}"
    );
}

#[test]
fn tablut_random_games() {
    both_win(&random_games::<Tablut>(
        &tablut(),
        1..21,
        9,
        false,
        Tablut::piece,
    ));
}

#[test]
fn brandub_random_games() {
    both_win(&random_games::<Brandub>(
        &brandub(),
        1..61,
        5,
        false,
        Brandub::piece,
    ));
}

#[test]
fn hnefatafl_random_games() {
    let uniform = random_games::<Hnefatafl>(&hnefatafl(), 1..6, 40, false, Hnefatafl::piece);
    assert!(uniform.contains(&Side::Second), "{uniform:?}");
    let pressed = random_games::<Hnefatafl>(&hnefatafl(), 6..21, 40, true, Hnefatafl::piece);
    assert!(pressed.contains(&Side::First), "{pressed:?}");
}

alphabeta::game! {
    /// Brandub with an unarmed king, for the hand-made positions: the
    /// king neither takes a man when he moves nor closes a capture.
    pub UnarmedBrandub {
        board: 7 x 7,
        players: Black, White,
        piece Taflman (T) { slide orthogonal to empty not at Restricted },
        piece King { slide orthogonal to empty not at Throne },
        zone Throne: d4,
        zone Corners: a1 a7 g1 g7,
        zone Restricted: a1 a7 g1 g7 d4,
        zone Castle: d4 c4 e4 d3 d5,
        setup: "3T3/3T3/3t3/TTtktTT/3t3/3T3/3T3",
        captures: custodial(1) orthogonal against Restricted, King by 4 sides in Castle, King unarmed,
        win: reach(Corners) by King, captured King,
        no moves: lose,
    }
}

/// The position `fen` after `mv`.
fn after<G: Notation>(fen: &str, mv: &str) -> G {
    let p = G::parse_position(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    let m = G::parse_move(&p, mv).unwrap_or_else(|e| panic!("{fen}, {mv}: {e}"));
    p.play(m)
}

/// Copenhagen 3 and 5a: "the throne is always hostile to the attackers,
/// but only hostile to the defenders when it is empty". An attacker that
/// comes to f8 takes the defender on f7 against the empty throne, f6; with
/// the king on the throne, the defender stays.
#[test]
fn a_man_is_taken_against_the_empty_throne() {
    let taken: Hnefatafl = after("11/11/11/9T1/5t5/11/11/11/2k8/11/11 b", "j8-f8");
    assert_eq!(taken.piece(5, 6), None, "{taken}");
    let kept: Hnefatafl = after("11/11/11/9T1/5t5/5k5/11/11/11/11/11 b", "j8-f8");
    assert_eq!(kept.piece(5, 6), Some((Side::Second, 'T')), "{kept}");
    // The throne is hostile to attackers even with the king on it (he is
    // a defender, and armed): a defender on f8 takes the attacker on f7.
    let by_king: Hnefatafl = after("11/11/11/9t1/5T5/5k5/11/11/11/11/11 w", "j8-f8");
    assert_eq!(by_king.piece(5, 6), None, "{by_king}");
}

/// Copenhagen 7a: "the king is captured when the attackers surround him
/// on all four sides", or on three with the throne as the fourth; never
/// by two, unlike a man.
#[test]
fn the_king_is_taken_on_four_sides() {
    let four: Hnefatafl = after("11/11/11/11/11/11/5T5/4TkT4/2T8/11/11 b", "c3-f3");
    assert_eq!(four.outcome(), Some(Outcome::Win(Side::First)), "{four}");
    assert_eq!(four.piece(5, 3), None, "{four}");
    let throne: Hnefatafl = after("11/11/11/9T1/4TkT4/11/11/11/11/11/11 b", "j8-f8");
    assert_eq!(
        throne.outcome(),
        Some(Outcome::Win(Side::First)),
        "{throne}"
    );
    let between: Hnefatafl = after("11/11/11/11/11/11/11/4Tk4T/11/11/11 b", "k4-g4");
    assert_eq!(between.outcome(), None, "{between}");
    assert_eq!(between.piece(5, 3), Some((Side::Second, 'K')), "{between}");
}

/// Ludii's Brandub: "otherwise [off the throne and its neighbours], the
/// king is captured as any other piece", between two attackers or an
/// attacker and a corner; beside the throne it takes three and the
/// throne.
#[test]
fn the_brandub_king_is_taken_by_two_away_from_the_throne() {
    let two: Brandub = after("7/Tk4T/7/7/7/7/7 b", "g6-c6");
    assert_eq!(two.outcome(), Some(Outcome::Win(Side::First)), "{two}");
    let corner: Brandub = after("1k5/7/7/7/7/7/2T4 b", "c1-c7");
    assert_eq!(
        corner.outcome(),
        Some(Outcome::Win(Side::First)),
        "{corner}"
    );
    let beside: Brandub = after("7/7/2Tk2T/7/7/7/7 b", "g5-e5");
    assert_eq!(beside.outcome(), None, "{beside}");
    let closed: Brandub = after("7/3T3/2Tk2T/7/7/7/7 b", "g5-e5");
    assert_eq!(
        closed.outcome(),
        Some(Outcome::Win(Side::First)),
        "{closed}"
    );
}

/// An unarmed king neither takes a man when he moves, nor closes a
/// capture for his defenders; Brandub's armed king does both.
#[test]
fn an_unarmed_king_captures_nothing() {
    // The king comes to c6, enclosing the attacker on b6 against the
    // defender on a6.
    let moved_armed: Brandub = after("7/tT2k2/7/7/7/7/T6 w", "e6-c6");
    assert_eq!(moved_armed.piece(1, 5), None, "{moved_armed}");
    let moved_unarmed: UnarmedBrandub = after("7/tT2k2/7/7/7/7/T6 w", "e6-c6");
    assert_eq!(
        moved_unarmed.piece(1, 5),
        Some((Side::First, 'T')),
        "{moved_unarmed}"
    );
    // A defender comes to a6, enclosing the attacker on b6 against the
    // king on c6.
    let partner_armed: Brandub = after("7/1Tk4/7/7/7/t6/3T3 w", "a2-a6");
    assert_eq!(partner_armed.piece(1, 5), None, "{partner_armed}");
    let partner_unarmed: UnarmedBrandub = after("7/1Tk4/7/7/7/t6/3T3 w", "a2-a6");
    assert_eq!(
        partner_unarmed.piece(1, 5),
        Some((Side::First, 'T')),
        "{partner_unarmed}"
    );
}

/// The king who reaches a corner (hnefatafl, brandub) or any edge cell
/// (tablut) wins for White at once.
#[test]
fn the_king_escapes() {
    let corner: Hnefatafl = after("11/11/11/11/11/11/k10/11/11/11/5T5 w", "a5-a11");
    assert_eq!(
        corner.outcome(),
        Some(Outcome::Win(Side::Second)),
        "{corner}"
    );
    let edge: Tablut = after("9/9/9/9/2k6/9/9/9/4T4 w", "c5-a5");
    assert_eq!(edge.outcome(), Some(Outcome::Win(Side::Second)), "{edge}");
    let not_yet: Hnefatafl = after("11/11/11/11/11/11/k10/11/11/11/5T5 w", "a5-a10");
    assert_eq!(not_yet.outcome(), None, "{not_yet}");
}

/// The position `fen` after `mv`, checked against the plain
/// implementation: the same board and the same end.
fn hnefatafl_after(fen: &str, mv: &str) -> Hnefatafl {
    let g: Hnefatafl = after(fen, mv);
    let rules = hnefatafl();
    let (rows, side) = fen.split_once(' ').unwrap();
    let p = Plain::read(&rules, rows, side == "b");
    let m = p
        .moves()
        .into_iter()
        .find(|&m| p.written(m) == mv)
        .unwrap_or_else(|| panic!("{fen}: no {mv}"));
    agree(&g, &p.play(m), Hnefatafl::piece, &format!("{fen}, {mv}"));
    g
}

/// The cell named, as (x, y).
fn xy(name: &str) -> (usize, usize) {
    let c = cell(11, name);
    (c % 11, c / 11)
}

/// Copenhagen 5b: "a row of two or more taflmen along the board edge may
/// be captured together, by bracketing the whole group at both ends, as
/// long as every member of the row has an enemy taflman directly in
/// front of him. A corner square may stand in for one of the bracketing
/// pieces"; the king in the row is not taken.
#[test]
fn a_shieldwall_is_taken() {
    let three = hnefatafl_after("11/11/11/5k5/11/11/6T4/11/11/3TTT5/2Tttt5 b", "g5-g1");
    for c in ["d1", "e1", "f1"] {
        let (x, y) = xy(c);
        assert_eq!(three.piece(x, y), None, "{c}\n{three}");
    }
    let corner = hnefatafl_after("11/11/11/5k5/11/11/4T6/11/11/1TTT7/1ttt7 b", "e5-e1");
    for c in ["b1", "c1", "d1"] {
        let (x, y) = xy(c);
        assert_eq!(corner.piece(x, y), None, "{c}\n{corner}");
    }
    let king = hnefatafl_after("11/11/11/11/11/11/6T4/11/11/3TTT5/2Tttk5 b", "g5-g1");
    assert_eq!(king.piece(3, 0), None, "{king}");
    assert_eq!(king.piece(4, 0), None, "{king}");
    assert_eq!(king.piece(5, 0), Some((Side::Second, 'K')), "{king}");
    assert_eq!(king.outcome(), None, "{king}");
}

/// No shieldwall: a member of the row without an enemy in front of him;
/// the attacker's move that puts the last man in front rather than
/// bracketing the row; a row of one (left to the plain custodial rule,
/// which the edge does not close).
#[test]
fn a_shieldwall_is_not_taken() {
    let unfronted = hnefatafl_after("11/11/11/5k5/11/11/6T4/11/11/3TT6/2Tttt5 b", "g5-g1");
    for c in ["d1", "e1", "f1"] {
        let (x, y) = xy(c);
        assert_eq!(
            unfronted.piece(x, y),
            Some((Side::Second, 'T')),
            "{c}\n{unfronted}"
        );
    }
    let fronted_last = hnefatafl_after("11/11/11/5k5/11/11/5T5/11/11/3TT6/2TtttT4 b", "f5-f2");
    for c in ["d1", "e1", "f1"] {
        let (x, y) = xy(c);
        assert_eq!(
            fronted_last.piece(x, y),
            Some((Side::Second, 'T')),
            "{c}\n{fronted_last}"
        );
    }
    let one = hnefatafl_after("11/11/11/5k5/11/11/4T6/11/11/3T7/2Tt7 b", "e5-e1");
    assert_eq!(one.piece(3, 0), None, "taken between c1 and e1\n{one}");
}

/// A fort of the king on e1, his men on d1, e2, e3, f3, g2 and h1 around
/// f1, f2 and g1, the last man coming to h1; with `e3` missing, f3 is
/// taken between e3 and g3 and the fort falls.
const FORT: &str = "11/11/T9T/11/11/11/7t3/11/4tt5/4t1t4/3tk6 w";
const BROKEN_FORT: &str = "11/11/T9T/11/11/11/7t3/11/5t5/4t1t4/3tk6 w";

/// Copenhagen 6b: "the defenders also win if the king has contact with
/// the board edge, is able to move, and it is impossible for the
/// attackers to break the fort".
#[test]
fn an_exit_fort_wins() {
    let fort = hnefatafl_after(FORT, "h5-h1");
    assert_eq!(fort.outcome(), Some(Outcome::Win(Side::Second)), "{fort}");
    let broken = hnefatafl_after(BROKEN_FORT, "h5-h1");
    assert_eq!(broken.outcome(), None, "{broken}");
    // Walled in, unable to move: no fort.
    let shut = hnefatafl_after("11/11/T9T/11/11/11/11/11/11/4t6/3tk1t4 w", "g1-f1");
    assert_eq!(shut.outcome(), None, "{shut}");
    // The king off the edge: no fort.
    let inside = hnefatafl_after("11/11/T9T/11/11/11/7t3/11/4ttt4/4tkt4/3ttt5 w", "h5-h3");
    assert_eq!(inside.outcome(), None, "{inside}");
}

/// Copenhagen 7b: "if the attackers surround the king and all remaining
/// defenders with an unbroken ring, then they win". Closed with c5, the
/// ring around c3 and c4 wins; open at b4, it does not.
#[test]
fn an_encirclement_wins() {
    let ring = hnefatafl_after("11/11/2T8/11/11/11/11/1TtT7/1TkT7/2T8/11 b", "c9-c5");
    assert_eq!(ring.outcome(), Some(Outcome::Win(Side::First)), "{ring}");
    let open = hnefatafl_after("11/11/2T8/11/11/11/11/2tT7/1TkT7/2T8/11 b", "c9-c5");
    assert_eq!(open.outcome(), None, "{open}");
    // A ring of diagonal steps closes as well: the attackers on b6, c7,
    // d6, c5... around c6.
    let diagonal = hnefatafl_after("11/11/11/11/2T8/1TkT7/11/2T8/11/11/11 b", "c4-c5");
    assert_eq!(
        diagonal.outcome(),
        Some(Outcome::Win(Side::First)),
        "{diagonal}"
    );
}

/// Copenhagen 8: "perpetual repetitions are forbidden. Any perpetual
/// repetition results in a loss for white": the start, come back a third
/// time by moves there and back of each side, loses for White, whoever
/// made the last move.
#[test]
fn a_repetition_loses_for_white() {
    use alphabeta::runtime::repetition::repetition_outcome;
    let mut g = Hnefatafl::start();
    let mut keys = vec![g.repetition_key()];
    let shuffle = ["a4-b4", "f4-f3", "b4-a4", "f3-f4"];
    for (i, mv) in shuffle.iter().cycle().take(8).enumerate() {
        assert_eq!(repetition_outcome(&keys, &g), None, "ply {i}");
        g = g.play(Hnefatafl::parse_move(&g, mv).unwrap());
        keys.push(g.repetition_key());
    }
    assert_eq!(
        repetition_outcome(&keys, &g),
        Some(Outcome::Win(Side::First))
    );
}

/// The counts both implementations agree on, stored: perft to depth 3
/// from the start, and from the position after 30 plies of seeded random
/// play (seed 7), whose moves are stored with it.
#[test]
fn hnefatafl_counts_stored() {
    let rules = hnefatafl();
    let mut g = Hnefatafl::start();
    let mut p = Plain::start(&rules);
    let counts = |g: &Hnefatafl, p: &Plain| -> Vec<u64> {
        (1..=3)
            .map(|d| {
                let n = perft(g, d);
                assert_eq!(n, p.perft(d), "perft({d})");
                n
            })
            .collect()
    };
    let start = counts(&g, &p);
    let mut rng = Rng(7u64.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let mut record = Vec::new();
    for _ in 0..30 {
        assert_eq!(p.ended(), None, "{}", record.join(" "));
        let moves = p.moves();
        let m = moves[rng.below(moves.len())];
        record.push(p.written(m));
        g = g.play(Hnefatafl::parse_move(&g, &p.written(m)).unwrap());
        p = p.play(m);
    }
    let later = counts(&g, &p);
    assert_eq!(start, [116, 6_788, 806_344]);
    assert_eq!(record.join(" "), SEED_7_MOVES);
    assert_eq!(later, [111, 11_775, 1_350_929]);
}

/// The 30 plies of seeded random play (seed 7) `hnefatafl_counts_stored`
/// plays.
const SEED_7_MOVES: &str = "f2-j2 g5-g2 d11-c11 g7-h7 c11-c6 f4-f2 b6-b10 d6-d8 c6-c3 g2-i2 \
e1-e2 e7-e9 f1-e1 i2-i8 b10-b11 g6-g3 c3-c6 h6-i6 k7-j7 f7-c7 j2-i2 i6-i4 k8-j8 g3-g6 h11-i11 \
e9-e10 d1-d4 f5-f3 c6-c4 e5-h5";
