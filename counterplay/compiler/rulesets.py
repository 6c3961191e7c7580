"""Rulesets: ``counterplay/rulesets/<family>/*.ruleset.yaml`` (or a file a scenario names)
loaded, checked and built.

A ruleset file is checked against ``ruleset.schema.json``, merged onto the ruleset it
``extends`` (sections, their entries and the entries' fields key by key, ``null`` removing
an inherited entry; lists, scalars and filters replaced), checked for what no schema can
check, and built into a runtime :class:`~counterplay.runtime.ruleset.Ruleset`:

- its ``world`` exists, and every fact its predicates name is one the core or that world
  defines (R018): a condition written in YAML either means something or is refused;
- every scope a limit counts in, zone a resolution sends to, requirement or break point a
  universal reaction names (a break point declared, or a step of a sequence), and boundary
  a scope moves on exists (R001); the sequences are written with the world's step kinds,
  and hold the steps each sequence the world runs needs (R001); the world's own check of
  each universal reaction (``check_reaction``: Horus Heresy's Phases, say) passes;
- every tag a filter names is one its reactions can have (R024, ``ruleset_tags``);
- a restriction steers only a choice its world lets one steer (R001); a scope, zone,
  requirement, break point or steered choice named close to one is said with it, which
  ``lint --fix`` takes; a condition a check compares ``owner.conditions`` with, close to
  one of the game's or the ruleset's, is R023 (a warning);
- every option is one its world's engine reads (R025, a warning);
- no limit's ``max`` exceeds its ``cap`` unless the limit has an ``override`` (R020).

A DM's file may not take a built-in ruleset's name (R001), and a list it writes that
leaves out entries of the list it inherits (``resolve``, ``classify.derive``) is R026 (a
warning: lists are replaced, not extended).

Built-in rulesets are built once per process.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from functools import cache
from importlib.resources import files
from pathlib import Path
from typing import Any

from counterplay.compiler.load import Document, JsonPath, load
from counterplay.compiler.ruleset_tags import (
    dropped_entries,
    named,
    unknown_conditions,
    unknown_tags,
)
from counterplay.compiler.validate import validate
from counterplay.compiler.worlds import WORLDS, world_module
from counterplay.diagnostics import Diagnostic, Span, diagnostic, has_errors
from counterplay.runtime.predicates import CORE_FACTS, facts_named
from counterplay.runtime.reaction import Reaction
from counterplay.runtime.ruleset import Ruleset, sequence_points
from counterplay.suggest import did_you_mean

SUFFIX = ".ruleset.yaml"
MAX_EXTENDS = 8


@cache
def _package_directory() -> Path:
    return Path(str(files("counterplay"))) / "rulesets"


def _directory() -> Path:
    return _package_directory()


def _paths() -> dict[str, Path]:
    """Every built-in ruleset by name, from the families' folders of ``rulesets``: a name
    is the file's name without its suffix, unique across families."""
    return dict(_listing(_directory()))


@cache
def _listing(directory: Path) -> tuple[tuple[str, Path], ...]:
    """The rulesets in ``directory``, listed once per process (compile asks for every file;
    a directory of rulesets does not change while counterplay runs)."""
    return tuple((p.name[: -len(SUFFIX)], p) for p in sorted(directory.glob(f"*/*{SUFFIX}")))


def ruleset_names() -> list[str]:
    """The names of the built-in rulesets, sorted."""
    return sorted(_paths())


def _merge(base: dict[str, Any], child: dict[str, Any], levels: int = 3) -> dict[str, Any]:
    """``child`` over ``base``: sections, their entries and the entries' fields are merged
    key by key (``null`` removes); anything deeper (a filter) is replaced whole."""
    out = dict(base)
    for key, value in child.items():
        if levels > 1 and isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = _merge(out[key], value, levels - 1)
        else:
            out[key] = value
    return {k: v for k, v in out.items() if v is not None}


Chain = list[Document]  # the documents merged, the file named first


