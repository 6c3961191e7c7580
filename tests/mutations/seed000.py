"""Mutations of seed 000 (the Reaction system): the ``dnd4e`` rulesets and world model."""

from __future__ import annotations

from tests.mutations.harness import NEVER, RULESETS, WORLD, Mutation

R0_DECISIONS = "tests/test_rules_000_decisions.py::"
DISLIKE = "tests/test_dislike_result.py::"
R0_LIMITS = "tests/test_rules_000_limits.py::"
R0_ORDER = "tests/test_rules_000_order.py::"

MUTATIONS = [
    Mutation(
        "R000-14",
        "Free / Repeatable without Spontaneous no longer read as Spontaneous",
        RULESETS + "dnd4e-reactions.ruleset.yaml",
        "applies: {all_of: [reaction], any_of: [free, repeatable], none_of: [spontaneous]}",
        "applies: {all_of: [never]}",
        (
            R0_LIMITS
            + "test_R000_14_free_or_repeatable_without_spontaneous_is_read_as_spontaneous",
            R0_LIMITS + "test_R000_14_the_contradiction_is_reported_by_compile",
        ),
    ),
    Mutation(
        "R000-16",
        "Repeatable no longer ignores the once-per-round limit of its power",
        RULESETS + "dnd4e-reactions.ruleset.yaml",
        "  power-once-per-round:\n    applies: {none_of: [repeatable, standing]}",
        "  power-once-per-round:\n    applies: {none_of: [standing]}",
        (R0_LIMITS + "test_R000_11_16_each_power_once_per_round_unless_repeatable",),
    ),
    Mutation(
        "R000-16",
        "Repeatable also exempt from once per character turn",
        RULESETS + "dnd4e-reactions.ruleset.yaml",
        "  one-per-character-turn:\n    applies: {none_of: [free, standing]}",
        "  one-per-character-turn:\n    applies: {none_of: [free, repeatable, standing]}",
        (R0_LIMITS + "test_R000_11_16_each_power_once_per_round_unless_repeatable",),
    ),
    Mutation(
        "R000-18",
        "Personal reactions answer any event on their owner's turn",
        RULESETS + "dnd4e-reactions.ruleset.yaml",
        "refuse_if: {not: {fact: event.owners_action}}",
        "refuse_if: " + NEVER,
        (R0_LIMITS + "test_R000_18_not_on_events_others_cause_during_its_owners_turn",),
    ),
    Mutation(
        "R000-18",
        "Personal reactions only on events their owner is the actor of (the old reading)",
        RULESETS + "dnd4e-reactions.ruleset.yaml",
        "refuse_if: {not: {fact: event.owners_action}}",
        "refuse_if: {not: {fact: event.by_owner}}",
        (R0_LIMITS + "test_R000_18_personal_fires_on_the_owners_own_killing_blow",),
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
            R0_ORDER + "test_R000_20_an_interrupt_on_the_second_square_stops_the_move_there",
            R0_ORDER + "test_R000_19_20_interrupts_resolve_mid_action_square_by_square",
        ),
    ),
    Mutation(
        "R000-20",
        "interrupts wait for the end of the action",
        "counterplay/runtime/reactor.py",
        '        elif bound.mode == "interrupt":',
        "        elif False:",
        (R0_ORDER + "test_R000_19_20_interrupts_resolve_mid_action_square_by_square",),
    ),
    Mutation(
        "R000-26",
        "the random fallback still follows the guidelines",
        WORLD + "decisions.py",
        '    if policy == "random":',
        "    if False:",
        (R0_ORDER + "test_R000_26_the_random_fallback",),
    ),
    Mutation(
        "R000-26",
        "the random fallback always takes the first square",
        WORLD + "decisions.py",
        'return pick(rng, squares), "at random (R000-26)"',
        'return squares[0], "at random (R000-26)"',
        (R0_ORDER + "test_R000_26_the_random_fallback",),
    ),
    Mutation(
        "R000-30",
        "movement may take paths that would provoke",
        WORLD + "movement.py",
        "        return not any(adjacent(a, e) for e in enemies)",
        "        return True",
        (R0_DECISIONS + "test_R000_30_movement_never_takes_a_path_that_would_provoke",),
    ),
    Mutation(
        "R000-30",
        "movement may end in dangerous terrain",
        WORLD + "decisions.py",
        "squares = [s for s in squares if s not in board.grid.dangerous] or [board.start]",
        "squares = squares",
        (R0_DECISIONS + "test_R000_30_32_movement_avoids_provoking_and_goes_far",),
    ),
    Mutation(
        "R000-32",
        "movement goes to the nearest squares, not the farthest",
        WORLD + "decisions.py",
        "    farthest = max(board.reach.get(s, 0) for s in moved)",
        "    farthest = min(board.reach.get(s, 0) for s in moved)",
        (R0_DECISIONS + "test_R000_30_32_movement_avoids_provoking_and_goes_far",),
    ),
    Mutation(
        "R000-34",
        "a random target only among adjacent enemies (the old reach)",
        WORLD + "attacks.py",
        "distance(c.position, user.position) <= ctx.power.reach",
        "distance(c.position, user.position) <= 1",
        (R0_DECISIONS + "test_R000_34_a_random_target_anywhere_within_the_powers_range",),
    ),
    Mutation(
        "R000-36",
        "equal choices always take the first",
        WORLD + "movement.py",
        "    end = decisions.pick(engine.rng, sorted(s for s, c in closest.items()"
        " if c == cheapest))",
        "    end = sorted(s for s, c in closest.items() if c == cheapest)[0]",
        (
            R0_DECISIONS + "test_R000_36_any_other_choice_at_random_in_a_run",
            R0_DECISIONS + "test_R000_36_any_other_choice_at_random",
        ),
    ),
    Mutation(
        "R000-36",
        "a creature always dislikes a roll's result",
        WORLD + "dislikes.py",
        "        disliked = good if enemy else not good\n",
        "        disliked = True\n",
        (
            DISLIKE + "test_a_hit_is_not_disliked_and_the_reaction_does_not_fire",
            DISLIKE + "test_an_enemys_miss_is_not_disliked_by_the_owner",
        ),
    ),
    Mutation(
        "R000-36",
        "a scripted dislike is ignored",
        WORLD + "dislikes.py",
        '    scripted = engine.scripted_choice("dislike", who, ANSWERS)\n',
        "    scripted = None\n",
        (DISLIKE + "test_a_scripted_choice_overrides_the_default",),
    ),
    Mutation(
        "R000-36",
        "the roller is asked whether it dislikes its roll, not the owner",
        WORLD + "match.py",
        '    ("disliked_by", "self"): "owner",',
        '    ("disliked_by", "self"): "actor",',
        (DISLIKE + "test_an_enemys_hit_is_disliked_by_the_owner_and_rerolled_before_it_is_judged",),
    ),
    Mutation(
        "R000-23",
        "a queued reaction never gives way to one before it in priority",
        "counterplay/runtime/reactor.py",
        "        bound = s.bound\n        blocking = set(self.limits.blocking(s))",
        "        bound = s.bound\n        return []\n"
        "        blocking = set(self.limits.blocking(s))",
        (R0_ORDER + "test_R000_23_priority_holds_across_the_targets_of_one_attack",),
    ),
    Mutation(
        "R000-43",
        "the core ignores the checks of prepared restrictions",
        "counterplay/runtime/reactor.py",
        "if value and restriction is not None and restriction.check is not None:",
        "if False:",
        (
            "tests/test_rulesets.py::test_a_restriction_a_dm_adds_in_yaml_works",
            R0_DECISIONS + "test_R000_37_38_trigger_restrictions",
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
        "R000-22",
        "the round a Reaction is prepared for starts with its owner's turn, not at its end",
        RULESETS + "dnd4e-reactions.ruleset.yaml",
        "    moves_on: [{at: turn.end, party: actor}",
        "    moves_on: [{at: turn.start, party: actor}",
        (
            R0_LIMITS
            + "test_R000_01_22_the_reaction_prepared_at_the_end_of_a_turn_has_a_round_of_its_own",
        ),
    ),
    Mutation(
        "R000-26",
        "the random fallback ignores the restrictions a player prepared",
        WORLD + "decisions.py",
        "    if restriction is not None:\n"
        "        return pick(rng, _restrict(squares, restriction))",
        '    if restriction is not None and policy != "random":\n'
        "        return pick(rng, _restrict(squares, restriction))",
        (
            R0_DECISIONS
            + "test_R000_26_39_41_a_prepared_restriction_holds_under_the_random_fallback",
        ),
    ),
    Mutation(
        "R000-23",
        "a queued reaction gives way only to one that waits for the end of the action too",
        "counterplay/runtime/reactor.py",
        "        bound = s.bound\n        blocking = set(self.limits.blocking(s))",
        '        bound = s.bound\n        if bound.mode != "after":\n            return []\n'
        "        blocking = set(self.limits.blocking(s))",
        (R0_ORDER + "test_R000_23_a_queued_reaction_gives_way_to_a_later_interrupt_before_it",),
    ),
    Mutation(
        "R000-03",
        "a scripted preparation takes any reaction, a Spontaneous one too",
        WORLD + "scripted.py",
        "    if rules.prepare.matches(tags):\n        return None\n",
        "    return None\n",
        (R0_ORDER + "test_R000_03_22_only_a_limited_reaction_is_prepared",),
    ),
    Mutation(
        "R000-13",
        "a combatant's sheet disables a reaction that is not Spontaneous",
        "counterplay/compiler/scenario.py",
        '                    self.error("R015", refused, (*here, "disabled", k))',
        "                    pass",
        (
            R0_ORDER
            + "test_R000_03_13_a_combatant_starts_with_only_what_it_can_prepare_and_disable",
        ),
    ),
]
