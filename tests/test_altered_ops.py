"""Effect ops the Altered world carries out besides draws, counters, sacrifices and
exhausting: statuses gained and lost, resupply, discard. Each is done to the object it names,
dispatches its event in the game's words (so reactions to it fire), and what it does not
follow is not simulated. Made-up card lines, run as games."""

from __future__ import annotations

from pathlib import Path

from counterplay.compiler.scenario import load_scenario
from counterplay.runtime.altered.engine import Result, simulate
from tests.test_altered_not_simulated import _card, _drawn, _game, _not_simulated
from tests.test_rules_002 import HEAD, before_rest, fired, kinds, play

WATCHER = '  - {{name: Guetteur, controller: Alice, zone: expedition, abilities: ["{line}"]}}\n'
BOB = "  - {name: Rival, controller: Bob, zone: expedition}\n"


def _statuses(result: Result) -> list[tuple[str, str, bool]]:
    """The statuses gained (True) and lost (False), in order."""
    return [(e["card"], e["status"], e["gained"]) for e in kinds(result, "status")]


def test_a_card_gains_a_status_and_reactions_to_it_fire(tmp_path: Path) -> None:
    extra = WATCHER.format(line="Lorsqu'un Personnage gagne [[Ancré]] — Piochez une carte.")
    result = play(tmp_path, _game(["{J} Je gagne [[Ancré]]."], extra))
    # told by the trace: at Rest an Anchored character loses Anchored
    assert _statuses(result) == [("Héraut", "anchored", True), ("Héraut", "anchored", False)]
    assert "Guetteur/0" in fired(result)
    assert _drawn(result) == {"Alice": 1}


def test_a_targeted_character_gains_asleep_not_the_card_itself(tmp_path: Path) -> None:
    choice = "  - {who: Alice, decide: target, answer: Rival}\n"
    game = _game(["{J} Un Personnage ciblé gagne [[Endormi]]."], BOB).replace(
        "choices:\n", "choices:\n" + choice
    )
    result = play(tmp_path, game)
    assert _statuses(result) == [("Rival", "asleep", True), ("Rival", "asleep", False)]


def test_a_card_loses_a_status_it_has(tmp_path: Path) -> None:
    extra = WATCHER.format(line="Lorsque vous jouez un Personnage — Je perds [[Fugace]].")
    extra = extra.replace("zone: expedition,", "zone: expedition, statuses: [fleeting],")
    result = play(tmp_path, _game([], extra))
    assert _card(result, "Guetteur")["statuses"] == []


def test_losing_a_status_it_has_not_is_nothing_to_do(tmp_path: Path) -> None:
    # "si vous le faites" after it is told as not done
    line = "{J} Je perds [[Fugace]]. Si vous le faites, piochez une carte."
    result = play(tmp_path, _game([line]))
    assert _drawn(result) == {}
    assert not _not_simulated(result)


def test_a_status_for_a_while_is_not_simulated(tmp_path: Path) -> None:
    # "jusqu'à la fin du tour": never given for good
    result = play(tmp_path, _game(["{J} Je gagne [[Endormi]] jusqu'à la fin du tour."]))
    assert _card(result, "Héraut")["statuses"] == []
    [(op, why)] = _not_simulated(result)
    assert op == "status.gain" and why.startswith("how long it lasts (until:")


def test_a_status_given_to_it_goes_to_the_card_the_trigger_named(tmp_path: Path) -> None:
    # "il gagne": the card played (rules 6.3.i; tests/test_altered_it.py), not the Guetteur
    line = "Lorsque vous jouez un Personnage — Il gagne [[Ancré]]."
    result = play(tmp_path, _game([], WATCHER.format(line=line)))
    assert _statuses(result) == [("Héraut", "anchored", True), ("Héraut", "anchored", False)]
    assert not _not_simulated(result)


def _deck(result: Result, name: str) -> int:
    return int(next(p for p in result.players if p["name"] == name)["deck"])


def _reserve(result: Result, side: str) -> list[str]:
    return [c["name"] for c in result.cards if c["controller"] == side and c["zone"] == "reserve"]


def test_resupply_puts_the_top_card_of_the_deck_in_the_reserve(tmp_path: Path) -> None:
    extra = WATCHER.format(line="Lorsqu'une carte rejoint votre Réserve — Piochez une carte.")
    result = before_rest(play(tmp_path, _game(["{J} [Ravitaillez]."], extra)))
    assert len(_reserve(result, "Alice")) == 1
    assert _deck(result, "Alice") == 300 - 2 - 1 - 1  # Morning's two, resupply, the draw
    assert "Guetteur/0" in fired(result) and _drawn(result) == {"Alice": 1}


