"""Conditions on an effect's ops that the Altered world reads from its state
(runtime/altered/conditions.py): a card's counters and statuses ("me" or "it", rules 6.3.i,
6.3.j), what a player controls or has in a Reserve, what there is, who is the first player,
an empty hand or Reserve, an Ascended Expedition, and "Sinon" / "Otherwise" after one of
them. Each is done when it holds and not done when it does not; a condition it cannot tell
stays not simulated. Made-up card lines, run as games."""

from __future__ import annotations

from pathlib import Path

import pytest

from counterplay.compiler.scenario import load_scenario
from counterplay.runtime.altered.engine import Result, simulate
from tests.test_altered_exhausted import exhausted_at_noon
from tests.test_altered_not_simulated import _drawn, _game, _not_simulated
from tests.test_rules_002 import HEAD, kinds, play

WATCHER = (
    '  - {{name: Guetteur, controller: Alice, zone: expedition, {more}abilities: ["{line}"]}}\n'
)


def _card_line(name: str, side: str, zone: str = "expedition", more: str = "") -> str:
    return f"  - {{name: {name}, controller: {side}, zone: {zone}{more}}}\n"


def _boosts(result: Result, card: str) -> list[int]:
    return [e["now"] for e in kinds(result, "counter") if e["card"] == card]


def _ops(result: Result) -> list[tuple[str, str]]:
    return [(e["op"], e["status"]) for e in kinds(result, "op")]


@pytest.mark.parametrize(("boosts", "draws"), [(2, {"Alice": 1}), (1, {})])
def test_a_count_of_my_counters(tmp_path: Path, boosts: int, draws: dict[str, int]) -> None:
    line = "Lorsque vous jouez un Personnage — Si j'ai au moins 2 boosts, piochez une carte."
    extra = WATCHER.format(line=line, more=f"counters: {{boost: {boosts}}}, ")
    assert _drawn(play(tmp_path, _game([], extra))) == draws


@pytest.mark.parametrize(("others", "draws"), [(2, {"Alice": 1}), (1, {})])
def test_what_you_control(tmp_path: Path, others: int, draws: dict[str, int]) -> None:
    # Bob's Characters, and Héraut itself ("autres"), are not counted
    extra = "".join(_card_line(f"Allié{k}", "Alice") for k in range(others))
    extra += _card_line("Rival", "Bob") + _card_line("Rival2", "Bob")
    line = "{J} Si vous contrôlez au moins deux autres Personnages, piochez une carte."
    result = play(tmp_path, _game([line], extra))
    assert _drawn(result) == draws
    if not draws:
        assert _ops(result) == [("draw", "not done: its condition (controls) does not hold")]


@pytest.mark.parametrize(
    ("line", "draws"),
    [
        ("{J} Si vous êtes le premier joueur, piochez une carte.", {"Alice": 1}),
        ("{J} Si votre adversaire est le premier joueur, piochez une carte.", {}),
    ],
)
def test_the_first_player(tmp_path: Path, line: str, draws: dict[str, int]) -> None:
    # day 1: Alice, first in the game, is the first player
    assert _drawn(play(tmp_path, _game([line]))) == draws


def _with_deck(tmp_path: Path, body: str, deck: int) -> Result:
    path = tmp_path / "game.yaml"
    path.write_text(HEAD.replace("deck: 300", f"deck: {deck}") + body, encoding="utf-8")
    game, _ = load_scenario(path)
    assert game is not None
    return simulate(game)


@pytest.mark.parametrize(("deck", "boosts"), [(0, [2]), (300, [1])])
def test_an_empty_hand_otherwise(tmp_path: Path, deck: int, boosts: list[int]) -> None:
    # no deck: the Morning draws nothing and the hand is empty; else it holds two cards
    line = "{J} Si votre main est vide, je gagne 2 boosts. Sinon, je gagne 1 boost."
    result = _with_deck(tmp_path, _game([line]), deck)
    assert _boosts(result, "Héraut")[:1] == boosts
    assert not _not_simulated(result)


@pytest.mark.parametrize(("reserve", "draws"), [(2, {"Alice": 1}), (1, {})])
def test_cards_you_have_in_reserve(tmp_path: Path, reserve: int, draws: dict[str, int]) -> None:
    extra = "".join(_card_line(f"Sac{k}", "Alice", "reserve") for k in range(reserve))
    extra += _card_line("Malle", "Bob", "reserve")  # Bob's: not Alice's
    line = "{J} Si vous avez au moins deux cartes en Réserve, piochez une carte."
    assert _drawn(play(tmp_path, _game([line], extra))) == draws


