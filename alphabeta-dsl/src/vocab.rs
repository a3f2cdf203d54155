//! The language's vocabulary: every section keyword and every word, in one
//! table each, and the enums they parse into.
//!
//! This is the only place a keyword is written. The parser, the duplicate
//! and missing-section checks, "did you mean", the derive's accepted keys
//! and the test against the language reference all read these tables; no
//! later phase compares keyword text. The enums are shared by the syntax
//! tree and the IR, so neither depends on the other.

use std::fmt;

/// A closed set of words, as [`words!`] declares them.
pub trait Words: Copy + Sized {
    /// Every word, in the order the reference lists them.
    const WORDS: &'static [&'static str];
    /// What the words are, for messages: `unknown {WHAT} ...`.
    const WHAT: &'static str;
    /// The word's meaning, if it is one.
    fn from_word(word: &str) -> Option<Self>;
}

/// Declares a closed set of words and the enum they parse into, with its
/// table, lookups and `Display` (the word as written).
macro_rules! words {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident ($what:literal) {
            $( $(#[$vmeta:meta])* $variant:ident = $word:literal, )*
        }
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        $vis enum $name {
            $( $(#[$vmeta])* $variant, )*
        }

        impl $name {
            /// Every word, in the order the reference lists them.
            pub const WORDS: &'static [&'static str] = &[$($word),*];
            /// What the words are, for messages: `unknown {WHAT} ...`.
            pub const WHAT: &'static str = $what;
            const ALL: &'static [$name] = &[$($name::$variant),*];

            /// The word's meaning, if it is one.
            pub fn from_word(word: &str) -> Option<Self> {
                Self::WORDS.iter().position(|w| *w == word).map(|i| Self::ALL[i])
            }

            /// The word as written.
            pub fn word(self) -> &'static str {
                Self::WORDS[Self::ALL.iter().position(|v| *v == self).unwrap_or(0)]
            }
        }

        impl Words for $name {
            const WORDS: &'static [&'static str] = $name::WORDS;
            const WHAT: &'static str = $name::WHAT;
            fn from_word(word: &str) -> Option<Self> {
                $name::from_word(word)
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.word())
            }
        }
    };
}

words! {
    /// The sections of a declaration, by their keyword.
    pub enum Section ("section") {
        Board = "board",
        Players = "players",
        Moves = "moves",
        Piece = "piece",
        Zone = "zone",
        Setup = "setup",
        Captures = "captures",
        Drops = "drops",
        NoMoves = "no moves",
        Win = "win",
        Lose = "lose",
        Draw = "draw",
        Royal = "royal",
        Checkmate = "checkmate",
        Stalemate = "stalemate",
        Eval = "eval",
        Hints = "hints",
        Score = "score",
        Turns = "turns",
        /// `draw odds: Black`: every draw is that player's win.
        DrawOdds = "draw odds",
        /// `draw count: Chariot 13, ..., Han 1.5`: every draw goes to the
        /// player with more points (janggi).
        DrawCount = "draw count",
        // Boards of points (mill games): the cells on the board, and the
        // lines that join them.
        /// `points: a1 d1 g1 ...`: the cells of the rectangle that are on
        /// the board; every other cell is off it.
        Points = "points",
        /// `lines: a1 d1 g1, ...`: runs of points, each point joined to the
        /// next; a line held whole by one player is a mill.
        Lines = "lines",
    }
}

/// How a name is drawn on the board and written in positions: its first
/// letter, uppercased (`Black` is `B`, `pawn` is `P`).
pub fn letter_of(name: &str) -> char {
    name.chars().next().map_or('?', |c| c.to_ascii_uppercase())
}

/// A cell's name, as players write it: the file's letters (`a`..`z`, then
/// `aa`, `ab`, ...) and the rank from 1: column 0, row 0 is `a1`.
pub fn cell_name(col: usize, row: usize) -> String {
    let mut file = String::new();
    let mut c = col + 1;
    while c > 0 {
        let d = u8::try_from((c - 1) % 26).expect("below 26");
        file.insert(0, char::from(b'a' + d));
        c = (c - 1) / 26;
    }
    format!("{file}{}", row + 1)
}

