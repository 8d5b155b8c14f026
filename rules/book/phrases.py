"""Where a line of Japanese may break: between phrases, worked out on the server with BudouX.

Japanese has no spaces, so a browser may break a line between any two characters (「カナ」「スタ」).
Chromium can break between phrases itself (`word-break: auto-phrase`), but Safari (every iPhone) and
Firefox cannot. So the server marks every phrase boundary of a Japanese page's text with a zero-width
space (BudouX's model, the one Chromium uses), and the CSS says `word-break: keep-all` (break only
there and after punctuation) with `overflow-wrap: anywhere` (a phrase longer than the line may still
break). A zero-width space rather than `<wbr>`: a `<wbr>` is an element, so inside a flex box (a
button) it splits the text into flex items, and Chromium's accessible names read it as a space
(「ゲームの 詳細」); the zero-width space is text, invisible, and left out of accessible names.

Only text is touched: tags and their attributes as they are, and no mark inside an element whose text is
not laid out as HTML (script, style, title, textarea, option, svg, pre, code). Text without a Japanese
character is left as it is. Marking twice changes nothing: the marks are made afresh.
"""

import html
import re
from functools import cache

import budoux

WBR = "\u200b"  # ZERO WIDTH SPACE: a line may break here
PHRASES_MARKED = "phrases_marked"  # set on a response whose page was marked when it was rendered
JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
PIECES = re.compile(r"(<!--.*?-->|<[^>]*>)", re.S)
# Elements whose text gets no mark: not HTML inside (script, style, title, textarea, option), or text
# that a <wbr> would change (svg's <text>, code, pre).
RAW = frozenset(("script", "style", "title", "textarea", "option", "svg", "pre", "code"))
TAG = re.compile(r"<(/?)([a-zA-Z][\w-]*)")


@cache
def _parser() -> budoux.Parser:
    return budoux.load_default_japanese_parser()


def phrases(text: str) -> list[str]:
    """A run of text in its phrases: 「上がるには」「自分の」「側に」…"""
    return list(_parser().parse(text))


def mark_phrases(page: str) -> str:
    """The page (or fragment) with a zero-width space between the phrases of every Japanese text."""
    out: list[str] = []
    raw = 0  # depth inside elements whose text stays as it is
    for piece in PIECES.split(page):
        if piece.startswith("<"):
            tag = TAG.match(piece)
            if tag and tag.group(2).lower() in RAW and not piece.endswith("/>"):
                raw += -1 if tag.group(1) else 1
                raw = max(raw, 0)
            out.append(piece)
        elif raw or not JAPANESE.search(piece):
            out.append(piece)
        else:
            out.append(_marked(piece))
    return "".join(out)


def _marked(text: str) -> str:
    # Segment the text as a reader sees it (entities read), then escape each phrase again.
    parts = phrases(html.unescape(text).replace(WBR, ""))
    return WBR.join(html.escape(part, quote=False) for part in parts)
