"""Readings of the ninth and tenth passes (issue 14, generalisation), chosen from the unread
lines of official cards outside the corpus (their training part only) and kept because they also
read cards of the outside test part, or because the two languages then read one IR
(docs/altered.md). The lines here are written for the
tests, in French and in English, with the ops both must give
(``tests/test_altered_outside.py``); none is card text."""

from __future__ import annotations

from typing import Any

SELF = {"role": "self"}
TARGET_CHARACTER = {"role": "object", "targeted": True, "type": ["character"]}


def my_stat(terrain: str) -> dict[str, Any]:
    """An amount: my statistic of ``terrain``."""
    return {"of": "statistic", "terrain": terrain, "who": SELF}


CASES: list[tuple[str, str, list[dict[str, Any]]]] = [
    (  # a statistic compared with "mine": mine of that terrain
        "Un Personnage ciblé avec une statistique {M} supérieure à la mienne gagne 1 boost.",
        "Target Character with {M} greater than mine gains 1 boost.",
        [
            {
                "op": "counter.gain",
                "who": {
                    **TARGET_CHARACTER,
                    "stat": {"terrain": "mountain", "above": my_stat("mountain")},
                },
                "counter": "boost",
                "amount": 1,
            }
        ],
    ),
    (  # ... or with an amount said whole
        "Sacrifiez un Personnage ciblé avec une statistique {O} égale à ma statistique {V}.",
        "Sacrifice target Character with {O} equal to my {V} statistic.",
        [
            {
                "op": "sacrifice",
                "what": {
                    **TARGET_CHARACTER,
                    "stat": {"terrain": "water", "equal": my_stat("forest")},
                },
            }
        ],
    ),
    (  # an ability named by its symbol, as a filter ("a {D} ability": what {d} would say)
        "Un Personnage ciblé avec une capacité {R} gagne 1 boost.",
        "Target Character with a {R} ability gains 1 boost.",
        [
            {
                "op": "counter.gain",
                "who": {**TARGET_CHARACTER, "ability": "reserve"},
                "counter": "boost",
                "amount": 1,
            }
        ],
    ),
    (  # ... and as what is activated, of my own
        "J'active ma capacité {H}.",
        "I activate my {H} ability.",
        [{"op": "abilities.activate", "symbol": "hand", "of": SELF}],
    ),
    (  # "exhausted" after where it goes is how it arrives, not which card is put
        "Mettez un Personnage de votre Réserve dans votre zone de Mana épuisé.",
        "Put a Character from your Reserve in your Mana zone exhausted.",
        [
            {
                "op": "move",
                "what": {
                    "role": "object",
                    "type": ["character"],
                    "place": {"of": "controller", "zone": "reserve"},
                },
                "to": {"of": "controller", "zone": "mana"},
                "exhausted": True,
            }
        ],
    ),
]

