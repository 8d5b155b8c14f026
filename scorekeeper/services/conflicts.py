"""What a person is told when a write is refused because the game changed since its form was opened.

The deal form comes back with what was typed and a `Conflict`: what happened,
what changed meanwhile (who, when), what to do, and, where there is a deal to
compare with, its stored values beside the typed ones.
"""

from collections.abc import Sequence
from dataclasses import dataclass, field

from django.utils.translation import gettext as _
from django.utils.translation import gettext_noop

from rules.catalog import words_of
from rules.core.deal import check_deal, score_deal
from rules.core.family import Words
from rules.core.rules import Rules

from ..models import Authored, Deal, DealChange, Side
from .deals import Opened, Tallies
from .errors import DealAlreadyEntered, DealCorrected, DealGone, GameChanged, GameOver, Meanwhile, closed_message
from .history import Author, Difference, described, differences, when, who


@dataclass(frozen=True)
class Conflict:
    """Why the form came back unsaved: a headline, what changed meanwhile (one sentence each), what to
    do, and the stored values (`stored` heads their column) beside the typed ones."""

    headline: str
    changes: list[str] = field(default_factory=list)
    advice: list[str] = field(default_factory=list)
    stored: str = ""
    compared: list[Difference] = field(default_factory=list)
    scores: list[tuple[str, int | None, int | None]] = field(default_factory=list)  # side, stored, typed
    # The deal the typed entries stay a draft of (static/js/deal.js), when it is not the one the form now
    # offers: another phone entered it, so the draft goes once the sheet shows it, never comes back as the next.
    draft_for: int | None = None
    # Another phone saved the deal this form was for, with other entries (a lost race): the form's primary action
    # corrects that deal with the typed entries (its number, id and version), and saving them as the next deal
    # is a second button that says so (`another`), so one tap never saves the same deal twice.
    correct: Opened | None = None
    another: str = ""


def _changes(meanwhile: Meanwhile, viewer: Author, words: Words) -> list[str]:
    """Every change since the form was opened, in the order they were made."""
    rows: list[tuple[int, Deal | DealChange]] = [(deal.entered_version, deal) for deal in meanwhile.entered]
    rows += [(change.version, change) for change in meanwhile.changes]
    return [described(row, viewer, words) for _version, row in sorted(rows, key=lambda pair: pair[0])]


def _typed_scores(rules: Rules, typed: Tallies) -> list[int | None]:
    """The score of each side for what was typed, when the deal holds together on its own."""
    if check_deal(rules, typed):
        return [None] * len(typed)
    return [score.total for score in score_deal(rules, typed)]


def _beside(
    headline: str,
    changes: list[str],
    advice: list[str],
    stored: str,
    compare: "Compare",
    draft_for: int | None = None,
    correct: Opened | None = None,
    another: str = "",
) -> Conflict:
    """A conflict with a stored deal's values beside the typed ones: the fields that differ, both scores."""
    rules, sides, deal, typed = compare
    scores = list(zip((side.name for side in sides), deal.scores, _typed_scores(rules, typed), strict=True))
    compared = differences(rules, sides, deal.entries, typed)
    return Conflict(headline, changes, advice, stored, compared, scores, draft_for, correct, another)


Compare = tuple[Rules, Sequence[Side], Deal, Tallies]


def unknown_form() -> Conflict:
    """A form that did not carry the state it was opened on (a garbage or missing number)."""
    return Conflict(
        _("This form did not say which deal it was opened for, so nothing was saved."),
        advice=[_("Your entries are kept below: check them and save again.")],
    )


def game_changed(
    error: GameChanged,
    opened: Opened,
    rules: Rules,
    sides: Sequence[Side],
    typed: Tallies,
    viewer: Author,
    version: int | None = None,
) -> Conflict:
    """A new deal refused because deals were entered, deleted or put back since its form was opened.

    Where another phone entered this very deal (other entries: the same ones are `already_saved`), the form's
    primary action corrects it with the typed entries, on the game as it is now (`version`)."""
    words = words_of(rules)
    same = next((deal for deal in error.meanwhile.entered if deal.number == opened.number), None)
    if same is None:
        return Conflict(
            _("The game changed while you were entering this deal."),
            _changes(error.meanwhile, viewer, words),
            [
                _("Nothing was saved: your entries are kept below."),
                words.say(gettext_noop("This is now deal %(number)d: check them and save again."))
                % {"number": error.number},
            ],
        )
    numbers = {"number": same.number, "next": error.number}
    others = Meanwhile([deal for deal in error.meanwhile.entered if deal != same], error.meanwhile.changes)
    return _beside(
        words.say(gettext_noop("Someone just entered deal %(number)d.")) % numbers,
        _changes(others, viewer, words),  # the headline says the one that matters
        [
            words.say(
                gettext_noop("Nothing was saved: your entries are kept below, beside deal %(number)d as it was saved.")
            )
            % numbers,
            words.say(
                gettext_noop(
                    "If it is the same deal, correct deal %(number)d with your entries, or go back to the score "
                    "sheet to keep it as saved; if yours is another deal, save it as deal %(next)d."
                )
            )
            % numbers,
        ],
        words.say(gettext_noop("Deal %(number)d as saved")) % numbers,
        (rules, sides, same, typed),
        draft_for=same.number,
        correct=Opened(same.number, version, same.pk, same.version) if version is not None else None,
        another=words.say(gettext_noop("No, it is another deal: save it as deal %(next)d")) % numbers,
    )


