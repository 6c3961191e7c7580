"""A hand-written Foundry export's field of a kind convert does not read is warned about.

`"effect": "You shift 1 square."` (Foundry writes `{"detail": ...}`) was left out of the
converted power without a word; so were a `keyWords` string, a `level` of words and a
`trigger` that is no text.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from click.testing import Result
from ruamel.yaml import YAML

POWER = {
    "name": "Soot Step",
    "type": "power",
    "system": {
        "useType": "encounter",
        "actionType": "reaction",
        "trigger": "An enemy hits you.",
        "effect": {"detail": "You shift 1 square."},
        "keyWords": ["Fire"],
        "level": "5",
    },
}


def _convert(
    run: Callable[..., Result], tmp_path: Path, **system: object
) -> tuple[Result, dict[str, object]]:
    source = tmp_path / "export.json"
    source.write_text(json.dumps({**POWER, "system": {**POWER["system"], **system}}), "utf-8")
    result = run("convert", str(source), "-o", str(tmp_path / "out.yaml"))
    (power,) = YAML(typ="safe").load((tmp_path / "out.yaml").read_text("utf-8"))["powers"]
    return result, power


def test_fields_of_the_kinds_foundry_writes_are_read_without_a_word(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    result, power = _convert(run, tmp_path, level=5, subName="")
    assert result.exit_code == 0 and "C021" not in result.stderr, result.stderr
    assert (power["effect"], power["keywords"], power["level"]) == (
        "You shift 1 square.",
        ["Fire"],
        5,
    )


def test_a_field_of_another_kind_is_warned_about_at_its_key(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    result, power = _convert(
        run, tmp_path, effect="You shift 1 square.", keyWords="Fire", level="five", trigger=5
    )
    assert result.exit_code == 0, result.stderr  # (warnings: the power is still converted)
    said = [line for line in result.stderr.splitlines() if ": C021 " in line]
    assert [line.split(": C021 [warning] ", 1)[1] for line in said] == [
        'system.level is a string; expected a level ("5" or 5): not converted',
        'system.keyWords is a string; expected a list of keywords (["Fire", "Primal"]): not '
        "converted",
        "system.trigger is a number; expected text: not converted",
        'system.effect is a string; expected an object with its text in detail ({"detail": '
        '"..."}): not converted',
    ]
    # each at its key in the file (one line of JSON: the columns differ)
    assert all(line.startswith(f"{tmp_path / 'export.json'}:1:") for line in said)
    assert {"effect", "keywords", "level", "trigger"}.isdisjoint(power)


def test_a_description_with_no_usage_line_still_fills_its_labelled_fields(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    """A hand-written export's description holds only "Trigger: ..." and "Effect: ...":
    it is no whole stat block (Foundry's fields say the usage and action), and its
    trigger and effect were dropped without a word."""
    html = (
        "<p><b>Trigger:</b> An ally is hit.</p><p><b>Effect:</b> The ally shifts 1 "
        "square.</p><p>Special: Once per round.</p>"
    )
    result, power = _convert(run, tmp_path, trigger=None, effect=None, description={"value": html})
    assert result.exit_code == 0, result.stderr
    assert power["trigger"] == "An ally is hit."
    assert power["effect"] == "The ally shifts 1 square."
    assert power["special"] == "Once per round."
    # Foundry's own field wins over the description's
    _, power = _convert(run, tmp_path, description={"value": html})
    assert (power["trigger"], power["effect"]) == ("An enemy hits you.", "You shift 1 square.")


def test_a_printed_action_or_usage_name_is_told_the_word_foundry_writes(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    """Round 38: `"actionType": "Immediate Interrupt"` was "unknown actionType 'immediate
    interrupt'" (not as written) with no hint; the printed names are Foundry's keys'."""
    source = tmp_path / "export.json"
    for field, said, told in [
        ("actionType", "Immediate Interrupt", "'immediate interrupt' as 'interrupt'"),
        ("actionType", "Opportunity Action", "'opportunity action' as 'opportunity'"),
        ("actionType", "Immediate_Reaction", "'immediate reaction' as 'reaction'"),
        ("useType", "At-Will", "'at-will' as 'atwill'"),
    ]:
        power = {**POWER, "system": {**POWER["system"], field: said}}
        source.write_text(json.dumps(power), "utf-8")
        result = run("convert", str(source))
        assert result.exit_code == 1
        assert f"unknown {field} {said!r}" in result.stderr, result.stderr
        assert f"; Foundry writes {told}\n" in result.stderr, result.stderr
    # a misspelt key keeps its closest key
    source.write_text(
        json.dumps({**POWER, "system": {**POWER["system"], "actionType": "interupt"}})
    )
    assert "did you mean 'interrupt'?" in run("convert", str(source)).stderr
