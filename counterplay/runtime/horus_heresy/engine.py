"""The Horus Heresy world: a battle's scripted turns on the tabletop, its reactions run by
the core.

A battle is a list of player turns; each runs the Active player's Movement, Shooting and
Assault Phases in order, signalling the core's boundaries (``game_turn.start``,
``turn.start``, ``phase.start`` labelled with the Phase) so that the ruleset's scopes
(the allotment's ``phase``) move on. Each scripted action (a move, a Shooting Attack, a
Charge) runs as the ruleset's sequence of steps (:mod:`.procedures`): every step's start
and end is a break point, and the events the steps dispatch (``unit.move_end``,
``shooting.target``, ``assault.charge``) reach the core, which decides from the ruleset
which reactions the Reactive player may make, lets the player pick (a scripted choice on
the action, or the player's declared default), and fires the reaction at the break point
it names. The world carries out a fired reaction's ops (:mod:`.effects`).
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from counterplay.diagnostics import Diagnostic, Span, diagnostic
from counterplay.runtime.events import Bound, Claim, Event, Frame
from counterplay.runtime.horus_heresy import conditions, procedures
from counterplay.runtime.horus_heresy.conditions import done_by
from counterplay.runtime.horus_heresy.facts import EVENTS, PHASES
from counterplay.runtime.horus_heresy.match import trigger_reason
from counterplay.runtime.horus_heresy.table import Table
from counterplay.runtime.horus_heresy.trace import render_text
from counterplay.runtime.horus_heresy.units import Player, Unit, Weapon
from counterplay.runtime.policy import Choice, Policy
from counterplay.runtime.reactor import Reactor, Stop
from counterplay.runtime.ruleset import Ruleset
from counterplay.runtime.trace import Trace

__all__ = ["Action", "Battle", "Engine", "PlayerTurn", "Result", "render_text", "simulate"]


@dataclass
class Action:
    """One scripted action of the Active player: ``move``, ``shoot`` or ``charge`` by
    ``unit``, its arguments, and the Reactive player's scripted pick for it."""

    kind: str
    unit: str
    args: dict[str, Any] = field(default_factory=dict)
    span: Span | None = None
    choices: list[Choice] = field(default_factory=list)


@dataclass
class PlayerTurn:
    """One player's turn: their actions in each Phase."""

    player: str
    phases: dict[str, list[Action]] = field(default_factory=dict)
    span: Span | None = None


@dataclass
class Battle:
    """Everything a simulation needs."""

    table: Table
    units: list[Unit]
    players: dict[str, Player]
    weapons: dict[str, Weapon]
    ruleset: Ruleset
    turns: list[PlayerTurn]
    name: str = ""


@dataclass
class Result:
    """What a simulation returns: the trace, problems found, and the units at the end."""

    trace: list[dict[str, Any]]
    diagnostics: list[Diagnostic]
    units: list[dict[str, Any]]


