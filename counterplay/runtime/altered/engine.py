"""The Altered world: a game's days, phases, turns and effects, its reactions run by the core.

A day has five phases (R002-19): Morning (the first player passes to the opponent, Prepare,
Draw two, Expand), Noon, Afternoon (players alternate turns until all have passed, R002-23),
Dusk (Progress: facing expeditions compare statistics and advance) and Night (Rest), R002-21
(``daily``; at Dusk only the terrains of an Expedition's Region count when the game gives
the Adventure's Regions, ``regions``).
Each phase starts with a ``phase.start`` event; each daily effect is one action.

Reactions are the core's: a triggered reaction is claimed on its event (R002-12; at most 100
activations a day, R002-15) and waits as an Emblem-Reaction in the ``limbo`` pending zone
until the world reaches a check point the ruleset lists (R002-01): the start of a phase,
after a daily effect, after a card, a quick action or a pass. There the first player in
initiative order who controls one plays one, and the Limbo is checked again (R002-04..06).
No op of an effect is a check point (R002-02). A reaction whose effect targets an opponent's
object with Coriace X costs X more (R002-30); its controller may play it unpaid, and then it
has no effect (R002-09).
"""

from __future__ import annotations

import copy
import random
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from counterplay.diagnostics import Diagnostic, Span, diagnostic
from counterplay.runtime.altered import (
    afternoon,
    daily,
    decks,
    delayed,
    discounts,
    next_played,
    ops,
    regions,
    spells,
    targets,
    tokens,
)
from counterplay.runtime.altered.cards import (
    NOWHERE,
    OTHER_EXPEDITION,
    STATS,
    Card,
    Player,
    Thing,
)
from counterplay.runtime.altered.facts import symbol
from counterplay.runtime.altered.match import JOINED, trigger_reason
from counterplay.runtime.altered.regions import Region
from counterplay.runtime.altered.trace import render_text
from counterplay.runtime.events import Bound, Claim, Event, Frame
from counterplay.runtime.policy import Choice, Policy
from counterplay.runtime.reactor import Reactor, Stop
from counterplay.runtime.ruleset import Ruleset
from counterplay.runtime.script import Action  # play a card, use, pass
from counterplay.runtime.trace import Trace
from counterplay.runtime.trace import shown as said

# Why a scripted choice of a kind may never come up, where it is not plain.
NEVER_ASKED: dict[str, str] = {
    "pending": " (a player who holds one reaction in the Limbo has no choice: it is played)",
}

__all__ = ["Action", "Engine", "Game", "Result", "render_text", "simulate"]

PHASES = ("morning", "noon", "afternoon", "dusk", "night")
# Where Morning's Prepare readies exhausted cards (R002-21): Mana Orbs are ``mana_used``.
PREPARED = frozenset({"expedition", "landmark", "reserve"})
# Each phase's daily effects, in order (R002-21); each is followed by a check (R002-22).
DAILY = {
    "morning": ("succession", "prepare", "draw", "expand"),
    "noon": (),
    "afternoon": (),
    "dusk": ("progress",),
    "night": ("rest",),
}


@dataclass
class Game:
    """Everything a simulation needs; ``players`` in initiative order on day 1."""

    ruleset: Ruleset
    players: list[Player]
    cards: list[Card]
    turns: dict[str, list[list[Action]]]
    days: int = 1
    name: str = ""
    choices: list[Choice] = field(default_factory=list)
    options: dict[str, bool] = field(default_factory=dict)
    # the Adventure, from the Hero Region to the Companion Region (none given: ``regions``)
    regions: tuple[Region, ...] = ()


@dataclass
class Result:
    """What a simulation returns: the trace, problems found, and the final state."""

    trace: list[dict[str, Any]]
    diagnostics: list[Diagnostic]
    players: list[dict[str, Any]]
    cards: list[dict[str, Any]]

    @property
    def combatants(self) -> list[dict[str, Any]]:
        """The final state of every player and card (``simulate --format json``)."""
        return [*self.players, *self.cards]


