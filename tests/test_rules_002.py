"""Seed 002 (Altered reactions) in the runtime: inline games run through the game reader and
the Altered world, asserting on the trace. Each test names the R002 rules it shows."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from counterplay.compiler.scenario import load_scenario
from counterplay.runtime.altered.engine import Result, simulate
from tests.conftest import ROOT

HEAD = """counterplay: 1
ruleset: altered
players:
  - {name: Alice, mana: 3, deck: 300}
  - {name: Bob, mana: 3, deck: 30}
"""


def play(tmp_path: Path, body: str, seed: int = 0) -> Result:
    path = tmp_path / "game.yaml"
    path.write_text(HEAD + body, encoding="utf-8")
    game, found = load_scenario(path)
    assert game is not None, [f"{d.code} {d.message}" for d in found]
    return simulate(game, seed)


# What ``before_rest`` undoes, and the trace entries that change nothing it reports.
UNDONE = frozenset({"zone", "status", "draw", "new_object"})
UNCHANGING = frozenset(
    {"candidate", "check", "daily", "decision", "event", "fires", "pending", "played", "op",
     "phase", "note", "roll", "turn", "stopped", "no", "claimed"}
)  # fmt: skip


def before_rest(result: Result) -> Result:
    """The game as it was just before the first Rest (Night), which sends every Character
    in the Expedition zone to the Reserve (rules 4.2.5.b): the trace up to it, and each
    card's zone, statuses and exhaustion with every move and status change from it on undone. A test
    of an effect that moves a card looks here, not at the end of the day where Rest moves
    it anyway. The players' decks and hands with the draws from it on undone. Anything else
    changed from it on (counters, mana, a token created...) is not undone: a game with such
    a change fails here rather than be read as it was not."""
    starts = [e["seq"] for e in result.trace if e["kind"] == "daily" and e["effect"] == "rest"]
    if not starts:
        return result
    changed = {e["kind"] for e in result.trace if e["seq"] >= starts[0]} - UNDONE - UNCHANGING
    assert not changed, f"before_rest cannot undo {sorted(changed)} from Rest on"
    cards = {c["name"]: {**c, "statuses": set(c["statuses"])} for c in result.cards}
    players = {p["name"]: dict(p) for p in result.players}
    for entry in reversed([e for e in result.trace if e["seq"] >= starts[0]]):
        card = cards.get(entry.get("card", ""))
        if card is not None and entry["kind"] == "zone":
            card["zone"] = entry["frm"]
        elif card is not None and entry["kind"] == "status":
            (card["statuses"].discard if entry["gained"] else card["statuses"].add)(entry["status"])
        elif card is not None and entry["kind"] == "new_object":  # what it left behind
            card["counters"] = {**card["counters"], **entry["counters"]}
            card["statuses"].update(entry["statuses"])
            card["exhausted"] = card["exhausted"] or entry["readied"]
        elif entry["kind"] == "draw":
            players[entry["player"]]["deck"] += entry["count"]
            players[entry["player"]]["hand"] -= entry["count"]
    return Result(
        [e for e in result.trace if e["seq"] < starts[0]],
        result.diagnostics,
        list(players.values()),
        [{**c, "statuses": sorted(c["statuses"])} for c in cards.values()],
    )


def kinds(result: Result, kind: str) -> list[dict[str, Any]]:
    return [e for e in result.trace if e["kind"] == kind]


def fired(result: Result) -> list[str]:
    return [e["reaction"] for e in kinds(result, "fires")]


def refused(result: Result, reaction: str) -> list[str]:
    return [
        e["why"]
        for e in kinds(result, "candidate")
        if e["reaction"] == reaction and e["matched"] and not e["fires"]
    ]


# a Landmark Permanent: Rest sends the Characters in the Expedition zone to the Reserve
# (rules 4.2.5.b), not it, so it is still in play on day 2
LOOP = """cards:
  - name: Bibliothécaire
    controller: Alice
    zone: landmark
    type: landmark_permanent
    abilities: ["Lorsque vous piochez au moins une carte — Piochez une carte."]
