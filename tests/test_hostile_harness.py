"""The hostile-input harness: generated files of every format counterplay reads, run
through the command line, each within a time and memory bound.

Hypothesis builds each case from valid fragments (the shipped examples and the test
fixtures: powers, scenarios, stat blocks, Foundry documents), mutates its data (odd
values: huge integers, long names, control and bidirectional characters, wrong types)
and then its text (inserted YAML syntax, anchors and tags, NULs, lone surrogate escapes,
deep nesting, line endings, invalid UTF-8, cuts and repeats). Each case runs the commands
a user would (``compile`` and ``translate``; ``convert --translate`` and ``coverage``;
``simulate``)
in this process through click, and must:

- let no exception escape (exit 0 or 1, never a traceback);
- give every diagnostic a valid position: line >= 1, column >= 1, inside the file;
- stay within :data:`CPU_SECONDS` of CPU and :data:`MEMORY_MB` of memory: the address
  space is limited (``RLIMIT_AS``) to what the process has plus :data:`MEMORY_MB` while
  the case runs, so a blow-up is a MemoryError that fails the case. The memory figure is
  the largest rise of the resident size seen during a case (its peak, or what it left);
  what hypothesis keeps of the cases it made grows the process slowly, between cases,
  and is reported apart.

The default run makes :data:`FEW` cases per format; the ``slow`` run (which CI runs too)
makes :data:`MANY`. Each records the cases run, the slowest case and the largest memory
growth seen, printed at the end of the session (``conftest.pytest_terminal_summary``).
"""

from __future__ import annotations

import contextlib
import copy
import gc
import io
import itertools
import json
import os
import re
import resource
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from counterplay.cli import main
from counterplay.compiler.load import load
from counterplay.diagnostics import lines_of
from tests.conftest import FIXTURES, ROOT
from tests.hostilekit import Said, diagnostics, value_paths

FEW = 25
MANY = 10_000
CPU_SECONDS = 1.0  # per case, all its commands (inputs are a few KB)
MEMORY_MB = 200  # address space one case may add to the process

# -- valid fragments ------------------------------------------------------------------------


def _powers() -> list[dict[str, Any]]:
    found = []
    for path in [
        ROOT / "counterplay" / "examples" / "ranger-and-fighter.yaml",
        FIXTURES / "twenty-powers.yaml",
    ]:
        document, _ = load(path)
        assert document is not None
        found += document.data["powers"]
    return found


def _scenarios() -> list[dict[str, Any]]:
    found = []
    for path in sorted((ROOT / "counterplay" / "examples" / "scenarios").glob("*.yaml")):
        document, _ = load(path)
        assert document is not None
        found.append(document.data)
    return found


def _stat_blocks() -> list[str]:
    blocks = []
    for path in sorted((FIXTURES / "statblocks").glob("*.txt")):
        blocks += [b for b in path.read_text(encoding="utf-8").split("\n\n") if b.strip()]
    return blocks


def _foundry() -> list[Any]:
    return [
        json.loads(p.read_text(encoding="utf-8"))
        for p in sorted((FIXTURES / "foundry").glob("*.json"))
        if p.name != "broken.json"
    ]


POWERS, SCENARIOS, STAT_BLOCKS, FOUNDRY = _powers(), _scenarios(), _stat_blocks(), _foundry()
LONG_NAME = " ".join(f"Wight{i}" for i in range(300))
FORCED = ROOT / "counterplay" / "examples" / "scenarios" / "forced-movement.yaml"

# -- mutations ------------------------------------------------------------------------------

# Numbers written out as they are (no Python int can be printed past 4,300 digits): a
# value is first a placeholder, replaced by the number's text once the file is rendered.
RAW_NUMBERS = [
    "0x" + "f" * 5000, "0b" + "1" * 20000, "0o" + "7" * 6000, "9" * 5000, "-" + "9" * 30,
    "0x" + "f" * 17, "1e99999", "-.inf", ".nan", "0x_ff",
]  # fmt: skip
RAW = [f"RAWNUMBER{i}X" for i in range(len(RAW_NUMBERS))]


def _raw_numbers(text: str) -> str:
    """The rendered text with each placeholder (quoted or plain) replaced by its number."""
    for placeholder, number in zip(RAW, RAW_NUMBERS, strict=True):
        text = text.replace(f'"{placeholder}"', number).replace(placeholder, number)
    return text


