"""The JSON game format, "meld-game/1": export a game, import one all or nothing.

The README describes the format. An export is the import document plus what
the engine computed; on import the computed keys are read past, so an export
imports again as the same game.
"""

import json
from collections.abc import Mapping, Sequence

from django.db import transaction
from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from rules import adjust, house
from rules.catalog import VARIANTS, get_variant
from rules.game import Rules, Tallied, Variant, deal_limit

from .models import Game, Tally
from .play import (
    MAX_NAME,
    SideSpec,
    append_deals,
    create_game,
    load_sheet,
    preset_rules,
    starting_total_problem,
)

FORMAT = "meld-game/1"
TOP_KEYS = {"format", "variant", "sides", "deals", "rules", "starting_totals", "notes"}
# Written by the export, read past by the import.
COMPUTED_TOP_KEYS = {"finished", "winner"}
COMPUTED_SIDE_KEYS = {"total", "next_meld_requirement"}
COMPUTED_TALLY_KEYS = {"score", "meld_requirement"}
MOST_PROBLEMS = 20


class GameFileError(ValueError):
    """A game file that cannot be imported; `problems` says why, one line each."""

    def __init__(self, problems: Sequence[str]):
        super().__init__("\n".join(problems))
        self.problems = list(problems)


def export_game(game: Game) -> dict:
    sheet = load_sheet(game)
    rows = (
        Tally.objects.filter(deal__game=game)
        .order_by("deal__number", "side__order")
        .values_list("deal__number", "entries", "score")
    )
    deals: list[dict] = []
    for number, entries, score in rows:
        if len(deals) < number:
            deals.append({"tallies": []})
        side = len(deals[-1]["tallies"])
        requirement = sheet.state.rows[number - 1].requirements[side].export()
        deals[-1]["tallies"].append({**entries, "score": score, "meld_requirement": requirement})
    document = {
        "format": FORMAT,
        "variant": game.variant,
        "sides": [
            {"name": side.name, "players": side.players, "total": total, "next_meld_requirement": requirement.export()}
            for side, total, requirement in zip(sheet.sides, sheet.state.totals, sheet.state.next_requirements)
        ],
    }
    if overrides := house.diff(preset_rules(game, sheet.sides), sheet.rules):
        document["rules"] = overrides
    if any(side.starting_total for side in sheet.sides):
        document["starting_totals"] = [side.starting_total for side in sheet.sides]
    if game.notes:
        document["notes"] = game.notes
    document["deals"] = deals
    document["finished"] = sheet.state.finished
    document["winner"] = sheet.state.winner
    return document


def export_json(game: Game) -> str:
    return json.dumps(export_game(game), ensure_ascii=False, indent=2) + "\n"


def parse_json(text: str | bytes) -> object:
    try:
        return json.loads(text)
    except UnicodeDecodeError:
        raise GameFileError([_("The file is not text in UTF-8.")]) from None
    except json.JSONDecodeError as error:
        raise GameFileError(
            [
                _("The file is not valid JSON (line %(line)d, column %(column)d).")
                % {"line": error.lineno, "column": error.colno}
            ]
        ) from None


def _unknown(keys: Sequence[str], known: set[str], where: str) -> list[str]:
    return [_("Unknown key “%(key)s” in %(where)s.") % {"key": key, "where": where} for key in keys if key not in known]


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


