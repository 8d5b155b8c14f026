"""Rule pages of the canastas built on Classic Canasta's: Cuban, Italian, Uruguayan, British, Modern American.

`national_facts` is Classic Canasta's facts (`book.canasta_facts`) plus the
numbers of the rules these presets add: wild canastas, threes signed by the
canastas a side made, black threes (scored, or captured), Acaba, penalties
and special hands. Each fact is read from the `CanastaRules` fields, so a
preset that does not have a rule gets an empty fact and its rows stay off
the page. `national_page` gives a preset its page (optionally with another
preset's prose, when only data differ, as Parlett's Italian Canasta).
"""

from __future__ import annotations

from .book import CANASTA_SECTIONS, RulePage, canasta_facts
from .canastas import BRITISH, CANASTA_LEAGUE_GARBAGE_HAND, CUBAN, ITALIAN, ITALIAN_PARLETT, MODERN_AMERICAN, URUGUAYAN
from .game import Variant
from .scoring import BY_CANASTAS
from .tally import counted_lines, special_hands

QUICK = "rules/quick/national-canasta.html"

# Presets whose page mentions another preset's number (Italian's two targets).
RELATED: dict[str, Variant] = {ITALIAN.slug: ITALIAN_PARLETT, ITALIAN_PARLETT.slug: ITALIAN}


def three_signs(rules) -> list[dict]:
    """How the threes count, as ranges of canastas made: {"low", "high" (None: and more), "sign"}.

    Only for threes signed by canastas (BY_CANASTAS); by meld it is Classic Canasta's rule.
    """
    if rules.threes_signed_by != BY_CANASTAS:
        return []
    signs = rules.three_signs
    rows: list[dict] = []
    for count, sign in enumerate(signs):
        if rows and rows[-1]["sign"] == sign:
            rows[-1]["high"] = count
        else:
            rows.append({"low": count, "high": count, "sign": sign})
    rows[-1]["high"] = None
    return rows


def _canasta_kinds(rules) -> dict:
    wild = [kind for kind in rules.canastas if kind.wild_cards >= rules.canasta_size]
    counted = set(rules.going_out_counts) or {kind.key for kind in rules.canastas}
    return {
        "wild_canastas": wild,
        "other_canastas": [kind for kind in rules.canastas if kind not in wild],
        # Going out: which kinds count toward the canastas needed, when not every kind does.
        "going_out_kinds": [kind for kind in rules.canastas if kind.key in counted],
        "going_out_excludes": [kind for kind in rules.canastas if kind.key not in counted],
        "going_out_excludes_wild_only": {kind.key for kind in rules.canastas if kind.key not in counted}
        == {kind.key for kind in wild},
    }


def national_facts(rules) -> dict:
    """Every number a national canasta's page shows: Classic Canasta's facts and the rules it adds."""

    facts = canasta_facts(rules)
    black = rules.black_three_scores
    related = RELATED.get(rules.variant)
    return {
        **facts,
        **_canasta_kinds(rules),
        "three_signs": three_signs(rules),
        "black_threes": [{"count": count, "points": black[count]} for count in range(1, len(black))],
        "max_black_threes": rules.max_red_threes if black else 0,
        "black_threes_in_play": rules.max_red_threes,  # as many as red ones
        "black_threes_captured": rules.black_threes_captured_bonus,
        "acaba": rules.acaba_points,
        "penalties": [
            {"key": line.key, "label": line.label, "points": getattr(rules, line.points)}
            for line in counted_lines(rules)
        ],
        "melded_minus": rules.melded_minus_without_canasta,
        "special_hands": [
            {"key": hand.key, "label": hand.label, "points": getattr(rules, hand.points)}
            for hand in special_hands(rules)
        ],
        "league_garbage_hand": CANASTA_LEAGUE_GARBAGE_HAND,
        "pile_always_frozen": rules.pile_always_frozen,
        "related": related.default if related else None,
        "related_variant": related,
    }


def national_page(variant: Variant, prose_slug: str = ""):

    return RulePage(variant, CANASTA_SECTIONS, national_facts, QUICK, prose_slug)


def national_pages() -> list:
    """The pages of these presets, in the order of the index (Parlett's Italian reads Italian's prose)."""
    return [
        national_page(MODERN_AMERICAN),
        national_page(BRITISH),
        national_page(URUGUAYAN),
        national_page(CUBAN),
        national_page(ITALIAN),
        national_page(ITALIAN_PARLETT, prose_slug=ITALIAN.slug),
    ]
