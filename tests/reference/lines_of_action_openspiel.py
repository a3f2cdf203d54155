#!/usr/bin/env python3
"""Lines of Action reference counts from OpenSpiel, for
tests/lines_of_action_perft.rs.

Never run by the tests: its output was pasted into the test. Needs
`pip install open_spiel` (2.0.2 was used). Run it as

    python3 tests/reference/lines_of_action_openspiel.py

It prints, for OpenSpiel's "lines_of_action":

* perft from the start, by recursing on `legal_actions()` (a finished game
  has none, so it counts zero paths);
* positions reached by seeded random play (`random.Random(seed)`), each with
  its moves as OpenSpiel writes them (`b1-d3`, `c1xa3`) and its perft
  counts. OpenSpiel ends a game as a draw when a board comes back, a rule
  on the game's history that a position alone does not show: a position
  is kept only if no game in its perft tree ends that way, so that its
  counts are those of the position alone;
* finished games of seeded random play, with the first player's (Black's)
  return (1 won, -1 lost, 0 drawn).
"""

import random

import pyspiel


class Drawn(Exception):
    """A game in the perft tree ended by a board that came back."""


def perft(state, depth):
    if depth == 0:
        return 1
    if state.is_terminal():
        if state.returns()[0] == 0:
            raise Drawn()
        return 0
    actions = state.legal_actions()
    if depth == 1:
        return len(actions)
    return sum(perft(state.child(a), depth - 1) for a in actions)


def main():
    game = pyspiel.load_game("lines_of_action")
    print("start", [perft(game.new_initial_state(), d) for d in range(1, 5)])
    kept = 0
    for seed in range(1, 40):
        if kept == 4:
            break
        rng = random.Random(seed)
        state = game.new_initial_state()
        moves = []
        for _ in range(rng.randint(8, 40)):
            if state.is_terminal():
                break
            action = rng.choice(state.legal_actions())
            moves.append(state.action_to_string(action))
            state.apply_action(action)
        if state.is_terminal():
            continue
        try:
            counts = [perft(state, d) for d in range(1, 4)]
        except Drawn:
            continue
        kept += 1
        print("seed", seed, " ".join(moves), counts)
    for seed in range(101, 108):
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
