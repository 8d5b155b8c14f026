"""The movement of a club night: where each table's phone and each player go, round after round.

A table's phone opens the table's link (models.TableLink) once: it is taken to the table's game of the round
being played, and this browser remembers that it is the table's phone (in its session), so its sheet moves on to
the next round's game when that round starts (`follow`: the score pad's sheet asks, scorekeeper.views.forwards).
Players find their own table round by round (`places`). A swap by hand that repeats a partnership or an
opposition of another round is named before it is made (`swap_repeats`).
"""

from collections.abc import Sequence
from dataclasses import dataclass

from django.contrib.sessions.backends.base import SessionBase
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from scorekeeper.models import Game

from ..draw.shapes import Format
from ..draw.tally import pair, tally
from ..models import Night, NightRound, NightTable, Player, TableLink
from .nights import drawn_round

TABLE_PHONES = "meld-table-phones"  # the session's list of the table links this browser opened
MOST_TABLE_PHONES = 8


def playing_round(night: Night) -> NightRound | None:
    """The round whose games the tables' phones show: the last one started (being played, or just ended: its
    deal in play may still be entered)."""
    return night.night_rounds.filter(started__isnull=False).order_by("-number").first()


def table_now(link: TableLink) -> NightTable | None:
    """The table's game of the round the phones show, if the table plays in it."""
    shown = playing_round(link.night)
    if shown is None:
        return None
    found = shown.tables.filter(number=link.number, league_game__isnull=False)
    return found.select_related("league_game__game").first()


def table_next(link: TableLink) -> NightTable | None:
    """The table in the next round not started, if it is used then."""
    return (
        NightTable.objects.filter(round__night=link.night, round__started__isnull=True, number=link.number)
        .order_by("round__number")
        .select_related("round")
        .first()
    )


def remember_phone(session: SessionBase, link: TableLink) -> None:
    """This browser is the phone of the link's table: its sheets follow the table."""
    kept = [slug for slug in session.get(TABLE_PHONES, []) if slug != link.slug]
    session[TABLE_PHONES] = [link.slug, *kept][:MOST_TABLE_PHONES]


def follow(session: SessionBase, game: Game) -> TableLink | None:
    """The link of the table this browser is the phone of, when `game` is that table's game of a round before the
    one the phones show now: its sheet then moves on. None for any other browser or game (most: no query)."""
    slugs = session.get(TABLE_PHONES)
    if not slugs:
        return None
    table = NightTable.objects.filter(league_game__game=game).select_related("round").first()
    if table is None:
        return None
    link = TableLink.objects.filter(slug__in=slugs, night_id=table.round.night_id, number=table.number).first()
    if link is None:
        return None
    later = NightRound.objects.filter(night_id=table.round.night_id, number__gt=table.round.number)
    return link if later.filter(started__isnull=False).exists() else None


@dataclass(frozen=True)
class Place:
    """Where a player sits in one round: the table (None: sitting out), the partners, the other sides."""

    round: NightRound
    table: NightTable | None
    partners: list[str]
    opponents: list[list[str]]
    deals_first: bool


def places(night: Night, player: Player) -> list[Place]:
    """The player's place in every round of the night: their own movement card."""
    names = dict(Player.objects.filter(presence__night=night).values_list("pk", "name"))
    found = []
    for stored in night.night_rounds.prefetch_related("tables").order_by("number"):
        here = next((table for table in stored.tables.all() if any(player.pk in side for side in table.sides)), None)
        if here is None:
            found.append(Place(stored, None, [], [], False))
            continue
        own = next(side for side in here.sides if player.pk in side)
        partners = [names.get(other, "?") for other in own if other != player.pk]
        opponents = [[names.get(other, "?") for other in side] for side in here.sides if side is not own]
        found.append(Place(stored, here, partners, opponents, here.sides[0][0] == player.pk))
    return found


def swap_repeats(night: Night, number: int, first: Player, second: Player) -> list[str]:
    """What swapping the two players in round `number` would repeat: each partnership or opposition it makes that
    another round of the night has already, named with those rounds. Empty: nothing is repeated."""
    rounds = {stored.number: drawn_round(stored) for stored in night.night_rounds.prefetch_related("tables")}
    if number not in rounds or first.pk not in rounds[number].players or second.pk not in rounds[number].players:
        return []
    names = {first.pk: first.name, second.pk: second.name}
    names |= dict(Player.objects.filter(presence__night=night).values_list("pk", "name"))
    before, after = tally([rounds[number]]), tally([rounds[number].swapped(first.pk, second.pk)])
    others = {other: tally([drawn]) for other, drawn in rounds.items() if other != number}
    said = []
    made = (("partners", after.partners - before.partners), ("opponents", after.opponents - before.opponents))
    for kind, pairs in made:
        for a, b in sorted(pairs):
            seen = [other for other, counts in sorted(others.items()) if getattr(counts, kind)[pair(a, b)]]
            if seen:
                said.append(_repeat(kind, names.get(a, "?"), names.get(b, "?"), seen))
    return said


def _repeat(kind: str, first: str, second: str, rounds: Sequence[int]) -> str:
    numbers = ", ".join(str(number) for number in rounds)
    values = {"first": first, "second": second, "rounds": numbers}
    if kind == "partners":
        return (
            ngettext(
                "%(first)s and %(second)s were partners in round %(rounds)s.",
                "%(first)s and %(second)s were partners in rounds %(rounds)s.",
                len(rounds),
            )
            % values
        )
    return (
        ngettext(
            "%(first)s and %(second)s played against each other in round %(rounds)s.",
            "%(first)s and %(second)s played against each other in rounds %(rounds)s.",
            len(rounds),
        )
        % values
    )


def tables_said(form: Format, players: int) -> str:
    """What a round of `players` looks like at these tables, said before the night is drawn: its tables and how
    many sit out each round."""
    if players < form.least:
        return ngettext(
            "A table seats at least %(count)d player: tick more.",
            "A table seats at least %(count)d players: tick more.",
            form.least,
        ) % {"count": form.least}
    sizes = form.tables_for(players)
    groups = [(size, sizes.count(size)) for size in sorted(set(sizes), reverse=True)]
    parts = [
        ngettext("%(count)d table of %(size)d", "%(count)d tables of %(size)d", count) % {"count": count, "size": size}
        for size, count in groups
    ]
    tables = parts[0] if len(parts) == 1 else _("%(first)s and %(second)s") % {"first": parts[0], "second": parts[1]}
    out = players - sum(sizes)
    if not out:
        return ngettext(
            "%(players)d player: %(tables)s; nobody sits out.",
            "%(players)d players: %(tables)s; nobody sits out.",
            players,
        ) % {"players": players, "tables": tables}
    return ngettext(
        "%(players)d players: %(tables)s; %(out)d sits out each round, in turn.",
        "%(players)d players: %(tables)s; %(out)d sit out each round, in turn.",
        out,
    ) % {"players": players, "tables": tables, "out": out}
