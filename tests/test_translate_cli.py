"""`counterplay translate`: in-place rewriting that keeps every other byte, and bad input."""

from __future__ import annotations

import json
import os
import re
import shutil
import stat
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import Result
from hypothesis import given, settings
from hypothesis import strategies as st

from counterplay.compiler.dnd4e.rewrite import rewrite_text, translate_document
from counterplay.compiler.dnd4e.translation_table import (
    KEYWORDS,
    Table,
    default_table_path,
    load_table,
)
from tests.conftest import FIXTURES

Run = Callable[..., Result]
SOURCE = FIXTURES / "translate" / "powers.yaml"
GOLDEN = Path(__file__).resolve().parent / "golden" / "translate"


@pytest.fixture
def table() -> Table:
    loaded, problems = load_table()
    assert loaded is not None, problems
    return loaded


@pytest.fixture
def powers(tmp_path: Path) -> Path:
    target = tmp_path / "powers.yaml"
    shutil.copyfile(SOURCE, target)
    return target


def without_reaction_lines(new: str) -> str:
    """``new`` with the ``reaction`` entries translate adds taken out again."""
    kept = (
        line for line in new.splitlines(keepends=True) if not line.strip().startswith("reaction: [")
    )
    return "".join(kept).replace(", reaction: [interrupt, reaction]", "")


def test_translate_in_place_keeps_everything_else(run: Run, powers: Path) -> None:
    before = powers.read_text(encoding="utf-8")
    result = run("translate", str(powers))
    assert result.exit_code == 0, result.output
    after = powers.read_text(encoding="utf-8")
    assert "    reaction: [interrupt, reaction, spontaneous]\n" in after
    assert "    reaction: [reaction]\n" in after
    assert "    reaction: [free, reaction, spontaneous]\n" in after
    assert "action: immediate interrupt, reaction: [interrupt, reaction], trigger:" in after
    # every line of the original survives byte for byte, in order
    assert without_reaction_lines(after) == before
    # T002 (unread trigger) and T004 (free action without trigger) are warnings, exit 0
    assert "T002" in result.stderr and "T004" in result.stderr


def test_nothing_to_change_is_byte_identical(run: Run, powers: Path) -> None:
    assert run("translate", str(powers)).exit_code == 0
    once = powers.read_bytes()
    mtime = powers.stat().st_mtime_ns
    result = run("translate", str(powers))
    assert result.exit_code == 0
    assert powers.read_bytes() == once
    assert powers.stat().st_mtime_ns == mtime  # not even rewritten
    assert "(0 files changed)" in result.stderr


def test_check_and_diff_write_nothing(run: Run, powers: Path) -> None:
    before = powers.read_bytes()
    check = run("translate", "--check", str(powers))
    assert check.exit_code == 1
    diff = run("translate", "--diff", str(powers))
    assert diff.exit_code == 0
    assert "+    reaction: [reaction]\n" in diff.stdout
    assert diff.stdout.startswith(f"--- {powers}\n+++ {powers}\n")
    assert powers.read_bytes() == before
    assert run("translate", str(powers)).exit_code == 0
    assert run("translate", "--check", str(powers)).exit_code == 0


def test_check_for_machines_names_each_file_that_would_change_as_t012(
    run: Run, powers: Path
) -> None:
    """A CI job reading `--check`'s JSON, SARIF or GitHub report saw no diagnostic for a
    file that would change, though the check failed (exit 1): now a T012 error there."""
    report = run("translate", "--check", "--output-format", "json", str(powers))
    assert report.exit_code == 1
    found = [d for d in json.loads(report.stderr)["diagnostics"] if d["code"] == "T012"]
    assert [(d["file"], d["severity"]) for d in found] == [(str(powers), "error")]
    github = run("translate", "--check", "--output-format", "github", str(powers))
    assert f"::error file={powers},line=" in github.stderr and "T012" in github.stderr
    text = run("translate", "--check", str(powers))  # people get the line they had
    assert f"would change: {powers}" in text.stderr and "T012" not in text.stderr
    assert run("translate", str(powers)).exit_code == 0
    again = run("translate", "--check", "--output-format", "json", str(powers))
    assert again.exit_code == 0 and "T012" not in again.stderr


