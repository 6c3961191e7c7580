"""Altered readings that said something other than the line (round 35's precision audit,
docs/altered.md "Precision on the seen lines"): each fixed reading, on made-up French and
English twins (no card prints them), read right or refused, never read as before.

- "vos Personnages" / "your Characters": a possessive says whose, never how many; a plural
  after it is every one of them (as "Characters you control"), not one chosen Character;
- "Draw cards." with no number: how many is not said, so it is refused (it was read as
  "draw a card");
- "Au prochain Midi —" / "At the next Noon —": a reaction's trigger there would fire on
  every Noon, not on the next one only, so it is refused ("at the next Dusk" after an
  action in an effect still reads as "at Dusk");
- "un Personnage et Permanent ciblé" / "target Character and Permanent": one thing said in
  the singular with two nouns joined by "and" is a thing of both kinds or two things, never
  one of either (it was read as "Character or Permanent"), so it is refused; "each Animal
  and Adventurer" and plurals are every one of each kind, as before.
"""

from __future__ import annotations

from typing import Any

import pytest

from counterplay.compiler.altered.read import read_ability


def _ops(text: str, lang: str, card_type: str = "character") -> list[dict[str, Any]]:
    reading = read_ability(text, lang, None, card_type)
    assert reading.effect is not None, text
    return [{k: v for k, v in op.items() if k != "text"} for op in reading.effect["ops"]]


def _chars(whose: str, **more: Any) -> dict[str, Any]:
    return {"role": "object", "controlled_by": whose, "type": ["character"], **more}


# (French, English, the op's key holding the thing, what it must be)
EVERY_ONE_OF_THEIRS = [
    (
        "{J} Vos Personnages gagnent 1 boost.",
        "{J} Your Characters gain 1 boost.",
        "who",
        _chars("controller", count="each"),
    ),
    (
        "{J} Un adversaire ciblé sacrifie ses Personnages.",
        "{J} Target opponent sacrifices their Characters.",
        "what",
        _chars("it", count="each"),
    ),
    (
        "{J} Sacrifiez vos Repères.",
        "{J} Sacrifice your Landmarks.",
        "what",
        {"role": "object", "controlled_by": "controller", "type": ["landmark"], "count": "each"},
    ),
    # a noun of several words: French says its number on the first ("Orbes de Mana")
    (
        "{J} Épuisez vos Orbes de Mana.",
        "{J} Exhaust your Mana Orbs.",
        "what",
        {"role": "object", "controlled_by": "controller", "type": ["mana_orb"], "count": "each"},
    ),
    (
        "{J} Sacrifiez vos Permanents de Repère.",
        "{J} Sacrifice your Landmark Permanents.",
        "what",
        {
            "role": "object",
            "controlled_by": "controller",
            "type": ["landmark_permanent"],
            "count": "each",
        },
    ),
    # the singular and "one of" stay one
    (
        "{J} Épuisez votre Orbe de Mana.",
        "{J} Exhaust your Mana Orb.",
        "what",
        {"role": "object", "controlled_by": "controller", "type": ["mana_orb"]},
    ),
    (
        "{J} Votre Personnage gagne 1 boost.",
        "{J} Your Character gains 1 boost.",
        "who",
        _chars("controller"),
    ),
    (
        "{J} Un de vos Personnages gagne 1 boost.",
        "{J} One of your Characters gains 1 boost.",
        "who",
        _chars("controller"),
    ),
]


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize(("fr", "en", "key", "thing"), EVERY_ONE_OF_THEIRS)
def test_a_possessive_before_a_plural_is_every_one(
    fr: str, en: str, key: str, thing: dict[str, Any], lang: str
) -> None:
    [op] = _ops(fr if lang == "fr" else en, lang)
    assert op[key] == thing


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Pour chacun de vos Personnages, piochez une carte.", "fr"),
        ("For each of your Characters, draw a card.", "en"),
        ("{J} Je gagne 1 boost pour chacun de vos Personnages.", "fr"),
        ("{J} I gain 1 boost for each of your Characters.", "en"),
    ],
)
def test_what_is_counted_for_each_keeps_the_kind_only(text: str, lang: str) -> None:
    """A ``per`` counts: it says which kind (as a test's or an amount's ``kind_of``), not
    "every one" (which the runtime would not count)."""
    [op] = _ops(text, lang, "spell")
    assert op["per"] == _chars("controller")


@pytest.mark.parametrize(
    ("text", "lang"), [("{J} Draw cards.", "en"), ("{J} Each player draws cards.", "en")]
)
def test_a_draw_of_cards_with_no_number_is_refused(text: str, lang: str) -> None:
    assert [op["op"] for op in _ops(text, lang)] == ["unparsed"]


