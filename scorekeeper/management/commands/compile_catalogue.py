"""Compile the translation catalogues (.po -> .mo) in pure Python.

Django's compilemessages needs GNU gettext's msgfmt, a system package; polib
(a pinned requirement) does the same job, so `make serve` and `make test` work
on a fresh machine. Fuzzy and untranslated entries are left out, as msgfmt does.
"""

from pathlib import Path
from typing import Any

import polib
from django.conf import settings
from django.core.management.base import BaseCommand


def catalogues() -> list[Path]:
    return sorted(po for base in settings.LOCALE_PATHS for po in Path(base).glob("*/LC_MESSAGES/*.po"))


class Command(BaseCommand):
    help = "Compile every .po catalogue under LOCALE_PATHS into its .mo, without GNU gettext."

    def handle(self, *args: Any, **options: Any) -> None:
        for po_path in catalogues():
            mo_path = po_path.with_suffix(".mo")
            polib.pofile(str(po_path)).save_as_mofile(str(mo_path))
            self.stdout.write(f"{po_path} -> {mo_path.name}")
