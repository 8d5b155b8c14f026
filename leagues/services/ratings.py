"""Ratings with OpenSkill (Weng-Lin, Plackett-Luce): team-aware, any number of sides, ties shared.

A player's skill is a belief (mu, sigma); the number a person sees is its
ordinal, mu - 3 sigma (a cautious estimate: it starts at 0 and rises as the
player wins and the belief firms up), rounded to one decimal. A game updates
the skills of everyone at the table from the sides' places, in the order the
league's games finished.
"""

from collections.abc import Sequence
from dataclasses import dataclass

from openskill.models import PlackettLuce

MODEL = PlackettLuce()
SHOWN_DECIMALS = 1


@dataclass(frozen=True)
class Skill:
    mu: float
    sigma: float

    @property
    def ordinal(self) -> float:
        return self.mu - 3 * self.sigma


START = Skill(MODEL.mu, MODEL.sigma)


def shown(value: float) -> float:
    """A rating (or a change of one) as people see it."""
    return round(value, SHOWN_DECIMALS)


def rate(teams: Sequence[Sequence[Skill]], places: Sequence[int]) -> list[list[Skill]]:
    """Everyone's skill after a game in which each side (a list of its players' skills) took its place
    (1 first; sides that share a place drew)."""
    ratings = [[MODEL.rating(mu=skill.mu, sigma=skill.sigma) for skill in team] for team in teams]
    rated = MODEL.rate(ratings, ranks=[float(place) for place in places])
    return [[Skill(rating.mu, rating.sigma) for rating in team] for team in rated]
