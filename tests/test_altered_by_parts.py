"""An unread part of an Altered effect sentence does not take down the rest of it
(``compiler.altered.by_parts``): made-up French/English pairs, each with one clause the
grammar cannot read ("blorquez" / "blork", or known words in no order a rule reads) beside
clauses it can; the clauses around it read with their lead, subject, "vous pouvez" and what
"pour" / "to" pays for, and the same IR in both languages. Near them, sentences where the
rest may hang on the part not read: refused whole (never widen). Then readings of how noun
phrases and subjects are said in one language or the other: "target Character's controller",
two players as one subject, "target X or target Y"."""

from __future__ import annotations

from typing import Any

import pytest

from counterplay.compiler.altered.read import read_ability
from counterplay.diagnostics import Span

YOU = {"role": "controller"}
EACH_PLAYER = {"role": "player", "count": "each"}
TARGET_CHARACTER = {"role": "object", "type": ["character"], "targeted": True}
CONTROLS_A_SPELL = {"test": "controls", "who": YOU, "what": {"role": "object", "type": ["spell"]}}
DRAW_ONE = {"op": "draw", "who": YOU, "amount": 1}
UNREAD = {"op": "unparsed"}


def _ops(text: str, lang: str) -> list[dict[str, Any]]:
    reading = read_ability(text, lang, None, "spell")
    assert reading.effect is not None, reading.diagnostics
    return [{k: v for k, v in op.items() if k != "text"} for op in reading.effect["ops"]]


def _unread(text: str, lang: str) -> list[str]:
    reading = read_ability(text, lang, None, "spell")
    assert reading.effect is not None
    return [op["text"] for op in reading.effect["ops"] if op["op"] == "unparsed"]


# (French, English, ops, the unread part in French, in English)
CASES: list[tuple[str, str, list[dict[str, Any]], str, str]] = [
    (
        "Piochez une carte, puis blorquez un Personnage ciblé.",
        "Draw a card, then blork target Character.",
        [DRAW_ONE, UNREAD],
        "blorquez un Personnage ciblé",
        "blork target Character",
    ),
    (  # known words a rule does not read in this order, before the clause read
        "Piochez un boost ciblé, puis défaussez une carte.",
        "Draw target boost, then discard a card.",
        [UNREAD, {"op": "discard", "what": {"role": "object", "type": ["card"]}}],
        "Piochez un boost ciblé",
        "Draw target boost",
    ),
    (  # the lead governs both clauses, the one not read too
        "Si vous contrôlez un Sort, renvoyez un Personnage ciblé derrière votre Héros, puis "
        "piochez une carte.",
        "If you control a Spell, return target Character behind your Hero, then draw a card.",
        [{**UNREAD, "if": CONTROLS_A_SPELL}, {**DRAW_ONE, "if": CONTROLS_A_SPELL}],
        "renvoyez un Personnage ciblé derrière votre Héros",
        "return target Character behind your Hero",
    ),
    (
        "Si vous le faites, blorquez-le, puis épuisez un Personnage ciblé.",
        "If you do, blork it, then exhaust target Character.",
        [
            {**UNREAD, "if": {"test": "done"}},
            {"op": "exhaust", "what": TARGET_CHARACTER, "if": {"test": "done"}},
        ],
        "blorquez-le",
        "blork it",
    ),
    (  # a leading time, for the clause after the one not read
        "Au Crépuscule, blorquez-le et sacrifiez un Personnage ciblé.",
        "At Dusk, blork it and sacrifice target Character.",
        [{**UNREAD, "at": "dusk"}, {"op": "sacrifice", "what": TARGET_CHARACTER, "at": "dusk"}],
        "blorquez-le",
        "blork it",
    ),
    (  # the subject read alone: the verb phrase after the part not read keeps it
        "Chaque joueur défausse une carte, blorque, puis pioche deux cartes.",
        "Each player discards a card, blorks, then draws two cards.",
        [{**UNREAD, "who": EACH_PLAYER}, {"op": "draw", "who": EACH_PLAYER, "amount": 2}],
        "défausse une carte, blorque",
        "discards a card, blorks",
    ),
    (  # what a payment not read buys
        "Vous pouvez blorquer un Personnage ciblé pour piocher une carte.",
        "You may blork target Character to draw a card.",
        [{**UNREAD, "optional": True}, {**DRAW_ONE, "if": {"test": "done"}}],
        "blorquer un Personnage ciblé",
        "blork target Character",
    ),
    (  # a clause with its own lead after one read
        "Épuisez un Personnage ciblé, puis si vous contrôlez un Sort, blorquez-le.",
        "Exhaust target Character, then if you control a Spell, blork it.",
        [{"op": "exhaust", "what": TARGET_CHARACTER}, {**UNREAD, "if": CONTROLS_A_SPELL}],
        "blorquez-le",
        "blork it",
    ),
    (
        "Piochez une carte et défaussez une carte, puis piochez un boost ciblé.",
        "Draw a card and discard a card, then draw target boost.",
        [DRAW_ONE, {"op": "discard", "what": {"role": "object", "type": ["card"]}}, UNREAD],
        "piochez un boost ciblé",
        "draw target boost",
    ),
    (  # one word not read, after a list of gains
        "Je gagne 1 boost et blorque.",
        "I gain 1 boost and blork.",
        [{"op": "counter.gain", "who": {"role": "self"}, "counter": "boost", "amount": 1}, UNREAD],
        "blorque",
        "blork",
    ),
]


