"""The write side of deals: the stored standing stays exact, and every write is tied to the state of
the game its form was opened on, so two writers never overwrite, double or lose a deal."""

import pytest

from rules.families.handfoot.presets import HAND_AND_FOOT
from rules.families.kalooki.presets import BRITISH_KALOOKIE
from scorekeeper.models import Deal, DealChange, Game
from scorekeeper.services import deals
from scorekeeper.services.deals import Opened, add_deal, change_deal, delete_deal, restore_deal, standing_of
from scorekeeper.services.errors import (
    DealAlreadyEntered,
    DealCorrected,
    DealGone,
    GameBusy,
    GameChanged,
    GameOver,
)
from scorekeeper.services.games import SideSpec, create_game, update_game
from scorekeeper.services.history import Author
from scorekeeper.services.rules import game_rules
from scorekeeper.services.sheet import starting_totals, stored_deals

pytestmark = pytest.mark.django_db

OUT = {"natural_canastas": 1, "went_out": True, "melded_points": 100}
PLAIN = {"melded_points": 50}
MORE = {"melded_points": 150}
A, B = Author(browser="phone-a"), Author(browser="phone-b")


def correcting(game: Game, number: int) -> Opened:
    """What a correction form of deal `number` opened now carries."""
    game.refresh_from_db()
    return Opened.of(game, game.deals.get(number=number))


def next_deal(game: Game) -> Opened:
    """What the form of the next deal opened now carries."""
    game.refresh_from_db()
    return Opened(game.deals.count() + 1, game.version)


def fresh_standing(game: Game):
    """Where the game stands, worked out again from every stored deal."""
    game.refresh_from_db()
    return game_rules(game).standing(starting_totals(game), stored_deals(game))


def stored_standing(game: Game):
    game.refresh_from_db()
    return game_rules(game).standing_type.from_json(game.standing)


def melded(game: Game) -> list[int]:
    """Each deal's melded points of the first side, in deal order."""
    return [deal.entries[0]["melded_points"] for deal in game.deals.order_by("number")]


def test_the_stored_standing_follows_every_kind_of_write(make_game):
    game = make_game(starting=[100, 0])
    for tallies in ([OUT, PLAIN], [PLAIN, OUT], [PLAIN, PLAIN]):
        add_deal(game, tallies)
        assert stored_standing(game) == fresh_standing(game)
    change_deal(game, correcting(game, 1), [PLAIN, OUT])
    assert stored_standing(game) == fresh_standing(game)
    snapshot = delete_deal(game, game.deals.get(number=2).pk)
    assert stored_standing(game) == fresh_standing(game)
    assert stored_standing(game).played == 2
    restore_deal(game, snapshot)
    assert stored_standing(game) == fresh_standing(game)
    update_game(game, [SideSpec("We", ["A", "B"], 500), SideSpec("They", ["C", "D"])], "", {"going_out_bonus": 300})
    assert stored_standing(game) == fresh_standing(game)


def test_every_write_moves_the_version_on(make_game):
    game = make_game()
    versions = [game.version]
    add_deal(game, [OUT, PLAIN])
    versions.append(Game.objects.get().version)
    change_deal(game, correcting(game, 1), [PLAIN, OUT])
    versions.append(Game.objects.get().version)
    delete_deal(game, game.deals.get().pk)
    versions.append(Game.objects.get().version)
    assert versions == sorted(set(versions))


def test_a_game_stored_without_a_standing_gets_it_on_its_next_write(make_game):
    game = make_game(deals=[[OUT, PLAIN], [PLAIN, OUT]])
    Game.objects.update(standing=None)
    game.refresh_from_db()
    assert standing_of(game, game_rules(game)) == fresh_standing(game)
    add_deal(game, [PLAIN, PLAIN], next_deal(game))
    assert stored_standing(game) == fresh_standing(game)
    assert stored_standing(game).played == 3


# A new deal, tied to the deal and the game's version its form was opened on


