"""The rules of the games Meld keeps score for: pure Python, no database."""
