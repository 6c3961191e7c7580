"""The actions a combatant's scripted turn takes, each by its kind (:data:`ACTIONS`): a
movement (``movement.scripted_move``), an attack or a power used
(``attacks.scripted_attack``), standing up, spending an action point (R001-09) or a healing
surge, and the reaction-system settings a player changes on its own turn (R000-13,
R000-22..25, R000-35): a reaction prepared (at the end of the turn: :func:`prepare`), the
order of its reactions, a reaction disabled or enabled, its default basic attack.

Each pays for itself (``Engine.pay``, R001-01) or reports, at the action's line, why it
cannot be taken.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from counterplay.runtime.dnd4e import attacks, movement, prohibitions, surges
from counterplay.runtime.dnd4e.combatant import Combatant
from counterplay.runtime.dnd4e.power import Power
from counterplay.runtime.events import Event, Frame
from counterplay.runtime.predicates import say
from counterplay.runtime.reaction import Reaction
from counterplay.runtime.ruleset import Check, Filter, Ruleset
from counterplay.runtime.script import Action

if TYPE_CHECKING:
    from counterplay.runtime.dnd4e.engine import Engine


def act(engine: Engine, me: Combatant, action: Action) -> None:
    """``me`` takes the scripted ``action``, as its kind says (:data:`ACTIONS`)."""
    handler = ACTIONS.get(action.kind)
    if handler is None:  # the scenario schema makes this unreachable
        engine.problem("R011", f"unknown action {action.kind!r}", action.span)
        return
    handler(engine, me, action)


def _stand(engine: Engine, me: Combatant, action: Action) -> None:
    """Standing up from prone: a move action."""
    refused = prohibitions.forbidden(me, "stand")
    if refused is not None:
        engine.problem("R012", refused, action.span)
        return
    if engine.pay(me, action, "move") is None:
        return
    me.remove("prone")
    engine.note("action", actor=me.name, action="stand")
    frame: Frame[Combatant] = Frame("stand", me, 0)
    engine.dispatch(Event("stand", me), frame)
    engine.finish(frame)


def _action_point(engine: Engine, me: Combatant, action: Action) -> None:
    """An action point: a standard action more, once per encounter (R001-09)."""
    if me.name in engine.action_points:
        engine.problem("R012", "an action point is spent once per encounter (R001-09)", action.span)
        return
    engine.action_points.add(me.name)
    engine.budget["standard"] += 1
    engine.note("action", actor=me.name, action="action_point")
    frame: Frame[Combatant] = Frame("action point", me, 0)
    engine.dispatch(Event("action_point.spend", me), frame)
    engine.finish(frame)


def _spend_surge(engine: Engine, me: Combatant, action: Action) -> None:
    """A healing surge spent: a minor action, while it has one left."""
    if me.surges == 0:
        engine.problem("R012", f"{me.name} has no healing surge left", action.span)
        return
    if engine.pay(me, action, "minor") is None:
        return
    surges.spend(me)
    engine.note("action", actor=me.name, action="spend_surge")
    frame: Frame[Combatant] = Frame("surge", me, 0)
    surges.spent(engine, me, frame)
    engine.finish(frame)


def _power_used(engine: Engine, me: Combatant, action: Action) -> None:
    """A scripted ``attack`` or ``use`` of a power (``attacks.scripted_attack``), unless the
    power is a reaction the ruleset never lets its owner use on its own turn
    (:func:`others_turns_only`): a scripted turn is its owner's own; or one the ruleset
    refuses whatever the event (:func:`unready`: a Limited Reaction not prepared, R000-03)."""
    power = attacks.power_of(me, action.args["power"])
    check = others_turns_only(engine, power) if power is not None else None
    if power is not None and check is not None:
        engine.problem(
            "R012",
            f"{me.name} cannot use {power.name} on its own turn: {check.message}",
            action.span,
        )
        return
    refused = unready(engine, me, power) if power is not None else None
    if power is not None and refused is not None:
        engine.problem("R012", f"{me.name} cannot use {power.name}: {refused}", action.span)
        return
    attacks.scripted_attack(engine, me, action)


# The facts a scripted use of a reaction is judged on, as its firing is: of the reaction
# and its owner alone, none of an event it answers (a scripted use answers none). A
# ruleset's ``may_react`` check reading only these refuses the use as it refuses the firing
# (dnd4e-reactions' ``not-prepared``: a Limited Reaction not prepared, R000-03).
USE_FACTS = frozenset({"reaction.prepared"})


def unready(engine: Engine, me: Combatant, power: Power) -> str | None:
    """Why the ruleset's ``may_react`` table refuses ``me``'s reaction ``power`` whatever
    the event (a check reading only :data:`USE_FACTS`), or None (no such check refuses
    it, or the power is no reaction bound under the ruleset)."""
    bound = next(
        (
            b
            for b in engine.reactor.dispatcher.all
            if b.owner is me and b.reaction.name == power.name
        ),
        None,
    )
    if bound is None:
        return None
    s = engine.reactor.situation(bound, Event("use", me), None)
    for check in engine.rules.may_react:
        if check.reads and check.reads <= USE_FACTS and check.applies.matches(bound.tags):
            refused, value = check.refuse(s)
            if refused:
                return say(check.message, s, value)
    return None


def others_turns_only(engine: Engine, power: Power) -> Check | None:
    """The ruleset's ``may_react`` check that keeps ``power``, a reaction under it, to other
    combatants' turns (an immediate action under 4E, R001-06; an opportunity action, R001-04;
    a Reaction that is not Personal under the Reaction system, R000-02); None when it is no
    reaction under the ruleset (no action type or keywords it classifies) or the ruleset
    lets it be used on its owner's turn (a free action, R001-03; a Personal Reaction,
    R000-17)."""
    rules = engine.rules
    if not rules.kind_tags(power):
        return None
    tags = rules.tags(power)
    if rules.turn_of(tags) != "others":
        return None
    return next((c for c in rules.may_react if c.turn and c.applies.matches(tags)), None)


def reaction_named(engine: Engine, me: Combatant, name: str) -> Power | None:
    """One of ``me``'s reactions: its own powers, or one every combatant has."""
    return me.powers.get(name) or engine.universal.get(name)