def test_someone_entering_the_same_deal_first_refuses_the_second_and_says_which(make_game):
    game = make_game()
    stale = Game.objects.get()
    form = next_deal(game)
    add_deal(game, [OUT, PLAIN], form, A)  # phone A saves deal 1 meanwhile
    with pytest.raises(GameChanged) as changed:
        add_deal(stale, [PLAIN, PLAIN], form, B)
    assert changed.value.number == 2
    assert [(deal.number, deal.browser) for deal in changed.value.meanwhile.entered] == [(1, "phone-a")]
    assert list(game.deals.values_list("number", flat=True)) == [1]
    add_deal(stale, [PLAIN, PLAIN], next_deal(game), B)  # told, B saves it as deal 2
    assert melded(game) == [100, 50]
    assert stored_standing(game) == fresh_standing(game)


def test_a_second_save_with_the_same_entries_is_already_saved(make_game):
    game = make_game()
    form = next_deal(game)
    add_deal(game, [OUT, PLAIN], form, A)
    with pytest.raises(DealAlreadyEntered) as entered:
        add_deal(game, [OUT, PLAIN], form, A)
    assert entered.value.deal.number == 1
    assert game.deals.count() == 1


def test_a_delete_meanwhile_keeps_the_new_deal_from_being_saved_under_another_number(make_game):
    game = make_game(deals=[[PLAIN, PLAIN]] * 4)
    form = next_deal(game)  # deal 5
    delete_deal(game, game.deals.get(number=2).pk, author=A)
    with pytest.raises(GameChanged) as changed:
        add_deal(game, [MORE, PLAIN], form, B)
    assert changed.value.number == 4
    assert [(change.kind, change.number) for change in changed.value.meanwhile.changes] == [("deleted", 2)]
    assert game.deals.count() == 3
    add_deal(game, [MORE, PLAIN], next_deal(game), B)
    assert melded(game) == [50, 50, 50, 150]


def test_a_correction_or_new_details_meanwhile_do_not_stop_a_new_deal(make_game):
    game = make_game(deals=[[PLAIN, PLAIN]])
    stale = Game.objects.get()
    form = next_deal(game)
    change_deal(game, correcting(game, 1), [OUT, PLAIN])  # moves the totals and the version
    update_game(game, [SideSpec("Us", ["A", "B"]), SideSpec("Them", ["C", "D"])], "notes")
    add_deal(stale, [PLAIN, PLAIN], form)  # checked afresh against the standing now
    assert fresh_standing(game).totals == stored_standing(game).totals == (700 + 50, 50 + 50)


def test_what_another_game_entered_and_deleted_meanwhile_does_not_stop_a_new_deal(make_game):
    """Versions are counted per game: another game's deals and deletes after this form's version are
    not this game's (the same entries there would read as a second tap, its delete as a moved deal)."""
    game = make_game(deals=[[PLAIN, PLAIN]])
    form = next_deal(game)
    other = make_game(deals=[[PLAIN, PLAIN]] * 3)
    delete_deal(other, other.deals.get(number=1).pk, author=A)
    assert other.deals.filter(entered_version__gt=form.version).exists()
    assert DealChange.objects.filter(game=other, version__gt=form.version).exists()
    update_game(game, [SideSpec("Us", ["A", "B"]), SideSpec("Them", ["C", "D"])], "notes")  # the version moves on
    add_deal(game, [PLAIN, PLAIN], form, B)
    assert melded(game) == [50, 50]


def test_a_form_that_does_not_match_the_game_is_refused(make_game):
    game = make_game(deals=[[PLAIN, PLAIN]])
    version = Game.objects.get().version
    with pytest.raises(GameChanged):
        add_deal(game, [PLAIN, PLAIN], Opened(7, version))  # a number this game's form would not carry
    with pytest.raises(GameChanged):
        add_deal(game, [PLAIN, PLAIN], Opened(2, version + 40))  # a version it never had
    assert game.deals.count() == 1


