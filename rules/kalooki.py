"""Kalooki: every player alone, penalty points for the cards left, the lowest total wins.

`KalookiRules` holds every number of one table; the presets are "kalooki"
(seed 004: the game ends in the deal in which a total reaches 150) and
"kalookie-british" (a player above 150 is knocked out, may buy back in, the
last player in wins). The switches of seed 004 (ace 11, kalooki doubling,
chips) are boolean fields a group turns on for one game (`options()`).
The state of a whole game lives in `kalooki_state.py`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from django.utils.text import format_lazy
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from .cards import KALOOKI_ACE, KALOOKI_JOKER, CardKind, kalooki_cards
from .checks import check_values
from .game import GameState, Line, Option, Problem, Requirement, Seating, SideScore, Tallied, Variant, complete
from .tally import Kind, TallyField

WENT_OUT = "went_out"
PENALTY_POINTS = "penalty_points"
KALOOKI = "kalooki"  # on the tally of the player who went out: a kalooki
CARDS_LEFT = "cards_left"
JOKERS_LEFT = "jokers_left"
BOUGHT_IN = "bought_in"  # British: a knocked-out player buys back in before this deal

ACE_ELEVEN = 11
KALOOKI_FACTOR = 2  # a kalooki doubles the others' penalties and chips
CHIPS_PER_CARD = 1
CHIPS_PER_JOKER = 2

OPTIONS = (
    Option("ace_eleven", _("Ace counts 11"), format_lazy(_("Instead of {points}."), points=KALOOKI_ACE)),
    Option(
        "kalooki_doubles",
        _("Kalooki doubles"),
        _("Going out in one turn without having melded before doubles everyone else's penalty."),
    ),
    Option(
        "chips",
        _("Chips"),
        _("Each player pays the winner of a deal a chip per card left, two per joker."),
    ),
)


@dataclass(frozen=True)
class KalookiRules:
    """Every number one table of a Kalooki game plays by."""

    variant: str
    seating: Seating
    target: int = 150  # the default game ends there; British knocks out above it
    initial_meld: int = 51
    ace_points: int = KALOOKI_ACE
    joker_points: int = KALOOKI_JOKER
    decks: int = 2
    knock_out: bool = False  # British: above the target a player is out
    buy_ins: int = 0  # British: how often a knocked-out player may buy back in
    ace_eleven: bool = False  # switch
    kalooki_doubles: bool = False  # switch
    chips: bool = False  # switch

    lowest_wins = True

    def __post_init__(self) -> None:
        if self.target <= 0 or self.initial_meld <= 0:
            raise ValueError("the target and the initial meld are positive numbers of points")
        if self.buy_ins < 0 or (self.buy_ins and not self.knock_out):
            raise ValueError("buy-ins are for a game where players are knocked out")

    @property
    def ace(self) -> int:
        return ACE_ELEVEN if self.ace_eleven else self.ace_points

    @property
    def cards(self) -> tuple[CardKind, ...]:
        return kalooki_cards(self.ace, self.joker_points)

    def options(self) -> tuple[Option, ...]:
        return tuple(o for o in OPTIONS if not (o.key == "ace_eleven" and self.ace_points == ACE_ELEVEN))

    def requirement(self) -> Requirement:
        return Requirement(self.initial_meld, rule_anchor="initial-meld")

    def fields(self) -> tuple[TallyField, ...]:
        fields = [TallyField(WENT_OUT, _("Went out"), Kind.FLAG, rule_anchor="going-out")]
        if self.kalooki_doubles:
            fields.append(
                TallyField(
                    KALOOKI,
                    _("Kalooki"),
                    Kind.FLAG,
                    _("Went out in one turn without having melded before."),
                    rule_anchor="kalooki-doubles",
                )
            )
        if self.buy_ins:
            fields.append(
                TallyField(
                    BOUGHT_IN,
                    _("Bought in"),
                    Kind.FLAG,
                    _("Knocked out, and back in before this deal at the highest total still in."),
                    rule_anchor="british",
                )
            )
        fields.append(
            TallyField(
                PENALTY_POINTS,
                _("Cards in hand"),
                Kind.POINTS,
                _("Points of the cards left in hand."),
                rule_anchor="penalty-points",
            )
        )
        if self.chips:
            fields += [
                TallyField(
                    CARDS_LEFT,
                    _("Cards left"),
                    Kind.COUNT,
                    _("Every card left in hand, jokers included."),
                    rule_anchor="chips",
                ),
                TallyField(JOKERS_LEFT, _("Jokers left"), Kind.COUNT, rule_anchor="chips"),
            ]
        return tuple(fields)

    def factor(self, tallies: Sequence[Mapping]) -> int:
        """How much a deal's penalties and chips are multiplied: by 2 on a kalooki."""
        kalooki = self.kalooki_doubles and any(tally.get(KALOOKI) for tally in tallies)
        return KALOOKI_FACTOR if kalooki else 1

    def score(self, tally: Mapping) -> SideScore:
        return self.score_deal([tally])[0]

    def score_deal(self, tallies: Sequence[Mapping]) -> list[SideScore]:
        factor = self.factor(tallies)
        scores = []
        for tally in tallies:
            penalty = tally.get(PENALTY_POINTS, 0)
            lines = []
            if tally.get(WENT_OUT):
                lines.append(Line(WENT_OUT, _("Went out"), 0))
            if penalty:
                lines.append(Line(PENALTY_POINTS, _("Cards in hand"), penalty))
                if factor > 1:
                    lines.append(Line(KALOOKI, _("Kalooki: doubled"), penalty * (factor - 1)))
            scores.append(SideScore(tuple(lines)))
        return scores

    def chips_of(self, tallies: Sequence[Mapping]) -> list[int]:
        """The chips each player wins (+) or pays (−) in a deal; all zero without chips."""
        if not self.chips:
            return [0] * len(tallies)
        factor = self.factor(tallies)
        paid = [0 if tally.get(WENT_OUT) else factor * self._chips_owed(tally) for tally in tallies]
        return [sum(paid) if tally.get(WENT_OUT) else -owed for tally, owed in zip(tallies, paid)]

    @staticmethod
    def _chips_owed(tally: Mapping) -> int:
        jokers = tally.get(JOKERS_LEFT, 0)
        return CHIPS_PER_CARD * (tally.get(CARDS_LEFT, 0) - jokers) + CHIPS_PER_JOKER * jokers

    def check(self, tallies: Sequence[Mapping]) -> list[Problem]:
        problems = check_values(self, tallies)
        if problems:
            return problems
        tallies = [complete(self, raw) for raw in tallies]
        went_out = [side for side, tally in enumerate(tallies) if tally[WENT_OUT]]
        if not went_out:
            problems.append(Problem(gettext("Exactly one player goes out in a deal: tick “Went out” for who did.")))
        for side in went_out[1:]:
            problems.append(Problem(gettext("Only one player can go out in a deal."), side, WENT_OUT))
        for side, tally in enumerate(tallies):
            problems += self._check_player(side, tally)
        jokers = sum(tally.get(JOKERS_LEFT, 0) for tally in tallies)
        if jokers > self.jokers_in_decks:
            side = max(side for side, tally in enumerate(tallies) if tally.get(JOKERS_LEFT))
            message = gettext("The decks hold only %(most)d jokers.") % {"most": self.jokers_in_decks}
            problems.append(Problem(message, side, JOKERS_LEFT))
        return problems

    @property
    def jokers_in_decks(self) -> int:
        return next(kind.per_deck for kind in self.cards if kind.key == "jokers") * self.decks

    def _check_player(self, side: int, tally: Mapping) -> list[Problem]:
        problems = []
        if tally[WENT_OUT] and tally[PENALTY_POINTS]:
            problems.append(Problem(gettext("A player who went out has no cards left in hand."), side, PENALTY_POINTS))
        if tally.get(KALOOKI) and not tally[WENT_OUT]:
            problems.append(Problem(gettext("A kalooki is a way of going out: tick “Went out” too."), side, KALOOKI))
        if not self.chips:
            return problems
        cards, jokers = tally[CARDS_LEFT], tally[JOKERS_LEFT]
        if tally[WENT_OUT]:
            if cards or jokers:
                key = CARDS_LEFT if cards else JOKERS_LEFT
                problems.append(Problem(gettext("A player who went out has no cards left in hand."), side, key))
            return problems
        if jokers > cards:
            problems.append(Problem(gettext("The jokers left are among the cards left."), side, JOKERS_LEFT))
            return problems
        least = jokers * self.joker_points + (cards - jokers) * min(kind.points for kind in self.cards)
        most = jokers * self.joker_points + (cards - jokers) * max(
            kind.points for kind in self.cards if kind.key != "jokers"
        )
        if not least <= tally[PENALTY_POINTS] <= most:
            message = gettext("%(cards)d cards with %(jokers)d jokers are worth %(least)d to %(most)d points.") % {
                "cards": cards,
                "jokers": jokers,
                "least": least,
                "most": most,
            }
            problems.append(Problem(message, side, PENALTY_POINTS))
        return problems

    def check_history(
        self, starting_totals: Sequence[int], earlier: Sequence[Sequence[Tallied]], tallies: Sequence[Mapping]
    ) -> list[Problem]:
        from .kalooki_state import check_buy_ins

        return check_buy_ins(self, starting_totals, earlier, tallies)

    def state(self, starting_totals: Sequence[int], deals: Sequence[Sequence[Tallied]]) -> GameState:
        from .kalooki_state import game_state

        return game_state(self, starting_totals, deals)


