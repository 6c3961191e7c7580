"""Shapes of Altered effects that compose from readings the grammar already has (issue 14,
generalisation): lines written for the tests, in French and in English, with the ops
both must give (``tests/test_altered_shapes.py``). The shapes come from the game's own
vocabulary (statuses, terrains, costs, counters) put in the slots the grammar reads them
in elsewhere, not from the corpus."""

from __future__ import annotations

from typing import Any

SELF = {"role": "self"}
YOU = {"role": "controller"}
TARGET_CHARACTER = {"role": "object", "targeted": True, "type": ["character"]}
MY_EXPEDITION = {"zone": "expedition", "expedition": "mine"}
DRAW_ONE = {"op": "draw", "who": YOU, "amount": 1}
NEXT_CHARACTER_COSTS_TWO_LESS = {
    "op": "cost.reduce",
    "what": {
        "role": "object",
        "next_played_by": "controller",
        "type": ["character"],
        "until": "turn",
    },
    "amount": 2,
}
YOUR_CHARACTERS = {
    "role": "object",
    "count": "each",
    "type": ["character"],
    "controlled_by": "controller",
}


def boosts(n: int | str, who: dict[str, Any] = SELF, **more: Any) -> dict[str, Any]:
    return {"op": "counter.gain", "who": who, "counter": "boost", "amount": n, **more}


def count_of(what: dict[str, Any]) -> dict[str, Any]:
    """What X is: how many of ``what`` there are."""
    return {"of": "count", "what": what}


