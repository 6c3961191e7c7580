"""The trigger IR of Altered ability lines: what ``ability.lark``'s ``trigger`` start reads
(the event, who does it or has it done to them, its qualifiers), a mixin of
:class:`~counterplay.compiler.altered.ability_ir.AbilityIR`.

A trigger is ``{"event", "actor", "target", "qualifiers"}``: the actor does it (or it happens
to them when nobody does it: "Lorsque je gagne ..."), the target has it done to them ("Lorsque
je suis sacrifié": target ``self``). The same events are read where a condition says an event
about to happen ("si je devais être sacrifié") or one that may not happen ("ne peut pas quitter
la zone d'Expédition").
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer

from counterplay.compiler.altered.ir_terms import (
    CONTROLLER,
    SELF,
    Selector,
    bound_in,
    count_in,
    counter_in,
    dicts_in,
    first_in,
    phase_of,
    tokens_in,
    where_qualifiers,
)

# the zones a card is played into ("joue un Personnage dans ..."), never from
_PLAYED_INTO = frozenset({"expedition", "landmark"})


class TriggerIR(Transformer[Token, Any]):
    """Build the events of triggers."""

    def when(self, children: list[Any]) -> dict[str, Any]:
        trigger: dict[str, Any] = dicts_in(children)[0]
        for extra in children[1:]:
            if isinstance(extra, dict) and "during" in extra:
                trigger["qualifiers"]["phase"] = extra["during"]
        return trigger

    def during(self, children: list[Any]) -> dict[str, Any]:
        return {"during": phase_of(tokens_in(children, "PHASE")[0])}

    def at_phase(self, children: list[Any]) -> dict[str, Any]:
        return {
            "event": "phase.start",
            "actor": None,
            "target": None,
            "qualifiers": {"phase": phase_of(children[0])},
        }

    @staticmethod
    def _event(
        event: str, actor: Selector | None, target: Selector | None = None, **qualifiers: Any
    ) -> dict[str, Any]:
        return {
            "event": event,
            "actor": actor,
            "target": target,
            "qualifiers": {k: v for k, v in qualifiers.items() if v is not None},
        }

    def event_me(self, children: list[Any]) -> dict[str, Any]:
        return self._with_subject(dicts_in(children)[0], dict(SELF))

    def event_you(self, children: list[Any]) -> dict[str, Any]:
        return self._with_subject(dicts_in(children)[0], dict(CONTROLLER))

    def event_player(self, children: list[Any]) -> dict[str, Any]:
        who, what = dicts_in(children)
        return self._with_subject(what, who)

    def event_object(self, children: list[Any]) -> dict[str, Any]:
        who, what = dicts_in(children)
        return self._with_subject(what, who)

    def event_expedition(self, children: list[Any]) -> dict[str, Any]:
        who, what = dicts_in(children)
        return self._with_subject(what, who)

    @staticmethod
    def _with_subject(event: dict[str, Any], subject: Selector) -> dict[str, Any]:
        """The subject is the actor, or the target of a passive ("je suis sacrifié")."""
        passive = event.pop("passive", False)
        if passive:
            event["target"] = subject
        else:
            event["actor"] = subject
        return event

    def expedition_subject(self, children: list[Any]) -> Selector:
        out: Selector = {"role": "object", "type": ["expedition"]}
        kinds = {t.type for t in tokens_in(children)}
        if "ASCENDED" in kinds:
            out["ascended"] = True
        named = next((t.value for t in tokens_in(children) if t.type == "EXPEDITION"), None)
        if named in ("hero", "companion"):  # "votre Expédition Héros" / "your Hero ..."
            out["expedition"] = named
        if "MY" in kinds:
            out.update(
                {"controlled_by": "controller"}
                if named in ("hero", "companion")
                else {"expedition": "mine"}
            )
        elif "YOUR" in kinds:
            out["controlled_by"] = "controller"
        elif "OPPOSING" in kinds:
            out["controlled_by"] = "opponent"
        elif "ITS" in kinds:
            out["expedition"] = "its"
        elif "FACING" in kinds:
            out["expedition"] = "facing"
        # "au moins deux de vos Expéditions", "l'une de vos Expéditions" / "one of ..."
        if "AT_LEAST" in kinds or "OR_MORE" in kinds or "OF" in kinds:
            out["count"] = {"at_least": count_in(children)}
        return out

    def _moved(
        self, event: str, places: list[dict[str, Any]], backwards: bool = False
    ) -> dict[str, Any]:
        """A move between zones: ``zone`` is where it goes (or leaves), ``from`` where it
        comes from; a place's other words (whose, which expedition) come along."""
        to = places[0] if places else None
        source = places[1] if len(places) > 1 else None
        if backwards and source is not None:
            to, source = source, to
        qualifiers: dict[str, Any] = where_qualifiers(to) if to else {}
        if source is not None:
            flat = where_qualifiers(source)
            qualifiers["from"] = flat["zone"] if set(flat) == {"zone"} else source
        return self._event(event, None, None, **qualifiers)

    def on_me_join(self, children: list[Any]) -> dict[str, Any]:
        return self._moved("zone.enter", dicts_in(children))

    on_join = on_me_join

    def on_me_go(self, children: list[Any]) -> dict[str, Any]:
        return self._moved("zone.enter", dicts_in(children))

    on_go = on_me_go

    def on_me_go_from(self, children: list[Any]) -> dict[str, Any]:
        return self._moved("zone.enter", dicts_in(children), backwards=True)

    on_go_from = on_me_go_from

    def on_me_leave(self, children: list[Any]) -> dict[str, Any]:
        return self._moved("zone.leave", dicts_in(children))

    on_leave = on_me_leave

    def on_me_sacrificed(self, _: list[Any]) -> dict[str, Any]:
        return {**self._event("sacrifice", None), "passive": True}

    on_sacrificed = on_me_sacrificed

    def on_me_gain_nth(self, children: list[Any]) -> dict[str, Any]:
        nth = int(tokens_in(children, "ORDINAL")[0].value)
        return self._event("counter.gain", None, counter=counter_in(children), nth=nth)

    def on_me_gain_status(self, children: list[Any]) -> dict[str, Any]:
        return self._event("status.gain", None, status=str(tokens_in(children, "STATUS")[0].value))

    on_gain_status = on_me_gain_status

    def on_me_gain_counters(self, children: list[Any]) -> dict[str, Any]:
        return self._event("counter.gain", None, counter=counter_in(children), **bound_in(children))

    on_gain_counters = on_me_gain_counters

    def on_play(self, children: list[Any]) -> dict[str, Any]:
        found = dicts_in(children)
        source = found[1] if len(found) > 1 else None
        what = dict(found[0])
        if source is None and "place" in what:  # "une carte depuis la Réserve" read as a filter
            source = what.pop("place")
            if source.get("zone") in _PLAYED_INTO:
                # "un Personnage dans l'Expédition qui me fait face" / "a Character in your
                # Hero Expedition": where it is played, not where from
                return self._event("card.play", None, what, to=source)
        return self._event("card.play", None, what, **({"from": source} if source else {}))

    def on_exhaust(self, children: list[Any]) -> dict[str, Any]:
        return self._event("exhaust", None, dicts_in(children)[0])

    def on_sacrifice(self, children: list[Any]) -> dict[str, Any]:
        return self._event("sacrifice", None, dicts_in(children)[0])

    def on_played(self, children: list[Any]) -> dict[str, Any]:
        """ "je suis joué depuis votre main" / "I'm played from your hand"."""
        source = dicts_in(children)
        return {
            **self._event("card.play", None, **({"from": source[0]} if source else {})),
            "passive": True,
        }

    def on_discarded(self, children: list[Any]) -> dict[str, Any]:
        source = dicts_in(children)
        event = self._event("discard", None, **({"from": source[0]} if source else {}))
        return {**event, "passive": True}

    def on_exhausted(self, _: list[Any]) -> dict[str, Any]:
        return {**self._event("exhaust", None), "passive": True}

    def on_readied(self, _: list[Any]) -> dict[str, Any]:
        """ "Lorsqu'un Personnage est redressé" / "When a Character is readied"."""
        return {**self._event("ready", None), "passive": True}

    def on_switch(self, _: list[Any]) -> dict[str, Any]:
        """ "Lorsque je change d'Expédition" / "When I switch Expeditions"."""
        return self._event("expedition.switch", None)

    def on_target(self, children: list[Any]) -> dict[str, Any]:
        """ "un Sort adverse me cible" / "an opposing Spell targets me", "vous ciblez un
        Personnage" / "you target a Character": who targets, and what."""
        return self._event("target", None, dicts_in(children)[0])

    def on_play_nth(self, children: list[Any]) -> dict[str, Any]:
        """ "vous jouez votre deuxième Sort ce tour-ci": the nth played within that time."""
        found = dicts_in(children)
        nth = int(tokens_in(children, "ORDINAL")[0].value)
        return self._event("card.play", None, found[0], nth=nth, **found[1])

    def on_spend(self, children: list[Any]) -> dict[str, Any]:
        """ "Lorsque vous dépensez au moins un compteur" / "When you spend one or more
        counters": counters spent (not any lost)."""
        return self._event(
            "counter.spend", None, counter=counter_in(children), **bound_in(children)
        )

    def on_targeted(self, children: list[Any]) -> dict[str, Any]:
        """ "je suis ciblé" / "I'm targeted", "par un Sort adverse" / "by ...": the one
        targeting is the actor, as in "un Sort adverse me cible" / "an opposing Spell targets
        me"."""
        by = dicts_in(children)
        return {**self._event("target", by[0] if by else None), "passive": True}

    def on_lose_status(self, children: list[Any]) -> dict[str, Any]:
        return self._event("status.lose", None, status=str(tokens_in(children, "STATUS")[0].value))

    def on_lose_counters(self, children: list[Any]) -> dict[str, Any]:
        return self._event("counter.lose", None, counter=counter_in(children), **bound_in(children))

    def on_discard(self, children: list[Any]) -> dict[str, Any]:
        return self._event("discard", None, dicts_in(children)[0])

    def on_pass(self, _: list[Any]) -> dict[str, Any]:
        return self._event("turn.pass", None)

    def on_pass_first(self, _: list[Any]) -> dict[str, Any]:
        return self._event("turn.pass", None, first=True)

    def on_create(self, children: list[Any]) -> dict[str, Any]:
        return self._event("token.create", None, dicts_in(children)[0])

    def on_roll(self, children: list[Any]) -> dict[str, Any]:
        return self._event("die.roll", None, **bound_in(children))

    def on_roll_result(self, children: list[Any]) -> dict[str, Any]:
        """ "Lorsque vous lancez un 6" / "When you roll a 6"."""
        result = next(t for t in tokens_in(children) if t.type in ("NUMBER", "DIE_RESULT"))
        this_way = True if first_in(children, "THIS_WAY") is not None else None
        return self._event("die.roll", None, result=str(result.value), this_way=this_way)

    def on_ready(self, children: list[Any]) -> dict[str, Any]:
        return self._event("ready", None, dicts_in(children)[0])

    def on_reveal(self, children: list[Any]) -> dict[str, Any]:
        return self._event("card.reveal", None, dicts_in(children)[0], this_way=True)

    def on_reveal_any(self, children: list[Any]) -> dict[str, Any]:
        """ "Lorsque vous révélez un Sort" / "When you reveal a Spell" (by any effect)."""
        return self._event("card.reveal", None, dicts_in(children)[0])

    def on_keyword(self, children: list[Any]) -> dict[str, Any]:
        return self._event(str(tokens_in(children, "KEYWORD_ACTION")[0].value), None)

    def on_receive(self, children: list[Any]) -> dict[str, Any]:
        gift = str(tokens_in(children, "KEYWORD_ACTION")[0].value)
        return {**self._event(gift, None), "passive": True}

    def on_draw(self, children: list[Any]) -> dict[str, Any]:
        out = self._event("card.draw", None, **bound_in(children))
        also = first_in(children, "KEYWORD_ACTION")
        if also is not None:
            out["alternatives"] = [str(also.value)]
        return out

    def on_advance(self, children: list[Any]) -> dict[str, Any]:
        cause = first_in(children, "TERRAIN") or first_in(children, "DUE_TO_ACTION")
        return self._event("expedition.advance", None, due_to=cause.value if cause else None)

    def on_retreat(self, _: list[Any]) -> dict[str, Any]:
        return self._event("expedition.retreat", None)

    def on_fail_advance(self, _: list[Any]) -> dict[str, Any]:
        return self._event("expedition.advance", None, fails=True)
