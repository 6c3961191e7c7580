"""Mutation check of the rules tests: break the engine (or a ruleset) on purpose, one rule at
a time, and see that the tests docs/rules-coverage.md cites for that rule fail.

Not a test module (CI does not run it): ``.venv/bin/python -m tests.mutations [-k WORD]``.
The project is copied to a temporary directory; each mutation replaces one exact piece of
one file there (every one of its ``times`` copies: a rule two reactions share is broken in
both), runs the cited tests on the copy, and restores the file. A mutation is
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
R4 = "tests/test_rules_004.py::"
RULESETS = "counterplay/rulesets/dnd4e/"
WORLD = "counterplay/runtime/dnd4e/"
HH = "counterplay/rulesets/horus_heresy/horus-heresy.ruleset.yaml"
HH_WORLD = "counterplay/runtime/horus_heresy/"
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
    times: int = 1  # how many copies of ``old`` the file holds (all are replaced)


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
        "  power-once-per-round:\n    applies: {none_of: [repeatable, standing]}",
        "  power-once-per-round:\n    applies: {none_of: [standing]}",
        (R0 + "test_R000_11_16_each_power_once_per_round_unless_repeatable",),
    ),
    Mutation(
        "R000-16",
        "Repeatable also exempt from once per character turn",
        RULESETS + "dnd4e-reactions.ruleset.yaml",
        "  one-per-character-turn:\n    applies: {none_of: [free, standing]}",
        "  one-per-character-turn:\n    applies: {none_of: [free, repeatable, standing]}",
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
        "        return not any(adjacent(a, e) for e in enemies)",
        "        return True",
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
        WORLD + "movement.py",
        "    end = decisions.pick(engine.rng, sorted(s for s, c in closest.items()"
        " if c == cheapest))",
        "    end = sorted(s for s, c in closest.items() if c == cheapest)[0]",
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
        "        ended = roll >= 10",
        "        ended = roll > 10",
        (R1 + "test_R001_10_end_of_turn_saving_throws",),
    ),
    Mutation(
        "R001-10",
        "end-of-turn effects do not end",
        WORLD + "engine.py",
        '        self._expire("end", me)\n',
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
        "        for _ in range(max(0, min(distance_max, self.width * self.height))):",
        "        for _ in range(max(0, min(distance_max, self.width * self.height)) + 1):",
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
        "R003-01",
        "the immediate move is no immediate action",
        RULESETS + "dnd4e.ruleset.yaml",
        "    immediate move: [immediate, interrupt, move]",
        "    immediate move: [interrupt, move]",
        (R3 + "test_R003_01_the_immediate_move_uses_the_immediate_action",),
    ),
    Mutation(
        "R003-01",
        "one who cannot move still takes an immediate move",
        RULESETS + "dnd4e-immediate-move.ruleset.yaml",
        "not_acted_this_round, able_to_move]",
        "not_acted_this_round]",
        (R3 + "test_R003_01_one_who_cannot_move_takes_no_immediate_move",),
    ),
    Mutation(
        "R003-02",
        "an ally's double move triggers it too",
        RULESETS + "dnd4e-immediate-move.ruleset.yaml",
        "      event: move\n      actor: {role: enemy}",
        "      event: move\n      actor: {role: creature}",
        (R3 + "test_R003_02_open_an_allys_double_move_does_not",),
    ),
    Mutation(
        "R003-02",
        "the chase never passes through an ally's square",
        WORLD + "movement.py",
        "        start, squares, engine.blocked_for(me), engine.taken_for(me), onward\n",
        "        start, squares, engine.taken_for(me), engine.taken_for(me), onward\n",
        (R3 + "test_R003_02_open_the_chase_goes_around_and_through_allies",),
    ),
    Mutation(
        "R003-02",
        "the chase ends where it gets nearest soonest, not nearest",
        WORLD + "movement.py",
        "    nearest = min(distance(s, quarry.position) for s in reach)\n",
        "    nearest = min(distance(s, quarry.position) for s in reach if len(reach[s][1]) <= 1)\n",
        (R3 + "test_R003_02_open_the_chase_goes_around_and_through_allies",),
    ),
    Mutation(
        "R003-04",
        "a double move is interrupted before its first square",
        WORLD + "movement.py",
        '    halfway = len(squares) // 2 if mode == "double_move" else 0',
        "    halfway = 0",
        (R3 + "test_R003_04_the_double_move_is_interrupted_half_way",),
    ),
    Mutation(
        "R003-04",
        "the half-way mark rounded up",
        WORLD + "movement.py",
        '    halfway = len(squares) // 2 if mode == "double_move" else 0',
        '    halfway = (len(squares) + 1) // 2 if mode == "double_move" else 0',
        (R3 + "test_R003_04_the_double_move_is_interrupted_half_way",),
    ),
    Mutation(
        "R003-04",
        "a move substituted on its own is interrupted half-way too",
        WORLD + "movement.py",
        '    halfway = len(squares) // 2 if mode == "double_move" else 0',
        '    halfway = len(squares) // 2 if mode in ("double_move", "move") else 0',
        (R3 + "test_R003_04_open_a_substituted_move_on_its_own_before_its_first_square",),
    ),
    Mutation(
        "R003-04",
        "the immediate move waits for no break point (it goes before the move)",
        RULESETS + "dnd4e-immediate-move.ruleset.yaml",
        "    break_point: halfway          # R003-04",
        "    # R003-04",
        (R3 + "test_R003_04_the_double_move_is_interrupted_half_way",),
    ),
    Mutation(
        "R003-05",
        "the immediate move provokes opportunity attacks",
        WORLD + "movement.py",
        'walk(engine, me, path, "move", "immediate move", frame, provokes=False, stop=other_enemy)',
        'walk(engine, me, path, "move", "immediate move", frame, provokes=True, stop=other_enemy)',
        (R3 + "test_R003_05_no_opportunity_attacks_while_overtaking",),
    ),
    Mutation(
        "R003-06",
        "the chase also stops on entering a square next to the target",
        WORLD + "movement.py",
        "c.side != me.side and c is not quarry and not c.down",
        "c.side != me.side and not c.down",
        (
            R3 + "test_R003_06_the_move_ends_next_to_another_enemy",
            R3 + "test_R003_06_the_move_ends_at_once_wherever_the_target_is",
        ),
        equivalent=True,  # the chase ends next to the target anyway (open decision R003-02)
    ),
    Mutation(
        "R003-07",
        "the immediate move does not sap",
        RULESETS + "dnd4e-immediate-move.ruleset.yaml",
        "        - {op: condition, condition: sapped, duration: end_of_next_turn, target: self,"
        " text: You are sapped until the end of your next turn.}\n",
        "",
        (R3 + "test_R003_07_sapped_until_the_end_of_the_next_turn",),
    ),
    Mutation(
        "R003-07",
        "sapped ends at the start of the next turn",
        RULESETS + "dnd4e-immediate-move.ruleset.yaml",
        "condition: sapped, duration: end_of_next_turn,",
        "condition: sapped, duration: start_of_next_turn,",
        (R3 + "test_R003_07_sapped_until_the_end_of_the_next_turn",),
    ),
    Mutation(
        "R003-07",
        "sapped allows two move actions",
        RULESETS + "dnd4e-immediate-move.ruleset.yaml",
        "    max_move_actions: 1",
        "    max_move_actions: 2",
        (R3 + "test_R003_07_sapped_until_the_end_of_the_next_turn",),
    ),
    Mutation(
        "R003-07",
        "sapped: a standard action after a move action",
        WORLD + "engine.py",
        '                (kind == "standard" and moves) or (kind == "move"',
        '                (kind == "standard" and False) or (kind == "move"',
        (R3 + "test_R003_07_sapped_until_the_end_of_the_next_turn",),
    ),
    Mutation(
        "R003-07",
        "sapped: a move action after a standard action",
        WORLD + "engine.py",
        'or (kind == "move" and "standard" in self.taken)',
        'or (kind == "move" and False)',
        (R3 + "test_R003_07_sapped_a_move_action_after_a_standard_action",),
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
        "R001-06",
        "a round without a turn never ends for that combatant (the old window)",
        RULESETS + "dnd4e.ruleset.yaml",
        ", {at: round.start, party: idle}]",
        "]",
        (R1 + "test_R001_06_the_round_moves_on_for_a_combatant_with_no_turn",),
    ),
    Mutation(
        "R003-03",
        "a reaction in the round before counts as acting this round",
        WORLD + "engine.py",
        "        return self.reacted.get(who.name) == self.round",
        "        return self.reacted.get(who.name, -9) >= self.round - 1",
        (
            R3 + "test_R003_03_an_opportunity_attack_in_round_1_is_not_acting_in_round_2",
            R3 + "test_R003_03_reacting_after_ones_turn_in_round_1_is_not_acting_in_round_2",
        ),
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

ADVANCE = (
    "{op: reaction_move, direction: toward, distance: initiative, difficult_terrain: false,"
    " dangerous_terrain: true, vehicles: {pivot: 90, inches: 6}, penalties: false}"
)
WITHDRAW = ADVANCE.replace("direction: toward", "direction: away")
RETURN_FIRE = (
    "{op: shoot, at: triggering, indirect: false, vehicles: defensive, templates: {within: 8,"
    " as: wall_of_death}, stationary: true, cover_saves: true, leadership_tests: false,"
    " penalties: false}"
)
OVERWATCH = (
    "{op: shoot, at: triggering, indirect: false, vehicles: defensive, templates: {as:"
    " wall_of_death}, stationary: true, cover_saves: false, leadership_tests: false,"
    " penalties: false}"
)
HH_NEVER = "{all: [{fact: owner.player_active}, {not: {fact: owner.player_active}}]}"


def _op(line: str, old: str, new: str) -> tuple[str, str]:
    """A reaction's op line, and the same line with one of its settings changed."""
    assert old in line
    return line, line.replace(old, new)


