"""League games: record one at the table or from its final totals, import a game file into a league, a rematch
with the same players."""

from collections.abc import Sequence
from datetime import date, datetime, time

from django.db import transaction
from django.utils import timezone
from django.utils.translation import gettext as _

from rules.catalog import get_variant
from rules.core import house
from rules.core.state import Tallied
from scorekeeper.models import Game
from scorekeeper.services.exchange import GameFileError, read_game_file
from scorekeeper.services.games import SideSpec, create_game, final_totals_problem
from scorekeeper.services.history import NOBODY, Author
from scorekeeper.services.rematch import next_first_dealer, rotated, team_name

from ..models import League, LeagueGame, Result, Seat
from .leagues import league_rules
from .players import lookalike_problems, name_key, players_named
from .results import refresh
from .seasons import SeasonClosed, open_season


class GameRefused(ValueError):
    """A game the league cannot take; `problems` says why, one line each."""

    def __init__(self, problems: Sequence[str]):
        super().__init__("\n".join(problems))
        self.problems = list(problems)


def seating_of(specs: Sequence[SideSpec]) -> str:
    return f"{len(specs)}x{len(specs[0].players)}"


def seat_problems(league: League, specs: Sequence[SideSpec]) -> list[str]:
    """Why these sides cannot play a game of the league, if they cannot: the seating, and the players
    (everyone named, nobody twice)."""
    problems = []
    try:
        league_rules(league, seating_of(specs))
    except (ValueError, house.HouseRulesError):
        variant = get_variant(league.variant)
        problems.append(
            _("The league's game is not played with %(sides)d sides of %(players)d.")
            % {"sides": len(specs), "players": len(specs[0].players)}
            if variant is None or variant.seated(seating_of(specs)) is None
            else _("The league's house rules do not fit a table of %(count)d players.")
            % {"count": len(specs) * len(specs[0].players)}
        )
    names = [name for spec in specs for name in spec.players]
    if not all(name.strip() for name in names):
        problems.append(_("Every player of a league game needs a name."))
    keys = [name_key(name) for name in names if name.strip()]
    if len(set(keys)) != len(keys):
        problems.append(_("A player can sit at only one place in a game."))
    return problems


def record_game(
    league: League,
    specs: Sequence[SideSpec],
    notes: str = "",
    deals: Sequence[Sequence[Tallied]] = (),
    paper_deals: int = 0,
    owner: Author = NOBODY,
    first_dealer: int = 0,
) -> Game:
    """A new game in the league's current season, under the league's rules (fixed: the score pad shows them, never
    changes them), made by `owner`. The sides' players are the league's players of those names; a name the league
    does not know becomes a new player. `deals` are a game file's, checked and scored already (after `paper_deals`
    played on paper); `first_dealer` is the place round the table of who deals first (scorekeeper.services.dealer).
    GameRefused says why a game cannot be recorded: its seats, or a closed season."""
    problems = seat_problems(league, specs)
    if problems:
        raise GameRefused(problems)
    with transaction.atomic():
        try:
            season = open_season(league)  # locked first: a season closing now closes this game too, or comes after
        except SeasonClosed as closed:
            raise GameRefused([str(closed)]) from None
        league = League.objects.select_for_update().get(pk=league.pk)
        # Under the lock: a name that looks like a player's is refused even when another phone
        # made that player a moment ago.
        if lookalike := lookalike_problems(league, [name for spec in specs for name in spec.players]):
            raise GameRefused(lookalike)
        game = create_game(
            league.variant,
            specs,
            notes=notes,
            rules=league.rules,
            deals=deals,
            paper_deals=paper_deals,
            owner=owner,
            first_dealer=first_dealer,
            rules_fixed=True,
        )
        league_game = LeagueGame.objects.create(game=game, league=league, season=season)
        spots = [
            (side, position, name) for side, spec in enumerate(specs) for position, name in enumerate(spec.players)
        ]
        players = players_named(league, [name for _side, _position, name in spots])
        Seat.objects.bulk_create(
            Seat(league_game=league_game, side=side, position=position, player=player, name=name.strip())
            for (side, position, name), player in zip(spots, players, strict=True)
        )
        refresh(game)  # a game file's game may have finished already
    return game


def record_result(
    league: League, specs: Sequence[SideSpec], played: date, notes: str = "", owner: Author = NOBODY
) -> Game:
    """A game played on paper, recorded from its final totals (each side's `starting_total`; in a game of a
    set number of deals all of them were played there): finished at once and counted like any finished
    game, on the day it was `played`. GameRefused when the seats do not fit or the totals do not end it."""
    problems = seat_problems(league, specs)
    if problems:
        raise GameRefused(problems)
    rules = league_rules(league, seating_of(specs))
    if problem := final_totals_problem(rules, [spec.starting_total for spec in specs]):
        raise GameRefused([problem])
    with transaction.atomic():
        game = record_game(league, specs, notes, paper_deals=rules.deals or 0, owner=owner)
        # A game of another day: its date, at noon (the ratings follow the order results are recorded in).
        if played != timezone.localdate():
            moment = timezone.make_aware(datetime.combine(played, time(12)))
            LeagueGame.objects.filter(game=game).update(finished=moment)
            Result.objects.filter(league_game__game=game).update(finished=moment)
    return game


def import_league_game(league: League, document: object, owner: Author = NOBODY) -> Game:
    """A `meld-game/1` file recorded in the league: its players matched by name (new names become new
    players), all or nothing. GameFileError when the file is not a game of the league's."""
    variant, specs, overrides, notes, deals, paper, first_dealer = read_game_file(document)
    if variant.slug != league.variant:
        league_variant = get_variant(league.variant)
        raise GameFileError(
            [
                _("This league plays %(league)s; the file holds a game of %(file)s.")
                % {"league": league_variant.name if league_variant else league.variant, "file": variant.name}
            ]
        )
    # Seat problems first: record_game names them. Without any, the league's rules fit the file's seating.
    if not seat_problems(league, specs) and not house_rules_equal(league, seating_of(specs), overrides):
        raise GameFileError([_("The game's house rules differ from the league's.")])
    try:
        return record_game(league, specs, notes, deals, paper, owner, first_dealer)
    except GameRefused as refused:
        raise GameFileError(refused.problems) from None


def house_rules_equal(league: League, seating: str, overrides: dict[str, object]) -> bool:
    """Whether a game with these house rules at this seating plays by the league's rules."""
    variant = get_variant(league.variant)
    preset = variant.seated(seating) if variant else None
    if preset is None:
        raise ValueError(seating)
    return league_rules(league, seating) == house.apply(preset, overrides)


def league_rematch(league_game: LeagueGame, rotate: bool = False, owner: Author = NOBODY) -> Game:
    """The next game of the same players in the league (its current season), partners rotated if asked."""
    seats = list(league_game.seats.select_related("player").order_by("side", "position"))
    sides: list[list[str]] = []
    for seat in seats:
        if seat.position == 0:
            sides.append([])
        sides[-1].append(seat.player.name)
    if rotate:
        sides = rotated(sides)
    specs = [SideSpec(team_name(players), players) for players in sides]
    return record_game(league_game.league, specs, owner=owner, first_dealer=next_first_dealer(league_game.game))
