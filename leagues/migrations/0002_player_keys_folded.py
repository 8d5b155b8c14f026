"""Players' keys as names are now matched (typedtext.folded: NFKC, invisible characters dropped, case
folded), in a column long enough for a name written out in full.

Two players of one league whose names now match ("Ann" and "Ａnn", or "Ann" with a zero-width space)
both stay, with their games and results: the first made keeps the name; each later one is renamed
with a number ("Ann (2)"), so that every name finds exactly one player and a rematch seats the player
who played. The league's owner can then give it another name.
"""

from django.db import migrations, models

from typedtext import clean_line, folded

MAX_NAME, MAX_KEY = 60, 240


def _numbered(name: str, number: int) -> str:
    suffix = f" ({number})"
    return clean_line(name)[: MAX_NAME - len(suffix)] + suffix


def fold_keys(apps, schema_editor):
    Player = apps.get_model("leagues", "Player")
    taken: dict[int, set[str]] = {}
    changed = []
    for player in Player.objects.order_by("league_id", "created", "pk").only("league_id", "name", "key"):
        keys = taken.setdefault(player.league_id, set())
        name, key, number = player.name, folded(player.name)[:MAX_KEY], 1
        while key in keys:
            number += 1
            name = _numbered(player.name, number)
            key = folded(name)[:MAX_KEY]
        keys.add(key)
        if (name, key) != (player.name, player.key):
            changed.append((player.pk, name, key))
    # Out of the way first: a player's new key may be another's old one. No typed name has a control character.
    for pk, _name, _key in changed:
        Player.objects.filter(pk=pk).update(key=f"\x1f{pk}")
    for pk, name, key in changed:
        Player.objects.filter(pk=pk).update(name=name, key=key)


class Migration(migrations.Migration):
    dependencies = [
        ("leagues", "0001_league"),
    ]

    operations = [
        migrations.AlterField(
            model_name="player",
            name="key",
            field=models.CharField(
                editable=False,
                help_text="The name as names are matched: written out in full, without invisible characters, casefolded.",
                max_length=240,
                verbose_name="name key",
            ),
        ),
        migrations.RunPython(fold_keys, migrations.RunPython.noop),
    ]
