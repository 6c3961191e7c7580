"""What the step before did "this way" (runtime/altered/conditions.py ``_done_this_way``):
"[Ravitaillez]. Si vous mettez un Personnage en Réserve de cette façon, vous pouvez
immédiatement le jouer pour {1} de moins" / "[Resupply]. If you put a Character in Reserve
this way, you may immediately play it for {1} less": the card resupplied (named for a later
"it": binding.py) is a Character, in the Reserve. Made-up card lines, run as games."""

from __future__ import annotations

from pathlib import Path

from counterplay.compiler.scenario import load_scenario
from counterplay.runtime.altered.engine import Result, simulate
from tests.test_altered_not_simulated import _card, _not_simulated
from tests.test_rules_002 import HEAD, before_rest, kinds

LINE = (
    "[Resupply]. If you put a Character in Reserve this way, you may immediately play it"
    " for {1} less."
)

# The Morning draws two named cards; the next one on top of Alice's deck is ``top``.
MORNING = """  - {name: Matin1, controller: Alice, zone: deck, type: spell}
  - {name: Matin2, controller: Alice, zone: deck, type: spell}
"""


def _run(tmp_path: Path, top: str, unnamed: int = 0) -> Result:
    """Alice plays the Spell Appel (cost 0), whose line is LINE; her deck names the
    Morning's two cards, then ``top``, over ``unnamed`` cards it does not name."""
    body = f"""cards:
  - {{name: Appel, controller: Alice, type: spell, cost: 0, abilities: ["{LINE}"]}}
{MORNING}{top}choices:
  - {{who: Alice, decide: expand, answer: null}}
  - {{who: Bob, decide: expand, answer: null}}
turns:
  Alice: [[{{play: Appel}}]]
"""
    alice = f"{{name: Alice, mana: 3, deck: {unnamed}}}"
    head = HEAD.replace("{name: Alice, mana: 3, deck: 300}", alice)
    path = tmp_path / "game.yaml"
    path.write_text(head + body, encoding="utf-8")
    game, found = load_scenario(path)
    assert game is not None, [f"{d.code} {d.message}" for d in found]
    return simulate(game, 0)


def _plays(result: Result) -> list[str]:
    return [e["what"] for e in kinds(result, "action") if e["action"] == "plays"]


def test_a_character_resupplied_is_played_for_one_less(tmp_path: Path) -> None:
    # before: "a condition it cannot tell", nothing played; 4 less 1 is the 3 Alice has
    muse = "  - {name: Muse, controller: Alice, zone: deck, cost: 4}\n"
    result = before_rest(_run(tmp_path, muse))
    assert _plays(result) == ["Appel", "Muse"]
    assert _card(result, "Muse")["zone"] == "expedition"
    assert not _not_simulated(result)


def test_a_spell_resupplied_is_not_played(tmp_path: Path) -> None:
    sort = "  - {name: Sortilège, controller: Alice, zone: deck, type: spell, cost: 0}\n"
    result = before_rest(_run(tmp_path, sort))
    assert _plays(result) == ["Appel"]
    assert _card(result, "Sortilège")["zone"] == "reserve"
    assert not _not_simulated(result)
    [status] = [e["status"] for e in kinds(result, "op") if e["op"] == "play"]
    assert status == "not done: the step before was not done to what it names"


def test_a_card_not_named_resupplied_is_not_simulated(tmp_path: Path) -> None:
    # the top card is one the game does not name: its type is not told
    result = _run(tmp_path, "", unnamed=10)
    assert _plays(result) == ["Appel"]
    [(op, why)] = _not_simulated(result)
    assert op == "play" and why.startswith("whether Alice's card")


def test_a_card_discarded_by_sabotage_this_way(tmp_path: Path) -> None:
    # "[Sabotez]. Si vous avez défaussé une carte de cette façon, piochez une carte": the
    # card Sabotage discarded from a Reserve; with none there, nothing to draw
    from tests.test_altered_not_simulated import _drawn, _game
    from tests.test_rules_002 import play

    line = "{J} [Sabotez]. Si vous avez défaussé une carte de cette façon, piochez une carte."
    rival = "  - {name: Rival, controller: Bob, zone: reserve}\n"
    result = play(tmp_path, _game([line], rival))
    assert _card(result, "Rival")["zone"] == "discard"
    assert _drawn(result) == {"Alice": 1} and not _not_simulated(result)
    empty = play(tmp_path, _game([line]))
    assert _drawn(empty) == {} and not _not_simulated(empty)


