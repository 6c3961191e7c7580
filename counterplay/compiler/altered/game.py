"""Stage ``game``: read an Altered game YAML into a runtime :class:`Game`, or diagnostics.

The file is checked against ``altered-game.schema.json``; its ruleset must play on the
``altered`` world (S006). Each card's printed lines are compiled exactly as
``counterplay compile`` compiles abilities (a line the grammar refuses is an error at its
position); then the checks no schema can make: names are unique and every player, card,
quick action and reaction named exists (R002, R005), a player plays only their own cards.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from counterplay.compiler.altered.to_ir import abilities_ir
from counterplay.compiler.altered.words import subtype_named, token_named, token_words
from counterplay.compiler.checked import load_checked
from counterplay.compiler.edits import near_miss
from counterplay.compiler.includes import included, named_twice
from counterplay.compiler.load import Document, JsonPath
from counterplay.compiler.rulesets import open_decisions, ruleset_of_file, unknown_options
from counterplay.compiler.schemas import schema
from counterplay.diagnostics import Diagnostic, Span, diagnostic, file_order, has_errors
from counterplay.quoting import quoted
from counterplay.runtime.altered import gains
from counterplay.runtime.altered.cards import STATS, Card, Player, keywords
from counterplay.runtime.altered.engine import Action, Game
from counterplay.runtime.altered.regions import Region
from counterplay.runtime.altered.tokens import LANDMARK, shown_name
from counterplay.runtime.policy import Choice
from counterplay.runtime.reaction import Reaction
from counterplay.runtime.reactor import may_name
from counterplay.runtime.ruleset import Ruleset, Zone

# an ability line and where it is written (in the game, or in a file it includes)
Line = tuple[str, Span]


def _printed_lines(document: Document) -> tuple[list[dict[str, Any]], list[Diagnostic]]:
    """An included authoring file's ability lines as written (``includes``): each is
    compiled with the game's card it is given to, as the game's own lines are."""
    return list(document.data.get("abilities", [])), []


# The types a game's card may have (the schema's): an included file's ``card_type`` (the
# card API's) gives a card one of these; another (none, say) leaves it a Character.
CARD_TYPES = frozenset(
    schema("altered-game")["properties"]["cards"]["items"]["properties"]["type"]["enum"]
)

# The languages a card's ``lang`` names, in the game's words.
_LANGUAGES = {"fr": "French", "en": "English"}


class _Reader:
    """The semantic checks, collecting diagnostics with positions."""

    def __init__(self, document: Document) -> None:
        self.doc = document
        self.data: dict[str, Any] = document.data
        self.found: list[Diagnostic] = []
        self.created: set[str] = set()  # the tokens cards create by name only
        # the lines of the files the game includes, by card name and language
        self.included_lines: dict[tuple[str, str], list[Line]] = {}
        # the card types those files give (``card_type``), by card name and language
        self.included_types: dict[tuple[str, str], str] = {}
        self.unread_lists = False

    def error(self, code: str, message: str, where: JsonPath) -> None:
        self.found.append(diagnostic(code, message, self.doc.span(where)))

    def unknown(
        self,
        code: str,
        message: str,
        word: Any,
        choices: Any,
        where: JsonPath,
        *,
        key: bool = False,
    ) -> None:
        """An unknown name, with the closest known one (:func:`edits.near_miss`)."""
        self.found.append(near_miss(self.doc, code, message, word, choices, where, key=key))

    def named_twice(self, what: str, name: str, where: JsonPath) -> None:
        """R002 at an entry of ``players`` or ``cards`` named as an earlier one of them (the
        players are read first), saying where that one is."""
        first = next(
            (listed, j, "name")
            for listed in ("players", "cards")
            for j, entry in enumerate(self.data.get(listed) or [])
            if isinstance(entry, dict) and entry.get("name") == name
        )
        here = self.doc.span(where)
        message = named_twice(what, name, self.doc.span(first), here)
        self.found.append(diagnostic("R002", message, here))

    def players(self) -> list[Player]:
        out: list[Player] = []
        for i, data in enumerate(self.data["players"]):
            if any(p.name == data["name"] for p in out):
                self.named_twice("players", data["name"], ("players", i))
                continue
            out.append(
                Player(
                    data["name"], data["name"], mana=data.get("mana", 0), deck=data.get("deck", 30)
                )
            )
        return out

    def regions(self) -> tuple[Region, ...]:
        """The Adventure's Regions, in order from the Hero Region (``regions``; none given:
        none, and every statistic counts at Dusk). Two of one name are an error at the
        second: the timeline could not tell them apart."""
        out: list[Region] = []
        for i, data in enumerate(self.data.get("regions", [])):
            name = data.get("name", f"Region {i + 1}")
            if any(r.name == name for r in out):
                message = f"two Regions are called {quoted(name)}: name each once"
                where: JsonPath = ("regions", i, "name") if "name" in data else ("regions", i)
                self.error("R002", message, where)
            out.append(Region(name, frozenset(data["terrains"])))
        return tuple(out)

    def abilities(self) -> list[list[dict[str, Any]]]:
        """Every card's lines compiled to ability IR (through the Altered ``to_ir``), then
        every token's of ``tokens:`` (one list each, after the cards', in their order)."""
        owners = [
            (("cards", i), card, self.type_of(card)) for i, card in enumerate(self.data["cards"])
        ] + [
            (("tokens", name), token, token.get("type", "character"))
            for name, token in self.data.get("tokens", {}).items()
        ]
        given: list[dict[str, Any]] = []
        spans: dict[JsonPath, Span] = {}
        for n, (where, owner, card_type) in enumerate(owners):
            lang, lines = self.lines_of(where, owner)
            for k, (text, span) in enumerate(lines):
                spans[("abilities", len(given))] = spans[("abilities", len(given), "text")] = span
                given.append(
                    {
                        "name": str(n),
                        "source": f"{where[1] if where[0] == 'tokens' else owner['name']}/{k}",
                        "lang": lang,
                        "text": text,
                        "card_type": card_type,
                    }
                )
        view = Document(self.doc.path, self.doc.text, {"abilities": given}, spans, {})
        ir, found = abilities_ir(view)
        self.found.extend(found)
        by_owner: list[list[dict[str, Any]]] = [[] for _ in owners]
        for entry in ir:
            by_owner[int(entry["name"])].append(entry)
        return by_owner

    def lines_of(self, where: JsonPath, owner: dict[str, Any]) -> tuple[str, list[Line]]:
        """A card's (a token's) language and ability lines, each with where it is written:
        its own ``abilities``, else those the files the game includes print for a card of
        its name (in its ``lang``; not given, French, else English). A card with neither,
        in a game that includes files, is warned about (R029): a vanilla card says
        ``abilities: []``."""
        lang = owner.get("lang", "fr")
        if "abilities" in owner or where[0] != "cards" or "include" not in self.data:
            if where[0] == "cards" and "abilities" in owner:
                self.printed_too(where, owner, lang)
            texts = enumerate(owner.get("abilities", []))
            return lang, [(t, self.doc.span((*where, "abilities", k))) for k, t in texts]
        for tongue in [lang] if "lang" in owner else ["fr", "en"]:
            if (owner["name"], tongue) in self.included_lines:
                return tongue, self.included_lines[owner["name"], tongue]
        if self.unread_lists:
            return lang, []
        message = (
            f"{owner['name']} has no abilities: none are written here, and no file the game "
            f"includes prints a line of a card called {quoted(owner['name'])}"
            + ("" if "lang" not in owner else f" in {_LANGUAGES.get(lang, lang)}")
        )
        printed = sorted(t for n, t in self.included_lines if n == owner["name"])
        if printed:  # (its name is printed, in another language: no closer name to say)
            said = " and ".join(_LANGUAGES.get(t, t) for t in printed)
            message += f"; they print it in {said} (lang: {printed[0]})"
            self.found.append(diagnostic("R029", message, self.doc.span((*where, "lang"))))
            return lang, []
        names = {name for name, _ in self.included_lines}
        self.unknown("R029", message, owner["name"], names, (*where, "name"))
        return lang, []

    def type_of(self, card: dict[str, Any]) -> str:
        """A card's type: the game's ``type``; not given, the type the included files give
        the card whose lines it takes (its name, in its ``lang``; not given, French, else
        English, as ``lines_of``), when a game card may have it; else a Character."""
        if "type" in card or "abilities" in card or "include" not in self.data:
            return str(card.get("type", "character"))
        for tongue in [card["lang"]] if "lang" in card else ["fr", "en"]:
            if (card["name"], tongue) in self.included_lines:
                return self.included_types.get((card["name"], tongue), "character")
        return "character"

    def printed_too(self, where: JsonPath, owner: dict[str, Any], lang: str) -> None:
        """R030 (info) for a card that writes its own abilities while an included file
        prints lines for it (in its language): its own are played, the file's are not."""
        printed = self.included_lines.get((owner["name"], lang), [])
        if printed:
            lines = "line" if len(printed) == 1 else f"{len(printed)} lines"
            message = (
                f"{owner['name']} writes its own abilities: the {lines} an included file prints "
                "for it are not played"
            )
            self.found.append(
                diagnostic("R030", message, self.doc.span((*where, "abilities"), key=True))
            )

    def include(self, ruleset: Ruleset) -> None:
        """The ability lines of the files the game includes (``includes``), by card name
        and language, for the cards that write none (``lines_of``)."""
        files, problems = included(self.doc, ruleset, _printed_lines)
        self.found.extend(problems)
        self.unread_lists = has_errors(problems)  # (then no card is told it has no lines)
        for one in files:
            for j, entry in enumerate(one.entries):
                span = one.document.span(("abilities", j, "text"))
                key = (entry["name"], entry["lang"])
                self.included_lines.setdefault(key, []).append((entry["text"], span))
                if entry.get("card_type") in CARD_TYPES:
                    self.included_types.setdefault(key, entry["card_type"])

    def token_profiles(self, abilities: list[list[dict[str, Any]]]) -> dict[str, dict[str, Any]]:
        """The game's ``tokens:`` by the name the IR gives them ("Aérolithe": "aerolith"),
        each as a token the text describes: its kind, statistics, subtypes and the IR of
        its abilities (``abilities``, in their order)."""
        out: dict[str, dict[str, Any]] = {}
        for (name, given), ir in zip(self.data.get("tokens", {}).items(), abilities, strict=True):
            profile: dict[str, Any] = {}
            if given.get("type") == LANDMARK:
                profile["type"] = LANDMARK
                if "stats" in given:  # (the schema asks a Character's)
                    message = f"a Landmark Permanent token has no statistics ({quoted(name)})"
                    self.error("S001", message, ("tokens", name, "stats"))
            else:
                profile["stats"] = [given["stats"][s] for s in STATS]
            if given.get("subtypes"):
                profile["subtypes"] = [subtype_named(s) for s in given["subtypes"]]
            if ir:
                profile["compiled"] = ir
            if token_named(name) in out:  # "Aérolithe" and "Aerolith": one token
                self.twice(name)
            out.setdefault(token_named(name), profile)
        return out

    def with_tokens(
        self,
        entry: Any,
        profiles: dict[str, dict[str, Any]],
        used: set[str],
        within: frozenset[str] = frozenset(),
    ) -> Any:
        """``entry`` (an ability's IR) with each token it creates by name only given the
        statistics the game gives it, and the tokens that token's abilities create, in
        turn (``within``: the tokens whose abilities these are; one creating itself is not
        given again); the names given are added to ``used``."""
        if isinstance(entry, list):
            return [self.with_tokens(item, profiles, used, within) for item in entry]
        if not isinstance(entry, dict):
            return entry
        out = {k: self.with_tokens(value, profiles, used, within) for k, value in entry.items()}
        token = entry.get("token")
        if entry.get("op") == "token.create" and isinstance(token, dict) and set(token) == {"name"}:
            named = token_named(str(token["name"]))
            self.created.add(named)
            if named in profiles and named not in within:
                used.add(named)
                given = dict(profiles[named])
                if "compiled" in given:
                    inner = within | {named}
                    given["compiled"] = self.with_tokens(given["compiled"], profiles, used, inner)
                out["token"] = {**token, **given}
        return out

    def twice(self, name: str) -> None:
        """S001 at a token of ``tokens:`` that an entry before it already says."""
        first = next(n for n in self.data["tokens"] if token_named(n) == token_named(name))
        message = f"{quoted(name)} is the token {quoted(first)} says already: say what it is once"
        where = self.doc.span(("tokens", name), key=True)
        self.found.append(diagnostic("S001", message, where))

    def unused_tokens(self, used: set[str]) -> None:
        """R027 at each token of ``tokens:`` that no card creates by that name."""
        for name in self.data.get("tokens", {}):
            if token_named(name) not in used:
                message = f"no card creates a token called {quoted(name)} by its name alone"
                where: JsonPath = ("tokens", name)
                said = [w for n in sorted(self.created) for w in token_words(n)]
                self.unknown("R027", message, name, said, where, key=True)

    def cards(self, players: list[Player]) -> list[Card]:
        out: list[Card] = []
        known = {p.name for p in players}
        compiled = self.abilities()
        cards = compiled[: len(self.data["cards"])]
        profiles, used = self.token_profiles(compiled[len(self.data["cards"]) :]), set[str]()
        for (i, data), ir in zip(enumerate(self.data["cards"]), cards, strict=True):
            here: JsonPath = ("cards", i)
            name = data["name"]
            if any(c.name == name for c in out) or name in known:
                self.named_twice("players or cards", name, (*here, "name"))
                continue
            if data["controller"] not in known:
                message = f"no player called {quoted(data['controller'])}"
                self.unknown("R002", message, data["controller"], known, (*here, "controller"))
                continue
            abilities = [
                Reaction.from_ir(
                    {
                        **self.with_tokens(entry, profiles, used),
                        "name": entry["source"],
                        "action": entry["kind"],
                    }
                )
                for entry in ir
            ]
            out.append(
                Card(
                    name,
                    data["controller"],
                    type=self.type_of(data),
                    zone=data.get("zone", "hand"),
                    expedition=data.get("expedition", "hero"),
                    cost=data.get("cost", 0),
                    reserve_cost=data.get("reserve_cost", data.get("cost", 0)),
                    stats=dict(data.get("stats", {})),
                    counters=dict(data.get("counters", {})),
                    statuses=set(data.get("statuses", [])),
                    subtypes=frozenset(map(subtype_named, data.get("subtypes", []))),
                    **keywords(abilities),
                    exhausted=data.get("exhausted", False),
                    abilities=abilities,
                    cannot_activate=dict(data.get("cannot_activate", {})),
                )
            )
        self.unused_tokens(used)
        return out

    def turns(self, players: list[Player], cards: list[Card]) -> dict[str, list[list[Action]]]:
        by_name = {c.name: c for c in cards}
        out: dict[str, list[list[Action]]] = {}
        for who, turns in self.data.get("turns", {}).items():
            if who not in {p.name for p in players}:
                names = [p.name for p in players]
                self.unknown(
                    "R002", f"no player called {quoted(who)}", who, names, ("turns", who), key=True
                )
                continue
            out[who] = [
                [self.action(who, by_name, raw, ("turns", who, t, a)) for a, raw in enumerate(turn)]
                for t, turn in enumerate(turns)
            ]
            for t, turn in enumerate(out[who]):
                self.after_the_end(turn, ("turns", who, t))
        return out

    def after_the_end(self, turn: list[Action], where: JsonPath) -> None:
        """R012 at an action after the turn's card or pass: the turn ends there (R002-24),
        so the engine would never take it."""
        ends = next((i for i, a in enumerate(turn) if a.kind in ("play", "pass")), len(turn))
        if ends + 1 < len(turn):
            said = "a card played" if turn[ends].kind == "play" else "a pass"
            message = f"the turn ends with {said} (R002-24): nothing after it is taken"
            self.error("R012", message, (*where, ends + 1))

    def action(self, who: str, by_name: dict[str, Card], raw: Any, where: JsonPath) -> Action:
        span = self.doc.span(where)
        if raw == "pass":
            return Action("pass", {}, span)
        kind = "play" if "play" in raw else "use"
        card = by_name.get(raw[kind])
        defined = [c["name"] for c in self.data.get("cards", [])]
        token = self.a_token(raw[kind]) if card is None and kind == "use" else None
        if token is not None:  # a token a card creates: whether it is there is told as the
            raw = {**raw, kind: token}  # turn comes, by the name it is made with
        elif card is None:
            if raw[kind] not in defined:  # a defined card left out has its own error
                message = f"no card called {quoted(raw[kind])}"
                known = defined + self.token_names(raw[kind]) if kind == "use" else defined
                self.unknown("R002", message, raw[kind], known, (*where, kind))
        elif card.side != who:
            self.error("R012", f"{who} does not control {card.name}", (*where, kind))
        elif kind == "use" and len(card.quick_actions()) <= raw.get("ability", 0):
            self.error("R005", _no_such_quick_action(card, raw.get("ability", 0)), (*where, kind))
        args = {"card": raw[kind], **{k: v for k, v in raw.items() if k != kind}}
        return Action(kind, args, span)

    def a_token(self, name: str) -> str | None:
        """The name a token of this game is made with ("Aerolith token 1") that ``name``
        says, in either language ("Aérolithe token 1"): a token a card creates by name ("un
        jeton Aérolithe"), its number given as it is made; None when it says none."""
        shown, _, number = name.rpartition(" token ")
        named = token_named(shown)
        if not number.isdecimal() or named not in self.created:
            return None
        return f"{shown_name(named)} token {int(number)}"

    def token_names(self, name: str) -> list[str]:
        """The names the tokens cards create by name are made with, numbered as ``name``
        is ("Aerolith token 1" for "Aerolit token 1"): what it may have meant."""
        _, _, number = name.rpartition(" token ")
        if not number.isdecimal():
            return []
        return [f"{shown_name(n)} token {int(number)}" for n in sorted(self.created)]

    def tokens_answer(self, decide: str, answer: Any) -> str | None:
        """The name a token (``target``) or a token's reaction (``pending``) is made with
        ("Aerolith token 1", "Aerolith token 1/0") that ``answer`` says, in either language
        ("Aérolithe token 1/0"): whether it is there is told as the choice is asked (R019
        when it never is); None when it names none."""
        if decide == "target":
            return self.a_token(str(answer))
        head, _, k = str(answer).rpartition("/")
        token = self.a_token(head) if decide == "pending" and k.isdecimal() else None
        return None if token is None else f"{token}/{int(k)}"

    def choices(
        self, players: list[Player], cards: list[Card], zones: Sequence[Zone]
    ) -> list[Choice]:
        """The scripted choices; one of no player, naming a reaction or an option no card
        has (``ANSWERS``), or a reaction its player may not play (``_not_theirs``), is an
        error at its line."""
        out: list[Choice] = []
        names = {p.name for p in players}
        for i, data in enumerate(self.data.get("choices", [])):
            here: JsonPath = ("choices", i)
            if data["who"] not in names:
                message = f"no player called {quoted(data['who'])}"
                self.unknown("R002", message, data["who"], names, (*here, "who"))
                continue
            answer, named = data["answer"], ANSWERS.get(data["decide"])
            if (token := self.tokens_answer(data["decide"], answer)) is not None:
                answer = token
            elif named is not None and answer not in (known := named[1](cards)):
                message = f"no {named[0]} {quoted(answer)}" + ("" if known else f" ({named[2]})")
                self.unknown("R005", message, answer, known, (*here, "answer"))
                continue
            elif data["decide"] == "pending" and (
                why := _not_theirs(data["who"], answer, cards, zones)
            ):
                self.error("R012", why, (*here, "answer"))
                continue
            span = self.doc.span(here)
            out.append(Choice(data["who"], data["decide"], answer, data.get("about"), span))
        return out


