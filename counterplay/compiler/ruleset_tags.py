"""A ruleset's tag filters against the tags its reactions can have (R024), and the names a
ruleset uses said with the closest one it defines; the conditions its checks compare with
(R023) and the inherited list entries a DM's file drops (R026) are checked here too.

A filter (``applies: {all_of: [limited]}``, a condition's ``forbids``, ``prepare``) matches
reactions by their tags. A tag no reaction can have under the ruleset (``reacton``) makes a
filter that never matches (``all_of``), a reason that never counts (``any_of``) or an
exception that excepts nothing (``none_of``): the house limit is silently never applied. The
tags a reaction can have are its kind's (its Reaction keywords under ``classify: {by:
keywords}``, else the tags of its action type in ``classify.actions``), the derived ones,
the world's own (``TAGS`` of its ``facts``: 4E's standing triggers), and those written with
a prefix (``usage:encounter``, ``action:free action``, ``once_per:turn``, ``event:attack.roll``:
an event its trigger waits on).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from counterplay.compiler.edits import near_miss
from counterplay.compiler.load import Document, JsonPath
from counterplay.compiler.schemas import schema
from counterplay.diagnostics import Diagnostic, diagnostic
from counterplay.runtime.predicates import facts_named
from counterplay.suggest import closest, did_you_mean

# Where a ruleset writes tag filters: "*" stands for each entry's name, "#" for each index.
FILTERS: tuple[JsonPath, ...] = (
    ("classify", "derive", "#", "applies"),
    ("resolve", "#", "applies"),
    ("limits", "*", "applies"),
    ("may_react", "*", "applies"),
    ("requirements", "*", "applies"),
    ("restrictions", "*", "applies"),
    ("prepare",),
    ("disable",),
    ("choices", "automatic"),
    ("zones", "*", "priority", "#"),
    ("conditions", "*", "forbids"),
    ("open_rules", "*", "applies"),
)
# The facts whose values are conditions, by world: a value written for them (`is: dazd`) is
# compared with the game's conditions and the ruleset's own.
CONDITION_FACTS = {"dnd4e": "owner.conditions"}


def _game_conditions(world: str) -> frozenset[str]:
    from counterplay.compiler.dnd4e.vocabulary import CONDITIONS

    return CONDITIONS if world == "dnd4e" else frozenset()


# Tags every reaction has by its own fields, whatever their value: not checked.
PREFIXES = ("usage:", "action:", "once_per:", "event:")
# What an unknown tag does in each list of a filter.
EFFECTS = {
    "all_of": "this filter matches no reaction",
    "any_of": "it makes no reaction match",
    "none_of": "it excepts no reaction",
}


def _places(data: Any, pattern: JsonPath, at: JsonPath = ()) -> Iterator[tuple[JsonPath, Any]]:
    """The values at ``pattern`` in ``data``, with their paths."""
    if not pattern:
        yield at, data
        return
    step, rest = pattern[0], pattern[1:]
    if step == "*" and isinstance(data, dict):
        for name, value in data.items():
            yield from _places(value, rest, (*at, name))
    elif step == "#" and isinstance(data, list):
        for index, value in enumerate(data):
            yield from _places(value, rest, (*at, index))
    elif isinstance(data, dict) and step in data:
        yield from _places(data[step], rest, (*at, step))


def known_tags(data: dict[str, Any], facts: Any) -> set[str]:
    """The tags (unprefixed) a reaction can have under the merged ruleset ``data``."""
    classify = data.get("classify") or {}
    if classify.get("by") == "keywords":
        kinds = set(schema("ruleset")["$defs"]["ir_reaction"]["items"]["enum"])
    else:
        kinds = {tag for tags in (classify.get("actions") or {}).values() for tag in tags or ()}
    derived = {entry["tag"] for entry in classify.get("derive") or () if entry}
    return kinds | derived | set(getattr(facts, "TAGS", ()))


def named(
    chain: list[Document],
    code: str,
    message: str,
    word: str,
    choices: Iterable[str],
    where: JsonPath,
) -> Diagnostic:
    """``code`` for a name the ruleset does not define, with the closest it does; fixed
    (by ``lint --fix``) only in the file named, never in the ruleset it extends."""
    written = next((d for d in chain if where in d.spans), chain[0])
    if written is chain[0]:
        return near_miss(written, code, message, word, choices, where)
    return diagnostic(code, message + did_you_mean(word, choices), written.span(where))


def unknown_tags(data: dict[str, Any], chain: list[Document], facts: Any) -> list[Diagnostic]:
    """R024 for each tag of a filter that no reaction can have under the ruleset."""
    known = known_tags(data, facts)
    found: list[Diagnostic] = []
    for pattern in FILTERS:
        for at, tags in _places(data, pattern):
            for how, effect in EFFECTS.items():
                written = tags.get(how) if isinstance(tags, dict) else None
                for index, tag in enumerate(written or ()):
                    if tag in known or str(tag).startswith(PREFIXES):
                        continue
                    where = (*at, how, index)
                    mine = where in chain[0].spans or len(chain) == 1
                    message = (
                        f"no reaction has the tag {tag!r} under this ruleset"
                        f"{'' if mine else ' ' + repr(chain[0].data.get('name'))}, "
                        f"so {effect} (its tags: {', '.join(sorted(known))})"
                    )
                    found.append(named(chain, "R024", message, tag, known, where))
    return found


def unknown_conditions(
    predicates: Iterable[tuple[JsonPath, Any]],
    data: dict[str, Any],
    chain: list[Document],
    world: str,
) -> list[Diagnostic]:
    """R023 (warning) for a condition a predicate compares a fact with (``{fact:
    owner.conditions, is: dazd}``) that the game and the ruleset do not have, named close to
    one they have; a name close to none is kept, as a scenario's open condition is."""
    fact = CONDITION_FACTS.get(world)
    known = sorted(_game_conditions(world) | set(data.get("conditions") or {}))
    found: list[Diagnostic] = []
    for where, predicate in predicates:
        for name, inner in facts_named(predicate):
            holder = _at(predicate, inner[:-1])
            value = holder.get("is") if isinstance(holder, dict) else None
            if name != fact or not isinstance(value, str) or value in known:
                continue
            if not closest(value, known, n=1, cutoff=0.8):
                continue
            message = f"no condition {value!r} in the {world} game or this ruleset"
            at = (*where, *inner[:-1], "is")
            found.append(named(chain, "R023", message, value, known, at))
    return found


