"""The reactor: events in, reactions checked, limited, ordered and fired as the ruleset says.

A world model (a game's mechanics) runs the game and hands the reactor every event at its
break point. The reactor looks the event up in the dispatcher's index, asks the world
whether each candidate's trigger fits, and checks the rest from the ruleset's data, in this
order (the first reason found is what the trace says):

1. the trigger fits (the world's judgement); not already triggered by this action (where
   the ruleset's ``chain.once_per_action`` says so);
2. chains: an event caused by a reaction, under a ruleset where reactions trigger none;
3. ``may_react``: the ruleset's checks of who may react, in order;
4. ``limits`` in their scopes' current windows;
5. the reaction's ``requires`` (the ruleset's ``requirements``) and the restrictions its
   owner prepared it with (``restrictions``).

Where players pick (``choices.react: pick``), each player then picks at most one of the
reactions that pass (a scripted pick, refused with its reason when that reaction cannot
answer the event, else the player's declared default); the rest are not chosen.

The reactions that pass are ordered (``ordering``) and *claimed* one by one: each takes its
uses from the limits then, so of two reactions that the same limit allows only one of, the
first claims it and the second is refused at once; a reaction queued to resolve after the
action keeps what it claimed against a later one, unless the later one comes first in its
owner's priority order (then the queued one gives way). Where the owner chooses
(``choices.react: owner``) its policy may decline, but for the reactions the ruleset's
``choices.automatic`` names (not asked: a scripted answer is left for another). A claimed
reaction resolves at once (``interrupt``), at a named break point of the action still ahead
(``break_point``), after the action completes (``after``, :meth:`Reactor.finish`), or waits
in a pending zone until the world reaches one of the zone's check points (``pending``,
:meth:`Reactor.check_point`), when one is played in the zone's order and the zone is checked
again: the first controller in initiative order who has one plays one of theirs
(``initiative``), the zone's priority list decides (``priority``), or the controller with
the initiative chooses any (``choice``). Each is checked once more when it resolves (the
world may have changed).

Every loop is bounded: chains stop at ``chain.max_depth`` (R017) and a run at
:data:`MAX_EVENTS` events (R016), each with a diagnostic instead of a hang.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from typing import Any, Generic, Protocol

from counterplay.diagnostics import Diagnostic, Span, diagnostic
from counterplay.runtime.dispatch import Dispatcher, Nearness
from counterplay.runtime.events import Bound, Claim, Event, Frame
from counterplay.runtime.limits import Clock, Limits
from counterplay.runtime.ordering import by_initiative, order
from counterplay.runtime.parties import P, priority_rank
from counterplay.runtime.policy import Policy
from counterplay.runtime.predicates import Refusal, Situation, say
from counterplay.runtime.reaction import Reaction
from counterplay.runtime.ruleset import Ruleset, Zone
from counterplay.runtime.trace import Trace

MAX_EVENTS = 20_000


class Stop(Exception):
    """A bound was reached; the run ends with this diagnostic."""

    def __init__(self, diag: Diagnostic) -> None:
        self.diag = diag


class World(Protocol[P]):
    """What the reactor asks of a world model."""

    @property
    def active(self) -> P | None:
        """The party whose turn it is (initiative order starts from it), or None."""
        ...

    def initiative(self) -> Sequence[P]:
        """Every party, in initiative order."""
        ...

    def place(self, event: Event[P]) -> Any:
        """Where the event happens, for the trace (JSON-ready), or None."""
        ...

    def near(self, event: Event[P], radius: int) -> Iterable[str]:
        """The names of the parties within ``radius`` of the event's place."""
        ...

    def judge(self, bound: Bound[P], event: Event[P]) -> str | None:
        """Why the reaction's trigger does not fit the event (None when it does)."""
        ...

    def resolve(self, claim: Claim[P], frame: Frame[P], trigger: Frame[P] | None) -> None:
        """Carry out a reaction's effect in ``frame``; ``trigger`` is the action it
        interrupts (None once that action is complete)."""
        ...


