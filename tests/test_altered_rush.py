"""[Foncez] / [Rush] (runtime/altered/playing.py): "Rush means playing another card
immediately" (its reminder text): the controller plays another card from Hand or Reserve,
paying its cost, during the effect; the reactions it triggers are checked once the whole
effect has resolved (comprehensive rules 4.4.a's remark). Made-up card lines, run as games."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

from counterplay.runtime.altered.cards import Card, Player
from counterplay.runtime.altered.engine import Result
from counterplay.runtime.altered.ops import Ctx
from counterplay.runtime.altered.playing import UNNAMED, playable
from counterplay.runtime.events import Frame
from tests.test_altered_not_simulated import _card, _drawn, _not_simulated
from tests.test_altered_not_simulated import _game as herald
from tests.test_rules_002 import before_rest, kinds, play

# Alice plays Héraut (cost 1); its {J} rushes. Éclaireur (cost 2) waits in her hand: 3
# mana pay for both.
EXTRA = """  - name: Éclaireur
    controller: Alice
    cost: 2
    abilities: ["{J} Piochez une carte."]
"""


def _game(line: str, extra: str = EXTRA, choices: str = "") -> str:
    return herald([line], extra, choices=choices, cost=1)


def test_rush_plays_another_card_and_its_cost_is_paid(tmp_path: Path) -> None:
    # before: no handler, nothing played
    result = before_rest(play(tmp_path, _game("{J} Vous pouvez [Foncer] pour piocher une carte.")))
    assert _card(result, "Éclaireur")["zone"] == "expedition"
    plays = [(e["what"], e["depth"]) for e in kinds(result, "action") if e["action"] == "plays"]
    assert plays == [("Héraut", 0), ("Éclaireur", 1)]
    assert _drawn(result) == {"Alice": 2}  # "pour piocher": if you do; and Éclaireur's {J}
    assert not _not_simulated(result)


def test_the_reactions_of_the_card_rushed_wait_for_the_effect(tmp_path: Path) -> None:
    # 4.4.a: Éclaireur's {J} waits in the Limbo until Héraut's effect has ended: the draw
    # "pour piocher" comes first
    result = play(tmp_path, _game("{J} Vous pouvez [Foncer] pour piocher une carte."))
    draws = [e["seq"] for e in kinds(result, "draw") if e["phase"] == "afternoon"]
    [pending] = [e["seq"] for e in kinds(result, "pending") if e["reaction"] == "Éclaireur/0"]
    [fired] = [e["seq"] for e in kinds(result, "fires") if e["reaction"] == "Éclaireur/0"]
    [rushed] = [e["seq"] for e in kinds(result, "op") if e["op"] == "rush"]
    # played (fired) only after the rush and its "pour piocher" draw: both draws came after
    # it being put in the Limbo, whichever was first, when it was checked at once (mutated)
    assert pending < rushed < draws[0] < fired < draws[1]


def test_rush_a_character_plays_one_of_that_kind(tmp_path: Path) -> None:
    spell = "  - {name: Sort, controller: Alice, type: spell, cost: 0}\n"
    choice = "  - {who: Alice, decide: play, answer: Sort}\n"
    body = _game("{J} You may [Rush] a Character.", EXTRA + spell, choice)
    result = play(tmp_path, body)  # the Spell is no Character: the answer names no option
    assert "R012" in [d.code for d in result.diagnostics]
    assert _card(before_rest(result), "Éclaireur")["zone"] == "expedition"
    assert _card(result, "Sort")["zone"] == "hand"


def test_rush_with_nothing_to_pay_for_and_cards_not_named_is_not_simulated(
    tmp_path: Path,
) -> None:
    # Éclaireur costs 3, 1 mana is left; the two cards drawn in the Morning are not named:
    # one of them might be played (before: no handler)
    dear = EXTRA.replace("cost: 2", "cost: 3")
    result = play(tmp_path, _game("{J} Vous pouvez [Foncer] pour piocher une carte.", dear))
    assert _card(result, "Éclaireur")["zone"] == "hand"
    assert _drawn(result) == {}  # "si vous le faites": not told
    [why] = [why for op, why in _not_simulated(result) if op == "rush"]
    assert why == UNNAMED + " is not simulated"


def test_rush_with_nothing_to_pay_for_plays_nothing() -> None:
    # every card named: none can be paid for, so nothing is played (no guess of a card)
    me = Player("Alice", "Alice", mana=3, mana_used=2)
    own = Card("Héraut", "Alice", zone="expedition")
    dear = Card("Éclaireur", "Alice", zone="hand", cost=3)
    game = SimpleNamespace(cards=[own, dear], price=lambda who, card, less=0: (card.cost, []))
    ctx = Ctx(own, me, Frame("test", me, 0))
    assert playable(game, ctx, None) == []  # type: ignore[arg-type]
    dear.cost = 1
    assert playable(game, ctx, None) == [dear]  # type: ignore[arg-type]
    me.hand = 1  # a card drawn, not named: the named one is still the player's to choose
    assert playable(game, ctx, None) == [dear]  # type: ignore[arg-type]


def test_play_a_character_for_less(tmp_path: Path) -> None:
    # "Immediately play a Character for {5} less. It gains [[Fleeting]]": Géant (cost 6)
    # for 1 of Alice's 2 mana left; "it" is Géant in play (before: no handler)
    giant = "  - {name: Géant, controller: Alice, cost: 6}\n"
    line = "{J} Immediately play a Character for {5} less. It gains [[Fleeting]]."
    result = before_rest(play(tmp_path, _game(line, giant)))
    assert _card(result, "Géant")["zone"] == "expedition"
    assert "fleeting" in _card(result, "Géant")["statuses"]
    assert not _not_simulated(result)


def test_play_a_character_for_free_by_its_base_cost(tmp_path: Path) -> None:
    # "Base Cost {2} or less" (its reminder text: "Reserve Cost if from Reserve, Hand Cost
    # otherwise"): Éclaireur, Hand Cost 2, is played for free and no mana is spent for it;
    # Géant, Hand Cost 3, is not what it plays
    giant = "  - {name: Géant, controller: Alice, cost: 3}\n"
    line = "{J} Vous pouvez jouer un Personnage de Coût de Base {2} ou moins gratuitement."
    choice = "  - {who: Alice, decide: play, answer: Géant}\n"
    result = play(tmp_path, _game(line, EXTRA + giant, choice))
    assert _card(before_rest(result), "Éclaireur")["zone"] == "expedition"
    assert _card(result, "Géant")["zone"] == "hand"
    assert "R012" in [d.code for d in result.diagnostics]  # Géant is no option


def test_you_may_play_me_for_free_from_reserve(tmp_path: Path) -> None:
    # "Lorsque ... — Vous pouvez me jouer gratuitement": Réserviste, in the Reserve, is
    # played for nothing (its Reserve Cost 9 is not paid) and joins play Fleeting
    keeper = """  - name: Réserviste
    controller: Alice
    zone: reserve
    reserve_cost: 9
    abilities: ["{I} Lorsque vous jouez un Personnage — Vous pouvez me jouer gratuitement."]
