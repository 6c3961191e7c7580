"""Schema errors are said in a designer's words (a list, text, a whole number), never in
jsonschema's Python-worded messages ("is not of type 'object'", "['x'] is too short")."""

from __future__ import annotations

import re

from counterplay.compiler.validate import validate


def _messages(power: dict[str, object]) -> list[tuple[str, str]]:
    base = {"name": "Quick Parry", "usage": "encounter", "action": "immediate interrupt"}
    document = {"counterplay": 1, "powers": [{**base, **power}]}
    return [(d.code, d.message) for d in validate(document, "authoring")]


def test_a_wrong_kind_of_value_says_what_was_expected_and_found() -> None:
    assert _messages({"level": "two"}) == [
        ("S001", "power 'Quick Parry' level: expected a whole number, not the text 'two'")
    ]
    assert _messages({"keywords": "martial"}) == [
        (
            "S001",
            "power 'Quick Parry' keywords: expected a list, not the text 'martial' "
            "(a list of one is written [martial])",
        )
    ]


def test_comma_separated_words_where_a_list_belongs_are_shown_as_that_list() -> None:
    """Round 38: `keywords: arcane, illusion` was told "a list of one is written [arcane,
    illusion]": a list of two, called one."""
    for said, written in [
        ("arcane, illusion", "a list of 2 is written [arcane, illusion]"),
        ("Primal,Weapon, Zone", "a list of 3 is written [Primal, Weapon, Zone]"),
        ("fire, close burst", "a list of 2 is written [fire, close burst]"),
    ]:
        [(code, message)] = _messages({"keywords": said})
        assert code == "S001" and message.endswith(f"({written})"), message
    # a sentence with a comma is one entry (a note), not words of a list
    [(_, message)] = _messages({"notes": "Level 11: 2d6 damage, and you shift 1 square."})
    assert message.endswith(
        "(a list of one is written [Level 11: 2d6 damage, and you shift 1 square.])"
    )


def test_a_list_where_one_value_belongs_is_named_a_list() -> None:
    [(code, message)] = _messages({"action": ["immediate reaction"]})
    assert code == "S004"
    assert message.startswith(
        "a list is not allowed for power 'Quick Parry' action; expected one of"
    )
    assert message.endswith("(one value, not a list)")


def test_no_message_keeps_jsonschema_wording() -> None:
    messages = _messages({"level": [2], "keywords": {"a": 1}, "usage": 3, "recharge": True})
    assert messages, "these values are all wrong"
    for _, message in messages:
        assert "is not of type" not in message and "[2]" not in message, message


def test_an_entry_with_a_name_is_said_by_its_name() -> None:
    """ "powers/1/level" counts from 0; a designer looks for the power by its name. An entry
    without a name is said by its place ("the third power"; it was "powers/2")."""
    document = {
        "counterplay": 1,
        "powers": [
            {"name": "Parry", "usage": "encounter", "action": "immediate interrupt"},
            {"name": "Stubborn Oak", "usage": "daily", "action": "free action", "level": "x"},
            {"usage": "daily", "action": "free action", "triger": "An enemy hits you."},
        ],
    }
    messages = sorted(d.message for d in validate(document, "authoring"))
    assert messages == [
        "missing required field 'name' in the third power",
        "power 'Stubborn Oak' level: expected a whole number, not the text 'x'",
        "unknown field 'triger' in the third power; did you mean 'trigger'?",
    ]


def test_a_long_list_of_allowed_values_says_it_is_cut_short() -> None:
    restriction = {"rule": "house", "refuse_if": {"fact": "owner.blodied"}, "message": "no"}
    document = {"counterplay": 1, "name": "house", "extends": "dnd4e-reactions"}
    [found] = validate({**document, "restrictions": {"calm": restriction}}, "ruleset")
    assert found.code == "S004" and "'owner.bloodied'" in found.message
    # the facts not listed (turn_start.adjacent_to_enemy among them) are said to exist
    assert re.search(r"'owner\.forbidding_condition' or \d+ more; did you mean", found.message)


