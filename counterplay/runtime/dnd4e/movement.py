"""Movement in the 4E world: walking square by square, forced movement, a reaction's own
movement, the immediate move's chase and the optional Endurance step (seeds 001, 000, 003).

Each square is two break points: ``move.leave`` (still in the square being left) and
``move.enter`` (in the square entered), for willing and forced movement alike (R000-20).
Where a player would choose (where a push leaves its target, how far), a scripted choice
decides when the scenario gives one; otherwise seed 000's guidelines or the random fallback
(``decisions``) do.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from counterplay.runtime.dnd4e import damage, decisions, groups, prohibitions
from counterplay.runtime.dnd4e.combatant import Combatant, Condition
from counterplay.runtime.dnd4e.grid import Path, Square, adjacent, distance
from counterplay.runtime.events import Event, Frame

if TYPE_CHECKING:
    from counterplay.runtime.dnd4e.context import Ctx
    from counterplay.runtime.dnd4e.engine import Action, Engine

Moving = Frame[Combatant]


def scripted_move(engine: Engine, me: Combatant, action: Action) -> None:
    """A scripted walk, double move, run or shift: paid only when its path is legal
    (R001-01: a refused move spends no action)."""
    path = [tuple(p) for p in action.args.get("path", ())]
    mode = action.kind
    refused = prohibitions.forbidden(me, "shift") if mode == "shift" else None
    if refused is not None:
        engine.problem("R012", refused, action.span)
        return
    budget_before, taken_before = dict(engine.budget), list(engine.taken)
    if mode == "double_move":
        if engine.pay(me, action, "move") is None or engine.pay(me, action, "move") is None:
            engine.budget, engine.taken = budget_before, taken_before
            return
        substituted, budget = True, 2 * engine.speed(me)
    else:
        paid = engine.pay(me, action, "move")
        if paid is None:
            return
        substituted = paid
        budget = engine.speed(me) + (2 if mode == "run" else 0) if mode != "shift" else 1
    squares = [(int(p[0]), int(p[1])) for p in path]
    why = path_problem(engine, me, squares, budget, shift=mode == "shift")
    if why:
        engine.budget, engine.taken = budget_before, taken_before
        engine.problem("R013", f"{me.name} cannot {mode} along that path: {why}", action.span)
        return
    engine.note("action", actor=me.name, action=mode, path=[list(s) for s in squares])
    if mode == "run":  # R001-11: running grants combat advantage until your next turn
        me.add(Condition("running", "start_of_next_turn", me.name, engine.turn_count))
    event = "shift" if mode == "shift" else "move"
    # R003-02: a move action substituted for the standard action that enables 2+ squares
    double = substituted and engine.speed(me) >= 2 and mode != "shift"
    halfway = len(squares) // 2 if mode == "double_move" else 0
    frame: Moving = Frame(mode, me, 0)
    walk(engine, me, squares, event, mode, frame, double=double, halfway=halfway)
    engine.moved.append(me)
    engine.finish(frame)


def path_problem(
    engine: Engine, me: Combatant, path: list[Square], budget: int, shift: bool
) -> str:
    """Why a walked path is not legal (empty string when it is)."""
    if not path:
        return "the path is empty"
    spent, here = 0, me.position
    blocked = engine.blocked_for(me)
    grid = engine.grid
    for square in path:
        if not grid.inside(square):
            return f"{list(square)} is off the map"
        if square in grid.obstacles:
            return f"{list(square)} is an obstacle (R001-19)"
        if not adjacent(here, square):
            return f"{list(here)} to {list(square)} is not one step"
        if not grid.step_ok(here, square):
            return f"{list(here)} to {list(square)} cuts an obstacle's corner (R001-19)"
        if blocked(square):
            return f"{list(square)} is an enemy's square (R001-15)"
        if shift and square in grid.difficult:
            return f"{list(square)} is difficult terrain: no shifting into it (R001-13)"
        spent += 1 if shift else grid.cost(square)
        if spent > budget:
            return f"it costs more than {budget} squares of movement (R001-12, R001-13)"
        here = square
    if engine.taken_for(me)(path[-1]):
        return f"{list(path[-1])} is occupied: no ending a move there (R001-15)"
    return ""


def walk(
    engine: Engine,
    me: Combatant,
    path: list[Square],
    event: str,
    mode: str,
    frame: Moving,
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
    engine.dispatch(
        Event(event, me, None, qualifiers, frame.depth, path=whole), frame, halfway=halfway
    )
    if halfway == 0:
        engine.reactor.break_point(frame, "halfway")
    leave = {"mode": mode, "provokes": provokes, "forced": False, **facts}
    for done, square in enumerate(path, start=1):
        here = me.position
        why = _stopped(engine, me, frame, here, square)
        if not why:
            engine.dispatch(
                Event("move.leave", me, None, leave, frame.depth, here, path=(here, square)),
                frame,
            )
            why = _stopped(engine, me, frame, here, square)
        if why:
            engine.note("lost", frame.depth, action=mode, why=f"{why}: the move stops (R001-07)")
            break
        step(engine, me, square, frame, forced=False)
        engine.dispatch(
            Event("move.enter", me, None, leave, frame.depth, square, path=(here, square)),
            frame,
        )
        if done == halfway:
            engine.reactor.break_point(frame, "halfway")
        if stop is not None and stop(square):
            engine.note("note", frame.depth, text=f"{me.name}'s move ends at {list(square)}")
            break
    settle(engine, me, frame)
    if not me.down:  # where it ends, stopped short or not ("ends its move adjacent to you")
        ended = (whole[0] if whole else me.position, me.position)
        engine.dispatch(
            Event("move.end", me, None, leave, frame.depth, me.position, path=ended), frame
        )


def _stopped(engine: Engine, me: Combatant, frame: Moving, here: Square, square: Square) -> str:
    """Why a move cannot take its next step now (an interrupt may have changed things)."""
    if frame.lost:
        return "the action is lost"
    why = engine.cannot_move(me)
    if why:
        return why
    if me.position != here:
        return f"{me.name} was moved"
    if engine.blocked_for(me)(square) or not engine.grid.step_ok(here, square):
        return f"{list(square)} is blocked now"
    return ""


def settle(engine: Engine, me: Combatant, frame: Moving) -> None:
    """No ending in an occupied square (R001-15): a move cut short in an ally's square
    ends in the nearest free square instead."""
    taken = engine.taken_for(me)
    if me.down or not taken(me.position):
        return
    grid = engine.grid
    free = [
        (x, y)
        for x in range(grid.width)
        for y in range(grid.height)
        if grid.enterable((x, y)) and not taken((x, y))
    ]
    if not free:
        return
    nearest = min(distance(s, me.position) for s in free)
    square = decisions.pick(engine.rng, [s for s in free if distance(s, me.position) == nearest])
    engine.note(
        "note",
        frame.depth,
        text=f"{me.name} cannot end in an occupied square (R001-15): placed at {list(square)}",
    )
    me.position = square


def step(engine: Engine, me: Combatant, square: Square, frame: Moving, *, forced: bool) -> None:
    before = me.position
    me.position = square
    landed(engine, me, before, frame, forced=forced)


def landed(engine: Engine, me: Combatant, before: Square, frame: Moving, *, forced: bool) -> None:
    """``me`` has come from ``before`` to its square: the trace says so, and dangerous
    terrain there harms it."""
    square = me.position
    engine.note("step", frame.depth, who=me.name, frm=list(before), to=list(square), forced=forced)
    if square in engine.grid.dangerous:
        engine.note("note", frame.depth, text=f"{me.name} enters dangerous terrain")
        damage.harm(engine, me, engine.grid.dangerous_damage, None, frame)


def force(
    engine: Engine,
    source: Combatant,
    who: Combatant,
    kind: str,
    squares: int,
    ctx: Ctx,
    near: Combatant | None = None,
) -> None:
    """Push, pull or slide ``who`` (R001-16..18): up to the distance, fewer or none
    (R001-17), or to a square adjacent to ``near`` when the power says so (R001-17's
    specific destination: none within reach, it stays); where, by a scripted choice of
    the mover's, else by R000-27..29."""
    frame = ctx.frame
    facts = {"distance": squares, "from_attack": frame.state is not None}
    event = Event(f"forced.{kind}", source, who, facts, frame.depth)
    engine.dispatch(event, frame)
    negated = any(event is e for e in engine.unmoved)  # (of it alone: ``negations``)
    engine.unmoved = [e for e in engine.unmoved if e is not event]
    if frame.lost or negated:
        engine.note("lost", frame.depth, action=kind, why="the forced movement is negated")
        return
    blocked = engine.blocked_for(who)
    reach = engine.grid.forced_reach(
        who.position,
        squares,
        kind,
        source.position,
        lambda sq: not blocked(sq),
        lambda sq: not engine.taken_for(who)(sq),
    )
    if near is not None:  # "slide the target 2 squares to a square adjacent to you"
        reach = {s: path for s, path in reach.items() if adjacent(s, near.position)}
        if not reach:
            said = f"no square adjacent to {near.name} within {squares}: {who.name} stays"
            engine.note("op", frame.depth, op=kind, status=said)
            return
    dest = _forced_to(engine, ctx, who, kind, reach)
    # R001-18: forced movement provokes nothing; it is neither a shift nor willing.
    quals = {"mode": kind, "provokes": False, "forced": True, "shift": False, "willing": False}
    for square in reach[dest]:
        here = who.position
        if who.down or engine.blocked_for(who)(square):
            break
        by = {"by": source}
        leaving = Event("move.leave", who, None, quals, frame.depth, here, by, (here, square))
        engine.dispatch(leaving, frame)
        if who.down or who.position != here or engine.blocked_for(who)(square):
            break
        step(engine, who, square, frame, forced=True)
        entering = Event(
            "move.enter", who, None, quals, frame.depth, square, dict(by), (here, square)
        )
        engine.dispatch(entering, frame)
    settle(engine, who, frame)


