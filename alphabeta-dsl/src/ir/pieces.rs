//! The rules of games whose pieces stand on the board from a setup and
//! move, capture or flip. Every cell is an index `col + row * width`; every
//! vector is given as the first player sees it (`dy > 0` is forward) and
//! turned for each side by [`Movers::oriented`].

use super::chains::ChainBound;
use crate::vocab::{Checked, FlagReply, Hop, NoMoves, Target, Verdict};

/// A move rule of a piece: a step or leap by each vector, or a slide along it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveRule {
    pub slide: bool,
    pub vectors: Vec<(i32, i32)>,
    /// How many steps along each vector, through empty cells: 1 for a plain
    /// step, leap or slide, 2 for a pawn's double step.
    pub steps: usize,
    pub target: Target,
    /// Only a piece that has not moved yet may make this move.
    pub first_move: bool,
    /// Only a piece standing on these cells (per side) may make this move.
    pub from: Option<[Vec<usize>; 2]>,
    /// A compound move: where the piece then puts a blocker.
    pub shot: Option<Box<Shot>>,
    /// A hop (with `slide`): along the line over exactly one piece of
    /// either side, the screen, which stays.
    pub hop: Option<Hop>,
    /// A lame leap: blocked by a piece on a cell its leap crosses
    /// ([`lame_path`](crate::vocab::lame_path)).
    pub lame: bool,
    /// `within`: the cells (per side) the move starts and lands on, and,
    /// along a line, crosses (the checker makes sure a line between two of
    /// them stays inside).
    pub within: Option<[Vec<usize>; 2]>,
    /// `except`: the kinds that are neither this move's screen nor its prey.
    pub except: Vec<usize>,
    /// `by count`: a slide of exactly as many cells as there are pieces,
    /// of both players and the mover included, on the whole line it moves
    /// along; it passes over its own pieces, never over an enemy.
    pub by_count: bool,
    /// `not at` or `not through` cells.
    pub avoid: Option<super::Avoid>,
}

/// Where a compound move puts its blocker (an arrow, a wall), which blocks
/// its cell for good.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shot {
    /// `then shoot`: a second move from the landing cell, which may cross
    /// the cell the piece left.
    Move(MoveRule),
    /// `then place`: any cell of these (per side) empty after the move.
    Place([Vec<usize>; 2]),
    /// `then leave ... behind`: the cell the piece left.
    Behind,
}

impl Shot {
    /// The second move of `then shoot`, if it is one.
    pub fn rule(&self) -> Option<&MoveRule> {
        match self {
            Shot::Move(m) => Some(m),
            Shot::Place(_) | Shot::Behind => None,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Promote {
    /// The kinds the piece may become, per side, the player's choice; with
    /// one, the same for both, which no count limits, the promotion is no
    /// choice and the move does not name it. A side without choices does
    /// not promote.
    pub to: [Vec<Choice>; 2],
    /// The zone, per side.
    pub zone: [Vec<usize>; 2],
    /// Whether reaching the zone ends a chain of jumps (English draughts).
    pub ends_move: bool,
    /// `at once`: the piece is crowned on any landing in the zone, also
    /// during a chain of jumps, which goes on as the new kind
    /// ([`crate::codegen::pieces::crowning`]).
    pub at_once: bool,
    /// `may promote`: the player may decline, and both moves are listed,
    /// unless the piece could never move again from where it lands.
    pub optional: bool,
    /// `at or from`: a move that starts in the zone promotes too.
    pub or_from: bool,
}

/// A kind of piece; a flipping game has one, its stone, which never moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kind {
    pub name: String,
    /// Its letter in position strings and drawings.
    pub letter: char,
    /// Written `+` and its letter: the promoted form of the kind `base`,
    /// which it goes back to when captured into a hand.
    pub base: Option<usize>,
    pub moves: Vec<MoveRule>,
    /// Jump directions: over an adjacent enemy to the empty cell beyond.
    pub jumps: Vec<(i32, i32)>,
    /// Whether jumps continue while they can.
    pub chain: bool,
    /// `flying`: a jump starts any distance before the piece it takes,
    /// across empty cells, and lands on any empty cell beyond it.
    pub flying: bool,
    /// With `chain`: how many chains one piece can have from a cell, and
    /// how long they get, as either side makes them
    /// ([`bound`](super::chains::bound), found once by the checker).
    pub chains: Option<ChainBound>,
    pub promote: Option<Promote>,
    /// Castling: the royal kind's, or in a game without a royal piece,
    /// one kind's.
    pub castle: Option<Castle>,
    /// `stays in`: the cells, per side, it never leaves.
    pub stays: Option<[Vec<usize>; 2]>,
    /// Whether its capturing steps may take en passant.
    pub en_passant: bool,
    /// `en passant at`: the cells, per side, its en-passant captures land
    /// on (all, without it).
    pub en_passant_at: Option<[Vec<usize>; 2]>,
    /// Worth in centi-units, for the default evaluation and the hints.
    pub value: i32,
}

/// A kind a piece may promote to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    pub kind: usize,
    /// `lost Queen`: the piece becomes one only while its player has fewer
    /// than this many on the board (as many as the setup gave them).
    pub below: Option<u32>,
}

impl Promote {
    /// Whether a promoting move names its kind: a choice, one the player
    /// may decline, one that depends on the count of a kind, or one that
    /// differs between the players.
    pub fn named(&self) -> bool {
        let differ = match &self.to {
            [a, b] if !a.is_empty() && !b.is_empty() => a != b,
            _ => false,
        };
        differ
            || self.to.iter().flatten().any(|c| c.below.is_some())
            || self.to[0].len() > 1
            || self.optional
    }

