"""The trigger graph: which reactions can trigger which, and the loops among them.

A reaction A can trigger a reaction B when one of A's effect ops, or its own attack (its
Attack line), produces an event B's trigger waits for (the family's lint table says what
each op and the attack produce), and the people
involved can be the right ones: who does the event and to whom, seen from A's owner (its
user, its target as its Target line names it, the triggering creature, an ally ...), can be
who B's trigger names, seen from B's owner, for some way the two owners stand (the same
creature, allies, enemies). The attack kind is matched too (a melee basic attack does not
trigger "a ranged attack"), and whose turn each fires on (the ruleset's checks by the turn
alone, R001-06, R000-02, R000-17, and "during your turn"): a reaction never used on its
owner's turn does not trigger one of the same owner's that waits for it. Other qualifiers
are not: the graph says what *can* happen.

Loops are found in the graph a chain runs on within one turn (a chain never leaves the turn
it starts in): its vertices are the reactions with how the turn's owner stands to their
owner, so a loop is one every reaction of which can fire in that turn. They are the
strongly connected components with more than one reaction, or one that triggers itself;
each gets the ruleset's verdict: cut (reactions never trigger reactions), stopped by limits
(each reaction of the loop is limited per round or turn), or run until the chain depth
stops it. Reactions whose trigger waits for the same event with the same people
are grouped, so a file of thousands of powers makes a graph of thousands of edges, not
millions.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from counterplay.compiler.lint.table import LintTable, Produced
from counterplay.diagnostics import Severity, Span
from counterplay.quoting import quoted
from counterplay.runtime.reaction import Part, Reaction
from counterplay.runtime.ruleset import Ruleset

Relation = str  # self, ally, enemy: how one creature stands to another
ANY: frozenset[Relation] = frozenset({"self", "ally", "enemy"})
_ROLES: dict[str | None, frozenset[Relation]] = {
    "self": frozenset({"self"}),
    "ally": frozenset({"ally"}),
    "allies": frozenset({"ally"}),
    "one_ally": frozenset({"ally"}),
    "enemy": frozenset({"enemy"}),
    "enemies": frozenset({"enemy"}),
    "self_or_ally": frozenset({"self", "ally"}),
}
# how X stands to B, given how X stands to A and A to B
_COMPOSE: dict[tuple[Relation, Relation], frozenset[Relation]] = {
    ("ally", "ally"): frozenset({"ally", "self"}),
    ("ally", "enemy"): frozenset({"enemy"}),
    ("enemy", "ally"): frozenset({"enemy"}),
    ("enemy", "enemy"): frozenset({"ally", "self"}),
}


def _relations(role: str | None) -> frozenset[Relation]:
    return _ROLES.get(role, ANY)


@cache
def _compose(x: frozenset[Relation], r: Relation) -> frozenset[Relation]:
    out: set[Relation] = set()
    for one in x:
        if one == "self":
            out.add(r)
        elif r == "self":
            out.add(one)
        else:
            out |= _COMPOSE[(one, r)]
    return frozenset(out)


@dataclass(frozen=True)
class Node:
    """A reaction in the graph; ``owner`` says who may hold it (None: every combatant)."""

    index: int
    name: str
    reaction: Reaction
    tags: frozenset[str]
    owner: str | None
    span: Span | None = None
    target: str | None = None  # the role its Target line gives "the target" (lint table)
    look: Look | None = None  # (found ahead, as its file came back: ``look``)


@dataclass(frozen=True)
class _Produced:
    event: str
    actor: frozenset[Relation]
    target: frozenset[Relation] | None
    kind: str | None
    qualifiers: tuple[tuple[str, Any], ...] = ()
    by: frozenset[Relation] | None = None  # who caused it (its actor, or who made it suffer)


# what a trigger part waits for: the event, who does it and to whom, the attack kinds, the
# qualifiers events are known by, who caused it, and whose turn it fires on
_Waits = tuple[
    str,
    frozenset[Relation],
    frozenset[Relation] | None,
    frozenset[str] | None,
    tuple[tuple[str, Any], ...],
    frozenset[Relation] | None,
    str | None,
]


@dataclass(frozen=True)
class Look:
    """What the graph needs of one reaction, found from it alone: whose turn the events it
    makes are on, what its trigger waits for, what its effect makes."""

    fires_on: str | None
    waits: tuple[_Waits, ...]
    made: tuple[_Produced, ...]


@dataclass
class _Group:
    """Reaction parts waiting for one event, with the same people and attack kinds; their
    reactions by owner (a reaction of the same owner can be triggered as "you" too)."""

    vertex: int
    event: str
    actor: frozenset[Relation]
    target: frozenset[Relation] | None
    kinds: frozenset[str] | None
    asks: tuple[tuple[str, Any], ...]  # the trigger's qualifiers that events are known by
    by: frozenset[Relation] | None  # who the trigger says caused it (`by`)
    turn: str | None  # whose turn its reactions fire on: "own", "others", None (either)
    members: list[int] = field(default_factory=list)
    by_owner: dict[str | None, list[int]] = field(default_factory=dict)


@dataclass
class Graph:
    """The reactions, who can trigger whom, and the loops.

    ``successors`` is the graph as built: vertices below ``len(nodes)`` are reactions, the
    others groups of reactions (every member of a group is triggered alike), each vertex
    with the vertices it leads to and the events that lead there (sets that reactions
    making the same events share: read them, never change them).
    """

    ruleset: Ruleset
    nodes: list[Node]
    successors: dict[int, dict[int, set[str]]]
    groups: dict[int, list[int]]  # group vertex -> its reactions
    loops: list[list[int]]  # each a component of reactions, in node order
    # the graph of (vertex, how the turn's owner stands to its owner): vertex * 3 + standing
    one_turn: dict[int, set[int]] = field(default_factory=dict)

    def edges(self, source: int) -> dict[int, set[str]]:
        """The reactions ``source`` can trigger, with the events that do it."""
        out: dict[int, set[str]] = {}
        for vertex, events in self.successors.get(source, {}).items():
            for target in self.groups.get(vertex, [vertex]):
                out.setdefault(target, set()).update(events)
        return out

    def cycle(self, component: Sequence[int]) -> list[int]:
        """One loop through the component's first node that a chain can run in one turn:
        [a, b, ..., a] (the shortest, found breadth first)."""
        inside = set(component)
        start = component[0]
        for standing in range(3):
            found = self._cycle_from(start * 3 + standing, inside)
            if found:
                return found
        return [start, start]

    def _cycle_from(self, first: int, inside: set[int]) -> list[int] | None:
        reactions = len(self.nodes)
        previous: dict[int, int] = {}
        frontier = [first]
        while frontier:
            following = []
            for state in frontier:
                for target in sorted(self.one_turn.get(state, ())):
                    if target == first:
                        path = [state]
                        while path[-1] != first:
                            path.append(previous[path[-1]])
                        nodes = [s // 3 for s in reversed(path) if s // 3 < reactions]
                        return _simple([*nodes, first // 3])
                    if target not in previous and (
                        target // 3 >= reactions or target // 3 in inside
                    ):
                        previous[target] = state
                        following.append(target)
            frontier = following
        return None


def _simple(cycle: list[int]) -> list[int]:
    """The cycle without the rounds inside it: a reaction met twice (its owner standing two
    ways to the turn's owner) is shown once, [a, b, a, c, a] as [a, b, a]."""
    out: list[int] = []
    for node in cycle[:-1]:
        if node in out:
            del out[out.index(node) + 1 :]  # the round since it was last met
        else:
            out.append(node)
    return [*out, cycle[0]]


def _who(
    op: dict[str, Any],
    spec: tuple[str | None, str],
    triggering: frozenset[Relation],
    target: str | None,
) -> frozenset[Relation]:
    field_name, default = spec
    word = op.get(field_name, default) if field_name else default
    if isinstance(word, dict):
        word = word.get("role")
    if word == "target" and target is not None:
        word = target  # as its power's Target line says
    if word == "triggering":
        return triggering
    return _relations(str(word) if word is not None else None)


def _produced(node: Node, table: LintTable) -> list[_Produced]:
    """What the reaction's effect ops, and its own attack, produce, seen from its owner."""
    reaction = node.reaction
    made: list[tuple[Produced, dict[str, Any], str | None]] = [
        (what, op, str(op[what.kind]) if what.kind and op.get(what.kind) else None)
        for ops in reaction.ops.values()
        for op in ops
        if (what := table.produces.get(str(op.get("op")))) is not None
    ]
    own = table.own_attack.made_by(reaction.details) if table.own_attack else None
    if own is not None:
        made.append((own[0], {}, own[1]))
    if not made:
        return []
    roles = (_relations((p.actor or {}).get("role")) for p in reaction.parts)
    triggering: frozenset[Relation] = frozenset().union(*roles) or ANY
    out: list[_Produced] = []
    for what, op, kind in made:
        actor = _who(op, what.actor, triggering, node.target)
        target = _who(op, what.target, triggering, node.target) if what.target else None
        out.extend(
            _Produced(event, actor, target, kind, what.qualifiers, actor) for event in what.events
        )
        suffered = (*what.suffered, *what.suffered_if.get(str(op.get("condition")), ()))
        out.extend(_Produced(event, target or ANY, None, kind, (), actor) for event in suffered)
    return out


def _kinds(part: Part) -> frozenset[str] | None:
    wanted = part.qualifiers.get("attack_kind")
    if wanted is None:
        return None
    return frozenset(wanted if isinstance(wanted, list) else [wanted])


def _asked_of(made: _Produced, group: _Group) -> bool:
    """Whether ``made`` is of an attack kind and has the qualifiers ``group``'s trigger asks."""
    if group.kinds is not None and made.kind is not None and made.kind not in group.kinds:
        return False
    known = dict(made.qualifiers)
    return not any(key in known and not _asked(value, known[key]) for key, value in group.asks)


# who does an event, to whom and caused by whom, seen from a reaction's owner
_Seen = tuple[frozenset[Relation], frozenset[Relation] | None, frozenset[Relation] | None]


def _seen(made: _Produced, relation: Relation) -> _Seen:
    """The people of ``made`` as seen by a reaction's owner standing to its maker as
    ``relation``."""
    target = _compose(made.target, relation) if made.target is not None else None
    by = _compose(made.by, relation) if made.by is not None else None
    return _compose(made.actor, relation), target, by


def _fits(seen: _Seen, group: _Group) -> bool:
    """Whether an event's people, ``seen`` from a reaction's owner, are whom ``group``'s
    trigger names (its actor, its target, who caused it)."""
    actor, target, by = seen
    if group.by is not None and by is not None and not by & group.by:
        return False
    if not actor & group.actor:
        return False
    return group.target is None or (target is not None and bool(target & group.target))


def _turn(by_rules: str | None, qualifier: Any) -> str | None:
    """Whose turn a trigger part fires on: what the ruleset's checks say of its reaction,
    narrowed by the trigger's own "during your turn" (``turn: self``); "never" when the two
    disagree (an immediate action that waits for its owner's turn)."""
    by_trigger = "own" if qualifier == "self" else None
    if by_rules is None or by_trigger is None or by_rules == by_trigger:
        return by_rules or by_trigger
    return "never"


def _turns_meet(source: str | None, target: str | None, relation: Relation) -> bool:
    """Whether a reaction firing on ``source``'s kind of turn can trigger, in that turn, one
    firing on ``target``'s, their owners standing as ``relation``: one owner cannot be both
    on and off its own turn, and one turn is not two owners' own."""
    if source is None or target is None:
        return True
    if relation == "self":
        return source == target
    return not (source == "own" and target == "own")


def _asked(value: Any, known: Any) -> bool:
    """Whether a trigger asking ``value`` of a qualifier accepts an event known by ``known``."""
    return known in value if isinstance(value, tuple) else bool(value == known)


def _hashable(items: list[tuple[str, Any]]) -> tuple[tuple[str, Any], ...]:
    return tuple((k, tuple(v) if isinstance(v, list) else v) for k, v in sorted(items))


def _prefixes(name: str) -> list[str]:
    parts = name.split(".")
    return [".".join(parts[:i]) for i in range(len(parts), 0, -1)]


def look(node: Node, ruleset: Ruleset, table: LintTable) -> Look:
    """What the graph needs of ``node``'s reaction under ``ruleset``."""
    by_rules = ruleset.turn_of(node.tags)
    parts = node.reaction.parts
    turns = [_turn(by_rules, "self" if table.on_own_turn(part) else None) for part in parts]
    waits: list[_Waits] = []
    for part, turn in zip(parts, turns, strict=True):
        if turn == "never":
            continue  # its rules and its trigger ask for two kinds of turn
        actor = _relations((part.actor or {}).get("role"))
        target = _relations(part.target.get("role")) if part.target else None
        asks = _hashable([(k, v) for k, v in part.qualifiers.items() if k in table.known])
        causer = part.qualifiers.get("by")
        by = _relations(causer) if isinstance(causer, str) else None
        for event in part.events:
            event = ruleset.event_aliases.get(event, event)
            waits.append((event, actor, target, _kinds(part), asks, by, turn))
    # (every part of its trigger on one kind of turn: that one; else what the rules say)
    fires_on = turns[0] if len(set(turns)) == 1 else by_rules
    return Look(fires_on, tuple(waits), tuple(_produced(node, table)))


def trigger_graph(nodes: Sequence[Node], ruleset: Ruleset, table: LintTable) -> Graph:
    """The graph of ``nodes`` (reactions with a trigger) under ``ruleset``; a node's
    ``look``, when it has one, is the one :func:`look` gives under this ruleset."""
    groups: dict[_Waits, _Group] = {}
    looks = [node.look or look(node, ruleset, table) for node in nodes]
    for node, seen in zip(nodes, looks, strict=True):
        for key in seen.waits:
            group = groups.get(key)
            if group is None:
                vertex = len(nodes) + len(groups)
                group = groups[key] = _Group(vertex, *key)
            if not group.members or group.members[-1] != node.index:
                group.members.append(node.index)
                group.by_owner.setdefault(node.owner, []).append(node.index)
    successors, ways = _edges(nodes, looks, list(groups.values()))
    members = {group.vertex: group.members for group in groups.values()}
    for vertex, held in members.items():
        successors[vertex] = {m: set() for m in held}
    # (only the reactions of loops found reaction by reaction can be in a loop of one turn)
    inside = {r for loop in _components(len(nodes), successors) for r in loop}
    one_turn = _one_turn(len(nodes), successors, ways, inside)
    return Graph(ruleset, list(nodes), successors, members, _loops(len(nodes), one_turn), one_turn)


Way = tuple[Relation, str | None]  # how the two owners stand, and the target's turn


def _edges(
    nodes: Sequence[Node], looks: Sequence[Look], groups: Sequence[_Group]
) -> tuple[dict[int, dict[int, set[str]]], dict[int, dict[int, set[Way]]]]:
    """Each reaction's edges (to a group, or to a reaction of its own owner), with the
    events that lead there, and the ways each edge can be taken (for :func:`_one_turn`)."""
    by_event: dict[str, list[_Group]] = defaultdict(list)
    for group in groups:
        by_event[group.event].append(group)
    # many reactions make the same events on the same kind of turn: where those lead is
    # found once, and its sets are shared by them all (nothing changes them after)
    reached: dict[tuple[tuple[_Produced, ...], str | None], _Reached] = {}
    matches: dict[tuple[_Produced, str | None], list[_Match]] = {}  # (effects share events)
    successors: dict[int, dict[int, set[str]]] = {}
    ways: dict[int, dict[int, set[Way]]] = {}
    for node, seen in zip(nodes, looks, strict=True):
        key = (seen.made, seen.fires_on)  # (the turn of the events its effect makes)
        found = reached.get(key)
        if found is None:
            found = reached[key] = _reach(*key, by_event, matches)
        out, taken = dict(found.out), dict(found.taken)
        for group, event in found.own:
            # only a reaction its own owner may hold
            same = (
                group.members
                if node.owner is None
                else [*group.by_owner.get(node.owner, ()), *group.by_owner.get(None, ())]
            )
            for member in same:  # (a reaction's own vertex: never one of the shared sets)
                out.setdefault(member, set()).add(event)
                taken.setdefault(member, set()).add(("self", group.turn))
        successors[node.index], ways[node.index] = out, taken
    return successors, ways


@dataclass
class _Reached:
    """Where the events one effect makes lead: to groups a reaction of another combatant
    waits in (with the events, and the ways), and groups only its own owner's may hold."""

    out: dict[int, set[str]] = field(default_factory=dict)
    taken: dict[int, set[Way]] = field(default_factory=dict)
    own: list[tuple[_Group, str]] = field(default_factory=list)


def _reach(
    made: tuple[_Produced, ...],
    turn: str | None,
    by_event: dict[str, list[_Group]],
    matches: dict[tuple[_Produced, str | None], list[_Match]],
) -> _Reached:
    found = _Reached()
    for one in made:
        if (one, turn) not in matches:
            matches[one, turn] = _matches(one, turn, by_event)
        for group, others, by_itself in matches[one, turn]:
            if others:
                found.out.setdefault(group.vertex, set()).add(one.event)
                found.taken.setdefault(group.vertex, set()).update(others)
            elif by_itself:
                found.own.append((group, one.event))
    return found


# a group, the ways a reaction of another combatant (ally, enemy) can take the edge, and
# whether one of its own maker's can
_Match = tuple[_Group, list[Way], bool]


def _matches(made: _Produced, turn: str | None, by_event: dict[str, list[_Group]]) -> list[_Match]:
    """The groups whose trigger ``made``, made on ``turn``'s kind of turn, fits."""
    seen = {relation: _seen(made, relation) for relation in _STANDINGS}
    found: list[_Match] = []
    for prefix in _prefixes(made.event):
        for group in by_event.get(prefix, ()):
            if not _asked_of(made, group):
                continue
            fitting = [
                relation
                for relation in _STANDINGS
                if _fits(seen[relation], group) and _turns_meet(turn, group.turn, relation)
            ]
            others = [(relation, group.turn) for relation in fitting if relation != "self"]
            if fitting:
                found.append((group, others, "self" in fitting))
    return found


_STANDINGS: tuple[Relation, ...] = ("self", "ally", "enemy")


def _meets(standing: Relation, turn: str | None) -> bool:
    """Whether a reaction firing on ``turn`` can fire when the turn's owner stands to its
    owner as ``standing``."""
    return turn is None or (standing == "self") == (turn == "own")


_NO_WAYS: frozenset[Way] = frozenset()


def _one_turn(
    reactions: int,
    successors: dict[int, dict[int, set[str]]],
    ways: dict[int, dict[int, set[Way]]],
    inside: set[int],
) -> dict[int, set[int]]:
    """The graph a chain runs on within one turn (a chain never leaves the turn it starts
    in), over the reactions ``inside`` and the groups that hold one: its vertices are
    (vertex, how the turn's owner stands to the vertex's owner), as ``vertex * 3 +
    standing``; an edge is kept only where the reaction it leads to can fire, standing so
    to the turn's owner."""

    kept = inside | {
        vertex
        for vertex, held in successors.items()
        if vertex >= reactions and not inside.isdisjoint(held)
    }
    product: dict[int, set[int]] = {}
    # the standings each set of ways leads to, from each standing (reactions share them)
    moves: dict[int, list[tuple[int, ...]]] = {}
    for vertex in sorted(kept):
        targets = [target for target in successors[vertex] if target in kept]
        outs = [product.setdefault(vertex * 3 + k, set()) for k in range(len(_STANDINGS))]
        for target in targets:
            if vertex >= reactions:  # a group to its members: nothing changes
                for k, out in enumerate(outs):
                    out.add(target * 3 + k)
                continue
            taken = ways[vertex].get(target, _NO_WAYS)
            if id(taken) not in moves:
                moves[id(taken)] = [
                    tuple(sorted({f for way in taken for f in _steps(k, *way)}))
                    for k in range(len(_STANDINGS))
                ]
            base = target * 3
            for out, following in zip(outs, moves[id(taken)], strict=True):
                for f in following:
                    out.add(base + f)
    return product


@cache
def _steps(standing: int, relation: Relation, turn: str | None) -> tuple[int, ...]:
    """How the turn's owner may stand to the owner of the reaction an edge leads to
    (indices of :data:`_STANDINGS`), given how it stands to the owner of the one it leaves
    (``standing``), how the two owners stand (``relation``), and the turn the target fires
    on."""
    following = _compose(frozenset({_STANDINGS[standing]}), relation)
    return tuple(
        k
        for k, next_standing in enumerate(_STANDINGS)
        if next_standing in following and _meets(next_standing, turn)
    )


def _loops(reactions: int, one_turn: dict[int, set[int]]) -> list[list[int]]:
    """The loops of reactions a chain can run round in one turn: the components of
    ``one_turn``, each as its reactions; loops that share a reaction are one."""
    merged: list[set[int]] = []
    for component in _components(reactions * 3, one_turn):
        found = {state // 3 for state in component}
        for other in [m for m in merged if m & found]:
            merged.remove(other)
            found |= other
        merged.append(found)
    return sorted(sorted(loop) for loop in merged)


def _components(reactions: int, successors: Mapping[int, Collection[int]]) -> list[list[int]]:
    """The loops: the strongly connected components (Tarjan's, without recursion) of the
    graph of reactions and groups with more than one reaction, or one reaction that leads
    back to itself; each as its reactions (the vertices below ``reactions``)."""
    index_of: dict[int, int] = {}
    low: dict[int, int] = {}
    on_stack: set[int] = set()
    stack: list[int] = []
    loops: list[list[int]] = []
    for root in successors:
        if root in index_of:
            continue
        index_of[root] = low[root] = len(index_of)
        stack.append(root)
        on_stack.add(root)
        work = [(root, iter(successors[root]))]
        while work:
            vertex, children = work[-1]
            for child in children:
                if child not in index_of:
                    index_of[child] = low[child] = len(index_of)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(successors.get(child, ()))))
                    break
                if child in on_stack:
                    low[vertex] = min(low[vertex], index_of[child])
            else:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[vertex])
                if low[vertex] == index_of[vertex]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == vertex:
                            break
                    found = sorted(m for m in component if m < reactions)
                    if len(found) > 1 or (found and _returns(found[0], successors)):
                        loops.append(found)
    return sorted(loops)


