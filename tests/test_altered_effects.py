"""Effects of Altered abilities read by composition (``grammar/altered/ability.lark``):
one reading of who (me, it, an object) in every verb slot, a verb inside a list of gains,
clause joiners, what X is, "X is Y" conditions for any X, and verbs as stems with all
their regular forms. Each case is a line written for these tests, in French and in
English, and both must give the same ops."""

from __future__ import annotations

from typing import Any

import pytest

from counterplay.compiler.altered.read import read_ability
from counterplay.compiler.altered.words import lexicon
from tests.altered_lines.composed import COMPOSED
from tests.altered_lines.conflicts import UNBLOCKED
from tests.altered_lines.effects import CASES
from tests.altered_lines.general import GENERAL
from tests.altered_lines.terms import SELF, TARGET_CHARACTER, YOU
from tests.altered_lines.triggers import UNSEEN_TRIGGERS
from tests.altered_lines.unseen_wording import UNSEEN_WORDING
from tests.altered_lines.varied import VARIED


def _ops(text: str, lang: str) -> list[dict[str, Any]]:
    reading = read_ability(text, lang, None, "spell")
    assert reading.effect is not None
    return [{k: v for k, v in op.items() if k != "text"} for op in reading.effect["ops"]]


@pytest.mark.parametrize(
    ("fr", "en", "ops"),
    [*CASES, *UNSEEN_WORDING, *GENERAL, *VARIED, *UNBLOCKED],
    ids=[c[1] for c in [*CASES, *UNSEEN_WORDING, *GENERAL, *VARIED, *UNBLOCKED]],
)
def test_effects_compose_the_same_in_french_and_english(
    fr: str, en: str, ops: list[dict[str, Any]]
) -> None:
    assert _ops(fr, "fr") == ops
    assert _ops(en, "en") == ops


@pytest.mark.parametrize(
    ("lang", "stem", "form", "terminal"),
    [
        ("fr", "redress~", "redressent", "READY"),
        ("fr", "défauss~", "défaussons", "DISCARD"),
        ("fr", "coût~", "coûtera", "COST"),  # the future: "coûtera {1} de moins"
        ("en", "reveal~", "reveals", "REVEAL"),
    ],
)
def test_a_verb_stem_stands_for_its_regular_forms(
    lang: str, stem: str, form: str, terminal: str
) -> None:
    """A form no card used so far is read as its verb (lexicon stems, ``words.VERB_ENDINGS``)."""
    entry = lexicon(lang).phrases[(form,)]
    assert entry.terminal == terminal
    assert (stem,) not in lexicon(lang).phrases


@pytest.mark.parametrize(
    ("adjective", "article"),
    [(a, t) for a in ("égal", "égale", "égaux", "égales") for t in ("au", "aux")],
)
def test_an_adjective_agrees_apart_from_the_article_after_it(adjective: str, article: str) -> None:
    """ "égaux au nombre", "égal aux boosts": every pair is one EQUAL then THE."""
    entry = lexicon("fr").phrases[(adjective, article)]
    assert (entry.terminal, entry.value) == ("EQUAL+THE", "")


def test_an_unseen_form_reads_in_an_effect() -> None:
    """ "épuisent" is in no lexicon line: the stem "épuis~" gives it."""
    assert _ops("Tous les joueurs épuisent un Permanent.", "fr") == [
        {
            "op": "exhaust",
            "what": {"role": "object", "type": ["permanent"]},
            "who": {"role": "player", "count": "each"},
        }
    ]


