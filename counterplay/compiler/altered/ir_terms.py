"""The words of Altered ability trees as IR values: helpers shared by ``ability_ir`` and
``effect_ir`` (tokens and subtrees of a rule's children, numbers, counters, places)."""

from __future__ import annotations

from typing import Any

from lark import Token, Tree

Selector = dict[str, Any]

SELF: Selector = {"role": "self"}
CONTROLLER: Selector = {"role": "controller"}
IT: Selector = {"role": "it"}
# who gains in a clause that carries on the subject of the clause before, until it is known
CARRIED: Selector = {"role": "carried"}
# whose a zone is, by the owner word before it ("votre main", "my Reserve", "their hand")
OWNERS = {"MY": "self", "YOUR": "controller", "ITS": "it", "THEIR": "it"}


def tokens_in(children: list[Any], kind: str | None = None) -> list[Token]:
    return [c for c in children if isinstance(c, Token) and (kind is None or c.type == kind)]


def one_or_list(found: list[Token]) -> str | list[str]:
    """The values of tokens joined by "or": the one, or the list of them (any of them)."""
    values = [str(t.value) for t in found]
    return values[0] if len(values) == 1 else values


def first_in(children: list[Any], kind: str) -> Token | None:
    found = tokens_in(children, kind)
    return found[0] if found else None


def dicts_in(children: list[Any]) -> list[dict[str, Any]]:
    return [c for c in children if isinstance(c, dict)]


def number_of(token: Token | None) -> int | str | None:
    """A count's value: an int, "X" for a variable, 1 for an article."""
    if token is None:
        return None
    if token.type == "A":
        return 1
    if token.type in ("VAR", "X"):
        return str(token.value).upper()
    return int(token.value) if str(token.value).isdecimal() else str(token.value)


def count_in(children: list[Any]) -> int | str | None:
    """The number among ``children`` (a ``count`` subtree's value or a NUMBER token)."""
    for child in children:
        if isinstance(child, Tree) and child.data == "count":
            first = child.children[0]
            return number_of(first if isinstance(first, Token) else None)
        if isinstance(child, Token) and child.type in ("NUMBER", "VAR", "X"):
            return number_of(child)
        if isinstance(child, Token) and child.type == "MANA":
            return mana_value(child)
    return None


def bound_in(children: list[Any]) -> dict[str, Any]:
    """``{"at_least": n}`` for "au moins n" / "n or more", ``{"at_most": n}`` for "au plus
    n" / "n or fewer", with the number in children."""
    n = count_in(children)
    if first_in(children, "OR_LESS") is not None or first_in(children, "AT_MOST") is not None:
        return {"at_most": n}
    return {"at_least": n}


def counter_in(children: list[Any]) -> str:
    """The counter named in ``children``: "boost", or a counter's name ("trial")."""
    if first_in(children, "BOOST") is not None:
        return "boost"
    for token in tokens_in(children):
        if token.type in ("COUNTER_NAME", "NAME", "SUBTYPE"):
            return str(token.value).lower()
    return "counter"  # "1 compteur" / "1 counter": any counter


def phase_of(token: Token) -> str:
    return str(token.value)


def where_qualifiers(place: dict[str, Any]) -> dict[str, Any]:
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


# "au moins un" / "one or more", which a test says as "un" / "a"
_ONE_OR_MORE = {"at_least": 1}


def kind_of(what: Selector) -> Selector:
    """What a test or an amount counts, without the "every one" a plural gives it ("if
    there are no Characters", "the number of cards": what kind of thing, not which), nor
    the "at least one" a test says without it ("si vous contrôlez au moins un Permanent" is
    "if you control a Permanent", as the cards print the pair)."""
    return {k: v for k, v in what.items() if not (k == "count" and v in ("each", _ONE_OR_MORE))}


def some_of_it(children: list[Any]) -> Selector:
    """ "l'un d'eux", "mettez-en une", "one of them", "put one": that many of those named
    before, one too ("them" may be several; "one of them" is one, never all of them)."""
    return {**IT, "count": count_in(children)}


def as_ops(found: Any) -> list[dict[str, Any]]:
    """An action's ops as a list (an action is one op or several)."""
    if isinstance(found, list):
        return [dict(op) for op in found]
    return [dict(found)]


def when_done(ops: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Ops done only if the one before was ("Si vous le faites", "to" after a cost)."""
    return [{**op, "if": op.get("if", {"test": "done"})} for op in ops]


def keyword_in(children: list[Any]) -> str:
    return str(tokens_in(children, "KEYWORD_ACTION")[0].value)


def noun_value(token: Token) -> str:
    """The kind a noun names: "token"; an Expedition of any name ("Expédition Héros" / "Hero
    Expedition") is an Expedition (which one: ``expedition_of``), never a Hero."""
    if token.type in ("TOKEN", "EXPEDITION"):
        return token.type.lower()
    return str(token.value).lower()


def expedition_of(tokens: list[Token]) -> dict[str, str]:
    """Which Expedition a noun names, when it says it ("hero", "companion")."""
    named = [str(t.value).lower() for t in tokens if t.type == "EXPEDITION"]
    return {"expedition": named[0]} if named and named[0] != "expedition" else {}


def mana_value(token: Token) -> int | str:
    value = str(token.value)
    return int(value) if value.isdecimal() else value


def token_description(children: list[Any]) -> dict[str, Any]:
    """A token's description: its profile ("2/2/2 brassbug": statistics and name) or its
    name, and its subtype ("Robot")."""
    out: dict[str, Any] = {}
    # beside a profile, which holds the name, a capitalised word no list names is a
    # subtype ("jeton Golem [1/1/1 ...]" / "[... 1/1/1] Golem token"), as it is in a noun
    profiled = any(t.type == "TOKEN_PROFILE" for t in tokens_in(children))
    kinds = ("SUBTYPE", "NAME") if profiled else ("SUBTYPE",)
    subtypes = sorted(str(t.value).lower() for t in tokens_in(children) if t.type in kinds)
    if len(subtypes) > 1:  # "Compagnon Léviathan" / "Leviathan Companion": in no order
        out["subtypes"] = subtypes
    elif subtypes:
        out["subtype"] = subtypes[0]
    for token in tokens_in(children):
        if token.type == "TOKEN_PROFILE":
            stats, _, name = str(token.value).partition(" ")
            out["stats"] = [int(s) if s.isdecimal() else s.upper() for s in stats.split("/")]
            out["name"] = name
        elif token.type == "NAME" and not profiled:  # "Recrue Ordis": a name of words
            out["name"] = f"{out['name']} {token.value}" if "name" in out else str(token.value)
    return out


# English past forms with no "-ed" ("you drew this turn"); French says its past with "avez"
_PAST_WORDS = frozenset({"drew", "drawn", "chose", "chosen"})


def said_past(word: str) -> bool:
    """Whether a verb is said in the past ("created", "drew"), with no "have" before it."""
    return word.lower().endswith("ed") or word.lower() in _PAST_WORDS