class _Reader:
    """Reads a document into what `create_game` needs, collecting every problem."""

    def __init__(self, document: object):
        self.problems: list[str] = []
        self.document = document if isinstance(document, Mapping) else {}
        if not isinstance(document, Mapping):
            self.fail(_("A game file holds one JSON object."))

    def fail(self, message: str) -> None:
        self.problems.append(message)

    def read(self) -> tuple[Variant, list[SideSpec], dict, str, list]:
        doc = self.document
        if self.problems:
            raise GameFileError(self.problems)
        self.problems += _unknown(list(doc), TOP_KEYS | COMPUTED_TOP_KEYS, _("the game"))
        if doc.get("format") != FORMAT:
            self.fail(_("This is not a Meld game file: “format” must be “%(format)s”.") % {"format": FORMAT})
        slug = doc.get("variant")
        variant = get_variant(slug) if isinstance(slug, str) else None
        if variant is None:
            self.fail(
                _("Unknown game “%(variant)s”; Meld knows %(known)s.") % {"variant": slug, "known": ", ".join(VARIANTS)}
            )
        names, players = self.sides(doc.get("sides"))
        overrides = doc.get("rules", {})
        if not isinstance(overrides, Mapping):
            self.fail(_("“rules” must be an object."))
        notes = doc.get("notes", "")
        if not isinstance(notes, str):
            self.fail(_("“notes” must be text."))
        if self.problems:
            raise GameFileError(self.problems)
        rules = variant.rules_for(len(names), len(players[0]))
        if rules is None:
            seatings = "; ".join(seating.describe() for seating in variant.seatings())
            raise GameFileError(
                [_("%(game)s is played as: %(seatings)s.") % {"game": variant.name, "seatings": seatings}]
            )
        if "target" in overrides and rules.target is None:
            message = _("%(game)s is played for a set number of deals: it has no target.") % {"game": variant.name}
            raise GameFileError([message])
        preset = rules
        try:
            rules = house.apply(preset, overrides)
        except house.HouseRulesError as error:
            raise GameFileError(
                [_("House rules: %(problem)s") % {"problem": p.message} for p in error.problems]
            ) from None
        starts = self.starting_totals(rules, doc.get("starting_totals", [0] * len(names)), len(names))
        deals = self.deals(rules, names, starts, doc.get("deals", []))
        most = deal_limit(rules)
        if most is not None and len(deals) > most:
            message = ngettext(
                "%(game)s has only %(most)d deal, but the file has %(count)d.",
                "%(game)s has only %(most)d deals, but the file has %(count)d.",
                most,
            )
            self.fail(message % {"game": variant.name, "most": most, "count": len(deals)})
        if self.problems:
            raise GameFileError(self.problems[:MOST_PROBLEMS])
        specs = [SideSpec(name, side_players, start) for name, side_players, start in zip(names, players, starts)]
        return variant, specs, house.diff(preset, rules), notes, deals

    def sides(self, sides: object) -> tuple[list[str], list[list[str]]]:
        if not isinstance(sides, list) or len(sides) < 2 or not all(isinstance(side, Mapping) for side in sides):
            self.fail(_("“sides” must be a list of at least two sides, each an object with a name."))
            return [], [[]]
        names, players = [], []
        for number, side in enumerate(sides, start=1):
            where = _("side %(number)d") % {"number": number}
            self.problems += _unknown(list(side), {"name", "players"} | COMPUTED_SIDE_KEYS, where)
            name, side_players = side.get("name"), side.get("players", [])
            if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME:
                self.fail(
                    _("The name of %(where)s must be text of 1 to %(most)d characters.")
                    % {"where": where, "most": MAX_NAME}
                )
            if (
                not isinstance(side_players, list)
                or not side_players
                or not all(isinstance(player, str) and len(player) <= MAX_NAME for player in side_players)
            ):
                self.fail(_("The players of %(where)s must be a list of names.") % {"where": where})
                side_players = [""]
            names.append(name.strip() if isinstance(name, str) else "")
            players.append(side_players)
        if len({len(side_players) for side_players in players}) > 1:
            self.fail(_("Every side must have the same number of players."))
        return names, players

    def starting_totals(self, rules: Rules, totals: object, sides: int) -> list[int]:
        if not isinstance(totals, list) or len(totals) != sides or not all(_is_int(total) for total in totals):
            self.fail(_("“starting_totals” must be a list of whole numbers, one for each side."))
            return [0] * sides
        for number, total in enumerate(totals, start=1):
            if problem := starting_total_problem(rules, total):
                self.fail(_("Starting total of side %(number)d: %(problem)s") % {"number": number, "problem": problem})
        return totals

    def deals(self, rules: Rules, names: list[str], starts: list[int], deals: object) -> list[list[dict]]:
        if not isinstance(deals, list):
            self.fail(_("“deals” must be a list."))
            return []
        labels = {field.key: field.label for field in rules.fields()} | {adjust.ADJUSTMENTS: _("Adjustments")}
        read, earlier = [], []
        for number, deal in enumerate(deals, start=1):
            where = _("deal %(number)d") % {"number": number}
            tallies = deal.get("tallies") if isinstance(deal, Mapping) else None
            if not isinstance(tallies, list) or not all(isinstance(tally, Mapping) for tally in tallies):
                self.fail(_("Deal %(number)d must be an object with a list of “tallies”.") % {"number": number})
                continue
            self.problems += _unknown(list(deal), {"tallies"}, where)
            entered = [{k: v for k, v in tally.items() if k not in COMPUTED_TALLY_KEYS} for tally in tallies]
            problems = adjust.check_in_game(rules, starts, earlier, entered)
            for problem in problems:
                self.fail(self.describe(number, names, labels, problem))
            read.append(entered)
            if not problems and len(earlier) == number - 1:
                entries = [adjust.complete(rules, tally) for tally in entered]
                scores = adjust.score_deal(rules, entries)
                earlier.append([Tallied(e, score.total) for e, score in zip(entries, scores)])
        return read

    @staticmethod
    def describe(number: int, names: list[str], labels: Mapping, problem) -> str:
        place = _("Deal %(number)d") % {"number": number}
        # The joins are messages too: Japanese writes them with its own punctuation.
        if problem.side is not None:
            place = _("%(place)s, %(side)s") % {"place": place, "side": names[problem.side]}
        if problem.field:
            field = f"{labels[problem.field]} ({problem.field})"
            place = _("%(place)s, %(field)s") % {"place": place, "field": field}
        return _("%(place)s: %(problem)s") % {"place": place, "problem": problem.message}


def import_game(document: object) -> Game:
    """Check the whole document, then create the game and its deals in one transaction."""
    variant, specs, overrides, notes, deals = _Reader(document).read()
    with transaction.atomic():
        game = create_game(variant.slug, specs, notes=notes, rules=overrides)
        append_deals(game, deals)
    game.refresh_from_db()
    return game