@pytest.mark.parametrize(("exhausted", "draws"), [(True, {"Alice": 1}), (False, {})])
def test_what_there_is_in_any_reserve(
    tmp_path: Path, exhausted: bool, draws: dict[str, int]
) -> None:
    # exhausted at Noon (Morning's Prepare readies the cards exhausted as the game starts)
    entrave, targets = exhausted_at_noon("Sac", *(["Malle"] if exhausted else []))
    extra = _card_line("Sac", "Alice", "reserve") + _card_line("Malle", "Bob", "reserve")
    line = "{J} S'il y a au moins deux cartes épuisées en Réserve, piochez une carte."
    assert _drawn(play(tmp_path, _game([line], extra + entrave, choices=targets))) == draws


@pytest.mark.parametrize(
    ("statuses", "step"),
    [("[anchored]", "done"), ("[]", "not done: its condition (status) does not hold")],
)
def test_a_status_of_it(tmp_path: Path, statuses: str, step: str) -> None:
    # "il" is the target (binding.py): it loses Anchored only if it is Anchored
    line = "{J} Un Personnage ciblé gagne 1 boost. S'il est [[Ancré]], il perd [[Ancré]]."
    body = _game([line], _card_line("Rival", "Bob", more=f", statuses: {statuses}"))
    body = body.replace("choices:\n", "choices:\n  - {who: Alice, decide: target, answer: Rival}\n")
    result = play(tmp_path, body)
    assert _ops(result) == [("counter.gain", "done"), ("status.lose", step)]


def test_an_ascended_expedition_otherwise(tmp_path: Path) -> None:
    # the first {J}: not yet Ascended, so it Ascends; the second: it is, so Alice draws
    line = (
        "{J} Si je suis dans une Expédition élevée, piochez une carte."
        " Sinon, mon Expédition [s'élève]."
    )
    result = play(tmp_path, _game([line, line]))
    assert _ops(result) == [
        ("draw", "not done: its condition (in_place) does not hold"),
        ("ascend", "done"),
        ("draw", "done"),
        ("ascend", "not done: the condition before it held"),
    ]
    assert _drawn(result) == {"Alice": 1}


def test_a_condition_it_cannot_tell_stays_not_simulated(tmp_path: Path) -> None:
    # a card's terrain ("dans {V}") is not told: neither the draw nor "Sinon" after it is done
    line = (
        "{J} Si vous contrôlez au moins deux Personnages dans {V}, piochez une carte. "
        "Sinon, je gagne 1 boost."
    )
    result = play(tmp_path, _game([line]))
    assert _drawn(result) == {} and _boosts(result, "Héraut") == []
    whys = [why for _, why in _not_simulated(result)]
    assert whys[0].startswith("its condition (controls)")
    assert whys[1].startswith("whether the condition before it held")


def test_a_resupplied_card_is_not_counted_on_a_guess(tmp_path: Path) -> None:
    # the card from the deck may be a Character or not
    lines = [
        "{J} [Ravitaillez].",
        "{J} Si vous avez au moins deux Personnages en Réserve, piochez une carte.",
    ]
    extra = _card_line("Sac", "Alice", "reserve")
    body = _game(lines, extra).replace(
        "choices:\n", "choices:\n  - {who: Alice, decide: pending, answer: Héraut/0}\n"
    )
    result = play(tmp_path, body)
    assert _drawn(result) == {}
    [(op, why)] = _not_simulated(result)
    assert op == "draw" and why.startswith("whether Alice's card 1 from the deck is what")


@pytest.mark.parametrize(("boosts", "draws"), [(0, {"Alice": 1}), (1, {})])
def test_a_condition_said_not(tmp_path: Path, boosts: int, draws: dict[str, int]) -> None:
    # "ne ... pas" (negated): Boosted is having a boost
    line = "Lorsque vous jouez un Personnage — Si je ne suis pas [[Boosté]], piochez une carte."
    extra = WATCHER.format(line=line, more=f"counters: {{boost: {boosts}}}, ")
    assert _drawn(play(tmp_path, _game([], extra))) == draws


@pytest.mark.parametrize(("zone", "draws"), [("landmark", {"Alice": 1}), ("reserve", {})])
def test_a_landmark_you_control(tmp_path: Path, zone: str, draws: dict[str, int]) -> None:
    # "un Repère" / "a Landmark": a Landmark Permanent, in play
    extra = _card_line("Tour", "Alice", zone, ", type: landmark_permanent")
    line = "{J} Si vous contrôlez un Repère, piochez une carte."
    assert _drawn(play(tmp_path, _game([line], extra))) == draws