def test_a_resupplied_cards_type_is_not_told(tmp_path: Path) -> None:
    # an unnamed card from the deck: "un Personnage" rejoining the Reserve is not guessed
    line = "Lorsqu'un Personnage rejoint votre Réserve — Piochez une carte."
    result = before_rest(play(tmp_path, _game(["{J} [Ravitaillez]."], WATCHER.format(line=line))))
    assert len(_reserve(result, "Alice")) == 1 and _drawn(result) == {}
    why = [e["why"] for e in kinds(result, "candidate") if "from the deck" in e["why"]]
    assert why == ["cannot tell type=character of Alice's card 1 from the deck (not modelled)"]


def test_each_player_may_resupply_each_ones_choice(tmp_path: Path) -> None:
    body = _game(["{J} Chaque joueur peut [Ravitailler]."]).replace(
        "choices:\n", "choices:\n  - {who: Bob, decide: may, answer: false}\n"
    )
    result = before_rest(play(tmp_path, body))
    assert len(_reserve(result, "Alice")) == 1 and _reserve(result, "Bob") == []
    assert _deck(result, "Bob") == 30 - 2


def test_resupply_from_an_empty_deck_is_nothing_to_do(tmp_path: Path) -> None:
    line = "{J} [Ravitaillez]. Si vous le faites, je gagne [[Ancré]]."
    path = tmp_path / "game.yaml"  # Alice's deck: the Morning's two cards, no more
    path.write_text(HEAD.replace("deck: 300", "deck: 2") + _game([line]), encoding="utf-8")
    game, _ = load_scenario(path)
    assert game is not None
    result = before_rest(simulate(game))
    assert _deck(result, "Alice") == 0
    assert _reserve(result, "Alice") == []
    assert _card(result, "Héraut")["statuses"] == []
    steps = [(e["op"], e["status"]) for e in kinds(result, "op")]
    assert steps == [
        ("resupply", "nothing to do"),
        ("status.gain", "not done: the step before was not"),
    ]


def test_discard_a_target_in_play_and_reactions_to_it_fire(tmp_path: Path) -> None:
    line = "Lorsque je suis défaussé — Piochez une carte."
    extra = f'  - {{name: Rival, controller: Bob, zone: expedition, abilities: ["{line}"]}}\n'
    choice = "  - {who: Alice, decide: target, answer: Rival}\n"
    game = _game(["{J} Défaussez un Personnage ciblé."], extra)
    result = before_rest(play(tmp_path, game.replace("choices:\n", "choices:\n" + choice)))
    assert _card(result, "Rival")["zone"] == "discard"
    assert _card(result, "Héraut")["zone"] == "expedition"
    assert "Rival/0" in fired(result) and _drawn(result) == {"Bob": 1}


def test_discard_if_you_do(tmp_path: Path) -> None:
    line = "{J} Vous pouvez défausser un Permanent ciblé. Si vous le faites, piochez une carte."
    extra = "  - {name: Tour, controller: Bob, zone: landmark, type: landmark_permanent}\n"
    result = play(tmp_path, _game([line], extra))
    assert _card(result, "Tour")["zone"] == "discard" and _drawn(result) == {"Alice": 1}


def test_discard_from_a_hand_is_not_simulated(tmp_path: Path) -> None:
    # a hand holds cards drawn unnamed: never a card in play (nor a named one in the hand)
    # discarded in its place (one from a Reserve is: tests/test_altered_places.py)
    extra = "  - {name: Réserviste, controller: Alice, zone: hand}\n" + BOB
    game = _game(["{J} Défaussez une carte de votre main."], extra)
    result = before_rest(play(tmp_path, game))
    assert _card(result, "Réserviste")["zone"] == "hand"
    assert _card(result, "Rival")["zone"] == "expedition"
    [(op, why)] = _not_simulated(result)
    assert op == "discard" and why.startswith("the objects it names (what: place=")


