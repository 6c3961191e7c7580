"""Seed 002 read against the runtime as a user meets it (round 38's review): a limit counted
for each Reaction, a quick action its targets' Coriace makes unpayable, and scripted actions
a turn's end or the game's end leaves untaken. Made-up cards, run as games."""

from __future__ import annotations

from pathlib import Path

from counterplay.compiler.scenario import load_scenario
from counterplay.runtime.altered.engine import Result, simulate
from tests.test_rules_002 import before_rest, fired, kinds, play, refused

# Two looping reactions on one card, and the same line on a second card: each Reaction is
# "a given Reaction" with its own 100 activations a day (R002-15)
TWO_LOOPS = """cards:
  - name: Archiviste
    controller: Alice
    zone: landmark
    type: landmark_permanent
    abilities:
      - "Lorsque vous piochez au moins une carte — Piochez une carte."
      - "Lorsque vous piochez au moins une carte — Piochez une carte."
  - name: Copiste
    controller: Alice
    zone: landmark
    type: landmark_permanent
    abilities: ["Lorsque vous piochez au moins une carte — Piochez une carte."]
"""


def test_R002_15_each_reaction_has_its_own_100_activations(tmp_path: Path) -> None:
    result = play(tmp_path, TWO_LOOPS)
    names = fired(result)
    assert [names.count(n) for n in ("Archiviste/0", "Archiviste/1", "Copiste/0")] == [100] * 3
    for name in ("Archiviste/0", "Archiviste/1", "Copiste/0"):
        assert set(refused(result, name)) == {"already activated 100 times this day (R002-15)"}


# Alice's quick action targets Bob's Géant; her 3 ready Mana pay a Coriace 2, not a Coriace 4
CORIACE_QUICK = """cards:
  - name: Bourreau
    controller: Alice
    zone: expedition
    abilities: ["{T} : Épuisez un Personnage ciblé."]
  - name: Géant
    controller: Bob
    zone: expedition
    abilities: ["[Coriace 2]."]
turns:
  Alice: [[{use: Bourreau}, pass]]
choices:
  - {who: Alice, decide: target, answer: Géant}
"""


def test_R002_30_a_quick_action_whose_coriace_cannot_be_paid_is_refused(tmp_path: Path) -> None:
    body = CORIACE_QUICK
    result = before_rest(play(tmp_path, body.replace("[Coriace 2]", "[Coriace 4]")))
    # refused at the script's line, as a Spell whose Coriace cannot be paid is (R012)
    [problem] = result.diagnostics
    assert problem.code == "R012" and "Coriace" in problem.message and "R002-30" in problem.message
    assert problem.span is not None and problem.span.line == 16
    cards = {c["name"]: c for c in result.cards}
    assert not cards["Bourreau"]["exhausted"] and not cards["Géant"]["exhausted"]  # nothing paid
    # with the Mana, it is played: no problem
    paid = before_rest(play(tmp_path, body))
    assert not paid.diagnostics and [e["amount"] for e in kinds(paid, "pay")] == [2]
    assert {c["name"]: c["exhausted"] for c in paid.cards} == {"Bourreau": True, "Géant": True}


AFTER_YOU = """cards:
  - name: Courtois
    controller: Alice
    zone: expedition
    abilities: ["{T} : Piochez une carte. [Après toi]."]
  - {name: Cadet, controller: Alice, cost: 0}
choices:
  - {who: Alice, decide: expand, answer: null}
turns:
  Alice: [[{use: Courtois}, {play: Cadet}]]
"""


def _warnings(result: Result) -> list[tuple[int, str]]:
    found = result.diagnostics
    return [(d.span.line if d.span else 0, d.message) for d in found if d.code == "R019"]


def test_R002_29_an_action_after_after_you_is_said_never_to_come_up(tmp_path: Path) -> None:
    result = before_rest(play(tmp_path, AFTER_YOU))
    assert {c["name"]: c["zone"] for c in result.cards}["Cadet"] == "hand"
    [(line, message)] = _warnings(result)
    assert line == 15 and "'play Cadet' of Alice never came up" in message
    assert "R002-29" in message


