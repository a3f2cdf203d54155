#!/usr/bin/env python3
"""Go reference counts from OpenSpiel, for tests/go_perft.rs.

Never run by the tests: its output was pasted into tests/go_perft.rs.
Needs `pip install open_spiel` (2.0.2 was used). Run it as

    python3 tests/reference/go_openspiel.py > go_reference.txt

It prints, for OpenSpiel's "go" with board_size 9 and komi 7.5:

* perft from the start position, by recursing on `legal_actions()`
  (a finished game has none, so it counts zero paths);
* positions reached by seeded random play, chosen so that stones have been
  captured, a ko bans a point, or the last move was a pass, each with its
  move sequence and perft counts;
* finished games: seeded random play, then two passes, and OpenSpiel's
  returns (Black's: 1 win, -1 loss, 0 draw).

Moves are written as Go writes them (`D4`, `pass`); OpenSpiel's action is
`row * 9 + column` from the bottom left, and 81 passes.
"""

import random
import sys

import pyspiel

SIZE = 9
PASS = SIZE * SIZE
LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"


def new_game():
    return pyspiel.load_game("go", {"board_size": SIZE, "komi": 7.5})


def point(action):
    if action == PASS:
        return "pass"
    return f"{LETTERS[action % SIZE]}{action // SIZE + 1}"


def perft(state, depth):
    if depth == 0:
        return 1
    if state.is_terminal():
        return 0
    actions = state.legal_actions()
    if depth == 1:
        return len(actions)
    total = 0
    for a in actions:
        child = state.clone()
        child.apply_action(a)
        total += perft(child, depth - 1)
    return total


def board(state):
    """The board as a dict point -> 'X' (Black), 'O' (White), read from the
    state's drawing."""
    rows = [line for line in str(state).splitlines() if line[:3].strip().isdigit()]
    cells = {}
    for line in rows:
        number = int(line[:3])
        for col, ch in enumerate(line[3 : 3 + SIZE]):
            if ch in "XO":
                cells[(number - 1) * SIZE + col] = ch
    return cells


def neighbours(action):
    r, c = divmod(action, SIZE)
    for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        if 0 <= r + dr < SIZE and 0 <= c + dc < SIZE:
            yield (r + dr) * SIZE + c + dc


def random_game(seed, plies):
    """Plays `plies` uniform random moves; returns the state, the actions
    and what happened: captures, whether the last move made a ko, whether
    it passed."""
    rng = random.Random(seed)
    state = new_game().new_initial_state()
    actions = []
    captures = 0
    ko = False
    for _ in range(plies):
        if state.is_terminal():
            break
        before = board(state)
        a = rng.choice(state.legal_actions())
        mover = "X" if state.current_player() == 0 else "O"
        state.apply_action(a)
        actions.append(a)
        after = board(state)
        taken = sum(1 for p, v in before.items() if v != mover and p not in after)
        captures += taken
        eye = a != PASS and all(before.get(n) not in (None, mover) for n in neighbours(a))
        ko = eye and taken == 1
    return state, actions, captures, ko


def main():
    game = new_game()
    start = game.new_initial_state()
    out = sys.stdout
    out.write(f"# open_spiel {pyspiel.__file__}\n")
    out.write("start perft: " + ", ".join(str(perft(start, d)) for d in (1, 2, 3)) + "\n")

    wanted = {"captures": 3, "ko": 3, "pass": 2}
    found = []
    seed = 0
    while any(v > 0 for v in wanted.values()) and seed < 20000:
        seed += 1
        plies = 30 + seed % 90
        state, actions, captures, ko = random_game(seed, plies)
        if state.is_terminal():
            continue
        kind = None
        if ko and wanted["ko"] > 0:
            kind = "ko"
        elif actions and actions[-1] == PASS and captures > 0 and wanted["pass"] > 0:
            kind = "pass"
        elif captures >= 4 and wanted["captures"] > 0 and not ko:
            kind = "captures"
        if kind is None:
            continue
        wanted[kind] -= 1
        counts = [perft(state, d) for d in (1, 2, 3)]
        found.append((kind, seed, captures, actions, counts))
        out.write(f"position {kind} seed {seed} plies {len(actions)} captured {captures}: ")
        out.write(" ".join(point(a) for a in actions) + " | " + ", ".join(map(str, counts)) + "\n")
        out.flush()

    for seed in range(1, 13):
        plies = 20 + seed * 11
        state, actions, captures, _ = random_game(1000 + seed, plies)
        if not state.is_terminal():
            state.apply_action(PASS)
            actions.append(PASS)
        if not state.is_terminal():
            state.apply_action(PASS)
            actions.append(PASS)
        black = state.returns()[0]
        out.write(f"finished seed {1000 + seed} captured {captures} black {black:+.0f}: ")
        out.write(" ".join(point(a) for a in actions) + "\n")


if __name__ == "__main__":
    main()
