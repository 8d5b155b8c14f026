"""A game stores its seating, where it stands after its last deal, and a version; a deal stores
every side's entries and score in one row (the tallies move in, the Tally table goes).

A game stored before gets its standing on its next write (scorekeeper.services.deals.standing_of).
"""

from django.db import migrations, models


def tallies_into_deals(apps, schema_editor):
    Game, Side, Deal, Tally = (apps.get_model("scorekeeper", name) for name in ("Game", "Side", "Deal", "Tally"))
    for game in Game.objects.all():
        sides = list(Side.objects.filter(game=game).order_by("order"))
        game.seating = f"{len(sides)}x{len(sides[0].players) if sides else 1}"
        game.save(update_fields=["seating"])
    for deal in Deal.objects.all():
        tallies = list(Tally.objects.filter(deal=deal).order_by("side__order"))
        deal.entries = [tally.entries for tally in tallies]
        deal.scores = [tally.score for tally in tallies]
        deal.save(update_fields=["entries", "scores"])


def deals_into_tallies(apps, schema_editor):
    Side, Deal, Tally = (apps.get_model("scorekeeper", name) for name in ("Side", "Deal", "Tally"))
    for deal in Deal.objects.all():
        sides = Side.objects.filter(game_id=deal.game_id).order_by("order")
        Tally.objects.bulk_create(
            Tally(deal=deal, side=side, entries=entries, score=score)
            for side, entries, score in zip(sides, deal.entries, deal.scores)
        )


class Migration(migrations.Migration):
    dependencies = [
        ("scorekeeper", "0002_game_rules_and_saved_house_rules"),
    ]

    operations = [
        migrations.AddField(
            model_name="game",
            name="seating",
            field=models.CharField(
                default="2x2",
                editable=False,
                help_text="Sides and players on each: 2x2 is two sides of two.",
                max_length=8,
                verbose_name="seating",
            ),
            preserve_default=False,
        ),
        migrations.AddField(
            model_name="game",
            name="standing",
            field=models.JSONField(
                blank=True,
                editable=False,
                help_text="Where the game stands after its last deal, as the rules engine left it.",
                null=True,
                verbose_name="standing",
            ),
        ),
        migrations.AddField(
            model_name="game",
            name="version",
            field=models.PositiveIntegerField(
                default=0,
                editable=False,
                help_text="Moves on with every change to the game or its deals.",
                verbose_name="version",
            ),
        ),
        migrations.AddField(
            model_name="deal",
            name="entries",
            field=models.JSONField(default=list, help_text="What each side entered, side by side.", verbose_name="entries"),
        ),
        migrations.AddField(
            model_name="deal",
            name="scores",
            field=models.JSONField(
                default=list, help_text="Each side's score, from the rules engine.", verbose_name="scores"
            ),
        ),
        migrations.RunPython(tallies_into_deals, deals_into_tallies),
        migrations.DeleteModel(name="Tally"),
    ]
