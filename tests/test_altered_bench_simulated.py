"""bench/altered_simulated.py takes ops as the runtime does (round 37). "Sinon" / "Otherwise"
after an op carried out only in some games: the condition before it is read in the games
where that op is carried out (a game's `tokens:` saying what its token is), so the bench
counts "Sinon" as that op is counted; the runtime does so in such a game, and not in one
without `tokens:` (guards: it already did). Before, the bench counted it "a condition it
cannot tell". "It" after the op that named it sent it to another zone ("Envoyez-le en
Réserve, puis épuisez-le"): a new object (rules 2.1.c) the runtime does not take for it;
before, the bench counted it carried out. Made-up card lines."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

from bench.altered_simulated import _counted
from counterplay.compiler.altered.read import read_ability
from tests.test_altered_game_tokens import LANDMARK_TOKEN
from tests.test_altered_not_simulated import _game, _not_simulated
from tests.test_rules_002 import kinds, play

LINE = (
    "{J} Si je suis dans une Expédition élevée, créez un jeton Aérolithe dans votre zone de"
    " Repères. Sinon, mon Expédition [s'élève]."
)
TOKENS = "carried out when the game's `tokens:` says what the token is"


def test_the_bench_counts_otherwise_as_the_op_before() -> None:
    ops = list((read_ability(LINE, "fr", None, None).effect or {}).get("ops") or ())
    game = SimpleNamespace(players=[None, None])
    assert list(_counted(ops, game, None)) == [TOKENS, TOKENS]


def test_otherwise_is_carried_out_in_a_game_that_gives_the_token(tmp_path: Path) -> None:
    result = play(tmp_path, LANDMARK_TOKEN + _game([LINE]))
    steps = [(e["op"], e["status"]) for e in kinds(result, "op")]
    assert steps == [
        ("token.create", "not done: its condition (in_place) does not hold"),
        ("ascend", "done"),
    ]
    assert not _not_simulated(result)


def test_otherwise_is_not_simulated_without_the_token(tmp_path: Path) -> None:
    result = play(tmp_path, _game([LINE]))
    whys = [why for _, why in _not_simulated(result)]
    assert len(whys) == 2 and whys[1].startswith("whether the condition before it held")


MOVED = "{J} Envoyez en Réserve un Personnage ciblé, puis épuisez-le."
NEW_OBJECT = "not simulated: whether 'it' is the object it became in another zone"


def test_the_bench_does_not_count_it_after_a_move_to_another_zone() -> None:
    ops = list((read_ability(MOVED, "fr", None, None).effect or {}).get("ops") or ())
    game = SimpleNamespace(players=[None, None])
    assert list(_counted(ops, game, None)) == ["carried out", NEW_OBJECT]


def test_the_runtime_does_not_take_the_new_object_for_it(tmp_path: Path) -> None:
    # a guard: the runtime already said so
    extra = "  - {name: Garde, controller: Bob, zone: expedition}\n"
    choice = "  - {who: Alice, decide: target, answer: Garde}\n"
    result = play(tmp_path, _game([MOVED], extra, choices=choice))
    [(op, why)] = _not_simulated(result)
    assert op == "exhaust" and why.startswith("whether 'it' is the object it became")


def test_where_it_was_is_told_after_it_moved() -> None:
    line = (
        "{J} Défaussez un Personnage ciblé, puis créez un jeton Automate [3/1/2 Rouage] dans"
        " son Expédition."
    )
    ops = list((read_ability(line, "fr", None, None).effect or {}).get("ops") or ())
    game = SimpleNamespace(players=[None, None])
    assert list(_counted(ops, game, None)) == ["carried out", "carried out"]


def test_the_bench_counts_a_per_expedition_in_a_terrain_as_told_with_regions() -> None:
    # round 37 (simalt4): "per Expedition in {V}" is counted from the game's `regions:`
    # (runtime/altered/amounts.py); before, "the count it is multiplied by"
    game = SimpleNamespace(players=[None, None])
    for line, lang in [
        ("{J} I gain 1 boost per Expedition in {V}.", "en"),
        ("{J} Piochez une carte par Expédition en {O}.", "fr"),
        ("{J} Create a [Rouage 1/1/1] Robot token in my Expedition per Expedition in {M}.", "en"),
    ]:
        ops = list((read_ability(line, lang, None, None).effect or {}).get("ops") or ())
        assert list(_counted(ops, game, None))[:1] == ["carried out when the game gives `regions:`"]