/// Which sections a game must have: at least one of each group.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Required {
    /// `board:`.
    Board,
    /// A way to move: `moves:` or a `piece`.
    Movement,
    /// A way to end: `win:`, `lose:`, `draw:`, `no moves:`, or a royal
    /// piece (`royal:`, `checkmate:`, `stalemate:`).
    End,
}

/// How `#[derive(Game)]` treats a section keyword in its attribute.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InDerive {
    /// Not accepted there.
    No,
    /// A rule of a board held in a field, handed to `game!`'s own parser.
    Board,
    /// A key the derive reads itself, with a meaning of its own there.
    Own,
}

/// What the language says about one section keyword.
#[derive(Clone, Copy, Debug)]
pub struct SectionRule {
    pub section: Section,
    /// Named, as in `piece Pawn` and `zone Goal`: may repeat, once a name.
    pub named: bool,
    pub required: Option<Required>,
    pub in_derive: InDerive,
}

/// The table of sections.
pub const SECTIONS: &[SectionRule] = &[
    rule(
        Section::Board,
        false,
        Some(Required::Board),
        InDerive::Board,
    ),
    rule(Section::Players, false, None, InDerive::Own),
    rule(
        Section::Moves,
        false,
        Some(Required::Movement),
        InDerive::Board,
    ),
    rule(Section::Piece, true, Some(Required::Movement), InDerive::No),
    rule(Section::Zone, true, None, InDerive::No),
    rule(Section::Setup, false, None, InDerive::No),
    rule(Section::Captures, false, None, InDerive::No),
    rule(Section::Drops, false, None, InDerive::No),
    rule(Section::NoMoves, false, Some(Required::End), InDerive::Own),
    rule(Section::Win, false, Some(Required::End), InDerive::Board),
    rule(Section::Lose, false, Some(Required::End), InDerive::Board),
    rule(Section::Draw, false, Some(Required::End), InDerive::Board),
    rule(Section::Royal, false, Some(Required::End), InDerive::No),
    rule(Section::Checkmate, false, Some(Required::End), InDerive::No),
    rule(Section::Stalemate, false, Some(Required::End), InDerive::No),
    rule(Section::Eval, false, None, InDerive::Own),
    rule(Section::Hints, false, None, InDerive::Own),
    rule(Section::Score, false, Some(Required::End), InDerive::No),
    rule(Section::Turns, false, None, InDerive::No),
    rule(Section::DrawOdds, false, None, InDerive::No),
    rule(Section::DrawCount, false, None, InDerive::No),
    rule(Section::Points, false, None, InDerive::No),
    rule(Section::Lines, false, None, InDerive::No),
];

const fn rule(
    section: Section,
    named: bool,
    required: Option<Required>,
    in_derive: InDerive,
) -> SectionRule {
    SectionRule {
        section,
        named,
        required,
        in_derive,
    }
}

impl Section {
    /// What the table says of this section.
    pub fn rule(self) -> &'static SectionRule {
        SECTIONS
            .iter()
            .find(|r| r.section == self)
            .unwrap_or(&SECTIONS[0])
    }

    /// The verdict of an end section: `win:`, `lose:` or `draw:`.
    pub fn verdict(self) -> Option<Verdict> {
        match self {
            Section::Win => Some(Verdict::Win),
            Section::Lose => Some(Verdict::Lose),
            Section::Draw => Some(Verdict::Draw),
            _ => None,
        }
    }

    /// The sections whose keyword may open a section of `game!`: the
    /// words of a keyword, as the splitter reads them.
    pub fn from_words(words: &[String]) -> Option<Self> {
        Self::from_word(&words.join(" "))
    }
}

words! {
    /// What happens to the player who just moved when a condition holds.
    pub enum Verdict ("verdict") {
        Win = "win",
        Lose = "lose",
        Draw = "draw",
    }
}

/// What a `reach(...)` waits for before it decides: nothing (it wins at
/// once), the other player's reply, which may take the piece (`held`), no
/// enemy piece attacking it (`safe`), or the second player's reply, which
/// may reach too (`unless reached back`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FlagReply {
    /// The piece is there when the other player has moved: it wins as its
    /// player is next to move.
    Held,
    /// A reach by the first player leaves the second one reply; a reply
    /// that reaches too draws.
    ReachedBack,
    /// The piece wins while no enemy piece attacks it (or two stand
    /// there), for either player, the one to move first; both at once
    /// draw.
    Safe,
}

