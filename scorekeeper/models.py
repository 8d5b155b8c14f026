"""What Meld stores: games, their sides, and deals with what each side entered.

A deal keeps each side's entries as they typed them and the score the rules
engine computed from them; a game keeps where it stands after its last deal
(the engine's standing) and a version that every write moves on, so saving
one more deal never replays them all and two phones never overwrite each
other. Every deal also keeps a version of its own (moved on by each
correction) and who entered it; corrections, deletes and undos are kept as
`DealChange` rows, the deal's history. Only `scorekeeper.services` writes
deals, standings and changes. A game played for something else (a league)
may have its rules fixed, or be closed to every write, by that something.
"""

import secrets
from collections.abc import Sequence

from django.conf import settings
from django.db import models
from django.db.models.functions import Length
from django.db.models.lookups import LessThanOrEqual
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from rules.catalog import DEFAULT_VARIANT, VARIANTS
from rules.core.state import Tallied
from rules.core.words import Text
from typedtext.columns import TypedCharField, TypedTextField

MAX_NAME = 60  # a side's, a player's or saved house rules' name
# A player's name written out in full, as names are matched (typedtext.folded: "ß" is "ss", "ﬃ" is "ffi",
# "İ" is "i" and a dot): a league player's key. Four times a name's letters, room for any real name.
MAX_NAME_KEY = 4 * MAX_NAME
MAX_NOTES = 2000  # a game's notes: a few lines, never a file (every sheet shows them)


def new_slug() -> str:
    """An unguessable link: 96 random bits, never starting with "-" (which a command line takes for an option)."""
    while (slug := secrets.token_urlsafe(12)).startswith("-"):
        pass
    return slug


def variant_choices() -> list[tuple[str, Text]]:
    return [(variant.slug, variant.name) for variant in VARIANTS.values()]


class Game(models.Model):
    # `slug` is the edit link (/g/SLUG/, every game's only link before view links); `view_slug` the
    # read-only one (/v/SLUG/). Each is replaced by a new one to revoke it.
    slug = models.SlugField(_("edit link"), max_length=24, unique=True, default=new_slug, editable=False)
    view_slug = models.SlugField(_("view link"), max_length=24, unique=True, default=new_slug, editable=False)
    # The owner: the account that made the game, else the browser (its id in the session). A game
    # with neither (made before owners were kept) is owned by whoever has its edit link.
    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        db_index=False,
        related_name="+",
        verbose_name=_("owner"),
    )
    owner_browser = models.CharField(
        _("owner's browser"),
        max_length=24,
        blank=True,
        editable=False,
        help_text=_("The id the browser that made the game keeps in its session."),
    )
    variant = models.CharField(_("game"), max_length=40, choices=variant_choices, default=DEFAULT_VARIANT)
    rules = models.JSONField(
        _("house rules"),
        default=dict,
        blank=True,
        help_text=_("Only the rules and switches that differ from the preset, by key (docs/house-rules.md)."),
    )
    created = models.DateTimeField(_("started"), auto_now_add=True)
    updated = models.DateTimeField(_("last change"), auto_now=True, db_index=True)
    finished = models.BooleanField(_("finished"), default=False)
    notes = TypedTextField(_("notes"), blank=True, max_length=MAX_NOTES)
    seating = models.CharField(
        _("seating"), max_length=8, editable=False, help_text=_("Sides and players on each: 2x2 is two sides of two.")
    )
    standing = models.JSONField(
        _("standing"),
        null=True,
        blank=True,
        editable=False,
        help_text=_("Where the game stands after its last deal, as the rules engine left it."),
    )
    paper_deals = models.PositiveSmallIntegerField(
        _("deals played on paper"),
        default=0,
        help_text=_("In a game of a set number of deals begun on paper: how many were played there."),
    )
    version = models.PositiveIntegerField(
        _("version"), default=0, editable=False, help_text=_("Moves on with every change to the game or its deals.")
    )
    # Set by whatever the game is played for (a league: the score pad knows none), never by the pad's own pages.
    rules_fixed = models.BooleanField(
        _("rules fixed"),
        default=False,
        help_text=_("Its house rules and target are fixed (a league's): shown, never changed."),
    )
    closed = models.BooleanField(
        _("closed"),
        default=False,
        help_text=_("Nothing in it changes (a league's closed season) until it is opened again."),
    )
    first_dealer = models.PositiveSmallIntegerField(
        _("first dealer"),
        default=0,
        help_text=_(
            "The place round the table of who deals the first deal (rules.core.seating.Seating.seat): "
            "0 is the first player of the first side."
        ),
    )

    class Meta:
        ordering = ["-updated"]
        constraints = [
            models.CheckConstraint(condition=LessThanOrEqual(Length("notes"), MAX_NOTES), name="game_notes_length")
        ]
        verbose_name = _("game")
        verbose_name_plural = _("games")

    def __str__(self) -> str:
        return f"{self.get_variant_display()} {self.slug}"

    def get_absolute_url(self) -> str:
        return reverse("sheet", args=[self.slug])

    def get_view_url(self) -> str:
        return reverse("view_sheet", args=[self.view_slug])

    @property
    def target(self) -> int | None:
        """The game's own target, when its house rules change the preset's."""
        target = self.rules.get("target")
        return target if isinstance(target, int) else None


