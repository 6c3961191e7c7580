"""A sacrifice by each player or by an opponent ("Chaque joueur sacrifie un Personnage", rules
1.4.5.a's example): each player named chooses one they control, the player with initiative
first, and all are sacrificed at once. Made-up card lines, run as games."""

from __future__ import annotations

from pathlib import Path

from tests.test_altered_not_simulated import _card, _drawn, _game
from tests.test_rules_002 import before_rest, kinds, play

LISTENER = "Lorsqu'un Personnage est sacrifié — Piochez une carte."
ALLY = f'  - {{name: Allié, controller: Alice, zone: expedition, abilities: ["{LISTENER}"]}}\n'
RIVALS = (
    "  - {name: Rival, controller: Bob, zone: expedition}\n"
    "  - {name: Garde, controller: Bob, zone: expedition}\n"
)
# all boosted: each player picks one of their own [[Boosted]] Characters
EACH = "{J} Chaque joueur sacrifie un Personnage [[Boosté]]."
BOOST = "counters: {boost: 1}"
BOOSTED = ALLY.replace("zone: expedition,", f"zone: expedition, {BOOST},") + RIVALS.replace(
    "zone: expedition}", f"zone: expedition, {BOOST}}}"
)
CHOICES = (
    "choices:\n"
    "  - {who: Alice, decide: target, answer: Allié}\n"
    "  - {who: Bob, decide: target, answer: Rival}\n"
)


def test_each_player_sacrifices_one_of_theirs(tmp_path: Path) -> None:
    body = _game([EACH], BOOSTED)
    result = before_rest(play(tmp_path, body.replace("choices:\n", CHOICES)))
    assert (
        _card(result, "Allié")["zone"] == "discard" and _card(result, "Rival")["zone"] == "discard"
    )
    assert (
        _card(result, "Héraut")["zone"] == "expedition"
        and _card(result, "Garde")["zone"] == "expedition"
    )
    # Alice, whose turn it is, chooses first (rules 1.4.5.a)
    picks = [e["what"] for e in kinds(result, "decision") if e["what"].endswith("target")]
    assert picks == ["Alice target", "Bob target"]


def test_all_are_sacrificed_at_once(tmp_path: Path) -> None:
    # Allié, sacrificed first, still sees Rival's sacrifice: both at once (R002-13)
    body = _game([EACH], BOOSTED)
    result = before_rest(play(tmp_path, body.replace("choices:\n", CHOICES)))
    assert _drawn(result) == {"Alice": 2}


def test_an_opponent_sacrifices_one_of_theirs(tmp_path: Path) -> None:
    body = _game(["{J} Un adversaire sacrifie un Personnage."], ALLY + RIVALS)
    result = before_rest(play(tmp_path, body.replace("choices:\n", CHOICES)))
    assert _card(result, "Rival")["zone"] == "discard"
    assert _card(result, "Allié")["zone"] == "expedition"


def test_it_after_a_sacrifice_is_the_card_sacrificed(tmp_path: Path) -> None:
    # "Un adversaire sacrifie un Personnage. Il gagne 1 boost.": "il" is Rival, now in the
    # discard pile, a new object (rules 2.1.c): not simulated; it named Bob, the player
    line = "{J} Un adversaire sacrifie un Personnage. Il gagne 1 boost."
    result = play(tmp_path, _game([line], RIVALS).replace("choices:\n", CHOICES))
    [entry] = [e for e in kinds(result, "op") if e["op"] == "counter.gain"]
    assert entry["status"] == "not simulated"
    assert entry["why"].startswith("whether 'it' is the object it became in another zone")


def test_an_opponent_with_nothing_to_sacrifice_sacrifices_nothing(tmp_path: Path) -> None:
    result = before_rest(play(tmp_path, _game(["{J} Un adversaire sacrifie un Personnage."])))
    assert _card(result, "Héraut")["zone"] == "expedition"
    assert [e["status"] for e in kinds(result, "op") if e["op"] == "sacrifice"] == ["nothing to do"]