def _setting(engine: Engine, me: Combatant, action: Action) -> None:
    """Reaction-system settings a player changes on their own turn (R000-13, R000-22..25,
    R000-35)."""
    names = action.args.get("powers", [])
    if action.kind == "prepare":
        engine.pending_prep.append(action)
        return
    if action.kind == "priority":
        me.priority = list(names)
    elif action.kind in ("disable", "enable"):
        for name in names:
            refused = cannot_disable(engine.rules, name, reaction_named(engine, me, name))
            if refused is not None:
                engine.problem("R015", refused, action.span)
                continue
            (me.disabled.add if action.kind == "disable" else me.disabled.discard)(name)
    elif action.kind == "default_basic_attack":
        me.default_basic_attack = action.args.get("power")
    engine.note("setting", combatant=me.name, setting=action.kind, value=action.args)


# Why a reaction cannot be prepared, by a tag it has (the ruleset's ``prepare`` filter
# refusing it): the first that fits is said.
UNPREPARED = {"spontaneous": "is Spontaneous, always ready (R000-12)"}


def cannot_prepare(rules: Ruleset, who: str, name: str, power: Reaction | None) -> str | None:
    """Why ``who`` cannot prepare its reaction ``power`` (called ``name``): the ruleset's
    ``prepare`` filter refuses it (a Limited Reaction only, R000-03); None when it may, or
    when there is no such power (told elsewhere)."""
    if power is None or rules.prepare is None:
        return None
    tags = rules.tags(power)
    if rules.prepare.matches(tags):
        return None
    if not rules.kind_tags(power):
        why = f"is no Reaction under {rules.name}"
    else:
        said = next((w for tag, w in UNPREPARED.items() if tag in tags), None)
        why = said or _unmet(rules.prepare, tags)
    if rules.prepare == LIMITED:
        only = "only a Limited Reaction is prepared (R000-03)"
    else:  # a ruleset's own filter: what it asks, in its tags
        only = f"{rules.name} prepares only a Reaction that is {_asked(rules.prepare)} (R000-03)"
    return f"{who} cannot prepare {name}: {only}, and {name} {why}"


# The Reaction system's own filter (R000-03): said in the rule's words.
LIMITED = Filter(all_of=frozenset({"limited"}))


def _asked(wanted: Filter) -> str:
    """A filter in its tags: "limited, interrupt", "one of a, b", "... and not x"."""
    asked = sorted(wanted.all_of)
    if wanted.any_of:
        asked.append("one of " + ", ".join(sorted(wanted.any_of)))
    parts = [", ".join(asked)] if asked else []
    if wanted.none_of:
        parts.append("not " + ", ".join(sorted(wanted.none_of)))
    return " and ".join(parts)


def _unmet(wanted: Filter, tags: frozenset[str]) -> str:
    """What of ``wanted`` a reaction of ``tags`` does not meet, in the filter's tags: "is not
    interrupt", "is not one of a, b", "is spontaneous" (a tag it refuses)."""
    lacking = sorted(wanted.all_of - tags)
    if wanted.any_of and not (wanted.any_of & tags):
        lacking.append("one of " + ", ".join(sorted(wanted.any_of)))
    said = ["is not " + ", ".join(lacking)] if lacking else []
    refused = sorted(wanted.none_of & tags)
    return " and ".join(said + (["is " + ", ".join(refused)] if refused else []))


def cannot_disable(rules: Ruleset, name: str, power: Reaction | None) -> str | None:
    """Why the reaction ``power`` (called ``name``) cannot be disabled or enabled (only a
    Spontaneous one can, R000-13), or None."""
    tags = rules.tags(power) if power is not None else frozenset()
    if rules.can_disable is not None and rules.can_disable.matches(tags):
        return None
    return f"only Spontaneous reactions can be disabled or enabled, not {name!r} (R000-13)"


def prepare(engine: Engine, me: Combatant, action: Action) -> None:
    """The reaction ``me`` prepared, with its restrictions, set at the end of its turn
    (R000-22): one the ruleset lets it prepare, else refused (R012) and the one prepared
    before stays."""
    name = str(action.args.get("power"))
    refused = cannot_prepare(engine.rules, me.name, name, reaction_named(engine, me, name))
    if refused is not None:
        engine.problem("R012", refused, action.span)
        return
    me.prepared = action.args.get("power")
    me.restrictions = dict(action.args.get("restrictions", {}))
    engine.note("setting", combatant=me.name, setting="prepare", value=action.args)


# How each kind of scripted action is taken
ACTIONS: dict[str, Callable[[Engine, Combatant, Action], None]] = {
    "move": movement.scripted_move,
    "double_move": movement.scripted_move,
    "run": movement.scripted_move,
    "shift": movement.scripted_move,
    "attack": _power_used,
    "use": _power_used,
    "stand": _stand,
    "action_point": _action_point,
    "spend_surge": _spend_surge,
    "prepare": _setting,
    "priority": _setting,
    "disable": _setting,
    "enable": _setting,
    "default_basic_attack": _setting,
}