@pytest.mark.parametrize(
    ("text", "lang", "amount"),
    [
        ("{J} Draw a card.", "en", 1),
        ("{J} Draw two cards.", "en", 2),
        ("{J} Draw cards equal to the number of Plants you control.", "en", "same"),
    ],
)
def test_a_draw_that_says_how_many_still_reads(text: str, lang: str, amount: Any) -> None:
    [op] = _ops(text, lang)
    assert (op["op"], op["amount"]) == ("draw", amount)


def test_cards_no_one_may_draw_are_any_cards() -> None:
    [op] = _ops("{J} Your opponents can't draw cards this turn.", "en")
    assert (op["op"], op["action"]) == ("cannot", "card.draw")


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Au prochain Midi — Piochez une carte.", "fr"),
        ("At the next Noon — Draw a card.", "en"),
        ("Au prochain Crépuscule — Je gagne 1 boost.", "fr"),
        ("At the next Dusk — I gain 1 boost.", "en"),
    ],
)
def test_the_next_phase_is_no_reaction_trigger(text: str, lang: str) -> None:
    reading = read_ability(text, lang, None, "character")
    assert reading.kind == "reaction"
    assert reading.trigger is not None and reading.trigger["event"] == "unparsed"


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("À Midi — Piochez une carte.", "fr"),
        ("At Noon — Draw a card.", "en"),
    ],
)
def test_a_phase_is_still_a_reaction_trigger(text: str, lang: str) -> None:
    reading = read_ability(text, lang, None, "character")
    assert reading.trigger is not None
    assert (reading.trigger["event"], reading.trigger["qualifiers"]) == (
        "phase.start",
        {"phase": "noon"},
    )


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("{J} Un Personnage ciblé gagne 2 boosts. Au prochain Crépuscule, il perd 1 boost.", "fr"),
        ("{J} Target Character gains 2 boosts. At the next Dusk, it loses 1 boost.", "en"),
        (
            "{J} Un Personnage ciblé gagne 2 boosts. Envoyez-le en Réserve au prochain Crépuscule.",
            "fr",
        ),
        ("{J} Target Character gains 2 boosts. Send it to Reserve at the next Dusk.", "en"),
    ],
)
def test_the_next_phase_still_times_an_action(text: str, lang: str) -> None:
    ops = _ops(text, lang)
    assert [op.get("at") for op in ops] == [None, "dusk"]


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("{J} Défaussez un Personnage et Permanent ciblé.", "fr"),
        ("{J} Discard target Character and Permanent.", "en"),
        ("{J} Sacrifiez un autre Robot et Permanent.", "fr"),
        ("{J} Sacrifice another Robot and Permanent.", "en"),
    ],
)
def test_one_thing_of_two_nouns_joined_by_and_is_refused(text: str, lang: str) -> None:
    assert [op["op"] for op in _ops(text, lang)] == ["unparsed"]


def test_a_trigger_on_one_thing_of_two_nouns_joined_by_and_is_refused() -> None:
    reading = read_ability("When you play a Song and Artist — Draw a card.", "en")
    assert reading.trigger is not None and reading.trigger["event"] == "unparsed"


@pytest.mark.parametrize(
    ("text", "lang", "thing"),
    [
        (
            "{J} Chaque Robot et Plante que vous contrôlez gagne 2 boosts.",
            "fr",
            {"count": "each", "type": ["robot", "plant"]},
        ),
        (
            "{J} Each Robot and Plant you control gains 2 boosts.",
            "en",
            {"count": "each", "type": ["robot", "plant"]},
        ),
        (
            "{J} Les Robots et les Plantes que vous contrôlez gagnent 2 boosts.",
            "fr",
            {"count": "each", "type": ["robot", "plant"]},
        ),
        (
            "{J} Robot and Plant Characters in your Reserve gain 2 boosts.",
            "en",
            {"count": "each", "type": ["character"], "subtype": ["robot", "plant"]},
        ),
    ],
)
def test_every_one_of_two_nouns_joined_by_and_still_reads(
    text: str, lang: str, thing: dict[str, Any]
) -> None:
    [op] = _ops(text, lang)
    assert {key: op["who"][key] for key in thing} == thing


@pytest.mark.parametrize(
    ("text", "lang", "count"),
    [
        (
            "Si vous avez deux statistiques de base de 0 parmi vos Personnages, piochez une carte.",
            "fr",
            2,
        ),
        ("If you have two base statistics of 0 among your Characters, draw a card.", "en", 2),
        (
            "Si vous avez au moins deux statistiques de base de 0 parmi vos Personnages, "
            "piochez une carte.",
            "fr",
            {"at_least": 2},
        ),
        (
            "If you have two or more base statistics of 0 among your Characters, draw a card.",
            "en",
            {"at_least": 2},
        ),
    ],
)
def test_base_statistics_counted_say_their_bound(text: str, lang: str, count: Any) -> None:
    """ "deux statistiques de base de 0" / "two base statistics of 0" is that many, no more
    said; it read as "two or more" (a bound the line does not say)."""
    [op] = _ops(text, lang, "spell")
    assert op["if"]["what"]["count"] == count
