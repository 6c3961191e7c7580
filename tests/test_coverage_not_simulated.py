"""`coverage` counts the read 4E triggers the engine never fires (round 38: a trigger that
asks what the engine does not model, "moves at least 2 squares", was counted understood,
and a scenario playing it never fired it: R031)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import Result

POWERS = """\
counterplay: 1
powers:
  - name: Long Chase
    usage: encounter
    action: immediate reaction
    trigger: An enemy within 10 squares of you moves at least 3 squares
  - name: Red Mist
    usage: daily
    action: immediate interrupt
    trigger: An enemy hits you while you are raging
  - name: Split Answer
    usage: encounter
    action: immediate reaction
    trigger: An enemy hits you or moves at least 2 squares
  - name: Plain Answer
    usage: encounter
    action: immediate reaction
    trigger: An enemy adjacent to you shifts
  - name: Unread
    usage: encounter
    action: immediate reaction
    trigger: The moon rises over the battlefield
"""


def test_read_triggers_the_engine_never_fires_are_counted_and_listed(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    path = tmp_path / "powers.yaml"
    path.write_text(POWERS, encoding="utf-8")
    result = run("coverage", "--format", "json", str(path))
    data = json.loads(result.stdout)
    total = data["total"]
    assert (total["triggers"], total["triggers_read"], total["triggers_not_simulated"]) == (5, 4, 2)
    listed = {(u["kind"], u["text"]) for u in data["unread"]}
    assert (
        "not simulated",
        "An enemy within 10 squares of you moves at least 3 squares (min_distance=3)",
    ) in listed
    assert (
        "not simulated",
        "An enemy hits you while you are raging (owner_state=raging)",
    ) in listed
    # a trigger one of whose parts fires is simulated (its other part is R031 in a scenario)
    assert not any("Split Answer" in text or "or moves" in text for _, text in listed)
    table = run("coverage", str(path)).stdout  # (a header may wrap, in a narrow terminal)
    assert "never" in table and "not simulated" in table


def test_a_file_whose_triggers_all_fire_shows_no_such_column(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    path = tmp_path / "powers.yaml"
    plain = POWERS.split("  - name: Plain Answer")[1].split("  - name: Unread")[0]
    path.write_text("counterplay: 1\npowers:\n  - name: Plain Answer" + plain, encoding="utf-8")
    result = run("coverage", str(path))
    assert result.exit_code == 0, result.stderr
    assert "never" not in result.stdout and "1/1 (100.0%)" in result.stdout


def test_altered_kinds_are_said_in_the_game_s_words(
    run: Callable[..., Result], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Round 38: the kinds column said `quick_action 1` (the IR's key), not "quick action"."""
    path = tmp_path / "cards.yaml"
    path.write_text(
        "counterplay: 1\nabilities:\n"
        '  - {name: Fox, lang: en, text: "{T} : Draw a card."}\n'
        '  - {name: Owl, lang: en, text: "At Noon — Draw a card."}\n',
        encoding="utf-8",
    )
    monkeypatch.setenv("COLUMNS", "200")  # (no cell wraps)
    table = run("coverage", str(path)).stdout
    assert "quick action 1, reaction 1" in table, table
    data = json.loads(run("coverage", "--format", "json", str(path)).stdout)
    assert data["total"]["kinds"] == {"quick_action": 1, "reaction": 1}  # (the IR's keys)
