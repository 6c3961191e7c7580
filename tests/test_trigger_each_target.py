""" "Each target" in a trigger is every target of an attack ("You hit each target": all of
them hit), never any one of them: read as ``all_targets`` after "hit" and "miss", refused
elsewhere (made-up sentences)."""

from __future__ import annotations

from typing import Any

import pytest

from counterplay.compiler.to_ir import trigger


def _read(text: str) -> tuple[dict[str, Any], list[str]]:
    out, found = trigger(text, None, [])
    out.pop("text")
    return out, [d.message for d in found]


@pytest.mark.parametrize(
    ("text", "event"),
    [
        ("You hit each target with an attack", "attack.hit"),
        ("You hit every target", "attack.hit"),
        ("An ally hits each target", "attack.hit"),
        ("You miss each target with a ranged attack", "attack.miss"),
        ("You miss every target with an arcane attack", "attack.miss"),
    ],
)
def test_hitting_or_missing_each_target_is_all_of_them(text: str, event: str) -> None:
    out, found = _read(text)
    assert not found, found
    assert out["event"] == event and out["qualifiers"].get("all_targets") is True, out
    assert out["target"] is None  # (not any one creature)


@pytest.mark.parametrize(
    "text",
    [
        "You hit or miss each target",
        "You damage each target",
        "An enemy attacks every target",
        "Each target hits you",
    ],
)
def test_each_target_read_otherwise_is_refused(text: str) -> None:
    out, found = _read(text)
    assert out["event"] == "unparsed", out
    assert any("each target" in message for message in found), found


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("You hit a target", {"role": "creature"}),
        # "the target" is the power's target (tests/test_trigger_precision.py), one creature
        ("You hit the target with an attack", {"role": "creature", "your_target": True}),
    ],
)
def test_a_target_is_still_any_one(text: str, target: dict[str, object]) -> None:
    out, found = _read(text)
    assert not found and out["target"] == target, out
    assert "all_targets" not in out["qualifiers"]
