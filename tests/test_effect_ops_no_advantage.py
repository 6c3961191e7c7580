"""The ``prevent`` op of combat advantage (runtime/dnd4e/prohibitions.py): "You do not
grant combat advantage until the end of your next turn" keeps every attacker (or the
triggering enemy only, or the creature's enemies) from the +2 of combat advantage against
its creature, whatever else would give it (prone, flanking), for its duration."""

from __future__ import annotations

from pathlib import Path

import pytest

from counterplay.runtime.dnd4e import ops
from tests.simkit import Run, run

# The prone Hero uses a made-up power on itself, then the Orc attacks it
BRACE = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - {{name: Brace, usage: at-will, action: minor action, range: Melee 1, effect: "{brace}"}}
combatants:
  - {{name: Hero, side: a, at: [1, 1], hp: 40, powers: [Brace], conditions: [prone]}}
  - {{name: Orc, side: b, at: [2, 1], hp: 40, attack_bonus: 5}}
script:
  - turn: Hero
    do: {hero}
  - turn: Orc
    do:
      - attack: {{power: Melee Basic Attack, targets: [Hero], rolls: [10], damage: 1}}
"""


def _braced(tmp_path: Path, brace: str, hero: str = "[{use: {power: Brace}}]") -> Run:
    done = run(tmp_path, BRACE.format(brace=brace, hero=hero))
    assert done.codes() == [], done.codes()
    return done


def _orc_roll(done: Run) -> tuple[int, bool]:
    (roll,) = [e for e in done.entries("roll") if e["attacker"] == "Orc"]
    return roll["total"], roll["advantage"]


def test_a_prone_creature_grants_combat_advantage(tmp_path: Path) -> None:
    done = _braced(tmp_path, "You shift 1 square.", hero="[]")
    assert _orc_roll(done) == (17, True)


@pytest.mark.parametrize(
    "brace",
    [
        "You do not grant combat advantage until the end of your next turn.",
        "You don't grant combat advantage to enemies until the end of your next turn.",
    ],
)
def test_a_creature_that_does_not_grant_combat_advantage_grants_none(
    tmp_path: Path, brace: str
) -> None:
    """Prone, but the Orc's roll is 10 + 5, with no +2."""
    done = _braced(tmp_path, brace)
    assert _orc_roll(done) == (15, False)
    given = [e["condition"] for e in done.entries("condition") if e["target"] == "Hero"]
    assert given and given[0].startswith("unable to grant combat advantage"), given


def test_it_ends_with_its_duration(tmp_path: Path) -> None:
    """ "until the start of your next turn": by the Orc's second attack it has ended."""
    text = BRACE.format(
        brace="You do not grant combat advantage until the start of your next turn.",
        hero="[{use: {power: Brace}}]",
    )
    text += (
        "  - {turn: Hero, do: []}\n  - turn: Orc\n    do:\n"
        "      - attack: {power: Melee Basic Attack, targets: [Hero], rolls: [10], damage: 1}\n"
    )
    done = run(tmp_path, text)
    rolls = [(e["total"], e["advantage"]) for e in done.entries("roll") if e["attacker"] == "Orc"]
    assert rolls == [(15, False), (17, True)]


# The Orc attacks the prone Hero, who answers at the roll; the Goblin then attacks it too
ANSWER = """counterplay: 1
ruleset: dnd4e
size: [10, 10]
powers:
  - name: Brace
    usage: at-will
    action: immediate interrupt
    trigger: An enemy makes an attack roll against you
    effect: You do not grant combat advantage to the triggering enemy until the end of your
      next turn.
combatants:
  - {name: Hero, side: a, at: [1, 1], hp: 40, powers: [Brace], conditions: [prone]}
  - {name: Orc, side: b, at: [2, 1], hp: 40, attack_bonus: 5}
  - {name: Goblin, side: b, at: [1, 2], hp: 40, attack_bonus: 5}
script:
  - turn: Orc
    do:
      - attack: {power: Melee Basic Attack, targets: [Hero], rolls: [10], damage: 1}
  - turn: Goblin
    do:
      - attack: {power: Melee Basic Attack, targets: [Hero], rolls: [10], damage: 1}
"""


