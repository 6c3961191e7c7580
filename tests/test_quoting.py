"""Game names are quoted one way in a message: between single quotes, as written. Python's
repr quoted a name with an apostrophe in double quotes, so one message read
`"Hound's Bite": unknown keyword 'Martal'; did you mean 'martial'?`."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from click.testing import Result

from tests.lintkit import _document, _lint


def test_a_name_is_quoted_as_written_and_one_that_does_not_print_as_repr() -> None:
    from counterplay.quoting import quoted

    assert quoted("Hound's Bite") == "'Hound's Bite'"
    assert quoted("Melee Basic Attack") == "'Melee Basic Attack'"
    assert quoted("Tab\there") == repr("Tab\there")  # (the tab is seen)


def test_one_lint_message_quotes_every_name_alike(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    power = (
        "name: Hound's Bite\n  usage: encounter\n  keywords: [Martal]\n"
        "  action: immediate reaction\n  trigger: An enemy hits you\n  effect: You shift 1 square."
    )
    path = tmp_path / "powers.yaml"
    path.write_text(_document("dnd4e", power), encoding="utf-8")
    (found,) = [d for d in _lint(run, path) if d["code"] == "L010"]
    assert found["message"] == "'Hound's Bite': unknown keyword 'Martal'; did you mean 'martial'?"
