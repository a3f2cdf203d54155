#!/usr/bin/env python3
"""Perft counts of Fairy-Stockfish's variants, by pyffish, for alphabeta-fairy.

The tests of this crate hold the numbers this script prints, as literals; the
tests never run it. Regenerate with

    python3 tests/fairy/reference/pyffish_perft.py > tests/fairy/reference/perft.jsonl
    python3 tests/fairy/reference/pyffish_perft.py --rust tests/fairy/reference/perft.jsonl

The first prints one JSON record a position (`perft.jsonl` holds those the
tests were written from: about an hour of pyffish on one core); the second
prints the tables and tests of `tests/perft.rs` that follow its hand-written
head. Give variant names to count only those. `--ends` prints pyffish's
verdicts on the finished games of `tests/ends.rs`.

pyffish 0.0.90 (`pip install pyffish==0.0.90`). Perft recurses on
`pyffish.legal_moves`, advancing with `pyffish.get_fen`; a position where
`pyffish.is_immediate_game_end` holds counts zero at every depth, as our
`alphabeta::runtime::perft` counts a game that has ended. For each variant:
the start position, and positions reached by seeded random play
(`random.Random(seed)`, 6 to 20 plies, never a finished game); for the
variants with hands, one more (`hand_position`) with drops, pieces in hand
and a promoted piece. Depths go on while the next one is expected to take
under `BUDGET` seconds (`PERFT_BUDGET`; the hand variants were counted with
2, on a machine shared with two builds).
"""

import json
import os
import random
import re
import sys
import textwrap
import time

import pyffish as sf

# Seconds that one more depth of one position may be expected to take.
BUDGET = float(os.environ.get("PERFT_BUDGET", "12"))
# The deepest count.
MAX_DEPTH = int(os.environ.get("PERFT_MAX_DEPTH", "6"))
# The seeds of the random positions of each variant: 6 to 20 plies from the
# start, and one longer game, 30 to 60 plies, where promotions come near.
SEEDS = (1, 2)
LONG_SEED = 101

# The variants declared in `tests/fairy/src/`, with the depth each can reach
# at least (Amazons: 2176 moves a ply, so depth 3 is out of pyffish's reach).
VARIANTS = {
    "chess": 3, "normal": 3, "nocastle": 3, "kingofthehill": 3, "misere": 3,
    "amazon": 3, "georgian": 3, "raazuvaa": 3, "almost": 3, "perfect": 3,
    "hoppelpoppel": 3, "newzealand": 3, "knightmate": 3, "fairy": 3,
    "berolina": 3, "torpedo": 3, "chaturanga": 3, "antichess": 3,
    "fox-and-hounds": 3, "breakthrough": 3, "clobber": 3, "clobber10": 3,
    "losalamos": 3, "gardner": 3, "capablanca": 3, "gothic": 3, "embassy": 3,
    "centaur": 3, "modern": 3, "chancellor": 3, "tencubed": 3, "amazons": 2,
    "flipello": 3, "flipello10": 3,
    # Blocked by the lead's defects (2, 3): counted for when they are fixed.
    "gustav3": 3, "omicron": 3, "nightrider": 3,
    # Hands and drops.
    "crazyhouse": 3, "loop": 3, "chessgi": 3, "pocketknight": 3,
    "capahouse": 3, "dragon": 3, "shogi": 3, "minishogi": 3, "mini": 3,
    "checkshogi": 3, "judkins": 3, "gorogoro": 3, "euroshogi": 3,
    "okisakishogi": 3, "yarishogi": 3,
    # Moves from a zone (a double step decided by the row), Betza pieces
    # that promote.
    "pawnsideways": 3, "pawnback": 3, "legan": 3,
    # Hoppers, lame leapers, pieces that stay in zones, royal pieces that
    # may not face.
    "xiangqi": 3, "minixiangqi": 3, "manchu": 3, "grasshopper": 3,
    "shako": 3, "paradigm": 3,
    # Zones of `own` cells (a promotion zone per player).
    "troitzky": 3,
    # Explosions: a capture blasts the cells around it.
    "atomic": 3,
    # Blockers put after each move (walls on any empty cell, or on the cell
    # left).
    "isolation": 3, "isolation7x7": 3, "snailtrail": 3, "joust": 3,
    # End conditions by material: extinction, bare kings.
    "threekings": 3, "shatranj": 3, "courier": 3,
    # Castling beyond chess's: by a piece that is not royal, onto named
    # files, with either of two kinds of piece.
    "giveaway": 3, "extinction": 3, "kinglet": 3, "codrus": 3, "janus": 3,
    "fischerandom": 3, "caparandom": 3,
    # Promotion: choices per player, kinds once lost, optional before the
    # last row; draw odds.
    "chigorin": 3, "sortofalmost": 3, "grand": 3, "opulent": 3,
    "armageddon": 3,
    # Counting rules: a draw once a count, set by the material, runs out.
    "makruk": 3, "ai-wok": 3, "asean": 3,
    # A royal piece that may not flee a check.
    "makpong": 3,
    # A royal piece on one side only.
    "horde": 3,
    # Several royal pieces a player.
    "coregal": 3, "spartan": 3, "nocheckatomic": 3,
    # Flags that wait for a reply; royal pieces that may not be checked.
    "racingkings": 3, "jesonmor": 3,
    # Gating: a piece from the hand put on the cell a piece leaves on its
    # first move from the back row.
    "seirawan": 3, "shouse": 3,
    # Janggi: lines inside the palace, a cannon that skips cannons, passes.
    "janggicasual": 3,
    # Bikjang: facing generals parted or passed, and that pass ends the game.
    "janggitraditional": 3,
    # Captures mandatory among the legal moves of a royal game; a stalemate
    # decided by the count of pieces.
    "losers": 3, "suicide": 3,
    # Double steps from irregular regions; a second kind of pawn.
    "wolf": 3,
    # Kinds immune to explosions, and kings that may not take kings.
    "atomar": 3,
    # Pieces that turn into walls as they capture.
    "petrified": 3,
    # The shogi family: a flag that wins while safe, extinction of a piece
    # that is not royal, drops where a piece could never move again.
    "dobutsu": 3,
    # A move that names its promotion among more than 15 kinds.
    "shoshogi": 3,
    # The material count, which decides what would be drawn.
    "janggi": 3,
}

