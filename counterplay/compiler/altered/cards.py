"""Stage ``convert`` for Altered: card JSON -> an authoring document of ``abilities``.

Two inputs are read:

- **JSON lines**, one ability line a record, as the official card API's text is kept in
  ``corpus/altered/abilities.jsonl``: ``card_id``, ``lang`` (``fr``/``en``), ``name``,
  ``text``, and optionally ``field`` (``MAIN_EFFECT``, or ``ECHO_EFFECT`` for a support
  ability), ``ability_index`` and ``card_type``;
- the card API's **JSON for one card** (or a list of them): ``reference``, ``cardType``
  (``{"reference": "CHARACTER"}``), ``name`` and ``elements`` (``MAIN_EFFECT``,
  ``ECHO_EFFECT``), each text either one string (one language, given by ``lang`` or told by
  its words) or ``{"fr": ..., "en": ...}``. A text of several abilities is cut into lines.

Each line is read (``compiler.altered.read``) so that what cannot be an ability (an
unbalanced mark, an unknown symbol, two separators, a third language, an empty line) is
reported where it is, and left out; the other lines still convert. A ``#…#`` mark that
spans two lines of one card (as the API writes some rares) is closed at the end of the
line and opened again on the next, so each ability stands alone.

An ability's ``source`` is ``CARD_ID/INDEX`` (``CARD_ID/support/INDEX`` for a support
ability): the same for the French and English printings of one ability.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from counterplay.compiler.altered.read import MAX_LINE, read_ability
from counterplay.compiler.altered.words import LANGUAGES, tokens
from counterplay.compiler.json_source import JsonDocument, json_kind, load_json
from counterplay.diagnostics import Diagnostic, Severity, Span, diagnostic
from counterplay.files import file_progress, read_regular

MAX_BYTES = 16 * 1024 * 1024
FIELDS = {"MAIN_EFFECT": False, "ECHO_EFFECT": True}  # field -> a support ability
ABILITY_KEYS = ("name", "source", "lang", "card_type", "support", "text")
# Several abilities in one API text: one a line (or two spaces between, as some exports do)
_LINES = re.compile(r"\r\n|\r|\n| {2,}(?=\S)")


@dataclass
class Line:
    """One ability line to convert, with where its text starts in the input."""

    card: str
    name: str
    lang: str | None
    text: str
    index: int
    support: bool
    card_type: str | None
    where: Callable[[int], Span]  # the span of the text's character at an offset
    # the card's name in each language (dataclasses.field: ``field`` is a local name below)
    names: dict[str, str] = dataclasses.field(default_factory=dict)


def sniff(path: Path) -> bool:
    """Whether ``path`` holds Altered card JSON (a ``.jsonl`` file, or JSON naming an
    ``ALT_`` card), not some other JSON."""
    if path.suffix.lower() == ".jsonl":
        return True
    raw = read_regular(path, 64 * 1024)
    if raw is None:
        return False
    head = raw.decode("utf-8", errors="replace")
    return re.search(r'"(?:reference|card_id)"\s*:\s*"ALT_', head) is not None


def convert_cards(
    paths: Sequence[str | Path],
    lang: str | None = None,
    progress: Callable[[float, int], None] | None = None,
) -> tuple[dict[str, Any], list[Diagnostic]]:
    """Convert Altered card JSON files to one authoring document.

    Args:
        paths: ``.jsonl`` files of ability lines, or ``.json`` card documents.
        lang: the language of card documents whose texts do not say it (None: told by
            their words).
        progress: called with (files done, files).

    Returns:
        ``{"counterplay": 1, "ruleset": "altered", "abilities": [...]}`` and the
        diagnostics; abilities with an error are left out.
    """
    abilities: list[dict[str, Any]] = []
    diagnostics: list[Diagnostic] = []
    for index, given in enumerate(paths):
        path = Path(given)
        lines, found = _lines(path, lang)
        diagnostics.extend(found)
        step = file_progress(progress, index, len(paths))
        for number, line in enumerate(_balanced(lines, diagnostics)):
            ability, problems = _ability(line)
            diagnostics.extend(problems)
            if ability is not None:
                abilities.append(ability)
            if step is not None:
                step((number + 1) / max(1, len(lines)))
    # in the order of the files' lines, whichever step found them
    diagnostics.sort(key=lambda d: (d.span is None, d.span or Span("", 0, 0)))
    if not paths:
        diagnostics.append(diagnostic("C005", "no input files found (.jsonl, .json or .txt)"))
    elif not abilities and not any(d.severity is Severity.ERROR for d in diagnostics):
        shown = ", ".join(str(p) for p in paths)
        diagnostics.append(diagnostic("C005", f"no Altered ability found in {shown}"))
    return {"counterplay": 1, "ruleset": "altered", "abilities": abilities}, diagnostics


def _ability(line: Line) -> tuple[dict[str, Any] | None, list[Diagnostic]]:
    """The authoring entry of one line, or None when the line cannot be an ability."""
    lang = line.lang or _guess_language(line.text[:MAX_LINE])  # (a longer line is refused)
    reading = read_ability(line.text, lang, line.where(0), line.card_type)
    errors = [d for d in reading.diagnostics if d.severity is Severity.ERROR]
    # a line's own problems are reported by convert; what is only unread is coverage's
    shown = [d for d in reading.diagnostics if d.code.startswith("C")]
    if errors or reading.kind is None:
        return None, shown
    source = f"{line.card}/support/{line.index}" if line.support else f"{line.card}/{line.index}"
    name = line.names.get(lang, line.name) if line.lang is None else line.name
    ability: dict[str, Any] = {"name": name, "source": source, "lang": lang}
    if line.card_type:
        ability["card_type"] = line.card_type
    if line.support:
        ability["support"] = True
    ability["text"] = line.text
    return ability, shown


def _guess_language(text: str) -> str:
    """The language whose lexicon knows more of ``text``'s words."""

    def known(lang: str) -> int:
        return sum(t.type not in ("UNKNOWN", "NAME") for t in tokens(text, lang))

    return max(LANGUAGES, key=known)


