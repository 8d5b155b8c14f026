"""Every /ja/ page the app can show, for the review's checks (tests/i18n/japanese_checks.py): the pages
`japanese_site` reads, and besides them every preset's start page at every table, the deal forms' preview
fragments and refused forms, each family's finished sheet, deals page, table view, read-only view, a
corrected deal's history, the accounts pages, the league pages a member or the owner opens, and the
error pages; besides, what two phones writing to one game at once are told (each family's), a deal's
history after a delete and its undo, and a Hand and Foot league's pages, log and timed club night."""

import datetime
from dataclasses import replace
from typing import Any

from django.contrib.auth.models import AbstractUser
from django.http import HttpResponse
from django.template.loader import render_to_string
from django.test import Client
from django.utils.translation import override

from leagues.models import League, Player
from leagues.services.games import record_game
from leagues.services.leagues import create_league
from leagues.services.nights import end_round, open_night, set_night_rules, start_round
from rules.catalog import FAMILIES, FAMILY_OF, VARIANTS
from rules.core import house
from rules.core.rules import Rules, Variant
from scorekeeper.models import Game
from scorekeeper.services.deals import Opened, add_deal, change_deal, delete_deal, restore_deal
from scorekeeper.services.games import create_game
from scorekeeper.services.history import Author
from tests.conftest import form_data, opened
from tests.families import expected
from tests.i18n.japanese_site import Page, ja, japanese_pages, sides_of

ERROR_PAGES = ("400.html", "403.html", "403_csrf.html", "404.html", "405.html", "500.html", "503.html")


def finished_game(slug: str) -> Game:
    """A game of this preset played to its end: its family's deal again and again, from totals just
    short of the target."""
    variant = VARIANTS[slug]
    rules = variant.default
    family = FAMILY_OF[slug]
    target = getattr(rules, "target", None)
    sides = [replace(side, starting_total=target - 1 if target else 0) for side in sides_of(variant)]
    game = create_game(slug, sides)
    for _deal in range(50):
        add_deal(game, expected(family).a_deal(rules))
        game.refresh_from_db()
        if game.finished:
            return game
    raise AssertionError(f"{slug}: the game never ended")


def changed(value: Any) -> Any:
    """Another value of a house rule, in its JSON form: a number one more, a switch turned, each number
    of a list or a table one more."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 1
    if isinstance(value, list):
        return [changed(item) for item in value]
    if isinstance(value, dict):
        return {key: changed(item) for key, item in value.items()}
    return value


def every_house_rule_changed(preset: Rules) -> dict[str, Any]:
    """Every house rule of a preset changed at once, but those the preset's rules refuse so changed."""
    overrides: dict[str, Any] = {}
    for setting in house.settings_for(preset):
        value = changed(setting.read(preset))
        try:
            house.apply(preset, {**overrides, setting.key: value})
        except house.HouseRulesError:
            continue
        overrides[setting.key] = value
    return overrides


