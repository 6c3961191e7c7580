"""Never widen: every content word of a golden trigger is read into its IR.

A reading that drops words fires more often than the text says ("You take damage from an
attack" read without "from an attack" fires on ongoing damage too). For every golden
trigger the grammar reads (``golden/triggers.yaml``), each word of the sentence must be
accounted for: a function word (:data:`FUNCTION`), a word of the names the entry masks
(the monster, its powers, the item), a word written in the IR (a key or a value: "melee"
in ``attack_kind: melee``, "hit" in ``attack.hit``), or a word :data:`SAID_BY` says an IR
word stands for ("squares" by ``within``, "saving" by ``save``). The tables are how each
word is read; a word in none of them fails the test, which names the sentence.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from ruamel.yaml import YAML

from counterplay.compiler.to_ir import trigger

GOLDEN = Path(__file__).resolve().parent / "golden" / "triggers.yaml"

# Words that carry no condition of their own: articles, pronouns, prepositions, auxiliaries,
# joins, the lead ("When ...") and the usage note after a closing comma ("..., at-will").
FUNCTION = frozenset(
    """a an the any each every one another other you your yourself it its his her him their
    them they he she this that which who whose of to in into on at by for from with as than
    and or but when whenever while if is are was were be being been has have having does do
    can would must also there where such up yet just least more no not don't doesn't aren't
    haven't you're make makes making made made take takes takers use uses using used
    at-will encounter daily recharge trigger triggered during""".split()
)

# IR word -> the words of a sentence it stands for (besides itself).
SAID_BY: dict[str, str] = {
    "hit": "hits struck",
    "miss": "misses missed",
    "attack": "attacks attacked attacker attack's power power's powers spell targets target targeted",
    "target": "targets targeted",
    "critical": "score scores scored",
    "roll": "rolls d20 natural",
    "save": "saving throw saves succeeds successful fails roll",
    "fail": "fails failed",
    "succeed": "succeeds successful",
    "check": "checks ability",
    "skill": "check checks",
    "damage": "damages damaged deal deals dealt taken taking",
    "take": "takes taken taking",
    "zero": "0 hit points point fewer less below drops drop reduces reduce reduced dropped falls dies kill kills killed",
    "hp": "0 hit points point fewer less below drops drop reduces reduce reduced dropped falls",
    "bloodied": "bloodies bloody",
    "move": "moves moving moved movement walks runs",
    "end": "ends finish",
    "start": "starts started begins beginning",
    "turn": "turn",
    "shift": "shifts shifting",
    "teleport": "teleports",
    "forced": "push pull slide pushed pulled slid subjected subject knocked moved movement",
    "push": "pushes pushed",
    "pull": "pulls pulled",
    "slide": "slides slid",
    "enter": "enters into",
    "leave": "leaves out",
    "condition": "dazes stuns slows immobilizes restrains weakens dominates blinds becomes affected subjected",
    "gain": "gains",
    "spend": "spends spending",
    "surge": "healing",
    "heal": "regains hit points",
    "use": "uses",
    "power": "feature class racial power's",
    "within": "squares square",
    "adjacent": "square space",
    "in": "burst zone",
    "area": "burst zone",
    "reach": "reach",
    "range": "range",
    "visible": "see line sight",
    "sees": "see",
    "marked": "marked",
    "cursed": "curse warlock's",
    "affected": "designated affected",
    "implement": "rod orb staff wand totem tome item",
    "weapon": "blade bow crossbow spear",
    "escape": "escapes grab",
    "charge": "charges",
    "stand": "stands up",
    "prone": "knocked",
    "death": "dies die dying",
    "flanking": "flanks flank",
    "cover": "benefiting partial",
    "concealment": "partial",
    "typed": "specific particular type such radiant fire",
    "dislike": "dislikes like",
    "result": "result",
    "provokes": "opportunity attack",
    "named": "companion",
    "companion": "wolf zephyr living animal",
    "size": "larger",
    "level": "5th-level lower",
    "heals": "heal",
    "against": "opposed",
    "nth": "second",
    "farther": "away",
    "not": "longer",
    "time": "time",
}


_CITATION = re.compile(r"\([^()]*\bpage\b[^()]*\)", re.IGNORECASE)


def _words_of(value: Any, out: set[str]) -> set[str]:
    """The words written in an IR (keys and values, "attack.hit" as "attack" and "hit")."""
    if isinstance(value, dict):
        for key, inner in value.items():
            out.update(re.split(r"[._ ]", key))
            _words_of(inner, out)
    elif isinstance(value, list):
        for inner in value:
            _words_of(inner, out)
    elif isinstance(value, str):
        out.update(re.split(r"[._ ]", value.lower()))
    elif isinstance(value, int) and not isinstance(value, bool):
        out.add(str(value))
    return out


def unaccounted(text: str, ir: dict[str, Any], names: list[str]) -> list[str]:
    """The words of ``text`` its IR does not account for."""
    said = _words_of(ir, set())
    said |= {w for key in said for w in SAID_BY.get(key, "").split()}
    masked = {w for n in names for w in n.lower().split()}
    text = _CITATION.sub("", text)  # a book reference, not a condition (names.blank_citations)
    words = re.findall(r"[a-z0-9]+(?:['-][a-z0-9]+)*", text.lower())
    return [w for w in words if w not in FUNCTION | said | masked]


def test_every_word_of_a_golden_trigger_is_in_its_ir() -> None:
    entries = YAML(typ="safe").load(GOLDEN.read_text("utf-8"))
    wrong = []
    for entry in entries:
        own = [entry["self"]] if entry.get("self") else []
        powers, items = entry.get("powers", []), entry.get("items", [])
        ir, _ = trigger(entry["text"], None, own, powers, items)
        names = [*own, *powers, *items]
        if ir["event"] == "unparsed":
            continue  # refused: nothing read, nothing widened
        missing = unaccounted(entry["text"], ir, names)
        if missing:
            wrong.append(f"{entry['text']!r}: {missing}")
    assert not wrong, "\n".join(wrong)


def test_a_dropped_phrase_is_caught() -> None:
    # the check itself: an IR without "from an attack" leaves "attack" unaccounted
    ir = {"event": "damage.take", "actor": {"role": "creature"}, "target": {"role": "self"}}
    assert unaccounted("You take damage from an attack.", ir, []) == ["attack"]
    ir = {"event": "attack.hit", "actor": {"role": "self"}, "qualifiers": {"keywords": ["weapon"]}}
    assert unaccounted("You hit an enemy using a pick.", ir, []) == ["enemy", "pick"]
