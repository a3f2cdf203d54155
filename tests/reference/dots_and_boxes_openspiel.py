"""Reference numbers for tests/boxes_perft.rs, from OpenSpiel's
dots_and_boxes (pyspiel): perft from the start of 3 x 3 boxes, perft after
seeded random play (deep enough that a box has been completed and its
player moved again), and the value of 2 x 2 boxes under perfect play.

OpenSpiel counts every edge as a move, the extra ones after a box too.
Run: python3 tests/reference/dots_and_boxes_openspiel.py
"""

import random
import sys

import pyspiel


def perft(state, depth):
    if depth == 0:
        return 1
    if state.is_terminal():
        return 0
    if depth == 1:
        return len(state.legal_actions())
    total = 0
    for action in state.legal_actions():
        child = state.clone()
        child.apply_action(action)
        total += perft(child, depth - 1)
    return total


def random_line(game, seed, plies):
    """The actions of `plies` random moves from the start, and whether a
    player moved twice in a row on the way."""
    rng = random.Random(seed)
    state = game.new_initial_state()
    actions, again = [], False
    for _ in range(plies):
        player = state.current_player()
        action = rng.choice(state.legal_actions())
        state.apply_action(action)
        actions.append(action)
        if not state.is_terminal() and state.current_player() == player:
            again = True
    return state, actions, again


def solve(state, memo):
    """First player's result with perfect play: +1, 0 or -1."""
    if state.is_terminal():
        return round(state.returns()[0])
    key = (str(state), state.current_player())
    if key in memo:
        return memo[key]
    values = []
    for action in state.legal_actions():
        child = state.clone()
        child.apply_action(action)
        values.append(solve(child, memo))
    best = max(values) if state.current_player() == 0 else min(values)
    memo[key] = best
    return best


def finished(game, seed):
    """A whole game of random play: its actions, who moved at each ply
    (`0` or `1`), and the first player's margin in boxes."""
    rng = random.Random(seed)
    state = game.new_initial_state()
    actions, players = [], ""
    while not state.is_terminal():
        players += str(state.current_player())
        action = rng.choice(state.legal_actions())
        state.apply_action(action)
        actions.append(action)
    return actions, players, round(state.returns()[0])


def main():
    depth = int(sys.argv[1]) if len(sys.argv) > 1 else 4
    game = pyspiel.load_game("dots_and_boxes(num_rows=3,num_cols=3)")
    start = game.new_initial_state()
    print("start", [perft(start, d) for d in range(1, depth + 1)])
    for seed, plies in [(1, 12), (2, 14), (3, 16), (4, 18)]:
        state, actions, again = random_line(game, seed, plies)
        print("seed", seed, "plies", plies, "again", again, "actions", actions)
        print("  to move", state.current_player())
        print("  perft", [perft(state, d) for d in range(1, 4)])
    margins = pyspiel.load_game(
        "dots_and_boxes(num_rows=3,num_cols=3,utility_margin=True)")
    for seed in range(5, 11):
        actions, players, margin = finished(margins, seed)
        print("finished", seed, "margin", margin, "players", players)
        print("  actions", actions)
    small = pyspiel.load_game("dots_and_boxes(num_rows=2,num_cols=2)")
    print("2x2 value for the first player", solve(small.new_initial_state(), {}))
    small_margin = pyspiel.load_game(
        "dots_and_boxes(num_rows=2,num_cols=2,utility_margin=True)")
    print("2x2 margin for the first player",
          solve(small_margin.new_initial_state(), {}))
    one = pyspiel.load_game("dots_and_boxes(num_rows=1,num_cols=2)")
    print("1x2 value for the first player", solve(one.new_initial_state(), {}))


if __name__ == "__main__":
    main()
