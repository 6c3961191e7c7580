"""The 4E world: an encounter's scripted turns on a grid, its reactions run by the core.

The world owns the 4E mechanics: turns and rounds, the action budget (R001-01), saving
throws and end-of-turn effects (R001-10), movement square by square, attacks and their
break points, forced movement, the immediate move's chase, conditions. It hands every event
to the core's :class:`~counterplay.runtime.reactor.Reactor`, which decides from the ruleset
which reactions fire, and carries out the effect of each one the core fires.

Actions are broken into events at their break points (seed 001, seed 000's "action steps"):

- movement, square by square: the whole ``move``/``shift``/``run`` event, then for each
  square ``move.leave`` (still in the square being left) and ``move.enter`` (R000-20);
- an attack power: ``power.use`` (declared), then per target ``attack.target`` ->
  ``attack.roll`` -> ``attack.hit`` / ``attack.miss`` (+ ``attack.critical``) -> damage and
  effects (``damage.take``, ``bloodied``, ``hp.zero``, ``condition.gain``, forced movement).

The world signals the core's boundaries ``round.start``, ``turn.start`` and ``turn.end``
(once the turn's preparation is made; the ruleset's scopes move on them) and names the
double move's ``halfway`` break point (R003-04).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from counterplay.diagnostics import Diagnostic, Span, diagnostic
from counterplay.runtime.dnd4e import (
    attacks,
    damage,
    dislikes,
    durations,
    groups,
    modifiers,
    movement,
    outcomes,
    prohibitions,
    provisos,
    recharges,
    rerolls,
    scripted,
    standing,
    unmodelled,
)
from counterplay.runtime.dnd4e.checks import CheckRoll
from counterplay.runtime.dnd4e.combatant import (
    BY_AN_ENEMY,
    DURATION_ENDS,
    ENDS_ON,
    Combatant,
    Condition,
)
from counterplay.runtime.dnd4e.context import Ctx, SaveRoll
from counterplay.runtime.dnd4e.followed import group_key, unfollowed
from counterplay.runtime.dnd4e.grid import Grid, Square, adjacent
from counterplay.runtime.dnd4e.match import place_of, trigger_reason
from counterplay.runtime.dnd4e.nearby import Nearby
from counterplay.runtime.dnd4e.ops import FOLDED, OPS
from counterplay.runtime.dnd4e.power import Power
from counterplay.runtime.dnd4e.trace import render_text
from counterplay.runtime.dnd4e.whom import THE_TARGET, Naming
from counterplay.runtime.events import Bound, Claim, Event, Frame
from counterplay.runtime.policy import Choice, Policy
from counterplay.runtime.reaction import whole
from counterplay.runtime.reactor import Reactor, Stop
from counterplay.runtime.ruleset import Ruleset
from counterplay.runtime.script import Action  # move, shift, attack, ...
from counterplay.runtime.trace import Trace
from counterplay.suggest import did_you_mean

__all__ = ["Action", "Encounter", "Engine", "Result", "Turn", "render_text", "simulate"]


@dataclass
class Turn:
    """One combatant's scripted turn."""

    combatant: str
    actions: list[Action] = field(default_factory=list)
    saves: dict[str, int] = field(default_factory=dict)  # scripted saving throws (d20)
    span: Span | None = None
    save_spans: dict[str, Span] = field(default_factory=dict)  # where each save is scripted
    recharges: dict[str, int] = field(default_factory=dict)  # scripted recharge rolls (d6)
    recharge_spans: dict[str, Span] = field(default_factory=dict)  # where each is scripted


@dataclass
class Encounter:
    """Everything a simulation needs; combatants are listed in initiative order."""

    grid: Grid
    combatants: list[Combatant]
    ruleset: Ruleset
    turns: list[Turn]
    options: dict[str, bool] = field(default_factory=dict)
    objects: dict[str, Square] = field(default_factory=dict)
    name: str = ""
    choices: list[Choice] = field(default_factory=list)


@dataclass
class Result:
    """What a simulation returns: the trace, problems found, and the final state."""

    trace: list[dict[str, Any]]
    diagnostics: list[Diagnostic]
    combatants: list[dict[str, Any]]


