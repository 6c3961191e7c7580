"""`counterplay lint`: the trigger graph's loops of reactions and each ruleset's verdict on
them. Who "the target" is by a power's Target line, loops within and across files, what
does not loop, and the turn a loop needs every reaction of it to fire on.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import Result

from tests.lintkit import KEYWORDS, RULES, RULESETS, _document, _lint

# An at-will free action on its owner's turn, and two immediate reactions: whether the three
# loop rests on who "the target" of the second is, as its Target line says.
TARGETED = """\
  - name: Onward
    usage: at-will
    action: free action
    trigger: You reduce an enemy to 0 hit points during your turn
    effect: You shift 1 square.
  - name: Carried Along
    usage: at-will
    action: immediate reaction
    trigger: An ally within 5 squares of you shifts
    target: {target}
    effect: The target shifts 1 square.
  - name: Turnabout
    usage: at-will
    action: immediate reaction
    trigger: An enemy moves into a square adjacent to you
    target: The triggering enemy
    effect: An ally within 5 squares of you can make a melee basic attack against the target.
"""


@pytest.mark.parametrize(
    ("target", "loops"),
    [
        # Onward's shifting owner is Carried Along's triggering ally; the target is another
        # ally of that owner, who moves next to an owner of Turnabout: an enemy of theirs,
        # whose ally attacks the target; for Onward that ally reduces one of its enemies,
        # but the target is its ally
        ("One ally other than the triggering ally", False),
        ("One creature", True),  # anyone: it may be an enemy of Onward's owner
        ("You or one ally", False),
    ],
)
def test_a_target_line_says_who_the_target_is(
    run: Callable[..., Result], tmp_path: Path, target: str, loops: bool
) -> None:
    path = tmp_path / "powers.yaml"
    path.write_text(f"counterplay: 1\nruleset: dnd4e\npowers:\n{TARGETED.format(target=target)}")
    found = [d["message"] for d in _lint(run, path, extra=("--extend-select", "L007"))]
    onward = [m for m in found if m.startswith("'Onward' → ")]
    assert bool(onward) is loops, found


def test_a_target_line_is_read_by_its_first_words_of_the_table() -> None:
    from counterplay.compiler.lint.table import lint_table

    table = lint_table("dnd4e")
    assert table is not None
    lines = {
        "Each ally in the burst": "ally",
        "You and each ally in the burst": "self_or_ally",
        "One creature other than you": "anyone",
        "One, two, or three enemies": "enemy",
        "The triggering creature": "triggering",
        "Personal": "self",
        "One object or an unoccupied square": None,
        "": None,
        None: None,
    }
    assert {line: table.target_of(line) for line in lines} == lines


def test_a_loop_gets_each_rulesets_verdict(run: Callable[..., Result], tmp_path: Path) -> None:
    power = RULES["L007"][0]
    verdicts = {}
    for ruleset in RULESETS:
        path = tmp_path / f"{ruleset}.yaml"
        path.write_text(_document(ruleset, power), encoding="utf-8")
        (loop,) = [d for d in _lint(run, path, extra=("-v",)) if d["code"] == "L007"]
        verdicts[ruleset] = (loop["severity"], loop["message"])
    # 4E core: free actions are unlimited, so the chain runs until the depth stops it
    assert verdicts["dnd4e"][0] == "warning" and "8 reactions deep (R017)" in verdicts["dnd4e"][1]
    assert verdicts["dnd4e-immediate-move"][0] == "warning"
    # the Reaction system: a Reaction never triggers further Reactions
    assert verdicts["dnd4e-reactions"][0] == "info"
    assert "(R000-06)" in verdicts["dnd4e-reactions"][1]
    # an immediate reaction is once per round under 4E: the chain stops
    limited = tmp_path / "limited.yaml"
    limited.write_text(
        _document("dnd4e", power.replace("free action", "immediate reaction")), encoding="utf-8"
    )
    (loop,) = [d for d in _lint(run, limited, extra=("-v",)) if d["code"] == "L007"]
    assert loop["severity"] == "info" and "each of them is limited" in loop["message"]


def test_loops_across_files_and_what_does_not_loop(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    hits = (
        "name: Riposte\n  usage: at-will\n  action: free action\n  trigger: An enemy hits you\n"
        "  effect: You make a melee basic attack against the triggering enemy."
    )
    (tmp_path / "a.yaml").write_text(_document("dnd4e", hits), encoding="utf-8")
    found = [d for d in _lint(run, tmp_path / "a.yaml") if d["code"] == "L007"]
    assert found and "can trigger itself" in found[0]["message"]
    # a melee attack does not trigger "you are hit by a ranged attack" (nor does it provoke
    # the opportunity attack on ranged attacks); a shift never provokes one
    ranged = hits.replace("An enemy hits you", "An enemy hits you with a ranged attack")
    shift = hits.replace(
        "You make a melee basic attack against the triggering enemy", "You shift 1 square"
    )
    # nor does a power that is no reaction under the ruleset (R009: it never fires)
    standard = hits.replace("free action", "standard action")
    for power in (ranged, shift, standard):
        (tmp_path / "b.yaml").write_text(_document("dnd4e", power), encoding="utf-8")
        assert "L007" not in [d["code"] for d in _lint(run, tmp_path / "b.yaml", extra=("-v",))]
    # two files, one loop: each power answers the other's
    one = hits.replace("An enemy hits you", "An enemy misses you")
    two = (
        "name: Sidestep\n  usage: at-will\n  action: free action\n  trigger: An enemy hits you\n"
        "  effect: You make a melee basic attack against the triggering enemy. The attack misses."
    )
    (tmp_path / "b.yaml").write_text(_document("dnd4e", one), encoding="utf-8")
    names = {"Riposte", "Sidestep"}
    (tmp_path / "a.yaml").write_text(_document("dnd4e", two), encoding="utf-8")
    loops = [d for d in _lint(run, tmp_path) if d["code"] == "L007"]
    assert any(all(n in d["message"] for n in names) for d in loops), loops


@pytest.mark.parametrize(
    ("ruleset", "action", "keywords"),
    [("dnd4e", "free action", ""), ("dnd4e-reactions", "free action", "[personal, reaction]")],
)
def test_a_reaction_that_may_fire_on_its_owners_turn_may_wait_for_it(
    run: Callable[..., Result], tmp_path: Path, ruleset: str, action: str, keywords: str
) -> None:
    power = RULES["L012"][0].replace("immediate reaction", action)
    power = (
        power.replace("[reaction]", keywords)
        if keywords
        else power.replace("  reaction: [reaction]\n", "")
    )
    path = tmp_path / "powers.yaml"
    path.write_text(_document(ruleset, power), encoding="utf-8")
    found = _lint(run, path, extra=("-v",))
    assert "L012" not in [d["code"] for d in found], found


@pytest.mark.parametrize(
    ("ruleset", "action", "trigger", "loops"),
    [
        # a free action waiting for its owner's own turn: the enemy's copy would fire on the
        # same turn, which is not the enemy's own; without "during your turn" it loops
        ("dnd4e", "free action", "An enemy hits you during your turn", False),
        ("dnd4e", "free action", "An enemy hits you", True),
        # an immediate action fires on others' turns (R001-06): the enemy's copy can fire
        # in a third creature's turn, so the loop is there (and limited)
        ("dnd4e", "immediate reaction", "An enemy hits you", True),
        # an immediate action waiting for its owner's own turn never fires: no loop either
        ("dnd4e", "immediate reaction", "An enemy hits you during your turn", False),
        # a Personal reaction fires only on its owner's turn (R000-17): two owners' own
        # turns are never one turn
        ("dnd4e-reactions", "free action", "An enemy hits you", False),
    ],
)
def test_a_loop_needs_a_turn_that_every_reaction_of_it_fires_on(
    run: Callable[..., Result], tmp_path: Path, ruleset: str, action: str, trigger: str, loops: bool
) -> None:
    keywords = "  reaction: [personal, reaction]\n" if ruleset in KEYWORDS else ""
    power = (
        f"name: Tit for Tat\n  usage: at-will\n  action: {action}\n{keywords}"
        f"  trigger: {trigger}\n"
        "  effect: You make a melee basic attack against the triggering enemy."
    )
    path = tmp_path / "powers.yaml"
    path.write_text(_document(ruleset, power), encoding="utf-8")
    codes = [d["code"] for d in _lint(run, path, extra=("-v",))]
    assert ("L007" in codes) is loops, codes


def test_a_loop_is_one_that_a_chain_can_run_round_in_one_turn() -> None:
    """Three reactions, each step possible on its own, but not the whole chain: the first
    waits for its owner's turn; its effect triggers an ally's reaction, whose effect triggers
    a reaction of that same ally that also waits for its owner's turn. A chain never leaves
    the turn it starts in, which is the first owner's, so the third never fires in it."""
    from counterplay.compiler.lint.graph import _components, _loops, _one_turn

    successors: dict[int, dict[int, set[str]]] = {
        0: {1: {"move"}},
        1: {2: {"move"}},
        2: {0: {"hit"}},
    }
    ways = {
        0: {1: {("ally", None)}},  # to an ally's reaction that may fire on any turn
        1: {2: {("self", "own")}},  # to the same creature's, waiting for its own turn
        2: {0: {("ally", "own")}},  # back to the first, held by an ally of the third's owner
    }
    assert _components(3, successors) == [[0, 1, 2]]  # reaction by reaction, a loop
    assert _loops(3, _one_turn(3, successors, ways, {0, 1, 2})) == []
    # the third on any turn: the chain can run round
    ways[1] = {2: {("self", None)}}
    assert _loops(3, _one_turn(3, successors, ways, {0, 1, 2})) == [[0, 1, 2]]
    # an ally of an ally may be the turn's owner or a third ally: the chain runs round only
    # through the third ally (held by an ally of the second's owner, not the first's owner)
    ways[1] = {2: {("ally", None)}}
    assert _loops(3, _one_turn(3, successors, ways, {0, 1, 2})) == [[0, 1, 2]]


