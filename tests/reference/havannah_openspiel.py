#!/usr/bin/env python3
"""Havannah reference counts from OpenSpiel, for tests/havannah_perft.rs.

Never run by the tests: its output was pasted into tests/havannah_perft.rs
and tests/data/havannah_games.txt. Needs `pip install open_spiel` (2.0.2
was used). Run it as

    python3 tests/reference/havannah_openspiel.py > /tmp/havannah.txt

OpenSpiel's "havannah" plays on a hexagon of `board_size` cells a side (8
by default), without the swap rule: a ring, a bridge or a fork wins, and a
full board with none of them is a draw.

Cells are printed as the catalog writes them, HexWiki's and HexGui's names
of the hexagon drawn in a Hex rhombus of 2n - 1 columns: a cell OpenSpiel
writes `a1` (its column letter, then its row from 1 in a layout whose
neighbours are `(1, 1)` and `(-1, -1)` apart) is written here with the same
letter and the row counted from the other end, 2n - row: OpenSpiel's `a1`
is `a15` on the base-8 board. Both name the same cell, and the two layouts
have the same neighbours once one of them is flipped upside down.

It prints, for each size (8, the default, and 4 and 5, where rings,
bridges and forks come within a few moves):

* perft from the start, by recursing on `legal_actions()` (a finished game
  has none, so it counts zero paths);
* positions reached by seeded random play (`random.Random(seed)`), each with
  its moves and its perft counts;
* finished games of seeded random play, each with the first player's
  return (1 won, -1 lost, 0 a draw) and its moves packed: each move is the
  catalog's index of its cell, `column + row * (2n - 1)`, in two hex
  digits, one after the other.
"""

import random

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


def catalog_name(size, openspiel):
    """OpenSpiel's `a1` as the catalog writes it (see above)."""
    letter, row = openspiel[0], int(openspiel[1:])
    return f"{letter}{2 * size - row}"


def play(game, size, seed, plies=None):
    """The state after `plies` random moves from `seed` (to the end without
    `plies`), and the moves; None when the game ends sooner."""
    rng = random.Random(seed)
    state = game.new_initial_state()
    moves = []
    while plies is None or len(moves) < plies:
        if state.is_terminal():
            return None if plies is not None else (state, moves)
        action = rng.choice(state.legal_actions())
        moves.append(catalog_name(size, state.action_to_string(action)))
        state.apply_action(action)
    return state, moves


def packed(size, moves):
    """The moves as the catalog's cell indices (`column + row * (2n - 1)`),
    each in two hex digits, without spaces."""
    width = 2 * size - 1
    out = []
    for move in moves:
        col, row = ord(move[0]) - ord("a"), int(move[1:]) - 1
        out.append(f"{col + row * width:02x}")
    return "".join(out)


def main():
    depths = {8: 3, 5: 4, 4: 5}
    for size, depth in depths.items():
        game = pyspiel.load_game("havannah", {"board_size": size})
        start = game.new_initial_state()
        print("size", size, "start", [perft(start, d) for d in range(1, depth + 1)])
        for seed, plies in ((1, 4), (2, 8), (3, 12), (4, 16), (5, 20), (6, 30), (7, 40)):
            found = play(game, size, seed, plies)
            if found is None or found[0].is_terminal():
                continue
            state, moves = found
            print("size", size, "seed", seed, " ".join(moves),
                  [perft(state, d) for d in range(1, depth + 1)])
    # Seeds 1 to 20000 on side 4 drew 11 times: the first three, so that a
    # full board with no winner is checked too.
    drawn = [584, 818, 2937]
    games = {8: range(1001, 1201), 5: range(2001, 2201), 4: list(range(3001, 3201)) + drawn}
    for size, seeds in games.items():
        game = pyspiel.load_game("havannah", {"board_size": size})
        for seed in seeds:
            state, moves = play(game, size, seed)
            print("game", size, seed, int(state.returns()[0]), packed(size, moves))


if __name__ == "__main__":
    main()
