"""What Meld stores: games, their sides, deals, and what each side entered.

A tally keeps the players' entries as they typed them and the score the rules
engine computed from them; see `scorekeeper.play` for the one place that
writes deals.
"""

import secrets
from collections.abc import Mapping

from django.db import models
from django.urls import reverse
from django.utils.translation import gettext_lazy as _

from rules.catalog import DEFAULT_VARIANT, VARIANTS


def new_slug() -> str:
    """An unguessable link: 96 random bits, never starting with "-" (which a command line takes for an option)."""
    while (slug := secrets.token_urlsafe(12)).startswith("-"):
        pass
    return slug


def variant_choices() -> list[tuple[str, str]]:
    return [(variant.slug, variant.name) for variant in VARIANTS.values()]


class Game(models.Model):
    slug = models.SlugField(_("link"), max_length=24, unique=True, default=new_slug, editable=False)
    variant = models.CharField(_("game"), max_length=40, choices=variant_choices, default=DEFAULT_VARIANT)
    rules = models.JSONField(
        _("house rules"),
        default=dict,
        blank=True,
        help_text=_("Only the rules and switches that differ from the preset, by key (see rules/house.py)."),
    )
    created = models.DateTimeField(_("started"), auto_now_add=True)
    updated = models.DateTimeField(_("last change"), auto_now=True, db_index=True)
    finished = models.BooleanField(_("finished"), default=False)
    notes = models.TextField(_("notes"), blank=True)

    class Meta:
        ordering = ["-updated"]
        verbose_name = _("game")
        verbose_name_plural = _("games")

    def __str__(self) -> str:
        return f"{self.get_variant_display()} {self.slug}"

    def get_absolute_url(self) -> str:
        return reverse("sheet", args=[self.slug])

    @property
    def target(self) -> int | None:
        """The game's own target, when its house rules change the preset's."""
        return self.rules.get("target")


class HouseRules(models.Model):
    """House rules saved under a name, for a group to pick again for its next game."""

    slug = models.SlugField(_("link"), max_length=24, unique=True, default=new_slug, editable=False)
    name = models.CharField(_("name"), max_length=60)
    variant = models.CharField(_("game"), max_length=40, choices=variant_choices, default=DEFAULT_VARIANT)
    overrides = models.JSONField(_("house rules"), default=dict, help_text=_("Only what differs from the preset."))
    created = models.DateTimeField(_("saved"), auto_now_add=True)

    class Meta:
        ordering = ["-created"]
        verbose_name = _("saved house rules")
        verbose_name_plural = _("saved house rules")

    def __str__(self) -> str:
        return self.name


class Side(models.Model):
    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="sides")
    order = models.PositiveSmallIntegerField(_("order"))
    name = models.CharField(_("name"), max_length=60)
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


class Deal(models.Model):
    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="deals")
    # Not a PositiveIntegerField: renumbering passes through negative numbers.
    number = models.IntegerField(_("deal"))
    created = models.DateTimeField(_("entered"), auto_now_add=True)

    class Meta:
        ordering = ["number"]
        constraints = [models.UniqueConstraint(fields=["game", "number"], name="deal_number_unique")]
        verbose_name = _("deal")
        verbose_name_plural = _("deals")

    def __str__(self) -> str:
        return str(_("Deal %(number)d") % {"number": self.number})


class Tally(models.Model):
    deal = models.ForeignKey(Deal, on_delete=models.CASCADE, related_name="tallies")
    side = models.ForeignKey(Side, on_delete=models.CASCADE, related_name="tallies")
    entries = models.JSONField(_("entries"))
    score = models.IntegerField(_("score"))

    class Meta:
        constraints = [models.UniqueConstraint(fields=["deal", "side"], name="tally_side_unique")]
        verbose_name = _("tally")
        verbose_name_plural = _("tallies")

    def __str__(self) -> str:
        return f"{self.deal} {self.side}"

    def rescore(self, entries: Mapping, score: int) -> "Tally":
        """Store complete, checked entries and the score the engine gave them."""
        self.entries, self.score = dict(entries), score
        return self
