"""The Expeditions an op names: where a token is created (``token.create``'s ``place``),
which Expedition ascends (``ascend``'s ``what``).

Each place the world follows is a shape (:data:`PLACES`) with how its Expeditions are found,
as a player and one of their two Expeditions (hero, companion):

- "dans une Expédition ciblée" / "in target Expedition": one of every player's, chosen by
  the effect's controller (``target``);
- "dans mon Expédition" / "in my Expedition": the one the card is in, or was in when the
  event it answers moved it out (rules 6.3.k: "the token is created in the Expedition it
  was in before being moved");
- "dans votre autre Expédition" / "in your other Expedition": the controller's one the
  card is not in;
- "dans chacune de vos Expéditions" / "in each of your Expeditions": both of the
  controller's;
- "les Expéditions" / "Expeditions" (an object selector, ``count: each``): every one of
  every player's;
- "dans votre Expédition compagnon" / "in your companion Expedition" (or hero): that one;
- "dans l'Expédition compagnon d'un adversaire ciblé" / "in target opponent's companion
  Expedition": that one of the opponent's (of two players);
- "dans une Expédition adverse" / "in an opponent's Expedition": one of the opponent's two
  (of two players), the controller's choice (``target``'s decision, though none is "ciblé");
- "dans son Expédition" / "in its Expedition": the one the card "it" names is in, or was in
  before it was moved out (rules 6.3.k); "dans l'Expédition compagnon de son propriétaire" /
  "in the Companion Expedition of its owner" (or Hero): that one of its owner's.

Any of these but "une Expédition adverse" may say how the Expeditions stand ("dans chacune
de vos Expéditions qui est en retard ou à égalité" / "in each of your Expeditions that's
behind or tied", ``state``): of those it names, the ones that stand so (:mod:`.standing`);
a target one is chosen among them. Any other place (a Landmark zone) is not
followed: :func:`followed` says so, and the op is not simulated.

Things "distributed as you choose among any number of target Expeditions" (``among``)
are each put in one the player chooses (:func:`shared`). An object selector naming an
Expedition ("une Expédition ciblée", "mon Expédition": ``type: [expedition]``) is the place
of the same words (:func:`place_of`; "votre Expédition Héros" / "your Hero Expedition",
``controlled_by: controller``, is the place "dans votre Expédition Héros").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from counterplay.runtime.altered import places, standing
from counterplay.runtime.altered.cards import EXPEDITIONS, OTHER_EXPEDITION, Card, Player

if TYPE_CHECKING:
    from counterplay.runtime.altered.engine import Engine
    from counterplay.runtime.altered.ops import Ctx

# A player's Expedition: the player and which of their two it is.
Expedition = tuple[Player, str]
# The Expeditions a place names, or why it names none in this game (not simulated).
Found = list[Expedition] | str


def _shown(expedition: Expedition) -> str:
    """How a player names an Expedition in a scripted choice: "Bob's companion Expedition"."""
    return f"{expedition[0].name}'s {expedition[1]} Expedition"


def _target(game: Engine, ctx: Ctx, keep: Callable[[Expedition], bool] | None = None) -> Found:
    """One of every player's Expeditions (those ``keep`` keeps), chosen by the controller;
    none when none is kept."""
    options = [(p, e) for p in game.players for e in EXPEDITIONS if keep is None or keep((p, e))]
    if not options:
        return []
    names = [_shown(o) for o in options]
    pick = game.choose(ctx.player, "target", names)
    return [options[names.index(pick)]]


def _mine(game: Engine, ctx: Ctx) -> Found:
    card = ctx.card
    before = ctx.event.parties.get("before", {}).get(card.name) if ctx.event else None
    if card.zone != "expedition" and before != "expedition":
        return f"where 'my Expedition' is ({card.name} is in no Expedition)"
    return [(ctx.player, card.expedition)]


def _other(game: Engine, ctx: Ctx) -> Found:
    mine = _mine(game, ctx)
    if isinstance(mine, str):
        return mine.replace("'my Expedition'", "'your other Expedition'")
    return [(ctx.player, OTHER_EXPEDITION[mine[0][1]])]


def _each(game: Engine, ctx: Ctx) -> Found:
    return [(ctx.player, e) for e in EXPEDITIONS]


def _every(game: Engine, ctx: Ctx) -> Found:
    return [(p, e) for p in game.players for e in EXPEDITIONS]


def _yours(expedition: str) -> Callable[[Engine, Ctx], Found]:
    return lambda game, ctx: [(ctx.player, expedition)]


def _opponents(expedition: str) -> Callable[[Engine, Ctx], Found]:
    def find(game: Engine, ctx: Ctx) -> Found:
        others = [p for p in game.players if p.name != ctx.player.name]
        if len(others) != 1:  # "un adversaire ciblé" among several: a choice not followed
            return "which opponent is targeted (more than one)"
        return [(others[0], expedition)]

    return find


def _an_opponents(game: Engine, ctx: Ctx) -> Found:
    """ "dans une Expédition adverse" / "in an opponent's Expedition": one of the opponent's
    two, the effect's controller's choice (no target: nothing is "ciblé"); of more than one
    opponent, whose is not told."""
    others = [p for p in game.players if p.name != ctx.player.name]
    if len(others) != 1:
        return "which opponent's Expedition (more than one opponent)"
    options = [(others[0], e) for e in EXPEDITIONS]
    names = [_shown(o) for o in options]
    return [options[names.index(game.choose(ctx.player, "target", names))]]


def _cards_it(ctx: Ctx) -> list[Card]:
    return [card for card in ctx.it if isinstance(card, Card)]


def _its(game: Engine, ctx: Ctx) -> Found:
    """ "dans son Expédition" / "in its Expedition": the one each card "it" names is in, or
    was in before the move that took it out (``Card.expedition_was``, rules 6.3.k); of a
    card in none, not told."""
    out: list[Expedition] = []
    for card in _cards_it(ctx):
        which = card.expedition_was()
        if which is None:
            return f"which Expedition 'its Expedition' is ({card.name} was in none)"
        out.append((game.player(card.side), which))
    return out


def _owners(expedition: str) -> Callable[[Engine, Ctx], Found]:
    """ "dans l'Expédition compagnon de son propriétaire" / "in the Companion Expedition of
    its owner": that one of the owner of each card "it" names (a card here is owned by its
    controller, no effect of this world changing who controls it)."""
    return lambda game, ctx: [(game.player(card.side), expedition) for card in _cards_it(ctx)]


def _shape(**keys: Any) -> frozenset[tuple[str, Any]]:
    return frozenset({("zone", "expedition"), *keys.items()})


def _targeted_before(game: Engine, ctx: Ctx) -> Found:
    """The Expedition a ``target`` op before chose (:func:`target`): "its" Expedition."""
    if ctx.targeted_expeditions is None:
        return "which Expedition 'its' names (none was targeted before it)"
    return list(ctx.targeted_expeditions)


# The place of the objects "its" names after a ``target`` op naming an Expedition ("Ciblez
# une Expédition. Chacun de ses Personnages ...": ``binding.its_expedition``), no word of
# the IR: the Expedition that op chose.
TARGETED_BEFORE = {"zone": "expedition", "targeted_before": True}

PLACES: dict[frozenset[tuple[str, Any]], Callable[[Engine, Ctx], Found]] = {
    _shape(targeted=True): _target,
    _shape(targeted_before=True): _targeted_before,
    _shape(expedition="mine"): _mine,
    _shape(of="controller", other=True): _other,
    _shape(of="controller", each=True): _each,
    _shape(count="each"): _every,  # "les Expéditions" / "Expeditions": every player's
    _shape(of="opponent"): _an_opponents,
    _shape(of="it"): _its,
    **{_shape(of="player", of_owner_of="it", expedition=e): _owners(e) for e in EXPEDITIONS},
    **{_shape(of="controller", expedition=e): _yours(e) for e in EXPEDITIONS},
    **{_shape(of="opponent", of_targeted=True, expedition=e): _opponents(e) for e in EXPEDITIONS},
}


def shape(place: Any) -> frozenset[tuple[str, Any]] | None:
    """A place's words as a key of a table of places (:data:`PLACES`, ``tokens.LANDMARKS``),
    or None when it can be none (not a mapping, or a value that is a list or a mapping)."""
    if not isinstance(place, dict):
        return None
    try:
        return frozenset(place.items())
    except TypeError:  # a value that is a list or a dict: no shape of a table
        return None


# The place whose Expeditions are chosen before a standing could be told of them: "une
# Expédition adverse ... qui est en avance" is not followed.
UNSTANDING = _shape(of="opponent")


def _plain(place: Any) -> Any:
    """``place`` without how its Expeditions stand (``state``)."""
    return {k: v for k, v in place.items() if k != "state"} if isinstance(place, dict) else place


def followed(place: Any) -> bool:
    """Whether ``place`` is one of the places the world finds (:data:`PLACES`), with a
    standing (``state``: :mod:`.standing`) it tells, if it says one."""
    key = shape(_plain(place))
    if key not in PLACES:
        return False
    if "state" not in place:
        return True
    return key != UNSTANDING and standing.states(place["state"]) is not None


def expeditions(game: Engine, place: dict[str, Any], ctx: Ctx) -> Found:
    """The Expeditions ``place`` names (a followed one), or why it names none in this
    game; of those, the ones that stand as it says (``state``; a target one chosen among
    them)."""
    key = shape(_plain(place))
    assert key is not None
    if "state" not in place:
        return PLACES[key](game, ctx)
    why = standing.untold(game)
    if why is not None:
        return why
    wanted = standing.states(place["state"]) or frozenset()

    def keep(expedition: Expedition) -> bool:
        return standing.stands(game, expedition[0], expedition[1], wanted)

    if key == _shape(targeted=True):
        return _target(game, ctx, keep)
    found = PLACES[key](game, ctx)
    return found if isinstance(found, str) else [e for e in found if keep(e)]


# "distribués comme vous le souhaitez dans n'importe quel nombre d'Expéditions ciblées" /
# "distributed as you choose among any number of target Expeditions" (``among``).
AMONG = {"count": "any", "role": "object", "targeted": True, "type": ["expedition"]}


def shared(game: Engine, ctx: Ctx, count: int) -> list[Expedition]:
    """Where each of ``count`` things shared out ``AMONG`` target Expeditions goes: the
    player chooses a target Expedition for each, one by one (any number of them, as they
    choose)."""
    out: list[Expedition] = []
    for _ in range(count):
        found = _target(game, ctx)
        assert not isinstance(found, str)
        out.extend(found)
    return out


# The selectors of an op whose objects may be in an Expedition it names.
SELECTORS = ("who", "what")


def _named_place(game: Engine, player: Player, which: str, ctx: Ctx) -> dict[str, Any] | str:
    """The place (``places.py``) of ``player``'s Expedition ``which``, whose from the effect's
    card: its controller's, or the opponent's (of two players: of more, which is not told)."""
    mine = player.name == ctx.card.side
    if not mine and len(game.players) != 2:
        return f"whose Expedition {_shown((player, which))} is (more than one opponent)"
    return {"zone": "expedition", "of": "controller" if mine else "opponent", "expedition": which}


def placed(game: Engine, op: dict[str, Any], ctx: Ctx) -> dict[str, Any] | str:
    """``op`` with each object selector's Expedition place that this module finds and
    ``places.py`` does not ("chaque Personnage dans une Expédition ciblée" / "each Character
    in target Expedition": the controller chooses it now, as it is done) named as the place
    of the Expeditions found; why one names none (not simulated)."""
    out = dict(op)
    for key in SELECTORS:
        selector = op.get(key)
        if not isinstance(selector, dict):
            continue
        place = selector.get("place")
        if not isinstance(place, dict) or not followed(place) or not places.unfollowed(place):
            continue
        found = expeditions(game, place, ctx)
        if isinstance(found, str):
            return found
        parts = [_named_place(game, player, which, ctx) for player, which in found]
        why = next((part for part in parts if isinstance(part, str)), None)
        if why is not None:
            return why
        out[key] = {**selector, "place": parts[0] if len(parts) == 1 else {"any_of": parts}}
    return out


def place_of(selector: Any) -> dict[str, Any] | None:
    """The place an object selector naming an Expedition is ("une Expédition ciblée": the
    place "dans une Expédition ciblée"), when the world follows it; else None."""
    if not isinstance(selector, dict) or selector.get("role") != "object":
        return None
    if selector.get("type") != ["expedition"]:
        return None
    place = {k: v for k, v in selector.items() if k not in ("role", "type")}
    place["zone"] = "expedition"
    if place.get("controlled_by") in WHOSE_EXPEDITION:  # "votre Expédition Héros"
        place["of"] = place.pop("controlled_by")
    return place if followed(place) else None


# Whose Expedition an object selector says by who controls it ("votre Expédition Héros" /
# "your Hero Expedition": ``controlled_by: controller``), said as a place's ``of``.
WHOSE_EXPEDITION = frozenset({"controller"})


def names_expedition(op: dict[str, Any]) -> bool:
    """Whether ``op`` is a ``target`` op naming an Expedition ("Ciblez une Expédition qui
    est en avance." / "Target an Expedition.")."""
    what = op.get("what")
    return (
        op.get("op") == "target" and isinstance(what, dict) and what.get("type") == ["expedition"]
    )


def target_place(selector: Any) -> dict[str, Any] | None:
    """The place a ``target`` op's Expedition names: "une Expédition ciblée" of the same
    words ("qui est en avance": its ``state``), when the world follows it; else None."""
    if not isinstance(selector, dict) or set(selector) - {"role", "type", "expedition"}:
        return None
    said = {"state": selector["expedition"]} if "expedition" in selector else {}
    place = {"zone": "expedition", "targeted": True, **said}
    return place if followed(place) else None


# "Mon Expédition avance d'une région" / "My Expedition moves forward one region": further
# by that many regions, as at Dusk (R002-21; its event, ``expedition.advance``, with no
# cause); "recule" / "moves backwards": back by that many (``expedition.retreat``).
STEPS = {"forward": 1, "backward": -1}
EVENTS = {"forward": "expedition.advance", "backward": "expedition.retreat"}


def blocked(expedition: Expedition, regions: int, direction: str) -> str | None:
    """Why ``expedition`` cannot be moved so, or None: past its first region backwards,
    where it goes is not told (the rules excerpts do not say)."""
    player, which = expedition
    if player.position[which] + STEPS[direction] * regions < 0:
        return f"{_shown(expedition)} moving back past its first region"
    if direction == "forward" and which in player.held:  # which wins is not told
        return f"{_shown(expedition)}, which can't move forward this Day, moving forward"
    return None


def hold(game: Engine, expedition: Expedition) -> bool:
    """ "Une Expédition ciblée ne peut pas avancer ce Jour" / "Target Expedition can't move
    forward this Day": at Dusk it does not (R002-21), until the Day ends; whether it was
    already held."""
    player, which = expedition
    if which in player.held:
        return False
    player.held.add(which)
    game.trace.note("note", text=f"{_shown(expedition)} can't move forward this Day")
    return True


def step(game: Engine, expedition: Expedition, regions: int, direction: str, ctx: Ctx) -> None:
    """Move ``expedition`` ``regions`` regions in ``direction`` (not :func:`blocked`)."""
    player, which = expedition
    player.position[which] += STEPS[direction] * regions
    now = player.position[which]
    game.trace.note("note", text=f"{_shown(expedition)} moves {direction} to region {now}")
    game.emit(EVENTS[direction], ctx.frame, player, None, expedition=which)
