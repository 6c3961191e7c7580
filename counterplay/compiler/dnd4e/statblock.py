"""Stage ``parse`` for 4E stat-block text: a file of stat blocks -> :class:`StatBlock` values.

A file holds blocks separated by blank lines; a run of lines that all contain " / " is the
one-line form, one block per line with " / " between its lines. Each block is read by the
LALR grammar ``grammar/dnd4e/statblock.lark`` (player, item and monster layouts) and every value
keeps the span of its first character in the file, so a diagnostic points at the line and
column a user sees in their editor, in the one-line form too.

The reading is faithful, not interpretive: each value is the printed text. Labels are
sorted into the fields of the power (``LABELS``) and its secondary attacks; lines with no
field of their own (``Level 11: ...``, ``Published in ...``) are kept as notes. Mapping the
printed text onto the authoring format is ``compiler.dnd4e.convert``'s job.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from counterplay.diagnostics import Diagnostic, Span, diagnostic, has_errors

# Printed action types (lower case) -> the authoring action. "triggered" (a monster's
# "Triggered" line) names no action: the action is in a label, "Effect (No Action): ...".
ACTIONS: dict[str, str | None] = {
    "standard action": "standard action",
    "standard": "standard action",
    "move action": "move action",
    "move": "move action",
    "minor action": "minor action",
    "minor": "minor action",
    "free action": "free action",
    "free": "free action",
    "no action": "no action",
    "immediate interrupt": "immediate interrupt",
    "immediate reaction": "immediate reaction",
    "opportunity action": "opportunity action",
    "opportunity attack": "opportunity attack",
    "immediate move": "immediate move",  # seed 003's house rule
    "triggered": None,
}

# Printed usages (lower case) -> the authoring usage. Recharges ("Recharge ⚄ ⚅") are read
# apart, by compiler.convert.
USAGES: dict[str, str] = {
    "at-will": "at-will",
    "encounter": "encounter",
    "daily": "daily",
    "item": "item",
    "consumable": "consumable",
    "healing surge": "healing surge",
}

# Printed labels (lower case) -> the field they fill. A secondary label opens a secondary
# attack; "Primary Attack" is the power's own attack.
LABELS: dict[str, str] = {
    "trigger": "trigger",
    "requirement": "requirement",
    "requirements": "requirement",
    "requires": "requirement",
    "target": "target",
    "targets": "target",
    "primary target": "target",
    "attack": "attack",
    "primary attack": "attack",
    "hit": "hit",
    "miss": "miss",
    "effect": "effect",
    "special": "special",
    "secondary target": "target",
    "secondary attack": "attack",
    "tertiary target": "target",
    "tertiary attack": "attack",
}
SECONDARY_LABELS = frozenset(
    ("secondary target", "secondary attack", "tertiary target", "tertiary attack")
)

ONE_LINE_SEPARATOR = " / "

# A label run on after a sentence of the field before it, as copied text often has it
# ("Trigger: An enemy hits you. Effect: You shift 1 square."; Foundry writes "Effect :"):
# a printed label, capitalised as printed, right after the end of a sentence.
RUN_ON_LABEL = re.compile(
    r"(?<=[.!?)])[ \t]+((?:"
    + "|".join(sorted((label.title() for label in LABELS), key=len, reverse=True))
    + r"|Sustain [A-Z][a-z]+)(?:[ \t]*\([^()\n]*\))?)[ \t]*:"
)

# Space characters read as a plain space (one character for one, so columns hold).
_SPACES = "\u00a0\u2007\u202f\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2008\u2009\u200a"
_SPACE_FOLD = str.maketrans(dict.fromkeys(_SPACES, " "))
_QUOTES = "\u2018\u2019\u201c\u201d"
_LINE_END = re.compile(r"\r\n|\r|\n")

# Terminal names -> what a user should have written there, for syntax diagnostics.
_EXPECTED: dict[str, str] = {
    "NAME": "the power's name",
    "_NL": "the end of the line",
    "_SEP": "two spaces or '•' before the range",
    "_DIAMOND": "'✦'",
    "_COLON": "':'",
    "_COMMA": "','",
    "PAREN": "'(...)'",
    "KEYWORD": "a keyword",
    "ITEM_USE": "the usage, e.g. 'Daily'",
    "USAGE": "a usage, e.g. 'Encounter'",
    "RECHARGE": "'Recharge'",
    "RANGE": "a range, e.g. 'Personal'",
    "TEXT": "text",
}


@dataclass(frozen=True)
class Field:
    """A printed value and where its first character is."""

    text: str
    span: Span


@dataclass
class StatBlock:
    """One stat block as printed.

    ``sections[0]`` holds the power's own labelled fields (key -> value); each further
    section is a secondary attack, and may carry its own ``action`` and ``range`` when
    its label was an action ("Opportunity Action: Melee 1").
    """

    span: Span
    layout: str  # "player", "item" or "monster"
    name: Field
    source: Field | None = None
    flavor: list[Field] = field(default_factory=list)
    usage: Field | None = None
    keywords: list[Field] = field(default_factory=list)
    action: Field | None = None
    range: Field | None = None
    sections: list[dict[str, Field]] = field(default_factory=lambda: [{}])
    notes: list[Field] = field(default_factory=list)

    def field(self, key: str) -> str | None:
        """The first printed value of ``key``: the power's own, else a secondary attack's."""
        for section in self.sections:
            if key in section:
                return section[key].text
        return None


@dataclass(frozen=True)
class _Line:
    text: str
    line: int  # 1-based line in the file
    column: int  # 1-based column of text[0] in the file


class _Tree:
    """One block's lines, and its tokens turned into Fields with spans in the file."""

    def __init__(self, lines: list[_Line], file: str) -> None:
        self.lines = lines
        self.file = file

    def span(self, line: int, column: int) -> Span:
        where = self.lines[min(line, len(self.lines)) - 1]
        return Span(self.file, where.line, where.column + column - 1)

    def value(self, token: Any) -> Field:
        text = str(token)
        lead = len(text) - len(text.lstrip())
        return Field(text.strip(), self.span(token.line, token.column + lead))

    def line_of(self, token: Any) -> Field:
        where = self.lines[token.line - 1]
        return Field(where.text, Span(self.file, where.line, where.column))


