"""Every kind of /ja/ page, rendered: what the vocabulary and wording checks read, each with the family
whose page it is (its rule pages and the pages of its games), so that a check can ask the family for
its words (`rules.core.family.Words`)."""

from typing import NamedTuple

from django.test import Client
from django.urls import reverse
from django.utils.translation import override

from leagues.models import Player
from leagues.services.games import record_game
from leagues.services.leagues import create_league, join
from rules.book.pages import PAGES
from rules.catalog import DEFAULT_VARIANT, FAMILIES, FAMILY_OF
from rules.core.family import Family
from rules.core.rules import Variant
from scorekeeper.models import Game
from scorekeeper.services.deals import Opened, add_deal, change_deal
from scorekeeper.services.games import SideSpec, create_game
from scorekeeper.services.history import Author
from scorekeeper.services.rematch import team_name
from tests.families import expected

NAMES = ("Aiko", "Ben", "Chie", "Dan", "Eri", "Fumi", "Goro", "Hana")


class Page(NamedTuple):
    html: str
    family: Family | None  # the family whose page it is; None for a page of every game (home, glossary ...)


def ja(name: str, *args: object) -> str:
    with override("ja"):
        return reverse(name, args=args)


def sides_of(variant: Variant) -> list[SideSpec]:
    """The sides of a game at the preset's usual table: "We" and "They" with two players each, or the
    players by name when each plays alone."""
    seating = variant.default.seating
    names = iter(NAMES)
    if not seating.partnerships:
        return [SideSpec(name, [name], 0) for name, _side in zip(names, range(seating.sides), strict=False)]
    teams = ["We", "They", *NAMES][: seating.sides]
    return [SideSpec(team, [next(names) for _player in range(seating.players_per_side)], 0) for team in teams]


def make_games() -> dict[str, tuple[Game, bool]]:
    """A game of every preset of every family, each after its family's first deal; by preset, with
    whether all of its pages are read (a family's first preset) or only its sheet and deal form."""
    games = {}
    for family in FAMILIES:
        for index, variant in enumerate(family.presets):
            game = create_game(variant.slug, sides_of(variant), None)
            add_deal(game, expected(family).a_deal(variant.default))
            games[variant.slug] = (game, index == 0)
    return games


def japanese_pages(client: Client, django_user_model) -> dict[str, Page]:
    """Address -> HTML of every kind of /ja/ page: home, start page, import, glossary, the rule
    index and every rule page, every preset's start page, sheet and deal form, each family's game
    details, game rules and deal correction, and a league's pages."""
    games = make_games()
    urls: dict[str, Family | None] = dict.fromkeys(
        [ja("home"), ja("new_game"), ja("import_game"), ja("glossary"), ja("rules_index")]
    )
    urls |= {ja("rule_page", slug): FAMILY_OF[slug] for slug in PAGES}
    urls |= dict.fromkeys(f"{ja('new_game')}?variant={slug}" for slug in games)  # lists every game
    for game, every_page in games.values():
        client.get(game.get_absolute_url())  # the home page lists it
        family = FAMILY_OF[game.variant]
        game_urls = [ja("sheet", game.slug), ja("new_deal", game.slug)]
        if every_page:
            game_urls += [ja("game_details", game.slug), ja("game_rules", game.slug)]
            game_urls += [ja("edit_deal", game.slug, 1), ja("delete_deal", game.slug, 1)]
        urls |= dict.fromkeys(game_urls, family)
    owner = django_user_model.objects.create_user("olive", "olive@example.com", "a long pass phrase")
    member = django_user_model.objects.create_user("mae", "mae@example.com", "a long pass phrase")
    league = create_league("Tuesday club", DEFAULT_VARIANT, None, owner=owner)
    join(league, member)
    players = [["olive"], ["mae"]]
    record_game(league, [SideSpec(team_name(p), p, 0) for p in players])  # being played
    done = record_game(league, [SideSpec(team_name(p), p, start) for p, start in zip(players, [4800, 0], strict=True)])
    add_deal(done, [{"melded_points": 300}, {}])  # finished: it counts
    done.refresh_from_db()
    change_deal(done, Opened.of(done, done.deals.get()), [{"melded_points": 250}, {}], Author(member.pk))  # logged
    olive = Player.objects.get(league=league, name="olive")
    bust = create_game("kalooki", [SideSpec(name, [name]) for name in ("Aiko", "Ben", "Chie")])
    add_deal(bust, [{"went_out": True}, {"penalty_points": 20}, {"penalty_points": 150}])
    urls[ja("sheet", bust.slug)] = FAMILY_OF[bust.variant]
    client.force_login(owner)
    league_urls = [ja("leagues"), ja("new_league"), ja("league", league.slug), ja("league_games", league.slug)]
    league_urls += [ja("league_new_game", league.slug), ja("league_run", league.slug), ja("league_result", league.slug)]
    league_urls += [ja("league_log", league.slug), ja("league_season_close", league.slug, 1)]
    urls |= dict.fromkeys([*league_urls, ja("league_player", league.slug, olive.slug)])
    urls[ja("sheet", done.slug)] = FAMILY_OF[done.variant]
    pages = {}
    for url, family in urls.items():
        response = client.get(url)
        assert response.status_code == 200, url
        pages[url] = Page(response.content.decode(), family)
    client.logout()
    return pages
