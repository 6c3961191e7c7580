"""Mutations of seed 001 (4E core actions and movement): the ``dnd4e`` rulesets and world
model."""

from __future__ import annotations

from tests.mutations.harness import NEVER, RULESETS, WORLD, Mutation

R1 = "tests/test_rules_001.py::"
FREE = "tests/test_rules_001_free_timing.py::"
OUT = "tests/test_rules_001_outcomes.py::"

MUTATIONS = [
    Mutation(
        "R001-03",
        "a free action triggered by a roll waits for the end of the action",
        RULESETS + "dnd4e.ruleset.yaml",
        "    mode: interrupt\n    rule: R001-03",
        "    mode: after\n    rule: R001-03",
        (FREE + "test_R001_03_a_free_action_triggered_by_a_roll_acts_before_its_result",),
    ),
    Mutation(
        "R001-03",
        "a free action triggered by a saving throw waits for the end of the action",
        RULESETS + "dnd4e.ruleset.yaml",
        ', "event:save.roll"]}',
        "]}",
        (FREE + "test_R001_03_a_free_action_triggered_at_each_roll_acts_there",),
    ),
    Mutation(
        "R001-08",
        "an immediate reaction triggered by a roll acts at the roll, as a free action",
        RULESETS + "dnd4e.ruleset.yaml",
        "applies: {all_of: [free], any_of:",
        "applies: {any_of:",
        (
            FREE
            + "test_R001_08_an_immediate_reaction_triggered_at_a_roll_still_acts_after_the_action",
        ),
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
        "R001-06",
        "a round without a turn never ends for that combatant (the old window)",
        RULESETS + "dnd4e.ruleset.yaml",
        ", {at: round.start, party: idle}]",
        "]",
        (R1 + "test_R001_06_the_round_moves_on_for_a_combatant_with_no_turn",),
    ),
    Mutation(
        "R001-06",
        "every round's start opens a new window, also for a combatant that had its turn",
        "counterplay/runtime/limits.py",
        "                        if who not in self._moved[scope.name]:",
        "                        if True:",
        (OUT + "test_R001_06_an_immediate_action_after_ones_turn_counts_until_ones_next_turn",),
    ),
    Mutation(
        "R001-06",
        "a reaction claimed is not checked again when it resolves",
        "counterplay/runtime/reactor.py",
        "        why = self.why_not(bound, event, claim.frame, limits=False)\n",
        "        why = None\n",
        (
            OUT
            + "test_R001_06_a_reaction_its_owner_cannot_take_when_it_would_resolve_spends_nothing",
        ),
    ),
    Mutation(
        "R001-06",
        "a reaction refused when it would resolve keeps its immediate action",
        "counterplay/runtime/reactor.py",
        '            self._released(claim, f"{why} (when its turn to resolve came)")',
        '            self._candidate(bound, event, True, f"{why} (when its turn to resolve came)")',
        (
            OUT
            + "test_R001_06_a_reaction_its_owner_cannot_take_when_it_would_resolve_spends_nothing",
        ),
    ),
    Mutation(
        "R001-06",
        "the owner's scripted yes does not decide which of its reactions claims first",
        "counterplay/runtime/reactor.py",
        '        if self.rules.react != "owner":\n            return ordered\n',
        "        if True:\n            return ordered\n",
        (OUT + "test_R001_06_the_owner_s_scripted_choice_takes_the_one_immediate_action",),
    ),
    Mutation(
        "R001-04",
        "a scripted choice about one reaction answers another",
        "counterplay/runtime/policy.py",
        "            if choice.about is not None and choice.about != about:\n"
        "                continue\n",
        "",
        (OUT + "test_R001_04_a_scripted_choice_answers_only_the_reaction_it_is_about",),
    ),
    Mutation(
        "R001-08",
        "a reaction to a hit an interrupt turned into a miss is still taken",
        "counterplay/runtime/reactor.py",
        "        if why is None and event.undone:",
        "        if False:",
        (
            OUT
            + "test_R001_07_08_a_reaction_to_a_hit_an_interrupt_turned_into_a_miss_is_not_taken",
            "tests/test_dnd4e_tail4e.py::"
            "test_a_second_interrupt_to_a_hit_the_first_turned_into_a_miss_is_refused",
        ),
    ),
    Mutation(
        "R001-08",
        "the outcome an interrupt turned the attack into is not told",
        "counterplay/runtime/dnd4e/outcomes.py",
        "    engine.dispatch(again[0], frame)\n",
        "",
        (
            OUT
            + "test_R001_07_08_a_miss_turned_into_a_hit_is_told_and_a_reaction_to_the_hit_taken",
            OUT
            + "test_R001_07_08_a_hit_turned_into_a_miss_is_told_and_a_reaction_to_the_miss_taken",
        ),
    ),
    Mutation(
        "R001-08",
        "a reaction to the outcome told first keeps its use until it would have resolved",
        "counterplay/runtime/dnd4e/outcomes.py",
        "    engine.reactor.withdraw(frame, told.events)\n",
        "",
        (OUT + "test_R001_07_08_a_miss_turned_into_a_hit_is_told_and_a_reaction_to_the_hit_taken",),
    ),
    Mutation(
        "R001-07",
        "an interrupt to the hit told again does not make it miss",
        "counterplay/runtime/dnd4e/outcomes.py",
        "    if now and forced_miss():",
        "    if False:",
        (OUT + "test_R001_07_an_interrupt_to_the_hit_told_again_can_still_make_it_miss",),
    ),
]
