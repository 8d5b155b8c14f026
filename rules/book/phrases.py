"""Where a line of Japanese may break: between phrases, worked out on the server with BudouX.

Japanese has no spaces, so a browser may break a line between any two characters (「カナ」「スタ」).
Chromium can break between phrases itself (`word-break: auto-phrase`), but Safari (every iPhone) and
Firefox cannot, and it would cut the same words BudouX cuts. So the server marks every phrase boundary
of a Japanese page's text with a `<wbr>` element, and the CSS says `word-break: keep-all` (break only
there and after punctuation) with `overflow-wrap: anywhere` (a phrase longer than the line may still
break). A `<wbr>` is no character: the text that a search, a copy or the browser's find reads is the
text as written (「捨て札の山」, never 「捨て\u200b札の山」). It is an element, though: where it is the
child of a flex or grid box it would make the text several items (and Chromium's accessible name reads
a space there), so a text with marks is wrapped in a <span class="ph"> (a browser test checks every
page it measures: tests/browser/test_phrase_breaks.py).

BudouX's phrases are then mended, since its model cuts some words of the game:
- never inside a protected word (`PROTECTED`: the glossary's terms, 捨て札, 手札, ずつ …), except
  where a long compound joins its parts (ナチュラル|カナスタ: `COMPOUNDS`, marked even where BudouX
  saw one word, so a narrow column breaks there rather than inside カナスタ);
- never inside a number or between a number and its counter (「202|6年」「13|枚」), nor after 第, 全 …
  before one;
- never inside what a person typed (a name, a note: typedtext/shown.py encloses it in two private-use
  characters, which leave the page here).

Only text is touched: tags and their attributes as they are, and no mark inside an element whose text is
not laid out as HTML (script, style, title, textarea, option, svg, pre, code) nor inside an element
marked `data-typed`. Text without a Japanese character is left as it is. Marking twice changes nothing.
"""

import html
import re
from functools import cache

import budoux

from rules.glossary import GLOSSARY
from typedtext.shown import CLOSE, OPEN, unmarked

WBR = "<wbr>"  # a line may break here
SPAN = '<span class="ph">'  # around a text with marks (`_marked`)
ZWSP = "\u200b"  # a zero-width space in our own text (the catalogue's): made a <wbr>, never sent
PHRASES_MARKED = "phrases_marked"  # set on a response whose page was marked when it was rendered
JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
PIECES = re.compile(r"(<!--.*?-->|<[^>]*>)", re.S)
# Elements whose text gets no mark: not HTML inside (script, style, title, textarea, option), or text
# that a <wbr> would change (svg's <text>, code, pre).
RAW = frozenset(("script", "style", "title", "textarea", "option", "svg", "pre", "code"))
TAG = re.compile(r"<(/?)([a-zA-Z][\w-]*)")
MARKED = re.compile(r'<span class="ph">([^<]*)</span>')  # a text marked before, its <wbr>s gone
TYPED_ATTRIBUTE = re.compile(r"\sdata-typed[\s=>/]")

# Compounds of the game's words that may break where their parts join, and nowhere else.
COMPOUNDS = (
    "ナチュラル|カナスタ",
    "ミックス|カナスタ",
    "ワイルド|カナスタ",
    "イニシャル|メルド",
    "コンシールド|上がり",
    "コンシールド|カナスタ",
    "ワイルド|カード|入り",  # 「ワイルドカード入りのペア・ハンド」, a toggle's label in half the screen
    "ポッツェット|取得",
    "凍結された|捨て札の山",
)
# Words no line breaks inside, besides the glossary's terms.
WORDS = (
    "捨て札",
    "山札",
    "手札",
    "赤の3",
    "黒の3",
    "ずつ",
    "につき",
    "ペア・ハンド",
    "ストレート・ハンド",
    "ミニマムメルド",
)
DIGITS = "0-9０-９"
# A number's own characters: no break between a digit and these, either way round (17,200; 3.5; 30:00).
IN_NUMBER = re.compile(rf"[{DIGITS}][,.:．，][{DIGITS}]")
# Before a number, the words it belongs to: 第3, 全4, 各2, ×1, −50.
BEFORE_NUMBER = "第全各約計毎×±+＋−-"
# After a number: an opening bracket or a space may start a line, nothing else (13|枚, 2026|年, 3|人).
AFTER_NUMBER_BREAKS = "（「『【〔([ 　"


