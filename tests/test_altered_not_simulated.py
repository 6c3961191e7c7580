"""The Altered world never carries out an op wrong: what it cannot follow (a count it cannot
make, an object or player it cannot find, a condition it cannot tell, a cost it cannot pay)
is recorded as not simulated, with why. Made-up card lines, run as games."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from counterplay.runtime.altered.engine import Result
from tests.test_rules_002 import before_rest, kinds, play


def _game(
    lines: list[str],
    extra: str = "",
    turns: str = "[[{play: Héraut}]]",
    *,
    choices: str = "",
    cost: int = 0,
    stats: str | None = None,
) -> str:
    """Alice plays Héraut (``cost``, ``stats`` if given), whose lines are ``lines``;
    ``extra`` cards beside it, ``choices`` scripted after both players' Expand."""
    abilities = ", ".join(f'"{line}"' for line in lines)
    stated = f"    stats: {stats}\n" if stats is not None else ""
    return f"""cards:
  - name: Héraut
    controller: Alice
    cost: {cost}
{stated}    abilities: [{abilities}]
{extra}choices:
  - {{who: Alice, decide: expand, answer: null}}
  - {{who: Bob, decide: expand, answer: null}}
{choices}turns:
  Alice: {turns}
"""


def _drawn(result: Result) -> dict[str, int]:
    """Cards drawn by each player outside the Morning's daily draw."""
    out: dict[str, int] = {}
    for entry in kinds(result, "draw"):
        if entry["phase"] != "morning":
            out[entry["player"]] = out.get(entry["player"], 0) + entry["count"]
    return out


def _not_simulated(result: Result) -> list[tuple[str, str]]:
    return [(e["op"], e["why"]) for e in kinds(result, "op") if e["status"] == "not simulated"]


def _card(result: Result, name: str) -> dict[str, Any]:
    return next(c for c in result.cards if c["name"] == name)


def test_each_player_draws(tmp_path: Path) -> None:
    # "Chaque joueur pioche": the controller alone drew before
    result = play(tmp_path, _game(["{J} Chaque joueur pioche une carte."]))
    assert _drawn(result) == {"Alice": 1, "Bob": 1}


def test_target_opponent_draws_not_the_controller(tmp_path: Path) -> None:
    # "Un adversaire ciblé pioche": the opponent draws, and no card is chosen as its target
    # (a guard: this one was right before)
    result = play(tmp_path, _game(["{J} Un adversaire ciblé pioche une carte."]))
    assert _drawn(result) == {"Bob": 1}
    assert not [e for e in kinds(result, "decision") if e["what"] == "Alice target"]


def test_a_count_per_object_is_not_simulated(tmp_path: Path) -> None:
    # "pour chaque Personnage dans {V}": one card was drawn whatever the count (a card's
    # terrain is not told; "pour chaque Personnage" is counted: tests/test_altered_amounts.py)
    result = play(tmp_path, _game(["{J} Piochez une carte pour chaque Personnage dans {V}."]))
    assert _drawn(result) == {}
    [(op, why)] = _not_simulated(result)
    assert op == "draw" and why.startswith("the count it is multiplied by (per:")


def test_draw_it_is_not_a_draw_from_the_deck(tmp_path: Path) -> None:
    # "Piochez-la": a card from the deck was drawn instead of the one named; "it" names
    # nothing here (a card revealed before it is drawn: tests/test_altered_reveal.py)
    # ("{J} Piochez-la." alone is now refused as it is read: tests/test_altered_made_up.py;
    # a test before the verb keeps it read, so the world's own guard is still asked)
    result = play(tmp_path, _game(["{J} Si vous contrôlez un Personnage, piochez-la."]))
    assert _drawn(result) == {}
    assert _not_simulated(result)[0][1].startswith("what 'it' names (nothing named before it")
    refused = play(tmp_path, _game(["{J} Piochez-la."]))
    assert _drawn(refused) == {} and _not_simulated(refused)[0][0] == "unparsed"


def test_a_gain_up_to_a_maximum_stops_there(tmp_path: Path) -> None:
    # "jusqu'à un max de 2": the cap was ignored (3 boosts)
    line = "{J} Je gagne 1 boost, jusqu'à un max de 2."
    result = play(tmp_path, _game([line, line, line]))
    assert _card(before_rest(result), "Héraut")["counters"] == {"boost": 2}


