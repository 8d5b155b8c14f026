"""The production static storage: whitenoise's (hashed names, gzip and Brotli copies), and our own
stylesheets and scripts without their comments and indentation.

The comments say why a rule or a line is there; a phone has no use for them, and they were a fifth
of every page's first load (`make budgets`). They are taken out when `collectstatic` copies a file,
before it is hashed and compressed, so the served file, its name and its compressed copies agree.
Only whole comments are taken out, never code: `/* ... */` in CSS, and in JavaScript a line that is
only a `// ...` comment or a `// ...` after the end of a statement (`;`, `{`, `,` or `)` then spaces).
The spaces that start a line go too: neither language gives them a meaning (our scripts have no
string that spans lines).
"""

import re
from typing import Any

from django.core.files.base import ContentFile, File
from whitenoise.storage import CompressedManifestStaticFilesStorage  # type: ignore[import-untyped]

# Our files (static/css, static/js) and their hashed copies; the libraries' (django_htmx/...) are
# left as they come.
OURS = re.compile(r"^(css|js)/[\w-]+(\.[0-9a-f]{12})?\.(css|js)$")
CSS_COMMENT = re.compile(r"/\*.*?\*/", re.DOTALL)
JS_LINE_COMMENT = re.compile(r"^[ \t]*//.*\n", re.MULTILINE)
JS_END_COMMENT = re.compile(r"(?<=[;{,)])[ \t]+//[ \t].*$", re.MULTILINE)
BLANK_LINES = re.compile(r"\n[ \t]*(?=\n)")
INDENTATION = re.compile(r"^[ \t]+", re.MULTILINE)


def without_comments(name: str, text: str) -> str:
    """The file's text without its comments (and the blank lines they leave) and indentation."""
    if name.endswith(".css"):
        text = CSS_COMMENT.sub("", text)
    else:
        text = JS_END_COMMENT.sub("", JS_LINE_COMMENT.sub("", text))
    return INDENTATION.sub("", BLANK_LINES.sub("", text)).lstrip("\n")


class ManifestStorageWithoutComments(CompressedManifestStaticFilesStorage):  # type: ignore[misc]
    def file_hash(self, name: str | None, content: "File[Any] | None" = None) -> str | None:
        """The hash in a file's name is the hash of what is served: a change to what is left out
        gives a new name, so no phone keeps the old file under it (they are cached for good)."""
        if name is not None and content is not None and OURS.match(name):
            content.seek(0)
            content = ContentFile(without_comments(name, content.read().decode("utf-8")).encode("utf-8"))
        found: str | None = super().file_hash(name, content)
        return found

    def _save(self, name: str, content: "File[Any]") -> str:
        if OURS.match(name):
            content.seek(0)  # the manifest storage hands over a file it has read to hash
            text = content.read().decode("utf-8")
            content = ContentFile(without_comments(name, text).encode("utf-8"))
        saved: str = super()._save(name, content)
        return saved
