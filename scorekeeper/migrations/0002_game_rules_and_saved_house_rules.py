"""Game.rules: a game's house rules (only what differs from its preset), its own target moved in.
HouseRules: house rules saved under a name, to pick again."""

from django.db import migrations, models

import scorekeeper.models


def target_into_rules(apps, schema_editor):
    """A game's own target becomes its first house rule."""
    Game = apps.get_model("scorekeeper", "Game")
    for game in Game.objects.exclude(target=None):
        game.rules = {"target": game.target}
        game.save(update_fields=["rules"])


def rules_into_target(apps, schema_editor):
    Game = apps.get_model("scorekeeper", "Game")
    for game in Game.objects.all():
        game.target = game.rules.get("target")
        game.save(update_fields=["target"])


class Migration(migrations.Migration):
    dependencies = [
        ("scorekeeper", "0001_initial"),
    ]

    operations = [
        migrations.CreateModel(
            name="HouseRules",
            fields=[
                ("id", models.BigAutoField(auto_created=True, primary_key=True, serialize=False, verbose_name="ID")),
                (
                    "slug",
                    models.SlugField(
                        default=scorekeeper.models.new_slug, editable=False, max_length=24, unique=True, verbose_name="link"
                    ),
                ),
                ("name", models.CharField(max_length=60, verbose_name="name")),
                (
                    "variant",
                    models.CharField(
                        choices=scorekeeper.models.variant_choices,
                        default="classic-canasta",
                        max_length=40,
                        verbose_name="game",
                    ),
                ),
                (
                    "overrides",
                    models.JSONField(
                        default=dict, help_text="Only what differs from the preset.", verbose_name="house rules"
                    ),
                ),
                ("created", models.DateTimeField(auto_now_add=True, verbose_name="saved")),
            ],
            options={
                "verbose_name": "saved house rules",
                "verbose_name_plural": "saved house rules",
                "ordering": ["-created"],
            },
        ),
        migrations.AddField(
            model_name="game",
            name="rules",
            field=models.JSONField(
                blank=True,
                default=dict,
                help_text="Only the rules and switches that differ from the preset, by key (see rules/core/house.py).",
                verbose_name="house rules",
            ),
        ),
        migrations.RunPython(target_into_rules, rules_into_target),
        migrations.RemoveField(
            model_name="game",
            name="target",
        ),
    ]
