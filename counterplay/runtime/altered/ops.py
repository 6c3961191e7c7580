"""Effects carried out: the ops of a reaction, a quick action or a Spell, one by one.

Each op of an effect is an internal action (R002-02): the events it causes are dispatched at
once, and the reactions they trigger wait in the Limbo until the effect has ended and the
next check point comes. An op this world does not model is traced as such, never guessed.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from counterplay.runtime.altered import (
    amounts,
    binding,
    conditions,
    decks,
    delayed,
    dice,
    discounts,
    doers,
    exchanges,
    expedition_ops,
    expeditions,
    gains,
    hands,
    lists,
    mana,
    next_played,
    picks,
    places,
    player_targets,
    playing,
    reveals,
    subtypes,
    succession,
    tokens,
)
from counterplay.runtime.altered.cards import Card, Player, Thing
from counterplay.runtime.altered.expeditions import Expedition
from counterplay.runtime.altered.unfollowed import (
    DOERS,
    NO_HANDLER,
    Unfollowed,
    own_what,
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


def selector_of(op: dict[str, Any]) -> dict[str, Any] | None:
    """The selector of ``op`` that targets ("ciblé", or a ``target`` op's), if any (not an
    Expedition, which its op's own module finds: ``unfollowed.own_what``)."""
    if own_what(op) is not None or "after" in op:  # set up: chosen when it is done
        return None
    for sel in (op.get("what"), op.get("who")):
        if not isinstance(sel, dict) or sel.get("role") != "object":
            continue
        if sel.get("targeted") or op.get("op") == "target":
            return sel
    return None


def targeted(ops: tuple[dict[str, Any], ...]) -> list[tuple[int, dict[str, Any]]]:
    """The ops whose object selector targets ("ciblé", or a ``target`` op's: "Ciblez un
    Personnage"), by index, with that selector (``selector_of``)."""
    found = [(i, selector_of(op)) for i, op in enumerate(ops)]
    return [(i, sel) for i, sel in found if sel is not None]


def objects(game: Engine, selector: dict[str, Any], ctx: Ctx) -> list[Card]:
    """The cards a selector can name, seen from the effect's card: in play, or in the
    place it names (:mod:`.places`: "une carte ciblée en Réserve"). One whose fit cannot be
    told (a resupplied card's type) is never guessed: the op is not simulated."""
    return conditions.found(
        game, selector, ctx, None, lambda: f"is what it names (what: {shown(selector)})"
    )


def _one(
    game: Engine, index: int, selector: dict[str, Any] | None, ctx: Ctx, own: bool = False
) -> list[Thing]:
    """Who or what an op's selector names: the card itself, its controller, the chosen
    targets, "it" (:mod:`.binding`), or the objects it describes (each, or one chosen;
    ``own``: of those the effect's controller controls). What it names besides "me" and
    "you" is kept as the last named (``ctx.last``), for a later "it"."""
    found = _named(game, index, selector, ctx, own)
    if (selector or {}).get("role") in binding.NAMING:
        ctx.last = [(thing, getattr(thing, "moves", 0)) for thing in found]
    return found


def _named(
    game: Engine, index: int, selector: dict[str, Any] | None, ctx: Ctx, own: bool
) -> list[Thing]:
    if not selector:
        return []
    role = selector.get("role")
    if role == "it":
        return list(ctx.it)
    if role == "self":
        return [ctx.card]
    if role == "controller":
        return [ctx.player]
    if role == "opponent":
        return [p for p in game.players if p.name != ctx.player.name]
    if role == "player":  # "chaque joueur" / "each player"; "un joueur ciblé": one chosen
        return [player_targets.choose(game, ctx)] if selector.get("targeted") else [*game.players]
    if role != "object":
        return []
    if index in ctx.chosen:  # a target that changed zones since is a new object (2.1.c)
        return [card for card, moves in ctx.chosen[index] if card.moves == moves]
    found = [c for c in objects(game, selector, ctx) if not own or c.side == ctx.player.name]
    if selector.get("count") == "each":
        return list(found)
    if selector.get("count") == picks.ANY:
        return list(picks.any_number(game, ctx.player, found))
    pick = game.choose(ctx.player, "target", found)
    return [pick] if pick is not None else []


def _players(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> Iterator[Player]:
    """The players an op has do it: its ``who`` (the controller when it names none); with
    "chaque joueur peut ..." / "each player may ...", those who choose to, each their own
    choice; under "si vous le faites" after an op several players did, those who did it."""
    did = ctx.did if (op.get("if") or {}).get("test") == "done" else None
    for who in _one(game, i, op["who"], ctx) if op.get("who") else [ctx.player]:
        if not isinstance(who, Player) or (did is not None and who.name not in did):
            continue
        if _each_chooses(op) and not game.choose(who, "may", [True, False], MAY):
            continue  # "Chaque joueur peut piocher": this player chose not to
        yield who


def _draw(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
    """ "Piochez une carte" / "Draw a card"; "piochez-la" / "draw it" (``what``): the card
    named, from the player's deck (revealed there: :mod:`.reveals`)."""
    amount = op.get("amount", 1)  # (a whole number: unfollowed.why_not)
    named = _one(game, i, op["what"], ctx) if "what" in op else None
    these = None if named is None else [c for c in named if isinstance(c, Card)]
    drew = False
    for who in _players(game, i, op, ctx):
        drew = game.draw(who, amount, ctx.frame, these) > 0 or drew
    return drew


def _resupply(exhausted: bool) -> Callable[[Engine, int, dict[str, Any], Ctx], bool]:
    """ "[Ravitaillez]" / "[Resupply]": the top card of the player's deck goes to their
    Reserve ("chaque joueur peut ..." / "each player may ...": each one's own choice).
    "[Ravitaillez Épuisé]" / "[Exhausted Resupply]": then it is exhausted ("puis
    épuisez-la" / "then exhaust it": an ``exhaust`` of that card)."""

    def resupply(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
        put: list[tuple[Thing, int]] = []
        for who in _players(game, i, op, ctx):
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


def _capped(amount: int, now: int, cap: Any) -> int:
    """A gain "jusqu'à un max de N" / "up to a max of N": never above N."""
    return amount if cap is None else max(0, min(amount, int(cap) - now))


def _counter(sign: int) -> Callable[[Engine, int, dict[str, Any], Ctx], bool]:
    def change(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
        amount = op.get("amount", 1)
        name = str(op.get("counter", "boost"))
        done = False
        for who in _one(game, i, op.get("who") or op.get("what"), ctx):
            if isinstance(who, Card) and isinstance(amount, int):
                now = who.counters.get(name, 0)  # a loss is of what it has
                delta = _capped(amount, now, op.get("cap")) if sign > 0 else -min(amount, now)
                if delta:
                    game.counters(who, name, delta, ctx.frame)
                    done = True
        return done

    return change


def _double(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
    """ "Doublez le nombre de boosts de ..." / "Double the number of boosts on ...": each
    card gains as many as it has (a gain: what reacts to a card gaining counters sees it),
    none for one that has none."""
    name = str(op.get("counter", "boost"))
    done = False
    for who in _one(game, i, op.get("who"), ctx):
        now = who.counters.get(name, 0) if isinstance(who, Card) else 0
        delta = _capped(now, now, op.get("cap")) if now else 0
        if isinstance(who, Card) and delta:
            game.counters(who, name, delta, ctx.frame)
            done = True
    return done


def _spend(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
    """ "Dépensez 1 de mes boosts" / "Spend 1 of my boosts": all of the amount or none (a
    card with fewer has nothing to spend; then "si vous le faites" is not done)."""
    amount, name = op.get("amount", 1), str(op["counter"])
    done = False
    for card in _one(game, i, op.get("from"), ctx):
        if not isinstance(card, Card) or not isinstance(amount, int) or amount <= 0:
            continue
        if card.counters.get(name, 0) >= amount:
            game.counters(card, name, -amount, ctx.frame)
            done = True
    return done


# The actions a player does only to objects they control: "Chaque joueur sacrifie un
# Personnage" is each one's own (rules 1.4.5's example).
OWN_ONLY = frozenset({"sacrifice"})


def _on_cards(action: str) -> Callable[[Engine, int, dict[str, Any], Ctx], bool]:
    def act(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
        done = False
        own = action in OWN_ONLY
        for card in _one(game, i, op.get("what") or op.get("who"), ctx, own):
            if isinstance(card, Card):
                done = game.card_action(action, card, ctx.player, ctx.frame) or done
        return done

    return act


def _ready(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
    """ "Redressez un Personnage ciblé" / "Ready target Character": the cards named;
    "Redressez deux Orbes de Mana" / "Ready two Mana Orbs": the controller's (:mod:`.mana`)."""
    if mana.orbs(op.get("what")) is not None:
        return mana.ready(game, op, ctx)
    return _on_cards("ready")(game, i, op, ctx)


def _sacrifice(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
    """ "Sacrifiez un Personnage" / "Sacrifice a Character": the effect's controller
    sacrifices one they control. "Chaque joueur sacrifie un Personnage" / "Each player
    sacrifices a Character" (rules 1.4.5.a's example), "un adversaire sacrifie ...": each
    player named chooses one they control, the player with initiative first, and all are
    sacrificed at once (each one's events see the others where they were: R002-13)."""
    who = op.get("who")
    if who is None or who in DOERS:
        return _on_cards("sacrifice")(game, i, op, ctx)
    named = _one(game, i, who, ctx)  # "chaque joueur", "un adversaire"
    chosen: list[tuple[Player, Card]] = []
    for player in (p for p in doers.initiative(game) if p in named):
        own = [c for c in objects(game, op["what"], ctx) if c.side == player.name]
        picks = own if op["what"].get("count") == "each" else [game.choose(player, "target", own)]
        chosen.extend((player, card) for card in picks if card is not None)
    before = {c.name: c.zone for c in game.cards}
    ctx.last = [(card, card.moves) for _, card in chosen]  # "it": what was sacrificed
    done = False
    for player, card in chosen:
        done = game.card_action("sacrifice", card, player, ctx.frame, before) or done
    return done


def _status(gain: bool) -> Callable[[Engine, int, dict[str, Any], Ctx], bool]:
    """ "Je gagne [[Ancré]]" / "Target Character loses Fleeting": a card gains or loses
    one of the statuses the world gives (Fleeting, Anchored, Asleep; ``STATUSES``); one it
    already has (or has not, to lose) is nothing to do."""

    def change(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
        name = str(op["status"])
        done = False
        for card in _one(game, i, op.get("who"), ctx):
            if isinstance(card, Card) and (name in card.statuses) != gain:
                game.status(card, name, gain, ctx.frame)
                done = True
        return done

    return change


def _discard(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
    """ "Défaussez un Personnage ciblé" / "Discard target Character": a card in play, or in
    the place it names ("une carte de votre Réserve": :mod:`.places`), goes to its owner's
    discard pile (a hand's cards are unnamed: not simulated); "défaussez-la" / "discard it",
    the card named, from where it is (a card revealed in a deck: :mod:`.reveals`);
    "défaussez votre main" / "discard your hand", every card of it (:func:`.hands.emptied`;
    "chaque joueur défausse sa main": each their own, :mod:`.doers`)."""
    done = False
    what = op.get("what") or {}
    zones = places.HELD if what.get("role") == "it" else places.zones(what)
    if decks.whole_hand(what):
        cards: list[Thing] = list(hands.emptied(game, ctx.player, ctx))
        zones = frozenset({"hand"})
    else:
        cards = _one(game, i, op.get("what"), ctx)
    for card in cards:
        if isinstance(card, Card):
            done = game.discard(card, ctx.player, ctx.frame, *zones) or done
    return done


def _sabotage(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
    """ "[Sabotez]" / "[Sabotage]": discard up to one target card from a Reserve (any
    player's; the player may choose none: ``may``, unscripted one is chosen). A card in a
    Reserve has no Coriace (a passive works in play, R002-18): it costs nothing more."""
    found = [c for c in game.cards if c.zone == "reserve"]
    if not found or not game.choose(ctx.player, "may", [True, False], UP_TO):
        return False
    pick = game.choose(ctx.player, "target", found)
    ctx.last = [(pick, pick.moves)]  # "si vous avez défaussé une carte de cette façon"
    return game.discard(pick, ctx.player, ctx.frame, "reserve")


# Why an "up to one" no answer is scripted for is one.
UP_TO = "unscripted: 'jusqu'à une' / 'up to one' is one"


def _move(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
    """ "Mettez un Personnage ciblé en Réserve" / "Put me in Reserve", "Renvoyez un Personnage
    ciblé dans la main de son propriétaire" / "Return a Spell from your Reserve to your
    hand": the card named leaves its zone for its owner's Reserve, hand or the top of their
    deck ("Renvoyez ... au-dessus du deck de son propriétaire": :mod:`.decks`; the destinations
    ``unfollowed.VALUES`` follows; a card here is owned by its controller, no effect of this
    world changing who controls it); one already there is nothing to do. "Dans votre main"
    of a card another player owns: whose hand is not told (not simulated). "Mettez une carte
    de votre main en Réserve": the card of the hand the player chooses (:mod:`.hands`)."""
    zone = str(op["to"]["zone"])
    cards = mana.cards(game, op, ctx) if zone == "mana" else None
    if cards is None and decks.hand_card(op.get("what")):  # the player's choice: hands.py
        card = hands.chosen(game, op["what"], ctx, f"put in the {zone}")
        cards = [card] if card is not None else []
        ctx.last = [(c, c.moves) for c in cards]
    if cards is None:
        cards = [c for c in _one(game, i, op.get("what"), ctx) if isinstance(c, Card)]
    if op["to"].get("of") == "controller" and any(c.side != ctx.player.name for c in cards):
        raise Unfollowed(f"a card put in the {zone} of a player who does not own it")
    if zone == "mana":  # mana.py: each an orb, exhausted unless said ready
        why = mana.refused(cards, ctx)
        if why is not None:
            raise Unfollowed(why)
        return mana.put(game, op, ctx, cards)
    done = False
    for card in cards:
        if card.zone != zone:
            game.move(card, zone, ctx.frame)
            done = True
            if zone == "deck":  # "au-dessus du deck de son propriétaire": on top
                decks.put_on_top(game, card)
    return done


# The ability symbols an "activate" step names ({j}, {h}, {r}) -> the printed trigger symbol.
_SYMBOLS = {"join": "J", "hand": "H", "reserve": "R"}


def _activate(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
    """R002-26: "Activate the {j} abilities of X" is modified by those reactions of X: each
    is activated by this step (checked as any activation: "cannot activate", 100 a day) and
    created by X, not by the card whose effect this is (R002-27)."""
    symbols = op.get("symbol")  # several ("its {j} and {h} abilities"): each of them
    marks = [
        _SYMBOLS.get(str(s), str(s)) for s in (symbols if isinstance(symbols, list) else [symbols])
    ]
    done = False
    for card in _one(game, i, op.get("of"), ctx):
        if isinstance(card, Card):
            for mark in marks:
                done = game.activate(card, mark, ctx.card, ctx.frame) or done
    return done


def _create(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
    """ "Créez un jeton Robot [2/2/2 Scarabot] dans mon Expédition" / "Create a [Brassbug
    2/2/2] Robot token in my Expedition": ``count`` Character tokens of the statistics the
    text gives (:mod:`.tokens`), in each Expedition the place names (:mod:`.expeditions`),
    each controlled by that Expedition's player; a Landmark Permanent token a game's
    ``tokens:`` gives ("un jeton Aérolithe dans votre zone de Repères") in the Landmarks
    the place names (:data:`.tokens.LANDMARKS`), controlled by their player."""
    count = op.get("count", 1)
    found: expeditions.Found
    places: list[tuple[Player, str | None]]
    if op["token"].get("type") == tokens.LANDMARK:  # (tokens.place_unfollowed: Landmarks)
        players = tokens.landmarks(game, op["place"], ctx)
        if isinstance(players, str):
            raise Unfollowed(players)
        places = [(player, None) for player in players]
    else:
        if "among" in op:  # "distribués comme vous le souhaitez dans ...": one place each
            found = expeditions.shared(game, ctx, count)
            count = 1
        else:
            found = expeditions.expeditions(game, op["place"], ctx)
        if isinstance(found, str):
            raise Unfollowed(found)
        places = list(found)
    name = tokens.shown_name(str(op["token"]["name"]))
    ctx.last = []  # "then it gains [[Anchored]]": the tokens created (binding.py)
    for player, which in places:
        for _ in range(count):
            token = tokens.make(op["token"], player, game.token_name(name), which)
            game.create(token, ctx.player, ctx.frame)
            ctx.last.append((token, token.moves))
    return bool(places)


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


def _switch(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
    """ "Je change d'Expédition" / "Target Character switches Expeditions": the card goes to
    its controller's other Expedition (rules 7.3.22.a); it neither leaves nor joins the
    Expedition zone (7.3.22.b), so ``expedition.switch`` is dispatched ("Lorsque je change
    d'Expédition"), not ``zone.leave`` / ``zone.enter``. A card in no Expedition: nothing to
    do."""
    done = False
    for card in _one(game, i, op.get("what"), ctx):
        if isinstance(card, Card) and card.zone == "expedition":
            game.switch(card, ctx.frame)
            done = True
    return done


def _target(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
    """ "Ciblez un Personnage face à moi." / "Target a Character.": chosen before the effect
    (its Coriace paid then, R002-30: ``Engine.extra_cost``; an opponent: the one, of two
    players), for the ops after it to name as "it" (:mod:`.binding`). Whether one was. An
    Expedition ("Ciblez une Expédition"): :func:`.expedition_ops.target`."""
    if expeditions.names_expedition(op):
        return expedition_ops.target(game, i, op, ctx)
    return bool(_one(game, i, op.get("what"), ctx))


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


def _augment(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
    """ "[Amplifiez] une carte ciblée en jeu ou en Réserve" / "[Augment] target card in play
    or in Reserve", as its reminder text says: "If it has counters, it gains 1 more" (the
    rules excerpts do not define it): a card with one kind of counter gains one of it
    (``counter.gain``), one with none is nothing to do. Not simulated: a card with several
    kinds (which gains is not told), a Hero ("This can't target Hero cards")."""
    cards = [c for c in _one(game, i, op.get("what"), ctx) if isinstance(c, Card)]
    kinds = [sorted(n for n, k in c.counters.items() if k > 0) for c in cards]
    if any(c.type == "hero" for c in cards) or any(len(k) > 1 for k in kinds):
        raise Unfollowed("a Hero, or a card with several kinds of counter, augmented")
    for card, names in zip(cards, kinds, strict=True):
        for name in names:
            game.counters(card, name, 1, ctx.frame)
    return any(kinds)


OPS: dict[str, Callable[[Engine, int, dict[str, Any], Ctx], bool]] = {
    "draw": _draw,
    "resupply": _resupply(exhausted=False),
    "exhausted_resupply": _resupply(exhausted=True),
    "die.roll": dice.roll,
    "result.change": dice.change,
    "counter.gain": _counter(1),
    "counter.lose": _counter(-1),
    "counter.spend": _spend,
    "counter.double": _double,
    "sacrifice": _sacrifice,
    "exhaust": _on_cards("exhaust"),
    "discard": _discard,
    "sabotage": _sabotage,
    "move": _move,
    "ready": _ready,
    "after_you": _after_you,
    "status.gain": _status(True),
    "status.lose": _status(False),
    "abilities.activate": _activate,
    "token.create": _create,
    "pay": _pay,
    "cost.reduce": _reduce,
    "ascend": expedition_ops.ascend,
    "expedition.switch": _switch,
    "choose": _choose,
    "target": _target,
    "pass": _pass,
    "augment": _augment,
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


# Why a "vous pouvez" / "you may" op no answer is scripted for is done.
MAY = "unscripted: 'vous pouvez' / 'you may' is taken"


def _each_chooses(op: dict[str, Any]) -> bool:
    """ "Chaque joueur peut ..." / "Each player may ...", "Un adversaire ciblé peut jouer ..."
    (:mod:`.doers`): each player's own choice (asked
    by the handler, player by player), not the effect's controller's."""
    who = op.get("who")
    doers_ = isinstance(who, dict) and (who.get("role") == "player" or doers.names(op))
    return bool(op.get("optional")) and doers_


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
        named = list(_players(game, i, {**op, "optional": False}, ctx))
        done = doers.each(
            game, counted, ctx, named, lambda mine, theirs: handler(game, i, mine, theirs), MAY
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
        chooses = op.get("optional") and not _each_chooses(op)
        if chooses and not game.choose(ctx.player, "may", [True, False], MAY):
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