def test_sabotage_discards_a_card_from_a_reserve(tmp_path: Path) -> None:
    line = "Lorsque je suis défaussé — Piochez une carte."
    extra = f'  - {{name: Rival, controller: Bob, zone: reserve, abilities: ["{line}"]}}\n'
    choice = "  - {who: Alice, decide: target, answer: Rival}\n"
    game = _game(["{J} [Sabotez]."], extra + BOB.replace("Rival", "Garde"))
    result = before_rest(play(tmp_path, game.replace("choices:\n", "choices:\n" + choice)))
    assert _card(result, "Rival")["zone"] == "discard"
    assert _card(result, "Garde")["zone"] == "expedition"  # never a card in play
    assert "Rival/0" not in fired(result)  # not a support ability: not in a Reserve (R002-18)


def test_sabotage_is_up_to_one(tmp_path: Path) -> None:
    # the player may choose none: "si vous le faites" after it is then not done
    extra = "  - {name: Rival, controller: Bob, zone: reserve}\n"
    choice = "  - {who: Alice, decide: may, answer: false}\n"
    game = _game(["{J} [Sabotez]. Si vous le faites, piochez une carte."], extra)
    result = play(tmp_path, game.replace("choices:\n", "choices:\n" + choice))
    assert _card(result, "Rival")["zone"] == "reserve" and _drawn(result) == {}
    assert [e["status"] for e in kinds(result, "op")] == [
        "nothing to do",
        "not done: the step before was not",
    ]


def test_sabotage_after_rest_is_done_after_rest(tmp_path: Path) -> None:
    # before, not simulated ("when it happens (after: rest)"); now set up, and done once
    # Rest has resolved (comprehensive rules 4.2.d; tests/test_altered_after_rest.py)
    extra = "  - {name: Rival, controller: Bob, zone: reserve}\n"
    result = play(tmp_path, _game(["{J} [Sabotez] après le Repos."], extra))
    assert _card(result, "Rival")["zone"] == "discard"
    assert not _not_simulated(result)


def test_an_op_after_another_daily_effect_is_not_simulated() -> None:
    # only Rest is a daily effect an op is set up for (delayed.AFTER)
    from counterplay.runtime.altered.unfollowed import why_not

    op = {"op": "sabotage", "after": "progress"}
    assert why_not(None, op) == "when it happens (after: progress)"  # type: ignore[arg-type]


def test_move_a_target_to_its_owners_reserve(tmp_path: Path) -> None:
    line = "Lorsqu'une carte rejoint votre Réserve — Piochez une carte."
    extra = f'  - {{name: Rival, controller: Bob, zone: expedition, abilities: ["{line}"]}}\n'
    choice = "  - {who: Alice, decide: target, answer: Rival}\n"
    game = _game(["{J} Put target Character in its owner's Reserve."], extra)
    result = before_rest(play(tmp_path, game.replace("choices:\n", "choices:\n" + choice)))
    assert _card(result, "Rival")["zone"] == "reserve"
    assert _card(result, "Héraut")["zone"] == "expedition"
    # Rival's own reaction existed before the event, Rival being in play then (R002-13)
    assert "Rival/0" in fired(result) and _drawn(result) == {"Bob": 1}


def test_move_me_to_reserve_and_reactions_to_it_fire(tmp_path: Path) -> None:
    extra = WATCHER.format(line="Lorsqu'une carte rejoint votre Réserve — Piochez une carte.")
    result = before_rest(play(tmp_path, _game(["{J} Mettez-moi en Réserve."], extra)))
    assert _card(result, "Héraut")["zone"] == "reserve"
    assert "Guetteur/0" in fired(result) and _drawn(result) == {"Alice": 1}


def test_a_fleeting_card_sent_to_reserve_is_discarded_instead(tmp_path: Path) -> None:
    # "(If I would be sent to Reserve, discard me instead.)": not only at Rest
    extra = WATCHER.format(line="Lorsqu'une carte rejoint votre Réserve — Piochez une carte.")
    game = _game(["{J} Je gagne [[Fugace]]. Mettez-moi en Réserve."], extra)
    result = before_rest(play(tmp_path, game))
    assert _card(result, "Héraut")["zone"] == "discard"
    assert "Guetteur/0" not in fired(result) and _drawn(result) == {}