@pytest.mark.parametrize(
    ("tail", "line"),
    [
        ("    trigger: An enemy hits you\n    effect: You shift 1 square.\n", 6),
        ("", 5),  # (the keyword set goes after the last line: T012 is at that line)
    ],
)
def test_t012_is_at_the_first_line_that_would_change_and_in_the_file(
    run: Run, tmp_path: Path, tail: str, line: int
) -> None:
    """Where the translation adds a line after the last one, T012 was at a line past the
    file's end (line 6 of 5), which an annotation cannot be put on."""
    path = tmp_path / "powers.yaml"
    path.write_text(
        "counterplay: 1\npowers:\n  - name: Quick Parry\n    usage: encounter\n"
        "    action: immediate interrupt\n" + tail,
        encoding="utf-8",
    )
    report = run("translate", "--check", "--output-format", "json", str(path))
    found = [d for d in json.loads(report.stderr)["diagnostics"] if d["code"] == "T012"]
    assert [d["line"] for d in found] == [line]
    assert line <= len(path.read_text(encoding="utf-8").splitlines())


def test_output_dir(run: Run, powers: Path, tmp_path: Path) -> None:
    before = powers.read_bytes()
    out = tmp_path / "out"
    result = run("translate", "-o", str(out), str(powers))
    assert result.exit_code == 0, result.output
    assert powers.read_bytes() == before
    assert "reaction: [reaction]" in (out / "powers.yaml").read_text(encoding="utf-8")
    twin = tmp_path / "other" / "powers.yaml"
    twin.parent.mkdir()
    shutil.copyfile(SOURCE, twin)
    clash = run("translate", "-o", str(out), str(powers), str(twin))
    assert clash.exit_code == 1 and "T010" in clash.stderr


def test_an_output_dir_named_as_a_file_is_a_usage_error(
    run: Run, powers: Path, tmp_path: Path
) -> None:
    """`-o new.yaml` (as compile's -o FILE) made a directory `new.yaml/` holding the
    translation, and said it translated the file (noted by ux6)."""
    result = run("translate", "-o", str(tmp_path / "new.yaml"), str(powers))
    assert result.exit_code == 2
    assert f"{str(tmp_path / 'new.yaml')!r} is a file's name: give a directory" in result.stderr
    assert not (tmp_path / "new.yaml").exists()
    (tmp_path / "kept.yaml").mkdir()  # a directory of that name is one
    assert run("translate", "-o", str(tmp_path / "kept.yaml"), str(powers)).exit_code == 0
    assert (tmp_path / "kept.yaml" / "powers.yaml").is_file()


def test_existing_reaction_is_updated_in_its_own_style(table: Table) -> None:
    text = (
        "counterplay: 1\n"
        "powers:\n"
        "  - name: A\n"
        "    usage: encounter\n"
        "    action: immediate interrupt\n"
        "    reaction: [reaction]  # stale\n"
        "    trigger: An enemy hits you\n"
        "  - name: B\n"
        "    usage: encounter\n"
        "    action: immediate reaction\n"
        "    reaction:\n"
        "      - reaction\n"
        "      - free\n"
        "    trigger: An enemy hits you\n"
        "  - name: C\n"
        "    usage: encounter\n"
        "    action: immediate interrupt\n"
        "    reaction: [reaction, interrupt]\n"
        "    trigger: An enemy hits you\n"
    )
    done = rewrite_text(text, "t.yaml", table)
    assert done.new_text is not None
    assert "    reaction: [interrupt, reaction]  # stale\n" in done.new_text
    assert "    reaction:\n      - reaction\n    trigger" in done.new_text
    # the same set in another order is not churned
    assert "    reaction: [reaction, interrupt]\n" in done.new_text


def test_line_endings_and_byte_order_mark_survive(run: Run, tmp_path: Path) -> None:
    crlf = SOURCE.read_text(encoding="utf-8").replace("\n", "\r\n")
    target = tmp_path / "crlf.yaml"
    target.write_bytes(b"\xef\xbb\xbf" + crlf.encode("utf-8"))
    assert run("translate", str(target)).exit_code == 0
    raw = target.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")
    assert b"    reaction: [reaction]\r\n" in raw
    assert b"\n" not in raw.replace(b"\r\n", b"")
    again = target.read_bytes()
    assert run("translate", "--check", str(target)).exit_code == 0
    assert target.read_bytes() == again


