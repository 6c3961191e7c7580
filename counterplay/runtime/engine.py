"""The engine: an encounter's scripted turns run under a ruleset, reactions fired as it says.

Actions are broken into events at their break points (seed 001, seed 000's "action steps"):

- movement, square by square: the whole ``move``/``shift``/``run`` event, then for each
  square ``move.leave`` (still in the square being left) and ``move.enter`` (R000-20);
- an attack power: ``power.use`` (declared), then per target ``attack.target`` ->
  ``attack.roll`` -> ``attack.hit`` / ``attack.miss`` (+ ``attack.critical``) -> damage and
  effects (``damage.take``, ``bloodied``, ``hp.zero``, ``condition.gain``, forced movement).

At each event the dispatcher's index yields the candidate reactions; each is checked (trigger,
chain rule, conditions, preparation, timing, limits, requirements, restrictions) and the
trace records why it fires or not. Interrupts resolve at the break point, before the rest of
the action, and may make it lost (R001-07, R000-19); the others wait until the triggering
action is complete (R001-08, R000-07). Every loop is bounded: scripts are finite, movement
is at most a few squares, reaction chains stop at the ruleset's ``max_depth`` and a run stops
after :data:`MAX_EVENTS` events, each with a diagnostic instead of a hang.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from counterplay.diagnostics import Diagnostic, Span, diagnostic
from counterplay.runtime import decisions
from counterplay.runtime.combatant import Combatant, Condition
from counterplay.runtime.dispatch import Bound, Dispatcher, Event
from counterplay.runtime.effects import OPS, number
from counterplay.runtime.grid import Grid, Square, adjacent, distance, flanks
from counterplay.runtime.limits import Limits
from counterplay.runtime.match import trigger_reason
from counterplay.runtime.ordering import order
from counterplay.runtime.reaction import BASIC_ATTACKS, Reaction
from counterplay.runtime.ruleset import Filter, Limit, Ruleset

MAX_EVENTS = 20_000

_DICE = re.compile(r"^\s*(\d*)d(\d+)\s*([+-]\s*\d+)?\s*$")


@dataclass
class Action:
    """One scripted action: ``kind`` (move, shift, attack, ...) and its arguments."""

    kind: str
    args: dict[str, Any] = field(default_factory=dict)
    span: Span | None = None


@dataclass
class Turn:
    """One combatant's scripted turn."""

    combatant: str
    actions: list[Action] = field(default_factory=list)
    saves: dict[str, int] = field(default_factory=dict)  # scripted saving throws (d20)
    span: Span | None = None


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


@dataclass
class Result:
    """What a simulation returns: the trace, problems found, and the final state."""

    trace: list[dict[str, Any]]
    diagnostics: list[Diagnostic]
    combatants: list[dict[str, Any]]


@dataclass
class AttackState:
    """One partial attack in progress, which interrupts may change."""

    attacker: Combatant
    target: Combatant
    power: Reaction
    bonus: int = 0
    resist: int = 0
    forced_miss: bool = False
    reroll: bool = False
    facts: dict[str, Any] = field(default_factory=dict)  # the attack's event qualifiers


@dataclass
class Frame:
    """An action in progress: its after-queue, what it already triggered, whether it is lost."""

    name: str
    actor: Combatant
    depth: int
    after: list[tuple[Bound, Event]] = field(default_factory=list)
    deferred: list[tuple[Bound, Event]] = field(default_factory=list)
    fired: set[int] = field(default_factory=set)
    lost: bool = False
    attack: AttackState | None = None


class _Stop(Exception):
    """A bound was reached; the run ends with this diagnostic."""

    def __init__(self, diag: Diagnostic) -> None:
        self.diag = diag


@dataclass
class Ctx:
    """Who is resolving which power, against what, in answer to which event."""

    user: Combatant
    power: Reaction
    frame: Frame
    event: Event | None = None
    trigger_frame: Frame | None = None
    target: Combatant | None = None


def roll_dice(rng: random.Random, text: str) -> int:
    """Roll ``NdM+K`` ("2d6+3"); a bare number is itself."""
    text = text.strip()
    if text.lstrip("-").isdigit():
        return int(text)
    found = _DICE.match(text)
    if not found:
        return 0
    count, sides = int(found.group(1) or 1), max(1, int(found.group(2)))
    total = sum(rng.randint(1, sides) for _ in range(min(count, 100)))
    return total + int((found.group(3) or "0").replace(" ", ""))