def test_an_amount_it_cannot_count_is_not_simulated(tmp_path: Path) -> None:
    # "X boosts, X étant ...": recorded as "nothing to do", as if X were nought
    result = play(
        tmp_path, _game(["{J} Je gagne X boosts, où X est le nombre de cartes dans votre main."])
    )
    whys = [why for op, why in _not_simulated(result) if op == "counter.gain"]
    assert whys and all("is not simulated" in why for why in whys)


def test_a_filter_it_does_not_model_is_not_simulated(tmp_path: Path) -> None:
    # "Sacrifiez un Personnage dans {V}": no card was found, so "nothing to do", and the
    # "si vous le faites" after it was told as not done (a card's terrain is not told)
    line = "{J} Vous pouvez sacrifier un Personnage dans {V}. Si vous le faites, piochez une carte."
    extra = "  - {name: Renard, controller: Alice, zone: expedition}\n"
    result = play(tmp_path, _game([line], extra))
    assert [op for op, _ in _not_simulated(result)] == ["sacrifice", "draw"]
    assert "terrain=forest" in _not_simulated(result)[0][1]  # said as a game file writes it
    assert _not_simulated(result)[1][1] == "whether the step before was done is not simulated"


def test_a_permanent_is_either_kind_of_permanent(tmp_path: Path) -> None:
    # "Sacrifiez un Permanent": a Landmark Permanent was no permanent
    extra = "  - {name: Tour, controller: Alice, zone: landmark, type: landmark_permanent}\n"
    result = play(tmp_path, _game(["{J} Sacrifiez un Permanent."], extra))
    assert _card(result, "Tour")["zone"] == "discard"


def test_a_condition_after_the_trigger_is_never_ignored(tmp_path: Path) -> None:
    # "Lorsque ..., si j'étais [[Fugace]] —": it fired and drew whatever the condition
    line = "Lorsque vous jouez un Personnage, si j'étais [[Fugace]] — Piochez une carte."
    extra = f'  - {{name: Guetteur, controller: Alice, zone: expedition, abilities: ["{line}"]}}\n'
    result = play(tmp_path, _game([], extra))
    assert _drawn(result) == {}
    why = [e["why"] for e in kinds(result, "candidate") if e["reaction"].startswith("Guetteur")]
    assert why and why[0].startswith("cannot tell its condition")


QUICK = """  - name: Forge
    controller: Alice
    zone: expedition
    counters: {boost: 1}
    abilities: ["{line}"]
"""


def test_a_quick_action_pays_its_cost_or_is_not_played(tmp_path: Path) -> None:
    # "{T}, Retirez 2 boosts de moi :" with one boost: played for the {T} alone before
    line = "{T}, Retirez 2 boosts de moi : Piochez une carte."
    result = play(tmp_path, _game([], QUICK.replace("{line}", line), "[[{use: Forge}]]"))
    assert _drawn(result) == {}
    assert _card(before_rest(result), "Forge")["counters"] == {"boost": 1}
    assert not _card(result, "Forge")["exhausted"]


def test_a_quick_action_pays_mana(tmp_path: Path) -> None:
    # "{2} :" was free: played twice with 3 mana, it drew twice
    line = "{2} : Piochez une carte."
    result = play(
        tmp_path, _game([], QUICK.replace("{line}", line), "[[{use: Forge}, {use: Forge}]]")
    )
    assert _drawn(result) == {"Alice": 1}


def test_a_cost_it_does_not_follow_is_not_simulated(tmp_path: Path) -> None:
    # "Sacrifiez un Personnage :" was not paid, and the card drew all the same
    line = "{T}, Sacrifiez un Personnage : Piochez une carte."
    result = play(tmp_path, _game([], QUICK.replace("{line}", line), "[[{use: Forge}]]"))
    assert _drawn(result) == {}
    assert _not_simulated(result) == [
        ("cost", "its cost 'Sacrifiez un Personnage' is not simulated")
    ]


