"""The club night's draw: who sits where, round by round (docs/club-night.md).

Pure Python, like rules/: no Django, nothing of the score pad or the rules engine (an import
contract in pyproject.toml says so). `night.draw` seats a whole evening, `night.redraw` the rounds
still to play after some were played; `shapes` holds what they take and give.
"""
