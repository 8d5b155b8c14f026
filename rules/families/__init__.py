"""The game families, one package each, all of the same shape.

Each family holds its numbers (a frozen dataclass of every number one table
plays by), its rules class, tally, checks, scoring, presets, house-rule keys
and rule-book facts, and exposes one `FAMILY` that `rules.catalog` registers.
Families import `rules.core`, never each other.
"""