def _tables(variant: str, dealt: Mapping[int, int], **numbers) -> tuple[KalookiRules, ...]:
    return tuple(
        KalookiRules(variant, Seating(sides=players, players_per_side=1, cards_dealt=cards), **numbers)
        for players, cards in dealt.items()
    )


# Seed 004: 15 cards each for 2 to 4 players, 13 for 5, 11 for 6; 4 players is best.
KALOOKI_DEALT = {4: 15, 2: 15, 3: 15, 5: 13, 6: 11}
KALOOKI_GAME = Variant(slug="kalooki", name=_("Kalooki"), tables=_tables("kalooki", KALOOKI_DEALT))

# British Kalookie: 13 cards, ace 11, joker 15, initial meld 40; above 150 a
# player is out and may buy back in once at the highest total still in.
BRITISH_BUY_INS = 1
BRITISH_KALOOKIE = Variant(
    slug="kalookie-british",
    name=_("Kalookie (British)"),
    tables=_tables(
        "kalookie-british",
        dict.fromkeys((4, 2, 3, 5, 6), 13),
        initial_meld=40,
        ace_points=ACE_ELEVEN,
        joker_points=15,
        knock_out=True,
        buy_ins=BRITISH_BUY_INS,
    ),
)

KALOOKIS: tuple[Variant, ...] = (KALOOKI_GAME, BRITISH_KALOOKIE)
