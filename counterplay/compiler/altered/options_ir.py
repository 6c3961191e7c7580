"""A list's options belong to the ability that leads the list.

"Choisissez l'un :" / "Choose one:" (a ``choose`` op of ``options`` N) is followed by its
options, each on a line of its own ("• Piochez une carte." / "• Draw a card."). Each line is
read alone (rules 1.2.4.a), so each option is an ability of its own (``option: true``); here
the options after a lead are folded into its ``choose`` op as ``choices`` (``{text, ops}``,
in the order printed), their text joining the ability's after a newline, so the player picks
among them and only what is picked is done. An option with a cost of its own ("• {T} : Je
gagne 2 boosts." / "• {T}: I gain 2 boosts.", read as a quick action) is folded with it
(``cost``: the costs it is read with; its ``text`` says them before its effect's, "{T} :
..."): the option is picked only when its cost is paid (``runtime/altered/lists.py``). When
one of them is read as no option at all, none is folded. A die's result lines are no such options
(``dice_ir`` folds them first). "Choisissez jusqu'à l'un :" / "Choose up to one:"
(``options: {up_to: N}``) leads its list alike; "Choisissez trois. Vous pouvez choisir la
même option plusieurs fois :" / "Choose three. You may pick the same option multiple
times:" (a ``choose`` of 3 then one of ``same_again``) is one ``choose`` op of 3 with
``again: true`` (an option may be picked more than once). "Choisissez l'un ou les deux :" /
"Choose one or both:" (``{at_least: 1, up_to: 2}``) and "Choisissez-en un ou plus :" /
"Choose one or more:" (``{at_least: 1}``) lead theirs alike. "Faites ce qui suit X+1 fois :"
/ "Do the following X+1 times:" (a ``repeat`` of ``what: following``) leads the lines after
it alike: they are folded into it as its ``choices`` (each done, in order, every time), and
``what: following`` is then said by them. French and English lines fold alike.
"""

from __future__ import annotations

from typing import Any

from counterplay.compiler.altered.dice_ir import folded, per_card, result_line


def _whole(n: Any) -> bool:
    return isinstance(n, int) and not isinstance(n, bool) and n > 0


# The keys of a lead's count of options besides a whole number N: "jusqu'à N" (``up_to``),
# "l'un ou les deux" (``at_least`` 1 and ``up_to`` 2), "un ou plus" (``at_least``).
BOUNDS = frozenset({"at_least", "up_to"})


def _bounded(options: Any) -> bool:
    """Whether ``options`` is a count of :data:`BOUNDS`, each a whole number."""
    if not isinstance(options, dict) or not options or not set(options) <= BOUNDS:
        return False
    return all(_whole(n) for n in options.values())


def _counted(op: dict[str, Any]) -> bool:
    """Whether ``op`` is a ``choose`` of N options, of up to N, of at least A (and up to B)."""
    options = op.get("options")
    return op.get("op") == "choose" and (_whole(options) or _bounded(options))


# "Faites ce qui suit N fois :" / "Do the following N times:": the lines after it.
FOLLOWING = {"op": "repeat", "what": "following"}


def _lead(ability: dict[str, Any]) -> dict[str, Any] | None:
    """``ability`` as the lead of a list (its effect's last op a ``choose`` of N options, or
    up to N, or a ``repeat`` of the lines that follow, :data:`FOLLOWING`, its ``what`` said
    by them once folded), a ``choose`` of N then one of ``same_again`` made one op with
    ``again``; or None when it leads no list."""
    effect = ability.get("effect") or {}
    ops = effect.get("ops") or []
    if ops and _counted(ops[-1]):
        return ability
    if ops and all(ops[-1].get(k) == v for k, v in FOLLOWING.items()):
        lead = {k: v for k, v in ops[-1].items() if k != "what"}
        return {**ability, "effect": {**effect, "ops": [*ops[:-1], lead]}}
    if len(ops) < 2 or not _counted(ops[-2]) or ops[-1].get("options") != "same_again":
        return None
    first, again = ops[-2], ops[-1]
    text = f"{first.get('text', '')} {again.get('text', '')}".strip()
    merged = {**first, "again": True, "text": text}
    return {**ability, "effect": {**effect, "ops": [*ops[:-2], merged]}}


def _costed(ability: dict[str, Any]) -> bool:
    """Whether the ability is a "•" line read as a quick action: an option with a cost of
    its own ("• {T} : ...") and an effect."""
    return (
        ability.get("kind") == "quick_action"
        and bool(ability.get("cost"))
        and bool((ability.get("effect") or {}).get("ops"))
    )


def _option(ability: dict[str, Any]) -> bool:
    """Whether the ability is an option to fold: a "•" line read as an effect, not a die's
    result line, or with a cost of its own (:func:`_costed`)."""
    if not ability.get("option"):
        return False
    return (ability.get("kind") == "effect" and not result_line(ability)) or _costed(ability)


def _choice(line: dict[str, Any]) -> dict[str, Any]:
    """An option line as one of a lead's choices: its text and ops, and its costs (their
    text before its effect's, "{T} : Je gagne 2 boosts.")."""
    text = str(line["effect"].get("text", ""))
    choice: dict[str, Any] = {"text": text, "ops": list(line["effect"]["ops"])}
    if _costed(line):
        said = ", ".join(str(cost.get("text", cost.get("op"))) for cost in line["cost"])
        choice = {"text": f"{said} : {text}", "ops": choice["ops"], "cost": list(line["cost"])}
    return choice


def _joined(lead: dict[str, Any], line: dict[str, Any]) -> dict[str, Any]:
    """``lead`` with ``line`` as one more of its ``choose`` op's choices."""
    effect = dict(lead["effect"])
    ops = list(effect["ops"])
    choice = _choice(line)
    ops[-1] = {**ops[-1], "choices": [*ops[-1].get("choices", []), choice]}
    effect["ops"] = ops
    effect["text"] = f"{effect.get('text', '')}\n{choice['text']}"
    return folded(lead, line, effect)


def _run(abilities: list[dict[str, Any]], lead: int) -> list[dict[str, Any]]:
    """The option lines ("•") right after ``abilities[lead]`` (one card's lines); none when one of
    them is no option to fold (:func:`_option`): the list is then left as it is, never folded
    without one of its options."""
    run = []
    for ability in abilities[lead + 1 :]:
        if not ability.get("option"):
            break
        run.append(ability)
    return run if all(_option(a) for a in run) else []


def _fold_card(lines: list[dict[str, Any]]) -> list[tuple[int, dict[str, Any]]]:
    """One card's lines with each list's options folded into the line that leads it."""
    out: list[tuple[int, dict[str, Any]]] = []
    at = 0
    while at < len(lines):
        lead = _lead(lines[at])
        options = _run(lines, at) if lead is not None else []
        ability = lead if options and lead is not None else lines[at]
        for option in options:
            ability = _joined(ability, option)
        out.append((at, ability))
        at += 1 + len(options)
    return out


def fold_options(abilities: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``abilities`` with each list's options folded into the ability before them on their
    card that leads the list (``per_card``)."""
    return per_card(abilities, _fold_card)