class HouseRules(models.Model):
    """House rules saved under a name, for a group to pick again for its next game."""

    slug = models.SlugField(_("link"), max_length=24, unique=True, default=new_slug, editable=False)
    name = TypedCharField(_("name"), max_length=MAX_NAME)
    variant = models.CharField(_("game"), max_length=40, choices=variant_choices, default=DEFAULT_VARIANT)
    overrides = models.JSONField(_("house rules"), default=dict, help_text=_("Only what differs from the preset."))
    created = models.DateTimeField(_("saved"), auto_now_add=True)

    class Meta:
        ordering = ["-created"]
        verbose_name = _("saved house rules")
        verbose_name_plural = _("saved house rules")

    def __str__(self) -> str:
        return self.name


class Access(models.TextChoices):
    """How whoever made a change was let in. Today anyone with a game's link may change it; the
    owner and edit-link holders add their own values here, and the history can name them."""

    LINK = "link", _("the game's link")


class Authored(models.Model):
    """Who made a row: the logged-in user when there is one, else the browser (an id kept in its
    session, so a history can say "this phone" or "another phone"), and how it was let in."""

    # No index: nothing looks rows up by their author, and every saved deal would pay for one.
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        on_delete=models.SET_NULL,
        null=True,
        blank=True,
        db_index=False,
        related_name="+",
        verbose_name=_("user"),
    )
    browser = models.CharField(
        _("browser"),
        max_length=24,
        blank=True,
        help_text=_("The id the browser keeps in its session; empty if unknown."),
    )
    access = models.CharField(_("access"), max_length=16, choices=Access.choices, default=Access.LINK)

    class Meta:
        abstract = True


class Side(models.Model):
    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="sides")
    order = models.PositiveSmallIntegerField(_("order"))
    name = TypedCharField(_("name"), max_length=MAX_NAME)
    players = models.JSONField(_("players"), default=list, help_text=_("The players' names; empty for unnamed."))
    starting_total = models.IntegerField(
        _("starting total"), default=0, help_text=_("The total carried over from a game begun on paper.")
    )

    class Meta:
        ordering = ["order"]
        constraints = [models.UniqueConstraint(fields=["game", "order"], name="side_order_unique")]
        verbose_name = _("side")
        verbose_name_plural = _("sides")

    def __str__(self) -> str:
        return self.name

    @property
    def named_players(self) -> list[str]:
        return [name for name in self.players if name]


class Deal(Authored):
    """One deal: what each side entered, and the score the engine gave it, in the order of the sides;
    who entered it (`Authored`), when, and at which version of the game."""

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="deals")
    # Not a PositiveIntegerField: renumbering passes through negative numbers.
    number = models.IntegerField(_("deal"))
    entries = models.JSONField(_("entries"), default=list, help_text=_("What each side entered, side by side."))
    scores = models.JSONField(_("scores"), default=list, help_text=_("Each side's score, from the rules engine."))
    created = models.DateTimeField(_("entered"), default=timezone.now)
    # Where the game stood after this deal: a sheet showing its latest deals starts from the one
    # before them instead of replaying the game. Kept exact by every write (services/running.py).
    standing = models.JSONField(_("standing after it"), null=True, blank=True, editable=False)
    version = models.PositiveIntegerField(
        _("version"), default=1, help_text=_("Moves on with every correction of this deal.")
    )
    entered_version = models.PositiveIntegerField(
        _("entered at version"),
        default=0,
        help_text=_("The game's version that entering this deal made: the deals entered since a form was opened."),
    )

    class Meta:
        ordering = ["number"]
        constraints = [models.UniqueConstraint(fields=["game", "number"], name="deal_number_unique")]
        verbose_name = _("deal")
        verbose_name_plural = _("deals")

    def __str__(self) -> str:
        return str(_("Deal %(number)d") % {"number": self.number})

    def tallied(self) -> list[Tallied]:
        return [Tallied(entries, score) for entries, score in zip(self.entries, self.scores, strict=True)]

    def store(self, tallied: Sequence[Tallied]) -> "Deal":
        """Keep complete, checked entries and the scores the engine gave them."""
        self.entries = [dict(side.entries) for side in tallied]
        self.scores = [side.score for side in tallied]
        return self


