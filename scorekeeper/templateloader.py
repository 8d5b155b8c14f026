"""Our page templates (templates/*.html) without the spaces that start their lines.

The indentation shows a template's nesting to whoever edits it; a phone has no use for it, and it
was a twentieth of a deal form's first load (`make budgets`). It is taken out of the template's
source when it is loaded (once per process: the cached loader keeps it), so no page pays for it
at render time. A line's end stays, so words and inline elements keep their space; spaces inside
a line, and everything a variable or a form widget puts in, are left as they are. Our templates
have no <pre> or <textarea> text and no multi-line {% blocktranslate %} with indented lines (their
msgids would change); the service worker's script (a .js template) is left alone.
"""

import re

from django.template import Origin
from django.template.loaders import filesystem

INDENTATION = re.compile(r"^[ \t]+", re.MULTILINE)


class Loader(filesystem.Loader):
    def get_contents(self, origin: Origin) -> str:
        contents: str = super().get_contents(origin)
        return INDENTATION.sub("", contents) if origin.name.endswith(".html") else contents