words! {
    /// The players, as rules name them.
    pub enum SideWord ("player") {
        First = "first",
        Second = "second",
    }
}

impl SideWord {
    /// `0` for the first player, `1` for the second.
    pub fn index(self) -> usize {
        match self {
            SideWord::First => 0,
            SideWord::Second => 1,
        }
    }
}

words! {
    /// The board's shape, written before its size.
    pub enum ShapeWord ("board shape") {
        Hex = "hex",
    }
}

words! {
    /// What may follow a board's size.
    pub enum BoardOption ("board option") {
        /// Only the squares of `a1`'s colour are played on (draughts).
        Dark = "dark",
        /// The board is the lines between the dots around that many boxes
        /// (dots and boxes): its cells are the edges.
        Boxes = "boxes",
    }
}

words! {
    /// The kinds of move of `moves:`.
    pub enum MoveWord ("move") {
        Place = "place",
        Drop = "drop",
        /// `moves: move or pass`: pieces move by their rules, or the
        /// player passes.
        Move = "move",
    }
}

words! {
    /// What a player may do instead of placing: `moves: place or pass`.
    pub enum PassWord ("move instead of a placement") {
        Pass = "pass",
        /// `place when(f) or choose(9) when(g)`: a choice among numbered
        /// options, which places nothing and keeps the turn.
        Choose = "choose",
    }
}

words! {
    /// How `score:` counts a finished game.
    pub enum ScoreWord ("kind of score") {
        /// Stones on the board, and the empty regions that only one
        /// player's stones touch (Tromp-Taylor; the Chinese count).
        Area = "area",
        /// On a board of boxes: the boxes each player completed, each
        /// credited to the player who drew its fourth side.
        Boxes = "boxes",
    }
}

words! {
    /// `turns: again after scoring`: a player whose move scores moves
    /// again (dots and boxes).
    pub enum AgainWord ("word") {
        Again = "again",
        After = "after",
        Scoring = "scoring",
    }
}

words! {
    /// What may follow `place`.
    pub enum PlaceOption ("kind of placement") {
        Flipping = "flipping",
    }
}

words! {
    /// End conditions.
    pub enum ConditionWord ("end condition") {
        Line = "line",
        Connect = "connect",
        Full = "full",
        Reach = "reach",
        Captured = "captured",
        Most = "most",
        Repetition = "repetition",
        Checks = "checks",
        Perpetual = "perpetual",
        /// `extinct Pawn`: a player with no piece of a kind left.
        Extinct = "extinct",
        /// `fewer than 3 King`: a player with fewer of a kind left.
        Fewer = "fewer",
        /// `bare King`: a player left with their royal piece alone.
        Bare = "bare",
        /// `counting(64 moves, bare King: 16 moves against Rook)`: a draw
        /// once the weaker player has counted that many moves.
        Counting = "counting",
        /// `when(my_fn)`: a rule of one's own, a plain Rust function.
        When = "when",
        /// `one group`: every piece of a player in one group, touching by
        /// sides or corners.
        One = "one",
        // Havannah: a group's shape wins.
        /// `ring`: a loop of the player's stones around at least one cell.
        Ring = "ring",
        /// `bridge`: a group joining two corners of the board.
        Bridge = "bridge",
        /// `fork`: a group joining three sides, corners not counting.
        Fork = "fork",
        /// `encircled King`: the opponent, set up with that kind, has
        /// every piece shut in by the mover's, away from the board's edge.
        Encircled = "encircled",
        /// `fort King`: the mover's piece of that kind on the edge, able
        /// to move, where no enemy piece can ever come beside it.
        Fort = "fort",
    }
}

words! {
    /// What may stand before the length in `line(...)`.
    pub enum LineOption ("word") {
        Exactly = "exactly",
    }
}

words! {
    /// An edge of the board, as drawn.
    pub enum Edge ("edge") {
        Top = "top",
        Bottom = "bottom",
        Left = "left",
        Right = "right",
    }
}

impl Edge {
    /// Whether `self` and `other` face each other across the board.
    pub fn opposite(self, other: Edge) -> bool {
        matches!(
            (self, other),
            (Edge::Top, Edge::Bottom)
                | (Edge::Bottom, Edge::Top)
                | (Edge::Left, Edge::Right)
                | (Edge::Right, Edge::Left)
        )
    }
}