def test_move_into_your_hand_of_an_opponents_card_is_not_simulated(tmp_path: Path) -> None:
    # into "your" hand, an opponent's card (whose hand it goes to is not told; its owner's
    # hand is: tests/test_altered_places.py). From a hand, the card the player chooses among
    # those the game names, never one it does not name: tests/test_altered_reveal.py
    extra = "  - {name: Main, controller: Alice, zone: hand}\n" + BOB
    lines = ["{J} Mettez un Personnage ciblé dans votre main."]
    target = "choices:\n  - {who: Alice, decide: target, answer: Rival}\n"
    result = before_rest(play(tmp_path, _game(lines, extra).replace("choices:\n", target)))
    assert _card(result, "Rival")["zone"] == "expedition"
    [why] = [why for op, why in _not_simulated(result) if op == "move"]
    assert why.startswith("a card put in the hand of a player who does not own")


SPENDER = """  - name: Forge
    controller: Alice
    zone: expedition
    counters: {{boost: {boosts}}}
    abilities:
      - "Lorsque vous jouez un Personnage — {line}"
      - "Lorsque je perds un boost — Piochez une carte."
"""


def test_spend_counters_it_has_and_reactions_to_it_fire(tmp_path: Path) -> None:
    line = "Vous pouvez dépenser 2 de mes boosts. Si vous le faites, je gagne [[Ancré]]."
    result = play(tmp_path, _game([], SPENDER.format(boosts=3, line=line)))
    assert _card(result, "Forge")["counters"] == {"boost": 1}
    assert ("Forge", "anchored", True) in _statuses(result)
    assert "Forge/1" in fired(result) and _drawn(result) == {"Alice": 1}


def test_spend_more_than_it_has_is_nothing_to_do(tmp_path: Path) -> None:
    # all or none: one boost is not two spent
    line = "Vous pouvez dépenser 2 de mes boosts. Si vous le faites, je gagne [[Ancré]]."
    result = play(tmp_path, _game([], SPENDER.format(boosts=1, line=line)))
    assert _card(before_rest(result), "Forge")["counters"] == {"boost": 1}
    assert _statuses(result) == [] and _drawn(result) == {}
    steps = [(e["op"], e["status"]) for e in kinds(result, "op")]
    assert steps == [
        ("counter.spend", "nothing to do"),
        ("status.gain", "not done: the step before was not"),
    ]


def _rest(tmp_path: Path, line: str) -> Result:
    body = f"""cards:
  - name: Éclaireur
    controller: Alice
    zone: expedition
    stats: {{forest: 2}}
    abilities: ["{line}"]
  - name: Garde
    controller: Bob
    zone: expedition
    stats: {{forest: 1}}
"""
    return play(tmp_path, body)


def test_an_anchored_character_does_not_go_to_reserve_at_rest(tmp_path: Path) -> None:
    # "[[Anchored]]": during Rest, I don't go to Reserve and I lose Anchored
    result = _rest(tmp_path, "À Midi — Je gagne [[Ancré]].")
    players = {p["name"]: p["position"]["hero"] for p in result.players}
    assert players["Alice"] == 1  # moved forward or not, it would have gone (4.2.5.b)
    assert _card(result, "Éclaireur")["zone"] == "expedition"
    assert _card(result, "Éclaireur")["statuses"] == []


def test_an_asleep_characters_statistics_are_ignored_at_dusk(tmp_path: Path) -> None:
    # "[[Asleep]]": during Dusk, ignore my statistics; during Rest, I don't go to Reserve
    # and I lose Asleep
    result = _rest(tmp_path, "À Midi — Je gagne [[Endormi]].")
    players = {p["name"]: p["position"]["hero"] for p in result.players}
    assert players == {"Alice": 0, "Bob": 1}
    assert _card(result, "Éclaireur")["zone"] == "expedition"
    assert _card(result, "Éclaireur")["statuses"] == []
    assert _card(result, "Garde")["zone"] == "reserve"


REST = """cards:
  - {name: Éclaireur, controller: Alice, zone: expedition, stats: {forest: 1}}
  - {name: Compagnon, controller: Alice, zone: expedition, expedition: companion}
  - {name: Éphémère, controller: Alice, zone: expedition, statuses: [fleeting]}
  - {name: Ancre, controller: Alice, zone: expedition, statuses: [anchored]}
  - {name: Tour, controller: Alice, zone: landmark, type: landmark_permanent}
  - {name: Garde, controller: Bob, zone: expedition, stats: {forest: 2}}
"""


