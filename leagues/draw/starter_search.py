"""The search that found the stored initial rounds of `starters.py`: a depth-first search for a
Z-cyclic whist tournament's initial round (a "starter"), kept to extend the table.

    .venv/bin/python -m leagues.draw.starter_search 32     # prints the starter, or "none found"

For v ≡ 1 (mod 4) players the points are Z_v, 0 sits out and the other v - 1 play; for v ≡ 0
(mod 4) they are Z_(v-1) and ∞ (written v - 1), and all play. A game (a, b, c, d) is a and c
against b and d. The round developed (every point plus t, ∞ fixed, for each t) is a whist
tournament exactly when every nonzero difference is a partner difference once and an opponent
difference twice, which is what the search keeps to, game by game.
"""

import sys

Game = tuple[int, int, int, int]


def find_starter(players: int, budget: int = 10**6) -> tuple[Game, ...] | None:
    """The first starter in the search's order, or None when there is none or the search visits
    more than `budget` positions."""
    cyclic = players % 4 == 1
    modulus = players if cyclic else players - 1
    infinity = players - 1 if not cyclic else -1
    free = list(range(1, players)) if cyclic else list(range(players))
    partners, opponents = [0] * modulus, [0] * modulus
    games: list[Game] = []
    visits = 0

    def differences(game: Game) -> tuple[list[int], list[int]] | None:
        a, b, c, d = game
        found: tuple[list[int], list[int]] = ([], [])
        for kind, (u, w) in ((0, (a, c)), (0, (b, d)), (1, (a, b)), (1, (a, d)), (1, (c, b)), (1, (c, d))):
            if infinity not in (u, w):
                found[kind].extend(((u - w) % modulus, (w - u) % modulus))
        for counts, limit, new in ((partners, 1, found[0]), (opponents, 2, found[1])):
            if any(counts[x] + new.count(x) > limit for x in new):
                return None
        return found

    def extend(left: list[int]) -> bool:
        nonlocal visits
        visits += 1
        if visits > budget:
            raise TimeoutError
        if not left:
            return True
        a, rest = left[0], left[1:]
        for c in rest:
            others = [x for x in rest if x != c]
            for i, b in enumerate(others):
                for d in others[i + 1 :]:
                    found = differences((a, b, c, d))
                    if found is None:
                        continue
                    _count(partners, found[0], 1)
                    _count(opponents, found[1], 1)
                    games.append((a, b, c, d))
                    if extend([x for x in others if x not in (b, d)]):
                        return True
                    games.pop()
                    _count(partners, found[0], -1)
                    _count(opponents, found[1], -1)
        return False

    try:
        return tuple(games) if extend(free) else None
    except TimeoutError:
        return None


def _count(counts: list[int], differences: list[int], step: int) -> None:
    for difference in differences:
        counts[difference] += step


if __name__ == "__main__":  # pragma: no cover: a tool
    for argument in sys.argv[1:]:
        print(argument, find_starter(int(argument), budget=10**9) or "none found")
