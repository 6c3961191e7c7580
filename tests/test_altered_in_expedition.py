"""The objects in an Expedition an op names (runtime/altered/expeditions.py ``placed``,
places.py): "Chaque Personnage dans une Expédition ciblée gagne 1 boost" / "Each Character
in target Expedition gains 1 boost", "Envoyez en Réserve tous les Personnages d'une
Expédition ciblée, puis épuisez-les": the controller chooses the Expedition as the op is
done, and the op is done to each object in it. Made-up card lines, run as games."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from counterplay.runtime.altered import places
from counterplay.runtime.altered.cards import Card
from tests.test_altered_it import _boosts, _with
from tests.test_altered_not_simulated import _card, _game, _not_simulated
from tests.test_rules_002 import before_rest, play

# Bob's hero Expedition holds Rival and Garde, his companion Expedition Loin; Alice's Allié
# is in her companion Expedition (Héraut, played, in her hero Expedition).
BOARD = """  - {name: Rival, controller: Bob, zone: expedition, expedition: hero}
  - {name: Garde, controller: Bob, zone: expedition, expedition: hero}
  - {name: Loin, controller: Bob, zone: expedition, expedition: companion}
  - {name: Allié, controller: Alice, zone: expedition, expedition: companion}
"""


def _target(expedition: str) -> str:
    return f"  - {{who: Alice, decide: target, answer: {expedition}}}\n"


def test_each_character_in_target_expedition_gains_a_boost(tmp_path: Path) -> None:
    # before: "the objects it names (who: place={targeted: true, zone: expedition})"
    line = "{J} Chaque Personnage dans une Expédition ciblée gagne 1 boost."
    result = play(tmp_path, _with(_game([line], BOARD), _target("Bob's hero Expedition")))
    assert sorted(_boosts(result)) == [("Garde", 1), ("Rival", 1)]
    assert not _not_simulated(result)


def test_its_characters_are_sent_to_reserve_then_exhausted(tmp_path: Path) -> None:
    line = "{J} Send to Reserve each Character from target Expedition, then exhaust them."
    body = _with(_game([line], BOARD), _target("Alice's companion Expedition"))
    result = before_rest(play(tmp_path, body))
    assert _card(result, "Allié")["zone"] == "reserve"
    assert [_card(result, n)["zone"] for n in ("Rival", "Loin")] == ["expedition"] * 2
    # "them" in the Reserve: the objects they became (rules 2.1.c), as after one target
    [(op, why)] = _not_simulated(result)
    assert op == "exhaust" and why.startswith("whether 'it' is the object it became")


@pytest.mark.parametrize(("which", "zone", "found"), [("hero", "expedition", True),
    ("companion", "expedition", False), ("hero", "reserve", False)])  # fmt: skip
def test_a_named_expedition_holds_its_own_cards(which: str, zone: str, found: bool) -> None:
    # the place an Expedition chosen is named as: that one of the player "of" names
    card = Card(name="Rival", side="Bob", zone=zone, expedition="hero")
    owner: Any = Card(name="Héraut", side="Alice", zone="hand")  # in no Expedition: told
    place = {"zone": "expedition", "of": "opponent", "expedition": which}
    assert not places.unfollowed(place) and places.untold(place, owner) is None
    assert places.holds(place, card, owner) is found
    assert not places.holds({**place, "of": "controller"}, card, owner)


def test_a_place_with_a_key_it_does_not_follow_is_not_followed() -> None:
    # "the Companion Expedition of its owner": whose is not one places.py tells
    place = {"zone": "expedition", "expedition": "companion", "of": "player", "of_owner_of": "it"}
    assert places.unfollowed(place)


def test_an_opponents_expedition_among_several_opponents_is_not_told() -> None:
    # the place is named from the effect's card: "opponent" would be any of them
    from types import SimpleNamespace

    from counterplay.runtime.altered import expeditions
    from counterplay.runtime.altered.cards import Player

    players = [Player(name=n, side=n) for n in ("A", "B", "C")]
    game: Any = SimpleNamespace(players=players)
    ctx: Any = SimpleNamespace(card=Card(name="Héraut", side="A"))
    said = expeditions._named_place(game, players[1], "hero", ctx)
    assert isinstance(said, str) and said.startswith("whose Expedition")
    mine = expeditions._named_place(game, players[0], "hero", ctx)
    assert mine == {"zone": "expedition", "of": "controller", "expedition": "hero"}
