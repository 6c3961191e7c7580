"""Readings that compose further (issue 14's generalisation): words from the game's own lists
and shapes cards use.

Each case is a line written for these tests, in French and in English; both must give
the same reading (``tests/test_altered_effects.py``)."""

from __future__ import annotations

from typing import Any

GENERAL: list[tuple[str, str, list[dict[str, Any]]]] = [
    (
        "Regardez les deux premières cartes de votre deck.",
        "Look at the top two cards of your deck.",
        [
            {
                "op": "look",
                "what": {
                    "role": "object",
                    "count": 2,
                    "top": True,
                    "type": ["card"],
                    "place": {"of": "controller", "zone": "deck"},
                },
            }
        ],
    ),
    (
        "Mettez un Personnage ciblé au-dessous du deck de son propriétaire.",
        "Put target Character on the bottom of its owner's deck.",
        [
            {
                "op": "move",
                "what": {"role": "object", "targeted": True, "type": ["character"]},
                "to": {"zone": "deck", "of": "player", "of_owner_of": "it", "bottom": True},
            }
        ],
    ),
    (
        "Renvoyez un Permanent ciblé au-dessous du deck de son propriétaire.",
        "Return target Permanent to the bottom of its owner's deck.",
        [
            {
                "op": "move",
                "what": {"role": "object", "targeted": True, "type": ["permanent"]},
                "to": {"zone": "deck", "of": "player", "of_owner_of": "it", "bottom": True},
            }
        ],
    ),
    (
        "Mettez-en une dans votre main.",
        "Put one in your hand.",
        [
            {
                "op": "move",
                "what": {"role": "it", "count": 1},
                "to": {"of": "controller", "zone": "hand"},
            }
        ],
    ),
    (
        "Défaussez le reste.",
        "Discard the rest.",
        [{"op": "discard", "what": {"role": "it", "count": "each", "rest": True}}],
    ),
    (
        # after "Révélez ..." / "Reveal ...": the revealed cards not taken, never every other
        # card in play ("the other Characters" stays other: test_altered_effects.py)
        "Défaussez les autres cartes.",
        "Discard the other cards.",
        [{"op": "discard", "what": {"role": "it", "count": "each", "rest": True}}],
    ),
    (
        "Chaque joueur mélange sa Réserve dans son deck.",
        "Each player shuffles their Reserve into their deck.",
        [
            {
                "op": "shuffle",
                "place": {"of": "it", "zone": "reserve"},
                "into": {"of": "it", "zone": "deck"},
                "who": {"role": "player", "count": "each"},
            }
        ],
    ),
    (
        "Défaussez un Permanent ciblé dont le Coût de Main est {2} ou moins.",
        "Discard target Permanent whose Hand Cost is {2} or less.",
        [
            {
                "op": "discard",
                "what": {
                    "role": "object",
                    "targeted": True,
                    "type": ["permanent"],
                    "cost": {"kind": "hand", "max": 2},
                },
            }
        ],
    ),
    (
        "Un Personnage ciblé perd toutes ses capacités ce tour-ci.",
        "Target Character loses all its abilities this turn.",
        [
            {
                "op": "abilities.lose",
                "who": {"role": "object", "targeted": True, "type": ["character"]},
                "abilities": "all",
                "until": "turn",
            }
        ],
    ),
    (
        "Un Personnage ciblé gagne X boosts, X étant son Coût de Réserve.",
        "Target Character gains X boosts, where X is its Reserve Cost.",
        [
            {
                "op": "counter.gain",
                "who": {"role": "object", "targeted": True, "type": ["character"]},
                "counter": "boost",
                "amount": "X",
                "x": {"of": "cost", "kind": "reserve", "who": {"role": "it"}},
            }
        ],
    ),
    (
        "Épuisez tous vos Orbes de Mana.",
        "Exhaust all your Mana Orbs.",
        [
            {
                "op": "exhaust",
                "what": {
                    "role": "object",
                    "controlled_by": "controller",
                    "count": "each",
                    "type": ["mana_orb"],
                },
            }
        ],
    ),
    (
        "Renvoyez dans la main de son propriétaire un Personnage ciblé.",
        "Return target Character to its owner's hand.",
        [
            {
                "op": "move",
                "what": {"role": "object", "targeted": True, "type": ["character"]},
                "to": {"zone": "hand", "of": "player", "of_owner_of": "it"},
            }
        ],
    ),
    (
        "Un Personnage ciblé avec [Défenseur] gagne 2 boosts.",
        "Target Character with [Defender] gains 2 boosts.",
        [
            {
                "op": "counter.gain",
                "who": {
                    "role": "object",
                    "targeted": True,
                    "type": ["character"],
                    "keyword": "defender",
                },
                "counter": "boost",
                "amount": 2,
            }
        ],
    ),
    (
        "Mettez deux boosts sur un Personnage ciblé.",
        "Put two boosts on target Character.",
        [
            {
                "op": "counter.gain",
                "who": {"role": "object", "targeted": True, "type": ["character"]},
                "counter": "boost",
                "amount": 2,
            }
        ],
    ),
    (
        "Déplacez tous les boosts d'un Personnage ciblé vers un autre Personnage ciblé.",
        "Move all boosts from target Character to another target Character.",
        [
            {
                "op": "counter.move",
                "counter": "boost",
                "amount": "all",
                "from": {"role": "object", "targeted": True, "type": ["character"]},
                "to": {"role": "object", "other": True, "targeted": True, "type": ["character"]},
            }
        ],
    ),
    (
        "Piochez une carte ou redressez un Orbe de Mana.",
        "Draw a card or ready a Mana Orb.",
        [
            {"op": "draw", "who": {"role": "controller"}, "amount": 1, "one_of": True},
            {"op": "ready", "what": {"role": "object", "type": ["mana_orb"]}, "one_of": True},
        ],
    ),
    (
        "Un Personnage ciblé gagne [[Ancré]] jusqu'à Midi.",
        "Target Character gains [[Anchored]] until Noon.",
        [
            {
                "op": "status.gain",
                "who": {"role": "object", "targeted": True, "type": ["character"]},
                "status": "anchored",
                "until": "noon",
            }
        ],
    ),
    (
        "Créez un jeton Soldat Recrue Ordis dans votre Expédition Héros.",
        "Create an Ordis Recruit Soldier token in your Hero Expedition.",
        [
            {
                "op": "token.create",
                "token": {"name": "ordis_recruit", "subtype": "soldier"},
                "count": 1,
                "place": {"of": "controller", "zone": "expedition", "expedition": "hero"},
            }
        ],
    ),
    (
        "Piochez une carte pour chaque Personnage que contrôle un adversaire.",
        "Draw a card for each Character an opponent controls.",
        [
            {
                "op": "draw",
                "who": {"role": "controller"},
                "amount": 1,
                "per": {"role": "object", "type": ["character"], "controlled_by": "opponent"},
            }
        ],
    ),
    (
        "Envoyez en Réserve un Personnage ciblé de Coût de Main {3} ou moins.",
        "Send to Reserve target Character with Hand Cost {3} or less.",
        [
            {
                "op": "move",
                "what": {
                    "role": "object",
                    "targeted": True,
                    "type": ["character"],
                    "cost": {"kind": "hand", "max": 3},
                },
                "to": {"zone": "reserve"},
            }
        ],
    ),
    (
        "Les Personnages adverses en {V} gagnent [[Endormi]].",
        "Opposing Characters in {V} gain [[Asleep]].",
        [
            {
                "op": "status.gain",
                "who": {
                    "role": "object",
                    "controlled_by": "opponent",
                    "type": ["character"],
                    "terrain": "forest",
                    "count": "each",
                },
                "status": "asleep",
            }
        ],
    ),
    (
        "Les Animaux et les Plantes dans votre Expédition gagnent 1 boost.",
        "Animals and Plants in your Expedition gain 1 boost.",
        [
            {
                "op": "counter.gain",
                "who": {
                    "role": "object",
                    "type": ["animal", "plant"],
                    "place": {"of": "controller", "zone": "expedition"},
                    "count": "each",
                },
                "counter": "boost",
                "amount": 1,
            }
        ],
    ),
    (
        "Ciblez deux Personnages et échangez leurs boosts.",
        "Target two Characters and exchange their boosts.",
        [
            {"op": "target", "what": {"role": "object", "count": 2, "type": ["character"]}},
            {"op": "swap", "what": {"role": "it"}, "counter": "boost"},
        ],
    ),
    (
        "Jusqu'à deux Personnages ciblés dans la même Expédition perdent 1 boost.",
        "Up to two target Characters in the same Expedition lose 1 boost.",
        [
            {
                "op": "counter.lose",
                "who": {
                    "role": "object",
                    "count": {"up_to": 2},
                    "targeted": True,
                    "type": ["character"],
                    "place": {"same": True, "zone": "expedition"},
                },
                "counter": "boost",
                "amount": 1,
            }
        ],
    ),
    (
        "Chaque Personnage sauf moi perd [[Endormi]].",
        "Each Character except me loses [[Asleep]].",
        [
            {
                "op": "status.lose",
                "who": {
                    "role": "object",
                    "count": "each",
                    "type": ["character"],
                    "except": {"role": "self"},
                },
                "status": "asleep",
            }
        ],
    ),
    (
        "Si vous avez plus de cartes en Réserve qu'un adversaire ciblé, je gagne 1 boost.",
        "If you have more cards in Reserve than target opponent, I gain 1 boost.",
        [
            {
                "op": "counter.gain",
                "who": {"role": "self"},
                "counter": "boost",
                "amount": 1,
                "if": {
                    "test": "has_more_than",
                    "who": {"role": "controller"},
                    "what": {"role": "object", "type": ["card"], "place": {"zone": "reserve"}},
                    "than": {"role": "opponent", "targeted": True},
                },
            }
        ],
    ),
    (
        "Si vous avez moins de cartes en main qu'un adversaire ciblé, je gagne 1 boost.",
        "If you have less cards in hand than target opponent, I gain 1 boost.",
        [
            {
                "op": "counter.gain",
                "who": {"role": "self"},
                "counter": "boost",
                "amount": 1,
                "if": {
                    "test": "has_fewer_than",
                    "who": {"role": "controller"},
                    "what": {"role": "object", "type": ["card"], "place": {"zone": "hand"}},
                    "than": {"role": "opponent", "targeted": True},
                },
            }
        ],
    ),
    (
        "Un Personnage ciblé perd 2 boosts, sauf s'il a [Coriace].",
        "Target Character loses 2 boosts, unless it has [Tough].",
        [
            {
                "op": "counter.lose",
                "who": {"role": "object", "targeted": True, "type": ["character"]},
                "counter": "boost",
                "amount": 2,
                "if": {
                    "who": {"role": "it"},
                    "test": "keyword",
                    "keyword": "tough",
                    "negated": True,
                },
            }
        ],
    ),
    (
        "Piochez X cartes, X étant sa statistique {O}.",
        "Draw X cards, where X is its {O} statistic.",
        [
            {
                "op": "draw",
                "who": {"role": "controller"},
                "amount": "X",
                "x": {"of": "statistic", "terrain": "water", "who": {"role": "it"}},
            }
        ],
    ),
    (
        "Je gagne X boosts, X étant le nombre de boosts qu'il a.",
        "I gain X boosts, where X is the number of boosts it has.",
        [
            {
                "op": "counter.gain",
                "who": {"role": "self"},
                "counter": "boost",
                "amount": "X",
                "x": {"of": "counters", "who": {"role": "it"}, "counter": "boost"},
            }
        ],
    ),
    (
        "Un Personnage ciblé ne peut pas être sacrifié ce tour-ci.",
        "Target Character can't be sacrificed this turn.",
        [
            {
                "op": "cannot",
                "action": "sacrifice",
                "what": {"role": "object", "targeted": True, "type": ["character"]},
                "until": "turn",
            }
        ],
    ),
    (
        "Un Personnage ciblé ne peut pas être renvoyé dans votre main.",
        "Target Character can't be returned to your hand.",
        [
            {
                "op": "cannot",
                "action": "move",
                "what": {"role": "object", "targeted": True, "type": ["character"]},
                "to": {"of": "controller", "zone": "hand"},
            }
        ],
    ),
    (
        "Un Personnage ciblé ne peut pas changer d'Expédition.",
        "Target Character can't switch Expeditions.",
        [
            {
                "op": "cannot",
                "action": "expedition.switch",
                "what": {"role": "object", "targeted": True, "type": ["character"]},
            }
        ],
    ),
    (
        "Votre Expédition ne peut pas reculer ce tour-ci.",
        "Your Expedition can't move backward this turn.",
        [
            {
                "op": "cannot",
                "action": "expedition.retreat",
                "what": {"role": "object", "controlled_by": "controller", "type": ["expedition"]},
                "until": "turn",
            }
        ],
    ),
    (
        "Donnez [[Ancré]] et 1 boost à un Personnage ciblé.",
        "Give [[Anchored]] and 1 boost to target Character.",
        [
            {
                "op": "status.gain",
                "who": {"role": "object", "targeted": True, "type": ["character"]},
                "status": "anchored",
            },
            {
                "op": "counter.gain",
                "who": {"role": "object", "targeted": True, "type": ["character"]},
                "counter": "boost",
                "amount": 1,
            },
        ],
    ),
    (
        "Ciblez une Expédition. Créez-y un jeton Robot [2/2/2 Scarabot].",
        "Target an Expedition. Create a [Brassbug 2/2/2] Robot token in it.",
        [
            {"op": "target", "what": {"role": "object", "type": ["expedition"]}},
            {
                "op": "token.create",
                "token": {"stats": [2, 2, 2], "name": "brassbug", "subtype": "robot"},
                "count": 1,
                "place": {"zone": "it"},
            },
        ],
    ),
    (
        "Je gagne 1 boost. Si vous le faites, piochez aussi une carte.",
        "I gain 1 boost. If you do, also draw a card.",
        [
            {"op": "counter.gain", "who": {"role": "self"}, "counter": "boost", "amount": 1},
            {"op": "draw", "who": {"role": "controller"}, "amount": 1, "if": {"test": "done"}},
        ],
    ),
    (
        "Renvoyez un Personnage ciblé dont aucune statistique n'est supérieure à 2 dans la main "
        "de son propriétaire.",
        "Return target Character with no statistic over 2 to its owner's hand.",
        [
            {
                "op": "move",
                "what": {
                    "role": "object",
                    "targeted": True,
                    "type": ["character"],
                    "stat": {"all": True, "max": 2},
                },
                "to": {"zone": "hand", "of": "player", "of_owner_of": "it"},
            }
        ],
    ),
    (
        "Un Personnage ciblé ayant une statistique {M} de 4 ou plus perd 1 boost.",
        "Target Character with a {M} statistic of 4 or more loses 1 boost.",
        [
            {
                "op": "counter.lose",
                "who": {
                    "role": "object",
                    "targeted": True,
                    "type": ["character"],
                    "stat": {"terrain": "mountain", "min": 4},
                },
                "counter": "boost",
                "amount": 1,
            }
        ],
    ),
    (
        "Un Personnage ciblé gagne X boosts, X étant la valeur de sa statistique la plus basse.",
        "Target Character gains X boosts, where X is the value of its lowest statistic.",
        [
            {
                "op": "counter.gain",
                "who": {"role": "object", "targeted": True, "type": ["character"]},
                "counter": "boost",
                "amount": "X",
                "x": {"of": "statistic", "which": "lowest", "who": {"role": "it"}},
            }
        ],
    ),
    (
        "Un Personnage ciblé change d'Expédition et perd [[Ancré]].",
        "Target Character switches Expeditions and loses [[Anchored]].",
        [
            {
                "op": "expedition.switch",
                "what": {"role": "object", "targeted": True, "type": ["character"]},
            },
            {
                "op": "status.lose",
                "who": {"role": "object", "targeted": True, "type": ["character"]},
                "status": "anchored",
            },
        ],
    ),
    (
        "Vous pouvez relancer le dé.",
        "You may reroll the die.",
        [{"op": "die.reroll", "optional": True}],
    ),
    (
        "Réduisez le résultat de 1.",
        "Reduce the result by 1.",
        [{"op": "result.change", "amount": -1}],
    ),
    (
        "Si le résultat est de 5 ou plus, piochez une carte.",
        "If the result is 5 or more, draw a card.",
        [
            {
                "op": "draw",
                "who": {"role": "controller"},
                "amount": 1,
                "if": {"test": "result", "result": "5+"},
            }
        ],
    ),
    (
        "Sur un 6 : Je gagne 3 boosts.",
        "On a 6: I gain 3 boosts.",
        [
            {
                "op": "counter.gain",
                "who": {"role": "self"},
                "counter": "boost",
                "amount": 3,
                "if": {"test": "result", "result": "6"},
            }
        ],
    ),
    (
        "Je gagne autant de boosts que le résultat.",
        "I gain as many boosts as the result.",
        [
            {
                "op": "counter.gain",
                "who": {"role": "self"},
                "counter": "boost",
                "amount": "same",
                "x": {"of": "result"},
            }
        ],
    ),
    ("Choisissez-en deux :", "Choose two:", [{"op": "choose", "options": 2}]),
    (
        "Choisissez l'un ou les deux :",
        "Choose one or both:",
        [{"op": "choose", "options": {"at_least": 1, "up_to": 2}}],
    ),
    (
        "Choisissez une option ou plus :",
        "Choose one or more:",
        [{"op": "choose", "options": {"at_least": 1}}],
    ),
    (
        "Faites ce qui suit deux fois :",
        "Do the following twice:",
        [{"op": "repeat", "what": "following", "times": 2}],
    ),
    (
        "Piochez une carte. Répétez cela une fois.",
        "Draw a card. Repeat this once.",
        [
            {"op": "draw", "who": {"role": "controller"}, "amount": 1},
            {"op": "repeat", "what": "this", "times": 1},
        ],
    ),
    (
        "Si aucun Personnage ne me fait face, je gagne 2 boosts.",
        "If no Character is facing me, I gain 2 boosts.",
        [
            {
                "op": "counter.gain",
                "who": {"role": "self"},
                "counter": "boost",
                "amount": 2,
                "if": {
                    "test": "exists",
                    "what": {"role": "object", "type": ["character"], "facing_me": True},
                    "negated": True,
                },
            }
        ],
    ),
    (
        "Pour chaque Personnage sacrifié de cette façon, piochez une carte.",
        "For each Character sacrificed this way, draw a card.",
        [
            {
                "op": "draw",
                "who": {"role": "controller"},
                "amount": 1,
                "per": {"role": "object", "type": ["character"], "done": "sacrifice"},
            }
        ],
    ),
    (
        "Placez un boost sur un Personnage ciblé.",
        "Place a boost on target Character.",
        [
            {
                "op": "counter.gain",
                "who": {"role": "object", "targeted": True, "type": ["character"]},
                "counter": "boost",
                "amount": 1,
            }
        ],
    ),
    (
        "Un Personnage ciblé gagne 1 boost. Répétez ce processus deux fois.",
        "Target Character gets 1 boost. Repeat this process twice.",
        [
            {
                "op": "counter.gain",
                "who": {"role": "object", "targeted": True, "type": ["character"]},
                "counter": "boost",
                "amount": 1,
            },
            {"op": "repeat", "what": "this", "times": 2},
        ],
    ),
    (
        "Choisissez l'une des options suivantes :",
        "Choose one of the following:",
        [{"op": "choose", "options": 1}],
    ),
    (
        "Choisissez deux options différentes :",
        "Choose two different options:",
        [{"op": "choose", "options": 2}],
    ),
    ("Choisissez-en un.", "Choose one.", [{"op": "choose", "options": 1}]),
    (
        "Choisissez-en jusqu'à deux :",
        "Choose up to two:",
        [{"op": "choose", "options": {"up_to": 2}}],
    ),
    ("Créez-en un.", "Create one.", [{"op": "token.create", "token": {"role": "it"}, "count": 1}]),
    (
        "Créez-en deux dans votre Expédition Héros.",
        "Create two in your Hero Expedition.",
        [
            {
                "op": "token.create",
                "token": {"role": "it"},
                "count": 2,
                "place": {"of": "controller", "zone": "expedition", "expedition": "hero"},
            }
        ],
    ),
    (
        "Échangez les boosts de deux Personnages ciblés.",
        "Exchange the boosts of two target Characters.",
        [
            {
                "op": "swap",
                "what": {"role": "object", "count": 2, "targeted": True, "type": ["character"]},
                "counter": "boost",
            }
        ],
    ),
    (
        "Les Personnages que vous contrôlez ne peuvent pas être ciblés ce tour-ci.",
        "Characters you control can't be targeted this turn.",
        [
            {
                "op": "cannot",
                "action": "target",
                "what": {
                    "role": "object",
                    "type": ["character"],
                    "controlled_by": "controller",
                    "count": "each",
                },
                "until": "turn",
            }
        ],
    ),
    (
        "Jouez la première carte de votre deck gratuitement.",
        "Play the top card of your deck for free.",
        [
            {
                "op": "play",
                "what": {
                    "role": "object",
                    "count": "each",
                    "type": ["top_card"],
                    "place": {"of": "controller", "zone": "deck"},
                },
                "free": True,
            }
        ],
    ),
    (
        "Le prochain Sort que vous jouez ce tour-ci gagne [[Fugace]].",
        "The next Spell you play this turn gains [[Fleeting]].",
        [
            {
                "op": "status.gain",
                "who": {
                    "role": "object",
                    "next_played_by": "controller",
                    "type": ["spell"],
                    "until": "turn",
                },
                "status": "fleeting",
            }
        ],
    ),
    (
        "Révélez la première carte de votre deck. Vous pouvez la jouer pour {2} de moins.",
        "Reveal the top card of your deck. You may play it for {2} less.",
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
            {"op": "play", "what": {"role": "it"}, "discount": 2, "optional": True},
        ],
    ),
    (
        "Chaque Expédition avance d'une région.",
        "Each Expedition moves forward one region.",
        [
            {
                "op": "expedition.move",
                "what": {"role": "object", "count": "each", "type": ["expedition"]},
                "regions": 1,
                "direction": "forward",
            }
        ],
    ),
    (
        "Chaque joueur renvoie un Personnage de son Expédition Héros dans sa main.",
        "Each player returns a Character from their Hero Expedition to their hand.",
        [
            {
                "op": "move",
                "what": {
                    "role": "object",
                    "type": ["character"],
                    "place": {"of": "it", "zone": "expedition", "expedition": "hero"},
                },
                "to": {"of": "it", "zone": "hand"},
                "who": {"role": "player", "count": "each"},
            }
        ],
    ),
    (
        "Chaque joueur met un Personnage de sa Réserve dans son Expédition.",
        "Each player puts a Character from their Reserve in their Expedition.",
        [
            {
                "op": "move",
                "what": {
                    "role": "object",
                    "type": ["character"],
                    "place": {"of": "it", "zone": "reserve"},
                },
                "to": {"of": "it", "zone": "expedition"},
                "who": {"role": "player", "count": "each"},
            }
        ],
    ),
    (
        "Je gagne 1 boost. Je gagne 1 boost supplémentaire si vous contrôlez un Animal.",
        "I gain 1 boost. I gain 1 more boost if you control an Animal.",
        [
            {"op": "counter.gain", "who": {"role": "self"}, "counter": "boost", "amount": 1},
            {
                "op": "counter.gain",
                "who": {"role": "self"},
                "counter": "boost",
                "amount": 1,
                "additional": True,
                "if": {
                    "test": "controls",
                    "who": {"role": "controller"},
                    "what": {"role": "object", "type": ["animal"]},
                },
            },
        ],
    ),
    (
        "Si vous le faites, je gagne 2 boosts à la place.",
        "If you do, I gain 2 boosts instead.",
        [
            {
                "op": "counter.gain",
                "who": {"role": "self"},
                "counter": "boost",
                "amount": 2,
                "instead": True,
                "if": {"test": "done"},
            }
        ],
    ),
    (
        "Piochez une carte. Vous pouvez ensuite défausser une carte.",
        "Draw a card. You may then discard a card.",
        [
            {"op": "draw", "who": {"role": "controller"}, "amount": 1},
            {"op": "discard", "what": {"role": "object", "type": ["card"]}, "optional": True},
        ],
    ),
    (
        "Puis, si vous contrôlez un Animal, piochez une carte.",
        "Then, if you control an Animal, draw a card.",
        [
            {
                "op": "draw",
                "who": {"role": "controller"},
                "amount": 1,
                "if": {
                    "test": "controls",
                    "who": {"role": "controller"},
                    "what": {"role": "object", "type": ["animal"]},
                },
            }
        ],
    ),
    (
        "Mettez un Personnage de votre Réserve dans l'Expédition qui me fait face.",
        "Put a Character from your Reserve in the Expedition facing me.",
        [
            {
                "op": "move",
                "what": {
                    "role": "object",
                    "type": ["character"],
                    "place": {"of": "controller", "zone": "reserve"},
                },
                "to": {"zone": "expedition", "expedition": "facing"},
            }
        ],
    ),
    (
        "Les adversaires ne peuvent pas cibler de Personnages que vous contrôlez ce tour-ci.",
        "Opponents can't target Characters you control this turn.",
        [
            {
                "op": "cannot",
                "action": "target",
                "what": {"role": "object", "type": ["character"], "controlled_by": "controller"},
                "until": "turn",
                "who": {"role": "opponent"},
            }
        ],
    ),
    (
        "Je ne peux pas gagner de boosts.",
        "I can't gain boosts.",
        [{"op": "cannot", "action": "counter.gain", "what": {"role": "self"}, "counter": "boost"}],
    ),
    (
        "Vous ne pouvez pas jouer de Sorts ce tour-ci.",
        "You can't play Spells this turn.",
        [
            {
                "op": "cannot",
                "action": "card.play",
                "what": {"role": "object", "type": ["spell"]},
                "until": "turn",
                "who": {"role": "controller"},
            }
        ],
    ),
    (
        "En commençant par vous, chaque joueur pioche une carte.",
        "Starting with you, each player draws a card.",
        [
            {
                "op": "draw",
                "who": {"role": "player", "count": "each"},
                "amount": 1,
                "starting_with": {"role": "controller"},
            }
        ],
    ),
    (
        "Faites ce qui suit X fois, X étant le résultat :",
        "Do the following X times, where X is the result:",
        [{"op": "repeat", "what": "following", "times": "X", "x": {"of": "result"}}],
    ),
    (
        "Un Personnage ciblé active l'une de ses capacités {j}.",
        "Target Character activates one of its {j} abilities.",
        [
            {
                "op": "abilities.activate",
                "symbol": "join",
                "of": {"role": "object", "targeted": True, "type": ["character"]},
                "count": 1,
            }
        ],
    ),
    (
        "Sacrifiez un Robot. Sinon, créez-en un seul.",
        "Sacrifice a Robot. Otherwise, create only one.",
        [
            {"op": "sacrifice", "what": {"role": "object", "type": ["robot"]}},
            {
                "op": "token.create",
                "token": {"role": "it"},
                "count": 1,
                "if": {"test": "otherwise"},
            },
        ],
    ),
    (
        "Regardez la main d'un adversaire ciblé.",
        "Look at target opponent's hand.",
        [
            {
                "op": "look",
                "what": {
                    "role": "object",
                    "count": "each",
                    "place": {"zone": "hand", "of": "opponent", "of_targeted": True},
                },
            }
        ],
    ),
    (
        "Révélez votre main.",
        "Reveal your hand.",
        [
            {
                "op": "reveal",
                "what": {
                    "role": "object",
                    "count": "each",
                    "place": {"of": "controller", "zone": "hand"},
                },
            }
        ],
    ),
    (
        "Un adversaire ciblé révèle sa main.",
        "Target opponent reveals their hand.",
        [
            {
                "op": "reveal",
                "what": {"role": "object", "count": "each", "place": {"of": "it", "zone": "hand"}},
                "who": {"role": "opponent", "targeted": True},
            }
        ],
    ),
    (
        "Regardez les trois premières cartes du deck d'un adversaire ciblé.",
        "Look at the top three cards of target opponent's deck.",
        [
            {
                "op": "look",
                "what": {
                    "role": "object",
                    "count": 3,
                    "top": True,
                    "type": ["card"],
                    "place": {"zone": "deck", "of": "opponent", "of_targeted": True},
                },
            }
        ],
    ),
    (
        "Mettez-les au-dessous de son deck dans l'ordre de votre choix.",
        "Put them on the bottom of their deck in any order.",
        [
            {
                "op": "move",
                "what": {"role": "it"},
                "to": {"of": "it", "zone": "deck", "bottom": True},
                "order": "any",
            }
        ],
    ),
    (
        "Remettez-les au-dessus de votre deck dans n'importe quel ordre.",
        "Put them back on top of your deck in any order.",
        [
            {
                "op": "move",
                "what": {"role": "it"},
                "to": {"of": "controller", "zone": "deck", "top": True},
                "order": "any",
            }
        ],
    ),
    (
        "S'il y a au moins deux cartes dans votre Réserve, vous pouvez en défausser une.",
        "If there are two or more cards in your Reserve, you may discard one of them.",
        [
            {
                "op": "discard",
                "what": {"role": "it", "count": 1},
                "optional": True,
                "if": {
                    "test": "exists",
                    "what": {
                        "role": "object",
                        "count": {"at_least": 2},
                        "type": ["card"],
                        "place": {"of": "controller", "zone": "reserve"},
                    },
                },
            }
        ],
    ),
    (
        "Révélez les trois premières cartes de votre deck. Sacrifiez-en deux.",
        "Reveal the top three cards of your deck. Sacrifice two of them.",
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
            },
            {"op": "sacrifice", "what": {"role": "it", "count": 2}},
        ],
    ),
    (
        "Vous pouvez en épuiser une.",
        "You may exhaust one of them.",
        [{"op": "exhaust", "what": {"role": "it", "count": 1}, "optional": True}],
    ),
    (
        "Chaque joueur sacrifie un Personnage et pioche une carte.",
        "Each player sacrifices a Character and draws a card.",
        [
            {
                "op": "sacrifice",
                "what": {"role": "object", "type": ["character"]},
                "who": {"role": "player", "count": "each"},
            },
            {"op": "draw", "who": {"role": "player", "count": "each"}, "amount": 1},
        ],
    ),
    (
        "Un adversaire ciblé défausse une carte, puis piochez une carte.",
        "Target opponent discards a card, then draw a card.",
        [
            {
                "op": "discard",
                "what": {"role": "object", "type": ["card"]},
                "who": {"role": "opponent", "targeted": True},
            },
            {"op": "draw", "who": {"role": "controller"}, "amount": 1},
        ],
    ),
]
