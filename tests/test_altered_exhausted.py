"""What being exhausted, and boosted, change in an Altered game, as the cards' reminder
text says it: "Exhausted cards can't be played and have no Support abilities", "A boost is
a +1/+1/+1 counter" (so Dusk counts it), and "[Exhausted Resupply]" ("... in Reserve, then
exhaust it"): a card joins a zone ready (rules 2.1.c, a new object). Made-up games."""

from __future__ import annotations

from pathlib import Path

from counterplay.runtime.altered.engine import Result
from tests.test_rules_002 import before_rest, fired, kinds, play, refused


def _reserve(name: str, *, exhausted: bool, line: str = "") -> str:
    abilities = f'\n    abilities: ["{line}"]' if line else ""
    return f"""  - name: {name}
    controller: Alice
    zone: reserve
    reserve_cost: 0
    exhausted: {str(exhausted).lower()}{abilities}
"""


def test_an_exhausted_card_in_reserve_has_no_support_ability(tmp_path: Path) -> None:
    line = "{I} À Midi — Piochez une carte."
    body = (
        "cards:\n"
        + _reserve("Éveillé", exhausted=False, line=line)
        + _reserve("Épuisé", exhausted=True, line=line)
        + "choices:\n  - {who: Alice, decide: expand, answer: null}\n"
    )
    result = before_rest(play(tmp_path, body))
    assert fired(result) == ["Éveillé/0"]
    assert any("R002-18" in why for why in refused(result, "Épuisé/0"))


def _play_from_reserve(tmp_path: Path, *, exhausted: bool) -> list[str]:
    body = (
        "cards:\n"
        + _reserve("Réserviste", exhausted=exhausted)
        + "turns:\n  Alice: [[{play: Réserviste}]]\n"
    )
    result = before_rest(play(tmp_path, body))
    played = [e["what"] for e in kinds(result, "action") if e["action"] == "plays"]
    return played + [d.message for d in result.diagnostics if d.code == "R012"]


def test_an_exhausted_card_in_reserve_cannot_be_played(tmp_path: Path) -> None:
    assert _play_from_reserve(tmp_path, exhausted=False) == ["Réserviste"]
    assert _play_from_reserve(tmp_path, exhausted=True) == [
        "Réserviste is exhausted: it cannot be played"
    ]


def test_a_quick_action_of_an_exhausted_card_in_reserve_is_refused(tmp_path: Path) -> None:
    line = "{I} {D} : Piochez une carte."
    body = (
        "cards:\n"
        + _reserve("Épuisé", exhausted=True, line=line)
        + "choices:\n  - {who: Alice, decide: expand, answer: null}\n"
        + "turns:\n  Alice: [[{use: Épuisé}]]\n"
    )
    result = play(tmp_path, body)
    assert [d.message for d in result.diagnostics if d.code == "R012"] == [
        "Épuisé is exhausted: it has no support abilities"
    ]


def _dusk(alice: str) -> str:
    return f"""cards:
  - {{name: Éclaireuse, controller: Alice, zone: expedition, stats: {{forest: 1}},
      statuses: [anchored]{alice}}}
  - {{name: Guetteur, controller: Bob, zone: expedition, stats: {{forest: 1}},
      statuses: [anchored]}}
"""


def _hero(result: Result, name: str) -> int:
    return int(next(p for p in result.players if p["name"] == name)["position"]["hero"])


def test_dusk_counts_a_boost_in_each_statistic(tmp_path: Path) -> None:
    # forest 1 each is a tie, which moves neither forward; a boost makes Alice's forest 2
    tied = play(tmp_path, _dusk(""))
    assert (_hero(tied, "Alice"), _hero(tied, "Bob")) == (0, 0)
    boosted = play(tmp_path, _dusk(", counters: {boost: 1}"))
    assert (_hero(boosted, "Alice"), _hero(boosted, "Bob")) == (1, 0)


def test_a_card_joins_a_zone_ready(tmp_path: Path) -> None:
    # exhausted in its Expedition by its own quick action, Rest sends it to the Reserve
    # as a new object: ready, so it can be played from there the next day
    body = """days: 2
cards:
  - name: Veilleur
    controller: Alice
    zone: expedition
    reserve_cost: 0
    abilities: ["{T} : Piochez une carte."]
turns:
  Alice: [[{use: Veilleur}], [{play: Veilleur}]]
"""
    result = play(tmp_path, body)
    assert not result.diagnostics
    [rest] = [e for e in kinds(result, "new_object") if e["day"] == 1]
    assert (rest["card"], rest["readied"]) == ("Veilleur", True)
    played = [e["what"] for e in kinds(result, "action") if e["action"] == "plays"]
    assert played == ["Veilleur"]