def _at(data: Any, path: JsonPath) -> Any:
    """The value at ``path`` in ``data`` (keys and list indexes), or None where none is."""
    for step in path:
        if isinstance(data, dict):
            data = data.get(step)
        elif isinstance(data, list) and isinstance(step, int) and step < len(data):
            data = data[step]
        else:
            return None
    return data


# The lists a ruleset file replaces whole when it writes them (`extends` merges mappings
# key by key, never lists): a DM adding one entry drops the others, silently.
REPLACED_LISTS: tuple[JsonPath, ...] = (("resolve",), ("classify", "derive"))


def _flow(value: Any) -> str:
    """``value`` as a YAML flow collection writes it (`{mode: after, rule: R000-07}`)."""
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {_flow(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(_flow(v) for v in value) + "]"
    return str(value).lower() if isinstance(value, bool) else str(value)


def dropped_entries(
    base: dict[str, Any], data: dict[str, Any], document: Document, parent: str
) -> list[Diagnostic]:
    """R026 (warning) for each list the file writes that drops entries of the list it
    inherits from ``parent``: `resolve: [{applies: {any_of: [free]}, mode: interrupt}]`
    made Interrupt reactions resolve after the action, unsaid."""
    found = []
    for path in REPLACED_LISTS:
        mine, theirs = _at(data, path), _at(base, path)
        if not (isinstance(mine, list) and isinstance(theirs, list)):
            continue
        dropped = [entry for entry in theirs if entry not in mine]
        if not dropped:
            continue
        name = ".".join(map(str, path))
        message = (
            f"{name} replaces the list {parent} gives (a list is replaced, not extended), "
            f"dropping {', '.join(map(_flow, dropped))}: write them in it to keep them"
        )
        found.append(diagnostic("R026", message, document.span(path, key=True)))
    return found