# A reaction whose own Attack line answers a hit: the engine attacks the triggering creature
# with it when it fires, so its hit can fire it again (another owner's, or the same power of
# the creature it hit).
OWN_ATTACK = (
    "name: Backhand\n  usage: at-will\n  action: free action\n  range: {range}\n"
    "  trigger: An enemy hits you with a melee attack\n  target: The triggering enemy\n"
    "  attack: Dexterity vs. Reflex\n  hit: 1d6 damage."
)


@pytest.mark.parametrize(
    ("range_line", "loops"),
    [
        ("Melee weapon", True),
        ("Melee touch", True),
        ("Personal", True),  # an attack of no printed kind is a melee one (attacks.py)
        # a ranged or close attack does not answer "a melee attack" itself (a ranged one
        # provokes the opportunity attack, which does: a loop through it, not of Backhand alone)
        ("Ranged 10", False),
        ("Close burst 1", False),
    ],
)
def test_a_reactions_own_attack_line_can_trigger_reactions(
    run: Callable[..., Result], tmp_path: Path, range_line: str, loops: bool
) -> None:
    path = tmp_path / "powers.yaml"
    path.write_text(_document("dnd4e", OWN_ATTACK.format(range=range_line)), encoding="utf-8")
    found = [d for d in _lint(run, path, extra=("-v",)) if d["code"] == "L007"]
    itself = [d for d in found if "'Backhand' → 'Backhand' can trigger itself" in d["message"]]
    assert bool(itself) is loops, found
    if loops:  # an at-will free action: nothing limits it
        assert itself[0]["severity"] == "warning" and "(R017)" in itself[0]["message"]


def test_a_power_with_no_attack_line_makes_no_attack(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    # the same power without its Attack line only deals damage: no attack, no loop
    power = OWN_ATTACK.format(range="Melee weapon").replace("  attack: Dexterity vs. Reflex\n", "")
    path = tmp_path / "powers.yaml"
    path.write_text(_document("dnd4e", power), encoding="utf-8")
    assert "L007" not in [d["code"] for d in _lint(run, path, extra=("-v",))]


def test_a_number_out_of_range_leaves_the_power_in_the_graph(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    """`level: 50` (L009, lint's own error) hid the file's loop from lint, while `graph`
    drew it in red: a value out of range changes nothing the graph reads."""
    power = OWN_ATTACK.format(range="Melee weapon").replace("  range:", "  level: 50\n  range:")
    path = tmp_path / "powers.yaml"
    path.write_text(_document("dnd4e", power), encoding="utf-8")
    found = sorted(d["code"] for d in _lint(run, path))
    assert found == ["L007", "L009"], found
    # a schema error still leaves the file out: what it compiles to is not what was meant
    path.write_text(_document("dnd4e", power.replace("at-will", "at-wil")), encoding="utf-8")
    assert "L007" not in [d["code"] for d in _lint(run, path)]
