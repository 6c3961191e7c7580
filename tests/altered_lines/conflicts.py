"""Lines an LALR conflict of ``ability.lark`` used to block (``python -m
counterplay.compiler.tables --conflicts altered/ability.lark`` lists them): the parser
settled a word one way before it could see which reading the rest of the line needed.
Written for these tests in French and in English; both give the same reading
(``tests/test_altered_effects.py``). Lines near them that say more than they read are in
``tests/test_altered_shapes.py``'s ``REFUSED``."""

from __future__ import annotations

from typing import Any

from tests.altered_lines.terms import EACH_PLAYER, SELF, YOU

A_CARD = {"role": "object", "type": ["card"]}
TARGET_OPPONENT = {"role": "opponent", "targeted": True}
I_GAIN_A_BOOST = {"op": "counter.gain", "who": SELF, "counter": "boost", "amount": 1}

UNBLOCKED: list[tuple[str, str, list[dict[str, Any]]]] = [
    # "make" before a player: shifted towards "make <action> to <player>" (the French
    # order), so the English order "make <player> <action>" was never reached
    (
        "Faites défausser une carte à un adversaire ciblé.",
        "Make target opponent discard a card.",
        [{"op": "discard", "what": A_CARD, "who": TARGET_OPPONENT}],
    ),
    (
        "Faites piocher deux cartes à chaque joueur.",
        "Make each player draw two cards.",
        [{"op": "draw", "amount": 2, "who": EACH_PLAYER}],
    ),
    # "you discard" after "if": shifted as "you discard a card" (what a player does),
    # never reaching the verb of "you discarded ... this way" said in the present
    (
        "Si vous défaussez une carte de cette façon, piochez une carte.",
        "If you discard a card this way, draw a card.",
        [
            {
                "op": "draw",
                "who": YOU,
                "amount": 1,
                "if": {"test": "done", "verb": "discard", "what": A_CARD, "who": YOU},
            }
        ],
    ),
    (
        "Si vous sacrifiez un Personnage de cette façon, je gagne 1 boost.",
        "If you sacrifice a Character this way, I gain 1 boost.",
        [
            {
                **I_GAIN_A_BOOST,
                "if": {
                    "test": "done",
                    "verb": "sacrifice",
                    "what": {"role": "object", "type": ["character"]},
                    "who": YOU,
                },
            }
        ],
    ),
    # ", then" is a lead of the clause after it, with its own comma
    (
        "Piochez une carte, puis, si vous contrôlez un Repère, je gagne 1 boost.",
        "Draw a card, then, if you control a Landmark, I gain 1 boost.",
        [
            {"op": "draw", "who": YOU, "amount": 1},
            {
                **I_GAIN_A_BOOST,
                "if": {
                    "test": "controls",
                    "who": YOU,
                    "what": {"role": "object", "type": ["landmark"]},
                },
            },
        ],
    ),
    # "and then" after a comma: the joiner, then the lead (no longer a joiner of its own)
    (
        "Piochez une carte, et puis défaussez une carte.",
        "Draw a card, and then discard a card.",
        [{"op": "draw", "who": YOU, "amount": 1}, {"op": "discard", "what": A_CARD}],
    ),
]

# each says more (or less) than the reading above it reads: refused whole
REFUSED = [
    ("fr", "Faites défausser à un adversaire ciblé."),
    ("en", "Make target opponent discard."),
    ("fr", "Faites défausser une carte à un adversaire ciblé à un joueur."),
    ("en", "Make target opponent discard a card to a player."),
    ("en", "Make target opponent, discard a card."),
    ("fr", "Piochez une carte, puis, si vous contrôlez un Repère."),
    ("en", "Draw a card, then, if you control a Landmark."),
    ("fr", "Si vous défaussez de cette façon, piochez une carte."),
    ("en", "If you discard this way, draw a card."),
    ("fr", "Si vous défaussez une carte de cette, piochez une carte."),
    ("en", "If you discard a card this, draw a card."),
]
