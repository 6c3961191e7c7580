"""The LALR conflicts of a grammar, grouped: a developer's view of what Lark settles silently.

Lark builds an LALR table even when a state could both shift the next token and reduce a
rule on it: it takes the shift and says so only in its debug log. Each such choice blocks
one reading (the reduction) wherever the two meet, and nothing in the tests says so until a
line needing that reading fails. Two rules reducible on the same token (reduce/reduce) stop
Lark with an error instead, unless a rule priority settles them; this lists those too.

This module redoes Lark's LALR analysis (``lark.parsers.lalr_analysis.LALR_Analyzer``, up to
its lookaheads) on a grammar's rules and, instead of building the table, collects every
state where the actions collide. Conflicts are grouped by the rules involved, with the tokens
on which they collide and the number of states in which each does, most frequent first:

    python -m counterplay.compiler.tables --conflicts altered/ability.lark
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

SHIFT_REDUCE = "shift/reduce"
REDUCE_REDUCE = "reduce/reduce"


@dataclass(frozen=True)
class Conflict:
    """One group of conflicts: the rules that could be reduced (``reduced``: one for a
    shift/reduce conflict, two or more for reduce/reduce), the ``tokens`` on which that
    collides with another action and in how many parser states each, the items that would
    shift the token instead (``shifted``, ``rule : before . after``; none for
    reduce/reduce), and who wins (``shift``, the rule of higher priority, or ``error``:
    Lark refuses the grammar)."""

    kind: str
    reduced: tuple[str, ...]
    tokens: tuple[tuple[str, int], ...]
    shifted: tuple[str, ...]
    winner: str

    @property
    def states(self) -> int:
        """How many (state, token) pairs of the table have this conflict."""
        return sum(n for _, n in self.tokens)

    def describe(self, items: int = 8) -> list[str]:
        """The group as a few lines of text (at most ``items`` shifting items)."""
        tokens = ", ".join(f"{token} {n}" if n > 1 else token for token, n in self.tokens)
        lines = [f"{self.states:5d}  {self.kind} (wins: {self.winner}) on {tokens}"]
        lines += [f"         reduce {rule}" for rule in self.reduced]
        lines += [f"         shift  {item}" for item in self.shifted[:items]]
        if len(self.shifted) > items:
            lines.append(f"         shift  ... {len(self.shifted) - items} more items")
        return lines


Key = tuple[str, tuple[str, ...], str]


def grammar_conflicts(rules: Sequence[Any], start: str | Iterable[str]) -> list[Conflict]:
    """The conflicts of the LALR(1) table of ``rules`` (Lark ``Rule`` objects, as a built or
    loaded ``Lark`` parser's ``rules``) read from ``start``, grouped by the rules reduced,
    most frequent first."""
    from lark.common import ParserConf
    from lark.parsers.lalr_analysis import LALR_Analyzer

    starts = [start] if isinstance(start, str) else list(start)
    analyzer: Any = LALR_Analyzer(ParserConf(list(rules), {}, starts))  # lark's steps are untyped
    # Lark's compute_lalr up to the lookaheads; the table itself is what it would settle
    analyzer.compute_lr0_states()
    analyzer.compute_reads_relations()
    analyzer.compute_includes_lookback()
    analyzer.compute_lookaheads()
    tokens: defaultdict[Key, Counter[str]] = defaultdict(Counter)
    shifted: defaultdict[Key, set[str]] = defaultdict(set)
    for state in analyzer.lr0_itemsets:
        for token, reducible in state.lookaheads.items():
            found = _collision(state, token, reducible)
            if found is not None:
                key, items = found
                tokens[key][token.name] += 1
                shifted[key] |= items
    groups = [
        Conflict(kind, reduced, _most_first(tokens[key]), tuple(sorted(shifted[key])), winner)
        for key in tokens
        for kind, reduced, winner in [key]
    ]
    return sorted(groups, key=lambda group: (-group.states, group.reduced))


def _most_first(counts: Counter[str]) -> tuple[tuple[str, int], ...]:
    return tuple(sorted(counts.items(), key=lambda pair: (-pair[1], pair[0])))


def _collision(state: Any, token: Any, reducible: set[Any]) -> tuple[Key, set[str]] | None:
    """The conflict of ``state`` on ``token`` as a grouping key and the items that would
    shift the token, None when there is none. Follows Lark's
    ``LALR_Analyzer.compute_lalr1_states``: a higher priority settles a collision of
    reductions, then any shift wins over the reduction left."""
    ranked = sorted(reducible, key=lambda rule: -(rule.options.priority or 0))
    first, second = [*ranked, None][:2]
    every = tuple(sorted(str(rule) for rule in reducible))
    if second is not None and (first.options.priority or 0) == (second.options.priority or 0):
        return (REDUCE_REDUCE, every, "error"), set()
    if token not in state.transitions:
        return None if second is None else ((REDUCE_REDUCE, every, f"priority {first}"), set())
    items = {_item(item) for item in state.closure if _next(item) == token}
    return (SHIFT_REDUCE, (str(first),), "shift"), items


def _next(item: Any) -> Any:
    return None if item.is_satisfied else item.next


def _item(item: Any) -> str:
    """An LR item as ``rule : before . after``."""
    names = [symbol.name for symbol in item.rule.expansion]
    before, after = " ".join(names[: item.index]), " ".join(names[item.index :])
    return f"{item.rule.origin.name} : {before} . {after}".replace("  ", " ")


def by_token(conflicts: Iterable[Conflict]) -> list[tuple[str, int]]:
    """The number of conflicting states of each token, most first: the overview."""
    counts: Counter[str] = Counter()
    for conflict in conflicts:
        counts.update(dict(conflict.tokens))
    return list(_most_first(counts))
