"""Passive lines of Altered cards that are not Spells (issue 14, generalisation measured on
unseen external cards): a keyword the card has while a test holds, "Si ..., je suis [X]" /
"If ..., I am [X]". Each line here is written for these tests, in French and in English; both
must give the same ops, the test read as in any other slot."""

from __future__ import annotations

from typing import Any

import pytest

from counterplay.compiler.altered.read import read_ability

SELF = {"role": "self"}
YOU = {"role": "controller"}
IN_MOUNTAIN = {"test": "in_terrain", "who": SELF, "terrain": "mountain"}

CASES: list[tuple[str, str, list[dict[str, Any]]]] = [
    (
        "Si vous contrôlez au moins deux Plantes, je suis [Coriace 2].",
        "If you control two or more Plants, I am [Tough 2].",
        [
            {
                "op": "keyword",
                "keyword": "tough",
                "value": 2,
                "if": {
                    "test": "controls",
                    "who": YOU,
                    "what": {"role": "object", "count": {"at_least": 2}, "type": ["plant"]},
                },
            }
        ],
    ),
    (
        "Si je suis en {M}, je suis [Défenseur].",
        "If I'm in {M}, I am [Defender].",
        [
            {
                "op": "keyword",
                "keyword": "defender",
                "if": {"test": "in_terrain", "who": SELF, "terrain": "mountain"},
            }
        ],
    ),
    (
        "Si j'ai au moins 3 boosts, je suis [Gigantesque].",
        "If I have three or more boosts, I'm [Gigantic].",
        [
            {
                "op": "keyword",
                "keyword": "gigantic",
                "if": {"test": "counters", "who": SELF, "counter": "boost", "at_least": 3},
            }
        ],
    ),
    (  # two keywords while the test holds: each of them (refused before the passive was
        # read by the effect's own readings; both are said, none left out)
        "Si je suis en {M}, je suis [Défenseur] et [Coriace 1].",
        "If I'm in {M}, I am [Defender] and [Tough 1].",
        [
            {"op": "keyword", "keyword": "defender", "if": IN_MOUNTAIN},
            {"op": "keyword", "keyword": "tough", "value": 1, "if": IN_MOUNTAIN},
        ],
    ),
]


def _passive_ops(text: str, lang: str) -> list[dict[str, Any]]:
    reading = read_ability(text, lang, None, "character")
    assert reading.kind == "passive"
    assert reading.effect is not None
    return [{k: v for k, v in op.items() if k != "text"} for op in reading.effect["ops"]]


@pytest.mark.parametrize(("fr", "en", "ops"), CASES, ids=[en for _, en, _ in CASES])
def test_a_keyword_while_a_test_holds_reads_the_same_in_both_languages(
    fr: str, en: str, ops: list[dict[str, Any]]
) -> None:
    assert _passive_ops(fr, "fr") == ops
    assert _passive_ops(en, "en") == ops


# Near those, lines that say more than "while the test holds, I have the keyword": refused
# whole (never widen).
REFUSED = [
    ("fr", "Si je suis en {M}, je suis [Défenseur] ce tour-ci."),
    ("en", "If I'm in {M}, I am not [Defender]."),
    ("fr", "Si je suis en {M}, vous êtes [Défenseur]."),
]


@pytest.mark.parametrize(("lang", "text"), REFUSED, ids=[text for _, text in REFUSED])
def test_a_keyword_line_saying_more_is_refused(lang: str, text: str) -> None:
    assert [op["op"] for op in _passive_ops(text, lang)] == ["unparsed"]
