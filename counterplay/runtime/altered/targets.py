"""The targets an effect chooses before it resolves, and what their Coriace adds (R002-30).

A target is chosen for each op whose selector targets ("ciblé", a ``target`` op:
``naming.targeted``), among the objects it can name (``naming.objects``). One noun phrase that the
ops of one sentence share ("Un Personnage ciblé gagne 1 boost et [[Fugace]]" / "Target
Character gains 1 boost and [[Fleeting]]": the same targeted selector in consecutive ops of
the same words) is one target, chosen once. An opponent's target with Coriace X adds X to the
cost (R002-30; a passive works in play only, R002-18, so not one in a Reserve), once for each
object however many times it is chosen (comprehensive rules 7.4.7.f: "The Tough cost is paid
only once per effect, regardless of how many times the object is chosen as target").
A Coriace is paid only for an effect this world carries out: when an op of it is not
simulated for a reason told before it resolves (:func:`unforeseen`), the whole effect is not
simulated, and nothing is paid for it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from counterplay.runtime.altered import amounts, binding, conditions, lists, naming, ops, picks
from counterplay.runtime.altered.cards import IN_PLAY, Card
from counterplay.runtime.altered.match import within_total
from counterplay.runtime.altered.unfollowed import Unfollowed, up_to
from counterplay.runtime.reaction import whole

if TYPE_CHECKING:
    from counterplay.runtime.altered.engine import Engine


def _shared(effect: tuple[dict[str, Any], ...], before: tuple[int, Any], index: int) -> bool:
    """Whether ``effect[index]``'s target is the one chosen for the targeted op ``before``
    (its index and selector): the op just after it, of the same words and selector."""
    j, selector = before
    same = effect[index].get("text") == effect[j].get("text") is not None
    return same and index == j + 1 and naming.selector_of(effect[index]) == selector


# Why an "up to one" target no answer is scripted for is chosen.
UP_TO = "unscripted: 'jusqu'à N' / 'up to N': one more target is chosen while one is left"


def _pick(game: Engine, ctx: ops.Ctx, selector: dict[str, Any], found: list[Card]) -> list[Card]:
    """The targets chosen among ``found``; "jusqu'à deux Personnages ciblés" / "up to two
    target Characters" (``count: {up_to: N}``): different ones, one by one, as long as the
    player chooses one more (``may``) and one is left, N at most ("up to one": none or
    one). "Ciblez deux Personnages" / "Target two Characters" (``count`` N): N different
    ones, each the player's choice; with fewer than N to choose from, what is done is not
    told (:class:`Unfollowed`). "N'importe quel nombre de cartes ciblées" / "any number of
    target cards" (``count: any``): as "up to" as many as there are. "Avec un Coût de Main
    total de {6} ou moins" / "with a total Hand Cost of {6} or less": each one more only
    among those that keep the total within it (``match.within_total``)."""
    count = selector.get("count")
    if whole(count) and count > 1:
        if len(found) < count:
            raise Unfollowed(f"{count} targets among {len(found)} (fewer than it targets)")
        targets: list[Card] = []
        for _ in range(count):
            targets.append(
                game.choose(ctx.player, "target", [c for c in found if c not in targets])
            )
        return targets
    most = len(found) if count == picks.ANY else up_to(count)
    if most is not None:
        chosen: list[Card] = []
        while len(chosen) < most:
            # "with a total Hand Cost of {6} or less": those that keep the total within it
            left = [c for c in found if c not in chosen and within_total(selector, chosen, c)]
            if not left or not game.choose(ctx.player, "may", [True, False], UP_TO):
                break
            chosen.append(game.choose(ctx.player, "target", left))
        return chosen
    pick: Card | None = game.choose(ctx.player, "target", found)
    return [pick] if pick is not None else []


def _not_simulated(game: Engine, ctx: ops.Ctx, why: str, op: str = "target") -> None:
    game.trace.note("op", ctx.frame.depth, op=op, status="not simulated", why=why)


def _costly(
    game: Engine, ctx: ops.Ctx, chosen: list[Card], costly: list[Card], counted: list[Card]
) -> bool:
    """Add to ``costly`` the opponent's objects in play among ``chosen`` whose Coriace is not
    yet counted; False, traced, when what one costs cannot be told."""
    for pick in chosen:
        if pick.side == ctx.card.side or pick.zone not in IN_PLAY:
            continue
        if pick.tough_if:  # what it costs cannot be told: never played for less
            why = f"the Coriace of {pick.name} ({pick.tough_if!r}) is not simulated"
            _not_simulated(game, ctx, why, "cost")
            return False
        if pick not in costly and pick not in counted:
            costly.append(pick)
    return True


def _options(
    game: Engine, ctx: ops.Ctx, index: int, op: dict[str, Any], costly: list[Card], paid: list[Card]
) -> bool:
    """Pick the options of the list ``op`` leads (``effect[index]``), and the targets of
    each picked, as the effect is played (:mod:`.lists`; ``ctx.options``)."""
    picked: list[lists.Picked] = []
    for k in lists.options(game, ctx, op):
        inner = replace(ctx, chosen={}, options={})
        if not _chosen(game, inner, tuple(op["choices"][k].get("ops") or ()), costly, paid):
            return False
        picked.append(lists.Picked(k, inner.chosen, inner.options))
    ctx.options[index] = picked
    return True


def _chosen(
    game: Engine,
    ctx: ops.Ctx,
    effect: tuple[dict[str, Any], ...],
    costly: list[Card],
    paid: list[Card],
) -> bool:
    """Choose the effect's targets (``ctx.chosen``) and its lists' options with theirs
    (``ctx.options``), in the order printed; the opponent's objects among them whose
    Coriace counts go to ``costly``. False, traced, when which objects it may target, or
    what a Coriace costs, cannot be told."""
    before: tuple[int, Any] | None = None
    wanted = dict(naming.targeted(effect))
    for index, op in enumerate(effect):
        if lists.listed(op) and ops.not_simulated(game, "choose", op, ctx) is None:
            if not _options(game, ctx, index, op, costly, paid):
                return False
            continue
        selector = wanted.get(index)
        if selector is None:
            continue
        if op.get("x"):  # "de Coût de Main {X}+{2} ou moins": X counted now (amounts.py)
            selector = naming.selector_of(amounts.filters_counted(game, op, ctx)) or selector
        if before is not None and _shared(effect, before, index):
            ctx.chosen[index] = ctx.chosen[before[0]]
            before = (index, selector)
            continue
        try:
            found = _pick(game, ctx, selector, naming.objects(game, selector, ctx))
        except Unfollowed as unfollowed:
            _not_simulated(game, ctx, f"{unfollowed} is not simulated")
            return False
        ctx.chosen[index] = [(pick, pick.moves) for pick in found]
        before = (index, selector)
        if not _costly(game, ctx, found, costly, paid):
            return False
    return True


def extra(
    game: Engine, ctx: ops.Ctx, effect: tuple[dict[str, Any], ...], paid: list[Card] | None = None
) -> int | None:
    """Choose the effect's targets (``ctx.chosen``), and its lists' options with their
    targets (``ctx.options``); what their Coriace adds. None, traced, when which objects it
    may target, or what a Coriace costs, cannot be told. ``paid``: the objects whose
    Coriace the same card's play already counts (a Spell's lines before this one,
    :mod:`.spells`): not counted again (7.4.7.f); those this effect adds are added to it
    once it is carried out."""
    costly: list[Card] = []
    counted = paid if paid is not None else []
    if not _chosen(game, ctx, effect, costly, counted):
        return None
    extra = sum(card.tough for card in costly)
    left_out = unforeseen(game, ctx, effect) if extra else None
    if left_out is not None:  # never paid for what is not done (R002-30)
        said = f"{left_out} (its Coriace {extra} not paid: R002-30)"
        _not_simulated(game, ctx, said, "effect")
        return None
    counted.extend(costly)
    return extra


def _nothing(game: Engine, op: dict[str, Any], probe: ops.Ctx) -> str | None:
    return None


def _by_result(game: Engine, op: dict[str, Any], probe: ops.Ctx) -> str | None:
    if op.get("options") == "by_result" and probe.rolled is None:
        return "which option is chosen (options: by_result, no die rolled before it)"
    return None


def _pass(game: Engine, op: dict[str, Any], probe: ops.Ctx) -> str | None:
    phase: str = game.phase
    return None if phase == "afternoon" else "passing outside the Afternoon (which it ends)"


# What some handlers refuse as they are carried out, told before from the game and the ops
# before: "Sur :" with no die rolled before it, passing outside the Afternoon.
FORESEEN: dict[str, Callable[[Engine, dict[str, Any], ops.Ctx], str | None]] = {
    "choose": _by_result,
    "pass": _pass,
}


def _picked(probe: ops.Ctx, i: int, op: dict[str, Any]) -> list[tuple[ops.Ctx, dict[str, Any]]]:
    """The options of the list ``op`` leads that will be done, each with the context its
    ops are judged in: those picked as the effect was played (``probe.options``), else
    every one of them."""
    choices = list(op.get("choices") or ())
    if i not in probe.options:
        return [(replace(probe, reaction=None, options={}), choice) for choice in choices]
    return [
        (replace(probe, reaction=None, chosen=p.chosen, options=p.options), choices[p.choice])
        for p in probe.options[i]
    ]


def unforeseen(
    game: Engine, ctx: ops.Ctx, effect: tuple[dict[str, Any], ...], rolled: int | None = None
) -> str | None:
    """Why an op of ``effect`` will not be carried out, as told before it resolves
    (:func:`.ops.not_simulated`: no handler, done later, a key, an object or a condition
    this world does not follow; an "it" it cannot find; an option's ops alike), or None.
    A die rolled before an op shows a result then; "Sinon" follows a condition read. What a
    handler finds only as it is carried out is not told here."""
    probe = replace(ctx, rolled=rolled, done=True)
    effect = binding.its_expedition(effect)
    for i, op in enumerate(effect):
        before = (effect[i - 1].get("if") or {}).get("test") if i else None
        probe.prior = True if before in conditions.TESTS else None
        name = str(op.get("op"))
        why = ops.not_simulated(game, name, op, probe) or ops.it_unbound(effect, i, probe)
        why = why or FORESEEN.get(name, _nothing)(game, op, probe)
        for inner, choice in _picked(probe, i, op) if why is None else ():
            why = why or unforeseen(game, inner, tuple(choice.get("ops") or ()), probe.rolled)
        if why is not None:
            return why
        if name in ops.ROLLING:  # a die rolled shows a result; one changed is not known
            probe.rolled = 1 if name == "die.roll" else None
    return None