def _data(
    path: str | Path, seen: tuple[str, ...]
) -> tuple[dict[str, Any] | None, Chain, list[Diagnostic]]:
    document, found = load(path)
    if document is None:
        return None, [], found
    data: dict[str, Any] = document.data if isinstance(document.data, dict) else {}
    parent, name = data.get("extends"), data.get("name")
    taken = _taken_name(path, name)
    if taken:
        return None, [], [*found, diagnostic("R001", taken, document.span(("name",)))]
    if isinstance(parent, str) and parent != name and parent not in ruleset_names():
        # said first and alone: without what it inherits, its entries would each be said
        # to lack the fields they inherit (`limited-per-round: {max: 2}`: no 'scope')
        message = f"ruleset {name!r} extends unknown {parent!r}{_unknown_parent(parent)}"
        return None, [], [*found, diagnostic("R001", message, document.span(("extends",)))]
    base: dict[str, Any] | None = None
    chain: Chain = []
    if _extendable(parent, name, seen):
        base, chain, more = _data(_paths()[str(parent)], (*seen, str(name)))
        found.extend(more)
    # an entry that extends an inherited one need not repeat its fields (`max: 2` alone)
    view = document.data if base is None else _with_inherited(base, data)
    found.extend(_misnamed(validate(view, "ruleset", document), base, data, document))
    if has_errors(found):
        return None, [], found
    if parent is None:
        return data, [document], found
    where = document.span(("extends",))
    if parent in seen or parent == name or len(seen) >= MAX_EXTENDS:
        found.append(
            diagnostic("R001", f"ruleset {name!r} extends itself through {parent!r}", where)
        )
        return None, [], found
    if base is None:
        return None, [], found
    if not _built_in(path, name):  # (a built-in replaces its lists knowingly)
        found.extend(dropped_entries(base, data, document, str(parent)))
    merged = _merge(base, data)
    merged.pop("extends", None)
    if "title" not in data:  # (not the title of the ruleset it extends, as its own)
        merged["title"] = f"{name}, extending {parent}: {base.get('title', parent)}"
    return merged, [document, *chain], found


def _built_in(path: str | Path, name: Any) -> bool:
    """Whether ``path`` is the file of the built-in ruleset called ``name``."""
    own = _paths().get(name) if isinstance(name, str) else None
    return own is not None and Path(path).resolve() == own.resolve()


def _taken_name(path: str | Path, name: Any) -> str:
    """Why a ruleset file may not be called ``name``: a built-in ruleset's name, unless it
    is that built-in's own file (a DM's ``name: dnd4e`` was "dnd4e-reactions extends
    itself through 'dnd4e'", said in the built-in's file)."""
    if name not in ruleset_names() or _built_in(path, name):
        return ""
    return (
        f"{name!r} is the name of a built-in ruleset: give this ruleset a name of its own "
        "(name: my-house-rules), and extend the built-in one by its name"
    )


def _unknown_parent(parent: str) -> str:
    """What a ruleset extending an unknown ``parent`` should extend: the closest built-in,
    and that only a built-in is extended (a file, `house.ruleset.yaml`, is not)."""
    builtins = ruleset_names()
    hint = did_you_mean(parent, builtins)
    if not parent.endswith((".yaml", ".yml")) and "/" not in parent:
        return hint
    return (
        f"{hint}: a ruleset extends a built-in ruleset by its name, not a file "
        f"(built-in: {', '.join(builtins)})"
    )


def _extendable(parent: Any, name: Any, seen: tuple[str, ...]) -> bool:
    """Whether ``parent`` is a built-in this ruleset may extend (not itself, not in a loop)."""
    return (
        isinstance(parent, str)
        and parent in ruleset_names()
        and parent not in seen
        and parent != name
        and len(seen) < MAX_EXTENDS
    )


def _with_inherited(base: dict[str, Any], child: dict[str, Any]) -> dict[str, Any]:
    """``child`` with each of its sections' entries merged over the entry of that name it
    inherits, as ``_merge`` will merge them: what the schema checks of an extending file."""
    view = dict(child)
    for section, entries in child.items():
        inherited = base.get(section)
        if not (isinstance(entries, dict) and isinstance(inherited, dict)):
            continue
        view[section] = {
            entry: _merge(inherited[entry], value, 1)
            if isinstance(value, dict) and isinstance(inherited.get(entry), dict)
            else value
            for entry, value in entries.items()
        }
    return view


