"""Diagnostics: the values every stage returns instead of printing or raising.

A diagnostic has a stable code from :data:`CODES` (one table, a prefix letter per family,
never reused once published), a severity, a message a user can act on and, wherever one
exists, a :class:`Span` (file, 1-based line and column). Rendering to text is here so that
the CLI and the golden tests print diagnostics the same way; only the CLI writes them out.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import StrEnum


class Severity(StrEnum):
    """How bad a diagnostic is; ``error`` makes a command exit 1."""

    ERROR = "error"
    WARNING = "warning"
    INFO = "info"


@dataclass(frozen=True, order=True, init=False)
class Span:
    """A place in a source file. Lines and columns are 1-based.

    Lark positions are already 1-based; ruamel's marks are 0-based and are converted where
    they are read (``compiler.load``).
    """

    file: str
    line: int
    column: int
    end_line: int | None = None
    end_column: int | None = None

    def __init__(
        self,
        file: str,
        line: int,
        column: int,
        end_line: int | None = None,
        end_column: int | None = None,
    ) -> None:
        # a loaded file has a span per value: set as a plain class's fields are, a third
        # of the time of a frozen dataclass's own __init__ (never changed after)
        fields = self.__dict__
        fields["file"], fields["line"], fields["column"] = file, line, column
        fields["end_line"], fields["end_column"] = end_line, end_column

    def __str__(self) -> str:
        return f"{escape(self.file)}:{self.line}:{self.column}"


# What would break a one-line ``path:line:col: message`` or change how a terminal shows it:
# control characters (a newline in a file name, an escape sequence), bidirectional
# overrides and isolates (U+202E shows the rest of the line backwards), line and paragraph
# separators, and the lone surrogates that stand for the undecodable bytes of a file name.
_UNSAFE = re.compile(
    "[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]"
)
_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _escaped(match: re.Match[str]) -> str:
    char = match.group()
    code = ord(char)
    if 0xDC80 <= code <= 0xDCFF:  # os.fsdecode's stand-in for the byte code - 0xDC00
        return f"\\x{code - 0xDC00:02x}"
    return _NAMED.get(char) or (f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}")


def escape(text: str) -> str:
    """``text`` with what :data:`_UNSAFE` matches written as escapes (``\\n``, ``\\u202e``,
    ``\\xff``), so that a file name or a message stays one line, shown as it is stored."""
    return _UNSAFE.sub(_escaped, text)


# Where lines break, as editors show them and YAML 1.2 breaks them: LF, CRLF, a lone CR
# (not NEL, LS, PS or form feeds, which str.splitlines also breaks at).
LINE_BREAK = re.compile(r"\r\n|\r|\n")


def lines_of(text: str) -> list[str]:
    """The lines of ``text``, without their breaks (see :data:`LINE_BREAK`)."""
    lines = LINE_BREAK.split(text)
    if lines[-1] == "":  # a final break ends the last line; an empty text has none
        lines.pop()
    return lines


class Lines:
    """Where each line of a text starts, to turn an offset into a line and column the way
    the caret under a diagnostic shows the file (:data:`LINE_BREAK`). Built once per text,
    so that each position costs a bisection, not a count over the text before it."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.lines = lines_of(text) or [""]
        self.starts = [0, *(m.end() for m in LINE_BREAK.finditer(text))][: len(self.lines)]

    def position(self, offset: int) -> tuple[int, int]:
        """The 1-based line and column of ``text[offset]``; the end of the text (or past
        it) is the end of its last line."""
        if offset >= len(self.text):
            return self.clamp(len(self.lines) + 1, 1)
        line = bisect.bisect_right(self.starts, max(offset, 0))
        return self.clamp(line, offset - self.starts[line - 1] + 1)

    def clamp(self, line: int, column: int) -> tuple[int, int]:
        """(``line``, ``column``) moved inside the text: a place past a line's end is its
        end, a line past the last is the end of the last (where a parser says "end of
        the stream")."""
        if line > len(self.lines):
            return len(self.lines), len(self.lines[-1]) + 1
        line = max(line, 1)
        return line, min(max(column, 1), len(self.lines[line - 1]) + 1)


