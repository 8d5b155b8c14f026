"""Pages compressed on their way out: Brotli where the browser takes it, gzip otherwise.

Browsers ask for Brotli over HTTPS (and from localhost), which is how Meld is served for real; a
page then comes out about a sixth smaller than gzipped, which a first load over a weak signal
feels (`make budgets`). Only whole pages take Brotli; fragments, files and the rest go to
Django's gzip as before.

BREACH: a page carries a CSRF token, masked afresh on every response, and Django's gzip adds a
random number of bytes to each stream so that the length tells nothing. Brotli's stream has no
field for such bytes, so a page sent as Brotli ends with an HTML comment of random length (after
`</html>`, where a comment is allowed and shows nothing).
"""

import re
import secrets

import brotli
from django.http import HttpRequest, HttpResponse, HttpResponseBase
from django.middleware.gzip import GZipMiddleware
from django.utils.cache import patch_vary_headers
from django.utils.crypto import get_random_string

ACCEPTS_BROTLI = re.compile(r"\bbr\b")
PAGE = re.compile(rb"\s*<!doctype html>", re.IGNORECASE)
QUALITY = 5  # of 11: nearly all of the gain at a fraction of the time


class CompressionMiddleware(GZipMiddleware):
    """Brotli for a whole page when the browser takes it; Django's gzip for everything else."""

    def process_response(self, request: HttpRequest, response: HttpResponseBase) -> HttpResponseBase:
        if not (
            isinstance(response, HttpResponse)
            and not response.has_header("Content-Encoding")
            and ACCEPTS_BROTLI.search(request.META.get("HTTP_ACCEPT_ENCODING", ""))
            and PAGE.match(response.content)
        ):
            return super().process_response(request, response)
        padding = get_random_string(secrets.randbelow(self.max_random_bytes) + 1)
        response.content = brotli.compress(response.content + f"<!--{padding}-->".encode(), quality=QUALITY)
        response.headers["Content-Length"] = str(len(response.content))
        response.headers["Content-Encoding"] = "br"
        patch_vary_headers(response, ("Accept-Encoding",))
        etag = response.get("ETag")
        if etag and etag.startswith('"'):
            response.headers["ETag"] = "W/" + etag  # as GZipMiddleware: the bytes are no longer the entity's
        return response