def test_a_player_sacrifices_only_what_they_control(tmp_path: Path) -> None:
    # "Sacrifiez un Permanent": the opponent's Permanent was sacrificed
    extra = "  - {name: Tour, controller: Bob, zone: landmark, type: permanent}\n"
    result = play(tmp_path, _game(["{J} Sacrifiez un Permanent."], extra))
    assert _card(result, "Tour")["zone"] == "landmark"


def _coriace_untold(tmp_path: Path, ability: str) -> None:
    """Alice's Piège sacrifices Bob's Géant, whose Coriace ``ability`` does not tell: the
    cost is not simulated (never paid, nor the Géant sacrificed for nothing)."""
    body = f"""cards:
  - name: Piège
    controller: Alice
    zone: landmark
    type: landmark_permanent
    abilities: ["Lorsque vous passez en premier — Sacrifiez un Personnage ciblé."]
  - name: Géant
    controller: Bob
    zone: expedition
    abilities: ["{ability}"]
choices:
  - {{who: Alice, decide: target, answer: Géant}}
  - {{who: Alice, decide: pay, answer: true}}
"""
    result = before_rest(play(tmp_path, body))
    assert _card(result, "Géant")["zone"] == "expedition"
    assert not kinds(result, "pay")
    [(op, why)] = _not_simulated(result)
    assert op == "cost" and why.startswith("the Coriace of Géant (")


def test_a_coriace_under_a_condition_is_never_free(tmp_path: Path) -> None:
    # "Si ..., je suis [Coriace 2]": held whatever the condition (a cost of 2 paid, or the
    # target sacrificed for nothing when the card counted none)
    _coriace_untold(tmp_path, "Si vous contrôlez au moins deux Personnages, je suis [Coriace 2].")


def test_a_coriace_given_to_others_is_not_the_cards_own(tmp_path: Path) -> None:
    # "Les Personnages que vous contrôlez sont [Coriaces 2]": Géant is one of them, but the
    # world does not find whom a keyword given to others holds for; its Coriace is not told
    # (never a Coriace 2 of its own, nor none)
    _coriace_untold(tmp_path, "Les Personnages que vous contrôlez sont [Coriaces 2].")


def test_an_activated_reaction_keeps_its_condition(tmp_path: Path) -> None:
    # "Activez les capacités {j}" of a card whose {J} has a condition: activated by the
    # step, not through its trigger's check, it drew whatever the condition
    from tests.test_rules_002 import ACTIVATE

    line = "Lorsque je rejoins une Expédition, si je suis [[Fugace]] — Piochez une carte."
    result = play(tmp_path, ACTIVATE.replace("{J} Piochez une carte.", line))
    assert _drawn(result) == {}
    [(op, why)] = _not_simulated(result)
    assert op == "effect" and why.startswith("its condition 'si je suis [[Fugace]]")


def test_if_you_do_not(tmp_path: Path) -> None:
    # "Si vous ne le faites pas": read as "si vous le faites", it drew after the exhaust
    line = "{J} Vous pouvez m'épuiser. Si vous ne le faites pas, piochez deux cartes."
    result = play(tmp_path, _game([line]))
    assert _card(before_rest(result), "Héraut")["exhausted"]
    assert _drawn(result) == {}
    assert ("draw", "not done: the step before was") in [
        (e["op"], e["status"]) for e in kinds(result, "op")
    ]


def test_if_you_did_a_named_thing_is_not_simulated(tmp_path: Path) -> None:
    # "Si vous avez défaussé une carte de cette façon" names what was done: it was told by
    # the step before (an exhaust), and drew; the step before discards nothing (conditions.py
    # VERBS: "this way" after a discard, tests/test_altered_this_way.py)
    line = (
        "{J} Vous pouvez m'épuiser. Si vous avez défaussé une carte de cette façon, piochez"
        " une carte."
    )
    result = play(tmp_path, _game([line]))
    assert _drawn(result) == {}
    why = "what the step before did 'this way' (the op 'exhaust': no 'discard') is not simulated"
    assert _not_simulated(result) == [("draw", why)]


def test_if_you_do_follows_the_step_before(tmp_path: Path) -> None:
    body = _game(["{J} Vous pouvez m'épuiser. Si vous le faites, piochez une carte."])
    assert _drawn(play(tmp_path, body)) == {"Alice": 1}


