"""Every registered family brings all that Meld asks of it, each test run once per family.

A family is its package under rules/families/ and one line in `rules.catalog.FAMILIES`; these tests
are what that registration promises (docs/development.md, "Adding a game family"): its name and words
in both languages, a rule page with prose and quick reference in both languages for every preset, a
label, help and rule section for every field of every tally, game files that read back as they were
written, deck checks that refuse what no deck holds, and what the shared tests need of it
(tests/families.py). A family that leaves something out fails here with a message that says what.
"""

import html
import importlib
import json
import re
from dataclasses import dataclass, replace
from dataclasses import fields as dataclass_fields

import polib
import pytest
from django.template import TemplateDoesNotExist
from django.template.loader import get_template
from django.urls import reverse
from django.utils.translation import override

from rules.catalog import FAMILIES, VARIANTS
from rules.core.cards import cards_in_decks, deck_points
from rules.core.deal import check_deal
from rules.core.family import Family, Words
from rules.core.rules import Rules
from rules.core.tally import Kind
from rules.families.kalooki.presets import KALOOKI_GAME
from rules.families.kalooki.rules import KalookiRules
from scorekeeper.services.exchange import export_game, import_game
from scorekeeper.services.games import SideSpec, create_game
from tests import ROOT, without_secrets
from tests.families import expected

EVERY_FAMILY = pytest.mark.parametrize("family", FAMILIES, ids=lambda family: family.key)
JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
PLACEHOLDER = re.compile(r"%\(\w+\)s")


def in_japanese(text: object) -> str:
    with override("ja"):
        return str(text)


def every_table(family: Family) -> list[Rules]:
    """Every table of every preset, with each of its switches on (a switch may bring fields of its own)."""
    return [
        replace(rules, **{option.key: True for option in rules.options()})
        for variant in family.presets
        for rules in variant.tables
    ]


def table_name(rules: Rules) -> str:
    return f"{rules.variant} ({rules.seating.key})"


@EVERY_FAMILY
def test_it_is_registered_by_its_own_package(family):
    try:
        package = importlib.import_module(f"rules.families.{family.key}")
    except ModuleNotFoundError:
        pytest.fail(f"{family.key!r} names no package rules/families/{family.key}/")
    assert getattr(package, "FAMILY", None) is family, (
        f"rules/families/{family.key}/__init__.py has no FAMILY, or not the one registered as {family.key!r}"
    )


@EVERY_FAMILY
def test_it_has_a_name_in_both_languages_and_presets_of_their_own(family):
    assert str(family.name) and JAPANESE.search(in_japanese(family.name)), (
        f"{family.key}: its name needs a Japanese translation"
    )
    assert family.presets, f"{family.key} registers no preset"
    for variant in family.presets:
        assert VARIANTS[variant.slug] is variant, f"{family.key}: another family's preset has the slug {variant.slug!r}"
        assert variant.tables, f"{variant.slug} has no table"
        assert all(rules.variant == variant.slug for rules in variant.tables), (
            f"{variant.slug}: a table says it is another preset's (Rules.variant)"
        )
        assert JAPANESE.search(in_japanese(variant.name)), f"{variant.slug}: its name needs a Japanese translation"


@EVERY_FAMILY
def test_every_preset_has_a_rule_page_with_its_prose_and_quick_reference_in_both_languages(family):
    booked = [entry.variant.slug for entry in family.book]
    assert sorted(booked) == sorted(variant.slug for variant in family.presets), (
        f"{family.key}: every preset needs exactly one BookEntry in its book (has {booked})"
    )
    for entry in family.book:
        page = entry.variant.slug
        assert entry.sections, f"{page}: a rule page needs sections"
        assert len({section.id for section in entry.sections}) == len(entry.sections), f"{page}: two sections, one id"
        for section in entry.sections:
            assert section.en and JAPANESE.search(section.ja), f"{page}: section {section.id!r} needs both headings"
        try:
            get_template(entry.quick_reference)
        except TemplateDoesNotExist:
            pytest.fail(f"{page}: its quick reference templates/{entry.quick_reference} is missing")
        for language in ("en", "ja"):
            prose = f"rules/prose/{language}/{entry.prose}.html"
            for part in [section.id for section in entry.sections] + list(entry.notes):
                try:
                    get_template(f"{prose}#{part}")
                except TemplateDoesNotExist:
                    pytest.fail(f"{page}: templates/{prose} has no {{% partialdef {part} %}} (or is missing)")


def page_ids(client, slug: str, prefix: str = "") -> set[str]:
    response = client.get(f"{prefix}/rules/{slug}/")
    assert response.status_code == 200, f"{prefix}/rules/{slug}/ answers {response.status_code}"
    return set(re.findall(r'\bid="([\w-]+)"', without_secrets(response)))


