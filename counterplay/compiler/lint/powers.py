"""The lint rules over one file's powers, under the ruleset the file targets.

Each rule is a function of one power (:class:`Power`: its authoring data, its IR, the
runtime reaction built from it and its tags under the ruleset) that yields diagnostics; what
it knows of the game comes from the ruleset and the family's lint table, never from here.
:data:`RULES` lists them; :func:`check_powers` runs them all, then the rules over the file as
a whole (duplicate names, the share of triggers read).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from counterplay.compiler import edits
from counterplay.compiler.build import build
from counterplay.compiler.lint.table import LintTable
from counterplay.compiler.load import Document, JsonPath
from counterplay.diagnostics import Diagnostic, Fix, Severity, Span, diagnostic
from counterplay.quoting import quoted
from counterplay.runtime.dnd4e.unjudged import unjudged_trigger
from counterplay.runtime.reaction import Part, Reaction
from counterplay.runtime.ruleset import Ruleset
from counterplay.suggest import closest


@dataclass(frozen=True)
class Power:
    """One power of the file, as each rule sees it."""

    index: int
    data: dict[str, Any]  # as written
    ir: dict[str, Any]
    reaction: Reaction
    tags: frozenset[str]  # under the ruleset
    document: Document
    ruleset: Ruleset
    table: LintTable

    @property
    def name(self) -> str:
        return str(self.data.get("name", f"power {self.index + 1}"))

    def at(self, *path: str | int, key: bool = False) -> Span:
        return self.document.span(("powers", self.index, *path), key=key)

    def path(self, *path: str | int) -> JsonPath:
        return ("powers", self.index, *path)

    @property
    def keywords(self) -> list[str]:
        return list(self.data.get("reaction") or [])

    @property
    def reads_keywords(self) -> bool:
        return self.ruleset.reads_keywords

    @property
    def read_parts(self) -> tuple[Part, ...]:
        """The trigger's parts, when the trigger was read (none when unread or absent)."""
        return self.reaction.parts


Rule = Callable[[Power], Iterator[Diagnostic]]


def _listed(words: Sequence[str]) -> str:
    return ", ".join(w.title() for w in words)


def keyword_fixes(power: Power) -> Iterator[Fix]:
    """The fix of a keyword set the rules contradict (R021, which compile reports): the
    keywords the rules imply added (Spontaneous to Free), in the list's own layout."""
    if not power.reads_keywords or not power.keywords:
        return
    have = frozenset(power.keywords)
    added = [k for e in power.table.keyword_sets if e.when.matches(have) for k in e.add]
    if added:  # (all in one edit: `[free]` gets Reaction and Spontaneous)
        wanted = [*power.keywords, *(k for k in dict.fromkeys(added) if k not in have)]
        fix = edits.replace_list(power.document, power.path("reaction"), wanted)
        if fix is not None:
            yield fix


def _own_action(part: Part, not_own: frozenset[str]) -> bool:
    """Whether the owner does the triggering thing (R000-18's "own actions")."""
    if part.qualifiers.get("by") == "self":
        return True
    actor = (part.actor or {}).get("role")
    subject = (part.target or part.actor or {}).get("role")
    done_to_owner = part.event in not_own and subject == "self"
    return actor == "self" and not done_to_owner


def personal_on_others(power: Power) -> Iterator[Diagnostic]:
    """L001: a Personal reaction whose trigger is someone else's action (R000-18)."""
    keyword, rule, not_own = power.table.personal
    if not power.reads_keywords or keyword not in power.keywords or not power.read_parts:
        return
    if any(_own_action(part, not_own) for part in power.read_parts):
        return
    yield diagnostic(
        "L001",
        f"{quoted(power.name)} is Personal, which fires only on its owner's own actions ({rule}), "
        f"but its trigger is not one of them: it never fires",
        power.at("trigger"),
    )


def interrupt_without_break_point(power: Power) -> Iterator[Diagnostic]:
    """L002: an Interrupt on a trigger that happens between actions, with nothing to
    interrupt."""
    parts = power.read_parts
    if not parts or power.ruleset.mode(power.tags) != "interrupt":
        return
    if "interrupt" not in power.tags:
        return  # an opportunity action interrupts by its kind, not by its writer's choice
    events = {event for part in parts for event in part.events}
    between = power.table.no_break_point
    if not events or not events <= between.keys():
        return
    fix = None
    if power.reads_keywords and "interrupt" in power.keywords:
        kept = [k for k in power.keywords if k != "interrupt"]
        fix = edits.replace_list(power.document, power.path("reaction"), kept, safe=False)
    what = "Interrupt" if power.reads_keywords else f"an {power.reaction.action}"
    yield diagnostic(
        "L002",
        f"{quoted(power.name)} is {what}, which resolves in the middle of the triggering action, "
        f"but {' or '.join(sorted(between[e] for e in events))} comes between actions: "
        "there is nothing to "
        "interrupt, and it resolves as if it were not an Interrupt",
        power.at("reaction" if fix else "action"),
        fix=fix,
    )


