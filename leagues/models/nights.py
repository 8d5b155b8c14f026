"""A club night (docs/club-night.md): its players present, its rounds, and each round's tables, whose games
are ordinary league games."""

from django.conf import settings
from django.db import models
from django.urls import reverse
from django.utils.translation import gettext_lazy as _

from scorekeeper.models import new_slug

from .leagues import League, LeagueGame, Player


class Night(models.Model):
    """A club night: the league's players present, drawn into tables round by round (leagues.draw), each
    table's game an ordinary league game. `version` moves on with every change to the night itself (a
    round started or ended, a draw changed, a confirmation), so the board's ETag is it and its games' versions."""

    league = models.ForeignKey(League, on_delete=models.CASCADE, related_name="nights")
    slug = models.SlugField(_("link"), max_length=24, unique=True, default=new_slug, editable=False)
    date = models.DateField(_("date"))
    seating = models.CharField(
        _("seating"), max_length=8, help_text=_("Sides and players on each: 2x2 is two sides of two.")
    )
    rounds = models.PositiveSmallIntegerField(_("rounds"))
    minutes = models.PositiveSmallIntegerField(
        _("minutes a round"), null=True, blank=True, help_text=_("Empty: rounds are not timed.")
    )
    seed = models.PositiveIntegerField(_("seed"), default=0, help_text=_("The draw's: the same seed, the same draw."))
    organisers = models.ManyToManyField(
        settings.AUTH_USER_MODEL, verbose_name=_("organisers"), blank=True, related_name="organised_nights"
    )
    version = models.PositiveIntegerField(_("version"), default=0, editable=False)
    created = models.DateTimeField(_("created"), auto_now_add=True)

    class Meta:
        ordering = ["-date", "-created"]
        verbose_name = _("club night")
        verbose_name_plural = _("club nights")

    def __str__(self) -> str:
        return f"{self.league} · {self.date}"

    def get_absolute_url(self) -> str:
        return reverse("night", args=[self.league.slug, self.slug])


class Presence(models.Model):
    """A player at a night: from the round they arrived for until the round they left before (if they did)."""

    night = models.ForeignKey(Night, on_delete=models.CASCADE, related_name="presence")
    player = models.ForeignKey(Player, on_delete=models.PROTECT, related_name="presence")
    arrived = models.PositiveSmallIntegerField(_("first round"), default=1)
    left = models.PositiveSmallIntegerField(_("left before round"), null=True, blank=True)

    class Meta:
        ordering = ["player__name"]
        constraints = [models.UniqueConstraint(fields=["night", "player"], name="presence_unique")]
        verbose_name = _("presence")
        verbose_name_plural = _("presence")

    def __str__(self) -> str:
        return f"{self.night} · {self.player}"


class NightRound(models.Model):
    night = models.ForeignKey(Night, on_delete=models.CASCADE, related_name="night_rounds")
    number = models.PositiveSmallIntegerField(_("round"))
    sitting_out = models.JSONField(_("sitting out"), default=list, blank=True, help_text=_("Players by id."))
    seated = models.DateTimeField(
        _("seating shown"),
        null=True,
        blank=True,
        help_text=_("Its tables are on the screens and the tables' phones before it starts."),
    )
    started = models.DateTimeField(_("started"), null=True, blank=True)
    ended = models.DateTimeField(_("ended"), null=True, blank=True)

    class Meta:
        ordering = ["number"]
        constraints = [models.UniqueConstraint(fields=["night", "number"], name="night_round_unique")]
        verbose_name = _("round")
        verbose_name_plural = _("rounds")

    def __str__(self) -> str:
        return str(_("Round %(number)d") % {"number": self.number})


class NightTable(models.Model):
    """One table of a round: its sides as drawn (players by id, in seating order: the first of the first
    side deals first), and its game once the round has started."""

    round = models.ForeignKey(NightRound, on_delete=models.CASCADE, related_name="tables")
    number = models.PositiveSmallIntegerField(_("table"))
    sides = models.JSONField(_("sides"), default=list, help_text=_("Each side's players by id."))
    league_game = models.OneToOneField(
        LeagueGame, null=True, blank=True, on_delete=models.SET_NULL, related_name="night_table"
    )
    confirmed = models.DateTimeField(_("confirmed"), null=True, blank=True)
    stopped = models.DateTimeField(
        _("stopped by the clock"),
        null=True,
        blank=True,
        help_text=_("The round ended before the game did: it counts by the league's rule for time."),
    )
    confirmed_side = models.PositiveSmallIntegerField(
        _("confirmed by side"), null=True, blank=True, help_text=_("Empty: by the organiser.")
    )
    deals_at_end = models.PositiveIntegerField(
        _("deals when the round ended"),
        null=True,
        blank=True,
        help_text=_("The table may enter one more deal after the round's end: the deal in play."),
    )

    class Meta:
        ordering = ["round", "number"]
        constraints = [models.UniqueConstraint(fields=["round", "number"], name="night_table_unique")]
        verbose_name = _("table")
        verbose_name_plural = _("tables")

    def __str__(self) -> str:
        return str(_("Table %(number)d") % {"number": self.number})


class TableLink(models.Model):
    """The link of a table's phone for the whole night (docs/club-night.md): it opens the table's game of the round
    being played, and the next round's once that starts. Its number is the table's in every round."""

    night = models.ForeignKey(Night, on_delete=models.CASCADE, related_name="table_links")
    number = models.PositiveSmallIntegerField(_("table"))
    slug = models.SlugField(_("link"), max_length=24, unique=True, default=new_slug, editable=False)

    class Meta:
        ordering = ["night", "number"]
        constraints = [models.UniqueConstraint(fields=["night", "number"], name="table_link_unique")]
        verbose_name = _("table link")
        verbose_name_plural = _("table links")

    def __str__(self) -> str:
        return str(_("Table %(number)d") % {"number": self.number})

    def get_absolute_url(self) -> str:
        return reverse("table_phone", args=[self.slug])