def _not_theirs(who: str, answer: Any, cards: list[Card], zones: Sequence[Zone]) -> str | None:
    """Why ``who`` may not name the reaction ``answer`` in a ``pending`` choice: another
    player controls its card, and in no zone reactions wait in may ``who`` name it (the
    runtime's rule, ``reactor.may_name``: from the Limbo a player plays their own, R002-04,
    R002-06); None when they may."""
    card = next((c for c in cards if any(a.name == answer for a in c.abilities)), None)
    if card is None or not zones or any(may_name(z.order, who, card.side) for z in zones):
        return None
    zone = zones[0]
    return (
        f"{who} cannot play {quoted(answer)}: {card.name} is {card.side}'s, and a player plays "
        f"only their own reactions from the {zone.name.capitalize()} ({zone.rule})"
    )


def _options(cards: list[Card]) -> set[str]:
    """The options of every card's lists ("Choisissez l'un :" and the "•" lines after it):
    their texts, as a scripted ``option`` answer names them; each change of one of
    several ("gagne [[Fugace]] ou [[Ancré]]"), by its label (``gains.label``); and, when a
    card activates "one of its {j} abilities" (``abilities.activate`` with a ``count``),
    every card's abilities by the names the runtime gives them ("Héraut/1")."""
    effects = [
        op for card in cards for ability in card.abilities for op in ability.part_ops("effect")
    ]
    texts = {str(choice.get("text", "")) for op in effects for choice in op.get("choices") or []}
    labels = {gains.label(op) for op in effects if op.get("one_of")}
    which = any(_activates_some(op) for op in effects)
    return texts | labels | ({a.name for c in cards for a in c.abilities} if which else set())


