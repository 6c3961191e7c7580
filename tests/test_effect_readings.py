"""Effect clauses read by general rules, ninth round (issue 12, item 4): each reading is a
piece that composes (a tail on any op, a condition on any clause, an event read by the
trigger grammar in one more slot). Every test reads made-up sentences (not corpus text),
asserts the ops, and asserts the sentences the reading must refuse (never widen).
"""

from __future__ import annotations

from counterplay.compiler.to_ir import effect_clauses
from counterplay.diagnostics import Span
from tests.effectkit import ops, refused


def test_a_roll_bonus_says_which_roll_and_a_penalty_takes_away() -> None:
    # "with a bonus to <roll>" on any op that makes a roll: the roll is kept (it was
    # dropped: "a bonus to the damage roll" read as the attack roll's)
    (op,) = ops(
        "The ally makes a basic attack against the target, with a +2 bonus to the attack roll."
    )
    assert (op["op"], op["roll_bonus"], op["roll_bonus_to"]) == (
        "basic_attack",
        2,
        {"stat": "attack"},
    )
    (op,) = ops(
        "You make a melee basic attack with a bonus to the damage"
        " roll equal to your Wisdom modifier."
    )
    assert (op["roll_bonus"], op["roll_bonus_to"]) == ("wisdom modifier", {"stat": "damage"})
    # a penalty's amount is taken away
    (op,) = ops(
        "The enemy rerolls the attack with a penalty to the attack"
        " roll equal to your Charisma modifier."
    )
    assert op["roll_bonus"] == {"times": -1, "of": "charisma modifier"}
    # "on" as "to", with the bonus's kind and a tail after it
    (op,) = ops(
        "You make a basic attack with a +3 power bonus on the attack roll as a free action."
    )
    assert (op["roll_bonus"], op["roll_bonus_type"], op["action"]) == (3, "power", "free")
    assert op["roll_bonus_to"] == {"stat": "attack"}
    # without a roll named, as before
    (op,) = ops("Reroll the saving throw with a +4 bonus.")
    assert op["roll_bonus"] == 4 and "roll_bonus_to" not in op
    # a roll of no list is refused, never dropped
    assert refused("You make a basic attack with a +2 bonus to the pie roll.")
    # a bonus with neither a number nor an amount says nothing: refused
    assert refused("You make a basic attack with a power bonus to the attack roll.")


def test_where_a_movement_must_not_end() -> None:
    (op,) = ops("The ally cannot end the shift adjacent to the triggering enemy.")
    assert (op["op"], op["not_near"], op["who"]) == ("end_position", "triggering", "ally")
    (op,) = ops("You must not end this movement adjacent to an enemy.")
    assert (op["op"], op["not_near"]) == ("end_position", "enemies")
    (op,) = ops("The target doesn't end its move adjacent to you.")
    assert (op["not_near"], op["who"]) == ("self", "target")
    # "must end" with no movement named, as a second verb phrase of its subject
    _, end = ops("The ally shifts 2 squares and must end adjacent to you.")
    assert (end["op"], end["near"], end["who"]) == ("end_position", "self", "ally")
    # "to end adjacent to X" after a movement: where it ends
    (op,) = ops("You shift up to 4 squares to end adjacent to the triggering ally.")
    assert (op["op"], op["destination"]) == ("shift", "adjacent to triggering")
    (op,) = ops("The ally can teleport 5 squares to end adjacent to an enemy.")
    assert (op["op"], op["destination"]) == ("teleport", "adjacent to enemies")
    # where else it must end is not read (never "near")
    assert refused("You can't end your move on top of the target.")
    assert refused("You must not end the shift closer to the dragon than it started.")


def test_a_standing_trigger_said_after_what_it_sets_off() -> None:
    (op,) = ops("You gain 3 temporary hit points whenever an enemy misses you.")
    assert op["op"] == "standing_trigger"
    assert (op["trigger"]["event"], op["trigger"]["actor"]) == ("attack.miss", {"role": "enemy"})
    assert [(o["op"], o["amount"]) for o in op["ops"]] == [("temp_hp", 3)]
    assert "once" not in op and op["duration"] is None
    # "it" in the event is the clause's subject when that is the power's target
    (op,) = ops("The target takes 4 psychic damage each time it attacks you.")
    assert op["trigger"]["actor"] == {"role": "creature", "your_target": True}
    assert op["ops"][0]["target"] == "target"
    # once: "the next time"; once a turn: "the first time each turn", and "(save ends)"
    (op,) = ops("You can shift 2 squares the next time an ally hits you.")
    assert op["once"] is True
    (op,) = ops(
        "The target takes 6 damage the first time each turn it makes an attack (save ends)."
    )
    assert (op["once_per"], op["duration"]) == ("turn", "save_ends")
    (op,) = ops("The target takes 6 damage the first time it attacks each round.")
    assert op["once_per"] == "round"
    # "it" of someone other than the power's target, an event the trigger grammar does not
    # read, a clause not read: refused
    assert refused("The ally gains 2 temporary hit points whenever it hits an enemy.")
    assert refused("You gain 3 temporary hit points whenever the moon rises.")
    assert refused("You juggle whenever an enemy misses you.")
    assert refused("The target takes 6 damage whenever it attacks each turn.")