def _inner(paren: Field) -> Field:
    """``(Immediate Interrupt)`` -> ``Immediate Interrupt`` with the span moved past '('."""
    text = paren.text[1:-1]
    lead = len(text) - len(text.lstrip())
    span = Span(paren.span.file, paren.span.line, paren.span.column + 1 + lead)
    return Field(text.strip(), span)


def _split_keywords(paren: Field) -> list[Field]:
    inner = _inner(paren)
    out: list[Field] = []
    offset = 0
    for part in inner.text.split(","):
        lead = len(part) - len(part.lstrip())
        if part.strip():
            span = Span(inner.span.file, inner.span.line, inner.span.column + offset + lead)
            out.append(Field(part.strip(), span))
        offset += len(part) + 1
    return out


def label_key(label: str) -> str | None:
    """The field a printed label fills (``Sustain Minor`` -> sustain), or None."""
    key = " ".join(label.lower().split())
    if key.startswith("sustain"):
        return "sustain"
    return LABELS.get(key)


class _Block:
    """Assembles one block's parse tree into a StatBlock, collecting diagnostics; one
    method per rule of ``grammar/dnd4e/statblock.lark``."""

    def __init__(self, tree: _Tree) -> None:
        self.t = tree
        self.diagnostics: list[Diagnostic] = []
        self.header_action: Field | None = None
        self.label_action: Field | None = None
        self.last_header_line = 1
        self.flavor_line = 1

    def error(self, code: str, message: str, span: Span) -> None:
        self.diagnostics.append(diagnostic(code, message, span))

    def build(self, root: Any) -> StatBlock | None:
        head = root.children[0]
        block = self.head(head)
        for node in root.children[1:]:
            getattr(self, node.data)(block, node)
        self.finish(block)
        return None if has_errors(self.diagnostics) else block

    # -- one method per rule -----------------------------------------------------------
    def head(self, node: Any) -> StatBlock:
        spec = next((c for c in node.children if getattr(c, "data", None) == "usage_spec"), None)
        tokens = [tok for tok in node.children if getattr(tok, "type", "") != "SOURCE"]
        pieces = [tok for tok in tokens if tok is not spec]
        keywords = None
        if spec is not None and pieces[-1].type == "PAREN":
            keywords = self.t.value(pieces.pop())  # "Bend Space (teleportation) ✦ Encounter"
        first = self.t.value(pieces[0])
        name = Field("".join(str(tok) for tok in pieces).strip(), first.span)
        block = StatBlock(span=name.span, layout="player", name=name)
        if spec is not None:  # the compact head line of a monster's power
            block.layout = "monster"
            block.usage = self.t.value(spec.children[0])
            block.keywords = _split_keywords(keywords) if keywords else []
        source = [tok for tok in node.children if getattr(tok, "type", "") == "SOURCE"]
        if source:
            block.source = self.t.value(source[0])
        elif spec is None:
            self.source_in_name(name)
        return block

    def source_in_name(self, name: Field) -> None:
        """C022: a name line whose class line follows after one space ("Grim Reply Fighter
        Attack 1", as copied text often has it) reads as one long name, with no source or
        level: said at the words that look like the class line, which are kept in the name."""
        found = _SOURCE_AT_END.search(name.text)
        if found is None or found.start() == 0:
            return
        source = found.group().strip()
        meant = f"{name.text[: found.start()].rstrip()}    {source}"
        span = Span(name.span.file, name.span.line, name.span.column + found.start() + 1)
        message = (
            f"{name.text!r} reads as the power's name, with no class line: if {source!r} is "
            f"its class line, put two spaces or '•' before it ({meant!r})"
        )
        self.diagnostics.append(diagnostic("C022", message, span))

    def flavor(self, block: StatBlock, node: Any) -> None:
        block.flavor.append(self.t.value(node.children[0]))
        self.last_header_line = self.flavor_line = node.children[0].line

    def usage(self, block: StatBlock, node: Any) -> None:
        spec = node.children[0]
        block.usage = self.t.value(spec.children[0])
        if len(node.children) > 1:
            block.keywords = [self.t.value(k) for k in node.children[1].children]
        self.last_header_line = spec.children[0].line

    def item_usage(self, block: StatBlock, node: Any) -> None:
        block.layout = "item"
        power, *middle, last = node.children
        self.last_header_line = power.line
        if middle[0].type == "PAREN":  # Power (Teleportation) ✦ Daily (Immediate Reaction)
            block.keywords = _split_keywords(self.t.value(middle.pop(0)))
        # "Power ✦ Mirrored Caparison Power (Immediate Interrupt)": an item power with no
        # usage of its own repeats its name there; its usage is "Item". "Daily Utility"
        # names the usage first.
        printed = "".join(map(str, middle)).strip()
        span = self.t.value(middle[0]).span
        first = printed.split(maxsplit=1)[0] if printed else ""
        known = printed if printed.lower() in USAGES else first
        block.usage = Field(known if known.lower() in USAGES else "Item", span)
        action = _inner(self.t.value(last))
        if action.text.lower() in ACTIONS:
            self.header_action = action
        else:
            self.unknown_action(action)

    def action(self, block: StatBlock, node: Any) -> None:
        action = self.t.value(node.children[0])
        self.last_header_line = node.children[0].line
        if len(node.children) > 1:
            block.range = self.t.value(node.children[1])
        if action.text.lower() not in ACTIONS:
            printed = self.t.lines[node.children[0].line - 1].text if len(node.children) > 1 else ""
            usage = _usage_written_otherwise(printed)
            if usage is not None:  # "Encounter • Arcane": a usage line with the wrong mark
                self.error(
                    "C003", f"{printed.strip()!r} reads as an action line; {usage}", action.span
                )
            else:
                self.unknown_action(action)
            return
        if ACTIONS[action.text.lower()] is None:
            block.layout = "monster"
        self.header_action = action

    def paragraph(self, block: StatBlock, node: Any) -> None:
        block.notes.append(self.t.line_of(node.children[0]))

    def field(self, block: StatBlock, node: Any) -> None:
        label_token, *rest = node.children
        label = self.t.value(label_token)
        parens = [self.t.value(tok) for tok in rest if tok.type == "PAREN"]
        texts = [self.t.value(tok) for tok in rest if tok.type == "TEXT"]
        lowered = " ".join(label.text.lower().split())
        if parens and _inner(parens[0]).text.lower() in ACTIONS:
            block.layout = "monster"  # "Attack (Immediate Interrupt): ..."
            self.label_action = self.label_action or _inner(parens[0])
        if lowered in ACTIONS:  # "Opportunity Action: Melee 1" opens a secondary power
            section = {"action": label}
            if texts:
                section["range"] = texts[0]
            block.sections.append(section)
            return
        key = label_key(label.text)
        if key is None:
            block.notes.append(self.t.line_of(label_token))
            return
        if not texts:
            self.diagnostics.append(
                diagnostic(
                    "C009", f"'{label.text}:' has no text; is the block cut short?", label.span
                )
            )
            return
        current = block.sections[-1]
        opens = lowered in SECONDARY_LABELS and (len(block.sections) == 1 or key in current)
        if opens:
            block.sections.append({key: texts[0]})
        elif key in current:
            block.notes.append(self.t.line_of(label_token))
            self.diagnostics.append(
                diagnostic(
                    "C010",
                    f"a second '{label.text}:' in this power; the first one is its "
                    f"{key}, this one is kept as a note",
                    label.span,
                )
            )
        else:
            current[key] = texts[0]

    # -- checks ------------------------------------------------------------------------
    def unknown_action(self, action: Field) -> None:
        from counterplay.suggest import did_you_mean

        known = sorted(k.title() for k in ACTIONS if " " in k)
        what = f"unknown action type {action.text!r}" if action.text else "an empty action type"
        hint = did_you_mean(action.text, known, 0.8) if action.text else ""
        self.error("C003", f"{what}; expected one of {', '.join(known)}{hint}", action.span)

    def finish(self, block: StatBlock) -> None:
        block.action = self.header_action
        if block.action is None or ACTIONS.get(block.action.text.lower()) is None:
            block.action = self.label_action or block.action
        if any(d.code == "C003" for d in self.diagnostics):
            return
        if block.usage is None:
            written = next(
                (f for f in block.flavor if _usage_written_otherwise(f.text) is not None), None
            )
            if written is not None:  # "Encounter * Arcane": read as flavor text
                hint = _usage_written_otherwise(written.text)
                message = (
                    f"{block.name.text!r} has no usage line: {written.text!r} reads as flavor "
                    f"text; {hint}"
                )
                self.error("C004", message, written.span)
            else:
                self.error(
                    "C004",
                    f"{block.name.text!r} has no usage line (e.g. 'Encounter ✦ Martial'); "
                    "is the block cut short?",
                    self.line_after(self.flavor_line),
                )
        if block.action is None or ACTIONS[block.action.text.lower()] is None:
            hint = (
                "a triggered monster power names its action in a label, e.g. "
                "'Effect (Immediate Reaction): ...'"
                if block.action is not None
                else _one_space(self.t.lines, self.last_header_line)
                or "expected e.g. 'Immediate Interrupt    Personal' after the usage line"
            )
            where = self.line_after(self.last_header_line)
            self.error("C002", f"{block.name.text!r} has no action type; {hint}", where)

    def line_after(self, line: int) -> Span:
        """Where a missing line belongs: the start of the next line, or the block's end."""
        if line < len(self.t.lines):
            return self.t.span(line + 1, 1)
        last = self.t.lines[-1]
        return Span(self.t.file, last.line, last.column + len(last.text))


