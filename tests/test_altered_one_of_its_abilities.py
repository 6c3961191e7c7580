"""One of its {j} abilities (round 37, simalt4; runtime/altered/card_ops.py ``activate``,
engine.py ``Engine._some``): "Un Personnage ciblé active l'une de ses capacités {j}" /
"Target Character activates one of its {j} abilities" (``count``): that many of its
reactions of that symbol are activated (R002-26), the effect's controller choosing which
(the decision ``option``, by the ability's name, "Héraut/1", scripted or, unscripted,
seeded) when it has more; one it has
alone is activated. Before, "how many it is done to". Made-up card lines, run as games."""

from __future__ import annotations

from pathlib import Path

import pytest

from counterplay.compiler.scenario import load_scenario
from tests.test_altered_not_simulated import _drawn, _not_simulated
from tests.test_rules_002 import HEAD, kinds, play

GAME = """cards:
  - name: Jian
    controller: Alice
    zone: expedition
    type: character
    abilities: ["{T} : {line}"]
  - name: Héraut
    controller: Alice
    zone: expedition
    type: character
    abilities: [{abilities}]
choices:
  - {who: Alice, decide: expand, answer: null}
  - {who: Bob, decide: expand, answer: null}
  - {who: Alice, decide: target, answer: Héraut}
{more}turns:
  Alice: [[{use: Jian}, pass]]
"""
EN = "Target Character activates one of its {j} abilities."
FR = "Un Personnage ciblé active l'une de ses capacités {j}."
DRAW_ONE, DRAW_TWO = '"{J} Draw a card."', '"{J} Draw two cards."'


def _game(line: str, abilities: list[str], more: str = "") -> str:
    return (
        GAME.replace("{line}", line)
        .replace("{abilities}", ", ".join(abilities))
        .replace("{more}", more)
    )


@pytest.mark.parametrize("line", [EN, FR])
def test_one_of_two_is_activated(tmp_path: Path, line: str) -> None:
    # Héraut has two {j} abilities: one is activated (Alice's choice; unscripted, seeded),
    # not both (before, neither)
    result = play(tmp_path, _game(line, [DRAW_ONE, DRAW_TWO]))
    assert _drawn(result) in ({"Alice": 1}, {"Alice": 2})
    [chose] = [e for e in kinds(result, "decision") if e["what"] == "Alice option"]
    assert chose["choice"] in ("Héraut/0", "Héraut/1")
    assert not _not_simulated(result)


def test_the_one_it_has_alone_is_activated(tmp_path: Path) -> None:
    result = play(tmp_path, _game(EN, [DRAW_TWO, '"{H} Draw a card."']))
    assert _drawn(result) == {"Alice": 2}
    assert not _not_simulated(result)


@pytest.mark.parametrize(("answer", "drawn"), [("Héraut/0", 1), ("Héraut/1", 2)])
def test_the_ability_activated_can_be_scripted(tmp_path: Path, answer: str, drawn: int) -> None:
    # the scenario's checker takes the ability's name, as the runtime names it, as the
    # answer of the decision `option` (before: R005 "no card has the option")
    more = f"  - {{who: Alice, decide: option, answer: {answer}}}\n"
    result = play(tmp_path, _game(EN, [DRAW_ONE, DRAW_TWO], more))
    assert _drawn(result) == {"Alice": drawn}
    [chose] = [e for e in kinds(result, "decision") if e["what"] == "Alice option"]
    assert (chose["choice"], chose["why"]) == (answer, "scripted choice")


def test_an_ability_no_card_has_is_refused_as_an_option(tmp_path: Path) -> None:
    more = "  - {who: Alice, decide: option, answer: Héraut/7}\n"
    path = tmp_path / "game.yaml"
    path.write_text(HEAD + _game(EN, [DRAW_ONE, DRAW_TWO], more), encoding="utf-8")
    game, found = load_scenario(path)
    assert game is None
    [refused] = [d for d in found if d.code == "R005"]
    assert refused.message.startswith("no card has the option 'Héraut/7'")