words! {
    /// The kinds of piece rule.
    pub enum RuleWord ("piece rule") {
        Step = "step",
        Slide = "slide",
        Leap = "leap",
        Ride = "ride",
        Jump = "jump",
        Promote = "promote",
        Castle = "castle",
        En = "en",
        May = "may",
        Stays = "stays",
    }
}

words! {
    /// Directions, as the first player sees them.
    pub enum Direction ("direction") {
        Forward = "forward",
        Backward = "backward",
        Sideways = "sideways",
        Orthogonal = "orthogonal",
        Diagonal = "diagonal",
        ForwardDiagonal = "forward-diagonal",
        BackwardDiagonal = "backward-diagonal",
        Any = "any",
    }
}

impl Direction {
    /// The unit vectors `(dx, dy)` the word names, `dy > 0` forward.
    pub fn vectors(self) -> &'static [(i32, i32)] {
        match self {
            Direction::Forward => &[(0, 1)],
            Direction::Backward => &[(0, -1)],
            Direction::Sideways => &[(1, 0), (-1, 0)],
            Direction::Orthogonal => &[(0, 1), (1, 0), (0, -1), (-1, 0)],
            Direction::Diagonal => &[(1, 1), (-1, 1), (1, -1), (-1, -1)],
            Direction::ForwardDiagonal => &[(1, 1), (-1, 1)],
            Direction::BackwardDiagonal => &[(1, -1), (-1, -1)],
            Direction::Any => &EIGHT,
        }
    }
}

/// The eight directions of a square board, starting forward and turning
/// clockwise.
pub const EIGHT: [(i32, i32); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

words! {
    /// Where a move may land, after `to`.
    pub enum TargetWord ("target") {
        Empty = "empty",
        Enemy = "enemy",
    }
}

/// Which of a player's royal pieces a check is on (`royal:`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Checked {
    /// `royal: King | Queen`: a player is in check when any of their
    /// royal pieces is attacked.
    Any,
    /// `royal: King when last`: only a player left with one royal piece
    /// can be in check, when it is attacked.
    Last,
    /// `royal: King when all attacked`: a player is in check when every
    /// royal piece they have is attacked.
    All,
}

/// Where a move may land.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Target {
    Empty,
    Enemy,
    Either,
}

impl Target {
    /// Whether a move with this target can capture.
    pub fn captures(self) -> bool {
        self != Target::Empty
    }
}

/// Where a hop lands beyond its screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hop {
    /// Any empty cell beyond it, or the first piece beyond it (the cannon,
    /// Betza `p`).
    Beyond,
    /// Only the cell just beyond it (the grasshopper, Betza `g`).
    Next,
}

/// The cells a lame leap by `(dx, dy)` crosses, relative to its start: it
/// goes straight along the longer side while the rest is longer than wide,
/// then diagonally; the xiangqi horse's `(1, 2)` crosses `(0, 1)`, the
/// elephant's `(2, 2)` crosses `(1, 1)`.
pub fn lame_path((dx, dy): (i32, i32)) -> Vec<(i32, i32)> {
    let (mut x, mut y) = (0, 0);
    let mut path = Vec::new();
    loop {
        let (rx, ry) = (dx - x, dy - y);
        let diff = rx.abs() - ry.abs();
        if diff > 0 {
            x += rx.signum();
        } else if diff < 0 {
            y += ry.signum();
        } else {
            x += rx.signum();
            y += ry.signum();
        }
        if (x, y) == (dx, dy) {
            return path;
        }
        path.push((x, y));
    }
}

