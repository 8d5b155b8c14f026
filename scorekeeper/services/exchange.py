"""The JSON game format, "meld-game/1": export a game, import one all or nothing.

The README describes the format. An export is the import document plus what
the engine computed; on import the computed keys are read past, so an export
imports again as the same game.
"""

import json
import unicodedata
from collections.abc import Mapping, Sequence, Set
from typing import Any

from django.template.defaultfilters import filesizeformat
from django.utils.translation import gettext as _
from django.utils.translation import gettext_noop

from rules.catalog import VARIANTS, get_variant, words_of
from rules.core import house
from rules.core.adjustments import ADJUSTMENTS
from rules.core.requirement import Requirement
from rules.core.rules import Rules, Variant
from rules.core.state import Tallied
from rules.core.words import grouped
from rules.templatetags.rulebook import SEPARATORS
from typedtext import clean_line, clean_text, folded, forbidden

from ..models import MAX_NAME, MAX_NAME_KEY, MAX_NOTES, Game
from .deals import scored_deals
from .errors import placed
from .games import SideSpec, create_game, starting_total_problem
from .history import NOBODY, Author
from .sheet import load_sheet

# A file's deal that is not one, and where an unknown key of a deal is: in the family's words (`Words.say`:
# Hand and Foot's deals are rounds).
NOT_A_DEAL = gettext_noop("Deal %(number)d must be an object with a list of “tallies”.")
IN_A_DEAL = gettext_noop("deal %(number)d")

FORMAT = "meld-game/1"
TOP_KEYS = {"format", "variant", "sides", "deals", "rules", "starting_totals", "paper_deals", "notes", "first_dealer"}
# Written by the export, read past by the import.
COMPUTED_TOP_KEYS = {"finished", "winner"}
COMPUTED_SIDE_KEYS = {"total", "next_meld_requirement"}
COMPUTED_TALLY_KEYS = {"score", "meld_requirement"}
MOST_PROBLEMS = 20
# Refused before parsing: a game of the most deals (rules.core.rules.MOST_DEALS) fits many times over.
MAX_FILE_BYTES = 1024 * 1024
# A game file nests 7 deep (the game, its deals, a deal, its tallies, a tally, its adjustments, one).
MOST_DEPTH = 10


class GameFileError(ValueError):
    """A game file that cannot be imported; `problems` says why, one line each, the first
    MOST_PROBLEMS of them (a file of a megabyte can hold a problem in every few bytes)."""

    def __init__(self, problems: Sequence[str]):
        self.problems = list(problems[:MOST_PROBLEMS])
        super().__init__("\n".join(self.problems))


def _written(requirement: Requirement | None) -> int | dict[str, int | str] | None:
    """A meld requirement as a game file writes it: null in a game without an initial meld."""
    return None if requirement is None else requirement.export()


def export_game(game: Game) -> dict[str, Any]:
    sheet = load_sheet(game)
    rules = sheet.rules
    deals = [
        {
            "tallies": [
                {
                    **tallied.entries,
                    "score": tallied.score,
                    "meld_requirement": _written(cell.requirement),
                    **figures,
                }
                for tallied, cell, figures in zip(
                    deal, row.cells, rules.deal_figures([tallied.entries for tallied in deal]), strict=True
                )
            ]
        }
        for deal, row in zip(sheet.deals, sheet.state.rows, strict=True)
    ]
    standing = rules.standing([side.starting_total for side in sheet.sides], sheet.deals, game.paper_deals)
    document: dict[str, Any] = {
        "format": FORMAT,
        "variant": game.variant,
        "sides": [
            {
                "name": side.name,
                "players": side.players,
                "total": total,
                "next_meld_requirement": _written(requirement),
                **figures,
            }
            for side, total, requirement, figures in zip(
                sheet.sides, sheet.state.totals, sheet.state.next_requirements, rules.side_figures(standing)
            )
        ],
    }
    if overrides := house.diff(sheet.preset, sheet.rules):
        document["rules"] = overrides
    if any(side.starting_total for side in sheet.sides):
        document["starting_totals"] = [side.starting_total for side in sheet.sides]
    if game.paper_deals:
        document["paper_deals"] = game.paper_deals
    if game.notes:
        document["notes"] = game.notes
    if game.first_dealer:
        document["first_dealer"] = game.first_dealer
    document["deals"] = deals
    document["finished"] = sheet.state.finished
    document["winner"] = sheet.state.winner
    return document