@dataclass(frozen=True)
class Code:
    """One entry of the code table: a readable name, a default severity, a summary."""

    name: str
    severity: Severity
    summary: str


@dataclass(frozen=True)
class Fix:
    """A proposed edit: replace the text at ``span`` with ``replacement``."""

    span: Span
    replacement: str
    safe: bool = True


@dataclass(frozen=True)
class Diagnostic:
    """A problem found in the input, with where it is and what to do about it."""

    code: str
    message: str
    span: Span | None = None
    severity: Severity = Severity.ERROR
    detail: str | None = None  # extra context shown with -v (e.g. the schema path)
    fix: Fix | None = None
    notes: tuple[str, ...] = field(default=())

    @property
    def name(self) -> str:
        return CODES[self.code].name

    def to_dict(self) -> dict[str, object]:
        out: dict[str, object] = {
            "code": self.code,
            "name": self.name,
            "severity": self.severity.value,
            "message": self.message,
        }
        if self.span is not None:
            out["file"] = self.span.file
            out["line"] = self.span.line
            out["column"] = self.span.column
        if self.detail:
            out["detail"] = self.detail
        return out


E, W, INFO = Severity.ERROR, Severity.WARNING, Severity.INFO

# The code table. Families: Y loading files, S schema, P parsing text, C conversion,
# T translation, R rulesets and runtime scenarios, O writing output files, K configuration,
# L lint. Append new codes at the end of their family; never renumber or reuse one. Each
# code's documentation (what, why, an example, the fix) is in counterplay/codes/, read by
# `counterplay explain` (counterplay.registry); a test checks that every code has it.
CODES: dict[str, Code] = {
    # -- Y: reading files ------------------------------------------------------------------
    "Y001": Code("file-not-found", E, "The input file does not exist."),
    "Y002": Code("is-a-directory", E, "A directory was given where a file is expected."),
    "Y003": Code("invalid-utf8", E, "The file is not valid UTF-8 text."),
    "Y004": Code("yaml-syntax", E, "The file is not valid YAML."),
    "Y005": Code("empty-document", E, "The file holds no document."),
    "Y006": Code("alias-expansion", E, "YAML aliases expand to too many nodes (alias bomb)."),
    "Y007": Code("file-too-large", E, "The file is larger than the size limit."),
    "Y008": Code("nesting-too-deep", E, "The document nests deeper than the limit."),
    "Y009": Code("duplicate-key", E, "A mapping repeats a key."),
    "Y010": Code("unsupported-tag", E, "A YAML tag that could construct objects is refused."),
    "Y011": Code("unreadable-file", E, "The file could not be read (permissions, I/O)."),
    "Y012": Code("no-input-files", E, "No file of the kind the command reads was found."),
    "Y013": Code("skipped-file", INFO, "A file of another kind was skipped, as asked."),
    "Y014": Code(
        "not-a-regular-file", E, "A FIFO, a device or a socket was given where a file is expected."
    ),
    "Y015": Code("too-many-values", E, "The document holds more values than the limit."),
    # -- S: schema --------------------------------------------------------------------------
    "S001": Code("schema-violation", E, "A value does not match the schema."),
    "S002": Code("unknown-field", E, "A field the schema does not know."),
    "S003": Code("missing-field", E, "A required field is missing."),
    "S004": Code("invalid-value", E, "A value is not one of those allowed."),
    "S005": Code("unsupported-version", E, "The document's format version is not supported."),
    "S006": Code("unknown-ruleset", E, "The document targets a ruleset that is not known."),
    "S007": Code("mixed-rulesets", E, "Files compiled together target different rulesets."),
    "S008": Code(
        "wrong-kind-of-file", E, "Another kind of counterplay file, or not a counterplay file."
    ),
    "S009": Code(
        "ruleset-of-another-game", E, "Powers or abilities under a ruleset of another game."
    ),
    # -- P: parsing rule text ---------------------------------------------------------------
    "P001": Code("unparsed-trigger", W, "A trigger the grammar cannot fully read."),
    "P002": Code("unparsed-effect", INFO, "An effect clause the grammar cannot read."),
    "P003": Code(
        "unparsed-ability-part",
        INFO,
        "An Altered condition, cost or passive statement the grammar cannot read.",
    ),
    "P004": Code(
        "unfired-secondary-trigger",
        W,
        "A 4E Secondary Attack with a trigger of its own: kept as written, it never fires.",
    ),
    # -- C: conversion ----------------------------------------------------------------------
    "C001": Code("statblock-syntax", E, "A stat-block line the grammar cannot read."),
    "C002": Code("missing-action", E, "A power with no action type (no action line)."),
    "C003": Code("unknown-action", E, "An action type that 4E does not have."),
    "C004": Code("missing-usage", E, "A power with no usage line (At-Will, Encounter, ...)."),
    "C005": Code("no-powers", E, "The input holds no stat block or power."),
    "C006": Code("mixed-line-endings", W, "The file mixes CRLF, CR and LF line endings."),
    "C007": Code("typographic-space", W, "Non-breaking or typographic spaces, read as spaces."),
    "C008": Code("typographic-quote", INFO, "Typographic quotes, kept as written."),
    "C009": Code("empty-field", W, "A label with no text after it."),
    "C010": Code("repeated-field", INFO, "A label given twice in one power; kept as a note."),
    "C011": Code("invalid-json", E, "A .json input that is not valid JSON."),
    "C012": Code("not-a-power", E, "A JSON document that is not a Foundry VTT 4E power."),
    "C013": Code("unknown-usage", E, "A usage that 4E does not have."),
    "C014": Code(
        "unbalanced-mark",
        E,
        "An Altered line opens '#', '{', '[[', '[', '(' or '«' and never closes it.",
    ),
    "C015": Code("unknown-symbol", E, "A symbol in braces that Altered cards do not have."),
    "C016": Code(
        "ability-shape", E, "An Altered line the ability syntax does not allow (two separators...)."
    ),
    "C017": Code(
        "ability-language",
        E,
        "An Altered line not in its language, or in neither French nor English.",
    ),
    "C018": Code("empty-ability", E, "An empty Altered ability line."),
    "C019": Code("multi-line-ability", E, "An Altered ability written on more than one line."),
    "C020": Code("not-a-card", E, "Card JSON that is not an Altered card or ability line."),
    "C021": Code(
        "unread-foundry-field",
        W,
        "A Foundry power's field of a kind convert does not read (an effect as text, not "
        "{detail: ...}); not converted.",
    ),
    "C022": Code(
        "source-in-name",
        W,
        "A stat block's name line ending in what looks like its class line after one space "
        "('Grim Reply Fighter Attack 1'): read as the name, with no source or level.",
    ),
    # -- T: translation ---------------------------------------------------------------------
    "T001": Code("unknown-action-type", E, "The translation table has no row for the action type."),
    "T002": Code(
        "unread-trigger", W, "The translation depends on a trigger the grammar cannot read."
    ),
    "T003": Code(
        "no-action-trigger", W, "A triggered No Action power: the translation table has no row."
    ),
    "T004": Code(
        "free-action-without-trigger", W, "A free action without a trigger is left as is."
    ),
    "T005": Code(
        "implicit-trigger", W, 'An implicit trigger ("Use this power when ...") was read.'
    ),
    "T006": Code(
        "redundant-interrupt-line", W, "The rules' duplicated Interrupt line decides nothing."
    ),
    "T007": Code(
        "unnamed-action-type", W, "A triggered action type the translation table does not name."
    ),
    "T008": Code("not-a-reaction", INFO, "No trigger and not a reaction action type."),
    "T009": Code("invalid-table", E, "The translation table is not usable (names, patterns)."),
    "T010": Code("cannot-write", E, "The translated file could not be written."),
    "T011": Code(
        "cannot-edit-in-place",
        E,
        "A power or its reaction list is a YAML alias, anchored or tagged: not edited in place.",
    ),
    "T012": Code(
        "would-change",
        E,
        "translate --check: the file's Reaction keyword sets are not up to date.",
    ),
    "T013": Code(
        "keywords-not-read",
        W,
        "The file's ruleset classifies powers by action type: it never reads the keywords.",
    ),
    "T014": Code(
        "replaces-keywords",
        W,
        "A power's Reaction keyword set, written in the file, is replaced by another.",
    ),
    "T015": Code(
        "nothing-to-translate",
        INFO,
        "A file of another game's reactions (Altered abilities, Horus Heresy profiles).",
    ),
    # -- R: rulesets and scenarios ----------------------------------------------------------
    "R001": Code(
        "broken-ruleset",
        E,
        "A ruleset extends an unknown ruleset or itself, takes a built-in one's name, or names "
        "a world, scope, zone, requirement, break point or boundary it does not define.",
    ),
    "R002": Code("unknown-combatant", E, "A scenario names a combatant it does not define."),
    "R003": Code("square-taken", E, "Two creatures stand in one square, or one in a wall."),
    "R004": Code("off-the-map", E, "A square lies outside the scenario's map."),
    "R005": Code("unknown-power", E, "A combatant is given a power the scenario does not define."),
    "R006": Code("bad-map", E, "The map's rows differ in length or use an unknown symbol."),
    "R007": Code(
        "restriction-not-allowed", E, "A preparation restriction the ruleset does not allow."
    ),
    "R008": Code(
        "no-preparation", E, "Preparing, priorities or disabling under a ruleset without them."
    ),
    "R009": Code(
        "never-fires", W, "A triggered power is no reaction under the ruleset; it never fires."
    ),
    "R010": Code(
        "open-rule", INFO, "The scenario meets a rule the game leaves open; the decision taken."
    ),
    "R011": Code("unknown-scripted-action", E, "A scripted action the engine does not know."),
    "R012": Code("action-not-available", E, "A scripted action its combatant cannot take now."),
    "R013": Code(
        "illegal-path", E, "A scripted move crosses a wall, an enemy or too many squares."
    ),
    "R014": Code("out-of-reach", E, "A scripted attack's target is out of the power's reach."),
    "R015": Code("cannot-disable", E, "Only Spontaneous reactions can be disabled or enabled."),
    "R016": Code("too-many-events", E, "The simulation stopped at its event limit."),
    "R017": Code(
        "endless-chain", E, "Reactions trigger each other deeper than the ruleset allows."
    ),
    "R018": Code(
        "unknown-fact", E, "A ruleset's condition names a fact neither the core nor its world has."
    ),
    "R019": Code("unused-choice", W, "A scripted choice that no decision of the run asked for."),
    "R020": Code(
        "above-cap", E, "A limit's maximum is above its cap and no override lifts the cap."
    ),
    "R021": Code(
        "contradicting-keywords",
        W,
        "A Reaction keyword set the seed contradicts; the ruleset's recorded reading applies.",
    ),
    "R022": Code(
        "score-not-given",
        W,
        "A combatant given ability scores or a level has a power that counts one it is not given.",
    ),
    "R023": Code(
        "unknown-condition",
        W,
        "A condition 4E does not have, named close to one it has: a combatant's starting "
        "condition, or one a ruleset's check compares with.",
    ),
    "R024": Code(
        "unknown-tag",
        E,
        "A ruleset's filter names a tag no reaction can have under it: the filter is inert.",
    ),
    "R025": Code(
        "unread-option",
        W,
        "A ruleset's option that nothing reads: setting it in a scenario changes nothing.",
    ),
    "R026": Code(
        "dropped-entries",
        W,
        "A ruleset file's list (resolve, classify.derive) replaces the inherited one, "
        "dropping entries of it.",
    ),
    "R027": Code(
        "unused-token",
        W,
        "An Altered game says what a token is that no card creates by that name.",
    ),
    "R028": Code(
        "cannot-include",
        E,
        "A scenario's `include:` names no authoring file it can read (none there, a "
        "directory, the scenario itself, a file it includes already).",
    ),
    "R029": Code(
        "card-without-lines",
        W,
        "A card of an Altered game that includes files writes no abilities, and no included "
        "file prints a line of a card by its name.",
    ),
    "R030": Code(
        "card-lines-written-and-included",
        INFO,
        "A card of an Altered game writes its own abilities while a file the game includes "
        "prints lines for it: its own are played.",
    ),
    "R031": Code(
        "trigger-not-simulated",
        W,
        "A 4E reaction (a scenario's, or an authoring file's under lint) whose trigger asks "
        "what the engine does not model (a distance moved, a place of a conjuration, ...): it "
        "never fires in the simulation.",
    ),
    "R032": Code(
        "unused-rolls",
        W,
        "A scripted attack's rolls past its last target (one roll a target), or rolls of a "
        "`use`, which makes no attack roll: never read.",
    ),
    # -- O: writing output files ------------------------------------------------------------
    "O001": Code(
        "output-is-a-directory", E, "A directory was given where an output file is expected."
    ),
    "O002": Code(
        "cannot-write-output",
        E,
        "The output could not be written (read-only, no such directory, I/O); "
        "a regular file is left as it was.",
    ),
    "O003": Code(
        "output-is-an-input", E, "The output file is one of the input files; nothing is written."
    ),
    # -- H: Horus Heresy battles and reaction profiles ----------------------------------------
    "H001": Code(
        "wrong-phase",
        E,
        "A reaction declared in a Phase its triggering event never happens in, or on an "
        "event the Horus Heresy world never dispatches.",
    ),
    "H002": Code(
        "allotment-above-cap",
        W,
        "A player's Reaction Allotment raised above three with no special rule allowing it; "
        "held at three.",
    ),
    "H003": Code(
        "unknown-name", E, "A battle names a unit, player, weapon or reaction it does not define."
    ),
    "H004": Code("off-the-table", E, "A model or terrain area lies outside the table."),
    "H005": Code(
        "illegal-move",
        E,
        "A scripted move the unit cannot make: too long, through blocking terrain, off the "
        "table, next to an enemy, or by a unit that may not move.",
    ),
    "H006": Code(
        "illegal-attack",
        E,
        "A scripted Shooting Attack or Charge the unit cannot make (nothing in range or "
        "sight, too far, a unit that may not).",
    ),
    "H007": Code(
        "unknown-step",
        E,
        "A reaction waits for a step its sequence does not have, or one before its "
        "triggering event.",
    ),
    "H008": Code(
        "unread-cost",
        W,
        "A reaction profile's Cost the reader cannot read as one number of points.",
    ),
    "H009": Code(
        "not-simulated",
        W,
        "A reaction profile's Trigger, read, asks what the Horus Heresy world cannot judge "
        "(an event of a procedure it does not run, a condition on the action it has no judge "
        "of, or one told only after the step it resolves at): it never fires in a battle.",
    ),
    "H010": Code(
        "op-not-simulated",
        W,
        "A battle's reaction op the Horus Heresy world does not carry out: an op it has no "
        "handler for, a field the op does not have, a value it does not follow; the "
        "reaction fires and the op is recorded as not simulated.",
    ),
    "H011": Code(
        "declared-name",
        W,
        "A reaction profile whose Trigger declares a Reaction of another name than the "
        "reaction's own (a profile copied from another).",
    ),
    "H012": Code(
        "unknown-trait",
        W,
        "A reaction profile's Trigger asks for a Trait no unit of the battle has: it never "
        "fires there.",
    ),
    "H013": Code(
        "cost-above-allotment",
        W,
        "A reaction profile's Cost above the most a Reaction Allotment holds (three) with no "
        "special rule allowing more: no player can declare it.",
    ),
    # -- K: configuration -------------------------------------------------------------------
    "K001": Code("invalid-config", E, "A configuration file that cannot be read or used."),
    "K002": Code("unknown-selector", E, "A selector (--select, --ignore, ...) names no code."),
    # -- L: lint ----------------------------------------------------------------------------
    "L001": Code(
        "personal-on-others-actions", W, "A Personal reaction triggered by someone else's action."
    ),
    "L002": Code(
        "interrupt-without-break-point", W, "An Interrupt on a trigger with nothing to interrupt."
    ),
    "L003": Code("keywords-without-trigger", W, "Reaction keywords on a power with no trigger."),
    "L004": Code(
        "schema-line-not-found", W, "The file's `$schema=` line points at no schema file."
    ),
    "L005": Code(
        "event-never-produced", W, "A trigger on an event the ruleset's world never produces."
    ),
    "L006": Code(
        "forbidden-by-condition", W, "A trigger that needs a condition under which it cannot fire."
    ),
    "L007": Code("reaction-loop", W, "Reactions that can trigger each other in a loop."),
    "L008": Code("duplicate-name", W, "Two powers with one name."),
    "L009": Code("out-of-range", E, "A number the game does not allow (a recharge of 7)."),
    "L010": Code("unknown-keyword", W, "A power keyword the game does not print."),
    "L011": Code("unread-triggers", W, "The file's triggers not read, with its share read."),
    "L012": Code(
        "never-its-turn", W, "A trigger waiting for its owner's turn, when it never fires then."
    ),
    "L013": Code("reaction-without-trigger", W, "A reaction by its action type, with no trigger."),
    "L014": Code("unknown-ignore", W, "A `# counterplay: ignore[...]` comment names no code."),
    "L015": Code("unknown-card-type", W, "An Altered ability's card type that no card has."),
    "L016": Code("repeated-line", W, "One printed line of an Altered card written twice."),
}