@pytest.mark.parametrize(
    ("fr", "en", "ops", "fr_unread", "en_unread"), CASES, ids=[c[1] for c in CASES]
)
def test_the_clauses_around_an_unread_part_are_read(
    fr: str, en: str, ops: list[dict[str, Any]], fr_unread: str, en_unread: str
) -> None:
    assert _ops(fr, "fr") == ops
    assert _ops(en, "en") == ops
    assert _unread(fr, "fr") == [fr_unread]
    assert _unread(en, "en") == [en_unread]


# The rest may hang on the part not read: the whole sentence is one unparsed op.
REFUSED = [
    ("Si vous blorquez, piochez une carte.", "If you blork, draw a card."),
    # the subject may be longer than the words read ("Chaque joueur blorqué ...")
    ("Chaque joueur blorque, puis pioche une carte.", "Each player blorks, then draws a card."),
    (
        "Piochez une carte pour chaque Personnage blorqué.",
        "Draw a card for each blorked Character.",
    ),
    (
        "Piochez une carte, pour chaque Personnage blorqué.",
        "Draw a card, for each blorked Character.",
    ),
    ("Gagnez X boosts, X étant blorque.", "Gain X boosts, where X is blork."),
    (
        "Ce tour-ci, lorsque vous blorquez, piochez une carte.",
        "This turn, when you blork, draw a card.",
    ),
    # what comes before a comma may be a lead not read
    (
        "Au deuxième Crépuscule, blorquez-le, puis piochez une carte.",
        "At the second Dusk, blork it, then draw a card.",
    ),
    (
        "Un Personnage blorqué gagne 1 boost, puis perd [[Fugace]].",
        "A blorked Character gains 1 boost, then loses [[Fleeting]].",
    ),
    (
        "Mettez-en une blorque et le reste au-dessous de votre deck.",
        "Put one blork and the rest at the bottom of your deck.",
    ),
    (
        "Piochez une carte si vous contrôlez un Personnage et un Sort blorqué.",
        "Draw a card if you control a Character and a blorked Spell.",
    ),
    # "et" / "and" before a noun may go on a list: not a clause of its own after one not read
    (
        "Blorquez un Personnage ciblé et un Personnage ciblé gagne 1 boost.",
        "Blork target Character and target Character gains 1 boost.",
    ),
]


@pytest.mark.parametrize(("fr", "en"), REFUSED, ids=[en for _, en in REFUSED])
def test_what_may_hang_on_an_unread_part_is_refused(fr: str, en: str) -> None:
    for text, lang in ((fr, "fr"), (en, "en")):
        assert _unread(text, lang) == [text]


def test_a_clause_after_an_unread_lead_of_its_own_is_not_read() -> None:
    """ ", puis si vous blorquez, gagnez 1 boost": the gain hangs on the lead not read; the
    draw before it is read."""
    for text, lang in (
        ("Piochez une carte, puis si vous blorquez, gagnez 1 boost.", "fr"),
        ("Draw a card, then if you blork, gain 1 boost.", "en"),
    ):
        assert _ops(text, lang) == [DRAW_ONE, UNREAD]


def test_the_clauses_are_counted_by_their_cut() -> None:
    """``Reading.clauses``: what the bench and ``coverage`` count, each clause read or not."""
    reading = read_ability(
        "Piochez une carte, puis blorquez un Personnage ciblé.", "fr", None, "spell"
    )
    assert reading.clauses == [("Piochez une carte", True), ("blorquez un Personnage ciblé", False)]
    whole = read_ability("Piochez une carte, puis défaussez une carte.", "fr", None, "spell")
    assert whole.clauses == [("Piochez une carte", True), ("défaussez une carte", True)]
    refused = read_ability("Si vous blorquez, piochez une carte.", "fr", None, "spell")
    assert refused.clauses == [("Si vous blorquez, piochez une carte", False)]


def test_an_unread_part_has_its_diagnostic_at_its_first_word() -> None:
    line = "Piochez une carte, puis blorquez un Personnage ciblé."
    reading = read_ability(line, "fr", Span("cards.yaml", 3, 11), "spell")
    (found,) = [d for d in reading.diagnostics if d.code == "P002"]
    assert found.span == Span("cards.yaml", 3, 11 + line.index("blorquez"))
    assert "blorquez un Personnage ciblé" in found.message


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("{T}, blorquez un Personnage : Piochez une carte.", "fr"),
        ("{T}, blork a Character: Draw a card.", "en"),
    ],
)
def test_a_cost_not_read_beside_one_read_keeps_the_quick_action(text: str, lang: str) -> None:
    reading = read_ability(text, lang)
    assert reading.kind == "quick_action"
    assert reading.cost is not None
    assert [c["op"] for c in reading.cost] == ["exhaust", "unparsed"]
    assert reading.effect is not None
    assert [{k: v for k, v in op.items() if k != "text"} for op in reading.effect["ops"]] == [
        DRAW_ONE
    ]
    assert any(d.code == "P003" for d in reading.diagnostics)