# Values put in place of a field's value.
ODD_VALUES: list[Any] = [*RAW, *RAW, *RAW,
    None, -1, 0, 2**63, 10**30, 1.5, float("inf"), True, "", " ", [], {}, [[[[]]]],
    {"op": "push"}, "x" * 3000, LONG_NAME, "Ember\u202eImp", "Bog\x1b[2JHag", "Ha\x00g",
    "0x" + "f" * 5000, "9" * 5000, "An enemy within 99999999999999 squares of you shifts",
    "You slide the target 1000000 squares.", "You push the target 1000 squares.",
    "An enemy hits the wight3", "1d999999999999+3", "at-will", "immediate interrupt",
    [0, 0], [99, 99], [-1, 5], "*a", "&a", "!!python/object:os.system",
]  # fmt: skip

# Text put into the file at a place.
SNIPPETS: list[str] = [
    "\x00", "\x07", "\x1b[2J", "\u202e", "\u2066", "\ufeff", "\u2028", "\x85", "\r", "\r\n",
    "\t", "&a ", "*a", "*b ", "!!python/object:os.system ", "!custom ", "!!seq ", "!! ",
    "<<: *a\n", "[" * 80, "{" * 80, "- " * 80, "? ", ": ", "- ", "---\n", "...\n",
    '"\\ud800"', '"\\udc00x"', '"\\U0010ffff"', "0x" + "f" * 5000, "0b" + "1" * 5000,
    "9" * 5000, "%YAML 1.1\n", "|\n", ">-\n", "# ", "'", '"', "\\ud800", "1e999999",
    "\n  - name: X\n    usage: at-will\n", ",", "]", "}", " " * 300, LONG_NAME,
]  # fmt: skip
BAD_BYTES = [b"\xff", b"\xc3(", b"\xed\xa0\x80", b"\xf4\x90\x80\x80", b"\xe2\x82"]
# Strategies over fixed lists are made once: each new sampled_from hashes its list.
ODD, SNIPPET, BAD = (
    st.sampled_from(ODD_VALUES),
    st.sampled_from(SNIPPETS),
    st.sampled_from(BAD_BYTES),
)
EDITS = st.sampled_from(["insert", "delete", "repeat", "cut", "endings", "swap"])
ENDINGS = st.sampled_from(["\r", "\r\n", "\n\n", " \n"])


# Draws of fixed strategies only: a strategy made per draw (bounds that depend on the
# text) is built and checked each time, which costs more than the draw.
UP_TO_THREE, PLACE, LENGTH, HOW = (
    st.integers(0, 3),
    st.integers(0, 2**16),
    st.integers(1, 40),
    st.integers(0, 5),
)
ONE_IN_TEN, COIN, SIDE = st.integers(0, 9), st.booleans(), st.integers(1, 140)


def _place(draw: st.DrawFn, size: int) -> int:
    """A drawn place in ``range(size + 1)`` (shrinking toward the start)."""
    return draw(PLACE) * (size + 1) >> 16 if size else 0


def _odd_data(draw: st.DrawFn, data: Any) -> Any:
    """``data`` (a copy) with up to three values replaced by odd ones, or items dropped."""
    data = json.loads(json.dumps(data))
    for _ in range(draw(UP_TO_THREE)):
        paths = value_paths(data)[1:]
        if not paths:
            break
        path = paths[min(_place(draw, len(paths)), len(paths) - 1)]
        parent = data
        for step in path[:-1]:
            parent = parent[step]
        if isinstance(parent, list) and draw(COIN):
            del parent[path[-1]]
        else:
            parent[path[-1]] = copy.deepcopy(draw(ODD))  # ours alone
    return data


def _mutated_text(draw: st.DrawFn, text: str) -> bytes:
    """``text`` with up to three edits at drawn places, as the bytes of a file."""
    for _ in range(draw(UP_TO_THREE)):
        at = _place(draw, len(text))
        kind = draw(EDITS)
        if kind == "insert":
            text = text[:at] + draw(SNIPPET) + text[at:]
        elif kind == "delete":
            text = text[:at] + text[at + draw(LENGTH) :]
        elif kind == "cut":
            text = text[:at]
        elif kind == "endings":
            text = text.replace("\n", draw(ENDINGS))
        else:  # a line again (duplicate keys, repeated powers), or two lines swapped
            lines = text.splitlines(keepends=True) or [""]
            i = min(_place(draw, len(lines)), len(lines) - 1)
            j = min(_place(draw, len(lines)), len(lines) - 1)
            if kind == "repeat":
                lines.insert(i, lines[i])
            else:
                lines[i], lines[j] = lines[j], lines[i]
            text = "".join(lines)
    data = text.encode("utf-8", errors="surrogatepass")
    if draw(ONE_IN_TEN) == 0:
        at = _place(draw, len(data))
        data = data[:at] + draw(BAD) + data[at:]
    return data


