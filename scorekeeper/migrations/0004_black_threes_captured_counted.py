"""Cuban Canasta's black threes captured are a count, no longer a yes-or-no (issue 14).

A stored "black_threes_captured": true meant every black three of the decks,
false none; forward they become that count (4 with two decks), back a count
becomes true only when it is every one. The stored scores do not change: the
engine scores every black three as the old tick did, and a count below every
one could not be entered before.
"""

from django.db import migrations

KEY = "black_threes_captured"
BLACK_THREES_PER_DECK = 2  # as rules.core.cards had it when this was written
THREE_DECK_SEATINGS = {"2x3", "3x2"}  # the canastas' six-player tables use three decks
THREE_DECK_VARIANTS = {"samba", "bolivia", "brazilian", "chilean", "italian", "italian-parlett"}


def every_black_three(game) -> int:
    """How many black threes the game's decks hold, worked out as the presets stood at this migration."""
    if game.variant == "chilean-four-decks":
        decks = 4
    elif game.variant in THREE_DECK_VARIANTS or game.seating in THREE_DECK_SEATINGS:
        decks = 3
    else:
        decks = 2
    return BLACK_THREES_PER_DECK * decks


def _convert(apps, change) -> None:
    Deal = apps.get_model("scorekeeper", "Deal")
    for deal in Deal.objects.select_related("game").iterator():
        entries = [dict(side) for side in deal.entries]
        changed = False
        for side in entries:
            if KEY in side:
                value = change(side[KEY], every_black_three(deal.game))
                changed = changed or value != side[KEY] or type(value) is not type(side[KEY])
                side[KEY] = value
        if changed:
            deal.entries = entries
            deal.save(update_fields=["entries"])


def ticks_to_counts(apps, schema_editor):
    _convert(apps, lambda value, every: every if value is True else 0 if value is False else value)


def counts_to_ticks(apps, schema_editor):
    _convert(apps, lambda value, every: value if isinstance(value, bool) else value == every)


class Migration(migrations.Migration):
    dependencies = [
        ("scorekeeper", "0003_stored_standing_and_deals"),
    ]

    operations = [migrations.RunPython(ticks_to_counts, counts_to_ticks)]
