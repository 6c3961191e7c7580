"""The ``end_effect`` op (runtime/dnd4e/endings.py): "The triggering effect ends" ends the
condition the triggering event gave, and only that one."""

from __future__ import annotations

from pathlib import Path

from tests.simkit import Run, run

# The Orc's made-up power immobilizes the Hero, who answers with ``effect``
SHRUG = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Snare
    usage: at-will
    action: standard action
    range: Melee 1
    effect: The target is immobilized (save ends).
  - name: Shrug Off
    usage: encounter
    action: immediate reaction
    trigger: {trigger}
    effect: {effect}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Shrug Off], conditions: [{conditions}]}}
  - {{name: Orc, side: b, at: [2, 1], hp: 40, powers: [Snare]}}
script:
  - turn: Orc
    do:
      - use: {{power: Snare, targets: [Hero]}}
"""


def _shrug(
    tmp_path: Path, effect: str, trigger: str = "You are immobilized", conditions: str = ""
) -> Run:
    text = SHRUG.format(effect=effect, trigger=trigger, conditions=conditions)
    done = run(tmp_path, text)
    assert done.fired() == [("Hero", "Shrug Off")]
    return done


def test_the_triggering_effect_ends(tmp_path: Path) -> None:
    done = _shrug(tmp_path, "The triggering effect ends.")
    assert done.final("Hero")["conditions"] == []
    (ended,) = [e for e in done.entries("condition") if e.get("ends")]
    assert (ended["target"], ended["condition"]) == ("Hero", "immobilized")


def test_only_the_triggering_effect_ends(tmp_path: Path) -> None:
    """Immobilized until the end of the encounter by something else first: that stays."""
    held = "{name: immobilized, duration: encounter}"
    done = _shrug(tmp_path, "The triggering effect ends.", conditions=held)
    assert done.final("Hero")["conditions"] == ["immobilized"]


def test_an_effect_it_does_not_keep_is_not_simulated(tmp_path: Path) -> None:
    """ "You end the effect" (``what: this``): no effect of the power's own is kept."""
    done = _shrug(tmp_path, "You end the effect.")
    (op,) = done.entries("op")
    assert (op["status"], op.get("why")) == ("not simulated", "the effect it ends is not simulated")
    assert done.final("Hero")["conditions"] == ["immobilized"]


def test_of_two_conditions_of_one_name_the_one_just_gained_ends(tmp_path: Path) -> None:
    """Immobilized until the end of the encounter, then by the Snare (save ends): the
    Snare's ends, so no saving throw is made at the end of the Hero's turn."""
    held = "{name: immobilized, duration: encounter}"
    text = SHRUG.format(
        effect="The triggering effect ends.", trigger="You are immobilized", conditions=held
    )
    done = run(tmp_path, text + "  - {turn: Hero, do: []}\n")
    assert done.fired() == [("Hero", "Shrug Off")]
    assert done.final("Hero")["conditions"] == ["immobilized"]
    assert done.entries("save") == [], done.entries("save")


# The Orc snares the Elf; at the Elf's failed save, the Hero's Free Ally ends the Snare's
FREE = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Snare
    usage: at-will
    action: standard action
    range: Melee 1
    effect: The target is immobilized (save ends).
  - name: Free Ally
    usage: encounter
    action: immediate reaction
    trigger: An ally fails a saving throw
    effect: The triggering effect ends.
combatants:
  - {name: Hero, side: a, at: [1, 1], hp: 40, powers: [Free Ally]}
  - {name: Elf, side: a, at: [2, 2], hp: 40}
  - {name: Orc, side: b, at: [2, 1], hp: 40, powers: [Snare]}
script:
  - turn: Orc
    do:
      - use: {power: Snare, targets: [Elf]}
  - {turn: Elf, do: [], saves: {immobilized: 4}}
"""


def test_the_effect_a_saving_throw_failed_against_ends(tmp_path: Path) -> None:
    """The Elf's save of 4 fails against the Snare's immobilized: the Hero ends it, on the
    Elf (who made the save), not on another."""
    done = run(tmp_path, FREE)
    assert done.fired() == [("Hero", "Free Ally")], done.fired()
    assert done.final("Elf")["conditions"] == []


SAVED = "You make a saving throw against the triggering condition. On a save, that effect ends."


def test_on_a_save_the_triggering_effect_ends_whatever_its_duration(tmp_path: Path) -> None:
    """R001-10: a saving throw ends its effect on 10 or more; this one is against the
    triggering effect (immobilized until the end of the Orc's next turn, which no save
    ends otherwise), and "On a save, the effect ends" is carried out with it."""
    outcomes = set()
    for seed in range(8):
        text = SHRUG.format(effect=SAVED, trigger="You are immobilized", conditions="")
        text = text.replace("(save ends)", "until the end of your next turn")
        done = run(tmp_path, text, seed=seed)
        assert done.fired() == [("Hero", "Shrug Off")]
        (save,) = done.entries("save")
        assert save["condition"] == "immobilized" and save["ends"] is (save["roll"] >= 10)
        assert ("immobilized" in done.final("Hero")["conditions"]) is not save["ends"]
        (folded,) = [e for e in done.entries("op") if e["op"] == "end_effect"]
        assert folded["status"].startswith("the effect the saving throw before it is against")
        outcomes.add(save["ends"])
    assert outcomes == {True, False}


def test_on_a_save_said_alone_is_not_simulated(tmp_path: Path) -> None:
    """Without the saving throw before it, "On a save, the effect ends" is of no effect
    the runtime keeps (the power's own)."""
    done = _shrug(tmp_path, "On a save, the effect ends.")
    (op,) = [e for e in done.entries("op") if e["op"] == "end_effect"]
    assert op["status"] == "not simulated"
    assert done.final("Hero")["conditions"] == ["immobilized"]
