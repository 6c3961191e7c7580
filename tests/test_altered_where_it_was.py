"""Where "it" was, and whose it is, after it moved (runtime/altered/expeditions.py, round
37): a token created "dans son Expédition" / "in its Expedition" after that card was
discarded or sacrificed is created in the Expedition it was in before being moved (rules
6.3.k), controlled by that Expedition's player; "dans l'Expédition Compagnon de son
propriétaire" / "in the Companion Expedition of its owner" after [Sabotage] is that one of
the owner of the card discarded (and "it" after it, the token). Before, both were not
simulated ("where it is put"; the card [Sabotage] discarded was no antecedent of "it").
Made-up card lines, run as games."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.test_altered_not_simulated import _game, _not_simulated
from tests.test_altered_tokens import _created, _tokens, _with
from tests.test_rules_002 import kinds, play

# Bob's Garde in his companion Expedition; Malle in Bob's Reserve.
GARDE = "  - {name: Garde, controller: Bob, zone: expedition, expedition: companion}\n"
MALLE = "  - {name: Malle, controller: Bob, zone: reserve}\n"


def _chose(answer: str) -> str:
    return f"{{who: Alice, decide: target, answer: {answer}}}"


@pytest.mark.parametrize(
    "line",
    [
        "{J} Défaussez un Personnage ciblé, puis créez un jeton Automate [3/1/2 Rouage] dans"
        " son Expédition.",
        "{J} Sacrifice target Character, then create a [Rouage 3/1/2] Robot token in its"
        " Expedition.",
    ],
)
def test_a_token_in_the_expedition_the_card_was_in(tmp_path: Path, line: str) -> None:
    result = play(tmp_path, _with(_game([line], GARDE), _chose("Garde")))
    assert [to for *_, to in _created(result)] == ["Bob's companion Expedition"]
    assert [t["controller"] for t in _tokens(result)] == ["Bob"]
    assert not _not_simulated(result)


def test_a_token_in_the_expedition_the_card_is_still_in(tmp_path: Path) -> None:
    line = (
        "{J} Un Personnage ciblé gagne 1 boost, puis créez un jeton Automate [3/1/2 Rouage]"
        " dans son Expédition."
    )
    result = play(tmp_path, _with(_game([line], GARDE), _chose("Garde")))
    assert [to for *_, to in _created(result)] == ["Bob's companion Expedition"]
    assert not _not_simulated(result)


def test_a_card_that_was_in_no_expedition_is_not_simulated(tmp_path: Path) -> None:
    line = (
        "{J} Défaussez une carte ciblée en Réserve, puis créez un jeton Automate"
        " [3/1/2 Rouage] dans son Expédition."
    )
    result = play(tmp_path, _with(_game([line], MALLE), _chose("Malle")))
    assert _created(result) == []
    [(op, why)] = _not_simulated(result)
    assert op == "token.create" and why.startswith("which Expedition 'its Expedition' is")


@pytest.mark.parametrize(
    ("line", "where"),
    [
        (
            "{J} [Sabotage]. If you discarded a card this way, create a [Rouage 3/1/2] Robot"
            " token in the Companion Expedition of its owner. You may have it gain [[Anchored]].",
            "Bob's companion Expedition",
        ),
        (
            "{J} [Sabotez]. Si vous avez défaussé une carte de cette façon, créez un jeton"
            " Automate [3/1/2 Rouage] dans l'Expédition Héros de son propriétaire. Vous pouvez"
            " lui faire gagner [[Ancré]].",
            "Bob's hero Expedition",
        ),
    ],
)
def test_a_token_in_the_expedition_of_the_owner_of_the_card_sabotaged(
    tmp_path: Path, line: str, where: str
) -> None:
    result = play(tmp_path, _with(_game([line], MALLE), _chose("Malle")))
    assert [to for *_, to in _created(result)] == [where]
    [token] = _tokens(result)
    assert token["controller"] == "Bob"
    anchored = [
        e["card"] for e in kinds(result, "status") if e["status"] == "anchored" and e["gained"]
    ]
    assert anchored == [token["name"]]
    assert not _not_simulated(result)