"""


def test_R002_15_a_reaction_activates_at_most_100_times_a_day(tmp_path: Path) -> None:
    result = play(tmp_path, LOOP)
    assert fired(result).count("Bibliothécaire/0") == 100
    assert refused(result, "Bibliothécaire/0") == ["already activated 100 times this day (R002-15)"]
    alice = next(p for p in result.players if p["name"] == "Alice")
    assert alice["hand"] == 102  # Morning's two, then one per activation
    assert not result.diagnostics


def test_R002_15_the_count_starts_again_each_day(tmp_path: Path) -> None:
    result = play(tmp_path, LOOP.replace("cards:", "days: 2\ncards:"))
    assert fired(result).count("Bibliothécaire/0") == 200


def test_R002_12_a_triggered_reaction_waits_in_the_limbo_until_a_check(tmp_path: Path) -> None:
    result = play(tmp_path, LOOP)
    first_pending = next(e for e in result.trace if e["kind"] == "pending")
    assert first_pending["zone"] == "limbo"
    check = next(e for e in result.trace if e["kind"] == "check")
    assert check["point"] == "daily_effect" and first_pending["seq"] < check["seq"]


BOTH = (
    ROOT / "counterplay" / "examples" / "scenarios" / "altered" / "limbo-both-players.yaml"
).read_text(encoding="utf-8")


def _noon(result: Result) -> list[str]:
    return [e["reaction"] for e in kinds(result, "fires") if e["phase"] == "noon"]


def test_R002_03_04_06_the_player_with_initiative_plays_all_theirs_first(tmp_path: Path) -> None:
    path = tmp_path / "both.yaml"
    path.write_text(BOTH, encoding="utf-8")
    game, _ = load_scenario(path)
    assert game is not None
    result = simulate(game, 0)
    noon = _noon(result)
    # Alice's choice of order (R002-03), her reaction created meanwhile (R002-06), then Bob's
    assert noon == ["Kitsune/1", "Kitsune/0", "Chouette/0", "Ours/0", "Ours/1"]
    held = next(e for e in kinds(result, "check") if e["phase"] == "noon")["holds"]
    assert {h.split(": ")[0] for h in held} == {"Kitsune", "Ours"}  # both players' (R002-04)


def test_R002_04_bob_first_when_bob_has_the_initiative(tmp_path: Path) -> None:
    swapped = BOTH.replace(
        "  - {name: Alice, mana: 3, deck: 20}\n  - {name: Bob, mana: 3, deck: 20}",
        "  - {name: Bob, mana: 3, deck: 20}\n  - {name: Alice, mana: 3, deck: 20}",
    )
    path = tmp_path / "both.yaml"
    path.write_text(swapped, encoding="utf-8")
    game, _ = load_scenario(path)
    assert game is not None
    noon = _noon(simulate(game, 0))
    assert noon[:2] == ["Ours/0", "Ours/1"]


def test_R002_13_a_reaction_must_exist_before_its_event_except_its_own_entry(
    tmp_path: Path,
) -> None:
    body = """cards:
  - name: Héraut
    controller: Alice
    cost: 0
    abilities: ["{J} Piochez une carte."]
  - name: Guide
    controller: Alice
    cost: 0
    abilities: ["Lorsqu'un Personnage rejoint votre Expédition — Piochez une carte."]
choices:
  - {who: Alice, decide: expand, answer: null}
turns:
  Alice: [[{play: Héraut}], [{play: Guide}]]
