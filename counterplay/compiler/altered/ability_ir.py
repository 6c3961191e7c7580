"""Ability phrase trees (``grammar/altered/ability.lark``) to the IR of DESIGN.md.

One method per aliased rule. The trees are the same for a French line and its English
twin (the terminals are concepts, their values the lexicons' words for the IR), so what
is built here is language-free by construction.

- A **selector** says who: ``{"role": ROLE, ...filters}``, ROLE one of ``self`` (this card),
  ``controller`` (its controller: "vous", "you"), ``opponent``, ``player`` (any or each
  player), ``object`` (any card or object the filters describe) and ``it`` (the object
  named before: the triggering one, or one the effect named). Filters: ``type`` (card types
  and subtypes, alternatives), ``other``, ``targeted``, ``status``, ``exhausted``, ``ready``,
  ``not_type``, ``controlled_by`` (a role), ``place`` (where it is), ``terrain``,
  ``facing_me``, ``cost`` (``{kind, max|min}``), ``base_stat``, ``count``.
- A **place** says where: ``{"zone": ZONE}`` plus ``of`` (whose: a role), ``expedition``
  (``mine``, ``facing``, ``companion``, ``hero``), ``targeted``, ``each``.
- A **trigger** is ``{"event", "actor", "target", "qualifiers"}`` (actor: who does it, or
  who it happens to when nobody does it: "I gain a counter"; target: who it is done to).
- An **op** is ``{"op": NAME, ...}``; ``optional`` for "vous pouvez" / "you may", ``if``
  for a condition, ``cap`` for "jusqu'à un max de N".
- A **test** (a condition) is ``{"test": NAME, ...}``.

docs/altered.md lists every name.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Transformer, Tree

Selector = dict[str, Any]

SELF: Selector = {"role": "self"}
CONTROLLER: Selector = {"role": "controller"}
IT: Selector = {"role": "it"}

# The trigger a symbol stands for (seed 002 cards: {J} "when I join the Expedition or
# Landmark zone", {H} "when played from Hand", {R} "when played from Reserve").
SYMBOL_TRIGGERS: dict[str, dict[str, Any]] = {
    "join": {
        "event": "zone.enter",
        "actor": SELF,
        "target": None,
        "qualifiers": {"zone": ["expedition", "landmark"]},
    },
    "hand": {
        "event": "card.play",
        "actor": CONTROLLER,
        "target": SELF,
        "qualifiers": {"from": "hand"},
    },
    "reserve": {
        "event": "card.play",
        "actor": CONTROLLER,
        "target": SELF,
        "qualifiers": {"from": "reserve"},
    },
}


def _tokens(children: list[Any], kind: str | None = None) -> list[Token]:
    return [c for c in children if isinstance(c, Token) and (kind is None or c.type == kind)]


def _first(children: list[Any], kind: str) -> Token | None:
    found = _tokens(children, kind)
    return found[0] if found else None


def _dicts(children: list[Any]) -> list[dict[str, Any]]:
    return [c for c in children if isinstance(c, dict)]


def _number(token: Token | None) -> int | str | None:
    """A count's value: an int, "X" for a variable, 1 for an article."""
    if token is None:
        return None
    if token.type == "A":
        return 1
    if token.type in ("VAR", "X"):
        return str(token.value).upper()
    return int(token.value) if str(token.value).isdecimal() else str(token.value)


def _count(children: list[Any]) -> int | str | None:
    """The number among ``children`` (a ``count`` subtree's value or a NUMBER token)."""
    for child in children:
        if isinstance(child, Tree) and child.data == "count":
            first = child.children[0]
            return _number(first if isinstance(first, Token) else None)
        if isinstance(child, Token) and child.type in ("NUMBER", "VAR", "X"):
            return _number(child)
        if isinstance(child, Token) and child.type == "MANA":
            return _number_mana(child)
    return None


def _bound(children: list[Any]) -> dict[str, Any]:
    """``{"at_least": n}`` for "au moins n" / "n or more", with the number in children."""
    n = _count(children)
    if _first(children, "OR_LESS") is not None:
        return {"at_most": n}
    return {"at_least": n}


def _counter(children: list[Any]) -> str:
    """The counter named in ``children``: "boost", or a counter's name ("trial")."""
    if _first(children, "BOOST") is not None:
        return "boost"
    for token in _tokens(children):
        if token.type in ("COUNTER_NAME", "NAME", "SUBTYPE"):
            return str(token.value).lower()
    return "counter"  # "1 compteur" / "1 counter": any counter


def _phase(token: Token) -> str:
    return str(token.value)