def _balanced(lines: list[Line], diagnostics: list[Diagnostic]) -> Iterator[Line]:
    """The lines with each ``#…#`` mark closed on the line it opens on: a mark open at
    the end of a line is closed there and opened again on the card's next line (of the
    same field and language). A mark still open after a card's last line is C014 there; a
    ``#`` ending a line that closes a mark no line opened (the input lacks the card's
    first lines) is read as opened at the line's start, with a warning."""
    open_in: dict[tuple[str, bool, str | None], bool] = {}
    for position, line in enumerate(lines):
        key = (line.card, line.support, line.lang)
        opened = open_in.get(key, False)
        odd = line.text.count("#") % 2 == 1
        last = not any((o.card, o.support, o.lang) == key for o in lines[position + 1 :])
        mark = line.text.rfind("#")
        before, after = opened, opened != odd  # open at the start, at the end
        if odd and not opened and not line.text[mark + 1 :].strip(" .,;:!?»\"'"):
            before, after = True, False  # "...#": closes a mark opened on a line not given
            diagnostics.append(
                diagnostic(
                    "C014",
                    "this '#' closes a mark no line of the card opened; read as opened at "
                    "the start of the line",
                    line.where(mark),
                    severity=Severity.WARNING,
                )
            )
        if after and last:
            diagnostics.append(
                diagnostic(
                    "C014",
                    "unbalanced '#': the mark of where a rare differs from its common opens "
                    "here and never closes",
                    line.where(mark),
                )
            )
            open_in[key] = False
            continue
        open_in[key] = after
        if before or after:
            text = ("#" if before else "") + line.text + ("#" if after else "")
            line = replace(line, text=text, where=_moved(line.where, -1 if before else 0))
        yield line


def _moved(where: Callable[[int], Span], by: int) -> Callable[[int], Span]:
    """``where`` for a text ``by`` characters further on (a "#" put in front: ``-1``)."""

    def span(offset: int) -> Span:
        return where(max(0, offset + by))

    return span


def _lines(path: Path, lang: str | None) -> tuple[list[Line], list[Diagnostic]]:
    from counterplay.compiler.load import decode, read_source

    raw, problems = read_source(path, MAX_BYTES)  # (what every reader says of a missing file)
    if raw is None:
        return [], problems
    text, bad = decode(str(path), raw)  # (Y003 at the bad byte)
    if text is None:
        return [], [bad] if bad else []
    if path.suffix.lower() == ".jsonl":
        lines, found = _json_lines(str(path), text)
    else:
        lines, found = _card_document(str(path), text, lang)
    return lines, found if lines else _told_what_it_is(str(path), text, found)


# What `--from altered` reads, said with the first error of a file of which nothing was read
_EXPECTED = (
    "`--from altered` reads card JSON: a .jsonl file with one JSON object per ability "
    "line (`card_id`, `lang`, `name`, `text`, the text as the card API gives it), or the "
    "card API's JSON for one card (docs/altered.md)"
)
_READ_BY = {"4E stat-block text": "text", "a Foundry VTT 4E export": "foundry"}


