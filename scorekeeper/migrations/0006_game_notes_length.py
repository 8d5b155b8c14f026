# Notes are capped at 2,000 characters (issue 10): longer notes stored before
# are cut to the cap first, so the check constraint can be added.

import django.db.models.functions.text
import django.db.models.lookups
from django.db import migrations, models
from django.db.models.functions import Left, Length

MAX_NOTES = 2000


def cut_long_notes(apps, schema_editor):
    Game = apps.get_model("scorekeeper", "Game")
    Game.objects.annotate(notes_length=Length("notes")).filter(notes_length__gt=MAX_NOTES).update(
        notes=Left("notes", MAX_NOTES)
    )


class Migration(migrations.Migration):

    dependencies = [
        ('scorekeeper', '0005_game_paper_deals'),
    ]

    operations = [
        # Backwards nothing is to do: the cut text is gone, and shorter notes fit the old column.
        migrations.RunPython(cut_long_notes, migrations.RunPython.noop),
        migrations.AlterField(
            model_name='game',
            name='notes',
            field=models.TextField(blank=True, max_length=2000, verbose_name='notes'),
        ),
        migrations.AddConstraint(
            model_name='game',
            constraint=models.CheckConstraint(condition=django.db.models.lookups.LessThanOrEqual(django.db.models.functions.text.Length('notes'), 2000), name='game_notes_length'),
        ),
    ]