@pytest.mark.parametrize(
    ("fr", "en", "cost"),
    [
        (
            "Défaussez une carte de votre main : Piochez une carte.",
            "Discard a card from your hand: Draw a card.",
            {
                "op": "discard",
                "what": {
                    "role": "object",
                    "type": ["card"],
                    "place": {"of": "controller", "zone": "hand"},
                },
            },
        ),
        (
            "Mettez-moi en Réserve : Piochez une carte.",
            "Put me in Reserve: Draw a card.",
            {"op": "move", "what": SELF, "to": {"zone": "reserve"}},
        ),
        (
            "Dépensez 1 boost : Piochez une carte.",
            "Spend 1 boost: Draw a card.",
            {"op": "counter.spend", "amount": 1, "counter": "boost", "from": SELF},
        ),
        (
            "Retirez 2 boosts d'un Personnage que vous contrôlez : Piochez une carte.",
            "Remove 2 boosts from a Character you control: Draw a card.",
            {
                "op": "counter.lose",
                "who": {"role": "object", "type": ["character"], "controlled_by": "controller"},
                "counter": "boost",
                "amount": 2,
            },
        ),
        (
            "Perdez 1 boost : Piochez une carte.",
            "Lose 1 boost: Draw a card.",
            {"op": "counter.lose", "who": SELF, "counter": "boost", "amount": 1},
        ),
        (
            "Renvoyez-moi dans votre main : Piochez une carte.",
            "Return me to your hand: Draw a card.",
            {"op": "move", "what": SELF, "to": {"of": "controller", "zone": "hand"}},
        ),
        ("Payez {2} : Piochez une carte.", "Pay {2}: Draw a card.", {"op": "pay", "mana": 2}),
        (
            "Redressez un Orbe de Mana : Piochez une carte.",
            "Ready a Mana Orb: Draw a card.",
            {"op": "ready", "what": {"role": "object", "type": ["mana_orb"]}},
        ),
        (
            "Envoyez un Personnage que vous contrôlez en Réserve : Piochez une carte.",
            "Send a Character you control to Reserve: Draw a card.",
            {
                "op": "move",
                "what": {"role": "object", "type": ["character"], "controlled_by": "controller"},
                "to": {"zone": "reserve"},
            },
        ),
    ],
)
def test_a_quick_action_pays_with_any_action_on_a_thing(
    fr: str, en: str, cost: dict[str, Any]
) -> None:
    """A cost is said as the same action in an effect ("Défaussez une carte : ...")."""
    for text, lang in ((fr, "fr"), (en, "en")):
        reading = read_ability(text, lang, None, "character")
        assert reading.kind == "quick_action"
        assert reading.cost is not None
        assert [{k: v for k, v in c.items() if k != "text"} for c in reading.cost] == [cost]


@pytest.mark.parametrize(
    ("fr", "en", "costs"),
    [
        (
            "{T} et {1} : Piochez une carte.",
            "{T} and {1}: Draw a card.",
            [{"op": "exhaust", "what": SELF}, {"op": "pay", "mana": 1}],
        ),
        (
            "Défaussez-moi de votre Réserve : Piochez une carte.",
            "Discard me from your Reserve: Draw a card.",
            [{"op": "discard", "what": {**SELF, "place": {"of": "controller", "zone": "reserve"}}}],
        ),
    ],
)
def test_costs_joined_by_and_or_said_of_me_somewhere(
    fr: str, en: str, costs: list[dict[str, Any]]
) -> None:
    for text, lang in ((fr, "fr"), (en, "en")):
        reading = read_ability(text, lang, None, "character")
        assert reading.kind == "quick_action"
        assert reading.cost is not None
        assert [{k: v for k, v in c.items() if k != "text"} for c in reading.cost] == costs


@pytest.mark.parametrize(
    ("fr", "en", "trigger"), UNSEEN_TRIGGERS, ids=[c[1] for c in UNSEEN_TRIGGERS]
)
def test_triggers_compose_the_same_in_french_and_english(
    fr: str, en: str, trigger: dict[str, Any]
) -> None:
    for text, lang, effect in (
        (fr, "fr", " — Je gagne 1 boost."),
        (en, "en", " — I gain 1 boost."),
    ):
        reading = read_ability(text + effect, lang, None, "character")
        assert reading.kind == "reaction"
        assert reading.trigger is not None
        assert {k: v for k, v in reading.trigger.items() if k != "text"} == trigger