@EVERY_FAMILY
def test_its_rule_pages_answer_in_both_languages_and_in_japanese_say_play_goes_clockwise(client, family):
    for variant in family.presets:
        page_ids(client, variant.slug)
        text = client.get(f"/ja/rules/{variant.slug}/").text
        assert "時計回り" in re.sub(r"<[^>]+>", "", text), f"/ja/rules/{variant.slug}/ never says 時計回り"


@EVERY_FAMILY
def test_every_tally_field_has_a_label_help_and_a_rule_section_in_both_languages(client, family):
    anchors = {variant.slug: page_ids(client, variant.slug) for variant in family.presets}
    for rules in every_table(family):
        fields = rules.fields()
        assert fields, f"{table_name(rules)} has no tally field"
        assert len({field.key for field in fields}) == len(fields), f"{table_name(rules)}: two fields, one key"
        for field in fields:
            where = f"{table_name(rules)}, field {field.key!r}"
            assert str(field.label) and str(field.help), f"{where}: needs a label and a help text"
            assert JAPANESE.search(in_japanese(field.label)) or in_japanese(field.label).isdigit(), (
                f"{where}: its label needs a Japanese translation"
            )
            assert JAPANESE.search(in_japanese(field.help)), f"{where}: its help needs a Japanese translation"
            assert field.rule_anchor in anchors[rules.variant], (
                f"{where}: its rule_anchor {field.rule_anchor!r} is no section of /rules/{rules.variant}/"
            )


@EVERY_FAMILY
def test_its_words_say_every_phrase_in_both_languages_with_the_usual_blanks(family):
    words = family.words
    usual = Words()
    for item in dataclass_fields(Words):
        if item.name in ("foreign", "latin", "initial_meld", "next_initial_meld", "own"):
            continue
        phrase, default = getattr(words, item.name), getattr(usual, item.name)
        blanks = sorted(PLACEHOLDER.findall(str(default)))
        assert sorted(PLACEHOLDER.findall(str(phrase))) == blanks, f"{family.key}: words.{item.name} needs {blanks}"
        with override("ja"):  # the blanks filled, a plural message by its count (`Words.deals_played`)
            said = phrase % {"count": 2, "deals": "2", "cards": "2", **{blank[2:-2]: "2" for blank in blanks}}
        assert JAPANESE.search(said), f"{family.key}: words.{item.name} needs a Japanese translation"
    assert (words.initial_meld is None) == (words.next_initial_meld is None), (
        f"{family.key}: its words name an initial meld and a next initial meld, or neither"
    )
    for label in (words.initial_meld, words.next_initial_meld):
        assert label is None or JAPANESE.search(in_japanese(label)), f"{family.key}: {label} needs Japanese"
    assert all(JAPANESE.search(word) for word in words.foreign), f"{family.key}: words.foreign are Japanese words"


@EVERY_FAMILY
def test_its_own_messages_replace_plain_ones_with_the_same_blanks(family):
    """Each of `Words.own` stands for a plain message of the code (`say` finds it by its msgid): the
    catalogue has that message, and the family's says it in Japanese with the same blanks."""
    catalogue = polib.pofile(str(ROOT / "locale/ja/LC_MESSAGES/django.po"))
    plain = {entry.msgid for entry in catalogue if entry.msgctxt is None and not entry.obsolete}
    for message in family.words.own:
        with override(None):
            msgid = str(message)
        assert msgid in plain, f"{family.key}: words.own has {msgid!r}, which no plain message of the code says"
        with override("ja"):
            said = str(message)
            assert family.words.say(msgid) == said
        assert JAPANESE.search(said) and sorted(re.findall(r"%\(\w+\)[sd]", said)) == sorted(
            re.findall(r"%\(\w+\)[sd]", msgid)
        ), f"{family.key}: {msgid!r} needs its Japanese, with its blanks"


def test_a_family_with_no_message_of_its_own_says_the_plain_one():
    plain = "Deal %(number)d was entered by %(who)s (%(when)s)."
    with override("ja"):
        assert Words().say(plain) == "第%(number)dディールが入力されました（%(who)s・%(when)s）。"


@EVERY_FAMILY
def test_its_rules_have_an_initial_meld_exactly_when_its_words_name_one(family):
    named = family.words.initial_meld is not None
    for rules in every_table(family):
        for total, number in ((0, 1), (rules.target or 0, 2)):
            has = rules.requirement(total, number) is not None
            assert has == named, (
                f"{table_name(rules)}: its rules {'give' if has else 'give no'} initial meld, but its family's "
                f"words {'name' if named else 'name no'} one (Words.initial_meld)"
            )


@EVERY_FAMILY
def test_the_shared_tests_know_it_and_its_deal_to_play_is_possible(family):
    shared = expected(family)
    for variant in family.presets:
        deal = shared.a_deal(variant.default)
        problems = check_deal(variant.default, deal)
        assert not problems, f"{variant.slug}: expected.a_deal is refused: {[p.message for p in problems]}"


