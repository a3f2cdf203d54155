"""The declared chess against Stockfish held to an Elo: issue 37's measure.

    python3 perf/stockfish_match.py ENGINE [--elo 2000] [--games 100]
        [--time 0.1] [--stockfish stockfish] [--hash 64] [--eval EVAL]

ENGINE is the `alphabeta` binary (the `dist` build: `cargo build --profile
dist`, then `target/dist/alphabeta`); Stockfish is the distribution's
(`apt install stockfish`, 15.1 on Debian 12), limited with
`UCI_LimitStrength` and `UCI_Elo`. `--eval` is handed to `alphabeta uci`
(`game`, the default; `plain`; or a weights file). python-chess drives both engines and
keeps the rules: it checks every move, and ends a game by mate, stalemate,
insufficient material, the fifty-move rule or threefold repetition (claimed
at once), or after 400 plies as a draw. Each engine has one thread and a
fixed time a move; the games start from ten common openings, each played
with both colours in turn. It prints one line a game and, at the end, the
score and the Elo difference with its 95 % interval (normal approximation of
the score's standard error), as JSON on the last line.

Times a move are wall-clock: run it on a machine that does nothing else, or
pinned (`taskset -c 1 python3 ...`) so that both engines share one core the
same way.
"""

import argparse
import json
import math
import sys

import chess
import chess.engine

# Ten openings, four plies each, by their usual names.
OPENINGS = [
    "e4 e5 Nf3 Nc6",  # open game
    "e4 c5 Nf3 d6",  # Sicilian
    "e4 e6 d4 d5",  # French
    "e4 c6 d4 d5",  # Caro-Kann
    "d4 d5 c4 e6",  # Queen's Gambit Declined
    "d4 Nf6 c4 g6",  # King's Indian
    "d4 Nf6 c4 e6",  # Nimzo/Queen's Indian complex
    "c4 e5 Nc3 Nf6",  # English
    "Nf3 d5 g3 Nf6",  # Réti
    "e4 d5 exd5 Qxd5",  # Scandinavian
]

MAX_PLIES = 400


def opening_board(line):
    board = chess.Board()
    for san in line.split():
        board.push_san(san)
    return board


def play_game(ours, stockfish, line, ours_white, limit):
    """One game from `line`; the result from our side: 1, 0.5 or 0."""
    board = opening_board(line)
    engines = {chess.WHITE: ours if ours_white else stockfish,
               chess.BLACK: stockfish if ours_white else ours}
    while not board.is_game_over(claim_draw=True) and board.ply() < MAX_PLIES:
        result = engines[board.turn].play(board, limit, game=line)
        if result.move is None or result.move not in board.legal_moves:
            # An illegal or missing move loses the game for its engine.
            loser_white = board.turn == chess.WHITE
            return 0.0 if loser_white == ours_white else 1.0, board
        board.push(result.move)
    outcome = board.outcome(claim_draw=True)
    if outcome is None or outcome.winner is None:
        return 0.5, board
    return (1.0 if outcome.winner == (chess.WHITE if ours_white else chess.BLACK) else 0.0), board


def elo(score):
    """The Elo difference a score stands for; None (unbounded) at 0 or 1."""
    if not 0 < score < 1:
        return None
    return round(-400 * math.log10(1 / score - 1), 1)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("engine")
    parser.add_argument("--stockfish", default="stockfish")
    parser.add_argument("--elo", type=int, default=2000)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--time", type=float, default=0.1)
    parser.add_argument("--hash", type=int, default=64)
    parser.add_argument("--eval", default="game")
    args = parser.parse_args()

    ours = chess.engine.SimpleEngine.popen_uci([args.engine, "uci", "--eval", args.eval])
    ours.configure({"Hash": args.hash, "Threads": 1})
    stockfish = chess.engine.SimpleEngine.popen_uci(args.stockfish)
    stockfish.configure({"Threads": 1, "Hash": args.hash,
                         "UCI_LimitStrength": True, "UCI_Elo": args.elo})
    limit = chess.engine.Limit(time=args.time)
    wins = draws = losses = 0
    try:
        for game in range(args.games):
            line = OPENINGS[(game // 2) % len(OPENINGS)]
            ours_white = game % 2 == 0
            result, board = play_game(ours, stockfish, line, ours_white, limit)
            wins += result == 1.0
            draws += result == 0.5
            losses += result == 0.0
            print(f"game {game + 1}: ours {'white' if ours_white else 'black'}, {line}, "
                  f"{board.ply()} plies, {board.result(claim_draw=True)}, ours {result}",
                  file=sys.stderr, flush=True)
    finally:
        ours.quit()
        stockfish.quit()
    games = wins + draws + losses
    score = (wins + 0.5 * draws) / games
    # The standard error of the mean score of one game.
    variance = (wins * (1 - score) ** 2 + draws * (0.5 - score) ** 2
                + losses * score ** 2) / games
    error = math.sqrt(variance / games)
    low, high = elo(max(score - 1.96 * error, 0)), elo(min(score + 1.96 * error, 1))
    print(json.dumps({
        "stockfish_elo": args.elo, "time": args.time, "eval": args.eval, "games": games,
        "wins": wins, "draws": draws, "losses": losses,
        "score": round(score, 4), "elo_difference": elo(score),
        "elo_interval": [low, high],
    }))


if __name__ == "__main__":
    main()