def _returns(node: int, successors: Mapping[int, Collection[int]]) -> bool:
    """Whether ``node`` leads back to itself (directly, or through one group)."""
    return any(vertex == node or node in successors.get(vertex, {}) for vertex in successors[node])


def unlimited(graph: Graph, component: Sequence[int]) -> list[int]:
    """The reactions of a loop that no limit of the ruleset applies to."""
    limits = graph.ruleset.limits
    return [
        index
        for index in component
        if not any(limit.applies.matches(graph.nodes[index].tags) for limit in limits)
    ]


def verdict(graph: Graph, component: Sequence[int]) -> tuple[Severity, str]:
    """What the ruleset makes of a loop: cut, stopped by limits, or stopped only by depth."""
    rules = graph.ruleset
    if not rules.reactions_trigger_reactions:
        said = rules.messages.get("chained") or "reactions never trigger further reactions"
        return Severity.INFO, f"under {rules.name} the loop is cut: {said}"
    free = unlimited(graph, component)
    if not free:
        return Severity.INFO, (
            f"under {rules.name} each of them is limited (once per round, turn or encounter), "
            "so the chain stops"
        )
    names = ", ".join(dict.fromkeys(quoted(graph.nodes[i].name) for i in free))
    return Severity.WARNING, (
        f"under {rules.name} no limit applies to {names}, so the chain goes on until it is "
        f"stopped {rules.max_chain_depth} reactions deep (R017)"
    )
