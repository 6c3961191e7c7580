"""Stage ``convert``: 4E stat-block text and Foundry VTT 4E power JSON -> an authoring document.

Text is read by ``compiler.dnd4e.statblock``; a Foundry document (the dnd4eBeta ``power`` item:
``system.actionType``, ``system.useType``, ``system.trigger``, ``system.keyWords``,
``system.hit.detail`` ...) is read from its structured fields, and its HTML description,
turned into stat-block lines, fills what the fields leave out (an item's "Power ✦ Daily
(Free Action)" line, "Use this power when ..." triggers, secondary attacks, ranges).

The result is a plain authoring document (``{"counterplay": 1, "ruleset": "dnd4e",
"powers": [...]}``) that validates against ``counterplay schema authoring``; it is checked
here, so what ``convert`` writes always compiles. Later steps (``--translate``) may rewrite
it before it is written. Nothing is guessed: a power without an action type or a usage is a
diagnostic and is left out, and the other powers still convert.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from html.parser import HTMLParser
from pathlib import Path
from typing import TYPE_CHECKING, Any

from counterplay.compiler.dnd4e.foundry_lines import foundry_attack, foundry_range
from counterplay.compiler.dnd4e.statblock import (
    ACTIONS,
    SECONDARY_LABELS,
    USAGES,
    StatBlock,
    label_key,
    parse_statblocks,
    run_on_fields,
)
from counterplay.compiler.json_source import json_kind, load_json
from counterplay.compiler.load import Document, JsonPath
from counterplay.diagnostics import Diagnostic, Span, diagnostic, file_order, has_errors
from counterplay.files import MAX_INPUT_BYTES, file_progress, walked
from counterplay.suggest import did_you_mean

if TYPE_CHECKING:
    from counterplay.compiler.dnd4e.translation_table import Table

MAX_BYTES = MAX_INPUT_BYTES

# Foundry's system.actionType -> the authoring action (dnd4eBeta's keys).
FOUNDRY_ACTIONS: dict[str, str] = {
    "standard": "standard action",
    "move": "move action",
    "minor": "minor action",
    "free": "free action",
    "interrupt": "immediate interrupt",
    "reaction": "immediate reaction",
    "opportunity": "opportunity action",
    "none": "no action",
}

# Foundry's system.useType -> the authoring usage; "item" powers print theirs in the
# description ("Power ✦ Daily (Free Action)"), read from there.
FOUNDRY_USAGES: dict[str, str | None] = {
    "atwill": "at-will",
    "encounter": "encounter",
    "daily": "daily",
    "recharge": "recharge",
    "item": None,
}

# Foundry's plain-text fields -> the authoring field they fill (dotted paths in system).
FOUNDRY_TEXT: dict[str, str] = {
    "trigger": "trigger",
    "requirement": "requirement",
    "target": "target",
    "hit.detail": "hit",
    "miss.detail": "miss",
    "effect.detail": "effect",
    "special": "special",
    "sustain.detail": "sustain",
}

# The order of a converted power's keys, as a designer would write them.
POWER_KEYS = (
    "name", "source", "monster", "level", "flavor", "usage", "recharge", "keywords", "action",
    "range", "requirement", "trigger", "target", "attack", "hit", "miss", "effect", "special",
    "sustain", "secondary", "notes",
)  # fmt: skip

# Die faces of a recharge roll ("Recharge ⚄ ⚅" = 5 or 6).
DICE = {"⚀": 1, "⚁": 2, "⚂": 3, "⚃": 4, "⚄": 5, "⚅": 6}

# Characters searched for repeated notes per power, at most (see _drop_repeats).
_REPEAT_SEARCH = 10_000_000

# Item powers without a Trigger line say it in their text: "Use this power when <trigger>.
# <effect>", "You can use this power when ...", "This power triggers when ...".
IMPLICIT_TRIGGER = re.compile(
    r"(?:(?:you\s+can\s+)?use\s+this\s+power|this\s+power\s+triggers)\s+(?:when|if)\s+",
    re.IGNORECASE,
)


def _recharge(text: str) -> int | str:
    """``Recharge ⚄ ⚅`` / ``Recharge 5 6`` / ``Recharge 5+`` -> 5; otherwise the condition."""
    rest = re.sub(r"(?i)^recharges?\s*", "", text).strip()
    rolls = [DICE[c] for c in rest if c in DICE] + [int(c) for c in rest if c in "123456"]
    if not rolls or any(c not in DICE and c not in "123456+-–, " for c in rest):
        return rest  # "when first bloodied": a condition, whatever numbers it holds
    return min(rolls)


def _level(text: str) -> int | None:
    """A printed level ("13"); None for anything else, a long number included ("²" and
    other digits that are no ASCII digits too: ``int`` would refuse them)."""
    return int(text) if re.fullmatch(r"[0-9]{1,4}", text) else None


def _usage(text: str, span: Span) -> tuple[dict[str, Any], list[Diagnostic]]:
    lowered = " ".join(text.lower().split())
    if lowered in USAGES:
        return {"usage": USAGES[lowered]}, []
    if lowered.startswith("recharge") or lowered[:1] in DICE:
        return {"usage": "recharge", "recharge": _recharge(text)}, []
    if re.fullmatch(r"\d+/(encounter|day|round|turn)", lowered):  # "2/Encounter"
        usage = (
            "encounter" if "encounter" in lowered else "daily" if "day" in lowered else "at-will"
        )
        return {"usage": usage, "notes": [f"Usage: {text}"]}, []
    known = ", ".join(sorted(USAGES))
    return {}, [diagnostic("C013", f"unknown usage {text!r}; expected one of {known}", span)]


def _implicit_trigger(power: dict[str, Any]) -> None:
    """An item's "Use this power when X. Y" note (or "You can use this power when",
    "This power triggers when") -> trigger X, effect Y (when it has none)."""
    notes: list[str] = power.get("notes", [])
    for index, note in enumerate(notes):
        lead = IMPLICIT_TRIGGER.match(note)
        if lead is None:
            continue
        body = note[lead.end() :]
        trigger, _, rest = body.partition(". ")
        power["trigger"] = trigger.rstrip(".")
        if rest and "effect" not in power:
            power["effect"] = rest
        del notes[index]
        return


def _from_block(block: StatBlock) -> tuple[dict[str, Any], list[Diagnostic]]:
    power: dict[str, Any] = {"name": block.name.text}
    diagnostics: list[Diagnostic] = []
    if block.source is not None:
        if block.layout == "monster":
            power["monster"] = block.source.text
        else:
            power["source"] = block.source.text
            level = _level(block.source.text.rsplit(maxsplit=1)[-1])
            if level is not None:
                power["level"] = level
    if block.flavor:
        power["flavor"] = " ".join(f.text for f in block.flavor)
    if block.usage is not None:
        usage, found = _usage(block.usage.text, block.usage.span)
        power.update(usage)  # its notes come first: block.notes are added below
        diagnostics.extend(found)
    keywords = list(dict.fromkeys(k.text for k in block.keywords))
    if keywords:
        power["keywords"] = keywords
    if block.action is not None and ACTIONS.get(block.action.text.lower()):
        power["action"] = ACTIONS[block.action.text.lower()]
    if block.range is not None:
        power["range"] = block.range.text
    power.update({key: value.text for key, value in block.sections[0].items()})
    secondary = [_section(section) for section in block.sections[1:]]
    if secondary:
        power["secondary"] = secondary
    if block.notes:
        power["notes"] = power.get("notes", []) + [n.text for n in block.notes]
    if "trigger" not in power:
        _implicit_trigger(power)
    return power, diagnostics


def _section(section: dict[str, Any]) -> dict[str, str]:
    out = {key: value.text for key, value in section.items() if key != "action"}
    action = ACTIONS.get(section["action"].text.lower()) if "action" in section else None
    return {"action": action, **out} if action else out


class _Paragraphs(HTMLParser):
    """HTML -> one line per paragraph (p, div, li, headings, br)."""

    BREAKS = frozenset(("p", "div", "li", "br", "h1", "h2", "h3", "h4", "h5", "h6", "tr"))

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.lines: list[str] = [""]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in self.BREAKS:
            self.lines.append("")

    def handle_endtag(self, tag: str) -> None:
        if tag in self.BREAKS:
            self.lines.append("")

    def handle_data(self, data: str) -> None:
        self.lines[-1] += data


def _text_lines(html: str) -> list[str]:
    reader = _Paragraphs()
    reader.feed(html)
    reader.close()
    return [" ".join(line.split()) for line in reader.lines if line.strip()]


def _system_text(system: dict[str, Any], dotted: str) -> str:
    value: Any = system
    for part in dotted.split("."):
        value = value.get(part) if isinstance(value, dict) else None
    if not isinstance(value, str) or not value.strip():
        return ""
    return " ".join(_text_lines(value)) if "<" in value else " ".join(value.split())


def _foundry_name(name: str, sub_name: str) -> str:
    """``Acrobatics 06-Timely Dodge`` (the compendium's sort prefix) -> ``Timely Dodge``."""
    prefix, dash, rest = name.partition("-")
    words = prefix.rsplit(maxsplit=1)
    if dash and rest and len(words) == 2 and words[1].isdigit() and sub_name.startswith(words[0]):
        return rest.strip()
    return name


_NOT_A_POWER = (
    "expected an item with type 'power' and a 'system' object, or an actor holding such items"
)


_CARD_KEYS = ("reference", "card_id")  # what names an Altered card in its JSON


def _not_a_power(document: Any) -> tuple[str, JsonPath] | None:
    """What keeps a JSON value from being a Foundry power, and the key it is at; None for
    a power (an object with type 'power', a 'system' object and a name)."""
    if not isinstance(document, dict):
        return f"not a Foundry VTT 4E power but {json_kind(document)}; {_NOT_A_POWER}", ()
    kind = document.get("type")
    card = next((k for k in _CARD_KEYS if str(document.get(k)).startswith("ALT_")), None)
    if kind != "power" and card is not None:  # (`convert --from foundry card.json`)
        said = f"this is an Altered card ({document[card]!r}), not a Foundry VTT 4E power"
        return f"{said}: `counterplay convert --from altered` reads it", (card,)
    if kind != "power":
        shown = repr(kind) if isinstance(kind, str) else json_kind(kind)
        return f"not a Foundry VTT 4E power (type {shown}); {_NOT_A_POWER}", ("type",)
    if not isinstance(document.get("system"), dict):
        said = json_kind(document["system"]) if "system" in document else "missing"
        at: JsonPath = ("system",) if "system" in document else ("type",)
        return f"this power's 'system' is {said}; expected an object of its fields", at
    name = document.get("name")
    if not isinstance(name, str) or not name.strip():
        said = "empty" if isinstance(name, str) else json_kind(name)
        at = ("name",) if "name" in document else ("type",)
        return f"this power's 'name' is {said}; expected its name as text", at
    return None


_LABELLED = re.compile(r"(?P<label>[A-Z][A-Za-z ]{1,30}?)\s*:\s*(?P<text>\S.*)")


def _labelled(name: str, lines: list[str]) -> dict[str, Any]:
    """A description that is no whole stat block (a hand-written export's, with no usage
    or action line: Foundry's own fields say those): its labelled lines ("Trigger: ...",
    "Effect: ...") still fill the fields they name, first of each kept."""
    power: dict[str, Any] = {"name": name}
    for line in lines:
        found = _LABELLED.fullmatch(line)
        key = label_key(found["label"]) if found else None
        if found and key is not None and found["label"].lower() not in SECONDARY_LABELS:
            power.setdefault(key, found["text"].strip())
    return power


def _is_text(value: Any) -> bool:
    return isinstance(value, str)


def _is_detail(value: Any) -> bool:
    """``{"detail": "..."}`` (the detail may be left out or null)."""
    return isinstance(value, dict) and (value.get("detail") is None or _is_text(value["detail"]))


# The fields of ``system`` convert reads, each with what it must be to be read (a
# hand-written export says ``"effect": "..."`` for ``"effect": {"detail": "..."}``), and
# the words for it: a field there of another kind is C021, not silently left out.
_SHAPES: dict[str, tuple[Callable[[Any], bool], str]] = {
    "subName": (_is_text, "text"),
    "level": (lambda v: _level(str(v).strip()) is not None, 'a level ("5" or 5)'),
    "keyWords": (
        lambda v: isinstance(v, list) and all(_is_text(k) for k in v),
        'a list of keywords (["Fire", "Primal"])',
    ),
    **{
        path.split(".")[0]: (
            (_is_detail, 'an object with its text in detail ({"detail": "..."})')
            if "." in path
            else (_is_text, "text")
        )
        for path in FOUNDRY_TEXT
    },
}


def _unread_fields(system: dict[str, Any], where: Callable[[JsonPath], Span]) -> list[Diagnostic]:
    """C021 for each field convert reads that holds a value of a kind it cannot read."""
    return [
        diagnostic(
            "C021",
            f"system.{key} is {json_kind(system[key])}; expected {expected}: not converted",
            where(("system", key)),
        )
        for key, (fits, expected) in _SHAPES.items()
        if system.get(key) not in (None, "") and not fits(system[key])
    ]


def _foundry_power(
    document: Any, where: Callable[[JsonPath], Span]
) -> tuple[dict[str, Any] | None, list[Diagnostic]]:
    """One Foundry power document as an authoring power; ``where`` gives the span of a key
    of the document by its path in it (``("system", "useType")``)."""
    wrong = _not_a_power(document)
    if wrong is not None:
        return None, [diagnostic("C012", wrong[0], where(wrong[1]))]
    system: dict[str, Any] = document["system"]
    sub_name = system.get("subName") if isinstance(system.get("subName"), str) else ""
    name = _foundry_name(document["name"], sub_name or "")
    description = system.get("description")
    html = description.get("value", "") if isinstance(description, dict) else ""
    lines = _text_lines(html) if isinstance(html, str) else []
    # The description, read as a stat block under the power's name, fills the gaps. Its
    # own diagnostics point into text that is not in the file, so only its values count.
    blocks, _ = parse_statblocks("\n".join([name, *lines]), where(()).file)
    power, diagnostics = _from_block(blocks[0]) if blocks else (_labelled(name, lines), [])
    power["name"] = name
    if sub_name:
        power["source"] = sub_name
        power.pop("monster", None)
    level = _level(str(system.get("level", "")).strip())
    if level is not None:
        power["level"] = level
    diagnostics.extend(_foundry_use(system, power, where))
    diagnostics.extend(_unread_fields(system, where))
    for key, line in (("range", foundry_range(system)), ("attack", foundry_attack(system))):
        if line and not power.get(key):  # (what the description prints stands)
            power[key] = line
    keywords = system.get("keyWords")
    if isinstance(keywords, list) and keywords:
        words = (k.strip() for k in keywords if isinstance(k, str))
        power["keywords"] = list(dict.fromkeys(w for w in words if w))
    run_on: list[tuple[str, str]] = []
    for path, key in FOUNDRY_TEXT.items():
        own, *more = run_on_fields(_system_text(system, path)) or [(None, "", 0)]
        if own[1]:
            power[key] = own[1]
        run_on.extend((label, text) for label, text, _ in more if label is not None)
        diagnostics.extend(
            diagnostic("C009", f"'{text}' in the {key} field has no text after it; is the"
                       " field cut short?", where(("system", *path.split("."))))
            for label, text, _ in more
            if label is not None and not text.partition(":")[2].strip()
        )  # fmt: skip
    _run_on_fields(power, run_on)
    _drop_repeats(power)
    return power, diagnostics


def _run_on_fields(power: dict[str, Any], run_on: list[tuple[str, str]]) -> None:
    """Labels Foundry ran on inside another field ("... or fewer. Effect : The triggering
    attacker ..."): each fills its own field when the power has none, else it is kept as
    a note unless the field already says it; a secondary attack's label is a note."""
    for label, text in run_on:
        key = label_key(label)
        body = text.partition(":")[2].strip()
        if not body:
            continue  # "Effect :" and nothing after: C009
        if key is not None and key not in power and label.lower() not in SECONDARY_LABELS:
            power[key] = body
        elif key is None or power.get(key) != body:
            power.setdefault("notes", []).append(text)


def _foundry_use(
    system: dict[str, Any], power: dict[str, Any], where: Callable[[JsonPath], Span]
) -> list[Diagnostic]:
    """How often and with what action a Foundry power is used (``useType``,
    ``rechargeRoll``, ``actionType``), into ``power``; what its description said stands
    when Foundry's fields say nothing known."""
    diagnostics: list[Diagnostic] = []
    use = str(system.get("useType", "")).lower()
    if FOUNDRY_USAGES.get(use):
        power["usage"] = FOUNDRY_USAGES[use]
    elif use == "item" and "usage" not in power:
        power["usage"] = "item"
    elif use not in FOUNDRY_USAGES:
        diagnostics.append(
            diagnostic(
                "C013",
                f"unknown useType {system.get('useType', '')!r}; expected one of "
                f"{', '.join(FOUNDRY_USAGES)}" + _foundry_word(use, FOUNDRY_USAGES),
                where(("system", "useType")),
            )
        )
    if use == "recharge" and system.get("rechargeRoll"):
        power["recharge"] = _recharge(str(system["rechargeRoll"]))
    action = str(system.get("actionType", "")).lower()
    if action in FOUNDRY_ACTIONS:
        power["action"] = FOUNDRY_ACTIONS[action]
    elif "action" not in power:
        hint = _foundry_word(action, FOUNDRY_ACTIONS)
        diagnostics.append(
            diagnostic(
                "C003",
                f"unknown actionType {system.get('actionType', '')!r} and no action in the "
                f"description; expected one of {', '.join(FOUNDRY_ACTIONS)}{hint}",
                where(("system", "actionType")),
            )
        )
    return diagnostics


def _foundry_word(said: str, table: dict[str, str | None] | dict[str, str]) -> str:
    """The hint for a useType or actionType Foundry does not write: the key Foundry writes
    for it when it is the printed name ("Immediate Interrupt": Foundry's `interrupt`),
    else the closest key."""
    printed = " ".join(said.replace("_", " ").split())
    for key, name in table.items():
        if name is not None and printed in (name, name.removesuffix(" action")):
            return f"; Foundry writes {name!r} as {key!r}"
    return did_you_mean(said, list(table), 0.8)


def _drop_repeats(power: dict[str, Any]) -> None:
    """Foundry repeats description lines in its fields (``special`` holds the "Level 13:"
    lines; a secondary attack's document has its Hit as ``hit.detail``): keep each once."""
    special, notes = power.get("special", ""), power.get("notes", [])
    # Each note is looked for in the special text: a cost of notes x its length, so past
    # a bound (no printed power comes near it) the notes are all kept, never searched.
    if len(notes) * len(special) > _REPEAT_SEARCH:
        special = ""
    power["notes"] = [
        note
        for note in notes
        if note not in special and not ("trigger" in power and IMPLICIT_TRIGGER.match(note))
    ]
    sections = [
        {k: v for k, v in section.items() if power.get(k) != v}
        for section in power.get("secondary", [])
    ]
    power["secondary"] = [s for s in sections if set(s) - {"action", "range"}]


def _read(path: Path, file: str) -> tuple[str | None, list[Diagnostic]]:
    from counterplay.compiler.load import decode, read_source

    raw, problems = read_source(path, MAX_BYTES)
    if raw is None:
        return None, problems
    text, bad = decode(file, raw)
    return text, [bad] if bad else []


# Powers read from one file, each with the span it starts at and those of its fields where
# they are known (a stat block's labelled lines); and the diagnostics.
Read = tuple[list[tuple[dict[str, Any], Span, dict[str, Span]]], list[Diagnostic]]


def _foundry_file(text: str, file: str) -> Read:
    document, problems = load_json(text, file)
    if document is None:
        return [], problems
    powers: list[tuple[dict[str, Any], Span, dict[str, Span]]] = []
    diagnostics: list[Diagnostic] = []
    for path, power_document, monster in _documents(document.data):

        def where(key: JsonPath, path: JsonPath = path) -> Span:
            assert document is not None
            return document.span((*path, *key))

        power, found = _foundry_power(power_document, where)
        diagnostics.extend(found)
        if power is not None:
            if monster:  # a monster's triggers name it for itself
                power["monster"] = monster
            powers.append((power, where(()), {}))
    if not powers and not diagnostics:  # an empty list, an actor with only weapons and gear
        diagnostics.append(
            diagnostic("C005", "no Foundry VTT 4E power found in this file", Span(file, 1, 1))
        )
    return powers, diagnostics


def _documents(data: Any) -> Iterator[tuple[JsonPath, Any, str | None]]:
    """The power documents in a Foundry JSON value (an item, a list of them, or an actor
    whose embedded items include powers), each with its path in the value and its
    monster's name for an NPC."""
    listed = isinstance(data, list)
    for index, document in enumerate(data if listed else [data]):
        path: JsonPath = (index,) if listed else ()
        items = document.get("items") if isinstance(document, dict) else None
        if not isinstance(items, list) or document.get("type") == "power":
            yield path, document, None
            continue
        npc = str(document.get("type", "")).lower() == "npc"
        monster = document.get("name") if npc and isinstance(document.get("name"), str) else None
        for number, item in enumerate(items):  # an actor's weapons, feats and gear: skipped
            if isinstance(item, dict) and item.get("type") == "power":
                yield (*path, "items", number), item, monster


def _text_file(text: str, file: str, progress: Callable[[float], None]) -> Read:
    blocks, diagnostics = parse_statblocks(text, file, lambda done, total: progress(done / total))
    powers: list[tuple[dict[str, Any], Span, dict[str, Span]]] = []
    for block in blocks:
        power, found = _from_block(block)
        diagnostics.extend(found)
        powers.append((power, block.span, _field_spans(block)))
    diagnostics.sort(key=file_order)  # the whole text's notes (line endings) where they are
    return powers, diagnostics


def _field_spans(block: StatBlock) -> dict[str, Span]:
    """Where a stat block prints each of the power's fields (its own, not a secondary
    attack's): what is said of a field after converting (`--translate`'s T002 at the
    Trigger line) points there, not at the block's first line."""
    printed = {"name": block.name, "usage": block.usage, "action": block.action}
    printed.update({"range": block.range, **block.sections[0]})
    return {key: value.span for key, value in printed.items() if value is not None}


def input_files(paths: Iterable[str | Path], source_format: str | None) -> list[tuple[Path, str]]:
    """Each input file with its format; a directory gives its files (recursively, sorted)."""
    out: list[tuple[Path, str]] = []
    for given in paths:
        path = Path(given)
        if path.is_dir():
            suffixes = {"foundry": (".json",), "text": (".txt",)}.get(
                source_format or "", (".json", ".txt")
            )
            files = walked(path, suffixes)
        else:
            files = [path]
        for file in files:
            fmt = source_format or ("foundry" if file.suffix.lower() == ".json" else "text")
            out.append((file, fmt))
    return out


def _ordered(power: dict[str, Any]) -> dict[str, Any]:
    return {key: power[key] for key in POWER_KEYS if key in power and power[key] not in ("", [])}


# A YAML file named to convert is, as often as not, an authoring file already: reading it
# as stat blocks would only say its lines are no stat block.
_YAML_GIVEN = (
    "this is YAML, not stat blocks: convert reads stat-block text and Foundry JSON; an "
    "authoring file is compiled (`counterplay compile`) or translated (`counterplay "
    "translate`) as it is (`--from text` reads it as stat blocks)"
)


def _yaml_given(path: Path) -> str:
    """C005's words for a YAML file named to convert: what to do with it, by its kind (a
    scenario is run, not compiled)."""
    from counterplay.compiler.kinds import kind_of, with_article
    from counterplay.compiler.validate import USE

    kind = kind_of(path)
    if kind is None or kind == "authoring":
        return _YAML_GIVEN
    return (
        f"this is {with_article(kind)} file, not stat blocks (convert reads stat-block "
        f"text and Foundry JSON; `--from text` reads it as stat blocks): {USE[kind]}"
    )


def convert(
    paths: Sequence[str | Path],
    *,
    source_format: str | None = None,
    progress: Callable[[float, int], None] | None = None,
    table: Table | None = None,
    strict: bool = False,
) -> tuple[Document, list[Diagnostic]]:
    """Convert stat-block text files and Foundry VTT JSON files into one authoring document.

    Args:
        paths: files or directories (a directory's ``.txt`` and ``.json`` files are read).
        source_format: ``"text"`` or ``"foundry"``; None detects it per file (``.json`` is
            Foundry, anything else text).
        progress: called as ``progress(done, total)`` with ``done`` counted in input files
            (fractional within a long text file).
        table: a translation table: each power also gets its Reaction keyword set, as
            ``counterplay translate`` would give it (``convert --translate``).
        strict: with ``table``, undecided translations are errors.

    Returns:
        The authoring document (``data``; its ``powers`` may be empty) and the diagnostics.
        Powers with errors are left out; the rest are converted. The document's span of
        ``("powers", i)`` is where power ``i`` starts in its input file, so that what is
        said about a converted power points into the file it came from.
    """
    from counterplay.compiler.validate import validate

    inputs = input_files(paths, source_format)
    powers: list[dict[str, Any]] = []
    spans: dict[JsonPath, Span] = {}
    diagnostics: list[Diagnostic] = []
    for index, (path, fmt) in enumerate(inputs):
        file = str(path)
        step = file_progress(progress, index, len(inputs))
        if source_format is None and path.suffix.lower() in (".yaml", ".yml") and path.exists():
            diagnostics.append(diagnostic("C005", _yaml_given(path), Span(file, 1, 1)))
            step(1.0)
            continue
        text, found = _read(path, file)
        diagnostics.extend(found)
        if text is not None:
            read = _foundry_file(text, file) if fmt == "foundry" else _text_file(text, file, step)
            for power, span, fields in read[0]:
                if "usage" in power and "action" in power:  # else its error is reported
                    spans[("powers", len(powers))] = span
                    spans.update({("powers", len(powers), k): f for k, f in fields.items()})
                    powers.append(_ordered(power))
            diagnostics.extend(read[1])
        step(1.0)
    if not inputs:
        diagnostics.append(diagnostic("C005", "no input files found"))
    # (with its Reaction keywords, a file for the Reaction system: `dnd4e` never reads them)
    ruleset = "dnd4e" if table is None else "dnd4e-reactions"
    data: dict[str, Any] = {"counterplay": 1, "ruleset": ruleset, "powers": powers}
    document = Document("<converted>", "", data, spans)
    if table is not None and powers:
        document, found = _translated(document, table, strict)
        diagnostics.extend(found)
    diagnostics.extend(validate(document.data, "authoring", document))
    return document, diagnostics


def _translated(
    document: Document, table: Table, strict: bool
) -> tuple[Document, list[Diagnostic]]:
    """Each power with its Reaction keyword set (``--translate``), and what translating
    said; a power whose translation is an error (``--strict``) is left out, as any power
    with an error is, the others keeping their spans."""
    from counterplay.compiler.dnd4e.rewrite import translate_document

    translations, found = translate_document(document, table, strict=strict)
    failed = {t.index for t in translations if has_errors(t.diagnostics)}
    if not failed:
        return document, found
    kept = [i for i in range(len(document.data["powers"])) if i not in failed]
    powers = [document.data["powers"][i] for i in kept]
    renumbered = {old: new for new, old in enumerate(kept)}
    spans: dict[JsonPath, Span] = {
        ("powers", renumbered[path[1]], *path[2:]): span
        for path, span in document.spans.items()
        if len(path) > 1 and path[1] in renumbered
    }
    return Document(document.path, "", {**document.data, "powers": powers}, spans), found
