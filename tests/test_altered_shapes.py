"""Shapes of Altered effects that compose from readings the grammar already has (issue 14,
generalisation): each case is a line written for these tests, in French and in English
following the printed conventions, and both must give the same ops (text aside). The shapes
come from the game's own vocabulary (statuses, terrains, costs, counters) put in the slots
the grammar reads them in elsewhere, not from the corpus."""

from __future__ import annotations

from typing import Any

import pytest

from counterplay.compiler.altered.read import read_ability
from tests.altered_lines.conflicts import REFUSED as CONFLICTS_REFUSED
from tests.altered_lines.shapes import CASES, YOU


def _ops(text: str, lang: str) -> list[dict[str, Any]]:
    reading = read_ability(text, lang, None, "spell")
    assert reading.effect is not None, reading.diagnostics
    return [{k: v for k, v in op.items() if k != "text"} for op in reading.effect["ops"]]


def _fixed(ops: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``if_`` and ``while_`` in a case are the IR's ``if`` and ``while`` (Python keywords)."""
    return [{k.removesuffix("_"): v for k, v in op.items()} for op in ops]


@pytest.mark.parametrize(("fr", "en", "ops"), CASES, ids=[en for _, en, _ in CASES])
def test_a_shape_reads_the_same_in_french_and_english(
    fr: str, en: str, ops: list[dict[str, Any]]
) -> None:
    assert _ops(fr, "fr") == _fixed(ops)
    assert _ops(en, "en") == _fixed(ops)


# Near the readings above, sentences that say something they do not read: each must be
# refused whole (never widen: a word left out would change what the card does).
REFUSED = [
    ("fr", "Au deuxième Crépuscule, sacrifiez-le."),
    ("en", "At the second Dusk, sacrifice it."),
    ("fr", "Si un Personnage a rejoint mon Expédition, je gagne 1 boost."),
    ("en", "If a Character joined my Expedition, I gain 1 boost."),
    ("fr", "Sacrifiez un Personnage ciblé ayant au plus boosts."),
    ("en", "Sacrifice target Character with or fewer boosts."),
    ("fr", "Activez les capacités {j} et d'un Personnage ciblé."),
    ("en", "Activate the {j} and abilities of target Character."),
    ("en", "If you drew two or more cards, I gain 1 boost."),
    ("en", "You may sacrifice one two."),
    ("fr", "Le propriétaire pioche une carte."),
    ("en", "Discard a random."),
    ("en", "Exhaust and target Character."),
    ("fr", "Épuisez et sacrifiez."),
    ("en", "Draw a card, but."),
    ("en", "I gain 1 boost, and if I have three or more boosts."),
    ("fr", "Ma région perd ses autres terrains."),
    ("en", "My region gains {V} forever."),
    ("en", "If no opponent controls, draw a card."),
    ("en", "This turn, when you, draw a card."),
    ("fr", "Je gagne 1 boost chaque fois que ce tour-ci."),
    # near the readings of tests/test_altered_by_parts.py's WORDING: a player and a thing as
    # one subject; "target X or target Y" with more said after (of the second only?); the
    # parity of something not a number
    ("fr", "Vous et un Personnage ciblé piochez une carte."),
    ("en", "You and target Character draw a card."),
    ("fr", "Sacrifiez un Personnage ciblé ou un Permanent de Repère ciblé que vous contrôlez."),
    ("en", "Sacrifice target Character or target Landmark Permanent you control."),
    ("fr", "Si je suis pair, piochez une carte."),
    ("en", "If I'm even, draw a card."),
    # near the readings of tests/altered_lines/varied.py
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
    *CONFLICTS_REFUSED,
]


@pytest.mark.parametrize(("lang", "text"), REFUSED, ids=[text for _, text in REFUSED])
def test_a_sentence_saying_more_than_its_reading_is_refused(lang: str, text: str) -> None:
    assert [op["op"] for op in _ops(text, lang)] == ["unparsed"]


@pytest.mark.parametrize(
    ("text", "ops"),
    [
        ("You may [Foncer].", [{"op": "rush", "who": YOU, "optional": True}]),
        (
            "Target opponent [Ravitaille Épuisé].",
            [{"op": "exhausted_resupply", "who": {"role": "opponent", "targeted": True}}],
        ),
    ],
)
def test_a_term_in_brackets_reads_in_either_language(text: str, ops: list[Any]) -> None:
    """A French printing written in English that keeps its French keyword reads whole: a
    bracketed game term has the same value in both lexicons."""
    reading = read_ability(text, "fr", None, "spell")
    assert reading.lang == "en"
    assert _ops(text, "fr") == ops


def test_a_typographic_hyphen_is_a_hyphen() -> None:
    """ "ce tour‑ci" with U+2011 (non-breaking hyphen) reads as "ce tour-ci"."""
    assert _ops("Un Personnage ciblé gagne 1 boost ce tour\u2011ci.", "fr") == _ops(
        "Un Personnage ciblé gagne 1 boost ce tour-ci.", "fr"
    )
    assert _ops("Sacrifiez\u2010le.", "fr") == [{"op": "sacrifice", "what": {"role": "it"}}]


def test_a_keyword_alone_is_still_a_passive() -> None:
    """Only among other sentences is a keyword read as part of an effect."""
    for text, lang in (("[Rafraîchissement].", "fr"), ("[Cooldown].", "en")):
        assert read_ability(text, lang, None, "character").kind == "passive"