def _forced_to(
    engine: Engine, ctx: Ctx, who: Combatant, kind: str, reach: dict[Square, Path]
) -> Square:
    """Where a forced movement of ``who`` ends, of the squares it ``reach``es: a scripted
    choice of the mover's, else by R000-27..29 (said in the trace)."""
    dest: Square
    chosen = engine.scripted_choice("forced", ctx.user, sorted(reach))
    if chosen is not None:
        dest, why = chosen, "scripted choice (R001-17: up to the distance, fewer or none)"
    else:
        friends, foes = engine.sides(who)
        board = decisions.Board(
            engine.grid, who.position, {s: len(p) for s, p in reach.items()}, friends, foes
        )
        dest, why = decisions.destination(
            engine.rng, "forced", board, restriction(engine, ctx, "forced"), engine.rules.decisions
        )
    engine.note("decision", ctx.frame.depth, what=f"{kind} {who.name}", choice=list(dest), why=why)
    return dest


def restriction(engine: Engine, ctx: Ctx, kind: str) -> tuple[str, Square] | None:
    """A preparation restriction that steers this kind of decision toward or away from a
    named creature or object (the ruleset's ``restrictions: ... steers``, R000-39..42)."""
    user = ctx.user
    if user.prepared != ctx.power.name:
        return None
    for name, value in user.restrictions.items():
        found = engine.rules.restrictions.get(name)
        if found is None or found.steers is None or found.steers[0] != kind:
            continue
        if value in engine.by_name:
            return found.steers[1], engine.by_name[value].position
        if value in engine.enc.objects:
            return found.steers[1], engine.enc.objects[value]
    return None


