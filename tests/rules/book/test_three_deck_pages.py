"""Samba and the three-deck canastas: one page each, in both languages, every number from the data."""

import re
from dataclasses import replace

import pytest
from django.core.cache import caches

from rules.book import pages
from rules.core import house
from rules.core.rules import Variant
from rules.families.canasta import book as canasta_book
from rules.families.canasta.numbers import REQUIRED_CANASTAS, SAMBA_BICYCLE_TOP_MELD, MeldStep
from rules.families.canasta.presets import BOLIVIA, BRAZILIAN, CHILEAN, SAMBA
from scorekeeper.services.games import SideSpec, create_game
from tests import without_secrets

SLUGS = [entry.variant.slug for entry in canasta_book.BOOK if entry.prose == canasta_book.THREE_DECK_PROSE]
PREFIXES = {"en": "", "ja": "/ja"}


def page_text(client, slug: str, code: str = "en") -> str:
    response = client.get(f"{PREFIXES[code]}/rules/{slug}/")
    assert response.status_code == 200
    return without_secrets(response)


def quick(text: str) -> str:
    return text[text.index('id="quick"') : text.index('class="toc"')]


def with_rules(variant: Variant, **changes) -> Variant:
    return replace(variant, tables=(replace(variant.default, **changes),))


def test_each_preset_has_its_own_page_in_the_index(client):
    for prefix in PREFIXES.values():
        index = without_secrets(client.get(f"{prefix}/rules/"))
        for slug in SLUGS:
            assert f'href="{prefix}/rules/{slug}/"' in index


@pytest.mark.parametrize("slug", SLUGS)
def test_the_japanese_page_is_in_japanese_and_the_english_page_in_english(client, slug):
    ja = page_text(client, slug, "ja")
    for term in ("カナスタ", "メルド", "捨て札の山", "ワイルドカード", "赤の3", "黒の3", "上がり", "シークエンス"):
        assert term in ja, term
    assert "A set is three or more cards" not in ja
    en = page_text(client, slug)
    assert "A <b>sequence</b> is three or more cards" in en
    assert "捨て札" not in en


@pytest.mark.parametrize("slug", SLUGS)
@pytest.mark.parametrize("code", PREFIXES)
def test_the_page_names_the_game_and_its_numbers(client, slug, code):
    rules = pages.PAGES[slug].variant.default
    text = page_text(client, slug, code)
    assert f"{rules.target:,}" in quick(text)
    assert f"{rules.going_out_bonus:,}" in quick(text)
    for kind in rules.canastas:
        assert f"{kind.bonus:,}" in quick(text)


@pytest.mark.parametrize(
    "changes, shown",
    [
        ({"going_out_bonus": 234}, {"en": "234", "ja": "234"}),
        ({"target": 12345}, {"en": "12,345", "ja": "12,345"}),
        ({"max_wild_cards": 4}, {"en": "at most 4 wild cards", "ja": "ワイルドカードは4枚まで"}),
        ({"canastas_to_go_out": 3}, {"en": "it has 3 canastas", "ja": "カナスタが3つ以上"}),
        ({"red_three_scores": (0, 110, 220, 330, 440, 550, 1660)}, {"en": "1,660", "ja": "1,660"}),
        ({"three_signs": (-1, -1, -1, 1)}, {"en": "at least 3 canastas", "ja": "カナスタを3つ以上"}),
        (
            {"meld_table": (MeldStep(None, 15), MeldStep(0, 55), MeldStep(6500, 165))},
            {"en": "6,495", "ja": "6,495"},
        ),
    ],
)
@pytest.mark.parametrize("code", PREFIXES)
def test_a_number_changed_in_samba_changes_on_its_page(client, use_variant, changes, shown, code):
    assert shown[code] not in page_text(client, "samba", code)
    use_variant(with_rules(SAMBA, **changes))
    assert shown[code] in page_text(client, "samba", code)


@pytest.mark.parametrize("code", PREFIXES)
def test_the_sequence_and_wild_canasta_bonuses_come_from_the_kinds(client, use_variant, code):
    rules = BOLIVIA.default
    kinds = tuple(replace(kind, bonus=kind.bonus + 11) for kind in rules.canastas)
    use_variant(with_rules(BOLIVIA, canastas=kinds))
    text = page_text(client, "bolivia", code)
    melds = text[text.index('id="melds"') : text.index('id="threes"')]
    for kind in kinds:
        assert f"{kind.bonus:,}" in melds


@pytest.mark.parametrize("code", PREFIXES)
def test_the_penalties_come_from_the_rules(client, use_variant, code):
    use_variant(with_rules(BRAZILIAN, black_three_in_hand_points=-125, short_sequence_points=-1250))
    text = page_text(client, "brazilian", code)
    assert "−125" in quick(text) and "−1,250" in quick(text)
    scoring = text[text.index('id="scoring"') : text.index('id="end"')]
    assert "−125" in scoring and "−1,250" in scoring


