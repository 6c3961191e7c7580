"""Facing (runtime/altered/match.py ``faces``): a card faces another in an opponent's
Expedition of the same kind, hero or companion, the Expeditions compared at Dusk (seed 002,
1.3.2.e, "l'expédition adverse"); nothing faces a card in no Expedition. "qui me fait face" /
"facing me" as a filter of the objects an op names, and "si je fais face à un Personnage" /
"if I'm facing a Character", "if it's facing me" as conditions. Made-up card lines."""

from __future__ import annotations

from pathlib import Path

from tests.test_altered_not_simulated import _card, _drawn, _game, _not_simulated
from tests.test_rules_002 import before_rest, play

# Héraut joins Alice's hero Expedition (a scripted play's default); Bob's Face is in his
# hero Expedition, facing it; Loin in his companion Expedition, not.
FACE = "  - {name: Face, controller: Bob, zone: expedition, expedition: hero}\n"
LOIN = "  - {name: Loin, controller: Bob, zone: expedition, expedition: companion}\n"


def test_each_character_facing_me_is_exhausted(tmp_path: Path) -> None:
    # before: "the objects it names (what: facing_me=true)", not simulated
    result = before_rest(
        play(tmp_path, _game(["{J} Exhaust each Character facing me."], FACE + LOIN))
    )
    assert _card(result, "Face")["exhausted"]
    assert not _card(result, "Loin")["exhausted"]
    assert not _not_simulated(result)


def test_a_character_of_mine_does_not_face_me(tmp_path: Path) -> None:
    ally = "  - {name: Ami, controller: Alice, zone: expedition, expedition: hero}\n"
    line = "{J} Épuisez chaque Personnage qui me fait face."
    result = before_rest(play(tmp_path, _game([line], ally + LOIN)))
    assert not _card(result, "Ami")["exhausted"]
    assert not _card(result, "Loin")["exhausted"]


def test_if_i_am_facing_a_character(tmp_path: Path) -> None:
    line = "{J} Si je fais face à un Personnage, je gagne 1 boost."
    facing = before_rest(play(tmp_path, _game([line], FACE)))
    assert _card(facing, "Héraut")["counters"] == {"boost": 1}
    alone = before_rest(play(tmp_path, _game([line], LOIN)))
    assert _card(alone, "Héraut")["counters"] == {}
    assert not _not_simulated(alone)


def test_if_it_is_facing_me(tmp_path: Path) -> None:
    line = "{J} Target a Character. If it's facing me, draw a card."
    for target, drawn in (("Face", {"Alice": 1}), ("Loin", {})):
        choice = f"  - {{who: Alice, decide: target, answer: {target}}}\n"
        body = _game([line], FACE + LOIN).replace("choices:\n", "choices:\n" + choice)
        assert _drawn(play(tmp_path, body)) == drawn, target


AMI = "  - {name: Ami, controller: Alice, zone: expedition, expedition: hero}\n"
COMPAGNON = "  - {name: Compagnon, controller: Alice, zone: expedition, expedition: companion}\n"


def test_the_characters_in_my_expedition(tmp_path: Path) -> None:
    # "dans mon Expédition" / "in my Expedition": Alice's hero Expedition, where Héraut
    # joined (Ami), not her companion one nor Bob's facing one (before: not simulated)
    line = "{J} I gain 1 boost per other Character in my Expedition."
    result = before_rest(play(tmp_path, _game([line], AMI + COMPAGNON + FACE)))
    assert _card(result, "Héraut")["counters"] == {"boost": 1}
    assert not _not_simulated(result)


def test_my_expedition_of_a_card_in_none_is_not_simulated(tmp_path: Path) -> None:
    # a Landmark Permanent is in no Expedition: which one is "mine" is not told
    line = "Lorsque vous jouez un Personnage — Je gagne 1 boost par Personnage dans mon Expédition."
    tower = f"""  - name: Tour
    controller: Alice
    zone: landmark
    type: landmark_permanent
    abilities: ["{line}"]
"""
    result = before_rest(play(tmp_path, _game(["{J} Piochez une carte."], tower + AMI)))
    assert _card(result, "Tour")["counters"] == {}
    whys = [why for op, why in _not_simulated(result) if op == "counter.gain"]
    assert whys == ["which Expedition is Tour's (it is in none) is not simulated"]