# The movements a creature flies (``fly``: "You fly 8 squares"): a move (its event is
# ``move``, its mode ``fly``) over difficult terrain at no extra cost (:func:`_reachable`)
FLYING = ("fly",)

# A reaction's own movement, by its op: the event of the whole movement and its mode (any
# other: the op's name, both)
_WALKED_AS = {"fly": ("move", "fly")}


def _reachable(
    engine: Engine, me: Combatant, kind: str, squares: int
) -> tuple[dict[Square, int], dict[Square, Sequence[Square]]]:
    """The squares a reaction's movement of ``kind`` may end in within ``squares``: each
    with its distance, and the path to it."""
    grid = engine.grid
    taken = engine.taken_for(me)
    if kind == "teleport":
        reach = {
            s: distance(s, me.position)
            for x in range(grid.width)
            for y in range(grid.height)
            if grid.enterable(s := (x, y)) and distance(s, me.position) <= squares and not taken(s)
        }
        reach[me.position] = 0
        return reach, {s: (s,) for s in reach}
    enemies = [c.position for c in engine.people if c.side != me.side and not c.down]

    def allowed(a: Square, b: Square) -> bool:
        # R001-13: a shift never enters difficult terrain, on the way or at the end
        if kind == "shift":
            return b not in grid.difficult
        # R000-30: paths that would normally provoke are not considered
        return not any(adjacent(a, e) for e in enemies)

    flying = kind in FLYING
    found = grid.walk_reach(
        me.position, squares, engine.blocked_for(me), taken, allowed, flying=flying
    )
    return {s: len(v[1]) for s, v in found.items()}, {s: v[1] for s, v in found.items()}


