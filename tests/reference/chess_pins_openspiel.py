#!/usr/bin/env python3
"""Perft counts for chess positions that try the legality of a move
generator (pins, double checks, en passant that uncovers a check or gives
one, castling into or through attacks, promotions that check), the Chess
Programming Wiki's positions 4 (and its mirror), 5 and 6, and positions
reached from them by seeded random play. Counted by OpenSpiel's "chess"
(open_spiel 2.0.2, `pip install open_spiel`), recursing on
`legal_actions()` from the FEN.

OpenSpiel ends a game on insufficient material, where perft goes on, so
each position is printed beside the count its authors published at its
depth (the "perftsuite" of the TalkChess forum, and the wiki's for 4, 5
and 6). Where the two differ (the endgames, a bishop or knight against a
bare king a few plies on), the position is counted again with
python-chess (1.11.2, `pip install chess`), a second implementation
without that rule, whose counts agree with the published ones. The tests
never run this: its output was written into tests/chess_pins.rs as
numbers.

    python3 tests/reference/chess_pins_openspiel.py
"""
import random
import chess
import pyspiel

GAME = pyspiel.load_game("chess")

# (FEN, depth, what it tries, published count at that depth).
POSITIONS = [
    ("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 4, "CPW position 4", 422333),
    ("r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1", 4, "CPW position 4, mirrored", 422333),
    ("rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 4, "CPW position 5", 2103487),
    ("r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 4, "CPW position 6", 3894594),
    ("3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1", 6, "en passant that would uncover a check on the rank", 1134888),
    ("8/8/4k3/8/2p5/8/B2P2K1/8 w - - 0 1", 6, "en passant that would leave a diagonal pin", 1015133),
    ("8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1", 6, "en passant that gives check", 1440467),
    ("5k2/8/8/8/8/8/8/4K2R w K - 0 1", 6, "castling that gives check", 661072),
    ("3k4/8/8/8/8/8/8/R3K3 w Q - 0 1", 6, "long castling that gives check", 803711),
    ("r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1", 4, "castling rights lost by capture", 1274206),
    ("r3k2r/8/3Q4/8/8/5q2/8/R3K2R b KQkq - 0 1", 4, "castling through attacked cells", 1720476),
    ("2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1", 5, "promotion out of check", None),
    ("8/8/1P2K3/8/2n5/1q6/8/5k2 b - - 0 1", 5, "discovered check", 1004658),
    ("4k3/1P6/8/8/8/8/K7/8 w - - 0 1", 6, "promotion that gives check", 217342),
    ("8/P1k5/K7/8/8/8/8/8 w - - 0 1", 6, "under-promotion that gives check", 92683),
    ("K1k5/8/P7/8/8/8/8/8 w - - 0 1", 6, "self stalemate", 2217),
    ("8/k1P5/8/1K6/8/8/8/8 w - - 0 1", 7, "stalemate and checkmate", 567584),
    ("8/8/2k5/5q2/5n2/8/5K2/8 b - - 0 1", 4, "double check", 23527),
]


def perft(state, depth):
    actions = state.legal_actions()
    if depth == 1:
        return len(actions)
    return sum(perft(state.child(a), depth - 1) for a in actions)


def perft_python_chess(board, depth):
    """Perft by python-chess, which never ends a game early."""
    if depth == 1:
        return board.legal_moves.count()
    total = 0
    for move in list(board.legal_moves):
        board.push(move)
        total += perft_python_chess(board, depth - 1)
        board.pop()
    return total


def random_position(fen, seed, plies):
    """The FEN after `plies` random plies from `fen` (Python's
    `random.Random(seed)` choosing among the legal actions in OpenSpiel's
    order), or None if the game ends on the way."""
    rng = random.Random(seed)
    state = GAME.new_initial_state(fen)
    for _ in range(plies):
        if state.is_terminal():
            return None
        state.apply_action(rng.choice(state.legal_actions()))
    return None if state.is_terminal() else str(state)


def main():
    for fen, depth, what, published in POSITIONS:
        state = GAME.new_initial_state(fen)
        counts = [perft(state, d) for d in range(1, depth + 1)]
        if counts[-1] != published:
            board = chess.Board(fen)
            counts = [perft_python_chess(board, d) for d in range(1, depth + 1)]
            print(f"{what}: {fen} {counts} (python-chess; published {published})")
        else:
            print(f"{what}: {fen} {counts} (OpenSpiel; published {published})")
    # Seeded random play from the CPW positions 2 (Kiwipete), 4 and 5:
    # 8, 10, 12 and 14 plies for seeds 1 to 4; each counted to depth 3.
    roots = [
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        POSITIONS[0][0],
        POSITIONS[2][0],
    ]
    for root in roots:
        for seed in range(1, 5):
            fen = random_position(root, seed, 6 + 2 * seed)
            if fen is None:
                continue
            state = GAME.new_initial_state(fen)
            print(f"seed {seed}: {fen} {[perft(state, d) for d in range(1, 4)]}")


if __name__ == "__main__":
    main()