def test_it_in_a_standing_trigger_is_the_creature_of_its_event() -> None:
    # "it" / "that enemy" after "Whenever an enemy ...": the triggering creature, never the
    # power's target ("that enemy takes 5 damage" was read as the target taking it)
    (op,) = ops("Whenever an enemy starts its turn in the zone, that enemy takes 5 damage.")
    assert op["ops"][0]["target"] == "triggering"
    (op,) = ops(
        "Whenever an enemy moves adjacent to you, you can make a melee basic attack against it."
    )
    assert (op["ops"][0]["op"], op["ops"][0]["target"]) == ("basic_attack", "triggering")
    (op,) = ops("Whenever you hit an enemy, it is slowed until the end of its next turn.")
    assert op["ops"][0]["target"] == "triggering"
    # the target named in the event: "it" is the target, as before
    (op,) = ops("Whenever you hit the target, it takes 3 damage.")
    assert op["ops"][0]["target"] == "target"
    # two creatures in the event, another creature said by "that", or "its": refused
    assert refused("Whenever an ally hits an enemy, it takes 3 damage.")
    assert refused("Whenever an enemy hits you, that ally takes 3 damage.")
    assert refused("Whenever an enemy hits you, its speed is reduced to 2.")


def test_conditions_negated_or_joined_by_or() -> None:
    (op,) = ops("If the target is not bloodied, it is dazed.")
    assert op["if"] == "not target bloodied"
    (op,) = ops("If the ally isn't marked, it can shift 1 square.")
    assert op["if"] == "not ally marked"
    (op,) = ops("If you are not adjacent to an ally, you gain a +2 bonus to AC.")
    assert op["if"] == "not self adjacent_to=ally"
    (op,) = ops("You shift 1 square if you aren't bloodied.")
    assert op["if"] == "not self bloodied"
    (op,) = ops("The target falls prone if it is not within 2 squares of you.")
    assert op["if"] == "not target within=2"
    (op,) = ops("If the target is dazed or stunned, it takes 5 extra damage.")
    assert op["if"] == "target dazed or stunned"
    (op,) = ops("The target is weakened if it is slowed or immobilized.")
    assert op["if"] == "target slowed or immobilized"
    # "an ally" as the subject of a condition (it stopped at "adjacent": only "If an ally
    # is the target" was read), and that one kept as it was
    (op,) = ops("If an ally is adjacent to you, you gain a +1 bonus to attack rolls.")
    assert op["if"] == "ally adjacent_to=self"
    (op,) = ops("If an ally is the target, the ally gains a +2 bonus to AC.")
    assert op["if"] == "ally_target"
    # a state of no list is refused, never dropped
    assert refused("If the target is not happy, it is dazed.")
    assert refused("If the target is dazed or hungry, it is stunned.")


def test_what_an_attack_deals_on_a_hit() -> None:
    (op,) = ops(
        "The ally can make a basic attack against the target as a"
        " free action, dealing 1d6 extra damage on a hit."
    )
    assert (op["op"], op["action"]) == ("basic_attack", "free")
    assert [(d["op"], d["dice"], d["extra"]) for d in op["deals"]] == [("damage", "1d6", True)]
    (op,) = ops("You make a melee basic attack, dealing 2d8 extra cold damage if the attack hits.")
    assert op["deals"][0]["types"] == ["cold"]
    (op,) = ops("You charge the triggering enemy, dealing 5 extra damage.")
    assert (op["op"], op["deals"][0]["bonus"]) == ("charge", 5)
    # said of what is no attack, or an amount the op cannot hold: refused
    assert refused("You shift 2 squares, dealing 5 damage.")
    assert refused("The ally makes a basic attack, dealing 1d6 + 1d8 extra damage.")


def test_damage_taken_from_attacks_of_a_kind() -> None:
    (op,) = ops(
        "You take half damage from melee and close attacks until the end of your next turn."
    )
    assert (op["op"], op["amount"], op["from"]) == ("resist", "half", "attacks melee close")
    (op,) = ops("The ally takes no damage from area attacks or close attacks.")
    assert (op["op"], op["from"]) == ("negate", "attacks area close")
    (op,) = ops("You take half damage from attacks.")
    assert op["from"] == "attacks"
    assert refused("You take half damage from sneaky attacks.")


def test_a_rider_on_another_creatures_attacks() -> None:
    (op,) = ops("The target's attacks deal 2 extra fire damage until the end of your next turn.")
    assert (op["op"], op["on"], op["by"], op["target"], op["types"]) == (
        "extra_damage",
        "attacks",
        "target",
        "creatures",
        ["fire"],
    )
    (op,) = ops("The triggering enemy's melee attacks deal 5 extra damage to you.")
    assert (op["by"], op["target"], op["attack_kinds"]) == ("triggering", "self", ["melee"])
    # the user's own attacks, as before
    (op,) = ops("Your attacks deal 2 extra damage.")
    assert "by" not in op
    assert refused("The target's attacks deal 2 extra damage to the moon.")


def test_two_attacks_named_are_a_choice() -> None:
    (op,) = ops(
        "You can make a melee basic attack or a charge attack against the triggering enemy."
    )
    assert (op["op"], op["of"]) == ("choice", "ops")
    assert [[(o["op"], o["target"], o["who"]) for o in option] for option in op["options"]] == [
        [("basic_attack", "triggering", "self")],
        [("charge", "triggering", "self")],
    ]
    (op,) = ops(
        "The ally makes a grab attack or a bull rush attack against the target as a free action."
    )
    assert [option[0]["kind"] for option in op["options"]] == ["grab", "bull_rush"]
    assert {option[0]["action"] for option in op["options"]} == {"free"}
    # an attack of no list, or something else than an attack: refused
    assert refused("You make a basic attack or a sneaky attack against the enemy.")
    assert refused("You make a basic attack or a heartfelt apology against the enemy.")


