"""Readings added in the third pass on unseen wording (issue 14's generalisation), read by
composition.

Each case is a line written for these tests, in French and in English; both must give
the same reading (``tests/test_altered_effects.py``)."""

from __future__ import annotations

from typing import Any

from tests.altered_lines.terms import IT, TARGET_CHARACTER

COMPOSED: list[tuple[str, str, list[dict[str, Any]]]] = [
    (
        "Un Personnage ciblé devient [[Endormi]].",
        "Target Character becomes [[Asleep]].",
        [
            {
                "op": "status.gain",
                "who": {"role": "object", "type": ["character"], "targeted": True},
                "status": "asleep",
            }
        ],
    ),
    (
        "Un Personnage ciblé gagne [Fugace].",
        "Target Character gains [Fleeting].",
        [
            {
                "op": "status.gain",
                "who": {"role": "object", "type": ["character"], "targeted": True},
                "status": "fleeting",
            }
        ],
    ),
    (
        "Tous vos adversaires [Sabotent].",
        "All your opponents [Sabotage].",
        [{"op": "sabotage", "who": {"role": "opponent", "count": "each"}}],
    ),
    (
        "Si je suis seul dans mon Expédition, je gagne 2 boosts.",
        "If I'm alone in my Expedition, I gain 2 boosts.",
        [
            {
                "op": "counter.gain",
                "who": {"role": "self"},
                "counter": "boost",
                "amount": 2,
                "if": {
                    "test": "alone",
                    "who": {"role": "self"},
                    "place": {"zone": "expedition", "expedition": "mine"},
                },
            }
        ],
    ),
    (
        "Si vous deviez [Ravitailler], à la place piochez une carte.",
        "If you would [Resupply], instead draw a card.",
        [
            {
                "op": "draw",
                "who": {"role": "controller"},
                "amount": 1,
                "if": {"test": "would", "who": {"role": "controller"}, "do": "resupply"},
                "instead": True,
            }
        ],
    ),
    (
        "Choisissez un Sort parmi elles.",
        "Choose a Spell among them.",
        [{"op": "choose", "what": {"role": "object", "type": ["spell"], "place": {"zone": "it"}}}],
    ),
    (
        "Un Personnage ciblé reçoit 2 boosts.",
        "Target Character receives 2 boosts.",
        [
            {
                "op": "counter.gain",
                "who": {"role": "object", "type": ["character"], "targeted": True},
                "counter": "boost",
                "amount": 2,
            }
        ],
    ),
    (
        "Un Personnage ciblé obtient [[Ancré]].",
        "Target Character gets [[Anchored]].",
        [
            {
                "op": "status.gain",
                "who": {"role": "object", "type": ["character"], "targeted": True},
                "status": "anchored",
            }
        ],
    ),
    (
        "Défaussez un ou deux Personnages ciblés en Réserve.",
        "Discard one or two target Characters in Reserve.",
        [
            {
                "op": "discard",
                "what": {
                    "role": "object",
                    "count": {"at_least": 1, "up_to": 2},
                    "type": ["character"],
                    "targeted": True,
                    "place": {"zone": "reserve"},
                },
            }
        ],
    ),
    (
        "Un ou plusieurs Personnages ciblés gagnent 1 boost.",
        "One or more target Characters gain 1 boost.",
        [
            {
                "op": "counter.gain",
                "who": {
                    "role": "object",
                    "count": {"at_least": 1},
                    "type": ["character"],
                    "targeted": True,
                },
                "counter": "boost",
                "amount": 1,
            }
        ],
    ),
    (
        "Un nombre quelconque de Personnages ciblés gagnent 1 boost.",
        "Any number of target Characters gain 1 boost.",
        [
            {
                "op": "counter.gain",
                "who": {"role": "object", "count": "any", "type": ["character"], "targeted": True},
                "counter": "boost",
                "amount": 1,
            }
        ],
    ),
    (
        "Si ce Personnage me fait face, il gagne [[Endormi]].",
        "If that Character is facing me, it gains [[Asleep]].",
        [
            {
                "op": "status.gain",
                "who": {"role": "it"},
                "status": "asleep",
                "if": {
                    "test": "facing",
                    "who": {"role": "it", "type": ["character"]},
                    "what": {"role": "self"},
                },
            }
        ],
    ),
    (
        "Le joueur qui le contrôle pioche une carte.",
        "The player who controls it draws a card.",
        [{"op": "draw", "who": {"role": "player", "controller_of": "it"}, "amount": 1}],
    ),
    (
        "Si vos deux Expéditions sont en retard, je gagne 2 boosts.",
        "If both your Expeditions are behind, I gain 2 boosts.",
        [
            {
                "op": "counter.gain",
                "who": {"role": "self"},
                "counter": "boost",
                "amount": 2,
                "if": {
                    "test": "expedition",
                    "who": {
                        "role": "object",
                        "controlled_by": "controller",
                        "count": "each",
                        "type": ["expedition"],
                    },
                    "state": "behind",
                },
            }
        ],
    ),
    (
        "Une Expédition ciblée ne peut pas avancer pendant le Crépuscule.",
        "Target Expedition can't move forward during Dusk.",
        [
            {
                "op": "cannot",
                "action": "expedition.advance",
                "what": {"role": "object", "type": ["expedition"], "targeted": True},
                "during": "dusk",
            }
        ],
    ),
    (
        "Regardez les trois premières cartes de votre deck. Mettez-en une dans votre main et "
        "défaussez les cartes restantes.",
        "Look at the top three cards of your deck. Put one in your hand and discard the "
        "remaining cards.",
        [
            {
                "op": "look",
                "what": {
                    "role": "object",
                    "count": 3,
                    "top": True,
                    "type": ["card"],
                    "place": {"of": "controller", "zone": "deck"},
                },
            },
            {
                "op": "move",
                "what": {"role": "it", "count": 1},
                "to": {"of": "controller", "zone": "hand"},
            },
            {"op": "discard", "what": {"role": "it", "count": "each", "rest": True}},
        ],
    ),
    (
        "Un Personnage ciblé avec un Coût de Main supérieur au résultat gagne [[Endormi]].",
        "Target Character with a Hand Cost greater than the result gains [[Asleep]].",
        [
            {
                "op": "status.gain",
                "who": {
                    "role": "object",
                    "type": ["character"],
                    "targeted": True,
                    "cost": {"kind": "hand", "above": {"of": "result"}},
                },
                "status": "asleep",
            }
        ],
    ),
    (
        "Si son Coût de Main est inférieur au résultat, piochez une carte.",
        "If its Hand Cost is lower than the result, draw a card.",
        [
            {
                "op": "draw",
                "who": {"role": "controller"},
                "amount": 1,
                "if": {
                    "test": "cost",
                    "who": {"role": "it"},
                    "kind": "hand",
                    "below": {"of": "result"},
                },
            }
        ],
    ),
    (
        "Le prochain Personnage de Coût de Main {3} ou moins que vous jouez ce tour-ci gagne "
        "1 boost.",
        "The next Character with Hand Cost {3} or less that you play this turn gains 1 boost.",
        [
            {
                "op": "counter.gain",
                "who": {
                    "role": "object",
                    "next_played_by": "controller",
                    "type": ["character"],
                    "cost": {"kind": "hand", "max": 3},
                    "until": "turn",
                },
                "counter": "boost",
                "amount": 1,
            }
        ],
    ),
    (
        "Ce tour-ci, les Sorts que vous jouez coûtent {1} de moins.",
        "This turn, Spells you play cost {1} less.",
        [
            {
                "op": "cost.reduce",
                "what": {
                    "role": "object",
                    "count": "each",
                    "type": ["spell"],
                    "played_by": "controller",
                },
                "amount": 1,
                "until": "turn",
            }
        ],
    ),
    (
        "Le prochain Sort que vous jouez depuis votre Réserve ce tour-ci coûte {1} de moins.",
        "The next Spell you play from your Reserve this turn costs {1} less.",
        [
            {
                "op": "cost.reduce",
                "what": {
                    "role": "object",
                    "next_played_by": "controller",
                    "type": ["spell"],
                    "from": {"of": "controller", "zone": "reserve"},
                    "until": "turn",
                },
                "amount": 1,
            }
        ],
    ),
    (
        "Vous pouvez leur donner 1 boost.",
        "You may give them 1 boost.",
        [
            {
                "op": "counter.gain",
                "who": {"role": "it"},
                "counter": "boost",
                "amount": 1,
                "optional": True,
            }
        ],
    ),
    (
        "Vous pouvez en mettre une dans votre main.",
        "You may put one of them in your hand.",
        [
            {
                "op": "move",
                "what": {"role": "it", "count": 1},
                "to": {"of": "controller", "zone": "hand"},
                "optional": True,
            }
        ],
    ),
    (
        "Je gagne 1 boost pour chacun d'eux.",
        "I gain 1 boost for each of them.",
        [
            {
                "op": "counter.gain",
                "who": {"role": "self"},
                "counter": "boost",
                "amount": 1,
                "per": {"role": "it", "count": "each"},
            }
        ],
    ),
    (
        "Chacun d'eux gagne 1 boost.",
        "Each of them gains 1 boost.",
        [
            {
                "op": "counter.gain",
                "who": {"role": "it", "count": "each"},
                "counter": "boost",
                "amount": 1,
            }
        ],
    ),
    (
        "À la place, je gagne 2 boosts.",
        "Instead, I gain 2 boosts.",
        [
            {
                "op": "counter.gain",
                "who": {"role": "self"},
                "counter": "boost",
                "amount": 2,
                "instead": True,
            }
        ],
    ),
    (
        "Si c'est le cas, piochez une carte.",
        "If so, draw a card.",
        [{"op": "draw", "who": {"role": "controller"}, "amount": 1, "if": {"test": "done"}}],
    ),
    (
        "Si ce n'est pas le cas, je gagne 1 boost.",
        "If not, I gain 1 boost.",
        [
            {
                "op": "counter.gain",
                "who": {"role": "self"},
                "counter": "boost",
                "amount": 1,
                "if": {"test": "done", "negated": True},
            }
        ],
    ),
    (
        "De plus, piochez une carte.",
        "Additionally, draw a card.",
        [{"op": "draw", "who": {"role": "controller"}, "amount": 1}],
    ),
    (
        "Un Personnage ciblé ne peut plus avancer ce tour-ci.",
        "Target Character can no longer move forward this turn.",
        [
            {
                "op": "cannot",
                "action": "expedition.advance",
                "what": {"role": "object", "type": ["character"], "targeted": True},
                "until": "turn",
            }
        ],
    ),
    (
        "S'il s'agit d'un Sort, je gagne 1 boost.",
        "If it is a Spell, I gain 1 boost.",
        [
            {
                "op": "counter.gain",
                "who": {"role": "self"},
                "counter": "boost",
                "amount": 1,
                "if": {
                    "test": "is",
                    "who": {"role": "it"},
                    "what": {"role": "object", "type": ["spell"]},
                },
            }
        ],
    ),
    (
        "Si vous ne contrôlez pas de Repère, piochez une carte.",
        "If you don't control a Landmark, draw a card.",
        [
            {
                "op": "draw",
                "who": {"role": "controller"},
                "amount": 1,
                "if": {
                    "test": "controls",
                    "who": {"role": "controller"},
                    "what": {"role": "object", "type": ["landmark"]},
                    "negated": True,
                },
            }
        ],
    ),
    (
        "Si je n'ai pas de boost, piochez une carte.",
        "If I don't have a boost, draw a card.",
        [
            {
                "op": "draw",
                "who": {"role": "controller"},
                "amount": 1,
                "if": {
                    "test": "counters",
                    "who": {"role": "self"},
                    "counter": "boost",
                    "at_most": 0,
                },
            }
        ],
    ),
    (
        "Si je suis épuisé, redressez-moi.",
        "If I'm exhausted, ready me.",
        [
            {
                "op": "ready",
                "what": {"role": "self"},
                "if": {"test": "exhausted", "who": {"role": "self"}},
            }
        ],
    ),
    (
        "Faites-lui gagner [[Ancré]].",
        "Have it gain [[Anchored]].",
        [{"op": "status.gain", "who": {"role": "it"}, "status": "anchored"}],
    ),
    (
        "Les Personnages qui sont dans mon Expédition gagnent 1 boost.",
        "Characters that are in my Expedition gain 1 boost.",
        [
            {
                "op": "counter.gain",
                "who": {
                    "role": "object",
                    "count": "each",
                    "type": ["character"],
                    "place": {"zone": "expedition", "expedition": "mine"},
                },
                "counter": "boost",
                "amount": 1,
            }
        ],
    ),
    (
        "Un Personnage ciblé dont la statistique {V} est de 3 ou plus gagne 1 boost.",
        "Target Character whose {V} statistic is 3 or more gains 1 boost.",
        [
            {
                "op": "counter.gain",
                "who": {
                    "role": "object",
                    "type": ["character"],
                    "targeted": True,
                    "stat": {"terrain": "forest", "min": 3},
                },
                "counter": "boost",
                "amount": 1,
            }
        ],
    ),
    (
        "Si ma statistique {M} est de 5 ou plus, piochez une carte.",
        "If my {M} statistic is 5 or more, draw a card.",
        [
            {
                "op": "draw",
                "who": {"role": "controller"},
                "amount": 1,
                "if": {
                    "test": "statistic",
                    "who": {"role": "self"},
                    "terrain": "mountain",
                    "min": 5,
                },
            }
        ],
    ),
    (
        "Choisissez l'un d'eux. Il gagne 2 boosts.",
        "Choose one of them. It gains 2 boosts.",
        [
            {"op": "choose", "what": {"role": "it", "count": 1}},
            {"op": "counter.gain", "who": {"role": "it"}, "counter": "boost", "amount": 2},
        ],
    ),
    (
        "Ce dernier gagne [[Endormi]].",
        "The latter gains [[Asleep]].",
        [{"op": "status.gain", "who": {"role": "it"}, "status": "asleep"}],
    ),
    (
        "Mettez-la en bas de votre deck.",
        "Put it at the bottom of your deck.",
        [
            {
                "op": "move",
                "what": {"role": "it"},
                "to": {"of": "controller", "zone": "deck", "bottom": True},
            }
        ],
    ),
    (
        "Pendant le Crépuscule, je gagne 2 boosts.",
        "During Dusk, I gain 2 boosts.",
        [
            {
                "op": "counter.gain",
                "who": {"role": "self"},
                "counter": "boost",
                "amount": 2,
                "during": "dusk",
            }
        ],
    ),
    (
        "Un Personnage ciblé gagne 1 boost. Répétez cela pour chaque Plante que vous contrôlez.",
        "Target Character gains 1 boost. Repeat this for each Plant you control.",
        [
            {
                "op": "counter.gain",
                "who": {"role": "object", "type": ["character"], "targeted": True},
                "counter": "boost",
                "amount": 1,
            },
            {
                "op": "repeat",
                "what": "this",
                "per": {"role": "object", "type": ["plant"], "controlled_by": "controller"},
            },
        ],
    ),
    (
        "Piochez autant de cartes que vous avez de Personnages.",
        "Draw as many cards as you have Characters.",
        [
            {
                "op": "draw",
                "who": {"role": "controller"},
                "amount": "same",
                "x": {
                    "of": "count",
                    "what": {"role": "object", "type": ["character"]},
                    "who": {"role": "controller"},
                },
            }
        ],
    ),
    (  # a cost against an amount; "the die's result" / "le résultat du dé" is the result
        "Si son Coût de Main est égal au résultat du dé, piochez une carte.",
        "If its Hand Cost is equal to the die's result, draw a card.",
        [
            {
                "op": "draw",
                "who": {"role": "controller"},
                "amount": 1,
                "if": {"test": "cost", "who": IT, "kind": "hand", "equal": {"of": "result"}},
            }
        ],
    ),
    (  # "{X}+{2}": a mana value of X and two more
        "Épuisez un Personnage ciblé de Coût de Main {X}+{2} ou moins, X étant le résultat.",
        "Exhaust target Character with Hand Cost {X}+{2} or less, where X is the result.",
        [
            {
                "op": "exhaust",
                "what": {**TARGET_CHARACTER, "cost": {"kind": "hand", "max": "X+2"}},
                "x": {"of": "result"},
            }
        ],
    ),
    (
        "Retirez tous les boosts d'un Personnage ciblé.",
        "Remove all boosts from target Character.",
        [
            {
                "op": "counter.lose",
                "who": {"role": "object", "type": ["character"], "targeted": True},
                "counter": "boost",
                "amount": "all",
            }
        ],
    ),
    (
        "Je perds tous mes compteurs Héroïsme.",
        "I lose all my Heroism counters.",
        [{"op": "counter.lose", "who": {"role": "self"}, "counter": "heroism", "amount": "all"}],
    ),
    (
        "Un Personnage ciblé avec un Coût de Main de {3} ou moins gagne [[Endormi]].",
        "Target Character with a Hand Cost of {3} or less gains [[Asleep]].",
        [
            {
                "op": "status.gain",
                "who": {
                    "role": "object",
                    "type": ["character"],
                    "targeted": True,
                    "cost": {"kind": "hand", "max": 3},
                },
                "status": "asleep",
            }
        ],
    ),
    (
        "Si ma Réserve est vide, piochez une carte.",
        "If my Reserve is empty, draw a card.",
        [
            {
                "op": "draw",
                "who": {"role": "controller"},
                "amount": 1,
                "if": {"test": "empty", "place": {"zone": "reserve", "of": "self"}},
            }
        ],
    ),
    (
        "Défaussez la Réserve d'un adversaire ciblé.",
        "Discard target opponent's Reserve.",
        [
            {
                "op": "discard",
                "what": {
                    "role": "object",
                    "count": "each",
                    "place": {"zone": "reserve", "of": "opponent", "of_targeted": True},
                },
            }
        ],
    ),
    (
        "Chaque autre joueur pioche une carte.",
        "Each other player draws a card.",
        [{"op": "draw", "who": {"role": "player", "count": "each", "other": True}, "amount": 1}],
    ),
    (
        "Si un adversaire contrôle plus de Personnages que vous, piochez une carte.",
        "If an opponent controls more Characters than you, draw a card.",
        [
            {
                "op": "draw",
                "who": {"role": "controller"},
                "amount": 1,
                "if": {
                    "test": "controls_more_than",
                    "who": {"role": "opponent"},
                    "what": {"role": "object", "type": ["character"]},
                    "than": {"role": "controller"},
                },
            }
        ],
    ),
    (
        "Ciblez un adversaire. Il la défausse.",
        "Target an opponent. They discard it.",
        [
            {"op": "target", "what": {"role": "opponent"}},
            {"op": "discard", "what": {"role": "it"}, "who": {"role": "it"}},
        ],
    ),
    (
        "Un Personnage ciblé gagne X boosts, X étant ma statistique {V}.",
        "Target Character gains X boosts, where X is my {V} statistic.",
        [
            {
                "op": "counter.gain",
                "who": {"role": "object", "type": ["character"], "targeted": True},
                "counter": "boost",
                "amount": "X",
                "x": {"of": "statistic", "terrain": "forest", "who": {"role": "self"}},
            }
        ],
    ),
    (
        "Mettez-en une dans votre main et le reste au-dessous de votre deck dans l'ordre de "
        "votre choix.",
        "Put one in your hand and the rest at the bottom of your deck in any order.",
        [
            {
                "op": "move",
                "what": {"role": "it", "count": 1},
                "to": {"of": "controller", "zone": "hand"},
            },
            {
                "op": "move",
                "what": {"role": "it", "count": "each", "rest": True},
                "to": {"of": "controller", "zone": "deck", "bottom": True},
                "order": "any",
            },
        ],
    ),
    (
        "Déplacez tous mes boosts sur un Personnage ciblé.",
        "Move all my boosts to target Character.",
        [
            {
                "op": "counter.move",
                "counter": "boost",
                "amount": "all",
                "from": {"role": "self"},
                "to": {"role": "object", "type": ["character"], "targeted": True},
            }
        ],
    ),
    (
        "Piochez une carte de plus.",
        "Draw an additional card.",
        [{"op": "draw", "who": {"role": "controller"}, "amount": 1, "additional": True}],
    ),
    (
        "Un Personnage ciblé sans statistique supérieure à 2 gagne 1 boost.",
        "Target Character with no statistic over 2 gains 1 boost.",
        [
            {
                "op": "counter.gain",
                "who": {
                    "role": "object",
                    "type": ["character"],
                    "targeted": True,
                    "stat": {"all": True, "max": 2},
                },
                "counter": "boost",
                "amount": 1,
            }
        ],
    ),
    (
        "Créez un jeton Illusion [Phalène de Mana 2/2/2] dans une Expédition adverse.",
        "Create a [Mana Moth 2/2/2] Illusion token in an opposing Expedition.",
        [
            {
                "op": "token.create",
                "token": {"subtype": "illusion", "stats": [2, 2, 2], "name": "mana_moth"},
                "count": 1,
                "place": {"zone": "expedition", "of": "opponent"},
            }
        ],
    ),
    (
        "Déplacez un marqueur Terrain {O} de n'importe quelle région vers ma région.",
        "Move a {O} Terrain Marker from any region to my region.",
        [
            {
                "op": "move",
                "what": {"role": "object", "type": ["terrain_marker"], "of_terrain": "water"},
                "to": {"of": "self", "zone": "region"},
                "from": {"zone": "region"},
            }
        ],
    ),
    (
        "Mettez-en une dans votre main, et défaussez l'autre.",
        "Put one in your hand, and discard the other.",
        [
            {
                "op": "move",
                "what": {"role": "it", "count": 1},
                "to": {"of": "controller", "zone": "hand"},
            },
            {"op": "discard", "what": {"role": "it", "count": "each", "rest": True}},
        ],
    ),
    (
        "Un Personnage ciblé gagne autant de boosts que j'en ai.",
        "Target Character gains as many boosts as I have.",
        [
            {
                "op": "counter.gain",
                "who": {"role": "object", "type": ["character"], "targeted": True},
                "counter": "boost",
                "amount": "same",
                "x": {"of": "counters", "who": {"role": "self"}},
            }
        ],
    ),
    (
        "Vous pouvez donner à un Personnage ciblé 2 boosts.",
        "You may give target Character 2 boosts.",
        [
            {
                "op": "counter.gain",
                "who": {"role": "object", "type": ["character"], "targeted": True},
                "counter": "boost",
                "amount": 2,
                "optional": True,
            }
        ],
    ),
    (
        "Vous pouvez me défausser de votre Réserve pour piocher une carte.",
        "You may discard me from your Reserve to draw a card.",
        [
            {
                "op": "discard",
                "what": {"role": "self", "place": {"of": "controller", "zone": "reserve"}},
                "optional": True,
            },
            {"op": "draw", "who": {"role": "controller"}, "amount": 1, "if": {"test": "done"}},
        ],
    ),
    (
        "Piochez deux cartes. Mettez-en une en Réserve.",
        "Draw two cards. Put one of them in Reserve.",
        [
            {"op": "draw", "who": {"role": "controller"}, "amount": 2},
            {"op": "move", "what": {"role": "it", "count": 1}, "to": {"zone": "reserve"}},
        ],
    ),
    (
        "Si un adversaire a au moins trois cartes en Réserve, piochez une carte.",
        "If an opponent has three or more cards in Reserve, draw a card.",
        [
            {
                "op": "draw",
                "who": {"role": "controller"},
                "amount": 1,
                "if": {
                    "test": "has",
                    "who": {"role": "opponent"},
                    "what": {
                        "role": "object",
                        "count": {"at_least": 3},
                        "type": ["card"],
                        "place": {"zone": "reserve"},
                    },
                },
            }
        ],
    ),
    (
        "Si un adversaire ciblé n'a aucune carte en main, je gagne 1 boost.",
        "If target opponent has no cards in hand, I gain 1 boost.",
        [
            {
                "op": "counter.gain",
                "who": {"role": "self"},
                "counter": "boost",
                "amount": 1,
                "if": {
                    "test": "has",
                    "who": {"role": "opponent", "targeted": True},
                    "what": {"role": "object", "type": ["card"], "place": {"zone": "hand"}},
                    "negated": True,
                },
            }
        ],
    ),
    (
        "Épuisez l'un de vos Orbes de Mana.",
        "Exhaust one of your Mana Orbs.",
        [
            {
                "op": "exhaust",
                "what": {"role": "object", "controlled_by": "controller", "type": ["mana_orb"]},
            }
        ],
    ),
    (
        "Vous pouvez me jouer depuis votre Réserve gratuitement.",
        "You may play me from your Reserve for free.",
        [
            {
                "op": "play",
                "what": {"role": "self", "place": {"of": "controller", "zone": "reserve"}},
                "free": True,
                "optional": True,
            }
        ],
    ),
    (
        "Sacrifiez un Permanent. Si vous ne pouvez pas, sacrifiez-moi.",
        "Sacrifice a Permanent. If you can't, sacrifice me.",
        [
            {"op": "sacrifice", "what": {"role": "object", "type": ["permanent"]}},
            {"op": "sacrifice", "what": {"role": "self"}, "if": {"test": "done", "negated": True}},
        ],
    ),
    (
        "Un Personnage ciblé change d'Expédition, puis gagne [[Endormi]].",
        "Target Character switches Expeditions, then gains [[Asleep]].",
        [
            {
                "op": "expedition.switch",
                "what": {"role": "object", "type": ["character"], "targeted": True},
            },
            {
                "op": "status.gain",
                "who": {"role": "object", "type": ["character"], "targeted": True},
                "status": "asleep",
            },
        ],
    ),
    (
        "Faites changer d'Expédition un Personnage ciblé.",
        "Have target Character switch Expeditions.",
        [
            {
                "op": "expedition.switch",
                "what": {"role": "object", "type": ["character"], "targeted": True},
            }
        ],
    ),
    (
        "Un Personnage ciblé gagne un nombre de boosts égal au résultat.",
        "Target Character gains a number of boosts equal to the result.",
        [
            {
                "op": "counter.gain",
                "who": {"role": "object", "type": ["character"], "targeted": True},
                "counter": "boost",
                "amount": "X",
                "x": {"of": "result"},
            }
        ],
    ),
    (
        "Tous vos adversaires piochent une carte.",
        "All your opponents draw a card.",
        [{"op": "draw", "who": {"role": "opponent", "count": "each"}, "amount": 1}],
    ),
    (
        "Les deux joueurs piochent une carte.",
        "Both players draw a card.",
        [{"op": "draw", "who": {"role": "player", "count": "each"}, "amount": 1}],
    ),
    (
        "Piochez une carte ; je gagne 1 boost !",
        "Draw a card; I gain 1 boost!",
        [
            {"op": "draw", "who": {"role": "controller"}, "amount": 1},
            {"op": "counter.gain", "who": {"role": "self"}, "counter": "boost", "amount": 1},
        ],
    ),
]
