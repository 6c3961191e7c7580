"""Tokens created by an effect: a Character token of the statistics the text gives, in the
Expedition the text names, joining it as any Character does (reactions to it fire); a token
whose statistics the text does not give, or a place the world does not find, is not
simulated, with why. Made-up card lines (the "Rouage" token is no printed one), run as
games."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any, cast

import pytest

from counterplay.runtime.altered import expeditions, tokens, unfollowed
from counterplay.runtime.altered.engine import Result
from tests.test_altered_not_simulated import _drawn, _game, _not_simulated
from tests.test_rules_002 import fired, kinds, play

if TYPE_CHECKING:
    from counterplay.runtime.altered.engine import Engine

ROUAGE = "jeton Automate [3/1/2 Rouage]"
WATCHER = '  - {{name: Guetteur, controller: Alice, zone: expedition, abilities: ["{line}"]}}\n'


def _tokens(result: Result) -> list[dict[str, Any]]:
    return [c for c in result.cards if "token" in c["statuses"]]


def _created(result: Result) -> list[tuple[str, str, str]]:
    """Each token created: its name, statistics and Expedition, in order."""
    return [(e["card"], e["stats"], e["to"]) for e in kinds(result, "create")]


def _with(game: str, *choices: str) -> str:
    return game.replace("choices:\n", "choices:\n" + "".join(f"  - {c}\n" for c in choices))


def test_a_token_is_created_in_my_expedition_and_joins_it(tmp_path: Path) -> None:
    line = "Lorsqu'un Personnage rejoint votre Expédition — Piochez une carte."
    game = _game([f"{{J}} Créez un {ROUAGE} dans mon Expédition."], WATCHER.format(line=line))
    result = play(tmp_path, game)
    assert _created(result) == [("Rouage token 1", "3/1/2", "Alice's hero Expedition")]
    assert [t["controller"] for t in _tokens(result)] == ["Alice"]
    # the Watcher fires for the Herald joining, then for the token (rules 6.3.i)
    assert fired(result).count("Guetteur/0") == 2 and _drawn(result) == {"Alice": 2}
    assert not _not_simulated(result)


def test_creating_a_token_fires_reactions_to_it(tmp_path: Path) -> None:
    extra = WATCHER.format(line="Lorsque vous créez un jeton — Piochez une carte.")
    line = "{J} Créez deux jetons Automate [3/1/2 Rouage] dans mon Expédition."
    result = play(tmp_path, _game([line], extra))
    assert [name for name, _, _ in _created(result)] == ["Rouage token 1", "Rouage token 2"]
    assert _drawn(result) == {"Alice": 2}


def test_a_tokens_statistics_count_at_dusk(tmp_path: Path) -> None:
    # the Herald has none: only the token's 3 forest moves Alice's hero Expedition forward
    result = play(tmp_path, _game([f"{{J}} Créez un {ROUAGE} dans mon Expédition."]))
    alice = next(p for p in result.players if p["name"] == "Alice")
    assert alice["position"] == {"hero": 1, "companion": 0}


def test_a_token_in_target_expedition_is_its_players(tmp_path: Path) -> None:
    game = _game([f"{{J}} Créez un {ROUAGE} dans une Expédition ciblée."])
    choice = "{who: Alice, decide: target, answer: Bob's companion Expedition}"
    result = play(tmp_path, _with(game, choice))
    assert _created(result) == [("Rouage token 1", "3/1/2", "Bob's companion Expedition")]
    assert _tokens(result)[0]["controller"] == "Bob"


def test_a_token_in_each_of_your_expeditions(tmp_path: Path) -> None:
    result = play(tmp_path, _game([f"{{J}} Créez un {ROUAGE} dans chacune de vos Expéditions."]))
    assert [to for _, _, to in _created(result)] == [
        "Alice's hero Expedition",
        "Alice's companion Expedition",
    ]


def test_a_token_in_your_other_or_named_expedition(tmp_path: Path) -> None:
    lines = [
        f"{{J}} Créez un {ROUAGE} dans votre autre Expédition.",
        f"{{J}} Créez un {ROUAGE} dans l'Expédition compagnon d'un adversaire ciblé.",
    ]
    result = play(tmp_path, _game(lines))
    assert [to for _, _, to in _created(result)] == [
        "Alice's companion Expedition",
        "Bob's companion Expedition",
    ]


def test_a_token_in_my_expedition_after_i_left_it(tmp_path: Path) -> None:
    # rules 6.3.k: "my Expedition" is the one the card was in before it was moved
    line = f"Lorsque je quitte l'Expédition — Créez un {ROUAGE} dans mon Expédition."
    extra = WATCHER.format(line=line).replace("expedition,", "expedition, expedition: companion,")
    game = _game(["{J} Mettez un Personnage ciblé en Réserve."], extra)
    result = play(tmp_path, _with(game, "{who: Alice, decide: target, answer: Guetteur}"))
    assert _created(result) == [("Rouage token 1", "3/1/2", "Alice's companion Expedition")]


def test_my_expedition_of_a_card_in_none_is_not_simulated(tmp_path: Path) -> None:
    line = f"Lorsque vous jouez un Personnage — Créez un {ROUAGE} dans mon Expédition."
    extra = WATCHER.format(line=line).replace("zone: expedition", "zone: landmark")
    result = play(tmp_path, _game([], extra))
    assert _tokens(result) == []
    [(op, why)] = _not_simulated(result)
    assert op == "token.create" and why.startswith("where 'my Expedition' is (Guetteur")


def test_a_token_whose_statistics_are_not_in_the_text_is_not_created(tmp_path: Path) -> None:
    result = play(tmp_path, _game(["{J} Créez un jeton Rouage dans mon Expédition."]))
    assert _tokens(result) == []
    [(op, why)] = _not_simulated(result)
    assert op == "token.create" and why.startswith("the token's kind and statistics, which")


def test_a_character_token_in_a_landmark_zone_is_not_created(tmp_path: Path) -> None:
    # a Character token goes to an Expedition (a Landmark Permanent token a game gives goes
    # to its Landmarks: tests/test_altered_game_tokens.py)
    line = f"{{J}} Créez un {ROUAGE} dans votre zone de Repères."
    result = play(tmp_path, _game([line]))
    assert _tokens(result) == []
    [(op, why)] = _not_simulated(result)
    assert op == "token.create" and why.startswith("where it is put (a Character token there)")


def test_tokens_distributed_among_target_expeditions(tmp_path: Path) -> None:
    line = (
        "{J} Créez trois jetons Automate [3/1/2 Rouage], distribués comme vous le souhaitez"
        " dans n'importe quel nombre d'Expéditions ciblées."
    )
    choices = [
        "{who: Alice, decide: target, answer: Alice's companion Expedition}",
        "{who: Alice, decide: target, answer: Bob's hero Expedition}",
        "{who: Alice, decide: target, answer: Alice's companion Expedition}",
    ]
    result = play(tmp_path, _with(_game([line]), *choices))
    assert [to for _, _, to in _created(result)] == [
        "Alice's companion Expedition",
        "Bob's hero Expedition",
        "Alice's companion Expedition",
    ]


def test_a_token_leaving_the_expedition_zone_ceases_to_exist(tmp_path: Path) -> None:
    # rules 2.1.d: it joins its new zone (the Reserve at Rest, as every Character),
    # then ceases to exist; it stayed in the Reserve before, a card Sabotage could pick
    result = play(tmp_path, _game([f"{{J}} Créez un {ROUAGE} dans mon Expédition."]))
    entered = [e["qualifiers"] for e in kinds(result, "event") if e["event"] == "zone.enter"]
    assert {"zone": "reserve", "of": "Alice", "from": "expedition"} in entered
    assert [t["zone"] for t in _tokens(result)] == ["nowhere"]
    notes = [str(e["text"]) for e in kinds(result, "note")]
    why = "a token leaving the Expedition zone, rules 2.1.d"
    assert f"Rouage token 1 ceases to exist ({why})" in notes


def test_a_token_put_in_reserve_by_an_effect_ceases_to_exist(tmp_path: Path) -> None:
    lines = [
        f"{{J}} Créez un {ROUAGE} dans mon Expédition.",
        "{J} Mettez un Personnage ciblé en Réserve.",
    ]
    order = "{who: Alice, decide: pending, answer: Héraut/0}"
    game = _with(_game(lines), order, "{who: Alice, decide: target, answer: Rouage token 1}")
    result = play(tmp_path, game)
    moved = [(e["phase"], e["frm"], e["to"]) for e in kinds(result, "zone") if "token" in e["card"]]
    assert moved == [("afternoon", "expedition", "reserve")]
    assert [t["zone"] for t in _tokens(result)] == ["nowhere"]


@pytest.mark.parametrize(
    ("line", "why"),
    [
        (f"Créez un {ROUAGE}.", "where it is put (no place or among)"),
        ("Créez un jeton Automate [X/X/X Rouage] dans mon Expédition.",
         "the token's statistics (token:"),
        # (an X counted from the game is carried out since round 37:
        # tests/test_altered_counted_from_the_game.py; one of a terrain is not)
        (f"Créez X {ROUAGE.replace('jeton', 'jetons')} dans mon Expédition, X étant le nombre"
         " de Personnages en {V}.", "how many it is done to (count: X)"),
    ],
)  # fmt: skip
def test_a_token_it_cannot_make_or_place_is_not_created(
    tmp_path: Path, line: str, why: str
) -> None:
    result = play(tmp_path, _game(["{J} " + line]))
    assert _tokens(result) == []
    [(op, said)] = _not_simulated(result)
    assert op == "token.create" and said.startswith(why)


def test_what_of_a_token_or_its_sharing_is_not_followed() -> None:
    # an ability the text gives it ("avec « ... »"), things shared among two Expeditions only
    profile = {"name": "rouage", "stats": [3, 1, 2], "subtype": "automate"}
    assert tokens.profile_unfollowed(profile) is None
    with_ability = profile | {"abilities": ["Je gagne 1 boost."]}
    assert tokens.profile_unfollowed(with_ability) == "what the token is"
    among = dict(expeditions.AMONG)
    assert unfollowed.VALUES["among"](among) is None
    assert unfollowed.VALUES["among"](among | {"count": 2}) == "how it is shared out"


def test_a_token_put_both_in_a_place_and_shared_out_is_not_created() -> None:
    # the handler shares tokens out ("among") and would leave the place beside it undone
    place = {"zone": "expedition", "expedition": "mine"}
    op = {"op": "token.create", "token": {"name": "rouage", "stats": [3, 1, 2]}, "count": 2}
    game = cast("Engine", SimpleNamespace(players=[]))
    assert unfollowed.why_not(game, op | {"place": place}) is None
    both = op | {"place": place, "among": dict(expeditions.AMONG)}
    assert unfollowed.why_not(game, both) == "where it is put (both place and among)"