words! {
    /// The small words that join a rule's parts: a board's size, a jump,
    /// a promotion, a shot, a target, a placement, two-word conditions.
    pub enum Particle ("word") {
        X = "x",
        Over = "over",
        Chain = "chain",
        At = "at",
        Ends = "ends",
        /// `promote King at last row at once`: crowned during a capture.
        Once = "once",
        Move = "move",
        Then = "then",
        Shoot = "shoot",
        To = "to",
        On = "on",
        All = "all",
        Pieces = "pieces",
        By = "by",
        With = "with",
        Passant = "passant",
        Without = "without",
        Or = "or",
        Capture = "capture",
        From = "from",
        Hand = "hand",
        Keeping = "keeping",
        Promotions = "promotions",
        Not = "not",
        Only = "only",
        Per = "per",
        Column = "column",
        Mating = "mating",
        One = "one",
        Two = "two",
        Three = "three",
        Komi = "komi",
        /// `repetition(4) for Sente`, read as Rust's keyword.
        For = "for",
        Check = "check",
        In = "in",
        Facing = "facing",
        /// `royal: King not fleeing`: a royal piece in check may only take
        /// the checking piece.
        Fleeing = "fleeing",
        Stones = "stones",
        /// `captures: explode sparing Pawn`.
        Sparing = "sparing",
        // Blockers: `then leave Wall behind`.
        Leave = "leave",
        Behind = "behind",
        // Extinction and bare kings.
        Than = "than",
        Unless = "unless",
        Bared = "bared",
        Back = "back",
        // Castling: `castle with Rook to file c | g`.
        File = "file",
        // Promotion: `promote lost Queen | lost Rook at last 3 rows`.
        Lost = "lost",
        // Counting rules: `16 moves against Rook`.
        Against = "against",
        // Several royal pieces: `royal: King when all attacked`.
        When = "when",
        Attacked = "attacked",
        // Flags and checks: `reach(row 8) by King unless reached back`,
        // `reach(e5) by Knight held`, `royal: King not checked`.
        Reached = "reached",
        Held = "held",
        Checked = "checked",
        // Gating: `drops: only gating at first row`.
        Gating = "gating",
        // Holes: `board: 7 x 7 without corners 2 x 2`.
        Corners = "corners",
        // Janggi: `slide diagonal within Lines`, `pR except Cannon`.
        Within = "within",
        Except = "except",
        // Lines of Action: `slide any by count`, `win: one group`.
        Count = "count",
        Group = "group",
        // Explosions: `captures: explode sparing Pawn immune King`.
        Immune = "immune",
        // Dobutsu: `reach(last row) by Lion safe`, `drops: Chick anywhere`.
        Safe = "safe",
        Anywhere = "anywhere",
        // Y: `win: connect(all sides)`; tafl: `slide orthogonal to empty
        // not through Throne`, `captures: custodial(1) orthogonal against
        // Hostile, King by 4 sides in Castle, King unarmed`.
        Through = "through",
        Sides = "sides",
        Unarmed = "unarmed",
        // Draughts: `jump diagonal over enemy flying chain`.
        Flying = "flying",
        // Pentago: `moves: place then rotate 3 x 3`.
        Rotate = "rotate",
        // Draws by material: `16 moves with 2 King and Man against King`,
        // `30 moves with 4..=5 pieces and King each`.
        And = "and",
        Each = "each",
    }
}

words! {
    /// Ways of naming cells in a zone or a placement.
    pub enum ZoneWord ("zone") {
        Last = "last",
        First = "first",
        Row = "row",
        Rows = "rows",
        Square = "square",
        Squares = "squares",
        Own = "own",
    }
}

words! {
    /// The rules of `captures:`.
    pub enum CaptureRule ("capture rule") {
        Mandatory = "mandatory",
        To = "to",
        /// A placed stone removes every enemy group it leaves without an
        /// empty neighbour (Go).
        Surrounded = "surrounded",
        /// A placed stone removes the enemy stones it encloses on a line
        /// with a stone of its own, `n` of them exactly (Pente's pairs).
        Custodial = "custodial",
        /// A capture blasts the cells around its landing cell: the
        /// capturer, the captured piece and every piece next to them go,
        /// but the kinds said `sparing` on the cells around.
        Explode = "explode",
        /// A capture by a piece of the kinds named turns the capturer into
        /// a wall on the cell it took.
        Petrify = "petrify",
        /// A move that fills a line of the board with the mover's men (a
        /// mill) lets the mover remove an enemy man, one in no mill
        /// unless all are.
        Mill = "mill",
        /// Captures are mandatory, and only the chains of jumps that take
        /// the most pieces may be played (international draughts).
        Most = "most",
        /// A row of enemy pieces along the board's edge, each with a piece
        /// of the mover's in front of it, bracketed at both ends by the
        /// move (Copenhagen hnefatafl's shieldwall).
        Shieldwall = "shieldwall",
    }
}

