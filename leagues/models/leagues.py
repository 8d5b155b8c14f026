"""A league, its members, seasons, players and games, each finished game's result per player, its log and its
version (the package's docstring says how they fit)."""

from datetime import tzinfo
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from django.conf import settings
from django.db import models
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext_lazy as _
from django.utils.translation import gettext_noop

from rules.catalog import DEFAULT_VARIANT, FAMILY_OF
from rules.core.family import Words
from scorekeeper.models import MAX_NAME, MAX_NAME_KEY, Game, new_slug, variant_choices
from typedtext.columns import TypedCharField

# What the end of a timed round does to a game still running, and what the clock says then: messages that a
# family says in its own words (`Words.say`: Hand and Foot's deals are rounds), read by `League.time_rule_text`.
TIME_RULE_TEXTS = {
    "standing": gettext_noop("finish the deal in play; the game then counts as it stands"),
    "draw": gettext_noop("finish the deal in play; the game then counts as a draw"),
}
TIME_UP = gettext_noop("Time is up: finish the deal in play")


class TimeRule(models.TextChoices):
    """What happens to a game still running when a timed round of a club night ends."""

    STANDING = "standing", _(TIME_RULE_TEXTS["standing"])
    DRAW = "draw", _(TIME_RULE_TEXTS["draw"])


class League(models.Model):
    slug = models.SlugField(
        _("link"), max_length=24, unique=True, default=new_slug, editable=False, help_text=_("Reads the standings.")
    )
    invite = models.SlugField(
        _("invite link"), max_length=24, unique=True, default=new_slug, help_text=_("Joins the league as a member.")
    )
    name = TypedCharField(_("name"), max_length=MAX_NAME)
    variant = models.CharField(_("game"), max_length=40, choices=variant_choices, default=DEFAULT_VARIANT)
    rules = models.JSONField(
        _("house rules"), default=dict, blank=True, help_text=_("Only what differs from the preset, by key.")
    )
    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        verbose_name=_("owner"),
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="owned_leagues",
    )
    members = models.ManyToManyField(
        settings.AUTH_USER_MODEL, verbose_name=_("members"), through="Membership", related_name="leagues", blank=True
    )
    private = models.BooleanField(
        _("private"), default=False, help_text=_("Only its owner and members read it; its link answers “not found”.")
    )
    confirm = models.BooleanField(
        _("confirmed results"),
        default=False,
        help_text=_(
            "At a club night a finished game counts once a player of another side, or the organiser, confirms it."
        ),
    )
    time_rule = models.CharField(
        _("when a timed round ends"),
        max_length=8,
        choices=TimeRule.choices,
        default=TimeRule.STANDING,
    )
    time_zone = models.CharField(
        _("time zone"),
        max_length=64,
        blank=True,
        default="",
        help_text=_("Where the club meets: the end of a timed round is said in its time, where a phone cannot say it."),
    )
    # How many games have finished in the league so far: the next one to finish gets the next number.
    finishes = models.PositiveIntegerField(_("games finished"), default=0, editable=False)
    # The first game (its number in finishing order) from which the ratings and streaks wait for a replay
    # (results.replay_ratings, leagues/services/results.py); None while they are up to date.
    ratings_from = models.PositiveIntegerField(
        _("ratings updating from"),
        null=True,
        blank=True,
        editable=False,
        help_text=_("The ratings from this game on are being worked out again after a correction."),
    )
    created = models.DateTimeField(_("created"), auto_now_add=True)

    class Meta:
        ordering = ["name"]
        verbose_name = _("league")
        verbose_name_plural = _("leagues")

    def __str__(self) -> str:
        return self.name

    def get_absolute_url(self) -> str:
        return reverse("league", args=[self.slug])

    @property
    def zone(self) -> tzinfo:
        """Where the club meets (`time_zone`), else the server's time zone (settings.TIME_ZONE)."""
        try:
            return ZoneInfo(self.time_zone) if self.time_zone else timezone.get_default_timezone()
        except (ValueError, ZoneInfoNotFoundError):
            return timezone.get_default_timezone()

    @property
    def words(self) -> Words:
        """What the family of the league's game calls a deal (`rules.core.family.Words`)."""
        return FAMILY_OF[self.variant].words

    def time_rule_text(self) -> str:
        """What the end of a timed round does to a game still running, in the family's words."""
        return self.words.say(TIME_RULE_TEXTS[self.time_rule])

    def time_up(self) -> str:
        """What the round's clock says once its time is up, in the family's words."""
        return self.words.say(TIME_UP)


