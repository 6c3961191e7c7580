"""What an effect's ops do to cards: counters gained, lost, spent, doubled or augmented;
statuses gained or lost; cards exhausted, readied, sacrificed, discarded, sabotaged, moved
to another zone or switched to the other Expedition; their abilities activated; tokens
created. Each handler is one op of :data:`.ops.OPS` (an internal action, R002-02), done to
what :mod:`.naming` names, and says whether it did anything.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from counterplay.runtime.altered import (
    decks,
    doers,
    expeditions,
    hands,
    mana,
    naming,
    places,
    tokens,
)
from counterplay.runtime.altered.cards import Card, Player, Thing
from counterplay.runtime.altered.unfollowed import DOERS, Unfollowed

if TYPE_CHECKING:
    from counterplay.runtime.altered.engine import Engine
    from counterplay.runtime.altered.ops import Ctx


def _capped(amount: int, now: int, cap: Any) -> int:
    """A gain "jusqu'à un max de N" / "up to a max of N": never above N."""
    return amount if cap is None else max(0, min(amount, int(cap) - now))


def counter(sign: int) -> Callable[[Engine, int, dict[str, Any], Ctx], bool]:
    def change(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
        amount = op.get("amount", 1)
        name = str(op.get("counter", "boost"))
        done = False
        for who in naming.one(game, i, op.get("who") or op.get("what"), ctx):
            if isinstance(who, Card) and isinstance(amount, int):
                now = who.counters.get(name, 0)  # a loss is of what it has
                delta = _capped(amount, now, op.get("cap")) if sign > 0 else -min(amount, now)
                if delta:
                    game.counters(who, name, delta, ctx.frame)
                    done = True
        return done

    return change


def double(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
    """ "Doublez le nombre de boosts de ..." / "Double the number of boosts on ...": each
    card gains as many as it has (a gain: what reacts to a card gaining counters sees it),
    none for one that has none."""
    name = str(op.get("counter", "boost"))
    done = False
    for who in naming.one(game, i, op.get("who"), ctx):
        now = who.counters.get(name, 0) if isinstance(who, Card) else 0
        delta = _capped(now, now, op.get("cap")) if now else 0
        if isinstance(who, Card) and delta:
            game.counters(who, name, delta, ctx.frame)
            done = True
    return done


def spend(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
    """ "Dépensez 1 de mes boosts" / "Spend 1 of my boosts": all of the amount or none (a
    card with fewer has nothing to spend; then "si vous le faites" is not done)."""
    amount, name = op.get("amount", 1), str(op["counter"])
    done = False
    for card in naming.one(game, i, op.get("from"), ctx):
        if not isinstance(card, Card) or not isinstance(amount, int) or amount <= 0:
            continue
        if card.counters.get(name, 0) >= amount:
            game.counters(card, name, -amount, ctx.frame)
            done = True
    return done


def augment(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
    """ "[Amplifiez] une carte ciblée en jeu ou en Réserve" / "[Augment] target card in play
    or in Reserve", as its reminder text says: "If it has counters, it gains 1 more" (the
    rules excerpts do not define it): a card with one kind of counter gains one of it
    (``counter.gain``), one with none is nothing to do. Not simulated: a card with several
    kinds (which gains is not told), a Hero ("This can't target Hero cards")."""
    cards = [c for c in naming.one(game, i, op.get("what"), ctx) if isinstance(c, Card)]
    kinds = [sorted(n for n, k in c.counters.items() if k > 0) for c in cards]
    if any(c.type == "hero" for c in cards) or any(len(k) > 1 for k in kinds):
        raise Unfollowed("a Hero, or a card with several kinds of counter, augmented")
    for card, names in zip(cards, kinds, strict=True):
        for name in names:
            game.counters(card, name, 1, ctx.frame)
    return any(kinds)


def status(gain: bool) -> Callable[[Engine, int, dict[str, Any], Ctx], bool]:
    """ "Je gagne [[Ancré]]" / "Target Character loses Fleeting": a card gains or loses
    one of the statuses the world gives (Fleeting, Anchored, Asleep; ``STATUSES``); one it
    already has (or has not, to lose) is nothing to do."""

    def change(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
        name = str(op["status"])
        done = False
        for card in naming.one(game, i, op.get("who"), ctx):
            if isinstance(card, Card) and (name in card.statuses) != gain:
                game.status(card, name, gain, ctx.frame)
                done = True
        return done

    return change


# The actions a player does only to objects they control: "Chaque joueur sacrifie un
# Personnage" is each one's own (rules 1.4.5's example).
OWN_ONLY = frozenset({"sacrifice"})


def on_cards(action: str) -> Callable[[Engine, int, dict[str, Any], Ctx], bool]:
    def act(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
        done = False
        own = action in OWN_ONLY
        for card in naming.one(game, i, op.get("what") or op.get("who"), ctx, own):
            if isinstance(card, Card):
                done = game.card_action(action, card, ctx.player, ctx.frame) or done
        return done

    return act


def ready(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
    """ "Redressez un Personnage ciblé" / "Ready target Character": the cards named;
    "Redressez deux Orbes de Mana" / "Ready two Mana Orbs": the controller's (:mod:`.mana`)."""
    if mana.orbs(op.get("what")) is not None:
        return mana.ready(game, op, ctx)
    return on_cards("ready")(game, i, op, ctx)