def test_a_pattern_is_said_in_words_not_as_its_expression() -> None:
    """`'R4-01' does not match '^R\\d{3}-\\d{2}$'` was the message of a rule number."""
    ruleset = {"counterplay": 1, "name": "My House", "open_rules": {"R4-01": None}}
    messages = [d.message for d in validate(ruleset, "ruleset") if d.code == "S001"]
    assert messages == [
        "name: the text 'My House' is not a name of lower-case letters, digits and hyphens "
        "(my-house-rules)",
        "open_rules: the text 'R4-01' is not a rule number such as R004-11",
    ]
    assert not any("^" in m or "\\d" in m for m in messages)
    scenario_damage = validate(
        {
            "counterplay": 1,
            "scenario": "s",
            "ruleset": "dnd4e",
            "script": [],
            "combatants": [{"name": "Orc", "side": "monsters", "at": [0, 0], "damage": "2x6"}],
        },
        "scenario",
    )
    assert [d.message for d in scenario_damage] == [
        "combatant 'Orc' damage: the text '2x6' is not a number or dice (2d6+3)"
    ]


def test_a_value_of_no_allowed_type_says_the_types_it_may_be() -> None:
    """An open rule's decision written as text (a mapping, or nothing, is allowed) was
    "expected nothing": the null alternative's error alone."""
    ruleset = {"counterplay": 1, "name": "house", "open_rules": {"R004-11": "my reading"}}
    assert [d.message for d in validate(ruleset, "ruleset") if d.code == "S001"] == [
        "open_rules/R004-11: expected a mapping of fields, not the text 'my reading'"
    ]


def test_a_mapping_where_a_list_belongs_says_how_a_list_of_one_is_written() -> None:
    """An Altered turn written `{play: A}` (not `[{play: A}]`) was only "expected a list,
    not a mapping", where a text got the list of one written out."""
    game = {
        "counterplay": 1,
        "ruleset": "altered",
        "players": [{"name": "Alice"}, {"name": "Bob"}],
        "cards": [{"name": "A", "controller": "Alice"}],
        "turns": {"Alice": [{"play": "A"}]},
    }
    assert [d.message for d in validate(game, "altered-game")] == [
        "the first entry of turns/Alice: expected a list, not a mapping (a list of one is "
        "written [{play: ...}], or with '- ' before 'play:')"
    ]
    # round 38: a power's `secondary:` written as a block mapping, where the flow list alone
    # did not say how to write it in block style
    [(_, message)] = _messages({"secondary": {"target": "One creature", "hit": "1d6 damage."}})
    assert message == (
        "power 'Quick Parry' secondary: expected a list, not a mapping (a list of one is "
        "written [{target: ...}], or with '- ' before 'target:')"
    )


def _patterns(node: object) -> set[str]:
    if isinstance(node, dict):
        found = {node["pattern"]} if isinstance(node.get("pattern"), str) else set()
        return found.union(*(_patterns(v) for k, v in node.items() if k != "pattern"))
    if isinstance(node, list):
        return set().union(*(_patterns(v) for v in node))
    return set()


def test_every_schema_pattern_is_said_in_words() -> None:
    """A pattern with no words was said as its expression: a translation table's warning code
    'T12' was "is not written as ^T[0-9]{3}$"."""
    from types import SimpleNamespace

    from counterplay.compiler.schemas import SCHEMAS, schema
    from counterplay.compiler.validate import _unmatched

    patterns = set().union(*(_patterns(schema(name)) for name in SCHEMAS))
    assert patterns  # (the walk finds them)
    for pattern in patterns:
        said = _unmatched(SimpleNamespace(validator_value=pattern, instance="x"))
        assert "written as" not in said and "^" not in said, (pattern, said)
    from ruamel.yaml import YAML

    from counterplay.compiler.dnd4e.translation_table import default_table_path

    text = default_table_path().read_text(encoding="utf-8")
    assert "code: T006" in text
    table = YAML(typ="safe").load(text.replace("code: T006", "code: T6", 1))
    assert [d.message for d in validate(table, "translation") if d.code == "S001"] == [
        "code of the first warning of the fourth row: the text 'T6' is not a translation "
        "warning code such as T003"
    ]


