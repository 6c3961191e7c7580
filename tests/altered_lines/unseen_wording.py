"""Wording no card seen so far uses, read all the same (issue 14's held-out fifth).

Each case is a line written for these tests, in French and in English; both must give
the same reading (``tests/test_altered_effects.py``)."""

from __future__ import annotations

from typing import Any

from tests.altered_lines.terms import YOU

UNSEEN_WORDING: list[tuple[str, str, list[dict[str, Any]]]] = [
    (
        "Un Personnage ciblé gagne [Coriace 1].",
        "Target Character gains [Tough 1].",
        [
            {
                "op": "keyword.gain",
                "who": {"role": "object", "type": ["character"], "targeted": True},
                "keyword": "tough",
                "value": 1,
            }
        ],
    ),
    (
        "Je perds [Défenseur].",
        "I lose [Defender].",
        [{"op": "keyword.lose", "who": {"role": "self"}, "keyword": "defender"}],
    ),
    (
        "Vous pouvez la défausser.",
        "You may discard it.",
        [{"op": "discard", "what": {"role": "it"}, "optional": True}],
    ),
    (
        "Vous pouvez le renvoyer dans la main de son propriétaire.",
        "You may return it to its owner's hand.",
        [
            {
                "op": "move",
                "what": {"role": "it"},
                "to": {"zone": "hand", "of": "player", "of_owner_of": "it"},
                "optional": True,
            }
        ],
    ),
    (
        "Sacrifiez un Personnage ciblé ayant au moins 2 boosts.",
        "Sacrifice target Character with two or more boosts.",
        [
            {
                "op": "sacrifice",
                "what": {
                    "role": "object",
                    "type": ["character"],
                    "targeted": True,
                    "counters": {"counter": "boost", "at_least": 2},
                },
            }
        ],
    ),
    (
        "Sacrifiez un Personnage ciblé sans boost.",
        "Sacrifice target Character with no boosts.",
        [
            {
                "op": "sacrifice",
                "what": {
                    "role": "object",
                    "type": ["character"],
                    "targeted": True,
                    "counters": {"counter": "boost", "at_most": 0},
                },
            }
        ],
    ),
    (
        "Envoyez en Réserve un Personnage ciblé qui a [[Fugace]].",
        "Send target Character that has [[Fleeting]] to Reserve.",
        [
            {
                "op": "move",
                "what": {
                    "role": "object",
                    "type": ["character"],
                    "targeted": True,
                    "status": "fleeting",
                },
                "to": {"zone": "reserve"},
            }
        ],
    ),
    (
        "Tous les Personnages de votre adversaire perdent 1 boost.",
        "All your opponent's Characters lose 1 boost.",
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
    (
        "Tous les Personnages de vos adversaires perdent 1 boost.",
        "All your opponents' Characters lose 1 boost.",
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
    (
        "Redressez jusqu'à deux de vos Orbes de Mana.",
        "Ready up to two of your Mana Orbs.",
        [
            {
                "op": "ready",
                "what": {
                    "role": "object",
                    "controlled_by": "controller",
                    "count": {"up_to": 2},
                    "type": ["mana_orb"],
                },
            }
        ],
    ),
    (
        "Si vous ne contrôlez aucun Repère, piochez une carte.",
        "If you control no Landmark, draw a card.",
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
        "Si un adversaire contrôle au moins trois Personnages, je gagne 1 boost.",
        "If an opponent controls three or more Characters, I gain 1 boost.",
        [
            {
                "op": "counter.gain",
                "who": {"role": "self"},
                "counter": "boost",
                "amount": 1,
                "if": {
                    "test": "controls",
                    "who": {"role": "opponent"},
                    "what": {"role": "object", "count": {"at_least": 3}, "type": ["character"]},
                },
            }
        ],
    ),
    (
        "Chaque autre Personnage qu'un adversaire contrôle gagne 1 boost.",
        "Each other Character an opponent controls gains 1 boost.",
        [
            {
                "op": "counter.gain",
                "who": {
                    "role": "object",
                    "count": "each",
                    "other": True,
                    "type": ["character"],
                    "controlled_by": "opponent",
                },
                "counter": "boost",
                "amount": 1,
            }
        ],
    ),
    (
        "Jusqu'à la fin du tour, je gagne 1 boost.",
        "Until end of turn, I gain 1 boost.",
        [
            {
                "op": "counter.gain",
                "who": {"role": "self"},
                "counter": "boost",
                "amount": 1,
                "until": "turn",
            }
        ],
    ),
    (
        "Sur un 4+, piochez une carte.",
        "On a 4+, draw a card.",
        [
            {
                "op": "draw",
                "who": {"role": "controller"},
                "amount": 1,
                "if": {"test": "result", "result": "4+"},
            }
        ],
    ),
    (
        "Si je suis dans une région {M} ou {O}, piochez une carte.",
        "If I'm in a {M} or {O} region, draw a card.",
        [
            {
                "op": "draw",
                "who": {"role": "controller"},
                "amount": 1,
                "if": {
                    "test": "in_place",
                    "who": {"role": "self"},
                    "place": {"zone": "region", "terrain": ["mountain", "water"]},
                },
            }
        ],
    ),
    (
        "Je gagne 1 boost pour chacun de vos Personnages.",
        "I gain 1 boost for each of your Characters.",
        [
            {
                "op": "counter.gain",
                "who": {"role": "self"},
                "counter": "boost",
                "amount": 1,
                "per": {"role": "object", "controlled_by": "controller", "type": ["character"]},
            }
        ],
    ),
    (
        "Si je suis en forêt, je gagne 1 boost.",
        "If I'm in forest, I gain 1 boost.",
        [
            {
                "op": "counter.gain",
                "who": {"role": "self"},
                "counter": "boost",
                "amount": 1,
                "if": {"test": "in_terrain", "who": {"role": "self"}, "terrain": "forest"},
            }
        ],
    ),
    (
        "Si vous avez renvoyé un Personnage de cette façon, je gagne 1 boost.",
        "If you returned a Character this way, I gain 1 boost.",
        [
            {
                "op": "counter.gain",
                "who": {"role": "self"},
                "counter": "boost",
                "amount": 1,
                "if": {
                    "test": "done",
                    "who": YOU,
                    "verb": "return",
                    "what": {"role": "object", "type": ["character"]},
                },
            }
        ],
    ),
    (
        "Une Expédition ciblée ne peut pas avancer ce jour-ci.",
        "Target Expedition can't move forward this day.",
        [
            {
                "op": "cannot",
                "action": "expedition.advance",
                "what": {"role": "object", "type": ["expedition"], "targeted": True},
                "until": "day",
            }
        ],
    ),
    (
        "Mettez un Personnage ciblé dans la pile de défausse de son propriétaire.",
        "Put target Character in its owner's discard pile.",
        [
            {
                "op": "move",
                "what": {"role": "object", "type": ["character"], "targeted": True},
                "to": {"zone": "discard", "of": "player", "of_owner_of": "it"},
            }
        ],
    ),
    (
        "Retirez 1 boost d'un Personnage ciblé.",
        "Remove 1 boost from target Character.",
        [
            {
                "op": "counter.lose",
                "who": {"role": "object", "type": ["character"], "targeted": True},
                "counter": "boost",
                "amount": 1,
            }
        ],
    ),
    (
        "Défaussez une carte au hasard de la main d'un adversaire ciblé.",
        "Discard a card at random from target opponent's hand.",
        [
            {
                "op": "discard",
                "what": {
                    "role": "object",
                    "type": ["card"],
                    "random": True,
                    "place": {"zone": "hand", "of": "opponent", "of_targeted": True},
                },
            }
        ],
    ),
    (
        "Sacrifiez un Personnage ciblé de Coût de Main supérieur à {3}.",
        "Sacrifice target Character with Hand Cost greater than {3}.",
        [
            {
                "op": "sacrifice",
                "what": {
                    "role": "object",
                    "type": ["character"],
                    "targeted": True,
                    "cost": {"kind": "hand", "above": 3},
                },
            }
        ],
    ),
    (
        "Si son Coût de Main est supérieur ou égal à {4}, piochez une carte.",
        "If its Hand Cost is greater than or equal to {4}, draw a card.",
        [
            {
                "op": "draw",
                "who": {"role": "controller"},
                "amount": 1,
                "if": {"test": "cost", "who": {"role": "it"}, "kind": "hand", "min": 4},
            }
        ],
    ),
    (
        "Si un adversaire ciblé est le premier joueur, piochez une carte.",
        "If target opponent is first player, draw a card.",
        [
            {
                "op": "draw",
                "who": {"role": "controller"},
                "amount": 1,
                "if": {"test": "first_player", "who": {"role": "opponent", "targeted": True}},
            }
        ],
    ),
    (
        "Si vous n'êtes pas le premier joueur, piochez une carte.",
        "If you're not first player, draw a card.",
        [
            {
                "op": "draw",
                "who": {"role": "controller"},
                "amount": 1,
                "if": {"test": "first_player", "who": {"role": "controller"}, "negated": True},
            }
        ],
    ),
    (
        "Lancez deux dés.",
        "Roll two dice.",
        [{"op": "die.roll", "amount": 2}],
    ),
    (
        "Je gagne 1 boost cette phase.",
        "I gain 1 boost this phase.",
        [
            {
                "op": "counter.gain",
                "who": {"role": "self"},
                "counter": "boost",
                "amount": 1,
                "until": "phase",
            }
        ],
    ),
    (
        "Sacrifiez un Personnage non-Illusion.",
        "Sacrifice a non-Illusion Character.",
        [
            {
                "op": "sacrifice",
                "what": {"role": "object", "type": ["character"], "not_type": "illusion"},
            }
        ],
    ),
    (
        "Cet adversaire pioche une carte.",
        "That opponent draws a card.",
        [{"op": "draw", "who": {"role": "opponent", "named_before": True}, "amount": 1}],
    ),
    (
        "Envoyez-les tous en Réserve.",
        "Send them all to Reserve.",
        [{"op": "move", "what": {"role": "it", "count": "each"}, "to": {"zone": "reserve"}}],
    ),
    (
        "Ciblez un autre Personnage.",
        "Target another Character.",
        [{"op": "target", "what": {"role": "object", "other": True, "type": ["character"]}}],
    ),
    (
        "Vous pouvez immédiatement le jouer pour {2} de moins.",
        "You may immediately play it for {2} less.",
        [{"op": "play", "what": {"role": "it"}, "discount": 2, "optional": True}],
    ),
    (
        "Chaque Personnage adverse perd 1 boost.",
        "Each opposing Character loses 1 boost.",
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
    (
        "Créez un jeton Robot [2/2/2 Scarabot] dans les deux Expéditions.",
        "Create a [Brassbug 2/2/2] Robot token in both Expeditions.",
        [
            {
                "op": "token.create",
                "token": {"subtype": "robot", "stats": [2, 2, 2], "name": "brassbug"},
                "count": 1,
                "place": {"each": True, "zone": "expedition"},
            }
        ],
    ),
    (
        "Un Personnage ciblé gagne 1 boost supplémentaire.",
        "Target Character gains 1 additional boost.",
        [
            {
                "op": "counter.gain",
                "who": {"role": "object", "type": ["character"], "targeted": True},
                "counter": "boost",
                "amount": 1,
                "additional": True,
            }
        ],
    ),
    (
        "Vos adversaires ne peuvent pas jouer de Sorts ce tour-ci.",
        "Your opponents can't play Spells this turn.",
        [
            {
                "op": "cannot",
                "action": "card.play",
                "what": {"role": "object", "type": ["spell"]},
                "until": "turn",
                "who": {"role": "opponent"},
            }
        ],
    ),
    (
        "Je ne peux pas être ciblé.",
        "I can't be targeted.",
        [{"op": "cannot", "action": "target", "what": {"role": "self"}}],
    ),
    (
        "Vos Sorts coûtent {1} de moins.",
        "Your Spells cost {1} less.",
        [
            {
                "op": "cost.reduce",
                # every one of them, as "Spells you control cost {1} less" reads
                "what": {
                    "role": "object",
                    "controlled_by": "controller",
                    "type": ["spell"],
                    "count": "each",
                },
                "amount": 1,
            }
        ],
    ),
    (
        "Chaque joueur pioche une carte sauf si vous contrôlez un Repère.",
        "Each player draws a card unless you control a Landmark.",
        [
            {
                "op": "draw",
                "who": {"role": "player", "count": "each"},
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
        "Vous pouvez [Foncer] ce tour-ci.",
        "You may [Rush] this turn.",
        [{"op": "rush", "who": {"role": "controller"}, "until": "turn", "optional": True}],
    ),
    (
        "Chaque joueur pioche une carte pour chaque Personnage que vous contrôlez.",
        "Each player draws a card for each Character you control.",
        [
            {
                "op": "draw",
                "who": {"role": "player", "count": "each"},
                "amount": 1,
                "per": {"role": "object", "type": ["character"], "controlled_by": "controller"},
            }
        ],
    ),
    (
        "Vous pouvez défausser autant de cartes que vous le voulez pour piocher autant de cartes.",
        "You may discard any number of cards to draw that many cards.",
        [
            {
                "op": "discard",
                "what": {"role": "object", "count": "any", "type": ["card"]},
                "optional": True,
            },
            {"op": "draw", "who": {"role": "controller"}, "amount": "same", "if": {"test": "done"}},
        ],
    ),
    (
        "Payez {1} de moins pour le prochain Sort que vous jouez ce tour-ci, "
        "jusqu'à un minimum de {1}.",
        "Pay {1} less for the next Spell you play this turn, down to a minimum of {1}.",
        [
            {
                "op": "cost.reduce",
                "what": {
                    "role": "object",
                    "next_played_by": "controller",
                    "type": ["spell"],
                    "until": "turn",
                },
                "amount": 1,
                "floor": 1,
            }
        ],
    ),
    (
        "Créez deux jetons Soldat [1/1/1 Recrue Ordis], distribués comme vous le souhaitez "
        "dans n'importe quel nombre d'Expéditions ciblées.",
        "Create two [Ordis Recruit 1/1/1] Soldier tokens, distributed as you choose among "
        "any number of target Expeditions.",
        [
            {
                "op": "token.create",
                "token": {"subtype": "soldier", "stats": [1, 1, 1], "name": "ordis_recruit"},
                "count": 2,
                "among": {
                    "role": "object",
                    "count": "any",
                    "type": ["expedition"],
                    "targeted": True,
                },
            }
        ],
    ),
    (
        "Un Personnage ciblé change d'Expédition.",
        "Target Character switches Expeditions.",
        [
            {
                "op": "expedition.switch",
                "what": {"role": "object", "type": ["character"], "targeted": True},
            }
        ],
    ),
    (
        "Je gagne 1 boost pour chacun de mes compteurs Épreuve.",
        "I gain 1 boost for each of my Trial counters.",
        [
            {
                "op": "counter.gain",
                "who": {"role": "self"},
                "counter": "boost",
                "amount": 1,
                "per": {"counter": "trial", "of": "self"},
            }
        ],
    ),
    (
        "Mettez la carte révélée en Réserve.",
        "Put the revealed card in Reserve.",
        [
            {
                "op": "move",
                "what": {"role": "object", "count": "each", "type": ["card"], "done": "reveal"},
                "to": {"zone": "reserve"},
            }
        ],
    ),
    (
        "Je gagne 1 boost pour chaque carte défaussée de cette façon.",
        "I gain 1 boost for each card discarded this way.",
        [
            {
                "op": "counter.gain",
                "who": {"role": "self"},
                "counter": "boost",
                "amount": 1,
                "per": {"role": "object", "type": ["card"], "done": "discard"},
            }
        ],
    ),
    (
        "Votre prochain Sort coûte {1} de moins.",
        "Your next Spell costs {1} less.",
        [
            {
                "op": "cost.reduce",
                "what": {"role": "object", "next_played_by": "controller", "type": ["spell"]},
                "amount": 1,
            }
        ],
    ),
    (
        "Mon Expédition ne peut pas avancer ce tour-ci.",
        "My Expedition can't move forward this turn.",
        [
            {
                "op": "cannot",
                "action": "expedition.advance",
                "what": {"role": "object", "type": ["expedition"], "expedition": "mine"},
                "until": "turn",
            }
        ],
    ),
    (
        "Chaque joueur sacrifie un Personnage de son choix.",
        "Each player sacrifices a Character of their choice.",
        [
            {
                "op": "sacrifice",
                "what": {"role": "object", "type": ["character"], "chosen": True},
                "who": {"role": "player", "count": "each"},
            }
        ],
    ),
    (
        "Doublez les boosts d'un Personnage ciblé.",
        "Double the boosts on target Character.",
        [
            {
                "op": "counter.double",
                "counter": "boost",
                "who": {"role": "object", "type": ["character"], "targeted": True},
            }
        ],
    ),
    (
        "Doublez mes boosts.",
        "Double my boosts.",
        [{"op": "counter.double", "counter": "boost", "who": {"role": "self"}}],
    ),
    (
        "Déplacez un boost d'un Personnage ciblé vers un autre Personnage ciblé.",
        "Move a boost from target Character to another target Character.",
        [
            {
                "op": "counter.move",
                "counter": "boost",
                "amount": 1,
                "from": {"role": "object", "type": ["character"], "targeted": True},
                "to": {"role": "object", "other": True, "type": ["character"], "targeted": True},
            }
        ],
    ),
    (
        "Je gagne 1 boost jusqu'à la fin du jour.",
        "I gain 1 boost until the end of the day.",
        [
            {
                "op": "counter.gain",
                "who": {"role": "self"},
                "counter": "boost",
                "amount": 1,
                "until": "day",
            }
        ],
    ),
    (
        "Si un Personnage ciblé a un Coût de Main de {3} ou moins, piochez une carte.",
        "If target Character has a Hand Cost of {3} or less, draw a card.",
        [
            {
                "op": "draw",
                "who": {"role": "controller"},
                "amount": 1,
                "if": {
                    "test": "cost",
                    "who": {"role": "object", "type": ["character"], "targeted": True},
                    "kind": "hand",
                    "max": 3,
                },
            }
        ],
    ),
    (
        "Chaque Expédition en retard gagne 1 boost.",
        "Each Expedition behind gains 1 boost.",
        [
            {
                "op": "counter.gain",
                "who": {
                    "role": "object",
                    "count": "each",
                    "type": ["expedition"],
                    "expedition": "behind",
                },
                "counter": "boost",
                "amount": 1,
            }
        ],
    ),
    (
        "Vous pouvez faire défausser une carte à un adversaire ciblé.",
        "You may have target opponent discard a card.",
        [
            {
                "op": "discard",
                "what": {"role": "object", "type": ["card"]},
                "who": {"role": "opponent", "targeted": True},
                "optional": True,
            }
        ],
    ),
    (
        "Faites sacrifier un Personnage à chaque adversaire.",
        "Have each opponent sacrifice a Character.",
        [
            {
                "op": "sacrifice",
                "what": {"role": "object", "type": ["character"]},
                "who": {"role": "opponent", "count": "each"},
            }
        ],
    ),
    (
        "Un joueur ciblé peut sacrifier un Personnage. S'il le fait, je gagne 2 boosts.",
        "Target player may sacrifice a Character. If they do, I gain 2 boosts.",
        [
            {
                "op": "sacrifice",
                "what": {"role": "object", "type": ["character"]},
                "who": {"role": "player", "targeted": True},
                "optional": True,
            },
            {
                "op": "counter.gain",
                "who": {"role": "self"},
                "counter": "boost",
                "amount": 2,
                "if": {"test": "done"},
            },
        ],
    ),
    (
        "[Sabotez] deux fois.",
        "[Sabotage] twice.",
        [{"op": "sabotage", "who": {"role": "controller"}, "times": 2}],
    ),
    (
        "Piochez une carte trois fois.",
        "Draw a card three times.",
        [{"op": "draw", "who": {"role": "controller"}, "amount": 1, "times": 3}],
    ),
    (
        "Défaussez au plus deux cartes.",
        "Discard at most two cards.",
        [{"op": "discard", "what": {"role": "object", "count": {"at_most": 2}, "type": ["card"]}}],
    ),
    (
        "Piochez une seule carte.",
        "Draw only one card.",
        [{"op": "draw", "who": {"role": "controller"}, "amount": 1}],
    ),
    (
        "Chaque joueur défausse une carte de sa propre main.",
        "Each player discards a card from their own hand.",
        [
            {
                "op": "discard",
                "what": {"role": "object", "type": ["card"], "place": {"of": "it", "zone": "hand"}},
                "who": {"role": "player", "count": "each"},
            }
        ],
    ),
    (
        "Piochez une carte et puis défaussez une carte.",
        "Draw a card and then discard a card.",
        [
            {"op": "draw", "who": {"role": "controller"}, "amount": 1},
            {"op": "discard", "what": {"role": "object", "type": ["card"]}},
        ],
    ),
    (
        "S'il n'est pas [[Fugace]], piochez une carte.",
        "If it isn't [[Fleeting]], draw a card.",
        [
            {
                "op": "draw",
                "who": {"role": "controller"},
                "amount": 1,
                "if": {
                    "test": "status",
                    "who": {"role": "it"},
                    "status": "fleeting",
                    "negated": True,
                },
            }
        ],
    ),
    (
        "Si vous avez joué un Sort ce tour-ci, piochez une carte.",
        "If you've played a Spell this turn, draw a card.",
        [
            {
                "op": "draw",
                "who": {"role": "controller"},
                "amount": 1,
                "if": {
                    "test": "did",
                    "who": YOU,
                    "verb": "play",
                    "what": {"role": "object", "type": ["spell"]},
                    "during": "turn",
                },
            }
        ],
    ),
    (
        "Donnez-leur 1 boost.",
        "Give them 1 boost.",
        [{"op": "counter.gain", "who": {"role": "it"}, "counter": "boost", "amount": 1}],
    ),
    (
        "Chaque Personnage qui me fait face perd 1 boost.",
        "Each Character that faces me loses 1 boost.",
        [
            {
                "op": "counter.lose",
                "who": {
                    "role": "object",
                    "count": "each",
                    "type": ["character"],
                    "facing_me": True,
                },
                "counter": "boost",
                "amount": 1,
            }
        ],
    ),
    (
        "Je gagne 1 boost sauf si vous contrôlez un Repère.",
        "I gain 1 boost except if you control a Landmark.",
        [
            {
                "op": "counter.gain",
                "who": {"role": "self"},
                "counter": "boost",
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
        "Piochez une carte. Ensuite, je gagne 1 boost.",
        "Draw a card. After that, I gain 1 boost.",
        [
            {"op": "draw", "who": {"role": "controller"}, "amount": 1},
            {"op": "counter.gain", "who": {"role": "self"}, "counter": "boost", "amount": 1},
        ],
    ),
    (
        "Si vous avez moins de cartes en main que votre adversaire, piochez une carte.",
        "If you have fewer cards in hand than your opponent, draw a card.",
        [
            {
                "op": "draw",
                "who": {"role": "controller"},
                "amount": 1,
                "if": {
                    "test": "has_fewer_than",
                    "who": {"role": "controller"},
                    "what": {"role": "object", "type": ["card"], "place": {"zone": "hand"}},
                    "than": {"role": "opponent"},
                },
            }
        ],
    ),
    (
        "Mon Expédition avance.",
        "My Expedition moves forward.",
        [
            {
                "op": "expedition.move",
                "what": {"role": "object", "type": ["expedition"], "expedition": "mine"},
                "direction": "forward",
            }
        ],
    ),
    (
        "Si vous contrôlez exactement deux Personnages, piochez une carte.",
        "If you control exactly two Characters, draw a card.",
        [
            {
                "op": "draw",
                "who": {"role": "controller"},
                "amount": 1,
                "if": {
                    "test": "controls",
                    "who": {"role": "controller"},
                    "what": {"role": "object", "count": {"exactly": 2}, "type": ["character"]},
                },
            }
        ],
    ),
]