def test_the_subject_of_an_unread_verb_phrase_names_the_ones_after_it() -> None:
    # the first verb phrase is not read, but "You" says whom the second is about
    found = effect_clauses("You juggle three torches and can shift 2 squares.")
    assert found[0][1][0]["op"] == "unparsed"
    (shift,) = found[1][1]
    assert (shift["op"], shift["who"]) == ("shift", "self")
    found = effect_clauses("The target wobbles oddly and is knocked prone.")
    assert found[1][1][0]["target"] == "target"
    # the subject with what is said of it, read as in any slot
    found = effect_clauses(
        "Each ally within 5 squares of you sings and gains 2 temporary hit points."
    )
    (gain,) = found[1][1]
    assert (gain["op"], gain["target"], gain["target_filters"]) == (
        "temp_hp",
        "allies",  # each of them, not one ally
        {"within": 5},
    )
    # a subject of no rule ("The next creature you summon") stays unknown
    found = effect_clauses("The next creature you summon glows and is knocked prone.")
    assert found[1][1][0]["op"] == "unparsed"
    # nor is a pair ("You and the ally ..."), nor a lead
    found = effect_clauses("You and the ally juggle and are knocked prone.")
    assert found[-1][1][0]["op"] == "unparsed"
    found = effect_clauses("If you juggle, you are dazed and are knocked prone.")
    assert all(clause_ops[0]["op"] == "unparsed" for _, clause_ops, _ in found)


def test_who_deals_damage_is_kept() -> None:
    # "The ally deals 5 damage": the ally deals it (the dealer was dropped)
    (op,) = ops("The ally deals 5 extra damage to the triggering enemy.")
    assert (op["by"], op["target"]) == ("ally", "triggering")
    (op,) = ops("Each ally adjacent to you deals 2 damage.")
    assert (op["by"], op["by_filters"], op["target"]) == (
        "allies",
        {"adjacent_to": "self"},
        "creatures",
    )
    # the user's damage is as before: no "by", to the target unless said
    (op,) = ops("You deal 5 damage.")
    assert "by" not in op and op["target"] == "target"
    (op,) = ops("You deal 5 damage to each enemy adjacent to you.")
    assert "by" not in op and op["target"] == "enemies"


def test_a_lead_read_alone_governs_the_clauses_after_an_unread_one() -> None:
    # the first clause's body is not read, but its lead is: the clauses after it keep it
    found = effect_clauses("If the target is bloodied, it juggles, and you gain a +2 bonus to AC.")
    assert found[0][1][0]["op"] == "unparsed"
    (bonus,) = found[1][1]
    assert (bonus["op"], bonus["if"]) == ("bonus", "target bloodied")
    found = effect_clauses("Until the end of your next turn, you juggle, and enemies are slowed.")
    (slowed,) = found[1][1]
    assert (slowed["target"], slowed["duration"]) == ("enemies", "end_of_next_turn")
    # a lead not read alone either: the clauses after it are not read (never without it)
    found = effect_clauses("If the moon is full, you juggle, and you gain a +2 bonus to AC.")
    assert all(clause_ops[0]["op"] == "unparsed" for _, clause_ops, _ in found)


def test_a_leading_duration_reaches_ongoing_damage() -> None:
    # "Until ..., X, and the target takes ongoing 5 damage": the damage lasts that long too
    # (it was dropped: ongoing damage is no op of the lasting kinds)
    text = "Until the end of your next turn, you are slowed and the target takes ongoing 5 damage."
    (damage,) = effect_clauses(text)[1][1]
    assert (damage["ongoing"], damage["duration"]) == (True, "end_of_next_turn")


def test_a_leading_time_is_kept_for_the_clauses_after_an_unread_one() -> None:
    # "At the end of your next turn, <not read>, and you take 5 damage": the damage is then,
    # never now (the time was dropped)
    found = effect_clauses("At the end of your next turn, you juggle, and you take 5 damage.")
    (damage,) = found[1][1]
    assert (damage["op"], damage["at"]) == ("damage", "end_of_next_turn")
    # a time not read: the clauses after it are not read
    found = effect_clauses("After the moon rises, you juggle, and you take 5 damage.")
    assert found[1][1][0]["op"] == "unparsed"


def test_a_standing_trigger_takes_any_lead_read_alone() -> None:
    # leads of no list of standing triggers, read as leads anywhere: what they say is kept
    text = "Once per round, when you hit the target, you gain 5 temporary hit points and shift."
    (op,) = ops(text)
    assert (op["op"], op["once_per"], op["duration"]) == ("standing_trigger", "round", None)
    # the sentence is one clause: both verb phrases hang on the trigger
    assert [o["op"] for o in op["ops"]] == ["temp_hp", "shift"]
    (op,) = ops(
        "During your next turn, whenever you hit an enemy, you gain 2 temporary hit points."
    )
    assert op["during"] == "next_turn"
    (op,) = ops("Until you are no longer bloodied, whenever an enemy hits you, you shift 1 square.")
    assert (op["duration"], op["until"]) == ("until_event", "self no_longer bloodied")
    # a lead not read: refused
    assert refused("Until the moon rises, whenever an enemy hits you, you shift 1 square.")


