#!/usr/bin/env python3
"""Ultimate tic-tac-toe reference counts from OpenSpiel, for
tests/ultimate_tic_tac_toe_perft.rs.

Never run by the tests: its output was pasted into the test. Needs
`pip install open_spiel` (2.0.2 was used). Run it as

    python3 tests/reference/ultimate_tic_tac_toe_openspiel.py

It prints, for OpenSpiel's "ultimate_tic_tac_toe":

* perft from the start, by recursing on `legal_actions()` (a finished game
  has none, so it counts zero paths);
* positions reached by seeded random play (`random.Random(seed)`), each with
  its moves as OpenSpiel's action ids (a choice of board: the board, 0 the
  top-left, 8 the bottom-right; a placement: the cell of the board in play,
  0 its top-left, 8 its bottom-right), whether the player to move is to
  choose a board ("any") or the board in play, and its perft counts;
* positions where random play (seeds from 201) first sends a player to
  a board that is won or full, after at least 20 moves, and the position
  after that player's random choice of a board;
* finished games of seeded random play, with the first player's return
  (1 won, -1 lost, 0 drawn), and for seed 101 the value, by alpha-beta,
  of its position 4 moves before the end to the player to move there.
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


def negamax(state, alpha, beta):
    """The value of `state` to its player to move, 1 won, 0 drawn, -1
    lost, by alpha-beta on OpenSpiel's own moves and returns (a choice of
    board keeps the player, so its value is not negated)."""
    player = state.current_player()
    best = -2
    for action in state.legal_actions():
        child = state.child(action)
        if child.is_terminal():
            value = int(child.returns()[player])
        elif child.current_player() == player:
            value = negamax(child, alpha, beta)
        else:
            value = -negamax(child, -beta, -alpha)
        best = max(best, value)
        alpha = max(alpha, best)
        if alpha >= beta:
            break
    return best


def forced(state):
    """The board in play, as OpenSpiel's observation string says."""
    return state.observation_string(0).split("Forced board: ")[1].strip()


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
        moves.append(action)
        state.apply_action(action)
    return state, moves


def main():
    game = pyspiel.load_game("ultimate_tic_tac_toe")
    print("start", [perft(game.new_initial_state(), d) for d in range(1, 7)])
    for seed, plies in ((1, 9), (2, 20), (3, 31), (4, 40), (5, 45), (6, 50),
                        (7, 36), (8, 41), (9, 52), (10, 47)):
        found = play(game, seed, plies)
        if found is None or found[0].is_terminal():
            print("seed", seed, "ended")
            continue
        state, moves = found
        print("seed", seed, forced(state), " ".join(map(str, moves)),
              [perft(state, d) for d in range(1, 5)])
    # Positions where the player to move chooses a board: the first time
    # random play sends a player to a board that is won or full, and the
    # move after that choice.
    found = 0
    for seed in range(201, 300):
        rng = random.Random(seed)
        state = game.new_initial_state()
        moves = []
        while not state.is_terminal() and (forced(state) != "any" or len(moves) < 20):
            action = rng.choice(state.legal_actions())
            moves.append(action)
            state.apply_action(action)
        if state.is_terminal():
            continue
        print("choice", seed, forced(state), " ".join(map(str, moves)),
              [perft(state, d) for d in range(1, 5)])
        action = rng.choice(state.legal_actions())
        moves.append(action)
        state.apply_action(action)
        print("chosen", seed, forced(state), " ".join(map(str, moves)),
              [perft(state, d) for d in range(1, 5)])
        found += 1
        if found == 4:
            break
    for seed in range(101, 111):
        rng = random.Random(seed)
        state = game.new_initial_state()
        moves = []
        while not state.is_terminal():
            action = rng.choice(state.legal_actions())
            moves.append(action)
            state.apply_action(action)
        print("game", seed, int(state.returns()[0]), " ".join(map(str, moves)))
        if seed == 101:
            # Solved 4 moves before the end (about a minute).
            cut = len(moves) - 4
            state = game.new_initial_state()
            for action in moves[:cut]:
                state.apply_action(action)
            print("solved", seed, cut, negamax(state, -2, 2))


if __name__ == "__main__":
    main()