def test_a_game_without_the_penalties_shows_none(client):
    text = quick(page_text(client, "samba"))
    assert "Penalties" not in text and "Black threes in hand" not in text


def test_the_brazilian_meld_steps_that_ask_a_canasta_say_so_in_words(client):
    text = page_text(client, "brazilian")
    rows = re.findall(r"<tr><th scope=\"row\">([^<]*)</th><td>([^<]*)</td></tr>", quick(text))
    asked = {head: cell for head, cell in rows if "canasta" in cell}
    assert asked == {
        "7,000 – 7,995": str(REQUIRED_CANASTAS["canasta"]),
        "8,000 – 8,995": f"200 and {REQUIRED_CANASTAS['canasta']}",
        "9,000 and up": str(REQUIRED_CANASTAS["natural"]),
    }
    ja = page_text(client, "brazilian", "ja")
    assert "カナスタ" in ja[ja.index('id="initial-meld"') :]


def test_a_meld_step_that_asks_a_canasta_comes_from_the_table(client, use_variant):
    table = (MeldStep(None, 15), MeldStep(0, 50), MeldStep(4321, 0, "natural"))
    use_variant(with_rules(SAMBA, meld_table=table))
    text = quick(page_text(client, "samba"))
    assert "4,321 and up" in text and str(REQUIRED_CANASTAS["natural"]) in text


def test_going_out_names_the_canasta_bolivia_needs(client, use_variant):
    assert "one of them: Escaleras" in quick(page_text(client, "bolivia"))
    assert "one of them" not in quick(page_text(client, "samba"))
    use_variant(with_rules(BOLIVIA, going_out_needs_one_of=("bolivias",)))
    assert "one of them: Bolivias" in quick(page_text(client, "bolivia"))


@pytest.mark.parametrize("code", PREFIXES)
def test_samba_names_both_numbers_of_its_top_meld_step(client, monkeypatch, code):
    top = SAMBA.default.meld_table[-1]
    variations = page_text(client, "samba", code).split('id="variations"')[1]
    assert f"{SAMBA_BICYCLE_TOP_MELD:,}" in variations and f"{top.points:,}" in variations
    monkeypatch.setattr(canasta_book, "SAMBA_BICYCLE_TOP_MELD", 175)
    caches["pages"].clear()  # a page is rendered once per release; this is a new release
    assert "175" in page_text(client, "samba", code).split('id="variations"')[1]
    assert "Bicycle" not in page_text(client, "bolivia", code)


@pytest.mark.parametrize("slug", ["chilean", "chilean-four-decks"])
def test_the_chilean_pages_say_the_sources_give_no_numbers_of_their_own(client, slug):
    text = page_text(client, slug)
    assert "Published sources give no separate numbers for Chilean Canasta" in text
    assert "Samba's numbers plus Bolivia's wild canasta" in text
    assert f"{CHILEAN.default.canastas[1].bonus:,}" in text
    assert "公開されているルールに独自の数字がありません" in page_text(client, slug, "ja")
    assert "Published sources" not in page_text(client, "samba")


def test_the_four_deck_chilean_page_has_its_own_decks_and_red_threes(client):
    text = quick(page_text(client, "chilean-four-decks"))
    rules = pages.PAGES["chilean-four-decks"].variant.default
    assert f"<td>{rules.decks}</td>" not in text  # the decks are in the line under the tables
    assert f"Decks</a>: {rules.decks}" in text
    assert text.count('<th scope="row">') >= rules.max_red_threes


@pytest.mark.parametrize("slug", SLUGS)
def test_every_field_of_these_games_links_to_a_section_on_its_page(client, slug):
    rules = pages.PAGES[slug].variant.default
    anchors = [field.rule_anchor for field in rules.fields()]
    assert all(anchors), [field.key for field in rules.fields() if not field.rule_anchor]
    for code in PREFIXES:
        text = page_text(client, slug, code)
        for anchor in {*anchors, "initial-meld"}:
            assert f'id="{anchor}"' in text, anchor


def test_the_deal_form_of_a_bolivia_game_links_its_fields_to_the_bolivia_page(client, db):
    game = create_game(BOLIVIA.slug, [SideSpec("We", ["A", "B"], 0), SideSpec("They", ["C", "D"], 0)], None)
    html = without_secrets(client.get(f"/g/{game.slug}/deal/"))
    anchors = re.findall(r'class="rule-link" href="[^"#]*#([\w-]+)"', html)
    assert "threes" in anchors and anchors.count("initial-meld") == 1  # the same for both sides: said once
    page = without_secrets(client.get(f"/g/{game.slug}/rules/"))
    assert "Escaleras" in page
    assert all(f'id="{anchor}"' in page for anchor in anchors)


def words(html: str) -> str:
    """A page's text as it reads, without its tags."""
    return re.sub(r"<[^>]+>", "", html)


