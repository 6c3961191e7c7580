"""Mutation check of the rules tests: break the engine (or a ruleset) on purpose, one rule at
a time, and see that the tests docs/rules-coverage.md cites for that rule fail.

Not a test module (CI does not run it): ``.venv/bin/python -m tests.mutations [-k WORD]``.
The project is copied to a temporary directory; each mutation replaces one exact piece of
one file there, runs the cited tests on the copy, and restores the file. A mutation is
*killed* when the tests fail. ``equivalent`` marks a mutation that cannot change what the
engine does (another rule refuses the same cases); it is expected to survive.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
R0 = "tests/test_rules_000.py::"
R1 = "tests/test_rules_001.py::"
R2 = "tests/test_rules_002.py::"
R3 = "tests/test_rules_003.py::"
ALTERED = "counterplay/runtime/altered/"
RULESETS = "counterplay/rulesets/dnd4e/"
WORLD = "counterplay/runtime/dnd4e/"
NEVER = "{all: [{fact: owner.down}, {not: {fact: owner.down}}]}"


@dataclass(frozen=True)
class Mutation:
    rule: str
    what: str
    file: str
    old: str
    new: str
    tests: tuple[str, ...]
    equivalent: bool = False


MUTATIONS = [
    Mutation(
        "R000-14",
        "Free / Repeatable without Spontaneous no longer read as Spontaneous",
        RULESETS + "dnd4e-reactions.ruleset.yaml",
        "applies: {all_of: [reaction], any_of: [free, repeatable], none_of: [spontaneous]}",
        "applies: {all_of: [never]}",
        (
            R0 + "test_R000_14_free_or_repeatable_without_spontaneous_is_read_as_spontaneous",
            R0 + "test_R000_14_the_contradiction_is_reported_by_compile",
        ),
    ),
    Mutation(
        "R000-16",
        "Repeatable no longer ignores the once-per-round limit of its power",
        RULESETS + "dnd4e-reactions.ruleset.yaml",
        "  power-once-per-round:\n    applies: {none_of: [repeatable]}",
        "  power-once-per-round:\n    applies: {}",
        (R0 + "test_R000_11_16_each_power_once_per_round_unless_repeatable",),
    ),
    Mutation(
        "R000-16",
        "Repeatable also exempt from once per character turn",
        RULESETS + "dnd4e-reactions.ruleset.yaml",
        "  one-per-character-turn:\n    applies: {none_of: [free]}",
        "  one-per-character-turn:\n    applies: {none_of: [free, repeatable]}",
        (R0 + "test_R000_11_16_each_power_once_per_round_unless_repeatable",),
    ),
    Mutation(
        "R000-18",
        "Personal reactions answer any event on their owner's turn",
        RULESETS + "dnd4e-reactions.ruleset.yaml",
        "refuse_if: {not: {fact: event.owners_action}}",
        "refuse_if: " + NEVER,
        (R0 + "test_R000_18_not_on_events_others_cause_during_its_owners_turn",),
    ),
    Mutation(
        "R000-18",
        "Personal reactions only on events their owner is the actor of (the old reading)",
        RULESETS + "dnd4e-reactions.ruleset.yaml",
        "refuse_if: {not: {fact: event.owners_action}}",
        "refuse_if: {not: {fact: event.by_owner}}",
        (R0 + "test_R000_18_personal_fires_on_the_owners_own_killing_blow",),
    ),
    Mutation(
        "R000-20",
        "movement has break points at its first square only",
        WORLD + "movement.py",
        "    for done, square in enumerate(path, start=1):\n        here = me.position\n",
        "    for done, square in enumerate(path, start=1):\n        here = me.position\n"
        "        if done > 1:\n            step(engine, me, square, frame, forced=False)\n"
        "            continue\n",
        (
            R0 + "test_R000_20_an_interrupt_on_the_second_square_stops_the_move_there",
            R0 + "test_R000_19_20_interrupts_resolve_mid_action_square_by_square",
        ),
    ),
    Mutation(
        "R000-20",
        "interrupts wait for the end of the action",
        "counterplay/runtime/reactor.py",
        '        elif bound.mode == "interrupt":',
        "        elif False:",
        (R0 + "test_R000_19_20_interrupts_resolve_mid_action_square_by_square",),
    ),
    Mutation(
        "R000-26",
        "the random fallback still follows the guidelines",
        WORLD + "decisions.py",
        '    if policy == "random":',
        "    if False:",
        (R0 + "test_R000_26_the_random_fallback",),
    ),
    Mutation(
        "R000-26",
        "the random fallback always takes the first square",
        WORLD + "decisions.py",
        'return pick(rng, squares), "at random (R000-26)"',
        'return squares[0], "at random (R000-26)"',
        (R0 + "test_R000_26_the_random_fallback",),
    ),
    Mutation(
        "R000-30",
        "movement may take paths that would provoke",
        WORLD + "movement.py",
        "            return not any(adjacent(a, e) for e in enemies)",
        "            return True",
        (R0 + "test_R000_30_movement_never_takes_a_path_that_would_provoke",),
    ),
    Mutation(
        "R000-30",
        "movement may end in dangerous terrain",
        WORLD + "decisions.py",
        "squares = [s for s in squares if s not in board.grid.dangerous] or [board.start]",
        "squares = squares",
        (R0 + "test_R000_30_32_movement_avoids_provoking_and_goes_far",),
    ),
    Mutation(
        "R000-32",
        "movement goes to the nearest squares, not the farthest",
        WORLD + "decisions.py",
        "    farthest = max(board.reach.get(s, 0) for s in moved)",
        "    farthest = min(board.reach.get(s, 0) for s in moved)",
        (R0 + "test_R000_30_32_movement_avoids_provoking_and_goes_far",),
    ),
    Mutation(
        "R000-34",
        "a random target only among adjacent enemies (the old reach)",
        WORLD + "attacks.py",
        "distance(c.position, user.position) <= ctx.power.reach",
        "distance(c.position, user.position) <= 1",
        (R0 + "test_R000_34_a_random_target_anywhere_within_the_powers_range",),
    ),
    Mutation(
        "R000-36",
        "equal choices always take the first",
        WORLD + "decisions.py",
        "    return pick(rng, sorted(s for s in options if distance(s, quarry) == best))",
        "    return sorted(s for s in options if distance(s, quarry) == best)[0]",
        (
            R0 + "test_R000_36_any_other_choice_at_random_in_a_run",
            R0 + "test_R000_36_any_other_choice_at_random",
        ),
    ),
    Mutation(
        "R000-23",
        "a queued reaction never gives way to one before it in priority",
        "counterplay/runtime/reactor.py",
        '        if bound.mode != "after":\n            return []',
        "        if True:\n            return []",
        (R0 + "test_R000_23_priority_holds_across_the_targets_of_one_attack",),
    ),
    Mutation(
        "R000-43",
        "the core ignores the checks of prepared restrictions",
        "counterplay/runtime/reactor.py",
        "if value and restriction is not None and restriction.check is not None:",
        "if False:",
        (
            "tests/test_rulesets.py::test_a_restriction_a_dm_adds_in_yaml_works",
            R0 + "test_R000_37_38_trigger_restrictions",
        ),
    ),
    Mutation(
        "R000-43",
        "only the built-in restrictions are honoured",
        "counterplay/runtime/reactor.py",
        "restriction = rules.restrictions.get(name)",
        "restriction = rules.restrictions.get(name)"
        " if name in ('only_non_minions', 'only_while_bloodied') else None",
        ("tests/test_rulesets.py::test_a_restriction_a_dm_adds_in_yaml_works",),
    ),
    Mutation(
        "R001-04",
        "one opportunity action per round instead of per combatant's turn",
        RULESETS + "dnd4e.ruleset.yaml",
        "    applies: {any_of: [opportunity]}\n    scope: turn",
        "    applies: {any_of: [opportunity]}\n    scope: round",
        (R1 + "test_R001_04_one_opportunity_action_per_other_combatants_turn",),
    ),
    Mutation(
        "R001-04",
        "two opportunity actions per turn",
        RULESETS + "dnd4e.ruleset.yaml",
        "    max: 1\n    rule: R001-04",
        "    max: 2\n    rule: R001-04",
        (R1 + "test_R001_04_one_opportunity_action_per_other_combatants_turn",),
    ),
    Mutation(
        "R001-04",
        "opportunity actions wait for the end of the action",
        RULESETS + "dnd4e.ruleset.yaml",
        "{applies: {any_of: [interrupt, opportunity]}, mode: interrupt",
        "{applies: {any_of: [interrupt]}, mode: interrupt",
        (R1 + "test_R001_04_one_opportunity_action_per_other_combatants_turn",),
    ),
    Mutation(
        "R001-10",
        "a save of 10 does not end the effect",
        WORLD + "engine.py",
        "                ended = roll >= 10",
        "                ended = roll > 10",
        (R1 + "test_R001_10_end_of_turn_saving_throws",),
    ),
    Mutation(
        "R001-10",
        "end-of-turn effects do not end",
        WORLD + "engine.py",
        '        self._expire("end_of_turn", me)\n',
        "",
        (R1 + "test_R001_10_end_of_turn_saving_throws",),
    ),
    Mutation(
        "R001-10",
        "free actions at the end of one's own turn",
        RULESETS + "dnd4e.ruleset.yaml",
        "refuse_if: {all: [{fact: owner.active}, {fact: owner.ending_turn}]}",
        "refuse_if: " + NEVER,
        (R1 + "test_R001_10_no_free_action_at_the_end_of_your_own_turn",),
    ),
    Mutation(
        "R001-17",
        "the mover's choice of fewer squares is ignored",
        WORLD + "movement.py",
        'chosen = engine.scripted_choice("forced", ctx.user, sorted(reach))',
        "chosen = None",
        (R1 + "test_R001_17_the_mover_may_choose_fewer_squares_or_none",),
    ),
    Mutation(
        "R001-17",
        "forced movement always goes the full distance",
        WORLD + "grid.py",
        "        return {sq: path for sq, path in paths.items() if sq == start or free(sq)}",
        "        return {sq: path for sq, path in paths.items()"
        " if sq == start or (free(sq) and len(path) == distance_max)}",
        (R1 + "test_R001_17_the_mover_may_choose_fewer_squares_or_none",),
    ),
    Mutation(
        "R001-17",
        "forced movement goes one square beyond its distance",
        WORLD + "grid.py",
        "        for _ in range(max(0, distance_max)):",
        "        for _ in range(max(0, distance_max) + 1):",
        (R1 + "test_R001_16_17_18_forced_movement",),
    ),
    Mutation(
        "R001-18",
        "forced movement provokes",
        WORLD + "movement.py",
        'quals = {"mode": kind, "provokes": False,',
        'quals = {"mode": kind, "provokes": True,',
        (R1 + "test_R001_16_17_18_forced_movement",),
    ),
    Mutation(
        "R001-18",
        "forced movement is hindered by difficult terrain",
        WORLD + "grid.py",
        "                    if nxt in paths or not passable(nxt):",
        "                    if nxt in paths or not passable(nxt) or nxt in self.difficult:",
        (
            R1 + "test_R001_16_17_18_forced_movement",
            R1 + "test_R001_18_a_push_is_not_hindered_by_difficult_terrain",
        ),
    ),
    Mutation(
        "R001-18",
        "forced movement enters obstacles",
        WORLD + "grid.py",
        "        if not adjacent(a, b) or not self.enterable(b):",
        "        if not adjacent(a, b) or not self.inside(b):",
        (R1 + "test_R001_16_17_18_forced_movement",),
    ),
    Mutation(
        "R003-02",
        "any substituted move triggers, whatever it enables",
        WORLD + "movement.py",
        '    double = substituted and engine.speed(me) >= 2 and mode != "shift"',
        '    double = substituted and mode != "shift"',
        (R3 + "test_R003_02_not_when_the_move_enables_fewer_than_two_squares",),
    ),
    Mutation(
        "R003-02",
        "any move triggers, substituted or not",
        WORLD + "movement.py",
        '    double = substituted and engine.speed(me) >= 2 and mode != "shift"',
        '    double = mode != "shift"',
        (R3 + "test_R003_02_a_single_move_does_not",),
    ),
    Mutation(
        "R003-03",
        "adjacent to an enemy at the start of the target's turn no longer refuses",
        RULESETS + "dnd4e-immediate-move.ruleset.yaml",
        "requires: [not_surprised, not_adjacent_to_enemy,",
        "requires: [not_surprised,",
        (R3 + "test_R003_03_not_if_adjacent_to_an_enemy_surprised_or_already_acted",),
    ),
    Mutation(
        "R003-03",
        "having acted this round no longer refuses",
        RULESETS + "dnd4e-immediate-move.ruleset.yaml",
        "not_adjacent_to_enemy, not_acted_this_round,",
        "not_adjacent_to_enemy,",
        (R3 + "test_R003_03_not_if_adjacent_to_an_enemy_surprised_or_already_acted",),
    ),
    Mutation(
        "R003-03",
        "reacting earlier in the round is not acting",
        WORLD + "engine.py",
        '"acted": c.name in self.turned or self.acted_this_round(c),',
        '"acted": c.name in self.turned,',
        (R3 + "test_R003_03_not_if_adjacent_to_an_enemy_surprised_or_already_acted",),
    ),
    Mutation(
        "R003-03",
        "a round without a turn never ends for that combatant (the old window)",
        RULESETS + "dnd4e.ruleset.yaml",
        ", {at: round.start, party: idle}]",
        "]",
        (R3 + "test_R003_03_an_opportunity_attack_in_round_1_is_not_acting_in_round_2",),
    ),
    Mutation(
        "R003-03",
        "surprised at the start of the target's turn no longer refuses",
        RULESETS + "dnd4e-immediate-move.ruleset.yaml",
        "requires: [not_surprised, ",
        "requires: [",
        (R3 + "test_R003_03_not_if_adjacent_to_an_enemy_surprised_or_already_acted",),
        equivalent=True,  # the surprised condition forbids every action anyway
    ),
    Mutation(
        "R003-06",
        "the chase does not stop next to another enemy",
        WORLD + "movement.py",
        '        """R003-06: the move ends next to an enemy other than the target."""\n'
        "        return any(",
        '        """R003-06: the move ends next to an enemy other than the target."""\n'
        "        return False and any(",
        (
            R3 + "test_R003_06_the_move_ends_next_to_another_enemy",
            R3 + "test_R003_06_the_move_ends_at_once_wherever_the_target_is",
        ),
    ),
    Mutation(
        "R003-08",
        "the lowest Endurance score moves",
        WORLD + "movement.py",
        "    best = max(scores.values())",
        "    best = min(scores.values())",
        (R3 + "test_R003_08_the_optional_endurance_check",),
    ),
    Mutation(
        "R003-08",
        "the Endurance winner does not move",
        WORLD + "movement.py",
        '    walk(engine, winner, [square], "move", "endurance", frame, provokes=False)\n',
        "",
        (R3 + "test_R003_08_the_optional_endurance_check",),
    ),
    Mutation(
        "R003-08",
        "the Endurance check is on by default",
        RULESETS + "dnd4e-immediate-move.ruleset.yaml",
        "  endurance:\n    default: false",
        "  endurance:\n    default: true",
        (R3 + "test_R003_08_the_optional_endurance_check",),
    ),
    Mutation(
        "R002-07",
        "a reaction's card goes to the discard pile when the reaction is played",
        ALTERED + "engine.py",
        "            ops.run(self, effect, ctx)\n\n    # -- helpers",
        "            ops.run(self, effect, ctx)\n        self.move(card, 'discard', frame)\n\n"
        "    # -- helpers",
        (R2 + "test_R002_07_a_reaction_played_does_not_change_zone",),
    ),
    Mutation(
        "R002-25",
        "the player who caused the event plays the effect's internal actions",
        ALTERED + "engine.py",
        "        ctx = ops.Ctx(card, self.player(card.side), frame, claim.event)",
        "        actor = claim.event.actor\n"
        "        who = actor if isinstance(actor, Player) else self.player(card.side)\n"
        "        ctx = ops.Ctx(card, who, frame, claim.event)",
        (R2 + "test_R002_25_the_player_resolving_an_effect_plays_its_internal_actions",),
    ),
    Mutation(
        "R002-26",
        "an activate step is not run",
        ALTERED + "ops.py",
        '    "abilities.activate": _activate,\n',
        "",
        (R2 + "test_R002_26_27_an_activate_step_activates_the_named_reaction",),
    ),
    Mutation(
        "R002-27",
        "an activate step activates the reactions of the card whose effect it is",
        ALTERED + "ops.py",
        "            done = game.activate(card, mark, ctx.card, ctx.frame) or done",
        "            done = game.activate(ctx.card, mark, ctx.card, ctx.frame) or done",
        (R2 + "test_R002_26_27_an_activate_step_activates_the_named_reaction",),
    ),
    Mutation(
        "R002-28",
        "an activated reaction skips who may react",
        "counterplay/runtime/reactor.py",
        "            why = self.why_not(bound, event, frame)\n            claim = None",
        "            why = None\n            claim = None",
        (R2 + "test_R002_26_28_an_activated_reaction_whose_trigger_cannot_activate",),
    ),
]


def _copy(to: Path) -> None:
    for name in ("counterplay", "tests", "bench", "docs"):
        shutil.copytree(
            ROOT / name,
            to / name,
            ignore=shutil.ignore_patterns("__pycache__", "*.pyc", ".pytest_cache"),
        )
    shutil.copy(ROOT / "pyproject.toml", to / "pyproject.toml")


def _passes(where: Path, tests: tuple[str, ...]) -> bool:
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-x", "-n0", "-p", "no:cacheprovider", *tests],
        cwd=where,
        env={**os.environ, "PYTHONPATH": str(where)},
        capture_output=True,
        text=True,
        check=False,
    )
    return done.returncode == 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-k", default="", help="only mutations whose rule or text has this")
    args = parser.parse_args()
    chosen = [m for m in MUTATIONS if args.k in f"{m.rule} {m.what}"]
    with tempfile.TemporaryDirectory(prefix="counterplay-mutations-") as tmp:
        where = Path(tmp)
        _copy(where)
        every = tuple(dict.fromkeys(t for m in chosen for t in m.tests))
        if not _passes(where, every):
            print("the cited tests fail before any mutation: fix them first")
            return 2
        unexpected = 0
        for m in chosen:
            path = where / m.file
            text = path.read_text(encoding="utf-8")
            if text.count(m.old) != 1:
                print(f"{m.rule}  NOT APPLIED (the text to mutate is not there once): {m.what}")
                unexpected += 1
                continue
            path.write_text(text.replace(m.old, m.new), encoding="utf-8")
            try:
                killed = not _passes(where, m.tests)
            finally:
                path.write_text(text, encoding="utf-8")
            verdict = "killed" if killed else "SURVIVED"
            note = " (equivalent: expected)" if m.equivalent else ""
            print(f"{m.rule}  {verdict:8}  {m.what}{note}")
            unexpected += (not killed) != m.equivalent
        total = len(chosen)
        print(f"{total} mutations, {unexpected} unexpected result(s)")
        return 1 if unexpected else 0


if __name__ == "__main__":
    sys.exit(main())
