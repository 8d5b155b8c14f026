"""Pages of the score pad: games (start, details, home), deals, game files."""