"""
    result = play(tmp_path, body)
    assert "Héraut/0" in fired(result)  # its own entry into a visible zone
    # Guide is in the hand when Héraut joins, and its own entry is no exception
    assert "Guide/0" not in fired(result)
    assert any("R002-13" in why for why in refused(result, "Guide/0"))


def test_R002_14_a_reaction_need_not_exist_after_its_event(tmp_path: Path) -> None:
    body = """cards:
  - name: Bourreau
    controller: Alice
    zone: expedition
    abilities: ["{T} : Sacrifiez un Personnage ciblé."]
  - name: Martyr
    controller: Alice
    zone: expedition
    abilities: ["Lorsque je suis sacrifié — Piochez une carte."]
turns:
  Alice: [[{use: Bourreau}]]
choices:
  - {who: Alice, decide: target, answer: Martyr}
"""
    result = play(tmp_path, body)
    assert "Martyr/0" in fired(result)
    martyr = next(c for c in result.cards if c["name"] == "Martyr")
    assert martyr["zone"] == "discard"


def test_R002_02_reactions_of_an_internal_action_wait_for_the_effect_to_end(
    tmp_path: Path,
) -> None:
    body = """cards:
  - name: Bourreau
    controller: Alice
    zone: expedition
    abilities: ["{T} : Sacrifiez un Personnage ciblé. Piochez une carte."]
  - name: Martyr
    controller: Alice
    zone: expedition
    abilities: ["Lorsque je suis sacrifié — Je gagne 1 boost."]
turns:
  Alice: [[{use: Bourreau}]]
choices:
  - {who: Alice, decide: target, answer: Martyr}
"""
    result = play(tmp_path, body)
    draw = next(e for e in kinds(result, "op") if e["op"] == "draw" and e["phase"] == "afternoon")
    fires = next(e for e in kinds(result, "fires") if e["reaction"] == "Martyr/0")
    check = next(e for e in kinds(result, "check") if e["phase"] == "afternoon")
    assert draw["seq"] < check["seq"] < fires["seq"]
    assert check["point"] == "quick_action"  # R002-01: after a quick action


def test_R002_30_09_coriace_adds_a_cost_and_an_unpaid_reaction_has_no_effect(
    tmp_path: Path,
) -> None:
    body = """cards:
  - name: Piège
    controller: Alice
    zone: landmark
    type: landmark_permanent
    abilities: ["Lorsque vous passez en premier — Sacrifiez un Personnage ciblé."]
  - name: Géant
    controller: Bob
    zone: expedition
    abilities: ["[Coriace 2]."]
choices:
  - {who: Alice, decide: target, answer: Géant}
  - {who: Alice, decide: pay, answer: false}
"""
    result = before_rest(play(tmp_path, body))
    assert "Piège/0" in fired(result)
    unpaid = kinds(result, "unpaid")
    assert unpaid and unpaid[0]["amount"] == 2 and "R002-09" in unpaid[0]["why"]
    assert next(c for c in result.cards if c["name"] == "Géant")["zone"] == "expedition"
    paid = before_rest(play(tmp_path, body.replace("answer: false", "answer: true")))
    assert kinds(paid, "pay")[0]["amount"] == 2
    assert next(c for c in paid.cards if c["name"] == "Géant")["zone"] == "discard"


SPELL_ON_CORIACE = """cards:
  - name: Frappe
    controller: Alice
    type: spell
    cost: 1
    abilities: ["Sacrifiez un Personnage ciblé."]
  - name: Géant
    controller: Bob
    zone: expedition
    abilities: ["[Coriace {tough}]."]
choices:
  - {{who: Alice, decide: expand, answer: null}}
  - {{who: Alice, decide: target, answer: Géant}}
turns:
  Alice: [[{{play: Frappe}}]]