@pytest.mark.parametrize(
    ("slug", "code", "sentence", "quick_line"),
    [
        (
            "samba",
            "en",
            "They count for a side that has made at least 2 canastas by the end of the deal, "
            "and the same amount counts against a side with fewer.",
            "Against a side with fewer than 2 canastas.",
        ),
        (
            "brazilian",
            "en",
            "They count for a side that has made at least one canasta by the end of the deal, "
            "and the same amount counts against a side with none.",
            "Against a side with no canasta.",
        ),
        (
            "samba",
            "ja",
            "ディール終了時にカナスタを2つ以上作っている側にはプラス、それより少ない側には同じ点数がマイナスになります。",
            "カナスタが2つ未満のチームにはマイナス。",
        ),
    ],
)
def test_the_page_says_from_how_many_canastas_the_red_threes_count_for_a_side(client, slug, code, sentence, quick_line):
    text = page_text(client, slug, code)
    assert sentence in words(text)
    assert quick_line in words(quick(text))


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("code", "rows", "quick_rows"),
    [
        (
            "en",
            ["No canasta: they count against it", "1 or more canastas: they count nothing"],
            ["No canasta: they count against it", "1 canasta or more: they count nothing"],
        ),
        (
            "ja",
            ["カナスタなし：マイナス", "カナスタ1つ以上：数えない（0点）"],
            ["カナスタなし：マイナスになる", "カナスタ1つ以上：点にならない"],
        ),
    ],
)
def test_red_threes_counted_by_canastas_in_another_shape_are_listed_count_by_count(client, code, rows, quick_rows):
    """A house rule may count them against a side with no canasta and not at all from one on: no
    "at least so many canastas" says that, so the page lists each count as the national pages do."""
    sides = [SideSpec(name, [name, name + " 2"]) for name in ("Aiko", "Ben")]
    game = create_game("samba", sides, rules={"three_signs": [-1, 0, 0]})
    text = without_secrets(client.get(f"{PREFIXES[code]}/g/{game.slug}/rules/"))
    assert re.findall(r"<li>([^<]*)</li>", text[text.index('id="threes"') :])[:2] == rows
    assert "None" not in words(text)
    assert [words(row) for row in re.findall(r'<td colspan="2" class="muted">(.*?)</td>', quick(text))] == quick_rows


@pytest.mark.parametrize("code", PREFIXES)
def test_going_out_names_the_kinds_of_canasta_that_count_when_only_some_do(client, use_variant, code):
    kinds = ("sambas", "natural_canastas")
    use_variant(with_rules(SAMBA, going_out_counts=kinds))
    shown = {
        "en": "counting only those scored as “Sambas”, “Natural canastas”",
        "ja": "「サンバ」・「ナチュラルカナスタ」として数えるカナスタが",
    }[code]
    assert shown in page_text(client, "samba", code)


@pytest.mark.parametrize("slug", ["chilean", "chilean-four-decks"])
def test_the_chilean_pages_name_both_numbers_of_decks(client, slug):
    assert "it can be played with 3 or 4 decks" in words(page_text(client, slug))


@pytest.mark.parametrize(("slug", "asks"), [("brazilian", True), ("samba", False)])
def test_the_initial_meld_says_when_some_totals_also_ask_a_canasta(client, slug, asks):
    also = "; from some totals it must also include a complete canasta" if asks else ""
    assert f"which depends on the side's total before the deal{also}:" in words(page_text(client, slug))


@pytest.mark.parametrize("code", PREFIXES)
def test_a_game_without_runs_says_nothing_of_sequences(client, use_variant, code):
    usual = words(page_text(client, "samba", code))
    runs = {"en": "they are never used in a sequence", "ja": "シークエンスには使えません"}[code]
    assert runs in usual
    canastas = tuple(kind for kind in SAMBA.default.canastas if kind.key not in canasta_book.SEQUENCE_KINDS)
    use_variant(with_rules(SAMBA, canastas=canastas))
    assert runs not in words(page_text(client, "samba", code))


@pytest.mark.parametrize(
    ("signs", "one_sentence"),
    [
        ([-1, 1, 1], True),  # Brazilian's
        ([-1, -1, 1], True),  # Samba's
        ([0, 1, 1], True),  # nothing below one canasta
        ([1, 1, 1], False),  # always for the side: no "at least" to name
        ([-1, -1, -1], False),  # never for it
        ([0, 0, 0], False),
        ([-1, 0, 1], False),  # two ways below
        ([-1, 1, 0], False),  # for it, then not
    ],
)
def test_red_threes_by_canastas_are_said_in_one_sentence_only_when_they_count_for_a_side_from_some_count_on(
    signs, one_sentence
):
    rules = house.apply(SAMBA.default, {"three_signs": signs})
    facts = canasta_book.three_deck_facts(rules)
    assert (facts["three_sign_rows"] == []) == one_sentence
    if one_sentence:
        assert (facts["threes_plus_from"], facts["threes_below_sign"]) == (signs.index(1), signs[0])
