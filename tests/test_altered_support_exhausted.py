"""An exhausted card's support ability (round 38, second wave): refused as exhausted ("Exhausted
cards can't be played and have no Support abilities", the cards' reminder text; R002-18),
and read as the event found the card: exhausted after it was activated, it is still played
from the Limbo (R002-14). Made-up cards, run as games."""

from __future__ import annotations

from pathlib import Path

from tests.test_rules_002 import fired, play, refused

# Veilleur's support ability and Entrave's Noon reaction that exhausts a card in Reserve
NOON_SUPPORT = """cards:
  - name: Veilleur
    controller: Alice
    zone: reserve
    reserve_cost: 0
    abilities: ["{I} À Midi — Je gagne 1 boost."]
  - name: Entrave
    controller: Alice
    zone: landmark
    type: landmark_permanent
    abilities: ["À Midi — Épuisez une carte ciblée en Réserve."]
choices:
  - {who: Alice, decide: target, answer: Veilleur}
"""


def test_an_exhausted_support_ability_is_refused_as_exhausted(tmp_path: Path) -> None:
    # exhausted at Noon, Veilleur has no support ability at Dusk
    result = play(tmp_path, NOON_SUPPORT.replace("{I} À Midi", "{I} Au Crépuscule"))
    assert "Veilleur/0" not in fired(result)
    assert set(refused(result, "Veilleur/0")) == {
        "Veilleur is exhausted: an exhausted card has no support abilities (R002-18)"
    }


def test_R002_14_a_support_ability_activated_is_played_though_exhausted_after(
    tmp_path: Path,
) -> None:
    # both activated at Noon; Alice plays Entrave's first, which exhausts Veilleur: its
    # Emblem-Reaction in the Limbo need not exist any more (R002-14), it is played
    body = NOON_SUPPORT + "  - {who: Alice, decide: pending, answer: Entrave/0}\n"
    result = play(tmp_path, body)
    assert fired(result)[:2] == ["Entrave/0", "Veilleur/0"]
    assert not refused(result, "Veilleur/0")


def test_a_reaction_refused_for_where_its_card_was_names_the_zone(tmp_path: Path) -> None:
    # not a support ability: in the Reserve (or the Hand) Veilleur's line does not work
    body = NOON_SUPPORT.replace("{I} À Midi", "À Midi")
    said = "was in {} before the event, where this ability does not work (R002-13, R002-18)"
    assert set(refused(play(tmp_path, body), "Veilleur/0")) == {
        "Veilleur " + said.format("the Reserve")
    }
    hand_body = body.replace("    zone: reserve\n", "", 1).replace(
        "choices:\n", "choices:\n  - {who: Alice, decide: expand, answer: null}\n"
    )
    in_hand = play(tmp_path, hand_body)
    assert set(refused(in_hand, "Veilleur/0")) == {"Veilleur " + said.format("its player's Hand")}