def test_rest_sends_every_character_in_the_expedition_zone_to_reserve(tmp_path: Path) -> None:
    # rules 4.2.5.b: "Rest: Characters in the Expedition zone are sent to Reserve", whether
    # their Expedition moved forward or not; a Fleeting one is discarded instead, an
    # Anchored one stays and loses Anchored; a Landmark Permanent is no Character
    result = play(tmp_path, REST)
    positions = {p["name"]: p["position"] for p in result.players}
    assert positions["Alice"] == {"hero": 0, "companion": 0}  # neither moved forward
    assert positions["Bob"] == {"hero": 1, "companion": 0}
    at_rest = [(e["card"], e["frm"], e["to"]) for e in kinds(result, "zone")]
    assert all(e["phase"] == "night" for e in kinds(result, "zone"))
    assert sorted(at_rest) == [
        ("Compagnon", "expedition", "reserve"),
        ("Garde", "expedition", "reserve"),
        ("Éclaireur", "expedition", "reserve"),
        ("Éphémère", "expedition", "discard"),
    ]
    assert (_card(result, "Ancre")["zone"], _card(result, "Ancre")["statuses"]) == (
        "expedition",
        [],
    )
    assert _card(result, "Tour")["zone"] == "landmark"


def test_an_eternal_character_stays_in_its_expedition_at_rest(tmp_path: Path) -> None:
    # [Eternal] / [Éternel]: it does not go to Reserve at Rest; one under a condition the
    # world tells holds or not as Rest begins; one it cannot tell is not simulated, and goes
    # as Rest says without it (Chêne: a Region, in a game that gives none)
    body = """cards:
  - {name: Immortel, controller: Alice, zone: expedition, abilities: ["[Éternel]."]}
  - {name: Ever, controller: Bob, zone: expedition, abilities: ["[Eternal]."]}
  - name: Peut-être
    controller: Alice
    zone: expedition
    abilities: ["Si vous contrôlez au moins deux Personnages, je suis [Éternel]."]
  - name: Perhaps
    controller: Bob
    zone: expedition
    abilities: ["If you control three or more Characters, I am [Eternal]."]
  - name: Chêne
    controller: Alice
    zone: expedition
    abilities: ["Si je suis en {V}, je suis [Éternel]."]
"""
    result = play(tmp_path, body)
    zones = {c["name"]: c["zone"] for c in result.cards}
    assert zones == {
        "Immortel": "expedition",
        "Ever": "expedition",
        "Peut-être": "expedition",
        "Perhaps": "reserve",
        "Chêne": "reserve",
    }
    [(op, why)] = _not_simulated(result)
    assert op == "rest" and why.startswith("the Eternal of Chêne ("), why


def test_an_eternals_condition_sees_the_expedition_as_rest_begins(tmp_path: Path) -> None:
    # Rest sends them all at once: Peut-être counts Compagnon, listed (and sent) first
    body = """cards:
  - {name: Compagnon, controller: Alice, zone: expedition}
  - name: Peut-être
    controller: Alice
    zone: expedition
    abilities: ["Si vous contrôlez au moins deux Personnages, je suis [Éternel]."]
"""
    result = play(tmp_path, body)
    zones = {c["name"]: c["zone"] for c in result.cards}
    assert zones == {"Compagnon": "reserve", "Peut-être": "expedition"}
    assert not _not_simulated(result)


def test_an_eternal_that_always_holds_needs_not_its_condition(tmp_path: Path) -> None:
    # printed twice, once under a condition: it stays, and nothing is left unsimulated
    lines = '["[Éternel].", "Si vous contrôlez au moins deux Personnages, je suis [Éternel]."]'
    body = (
        f"cards:\n  - {{name: Immortel, controller: Alice, zone: expedition, abilities: {lines}}}\n"
    )
    result = play(tmp_path, body)
    assert _card(result, "Immortel")["zone"] == "expedition"
    assert not _not_simulated(result)


def test_exhausted_resupply_exhausts_the_card_put_in_the_reserve(tmp_path: Path) -> None:
    extra = WATCHER.format(line="Lorsqu'une carte est épuisée — Piochez une carte.")
    result = before_rest(play(tmp_path, _game(["{J} [Ravitaillez Épuisé]."], extra)))
    [card] = [c for c in result.cards if c["zone"] == "reserve"]
    assert card["exhausted"] and card["controller"] == "Alice"
    assert "Guetteur/0" in fired(result) and _drawn(result) == {"Alice": 1}


def test_target_opponent_resupplies_exhausted(tmp_path: Path) -> None:
    result = before_rest(play(tmp_path, _game(["{J} Un adversaire ciblé [Ravitaille Épuisé]."])))
    assert _reserve(result, "Bob") and _reserve(result, "Alice") == []
    assert all(c["exhausted"] for c in result.cards if c["zone"] == "reserve")