def _misnamed(
    found: list[Diagnostic], base: dict[str, Any] | None, child: dict[str, Any], document: Document
) -> list[Diagnostic]:
    """``found`` (the schema's diagnostics of an extending file), where an entry that is not
    inherited lacks a field (S003) and its name is close to an inherited entry's: said to be
    a misspelling of it (`reaction-alotment: {max: 2}`), with the fix to that name."""
    from dataclasses import replace

    from counterplay.compiler.edits import replace_scalar
    from counterplay.suggest import closest

    if base is None:
        return found
    meant: dict[Span, tuple[str, JsonPath]] = {}
    for section, entries in child.items():
        inherited = base.get(section)
        if not (isinstance(entries, dict) and isinstance(inherited, dict)):
            continue
        for entry in entries:
            close = [] if entry in inherited else closest(str(entry), list(inherited), cutoff=0.8)
            if len(close) == 1:
                meant[document.span((section, entry))] = (close[0], (section, entry))
    out = []
    told: set[Span] = set()
    for diag in found:
        if diag.code == "S003" and diag.span in told:
            continue  # another field it lacks: the inherited name has them all
        if diag.code == "S003" and diag.span in meant:
            told.add(diag.span)
            name, path = meant[diag.span]
            message = f"{diag.message}; did you mean the inherited {name!r}?"
            fix = replace_scalar(document, path, name, key=True)
            diag = replace(diag, message=message, fix=fix)
        out.append(diag)
    return out


def _value(data: Any, path: JsonPath) -> Any:
    """The value at ``path`` of the merged data, or None."""
    for step in path:
        data = data.get(step) if isinstance(data, dict) else None
    return data


def _span(chain: Chain, path: JsonPath) -> Span:
    """Where ``path`` of the merged data is written: the first file of the chain that has
    it, else the nearest ancestor in the file named."""
    for document in chain:
        found = document.spans.get(path)
        if found is not None:
            return found
    return chain[0].span(path)


def _key_span(chain: Chain, path: JsonPath) -> Span:
    """Where the key of ``path`` is written, in the first file of the chain that has it."""
    found = next((d.key_spans[path] for d in chain if path in d.key_spans), None)
    return found or _span(chain, path)


def _predicates(data: dict[str, Any]) -> Iterator[tuple[JsonPath, Any]]:
    """Every predicate of the ruleset, with its path."""
    for section, key in (("may_react", "refuse_if"), ("requirements", "refuse_if")):
        for name, entry in (data.get(section) or {}).items():
            if entry and key in entry:
                yield (section, name, key), entry[key]
    for name, entry in (data.get("restrictions") or {}).items():
        if entry and "refuse_if" in entry:
            yield ("restrictions", name, "refuse_if"), entry["refuse_if"]
    for name, entry in (data.get("limits") or {}).items():
        raised = (entry or {}).get("raised_by", [])
        for i, predicate in enumerate(raised if isinstance(raised, list) else [raised]):
            yield (
                ("limits", name, "raised_by", *((i,) if isinstance(raised, list) else ())),
                predicate,
            )
        if entry and "override" in entry:
            yield ("limits", name, "override"), entry["override"]


def _references(data: dict[str, Any]) -> Iterator[tuple[JsonPath, str, set[str], str]]:
    """Every name the ruleset uses that it must define: (path, name, defined, what)."""
    scopes = set(data.get("scopes") or {})
    for name, limit in (data.get("limits") or {}).items():
        if limit:
            yield ("limits", name, "scope"), limit["scope"], scopes, "scope"
    zones = set(data.get("zones") or {})
    for i, entry in enumerate(data.get("resolve") or ()):
        if entry.get("mode") == "pending":
            yield ("resolve", i, "zone"), entry.get("zone", ""), zones, "zone"
    needs = set(data.get("requirements") or {})
    points = set(data.get("break_points") or {}) | set(sequence_points(data.get("sequences")))
    for name, power in (data.get("universal") or {}).items():
        for i, need in enumerate((power or {}).get("requires", ())):
            yield ("universal", name, "requires", i), need, needs, "requirement"
        if power and "break_point" in power:
            yield ("universal", name, "break_point"), power["break_point"], points, "break point"


# What a ruleset must say once ``extends`` is merged (each file alone may leave them to the
# ruleset it extends, so no schema can require them).
COMPLETE: tuple[JsonPath, ...] = (
    ("world",),
    ("classify", "by"),
    ("chain",),
    ("resolve",),
    ("ordering",),
)


def _incomplete(data: dict[str, Any], chain: Chain) -> list[Diagnostic]:
    """What the merged ruleset does not say that the engine needs (``COMPLETE``)."""
    missing = [".".join(map(str, path)) for path in COMPLETE if _value(data, path) is None]
    if not missing:
        return []
    message = (
        f"this ruleset does not say {', '.join(missing)}: give them, "
        "or `extends` a built-in ruleset that does"
    )
    return [diagnostic("R001", message, _span(chain, ()))]