@EVERY_FAMILY
def test_its_deck_checks_refuse_a_count_of_every_card_in_the_decks(family):
    """A side that counts as many of anything as there are cards in the decks passes the check of the
    entry on its own (rules.core.checks) but no deck holds it: the family's checks across the fields
    must refuse it. So must card points that, on every side, add up past every card of the decks."""
    for rules in every_table(family):
        others = [{}] * (rules.seating.sides - 1)
        most = cards_in_decks(rules.cards, rules.decks)
        for field in rules.fields():
            if field.kind is Kind.COUNT:
                assert check_deal(rules, [{field.key: most}, *others]), (
                    f"{table_name(rules)}: {most} {field.key} on one side (every card of the decks) is not refused"
                )
            if field.kind is Kind.POINTS:
                every_card = deck_points(rules.cards, rules.decks)
                assert check_deal(rules, [{field.key: every_card}] * rules.seating.sides), (
                    f"{table_name(rules)}: {field.key} of every card of the decks on each side is not refused"
                )


def sides_for(rules: Rules) -> list[SideSpec]:
    seating = rules.seating
    return [SideSpec(f"Side {n}", [f"P{n}{p}" for p in range(seating.players_per_side)]) for n in range(seating.sides)]


@pytest.mark.django_db
@EVERY_FAMILY
def test_every_preset_reads_back_from_its_game_file_as_it_was_written(family):
    for variant in family.presets:
        game = create_game(variant.slug, sides_for(variant.default))
        document = export_game(game)
        document["deals"] = [{"tallies": expected(family).a_deal(variant.default)}]
        first = export_game(import_game(json.loads(json.dumps(document))))
        again = export_game(import_game(json.loads(json.dumps(first))))
        assert again == first, f"{variant.slug}: a game file does not read back as it was written"
        assert first["variant"] == variant.slug and len(first["deals"]) == 1


@pytest.mark.django_db
@EVERY_FAMILY
def test_the_deal_form_of_every_preset_explains_every_field(client, family):
    for variant in family.presets:
        game = create_game(variant.slug, sides_for(variant.default))
        page = client.get(reverse("new_deal", args=[game.slug])).content.decode()
        fold = html.unescape(page[page.index('class="help-fold"') :])
        rules = variant.default
        for field in rules.place(rules.start([0] * rules.seating.sides), 0).fields:  # what the first deal asks
            assert str(field.help) in fold, f"{variant.slug}: the form's help leaves {field.key} out"


@pytest.mark.django_db
@EVERY_FAMILY
def test_the_sites_descriptions_name_it_in_both_languages(client, family):
    for prefix, language in (("", "en"), ("/ja", "ja")):
        with override(language):
            name = str(family.name)
        for url in (f"{prefix}/", f"{prefix}/rules/"):
            description = re.search(r'<meta name="description" content="([^"]*)"', client.get(url).text)
            assert description and name in description.group(1), f"{url}: the description leaves out {name}"
        manifest = client.get(f"{prefix}/manifest.webmanifest").json()
        assert name in manifest["description"], f"{prefix}/manifest.webmanifest leaves out {name}"


def test_the_families_know_every_package_under_rules_families():
    packages = {path.parent.name for path in (ROOT / "rules" / "families").glob("*/__init__.py")}
    assert packages == {family.key for family in FAMILIES}, "a package under rules/families/ is not in FAMILIES"


@dataclass(frozen=True)
class WithoutHelp(KalookiRules):
    """Kalooki's rules, but a field that says nothing of itself."""

    def fields(self):
        return tuple(replace(field, help="") if field.key == "went_out" else field for field in super().fields())


def test_a_family_that_leaves_something_out_is_told_what_is_missing(client):
    kalooki = next(family for family in FAMILIES if family.key == "kalooki")
    unknown = replace(kalooki, key="nothing_here")
    with pytest.raises(pytest.fail.Exception, match="names no package rules/families/nothing_here/"):
        test_it_is_registered_by_its_own_package(unknown)
    with pytest.raises(AssertionError, match="has no tests/rules/families/nothing_here/expected.py"):
        test_the_shared_tests_know_it_and_its_deal_to_play_is_possible(unknown)
    usual = KALOOKI_GAME.default
    table = WithoutHelp(**{item.name: getattr(usual, item.name) for item in dataclass_fields(KalookiRules)})
    silent = replace(kalooki, presets=(replace(KALOOKI_GAME, tables=(table,)),))
    where = rf"kalooki \({usual.seating.key}\), field 'went_out'"
    with pytest.raises(AssertionError, match=f"{where}: needs a label and a help text"):
        test_every_tally_field_has_a_label_help_and_a_rule_section_in_both_languages(client, silent)
    wordless = replace(kalooki, words=replace(kalooki.words, initial_meld=None, next_initial_meld=None))
    with pytest.raises(AssertionError, match="its rules give initial meld, but its family's words name no one"):
        test_its_rules_have_an_initial_meld_exactly_when_its_words_name_one(wordless)
