"""Stage ``validate``: check data against a shipped JSON Schema and map errors to YAML spans.

Validators are built once per process (building one costs ~30x a validation). Each error
becomes a diagnostic at the line and column of the offending value (or, for an unknown
field, of its key, with a did-you-mean suggestion); the schema path goes in ``detail``,
shown with ``-v``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

from counterplay.compiler.load import Document, JsonPath
from counterplay.compiler.schemas import schema
from counterplay.diagnostics import Diagnostic, Fix, Span, diagnostic, file_order
from counterplay.suggest import closest, did_you_mean


@cache
def _validator(name: str) -> Any:
    from jsonschema import Draft202012Validator

    return Draft202012Validator(_inlined(name))


@cache
def _inlined(name: str) -> Any:
    return _inline(schema(name), schema(name).get("$defs", {}))


@cache
def _acceptor(name: str) -> Callable[[Any], bool] | None:
    """A quick yes for data the schema surely accepts (``compiler.accepts``); jsonschema
    then finds the errors of the rest."""
    from counterplay.compiler.accepts import acceptor

    return acceptor(_inlined(name))


def _inline(node: Any, defs: dict[str, Any]) -> Any:
    """The schema with its local ``#/$defs/...`` references copied in place.

    Resolving a ``$ref`` through jsonschema's registry on every value is most of the cost
    of validating the IR; our schemas have no recursive definitions, so inlining is finite.
    """
    if isinstance(node, dict):
        out = {k: _inline(v, defs) for k, v in node.items() if k not in ("$defs", "$ref")}
        ref = node.get("$ref")
        if not isinstance(ref, str):
            return out
        target = _inline(defs[ref.removeprefix("#/$defs/")], defs)
        if out.keys() & target.keys():  # both constrain the same keyword: keep both
            return {**out, "allOf": [target]}
        return {**out, **target}
    if isinstance(node, list):
        return [_inline(v, defs) for v in node]
    return node


def _fix(
    document: Document | None, path: JsonPath, word: str, choices: list[str], *, key: bool
) -> Fix | None:
    """The safe fix of a misspelled key or value: the only close choice (``lint --fix``)."""
    close = closest(word, choices, cutoff=0.8)  # a fix only for a near miss
    if document is None or len(close) != 1:
        return None
    from counterplay.compiler.edits import replace_scalar

    return replace_scalar(document, path, close[0], key=key)


def _known_keys(subschema: dict[str, Any]) -> list[str]:
    return sorted(subschema.get("properties", {}))


def _deepest(error: Any) -> list[Any]:
    """For oneOf/anyOf, the sub-error that explains most (jsonschema's best_match), from an
    alternative of the value's own type: a zone written as a mapping is told what is wrong
    inside it, not that it is not null. With it come the other field errors of the same
    mapping in the same alternative: a missing 'message' beside an unknown 'mesage'."""
    from jsonschema.exceptions import best_match

    fellows: list[Any] = []
    while error.context:
        fitting = [e for e in error.context if e.validator != "type" or e.relative_path]
        if not fitting:  # no alternative is of the value's type: say every type allowed
            return [_any_type(error.context)]
        best = best_match(fitting)
        fellows = [e for e in fitting if e is not best and _fellows(e, best)]
        error = best
    return [error, *fellows]


_FIELD_ERRORS = frozenset({"required", "additionalProperties", "unevaluatedProperties"})


def _fellows(one: Any, other: Any) -> bool:
    """Two errors about the fields of one mapping, in one alternative of a ``oneOf``."""
    return (
        {one.validator, other.validator} <= _FIELD_ERRORS
        and one.absolute_path == other.absolute_path
        and list(one.relative_schema_path)[:-1] == list(other.relative_schema_path)[:-1]
    )


def _any_type(errors: Any) -> Any:
    """One type error for alternatives that are each a type (``oneOf`` null or an object):
    the first, asking for any of their types."""
    import copy

    first = copy.copy(errors[0])
    wanted: list[str] = []
    for error in errors:
        value = error.validator_value
        wanted.extend(v for v in (value if isinstance(value, list) else [value]) if v not in wanted)
    first.validator_value = wanted
    return first


def _span(document: Document | None, path: JsonPath, file: str, *, key: bool = False) -> Span:
    if document is None:
        return Span(file, 1, 1)
    return document.span(path, key=key)


@dataclass(frozen=True)
class _Found:
    """One schema error and where it is: what each reader below needs to tell it."""

    error: Any
    path: JsonPath
    where: str
    detail: str
    document: Document | None
    file: str
    key: bool = False  # the error is about a mapping key (``propertyNames``), at ``path``

    def at(self, path: JsonPath | None = None, *, key: bool = False) -> Span:
        return _span(
            self.document, self.path if path is None else path, self.file, key=key or self.key
        )


def _meant(extra: object, known: list[str]) -> str | None:
    """The known field an unknown one is closest to (what its S002 suggests), if any."""
    close = closest(str(extra), known, n=1)
    return close[0] if close else None


def _lacking(error: Any) -> set[str]:
    """The required fields the mapping of a field error does not have."""
    mapping = error.instance if isinstance(error.instance, dict) else {}
    return set(error.schema.get("required", ())) - set(mapping)


# Top-level fields of another kind of file, with what the file that has one means to do.
_OTHER_KINDS = {
    "include": "only a scenario includes files: name this one in a scenario's `include:`",
}


def _unknown_fields(found: _Found) -> list[Diagnostic]:
    known = _known_keys(found.error.schema)
    lacking = _lacking(found.error)
    top = not found.path
    return [
        diagnostic(
            "S002",
            f"unknown field {extra!r} in {found.where}{did_you_mean(extra, known)}"
            + (" (a field it must have)" if _meant(extra, known) in lacking else "")
            + (f" ({_OTHER_KINDS[extra]})" if top and extra in _OTHER_KINDS else ""),
            found.at((*found.path, extra), key=True),
            detail=found.detail,
            fix=_fix(found.document, (*found.path, extra), str(extra), known, key=True),
        )
        for extra in found.error.instance
        if extra not in known
    ]


def _missing_field(found: _Found) -> list[Diagnostic]:
    message = found.error.message
    missing = message.split("'")[1] if "'" in message else message
    known = _known_keys(found.error.schema)
    if any(k not in known and _meant(k, known) == missing for k in found.error.instance):
        return []  # (`nam:` for `name:`: its S002 says so, and its fix gives it)
    return [
        diagnostic(
            "S003",
            f"missing required field {missing!r} in {found.where}",
            found.at(),
            detail=found.detail,
        )
    ]


_SHOWN = 12  # the allowed values an S004 lists


def _not_allowed(found: _Found) -> list[Diagnostic]:
    error = found.error
    allowed = error.validator_value if error.validator == "enum" else [error.validator_value]
    shown = ", ".join(repr(a) for a in allowed[:_SHOWN])
    if len(allowed) > _SHOWN:  # (the list is not all there is)
        shown += f" or {len(allowed) - _SHOWN} more"
    words = [a for a in allowed if isinstance(a, str)]
    text = isinstance(error.instance, str)
    hint = did_you_mean(error.instance, words) if text else ""
    if text and not hint:  # `lang: english`, `usage: at-will (special)`: a value it begins with
        begun = [w for w in words if len(w) > 1 and error.instance.lower().startswith(w)]
        hint = f"; did you mean {max(begun, key=len)!r}?" if begun else ""
    if text and error.instance in (str(a) for a in allowed if not isinstance(a, str)):
        hint = " (a number: write it without quotes)"  # counterplay: "1"
    what = repr(error.instance) if text else _value(error.instance)
    if isinstance(error.instance, list):
        hint = " (one value, not a list)"
    fix = _fix(found.document, found.path, error.instance, words, key=found.key) if text else None
    return [
        diagnostic(
            "S004",
            f"{what} is not allowed {'as a key of' if found.key else 'for'} {found.where}; "
            f"expected one of {shown}{hint}",
            found.at(),
            detail=found.detail,
            fix=fix,
        )
    ]


def _repeated(found: _Found) -> list[Diagnostic]:
    """A value a list takes once written twice (`reaction: [reaction, free, reaction]`):
    said at its second entry."""
    entries = found.error.instance
    again = next(i for i, entry in enumerate(entries) if entry in entries[:i])
    what = repr(entries[again]) if isinstance(entries[again], str) else _value(entries[again])
    return [
        diagnostic(
            "S001",
            f"{found.where}: {what} is written twice; the list takes each value once",
            found.at((*found.path, again)),
            detail=found.detail,
        )
    ]


def _schema_error(found: _Found) -> list[Diagnostic]:
    return [
        diagnostic("S001", f"{found.where}: {found.error.message}", found.at(), detail=found.detail)
    ]


# The kinds of YAML value a schema asks for, as a designer writes them.
_KINDS = {
    "string": "text",
    "integer": "a whole number",
    "number": "a number",
    "boolean": "true or false",
    "array": "a list",
    "object": "a mapping of fields",
    "null": "nothing",
}


def _value(instance: Any) -> str:
    """A value as the file wrote it, or its kind when it is a list or a mapping."""
    if isinstance(instance, bool):
        return str(instance).lower()
    if isinstance(instance, str):
        return f"the text {instance!r}"
    if isinstance(instance, list):
        return "a list"
    if isinstance(instance, dict):
        return "a mapping"
    return "nothing" if instance is None else str(instance)


def _entries(count: int) -> str:
    return f"{count} entr{'y' if count == 1 else 'ies'}"


def _wrong_type(error: Any) -> str:
    value = error.validator_value
    wanted: list[str] = value if isinstance(value, list) else [value]
    # A field that may be left empty (null) is not worth saying so.
    kinds = [_KINDS.get(w, w) for w in wanted if w != "null"] or ["nothing"]
    hint = ""
    if "array" in wanted and isinstance(error.instance, str):
        hint = _text_for_list(error.instance)
    elif "array" in wanted and isinstance(error.instance, dict) and error.instance:
        first = next(iter(error.instance))
        hint = f" (a list of one is written [{{{first}: ...}}], or with '- ' before '{first}:')"
    elif "object" in wanted and isinstance(error.instance, list):
        hint = _mapping_hint(error.schema)
    elif "array" in wanted and error.instance is None:
        hint = _list_hint(error.schema, error.path[-1] if error.path else None)
    return f"expected {' or '.join(kinds)}, not {_value(error.instance)}{hint}"


# A text that names several words of a list, comma-separated ("arcane, illusion").
_WORDS_WITH_COMMAS = re.compile(r"[\w'-]+(?: [\w'-]+)?(?:, *[\w'-]+(?: [\w'-]+)?)+")


def _text_for_list(text: str) -> str:
    """How the list a text stands for is written: of its comma-separated words when it is
    a run of them (`keywords: arcane, illusion` is two keywords), else of one."""
    if _WORDS_WITH_COMMAS.fullmatch(text.strip()):
        items = [item.strip() for item in text.split(",")]
        return f" (a list of {len(items)} is written [{', '.join(items)}])"
    return f" (a list of one is written [{text}])"


def _list_hint(node: Any, field: Any) -> str:
    """What a list left empty (`choices:` and nothing after it) holds: what the schema says
    of it (its first sentence, before any `:`), how an entry is written (its required
    fields), and that a field with no entries is left out."""
    node = node if isinstance(node, dict) else {}
    said = str(node.get("description", "")).split(". ")[0].split(": ")[0].rstrip(".")
    items = node.get("items") if isinstance(node.get("items"), dict) else {}
    required = [str(r) for r in items.get("required", [])]
    entry = "{" + ", ".join(f"{r}: ..." for r in required) + "}" if required else "..."
    leave = f"`{field}:`" if isinstance(field, str) else "the field"
    parts = [said, f"each entry `- {entry}`", f"for none, leave {leave} out"]
    return f" ({'; '.join(p for p in parts if p)})"


def _mapping_hint(node: Any) -> str:
    """How a mapping written as a list (`- day: 1` lines) is written instead: its fields,
    or, for a mapping of names (no fields of its own), what the schema says it holds."""
    node = node if isinstance(node, dict) else {}
    if "properties" in node or not isinstance(node.get("additionalProperties"), dict):
        return " (its fields are written `field: value`, without `-`)"
    said = str(node.get("description", "")).split(". ")[0].rstrip(".")
    return f" (one entry a name, `NAME: value`, without `-`{': ' + said if said else ''})"


# What each text pattern of the schemas asks for, in words (instead of the expression).
_PATTERNS = {
    "^R\\d{3}-\\d{2}$": "a rule number such as R004-11",
    "^R[0-9]{3}-[0-9]{2}$": "a rule number such as R004-11",
    "^[a-z0-9][a-z0-9-]*$": "a name of lower-case letters, digits and hyphens (my-house-rules)",
    "^[a-z_]+$": "a name of lower-case letters and underscores",
    "^[a-z0-9_]+$": "a name of lower-case letters, digits and underscores",
    "^[a-z_]+(\\.[a-z_]+)*$": "lower-case names joined by dots (turn_start.adjacent_to_enemy)",
    "^[a-z ]+$": "lower-case words",
    "^[^A-Z]+$": "written in lower case",
    "^T[0-9]{3}$": "a translation warning code such as T003",
}


def _unmatched(error: Any) -> str:
    words = _PATTERNS.get(error.validator_value)
    if words is None and "d\\d" in str(error.validator_value):
        words = "a number or dice (2d6+3)"
    return f"{_value(error.instance)} is not {words or 'written as ' + error.validator_value}"


# How a schema keyword's error is said, in place of jsonschema's Python-worded message.
_SAID: dict[str, Callable[[Any], str]] = {
    "pattern": _unmatched,
    "type": _wrong_type,
    "minimum": lambda e: f"must be at least {e.validator_value}, not {_value(e.instance)}",
    "maximum": lambda e: f"must be at most {e.validator_value}, not {_value(e.instance)}",
    "exclusiveMinimum": lambda e: f"must be more than {e.validator_value}, not {e.instance}",
    "minItems": lambda e: (
        f"needs at least {_entries(e.validator_value)}, has {len(e.instance)}"
        + _nested_hint(e.instance)
    ),
    "maxItems": lambda e: f"takes at most {_entries(e.validator_value)}, has {len(e.instance)}",
    "minLength": lambda e: (
        "must not be empty"
        if e.validator_value == 1
        else f"needs at least {e.validator_value} characters"
    ),
}


def _nested_hint(instance: Any) -> str:
    """For a list whose one entry is the list meant (`shift: [[1, 2]]`, a path where one
    square is asked): the entry as it is written alone."""
    if len(instance) == 1 and isinstance(instance[0], list):
        inner = "[" + ", ".join(str(v) for v in instance[0]) + "]"
        return f": its one entry is a list; write {inner}, without the outer brackets"
    return ""


def _nested_list(error: Any) -> bool:
    return error.validator == "minItems" and bool(_nested_hint(error.instance))


def _said(found: _Found) -> list[Diagnostic]:
    message = _SAID[found.error.validator](found.error)
    return [diagnostic("S001", f"{found.where}: {message}", found.at(), detail=found.detail)]


# How each JSON Schema keyword's error is told; any other keyword is S001 with its message.
_TOLD_BY: dict[str, Callable[[_Found], list[Diagnostic]]] = {
    "additionalProperties": _unknown_fields,
    "unevaluatedProperties": _unknown_fields,
    "required": _missing_field,
    "enum": _not_allowed,
    "const": _not_allowed,
    "uniqueItems": _repeated,
    **dict.fromkeys(_SAID, _said),
}


# The lists whose entries have no name but are said by a field of theirs: a script's turns,
# by whose turn each is (a player or combatant has several: its place is said too).
_SAID_BY = {"script": ("turn", "the turn of")}


def _where(instance: Any, path: list[Any]) -> str:
    """Where an error is, as a designer finds it: from the last entry of a list that has a
    name, by its name ("power 'Stubborn Oak' level" for ``powers/1/level``), or of a list
    of :data:`_SAID_BY` by that field ("the turn of 'Red' (script/0/shooting/0)"); an entry
    of a list with neither by its place ("the first Reaction keyword of power 'Quick'",
    "the answer of the second choice"), else the path."""
    named, node = None, instance
    for index, step in enumerate(path):
        try:
            node = node[step]
        except (KeyError, IndexError, TypeError):
            break
        if isinstance(step, int) and index:
            named = _entry_named(node, path, index) or named
    if named is None:
        if not any(isinstance(step, int) for step in path):
            return "/".join(str(p) for p in path) or "the top level"
        return " of ".join(reversed(_phrases(path)))
    index, said = named
    above, rest = path[: index - 1], path[index + 1 :]
    if str(path[index - 1]) in _SAID_BY and rest:  # said by a field: the rest in its path
        said, rest = f"{said[:-1]}/{'/'.join(map(str, rest))})", []
    if not any(isinstance(step, int) for step in (*above, *rest)):
        return " ".join(p for p in ("/".join(map(str, above)), said, "/".join(map(str, rest))) if p)
    return " of ".join(reversed([*_phrases(above), said, *_phrases(rest)]))


# How an entry of a list is called when it has no name to be said by (the singular of the
# list's own name, else "entry of LIST").
_ENTRY_OF = {
    "reaction": "Reaction keyword",
    "keywords": "keyword",
    "abilities": "ability",
    "do": "action",
    "choices": "choice",
    "reactions": "reaction",
    "warn": "warning",
    "statuses": "status",
}
_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth")


def _ordinal(index: int) -> str:
    """``index`` (from 0) as a place in a list: "first", ..., "9th"."""
    return _ORDINALS[index] if index < len(_ORDINALS) else f"{index + 1}th"


def _phrases(path: list[Any]) -> list[str]:
    """``path`` in words, outermost first: a list's entry by its place ("the first choice";
    "the first entry of turns/Alice" where the list's name is no noun), fields in a row by
    their path ("options/endurance")."""
    said: list[str] = []
    keys: list[str] = []  # the fields in a row since the last entry
    for step in path:
        if isinstance(step, int) and keys:
            noun = _ENTRY_OF.get(keys[-1]) or (keys[-1].removesuffix("s") * keys[-1].endswith("s"))
            if not noun:
                noun, keys = f"entry of {'/'.join(keys)}", []
            said.extend(["/".join(keys[:-1])] if keys[:-1] else [])
            said.append(f"the {_ordinal(step)} {noun}")
            keys = []
        elif isinstance(step, int):  # (an entry of a list in a list, or of the top)
            said.append(f"the {_ordinal(step)} entry")
        else:
            keys.append(str(step))
    return [*said, "/".join(keys)] if keys else said


def _entry_named(node: Any, path: list[Any], index: int) -> tuple[int, str] | None:
    """How the list entry ``node`` (at ``path[index]``) is said: by its name ("power
    'Stubborn Oak'"), by the field :data:`_SAID_BY` gives its list, or None."""
    if not isinstance(node, dict):
        return None
    list_of = str(path[index - 1])
    name = node.get("name")
    if isinstance(name, str) and name.strip():
        noun = "ability" if list_of == "abilities" else list_of.removesuffix("s")
        return index, f"{noun} {name.strip()!r}"
    field, words = _SAID_BY.get(list_of, (None, ""))
    said = node.get(field) if field else None
    if isinstance(said, str) and said.strip():
        return index, f"{words} {said.strip()!r} ({list_of}/{path[index]})"
    return None


def validate(
    instance: Any,
    schema_name: str,
    document: Document | None = None,
    *,
    file: str = "<data>",
    prefix: JsonPath = (),
) -> list[Diagnostic]:
    """Validate ``instance`` against the shipped schema ``schema_name``.

    Args:
        instance: JSON-compatible data.
        schema_name: a key of ``counterplay.compiler.schemas.SCHEMAS``.
        document: the YAML document the data came from, for positions.
        file: the file name used when there is no document.
        prefix: where ``instance`` sits inside ``document`` (for validating a part of it).

    Returns:
        One diagnostic per problem, in document order.
    """
    accepts = _acceptor(schema_name)
    if accepts is not None and accepts(instance):
        return []
    found = _told(_validator(schema_name), instance, document, file, prefix)
    if found and not prefix:
        from counterplay.compiler.convertible import convertible

        if what := convertible(instance):  # (a Foundry export, stat blocks read as text)
            return [_to_convert(what, schema_name, _span(document, (), file))]
    if found and not prefix and isinstance(instance, dict):
        wrong = _wrong_kind(instance, schema_name, _span(document, (), file))
        if wrong is not None:
            return [wrong]
    return found


def validate_part(
    instance: Any, schema: dict[str, Any], document: Document, prefix: JsonPath
) -> list[Diagnostic]:
    """Validate ``instance``, the part of ``document`` at ``prefix``, against ``schema``, a
    schema of its own (a world's op fields), said as :func:`validate` says a shipped one's."""
    from jsonschema import Draft202012Validator

    return _told(Draft202012Validator(schema), instance, document, document.path, prefix)


def _told(
    validator: Any, instance: Any, document: Document | None, file: str, prefix: JsonPath
) -> list[Diagnostic]:
    """Each error ``validator`` finds in ``instance``, told in a designer's words."""
    found: list[Diagnostic] = []
    placed: set[JsonPath] = set()  # list entries said to belong to another list
    errors = [e for top in validator.iter_errors(instance) for e in _deepest(top)]
    # a list written inside a list (`[[1, 2]]`) is one mistake, said at the outer list
    nested = [tuple(e.absolute_path) for e in errors if _nested_list(e)]
    for error in errors:
        inside = list(error.absolute_path)
        if any(tuple(inside[: len(n)]) == n and len(inside) > len(n) for n in nested):
            continue
        # a part's own fields are said from the part; the part itself by where it sits
        where = _where(instance, inside) if inside or not prefix else "/".join(map(str, prefix))
        detail = f"schema path: #/{'/'.join(str(p) for p in error.absolute_schema_path)}"
        path: JsonPath = (*prefix, *error.absolute_path)
        # a key a mapping may not have (``propertyNames``) is told at the key, not the mapping
        key = "propertyNames" in error.absolute_schema_path and isinstance(error.instance, str)
        if key:
            path = (*path, error.instance)
        tell = _TOLD_BY.get(error.validator, _schema_error)
        moved = _belongs_elsewhere(validator, error, where)
        if moved is not None:  # one diagnostic for the entry, not one per field
            if path not in placed:
                placed.add(path)
                found.append(diagnostic("S002", moved, _span(document, path, file)))
            continue
        found.extend(tell(_Found(error, path, where, detail, document, file, key)))
    found.sort(key=file_order)
    return found


def _belongs_elsewhere(validator: Any, error: Any, where: str) -> str | None:
    """What to say of a list entry with fields its list does not take that is, whole, an
    entry of another list of the same mapping (a `shoot` step written under `movement:`
    in a battle's turn): one S002 saying where it belongs, or None."""
    path, schema_path = list(error.absolute_path), list(error.absolute_schema_path)
    if error.validator not in _FIELD_ERRORS or len(path) < 2 or not isinstance(path[-1], int):
        return None
    tail = ["properties", path[-2], "items", error.validator]
    if schema_path[-4:] != tail:
        return None
    parent = validator.schema
    for step in schema_path[:-4]:
        parent = parent[step] if isinstance(parent, (dict, list)) else None
    entry = error.instance  # (the entry itself, for a field it lacks or has too many)
    if not isinstance(parent, dict) or not isinstance(entry, dict):
        return None
    lists = {
        name: sub["items"]
        for name, sub in parent.get("properties", {}).items()
        if isinstance(sub, dict) and isinstance(sub.get("items"), dict)
    }
    unknown = set(entry) - set(lists.get(path[-2], {}).get("properties", {}))
    # (a home requires a field this list does not know: the entry is of that list's kind,
    # not an entry of this one with a misspelt field)
    homes = [
        name
        for name, items in lists.items()
        if name != path[-2]
        and unknown & set(items.get("required", ()))
        and validator.evolve(schema=items).is_valid(entry)
    ]
    if len(homes) != 1:
        return None
    first = next(iter(entry), "")
    return f"{where}: an entry with {first!r} belongs under `{homes[0]}:`, not `{path[-2]}:`"


# What to do with a file of each kind, said when it is given where another kind is expected.
USE = {
    "authoring": "compile it with `counterplay compile`",
    "scenario": "run it with `counterplay simulate`",
    "ruleset": "a scenario names it in `ruleset:`; check it with `counterplay lint`",
    "translation": "use it with `counterplay translate --table`",
}

# What else a file of one kind is for, said where another kind was wanted.
_INSTEAD = {
    ("authoring", "scenario"): ", or play its entries in a scenario that names it in `include:`",
}


def _to_convert(what: str, schema_name: str, span: Span) -> Diagnostic:
    """S008 for what ``convert`` reads, given where a file of ours is expected."""
    from counterplay.compiler.kinds import _SCENARIOS, with_article

    wanted = "scenario" if schema_name in _SCENARIOS else schema_name
    made = "abilities.yaml" if what.startswith("Altered") else "powers.yaml"
    command = f"counterplay convert {span.file} -o {made}"
    message = (
        f"this is {what}, not {with_article(wanted)} file: `{command}` makes an authoring "
        "file of it"
    )
    return diagnostic("S008", message, span)


def _wrong_kind(data: dict[str, Any], schema_name: str, span: Span) -> Diagnostic | None:
    """One clear diagnostic, instead of a schema error per key, for a file of another kind.

    Only for the document kinds ``kinds.kind_of`` tells apart, and only when the document
    already has schema errors: a valid document is never second-guessed."""
    from counterplay.compiler.kinds import _SCENARIOS, kind_of, with_article

    kind = kind_of(data)
    wanted = "scenario" if schema_name in _SCENARIOS else schema_name  # (a game's too)
    if wanted not in USE or kind == wanted:
        return None
    expected = with_article(wanted)
    if kind is not None:
        message = f"this is {with_article(kind)} file, not {expected} file; {USE[kind]}"
        message += _INSTEAD.get((kind, wanted), "")
    else:
        header = "translation" if schema_name == "translation" else "counterplay"
        keys = ", ".join(map(str, list(data)[:5])) + (", ..." if len(data) > 5 else "")
        message = (
            f"this is not {expected} file: it has no `{header}: 1` line, which every "
            f"{wanted} file starts with (its top-level keys: {keys or 'none'})"
        )
    return diagnostic("S008", message, span)