def test_extra_damage_typed_by_reference() -> None:
    text = "Your next attack deals 1d6 extra damage of the type dealt by the triggering attack."
    (op,) = ops(text)
    assert (op["op"], op["dice"], op["types"]) == ("extra_damage", "1d6", ["triggering"])
    (op,) = ops("The target takes 2d6 extra damage of that type.")
    assert (op["extra"], op["types"]) == (True, ["named_before"])
    # with a duration after it, as before
    (op,) = ops("The target takes ongoing 5 damage of that type or types (save ends).")
    assert (op["ongoing"], op["duration"]) == (True, "save_ends")
    assert refused("The target takes 2d6 extra damage of the moon's type.")


def test_an_unread_subject_or_infinitive_is_never_guessed() -> None:
    # the subject ends where its verb phrase starts: "each ally in your lute's echo" is not
    # "each ally" (the filter would be dropped), so the next verb phrase has no subject
    found = effect_clauses(
        "You and each ally in your lute's echo gain 5 temporary hit points and can shift."
    )
    assert [clause_ops[0]["op"] for _, clause_ops, _ in found] == ["unparsed", "unparsed"]
    # a verb phrase after an unread infinitive may be the infinitive's: not read
    text = "Until the zone ends, you can spend a minor action to deal 5 damage and knock it prone."
    found = effect_clauses(text)
    assert found[-1][1][0]["op"] == "unparsed"
    assert "hang on a part" in found[-1][2][0].message
    # one after a lead inside an unread clause is never read without the lead: the lead
    # starts a clause of its own (", and until ..., "), and is said for it
    text = "You juggle, and until the end of your next turn, you wobble and gain phasing."
    (phasing,) = effect_clauses(text)[-1][1]
    assert (phasing["condition"], phasing["duration"]) == ("phasing", "end_of_next_turn")
    text = "You juggle, and until the zorp fizzles, you wobble and gain phasing."
    assert effect_clauses(text)[-1][1][0]["op"] == "unparsed"


def test_or_with_a_condition_is_the_one_else_the_other() -> None:
    # "X, or Y if Z": Y when Z holds, else X (both were refused)
    text = (
        "1[W] + Strength modifier damage, or 2[W] + Strength modifier damage if you are bloodied."
    )
    first, second = ops(text)
    assert (first["weapon"], first["if"]) == (1, "not self bloodied")
    assert (second["weapon"], second["if"]) == (2, "self bloodied")
    first, second = ops("The target takes 5 damage, or 10 damage if it is marked.")
    assert (first["target"], first["if"], second["bonus"]) == ("target", "not target marked", 10)
    # "it" of another subject than the target (the grammar reads "it" as the target)
    assert refused("The ally takes 5 damage, or 10 damage if it is marked.")
    # a condition of no rule, or none at all: refused
    assert refused("The target takes 5 damage, or 10 damage if the moon is full.")
    assert refused("The target takes 5 damage, or 10 damage when it rains.")


def test_which_attacks_must_hit_and_for_each_clause() -> None:
    (op,) = ops("If either basic attack hits, the target is dazed (save ends).")
    assert (op["if"], op["of_attack"]) == ("hit", "either basic_attack")
    (op,) = ops("If both attacks hit, the target is stunned until the end of your next turn.")
    assert (op["if"], op["of_attack"]) == ("hit", "both")
    # the attack a leading condition is of goes with it to each clause of the sentence (the
    # clauses after the first kept "hit" only: any attack's)
    _, dazed = ops("If the triggering attack hits, you shift 1 square and the target is dazed.")
    assert (dazed["if"], dazed["of_attack"]) == ("hit", "triggering")
    assert refused("If all three attacks hit, the target is dazed.")


def test_readings_by_parts_stay_bounded() -> None:
    # a clause read by parts (two attacks, an event after it, "or ... if") is never read
    # part by part past two options nor past a printed clause's length: long or repeated
    # text is refused, never a crash or a deep recursion
    many = "You make a basic attack or a charge attack or a grab attack or a bull rush attack."
    assert refused(many)
    assert refused("You make " + "a basic attack or " * 300 + "a charge attack.")
    assert refused("The target takes 5 damage " + "whenever it attacks " * 300 + ".")


def test_who_deals_damage_is_the_dealer_never_the_one_dealt_to() -> None:
    # "The target deals X damage": the target deals it (``by``), to whom it hits or is named
    (op,) = ops("The target deals 7 lightning damage.")
    assert (op["by"], op["target"], op["types"]) == ("target", "creatures", ["lightning"])
    (op,) = ops("The enemy deals 1d10 damage to you.")
    assert (op["by"], op["target"]) == ("target", "self")
    (op,) = ops("It deals 3 extra damage.")
    assert (op["by"], op["target"], op["extra"]) == ("target", "creatures", True)
    # the same dealer kept on a verb phrase after the subject's first one
    _, dealt = ops("Each target is dazed and deals 2 extra damage with melee attacks.")
    assert (dealt["by"], dealt["target"], dealt["with_attacks"]) == ("target", "creatures", "melee")
    # "it" after a lead naming the power's attack is that attack: its damage, as "the attack
    # deals" is read
    (op,) = ops("If the attack hits, it deals an extra 1d4 thunder damage.")
    assert "by" not in op and (op["target"], op["if"]) == ("target", "hit")
    assert ops("If the attack hits and deals damage, it deals 4 extra damage.")[0].get("by") is None
    # ... but "that attack" / "the triggering attack" is one said before (an ally's next
    # attack, an enemy's): who deals it is not said, so refused (never the user's damage)
    assert refused("If that attack hits, it deals an extra 1d4 thunder damage.")
    assert refused("If the triggering attack hits, it deals 3 extra damage to the enemy.")
    # the user's own damage is still the user's
    (op,) = ops("You deal 6 damage to the target.")
    assert "by" not in op and op["target"] == "target"
    # "the triggering attack deals": that attack's damage (of_attack), not the user's own;
    # "that attack deals" may be any attack said before: refused
    (op,) = ops("The triggering attack deals 1d8 extra cold damage.")
    assert (op["of_attack"], op["extra"], op["types"]) == ("triggering", True, ["cold"])
    (op,) = ops("Your attack deals 1d8 extra cold damage.")
    assert "of_attack" not in op and "by" not in op
    assert refused("That attack deals 4 extra damage.")


