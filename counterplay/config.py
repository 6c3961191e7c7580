"""Which diagnostics a run reports, and how: ``--select`` / ``--ignore`` / ``--strict``, the
configuration files that set them, and the comments that silence one line.

Configuration is found as ruff finds its own: for each file, the nearest directory at or
above it holding ``counterplay.toml`` (its top-level keys) or a ``pyproject.toml`` with a
``[tool.counterplay]`` table; a ``pyproject.toml`` without that table is passed over. A
diagnostic with no file takes the configuration found from the working directory. Keys:

- ``select``: the codes reported (default: all); ``extend-select`` adds to it;
- ``ignore``: codes not reported; ``per-file-ignores``: a table of glob patterns (relative to
  the configuration's directory) to the codes not reported in matching files;
- ``strict``: warnings are errors (a run with any exits 1);
- ``output-format``: ``text``, ``json``, ``sarif`` or ``github``, when not given on the command
  line.

A selector is a code (``L001``), a prefix of codes (``L``, ``L0``), a code's name
(``unparsed-trigger``) or ``ALL``. Options on the command line override the file: ``--select``
replaces its ``select``, ``--ignore`` adds to its ``ignore``. When selectors disagree about a
code the more specific one wins (``--select L --ignore L001`` reports every L code but L001;
``--ignore L --select L001`` reports L001 alone of them), and at equal specificity ignoring
wins.

A line of YAML ending in ``# counterplay: ignore[L001, P001]`` reports none of those codes on
that line; ``# counterplay: ignore`` alone reports nothing on it. Info diagnostics are shown
with ``-v``, or when a selector names them specifically (``--select P002``).

Nothing here prints: problems with a configuration file are diagnostics (K001, K002).
"""

from __future__ import annotations

import fnmatch
import json
import os
import re
import tomllib
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from counterplay.diagnostics import CODES, Diagnostic, Severity, Span, diagnostic
from counterplay.suggest import did_you_mean

FORMATS = ("text", "json", "sarif", "github")
CONFIG_FILES = ("counterplay.toml", "pyproject.toml")
_SUPPRESS = re.compile(r"#\s*counterplay:\s*ignore(?:\[([^\]]*)\])?", re.IGNORECASE)
_KEYS = ("select", "extend-select", "ignore", "per-file-ignores", "strict", "output-format")


@dataclass(frozen=True)
class Settings:
    """What one configuration file (or the command line) says; None: it says nothing."""

    select: tuple[str, ...] | None = None
    extend_select: tuple[str, ...] = ()
    ignore: tuple[str, ...] = ()
    per_file_ignores: tuple[tuple[str, tuple[str, ...]], ...] = ()
    strict: bool | None = None
    output_format: str | None = None
    root: Path | None = None  # the directory the file's patterns are relative to
    path: str | None = None  # the file, when read from one


def selector_codes(selector: str) -> list[str]:
    """The codes a selector names (none for an unknown selector)."""
    word = selector.strip()
    if word.upper() == "ALL":
        return list(CODES)
    by_name = [code for code, entry in CODES.items() if entry.name == word.lower()]
    return by_name or [code for code in CODES if code.startswith(word.upper())]


def _specificity(selector: str, code: str) -> int | None:
    """How closely ``selector`` names ``code`` (longer is closer), or None if it does not."""
    word = selector.strip()
    if word.upper() == "ALL":
        return 0
    if CODES.get(code) is not None and CODES[code].name == word.lower():
        return len(code)
    return len(word) if code.startswith(word.upper()) and word else None


def _closest(selectors: Iterable[str], code: str) -> int | None:
    found = [s for s in (_specificity(sel, code) for sel in selectors) if s is not None]
    return max(found, default=None)


def _file_of(diag: Diagnostic) -> str | None:
    return diag.span.file if diag.span is not None else None


def unknown_selectors(selectors: Iterable[str]) -> list[tuple[str, str]]:
    """Each selector that names no code, with a did-you-mean hint ('' when none is close)."""
    words = [*CODES, *(entry.name for entry in CODES.values())]
    out = []
    for selector in selectors:
        if not selector_codes(selector):
            padded = selector[:1].upper() + selector[1:].zfill(3)  # 'R9': R009 without zeros
            hint = f"; did you mean {padded!r}?" if selector[1:].isdigit() else ""
            out.append((selector, hint if padded in CODES else did_you_mean(selector, words)))
    return out