"""


def test_R002_30_a_spell_targeting_coriace_costs_more(tmp_path: Path) -> None:
    # Alice has 3 mana: the Spell's cost 1 and Géant's Coriace 2 are paid together
    result = before_rest(play(tmp_path, SPELL_ON_CORIACE.format(tough=2)))
    assert [e["amount"] for e in kinds(result, "pay")] == [2]
    zones = {c["name"]: c["zone"] for c in result.cards}
    assert zones == {"Frappe": "reserve", "Géant": "discard"}
    assert [e["what"] for e in kinds(result, "action") if e["action"] == "plays"] == ["Frappe"]


def test_R002_30_a_spell_whose_coriace_cannot_be_paid_is_not_played(tmp_path: Path) -> None:
    # cost 1 and Coriace 3 is more than Alice's 3 mana: the Spell is not played at all
    result = before_rest(play(tmp_path, SPELL_ON_CORIACE.format(tough=3)))
    assert kinds(result, "pay") == [] and len(kinds(result, "unpaid")) == 1
    zones = {c["name"]: c["zone"] for c in result.cards}
    assert zones == {"Frappe": "hand", "Géant": "expedition"}
    assert [d.code for d in result.diagnostics] == ["R012"]
    assert [e for e in kinds(result, "action") if e["action"] == "plays"] == []


def test_R002_30_a_spell_pays_an_objects_coriace_once_for_all_its_lines(
    tmp_path: Path,
) -> None:
    # Frappe's two lines both target Géant (Coriace 2): the Spell costs 2 more, not 4
    # (7.4.7.f: paid once per effect however many times the object is chosen); Alice's 3
    # mana pay it, with 1 left
    body = (
        SPELL_ON_CORIACE.format(tough=2)
        .replace(
            '["Sacrifiez un Personnage ciblé."]',
            '["Épuisez un Personnage ciblé.", "Un Personnage ciblé gagne 1 boost."]',
        )
        .replace("    cost: 1\n", "    cost: 0\n", 1)
    )
    result = before_rest(play(tmp_path, body))
    assert [e["amount"] for e in kinds(result, "pay")] == [2]
    assert kinds(result, "unpaid") == [] and not result.diagnostics
    [geant] = [c for c in result.cards if c["name"] == "Géant"]
    assert geant["exhausted"] and geant["counters"] == {"boost": 1}


def test_R002_28_a_trigger_that_cannot_activate(tmp_path: Path) -> None:
    body = """cards:
  - name: Héraut
    controller: Alice
    cost: 0
    abilities: ["{J} Piochez une carte."]
  - name: Conseil
    controller: Bob
    zone: expedition
    cannot_activate: {triggers: [J, H, R]}
choices:
  - {who: Alice, decide: expand, answer: null}
turns:
  Alice: [[{play: Héraut}]]
"""
    result = play(tmp_path, body)
    assert "Héraut/0" not in fired(result)
    assert any("R002-28" in why for why in refused(result, "Héraut/0"))


def test_R002_29_after_you_ends_the_turn_without_passing(tmp_path: Path) -> None:
    body = """cards:
  - name: Courtois
    controller: Alice
    zone: expedition
    abilities: ["{T} : Piochez une carte. [Après toi]."]
turns:
  Alice: [[{use: Courtois}, pass], [pass]]
"""
    result = play(tmp_path, body)
    actions = [(e["actor"], e["action"]) for e in kinds(result, "action")]
    # the turn ended after the quick action: Bob's turn came before Alice passed
    assert actions == [("Alice", "uses"), ("Bob", "passes"), ("Alice", "passes")]


def test_R002_23_24_turns_alternate_until_all_have_passed(tmp_path: Path) -> None:
    body = """cards:
  - {name: A1, controller: Alice, cost: 0}
  - {name: A2, controller: Alice, cost: 0}
  - {name: B1, controller: Bob, cost: 0}
choices:
  - {who: Alice, decide: expand, answer: null}
  - {who: Bob, decide: expand, answer: null}
turns:
  Alice: [[{play: A1}], [{play: A2}]]
  Bob: [[pass], [{play: B1}]]