class Engine:
    """Runs one battle: the world the core's reactor asks. Use :func:`simulate`."""

    def __init__(self, battle: Battle, seed: int) -> None:
        self.battle = battle
        self.rules = battle.ruleset
        self.table = battle.table
        self.units = battle.units
        self.by_name = {u.name: u for u in self.units}
        self.players = battle.players
        self.weapons = battle.weapons
        self.rng = random.Random(seed)
        self.options = self.rules.options_chosen({})  # (facts.OPTIONS)
        self.game_turn = 0
        self.active_player: str | None = None
        self.phase = ""
        self.acting: Unit | None = None
        self.disordering: set[str] = set()  # units whose Charges are Disordered (R004-20)
        self.ahead: tuple[str, ...] = ()  # break points still to come in the current action
        # the step kinds done by each break point, and whether the ruleset judges a
        # Trigger's conditions again when the reaction resolves (conditions.FACT)
        self.done_by = done_by(self.rules.sections.get("sequences"))
        self.rechecks = conditions.reads(self.rules.sections.get("may_react"), conditions.FACT)
        self._turned: set[str] = set()  # players who had a turn in this game turn
        self.trace = Trace(self._header)
        prefer = {p.name: p.prefer for p in self.players.values() if p.prefer is not None}
        self.policy = Policy([], prefer)
        self.reactor: Reactor[Unit] = Reactor(
            self.rules, self, self.rng, self.trace, self.policy, _nearness
        )
        self.reactor.bind(self.units, lambda u: u.reactions)

    # -- the world as the core sees it -------------------------------------------------

    @property
    def active(self) -> Unit | None:
        """The Active player's unit whose action is under way."""
        return self.acting

    def initiative(self) -> Sequence[Unit]:
        return self.units

    def place(self, event: Event[Unit]) -> list[float] | None:
        where = event.actor.where() if event.actor is not None else None
        return [round(c, 2) for c in where] if where is not None else None

    def near(self, event: Event[Unit], radius: int) -> Iterator[str]:
        if event.actor is None:
            return
        for unit in self.units:
            if not unit.destroyed and unit.gap(event.actor) <= radius:
                yield unit.name

    def judge(self, bound: Bound[Unit], event: Event[Unit]) -> str | None:
        return trigger_reason(bound, event, self, self.rules.event_aliases)

    def resolve(self, claim: Claim[Unit], frame: Frame[Unit], trigger: Frame[Unit] | None) -> None:
        from counterplay.runtime.horus_heresy.effects import carry_out

        carry_out(self, claim, frame, trigger)

    # -- the trace ---------------------------------------------------------------------

    def _header(self) -> dict[str, Any]:
        return {"game_turn": self.game_turn, "player": self.active_player, "phase": self.phase}

    def note(self, kind: str, depth: int = 0, **fields: Any) -> None:
        self.trace.note(kind, depth, **fields)

    def problem(self, code: str, message: str, span: Span | None, depth: int = 0) -> None:
        self.reactor.problem(code, message, span, depth)

    def dispatch(self, event: Event[Unit], frame: Frame[Unit]) -> None:
        self.reactor.dispatch(event, frame, self.ahead)

    # -- the run -----------------------------------------------------------------------

    def run(self) -> Result:
        unused: list[Choice] = []
        for unit in self.units:  # reactions to events this world never dispatches
            for reaction in unit.reactions:
                never = [e for e in reaction.events if e not in EVENTS]
                if not never:
                    continue
                if never == ["unparsed"]:
                    said = "has a Trigger that was not read (P001)"
                else:
                    said = f"answers {', '.join(never)}, which this world does not simulate"
                self.note("note", text=f"{unit.name}: {reaction.name} {said}: it never fires")
        try:
            for turn in self.battle.turns:
                unused += self._turn(turn)
        except Stop as stop:
            self.reactor.diagnostics.append(stop.diag)
            self.note("stopped", code=stop.diag.code, message=stop.diag.message)
        for choice in unused:
            what = f"react ({choice.answer or 'no reaction'})"
            message = f"the scripted choice {what} of {choice.who} never came up"
            self.reactor.diagnostics.append(diagnostic("R019", message, choice.span))
        snapshots = [u.snapshot() for u in self.units]
        return Result(self.trace.entries, self.reactor.diagnostics, snapshots)

    def _turn(self, turn: PlayerTurn) -> list[Choice]:
        """One player's turn, Phase by Phase; returns the scripted picks never asked."""
        if self.active_player is None or turn.player in self._turned:
            self.game_turn += 1
            self._turned = set()
            self.reactor.signal("game_turn.start")
        self._turned.add(turn.player)
        self.active_player = turn.player
        self.reactor.signal("turn.start", label=turn.player)
        for unit in self.units:
            unit.penalties.clear()  # what a unit's actions cost it lasts its turn
        self.note("turn", player=turn.player, state=[u.snapshot() for u in self.units])
        unused: list[Choice] = []
        for phase in PHASES:
            self.phase = phase
            self.disordering = set()
            self.reactor.signal("phase.start", label=phase)
            self.note("phase", name=phase)
            for action in turn.phases.get(phase, []):
                unused += self._act(action)
        self.phase = ""
        return unused

    def _act(self, action: Action) -> list[Choice]:
        """One scripted action, with the Reactive player's picks for it in the policy."""
        unit = self.by_name[action.unit]
        if unit.destroyed:  # (H005 is a move's code, H006 a Shooting Attack's or Charge's)
            code = "H005" if action.kind == "move" else "H006"
            self.problem(code, f"{unit.name} is destroyed and takes no action", action.span)
            return []
        self.policy.scripted = list(action.choices)
        self.acting = unit
        done = procedures.act(self, unit, action)
        self.acting = None
        self.ahead = ()
        return self.policy.unused() if done else []  # a refused action asked nothing


def _nearness(selector: dict[str, Any] | None) -> int | None:
    """How near the reacting unit a trigger's actor must be, in inches (the index's
    radius): ``within`` of the selector."""
    within = (selector or {}).get("within")
    if isinstance(within, int | float) and not isinstance(within, bool):
        return int(within + 0.999)
    return None


def simulate(battle: Battle, seed: int = 0) -> Result:
    """Run ``battle`` with a seeded RNG: the same seed always gives the same trace."""
    return Engine(battle, seed).run()