def suppressing_comments(text: str) -> Iterator[tuple[int, int, str]]:
    """Each selector a ``# counterplay: ignore[...]`` comment of ``text`` names: its line,
    its column (both from 1) and the selector as written."""
    for number, line in enumerate(text.splitlines(), 1):
        found = _SUPPRESS.search(line)
        if found is None or found.group(1) is None:
            continue
        for part in re.finditer(r"[^,]+", found.group(1)):
            word = part.group().strip()
            if word:
                lead = len(part.group()) - len(part.group().lstrip())
                yield number, found.start(1) + part.start() + lead + 1, word


def suppressed_codes(line: str) -> tuple[str, ...] | None:
    """The selectors a line's ``# counterplay: ignore[...]`` comment names; ``("ALL",)``
    for a bare ``# counterplay: ignore``; None when the line has no such comment."""
    found = _SUPPRESS.search(line)
    if found is None:
        return None
    if found.group(1) is None:
        return ("ALL",)
    return tuple(s.strip() for s in found.group(1).split(",") if s.strip())


# A TOML table's header line, ``[tool.counterplay]`` (group 1: its name).
_HEADER = re.compile(r"^\s*\[\s*([^\[\]]+?)\s*\]\s*(?:#.*)?$")
_LIST_LINES = 100  # how far below its key a list's value is looked for
_PER_FILE = "per-file-ignores."


def _toml_key(key: str) -> str:
    """``key`` as TOML writes it in a dotted name: bare when it may be, else quoted
    (`per-file-ignores."powers.yaml"`, not `per-file-ignores.powers.yaml`)."""
    return key if re.fullmatch(r"[A-Za-z0-9_-]+", key) else json.dumps(key, ensure_ascii=False)


class _Reader:
    """Reads one configuration table into :class:`Settings`, collecting K001/K002."""

    def __init__(self, path: Path, text: str, table: dict[str, Any], prefix: str) -> None:
        self.path, self.text, self.table, self.prefix = path, text, table, prefix
        self.problems: list[Diagnostic] = []

    def span(self, key: str, value: str | None = None) -> Span:
        """Where ``key =`` is in this configuration's own table (TOML keeps no positions;
        this finds it, never in another tool's table of a pyproject.toml), or the text
        ``value`` written in the key's list. A pattern of `per-file-ignores` is looked for
        in its table, else in the inline table of the `per-file-ignores` key."""
        places = [(self.prefix.rstrip("."), key)]
        if self.prefix.endswith(_PER_FILE):
            places.append((self.prefix.removesuffix(_PER_FILE).rstrip("."), "per-file-ignores"))
        for table, name in places:
            found = self._find(table, name, value)
            if found is not None:
                return found
        return Span(str(self.path), 1, 1)

    def _find(self, table: str, key: str, value: str | None) -> Span | None:
        lines, current = self.text.splitlines(), ""
        for number, line in enumerate(lines, 1):
            header = _HEADER.match(line)
            if header is not None:
                current = re.sub(r"""\s|["']""", "", header.group(1))
                if current == f"{table}.{key}".lstrip("."):  # [tool.counterplay.KEY]
                    return self._at(lines, number, line.index("[") + 1, value)
                continue
            stripped = line.lstrip()
            if current == table and re.match(rf"""["']?{re.escape(key)}["']?\s*=""", stripped):
                return self._at(lines, number, len(line) - len(stripped) + 1, value)
        return None

    def _at(self, lines: list[str], number: int, column: int, value: str | None) -> Span:
        """The key at ``number``:``column``, or ``value`` quoted on a line from there on."""
        for at in range(number, min(len(lines), number + _LIST_LINES) + 1) if value else ():
            found = re.search(rf"""["']{re.escape(value or "")}["']""", lines[at - 1])
            if found is not None and (at > number or found.start() >= column - 1):
                return Span(str(self.path), at, found.start() + 1)
        return Span(str(self.path), number, column)

    def problem(self, code: str, key: str, message: str, value: str | None = None) -> None:
        self.problems.append(diagnostic(code, message, self.span(key, value)))

    def selectors(self, key: str) -> tuple[str, ...]:
        value = self.table.get(key, [])
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            self.problem("K001", key, f"`{self.prefix}{_toml_key(key)}` must be a list of codes")
            return ()
        for selector, hint in unknown_selectors(value):
            message = f"`{self.prefix}{_toml_key(key)}`: no code {selector!r}{hint}"
            self.problem("K002", key, message, selector)
        return tuple(value)

    def read(self) -> Settings:
        for key in self.table:
            if key not in _KEYS:
                hint = did_you_mean(key, _KEYS)
                known = ", ".join(_KEYS)
                self.problem("K001", key, f"unknown setting {key!r}{hint} (settings: {known})")
        per_file: list[tuple[str, tuple[str, ...]]] = []
        patterns = self.table.get("per-file-ignores", {})
        if not isinstance(patterns, dict):
            self.problem("K001", "per-file-ignores", "`per-file-ignores` must be a table")
            patterns = {}
        for pattern, codes in patterns.items():
            prefix = self.prefix + _PER_FILE  # (tool.counterplay. first in a pyproject.toml)
            reader = _Reader(self.path, self.text, {pattern: codes}, prefix)
            per_file.append((pattern, reader.selectors(pattern)))
            self.problems.extend(reader.problems)
        strict = self.table.get("strict")
        if strict is not None and not isinstance(strict, bool):
            self.problem("K001", "strict", "`strict` must be true or false")
            strict = None
        output_format = self.table.get("output-format")
        if output_format is not None and output_format not in FORMATS:
            choices = ", ".join(FORMATS)
            self.problem("K001", "output-format", f"`output-format` must be one of {choices}")
            output_format = None
        settings = Settings(
            select=self.selectors("select") if "select" in self.table else None,
            extend_select=self.selectors("extend-select"),
            ignore=self.selectors("ignore"),
            per_file_ignores=tuple(per_file),
            strict=strict,
            output_format=output_format,
            root=self.path.parent,
            path=str(self.path),
        )
        self.problems.sort(key=lambda d: (d.span.line, d.span.column) if d.span else (0, 0))
        return settings


