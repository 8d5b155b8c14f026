"""The equivalent mutants of leagues/ (services, views, forms), accounts/, and the score pad's views and
forms, each with the reason (bench/mutate_equivalent.py)."""

from mutate_equivalent import Equivalent

LEAGUES: tuple[Equivalent, ...] = ()
