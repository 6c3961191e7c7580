"""Stage ``coverage``: how much of some powers, abilities or reactions the engine understands.

Each input is compiled to the IR (authoring YAML directly; stat-block text and Foundry
JSON through ``compiler.dnd4e.convert`` first, Altered card JSON through
``compiler.altered.cards``) and counted: how many triggers compiled to a structured event
rather than ``unparsed``, how many effect clauses (the ops of Hit, Miss and Effect, a
power's and its Secondary Attacks'; the sentences of an Altered ability's effect, passives
aside; a sentence read by parts is its ops read and each part not read) to a structured op
rather than ``unparsed``, and which
unread phrases come up most often. Altered abilities are also counted by kind. A Horus
Heresy army list's reaction profiles count as 4E powers do: the Trigger read or not, the
ops written beside the Process its effect clauses (a Process with no ops is one clause
not read: the grammar does not read a Process, so nothing of it is carried out).
Homebrewers use it to see what the runtime will and will not automate.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from counterplay.diagnostics import Diagnostic
from counterplay.files import file_progress, walked

YAML_SUFFIXES = (".yaml", ".yml")
EFFECT_FIELDS = ("hit", "miss", "effect")


@dataclass
class Tally:
    """Counts for one file (or the total)."""

    file: str
    powers: int = 0
    abilities: int = 0
    reactions: int = 0
    kinds: Counter[str] = field(default_factory=Counter)
    triggers: int = 0
    triggers_read: int = 0
    # read 4E triggers that ask what the engine does not model: never fired (R031)
    triggers_not_simulated: int = 0
    clauses: int = 0
    clauses_read: int = 0

    def add(self, other: Tally) -> None:
        self.powers += other.powers
        self.abilities += other.abilities
        self.reactions += other.reactions
        self.kinds.update(other.kinds)
        self.triggers += other.triggers
        self.triggers_read += other.triggers_read
        self.triggers_not_simulated += other.triggers_not_simulated
        self.clauses += other.clauses
        self.clauses_read += other.clauses_read

    def trigger(self, trigger: dict[str, Any], unread: Counter[tuple[str, str]]) -> None:
        """Count one trigger, read or not (its text then among ``unread``)."""
        self.triggers += 1
        if trigger.get("event") == "unparsed":
            unread["trigger", _phrase(trigger.get("text", ""))] += 1
        else:
            self.triggers_read += 1

    def clause(self, op: dict[str, Any], unread: Counter[tuple[str, str]]) -> None:
        """Count one effect clause (an op), read or not."""
        self.clauses += 1
        if op.get("op") == "unparsed":
            unread["effect", _phrase(op.get("text", ""))] += 1
        else:
            self.clauses_read += 1

    def to_dict(self) -> dict[str, Any]:
        def share(read: int, total: int) -> float | None:
            return round(read / total, 4) if total else None

        return {
            "file": self.file,
            "powers": self.powers,
            "abilities": self.abilities,
            "reactions": self.reactions,
            "kinds": dict(sorted(self.kinds.items())),
            "triggers": self.triggers,
            "triggers_read": self.triggers_read,
            "trigger_share": share(self.triggers_read, self.triggers),
            "triggers_not_simulated": self.triggers_not_simulated,
            "clauses": self.clauses,
            "clauses_read": self.clauses_read,
            "clause_share": share(self.clauses_read, self.clauses),
        }


@dataclass
class Coverage:
    """The result: a tally per file, the total, and unread phrases with their counts."""

    files: list[Tally] = field(default_factory=list)
    total: Tally = field(default_factory=lambda: Tally("total"))
    unread: Counter[tuple[str, str]] = field(default_factory=Counter)

    def to_dict(self, top: int = 20) -> dict[str, Any]:
        return {
            "files": [t.to_dict() for t in self.files],
            "total": self.total.to_dict(),
            "unread": [
                {"kind": kind, "text": text, "count": count}
                for (kind, text), count in self.unread.most_common(top)
            ],
        }


def _phrase(text: str) -> str:
    return " ".join(text.split()).rstrip(".")


def _count(
    ir: dict[str, Any], file: str, unread: Counter[tuple[str, str]], distinct: bool
) -> Tally:
    tally = Tally(file)
    seen: set[tuple[str, str]] = set()
    for power in ir.get("powers", []):
        tally.powers += 1
        trigger = power.get("trigger")
        if trigger and distinct:
            # a monster's trigger names the monster: the same words of two monsters are two
            # sentences, the same words of two player powers are one
            key = (power.get("monster") or "", _phrase(trigger.get("text", "")))
            trigger = None if key in seen else trigger
            seen.add(key)
        if trigger:
            tally.trigger(trigger, unread)
            _not_simulated(power, trigger, tally, unread)
        for part in (power, *power.get("secondary", ())):  # its Secondary Attacks' too
            for name in EFFECT_FIELDS:
                for op in (part.get(name) or {}).get("ops", []):
                    tally.clause(op, unread)
    for ability in ir.get("abilities", []):
        _count_ability(ability, tally, unread)
    for reaction in ir.get("reactions", []):
        _count_reaction(reaction, tally, unread)
    return tally


def _not_simulated(
    power: dict[str, Any], trigger: dict[str, Any], tally: Tally, unread: Counter[tuple[str, str]]
) -> None:
    """A read 4E trigger every part of which asks what the engine does not model: read, but
    never fired in a simulation (a scenario says R031 at it); among the phrases, with what
    it asks."""
    if trigger.get("event") in (None, "unparsed"):
        return
    from counterplay.runtime.dnd4e.unjudged import unjudged_keys
    from counterplay.runtime.reaction import Reaction

    reaction = Reaction.from_ir({"name": power.get("name", ""), "trigger": trigger})
    asked, whole = unjudged_keys(reaction)
    if whole:
        tally.triggers_not_simulated += 1
        unread["not simulated", f"{_phrase(trigger.get('text', ''))} ({', '.join(asked)})"] += 1


def _count_reaction(
    reaction: dict[str, Any], tally: Tally, unread: Counter[tuple[str, str]]
) -> None:
    """A Horus Heresy reaction profile: its Trigger, and its effect's ops (written beside
    the Process, which no grammar reads: a Process with no ops is one clause not read)."""
    tally.reactions += 1
    if reaction.get("trigger"):
        tally.trigger(reaction["trigger"], unread)
    effect = reaction.get("effect") or {}
    ops = effect.get("ops") or []
    if not ops and effect.get("text"):
        ops = [{"op": "unparsed", "text": effect["text"]}]
    for op in ops:
        tally.clause(op, unread)


def _count_ability(ability: dict[str, Any], tally: Tally, unread: Counter[tuple[str, str]]) -> None:
    """An Altered ability: its kind, its trigger (a reaction's) and its effect's sentences
    (a passive's statement is not an effect: counted by kind only). The lines folded into
    it (a die's result lines, a list's options) count as the effect lines they are printed
    as, their ops among its clauses."""
    tally.abilities += 1 + len(ability.get("folded", []))
    tally.kinds[ability.get("kind") or "unread"] += 1
    if ability.get("folded"):  # (no kind counted 0: 'effect 0' beside the kinds there are)
        tally.kinds["effect"] += len(ability["folded"])
    if ability.get("trigger"):
        tally.trigger(ability["trigger"], unread)
    if ability.get("kind") == "passive":
        return
    seen: set[str] = set()
    ops = (ability.get("effect") or {}).get("ops", [])
    for op in [*ops, *(o for lead in ops for c in lead.get("choices", []) for o in c["ops"])]:
        if op.get("text") not in seen:  # one sentence read into several ops is one clause
            seen.add(op.get("text", ""))
            tally.clause(op, unread)


def _compile(
    path: Path, progress: Callable[[float], None] | None
) -> tuple[dict[str, Any] | None, list[Diagnostic]]:
    """The IR of one input and the errors met on the way (warnings about unread text are
    what coverage counts, so they are not repeated as diagnostics)."""
    from counterplay.compiler.altered.cards import convert_cards, sniff
    from counterplay.compiler.dnd4e.convert import convert
    from counterplay.compiler.load import Document
    from counterplay.compiler.pipeline import compile_file
    from counterplay.diagnostics import Severity

    if path.suffix.lower() in YAML_SUFFIXES:
        result = compile_file(path, progress)
        return result.ir, [d for d in result.diagnostics if d.severity is Severity.ERROR]
    # 4E powers come as a document whose spans point into the input file; Altered cards
    # as plain data (what is said of them is placed at the file's start)
    if path.is_file() and sniff(path):
        cards, diagnostics = convert_cards([path])
        document, listed = Document(str(path), "", cards), "abilities"
    else:
        document, diagnostics = convert([path])
        listed = "powers"
    errors = [d for d in diagnostics if d.severity is Severity.ERROR]
    if not document.data[listed]:
        return None, errors
    result = compile_file(document, progress)  # what it says points into the input file
    errors.extend(d for d in result.diagnostics if d.severity is Severity.ERROR)
    return result.ir, errors


def _inputs(paths: Sequence[str | Path]) -> list[Path]:
    """Each input, a directory as the files in it counted one by one: the authoring files
    (told by their content, as `compile` finds them), the files `convert` reads and the
    JSON lines of Altered cards."""
    from counterplay.compiler.discover import find_inputs
    from counterplay.compiler.dnd4e.convert import input_files

    out: list[Path] = []
    for given in paths:
        path = Path(given)
        if not path.is_dir():
            out.append(path)
            continue
        authoring = [Path(p) for p in find_inputs([str(path)], skip_other=True).paths]
        converted = [file for file, _ in input_files([path], None)]
        lines = walked(path, (".jsonl",))  # Altered cards
        out.extend(sorted({*authoring, *converted, *lines}, key=lambda p: p.parts) or [path])
    return out


def coverage(
    paths: Sequence[str | Path],
    distinct: bool = False,
    progress: Callable[[float, int], None] | None = None,
) -> tuple[Coverage, list[Diagnostic]]:
    """Measure how much of each input compiles to structured triggers and effect ops.

    Args:
        paths: authoring YAML files, or anything ``convert`` reads (stat-block text,
            Foundry JSON, directories of them).
        distinct: count each trigger sentence once per file (per monster, for monster
            powers), however many powers print it; effect clauses are all counted.

    Returns:
        The coverage figures and the errors that kept some input from compiling.
    """
    report = Coverage()
    diagnostics: list[Diagnostic] = []
    inputs = _inputs(paths)
    for index, path in enumerate(inputs):
        ir, errors = _compile(path, file_progress(progress, index, len(inputs)))
        diagnostics.extend(errors)
        if ir is None and errors:  # no row of noughts beside the error that says why
            continue
        tally = _count(ir or {}, str(path), report.unread, distinct)
        report.files.append(tally)
        report.total.add(tally)
    return report, diagnostics