def sacrifice(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
    """ "Sacrifiez un Personnage" / "Sacrifice a Character": the effect's controller
    sacrifices one they control. "Chaque joueur sacrifie un Personnage" / "Each player
    sacrifices a Character" (rules 1.4.5.a's example), "un adversaire sacrifie ...": each
    player named chooses one they control, the player with initiative first, and all are
    sacrificed at once (each one's events see the others where they were: R002-13)."""
    who = op.get("who")
    if who is None or who in DOERS:
        return on_cards("sacrifice")(game, i, op, ctx)
    named = naming.one(game, i, who, ctx)  # "chaque joueur", "un adversaire"
    chosen: list[tuple[Player, Card]] = []
    for player in (p for p in doers.initiative(game) if p in named):
        own = [c for c in naming.objects(game, op["what"], ctx) if c.side == player.name]
        picks = own if op["what"].get("count") == "each" else [game.choose(player, "target", own)]
        chosen.extend((player, card) for card in picks if card is not None)
    before = {c.name: c.zone for c in game.cards}
    ctx.last = [(card, card.moves) for _, card in chosen]  # "it": what was sacrificed
    done = False
    for player, card in chosen:
        done = game.card_action("sacrifice", card, player, ctx.frame, before) or done
    return done


def discard(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
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
        cards = naming.one(game, i, op.get("what"), ctx)
    for card in cards:
        if isinstance(card, Card):
            done = game.discard(card, ctx.player, ctx.frame, *zones) or done
    return done


# Why an "up to one" no answer is scripted for is one.
UP_TO = "unscripted: 'jusqu'à une' / 'up to one' is one"


def sabotage(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
    """ "[Sabotez]" / "[Sabotage]": discard up to one target card from a Reserve (any
    player's; the player may choose none: ``may``, unscripted one is chosen). A card in a
    Reserve has no Coriace (a passive works in play, R002-18): it costs nothing more."""
    found = [c for c in game.cards if c.zone == "reserve"]
    if not found or not game.choose(ctx.player, "may", [True, False], UP_TO):
        return False
    pick = game.choose(ctx.player, "target", found)
    ctx.last = [(pick, pick.moves)]  # "si vous avez défaussé une carte de cette façon"
    return game.discard(pick, ctx.player, ctx.frame, "reserve")


def move(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
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
        cards = [c for c in naming.one(game, i, op.get("what"), ctx) if isinstance(c, Card)]
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


def switch(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
    """ "Je change d'Expédition" / "Target Character switches Expeditions": the card goes to
    its controller's other Expedition (rules 7.3.22.a); it neither leaves nor joins the
    Expedition zone (7.3.22.b), so ``expedition.switch`` is dispatched ("Lorsque je change
    d'Expédition"), not ``zone.leave`` / ``zone.enter``. A card in no Expedition: nothing to
    do."""
    done = False
    for card in naming.one(game, i, op.get("what"), ctx):
        if isinstance(card, Card) and card.zone == "expedition":
            game.switch(card, ctx.frame)
            done = True
    return done


# The ability symbols an "activate" step names ({j}, {h}, {r}) -> the printed trigger symbol.
_SYMBOLS = {"join": "J", "hand": "H", "reserve": "R"}


def activate(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
    """R002-26: "Activate the {j} abilities of X" is modified by those reactions of X: each
    is activated by this step (checked as any activation: "cannot activate", 100 a day) and
    created by X, not by the card whose effect this is (R002-27). "Active l'une de ses
    capacités {j}" / "activates one of its {j} abilities" (``count``): that many of them,
    the effect's controller's choice."""
    symbols = op.get("symbol")  # several ("its {j} and {h} abilities"): each of them
    marks = [
        _SYMBOLS.get(str(s), str(s)) for s in (symbols if isinstance(symbols, list) else [symbols])
    ]
    some = (ctx.player, int(op["count"])) if "count" in op else None  # "one of its {j} ..."
    done = False
    for card in naming.one(game, i, op.get("of"), ctx):
        if isinstance(card, Card):
            for mark in marks:
                done = game.activate(card, mark, ctx.card, ctx.frame, some) or done
    return done


def create(game: Engine, i: int, op: dict[str, Any], ctx: Ctx) -> bool:
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
    return bool(ctx.last)  # none: no place, or a count of 0 ("X", counted now)