words! {
    /// What happens to a player who cannot move, in `no moves:` (and, in a
    /// game with a royal piece, `checkmate:` and `stalemate:`, which do not
    /// pass).
    pub enum NoMoves ("`no moves:` rule") {
        Lose = "lose",
        Draw = "draw",
        Win = "win",
        Pass = "pass",
        /// `fewer pieces win`: the count of pieces decides: the player
        /// with fewer pieces on the board wins, the other loses, and equal
        /// counts draw (suicide chess).
        Fewer = "fewer",
        /// `more pieces win`: the player with more pieces wins.
        More = "more",
    }
}

impl NoMoves {
    /// Whether the rule may end the game drawn.
    pub fn may_draw(self) -> bool {
        matches!(self, Self::Draw | Self::Pass | Self::Fewer | Self::More)
    }

    /// The rule as written after its keyword: `lose`, `fewer pieces win`.
    pub fn written(self) -> String {
        match self {
            Self::Fewer | Self::More => format!("{self} pieces win"),
            _ => self.to_string(),
        }
    }
}

/// A Betza atom: its letter, the vectors it moves by (each standing for
/// its eight images), and whether it slides.
pub type Atom = (char, &'static [(i32, i32)], bool);

/// The Betza atoms this language knows: the leapers by the length of
/// their leap, as Fairy-Stockfish reads them (`C` and `L` are both the
/// camel, `J` and `Z` both the zebra), then the king and the riders.
pub const BETZA_ATOMS: &[Atom] = &[
    ('W', &[(1, 0)], false),
    ('F', &[(1, 1)], false),
    ('D', &[(2, 0)], false),
    ('N', &[(1, 2)], false),
    ('A', &[(2, 2)], false),
    ('H', &[(3, 0)], false),
    ('L', &[(1, 3)], false),
    ('C', &[(1, 3)], false),
    ('J', &[(2, 3)], false),
    ('Z', &[(2, 3)], false),
    ('G', &[(3, 3)], false),
    ('K', &[(1, 0), (1, 1)], false),
    ('R', &[(1, 0)], true),
    ('B', &[(1, 1)], true),
    ('Q', &[(1, 0), (1, 1)], true),
];

/// Betza modifiers: directions (`f b l r s v h`), move only (`m`),
/// capture only (`c`).
pub const BETZA_MODIFIERS: &str = "fblrsvhmcnpg";

words! {
    /// The phases of a game on points after its placement:
    /// `moves: place 9 then step or fly at 3`.
    pub enum PhaseWord ("phase") {
        /// Along a line, to the next point, if it is empty.
        Step = "step",
        /// To any empty point, for a player down to a few men.
        Fly = "fly",
    }
}

words! {
    /// The derive's own keys, besides the sections it shares with `game!`.
    pub enum DeriveKey ("key") {
        Start = "start",
        Generate = "generate",
        Play = "play",
        Outcome = "outcome",
        Move = "move",
        Capacity = "capacity",
        MoveNotation = "move notation",
        PositionNotation = "position notation",
    }
}

words! {
    /// What a field of a derived game may be marked with.
    pub enum Mark ("field mark") {
        ToMove = "to_move",
        Hash = "hash",
        Zobrist = "zobrist",
        Board = "board",
    }
}

words! {
    /// The outline of a hex board, written after `hex`: which cells of its
    /// rhombus are played on (`board: hex triangle 19`).
    pub enum HexOutline ("hex board outline") {
        /// A triangle, its size the cells along a side (Y).
        Triangle = "triangle",
        /// A hexagon, its size the cells along a side (Havannah's base).
        Hexagon = "hexagon",
    }
}

impl HexOutline {
    /// The columns (and rows) of the rhombus that holds a board of this
    /// outline with `side` cells along each side.
    pub fn rhombus(self, side: usize) -> usize {
        match self {
            HexOutline::Triangle => side,
            HexOutline::Hexagon => (2 * side).saturating_sub(1),
        }
    }

    /// The largest side whose rhombus fits in `max` columns.
    pub fn largest_side(self, max: usize) -> usize {
        match self {
            HexOutline::Triangle => max,
            HexOutline::Hexagon => max.div_ceil(2),
        }
    }
}

/// A goal about the shape of one group of the player's stones, for
/// connection games beyond two opposite edges.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GroupGoal {
    /// `connect(all sides)`: a group touching every side of the board, a
    /// corner counting for both its sides (Y).
    AllSides,
    /// `ring`: a loop around at least one cell, empty or not (Havannah).
    Ring,
    /// `bridge`: a group joining two corners (Havannah).
    Bridge,
    /// `fork`: a group joining three sides, a corner counting for none
    /// (Havannah).
    Fork,
}