def test_R002_23_an_action_after_passing_by_an_effect_is_said_never_to_come_up(
    tmp_path: Path,
) -> None:
    body = AFTER_YOU.replace("Piochez une carte. [Après toi].", "Vous pouvez passer immédiatement.")
    result = before_rest(play(tmp_path, body))
    assert {c["name"]: c["zone"] for c in result.cards}["Cadet"] == "hand"
    [(line, message)] = _warnings(result)
    assert line == 15 and "'play Cadet' of Alice never came up" in message
    assert "R002-23" in message


def test_R002_23_a_turn_no_afternoon_came_to_is_said_never_to_come_up(tmp_path: Path) -> None:
    # Bob passes first and takes no more turns that day: his second turn never comes (one
    # day); with two days, it is his first turn of day 2
    body = """cards:
  - {name: Recrue, controller: Bob, cost: 0}
choices:
  - {who: Bob, decide: expand, answer: null}
turns:
  Alice: [[pass]]
  Bob: [[pass], [{play: Recrue}]]
"""
    result = before_rest(play(tmp_path, body))
    [(line, message)] = _warnings(result)
    assert line == 12 and "a scripted turn of Bob never came up" in message
    assert "(days: 1)" in message and "R002-23" in message
    again = "  - {who: Bob, decide: expand, answer: null}\n"
    two_days = play(tmp_path, body.replace("cards:", "days: 2\ncards:").replace(again, again * 2))
    assert _warnings(two_days) == []
    plays = [e["what"] for e in kinds(two_days, "action") if e["action"] == "plays"]
    assert plays == ["Recrue"]


# Bob has the initiative: his Vigie, answering Alice's Héraut, rushes his Conseil into play
# ("J abilities of opponents cannot activate") while Héraut's {J} Emblem-Reaction, activated
# before, waits in the Limbo; Alice must still play it (R002-04)
LATE_COUNCIL = """counterplay: 1
ruleset: altered
players:
  - {name: Bob, mana: 3, deck: 30}
  - {name: Alice, mana: 3, deck: 30}
cards:
  - name: Héraut
    controller: Alice
    cost: 0
    abilities: ["{J} Piochez une carte."]
  - name: Vigie
    controller: Bob
    zone: landmark
    type: landmark_permanent
    abilities: ["Lorsqu'un adversaire joue un Personnage — [Foncez]."]
  - name: Conseil
    controller: Bob
    cost: 0
    cannot_activate: {triggers: [J]}
turns:
  Bob: [[pass]]
  Alice: [[{play: Héraut}], [pass]]
choices:
  - {who: Alice, decide: expand, answer: null}
  - {who: Bob, decide: expand, answer: null}
"""


def _run(tmp_path: Path, text: str) -> Result:
    path = tmp_path / "game.yaml"
    path.write_text(text, encoding="utf-8")
    game, found = load_scenario(path)
    assert game is not None, [f"{d.code} {d.message}" for d in found]
    return simulate(game, 0)


def test_R002_28_04_a_trigger_stopped_later_stops_no_emblem_already_in_the_limbo(
    tmp_path: Path,
) -> None:
    result = before_rest(_run(tmp_path, LATE_COUNCIL))
    assert fired(result) == ["Vigie/0", "Héraut/0"]  # Bob's first: he has the initiative
    assert {c["name"]: c["zone"] for c in result.cards}["Conseil"] == "expedition"
    assert refused(result, "Héraut/0") == []
    assert [(e["player"], e["count"]) for e in kinds(result, "draw")][-1] == ("Alice", 1)


def test_R002_28_a_trigger_that_cannot_activate_stops_only_whom_it_says(tmp_path: Path) -> None:
    # Conseil in play from the start: Alice's {J} Héraut is stopped; Bob's own {J} Sonneur
    # is not (its default: the opponents' reactions), unless it says everyone's
    text = (
        LATE_COUNCIL.replace(
            "    cost: 0\n    cannot_activate", "    zone: expedition\n    cannot_activate"
        )
        .replace("  Bob: [[pass]]", "  Bob: [[{play: Sonneur}]]")
        .replace(
            "turns:",
            '  - {name: Sonneur, controller: Bob, cost: 0, abilities: ["{J} Piochez une carte."]}\n'
            "turns:",
        )
    )
    result = _run(tmp_path, text)
    assert "Sonneur/0" in fired(result) and "Héraut/0" not in fired(result)
    assert any("R002-28" in why for why in refused(result, "Héraut/0"))
    everyone = _run(tmp_path, text.replace("triggers: [J]}", "triggers: [J], of: everyone}"))
    assert "Sonneur/0" not in fired(everyone) and "Héraut/0" not in fired(everyone)
    assert any("R002-28" in why for why in refused(everyone, "Sonneur/0"))