# The tenth pass (docs/altered.md): batches kept on the grown outside set.
CASES += [
    (  # a Feat and its status once completed: the same words in both languages' lists
        "Sacrifiez une Prouesse [[Accomplie]].",
        "Sacrifice a [[Completed]] Feat.",
        [{"op": "sacrifice", "what": {"role": "object", "type": ["feat"], "status": "completed"}}],
    ),
    (  # things counted said in a place: as "there are ... in ..." (one test, both languages)
        "Si au moins quatre Personnages sont dans votre Réserve, piochez une carte.",
        "If four or more Characters are in your Reserve, draw a card.",
        [
            {
                "op": "draw",
                "who": {"role": "controller"},
                "amount": 1,
                "if": {
                    "test": "exists",
                    "what": {
                        "role": "object",
                        "count": {"at_least": 4},
                        "type": ["character"],
                        "place": {"of": "controller", "zone": "reserve"},
                    },
                },
            }
        ],
    ),
    (  # ... while one thing named in a place stays where it is
        "Si je suis dans votre Réserve, piochez une carte.",
        "If I'm in your Reserve, draw a card.",
        [
            {
                "op": "draw",
                "who": {"role": "controller"},
                "amount": 1,
                "if": {
                    "test": "in_place",
                    "who": SELF,
                    "place": {"of": "controller", "zone": "reserve"},
                },
            }
        ],
    ),
    (  # an Expedition's status once Ascended, in double brackets in both languages
        "Piochez une carte, sauf si votre Expédition est [[Élevée]].",
        "Draw a card unless your Expedition is [[Ascended]].",
        [
            {
                "op": "draw",
                "who": {"role": "controller"},
                "amount": 1,
                "if": {
                    "test": "status",
                    "who": {
                        "role": "object",
                        "controlled_by": "controller",
                        "type": ["expedition"],
                    },
                    "status": "ascended",
                    "negated": True,
                },
            }
        ],
    ),
    (  # an ability of a symbol activated in a time, by anyone: a test of what was done
        "Si une capacité {D} a été activée ce tour-ci, piochez une carte.",
        "If a {D} ability was activated this turn, draw a card.",
        [
            {
                "op": "draw",
                "who": {"role": "controller"},
                "amount": 1,
                "if": {"test": "did", "verb": "activate", "ability": "discard", "during": "turn"},
            }
        ],
    ),
    (  # ... and after "sauf si" / "unless"
        "Je gagne 1 boost, sauf si une capacité {R} a été activée ce tour-ci.",
        "I gain 1 boost unless a {R} ability was activated this turn.",
        [
            {
                "op": "counter.gain",
                "who": SELF,
                "counter": "boost",
                "amount": 1,
                "if": {
                    "test": "did",
                    "verb": "activate",
                    "ability": "reserve",
                    "during": "turn",
                    "negated": True,
                },
            }
        ],
    ),
    (  # a Feat's verb, "accomplissez-moi" / "complete me": the lexicon names its op
        "Accomplissez-moi, puis piochez une carte.",
        "Complete me, then draw a card.",
        [
            {"op": "complete", "what": SELF},
            {"op": "draw", "who": {"role": "controller"}, "amount": 1},
        ],
    ),
    (  # "défausse" after an owner word is the discard pile ("discard pile" in English)
        "S'il y a au moins trois cartes dans votre défausse, piochez une carte.",
        "If there are three or more cards in your discard pile, draw a card.",
        [
            {
                "op": "draw",
                "who": {"role": "controller"},
                "amount": 1,
                "if": {
                    "test": "exists",
                    "what": {
                        "role": "object",
                        "count": {"at_least": 3},
                        "type": ["card"],
                        "place": {"of": "controller", "zone": "discard"},
                    },
                },
            }
        ],
    ),
    (  # ... and "la défausse" after a preposition
        "Mettez une carte de la défausse en Réserve.",
        "Put a card from the discard pile in Reserve.",
        [
            {
                "op": "move",
                "what": {"role": "object", "type": ["card"], "place": {"zone": "discard"}},
                "to": {"zone": "reserve"},
            }
        ],
    ),
    (  # ... of a thing said in full, under a test said before it
        "S'il y a au moins quatre Personnages dans votre Réserve, accomplissez un Personnage"
        " ciblé.",
        "If there are four or more Characters in your Reserve, complete target Character.",
        [
            {
                "op": "complete",
                "what": TARGET_CHARACTER,
                "if": {
                    "test": "exists",
                    "what": {
                        "role": "object",
                        "count": {"at_least": 4},
                        "type": ["character"],
                        "place": {"of": "controller", "zone": "reserve"},
                    },
                },
            }
        ],
    ),
]

# Near the readings above, sentences that say something they do not read: refused whole.
REFUSED: list[tuple[str, str]] = [
    ("fr", "Un Personnage ciblé avec une statistique {M} supérieure à gagne 1 boost."),
    ("en", "Target Character with {M} greater than gains 1 boost."),
    ("fr", "Un Personnage ciblé avec une capacité gagne 1 boost."),
    ("en", "Target Character with a ability gains 1 boost."),
    ("fr", "S'il y a au moins trois cartes dans défausse, piochez une carte."),  # no owner
    ("en", "If a {D} ability was activated, draw a card."),  # when it was, not said
    ("fr", "Accomplissez."),  # the verb without what is done
    ("en", "Complete."),
]

# Triggers of the tenth pass: (French line, English line, the trigger's event and qualifiers).
TRIGGERS: list[tuple[str, str, str, dict[str, Any]]] = [
    (  # the cause of an advance said as the keyword action in brackets
        "Lorsque votre Expédition avance [grâce à l'Élévation] — Je gagne 1 boost.",
        "When your Expedition moves forward [due to Ascension] — I gain 1 boost.",
        "expedition.advance",
        {"due_to": "ascend"},
    ),
]

# Near them, a bracketed cause no list names: the trigger is refused whole.
REFUSED_TRIGGERS: list[tuple[str, str]] = [
    ("fr", "Lorsque votre Expédition avance [grâce au Sabotage] — Je gagne 1 boost."),
    ("en", "When your Expedition moves forward [due to Sabotage] — I gain 1 boost."),
]