def keywords_without_trigger(power: Power) -> Iterator[Diagnostic]:
    """L003: a Reaction keyword set on a power that has no trigger."""
    if not power.keywords or power.data.get("trigger"):
        return
    yield diagnostic(
        "L003",
        f"{quoted(power.name)} has Reaction keywords [{_listed(power.keywords)}] but no trigger: "
        "a reaction with nothing to react to never fires",
        power.at("reaction"),
    )


# Kind tags of action types that are reactions only when triggered: a free action with no
# trigger is an ordinary free action (R000-48, R000-49), not a reaction left without one.
_REACTIONS_WHEN_TRIGGERED = frozenset({"free"})


def reaction_without_trigger(power: Power) -> Iterator[Diagnostic]:
    """L013: a power the ruleset takes for a reaction by its action type ("immediate
    interrupt"), with no trigger (and no Reaction keywords: L003 says those)."""
    kinds = power.ruleset.kind_tags(power.reaction)
    if power.data.get("trigger") or power.keywords or not kinds:
        return
    if kinds & _REACTIONS_WHEN_TRIGGERED:
        return
    yield diagnostic(
        "L013",
        f"{quoted(power.name)} is an {power.reaction.action}, a reaction under "
        f"{power.ruleset.name}, but has no trigger: nothing makes it fire",
        power.at("action"),
    )


def no_reaction(power: Power) -> Iterator[Diagnostic]:
    """R009: a triggered power that is no reaction under the ruleset (an old action type
    left in a file for the Reaction system, a triggered standard action)."""
    if not power.data.get("trigger") or power.ruleset.kind_tags(power.reaction):
        return
    fix = None
    if power.reads_keywords:
        from counterplay.compiler.dnd4e.translate import translate
        from counterplay.compiler.dnd4e.translation_table import load_table

        table, _ = load_table()
        translated = translate([power.ir], table)[0].keywords if table is not None else None
        if translated:
            if "reaction" in power.data:  # `reaction: []`: filled, not written twice
                at = power.path("reaction")
                fix = edits.replace_list(power.document, at, translated, safe=False)
            else:
                line = f"reaction: [{', '.join(translated)}]"
                fix = edits.add_line_after(power.document, power.path("action"), line, safe=False)
        why = (
            f"it has no Reaction keywords; its old action type translates to "
            f"[{_listed(translated)}] (`counterplay translate` writes them)"
            if translated
            else f"its action type ({power.reaction.action}) is no reaction and it has no "
            "Reaction keywords"
        )
    else:
        why = f"its action type ({power.reaction.action}) is no reaction"
    hint = ""
    if power.data.get("usage") == "recharge" and "recharge" not in power.data:
        # "Standard, Recharges When First Bloodied": an export that put when it recharges
        # where its trigger goes (the unsafe fix renames the key)
        hint = f"; if {quoted(power.data['trigger'])} is when it recharges, write it as `recharge:`"
        path = power.path("trigger")
        fix = edits.replace_scalar(power.document, path, "recharge", key=True, safe=False)
    yield diagnostic(
        "R009",
        f"{quoted(power.name)} has a trigger but {why}: under {power.ruleset.name} it never "
        f"fires{hint}",
        power.at("action"),
        fix=fix,
    )


def _fires(event: str, produced: frozenset[str], aliases: dict[str, str]) -> bool:
    event = aliases.get(event, event)
    return any(p == event or p.startswith(event + ".") for p in produced)


def event_never_produced(power: Power) -> Iterator[Diagnostic]:
    """L005: a reaction whose every event the ruleset's world never produces."""
    parts = power.read_parts
    if not parts or not power.ruleset.kind_tags(power.reaction):
        return
    table = power.table
    events = sorted({e for part in parts for e in part.events})
    if any(_fires(e, table.events, power.ruleset.event_aliases) for e in events):
        return
    foreign = [e for e in events if e in table.foreign_events]
    said = power.reaction.trigger_text  # (the designer's words, then the event read)
    if foreign:
        message = (
            f"{quoted(power.name)} triggers on {quoted(said)} (event {', '.join(foreign)}), an "
            f"event of another game: the {table.family} world never produces it, so it never fires"
        )
        severity = Severity.WARNING
    else:
        message = (
            f"{quoted(power.name)} triggers on {quoted(said)} (event {', '.join(events)}), which "
            f"the {table.family} world model does not produce: a simulation never fires it"
        )
        severity = Severity.INFO
    yield diagnostic("L005", message, power.at("trigger"), severity=severity)