"""
    result = play(tmp_path, body)
    actions = [(e["actor"], e["action"], e["what"]) for e in kinds(result, "action")]
    # Bob passed first: he takes no more turns that day, B1 is never played
    assert actions == [
        ("Alice", "plays", "A1"),
        ("Bob", "passes", ""),
        ("Alice", "plays", "A2"),
        ("Alice", "passes", ""),
    ]


def test_R002_19_20_five_phases_each_starting_with_a_check(tmp_path: Path) -> None:
    body = """cards:
  - name: Veilleur
    controller: Alice
    zone: expedition
    abilities:
      - "À Midi — Piochez une carte."
      - "Au Crépuscule — Piochez une carte."
"""
    result = play(tmp_path, body)
    phases = [e["phase"] for e in kinds(result, "phase")]
    assert phases == ["morning", "noon", "afternoon", "dusk", "night"]
    checks = [(e["phase"], e["point"]) for e in kinds(result, "check")]
    assert ("noon", "phase.start") in checks and ("dusk", "phase.start") in checks
    assert fired(result) == ["Veilleur/0", "Veilleur/1"]


def test_examples_run_clean() -> None:
    for path in sorted(
        (ROOT / "counterplay" / "examples" / "scenarios" / "altered").glob("*.yaml")
    ):
        game, found = load_scenario(path)
        # (R010: the ruleset's open decisions, an info said of every game)
        assert game is not None and all(d.code == "R010" for d in found), path
        result = simulate(game, 0)
        assert not result.diagnostics, (path, result.diagnostics)
        assert kinds(result, "fires"), path


def test_R002_01_reactions_are_checked_at_each_listed_moment(tmp_path: Path) -> None:
    body = """cards:
  - name: Scribe
    controller: Alice
    zone: expedition
    abilities:
      - "Lorsque vous piochez au moins une carte — Je gagne 1 boost."
      - "{T} : Piochez une carte."
  - name: Veilleur
    controller: Bob
    zone: expedition
    abilities: ["Lorsque vous passez en premier — Piochez une carte."]
  - {name: Recrue, controller: Alice, cost: 0}
  - name: Héraut
    controller: Bob
    zone: landmark
    type: landmark_permanent
    abilities: ["À Midi — Piochez une carte."]
choices:
  - {who: Alice, decide: expand, answer: null}
turns:
  Alice: [[{use: Scribe}, {play: Recrue}]]
  Bob: [[pass]]
"""
    result = play(tmp_path, body)
    points = [(e["phase"], e["point"]) for e in kinds(result, "check")]
    assert points == [
        ("morning", "daily_effect"),  # Morning's Draw triggered the Scribe
        ("noon", "phase.start"),
        ("afternoon", "quick_action"),
        ("afternoon", "pass"),
    ]
    # each reaction is played at the first check after its event, before anything else
    seqs = {e["seq"]: e for e in result.trace}
    for check in kinds(result, "check"):
        after = seqs[check["seq"] + 1]
        assert after["kind"] == "decision", check


def test_R002_01_a_card_played_is_followed_by_a_check(tmp_path: Path) -> None:
    body = """cards:
  - name: Héraut
    controller: Alice
    cost: 0
    abilities: ["{J} Piochez une carte."]
choices:
  - {who: Alice, decide: expand, answer: null}
turns:
  Alice: [[{play: Héraut}]]
"""
    result = play(tmp_path, body)
    check = next(e for e in kinds(result, "check") if e["phase"] == "afternoon")
    assert check["point"] == "card"
    fires = next(e for e in kinds(result, "fires") if e["reaction"] == "Héraut/0")
    passes = next(e for e in kinds(result, "action") if e["action"] == "passes")
    assert check["seq"] < fires["seq"] < passes["seq"]


def test_R002_18_abilities_work_in_play_support_abilities_in_reserve(tmp_path: Path) -> None:
    body = """cards:
  - name: EnJeu
    controller: Alice
    zone: landmark
    type: landmark_permanent
    abilities: ["À Midi — Je gagne 1 boost."]
  - name: EnMain
    controller: Alice
    abilities: ["À Midi — Je gagne 1 boost."]
  - name: EnRéserve
    controller: Alice
    zone: reserve
    abilities: ["À Midi — Je gagne 1 boost."]
  - name: Soutien
    controller: Alice
    zone: reserve
    abilities: ["{I} À Midi — Je gagne 1 boost."]
  - name: SoutienEnJeu
    controller: Alice
    zone: expedition
    abilities: ["{I} À Midi — Je gagne 1 boost."]
