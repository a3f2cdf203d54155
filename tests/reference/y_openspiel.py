#!/usr/bin/env python3
"""Y reference counts from OpenSpiel, for tests/y_perft.rs.

Never run by the tests: its output was pasted into tests/y_perft.rs and
tests/data/y_games.txt. Needs `pip install open_spiel` (2.0.2 was used).
Run it as

    python3 tests/reference/y_openspiel.py > /tmp/y.txt

OpenSpiel's "y" plays on a triangle of `board_size` cells a side (19 by
default) without the swap rule. A cell is written `a1`: the column letter
from `a`, then the row from 1, the first row the triangle's full side.
These are the catalog's names too (the triangle `x + y < size` in a Hex
rhombus), so the moves are printed as OpenSpiel writes them.

It prints, for each size (19, the default, and 5 and 7, where games end
within a few moves):

* perft from the start, by recursing on `legal_actions()` (a finished game
  has none, so it counts zero paths);
* positions reached by seeded random play (`random.Random(seed)`), each with
  its moves and its perft counts;
* finished games of seeded random play, each with the first player's
  return (1 won, -1 lost) and its moves packed: each move is the cell's
  index `column + row * size` in hex digits (three on the side of 19, two
  on smaller ones), one after the other.
"""

import random
import sys

import pyspiel


def perft(state, depth):
    if depth == 0:
        return 1
    if state.is_terminal():
        return 0
    actions = state.legal_actions()
    if depth == 1:
        return len(actions)
    return sum(perft(state.child(a), depth - 1) for a in actions)


def play(game, seed, plies=None):
    """The state after `plies` random moves from `seed` (to the end without
    `plies`), and the moves; None when the game ends sooner."""
    rng = random.Random(seed)
    state = game.new_initial_state()
    moves = []
    while plies is None or len(moves) < plies:
        if state.is_terminal():
            return None if plies is not None else (state, moves)
        action = rng.choice(state.legal_actions())
        moves.append(state.action_to_string(action))
        state.apply_action(action)
    return state, moves


def packed(size, moves):
    """The moves as the catalog's cell indices (`column + row * size`), each
    in three hex digits on the 19-cell side (2 below 16), without spaces."""
    digits = 3 if size * size > 256 else 2
    out = []
    for move in moves:
        col, row = ord(move[0]) - ord("a"), int(move[1:]) - 1
        out.append(f"{col + row * size:0{digits}x}")
    return "".join(out)


def main():
    depths = {19: 3, 7: 5, 5: 6}
    for size, depth in depths.items():
        game = pyspiel.load_game("y", {"board_size": size})
        start = game.new_initial_state()
        print("size", size, "start", [perft(start, d) for d in range(1, depth + 1)])
        for seed, plies in ((1, 4), (2, 8), (3, 12), (4, 20), (5, 40)):
            found = play(game, seed, plies)
            if found is None or found[0].is_terminal():
                continue
            state, moves = found
            print("size", size, "seed", seed, " ".join(moves),
                  [perft(state, d) for d in range(1, depth + 1)])
    games = {19: range(1001, 1101), 7: range(3001, 3201), 5: range(2001, 2201)}
    for size, seeds in games.items():
        game = pyspiel.load_game("y", {"board_size": size})
        for seed in seeds:
            state, moves = play(game, seed)
            print("game", size, seed, int(state.returns()[0]), packed(size, moves))
    sys.stdout.flush()


if __name__ == "__main__":
    main()
