#!/usr/bin/env python3
"""Pentago reference counts from OpenSpiel, for tests/pentago_perft.rs.

Never run by the tests: its output was pasted into tests/pentago_perft.rs.
Needs `pip install open_spiel` (2.0.2 was used). Run it as

    python3 tests/reference/pentago_openspiel.py

OpenSpiel's action is `(y * 6 + x) * 8 + r`: the cell, column `x` and row
`y` from 0, written `a1` to `f6` as alphabeta names them; then the
quadrant `r >> 1` (0: columns a-c and rows 1-3, 1: d-f and 1-3, 2: d-f
and 4-6, 3: a-c and 4-6) and `r & 1`, 1 for clockwise as OpenSpiel draws
the board, row 1 at the top. alphabeta draws row 1 at the bottom, so
OpenSpiel's clockwise is its anticlockwise: `a1t` (quadrant 0, clockwise)
is alphabeta's `a1a1ccw`.

It prints perft from the start, then positions reached by seeded random
play (`random.Random(seed)`), each with its moves in alphabeta's notation,
its perft counts, and how its children end: (the mover wins, the opponent
wins, a draw, still going). The positions are picked so that some child
makes a five by the rotation alone, some breaks one, and some gives both
players five.
"""

import random
import sys

import pyspiel

CORNERS = ["a1", "d1", "d4", "a4"]


def record(action):
    """OpenSpiel's action in alphabeta's notation, `b2d4cw`."""
    r, xy = action % 8, action // 8
    x, y = xy % 6, xy // 6
    turn = "ccw" if r & 1 else "cw"
    return f"{chr(ord('a') + x)}{y + 1}{CORNERS[r >> 1]}{turn}"


def perft(state, depth):
    if depth == 0:
        return 1
    if state.is_terminal():
        return 0
    actions = state.legal_actions()
    if depth == 1:
        return len(actions)
    return sum(perft(state.child(a), depth - 1) for a in actions)


def grid(state):
    """The marks of the drawing (`O` first player, `@` second), by (x, y)."""
    lines = str(state).splitlines()[2:8]
    return {(x, y): lines[y][4 + 2 * x] for y in range(6) for x in range(6)}


def has_five(marks, mark):
    cells = {c for c, m in marks.items() if m == mark}
    return any(
        all((x + k * dx, y + k * dy) in cells for k in range(5))
        for (x, y) in cells
        for dx, dy in ((1, 0), (0, 1), (1, 1), (1, -1))
    )


def children(state):
    """How the children end: (the mover wins, the opponent wins, a draw,
    going on), with how many give both players five; and how many of the
    mover's fives the rotation made (the stone alone made none) or broke
    (the stone alone made one)."""
    mover = state.current_player()
    mark = "O@"[mover]
    marks = grid(state)
    tally = [0, 0, 0, 0]
    both = made = broke = 0
    for a in state.legal_actions():
        child = state.child(a)
        placed = dict(marks)
        placed[((a // 8) % 6, a // 48)] = mark
        by_stone = has_five(placed, mark)
        after = grid(child)
        mine, theirs = has_five(after, mark), has_five(after, "O@"[1 - mover])
        both += mine and theirs
        made += mine and not by_stone
        broke += by_stone and not mine
        if child.is_terminal():
            ret = child.returns()[mover]
            tally[0 if ret > 0 else 1 if ret < 0 else 2] += 1
        else:
            tally[3] += 1
    return tally, both, made, broke


def play(seed, plies):
    rng = random.Random(seed)
    state = pyspiel.load_game("pentago").new_initial_state()
    moves = []
    for _ in range(plies):
        if state.is_terminal():
            return None
        action = rng.choice(state.legal_actions())
        moves.append(record(action))
        state.apply_action(action)
    return state, moves


def main():
    game = pyspiel.load_game("pentago")
    depth = int(sys.argv[1]) if len(sys.argv) > 1 else 2
    print("start", [perft(game.new_initial_state(), d) for d in range(1, depth + 1)])
    for seed, plies in ((1, 4), (2, 9), (3, 14)):
        state, moves = play(seed, plies)
        print("seed", seed, " ".join(moves), [perft(state, d) for d in (1, 2, 3)])
    # Later positions whose children end the game in every way.
    found = 0
    for seed in range(100, 100000):
        got = play(seed, 21 + seed % 12)
        if got is None or got[0].is_terminal():
            continue
        state, moves = got
        tally, both, made, broke = children(state)
        if tally[0] and tally[1] and both and made and broke:
            print("seed", seed, " ".join(moves), [perft(state, d) for d in (1, 2)], tally, [both, made, broke])
            found += 1
            if found == 3:
                break
    # Whole games of seeded random play, and how each ended: the first
    # player's return, and whether the last move gave both players five
    # or filled the board.
    kinds = {}
    for seed in range(1000, 100000):
        rng = random.Random(seed)
        state = game.new_initial_state()
        moves = []
        while not state.is_terminal():
            action = rng.choice(state.legal_actions())
            moves.append(record(action))
            state.apply_action(action)
        marks = grid(state)
        both = has_five(marks, "O") and has_five(marks, "@")
        full = len(moves) == 36 and not has_five(marks, "O") and not has_five(marks, "@")
        first = int(state.returns()[0])
        # The winner moved last, or the loser's rotation made the five.
        last_mover = (len(moves) - 1) % 2
        kind = (first, both, full, first != 0 and (first > 0) != (last_mover == 0))
        if kind in kinds:
            continue
        kinds[kind] = seed
        print("game", seed, first, "both" if both else "full" if full else "gift" if kind[3] else "five", " ".join(moves))
        if len(kinds) >= 6:
            break


if __name__ == "__main__":
    main()