def test_a_head_with_no_cost_read_is_no_quick_action() -> None:
    reading = read_ability("Blorquez un Personnage : Piochez une carte.", "fr", None, "spell")
    assert reading.kind == "effect"
    assert reading.cost is None


TARGET_CHARACTER_EN = {"role": "object", "targeted": True, "type": ["character"]}


def _either(*types: str) -> dict[str, Any]:
    return {"role": "object", "type": list(types), "targeted": True}


# How noun phrases and subjects are said in one language or the other: (French, English, ops).
WORDING: list[tuple[str, str, list[dict[str, Any]]]] = [
    (  # English "target Character's controller" read as "the controller of target Character"
        "Le contrôleur d'un Personnage ciblé pioche une carte.",
        "Target Character's controller draws a card.",
        [{**DRAW_ONE, "who": {"role": "player", "controller_of": TARGET_CHARACTER_EN}}],
    ),
    (
        "Le propriétaire d'un Personnage ciblé pioche une carte.",
        "Target Character's owner draws a card.",
        [{**DRAW_ONE, "who": {"role": "player", "owner_of": TARGET_CHARACTER_EN}}],
    ),
    (  # two players as one subject: each of them does it
        "Vous et un adversaire ciblé piochez une carte.",
        "You and target opponent each draw a card.",
        [DRAW_ONE, {**DRAW_ONE, "who": {"role": "opponent", "targeted": True}}],
    ),
    (
        "Vous et chaque adversaire défaussez une carte.",
        "You and each opponent discard a card.",
        [
            {"op": "discard", "what": {"role": "object", "type": ["card"]}, "who": who}
            for who in (YOU, {"role": "opponent", "count": "each"})
        ],
    ),
    (  # "target X or target Y": one target, of either type
        "Sacrifiez un Personnage ciblé ou un Permanent de Repère ciblé.",
        "Sacrifice target Character or target Landmark Permanent.",
        [{"op": "sacrifice", "what": _either("character", "landmark_permanent")}],
    ),
    (
        "Sacrifiez un Sort ciblé ou un Personnage ciblé, puis piochez une carte.",
        "Sacrifice target Spell or target Character, then draw a card.",
        [{"op": "sacrifice", "what": _either("spell", "character")}, DRAW_ONE],
    ),
    (  # a number even or odd
        "Si le résultat est pair, piochez une carte.",
        "If the result is even, draw a card.",
        [{**DRAW_ONE, "if": {"test": "parity", "what": {"of": "result"}, "parity": "even"}}],
    ),
    (
        "Piochez une carte si X est impair.",
        "Draw a card if X is odd.",
        [{**DRAW_ONE, "if": {"test": "parity", "what": {"of": "x"}, "parity": "odd"}}],
    ),
]


@pytest.mark.parametrize(("fr", "en", "ops"), WORDING, ids=[en for _, en, _ in WORDING])
def test_a_wording_reads_the_same_in_french_and_english(
    fr: str, en: str, ops: list[dict[str, Any]]
) -> None:
    assert _ops(fr, "fr") == ops
    assert _ops(en, "en") == ops
    reading = read_ability(en, "en", None, "spell")
    assert all(read for _, read in reading.clauses)
    assert all(text in en for text, _ in reading.clauses)  # its text as printed


def test_its_owners_place_is_not_rewritten() -> None:
    """ "its owner's hand": "'s" after a pronoun, a place's owner, read as before."""
    assert _ops("Return target Character to its owner's hand.", "en") == [
        {
            "op": "move",
            "what": TARGET_CHARACTER_EN,
            "to": {"zone": "hand", "of": "player", "of_owner_of": "it"},
        }
    ]


@pytest.mark.parametrize(
    ("fr", "en"),
    [
        (
            "Un Personnage ciblé gagne 1 boost et défausse une carte.",
            "Target Character gains 1 boost and discards a card.",
        ),
        (
            "Un Personnage ciblé perd 1 boost et défausse une carte.",
            "Target Character loses 1 boost and discards a card.",
        ),
    ],
)
def test_a_verb_after_a_list_of_gains_is_done_by_the_one_that_gains(fr: str, en: str) -> None:
    """It was read as yours ("and discards": the Character's, never the controller's)."""
    ops = _ops(fr, "fr")
    assert ops == _ops(en, "en")
    assert ops[-1] == {
        "op": "discard",
        "what": {"role": "object", "type": ["card"]},
        "who": TARGET_CHARACTER_EN,
    }


def test_after_i_a_verb_stays_read_as_before() -> None:
    """ "Je gagne 1 boost et pioche une carte": the French first person, the form of the
    third; read as the English "I gain 1 boost and draw a card" is."""
    assert _ops("Je gagne 1 boost et pioche une carte.", "fr") == _ops(
        "I gain 1 boost and draw a card.", "en"
    )