def test_a_boost_not_there_is_not_lost(tmp_path: Path) -> None:
    # "Retirez un boost de moi. Si vous le faites, ...": with no boost it was done all the same
    line = "{J} Retirez un boost de moi. Si vous le faites, piochez une carte."
    result = play(tmp_path, _game([line]))
    assert _drawn(result) == {}


def test_you_may_is_the_players_choice(tmp_path: Path) -> None:
    # "Vous pouvez": always done, and no game could say otherwise
    line = "{J} Vous pouvez m'épuiser. Si vous le faites, piochez une carte."
    body = _game([line]).replace(
        "choices:\n", "choices:\n  - {who: Alice, decide: may, answer: false}\n"
    )
    result = before_rest(play(tmp_path, body))
    assert not _card(result, "Héraut")["exhausted"]
    assert _drawn(result) == {}
    assert ("Alice may", "false", "scripted choice") in [
        (e["what"], e["choice"], e["why"]) for e in kinds(result, "decision")
    ]
    taken = before_rest(play(tmp_path, _game([line])))  # unscripted: taken, and traced
    assert _card(taken, "Héraut")["exhausted"]
    assert [e["why"] for e in kinds(taken, "decision") if e["what"] == "Alice may"] == [
        "unscripted: 'vous pouvez' / 'you may' is taken"
    ]


def test_a_quick_action_not_played_keeps_its_cost(tmp_path: Path) -> None:
    # "{T}, {2} :" targeting Bob's [Coriace 2] with 3 mana: 4 to pay, so it is not played;
    # its {T} and {2} were paid all the same (the Coriace was told after them)
    line = "{T}, {2} : Épuisez un Personnage ciblé."
    extra = QUICK.replace("{line}", line) + (
        '  - {name: Géant, controller: Bob, zone: expedition, abilities: ["[Coriace 2]."]}\n'
    )
    body = (
        _game([], extra, "[[{use: Forge}, {play: Héraut}]]")
        .replace("choices:\n", "choices:\n  - {who: Alice, decide: target, answer: Géant}\n")
        .replace("cost: 0", "cost: 3")
    )
    result = play(tmp_path, body)
    assert [e["why"] for e in kinds(result, "unpaid")] == ["cannot pay: not played"]
    assert not _card(result, "Forge")["exhausted"]
    assert not _card(result, "Géant")["exhausted"]
    assert _card(result, "Héraut")["zone"] != "hand"  # its 3 mana were still ready


def test_each_player_may_is_each_ones_choice(tmp_path: Path) -> None:
    # "Chaque joueur peut piocher": Alice chose for both players (Bob's answer went unused)
    body = _game(["{J} Chaque joueur peut piocher une carte."]).replace(
        "choices:\n", "choices:\n  - {who: Bob, decide: may, answer: false}\n"
    )
    result = play(tmp_path, body)
    assert _drawn(result) == {"Alice": 1}
    assert [e["what"] for e in kinds(result, "decision") if e["what"].endswith(" may")] == [
        "Alice may",
        "Bob may",
    ]


def test_a_controller_it_cannot_find_is_an_unmodelled_filter() -> None:
    # "contrôlé par lui" / a chosen player: it matched no card (an op "nothing to do")
    # where it is not simulated
    from counterplay.runtime.altered.match import unmodelled_filter

    assert unmodelled_filter("controlled_by", "it")
    assert unmodelled_filter("controlled_by", "player")
    assert not unmodelled_filter("controlled_by", "controller")
    assert not unmodelled_filter("controlled_by", "opponent")


SPELL_LIST = ["Choisissez l'un :", "• Piochez une carte.", "• Piochez deux cartes."]


def _spell(lines: list[str], extra: str = "") -> str:
    return _game(lines, extra).replace("    cost: 0\n", "    cost: 0\n    type: spell\n", 1)