@cache
def _parser() -> budoux.Parser:
    return budoux.load_default_japanese_parser()


def _joins(word: str) -> tuple[str, frozenset[int]]:
    parts = word.split("|")
    joins, at = set(), 0
    for part in parts[:-1]:
        at += len(part)
        joins.add(at)
    return "".join(parts), frozenset(joins)


@cache
def protected() -> tuple[tuple[str, frozenset[int]], ...]:
    """Every protected word with the places inside it where a line may still break, longest first."""
    words = dict(_joins(word) for word in COMPOUNDS)
    for word in (*WORDS, *(term.ja for term in GLOSSARY)):
        words.setdefault(word, frozenset())
    return tuple(sorted(words.items(), key=lambda item: -len(item[0])))


def phrases(text: str) -> list[str]:
    """A run of text in its phrases, mended (this module's docstring): 「上がるには」「自分の」「側に」…"""
    plain, typed = _typed_spans(text)
    cuts = _cuts(plain, typed)
    edges = [0, *sorted(cuts), len(plain)]
    return [plain[start:end] for start, end in zip(edges, edges[1:], strict=False) if end > start]


def _typed_spans(text: str) -> tuple[str, list[tuple[int, int]]]:
    """The text without the typed-text marks, and where each typed text lies in it. A zero-width space of
    our own (the Japanese space after a sentence, `{% sep "sentence" %}`) is dropped: a mark goes there."""
    plain: list[str] = []
    spans: list[tuple[int, int]] = []
    start = None
    for character in text:
        if character == ZWSP:
            spans.append((len(plain), len(plain)))  # an empty span: a cut, kept below
        elif character == OPEN:
            start = len(plain)
        elif character == CLOSE:
            if start is not None:
                spans.append((start, len(plain)))
            start = None
        else:
            plain.append(character)
    return "".join(plain), spans


def _cuts(plain: str, typed: list[tuple[int, int]]) -> set[int]:
    cuts, at = set(), 0
    for phrase in _parser().parse(plain):
        at += len(phrase)
        cuts.add(at)
    cuts.discard(len(plain))
    never: set[int] = set()
    cuts.update(start for start, end in typed if start == end)
    joined: set[int] = set()  # where a compound's parts join: a break, though a shorter word holds it
    for word, joins in protected():
        for found in re.finditer(re.escape(word), plain):
            never.update(range(found.start() + 1, found.end()))
            joined.update(found.start() + join for join in joins)
    never -= joined
    cuts |= joined
    for start, end in typed:
        never.update(range(start + 1, end))
    for at in range(1, len(plain)):
        before, after = plain[at - 1], plain[at]
        if before.isdigit() and before.isascii() or "０" <= before <= "９":
            if after not in AFTER_NUMBER_BREAKS:
                never.add(at)
        if after.isdigit() and (before in BEFORE_NUMBER or before in ",.:．，"):
            never.add(at)
    for found in IN_NUMBER.finditer(plain):
        never.update((found.start() + 1, found.start() + 2))
    return cuts - never


def mark_phrases(page: str) -> str:
    """The page (or fragment) with a <wbr> between the phrases of every Japanese text, and without the
    marks around typed text (typedtext/shown.py)."""
    out: list[str] = []
    raw: list[str] = []  # the open elements whose text stays as it is
    for piece in PIECES.split(MARKED.sub(r"\1", page.replace(WBR, ""))):
        if piece.startswith("<"):
            piece = unmarked(piece).replace(ZWSP, "")
            tag = TAG.match(piece)
            if tag and not piece.endswith("/>"):
                name = tag.group(2).lower()
                if tag.group(1):
                    if raw and raw[-1] == name:
                        raw.pop()
                elif raw and raw[-1] == name or name in RAW or TYPED_ATTRIBUTE.search(piece):
                    raw.append(name)
            out.append(piece)
        elif raw or not JAPANESE.search(piece):
            out.append(unmarked(piece).replace(ZWSP, ""))
        else:
            out.append(_marked(piece))
    return "".join(out)


def _marked(text: str) -> str:
    # Segment the text as a reader sees it (entities read), then escape each phrase again. A text with marks
    # is one <span>: inside a flex or grid box (a button, a summary) it stays one item.
    parts = [html.escape(part, quote=False) for part in phrases(html.unescape(text))]
    return f"{SPAN}{WBR.join(parts)}</span>" if len(parts) > 1 else "".join(parts)