def test_pay_to_draw_pays_from_ready_mana(tmp_path: Path) -> None:
    # Alice's three Mana Orbs: two paid buy the card; the next two cannot be paid
    line = "{J} Vous pouvez payer {2} pour piocher une carte."
    result = play(tmp_path, _game([line, line]))
    assert [e["amount"] for e in kinds(result, "spend")] == [2]
    assert _drawn(result) == {"Alice": 1}
    steps = [(e["op"], e["status"]) for e in kinds(result, "op")]
    assert steps == [
        ("pay", "done"),
        ("draw", "done"),
        ("pay", "nothing to do"),
        ("draw", "not done: the step before was not"),
    ]


def test_pay_is_the_players_choice(tmp_path: Path) -> None:
    game = _game(["{J} Vous pouvez payer {1}. Si vous le faites, piochez une carte."])
    result = play(
        tmp_path,
        game.replace("choices:\n", "choices:\n  - {who: Alice, decide: may, answer: false}\n"),
    )
    assert kinds(result, "spend") == [] and _drawn(result) == {}
    steps = [(e["op"], e["status"]) for e in kinds(result, "op")]
    assert steps[0] == ("pay", "not done: the player chose not to")


def test_pay_x_is_not_simulated(tmp_path: Path) -> None:
    result = play(tmp_path, _game(["{J} Vous pouvez payer {X} pour piocher une carte."]))
    assert kinds(result, "spend") == [] and _drawn(result) == {}
    whys = [(e["op"], e["why"]) for e in kinds(result, "op")]
    assert whys == [
        ("pay", "the Mana it costs (mana: X) is not simulated"),
        ("draw", "whether the step before was done is not simulated"),
    ]


def test_rest_sends_the_characters_all_at_once(tmp_path: Path) -> None:
    # one daily effect: each Character was in play when the others left (R002-13), so each
    # one's "another Character leaves" fires; Ana, sent first, missed Bea leaving
    line = "Lorsqu'un autre Personnage quitte la zone d'Expédition — Piochez une carte."
    body = f"""cards:
  - {{name: Ana, controller: Alice, zone: expedition, abilities: ["{line}"]}}
  - {{name: Bea, controller: Alice, zone: expedition, abilities: ["{line}"]}}
"""
    result = play(tmp_path, body)
    assert sorted(fired(result)) == ["Ana/0", "Bea/0"]
    assert {c["name"]: c["zone"] for c in result.cards} == {"Ana": "reserve", "Bea": "reserve"}


def test_a_support_abilitys_eternal_does_not_keep_its_card_in_play(tmp_path: Path) -> None:
    # "{I} [Éternel].": a support ability works in the Reserve only (R002-18)
    card = '{name: Soutien, controller: Alice, zone: expedition, abilities: ["{I} [Éternel]."]}'
    body = f"cards:\n  - {card}\n"
    assert _card(play(tmp_path, body), "Soutien")["zone"] == "reserve"


def test_a_card_that_changes_zone_leaves_its_counters_and_statuses_behind(tmp_path: Path) -> None:
    # rules 2.1.c: a card that changes zone is a new object; at Rest the boosted, Anchored-less
    # Héraut goes to the Reserve with neither its boosts nor its status
    line = "{J} Je gagne 2 boosts. Je gagne [[Boosté]]."
    result = play(tmp_path, _game([line]))
    assert _card(before_rest(result), "Héraut")["counters"] == {"boost": 2}
    heraut = _card(result, "Héraut")
    assert (heraut["zone"], heraut["counters"], heraut["statuses"]) == ("reserve", {}, [])
    [entry] = kinds(result, "new_object")
    assert (entry["card"], entry["counters"]) == ("Héraut", {"boost": 2})


def test_a_card_played_from_reserve_joins_play_fleeting(tmp_path: Path) -> None:
    body = """cards:
  - {name: Revenant, controller: Alice, zone: reserve, cost: 0, abilities: []}
choices:
  - {who: Alice, decide: expand, answer: null}
  - {who: Bob, decide: expand, answer: null}
turns:
  Alice: [[{play: Revenant}]]
"""
    result = play(tmp_path, body)
    assert "fleeting" in _card(before_rest(result), "Revenant")["statuses"]
    assert _card(result, "Revenant")["zone"] == "discard"  # Fleeting: discarded at Rest
