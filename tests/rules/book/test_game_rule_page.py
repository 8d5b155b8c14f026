"""A game's own rule page shows the numbers it is scored by, and the score pad links into it."""

import re

import pytest

from rules.families.canasta.presets import CLASSIC_CANASTA
from rules.families.canasta.tally import tally_fields
from tests import without_secrets


def test_a_game_with_a_house_target_links_to_a_page_showing_that_target(client, make_game):
    game = make_game(target=6500)
    sheet = without_secrets(client.get(f"/g/{game.slug}/"))
    assert f'href="/g/{game.slug}/rules/"' in sheet
    page = without_secrets(client.get(f"/g/{game.slug}/rules/"))
    assert "6,500" in page
    assert "house rules" in page
    assert re.search(r"Target 6,500 \(usual 5,000\)", page)


def test_a_game_under_the_usual_rules_says_so(client, game):
    page = without_secrets(client.get(f"/g/{game.slug}/rules/"))
    assert "This game follows the usual rules." in page
    assert "6,500" not in page


def test_the_game_rule_page_is_in_the_language_of_the_path_with_links_to_both(client, make_game):
    game = make_game(target=6500)
    response = client.get(f"/ja/g/{game.slug}/rules/")
    assert response.status_code == 200
    assert "捨て札の山" in without_secrets(response) and "6,500" in without_secrets(response)
    assert f'hreflang="en" href="http://testserver/g/{game.slug}/rules/"' in without_secrets(response)
    assert f'hreflang="ja" href="http://testserver/ja/g/{game.slug}/rules/"' in without_secrets(response)


def test_a_six_player_game_shows_its_own_numbers_first(client, make_game):
    game = make_game(sides=[("We", ["A", "B", "C"]), ("They", ["D", "E", "F"])])
    page = without_secrets(client.get(f"/g/{game.slug}/rules/"))
    quick = page[page.index('id="quick"') : page.index('class="toc"')]
    assert "10,000" in quick and "1,200" in quick


def test_an_unknown_game_has_no_rule_page(client, db):
    assert client.get("/g/no-such-game/rules/").status_code == 404


def rule_links(html: str) -> list[str]:
    return re.findall(r'class="rule-link" href="[^"#]*#([\w-]+)"', html)


def test_every_field_of_the_deal_form_links_to_the_section_that_explains_it(client, game):
    html = without_secrets(client.get(f"/g/{game.slug}/deal/"))
    anchors = rule_links(html)
    wanted = [field.rule_anchor for field in tally_fields(CLASSIC_CANASTA.default)]
    assert all(wanted)
    assert anchors == ["initial-meld", *wanted, *wanted]  # the same initial meld for both sides: said once
    page = without_secrets(client.get(f"/g/{game.slug}/rules/"))
    assert all(f'id="{anchor}"' in page for anchor in anchors)
    assert html.count('aria-label="What the rules say about this"') == len(anchors)


def test_the_japanese_deal_form_links_to_the_japanese_rule_page(client, game):
    html = without_secrets(client.get(f"/ja/g/{game.slug}/deal/"))
    assert f'href="/ja/g/{game.slug}/rules/#threes"' in html


def test_the_sheet_links_the_next_initial_meld_to_its_rule(client, game):
    html = without_secrets(client.get(f"/g/{game.slug}/"))
    assert rule_links(html) == ["initial-meld", "initial-meld"]


@pytest.mark.parametrize("prefix", ["", "/ja"])
def test_the_rule_page_shows_every_section_without_javascript(client, prefix):
    html = without_secrets(client.get(f"{prefix}/rules/classic-canasta/"))
    assert "<script" in html  # meld.js only adds the search; the sections are all there
    assert len(re.findall(r'<section class="rule-section" id="[\w-]+" data-rule-section>', html)) == 10
