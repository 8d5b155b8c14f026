"""The rule pages: one per game and language, with sections, contents, and links to the other language."""

import re

import pytest

from rules.book.pages import PAGES
from rules.catalog import VARIANTS
from tests import without_secrets

LANGUAGES = {"en": "", "ja": "/ja"}
CASES = [(slug, code) for slug in PAGES for code in LANGUAGES]


def url(slug: str, code: str) -> str:
    return f"{LANGUAGES[code]}/rules/{slug}/"


@pytest.fixture(params=CASES, ids=lambda case: f"{case[0]}-{case[1]}")
def page(request, client):
    slug, code = request.param
    response = client.get(url(slug, code))
    return slug, code, response


def test_every_rule_page_answers_in_both_languages(page):
    slug, code, response = page
    assert response.status_code == 200
    assert f'lang="{code}"' in without_secrets(response)


def test_every_page_has_its_sections_in_order(page):
    slug, code, response = page
    ids = re.findall(r'<section class="rule-section" id="([\w-]+)"', without_secrets(response))
    assert ids == [section.id for section in PAGES[slug].sections]
    assert (
        without_secrets(response).index('id="quick"')
        < without_secrets(response).index('class="toc"')
        < without_secrets(response).index(f'id="{ids[0]}"')
    )


def test_every_contents_link_leads_to_an_anchor_on_the_page(page):
    slug, code, response = page
    ids = set(re.findall(r'\bid="([\w-]+)"', without_secrets(response)))
    links = re.findall(r'href="#([\w-]+)"', without_secrets(response))
    assert links
    assert set(links) <= ids


def test_every_page_links_to_itself_in_each_language(page):
    slug, code, response = page
    alternates = dict(
        re.findall(r'<link rel="alternate" hreflang="([\w-]+)" href="([^"]+)">', without_secrets(response))
    )
    assert alternates == {
        "en": f"http://testserver/rules/{slug}/",
        "ja": f"http://testserver/ja/rules/{slug}/",
        "x-default": f"http://testserver/rules/{slug}/",
    }


def test_the_japanese_page_is_written_in_japanese(client):
    text = without_secrets(client.get("/ja/rules/classic-canasta/"))
    for term in (
        "カナスタ",
        "メルド",
        "捨て札の山",
        "ワイルドカード",
        "赤の3",
        "黒の3",
        "上がり",
        "ナチュラルカナスタ",
        "ミックスカナスタ",
    ):
        assert term in text, term
    assert "A meld is a group" not in text


def test_the_english_page_is_written_in_english(client):
    text = without_secrets(client.get("/rules/classic-canasta/"))
    assert "natural canasta" in text
    assert "捨て札" not in text


def test_the_index_lists_every_game_with_a_page(client):
    for prefix in LANGUAGES.values():
        response = client.get(f"{prefix}/rules/")
        assert response.status_code == 200
        for slug in PAGES:
            assert f'href="{prefix}/rules/{slug}/"' in without_secrets(response)


def test_an_unknown_game_has_no_rule_page(client):
    assert client.get("/rules/no-such-game/").status_code == 404


def test_the_search_box_is_for_javascript_only_and_every_section_shows_without_it(client):
    text = without_secrets(client.get("/rules/classic-canasta/"))
    assert 'class="rule-search js-only"' in text
    assert " hidden" not in re.search(r'<section class="rule-section"[^>]*>', text).group(0)


def test_every_game_meld_keeps_score_for_has_a_rule_page():
    """The score sheet links every game to its rule page: none may be missing."""
    assert set(PAGES) == set(VARIANTS)


@pytest.mark.parametrize("slug", ["classic-canasta", "british", "uruguayan"])
def test_each_six_player_seating_is_shown_once_with_its_own_numbers(client, slug):
    """Seed 002: six players in two partnerships of three; pagat.com: three partnerships of two too."""
    text = client.get(f"/rules/{slug}/").content.decode()
    table = text[text.index('class="rule-table seatings"') :]
    table = table[: table.index("</table>")]
    assert table.count("in 2 teams of 3") == 1 and table.count("in 3 teams of 2") == 1
    assert "<td>10,000</td>" in table and "<td>7,500</td>" in table


def test_the_classic_variations_describe_both_six_player_games(client):
    text = client.get("/rules/classic-canasta/").content.decode()
    assert "6 players in 2 partnerships of 3</b> use 3 decks" in text
    assert "6 players in 3 partnerships of 2</b> use 3 decks" in text
    assert "a total of 7,500 or more needs an initial meld of 150, and the game goes to 10,000" in text
    assert "a total of 3,000 or more needs an initial meld of 120, and the game goes to 7,500" in text


def test_the_index_names_each_number_of_players_once(client):
    text = client.get("/rules/").content.decode()
    assert 'href="/rules/classic-canasta/">Classic Canasta</a>\n    <small class="muted">2 · 3 · 4 · 6 players' in text
    assert "6 · 6" not in text


@pytest.fixture
def missing_names_marked(settings):
    """Templates write a name their context lacks as MISSING[name] instead of nothing."""
    settings.TEMPLATES = [
        {**engine, "OPTIONS": {**engine["OPTIONS"], "string_if_invalid": "MISSING[%s]"}}
        for engine in settings.TEMPLATES
    ]


@pytest.mark.usefixtures("missing_names_marked")
@pytest.mark.parametrize(("slug", "code"), CASES, ids=[f"{slug}-{code}" for slug, code in CASES])
def test_every_number_and_word_a_rule_page_names_is_there(client, slug, code):
    """A fact the page's templates name but its facts do not give would leave a blank where a
    number or a word belongs."""
    assert re.findall(r"MISSING\[[^\]]*\]", client.get(url(slug, code)).text) == []