def read_config(path: Path, *, required: bool = False) -> tuple[Settings | None, list[Diagnostic]]:
    """The settings of one configuration file; None for a ``pyproject.toml`` that has no
    ``[tool.counterplay]`` table (it is not a counterplay configuration), unless
    ``required`` (a file named with ``--config``: then that is a problem too)."""
    from counterplay.files import MAX_INPUT_BYTES, ReadError, read_input

    try:  # (a regular file only: a FIFO or /dev/zero named by --config is never read)
        text = read_input(path, MAX_INPUT_BYTES).decode("utf-8")
        data = tomllib.loads(text)
    except (ReadError, UnicodeDecodeError) as exc:
        why = str(exc) if isinstance(exc, ReadError) else f"{path} is not UTF-8 text"
        message = f"cannot read the configuration: {why}"
        return Settings(root=path.parent), [diagnostic("K001", message, Span(str(path), 1, 1))]
    except tomllib.TOMLDecodeError as exc:
        where = re.search(r"\(at line (\d+), column (\d+)\)", str(exc))
        line, column = (int(where.group(1)), int(where.group(2))) if where else (1, 1)
        message = re.sub(r"\s*\(at line \d+, column \d+\)", "", str(exc))
        return Settings(root=path.parent), [
            diagnostic("K001", f"not valid TOML: {message}", Span(str(path), line, column))
        ]
    if path.name == "pyproject.toml":
        tool = data.get("tool", {})
        if not isinstance(tool, dict) or "counterplay" not in tool:
            missing = f"{path} has no [tool.counterplay] table"
            return None, [diagnostic("K001", missing, Span(str(path), 1, 1))] if required else []
        table, prefix = tool["counterplay"], "tool.counterplay."
        if not isinstance(table, dict):
            span = Span(str(path), 1, 1)
            return Settings(root=path.parent), [
                diagnostic("K001", "`tool.counterplay` must be a table", span)
            ]
    else:
        table, prefix = data, ""
    reader = _Reader(path, text, table, prefix)
    return reader.read(), reader.problems


