"""Stage ``scenario`` for Horus Heresy: a battle YAML into a runtime :class:`Battle`, or
diagnostics.

The battle is checked against ``horus-heresy-battle.schema.json``; its ruleset must play
on the Horus Heresy world; its reactions' profiles are read into the IR
(``compiler.horus_heresy.profiles``) and checked as the ruleset's own are (the Phase of
their event, H001; the step they wait for, H007; what the world cannot judge, H009); then
the checks no schema can make, each at its YAML line: every name used exists and belongs
where it is used (a unit of the Active player acting, an enemy as its target, a unit of the
Reactive player picked: H003), models and terrain lie on the table (H004), and a player's
Reaction Allotment is not raised above three unless a special rule allows it (H002: held
at three, R004-04).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from counterplay.compiler.checked import load_checked
from counterplay.compiler.edits import near_miss
from counterplay.compiler.horus_heresy.profiles import fold
from counterplay.compiler.horus_heresy.reactions import Asked, read_reactions
from counterplay.compiler.includes import included, named_twice
from counterplay.compiler.load import Document, JsonPath
from counterplay.compiler.rulesets import open_decisions, ruleset_of_file
from counterplay.diagnostics import Diagnostic, diagnostic, file_order, has_errors
from counterplay.runtime.horus_heresy.engine import Action, Battle, PlayerTurn
from counterplay.runtime.horus_heresy.facts import (
    PHASES,
)
from counterplay.runtime.horus_heresy.table import Area, Table
from counterplay.runtime.horus_heresy.units import Model, Player, Unit, Weapon
from counterplay.runtime.policy import Choice
from counterplay.runtime.reaction import Reaction
from counterplay.runtime.ruleset import Ruleset
from counterplay.suggest import closest
from counterplay.textspan import locate

_VERBS = {"movement": "move", "shooting": "shoot", "assault": "charge"}
_CAP = 3  # the allotment's cap the ruleset's limit holds (R004-04), for the H002 warning
_PROFILE = (
    "movement",
    "ballistic_skill",
    "toughness",
    "wounds",
    "initiative",
    "leadership",
    "save",
    "invulnerable",
    "type",
    "facing",
)


class _Reader:
    """The semantic checks, collecting diagnostics with positions."""

    def __init__(self, document: Document, ruleset: Ruleset) -> None:
        self.doc = document
        self.data: dict[str, Any] = document.data
        self.rules = ruleset
        self.found: list[Diagnostic] = []
        # each reaction's Traits its Trigger asks for, its text and where it is (H012)
        self.asked: Asked = {}
        # an included army list could not be read: names of its reactions are not told
        # again as unknown (its error said why; the battle does not run)
        self.unread_lists = False
        # the battle's reactions a unit's list misses, by its name (its list names one that
        # is none, said there with the closest): a scripted pick of one is not said again
        self.missed: dict[str, set[str]] = {}

    def error(self, code: str, message: str, where: JsonPath, *, key: bool = False) -> None:
        self.found.append(diagnostic(code, message, self.doc.span(where, key=key)))

    def unknown(self, message: str, word: str, known: Any, where: JsonPath) -> None:
        """H003 for a name the battle does not define, with the closest one it does
        (:func:`edits.near_miss`)."""
        self.found.append(near_miss(self.doc, "H003", message, word, known, where))

    def preferences(self, reactions: dict[str, Reaction]) -> None:
        """Each player's declared default (``prefer``) names reactions there are: a
        misspelled one would quietly never be chosen."""
        known = {*reactions, *(r.name for r in self.rules.universal)}
        for name, data in self.data["players"].items():
            for k, wanted in enumerate(data.get("prefer") or []):
                if wanted not in known:
                    where = ("players", name, "prefer", k)
                    self.unknown(f"no reaction called {wanted!r}", wanted, known, where)

    def table(self) -> Table:
        size = self.data.get("table", {})
        width, height = size.get("width", 72), size.get("height", 48)
        areas = []
        for i, area in enumerate(self.data.get("terrain", [])):
            (x1, y1), (x2, y2) = area["from"], area["to"]
            corners = ((x1, y1), (x2, y2))
            if not all(0 <= x <= width and 0 <= y <= height for x, y in corners):
                self.error(
                    "H004", f'terrain {i + 1} lies off the {width}x{height}" table', ("terrain", i)
                )
            name = area.get("name", f"terrain {i + 1}")
            areas.append(
                Area(name, area["kind"], min(x1, x2), min(y1, y2), max(x1, x2), max(y1, y2))
            )
        return Table(width, height, tuple(areas))

    def players(self) -> dict[str, Player]:
        out = {}
        for name, data in self.data["players"].items():
            player = Player(
                name,
                data.get("allotment", 1),
                dict(data.get("bonus", {})),
                data.get("beyond_three", False),
                data.get("prefer"),
            )
            for phase in (None, *PHASES):
                most = player.allotment + (player.bonus.get(phase, 0) if phase else 0)
                if most > _CAP and not player.beyond_three:
                    where = (
                        ("players", name, "bonus", phase)
                        if phase
                        else ("players", name, "allotment")
                    )
                    what = f"in the {phase} phase" if phase else "in every Phase"
                    message = (
                        f"{name}'s Reaction Allotment would be {most} {what}: no player makes more "
                        f"than {_CAP} Reactions in a Phase unless a special rule specifically "
                        "allows it (`beyond_three: true`); held at 3 (R004-04)"
                    )
                    self.found.append(diagnostic("H002", message, self.doc.span(where)))
                    break
            out[name] = player
        return out

    def open_rules(self) -> None:
        """The ruleset's decisions where its seed is open (``open_rules``): each an R010 info
        diagnostic at the battle's ``ruleset:`` line, as a 4E scenario says its ruleset's."""
        self.found.extend(open_decisions(self.doc, self.rules))

    def weapons(self) -> dict[str, Weapon]:
        return {
            name: Weapon(
                name,
                w["range"],
                w["strength"],
                w.get("ap"),
                w.get("shots", 1),
                frozenset(w.get("kinds", ())),
            )
            for name, w in self.data.get("weapons", {}).items()
        }

    def traits(self) -> None:
        """H012 for a Trait a reaction's Trigger asks for that no unit of the battle has
        (the reaction then never fires here), with the closest Trait a unit has: "the
        Iron Warrior Trait" against units of `Iron Warriors`, or of `iron warriors`."""
        known = {t for unit in self.data["units"] for t in unit.get("traits", [])}
        held = {r for unit in self.data["units"] for r in unit.get("reactions", [])}
        for name, (asked, text, span) in self.asked.items():
            for trait in dict.fromkeys(t for t in asked if t not in known and name in held):
                at = max(fold(text).find(fold(trait)), 0)
                line = text.count("\n", 0, at) + 1
                column = at - (text.rfind("\n", 0, at) + 1) + 1
                where = locate(span, text, line, column) if span is not None else None
                meant = closest(trait, known, n=1, cutoff=0.75)
                hint = f"; did you mean {meant[0]!r}?" if meant else ""
                message = (
                    f"{name} asks for the {trait} Trait, which no unit of this battle has "
                    f"(`traits:`): it never fires here{hint}"
                )
                self.found.append(diagnostic("H012", message, where))

    def reactions(self) -> dict[str, Reaction]:
        """The battle's reactions, read from their profiles (``reactions.read_reactions``),
        its own and those of the army lists it includes (``includes``)."""
        entries, found = self.read(self.doc)
        self.found.extend(found)
        first = {entry["name"]: self.doc.span(("reactions", i)) for i, entry in enumerate(entries)}
        files, problems = included(self.doc, self.rules, self.read)
        self.found.extend(problems)
        self.unread_lists = has_errors(problems)
        for one in files:
            for i, entry in enumerate(one.entries):
                here = one.document.span(("reactions", i, "name"))
                if entry["name"] in first:
                    message = named_twice("reactions", entry["name"], first[entry["name"]], here)
                    self.found.append(diagnostic("H003", message, here))
                    continue
                first[entry["name"]] = here
                entries.append(entry)
        return {entry["name"]: Reaction.from_ir(entry) for entry in entries}

    def read(self, document: Document) -> tuple[list[dict[str, Any]], list[Diagnostic]]:
        """One document's profiles (the battle's, or an army list's it includes) under the
        battle's ruleset, the Traits their Triggers ask for kept for H012."""
        beyond = any(p.get("beyond_three") for p in self.data["players"].values())
        entries, found, asked = read_reactions(document, self.rules, beyond_cap=beyond)
        self.asked.update(asked)
        return entries, found

    def units(
        self,
        table: Table,
        players: dict[str, Player],
        weapons: dict[str, Weapon],
        reactions: dict[str, Reaction],
    ) -> list[Unit]:
        out: list[Unit] = []
        for i, data in enumerate(self.data["units"]):
            here: JsonPath = ("units", i)
            if data["player"] not in players:
                message = f"no player called {data['player']!r}"
                self.unknown(message, data["player"], players, (*here, "player"))
            if any(u.name == data["name"] for u in out):
                self.error("H003", f"two units are called {data['name']!r}", (*here, "name"))
            shared = data.get("profile", {})
            for k, name in enumerate(shared.get("weapons", [])):  # once, not once a model
                self.weapon(weapons, name, (*here, "profile", "weapons", k))
            models = [
                self.model(table, weapons, data, shared, j) for j in range(len(data["models"]))
            ]
            own = []
            for j, name in enumerate(data.get("reactions", [])):
                if name not in reactions and not self.unread_lists:
                    message = f"no reaction called {name!r} in the battle's reactions" + (
                        " or the army lists it includes" if self.data.get("include") else ""
                    )
                    self.unknown(message, name, reactions, (*here, "reactions", j))
                    # (the battle's reactions it lists none of: a pick of one is not said too)
                    self.missed[data["name"]] = set(reactions) - set(data["reactions"])
                elif name in reactions:
                    own.append(reactions[name])
            out.append(
                Unit(
                    data["name"],
                    data["player"],
                    models,
                    statuses=set(data.get("statuses", [])),
                    special_rules=dict(data.get("special_rules", {})),
                    traits=set(data.get("traits", [])),
                    reactions=own,
                    modifiers=dict(data.get("modifiers", {})),
                )
            )
        return out

    def model(
        self,
        table: Table,
        weapons: dict[str, Weapon],
        unit: dict[str, Any],
        shared: dict[str, Any],
        j: int,
    ) -> Model:
        here: JsonPath = ("units", self.data["units"].index(unit), "models", j)
        data = unit["models"][j]
        x, y = data["at"]
        if not table.on_table((x, y)):
            self.error(
                "H004", f'{[x, y]} is off the {table.width}x{table.height}" table', (*here, "at")
            )
        carried = data.get("weapons", shared.get("weapons", []))
        for k, name in enumerate(data.get("weapons", [])):  # the unit's profile: in units()
            self.weapon(weapons, name, (*here, "weapons", k))
        fields = {k: data.get(k, shared.get(k)) for k in _PROFILE if k in data or k in shared}
        name = data.get("name", f"{unit['name']} {j + 1}")
        sub_types = tuple(s.lower() for s in data.get("sub_types", shared.get("sub_types", ())))
        return Model(
            name, (float(x), float(y)), weapons=tuple(carried), sub_types=sub_types, **fields
        )

    def weapon(self, weapons: dict[str, Weapon], name: str, where: JsonPath) -> None:
        if name not in weapons:
            self.unknown(f"no weapon called {name!r} in the battle's weapons", name, weapons, where)

    def script(self, units: list[Unit], players: dict[str, Player]) -> list[PlayerTurn]:
        by_name = {u.name: u for u in units}
        turns = []
        for i, data in enumerate(self.data["script"]):
            here: JsonPath = ("script", i)
            active = data["turn"]
            if active not in players:
                self.unknown(f"no player called {active!r}", active, players, (*here, "turn"))
                continue
            reactive = next(p for p in players if p != active)
            phases = {
                phase: [
                    self.action(by_name, active, reactive, raw, (*here, phase, j))
                    for j, raw in enumerate(data.get(phase, []))
                ]
                for phase in PHASES
            }
            turns.append(PlayerTurn(active, phases, self.doc.span(here)))
        return turns

    def action(
        self,
        by_name: dict[str, Unit],
        active: str,
        reactive: str,
        raw: dict[str, Any],
        where: JsonPath,
    ) -> Action:
        verb = next(v for v in _VERBS.values() if v in raw)
        unit = by_name.get(raw[verb])
        if unit is None:
            self.unknown(f"no unit called {raw[verb]!r}", raw[verb], by_name, (*where, verb))
        elif unit.player != active:
            self.error(
                "H003",
                f"{unit.name} is {unit.player}'s unit, not the Active player {active}'s",
                (*where, verb),
            )
        args = {k: v for k, v in raw.items() if k not in (verb, "reactive")}
        if "at" in raw:
            target = by_name.get(raw["at"])
            if target is None:
                self.unknown(f"no unit called {raw['at']!r}", raw["at"], by_name, (*where, "at"))
            elif target.player == active:
                self.error(
                    "H003", f"{target.name} is {active}'s own unit, not an enemy", (*where, "at")
                )
        choices = []
        if "reactive" in raw:
            choices.append(self.pick(by_name, reactive, raw["reactive"], (*where, "reactive")))
        return Action(verb, raw[verb], args, self.doc.span(where), choices)

    def listed(self, unit: str) -> list[str]:
        """The names of reactions the battle's unit called ``unit`` lists (``reactions:``)."""
        return next((u.get("reactions", []) for u in self.data["units"] if u["name"] == unit), [])

    def pick(self, by_name: dict[str, Unit], reactive: str, pick: Any, where: JsonPath) -> Choice:
        """The Reactive player's scripted pick; its unit must be theirs, its reaction one the
        unit has (a Core Reaction, or its own)."""
        span = self.doc.span(where)
        if pick == "none":
            return Choice(reactive, "react", None, span=span)
        unit = by_name.get(pick["unit"])
        universal = {r.name for r in self.rules.universal}
        if unit is None:
            message = f"no unit called {pick['unit']!r}"
            self.unknown(message, pick["unit"], by_name, (*where, "unit"))
        elif unit.player != reactive:
            self.error(
                "H003",
                f"{unit.name} is not the Reactive player {reactive}'s unit",
                (*where, "unit"),
            )
        elif pick["reaction"] not in universal | {r.name for r in unit.reactions} | set(
            self.listed(unit.name)  # (one the unit lists but has not: said at its list)
        ) | self.missed.get(unit.name, set()):
            message = f"{unit.name} has no reaction {pick['reaction']!r}"
            known = universal | {r.name for r in unit.reactions}
            self.unknown(message, pick["reaction"], known, (*where, "reaction"))
        return Choice(reactive, "react", f"{pick['unit']}: {pick['reaction']}", span=span)


def load_battle(path: str | Path) -> tuple[Battle | None, list[Diagnostic]]:
    """Read a battle file into a :class:`Battle` ready for ``horus_heresy.engine.simulate``.

    Returns:
        The battle (None when any error was found) and every diagnostic, in file order.
    """
    document, found = load_checked(path, "horus-heresy-battle")
    if document is None:
        return None, found
    ruleset, problems = ruleset_of_file(document, path, "horus_heresy")
    if ruleset is None:
        return None, [*found, *problems]
    reader = _Reader(document, ruleset)
    table = reader.table()
    players = reader.players()
    weapons = reader.weapons()
    reactions = reader.reactions()
    reader.preferences(reactions)
    units = reader.units(table, players, weapons, reactions)
    reader.traits()
    turns = reader.script(units, players)
    reader.open_rules()
    found.extend(reader.found)
    found.sort(key=file_order)
    if has_errors(found):
        return None, found
    name = document.data.get("scenario", Path(path).stem)
    return Battle(table, units, players, weapons, ruleset, turns, name), found