def not_simulated(power: Power) -> Iterator[Diagnostic]:
    """R031, as ``simulate`` says it of a scenario's power: a reaction whose trigger asks
    what the engine does not model (a distance moved), so a simulation never fires it. A
    note in ``lint`` (shown with -v; the summary counts it): the rule is not at fault, and
    a scenario that includes the power has it said as a warning by ``simulate``."""
    if not power.read_parts or not power.ruleset.kind_tags(power.reaction):
        return  # (no reaction under the ruleset: R009 says so)
    said = unjudged_trigger(power.reaction)
    if said:  # a limit of the simulator, not a fault of the rule: a note here, as L005's
        yield diagnostic("R031", said, power.at("trigger"), severity=Severity.INFO)


def _conditions_required(part: Part) -> list[str]:
    """The conditions the owner must be in for the part to fire (any one of them)."""
    owner = part.qualifiers.get("owner_condition")
    if owner:
        return list(owner) if isinstance(owner, list) else [owner]
    if part.event == "condition.gain" and (part.target or {}).get("role") == "self":
        gained = part.qualifiers.get("condition")
        if gained:
            return list(gained) if isinstance(gained, list) else [gained]
    return []


def forbidden_by_condition(power: Power) -> Iterator[Diagnostic]:
    """L006: a trigger that needs its owner in a condition under which it cannot react."""
    parts = power.read_parts
    if not parts or not power.ruleset.kind_tags(power.reaction):
        return
    if power.ruleset.mode(power.tags) == "interrupt":
        return  # it resolves before the condition lands (R001-07, R000-19)
    states = power.ruleset.states
    reasons: list[str] = []
    for part in parts:
        needed = [] if part.qualifiers.get("would") else _conditions_required(part)
        forbidding = [
            c
            for c in needed
            if (state := states.get(c)) and state[0] and state[0].matches(power.tags)
        ]
        if not needed or len(forbidding) < len(needed):
            return  # a part that can fire
        reasons.extend(f"{c}: {states[c][1] or 'no reactions'}" for c in forbidding)
    yield diagnostic(
        "L006",
        f"{quoted(power.name)} fires only while its owner is "
        f"{' or '.join(sorted({r.split(':')[0] for r in reasons}))}, and under "
        f"{power.ruleset.name} that forbids it ({'; '.join(dict.fromkeys(reasons))}): "
        "it never fires",
        power.at("trigger"),
    )


def never_its_turn(power: Power) -> Iterator[Diagnostic]:
    """L012: a trigger that waits for its owner's own turn ("during your turn", "You start
    your turn") on a reaction the ruleset never lets fire on its owner's turn (an immediate
    action, R001-06; a Reaction that is not Personal, R000-02)."""
    parts = power.read_parts
    if not parts or not all(power.table.on_own_turn(part) for part in parts):
        return
    ruleset = power.ruleset
    if ruleset.turn_of(power.tags) != "others":
        return
    check = next(c for c in ruleset.may_react if c.turn and c.applies.matches(power.tags))
    yield diagnostic(
        "L012",
        f"{quoted(power.name)} fires only during its owner's own turn, and under {ruleset.name} "
        f"{check.message}: it never fires",
        power.at("trigger"),
    )


# A number, its sign kept unless it follows a digit ("5-6" is 5 and 6, "-1" is minus one).
_NUMBERS = re.compile(r"(?<!\d)-?\d+")
# A roll written as the span of results that do it ("5-6", "5–6", "5+"): the lowest and,
# when written, the highest.
_SPAN = re.compile(r"\s*(\d+)\s*(?:[-–]\s*(\d+)|\+)\s*")


def _written_as_span(power: Power, field: str, value: Any) -> Diagnostic | None:
    """L009 as a warning: a rolled number written as a span up to the highest roll
    ("recharge: 5-6"), with how it is written (`recharge: 5`) as the fix."""
    low, high, _ = power.table.ranges[field]
    span = _SPAN.fullmatch(value) if isinstance(value, str) else None
    if field not in power.table.rolled or span is None:
        return None
    lowest, highest = int(span[1]), int(span[2] or high)
    if not low <= lowest < highest == high:
        return None
    rolls = [str(n) for n in range(lowest, high + 1)]
    on = f"{', '.join(rolls[:-1])} or {rolls[-1]}"
    return diagnostic(
        "L009",
        f"{quoted(power.name)}: {field} {value!r} is written `{field}: {lowest}`, the lowest "
        f"roll: it means a roll of {on}",
        power.at(field),
        severity=Severity.WARNING,
        fix=edits.replace_scalar(power.document, power.path(field), str(lowest)),
    )