@dataclass
class Policy:
    """Decides, for each diagnostic, whether it is reported and at what severity.

    ``command_line`` holds the options given; configuration files are found from each
    diagnostic's file (cached per directory). ``problems`` collects the configuration files'
    own diagnostics, each file's once.
    """

    command_line: Settings = field(default_factory=Settings)
    verbose: bool = False
    use_config: bool = True
    config_file: str | None = None  # this file's settings for every file (--config)
    problems: list[Diagnostic] = field(default_factory=list)
    misused: bool = False  # an option names no code: a usage mistake (exit 2)
    _by_directory: dict[str, Settings] = field(default_factory=dict)
    _read: dict[str, Settings | None] = field(default_factory=dict)
    _settings: dict[str, Settings] = field(default_factory=dict)  # by a file's directory

    def __post_init__(self) -> None:
        given = self.command_line
        for option, selectors in (
            ("--select", given.select or ()),
            ("--extend-select", given.extend_select),
            ("--ignore", given.ignore),
        ):
            for selector, hint in unknown_selectors(selectors):
                self.problems.append(diagnostic("K002", f"{option}: no code {selector!r}{hint}"))
                self.misused = True

    def config_for(self, directory: str) -> Settings:
        """The configuration that applies in ``directory`` (empty settings when none)."""
        if not self.use_config:
            return Settings()
        if self.config_file is not None:
            if self.config_file not in self._read:
                settings, problems = read_config(Path(self.config_file), required=True)
                self._read[self.config_file] = settings
                self.problems.extend(problems)
            return self._read[self.config_file] or Settings()
        start = os.path.abspath(directory or ".")
        seen: list[str] = []
        here = start
        found = Settings()
        while True:
            if here in self._by_directory:
                found = self._by_directory[here]
                break
            seen.append(here)
            settings = self._in(here)
            if settings is not None:
                found = settings
                break
            parent = os.path.dirname(here)
            if parent == here:
                break
            here = parent
        for directory_seen in seen:
            self._by_directory[directory_seen] = found
        return found

    def _in(self, directory: str) -> Settings | None:
        for name in CONFIG_FILES:
            path = os.path.join(directory, name)
            if path in self._read:
                if self._read[path] is not None:
                    return self._read[path]
                continue
            if not os.path.isfile(path):
                self._read[path] = None
                continue
            settings, problems = read_config(Path(path))
            self._read[path] = settings
            self.problems.extend(problems)
            if settings is not None:
                return settings
        return None

    def settings_for(self, file: str | None) -> Settings:
        """The command line over the configuration of ``file`` (of the working directory
        when None)."""
        directory = os.path.dirname(file) if file else "."
        if (known := self._settings.get(directory)) is not None:
            return known  # a tree's files are judged by thousands, a directory's alike
        config = self.config_for(directory)
        cli = self.command_line
        settings = self._settings[directory] = Settings(
            select=cli.select if cli.select is not None else config.select,
            extend_select=(*config.extend_select, *cli.extend_select),
            ignore=(*config.ignore, *cli.ignore),
            per_file_ignores=config.per_file_ignores,
            strict=cli.strict or bool(config.strict),
            output_format=cli.output_format or config.output_format,
            root=config.root,
            path=config.path,
        )
        return settings

    def judge(self, diag: Diagnostic, lines: Sequence[str] | None) -> Diagnostic | None:
        """``diag`` as reported (a warning made an error by ``strict``), or None when it is
        not reported: not selected, ignored, silenced on its line, or an info not asked for."""
        selected = self._selected(diag, lines)
        if selected is None or self._unasked_info(diag, selected):
            return None
        if self.settings_for(_file_of(diag)).strict and diag.severity is Severity.WARNING:
            return replace(diag, severity=Severity.ERROR)
        return diag

    def hidden_info(self, diag: Diagnostic, lines: Sequence[str] | None) -> bool:
        """Whether ``diag`` is an info left out only because ``-v`` was not given (not one
        the configuration or a comment silences): the summary counts these."""
        if diag.severity is not Severity.INFO or self.verbose:
            return False  # (most diagnostics left out are ignored warnings: no second look)
        selected = self._selected(diag, lines)
        return selected is not None and self._unasked_info(diag, selected)

    def _unasked_info(self, diag: Diagnostic, selected: int) -> bool:
        # an info shows with -v, or when its code is selected by name or prefix (not ALL)
        return diag.severity is Severity.INFO and not self.verbose and selected == 0

    def _selected(self, diag: Diagnostic, lines: Sequence[str] | None) -> int | None:
        """How closely the selection names ``diag``'s code (0: by ALL), or None when it is
        not selected, or ignored as closely (configuration, per-file, a comment on its line)."""
        file = _file_of(diag)
        settings = self.settings_for(file)
        selected = _closest((*(settings.select or ("ALL",)), *settings.extend_select), diag.code)
        ignores = list(settings.ignore)
        if file is not None and settings.root is not None:
            relative = os.path.relpath(os.path.abspath(file), settings.root)
            for pattern, codes in settings.per_file_ignores:
                if fnmatch.fnmatch(relative, pattern) or fnmatch.fnmatch(file, pattern):
                    ignores.extend(codes)
        if diag.span is not None and lines is not None and 1 <= diag.span.line <= len(lines):
            silenced = suppressed_codes(lines[diag.span.line - 1])
            if silenced is not None:
                ignores.extend(silenced)
        ignored = _closest(ignores, diag.code)
        if selected is None or (ignored is not None and ignored >= selected):
            return None
        return selected
