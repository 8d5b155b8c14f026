"""The Japanese review's six checks (shared/reviews/japanese-2026-11-27.md), run on what a /ja/ page shows:
its visible text, as a browser lays it out, its aria-label and title attributes, and what the round's clock
will show (data-warning, data-over: static/js/clock.js).

1. another family's words on a family's pages (its `Words.foreign`: ディール on Hand and Foot's);
2. an ASCII : ; ! ? , right after Japanese;
3. an ASCII space after full-width punctuation;
4. a number after 全員, 目標点 or 通常は without its unit;
5. impossible counters: 0つ, 10つ, 十個;
6. a ・ separator glued to a name written with ・ (クラシック・カナスタ・5,000点先取);

and the 2026-12-07 review's (shared/reviews/japanese-2026-12-07.md, its mechanical checks 4, 7, 8, 9):
7. an ASCII & between names, a Latin " · ", a prime for minutes (30′);
8. an identifier (「meld_table」, None, True, False);
9. two sentences joined by a colon (「回戦の時間が来たら：」);
10. a second label after a ・ on one line (「上がりの条件：カナスタ1つ・目標点：5,000点」).
"""

import re
from html.parser import HTMLParser
from typing import NamedTuple

from rules.core.family import Family

# Elements that start a line of their own (the text either side never runs together) and cells.
BLOCKS = frozenset(
    "address article aside blockquote body br caption dd details div dl dt fieldset figcaption figure footer "
    "form h1 h2 h3 h4 h5 h6 header hr label legend li main nav ol option p pre section select summary table "
    "tbody tfoot thead title tr ul".split()
)
CELLS = frozenset(("td", "th"))
HIDDEN = frozenset(("script", "style", "head", "svg"))
VOID = frozenset("area base br col embed hr img input link meta source track wbr".split())
ATTRIBUTES = (
    "aria-label",
    "title",
    "data-warning",
    "data-over",
    "data-left",
)  # and what the round's clock says in time

JAPANESE_BEFORE = r"[ぁ-んァ-ヶー一-龯）」]"
CHECKS: dict[str, re.Pattern[str]] = {
    "ASCII punctuation after Japanese": re.compile(rf"{JAPANESE_BEFORE}[:;!?,]"),
    "space after full-width punctuation": re.compile(r"[：、。・（] "),
    "number without its unit": re.compile(r"(全員|目標点|通常は) ?[0-9][0-9,]*(?![0-9,]*[点枚つ組人回])"),
    "impossible counter": re.compile(r"(?<![0-9,])(0|[1-9][0-9]+)つ|[十百千]個"),
    "separator glued to a dotted name": re.compile(r"(・カナスタ|アンド・フット)・"),
    # The 2026-12-07 review's checks 4, 7, 8 and 9 (shared/reviews/japanese-2026-12-07.md):
    "ASCII & between names": re.compile(r"\S & \S"),
    "Latin middle dot": re.compile(r" · "),
    "prime for minutes": re.compile(r"[0-9}]′"),
    "identifier shown": re.compile(r"「[a-z_]+」|\b(None|True|False)\b"),
    "sentence joined by a colon": re.compile(
        r"(?:ます|です|ません|ました|ください|たら|[^の]は)：(?<!まだ何も保存されていません：)(?=[ぁ-んァ-ヶー一-龯])"
    ),
    "two labels on one line": re.compile(r"：[^\n\t：]*・[^\n\t]*："),
}


class Shown(NamedTuple):
    text: str  # the visible text: blocks on lines of their own, cells split by tabs
    main: str  # the same of <main> only
    labels: list[str]  # every aria-label and title
    main_labels: list[str]


class _Reader(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.main: list[str] = []
        self.labels: list[str] = []
        self.main_labels: list[str] = []
        self.stack: list[str] = []  # open elements that hide their text or mark it as English
        self.in_main = 0
        self.title = False
        self.labelled: list[str] = []  # open elements with an aria-label (an icon's text is no text)

    def _skipping(self) -> bool:
        return any(tag in HIDDEN or tag == "en" for tag in self.stack) and not self.title

    def _put(self, text: str) -> None:
        if self._skipping():
            return
        self.parts.append(text)
        if self.in_main:
            self.main.append(text)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        if tag == "title":
            self.title = True
        if tag not in VOID and values.get("aria-label"):
            self.labelled.append(tag)
        if tag not in VOID:
            english = values.get("lang") == "en" or tag in HIDDEN
            self.stack.append("en" if english and tag not in HIDDEN else tag)
        if tag == "main":
            self.in_main += 1
        if not self._skipping():
            for name in ATTRIBUTES:
                if values.get(name):
                    self.labels.append(str(values[name]))
                    if self.in_main:
                        self.main_labels.append(str(values[name]))
        self._put("\n" if tag in BLOCKS else "\t" if tag in CELLS else "")

    def handle_endtag(self, tag: str) -> None:
        self._put("\n" if tag in BLOCKS else "\t" if tag in CELLS else "")
        if tag == "title":
            self.title = False
        if tag == "main":
            self.in_main -= 1
        if tag in VOID:
            return
        if self.labelled and self.labelled[-1] == tag:
            self.labelled.pop()
        while self.stack:  # close up to the element (a browser forgives a missing end tag the same way)
            if self.stack.pop() == tag:
                break

    def handle_data(self, data: str) -> None:
        if self.labelled and not re.search(r"\w", data):  # "?", "−", "+": a button's sign, named by its label
            self._put("\t")
            return
        data = data.replace("\u200b", "")  # the marks between phrases (rules/book/phrases.py): never seen
        self._put(re.sub(r"[ \t\r\n\f]+", " ", data))  # HTML collapses a run of white space to one space


def _lines(parts: list[str]) -> str:
    text = "".join(parts)
    return re.sub(r" *([\n\t]) *", r"\1", text)  # a space next to a block's edge is not shown


def shown(html: str) -> Shown:
    """What a page shows a reader: text inside lang="en" elements (the language switch, the glossary's
    English column), scripts and styles left out; the <title> kept."""
    reader = _Reader()
    reader.feed(html)
    reader.close()
    return Shown(_lines(reader.parts), _lines(reader.main), reader.labels, reader.main_labels)


def slips(html: str, family: Family | None = None) -> list[str]:
    """Every hit of the six checks on one page (`family`: whose page it is, for the first)."""
    page = shown(html)
    found = []
    for text in (page.text, *page.labels):
        for name, pattern in CHECKS.items():
            found += [f"{name}: {text[max(0, m.start() - 12) : m.end() + 12]!r}" for m in pattern.finditer(text)]
    if family is not None:
        for text in (page.main, *page.main_labels):
            words = [word for word in family.words.foreign if word in text]
            found += [f"{family.key} page shows {word}: {_around(text, word)!r}" for word in words]
    return found


def _around(text: str, word: str) -> str:
    at = text.index(word)
    return text[max(0, at - 12) : at + len(word) + 12]
