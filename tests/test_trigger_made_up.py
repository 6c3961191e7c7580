"""Trigger sentences made up as a 4E designer would write unseen powers (issue 12): 4E's
vocabulary recombined (movement with distances, places described by who is in them, charges,
criticals, weapon groups and implements, keywords and power sources, fronted qualifiers,
defenses in relative clauses, conditions, saving throws, auras, forced movement, marks,
0 hit points, resources, checks, monster-style sentences naming the monster), each written
with the reading it should have before the compiler read it
(``tests/fixtures/triggers/made_up.yaml``).

Every sentence reads as written there — its event, actor, target and whole qualifier set —
dropping no word (the never-widen check of the golden triggers), or must be refused: the
fixture's ``refuse`` ones (a reading of them would be wrong) and the few in
:data:`NOT_READ`, which stay refused until a rule reads them as the fixture says.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from ruamel.yaml import YAML

from counterplay.compiler.to_ir import trigger
from tests.test_phrase_never_widen import unaccounted

FIXTURE = Path(__file__).parent / "fixtures" / "triggers" / "made_up.yaml"
CASES: list[dict[str, Any]] = YAML(typ="safe").load(FIXTURE.read_text("utf-8"))

# Made-up sentences no rule reads yet, each with why (docs/phrases.md): refused, as every
# sentence a rule does not read must be.
NOT_READ = {
    "You are hit by a close blast.": "an area's shape as the attack's noun (LALR(1): 'a close"
    " burst or blast attack' reads it as a kind)",
    "You are hit by an area burst.": "an area's shape as the attack's noun",
    "You blind an enemy.": "'blind' as a verb ('blind' is a creature keyword too)",
    "An enemy regains hit points from a healing power.": "the power a heal comes from",
    "A beast adjacent to you attacks you.": (
        "'beast' as a creature's noun: 'a beast attack(s)' is a keyword's attack (LALR(1))"
    ),
    # round 2 (trig4e2)
    "You roll a 20 on an attack roll with a melee attack.": "'with a melee' after an attack"
    " roll is read as its kinds ('a basic attack with a weapon'), then 'attack' stops it",
    "You hit an enemy with a close burst.": "an area's shape as the attack's noun",
    "You bloody or reduce an enemy to 0 hit points.": "'to 0 hit points' said of two causing"
    " verbs, only one of which takes it",
    "An enemy within 5 squares of a bloodied ally attacks you.": "a distance from another"
    " creature than the owner (distances are measured from the owner only)",
    "A natural beast enemy charges you.": "two creature types said together (both, where types"
    " joined by 'or' are alternatives)",
    "An enemy attacks an ally or you.": "'an ally or you': 'you' after 'or' ends a party list",
    "An ally is knocked unconscious.": "'knocked' before a condition other than prone",
    "You teleport an enemy.": "teleporting another with no place said",
    "An ally drops to 0 hit points or dies.": "'or' before 'dies' after a filter-less verb phrase",
    "An enemy uses an aura power.": "'aura' before a power's head ('aura' is a place's noun)",
}

# What a case says of the reading: each key compared whole (missing: none, or {} for the
# qualifiers); `either` parts by their own keys
_KEYS = ("event", "actor", "target", "qualifiers", "alternatives", "qualifiers_by_event")


def reading(text: str, monster: str | None = None) -> dict[str, Any]:
    out, _ = trigger(text, None, (monster,) if monster else ())
    return {k: v for k, v in out.items() if k != "text"}


def mismatches(case: dict[str, Any], got: dict[str, Any]) -> list[str]:
    """The keys of ``case`` the reading ``got`` does not have as written."""
    wrong = [
        key
        for key in _KEYS
        if key in case and got.get(key, {} if key == "qualifiers" else None) != case[key]
    ]
    if "either" in case:
        parts = got.get("either", [])
        if len(parts) != len(case["either"]) or any(
            mismatches(want, part) for want, part in zip(case["either"], parts, strict=False)
        ):
            wrong.append("either")
    return wrong


def _id(case: dict[str, Any]) -> str:
    return str(case["text"])[:60]


@pytest.mark.parametrize("case", CASES, ids=[_id(c) for c in CASES])
def test_a_made_up_trigger_reads_as_written_or_is_refused(case: dict[str, Any]) -> None:
    got = reading(case["text"], case.get("monster"))
    if case.get("refuse") or case["text"] in NOT_READ:
        assert got == {"event": "unparsed"}, got
    else:
        assert not mismatches(case, got), (mismatches(case, got), got)


def test_the_made_up_triggers_read_drop_no_word() -> None:
    wrong = []
    for case in CASES:
        if case.get("refuse") or case["text"] in NOT_READ:
            continue
        names = [case["monster"]] if case.get("monster") else []
        missing = unaccounted(case["text"], reading(case["text"], case.get("monster")), names)
        if missing:
            wrong.append(f"{case['text']!r}: {missing}")
    assert not wrong, "\n".join(wrong)


def test_the_fixture_is_a_battery_of_its_own() -> None:
    # 150 and more sentences, each once, player and monster ones; the refused are few (a
    # tenth at most)
    texts = [c["text"] for c in CASES]
    assert len(texts) >= 150 and len(set(texts)) == len(texts)
    assert sum(1 for c in CASES if c.get("monster")) >= 40
    assert set(NOT_READ) <= set(texts)
    refused = [c for c in CASES if c.get("refuse") or c["text"] in NOT_READ]
    assert len(refused) * 10 < len(texts)


def test_the_matcher_tells_a_wrong_reading() -> None:
    # the check itself: a filter too many, a qualifier missing, another event are each told
    case = {"event": "shift", "actor": {"role": "enemy"}, "target": None, "qualifiers": {}}
    right = {"event": "shift", "actor": {"role": "enemy"}, "target": None, "qualifiers": {}}
    assert not mismatches(case, right)
    assert mismatches(case, {**right, "actor": {"role": "enemy", "within": 3}}) == ["actor"]
    assert mismatches({**case, "qualifiers": {"distance": 2}}, right) == ["qualifiers"]
    assert mismatches(case, {**right, "event": "move"}) == ["event"]
    assert mismatches(case, {**right, "qualifiers": {"distance": 2}}) == ["qualifiers"]


def test_it_in_a_players_trigger_is_never_you() -> None:
    # "it" in a player's trigger is someone the sentence named, never the owner: with no
    # one named before it is refused (it was read as "you": "An enemy hits it" fired when
    # the owner was hit)
    for text in ("An enemy hits it.", "An ally flanking an enemy hits it.", "It hits you."):
        assert reading(text) == {"event": "unparsed"}, text
    assert reading("An ally hits an enemy or it is bloodied.") == {"event": "unparsed"}
    # a monster's "it" is the monster; a player's "it" after an object is that object
    assert reading("An enemy hits it.", "Red Dragon")["target"] == {"role": "self"}
    bloody = reading("You bloody an enemy or reduce it to 0 hit points.")
    assert (bloody["actor"], bloody["alternatives"]) == ({"role": "enemy"}, ["hp.zero"])


def test_whose_grab_is_escaped_is_kept() -> None:
    # "your grab" / "the mooncalf's grab" was dropped: any escape from any grab fired it
    own = reading("An enemy escapes from your grab.")
    assert own["actor"] == {"role": "enemy", "grabbed_by": "self"}
    monster = reading("An enemy escapes the mooncalf's claw grab.", "Mooncalf Rogue")
    assert monster["actor"] == {"role": "enemy", "grabbed_by": "self"}
    assert monster["qualifiers"] == {"weapon_name": "claw"}
    assert reading("An enemy escapes from a grab.")["actor"] == {"role": "enemy"}
    assert reading("An enemy escapes its grab.") == {"event": "unparsed"}  # whose?


def test_a_keyword_reads_in_every_slot_whatever_its_word() -> None:
    # keywords whose words are literals of the grammar elsewhere, in every keyword slot;
    # "the implement keyword" was read as the weapon keyword
    for word in ("healing", "zone", "beast form", "channel divinity", "fire", "arcane"):
        for text in (
            f"You use a {word} power.",
            f"You use a power with the {word} keyword.",
            f"You hit an enemy with a power that has the {word} keyword.",
        ):
            assert reading(text)["qualifiers"]["keywords"] == [word], text
    said = reading("You hit an enemy with a power with the implement keyword.")
    assert said["qualifiers"] == {"keywords": ["implement"]}


def test_making_a_critical_hit_is_scoring_one() -> None:
    # "makes a critical hit" was read as an attack made (attack.target with `critical`),
    # which the engine judges before the roll is known: it is the critical (trig4e2)
    for text in ("You make a critical hit.", "You make a critical hit against an enemy."):
        assert reading(text)["event"] == "attack.critical", text
    assert reading("The dragon makes a critical hit.", "Red Dragon")["actor"] == {"role": "self"}
    assert reading("You make a melee attack.")["event"] == "attack.target"


def test_a_movement_mode_is_its_verbs_own() -> None:
    # "flies" is a move flying (`mode: fly`); joined to "moves" the mode is not shared: "moves
    # or flies adjacent to you" is any move there (it was read as flying only)
    assert reading("An enemy climbs.")["qualifiers"] == {"mode": "climb"}
    both = reading("An enemy moves or flies adjacent to you.")
    assert (both["event"], both["qualifiers"]) == ("move", {"adjacent_to": "self"})
    apart = reading("An enemy flies or teleports.")
    assert apart["qualifiers_by_event"] == {"move": {"mode": "fly"}, "teleport": {}}


def test_an_outcome_is_of_a_roll_that_has_one() -> None:
    # "succeeds on a death saving throw" was any death saving throw (death_save.roll);
    # a roll with no outcome event ("fails a damage roll") is refused, never the roll made
    assert reading("You succeed on a death saving throw.")["event"] == "death_save.succeed"
    assert reading("You fail a damage roll.") == {"event": "unparsed"}


def test_an_attack_does_only_what_an_attack_does() -> None:
    # an attack as the subject of what only a creature does alone, or as the one something
    # is done to, was dropped ("An enemy's attack makes a saving throw": the enemy's save)
    for text in (
        "An enemy's attack makes a saving throw.",
        "An enemy's attack teleports 2 squares.",
        "An enemy's attack drops to 0 hit points.",
        "An enemy's attack takes fire damage.",
    ):
        assert reading(text) == {"event": "unparsed"}, text
    assert reading("An enemy's attack bloodies you.")["qualifiers"] == {
        "by": "enemy",
        "from_attack": True,
    }
    assert reading("An enemy's attack hits you.")["event"] == "attack.hit"


def test_a_pronoun_is_no_power_name() -> None:
    # "You use it" was `power: it` (a run after "use" is masked as a power's name)
    for text in ("You use it.", "An enemy uses him."):
        assert reading(text) == {"event": "unparsed"}, text
    assert reading("You use Stone Fist.")["qualifiers"] == {"power": "stone fist"}


def test_an_outcome_never_drops_the_event_before_it() -> None:
    # "is missed and takes damage" was any damage taken (the miss dropped), "is pushed and
    # takes damage" too; a hit's damage is `from_hit`, "hits or misses" every attack's
    for text in ("You are missed and take damage.", "You are pushed and take damage."):
        assert reading(text) == {"event": "unparsed"}, text
    assert reading("An enemy hits you and deals damage.")["qualifiers"] == {"from_hit": True}
    assert reading("An enemy makes an attack and hits you.")["event"] == "attack.hit"


def test_an_adverb_after_the_monster_is_not_its_name() -> None:
    # the words after the monster's name were taken as more of its name, "twice" and
    # "quickly" too: "An enemy hits the troll twice" was any hit
    for text in ("An enemy hits the troll twice.", "An enemy hits the troll quickly."):
        assert reading(text, "Cave Troll") == {"event": "unparsed"}, text
    assert reading("When the hobgoblin commander is hit", "Hobgoblin Legionnaire")["target"] == {
        "role": "self"
    }


def test_a_condition_reads_in_a_relative_clause() -> None:
    # as before the noun ("a dazed ally"): "an ally who is dazed", "an enemy that is prone"
    assert reading("An enemy hits an ally who is dazed.")["target"] == {
        "role": "ally",
        "condition": "dazed",
    }
    both = reading("You hit an enemy that is dazed or stunned.")["target"]
    assert both == {"role": "enemy", "condition": ["dazed", "stunned"]}
    assert reading("An ally who is prone stands up.")["actor"] == {
        "role": "ally",
        "condition": "prone",
    }