def _activates_some(op: Any) -> bool:
    """Whether ``op``, or an op it carries out, activates "one of its {j} abilities": the
    effect's controller picks which (the runtime's ``Engine._some``, a decision ``option``)."""
    if isinstance(op, list):
        return any(_activates_some(one) for one in op)
    if not isinstance(op, dict):
        return False
    if op.get("op") == "abilities.activate" and "count" in op:
        return True
    return any(_activates_some(value) for value in op.values())


# The decisions whose answer must name something the game has: what it names (for the
# message), the names the cards give, and what to say when they give none.
ANSWERS: dict[str, tuple[str, Callable[[list[Card]], set[str]], str]] = {
    "pending": (
        "reaction called",
        lambda cards: {a.name for c in cards for a in c.abilities},
        "no card has an ability",
    ),
    "option": (
        "card has the option",
        _options,
        "no card has a list of options: a line 'Choisissez l'un :' / 'Choose one:' and its "
        "'•' lines, one of several changes ('gagne [[Fugace]] ou [[Ancré]]'), or 'one of its "
        "{j} abilities', answered by the ability's name ('Héraut/1')",
    ),
    "play": ("card called", lambda cards: {c.name for c in cards}, "the game has no card"),
    "hand": ("card called", lambda cards: {c.name for c in cards}, "the game has no card"),
}


