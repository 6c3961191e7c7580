"""What of an effect op the Altered world does not follow: such an op is recorded as not
simulated, with why, never done to the wrong object, by the wrong player, with an amount it
cannot count, or regardless of what limits it.

Each op it carries out lists the keys its handler follows (:data:`FOLLOWED`); any other key
the compiler wrote (``per`` and ``x`` other than ``amounts.py`` counts, ``while``, a
``what`` on a draw, ...) makes the op not simulated, named in the game's words (:data:`SAID`).
The objects and players an op names are checked too: a role the world cannot find ("the
controller of ..."; "it" is found by ``binding.py``, or not), an object filter it does not
model (a place other than ``places.py``'s, a terrain, a subtype) or a count other than one,
each or "up to one" target. A followed key's value may still be one the handler cannot
do (:data:`VALUES`: a Landmark zone for a token, a status it does not give); an op may need
one key of a few, and one only (:data:`REQUIRED`); an op whose ``what`` is no object in play
(a discount's next card, an Expedition) has it judged by its own module (:data:`OWN_WHAT`).
What can only be found when the op is carried out ("mon Expédition" of a card in none) is
raised as :class:`Unfollowed`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from counterplay.runtime.altered import (
    costs,
    decks,
    delayed,
    discounts,
    doers,
    expeditions,
    mana,
    next_played,
    picks,
    places,
    player_targets,
    tokens,
)
from counterplay.runtime.altered.match import TOGETHER, unmodelled_filter
from counterplay.runtime.reaction import whole
from counterplay.runtime.trace import shown

if TYPE_CHECKING:
    from counterplay.runtime.altered.engine import Engine

# Keys every op may have that the runner itself follows: its text, "vous pouvez" (always
# taken), "si ..." (``if``: "si vous le faites", a die's result, "Sinon" and the tests
# conditions.py reads from the game; any other is checked before these), "done later"
# (``when``, ``at``: checked before these), one of several changes (``one_of``: gains.py)
# and "après le Repos" / "after Rest" (``after``: set up for then, delayed.py).
RUNNER = frozenset({"op", "text", "optional", "if", "when", "at", "one_of", "after"})

# The keys each handler of ops.OPS follows besides RUNNER.
FOLLOWED: dict[str, frozenset[str]] = {
    "draw": frozenset({"who", "amount", "what"}),  # what: "piochez-la" / "draw it"
    # "again": "[Ravitaillez], puis [Ravitaillez] à nouveau" / "[Resupply], then [Resupply]
    # again": this op is the keyword action once more, done as any
    "resupply": frozenset({"who", "again"}),
    "exhausted_resupply": frozenset({"who", "again"}),
    "die.roll": frozenset(),  # one die ("Lancez deux dés": amount, not followed)
    "result.change": frozenset({"amount"}),  # "augmentez le résultat de 2" (dice.py)
    "counter.gain": frozenset({"who", "what", "amount", "counter", "cap"}),
    "counter.lose": frozenset({"who", "what", "amount", "counter"}),
    "counter.spend": frozenset({"from", "amount", "counter"}),
    "counter.double": frozenset({"who", "counter"}),
    "sacrifice": frozenset({"what", "who"}),  # "chaque joueur sacrifie": each their own
    "exhaust": frozenset({"what"}),
    "discard": frozenset({"what"}),
    "sabotage": frozenset({"again"}),  # by the controller (``who``: DOERS)
    "move": frozenset({"what", "to", "as"}),  # "as": a Mana Orb (mana.py)
    "ready": frozenset({"what"}),
    "after_you": frozenset(),
    "abilities.activate": frozenset({"of", "symbol", "count"}),  # "one of its {j} abilities"
    "status.gain": frozenset({"who", "status"}),
    "status.lose": frozenset({"who", "status"}),
    "token.create": frozenset({"token", "count", "place", "among"}),
    "pay": frozenset({"mana"}),  # "Vous pouvez payer {1} pour ..." ({X}: not followed)
    "cost.reduce": frozenset({"what", "amount", "floor"}),
    "ascend": frozenset({"what"}),
    "expedition.switch": frozenset({"what"}),
    # "Sur :" / "On a:" before a die's result lines; "Choisissez l'un :" with its options
    "choose": frozenset({"options", "choices", "again"}),
    # "Faites ce qui suit X+1 fois :" with the lines after it folded (lists.py); unfolded
    # (``what: following``, no line after it read), not followed
    "repeat": frozenset({"times", "choices"}),
    "target": frozenset({"what"}),  # "Ciblez un Personnage": for the ops after it ("it")
    "pass": frozenset(),  # "Vous pouvez passer"; "chaque joueur passe": each (doers.py)
    "augment": frozenset({"what", "again"}),  # by the controller (``who``: DOERS)
    "expedition.move": frozenset({"what", "regions", "direction"}),
    # "ne peut pas avancer ce Jour" / "can't move forward this Day" (another: not followed)
    "cannot": frozenset({"what", "action", "until"}),
    # "[Foncez]" / "[Rush]": another card played by the controller (playing.py)
    "rush": frozenset({"what"}),
    # "Jouez ... pour {5} de moins", "Vous pouvez me jouer gratuitement" (playing.py)
    "play": frozenset({"what", "free", "discount"}),
    # "Révélez la première carte de votre deck", "... un Personnage de votre main" (reveals.py)
    "reveal": frozenset({"what"}),
    # "Échangez ... avec une carte de votre main", "échangez leurs boosts" (exchanges.py)
    "swap": frozenset({"what", "with", "counter"}),
    # "Je gagne ses sous-types" / "I gain its subtypes" (subtypes.py)
    "subtypes.gain": frozenset({"who", "subtypes"}),
    # "Un joueur ciblé devient le premier joueur" / "You become first player" (succession.py)
    "first_player": frozenset({"who"}),
}

# Why some ops with no handler are not simulated, in the game's words (any other: "the op
# 'X'"): what the world would need that it does not have.
NO_HANDLER: dict[str, str] = {}


def _expedition(what: Any) -> str | None:
    """Why the Expedition ``what`` names is not found (None: it is)."""
    return None if expeditions.place_of(what) else "which Expedition it is"


# The ops whose ``what`` names no object in play but what their handler does to a card
# later ("le prochain Sort que vous jouez"), judged by the handler's own module.
OWN_WHAT: dict[str, Callable[[Any], str | None]] = {
    "cost.reduce": discounts.unfollowed,
    # an Expedition: a place of expeditions.PLACES ("une Expédition ciblée", "mon Expédition")
    "ascend": _expedition,
    "expedition.move": _expedition,
    "cannot": _expedition,
    # the top cards of a deck, a card of a hand: hidden zones (decks.py, reveals.py)
    "reveal": decks.hidden_unfollowed,
}


def _targeted_expedition(what: Any) -> str | None:
    """Why the Expedition a ``target`` op names is not found (None: it is)."""
    return None if expeditions.target_place(what) else "which Expedition it targets"


def own_what(op: dict[str, Any]) -> Callable[[Any], str | None] | None:
    """How ``op``'s ``what`` is judged by its own module (:data:`OWN_WHAT`; a ``target`` op
    naming an Expedition, ``expedition_ops.target``), or None: as an object's."""
    if expeditions.names_expedition(op):
        return _targeted_expedition
    return OWN_WHAT.get(str(op.get("op")))