def check(data: dict[str, Any], chain: Chain) -> list[Diagnostic]:
    """What no schema can check: names that exist, facts the world defines, caps kept."""
    found: list[Diagnostic] = []
    world = data.get("world", "")
    if world not in WORLDS:
        known = ", ".join(sorted(WORLDS))
        found.append(
            diagnostic("R001", f"unknown world {world!r}; known: {known}", _span(chain, ("world",)))
        )
        return found
    facts = world_module(world, "facts")
    known_facts = {**CORE_FACTS, **facts.FACTS}
    for where, predicate in _predicates(data):
        for name, inner in facts_named(predicate):
            if name not in known_facts:
                found.append(
                    diagnostic(
                        "R018",
                        f"no fact {name!r} in the {world} world or the core; "
                        f"known: {', '.join(sorted(known_facts))}",
                        _span(chain, (*where, *inner)),
                    )
                )
    for where, name, defined, what in _references(data):
        if name not in defined:
            known = ", ".join(sorted(defined)) or "none"
            message = f"no {what} {name!r} in this ruleset (defined: {known})"
            found.append(named(chain, "R001", message, name, defined, where))
    found.extend(unknown_tags(data, chain, facts))
    found.extend(unknown_conditions(_predicates(data), data, chain, world))
    found.extend(_unread_options(data, chain, world, facts))
    for name, scope in (data.get("scopes") or {}).items():
        for i, boundary in enumerate((scope or {}).get("moves_on", ())):
            if boundary["at"] not in facts.BOUNDARIES:
                message = (
                    f"the {world} world signals no boundary {boundary['at']!r} "
                    f"(it signals: {', '.join(facts.BOUNDARIES)})"
                )
                found.append(
                    diagnostic("R001", message, _span(chain, ("scopes", name, "moves_on", i, "at")))
                )
    found.extend(_sequences(data, chain, world, facts))
    found.extend(_steered(data, chain, world, facts))
    check_reaction = getattr(facts, "check_reaction", None)
    for name, entry in (data.get("universal") or {}).items():
        for where, code, message in (
            check_reaction({"name": name, **entry}) if check_reaction and entry else ()
        ):
            found.append(diagnostic(code, message, _span(chain, ("universal", name, *where))))
    found.extend(_op_fields(data, chain, getattr(facts, "OP_SHAPES", {})))
    for name, limit in (data.get("limits") or {}).items():
        cap = (limit or {}).get("cap")
        if cap is not None and limit["max"] > cap and "override" not in limit:
            message = (
                f"limit {name!r} allows {limit['max']}, above its cap of {cap}; "
                "only an explicit override lifts a cap"
            )
            found.append(diagnostic("R020", message, _span(chain, ("limits", name, "max"))))
    return sorted(found, key=_place)


def _place(found: Diagnostic) -> tuple[str, int, int]:
    """A diagnostic's place, for saying a ruleset's problems in file order."""
    span = found.span
    return (span.file, span.line, span.column) if span else ("", 0, 0)


def _unread_options(data: dict[str, Any], chain: Chain, world: str, facts: Any) -> list[Diagnostic]:
    """R025 for each option of the ruleset that its world's engine does not read: no
    predicate reads an option, so a DM's new option would change nothing, silently."""
    read: tuple[str, ...] = getattr(facts, "OPTIONS", ())
    reads = f"only {', '.join(map(repr, read))}" if read else "none"
    return [
        diagnostic(
            "R025",
            f"option {name!r} is read by nothing: the {world} world's engine reads {reads}, "
            "and no condition of a ruleset reads an option, so setting it changes nothing",
            _key_span(chain, ("options", name)),
        )
        for name in (data.get("options") or {})
        if name not in read
    ]


def _steered(data: dict[str, Any], chain: Chain, world: str, facts: Any) -> list[Diagnostic]:
    """R001 for a restriction that steers a choice its world does not let one steer
    (`choice: pushed`): it would steer nothing, silently."""
    asked: tuple[str, ...] = getattr(facts, "STEERED", ())
    found = []
    for name, entry in (data.get("restrictions") or {}).items():
        choice = ((entry or {}).get("steers") or {}).get("choice")
        if isinstance(choice, str) and choice not in asked:
            steered = ", ".join(asked) or "none"
            message = f"the {world} world steers no choice {choice!r} (it steers: {steered})"
            where: JsonPath = ("restrictions", name, "steers", "choice")
            found.append(named(chain, "R001", message, choice, asked, where))
    return found