def test_explain_golden(run: Run, powers: Path, update_goldens: bool) -> None:
    """The explanation of the fixture, rendered; `pytest --update-goldens` rewrites it."""
    result = run("translate", "--explain", str(powers))
    assert result.exit_code == 0
    shown = result.stdout.replace(str(powers), "powers.yaml")
    expected = GOLDEN / "explain.txt"
    if update_goldens or not expected.exists():
        expected.write_text(shown, encoding="utf-8")
    assert shown == expected.read_text(encoding="utf-8")
    assert powers.read_bytes() == SOURCE.read_bytes()  # --explain writes nothing


def test_strict_turns_open_cases_into_errors_and_writes_nothing(run: Run, powers: Path) -> None:
    before = powers.read_bytes()
    result = run("translate", "--strict", str(powers))
    assert result.exit_code == 1
    assert "T004" in result.stderr and "[warning]" not in result.stderr.split("T004")[0][-40:]
    assert powers.read_bytes() == before


def test_edited_table(run: Run, powers: Path, tmp_path: Path) -> None:
    """--table: a copy where the spontaneous special cases include allies' triggers too."""
    text = default_table_path().read_text(encoding="utf-8")
    edited = tmp_path / "table.yaml"
    edited.write_text(
        text.replace("keywords: [reaction]\n", "keywords: [reaction, spontaneous]\n"),
        encoding="utf-8",
    )
    result = run("translate", "--table", str(edited), "--diff", str(powers))
    assert result.exit_code == 0, result.stderr
    assert "+    reaction: [reaction, spontaneous]\n" in result.stdout


@pytest.mark.parametrize(
    ("edit", "code", "exact"),
    [
        (("translation: 1", "translation: 2"), "S004", True),
        (("keywords: [reaction]\n", "keywords: [reaction, sneaky]\n"), "S004", True),
        (("- when: spontaneous_case", "- when: spontaneous_kase"), "T009", True),
        ((r"'\bfeature\b'", "'(feature'"), "T009", True),
        (("  - id: not-a-reaction", "  - idd: not-a-reaction"), "S002", True),
        (("code: T006", "code: T999"), "T009", True),
        (("rows:", "rows: [\n"), "Y004", False),
    ],
)
def test_malformed_table(
    run: Run, powers: Path, tmp_path: Path, edit: tuple[str, str], code: str, exact: bool
) -> None:
    """Schema and semantic errors of a --table copy, at the line of the edit."""
    text = default_table_path().read_text(encoding="utf-8")
    assert edit[0] in text
    line = text[: text.index(edit[0])].count("\n") + 1
    bad = tmp_path / "bad.yaml"
    bad.write_text(text.replace(edit[0], edit[1], 1), encoding="utf-8")
    before = powers.read_bytes()
    result = run("translate", "--table", str(bad), str(powers))
    assert result.exit_code == 1
    assert (f"{bad}:{line}:" if exact else f"{bad}:") in result.stderr, result.stderr
    assert code in result.stderr, result.stderr
    assert "Traceback" not in result.output
    assert powers.read_bytes() == before


def test_condition_cycle_in_table(run: Run, powers: Path, tmp_path: Path) -> None:
    text = default_table_path().read_text(encoding="utf-8")
    bad = tmp_path / "cycle.yaml"
    bad.write_text(
        text.replace("test: {usage: [at-will]}", "test: {any: [at_will, attack_roll]}", 1),
        encoding="utf-8",
    )
    result = run("translate", "--table", str(bad), str(powers))
    assert result.exit_code == 1 and "T009" in result.stderr and "refers to itself" in result.stderr