ANY = (
    "{J} Je gagne 1 boost si vous contrôlez un Permanent épuisé"
    " ou s'il y a une carte épuisée dans votre Réserve."
)


@pytest.mark.parametrize(("exhausted", "boosts"), [("Sac", [1]), ("Malle", [])])
def test_one_of_two_conditions(tmp_path: Path, exhausted: str, boosts: list[int]) -> None:
    # "ou": the second holds; Bob's exhausted card is not in "your" Reserve, and no
    # Permanent is exhausted (exhausted at Noon: Morning's Prepare readies the cards
    # exhausted as the game starts)
    entrave, targets = exhausted_at_noon(exhausted)
    extra = _card_line("Sac", "Alice", "reserve") + _card_line("Malle", "Bob", "reserve")
    extra += _card_line("Tour", "Alice", "landmark", ", type: landmark_permanent") + entrave
    result = play(tmp_path, _game([ANY], extra, choices=targets))
    assert _boosts(result, "Héraut")[:1] == boosts


def test_one_of_two_conditions_the_first(tmp_path: Path) -> None:
    # the Permanent exhausted first (Morning's Prepare readies one exhausted at the start)
    lines = ["{J} Épuisez chaque Permanent que vous contrôlez.", ANY]
    extra = _card_line("Tour", "Alice", "landmark", ", type: landmark_permanent")
    pending = "choices:\n  - {who: Alice, decide: pending, answer: Héraut/0}\n"
    result = play(tmp_path, _game(lines, extra).replace("choices:\n", pending))
    assert _boosts(result, "Héraut")[:1] == [1]


SACRIFICE_THEN_COST = (
    "{J} Sacrifiez un autre Personnage. Si son Coût de Main était de {3} ou plus, "
    "je gagne 3 boosts."
)


@pytest.mark.parametrize(("cost", "boosts"), [(3, [3]), (2, [])])
def test_the_cost_of_the_card_it_names(tmp_path: Path, cost: int, boosts: list[int]) -> None:
    # "Si son Coût de Main était de {3} ou plus": the Hand Cost of the card sacrificed
    line = SACRIFICE_THEN_COST
    extra = _card_line("Pion", "Alice", more=f", cost: {cost}")
    result = play(tmp_path, _game([line], extra))
    assert not _not_simulated(result)
    assert _boosts(result, "Héraut") == boosts


def test_the_cost_of_a_token_is_not_guessed(tmp_path: Path) -> None:
    # a token has no Hand Cost its game gives: neither 0 nor "3 or more"
    line = SACRIFICE_THEN_COST
    extra = _card_line("Pion", "Alice", more=", statuses: [token]")
    result = play(tmp_path, _game([line], extra))
    assert _boosts(result, "Héraut") == []
    assert [why for _, why in _not_simulated(result)] == ["the Hand Cost of Pion is not simulated"]


def test_the_base_cost_of_a_card_moved_is_not_read_in_its_new_zone(tmp_path: Path) -> None:
    # "son Coût de Base" is its Reserve Cost in the Reserve, its Hand Cost elsewhere: not
    # what is printed, so not told of the card just sent to the Reserve, which had a Base
    # Cost of 4 (noted by review32: read as the new object's, 1, it did not hold)
    line = (
        "{J} Renvoyez un autre Personnage dans la Réserve de son propriétaire. Si son Coût "
        "de Base était de {3} ou plus, je gagne 3 boosts."
    )
    extra = _card_line("Pion", "Alice", more=", cost: 4, reserve_cost: 1")
    result = play(tmp_path, _game([line], extra))
    assert _boosts(result, "Héraut") == []
    [(op, why)] = _not_simulated(result)
    assert op == "counter.gain" and "the object it became" in why


@pytest.mark.parametrize(("cost", "boosts"), [(4, [3]), (2, [])])
def test_the_cost_of_the_card_a_trigger_names_after_it_moved(
    tmp_path: Path, cost: int, boosts: list[int]
) -> None:
    # "Lorsqu'un Personnage ... est sacrifié — Si son Coût de Main était de {3} ou plus":
    # what is printed on the card sacrificed (rules 2.1.c, 6.3.k; noted by review32: as it
    # had left its zone, "it" was none, and the condition never held)
    lines = [
        "{J} Sacrifiez un autre Personnage.",
        "Lorsqu'un Personnage que vous contrôlez est sacrifié — Si son Coût de Main était de"
        " {3} ou plus, je gagne 3 boosts.",
    ]
    extra = _card_line("Pion", "Alice", more=f", cost: {cost}")
    result = play(tmp_path, _game(lines, extra))
    assert not _not_simulated(result)
    assert _boosts(result, "Héraut") == boosts
