#!/usr/bin/env python3
"""Perft counts for the games with hands (shogi, minishogi, crazyhouse),
from Fairy-Stockfish through pyffish (`pip install pyffish`, 0.0.90): the
start and positions reached by seeded random play, chosen so that pieces
are in hand and promoted. Perft recurses on `legal_moves`; a position where
`is_immediate_game_end` holds counts 0. The tests never run this: its
output was written into tests/hands_perft.rs as numbers.

    python3 tests/reference/hands_perft.py
"""
import random
import pyffish as sf


def perft(variant, fen, depth):
    if depth == 0:
        return 1
    if sf.is_immediate_game_end(variant, fen, [])[0]:
        return 0
    moves = sf.legal_moves(variant, fen, [])
    if depth == 1:
        return len(moves)
    return sum(perft(variant, sf.get_fen(variant, fen, [m]), depth - 1) for m in moves)


def random_position(variant, seed, plies, want):
    """The position after `plies` random plies, if it has what `want` asks."""
    rng = random.Random(seed)
    fen = sf.start_fen(variant)
    for _ in range(plies):
        moves = sf.legal_moves(variant, fen, [])
        if not moves or sf.is_immediate_game_end(variant, fen, [])[0]:
            return None
        fen = sf.get_fen(variant, fen, [rng.choice(moves)])
    return fen if want(fen) else None


def held(fen):
    hand = fen.split('[')[1].split(']')[0]
    return len(hand.replace('-', '')) >= 2


def main():
    # The catalog's other drop variants (one random position each):
    # loop (14-40 plies), chessgi (14-40), pocketknight (6-30), judkins,
    # gorogoro and euroshogi (14-50), each wanting pieces in hand but
    # pocketknight, with seeds from 1 up to the first that fits.
    plan = [
        ("minishogi", [1, 2, 3, 4], 5, (12, 40), lambda f: held(f) and '+' in f.split('[')[0]),
        ("shogi", [1, 2, 3], 3, (20, 60), lambda f: held(f)),
        ("crazyhouse", [1, 2, 3], 3, (10, 40), lambda f: held(f)),
        ("loop", [1, 2, 3], 1, (14, 40), held),
        ("chessgi", [1, 2, 3], 1, (14, 40), held),
        ("pocketknight", [1, 2, 3], 1, (6, 30), lambda f: True),
        ("judkins", [1, 2, 3], 1, (14, 50), held),
        ("gorogoro", [1, 2, 3], 1, (14, 50), held),
        ("euroshogi", [1, 2, 3], 1, (14, 50), held),
    ]
    for variant, depths, found_max, (lo, hi), want in plan:
        start = sf.start_fen(variant)
        print(variant, "start", start, [perft(variant, start, d) for d in depths])
        found = 0
        seed = 0
        while found < found_max // 2 + 1 and seed < 500:
            seed += 1
            plies = random.Random(1000 + seed).randint(lo, hi)
            fen = random_position(variant, seed, plies, want)
            if fen is None:
                continue
            found += 1
            print(variant, seed, plies, fen, [perft(variant, fen, d) for d in depths[:3]])


if __name__ == "__main__":
    main()
