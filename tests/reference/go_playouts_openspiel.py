#!/usr/bin/env python3
"""Uniform random playouts of OpenSpiel's go (9x9, komi 7.5), for the
playout-speed ratio in BENCHMARKS.md. Never run by the tests.

Each playout plays a legal action drawn uniformly at random until the game
ends. OpenSpiel's default length limit (162 moves on 9x9) is lifted to
10,000, so that its games end as alphabeta's do, by two passes (or, rarely,
by its superko rule). Prints playouts a second and plies a second.

    python3 tests/reference/go_playouts_openspiel.py [SECONDS]
"""

import random
import sys
import time

import pyspiel


def main():
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 5.0
    game = pyspiel.load_game("go", {"board_size": 9, "komi": 7.5, "max_game_length": 10000})
    rng = random.Random(1)
    playouts = plies = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            state.apply_action(rng.choice(state.legal_actions()))
            plies += 1
        playouts += 1
    elapsed = time.perf_counter() - start
    print(f"openspiel go 9x9: {playouts / elapsed:.1f} playouts/s, "
          f"{plies / elapsed:.0f} plies/s, {plies / playouts:.1f} plies a playout")


if __name__ == "__main__":
    main()