# The keys an op is followed with one of, and only one: a token is created somewhere ("Créez
# un jeton Robot [2/2/2 ...]." naming no place is not put anywhere), and in one way (its
# handler would follow ``among`` and leave a ``place`` beside it undone).
REQUIRED: dict[str, tuple[str, ...]] = {
    "cannot": ("until",),  # for good: not followed
    "token.create": ("place", "among"),
    "pay": ("mana",),
    "cost.reduce": ("amount",),
    "choose": ("options",),
    "play": ("free", "discount"),
}


class Unfollowed(Exception):
    """What of an op the world finds it cannot follow only once it carries it out ("mon
    Expédition" of a card in no Expedition): why. Raised before anything is done."""


# The statuses a card is given and ops give or take: Fleeting, Anchored, Asleep (Boosted is
# having a boost, a token is made, not given: neither is a status an op changes here).
STATUSES = frozenset({"fleeting", "anchored", "asleep"})

# Where a moved card goes that the world follows: its owner's Reserve.
RESERVES = ({"zone": "reserve"}, {"zone": "reserve", "of": "player", "of_owner_of": "it"})
# And its owner's hand ("dans la main de son propriétaire"; "dans votre main" of a card its
# controller owns: card_ops.move), where it is a card of the hand the game names.
HANDS = (
    {"zone": "hand", "of": "player", "of_owner_of": "it"},
    {"zone": "hand", "of": "controller"},
)

