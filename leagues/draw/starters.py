"""Initial rounds of Z-cyclic whist tournaments for the sizes GF(v) does not give (see whist.py),
as `starter_search.find_starter` found them: games (a, b, c, d), a and c against b and d; for
v ≡ 0 (mod 4) the point v - 1 is ∞. tests/leagues/draw/test_whist.py develops every one and checks
the tournament, and checks that the search still finds the small ones."""

STARTERS: dict[int, tuple[tuple[int, int, int, int], ...]] = {
    4: ((0, 2, 1, 3),),
    8: ((0, 2, 1, 4), (3, 5, 6, 7)),
    12: ((0, 2, 1, 5), (3, 8, 7, 10), (4, 6, 9, 11)),
    16: ((0, 2, 1, 6), (3, 7, 9, 15), (4, 8, 14, 11), (5, 10, 13, 12)),
    20: ((0, 2, 1, 4), (3, 9, 17, 12), (5, 11, 19, 15), (6, 10, 13, 18), (7, 8, 16, 14)),
    21: ((1, 3, 2, 6), (4, 12, 13, 19), (5, 14, 9, 16), (7, 11, 20, 17), (8, 10, 18, 15)),
    # 24 and 28 by the same search with its candidates in a random order, restarted with a growing
    # budget: the plain order did not finish within 20 minutes
    24: ((23, 17, 14, 1), (0, 19, 21, 10), (2, 7, 6, 22), (3, 8, 16, 20), (4, 15, 9, 18), (5, 12, 11, 13)),
    28: (
        (27, 9, 19, 11),
        (0, 20, 18, 26),
        (1, 4, 8, 14),
        (2, 16, 21, 5),
        (3, 15, 6, 10),
        (7, 17, 22, 13),
        (12, 23, 25, 24),
    ),
}