def nearness(selector: dict[str, Any] | None) -> int | None:
    """How near the owner a trigger's actor must be, in squares (the dispatcher's index):
    adjacent to you, or within N squares of you."""
    selector = selector or {}
    if selector.get("adjacent_to") == "self":
        return 1
    within = selector.get("within")
    return within if whole(within) else None


# The events that may end a condition early (:data:`ENDS_ON`)
_ENDING_EVENTS = frozenset(name for name, _ in ENDS_ON.values())


class Engine:
    """Runs one encounter: the 4E world the core's reactor asks. Use :func:`simulate`."""

    def __init__(self, encounter: Encounter, seed: int) -> None:
        self.enc = encounter
        self.rules = encounter.ruleset
        self.grid = encounter.grid
        self.rng = random.Random(seed)
        self.people = encounter.combatants
        self.by_name = {c.name: c for c in self.people}
        self.nearby = Nearby(self.people)
        self.universal = {r.name: Power.of(r) for r in self.rules.universal}
        for person in self.people:
            person.powers = {name: Power.of(p) for name, p in person.powers.items()}
        self.options = self.rules.options_chosen(encounter.options)
        self.round = 0
        self.turn_count = 0  # turns started in the encounter
        self._active: Combatant | None = None
        self.ending: Combatant | None = None  # whose turn is at its end (R001-10)
        self.trace = Trace(self._header)
        self.policy = Policy(encounter.choices)
        self.reactor: Reactor[Combatant] = Reactor(
            self.rules, self, self.rng, self.trace, self.policy, nearness
        )
        self.turned: set[str] = set()
        self.reacted: dict[str, int] = {}  # who last reacted in which round (R003-03)
        self.standing: dict[int, standing.Standing] = {}  # effects' reactions, by id
        self.at_turn_start: dict[str, dict[str, bool]] = {}
        self.budget: dict[str, int] = {}
        self.taken: list[str] = []
        self.pending_prep: list[Action] = []
        self.moved: list[Combatant] = []
        self.chasers: list[Combatant] = []
        self.bloodied_once: set[str] = set()
        self.action_points: set[str] = set()
        # how each turn goes: who has had a turn, who attacked during this one
        self.had_turn: set[str] = set()
        self.attacked: set[str] = set()
        self.save_rolls: list[SaveRoll] = []  # saving throws at their break point (save.roll)
        self.check_rolls: list[CheckRoll] = []  # skill checks at theirs (skill.check)
        self.using: list[str] = []  # powers an effect uses, being carried out (.uses)
        self.unmoved: list[Event[Combatant]] = []  # forced movements negated (.negations)
        self.rolls: list[dislikes.Rolled] = []  # rolls at their break point, to be disliked
        self.told: list[outcomes.Told] = []  # attack outcomes being told (.outcomes)
        self.reactor.bind(self.people, lambda c: c.powers.values())

    # -- the world as the core sees it -------------------------------------------------

    @property
    def active(self) -> Combatant | None:
        return self._active

    def initiative(self) -> Sequence[Combatant]:
        return self.people

    def place(self, event: Event[Combatant]) -> list[int] | None:
        square = place_of(event)
        return list(square) if square is not None else None

    def near(self, event: Event[Combatant], radius: int) -> list[str]:
        """Who stands within ``radius`` squares of the event's place (:mod:`.nearby`)."""
        square = place_of(event)
        return self.nearby.within(square, radius) if square is not None else []

    def judge(self, bound: Bound[Combatant], event: Event[Combatant]) -> str | None:
        """Why the bound reaction does not fire at ``event``: its trigger does not fit, or
        it would only attack a creature its owner cannot attack (:mod:`.prohibitions`), or
        it is an effect's whose duration is over (:mod:`.standing`)."""
        why = standing.over(self, bound) or trigger_reason(
            bound, event, self.people, self.rules.event_aliases, self.disliked
        )
        if why is None:
            why = prohibitions.unanswerable(bound.owner, Power.of(bound.reaction), event)
        return why

    def disliked(self, who: Combatant, event: Event[Combatant]) -> str | None:
        """Why ``who`` does not dislike the result of the roll ``event`` is (None: it does):
        its choice (:mod:`.dislikes`)."""
        return dislikes.judged(self, who, event)

    def resolve(
        self,
        claim: Claim[Combatant],
        frame: Frame[Combatant],
        trigger: Frame[Combatant] | None,
    ) -> None:
        """A reaction the core fires: its power's attack, or its ops."""
        owner, event = claim.bound.owner, claim.event
        power = Power.of(claim.bound.reaction)
        recharges.expend(owner, power)
        if self.active is not owner and claim.bound.id not in self.standing:  # (no action)
            self.reacted[owner.name] = self.round
        ctx = Ctx(owner, power, frame, event, trigger, standing.target_of(self, claim.bound))
        ctx.standing = claim.bound.id in self.standing
        if power.defense is not None:
            target = self.triggering(ctx, ally=False)  # (its attack's: the enemy's)
            if target is not None and not target.down:
                attacks.attack(self, owner, power, [target], frame, trigger=(event, trigger))
            else:
                why = "no triggering creature" if target is None else f"{target.name} is down"
                self.note("note", frame.depth, text=f"{power.name} makes no attack: {why}")
        else:
            self.ops(power.effect_ops + power.hit_ops, ctx)
        outcomes.recheck(self)  # (it may have turned an attack's outcome: R001-07)

    # -- the trace -------------------------------------------------------------------

    def _header(self) -> dict[str, Any]:
        return {"round": self.round, "turn": self.active.name if self.active else None}

    def note(self, kind: str, depth: int = 0, **fields: Any) -> None:
        self.trace.note(kind, depth, **fields)

    def unsimulated(self, op: dict[str, Any], ctx: Ctx, what: str, *, quoted: bool = False) -> None:
        """Record ``op`` as not simulated, saying ``what`` of it the engine does not model
        (with ``quoted``, the op's text too)."""
        said = {"text": op.get("text", "")} if quoted else {}
        self.note("op", ctx.frame.depth, op=op["op"], **said, status="not simulated",
                  why=f"{what} is not simulated")  # fmt: skip

    def problem(self, code: str, message: str, span: Span | None, depth: int = 0) -> None:
        self.reactor.problem(code, message, span, depth)

    def dispatch(self, event: Event[Combatant], frame: Frame[Combatant], halfway: int = 0) -> None:
        self.reactor.dispatch(event, frame, ("halfway",) if halfway else ())
        self._end_early(event, frame)

    def _end_early(self, event: Event[Combatant], frame: Frame[Combatant]) -> None:
        """End the conditions this event ends before their duration ("... or until you
        make an attack", said of the one who gave it: :data:`ENDS_ON`); not an event of the
        action that gave it (its attack's roll against another target)."""
        if event.name not in _ENDING_EVENTS:  # (most events end nothing: every dispatch)
            return

        def ends(cond: Condition) -> bool:
            name, part = ENDS_ON.get(cond.ends_on or "", ("", ""))
            if event.name != name or cond.given_in is frame:
                return False
            party = getattr(event, part)
            if party is None or party.name != cond.source:
                return False
            other = event.actor if part == "target" else event.target
            return cond.ends_on not in BY_AN_ENEMY or (
                other is not None and other.side != party.side
            )

        self._end_conditions(ends)

    def _end_conditions(self, ends: Callable[[Condition], bool]) -> None:
        """End, with a trace line each, everyone's conditions that ``ends`` says end now."""
        for person in self.people:
            for cond in list(person.conditions):
                if ends(cond):
                    person.discard(cond)
                    self.note("condition", target=person.name, condition=cond.name, ends=True)

    def finish(self, frame: Frame[Combatant]) -> None:
        self.reactor.finish(frame)

    # -- the run ---------------------------------------------------------------------

    def run(self) -> Result:
        try:
            # Triggers on rolling initiative (R000-50) fire before the first turn.
            start: Frame[Combatant] = Frame("initiative", self.people[0], 0)
            for person in self.people:
                self.dispatch(Event("initiative.roll", person), start)
            self.finish(start)
            for turn in self.enc.turns:
                self._turn(turn)
        except Stop as stop:
            self.reactor.diagnostics.append(stop.diag)
            self.note("stopped", code=stop.diag.code, message=stop.diag.message)
        for choice in self.policy.unused():
            self.reactor.diagnostics.append(_unused(choice, self.trace.entries))
        diagnostics = self.reactor.diagnostics
        return Result(self.trace.entries, diagnostics, [c.snapshot() for c in self.people])

    def _turn(self, turn: Turn) -> None:
        me = self.by_name[turn.combatant]
        if me.name in self.turned or self.round == 0:
            self.round += 1
            self.turned = set()
            self.reactor.signal("round.start")
        self._active = me
        self.turn_count += 1
        self.reactor.signal("turn.start", me)
        # R003-03 looks at everyone's state "at the beginning of the target's turn".
        self.at_turn_start = {
            c.name: {
                "surprised": c.has("surprised"),
                "adjacent_to_enemy": self.enemy_adjacent(c),
                "acted": c.name in self.turned or self.acted_this_round(c),
            }
            for c in self.people
        }
        self.turned.add(me.name)
        self.moved, self.chasers = [], []
        self.attacked = set()
        first = me.name not in self.had_turn  # "starts its first turn during an encounter"
        self.had_turn.add(me.name)
        self.note("turn", combatant=me.name, state=[c.snapshot() for c in self.people])
        recharges.roll(self, me, turn)
        self._expire("start", me)
        self._ongoing_damage(me)
        top: Frame[Combatant] = Frame("start of turn", me, 0)
        # (set before the turn's start, whose reactions may give an action more)
        self.budget = {"standard": 1, "move": 1, "minor": 1}
        self.taken = []
        self.dispatch(Event("turn.start", me, None, {"first_time": first}), top)
        self.finish(top)
        self.pending_prep = []
        if me.down:
            self.note("note", text=f"{me.name} is down and takes no actions")
        for action in turn.actions:
            if me.down:
                self.note("note", text=f"{me.name} is down: the rest of the turn is lost")
                break
            scripted.act(self, me, action)
        self._end_turn(me, turn)

    def acted_this_round(self, who: Combatant) -> bool:
        """Did ``who`` react during the current round (R003-03's "already acted this
        round")? The game's round, from the first turn of it: not ``who``'s own window of
        the ruleset's ``round`` scope ("since the end of your last turn", R001-06), in which
        a reaction after its turn in the round before would count."""
        return self.reacted.get(who.name) == self.round

    def _end_turn(self, me: Combatant, turn: Turn) -> None:
        # R001-10: saving throws, end-of-turn effects; the character takes no actions.
        self.ending = me
        unsaved = dict(turn.saves)
        held = [c.name for c in me.conditions if c.duration == "save_ends"]
        for cond in list(me.conditions):
            if cond.duration == "save_ends":
                roll = unsaved.pop(cond.name, None)
                roll = roll if roll is not None else self.rng.randint(1, 20)
                saved: Frame[Combatant] = Frame("saving throw", me, 0)
                self.saving_throw(me, cond, roll, saved)
                self.finish(saved)
        for name in unsaved:  # a scripted save nothing rolled: a misspelt or ended condition
            why = f"{me.name} has no condition {name!r} that a save ends at the end of its turn"
            why += did_you_mean(name, held) or f" (its: {', '.join(map(repr, held)) or 'none'})"
            self.problem("R012", why, turn.save_spans.get(name, turn.span))
        self._expire("end", me)
        if self.options.get("endurance") and self.chasers:
            movement.endurance(self, me)
        for action in self.pending_prep:  # R000-22: preparation happens at the end of turn
            scripted.prepare(self, me, action)
        # (after its preparation: the round it prepares for starts, R000-03)
        self.reactor.signal("turn.end", me)
        top: Frame[Combatant] = Frame("end of turn", me, 0)
        # "ends its turn without having made an attack", "... without moving"
        went = {"attacked_this_turn": me.name in self.attacked, "moved_this_turn": me in self.moved}
        self.dispatch(Event("turn.end", me, None, went), top)
        self.finish(top)
        self.ending = None
        self._active = None

    def saving_throw(
        self,
        me: Combatant,
        cond: Condition,
        natural: int,
        frame: Frame[Combatant],
        *given: Condition | None,
    ) -> bool:
        """``me``'s saving throw against ``cond``: the d20's ``natural`` roll with its
        lasting bonuses and penalties and those the effect giving it (or a reroll of it)
        says (``given``), by 4E's stacking rule (:mod:`.modifiers`); 10 or more ends it
        (R001-10), then ``save.succeed`` or ``save.fail``, at the end of a turn or when an
        effect gives it. Whether it ended the effect (a save)."""
        bonuses = [bonus for bonus in given if bonus is not None]
        natural, bonuses = rerolls.save_rolled(self, me, cond, natural, frame, bonuses)
        spent = modifiers.next_saves(me)  # (counted again by a reroll of this one)
        more = modifiers.save_modifier(me, *bonuses)
        roll = natural + more
        ended = roll >= 10
        said = {"modifier": more} if more else {}
        self.note("save", frame.depth, combatant=me.name, condition=cond.name, roll=roll,
                  natural=natural, ends=ended, **said)  # fmt: skip
        if ended:
            me.discard(cond)
        name = "save.succeed" if ended else "save.fail"
        given_it = modifiers.given_facts([*bonuses, *spent])
        facts = {"condition": cond.name, "save_can_end": True, **given_it}
        self.dispatch(Event(name, me, None, facts, frame.depth), frame)
        return ended

    def _ongoing_damage(self, me: Combatant) -> None:
        """The ongoing damage ``me`` takes, at the start of its turn, each type once."""
        for cond in me.ongoing:
            frame: Frame[Combatant] = Frame("ongoing damage", me, 0)
            source = next((c for c in self.people if c.name == cond.source), None)
            types = list(cond.types)
            damage.harm(self, me, cond.amount, source, frame, types, ongoing=True,
                        unresisted=cond.unresisted)  # fmt: skip
            self.finish(frame)

    def _expire(self, moment: str, clock: Combatant) -> None:
        """End the conditions whose duration ends at this ``moment`` ("start" or "end") of
        ``clock``'s turn (:data:`DURATION_ENDS`)."""

        def ends(cond: Condition) -> bool:
            _, when, passing = DURATION_ENDS.get(cond.duration or "", ("", "", False))
            if when != moment or cond.clock != clock.name:
                return False
            # applied during this very turn: "next turn" is still ahead
            return not (passing and cond.applied_turn >= self.turn_count)

        self._end_conditions(ends)

    # -- actions and their cost ------------------------------------------------------

    def _spend(self, me: Combatant, kind: str, *, dry: bool = False) -> tuple[bool, str, bool]:
        """Pay for an action (R001-01); returns (ok, why not, substituted for the standard).
        ``dry``: only say whether it could be paid."""
        for cond in me.conditions:
            rule = self.condition_rule(cond.name)
            if not rule:
                continue
            message = f"{cond.name}: {rule.get('message', '')}"
            if rule.get("no_actions"):
                return False, message, False
            if rule.get("max_actions") is not None and len(self.taken) >= rule["max_actions"]:
                return False, message, False
            moves = self.taken.count("move")
            most = rule.get("max_move_actions")
            if kind == "move" and most is not None and moves >= most:
                return False, message, False
            if rule.get("standard_excludes_move") and (
                (kind == "standard" and moves) or (kind == "move" and "standard" in self.taken)
            ):
                return False, message, False
        substitutes = {"standard": ("standard",), "move": ("move", "standard")}
        for slot in substitutes.get(kind, ("minor", "move", "standard")):
            if self.budget.get(slot, 0) > 0:
                if not dry:
                    self.budget[slot] -= 1
                    self.taken.append(kind)
                return True, "", slot == "standard" and kind != "standard"
        return False, f"no {kind} action left this turn (R001-01)", False

    def condition_rule(self, name: str) -> dict[str, Any]:
        """What the ruleset's ``conditions:`` table says of a condition (empty if nothing)."""
        table: dict[str, Any] = self.rules.sections.get("conditions", {})
        return table.get(name) or {}

    def pay(self, me: Combatant, action: Action, kind: str, *, dry: bool = False) -> bool | None:
        """Pay for ``action`` (``dry``: only check), or report why it cannot be taken."""
        ok, why, substituted = self._spend(me, kind, dry=dry)
        if not ok:
            self.problem("R012", f"{me.name} cannot {action.kind}: {why}", action.span)
            return None
        return substituted

    # -- the grid from a combatant's point of view ------------------------------------

    def occupant(self, square: Square) -> Combatant | None:
        for c in self.people:
            if c.position == square and not c.down:
                return c
        return None

    def enemy_adjacent(self, me: Combatant, square: Square | None = None) -> bool:
        at = square or me.position
        return any(
            c.side != me.side and not c.down and adjacent(c.position, at) for c in self.people
        )

    def speed(self, me: Combatant) -> int:
        speed = me.speed
        for cond in me.conditions:
            slowed = self.condition_rule(cond.name).get("speed")
            if slowed is not None:
                speed = min(speed, slowed)
        return speed

    def sides(self, me: Combatant) -> tuple[list[Square], list[Square]]:
        """The squares of ``me``'s standing allies and of its standing enemies."""
        friends = [
            c.position for c in self.people if c.side == me.side and c is not me and not c.down
        ]
        return friends, [c.position for c in self.people if c.side != me.side and not c.down]

    def blocked_for(self, me: Combatant) -> Callable[[Square], bool]:
        def blocked(square: Square) -> bool:
            other = self.occupant(square)
            return other is not None and other is not me and other.side != me.side

        return blocked

    def taken_for(self, me: Combatant) -> Callable[[Square], bool]:
        def taken(square: Square) -> bool:
            other = self.occupant(square)
            return other is not None and other is not me

        return taken

    def cannot_move(self, me: Combatant) -> str:
        """Why ``me`` cannot move now (down, or a condition that stops movement), or ""."""
        if me.down:
            return f"{me.name} is down"
        for cond in me.conditions:
            rule = self.condition_rule(cond.name)
            if rule.get("ends_move") or rule.get("no_move"):
                return f"{me.name} is {cond.name}"
        return ""

    # -- who a power's op is about ---------------------------------------------------

    def triggering(self, ctx: Ctx, ally: bool | None = None) -> Combatant | None:
        """The triggering creature: whoever in the event is not the reaction's user; of two
        on different sides ("An enemy hits an ally"), the user's ally when ``ally`` (the
        triggering ally), else the enemy (the triggering enemy); with no side asked for,
        the event's actor; else the one who caused it, when the trigger names it ("You are
        bloodied by an enemy's attack": the attacker, the event's ``by``; "You become
        bloodied" names none)."""
        event = ctx.event
        if event is None:
            return None
        by = event.parties.get("by") if _names_the_causer(ctx.power, event.name) else None
        found: list[Combatant] = []
        for w in (event.actor, event.target, by):
            if isinstance(w, Combatant) and w is not ctx.user and all(w is not f for f in found):
                found.append(w)
        if ally is not None:
            found.sort(key=lambda w: (w.side == ctx.user.side) != ally)  # (stable: actor first)
        return found[0] if found else None

    def who(
        self, ctx: Ctx, name: str | None, *, harmed: bool = True, ally: bool | None = None
    ) -> Combatant | None:
        """The creature an op names: the user, the triggering creature, or its target (the
        attack's, else the triggering creature, else, for an op that ``harmed`` someone, a
        random enemy in the power's range, R000-34; an op that helps finds no one then).
        Of two triggering creatures, an op that harms is the enemy's, one that helps the
        ally's (``ally`` says otherwise: :meth:`triggering`)."""
        side = (not harmed) if ally is None else ally
        if name == "self":
            return ctx.user
        if name == groups.MEMBER:
            return ctx.member
        if name == "triggering":
            return self.triggering(ctx, side)
        if ctx.target is not None:
            return ctx.target
        found = self.triggering(ctx, side)
        if found is not None or not harmed:
            return found
        return attacks.random_target(self, ctx)

    def named(self, op: dict[str, Any], ctx: Ctx, naming: Naming = THE_TARGET) -> Combatant | None:
        """The creature ``op`` is done to, as ``naming`` says to find it (:meth:`who`), or
        None, noted in the trace (``naming.status``), when no one is at hand: none named,
        or one down when it must not be."""
        name = op.get(naming.field) or naming.otherwise
        who = self.who(ctx, name, harmed=naming.harmed, ally=naming.ally)
        if who is None or (who.down and not naming.down_too):
            self.note("op", ctx.frame.depth, op=op["op"], status=naming.status)
            return None
        return who

    def ops(self, ops: tuple[dict[str, Any], ...], ctx: Ctx) -> None:
        ops = durations.joined(ops)  # ("This effect lasts until ...": the op before's)
        ctx.folded.extend(durations.given(ops))
        ops = provisos.before_attacks(ops)
        for index, op in enumerate(ops):
            if ctx.user.down and (not ctx.standing or standing.an_act(op)):
                self.note("note", ctx.frame.depth, text=f"{ctx.user.name} is down")
                return
            if any(op is done for done in ctx.folded):
                folded_as = FOLDED[str(op.get("op"))]
                self.note("op", ctx.frame.depth, op=op.get("op"), status=folded_as)
                continue
            handler = OPS.get(str(op.get("op")))
            why = unfollowed(op) if handler is not None else unmodelled.why_not(str(op.get("op")))
            if handler is None or why is not None:
                said = {"why": why} if why is not None else {}
                self.note(
                    "op",
                    ctx.frame.depth,
                    op=op.get("op"),
                    text=op.get("text", ""),
                    status="not simulated",
                    **said,
                )
                continue
            ctx.earlier, ctx.later = ops[:index], ops[index + 1 :]
            for one, for_one in groups.each(self, op, ctx, group_key(op)):
                if not self._proviso_fails(one, for_one):
                    handler(self, one, for_one)

    def _proviso_fails(self, op: dict[str, Any], ctx: Ctx) -> bool:
        """Whether ``op``'s ``at`` or ``if`` (:mod:`.provisos`) keeps it from happening now:
        it is not its moment, it does not hold, or what it is about is not at hand (then not
        simulated, with why)."""
        not_now = provisos.timing(op, ctx, ctx.later)
        if not_now is not None:
            self.note("op", ctx.frame.depth, op=op.get("op"), text=op.get("text", ""),
                      status="not simulated", why=not_now)  # fmt: skip
            return True
        fits, said = provisos.creature_fits(self, op, ctx)
        if not fits:
            unknown = {"why": said} if fits is None else {}
            status = "not simulated" if fits is None else f"no one it names: {said}"
            self.note("op", ctx.frame.depth, op=op.get("op"), status=status, **unknown)
            return True
        if op.get("if") is None:
            return False
        held, said = provisos.judge(self, op, ctx)
        if held is None:
            why = f"its condition ({op['if']}): {said}"
            self.note("op", ctx.frame.depth, op=op.get("op"), text=op.get("text", ""),
                      status="not simulated", why=why)  # fmt: skip
        else:
            holds = "holds" if held else "does not hold"
            self.note("op", ctx.frame.depth, op=op.get("op"),
                      status=f"its condition ({op['if']}) {holds}: {said}")  # fmt: skip
        if held is False:
            ctx.unheld.append(op)
        return not held

    def scripted_choice(self, decide: str, who: Combatant, options: Sequence[Any]) -> Any:
        """A scripted answer to one of ``who``'s choices, if one is given and possible; an
        impossible one is reported (R012) and the default policy chooses instead."""
        choice = self.policy.take(decide, (who.name, who.controller))
        if choice is None:
            return None
        answer = tuple(choice.answer) if isinstance(choice.answer, list) else choice.answer
        if answer in options:
            return answer
        self.problem(
            "R012",
            f"{who.name} cannot choose {choice.answer!r} for {decide}: not one of the options",
            choice.span,
        )
        return None