def test_damage_dealt_after_a_subject_not_read_is_refused() -> None:
    # the dealer is said in the part not read: never the user's damage
    clauses = effect_clauses(
        "The next spirit you conjure this turn is resistant to fire and deals 2d8 extra"
        " fire damage with each attack."
    )
    assert [ops[0]["op"] for _, ops, _ in clauses] == ["unparsed", "unparsed"]
    assert "its subject" in clauses[1][2][0].message
    # after a subject that is read, the same words are its damage
    _, dealt = ops("The ally is slowed and deals 2d8 extra fire damage with each attack.")
    assert (dealt["by"], dealt["types"]) == ("ally", ["fire"])


def test_a_condition_after_the_last_option_is_that_options_alone() -> None:
    # "slowed, or immobilized if it is bloodied": immobilized when bloodied, else slowed
    # (it was a choice of the two with the condition on both)
    slowed, immobilized = ops("The target is dazed, or stunned if it is bloodied.")
    assert (slowed["condition"], slowed["if"]) == ("dazed", "not target bloodied")
    assert (immobilized["condition"], immobilized["if"]) == ("stunned", "target bloodied")
    # the verb said once; a time after the last option is each option's
    first, second = ops("You are weakened, or blinded if the target is bloodied (save ends).")
    assert (first["target"], first["duration"], first["if"]) == (
        "self",
        "save_ends",
        "not target bloodied",
    )
    assert (second["condition"], second["duration"]) == ("blinded", "save_ends")
    # without the comma, or with a condition of no rule: which option it is said of is not
    # known, so refused (never a condition on both)
    assert refused("The target is weakened or blinded if you are bloodied.")
    assert refused("The target is dazed, or stunned if the moon is full.")
    # a condition that leads the sentence is said of the whole choice
    (choice,) = ops("If the target is bloodied, it is dazed or stunned.")
    assert choice["op"] == "choice" and choice["if"] == "target bloodied"
    assert all(o[0]["if"] == "target bloodied" for o in choice["options"])
    # and a choice with no condition is read as before
    (choice,) = ops("The target is dazed or stunned (save ends).")
    assert [o[0]["condition"] for o in choice["options"]] == ["dazed", "stunned"]


def test_a_lead_after_comma_and_starts_a_clause_of_its_own() -> None:
    # ", and until the end of your next turn, the ally is dazed": the lead is the clause's
    # after it (the clause before it is read alone, without it)
    clauses = effect_clauses(
        "You gain a +1 bonus to AC, and until the end of your next turn, the ally is dazed."
    )
    assert [c for c, _, _ in clauses] == [
        "You gain a +1 bonus to AC",
        "until the end of your next turn, the ally is dazed.",
    ]
    bonus, dazed = (ops[0] for _, ops, _ in clauses)
    assert (bonus["op"], bonus["duration"]) == ("bonus", None)
    assert (dazed["condition"], dazed["target"], dazed["duration"]) == (
        "dazed",
        "ally",
        "end_of_next_turn",
    )
    _, resist = ops("The target is slowed, and while you are bloodied, you gain resist 5 fire.")
    assert (resist["op"], resist["while"]) == ("resist", "self bloodied")
    # a clause after the lead that is not read is not read; the one before it still is
    clauses = effect_clauses("You are dazed, and until the end of the encounter, you zorp it.")
    assert [ops[0]["op"] for _, ops, _ in clauses] == ["condition", "unparsed"]
    # what the sentence's own lead says goes on too, and its lead not read refuses both
    _, slowed = ops(
        "At the end of your next turn, you shift 1 square, and until the end of the"
        " encounter, you are slowed."
    )
    assert (slowed["at"], slowed["duration"]) == ("end_of_next_turn", "encounter")
    clauses = effect_clauses(
        "If the moon is full, you shift 1 square, and until the end of your turn, you are slowed."
    )
    assert [ops[0]["op"] for _, ops, _ in clauses] == ["unparsed", "unparsed"]
    # no comma after the words: a time said of the clause, not a lead (not cut)
    assert len(effect_clauses("You gain a +2 bonus to Will, and until the end of your turn.")) == 1
    assert refused("You gain a +2 bonus to Will, and until the end of your turn.")


