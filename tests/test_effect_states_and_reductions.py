"""Round 36b (eff4e12): effect clauses read by general constructs, each batch with made-up
sentences of three shapes or more (docs/phrases.md, "eff4e12").

Every sentence here is made up (our own wording, not corpus text).
"""

from __future__ import annotations

from counterplay.compiler.load import load_text
from counterplay.compiler.pipeline import compile_file
from counterplay.compiler.to_ir import effect_clauses
from counterplay.compiler.validate import validate
from tests.effectkit import ops, refused


def last_refused(text: str) -> bool:
    """Whether the last clause of ``text`` is refused (the ones before it may be too)."""
    *_, (_, last, _) = effect_clauses(text)
    return any(op["op"] == "unparsed" for op in last)


def test_states_that_are_not_conditions_are_read_where_a_condition_is() -> None:
    # the rules' states (standing, mounted, flying, underwater, squeezing), as "prone" is
    (op,) = ops("If you are standing, you shift 2 squares.")
    assert (op["op"], op["if"]) == ("shift", "self standing")
    (op,) = ops("If the target is mounted, it falls prone.")
    assert (op["condition"], op["if"]) == ("prone", "target mounted")
    (op,) = ops("You gain a +2 bonus to AC until you are no longer flying.")
    assert op["until"] == "self no_longer flying"
    (op,) = ops("If the ally is underwater or squeezing, it shifts 1 square.")
    assert (op["who"], op["if"]) == ("ally", "ally underwater or squeezing")
    (op,) = ops("If you are not mounted, you shift 1 square.")
    assert op["if"] == "not self mounted"
    # a word of no list stays unread
    assert refused("If you are hovering, you shift 1 square.")


def test_it_after_a_part_not_read_is_not_the_target() -> None:
    # "it" may be whom the part not read named (here a steed, a mount, a familiar)
    assert last_refused("Your steed regains 5 hit points, and it shifts 1 square.")
    assert last_refused("If you are bloodied, your mount regains 5 hit points, and it can shift.")
    assert last_refused("Your steed rears up, and it is dazed until the end of its next turn.")
    # after a part read, "it" is still the one it names
    _, op = ops("The target takes 5 damage, and it falls prone.")
    assert (op["condition"], op["target"]) == ("prone", "target")


def test_a_tertiary_attack_is_made_as_a_secondary_attack_is() -> None:
    (op,) = ops("You make a tertiary attack.")
    assert (op["op"], op["attack"], op["target"]) == ("attack", "tertiary", "secondary_target")
    (op,) = ops("The ally can make the tertiary attack against the target.")
    assert (op["attack"], op["who"], op["target"]) == ("tertiary", "ally", "target")
    (op,) = ops("Make the following tertiary melee attack against each enemy adjacent to you.")
    assert (op["attack"], op["kind"], op["target"]) == ("tertiary", "melee", "enemies")
    (op,) = ops("Make the following secondary ranged attack against the target.")
    assert (op["attack"], op["kind"]) == ("secondary", "ranged")


# a made-up power whose Effect makes both: each against its own section's Target line
LASHES = """counterplay: 1
powers:
  - name: Double Lash
    source: Made-up Fighter 1
    usage: daily
    action: standard action
    keywords: [Martial, Weapon]
    range: Melee weapon
    target: One creature
    effect: Make a secondary attack. Then make a tertiary attack.
    secondary:
      - target: Each enemy adjacent to the primary target
        attack: Strength vs. Reflex
        hit: The target falls prone.
      - target: The primary target
        attack: Strength vs. Will
        hit: The target is dazed until the end of your next turn.
"""


def test_a_tertiary_attack_is_against_whom_the_second_attack_section_names() -> None:
    document, found = load_text(LASHES, "powers.yaml")
    assert document is not None, found
    result = compile_file(document)
    assert result.ir is not None, [d.message for d in result.diagnostics]
    assert validate(result.ir, "power") == []
    second, third = result.ir["powers"][0]["effect"]["ops"]
    assert (second["attack"], second["target"]) == ("secondary", "enemies")
    assert (third["attack"], third["target"]) == ("tertiary", "target")


def test_a_die_after_a_word_is_no_name_of_a_power() -> None:
    # "d20" is one token; its "d" never starts a power's name after "use"
    _, op = ops("Roll a d20 twice and use the higher d20 result.")
    assert (op["op"], op["which"]) == ("keep_result", "higher")
    (op,) = ops("You use whichever d20 result you prefer.")
    assert (op["op"], op["which"]) == ("keep_result", "either")
    (op,) = ops("The ally uses the lower d20 roll.")
    assert (op["which"], op["who"]) == ("lower", "ally")
    (op,) = ops("You use the better d20 result.")
    assert op["which"] == "higher"
    # a power named after "use" is still a name
    assert not refused("You use glimmering step.")


def test_a_reduction_of_some_damage_types_resists_those_types_only() -> None:
    (op,) = ops("Reduce the fire damage you take by 5.")
    assert (op["op"], op["amount"], op["types"], op["target"]) == ("resist", 5, ["fire"], "self")
    (op,) = ops("You halve the necrotic damage the target takes from the triggering attack.")
    assert (op["amount"], op["types"], op["target"]) == ("half", ["necrotic"], "target")
    assert op["from"] == "triggering_attack"
    (op,) = ops("Reduce the fire and radiant damage by 10.")
    assert (op["amount"], op["types"]) == (10, ["fire", "radiant"])
    # no type said: every type (a reduction), any damage (halved), as before
    assert ops("Reduce the damage you take by 5.")[0]["types"] == ["all"]
    assert ops("Halve the damage you take.")[0]["types"] == []
    # "to 0" with a type is not something the op holds
    assert refused("You reduce the necrotic damage to 0.")


def test_the_damage_dealt_to_someone_is_the_damage_it_takes() -> None:
    # "the damage dealt to <who>", "the damage against <who>" in a reduction, as "the damage
    # dealt to the ally is reduced by 5" is read; "by the attack" as "from the attack"
    (op,) = ops("Reduce the damage dealt to you by 10.")
    assert (op["op"], op["amount"], op["target"]) == ("resist", 10, "self")
    (op,) = ops("You reduce the damage dealt to the ally by the triggering attack by 5.")
    assert (op["amount"], op["target"], op["from"]) == (5, "ally", "triggering_attack")
    (op,) = ops("You can reduce the damage dealt to you by that attack by 4.")
    assert (op["amount"], op["target"], op["from"]) == (4, "self", "attack")
    (op,) = ops("Halve the damage against the target.")
    assert (op["amount"], op["target"]) == ("half", "target")