# The values of a followed key the handler can do: what of any other it cannot, in the
# game's words (None: it can).
VALUES: dict[str, Callable[[Any], str | None]] = {
    "status": lambda value: None if value in STATUSES else SAID["status"],
    # "en Réserve" / "in its owner's Reserve", a hand of HANDS, a Mana zone of mana.ZONES (a
    # deck or a region is not followed)
    # the top of its owner's deck (decks.put_on_top)
    "to": lambda value: (
        None if value in (*RESERVES, *HANDS, *mana.ZONES, decks.TOP_OF_OWNERS) else SAID["to"]
    ),
    "as": mana.as_unfollowed,
    # a token's name and statistics, as the text gives them (runtime/altered/tokens.py)
    "token": tokens.profile_unfollowed,
    "count": lambda value: None if whole(value) and value > 0 else SAID["count"],
    "mana": lambda value: None if whole(value) and value >= 0 else SAID["mana"],
    "floor": lambda value: None if whole(value) and value >= 0 else SAID["floor"],
    # an Expedition the world finds (expeditions.PLACES), or your Landmarks for a Landmark
    # Permanent token (tokens.place_unfollowed: which kind goes where)
    "place": lambda value: (
        None if expeditions.followed(value) or tokens.in_landmarks(value) else SAID["place"]
    ),
    "among": lambda value: None if value == expeditions.AMONG else SAID["among"],
    "regions": lambda value: None if whole(value) and value > 0 else "how many regions",
    "direction": lambda value: None if value in expeditions.STEPS else "which way it moves",
    "action": lambda value: None if value == "expedition.advance" else "what it cannot do",
    "until": lambda value: None if value == "day" else SAID["until"],
    "after": delayed.unfollowed,  # a daily effect of delayed.AFTER
    "again": lambda value: None if value is True else SAID["again"],
    "free": lambda value: None if value is True else "how much it costs",
    "discount": lambda value: None if whole(value) and value > 0 else "how much less it costs",
}

# What a key says, in the game's words (a key not listed is named as itself).
SAID: dict[str, str] = {
    "per": "the count it is multiplied by",
    "x": "what X counts",
    "one_of": "the choice of one of its gains",
    "while": "what it holds while",
    "cap": "the maximum it stops at",
    "floor": "the minimum it stops at",
    "times": "how many times it is done",
    "additional": "what it adds to",
    "among": "how it is shared out",
    "instead": "what it replaces",
    "until": "how long it lasts",
    "as": "what it is put as",
    "after": "when it happens",
    "who": "who does or gets it",
    "what": "what it is done to",
    "count": "how many it is done to",
    "status": "the status it gives or takes",
    "again": "what it does again",
    "to": "where it is put",
    "place": "where it is put",
    "token": "what the token is",
    "from": "what it is taken from",
    "amount": "how many",
    "mana": "the Mana it costs",
    "options": "which option is chosen",
}

# The roles an op's selector may name that the world finds (naming.one), and whether a
# "ciblé" / "target" one is followed: an object is chosen by the player; "target opponent"
# only when there is one opponent; "it" with filters match tells ("ce Personnage" / "that
# Character", ``type``: what "it" names of that kind, :func:`it_filters`).
ROLES: dict[str, bool] = {
    "self": False,
    "controller": False,
    "opponent": True,
    "object": True,
    "it": False,  # the one named before, or by the trigger (binding.py)
}


def it_filters(selector: dict[str, Any]) -> dict[str, Any] | None:
    """The filters of an "it" selector ("ce Personnage" / "that Character": ``type``), each
    one ``match`` tells of any card, as an object selector's; None when one is not told, or
    it says how many or where."""
    filters = {k: v for k, v in selector.items() if k != "role"}
    if set(filters) & {"count", "place", "targeted"}:
        return None
    if any(unmodelled_filter(k, v) for k, v in filters.items()):
        return None
    return {"role": "object", **filters}


def up_to(count: Any) -> int | None:
    """N of "jusqu'à N Personnages ciblés" / "up to N target Characters" (``count: {up_to:
    N}``): N targets at most, any of which the player may not choose (targets.py); None:
    no such count."""
    n = count.get("up_to") if isinstance(count, dict) and set(count) == {"up_to"} else None
    return n if whole(n) and n >= 1 else None


