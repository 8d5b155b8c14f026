"""Issue 27's rule-page points, in both languages, each from its seed:

- seed 000 (Bicycle's Canasta): a red three dealt is laid out at that player's first turn and replaced then
  ("最初のターン以降で直ぐ出し代わりにドローする"); once the stock is gone, a player must take the discard
  pile when its top card can go on a meld of the side ("レイオフができる場合は捨山からドローしなければいけない");
- seed 002: "If more than one player/team has finished with over 5000 points, then the team that 'came out'
  first wins": every page says which rule its preset follows, and a game under the house rule says it plays it;
- seed 003 (Hand and Foot): the two partners of the dealing pair split the deal, one the hands, one the feet.
"""

from dataclasses import replace

import pytest

from rules.families.canasta.presets import BOLIVIA, BRITISH, CLASSIC_CANASTA, CUBAN, SAMBA
from tests import without_secrets

PREFIXES = {"en": "", "ja": "/ja"}


def page(client, slug, code):
    response = client.get(f"{PREFIXES[code]}/rules/{slug}/")
    assert response.status_code == 200
    return without_secrets(response)


def changed(variant, **changes):
    default, *others = variant.tables
    return replace(variant, tables=(replace(default, **changes), *others))


DEALT_RED_THREES = {
    "en": ("stays in the hand until that player's first turn", "Before play starts"),
    "ja": ("その人の最初のターンに表向きに出し", "遊び始める前に"),
}


@pytest.mark.parametrize("code", PREFIXES)
@pytest.mark.parametrize("slug", ["classic-canasta", "british", "cuban"])
def test_classic_lays_out_a_dealt_red_three_at_the_first_turn(client, slug, code):
    text = page(client, slug, code)
    said, never = DEALT_RED_THREES[code]
    assert said in text
    assert never not in text


@pytest.mark.parametrize("code", PREFIXES)
@pytest.mark.parametrize("slug", ["samba", "bolivia", "brazilian"])
def test_the_three_deck_canastas_lay_out_a_dealt_red_three_at_the_first_turn(client, slug, code):
    text = page(client, slug, code)
    assert {"en": "stays in your hand until your first turn", "ja": "その人の最初のターンにすべて表向きに出し"}[
        code
    ] in text
    assert {"en": "Before play starts", "ja": "遊び始める前に"}[code] not in text


@pytest.mark.parametrize("code", PREFIXES)
def test_classic_makes_taking_the_pile_compulsory_once_the_stock_is_gone(client, code):
    text = page(client, "classic-canasta", code)
    assert {
        "en": "A player <em>must</em> take it when its top card fits one of their side's melds",
        "ja": "その人は<em>必ず</em>山を取らなければなりません",
    }[code] in text


@pytest.mark.parametrize("code", PREFIXES)
def test_hand_and_foot_splits_the_deal_between_the_dealing_partners(client, code):
    text = page(client, "hand-and-foot", code)
    assert {
        "en": "the two partners of the dealing pair share the deal: one deals everyone's hand",
        "ja": "配る側のペアの2人で分担します。1人が全員のハンドを、もう1人が全員のフットを配ります",
    }[code] in text
    assert {"en": "one pair can deal the hands", "ja": "片方の組がハンドを"}[code] not in text


HIGHER_TOTAL = {
    "en": "Every preset in Meld takes the higher total; the article's rule is the house rule",
    "ja": "このアプリのプリセットはどれも合計の多い側を勝ちとし",
}
WENT_OUT_WINS = {
    "en": "the side that went out in that deal wins",
    "ja": "そのディールで上がった側の勝ちです",
}


@pytest.mark.parametrize("code", PREFIXES)
@pytest.mark.parametrize("variant", [CLASSIC_CANASTA, BRITISH, CUBAN])
def test_every_canasta_page_says_the_higher_total_wins_and_offers_the_seeds_rule(client, use_variant, variant, code):
    assert HIGHER_TOTAL[code] in page(client, variant.slug, code)
    assert WENT_OUT_WINS[code] not in page(client, variant.slug, code)
    use_variant(changed(variant, went_out_wins=True))
    assert WENT_OUT_WINS[code] in page(client, variant.slug, code)
    assert HIGHER_TOTAL[code] not in page(client, variant.slug, code)


@pytest.mark.parametrize("code", PREFIXES)
@pytest.mark.parametrize("variant", [SAMBA, BOLIVIA])
def test_the_three_deck_pages_follow_the_house_rule_too(client, use_variant, variant, code):
    offered = {
        "en": "a house rule can give the game instead to the side that went out",
        "ja": "上がったチームを勝ちにすることもできます",
    }
    assert offered[code] in page(client, variant.slug, code)
    use_variant(changed(variant, went_out_wins=True))
    assert WENT_OUT_WINS[code] in page(client, variant.slug, code)


CONCEALED_CANASTA = {
    "en": "100 more for each canasta laid down whole from the hand",
    "ja": "手札で完成させて一度に出したカナスタ1つにつきさらに100点",
}


@pytest.mark.parametrize("code", PREFIXES)
def test_the_concealed_canasta_bonus_is_on_the_page_when_a_game_plays_it(client, use_variant, code):
    """Seed 002: 100 for a concealed canasta, a house rule."""
    assert CONCEALED_CANASTA[code] not in page(client, "classic-canasta", code)
    use_variant(changed(CLASSIC_CANASTA, concealed_canasta_bonus=100))
    assert CONCEALED_CANASTA[code] in page(client, "classic-canasta", code)


@pytest.mark.parametrize("code", PREFIXES)
def test_sambas_page_points_to_its_other_seatings_and_bolivias_does_not(client, code):
    """pagat.com's Samba: 2 to 6 players; the seatings table lists 13 cards at six."""
    said = {
        "en": "It is also played by other numbers of players",
        "ja": "ほかの人数でも、1人ずつやパートナー戦で遊べます",
    }[code]
    samba = page(client, "samba", code)
    assert said in samba
    assert said not in page(client, "bolivia", code)