def game_over(error: GameOver, reason: str, viewer: Author, words: Words) -> Conflict:
    """A new deal refused because the game has ended (perhaps meanwhile, on another phone)."""
    changes = _changes(error.meanwhile, viewer, words)
    headline = _("The game ended while you were entering this deal.") if changes else _("The game is over.")
    return Conflict(headline, changes, [reason, _("Nothing was saved: your entries are kept below.")])


def game_closed(reason: str = "") -> Conflict:
    """A deal refused because the game is closed to writes (perhaps meanwhile), or to this one (`reason`)."""
    return Conflict(closed_message(reason), advice=[_("Nothing was saved: your entries are kept below.")])


def correction_refused(
    error: DealCorrected, rules: Rules, sides: Sequence[Side], typed: Tallies, viewer: Author
) -> Conflict:
    """A correction refused because another correction of the same deal came first."""
    words = words_of(rules)
    values: dict[str, object] = {"number": error.deal.number}
    if error.corrections:
        last = error.corrections[-1]
        values |= {"who": who(last, viewer), "when": when(last.at)}
        headline = (
            words.say(gettext_noop("Deal %(number)d was corrected by %(who)s (%(when)s) while you were correcting it."))
            % values
        )
    else:
        headline = words.say(gettext_noop("Deal %(number)d was corrected while you were correcting it.")) % values
    return _beside(
        headline,
        [described(change, viewer, words) for change in error.corrections] if len(error.corrections) > 1 else [],
        [
            _(
                "Nothing was saved. Its values now and yours are side by side below: save again to keep yours, "
                "or go back to the score sheet to keep its values."
            )
        ],
        _("Saved now"),
        (rules, sides, error.deal, typed),
    )


def correction_gone(error: DealGone, number: int, viewer: Author, words: Words) -> Conflict:
    """A correction refused because its deal was deleted meanwhile."""
    deleted = error.deleted
    if deleted is None:
        headline = words.say(gettext_noop("Deal %(number)d was deleted while you were correcting it.")) % {
            "number": number
        }
    else:
        values = {"number": deleted.number, "who": who(deleted, viewer), "when": when(deleted.at)}
        headline = (
            words.say(gettext_noop("Deal %(number)d was deleted by %(who)s (%(when)s) while you were correcting it."))
            % values
        )
    return Conflict(
        headline,
        advice=[
            _(
                "Nothing was saved: your entries are kept below. If the deal is put back (Undo on the phone that "
                "deleted it), you can save them again."
            )
        ],
    )


def delete_refused(error: DealCorrected, viewer: Author, words: Words) -> str:
    """Why a delete was not done: the deal was corrected since its confirmation was shown."""
    if not error.corrections:
        return words.say(gettext_noop("Deal %(number)d was corrected meanwhile: here it is now. Delete it still?")) % {
            "number": error.deal.number
        }
    last = error.corrections[-1]
    values = {"number": error.deal.number, "who": who(last, viewer), "when": when(last.at)}
    return (
        words.say(gettext_noop("Deal %(number)d was corrected by %(who)s (%(when)s): here it is now. Delete it still?"))
        % values
    )


def is_by(row: Authored, viewer: Author) -> bool:
    """Whether `viewer` made this row (the same user, or the same browser)."""
    if row.user_id is not None:
        return row.user_id == viewer.user
    return bool(row.browser) and row.browser == viewer.browser


def already_saved(error: DealAlreadyEntered, viewer: Author, words: Words) -> str:
    """A second tap on Save (or another phone entering the same deal): nothing more was saved."""
    deal = error.deal
    if is_by(deal, viewer):
        return str(words.saved) % {"number": deal.number}
    values = {"number": deal.number, "who": who(deal, viewer)}
    return words.say(gettext_noop("Deal %(number)d had already been saved with the same entries by %(who)s.")) % values