@pytest.mark.parametrize(("fr", "en", "ops"), COMPOSED, ids=[c[1] for c in COMPOSED])
def test_readings_compose_for_unseen_wording(fr: str, en: str, ops: list[dict[str, Any]]) -> None:
    assert _ops(fr, "fr") == ops
    assert _ops(en, "en") == ops


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Je gagne 1 boost lorsque je suis joué.", "fr"),
        ("I gain 1 boost when I'm played.", "en"),
    ],
)
def test_an_effect_before_its_trigger_is_a_reaction(text: str, lang: str) -> None:
    """Seed 002 allows "Effet après déclencheur": the trigger from "lorsque" / "when" on."""
    reading = read_ability(text, lang, None, "character")
    assert reading.kind == "reaction"
    assert reading.trigger is not None
    assert reading.trigger["event"] == "card.play"
    assert reading.trigger["target"] == SELF
    assert _ops(text, lang) == [
        {"op": "counter.gain", "who": SELF, "counter": "boost", "amount": 1}
    ]


@pytest.mark.parametrize(
    ("fr", "en", "op"),
    [
        (
            "Un Personnage ciblé dans l'autre Expédition gagne 1 boost.",
            "Target Character in the other Expedition gains 1 boost.",
            "counter.gain",
        ),
        (
            "Les autres Personnages gagnent 1 boost.",
            "The other Characters gain 1 boost.",
            "counter.gain",
        ),
        # "the other cards" said where they are: not those not taken ("Discard the other
        # cards." alone is: altered_lines/general.py)
        (
            "Épuisez les autres cartes de votre Réserve.",
            "Exhaust the other cards in your Reserve.",
            "exhaust",
        ),
    ],
)
def test_the_other_before_a_noun_is_not_the_rest(fr: str, en: str, op: str) -> None:
    """ "l'autre" / "the other" alone is those not taken; before a noun it says which one."""
    for text, lang in ((fr, "fr"), (en, "en")):
        assert [o["op"] for o in _ops(text, lang)] == [op]
        assert "rest" not in str(_ops(text, lang))


def test_an_ability_in_quotes_is_gained_as_printed() -> None:
    """ "gagne « {T} : Piochez une carte. »" / "gains "{T}: Draw a card."": the ability's
    text, kept to be read as a line of its own."""
    for text, lang, quoted in (
        (
            "Un Personnage ciblé gagne « {T} : Piochez une carte. » ce tour-ci.",
            "fr",
            "{T} : Piochez une carte.",
        ),
        ('Target Character gains "{T}: Draw a card." this turn.', "en", "{T}: Draw a card."),
    ):
        assert _ops(text, lang) == [
            {"op": "ability.gain", "who": TARGET_CHARACTER, "ability": quoted, "until": "turn"}
        ]


@pytest.mark.parametrize(
    ("fr", "en", "cost"),
    [
        (
            "{T}, révélez un Sort de votre main : Je gagne 1 boost.",
            "{T}, reveal a Spell from your hand: I gain 1 boost.",
            {
                "op": "reveal",
                "what": {
                    "role": "object",
                    "type": ["spell"],
                    "place": {"of": "controller", "zone": "hand"},
                },
            },
        ),
        (
            "{T}, [Ravitaillez] : Je gagne 1 boost.",
            "{T}, [Resupply]: I gain 1 boost.",
            {"op": "resupply", "who": YOU},
        ),
    ],
)
def test_a_quick_action_pays_by_revealing_or_a_keyword_action(
    fr: str, en: str, cost: dict[str, Any]
) -> None:
    for text, lang in ((fr, "fr"), (en, "en")):
        reading = read_ability(text, lang, None, "character")
        assert reading.kind == "quick_action"
        assert reading.cost is not None
        assert [{k: v for k, v in c.items() if k != "text"} for c in reading.cost] == [
            {"op": "exhaust", "what": SELF},
            cost,
        ]
