"""The lint table of a game family: ``counterplay/rulesets/<family>/lint-*.yaml``, read once.

It holds what the lint rules need to know of a family beyond its rulesets (the events its
world produces, what each effect op produces, keyword sets its rules contradict, its
keywords and number ranges), so that the rules themselves stay free of any game's words.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache, cached_property
from importlib.resources import files
from pathlib import Path
from typing import Any

from counterplay.runtime.reaction import Part
from counterplay.runtime.ruleset import Filter

_WORDS = re.compile(r"[a-z]+")


@dataclass(frozen=True)
class KeywordSet:
    """A keyword set the rules contradict (compile reports it, R021): ``when`` it matches,
    lint's fix adds ``add``."""

    rule: str
    when: Filter
    add: tuple[str, ...]


@dataclass(frozen=True)
class Produced:
    """What one effect op produces: its events, and the op fields naming who acts and on whom."""

    events: tuple[str, ...]
    actor: tuple[str | None, str]  # (op field or None, default role word)
    target: tuple[str | None, str] | None
    kind: str | None = None  # the op field holding the attack kind (melee, ranged)
    suffered: tuple[str, ...] = ()  # events of the target, caused by the actor
    suffered_if: dict[str, tuple[str, ...]] = field(default_factory=dict)  # by `condition`
    qualifiers: tuple[tuple[str, Any], ...] = ()  # what its events are known to be


@dataclass(frozen=True)
class OwnAttack:
    """What a power's own attack makes when its reaction fires (the table's ``own_attack``):
    the fields of the power holding its attack line and its range, the kind of attack each
    first word of the range says, and what the attack produces."""

    line: str
    range: str
    kinds: dict[str, str]
    default_kind: str
    produced: Produced

    def made_by(self, power: dict[str, Any]) -> tuple[Produced, str] | None:
        """What ``power`` (an IR entry) makes by its own attack, and the attack's kind; None
        when it has no attack line."""
        if not str(power.get(self.line) or "").strip():
            return None
        words = str(power.get(self.range) or "").split()
        first = words[0].lower() if words else ""
        return self.produced, self.kinds.get(first, self.default_kind)


@dataclass(frozen=True)
class LintTable:
    family: str
    events: frozenset[str]
    foreign_events: frozenset[str]
    no_break_point: dict[str, str]  # event -> the game's words for it
    produces: dict[str, Produced]
    keyword_sets: tuple[KeywordSet, ...]
    personal: tuple[str, str, frozenset[str]]  # (keyword, rule, events not the owner's own)
    keywords: tuple[str, ...]
    ranges: dict[str, tuple[int, int, str]]
    rolled: frozenset[str] = frozenset()  # numbers written as the lowest roll that does it
    target_line: dict[tuple[str, ...], str] = field(default_factory=dict)  # words -> role
    keyword_fields: dict[str, str] = field(default_factory=dict)  # field -> what its values are
    own_attack: OwnAttack | None = None  # what a power's own attack line makes
    own_turn: frozenset[str] = frozenset()  # events of the turn of the one who does them

    def on_own_turn(self, part: Part) -> bool:
        """Whether trigger ``part`` waits for its owner's own turn: "during your turn", or
        an event of the owner's own turn (``own_turn``: "You start your turn")."""
        if part.qualifiers.get("turn") == "self":
            return True
        mine = (part.actor or {}).get("role") == "self"
        return mine and bool(part.events) and set(part.events) <= self.own_turn

    @cached_property
    def field_of_word(self) -> dict[str, str]:
        """The field each value of ``keyword_fields`` belongs in, by its lower case
        (``interrupt`` -> ``reaction``): the authoring schema's values of those fields."""
        from counterplay.compiler.schemas import schema

        defs = schema("authoring")["$defs"]
        found: dict[str, str] = {}
        for name in self.keyword_fields:
            node = defs["power"]["properties"][name]
            node = node.get("items", node)
            while "$ref" in node:
                node = defs[node["$ref"].rsplit("/", 1)[-1]]
            found.update({str(v).lower(): name for v in node.get("enum", ())})
        return found

    @cached_property
    def lowered_keywords(self) -> dict[str, str]:
        """The keywords by their lower case (looked up for every power linted)."""
        return {keyword.lower(): keyword for keyword in self.keywords}

    @cached_property
    def _longest_target(self) -> int:
        return max((len(words) for words in self.target_line), default=0)

    def target_of(self, line: str | None) -> str | None:
        """The role a power's Target line gives "the target" of its effect (the first
        word or words of ``target_line`` it holds, the longest at one word); None when it
        has no line, or names none of them."""
        words = _WORDS.findall((line or "").lower())
        for at in range(len(words)):
            for size in range(min(self._longest_target, len(words) - at), 0, -1):
                role = self.target_line.get(tuple(words[at : at + size]))
                if role is not None:
                    return role
        return None

    @property
    def known(self) -> frozenset[str]:
        """The qualifiers some produced events are known by (``provokes``, ...)."""
        return frozenset(k for p in self.produces.values() for k, _ in p.qualifiers)


def _who(value: Any) -> tuple[str | None, str]:
    if isinstance(value, dict):
        return str(value["field"]), str(value["default"])
    return None, str(value)


def _produced(entry: dict[str, Any]) -> Produced:
    return Produced(
        tuple(entry["events"]),
        _who(entry["actor"]),
        _who(entry["target"]) if "target" in entry else None,
        entry.get("kind"),
        tuple(entry.get("suffered", ())),
        {k: tuple(v) for k, v in (entry.get("suffered_if") or {}).items()},
        tuple(sorted((entry.get("qualifiers") or {}).items())),
    )


def _own_attack(entry: dict[str, Any] | None) -> OwnAttack | None:
    if entry is None:
        return None
    kinds = {str(k): str(v) for k, v in entry["kinds"].items()}
    produced = _produced(entry["produces"])
    return OwnAttack(entry["line"], entry["range"], kinds, entry["default_kind"], produced)


def _read(data: dict[str, Any]) -> LintTable:
    produces = {op: _produced(entry) for op, entry in data["produces"].items()}
    return LintTable(
        family=data["family"],
        events=frozenset(data["events"]),
        foreign_events=frozenset(data["foreign_events"]),
        no_break_point={str(k): str(v) for k, v in data["no_break_point"].items()},
        produces=produces,
        keyword_sets=tuple(
            KeywordSet(k["rule"], Filter.from_data(k["when"]), tuple(k["add"]))
            for k in data["keyword_sets"]
        ),
        personal=(
            data["personal"]["keyword"],
            data["personal"]["rule"],
            frozenset(data["personal"]["not_own"]),
        ),
        keywords=tuple(data["keywords"]),
        ranges={k: (v["min"], v["max"], v["why"]) for k, v in data["ranges"].items()},
        rolled=frozenset(k for k, v in data["ranges"].items() if v.get("rolled")),
        target_line={
            tuple(str(words).split()): str(role)
            for words, role in (data.get("target_line") or {}).items()
        },
        keyword_fields={str(k): str(v) for k, v in (data.get("keyword_fields") or {}).items()},
        own_attack=_own_attack(data.get("own_attack")),
        own_turn=frozenset(data.get("own_turn") or ()),
    )


@cache
def lint_table(family: str) -> LintTable | None:
    """The lint table of ``family`` (the ruleset's world), or None when it has none."""
    from ruamel.yaml import YAML

    directory = Path(str(files("counterplay"))) / "rulesets" / family
    paths = sorted(directory.glob("lint-*.yaml"))
    if not paths:
        return None
    return _read(YAML(typ="safe").load(paths[0].read_text(encoding="utf-8")))
