"""python-chess drives `alphabeta uci` as a chess GUI would.

Run by tests/uci_python.rs as `python3 tests/uci_client.py ENGINE`. python-chess
checks the engine's side of the protocol, and every move against its own move
generator; this script checks what python-chess does not: that each move is
legal, that a move on the clock leaves time on it, and that a mate in two is
found and played to the end. It exits non-zero at the first failure and
prints a JSON report of the moves and their times on standard output.
"""

import json
import sys
import time

import chess
import chess.engine
import chess.variant

# Légal's mate: 1. e4 e5 2. Nf3 d6 3. Bc4 Bg4 4. Nc3 g6 5. Nxe5 Bxd1??, and
# now 6. Bxf7+ Ke7 7. Nd5#. Bxf7+ is the only mate in two.
MATE_IN_TWO = "rn1qkbnr/ppp2p1p/3p2p1/4N3/2B1P3/2N5/PPPP1PPP/R1BbK2R w KQkq - 0 6"
MATE_IN_TWO_KEY = "c4f7"

# The clock of the timed part of the game, in seconds.
CLOCK = 2.0
INCREMENT = 0.1


def play(engine, board, limit, record):
    """Lets the engine move in `board` within `limit`, checks the move is
    legal, plays it, and records it with the time it took."""
    started = time.monotonic()
    result = engine.play(board, limit)
    took = time.monotonic() - started
    move = result.move
    assert move is not None, f"no move in {board.fen()}"
    assert move in board.legal_moves, f"{move} is not legal in {board.fen()}"
    record.append({"move": board.san(move), "uci": move.uci(), "seconds": round(took, 3)})
    board.push(move)
    return took


def short_game(engine):
    """Twelve plies of chess: four at a fixed time a move, four at a fixed
    depth, four on a clock with an increment."""
    board = chess.Board()
    moves = []
    clocks = [CLOCK, CLOCK]
    for ply in range(12):
        if board.is_game_over():
            break
        if ply < 4:
            play(engine, board, chess.engine.Limit(time=0.1), moves)
        elif ply < 8:
            play(engine, board, chess.engine.Limit(depth=3), moves)
        else:
            side = 0 if board.turn == chess.WHITE else 1
            limit = chess.engine.Limit(
                white_clock=clocks[0],
                black_clock=clocks[1],
                white_inc=INCREMENT,
                black_inc=INCREMENT,
            )
            took = play(engine, board, limit, moves)
            assert took < clocks[side], f"{took:.3f} s with {clocks[side]:.3f} s on the clock"
            clocks[side] += INCREMENT - took
            moves[-1]["clock_left"] = round(clocks[side], 3)
    return moves


def mate_in_two(engine):
    """The engine scores the position as a mate in two, plays the key, and
    mates in one after every defence."""
    board = chess.Board(MATE_IN_TWO)
    info = engine.analyse(board, chess.engine.Limit(depth=4))
    assert info["score"].relative == chess.engine.Mate(2), info["score"]
    key = engine.play(board, chess.engine.Limit(depth=4)).move
    assert key.uci() == MATE_IN_TWO_KEY, f"played {key}, not {MATE_IN_TWO_KEY}"
    board.push(key)
    defences = {}
    for defence in list(board.legal_moves):
        board.push(defence)
        mate = engine.play(board, chess.engine.Limit(depth=2)).move
        assert mate in board.legal_moves, f"{mate} is not legal in {board.fen()}"
        board.push(mate)
        assert board.is_checkmate(), f"{defence} {mate} is not mate"
        board.pop()
        board.pop()
        defences[defence.uci()] = mate.uci()
    return {"key": key.uci(), "defences": defences}


def variant_game(engine, board, plies):
    """A few plies of a variant, each checked by python-chess's own rules
    for it (which sends UCI_Variant)."""
    moves = []
    for _ in range(plies):
        if board.is_game_over():
            break
        play(engine, board, chess.engine.Limit(depth=2), moves)
    return moves


def main(engine_path):
    with chess.engine.SimpleEngine.popen_uci([engine_path, "uci"]) as engine:
        report = {
            "name": engine.id.get("name"),
            "game": short_game(engine),
            "mate_in_two": mate_in_two(engine),
            "antichess": variant_game(engine, chess.variant.AntichessBoard(), 12),
            "kingofthehill": variant_game(engine, chess.variant.KingOfTheHillBoard(), 12),
            "3check": variant_game(engine, chess.variant.ThreeCheckBoard(), 16),
            # Pieces in hand on both sides, so that drops are played.
            "crazyhouse": variant_game(
                engine,
                chess.variant.CrazyhouseBoard(
                    "1nb2b1r/3rpkp1/1p1P4/pBpp1p1p/8/P2PQ3/1PPB1PPP/RN2K1NR[QNp] w KQ - 2 13"
                ),
                20,
            ),
        }
    print(json.dumps(report))


if __name__ == "__main__":
    main(sys.argv[1])