def test_one_option_of_a_list_is_done_the_one_picked(tmp_path: Path) -> None:
    """ "Choisissez l'un : • ... • ...": the player picks one option (scripted by its text,
    else seeded), and only that one is done (each was done, before)."""
    pick = "  - {who: Alice, decide: option, answer: Piochez deux cartes.}\n"
    game = _spell(SPELL_LIST).replace("choices:\n", "choices:\n" + pick)
    result = play(tmp_path, game)
    assert _drawn(result) == {"Alice": 2} and not _not_simulated(result)
    drawn = {_drawn(play(tmp_path, _spell(SPELL_LIST), seed))["Alice"] for seed in range(12)}
    assert drawn == {1, 2}  # one option each time, either among these seeds


def test_the_options_of_a_list_it_does_not_follow_are_not_all_done(tmp_path: Path) -> None:
    lines = ["Choisissez-en trois :", "• Piochez une carte.", "• Piochez deux cartes."]
    result = play(tmp_path, _spell(lines))
    assert _drawn(result) == {}
    assert _not_simulated(result) == [
        ("choose", "which option is chosen (options: 3) is not simulated")
    ]
    # "Do the following twice:" was the example of a lead that folds no options until round
    # 37: it folds its lines now, each done twice (tests/test_altered_repeat.py)
    lines = ["Do the following twice:", "• Draw a card.", "• Draw two cards."]
    result = play(tmp_path, _spell(lines).replace("cost: 0", "cost: 0\n    lang: en", 1))
    assert _drawn(result) == {"Alice": 6}
    assert not _not_simulated(result)


def test_ops_with_no_handler_say_what_the_world_lacks(tmp_path: Path) -> None:
    """A reveal of a deck's top card the game does not name, a card played by an effect
    while the cards drawn are not named: each not simulated, with what this world does not
    have (not only "no handler"; a card revealed or played among named cards:
    tests/test_altered_reveal.py, tests/test_altered_rush.py). (A target chosen on its own
    is carried out, for the ops after it to name as "it": tests/test_altered_it.py.)"""
    lines = [
        "{J} Révélez la première carte de votre deck.",
        "{J} Vous pouvez jouer gratuitement un Personnage.",
    ]
    whys = dict(_not_simulated(play(tmp_path, _game(lines))))
    assert whys["reveal"].startswith("which cards are on top of Alice's deck (the game names")
    assert whys["play"].startswith("which card is played (cards drawn or resupplied, not named")
    assert all(why.endswith(" is not simulated") for why in whys.values())


def test_the_other_cards_after_a_reveal_are_not_every_card_in_play(tmp_path: Path) -> None:
    # "Défaussez les autres cartes" / "Discard the other cards" after a reveal: the revealed
    # cards not taken (not simulated, as the reveal is not), never Rival and Ami in play
    extra = (
        "  - {name: Rival, controller: Bob, zone: expedition}\n"
        "  - {name: Ami, controller: Alice, zone: expedition}\n"
    )
    for line in (
        "{J} Révélez les deux premières cartes de votre deck. Défaussez les autres cartes.",
        "{J} Reveal the top two cards of your deck. Discard the other cards.",
    ):
        result = before_rest(play(tmp_path, _game([line], extra)))
        assert [_card(result, name)["zone"] for name in ("Rival", "Ami")] == ["expedition"] * 2
        assert [op for op, _ in _not_simulated(result)] == ["reveal", "discard"]


GEANT = '  - {name: Géant, controller: Bob, zone: expedition, abilities: ["[Coriace 2]."]}\n'


def test_no_coriace_is_paid_for_an_effect_not_simulated(tmp_path: Path) -> None:
    # "pour chaque Personnage dans {V}" is not simulated: the Coriace 2 of the target was
    # paid all the same for a gain never made (R002-30: the effect costs more; a player
    # pays for what is done, so the whole effect is not simulated, and nothing is paid)
    line = "{J} Un Personnage ciblé gagne 1 boost pour chaque Personnage dans {V}."
    body = _game([line], GEANT).replace(
        "choices:\n",
        "choices:\n  - {who: Alice, decide: target, answer: Géant}\n"
        "  - {who: Alice, decide: pay, answer: true}\n",
    )
    result = play(tmp_path, body)
    assert not kinds(result, "pay")
    [(op, why)] = _not_simulated(result)
    assert op == "effect" and why.startswith("the count it is multiplied by (per:")
    assert why.endswith("(its Coriace 2 not paid: R002-30)")