choices:
  - {who: Alice, decide: expand, answer: null}
"""
    result = play(tmp_path, body)
    assert sorted(fired(result)) == ["EnJeu/0", "Soutien/0"]
    for name in ("EnMain/0", "EnRéserve/0", "SoutienEnJeu/0"):
        assert any("R002-13, R002-18" in why for why in refused(result, name)), name


def test_R002_21_22_the_days_daily_effects(tmp_path: Path) -> None:
    body = """days: 2
cards:
  - name: Éclaireur
    controller: Alice
    zone: expedition
    stats: {forest: 2}
  - name: Garde
    controller: Bob
    zone: expedition
    stats: {forest: 1, water: 1}
  - name: Veilleur
    controller: Bob
    zone: landmark
    type: landmark_permanent
    abilities: ["Lorsque vous piochez au moins une carte — Je gagne 1 boost."]
"""
    result = play(tmp_path, body)
    firsts = [(e["day"], e["phase"], e["first"]) for e in kinds(result, "phase")]
    # the heading is written as the Morning starts, before its first daily effect passes on
    # the first player: from the Noon of day 2 on, Bob is first
    assert [f for d, _, f in firsts] == ["Alice"] * 6 + ["Bob"] * 4
    draws = [(e["day"], e["player"], e["count"]) for e in kinds(result, "draw")]
    assert draws == [(1, "Alice", 2), (1, "Bob", 2), (2, "Bob", 2), (2, "Alice", 2)]
    # Dusk: both expeditions move forward (forest 2 > 1 for Alice, water 1 > 0 for Bob);
    # on day 2 nobody is left in them (Rest), so nobody moves
    assert {p["name"]: p["position"]["hero"] for p in result.players} == {"Alice": 1, "Bob": 1}
    # Night's Rest: every Character in the Expedition zone goes to the Reserve (rules
    # 4.2.5.b; test_altered_ops.py::test_rest_sends_every_character_in_the_expedition_zone_...)
    assert {c["name"]: c["zone"] for c in result.cards}["Éclaireur"] == "reserve"
    # R002-22: the reaction of the Draw is played before the next daily effect (Expand)
    daily = [e for e in result.trace if e["kind"] in ("daily", "fires") and e["day"] == 1]
    assert [e.get("effect", e.get("reaction")) for e in daily[:5]] == [
        "succession",
        "prepare",
        "draw",
        "Veilleur/0",
        "expand",
    ]


def test_R002_27_the_reaction_is_created_by_the_object_whose_trigger_fired(
    tmp_path: Path,
) -> None:
    body = """cards:
  - name: Piège
    controller: Alice
    zone: landmark
    type: landmark_permanent
    abilities: ["Lorsque vous passez en premier — Sacrifiez un Personnage ciblé."]
  - name: Martyr
    controller: Bob
    zone: expedition
    abilities: ["Lorsque je suis sacrifié — Piochez une carte."]
choices:
  - {who: Alice, decide: target, answer: Martyr}