def test_damage_the_target_deals_whenever_it_hits_is_its_own() -> None:
    # "The target deals ... whenever it hits": the target deals it, to whom it hits (was
    # refused while "The target deals" was read as damage to the target)
    (standing,) = ops("The target deals 5 extra damage whenever it hits an ally.")
    assert standing["op"] == "standing_trigger"
    assert standing["trigger"]["event"] == "attack.hit"
    assert standing["trigger"]["actor"] == {"role": "creature", "your_target": True}
    (dealt,) = standing["ops"]
    assert (dealt["by"], dealt["target"], dealt["bonus"]) == ("target", "creatures", 5)
    # "it" twice, or a dealer other than the target: refused as before
    assert refused("It deals 2 damage to you whenever it attacks.")
    assert refused("The ally deals 2 damage whenever it attacks.")


def test_an_attack_that_hits_or_misses_you_is_not_the_users_own() -> None:
    # "If the attack misses you": an attack against the user, never the user's own attack
    # (it read as the power's own "if": "miss", the word "you" dropped)
    (op,) = ops("If the attack misses you, you push the target 2 squares.")
    assert (op["op"], op["if"], op["attack_against"]) == ("push", "miss", "self")
    first, second = ops("If the attack hits you, you slide the target 1 square and shift 1 square.")
    assert first["attack_against"] == second["attack_against"] == "self"
    assert first["if"] == second["if"] == "hit"
    # after the clause as well
    (op,) = ops("You teleport 4 squares if the attack misses you.")
    assert (op["if"], op["attack_against"]) == ("miss", "self")
    # an attack on someone else named: on whom, with what is said of them
    (op,) = ops("If the attack misses an ally adjacent to you, you shift 1 square.")
    assert (op["attack_against"], op["attack_against_filters"]) == ("ally", {"adjacent_to": "self"})
    # the power's own attack, and the triggering one, as before
    (op,) = ops("If the attack hits the target, you push the target 2 squares.")
    assert op["if"] == "hit" and "attack_against" not in op
    (op,) = ops("If the attack misses, you push the target 2 squares.")
    assert op["if"] == "miss" and "attack_against" not in op
    (op,) = ops("If the triggering attack misses you, you shift 3 squares.")
    assert (op["of_attack"], op["if"]) == ("triggering", "miss")
    assert op["attack_against"] == "self"  # "you": not any creature that attack misses


def test_regaining_this_power_is_not_regaining_any_power() -> None:
    # "the use of this power" read as "the use of a power" (any power)
    (op,) = ops("You regain the use of this power.")
    assert (op["op"], op["which"]) == ("recharge", "this")
    (op,) = ops("The ally regains the use of the triggering power.")
    assert (op["op"], op["which"]) == ("recharge", "triggering")
    (op,) = ops("You regain the use of an expended daily attack power.")
    assert op["power_kind"] == "daily" and "which" not in op
    (op,) = ops("You regain the use of a power.")
    assert op["op"] == "recharge" and "which" not in op and "power_kind" not in op
    # a power named before ("the power", "that power"): which one is not read, refused
    assert refused("You regain the use of the power.")
    assert refused("You regain the use of that power.")


def test_a_bonus_to_this_roll_is_to_that_roll_only() -> None:
    # "a bonus to this attack roll" read as a bonus to attack rolls (every one)
    (op,) = ops("The ally gains a bonus to this attack roll equal to your Strength modifier.")
    assert (op["op"], op["stat"], op["this"]) == ("bonus", "attack", True)
    (op,) = ops("The target gains a +3 bonus to that saving throw.")
    assert (op["stat"], op["this"]) == ("saving_throws", True)
    (op,) = ops("You gain a +5 power bonus to this skill check.")
    assert (op["stat"], op["this"]) == ("skill_checks", True)
    # rolls in general: not one roll
    (op,) = ops("The ally gains a +1 bonus to attack rolls.")
    assert op["stat"] == "attack" and "this" not in op


def test_that_target_after_an_event_of_another_creature_is_refused() -> None:
    # "whenever an enemy ..., enemies adjacent to that target": "that target" is the event's
    # creature (or the one it attacked), never the power's target (it read as the target)
    assert refused(
        "Until the end of the encounter, whenever an enemy is reduced to 0 hit points,"
        " allies adjacent to that target gain 5 temporary hit points."
    )
    assert refused("Whenever an ally hits an enemy, that target takes 2 damage.")
    # an event that names the power's target: that target is it, as before
    (standing,) = ops("Whenever you hit the target, that target takes 3 damage.")
    ((dealt,),) = [standing["ops"]]
    assert (dealt["op"], dealt["target"]) == ("damage", "target")
    # "that enemy" after an event of an enemy: the triggering enemy, as before
    (standing,) = ops("Whenever an enemy hits you, creatures adjacent to that enemy take 4 damage.")
    assert standing["ops"][0]["target_filters"] == {"adjacent_to": "triggering"}


def test_an_event_after_the_clause_says_when_as_it_does_leading_it() -> None:
    # "after / before <event>" after a clause, read by the trigger grammar as its leading
    # form is ("After an enemy hits you, ..."): after_event / before_event
    (op,) = ops("You shift 1 square after the triggering enemy attacks.")
    assert (op["op"], op["after_event"]["event"]) == ("shift", "attack.target")
    assert op["after_event"]["actor"] == {"role": "enemy", "triggering": True}
    (op,) = ops("The ally can slide the target 2 squares before an enemy attacks you.")
    assert (op["op"], op["before_event"]["event"]) == ("slide", "attack.target")
    assert op["before_event"]["target"] == {"role": "self"}
    # "when <event>" after a clause is a standing trigger, as "When <event>, ..." is
    (standing,) = ops("You gain 5 temporary hit points when an ally is hit.")
    assert standing["op"] == "standing_trigger"
    assert (standing["trigger"]["event"], standing["trigger"]["target"]) == (
        "attack.hit",
        {"role": "ally"},
    )
    assert [(o["op"], o["amount"]) for o in standing["ops"]] == [("temp_hp", 5)]
    # a time is no event ("before the end of your next turn" is not read as one), an event
    # the trigger grammar does not read is refused, never dropped
    assert refused("You teleport 2 squares before the end of the moon.")
    assert refused("You shift 1 square after the bell tolls twice.")
    assert refused("You gain 5 temporary hit points when the wind howls.")


