"""The equivalent mutants of the score pad's views and forms, each with the reason (bench/mutate_equivalent.py)."""

from mutate_equivalent import Equivalent

PAGES: tuple[Equivalent, ...] = ()