# Selector keys that are no filter (how many, whether targeted).
NOT_FILTERS = frozenset({"role", "targeted", "count"})

# A ``who`` that names the controller is what every handler does by default ("you").
DOERS = ({"role": "controller"}, {"role": "self"})


def _said(key: str, value: Any) -> str:
    return f"{SAID.get(key, key)} ({key}: {shown(value)})"


def _selector(game: Engine, key: str, selector: Any, targets: bool = False) -> str | None:
    """Why the world cannot find what ``selector`` names (None: it can); ``targets``: it is
    a ``target`` op's ("Ciblez deux Personnages": N targets, chosen by targets.py)."""
    if not isinstance(selector, dict):
        return _said(key, selector)
    role = selector.get("role")
    if role == "player":  # "chaque joueur", "un joueur ciblé" (player_targets.py)
        each = selector.get("count") == "each" and not selector.get("targeted")
        one = selector == player_targets.TARGET_PLAYER
        told = one or (each and set(selector) <= {"role", "count"})
        return None if told else _said(key, selector)
    if role not in ROLES or (selector.get("targeted") and not ROLES[role]):
        return _said(key, selector)
    if role == "opponent" and len(game.players) != 2:
        return _said(key, selector)
    if role == "it" and not selector.get("targeted"):
        return None if it_filters(selector) is not None else _said(key, selector)
    if role != "object":
        return None if set(selector) <= {"role", "targeted"} else _said(key, selector)
    count = selector.get("count")
    # "up to N": targets chosen before (targets.py), or objects picked as it is done
    # ("Exhaust up to two cards in Reserve": picks.any_number)
    up_to_one = up_to(count) is not None
    several = whole(count) and count > 1 and (selector.get("targeted") or targets)
    # "autant que vous le voulez" / "any number" of objects: picks.any_number; of targets
    # ("n'importe quel nombre de cartes ciblées"), chosen by targets.py
    anyhow = count == "any"
    if count not in (None, 1, "each") and not up_to_one and not several and not anyhow:
        return _said("count", count)
    for name, value in selector.items():
        told = (
            not places.unfollowed(value) or expeditions.followed(value)  # ops: placed()
            if name == "place"
            else not unmodelled_filter(name, value)
        )
        if name in TOGETHER:  # kept within as targets are chosen "up to N" (targets.py)
            together = bool(selector.get("targeted")) and (up_to_one or anyhow)
            told = together and not unmodelled_filter(name, value, together=True)
        if name == "controlled_by" and value == player_targets.TARGET_PLAYER:
            told = player_targets.whose_told(selector)  # ops: player_targets.controlled()
        if name not in NOT_FILTERS and not told:
            return f"the objects it names ({key}: {name}={shown(value)})"
    return None


def _any(value: Any) -> str | None:
    return None


def _choice(op: dict[str, Any]) -> str | None:
    """Why a ``choose`` is not followed: "Sur :" / "On a:" (``by_result``) is; a list's lead
    ("Choisissez l'un :", "Choose up to one:", "Choose one or both:", "Choose one or
    more:": :func:`.picks.bounds`) with at least as many options after it (``choices``) as
    it must have picked is, or with any when one may be picked again (``again``) as many
    times as it says. Its options and their targets are chosen as the effect is played
    (:mod:`.lists`, R002-30)."""
    options, choices = op.get("options"), op.get("choices") or []
    if options == "by_result":
        return None
    for choice in choices:  # an option's own cost ("• {T} : ..."): one costs.py pays
        unpaid = [c for c in choice.get("cost") or () if not costs.followed(c)]
        if unpaid:
            said = unpaid[0].get("text", unpaid[0].get("op"))
            return f"{SAID['options']} (an option's cost {said!r} is not simulated)"
    said = picks.bounds(options)
    if said is None or not choices:
        return _said("options", options) + (", no options after it" if not choices else "")
    least, most = said
    enough = len(choices) >= least if not op.get("again") else most is not None
    return None if enough else _said("options", options)


def _drawn(op: dict[str, Any]) -> str | None:
    """Why a draw's ``what`` is not followed: only "it" ("piochez-la" / "draw it"), with no
    amount beside it."""
    if "what" not in op or (op["what"] == {"role": "it"} and "amount" not in op):
        return None
    return _said("what", op["what"])


# Where the target of an exchange of places is: the controller's Reserve.
RESERVE = {"of": "controller", "zone": "reserve"}