def test_when_before_a_state_is_no_standing_trigger() -> None:
    # "<clause> when you are bloodied" says while the state lasts, not the moment it begins:
    # it was a standing trigger on becoming bloodied (a bonus given once, for no time)
    for text in (
        "You gain a +2 bonus to attack rolls when you are bloodied.",
        "The ally gains a +1 bonus to AC when the ally is marked.",
        "The target takes a -2 penalty to Reflex when it is dazed.",
        "Each ally gains a +1 bonus to AC when you are slowed.",
    ):
        assert refused(text), text
    # an event said with a verb stays a standing trigger
    for text, event in (
        ("You gain a +2 bonus to AC when you are hit.", "attack.hit"),
        ("You gain 5 temporary hit points when you first become bloodied.", "bloodied"),
        ("You gain 5 temporary hit points whenever you are bloodied.", "bloodied"),
    ):
        (standing,) = ops(text)
        assert (standing["op"], standing["trigger"]["event"]) == ("standing_trigger", event)


def test_it_in_an_event_said_in_an_effect_is_never_the_owner() -> None:
    # "if it hits you": "it" is a creature named before, which the trigger grammar reads as
    # the power's owner (a monster's "it"): it read as "you hit you"; refused now
    assert refused("You shift 1 square if it hits you.")
    assert refused("The ally shifts 2 squares after he or she is hit.")
    assert refused("You gain 5 temporary hit points when they attack you.")
    # the same event naming the creature is read
    (op,) = ops("You shift 1 square if the triggering enemy hits you.")
    assert op["if_event"]["actor"] == {"role": "enemy", "triggering": True}


def test_a_distance_after_two_movements_is_each_ones() -> None:
    # "shift or teleport 2 squares": both 2 squares (the shift read with no distance)
    (choice,) = ops("You can shift or teleport 2 squares.")
    assert [(o[0]["op"], o[0]["distance"]) for o in choice["options"]] == [
        ("shift", 2),
        ("teleport", 2),
    ]
    (choice,) = ops("The ally can either shift or move 3 squares.")
    assert [o[0]["distance"] for o in choice["options"]] == [3, 3]
    # each with its own distance, or a verb of no distance: as said
    (choice,) = ops("You can shift 1 square or teleport 2 squares.")
    assert [o[0]["distance"] for o in choice["options"]] == [1, 2]
    (choice,) = ops("You can stand up or shift 1 square.")
    assert [o[0]["op"] for o in choice["options"]] == ["stand", "shift"]
    assert "distance" not in choice["options"][0][0]


def test_people_and_a_time_after_and_are_no_clause_of_their_own() -> None:
    # "... against you and your allies until the end of your next turn": one list of
    # people (it was cut into "... against you" and "your allies until ...", not read)
    clauses = effect_clauses(
        "The target takes a -1 penalty to damage rolls against you and your allies until"
        " the end of your next turn."
    )
    assert len(clauses) == 1
    (op,) = clauses[0][1]
    assert (op["against"], op["duration"]) == ("self_or_ally", "end_of_next_turn")
    # a new subject with a verb of its own (one no rule knows) is still a clause: the
    # clause before it is read alone
    clauses = effect_clauses(
        "You gain a +1 bonus to AC and you zorp the foe until the end of the encounter."
    )
    assert [c[1][0]["op"] for c in clauses] == ["bonus", "unparsed"]


def test_a_lead_goes_on_to_its_comma_past_an_and() -> None:
    # "If an enemy hits you and you are bloodied, ...": one lead of two conditions (it was
    # cut into "If an enemy hits you" and "you are bloodied, you shift 1 square", the
    # shift then read with one condition of the two)
    clauses = effect_clauses("If an ally misses you and you are slowed, you zorp 1 square.")
    assert [c for c, _, _ in clauses] == [
        "If an ally misses you and you are slowed, you zorp 1 square."
    ]
    # after a condition said after the clause, which of the two "and" joins is not told:
    # one clause, not read (the shift was read with the first condition alone)
    clauses = effect_clauses("You slide the target 1 square if an ally hits it and it is slowed.")
    assert [ops[0]["op"] for _, ops, _ in clauses] == ["unparsed"]
    # an "and" after the lead's comma still cuts
    clauses = effect_clauses("If the target is bloodied, it is dazed and you shift 1 square.")
    assert [ops[0]["if"] for _, ops, _ in clauses] == ["target bloodied", "target bloodied"]


