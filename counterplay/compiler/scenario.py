"""Stage ``scenario``: read a scenario YAML into a runtime :class:`Encounter`, or diagnostics.

The scenario is checked against ``scenario.schema.json``; its powers are authoring powers,
checked against the authoring schema and compiled through ``to_ir`` and ``build`` exactly
as ``counterplay compile`` would; then the semantic checks no schema can make: the ruleset
exists (S006), the map is rectangular (R006), every square is on it (R004) and holds at
most one creature and no wall (R003), every combatant, power and restriction named exists
(R002, R005, R007), scripted paths do not cross walls (R013). Every diagnostic points at
its YAML line and column.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

from counterplay.compiler.build import build
from counterplay.compiler.checked import load_checked
from counterplay.compiler.dnd4e.vocabulary import CONDITIONS
from counterplay.compiler.edits import near_miss
from counterplay.compiler.includes import included, named_twice
from counterplay.compiler.load import Document, JsonPath, load
from counterplay.compiler.rulesets import (
    keyword_readings,
    open_decisions,
    ruleset_of_file,
    unknown_options,
)
from counterplay.compiler.to_ir import to_ir
from counterplay.compiler.validate import validate
from counterplay.diagnostics import Diagnostic, Span, diagnostic, file_order, has_errors
from counterplay.quoting import quoted
from counterplay.runtime.dnd4e import amounts
from counterplay.runtime.dnd4e.combatant import Combatant, Condition
from counterplay.runtime.dnd4e.engine import Action, Encounter, Turn
from counterplay.runtime.dnd4e.grid import Grid, Square
from counterplay.runtime.dnd4e.power import BASIC_ATTACKS, Power
from counterplay.runtime.dnd4e.scripted import cannot_disable, cannot_prepare
from counterplay.runtime.dnd4e.unjudged import unjudged_trigger
from counterplay.runtime.policy import CORE_CHOICES, Choice
from counterplay.runtime.reaction import Reaction
from counterplay.runtime.ruleset import Filter, Ruleset
from counterplay.suggest import closest

_TERRAIN = {".": None, "#": "obstacles", "~": "difficult", "^": "dangerous"}
_NO_ARGUMENT = ("stand", "action_point", "spend_surge")
_SETTINGS = ("prepare", "priority", "disable", "enable", "default_basic_attack")


def _largest_map_side() -> int:
    """The most squares a map may have across and down: the schema's limit on ``size``,
    which a ``map`` (text, that no schema measures) must keep too."""
    from counterplay.compiler.schemas import schema

    side: int = schema("scenario")["properties"]["size"]["prefixItems"][0]["maximum"]
    return side


# What a setting does to the powers it names, for "no power 'X' to ..." (R005).
_SETTING_VERBS = {
    "prepare": "prepare",
    "prepared": "prepare",
    "disable": "disable",
    "disabled": "disable",
    "enable": "enable",
    "priority": "put in priority order",
    "default_basic_attack": "use as the default basic attack",
}


class _Reader:
    """The semantic checks, collecting diagnostics with positions."""

    def __init__(self, document: Document) -> None:
        self.doc = document
        self.data: dict[str, Any] = document.data
        self.found: list[Diagnostic] = []
        # the scenario's powers a combatant's list misses, by its name: its list names one
        # that is none (said there, with the closest), so its script's uses are not said too
        self.missed: dict[str, set[str]] = {}

    def error(self, code: str, message: str, where: JsonPath, *, key: bool = False) -> None:
        self.found.append(diagnostic(code, message, self.doc.span(where, key=key)))

    def unknown(
        self,
        code: str,
        message: str,
        word: str,
        choices: Iterable[str],
        where: JsonPath,
        *,
        key: bool = False,
    ) -> None:
        """An unknown name, with the closest known one (:func:`edits.near_miss`)."""
        self.found.append(near_miss(self.doc, code, message, word, choices, where, key=key))

    # -- the map ---------------------------------------------------------------------

    def grid(self) -> Grid | None:
        text = self.data.get("map")
        damage = self.data.get("dangerous_damage", 5)
        if text is None:
            width, height = self.data.get("size", [12, 12])
            return Grid(width, height, dangerous_damage=damage)
        rows = [row.strip() for row in text.strip("\n").splitlines() if row.strip()]
        side = _largest_map_side()
        width = max((len(r) for r in rows), default=0)
        if width > side or len(rows) > side:  # as `size`: before a square is looked at
            self.error(
                "R006",
                f"the map is {width}x{len(rows)} squares; at most {side}x{side} are allowed",
                ("map",),
            )
            return None
        uneven = next((y for y, r in enumerate(rows) if len(r) != len(rows[0])), None)
        if not rows or uneven is not None:
            message = "every row of the map must have the same length"
            if uneven is not None:
                message += f": row {uneven} has {len(rows[uneven])} squares, row 0 {len(rows[0])}"
            where = self.map_square(uneven or 0, 0)
            self.found.append(diagnostic("R006", message, where))
            return None
        terrain: dict[str, set[Square]] = {
            "obstacles": set(),
            "difficult": set(),
            "dangerous": set(),
        }
        for y, row in enumerate(rows):
            for x, symbol in enumerate(row):
                if symbol not in _TERRAIN:
                    message = f"unknown map symbol {symbol!r} in row {y} (use . # ~ ^)"
                    self.found.append(diagnostic("R006", message, self.map_square(y, x)))
                    return None
                kind = _TERRAIN[symbol]
                if kind:
                    terrain[kind].add((x, y))
        return Grid(
            len(rows[0]),
            len(rows),
            frozenset(terrain["obstacles"]),
            frozenset(terrain["difficult"]),
            frozenset(terrain["dangerous"]),
            damage,
        )

    def map_square(self, y: int, x: int) -> Span:
        """Where the map's row ``y`` (its rows that are not blank, from 0) writes square
        ``x``, when the map is a block scalar (`map: |`); else where the map is."""
        span = self.doc.span(("map",))
        lines = self.doc.lines
        if not lines[span.line - 1][span.column - 1 :].startswith(("|", ">")):
            return span
        below = enumerate(lines[span.line : span.end_line or span.line], span.line + 1)
        rows = [(n, line) for n, line in below if line.strip()]
        if y >= len(rows):
            return span
        n, line = rows[y]
        return Span(span.file, n, len(line) - len(line.lstrip()) + x + 1)

    def square(self, grid: Grid, value: list[int], where: JsonPath) -> Square | None:
        square = (value[0], value[1])
        if not grid.inside(square):
            self.error("R004", f"{value} is off the {grid.width}x{grid.height} map", where)
            return None
        return square

    # -- powers ----------------------------------------------------------------------

    def powers(self, ruleset: Ruleset) -> dict[str, Power] | None:
        """The scenario's powers, its own and those of the files it includes, built into
        reactions (None when they break the schema)."""
        powers = self.data.get("powers", [])
        authoring = {"counterplay": 1, "ruleset": ruleset.name, "powers": powers}
        found = validate(authoring, "authoring", self.doc)
        files, problems = included(self.doc, ruleset, read_powers)
        self.found.extend([*found, *problems])
        if has_errors(found) or has_errors(problems):
            return None
        view = Document(self.doc.path, self.doc.text, authoring, self.doc.spans, self.doc.key_spans)
        ir, found = to_ir(view)
        self.found.extend(found)
        places = [(self.doc, i) for i in range(len(ir["powers"]))]
        self.found.extend(keyword_readings(ir, ruleset, self.doc))
        for one in files:  # (what else is wrong in them was said as they were read)
            self.found.extend(keyword_readings({"powers": one.entries}, ruleset, one.document))
            places.extend((one.document, i) for i in range(len(one.entries)))
            ir["powers"].extend(one.entries)
        by_name: dict[str, tuple[Document, int, dict[str, Any]]] = {}
        for power, (document, i) in zip(ir["powers"], places, strict=True):
            here = document.span(("powers", i, "name"))
            if power["name"] in by_name:
                other, j, _ = by_name[power["name"]]
                message = named_twice("powers", power["name"], other.span(("powers", j)), here)
                self.found.append(diagnostic("R005", message, here))
            by_name[power["name"]] = (document, i, power)
        self.given_ops({name: power for name, (_, _, power) in by_name.items()})
        built = {r.name: Power.of(r) for r in build(ir, all_powers=True)}
        for name, (document, i, _) in by_name.items():
            self.under_ruleset(built[name], ruleset, document, ("powers", i))
        self.found.extend(open_decisions(self.doc, ruleset))
        return built

    def given_ops(self, by_name: dict[str, dict[str, Any]]) -> None:
        """Effect ops the scenario gives by power name, in place of the power's text's."""
        for name, given in self.data.get("ops", {}).items():
            if name not in by_name:
                message = f"ops given for unknown power {quoted(name)}"
                self.unknown("R005", message, name, by_name, ("ops", name), key=True)
                continue
            power = by_name[name]
            for part, ops in given.items():
                text = power[part]["text"] if power.get(part) else ""
                power[part] = {"text": text, "ops": ops}

    def under_ruleset(
        self, reaction: Power, ruleset: Ruleset, document: Document, where: JsonPath
    ) -> None:
        """What the ruleset says of one power, at the power in its file: no reaction under
        it (R009), a trigger the engine cannot judge (R031), a rule its game leaves open
        that the ruleset decides (R010)."""
        if reaction.event and reaction.event != "unparsed":
            if not ruleset.kind_tags(reaction):
                message = _no_reaction(reaction.name, reaction, ruleset)
                self.found.append(diagnostic("R009", message, document.span((*where, "action"))))
            elif unjudged_said := unjudged_trigger(reaction):
                at = document.span((*where, "trigger"))
                self.found.append(diagnostic("R031", unjudged_said, at))
        for rule in ruleset.open_rules:
            applies = rule.get("applies")
            if applies and Filter.from_data(applies).matches(ruleset.tags(reaction)):
                message = f"{rule['rule']}: {rule['decision']}"
                self.found.append(diagnostic("R010", message, document.span(where)))

    # -- combatants ------------------------------------------------------------------

    def combatants(self, grid: Grid, powers: dict[str, Power], ruleset: Ruleset) -> list[Combatant]:
        out: list[Combatant] = []
        where_is: dict[Square, str] = {}
        first: dict[str, int] = {}  # each name, at its first combatant
        for i, data in enumerate(self.data["combatants"]):
            here: JsonPath = ("combatants", i)
            name = data["name"]
            if name in first:
                other, at = self.doc.span(("combatants", first[name])), (*here, "name")
                message = named_twice("combatants", name, other, self.doc.span(at))
                self.error("R002", message, at)
                continue
            first[name] = i
            square = self.placed(grid, data, where_is, here)
            if square is None:
                continue
            own = self.own_powers(data, powers, here)
            hp = data.get("hp", 1 if data.get("minion") else 30)
            person = Combatant(
                name=name,
                side=data["side"],
                position=square,
                max_hp=hp,
                hp=hp,
                speed=data.get("speed", 6),
                minion=data.get("minion", False),
                defenses=dict(data.get("defenses", {})),
                attack_bonus=data.get("attack_bonus", 5),
                damage=data.get("damage", "1d8+3"),
                endurance=data.get("endurance", 0),
                surges=data.get("surges"),
                abilities=dict(data.get("abilities", {})),
                level=data.get("level"),
                enhancement=data.get("enhancement"),
                skills=dict(data.get("skills", {})),
                powers=own,
                priority=list(data.get("priority", [])),
                disabled=set(data.get("disabled", [])),
                default_basic_attack=data.get("default_basic_attack"),
                basic_attacks=list(data.get("basic_attacks", [])),
                companion=_companion(data.get("companion")),
                creature_type=_creature_type(data.get("creature_type")),
            )
            self.ready(person, data, ruleset, here)
            self.sheet(person, data, here)
            out.append(person)
        self.owners(out)
        return out

    def owners(self, people: list[Combatant]) -> None:
        """R002 for a companion whose owner is no other combatant of its side."""
        sides = {c.name: c.side for c in people}
        for i, data in enumerate(self.data["combatants"]):
            owner = (data.get("companion") or {}).get("of")
            if owner is None or data["name"] not in sides:
                continue
            where: JsonPath = ("combatants", i, "companion", "of")
            if owner == data["name"] or sides.get(owner, data["side"]) != data["side"]:
                self.error(
                    "R002", f"{data['name']} is no companion of {owner}, not of its side", where
                )
            elif owner not in sides:
                self.unknown("R002", f"no combatant called {quoted(owner)}", owner, sides, where)

    def sheet(self, person: Combatant, data: dict[str, Any], here: JsonPath) -> None:
        """A combatant given ability scores, a level or an enhancement bonus, one of whose
        powers counts a score (the level, the bonus) it is not given: warned once for each
        (R022), at what it is given first;
        the effects that count it are not simulated ("the user's Wisdom modifier is not
        given"), and a damage line's "+ Intelligence modifier" takes the bonus of the
        ``damage:`` line instead. One given neither is not warned: none of its powers'
        amounts is counted."""
        given = [k for k in ("abilities", "level", "enhancement", "skills") if k in data]
        if not given:
            return
        told: set[str] = set()
        for name, power in person.powers.items():
            for wanted, counts, without in _uncounted(person, power):
                if wanted in told:
                    continue
                told.add(wanted)
                self.error(
                    "R022",
                    f"{person.name} is given no {amounts.given_as(wanted)}: {quoted(name)} {counts}"
                    f", {without}",
                    (*here, given[0]),
                    key=True,
                )

    def placed(
        self, grid: Grid, data: dict[str, Any], where_is: dict[Square, str], here: JsonPath
    ) -> Square | None:
        """The square a combatant stands in, told when it is a wall or already taken."""
        name, at = data["name"], data["at"]
        square = self.square(grid, at, (*here, "at"))
        if square is None:
            return None
        if square in grid.obstacles:
            self.error("R003", f"{name} stands in a wall at {at}", (*here, "at"))
        elif square in where_is:
            self.error("R003", f"{name} and {where_is[square]} are both in {at}", (*here, "at"))
        where_is[square] = name
        return square

    def own_powers(
        self, data: dict[str, Any], powers: dict[str, Power], here: JsonPath
    ) -> dict[str, Power]:
        """A combatant's powers, each named in the scenario's powers; its basic attacks
        among them or the game's basic attacks."""
        own: dict[str, Power] = {}
        for j, power in enumerate(data.get("powers", [])):
            if power in powers:
                own[power] = powers[power]
                continue
            where = (*here, "powers", j)
            files = " or the files it includes" if self.data.get("include") else ""
            message = f"no power {quoted(power)} in the scenario's powers{files}"
            self.unknown("R005", message, power, powers, where)
            self.missed[data["name"]] = set(powers) - set(data["powers"])
        for j, power in enumerate(data.get("basic_attacks", [])):
            if power not in own and power not in BASIC_ATTACKS:
                self.unknown(
                    "R005",
                    f"{data['name']} has no power {quoted(power)}",
                    power,
                    [*own, *BASIC_ATTACKS],
                    (*here, "basic_attacks", j),
                )
        return own

    def ready(
        self, person: Combatant, data: dict[str, Any], ruleset: Ruleset, here: JsonPath
    ) -> None:
        """What a combatant starts the fight with: conditions, a prepared power, and its
        Reaction-system settings (checked against the ruleset)."""
        for k, cond in enumerate(data.get("conditions", [])):
            if isinstance(cond, str):
                person.add(Condition(cond))
                self.condition_named(person.name, cond, (*here, "conditions", k))
            else:
                person.add(
                    Condition(cond["name"], cond.get("duration"), person.name, 0, cond.get("by"))
                )
                self.condition_named(person.name, cond["name"], (*here, "conditions", k, "name"))
        prepared = data.get("prepared")
        if prepared:
            person.prepared = prepared["power"]
            person.restrictions = dict(prepared.get("restrictions", {}))
            self.setting(ruleset, "prepare", prepared, person.powers, (*here, "prepared"))
        for key in ("priority", "disabled", "default_basic_attack"):
            if key in data:
                self.setting(ruleset, key, data[key], person.powers, (*here, key))
        self.sheet_settings(ruleset, person, data, here)

    def sheet_settings(
        self, ruleset: Ruleset, person: Combatant, data: dict[str, Any], here: JsonPath
    ) -> None:
        """A starting preparation of a reaction the ruleset does not let be prepared (R012),
        a starting disabling of one that cannot be disabled (R015): as the script's
        ``prepare:`` and ``disable:`` are refused (``runtime/dnd4e/scripted.py``)."""
        universal = {r.name: r for r in ruleset.universal}

        def power(name: str) -> Reaction | None:
            return person.powers.get(name) or universal.get(name)

        prepared = data.get("prepared")
        if prepared and ruleset.prepare is not None:
            name = prepared["power"]
            refused = cannot_prepare(ruleset, person.name, name, power(name))
            if refused is not None:
                self.error("R012", refused, (*here, "prepared", "power"))
        for k, name in enumerate(data.get("disabled", [])):
            if ruleset.can_disable is not None and power(name) is not None:
                refused = cannot_disable(ruleset, name, power(name))
                if refused is not None:
                    self.error("R015", refused, (*here, "disabled", k))

    def condition_named(self, who: str, name: str, where: JsonPath) -> None:
        """R023 when a starting condition is no 4E condition but is named close to one
        ("slowd"); a name close to none is kept as an open one ("ongoing fire")."""
        if name in CONDITIONS or not closest(name, CONDITIONS, n=1, cutoff=0.8):
            return
        message = f"{who} starts with the condition {quoted(name)}, which 4E does not have"
        self.unknown("R023", message, name, CONDITIONS, where)

    def setting(
        self, ruleset: Ruleset, kind: str, value: Any, own: dict[str, Power], where: JsonPath
    ) -> None:
        """Check a Reaction-system setting: the ruleset has it, its powers (the combatant's
        own, or the reactions everyone has) and restrictions exist (R008, R005, R007)."""
        if kind in ("prepare", "prepared") and ruleset.prepare is None:
            self.error("R008", f"ruleset {ruleset.name} has no preparation", where)
            return
        if kind in ("disable", "enable", "disabled") and ruleset.can_disable is None:
            self.error("R008", f"ruleset {ruleset.name} has no disabling of reactions", where)
            return
        named: list[tuple[str, JsonPath]] = (
            [(value["power"], (*where, "power"))]
            if isinstance(value, dict)
            else (
                [(value, where)]
                if isinstance(value, str)
                else [(n, (*where, k)) for k, n in enumerate(value)]
            )
        )
        universal = {r.name for r in ruleset.universal}
        basic = kind == "default_basic_attack"
        for name, at in named:
            if name in universal and not basic:
                continue
            if name not in own and not (basic and name in BASIC_ATTACKS):
                verb = _SETTING_VERBS.get(kind, kind)
                if name in self.power_names:  # (its `powers:` misspelt it: said there)
                    message = (
                        f"{quoted(name)} is not in this combatant's `powers:`: nothing to {verb}"
                    )
                    self.error("R005", message, at)
                    continue
                known = [*own, *(BASIC_ATTACKS if basic else universal)]
                self.unknown("R005", f"no power {quoted(name)} to {verb}", name, known, at)
        for restriction in value.get("restrictions", {}) if isinstance(value, dict) else {}:
            if restriction not in ruleset.restrictions:
                allowed = ", ".join(sorted(ruleset.restrictions)) or "none"
                self.unknown(
                    "R007",
                    f"restriction {restriction!r} is not allowed (allowed: {allowed}; R000-37..43)",
                    restriction,
                    ruleset.restrictions,
                    (*where, "restrictions", restriction),
                    key=True,
                )
            target = value["restrictions"][restriction]
            if isinstance(target, str) and target not in self.named:
                self.unknown(
                    "R002",
                    f"no combatant or object called {quoted(target)}",
                    target,
                    self.named,
                    (*where, "restrictions", restriction),
                )

    # -- the script ------------------------------------------------------------------

    def script(self, grid: Grid, people: list[Combatant], ruleset: Ruleset) -> list[Turn]:
        by_name = {c.name: c for c in people}
        turns: list[Turn] = []
        for i, data in enumerate(self.data["script"]):
            here: JsonPath = ("script", i)
            me = by_name.get(data["turn"])
            if me is None:
                turn = data["turn"]
                if turn in self.defined:
                    continue  # its own error (a wall, off the map, a second name) is told
                message = f"no combatant called {quoted(turn)}"
                self.unknown("R002", message, turn, by_name, (*here, "turn"))
                self.targets_of_nobody(by_name, data.get("do", []), here)
                continue
            actions = [
                self.action(grid, by_name, me, ruleset, raw, (*here, "do", j))
                for j, raw in enumerate(data.get("do", []))
            ]
            saves, recharges = data.get("saves", {}), data.get("recharges", {})
            turns.append(
                Turn(
                    me.name,
                    [a for a in actions if a is not None],
                    dict(saves),
                    self.doc.span(here),
                    {name: self.doc.span((*here, "saves", name), key=True) for name in saves},
                    dict(recharges),
                    {n: self.doc.span((*here, "recharges", n), key=True) for n in recharges},
                )
            )
        return turns

    def action(
        self,
        grid: Grid,
        by_name: dict[str, Combatant],
        me: Combatant,
        ruleset: Ruleset,
        raw: Any,
        where: JsonPath,
    ) -> Action | None:
        span = self.doc.span(where)
        if isinstance(raw, str):
            return Action(raw, {}, span)
        kind, value = next(iter(raw.items()))
        inner: JsonPath = (*where, kind)
        if kind in ("move", "double_move", "run", "shift"):
            path = [value] if kind == "shift" else value
            for k, square in enumerate(path):
                at: JsonPath = inner if kind == "shift" else (*inner, k)
                sq = self.square(grid, square, at)
                if sq is not None and sq in grid.obstacles:
                    self.error("R013", f"{square} is a wall: no moving through it (R001-19)", at)
            return Action(kind, {"path": path}, self.doc.span(inner))
        if kind in ("attack", "use"):
            self.targets(by_name, value, inner)
            self.rolls_unused(kind, value, inner)
            power = value["power"]
            missed = power in self.missed.get(me.name, ())
            if power not in me.powers and power not in BASIC_ATTACKS and not missed:
                message = f"{me.name} has no power {quoted(power)}"
                known = [*me.powers, *BASIC_ATTACKS]
                self.unknown("R005", message, power, known, (*inner, "power"))
            return Action(kind, dict(value), self.doc.span(inner))
        self.setting(ruleset, kind, value, me.powers, inner)
        if kind == "prepare":
            args: dict[str, Any] = dict(value)
        elif kind == "default_basic_attack":
            args = {"power": value}
        else:
            args = {"powers": list(value)}
        return Action(kind, args, self.doc.span(inner))

    def targets(self, by_name: dict[str, Combatant], value: dict[str, Any], at: JsonPath) -> None:
        """R002 for each target of an attack (or a use) that names no combatant."""
        for k, target in enumerate(value.get("targets", [])):
            if target not in by_name and target not in self.defined:
                message = f"no combatant called {quoted(target)}"
                self.unknown("R002", message, target, by_name, (*at, "targets", k))

    def rolls_unused(self, kind: str, value: dict[str, Any], at: JsonPath) -> None:
        """R032 for scripted rolls past the last target: one roll a target, in order, so
        `rolls: [hit, hit]` against one target is one attack, its second roll never read (a
        `use` makes no attack roll: none is read)."""
        rolls, targets = value.get("rolls", []), value.get("targets", [])
        used = len(targets) if kind == "attack" else 0
        if len(rolls) <= used:
            return
        unused = len(rolls) - used
        if kind == "use":
            why = "a `use` makes no attack roll: leave `rolls` out"
        else:
            named = f"{len(targets)} target{'' if len(targets) == 1 else 's'}"
            why = (
                f"one roll a target, in order, and it has {named}; to attack again, script "
                "another `attack`"
            )
        message = (
            f"{'this roll is' if unused == 1 else f'these {unused} rolls are'} never used: {why}"
        )
        self.error("R032", message, (*at, "rolls", used))

    def targets_of_nobody(
        self, by_name: dict[str, Combatant], actions: list[Any], here: JsonPath
    ) -> None:
        """The targets of a turn whose combatant is unknown are still checked (its other
        mistakes depend on who takes it: told once its name is right)."""
        for j, raw in enumerate(actions):
            kind, value = next(iter(raw.items())) if isinstance(raw, dict) else ("", None)
            if kind in ("attack", "use") and isinstance(value, dict):
                self.targets(by_name, value, (*here, "do", j, kind))

    def choices(self, people: list[Combatant], ruleset: Ruleset) -> list[Choice]:
        """The scripted choices: by a combatant (or its player) it has, about a reaction
        it has; ``react`` only where the ruleset lets the owner decide (R002, R005, R008)."""
        from counterplay.compiler.worlds import world_module

        kinds = (*CORE_CHOICES, *world_module(ruleset.world, "facts").CHOICES)
        by_name = {c.name: c for c in people}
        players = {c.controller for c in people}
        universal = {r.name for r in ruleset.universal}
        out: list[Choice] = []
        for i, data in enumerate(self.data.get("choices", [])):
            here: JsonPath = ("choices", i)
            who, decide, about = data["who"], data["decide"], data.get("about")
            if who in self.defined and who not in by_name:
                continue  # not placed: its own error is told
            if who not in by_name and who not in players:
                message = f"no combatant or player called {quoted(who)}"
                self.unknown("R002", message, who, [*by_name, *players], (*here, "who"))
                continue
            if decide not in kinds:
                message = f"no choice {decide!r} in {ruleset.world} (choices: {', '.join(kinds)})"
                self.unknown("R008", message, decide, kinds, (*here, "decide"))
                continue
            if decide == "react" and ruleset.react == "automatic":
                self.error(
                    "R008",
                    f"reactions fire automatically under {ruleset.name}: nothing to choose",
                    (*here, "decide"),
                )
                continue
            mine = by_name[who].powers if who in by_name else {}
            if about is not None and about not in mine and about not in universal:
                message = f"{who} has no reaction {quoted(about)}"
                self.unknown("R005", message, about, [*mine, *universal], (*here, "about"))
                continue
            out.append(Choice(who, decide, data["answer"], about, self.doc.span(here)))
        return out

    @property
    def defined(self) -> set[str]:
        """The combatants the file defines, placed or not: a script naming one that could
        not be placed is not a second error."""
        return {c["name"] for c in self.data.get("combatants", [])}

    @property
    def named(self) -> set[str]:
        return self.defined | set(self.data.get("objects", {}))

    @property
    def power_names(self) -> set[str]:
        """The names of the scenario's own powers (a combatant is given some of them)."""
        return {str(p.get("name")) for p in self.data.get("powers") or [] if isinstance(p, dict)}


Reader = Callable[[str | Path], tuple[Any, list[Diagnostic]]]


def _world_reader(path: str | Path) -> Reader | None:
    """The scenario reader of the world the file's ruleset plays on, when that world has
    its own (``compiler.worlds.SCENARIO_READERS``); None for a 4E encounter (or a file
    that names no ruleset: the 4E reader reports it). A ruleset that cannot be loaded is
    reported as it is, whatever the world: no reader's schema is asked about the file."""
    from counterplay.compiler.worlds import SCENARIO_READERS

    document, _ = load(path)
    name = document.data.get("ruleset") if document and isinstance(document.data, dict) else None
    if document is None or not isinstance(name, str):
        return _shaped_like(document)
    ruleset, found = ruleset_of_file(document, path)
    if ruleset is None:
        return lambda _: (None, found)
    if ruleset.world not in SCENARIO_READERS:
        return None
    module, function = SCENARIO_READERS[ruleset.world]
    reader: Reader = getattr(importlib.import_module(module), function)
    return reader


def read_powers(document: Document) -> tuple[list[dict[str, Any]], list[Diagnostic]]:
    """An included authoring file's powers in the IR (``includes``)."""
    ir, found = to_ir(document)
    return ir["powers"], found


def _no_reaction(name: str, reaction: Power, ruleset: Ruleset) -> str:
    """R009's words for a scenario's power with a trigger that is no reaction under its
    ruleset: it has no Reaction keywords at all (they are written by hand in a scenario:
    `translate` edits authoring files), or its action type is none of the ruleset's."""
    if ruleset.reads_keywords and not reaction.keywords:
        why = "it has no Reaction keywords (`reaction: [...]`, written by hand in a scenario)"
    elif ruleset.reads_keywords:
        why = "its Reaction keywords make it no reaction"
    else:
        why = f"its action type ({reaction.action}) is no reaction"
    return f"{quoted(name)} has a trigger but {why}: under {ruleset.name} it never fires"


def _shaped_like(document: Document | None) -> Reader | None:
    """For a file that names no ruleset: the checks of the kind of scenario it is written
    as (a Horus Heresy battle's ``units``, an Altered game's ``cards``), so that the one
    thing said is the missing ``ruleset:``, not every key a 4E encounter would not have;
    None for a 4E encounter's shape (the 4E reader reports it)."""
    from counterplay.compiler.kinds import schema_of

    if document is None or not isinstance(document.data, dict):
        return None
    shape = schema_of("scenario", document.data)
    if shape == "scenario":
        return None
    return lambda path: (None, load_checked(path, shape)[1])


def load_scenario(path: str | Path) -> tuple[Any, list[Diagnostic]]:
    """Read a scenario file into what its world's ``simulate`` runs: a 4E encounter here,
    another world's by that world's reader (a Horus Heresy battle).

    Returns:
        The encounter (None when any error was found) and every diagnostic, in file order.
    """
    other = _world_reader(path)
    if other is not None:
        return other(path)
    document, found = load_checked(path, "scenario")
    if document is None:
        return None, found
    reader = _Reader(document)
    ruleset, problems = ruleset_of_file(document, path)
    if ruleset is None:
        return None, [*found, *problems]
    found.extend(problems)  # a DM's ruleset's warnings (R025), said where they are written
    grid = reader.grid()
    powers = reader.powers(ruleset)
    if grid is None or powers is None:
        return None, [*found, *reader.found]
    people = reader.combatants(grid, powers, ruleset)
    objects: dict[str, Square] = {}
    for name, square in document.data.get("objects", {}).items():
        sq = reader.square(grid, square, ("objects", name))
        if sq is not None:
            objects[name] = sq
    turns = reader.script(grid, people, ruleset)
    choices = reader.choices(people, ruleset)
    reader.found.extend(unknown_options(document, ruleset))
    found.extend(reader.found)
    found.sort(key=file_order)
    if has_errors(found):
        return None, found
    encounter = Encounter(
        grid=grid,
        combatants=people,
        ruleset=ruleset,
        turns=turns,
        options=dict(document.data.get("options", {})),
        objects=objects,
        name=document.data.get("scenario", Path(path).stem),
        choices=choices,
    )
    return encounter, found


def _companion(said: dict[str, str] | None) -> tuple[str, str] | None:
    """A combatant's ``companion:`` as the runtime keeps it: (its kind as the IR names it,
    "spirit_companion"; its owner's name)."""
    return None if not said else (said["kind"].replace(" ", "_"), said["of"])


def _creature_type(said: list[str] | None) -> frozenset[str] | None:
    """A combatant's ``creature_type:`` (its origin, type and keywords) as the runtime keeps
    it: lower case; None when not given (whether it is "an undead creature" is not known)."""
    return None if said is None else frozenset(word.lower() for word in said)


def _uncounted(person: Combatant, power: Power) -> Iterator[tuple[str, str, str]]:
    """What of ``person``'s sheet ``power`` counts that the scenario does not give: the
    score (level, bonus), what the power does with it and what comes of its lack."""
    ops = [op for part in power.ops.values() for op in part]
    for wanted in dict.fromkeys(s for op in ops for s in amounts.of_user(op)):
        if amounts.stat(person, wanted) is None:
            counts = amounts.words(wanted).replace("the user", "its user")
            yield wanted, f"counts {counts}", "not simulated without it"
    for modifier, scores in (line for op in ops for line in amounts.line_abilities(op)):
        missing = next((s for s in scores if amounts.stat(person, s) is None), None)
        if missing is not None:
            counts = f"adds its user's {modifier} to its damage"
            yield missing, counts, "the bonus of its damage: line stands for it"