class Login(models.Model):
    """A signed-in session (staff in the admin), kept on the server.

    Sessions travel in a signed, encrypted cookie (scorekeeper/sessions.py);
    a signed-in one also names its row here, and logging out deletes the row,
    so a copy of the cookie opens nothing afterwards.
    """

    key = models.CharField(max_length=64, unique=True, editable=False)
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="logins")
    created = models.DateTimeField(_("signed in"), auto_now_add=True, db_index=True)

    class Meta:
        verbose_name = _("login")
        verbose_name_plural = _("logins")

    def __str__(self) -> str:
        return f"{self.user} {self.created:%Y-%m-%d %H:%M}"


class FailedLogin(models.Model):
    """A wrong password, kept a while to slow down guessing (scorekeeper/services/logins.py)."""

    username = models.CharField(_("username"), max_length=150, db_index=True)
    address = models.CharField(_("address"), max_length=45, db_index=True)
    at = models.DateTimeField(_("at"), default=timezone.now, db_index=True)

    class Meta:
        verbose_name = _("failed login")
        verbose_name_plural = _("failed logins")

    def __str__(self) -> str:
        return f"{self.username} {self.address} {self.at:%Y-%m-%d %H:%M}"


class KnownAddress(models.Model):
    """An address an account has signed in from (its user name as failures count it), kept a while: the limit
    on an account's failed logins from everywhere still lets it sign in from here (services/logins.py)."""

    username = models.CharField(_("username"), max_length=150)
    address = models.CharField(_("address"), max_length=45)
    last = models.DateTimeField(_("last signed in"), default=timezone.now, db_index=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["username", "address"], name="known_address_unique")]
        verbose_name = _("known address")
        verbose_name_plural = _("known addresses")

    def __str__(self) -> str:
        return f"{self.username} {self.address}"


class DealChange(Authored):
    """A correction, a delete or an undo of a deal: the deal's history, and what changed in a game
    since a form was opened (the game's version each change made). Entering a deal is kept on the
    deal itself (who, when, `entered_version`), so that saving one writes no second row.

    `deal` keeps the id of a deleted deal (no database constraint): an undo puts the deal back
    under the same id, and its history with it.
    """

    class Kind(models.TextChoices):
        CORRECTED = "corrected", _("Corrected")
        DELETED = "deleted", _("Deleted")
        RESTORED = "restored", _("Put back")

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="changes")
    deal = models.ForeignKey(
        Deal, on_delete=models.DO_NOTHING, db_constraint=False, related_name="changes", verbose_name=_("deal")
    )
    kind = models.CharField(_("change"), max_length=16, choices=Kind.choices)
    number = models.IntegerField(_("deal number"), help_text=_("The deal's number when it changed."))
    before = models.JSONField(_("before"), null=True, blank=True, help_text=_("What each side had entered before."))
    after = models.JSONField(_("after"), null=True, blank=True, help_text=_("What each side entered instead."))
    version = models.PositiveIntegerField(_("game version"), help_text=_("The game's version this change made."))
    deal_version = models.PositiveIntegerField(_("deal version"), help_text=_("The deal's version after it."))
    at = models.DateTimeField(_("when"), default=timezone.now)

    class Meta:
        ordering = ["version", "pk"]
        indexes = [models.Index(fields=["game", "version"], name="change_game_version")]
        verbose_name = _("change of a deal")
        verbose_name_plural = _("changes of deals")

    def __str__(self) -> str:
        return f"{self.get_kind_display()} {self.number}"
