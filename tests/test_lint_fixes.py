"""`counterplay lint --fix`: fixes that keep comments, layout and the byte order mark, unsafe
fixes waiting for their flag, what is counted as fixable, fixes across files and passes, and
fixes that are not made (a field renamed onto one the power has, YAML that would break).
"""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import Result

from tests.lintkit import _lint

FIXABLE = """\
# my homebrew (a comment that must stay)
counterplay: 1
ruleset: dnd4e-reactions
powers:
  - name: Reflex   # and this one
    usage: Encounter
    action: free action
    reaction:
      - free
      - reaction
    trigger: You become bloodied
    effect: You spend a healing surge.

  - name: Early
    usage: encounter
    action: immediate interrupt
    reaction: [interrupt, reaction]
    trigger: An enemy starts its turn adjacent to you
    effect: You shift 1 square.
"""


def test_fixes_keep_comments_and_layout_and_unsafe_ones_wait_for_their_flag(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    path = tmp_path / "powers.yaml"
    path.write_text(FIXABLE, encoding="utf-8")
    os.chmod(path, 0o640)
    diff = run("lint", "--no-cache", "--diff", str(path))
    assert path.read_text(encoding="utf-8") == FIXABLE  # --diff writes nothing
    assert "-    usage: Encounter\n+    usage: encounter" in diff.stdout
    safe = run("lint", "--no-cache", "--fix", str(path))
    after = path.read_text(encoding="utf-8")
    assert "usage: encounter" in after and "[interrupt, reaction]" in after  # unsafe waits
    assert stat.S_IMODE(path.stat().st_mode) == 0o640  # written in place, mode kept
    # R021 needs the document to compile first: a second pass of the same run adds
    # Spontaneous, in block style (it was left for the next run, unsaid)
    assert "      - free\n      - reaction\n      - spontaneous\n" in after
    # and the unsafe fix left is counted as one (noted by ux6)
    assert "2 fixed, 1 fixable with --fix --unsafe-fixes: 0 errors" in safe.stderr, safe.stderr
    unsafe = run("lint", "--no-cache", "--fix", "--unsafe-fixes", str(path))
    assert unsafe.exit_code == 0, unsafe.stdout
    final = path.read_text(encoding="utf-8")
    assert "reaction: [reaction]\n    trigger: An enemy starts" in final
    changed = {line for line in set(FIXABLE.splitlines()) ^ set(final.splitlines()) if line.strip()}
    assert changed == {
        "    usage: Encounter",
        "      - spontaneous",
        "    reaction: [interrupt, reaction]",
        "    reaction: [reaction]",
    }
    assert [p.name for p in tmp_path.iterdir()] == ["powers.yaml"]  # no temporary file left
    assert _lint(run, path) == []


def test_a_fix_keeps_the_byte_order_mark_and_what_is_left_shows_the_fixed_lines(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    path = tmp_path / "powers.yaml"
    text = "counterplay: 1\r\npowers:\r\n  - name: Ward\r\n    usage: encounter\r\n"
    path.write_bytes(b"\xef\xbb\xbf" + (text + "    action: immediate interupt\r\n").encode())
    fixed = run("lint", "--no-cache", "--fix", str(path))
    assert (
        path.read_bytes()
        == b"\xef\xbb\xbf" + (text + "    action: immediate interrupt\r\n").encode()
    )
    # what the fix left (L013: no trigger) is shown with the line as it is now
    assert "L013" in fixed.stdout and "action: immediate interrupt\n" in fixed.stdout
    assert "interupt" not in fixed.stdout


def test_a_misspelt_ruleset_is_a_near_miss_lint_fixes(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    path = tmp_path / "powers.yaml"
    path.write_text(
        "counterplay: 1\nruleset: dnd4e-reaction  # ours\npowers:\n"
        "  - {name: Ward, usage: encounter, action: minor action}\n"
    )
    found = run("lint", "--no-cache", "--diff", str(path))
    assert "S006 unknown ruleset 'dnd4e-reaction'; did you mean 'dnd4e-reactions'?" in found.stdout
    assert "-ruleset: dnd4e-reaction  # ours\n+ruleset: dnd4e-reactions  # ours\n" in found.stdout


def test_only_the_fixes_of_reported_diagnostics_are_counted_as_fixable(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    path = tmp_path / "powers.yaml"
    path.write_text(FIXABLE.replace("usage: Encounter", "usage: encounter  # counterplay: ignore"))
    shown = run("lint", "--no-cache", str(path))
    assert "R021" in shown.stdout and "1 fixable with --fix" in shown.stderr
    silenced = run("lint", "--no-cache", "--ignore", "R021", str(path))
    assert "R021" not in silenced.stdout  # --fix makes none; only L002's unsafe fix is left:
    assert "linted 1 file, 1 fixable with --fix --unsafe-fixes:" in silenced.stderr


def test_the_summary_counts_the_fixes_only_unsafe_fixes_make(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    """A file of old 4E action types under the Reaction system (R009, an unsafe fix each)
    was summed up as 'linted 1 file: 0 errors, 2 warnings', with no word of the translated
    keyword sets `--unsafe-fixes` writes (ruff: 'hidden fixes can be enabled') (noted by ux6)."""
    path = tmp_path / "powers.yaml"
    old = "".join(
        f"  - {{name: {name}, usage: encounter, action: immediate reaction,"
        " trigger: An enemy hits you, effect: You shift 1 square.}\n"
        for name in ("Bash", "Dodge")
    )
    path.write_text("counterplay: 1\nruleset: dnd4e-reactions\npowers:\n" + old)
    said = run("lint", "--no-cache", str(path)).stderr
    assert "linted 1 file, 2 fixable with --fix --unsafe-fixes: 0 errors, 2 warnings" in said
    path.write_text(
        path.read_text() + "  - {name: Reflex, usage: encounter, action: free action, "
        "reaction: [free, reaction], trigger: You become bloodied, effect: You shift 1 square.}\n"
    )
    said = run("lint", "--no-cache", str(path)).stderr
    assert "1 fixable with --fix, 2 more fixable with --fix --unsafe-fixes" in said, said
    said = run("lint", "--no-cache", "--fix", str(path)).stderr
    assert "linted 1 file, 1 fixed, 2 fixable with --fix --unsafe-fixes" in said, said
    said = run("lint", "--no-cache", "--fix", "--unsafe-fixes", str(path)).stderr
    assert "linted 1 file, 2 fixed: 0 errors" in said, said


def test_no_fix_renames_a_field_to_one_the_power_has_already(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    path = tmp_path / "powers.yaml"
    text = (
        "counterplay: 1\npowers:\n  - name: Twice\n    usage: encounter\n"
        "    action: immediate interrupt\n    trigger: An enemy hits you\n"
        "    triger: An enemy misses you\n    effect: You shift 1 square.\n"
    )
    path.write_text(text, encoding="utf-8")
    found = run("lint", "--no-cache", "--fix", str(path))
    assert "did you mean 'trigger'?" in found.stdout  # said, but not done:
    assert path.read_text(encoding="utf-8") == text  # two `trigger:` keys would not load


def test_fixing_one_file_keeps_what_another_file_shows(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    """The files a fix changed are linted again and their diagnostics replaced; the other
    files' stay as the first pass found them (none dropped with the changed files')."""
    fixed, other = tmp_path / "a.yaml", tmp_path / "b.yaml"
    fixed.write_text(FIXABLE, encoding="utf-8")
    other.write_text(  # (an unsafe fix only: --fix leaves the file as it is)
        "counterplay: 1\nruleset: dnd4e-reactions\npowers:\n  - name: Early\n"
        "    usage: encounter\n    action: immediate interrupt\n"
        "    reaction: [interrupt, reaction]\n"
        "    trigger: An enemy starts its turn adjacent to you\n"
        "    effect: You shift 1 square.\n",
        encoding="utf-8",
    )
    result = run("lint", "--no-cache", "--fix", "--output-format", "json", str(fixed), str(other))
    found = json.loads(result.stdout)["diagnostics"]
    assert "usage: Encounter" not in fixed.read_text(encoding="utf-8")  # (a's were made)
    assert [(d["code"], d["line"]) for d in found if d["file"] == str(other)] == [("L002", 7)]


EARLY = """\
counterplay: 1
ruleset: dnd4e-reactions
powers:
  - name: Early
    usage: encounter
    action: immediate interrupt
    reaction: [interrupt]
    trigger: An enemy starts its turn adjacent to you
    effect: You shift 1 square.
"""


def test_fixes_left_when_the_passes_run_out_are_said(
    run: Callable[..., Result], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # with one pass only, R021's fix (shown once the first pass's fix lets the file compile)
    # is left: the summary says so rather than end as if all were fixed
    from counterplay.commands import linting

    monkeypatch.setattr(linting, "_PASSES", 0)
    path = tmp_path / "powers.yaml"
    path.write_text(FIXABLE, encoding="utf-8")
    result = run("lint", "--no-cache", "--fix", str(path))
    assert "1 fixed, 1 left unfixed after 1 pass" in result.stderr, result.stderr
    monkeypatch.setattr(linting, "_PASSES", 10)
    path.write_text(FIXABLE, encoding="utf-8")
    assert "left unfixed" not in run("lint", "--no-cache", "--fix", str(path)).stderr


def test_fixes_that_would_break_the_yaml_are_not_made(tmp_path: Path) -> None:
    # a fix (or fixes together) leaving a file that no longer loads was written as it was
    from counterplay.commands.common import Options
    from counterplay.commands.linting import _apply
    from counterplay.diagnostics import Fix, Span

    path = tmp_path / "powers.yaml"
    path.write_text(FIXABLE, encoding="utf-8")
    line = FIXABLE.splitlines().index("    usage: Encounter") + 1
    breaking = Fix(Span(str(path), line, 12, line, 21), "[Encounter", True)
    fine = Fix(Span(str(path), line, 12, line, 21), "encounter", True)
    sources: dict[str, str | None] = {str(path): FIXABLE}
    made, changed = _apply(Options(), {str(path): [breaking]}, sources, write_files=True)
    assert (made, changed) == (0, []) and path.read_text(encoding="utf-8") == FIXABLE
    made, changed = _apply(Options(), {str(path): [fine]}, sources, write_files=True)
    assert (made, changed) == (1, [str(path)]) and "usage: encounter" in path.read_text("utf-8")


def test_r009_fills_an_empty_reaction_list_and_adds_no_second_key(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    """`reaction: []` (as L002's unsafe fix leaves it) has no Reaction keywords: R009's fix
    added a second `reaction:` line, so `lint --fix --unsafe-fixes` (whose passes make
    both fixes in one run) turned a valid file into a Y009 duplicate key."""
    path = tmp_path / "powers.yaml"
    path.write_text(EARLY.replace("[interrupt]", "[]"), encoding="utf-8")
    (r009,) = [d for d in _lint(run, path) if d["code"] == "R009"]
    assert (r009["fix"]["line"], r009["fix"]["column"]) == (7, 15)
    assert r009["fix"]["replacement"] == "[interrupt, reaction]"
    path.write_text(EARLY, encoding="utf-8")
    result = run("lint", "--no-cache", "--fix", "--unsafe-fixes", str(path))
    assert "Y009" not in result.stdout, result.stdout
    assert path.read_text(encoding="utf-8").count("reaction:") == 1


def test_a_keyword_set_without_reaction_gets_reaction_and_what_its_keywords_imply(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    """`reaction: [free]` lacks Reaction (R000-09) and Spontaneous (R000-14): both are
    reported (R021), and one fix adds both, in the list's own layout."""
    path = tmp_path / "powers.yaml"
    path.write_text(
        "counterplay: 1\nruleset: dnd4e-reactions\npowers:\n  - name: Loose\n"
        "    usage: encounter\n    action: free action\n    reaction: [free]\n"
        "    trigger: An enemy hits you\n    effect: You shift 1 square.\n",
        encoding="utf-8",
    )
    shown = run("lint", "--no-cache", str(path))
    assert shown.stdout.count(": R021 [warning] 'Loose' has [free]") == 2
    assert "add `reaction` to its keywords" in shown.stdout
    fixed = run("lint", "--no-cache", "--fix", str(path))
    assert "reaction: [free, reaction, spontaneous]\n" in path.read_text(encoding="utf-8")
    assert fixed.exit_code == 0 and "0 warnings" in fixed.stderr, fixed.stderr
