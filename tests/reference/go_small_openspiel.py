#!/usr/bin/env python3
"""Perft of Go on 3 x 3 and 4 x 4 from OpenSpiel, for tests/cli.rs.

Never run by the tests: its output was pasted there. Needs `pip install
open_spiel` (2.0.2 was used). OpenSpiel's "go" with board_size 3 (komi 9)
and 4 (komi 2): perft from the start, by recursing on `legal_actions()`.
No repetition can happen within these depths, so OpenSpiel's ending of a
repeated board and the catalog's superko count the same.
"""

import pyspiel, sys
def perft(state, depth):
    if depth == 0: return 1
    if state.is_terminal(): return 0
    actions = state.legal_actions()
    if depth == 1: return len(actions)
    t = 0
    for a in actions:
        c = state.clone(); c.apply_action(a); t += perft(c, depth-1)
    return t
for size, komi, depths in [(3, 9.0, 6), (4, 2.0, 5)]:
    g = pyspiel.load_game("go", {"board_size": size, "komi": komi})
    s = g.new_initial_state()
    print(size, [perft(s, d) for d in range(1, depths+1)])