def test_read_only_target(run: Run, powers: Path) -> None:
    before = powers.read_bytes()
    powers.chmod(stat.S_IRUSR | stat.S_IRGRP)
    try:
        result = run("translate", str(powers))
    finally:
        powers.chmod(stat.S_IRUSR | stat.S_IWUSR)
    assert result.exit_code == 1
    assert "T010" in result.stderr and "read-only" in result.stderr
    assert "Traceback" not in result.output
    assert powers.read_bytes() == before
    assert "(0 files changed)" in result.stderr  # the file it could not write is not counted
    assert [p.name for p in powers.parent.iterdir()] == ["powers.yaml"]  # no temp file left


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("counterplay: 1\npowers: [\n", "Y004"),
        ("counterplay: 1\npowers:\n  - name: X\n    usage: daily\n    action: tea time\n", "S004"),
        ("", "Y005"),
    ],
    ids=["invalid-yaml", "unknown-action-type", "empty"],
)
def test_bad_input(run: Run, tmp_path: Path, text: str, code: str) -> None:
    target = tmp_path / "bad.yaml"
    target.write_text(text, encoding="utf-8")
    result = run("translate", str(target))
    assert result.exit_code == 1
    assert code in result.stderr and "Traceback" not in result.output
    assert target.read_text(encoding="utf-8") == text


def test_a_file_that_does_not_load_is_shown_with_its_line_as_compile_shows_it(
    run: Run, tmp_path: Path
) -> None:
    # a line indented one space too far, and a key written twice: the line and a caret
    # under the column, as `compile` and `lint` show them
    texts = {
        "indent.yaml": "counterplay: 1\npowers:\n  - name: Odd\n    usage: daily\n"
        "     action: free action\n",
        "twice.yaml": "counterplay: 1\npowers:\n  - name: Odd\n    name: Even\n",
    }
    for name, text in texts.items():
        target = tmp_path / name
        target.write_text(text, encoding="utf-8")
        translated = run("translate", str(target))
        compiled = run("compile", "--check", "--no-cache", str(target))
        assert translated.exit_code == compiled.exit_code == 1
        shown = compiled.stderr.split("compile failed")[0]
        assert shown.count("\n") == 3 and shown.endswith("^\n"), shown
        assert translated.stderr.startswith(shown), translated.stderr
        assert target.read_text(encoding="utf-8") == text


def test_missing_file(run: Run, tmp_path: Path) -> None:
    result = run("translate", str(tmp_path / "nope.yaml"))
    assert result.exit_code == 1 and "Y001" in result.stderr


def test_schema_translation_is_printed(run: Run) -> None:
    result = run("schema", "translation")
    assert result.exit_code == 0
    assert '"title": "counterplay translation table"' in result.stdout


def test_stats(run: Run, powers: Path) -> None:
    result = run("translate", "--check", "--stats", str(powers))
    assert "      1  reaction\n" in result.stderr
    assert "      2  (untranslated)\n" in result.stderr
    assert "      1  T004\n" in result.stderr


def test_stats_of_a_file_with_no_diagnostic_say_so(run: Run, tmp_path: Path) -> None:
    """Not a "diagnostics:" heading with nothing under it (the file would change: clean
    of diagnostics, not of work)."""
    clean = tmp_path / "clean.yaml"
    clean.write_text(
        "counterplay: 1\npowers:\n  - name: A\n    usage: encounter\n"
        "    action: immediate reaction\n    trigger: An enemy hits you\n",
        encoding="utf-8",
    )
    result = run("translate", "--check", "--stats", str(clean))
    assert result.stderr.splitlines()[1:4] == [
        "keyword sets:",
        "       1  reaction",
        "diagnostics: none",
    ]


def test_translate_document_hook_for_convert(table: Table) -> None:
    """What `convert --translate` calls: the key goes right after `action`."""
    from ruamel.yaml import YAML

    yaml = YAML()
    data = yaml.load(
        "counterplay: 1\npowers:\n- name: A\n  usage: encounter\n  action: immediate reaction\n"
        "  trigger: An enemy hits you\n- name: B\n  usage: daily\n  action: free action\n"
    )
    translations, diagnostics = translate_document(data, table)
    assert [t.keywords for t in translations] == [["reaction"], None]
    assert list(data["powers"][0]) == ["name", "usage", "action", "reaction", "trigger"]
    assert "reaction" not in data["powers"][1]
    assert [d.code for d in diagnostics] == ["T004"]
    plain = {"counterplay": 1, "powers": [dict(data["powers"][1])]}
    assert translate_document(plain, table)[0][0].keywords is None