class Reactor(Generic[P]):
    """The core of one run: the index, the clock and limits, pending zones, the trace."""

    def __init__(
        self,
        ruleset: Ruleset,
        world: World[P],
        rng: random.Random,
        trace: Trace,
        policy: Policy | None = None,
        nearness: Nearness | None = None,
    ) -> None:
        self.rules = ruleset
        self.world = world
        self.rng = rng
        self.trace = trace
        self.policy = policy or Policy()
        self.dispatcher: Dispatcher[P] = Dispatcher(ruleset.event_aliases, nearness)
        self.clock = Clock(ruleset.scopes)
        self.limits = Limits(ruleset.limits, self.clock)
        self.zones: dict[str, list[Claim[P]]] = {name: [] for name in ruleset.zones}
        self.diagnostics: list[Diagnostic] = []
        self.events = 0
        # "Owner: Reaction" of the reactions bind() left out, and why (a scripted pick says)
        self.unbound: dict[str, str] = {}

    # -- set-up ----------------------------------------------------------------------

    def bind(self, parties: Sequence[P], reactions: Callable[[P], Iterable[Reaction]]) -> None:
        """Index every reaction of every party (its own and the ruleset's universal ones)
        that is a reaction under the ruleset and has a readable trigger."""
        for owner in parties:
            for reaction in [*reactions(owner), *self.rules.universal]:
                label = f"{owner.name}: {reaction.name}"
                if not reaction.event or reaction.event == "unparsed":
                    self.unbound[label] = "its trigger was not read (P001): it never fires"
                    continue
                if not self.rules.kind_tags(reaction):  # (reported by R009)
                    self.unbound[label] = "it is not a reaction under this ruleset (R009)"
                    continue
                self.add(owner, reaction, self.rules.tags(reaction))

    def add(self, owner: P, reaction: Reaction, tags: frozenset[str]) -> Bound[P]:
        """Index one reaction of ``owner`` with ``tags`` (its mode the ruleset's for them):
        at set-up, or later for one an effect sets up (:meth:`remove` takes it out)."""
        events = tuple(self.rules.event_aliases.get(e, e) for e in reaction.events)
        bound = Bound(self.dispatcher.issue(), owner, reaction, tags, self.rules.mode(tags), events)
        self.dispatcher.register(bound)
        return bound

    def remove(self, bound: Bound[P]) -> None:
        """Take a reaction :meth:`add` indexed out: it is no longer a candidate."""
        self.dispatcher.unregister(bound)

    def signal(self, boundary: str, party: P | None = None, label: str = "") -> None:
        """The world reached a boundary: scopes that move on it open new windows."""
        everyone = [p.name for p in self.world.initiative()]
        self.clock.signal(boundary, party.name if party is not None else None, everyone, label)

    def problem(self, code: str, message: str, span: Span | None, depth: int = 0) -> None:
        self.diagnostics.append(diagnostic(code, message, span))
        self.trace.note("problem", depth, code=code, message=message)

    # -- eligibility -----------------------------------------------------------------

    def situation(self, bound: Bound[P], event: Event[P], frame: Frame[P] | None) -> Situation[P]:
        return Situation(
            bound, event, frame, self.world.active, self.world, self.rules.facts, self.rules.states
        )

    def why_not(
        self, bound: Bound[P], event: Event[P], frame: Frame[P] | None, *, limits: bool = True
    ) -> str | None:
        """Why a reaction whose trigger fits cannot fire now (None when it can)."""
        rules = self.rules
        if event.depth > 0 and not rules.reactions_trigger_reactions:
            return rules.messages["chained"]
        s = self.situation(bound, event, frame)
        for check in rules.may_react:
            if check.applies.matches(bound.tags):
                refused, value = check.refuse(s)
                if refused:
                    return say(check.message, s, value, ("may_react", check))
        if limits:
            reached = self.limits.reached(s)
            if reached is not None and not (frame is not None and self._rivals(s, frame)):
                return say(reached.message, s, None, ("limits", reached))
        for need in bound.reaction.requires:
            check = rules.requirements[need]
            refused, value = check.refuse(s)
            if refused:
                return say(check.message, s, value, ("requirements", check))
        owner = bound.owner
        if owner.prepared == bound.reaction.name:
            for name, value in owner.restrictions.items():
                restriction = rules.restrictions.get(name)
                if value and restriction is not None and restriction.check is not None:
                    refused, found = restriction.check.refuse(s)
                    if refused:
                        why = ("restrictions", restriction)
                        return say(restriction.check.message, s, found, why)
        return None

    # -- dispatch --------------------------------------------------------------------

    def dispatch(self, event: Event[P], frame: Frame[P], ahead: tuple[str, ...] = ()) -> None:
        """An event at a break point of ``frame``'s action; ``ahead`` names the break points
        of the action still to come (a reaction waiting for one resolves there)."""
        self._note_event(event)
        found = self.dispatcher.candidates(event, self.world.near)
        verdicts: dict[int, list[Any]] = {}
        ready: list[Bound[P]] = []
        for bound in found:
            why = self.world.judge(bound, event)
            matched = why is None
            if matched and self.rules.once_per_action and bound.id in frame.fired:
                why = self.rules.messages["retriggered"]
            elif matched:
                why = self.why_not(bound, event, frame)
            verdicts[bound.id] = [matched, why]
            if why is None:
                ready.append(bound)
        if self.rules.react == "pick":
            ready = self._picks(event, verdicts, ready)
        initiative = [p.name for p in self.world.initiative()]
        active = self.world.active
        ordered = self._chosen_first(
            order(ready, initiative, active.name if active else None, self.rules.ordering, self.rng)
        )
        claims = []
        for bound in ordered:
            why, claim = self._claim(bound, event, frame)
            verdicts[bound.id][1] = why
            if claim is not None:
                claims.append(claim)
        for bound in found:
            matched, why = verdicts[bound.id]
            self._candidate(bound, event, matched, why)
        if len(claims) > 1:
            self.trace.note("order", event.depth, order=[c.bound.label for c in claims])
        for claim in claims:
            self._place(claim, frame, ahead)

    def activate(self, bounds: Iterable[Bound[P]], event: Event[P], frame: Frame[P]) -> None:
        """An effect activates reactions directly, not through their triggers (a step that
        names them): each is checked and claimed as if its trigger had fit ``event`` (who
        may react, limits) and resolves by its mode; ``event`` is the activating step."""
        self._note_event(event)
        for bound in bounds:
            why = self.why_not(bound, event, frame)
            claim = None
            if why is None:
                why, claim = self._claim(bound, event, frame)
            self._candidate(bound, event, True, why)
            if claim is not None:
                self._place(claim, frame, ())

    def _note_event(self, event: Event[P]) -> None:
        """Count the event (a run stops at :data:`MAX_EVENTS`, R016) and trace it."""
        self.events += 1
        if self.events > MAX_EVENTS:
            raise Stop(
                diagnostic(
                    "R016",
                    f"the simulation stopped after {MAX_EVENTS:,} events; does the script "
                    "or a chain of reactions loop?",
                )
            )
        self.trace.note(
            "event",
            event.depth,
            event=event.name,
            actor=event.actor.name if event.actor else None,
            target=event.target.name if event.target else None,
            at=self.world.place(event),
            qualifiers=event.qualifiers,
        )
        event.parties.setdefault("turn", self.world.active)

    def _chosen_first(self, ordered: list[Bound[P]]) -> list[Bound[P]]:
        """Where the owner chooses (``choices.react: owner``), the reactions its player has
        a scripted yes for claim before the owner's others, in the places the ordering gave
        that owner's: of two that one limit allows only one of, the one the player chose
        is used."""
        if self.rules.react != "owner":
            return ordered

        def chosen(b: Bound[P]) -> bool:
            who = (b.owner.name, b.owner.controller)
            return self.policy.wants("react", who, b.reaction.name)

        out = list(ordered)
        for owner in {b.owner.name for b in ordered}:
            places = [i for i, b in enumerate(ordered) if b.owner.name == owner]
            mine = sorted((ordered[i] for i in places), key=lambda b: not chosen(b))
            for i, b in zip(places, mine, strict=True):
                out[i] = b
        return out

    def _claim(
        self, bound: Bound[P], event: Event[P], frame: Frame[P]
    ) -> tuple[str | None, Claim[P] | None]:
        """Take the reaction's uses from the limits (after the ones claimed before it), or
        say why not; the owner's policy may decline it."""
        s = self.situation(bound, event, frame)
        frame.fired.add(bound.id)  # triggered by this action, whatever comes of it
        reached = self.limits.reached(s)
        while reached is not None and self._give_way(s, frame):
            reached = self.limits.reached(s)
        if reached is not None:
            return say(reached.message, s, None, ("limits", reached)), None
        automatic = self.rules.automatic
        if self.rules.react == "owner" and not (automatic and automatic.matches(bound.tags)):
            owner = bound.owner
            scripted = self.policy.take(
                "react", (owner.name, owner.controller), bound.reaction.name
            )
            if scripted is not None and not scripted.answer:
                return self.rules.messages["declined"], None
        return None, Claim(bound, event, frame, self.limits.spend(bound))

    def _picks(
        self, event: Event[P], verdicts: dict[int, list[Any]], ready: list[Bound[P]]
    ) -> list[Bound[P]]:
        """Under ``choices.react: pick``, each player picks at most one reaction the event
        offers them: every player with an eligible reaction, and every player with a
        scripted pick still to make (it is asked here, and refused when it cannot answer
        this event). The eligible reactions not picked are not chosen."""
        players = [b.owner.controller for b in ready] + self.policy.waiting("react")
        picked: list[Bound[P]] = []
        for who in dict.fromkeys(players):
            eligible = [b for b in ready if b.owner.controller == who]
            pick = self._player_pick(who, event, eligible, verdicts)
            for bound in eligible:
                if bound is pick:
                    continue
                message = self.rules.messages["not_chosen" if pick else "no_pick"]
                verdicts[bound.id][1] = message.format(
                    other=pick.label if pick else "",
                    owner=bound.owner.name,
                    reaction=bound.reaction.name,
                )
            if pick is not None:
                picked.append(pick)
        return picked

    def _player_pick(
        self, who: str, event: Event[P], eligible: list[Bound[P]], verdicts: dict[int, list[Any]]
    ) -> Bound[P] | None:
        """The one reaction ``who`` picks: a scripted pick ("Owner: Reaction", or none),
        refused with its reason when that reaction cannot answer this event; else the
        player's declared default, the first eligible of its preferred reactions."""
        scripted = self.policy.take("react", (who,))
        if scripted is None:
            prefer = self.policy.prefer.get(who, list(self.rules.prefer))
            ranked = [b for name in prefer for b in eligible if b.reaction.name == name]
            pick = ranked[0] if ranked else None
            why = "default policy: " + (", ".join(prefer) or "none") + ", whenever eligible"
            self._decision(who, event, pick, why)
            return pick
        label = scripted.answer
        if not label:
            self._decision(who, event, None, "scripted choice")
            return None
        named = next((b for b in self.dispatcher.all if b.label == label), None)
        if named is not None and named in eligible:
            self._decision(who, event, named, "scripted choice")
            return named
        if named is None:
            reason = self.unbound.get(label, "no such reaction")
        elif named.id in verdicts:
            reason = verdicts[named.id][1]
        else:
            reason = self.world.judge(named, event) or f"it does not answer {event.name}"
        self._decision(who, event, None, f"scripted {label} refused: {reason}")
        return None

    def _decision(self, who: str, event: Event[P], pick: Bound[P] | None, why: str) -> None:
        choice = pick.label if pick is not None else "no reaction"
        self.trace.note("decision", event.depth, what=f"{who} reacts", choice=choice, why=why)

    def _rivals(self, s: Situation[P], frame: Frame[P]) -> list[Claim[P]]:
        """The reactions queued after this action by the same owner, later in the owner's
        priority order, that hold a use this one needs (it comes first: they give way),
        whether this one waits for the end of the action too or interrupts it."""
        bound = s.bound
        blocking = set(self.limits.blocking(s))
        rank = priority_rank(bound.owner, bound.reaction.name)
        return [
            c
            for c in frame.after
            if c.bound.owner is bound.owner
            and blocking & set(c.counted)
            and priority_rank(bound.owner, c.bound.reaction.name) > rank
        ]

    def _give_way(self, s: Situation[P], frame: Frame[P]) -> bool:
        """The last in priority of this reaction's rivals gives up its claim."""
        bound = s.bound
        rivals = self._rivals(s, frame)
        if not rivals:
            return False
        loser = max(rivals, key=lambda c: priority_rank(bound.owner, c.bound.reaction.name))
        frame.after.remove(loser)
        why = self.rules.messages["gives_way"].format(
            other=bound.reaction.name, owner=bound.owner.name, reaction=loser.bound.reaction.name
        )
        self._released(loser, why)
        return True

    def _released(self, claim: Claim[P], why: str) -> None:
        """A claim not taken after all: its uses given back, and why, in the trace."""
        self.limits.give_back(claim.counted)
        self._candidate(claim.bound, claim.event, True, why)

    def _candidate(self, bound: Bound[P], event: Event[P], matched: bool, why: str | None) -> None:
        """Trace one candidate: whether its trigger matched, and why it fires or not."""
        self.trace.note(
            "candidate",
            event.depth,
            owner=bound.owner.name,
            reaction=bound.reaction.name,
            event=event.name,
            matched=matched,
            fires=why is None,
            why=why or bound.mode,
            **({"refused_by": why.refused_by} if isinstance(why, Refusal) else {}),
        )

    def _place(self, claim: Claim[P], frame: Frame[P], ahead: tuple[str, ...]) -> None:
        """Resolve a claimed reaction now, at a break point ahead, after the action, or
        leave it in its pending zone."""
        bound, event = claim.bound, claim.event
        # (the first point it may wait for that this action has ahead: a reaction of two
        # procedures waits for the step of the one under way)
        point = next((p for p in bound.reaction.break_points if p in ahead), None)
        if point is not None:
            frame.waiting.append((point, claim))
            self.trace.note(
                "note",
                event.depth,
                text=f"{bound.label} {self.rules.break_points.get(point, point)}",
            )
        elif bound.mode == "interrupt":
            self.fire(claim, frame)
        elif bound.mode == "pending":
            zone = self.rules.resolution(bound.tags).zone or next(iter(self.zones))
            self.zones[zone].append(claim)
            owner, name = bound.owner.name, bound.reaction.name
            self.trace.note("pending", event.depth, owner=owner, reaction=name, zone=zone)
        else:
            frame.after.append(claim)

    def withdraw(self, frame: Frame[P], events: list[Event[P]]) -> None:
        """The claims waiting in ``frame`` on ``events`` that did not happen after all
        (``undone``) give their uses back now, not when they would have resolved: a
        reaction to what happened instead may take them."""
        gone = [c for c in frame.after if c.event.undone and any(c.event is e for e in events)]
        for claim in gone:
            frame.after.remove(claim)
            self._released(claim, f"its trigger no longer holds: {claim.event.undone}")

    def break_point(self, frame: Frame[P], point: str) -> None:
        """``frame``'s action reached the named break point: what waited for it resolves."""
        waiting, frame.waiting = frame.waiting, []
        for name, claim in waiting:
            if name == point:
                self.fire(claim, frame)
            else:
                frame.waiting.append((name, claim))

    def finish(self, frame: Frame[P]) -> None:
        """The action is complete: its reactions resolve now (after it, in claim order)."""
        for _, claim in frame.waiting:  # a break point the action never reached
            frame.after.append(claim)
        frame.waiting = []
        after, frame.after = frame.after, []
        for claim in after:
            self.fire(claim, None)

    def check_point(self, point: str) -> None:
        """The world reached a check point: every zone drained there is played out."""
        for zone in self.rules.zones.values():
            if point in zone.drain_at:
                self._drain(zone, point)

    def _drain(self, zone: Zone, point: str) -> None:
        """Play the zone out, one reaction at a time in the zone's ``order`` (the table
        ``DRAIN_ORDERS``), checking it again after each: reactions played may add more."""
        held = self.zones[zone.name]
        if held:
            holds = [c.bound.label for c in held]
            self.trace.note("check", point=point, zone=zone.name, holds=holds)
        played: list[str] = []
        while held:
            claim = DRAIN_ORDERS[zone.order](self, zone, held)
            held.remove(claim)
            if self.fire(claim, None, played=True):  # (one refused then was not played)
                played.append(claim.bound.label)
        if len(played) > 1:  # the order they were played in, not the one they came in
            self.trace.note("played", point=point, zone=zone.name, order=played)

    def _initiative_order(self) -> list[str]:
        """The controllers in initiative order, from the active party's."""
        controllers = list(dict.fromkeys(p.controller for p in self.world.initiative()))
        active = self.world.active
        return by_initiative(controllers, active.controller if active is not None else None)

    def _next_by_initiative(self, zone: Zone, held: list[Claim[P]]) -> Claim[P]:
        """The first controller in initiative order who holds one plays one of theirs."""
        holding = {h.bound.owner.controller for h in held}
        who = next(c for c in self._initiative_order() if c in holding)
        mine = [h for h in held if may_name(zone.order, who, h.bound.owner.controller)]
        return self._pick(who, mine)

    def _next_by_priority(self, zone: Zone, held: list[Claim[P]]) -> Claim[P]:
        """The reaction whose tags match the earliest entry of the zone's priority list
        (unmatched ones last), the first to trigger among equals; nobody chooses."""

        def rank(claim: Claim[P]) -> int:
            tags = self.rules.tags(claim.bound.reaction)
            return next(
                (i for i, f in enumerate(zone.priority) if f.matches(tags)), len(zone.priority)
            )

        chosen = min(held, key=rank)
        why = f"{zone.name}'s priority list" if rank(chosen) < len(zone.priority) else "unlisted"
        self.trace.note("decision", what=f"{zone.name} plays", choice=chosen.bound.label, why=why)
        return chosen

    def _next_by_choice(self, zone: Zone, held: list[Claim[P]]) -> Claim[P]:
        """The controller first in initiative order (from the active party's) chooses which
        held reaction plays next, anyone's: a scripted ``pending`` choice, else at random
        under ``decisions: random`` (seeded), else the first to trigger."""
        who = self._initiative_order()[0]
        named = [h for h in held if may_name(zone.order, who, h.bound.owner.controller)]
        index = self._answer(who, named) if len(held) > 1 else None
        if len(held) == 1:
            chosen, why = held[0], ONLY_ONE
        elif index is not None:
            chosen, why = named[index], "scripted choice"
        elif self.rules.decisions == "random":
            chosen, why = self.rng.choice(held), "at random"
        else:
            chosen, why = held[0], "the first triggered"
        self.trace.note("decision", what=f"{who} chooses", choice=chosen.bound.label, why=why)
        return chosen

    def _answer(self, who: str, held: list[Claim[P]]) -> int | None:
        """The held reaction a scripted ``pending`` answer of ``who`` names; an answer
        naming none of them is reported (R012)."""
        index, refused = self.policy.answer(
            "pending", (who,), [c.bound.reaction.name for c in held]
        )
        if refused is not None:
            self.diagnostics.append(refused)
        return index

    def _pick(self, who: str, mine: list[Claim[P]]) -> Claim[P]:
        """Which of a player's pending reactions they play first: a scripted choice, else
        the first in its owner's priority order, else the first to trigger. One alone is
        no choice: it is played, and takes no scripted answer."""
        index = self._answer(who, mine) if len(mine) > 1 else None
        if len(mine) == 1:
            chosen, why = mine[0], ONLY_ONE
        elif index is not None:
            chosen, why = mine[index], "scripted choice"
        else:
            chosen = min(mine, key=lambda c: priority_rank(c.bound.owner, c.bound.reaction.name))
            owner = chosen.bound.owner
            listed = chosen.bound.reaction.name in owner.priority
            why = f"first in {owner.name}'s priority" if listed else "the first triggered"
        self.trace.note("decision", what=f"{who} plays", choice=chosen.bound.label, why=why)
        return chosen

    # -- resolution ------------------------------------------------------------------

    def fire(self, claim: Claim[P], trigger: Frame[P] | None, *, played: bool = False) -> bool:
        """Resolve one claimed reaction, checking it again first (the world may have
        changed since it was claimed); ``trigger`` is the action it interrupts, if any.
        False when it is refused then.
        ``played``: from a pending zone, as an action of its own, not nested in the chain
        that triggered it (its events are still caused by a reaction: depth 1)."""
        bound, event = claim.bound, claim.event
        why = self.why_not(bound, event, claim.frame, limits=False)
        if why is None and event.undone:
            why = f"its trigger no longer holds: {event.undone}"
        if why is not None:
            self._released(claim, f"{why} (when its turn to resolve came)")
            return False
        depth = 1 if played else event.depth + 1
        if depth > self.rules.max_chain_depth:
            origin = bound.reaction.origin
            span = Span(origin[0], origin[1], origin[2]) if origin else None
            raise Stop(
                diagnostic(
                    "R017",
                    f"reactions trigger each other more than {self.rules.max_chain_depth} "
                    f"deep (last: {bound.label} on {event.name}); the chain would never end",
                    span,
                )
            )
        owner = bound.owner
        self.trace.note(
            "fires",
            depth - 1,  # one above its own effects: played, at the top whatever its event
            owner=owner.name,
            reaction=bound.reaction.name,
            event=event.name,
            mode=bound.mode,
            tags=sorted(bound.tags),
            event_actor=event.actor.name if event.actor else None,
        )
        frame = Frame(bound.reaction.name, owner, depth)
        self.world.resolve(claim, frame, trigger)
        self.finish(frame)
        return True


# Why a player's only held reaction is the one played: a choice of one is none.
ONLY_ONE = "the only one: no choice"


# Whose held reactions the player who chooses may name, by a pending zone's ``order``:
# under ``initiative`` only their own (the first controller in initiative order who holds
# one plays one of theirs), under ``choice`` anyone's; under ``priority`` nobody chooses.
CHOOSES_AMONG: dict[str, str] = {"initiative": "own", "choice": "any", "priority": "none"}


def may_name(order: str, chooser: str, controller: str) -> bool:
    """Whether ``chooser`` may name (a ``pending`` choice) a reaction ``controller``
    controls, held in a zone drained in ``order``: asked as the zone is played out, and
    when a game's scripted choices are read, before it runs."""
    among = CHOOSES_AMONG[order]
    return among == "any" or (among == "own" and chooser == controller)


# A pending zone's ``order``: how the next reaction to play is chosen among those held.
DRAIN_ORDERS: dict[str, Callable[[Reactor[Any], Zone, list[Claim[Any]]], Claim[Any]]] = {
    "initiative": Reactor._next_by_initiative,
    "priority": Reactor._next_by_priority,
    "choice": Reactor._next_by_choice,
}
