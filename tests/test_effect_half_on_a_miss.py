"""Half damage on a miss is the missed attack's damage halved ("Miss: Half damage."), never
a resistance of the one missed: "If you miss, the target takes half damage" was read as the
target resisting half of all damage (`resist`). It is refused; half damage "from" a thing
said stays a resistance to that thing. Made-up sentences."""

from __future__ import annotations

import pytest

from counterplay.compiler.to_ir import effect_clauses


def _ops(text: str) -> list[dict[str, object]]:
    [(_, ops, _)] = effect_clauses(text)
    return ops


@pytest.mark.parametrize(
    "text",
    [
        "If you miss, the target takes half damage.",
        "If you miss with your next attack, the enemy takes half damage.",
        "If the attack misses, each enemy takes half damage.",
        "If the attack misses, the target takes only half damage until the end of your turn.",
    ],
)
def test_half_damage_on_a_miss_is_not_a_resistance(text: str) -> None:
    assert [op["op"] for op in _ops(text)] == ["unparsed"]


@pytest.mark.parametrize(
    ("text", "source"),
    [
        (
            "Until the end of your turn, you take half damage from the triggering attack.",
            "triggering_attack",
        ),
        ("Each ally takes only half damage from the triggering attack.", "triggering_attack"),
    ],
)
def test_half_damage_from_a_thing_said_is_a_resistance(text: str, source: str) -> None:
    [op] = _ops(text)
    assert (op["op"], op["amount"], op["from"]) == ("resist", "half", source)


def test_a_miss_line_of_half_damage_is_damage() -> None:
    [op] = _ops("Miss: Half damage.")
    assert (op["op"], op["half"], op["if"]) == ("damage", True, "miss")