def _names_the_causer(power: Power, event: str) -> bool:
    """Whether ``power``'s trigger names who caused the event (its ``by`` qualifier)."""
    return any(
        "by" in part.qualifiers or "by" in part.by_event.get(event, {}) for part in power.parts
    )


def _unused(choice: Choice, trace: list[dict[str, Any]]) -> Diagnostic:
    """R019: a scripted choice no decision asked for; of a reaction that came up but was
    refused before its owner was asked (a limit a rival took first), said so."""
    what = f"{choice.decide} ({choice.about})" if choice.about else choice.decide
    refused = [
        e["why"]
        for e in trace
        if e["kind"] == "candidate"
        and choice.decide == "react"
        and e["reaction"] == choice.about
        and e["owner"] == choice.who
        and e["matched"]
        and not e["fires"]
    ]
    said = f"the scripted choice {what} of {choice.who} never came up"
    if refused:
        said = (
            f"the scripted choice {what} of {choice.who} was not needed: {choice.about} "
            f"came up, but was refused before {choice.who} was asked: {refused[-1]}"
        )
    return diagnostic("R019", said, choice.span)


def simulate(encounter: Encounter, seed: int = 0) -> Result:
    """Run ``encounter`` with a seeded RNG: the same seed always gives the same trace."""
    return Engine(encounter, seed).run()
