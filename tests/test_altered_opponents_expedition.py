"""A token created "dans une Expédition adverse" / "in an opponent's Expedition"
(runtime/altered/expeditions.py ``_an_opponents``): one of the opponent's two Expeditions,
the controller's choice (scripted as a ``target`` decision, else seeded), and the token is
that opponent's; never one of the controller's own. Made-up card lines, run as games."""

from __future__ import annotations

from pathlib import Path

from tests.test_altered_not_simulated import _game, _not_simulated
from tests.test_altered_tokens import ROUAGE, _created, _tokens, _with
from tests.test_rules_002 import play

LINE = f"{{J}} Créez un {ROUAGE} dans une Expédition adverse."


def test_the_token_goes_in_the_opponents_expedition_chosen(tmp_path: Path) -> None:
    # before: "where it is put" (place: of=opponent), no token
    choice = "{who: Alice, decide: target, answer: Bob's companion Expedition}"
    result = play(tmp_path, _with(_game([LINE]), choice))
    assert _created(result) == [("Rouage token 1", "3/1/2", "Bob's companion Expedition")]
    assert _tokens(result)[0]["controller"] == "Bob" and not _not_simulated(result)


def test_unscripted_it_is_one_of_the_opponents_two(tmp_path: Path) -> None:
    for seed in range(6):
        result = play(tmp_path, _game([LINE]), seed)
        [(_, _, where)] = _created(result)
        assert where in ("Bob's hero Expedition", "Bob's companion Expedition")


def test_ones_own_expedition_is_not_an_opponents(tmp_path: Path) -> None:
    # scripted one of Alice's own: refused (not among the options), one of Bob's is taken
    choice = "{who: Alice, decide: target, answer: Alice's hero Expedition}"
    result = play(tmp_path, _with(_game([LINE]), choice))
    [(_, _, where)] = _created(result)
    assert where.startswith("Bob's")