def test_write_failure_leaves_no_temp_file(run: Run, powers: Path) -> None:
    """A directory that cannot take a new file: a diagnostic, the file untouched."""
    if os.geteuid() == 0:
        pytest.skip("root can write into a read-only directory")
    before = powers.read_bytes()
    powers.parent.chmod(stat.S_IRUSR | stat.S_IXUSR)
    try:
        result = run("translate", str(powers))
    finally:
        powers.parent.chmod(stat.S_IRWXU)
    assert result.exit_code == 1 and "T010" in result.stderr
    assert powers.read_bytes() == before


ACTIONS = ["immediate interrupt", "immediate reaction", "opportunity action", "free action"]
TRIGGERS = ["An enemy hits you", "You become bloodied", "An enemy adjacent to you shifts"]


@st.composite
def authoring_files(draw: st.DrawFn) -> str:
    """Small authoring files in mixed styles: block or flow powers, comments, old reactions."""
    lines = ["# generated", "counterplay: 1", "powers:"]
    for i in range(draw(st.integers(1, 4))):
        fields = [
            ("name", f'"Power {i}"' if draw(st.booleans()) else f"Power {i}"),
            ("usage", draw(st.sampled_from(["at-will", "encounter", "daily"]))),
            ("action", draw(st.sampled_from(ACTIONS))),
            ("trigger", draw(st.sampled_from(TRIGGERS))),
        ]
        old = draw(st.sampled_from([None, "[reaction]", "[]", "block"]))
        fields = draw(st.permutations(fields))
        if draw(st.booleans()) and old != "block":  # a flow mapping on one line
            pairs = [f"{k}: {v}" for k, v in fields] + ([f"reaction: {old}"] if old else [])
            lines.append("  - {" + ", ".join(pairs) + "}")
            continue
        body = [f"{k}: {v}" + ("  # note" if draw(st.booleans()) else "") for k, v in fields]
        if old == "block":
            body.append("reaction:\n      - reaction")
        elif old:
            body.append(f"reaction: {old}")
        lines.append("  - " + "\n    ".join(body))
        if draw(st.booleans()):
            lines.append("")
    return "\n".join(lines) + "\n"


def strip_reactions(text: str) -> list[str]:
    """The lines of ``text`` without its ``reaction`` entries (block items, flow pairs)."""
    kept = []
    for line in text.splitlines():
        line = re.sub(r", reaction: \[[^\]]*\]", "", line)
        bare = line.strip()
        if bare.startswith("reaction:") or bare.removeprefix("- ") in KEYWORDS:
            continue
        kept.append(line)
    return kept


@settings(derandomize=True, max_examples=80, deadline=None)
@given(text=authoring_files())
def test_rewrite_keeps_the_document_and_is_idempotent(text: str) -> None:
    """Property: the rewrite reads back as the old data plus the translated sets, every old
    line that is not a reaction line survives, and a second rewrite changes nothing."""
    loaded, _ = load_table()
    assert loaded is not None
    done = rewrite_text(text, "gen.yaml", loaded)
    assert done.new_text is not None, [d.message for d in done.diagnostics]
    from counterplay.compiler.load import load_text

    before, _ = load_text(text)
    after, _ = load_text(done.new_text)
    assert before is not None and after is not None
    for old, new, t in zip(
        before.data["powers"], after.data["powers"], done.translations, strict=True
    ):
        assert {k: v for k, v in new.items() if k != "reaction"} == {
            k: v for k, v in old.items() if k != "reaction"
        }
        if t.keywords is not None:
            assert set(new["reaction"]) == set(t.keywords)
    assert strip_reactions(done.new_text) == strip_reactions(text)
    again = rewrite_text(done.new_text, "gen.yaml", loaded)
    assert again.new_text == done.new_text


# -- hostile files, through the command line under bounds (tests.hostilekit) -----------------

PLAIN_POWER = (
    "counterplay: 1\nruleset: dnd4e\npowers:\n  - name: Quick Parry\n    usage: encounter\n"
    "    action: immediate interrupt\n    trigger: An enemy hits you\n"
)