def test_a_value_written_twice_is_said_at_its_second_entry() -> None:
    """Not jsonschema's "[...] has non-unique elements" at the list: the value, and where
    it is written again."""
    from counterplay.compiler.load import load_text

    text = (
        "counterplay: 1\npowers:\n  - name: Twice\n    usage: encounter\n"
        "    action: immediate reaction\n    reaction: [reaction, free, reaction]\n"
    )
    document, _ = load_text(text, "twice.yaml")
    [found] = validate(document.data, "authoring", document)
    assert (found.code, found.message) == (
        "S001",
        "power 'Twice' reaction: 'reaction' is written twice; the list takes each value once",
    )
    assert (found.span.line, found.span.column) == (6, 32)


def test_a_misspelt_required_field_is_one_unknown_field_not_also_a_missing_one() -> None:
    """`nam:` for `name:` is one S002 (with its fix), not also S003 "missing 'name'"; a
    required field missing with no misspelling of it is still S003."""
    document = {"counterplay": 1, "powers": [{"nam": "A", "usage": "encounter"}]}
    found = [(d.code, d.message) for d in validate(document, "authoring")]
    assert found == [
        ("S003", "missing required field 'action' in the first power"),
        (
            "S002",
            "unknown field 'nam' in the first power; did you mean 'name'? (a field it must have)",
        ),
    ]


def test_a_value_that_begins_with_an_allowed_one_suggests_it() -> None:
    """`lang: english` had no suggestion ('en' is too short to be close to it); nor had
    `usage: at-will (once per round)`."""
    document = {
        "counterplay": 1,
        "ruleset": "altered",
        "abilities": [{"name": "Brume", "lang": "english", "text": "Draw a card."}],
    }
    [found] = validate(document, "authoring")
    assert found.message.endswith("expected one of 'fr', 'en'; did you mean 'en'?")
    [used] = _messages({"usage": "At-will (once per round)"})
    assert used[1].endswith("; did you mean 'at-will'?")


def test_a_list_where_a_mapping_of_names_belongs_says_how_it_is_written() -> None:
    """An Altered game's turns written as a list (`- day: 1`) were only "expected a mapping
    of fields, not a list": nothing said the mapping is keyed by the players' names."""
    game = {
        "counterplay": 1,
        "ruleset": "altered",
        "players": [{"name": "Alice"}, {"name": "Bob"}],
        "cards": [{"name": "A", "controller": "Alice"}],
        "turns": [{"day": 1, "Alice": [[{"play": "A"}]]}],
    }
    assert [d.message for d in validate(game, "altered-game")] == [
        "turns: expected a mapping of fields, not a list (one entry a name, `NAME: value`, "
        "without `-`: Player -> their Afternoon turns in order, across the days)"
    ]


def test_a_list_where_fields_belong_says_they_are_written_without_a_dash() -> None:
    power = {"name": "P", "usage": "encounter", "action": "immediate reaction"}
    scenario = {
        "counterplay": 1,
        "scenario": "s",
        "ruleset": "dnd4e",
        "size": [4, 4],
        "powers": [power],
        "combatants": [{"name": "A", "side": "x", "at": [0, 0], "defenses": [{"ac": 15}]}],
        "script": [],
    }
    assert [d.message for d in validate(scenario, "scenario")] == [
        "combatant 'A' defenses: expected a mapping of fields, not a list (its fields are "
        "written `field: value`, without `-`)"
    ]


def test_an_empty_list_field_says_what_its_entries_hold() -> None:
    """`choices:` with nothing after it: what a choices list holds (the schema's own words),
    how an entry is written, and that a field with none is left out."""
    document = {
        "counterplay": 1,
        "ruleset": "dnd4e",
        "size": [4, 4],
        "combatants": [{"name": "Scout", "side": "a", "at": [0, 0]}],
        "choices": None,
        "script": [],
    }
    [found] = validate(document, "scenario")
    assert (found.code, found.message) == (
        "S001",
        "choices: expected a list, not nothing (Scripted choices of the players, each used "
        "by the first decision it fits, in order; each entry `- {who: ..., decide: ..., "
        "answer: ...}`; for none, leave `choices:` out)",
    )


