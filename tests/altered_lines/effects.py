"""Effects read by composition: one reading of who (me, it, an object) in every verb slot, a verb
inside a list of gains, clause joiners, what X is, "X is Y" conditions for any X.

Each case is a line written for these tests, in French and in English; both must give
the same reading (``tests/test_altered_effects.py``)."""

from __future__ import annotations

from typing import Any

from tests.altered_lines.terms import EACH_PLAYER, IT, MY_EXPEDITION, SELF, TARGET_CHARACTER, YOU

CASES: list[tuple[str, str, list[dict[str, Any]]]] = [
    (  # a verb inside the list of gains holds for what follows it
        "Un Personnage ciblé gagne 2 boosts et perd [[Endormi]].",
        "Target Character gains 2 boosts and loses [[Asleep]].",
        [
            {"op": "counter.gain", "who": TARGET_CHARACTER, "counter": "boost", "amount": 2},
            {"op": "status.lose", "who": TARGET_CHARACTER, "status": "asleep"},
        ],
    ),
    (  # "or" between gains: one of them
        "Je gagne [[Ancré]] ou 1 boost.",
        "I gain [[Anchored]] or 1 boost.",
        [
            {"op": "status.gain", "who": SELF, "status": "anchored", "one_of": True},
            {"op": "counter.gain", "who": SELF, "counter": "boost", "amount": 1, "one_of": True},
        ],
    ),
    (  # ", puis" / ", then" after a list joins clauses
        "Je gagne 2 boosts, puis piochez une carte.",
        "I gain 2 boosts, then draw a card.",
        [
            {"op": "counter.gain", "who": SELF, "counter": "boost", "amount": 2},
            {"op": "draw", "who": YOU, "amount": 1},
        ],
    ),
    (  # what X is
        "Je gagne X boosts, X étant mon nombre de compteurs Quête.",
        "I gain X boosts, where X is my number of Quest counters.",
        [
            {
                "op": "counter.gain",
                "who": SELF,
                "counter": "boost",
                "amount": "X",
                "x": {"of": "counters", "who": SELF, "counter": "quest"},
            }
        ],
    ),
    (
        "Un Personnage ciblé que vous contrôlez gagne X boosts, X étant le résultat.",
        "Target Character you control gains X boosts, where X is the result.",
        [
            {
                "op": "counter.gain",
                "who": {**TARGET_CHARACTER, "controlled_by": "controller"},
                "counter": "boost",
                "amount": "X",
                "x": {"of": "result"},
            }
        ],
    ),
    (  # a zone discarded whole, by a player
        "Un adversaire ciblé défausse sa Réserve.",
        "Target opponent discards their Reserve.",
        [
            {
                "op": "discard",
                "what": {
                    "role": "object",
                    "count": "each",
                    "place": {"zone": "reserve", "of": "it"},
                },
                "who": {"role": "opponent", "targeted": True},
            }
        ],
    ),
    (  # alternatives of where an object is: either (in play of its controller, or there)
        "Épuisez une carte que vous contrôlez ou dans votre Réserve.",
        "Exhaust a card you control or in your Reserve.",
        [
            {
                "op": "exhaust",
                "what": {
                    "role": "object",
                    "type": ["card"],
                    "place": {
                        "any_of": [
                            {"zone": "play", "of": "controller"},
                            {"of": "controller", "zone": "reserve"},
                        ]
                    },
                },
            }
        ],
    ),
    (  # "X est Y" for an object that is not me
        "Si son Expédition est en avance, je gagne 1 boost.",
        "If its Expedition is ahead, I gain 1 boost.",
        [
            {
                "op": "counter.gain",
                "who": SELF,
                "counter": "boost",
                "amount": 1,
                "if": {
                    "test": "expedition",
                    "who": {"role": "object", "controlled_by": "it", "type": ["expedition"]},
                    "state": "ahead",
                },
            }
        ],
    ),
    (  # "not" in each language's way
        "Si je ne suis pas [[Ancré]], piochez une carte.",
        "If I am not [[Anchored]], draw a card.",
        [
            {
                "op": "draw",
                "who": YOU,
                "amount": 1,
                "if": {"test": "status", "who": SELF, "status": "anchored", "negated": True},
            }
        ],
    ),
    (
        "S'il n'y a aucun Personnage dans votre Réserve, piochez une carte.",
        "If there are no Characters in your Reserve, draw a card.",
        [
            {
                "op": "draw",
                "who": YOU,
                "amount": 1,
                "if": {
                    "test": "exists",
                    "what": {
                        "role": "object",
                        "type": ["character"],
                        "place": {"of": "controller", "zone": "reserve"},
                    },
                    "negated": True,
                },
            }
        ],
    ),
    (
        "Une Expédition adverse ciblée ne peut pas avancer ce Jour.",
        "Target opposing Expedition can't move forward this Day.",
        [
            {
                "op": "cannot",
                "action": "expedition.advance",
                "what": {
                    "role": "object",
                    "targeted": True,
                    "type": ["expedition"],
                    "controlled_by": "opponent",
                },
                "until": "day",
            }
        ],
    ),
    (
        "Révélez les trois premières cartes de votre deck.",
        "Reveal the top three cards of your deck.",
        [
            {
                "op": "reveal",
                "what": {
                    "role": "object",
                    "count": 3,
                    "top": True,
                    "type": ["card"],
                    "place": {"of": "controller", "zone": "deck"},
                },
            }
        ],
    ),
    (
        "Payez {2} de moins pour le prochain Personnage que vous jouez ce tour-ci.",
        "Pay {2} less for the next Character you play this turn.",
        [
            {
                "op": "cost.reduce",
                "what": {
                    "role": "object",
                    "next_played_by": "controller",
                    "type": ["character"],
                    "until": "turn",
                },
                "amount": 2,
            }
        ],
    ),
    (  # the symbol before or after "abilities"
        "Activez les capacités {h} d'un Personnage ciblé.",
        "Activate the {h} abilities of target Character.",
        [{"op": "abilities.activate", "symbol": "hand", "of": TARGET_CHARACTER}],
    ),
    (  # the adverb either side of the verb
        "Jouez immédiatement un Sort pour {3} de moins.",
        "Immediately play a Spell for {3} less.",
        [{"op": "play", "what": {"role": "object", "type": ["spell"]}, "discount": 3}],
    ),
    (  # a condition after the action
        "Je gagne 1 boost si vous contrôlez un Permanent.",
        "I gain 1 boost if you control a Permanent.",
        [
            {
                "op": "counter.gain",
                "who": SELF,
                "counter": "boost",
                "amount": 1,
                "if": {
                    "test": "controls",
                    "who": YOU,
                    "what": {"role": "object", "type": ["permanent"]},
                },
            }
        ],
    ),
    (  # "chaque" / "each" is every one of them (the opponent is the target, not they)
        "Chaque Personnage contrôlé par un adversaire ciblé perd [[Ancré]].",
        "Each Character controlled by target opponent loses [[Anchored]].",
        [
            {
                "op": "status.lose",
                "who": {
                    "role": "object",
                    "count": "each",
                    "type": ["character"],
                    "controlled_by": {"role": "opponent", "targeted": True},
                },
                "status": "anchored",
            }
        ],
    ),
    (  # "me" in the verb's slot, a clitic in French
        "Envoyez-moi en Réserve.",
        "Send me to Reserve.",
        [{"op": "move", "what": SELF, "to": {"zone": "reserve"}}],
    ),
    (  # "ce Personnage" / "that Character": the one named before
        "Épuisez ce Personnage.",
        "Exhaust that Character.",
        [{"op": "exhaust", "what": {"role": "it", "type": ["character"]}}],
    ),
    (
        "Pour chaque Personnage que vous contrôlez, piochez une carte.",
        "For each Character you control, draw a card.",
        [
            {
                "op": "draw",
                "who": YOU,
                "amount": 1,
                "per": {"role": "object", "type": ["character"], "controlled_by": "controller"},
            }
        ],
    ),
    (  # a choice between actions, "la" / "it" the card named before
        "Vous pouvez le jouer gratuitement ou le mettre dans votre Réserve.",
        "You may play it for free or put it in your Reserve.",
        [
            {"op": "play", "what": IT, "free": True, "optional": True, "one_of": True},
            {
                "op": "move",
                "what": IT,
                "to": {"of": "controller", "zone": "reserve"},
                "optional": True,
                "one_of": True,
            },
        ],
    ),
    (  # "you may X and Y": Y comes with X; where the card is, then where it goes
        "Vous pouvez payer {1} et mettre une carte de votre main en Réserve.",
        "You may pay {1} and put a card from your hand in Reserve.",
        [
            {"op": "pay", "mana": 1, "optional": True},
            {
                "op": "move",
                "what": {
                    "role": "object",
                    "type": ["card"],
                    "place": {"of": "controller", "zone": "hand"},
                },
                "to": {"zone": "reserve"},
                "if": {"test": "done"},
            },
        ],
    ),
    (  # what a player may do, and what it buys, both theirs
        "Chaque joueur peut défausser une carte de sa main pour piocher une carte.",
        "Each player may discard a card from their hand to draw a card.",
        [
            {
                "op": "discard",
                "what": {"role": "object", "type": ["card"], "place": {"of": "it", "zone": "hand"}},
                "optional": True,
                "who": EACH_PLAYER,
            },
            {"op": "draw", "who": EACH_PLAYER, "amount": 1, "if": {"test": "done"}},
        ],
    ),
    (  # "il" / "they": the player named before
        "Ciblez un adversaire, il pioche une carte.",
        "Target an opponent, they draw a card.",
        [
            {"op": "target", "what": {"role": "opponent"}},
            {"op": "draw", "who": IT, "amount": 1},
        ],
    ),
    (  # another action after a list of gains
        "Je gagne 1 boost et mon Expédition [s'Élève].",
        "I gain 1 boost and my Expedition [Ascends].",
        [
            {"op": "counter.gain", "who": SELF, "counter": "boost", "amount": 1},
            {"op": "ascend", "what": MY_EXPEDITION},
        ],
    ),
    (
        "Un Personnage ciblé perd tous ses boosts, puis gagne [[Endormi]].",
        "Target Character loses all its boosts, then gains [[Asleep]].",
        [
            {"op": "counter.lose", "who": TARGET_CHARACTER, "counter": "boost", "amount": "all"},
            {"op": "status.gain", "who": TARGET_CHARACTER, "status": "asleep"},
        ],
    ),
    (  # ", sinon" / ", otherwise" inside a sentence
        "Si votre main est vide, je gagne 2 boosts, sinon je gagne 1 boost.",
        "If your hand is empty, I gain 2 boosts, otherwise I gain 1 boost.",
        [
            {
                "op": "counter.gain",
                "who": SELF,
                "counter": "boost",
                "amount": 2,
                "if": {"test": "empty", "place": {"zone": "hand", "of": "controller"}},
            },
            {
                "op": "counter.gain",
                "who": SELF,
                "counter": "boost",
                "amount": 1,
                "if": {"test": "otherwise"},
            },
        ],
    ),
    (  # how long it lasts, after any action
        "Un Personnage ciblé ne peut pas gagner de boosts ce tour-ci.",
        "Target Character can't gain boosts this turn.",
        [
            {
                "op": "cannot",
                "action": "counter.gain",
                "what": TARGET_CHARACTER,
                "counter": "boost",
                "until": "turn",
            }
        ],
    ),
    (  # a card paired with another: "avec" / "with"
        "Échangez un Personnage ciblé de votre main avec une carte de votre Réserve.",
        "Exchange target Character in your hand with a card from your Reserve.",
        [
            {
                "op": "swap",
                "what": {**TARGET_CHARACTER, "place": {"of": "controller", "zone": "hand"}},
                "with": {
                    "role": "object",
                    "type": ["card"],
                    "place": {"of": "controller", "zone": "reserve"},
                },
            }
        ],
    ),
    (
        "Mon Expédition recule d'une région.",
        "My Expedition moves backwards one region.",
        [
            {
                "op": "expedition.move",
                "what": MY_EXPEDITION,
                "regions": 1,
                "direction": "backward",
            }
        ],
    ),
    (
        "Un joueur ciblé devient le premier joueur.",
        "Target player becomes first player.",
        [{"op": "first_player", "who": {"role": "player", "targeted": True}}],
    ),
    (  # what you did this way / this turn
        "Si vous avez joué un Sort ce tour-ci, piochez une carte.",
        "If you played a Spell this turn, draw a card.",
        [
            {
                "op": "draw",
                "who": YOU,
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
    (  # whose place: "de son contrôleur" / "its controller's"
        "Créez un jeton [Aérolithe] dans les Repères de son contrôleur.",
        "Create an [Aerolith] token in its controller's Landmarks.",
        [
            {
                "op": "token.create",
                "token": {"name": "aerolith"},
                "count": 1,
                "place": {"zone": "landmark", "of": "player", "of_controller_of": "it"},
            }
        ],
    ),
    (  # statuses as alternatives, before or after the noun
        "Un Personnage ciblé [[Endormi]] ou [[Boosté]] gagne [[Fugace]].",
        "Target [[Asleep]] or [[Boosted]] Character gains [[Fleeting]].",
        [
            {
                "op": "status.gain",
                "who": {**TARGET_CHARACTER, "status": ["asleep", "boosted"]},
                "status": "fleeting",
            }
        ],
    ),
    (
        "Renvoyez un Permanent ciblé au-dessus du deck de son propriétaire.",
        "Return target Permanent to the top of its owner's deck.",
        [
            {
                "op": "move",
                "what": {"role": "object", "targeted": True, "type": ["permanent"]},
                "to": {"zone": "deck", "of": "player", "of_owner_of": "it", "top": True},
            }
        ],
    ),
    (  # several conditions after the action
        "Je gagne 1 boost si vous contrôlez un Robot ou s'il y a un Sort dans votre Réserve.",
        "I gain 1 boost if you control a Robot or if there's a Spell in your Reserve.",
        [
            {
                "op": "counter.gain",
                "who": SELF,
                "counter": "boost",
                "amount": 1,
                "if": {
                    "test": "any",
                    "of": [
                        {
                            "test": "controls",
                            "who": YOU,
                            "what": {"role": "object", "type": ["robot"]},
                        },
                        {
                            "test": "exists",
                            "what": {
                                "role": "object",
                                "type": ["spell"],
                                "place": {"of": "controller", "zone": "reserve"},
                            },
                        },
                    ],
                },
            }
        ],
    ),
    (  # "pour chaque" / "for each" after any action
        "Piochez une carte pour chaque Robot que vous contrôlez.",
        "Draw a card for each Robot you control.",
        [
            {
                "op": "draw",
                "who": YOU,
                "amount": 1,
                "per": {"role": "object", "type": ["robot"], "controlled_by": "controller"},
            }
        ],
    ),
    (
        "Mettez-moi dans votre zone de Mana en tant qu'Orbe de Mana épuisé.",
        "Put me in your Mana zone as an exhausted Mana Orb.",
        [
            {
                "op": "move",
                "what": SELF,
                "to": {"of": "controller", "zone": "mana"},
                "as": {"role": "object", "type": ["mana_orb"], "exhausted": True},
            }
        ],
    ),
    (
        "Si au moins deux régions mono-terrain sont visibles, piochez une carte.",
        "If two or more single-terrain regions are visible, draw a card.",
        [
            {
                "op": "draw",
                "who": YOU,
                "amount": 1,
                "if": {
                    "test": "visible",
                    "who": {
                        "role": "object",
                        "count": {"at_least": 2},
                        "type": ["region"],
                        "single_terrain": True,
                    },
                },
            }
        ],
    ),
    (
        "Chaque adversaire sacrifie un Personnage.",
        "Each opponent sacrifices a Character.",
        [
            {
                "op": "sacrifice",
                "what": {"role": "object", "type": ["character"]},
                "who": {"role": "opponent", "count": "each"},
            }
        ],
    ),
]
