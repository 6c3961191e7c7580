"""How much of what the Altered corpus's effects say the runtime carries out.

For the cards seen while the grammar was written (the part ``bench/altered_coverage.py``
calls seen; the held-out fifth is left out), each effect op of a reaction, quick action or
Spell is counted as the runtime would take it: carried out, not simulated for want of a
handler, done later, not simulated with the reason ``runtime/altered/unfollowed.py`` gives
(an X or a ``per`` counted from the game judged as ``amounts.py`` does), or under a
condition it cannot tell (a die's result is told after a die the effect rolled, and after a
change of it carried out, ``dice.py``: its result lines are folded into the roll's ability
first, and a list's options into its lead, as ``compile`` does; "Sinon" after an op whose
condition ``conditions.py`` reads, carried out), or, an option of a list on its own ("•
...", one read as a quick action too), not simulated (which option is chosen; a list's
options folded into its lead are picked with their targets as the effect is played,
``runtime/altered/lists.py``, and each of their ops counted as the runtime takes it); an
"it" ``binding.py`` cannot find, or named by an op not carried out; a group of ``one_of``
changes one of which is not carried out, none of it (``gains.py``); and quick actions by
whether every cost is paid by ``runtime/altered/costs.py``. Counts only: no card text is
printed. The runtime's own decisions are taken here without a game (no target is chosen, no
condition tested): what it would carry out once the game's state allows.

    python bench/altered_simulated.py [--detail]

``--detail``: each reason's ops counted by op name (and a condition's test), counts only.
"""

from __future__ import annotations

import collections
import sys
from collections.abc import Iterator
from types import SimpleNamespace
from typing import Any

from bench.altered_coverage import seen_abilities
from counterplay.compiler.altered.dice_ir import fold_results
from counterplay.compiler.altered.options_ir import fold_options
from counterplay.compiler.altered.read import read_ability
from counterplay.runtime.altered import amounts, mana, next_played, tokens
from counterplay.runtime.altered.binding import (
    antecedent,
    in_its_expedition,
    its_expedition,
    told_of_the_new_object,
    unbound,
    uses_it,
)
from counterplay.runtime.altered.conditions import TESTS, untold
from counterplay.runtime.altered.costs import followed
from counterplay.runtime.altered.dice import CHANGING
from counterplay.runtime.altered.gains import group
from counterplay.runtime.altered.ops import ROLLING
from counterplay.runtime.altered.region_conditions import names_region
from counterplay.runtime.altered.unfollowed import FOLLOWED, why_not
from counterplay.runtime.reaction import Reaction

KINDS = ("reaction", "quick_action", "effect")
# An op under a condition naming a Region ("si je suis en {V}"), or waiting for the next
# card played in a terrain ("le prochain Personnage que vous jouez en {V}"), or counting the
# Expeditions in one ("par Expédition en {V}", ``amounts.per_names_region``): told in a game
# that gives the Adventure's Regions (``region_conditions.names_region``), not simulated in
# one that does not.
REGIONS = "carried out when the game gives `regions:`"


def _taken(op: dict[str, Any], game: Any, rolled: bool, spell: bool = False) -> str:
    """How the runtime takes ``op`` (before any target is chosen; ``rolled``: after a die
    the effect rolled; ``spell``: of a Spell, which ``mana.refused`` tells)."""
    if spell and mana.spell_refused(op):
        return "not simulated: a Spell put in a Mana zone as it resolves"
    if op.get("op") not in FOLLOWED:
        return "not simulated: no handler"
    if "when" in op or "at" in op:
        return "not simulated: done later"
    why = amounts.unfollowed(op, rolled) or why_not(game, amounts.stripped(op))
    if why is not None and why.startswith(tokens.NOT_GIVEN):
        # as a game's tokens: gives it: a Landmark Permanent in Landmarks, else a Character
        landmark = tokens.in_landmarks(op.get("place"))
        kind = {"type": tokens.LANDMARK} if landmark else {"stats": [1, 1, 1]}
        given = {**op, "token": {**op["token"], **kind}}
        with_token = _taken(given, game, rolled, spell)
        if with_token == "carried out":
            return "carried out when the game's `tokens:` says what the token is"
        if with_token == REGIONS:
            return (
                "carried out when the game's `tokens:` says what the token is and it gives"
                " `regions:`"
            )
    if why is not None:
        return "not simulated: " + why.split(" (")[0]
    if untold(op, rolled):
        return "not simulated: a condition it cannot tell"
    if (
        names_region(op.get("if") or {})
        or next_played.terrains(op.get("who")) is not None
        or amounts.per_names_region(op)
    ):  # (a condition, the next card played "en {V}", or "per Expedition in {V}")
        return REGIONS
    return "carried out"


def _index(source: str) -> int:
    return int(source.rpartition("/")[2])


def _abilities() -> list[dict[str, Any]]:
    """The seen part's abilities, read, in their cards' order, result lines folded."""
    out = []
    for ability in seen_abilities():
        reading = read_ability(ability["text"], ability["lang"], None, ability.get("card_type"))
        out.append({**ability, "kind": reading.kind, "option": reading.option,
                    "effect": reading.effect, "cost": reading.cost,
                    "trigger": reading.trigger})  # fmt: skip
    out.sort(key=lambda a: (a["source"].rpartition("/")[0], a["lang"], _index(a["source"])))
    return fold_options(fold_results(out))


# The ops that send what they name to another zone: "it" after them names a new object
# (rules 2.1.c), which the runtime does not take for it (``binding.bound``) unless only what
# is printed on it, or where it was, is read (``binding.told_of_the_new_object``).
MOVING = frozenset({"move", "sacrifice", "discard"})


