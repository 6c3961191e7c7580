"""What "it" names ("il", "it", "them", "ils"): a selector ``{"role": "it"}``.

Within an effect, "it" names what the nearest op before it named (:data:`NAMED_BY`: the
target a ``target`` op chose, the card a counter or status was given to, the tokens created,
what was exhausted, moved, discarded...; an op naming "it" itself names the same): "Ciblez
un Personnage. Il gagne 2 boosts." / "Target Character gains 1 boost. If it is Asleep, it
loses Asleep." An op that names only "me" or "you" is no antecedent ("Vous pouvez me
sacrifier pour lui donner 2 boosts": "it" is not "me"). An op naming what this world does
not keep ("Regardez les trois premières cartes de votre deck. Mettez-en une en Réserve.")
is the nearest before "it" all the same: "it" is then not simulated, never taken for an
older antecedent.

With nothing named before it, "it" in a Reaction is bound to the object its trigger
determined (rules 6.3.i: "the effect of the Emblem-Reaction is bound to these objects"):
the event's card that the trigger's object selector names ("Lorsqu'un Personnage rejoint
votre Expédition — Il gagne 1 boost": the card that joined, one Emblem for each). Such an
object that has since changed zone no longer exists (rules 2.1.c) and "cannot be altered"
(6.3.k): nothing is done to it. One named within the effect that has since changed zone
("Envoyez-les en Réserve, puis épuisez-les"): whether the text means the new object is not
told, so the op is not simulated; nor is "it" when the op it names was not carried out, in
a Spell or quick action with nothing named before it, in a Reaction activated by a step
(R002-26: its trigger determined nothing), or with filters on it ("it, if a Character").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from counterplay.runtime.altered import expeditions, gains
from counterplay.runtime.altered.cards import Card, Thing
from counterplay.runtime.altered.unfollowed import Unfollowed
from counterplay.runtime.dispatch import prefixes
from counterplay.runtime.reaction import Reaction

if TYPE_CHECKING:
    from counterplay.runtime.altered.engine import Engine
    from counterplay.runtime.altered.ops import Ctx

# The key of each op whose objects a later "it" may name (``token.create``: the tokens).
NAMED_BY: dict[str, tuple[str, ...]] = {
    "target": ("what",),
    "counter.gain": ("who", "what"),
    "counter.lose": ("who", "what"),
    "status.gain": ("who",),
    "status.lose": ("who",),
    "sacrifice": ("what",),
    "exhaust": ("what",),
    "ready": ("what",),
    "discard": ("what",),
    "move": ("what",),
    "expedition.switch": ("what",),
    "token.create": (),
    "resupply": (),  # the card put in the Reserve ("[Ravitaillez]. ... jouez-la")
    "sabotage": (),  # the card discarded ("[Sabotez]. ... de son propriétaire")
    "exhausted_resupply": (),
    "play": ("what",),  # the card played, in play (playing.py)
    "rush": ("what",),
    "reveal": ("what",),  # the cards revealed, where they are (reveals.py)
}

# The roles of a selector that name objects or players "it" may then name.
NAMING = frozenset({"object", "opponent", "player", "it"})


def names(op: dict[str, Any]) -> bool:
    """Whether a later "it" may name what ``op`` names."""
    name = str(op.get("op"))
    if name not in NAMED_BY:
        return False
    if not NAMED_BY[name]:  # what it makes or puts, named by no selector
        return True
    selector = next((op[key] for key in NAMED_BY[name] if key in op), None)
    return isinstance(selector, dict) and selector.get("role") in NAMING


# The keys of an op that name who does it or what it is done to.
SELECTORS = ("what", "who", "of", "from")


# Where an op puts what it makes, said of "it": "dans son Expédition" / "in its Expedition"
# (``of: it``), "dans l'Expédition compagnon de son propriétaire" / "in the Companion
# Expedition of its owner" (``of_owner_of: it``): where it was and whose it is, told of the
# object it became in another zone too (rules 6.3.k: "the token is created in the
# Expedition it was in before being moved"; an owner does not change).
PLACE_OF_IT = (("of", "it"), ("of_owner_of", "it"))


def _place_names_it(op: dict[str, Any]) -> bool:
    place = op.get("place")
    return isinstance(place, dict) and any(place.get(k) == v for k, v in PLACE_OF_IT)


def _test_names_it(test: Any) -> bool:
    """Whether a condition names "it", itself, what is "its" ("si son Expédition est en
    retard" / "if its Expedition is behind": ``controlled_by: it``) or one of those it joins
    (``any``)."""
    if not isinstance(test, dict):
        return False
    who = test.get("who")
    its = isinstance(who, dict) and who.get("controlled_by") == "it"
    return who == {"role": "it"} or its or any(_test_names_it(t) for t in test.get("of", ()))


def uses_it(op: dict[str, Any]) -> bool:
    """Whether ``op`` names "it" as who does it or what it is done to, or its condition does
    ("S'il est [[Endormi]], ..."; ``counting.CARDS``), or what its X counts ("X étant sa
    statistique la plus élevée" / "where X equals its highest statistic")."""
    x = op.get("x")
    return (
        _test_names_it(op.get("if"))
        or _place_names_it(op)
        or (isinstance(x, dict) and x.get("who") == {"role": "it"})
        or any(isinstance(op.get(key), dict) and op[key].get("role") == "it" for key in SELECTORS)
        or (isinstance(op.get("subtypes"), dict) and op["subtypes"].get("of") == {"role": "it"})
    )


def _names_unkept(op: dict[str, Any]) -> bool:
    """Whether ``op`` names objects or players that this world does not keep for a later
    "it" (not in :data:`NAMED_BY`: "Regardez les trois premières cartes de votre deck",
    "Choisissez ...", "jouer un Personnage"): the nearest named before "it", so that
    "it" is never taken for what an op before that one named."""
    if str(op.get("op")) in NAMED_BY:
        return False
    return any(
        isinstance(op.get(key), dict) and op[key].get("role") in NAMING - {"it"}
        for key in SELECTORS
    )


def antecedent(ops: Sequence[dict[str, Any]], index: int) -> int | None:
    """The index of the op before ``ops[index]`` whose objects its "it" names, or that names
    objects this world does not keep (``_names_unkept``; None: no op before it names any:
    the trigger's object, in a Reaction). Of one of several changes (:mod:`.gains`: "la
    jouer ou la mettre dans votre main"), the one before the group: the others are left out."""
    start = gains.group(ops, index).start if ops[index].get("one_of") else index
    return next(
        (j for j in range(start - 1, -1, -1) if names(ops[j]) or _names_unkept(ops[j])), None
    )


def its_expedition(ops: Sequence[dict[str, Any]]) -> tuple[dict[str, Any], ...]:
    """``ops`` with each selector "its" names whose "it" is an Expedition a ``target`` op
    chose ("Ciblez une Expédition. Chacun de ses Personnages gagne [[Endormi]]": ``controlled_by:
    it``) said as in that Expedition (``expeditions.TARGETED_BEFORE``), and an op's place
    "it" (:data:`IN_IT`) likewise; any other "its" (a card's, a player's) is left as it is,
    not followed (``match.py``)."""
    out = []
    for i, op in enumerate(ops):
        j = antecedent(ops, i)
        if j is not None and expeditions.names_expedition(ops[j]):
            op = {key: _in_it(value) if key in SELECTORS else value for key, value in op.items()}
            if op.get("place") == IN_IT:  # "Créez-y ..." / "Create ... in it"
                op = {**op, "place": dict(expeditions.TARGETED_BEFORE)}
        out.append(op)
    return tuple(out)


def in_its_expedition(op: dict[str, Any]) -> bool:
    """Whether ``op`` names objects in the Expedition a ``target`` op before chose, or puts
    them there (:func:`its_expedition`): done only when that op was."""
    return op.get("place") == expeditions.TARGETED_BEFORE or any(
        isinstance(op.get(key), dict) and op[key].get("place") == expeditions.TARGETED_BEFORE
        for key in SELECTORS
    )


# Where an op puts what it makes, said of "it": "Créez-y X jetons" / "Create X tokens in
# it", after a ``target`` op naming an Expedition: in that Expedition.
IN_IT = {"zone": "it"}


def _in_it(selector: Any) -> Any:
    if not isinstance(selector, dict) or selector.get("controlled_by") != "it":
        return selector
    if "place" in selector:  # "its ... in ...": both said, not followed
        return selector
    rest = {k: v for k, v in selector.items() if k != "controlled_by"}
    return {**rest, "place": dict(expeditions.TARGETED_BEFORE)}


def trigger_party(reaction: Reaction | None) -> str | None:
    """Which party of its event a Reaction's trigger determines as an object, ``actor`` or
    ``target`` ("Lorsqu'un Personnage rejoint ...": the actor; "Lorsque vous jouez un
    Personnage": the target); None when no one party is, in each part of the trigger."""
    found = set()
    for part in reaction.parts if reaction is not None else ():
        objects = [
            name
            for name, selector in (("actor", part.actor), ("target", part.target))
            if (selector or {}).get("role") == "object"
        ]
        found.add(objects[0] if len(objects) == 1 else None)
    return found.pop() if len(found) == 1 else None


def unbound(ops: Sequence[dict[str, Any]], index: int, reaction: Reaction | None) -> str | None:
    """Why the "it" of ``ops[index]`` cannot be found before the effect runs, or None (its
    filters, "it, if a Character", are :mod:`.unfollowed`'s)."""
    j = antecedent(ops, index)
    if j is None and trigger_party(reaction) is None:
        return "what 'it' names (nothing named before it, nor by a trigger)"
    if j is not None and not names(ops[j]):
        return f"what 'it' names (what the op {ops[j].get('op')!r} before it named)"
    return None


def bound(game: Engine, ops: Sequence[dict[str, Any]], index: int, ctx: Ctx) -> list[Thing]:
    """What the "it" of ``ops[index]`` names now (raises :class:`Unfollowed`)."""
    why = unbound(ops, index, ctx.reaction)
    if why is not None:
        raise Unfollowed(why)
    j = antecedent(ops, index)
    if j is None:
        return _from_trigger(game, ctx, _reads_printed(ops[index]))
    if j not in ctx.named:
        raise Unfollowed("what 'it' names (the op before it that names it was not carried out)")
    moved = any(isinstance(t, Card) and t.moves != moves for t, moves in ctx.named[j])
    if moved and not told_of_the_new_object(ops[index]):
        raise Unfollowed("whether 'it' is the object it became in another zone (rules 2.1.c)")
    return [thing for thing, _ in ctx.named[j]]


# Conditions on "it" that read only what is printed on the card ("si son Coût de Main était
# de {3} ou plus" / "if its Hand Cost was {3} or more"): the same of the object it became in
# another zone (rules 2.1.c), so they are told of a card sacrificed or moved before them.
# Each test with what of it must hold: a Base Cost is the Reserve Cost in the Reserve and the
# Hand Cost elsewhere, so the new object's is not the one it had.
PRINTED_TESTS: dict[str, Callable[[dict[str, Any]], bool]] = {
    "cost": lambda test: test.get("kind") in ("hand", "reserve"),
}


def _reads_printed(op: dict[str, Any]) -> bool:
    """Whether ``op`` names "it" only in a condition that reads what is printed on it."""
    names_it = any(isinstance(op.get(k), dict) and op[k].get("role") == "it" for k in SELECTORS)
    test = op.get("if") or {}
    printed = PRINTED_TESTS.get(str(test.get("test")))
    return not names_it and printed is not None and printed(test)


def told_of_the_new_object(op: dict[str, Any]) -> bool:
    """Whether the "it" of ``op`` is told of what it names once it has changed zone (a new
    object, rules 2.1.c): read only in a condition of what is printed on it, or in its place
    (where it was, whose it is); any other "it" of an object moved since is not simulated
    (:func:`bound`)."""
    return _reads_printed(op) or _reads_where_it_was(op)


def _reads_where_it_was(op: dict[str, Any]) -> bool:
    """Whether ``op`` names "it" only in its place (:data:`PLACE_OF_IT`): where it was,
    whose it is."""
    names_it = any(isinstance(op.get(k), dict) and op[k].get("role") == "it" for k in SELECTORS)
    return _place_names_it(op) and not names_it and not _test_names_it(op.get("if"))


def _from_trigger(game: Engine, ctx: Ctx, printed: bool = False) -> list[Thing]:
    """The object the Reaction's trigger determined (rules 6.3.i); none once it no longer
    exists (6.3.k), unless only what is printed on it is read (``printed``: "si son Coût de
    Main était de {3} ou plus", the same of the object it became, rules 2.1.c)."""
    event, reaction = ctx.event, ctx.reaction
    assert reaction is not None  # (unbound: a trigger party)
    if event is None or not any(set(prefixes(event.name)) & set(p.events) for p in reaction.parts):
        raise Unfollowed("what 'it' names (activated by a step, R002-26: no trigger named it)")
    thing = getattr(event, str(trigger_party(reaction)))
    if not isinstance(thing, Card):
        raise Unfollowed("what 'it' names (the event is of no card)")
    if event.name == "card.play" and thing.type == "spell":  # in play it never is
        raise Unfollowed("what 'it' names (a Spell played: which object it is once resolved)")
    moved = thing.moves != event.parties.get("moves", {}).get(thing.name, thing.moves)
    if moved and not printed:
        why = "it has changed zone since its trigger and no longer exists (rules 6.3.k)"
        game.trace.note("note", ctx.frame.depth, text=f"{thing.name} is not altered: {why}")
        return []
    return [thing]