def test_to_the_triggering_enemy_only(tmp_path: Path) -> None:
    """The Orc's attack (the triggering one) has no combat advantage; the Goblin's has."""
    done = run(tmp_path, ANSWER)
    assert done.codes() == [], done.codes()
    assert done.fired() == [("Hero", "Brace")]
    rolls = [(e["attacker"], e["advantage"]) for e in done.entries("roll")]
    assert rolls == [("Orc", False), ("Goblin", True)]


@pytest.mark.parametrize(
    ("against", "duration", "why"),
    [
        ("creatures", "end_of_next_turn", "the creatures it is against"),
        ("all", None, "how long it lasts"),
    ],
)
def test_what_the_runtime_cannot_keep_is_not_simulated(
    against: str, duration: str | None, why: str
) -> None:
    op = {
        "op": "prevent",
        "what": "grant_combat_advantage",
        "against": against,
        "target": "self",
        "duration": duration,
    }
    said = ops.unmodelled(op)
    assert said is not None and said.startswith(why), said


# "for this attack": the Hero answers the Orc's roll; the Orc attacks it again
FOR_IT = ANSWER.replace(
    "effect: You do not grant combat advantage to the triggering enemy until the end of your\n"
    "      next turn.",
    "effect: You do not grant combat advantage to the triggering enemy for this attack.",
).replace(
    "  - turn: Goblin\n",
    "      - action_point\n"
    "      - attack: {power: Melee Basic Attack, targets: [Hero], rolls: [10], damage: 1}\n"
    "  - turn: Goblin\n",
)


def test_for_the_attack_it_ends_with_that_attack(tmp_path: Path) -> None:
    """The Orc's first attack (the triggering one) has no combat advantage; once it is
    over the condition ends, and the Orc's next attack has it (the Hero answers only once
    a round: an immediate interrupt), as the Goblin's has."""
    done = run(tmp_path, FOR_IT)
    assert done.codes() == [], done.codes()
    assert done.fired() == [("Hero", "Brace")]
    rolls = [(e["attacker"], e["advantage"]) for e in done.entries("roll")]
    assert rolls == [("Orc", False), ("Orc", True), ("Goblin", True)]
    ended = [e["condition"] for e in done.entries("condition") if e.get("ends")]
    assert ended == ["unable to grant combat advantage"]


# The Elf attacks the Orc; the Hero answers at the roll, exposing the Orc for that attack
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
  - {{name: Orc, side: b, at: [3, 1], hp: 40}}
script:
  - turn: Elf
    do:
      - attack: {{power: Melee Basic Attack, targets: [Orc], rolls: [10], damage: 1}}
      - action_point
      - attack: {{power: Melee Basic Attack, targets: [Orc], rolls: [10], damage: 1}}
"""


def test_combat_advantage_for_the_triggering_attack_ends_with_it(tmp_path: Path) -> None:
    effect = "The target grants combat advantage for the triggering attack."
    done = run(tmp_path, EXPOSE.format(effect=effect))
    assert done.codes() == [], done.codes()
    assert done.fired() == [("Hero", "Expose")]
    assert [e["advantage"] for e in done.entries("roll")] == [True, False]


def test_for_the_attack_with_none_in_progress_is_not_simulated(tmp_path: Path) -> None:
    """Used on the Hero's own turn, no attack is in progress: nothing is given."""
    done = _braced(tmp_path, "You do not grant combat advantage for this attack.")
    (op,) = [e for e in done.entries("op") if e.get("status") == "not simulated"]
    assert op["why"].startswith("how long it lasts (for the triggering attack")
    assert _orc_roll(done) == (17, True)