# The creatures a movement's end may be said of apart from it ("must end adjacent to the
# target", "can't end your move adjacent to the triggering enemy")
_ENDS_BY = ("self", "target", "triggering")


def end_said(op: dict[str, Any], later: tuple[dict[str, Any], ...]) -> dict[str, Any] | None:
    """The ``end_position`` op right after the movement ``op`` that says where that same
    mover ends it: next to (``near``) or not next to (``not_near``) one creature; None
    when there is none, or it says more. Of a group's movement ("An ally within 5 squares
    of you can shift 2 squares. That ally must end ..."), the group's name is the mover's."""
    ends = later[0] if later else {}
    said = {k for k, v in ends.items() if v is not None} - {"op", "text", "at"}
    mover = op.get(groups.GROUP) if op.get("who") == groups.MEMBER else op.get("who")
    if ends.get("op") != "end_position" or ends.get("who") != mover:
        return None
    if ends.get("at") != op.get("at") or not said <= {"who", "near", "not_near"}:
        return None
    if not any(ends.get(k) in _ENDS_BY for k in ("near", "not_near")):
        return None
    return ends


def reaction_move(
    engine: Engine,
    me: Combatant,
    op: dict[str, Any],
    ctx: Ctx,
    squares: int,
    near: Combatant | None = None,
    away: Combatant | None = None,
) -> None:
    """A reaction's own movement of up to ``squares``, ending next to ``near`` when the text
    says so, and not next to ``away``: guided destination (R000-30..32) or a chase (seed
    003)."""
    kind = op["op"]
    frame = ctx.frame
    if op.get("toward") == "triggering":
        quarry = engine.triggering(ctx)
        if quarry is None:
            engine.note("op", frame.depth, op=kind, status="no one to move toward")
            return
        chase(engine, me, quarry, squares, frame)
        return
    grid = engine.grid
    reach, paths = _reachable(engine, me, kind, squares)
    if near is not None:  # "to a square adjacent to the target"
        reach = {s: d for s, d in reach.items() if adjacent(s, near.position)}
    if away is not None:  # "can't end your move adjacent to the triggering enemy"
        reach = {s: d for s, d in reach.items() if not adjacent(s, away.position)}
    if not reach:
        said = [f"{w}adjacent to {c.name}" for w, c in (("", near), ("not ", away)) if c]
        engine.note("op", frame.depth, op=kind, status=f"no square {' and '.join(said)}")
        return
    chosen = engine.scripted_choice("move", me, sorted(reach))
    if chosen is not None:
        dest, why = chosen, "scripted choice"
    else:
        friends, foes = engine.sides(me)
        board = decisions.Board(grid, me.position, reach, friends, foes)
        dest, why = decisions.destination(
            engine.rng, "move", board, restriction(engine, ctx, "move"), engine.rules.decisions
        )
    engine.note("decision", frame.depth, what=f"{kind} {me.name}", choice=list(dest), why=why)
    if dest == me.position:
        return
    if kind == "teleport":
        engine.dispatch(Event("teleport", me, None, {}, frame.depth), frame)
        step(engine, me, dest, frame, forced=False)
        return
    event, mode = _WALKED_AS.get(kind, (kind, kind))
    walk(engine, me, list(paths[dest]), event, mode, frame, provokes=False)