def test_no_coriace_is_paid_when_a_later_op_is_not_simulated(tmp_path: Path) -> None:
    # the target is carried out, the op after it on "it" is not ("pour chaque ... dans {V}"):
    # the Coriace was paid for an effect half done
    line = "{J} Ciblez un Personnage. Il gagne 1 boost pour chaque Personnage dans {V}."
    body = _game([line], GEANT).replace(
        "choices:\n",
        "choices:\n  - {who: Alice, decide: target, answer: Géant}\n"
        "  - {who: Alice, decide: pay, answer: true}\n",
    )
    result = play(tmp_path, body)
    assert not kinds(result, "pay")
    assert [op for op, _ in _not_simulated(result)] == ["effect"]


def test_a_coriace_is_paid_for_an_effect_carried_out(tmp_path: Path) -> None:
    # a guard: the same effect with a count the world makes is paid and done
    line = "{J} Un Personnage ciblé gagne 1 boost pour chaque Personnage que vous contrôlez."
    body = _game([line], GEANT).replace(
        "choices:\n",
        "choices:\n  - {who: Alice, decide: target, answer: Géant}\n"
        "  - {who: Alice, decide: pay, answer: true}\n",
    )
    result = before_rest(play(tmp_path, body))
    assert [e["amount"] for e in kinds(result, "pay")] == [2]
    assert _card(result, "Géant")["counters"] == {"boost": 1}


def test_no_coriace_is_paid_for_a_pass_outside_the_afternoon(tmp_path: Path) -> None:
    # "Vous pouvez passer immédiatement" at Noon is refused only as it is done: the Coriace
    # was paid, and the exhaust done, before it; now told before the effect
    body = (
        """cards:
  - name: Piège
    controller: Alice
    zone: landmark
    type: landmark_permanent
    abilities: ["À Midi — Épuisez un Personnage ciblé. Vous pouvez passer immédiatement."]
"""
        + GEANT
        + """choices:
  - {who: Alice, decide: target, answer: Géant}
  - {who: Alice, decide: pay, answer: true}
"""
    )
    result = before_rest(play(tmp_path, body))
    assert not kinds(result, "pay")
    assert not _card(result, "Géant")["exhausted"]
    [(op, why)] = _not_simulated(result)
    assert op == "effect" and why.startswith("passing outside the Afternoon")


def test_no_coriace_is_paid_for_an_effect_whose_result_lines_follow_no_die(
    tmp_path: Path,
) -> None:
    # "Sur :" with no die rolled before it is refused only as it is done (ops._choose): the
    # Coriace was paid and the exhaust done before it; told before the effect (FORESEEN)
    lines = ["{J} Épuisez un Personnage ciblé. Sur :", "• 1-3 : Piochez une carte."]
    body = _game(lines, GEANT).replace(
        "choices:\n",
        "choices:\n  - {who: Alice, decide: target, answer: Géant}\n"
        "  - {who: Alice, decide: pay, answer: true}\n",
    )
    result = before_rest(play(tmp_path, body))
    assert not kinds(result, "pay")
    assert not _card(result, "Géant")["exhausted"]
    [(op, why)] = _not_simulated(result)
    assert op == "effect" and why.startswith("which option is chosen (options: by_result")


def test_no_coriace_is_paid_for_an_effect_with_an_option_not_simulated(
    tmp_path: Path,
) -> None:
    # an option the world does not follow ("Révélez votre main") is told before the effect
    # (targets.unforeseen looks into the options): nothing paid, nothing done
    lines = [
        "{J} Épuisez un Personnage ciblé. Choisissez l'un :",
        "• Piochez une carte.",
        "• Révélez votre main.",
    ]
    body = _game(lines, GEANT).replace(
        "choices:\n",
        "choices:\n  - {who: Alice, decide: target, answer: Géant}\n"
        "  - {who: Alice, decide: pay, answer: true}\n",
    )
    result = before_rest(play(tmp_path, body))
    assert not kinds(result, "pay")
    assert not _card(result, "Géant")["exhausted"]
    [(op, why)] = _not_simulated(result)
    assert op == "effect" and "revealed" in why
