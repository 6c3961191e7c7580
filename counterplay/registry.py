"""The documentation of every diagnostic code, for `counterplay rules` and `counterplay explain`.

The codes themselves (name, default severity, one-line summary) are the table
:data:`counterplay.diagnostics.CODES`; what each one means is data beside the package code,
``counterplay/codes/<family letter>.yaml``, one entry per code:

- ``what``: what it finds; ``why``: why it matters at the table;
- ``failing``: an example that shows it, ``passing``: the same example fixed; ``command``:
  the command whose run shows it (``lint`` when unsaid), ``file``: the example's file name
  (``powers.yaml`` when unsaid), ``args`` (or ``failing_args`` and ``passing_args``): the
  command's arguments (``{file}`` is the example's path, ``{dir}`` its directory; the file
  alone when unsaid), ``extra``: more files the example needs, ``rulesets``: ruleset files
  added to the built-in ones, ``encoding``: the failing file's encoding, ``size``: the
  failing file's size (padded), ``repeat``: how often its last line is repeated;
- ``fix``: what to do; ``fix_safety``: ``safe`` (``lint --fix`` makes it), ``unsafe`` (only
  with ``--unsafe-fixes``: it may change what the rule means) or ``manual``.

The examples are the fixtures of ``tests/test_registry.py``, which runs each one and checks
that the failing example shows its code and the passing one does not, so the
documentation cannot drift from what counterplay does.
"""

from __future__ import annotations

import textwrap
from dataclasses import dataclass, field
from functools import cache
from importlib.resources import files
from pathlib import Path
from typing import Any

from counterplay.diagnostics import CODES
from counterplay.suggest import closest

FIX_SAFETY = {
    "safe": "safe: `counterplay lint --fix` makes it",
    "unsafe": "unsafe: `counterplay lint --fix --unsafe-fixes` makes it; review the result",
    "manual": "by hand",
}
FAMILIES = {
    "Y": "reading files",
    "S": "schema",
    "P": "reading rule text",
    "C": "converting stat blocks and Foundry exports",
    "T": "translating to Reaction keywords",
    "R": "rulesets and scenarios",
    "O": "writing output files",
    "K": "configuration",
    "H": "Horus Heresy battles and reaction profiles",
    "L": "lint: rules the schema cannot check",
}


@dataclass(frozen=True)
class Documentation:
    """One code's documentation (see the module docstring for the fields)."""

    code: str
    what: str
    why: str
    fix: str
    fix_safety: str
    failing: str
    passing: str
    command: str = "lint"
    file: str = "powers.yaml"
    failing_args: tuple[str, ...] = ()
    passing_args: tuple[str, ...] = ()
    encoding: str = "utf-8"
    extra: dict[str, str] = field(default_factory=dict)
    rulesets: dict[str, str] = field(default_factory=dict)
    size: int = 0
    repeat: int = 0

    @property
    def failing_text(self) -> str:
        """The failing example as written to its file (its last line repeated)."""
        if not self.repeat:
            return self.failing
        last = self.failing.rstrip("\n").rsplit("\n", 1)[-1]
        return self.failing + (last + "\n") * self.repeat


def _directory() -> Path:
    return Path(str(files("counterplay"))) / "codes"


@cache
def _entries() -> dict[str, dict[str, Any]]:
    from ruamel.yaml import YAML

    yaml = YAML(typ="safe")
    out: dict[str, dict[str, Any]] = {}
    for path in sorted(_directory().glob("*.yaml")):
        data = yaml.load(path.read_text(encoding="utf-8")) or {}
        out.update({str(code): entry for code, entry in data.items()})
    return out


def documentation(code: str) -> Documentation | None:
    """The documentation of ``code``, or None when it has none (a test forbids that)."""
    entry = _entries().get(code)
    if entry is None:
        return None
    return Documentation(
        code=code,
        what=" ".join(str(entry["what"]).split()),
        why=" ".join(str(entry["why"]).split()),
        fix=" ".join(str(entry["fix"]).split()),
        fix_safety=str(entry["fix_safety"]),
        failing=str(entry["failing"]),
        passing=str(entry["passing"]),
        command=str(entry.get("command", "lint")),
        file=str(entry.get("file", "powers.yaml")),
        failing_args=_strings(entry.get("failing_args", entry.get("args", ()))),
        passing_args=_strings(entry.get("passing_args", entry.get("args", ()))),
        encoding=str(entry.get("encoding", "utf-8")),
        extra={str(k): str(v) for k, v in (entry.get("extra") or {}).items()},
        rulesets={str(k): str(v) for k, v in (entry.get("rulesets") or {}).items()},
        size=int(entry.get("size", 0)),
        repeat=int(entry.get("repeat", 0)),
    )