_PLAIN = re.compile(r"[A-Za-z][\w ,.'()/+-]*")


def _block(data: Any, indent: str = "") -> str:
    """Data as block-style YAML (a small emitter: ruamel's representer would cost more
    than the case it renders): text plain where it reads back as text, else quoted."""
    if isinstance(data, dict) and data:
        return "".join(
            f"{indent}{_scalar(key)}:{_nested(value, indent + '  ')}" for key, value in data.items()
        )
    if isinstance(data, list) and data:
        return "".join(f"{indent}-{_nested(item, indent + '  ')}" for item in data)
    return f"{indent}{_scalar(data)}\n"


def _nested(value: Any, indent: str) -> str:
    if isinstance(value, dict | list) and value:
        return "\n" + _block(value, indent)
    return f" {_scalar(value)}\n"


def _scalar(value: Any) -> str:
    if isinstance(value, str) and _PLAIN.fullmatch(value) and value.lower() not in _WORDS:
        return value
    return json.dumps(value, ensure_ascii=False)  # JSON is YAML: a flow or quoted value


_WORDS = {"true", "false", "null", "yes", "no", "on", "off", "y", "n"}


def _yaml(data: Any, style: str) -> str:
    """Data as YAML text: block style, flow style (JSON is YAML), or block with an
    anchor on the first power and an alias repeating it."""
    if style == "flow":
        return json.dumps(data, ensure_ascii=False)
    text = _block(data)
    if style == "anchored" and "\npowers:\n  -\n" in text:
        text = text.replace("\npowers:\n  -\n", "\npowers:\n  - &first\n", 1) + "  - *first\n"
    return text


# -- the four formats ---------------------------------------------------------------------


POWER, MONSTER = (
    st.sampled_from(POWERS),
    st.sampled_from(["Ember Imp", "Rukaleth, Blackfire Dracolich", LONG_NAME]),
)
RULESET, STYLE = (
    st.sampled_from(["dnd4e", "dnd4e-reactions", "x"]),
    st.sampled_from(["block", "flow", "anchored"]),
)
BLOCK, DOCUMENT = st.sampled_from(STAT_BLOCKS), st.sampled_from(FOUNDRY)
SHAPE, ACTOR = (
    st.sampled_from(["one", "list", "actor"]),
    st.sampled_from(["Marsh Drake", LONG_NAME]),
)
SCENARIO, ROW = st.sampled_from(SCENARIOS), st.sampled_from([".", "#", "~", "^", ".#", "x"])


POWER_LISTS, BLOCK_LISTS = st.lists(POWER, max_size=3), st.lists(BLOCK, min_size=1, max_size=3)
DOCUMENT_LISTS, INDENT = st.lists(DOCUMENT, min_size=1, max_size=3), st.sampled_from([None, 1])


@st.composite
def authoring_files(draw: st.DrawFn) -> bytes:
    powers = draw(POWER_LISTS)
    if draw(COIN):  # a monster power: its triggers name the monster
        powers = [{**power, "monster": draw(MONSTER)} for power in powers]
    document = {"counterplay": 1, "ruleset": draw(RULESET), "powers": powers}
    return _mutated_text(draw, _raw_numbers(_yaml(_odd_data(draw, document), draw(STYLE))))


def _changed_line(line: str, how: int, odd: Any) -> str:
    """A stat-block line dropped, given a long name, doubled, or replaced by odd text."""
    return [
        "",
        line.split("    ")[0] + "    " + LONG_NAME,
        line + " / " + line,
        str(odd),
        "Trigger: An enemy within 99999999999999 squares of you shifts",
        "Effect: You slide the target 1000000 squares.",
    ][how]


@st.composite
def stat_block_files(draw: st.DrawFn) -> bytes:
    lines = "\n\n".join(draw(BLOCK_LISTS)).split("\n")
    for _ in range(draw(UP_TO_THREE)):
        index = min(_place(draw, len(lines)), len(lines) - 1)
        lines[index] = _changed_line(lines[index], draw(HOW), draw(ODD))
    return _mutated_text(draw, _raw_numbers("\n".join(lines)))


@st.composite
def foundry_files(draw: st.DrawFn) -> bytes:
    documents = draw(DOCUMENT_LISTS)
    shape = draw(SHAPE)
    value: Any = documents[0] if shape == "one" else documents
    if shape == "actor":
        value = {"name": draw(ACTOR), "type": "npc", "items": documents}
    ascii_only, indent = draw(COIN), draw(INDENT)
    text = json.dumps(_odd_data(draw, value), ensure_ascii=ascii_only, indent=indent)
    return _mutated_text(draw, _raw_numbers(text))