def _op_fields(data: dict[str, Any], chain: Chain, shapes: dict[str, Any]) -> list[Diagnostic]:
    """The fields of the universal reactions' ops against the shapes the world gives its
    ops, said as the schema's errors are, at the field in the file of the chain that writes
    the op; an op the world does not carry out is its runtime's affair."""
    from counterplay.compiler.validate import validate_part

    found: list[Diagnostic] = []
    for name, entry in (data.get("universal") or {}).items():
        for i, op in enumerate(((entry or {}).get("effect") or {}).get("ops", ())):
            shape = shapes.get(op.get("op"))
            if shape is None:
                continue
            fields = {"op": {"type": "string"}, "text": {"type": "string"}, **shape}
            schema = {"type": "object", "properties": fields, "additionalProperties": False}
            at: JsonPath = ("universal", name, "effect", "ops", i)
            written = next((d for d in chain if at in d.spans), chain[0])
            found.extend(validate_part(op, schema, written, at))
    return found


def _sequences(data: dict[str, Any], chain: Chain, world: str, facts: Any) -> list[Diagnostic]:
    """The ruleset's sequences against the world's: every step kind one it knows, every
    sequence it runs given, with the step kinds it needs, once each and in its order."""
    found: list[Diagnostic] = []
    sequences = {k: v for k, v in (data.get("sequences") or {}).items() if v}
    kinds: dict[str, str] = getattr(facts, "STEPS", {})
    for name, sequence in sequences.items():
        steps = [str(s["step"]) for s in sequence["steps"]]
        for i, step in enumerate(sequence["steps"]):
            at: JsonPath = ("sequences", name, "steps", i)
            if step["does"] not in kinds:
                known = ", ".join(sorted(kinds)) or f"none: the {world} world runs no sequences"
                message = f"the {world} world has no step kind {step['does']!r} (it has: {known})"
                found.append(diagnostic("R001", message, _span(chain, (*at, "does"))))
            if steps.index(str(step["step"])) != i:
                message = f"step {step['step']} appears twice in {name}"
                found.append(diagnostic("R001", message, _span(chain, (*at, "step"))))
    for name, needed in getattr(facts, "SEQUENCES", {}).items():
        where: JsonPath = ("sequences", name) if name in sequences else ("world",)
        done = [s["does"] for s in sequences.get(name, {}).get("steps", ()) if s["does"] in needed]
        if done != list(needed):
            message = (
                f"the {world} world runs {name} with the steps {', '.join(needed)}, "
                "once each and in that order: give them in `sequences`"
            )
            found.append(diagnostic("R001", message, _span(chain, where)))
    return found


def _build(path: str | Path) -> tuple[Ruleset | None, list[Diagnostic]]:
    data, chain, found = _data(path, ())
    if data is None:
        return None, found
    found.extend(_incomplete(data, chain) or check(data, chain))
    if has_errors(found):
        return None, found
    facts = world_module(data["world"], "facts").FACTS
    parent = chain[0].data.get("extends") if chain else None
    ruleset = Ruleset.from_data(data, facts)
    return replace(ruleset, extends=parent if isinstance(parent, str) else None), found


@cache
def _built(name: str) -> tuple[Ruleset | None, tuple[Diagnostic, ...]]:
    ruleset, found = _build(_paths()[name])
    return ruleset, tuple(found)


def unknown_options(document: Document, ruleset: Ruleset) -> list[Diagnostic]:
    """R008 for each option a game file turns on or off (``options:``) that ``ruleset`` has
    not, at its key, with the closest it has (a scenario, an Altered game alike)."""
    from counterplay.compiler.edits import near_miss

    return [
        near_miss(
            document,
            "R008",
            unknown_option(ruleset, name),
            name,
            ruleset.options,
            ("options", name),
            key=True,
        )
        for name in document.data.get("options", {})
        if name not in ruleset.options
    ]


def open_decisions(document: Document, ruleset: Ruleset) -> list[Diagnostic]:
    """R010 (info) at a game file's ``ruleset:`` line for each decision ``ruleset`` takes
    where its seed is open and that concerns the whole game (``open_rules`` with no
    ``applies``: one that does concerns the powers it applies to, said at each): a 4E
    scenario, a Horus Heresy battle and an Altered game alike."""
    return [
        diagnostic("R010", f"{rule['rule']}: {rule['decision']}", document.span(("ruleset",)))
        for rule in ruleset.open_rules
        if not rule.get("applies")
    ]


