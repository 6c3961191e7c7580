"""Effect clauses read by rules chosen, in the second round on outside text (issue 12, item 4;
docs/phrases.md), on the unread clauses of inner-train and of ``ext-train`` (4E powers from
outside the shared corpus), kept because they read clauses of inner-test or of the outside
set's test fifth too.

Each test reads made-up sentences (our own wording, not corpus text), asserts the ops, and
asserts what the rule must refuse or leave alone (never widen: every word is read into the
IR or the clause is not read).
"""

from __future__ import annotations

from tests.effectkit import ops, refused

# -- a stance or a form taken on, by its name --------------------------------------------------


def test_a_stance_said_with_of_keeps_its_name() -> None:
    (op,) = ops("You can assume the stance of the iron sentinel.")
    assert (op["op"], op["name"], op["who"]) == ("stance", "iron sentinel", "self")


def test_a_form_taken_on_keeps_its_name_and_its_time() -> None:
    (op,) = ops("You assume the form of a swarm of bees until the end of your next turn.")
    assert (op["op"], op["name"], op["duration"]) == ("form", "swarm of bees", "end_of_next_turn")
    (op,) = ops("You assume the stone hide form.")
    assert (op["op"], op["name"]) == ("form", "stone hide")
    (op,) = ops("You assume the guardian form of the frozen oak until the end of the encounter.")
    assert (op["name"], op["duration"]) == ("guardian of the frozen oak", "encounter")
    # a time the effect grammar does not read, or more after the form, is not read
    assert refused("You assume the form of a wolf while you are bloodied.")
    assert refused("You assume the form of a wolf, which ends if you are hit.")


# -- a thing conjured in a square, by its name -------------------------------------------------


def test_a_thing_conjured_keeps_its_name_its_square_and_its_time() -> None:
    (op,) = ops("You conjure a spectral hound in an unoccupied square adjacent to the target.")
    assert (op["op"], op["what"], op["where"], op["unoccupied"]) == (
        "conjure",
        "spectral hound",
        "adjacent to target",
        True,
    )
    (op,) = ops("You conjure a burning brazier in an unoccupied square within range.")
    assert (op["what"], op["where"]) == ("burning brazier", "in range")
    (op,) = ops("You conjure a blade of ice in a square occupied by the target.")
    assert (op["what"], op["where"], "unoccupied" in op) == (
        "blade of ice",
        "space of target",
        False,
    )
    (op,) = ops(
        "You conjure a pale stag that occupies 1 square adjacent to you"
        " until the end of your next turn."
    )
    assert (op["where"], op["duration"]) == ("adjacent to self", "end_of_next_turn")


def test_a_conjured_thing_in_a_square_not_read_is_refused() -> None:
    # a square said of a creature with filters, a place of no list, a time not read
    assert refused("You conjure a hound in a square adjacent to a bloodied ally.")
    # a square adjacent to each of many creatures is no one square's place
    assert refused("You conjure a hound in a square adjacent to each enemy.")
    assert refused("You conjure a hound in a square occupied by any ally.")
    assert refused("You conjure a hound in a square of your choice.")
    assert refused("You conjure a hound in a square adjacent to you while you are bloodied.")


# -- a resistance's types said with "against" -------------------------------------------------


def test_resistance_against_a_type_said_before_is_as_to() -> None:
    (op,) = ops("You gain resist 10 against that damage type until the end of your next turn.")
    assert (op["op"], op["amount"], op["types"], op["duration"]) == (
        "resist",
        10,
        ["named_before"],
        "end_of_next_turn",
    )
    (op,) = ops("You gain resist 5 against damage of that type.")
    assert op["types"] == ["named_before"]
    (op,) = ops("You gain resist 5 against the triggering damage type.")
    assert op["types"] == ["triggering"]
    # "against" an attack is still what the resistance is against, never a type
    (op,) = ops("You gain resist 10 against that attack.")
    assert (op["types"], op["against"]) == (["all"], "triggering_attack")