def every_japanese_page(client: Client, django_user_model: type[AbstractUser]) -> dict[str, Page]:
    pages = japanese_pages(client, django_user_model)

    def get(url: str, family=None, status: int = 200) -> None:
        response = client.get(url)
        assert response.status_code == status, url
        pages[url] = Page(response.content.decode(), family)

    def post(url: str, data: dict, family=None, status: int = 200) -> None:
        response = client.post(url, data, headers={"HX-Request": "true"})
        assert response.status_code == status, url
        pages[f"POST {url} {sorted(data)}"] = Page(response.content.decode(), family)

    for variant in VARIANTS.values():
        for table in variant.tables:
            get(f"{ja('new_game')}?variant={variant.slug}&seating={table.seating.key}")
    for family in FAMILIES:
        for variant in family.presets:
            game = create_game(variant.slug, sides_of(variant))
            deal = expected(family).a_deal(variant.default)
            post(ja("preview_deal", game.slug), form_data(*deal), family)
            everyone_out = [{**tally, "went_out": True} for tally in deal]
            post(ja("preview_deal", game.slug), form_data(*everyone_out), family)
            post(ja("new_deal", game.slug), form_data(*everyone_out), family)
            add_deal(game, deal)
            game.refresh_from_db()
            change_deal(game, Opened.of(game, game.deals.get()), deal, Author(browser="b"))
            client.get(game.get_absolute_url())  # on the home page
            alone = Client()  # a phone that opened only this game: its home page lists this family's game
            alone.get(game.get_absolute_url())
            pages[f"{ja('home')} ({variant.slug})"] = Page(alone.get(ja("home")).content.decode(), family)
            for name in ("edit_deal", "delete_deal"):
                get(ja(name, game.slug, 1), family)
            for name in ("deals_page", "table_view", "game_details", "delete_game"):
                get(ja(name, game.slug), family)
            for name in ("view_sheet", "view_rules"):
                get(ja(name, game.view_slug), family)
        preset = family.presets[0]
        ruled = create_game(preset.slug, sides_of(preset), rules=every_house_rule_changed(preset.default))
        for name in ("sheet", "game_rules", "game_details"):  # the house-rule lines, the game's rule page
            get(ja(name, ruled.slug), family)
        done = finished_game(family.presets[0].slug)
        client.get(done.get_absolute_url())
        for name in ("sheet", "deals_page", "table_view", "game_details"):
            get(ja(name, done.slug), family)
    get(ja("home"))
    get("/ja/no-such-page/", status=404)
    for name in ("login", "signup", "password_reset", "password_reset_done", "password_reset_complete"):
        get(ja(name))
    post(ja("signup"), {"username": "", "password1": "a", "password2": "b"})
    post(ja("login"), {"username": "nobody", "password": "wrong"})
    owner = django_user_model.objects.get(username="olive")
    client.force_login(owner)
    league = League.objects.get(owner=owner)
    player = Player.objects.get(league=league, name="olive")
    for name in ("password_change", "password_change_done"):
        get(ja(name))
    get(ja("league_import", league.slug))
    get(ja("league_season", league.slug))
    get(ja("league_join", league.invite))
    other = Player.objects.get(league=league, name="mae")
    get(f"{ja('league_versus', league.slug, player.slug)}?with={other.slug}")
    get(ja("league_player_edit", league.slug, player.slug))
    # A club night of four at one table, its first round timed and started: its pages as the owner sees them.
    seating = next(table.seating.key for table in VARIANTS[league.variant].tables if table.seating.players == 4)
    night = open_night(league, datetime.date(2026, 11, 27), [player, other], ["Ken", "Rin"], 2, seating, 40, seed=1)
    table_game = start_round(night).tables.get().league_game.game
    get(ja("night_new", league.slug))
    for name in ("night", "night_board", "night_projector", "night_results"):
        get(ja(name, league.slug, night.slug))
    get(ja("night_cards", league.slug, night.slug, 1))
    get(ja("sheet", table_game.slug))  # the table's sheet, with the round's clock
    client.logout()
    for family in FAMILIES:
        pages |= two_phones_and_history(client, family.presets[0])
    pages |= hand_and_foot_league(client, owner)
    with override("ja"):
        for template in ERROR_PAGES:
            pages[template] = Page(render_to_string(template, {"no_cookie": True}), None)
    return pages


