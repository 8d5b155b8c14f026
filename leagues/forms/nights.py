"""Opening a club night (who is present, how many rounds, how long), and the changes during it."""

from functools import cache
from typing import Any, cast
from zoneinfo import available_timezones

from django import forms
from django.contrib.auth import get_user_model
from django.db.models import QuerySet
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from rules.core.rules import Rules
from scorekeeper.models import MAX_NAME, MAX_NAME_KEY
from typedtext.fields import RowChoiceField, RowsChoiceField, WholeNumberField

from ..limits import LONGEST_ROUND, MOST_AT_A_NIGHT, MOST_NEW_NAMES, MOST_ORGANISERS, MOST_ROUNDS, SHORTEST_ROUND
from ..models import TIME_RULE_TEXTS, League, Player, TimeRule
from ..services.movement import tables_said
from ..services.nights import night_format, too_many_players
from ..services.players import clean_name, name_key


@cache
def available_zones() -> frozenset[str]:
    return frozenset(available_timezones())


def new_names(text: str) -> list[str]:
    """One name a line, blank lines dropped. At most MOST_NEW_NAMES, counted before any is cleaned."""
    lines = [line for line in text.splitlines() if line.strip()]
    if len(lines) > MOST_NEW_NAMES:
        raise forms.ValidationError(
            _("At most %(count)d new names at once: add the others later, as late arrivals.")
            % {"count": MOST_NEW_NAMES},
            code="too_many",
        )
    return [clean_name(line) for line in lines]


# Django's own words for a number out of range ("Ensure this value is greater than or equal to 1."), as a
# person would say them: 「1以上の数を入力してください。」
NUMBER_MESSAGES = {
    "min_value": _("Enter a number of %(limit_value)s or more."),
    "max_value": _("Enter a number of %(limit_value)s or less."),
}


class NewNamesField(forms.CharField):
    def __init__(self, **kwargs: Any):
        super().__init__(
            required=False,
            widget=forms.Textarea(attrs={"rows": 2, "autocomplete": "off"}),
            **kwargs,
        )

    def clean(self, value: Any) -> list[str]:
        names = new_names(super().clean(value) or "")
        if any(len(name) > MAX_NAME for name in names):
            raise forms.ValidationError(_("A name has at most %(count)d characters.") % {"count": MAX_NAME})
        if any(len(name_key(name)) > MAX_NAME_KEY for name in names):  # "ﷺ" is 18 letters spelled out
            raise forms.ValidationError(
                _("This name is too long once its letters are written out in full (at most %(most)d letters).")
                % {"most": MAX_NAME_KEY}
            )
        return names


