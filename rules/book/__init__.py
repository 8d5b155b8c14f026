"""The bilingual rule book: one page per preset, its numbers read from the objects that score the game."""