class Membership(models.Model):
    league = models.ForeignKey(League, on_delete=models.CASCADE, related_name="memberships")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="memberships")
    joined = models.DateTimeField(_("joined"), auto_now_add=True)

    class Meta:
        ordering = ["joined"]
        constraints = [models.UniqueConstraint(fields=["league", "user"], name="membership_unique")]
        verbose_name = _("membership")
        verbose_name_plural = _("memberships")

    def __str__(self) -> str:
        return f"{self.user} · {self.league}"


class Season(models.Model):
    league = models.ForeignKey(League, on_delete=models.CASCADE, related_name="seasons")
    number = models.PositiveSmallIntegerField(_("season"))
    started = models.DateTimeField(_("started"), auto_now_add=True)
    closed = models.DateTimeField(
        _("closed"), null=True, blank=True, help_text=_("Its games change only if the owner opens it again.")
    )

    class Meta:
        ordering = ["-number"]
        constraints = [models.UniqueConstraint(fields=["league", "number"], name="season_number_unique")]
        verbose_name = _("season")
        verbose_name_plural = _("seasons")

    def __str__(self) -> str:
        return str(_("Season %(number)d") % {"number": self.number})


class Player(models.Model):
    """A person at the table: a name unique within the league however it is typed (`key`:
    leagues.services.players.name_key), perhaps an account's."""

    league = models.ForeignKey(League, on_delete=models.CASCADE, related_name="players")
    slug = models.SlugField(_("link"), max_length=24, unique=True, default=new_slug, editable=False)
    name = TypedCharField(_("name"), max_length=MAX_NAME)
    key = models.CharField(
        _("name key"),
        max_length=MAX_NAME_KEY,
        editable=False,
        help_text=_("The name as names are matched: written out in full, without invisible characters, casefolded."),
    )
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        verbose_name=_("account"),
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="league_players",
    )
    created = models.DateTimeField(_("created"), auto_now_add=True)

    class Meta:
        ordering = ["name"]
        constraints = [
            models.UniqueConstraint(fields=["league", "key"], name="player_name_unique"),
            models.UniqueConstraint(
                fields=["league", "user"], condition=models.Q(user__isnull=False), name="player_account_unique"
            ),
        ]
        verbose_name = _("player")
        verbose_name_plural = _("players")

    def __str__(self) -> str:
        return self.name

    def get_absolute_url(self) -> str:
        return reverse("league_player", args=[self.league.slug, self.slug])


class LeagueGame(models.Model):
    """A score-pad game played in a league: its season, and when it finished (its place in the
    order in which the league's games finished, which the ratings follow)."""

    game = models.OneToOneField(Game, on_delete=models.CASCADE, related_name="league_game")
    league = models.ForeignKey(League, on_delete=models.CASCADE, related_name="games")
    season = models.ForeignKey(Season, on_delete=models.PROTECT, related_name="games")
    sequence = models.PositiveIntegerField(_("finished as"), null=True, blank=True, editable=False)
    finished = models.DateTimeField(_("finished"), null=True, blank=True, editable=False)
    # Whether the game is being played (not finished): kept by results.refresh with every write to the game,
    # so a league's games in play are found by an index, not among all its games.
    playing = models.BooleanField(_("being played"), default=True, editable=False)

    class Meta:
        ordering = ["sequence"]
        constraints = [models.UniqueConstraint(fields=["league", "sequence"], name="league_game_sequence_unique")]
        indexes = [
            models.Index(fields=["league", "game"], condition=models.Q(playing=True), name="league_game_playing")
        ]
        verbose_name = _("league game")
        verbose_name_plural = _("league games")

    def __str__(self) -> str:
        return f"{self.league} · {self.game.slug}"


class Seat(models.Model):
    """Who sat where in a league game, and the name the game's side had for them then."""

    league_game = models.ForeignKey(LeagueGame, on_delete=models.CASCADE, related_name="seats")
    side = models.PositiveSmallIntegerField(_("side"))
    position = models.PositiveSmallIntegerField(_("position"))
    player = models.ForeignKey(Player, on_delete=models.PROTECT, related_name="seats")
    name = TypedCharField(_("name"), max_length=MAX_NAME)

    class Meta:
        ordering = ["side", "position"]
        constraints = [
            models.UniqueConstraint(fields=["league_game", "side", "position"], name="seat_unique"),
            models.UniqueConstraint(fields=["league_game", "player"], name="seat_player_unique"),
        ]
        verbose_name = _("seat")
        verbose_name_plural = _("seats")

    def __str__(self) -> str:
        return self.name


class Outcome(models.TextChoices):
    WON = "W", _("won")
    DRAWN = "D", _("drawn")
    LOST = "L", _("lost")