# A usage line whose keywords follow another mark than ✦ ◆ ♦ ("Encounter • Arcane",
# "Daily * Divine, Healing", "At-Will - Martial"): the usage, the mark, the keywords.
_USAGE_OTHER_MARK = re.compile(
    r"(?i)(at-will|encounter|daily|consumable|healing surge)[ \t]*([•*·|+~-])[ \t]*(\S.*)"
)


def _usage_written_otherwise(text: str) -> str | None:
    """How to write a usage line printed with another mark than ✦ before its keywords, or
    None when ``text`` is no such line."""
    found = _USAGE_OTHER_MARK.fullmatch(text.strip())
    if found is None:
        return None
    usage, mark, keywords = found.groups()
    return (
        f"a usage line puts '✦' (or '◆', '♦') between the usage and its keywords, not "
        f"{mark!r} ({usage + ' ✦ ' + keywords!r})"
    )


# The end of a name line that looks like a class line run on after one space: a class (one
# capitalised word) and "Attack N" / "Utility N" ("Fighter Attack 1", "Seeker Utility 6").
_SOURCE_AT_END = re.compile(r" [A-Z][a-z'-]+ (?:Attack|Utility) [0-9]{1,2}$")


def _one_space(lines: list[_Line], after: int) -> str | None:
    """What to do when the line after the header is an action line whose range follows
    after one space only (`Immediate Interrupt Personal`, as copied from a web page): it
    reads as text, since an action type and its range are told apart by the separator."""
    if after >= len(lines):
        return None
    text = lines[after].text.strip()
    for action in (a for a in ACTIONS if " " in a):
        if text.lower().startswith(action + " "):  # (stripped: a range follows)
            meant = text[: len(action)] + "    " + text[len(action) :].strip()
            return (
                f"{text!r} reads as text: put two spaces or '•' between the action type "
                f"and the range ({meant!r})"
            )
    return None