    /// Every kind the piece may become, for either player.
    pub fn kinds(&self) -> impl Iterator<Item = usize> + '_ {
        self.to.iter().flatten().map(|c| c.kind)
    }

    /// The most promoting moves one move of the piece makes, for either
    /// player.
    pub fn most_choices(&self) -> usize {
        self.to.iter().map(Vec::len).max().unwrap_or(0)
    }
}

/// Castling: the piece moves towards an unmoved piece of one of the
/// `rooks` kinds on its row, as `landing` says, and that piece lands
/// beside it, on the side the castling piece came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Castle {
    pub rooks: Vec<usize>,
    pub landing: Landing,
}

/// Where a castling piece lands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Landing {
    /// This many cells towards the rook.
    By(usize),
    /// On the first file when the rook is on its low side, on the second
    /// when it is on its high side, from wherever it stands (Chess960's
    /// rule, and Janus chess's).
    Files(usize, usize),
}

impl Castle {
    /// Chess's castling: with one kind, by a number of cells.
    pub fn simple(&self) -> Option<(usize, usize)> {
        match (self.rooks.as_slice(), self.landing) {
            ([rook], Landing::By(by)) => Some((*rook, by)),
            _ => None,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PieceTest {
    /// A piece of the mover (of kind `by`, if given) on its zone; with a
    /// `reply`, the win waits for the other player's move.
    Reach {
        zone: [Vec<usize>; 2],
        by: Option<usize>,
        reply: Option<FlagReply>,
    },
    /// The opponent has no piece left.
    CapturedAll,
    /// When neither can move, the player with more pieces.
    MostPieces,
    /// A player whose pieces all touch, by sides or corners, in one group;
    /// tested for the mover, then the opponent.
    OneGroup,
    /// `captured King`: the mover's opponent, set up with pieces of the
    /// kind, has none left.
    CapturedKind(usize),
    /// `encircled King`: the mover's opponent, set up with pieces of the
    /// kind, has every piece shut in: none can reach an edge cell by steps
    /// along rows and columns through cells the mover does not hold.
    Encircled(usize),
    /// `fort King`: the mover's piece of the kind stands on an edge, has
    /// an empty cell beside it, and no enemy piece can ever stand beside
    /// it (see `codegen::pieces::forts`).
    Fort(usize),
    /// The player has given check this many times.
    Checks(u8),
    /// A player has fewer than `below` pieces of one of `kinds` left, on
    /// the board and in hand; tested for the mover, then the opponent.
    Extinct { below: u8, kinds: Vec<usize> },
    /// A player has nothing left but their royal piece; tested for the
    /// mover, then the opponent. With `bared_back`, the bare player had
    /// their reply: they lose as mover when the other is not bare, and as
    /// the player to move only when the other has two pieces or more
    /// beside the royal piece, which one move cannot both take.
    Bare { bared_back: bool },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PieceEnd {
    pub verdict: Verdict,
    pub test: PieceTest,
}

/// How a piece game's moves are made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Motion {
    /// `place flipping`: stones placed to outflank lines, which turn over.
    Flipping,
    /// Pieces moving by their kinds' rules.
    Moving(Movers),
}

/// What the rules of moving pieces say beyond each kind's rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Movers {
    /// `1` when the first player moves up the board, `-1` when down.
    pub forward: i32,
    /// `captures: mandatory`.
    pub mandatory: bool,
    /// The name of what compound moves shoot (`Arrow`), if any.
    pub shot: Option<String>,
    /// The royal piece, if the game has one.
    pub royal: Option<Royal>,
    /// Every royal kind (`royal: King | Queen`), the royal piece's first.
    pub royals: Vec<usize>,
    /// `captures: explode`: the kinds the blast spares on the cells around
    /// a capture (the capturer goes whatever its kind).
    pub explode: Option<Vec<usize>>,
    /// `captures: explode ... immune`: the kinds no blast removes, not even
    /// as the capturer.
    pub immune: Vec<usize>,
    /// `captures: petrify`: the kinds that turn into a wall on the cell
    /// they take (as the kind that moved, before it promotes).
    pub petrify: Vec<usize>,
    /// `moves: move or pass`: a player may pass instead of moving (where
    /// that leaves their royal piece safe); two passes in a row draw.
    pub pass: bool,
    /// `captures: custodial(n) ...`: the moved piece takes what it encloses.
    pub custodial: Option<Box<super::Custodial>>,
    /// `captures: most`: of the captures, only the chains that take the
    /// most pieces are legal (`mandatory` is set too).
    pub most: bool,
}

/// A royal piece: no move may leave it attacked, and a player who cannot
/// move is checkmated (in check) or stalemated (not).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Royal {
    pub kind: usize,
    pub checkmate: NoMoves,
    pub stalemate: NoMoves,
    /// `not facing`: no move may leave the two royal pieces on one column
    /// or row with nothing between them (xiangqi's flying general).
    pub facing_forbidden: bool,
    /// `facing ends`: while the two royal pieces face each other, the
    /// player to move must part them or pass, and that pass ends the game
    /// (janggi's bikjang).
    pub facing_ends: bool,
    /// `not fleeing`: in check, the royal piece may only take the piece
    /// that checks, and may not move at all against two (makpong).
    pub flight_forbidden: bool,
    /// `not checked`: no move may leave the other player's royal piece
    /// attacked (racing kings).
    pub checks_forbidden: bool,
    /// The side set up without a royal piece (horde's White), which never
    /// gets one: its moves are not tested for check, and it is never
    /// checkmated.
    pub absent: Option<usize>,
    /// A player may have several royal pieces (several royal kinds, several
    /// pieces of one, or a promotion to one): which of them a check is on.
    /// Legal moves are then played out and tested.
    pub several: Option<Checked>,
}

/// Draws by rule.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Draws {
    /// What a repeated position means.
    pub repetition: Option<RepetitionRule>,
    /// The n-move rule.
    pub quiet: Option<Quiet>,
    /// `draw odds:`: the player (0 or 1) who wins every draw.
    pub odds: Option<usize>,
    /// `draw count:`: the points that decide every draw.
    pub count: Option<DrawCount>,
    /// The counting rule.
    pub counting: Option<Counting>,
    /// The draws by material ([`super::MaterialDraw`]), in the order
    /// written.
    pub material: Vec<super::MaterialDraw>,
}

