"""What "it" names ("il", "it"; runtime/altered/binding.py): the object a Reaction's trigger
determined (rules 6.3.i), or what the op before it named (a target, "Ciblez un Personnage",
the tokens created); an object that has since changed zone is not altered (6.3.k); what
cannot be found is not simulated. Made-up card lines, run as games."""

from __future__ import annotations

from pathlib import Path

from counterplay.runtime.altered.binding import uses_it
from counterplay.runtime.altered.engine import Result
from tests.test_altered_not_simulated import _card, _drawn, _game, _not_simulated
from tests.test_rules_002 import before_rest, kinds, play

RIVAL = "  - {name: Rival, controller: Bob, zone: expedition}\n"
WATCHER = '  - {{name: Guetteur, controller: Alice, zone: expedition, abilities: ["{line}"]}}\n'


def _boosts(result: Result) -> list[tuple[str, int]]:
    """Each boost count a card was left with, in order."""
    return [(e["card"], e["now"]) for e in kinds(result, "counter") if e["counter"] == "boost"]


def _gained(result: Result) -> list[tuple[str, str]]:
    return [(e["card"], e["status"]) for e in kinds(result, "status") if e["gained"]]


def _with(body: str, *choices: str) -> str:
    return body.replace("choices:\n", "choices:\n" + "".join(choices))


def test_it_is_the_object_the_trigger_determined(tmp_path: Path) -> None:
    # rules 6.3.i: the Character that joined gains the boost, not the Guetteur
    line = "Lorsqu'un Personnage rejoint votre Expédition — Il gagne 1 boost."
    result = play(tmp_path, _game([], WATCHER.format(line=line)))
    assert _boosts(result) == [("Héraut", 1)]
    assert not _not_simulated(result)


def test_it_is_the_card_played(tmp_path: Path) -> None:
    # "Lorsque vous jouez un Personnage": the card played (the event's target), once in play
    line = "Lorsque vous jouez un Personnage — Il gagne [[Endormi]]."
    result = play(tmp_path, _game([], WATCHER.format(line=line)))
    assert _gained(result) == [("Héraut", "asleep")]


def test_it_no_longer_exists_once_moved(tmp_path: Path) -> None:
    # rules 6.3.k: Héraut went to the Reserve before the Guetteur's Emblem resolved: the
    # new object in the Reserve gains nothing
    line = "Lorsqu'un Personnage rejoint votre Expédition — Il gagne 1 boost."
    body = _game(["{J} Mettez-moi en Réserve."], WATCHER.format(line=line))
    result = play(tmp_path, _with(body, "  - {who: Alice, decide: pending, answer: Héraut/0}\n"))
    assert _card(result, "Héraut")["zone"] == "reserve"
    assert _boosts(result) == []
    notes = [e["text"] for e in kinds(result, "note") if "6.3.k" in e["text"]]
    assert notes and notes[0].startswith("Héraut is not altered")


def test_a_target_chosen_on_its_own_is_it(tmp_path: Path) -> None:
    body = _game(["{J} Ciblez un Personnage. Il gagne 2 boosts."], RIVAL)
    result = play(tmp_path, _with(body, "  - {who: Alice, decide: target, answer: Rival}\n"))
    assert _boosts(result) == [("Rival", 2)]


def test_a_target_chosen_on_its_own_pays_its_coriace(tmp_path: Path) -> None:
    # R002-30: a target op targets; Bob's Rival has Coriace 1, Alice pays it
    rival = '  - {name: Rival, controller: Bob, zone: expedition, abilities: ["[Coriace 1]."]}\n'
    body = _game(["{J} Ciblez un Personnage. Il gagne 2 boosts."], rival)
    pays = "  - {who: Alice, decide: pay, answer: true}\n"
    result = play(tmp_path, _with(body, "  - {who: Alice, decide: target, answer: Rival}\n", pays))
    assert [e["amount"] for e in kinds(result, "pay")] == [1]
    assert _boosts(result) == [("Rival", 2)]


def test_it_after_a_targeted_op_is_that_target(tmp_path: Path) -> None:
    body = _game(["{J} Un Personnage ciblé gagne 1 boost. Il gagne [[Ancré]]."], RIVAL)
    result = play(tmp_path, _with(body, "  - {who: Alice, decide: target, answer: Rival}\n"))
    assert _gained(result) == [("Rival", "anchored")]


