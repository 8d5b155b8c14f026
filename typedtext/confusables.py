"""Names that look alike: a skeleton in the manner of Unicode's TR39 (Security Mechanisms, section 4).

Two names with one skeleton can be told apart by no reader: "Ann" and "Аnn" (its А Cyrillic), "l1"
and "Il", "O" and "0". The table is Unicode's confusables.txt as the package confusable-homoglyphs
(pinned in requirements.txt) ships it: each character with the characters it can be mistaken for.
It is read once per process, when a name is first compared.
"""

import json
import unicodedata
from functools import cache
from importlib import resources

from . import folded, spelled_out

_MARK = "\u200e"  # the left-to-right mark the package writes around right-to-left characters


def _entries() -> dict[str, list[str]]:
    source = resources.files("confusable_homoglyphs").joinpath("confusables.json").read_text("utf-8")
    return {
        key.strip(_MARK): [entry["c"].strip(_MARK) for entry in found]
        for key, found in json.loads(source).items()
        if key.strip(_MARK)
    }


@cache
def _prototypes() -> dict[str, str]:
    """Each character that can be mistaken for another, with what it is read as (its prototype).

    The package lists a prototype with all the characters read as it, and each of those with its
    prototype (or the string of several it is read as, "rn" for "m"). Characters linked one to one
    form groups; each group is read as its member with the most look-alikes (the prototype)."""
    entries = _entries()
    parent: dict[str, str] = {}

    def root(character: str) -> str:
        while parent.setdefault(character, character) != character:
            parent[character] = parent[parent[character]]
            character = parent[character]
        return character

    strings: dict[str, str] = {}
    for character, alike in entries.items():
        for other in alike:
            if len(character) == 1 and len(other) == 1:
                parent[root(character)] = root(other)
            elif len(character) == 1 and other:
                strings.setdefault(character, other)
    groups: dict[str, list[str]] = {}
    for character in parent:
        groups.setdefault(root(character), []).append(character)
    table = dict(strings)
    for members in groups.values():
        prototype = max(members, key=lambda member: (len(entries.get(member, ())), -ord(member)))
        table.update({member: prototype for member in members if member != prototype})
    return table


def skeleton(name: str) -> str:
    """What a name looks like: spelled out (typedtext.spelled_out), each character replaced by the one
    it is read as, then folded. Case counts until then: "Ian" reads as "lan" (an I is an l in many
    fonts), where "ian" does not. Equal skeletons: names a reader cannot tell apart."""
    table = _prototypes()
    decomposed = unicodedata.normalize("NFD", spelled_out(name))
    return folded("".join(table.get(character, character) for character in decomposed))