def export_json(game: Game) -> str:
    return json.dumps(export_game(game), ensure_ascii=False, indent=2) + "\n"


def too_big(size: int) -> str:
    """The message for a file of `size` bytes, over MAX_FILE_BYTES."""
    return _("A game file is at most %(most)s; this one is %(size)s.") % {
        "most": filesizeformat(MAX_FILE_BYTES),
        "size": filesizeformat(size),
    }


def _text_problem(text: str) -> str | None:
    """What no text of a game file holds (typedtext.forbidden): a control character such as NUL (which
    no name or note has, and PostgreSQL cannot store), or half of a UTF-16 surrogate pair, which
    JSON's \\u escapes can write and no database stores nor page encodes."""
    for character in text:
        if not forbidden(character):
            continue
        if unicodedata.category(character) == "Cc":
            return _("The file holds text with a control character (%(code)s), which no game file has.") % {
                "code": f"U+{ord(character):04X}"
            }
        return _("The file holds text with a broken character (half of a \\u pair), which no game file has.")
    return None


def _shape_problem(document: object) -> str | None:
    """What no game file holds: lists and objects nested deeper than MOST_DEPTH, or text no game file
    has (`_text_problem`). Walked without recursion."""
    stack: list[tuple[object, int]] = [(document, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, str) and (problem := _text_problem(value)):
            return problem
        if isinstance(value, dict | list):
            if depth > MOST_DEPTH:
                return _("The file nests lists and objects deeper than a game file does.")
            items = [*value.keys(), *value.values()] if isinstance(value, dict) else value
            stack.extend((item, depth + 1) for item in items)
    return None


def parse_json(text: str | bytes) -> object:
    """A game file's JSON, refused with a message when it is too big, not JSON, or no game file's shape."""
    size = len(text.encode() if isinstance(text, str) else text)
    if size > MAX_FILE_BYTES:
        raise GameFileError([too_big(size)])
    nested = _("The file nests lists and objects deeper than a game file does.")
    try:
        document = json.loads(text)
    except UnicodeDecodeError:
        raise GameFileError([_("The file is not text in UTF-8.")]) from None
    except json.JSONDecodeError as error:
        raise GameFileError(
            [
                _("The file is not valid JSON (line %(line)d, column %(column)d).")
                % {"line": error.lineno, "column": error.colno}
            ]
        ) from None
    except RecursionError:
        raise GameFileError([nested]) from None
    except ValueError:  # a number of more digits than Python converts (4,300)
        raise GameFileError([_("The file holds a number far too long to be a score.")]) from None
    if problem := _shape_problem(document):
        raise GameFileError([problem])
    return document


def _unknown(keys: Sequence[str], known: set[str], where: str) -> list[str]:
    return [_("Unknown key “%(key)s” in %(where)s.") % {"key": key, "where": where} for key in keys if key not in known]


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


class _Reader:
    """Reads a document into what `create_game` needs, collecting every problem."""

    first_dealer: int  # the file's, once read() has read it

    def __init__(self, document: object):
        self.problems: list[str] = []
        self.document = document

    def fail(self, message: str) -> None:
        self.problems.append(message)

    def read(self) -> tuple[Variant, list[SideSpec], dict[str, Any], str, list[list[Tallied]], int]:
        doc = self.document
        if not isinstance(doc, Mapping):
            raise GameFileError([_("A game file holds one JSON object.")])
        self.problems += _unknown(list(doc), TOP_KEYS | COMPUTED_TOP_KEYS, _("the game"))
        if doc.get("format") != FORMAT:
            self.fail(_("This is not a Meld game file: “format” must be “%(format)s”.") % {"format": FORMAT})
        slug = doc.get("variant")
        variant = get_variant(slug) if isinstance(slug, str) else None
        known = str(SEPARATORS["list"]).join(VARIANTS)
        if slug is None:
            self.fail(_("The file does not say which game it is (“variant”); Meld knows %(known)s.") % {"known": known})
        elif variant is None:
            self.fail(_("Unknown game “%(variant)s”; Meld knows %(known)s.") % {"variant": slug, "known": known})
        figures = variant.default.figure_keys if variant else frozenset()
        names, players = self.sides(doc.get("sides"), figures)
        overrides = doc.get("rules", {})
        if not isinstance(overrides, Mapping):
            self.fail(_("“rules” must be an object."))
        notes = doc.get("notes", "")
        if isinstance(notes, str):
            notes = clean_text(notes)
        else:
            self.fail(_("“notes” must be text."))
        if self.problems or variant is None or not isinstance(overrides, Mapping) or not isinstance(notes, str):
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
        if len(notes) > MAX_NOTES:
            self.fail(_("“notes” can be at most %(most)s characters long.") % {"most": grouped(MAX_NOTES)})
        starts = self.starting_totals(rules, doc.get("starting_totals", [0] * len(names)), len(names))
        paper = self.paper_deals(rules, doc.get("paper_deals", 0))
        self.first_dealer = self.dealer(rules, doc.get("first_dealer", 0))
        counted = self.counted(rules, variant, doc.get("deals", []), paper)
        deals = self.deals(rules, names, starts, counted, paper)
        if self.problems:
            raise GameFileError(self.problems)
        specs = [SideSpec(name, side_players, start) for name, side_players, start in zip(names, players, starts)]
        return variant, specs, house.diff(preset, rules), notes, deals, paper

    def dealer(self, rules: Rules, first: object) -> int:
        """The place round the table of who dealt the first deal: 0 up to one less than the players."""
        players = rules.seating.players
        if isinstance(first, int) and not isinstance(first, bool) and 0 <= first < players:
            return first
        self.fail(_("“first_dealer” must be a whole number from 0 to %(last)d.") % {"last": players - 1})
        return 0

    def paper_deals(self, rules: Rules, paper: object) -> int:
        """The deals played on paper (a game of a set number of deals): the file's deals come after them."""
        if not isinstance(paper, int) or isinstance(paper, bool) or paper < 0:
            self.fail(_("“paper_deals” must be a whole number from 0."))
            return 0
        if rules.deals is None and paper:
            self.fail(_("“paper_deals” is only for a game of a set number of deals."))
            return 0
        return paper

    def sides(self, sides: object, figures: Set[str]) -> tuple[list[str], list[list[str]]]:
        """The sides' names and players; `figures` are computed keys of the game's sides (chips), read past."""
        if not isinstance(sides, list) or len(sides) < 2 or not all(isinstance(side, Mapping) for side in sides):
            self.fail(_("“sides” must be a list of at least two sides, each an object with a name."))
            return [], [[]]
        names, players = [], []
        sizes: set[int] = set()  # the numbers of players of the sides whose players are names
        for number, side in enumerate(sides, start=1):
            where = _("side %(number)d") % {"number": number}
            self.problems += _unknown(list(side), {"name", "players"} | COMPUTED_SIDE_KEYS | figures, where)
            name, side_players = side.get("name"), side.get("players", [])
            if isinstance(name, str):
                name = clean_line(name)
            if isinstance(side_players, list):
                side_players = [clean_line(player) if isinstance(player, str) else player for player in side_players]
            if not isinstance(name, str) or not name or len(name) > MAX_NAME:
                self.fail(
                    _("The name of %(where)s must be text of 1 to %(most)d characters.")
                    % {"where": where, "most": MAX_NAME}
                )
            if (
                not isinstance(side_players, list)
                or not side_players
                or not all(
                    isinstance(player, str) and len(player) <= MAX_NAME and len(folded(player)) <= MAX_NAME_KEY
                    for player in side_players
                )
            ):
                self.fail(_("The players of %(where)s must be a list of names.") % {"where": where})
                side_players = [""]
            else:
                sizes.add(len(side_players))
            names.append(name if isinstance(name, str) else "")
            players.append(side_players)
        if len(sizes) > 1:
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

    def counted(self, rules: Rules, variant: Variant, deals: object, paper: int) -> object:
        """The deals, unless there are more than the game can have (with the deals played on paper
        before them): those are refused before any is scored."""
        if not isinstance(deals, list) or paper + len(deals) <= rules.most_deals:
            return deals
        most, count = rules.most_deals, paper + len(deals)
        if rules.deals is None:
            message = _("A game has at most %(most)s deals, but the file has %(count)s.")
        else:  # "4 deals" in the family's words (Hand and Foot's 4ラウンド)
            played = words_of(rules).deals_played % {"count": most, "deals": grouped(most)}
            message = _("%(game)s has only %(played)s, but the file has %(count)s.")
            self.fail(message % {"game": variant.name, "played": played, "count": grouped(count)})
            return []
        self.fail(message % {"most": grouped(most), "count": grouped(count)})
        return []

    def deals(
        self, rules: Rules, names: list[str], starts: list[int], deals: object, paper: int
    ) -> list[list[Tallied]]:
        """The deals checked and scored as the score pad would; every problem names its deal, side and field."""
        if not isinstance(deals, list):
            self.fail(_("“deals” must be a list."))
            return []
        labels = {field.key: field.label for field in rules.fields()} | {ADJUSTMENTS: _("Adjustments")}
        words = words_of(rules)
        numbers, entered = [], []
        for number, deal in enumerate(deals, start=1):
            tallies = deal.get("tallies") if isinstance(deal, Mapping) else None
            if not isinstance(tallies, list) or not all(isinstance(tally, Mapping) for tally in tallies):
                self.fail(words.say(NOT_A_DEAL) % {"number": number})
                continue
            self.problems += _unknown(list(deal), {"tallies"}, words.say(IN_A_DEAL) % {"number": number})
            numbers.append(number)
            computed = COMPUTED_TALLY_KEYS | rules.figure_keys
            entered.append(
                [rules.read_earlier({k: v for k, v in tally.items() if k not in computed}) for tally in tallies]
            )
        problems, scored, _standing = scored_deals(rules, starts, entered, paper)
        for index, problem in problems:
            self.fail(placed(words, numbers[index - 1], problem, names, labels))
        return scored


def read_game_file(
    document: object,
) -> tuple[Variant, list[SideSpec], dict[str, Any], str, list[list[Tallied]], int, int]:
    """A whole game file checked: its preset, sides, house rules, notes, scored deals, the deals played
    on paper before them and the place of the first dealer, as `create_game` takes them; GameFileError
    with every problem."""
    reader = _Reader(document)
    return (*reader.read(), reader.first_dealer)


def import_game(document: object, slug: str | None = None, owner: Author = NOBODY) -> Game:
    """Check the whole document, then create the game and its deals in one transaction.

    `slug` restores a game under its old link (manage.py import_games); a new one is made otherwise.
    """
    reader = _Reader(document)
    variant, specs, overrides, notes, deals, paper = reader.read()
    return create_game(
        variant.slug,
        specs,
        notes=notes,
        rules=overrides,
        deals=deals,
        paper_deals=paper,
        slug=slug,
        first_dealer=reader.first_dealer,
        owner=owner,
    )
