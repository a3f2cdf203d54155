"""cshogi drives `alphabeta usi` as a shogi GUI would.

Run by tests/usi_python.rs as `python3 tests/usi_client.py ENGINE`. cshogi's
USI driver (`cshogi.usi.Engine`) speaks to the engine; cshogi's `Board`
checks every move the engine plays against its own rules of shogi, and
plays the other side's moves at random (seeded). Then the engine is asked
for the mates of published tsume (`go mate`), and cshogi's own mate search
confirms each position's mate length before the engine is asked, so the
facts are cshogi's, not ours. The script exits non-zero at the first
failure and prints a JSON report on standard output.
"""

import json
import os
import random
import stat
import sys
import tempfile
import time

import cshogi
from cshogi.usi import Engine

# Plies of the game: the engine plays sente, a seeded random mover gote.
PLIES = 20
SEED = 33
# The engine's budget a move: small, so the game takes seconds.
NODES = 3000

# Tsume, by SFEN: gote holds every piece not on the board or in sente's
# hand, as tsume's rules have it. Sente's king, which a tsume leaves out,
# stands on 5i, since the engine's positions have one king each; cshogi
# checks that the mate's length is the same with it and without it. Each
# entry: a name, where it was published, the SFEN and the moves played
# from it, and the published length in plies.
TSUME = [
    (
        "lets-play-shogi-3-last-move",
        "the last move of the 'Let's Play Shogi' 3-mover below, after its "
        "published R*3b +Bx3b",
        "6+B1l/5s2k/9/8+b/9/9/9/9/4K4 b RGr3g3s4n3l18p 1 moves R*3b 1d3b",
        1,
    ),
    (
        "lets-play-shogi-3",
        "'Let's Play Shogi' (ISBN 4-415-04642-8), a 3-mover quoted on "
        "Shogi-L on 27 May 1991: R*3b +Bx3b G*1c",
        "6+B1l/5s2k/9/8+b/9/9/9/9/4K4 b RGr3g3s4n3l18p 1",
        3,
    ),
    (
        "shogi-sekai-grimbergen-1",
        "Shogi Sekai (NSR), the first of R. Grimbergen's weekly tsume on "
        "Shogi-L, as collected by R. J. Hare on 21 Jan 1993",
        "8l/7b1/8k/6+B2/7Pg/9/9/9/4K4 b Rr3g4s4n3l17p 1",
        3,
    ),
    (
        "shogi-l-1993-5",
        "the 5-mover of 'tsume help' on Shogi-L, 13 May 1993, with its "
        "published solution +R1b Kx1b B1a+ K2c +B1b",
        "5g1+P+R/7B1/7k1/6gpp/9/9/9/9/4K4 b rb2g4s4n4l15p 1",
        5,
    ),
]


def wrapper(engine_path, directory):
    """cshogi starts an engine by a path alone: a script that runs
    `alphabeta usi shogi` with a small table."""
    path = os.path.join(directory, "alphabeta-usi.sh")
    with open(path, "w") as script:
        script.write(f'#!/bin/sh\nexec "{engine_path}" usi shogi --hash 16\n')
    os.chmod(path, os.stat(path).st_mode | stat.S_IXUSR)
    return path


def mate_length(board):
    """cshogi's length of the shortest mate by checks, in plies (at most 9)."""
    if board.mate_move_in_1ply():
        return 1
    for plies in (3, 5, 7, 9):
        if board.mate_move(plies):
            return plies
    return None


def play_game(engine):
    """The engine (sente) against seeded random moves (gote), each of the
    engine's moves checked legal by cshogi. The position goes over as
    `startpos moves ...` and as an SFEN, in turn."""
    rng = random.Random(SEED)
    board = cshogi.Board()
    moves = []
    record = []
    engine.usinewgame()
    for ply in range(PLIES):
        if board.is_game_over():
            break
        if board.turn == cshogi.WHITE:
            move = rng.choice(list(board.legal_moves))
            moves.append(cshogi.move_to_usi(move))
            board.push(move)
            continue
        if ply % 4 == 0:
            engine.position(moves)
        else:
            engine.position(sfen="sfen " + board.sfen())
        started = time.monotonic()
        if ply % 8 == 6:
            best, _ = engine.go(btime=0, wtime=0, byoyomi=200)
        else:
            best, _ = engine.go(nodes=NODES)
        took = time.monotonic() - started
        assert best not in ("resign", "win"), f"{best} in {board.sfen()}"
        move = board.move_from_usi(best)
        assert move and board.is_legal(move), f"{best} is not legal in {board.sfen()}"
        board.push(move)
        moves.append(best)
        record.append({"ply": ply + 1, "move": best, "seconds": round(took, 3)})
    return {"moves": moves, "engine": record, "sfen": board.sfen()}


def board_of(text):
    """cshogi's board of `<sfen> [moves ...]`."""
    sfen, _, moves = text.partition(" moves ")
    board = cshogi.Board(sfen)
    for move in moves.split():
        board.push_usi(move)
    return board


def solve_tsume(engine, name, source, sfen, plies):
    """cshogi confirms the mate's length; the engine's `go mate` must give
    a mate of exactly that length, every move legal, ending in mate."""
    published = board_of(sfen.replace("/4K4 ", "/9 "))
    assert mate_length(published) == plies, f"{name}: cshogi finds no mate in {plies}"
    board = board_of(sfen)
    assert board.is_ok(), f"{name}: cshogi cannot read {sfen}"
    assert mate_length(board) == plies, f"{name}: sente's king changes the mate"
    engine.usinewgame()
    engine.position(sfen="sfen " + sfen)
    started = time.monotonic()
    answer = engine.go_mate(byoyomi=30000)
    took = time.monotonic() - started
    assert answer not in ("nomate", "timeout", "notimplemented"), f"{name}: {answer}"
    line = answer.split()
    checks = []
    for word in line:
        move = board.move_from_usi(word)
        assert move and board.is_legal(move), f"{name}: {word} is not legal in {board.sfen()}"
        board.push(move)
        checks.append(board.is_check())
    assert board.is_game_over(), f"{name}: {answer} does not mate"
    assert len(line) == plies, f"{name}: {answer} is not {plies} plies"
    return {
        "source": source,
        "plies": plies,
        "mate": line,
        "all_checks": all(checks[0::2]),
        "seconds": round(took, 3),
    }


def main(engine_path):
    with tempfile.TemporaryDirectory() as directory:
        engine = Engine(wrapper(engine_path, directory))
        try:
            options = engine.usi()
            engine.setoption("USI_Hash", 16)
            engine.setoption("USI_Ponder", "false")
            engine.isready()
            report = {
                "name": engine.name,
                "options": [line for line in options if line.startswith("option")],
                "game": play_game(engine),
                "tsume": {
                    name: solve_tsume(engine, name, source, sfen, plies)
                    for name, source, sfen, plies in TSUME
                },
            }
            engine.gameover("win")
        finally:
            engine.quit()
    print(json.dumps(report))


if __name__ == "__main__":
    main(sys.argv[1])