def out_of_range(power: Power) -> Iterator[Diagnostic]:
    """L009: a number outside what the game allows (a recharge of 7); a rolled one written
    as the span of its rolls ("5-6"), said as it is written."""
    for field, (low, high, why) in power.table.ranges.items():
        value = power.data.get(field)
        if value is None or isinstance(value, bool):
            continue
        if (written := _written_as_span(power, field, value)) is not None:
            yield written
            continue
        numbers = [int(n) for n in _NUMBERS.findall(str(value))]
        bad = [n for n in numbers if not low <= n <= high]
        if bad:
            yield diagnostic(
                "L009",
                f"{quoted(power.name)}: {field} {value!r} is out of range ({low} to {high}: {why})",
                power.at(field),
            )


def unknown_keyword(power: Power) -> Iterator[Diagnostic]:
    """L010: a power keyword the game does not print, with the closest it does."""
    lowered = power.table.lowered_keywords
    for position, word in enumerate(power.data.get("keywords") or []):
        if not isinstance(word, str) or word.strip().lower() in lowered:
            continue
        close = closest(word.strip().lower(), lowered, cutoff=0.75)
        hint = f"; did you mean {quoted(close[0])}?" if close else ""
        home = power.table.field_of_word.get(word.strip().lower())
        if home is not None:  # (`keywords: [interrupt]`: a word of another field)
            what = power.table.keyword_fields[home]
            close, hint = [], f"; it is {what}, not a power keyword: write it under `{home}:`"
        fix = None
        if len(close) == 1:
            fix = edits.replace_scalar(power.document, power.path("keywords", position), close[0])
        yield diagnostic(
            "L010",
            f"{quoted(power.name)}: unknown keyword {quoted(word)}{hint}",
            power.at("keywords", position),
            fix=fix,
        )


RULES: tuple[Rule, ...] = (
    personal_on_others,
    interrupt_without_break_point,
    keywords_without_trigger,
    reaction_without_trigger,
    no_reaction,
    event_never_produced,
    not_simulated,
    forbidden_by_condition,
    never_its_turn,
    out_of_range,
    unknown_keyword,
)


def _duplicates(document: Document, powers: Sequence[dict[str, Any]]) -> Iterator[Diagnostic]:
    """L008: two powers of one owner with one name (a scenario or a sheet names powers)."""
    first: dict[tuple[str, str], int] = {}
    for index, power in enumerate(powers):
        key = (str(power.get("monster") or ""), str(power.get("name", "")).strip().lower())
        if key in first:
            where = document.span(("powers", first[key], "name"))
            yield diagnostic(
                "L008",
                f"two powers are called {quoted(power.get('name'))}"
                f"{' for ' + key[0] if key[0] else ''}; the first is at line {where.line}",
                document.span(("powers", index, "name")),
            )
        else:
            first[key] = index


def _coverage(document: Document, ir: dict[str, Any]) -> Iterator[Diagnostic]:
    """L011: the share of the file's triggers that were read, when some were not."""
    triggers = [p["trigger"] for p in ir["powers"] if p.get("trigger")]
    unread = sum(1 for t in triggers if t.get("event") == "unparsed")
    if unread:
        share = (len(triggers) - unread) / len(triggers)
        yield diagnostic(
            "L011",
            f"{unread} of {len(triggers)} triggers in this file could not be read "
            f"({share:.1%} read; each is a P001 warning): those powers never fire",
            Span(document.path, 1, 1),
        )


def check_powers(
    document: Document,
    ir: dict[str, Any],
    ruleset: Ruleset,
    table: LintTable,
    fixes: list[Fix] | None = None,
) -> list[Diagnostic]:
    """Every rule over the powers of ``document`` (authoring data, or a scenario's powers
    as a view of authoring data) and its IR ``ir``, under ``ruleset``; ``fixes`` receives
    the fixes of what compile itself reports (R021)."""
    fixes = [] if fixes is None else fixes
    found: list[Diagnostic] = []
    written = document.data.get("powers") or []
    reactions = build(ir, all_powers=True)
    for index, (data, entry, reaction) in enumerate(
        zip(written, ir["powers"], reactions, strict=True)
    ):
        power = Power(
            index, data, entry, reaction, ruleset.tags(reaction), document, ruleset, table
        )
        for rule in RULES:
            found.extend(rule(power))
        fixes.extend(keyword_fixes(power))
    found.extend(_duplicates(document, written))
    found.extend(_coverage(document, ir))
    keyworded = any(isinstance(p, dict) and p.get("reaction") for p in written)
    if keyworded and not ruleset.reads_keywords:
        from counterplay.compiler.dnd4e.rewrite import keywords_unread

        found.extend(keywords_unread(document))  # (T013, as translate says it once)
    return found