"""
    result = before_rest(play(tmp_path, _game("{J} Piochez une carte.", keeper)))
    assert _card(result, "Réserviste")["zone"] == "expedition"
    assert "fleeting" in _card(result, "Réserviste")["statuses"]


# Frappe, in the Reserve, may be played for free when Héraut is (Alice has 2 mana left then)
# and sacrifices Géant, whose Coriace is TOUGH
FREE_SPELL = """  - name: Frappe
    controller: Alice
    type: spell
    zone: reserve
    reserve_cost: 1
    abilities:
      - "{I} Lorsque vous jouez un Personnage — Vous pouvez me jouer gratuitement."
      - "Sacrifiez un Personnage ciblé."
  - {name: Géant, controller: Bob, zone: expedition, abilities: ["[Coriace TOUGH]."]}
"""


def _free_spell(tmp_path: Path, tough: int, options: str = "") -> Result:
    choice = "  - {who: Alice, decide: target, answer: Géant}\n"
    spell = FREE_SPELL.replace("TOUGH", str(tough))
    return before_rest(play(tmp_path, options + _game("{J} Piochez une carte.", spell, choice)))


def test_a_spell_played_for_free_ignores_coriace(tmp_path: Path) -> None:
    # R002-30: "a spell played 'for free' ignores it": no Coriace 5 paid; played for its
    # cost instead, Frappe could not pay that Coriace
    result = _free_spell(tmp_path, 5)
    assert _card(result, "Géant")["zone"] == "discard"
    assert _card(result, "Frappe")["zone"] == "discard"  # from the Reserve: discarded
    assert kinds(result, "pay") == [] and kinds(result, "unpaid") == []


def test_the_ruleset_option_makes_a_free_spell_pay_coriace(tmp_path: Path) -> None:
    # the comprehensive rules 4.0 (7.4.7, remark): since version 2.0 a Spell played for free
    # pays Tough; `free_spells_ignore_coriace: false` plays by them: Coriace 2 is paid from
    # the 2 mana left, Coriace 5 cannot be
    option = "options: {free_spells_ignore_coriace: false}\n"
    result = _free_spell(tmp_path, 2, option)
    assert [e["amount"] for e in kinds(result, "pay")] == [2]
    assert _card(result, "Géant")["zone"] == "discard"
    result = _free_spell(tmp_path, 5, option)
    assert kinds(result, "pay") == [] and _card(result, "Géant")["zone"] == "expedition"


def test_an_option_the_ruleset_has_not_is_r008(tmp_path: Path) -> None:
    from counterplay.compiler.scenario import load_scenario
    from tests.test_rules_002 import HEAD

    path = tmp_path / "game.yaml"
    path.write_text(HEAD + "options: {free_spells: false}\n" + _game("{J} Piochez une carte."))
    game, found = load_scenario(path)
    assert game is None
    [problem] = [d for d in found if d.code == "R008"]
    assert "free_spells_ignore_coriace" in problem.message
