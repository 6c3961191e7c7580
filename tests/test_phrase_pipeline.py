"""The phrase grammars inside ``counterplay compile``: positions, monster names, schema."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from click.testing import Result

from counterplay.diagnostics import Span

DOCUMENT = """\
counterplay: 1
ruleset: dnd4e
powers:
  - name: Bend Space
    monster: Aberrant Wretch
    usage: encounter
    action: immediate interrupt
    trigger: An attack hits the wretch.
    effect: The wretch teleports 3 squares.
  - name: Tail Lash
    monster: Aberrant Wretch
    usage: at-will
    action: immediate reaction
    trigger: The wretch hits with claw or bites an enemy.
  - name: Odd Reflex
    usage: encounter
    action: immediate reaction
    trigger: An enemy frobnicates you
    hit: 2[W] + Strength modifier damage, and the target is dazed (save ends).
  - name: Claw
    monster: Aberrant Wretch
    usage: at-will
    action: standard action
"""


def _compile(
    tmp_path: Path, run: Callable[..., Result], document: str
) -> tuple[Path, Result, list[dict[str, Any]]]:
    """Compile ``document``: its file, the CLI's result and the compiled powers."""
    source = tmp_path / "powers.yaml"
    source.write_text(document, encoding="utf-8")
    result = run("compile", str(source), "-o", str(tmp_path / "out.json"))
    assert result.exit_code == 0, result.stderr
    return source, result, json.loads((tmp_path / "out.json").read_text("utf-8"))["powers"]


def test_compile_reads_triggers_and_effects(tmp_path: Path, run: Callable[..., Result]) -> None:
    source, result, powers = _compile(tmp_path, run, DOCUMENT)

    bend = powers[0]
    assert bend["trigger"]["event"] == "attack.hit"
    assert bend["trigger"]["target"] == {"role": "self"}
    assert [op["op"] for op in bend["effect"]["ops"]] == ["teleport"]

    # the monster's own power names are read as its attacks; "bites" is not a word we read
    lash = powers[1]
    assert lash["trigger"]["event"] == "unparsed"
    assert "P001" in result.stderr and "'bites'" in result.stderr

    odd = powers[2]
    assert odd["trigger"] == {"event": "unparsed", "text": "An enemy frobnicates you"}
    assert [op["op"] for op in odd["hit"]["ops"]] == ["damage", "condition"]
    # the warning points at the word in the file: line 18, column 23 ("frobnicates")
    assert f"{source}:18:23: P001" in result.stderr


ITEM_DOCUMENT = """\
counterplay: 1
ruleset: dnd4e
powers:
  - name: Farbane Power - Daily
    usage: daily
    action: no action
    trigger: You hit an enemy with a melee weapon attack using Farbane.
    effect: The enemy takes 1[W] extra damage.
  - name: Sword of Farbane
    usage: daily
    action: no action
    trigger: You hit an enemy with a melee weapon attack using Farbane.
"""


def test_compile_reads_an_item_powers_own_item(tmp_path: Path, run: Callable[..., Result]) -> None:
    # "Farbane Power - Daily" (the name Foundry VTT and convert give an item's power) is a
    # power of the item Farbane: "using Farbane" is this item (docs/phrases.md)
    _, _, powers = _compile(tmp_path, run, ITEM_DOCUMENT)
    assert powers[0]["trigger"]["event"] == "attack.hit"
    assert powers[0]["trigger"]["qualifiers"]["item"] is True
    # a power whose name says no item: "Farbane" is a word the grammar cannot read
    assert powers[1]["trigger"]["event"] == "unparsed"


def test_a_sentence_read_again_is_read_alike_and_handed_out_anew() -> None:
    """Readings are kept per process (monsters share sentences): a second reading equals the
    first, is not the same object (callers change what they get), and one that masks a
    power's name to the same tree still reads that name from its own text."""
    from counterplay.compiler.dnd4e.parse import parse
    from counterplay.compiler.to_ir import trigger

    first, _ = trigger("An enemy hits the goblin.", None, ["Goblin"])
    again, _ = trigger("An enemy hits the goblin.", None, ["Goblin"])
    assert again == first and again is not first
    assert again["actor"] is not first["actor"]
    first["actor"]["role"] = "changed by a caller"
    assert trigger("An enemy hits the goblin.", None, ["Goblin"])[0]["actor"] == {"role": "enemy"}
    claw, _ = trigger("The goblin hits an enemy with claw.", None, ["Goblin"], ["Claw"])
    bite, _ = trigger("The goblin hits an enemy with bite.", None, ["Goblin"], ["Bite"])
    # one tree for both ("... with ¶¶¶¶."), two names
    tree_claw = parse("The goblin hits an enemy with claw.", "trigger", None, ["Goblin"], ["Claw"])
    tree_bite = parse("The goblin hits an enemy with bite.", "trigger", None, ["Goblin"], ["Bite"])
    assert tree_claw[0] is tree_bite[0]
    assert (claw["qualifiers"]["power"], bite["qualifiers"]["power"]) == ("claw", "bite")
    # a text the grammar stops in is told where, each time, at its own place in its file
    span = Span("f.yaml", 3, 12)
    for _ in range(2):
        _, found = trigger("An enemy frobnicates you.", span)
        assert [(d.code, d.span.line, d.span.column) for d in found if d.span] == [("P001", 3, 21)]