class Result(models.Model):
    """One player's share of one finished league game."""

    league = models.ForeignKey(League, on_delete=models.CASCADE, related_name="results")
    season = models.ForeignKey(Season, on_delete=models.CASCADE, related_name="results")
    league_game = models.ForeignKey(LeagueGame, on_delete=models.CASCADE, related_name="results")
    player = models.ForeignKey(Player, on_delete=models.PROTECT, related_name="results")
    side = models.PositiveSmallIntegerField(_("side"))
    position = models.PositiveSmallIntegerField(_("position"))
    team = models.CharField(
        _("partnership"), max_length=64, blank=True, help_text=_("The side's players by id, sorted; empty when alone.")
    )
    place = models.PositiveSmallIntegerField(_("place"))
    outcome = models.CharField(_("outcome"), max_length=1, choices=Outcome.choices)
    points = models.IntegerField(_("points"), help_text=_("The side's final total."))
    sequence = models.PositiveIntegerField(_("finished as"))
    finished = models.DateTimeField(_("finished"))
    mu = models.FloatField(_("skill"))
    sigma = models.FloatField(_("uncertainty"))
    change = models.FloatField(_("rating change"))
    streak = models.PositiveIntegerField(_("streak"), help_text=_("Results in a row with this outcome, this one too."))
    season_streak = models.PositiveIntegerField(_("streak in the season"))

    class Meta:
        ordering = ["sequence", "side", "position"]
        constraints = [models.UniqueConstraint(fields=["league_game", "player"], name="result_unique")]
        indexes = [
            models.Index(fields=["league", "sequence"], name="result_league_sequence"),
            models.Index(fields=["player", "sequence"], name="result_player_sequence"),
            models.Index(fields=["league", "team"], name="result_league_team"),
        ]
        verbose_name = _("result")
        verbose_name_plural = _("results")

    def __str__(self) -> str:
        return f"{self.player} · {self.get_outcome_display()}"


class LogEntry(models.Model):
    """One line of a league's log: a change to the result of a game that had counted (who made it, to
    which game and deal, when; each side's result before and after), or a season closed or opened again."""

    class Kind(models.TextChoices):
        DEAL_ADDED = "added", _("entered deal")
        DEAL_CORRECTED = "corrected", _("corrected deal")
        DEAL_DELETED = "deleted", _("deleted deal")
        DEAL_RESTORED = "restored", _("put back deal")
        DETAILS = "details", _("changed the details")
        GAME_DELETED = "game deleted", _("deleted the game")
        SEASON_CLOSED = "season closed", _("closed the season")
        SEASON_OPENED = "season opened", _("opened the season again")

    league = models.ForeignKey(League, on_delete=models.CASCADE, related_name="log")
    season = models.ForeignKey(Season, on_delete=models.CASCADE, related_name="log")
    # Kept when the game is deleted: the line still says what it was (`before`).
    league_game = models.ForeignKey(
        LeagueGame, null=True, blank=True, on_delete=models.SET_NULL, related_name="log", verbose_name=_("game")
    )
    kind = models.CharField(_("change"), max_length=16, choices=Kind.choices)
    deal = models.PositiveIntegerField(_("deal"), null=True, blank=True)
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        verbose_name=_("user"),
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        db_index=False,
        related_name="+",
    )
    at = models.DateTimeField(_("when"), default=timezone.now)
    before = models.JSONField(
        _("before"),
        null=True,
        blank=True,
        help_text=_("Each side's players, final total and place; empty: not counted."),
    )
    after = models.JSONField(_("after"), null=True, blank=True)
    moved = models.JSONField(
        _("standings moved"),
        default=list,
        blank=True,
        help_text=_("Each player whose rank in the season's standings it moved: name, rank before, rank after."),
    )

    class Meta:
        ordering = ["-at", "-pk"]
        indexes = [models.Index(fields=["league", "-at"], name="log_league_at")]
        verbose_name = _("log entry")
        verbose_name_plural = _("log entries")

    def __str__(self) -> str:
        return f"{self.league} · {self.get_kind_display()}"


class LeagueVersion(models.Model):
    """How many writes a league's results, players and log have had: the database's own triggers add one to
    it in every statement that inserts, updates or deletes a league's `Result`, `Player` or `LogEntry` rows
    (migration 0007), whatever wrote them, in the same transaction. What is worked out from those rows is
    kept under it (leagues.services.kept). No foreign key: a league being deleted deletes its rows first,
    which would make this row again; a trigger on the league's own row deletes it last."""

    league_id = models.BigIntegerField(primary_key=True)
    version = models.BigIntegerField(_("version"), default=0)

    class Meta:
        verbose_name = _("league version")
        verbose_name_plural = _("league versions")

    def __str__(self) -> str:
        return f"{self.league_id} · {self.version}"