def _check(name: str, refuse_if: str) -> tuple[str, str]:
    """A ``may_react`` check, and the same check never refusing."""
    return f"  {name}:\n    refuse_if: {refuse_if}", f"  {name}:\n    refuse_if: {HH_NEVER}"


# The Horus Heresy rules (seed 004): the ruleset's YAML and the world model's Python.
MUTATIONS += [
    Mutation(
        "R004-01",
        "the base allotment is 2",
        HH,
        "    max: 1                  # base 1",
        "    max: 2                  # base 1",
        (R4 + "test_R004_01_one_reaction_in_each_phase_by_default",),
    ),
    Mutation(
        "R004-01",
        "the allotment is spent for the battle, not renewed each Phase",
        HH,
        "    scope: phase\n    per: [controller]",
        "    scope: battle\n    per: [controller]",
        (R4 + "test_R004_01_one_reaction_in_each_phase_by_default",),
    ),
    Mutation(
        "R004-01",
        "the Active player's units may react too",
        HH,
        *_check("reactive-player", "{fact: owner.player_active}"),
        (R4 + "test_R004_01_only_the_reactive_player_reacts",),
    ),
    Mutation(
        "R004-02",
        "each unit has its own allotment, not its player",
        HH,
        "    per: [controller]",
        "    per: [owner]",
        (R4 + "test_R004_02_each_reaction_spends_a_point_until_exhausted",),
    ),
    Mutation(
        "R004-02",
        "a Reaction spends no point of the allotment",
        "counterplay/runtime/limits.py",
        'return bound.reaction.cost if limit.counts == "cost" else 1',
        'return 0 if limit.counts == "cost" else 1',
        (R4 + "test_R004_02_each_reaction_spends_a_point_until_exhausted",),
    ),
    Mutation(
        "R004-03",
        "special rules adding Reactions in a named Phase ignored",
        HH,
        "      - {fact: player.phase_bonus}\n",
        "",
        (R4 + "test_R004_03_raised_in_every_phase_or_in_named_phases",),
    ),
    Mutation(
        "R004-03",
        "special rules raising the allotment in every Phase ignored",
        HH,
        "      - {fact: player.allotment_raise}\n",
        "",
        (R4 + "test_R004_03_raised_in_every_phase_or_in_named_phases",),
    ),
    Mutation(
        "R004-03",
        "a named Phase's bonus counted in every Phase",
        HH_WORLD + "facts.py",
        "lambda s: _player(s).bonus.get(s.world.phase, 0)",
        "lambda s: sum(_player(s).bonus.values())",
        (R4 + "test_R004_03_raised_in_every_phase_or_in_named_phases",),
    ),
    Mutation(
        "R004-04",
        "the cap is 5",
        HH,
        "    cap: 3 ",
        "    cap: 5 ",
        (R4 + "test_R004_04_never_above_three_unless_a_rule_allows_it",),
    ),
    Mutation(
        "R004-04",
        "no special rule lifts the cap",
        HH,
        "    override: {fact: player.beyond_three}",
        "",
        (R4 + "test_R004_04_never_above_three_unless_a_rule_allows_it",),
    ),
    Mutation(
        "R004-05",
        "Pinned units may react",
        HH,
        *_check("pinned", "{fact: owner.statuses, is: pinned}"),
        (R4 + "test_R004_05_units_that_may_not_react",),
    ),
    Mutation(
        "R004-05",
        "Falling Back units may react",
        HH,
        *_check("falling-back", "{fact: owner.statuses, is: falling back}"),
        (R4 + "test_R004_05_units_that_may_not_react",),
    ),
    Mutation(
        "R004-05",
        "units locked in combat may react",
        HH,
        *_check("locked-in-combat", "{fact: owner.statuses, is: locked in combat}"),
        (R4 + "test_R004_05_units_that_may_not_react",),
    ),
    Mutation(
        "R004-05",
        "Fearless units may react",
        HH,
        *_check("forbidden-by-a-rule", "{fact: owner.special_rules, is: Fearless}"),
        (R4 + "test_R004_05_units_that_may_not_react",),
    ),
    Mutation(
        "R004-06",
        "a faction's Reaction is open to every army (its Trait ignored)",
        HH_WORLD + "match.py",
        "    missing = [t for t in wanted if t not in who.traits]",
        "    missing = [t for t in wanted if False]",
        (R4 + "test_R004_06_core_and_faction_reactions_share_the_allotment",),
    ),
    Mutation(
        "R004-06",
        "a faction's Advanced Reactions spend no allotment",
        HH,
        "  reaction-allotment:\n    scope: phase",
        "  reaction-allotment:\n    applies: {none_of: [advanced]}\n    scope: phase",
        (R4 + "test_R004_06_core_and_faction_reactions_share_the_allotment",),
    ),
    Mutation(
        "R004-07",
        "a Reaction answers any action (every part taken as covering the event)",
        HH_WORLD + "match.py",
        "return any(aliases.get(e, e) in keys for e in part.events)",
        "return True",
        (R4 + "test_R004_07_a_reaction_answers_its_phase_and_action_only",),
    ),
    Mutation(
        "R004-07",
        "a Reaction answers its action in any Phase",
        HH_WORLD + "match.py",
        '    if phase is not None and phase != event.qualifiers.get("phase"):',
        "    if False:",
        (R4 + "test_R004_07_a_reaction_answers_its_phase_and_action_only",),
        # H001 refuses to load a reaction whose Phase is not its event's; the one event
        # dispatched outside its Phase is a Reaction's own Shooting Attack (Overwatch in the
        # Assault phase), which `chain` (no Reaction answers a Reaction) refuses
        equivalent=True,
    ),
    Mutation(
        "R004-07",
        "a Reaction declared in the wrong Phase is not reported",
        HH_WORLD + "facts.py",
        "    if phase is not None and phase != happens:",
        "    if False:",
        (
            "tests/test_lint_rules.py::test_a_horus_heresy_reaction_in_a_phase_or_step_that_never_comes",
        ),
    ),
    Mutation(
        "R004-08",
        "a unit may react twice in a Phase",
        HH,
        "    max: 1\n    rule: R004-08",
        "    max: 2\n    rule: R004-08",
        (R4 + "test_R004_08_any_number_of_uses_one_per_unit_per_phase",),
    ),
    Mutation(
        "R004-08",
        "each Reaction once per Phase",
        HH,
        "  reaction-allotment:\n",
        "  once-each:\n    scope: phase\n    per: [controller, reaction]\n    max: 1\n"
        "    rule: R004-08\n  reaction-allotment:\n",
        (R4 + "test_R004_08_any_number_of_uses_one_per_unit_per_phase",),
    ),
    Mutation(
        "R004-09",
        "Return Fire's casualties cause Leadership tests",
        HH,
        *_op(RETURN_FIRE, "leadership_tests: false", "leadership_tests: true"),
        (R4 + "test_R004_09_reaction_shooting_no_leadership_tests_no_limits_one_use_spent",),
    ),
    Mutation(
        "R004-09",
        "a one-use weapon fired in a Reaction is not spent",
        HH_WORLD + "shooting.py",
        '        if "one_use" in weapon.kinds:\n            model.spent.add',
        '        if "one_use" in weapon.kinds and not attack.reaction:\n'
        "            model.spent.add",
        (R4 + "test_R004_09_reaction_shooting_no_leadership_tests_no_limits_one_use_spent",),
    ),
    Mutation(
        "R004-09",
        "Return Fire with Heavy weapons bars the unit from charging later",
        HH,
        *_op(RETURN_FIRE, "penalties: false", "penalties: true"),
        (R4 + "test_R004_09_10_reactions_leave_no_penalty",),
    ),
    Mutation(
        "R004-09",
        "a shooting Reaction's Heavy weapons penalty recorded whatever its op says",
        HH_WORLD + "shooting.py",
        '    if attack.penalties and any("heavy" in w.kinds',
        '    if any("heavy" in w.kinds',
        (R4 + "test_R004_09_10_reactions_leave_no_penalty",),
    ),
    Mutation(
        "R004-10",
        "Advance counts as the unit's move",
        HH,
        *_op(ADVANCE, "penalties: false", "penalties: true"),
        (R4 + "test_R004_09_10_reactions_leave_no_penalty",),
    ),
    Mutation(
        "R004-10",
        "a reaction move's penalty recorded whatever its op says",
        HH_WORLD + "movement.py",
        '    if op.get("penalties", True):',
        "    if True:",
        (R4 + "test_R004_09_10_reactions_leave_no_penalty",),
    ),
    Mutation(
        "R004-11",
        "Advance and Withdraw without the Initiative requirement",
        HH,
        "    requires: [initiative-move]\n",
        "",
        (R4 + "test_R004_11_initiative_moves",),
        times=2,
    ),
    Mutation(
        "R004-11",
        "a model of Initiative 0 counts as having Initiative",
        HH_WORLD + "facts.py",
        "[m.name for m in unit.alive if not m.initiative]",
        "[m.name for m in unit.alive if m.initiative is None]",
        (R4 + "test_R004_11_initiative_moves",),
    ),
    Mutation(
        "R004-11",
        "reaction moves use modified Initiative",
        HH_WORLD + "movement.py",
        "        inches = max(m.initiative or 0 for m in unit.alive)\n",
        "        inches = max(m.initiative or 0 for m in unit.alive)"
        ' + unit.modifiers.get("initiative", 0)\n',
        (R4 + "test_R004_11_initiative_moves",),
    ),
    Mutation(
        "R004-11",
        "Advance slowed by Difficult Terrain (ruleset)",
        HH,
        *_op(ADVANCE, "difficult_terrain: false", "difficult_terrain: true"),
        (R4 + "test_R004_11_initiative_moves",),
    ),
    Mutation(
        "R004-11",
        "reaction moves always slowed by Difficult Terrain (world)",
        HH_WORLD + "movement.py",
        '        slowed = bool(op.get("difficult_terrain", True))',
        "        slowed = True",
        (R4 + "test_R004_11_initiative_moves",),
    ),
    Mutation(
        "R004-11",
        "Advance takes no Dangerous Terrain test (ruleset)",
        HH,
        *_op(ADVANCE, "dangerous_terrain: true", "dangerous_terrain: false"),
        (R4 + "test_R004_11_initiative_moves",),
    ),
    Mutation(
        "R004-11",
        "reaction moves never test Dangerous Terrain (world)",
        HH_WORLD + "movement.py",
        "    return _step(engine, model, end, depth, dangerous)",
        "    return _step(engine, model, end, depth, False)",
        (R4 + "test_R004_11_initiative_moves",),
    ),
    Mutation(
        "R004-12",
        'a move ending within 14" triggers',
        HH,
        "actor: {role: enemy, within: 12, line_of_sight: true}",
        "actor: {role: enemy, within: 14, line_of_sight: true}",
        (R4 + "test_R004_12_a_move_ending_within_12_and_in_sight",),
        times=2,
    ),
    Mutation(
        "R004-12",
        "a move ending out of sight triggers",
        HH,
        "actor: {role: enemy, within: 12, line_of_sight: true}",
        "actor: {role: enemy, within: 12}",
        (R4 + "test_R004_12_a_move_ending_within_12_and_in_sight",),
        times=2,
    ),
    Mutation(
        "R004-12",
        "terrain never blocks line of sight (world)",
        HH_WORLD + "match.py",
        "    seen = any(table.sees(a.at, b.at) for a in owner.alive for b in who.alive)",
        "    seen = True",
        (R4 + "test_R004_12_a_move_ending_within_12_and_in_sight",),
    ),
    Mutation(
        "R004-13",
        "Advance goes away",
        HH,
        *_op(ADVANCE, "direction: toward", "direction: away"),
        (R4 + "test_R004_13_advance_toward_by_highest_initiative_vehicles_pivot",),
    ),
    Mutation(
        "R004-13",
        "reaction moves by the lowest Initiative",
        HH_WORLD + "movement.py",
        "        inches = max(m.initiative or 0 for m in unit.alive)\n",
        "        inches = min(m.initiative or 0 for m in unit.alive)\n",
        (R4 + "test_R004_13_advance_toward_by_highest_initiative_vehicles_pivot",),
    ),
    Mutation(
        "R004-13",
        "an advancing vehicle pivots up to 180 degrees",
        HH,
        *_op(ADVANCE, "pivot: 90", "pivot: 180"),
        (R4 + "test_R004_13_advance_toward_by_highest_initiative_vehicles_pivot",),
    ),
    Mutation(
        "R004-13",
        'vehicles move by Initiative, not pivot and 6"',
        HH_WORLD + "movement.py",
        "    if unit.vehicles_only and isinstance(vehicles, dict):",
        "    if False:",
        (R4 + "test_R004_13_advance_toward_by_highest_initiative_vehicles_pivot",),
    ),
    Mutation(
        "R004-14",
        "Withdraw goes toward",
        HH,
        *_op(WITHDRAW, "direction: away", "direction: toward"),
        (R4 + "test_R004_14_withdraw_away_vehicles_backwards",),
    ),
    Mutation(
        "R004-14",
        "withdrawing vehicles move forwards",
        HH_WORLD + "movement.py",
        "ahead(model.at, model.facing, inches if toward else -inches)",
        "ahead(model.at, model.facing, inches)",
        (R4 + "test_R004_14_withdraw_away_vehicles_backwards",),
    ),
    Mutation(
        "R004-15",
        "Return Fire waits for the end of the Shooting Attack",
        HH,
        "    action: reaction\n    break_point: shooting_attack.mitigation\n",
        "    action: reaction\n",
        (R4 + "test_R004_15_target_reacts_after_saves_before_mitigation_and_casualties",),
    ),
    Mutation(
        "R004-15",
        "Return Fire comes before the Armour Saves",
        HH,
        "    action: reaction\n    break_point: shooting_attack.mitigation\n",
        "    action: reaction\n    break_point: shooting_attack.saves\n",
        (R4 + "test_R004_15_target_reacts_after_saves_before_mitigation_and_casualties",),
    ),
    Mutation(
        "R004-15",
        "any unit of the Reactive player reacts to a Shooting Attack at another",
        HH,
        "      target: {role: self}\n      qualifiers: {phase: shooting}",
        "      target: {role: self_or_ally}\n      qualifiers: {phase: shooting}",
        (R4 + "test_R004_15_target_reacts_after_saves_before_mitigation_and_casualties",),
        times=2,
    ),
    Mutation(
        "R004-16",
        "Return Fire with indirect weapons",
        HH,
        *_op(RETURN_FIRE, "indirect: false", "indirect: true"),
        (R4 + "test_R004_16_return_fire_restrictions",),
    ),
    Mutation(
        "R004-16",
        "vehicles Return Fire with every weapon",
        HH,
        *_op(RETURN_FIRE, "vehicles: defensive", "vehicles: all"),
        (R4 + "test_R004_16_return_fire_restrictions",),
    ),
    Mutation(
        "R004-16",
        "Return Fire with templates at any range",
        HH,
        *_op(
            RETURN_FIRE,
            "templates: {within: 8, as: wall_of_death}",
            "templates: {as: wall_of_death}",
        ),
        (R4 + "test_R004_16_return_fire_restrictions",),
    ),
    Mutation(
        "R004-16",
        "Return Fire's templates fired normally, not as Wall of Death",
        HH,
        *_op(RETURN_FIRE, "templates: {within: 8, as: wall_of_death}", "templates: {within: 8}"),
        (R4 + "test_R004_16_return_fire_restrictions",),
    ),
    Mutation(
        "R004-16",
        "Return Fire does not count as Stationary",
        HH,
        *_op(RETURN_FIRE, "stationary: true", "stationary: false"),
        (R4 + "test_R004_16_return_fire_counts_as_stationary",),
    ),
    Mutation(
        "R004-16",
        "a Stationary attack after a move still fires snap shots (world)",
        HH_WORLD + "shooting.py",
        "skill = 1 if snap and not attack.stationary else",
        "skill = 1 if snap else",
        (R4 + "test_R004_16_return_fire_counts_as_stationary",),
    ),
    Mutation(
        "R004-17",
        "Evade gives Shrouded 6+",
        HH,
        "{op: shrouded, roll: 5,",
        "{op: shrouded, roll: 6,",
        (R4 + "test_R004_17_evade_shrouded_not_stacking_and_who_may_not",),
    ),
    Mutation(
        "R004-17",
        "Evade gives no Shrouded roll (world)",
        HH_WORLD + "effects.py",
        "    state.shrouded = roll if state.shrouded is None else min(state.shrouded, roll)\n",
        "",
        (R4 + "test_R004_17_evade_shrouded_not_stacking_and_who_may_not",),
    ),
    Mutation(
        "R004-17",
        "of two Shrouded rolls the worst is used",
        HH_WORLD + "shooting.py",
        "    return min(rolls) if rolls else None",
        "    return max(rolls) if rolls else None",
        (R4 + "test_R004_17_evade_shrouded_not_stacking_and_who_may_not",),
    ),
    Mutation(
        "R004-17",
        "Evade's Shrouded stacks with the unit's own",
        HH_WORLD + "shooting.py",
        '        ("Shrouded", _shrouded(engine, attack, frame.depth)),\n',
        '        ("Shrouded", _shrouded(engine, attack, frame.depth)),\n'
        '        ("Shrouded", attack.shrouded),\n',
        (R4 + "test_R004_17_evade_shrouded_not_stacking_and_who_may_not",),
    ),
    Mutation(
        "R004-17",
        "immobilised, Movement 0 and held units may Evade",
        HH,
        "    requires: [can-evade]\n",
        "",
        (R4 + "test_R004_17_evade_shrouded_not_stacking_and_who_may_not",),
    ),
    Mutation(
        "R004-18",
        "the charged unit reacts before the Charge Roll",
        HH,
        "    break_point: charge.move\n",
        "    break_point: charge.roll\n",
        (R4 + "test_R004_18_charged_unit_reacts_after_the_roll_before_any_move",),
        times=2,
    ),
    Mutation(
        "R004-18",
        "the charged unit reacts after the Charge Move",
        HH,
        "    break_point: charge.move\n",
        "",
        (R4 + "test_R004_18_charged_unit_reacts_after_the_roll_before_any_move",),
        times=2,
    ),
    Mutation(
        "R004-18",
        "any unit of the Reactive player reacts to a Charge at another",
        HH,
        "      target: {role: self}\n      qualifiers: {phase: assault}",
        "      target: {role: self_or_ally}\n      qualifiers: {phase: assault}",
        (R4 + "test_R004_18_charged_unit_reacts_after_the_roll_before_any_move",),
        times=2,
    ),
    Mutation(
        "R004-09",
        "Overwatch's casualties cause Leadership tests",
        HH,
        *_op(OVERWATCH, "leadership_tests: false", "leadership_tests: true"),
        (R4 + "test_R004_09_overwatch_casualties_cause_no_leadership_test",),
    ),
    Mutation(
        "R004-11",
        "Withdraw slowed by Difficult Terrain (ruleset)",
        HH,
        *_op(WITHDRAW, "difficult_terrain: false", "difficult_terrain: true"),
        (R4 + "test_R004_11_14_withdraw_by_unmodified_initiative_through_any_terrain",),
    ),
    Mutation(
        "R004-11",
        "Withdraw takes no Dangerous Terrain test (ruleset)",
        HH,
        *_op(WITHDRAW, "dangerous_terrain: true", "dangerous_terrain: false"),
        (R4 + "test_R004_11_14_withdraw_by_unmodified_initiative_through_any_terrain",),
    ),
    Mutation(
        "R004-11",
        "Withdraw without the Initiative requirement",
        HH,
        "    action: reaction\n    requires: [initiative-move]\n    trigger:\n"
        "      event: unit.move_end\n      actor: {role: enemy, within: 12, line_of_sight: true}\n"
        "      target: null\n      qualifiers: {phase: movement}\n"
        '      text: an enemy unit ends a move within 12" and in line of sight (R004-12)\n'
        "    effect:\n      text: >-\n        The same as Advance",
        "    action: reaction\n    trigger:\n"
        "      event: unit.move_end\n      actor: {role: enemy, within: 12, line_of_sight: true}\n"
        "      target: null\n      qualifiers: {phase: movement}\n"
        '      text: an enemy unit ends a move within 12" and in line of sight (R004-12)\n'
        "    effect:\n      text: >-\n        The same as Advance",
        (R4 + "test_R004_11_14_withdraw_by_unmodified_initiative_through_any_terrain",),
    ),
    Mutation(
        "R004-19",
        'Overwatch fires templates only within 8" (as Return Fire)',
        HH,
        *_op(
            OVERWATCH, "templates: {as: wall_of_death}", "templates: {within: 8, as: wall_of_death}"
        ),
        (R4 + "test_R004_19_overwatch_templates_as_wall_of_death",),
    ),
    Mutation(
        "R004-19",
        "Overwatch allows cover saves (ruleset)",
        HH,
        *_op(OVERWATCH, "cover_saves: false", "cover_saves: true"),
        (R4 + "test_R004_19_overwatch_no_cover_saves",),
    ),
    Mutation(
        "R004-19",
        "cover saves whatever the attack says (world)",
        HH_WORLD + "shooting.py",
        "    if attack.cover_saves and _in_cover(engine, attack, model):",
        "    if _in_cover(engine, attack, model):",
        (R4 + "test_R004_19_overwatch_no_cover_saves",),
    ),
    Mutation(
        "R004-19",
        "Overwatch fires templates normally",
        HH,
        *_op(OVERWATCH, "templates: {as: wall_of_death}", "templates: {}"),
        (R4 + "test_R004_19_overwatch_templates_as_wall_of_death",),
    ),
    Mutation(
        "R004-19",
        "Wall of Death hits D6 models (world)",
        HH_WORLD + "shooting.py",
        "engine.rng.randint(1, 3) if attack.wall_of_death",
        "dice.d6(engine.rng) if attack.wall_of_death",
        (R4 + "test_R004_19_overwatch_templates_as_wall_of_death",),
    ),
    Mutation(
        "R004-19",
        "Overwatch does not count as Stationary",
        HH,
        *_op(OVERWATCH, "stationary: true", "stationary: false"),
        (R4 + "test_R004_19_overwatch_counts_as_stationary",),
    ),
    Mutation(
        "R004-19",
        "vehicles Overwatch with every weapon",
        HH,
        *_op(OVERWATCH, "vehicles: defensive", "vehicles: all"),
        (R4 + "test_R004_19_overwatch_restricted_as_return_fire",),
    ),
    Mutation(
        "R004-19",
        "Overwatch with indirect weapons",
        HH,
        *_op(OVERWATCH, "indirect: false", "indirect: true"),
        (R4 + "test_R004_19_overwatch_restricted_as_return_fire",),
    ),
    Mutation(
        "R004-20",
        "Hold the Line's outcomes swapped",
        HH_WORLD + "effects.py",
        "    if state.success:\n        state.disordered = True",
        "    if not state.success:\n        state.disordered = True",
        (R4 + "test_R004_20_hold_the_line",),
    ),
    Mutation(
        "R004-20",
        "a failed Morale check still Disorders",
        HH,
        "{op: morale_check, on_fail: stop}",
        "{op: morale_check, on_fail: go}",
        (R4 + "test_R004_20_hold_the_line",),
    ),
    Mutation(
        "R004-20",
        "later Charges at a unit that held the line not Disordered",
        HH_WORLD + "assault.py",
        "    if charge.target.name in engine.disordering:",
        "    if False:",
        (R4 + "test_R004_20_hold_the_line",),
    ),
    Mutation(
        "R004-20",
        "a unit that held the line Disorders Charges beyond that sub-phase",
        HH_WORLD + "engine.py",
        "            self.disordering = set()\n",
        "",
        (R4 + "test_R004_20_hold_the_line_lasts_one_charge_sub_phase",),
    ),
    Mutation(
        "R004-20",
        "a Morale check passed on a roll above Leadership",
        HH_WORLD + "effects.py",
        "    passed = roll <= leadership",
        "    passed = roll >= leadership",
        (R4 + "test_R004_20_hold_the_line",),
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
            if text.count(m.old) != m.times:
                print(
                    f"{m.rule}  NOT APPLIED (the text to mutate is not there {m.times}x): {m.what}"
                )
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