"""
    result = play(tmp_path, body)
    pending = [e for e in kinds(result, "pending") if e["reaction"] == "Martyr/0"]
    assert [e["owner"] for e in pending] == ["Martyr"]
    decision = next(e for e in kinds(result, "decision") if "Martyr/0" in e["choice"])
    assert decision["what"] == "Bob plays"  # Bob controls it, though Alice's effect fired it
    bob = next(p for p in result.players if p["name"] == "Bob")
    assert bob["hand"] == 3


ACTIVATE = """cards:
  - name: Jian
    controller: Alice
    zone: expedition
    type: character
    abilities: ["{T} : Activez les capacités {j} d'un Personnage ciblé que vous contrôlez."]
  - name: Héraut
    controller: Alice
    zone: expedition
    type: character
    abilities: ["{J} Piochez une carte."]
choices:
  - {who: Alice, decide: expand, answer: null}
  - {who: Bob, decide: expand, answer: null}
  - {who: Alice, decide: target, answer: Héraut}
turns:
  Alice: [[{use: Jian}, pass]]
"""


def _drew(result: Result, player: str) -> int:
    return sum(e["count"] for e in kinds(result, "draw") if e["player"] == player)


def test_R002_26_27_an_activate_step_activates_the_named_reaction(tmp_path: Path) -> None:
    result = play(tmp_path, ACTIVATE)
    # Héraut's {J} reaction, already in play, is activated by Jian's step, not by an entry
    activated = [e for e in kinds(result, "candidate") if e["event"] == "abilities.activate"]
    assert [(e["owner"], e["reaction"], e["fires"]) for e in activated] == [
        ("Héraut", "Héraut/0", True)
    ]
    # it waits in the Limbo as Héraut's (R002-27), is played at the check after the quick
    # action, and its effect resolves: Alice draws one more than Morning's two
    assert [(e["owner"], e["zone"]) for e in kinds(result, "pending")] == [("Héraut", "limbo")]
    assert fired(result) == ["Héraut/0"]
    assert _drew(result, "Alice") == 3 and _drew(result, "Bob") == 2


def test_R002_26_28_an_activated_reaction_whose_trigger_cannot_activate(tmp_path: Path) -> None:
    body = ACTIVATE.replace(
        "choices:",
        "  - name: Conseil\n    controller: Bob\n    zone: expedition\n"
        "    cannot_activate: {triggers: [J]}\nchoices:",
    )
    result = play(tmp_path, body)
    assert fired(result) == []
    assert refused(result, "Héraut/0") == [
        "its trigger cannot activate: Conseil says J abilities cannot activate (R002-28)"
    ]
    assert _drew(result, "Alice") == 2


def test_R002_07_a_reaction_played_does_not_change_zone(tmp_path: Path) -> None:
    body = """cards:
  - name: Kitsune
    controller: Alice
    zone: expedition
    abilities: ["À Midi — Je gagne 1 boost."]
  - name: Veille
    controller: Alice
    zone: reserve
    abilities: ["{I} À Midi — Piochez une carte."]
  - name: Éclair
    controller: Alice
    type: spell
    cost: 0
choices:
  - {who: Alice, decide: expand, answer: null}
  - {who: Bob, decide: expand, answer: null}
turns:
  Alice: [[{play: Éclair}]]
"""
    result = before_rest(play(tmp_path, body))
    assert sorted(fired(result)) == ["Kitsune/0", "Veille/0"]
    # both reactions were played from the Limbo, and no card moved but the Spell, which goes
    # from the Hand to the Reserve when played: a Reaction is played like a Spell but does
    # not change zone (the Emblem-Reaction is no card; its card stays where it is)
    moved = [(e["card"], e["frm"], e["to"]) for e in kinds(result, "zone")]
    assert moved == [("Éclair", "hand", "reserve")]
    zones = {c["name"]: c["zone"] for c in result.cards}
    assert zones == {"Kitsune": "expedition", "Veille": "reserve", "Éclair": "reserve"}


def test_R002_25_the_player_resolving_an_effect_plays_its_internal_actions(
    tmp_path: Path,
) -> None:
    # Alice's reaction answers Bob's card; its internal actions (draw a card, choose a target
    # and sacrifice it) are played by Alice, who resolves the effect, not by Bob
    body = """cards:
  - name: Sentinelle
    controller: Alice
    zone: expedition
    abilities:
      - "Lorsqu'un adversaire joue une carte — Piochez une carte. Sacrifiez un Personnage ciblé."
  - {name: Pion, controller: Alice, zone: expedition, type: character}
  - {name: Garde, controller: Bob, zone: expedition, type: character}
  - {name: Recrue, controller: Bob, cost: 0, type: character}
