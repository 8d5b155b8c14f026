"""Every league game there is plays by its league's rules: the score pad shows them, never changes them."""

from django.db import migrations


def fix(apps, schema_editor, fixed=True):
    Game = apps.get_model("scorekeeper", "Game")
    LeagueGame = apps.get_model("leagues", "LeagueGame")
    Game.objects.filter(pk__in=LeagueGame.objects.values("game_id")).update(rules_fixed=fixed)


def unfix(apps, schema_editor):
    fix(apps, schema_editor, fixed=False)


class Migration(migrations.Migration):
    dependencies = [
        ("leagues", "0003_league_privacy_season_closing_and_log"),
        ("scorekeeper", "0012_game_rules_fixed_and_closed"),
    ]

    operations = [migrations.RunPython(fix, unfix)]
