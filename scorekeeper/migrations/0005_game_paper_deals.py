"""A game of a set number of deals (Hand and Foot) continued from paper keeps how many deals were
played there, so its initial melds and the deals left follow (issue 14). Games stored before
played none on paper."""

from django.db import migrations, models


class Migration(migrations.Migration):
    dependencies = [
        ("scorekeeper", "0004_black_threes_captured_counted"),
    ]

    operations = [
        migrations.AddField(
            model_name="game",
            name="paper_deals",
            field=models.PositiveSmallIntegerField(
                default=0,
                help_text="In a game of a set number of deals begun on paper: how many were played there.",
                verbose_name="deals played on paper",
            ),
        ),
    ]