# What a card's statuses say of the item itself, not of the object it was: kept on a move
ITEM_STATUSES = frozenset({"token"})


class Engine:
    """Runs one game: the Altered world the core's reactor asks. Use :func:`simulate`."""

    def __init__(self, game: Game, seed: int) -> None:
        self.game = game
        self.rules = game.ruleset
        self.options = self.rules.options_chosen(game.options)
        self.rng = random.Random(seed)
        self.players = list(game.players)
        self.cards = game.cards
        self.day = 0
        self.phase = ""
        self.after_you = False
        self.unnamed = 0  # cards from the deck put in a zone, unnamed (decks.take)
        self.tokens = 0  # tokens created: each named with its number
        self.discounts: list[discounts.Discount] = []  # waiting for the next card played
        self.next_played: list[next_played.Waiting] = []  # "le prochain ... que vous jouez"
        self.set_up: list[delayed.SetUp] = []  # "[Sabotez] après le Repos": waiting for Rest
        self.emblems_set_up = 0
        self.turn_of = ""  # whose turn is being played ("": none)
        self.depth = 0  # the depth of the reaction being played: its players' choices are in it
        self.trace = Trace(self._header)
        self.policy = Policy(game.choices)
        self.turns = {name: deque(t) for name, t in game.turns.items()}
        self.reactor: Reactor[Thing] = Reactor(self.rules, self, self.rng, self.trace, self.policy)
        self.reactor.bind(self.initiative(), lambda t: t.abilities if isinstance(t, Card) else [])

    # -- the world as the core sees it -------------------------------------------------

    @property
    def active(self) -> Thing | None:
        """None: the Limbo is played in initiative order from the first player (R002-04),
        whoever's turn it is."""
        return None

    def initiative(self) -> Sequence[Thing]:
        """The first player and their cards, then the others (R002-04)."""
        out: list[Thing] = []
        for player in self.players:
            out.append(player)
            out.extend(c for c in self.cards if c.side == player.name)
        return out

    def place(self, event: Event[Thing]) -> Any:
        return None

    def near(self, event: Event[Thing], radius: int) -> list[str]:
        return []

    def judge(self, bound: Bound[Thing], event: Event[Thing]) -> str | None:
        return trigger_reason(bound, event)

    def resolve(
        self, claim: Claim[Thing], frame: Frame[Thing], trigger: Frame[Thing] | None
    ) -> None:
        """Play an Emblem-Reaction from the Limbo: pay what Coriace adds (or play it unpaid,
        with no effect: R002-09), then its effect; it then ceases to exist (R002-10)."""
        card = claim.bound.owner
        assert isinstance(card, Card)
        ctx = ops.Ctx(card, self.player(card.side), frame, claim.event)
        ctx.reaction = claim.bound.reaction  # what its trigger determined: "it" (6.3.i)
        condition = claim.bound.reaction.details.get("condition")
        if condition:  # activated by a step (R002-26), not through its trigger's check
            why = f"its condition {condition.get('text', '')!r} is not simulated"
            self.trace.note("op", frame.depth, op="effect", status="not simulated", why=why)
            return
        effect = claim.bound.reaction.part_ops("effect")
        outer, self.depth = self.depth, frame.depth
        try:
            if self.extra_cost(ctx, effect, optional=True):
                ops.run(self, effect, ctx)
        finally:
            self.depth = outer

    # -- helpers the ops use ---------------------------------------------------------

    def _header(self) -> dict[str, Any]:
        return {"day": self.day, "phase": self.phase}

    def player(self, name: str) -> Player:
        return next(p for p in self.players if p.name == name)

    def choose(self, who: Player, decide: str, options: Sequence[Any], default: str = "") -> Any:
        """A player's choice among ``options``: scripted (by name), else the first option
        when ``default`` says why, else seeded random."""
        if not options:
            return None
        names = [getattr(o, "name", o) for o in options]
        index, refused = self.policy.answer(decide, (who.name,), names)
        if refused is not None:
            self.reactor.diagnostics.append(refused)
        if index is not None:
            pick, why = options[index], "scripted choice"
        elif default:
            pick, why = options[0], default
        else:
            pick, why = self.rng.choice(list(options)), "at random (seeded)"
        shown = getattr(pick, "name", pick)
        what = f"{who.name} {decide}"
        self.trace.note("decision", self.depth, what=what, choice=said(shown), why=why)
        return pick

    def emit(
        self,
        name: str,
        frame: Frame[Thing],
        actor: Thing | None,
        target: Thing | None = None,
        before: dict[str, str] | None = None,
        moves: dict[str, int] | None = None,
        **qualifiers: Any,
    ) -> None:
        """Hand an event to the core, with every card's zone before it (R002-13) and which
        object each card is (its ``moves``, or as ``moves`` says: the object an event binds,
        rules 6.3.i and 6.3.k)."""
        event: Event[Thing] = Event(name, actor, target, qualifiers, depth=frame.depth)
        event.parties["before"] = {c.name: c.zone for c in self.cards} | (before or {})
        event.parties["exhausted"] = {c.name for c in self.cards if c.exhausted}
        event.parties["moves"] = {c.name: c.moves for c in self.cards} | (moves or {})
        self.reactor.dispatch(event, frame)

    def activate(
        self,
        card: Card,
        mark: str,
        by: Card,
        frame: Frame[Thing],
        some: tuple[Player, int] | None = None,
    ) -> bool:
        """``by``'s effect activates ``card``'s reactions whose trigger is ``mark`` (R002-26):
        the core checks and claims each as if triggered; whether there was any. ``some``:
        "l'une de ses capacités {j}" / "one of its {j} abilities", that many of them, which
        the player chooses (the decision ``option``, by the ability's name) when it has more."""
        bounds = [
            b for b in self.reactor.dispatcher.all if b.owner is card and symbol(b.reaction) == mark
        ]
        if some is not None:
            bounds = self._some(bounds, *some)
        if not bounds:
            return False
        event: Event[Thing] = Event(
            "abilities.activate", by, card, {"symbol": mark}, depth=frame.depth
        )
        event.parties["before"] = {c.name: c.zone for c in self.cards}
        event.parties["exhausted"] = {c.name for c in self.cards if c.exhausted}
        self.reactor.activate(bounds, event, frame)
        return True

    def _some(self, bounds: list[Bound[Thing]], player: Player, count: int) -> list[Bound[Thing]]:
        """``count`` of ``bounds``, different ones, ``player``'s choice each (all of them
        when it has no more)."""
        left, picked = list(bounds), list[Bound[Thing]]()
        while left and len(picked) < count:
            name = self.choose(player, "option", [b.reaction.name for b in left])
            picked.append(next(b for b in left if b.reaction.name == name))
            left.remove(picked[-1])
        return picked

    def draw(
        self, who: Player, amount: int, frame: Frame[Thing], these: list[Card] | None = None
    ) -> int:
        count = decks.draw(self, who, amount, frame.depth, these)
        left = decks.size(self, who)
        self.trace.note("draw", frame.depth, player=who.name, count=count, deck=left)
        if count:
            self.emit("card.draw", frame, who, None, count=count)
        return count

    def resupply(self, who: Player, frame: Frame[Thing]) -> Card | None:
        """The top card of ``who``'s deck (:func:`.decks.take`: the one the game names there,
        else an unnamed card) leaves the deck and enters their Reserve (``zone.leave``,
        ``zone.enter``): that card. An empty deck: nothing to do (None)."""
        for card in decks.take(self, who, 1):
            self.move(card, "reserve", frame)
            return card
        return None

    def create(self, token: Card, by: Player, frame: Frame[Thing]) -> None:
        """``by``'s effect creates ``token`` in its Expedition: ``token.create`` ("Lorsque
        vous créez un jeton"; the token was nowhere before it, so none of its own reactions
        is activated, R002-13, rules 6.3.f), then it joins that zone from nowhere (``zone.enter``:
        "When a Character joins your Expeditions" is activated for each token, rules
        6.3.i; its {J} abilities too, 7.1.1's remark)."""
        self.cards.append(token)
        self.reactor.bind([token], lambda t: t.abilities if isinstance(t, Card) else [])
        where = (
            f"{token.side}'s Landmarks"
            if token.zone == "landmark"
            else f"{token.side}'s {token.expedition} Expedition"
        )
        stats = "/".join(str(token.stats[s]) for s in STATS if s in token.stats)
        self.trace.note("create", frame.depth, player=by.name, card=token.name, stats=stats,
                        to=where)  # fmt: skip
        self.emit("token.create", frame, by, token, {token.name: NOWHERE})  # (R002-13)
        entered: dict[str, Any] = {"zone": token.zone, "of": token.side, **self._which(token)}
        self.emit("zone.enter", frame, token, None, {token.name: NOWHERE}, **entered)

    def switch(self, card: Card, frame: Frame[Thing]) -> None:
        """``card`` switches Expeditions: it leaves its Expedition and joins the other, but
        neither leaves nor joins the Expedition zone (rules 7.3.22.b): ``expedition.switch``
        only, so a reaction to a Character joining an Expedition is not activated (the
        trace says so)."""
        origin = card.expedition
        card.expedition = OTHER_EXPEDITION[origin]
        self.trace.note("switch", frame.depth, card=card.name, frm=origin, to=card.expedition)
        self.emit("expedition.switch", frame, card, None, expedition=card.expedition)
        self._joins_untold(card, frame)

    @staticmethod
    def _which(card: Card) -> dict[str, str]:
        """Which Expedition a card joining the Expedition zone joins (``expedition``), for
        "rejoint mon Expédition" / "the Expedition facing me" (``match.JOINED``)."""
        return {"expedition": card.expedition} if card.zone == "expedition" else {}

    def _joins_untold(self, card: Card, frame: Frame[Thing]) -> None:
        """A card switching Expeditions joins the other (rules 7.3.22.b), which "rejoint mon
        Expédition" / "the Expedition facing me" would answer; no event of this world says
        so: each such reaction whose Expedition it joins is said not simulated, never left
        silent."""
        joined = {"zone": "expedition", "expedition": card.expedition, "of": card.side}
        for bound in self.reactor.dispatcher.all:
            wanted = bound.reaction.qualifiers.get("expedition")
            if bound.reaction.event != "zone.enter" or wanted not in JOINED:
                continue
            if JOINED[wanted](joined, bound.owner):
                why = f"{bound.label} on {card.name} switching Expeditions (rules 7.3.22.b)"
                self.trace.note("op", frame.depth, op="trigger", status="not simulated", why=why)

    def token_name(self, name: str) -> str:
        """A new token's name, told apart by its number: "Mana Moth token 2"."""
        taken = {c.name for c in self.cards}
        while True:
            self.tokens += 1
            if (shown := f"{name} token {self.tokens}") not in taken:
                return shown

    def counters(self, card: Card, name: str, amount: int, frame: Frame[Thing]) -> None:
        card.counters[name] = max(0, card.counters.get(name, 0) + amount)
        self.trace.note(
            "counter", frame.depth, card=card.name, counter=name, now=card.counters[name]
        )
        if amount:  # "Lorsque je gagne / perds un boost" / "When I gain / lose a boost"
            event = "counter.gain" if amount > 0 else "counter.lose"
            self.emit(event, frame, card, None, counter=name, count=abs(amount))

    def status(self, card: Card, name: str, gain: bool, frame: Frame[Thing]) -> None:
        """A card gains or loses a status: ``status.gain`` / ``status.lose`` ("Lorsque je
        gagne [[Ancré]]" / "When I gain Anchored")."""
        if gain:
            card.statuses.add(name)
        else:
            card.statuses.discard(name)
        self.trace.note("status", frame.depth, card=card.name, status=name, gained=gain)
        self.emit("status.gain" if gain else "status.lose", frame, card, None, status=name)

    def move(
        self,
        card: Card,
        zone: str,
        frame: Frame[Thing],
        before: dict[str, str] | None = None,
        gains: frozenset[str] = frozenset(),
    ) -> None:
        """A card changes zone: it leaves one (still there for its own reactions) and
        enters the other. A Fleeting card sent to the Reserve is discarded instead ("If I
        would be sent to Reserve, discard me instead"), at Rest or by an effect. A token
        leaving the Expedition (or Landmark) zone ceases to exist once it has joined its new
        zone (rules 2.1.d): reactions to its joining it are activated, and it is then nowhere.
        ``before``: the cards' zones before a move of several at once (Rest), as each
        event's before (R002-13), so that none is gone yet for the others' reactions.
        The card joins its new zone as a new object (rules 2.1.c): without the counters and
        statuses it had, with those it ``gains`` as it joins (Fleeting, played from Reserve)."""
        if zone == "reserve" and "fleeting" in card.statuses:
            zone = "discard"
        origin = card.zone
        self.emit("zone.leave", frame, card, None, before, zone=origin, of=card.side)
        card.left = (origin, card.expedition, card.moves)  # where it was (rules 6.3.k)
        card.zone = zone
        self._new_object(card, gains, frame)
        self.trace.note("zone", frame.depth, card=card.name, frm=origin, to=zone)
        entered: dict[str, Any] = {"zone": zone, "of": card.side, "from": origin}
        entered.update(self._which(card))
        self.emit("zone.enter", frame, card, None, {**(before or {}), card.name: origin}, **entered)
        if "token" in card.statuses and origin in tokens.ZONES and zone != origin:
            card.zone = NOWHERE
            card.moves += 1
            why = f"a token leaving the {tokens.ZONES[origin]} zone, rules 2.1.d"
            self.trace.note("note", frame.depth, text=f"{card.name} ceases to exist ({why})")

    def _new_object(self, card: Card, gains: frozenset[str], frame: Frame[Thing]) -> None:
        """A card that changed zone is a new object ("Effects relating to the old object do
        not apply to the new one", rules 2.1.c): its counters and statuses stay behind (no
        event: nothing lost them), but for what it ``gains`` as it joins, and it joins ready
        (what "[Ravitaillez Épuisé]" / "[Exhausted Resupply]" says it does after: "then
        exhaust it")."""
        counters = {name: n for name, n in sorted(card.counters.items()) if n}
        statuses = sorted(card.statuses - ITEM_STATUSES - gains)
        readied = card.exhausted
        if counters or statuses or readied:
            self.trace.note(
                "new_object",
                frame.depth,
                card=card.name,
                counters=counters,
                statuses=statuses,
                readied=readied,
            )
        card.counters.clear()
        card.exhausted = False
        card.gained_subtypes = frozenset()  # "I lose these subtypes when I leave ..."
        card.statuses = (card.statuses & ITEM_STATUSES) | gains
        card.moves += 1

    def discard(self, card: Card, by: Player, frame: Frame[Thing], *zones: str) -> bool:
        """``by`` discards a card in one of ``zones``: ``discard`` (``from`` its zone), then
        it leaves its zone for the discard pile."""
        if card.zone not in zones:
            return False
        origin: dict[str, Any] = {"from": card.zone}
        self.emit("discard", frame, by, card, None, **origin)
        self.move(card, "discard", frame)
        return True

    def card_action(
        self,
        action: str,
        card: Card,
        by: Player,
        frame: Frame[Thing],
        before: dict[str, str] | None = None,
    ) -> bool:
        """Sacrifice, exhaust or ready a card (an internal action); ``before``: the cards'
        zones before several are sacrificed at once (R002-13)."""
        if action == "sacrifice":
            if card.zone not in ("expedition", "landmark"):
                return False
            self.emit("sacrifice", frame, by, card, before)
            self.move(card, "discard", frame, before)
            return True
        if action == "exhaust":
            if card.exhausted:
                return False
            card.exhausted = True
            self.emit("exhaust", frame, by, card)
            return True
        was = card.exhausted
        card.exhausted = False
        return was

    def extra_cost(
        self,
        ctx: ops.Ctx,
        effect: tuple[dict[str, Any], ...],
        optional: bool,
        reserved: int = 0,
        at: Span | None = None,
    ) -> bool:
        """Choose the effect's targets; an opponent's target with Coriace X adds X to the
        cost (R002-30; :mod:`.targets`). Pay it from ready mana; a reaction may be played
        unpaid and then has no effect (R002-09); a quick action that cannot be paid is not
        played (``reserved``: the ready mana its own cost takes), a scripted action the
        game refuses (R012 at ``at``, its line, as a Spell's)."""
        extra = targets.extra(self, ctx, effect)
        if extra is None:
            return False
        if not extra:
            return True
        me = ctx.player
        ready = me.mana - me.mana_used - reserved
        pays = ready >= extra
        if pays and optional:
            pays = bool(self.choose(me, "pay", [True, False]))
        elif optional:  # no choice: a scripted answer to pay is refused, not left for later
            self._cannot_pay(me, extra, ready, ctx.frame.depth)
        depth = ctx.frame.depth
        if pays:
            me.mana_used += extra
            self.trace.note("pay", depth, player=me.name, amount=extra, why="Coriace (R002-30)")
            return True
        why = "played unpaid: no effect (R002-09)" if optional else "cannot pay: not played"
        if optional and ready < extra:  # not the player's choice: said
            why = f"{ready} Mana ready, {why}"
        self.trace.note("unpaid", depth, player=me.name, amount=extra, why=why)
        if not optional:
            message = (
                f"{me.name} cannot pay {extra} more for the Coriace of its targets (R002-30):"
                f" {ctx.frame.name} is not played"
            )
            self.reactor.problem("R012", message, at, depth)
        return False

    def _cannot_pay(self, me: Player, extra: int, ready: int, depth: int) -> None:
        """``me`` cannot pay what Coriace adds to a reaction, and plays it unpaid (R002-09):
        their next scripted ``pay`` answer is this choice's, used up; one saying they pay
        is refused (R012 at its line)."""
        scripted = self.policy.take("pay", (me.name,))
        if scripted is not None and scripted.answer:
            message = (
                f"{me.name} cannot pay {extra} more for the Coriace of its targets with {ready}"
                " Mana ready (R002-30): the reaction is played unpaid, with no effect (R002-09)"
            )
            self.reactor.problem("R012", message, scripted.span, depth)

    # -- the day -----------------------------------------------------------------------

    def run(self) -> Result:
        diagnostics: list[Diagnostic] = []
        stopped = True
        try:
            for day in range(1, self.game.days + 1):
                self.day = day
                for player in self.players:  # "ce Jour" / "this Day": over
                    player.held.clear()
                self.reactor.signal("day.start")
                for phase in PHASES:
                    self._phase(phase)
            stopped = False
        except Stop as stop:
            diagnostics.append(stop.diag)
            self.trace.note("stopped", code=stop.diag.code, message=stop.diag.message)
        diagnostics.extend(self.reactor.diagnostics)
        if not stopped:  # played to its end: the scripted turns no Afternoon came to
            diagnostics.extend(afternoon.unplayed(self))
        for choice in self.policy.unused():
            what = f"{choice.decide!r}" + (f" about {choice.about}" if choice.about else "")
            message = f"the scripted choice {what} of {choice.who} never came up"
            message += NEVER_ASKED.get(choice.decide, "")
            diagnostics.append(diagnostic("R019", message, choice.span))
        return Result(
            self.trace.entries,
            diagnostics,
            [
                {
                    "name": p.name,
                    "deck": decks.size(self, p),
                    "hand": p.hand,
                    "position": dict(p.position),
                }
                for p in self.players
            ],
            [c.state() for c in self.cards],
        )

    def _phase(self, phase: str) -> None:
        self.phase = phase
        self.trace.note("phase", first=self.players[0].name)
        self.reactor.signal("phase.start", label=phase)
        frame: Frame[Thing] = Frame(phase, self.players[0], 0)
        self.emit("phase.start", frame, None, None, phase=phase)
        self.reactor.finish(frame)
        self.reactor.check_point("phase.start")
        for effect in DAILY[phase]:
            frame = Frame(effect, self.players[0], 0)
            self.trace.note("daily", effect=effect)
            getattr(self, f"_daily_{effect}")(frame)
            delayed.emblems(self, effect, frame)  # "après le Repos": in the Limbo now
            self.reactor.finish(frame)
            self.reactor.check_point("daily_effect")
        if phase == "afternoon":
            afternoon.afternoon(self)

    def _daily_succession(self, frame: Frame[Thing]) -> None:
        if self.day > 1:  # the first day's first player is the scenario's
            self.players = self.players[1:] + self.players[:1]
        self.trace.note("note", text=f"{self.players[0].name} is the first player")

    def _daily_prepare(self, frame: Frame[Thing]) -> None:
        """The players ready their Characters, Permanents and Mana Orbs (R002-21): in play
        and in the Reserve, where an exhausted card can't be played and has no Support
        abilities until then (the cards' reminder text; "[Ravitaillez Épuisé]")."""
        for player in self.players:
            player.mana_used = 0
        for card in self.cards:
            if card.zone in PREPARED and card.exhausted:
                self.card_action("ready", card, self.player(card.side), frame)

    def _daily_draw(self, frame: Frame[Thing]) -> None:
        for player in self.players:
            self.draw(player, 2, frame)

    def _daily_expand(self, frame: Frame[Thing]) -> None:
        for player in self.players:
            hand = [c for c in self.cards if c.side == player.name and c.zone == "hand"]
            pick = self.choose(player, "expand", [None, *hand]) if hand else None
            if isinstance(pick, Card):
                self.move(pick, "mana", frame)
                player.mana += 1

    def _daily_progress(self, frame: Frame[Thing]) -> None:
        daily.progress(self, frame)

    def _daily_rest(self, frame: Frame[Thing]) -> None:
        daily.rest(self, frame)

    def price(
        self, me: Player, card: Card, less: int | None = 0
    ) -> tuple[int, list[discounts.Discount]]:
        """What ``card`` costs ``me`` to play from its zone (Hand Cost from the hand, Reserve
        Cost from the Reserve), with the discounts waiting for it, and those it uses; then
        ``less`` (not below zero; None: for free, no discount used)."""
        if less is None:
            return 0, []
        base = card.cost if card.zone == "hand" else card.reserve_cost
        cost, used = discounts.cost(self.discounts, me.name, card, base)
        return max(0, cost - less), used

    def play_card(
        self, me: Player, card: Card, to: str, frame: Frame[Thing], less: int | None = 0
    ) -> bool:
        """``me`` plays ``card`` from Hand or Reserve into the Expedition ``to`` (a
        Character), paying its cost from ready mana (the caller has checked it can be paid):
        a turn's play, or a card played within an effect ([Rush], :mod:`.playing`: ``less``
        mana, not below zero; None: for free, no discount used). A Spell's targets are
        chosen as it is played and their Coriace paid with its cost (R002-30,
        :mod:`.spells`); whether it was played (not: that cannot be paid, traced)."""
        origin = card.zone
        cost, used = self.price(me, card, less)
        base = card.cost if origin == "hand" else card.reserve_cost
        depth = frame.depth
        lines: list[spells.Line] = []
        if card.type == "spell":
            free = less is None and self.options.get("free_spells_ignore_coriace", True)
            lines, extra = spells.prepare(self, me, card, frame, free)
            if me.mana - me.mana_used < cost + extra:
                why = f"{card.name} cannot be played: {cost} and its targets' Coriace {extra}"
                self.trace.note("unpaid", depth, player=me.name, amount=extra, why=why)
                return False
            if extra:
                me.mana_used += extra
                self.trace.note("pay", depth, player=me.name, amount=extra, why="Coriace (R002-30)")
        me.mana_used += cost
        self.trace.note("action", depth, actor=me.name, action="plays", what=card.name, frm=origin)
        for discount in used:  # "le prochain ... que vous jouez": this one, once
            self.discounts.remove(discount)
            note = f"{card.name} costs {cost}, not {base}: {discount.text!r}"
            self.trace.note("note", depth, text=note)
        # the card played is the object it is once in play: the one "Lorsque vous jouez un
        # Personnage — Il ..." binds (6.3.i; a Spell's: binding.py, not simulated)
        played = {card.name: card.moves + 1}
        self.emit("card.play", frame, me, card, {card.name: origin}, played, **{"from": origin})
        # played from Reserve, it joins play Fleeting ("If I would be sent to Reserve, discard
        # me instead")
        gains = frozenset({"fleeting"}) if origin == "reserve" else frozenset()
        if card.type == "spell":
            self._spell(me, card, origin, lines, frame)
        else:
            card.expedition = to
            zone = "landmark" if card.type == "landmark_permanent" else "expedition"
            self.move(card, zone, frame, gains=gains)
            self._next_played(me, card, origin, frame)
        return True

    def _spell(
        self, me: Player, card: Card, origin: str, lines: list[spells.Line], frame: Frame[Thing]
    ) -> None:
        """A Spell played resolves, then goes to its owner's Reserve; played from Reserve it
        is Fleeting as it is played (as a card that joins play is), so it is discarded
        instead ("If I would be sent to Reserve, discard me instead"). The changes waiting
        for the next card of its kind (:mod:`.next_played`: "Le prochain Sort que vous
        jouez ce tour-ci perd [[Fugace]]") are done to it as it is played: one that lost
        Fleeting goes to the Reserve (from the Reserve: it left it as it was played)."""
        added = origin == "reserve" and "fleeting" not in card.statuses
        if added:  # (no event: what it is as played, as a card joining play gains it)
            card.statuses.add("fleeting")
        self._next_played(me, card, origin, frame)
        spells.resolve(self, lines)
        fleeting = "fleeting" in card.statuses
        if added and fleeting:  # the object it becomes is not Fleeting (rules 2.1.c)
            card.statuses.discard("fleeting")
        self.move(card, "discard" if fleeting else "reserve", frame)

    def _next_played(self, me: Player, card: Card, origin: str, frame: Frame[Thing]) -> None:
        """The changes waiting for the next card of its kind ``me`` plays (:mod:`.next_played`)
        are done to ``card``, now in play (a Spell: as it is played), and used up."""
        region = regions.region_of(self.game.regions, me, card.expedition)
        where = region.terrains if region is not None and card.zone == "expedition" else frozenset()
        for waiting in next_played.due(self.next_played, me.name, card, origin, where):
            self.next_played.remove(waiting)
            note = f"{card.name} is the next card of its kind played: {waiting.text!r}"
            self.trace.note("note", frame.depth, text=note)
            ops.run(self, (waiting.op,), ops.Ctx(card, me, frame))

    def pass_now(self, me: Player, frame: Frame[Thing]) -> bool:
        """``me`` passes: no more turns this Afternoon (R002-23); ``turn.pass`` ("first"
        if nobody has yet). One who has passed: nothing to do (False)."""
        if me.passed:
            return False
        first = not any(p.passed for p in self.players)
        me.passed = True
        self.emit("turn.pass", frame, me, None, first=first)
        return True


def simulate(game: Game, seed: int = 0) -> Result:
    """Run ``game`` with a seeded RNG: the same seed always gives the same trace. The game
    is not changed: the players, cards and scripted choices a run changes are copies."""
    fresh = replace(
        game,
        players=copy.deepcopy(game.players),
        cards=copy.deepcopy(game.cards),
        choices=copy.deepcopy(game.choices),
    )
    return Engine(fresh, seed).run()