def test_passing_first_is_the_first_pass_of_the_afternoon_only(tmp_path: Path) -> None:
    # "Lorsque vous passez en premier": Alice passes first and hers fires; Bob passes
    # second and his does not (R002-23: the turns' order, the first pass of the day)
    line = "Lorsque vous passez en premier — Piochez une carte."
    landmark = "zone: landmark, type: landmark_permanent"
    body = f"""cards:
  - {{name: Hâtive, controller: Alice, {landmark}, abilities: ["{line}"]}}
  - {{name: Tardif, controller: Bob, {landmark}, abilities: ["{line}"]}}
turns:
  Alice: [[pass]]
  Bob: [[pass]]
"""
    result = play(tmp_path, body)
    assert fired(result) == ["Hâtive/0"]
    assert "Tardif/0" not in [e["reaction"] for e in kinds(result, "candidate") if e["matched"]]


def test_R002_04_05_each_check_starts_again_from_the_first_player(tmp_path: Path) -> None:
    # Noon: only Bob holds reactions. His first draws a card, which creates one for Alice
    # meanwhile; at the next check Alice is the first player in initiative order who holds
    # one, so hers is played before Bob's second (R002-04, R002-05), not after all of his
    body = """cards:
  - name: Ours
    controller: Bob
    zone: expedition
    abilities: ["À Midi — Piochez une carte.", "À Midi — Je gagne 1 boost."]
  - name: Pie
    controller: Alice
    zone: landmark
    type: landmark_permanent
    abilities: ["Lorsqu'un adversaire pioche au moins une carte — Je gagne 1 boost."]
choices:
  - {who: Bob, decide: pending, answer: Ours/0}
"""
    noon = [e["reaction"] for e in kinds(play(tmp_path, body), "fires") if e["phase"] == "noon"]
    assert noon == ["Ours/0", "Pie/0", "Ours/1"]


def test_R002_09_a_scripted_pay_the_player_cannot_make_is_refused_there(tmp_path: Path) -> None:
    # Day 1: Alice's Piège targets Bob's Géant (Coriace 4) with 3 Mana ready: she cannot
    # pay, so the reaction is played unpaid; her scripted "pay: true" is this choice's,
    # refused at its line, not left for a later one. Day 2: she targets the Nain
    # (Coriace 1; Anchored, it stayed in its Expedition at Rest) and declines to pay, as her
    # next answer says
    body = """days: 2
cards:
  - name: Piège
    controller: Alice
    zone: landmark
    type: landmark_permanent
    abilities: ["Lorsque vous passez en premier — Sacrifiez un Personnage ciblé."]
  - {name: Géant, controller: Bob, zone: expedition, abilities: ["[Coriace 4]."]}
  - {name: Nain, controller: Bob, zone: expedition, statuses: [anchored],
     abilities: ["[Coriace 1]."]}
  - {name: Recrue, controller: Bob, cost: 0}
turns:
  Alice: [[pass], [pass]]
  Bob: [[pass], [{play: Recrue}]]
choices:
  - {who: Bob, decide: expand, answer: null}
  - {who: Bob, decide: expand, answer: null}
  - {who: Alice, decide: target, answer: Géant}
  - {who: Alice, decide: pay, answer: true}
  - {who: Alice, decide: target, answer: Nain}
  - {who: Alice, decide: pay, answer: false}
"""
    result = play(tmp_path, body)
    problems = [(d.code, d.span.line if d.span else 0) for d in result.diagnostics]
    assert problems == [("R012", 24)]
    assert "with 3 Mana ready" in result.diagnostics[0].message
    unpaid = [(e["amount"], e["why"]) for e in kinds(result, "unpaid")]
    assert unpaid == [
        (4, "3 Mana ready, played unpaid: no effect (R002-09)"),
        (1, "played unpaid: no effect (R002-09)"),
    ]
    assert [e for e in kinds(result, "event") if e["event"] == "sacrifice"] == []