def _blocks(lines: list[str]) -> Iterator[list[_Line]]:
    run: list[tuple[int, str]] = []
    for number, text in enumerate(lines, 1):
        if text.strip():
            run.append((number, text))
            continue
        yield from _split_run(run)
        run = []
    yield from _split_run(run)


def _split_run(run: list[tuple[int, str]]) -> Iterator[list[_Line]]:
    if not run:
        return
    if all(ONE_LINE_SEPARATOR in text for _, text in run):
        for number, text in run:
            yield _fields([_stripped(part, number, column) for part, column in _segments(text)])
    else:
        yield _fields([_stripped(text, number, 1) for number, text in run])


def _fields(lines: list[_Line]) -> list[_Line]:
    """A field line with further labels run on ("Trigger: ... Effect: ...") as one line
    per field, each at its own column."""
    out: list[_Line] = []
    for line in lines:
        if not _FIELD_START.match(line.text):
            out.append(line)
            continue
        for _, text, offset in run_on_fields(line.text):
            out.append(_Line(text, line.line, line.column + offset))
    return out


# A line that is a field: a printed label (any case) and its colon.
_FIELD_START = re.compile(
    r"(?i:"
    + "|".join(sorted(LABELS, key=len, reverse=True))
    + r"|sustain [a-z]+)[ \t]*(?:\([^()\n]*\))?[ \t]*:"
)