def test_what_was_put_this_way_is_where_it_says() -> None:
    # "un Personnage en Réserve": the card the step named, a Character, in a Reserve
    from types import SimpleNamespace
    from typing import Any

    from counterplay.runtime.altered import conditions
    from counterplay.runtime.altered.cards import Card

    test = {
        "test": "done", "who": {"role": "controller"}, "verb": "put",
        "what": {"role": "object", "type": ["character"], "place": {"zone": "reserve"}},
    }  # fmt: skip
    muse = Card(name="Muse", side="Alice", zone="reserve")
    ctx: Any = SimpleNamespace(step="move", last=[(muse, 0)], card=Card(name="H", side="Alice"))
    assert conditions._done_this_way(None, test, ctx)  # type: ignore[arg-type]
    muse.zone = "hand"
    assert not conditions._done_this_way(None, test, ctx)  # type: ignore[arg-type]
    muse.zone, muse.type = "reserve", "spell"
    assert not conditions._done_this_way(None, test, ctx)  # type: ignore[arg-type]


def test_resupply_again_resupplies_once_more(tmp_path: Path) -> None:
    # "[Ravitaillez], puis [Ravitaillez] à nouveau": the second op (``again``) is one more;
    # before: "what it does again (again: true)", one card put in the Reserve
    top = (
        "  - {name: Muse, controller: Alice, zone: deck, cost: 4}\n"
        "  - {name: Sortilège, controller: Alice, zone: deck, type: spell}\n"
    )
    body = f"""cards:
  - {{name: Appel, controller: Alice, type: spell, cost: 0,
      abilities: ["[Ravitaillez], puis [Ravitaillez] à nouveau."]}}
{MORNING}{top}choices:
  - {{who: Alice, decide: expand, answer: null}}
  - {{who: Bob, decide: expand, answer: null}}
turns:
  Alice: [[{{play: Appel}}]]
"""
    path = tmp_path / "game.yaml"
    path.write_text(HEAD.replace("deck: 300", "deck: 0") + body, encoding="utf-8")
    game, found = load_scenario(path)
    assert game is not None, [f"{d.code} {d.message}" for d in found]
    result = before_rest(simulate(game, 0))
    assert [_card(result, n)["zone"] for n in ("Muse", "Sortilège")] == ["reserve", "reserve"]
    assert not _not_simulated(result)


def test_returned_to_the_top_of_its_owners_deck_is_drawn_next(tmp_path: Path) -> None:
    # "Renvoyez un Personnage ciblé au-dessus du deck de son propriétaire": Bob's Rival goes
    # on top of Bob's deck, above the cards his deck names (before: "where it is put (to:
    # {zone: deck, ...})")
    from tests.test_altered_not_simulated import _game
    from tests.test_rules_002 import play

    lines = [
        "{J} Return target Character or Permanent to the top of its owner's deck.",
    ]
    extra = (
        "  - {name: Matin3, controller: Bob, zone: deck, type: spell}\n"
        "  - {name: Matin4, controller: Bob, zone: deck, type: spell}\n"
        "  - {name: Dessous, controller: Bob, zone: deck, type: spell}\n"
        "  - {name: Rival, controller: Bob, zone: expedition}\n"
    )
    body = _game(lines, extra).replace(
        "choices:\n", "choices:\n  - {who: Alice, decide: target, answer: Rival}\n"
    )
    result = before_rest(play(tmp_path, body))
    assert _card(result, "Rival")["zone"] == "deck"
    assert not _not_simulated(result)
    # Bob's deck, top first (the Morning drew Matin3 and Matin4): Rival, then Dessous
    deck = [c["name"] for c in result.cards if c["zone"] == "deck" and c["controller"] == "Bob"]
    assert deck == ["Rival", "Dessous"]