def test_it_names_nothing_when_the_target_is_declined(tmp_path: Path) -> None:
    body = _game(["{J} Vous pouvez cibler un autre Personnage. Il gagne 2 boosts."], RIVAL)
    result = play(tmp_path, _with(body, "  - {who: Alice, decide: may, answer: false}\n"))
    assert _boosts(result) == [] and not _not_simulated(result)


def test_a_target_opponent_is_it(tmp_path: Path) -> None:
    result = play(tmp_path, _game(["{J} Vous pouvez cibler un adversaire, il pioche une carte."]))
    assert _drawn(result) == {"Bob": 1}


def test_the_token_created_is_it(tmp_path: Path) -> None:
    line = "{J} Créez un jeton Robot [2/2/2 Scarabot] dans mon Expédition, puis il gagne [[Ancré]]."
    result = play(tmp_path, _game([line]))
    [(token, status)] = _gained(result)
    assert token.startswith("Brassbug token") and status == "anchored"


def test_it_of_an_op_not_carried_out_is_not_simulated(tmp_path: Path) -> None:
    line = "{J} Un Personnage ciblé gagne 1 boost jusqu'à la fin du tour. Il gagne [[Ancré]]."
    body = _game([line], RIVAL)
    result = play(tmp_path, _with(body, "  - {who: Alice, decide: target, answer: Rival}\n"))
    assert _gained(result) == []
    [_, (op, why)] = _not_simulated(result)
    assert op == "status.gain" and why.startswith("what 'it' names (the op before it")


def test_it_with_nothing_named_is_not_simulated(tmp_path: Path) -> None:
    # "me" is no antecedent, and a {J} trigger determines no other object
    line = "{J} Je gagne 1 boost. Il gagne [[Ancré]]."
    result = play(tmp_path, _game([line]))
    assert _gained(result) == []
    [(op, why)] = _not_simulated(result)
    assert op == "status.gain" and why.startswith("what 'it' names (nothing named before it")


def test_it_moved_within_the_effect_is_not_simulated(tmp_path: Path) -> None:
    # "puis épuisez-le": the card in the Reserve is a new object (rules 2.1.c); whether the
    # text means it is not told, so it is not exhausted on a guess
    body = _game(["{J} Mettez un Personnage ciblé en Réserve, puis épuisez-le."], RIVAL)
    result = play(tmp_path, _with(body, "  - {who: Alice, decide: target, answer: Rival}\n"))
    assert not _card(result, "Rival")["exhausted"]
    [(op, why)] = _not_simulated(result)
    assert op == "exhaust" and why.startswith("whether 'it' is the object it became")


def test_one_target_for_the_ops_of_one_sentence(tmp_path: Path) -> None:
    # "Un Personnage ciblé gagne 1 boost et [[Fugace]]": one target, chosen once, its
    # Coriace paid once (comprehensive rules 7.4.7.f); before, each op chose its own
    rival = '  - {name: Rival, controller: Bob, zone: expedition, abilities: ["[Coriace 1]."]}\n'
    other = "  - {name: Garde, controller: Bob, zone: expedition}\n"
    body = _game(["{J} Un Personnage ciblé gagne 1 boost et [[Fugace]]."], rival + other)
    pays = "  - {who: Alice, decide: pay, answer: true}\n"
    result = play(tmp_path, _with(body, "  - {who: Alice, decide: target, answer: Rival}\n", pays))
    assert [e["what"] for e in kinds(result, "decision")].count("Alice target") == 1
    assert [e["amount"] for e in kinds(result, "pay")] == [1]
    assert _boosts(result) == [("Rival", 1)] and _gained(result) == [("Rival", "fleeting")]


def test_the_same_target_twice_pays_its_coriace_once(tmp_path: Path) -> None:
    # two sentences, two targets, both Rival: Coriace 1 is paid once (7.4.7.f)
    rival = '  - {name: Rival, controller: Bob, zone: expedition, abilities: ["[Coriace 1]."]}\n'
    line = "{J} Un Personnage ciblé gagne 1 boost. Un Personnage ciblé gagne [[Fugace]]."
    target = "  - {who: Alice, decide: target, answer: Rival}\n"
    pays = "  - {who: Alice, decide: pay, answer: true}\n"
    result = play(tmp_path, _with(_game([line], rival), target, target, pays))
    assert [e["what"] for e in kinds(result, "decision")].count("Alice target") == 2
    assert [e["amount"] for e in kinds(result, "pay")] == [1]


UP_TO_ONE = "{J} Jusqu'à un Personnage ciblé gagne [[Endormi]]. Vous pouvez lui donner 2 boosts."


