"""The English trigger phrase grammar (``grammar/dnd4e/trigger_en.lark``): turns and history.

How a turn went, first turns and rounds, distances moved, what has or has not been done
yet, initiative, resources granted or spent, and how often something has happened.

Sentences here are written for the tests, in the shape of printed 4E triggers; the real
corpus is measured in ``test_phrase_corpus.py`` and pinned in ``golden/triggers.yaml``.
"""

from __future__ import annotations

from tests.triggerkit import ir


# -- turns, rounds, history, resources --------------------------------------------------------
def test_how_a_turn_went_is_known_when_it_ends() -> None:
    assert ir("An enemy ends its turn without having made an attack during it.") == {
        "event": "turn.end",
        "actor": {"role": "enemy"},
        "target": None,
        "qualifiers": {"attacked_this_turn": False},
    }
    unmoved = ir("An ally ends his or her turn without moving.")
    assert unmoved == ir("An ally does not move during his or her turn.")
    assert (unmoved["event"], unmoved["qualifiers"]) == ("turn.end", {"moved_this_turn": False})


def test_a_first_turn_and_a_round() -> None:
    first = ir("A creature starts its first turn of the encounter.")
    assert (first["event"], first["qualifiers"]) == ("turn.start", {"first_time": True})
    assert ir("A round begins.") == {
        "event": "round.start",
        "actor": None,
        "target": None,
        "qualifiers": {},
    }
    assert ir("A surprise round starts.")["qualifiers"] == {"surprise": True}


def test_distance_moved_in_one_movement_or_in_the_turn() -> None:
    assert ir("An enemy moves at least 4 squares.")["qualifiers"] == {"min_distance": 4}
    assert ir("An enemy moves at least 4 squares during this turn.")["qualifiers"] == {
        "turn_distance_min": 4
    }
    assert ir("An ally shifts at least half its speed during the current turn.") == {
        "event": "shift",
        "actor": {"role": "ally"},
        "target": None,
        "qualifiers": {"turn_distance_min": "half_speed"},
    }


def test_the_owner_judges_another_creatures_roll() -> None:
    # "you dislike the result" of someone else's roll is the owner's judgement (disliked_by);
    # of the owner's own roll it stays dislike_result
    out = ir("An enemy within 3 squares of you makes a saving throw, and you dislike the result.")
    assert out == {
        "event": "save.roll",
        "actor": {"role": "enemy", "within": 3},
        "target": None,
        "qualifiers": {"disliked_by": "self"},
    }
    assert ir("You make a saving throw, and you dislike the result.")["qualifiers"] == {
        "dislike_result": True
    }


def test_what_has_not_been_done_yet_is_of_the_actor_or_of_the_owner() -> None:
    theirs = ir("An ally misses an enemy and has not yet made an attack this encounter.")
    assert theirs["qualifiers"] == {"attacked_this_encounter": False}
    yours = ir("An ally misses with an attack and you have not yet made an attack this encounter.")
    assert yours["qualifiers"] == {"owner_attacked_this_encounter": False}


def test_parties_no_role_covers_are_either_parts() -> None:
    out = ir("You and your enemies within 5 squares of you make initiative checks.")
    assert out == {
        "event": "initiative.roll",
        "actor": {"role": "self"},
        "target": None,
        "qualifiers": {},
        "either": [
            {
                "event": "initiative.roll",
                "actor": {"role": "enemy", "within": 5},
                "target": None,
                "qualifiers": {},
            }
        ],
    }


def test_initiative_results_compared() -> None:
    lower = ir("An enemy makes an initiative check, and the result is lower than your result.")
    assert lower["qualifiers"] == {"result_lower_than": "self"}
    highest = ir("You roll initiative and your result is higher than every other creature's.")
    assert highest["qualifiers"] == {"result_highest": True}


def test_resources_granted_spent_and_run_out() -> None:
    granted = ir("An ally grants you the use of a healing surge.")
    assert granted == ir("An ally enables you to spend a healing surge.")
    assert (granted["event"], granted["actor"], granted["target"]) == (
        "surge.grant",
        {"role": "ally"},
        {"role": "self"},
    )
    assert ir("An enemy uses an action point.")["event"] == "action_point.spend"
    assert ir("You have no power points.")["event"] == "power_points.zero"
    bonus = ir("You give an ally an item bonus.")
    assert (bonus["event"], bonus["qualifiers"]) == ("bonus.grant", {"bonus_type": "item"})


def test_times_and_history() -> None:
    assert ir("An enemy makes a saving throw at a time other than the start of its turn.")[
        "qualifiers"
    ] == {"not_at": "turn.start"}
    out = ir("An enemy that has attacked you since the end of your last turn shifts.")
    assert out["actor"] == {"role": "enemy", "attacked_since_last_turn": "self"}
    missed = ir("An ally misses using an action gained by spending an action point.")
    assert missed["qualifiers"] == {"from_action_point": True}


def test_you_and_others_named_apart_are_either_parts() -> None:
    # where the others are is not said of you: you are the burst's origin
    out = ir("You, an ally, or an enemy within 3 squares of you makes a saving throw.")
    assert (out["actor"], [p["actor"] for p in out["either"]]) == (
        {"role": "self"},
        [{"role": "ally", "within": 3}, {"role": "enemy", "within": 3}],
    )
    # elsewhere a comma after "you" still closes the part
    assert ir("An enemy hits you, or an ally falls prone.")["either"][0]["event"] == "prone"


def test_the_owners_healing_surges_and_turn() -> None:
    out = ir("An enemy hits you while you have at least 2 healing surges remaining.")
    assert out["qualifiers"] == {"owner_healing_surges_min": 2}
    assert ir("An enemy hits the ogre on the ogre's turn.", names=("ogre",))["qualifiers"] == {
        "turn": "self"
    }


def test_how_often_it_has_happened() -> None:
    assert ir("The first time an enemy hits you.")["qualifiers"] == {"first_time": True}
    again = ir("An ally is bloodied for the third time this encounter.")
    assert (again["event"], again["qualifiers"]) == ("bloodied", {"nth_time": 3})


def test_an_unsaid_flanker_is_the_subject_not_the_owner() -> None:
    # the owner does not flank itself: "while flanking it" is the attacker's state
    out = ir("An enemy hits you while flanking you")
    assert out["actor"] == {"role": "enemy", "flanking": "self"}
    assert out["qualifiers"] == {}
    assert ir("An enemy hits you while you are flanking an enemy")["qualifiers"] == {
        "owner_flanking": "enemy"
    }


def test_words_of_the_games_lists_read_wherever_their_list_does() -> None:
    # issue 12: the vocabulary is data (compiler/dnd4e/vocabulary.py), not the corpus's words
    assert ir("An enemy hits you with an urgrosh.")["qualifiers"] == {"weapon_name": "urgrosh"}
    assert ir("You hit an enemy using a heavy blade.")["qualifiers"] == {
        "weapon_group": "heavy blade"
    }
    assert ir("You hit an enemy using a ki focus.")["qualifiers"] == {"implement_name": "ki focus"}
    removed = ir("You are removed from play.")  # a condition of three words, one token
    assert (removed["event"], removed["qualifiers"]) == (
        "condition.gain",
        {"condition": "removed from play"},
    )
    assert ir("An enemy hits your Reflex.")["qualifiers"] == {"defense": ["reflex"]}
