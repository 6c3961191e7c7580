"""A reader's stop inside a value written over many lines is said at its word in the file.

YAML writes a trigger over several lines as a folded (``>-``) or literal (``|``) block,
or as a plain scalar carried on; the P001 warning's line and column are the word's in the
file (where an editor jumps), not the value's start plus the word's place in the value.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import Result

from counterplay.diagnostics import Span
from counterplay.textspan import locate
from tests.hhkit import IRON_RESOLVE

POWER = """\
counterplay: 1
ruleset: dnd4e
powers:
  - name: Cinder Ward
    usage: encounter
    action: immediate interrupt
    range: Personal
    trigger: TRIGGER
    effect: You gain resist 5 to all damage against the triggering attack.
"""

# the trigger written three ways over two lines: "hitz" is on line 10, column 7
WRITTEN = {
    "folded": ">-\n      An enemy adjacent to you\n      hitz you with a melee attack",
    "literal": "|\n      An enemy adjacent to you\n      hitz you with a melee attack",
    "plain": "An enemy adjacent\n      to you\n      hitz you with a melee attack",
}


@pytest.mark.parametrize("style", sorted(WRITTEN))
def test_an_unread_trigger_over_lines_is_said_at_its_word(
    run: Callable[..., Result], tmp_path: Path, style: str
) -> None:
    source = tmp_path / "powers.yaml"
    source.write_text(POWER.replace("TRIGGER", WRITTEN[style]), encoding="utf-8")
    result = run("compile", "--no-cache", "--check", str(source))
    assert result.exit_code == 0, result.stderr
    assert f"{source}:10:7: P001" in result.stderr
    # the caret is under the word
    shown = result.stderr.splitlines()
    at = next(i for i, text in enumerate(shown) if ": P001" in text)
    assert shown[at + 1].strip().startswith("hitz you")
    assert shown[at + 2].index("^") == shown[at + 1].index("hitz")


# "Phaze" is the first word of line 16 of the file, in a folded Trigger
BATTLE = IRON_RESOLVE.replace(
    "TRIGGER",
    ">-\n"
    "        The Reactive Player may declare an Iron Resolve Advanced Reaction in the Shooting\n"
    "        Phaze, during Step 4 of any Shooting Attack made by the Active Player.",
)


def test_an_unread_profile_trigger_is_said_at_its_word(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    battle = tmp_path / "battle.yaml"
    battle.write_text(BATTLE, encoding="utf-8")
    result = run("simulate", str(battle))
    # "Phaze" starts line 16 of the file, column 9 (it was line 14, column 98: past the
    # end of the `Trigger: >-` line)
    assert f"{battle}:16:9: P001" in result.stderr


def test_a_value_not_found_as_written_falls_back_to_its_start(tmp_path: Path) -> None:
    # an escape in the source (or a value not from this file) leaves the sum as it was
    source = tmp_path / "f.yaml"
    source.write_text('trigger: "An enemy\\tfrobs you"\n', encoding="utf-8")
    span = Span(str(source), 1, 10)
    value = "An enemy\tfrobs you"
    assert (locate(span, value, 1, 10).line, locate(span, value, 1, 10).column) == (1, 19)
    assert locate(Span("<no file>", 3, 12), value, 1, 10).column == 21
    # read as written, the end of the text is just after its last word
    plain = tmp_path / "g.yaml"
    plain.write_text("trigger: >-\n  An enemy\n  frobs you\n", encoding="utf-8")
    end = locate(Span(str(plain), 1, 10), "An enemy frobs you", 0, 0)
    assert (end.line, end.column) == (3, 12)


# an effect of two sentences folded over two lines: "florble" is on line 11, column 11
EFFECT_OVER_LINES = POWER.replace("TRIGGER", "You are hit by a melee attack").replace(
    "    effect: You gain resist 5 to all damage against the triggering attack.\n",
    "    effect: >-\n"
    "      You gain resist 5 to all damage against the triggering attack.\n"
    "      You florble the enemy.\n",
)


def test_an_unread_effect_clause_over_lines_is_said_at_its_word(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    """P002 (info, -v) at the unread clause's word, not past the end of `effect: >-`."""
    source = tmp_path / "powers.yaml"
    source.write_text(EFFECT_OVER_LINES, encoding="utf-8")
    result = run("-v", "compile", "--no-cache", "--check", str(source))
    assert result.exit_code == 0, result.stderr
    assert f"{source}:11:11: P002" in result.stderr, result.stderr


def test_an_unread_trigger_reached_through_an_alias_is_said_at_the_alias(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    """A power repeated by an alias (`- *first`) is read again; its P001 is at the alias,
    not at the alias plus the word's place in the value, past the end of that line (the
    hostile-input harness found it with old Mac line endings)."""
    source = tmp_path / "powers.yaml"
    text = POWER.replace("TRIGGER", "An enemy frobs adjacent to you").replace(
        "  - name: Cinder Ward", "  - &first\n    name: Cinder Ward"
    )
    source.write_text(text + "  - *first\n", encoding="utf-8")
    result = run("compile", "--no-cache", "--check", str(source))
    assert result.exit_code == 0, result.stderr
    assert f"{source}:9:23: P001" in result.stderr, result.stderr  # the anchored power's
    assert f"{source}:11:5: P001" in result.stderr, result.stderr  # at `*first`
