"""Django's PostgreSQL backend, giving up at once for a moment after the server could not be reached."""
