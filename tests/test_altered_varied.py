"""Altered lines varied as new cards vary them (issue 14, generalisation): a slot read for
one name, number, order or agreement reads the others too (``tests/altered_lines/varied``),
and lines near those readings that say more than they read are refused whole."""

from __future__ import annotations

from typing import Any

import pytest

from counterplay.compiler.altered.read import read_ability
from counterplay.compiler.altered.words import lexicon
from tests.altered_lines.varied import VARIED


def _ops(text: str, lang: str) -> list[dict[str, Any]]:
    reading = read_ability(text, lang, None, "spell")
    assert reading.effect is not None, reading.diagnostics
    return [{k: v for k, v in op.items() if k != "text"} for op in reading.effect["ops"]]


@pytest.mark.parametrize(("fr", "en", "ops"), VARIED, ids=[en for _, en, _ in VARIED])
def test_a_varied_line_reads_the_same_in_french_and_english(
    fr: str, en: str, ops: list[dict[str, Any]]
) -> None:
    assert _ops(fr, "fr") == ops
    assert _ops(en, "en") == ops


# Near the readings above, lines that say something they do not read: refused whole.
REFUSED = [
    ("fr", "Créez un jeton [1/1/1 Kobold] Golem dans une Expédition ciblée."),
    ("en", "Create a Golem [Kobold 1/1/1] token in target Expedition."),
    ("fr", "Piochez jusqu'à cartes."),
    ("en", "Draw up to cards."),
    ("fr", "Sacrifiez un Personnage ciblé que vous ne contrôlez."),
    ("en", "Sacrifice target Character you don't."),
    ("en", "Sacrifice target Character you not control."),
    ("fr", "Vous piochez chacun une carte."),
    ("fr", "Vous et un adversaire ciblé piochez chacun."),
    ("fr", "Un Personnage ciblé et un adversaire ciblé piochez chacun une carte."),
    ("en", "Target non-[[Anchored]] gains 1 boost."),
    ("fr", "Si ma statistique de est de 3 ou plus, piochez une carte."),
    ("en", "If my forest is 3 or more, draw a card."),
    ("fr", "Il coûte {1}."),
    ("en", "It costs less."),
    ("fr", "Un Personnage ciblé va."),
    ("en", "Target Character goes to."),
    ("fr", "S'il n'a plus, sacrifiez-le."),
    ("en", "If it has no more, sacrifice it."),
    ("fr", "Piochez deux cartes ensuite."),
    ("en", "Draw another."),
    ("fr", "Sacrifiez un Personnage ciblé ayant la statistique la plus élevée de."),
    ("en", "Sacrifice target Character with the highest forest."),
    ("fr", "Je gagne 1 boost pour chaque boost d'."),
    ("en", "I gain 1 boost for each boost on."),
    ("fr", "Je gagne des boosts égaux au."),
    ("fr", "Vous pouvez renvoyer un Personnage dans votre main pour."),
    ("en", "You may return a Character to your hand to."),
    ("en", "You may return a Character to to draw a card."),
    ("fr", "Déplacez un de mes sur un Personnage ciblé."),
    ("en", "Move one of my boosts to."),
    ("en", "Also, if, draw a card."),
    ("fr", "Lorsque vous jouez votre prochain ce tour-ci, piochez une carte."),
    ("fr", "Chaque Personnage qui est perd 1 boost."),
    ("en", "Each Character that's [[Asleep]] or loses 1 boost."),
    ("fr", "Un Personnage ciblé en {V} ou en gagne 1 boost."),
]


@pytest.mark.parametrize(
    ("adjective", "article"),
    [(a, t) for a in ("égal", "égale", "égaux", "égales") for t in ("au", "aux")],
)
def test_an_adjective_agrees_apart_from_the_article_after_it(adjective: str, article: str) -> None:
    """ "égaux au nombre", "égal aux boosts": every pair is one EQUAL then THE."""
    entry = lexicon("fr").phrases[(adjective, article)]
    assert (entry.terminal, entry.value) == ("EQUAL+THE", "")


@pytest.mark.parametrize(("lang", "text"), REFUSED, ids=[text for _, text in REFUSED])
def test_a_line_saying_more_than_its_reading_is_refused(lang: str, text: str) -> None:
    assert [op["op"] for op in _ops(text, lang)] == ["unparsed"]
