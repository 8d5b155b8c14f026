"""Every kind of /ja/ page, rendered: what the vocabulary and wording checks read."""

from django.test import Client
from django.urls import reverse
from django.utils.translation import override

from leagues.models import Player
from leagues.services.games import record_game
from leagues.services.leagues import create_league, join
from rules.book.pages import PAGES
from scorekeeper.models import Game
from scorekeeper.services.deals import Opened, add_deal, change_deal
from scorekeeper.services.games import SideSpec, create_game
from scorekeeper.services.history import Author
from scorekeeper.services.rematch import team_name

# A game of each family (and of the sheet that differs: British Kalookie's knock-out).
GAMES = {
    "classic-canasta": ([("We", ["Aiko", "Ben"]), ("They", ["Chie", "Dan"])], [{"melded_points": 120}, {}]),
    "hand-and-foot": ([("We", ["Aiko", "Ben"]), ("They", ["Chie", "Dan"])], [{"melded_points": 120}, {}]),
    "kalooki": ([("Aiko", ["Aiko"]), ("Ben", ["Ben"]), ("Chie", ["Chie"])], None),
    "kalookie-british": ([("Aiko", ["Aiko"]), ("Ben", ["Ben"]), ("Chie", ["Chie"])], None),
}


def ja(name: str, *args: object) -> str:
    with override("ja"):
        return reverse(name, args=args)


def make_games() -> dict[str, Game]:
    games = {}
    for variant, (sides, deal) in GAMES.items():
        game = create_game(variant, [SideSpec(name, players, 0) for name, players in sides], None)
        if deal:
            add_deal(game, deal)
        games[variant] = game
    return games


def japanese_pages(client: Client, django_user_model) -> dict[str, str]:
    """Address -> HTML of every kind of /ja/ page: home, start page, import, glossary, the rule
    index and every rule page, each family's sheet, deal form, details and game rules, and a
    league's pages."""
    games = make_games()
    urls = [ja("home"), ja("new_game"), ja("import_game"), ja("glossary"), ja("rules_index")]
    urls += [ja("rule_page", slug) for slug in PAGES]
    urls += [f"{ja('new_game')}?variant={slug}" for slug in GAMES]
    for game in games.values():
        client.get(game.get_absolute_url())  # the home page lists it
        urls += [ja("sheet", game.slug), ja("new_deal", game.slug), ja("game_details", game.slug)]
        urls += [ja("game_rules", game.slug)]
        if game.deals.exists():
            urls += [ja("edit_deal", game.slug, 1), ja("delete_deal", game.slug, 1)]
    owner = django_user_model.objects.create_user("olive", "olive@example.com", "a long pass phrase")
    member = django_user_model.objects.create_user("mae", "mae@example.com", "a long pass phrase")
    league = create_league("Tuesday club", "classic-canasta", None, owner=owner)
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
    urls += [ja("sheet", bust.slug)]
    client.force_login(owner)
    urls += [ja("leagues"), ja("new_league"), ja("league", league.slug), ja("league_games", league.slug)]
    urls += [ja("league_new_game", league.slug), ja("league_run", league.slug), ja("league_result", league.slug)]
    urls += [ja("league_log", league.slug), ja("league_season_close", league.slug, 1)]
    urls += [ja("league_player", league.slug, olive.slug), ja("sheet", done.slug)]
    pages = {}
    for url in urls:
        response = client.get(url)
        assert response.status_code == 200, url
        pages[url] = response.content.decode()
    client.logout()
    return pages