class NightForm(forms.Form):
    date = forms.DateField(label=_("Date"), widget=forms.DateInput(attrs={"type": "date"}))
    seating = forms.ChoiceField(label=_("Tables"))
    players = RowsChoiceField(
        label=_("Players present"),
        queryset=Player.objects.none(),
        required=False,
        widget=forms.CheckboxSelectMultiple,
        most=MOST_AT_A_NIGHT,
    )
    new_players = NewNamesField(
        label=_("New players and guests"), help_text=_("One name a line: each becomes a player of the league.")
    )
    rounds = WholeNumberField(
        label=_("Rounds"), min_value=1, max_value=MOST_ROUNDS, initial=4, error_messages=NUMBER_MESSAGES
    )
    minutes = WholeNumberField(
        label=_("Minutes a round"),
        min_value=SHORTEST_ROUND,
        max_value=LONGEST_ROUND,
        error_messages=NUMBER_MESSAGES,
        required=False,
        help_text=_("Empty: rounds are not timed."),
    )

    def __init__(self, *args: Any, players: QuerySet[Player], tables: list[Rules], **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.tables = {rules.seating.key: rules for rules in tables}
        self.fields["players"].queryset = players  # type: ignore[attr-defined]
        choices = [(key, rules.seating.describe()) for key, rules in self.tables.items()]
        self.fields["seating"].choices = choices  # type: ignore[attr-defined]
        self.fields["date"].initial = timezone.localdate()

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        if self.has_error("players") or self.has_error("new_players"):
            return data  # their own message says what is wrong; the count would be wrong too
        seating = data.get("seating", "")
        present = len(data.get("players") or []) + len(data.get("new_players") or [])
        if present > MOST_AT_A_NIGHT:
            raise forms.ValidationError(too_many_players())
        if seating in self.tables:
            least = night_format(seating, list(self.tables.values())).least
            if present < least:
                raise forms.ValidationError(
                    _("A table seats %(count)d players: tick at least that many.") % {"count": least}
                )
        return data

    def tables_said(self) -> str:
        """How the players ticked so far sit (their tables, and how many sit out each round), before the night is
        drawn; read from the form as it was sent, valid or not."""
        if not self.is_bound:
            return ""
        seating = self.data.get("seating") or next(iter(self.tables), "")
        if seating not in self.tables:
            return ""
        ticked = len(self.data.getlist("players")) if hasattr(self.data, "getlist") else 0
        try:
            names = new_names(str(self.data.get("new_players", "")))
        except forms.ValidationError:  # too many: the field's own message says so
            return ""
        return tables_said(night_format(seating, list(self.tables.values())), ticked + len(names))


class ArrivalForm(forms.Form):
    players = RowsChoiceField(
        label=_("Arriving"),
        queryset=Player.objects.none(),
        required=False,
        widget=forms.CheckboxSelectMultiple,
        most=MOST_AT_A_NIGHT,
    )
    new_players = NewNamesField(label=_("New players and guests"), help_text=_("One name a line."))

    def __init__(self, *args: Any, players: QuerySet[Player], **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.fields["players"].queryset = players  # type: ignore[attr-defined]

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        if not data.get("players") and not data.get("new_players"):
            raise forms.ValidationError(_("Tick a player or write a name."))
        if len(data.get("players") or []) + len(data.get("new_players") or []) > MOST_AT_A_NIGHT:
            raise forms.ValidationError(too_many_players())
        return data


class PlayerForm(forms.Form):
    """One player of the night (who leaves)."""

    player = RowChoiceField(label=_("Player"), queryset=Player.objects.none())

    def __init__(self, *args: Any, players: QuerySet[Player], **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.fields["player"].queryset = players  # type: ignore[attr-defined]


class SwapForm(forms.Form):
    round = WholeNumberField(label=_("Round"), min_value=1, max_value=MOST_ROUNDS)
    first = RowChoiceField(label=_("Swap"), queryset=Player.objects.none())
    second = RowChoiceField(label=_("with"), queryset=Player.objects.none())

    def __init__(self, *args: Any, players: QuerySet[Player], **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.fields["first"].queryset = players  # type: ignore[attr-defined]
        self.fields["second"].queryset = players  # type: ignore[attr-defined]


class OrganisersForm(forms.Form):
    organisers = RowsChoiceField(
        label=_("Organisers"),
        queryset=get_user_model().objects.none(),
        required=False,
        widget=forms.CheckboxSelectMultiple,
        most=MOST_ORGANISERS,
    )

    def __init__(self, *args: Any, members: QuerySet[Any], **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.fields["organisers"].queryset = members  # type: ignore[attr-defined]


class NightRulesForm(forms.Form):
    """The league's rules for its club nights: confirmation, and what the end of a timed round does."""

    confirm = forms.BooleanField(
        label=_("A player of another side confirms each finished game"),
        required=False,
        help_text=_(
            "At a club night a finished game counts once a player of another side, or the organiser, confirms it."
        ),
    )
    time_rule = forms.ChoiceField(
        label=_("When a timed round ends, a game still running"), choices=TimeRule.choices, widget=forms.RadioSelect
    )

    def __init__(self, *args: Any, league: League | None = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        if league is not None:  # each choice in the words of the league's game family
            choices = [(rule, league.words.say(TIME_RULE_TEXTS[rule])) for rule in TimeRule.values]
            cast(forms.ChoiceField, self.fields["time_rule"]).choices = choices


class TimeZoneForm(forms.Form):
    """Where the club meets: the end of a timed round is written in its time where a phone's own cannot be used."""

    time_zone = forms.CharField(
        label=_("Time zone"),
        max_length=64,
        required=False,
        help_text=_(
            "Its name in the time zone database, as in the box; empty, the server’s. "
            "Phones show a round’s end in their own."
        ),
        widget=forms.TextInput(
            attrs={
                "autocomplete": "off",
                "spellcheck": "false",
                "autocapitalize": "off",
                "placeholder": "Europe/London",
            }
        ),
    )

    def clean_time_zone(self) -> str:
        zone = str(self.cleaned_data["time_zone"]).strip()
        if zone and zone not in available_zones():
            raise forms.ValidationError(_("No such time zone: write it as Europe/London or Asia/Tokyo."))
        return zone
