"""The ``concealment`` op (runtime/dnd4e/concealment.py): "You gain concealment until the
end of your next turn" gives its creature partial (or total) concealment for that long, and
each melee or ranged attack roll against it takes -2 (total: -5; 4E's Rules Compendium,
the seeds are silent); area and close attacks are not affected, a creature that cannot
benefit from concealment takes no -2, and concealment against some creatures only is not
simulated."""

from __future__ import annotations

from pathlib import Path

import pytest

from counterplay.runtime.dnd4e import ops
from tests.simkit import Run, run

# The Hero uses a made-up power (no attack roll), then the Orc attacks it
HIDE = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - {{name: Veil, usage: at-will, action: minor action, range: Melee 1, effect: "{veil}"}}
  - {{name: Strip, usage: at-will, action: minor action, range: Melee 1, effect: "{strip}"}}
  - name: Sweep
    usage: at-will
    action: standard action
    range: Close burst 1
    attack: Strength vs. AC
    hit: 1 damage.
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Veil, Strip]}}
  - {{name: Orc, side: b, at: [2, 1], hp: 40, attack_bonus: 5, powers: [Sweep]}}
script:
  - turn: Hero
    do: {hero}
  - turn: Orc
    do:
      - attack: {{power: {attack}, targets: [Hero], rolls: [10], damage: 1}}
"""


def _hide(
    tmp_path: Path,
    veil: str,
    attack: str = "Melee Basic Attack",
    hero: str = "[{use: {power: Veil, targets: [Orc]}}]",
    strip: str = "You shift 1 square.",
) -> Run:
    text = HIDE.format(veil=veil, strip=strip, attack=attack, hero=hero)
    done = run(tmp_path, text)
    assert done.codes() == [], done.codes()
    return done


def _orc_total(done: Run) -> int:
    (roll,) = [e for e in done.entries("roll") if e["attacker"] == "Orc"]
    return int(roll["total"])


@pytest.mark.parametrize(
    ("veil", "total", "kept_as"),
    [
        ("You have concealment until the end of your next turn.", 13, "partial concealment"),
        (
            "You gain partial concealment until the end of your next turn.",
            13,
            "partial concealment",
        ),
        ("You gain total concealment until the end of your next turn.", 10, "total concealment"),
    ],
)
def test_a_melee_attack_against_a_concealed_creature_takes_the_penalty(
    tmp_path: Path, veil: str, total: int, kept_as: str
) -> None:
    """The Orc's roll of 10 + 5 against the Hero, less 2 (partial) or 5 (total), said."""
    done = _hide(tmp_path, veil)
    assert _orc_total(done) == total
    said = f"Hero's {kept_as}: -{15 - total} to the melee attack roll"
    assert any(e["text"] == said for e in done.entries("note")), done.entries("note")
    given = [e["condition"] for e in done.entries("condition") if e["target"] == "Hero"]
    assert given == [kept_as]


def test_without_concealment_the_roll_is_whole(tmp_path: Path) -> None:
    done = _hide(tmp_path, "You shift 1 square.", hero="[]")
    assert _orc_total(done) == 15


def test_a_close_attack_is_not_affected(tmp_path: Path) -> None:
    """Area and close attacks are not affected by concealment (Rules Compendium)."""
    done = _hide(tmp_path, "You have concealment until the end of your next turn.", "Sweep")
    assert _orc_total(done) == 15


def test_concealment_ends_with_its_duration(tmp_path: Path) -> None:
    """ "until the start of your next turn": gone by the Hero's next turn, the Orc's next
    attack takes no penalty."""
    text = HIDE.format(
        veil="You have concealment until the start of your next turn.",
        strip="You shift 1 square.",
        attack="Melee Basic Attack",
        hero="[{use: {power: Veil, targets: [Orc]}}]",
    )
    text += (
        "  - {turn: Hero, do: []}\n  - turn: Orc\n    do:\n"
        "      - attack: {power: Melee Basic Attack, targets: [Hero], rolls: [10], damage: 1}\n"
    )
    done = run(tmp_path, text)
    totals = [e["total"] for e in done.entries("roll") if e["attacker"] == "Orc"]
    assert totals == [13, 15]