def test_a_game_that_ended_meanwhile_refuses_the_deal_and_says_what_ended_it(make_game):
    game = make_game(starting=[4900, 0])
    form = next_deal(game)
    add_deal(game, [OUT, PLAIN], form, A)
    with pytest.raises(GameOver) as over:
        add_deal(game, [PLAIN, OUT], next_deal(game), B)
    assert over.value.meanwhile.entered == []
    with pytest.raises(GameChanged):  # B's form was for deal 1, which A entered
        add_deal(game, [PLAIN, OUT], form, B)


def test_a_save_that_keeps_losing_the_race_gives_up_without_saving(make_game, monkeypatch):
    game = make_game()
    monkeypatch.setattr(deals, "store_standing", lambda game, standing: False)
    with pytest.raises(GameBusy):
        add_deal(game, [OUT, PLAIN], next_deal(game))
    assert not game.deals.exists()


def test_a_new_deal_keeps_who_entered_it_and_the_version_it_made(make_game):
    game = make_game()
    deal = add_deal(game, [OUT, PLAIN], next_deal(game), Author(browser="phone-a"))
    game.refresh_from_db()
    assert (deal.browser, deal.user_id, deal.access, deal.version) == ("phone-a", None, "link", 1)
    assert deal.entered_version == game.version


# Corrections, tied to the deal's id and its own version


def test_a_correction_after_a_delete_of_the_same_deal_overwrites_nothing(make_game):
    """Issue 10: deals 105 / 110 / 115; A opens deal 2, B deletes deal 2, A saves."""
    game = make_game(deals=[[{"melded_points": p}, {}] for p in (105, 110, 115)])
    form = correcting(game, 2)
    delete_deal(game, game.deals.get(number=2).pk, author=B)
    with pytest.raises(DealGone) as gone:
        change_deal(game, form, [MORE, {}], A)
    assert (gone.value.deleted.number, gone.value.deleted.browser) == (2, "phone-b")
    assert melded(game) == [105, 115]


def test_a_correction_finds_its_deal_after_an_earlier_one_was_deleted(make_game):
    game = make_game(deals=[[{"melded_points": p}, {}] for p in (105, 110, 115)])
    form = correcting(game, 3)
    delete_deal(game, game.deals.get(number=1).pk, author=B)
    corrected = change_deal(game, form, [MORE, {}], A)
    assert (corrected.deal.number, corrected.was, corrected.changed) == (2, 3, True)
    assert melded(game) == [110, 150]
    assert stored_standing(game) == fresh_standing(game)


def test_a_correction_of_a_deal_corrected_meanwhile_is_refused_with_the_fresh_values(make_game):
    game = make_game(deals=[[PLAIN, PLAIN]])
    form = correcting(game, 1)
    change_deal(game, form, [OUT, PLAIN], A)
    with pytest.raises(DealCorrected) as refused:
        change_deal(game, form, [MORE, PLAIN], B)
    assert refused.value.deal.entries[0]["went_out"] is True
    assert [(change.kind, change.browser) for change in refused.value.corrections] == [("corrected", "phone-a")]
    assert melded(game) == [100]
    change_deal(game, correcting(game, 1), [MORE, PLAIN], B)  # seen and saved again: B's values now
    assert melded(game) == [150]


def test_a_second_tap_on_a_correction_changes_nothing_more(make_game):
    game = make_game(deals=[[PLAIN, PLAIN]])
    form = correcting(game, 1)
    change_deal(game, form, [MORE, PLAIN], A)
    again = change_deal(game, form, [MORE, PLAIN], A)
    assert not again.changed
    assert DealChange.objects.filter(kind="corrected").count() == 1
    assert game.deals.get().version == 2


def test_a_correction_is_kept_in_the_deals_history(make_game):
    game = make_game(deals=[[PLAIN, PLAIN]])
    change_deal(game, correcting(game, 1), [MORE, PLAIN], A)
    [change] = game.deals.get().changes.all()
    assert (change.kind, change.number, change.browser, change.deal_version) == ("corrected", 1, "phone-a", 2)
    assert (change.before[0]["melded_points"], change.after[0]["melded_points"]) == (50, 150)


# Deletes and undo


