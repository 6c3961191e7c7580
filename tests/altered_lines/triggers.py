"""Triggers said of me or of an object alike (``shared_event``), and a few more of players:
each line's trigger, with an effect added by the test.

Each case is a line written for these tests, in French and in English; both must give
the same reading (``tests/test_altered_effects.py``)."""

from __future__ import annotations

from typing import Any

UNSEEN_TRIGGERS: list[tuple[str, str, dict[str, Any]]] = [
    (
        "Lorsque je suis joué depuis votre main",
        "When I'm played from your hand",
        {
            "event": "card.play",
            "actor": None,
            "target": {"role": "self"},
            "qualifiers": {"from": {"of": "controller", "zone": "hand"}},
        },
    ),
    (
        "Lorsque je suis envoyé en Réserve",
        "When I'm sent to Reserve",
        {
            "event": "zone.enter",
            "actor": {"role": "self"},
            "target": None,
            "qualifiers": {"zone": "reserve"},
        },
    ),
    (
        "Lorsque je suis défaussé",
        "When I'm discarded",
        {"event": "discard", "actor": None, "target": {"role": "self"}, "qualifiers": {}},
    ),
    (
        "Lorsque je suis épuisé",
        "When I'm exhausted",
        {"event": "exhaust", "actor": None, "target": {"role": "self"}, "qualifiers": {}},
    ),
    (
        "Lorsque je suis ciblé",
        "When I'm targeted",
        {"event": "target", "actor": None, "target": {"role": "self"}, "qualifiers": {}},
    ),
    (
        "Lorsque je perds [[Fugace]]",
        "When I lose [[Fleeting]]",
        {
            "event": "status.lose",
            "actor": {"role": "self"},
            "target": None,
            "qualifiers": {"status": "fleeting"},
        },
    ),
    (
        "Lorsqu'un Personnage perd un boost",
        "When a Character loses a boost",
        {
            "event": "counter.lose",
            "actor": {"role": "object", "type": ["character"]},
            "target": None,
            "qualifiers": {"counter": "boost", "at_least": 1},
        },
    ),
    (
        "Lorsqu'un Personnage que vous contrôlez gagne un boost",
        "When a Character you control gains a boost",
        {
            "event": "counter.gain",
            "actor": {"role": "object", "type": ["character"], "controlled_by": "controller"},
            "target": None,
            "qualifiers": {"counter": "boost", "at_least": 1},
        },
    ),
    (
        "Lorsque vous défaussez une carte",
        "When you discard a card",
        {
            "event": "discard",
            "actor": {"role": "controller"},
            "target": {"role": "object", "type": ["card"]},
            "qualifiers": {},
        },
    ),
    (
        "Lorsqu'un adversaire passe",
        "When an opponent passes",
        {"event": "turn.pass", "actor": {"role": "opponent"}, "target": None, "qualifiers": {}},
    ),
    (
        "Lorsqu'un Personnage rejoint l'une de vos Expéditions",
        "When a Character joins one of your Expeditions",
        {
            "event": "zone.enter",
            "actor": {"role": "object", "type": ["character"]},
            "target": None,
            "qualifiers": {"of": "controller", "zone": "expedition", "one_of": True},
        },
    ),
    (
        "Lorsqu'une carte est défaussée de votre Réserve",
        "When a card is discarded from your Reserve",
        {
            "event": "discard",
            "actor": None,
            "target": {"role": "object", "type": ["card"]},
            "qualifiers": {"from": {"of": "controller", "zone": "reserve"}},
        },
    ),
    (
        "Lorsque je suis joué depuis la Réserve ou depuis votre main",
        "When I'm played from Reserve or from your hand",
        {
            "event": "card.play",
            "actor": None,
            "target": {"role": "self"},
            "qualifiers": {
                "from": {"any_of": [{"zone": "reserve"}, {"of": "controller", "zone": "hand"}]}
            },
        },
    ),
    (
        "Lorsqu'un Personnage que vous contrôlez quitte le jeu",
        "When a Character you control leaves play",
        {
            "event": "zone.leave",
            "actor": {"role": "object", "type": ["character"], "controlled_by": "controller"},
            "target": None,
            "qualifiers": {"zone": "play"},
        },
    ),
    (
        "Lorsque vous m'épuisez",
        "When you exhaust me",
        {
            "event": "exhaust",
            "actor": {"role": "controller"},
            "target": {"role": "self"},
            "qualifiers": {},
        },
    ),
    (
        "Lorsque vous redressez une carte",
        "When you ready a card",
        {
            "event": "ready",
            "actor": {"role": "controller"},
            "target": {"role": "object", "type": ["card"]},
            "qualifiers": {},
        },
    ),
    (
        "Lorsque vous lancez un 6",
        "When you roll a 6",
        {
            "event": "die.roll",
            "actor": {"role": "controller"},
            "target": None,
            "qualifiers": {"result": "6"},
        },
    ),
    (  # "make" was in no English lexicon line: "faites" had no twin
        "Lorsque vous faites un [Don]",
        "When you make a [Gift]",
        {"event": "gift", "actor": {"role": "controller"}, "target": None, "qualifiers": {}},
    ),
    # the fifth pass on unseen wording (tests/test_altered_shapes.py has its effects)
    (
        "Lorsque vous obtenez 1-3 de cette façon",
        "When you roll a 1-3 this way",
        {
            "event": "die.roll",
            "actor": {"role": "controller"},
            "target": None,
            "qualifiers": {"result": "1-3", "this_way": True},
        },
    ),
    (
        "Lorsque je suis envoyé en Réserve depuis l'Expédition",
        "When I'm sent to Reserve from the Expedition",
        {
            "event": "zone.enter",
            "actor": {"role": "self"},
            "target": None,
            "qualifiers": {"zone": "reserve", "from": "expedition"},
        },
    ),
    (  # what "you" do, any player does
        "Lorsqu'un adversaire défausse une carte",
        "When an opponent discards a card",
        {
            "event": "discard",
            "actor": {"role": "opponent"},
            "target": {"role": "object", "type": ["card"]},
            "qualifiers": {},
        },
    ),
    (
        "Lorsqu'un adversaire crée un jeton",
        "When an opponent creates a token",
        {
            "event": "token.create",
            "actor": {"role": "opponent"},
            "target": {"role": "object", "type": ["token"]},
            "qualifiers": {},
        },
    ),
    (  # switching Expeditions, done by me or by any object
        "Lorsqu'un Personnage que vous contrôlez change d'Expédition",
        "When a Character you control switches Expeditions",
        {
            "event": "expedition.switch",
            "actor": {"role": "object", "type": ["character"], "controlled_by": "controller"},
            "target": None,
            "qualifiers": {},
        },
    ),
    (
        "Lorsque je change d'Expédition",
        "When I switch Expeditions",
        {"event": "expedition.switch", "actor": {"role": "self"}, "target": None, "qualifiers": {}},
    ),
    (  # readied, as exhausted
        "Lorsqu'un Personnage est redressé",
        "When a Character is readied",
        {
            "event": "ready",
            "actor": None,
            "target": {"role": "object", "type": ["character"]},
            "qualifiers": {},
        },
    ),
    (  # revealed by any effect, not only "this way"
        "Lorsque vous révélez un Sort",
        "When you reveal a Spell",
        {
            "event": "card.reveal",
            "actor": {"role": "controller"},
            "target": {"role": "object", "type": ["spell"]},
            "qualifiers": {},
        },
    ),
    (  # the ordinals of the game's counts, as numbers are
        "Lorsque je gagne mon cinquième compteur Épreuve",
        "When I gain my fifth Trial counter",
        {
            "event": "counter.gain",
            "actor": {"role": "self"},
            "target": None,
            "qualifiers": {"counter": "trial", "nth": 5},
        },
    ),
    (  # "qui me cible" / "that targets me"
        "Lorsqu'un adversaire joue un Sort qui me cible",
        "When an opponent plays a Spell that targets me",
        {
            "event": "card.play",
            "actor": {"role": "opponent"},
            "target": {"role": "object", "type": ["spell"], "targets": {"role": "self"}},
            "qualifiers": {},
        },
    ),
    (  # "l'un de vos ..." / "one of your ...", for any thing
        "Lorsque l'un de vos Personnages quitte la zone d'Expédition",
        "When one of your Characters leaves the Expedition zone",
        {
            "event": "zone.leave",
            "actor": {"role": "object", "controlled_by": "controller", "type": ["character"]},
            "target": None,
            "qualifiers": {"zone": "expedition"},
        },
    ),
    (
        "Lorsque l'une de vos Expéditions avance",
        "When one of your Expeditions moves forward",
        {
            "event": "expedition.advance",
            "actor": {
                "role": "object",
                "type": ["expedition"],
                "controlled_by": "controller",
                "count": {"at_least": 1},
            },
            "target": None,
            "qualifiers": {},
        },
    ),
]