def chase(engine: Engine, me: Combatant, quarry: Combatant, squares: int, frame: Moving) -> None:
    """The immediate move (R003-04..06): a move action of ``squares`` ending as near the
    target as it can (the decision R003-02), by the cheapest such path, at random among
    equals (R000-36); through allies' squares (R001-15) and squares next to the target,
    without provoking, and ending in the first square it enters next to any other enemy."""
    start = me.position

    def other_enemy(square: Square) -> bool:
        """R003-06: the move ends next to an enemy other than the target."""
        return any(
            c.side != me.side and c is not quarry and not c.down and adjacent(c.position, square)
            for c in engine.people
        )

    def onward(a: Square, b: Square) -> bool:
        """A path goes on from ``a`` only if the move has not ended there (R003-06)."""
        return a == start or not other_enemy(a)

    reach = engine.grid.walk_reach(
        start, squares, engine.blocked_for(me), engine.taken_for(me), onward
    )
    nearest = min(distance(s, quarry.position) for s in reach)
    closest = {s: cost for s, (cost, _) in reach.items() if distance(s, quarry.position) == nearest}
    cheapest = min(closest.values())
    end = decisions.pick(engine.rng, sorted(s for s, c in closest.items() if c == cheapest))
    path = list(reach[end][1])
    engine.note(
        "decision",
        frame.depth,
        what=f"chase {quarry.name}",
        choice=[list(s) for s in path],
        why="as near the target as possible",
    )
    if not path:
        return
    walk(engine, me, path, "move", "immediate move", frame, provokes=False, stop=other_enemy)
    engine.moved.append(me)
    engine.chasers.append(me)


def endurance(engine: Engine, me: Combatant) -> None:
    """R003-08 (optional): opposed Endurance at the end of the target's turn; the
    highest-scoring mover may move one more square."""
    chasers = engine.chasers
    movers = [me, *(c for i, c in enumerate(chasers) if c not in chasers[:i])]
    scores = {c.name: engine.rng.randint(1, 20) + c.endurance for c in movers}
    best = max(scores.values())
    winner = decisions.pick(engine.rng, [c for c in movers if scores[c.name] == best])
    engine.note("endurance", scores=scores, winner=winner.name)
    frame: Moving = Frame("endurance", winner, 1)
    taken, blocked = engine.taken_for(winner), engine.blocked_for(winner)
    options = [s for s in engine.grid.steps(winner.position) if not taken(s) and not blocked(s)]
    if not options:
        return
    if winner is me:

        def score(s: Square) -> int:
            return min(distance(s, c.position) for c in chasers)

    else:

        def score(s: Square) -> int:
            return -distance(s, me.position)

    best_score = max(score(s) for s in options)
    square = decisions.pick(engine.rng, sorted(s for s in options if score(s) == best_score))
    walk(engine, winner, [square], "move", "endurance", frame, provokes=False)
    engine.finish(frame)
