"""The Afternoon: players alternate turns from the first player until all have passed
(R002-23); in a turn, quick actions, then a card played from Hand or Reserve or a pass, the
reactions checked after each (R002-24). What lasts "ce tour-ci" / "cet Après-midi" ends
unused with it. Playing a card itself (its cost, its discounts, a Spell's lines) is the
world's (``Engine.play_card``), as an effect may play one too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from counterplay.diagnostics import Diagnostic, diagnostic
from counterplay.runtime.altered import costs, ops, tokens
from counterplay.runtime.altered.cards import Card, Player, Thing
from counterplay.runtime.events import Frame
from counterplay.runtime.reaction import Reaction
from counterplay.runtime.script import Action

if TYPE_CHECKING:
    from counterplay.runtime.altered.engine import Engine


def afternoon(game: Engine) -> None:
    """Players alternate turns from the first player until all have passed; one who
    passed takes no more turns that day (R002-23). They keep alternating in the order
    the Afternoon began with, though another player becomes the first player meanwhile
    (:mod:`.succession`)."""
    for player in game.players:
        player.passed = False
    order = list(game.players)
    while not all(p.passed for p in game.players):
        for player in order:
            if not player.passed:
                game.turn_of = player.name
                _turn(game, player)
                game.turn_of = ""
                _expire(game, "turn")
    _expire(game, "afternoon")


def _expire(game: Engine, until: str) -> None:
    """The discounts and the changes waiting for the next card played (:mod:`.next_played`)
    that last "ce tour-ci" / "cet Après-midi" end unused with it."""
    for discount in [d for d in game.discounts if d.until == until]:
        game.discounts.remove(discount)
        game.trace.note("note", text=f"unused, it ends: {discount.text!r}")
    for waiting in [w for w in game.next_played if w.until == until]:
        game.next_played.remove(waiting)
        game.trace.note("note", text=f"unused, it ends: {waiting.text!r}")


def _turn(game: Engine, me: Player) -> None:
    """Quick actions, then a card or a pass; reactions are checked after each (R002-24)."""
    game.trace.note("turn", player=me.name)
    queue = game.turns.get(me.name)
    actions = queue.popleft() if queue else [Action("pass")]
    for index, action in enumerate(actions):
        if action.kind == "use":
            game.after_you = False
            _quick(game, me, action)
            # R002-29: the turn ends, the player has not passed; R002-23: an effect had
            # them pass, their Afternoon ends
            ended = "after you" if game.after_you else "they passed" if me.passed else ""
            if ended:
                game.trace.note("note", text=f"{me.name}'s turn ends ({ended})")
                _not_taken(game, me, actions[index + 1 :], ENDED[ended])
                return
            continue
        if action.kind == "play" and _play(game, me, action):
            return
        if action.kind == "pass":
            break
    _pass(game, me)


# Why a turn ended before the actions scripted after the one that ended it.
ENDED = {
    "after you": "the turn ended with [Après toi] / [After You] (R002-29)",
    "they passed": "an effect had them pass: no more turns this day (R002-23)",
}


def _not_taken(game: Engine, me: Player, actions: list[Action], why: str) -> None:
    """The actions scripted after the one that ended ``me``'s turn are never taken: each
    is said (R019, at its line), never dropped silently."""
    for action in actions:
        what = action.kind + (f" {action.args['card']}" if "card" in action.args else "")
        message = f"the scripted action {what!r} of {me.name} never came up: {why}"
        game.reactor.diagnostics.append(diagnostic("R019", message, action.span))


def unplayed(game: Engine) -> list[Diagnostic]:
    """The scripted turns no Afternoon came to (a player who passed takes no more turns
    that day, R002-23; the turns go on day after day until the game's last): each is
    said (R019, at its first action's line)."""
    found = []
    for name, queue in game.turns.items():
        for turn in queue:
            span = turn[0].span if turn else None
            message = (
                f"a scripted turn of {name} never came up: the game ended (days:"
                f" {game.game.days}) before it; a player who passed takes no more turns"
                " that day (R002-23)"
            )
            found.append(diagnostic("R019", message, span))
    return found


def _quick(game: Engine, me: Player, action: Action) -> None:
    card = next((c for c in game.cards if c.name == action.args["card"]), None)
    which = action.args.get("ability", 0)
    why = tokens.unusable(card, me, which)
    if why is not None:  # a token's, told only now (compiler/altered/game.py)
        game.reactor.problem("R012", why, action.span)
        return
    assert card is not None
    quick: Reaction = card.quick_actions()[which]
    game.trace.note("action", actor=me.name, action="uses", what=quick.name)
    if quick.details.get("option"):  # "• {T} : ..." of a list: no quick action alone
        why = f"{ops.OPTION} (nor its cost paid)"
        game.trace.note("op", op="effect", status="not simulated", why=why, text=quick.name)
        return
    frame: Frame[Thing] = Frame(quick.name, me, 0)
    ctx = ops.Ctx(card, me, frame)
    cost = list(quick.details.get("cost") or ())
    paid = costs.payments(game, cost, card, me, frame)
    if isinstance(paid, tuple):
        why, followed = paid
        if followed:  # a cost the game tells unpaid: refused, as a play is
            game.reactor.problem("R012", why, action.span)
        else:
            game.trace.note("op", op="cost", status="not simulated", why=why)
        return
    effect = quick.part_ops("effect")
    # all or nothing: its own cost is paid only once a target's Coriace is (R002-30)
    if game.extra_cost(ctx, effect, optional=False, reserved=costs.mana(cost), at=action.span):
        for payment in paid:
            payment()
        ops.run(game, effect, ctx)
    game.reactor.finish(frame)
    game.reactor.check_point("quick_action")


def _play(game: Engine, me: Player, action: Action) -> bool:
    """Play a card from Hand or Reserve, paying its cost from ready mana."""
    card = _card(game, action.args["card"])
    origin = card.zone
    # a play the script asks for and the game refuses is R012 at its line, as a 4E
    # scenario's refused action: the turn goes on (the player passes), exit status 1
    if origin not in ("hand", "reserve"):
        why = f"{card.name} is in {origin}: it cannot be played"
        game.reactor.problem("R012", why, action.span)
        return False
    if card.exhausted:  # "Exhausted cards can't be played" (the cards' reminder text)
        game.reactor.problem("R012", f"{card.name} is exhausted: it cannot be played", action.span)
        return False
    if me.mana - me.mana_used < game.price(me, card)[0]:
        why = f"{me.name} cannot pay {game.price(me, card)[0]} for {card.name}"
        game.reactor.problem("R012", why, action.span)
        return False
    frame: Frame[Thing] = Frame(f"play {card.name}", me, 0)
    if not game.play_card(me, card, action.args.get("to", card.expedition), frame):
        why = f"{me.name} cannot pay for {card.name} with its targets' Coriace (R002-30)"
        game.reactor.problem("R012", why, action.span)
        return False
    game.reactor.finish(frame)
    game.reactor.check_point("card")
    return True


def _pass(game: Engine, me: Player) -> None:
    game.trace.note("action", actor=me.name, action="passes", what="")
    frame: Frame[Thing] = Frame("pass", me, 0)
    game.pass_now(me, frame)
    game.reactor.finish(frame)
    game.reactor.check_point("pass")


def _card(game: Engine, name: str) -> Card:
    return next(c for c in game.cards if c.name == name)