/// `draw count:`: a game the rules would draw goes to the player with more
/// points, each of its pieces on the board scoring its kind's and the
/// player its bonus; equal points draw. In half points.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DrawCount {
    /// The kinds that score, with their points.
    pub kinds: Vec<(usize, i64)>,
    /// Each player's bonus.
    pub bonus: [i64; 2],
}

/// `counting(...) without ...`: a draw once the player who counts has
/// counted past the limit, in plies, that the material set when the count
/// began.
///
/// A position keeps the limit (0 while no count runs) and the plies
/// counted; both are in the Zobrist key, and FEN writes them in place of
/// the en-passant cell and the half-move clock, as Fairy-Stockfish does.
/// After each move the count ticks; then the player to move begins a
/// count where none runs, and again when a capture or a promotion has
/// just left them bare. With `from_pieces`, a bare player's count begins
/// at the pieces on the board, and at once when their own capture took
/// the last piece of the kinds that stop it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Counting {
    /// The limit of a player who has more than the royal piece, against
    /// one who has more too.
    pub board: Option<u16>,
    /// The limits of a bare player, in order: the first whose material
    /// (at least `n` pieces of the kind) the other player has applies.
    pub bare: Vec<(u16, Option<(u8, usize)>)>,
    pub from_pieces: bool,
    /// No count can begin while a piece of these kinds stands.
    pub without: Vec<usize>,
}

