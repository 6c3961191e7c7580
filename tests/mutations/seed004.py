"""Mutations of seed 004 (Horus Heresy reactions): the ruleset's YAML and the world model's
Python."""

from __future__ import annotations

from tests.mutations.harness import Mutation

R4_ACTIONS = "tests/test_rules_004_actions.py::"
R4_ALLOTMENT = "tests/test_rules_004_allotment.py::"
R4_CORE_REACTIONS = "tests/test_rules_004_core_reactions.py::"
HH = "counterplay/rulesets/horus_heresy/horus-heresy.ruleset.yaml"
HH_WORLD = "counterplay/runtime/horus_heresy/"
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


MUTATIONS = [
    Mutation(
        "R004-01",
        "the base allotment is 2",
        HH,
        "    max: 1                  # base 1",
        "    max: 2                  # base 1",
        (R4_ALLOTMENT + "test_R004_01_one_reaction_in_each_phase_by_default",),
    ),
    Mutation(
        "R004-01",
        "the allotment is spent for the battle, not renewed each Phase",
        HH,
        "    scope: phase\n    per: [controller]",
        "    scope: battle\n    per: [controller]",
        (R4_ALLOTMENT + "test_R004_01_one_reaction_in_each_phase_by_default",),
    ),
    Mutation(
        "R004-01",
        "the Active player's units may react too",
        HH,
        *_check("reactive-player", "{fact: owner.player_active}"),
        (R4_ALLOTMENT + "test_R004_01_only_the_reactive_player_reacts",),
    ),
    Mutation(
        "R004-02",
        "each unit has its own allotment, not its player",
        HH,
        "    per: [controller]",
        "    per: [owner]",
        (R4_ALLOTMENT + "test_R004_02_each_reaction_spends_a_point_until_exhausted",),
    ),
    Mutation(
        "R004-02",
        "a Reaction spends no point of the allotment",
        "counterplay/runtime/limits.py",
        'return bound.reaction.cost if limit.counts == "cost" else 1',
        'return 0 if limit.counts == "cost" else 1',
        (R4_ALLOTMENT + "test_R004_02_each_reaction_spends_a_point_until_exhausted",),
    ),
    Mutation(
        "R004-03",
        "special rules adding Reactions in a named Phase ignored",
        HH,
        "      - {fact: player.phase_bonus}\n",
        "",
        (R4_ALLOTMENT + "test_R004_03_raised_in_every_phase_or_in_named_phases",),
    ),
    Mutation(
        "R004-03",
        "special rules raising the allotment in every Phase ignored",
        HH,
        "      - {fact: player.allotment_raise}\n",
        "",
        (R4_ALLOTMENT + "test_R004_03_raised_in_every_phase_or_in_named_phases",),
    ),
    Mutation(
        "R004-03",
        "a named Phase's bonus counted in every Phase",
        HH_WORLD + "facts.py",
        "lambda s: _player(s).bonus.get(s.world.phase, 0)",
        "lambda s: sum(_player(s).bonus.values())",
        (R4_ALLOTMENT + "test_R004_03_raised_in_every_phase_or_in_named_phases",),
    ),
    Mutation(
        "R004-04",
        "the cap is 5",
        HH,
        "    cap: 3 ",
        "    cap: 5 ",
        (R4_ALLOTMENT + "test_R004_04_never_above_three_unless_a_rule_allows_it",),
    ),
    Mutation(
        "R004-04",
        "no special rule lifts the cap",
        HH,
        "    override: {fact: player.beyond_three}",
        "",
        (R4_ALLOTMENT + "test_R004_04_never_above_three_unless_a_rule_allows_it",),
    ),
    Mutation(
        "R004-05",
        "Pinned units may react",
        HH,
        *_check("pinned", "{fact: owner.statuses, is: pinned}"),
        (R4_ALLOTMENT + "test_R004_05_units_that_may_not_react",),
    ),
    Mutation(
        "R004-05",
        "Falling Back units may react",
        HH,
        *_check("falling-back", "{fact: owner.statuses, is: falling back}"),
        (R4_ALLOTMENT + "test_R004_05_units_that_may_not_react",),
    ),
    Mutation(
        "R004-05",
        "units locked in combat may react",
        HH,
        *_check("locked-in-combat", "{fact: owner.statuses, is: locked in combat}"),
        (R4_ALLOTMENT + "test_R004_05_units_that_may_not_react",),
    ),
    Mutation(
        "R004-05",
        "Fearless units may react",
        HH,
        *_check("forbidden-by-a-rule", "{fact: owner.special_rules, is: Fearless}"),
        (R4_ALLOTMENT + "test_R004_05_units_that_may_not_react",),
    ),
    Mutation(
        "R004-06",
        "a faction's Reaction is open to every army (its Trait ignored)",
        HH_WORLD + "match.py",
        "    missing = [t for t in wanted if t not in who.traits]",
        "    missing = [t for t in wanted if False]",
        (R4_ALLOTMENT + "test_R004_06_core_and_faction_reactions_share_the_allotment",),
    ),
    Mutation(
        "R004-06",
        "a faction's Advanced Reactions spend no allotment",
        HH,
        "  reaction-allotment:\n    scope: phase",
        "  reaction-allotment:\n    applies: {none_of: [advanced]}\n    scope: phase",
        (R4_ALLOTMENT + "test_R004_06_core_and_faction_reactions_share_the_allotment",),
    ),
    Mutation(
        "R004-07",
        "a Reaction answers any action (every part taken as covering the event)",
        HH_WORLD + "match.py",
        "return any(aliases.get(e, e) in keys for e in part.events)",
        "return True",
        (R4_ALLOTMENT + "test_R004_07_a_reaction_answers_its_phase_and_action_only",),
    ),
    Mutation(
        "R004-07",
        "a Reaction answers its action in any Phase",
        HH_WORLD + "match.py",
        '    if phase is not None and phase != event.qualifiers.get("phase"):',
        "    if False:",
        (R4_ALLOTMENT + "test_R004_07_a_reaction_answers_its_phase_and_action_only",),
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
            "tests/test_lint_scenarios.py::test_a_horus_heresy_reaction_in_a_phase_or_step_that_never_comes",
        ),
    ),
    Mutation(
        "R004-08",
        "a unit may react twice in a Phase",
        HH,
        "    max: 1\n    rule: R004-08",
        "    max: 2\n    rule: R004-08",
        (R4_ALLOTMENT + "test_R004_08_any_number_of_uses_one_per_unit_per_phase",),
    ),
    Mutation(
        "R004-08",
        "each Reaction once per Phase",
        HH,
        "  reaction-allotment:\n",
        "  once-each:\n    scope: phase\n    per: [controller, reaction]\n    max: 1\n"
        "    rule: R004-08\n  reaction-allotment:\n",
        (R4_ALLOTMENT + "test_R004_08_any_number_of_uses_one_per_unit_per_phase",),
    ),
    Mutation(
        "R004-09",
        "Return Fire's casualties cause Leadership tests",
        HH,
        *_op(RETURN_FIRE, "leadership_tests: false", "leadership_tests: true"),
        (
            R4_ACTIONS
            + "test_R004_09_reaction_shooting_no_leadership_tests_no_limits_one_use_spent",
        ),
    ),
    Mutation(
        "R004-09",
        "a one-use weapon fired in a Reaction is not spent",
        HH_WORLD + "shooting.py",
        '        if "one_use" in weapon.kinds:\n            model.spent.add',
        '        if "one_use" in weapon.kinds and not attack.reaction:\n'
        "            model.spent.add",
        (
            R4_ACTIONS
            + "test_R004_09_reaction_shooting_no_leadership_tests_no_limits_one_use_spent",
        ),
    ),
    Mutation(
        "R004-09",
        "Return Fire with Heavy weapons bars the unit from charging later",
        HH,
        *_op(RETURN_FIRE, "penalties: false", "penalties: true"),
        (R4_ACTIONS + "test_R004_09_10_reactions_leave_no_penalty",),
    ),
    Mutation(
        "R004-09",
        "a shooting Reaction's Heavy weapons penalty recorded whatever its op says",
        HH_WORLD + "shooting.py",
        '    if attack.penalties and any("heavy" in w.kinds',
        '    if any("heavy" in w.kinds',
        (R4_ACTIONS + "test_R004_09_10_reactions_leave_no_penalty",),
    ),
    Mutation(
        "R004-09",
        "a faction's shooting Reaction that says nothing of them causes Leadership tests",
        HH,
        "  no_leadership_tests_from_reactions:\n    default: true\n",
        "  no_leadership_tests_from_reactions:\n    default: false\n",
        (R4_ACTIONS + "test_R004_09_10_a_factions_reaction_shoots_and_moves_as_any_reaction",),
    ),
    Mutation(
        "R004-10",
        "a faction's Reaction that says nothing of them leaves penalties",
        HH,
        "  no_penalties_from_reactions:\n    default: true\n",
        "  no_penalties_from_reactions:\n    default: false\n",
        (R4_ACTIONS + "test_R004_09_10_a_factions_reaction_shoots_and_moves_as_any_reaction",),
    ),
    Mutation(
        "R004-10",
        "the options given to no op (the world ignores them)",
        HH_WORLD + "effects.py",
        "        if not handler(engine, _with_options(engine, op), ctx):",
        "        if not handler(engine, op, ctx):",
        (R4_ACTIONS + "test_R004_09_10_a_factions_reaction_shoots_and_moves_as_any_reaction",),
    ),
    Mutation(
        "R004-10",
        "Advance counts as the unit's move",
        HH,
        *_op(ADVANCE, "penalties: false", "penalties: true"),
        (R4_ACTIONS + "test_R004_09_10_reactions_leave_no_penalty",),
    ),
    Mutation(
        "R004-10",
        "a reaction move's penalty recorded whatever its op says",
        HH_WORLD + "movement.py",
        '    if op.get("penalties", True):',
        "    if True:",
        (R4_ACTIONS + "test_R004_09_10_reactions_leave_no_penalty",),
    ),
    Mutation(
        "R004-11",
        "no Reaction checked for the Initiative its move needs",
        HH,
        "    refuse_if: {fact: reaction.initiative_move_refused}\n",
        "    refuse_if: {fact: reaction.initiative_move_refused, is: nobody}\n",
        (
            R4_ACTIONS + "test_R004_11_initiative_moves",
            R4_ACTIONS + "test_R004_11_any_reaction_moving_by_initiative",
        ),
    ),
    Mutation(
        "R004-11",
        "only Advance and Withdraw checked for Initiative, not a faction's Initiative move",
        HH_WORLD + "facts.py",
        '    moves = [op for op in ops if op.get("distance") == "initiative"]\n',
        '    moves = [op for op in ops if op.get("distance") == "initiative"'
        ' and s.bound.reaction.name in ("Advance", "Withdraw")]\n',
        (R4_ACTIONS + "test_R004_11_any_reaction_moving_by_initiative",),
    ),
    Mutation(
        "R004-11",
        "a model of Initiative 0 counts as having Initiative",
        HH_WORLD + "facts.py",
        "    return [m.name for m in unit.alive if not m.initiative]\n\n\ndef _lacking",
        "    return [m.name for m in unit.alive if m.initiative is None]\n\n\ndef _lacking",
        (R4_ACTIONS + "test_R004_11_initiative_moves",),
    ),
    Mutation(
        "R004-11",
        "reaction moves use modified Initiative",
        HH_WORLD + "movement.py",
        "        inches = max(m.initiative or 0 for m in unit.alive)\n",
        "        inches = max(m.initiative or 0 for m in unit.alive)"
        ' + unit.modifiers.get("initiative", 0)\n',
        (R4_ACTIONS + "test_R004_11_initiative_moves",),
    ),
    Mutation(
        "R004-11",
        "Advance slowed by Difficult Terrain (ruleset)",
        HH,
        *_op(ADVANCE, "difficult_terrain: false", "difficult_terrain: true"),
        (R4_ACTIONS + "test_R004_11_initiative_moves",),
    ),
    Mutation(
        "R004-11",
        "reaction moves always slowed by Difficult Terrain (world)",
        HH_WORLD + "movement.py",
        '        slowed = bool(op.get("difficult_terrain", True))',
        "        slowed = True",
        (R4_ACTIONS + "test_R004_11_initiative_moves",),
    ),
    Mutation(
        "R004-11",
        "Advance takes no Dangerous Terrain test (ruleset)",
        HH,
        *_op(ADVANCE, "dangerous_terrain: true", "dangerous_terrain: false"),
        (R4_ACTIONS + "test_R004_11_initiative_moves",),
    ),
    Mutation(
        "R004-11",
        "reaction moves never test Dangerous Terrain (world)",
        HH_WORLD + "movement.py",
        "    return _step(engine, model, end, depth, dangerous)",
        "    return _step(engine, model, end, depth, False)",
        (R4_ACTIONS + "test_R004_11_initiative_moves",),
    ),
    Mutation(
        "R004-12",
        'a move ending within 14" triggers',
        HH,
        "actor: {role: enemy, within: 12, line_of_sight: true}",
        "actor: {role: enemy, within: 14, line_of_sight: true}",
        (R4_ACTIONS + "test_R004_12_a_move_ending_within_12_and_in_sight",),
        times=2,
    ),
    Mutation(
        "R004-12",
        "a move ending out of sight triggers",
        HH,
        "actor: {role: enemy, within: 12, line_of_sight: true}",
        "actor: {role: enemy, within: 12}",
        (R4_ACTIONS + "test_R004_12_a_move_ending_within_12_and_in_sight",),
        times=2,
    ),
    Mutation(
        "R004-12",
        "terrain never blocks line of sight (world)",
        HH_WORLD + "match.py",
        "    seen = any(table.sees(a.at, b.at) for a in owner.alive for b in who.alive)",
        "    seen = True",
        (R4_ACTIONS + "test_R004_12_a_move_ending_within_12_and_in_sight",),
    ),
    Mutation(
        "R004-13",
        "Advance goes away",
        HH,
        *_op(ADVANCE, "direction: toward", "direction: away"),
        (R4_ACTIONS + "test_R004_13_advance_toward_by_highest_initiative_vehicles_pivot",),
    ),
    Mutation(
        "R004-13",
        "reaction moves by the lowest Initiative",
        HH_WORLD + "movement.py",
        "        inches = max(m.initiative or 0 for m in unit.alive)\n",
        "        inches = min(m.initiative or 0 for m in unit.alive)\n",
        (R4_ACTIONS + "test_R004_13_advance_toward_by_highest_initiative_vehicles_pivot",),
    ),
    Mutation(
        "R004-13",
        "an advancing vehicle pivots up to 180 degrees",
        HH,
        *_op(ADVANCE, "pivot: 90", "pivot: 180"),
        (R4_ACTIONS + "test_R004_13_advance_toward_by_highest_initiative_vehicles_pivot",),
    ),
    Mutation(
        "R004-13",
        'vehicles move by Initiative, not pivot and 6"',
        HH_WORLD + "movement.py",
        "    if unit.vehicles_only and isinstance(vehicles, dict):",
        "    if False:",
        (R4_ACTIONS + "test_R004_13_advance_toward_by_highest_initiative_vehicles_pivot",),
    ),
    Mutation(
        "R004-14",
        "Withdraw goes toward",
        HH,
        *_op(WITHDRAW, "direction: away", "direction: toward"),
        (R4_ACTIONS + "test_R004_14_withdraw_away_vehicles_backwards",),
    ),
    Mutation(
        "R004-14",
        "withdrawing vehicles move forwards",
        HH_WORLD + "movement.py",
        "ahead(model.at, model.facing, inches if toward else -inches)",
        "ahead(model.at, model.facing, inches)",
        (R4_ACTIONS + "test_R004_14_withdraw_away_vehicles_backwards",),
    ),
    Mutation(
        "R004-15",
        "Return Fire waits for the end of the Shooting Attack",
        HH,
        "    action: reaction\n    break_point: shooting_attack.mitigation\n",
        "    action: reaction\n",
        (
            R4_CORE_REACTIONS
            + "test_R004_15_target_reacts_after_saves_before_mitigation_and_casualties",
        ),
    ),
    Mutation(
        "R004-15",
        "Return Fire comes before the Armour Saves",
        HH,
        "    action: reaction\n    break_point: shooting_attack.mitigation\n",
        "    action: reaction\n    break_point: shooting_attack.saves\n",
        (
            R4_CORE_REACTIONS
            + "test_R004_15_target_reacts_after_saves_before_mitigation_and_casualties",
        ),
    ),
    Mutation(
        "R004-15",
        "any unit of the Reactive player reacts to a Shooting Attack at another",
        HH,
        "      target: {role: self}\n      qualifiers: {phase: shooting}",
        "      target: {role: self_or_ally}\n      qualifiers: {phase: shooting}",
        (
            R4_CORE_REACTIONS
            + "test_R004_15_target_reacts_after_saves_before_mitigation_and_casualties",
        ),
        times=2,
    ),
    Mutation(
        "R004-16",
        "Return Fire with indirect weapons",
        HH,
        *_op(RETURN_FIRE, "indirect: false", "indirect: true"),
        (R4_CORE_REACTIONS + "test_R004_16_return_fire_restrictions",),
    ),
    Mutation(
        "R004-16",
        "vehicles Return Fire with every weapon",
        HH,
        *_op(RETURN_FIRE, "vehicles: defensive", "vehicles: all"),
        (R4_CORE_REACTIONS + "test_R004_16_return_fire_restrictions",),
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
        (R4_CORE_REACTIONS + "test_R004_16_return_fire_restrictions",),
    ),
    Mutation(
        "R004-16",
        "Return Fire's templates fired normally, not as Wall of Death",
        HH,
        *_op(RETURN_FIRE, "templates: {within: 8, as: wall_of_death}", "templates: {within: 8}"),
        (R4_CORE_REACTIONS + "test_R004_16_return_fire_restrictions",),
    ),
    Mutation(
        "R004-16",
        "Return Fire does not count as Stationary",
        HH,
        *_op(RETURN_FIRE, "stationary: true", "stationary: false"),
        (R4_CORE_REACTIONS + "test_R004_16_return_fire_counts_as_stationary",),
    ),
    Mutation(
        "R004-16",
        "a Stationary attack after a move still fires snap shots (world)",
        HH_WORLD + "shooting.py",
        "skill = 1 if snap and not attack.stationary else",
        "skill = 1 if snap else",
        (R4_CORE_REACTIONS + "test_R004_16_return_fire_counts_as_stationary",),
    ),
    Mutation(
        "R004-17",
        "Evade gives Shrouded 6+",
        HH,
        "{op: shrouded, roll: 5,",
        "{op: shrouded, roll: 6,",
        (R4_CORE_REACTIONS + "test_R004_17_evade_shrouded_not_stacking_and_who_may_not",),
    ),
    Mutation(
        "R004-17",
        "Evade gives no Shrouded roll (world)",
        HH_WORLD + "effects.py",
        "    state.shrouded = roll if state.shrouded is None else min(state.shrouded, roll)\n",
        "",
        (R4_CORE_REACTIONS + "test_R004_17_evade_shrouded_not_stacking_and_who_may_not",),
    ),
    Mutation(
        "R004-17",
        "of two Shrouded rolls the worst is used",
        HH_WORLD + "shooting.py",
        "    return min(rolls) if rolls else None",
        "    return max(rolls) if rolls else None",
        (R4_CORE_REACTIONS + "test_R004_17_evade_shrouded_not_stacking_and_who_may_not",),
    ),
    Mutation(
        "R004-17",
        "Evade's Shrouded stacks with the unit's own",
        HH_WORLD + "shooting.py",
        '        ("Shrouded", _shrouded(engine, attack, frame.depth)),\n',
        '        ("Shrouded", _shrouded(engine, attack, frame.depth)),\n'
        '        ("Shrouded", attack.shrouded),\n',
        (R4_CORE_REACTIONS + "test_R004_17_evade_shrouded_not_stacking_and_who_may_not",),
    ),
    Mutation(
        "R004-17",
        "immobilised, Movement 0 and held units may Evade",
        HH,
        "    requires: [can-evade]\n",
        "",
        (R4_CORE_REACTIONS + "test_R004_17_evade_shrouded_not_stacking_and_who_may_not",),
    ),
    Mutation(
        "R004-18",
        "the charged unit reacts before the Charge Roll",
        HH,
        "    break_point: charge.move\n",
        "    break_point: charge.roll\n",
        (R4_CORE_REACTIONS + "test_R004_18_charged_unit_reacts_after_the_roll_before_any_move",),
        times=2,
    ),
    Mutation(
        "R004-18",
        "the charged unit reacts after the Charge Move",
        HH,
        "    break_point: charge.move\n",
        "",
        (R4_CORE_REACTIONS + "test_R004_18_charged_unit_reacts_after_the_roll_before_any_move",),
        times=2,
    ),
    Mutation(
        "R004-18",
        "any unit of the Reactive player reacts to a Charge at another",
        HH,
        "      target: {role: self}\n      qualifiers: {phase: assault}",
        "      target: {role: self_or_ally}\n      qualifiers: {phase: assault}",
        (R4_CORE_REACTIONS + "test_R004_18_charged_unit_reacts_after_the_roll_before_any_move",),
        times=2,
    ),
    Mutation(
        "R004-09",
        "Overwatch's casualties cause Leadership tests",
        HH,
        *_op(OVERWATCH, "leadership_tests: false", "leadership_tests: true"),
        (R4_ACTIONS + "test_R004_09_overwatch_casualties_cause_no_leadership_test",),
    ),
    Mutation(
        "R004-11",
        "Withdraw slowed by Difficult Terrain (ruleset)",
        HH,
        *_op(WITHDRAW, "difficult_terrain: false", "difficult_terrain: true"),
        (R4_ACTIONS + "test_R004_11_14_withdraw_by_unmodified_initiative_through_any_terrain",),
    ),
    Mutation(
        "R004-11",
        "Withdraw takes no Dangerous Terrain test (ruleset)",
        HH,
        *_op(WITHDRAW, "dangerous_terrain: true", "dangerous_terrain: false"),
        (R4_ACTIONS + "test_R004_11_14_withdraw_by_unmodified_initiative_through_any_terrain",),
    ),
    Mutation(
        "R004-11",
        "a unit of Vehicles alone refused Withdraw (its op says how vehicles move)",
        HH_WORLD + "facts.py",
        "    pivots = unit.vehicles_only and all(",
        "    pivots = False and all(",
        (R4_ACTIONS + "test_R004_14_withdraw_away_vehicles_backwards",),
    ),
    Mutation(
        "R004-19",
        'Overwatch fires templates only within 8" (as Return Fire)',
        HH,
        *_op(
            OVERWATCH, "templates: {as: wall_of_death}", "templates: {within: 8, as: wall_of_death}"
        ),
        (R4_CORE_REACTIONS + "test_R004_19_overwatch_templates_as_wall_of_death",),
    ),
    Mutation(
        "R004-19",
        "Overwatch allows cover saves (ruleset)",
        HH,
        *_op(OVERWATCH, "cover_saves: false", "cover_saves: true"),
        (R4_CORE_REACTIONS + "test_R004_19_overwatch_no_cover_saves",),
    ),
    Mutation(
        "R004-19",
        "cover saves whatever the attack says (world)",
        HH_WORLD + "shooting.py",
        "    if attack.cover_saves and _in_cover(engine, attack, model):",
        "    if _in_cover(engine, attack, model):",
        (R4_CORE_REACTIONS + "test_R004_19_overwatch_no_cover_saves",),
    ),
    Mutation(
        "R004-19",
        "Overwatch fires templates normally",
        HH,
        *_op(OVERWATCH, "templates: {as: wall_of_death}", "templates: {}"),
        (R4_CORE_REACTIONS + "test_R004_19_overwatch_templates_as_wall_of_death",),
    ),
    Mutation(
        "R004-19",
        "Wall of Death hits D6 models (world)",
        HH_WORLD + "shooting.py",
        "engine.rng.randint(1, 3) if attack.wall_of_death",
        "dice.d6(engine.rng) if attack.wall_of_death",
        (R4_CORE_REACTIONS + "test_R004_19_overwatch_templates_as_wall_of_death",),
    ),
    Mutation(
        "R004-19",
        "Overwatch does not count as Stationary",
        HH,
        *_op(OVERWATCH, "stationary: true", "stationary: false"),
        (R4_CORE_REACTIONS + "test_R004_19_overwatch_counts_as_stationary",),
    ),
    Mutation(
        "R004-19",
        "vehicles Overwatch with every weapon",
        HH,
        *_op(OVERWATCH, "vehicles: defensive", "vehicles: all"),
        (R4_CORE_REACTIONS + "test_R004_19_overwatch_restricted_as_return_fire",),
    ),
    Mutation(
        "R004-19",
        "Overwatch with indirect weapons",
        HH,
        *_op(OVERWATCH, "indirect: false", "indirect: true"),
        (R4_CORE_REACTIONS + "test_R004_19_overwatch_restricted_as_return_fire",),
    ),
    Mutation(
        "R004-20",
        "Hold the Line's outcomes swapped",
        HH_WORLD + "effects.py",
        "    if state.success:\n        state.disordered = True",
        "    if not state.success:\n        state.disordered = True",
        (R4_CORE_REACTIONS + "test_R004_20_hold_the_line",),
    ),
    Mutation(
        "R004-20",
        "a failed Morale check still Disorders",
        HH,
        "{op: morale_check, on_fail: stop}",
        "{op: morale_check, on_fail: go}",
        (R4_CORE_REACTIONS + "test_R004_20_hold_the_line",),
    ),
    Mutation(
        "R004-20",
        "later Charges at a unit that held the line not Disordered",
        HH_WORLD + "assault.py",
        "    if charge.target.name in engine.disordering:",
        "    if False:",
        (R4_CORE_REACTIONS + "test_R004_20_hold_the_line",),
    ),
    Mutation(
        "R004-20",
        "a unit that held the line Disorders Charges beyond that sub-phase",
        HH_WORLD + "engine.py",
        "            self.disordering = set()\n",
        "",
        (R4_CORE_REACTIONS + "test_R004_20_hold_the_line_lasts_one_charge_sub_phase",),
    ),
    Mutation(
        "R004-20",
        "a Morale check passed on a roll above Leadership",
        HH_WORLD + "effects.py",
        "    passed = roll <= leadership",
        "    passed = roll >= leadership",
        (R4_CORE_REACTIONS + "test_R004_20_hold_the_line",),
    ),
]
