"""Effects carried out: the ops of a reaction, a quick action or a Spell, one by one.

Each op of an effect is an internal action (R002-02): the events it causes are dispatched at
once, and the reactions they trigger wait in the Limbo until the effect has ended and the
next check point comes. An op this world does not model is traced as such, never guessed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from counterplay.runtime.altered import (
    amounts,
    binding,
    card_ops,
    conditions,
    delayed,
    dice,
    discounts,
    doers,
    exchanges,
    expedition_ops,
    expeditions,
    gains,
    lists,
    naming,
    next_played,
    player_targets,
    playing,
    reveals,
    subtypes,
    succession,
)
from counterplay.runtime.altered.cards import Card, Player, Thing
from counterplay.runtime.altered.expeditions import Expedition
from counterplay.runtime.altered.unfollowed import (
    NO_HANDLER,
    Unfollowed,
    why_not,
)
from counterplay.runtime.events import Event, Frame
from counterplay.runtime.reaction import Reaction
from counterplay.runtime.trace import shown

if TYPE_CHECKING:
    from counterplay.runtime.altered.engine import Engine


@dataclass
class Ctx:
    """Whose effect is resolving, in which frame, in answer to which event; the objects
    chosen for its targeted selectors (with each card's moves then: one that changed zones
    since, a new object, is no longer the target); whether the last op was done ("si vous
    le faites"; None when it was not simulated, so that cannot be told); the result of the
    die it rolled last (None: none rolled, or its result is not known); whether the last op was
    left out for a result the die did not roll (its line's "si vous (ne) le faites (pas)"
    is then left out too); the Reaction whose effect it is, and what "it" may name
    (:mod:`.binding`): what each op carried out named (``named``, with each card's moves
    then), what the op being done names as "it" (``it``) and what it named last (``last``,
    with each card's moves when it was named); whether the condition of :mod:`.conditions`
    of this op held (``held``) and of the op before it (``prior``: "Sinon, ..."; None: it
    had none, or it was not read); of a group of ``one_of`` ops (:mod:`.gains`), the one
    chosen, or why none is done (``gain``); of an op several players did (:mod:`.doers`),
    which of them did it (``done_by``), and of the op before it (``did``: "... pour piocher
    une carte", each who did); the op last carried out (``step``: "de cette façon"); the
    options of each list picked as the effect was played (``options``, :mod:`.lists`)."""

    card: Card
    player: Player
    frame: Frame[Thing]
    event: Event[Thing] | None = None
    chosen: dict[int, list[tuple[Card, int]]] = field(default_factory=dict)
    done: bool | None = False
    rolled: int | None = None
    off_result: bool = False
    reaction: Reaction | None = None
    named: dict[int, list[tuple[Thing, int]]] = field(default_factory=dict)
    it: list[Thing] = field(default_factory=list)
    last: list[tuple[Thing, int]] | None = None
    held: bool | None = None
    prior: bool | None = None
    gain: tuple[int, str | None] = (-1, None)
    done_by: frozenset[str] | None = None
    did: frozenset[str] | None = None
    step: str | None = None
    options: dict[int, list[lists.Picked]] = field(default_factory=dict)
    targeted_expeditions: list[Expedition] | None = None


def _draw(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
    """ "Piochez une carte" / "Draw a card"; "piochez-la" / "draw it" (``what``): the card
    named, from the player's deck (revealed there: :mod:`.reveals`)."""
    amount = op.get("amount", 1)  # (a whole number: unfollowed.why_not)
    named = naming.one(game, i, op["what"], ctx) if "what" in op else None
    these = None if named is None else [c for c in named if isinstance(c, Card)]
    drew = False
    for who in naming.players(game, i, op, ctx):
        drew = game.draw(who, amount, ctx.frame, these) > 0 or drew
    return drew


def _resupply(exhausted: bool) -> Callable[[Engine, int, dict[str, Any], Ctx], bool]:
    """ "[Ravitaillez]" / "[Resupply]": the top card of the player's deck goes to their
    Reserve ("chaque joueur peut ..." / "each player may ...": each one's own choice).
    "[Ravitaillez Épuisé]" / "[Exhausted Resupply]": then it is exhausted ("puis
    épuisez-la" / "then exhaust it": an ``exhaust`` of that card)."""

    def resupply(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
        put: list[tuple[Thing, int]] = []
        for who in naming.players(game, i, op, ctx):
            card = game.resupply(who, ctx.frame)
            if card is not None and exhausted:
                game.card_action("exhaust", card, who, ctx.frame)
            put.extend([(card, card.moves)] if card is not None else [])
        ctx.last = put  # "it": the cards put in the Reserve
        return bool(put)

    return resupply


def _choose(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
    """A list's lead and its options (:mod:`.lists`)."""
    return lists.choose(game, i, op, ctx, run)


def _pay(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
    """ "Vous pouvez payer {1} pour piocher une carte" / "You may pay {1} to draw a card":
    the effect's controller pays from their ready Mana (an internal action, R002-25); what
    it buys is done "if you do" (``if: done``). Too little ready Mana: it is not paid, and
    what it buys is not done."""
    me, mana = ctx.player, op["mana"]
    if me.mana - me.mana_used < mana:
        return False
    me.mana_used += mana
    game.trace.note("spend", ctx.frame.depth, player=me.name, amount=mana)
    return True


def _reduce(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
    """ "Le prochain Permanent que vous jouez cet Après-midi coûte {2} de moins" / "The next
    Permanent you play this Afternoon costs {2} less": a discount waits for the next card of
    that kind its controller plays (:mod:`.discounts`), until this turn or this Afternoon
    ends."""
    lasting(game, op["what"]["until"])
    game.discounts.append(discounts.grant(ctx.player.name, op))
    return True


def lasting(game: Engine, until: str) -> None:
    """Raise :class:`Unfollowed` when which turn "ce tour-ci" / "this turn" or which
    Afternoon "cet Après-midi" is cannot be told (no turn being played; this day's Afternoon
    over)."""
    if until == "turn" and not game.turn_of:
        raise Unfollowed("which turn 'ce tour-ci' is (no turn is being played)")
    if until == "afternoon" and game.phase in ("dusk", "night"):
        raise Unfollowed("which Afternoon 'cet Après-midi' is (this day's has ended)")


def _target(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
    """ "Ciblez un Personnage face à moi." / "Target a Character.": chosen before the effect
    (its Coriace paid then, R002-30: ``Engine.extra_cost``; an opponent: the one, of two
    players), for the ops after it to name as "it" (:mod:`.binding`). Whether one was. An
    Expedition ("Ciblez une Expédition"): :func:`.expedition_ops.target`."""
    if expeditions.names_expedition(op):
        return expedition_ops.target(game, i, op, ctx)
    return bool(naming.one(game, i, op.get("what"), ctx))


def _pass(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
    """ "Vous pouvez passer immédiatement" / "You may immediately pass": its reminder text,
    "You end your Afternoon and don't take any more turns this Day" (R002-23): the player
    passes as a turn's pass does (``turn.pass``, "first" if nobody has yet: "Lorsque vous
    passez en premier"), here as an internal action, with no check point (R002-02). One who
    has passed: nothing to do. Outside the Afternoon, which Afternoon it ends is not told."""
    if game.phase != "afternoon":
        raise Unfollowed("passing outside the Afternoon (which Afternoon it ends)")
    return game.pass_now(ctx.player, ctx.frame)


def _after_you(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
    game.after_you = True  # R002-29: the turn ends once the Limbo is empty; not a pass
    return True


OPS: dict[str, Callable[[Engine, int, dict[str, Any], Ctx], bool]] = {
    "draw": _draw,
    "resupply": _resupply(exhausted=False),
    "exhausted_resupply": _resupply(exhausted=True),
    "die.roll": dice.roll,
    "result.change": dice.change,
    "counter.gain": card_ops.counter(1),
    "counter.lose": card_ops.counter(-1),
    "counter.spend": card_ops.spend,
    "counter.double": card_ops.double,
    "sacrifice": card_ops.sacrifice,
    "exhaust": card_ops.on_cards("exhaust"),
    "discard": card_ops.discard,
    "sabotage": card_ops.sabotage,
    "move": card_ops.move,
    "ready": card_ops.ready,
    "after_you": _after_you,
    "status.gain": card_ops.status(True),
    "status.lose": card_ops.status(False),
    "abilities.activate": card_ops.activate,
    "token.create": card_ops.create,
    "pay": _pay,
    "cost.reduce": _reduce,
    "ascend": expedition_ops.ascend,
    "expedition.switch": card_ops.switch,
    "choose": _choose,
    "repeat": _choose,  # its lines, that many times (lists.py)
    "target": _target,
    "pass": _pass,
    "augment": card_ops.augment,
    "expedition.move": expedition_ops.move,
    "cannot": expedition_ops.hold,
    "rush": playing.rush,
    "play": playing.play,
    "reveal": reveals.reveal,
    "first_player": succession.become,
    "swap": exchanges.swap,
    "subtypes.gain": subtypes.gain,
}

# Why an option of a list ("• ...") is not carried out on its own: one after a lead is part
# of it (``options_ir``: the player picks), as a die's result lines are of the roll
# (``dice_ir``); one left on its own follows a lead this world does not follow ("Choose one
# or both:"), or none.
OPTION = "an option of a list ('•') on its own: which option is chosen is not simulated"


def effect(game: Engine, ability: dict[str, Any], ctx: Ctx) -> None:
    """Carry out the effect of a Spell's line (kind ``effect``); an option of a list is
    not simulated (``OPTION``), never done with the others."""
    if ability.get("option"):
        game.trace.note(
            "op", ctx.frame.depth, op="effect", status="not simulated", why=OPTION,
            text=ability.get("text"),
        )  # fmt: skip
        return
    run(game, tuple((ability.get("effect") or {}).get("ops") or ()), ctx)


def not_simulated(game: Engine, name: str, op: dict[str, Any], ctx: Ctx) -> str | None:
    """Why ``op`` is not carried out now, or None: no handler, done later, a key or an
    object this world does not follow (:mod:`.unfollowed`), a condition it cannot tell."""
    if name not in OPS:
        return NO_HANDLER.get(name, f"the op {name!r}") + " is not simulated"
    later = next((key for key in ("when", "at") if key in op), None)
    if later is not None:  # done later (a reaction it sets up, a phase): not now
        return f"done later ({later}: {shown(op[later])}) is not simulated"
    why = amounts.unfollowed(op, ctx.rolled is not None) or why_not(game, amounts.stripped(op))
    if why is not None:
        return f"{why} is not simulated"
    test = op.get("if") or {}
    if conditions.untold(op, ctx.rolled is not None):
        unknown = " (no die rolled before it, or its result not known)"
        return f"its condition ({test.get('test')}) is not simulated" + (
            unknown if test.get("test") == "result" else ""
        )
    if test.get("test") == "done" and ctx.done is None:
        return "whether the step before was done is not simulated"
    if test.get("test") == "otherwise" and ctx.prior is None:
        return "whether the condition before it held is not simulated"
    return None


def _done(op: dict[str, Any], ctx: Ctx) -> str:
    """How a carried-out op is traced: done or nothing to do, and on which result."""
    status = "done" if ctx.done else "nothing to do"
    if "after" in op:
        status = f"set up: done {delayed.AFTER[op['after']]}"
    if next_played.names(op.get("who")):
        status = "set up: done to the next card of its kind played"
    test = op.get("if") or {}
    if test.get("test") == "result":
        status += f" (the die rolled {ctx.rolled}: {test['result']})"
    return status


def _unsimulated(game: Engine, op: dict[str, Any], why: str, ctx: Ctx) -> None:
    """Trace ``op`` as not simulated, with why; whether it was done cannot be told."""
    game.trace.note(
        "op", ctx.frame.depth, op=str(op.get("op")), status="not simulated", why=why,
        text=op.get("text"),
    )  # fmt: skip
    ctx.done = None
    if op.get("op") in ROLLING:  # what the die shows is not known now
        ctx.rolled = None


# The ops that roll a die or change what it shows ("relancez le dé", "augmentez le résultat"):
# not simulated, what it shows is not known after them (:mod:`.dice`).
ROLLING = dice.ROLLING


def it_unbound(ops: tuple[dict[str, Any], ...], i: int, ctx: Ctx) -> str | None:
    """Why the "it" of ``ops[i]`` cannot be found (:mod:`.binding`), or None."""
    why = binding.unbound(ops, i, ctx.reaction) if binding.uses_it(ops[i]) else None
    return None if why is None else f"{why} is not simulated"


def _choose_gain(game: Engine, ops: tuple[dict[str, Any], ...], i: int, ctx: Ctx) -> None:
    """At the first op of a group of ``one_of`` ops (:mod:`.gains`): the player chooses
    which is done (``ctx.gain``); when one of them is not simulated, none is."""
    span = gains.group(ops, i)
    if i != span.start:
        return
    whys = [not_simulated(game, str(ops[k].get("op")), ops[k], ctx) or it_unbound(ops, k, ctx)
            for k in span]  # fmt: skip
    why = next((w for w in whys if w is not None), None)
    if why is not None:
        ctx.gain = (-1, f"the choice of one of its gains, one of which: {why}")
        return
    labels = [gains.label(ops[k]) for k in span]
    picked = game.choose(ctx.player, "option", labels)
    ctx.gain = (span.start + labels.index(picked), None)


def _carry_out(game: Engine, ops: tuple[dict[str, Any], ...], i: int, ctx: Ctx) -> bool:
    """Do ``ops[i]``; what it names is kept for a later "it" (``ctx.named``). Whether it
    was done (raises :class:`Unfollowed`)."""
    op = ops[i]
    ctx.last, ctx.step = None, str(op["op"])
    if "after" in op:  # "[Sabotez] après le Repos": done then (delayed.py)
        delayed.set_up(game, ctx.card, op)
        return True
    if next_played.names(op.get("who")):  # "Le prochain Personnage que vous jouez ..."
        lasting(game, op["who"]["until"])
        if next_played.terrains(op["who"]) is not None and not game.game.regions:
            raise Unfollowed(next_played.NO_REGIONS)
        game.next_played.append(next_played.wait(ctx.player.name, op))
        return True
    counts = "x" in op or "per" in op or amounts.same(op)
    amounted = amounts.resolved(game, op, ctx, ctx.named.get(i - 1)) if counts else op
    counted = expeditions.placed(game, amounted, ctx)  # "dans une Expédition ciblée"
    if not isinstance(counted, str):  # "contrôlé par le joueur ciblé"
        counted = player_targets.controlled(game, counted, ctx)
    if isinstance(counted, str):
        raise Unfollowed(counted)
    handler = OPS[str(op["op"])]
    if doers.names(op):  # "chaque joueur peut ...", "un adversaire ciblé ...": each in turn
        named = list(naming.players(game, i, {**op, "optional": False}, ctx))
        done = doers.each(
            game,
            counted,
            ctx,
            named,
            lambda mine, theirs: handler(game, i, mine, theirs),
            naming.MAY,
        )
    else:
        done = handler(game, i, counted, ctx)
    if binding.names(op) and ctx.last is not None:
        _name(ops, i, ctx, ctx.last)
    return done


def _name(
    ops: tuple[dict[str, Any], ...], i: int, ctx: Ctx, named: list[tuple[Thing, int]]
) -> None:
    """What ``ops[i]`` named, for a later "it"; of a group of ``one_of`` ops, what the one
    chosen named is what the group named ("... gagne [[Fugace]] ou [[Ancré]]. Il gagne 1
    boost.": the target, whichever change was chosen)."""
    for k in gains.group(ops, i) if ops[i].get("one_of") else (i,):
        ctx.named[k] = named


def _read(game: Engine, ops: tuple[dict[str, Any], ...], i: int, ctx: Ctx) -> str | None:
    """What the "it" of ``ops[i]`` names (``ctx.it``), and why it is not done
    (:func:`.conditions.skipped`), or None. A condition that reads no object ("Sinon", "si
    vous le faites", a die's result) is read first: an op it leaves out names nothing (a
    card drawn before "Sinon, défaussez-la" is not asked which object it became); a test of
    the game reads "it"."""
    op = ops[i]
    ctx.it = []
    of_game = (op.get("if") or {}).get("test") in conditions.TESTS
    skipped = None if of_game else conditions.skipped(game, op, ctx)
    if skipped is None and binding.uses_it(op):
        ctx.it = binding.bound(game, ops, i, ctx)
    return conditions.skipped(game, op, ctx) if of_game else skipped


def run(game: Engine, ops: tuple[dict[str, Any], ...], ctx: Ctx) -> None:
    """Carry out ``ops`` in order; one this world does not follow is recorded as not
    simulated, with why (among them a condition :func:`.conditions.skipped` cannot tell).
    One not done names nothing for a later "it". "Its" of an Expedition targeted before is
    said as that Expedition's (:func:`.binding.its_expedition`)."""
    ops = binding.its_expedition(ops)
    for i, op in enumerate(ops):
        name = str(op.get("op"))
        depth = ctx.frame.depth
        ctx.prior, ctx.held = ctx.held, None
        ctx.did, ctx.done_by = ctx.done_by, None
        why = not_simulated(game, name, op, ctx) or it_unbound(ops, i, ctx)
        if op.get("one_of"):  # one of several changes: the player's choice (gains.py)
            _choose_gain(game, ops, i, ctx)
            why = ctx.gain[1] or why
            if why is None and ctx.gain[0] != i:
                game.trace.note("op", depth, op=name, status="not done: another was chosen")
                continue
        try:  # what its "it" names, and its condition, read first
            skipped = _read(game, ops, i, ctx) if why is None else None
        except Unfollowed as unfollowed:
            why = f"{unfollowed} is not simulated"
        if why is not None:
            ctx.off_result = False
            _unsimulated(game, op, why, ctx)
            continue
        on_result = (op.get("if") or {}).get("test") == "result"
        ctx.off_result = skipped is not None and (on_result or ctx.off_result)
        if skipped is not None:
            ctx.done = False
            _name(ops, i, ctx, [])
            game.trace.note("op", depth, op=name, status=skipped)
            continue
        chooses = op.get("optional") and not naming.each_chooses(op)
        if chooses and not game.choose(ctx.player, "may", [True, False], naming.MAY):
            ctx.done = False
            _name(ops, i, ctx, [])
            if name in ROLLING - dice.CHANGING:  # no die shows a result now: not the one before
                ctx.rolled = None
            game.trace.note("op", depth, op=name, status="not done: the player chose not to")
            continue
        try:
            ctx.done = _carry_out(game, ops, i, ctx)
        except Unfollowed as unfollowed:  # found only once carried out; nothing was done
            _unsimulated(game, op, f"{unfollowed} is not simulated", ctx)
            continue
        game.trace.note("op", depth, op=name, status=_done(op, ctx))
