"""A club night's game stopped by its round's end is no longer being played (leagues.services.results.refresh
keeps `playing` so from now on): the games stopped before are set so once."""

from typing import Any

from django.db import migrations


def stopped_not_playing(apps: Any, schema_editor: Any) -> None:
    LeagueGame = apps.get_model("leagues", "LeagueGame")
    LeagueGame.objects.filter(playing=True, night_table__stopped__isnull=False).update(playing=False)


class Migration(migrations.Migration):
    dependencies = [("leagues", "0010_night_deal_in_play")]

    operations = [migrations.RunPython(stopped_not_playing, migrations.RunPython.noop)]
