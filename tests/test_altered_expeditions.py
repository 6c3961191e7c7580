"""Expeditions: one that Ascends moves forward at Dusk even if matched by the facing one (its
reminder text: "Until Rest, it can move forward even if matched ..."), until Rest; a
Character that switches Expeditions goes to its other one, neither leaving nor joining the
Expedition zone (rules 7.3.22). Made-up card lines, run as games: in the Ascend ones,
Alice's and Bob's hero Expeditions are tied at 1 forest."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import TYPE_CHECKING, cast

from counterplay.runtime.altered import expeditions
from counterplay.runtime.altered.cards import Player
from counterplay.runtime.altered.engine import Result, render_text
from tests.test_altered_not_simulated import _drawn, _game, _not_simulated
from tests.test_rules_002 import before_rest, fired, kinds, play

if TYPE_CHECKING:
    from counterplay.runtime.altered.engine import Engine
    from counterplay.runtime.altered.ops import Ctx

TIED = (
    "  - {name: Soutien, controller: Alice, zone: expedition, stats: {forest: 1},"
    " statuses: [anchored]}\n"
    "  - {name: Rival, controller: Bob, zone: expedition, stats: {forest: 1},"
    " statuses: [anchored]}\n"
)


def _position(result: Result, name: str) -> dict[str, int]:
    return dict(next(p for p in result.players if p["name"] == name)["position"])


def test_my_expedition_ascends_and_moves_forward_when_tied(tmp_path: Path) -> None:
    result = play(tmp_path, _game(["{J} Mon Expédition [s'élève]."], TIED))
    assert _position(result, "Alice") == {"hero": 1, "companion": 0}
    assert _position(result, "Bob") == {"hero": 0, "companion": 0}
    assert not _not_simulated(result)


def test_tied_expeditions_stay_without_it(tmp_path: Path) -> None:
    # a guard: a tie moves no Expedition forward (R002-21)
    result = play(tmp_path, _game([], TIED))
    assert _position(result, "Alice") == {"hero": 0, "companion": 0}


def test_ascended_lasts_until_rest(tmp_path: Path) -> None:
    # day 2: the Anchored Soutien and Rival stayed through Rest (which sends every other
    # Character in the Expedition zone to the Reserve, 4.2.5.b), still tied, no longer
    # Ascended
    result = play(tmp_path, "days: 2\n" + _game(["{J} Mon Expédition [s'élève]."], TIED))
    assert _position(result, "Alice") == {"hero": 1, "companion": 0}


def test_target_expedition_ascends(tmp_path: Path) -> None:
    game = _game(["{J} Une Expédition ciblée [s'élève]."], TIED)
    choice = "  - {who: Alice, decide: target, answer: Bob's hero Expedition}\n"
    result = play(tmp_path, game.replace("choices:\n", "choices:\n" + choice))
    assert _position(result, "Bob") == {"hero": 1, "companion": 0}
    assert _position(result, "Alice") == {"hero": 0, "companion": 0}


def test_your_hero_expedition_ascends(tmp_path: Path) -> None:
    # "votre Expédition Héros" (controlled_by: controller) is the place "dans votre
    # Expédition Héros" (round 37; before: "which Expedition it is")
    result = play(tmp_path, _game(["{J} Votre Expédition Héros [s'Élève]."], TIED))
    assert _position(result, "Alice") == {"hero": 1, "companion": 0}
    assert not _not_simulated(result)


def test_your_companion_expedition_ascends_not_the_hero_one(tmp_path: Path) -> None:
    result = play(tmp_path, _game(["{J} Your Companion Expedition [Ascends]."], TIED))
    notes = [e["text"] for e in kinds(result, "note") if "Ascended" in e["text"]]
    assert notes == ["Alice's companion Expedition is Ascended"]
    assert _position(result, "Alice") == {"hero": 0, "companion": 0}
    assert not _not_simulated(result)


WATCHER = '  - {{name: Guetteur, controller: Alice, zone: landmark, abilities: ["{line}"]}}\n'


def test_a_character_switches_expeditions_and_moves_forward_there(tmp_path: Path) -> None:
    game = _game(["{J} Je change d'Expédition."]).replace(
        "cost: 0", "cost: 0\n    stats: {forest: 1}"
    )
    result = play(tmp_path, game)
    assert [(e["card"], e["frm"], e["to"]) for e in kinds(result, "switch")] == [
        ("Héraut", "hero", "companion")
    ]
    assert _position(result, "Alice") == {"hero": 0, "companion": 1}
    assert not _not_simulated(result)


def test_a_switch_is_no_joining_of_the_expedition_zone(tmp_path: Path) -> None:
    # "Lorsque je change d'Expédition" fires; a reaction to joining an Expedition does not
    lines = ["{J} Je change d'Expédition.", "Lorsque je change d'Expédition — Piochez une carte."]
    joins = WATCHER.format(
        line="Lorsqu'un Personnage rejoint votre Expédition — Piochez une carte."
    )
    result = play(tmp_path, _game(lines, joins))
    assert fired(result).count("Héraut/1") == 1 and fired(result).count("Guetteur/0") == 1
    assert _drawn(result) == {"Alice": 2}  # the switch's reaction, the Herald's joining
    # it joins the other expedition (7.3.22.b), not the zone: the trace does not say otherwise
    assert "(it joins the other expedition, not the Expedition zone:" in render_text(result.trace)


def test_target_character_switches_expeditions(tmp_path: Path) -> None:
    extra = "  - {name: Rival, controller: Bob, zone: expedition, expedition: companion}\n"
    game = _game(["{J} Un Personnage ciblé change d'Expédition."], extra)
    choice = "  - {who: Alice, decide: target, answer: Rival}\n"
    result = play(tmp_path, game.replace("choices:\n", "choices:\n" + choice))
    assert [(e["card"], e["to"]) for e in kinds(result, "switch")] == [("Rival", "hero")]


def _why(result: Result, reaction: str) -> list[str]:
    return [str(e["why"]) for e in kinds(result, "candidate") if e["reaction"] == reaction]


def test_joining_my_expedition(tmp_path: Path) -> None:
    # "rejoint mon Expédition": the Herald joins Alice's hero Expedition, where Guetteur is
    # (before: "cannot tell expedition=mine", it never fired)
    line = "Lorsqu'un Personnage rejoint mon Expédition — Piochez une carte."
    watcher = WATCHER.format(line=line).replace("zone: landmark", "zone: expedition")
    result = before_rest(play(tmp_path, _game([], watcher)))
    assert _drawn(result) == {"Alice": 1}
    other = watcher.replace("zone: expedition", "zone: expedition, expedition: companion")
    assert _drawn(before_rest(play(tmp_path, _game([], other)))) == {}  # her other one


def test_joining_the_expedition_facing_me(tmp_path: Path) -> None:
    # Bob's Guetteur, in his hero Expedition, faces Alice's hero Expedition the Herald joins
    line = "When a Character joins the Expedition facing me — Draw a card."
    watcher = WATCHER.format(line=line).replace(
        "controller: Alice, zone: landmark", "controller: Bob, zone: expedition"
    )
    assert _drawn(before_rest(play(tmp_path, _game([], watcher)))) == {"Bob": 1}
    mine = watcher.replace("controller: Bob", "controller: Alice")  # her own: not facing
    assert _drawn(before_rest(play(tmp_path, _game([], mine)))) == {}


def test_switching_into_my_expedition_is_not_simulated(tmp_path: Path) -> None:
    # a switch joins the other Expedition (7.3.22.b) with no event saying so: "rejoint mon
    # Expédition" is said not simulated, never left silent
    line = "Lorsqu'un Personnage rejoint mon Expédition — Piochez une carte."
    watcher = WATCHER.format(line=line).replace(
        "zone: landmark", "zone: expedition, expedition: companion"
    )
    result = before_rest(play(tmp_path, _game(["{J} Je change d'Expédition."], watcher)))
    whys = [why for op, why in _not_simulated(result) if op == "trigger"]
    assert whys == ["Guetteur: Guetteur/0 on Héraut switching Expeditions (rules 7.3.22.b)"]
    away = watcher.replace("expedition: companion", "expedition: hero")  # it leaves that one
    result = before_rest(play(tmp_path, _game(["{J} Je change d'Expédition."], away)))
    assert not [why for op, why in _not_simulated(result) if op == "trigger"]


def _steps(result: Result) -> list[tuple[str, str]]:
    return [(str(e["op"]), str(e["status"])) for e in kinds(result, "op")]


def test_an_expedition_it_cannot_find_does_not_ascend(tmp_path: Path) -> None:
    result = play(tmp_path, _game(["{J} Chacune de vos Expéditions [s'élève]."], TIED))
    [(op, why)] = _not_simulated(result)
    assert op == "ascend" and why.startswith("which Expedition it is (what:")
    assert _position(result, "Alice") == {"hero": 0, "companion": 0}


def test_an_expedition_already_ascended_is_nothing_to_do(tmp_path: Path) -> None:
    line = "{J} Mon Expédition [s'élève]."
    result = play(tmp_path, _game([line, line], TIED))
    assert _steps(result) == [("ascend", "done"), ("ascend", "nothing to do")]


def test_a_card_in_no_expedition_does_not_switch(tmp_path: Path) -> None:
    # a Landmark Permanent's {J}: it joined the Landmark zone, in no Expedition
    game = _game(["{J} Je change d'Expédition."]).replace(
        "cost: 0", "cost: 0\n    type: landmark_permanent"
    )
    result = play(tmp_path, game)
    assert kinds(result, "switch") == []
    assert _steps(result) == [("expedition.switch", "nothing to do")]


def test_target_opponent_among_several_is_not_found() -> None:
    # "l'Expédition compagnon d'un adversaire ciblé" with two opponents: which one is a
    # choice this world does not follow (it took the first)
    players = [Player("Alice", "Alice"), Player("Bob", "Bob"), Player("Carol", "Carol")]
    game = cast("Engine", SimpleNamespace(players=players))
    ctx = cast("Ctx", SimpleNamespace(player=players[0]))
    place = {"zone": "expedition", "of": "opponent", "of_targeted": True, "expedition": "hero"}
    assert expeditions.expeditions(game, place, ctx) == (
        "which opponent is targeted (more than one)"
    )
    game.players = players[:2]
    assert expeditions.expeditions(game, place, ctx) == [(players[1], "hero")]


def _advancing(line: str, where: str, controller: str = "Alice") -> str:
    """Alice's hero Expedition moves forward at Dusk (2 forest against none); the Guide,
    whose line it is, is in ``where``."""
    return (
        "  - {name: Soutien, controller: Alice, zone: expedition, stats: {forest: 2}}\n"
        f"  - {{name: Guide, controller: {controller}, zone: expedition, expedition: {where},"
        f' abilities: ["{line}"]}}\n'
    )


def test_my_expedition_moving_forward_is_the_one_i_am_in(tmp_path: Path) -> None:
    # "Lorsque mon Expédition avance" never fired: the event is a player's, and it said
    # "Alice is not a card"
    line = "Lorsque mon Expédition avance — Piochez une carte."
    result = before_rest(play(tmp_path, _game([], _advancing(line, "hero"))))
    assert "Guide/0" in fired(result) and _drawn(result) == {"Alice": 1}
    result = before_rest(play(tmp_path, _game([], _advancing(line, "companion"))))
    assert "Guide/0" not in fired(result) and _drawn(result) == {}
    assert _why(result, "Guide/0") == ["Alice's hero Expedition is not expedition=mine"]


def test_your_expedition_moving_forward_is_any_of_its_controllers(tmp_path: Path) -> None:
    line = "When your Expedition moves forward — Draw a card."
    result = before_rest(play(tmp_path, _game([], _advancing(line, "companion"))))
    assert "Guide/0" in fired(result) and _drawn(result) == {"Alice": 1}
    result = before_rest(play(tmp_path, _game([], _advancing(line, "hero", "Bob"))))
    assert "Guide/0" not in fired(result) and _drawn(result) == {}


def test_your_hero_expedition_moving_forward_is_that_one(tmp_path: Path) -> None:
    # "votre Expédition Compagnon" was read as "votre Expédition" (any of the two): the
    # Companion one fired when the Hero one moved forward
    companion = "When your Companion Expedition moves forward — Draw a card."
    result = before_rest(play(tmp_path, _game([], _advancing(companion, "companion"))))
    assert "Guide/0" not in fired(result) and _drawn(result) == {}
    assert _why(result, "Guide/0") == ["Alice's hero Expedition is not expedition=companion"]
    hero = "Lorsque votre Expédition Héros avance — Piochez une carte."
    result = before_rest(play(tmp_path, _game([], _advancing(hero, "companion"))))
    assert "Guide/0" in fired(result) and _drawn(result) == {"Alice": 1}
