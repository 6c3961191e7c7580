"""How clauses the effect grammar reads are qualified and joined (issue 12, item 4, round 8):
whom "it" stands for, a condition said inside a clause
under the sentence's own, and a sentence's leading "Instead," and action. Each test reads a
made-up sentence (not corpus text) and asserts the ops, or that the clause is refused where
a reading would guess.
"""

from __future__ import annotations

from counterplay.compiler.to_ir import effect_clauses
from tests.effectkit import ops, refused


def test_it_after_another_creature_is_that_creature_not_the_target() -> None:
    # "it" was read as the power's target whoever was named before it
    (heal,) = ops("The ally regains 5 hit points if it is bloodied.")
    assert (heal["target"], heal["if"]) == ("ally", "ally bloodied")
    (_, damage) = ops("The ally is dazed, and it takes 5 damage.")
    assert damage["target"] == "ally"
    (damage,) = ops("The triggering enemy takes 5 damage if it is bloodied.")
    assert damage["if"] == "triggering bloodied"
    (bonus,) = ops("The ally gains a +2 bonus to AC while it is adjacent to you.")
    assert bonus["while"] == "ally adjacent_to=self"


def test_it_after_the_target_stays_the_target() -> None:
    (_, prone) = ops("You push the target 2 squares, and it falls prone.")
    assert prone["target"] == "target"
    (advantage,) = ops("Each ally adjacent to the target gains combat advantage against it.")
    assert advantage["target"] == "allies"
    (_, enemies) = ops("The target and each enemy adjacent to it take 5 damage.")
    assert enemies["target_filters"] == {"adjacent_to": "target"}


def test_it_is_never_the_subject_of_the_verb_it_is_the_object_of() -> None:
    # "it" after "against", "to", "adjacent to" in a verb phrase whose subject is the one
    # creature said before it was read as that creature: the ally attacked itself, gained
    # combat advantage against itself (that would be "itself"); "it" is someone else
    (advantage,) = ops("The ally gains combat advantage against it until the end of your turn.")
    assert (advantage["target"], advantage["against"]) == ("ally", "target")
    (attack,) = ops("The ally can make a melee basic attack against it as a free action.")
    assert (attack["who"], attack["target"]) == ("ally", "target")
    (penalty,) = ops("The triggering enemy takes a -3 penalty to attack rolls against it.")
    assert penalty["against"] == "target"
    # ... the creature the clause before named, when it named one
    said = "The triggering enemy falls prone, and the ally can shift 2 squares adjacent to it."
    (_, shift) = ops(said)
    assert (shift["who"], shift["destination"]) == ("ally", "adjacent to triggering")
    # "it" opening its own verb phrase is still the creature before it
    (_, damage) = ops("You slide the ally 1 square, and it takes 3 damage.")
    assert damage["target"] == "ally"


def test_it_of_a_creature_not_told_is_refused() -> None:
    # each of many, one of a kind said with filters, or the target and another: not guessed
    assert refused("Each enemy in the burst is slowed while it is bloodied.")
    assert refused("An ally adjacent to you gains a +2 bonus to AC while it is marked.")
    said = "The creature you hit is pushed 1 square, and it is dazed (save ends)."
    (_, slowed) = [found for _, found, _ in effect_clauses(said)]
    assert slowed[0]["op"] == "unparsed"


def test_a_leading_instead_or_action_is_said_of_each_clause() -> None:
    # the second verb phrase lost "instead" / the action ("Instead," was the first's alone)
    (heal, save) = ops("Instead, you regain 10 hit points and can make a saving throw.")
    assert heal["instead"] is True and save["instead"] is True
    (shift, stand) = ops("As a free action, you shift 1 square and stand up.")
    assert shift["action"] == "free" and stand["action"] == "free"
    # said after the first verb phrase, it is that phrase's alone
    (shift, dazed) = ops("You shift 1 square instead, and the target is dazed.")
    assert shift["instead"] is True and "instead" not in dazed


def test_a_condition_under_the_sentences_condition_is_refused() -> None:
    # both must hold, which one `if` cannot say: the clause read the inner condition alone
    said = "On a hit, the target takes 5 damage, and if it is bloodied, it is dazed."
    ((_, damage, _), (_, dazed, _)) = effect_clauses(said)
    assert damage[0]["if"] == "hit" and dazed[0]["op"] == "unparsed"
    # one condition said once for each clause is read
    said = "If the target is bloodied, it is dazed, and you shift 1 square."
    assert [op.get("if") for op in ops(said)] == ["target bloodied"] * 2


def test_a_time_after_a_plain_lead_is_said_of_each_clause() -> None:
    # "Also, until ...,": the time was the first verb phrase's alone (the second lasted for
    # no time), as "In addition, if ...," was the first clause's condition alone
    said = (
        "Also, until the end of your next turn, the target is slowed and grants combat "
        "advantage to you."
    )
    assert [op["duration"] for op in ops(said)] == ["end_of_next_turn"] * 2
    said = "In addition, until the end of the encounter, you gain resist 5 fire and resist 5 cold."
    assert [op["duration"] for op in ops(said)] == ["encounter"] * 2


def test_it_after_a_thing_named_is_not_the_target() -> None:
    # "the zorp" is a thing named by its own words: "it" after it was read as the target
    assert refused("If the zorp is bloodied, it is dazed.")


def test_it_after_the_one_creature_the_clause_before_named() -> None:
    # whom the clause before did something to, not only its subject ("it" was the target)
    (_, bonus) = ops("You slide the ally 2 squares, and it gains a +2 bonus to AC.")
    assert bonus["target"] == "ally"
    (_, dazed) = ops("You push the secondary target 1 square, and it is dazed.")
    assert dazed["target"] == "secondary_target"
    # two creatures named before: which one is not told
    assert refused("The ally makes a basic attack against the triggering enemy, and it is dazed.")


def test_it_opening_a_sentence_is_whom_the_sentence_before_named() -> None:
    said = "The triggering enemy is dazed. In addition, you slide it 2 squares."
    (_, slide) = ops(said)
    assert slide["target"] == "triggering"
    # "it deals" after an attack is that attack's damage, as before
    said = "The ally makes a basic attack. If the attack hits, it deals 3 extra cold damage."
    (_, damage) = ops(said)
    assert damage["extra"] is True and "by" not in damage