/// `draw: repetition(4)`, `lose: repetition(4) for Sente`, `lose:
/// perpetual check`: the game ends when a position stands `occurrences`
/// times, as `end` says, and a loss for a side that checked with every
/// move of the cycle where `perpetual_check`; `positional` (`of board`)
/// when a position is the board alone, whoever is to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RepetitionRule {
    pub occurrences: u8,
    /// Who wins: nobody, a side (0 first, 1 second), or the mover.
    pub end: RepetitionEnd,
    pub perpetual_check: bool,
    pub positional: bool,
}

/// Who wins a repetition.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RepetitionEnd {
    Draw,
    /// `for Player`: that side (0 first, 1 second) wins.
    Side(usize),
    /// Without `for`: the player whose move repeated wins (`win:`) or
    /// loses (`lose:`), as other conditions read.
    Mover {
        wins: bool,
    },
}

/// `n moves without capture or Pawn move`: a draw after that many plies
/// (two a move) with none of the events that restart the count.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Quiet {
    pub plies: u32,
    /// Whether a capture restarts the count.
    pub capture: bool,
    /// The kinds whose moves restart it.
    pub kinds: Vec<usize>,
}

/// The rules of a piece or flipping game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pieces {
    pub kinds: Vec<Kind>,
    /// `setup[side][kind]`: the cells where the game starts.
    pub setup: [Vec<Vec<usize>>; 2],
    /// Cells blocked at the start.
    pub blocked: Vec<usize>,
    pub no_moves: NoMoves,
    /// In the order they are tested after each move.
    pub ends: Vec<PieceEnd>,
    pub draws: Draws,
    pub motion: Motion,
    /// The players' hands, if the game has them.
    pub hand: Option<Hand>,
}

/// Hands: pieces off the board that their player may drop, by a move of
/// its own, on an empty cell.
///
/// A position keeps, for each player and kind, how many such pieces the
/// player holds (a `u8`, part of the Zobrist key). A drop is a move with
/// its own flag; it names the kind and the cell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hand {
    /// `captures: to hand`: a captured piece changes sides into the
    /// capturer's hand; `Some(true)` as it was (`keeping promotions`),
    /// `Some(false)` as the piece it promoted from.
    pub captures: Option<bool>,
    /// `start[side][kind]`: the pieces in hand at the start.
    pub start: [Vec<u8>; 2],
    /// For each kind, where it may be dropped, if it can be in a hand.
    pub drops: Vec<Option<Drops>>,
    /// `gating at`: pieces in hand may also be gated.
    pub gating: Option<Gating>,
}

/// `[only] gating at cells`: when a piece first leaves one of these cells
/// (per side), by any move or by castling (the castling piece's cell or
/// its rook's), its player may put a piece from the hand on the cell it
/// left, as part of the move, where that kind may be dropped.
///
/// A position keeps the cells whose pieces have not left them (its
/// *gates*, part of the Zobrist key); a gate closes when its piece leaves
/// or is taken, and every gate of a player whose hand is empty closes
/// when captures never refill it (Fairy-Stockfish's S-chess). A gated move
/// names the kind, and whether it goes on the rook's cell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Gating {
    pub cells: [Vec<usize>; 2],
    /// `only gating`: a piece in hand is never dropped but by gating.
    pub only: bool,
}

/// Where the pieces of one kind may be dropped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Drops {
    /// The cells, per side: the drop zone (`only at`), without the cells
    /// `not at` names and, unless it drops `anywhere`, those where the
    /// piece could never move.
    pub cells: [Vec<usize>; 2],
    /// `n Kind per column`: no drop onto a column holding `n` pieces of
    /// this kind of the player's.
    pub per_column: Option<u8>,
    /// `Kind not mating`: no drop that checkmates.
    pub not_mating: bool,
}