# The variants with hands, which also get a position of seeded random play
# (`hand`, 20 to 80 plies) where drops were played, pieces are in hand and,
# where random play finds one in `HAND_SEEDS` games, a promoted piece
# stands on the board.
HANDS = {
    "crazyhouse", "loop", "chessgi", "pocketknight", "capahouse", "dragon",
    "shogi", "minishogi", "mini", "checkshogi", "judkins", "gorogoro",
    "euroshogi", "okisakishogi", "yarishogi", "shouse",
    "dobutsu",
}
HAND_SEED = 201
HAND_SEEDS = 100

# The variants with a counting rule. Fairy-Stockfish reports a count run
# out as an optional end (`is_optional_game_end`), which its search and
# ours both take as a draw: their perft counts it zero, as ours does. Each
# also gets the positions of the first seeded game (from `COUNT_SEED`, at
# most `COUNT_PLIES` plies) where a count runs: the first where a player
# is bare, and the one two plies before the count runs out (so that perft
# to depth 3 meets positions where it has run out and counts them zero).
COUNTING = {"makruk", "ai-wok", "asean", "makpong"}
COUNT_SEED = 301
COUNT_PLIES = 600


# Positions of our own choosing besides: `fairy` starts as chess, so no
# random game from its start meets the pieces it adds; in the others, a
# goal is a move or two away, which ends the game with moves left.
EXTRA = {
    # Suicide: pawns locked against each other, a few moves from a player
    # who cannot move, with more pieces, as many, or fewer.
    "suicide": [
        "8/8/8/p7/8/P7/P7/8 w - - 0 1",
        "8/8/8/p1p5/8/P1P5/8/8 w - - 0 1",
        "7k/8/8/p7/8/P7/8/8 w - - 0 1",
    ],
    # Losers: a pinned knight that could capture (which forces nothing); a
    # check that a bishop's capture elsewhere does not answer; the same
    # check that a knight's capture answers; an en-passant capture that
    # would open the king's row; kiwipete's tangle of captures.
    "losers": [
        "4r2k/8/8/8/8/2p5/4N3/4K3 w - - 0 1",
        "4r2k/8/8/3p4/8/1B6/8/4K3 w - - 0 1",
        "4r2k/8/3N4/3p4/8/1B6/8/4K3 w - - 0 1",
        "8/8/8/K2pP2r/8/8/8/7k w - d6 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    ],
    # Double steps from the third row's b, c, f and g files and from the
    # second row, by pawns and sergeants, with enemy pawns to take them en
    # passant, and a pawn that promotes (to the elephant, `+`, among
    # others); Black's sergeants stepping two, a white pawn beside.
    "wolf": [
        "4k1r1/7P/1s6/8/8/p7/4p3/1SP2S2/3PP3/K7 w - - 0 1",
        "4k3/1s6/6s1/P7/7P/8/8/8/8/K7 b - - 0 1",
    ],
    # Immune kings: side by side, which may not take each other; a king
    # that captures next to a knight, which the blast takes and the king
    # survives; a blast next to a king; kiwipete's tangle of captures.
    "atomar": [
        "8/8/8/3kK3/8/8/8/R6r w - - 0 1",
        "4k3/8/8/3qn3/4K3/8/8/8 w - - 0 1",
        "4k3/3r4/8/8/8/8/8/3Q3K w - - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    ],
    # Petrification: captures by a knight, a queen and pawns, castling
    # rights on both sides; a wall left by a knight; a king beside a queen
    # it may not take and beside the enemy king, which does not attack.
    "petrified": [
        "r3k2r/ppp2ppp/2n5/3qp3/4P3/2N2Q2/PPP2PPP/R3K2R w KQkq - 0 1",
        "r3k2r/ppp2ppp/2n5/3*p3/4P3/5Q2/PPP2PPP/R3K2R b KQkq - 0 1",
        "8/8/8/3k4/2qK4/8/8/8 w - - 0 1",
    ],
    # Bikjang: generals facing on an open file at the start of the count;
    # a cannon whose move opens the file; facing with the mover in check.
    "janggitraditional": [
        "rn1a1a3/4k4/9/p1p3p1p/9/9/P1P3P1P/9/4K4/3A1A1NR w - - 0 1",
        "rn1a1a3/4k4/9/p1p3p1p/9/4C4/P1P3P1P/9/4K4/3A1A1NR w - - 0 1",
        "rn1a1a3/4k4/9/p1p3p1p/9/9/P1P3P1P/9/3rK4/3A1A1NR w - - 0 1",
    ],
    # The same positions in janggi, whose bikjang pass is decided by the
    # material count.
    "janggi": [
        "rn1a1a3/4k4/9/p1p3p1p/9/9/P1P3P1P/9/4K4/3A1A1NR w - - 0 1",
        "rn1a1a3/4k4/9/p1p3p1p/9/4C4/P1P3P1P/9/4K4/3A1A1NR w - - 0 1",
        "rn1a1a3/4k4/9/p1p3p1p/9/9/P1P3P1P/9/3rK4/3A1A1NR w - - 0 1",
    ],
    "fairy": ["r1b1kbnr/ppp2ppp/2m1s3/3fa3/3CF3/2M1S3/PPP2PPP/R1B1KBNR w KQkq - 0 1"],
    "kingofthehill": ["r3k3/8/2p5/8/8/2K1n3/6P1/4R3 w q - 0 1"],
    "breakthrough": ["1p2p3/P2p4/8/8/8/8/p4P2/1P2P3 w - - 0 1"],
    "fox-and-hounds": ["1h3h2/2F5/3h4/8/8/8/8/7h w - - 0 1"],
    # A promoted queen taken at once goes to the hand as a pawn in
    # crazyhouse, as a queen in loop (whose FENs never mark promotions).
    "crazyhouse": ["k7/8/8/8/8/8/7K/q~6R w - - 0 1"],
    # Random play drops both knights within a few plies: a position in
    # the opening with both still in hand.
    "pocketknight": ["r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R[Nn] w KQkq - 2 3"],
    # And a queen promoted in the game, taken at once, comes back as a
    # queen in loop: its drop is the fourth ply.
    "loop": ["k7/8/8/8/8/8/7K/q6R w - - 0 1", "r6k/1P6/8/8/8/8/8/4K3 w - - 0 1"],
    # Explosions: kiwipete's tangle of captures, castling and en passant;
    # kings side by side, which do not check each other, with rooks; an
    # en-passant capture at once; a king that may step next to the
    # enemy's onto a cell the rook attacks.
    "atomic": [
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/8/8/3kK3/8/8/8/R6r w - - 0 1",
        "rn1qkb1r/ppp1pppp/5n2/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
        "8/8/8/2k5/8/4K3/8/3r4 w - - 0 1",
    ],
    # Kings a move from being taken, and kings a move from being bared:
    # by a piece too many to bare back, by the last piece beside the king
    # (a reply can bare back), and bared back.
    # Gating: castling with a gate on the king's cell or the rook's, and
    # every back-row piece with its gate; a king in check along its row,
    # which gating does not shield; Black to move with one piece in hand.
    "seirawan": [
        "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R[EHeh] w KQBCDkqcdf - 4 4",
        "r3k2r/8/8/8/8/8/8/r3K2R[Hh] w Kkq - 0 1",
        "r3k2r/ppp2ppp/8/3pp3/8/8/PPPPPPPP/RNBQKBNR[HEe] b KQBCDFGkq - 0 1",
    ],
    "threekings": ["k1k1k2R/8/8/8/8/8/8/K1K1K3 w - - 0 1"],
    "shatranj": [
        "4k3/8/8/8/8/8/R2r4/R3K3 w - - 0 1",
        "4k3/8/8/8/8/8/R2r4/4K3 w - - 0 1",
        "4k3/8/8/8/8/8/3r4/3RK3 b - - 0 1",
    ],
    "courier": ["5k6/12/12/12/12/12/R2r8/R4K6 w - - 0 1", "5k6/12/12/12/12/12/3r8/3R1K6 b - - 0 1"],
    # Castling: both ways open, a bishop on a cell the king crosses (which
    # a king that is not royal ignores); with the chancellor; onto the b-
    # and i-files.
    "giveaway": ["r3k2r/p2p1p1p/8/1b6/8/8/P2P1P1P/R3K2R w KQkq - 0 1"],
    "codrus": ["r3k2r/p2p1p1p/8/1b6/8/8/P2P1P1P/R3K2R w KQkq - 0 1"],
    "extinction": ["r3k2r/pbppnppp/bpn2q2/8/8/1PN1NQ2/PBPP1PPP/R3K2R w KQkq - 0 1"],
    "kinglet": ["r3k2r/pbppnppp/bpn2q2/8/8/1PN1NQ2/PBPP1PPP/R3K2R w KQkq - 0 1"],
    "perfect": ["c3k2r/pppppppp/8/8/8/8/PPPPPPPP/C3K2R w KQkq - 0 1"],
    "janus": ["r3k4r/pppppppppp/10/10/10/10/PPPPPPPPPP/R3K4R w KQkq - 0 1"],
    # Chess960: shuffled starts, with Shredder-FEN rights (`HBhb`) and X-FEN
    # ones (`KQkq`); then castling open: a king castling both ways, one on
    # b1 that castles towards the h-file past its landing cell and towards
    # the a-file onto c1 (moving right), one on g1 that stays where it is
    # while its rook jumps over it, and a rook on b1 that shields c1 from
    # a queen on a1 until it castles.
    "fischerandom": [
        "nrbbqknr/pppppppp/8/8/8/8/PPPPPPPP/NRBBQKNR w HBhb - 0 1",
        "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w CAca - 0 1",
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
        "1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1",
        "rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1",
        "r5kr/pppppppp/8/8/8/8/PPPPPPPP/R5KR w HAha - 0 1",
        "4k3/8/8/8/8/8/8/qR2K2R w HB - 0 1",
    ],
    "caparandom": [
        "rkbnqbnacr/pppppppppp/10/10/10/10/PPPPPPPPPP/RKBNQBNACR w KQkq - 0 1",
        "rbbqnkcnar/pppppppppp/10/10/10/10/PPPPPPPPPP/RBBQNKCNAR w JAja - 0 1",
        "r1k6r/pppppppppp/10/10/10/10/PPPPPPPPPP/R1K6R w JAja - 0 1",
        "r7kr/pppppppppp/10/10/10/10/PPPPPPPPPP/R7KR w JAja - 0 1",
    ],
    # Pawns of both players a step from promoting, by a step and by a
    # capture: each promotes to its own kinds.
    "chigorin": ["r3k3/1P6/8/8/8/8/6p1/4K2R w Kq - 0 1"],
    "sortofalmost": ["r3k3/1P6/8/8/8/8/6p1/4K2R w Kq - 0 1"],
    # Pawns entering the zone (may promote), on its last row but one and
    # on their last row (must), each side with some kinds lost and some
    # not; and a side that has lost nothing (in grand; in opulent, a few
    # kinds): its pawn on the last row but one cannot step on unless a
    # kind is lost.
    "grand": [
        "9r/3qk1P3/10/1P8/10/10/2p7/10/2B1K2p2/R4Q4 w - - 0 1",
        "4k5/8P1/10/P9/10/10/10/10/10/RNBQKCABNR w - - 0 1",
    ],
    "opulent": [
        "9r/3qk1P3/10/1P8/10/10/2p7/10/2B1K2p2/R4Q4 w - - 0 1",
        "4k5/8P1/10/P9/10/10/10/10/10/RWBQKCLANR w - - 0 1",
    ],
    # Counting: the bare king takes the last pawn, and its count begins at
    # once from the nine pieces left, past the eight moves two rooks allow
    # (a draw); a count of the board's honour with a move left; a bare
    # king's count about to run out, and where the last move mates.
    "makruk": [
        "rnsmksnr/8/8/8/8/8/3p4/4K3 w - - 0 1",
        "r3k3/8/8/8/8/2S5/4M3/1N2K2R w - 128 127 90",
        "k7/8/1K6/8/8/8/8/7R w - 32 31 60",
    ],
    "ai-wok": ["rnsaksnr/8/8/8/8/8/3p4/4K3 w - - 0 1", "k7/8/1K6/8/8/8/8/7R w - 32 31 60"],
    # ASEAN counts from 0, and only for a bare king: a king about to be
    # bared by a capture, and a count about to run out.
    "asean": ["4k3/8/8/8/8/8/4r3/R3K3 w - - 0 1", "k7/8/1K6/8/8/8/8/7R w - 32 31 60"],
    # Kings in check that may not flee: one that may take the checker
    # beside it, one checked from afar whose pieces may block or take, one
    # in double check, and a middle game with checks a ply or two away.
    "makpong": [
        "4k3/8/8/8/8/8/4r3/R3K3 w - - 0 1",
        "4k3/8/8/8/4r3/8/3S4/RN2K3 w - - 0 1",
        "4k3/8/8/8/8/3n4/4r3/R3K3 w - - 0 1",
        "r1s1k1nr/4m3/p1p1pp1p/1p1p2p1/3PnP2/P1P1P1PP/1P2N3/RNSMKS1R w - - 0 1",
    ],
    # Double steps from the first row (not taken en passant) and the
    # second (taken), the last white piece taken, Black's castling.
    "horde": [
        "4k3/8/8/8/3p4/1p6/2P5/P7 w - - 0 1",
        "4k3/8/8/8/8/8/1p6/P7 b - - 0 1",
        "r3k2r/8/8/8/8/8/5PPP/4P3 b kq - 0 1",
    ],
    # Several royal pieces: queens attacked among a tangle of captures
    # and castling; a queen attacked from afar, to shield or move; pawns
    # a step from promoting to a queen, royal at once.
    "coregal": [
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "r3k3/8/8/8/8/8/4B3/Q3K3 w q - 0 1",
        "4k3/1P6/8/8/8/8/6p1/4K2R w K - 0 1",
    ],
    # Black's two kings: one attacked, which may stay so while the other
    # is safe; both attacked, one must get out; one king left, a hoplite
    # a step from promoting to a second, White able to castle; an opening
    # where White castles.
    "spartan": [
        "k6k/8/8/8/8/2K5/8/R5R1 b - - 0 1",
        "k6k/8/8/8/8/2K5/8/R6R b - - 0 1",
        "4k3/1h6/8/8/8/8/5h2/R3K3 b Q - 0 1",
        "lgkcckwl/hhh2hhh/8/3hh3/8/5N2/PPPPBPPP/RNBQK2R w KQ - 0 1",
    ],
    # Atomic without check: kiwipete's tangle of captures and castling;
    # kings side by side with rooks; a king that may take a pawn beside
    # it, blasting itself, and castle through attacked cells.
    "nocheckatomic": [
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/8/8/3kK3/8/8/8/R6r w - - 0 1",
        "r3k3/8/8/8/8/8/3p4/R3K2R w KQq - 0 1",
    ],
    # Racing kings: White's king a step from the eighth row with Black's
    # a step behind (Black may reach back and draw) and far behind (White
    # wins as it arrives); Black's a step from it, first; and a middle
    # game where rooks, bishops and knights may not give check.
    "racingkings": [
        "8/1k4K1/8/8/8/8/8/r6R w - - 0 1",
        "8/6K1/8/8/8/8/1k6/r6R w - - 0 1",
        "8/1k6/6K1/8/8/8/8/r6R b - - 0 1",
        "8/8/8/2k2K2/8/8/rbn3NB/1rbn1BRQ w - - 0 1",
    ],
    # Jeson mor: a white knight a leap from the centre, where a black one
    # may take it at once.
    "jesonmor": ["9/9/5n3/9/9/9/3N5/9/n7N w - - 0 1"],
    # Dobutsu: a lion a step from the far row, safe on a4, attacked on
    # b4; a lion attacked on the far row while the other may reach its own
    # safe or the elephant take it; a chick dropped on the far row.
    "dobutsu": [
        "2l/L2/3/3[Cc] w - - 0 1",
        "L2/1e1/2l/3[] b - - 0 1",
        "1l1/3/1L1/3[C] w - - 0 1",
    ],
    # Sho shogi: a drunk elephant a step from the camp, where it may
    # become a prince; a king and a prince, the king attacked (no check
    # with two), and a prince alone, checked.
    "shoshogi": [
        "4k4/9/9/4E4/9/9/9/9/4K4 w - - 0 1",
        "4k4/9/9/9/9/9/9/3+E5/r3K4 w - - 0 1",
        "4k4/4g4/9/9/9/9/9/3+E5/r8 w - - 0 1",
    ],
}
# The least depth of an extra position, where it is not its variant's.
EXTRA_DEPTH = {"r6k/1P6/8/8/8/8/8/4K3 w - - 0 1": 4}


# Which kinds of position to count (all when empty): `start`, `random`,
# `long`, `extra`, from the environment's PERFT_ONLY, comma-separated.
ONLY = [k for k in os.environ.get("PERFT_ONLY", "").split(",") if k]


# Finished games, one a rule that perft cannot see or that decides a game
# without emptying the list of moves: `--ends` prints pyffish's verdict on
# each, from the side to move (`tests/ends.rs`).
ENDS = [
    # Atomic: black's king exploded (Qxf7 took the pawn beside it); a
    # stalemate (a rook beside the king, which cannot take it); a
    # checkmate.
    ("atomic", "rnbq3r/pppp2pp/8/4p3/4P3/8/PPPP1PPP/RNB1KBNR b KQ - 0 3"),
    ("atomic", "k7/1R6/2K5/8/8/8/8/8 b - - 0 1"),
    ("atomic", "k3R3/pp6/8/8/8/8/8/K7 b - - 0 1"),
    ("chess", "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"),
    ("misere", "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"),
    ("kingofthehill", "8/2k5/8/8/3K4/8/8/8 b - - 1 1"),
    ("chaturanga", "k7/2Q5/1K6/8/8/8/8/8 b - - 0 1"),
    ("antichess", "8/8/8/8/8/8/8/k7 w - - 0 1"),
    ("fox-and-hounds", "4F3/8/8/8/1h1h1h1h/8/8/8 b - - 0 1"),
    ("breakthrough", "P7/8/8/8/8/8/pppp4/8 b - - 0 1"),
    ("clobber", "P4/5/5/5/5/4p w - - 0 1"),
    ("snailtrail", "6p/7/7/7/7/**5/P*5 w - - 0 1"),
    ("joust", "8/8/8/8/8/1*6/2*5/N6n w - - 0 1"),
    ("isolation", "3p2/6/6/6/6/6/**4/P*4 w - - 0 1"),
    # Extinction: a player to move, or who just moved, with two kings left;
    # bare kings: a king bared by a piece too many to bare back, a king
    # left bare after its reply, and a bare king that stalemates.
    ("threekings", "k1k5/8/8/8/8/8/8/K1K1K3 b - - 0 1"),
    ("threekings", "k1k1k3/8/8/8/8/8/8/K1K5 b - - 0 1"),
    ("shatranj", "4k3/8/8/8/8/8/R7/R3K3 b - - 0 1"),
    ("shatranj", "4k3/8/8/8/8/8/R7/4K3 w - - 0 1"),
    ("courier", "5k6/12/12/12/12/12/R11/R4K6 b - - 0 1"),
    ("courier", "5k6/12/12/12/12/12/R11/5K6 w - - 0 1"),
    # Kings that are not royal: a player with no piece left (giveaway), a
    # king lost, which wins (codrus), a kind lost, which loses, and both
    # players' queens gone, the player who just moved tested first
    # (extinction), the pawns lost (kinglet).
    ("giveaway", "8/8/8/8/8/8/8/k7 w - - 0 1"),
    ("codrus", "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1"),
    ("codrus", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR b kq - 0 1"),
    ("extinction", "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
    ("extinction", "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1"),
    ("kinglet", "rnbqkbnr/pppppppp/8/8/8/8/8/RNBQKBNR b KQkq - 0 1"),
    # Draw odds: a stalemate of either player is Black's win; a checkmate
    # stands.
    ("armageddon", "k7/8/1Q6/8/8/8/8/K7 b - - 0 1"),
    ("armageddon", "K7/8/1q6/8/8/8/8/k7 w - - 0 1"),
    ("armageddon", "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"),
    # Counting: a bare king's count run out (a draw, with moves left); the
    # same count where the last move mated (the mate stands); the bare
    # king's count begun at once, past its limit, as it took the last pawn.
    ("makruk", "4k2S/8/8/8/8/8/8/R3M1K1 w - 32 33 112"),
    ("makruk", "k6R/8/1K6/8/8/8/8/8 b - 32 33 60"),
    ("makruk", "rnsmksnr/8/8/8/8/8/3K4/8 b - 16 17 1"),
    ("asean", "k7/8/1K6/8/8/8/8/7R b - 32 33 60"),
    ("ai-wok", "4k2S/8/8/8/8/8/8/R4AK1 w - 32 33 112"),
    # Makpong: a king checked by a rook it cannot take, which makruk's
    # king would flee: mated.
    ("makpong", "4k3/8/8/8/4r3/8/8/4K3 w - - 0 1"),
    # Horde: White with no piece left loses; Black's royal king checkmated
    # loses; White without a move (no king, so not in check) and Black
    # stalemated draw.
    ("horde", "4k3/8/8/8/8/8/8/q7 w - - 0 2"),
    ("horde", "k7/1PP5/PP6/8/8/8/8/8 b - - 0 1"),
    ("horde", "4k3/8/8/8/8/p7/P7/8 w - - 0 1"),
    ("horde", "k7/P7/PP6/8/8/8/8/8 b - - 0 1"),
    # Several royal pieces: a queen checkmated, the king not attacked.
    ("coregal", "7r/r6p/k2p1p1n/2P1pq2/3N1P2/1P4P1/5K2/5B1Q b - - 1 62"),
    # Spartan: both kings attacked and neither can get out (the duple
    # check), and the last king mated.
    ("spartan", "k6k/8/8/8/8/2K5/8/RR4RR b - - 0 1"),
    ("spartan", "k7/2K5/8/8/8/8/8/R7 b - - 0 1"),
    # Atomic without check: both kings blasted by White's capture (the
    # player who moved loses), and Black's king alone blasted.
    ("nocheckatomic", "8/p7/8/8/8/8/P7/8 b - - 0 1"),
    ("nocheckatomic", "4K3/p7/8/8/8/8/P7/8 b - - 0 1"),
    # Racing kings: Black reached back at once (a draw); White arrived
    # and Black cannot follow (White wins before Black's reply); Black
    # arrived first (wins at once); White arrived and Black's reply did
    # not follow.
    ("racingkings", "1k4K1/8/8/8/8/8/8/8 w - - 0 1"),
    ("racingkings", "6K1/8/8/8/8/8/1k6/8 b - - 0 1"),
    ("racingkings", "1k6/8/6K1/8/8/8/8/8 w - - 0 1"),
    ("racingkings", "6K1/8/1k6/8/8/8/8/8 w - - 0 1"),
    # Jeson mor: a knight that held the centre through the reply, of
    # either player.
    ("jesonmor", "9/9/9/9/4N4/9/9/9/n8 w - - 0 1"),
    ("jesonmor", "9/9/9/9/4n4/9/9/9/N8 b - - 0 1"),
    # Losers: a checkmate and a stalemate win; a bare king wins, and with
    # both bare, the player who just moved.
    ("losers", "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"),
    ("losers", "k7/8/pQ6/P7/8/8/8/K7 b - - 0 1"),
    ("losers", "4k3/8/8/8/8/8/8/R3K3 b - - 0 1"),
    ("losers", "4k3/8/8/8/8/8/8/4K3 w - - 0 1"),
    # Suicide: a player who cannot move with more pieces loses, with as
    # many draws, with fewer wins (of either colour); a player with no
    # piece left wins.
    ("suicide", "8/8/8/8/p7/P7/P7/8 w - - 0 1"),
    ("suicide", "8/8/8/8/p7/P7/8/8 w - - 0 1"),
    ("suicide", "7k/8/8/8/p7/P7/8/8 w - - 0 1"),
    ("suicide", "8/8/8/8/p7/P7/8/K7 b - - 0 1"),
    ("suicide", "8/8/8/8/8/8/8/k7 w - - 0 1"),
    # Atomar: White's queen took Black's king beside White's, which the
    # blast spared; Black's queen took White's king.
    ("atomar", "8/8/8/8/8/8/2K5/8 b - - 0 1"),
    ("atomar", "4k3/8/8/8/8/8/8/8 w - - 0 2"),
    # Petrified: a queen beside the king, which may not take it (it would
    # turn into a wall): checkmated, where chess's king would take it.
    ("petrified", "k7/1Q6/8/8/8/8/8/K7 b - - 0 1"),
    # Dobutsu: a lion that reached the far row safe; the player to move's
    # lion safe there; both safe (a draw); the lion of the player to move
    # attacked there and the other's safe; a player whose lion was taken.
    ("dobutsu", "L2/3/2l/3[] b - - 0 1"),
    ("dobutsu", "L2/3/2l/3[] w - - 0 1"),
    ("dobutsu", "L2/3/3/2l[] w - - 0 1"),
    ("dobutsu", "L2/1e1/3/2l[] w - - 0 1"),
    ("dobutsu", "1l1/3/3/3[l] w - - 0 1"),
]


def ends():
    """Prints pyffish's verdict on each of `ENDS`: 1 if the side to move
    has won, -1 if it has lost, 0 for a draw (a count run out is an
    optional end, read first)."""
    for variant, fen in ENDS:
        optional, value = sf.is_optional_game_end(variant, fen, [])
        if not optional:
            value = sf.game_result(variant, fen, [])
        verdict = (value > 0) - (value < 0)
        module = rust_module(variant)
        print(f"    // {variant}")
        print(f'    let fen = "{ours(variant, fen)}";')
        print(f"    assert_eq!(verdict::<{module}::{TYPES[variant]}>(fen), {verdict}, \"{{fen}}\");")


def ended(variant, fen):
    if variant in COUNTING and sf.is_optional_game_end(variant, fen, [])[0]:
        return True
    return sf.is_immediate_game_end(variant, fen, [])[0]


def counting_positions(variant):
    """In the first seeded game where a count runs: the first position
    where a player is bare and a count runs, and the one two plies
    before the count runs out (if it does, within `COUNT_PLIES`)."""
    for seed in range(COUNT_SEED, COUNT_SEED + 50):
        rng = random.Random(seed)
        fen = sf.start_fen(variant)
        played, seen, bare = [], [], None
        for _ in range(COUNT_PLIES):
            moves = sorted(sf.legal_moves(variant, fen, []))
            if not moves or ended(variant, fen):
                break
            move = rng.choice(moves)
            played.append(move)
            fen = sf.get_fen(variant, fen, [move])
            seen.append((list(played), fen))
            board, _, _, limit, *_ = fen.split(" ")
            rows = board.split("[")[0]
            alone = sum(c.isupper() for c in rows) == 1 or sum(c.islower() for c in rows) == 1
            if bare is None and alone and limit.isdigit() and not ended(variant, fen):
                bare = ("count", seed, list(played), fen)
        if bare is None:
            continue
        found = [bare]
        if sf.is_optional_game_end(variant, fen, [])[0] and len(seen) > 2:
            moves, before = seen[-3]
            found.append(("count", seed, moves, before))
        return found
    return []


# The variants where a player may pass and two passes in a row end the
# game: a FEN does not say that the last move was a pass, so their perft
# keeps the moves played from the position counted, as Fairy-Stockfish's
# own perft does.
PASSING = {"janggicasual", "janggitraditional", "janggi"}


def perft(variant, fen, depth, played=None):
    """Leaves at exactly `depth` plies; a finished game counts zero."""
    if depth == 0:
        return 1
    if variant in PASSING:
        played = played or []
        if sf.is_immediate_game_end(variant, fen, played)[0]:
            return 0
        moves = sf.legal_moves(variant, fen, played)
        if depth == 1:
            return len(moves)
        return sum(perft(variant, fen, depth - 1, played + [m]) for m in moves)
    if ended(variant, fen):
        return 0
    moves = sf.legal_moves(variant, fen, [])
    if depth == 1:
        return len(moves)
    return sum(perft(variant, sf.get_fen(variant, fen, [m]), depth - 1) for m in moves)


def random_position(variant, seed, shortest=6, longest=20):
    """The position after `shortest` to `longest` random plies from the
    start, or None if the game ends on the way or there."""
    rng = random.Random(seed)
    plies = rng.randint(shortest, longest)
    fen = sf.start_fen(variant)
    played = []
    for _ in range(plies):
        moves = sorted(sf.legal_moves(variant, fen, []))
        if not moves or ended(variant, fen):
            return None
        move = rng.choice(moves)
        played.append(move)
        fen = sf.get_fen(variant, fen, [move])
    if ended(variant, fen) or not sf.legal_moves(variant, fen, []):
        return None
    return fen, played


# The variants whose FENs do not mark a promoted piece (loop and chessgi
# keep promotions; pocketknight and dragon never put a piece in a hand by
# capture): there, a promotion played stands for one on the board.
UNMARKED = {"loop", "chessgi", "pocketknight", "dragon"}


def rich(variant, fen, played):
    """How much of what hands bring a position shows: drops played, pieces
    in hand, a promoted piece on the board (`+L` or `L~`)."""
    rows = fen.split(" ")[0]
    held = re.search(r"\[([^\]]*)\]", rows)
    board = rows.split("[")[0]
    if variant in UNMARKED:
        promoted = any(re.fullmatch(r"[a-z][0-9]+[a-z][0-9]+[a-z]", m) for m in played)
    else:
        promoted = "+" in board or "~" in board
    return (
        any("@" in m for m in played),
        bool(held and held.group(1).strip("-")),
        promoted,
    )


def hand_position(variant):
    """The first game of 20 to 80 random plies, from `HAND_SEED` on, that
    shows drops, pieces in hand and a promoted piece; failing that, one
    with drops and pieces in hand."""
    fallback = None
    for seed in range(HAND_SEED, HAND_SEED + HAND_SEEDS):
        found = random_position(variant, seed, 20, 80)
        if not found:
            continue
        shows = rich(variant, found[0], found[1])
        if all(shows):
            return ("hand", seed, found[1], found[0])
        if shows[0] and shows[1] and fallback is None:
            fallback = ("hand", seed, found[1], found[0])
    return fallback


def ours(variant, fen):
    """The position as alphabeta reads it."""
    board, *fields = fen.split(" ")
    if variant.startswith("flipello"):
        # Flipping games read Edax board strings: every cell from a1 along
        # the rows, X (first player, FSF's white) or O, then the side to move.
        rows = board.split("[")[0].split("/")
        cells = []
        for row in reversed(rows):
            run = ""
            for c in row + "/":
                if c.isdigit():
                    run += c
                    continue
                if run:
                    cells += ["-"] * int(run)
                    run = ""
                if c != "/":
                    cells.append("X" if c == "P" else "O")
        return "".join(cells) + " " + ("X" if fields[0] == "w" else "O")
    if len(fields) == 5 and re.fullmatch(r"([a-z][0-9]+){2}", fields[2]):
        # Berolina: Fairy-Stockfish writes the en-passant field as the cell
        # crossed and the pawn that crossed it (`c3b4`); our notation reads
        # the crossed cell and finds the pawn.
        fields[2] = re.match(r"[a-z][0-9]+", fields[2]).group(0)
        return " ".join([board] + fields)
    if variant in ("breakthrough", "clobber", "clobber10") and len(fields) == 3:
        # Defect 4: clocks right after the side to move are refused; the
        # same position with empty castling and en-passant fields.
        return " ".join([board, fields[0], "-", "-"] + fields[1:])
    return fen


def count(variant, fen, least):
    counts, depth = [], 1
    while depth <= MAX_DEPTH:
        started = time.time()
        counts.append(perft(variant, fen, depth))
        spent = time.time() - started
        growth = counts[-1] / max(1, counts[-2] if len(counts) > 1 else 1)
        if depth >= least and spent * growth > BUDGET:
            break
        depth += 1
    return counts


def generate(names):
    for variant in names:
        least = VARIANTS[variant]
        start = sf.start_fen(variant)
        positions = [("start", None, [], start)]
        seed = SEEDS[0]
        while len(positions) < 1 + len(SEEDS):
            found = random_position(variant, seed)
            if found:
                positions.append(("random", seed, found[1], found[0]))
            seed += 1
        # Some games never last 30 plies (clobber on 5 x 6): after 50 seeds,
        # none.
        for seed in range(LONG_SEED, LONG_SEED + 50):
            found = random_position(variant, seed, 30, 60)
            if found:
                positions.append(("long", seed, found[1], found[0]))
                break
        if variant in HANDS:
            found = hand_position(variant)
            if found:
                positions.append(found)
        if variant in COUNTING:
            positions += counting_positions(variant)
        positions += [("extra", None, [], fen) for fen in EXTRA.get(variant, [])]
        if ONLY:
            positions = [p for p in positions if p[0] in ONLY]
        for label, seed, played, fen in positions:
            record = {
                "variant": variant, "position": label, "seed": seed,
                "moves": played, "fen": fen, "ours": ours(variant, fen),
                "perft": count(variant, fen, EXTRA_DEPTH.get(fen, least)),
            }
            print(json.dumps(record), flush=True)


# The module and type of each declared variant in `tests/fairy/src/`.
TYPES = {
    "chess": "Chess", "normal": "Normal", "nocastle": "NoCastle",
    "kingofthehill": "KingOfTheHill", "misere": "Misere", "amazon": "AmazonChess",
    "georgian": "Georgian", "raazuvaa": "Raazuvaa", "almost": "Almost",
    "perfect": "Perfect", "hoppelpoppel": "HoppelPoppel", "newzealand": "NewZealand",
    "knightmate": "Knightmate", "fairy": "Fairy", "berolina": "Berolina",
    "torpedo": "Torpedo", "chaturanga": "Chaturanga", "antichess": "Antichess",
    "fox-and-hounds": "FoxAndHounds", "breakthrough": "Breakthrough",
    "clobber": "Clobber", "clobber10": "Clobber10", "losalamos": "LosAlamos",
    "gardner": "Gardner", "capablanca": "Capablanca", "gothic": "Gothic",
    "embassy": "Embassy", "centaur": "Centaur", "modern": "Modern",
    "chancellor": "ChancellorChess", "tencubed": "TenCubed", "amazons": "Amazons",
    "flipello": "Flipello", "flipello10": "Flipello10",
    "gustav3": "Gustav3", "omicron": "Omicron", "nightrider": "Nightrider",
    "crazyhouse": "Crazyhouse", "loop": "Loop", "chessgi": "Chessgi",
    "pocketknight": "PocketKnight", "capahouse": "Capahouse", "dragon": "DragonChess",
    "shogi": "Shogi", "minishogi": "Minishogi", "mini": "Minishogi",
    "checkshogi": "CheckShogi", "judkins": "Judkins", "gorogoro": "Gorogoro",
    "euroshogi": "EuroShogi", "okisakishogi": "OkisakiShogi", "yarishogi": "YariShogi",
    "pawnsideways": "PawnSideways", "pawnback": "PawnBack", "legan": "Legan",
    "xiangqi": "Xiangqi", "minixiangqi": "Minixiangqi", "manchu": "Manchu",
    "grasshopper": "Grasshopper", "shako": "Shako", "paradigm": "Paradigm",
    "troitzky": "Troitzky",
    "atomic": "Atomic",
    # Blockers.
    "isolation": "Isolation", "isolation7x7": "Isolation7x7",
    "snailtrail": "Snailtrail", "joust": "Joust",
    "threekings": "ThreeKings", "shatranj": "Shatranj", "courier": "Courier",
    # Castling.
    "giveaway": "Giveaway", "extinction": "Extinction", "kinglet": "Kinglet",
    "codrus": "Codrus", "janus": "Janus", "fischerandom": "FischerRandom",
    "caparandom": "CapaRandom",
    "chigorin": "Chigorin", "sortofalmost": "SortOfAlmost", "grand": "Grand",
    "opulent": "Opulent", "armageddon": "Armageddon",
    "makruk": "Makruk", "ai-wok": "AiWok", "asean": "Asean",
    "makpong": "Makpong",
    # A royal piece on one side only.
    "horde": "Horde",
    # Several royal pieces a player.
    "coregal": "Coregal", "spartan": "Spartan", "nocheckatomic": "NoCheckAtomic",
    # Flags that wait for a reply; royal pieces that may not be checked.
    "racingkings": "RacingKings", "jesonmor": "JesonMor",
    # Gating.
    "seirawan": "Seirawan", "shouse": "SHouse",
    # Janggi.
    "janggicasual": "Janggicasual",
    "janggitraditional": "Janggitraditional",
    # Mandatory captures in a royal game; stalemates by the count of pieces.
    "losers": "Losers", "suicide": "Suicide",
    # Double steps from irregular regions.
    "wolf": "Wolf",
    "atomar": "Atomar",
    "petrified": "Petrified",
    # The shogi family.
    "dobutsu": "Dobutsu",
    "shoshogi": "ShoShogi",
    "janggi": "Janggi",
}

# Tests that wait for a fix: why, and whether the variant compiles only
# under `--features blocked`.
IGNORED = {}


def rust_module(variant):
    """The module of a variant: its name, `-` as `_`, and `loop`, a Rust
    keyword, as a raw identifier."""
    module = variant.replace("-", "_")
    return "r#loop" if module == "loop" else module


def rust(path):
    """Prints the records as the tables and tests of `tests/perft.rs`."""
    by_variant = {}
    for line in open(path):
        r = json.loads(line)
        by_variant.setdefault(r["variant"], []).append(r)
    for variant, records in by_variant.items():
        if variant not in TYPES:
            continue
        const = variant.replace("-", "_").upper()
        module = rust_module(variant)
        reason, gated = IGNORED.get(variant, (None, False))
        if gated:
            print('#[cfg(feature = "blocked")]')
        print(f"/// `{variant}`: {SOURCE}.")
        print(f"const {const}: &[Position] = &[")
        for r in records:
            if r["position"] == "start":
                print("    // The start.")
            elif r["position"] == "hand":
                text = (f"Seed {r['seed']}, {len(r['moves'])} plies, with drops and pieces in hand:"
                        f" {' '.join(r['moves'])}")
                for line in textwrap.wrap(text, 92):
                    print(f"    // {line}")
            elif r["position"] == "count":
                # Hundreds of plies: the seed says them.
                print(f"    // Seed {r['seed']}, {len(r['moves'])} plies, a count running.")
            elif r["position"] == "extra":
                print("    // Our choice (see `EXTRA`).")
            else:
                text = f"Seed {r['seed']}, {len(r['moves'])} plies: {' '.join(r['moves'])}"
                for line in textwrap.wrap(text, 92):
                    print(f"    // {line}")
            counts = ", ".join(f"{c:_}" for c in r["perft"])
            print(f"    (\n        \"{ours(variant, r['fen'])}\",\n        &[{counts}],\n    ),")
        print("];\n")
        if gated:
            print('#[cfg(feature = "blocked")]')
        print("#[test]")
        if reason:
            print(f'#[ignore = "{reason}"]')
        print(f"fn {module}() {{")
        print(f"    check::<{module}::{TYPES[variant]}>({const});")
        print("}\n")


SOURCE = "pyffish 0.0.90, perft by recursing on legal_moves"


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "--ends":
        ends()
    elif len(sys.argv) > 2 and sys.argv[1] == "--rust":
        rust(sys.argv[2])
    else:
        generate(sys.argv[1:] or list(VARIANTS))
