"""The summary line says how many infos were left out for want of ``-v``.

An effect clause no grammar reads is an info (P002): without ``-v`` a compile of it said
"0 errors, 0 warnings", as if all of it were understood. The count is of infos hidden only
because ``-v`` was not given: one the configuration or a comment silences is not counted.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from click.testing import Result

POWER = """\
counterplay: 1
ruleset: dnd4e
powers:
  - name: Moon Step
    usage: encounter
    action: immediate reaction
    trigger: An enemy hits you.
    effect: {effect}
"""

UNREAD = "You shift 1 square and hum a song of the old moon."
READ = "You shift 1 square."


def _compile(run: Callable[..., Result], path: Path, effect: str, *flags: str) -> Result:
    return run("compile", *flags, *_args(path, effect))


def test_an_unread_effect_is_counted_in_the_summary(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    done = _compile(run, tmp_path / "moon.yaml", UNREAD)
    assert done.exit_code == 0
    assert "P002" not in done.stderr
    assert "0 errors, 0 warnings (1 info not shown: -v shows it)" in done.stderr


def test_with_v_the_info_is_shown_and_not_counted(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    done = run("-v", "compile", *_args(tmp_path / "moon.yaml", UNREAD))
    assert "P002" in done.stderr
    assert "not shown" not in done.stderr


def test_a_silenced_info_or_none_at_all_is_not_counted(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    ignored = _compile(run, tmp_path / "moon.yaml", UNREAD, "--ignore", "P002")
    assert "not shown" not in ignored.stderr
    read = _compile(run, tmp_path / "step.yaml", READ)
    assert "0 errors, 0 warnings\n" in read.stderr


def _args(path: Path, effect: str) -> list[str]:
    path.write_text(POWER.format(effect=effect), encoding="utf-8")
    return [str(path), "-o", str(path.with_suffix(".json"))]
