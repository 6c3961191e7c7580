"""Lines varied the way new cards vary (issue 14's held-out fifth): a slot read for one
name, number, order or agreement reads the others too (another subtype, a name no list
holds, "you don't control", "up to" before a count, a status said with its verb...).
Written for these tests in French and in English; both give the same reading
(``tests/test_altered_effects.py``). Lines near them that say more than they read are in
``tests/test_altered_shapes.py``'s ``REFUSED``."""

from __future__ import annotations

from typing import Any

from tests.altered_lines.terms import EACH_PLAYER, IT, SELF, TARGET_CHARACTER, YOU

TARGET_EXPEDITION = {"zone": "expedition", "targeted": True}
OPPONENTS_CHARACTER = {
    **TARGET_CHARACTER,
    "controlled_by": "opponent",
}

VARIED: list[tuple[str, str, list[dict[str, Any]]]] = [
    # a token's subtype no list names, beside its profile (the profile holds the name)
    (
        "Créez un jeton Golem [3/1/2 Kobold] dans une Expédition ciblée.",
        "Create a [Kobold 3/1/2] Golem token in target Expedition.",
        [
            {
                "op": "token.create",
                "token": {"subtype": "golem", "stats": [3, 1, 2], "name": "kobold"},
                "count": 1,
                "place": TARGET_EXPEDITION,
            }
        ],
    ),
    (
        "Créez deux jetons Kraken Robot [0/4/1 Scarabot] dans une Expédition ciblée.",
        "Create two [Brassbug 0/4/1] Robot Kraken tokens in target Expedition.",
        [
            {
                "op": "token.create",
                "token": {"subtypes": ["kraken", "robot"], "stats": [0, 4, 1], "name": "brassbug"},
                "count": 2,
                "place": TARGET_EXPEDITION,
            }
        ],
    ),
    # a token named in words, with no profile: the capitalised words are its name, as before
    (
        "Créez un jeton Recrue Ordis dans une Expédition ciblée.",
        "Create an Ordis Recruit token in target Expedition.",
        [
            {
                "op": "token.create",
                "token": {"name": "ordis_recruit"},
                "count": 1,
                "place": TARGET_EXPEDITION,
            }
        ],
    ),
    # "up to" before the number of cards drawn
    (
        "Piochez jusqu'à deux cartes.",
        "Draw up to two cards.",
        [{"op": "draw", "who": YOU, "amount": {"up_to": 2}}],
    ),
    (
        "Chaque joueur défausse une carte, puis pioche jusqu'à trois cartes.",
        "Each player discards a card, then draws up to three cards.",
        [
            {
                "op": "discard",
                "what": {"role": "object", "type": ["card"]},
                "who": EACH_PLAYER,
            },
            {"op": "draw", "who": EACH_PLAYER, "amount": {"up_to": 3}},
        ],
    ),
    # a subtype (listed or not) after a number, where a counter's name may also stand
    (
        "Mettez un Robot ciblé en Réserve.",
        "Put target Robot in Reserve.",
        [
            {
                "op": "move",
                "what": {"role": "object", "type": ["robot"], "targeted": True},
                "to": {"zone": "reserve"},
            }
        ],
    ),
    (
        "Mettez un Golem ciblé dans votre main.",
        "Put target Golem in your hand.",
        [
            {
                "op": "move",
                "what": {"role": "object", "type": ["golem"], "targeted": True},
                "to": {"zone": "hand", "of": "controller"},
            }
        ],
    ),
    # ... and a counter named before its word still reads as that counter
    (
        "Mettez 2 compteurs Kobold sur un Personnage ciblé.",
        "Put 2 Kobold counters on target Character.",
        [
            {
                "op": "counter.gain",
                "who": TARGET_CHARACTER,
                "counter": "kobold",
                "amount": 2,
            }
        ],
    ),
    # "you don't control": an opponent's (every other player is one)
    (
        "Sacrifiez un Personnage ciblé que vous ne contrôlez pas.",
        "Sacrifice target Character you don't control.",
        [{"op": "sacrifice", "what": OPPONENTS_CHARACTER}],
    ),
    (
        "Chaque Personnage que vous ne contrôlez pas perd 1 boost.",
        "Each Character you do not control loses 1 boost.",
        [
            {
                "op": "counter.lose",
                "who": {
                    "role": "object",
                    "count": "each",
                    "type": ["character"],
                    "controlled_by": "opponent",
                },
                "counter": "boost",
                "amount": 1,
            }
        ],
    ),
    # "chacun" after the verb of two players said as one subject (English says "each"
    # before it)
    (
        "Vous et un adversaire ciblé piochez chacun deux cartes.",
        "You and target opponent each draw two cards.",
        [
            {"op": "draw", "who": YOU, "amount": 2},
            {"op": "draw", "who": {"role": "opponent", "targeted": True}, "amount": 2},
        ],
    ),
    # "non-" before a status or keyword in brackets: without it (it was a separator)
    (
        "Un Personnage ciblé non-[[Ancré]] gagne 1 boost.",
        "Target non-[[Anchored]] Character gains 1 boost.",
        [
            {
                "op": "counter.gain",
                "who": {
                    **TARGET_CHARACTER,
                    "not_status": "anchored",
                },
                "counter": "boost",
                "amount": 1,
            }
        ],
    ),
    (
        "Sacrifiez un Personnage non-[Coriace] ciblé.",
        "Sacrifice target non-[Tough] Character.",
        [
            {
                "op": "sacrifice",
                "what": {
                    **TARGET_CHARACTER,
                    "not_keyword": "tough",
                },
            }
        ],
    ),
    # a terrain's statistic by its word after "de" ("statistique de forêt"), in every slot
    (
        "Si ma statistique de forêt est de 3 ou plus, piochez une carte.",
        "If my forest statistic is 3 or more, draw a card.",
        [
            {
                "op": "draw",
                "who": YOU,
                "amount": 1,
                "if": {"test": "statistic", "who": SELF, "terrain": "forest", "min": 3},
            }
        ],
    ),
    (
        "Un Personnage ciblé avec une statistique de montagne de 2 ou moins gagne [[Endormi]].",
        "Target Character with a mountain statistic of 2 or less gains [[Asleep]].",
        [
            {
                "op": "status.gain",
                "who": {
                    **TARGET_CHARACTER,
                    "stat": {"terrain": "mountain", "max": 2},
                },
                "status": "asleep",
            }
        ],
    ),
    (
        "Sacrifiez un Personnage. Si vous le faites, je gagne autant de boosts que sa "
        "statistique d'eau.",
        "Sacrifice a Character. If you do, I gain as many boosts as its water statistic.",
        [
            {"op": "sacrifice", "what": {"role": "object", "type": ["character"]}},
            {
                "op": "counter.gain",
                "who": SELF,
                "counter": "boost",
                "amount": "same",
                "x": {"of": "statistic", "terrain": "water", "who": IT},
                "if": {"test": "done"},
            },
        ],
    ),
    # a cost change said of the one named before ("il" / "it"), as of any thing
    (
        "Vous pouvez jouer un Sort de votre Réserve. Il coûte {1} de moins.",
        "You may play a Spell from your Reserve. It costs {1} less.",
        [
            {
                "op": "play",
                "what": {
                    "role": "object",
                    "type": ["spell"],
                    "place": {"of": "controller", "zone": "reserve"},
                },
                "optional": True,
            },
            {"op": "cost.reduce", "what": IT, "amount": 1},
        ],
    ),
    # "X va en Réserve" / "X goes to Reserve": a move said with its thing as subject
    (
        "Un Personnage ciblé va dans la main de son propriétaire.",
        "Target Character goes to its owner's hand.",
        [
            {
                "op": "move",
                "what": TARGET_CHARACTER,
                "to": {"zone": "hand", "of": "player", "of_owner_of": "it"},
            }
        ],
    ),
    (
        "Il va en Réserve à la place.",
        "It goes to Reserve instead.",
        [{"op": "move", "what": IT, "to": {"zone": "reserve"}, "instead": True}],
    ),
    # "n'a plus de" / "has no more": none now (not "plus de", more than)
    (
        "Un Personnage ciblé perd 2 boosts. S'il n'a plus de boost, sacrifiez-le.",
        "Target Character loses 2 boosts. If it has no more boosts, sacrifice it.",
        [
            {
                "op": "counter.lose",
                "who": TARGET_CHARACTER,
                "counter": "boost",
                "amount": 2,
            },
            {
                "op": "sacrifice",
                "what": IT,
                "if": {"test": "counters", "who": IT, "counter": "boost", "at_most": 0},
            },
        ],
    ),
    (
        "Sacrifiez un Personnage ciblé avec au plus 2 boosts.",
        "Sacrifice target Character with no more than 2 boosts.",
        [
            {
                "op": "sacrifice",
                "what": {
                    **TARGET_CHARACTER,
                    "counters": {"counter": "boost", "at_most": 2},
                },
            }
        ],
    ),
    # "ensuite" after a sentence's verb, as "Then" before it
    (
        "Piochez deux cartes. Défaussez ensuite une carte.",
        "Draw two cards. Then discard a card.",
        [
            {"op": "draw", "who": YOU, "amount": 2},
            {"op": "discard", "what": {"role": "object", "type": ["card"]}},
        ],
    ),
    # "une autre carte" / "another card" drawn: one more
    (
        "Si vous contrôlez un Repère, piochez une autre carte.",
        "If you control a Landmark, draw another card.",
        [
            {
                "op": "draw",
                "who": YOU,
                "amount": 1,
                "additional": True,
                "if": {
                    "test": "controls",
                    "who": YOU,
                    "what": {"role": "object", "type": ["landmark"]},
                },
            }
        ],
    ),
    # the highest or lowest terrain statistic, as the highest or lowest cost is said
    (
        "Sacrifiez un Personnage ciblé ayant la statistique de forêt la plus élevée.",
        "Sacrifice target Character with the highest forest statistic.",
        [
            {
                "op": "sacrifice",
                "what": {
                    **TARGET_CHARACTER,
                    "stat": {"terrain": "forest", "extreme": "highest"},
                },
            }
        ],
    ),
    # "pour chaque boost d'un ..." / "for each boost on ...": counted on any thing
    (
        "Je gagne 1 boost pour chaque boost d'un Personnage ciblé.",
        "I gain 1 boost for each boost on target Character.",
        [
            {
                "op": "counter.gain",
                "who": SELF,
                "counter": "boost",
                "amount": 1,
                "per": {
                    "counter": "boost",
                    "of": TARGET_CHARACTER,
                },
            }
        ],
    ),
    # "des boosts égaux au nombre de ..." / "boosts equal to the number of ...": the
    # adjective agrees with the boosts, "au" with what follows
    (
        "Je gagne des boosts égaux au nombre de Sorts dans votre Réserve.",
        "I gain boosts equal to the number of Spells in your Reserve.",
        [
            {
                "op": "counter.gain",
                "who": SELF,
                "counter": "boost",
                "amount": "X",
                "x": {
                    "of": "count",
                    "what": {
                        "role": "object",
                        "type": ["spell"],
                        "place": {"of": "controller", "zone": "reserve"},
                    },
                },
            }
        ],
    ),
    # "en {V} ou en {M}": French says "en" again where English does not
    (
        "Un Personnage ciblé en {V} ou en {O} gagne 1 boost.",
        "Target Character in {V} or {O} gains 1 boost.",
        [
            {
                "op": "counter.gain",
                "who": {
                    **TARGET_CHARACTER,
                    "terrain": ["forest", "water"],
                },
                "counter": "boost",
                "amount": 1,
            }
        ],
    ),
    (
        "Vous et votre adversaire redressez chacun toutes les cartes de votre Réserve.",
        "You and your opponent each ready all cards in your Reserve.",
        [
            {
                "op": "ready",
                "what": {
                    "role": "object",
                    "count": "each",
                    "type": ["card"],
                    "place": {"of": "controller", "zone": "reserve"},
                },
                "who": who,
            }
            for who in (YOU, {"role": "opponent"})
        ],
    ),
    # "pour" / "to" before a verb is what a payment buys, after any action ("renvoyer ...
    # dans votre main" no longer takes it as the start of a place)
    (
        "Vous pouvez renvoyer un Personnage que vous contrôlez dans votre main pour piocher "
        "une carte.",
        "You may return a Character you control to your hand to draw a card.",
        [
            {
                "op": "move",
                "what": {"role": "object", "type": ["character"], "controlled_by": "controller"},
                "to": {"of": "controller", "zone": "hand"},
                "optional": True,
            },
            {"op": "draw", "who": YOU, "amount": 1, "if": {"test": "done"}},
        ],
    ),
    # "un de mes boosts" / "one of my boosts" moved, as "tous mes boosts" / "all my boosts"
    (
        "Vous pouvez déplacer un de mes boosts sur un Personnage ciblé pour piocher une carte.",
        "You may move one of my boosts to target Character to draw a card.",
        [
            {
                "op": "counter.move",
                "counter": "boost",
                "amount": 1,
                "from": SELF,
                "to": TARGET_CHARACTER,
                "optional": True,
            },
            {"op": "draw", "who": YOU, "amount": 1, "if": {"test": "done"}},
        ],
    ),
    # "Also, ..." leads a sentence as "De plus, ..." does (it says nothing more)
    (
        "Je gagne 1 boost. De plus, si je suis [[Boosté]], piochez une carte.",
        "I gain 1 boost. Also, if I'm [[Boosted]], draw a card.",
        [
            {"op": "counter.gain", "who": SELF, "counter": "boost", "amount": 1},
            {
                "op": "draw",
                "who": YOU,
                "amount": 1,
                "if": {"test": "status", "who": SELF, "status": "boosted"},
            },
        ],
    ),
    # "votre prochain Sort" / "your next Spell" in any slot: the first one from now
    (
        "Lorsque vous jouez votre prochain Sort ce tour-ci, piochez une carte.",
        "When you play your next Spell this turn, draw a card.",
        [
            {
                "op": "draw",
                "who": YOU,
                "amount": 1,
                "when": {
                    "event": "card.play",
                    "actor": YOU,
                    "target": {"role": "object", "next": True, "type": ["spell"]},
                    "qualifiers": {},
                },
                "until": "turn",
            }
        ],
    ),
    # "qui est [[Fugace]]" / "that is [[Fleeting]]": a status said with its verb
    (
        "Envoyez en Réserve un Personnage ciblé qui est [[Fugace]].",
        "Send target Character that is [[Fleeting]] to Reserve.",
        [
            {
                "op": "move",
                "what": {
                    **TARGET_CHARACTER,
                    "status": "fleeting",
                },
                "to": {"zone": "reserve"},
            }
        ],
    ),
    (
        "Chaque Personnage qui est [[Endormi]] perd 1 boost.",
        "Each Character that's [[Asleep]] loses 1 boost.",
        [
            {
                "op": "counter.lose",
                "who": {
                    "role": "object",
                    "count": "each",
                    "type": ["character"],
                    "status": "asleep",
                },
                "counter": "boost",
                "amount": 1,
            }
        ],
    ),
]