class AbilityIR(Transformer[Token, Any]):
    """Build the IR of one start rule's tree (trigger, condition, cost, effect, statement)."""

    # ---- shared --------------------------------------------------------------------------
    def count(self, children: list[Any]) -> Tree[Any]:
        return Tree("count", children)

    # ---- players -------------------------------------------------------------------------
    def you(self, _: list[Any]) -> Selector:
        return dict(CONTROLLER)

    def opponent(self, _: list[Any]) -> Selector:
        return {"role": "opponent"}

    def target_opponent(self, _: list[Any]) -> Selector:
        return {"role": "opponent", "targeted": True}

    def target_player(self, _: list[Any]) -> Selector:
        return {"role": "player", "targeted": True}

    def each_player(self, _: list[Any]) -> Selector:
        return {"role": "player", "count": "each"}

    def a_player(self, _: list[Any]) -> Selector:
        return {"role": "player"}

    def owner(self, _: list[Any]) -> Selector:
        return {"role": "player", "owner_of": "it"}

    def my_owner(self, _: list[Any]) -> Selector:
        return {"role": "player", "owner_of": "self"}

    # ---- objects -------------------------------------------------------------------------
    def one(self, _: list[Any]) -> dict[str, Any]:
        return {}

    def number(self, children: list[Any]) -> dict[str, Any]:
        return {"count": _number(children[0])}

    def every(self, _: list[Any]) -> dict[str, Any]:
        return {"count": "each"}

    def up_to(self, children: list[Any]) -> dict[str, Any]:
        return {"count": {"up_to": _count(children)}}

    def at_least(self, children: list[Any]) -> dict[str, Any]:
        return {"count": {"at_least": _count(children)}}

    def any_number(self, _: list[Any]) -> dict[str, Any]:
        return {"count": "any"}

    def owned(self, children: list[Any]) -> dict[str, Any]:
        kind = children[0].type
        return {"controlled_by": {"MY": "self", "YOUR": "controller"}.get(kind, "it")}

    def that_one(self, _: list[Any]) -> dict[str, Any]:
        return {"role": "it"}

    def other(self, _: list[Any]) -> dict[str, Any]:
        return {"other": True}

    def targeted(self, _: list[Any]) -> dict[str, Any]:
        return {"targeted": True}

    def has_status(self, children: list[Any]) -> dict[str, Any]:
        return {"status": str(children[0].value)}

    def exhausted(self, _: list[Any]) -> dict[str, Any]:
        return {"exhausted": True}

    def ready_state(self, _: list[Any]) -> dict[str, Any]:
        return {"exhausted": False}

    def not_type(self, children: list[Any]) -> dict[str, Any]:
        return {"not_type": str(children[-1].value).lower()}

    def noun(self, children: list[Any]) -> dict[str, Any]:
        words = [_noun_value(t) for t in _tokens(children) if t.type not in ("OR", "A")]
        token = "token" in words
        types = [w for w in words if w != "token"] or ["token"]
        out: dict[str, Any] = {"type": types}
        if token and types != ["token"]:
            out["token"] = True
        return out

    def you_control(self, _: list[Any]) -> dict[str, Any]:
        return {"controlled_by": "controller"}

    def controlled_by(self, children: list[Any]) -> dict[str, Any]:
        who = _dicts(children)[0]
        return {"controlled_by": who["role"], **({"targeted": True} if who.get("targeted") else {})}

    def in_place(self, children: list[Any]) -> dict[str, Any]:
        return {"place": children[-1]}

    def from_place(self, children: list[Any]) -> dict[str, Any]:
        return {"place": children[-1]}

    def in_terrain(self, children: list[Any]) -> dict[str, Any]:
        return {"terrain": str(_tokens(children, "TERRAIN")[0].value)}

    def facing_me(self, _: list[Any]) -> dict[str, Any]:
        return {"facing_me": True}

    def cost_filter(self, children: list[Any]) -> dict[str, Any]:
        kind = next(t.type for t in _tokens(children) if t.type.endswith("_COST"))
        n = _count(children)
        bound = "max" if _first(children, "OR_LESS") is not None else "min"
        return {"cost": {"kind": kind.removesuffix("_COST").lower(), bound: n}}

    def base_stat(self, children: list[Any]) -> dict[str, Any]:
        return {"base_stat": int(_tokens(children, "NUMBER")[0].value)}

    def expedition_state(self, children: list[Any]) -> dict[str, Any]:
        return {"expedition": "ahead" if _first(children, "AHEAD") else "behind"}

    def object(self, children: list[Any]) -> Selector:
        out: Selector = {"role": "object"}
        for part in _dicts(children):
            out.update(part)  # "ce Personnage" / "that Character": role it
        if out.get("controlled_by") == "self":
            del out["controlled_by"]
            if out.get("type") == ["expedition"]:  # "mon Expédition": this card's own
                out["expedition"] = "mine"
            else:  # "mes Personnages": its controller's
                out["controlled_by"] = "controller"
        return out

    # ---- places --------------------------------------------------------------------------
    def place(self, children: list[Any]) -> dict[str, Any]:
        places = _dicts(children)
        if len(places) == 1:
            return places[0]
        # "your deck or hand": the first's owner is the others' ("votre deck ou votre main")
        if "of" in places[0]:
            places = [places[0], *({"of": places[0]["of"], **p} for p in places[1:])]
        return {"any_of": places}

    def where(self, children: list[Any]) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for token in _tokens(children):
            kind = token.type
            if kind in ("ZONE",):
                out["zone"] = str(token.value)
            elif kind == "LANDMARK":
                out["zone"] = "landmark"
            elif kind == "EXPEDITION":
                out["zone"] = "expedition"
                if token.value and token.value in ("companion", "hero"):
                    out["expedition"] = str(token.value)
            elif kind == "MY":
                out["of"] = "self"
            elif kind == "YOUR":
                out["of"] = "controller"
            elif kind in ("ITS", "THEIR"):
                out["of"] = "it"
            elif kind == "TARGETED":
                out["targeted"] = True
            elif kind == "EACH":
                out["each"] = True
            elif kind == "FACING":
                out["expedition"] = "facing"
        for who in _dicts(children):
            out["of"] = who["role"] if who.get("role") != "object" else "it"
        if out.get("zone") == "expedition" and out.get("of") == "self" and "expedition" not in out:
            out["expedition"] = "mine"  # "mon Expédition" / "my Expedition": this card's
            del out["of"]
        return out

    def owned_zone(self, children: list[Any]) -> dict[str, Any]:
        who = _dicts(children)[0]
        out = self.where([t for t in children if isinstance(t, Token) and t.type != "POSS"])
        out["of"] = who["role"]
        if who.get("targeted"):
            out["of_targeted"] = True
        return out

    def in_play(self, _: list[Any]) -> dict[str, Any]:
        return {"zone": "play"}

    def anywhere(self, _: list[Any]) -> dict[str, Any]:
        return {"zone": "any"}

    # ---- triggers ------------------------------------------------------------------------
    def when(self, children: list[Any]) -> dict[str, Any]:
        trigger: dict[str, Any] = _dicts(children)[0]
        for extra in children[1:]:
            if isinstance(extra, dict) and "during" in extra:
                trigger["qualifiers"]["phase"] = extra["during"]
        return trigger

    def during(self, children: list[Any]) -> dict[str, Any]:
        return {"during": _phase(_tokens(children, "PHASE")[0])}

    def at_phase(self, children: list[Any]) -> dict[str, Any]:
        return {
            "event": "phase.start",
            "actor": None,
            "target": None,
            "qualifiers": {"phase": _phase(children[0])},
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
        return self._with_subject(_dicts(children)[0], dict(SELF))

    def event_you(self, children: list[Any]) -> dict[str, Any]:
        return self._with_subject(_dicts(children)[0], dict(CONTROLLER))

    def event_player(self, children: list[Any]) -> dict[str, Any]:
        who, what = _dicts(children)
        return self._with_subject(what, who)

    def event_object(self, children: list[Any]) -> dict[str, Any]:
        who, what = _dicts(children)
        return self._with_subject(what, who)

    def event_expedition(self, children: list[Any]) -> dict[str, Any]:
        who, what = _dicts(children)
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
        kinds = {t.type for t in _tokens(children)}
        if "ASCENDED" in kinds:
            out["ascended"] = True
        if "MY" in kinds:
            out["expedition"] = "mine"
        elif "YOUR" in kinds:
            out["controlled_by"] = "controller"
        elif "ITS" in kinds:
            out["expedition"] = "its"
        if "AT_LEAST" in kinds or "OR_MORE" in kinds:
            out["count"] = {"at_least": _count(children)}
        elif "A" in kinds and "OF" in kinds:
            out["count"] = {"at_least": 1}
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
        qualifiers: dict[str, Any] = _where_qualifiers(to) if to else {}
        if source is not None:
            flat = _where_qualifiers(source)
            qualifiers["from"] = flat["zone"] if set(flat) == {"zone"} else source
        return self._event(event, None, None, **qualifiers)

    def on_me_join(self, children: list[Any]) -> dict[str, Any]:
        return self._moved("zone.enter", _dicts(children))

    on_join = on_me_join

    def on_me_go(self, children: list[Any]) -> dict[str, Any]:
        return self._moved("zone.enter", _dicts(children))

    on_go = on_me_go

    def on_me_go_from(self, children: list[Any]) -> dict[str, Any]:
        return self._moved("zone.enter", _dicts(children), backwards=True)

    on_go_from = on_me_go_from

    def on_me_leave(self, children: list[Any]) -> dict[str, Any]:
        return self._moved("zone.leave", _dicts(children))

    on_leave = on_me_leave

    def on_me_sacrificed(self, _: list[Any]) -> dict[str, Any]:
        return {**self._event("sacrifice", None), "passive": True}

    on_sacrificed = on_me_sacrificed

    def on_me_gain_nth(self, children: list[Any]) -> dict[str, Any]:
        nth = int(_tokens(children, "ORDINAL")[0].value)
        return self._event("counter.gain", None, counter=_counter(children), nth=nth)

    def on_me_gain_status(self, children: list[Any]) -> dict[str, Any]:
        return self._event("status.gain", None, status=str(_tokens(children, "STATUS")[0].value))

    on_gain_status = on_me_gain_status

    def on_me_gain_counters(self, children: list[Any]) -> dict[str, Any]:
        return self._event("counter.gain", None, counter=_counter(children), **_bound(children))

    on_gain_counters = on_me_gain_counters

    def on_play(self, children: list[Any]) -> dict[str, Any]:
        found = _dicts(children)
        source = found[1] if len(found) > 1 else None
        what = dict(found[0])
        if source is None and "place" in what:  # "une carte depuis la Réserve" read as a filter
            source = what.pop("place")
        return self._event("card.play", None, what, **({"from": source} if source else {}))

    def on_exhaust(self, children: list[Any]) -> dict[str, Any]:
        return self._event("exhaust", None, _dicts(children)[0])

    def on_sacrifice(self, children: list[Any]) -> dict[str, Any]:
        return self._event("sacrifice", None, _dicts(children)[0])

    def on_pass_first(self, _: list[Any]) -> dict[str, Any]:
        return self._event("turn.pass", None, first=True)

    def on_create(self, children: list[Any]) -> dict[str, Any]:
        return self._event("token.create", None, _dicts(children)[0])

    def on_roll(self, children: list[Any]) -> dict[str, Any]:
        return self._event("die.roll", None, **_bound(children))

    def on_reveal(self, children: list[Any]) -> dict[str, Any]:
        return self._event("card.reveal", None, _dicts(children)[0], this_way=True)

    def on_keyword(self, children: list[Any]) -> dict[str, Any]:
        return self._event(str(_tokens(children, "KEYWORD_ACTION")[0].value), None)

    def on_receive(self, children: list[Any]) -> dict[str, Any]:
        gift = str(_tokens(children, "KEYWORD_ACTION")[0].value)
        return {**self._event(gift, None), "passive": True}

    def on_draw(self, children: list[Any]) -> dict[str, Any]:
        out = self._event("card.draw", None, **_bound(children))
        also = _first(children, "KEYWORD_ACTION")
        if also is not None:
            out["alternatives"] = [str(also.value)]
        return out

    def on_advance(self, children: list[Any]) -> dict[str, Any]:
        terrain = _first(children, "TERRAIN")
        return self._event("expedition.advance", None, due_to=terrain.value if terrain else None)

    def on_fail_advance(self, _: list[Any]) -> dict[str, Any]:
        return self._event("expedition.advance", None, fails=True)

    # ---- conditions ----------------------------------------------------------------------
    def condition(self, children: list[Any]) -> dict[str, Any]:
        return _dicts(children)[0]

    def for_each_boost(self, _: list[Any]) -> dict[str, Any]:
        return {"test": "repeat", "per": {"counter": "boost", "of": "self"}}

    def test_me_status(self, children: list[Any]) -> dict[str, Any]:
        return {
            "test": "status",
            "who": dict(SELF),
            "status": str(_tokens(children, "STATUS")[0].value),
        }

    def test_me_not_status(self, children: list[Any]) -> dict[str, Any]:
        return {**self.test_me_status(children), "negated": True}

    def test_me_has_counters(self, children: list[Any]) -> dict[str, Any]:
        return {
            "test": "counters",
            "who": dict(SELF),
            "counter": _counter(children),
            **_bound(children),
        }

    def test_me_has_counters_bound(self, children: list[Any]) -> dict[str, Any]:
        return self.test_me_has_counters(children)

    def test_me_has_fewer(self, children: list[Any]) -> dict[str, Any]:
        n = _count(children)
        return {"test": "counters", "who": dict(SELF), "counter": _counter(children), "below": n}

    def test_me_no_boost(self, _: list[Any]) -> dict[str, Any]:
        return {"test": "counters", "who": dict(SELF), "counter": "boost", "at_most": 0}

    def test_me_in_terrain(self, children: list[Any]) -> dict[str, Any]:
        return {
            "test": "in_terrain",
            "who": dict(SELF),
            "terrain": str(_tokens(children, "TERRAIN")[0].value),
        }

    def test_me_not_in_terrain(self, children: list[Any]) -> dict[str, Any]:
        return {**self.test_me_in_terrain(children), "negated": True}

    def test_me_in_place(self, children: list[Any]) -> dict[str, Any]:
        return {"test": "in_place", "who": dict(SELF), "place": _dicts(children)[0]}

    def test_me_facing(self, children: list[Any]) -> dict[str, Any]:
        return {"test": "facing", "who": dict(SELF), "what": _dicts(children)[0]}

    def test_me_keyword(self, children: list[Any]) -> dict[str, Any]:
        return {
            "test": "keyword",
            "who": dict(SELF),
            "keyword": str(_tokens(children, "KEYWORD")[0].value),
        }

    def test_me_not_keyword(self, children: list[Any]) -> dict[str, Any]:
        return {**self.test_me_keyword(children), "negated": True}

    def test_you_control(self, children: list[Any]) -> dict[str, Any]:
        return {"test": "controls", "who": dict(CONTROLLER), "what": _dicts(children)[0]}

    def test_you_have(self, children: list[Any]) -> dict[str, Any]:
        return {"test": "has", "who": dict(CONTROLLER), "what": _dicts(children)[0]}

    def test_you_have_fewer(self, children: list[Any]) -> dict[str, Any]:
        return {"test": "has_fewer", "who": dict(CONTROLLER), "what": _dicts(children)[0]}

    def test_you_have_fewer_than(self, children: list[Any]) -> dict[str, Any]:
        what, place, other = _dicts(children)
        return {
            "test": "has_fewer_than",
            "who": dict(CONTROLLER),
            "what": {**what, "place": place},
            "than": other,
        }

    def test_you_first(self, _: list[Any]) -> dict[str, Any]:
        return {"test": "first_player", "who": dict(CONTROLLER)}

    def test_opponent_first(self, _: list[Any]) -> dict[str, Any]:
        return {"test": "first_player", "who": {"role": "opponent"}}

    def test_zone_empty(self, children: list[Any]) -> dict[str, Any]:
        zone = str(_tokens(children, "ZONE")[0].value)
        return {"test": "empty", "place": {"zone": zone, "of": "controller"}}

    def test_my_expedition_state(self, children: list[Any]) -> dict[str, Any]:
        state = next(
            t.type.lower() for t in _tokens(children) if t.type in ("BEHIND", "AHEAD", "TIED")
        )
        return {"test": "expedition", "expedition": "mine", "state": state}

    def test_it_status(self, children: list[Any]) -> dict[str, Any]:
        return {
            "test": "status",
            "who": dict(IT),
            "status": str(_tokens(children, "STATUS")[0].value),
        }

    def test_it_in_terrain(self, children: list[Any]) -> dict[str, Any]:
        return {
            "test": "in_terrain",
            "who": dict(IT),
            "terrain": str(_tokens(children, "TERRAIN")[0].value),
        }

    def test_it_facing_me(self, _: list[Any]) -> dict[str, Any]:
        return {"test": "facing", "who": dict(IT), "what": dict(SELF)}

    def test_it_is(self, children: list[Any]) -> dict[str, Any]:
        return {"test": "is", "who": dict(IT), "what": {"role": "object", **_dicts(children)[0]}}

    def test_there_are(self, children: list[Any]) -> dict[str, Any]:
        found = _dicts(children)
        what = dict(found[0])
        if len(found) > 1:
            what["place"] = found[1]
        return {"test": "exists", "what": what}

    def test_you_do(self, _: list[Any]) -> dict[str, Any]:
        return {"test": "done"}

    def test_its_cost(self, children: list[Any]) -> dict[str, Any]:
        kind = next(t.type for t in _tokens(children) if t.type.endswith("_COST"))
        mana = _number_mana(_tokens(children, "MANA")[0])
        bound = "max" if _first(children, "OR_LESS") is not None else "min"
        return {
            "test": "cost",
            "who": dict(IT),
            "kind": kind.removesuffix("_COST").lower(),
            bound: mana,
        }

    # ---- costs ---------------------------------------------------------------------------
    def cost_exhaust_me(self, _: list[Any]) -> dict[str, Any]:
        return {"op": "exhaust", "what": dict(SELF)}

    def cost_discard_me(self, _: list[Any]) -> dict[str, Any]:
        return {"op": "discard", "what": dict(SELF)}

    def cost_pay(self, children: list[Any]) -> dict[str, Any]:
        return {"op": "pay", "mana": _number_mana(_tokens(children, "MANA")[0])}

    def cost_spend_counters(self, children: list[Any]) -> dict[str, Any]:
        return {
            "op": "counter.spend",
            "amount": _count(children),
            "counter": _counter(children),
            "from": dict(SELF),
        }

    def cost_sacrifice_cost(self, children: list[Any]) -> dict[str, Any]:
        return {"op": "sacrifice", "what": _dicts(children)[0]}

    def cost_sacrifice_me(self, _: list[Any]) -> dict[str, Any]:
        return {"op": "sacrifice", "what": dict(SELF)}

    # ---- effects -------------------------------------------------------------------------
    def effect(self, children: list[Any]) -> list[dict[str, Any]]:
        return [op for child in children if isinstance(child, list) for op in child]

    def sentence(self, children: list[Any]) -> list[dict[str, Any]]:
        return list(children[0])

    def led(self, children: list[Any]) -> list[dict[str, Any]]:
        ops = children[-1]
        for lead in _dicts(children):
            for op in ops:
                for key, value in lead.items():
                    op.setdefault(key, value)
        return list(ops)

    def lead_if(self, children: list[Any]) -> dict[str, Any]:
        return {"if": _dicts(children)[0]}

    def lead_if_done(self, _: list[Any]) -> dict[str, Any]:
        return {"if": {"test": "done"}}

    def lead_if_not_done(self, _: list[Any]) -> dict[str, Any]:
        return {"if": {"test": "done", "negated": True}}

    def lead_otherwise(self, _: list[Any]) -> dict[str, Any]:
        return {"if": {"test": "otherwise"}}

    def lead_then(self, _: list[Any]) -> dict[str, Any]:
        return {}

    def lead_unless(self, children: list[Any]) -> dict[str, Any]:
        return {"if": {**_dicts(children)[0], "negated": True}}

    def lead_for_each(self, children: list[Any]) -> dict[str, Any]:
        return {"per": _dicts(children)[0]}

    def lead_die(self, children: list[Any]) -> dict[str, Any]:
        return {"if": {"test": "result", "result": str(_tokens(children, "DIE_RESULT")[0].value)}}

    def clauses(self, children: list[Any]) -> list[dict[str, Any]]:
        return [op for child in children if isinstance(child, list) for op in child]

    def clause(self, children: list[Any]) -> list[dict[str, Any]]:
        return _ops(children[0])

    def optional(self, children: list[Any]) -> list[dict[str, Any]]:
        return [{**op, "optional": True} for op in _ops(children[-1])]

    def optional_paid(self, children: list[Any]) -> list[dict[str, Any]]:
        *costs, then = [c for c in children if not isinstance(c, Token)]
        paid = [{**op, "optional": True} for cost in costs for op in _ops(cost)]
        return [*paid, *_done(_ops(then))]

    def by_player(self, children: list[Any]) -> list[dict[str, Any]]:
        who = _dicts(children)[0]
        return [{**op, "who": who} for op in _ops(children[-1])]

    def optional_by(self, children: list[Any]) -> list[dict[str, Any]]:
        who = _dicts(children)[0]
        return [{**op, "who": who, "optional": True} for op in _ops(children[-1])]

    def unless(self, children: list[Any]) -> list[dict[str, Any]]:
        test = _dicts(children)[-1]
        return [{**op, "if": {**test, "negated": True}} for op in _ops(children[0])]

    def paid(self, children: list[Any]) -> list[dict[str, Any]]:
        first, then = [c for c in children if not isinstance(c, Token)]
        return [*_ops(first), *_done(_ops(then))]

    def capped(self, children: list[Any]) -> list[dict[str, Any]]:
        cap = _count(children)
        return [{**op, "cap": cap} for op in _ops(children[0])]

    def action(self, children: list[Any]) -> list[dict[str, Any]]:
        return _ops(children[0])

    # who gains, loses, gets given
    @staticmethod
    def _who(children: list[Any]) -> Selector:
        for child in children:
            if isinstance(child, dict) and "role" in child:
                return child
            if isinstance(child, Token) and child.type == "ME":
                return dict(SELF)
            if isinstance(child, Token) and child.type in ("IT", "THEY"):
                return dict(IT)
        return dict(SELF)

    @staticmethod
    def _gained(
        gains: list[dict[str, Any]], who: Selector, lose: bool = False
    ) -> list[dict[str, Any]]:
        out = []
        for gain in gains:
            kind = "status" if "status" in gain else "counter"
            out.append({"op": f"{kind}.{'lose' if lose else 'gain'}", "who": who, **gain})
        return out

    def gains(self, children: list[Any]) -> list[dict[str, Any]]:
        return _dicts(children)

    def counters(self, children: list[Any]) -> dict[str, Any]:
        return {"counter": _counter(children), "amount": _count(children)}

    def status(self, children: list[Any]) -> dict[str, Any]:
        return {"status": str(children[0].value)}

    def per_clause(self, children: list[Any]) -> dict[str, Any]:
        return {"per": _dicts(children)[0]}

    def _gain_parts(
        self, children: list[Any]
    ) -> tuple[Selector, list[dict[str, Any]], dict[str, Any]]:
        lists = [c for c in children if isinstance(c, list)]
        extra = [c for c in children if isinstance(c, dict) and "per" in c]
        who = self._who([c for c in children if not (isinstance(c, dict) and "per" in c)])
        return who, lists[0] if lists else [], extra[0] if extra else {}

    def op_gain(self, children: list[Any]) -> list[dict[str, Any]]:
        who, gains, per = self._gain_parts(children)
        return [{**op, **per} for op in self._gained(gains, who)]

    def op_gain_lose(self, children: list[Any]) -> list[dict[str, Any]]:
        who = self._who(children)
        gained, lost = [c for c in children if isinstance(c, list)]
        return [*self._gained(gained, who), *self._gained(lost, who, lose=True)]

    def op_lose(self, children: list[Any]) -> list[dict[str, Any]]:
        who, gains, _ = self._gain_parts(children)
        return self._gained(gains, who, lose=True)

    def op_give(self, children: list[Any]) -> list[dict[str, Any]]:
        who = _dicts(children)[-1]
        return [{"op": "counter.gain", "who": who, "counter": "boost", "amount": _count(children)}]

    op_give_to = op_give

    def op_give_me(self, children: list[Any]) -> list[dict[str, Any]]:
        return [
            {
                "op": "counter.gain",
                "who": dict(SELF),
                "counter": "boost",
                "amount": _count(children),
            }
        ]

    def op_give_it(self, children: list[Any]) -> list[dict[str, Any]]:
        return [
            {"op": "counter.gain", "who": dict(IT), "counter": "boost", "amount": _count(children)}
        ]

    def op_make_lose(self, children: list[Any]) -> list[dict[str, Any]]:
        lists = [c for c in children if isinstance(c, list)]
        who = _dicts(children)[0]
        out = self._gained(lists[0], who, lose=True)
        if len(lists) > 1:
            out += self._gained(lists[1], who)
        return out

    def op_make_gain(self, children: list[Any]) -> list[dict[str, Any]]:
        lists = [c for c in children if isinstance(c, list)]
        return self._gained(lists[0], _dicts(children)[0])

    def op_have_gain(self, children: list[Any]) -> list[dict[str, Any]]:
        lists = [c for c in children if isinstance(c, list)]
        lose = _first(children, "LOSE") is not None
        return self._gained(lists[0], _dicts(children)[0], lose=lose)

    def op_make_me_gain(self, children: list[Any]) -> list[dict[str, Any]]:
        return self._gained(next(c for c in children if isinstance(c, list)), dict(SELF))

    def op_make_it_gain(self, children: list[Any]) -> list[dict[str, Any]]:
        return self._gained(next(c for c in children if isinstance(c, list)), dict(IT))

    # the other actions
    def op_draw(self, children: list[Any]) -> dict[str, Any]:
        return {"op": "draw", "who": dict(CONTROLLER), "amount": _count(children) or 1}

    def op_draw_it(self, _: list[Any]) -> dict[str, Any]:
        return {"op": "draw", "who": dict(CONTROLLER), "what": dict(IT)}

    def op_keyword(self, children: list[Any]) -> dict[str, Any]:
        out: dict[str, Any] = {"op": _keyword(children), "who": dict(CONTROLLER)}
        if _first(children, "AGAIN") is not None:
            out["again"] = True
        return out

    def op_keyword_on(self, children: list[Any]) -> dict[str, Any]:
        return {"op": _keyword(children), "who": dict(CONTROLLER), "what": _dicts(children)[0]}

    def op_object_keyword(self, children: list[Any]) -> dict[str, Any]:
        return {"op": _keyword(children), "what": _dicts(children)[0]}

    op_expedition_keyword = op_object_keyword

    def token_fr(self, children: list[Any]) -> dict[str, Any]:
        return _token_of(children)

    token_en = token_fr

    def op_create(self, children: list[Any]) -> dict[str, Any]:
        found = _dicts(children)
        out: dict[str, Any] = {
            "op": "token.create",
            "token": found[0],
            "count": _count(children) or 1,
        }
        if len(found) > 1:
            out["place"] = found[1]
        return out

    def op_sacrifice_me(self, _: list[Any]) -> dict[str, Any]:
        return {"op": "sacrifice", "what": dict(SELF)}

    def op_sacrifice(self, children: list[Any]) -> dict[str, Any]:
        return {"op": "sacrifice", "what": _dicts(children)[-1]}

    def op_exhaust_me(self, _: list[Any]) -> dict[str, Any]:
        return {"op": "exhaust", "what": dict(SELF)}

    def op_exhaust(self, children: list[Any]) -> dict[str, Any]:
        return {"op": "exhaust", "what": _dicts(children)[0]}

    def op_exhaust_it(self, _: list[Any]) -> dict[str, Any]:
        return {"op": "exhaust", "what": dict(IT)}

    def op_ready_me(self, _: list[Any]) -> dict[str, Any]:
        return {"op": "ready", "what": dict(SELF)}

    def op_ready(self, children: list[Any]) -> dict[str, Any]:
        return {"op": "ready", "what": _dicts(children)[0]}

    def op_send(self, children: list[Any]) -> dict[str, Any]:
        what, to = _dicts(children)[:2]
        return {"op": "move", "what": what, "to": to}

    def op_send_first(self, children: list[Any]) -> dict[str, Any]:
        to, what = _dicts(children)[:2]
        return {"op": "move", "what": what, "to": to}

    def op_send_me(self, children: list[Any]) -> dict[str, Any]:
        return {"op": "move", "what": dict(SELF), "to": _dicts(children)[0]}

    op_put_me = op_send_me

    def op_send_in(self, children: list[Any]) -> dict[str, Any]:
        """ "Envoyez un Personnage ciblé en Réserve": the place read as the object's is where
        it goes."""
        what = dict(_dicts(children)[0])
        to = what.pop("place", None)
        return {"op": "move", "what": what, "to": to}

    op_put_in = op_send_in
    op_return_in = op_send_in
    op_put = op_send
    op_return_to = op_send

    def op_put_me_in(self, _: list[Any]) -> dict[str, Any]:
        return {"op": "move", "what": dict(SELF), "to": None}

    def op_discard(self, children: list[Any]) -> dict[str, Any]:
        return {"op": "discard", "what": _dicts(children)[0]}

    def op_discard_it(self, _: list[Any]) -> dict[str, Any]:
        return {"op": "discard", "what": dict(IT)}

    def op_put_it(self, children: list[Any]) -> dict[str, Any]:
        return {"op": "move", "what": dict(IT), "to": _dicts(children)[0]}

    def op_keyword_after(self, children: list[Any]) -> dict[str, Any]:
        phase = str(_tokens(children, "PHASE")[0].value)
        return {"op": _keyword(children), "who": dict(CONTROLLER), "after": phase}

    def op_make_draw(self, children: list[Any]) -> dict[str, Any]:
        return {"op": "draw", "who": _dicts(children)[-1], "amount": _count(children) or 1}

    def op_choose(self, children: list[Any]) -> dict[str, Any]:
        up_to = _first(children, "UP_TO") is not None
        n = _count(children)
        return {"op": "choose", "options": {"up_to": n} if up_to else n}

    def _next(self, children: list[Any]) -> dict[str, Any]:
        what: dict[str, Any] = {"role": "object", "next_played_by": "controller"}
        for child in children:
            if isinstance(child, dict) and "type" in child:
                what.update(child)
            elif isinstance(child, dict) and "zone" in child:
                what["from"] = child
        terrain = _first(children, "TERRAIN")
        if terrain is not None:
            what["terrain"] = str(terrain.value)
        scope = next((t for t in _tokens(children) if t.type in ("TURN", "PHASE", "DAY")), None)
        if scope is not None:
            what["until"] = "turn" if scope.type == "TURN" else str(scope.value).lower()
        return what

    def op_next_costs(self, children: list[Any]) -> dict[str, Any]:
        mana = _number_mana(_tokens(children, "MANA")[0])
        return {"op": "cost.reduce", "what": self._next(children), "amount": mana}

    def op_next_gains(self, children: list[Any]) -> list[dict[str, Any]]:
        lose = _first(children, "LOSE") is not None
        gains = next(c for c in children if isinstance(c, list))
        return self._gained(
            gains, self._next([c for c in children if not isinstance(c, list)]), lose
        )

    def op_discard_me(self, _: list[Any]) -> dict[str, Any]:
        return {"op": "discard", "what": dict(SELF)}

    def op_roll(self, _: list[Any]) -> dict[str, Any]:
        return {"op": "die.roll"}

    def op_pay(self, children: list[Any]) -> dict[str, Any]:
        return {"op": "pay", "mana": _number_mana(_tokens(children, "MANA")[0])}

    def op_spend_counters(self, children: list[Any]) -> dict[str, Any]:
        return {
            "op": "counter.spend",
            "amount": _count(children),
            "counter": _counter(children),
            "from": dict(SELF),
        }

    def op_spend_from(self, children: list[Any]) -> dict[str, Any]:
        return {
            "op": "counter.spend",
            "amount": _count(children),
            "counter": _counter(children),
            "from": _dicts(children)[0],
        }

    def op_play_free(self, children: list[Any]) -> dict[str, Any]:
        return {"op": "play", "what": _dicts(children)[0], "free": True}

    def op_play_discount(self, children: list[Any]) -> dict[str, Any]:
        return {
            "op": "play",
            "what": _dicts(children)[0],
            "discount": _number_mana(_tokens(children, "MANA")[0]),
        }

    def op_play_me_free(self, _: list[Any]) -> dict[str, Any]:
        return {"op": "play", "what": dict(SELF), "free": True}

    def op_play_it_free(self, _: list[Any]) -> dict[str, Any]:
        return {"op": "play", "what": dict(IT), "free": True}

    def op_play_now(self, children: list[Any]) -> dict[str, Any]:
        return {"op": "play", "what": _dicts(children)[0]}

    def op_pass_now(self, _: list[Any]) -> dict[str, Any]:
        return {"op": "pass"}

    def op_choose_target(self, children: list[Any]) -> dict[str, Any]:
        return {"op": "target", "what": _dicts(children)[0]}

    def op_choose_opponent(self, _: list[Any]) -> dict[str, Any]:
        return {"op": "target", "what": {"role": "opponent"}}

    def op_reveal(self, children: list[Any]) -> dict[str, Any]:
        return {"op": "reveal", "what": _dicts(children)[0]}

    def op_win(self, _: list[Any]) -> dict[str, Any]:
        return {"op": "win"}

    def op_switch(self, children: list[Any]) -> dict[str, Any]:
        return {"op": "expedition.switch", "what": _dicts(children)[0]}

    def op_switch_me(self, _: list[Any]) -> dict[str, Any]:
        return {"op": "expedition.switch", "what": dict(SELF)}

    def op_activate(self, children: list[Any]) -> dict[str, Any]:
        symbol = str(_tokens(children, "ABILITY_SYM")[0].value)
        return {"op": "abilities.activate", "symbol": symbol, "of": _dicts(children)[0]}

    # ---- statements ----------------------------------------------------------------------
    def effect_statement(self, children: list[Any]) -> dict[str, Any]:
        return {"kind": "effect", "ops": children[0]}

    def passive_statement(self, children: list[Any]) -> dict[str, Any]:
        return {"kind": "passive", "ops": _ops(children[0])}

    def keywords(self, children: list[Any]) -> list[dict[str, Any]]:
        out = []
        for token in _tokens(children, "KEYWORD"):
            name, _, value = str(token.value).partition(" ")
            op: dict[str, Any] = {"op": "keyword", "keyword": name}
            if value:
                op["value"] = int(value) if value.isdecimal() else value.upper()
            out.append(op)
        return out

    def cost_change(self, children: list[Any]) -> list[dict[str, Any]]:
        op: dict[str, Any] = {"op": "cost.reduce", "what": dict(SELF)}
        op["amount"] = _number_mana(_tokens(children, "MANA")[0])
        found = _dicts(children)
        if found and "test" in found[0]:
            op["if"] = found[0]
        elif found:
            op["per"] = found[0]
        return [op]

    def cost_change_paid(self, children: list[Any]) -> list[dict[str, Any]]:
        paid = [
            {**op, "optional": True}
            for op in _ops(next(c for c in children if not isinstance(c, Token)))
        ]
        mana = _number_mana(_tokens(children, "MANA")[-1])
        return [
            *paid,
            {"op": "cost.reduce", "what": dict(SELF), "amount": mana, "if": {"test": "done"}},
        ]

    def status_keyword(self, children: list[Any]) -> list[dict[str, Any]]:
        return [{"op": "status", "status": str(children[0].value)}]


def _where_qualifiers(place: dict[str, Any]) -> dict[str, Any]:
    """A place as a trigger's qualifiers: ``{"zone": "reserve", "of": "controller"}``;
    places joined by "or" that differ only by zone give a list of zones (``{J}`` says
    ``["expedition", "landmark"]`` the same way)."""
    if "any_of" not in place:
        return dict(place)
    options = place["any_of"]
    rest = [{k: v for k, v in p.items() if k != "zone"} for p in options]
    if all(r == rest[0] for r in rest) and all("zone" in p for p in options):
        return {**rest[0], "zone": [p["zone"] for p in options]}
    return {"zone": place}


def _ops(found: Any) -> list[dict[str, Any]]:
    """An action's ops as a list (an action is one op or several)."""
    if isinstance(found, list):
        return [dict(op) for op in found]
    return [dict(found)]


def _done(ops: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Ops done only if the one before was ("Si vous le faites", "to" after a cost)."""
    return [{**op, "if": op.get("if", {"test": "done"})} for op in ops]


def _keyword(children: list[Any]) -> str:
    return str(_tokens(children, "KEYWORD_ACTION")[0].value)


def _noun_value(token: Token) -> str:
    if token.type == "TOKEN":
        return "token"
    return str(token.value).lower()


def _number_mana(token: Token) -> int | str:
    value = str(token.value)
    return int(value) if value.isdecimal() else value


def _token_of(children: list[Any]) -> dict[str, Any]:
    """A token's description: its profile ("2/2/2 brassbug": statistics and name) or its
    name, and its subtype ("Robot")."""
    out: dict[str, Any] = {}
    for token in _tokens(children):
        if token.type == "TOKEN_PROFILE":
            stats, _, name = str(token.value).partition(" ")
            out["stats"] = [int(s) if s.isdecimal() else s.upper() for s in stats.split("/")]
            out["name"] = name
        elif token.type == "NAME":
            out["name"] = str(token.value)
        elif token.type == "SUBTYPE":
            out["subtype"] = str(token.value)
    return out
