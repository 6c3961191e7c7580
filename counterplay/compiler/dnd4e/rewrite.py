"""Rewriting authoring YAML with the translated ``reaction`` keyword sets.

``rewrite_file`` loads an authoring file, compiles its powers to the IR, translates them
(``compiler.dnd4e.translate``) and returns the new text: each translated power gains (or has
updated) a ``reaction: [..]`` line right after its ``action``, and nothing else changes.

The edit is a splice into the original text at the positions the loader recorded, not a
dump of a round-tripped document: ruamel's round-trip emitter keeps comments and key order
but re-indents sequences and re-wraps long plain scalars, so untouched lines would not
survive byte for byte (the issue's requirement, tested on the corpus). The spliced text is
loaded again and compared with the intended data before anything is returned, so a splice
can never produce a different document silently.

``translate_document`` is the same translation for data that is not a file yet (the hook
``counterplay convert --translate`` calls).
"""

from __future__ import annotations

import codecs
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from counterplay.compiler.dnd4e.translate import Translation, translate
from counterplay.compiler.dnd4e.translation_table import Table
from counterplay.compiler.load import Document, JsonPath, decode, load_text, read_source
from counterplay.compiler.pipeline import before_reading
from counterplay.compiler.to_ir import to_ir
from counterplay.compiler.worlds import AUTHORED
from counterplay.diagnostics import (
    LINE_BREAK,
    Diagnostic,
    Lines,
    Severity,
    Span,
    diagnostic,
    has_errors,
)


@dataclass
class Rewritten:
    """One file translated: its old and new text (None when it could not be translated)."""

    path: str
    text: str | None = None
    new_text: str | None = None
    translations: list[Translation] = field(default_factory=list)
    diagnostics: list[Diagnostic] = field(default_factory=list)

    @property
    def changed(self) -> bool:
        return self.new_text is not None and self.new_text != self.text


def _flow(keywords: list[str]) -> str:
    return f"[{', '.join(keywords)}]"


class _Splicer:
    """Edits to one text at (line, column) positions, applied in one pass."""

    def __init__(self, text: str) -> None:
        self.text = text
        # Lines break where the loader's positions say: LF, CRLF or a lone CR (old Mac
        # files), as diagnostics.Lines counts them.
        self.starts = Lines(text).starts
        first = LINE_BREAK.search(text)
        self.newline = first.group() if first else "\n"
        self.edits: list[tuple[int, int, str]] = []

    def offset(self, line: int, column: int) -> int:
        return self.starts[line - 1] + column - 1

    def line_end(self, line: int) -> int:
        """The offset just after ``line``'s line break (the end of the text on the last line)."""
        return self.starts[line] if line < len(self.starts) else len(self.text)

    def apply(self) -> str:
        pieces: list[str] = []
        at = 0
        for start, end, new in sorted(self.edits):
            pieces += [self.text[at:start], new]
            at = end
        pieces.append(self.text[at:])
        return "".join(pieces)

    def plain(self, span: Span) -> bool:
        """Whether the node at ``span`` is written out here: no alias (``*name``), and no
        anchor (``&name``, which an alias elsewhere repeats) or tag (``!!seq``) before it."""
        return self.text[self.offset(span.line, span.column)] not in "*&!"


def _plan(
    splicer: _Splicer, document: Document, index: int, keywords: list[str]
) -> Diagnostic | None:
    """Add or update ``reaction`` in power ``index``; T011 when that cannot be done by an
    edit of this power's own text (an alias, an anchor or a tag on it or on its list)."""
    power = document.data["powers"][index]
    where = ("powers", index)
    if "reaction" in power:
        if set(power["reaction"]) == set(keywords):
            return None
        value = document.spans.get((*where, "reaction"))
        if value is None or not splicer.plain(value):
            return _not_editable(document, (*where, "reaction"), "its reaction list")
        start = splicer.offset(value.line, value.column)
        if splicer.text[start] == "-" and power["reaction"]:  # block sequence: keep its style
            last = document.spans[(*where, "reaction", len(power["reaction"]) - 1)]
            end = splicer.offset(last.end_line or last.line, last.end_column or last.column)
            indent = splicer.newline + " " * (value.column - 1) + "- "
            splicer.edits.append((start, end, "- " + indent.join(keywords)))
        else:  # a flow sequence: up to its closing bracket, found after its last item
            after = start + 1
            if power["reaction"]:
                last = document.spans[(*where, "reaction", len(power["reaction"]) - 1)]
                after = splicer.offset(last.end_line or last.line, last.end_column or last.column)
            end = splicer.text.index("]", after) + 1
            splicer.edits.append((start, end, _flow(keywords)))
        return None
    mapping = document.spans.get(where)
    if mapping is None or not splicer.plain(mapping):
        return _not_editable(document, where, "the power")
    action = document.spans[(*where, "action")]
    if splicer.text[splicer.offset(mapping.line, mapping.column)] == "{":  # a flow mapping
        at = splicer.offset(action.end_line or action.line, action.end_column or action.column)
        splicer.edits.append((at, at, f", reaction: {_flow(keywords)}"))
        return None
    key = document.key_spans[(*where, "action")]
    end_line = action.end_line or action.line
    at = splicer.line_end(end_line)
    lead = "" if at > 0 and splicer.text[at - 1] in "\n\r" else splicer.newline
    line = f"{' ' * (key.column - 1)}reaction: {_flow(keywords)}{splicer.newline}"
    splicer.edits.append((at, at, lead + line))
    return None