impl Movers {
    /// `v` as `side` (0 or 1) moves it: the second player's board is the
    /// first's turned half a circle.
    pub fn oriented(&self, (dx, dy): (i32, i32), side: usize) -> (i32, i32) {
        let s = if side == 0 {
            self.forward
        } else {
            -self.forward
        };
        (dx * s, dy * s)
    }
}

impl Pieces {
    /// The moving pieces' own rules, unless the game flips stones.
    pub fn movers(&self) -> Option<&Movers> {
        match &self.motion {
            Motion::Moving(m) => Some(m),
            Motion::Flipping => None,
        }
    }

    pub fn flipping(&self) -> bool {
        self.motion == Motion::Flipping
    }

    /// Whether any rule can capture: a jump, or a move that lands on an enemy.
    pub fn can_capture(&self) -> bool {
        self.kinds
            .iter()
            .any(|k| !k.jumps.is_empty() || k.moves.iter().any(|m| m.target.captures()))
    }

    /// Whether some move may leave the board's material as it is: a move
    /// or castling onto an empty cell, a drop, a pass. Where none does
    /// (clobber), every move captures, so captures are not the noisy moves
    /// a quiescence search follows: it would search to the end of the game.
    pub fn has_quiet_moves(&self) -> bool {
        self.has_hands()
            || self.passes()
            || self
                .kinds
                .iter()
                .any(|k| k.castle.is_some() || k.moves.iter().any(|m| m.target != Target::Enemy))
    }

    /// Whether a royal game's legal moves are found by playing each
    /// pseudo-legal move that could matter out on the occupied cells and
    /// testing the royal piece: its pieces hop, leap lamely, stay in
    /// zones, capture only from some cells, or its royal pieces may not
    /// face; pins and check lines alone do not describe those.
    pub fn tests_moves(&self) -> bool {
        self.royal()
            .is_some_and(|r| r.facing_forbidden || r.facing_ends || r.several.is_some())
            || (self.royal().is_some() && self.explodes())
            || self.kinds.iter().any(|k| {
                k.stays.is_some()
                    || k.moves.iter().any(|m| {
                        m.hop.is_some()
                            || m.lame
                            || m.within.is_some()
                            || !m.except.is_empty()
                            || (m.from.is_some() && m.target.captures())
                    })
            })
    }

    /// Each distinct set of kinds some rule names `except`, in order.
    pub fn except_sets(&self) -> Vec<Vec<usize>> {
        let mut sets: Vec<Vec<usize>> = Vec::new();
        for rule in self.kinds.iter().flat_map(|k| &k.moves) {
            let mut set = rule.except.clone();
            set.sort_unstable();
            if !set.is_empty() && !sets.contains(&set) {
                sets.push(set);
            }
        }
        sets
    }

    /// Whether captures explode (`captures: explode`).
    pub fn explodes(&self) -> bool {
        self.movers().is_some_and(|m| m.explode.is_some())
    }

    pub fn has_jumps(&self) -> bool {
        self.kinds.iter().any(|k| !k.jumps.is_empty())
    }

    /// Whether a chain of jumps is named by the pieces it takes rather
    /// than by its path ([`super::taking`]): where jumps fly, or where only
    /// the chains that take the most pieces are legal.
    pub fn takes_sets(&self) -> bool {
        self.has_jumps()
            && (self.kinds.iter().any(|k| k.flying)
                || self.movers().is_some_and(|m| m.most)
                || self.kinds.iter().any(|k| k.crowned_at_once()))
    }

    /// Whether the game has a pass move: by `no moves: pass`, or by
    /// `moves: move or pass`.
    pub fn passes(&self) -> bool {
        self.no_moves == NoMoves::Pass || self.may_pass()
    }

    /// `moves: move or pass`: a player may always pass instead of moving.
    pub fn may_pass(&self) -> bool {
        self.movers().is_some_and(|m| m.pass)
    }

    /// The royal piece, if any.
    pub fn royal(&self) -> Option<Royal> {
        self.movers().and_then(|m| m.royal)
    }

    /// The castling kind and its castling, if any kind castles.
    pub fn castler(&self) -> Option<(usize, &Castle)> {
        self.kinds
            .iter()
            .enumerate()
            .find_map(|(k, kind)| kind.castle.as_ref().map(|c| (k, c)))
    }