def test_a_delete_of_a_deal_corrected_meanwhile_is_refused(make_game):
    game = make_game(deals=[[PLAIN, PLAIN]])
    deal = game.deals.get()
    change_deal(game, correcting(game, 1), [MORE, PLAIN], A)
    with pytest.raises(DealCorrected):
        delete_deal(game, deal.pk, deal.version, B)
    assert game.deals.count() == 1


def test_undo_puts_the_deal_back_under_its_own_id_with_its_history(make_game):
    game = make_game(deals=[[PLAIN, PLAIN], [OUT, PLAIN]])
    change_deal(game, correcting(game, 1), [MORE, PLAIN], A)
    deal = game.deals.get(number=1)
    form = correcting(game, 1)
    snapshot = delete_deal(game, deal.pk, author=B)
    restored = restore_deal(game, snapshot, B)
    assert (restored.pk, restored.number, restored.version, restored.created) == (
        deal.pk,
        1,
        deal.version,
        deal.created,
    )
    assert [change.kind for change in restored.changes.all()] == ["corrected", "deleted", "restored"]
    change_deal(game, form, [PLAIN, OUT], A)  # a form opened before the delete still fits the deal
    assert stored_standing(game) == fresh_standing(game)


def test_undo_puts_the_deal_back_with_its_author(make_game, django_user_model):
    game = make_game()
    user = django_user_model.objects.create_user("aiko", password="x")
    add_deal(game, [PLAIN, PLAIN], next_deal(game), Author(user=user.pk, browser="phone-a"))
    deal = game.deals.get()
    restored = restore_deal(game, delete_deal(game, deal.pk, author=B), B)
    assert (restored.user_id, restored.browser, restored.access) == (user.pk, "phone-a", deal.access)


def test_undo_only_while_nothing_changed_since_the_delete(make_game):
    game = make_game(deals=[[PLAIN, PLAIN], [OUT, PLAIN]])
    snapshot = delete_deal(game, game.deals.get(number=1).pk)
    change_deal(game, correcting(game, 1), [MORE, PLAIN])  # anything at all, here a correction
    with pytest.raises(DealGone):
        restore_deal(game, snapshot)
    assert game.deals.count() == 1


def test_a_british_standing_keeps_who_is_out_as_json():
    rules = BRITISH_KALOOKIE.rules_for(3, 1)
    sides = [SideSpec(name, [name], start) for name, start in (("A", 0), ("B", 0), ("C", 100))]
    game = create_game(BRITISH_KALOOKIE.slug, sides)
    add_deal(game, [{"went_out": True}, {"penalty_points": 10}, {"penalty_points": 55}], next_deal(game))
    standing = stored_standing(game)
    assert standing == fresh_standing(game)
    assert (standing.out, standing.buy_ins) == ((False, False, True), (0, 0, 0))
    assert rules.standing_type.from_json(standing.to_json()) == standing


def test_deleting_a_game_deletes_its_deals_and_their_history(make_game):
    game = make_game(deals=[[PLAIN, PLAIN]])
    change_deal(game, correcting(game, 1), [MORE, PLAIN])
    game.delete()
    assert not Deal.objects.exists()
    assert not DealChange.objects.exists()


def test_deals_without_problems_are_scored_from_the_deals_on_paper_on():
    rules = HAND_AND_FOOT.default
    deal = [{"melded_points": 50}, {"melded_points": 100}]
    problems, scored, standing = deals.scored_deals(rules, [0, 0], [deal, deal], 2)
    assert problems == [] and [[tallied.score for tallied in each] for each in scored] == [[50, 100], [50, 100]]
    assert (standing.played, standing.paper, standing.totals, standing.finished) == (2, 2, (100, 200), True)


def test_a_second_tap_on_a_correction_returns_the_deal_unchanged_with_the_number_it_was_opened_at(make_game):
    game = make_game(deals=[[PLAIN, PLAIN], [PLAIN, PLAIN]])
    form = correcting(game, 2)
    first = change_deal(game, form, [MORE, PLAIN], A)
    again = change_deal(game, form, [MORE, PLAIN], A)
    assert (again.deal, again.was, again.changed) == (first.deal, 2, False)
    assert again.deal.version == first.deal.version == 2