def test_a_script_entry_is_said_by_whose_turn_it_is() -> None:
    """A script's entry has no name: it is said by whose turn it is, with its place (a
    player or combatant has several), the same way in a 4E scenario and a Horus Heresy
    battle (before: "script/0")."""
    battle = {
        "counterplay": 1,
        "ruleset": "horus-heresy",
        "players": {"Blue": {}, "Red": {}},
        "units": [{"name": "Squad", "player": "Blue", "models": [{"at": [10, 10]}]}],
        "script": [{"turn": "Red"}, {"turn": "Blue", "shootin": []}],
    }
    [found] = validate(battle, "horus-heresy-battle")
    assert (found.code, found.message) == (
        "S002",
        "unknown field 'shootin' in the turn of 'Blue' (script/1); did you mean 'shooting'?",
    )
    scenario = {
        "counterplay": 1,
        "ruleset": "dnd4e",
        "size": [4, 4],
        "combatants": [{"name": "Scout", "side": "a", "at": [0, 0]}],
        "script": [{"turn": "Scout", "do": [{"teleport": [1, 1]}]}],
    }
    [found] = validate(scenario, "scenario")
    assert (found.code, found.message) == (
        "S002",
        "unknown field 'teleport' in the turn of 'Scout' (script/0/do/0)",
    )


def test_a_list_written_inside_a_list_is_one_mistake_with_the_list_meant() -> None:
    """Round 38: `shift: [[1, 2]]` (a path where one square is asked) was two errors, "needs
    at least 2 entries, has 1" and "expected a whole number, not a list"."""
    scenario = {
        "counterplay": 1,
        "scenario": "Nested",
        "ruleset": "dnd4e",
        "size": [[6, 4]],
        "combatants": [{"name": "Hero", "side": "heroes", "at": [[0, 1]]}],
        "script": [{"turn": "Hero", "do": [{"shift": [[1, 1]]}]}],
    }
    said = sorted((d.code, d.message) for d in validate(scenario, "scenario"))
    hint = ": its one entry is a list; write {}, without the outer brackets"
    assert said == [
        ("S001", "combatant 'Hero' at: needs at least 2 entries, has 1" + hint.format("[0, 1]")),
        ("S001", "size: needs at least 2 entries, has 1" + hint.format("[6, 4]")),
        (
            "S001",
            "the turn of 'Hero' (script/0/do/0/shift): needs at least 2 entries, has 1"
            + hint.format("[1, 1]"),
        ),
    ]
    # a list too short with no list inside: as before
    short = {**scenario, "size": [6], "script": []}
    short["combatants"] = [{"name": "Hero", "side": "heroes", "at": [0, 1]}]
    [(_, message)] = [(d.code, d.message) for d in validate(short, "scenario")]
    assert message == "size: needs at least 2 entries, has 1"


def test_an_entry_of_a_list_without_names_is_said_by_its_place() -> None:
    """S003/S004 named such an entry by its JSON path ("reaction/0", "choices/1"), counted
    from 0: it is said by its place in the list, in the list's own noun."""
    assert _messages({"reaction": ["interupt"], "trigger": "A foe hits you"}) == [
        (
            "S004",
            "'interupt' is not allowed for the first Reaction keyword of power 'Quick Parry'; "
            "expected one of 'reaction', 'spontaneous', 'free', 'repeatable', 'personal', "
            "'interrupt'; did you mean 'interrupt'?",
        )
    ]
    scenario = {
        "counterplay": 1,
        "scenario": "Ambush",
        "ruleset": "dnd4e",
        "size": [4, 4],
        "combatants": [{"name": "Scout", "side": "heroes", "at": [0, 0]}],
        "script": [],
        "choices": [{"who": "Scout", "decide": "keep", "answer": "first"}, {"when": 2}],
    }
    messages = [d.message for d in validate(scenario, "scenario") if d.code == "S003"]
    assert messages and all(m.endswith(" in the second choice") for m in messages), messages
