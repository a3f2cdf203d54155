#!/usr/bin/env python3
"""Clobber reference counts from OpenSpiel, for tests/clobber_perft.rs.

Never run by the tests: its output was pasted into tests/clobber_perft.rs.
Needs `pip install open_spiel` (2.0.2 was used). Run it as

    python3 tests/reference/clobber_openspiel.py

It prints, for OpenSpiel's "clobber" with its default 5 rows and 6 columns:

* perft from the start, by recursing on `legal_actions()` (a finished game
  has none, so it counts zero paths);
* positions reached by seeded random play (`random.Random(seed)`), each with
  its moves as OpenSpiel writes them (`a5b5`: the stone's cell, then the
  cell of the stone it takes; columns from `a`, rows from 1 at the bottom)
  and its perft counts;
* finished games of seeded random play, with the first player's return
  (1 won, -1 lost).
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


def play(seed, plies):
    """The state after `plies` random moves from `seed`, and the moves, or
    None when the game ends sooner."""
    rng = random.Random(seed)
    state = pyspiel.load_game("clobber").new_initial_state()
    moves = []
    for _ in range(plies):
        if state.is_terminal():
            return None
        action = rng.choice(state.legal_actions())
        moves.append(state.action_to_string(action))
        state.apply_action(action)
    return state, moves


def main():
    game = pyspiel.load_game("clobber")
    print("start", [perft(game.new_initial_state(), d) for d in range(1, 5)])
    for seed, plies in ((1, 6), (2, 12), (3, 18), (4, 24)):
        found = play(seed, plies)
        if found is None or found[0].is_terminal():
            continue
        state, moves = found
        print("seed", seed, " ".join(moves), [perft(state, d) for d in range(1, 5)])
    for seed in range(101, 106):
        rng = random.Random(seed)
        state = game.new_initial_state()
        moves = []
        while not state.is_terminal():
            action = rng.choice(state.legal_actions())
            moves.append(state.action_to_string(action))
            state.apply_action(action)
        print("game", seed, " ".join(moves), "first", int(state.returns()[0]))


if __name__ == "__main__":
    main()