impl fmt::Display for GroupGoal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            GroupGoal::AllSides => "connect(all sides)",
            GroupGoal::Ring => "ring",
            GroupGoal::Bridge => "bridge",
            GroupGoal::Fork => "fork",
        })
    }
}

/// Every word a `#[derive(Game)]` attribute accepts as a key: its own,
/// and the sections it shares with `game!`.
pub fn derive_keys() -> Vec<&'static str> {
    let shared = SECTIONS
        .iter()
        .filter(|r| r.in_derive != InDerive::No)
        .map(|r| r.section.word());
    DeriveKey::WORDS.iter().copied().chain(shared).collect()
}

/// Every word of the language, each with what it is: for the test that
/// holds the language reference to this table.
pub fn all_words() -> Vec<(&'static str, &'static str)> {
    let tables: &[(&str, &[&str])] = &[
        (Section::WHAT, Section::WORDS),
        (SideWord::WHAT, SideWord::WORDS),
        (ShapeWord::WHAT, ShapeWord::WORDS),
        (BoardOption::WHAT, BoardOption::WORDS),
        (MoveWord::WHAT, MoveWord::WORDS),
        (PlaceOption::WHAT, PlaceOption::WORDS),
        (PassWord::WHAT, PassWord::WORDS),
        (ScoreWord::WHAT, ScoreWord::WORDS),
        (AgainWord::WHAT, AgainWord::WORDS),
        (ConditionWord::WHAT, ConditionWord::WORDS),
        (LineOption::WHAT, LineOption::WORDS),
        (Edge::WHAT, Edge::WORDS),
        (RuleWord::WHAT, RuleWord::WORDS),
        (Direction::WHAT, Direction::WORDS),
        (TargetWord::WHAT, TargetWord::WORDS),
        (Particle::WHAT, Particle::WORDS),
        (ZoneWord::WHAT, ZoneWord::WORDS),
        (CaptureRule::WHAT, CaptureRule::WORDS),
        (NoMoves::WHAT, NoMoves::WORDS),
        (PhaseWord::WHAT, PhaseWord::WORDS),
        (HexOutline::WHAT, HexOutline::WORDS),
    ];
    tables
        .iter()
        .flat_map(|(what, words)| words.iter().map(move |w| (*w, *what)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lame_leaps_cross_straight_then_diagonally() {
        assert_eq!(lame_path((1, 2)), [(0, 1)]);
        assert_eq!(lame_path((-2, 1)), [(-1, 0)]);
        assert_eq!(lame_path((2, 2)), [(1, 1)]);
        assert_eq!(lame_path((0, 3)), [(0, 1), (0, 2)]);
        assert_eq!(lame_path((1, 3)), [(0, 1), (0, 2)]);
        assert_eq!(lame_path((2, 3)), [(0, 1), (1, 2)]);
        assert!(lame_path((1, 0)).is_empty() && lame_path((1, 1)).is_empty());
    }

    #[test]
    fn words_round_trip() {
        for &word in Direction::WORDS {
            assert_eq!(Direction::from_word(word).unwrap().word(), word);
        }
        assert_eq!(Section::from_word("no moves"), Some(Section::NoMoves));
        assert_eq!(Section::from_word("nomoves"), None);
        assert_eq!(Section::Lose.verdict(), Some(Verdict::Lose));
    }

    #[test]
    fn every_section_has_a_rule() {
        for &word in Section::WORDS {
            let section = Section::from_word(word).unwrap();
            assert_eq!(section.rule().section, section);
        }
        assert_eq!(SECTIONS.len(), Section::WORDS.len());
    }

    #[test]
    fn the_derive_accepts_its_keys_and_the_board_rules() {
        let keys = derive_keys();
        for key in [
            "start", "capacity", "board", "win", "eval", "players", "no moves",
        ] {
            assert!(keys.contains(&key), "{key}");
        }
        for key in ["piece", "zone", "setup"] {
            assert!(!keys.contains(&key), "{key}");
        }
    }
}
