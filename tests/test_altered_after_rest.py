"""An effect done after a daily effect: "[Sabotez] après le Repos" / "[Sabotage] after Rest"
(runtime/altered/delayed.py). Set up as its effect resolves (its condition read then), it is
an Emblem-Reaction in the Limbo once Rest has resolved, played when Reactions are checked
after it (comprehensive rules 4.2.d). Made-up card lines, run as games."""

from __future__ import annotations

from pathlib import Path

from counterplay.runtime.altered.engine import Result
from tests.test_rules_002 import kinds, play


def _game(line: str, boosts: int = 0) -> str:
    return f"""cards:
  - name: Saboteur
    controller: Alice
    zone: expedition
    counters: {{boost: {boosts}}}
    abilities: ["{line}"]
  - name: Garde
    controller: Bob
    zone: expedition
choices:
  - {{who: Alice, decide: target, answer: Garde}}
"""


def _zone(result: Result, name: str) -> str:
    return str(next(c["zone"] for c in result.cards if c["name"] == name))


def _seq(result: Result, kind: str, **said: str) -> list[int]:
    entries = kinds(result, kind)
    return [e["seq"] for e in entries if all(e.get(k) == v for k, v in said.items())]


def test_sabotage_after_rest_discards_a_card_rest_sent_to_the_reserve(tmp_path: Path) -> None:
    # At Night (before Rest) the effect sets the sabotage up; Rest sends Bob's Garde to his
    # Reserve; then the Emblem in the Limbo discards it. Before, it was not simulated.
    result = play(tmp_path, _game("À la tombée de la Nuit — [Sabotez] après le Repos."))
    assert _zone(result, "Garde") == "discard"
    [rest] = _seq(result, "daily", effect="rest")
    [pending] = _seq(result, "pending", reaction="Saboteur (après le Repos / after Rest)")
    [discarded] = _seq(result, "zone", card="Garde", to="discard")
    assert rest < pending < discarded
    set_up = [e["status"] for e in kinds(result, "op") if e["op"] == "sabotage"]
    assert set_up == ["set up: done après le Repos / after Rest", "done"]


def test_sabotage_after_rest_in_english(tmp_path: Path) -> None:
    result = play(tmp_path, _game("At Night — [Sabotage] after Rest."))
    assert _zone(result, "Garde") == "discard"


def test_its_condition_is_read_when_it_is_set_up(tmp_path: Path) -> None:
    # "Si j'ai au moins 2 boosts": the boosts the card has at Night, before Rest (after it,
    # a new object in the Reserve with none)
    line = "À la tombée de la Nuit — Si j'ai au moins 2 boosts, [Sabotez] après le Repos."
    assert _zone(play(tmp_path, _game(line, boosts=2)), "Garde") == "discard"
    unset = play(
        tmp_path,
        _game(line, boosts=1).replace(
            "choices:\n  - {who: Alice, decide: target, answer: Garde}\n", ""
        ),
    )
    assert _zone(unset, "Garde") == "reserve"
    assert not _seq(unset, "pending", reaction="Saboteur (après le Repos / after Rest)")