    /// Whether some rule asks if a piece has moved (a first move, castling).
    pub fn tracks_unmoved(&self) -> bool {
        self.kinds
            .iter()
            .any(|k| k.castle.is_some() || k.moves.iter().any(|m| m.first_move))
    }

    pub fn has_en_passant(&self) -> bool {
        self.kinds.iter().any(|k| k.en_passant)
    }

    pub fn castles(&self) -> bool {
        self.kinds.iter().any(|k| k.castle.is_some())
    }

    /// Whether the position keeps the plies since the last capture or
    /// restarting move: for the n-move rule, and to bound the search for
    /// repetitions.
    pub fn keeps_clock(&self) -> bool {
        self.draws.quiet.is_some() || self.draws.repetition.is_some()
    }

    /// Whether positions are written with FEN's fields after the side to
    /// move (castling, en passant, the clocks) and keep what they need.
    pub fn fen_fields(&self) -> bool {
        self.royal().is_some()
            || self.castles()
            || self.has_en_passant()
            || self.keeps_clock()
            || self.counted_checks().is_some()
            || self.gating().is_some()
    }

    /// Whether a move names the kind it promotes to: a choice among kinds,
    /// or a promotion the player may decline.
    pub fn chooses_promotions(&self) -> bool {
        self.kinds
            .iter()
            .any(|k| k.promote.as_ref().is_some_and(Promote::named))
    }

    /// The most checks a game counts (`checks(n)`), if it counts them.
    pub fn counted_checks(&self) -> Option<u8> {
        self.ends
            .iter()
            .filter_map(|e| match e.test {
                PieceTest::Checks(n) => Some(n),
                _ => None,
            })
            .max()
    }

    /// The most jumps in any chain, 0 without chains.
    pub fn longest_chain(&self) -> usize {
        self.kinds
            .iter()
            .filter_map(|k| k.chains)
            .map(|c| c.longest)
            .max()
            .unwrap_or(0)
    }

    /// The most pieces one side can have, on the board and in hand: what
    /// it starts with or, when captures go to the hand, every piece of the
    /// game.
    pub fn most_pieces(&self) -> usize {
        let held = |side: usize| {
            let hand = self
                .hand
                .as_ref()
                .map_or(0, |h| h.start[side].iter().map(|&n| usize::from(n)).sum());
            self.setup[side].iter().map(Vec::len).sum::<usize>() + hand
        };
        if self.hand.as_ref().is_some_and(|h| h.captures.is_some()) {
            held(0) + held(1)
        } else {
            held(0).max(held(1))
        }
    }

    /// Gating from the hand, if the game has it.
    pub fn gating(&self) -> Option<&Gating> {
        self.hand.as_ref()?.gating.as_ref()
    }

    /// Whether pieces in hand may be dropped on empty cells by a move of
    /// their own (not only gated).
    pub fn drops_freely(&self) -> bool {
        self.has_hands() && !self.gating().is_some_and(|g| g.only)
    }

    /// Whether the game has hands.
    pub fn has_hands(&self) -> bool {
        self.hand.is_some()
    }

    /// The kinds that may be dropped.
    pub fn droppable(&self) -> Vec<usize> {
        self.hand.as_ref().map_or_else(Vec::new, |h| {
            (0..h.drops.len())
                .filter(|&k| h.drops[k].is_some())
                .collect()
        })
    }

    /// Whether a promoted piece remembers it was promoted: a capture into
    /// a hand gives back the piece it promoted from, and its kind (a
    /// queen) is one that also stands on the board unpromoted.
    pub fn tracks_promoted(&self) -> bool {
        self.hand
            .as_ref()
            .is_some_and(|h| h.captures == Some(false))
            && self.kinds.iter().any(|k| {
                k.promote
                    .as_ref()
                    .is_some_and(|p| p.kinds().any(|t| self.kinds[t].base.is_none()))
            })
    }

    /// The kind that promotes to `kind` (checked to be one, where it matters).
    pub fn promoted_from(&self, kind: usize) -> Option<usize> {
        self.kinds.iter().position(|k| {
            k.promote
                .as_ref()
                .is_some_and(|p| p.kinds().any(|t| t == kind))
        })
    }
}