@st.composite
def scenario_files(draw: st.DrawFn) -> bytes:
    scenario = draw(SCENARIO)
    if draw(UP_TO_THREE) == 0:  # a map of its own: sizes past the limit too
        width, height = draw(SIDE), draw(SIDE)
        row = (draw(ROW) * width)[:width]
        scenario = {**scenario, "map": "\n".join([row] * height) + "\n"}
    style = "flow" if draw(COIN) else "block"
    return _mutated_text(draw, _raw_numbers(_yaml(_odd_data(draw, scenario), style)))


# -- running a case ------------------------------------------------------------------------

# The commands each format is run through ("{}": the file).
COMMANDS: dict[str, list[list[str]]] = {
    "authoring": [
        ["compile", "--no-cache", "{}"],
        ["lint", "--no-cache", "{}"],
        ["translate", "{}"],
    ],
    "stat-block text": [
        ["convert", "--translate", "--from", "text", "{}"],
        ["coverage", "--format", "{format}", "{}"],
    ],
    "foundry json": [
        ["convert", "--translate", "--from", "foundry", "{}"],
        ["coverage", "--format", "{format}", "{}"],
    ],
    "scenario": [["simulate", "{}"], ["lint", "--no-cache", "{}"]],
}
FILES = {
    "authoring": "powers.yaml",
    "stat-block text": "powers.txt",
    "foundry json": "powers.json",
    "scenario": "scenario.yaml",
}
STRATEGIES: dict[str, Callable[[], st.SearchStrategy[bytes]]] = {
    "authoring": authoring_files,
    "stat-block text": stat_block_files,
    "foundry json": foundry_files,
    "scenario": scenario_files,
}


@dataclass
class Figures:
    """What a run of one format met: cases, the slowest, the largest memory a case took
    (the rise of the peak resident size during it), and the run's growth of that peak."""

    cases: int = 0
    slowest: float = 0.0
    slowest_size: int = 0
    largest_mb: float = 0.0
    largest_size: int = 0
    peak_growth_mb: float = 0.0
    codes: set[str] = field(default_factory=set)

    def line(self, fmt: str) -> str:
        return (
            f"{fmt}: {self.cases} cases, slowest {self.slowest * 1000:.0f} ms of CPU "
            f"({self.slowest_size} bytes), largest memory rise {self.largest_mb:.1f} MB "
            f"({self.largest_size} bytes), peak grew {self.peak_growth_mb:.0f} MB over the run, "
            f"{len(self.codes)} distinct diagnostic codes"
        )


def _peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # KiB on Linux


_PAGE_MB = os.sysconf("SC_PAGE_SIZE") / 2**20


def _sizes_mb() -> tuple[float, float]:
    """The process's address space and resident size now, in MB (/proc, read only)."""
    with open("/proc/self/statm", encoding="ascii") as statm:
        size, resident = statm.read().split()[:2]
    return int(size) * _PAGE_MB, int(resident) * _PAGE_MB


@contextlib.contextmanager
def _address_space_limited(extra_mb: float) -> Iterator[None]:
    """The address space capped at what it is now plus ``extra_mb`` for the block."""
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    cap = int((_sizes_mb()[0] + extra_mb) * 2**20)
    resource.setrlimit(
        resource.RLIMIT_AS, (cap if hard == resource.RLIM_INFINITY else min(cap, hard), hard)
    )
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_AS, (soft, hard))


_NUMBERS = itertools.count()
_UNPLACED = re.compile(r"^counterplay: [A-Z]\d{3} ", re.MULTILINE)


class _Terminal:
    """One stdout and one stderr for every command run (click caches a wrapper per stream
    it meets, for good: a new stream per command, as CliRunner makes, is never freed)."""

    def __init__(self) -> None:
        # errors="strict": text that cannot be written as UTF-8 (a lone surrogate) raises
        self.out = io.TextIOWrapper(io.BytesIO(), encoding="utf-8", errors="strict")
        self.err = io.TextIOWrapper(io.BytesIO(), encoding="utf-8", errors="strict")

    def run(self, args: list[str]) -> tuple[int, str]:
        """``counterplay ARGS``: the exit status and what went to stderr."""
        for stream in (self.out, self.err):
            stream.seek(0)
            stream.truncate()
        status: int | str | None = 0
        with contextlib.redirect_stdout(self.out), contextlib.redirect_stderr(self.err):
            try:
                main.main(args, prog_name="counterplay")
            except SystemExit as done:
                status = done.code
        self.out.flush()
        self.err.flush()
        assert isinstance(status, int), (args, status)
        buffer = self.err.buffer
        assert isinstance(buffer, io.BytesIO)
        return status, buffer.getvalue().decode("utf-8")