def two_phones_and_history(client: Client, preset: Variant) -> dict[str, Page]:
    """A game of the preset as two phones see it when they write to it at once: each refused write's
    conflict (a deal entered, corrected or deleted meanwhile, a form with no state, a second save, a game
    ended), the sheet with its undo and the history lines it tells, and a deal's history after a
    correction, a delete and its undo."""
    family = FAMILY_OF[preset.slug]
    rules = preset.default
    deal = expected(family).a_deal(rules)
    game = create_game(preset.slug, sides_of(preset))
    other = Author(browser="another phone")
    pages: dict[str, Page] = {}

    def keep(name: str, response: HttpResponse) -> None:
        pages[f"{name} ({preset.slug})"] = Page(response.content.decode(), family)

    def sheet(name: str) -> None:
        keep(name, client.get(ja("sheet", game.slug)))

    theirs = list(reversed(deal))  # what the other phone enters: another side went out
    add_deal(game, deal)
    stale = opened(game)  # the next deal's form, opened before another phone enters it
    add_deal(game, theirs, author=other)
    keep("a deal entered meanwhile", client.post(ja("new_deal", game.slug), form_data(*deal) | stale))
    stale = opened(game)
    add_deal(game, theirs, author=other)
    first = game.deals.get(number=1)
    delete_deal(game, first.pk, first.version, other)
    keep("the game changed meanwhile", client.post(ja("new_deal", game.slug), form_data(*deal) | stale))
    keep("a form with no state", client.post(ja("new_deal", game.slug), form_data(*deal)))
    saving = opened(game)
    client.post(ja("new_deal", game.slug), form_data(*deal) | saving)
    client.post(ja("new_deal", game.slug), form_data(*deal) | saving)  # a second tap
    sheet("a second save")
    correcting = opened(game, 1)
    change_deal(game, Opened.of(game, game.deals.get(number=1)), deal, other)
    keep("a deal corrected meanwhile", client.post(ja("edit_deal", game.slug, 1), form_data(*deal) | correcting))
    deleting = opened(game, 2)
    second = game.deals.get(number=2)
    change_deal(game, Opened.of(game, second), deal, other)
    keep("a deal corrected before its delete", client.post(ja("delete_deal", game.slug, 2), deleting))
    correcting = opened(game, 2)
    second.refresh_from_db()
    delete_deal(game, second.pk, second.version, other)
    keep("a deal deleted meanwhile", client.post(ja("edit_deal", game.slug, 2), form_data(*deal) | correcting))
    client.post(ja("delete_deal", game.slug, 2), opened(game, 2))  # this phone deletes: its sheet offers the undo
    sheet("a delete to undo")
    client.post(ja("delete_deal", game.slug, 2), deleting)  # deleted already
    sheet("a deal deleted already")
    client.post(ja("undo_delete", game.slug))
    keep("a deal's history", client.get(ja("edit_deal", game.slug, 2)))
    done = finished_game(preset.slug)
    keep("a game over", client.post(ja("new_deal", done.slug), form_data(*deal) | opened(done)))
    return pages


def hand_and_foot_league(client: Client, owner: AbstractUser) -> dict[str, Page]:
    """A Hand and Foot league as its owner reads it: its standings with a game being played and the log
    of a counted game corrected, its deal deleted and put back; its games and its log; the club night's
    rules on the run page; a timed night's page, board and a table's sheet while its round is played and
    once the round has ended before the game did; the league confirms results by the other side's player."""
    preset = next(family for family in FAMILIES if family.key == "handfoot").presets[0]
    family = FAMILY_OF[preset.slug]
    league = create_league("Hand and Foot club", preset.slug, None, owner=owner)
    sides = sides_of(preset)
    record_game(league, sides)  # being played
    counted = record_game(league, sides)
    for _deal in range(50):
        add_deal(counted, expected(family).a_deal(preset.default))
        counted.refresh_from_db()
        if counted.finished:
            break
    deal = counted.deals.get(number=1)
    author = Author(owner.pk)
    change_deal(counted, Opened.of(counted, deal), list(reversed(expected(family).a_deal(preset.default))), author)
    deal.refresh_from_db()
    snapshot = delete_deal(counted, deal.pk, deal.version, author)
    restore_deal(counted, snapshot, author)
    players = list(league.players.order_by("name")[:4])
    set_night_rules(league, True, league.time_rule)  # opponent confirmation on (the review's NT8 hid there)
    seating = next(table.seating.key for table in preset.tables if table.seating.players == 4)
    night = open_night(league, datetime.date(2026, 11, 27), players[:2], ["Ken", "Rin"], 2, seating, 40, seed=1)
    table_game = start_round(night).tables.get().league_game.game
    pages: dict[str, Page] = {}
    urls = [ja("league", league.slug), ja("league_games", league.slug), ja("league_log", league.slug)]
    urls += [ja("league_run", league.slug), ja("night", league.slug, night.slug)]
    urls += [ja("night_board", league.slug, night.slug), ja("sheet", table_game.slug)]
    client.force_login(owner)
    for url in urls:
        response = client.get(url)
        assert response.status_code == 200, url
        pages[f"{url} (Hand and Foot)"] = Page(response.content.decode(), family)
    end_round(night)
    pages["a table's sheet, its round ended (Hand and Foot)"] = Page(
        client.get(ja("sheet", table_game.slug)).content.decode(), family
    )
    client.logout()
    return pages