def diagnostic(
    code: str,
    message: str,
    span: Span | None = None,
    *,
    severity: Severity | None = None,
    detail: str | None = None,
    fix: Fix | None = None,
) -> Diagnostic:
    """Make a diagnostic whose severity defaults to the code's own."""
    return Diagnostic(
        code=code,
        message=message,
        span=span,
        severity=severity or CODES[code].severity,
        detail=detail,
        fix=fix,
    )


def has_errors(diagnostics: Iterable[Diagnostic]) -> bool:
    return any(d.severity is Severity.ERROR for d in diagnostics)


def file_order(diag: Diagnostic) -> tuple[int, int]:
    """The sort key of diagnostics in file order (those with no position first)."""
    return (diag.span.line, diag.span.column) if diag.span else (0, 0)


def render(
    diag: Diagnostic,
    lines: list[str] | None = None,
    *,
    verbose: bool = False,
) -> str:
    """Render ``path:line:col: CODE message`` with the source line and a caret under the column.

    Args:
        diag: the diagnostic.
        lines: the lines of the file the span points into (:func:`lines_of`, as
            :func:`source_lines` gives them), when the caller has them. Split them once per
            file, not once per diagnostic: rendering stays linear in the diagnostics.
        verbose: add the diagnostic's detail (e.g. the schema path).
    """
    where = str(diag.span) if diag.span else "counterplay"
    message = escape(diag.message)
    head = f"{where}: {diag.code} {message}"
    if diag.severity is not Severity.ERROR:
        head = f"{where}: {diag.code} [{diag.severity.value}] {message}"
    out = [head]
    if diag.span is not None and lines is not None and 1 <= diag.span.line <= len(lines):
        text = lines[diag.span.line - 1]
        col = diag.span.column
        if len(text) > 200:  # keep a long line readable around the column (and cut it
            start = max(0, col - 100)  # first: a file on one line has many diagnostics)
            text, col = text[start : start + 200], col - start
        # one character for one, so that the caret stays under its column
        text = _UNSAFE.sub("\ufffd", text.replace("\t", " "))
        out.append(f"    {text}")
        out.append("    " + " " * max(0, col - 1) + "^")
    if verbose and diag.detail:
        out.append(f"    = {diag.detail}")
    out.extend(f"    = note: {escape(n)}" for n in diag.notes)
    return "\n".join(out)


def source_lines(path: str) -> list[str] | None:
    """The lines of ``path`` for caret rendering, or None when it cannot be read (or is no
    regular file: a FIFO is never waited on, a device never read)."""
    from counterplay.files import MAX_INPUT_BYTES, read_regular

    raw = read_regular(path, MAX_INPUT_BYTES)
    if raw is None or len(raw) > MAX_INPUT_BYTES:
        return None
    # a byte that is not UTF-8 is shown as U+FFFD, one character for it, so that Y003's
    # caret is under it (the line was not shown at all)
    return lines_of(raw.decode("utf-8-sig", errors="replace"))