def load_game(path: str | Path) -> tuple[Game | None, list[Diagnostic]]:
    """Read an Altered game file for ``runtime.altered.engine.simulate``.

    Returns:
        The game (None when any error was found) and every diagnostic, in file order.
    """
    document, found = load_checked(path, "altered-game")
    if document is None:
        return None, found
    ruleset, problems = ruleset_of_file(document, path, "altered")
    if ruleset is None:
        return None, [*found, *problems]
    reader = _Reader(document)
    reader.include(ruleset)
    players = reader.players()
    regions = reader.regions()
    cards = reader.cards(players)
    turns = reader.turns(players, cards)
    choices = reader.choices(players, cards, list(ruleset.zones.values()))
    reader.found.extend(unknown_options(document, ruleset))
    reader.found.extend(open_decisions(document, ruleset))
    found.extend(reader.found)
    found.sort(key=file_order)
    if has_errors(found):
        return None, found
    game = Game(
        ruleset=ruleset,
        players=players,
        cards=cards,
        turns=turns,
        days=document.data.get("days", 1),
        name=document.data.get("scenario", Path(path).stem),
        choices=choices,
        options=dict(document.data.get("options", {})),
        regions=regions,
    )
    return game, found


def _no_such_quick_action(card: Card, index: int) -> str:
    """Why ``use`` of ``card``'s quick action ``index`` (from 0) cannot be taken."""
    have = len(card.quick_actions())
    if not have:
        return f"{card.name} has no quick action to use (a line 'Cost : Effect', as '{{T}} : ...')"
    ones = "one quick action" if have == 1 else f"{have} quick actions"
    return f"{card.name} has {ones}: ability {index} is not one (they count from 0)"