TERMINAL = _Terminal()


def run_case(fmt: str, content: bytes, directory: Path, figures: Figures, start_mb: float) -> None:
    """Run ``content`` through the format's commands and check what the issue asks.

    The CPU time measured is the commands' and the collection of the garbage they leave
    (the young generation, with automatic collection off meanwhile): not a collection of
    the whole process that happens to fall in a case (hypothesis keeps every case it made,
    and a full collection over them takes longer as the run goes on).
    """
    # a new file per case: truncating one costs a disk flush on ext4, more than the case
    number = next(_NUMBERS)
    path = directory / f"{number}-{FILES[fmt]}"
    path.write_bytes(content)
    # coverage's table (rich) costs more than the rest of a case: one case in eight
    shown = "table" if number % 8 == 0 else "json"
    text = content.decode("utf-8", errors="replace").removeprefix("\ufeff")
    lines = lines_of(text) or [""]
    said: list[Said] = []
    gc.disable()
    peak_before, resident_before = _peak_mb(), _sizes_mb()[1]
    try:
        with _address_space_limited(MEMORY_MB):
            began = time.process_time()
            for command in COMMANDS[fmt]:  # translate last: it may rewrite the file
                args = [a.replace("{}", str(path)).replace("{format}", shown) for a in command]
                status, stderr = TERMINAL.run(args)
                assert status in (0, 1), (args, status, stderr)
                assert not _UNPLACED.search(stderr), stderr  # all about the file: placed
                said += diagnostics(stderr)
            gc.collect(0)
            spent = time.process_time() - began
    finally:
        gc.enable()
    took_mb = max(_peak_mb() - peak_before, _sizes_mb()[1] - resident_before, 0.0)
    path.unlink()
    for one in said:
        figures.codes.add(one.code)
        assert one.file == str(path), one  # no "<converted>" or other place
        assert one.line >= 1 and one.column >= 1, one
        # a file the command rewrote (translate) is checked against what it read
        assert one.line <= len(lines), (one, len(lines))
        assert one.column <= len(lines[one.line - 1]) + 1, (one, lines[one.line - 1])
    figures.cases += 1
    if took_mb > figures.largest_mb:
        figures.largest_mb, figures.largest_size = took_mb, len(content)
    if spent > figures.slowest:
        figures.slowest, figures.slowest_size = spent, len(content)
    figures.peak_growth_mb = _peak_mb() - start_mb
    assert spent < CPU_SECONDS, f"{fmt} case took {spent:.2f} s of CPU"


def _harness(fmt: str, cases: int, directory: Path, record: Callable[[str, object], None]) -> None:
    # One valid case first, unmeasured: the grammars, schemas and tables load once per
    # process, and that start-up is not what a case costs.
    warm = {
        "authoring": ROOT / "counterplay" / "examples" / "ranger-and-fighter.yaml",
        "scenario": FORCED,
    }
    sample = warm.get(fmt)
    content = sample.read_bytes() if sample else STAT_BLOCKS[0].encode()
    if fmt == "foundry json":
        content = json.dumps(FOUNDRY[0]).encode()
    run_case(fmt, content, directory, Figures(), _peak_mb())
    figures = Figures()
    start_mb = _peak_mb()

    @settings(
        max_examples=cases,
        derandomize=True,  # the same cases on every run: CI never sees a new one by chance
        deadline=None,  # the bound is checked by run_case, in CPU time
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(STRATEGIES[fmt]())
    def check(content: bytes) -> None:
        run_case(fmt, content, directory, figures, start_mb)

    check()
    record("hostile", figures.line(fmt))
    assert figures.cases >= cases * 0.9, figures  # hypothesis ran (nearly) all it was asked


class _Harness:
    """The harness for one format (a class per format, so that xdist's ``loadscope``
    spreads the formats over its workers)."""

    fmt = ""

    def test_few_cases(
        self, tmp_path: Path, record_property: Callable[[str, object], None]
    ) -> None:
        _harness(self.fmt, FEW, tmp_path, record_property)

    @pytest.mark.slow
    def test_many_cases(
        self, tmp_path: Path, record_property: Callable[[str, object], None]
    ) -> None:
        _harness(self.fmt, MANY, tmp_path, record_property)


class TestAuthoringYaml(_Harness):
    fmt = "authoring"


class TestStatBlockText(_Harness):
    fmt = "stat-block text"


class TestFoundryJson(_Harness):
    fmt = "foundry json"


class TestScenarios(_Harness):
    fmt = "scenario"