CASES: list[tuple[str, str, list[dict[str, Any]]]] = [
    (  # "un boost" after "have" is one or more, not none
        "Si j'ai un boost, piochez une carte.",
        "If I have a boost, draw a card.",
        [{**DRAW_ONE, "if": {"test": "counters", "who": SELF, "counter": "boost", "at_least": 1}}],
    ),
    (  # a status had, as a status one is
        "Si j'ai [[Fugace]], piochez une carte.",
        "If I have [[Fleeting]], draw a card.",
        [{**DRAW_ONE, "if": {"test": "status", "who": SELF, "status": "fleeting"}}],
    ),
    (  # any of several statuses
        "Si je suis [[Ancré]] ou [[Endormi]], piochez une carte.",
        "If I'm [[Anchored]] or [[Asleep]], draw a card.",
        [{**DRAW_ONE, "if": {"test": "status", "who": SELF, "status": ["anchored", "asleep"]}}],
    ),
    (  # any of several terrains
        "Si je suis dans {V} ou {M}, je gagne 1 boost.",
        "If I'm in {V} or {M}, I gain 1 boost.",
        [boosts(1, if_={"test": "in_terrain", "who": SELF, "terrain": ["forest", "mountain"]})],
    ),
    (  # the only one of a type somewhere
        "Si je suis le seul Personnage dans mon Expédition, je gagne 3 boosts.",
        "If I'm the only Character in my Expedition, I gain 3 boosts.",
        [
            boosts(
                3,
                if_={
                    "test": "alone",
                    "who": SELF,
                    "type": ["character"],
                    "place": MY_EXPEDITION,
                },
            )
        ],
    ),
    (  # the lowest cost among those the selector names
        "Renvoyez un Personnage ciblé avec le Coût de Main le plus bas dans la main de son "
        "propriétaire.",
        "Return target Character with the lowest Hand Cost to its owner's hand.",
        [
            {
                "op": "move",
                "what": {**TARGET_CHARACTER, "cost": {"kind": "hand", "extreme": "lowest"}},
                "to": {"zone": "hand", "of": "player", "of_owner_of": "it"},
            }
        ],
    ),
    (  # "with a boost": one or more
        "Un Personnage ciblé avec un boost gagne [[Ancré]].",
        "Target Character with a boost gains [[Anchored]].",
        [
            {
                "op": "status.gain",
                "who": {**TARGET_CHARACTER, "counters": {"counter": "boost", "at_least": 1}},
                "status": "anchored",
            }
        ],
    ),
    (  # without a status
        "Un Personnage ciblé sans [[Fugace]] gagne 1 boost.",
        "Target Character without [[Fleeting]] gains 1 boost.",
        [boosts(1, {**TARGET_CHARACTER, "not_status": "fleeting"})],
    ),
    (  # without a keyword
        "Un Personnage ciblé sans [Coriace] gagne 1 boost.",
        "Target Character without [Tough] gains 1 boost.",
        [boosts(1, {**TARGET_CHARACTER, "not_keyword": "tough"})],
    ),
    (  # English says "boosts equal to" with no number, French "un nombre de boosts égal à"
        "Je gagne un nombre de boosts égal au nombre de Personnages que vous contrôlez.",
        "I gain boosts equal to the number of Characters you control.",
        [
            boosts(
                "X",
                x=count_of(
                    {
                        "role": "object",
                        "type": ["character"],
                        "controlled_by": "controller",
                    }
                ),
            )
        ],
    ),
    (  # a card's subtypes, gained whole
        "Je gagne ses sous-types.",
        "I gain its subtypes.",
        [{"op": "subtypes.gain", "who": SELF, "subtypes": {"of": {"role": "it"}}}],
    ),
    (  # a cap after "for each" holds for the whole clause
        "Piochez une carte pour chaque Plante que vous contrôlez, jusqu'à un maximum de 3.",
        "Draw a card for each Plant you control, up to a max of 3.",
        [
            {
                **DRAW_ONE,
                "per": {"role": "object", "type": ["plant"], "controlled_by": "controller"},
                "cap": 3,
            }
        ],
    ),
    (  # a filter by any of several terrains
        "Un Personnage ciblé dans {V} ou {M} gagne 1 boost.",
        "Target Character in {V} or {M} gains 1 boost.",
        [boosts(1, {**TARGET_CHARACTER, "terrain": ["forest", "mountain"]})],
    ),
    (  # where a pronoun is taken from, for any verb
        "Renvoyez-moi de votre Réserve dans votre main.",
        "Return me from your Reserve to your hand.",
        [
            {
                "op": "move",
                "what": {**SELF, "place": {"of": "controller", "zone": "reserve"}},
                "to": {"of": "controller", "zone": "hand"},
            }
        ],
    ),
    (
        "Défaussez-moi de votre Réserve.",
        "Discard me from your Reserve.",
        [{"op": "discard", "what": {**SELF, "place": {"of": "controller", "zone": "reserve"}}}],
    ),
    (  # a clause with its own lead after a list of gains
        "Je gagne 1 boost, puis si j'ai au moins 3 boosts, piochez une carte.",
        "I gain 1 boost, then if I have 3 or more boosts, draw a card.",
        [
            boosts(1),
            {
                **DRAW_ONE,
                "if": {"test": "counters", "who": SELF, "counter": "boost", "at_least": 3},
            },
        ],
    ),
    (  # ... and after any clause
        "Piochez une carte, puis si vous contrôlez une Plante, je gagne 1 boost.",
        "Draw a card, then if you control a Plant, I gain 1 boost.",
        [
            DRAW_ONE,
            boosts(
                1,
                if_={
                    "test": "controls",
                    "who": YOU,
                    "what": {"role": "object", "type": ["plant"]},
                },
            ),
        ],
    ),
    (  # what was rolled, as "si le résultat est 6" / "if the result is 6"
        "Si vous obtenez un 6 de cette façon, piochez une carte.",
        "If you roll a 6 this way, draw a card.",
        [{**DRAW_ONE, "if": {"test": "result", "result": "6"}}],
    ),
    (
        "Si vous obtenez 1-3 de cette façon, piochez une carte.",
        "If you roll a 1-3 this way, draw a card.",
        [{**DRAW_ONE, "if": {"test": "result", "result": "1-3"}}],
    ),
    (  # cards played while an effect lasts, not only the next one
        "Chaque Sort que vous jouez ce tour-ci coûte {1} de moins.",
        "Each Spell you play this turn costs {1} less.",
        [
            {
                "op": "cost.reduce",
                "what": {
                    "role": "object",
                    "count": "each",
                    "type": ["spell"],
                    "played_by": "controller",
                    "until": "turn",
                },
                "amount": 1,
            }
        ],
    ),
    (  # by whom a thing can't be targeted
        "Un Personnage ciblé ne peut pas être ciblé par les Sorts de vos adversaires ce tour-ci.",
        "Target Character can't be targeted by your opponents' Spells this turn.",
        [
            {
                "op": "cannot",
                "action": "target",
                "what": TARGET_CHARACTER,
                "by": {
                    "role": "object",
                    "count": "each",
                    "type": ["spell"],
                    "controlled_by": "opponent",
                },
                "until": "turn",
            }
        ],
    ),
    (  # a condition that holds while the effect does
        "Tant que je suis [[Ancré]], je gagne 1 boost.",
        "As long as I'm [[Anchored]], I gain 1 boost.",
        [boosts(1, while_={"test": "status", "who": SELF, "status": "anchored"})],
    ),
    (
        "Au lieu de cela, piochez deux cartes.",
        "Instead, draw two cards.",
        [{**DRAW_ONE, "amount": 2, "instead": True}],
    ),
    (  # French says a place's state right after it, English with "that is"
        "Si je suis dans une Expédition en avance, je gagne 1 boost.",
        "If I'm in an Expedition that is ahead, I gain 1 boost.",
        [
            boosts(
                1,
                if_={
                    "test": "in_place",
                    "who": SELF,
                    "place": {"zone": "expedition", "state": "ahead"},
                },
            )
        ],
    ),
    (  # "and" between two places of one thing, as "or": those of either place
        "Doublez le nombre de boosts de chaque Permanent que vous contrôlez et dans votre Réserve.",
        "Double the number of boosts on each Permanent you control and in your Reserve.",
        [
            {
                "op": "counter.double",
                "counter": "boost",
                "who": {
                    "role": "object",
                    "count": "each",
                    "type": ["permanent"],
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
    (  # the costs of all of them together
        "Envoyez en Réserve jusqu'à trois Personnages ciblés avec un Coût de Main total de "
        "{5} ou moins.",
        "Send to Reserve up to three target Characters with a total Hand Cost of {5} or less.",
        [
            {
                "op": "move",
                "what": {
                    "role": "object",
                    "count": {"up_to": 3},
                    "targeted": True,
                    "type": ["character"],
                    "total_cost": {"kind": "hand", "max": 5},
                },
                "to": {"zone": "reserve"},
            }
        ],
    ),
    (  # another player's zone keeps "other"
        "Créez un jeton [Graine de Mana] dans les Repères d'un autre joueur ciblé.",
        "Create a [Manaseed] token in another target player's Landmarks.",
        [
            {
                "op": "token.create",
                "token": {"name": "manaseed"},
                "count": 1,
                "place": {
                    "zone": "landmark",
                    "of": "player",
                    "of_targeted": True,
                    "of_other": True,
                },
            }
        ],
    ),
    (  # a thing shuffled into a deck, not only a zone whole
        "Mélangez une carte ciblée de votre Réserve dans votre deck.",
        "Shuffle target card from your Reserve into your deck.",
        [
            {
                "op": "shuffle",
                "what": {
                    "role": "object",
                    "targeted": True,
                    "type": ["card"],
                    "place": {"of": "controller", "zone": "reserve"},
                },
                "into": {"of": "controller", "zone": "deck"},
            }
        ],
    ),
    (  # a player chosen, named after
        "Choisissez un adversaire. Il défausse une carte de sa main.",
        "Choose an opponent. They discard a card from their hand.",
        [
            {"op": "choose", "what": {"role": "opponent"}},
            {
                "op": "discard",
                "what": {"role": "object", "type": ["card"], "place": {"of": "it", "zone": "hand"}},
                "who": {"role": "it"},
            },
        ],
    ),
    (  # what was not done, by whom, with which verb
        "Si vous n'avez joué aucun Sort ce tour-ci, piochez une carte.",
        "If you haven't played a Spell this turn, draw a card.",
        [
            {
                **DRAW_ONE,
                "if": {
                    "test": "did",
                    "who": YOU,
                    "verb": "play",
                    "what": {"role": "object", "type": ["spell"]},
                    "during": "turn",
                    "negated": True,
                },
            }
        ],
    ),
    (  # the verb is kept: sacrificing is not playing
        "Si vous avez sacrifié un Personnage ce tour-ci, piochez une carte.",
        "If you sacrificed a Character this turn, draw a card.",
        [
            {
                **DRAW_ONE,
                "if": {
                    "test": "did",
                    "who": YOU,
                    "verb": "sacrifice",
                    "what": {"role": "object", "type": ["character"]},
                    "during": "turn",
                },
            }
        ],
    ),
    (  # done by anyone
        "Si un Personnage a été sacrifié ce tour-ci, piochez une carte.",
        "If a Character was sacrificed this turn, draw a card.",
        [
            {
                **DRAW_ONE,
                "if": {
                    "test": "did",
                    "verb": "sacrifice",
                    "what": {"role": "object", "type": ["character"]},
                    "during": "turn",
                },
            }
        ],
    ),
    (  # a keyword or a status among an effect's sentences
        "[Rafraîchissement]. Piochez deux cartes.",
        "[Cooldown]. Draw two cards.",
        [{"op": "keyword", "keyword": "cooldown"}, {**DRAW_ONE, "amount": 2}],
    ),
    (
        "Piochez deux cartes. [[Fugace]].",
        "Draw two cards. [[Fleeting]].",
        [{**DRAW_ONE, "amount": 2}, {"op": "status", "status": "fleeting"}],
    ),
    (  # what a player does, as the test of "unless"
        "Renvoyez un Personnage ciblé dans la main de son propriétaire, sauf si son "
        "contrôleur défausse une carte.",
        "Return target Character to its owner's hand unless its controller discards a card.",
        [
            {
                "op": "move",
                "what": TARGET_CHARACTER,
                "to": {"zone": "hand", "of": "player", "of_owner_of": "it"},
                "if": {
                    "test": "does",
                    "who": {"role": "player", "controller_of": "it"},
                    "op": {"op": "discard", "what": {"role": "object", "type": ["card"]}},
                    "negated": True,
                },
            }
        ],
    ),
    (  # a number of counters the player picks between two
        "Je gagne un ou deux boosts.",
        "I gain one or two boosts.",
        [boosts({"at_least": 1, "up_to": 2})],
    ),
    (  # a place the player picks
        "Créez un jeton Soldat [Recrue Ordis 1/1/1] dans l'Expédition de votre choix.",
        "Create an [Ordis Recruit 1/1/1] Soldier token in the Expedition of your choice.",
        [
            {
                "op": "token.create",
                "token": {"subtype": "soldier", "stats": [1, 1, 1], "name": "ordis_recruit"},
                "count": 1,
                "place": {"zone": "expedition", "chosen": True},
            }
        ],
    ),
    (  # a list's lead: up to a number of options
        "Choisissez jusqu'à trois options.",
        "Choose up to three options.",
        [{"op": "choose", "options": {"up_to": 3}}],
    ),
    (
        "Choisissez l'un des effets suivants :",
        "Choose one of the following effects:",
        [{"op": "choose", "options": 1}],
    ),
    (  # the die's result increased, said with "add"
        "Ajoutez 1 au résultat.",
        "Add 1 to the result.",
        [{"op": "result.change", "amount": 1}],
    ),
    (  # "into play" as "in play"
        "Mettez en jeu un Personnage de votre Réserve.",
        "Put a Character from your Reserve into play.",
        [
            {
                "op": "move",
                "what": {
                    "role": "object",
                    "type": ["character"],
                    "place": {"of": "controller", "zone": "reserve"},
                },
                "to": {"zone": "play"},
            }
        ],
    ),
    (  # what can't be done to a thing: readied, as sacrificed or exhausted
        "Épuisez un Personnage ciblé. Il ne peut pas être redressé ce tour-ci.",
        "Exhaust target Character. It can't be readied this turn.",
        [
            {"op": "exhaust", "what": TARGET_CHARACTER},
            {"op": "cannot", "action": "ready", "what": {"role": "it"}, "until": "turn"},
        ],
    ),
    (  # "transférez" as "déplacez"
        "Transférez tous mes boosts sur un Personnage ciblé.",
        "Move all my boosts to target Character.",
        [
            {
                "op": "counter.move",
                "counter": "boost",
                "amount": "all",
                "from": SELF,
                "to": TARGET_CHARACTER,
            }
        ],
    ),
    (  # players named by what they control or did
        "Chaque joueur qui contrôle au moins trois Personnages pioche une carte.",
        "Each player who controls three or more Characters draws a card.",
        [
            {
                **DRAW_ONE,
                "who": {
                    "role": "player",
                    "count": "each",
                    "if": {
                        "test": "controls",
                        "what": {"role": "object", "count": {"at_least": 3}, "type": ["character"]},
                    },
                },
            }
        ],
    ),
    (
        "Chaque joueur peut défausser une carte. Chaque joueur qui le fait pioche deux cartes.",
        "Each player may discard a card. Each player who does draws two cards.",
        [
            {
                "op": "discard",
                "what": {"role": "object", "type": ["card"]},
                "who": {"role": "player", "count": "each"},
                "optional": True,
            },
            {
                **DRAW_ONE,
                "who": {"role": "player", "count": "each", "if": {"test": "done"}},
                "amount": 2,
            },
        ],
    ),
    (  # what a zone holds, as "s'il y a ... dans votre Réserve"
        "Si votre Réserve contient au moins trois cartes, piochez une carte.",
        "If your Reserve contains three or more cards, draw a card.",
        [
            {
                **DRAW_ONE,
                "if": {
                    "test": "exists",
                    "what": {
                        "role": "object",
                        "count": {"at_least": 3},
                        "type": ["card"],
                        "place": {"of": "controller", "zone": "reserve"},
                    },
                },
            }
        ],
    ),
    (  # exactly a number of counters
        "Si j'ai exactement trois compteurs Quête, piochez une carte.",
        "If I have exactly three Quest counters, draw a card.",
        [
            {
                **DRAW_ONE,
                "if": {"test": "counters", "who": SELF, "counter": "quest", "exactly": 3},
            }
        ],
    ),
    (  # what you did to things this turn, as a filter
        "Je gagne 1 boost pour chaque carte que vous avez piochée ce tour-ci.",
        "I gain 1 boost for each card you drew this turn.",
        [
            boosts(
                1,
                per={
                    "role": "object",
                    "type": ["card"],
                    "done_by": "controller",
                    "verb": "draw",
                    "during": "turn",
                },
            )
        ],
    ),
    (
        "Je gagne X boosts, X étant le nombre de Sorts que vous avez joués ce tour-ci.",
        "I gain X boosts, where X is the number of Spells you played this turn.",
        [
            boosts(
                "X",
                x=count_of(
                    {
                        "role": "object",
                        "type": ["spell"],
                        "played_by": "controller",
                        "until": "turn",
                    }
                ),
            )
        ],
    ),
    (  # the counters of a thing, said with "de" / "on"
        "Je gagne X boosts, X étant le nombre de boosts d'un Personnage ciblé.",
        "I gain X boosts, where X is the number of boosts on target Character.",
        [boosts("X", x={"of": "counters", "who": TARGET_CHARACTER, "counter": "boost"})],
    ),
    (  # "the Expedition I'm in" is mine
        "Chaque Personnage dans l'Expédition où je suis gagne 1 boost.",
        "Each Character in the Expedition I'm in gains 1 boost.",
        [
            boosts(
                1,
                {
                    "role": "object",
                    "count": "each",
                    "type": ["character"],
                    "place": {"zone": "expedition", "expedition": "mine"},
                },
            )
        ],
    ),
    (  # "l'autre Expédition" keeps "other" (it was read as any of its Expeditions)
        "Déplacez un Personnage ciblé vers l'autre Expédition de son contrôleur.",
        "Move target Character to its controller's other Expedition.",
        [
            {
                "op": "move",
                "what": TARGET_CHARACTER,
                "to": {
                    "zone": "expedition",
                    "other": True,
                    "of": "player",
                    "of_controller_of": "it",
                },
            }
        ],
    ),
    (  # an event about to happen, said as a trigger says it: what replaces it follows
        "Si je devais être sacrifié, à la place, envoyez-moi en Réserve.",
        "If I would be sacrificed, instead send me to Reserve.",
        [
            {
                "op": "move",
                "what": SELF,
                "to": {"zone": "reserve"},
                "if": {
                    "test": "would",
                    "event": {
                        "event": "sacrifice",
                        "actor": None,
                        "target": SELF,
                        "qualifiers": {},
                    },
                },
                "instead": True,
            }
        ],
    ),
    (
        "Si vous deviez piocher une carte, à la place, je gagne 1 boost.",
        "If you would draw a card, instead I gain 1 boost.",
        [
            boosts(
                1,
                if_={
                    "test": "would",
                    "event": {
                        "event": "card.draw",
                        "actor": YOU,
                        "target": None,
                        "qualifiers": {"at_least": 1},
                    },
                },
                instead=True,
            )
        ],
    ),
    (
        "Si mon Expédition devait avancer, à la place, piochez une carte.",
        "If my Expedition would move forward, instead draw a card.",
        [
            {
                **DRAW_ONE,
                "if": {
                    "test": "would",
                    "event": {
                        "event": "expedition.advance",
                        "actor": {"role": "object", "type": ["expedition"], "expedition": "mine"},
                        "target": None,
                        "qualifiers": {},
                    },
                },
                "instead": True,
            }
        ],
    ),
    (  # "et" before a noun may start a clause with its own subject
        "Je gagne 1 boost et un Personnage ciblé perd 1 boost.",
        "I gain 1 boost and target Character loses 1 boost.",
        [
            boosts(1),
            {"op": "counter.lose", "who": TARGET_CHARACTER, "counter": "boost", "amount": 1},
        ],
    ),
    (  # an action done later: at end of turn, at a phase
        "Ciblez un Personnage que vous contrôlez. Il gagne 2 boosts, puis renvoyez-le dans "
        "votre main à la fin du tour.",
        "Target a Character you control. It gains 2 boosts, then return it to your hand at "
        "end of turn.",
        [
            {
                "op": "target",
                "what": {"role": "object", "type": ["character"], "controlled_by": "controller"},
            },
            boosts(2, {"role": "it"}),
            {
                "op": "move",
                "what": {"role": "it"},
                "to": {"of": "controller", "zone": "hand"},
                "at": "end_of_turn",
            },
        ],
    ),
    (
        "Sacrifiez-le au Crépuscule.",
        "Sacrifice it at Dusk.",
        [{"op": "sacrifice", "what": {"role": "it"}, "at": "dusk"}],
    ),
    (  # two subjects joined by "et" / "and": the same gains for each
        "Un Personnage ciblé et moi gagnons 1 boost.",
        "Target Character and I each gain 1 boost.",
        [boosts(1, TARGET_CHARACTER), boosts(1)],
    ),
    (  # what can't happen to a thing, said as a trigger says the event
        "Un Personnage ciblé ne peut pas quitter la zone d'Expédition ce tour-ci.",
        "Target Character can't leave the Expedition zone this turn.",
        [
            {
                "op": "cannot",
                "action": "zone.leave",
                "what": TARGET_CHARACTER,
                "zone": "expedition",
                "until": "turn",
            }
        ],
    ),
    (
        "Je ne peux pas être joué depuis la Réserve.",
        "I can't be played from Reserve.",
        [{"op": "cannot", "action": "card.play", "what": SELF, "from": {"zone": "reserve"}}],
    ),
    (
        "Vos adversaires ne peuvent pas piocher de cartes ce tour-ci.",
        "Your opponents can't draw cards this turn.",
        [{"op": "cannot", "action": "card.draw", "until": "turn", "who": {"role": "opponent"}}],
    ),
    (  # "des boosts" / "boosts" had: one or more
        "S'il avait des boosts, piochez une carte.",
        "If it had boosts, draw a card.",
        [
            {
                **DRAW_ONE,
                "if": {
                    "test": "counters",
                    "who": {"role": "it"},
                    "counter": "boost",
                    "at_least": 1,
                },
            }
        ],
    ),
    (  # base statistics of a value counted among things (Axiom's "0")
        "Je gagne 1 boost pour chaque statistique de base de 0 parmi les Personnages que vous "
        "contrôlez.",
        "I gain 1 boost for each base statistic of 0 among Characters you control.",
        [
            boosts(
                1,
                per={
                    "of": "base_stats",
                    "value": 0,
                    "among": YOUR_CHARACTERS,
                },
            )
        ],
    ),
    (
        "Si vous avez au moins trois statistiques de base de 0 parmi les Personnages que vous "
        "contrôlez, je gagne 2 boosts.",
        "If you have three or more base statistics of 0 among Characters you control, I gain 2 "
        "boosts.",
        [
            boosts(
                2,
                if_={
                    "test": "exists",
                    "what": {
                        "of": "base_stats",
                        "value": 0,
                        "among": YOUR_CHARACTERS,
                        "count": {"at_least": 3},
                    },
                },
            )
        ],
    ),
    (  # an amount against another: X, the result
        "Si X est supérieur au Coût de Réserve de la cible, redressez un Orbe de Mana.",
        "If X is higher than the Reserve Cost of the target, ready one mana Orb.",
        [
            {
                "op": "ready",
                "what": {"role": "object", "type": ["mana_orb"]},
                "if": {
                    "test": "compare",
                    "what": {"of": "x"},
                    "above": {
                        "of": "cost",
                        "kind": "reserve",
                        "who": {"role": "it", "targeted": True},
                    },
                },
            }
        ],
    ),
    (
        "Si le résultat est au moins égal à mon nombre de boosts, piochez une carte.",
        "If the result is at least equal to my number of boosts, draw a card.",
        [
            {
                **DRAW_ONE,
                "if": {
                    "test": "compare",
                    "what": {"of": "result"},
                    "min": {"of": "counters", "who": SELF, "counter": "boost"},
                },
            }
        ],
    ),
    (
        "Si X est au moins 3, piochez une carte.",
        "If X is 3 or more, draw a card.",
        [{**DRAW_ONE, "if": {"test": "compare", "what": {"of": "x"}, "min": 3}}],
    ),
    (  # some of those named before, up to a number
        "Jusqu'à deux d'entre eux gagnent 1 boost.",
        "Up to two of them gain 1 boost.",
        [boosts(1, {"role": "it", "count": {"up_to": 2}})],
    ),
    (  # "l'un des ..." / "one of the ..." before any object
        "Sacrifiez deux des Personnages que vous contrôlez.",
        "Sacrifice two of the Characters you control.",
        [
            {
                "op": "sacrifice",
                "what": {
                    "role": "object",
                    "count": 2,
                    "type": ["character"],
                    "controlled_by": "controller",
                },
            }
        ],
    ),
    (  # the cost of the next card reduced, by an amount said first or last
        "Réduisez de {2} le coût du prochain Personnage que vous jouez ce tour-ci.",
        "Reduce the cost of the next Character you play this turn by {2}.",
        [NEXT_CHARACTER_COSTS_TWO_LESS],
    ),
    (
        "Réduisez le coût du prochain Personnage que vous jouez ce tour-ci de {2}.",
        "Reduce the cost of the next Character you play this turn by {2}.",
        [NEXT_CHARACTER_COSTS_TWO_LESS],
    ),
    # bounds in every slot, counters had by any thing, leads of when, what went where
    (
        "Sacrifiez un Personnage ciblé ayant au plus un boost.",
        "Sacrifice target Character with at most one boost.",
        [
            {
                "op": "sacrifice",
                "what": {
                    "role": "object",
                    "targeted": True,
                    "type": ["character"],
                    "counters": {"counter": "boost", "at_most": 1},
                },
            }
        ],
    ),
    (
        "Sacrifiez un Personnage ciblé ayant 2 boosts ou moins.",
        "Sacrifice target Character with 2 or fewer boosts.",
        [
            {
                "op": "sacrifice",
                "what": {
                    "role": "object",
                    "targeted": True,
                    "type": ["character"],
                    "counters": {"counter": "boost", "at_most": 2},
                },
            }
        ],
    ),
    (
        "Si j'ai au plus deux boosts, piochez une carte.",
        "If I have two or fewer boosts, draw a card.",
        [
            {
                **DRAW_ONE,
                "if": {
                    "test": "counters",
                    "who": {"role": "self"},
                    "counter": "boost",
                    "at_most": 2,
                },
            }
        ],
    ),
    (
        "Si vous avez 2 cartes ou moins en main, piochez une carte.",
        "If you have two or fewer cards in hand, draw a card.",
        [
            {
                **DRAW_ONE,
                "if": {
                    "test": "has",
                    "who": {"role": "controller"},
                    "what": {
                        "role": "object",
                        "count": {"at_most": 2},
                        "type": ["card"],
                        "place": {"zone": "hand"},
                    },
                },
            }
        ],
    ),
    (
        "Si vous contrôlez trois Plantes ou plus, je gagne 1 boost.",
        "If you control three or more Plants, I gain 1 boost.",
        [
            boosts(
                1,
                if_={
                    "test": "controls",
                    "who": {"role": "controller"},
                    "what": {"role": "object", "count": {"at_least": 3}, "type": ["plant"]},
                },
            )
        ],
    ),
    (
        "Si vous contrôlez moins de trois Personnages, piochez une carte.",
        "If you control fewer than three Characters, draw a card.",
        [
            {
                **DRAW_ONE,
                "if": {
                    "test": "controls_fewer",
                    "who": {"role": "controller"},
                    "what": {"role": "object", "count": 3, "type": ["character"]},
                },
            }
        ],
    ),
    (
        "Un Personnage ciblé gagne X boosts, X étant le nombre de boosts que j'ai.",
        "Target Character gains X boosts, where X is the number of boosts I have.",
        [
            boosts(
                "X",
                TARGET_CHARACTER,
                x={"of": "counters", "who": {"role": "self"}, "counter": "boost"},
            )
        ],
    ),
    (
        "Je gagne X boosts, X étant le nombre de compteurs Épreuve qu'un Personnage ciblé a.",
        "I gain X boosts, where X is the number of Trial counters target Character has.",
        [
            boosts(
                "X",
                x={
                    "of": "counters",
                    "who": {"role": "object", "targeted": True, "type": ["character"]},
                    "counter": "trial",
                },
            )
        ],
    ),
    (
        "Le propriétaire d'un Personnage ciblé pioche une carte.",
        "The owner of target Character draws a card.",
        [
            {
                "op": "draw",
                "who": {
                    "role": "player",
                    "owner_of": {"role": "object", "targeted": True, "type": ["character"]},
                },
                "amount": 1,
            }
        ],
    ),
    (
        "Au Crépuscule, sacrifiez-le.",
        "At Dusk, sacrifice it.",
        [{"op": "sacrifice", "what": {"role": "it"}, "at": "dusk"}],
    ),
    (
        "Un Personnage ciblé gagne 3 boosts. À la fin du tour, il perd 3 boosts.",
        "Target Character gains 3 boosts. At end of turn, it loses 3 boosts.",
        [
            boosts(3, TARGET_CHARACTER),
            {
                "op": "counter.lose",
                "who": {"role": "it"},
                "counter": "boost",
                "amount": 3,
                "at": "end_of_turn",
            },
        ],
    ),
    (
        "Au Repos, je perds [[Ancré]].",
        "At Rest, I lose [[Anchored]].",
        [{"op": "status.lose", "who": SELF, "status": "anchored", "at": "rest"}],
    ),
    (
        "Si un Personnage a rejoint mon Expédition ce tour-ci, je gagne 1 boost.",
        "If a Character joined my Expedition this turn, I gain 1 boost.",
        [
            boosts(
                1,
                if_={
                    "test": "did",
                    "verb": "join",
                    "what": {"role": "object", "type": ["character"]},
                    "place": {"zone": "expedition", "expedition": "mine"},
                    "during": "turn",
                },
            )
        ],
    ),
    (
        "Si un Personnage adverse a quitté l'Expédition qui me fait face ce tour-ci, piochez une"
        " carte.",
        "If an opposing Character left the Expedition facing me this turn, draw a card.",
        [
            {
                **DRAW_ONE,
                "if": {
                    "test": "did",
                    "verb": "leave",
                    "what": {"role": "object", "controlled_by": "opponent", "type": ["character"]},
                    "place": {"zone": "expedition", "expedition": "facing"},
                    "during": "turn",
                },
            }
        ],
    ),
    (
        "Si vous avez pioché au moins deux cartes ce tour-ci, je gagne 1 boost.",
        "If you drew two or more cards this turn, I gain 1 boost.",
        [
            boosts(
                1,
                if_={
                    "test": "did",
                    "who": {"role": "controller"},
                    "verb": "draw",
                    "what": {"role": "object", "type": ["card"], "count": {"at_least": 2}},
                    "during": "turn",
                },
            )
        ],
    ),
    (
        "Si vous avez pioché deux cartes ce tour-ci, je gagne 1 boost.",
        "If you drew two cards this turn, I gain 1 boost.",
        [
            boosts(
                1,
                if_={
                    "test": "did",
                    "who": {"role": "controller"},
                    "verb": "draw",
                    "what": {"role": "object", "type": ["card"], "count": 2},
                    "during": "turn",
                },
            )
        ],
    ),
    (
        "Chaque adversaire choisit une carte de sa Réserve et la défausse.",
        "Each opponent chooses a card in their Reserve and discards it.",
        [
            {
                "op": "choose",
                "what": {
                    "role": "object",
                    "type": ["card"],
                    "place": {"of": "it", "zone": "reserve"},
                },
                "who": {"role": "opponent", "count": "each"},
            },
            {"op": "discard", "what": {"role": "it"}, "who": {"role": "opponent", "count": "each"}},
        ],
    ),
    (
        "Regardez les trois premières cartes de votre deck. Vous pouvez en défausser deux.",
        "Look at the top three cards of your deck. You may discard two.",
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
            {"op": "discard", "what": {"role": "it", "count": 2}, "optional": True},
        ],
    ),
    (
        "Choisissez un Personnage ciblé. Il gagne 1 boost.",
        "Choose target Character. It gains 1 boost.",
        [{"op": "choose", "what": TARGET_CHARACTER}, boosts(1, {"role": "it"})],
    ),
    (
        "Défaussez une carte au hasard de la Réserve d'un adversaire ciblé.",
        "Discard a random card from target opponent's Reserve.",
        [
            {
                "op": "discard",
                "what": {
                    "role": "object",
                    "random": True,
                    "type": ["card"],
                    "place": {"zone": "reserve", "of": "opponent", "of_targeted": True},
                },
            }
        ],
    ),
    (
        "Je gagne 1 boost pour chaque région {V} visible.",
        "I gain 1 boost for each visible {V} region.",
        [
            boosts(
                1,
                per={"role": "object", "visible": True, "of_terrain": "forest", "type": ["region"]},
            )
        ],
    ),
    (
        "Activez les capacités {j} et {h} d'un Personnage ciblé.",
        "Activate the {j} and {h} abilities of target Character.",
        [
            {
                "op": "abilities.activate",
                "symbol": ["join", "hand"],
                "of": {"role": "object", "targeted": True, "type": ["character"]},
            }
        ],
    ),
    (
        "Activez les déclencheurs {r} d'un Permanent ciblé que vous contrôlez.",
        "Activate the {r} triggers of target Permanent you control.",
        [
            {
                "op": "abilities.activate",
                "symbol": "reserve",
                "of": {
                    "role": "object",
                    "targeted": True,
                    "type": ["permanent"],
                    "controlled_by": "controller",
                },
            }
        ],
    ),
    # clauses joined after any other, two verbs of one thing
    (
        "Je gagne X boosts, X étant le Coût de Main de la carte défaussée.",
        "I gain X boosts, where X is the Hand Cost of the discarded card.",
        [
            boosts(
                "X",
                x={
                    "of": "cost",
                    "kind": "hand",
                    "who": {"role": "object", "type": ["card"], "count": "each", "done": "discard"},
                },
            )
        ],
    ),
    (
        "Épuisez et sacrifiez un Personnage ciblé.",
        "Exhaust and sacrifice target Character.",
        [{"op": "exhaust", "what": TARGET_CHARACTER}, {"op": "sacrifice", "what": {"role": "it"}}],
    ),
    (
        "Révélez et défaussez la première carte de votre deck.",
        "Reveal and discard the top card of your deck.",
        [
            {
                "op": "reveal",
                "what": {
                    "role": "object",
                    "count": "each",
                    "type": ["top_card"],
                    "place": {"of": "controller", "zone": "deck"},
                },
            },
            {"op": "discard", "what": {"role": "it"}},
        ],
    ),
    (
        "Piochez une carte. Enfin, je gagne 1 boost.",
        "Draw a card. Finally, I gain 1 boost.",
        [{**DRAW_ONE}, boosts(1)],
    ),
    (
        "Un Personnage ciblé gagne 2 boosts, mais il ne peut pas être ciblé ce tour-ci.",
        "Target Character gains 2 boosts, but it can't be targeted this turn.",
        [
            boosts(2, TARGET_CHARACTER),
            {"op": "cannot", "action": "target", "what": {"role": "it"}, "until": "turn"},
        ],
    ),
    (
        "Je gagne 1 boost, puis vous pouvez jouer une carte de votre Réserve gratuitement.",
        "I gain 1 boost, then you may play a card from your Reserve for free.",
        [
            boosts(1),
            {
                "op": "play",
                "what": {
                    "role": "object",
                    "type": ["card"],
                    "place": {"of": "controller", "zone": "reserve"},
                },
                "free": True,
                "optional": True,
            },
        ],
    ),
    (
        "Je gagne 1 boost, et un Personnage ciblé gagne 1 boost.",
        "I gain 1 boost, and target Character gains 1 boost.",
        [boosts(1), boosts(1, TARGET_CHARACTER)],
    ),
    (
        "Je gagne 1 boost, et si j'ai au moins 3 boosts, piochez une carte.",
        "I gain 1 boost, and if I have three or more boosts, draw a card.",
        [
            boosts(1),
            {
                **DRAW_ONE,
                "if": {
                    "test": "counters",
                    "who": {"role": "self"},
                    "counter": "boost",
                    "at_least": 3,
                },
            },
        ],
    ),
    (
        "Envoyez un Personnage ciblé en Réserve et si j'ai au moins 3 boosts, piochez une carte.",
        "Send target Character to Reserve and if I have three or more boosts, draw a card.",
        [
            {"op": "move", "what": TARGET_CHARACTER, "to": {"zone": "reserve"}},
            {
                **DRAW_ONE,
                "if": {
                    "test": "counters",
                    "who": {"role": "self"},
                    "counter": "boost",
                    "at_least": 3,
                },
            },
        ],
    ),
    (
        "Vous pouvez sacrifier un Personnage et son contrôleur pioche une carte.",
        "You may sacrifice a Character and its controller draws a card.",
        [
            {
                "op": "sacrifice",
                "what": {"role": "object", "type": ["character"]},
                "optional": True,
            },
            {
                "op": "draw",
                "who": {"role": "player", "controller_of": "it"},
                "amount": 1,
                "if": {"test": "done"},
            },
        ],
    ),
    (  # "le" before "redresser" is the pronoun
        "Un Personnage ciblé gagne 2 boosts. Vous pouvez le redresser.",
        "Target Character gains 2 boosts. You may ready it.",
        [
            boosts(2, TARGET_CHARACTER),
            {"op": "ready", "what": {"role": "it"}, "optional": True},
        ],
    ),
    (
        "Les Personnages que vos adversaires contrôlent perdent 1 boost.",
        "Characters your opponents control lose 1 boost.",
        [
            {
                "op": "counter.lose",
                "who": {**YOUR_CHARACTERS, "controlled_by": "opponent"},
                "counter": "boost",
                "amount": 1,
            }
        ],
    ),
    # a card type with a subtype is one thing that is both, not either
    (
        "Sacrifiez un Personnage Animal ou Plante ciblé.",
        "Sacrifice target Animal or Plant Character.",
        [
            {
                "op": "sacrifice",
                "what": {**TARGET_CHARACTER, "subtype": ["animal", "plant"]},
            }
        ],
    ),
    (
        "Si vous contrôlez un Personnage Axiom, piochez une carte.",
        "If you control an Axiom Character, draw a card.",
        [
            {
                **DRAW_ONE,
                "if": {
                    "test": "controls",
                    "who": YOU,
                    "what": {"role": "object", "type": ["character"], "subtype": ["axiom"]},
                },
            }
        ],
    ),
    # a terrain gained by a region
    (
        "Ma région gagne {V} ce tour-ci.",
        "My region gains {V} this turn.",
        [
            {
                "op": "terrain.gain",
                "who": {"role": "object", "type": ["region"], "region": "mine"},
                "terrain": "forest",
                "until": "turn",
            }
        ],
    ),
    # when a delayed action is done: the next phase, the end of the day
    (
        "Au prochain Midi, piochez une carte.",
        "At the next Noon, draw a card.",
        [{**DRAW_ONE, "at": "noon"}],
    ),
    (
        "À la fin du Jour, sacrifiez-le.",
        "At the end of the Day, sacrifice it.",
        [{"op": "sacrifice", "what": {"role": "it"}, "at": "end_of_day"}],
    ),
    # players counted, and "for each of" before a clause
    (
        "Piochez une carte pour chaque adversaire.",
        "Draw a card for each opponent.",
        [{**DRAW_ONE, "per": {"role": "opponent", "count": "each"}}],
    ),
    (
        "Je gagne 1 boost pour chaque autre joueur.",
        "I gain 1 boost for each other player.",
        [boosts(1, per={"role": "player", "count": "each", "other": True})],
    ),
    (
        "Pour chacune de vos Expéditions, piochez une carte.",
        "For each of your Expeditions, draw a card.",
        [
            {
                **DRAW_ONE,
                "per": {"role": "object", "controlled_by": "controller", "type": ["expedition"]},
            }
        ],
    ),
    # conditions: no player of a kind controls it, a terrain of a region, what you revealed
    (
        "Si aucun adversaire ne contrôle de Repère, piochez une carte.",
        "If no opponent controls a Landmark, draw a card.",
        [
            {
                **DRAW_ONE,
                "if": {
                    "test": "controls",
                    "who": {"role": "opponent", "count": "each"},
                    "what": {"role": "object", "type": ["landmark"]},
                    "negated": True,
                },
            }
        ],
    ),
    (
        "Si ma région est {O}, je gagne 1 boost.",
        "If my region is {O}, I gain 1 boost.",
        [
            boosts(
                1,
                if_={
                    "test": "in_terrain",
                    "who": {"role": "object", "type": ["region"], "region": "mine"},
                    "terrain": "water",
                },
            )
        ],
    ),
    (
        "Si vous n'avez pas de carte en main, piochez deux cartes.",
        "If you don't have any cards in hand, draw two cards.",
        [
            {
                **DRAW_ONE,
                "amount": 2,
                "if": {
                    "test": "has",
                    "who": YOU,
                    "what": {"role": "object", "type": ["card"], "place": {"zone": "hand"}},
                    "negated": True,
                },
            }
        ],
    ),
    (
        "Si vous avez révélé un Personnage de cette façon, mettez-le dans votre main.",
        "If you revealed a Character this way, put it in your hand.",
        [
            {
                "op": "move",
                "what": {"role": "it"},
                "to": {"of": "controller", "zone": "hand"},
                "if": {
                    "test": "done",
                    "who": YOU,
                    "verb": "reveal",
                    "what": {"role": "object", "type": ["character"]},
                },
            }
        ],
    ),
    # what may not happen, and what is about to happen to "it"
    (
        "S'il devait être envoyé en Réserve, défaussez-le à la place.",
        "If it would be sent to Reserve, discard it instead.",
        [
            {
                "op": "discard",
                "what": {"role": "it"},
                "instead": True,
                "if": {
                    "test": "would",
                    "event": {
                        "event": "zone.enter",
                        "actor": {"role": "it"},
                        "target": None,
                        "qualifiers": {"zone": "reserve"},
                    },
                },
            }
        ],
    ),
    (
        "Vos adversaires ne peuvent pas [Ravitailler] ce tour-ci.",
        "Your opponents can't [Resupply] this turn.",
        [{"op": "cannot", "action": "resupply", "until": "turn", "who": {"role": "opponent"}}],
    ),
    (
        "Je ne peux pas être ciblé par les adversaires.",
        "I can't be targeted by opponents.",
        [{"op": "cannot", "action": "target", "what": SELF, "by": {"role": "opponent"}}],
    ),
    (  # "est allé" (a French participle the lexicon now has) / "went"
        "Si un Personnage est allé en Réserve ce tour-ci, piochez une carte.",
        "If a Character went to Reserve this turn, draw a card.",
        [
            {
                **DRAW_ONE,
                "if": {
                    "test": "did",
                    "verb": "go",
                    "what": {"role": "object", "type": ["character"]},
                    "place": {"zone": "reserve"},
                    "during": "turn",
                },
            }
        ],
    ),
    # a reaction an effect sets up, its trigger read as a reaction's is, before or after
    (
        "Ce tour-ci, lorsque vous jouez un Sort, piochez une carte.",
        "This turn, when you play a Spell, draw a card.",
        [
            {
                **DRAW_ONE,
                "until": "turn",
                "when": {
                    "event": "card.play",
                    "actor": YOU,
                    "target": {"role": "object", "type": ["spell"]},
                    "qualifiers": {},
                },
            }
        ],
    ),
    (
        "Jusqu'à la fin du tour, chaque fois qu'un Personnage rejoint mon Expédition, il"
        " gagne 1 boost.",
        "Until end of turn, whenever a Character joins my Expedition, it gains 1 boost.",
        [
            boosts(
                1,
                {"role": "it"},
                until="turn",
                when={
                    "event": "zone.enter",
                    "actor": {"role": "object", "type": ["character"]},
                    "target": None,
                    "qualifiers": {"zone": "expedition", "expedition": "mine"},
                },
            )
        ],
    ),
    (
        "Je gagne 1 boost chaque fois que vous piochez une carte ce tour-ci.",
        "I gain 1 boost each time you draw a card this turn.",
        [
            boosts(
                1,
                when={
                    "event": "card.draw",
                    "actor": YOU,
                    "target": None,
                    "qualifiers": {"at_least": 1},
                },
                until="turn",
            )
        ],
    ),
    (  # the die just rolled: as "Sur 1-3 — ..." (after a symbol, the dash is the effect's)
        "{H} Lancez un dé. Lorsque vous obtenez 1-3 de cette façon — Piochez une carte.",
        "{H} Roll a die. When you roll a 1-3 this way — Draw a card.",
        [
            {"op": "die.roll"},
            {**DRAW_ONE, "if": {"test": "result", "result": "1-3"}},
        ],
    ),
    (  # a result led by a dash heads the rest of the line: the boost is only on 4-6 too
        # (ALT_ALIZE_B_LY_32_C: "That opponent targets a card in your Reserve. Exhaust it."
        # read the exhaust as done on any roll)
        "{H} Lancez un dé. Sur un résultat de 4-6 — Piochez une carte. Je gagne 1 boost.",
        "{H} Roll a die. When you roll a 4-6 this way — Draw a card. I gain 1 boost.",
        [
            {"op": "die.roll"},
            {**DRAW_ONE, "if": {"test": "result", "result": "4-6"}},
            boosts(1, **{"if": {"test": "result", "result": "4-6"}}),
        ],
    ),
    (  # "each player's" zone is every player's, not some player's (ALT_DUSTER_B_MU_89_R1
        # read "a [Manaseed] token in each player's Landmarks" as one token in all)
        "Créez un jeton Soldat [1/1/1 Recrue Ordis] dans les Repères de chaque joueur.",
        "Create an [Ordis Recruit 1/1/1] Soldier token in each player's Landmarks.",
        [
            {
                "op": "token.create",
                "token": {"subtype": "soldier", "stats": [1, 1, 1], "name": "ordis_recruit"},
                "count": 1,
                "place": {"zone": "landmark", "of": "player", "each": True},
            }
        ],
    ),
    (
        "Défaussez la Réserve de chaque joueur.",
        "Discard each player's Reserve.",
        [
            {
                "op": "discard",
                "what": {
                    "role": "object",
                    "count": "each",
                    "place": {"zone": "reserve", "of": "player", "each": True},
                },
            }
        ],
    ),
    (  # each heading holds until the next one: the discard is on 4+, not on 1-3
        "Lancez un dé. Sur 1-3 — Piochez une carte. Sur 4+ — Je gagne 1 boost. "
        "Défaussez une carte.",
        "Roll a die. On a 1-3 — Draw a card. On a 4+ — I gain 1 boost. Discard a card.",
        [
            {"op": "die.roll"},
            {**DRAW_ONE, "if": {"test": "result", "result": "1-3"}},
            boosts(1, **{"if": {"test": "result", "result": "4+"}}),
            {
                "op": "discard",
                "what": {"role": "object", "type": ["card"]},
                "if": {"test": "result", "result": "4+"},
            },
        ],
    ),
    (  # "this turn" after what was done to a thing is kept (it was left out)
        "Renvoyez dans votre main un Personnage sacrifié ce tour-ci.",
        "Return to your hand a Character sacrificed this turn.",
        [
            {
                "op": "move",
                "what": {
                    "role": "object",
                    "type": ["character"],
                    "done": "sacrifice",
                    "done_during": "turn",
                },
                "to": {"of": "controller", "zone": "hand"},
            }
        ],
    ),
]
