"""Stage ``load``: read a YAML file into plain JSON-compatible data plus source spans.

The fast path composes the YAML node graph with ruamel's C parser (marks included) and
constructs only plain values (str, int, float, bool, None, list, dict) from it: no Python
object is ever built from a tag. Construction counts nodes, so an alias bomb stops at
:data:`MAX_NODES` instead of expanding, and depth is bounded by :data:`MAX_DEPTH`. Files
that are rewritten in place (``translate``) use ruamel's round-trip mode elsewhere.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from counterplay.diagnostics import Diagnostic, Span, diagnostic

MAX_BYTES = 16 * 1024 * 1024
MAX_NODES = 2_000_000
MAX_DEPTH = 64

JsonPath = tuple[str | int, ...]


@dataclass
class Document:
    """A loaded YAML document.

    ``spans`` maps a JSON path (``("powers", 3, "trigger")``) to the span of its value;
    ``key_spans`` maps the same path to the span of the mapping key that names it.
    """

    path: str
    text: str
    data: Any
    spans: dict[JsonPath, Span] = field(default_factory=dict)
    key_spans: dict[JsonPath, Span] = field(default_factory=dict)

    def span(self, path: JsonPath, *, key: bool = False) -> Span:
        """The span of ``path``, or of its nearest ancestor that has one."""
        table = self.key_spans if key else self.spans
        for end in range(len(path), -1, -1):
            found = table.get(path[:end]) or self.spans.get(path[:end])
            if found is not None:
                return found
        return Span(self.path, 1, 1)


class _Refused(Exception):
    def __init__(self, diag: Diagnostic) -> None:
        self.diag = diag


_BOOL = {"true": True, "false": False, "yes": True, "no": False, "on": True, "off": False}


def _scalar(tag: str, value: str) -> Any:
    """Construct a plain value for a resolved YAML 1.2 core-schema tag."""
    kind = tag.rsplit(":", 1)[-1]
    if kind == "null":
        return None
    if kind == "bool":
        return _BOOL.get(value.lower(), bool(value))
    if kind == "int":
        text = value.replace("_", "")
        prefixed = text.lstrip("+-")[:2].lower() in ("0x", "0o", "0b")
        return int(text, 0) if prefixed else int(text)
    if kind == "float":
        low = value.lower().replace("_", "")
        if low in (".inf", "+.inf"):
            return float("inf")
        if low == "-.inf":
            return float("-inf")
        if low == ".nan":
            return float("nan")
        return float(low)
    return value  # str, timestamp, binary and the like stay text


class _Builder:
    def __init__(self, path: str) -> None:
        self.path = path
        self.nodes = 0
        self.spans: dict[JsonPath, Span] = {}
        self.key_spans: dict[JsonPath, Span] = {}

    def span(self, node: Any) -> Span:
        start, end = node.start_mark, node.end_mark
        return Span(self.path, start.line + 1, start.column + 1, end.line + 1, end.column + 1)

    def build(self, node: Any, where: JsonPath, depth: int) -> Any:
        self.nodes += 1
        if self.nodes > MAX_NODES:
            raise _Refused(
                diagnostic(
                    "Y006",
                    f"the document expands to more than {MAX_NODES:,} nodes; "
                    "YAML aliases are probably nested to multiply it (an alias bomb)",
                    self.span(node),
                )
            )
        if depth > MAX_DEPTH:
            raise _Refused(
                diagnostic("Y008", f"nesting deeper than {MAX_DEPTH} levels", self.span(node))
            )
        if where not in self.spans:
            self.spans[where] = self.span(node)
        tag = node.tag or ""
        node_id = getattr(node, "id", "")
        if node_id == "scalar":
            if tag.startswith("tag:yaml.org,2002:"):
                return _scalar(tag, node.value)
            raise _Refused(
                diagnostic("Y010", f"the tag {tag!r} is not allowed here", self.span(node))
            )
        if node_id == "sequence":
            return [self.build(item, (*where, i), depth + 1) for i, item in enumerate(node.value)]
        out: dict[str, Any] = {}
        for key_node, value_node in node.value:
            if getattr(key_node, "id", "") != "scalar":
                raise _Refused(
                    diagnostic("Y004", "a mapping key must be plain text", self.span(key_node))
                )
            key = str(_scalar(key_node.tag or "", key_node.value))
            if key == "<<":  # merge keys would let aliases splice mappings: refused, simply
                raise _Refused(
                    diagnostic("Y010", "merge keys ('<<') are not supported", self.span(key_node))
                )
            if key in out:
                raise _Refused(diagnostic("Y009", f"duplicate key {key!r}", self.span(key_node)))
            self.key_spans[(*where, key)] = self.span(key_node)
            out[key] = self.build(value_node, (*where, key), depth + 1)
        return out


def _decode(path: str, raw: bytes) -> tuple[str | None, Diagnostic | None]:
    try:
        return raw.decode("utf-8-sig"), None
    except UnicodeDecodeError as exc:
        before = raw[: exc.start]
        line = before.count(b"\n") + 1
        column = len(before) - (before.rfind(b"\n") + 1) + 1
        return None, diagnostic(
            "Y003",
            f"invalid UTF-8 byte 0x{raw[exc.start]:02x}; save the file as UTF-8",
            Span(path, line, column),
        )


def _compose(text: str) -> Any:
    from ruamel.yaml import YAML

    try:
        return YAML(typ="safe", pure=False).compose(text)
    except AttributeError:  # no C extension on this interpreter: the pure parser is slower
        return YAML(typ="safe", pure=True).compose(text)


def load(
    path: str | Path, *, max_bytes: int = MAX_BYTES
) -> tuple[Document | None, list[Diagnostic]]:
    """Read one YAML file.

    Args:
        path: the file to read.
        max_bytes: files larger than this are refused before they are read.

    Returns:
        The document (None when it could not be read) and the diagnostics found.
    """
    name = str(path)
    file = Path(path)
    try:
        if file.is_dir():
            return None, [
                diagnostic("Y002", f"{name} is a directory; pass the YAML files inside it")
            ]
        size = file.stat().st_size
    except FileNotFoundError:
        return None, [diagnostic("Y001", f"no such file: {name}")]
    except OSError as exc:
        return None, [diagnostic("Y011", f"cannot read {name}: {exc.strerror or exc}")]
    if size > max_bytes:
        return None, [
            diagnostic(
                "Y007",
                f"{name} is {size / 1_048_576:.1f} MiB, over the {max_bytes / 1_048_576:.0f} MiB "
                "limit; split it into several files",
                Span(name, 1, 1),
            )
        ]
    try:
        raw = file.read_bytes()
    except OSError as exc:
        return None, [diagnostic("Y011", f"cannot read {name}: {exc.strerror or exc}")]
    text, bad = _decode(name, raw)
    if text is None:
        return None, [bad] if bad else []
    return load_text(text, name)


def load_text(text: str, name: str = "<text>") -> tuple[Document | None, list[Diagnostic]]:
    """Load YAML that is already in memory; ``name`` is used in spans."""
    from ruamel.yaml.error import MarkedYAMLError, YAMLError

    try:
        root = _compose(text)
    except MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        span = Span(name, mark.line + 1, mark.column + 1) if mark else Span(name, 1, 1)
        problem = exc.problem or exc.context or "invalid YAML"
        return None, [diagnostic("Y004", f"YAML syntax error: {problem}", span)]
    except (YAMLError, ValueError) as exc:
        return None, [diagnostic("Y004", f"YAML syntax error: {exc}", Span(name, 1, 1))]
    except RecursionError:
        return None, [
            diagnostic("Y008", f"nesting deeper than {MAX_DEPTH} levels", Span(name, 1, 1))
        ]
    if root is None:
        return None, [
            diagnostic("Y005", "the file is empty; expected a YAML document", Span(name, 1, 1))
        ]
    builder = _Builder(name)
    try:
        data = builder.build(root, (), 0)
    except _Refused as refused:
        return None, [refused.diag]
    except RecursionError:
        return None, [
            diagnostic("Y008", f"nesting deeper than {MAX_DEPTH} levels", Span(name, 1, 1))
        ]
    return Document(name, text, data, builder.spans, builder.key_spans), []