def _it(ops: list[dict[str, Any]], i: int, reaction: Reaction | None, taken: list[str]) -> str:
    """How the runtime takes ``ops[i]``, an op it would carry out, by what its "it" names
    (``runtime/altered/binding.py``): not simulated when it cannot be found, when the op
    before it that names it is not carried out, or when that op sent it to another zone
    (:data:`MOVING`)."""
    if not uses_it(ops[i]) and not in_its_expedition(ops[i]):
        return "carried out"
    why = unbound(ops, i, reaction)
    if why is not None:
        return "not simulated: " + why.split(" (")[0]
    j = antecedent(ops, i)
    if j is not None and ops[j].get("op") in MOVING and not told_of_the_new_object(ops[i]):
        return "not simulated: whether 'it' is the object it became in another zone"
    return (
        "carried out"
        if j is None or taken[j] == "carried out"
        else "not simulated: what 'it' names"
    )


def _otherwise(ops: list[dict[str, Any]], i: int, taken: list[str]) -> str:
    """How the runtime takes ``ops[i]``, an op it would carry out, by its condition "Sinon"
    / "Otherwise": told after an op carried out whose condition it reads
    (``runtime/altered/conditions.py``), in the games where that op is (``carried out when
    ...``: the game's `regions:` or `tokens:` given)."""
    if (ops[i].get("if") or {}).get("test") != "otherwise":
        return "carried out"
    before = (ops[i - 1].get("if") or {}).get("test") if i else None
    if before in TESTS and taken[i - 1].startswith("carried out"):
        return taken[i - 1]
    return "not simulated: a condition it cannot tell"


def _gains(ops: list[dict[str, Any]], taken: list[str]) -> list[str]:
    """A group of ``one_of`` ops one of which is not carried out is not simulated, none of
    it (``runtime/altered/gains.py``)."""
    return [
        "not simulated: the choice of one of its gains"
        if op.get("one_of") and any(taken[k] != "carried out" for k in group(ops, i))
        else taken[i]
        for i, op in enumerate(ops)
    ]


def _counted(
    effect_ops: list[dict[str, Any]],
    game: Any,
    reaction: Reaction | None,
    rolled: bool = False,
    spell: bool = False,
) -> Iterator[str]:
    """How the runtime takes each op of one effect, in order (a list's options folded into
    its ``choose``: each of their ops as the runtime would, or as their lead is taken; an
    option's "it" names no op before its lead, nor the trigger's object)."""
    effect_ops = list(its_expedition(effect_ops))  # "its" of an Expedition targeted before
    taken: list[str] = []
    rolls: list[bool] = []  # whether a die this effect rolled shows its result before each
    for i, op in enumerate(effect_ops):
        rolls.append(rolled)
        said = _taken(op, game, rolled, spell)
        if said == "carried out":
            said = _it(effect_ops, i, reaction, taken)
        if said == "carried out":
            said = _otherwise(effect_ops, i, taken)
        taken.append(said)
        if op.get("op") in ROLLING:  # a change keeps the result known (dice.CHANGING)
            kept = op.get("op") == "die.roll" or (op.get("op") in CHANGING and rolled)
            rolled = kept and said == "carried out"
    for i, said in enumerate(_gains(effect_ops, taken)):
        yield said
        for choice in effect_ops[i].get("choices") or ():
            inner = list(choice.get("ops") or ())
            if said == "carried out":
                yield from _counted(inner, game, None, rolls[i], spell)
            else:
                yield from [said] * len(inner)


def _flat(effect_ops: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """The ops of one effect in the order :func:`_counted` takes them (each list's options'
    ops after their lead)."""
    for op in effect_ops:
        yield op
        for choice in op.get("choices") or ():
            yield from _flat(list(choice.get("ops") or ()))


def _kind(op: dict[str, Any], said: str) -> str:
    """What of a not-simulated op ``--detail`` counts it by: its op, and its condition's
    test when that is why (no card text)."""
    test = (op.get("if") or {}).get("test")
    return f"{op.get('op')}" + (f" if {test}" if "condition" in said and test else "")


def main() -> None:
    detail = "--detail" in sys.argv[1:]
    details: collections.Counter[tuple[str, str]] = collections.Counter()
    game = SimpleNamespace(players=[None, None])
    ops: collections.Counter[str] = collections.Counter()
    costs: collections.Counter[bool] = collections.Counter()
    for ability in _abilities():
        if ability["kind"] not in KINDS:
            continue
        effect_ops = list((ability["effect"] or {}).get("ops") or ())
        if ability.get("option"):  # on its own, a quick action's too: ops.OPTION
            ops["not simulated: an option of a list"] += len(effect_ops)
            details.update(
                ("not simulated: an option of a list", _kind(op, "")) for op in effect_ops
            )
            continue
        trigger = ability.get("trigger") if ability["kind"] == "reaction" else None
        reaction = Reaction.from_ir({"name": "", "trigger": trigger}) if trigger else None
        spell = ability.get("card_type") == "spell"
        taken = list(_counted(effect_ops, game, reaction, spell=spell))
        ops.update(taken)
        details.update(
            (said, _kind(op, said)) for op, said in zip(_flat(effect_ops), taken, strict=True)
        )
        if ability["kind"] == "quick_action":
            costs[all(followed(c) for c in ability["cost"] or ())] += 1
    total = sum(ops.values())
    print(f"effect ops of reactions, quick actions and Spells (seen part): {total}")
    for taken, n in ops.most_common():
        print(f"  {n:4}  {taken}")
        if detail and taken.startswith("not simulated"):
            by = sorted(((m, k) for (why, k), m in details.items() if why == taken), reverse=True)
            print("".join(f"          {m:4}  {k}\n" for m, k in by), end="")
    print(f"quick actions whose every cost is paid: {costs[True]} of {sum(costs.values())}")


if __name__ == "__main__":
    main()