def exchange(op: dict[str, Any]) -> str | None:
    """Why an exchange (``swap``, exchanges.py) is not followed (None: it is): of places, a
    target in the controller's Reserve for one card of their hand; of counters, those "it"
    names."""
    what, counter = op.get("what") or {}, op.get("counter")
    if counter is not None:
        told = isinstance(counter, str) and what == {"role": "it"} and "with" not in op
        return None if told else f"what is exchanged (counter: {shown(counter)})"
    if what.get("targeted") and what.get("place") == RESERVE and decks.hand_card(op.get("with")):
        return None
    return f"what is exchanged (what: {shown(op.get('what'))}, with: {shown(op.get('with'))})"


# "Je gagne ses sous-types" / "I gain its subtypes": the card itself gains those "it" has.
OF_IT = {"of": {"role": "it"}}


def subtypes_gain(op: dict[str, Any]) -> str | None:
    """Why a gain of subtypes (subtypes.py) is not followed (None: it is): the effect's card
    gains the subtypes of what "it" names."""
    if op.get("subtypes") == OF_IT and op.get("who", {"role": "self"}) == {"role": "self"}:
        return None
    return f"which subtypes are gained, by whom (subtypes: {shown(op.get('subtypes'))})"


def _repeated(op: dict[str, Any]) -> str | None:
    """Why "Faites ce qui suit N fois :" is not followed (None: it is): N a whole number (an
    X counted, ``amounts.py``), and the lines it leads folded into it."""
    if not op.get("choices"):
        return "the lines it is done with (none folded)"
    times = op.get("times")
    return None if whole(times) and times >= 1 else f"how many times (times: {shown(times)})"


# What of a whole op its handler cannot do, by op (besides its keys' values).
WHOLE: dict[str, Callable[[dict[str, Any]], str | None]] = {
    "draw": _drawn,
    "swap": exchange,
    "subtypes.gain": subtypes_gain,
    "choose": _choice,
    "repeat": _repeated,
    "move": mana.unfollowed,
    "token.create": tokens.place_unfollowed,
}


def why_not(game: Engine, op: dict[str, Any]) -> str | None:
    """What of ``op`` the world does not follow, or None (``op`` has a handler). An op
    other players do (:mod:`.doers`) is judged as each of them does it, once who they are
    is found."""
    if doers.names(op):
        why = _selector(game, "who", op["who"]) or doers.unfollowed(op)
        if why is not None:
            return why
        op = doers.own(op)
    followed = FOLLOWED[str(op["op"])] | RUNNER
    for key, value in op.items():
        if key == "who" and key not in followed and value in DOERS:
            continue
        if key not in followed:
            return _said(key, value)
        said = VALUES.get(key, _any)(value)
        if said is not None:
            return f"{said} ({key}: {shown(value)})"
    needed = REQUIRED.get(str(op["op"]), ())
    given = [key for key in needed if key in op]
    if needed and len(given) != 1:
        which = f"both {' and '.join(given)}" if given else f"no {' or '.join(needed)}"
        return f"{SAID.get(needed[0], needed[0])} ({which})"
    check = WHOLE.get(str(op["op"]))
    whole_said = check(op) if check is not None else None
    if whole_said is not None:
        return whole_said
    amount = op.get("amount", 1)
    if not whole(amount):
        return f"the amount it cannot count (amount: {shown(amount)})"
    own = own_what(op)
    said = own(op.get("what")) if own is not None else None
    if said is not None:
        return f"{said} (what: {shown(op.get('what'))})"
    for key in ("who", "what", "of", "from"):
        # a deck's top cards put in a Mana zone: mana.py finds them, a card of the hand
        # hands.py (only a move's)
        top = decks.deck_top(op.get("what"))
        hand = decks.hand_card(op.get("what"))  # "une carte de votre main": hands.py
        mine = own is not None or (op["op"] == "move" and (top is not None or hand))
        mine = mine or (op["op"] == "discard" and decks.whole_hand(op.get("what")))  # "votre main"
        mine = mine or (op["op"] == "ready" and mana.orbs(op.get("what")) is not None)
        why = None
        if key == "who" and next_played.names(op.get("who")):  # waits: next_played.py
            why = next_played.unfollowed(op)
        elif key in op and not (key == "what" and mine):
            why = _selector(game, key, op[key], op["op"] == "target")
        if why is not None:
            return why
    return None
