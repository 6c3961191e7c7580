"""Dusk's and Night's daily effects: Progress (facing Expeditions compare statistics and
advance) and Rest (the Characters of the Expedition zone go to the Reserve), R002-21.
"""

from __future__ import annotations

import operator
from typing import TYPE_CHECKING

from counterplay.runtime.altered import conditions
from counterplay.runtime.altered.cards import EXPEDITIONS, STATS, Card, Player, Thing
from counterplay.runtime.altered.ops import Ctx
from counterplay.runtime.altered.regions import counted, region_of
from counterplay.runtime.altered.unfollowed import Unfollowed
from counterplay.runtime.events import Frame

if TYPE_CHECKING:
    from counterplay.runtime.altered.engine import Engine

# The statuses that keep a character in its expedition at Rest (and are lost there).
RESTING = ("anchored", "asleep")


def progress(engine: Engine, frame: Frame[Thing]) -> None:
    """Dusk: an Expedition moves forward when one of its statistics is of its Region's
    terrains, strictly above the facing Expedition's total of it, and strictly above zero
    (seed 002, 1.3.2.e; R002-21). The game gives no Regions: every statistic counts (the
    ruleset's decision, ``regions``). The totals are all taken before any moves."""
    totals = {
        (p.name, e): {s: total(engine, p, e, s) for s in STATS}
        for p in engine.players
        for e in EXPEDITIONS
    }
    regions = engine.game.regions
    for player in engine.players:
        for exp in EXPEDITIONS:
            mine = totals[(player.name, exp)]
            theirs = [totals[(o.name, exp)] for o in engine.players if o is not player]
            # an Ascended one moves forward even if matched (its reminder text)
            beats = operator.ge if exp in player.ascended else operator.gt
            stats = counted(regions, player, exp)
            forward = exp not in player.held and any(  # held: expeditions.hold
                mine[s] > 0 and all(beats(mine[s], t[s]) for t in theirs) for s in stats
            )
            if regions:  # the timeline says which Region decides, and by what
                _say_region(engine, player, exp, stats, (mine, theirs), forward)
            if forward:
                player.position[exp] += 1
                engine.emit("expedition.advance", frame, player, None, expedition=exp)


def _say_region(
    engine: Engine,
    player: Player,
    exp: str,
    stats: tuple[str, ...],
    compared: tuple[dict[str, int], list[dict[str, int]]],
    forward: bool,
) -> None:
    """A timeline note: ``player``'s ``exp`` Expedition's Region, the statistics that
    count there (its total against the facing ones': "water 2 vs 2"), and whether it moves
    forward."""
    mine, theirs = compared
    versus = ", ".join(f"{s} {mine[s]} vs {'/'.join(str(t[s]) for t in theirs)}" for s in stats)
    where = region_of(engine.game.regions, player, exp)
    verdict = "moves forward" if forward else "stays"
    said = f"{player.name}'s {exp} Expedition is in {where}: {versus or 'no terrain'}, {verdict}"
    engine.trace.note("note", text=said)


def total(engine: Engine, player: Player, expedition: str, stat: str) -> int:
    """The total of ``stat`` of ``player``'s Characters in ``expedition``, as Dusk counts."""
    return sum(
        c.statistic(stat)
        for c in engine.cards
        if c.side == player.name
        and c.zone == "expedition"
        and c.expedition == expedition
        and "asleep" not in c.statuses  # "During Dusk, ignore my statistics"
    )


def rest(engine: Engine, frame: Frame[Thing]) -> None:
    """Night: every Character in the Expedition zone goes to the Reserve, whether its
    Expedition moved forward or not (comprehensive rules 4.2.5.b, "Rest: Characters
    in the Expedition zone are sent to Reserve"); a Fleeting one to the discard pile;
    an Anchored or Asleep one does not, and loses that status ("During Rest, I don't
    go to Reserve and I lose Anchored / Asleep"); an [Eternal] one does not. Ascended
    lasts until Rest: the Expeditions lose it. They are sent at once: each card's
    reactions see the others leave from where it was before Rest (R002-13)."""
    for player in engine.players:
        player.ascended.clear()
    before = {c.name: c.zone for c in engine.cards}  # all sent at once: one daily effect
    resting = [c for c in engine.cards if c.zone == "expedition" and c.type == "character"]
    # each [Eternal]'s condition is judged before any card moves: they go at once, so one
    # ("si vous contrôlez au moins deux Personnages") sees the others still there
    kept = {card.name: [s for s in RESTING if s in card.statuses] for card in resting}
    eternal = {
        card.name for card in resting if not kept[card.name] and _stays_eternal(engine, card, frame)
    }
    for card in resting:
        for name in kept[card.name]:
            engine.status(card, name, False, frame)
        if kept[card.name] or card.name in eternal:
            continue
        engine.move(card, "reserve", frame, before)  # a Fleeting one: discarded


def _stays_eternal(engine: Engine, card: Card, frame: Frame[Thing]) -> bool:
    """Does [Eternal] keep ``card`` in its Expedition at Rest? One under a condition the
    world tells (``conditions``: "Si vous contrôlez au moins deux Personnages, je suis
    [Éternel]"; "Si je suis en {V}, ..." in a game that gives Regions) holds as the state is
    as Rest begins; under one it cannot tell it is not simulated: the card goes to the
    Reserve, said (not when an [Eternal] that always holds keeps it anyway)."""
    if card.eternal or not card.eternal_if:
        return card.eternal
    test = card.eternal_when or {}
    eternal = f"the Eternal of {card.name} ({card.eternal_if!r})"
    why = f"{eternal} is not simulated"
    if conditions.told(test):
        try:
            held = conditions.holds(engine, test, Ctx(card, engine.player(card.side), frame))
        except Unfollowed as untold:
            why = f"{why}: {untold}"
        else:
            engine.trace.note("note", text=f"{eternal} {'holds' if held else 'does not hold'}")
            return held
    why += ": it goes to the Reserve as Rest says without it"
    engine.trace.note("op", frame.depth, op="rest", status="not simulated", why=why)
    return False
