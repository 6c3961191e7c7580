"""What being exhausted, and boosted, change in an Altered game, as the cards' reminder
text says it: "Exhausted cards can't be played and have no Support abilities", "A boost is
a +1/+1/+1 counter" (so Dusk counts it), and "[Exhausted Resupply]" ("... in Reserve, then
exhaust it"): a card joins a zone ready (rules 2.1.c, a new object). Made-up games."""

from __future__ import annotations

from pathlib import Path

from counterplay.runtime.altered.engine import Result
from tests.test_rules_002 import before_rest, fired, kinds, play, refused


def _reserve(name: str, *, line: str = "") -> str:
    """Alice's card in the Reserve, ready (one exhausted as the game starts is readied by
    Morning's Prepare, R002-21: :func:`exhausted_at_noon` exhausts it after)."""
    abilities = f'\n    abilities: ["{line}"]' if line else ""
    return f"""  - name: {name}
    controller: Alice
    zone: reserve
    reserve_cost: 0{abilities}
"""


def exhausted_at_noon(*names: str) -> tuple[str, str]:
    """Cards in a Reserve exhausted after Morning's Prepare, which readies those exhausted
    as the game starts (R002-21): Alice's Landmark whose Noon reactions each exhaust a
    target card in Reserve, and the choices of those targets (``names``, in order)."""
    lines = ", ".join('"À Midi — Épuisez une carte ciblée en Réserve."' for _ in names)
    card = f"""  - name: Entrave
    controller: Alice
    zone: landmark
    type: landmark_permanent
    abilities: [{lines}]
"""
    return card, "".join(f"  - {{who: Alice, decide: target, answer: {n}}}\n" for n in names)


def test_an_exhausted_card_in_reserve_has_no_support_ability(tmp_path: Path) -> None:
    line = "{I} Au Crépuscule — Piochez une carte."
    entrave, targets = exhausted_at_noon("Épuisé")
    body = (
        "cards:\n"
        + _reserve("Éveillé", line=line)
        + _reserve("Épuisé", line=line)
        + entrave
        + "choices:\n  - {who: Alice, decide: expand, answer: null}\n"
        + targets
    )
    result = before_rest(play(tmp_path, body))
    assert fired(result) == ["Entrave/0", "Éveillé/0"]
    assert any("R002-18" in why for why in refused(result, "Épuisé/0"))


def _play_from_reserve(tmp_path: Path, *, exhausted: bool) -> list[str]:
    entrave, targets = exhausted_at_noon("Réserviste") if exhausted else ("", "")
    body = (
        "cards:\n"
        + _reserve("Réserviste")
        + entrave
        + (f"choices:\n{targets}" if targets else "")
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
    entrave, targets = exhausted_at_noon("Épuisé")
    body = (
        "cards:\n"
        + _reserve("Épuisé", line=line)
        + entrave
        + "choices:\n  - {who: Alice, decide: expand, answer: null}\n"
        + targets
        + "turns:\n  Alice: [[{use: Épuisé}]]\n"
    )
    result = play(tmp_path, body)
    assert [d.message for d in result.diagnostics if d.code == "R012"] == [
        "Épuisé is exhausted: it has no support abilities"
    ]


def test_morning_readies_the_cards_exhausted_in_the_reserve(tmp_path: Path) -> None:
    # R002-21: "les joueurs redressent leurs Personnages, Permanents et Orbes de Mana",
    # in the Reserve too: exhausted there at day 1's Noon (day 2's Noon exhausts Sac), its
    # support ability works at day 2's Dusk (before: exhausted for ever)
    line = "{I} Au Crépuscule — Piochez une carte."
    entrave, targets = exhausted_at_noon("Dormeur", "Sac")
    body = (
        "days: 2\ncards:\n"
        + _reserve("Dormeur", line=line)
        + _reserve("Sac")
        + entrave.replace(', "À Midi — Épuisez une carte ciblée en Réserve."', "")
        + "choices:\n"
        + targets
    )
    result = play(tmp_path, body)
    assert [e["day"] for e in kinds(result, "fires") if e["reaction"] == "Dormeur/0"] == [2]
    assert not result.diagnostics
    # one exhausted as the game starts is readied by day 1's Prepare
    ready = _reserve("Dormeur", line=line).replace("reserve_cost: 0", "exhausted: true")
    start = play(tmp_path, "cards:\n" + ready)
    assert [e["reaction"] for e in kinds(start, "fires")] == ["Dormeur/0"]


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
