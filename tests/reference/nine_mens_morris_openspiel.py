#!/usr/bin/env python3
"""Nine men's morris reference counts from OpenSpiel, for
tests/nine_mens_morris_perft.rs.

Never run by the tests: its output was pasted into
tests/nine_mens_morris_perft.rs. Needs `pip install open_spiel` (2.0.2 was
used). Run it as

    python3 tests/reference/nine_mens_morris_openspiel.py

It prints, for OpenSpiel's "nine_mens_morris":

* perft from the start, by recursing on `legal_actions()` (a finished game
  has none, so it counts zero paths; a removal after a mill is an action
  of its own, so it counts as a ply);
* positions reached by seeded random play (`random.Random(seed)`), chosen
  for what they show (a removal during the placement, the movement, a
  removal during it, a player flying), each with its moves and its perft
  counts;
* finished games of seeded random play, with the first player's return
  (1 won, -1 lost, 0 drawn).

OpenSpiel numbers the 24 points from 0 along the rows, top row first
(0, 1, 2 are a7, d7, g7; 21, 22, 23 are a1, d1, g1), writes a placement or
a removal `Point 5` and a step or a flight `Move 3 -> 4`. This script
writes the same actions in the usual notation of the game: the point's
cell (`f6`), a removal `xf6`, a move `b6-d6`.
"""

import random

import pyspiel

POINTS = [
    "a7", "d7", "g7",
    "b6", "d6", "f6",
    "c5", "d5", "e5",
    "a4", "b4", "c4", "e4", "f4", "g4",
    "c3", "d3", "e3",
    "b2", "d2", "f2",
    "a1", "d1", "g1",
]


def facts(state):
    """Men to deploy, men left, and whether a removal is to be made, as
    the state's own text says."""
    text = str(state)
    deploy = num = None
    for line in text.splitlines():
        if line.startswith("Men to deploy:"):
            deploy = [int(x) for x in line.split(":")[1].split()]
        if line.startswith("Num men:"):
            num = [int(x) for x in line.split(":")[1].split()]
    return deploy, num, "Capture time" in text


def written(state, action):
    """The action in the usual notation."""
    if action < 24:
        removal = facts(state)[2]
        return ("x" if removal else "") + POINTS[action]
    source, dest = divmod(action - 24, 24)
    return POINTS[source] + "-" + POINTS[dest]


def perft(state, depth):
    if depth == 0:
        return 1
    if state.is_terminal():
        return 0
    actions = state.legal_actions()
    if depth == 1:
        return len(actions)
    return sum(perft(state.child(a), depth - 1) for a in actions)


def play(game, seed, plies):
    """The state after `plies` random moves from `seed`, and the moves, or
    None when the game ends sooner."""
    rng = random.Random(seed)
    state = game.new_initial_state()
    moves = []
    for _ in range(plies):
        if state.is_terminal():
            return None
        action = rng.choice(state.legal_actions())
        moves.append(written(state, action))
        state.apply_action(action)
    if state.is_terminal():
        return None
    return state, moves


def kind(state):
    """What the position shows, or None."""
    deploy, num, removal = facts(state)
    player = state.current_player()
    if deploy[player] > 0:
        return "placement, removal" if removal else None
    if num[player] <= 3:
        return "flying, removal" if removal else "flying"
    return "movement, removal" if removal else "movement"


def main():
    game = pyspiel.load_game("nine_mens_morris")
    print("start", [perft(game.new_initial_state(), d) for d in range(1, 5)])
    wanted = ["placement, removal", "movement", "movement, removal", "flying", "flying, removal"]
    for seed in range(1, 400):
        if not wanted:
            break
        for plies in (16, 24, 40, 60, 80, 100):
            found = play(game, seed, plies)
            if found is None:
                continue
            state, moves = found
            what = kind(state)
            if what not in wanted:
                continue
            wanted.remove(what)
            counts = [perft(state, d) for d in range(1, 4)]
            if counts[-1] < 20000:
                counts.append(perft(state, 4))
            print("seed", seed, "plies", plies, what, "|", " ".join(moves), "|", counts)
            break
    for seed in range(101, 109):
        rng = random.Random(seed)
        state = game.new_initial_state()
        moves = []
        while not state.is_terminal():
            action = rng.choice(state.legal_actions())
            moves.append(written(state, action))
            state.apply_action(action)
        print("game", seed, "first", int(state.returns()[0]), "|", " ".join(moves))


if __name__ == "__main__":
    main()
