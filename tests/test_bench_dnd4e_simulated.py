"""``bench/dnd4e_simulated.py`` on a made-up corpus: each op of the tuned part counted as the
runtime takes it, the held-out fifth left out, and no power text printed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bench.dnd4e_simulated import main
from bench.phrase_coverage import held_out

SECRET = "You make an Athletics check."  # held out: an op with no handler, never counted

POWERS = [
    {"id": "made-up-0", "hit": "The target is pushed 2 squares.", "effect": "You shift 1 square."},
    {"id": "made-up-1", "effect": "You gain a +2 bonus to initiative until the end of your turn."},
    {"id": "made-up-2", "miss": "Zorblax the target frobnicates."},
    {"id": "made-up-3", "effect": "You make an Athletics check."},
    {"id": "made-up-5", "effect": SECRET},
]  # fmt: skip


def test_it_counts_the_tuned_parts_ops_and_prints_no_text(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert held_out("made-up-5") and not any(held_out(p["id"]) for p in POWERS[:-1])
    (tmp_path / "powers.jsonl").write_text(
        "".join(json.dumps(p) + "\n" for p in POWERS), encoding="utf-8"
    )
    main(["--corpus", str(tmp_path)])
    out = capsys.readouterr().out
    assert out.splitlines() == [
        "effect ops of the tuned part's powers: 5",
        "     2  carried out whole",
        "     1  not simulated: no handler",
        "     1  not read (unparsed)",
        "     1  not simulated, by reason:",
        "           1  a lasting one to this roll or score",
    ]
    for power in POWERS:
        for field in ("hit", "miss", "effect"):
            assert power.get(field, "\0") not in out
