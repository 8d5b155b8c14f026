"""Who changed a deal and what: authors named from the reader's point of view, field-by-field changes,
and a deal's history in order."""

from datetime import timedelta

import pytest
from django.contrib.auth.models import User
from django.utils import timezone

from rules.core.family import Words
from rules.families.canasta.presets import CLASSIC_CANASTA
from scorekeeper.models import Deal, DealChange, Side
from scorekeeper.services.deals import Opened, change_deal, delete_deal, restore_deal
from scorekeeper.services.history import Author, deal_history, described, differences, when, who

pytestmark = pytest.mark.django_db

RULES = CLASSIC_CANASTA.default
A, B = Author(browser="phone-a"), Author(browser="phone-b")


def made_by(**fields) -> Deal:
    return Deal(**fields)


def test_an_author_is_named_from_the_readers_point_of_view():
    assert who(made_by(browser="phone-a"), A) == "this phone"
    assert who(made_by(browser="phone-a"), B) == "another phone"
    assert who(made_by(), A) == "someone"  # before Meld kept who, or from a game file


def test_a_logged_in_author_is_you_or_their_name():
    aiko = User.objects.create(username="aiko", first_name="Aiko")
    ben = User.objects.create(username="ben")
    row = made_by(user=aiko, browser="phone-a")
    assert who(row, Author(user=aiko.pk, browser="phone-z")) == "you"  # the same person on any phone
    assert who(row, Author(user=ben.pk, browser="phone-a")) == "Aiko"
    assert who(made_by(user=ben), A) == "ben"


def test_when_says_just_now_then_how_long_ago():
    assert when(timezone.now()) == "just now"
    assert when(timezone.now() - timedelta(minutes=5)) == "5\xa0minutes ago"  # Django keeps the two together


def test_differences_list_each_changed_field_of_each_side_as_shown():
    sides = [Side(name="We"), Side(name="They")]
    before = [{"melded_points": 1200, "went_out": False}, {"adjustments": [{"points": 100, "reason": "exact cut"}]}]
    after = [{"melded_points": 1500, "went_out": True}, {}]
    found = [(d.side, d.label, d.before, d.after) for d in differences(RULES, sides, before, after)]
    assert found == [
        ("We", "Went out", "no", "yes"),
        ("We", "Melded cards", "1,200", "1,500"),
        ("They", "Adjustments", "Exact cut +100", "none"),
    ]


def test_a_deals_history_has_every_change_in_order_with_its_author(make_game):
    game = make_game(deals=[[{"melded_points": 50}, {}], [{"melded_points": 60}, {}]])
    deal = game.deals.get(number=1)
    game.refresh_from_db()
    change_deal(game, Opened.of(game, deal), [{"melded_points": 80}, {}], A)
    snapshot = delete_deal(game, deal.pk, author=B)
    restore_deal(game, snapshot, B)
    deal = game.deals.get(number=1)
    history = deal_history(deal, RULES, list(game.sides.all()), A)
    assert [(item.kind, item.who) for item in history] == [
        ("Entered", "someone"),
        ("Corrected", "this phone"),
        ("Deleted", "another phone"),
        ("Put back", "another phone"),
    ]
    assert [(d.side, d.label, d.before, d.after) for d in history[1].differences] == [
        ("We", "Melded cards", "50", "80")
    ]
    assert history[1].ago == "just now"
    assert [history[index].differences for index in (0, 2, 3)] == [[], [], []]


def test_a_correction_kept_without_both_sets_of_entries_lists_no_differences(make_game):
    """A correction stored by an older Meld may lack what the deal held before or after it."""
    game = make_game(deals=[[{"melded_points": 50}, {}]])
    deal = game.deals.get()
    for before, after in ((None, deal.entries), (deal.entries, None)):
        DealChange.objects.create(
            game=game,
            deal_id=deal.pk,
            kind=DealChange.Kind.CORRECTED,
            number=1,
            before=before,
            after=after,
            version=5,
            deal_version=1,
        )
    history = deal_history(deal, RULES, list(game.sides.all()), A)
    assert [(item.kind, item.differences) for item in history] == [
        ("Entered", []),
        ("Corrected", []),
        ("Corrected", []),
    ]


def test_a_deleted_deal_keeps_what_it_held_and_says_who_deleted_it(make_game):
    game = make_game(deals=[[{"melded_points": 50}, {}]])
    deal = game.deals.get(number=1)
    delete_deal(game, deal.pk, author=B)
    change = DealChange.objects.get(kind=DealChange.Kind.DELETED)
    assert (change.before, change.after) == (deal.entries, None)
    assert described(change, A, Words()) == "Deal 1 was deleted by another phone (just now)."