def test_up_to_one_target_may_be_none(tmp_path: Path) -> None:
    # the player chooses no target: nothing gains Asleep, and "lui" names nothing
    body = _with(_game([UP_TO_ONE], RIVAL), "  - {who: Alice, decide: may, answer: false}\n")
    result = play(tmp_path, body)
    assert _gained(result) == [] and _boosts(result) == []
    assert not _not_simulated(result)
    assert [e["what"] for e in kinds(result, "decision")].count("Alice target") == 0


def test_up_to_one_target_unscripted_is_one(tmp_path: Path) -> None:
    target = "  - {who: Alice, decide: target, answer: Rival}\n"
    result = play(tmp_path, _with(_game([UP_TO_ONE], RIVAL), target))
    assert _gained(result) == [("Rival", "asleep")] and _boosts(result) == [("Rival", 2)]


def test_it_of_a_spell_played_is_not_simulated(tmp_path: Path) -> None:
    # a Spell goes to the Reserve once resolved: which object "it" is then is not told
    line = "Lorsque vous jouez un Sort — Il gagne [[Ancré]]."
    spell = "  - {name: Éclair, controller: Alice, type: spell, cost: 0}\n"
    result = play(tmp_path, _game([], WATCHER.format(line=line) + spell, "[[{play: Éclair}]]"))
    assert _gained(result) == []
    [(op, why)] = _not_simulated(result)
    assert op == "status.gain" and why.startswith("what 'it' names (a Spell played")


def test_it_in_a_condition_joined_by_or_is_bound() -> None:
    # "s'il est [[Endormi]] ou ...": bound before the condition is read, as for one test
    it_asleep = {"test": "status", "who": {"role": "it"}, "status": "asleep"}
    op = {"op": "draw", "if": {"test": "any", "of": [{"test": "first_player"}, it_asleep]}}
    assert uses_it(op) and uses_it({"op": "draw", "if": it_asleep})
    assert not uses_it({"op": "draw", "if": {"test": "any", "of": [{"test": "first_player"}]}})


def test_it_after_a_card_looked_at_is_not_the_target_before(tmp_path: Path) -> None:
    # "Regardez la première carte de votre deck. Défaussez-la.": "la" is the card looked at,
    # which this world does not name, never Rival targeted before it (it was discarded)
    line = "{J} Un Personnage ciblé gagne 1 boost. Regardez la première carte de votre deck. "
    body = _game([line + "Défaussez-la."], RIVAL)
    result = play(tmp_path, _with(body, "  - {who: Alice, decide: target, answer: Rival}\n"))
    assert _card(result, "Rival")["zone"] != "discard"
    assert _not_simulated(result)[-1] == (
        "discard",
        "what 'it' names (what the op 'look' before it named) is not simulated",
    )


def test_it_after_a_card_revealed_is_not_the_trigger_object(tmp_path: Path) -> None:
    # "Lorsqu'un Personnage rejoint ... — Révélez ... Mettez-la en Réserve.": the card
    # revealed, not Héraut that joined (it was put in Reserve before the Rest)
    line = (
        "Lorsqu'un Personnage rejoint votre Expédition — Révélez la première carte de votre "
        "deck. Mettez-la en Réserve."
    )
    result = before_rest(play(tmp_path, _game([], WATCHER.format(line=line))))
    assert _card(result, "Héraut")["zone"] == "expedition"
    assert [op for op, _ in _not_simulated(result)] == ["reveal", "move"]


def test_a_spells_target_that_left_play_is_no_longer_its_target(tmp_path: Path) -> None:
    # Frappe's targets are chosen as it is played (spells.py): Rival for both lines. Its
    # first line sends Rival to the discard: a new object there (2.1.c), which the second
    # line's boosts do not reach (they did: Rival in the discard with 2 boosts)
    body = (
        """cards:
  - name: Frappe
    controller: Alice
    type: spell
    cost: 0
    abilities: ["Sacrifiez un Personnage ciblé.", "Un Personnage ciblé gagne 2 boosts."]
"""
        + RIVAL
        + """choices:
  - {who: Alice, decide: expand, answer: null}
turns:
  Alice: [[{play: Frappe}]]
"""
    )
    result = before_rest(play(tmp_path, body))
    assert _card(result, "Rival")["zone"] == "discard"
    assert _boosts(result) == []
    statuses = [e["status"] for e in kinds(result, "op") if e["op"] == "counter.gain"]
    assert statuses == ["nothing to do"]