def _strings(values: Any) -> tuple[str, ...]:
    return tuple(str(v) for v in values)


def documented_codes() -> list[str]:
    """Every code that has documentation (including any not in the code table)."""
    return sorted(_entries())


def find_code(word: str) -> tuple[str | None, str]:
    """The code ``word`` names (a code or a name, any letter case), or None and a hint."""
    upper, lower = word.strip().upper(), word.strip().lower()
    if upper in CODES:
        return upper, ""
    for code, entry in CODES.items():
        if entry.name == lower:
            return code, ""
    words = [*CODES, *(entry.name for entry in CODES.values())]
    close = closest(lower, words, n=3)
    padded = upper[:1] + upper[1:].zfill(3)  # 'R9' is R009 written without its zeros
    if upper[1:].isdigit() and padded in CODES:
        close = [padded, *(c for c in close if c != padded)][:3]
    hint = f"; did you mean {', '.join(repr(c) for c in close)}?" if close else ""
    return None, hint


def _command_line(doc: Documentation, given: tuple[str, ...]) -> str:
    args = " ".join(a.replace("{file}", doc.file).replace("{dir}", ".") for a in given)
    return f"counterplay {doc.command} {args or doc.file}"


def _fixed(doc: Documentation) -> list[str]:
    """How the fixed example is told: its file, or, when the fix is in the command (a file
    named that exists, ``--config ok.toml``) or the file's bytes, the command and that the
    file is the same."""
    same_args = doc.failing_args == doc.passing_args
    head = "Fixed:" if same_args else f"Fixed ({_command_line(doc, doc.passing_args)}):"
    shown = doc.failing_text != doc.passing or doc.encoding != "utf-8" or doc.size
    if same_args or shown:
        return [head, _block(doc.passing)]
    return [head, f"    (the same {doc.file})"]


def _block(text: str) -> str:
    return textwrap.indent(text.rstrip("\n"), "    ")


def _wrap(label: str, text: str) -> str:
    return textwrap.fill(text, width=88, initial_indent=f"{label} ", subsequent_indent="  ")


def explain_text(code: str) -> str:
    """Everything known about ``code``, as ``counterplay explain`` prints it."""
    entry = CODES[code]
    doc = documentation(code)
    head = f"{code} {entry.name} ({entry.severity.value}): {entry.summary}"
    if doc is None:
        return head + "\n"
    shown = doc.failing if doc.encoding == "utf-8" else f"(a file in {doc.encoding}, not UTF-8)"
    if doc.repeat:
        shown += f"(... its last line {doc.repeat:,} times more)\n"
    if doc.size:
        shown += f"(... and more, to {doc.size:,} bytes)\n"
    for name, text in doc.extra.items():
        shown += f"\nwith {name}:\n{text}"
    if doc.failing_args and not any("{file}" in arg for arg in doc.failing_args):
        shown = f"({doc.file}:)\n{shown}"
    parts = [
        head,
        "",
        _wrap("What it finds:", doc.what),
        "",
        _wrap("Why it matters:", doc.why),
        "",
        f"Example ({_command_line(doc, doc.failing_args)}):",
        _block(shown),
        "",
        _wrap("Fix:", doc.fix),
        f"Fix safety: {FIX_SAFETY.get(doc.fix_safety, doc.fix_safety)}",
        "",
        *_fixed(doc),
    ]
    return "\n".join(parts) + "\n"


def rules_rows() -> list[tuple[str, str, str, str, str]]:
    """(code, name, severity, fix safety, summary) of every code, in code-table order."""
    rows = []
    for code, entry in CODES.items():
        doc = documentation(code)
        fix = doc.fix_safety if doc is not None else "?"
        rows.append((code, entry.name, entry.severity.value, fix, entry.summary))
    return rows
