"""An option of a list with a cost of its own ("• {T} : Piochez deux cartes." / "• {T}: Draw
two cards."): folded into its lead with its cost (compiler/altered/options_ir.py), offered
only when that cost can be paid, and paid as the option is done (runtime/altered/lists.py).
Before, such a list was not folded: neither its lead nor any of its options was done (not
simulated). Made-up card lines, run as games: Héraut waits in Alice's Reserve, where its
support ability ({I}) works (R002-18)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from counterplay.compiler.altered.options_ir import fold_options
from counterplay.compiler.altered.read import read_ability
from counterplay.runtime.altered.engine import Result
from tests.test_altered_conditions import _boosts
from tests.test_altered_not_simulated import _drawn, _not_simulated
from tests.test_altered_tokens import _with
from tests.test_rules_002 import before_rest, play

LEAD = "{I} À Midi — Choisissez l'un :"
PLAIN = "• Je gagne 2 boosts."
COSTED = "• {T} : Piochez deux cartes."


def _game(options: list[str], extra: str = "", turns: str = "[[pass]]") -> str:
    abilities = ", ".join(f'"{line}"' for line in [LEAD, *options])
    return f"""cards:
  - name: Héraut
    controller: Alice
    zone: reserve
    abilities: [{abilities}]
{extra}choices:
  - {{who: Alice, decide: expand, answer: null}}
  - {{who: Bob, decide: expand, answer: null}}
turns:
  Alice: {turns}
"""


def _picked(option: str) -> str:
    return f'{{who: Alice, decide: option, answer: "{option}"}}'


def _exhausted(result: Result) -> bool:
    return bool(next(c for c in result.cards if c["name"] == "Héraut")["exhausted"])


def test_the_costed_option_picked_is_paid_and_done(tmp_path: Path) -> None:
    result = play(tmp_path, _with(_game([PLAIN, COSTED]), _picked("{T} : Piochez deux cartes.")))
    assert _drawn(result) == {"Alice": 2}
    assert _boosts(result, "Héraut") == []
    assert _exhausted(result)
    assert not _not_simulated(result)


def test_the_other_option_picked_costs_nothing(tmp_path: Path) -> None:
    result = play(tmp_path, _with(_game([PLAIN, COSTED]), _picked("Je gagne 2 boosts.")))
    assert _boosts(result, "Héraut") == [2] and _drawn(result) == {}
    assert not _exhausted(result)


def test_a_cost_that_cannot_be_paid_is_not_offered(tmp_path: Path) -> None:
    # Alice has 3 ready Mana Orbs: "{4}" cannot be paid, the costed option is refused when
    # scripted and the other one is picked
    costly = "• {4} : Piochez deux cartes."
    result = play(tmp_path, _with(_game([PLAIN, costly]), _picked("{4} : Piochez deux cartes.")))
    assert _drawn(result) == {} and _boosts(result, "Héraut") == [2]


# Alice's card of cost 2, played in the Afternoon if 2 of her 3 Mana Orbs are still ready.
SUIVANT = "  - {name: Suivant, controller: Alice, cost: 2}\n"


def _suivant(result: Result) -> str:
    return str(next(c for c in before_rest(result).cards if c["name"] == "Suivant")["zone"])


def test_a_mana_cost_is_paid(tmp_path: Path) -> None:
    # "{2}" of Alice's 3 paid at Noon: one orb is left, too few for Suivant
    costly = "• {2} : Piochez deux cartes."
    game = _game([PLAIN, costly], SUIVANT, "[[{play: Suivant}]]")
    result = play(tmp_path, _with(game, _picked("{2} : Piochez deux cartes.")))
    assert _drawn(result) == {"Alice": 2} and _suivant(result) == "hand"
    assert not _not_simulated(result)
    # (a guard) the other option picked: Suivant is paid for
    result = play(tmp_path, _with(game, _picked("Je gagne 2 boosts.")))
    assert _suivant(result) == "expedition"


def test_a_cost_the_world_does_not_pay_leaves_the_list_not_simulated(tmp_path: Path) -> None:
    # "Sacrifiez un Personnage :" is no cost costs.py pays: nothing of the list is done
    result = play(tmp_path, _game([PLAIN, "• Sacrifiez un Personnage : Piochez deux cartes."]))
    assert _drawn(result) == {} and _boosts(result, "Héraut") == []
    [(op, why)] = _not_simulated(result)
    assert op == "choose" and "Sacrifiez un Personnage" in why


def _read(lines: list[str]) -> list[dict[str, Any]]:
    out = []
    for k, line in enumerate(lines):
        reading = read_ability(line, "en", None, "character")
        ability = {"name": "c", "source": f"c/{k}", "lang": "en", "text": line}
        ability.update(kind=reading.kind, effect=reading.effect, option=reading.option)
        if reading.cost is not None:
            ability["cost"] = reading.cost
        out.append(ability)
    return out


def test_the_english_list_folds_alike() -> None:
    lines = ["{I} At Noon — Choose one:", "• I gain 2 boosts.", "• {T}: Draw two cards."]
    [lead] = fold_options(_read(lines))
    [choose] = lead["effect"]["ops"]
    assert [c["text"] for c in choose["choices"]] == ["I gain 2 boosts.", "{T} : Draw two cards."]
    assert choose["choices"][1]["cost"] == [
        {"op": "exhaust", "what": {"role": "self"}, "text": "{T}"}
    ]
    assert "cost" not in choose["choices"][0]
