"""Small helpers that read settings from the environment, with safe defaults."""

import os
import secrets
from pathlib import Path


def flag(name: str, default: bool = False) -> bool:
    value = os.environ.get(name)
    if value is None:
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


def number(name: str, default: int) -> int:
    """A whole number from the environment; the default when unset or empty."""
    value = os.environ.get(name, "").strip()
    return int(value) if value else default


def words(name: str, default: str) -> list[str]:
    return [word.strip() for word in os.environ.get(name, default).split(",") if word.strip()]


def secret_key(path: Path) -> str:
    """SECRET_KEY from the environment, else from a local file made on first run."""
    if key := os.environ.get("SECRET_KEY"):
        return key
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        # O_EXCL: when two workers start at once, one writes and the other reads.
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        return path.read_text().strip()
    with os.fdopen(fd, "w") as file:
        file.write(secrets.token_urlsafe(50))
    return path.read_text().strip()
