"""A trigger read as parties apart (``either``: "You or an ally adjacent to you hits an
enemy", "You or your familiar ...") is translated as the one it was before the parties were
split: a test of who does or suffers the thing holds only when it holds of every party
("you or an ally" is not the character alone). Made-up triggers, read by the trigger
grammar."""

from __future__ import annotations

import pytest

from counterplay.compiler.dnd4e.translate import translate
from counterplay.compiler.to_ir import trigger
from tests.test_translate import power, shipped


def _keywords(action: str, text: str) -> list[str]:
    read, found = trigger(text, None, [])
    assert not found, [d.message for d in found]
    p = power(action)
    p["trigger"] = read
    return list(translate([p], shipped())[0].keywords)


@pytest.mark.parametrize(
    ("action", "parts", "joined"),
    [
        # a free action on your own deed is Personal; on an ally's too it is not
        (
            "free action",
            "You or an ally adjacent to you hits an enemy",
            "You or an ally hits an enemy",
        ),
        ("free action", "You or your familiar hits an enemy", "You or an ally hits an enemy"),
        # "Become bloodied" (R000-50) is the character's alone
        (
            "immediate reaction",
            "You or an ally adjacent to you becomes bloodied",
            "You or an ally becomes bloodied",
        ),
    ],
)  # fmt: skip
def test_parties_apart_translate_as_the_parties_together(
    action: str, parts: str, joined: str
) -> None:
    assert "either" in trigger(parts, None, [])[0]
    assert "either" not in trigger(joined, None, [])[0]
    assert _keywords(action, parts) == _keywords(action, joined)


def test_a_trigger_of_yours_alone_is_still_personal() -> None:
    assert _keywords("free action", "You hit an enemy") == ["personal", "reaction"]