def _replaced(document: Document, translation: Translation, written: list[str]) -> Diagnostic:
    """T014: a keyword set written in the file (chosen by hand for a homebrew power, or by
    an older table) that the translation replaces: said, since nothing else would."""
    assert translation.keywords is not None
    message = (
        f"{translation.name}: its Reaction keywords [{', '.join(written)}] are replaced by "
        f"[{', '.join(translation.keywords)}], the translation of its action type "
        f"({translation.action}); `--diff` shows the change, and `--strict` writes nothing"
    )
    return diagnostic("T014", message, document.span(("powers", translation.index, "reaction")))


def _not_editable(document: Document, path: JsonPath, what: str) -> Diagnostic:
    return diagnostic(
        "T011",
        f"{what} is a YAML alias, or has an anchor or a tag, so translate cannot edit it in "
        "place; write it out plainly (the file was left unchanged)",
        document.span(path),
    )


def _locate(document: Document) -> Any:
    def locate(index: int, name: str) -> Span:
        return document.span(("powers", index, name))

    return locate


def _translated(document: Document, table: Table, strict: bool) -> Rewritten:
    """Check a loaded document as ``compile`` does before reading its text (format version,
    schema, ruleset), then compile and translate it (no text produced yet)."""
    result = Rewritten(document.path, document.text)
    result.diagnostics.extend(before_reading(document))
    if has_errors(result.diagnostics):
        return result
    ir, found = to_ir(document, read_effects=False)
    # The grammar's own diagnostics (P codes) are kept as info: the translation reports the
    # unread triggers it depends on itself (T002).
    result.diagnostics.extend(
        diagnostic(d.code, d.message, d.span, severity=Severity.INFO)
        if d.severity is Severity.WARNING
        else d
        for d in found
    )
    result.translations = translate(ir["powers"], table, locate=_locate(document), strict=strict)
    for translation in result.translations:
        result.diagnostics.extend(translation.diagnostics)
    result.diagnostics.extend(_nothing_to_translate(document))
    return result


def _nothing_to_translate(document: Document) -> list[Diagnostic]:
    """T015 (info) at each list of another game's reactions (``worlds.AUTHORED``) in a file
    with no 4E powers: translate has no old action type to read there, and "translated 0
    powers" alone would leave the user wondering whether it looked at them at all."""
    data = document.data
    if not isinstance(data, dict) or data.get("powers"):
        return []
    message = (
        "its `{key}:` are {what}, which have no old 4E action type: translate maps 4E "
        "powers' immediate, opportunity and free actions to Reaction keywords, and this "
        "file has none"
    )
    return [
        diagnostic("T015", message.format(key=key, what=what), document.span((key,)))
        for key, (world, what) in AUTHORED.items()
        if world != "dnd4e" and data.get(key)
    ]


def keywords_unread(document: Document) -> list[Diagnostic]:
    """T013 at ``ruleset:`` when translate writes keywords into a file that names a ruleset
    classifying powers by their action type (``dnd4e``): they change nothing it plays. (A
    file naming no ruleset is left unsaid: it may be played under any; a file whose
    keywords are already written is not told again at each run of a hook.)"""
    from counterplay.compiler.rulesets import load_ruleset, ruleset_names

    named = document.data.get("ruleset")
    ruleset = load_ruleset(named)[0] if isinstance(named, str) else None
    if ruleset is None or ruleset.reads_keywords:
        return []
    built = [load_ruleset(name)[0] for name in ruleset_names()]
    readers = [r.name for r in built if r is not None and r.reads_keywords]
    message = (
        f"ruleset {named} classifies powers by their action type and never reads Reaction "
        f"keywords; they are played under {', '.join(readers)}: name it in `ruleset:` to "
        "play them"
    )
    return [diagnostic("T013", message, document.span(("ruleset",)))]