def test_translate_keeps_cr_only_line_endings(tmp_path: Path) -> None:
    """A file with CR-only line endings (compile reads it) gave a traceback."""
    from tests.hostilekit import cli

    path = tmp_path / "old-mac.yaml"
    path.write_bytes(PLAIN_POWER.replace("\n", "\r").encode())
    done = cli("translate", path.name, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    text = path.read_bytes().decode()
    assert "\n" not in text and "\r    reaction: [interrupt, reaction]\r" in text
    assert cli("translate", "--check", path.name, cwd=tmp_path).returncode == 0  # as it says


@pytest.mark.parametrize(
    ("old", "new", "place"),
    [
        # a tagged block list: looked for its closing bracket, found none
        ("    trigger:", "    reaction: !!seq\n      - reaction\n    trigger:", (7, 15)),
        # an anchored list and an alias of it: one edit would change both powers
        (
            "    trigger: An enemy hits you\n",
            "    reaction: &keys [reaction]\n    trigger: An enemy hits you\n"
            "  - name: Late Parry\n    usage: encounter\n    action: immediate interrupt\n"
            "    reaction: *keys\n    trigger: An enemy hits you\n",
            (7, 15),
        ),
        # a power that is an alias: it has no text of its own to add a line to
        ("  - name: Quick Parry", "  - &parry\n    name: Quick Parry", (4, 5)),
    ],
)
def test_translate_refuses_aliased_anchored_or_tagged_powers(
    tmp_path: Path, old: str, new: str, place: tuple[int, int]
) -> None:
    """T011 at the node, exit 1, the file unchanged; each was a traceback."""
    from tests.hostilekit import cli, positioned

    text = PLAIN_POWER.replace(old, new, 1)
    if "&parry" in text:
        text += "  - *parry\n"
    path = tmp_path / "aliased.yaml"
    path.write_text(text, encoding="utf-8")
    done = cli("translate", path.name, cwd=tmp_path)
    assert done.returncode == 1
    said = positioned(done, tmp_path, "T011")
    assert (said.line, said.column) == place
    assert path.read_text(encoding="utf-8") == text


def test_translate_through_a_symlink_and_a_hard_link(tmp_path: Path) -> None:
    """A symlink is written through (the file it names is translated, the link stays);
    a file with hard links keeps its inode, so every name of it sees the translation."""
    from tests.hostilekit import cli

    real = tmp_path / "real.yaml"
    real.write_text(PLAIN_POWER, encoding="utf-8")
    (tmp_path / "link.yaml").symlink_to("real.yaml")
    hard = tmp_path / "hard.yaml"
    os.link(real, hard)
    inode = real.stat().st_ino
    done = cli("translate", "link.yaml", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "link.yaml").is_symlink()
    assert real.stat().st_ino == hard.stat().st_ino == inode and real.stat().st_nlink == 2
    assert "reaction: [interrupt, reaction]" in hard.read_text(encoding="utf-8")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["hard.yaml", "link.yaml", "real.yaml"]


def test_an_altered_abilities_file_has_nothing_to_translate(run: Run, tmp_path: Path) -> None:
    """An authoring file of Altered abilities (no `powers`) was a KeyError traceback, in
    `translate` and in the pre-commit hook's `translate --check --skip-non-authoring`."""
    abilities = tmp_path / "abilities.yaml"
    text = (
        "counterplay: 1\nruleset: altered\nabilities:\n"
        '  - {name: Chouette, lang: fr, text: "{J} Piochez une carte."}\n'
    )
    abilities.write_text(text, encoding="utf-8")
    for args in (["translate"], ["translate", "--check", "--skip-non-authoring"]):
        result = run(*args, str(abilities))
        assert result.exit_code == 0, result.stderr
        assert "translated 0 powers in 1 file (0 " in result.stderr
    assert abilities.read_text(encoding="utf-8") == text


SHIELD_UNDER = """counterplay: 1
ruleset: {ruleset}
powers:
  - name: Shield Block
    usage: encounter
    action: immediate interrupt
    trigger: You are hit by a melee attack
    effect: You gain resist 5 to all damage against the triggering attack.
"""


@pytest.mark.parametrize(
    ("ruleset", "told"),
    [("dnd4e", True), ("dnd4e-immediate-move", True), ("dnd4e-reactions", False)],
)
def test_keywords_written_where_the_ruleset_never_reads_them_are_told(
    run: Run, tmp_path: Path, ruleset: str, told: bool
) -> None:
    """T013 at `ruleset:` when the file's ruleset classifies by action type: the keywords
    are written all the same (a warning), and `--strict` writes nothing."""
    powers = tmp_path / "powers.yaml"
    powers.write_text(SHIELD_UNDER.format(ruleset=ruleset), encoding="utf-8")
    result = run("translate", str(powers))
    assert result.exit_code == 0, result.output
    assert "reaction: [interrupt, reaction]" in powers.read_text(encoding="utf-8")
    code = "T013"
    assert (f"{powers}:2:10: {code}" in result.stderr) is told, result.stderr
    if told:
        assert "dnd4e-reactions" in result.stderr
        # said when translate writes them, not at each run once they are written (a hook)
        again = run("translate", "--check", str(powers))
        assert again.exit_code == 0 and code not in again.stderr, again.stderr
        powers.write_text(SHIELD_UNDER.format(ruleset=ruleset), encoding="utf-8")
        strict = run("translate", "--strict", str(powers))
        assert strict.exit_code == 1 and "reaction:" not in powers.read_text(encoding="utf-8")


HAND_PICKED = """\
counterplay: 1
ruleset: dnd4e-reactions
powers:
  - name: Vengeful Strike
    usage: at-will
    action: immediate reaction
    reaction: [reaction, spontaneous]   # chosen by the designer
    trigger: An enemy hits you
    effect: You shift 1 square.
"""


def test_a_keyword_set_written_by_hand_that_translate_replaces_is_said(
    run: Run, tmp_path: Path
) -> None:
    """A homebrew power's own [reaction, spontaneous] became [reaction] with nothing said
    but "1 file changed": T014 at its list; `--strict` then writes nothing."""
    path = tmp_path / "powers.yaml"
    path.write_text(HAND_PICKED, encoding="utf-8")
    strict = run("translate", "--strict", str(path))
    assert strict.exit_code == 1
    assert path.read_text(encoding="utf-8") == HAND_PICKED
    result = run("translate", str(path))
    assert result.exit_code == 0
    assert (
        f"{path}:7:15: T014 [warning] Vengeful Strike: its Reaction keywords [reaction, "
        "spontaneous] are replaced by [reaction], the translation of its action type "
        "(immediate reaction)" in result.stderr
    )
    assert "reaction: [reaction]   # chosen by the designer" in path.read_text(encoding="utf-8")
    again = run("translate", str(path))  # (a set the translation keeps: nothing said)
    assert "T014" not in again.stderr and "0 warnings" in again.stderr


ANOTHER_GAMES = {
    "abilities": """counterplay: 1
ruleset: altered
abilities:
  - name: Made-up Scout
    card_type: character
    lang: en
    text: "{J} Draw a card."
""",
    "reactions": """counterplay: 1
ruleset: horus-heresy-3
reactions:
  - name: Made-up Withdrawal
    kind: advanced reaction
    profile:
      Trigger: >-
        The Reactive Player may declare a Made-up Withdrawal Advanced Reaction in Step 2 of
        the Move Sub-Phase process, if an enemy Unit ends a move within 12" and in Line of
        Sight of a Unit under the Reactive Player's control.
      Cost: The Made-up Withdrawal Advanced Reaction has no cost.
""",
}


@pytest.mark.parametrize("key", list(ANOTHER_GAMES))
def test_a_file_of_another_games_reactions_is_said_to_hold_no_4e_powers(
    run: Run, tmp_path: Path, key: str
) -> None:
    """An Altered abilities file or a Horus Heresy army list gave "translated 0 powers"
    and nothing else: the summary says the file holds another game's reactions, -v says
    T015 at its list, and nothing is written (a hook's `--check --strict` passes)."""
    path = tmp_path / "other.yaml"
    path.write_text(ANOTHER_GAMES[key], encoding="utf-8")
    result = run("translate", str(path))
    assert result.exit_code == 0, result.stderr
    assert "(0 files changed; 1 file of another game's reactions)" in result.stderr
    verbose = run("-v", "translate", str(path))
    assert f"{path}:4:3: T015 [info] its `{key}:` are " in verbose.stderr
    said = json.loads(run("-v", "translate", "--output-format", "json", str(path)).stderr)
    assert [d["code"] for d in said["diagnostics"]] == ["T015"]
    assert run("translate", "--check", "--strict", str(path)).exit_code == 0
    assert path.read_text(encoding="utf-8") == ANOTHER_GAMES[key]