class Engine:
    """Runs one encounter. Use :func:`simulate`."""

    def __init__(self, encounter: Encounter, seed: int) -> None:
        self.enc = encounter
        self.rules = encounter.ruleset
        self.grid = encounter.grid
        self.rng = random.Random(seed)
        self.trace: list[dict[str, Any]] = []
        self.diagnostics: list[Diagnostic] = []
        self.people = encounter.combatants
        self.by_name = {c.name: c for c in self.people}
        self.options = {n: o.default for n, o in self.rules.options.items()}
        self.options.update(encounter.options)
        self.dispatcher = Dispatcher(self.rules.event_aliases)
        self.round = 0
        self.active: Combatant | None = None
        self.limits = Limits(self.rules.limits)
        self.events = 0
        self.turned: set[str] = set()
        self.reacted: set[str] = set()
        self.at_turn_start: dict[str, dict[str, bool]] = {}
        self.budget: dict[str, int] = {}
        self.taken: list[str] = []
        self.pending_prep: list[Action] = []
        self.moved: list[Combatant] = []
        self.chasers: list[Combatant] = []
        self.bloodied_once: set[str] = set()
        # how each turn goes: who has had a turn, who attacked during this one
        self.had_turn: set[str] = set()
        self.attacked: set[str] = set()
        self._bind()

    # -- set-up ----------------------------------------------------------------------

    def _bind(self) -> None:
        next_id = 0
        for owner in self.people:
            for power in [*owner.powers.values(), *self.rules.universal]:
                if not power.event or power.event == "unparsed":
                    continue
                if not self.rules.kind_tags(power):
                    continue  # not a reaction under this ruleset (reported by R009)
                tags = self.rules.tags(power)
                events = tuple(self.rules.event_aliases.get(e, e) for e in power.events)
                bound = Bound(
                    next_id,
                    owner,
                    power,
                    tags,
                    self.rules.mode(tags),
                    events,
                )
                self.dispatcher.register(bound)
                next_id += 1

    # -- the trace -------------------------------------------------------------------

    def note(self, kind: str, depth: int = 0, **fields: Any) -> None:
        entry: dict[str, Any] = {
            "seq": len(self.trace),
            "round": self.round,
            "turn": self.active.name if self.active else None,
            "depth": depth,
            "kind": kind,
        }
        entry.update(fields)
        self.trace.append(entry)

    def problem(self, code: str, message: str, span: Span | None, depth: int = 0) -> None:
        self.diagnostics.append(diagnostic(code, message, span))
        self.note("problem", depth, code=code, message=message)

    # -- the run ---------------------------------------------------------------------

    def run(self) -> Result:
        try:
            # Triggers on rolling initiative (R000-50) fire before the first turn.
            start = Frame("initiative", self.people[0], 0)
            for person in self.people:
                self._dispatch(Event("initiative.roll", person), start)
            self._finish(start)
            for turn in self.enc.turns:
                self._turn(turn)
        except _Stop as stop:
            self.diagnostics.append(stop.diag)
            self.note("stopped", code=stop.diag.code, message=stop.diag.message)
        return Result(self.trace, self.diagnostics, [c.snapshot() for c in self.people])

    def _turn(self, turn: Turn) -> None:
        me = self.by_name[turn.combatant]
        if me.name in self.turned or self.round == 0:
            self.round += 1
            self.turned = set()
        self.active = me
        self.limits.begin_turn(me.name)
        self.reacted.discard(me.name)
        # R003-03 looks at everyone's state "at the beginning of the target's turn".
        self.at_turn_start = {
            c.name: {
                "surprised": c.has("surprised"),
                "adjacent_to_enemy": self._enemy_adjacent(c),
                "acted": c.name in self.turned or c.name in self.reacted,
            }
            for c in self.people
        }
        self.turned.add(me.name)
        self.moved, self.chasers = [], []
        self.attacked = set()
        first = me.name not in self.had_turn  # "starts its first turn during an encounter"
        self.had_turn.add(me.name)
        self.note("turn", combatant=me.name, state=[c.snapshot() for c in self.people])
        self._expire("start_of_next_turn", me)
        top = Frame("start of turn", me, 0)
        self._dispatch(Event("turn.start", me, None, {"first_time": first}), top)
        self._finish(top)
        self.budget = {"standard": 1, "move": 1, "minor": 1}
        self.taken = []
        self.pending_prep = []
        if me.down:
            self.note("note", text=f"{me.name} is down and takes no actions")
        for action in turn.actions:
            if me.down:
                self.note("note", text=f"{me.name} is down: the rest of the turn is lost")
                break
            self._act(me, action)
        self._end_turn(me, turn)

    def _end_turn(self, me: Combatant, turn: Turn) -> None:
        # R001-10: saving throws, end-of-turn effects; the character takes no actions.
        for cond in list(me.conditions):
            if cond.duration == "save_ends":
                roll = turn.saves.get(cond.name)
                roll = roll if roll is not None else self.rng.randint(1, 20)
                ended = roll >= 10
                self.note("save", combatant=me.name, condition=cond.name, roll=roll, ends=ended)
                if ended:
                    me.remove(cond.name)
                saved = Frame("saving throw", me, 0)
                name = "save.succeed" if ended else "save.fail"
                self._dispatch(
                    Event(name, me, None, {"condition": cond.name, "save_can_end": True}), saved
                )
                self._finish(saved)
        self._expire("end_of_turn", me)
        self._expire("end_of_next_turn", me)
        if self.options.get("endurance") and self.chasers:
            self._endurance(me)
        for action in self.pending_prep:  # R000-22: preparation happens at the end of turn
            self._prepare(me, action)
        top = Frame("end of turn", me, 0)
        # "ends its turn without having made an attack", "... without moving"
        went = {"attacked_this_turn": me.name in self.attacked, "moved_this_turn": me in self.moved}
        self._dispatch(Event("turn.end", me, None, went), top)
        self._finish(top)
        self.active = None

    def _expire(self, duration: str, clock: Combatant) -> None:
        for person in self.people:
            for cond in list(person.conditions):
                if cond.duration != duration or cond.clock != clock.name:
                    continue
                if duration != "end_of_turn" and cond.applied_turn >= self.limits.turn:
                    continue  # applied during this very turn: "next turn" is still ahead
                person.remove(cond.name)
                self.note("condition", target=person.name, condition=cond.name, ends=True)

    # -- actions and their cost ------------------------------------------------------

    def _spend(self, me: Combatant, kind: str) -> tuple[bool, str, bool]:
        """Pay for an action (R001-01); returns (ok, why not, substituted for the standard)."""
        for cond in me.conditions:
            rule = self.rules.conditions.get(cond.name)
            if rule is None:
                continue
            if rule.no_actions:
                return False, f"{cond.name}: {rule.message}", False
            if rule.max_actions is not None and len(self.taken) >= rule.max_actions:
                return False, f"{cond.name}: {rule.message}", False
            moves = self.taken.count("move")
            if (
                kind == "move"
                and rule.max_move_actions is not None
                and moves >= (rule.max_move_actions)
            ):
                return False, f"{cond.name}: {rule.message}", False
            if rule.standard_excludes_move and (
                (kind == "standard" and moves) or (kind == "move" and "standard" in self.taken)
            ):
                return False, f"{cond.name}: {rule.message}", False
        substitutes = {"standard": ("standard",), "move": ("move", "standard")}
        for slot in substitutes.get(kind, ("minor", "move", "standard")):
            if self.budget.get(slot, 0) > 0:
                self.budget[slot] -= 1
                self.taken.append(kind)
                return True, "", slot == "standard" and kind != "standard"
        return False, f"no {kind} action left this turn (R001-01)", False

    def _act(self, me: Combatant, action: Action) -> None:
        handler = self._ACTIONS.get(action.kind)
        if handler is None:  # the scenario schema makes this unreachable
            self.problem("R011", f"unknown action {action.kind!r}", action.span)
            return
        handler(self, me, action)

    def _pay(self, me: Combatant, action: Action, kind: str) -> bool | None:
        ok, why, substituted = self._spend(me, kind)
        if not ok:
            self.problem("R012", f"{me.name} cannot {action.kind}: {why}", action.span)
            return None
        return substituted

    def _do_move(self, me: Combatant, action: Action) -> None:
        path = [tuple(p) for p in action.args.get("path", ())]
        mode = action.kind
        if mode == "double_move":
            if self._pay(me, action, "move") is None or self._pay(me, action, "move") is None:
                return
            substituted, budget = True, 2 * self._speed(me)
        else:
            paid = self._pay(me, action, "move")
            if paid is None:
                return
            substituted = paid
            budget = self._speed(me) + (2 if mode == "run" else 0) if mode != "shift" else 1
        squares = [(int(p[0]), int(p[1])) for p in path]
        why = self._path_problem(me, squares, budget, shift=mode == "shift")
        if why:
            self.problem("R013", f"{me.name} cannot {mode} along that path: {why}", action.span)
            return
        self.note("action", actor=me.name, action=mode, path=[list(s) for s in squares])
        if mode == "run":  # R001-11: running grants combat advantage until your next turn
            me.add(Condition("running", "start_of_next_turn", me.name, self.limits.turn))
        event = "shift" if mode == "shift" else "move"
        # R003-02: a move action substituted for the standard action that enables 2+ squares
        double = substituted and self._speed(me) >= 2 and mode != "shift"
        halfway = len(squares) // 2 if mode == "double_move" else 0
        frame = Frame(mode, me, 0)
        self._movement(me, squares, event, mode, frame, double=double, halfway=halfway)
        self.moved.append(me)
        self._finish(frame)

    def _do_attack(self, me: Combatant, action: Action) -> None:
        power = self._power(me, action.args["power"])
        if power is None:
            self.problem("R005", f"{me.name} has no power {action.args['power']!r}", action.span)
            return
        if power.usage in ("encounter", "daily") and power.name in me.used:
            self.problem("R012", f"{power.name} is already used", action.span)
            return
        targets = [self.by_name[n] for n in action.args.get("targets", ())]
        for target in targets:
            if distance(me.position, target.position) > power.reach:
                self.problem("R014", f"{target.name} is out of reach of {power.name}", action.span)
                return
        slot = power.action.split()[0] if power.action else "standard"
        if (
            self._pay(me, action, slot if slot in ("standard", "move", "minor") else "standard")
            is None
        ):
            return
        if power.usage in ("encounter", "daily"):
            me.used.add(power.name)
        self.note(
            "action",
            actor=me.name,
            action=action.kind,
            power=power.name,
            targets=[t.name for t in targets],
        )
        frame = Frame(power.name, me, 0)
        if action.kind == "attack":
            self._attack(me, power, targets, frame, action.args)
        else:
            # A power without an attack roll is used too ("you use an arcane power"); it has
            # no attack facts, so attack_kind triggers cannot tell and do not fire.
            keywords = power.power_keywords
            facts = {
                "keywords": sorted(keywords),
                "weapon": "weapon" in keywords,
                "implement": "implement" in keywords,
                "power_kind": power.usage,
                "power": power.name.lower(),
            }
            whom = {"targets": tuple(targets)}
            self._dispatch(Event("power.use", me, None, facts, 0, None, whom), frame)
            ctx = Ctx(me, power, frame, target=targets[0] if targets else None)
            if not frame.lost:
                self._ops(power.effect_ops + power.hit_ops, ctx)
        self._finish(frame)

    def _do_simple(self, me: Combatant, action: Action) -> None:
        if action.kind == "stand":
            if self._pay(me, action, "move") is None:
                return
            me.remove("prone")
            self.note("action", actor=me.name, action="stand")
            frame = Frame("stand", me, 0)
            self._dispatch(Event("stand", me), frame)
            self._finish(frame)
        elif action.kind == "action_point":
            limit = _ACTION_POINT
            if self.limits.count(limit, me.name, "action point") >= 1:
                self.problem(
                    "R012", "an action point is spent once per encounter (R001-09)", action.span
                )
                return
            self.limits.use(limit, me.name, "action point")
            self.budget["standard"] += 1
            self.note("action", actor=me.name, action="action_point")
            frame = Frame("action point", me, 0)
            self._dispatch(Event("action_point.spend", me), frame)
            self._finish(frame)
        elif action.kind == "spend_surge":
            if self._pay(me, action, "minor") is None:
                return
            self.note("action", actor=me.name, action="spend_surge")
            frame = Frame("surge", me, 0)
            self._heal(me, max(1, me.max_hp // 4), frame)
            self._dispatch(Event("surge.spend", me), frame)
            self._finish(frame)

    def _do_setting(self, me: Combatant, action: Action) -> None:
        """Reaction-system settings a player changes on their own turn (R000-13, R000-22..25,
        R000-35)."""
        names = action.args.get("powers", [])
        if action.kind == "prepare":
            self.pending_prep.append(action)
            return
        if action.kind == "priority":
            me.priority = list(names)
        elif action.kind in ("disable", "enable"):
            for name in names:
                power = me.powers.get(name)
                tags = self.rules.tags(power) if power else frozenset()
                if self.rules.can_disable is None or not self.rules.can_disable.matches(tags):
                    self.problem(
                        "R015",
                        f"only Spontaneous reactions can be disabled or enabled, not {name!r}"
                        " (R000-13)",
                        action.span,
                    )
                    continue
                (me.disabled.add if action.kind == "disable" else me.disabled.discard)(name)
        elif action.kind == "default_basic_attack":
            me.default_basic_attack = action.args.get("power")
        self.note("setting", combatant=me.name, setting=action.kind, value=action.args)

    def _prepare(self, me: Combatant, action: Action) -> None:
        me.prepared = action.args.get("power")
        me.restrictions = dict(action.args.get("restrictions", {}))
        self.note("setting", combatant=me.name, setting="prepare", value=action.args)

    _ACTIONS: ClassVar[dict[str, Callable[[Engine, Combatant, Action], None]]] = {
        "move": _do_move,
        "double_move": _do_move,
        "run": _do_move,
        "shift": _do_move,
        "attack": _do_attack,
        "use": _do_attack,
        "stand": _do_simple,
        "action_point": _do_simple,
        "spend_surge": _do_simple,
        "prepare": _do_setting,
        "priority": _do_setting,
        "disable": _do_setting,
        "enable": _do_setting,
        "default_basic_attack": _do_setting,
    }

    # -- the grid from a combatant's point of view ------------------------------------

    def _occupant(self, square: Square) -> Combatant | None:
        for c in self.people:
            if c.position == square and not c.down:
                return c
        return None

    def _near(self, square: Square, radius: int) -> Iterator[str]:
        for c in self.people:
            if not c.down and distance(c.position, square) <= radius:
                yield c.name

    def _enemy_adjacent(self, me: Combatant, square: Square | None = None) -> bool:
        at = square or me.position
        return any(
            c.side != me.side and not c.down and adjacent(c.position, at) for c in self.people
        )

    def _speed(self, me: Combatant) -> int:
        speed = me.speed
        for cond in me.conditions:
            rule = self.rules.conditions.get(cond.name)
            if rule is not None and rule.speed is not None:
                speed = min(speed, rule.speed)
        return speed

    def _sides(self, me: Combatant) -> tuple[list[Square], list[Square]]:
        """The squares of ``me``'s standing allies and of its standing enemies."""
        friends = [
            c.position for c in self.people if c.side == me.side and c is not me and not c.down
        ]
        return friends, [c.position for c in self.people if c.side != me.side and not c.down]

    def _blocked_for(self, me: Combatant) -> Callable[[Square], bool]:
        def blocked(square: Square) -> bool:
            other = self._occupant(square)
            return other is not None and other is not me and other.side != me.side

        return blocked

    def _taken_for(self, me: Combatant) -> Callable[[Square], bool]:
        def taken(square: Square) -> bool:
            other = self._occupant(square)
            return other is not None and other is not me

        return taken

    def _path_problem(self, me: Combatant, path: list[Square], budget: int, shift: bool) -> str:
        """Why a walked path is not legal (empty string when it is)."""
        if not path:
            return "the path is empty"
        spent, here = 0, me.position
        blocked = self._blocked_for(me)
        for square in path:
            if not self.grid.inside(square):
                return f"{list(square)} is off the map"
            if square in self.grid.obstacles:
                return f"{list(square)} is an obstacle (R001-19)"
            if not adjacent(here, square):
                return f"{list(here)} to {list(square)} is not one step"
            if not self.grid.step_ok(here, square):
                return f"{list(here)} to {list(square)} cuts an obstacle's corner (R001-19)"
            if blocked(square):
                return f"{list(square)} is an enemy's square (R001-15)"
            if shift and square in self.grid.difficult:
                return f"{list(square)} is difficult terrain: no shifting into it (R001-13)"
            spent += 1 if shift else self.grid.cost(square)
            if spent > budget:
                return f"it costs more than {budget} squares of movement (R001-12, R001-13)"
            here = square
        if self._taken_for(me)(path[-1]):
            return f"{list(path[-1])} is occupied: no ending a move there (R001-15)"
        return ""

    def _can_keep_moving(self, me: Combatant) -> str:
        if me.down:
            return f"{me.name} is down"
        for cond in me.conditions:
            rule = self.rules.conditions.get(cond.name)
            if rule is not None and (rule.ends_move or rule.no_move):
                return f"{me.name} is {cond.name}"
        return ""

    # -- movement --------------------------------------------------------------------

    def _movement(
        self,
        me: Combatant,
        path: list[Square],
        event: str,
        mode: str,
        frame: Frame,
        *,
        double: bool = False,
        halfway: int = 0,
        provokes: bool | None = None,
        stop: Callable[[Square], bool] | None = None,
    ) -> None:
        """Walk ``path`` square by square with its break points (R000-20)."""
        if provokes is None:
            provokes = mode in ("move", "run", "double_move")  # R001-14: shift does not
        # shift / willing: "moves without shifting", "willingly moves" (docs/phrases.md)
        facts = {"shift": mode == "shift", "willing": True}
        qualifiers = {"mode": mode, "squares": len(path), "double": double, **facts}
        whole = (me.position, path[-1]) if path else None
        self._dispatch(
            Event(event, me, None, qualifiers, frame.depth, path=whole), frame, halfway=halfway
        )
        if halfway == 0:
            self._resolve_deferred(frame)
        leave = {"mode": mode, "provokes": provokes, "forced": False, **facts}
        for done, square in enumerate(path, start=1):
            here = me.position
            why = self._stopped(me, frame, here, square)
            if not why:
                self._dispatch(
                    Event("move.leave", me, None, leave, frame.depth, here, path=(here, square)),
                    frame,
                )
                why = self._stopped(me, frame, here, square)
            if why:
                self.note("lost", frame.depth, action=mode, why=f"{why}: the move stops (R001-07)")
                break
            self._step(me, square, frame, forced=False)
            self._dispatch(
                Event("move.enter", me, None, leave, frame.depth, square, path=(here, square)),
                frame,
            )
            if done == halfway:
                self._resolve_deferred(frame)
            if stop is not None and stop(square):
                self.note("note", frame.depth, text=f"{me.name}'s move ends at {list(square)}")
                break
        self._settle(me, frame)

    def _stopped(self, me: Combatant, frame: Frame, here: Square, square: Square) -> str:
        """Why a move cannot take its next step now (an interrupt may have changed things)."""
        if frame.lost:
            return "the action is lost"
        why = self._can_keep_moving(me)
        if why:
            return why
        if me.position != here:
            return f"{me.name} was moved"
        if self._blocked_for(me)(square) or not self.grid.step_ok(here, square):
            return f"{list(square)} is blocked now"
        return ""

    def _settle(self, me: Combatant, frame: Frame) -> None:
        """No ending in an occupied square (R001-15): a move cut short in an ally's square
        ends in the nearest free square instead."""
        if me.down or not self._taken_for(me)(me.position):
            return
        taken = self._taken_for(me)
        free = [
            (x, y)
            for x in range(self.grid.width)
            for y in range(self.grid.height)
            if self.grid.enterable((x, y)) and not taken((x, y))
        ]
        if not free:
            return
        nearest = min(distance(s, me.position) for s in free)
        square = decisions.pick(self.rng, [s for s in free if distance(s, me.position) == nearest])
        self.note(
            "note",
            frame.depth,
            text=f"{me.name} cannot end in an occupied square (R001-15): placed at {list(square)}",
        )
        me.position = square

    def _step(self, me: Combatant, square: Square, frame: Frame, *, forced: bool) -> None:
        before = me.position
        me.position = square
        self.note(
            "step", frame.depth, who=me.name, frm=list(before), to=list(square), forced=forced
        )
        if square in self.grid.dangerous:
            self.note("note", frame.depth, text=f"{me.name} enters dangerous terrain")
            self._harm(me, self.grid.dangerous_damage, None, frame)

    def _force(self, source: Combatant, who: Combatant, kind: str, squares: int, ctx: Ctx) -> None:
        """Push, pull or slide ``who`` (R001-16..18); the destination by R000-27..29."""
        frame = ctx.frame
        facts = {"distance": squares, "from_attack": frame.attack is not None}
        self._dispatch(Event(f"forced.{kind}", source, who, facts, frame.depth), frame)
        if frame.lost:
            self.note("lost", frame.depth, action=kind, why="the forced movement is negated")
            return
        blocked = self._blocked_for(who)
        reach = self.grid.forced_reach(
            who.position,
            squares,
            kind,
            source.position,
            lambda sq: not blocked(sq),
            lambda sq: not self._taken_for(who)(sq),
        )
        friends, foes = self._sides(who)
        board = decisions.Board(
            self.grid, who.position, {s: len(p) for s, p in reach.items()}, friends, foes
        )
        dest, why = decisions.destination(
            self.rng, "forced", board, self._restriction(ctx, "forced"), self.rules.decisions
        )
        self.note("decision", frame.depth, what=f"{kind} {who.name}", choice=list(dest), why=why)
        # R001-18: forced movement provokes nothing; it is neither a shift nor willing.
        quals = {"mode": kind, "provokes": False, "forced": True, "shift": False, "willing": False}
        for square in reach[dest]:
            here = who.position
            if who.down or self._blocked_for(who)(square):
                break
            leaving = Event(
                "move.leave", who, None, quals, frame.depth, here, {"by": source}, (here, square)
            )
            self._dispatch(leaving, frame)
            if who.down or who.position != here or self._blocked_for(who)(square):
                break
            self._step(who, square, frame, forced=True)
        self._settle(who, frame)

    def _restriction(self, ctx: Ctx, kind: str) -> tuple[str, Square] | None:
        """A preparation restriction on forced movement or movement (R000-39..42)."""
        if ctx.user.prepared != ctx.power.name:
            return None
        for how in ("toward", "away"):
            name = ctx.user.restrictions.get(f"{kind}_{how}")
            if name:
                if name in self.by_name:
                    return how, self.by_name[name].position
                if name in self.enc.objects:
                    return how, self.enc.objects[name]
        return None

    def _reaction_move(self, me: Combatant, op: dict[str, Any], ctx: Ctx) -> None:
        """A reaction's own movement: guided destination (R000-30..32) or a chase (seed 003)."""
        kind = op["op"]
        frame = ctx.frame
        amount = op.get("distance", 1)
        squares = self._speed(me) if amount == "speed" else number(amount, 1)
        if op.get("toward") == "triggering":
            quarry = self._triggering(ctx)
            if quarry is None:
                self.note("op", frame.depth, op=kind, status="no one to move toward")
                return
            self._chase(me, quarry, squares, frame)
            return
        if kind == "teleport":
            reach = {
                s: distance(s, me.position)
                for x in range(self.grid.width)
                for y in range(self.grid.height)
                if self.grid.enterable(s := (x, y))
                and distance(s, me.position) <= squares
                and not self._taken_for(me)(s)
            }
            reach[me.position] = 0
            paths: dict[Square, Sequence[Square]] = {s: (s,) for s in reach}
        else:
            enemies = [c.position for c in self.people if c.side != me.side and not c.down]

            def safe(a: Square, b: Square) -> bool:
                # R000-30: paths that would normally provoke are not considered
                return kind == "shift" or not any(adjacent(a, e) for e in enemies)

            found = self.grid.walk_reach(
                me.position, squares, self._blocked_for(me), self._taken_for(me), safe
            )
            if kind == "shift":
                found = {s: v for s, v in found.items() if s not in self.grid.difficult}
            reach = {s: len(v[1]) for s, v in found.items()}
            paths = {s: v[1] for s, v in found.items()}
        friends, foes = self._sides(me)
        board = decisions.Board(self.grid, me.position, reach, friends, foes)
        dest, why = decisions.destination(
            self.rng, "move", board, self._restriction(ctx, "move"), self.rules.decisions
        )
        self.note("decision", frame.depth, what=f"{kind} {me.name}", choice=list(dest), why=why)
        if dest == me.position:
            return
        if kind == "teleport":
            self._dispatch(Event("teleport", me, None, {}, frame.depth), frame)
            self._step(me, dest, frame, forced=False)
            return
        self._movement(me, list(paths[dest]), kind, kind, frame, provokes=False)

    def _chase(self, me: Combatant, quarry: Combatant, squares: int, frame: Frame) -> None:
        """The immediate move (R003-04..06): toward the target, through squares next to it,
        without provoking, stopping next to any other enemy."""
        path: list[Square] = []
        here, left = me.position, squares
        blocked, taken = self._blocked_for(me), self._taken_for(me)

        def other_enemy(square: Square) -> bool:
            """R003-06: the move ends next to an enemy other than the target."""
            return any(
                c.side != me.side
                and c is not quarry
                and not c.down
                and adjacent(c.position, square)
                for c in self.people
            )

        for _ in range(squares):  # bounded by the movement allowed
            if adjacent(here, quarry.position):
                break
            options = [
                s
                for s in self.grid.steps(here)
                if not blocked(s)
                and not taken(s)
                and self.grid.cost(s) <= left
                and distance(s, quarry.position) < distance(here, quarry.position)
            ]
            step = decisions.chase_step(self.rng, options, quarry.position)
            if step is None:
                break
            here = step
            left -= self.grid.cost(here)
            path.append(here)
            if other_enemy(here):
                break
        self.note(
            "decision",
            frame.depth,
            what=f"chase {quarry.name}",
            choice=[list(s) for s in path],
            why="as near the target as possible",
        )
        if not path:
            return
        self._movement(me, path, "move", "immediate move", frame, provokes=False, stop=other_enemy)
        self.moved.append(me)
        self.chasers.append(me)

    def _endurance(self, me: Combatant) -> None:
        """R003-08 (optional): opposed Endurance at the end of the target's turn; the
        highest-scoring mover may move one more square."""
        movers = [me, *(c for i, c in enumerate(self.chasers) if c not in self.chasers[:i])]
        scores = {c.name: self.rng.randint(1, 20) + c.endurance for c in movers}
        best = max(scores.values())
        winner = decisions.pick(self.rng, [c for c in movers if scores[c.name] == best])
        self.note("endurance", scores=scores, winner=winner.name)
        frame = Frame("endurance", winner, 1)
        taken, blocked = self._taken_for(winner), self._blocked_for(winner)
        options = [s for s in self.grid.steps(winner.position) if not taken(s) and not blocked(s)]
        if not options:
            return
        if winner is me:

            def score(s: Square) -> int:
                return min(distance(s, c.position) for c in self.chasers)

            best_score = max(score(s) for s in options)
        else:

            def score(s: Square) -> int:
                return -distance(s, me.position)

            best_score = max(score(s) for s in options)
        square = decisions.pick(self.rng, sorted(s for s in options if score(s) == best_score))
        self._movement(winner, [square], "move", "endurance", frame, provokes=False)
        self._finish(frame)

    # -- attacks, damage, ops ----------------------------------------------------------

    def _power(self, me: Combatant, name: str) -> Reaction | None:
        if name in me.powers:
            return me.powers[name]
        if name in BASIC_ATTACKS:
            return Reaction(
                name,
                "Basic attack",
                "standard action",
                "at-will",
                "",
                None,
                None,
                range=BASIC_ATTACKS[name],
                defense="ac",
                power_keywords=frozenset({"basic", "weapon"}),
            )
        return None

    def _attack(
        self,
        me: Combatant,
        power: Reaction,
        targets: list[Combatant],
        frame: Frame,
        script: dict[str, Any] | None = None,
        trigger: tuple[Event, Frame | None] | None = None,
        *,
        basic: bool = False,
        opportunity: bool = False,
    ) -> None:
        """One attack power: declare, then per target roll -> hit/miss -> damage/effects.

        ``trigger``: the event and interrupted action when a reaction makes this attack;
        ``basic`` / ``opportunity``: made as a basic attack (R000-35) / by an opportunity
        action. The attack's facts go on each of its events for the trigger qualifiers.
        """
        script = script or {}
        event, trigger_frame = trigger or (None, None)
        kind = power.attack_kind or "melee"
        keywords = power.power_keywords
        quals = {
            "attack_kind": kind,
            "keywords": sorted(keywords),
            "weapon": "weapon" in keywords,
            "implement": "implement" in keywords,
            "power_kind": power.usage,
            "power": power.name.lower(),
            "basic": basic or "basic" in keywords or power.name in me.basic_attacks,
            "opportunity": opportunity,
            "charge": False,
            "defense": power.defense or "ac",
        }
        whom = {"targets": tuple(targets)}
        self._dispatch(Event("power.use", me, None, dict(quals), frame.depth, None, whom), frame)
        rolls = list(script.get("rolls", ()))
        for index, target in enumerate(targets):
            why = self._attacker_problem(me, frame)
            if why:
                self.note("lost", frame.depth, action=power.name, why=f"{why} (R001-07)")
                break
            if target.down:
                self.note("note", frame.depth, text=f"{target.name} is already down")
                continue
            state = AttackState(me, target, power, facts=quals)
            frame.attack = state
            self.attacked.add(me.name)
            self._dispatch(
                Event("attack.target", me, target, dict(quals), frame.depth, None, whom), frame
            )
            why = self._attacker_problem(me, frame)
            if not why and distance(me.position, target.position) > power.reach:
                why = f"{target.name} is out of reach now"  # moved by an interrupt
            if why:
                self.note("lost", frame.depth, action=power.name, why=f"{why} (R001-07)")
                break
            scripted = rolls[index] if index < len(rolls) else None
            natural = self._d20(scripted)
            self._dispatch(
                Event(
                    "attack.roll", me, target, {**quals, "roll": natural}, frame.depth, None, whom
                ),
                frame,
            )
            if state.reroll:
                natural = self._d20(None)
                self.note("note", frame.depth, text=f"rerolled: {natural}")
            advantage = 2 if self._combat_advantage(me, target) else 0
            total = natural + me.attack_bonus + advantage + state.bonus
            defense = target.defense(power.defense)
            critical = scripted == "critical" or natural == 20
            hit = scripted in ("hit", "critical") or (
                scripted != "miss" and (critical or (natural != 1 and total >= defense))
            )
            self.note(
                "roll",
                frame.depth,
                attacker=me.name,
                target=target.name,
                natural=natural,
                total=total,
                defense=power.defense or "ac",
                against=defense,
                advantage=bool(advantage),
                hit=hit,
                scripted=scripted if isinstance(scripted, str) else None,
            )
            name = "attack.hit" if hit else "attack.miss"
            outcome = {**quals, "critical": critical}
            self._dispatch(Event(name, me, target, dict(outcome), frame.depth, None, whom), frame)
            if hit and critical:
                self._dispatch(
                    Event("attack.critical", me, target, outcome, frame.depth, None, whom), frame
                )
            if frame.lost:
                self.note("lost", frame.depth, action=power.name, why="negated by an interrupt")
                break
            if hit and state.forced_miss:
                hit = False
                self.note("note", frame.depth, text="the attack misses instead")
            ctx = Ctx(me, power, frame, event, trigger_frame, target)
            if hit:
                self._hit(power, ctx, script, critical)
            else:
                self._ops(power.miss_ops, ctx)
        frame.attack = None
        if not frame.lost:
            first = targets[0] if targets else None
            self._ops(power.effect_ops, Ctx(me, power, frame, event, trigger_frame, first))

    def _d20(self, scripted: Any) -> int:
        if isinstance(scripted, int):
            return scripted
        if scripted == "critical":
            return 20
        return self.rng.randint(1, 20)

    def _attacker_problem(self, me: Combatant, frame: Frame) -> str:
        if frame.lost:
            return "the action is lost"
        if me.down:
            return f"{me.name} is down"
        for cond in me.conditions:
            rule = self.rules.conditions.get(cond.name)
            if rule is not None and rule.no_actions:
                return f"{me.name} is {cond.name}"
        return ""

    def _combat_advantage(self, me: Combatant, target: Combatant) -> bool:
        for cond in target.conditions:
            rule = self.rules.conditions.get(cond.name)
            if rule is not None and rule.grants_combat_advantage:
                return True
        return flanks(me.position, target.position, self._sides(me)[0])

    def _hit(self, power: Reaction, ctx: Ctx, script: dict[str, Any], critical: bool) -> None:
        damage_ops = [
            op
            for op in power.hit_ops
            if op.get("op") == "damage" and op.get("target", "target") == "target"
        ]
        if "damage" in script:
            amount = int(script["damage"])
        elif damage_ops:
            amount = sum(self._damage_amount(op, ctx.user, critical) for op in damage_ops)
        elif not power.hit_ops:  # a basic attack, or a power whose hit says nothing
            amount = roll_dice(self.rng, ctx.user.damage)
        else:
            amount = 0
        state = ctx.frame.attack
        if state is not None and state.resist:
            self.note("note", ctx.frame.depth, text=f"resist {state.resist} against this attack")
            amount = max(0, amount - state.resist)
        if amount and ctx.target is not None:
            types = sorted({t for op in damage_ops for t in op.get("types") or ()})
            self._harm(ctx.target, amount, ctx.user, ctx.frame, types)
        self._ops(tuple(op for op in power.hit_ops if op not in damage_ops), ctx)

    def _damage_amount(self, op: dict[str, Any], user: Combatant, critical: bool) -> int:
        found = _DICE.match(user.damage)
        weapon_die = f"d{found.group(2)}" if found else "d8"
        modifier = int((found.group(3) or "0").replace(" ", "")) if found else 0
        total = 0
        if op.get("weapon"):
            die = max(1, int(weapon_die[1:]))
            count = number(op["weapon"], 1)
            total += count * die if critical else roll_dice(self.rng, f"{count}{weapon_die}")
        if op.get("dice"):
            total += roll_dice(self.rng, str(op["dice"]))
        if op.get("ability"):
            total += modifier
        return total + number(op.get("bonus"), 0)

    def _harm(
        self,
        who: Combatant,
        amount: int,
        source: Combatant | None,
        frame: Frame,
        types: list[str] | None = None,
    ) -> None:
        """Damage ``who``; ``damage.take``, then ``bloodied`` / ``hp.zero`` with the causer as
        ``by`` and ``from_attack`` (docs/phrases.md conventions)."""
        if who.down or amount <= 0:
            return
        attack = frame.attack
        from_attack = attack is not None and source is attack.attacker
        was_bloodied = who.bloodied
        if who.minion:
            amount = who.hp
        absorbed = min(who.temp_hp, amount)
        who.temp_hp -= absorbed
        amount = max(0, amount - absorbed - who.resist)
        who.hp -= amount
        self.note("damage", frame.depth, target=who.name, amount=amount, hp=who.hp)
        facts: dict[str, Any] = {
            **(attack.facts if attack is not None and from_attack else {}),
            "amount": amount,
            "from_attack": from_attack,
            "damage_types": list(types or ()),
            "ongoing": False,
        }
        by = {"by": source}
        self._dispatch(Event("damage.take", source, who, facts, frame.depth, None, by), frame)
        caused = {"from_attack": from_attack}
        if who.bloodied and not was_bloodied:
            first = who.name not in self.bloodied_once  # "when first bloodied"
            self.bloodied_once.add(who.name)
            quals = {**caused, "first_time": first}
            self._dispatch(Event("bloodied", who, None, quals, frame.depth, None, by), frame)
        if who.hp <= 0 and who.hp + amount > 0:
            who.add(Condition("unconscious", None))
            self._dispatch(Event("hp.zero", who, None, dict(caused), frame.depth, None, by), frame)

    def _heal(self, who: Combatant, amount: int, frame: Frame) -> None:
        who.hp = min(who.max_hp, max(who.hp, 0) + amount)
        if who.hp > 0 and who.has("unconscious"):
            who.remove("unconscious")
            self._settle(who, frame)  # someone may have stepped into its square meanwhile
        self.note("heal", frame.depth, target=who.name, amount=amount, hp=who.hp)
        self._dispatch(Event("heal", who, who, {"amount": amount}, frame.depth), frame)

    def _triggering(self, ctx: Ctx) -> Combatant | None:
        """The triggering creature: whoever in the event is not the reaction's user."""
        event = ctx.event
        if event is None:
            return None
        for who in (event.actor, event.target):
            if who is not None and who is not ctx.user:
                return who
        return None

    def _who(self, ctx: Ctx, name: str | None) -> Combatant | None:
        if name == "self":
            return ctx.user
        if name == "triggering":
            return self._triggering(ctx)
        if ctx.target is not None:
            return ctx.target
        found = self._triggering(ctx)
        if found is not None:
            return found
        # No one named by the trigger: a valid target at random (R000-34), an adjacent enemy.
        options = [
            c
            for c in self.people
            if c.side != ctx.user.side and not c.down and adjacent(c.position, ctx.user.position)
        ]
        if not options:
            return None
        chosen = decisions.pick(self.rng, options)
        self.note(
            "decision",
            ctx.frame.depth,
            what="target",
            choice=chosen.name,
            why=f"at random among {len(options)} valid targets (R000-34)",
        )
        return chosen

    def _ops(self, ops: tuple[dict[str, Any], ...], ctx: Ctx) -> None:
        for op in ops:
            if ctx.user.down:
                self.note("note", ctx.frame.depth, text=f"{ctx.user.name} is down")
                return
            handler = OPS.get(str(op.get("op")))
            if handler is None:
                self.note(
                    "op",
                    ctx.frame.depth,
                    op=op.get("op"),
                    text=op.get("text", ""),
                    status="not simulated",
                )
                continue
            handler(self, op, ctx)

    # -- dispatch, eligibility, limits, ordering ------------------------------------------

    def _why_not(self, bound: Bound, event: Event) -> str | None:
        """Why a reaction whose trigger matched cannot fire now (None when it can)."""
        owner, tags, name = bound.owner, bound.tags, bound.reaction.name
        if event.depth > 0 and not self.rules.reactions_trigger_reactions:
            return "a Reaction never triggers further Reactions (R000-06)"
        if owner.down:
            return f"{owner.name} is down"
        for cond in owner.conditions:
            rule = self.rules.conditions.get(cond.name)
            if rule is not None and rule.forbids is not None and rule.forbids.matches(tags):
                return f"{cond.name}: {rule.message}"
        if name in owner.disabled:
            return "disabled by its owner (R000-13)"
        prepare = self.rules.prepare
        if prepare is not None and prepare.matches(tags) and owner.prepared != name:
            return "not the prepared Limited Reaction (R000-03)"
        timing = self.rules.timing_for(tags)
        if timing is not None:
            mine = self.active is owner
            if (timing.when == "others_turns" and mine) or (timing.when == "own_turn" and not mine):
                return timing.message
            if timing.source == "own_actions" and event.actor is not owner:
                return timing.source_message
        reached = self.limits.reached(tags, owner.name, name)
        if reached is not None:
            return reached.message
        state = self.at_turn_start.get(owner.name, {})
        for need in bound.reaction.requires:
            key, why = _REQUIRES.get(need, ("", ""))
            if state.get(key):
                return why
        if owner.prepared == name:
            rules = owner.restrictions
            if rules.get("only_non_minions") and event.actor is not None and event.actor.minion:
                return "restricted to attacks by non-minions (R000-37)"
            if rules.get("only_while_bloodied") and not owner.bloodied:
                return "restricted to while bloodied (R000-38)"
        return None

    def _dispatch(self, event: Event, frame: Frame, halfway: int = 0) -> None:
        self.events += 1
        if self.events > MAX_EVENTS:
            raise _Stop(
                diagnostic(
                    "R016",
                    f"the simulation stopped after {MAX_EVENTS:,} events; does the script "
                    "or a chain of reactions loop?",
                )
            )
        self.note(
            "event",
            event.depth,
            event=event.name,
            actor=event.actor.name if event.actor else None,
            target=event.target.name if event.target else None,
            at=list(event.square) if event.square else None,
            qualifiers=event.qualifiers,
        )
        event.parties.setdefault("turn", self.active)  # "during your turn"
        ready: list[Bound] = []
        for bound in self.dispatcher.candidates(event, self._near):
            why = trigger_reason(bound, event, self.people, self.rules.event_aliases)
            matched = why is None
            if matched and bound.id in frame.fired:
                why = "already triggered by this action (R000-51)"
            elif matched:
                why = self._why_not(bound, event)
            self._candidate(bound, event, matched, why)
            if why is None:
                ready.append(bound)
        ordered = order(
            ready,
            [c.name for c in self.people],
            self.active.name if self.active else None,
            self.rules.ordering,
            self.rng,
        )
        if len(ordered) > 1:
            self.note("order", event.depth, order=[b.label for b in ordered])
        for bound in ordered:
            frame.fired.add(bound.id)
            if bound.mode == "interrupt":
                if bound.reaction.break_point == "halfway" and halfway:
                    frame.deferred.append((bound, event))
                    self.note(
                        "note",
                        event.depth,
                        text=f"{bound.label} waits for the half-way mark (R003-04)",
                    )
                    continue
                self._fire(bound, event, frame)
            else:
                frame.after.append((bound, event))

    def _candidate(self, bound: Bound, event: Event, matched: bool, why: str | None) -> None:
        """Trace one candidate: whether its trigger matched, and why it fires or not."""
        self.note(
            "candidate",
            event.depth,
            owner=bound.owner.name,
            reaction=bound.reaction.name,
            event=event.name,
            matched=matched,
            fires=why is None,
            why=why or bound.mode,
        )

    def _resolve_deferred(self, frame: Frame) -> None:
        deferred, frame.deferred = frame.deferred, []
        for bound, event in deferred:
            self._fire(bound, event, frame)

    def _finish(self, frame: Frame) -> None:
        """The action is complete: its reactions resolve now (R001-08, R000-07)."""
        for bound, event in frame.after:
            self._fire(bound, event, None)
        frame.after = []

    def _fire(self, bound: Bound, event: Event, trigger_frame: Frame | None) -> None:
        """Resolve one reaction, re-checking it first (an earlier one may have used a limit)."""
        why = self._why_not(bound, event)
        if why is not None:
            self._candidate(bound, event, True, f"{why} (when its turn to resolve came)")
            return
        depth = event.depth + 1
        if depth > self.rules.max_chain_depth:
            origin = bound.reaction.origin
            span = Span(origin[0], origin[1], origin[2]) if origin else None
            raise _Stop(
                diagnostic(
                    "R017",
                    f"reactions trigger each other more than {self.rules.max_chain_depth} "
                    f"deep (last: {bound.label} on {event.name}); the chain would never end",
                    span,
                )
            )
        owner, power = bound.owner, bound.reaction
        self.limits.spend(bound.tags, owner.name, power.name)
        if power.usage in ("encounter", "daily"):
            owner.used.add(power.name)
        if self.active is not owner:
            self.reacted.add(owner.name)
        self.note(
            "fires",
            event.depth,
            owner=owner.name,
            reaction=power.name,
            event=event.name,
            mode=bound.mode,
            tags=sorted(bound.tags),
            event_actor=event.actor.name if event.actor else None,
        )
        frame = Frame(power.name, owner, depth)
        ctx = Ctx(owner, power, frame, event, trigger_frame)
        if power.defense is not None:
            target = self._triggering(ctx)
            if target is not None and not target.down:
                self._attack(owner, power, [target], frame, trigger=(event, trigger_frame))
        else:
            self._ops(power.effect_ops + power.hit_ops, ctx)
        self._finish(frame)


# R003-03: requirement -> (the owner's state at the start of the target's turn that forbids
# it, the reason shown).
_REQUIRES = {
    "not_surprised": ("surprised", "surprised at the start of the target's turn (R003-03)"),
    "not_adjacent_to_enemy": (
        "adjacent_to_enemy",
        "adjacent to an enemy at the start of the target's turn (R003-03)",
    ),
    "not_acted_this_round": (
        "acted",
        "had already acted this round at the start of the target's turn (R003-03)",
    ),
}

# R001-09: one action point per encounter.
_ACTION_POINT = Limit("action-point", "R001-09", Filter(), "encounter", 1, False, "")


def simulate(encounter: Encounter, seed: int = 0) -> Result:
    """Run ``encounter`` with a seeded RNG: the same seed always gives the same trace."""
    return Engine(encounter, seed).run()