def _told_what_it_is(file: str, text: str, found: list[Diagnostic]) -> list[Diagnostic]:
    """``found`` for a file of which no line was read, its first C011 or C020 saying what
    ``--from altered`` reads, or, when the file is what another ``--from`` reads (4E
    stat-block text, a Foundry export: ``compiler.convertible``), that alone, once."""
    from counterplay.compiler.convertible import convertible

    first = next((d for d in found if d.code in ("C011", "C020")), None)
    if first is None:
        return found
    what = convertible(text)
    if what is None:  # (a Foundry export is one JSON document, in a .jsonl file too)
        document, _ = load_json(text, file)
        what = convertible(document.data) if document is not None else None
    if what in _READ_BY:
        said = f"{first.message}; this is {what}: `counterplay convert --from {_READ_BY[what]}`"
        return [replace(first, message=f"{said} reads it")]
    told = replace(first, message=f"{first.message}; {_EXPECTED}")
    return [told if d is first else d for d in found]


# ---- JSON lines -------------------------------------------------------------------------


def _json_lines(file: str, text: str) -> tuple[list[Line], list[Diagnostic]]:
    lines: list[Line] = []
    diagnostics: list[Diagnostic] = []
    counters: dict[tuple[str, bool, str], int] = {}
    for number, raw in enumerate(text.splitlines(), 1):
        if not raw.strip():
            continue
        document, problems = _json(raw, file, number)
        if document is None:
            diagnostics.extend(problems)
            continue
        line, problem = _record(document.data, file, number, raw, counters)
        if problem is not None:
            diagnostics.append(problem)
        elif line is not None:
            lines.append(line)
    return lines, diagnostics


def _json(text: str, file: str, line: int = 1) -> tuple[JsonDocument | None, list[Diagnostic]]:
    """The JSON ``text`` that starts at ``line`` of ``file``, read as every reader of JSON
    reads it (``json_source``: integers below 2^63, nesting the decoder can follow, no
    lone surrogate), or its C011 at its place in the file."""
    document, problems = load_json(text, file)
    moved = [
        replace(d, span=replace(d.span, line=d.span.line + line - 1)) if d.span else d
        for d in problems
    ]
    return document, moved


def _record(
    record: Any, file: str, number: int, raw: str, counters: dict[tuple[str, bool, str], int]
) -> tuple[Line | None, Diagnostic | None]:
    where = Span(file, number, 1)
    if not isinstance(record, dict):
        return None, diagnostic("C020", "a record must be a JSON object", where)
    missing = [k for k in ("card_id", "lang", "name", "text") if not isinstance(record.get(k), str)]
    if missing:
        return None, diagnostic(
            "C020", f"a card record needs {', '.join(missing)} (strings)", where
        )
    if record["lang"] not in LANGUAGES:
        return None, diagnostic(
            "C017", f"language {record['lang']!r}: abilities are read in fr or en", where
        )
    field = record.get("field", "MAIN_EFFECT")
    if not isinstance(field, str) or field not in FIELDS:
        known = ", ".join(FIELDS)
        return None, diagnostic("C020", f"unknown field {field!r}; expected one of {known}", where)
    support = FIELDS[field]
    key = (record["card_id"], support, record["lang"])
    index = record.get("ability_index", counters.get(key, 0))
    if not isinstance(index, int) or isinstance(index, bool) or index < 0:
        return None, diagnostic("C020", "ability_index must be a whole number", where)
    counters[key] = index + 1
    card_type = record.get("card_type")
    line = Line(
        card=record["card_id"],
        name=record["name"],
        lang=record["lang"],
        text=record["text"],
        index=index,
        support=support,
        card_type=card_type.lower() if isinstance(card_type, str) else None,
        where=_columns(file, number, raw, _value_start(raw, "text")),
    )
    return line, None


def _value_start(raw: str, key: str, after: int = 0) -> int | None:
    """Where the string value of ``"key":`` starts in ``raw`` (at its quote), or None."""
    match = re.compile(rf'"{re.escape(key)}"\s*:\s*"').search(raw, after)
    return match.end() - 1 if match else None


def _columns(file: str, line: int, raw: str, quote: int | None) -> Callable[[int], Span]:
    """A function from an offset in a JSON string's decoded text to its span in the file
    (escapes such as ``\\u00a0`` are one character of the text, several of the file)."""
    if quote is None:
        return lambda offset: Span(file, line, 1)
    places: list[int] = []
    pos = quote + 1
    while pos < len(raw) and raw[pos] != '"':
        places.append(pos)
        if raw[pos] == "\\":
            pos += 6 if raw[pos + 1 : pos + 2] == "u" else 2
        else:
            pos += 1
    places.append(pos)

    def span(offset: int) -> Span:
        place = places[min(max(offset, 0), len(places) - 1)]
        before = raw.rfind("\n", 0, place)
        return Span(file, line + raw.count("\n", 0, place), place - before)

    return span