choices:
  - {who: Bob, decide: expand, answer: null}
  - {who: Bob, decide: target, answer: Pion}
  - {who: Alice, decide: target, answer: Garde}
turns:
  Bob: [[{play: Recrue}]]
"""
    result = before_rest(play(tmp_path, body))
    assert fired(result) == ["Sentinelle/0"]
    assert _drew(result, "Alice") == 3 and _drew(result, "Bob") == 2
    sacrifice = next(e for e in kinds(result, "event") if e["event"] == "sacrifice")
    assert (sacrifice["actor"], sacrifice["target"]) == ("Alice", "Garde")
    zones = {c["name"]: c["zone"] for c in result.cards}
    assert zones["Garde"] == "discard" and zones["Pion"] == "expedition"
    assert [d.code for d in result.diagnostics] == ["R019"]  # Bob's choice never came up


def test_R002_31_open_no_faction_can_be_given(tmp_path: Path) -> None:
    # the decision recorded in the ruleset: factions are not modelled, so a game that gives
    # a card one is refused at that line rather than run as if it mattered
    from counterplay.compiler.rulesets import load_ruleset

    ruleset, _ = load_ruleset("altered")
    assert ruleset is not None and "R002-31" in [o["rule"] for o in ruleset.open_rules]
    path = tmp_path / "game.yaml"
    path.write_text(
        HEAD + "cards:\n  - {name: Kitsune, controller: Alice, faction: Axiom}\n",
        encoding="utf-8",
    )
    game, found = load_scenario(path)
    assert game is None
    assert [(d.code, d.span.line if d.span else 0) for d in found] == [("S002", 7)]


def test_an_op_done_later_is_not_done_now(tmp_path: Path) -> None:
    """A reaction an effect sets up ("when ...") or an action done at a later phase ("at
    Dusk") is not carried out when the effect resolves (this world does not schedule them)."""
    line = (
        "{J} Ce tour-ci, lorsque vous jouez un Sort, piochez une carte. Au Crépuscule, piochez"
        " une carte. Piochez une carte."
    )
    body = f"""cards:
  - name: Héraut
    controller: Alice
    cost: 0
    abilities: ["{line}"]
choices:
  - {{who: Alice, decide: expand, answer: null}}
turns:
  Alice: [[{{play: Héraut}}]]
"""
    result = play(tmp_path, body)
    statuses = [(e["op"], e["status"], e.get("why", "")) for e in kinds(result, "op")]
    later = [why for op, status, why in statuses if status == "not simulated"]
    assert [why.split(":")[0] for why in later] == ["done later (when", "done later (at"]
    assert [s[:2] for s in statuses].count(("draw", "done")) == 1


def test_before_rest_refuses_a_change_it_cannot_undo(tmp_path: Path) -> None:
    # a boost gained at Rest: the cards' counters are not taken back, so it says so
    body = """cards:
  - name: Veilleur
    controller: Alice
    zone: landmark
    type: landmark_permanent
    abilities: ["Lorsque vous piochez au moins une carte — Je gagne 1 boost."]
  - name: Passeur
    controller: Alice
    zone: expedition
    abilities: ["Lorsque je quitte la zone d'Expédition — Piochez une carte."]
"""
    result = play(tmp_path, body)
    assert [e["kind"] for e in result.trace if e["kind"] == "counter"]
    with pytest.raises(AssertionError, match=r"cannot undo \['counter'\]"):
        before_rest(result)
