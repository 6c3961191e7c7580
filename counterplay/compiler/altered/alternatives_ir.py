"""Filters of a thing joined as alternatives, for ``ability_ir.object``: "un Personnage
que vous contrôlez ou dans votre Réserve" / "a Character you control or in your Reserve",
"chaque Personnage que vous contrôlez et dans votre Réserve" / "each Character you control
and in your Reserve" (AND_POST: ``words._and_where``) are those of either place, a
``place`` with ``any_of`` (in play of its controller, or in the Reserve): never the
Reserve alone, nor what is in both. Alternatives with no such union are kept apart
(``either``: a filter the runtime does not tell), never merged into one that holds both."""

from __future__ import annotations

import itertools
from typing import Any

from lark import Token

from counterplay.compiler.altered.ir_terms import Selector

# the tokens that join a thing's filters as alternatives ("ou" / "or"; "et" / "and"
# before a place or "you control": those of each place)
_JOINS = frozenset(("OR", "AND_POST"))

# filters that alternatives may differ by and still be one selector: statuses ("ciblé
# [[Fugace]] ou [[Boosté]]": any of them, ``object`` lists them)
_LISTED = frozenset(("status",))


def alternatives_of(
    children: list[Any], noun: type[dict[str, Any]]
) -> tuple[list[Any], list[list[Any]]]:
    """A thing's parts but its alternatives, and the filters after its noun that "ou" /
    "et" joins as alternatives ("un Personnage que vous contrôlez ou dans votre Réserve":
    two): a join binds the filters either side of it ("ciblé [[Fugace]] ou [[Boosté]]":
    targeted, and either status), the others are the thing's. No alternatives when none
    joins them, or they differ only by status (``object`` lists those)."""
    nouns = [i for i, c in enumerate(children) if isinstance(c, noun)]
    start = nouns[-1] + 1 if nouns else 0
    head = [c for c in children[start:] if not isinstance(c, (dict, Token))]
    posts = [c for c in children[start:] if isinstance(c, dict) or _joins(c)]
    joins = [i for i, c in enumerate(posts) if _joins(c)]
    if not joins or joins[0] == 0 or joins[-1] == len(posts) - 1:
        return children, []
    if any(b - a != 2 for a, b in itertools.pairwise(joins)):  # "A B ou C D ou E": not told
        return children, []  # apart (the grammar reads one filter between two joins)
    picked = {joins[0] - 1, *(j + 1 for j in joins)}
    alternatives = [[posts[i]] for i in sorted(picked)]
    if {key for [part] in alternatives for key in part} <= _LISTED:
        return children, []
    common = [c for i, c in enumerate(posts) if i not in picked and not _joins(c)]
    rest = [c for c in children[start:] if isinstance(c, Token) and not _joins(c)]
    return [*children[:start], *head, *rest, *common], alternatives


def _joins(child: Any) -> bool:
    return isinstance(child, Token) and child.type in _JOINS


def filters(selector: Selector) -> dict[str, Any]:
    return {key: value for key, value in selector.items() if key != "role"}


def as_place(alternative: Selector) -> dict[str, Any] | None:
    """One alternative of where a thing is as a place: "que vous contrôlez" / "you
    control" in play of its controller, "dans votre Réserve" / "in your Reserve" its
    place; None when it says more than where (``object`` keeps it apart)."""
    said = filters(alternative)
    if set(said) == {"place"}:
        return dict(said["place"])
    if set(said) == {"controlled_by"} and said["controlled_by"] in ("controller", "opponent"):
        return {"zone": "play", "of": said["controlled_by"]}
    return None


def parts(place: dict[str, Any]) -> list[dict[str, Any]]:
    return list(place["any_of"]) if set(place) == {"any_of"} else [place]
