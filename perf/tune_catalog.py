"""Tunes every `game!` game of the catalog and measures each gain: issue 37's table.

    python3 perf/tune_catalog.py ENGINE [--dir DIR] [--games N] [--nodes N]
        [--match-games N] [--iterations N] [--threads N] [--from START]
        [--penalties X ...] [--only GAME ...] [--ship DIR]

ENGINE is the `alphabeta` binary with the whole catalog (`cargo build
--release --features full`, or the `dist` build). For each game it runs
`ENGINE tune GAME` once per penalty (the first run plays the self-play games and keeps their positions in DIR; the
others read them back and only fit), matches each fit against the untuned
evaluation at the same nodes a move on openings of seed 2, and takes the
best. Since choosing the best of several matches flatters it, the chosen
weights play a second match on openings of seed 3, and that match is the
game's result. One row of a Markdown table a game: the positions, the
held-out loss before and after, each penalty's Elo, the time, and the
confirming match with its Elo and 95 % interval. Results at a fixed node
count do not depend on the machine's load; only the times do. Each game's
result is kept in DIR/GAME.json (its chosen weights in DIR/GAME.weights),
and a game that has one is not run again.

With --ship DIR the weights of every game whose interval lies above zero are
copied to DIR/GAME.txt, the files the catalog's declarations name with
`eval: tuned("weights/GAME.txt")`.

Exempt, as issue 37 says: tic-tac-toe (the searcher solves it at the
match's budget) and the derived games without generated features (nim,
kalah).
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import time

# The catalog's `game!` games, cheapest first, and for a few the settings
# their length asks for (games a tuning run plays, nodes a move).
EXEMPT = {"tic-tac-toe", "nim", "kalah"}
SETTINGS = {
    "go": (1000, 300),
    "go-13": (400, 300),
    "go-19": (200, 300),
    "gomoku": (1000, 500),
    "connect6": (600, 500),
    "pente": (600, 500),
    "havannah": (800, 500),
    "y": (800, 500),
    "hex": (1000, 500),
    "amazons": (1000, 300),
    "hnefatafl": (1000, 300),
    "international-draughts": (1500, 500),
    "dots-and-boxes-5x5": (1000, 500),
}


def catalog(engine):
    """The catalog's game names, from `ENGINE list`."""
    out = subprocess.run([engine, "list", "--format", "json"], capture_output=True,
                         text=True, check=True).stdout
    return [json.loads(line)["name"] for line in out.splitlines() if line.strip()]


def run_json(command):
    """Runs `command` and returns its JSON report (the last line of stdout)."""
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(command)}: exit {done.returncode}: {done.stderr.strip()}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def match(engine, game, nodes, weights, args, seed):
    """Weights `weights` against the untuned evaluation, openings from `seed`."""
    return run_json([engine, "match", game, "--first", f"nodes={nodes} eval={weights}",
                     "--second", f"nodes={nodes} eval=plain", "--games", str(args.match_games),
                     "--seed", str(seed), "--concurrency", str(args.threads), "--format",
                     "json", "--quiet"])


def tune_and_match(engine, game, args):
    """Plays the samples once, fits once per penalty, matches each fit
    (openings of seed 2), and matches the best of them again on openings
    it was not chosen on (seed 3): that last match is the game's result,
    free of the choice's luck."""
    games, nodes = SETTINGS.get(game, (args.games, args.nodes))
    samples = os.path.join(args.dir, f"{game}.samples")
    started = time.time()
    candidates = []
    for penalty in args.penalties:
        weights = os.path.join(args.dir, f"{game}.{penalty}.weights")
        began = time.time()
        tune = run_json([engine, "tune", game, "--games", str(games), "--nodes", str(nodes),
                         "--seed", "1", "--threads", str(args.threads), "--iterations",
                         str(args.iterations), "--from", args.start, "--penalty", penalty,
                         "--samples", samples, "--out", weights, "--format", "json",
                         "--quiet"])
        tuned_at = time.time()
        chosen_on = match(engine, game, nodes, weights, args, 2)
        candidates.append({"penalty": penalty, "weights": weights, "tune": tune,
                           "tune_wall_seconds": round(tuned_at - began, 1),
                           "match": chosen_on})
    best = max(candidates, key=lambda c: c["match"]["score"])
    confirmed_at = time.time()
    confirmation = match(engine, game, nodes, best["weights"], args, 3)
    shutil.copy(best["weights"], os.path.join(args.dir, f"{game}.weights"))
    return {
        "game": game,
        "nodes": nodes,
        "penalty": best["penalty"],
        "tune": best["tune"],
        "candidates": candidates,
        "tune_wall_seconds": round(confirmed_at - started, 1),
        "match": confirmation,
        "match_wall_seconds": round(time.time() - confirmed_at, 1),
    }


def row(result):
    tune, match = result["tune"], result["match"]
    chosen = " / ".join(f"{c['penalty']}: {elo(c['match']['elo'])}"
                        for c in result.get("candidates", []))
    return (f"| {result['game']} | {tune['games']} × {result['nodes']} | {tune['positions']:,} "
            f"| {tune['untuned_loss'][1]:.4f} → {tune['tuned_loss'][1]:.4f} "
            f"| {chosen} "
            f"| {result['tune_wall_seconds']:.0f} s "
            f"| {match['wins']}/{match['draws']}/{match['losses']} "
            f"| {elo(match['elo'])} ({elo(match['elo_low'])} to {elo(match['elo_high'])}) |")


def elo(value):
    """An Elo figure, or the infinity of a match one side won or lost whole."""
    return "∞" if value is None else f"{value:+.1f}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("engine")
    parser.add_argument("--dir", default="tune-catalog")
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--nodes", type=int, default=500)
    parser.add_argument("--match-games", type=int, default=400)
    parser.add_argument("--iterations", type=int, default=1000)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--from", dest="start", default="plain",
                        choices=["plain", "imitate", "zero"])
    parser.add_argument("--penalties", nargs="+", default=["100", "1000", "10000"])
    parser.add_argument("--only", nargs="*")
    parser.add_argument("--ship", metavar="DIR")
    args = parser.parse_args()
    os.makedirs(args.dir, exist_ok=True)
    names = args.only or [g for g in catalog(args.engine) if g not in EXEMPT]
    print("| game | games × nodes | positions | held-out loss | penalty: Elo (seed 2) "
          "| tuning | W/D/L (seed 3) | Elo (95 %) |")
    print("|---|---|---|---|---|---|---|---|")
    for game in names:
        record = os.path.join(args.dir, f"{game}.json")
        if os.path.exists(record):
            with open(record) as f:
                result = json.load(f)
        else:
            try:
                result = tune_and_match(args.engine, game, args)
            except RuntimeError as error:
                print(f"| {game} | failed: {error} ||||||", flush=True)
                continue
            with open(record, "w") as f:
                json.dump(result, f)
        print(row(result), flush=True)
        if args.ship and (result["match"]["elo_low"] or 0) > 0:
            os.makedirs(args.ship, exist_ok=True)
            shutil.copy(os.path.join(args.dir, f"{game}.weights"),
                        os.path.join(args.ship, f"{game}.txt"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