def _check_splice(document: Document, new_text: str, expected: Any) -> Diagnostic | None:
    again, problems = load_text(new_text, document.path)
    if again is not None and again.data == expected:
        return None
    detail = problems[0].message if problems else "the data differs"
    return diagnostic(
        "T010",
        f"internal error: the rewritten text does not read back as intended ({detail}); "
        "the file was left unchanged",
        Span(document.path, 1, 1),
    )


def rewrite_text(text: str, name: str, table: Table, *, strict: bool = False) -> Rewritten:
    """Translate authoring YAML held in memory; see :func:`rewrite_file`."""
    document, problems = load_text(text, name)
    if document is None:
        return Rewritten(name, text, diagnostics=problems)
    return _rewrite(document, table, strict)


def _rewrite(document: Document, table: Table, strict: bool) -> Rewritten:
    text = document.text
    result = _translated(document, table, strict)
    if has_errors(result.diagnostics):
        return result
    splicer = _Splicer(document.text)
    expected = [dict(p) for p in document.data.get("powers", [])]  # (none in Altered abilities)
    for translation in result.translations:
        if translation.keywords is not None:
            problem = _plan(splicer, document, translation.index, translation.keywords)
            if problem is not None:
                result.diagnostics.append(problem)
            written = expected[translation.index].get("reaction", [])
            if set(written) != set(translation.keywords):
                if written:
                    result.diagnostics.append(_replaced(document, translation, written))
                expected[translation.index]["reaction"] = translation.keywords
    if has_errors(result.diagnostics):
        return result
    if not splicer.edits:
        result.new_text = text
        return result
    result.diagnostics.extend(keywords_unread(document))
    new_text = splicer.apply()
    broken = _check_splice(document, new_text, {**document.data, "powers": expected})
    if broken is not None:
        result.diagnostics.append(broken)
        return result
    result.new_text = new_text
    return result


def rewrite_file(path: str | Path, table: Table, *, strict: bool = False) -> Rewritten:
    """Translate one authoring file; the new text is returned, never written here.

    Args:
        path: the authoring YAML file.
        table: a checked translation table.
        strict: make the table's warnings errors.

    Returns:
        The old and new text (identical when nothing changes; a byte-order mark is kept),
        the translations and the diagnostics. ``new_text`` is None when there were errors.
    """
    name = str(path)
    raw, problems = read_source(path)
    if raw is None:
        return Rewritten(name, diagnostics=problems)
    text, bad = decode(name, raw)
    if text is None:
        return Rewritten(name, diagnostics=[bad] if bad else [])
    document, problems = load_text(text, name)
    if document is None:  # (its text, for the source line under each diagnostic)
        return Rewritten(name, text, diagnostics=problems)
    had_bom = raw.startswith(codecs.BOM_UTF8)
    bom = codecs.BOM_UTF8.decode("utf-8")
    result = _rewrite(document, table, strict)
    if had_bom:
        result.text = bom + (result.text or "")
        result.new_text = None if result.new_text is None else bom + result.new_text
    return result


def translate_document(
    source: Document | dict[str, Any], table: Table, *, strict: bool = False
) -> tuple[list[Translation], list[Diagnostic]]:
    """Set ``reaction`` on each power of an authoring document's data in place (for
    ``convert``), where diagnostics point at the document's spans (``convert`` gives each
    power the span it starts at in its input file).

    The key goes right after ``action``. Returns the translations and the
    diagnostics; powers that cannot be translated are left as they are.
    """
    document = source if isinstance(source, Document) else Document("<converted>", "", source)
    data = document.data
    result = _translated(document, table, strict)
    for translation in result.translations:
        if translation.keywords is None:
            continue
        power = data["powers"][translation.index]
        if "reaction" in power:
            power["reaction"] = translation.keywords
        elif hasattr(power, "insert"):
            power.insert(list(power).index("action") + 1, "reaction", translation.keywords)
        else:  # a plain dict: rebuilt so that the key still follows `action`
            items = list(power.items())
            at = [key for key, _ in items].index("action") + 1
            data["powers"][translation.index] = dict(
                [*items[:at], ("reaction", translation.keywords), *items[at:]]
            )
    return result.translations, result.diagnostics