def unknown_option(ruleset: Ruleset, name: str) -> str:
    """R008's message for an option ``ruleset`` has not, saying when it has none and which
    built-in rulesets have that option (`endurance` is dnd4e-immediate-move's, R003-08)."""
    message = f"ruleset {ruleset.name} has no option {name!r}"
    others = [
        other
        for other in ruleset_names()
        if other != ruleset.name and name in getattr(_built(other)[0], "options", {})
    ]
    said = [f"{name!r} is an option of {', '.join(others)}"] if others else []
    if not ruleset.options:
        said.append("it has no options")
    elif others:  # (else the closest, or the list, follows: `edits.near_miss`)
        said.append(f"its own: {', '.join(repr(o) for o in sorted(ruleset.options))}")
    return message + (f" ({'; '.join(said)})" if said else "")


def load_ruleset(name: str, base: Path | None = None) -> tuple[Ruleset | None, list[Diagnostic]]:
    """The ruleset called ``name``: a built-in (built once per process), or a
    ``*.ruleset.yaml`` file, relative to ``base`` (a DM's own ruleset extending one).

    Returns:
        The ruleset (None when unknown or broken) and the diagnostics found.
    """
    if name.endswith(SUFFIX) and base is not None:
        return _build(base / name)
    if name not in ruleset_names():
        beside = _beside(base)
        hint = did_you_mean(name, [*ruleset_names(), *beside])
        known = ", ".join(ruleset_names())
        files = f"; files beside it: {', '.join(beside)}" if beside else ""
        message = f"unknown ruleset {name!r}{hint} (built-in: {known}{files})"
        return None, [diagnostic("S006", message)]
    ruleset, found = _built(name)
    return ruleset, list(found)


_BESIDE = 20  # the ruleset files beside a scenario an unknown name is compared with


def _beside(base: Path | None) -> list[str]:
    """The names of the ruleset files in ``base`` (a scenario's directory), a few at most:
    `alr.ruleset.yml` was meant to be one of them."""
    from itertools import islice

    if base is None:
        return []
    try:
        return sorted(p.name for p in islice(base.glob("*" + SUFFIX), _BESIDE) if p.is_file())
    except OSError:
        return []


def load_ruleset_file(path: str | Path) -> tuple[Ruleset | None, list[Diagnostic]]:
    """A ruleset file read as a scenario naming it would read it, whatever its name (for
    ``lint``, which checks a DM's ruleset on its own). Its spans name the file as given
    (``./house.ruleset.yaml``), for ``lint --fix`` to find the text they are in."""
    return _build(path)


def ruleset_of_file(
    document: Document, path: str | Path, world: str | None = None
) -> tuple[Ruleset | None, list[Diagnostic]]:
    """The ruleset a scenario, game or battle file names in ``ruleset:`` (a built-in, or a
    file beside it), its problems placed at that line when they have no place of their own;
    None and S006 there when it plays on another ``world`` than the file's reader reads."""
    from counterplay.compiler.worlds import TITLES

    ruleset, problems = load_ruleset(document.data["ruleset"], Path(path).parent)
    span = document.span(("ruleset",))
    if ruleset is not None and world is not None and ruleset.world != world:
        played = TITLES.get(ruleset.world, ruleset.world)
        message = f"ruleset {ruleset.name} plays on the {played} world, not {TITLES[world]}"
        return None, [diagnostic("S006", message, span)]
    return ruleset, [diagnostic(d.code, d.message, d.span or span) for d in problems]


def keyword_readings(ir: dict[str, Any], ruleset: Ruleset, document: Document) -> list[Diagnostic]:
    """R021 for every power whose Reaction keywords the ruleset's rules contradict, with
    the reading the ruleset records (``classify.derive`` entries with a ``report``)."""
    if not any(d.report for d in ruleset.derived_tags):
        return []
    found = []
    for index, power in enumerate(ir.get("powers", [])):
        if not power.get("reaction"):
            continue
        for derived in ruleset.readings(Reaction.from_ir(power)):
            keywords = ", ".join(sorted(power["reaction"]))
            message = f"{power['name']!r} has [{keywords}]: {derived.report}"
            found.append(diagnostic("R021", message, document.span(("powers", index, "reaction"))))
    return found