def test_the_time_after_a_last_verb_phrase_not_read_is_still_said() -> None:
    # "... and <not read> (save ends both)": the time is the ops' before it (they read as
    # lasting for no time)
    dazed, other = effect_clauses("The target is dazed and cannot zorp (save ends both).")
    assert (dazed[1][0]["condition"], dazed[1][0]["duration"]) == ("dazed", "save_ends")
    assert other[1][0]["op"] == "unparsed"
    slowed, _ = effect_clauses(
        "The enemy is slowed and takes a -2 penalty to zorp rolls until the end of your next turn."
    )
    assert slowed[1][0]["duration"] == "end_of_next_turn"
    # a time that is not read: the ops it would be said of are not read either
    clauses = effect_clauses("The enemy is weakened and takes a zorp until the moon sets.")
    assert [ops[0]["op"] for _, ops, _ in clauses] == ["unparsed", "unparsed"]
    clauses = effect_clauses("The target is immobilized and can't zorp until the zorp ends.")
    assert [ops[0]["op"] for _, ops, _ in clauses] == ["unparsed", "unparsed"]
    assert "time said after" in clauses[0][2][0].message
    # the refused clause is told where it starts ("The enemy ..." after "Zap. ")
    found = effect_clauses(
        "Zap. The enemy is slowed and can't zorp until the zorp ends.", Span("p.yaml", 3, 10)
    )
    assert (found[1][2][0].span.line, found[1][2][0].span.column) == (3, 15)
    # no time said after it: as before; an op that lasts no time (prone) is not said to
    (op,) = effect_clauses("The target is dazed and loses its zorp.")[0][1]
    assert (op["condition"], op["duration"]) == ("dazed", None)
    prone, _ = effect_clauses("The target falls prone and can't zorp until the zorp ends.")
    assert (prone[1][0]["condition"], prone[1][0]["duration"]) == ("prone", None)


def test_can_instead_keeps_instead() -> None:
    # "The ally can instead shift 1 square": in place of what was said before (the word
    # was read as a plain "can" and dropped: both would happen)
    (op,) = ops("The ally can instead shift 2 squares.")
    assert (op["op"], op["who"], op["instead"]) == ("shift", "ally", True)
    (op,) = ops("You must instead make a saving throw.")
    assert (op["op"], op["instead"]) == ("save", True)
    # "can" alone says no such thing
    (op,) = ops("The ally can shift 2 squares.")
    assert "instead" not in op


def test_the_attacker_is_the_triggering_creature_in_every_slot() -> None:
    # "the attacker" is who made the triggering attack, never the power's own target
    (op,) = ops("The attacker falls prone.")
    assert (op["op"], op["target"]) == ("condition", "triggering")
    (op,) = ops("You push the attacker 3 squares.")
    assert (op["op"], op["target"], op["distance"]) == ("push", "triggering", 3)
    (op,) = ops(
        "You gain a +1 bonus to all defenses against the attacker until the end of your turn."
    )
    assert (op["op"], op["against"]) == ("bonus", "triggering")
    (op,) = ops("You and the attacker swap places.")
    assert (op["op"], op["with"]) == ("swap", "triggering")
    # "the enemy" in a Hit line is still the target
    (op,) = ops("The enemy falls prone.")
    assert op["target"] == "target"


def test_a_square_named_by_its_owner_is_that_ones_space() -> None:
    # "to your square" was read as any square ("your" dropped): a wider reading
    (op,) = ops("The ally teleports to your square.")
    assert (op["op"], op["who"], op["destination"]) == ("teleport", "ally", "space of self")
    (op,) = ops("You shift to its space.")
    assert (op["op"], op["destination"]) == ("shift", "space of target")
    (op,) = ops("You teleport to a square.")
    assert op["destination"] == "square"
    assert refused("You teleport to my square.")


def test_this_effect_can_occur_only_once_per_turn_limits_the_standing_trigger_before() -> None:
    # "This effect can occur only once per turn.", a sentence of its own after a standing
    # trigger's: how often that fires (it ran with no limit, the sentence not read)
    standing = (
        "Until the end of your next turn, whenever an enemy enters a square adjacent to you,"
        " it takes 5 damage."
    )
    (op,) = ops(f"{standing} This effect can occur only once per turn.")
    assert (op["op"], op["once_per"], op["duration"]) == (
        "standing_trigger",
        "turn",
        "end_of_next_turn",
    )
    (clause,) = effect_clauses(f"{standing} This effect can occur only once per turn.")
    assert clause[0].endswith("only once per turn.")
    (op,) = ops(f"{standing} This effect can occur only once per round.")
    assert op["once_per"] == "round"
    # (of the sentence right before it, whatever comes earlier)
    bonus, op = ops(
        f"You gain a +2 bonus to AC until the end of your next turn. {standing}"
        " This effect can occur only once per turn."
    )
    assert (bonus["op"], "once_per" in bonus, op["once_per"]) == ("bonus", False, "turn")
    # after anything but one standing trigger with no limit yet: what "this effect" is is not
    # known, so the sentence is refused (never read as no limit)
    assert refused("The target takes 5 damage. This effect can occur only once per turn.")
    assert refused(
        f"{standing} This effect can occur only once per turn."
        " This effect can occur only once per turn."
    )
    first = (
        "Until the end of your next turn, the first time an enemy enters a square adjacent"
        " to you, it takes 5 damage."
    )
    assert refused(f"{first} This effect can occur only once per turn.")
    assert refused(
        "You gain a +2 bonus to AC, and whenever an enemy hits you, it takes 5 damage."
        " This effect can occur only once per turn."
    )
    # alone, or not as said: not read
    assert refused("This effect can occur only once per turn.")
    assert refused(f"{standing} This effect can occur once per turn.")