# ---- the card API's JSON ----------------------------------------------------------------


def _card_document(file: str, text: str, lang: str | None) -> tuple[list[Line], list[Diagnostic]]:
    document, problems = _json(text, file)
    if document is None:
        return [], problems
    data = document.data
    cards = data if isinstance(data, list) else [data]
    lines: list[Line] = []
    diagnostics: list[Diagnostic] = []
    after = 0
    for card in cards:
        if not isinstance(card, dict) or not isinstance(card.get("reference"), str):
            where = Span(file, 1, 1)
            diagnostics.append(diagnostic("C020", "not an Altered card (no `reference`)", where))
            continue
        after = text.find(f'"{card["reference"]}"', after)
        found, more = _card_lines(file, text, card, lang, max(after, 0))
        lines.extend(found)
        diagnostics.extend(more)
    return lines, diagnostics


def _card_lines(
    file: str, text: str, card: dict[str, Any], lang: str | None, after: int
) -> tuple[list[Line], list[Diagnostic]]:
    kind = card.get("cardType")
    kind = kind.get("reference") if isinstance(kind, dict) else kind
    card_type = kind.lower() if isinstance(kind, str) else None
    elements = card.get("elements")
    lines: list[Line] = []
    diagnostics = _not_texts(file, text, card, after)
    for field, support in FIELDS.items():
        value = elements.get(field) if isinstance(elements, dict) else None
        texts: dict[str | None, Any] = dict(value) if isinstance(value, dict) else {lang: value}
        for language, said in texts.items():
            if not isinstance(said, str) or language not in (*LANGUAGES, None):
                continue
            names = card.get("name")
            printed = (
                {k: v for k, v in names.items() if isinstance(v, str) and v}
                if isinstance(names, dict)
                else {}
            )
            name = printed.get(language) if isinstance(names, dict) else names
            key = language if isinstance(value, dict) and language else field
            where = _where_in(file, text, _value_start(text, key, _at(text, field, after)))
            offset = 0
            for index, part in enumerate(p for p in _LINES.split(said) if p.strip()):
                offset = said.find(part, offset)
                lines.append(
                    Line(
                        card=card["reference"],
                        name=str(name or card["reference"]),
                        lang=language,
                        text=part,
                        index=index,
                        support=support,
                        card_type=card_type,
                        where=_moved(where, offset),
                        names=printed,  # (the name of the language a text is told to be in)
                    )
                )
                offset += len(part)
    return lines, diagnostics


def _not_texts(file: str, text: str, card: dict[str, Any], after: int) -> list[Diagnostic]:
    """C020 for a card's ``elements`` that is no object, and for each of its texts that is
    neither text nor an object of texts by language (a null text, and a language other
    than fr and en, as the API also gives, are left out)."""

    def at(key: str, start: int = after) -> Span:
        found = _at(text, key, start)
        line = text.count("\n", 0, found) + 1
        return Span(file, line, found - text.rfind("\n", 0, found))

    elements = card.get("elements")
    if elements is None:
        return []
    if not isinstance(elements, dict):
        message = f"`elements` must be an object of the card's texts, not {json_kind(elements)}"
        return [diagnostic("C020", message, at("elements"))]
    found = []
    for field in FIELDS:
        value = elements.get(field)
        if not isinstance(value, (str, dict, type(None))):
            message = (
                f"`{field}` must be a text, or an object of texts by language (fr, en), "
                f"not {json_kind(value)}"
            )
            found.append(diagnostic("C020", message, at(field)))
        texts: dict[str, Any] = value if isinstance(value, dict) else {}
        for language in LANGUAGES:
            if not isinstance(texts.get(language), (str, type(None))):
                message = (
                    f"`{field}`'s {language!r} must be a text, not {json_kind(texts[language])}"
                )
                found.append(diagnostic("C020", message, at(language, _at(text, field, after))))
    return found


def _where_in(file: str, text: str, quote: int | None) -> Callable[[int], Span]:
    """Spans into a string value of a multi-line JSON document whose quote is at ``quote``."""
    if quote is None:
        return lambda offset: Span(file, 1, 1)
    start = text.rfind("\n", 0, quote) + 1
    return _columns(file, text.count("\n", 0, quote) + 1, text[start:], quote - start)


def _at(text: str, field: str, after: int) -> int:
    found = text.find(f'"{field}"', after)
    return found if found >= 0 else after
