"""Schema errors are said in a designer's words (a list, text, a whole number), never in
jsonschema's Python-worded messages ("is not of type 'object'", "['x'] is too short")."""

from __future__ import annotations

from counterplay.compiler.validate import validate


def _messages(power: dict[str, object]) -> list[tuple[str, str]]:
    base = {"name": "Quick Parry", "usage": "encounter", "action": "immediate interrupt"}
    document = {"counterplay": 1, "powers": [{**base, **power}]}
    return [(d.code, d.message) for d in validate(document, "authoring")]


def test_a_wrong_kind_of_value_says_what_was_expected_and_found() -> None:
    assert _messages({"level": "two"}) == [
        ("S001", "powers/0/level: expected a whole number, not the text 'two'")
    ]
    assert _messages({"keywords": "martial"}) == [
        (
            "S001",
            "powers/0/keywords: expected a list, not the text 'martial' "
            "(a list of one is written [martial])",
        )
    ]


def test_a_list_where_one_value_belongs_is_named_a_list() -> None:
    [(code, message)] = _messages({"action": ["immediate reaction"]})
    assert code == "S004"
    assert message.startswith("a list is not allowed for powers/0/action; expected one of")
    assert message.endswith("(one value, not a list)")


def test_no_message_keeps_jsonschema_wording() -> None:
    messages = _messages({"level": [2], "keywords": {"a": 1}, "usage": 3, "recharge": True})
    assert messages, "these values are all wrong"
    for _, message in messages:
        assert "is not of type" not in message and "[2]" not in message, message