def run_on_fields(text: str) -> list[tuple[str | None, str, int]]:
    """``text`` cut before each label run on after a sentence: (the label, or None for the
    text before the first; the text from the label on; its offset in ``text``)."""
    found: list[tuple[str | None, str, int]] = []
    start, label = 0, None
    for match in RUN_ON_LABEL.finditer(text):
        found.append((label, text[start : match.start()].strip(), start))
        start, label = match.start(1), match.group(1)
    found.append((label, text[start:].strip(), start))
    return [part for part in found if part[1]]


def _segments(text: str) -> Iterator[tuple[str, int]]:
    start = 0
    while (end := text.find(ONE_LINE_SEPARATOR, start)) >= 0:
        yield text[start:end], start + 1
        start = end + len(ONE_LINE_SEPARATOR)
    yield text[start:], start + 1


def _stripped(text: str, line: int, column: int) -> _Line:
    body = text.rstrip()
    lead = len(body) - len(body.lstrip())
    return _Line(body[lead:], line, column + lead)


def _first(text: str, chars: str) -> int:
    return min((i for i in (text.find(c) for c in chars) if i >= 0), default=-1)


def _position(text: str, offset: int, file: str) -> Span:
    line = text.count("\n", 0, offset) + 1
    return Span(file, line, offset - (text.rfind("\n", 0, offset) + 1) + 1)