def test_concealment_given_to_the_target_protects_it(tmp_path: Path) -> None:
    """ "The target gains partial concealment": the ally the Hero's power targets."""
    text = (
        HIDE.format(
            veil="The target gains partial concealment until the end of its next turn.",
            strip="You shift 1 square.",
            attack="Melee Basic Attack",
            hero="[{use: {power: Veil, targets: [Elf]}}]",
        )
        .replace("combatants:\n", "combatants:\n  - {name: Elf, side: a, at: [2, 2], hp: 40}\n")
        .replace("targets: [Hero], rolls", "targets: [Elf], rolls")
    )
    done = run(tmp_path, text)
    assert done.codes() == [], done.codes()
    (roll,) = [e for e in done.entries("roll") if e["attacker"] == "Orc"]
    assert roll["total"] == 13


def test_a_creature_that_cannot_benefit_from_concealment_takes_no_penalty(
    tmp_path: Path,
) -> None:
    """The Orc strips the Hero's concealment: "The target cannot benefit from concealment
    until the end of your next turn" (``prevent``, ``benefit`` from concealment)."""
    text = HIDE.format(
        veil="You have concealment until the end of your next turn.",
        strip="The target cannot benefit from concealment until the end of your next turn.",
        attack="Melee Basic Attack",
        hero="[{use: {power: Veil, targets: [Orc]}}]",
    ).replace("powers: [Sweep]}", "powers: [Sweep, Strip]}")
    text = text.replace(
        "  - turn: Orc\n    do:\n",
        "  - turn: Orc\n    do:\n      - use: {power: Strip, targets: [Hero]}\n",
    )
    done = run(tmp_path, text)
    assert done.codes() == [], done.codes()
    assert _orc_total(done) == 15
    unable = [e["condition"] for e in done.entries("condition") if e["target"] == "Hero"]
    assert "unable to benefit from concealment" in unable


def test_concealment_a_scenario_gives_counts_in_the_attack_roll(tmp_path: Path) -> None:
    """A combatant the scenario gives total concealment (``conditions:``): -5 to the
    Orc's melee attack roll against it."""
    text = HIDE.format(
        veil="You shift 1 square.",
        strip="You shift 1 square.",
        attack="Melee Basic Attack",
        hero="[]",
    ).replace("hp: 40, powers: [Veil, Strip]}", "hp: 40, conditions: [total concealment]}")
    done = run(tmp_path, text)
    assert done.codes() == [], done.codes()
    assert _orc_total(done) == 10


@pytest.mark.parametrize(
    ("op", "why"),
    [
        (
            {"op": "concealment", "total": False, "target": "self", "duration": None},
            "how long it lasts",
        ),
        (
            {
                "op": "concealment",
                "total": False,
                "target": "self",
                "duration": "end_of_next_turn",
                "against": "enemies",
                "against_filters": {"adjacent_to": "self"},
            },
            "the creatures it is against",
        ),
    ],
)
def test_concealment_the_runtime_cannot_place_is_not_simulated(
    op: dict[str, object], why: str
) -> None:
    said = ops.unmodelled(op)
    assert said is not None and said.startswith(why), said


def test_concealment_with_a_counted_duration_is_carried_out() -> None:
    op = {"op": "concealment", "total": True, "target": "target", "duration": "save_ends"}
    assert ops.unmodelled(op) is None


# The Elf attacks the Orc (total concealment) twice; the Hero answers its first roll
EXPOSE = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Expose
    usage: at-will
    action: immediate interrupt
    trigger: An ally makes an attack roll
    effect: "{effect}"
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Expose]}}
  - {{name: Elf, side: a, at: [3, 2], hp: 40, attack_bonus: 5}}
  - {{name: Orc, side: b, at: [3, 1], hp: 40, conditions: [total concealment]}}
script:
  - turn: Elf
    do:
      - attack: {{power: Melee Basic Attack, targets: [Orc], rolls: [10], damage: 1}}
      - action_point
      - attack: {{power: Melee Basic Attack, targets: [Orc], rolls: [10], damage: 1}}
"""


@pytest.mark.parametrize(
    ("effect", "totals"),
    [
        ("The target loses concealment for the triggering attack.", [15, 10]),
        ("The target loses concealment until the end of your next turn.", [15, 15]),
    ],
)
def test_a_creature_that_loses_concealment_benefits_from_none(
    tmp_path: Path, effect: str, totals: list[int]
) -> None:
    done = run(tmp_path, EXPOSE.format(effect=effect))
    assert done.codes() == [], done.codes()
    assert done.fired() == [("Hero", "Expose")]
    assert [e["total"] for e in done.entries("roll")] == totals


def test_losing_what_the_runtime_does_not_model_is_not_simulated() -> None:
    op = {"op": "lose", "what": "cover", "target": "target", "duration": "end_of_next_turn"}
    said = ops.unmodelled(op)
    assert said is not None and said.startswith("what it loses (cover)"), said
