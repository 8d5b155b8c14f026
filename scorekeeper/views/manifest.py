"""The web app manifest, one per language: a phone set to Japanese installs the Japanese app,
which opens at /ja/ with a Japanese name and description."""

import json

from django.http import HttpRequest, HttpResponse
from django.templatetags.static import static
from django.urls import reverse
from django.utils.translation import get_language
from django.utils.translation import gettext as _
from django.views.decorators.cache import cache_control
from django.views.decorators.clickjacking import xframe_options_exempt
from django.views.decorators.csp import csp_override
from django.views.decorators.http import require_safe

from rules.catalog import family_names


@require_safe
@cache_control(max_age=86400)
@csp_override({})  # JSON, never a document: no policy to send (a lighter first load: bench/budgets.py)
@xframe_options_exempt
def manifest(request: HttpRequest) -> HttpResponse:
    home = reverse("home")
    document = {
        "id": home,
        "name": _("Meld: score pad"),
        "short_name": _("Meld"),
        "description": _("Score pad for %(games)s, with their rules.") % {"games": family_names()},
        "lang": get_language(),
        "start_url": home,
        "scope": home,
        "display": "standalone",
        "background_color": "#f7f5ef",
        "theme_color": "#1f5c43",
        "icons": [{"src": static("icon.svg"), "sizes": "any", "type": "image/svg+xml", "purpose": "any"}],
    }
    return HttpResponse(json.dumps(document, ensure_ascii=False), content_type="application/manifest+json")
