"""The Limbo as a player meets it (round 38, second wave): a Limbo of one reaction is no
choice, so a scripted ``pending`` answer waits for a real one (R002-04: the player must play
it); the timeline says a reaction is activated into the Limbo and the order the Limbo was
played in (R002-03). Made-up cards, run as games."""

from __future__ import annotations

from pathlib import Path

from counterplay.runtime.altered.engine import render_text
from counterplay.runtime.altered.trace import played_order
from tests.test_rules_002 import fired, kinds, play

# Morning's draw activates Lanterne alone; at Noon Alice holds Héron's two reactions
LIMBO_OF_ONE = """cards:
  - name: Lanterne
    controller: Alice
    zone: landmark
    type: landmark_permanent
    abilities: ["Lorsque vous piochez au moins une carte — Je gagne 1 boost."]
  - name: Héron
    controller: Alice
    zone: expedition
    abilities:
      - "À Midi — Je gagne 1 boost."
      - "À Midi — Je gagne 2 boosts."
choices:
  - {who: Alice, decide: pending, answer: Héron/1}
"""


def test_R002_04_a_limbo_of_one_takes_no_scripted_answer(tmp_path: Path) -> None:
    result = play(tmp_path, LIMBO_OF_ONE)
    assert not [f"{d.code} {d.message}" for d in result.diagnostics]
    assert fired(result)[:3] == ["Lanterne/0", "Héron/1", "Héron/0"]
    whys = [(e["choice"], e["why"]) for e in kinds(result, "decision") if e["day"] == 1]
    assert whys[:3] == [
        ("Lanterne: Lanterne/0", "the only one: no choice"),
        ("Héron: Héron/1", "scripted choice"),
        ("Héron: Héron/0", "the only one: no choice"),
    ]


def test_R002_04_an_answer_for_a_limbo_of_one_is_said_never_to_come_up(tmp_path: Path) -> None:
    body = LIMBO_OF_ONE.replace('      - "À Midi — Je gagne 2 boosts."\n', "")
    result = play(tmp_path, body.replace("Héron/1}", "Lanterne/0}"))
    assert fired(result)[:2] == ["Lanterne/0", "Héron/0"]
    [never] = result.diagnostics
    assert (never.code, never.span.line if never.span else 0) == ("R019", 18)
    assert never.message == (
        "the scripted choice 'pending' of Alice never came up (a player who holds one reaction"
        " in the Limbo has no choice: it is played)"
    )


def test_the_timeline_says_activated_into_the_limbo_and_the_order_played(tmp_path: Path) -> None:
    text = render_text(play(tmp_path, LIMBO_OF_ONE).trace)
    noon = text[text.index("Day 1, Noon") : text.index("Day 1, Afternoon")].splitlines()
    assert noon[2:4] == [
        "    activated Héron: Héron/0 - into the Limbo",
        "    activated Héron: Héron/1 - into the Limbo",
    ]
    assert "FIRES" not in text and "waits in" not in text
    assert not [line for line in text.splitlines() if line.strip().startswith("order:")]
    assert noon[4] == (
        "  reactions checked (the phase starts): the Limbo holds Héron: Héron/0, Héron: Héron/1"
    )
    assert "  > Héron plays Héron/1 from the Limbo (activated by phase.start)" in noon
    assert noon[-1] == "  the Limbo was played in this order: Héron: Héron/1, Héron: Héron/0"


def test_a_reaction_played_from_the_limbo_is_shown_above_its_effects(tmp_path: Path) -> None:
    # Lanterne's reaction activated by a draw inside Héron's effect is played at the top, as
    # an action of its own, its effects one step in
    body = LIMBO_OF_ONE.replace("Je gagne 2 boosts.", "Piochez une carte.")
    text = render_text(play(tmp_path, body).trace)
    noon = text[text.index("Day 1, Noon") : text.index("Day 1, Afternoon")].splitlines()
    played = noon.index("  > Lanterne plays Lanterne/0 from the Limbo (activated by card.draw)")
    assert noon[played + 1] == "    Lanterne has 2 boosts"


def test_the_order_line_of_a_long_limbo_stays_short() -> None:
    assert played_order(["A/0"] * 100) == "A/0 (100 times)"
    assert played_order(["A/0", "B/0", "B/0", "A/0"]) == "A/0, B/0 (2 times), A/0"
    said = played_order(["A/0", "B/0"] * 8)
    assert said == ", ".join(["A/0", "B/0"] * 5) + " and 6 more"


def test_a_choice_made_in_a_reactions_effect_is_shown_in_it(tmp_path: Path) -> None:
    body = LIMBO_OF_ONE.replace("Je gagne 2 boosts.", "Épuisez une carte ciblée en Réserve.")
    body = body.replace(
        "choices:\n",
        "  - {name: Sac, controller: Bob, zone: reserve}\n"
        "choices:\n  - {who: Alice, decide: target, answer: Sac}\n",
    )
    result = play(tmp_path, body)
    [target] = [e for e in kinds(result, "decision") if e["what"] == "Alice target"]
    assert target["depth"] == 1
    lines = render_text(result.trace).splitlines()
    played = lines.index("  > Héron plays Héron/1 from the Limbo (activated by phase.start)")
    assert lines[played + 1] == "    decision: Alice target -> Sac (scripted choice)"