def _prepare(text: str, file: str) -> tuple[list[str], list[Diagnostic]]:
    """Lines of ``text`` with line endings and typographic spaces normalised, and notes on
    what was normalised (a warning for what could change a reading, info for quotes)."""
    diagnostics: list[Diagnostic] = []
    endings = [m.group() for m in _LINE_END.finditer(text)]
    if len(set(endings)) > 1:
        first = endings[0]
        index = next(i for i, e in enumerate(endings) if e != first)
        names = {"\r\n": "CRLF", "\r": "CR", "\n": "LF"}
        diagnostics.append(
            diagnostic(
                "C006",
                f"mixed line endings: this line ends with {names[endings[index]]}, the first "
                f"with {names[first]}; all are read as line breaks",
                Span(file, index + 1, 1),
            )
        )
    text = _LINE_END.sub("\n", text)
    if (at := _first(text, _SPACES)) >= 0:
        count = sum(text.count(c) for c in _SPACES)
        diagnostics.append(
            diagnostic(
                "C007",
                (
                    "a non-breaking or typographic space, read as a plain space"
                    if count == 1
                    else f"{count} non-breaking or typographic spaces, read as plain spaces"
                ),
                _position(text, at, file),
            )
        )
        text = text.translate(_SPACE_FOLD)
    if (at := _first(text, _QUOTES)) >= 0:
        diagnostics.append(
            diagnostic(
                "C008",
                "typographic quotes are kept in the text; triggers and effects read them "
                "as straight quotes",
                _position(text, at, file),
            )
        )
    return text.split("\n"), diagnostics


@cache
def _grammar() -> Any:
    """The stat-block parser, built once per process. Its own contextual lexer (a line's
    first token decides what the line is), not the word lexer of the phrase grammars."""
    from lark import Lark

    return Lark.open_from_package(
        "counterplay",
        "statblock.lark",
        ("grammar/dnd4e",),
        parser="lalr",
        lexer="contextual",
        maybe_placeholders=False,
    )


def _syntax(exc: Any, tree: _Tree) -> Diagnostic:
    from lark.exceptions import UnexpectedCharacters, UnexpectedToken

    expected: set[str] = set()
    line, column = len(tree.lines), len(tree.lines[-1].text) + 1
    if isinstance(exc, UnexpectedCharacters):
        expected = set(exc.allowed or ())
        line, column = exc.line, exc.column
    elif isinstance(exc, UnexpectedToken) and exc.token.type != "$END":
        expected = set(exc.expected)
        line, column = exc.line, exc.column
    wanted = sorted({_EXPECTED[name] for name in expected if name in _EXPECTED})
    hint = f"; expected {' or '.join(wanted)}" if wanted else ""
    span = tree.span(line, column)
    line_text = tree.lines[min(line, len(tree.lines)) - 1].text
    return diagnostic("C001", f"cannot read this stat-block line{hint}: {line_text[:80]!r}", span)


def parse_statblocks(
    text: str,
    file: str = "<text>",
    progress: Callable[[int, int], None] | None = None,
) -> tuple[list[StatBlock], list[Diagnostic]]:
    """Read every stat block in ``text``.

    Args:
        text: the file's text (already decoded).
        file: the name used in spans.
        progress: called as ``progress(done, total)`` after each block.

    Returns:
        The blocks that were read without errors, in file order, and the diagnostics for
        all of them: a block with an error is left out and the others are still read.
    """
    from lark.exceptions import UnexpectedInput

    lines, diagnostics = _prepare(text, file)
    chunks = list(_blocks(lines))
    if not chunks:
        diagnostics.append(
            diagnostic("C005", "no stat blocks found: the input is empty", Span(file, 1, 1))
        )
        return [], diagnostics
    parser = _grammar()
    blocks: list[StatBlock] = []
    for done, chunk in enumerate(chunks, 1):
        tree = _Tree(chunk, file)
        try:
            root = parser.parse("".join(line.text + "\n" for line in chunk))
        except UnexpectedInput as exc:
            diagnostics.append(_syntax(exc, tree))
        else:
            assembler = _Block(tree)
            block = assembler.build(root)
            diagnostics.extend(assembler.diagnostics)
            if block is not None:
                blocks.append(block)
        if progress is not None:
            progress(done, len(chunks))
    return blocks, diagnostics
