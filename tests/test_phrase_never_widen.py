"""Never widen: every content word of a golden trigger, and of a golden effect clause, is
read into its IR.

A reading that drops words fires more often than the text says ("You take damage from an
attack" read without "from an attack" fires on ongoing damage too). For every golden
trigger the grammar reads (``golden/triggers.yaml``), each word of the sentence must be
accounted for: a function word (:data:`FUNCTION`), a word of the names the entry masks
(the monster, its powers, the item), a word written in the IR (a key or a value: "melee"
in ``attack_kind: melee``, "hit" in ``attack.hit``), or a word :data:`SAID_BY` says an IR
word stands for ("squares" by ``within``, "saving" by ``save``). The tables are how each
word is read; a word in none of them fails the test, which names the sentence. Effect
clauses (``golden/effects.yaml``) are checked the same way against their ops, with the words
an op of effect text stands for (:data:`EFFECT_SAID_BY`).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from bench.phrase_coverage import effect_texts, monster_triggers, power_triggers
from counterplay.compiler.dnd4e.parse import fold, mask_by_role
from counterplay.compiler.dnd4e.verbs import VERBS
from counterplay.compiler.dnd4e.vocabulary import TERMINALS
from counterplay.compiler.to_ir import effect_clauses, trigger
from tests import goldenkit

# Words that carry no condition of their own: articles, pronouns, prepositions, auxiliaries,
# joins, the lead ("When ...") and the usage note after a closing comma ("..., at-will").
_FUNCTION_WORDS = """
    a an the any each every one another other you your yours yourself it its his her him their
    them they he she this that which who whose of to in into on at by for from with as
    than and or but when whenever while if is are was were be being been has have having
    does do can would must also there where such up yet just least more no not don't
    doesn't aren't isn't haven't you're make makes making made take takes use uses
    using used at-will encounter daily recharge trigger triggered during against within
    through part out all any again either
"""
FUNCTION = frozenset(_FUNCTION_WORDS.split())

# IR word: the words of a sentence it stands for (besides itself), one IR word a line
SAID_BY_LINES = """
hit: hits struck attack
miss: misses missed
attack: attacks attacked attacker attack's power power's powers spell targets target targeted
excludes: include included
includes: include
death: kill kills killed dies die dying
minion: nonminion non-minion
effect: subjected subject affected receives applies
attempt: attempts
would: attempts
flank: flanks
ally: allies ally's
allies: ally
enemy: enemies enemy's
shift: without shifts shifting
provoke: provokes action attack attacks
none: no creature target affected
kind: attack
prone: fall falls knocks knocked
unconscious: falls
area: within burst zone
range: within range
zero: 1 below 0 hit points point fewer less drops
zero: drop reduces reduce reduced dropped falls dies kill kills killed
regain: regains
grants: granting grant
keywords: keyword
forced: effect affected subject subjected push pull slide pushed pulled slid knocked moved movement
moved: move moving without
start: start starts started begins beginning
trigger: triggers
fall: falls
rest: finish
run: action
distance: square squares more than
typed: deals damage keyword specific particular type such radiant fire
resisted: resists
purpose: object perform force opponent dying creature
reach: square within reach
utility: attack
ongoing: damage deals dealing
condition: effect
dazed: dazing
stunned: stunning
dominated: dominating
immobilized: immobilizing
restrained: restraining
slowed: slowing
enemy: foe foes opponent opponents
forced: pushes pulls slides forces
flanking: position space
effect: suffers suffer
bloodied: become becomes
condition: become becomes
augmented: unaugmented
none: creatures engulfed
not: nonadjacent
grabbing: grabbed
charge: charging
death: slay slays
initiative: checks
skill: roll
typed: combination types
damage: dealing
dominated: dominate
stunned: stun
survives: die
keywords: effect
effect: condition
cursed: under
forced: move
minion: minions
named: control creatures companion
initiative: check
result: check result
highest: higher combatant's
surges: surge remaining
power: remaining feature class racial power's
grant: grants enable spend
from: gained spending
attacked: without attack
end: end ends finish
can: produce effect allows
not: conscious longer
move: square moves moving moved movement walks runs
teleport: out square teleports
skill: ability check checks
by: attack
weapon: attack blade bow crossbow spear
target: targets targeted
critical: score scores scored hit
roll: rolls d20 natural
save: saving throw saves succeeds successful fails roll
fail: fails failed
succeed: succeeds successful
check: checks ability
damage: damages damaged deal deals dealt taken taking causes
take: takes taken taking
hp: 0 hit points point fewer less below drops drop reduces reduce reduced dropped falls
bloodied: bloodies bloody becomes
turn: turn
push: pushes pushed
pull: pulls pulled
slide: slides slid
enter: enters into
leave: leaves out
condition: dazes stuns slows immobilizes restrains
condition: weakens dominates blinds becomes affected subjected
gain: gains
spend: spends spending
surge: healing
heal: regain regains hit points
use: uses
within: squares square
adjacent: square space
in: burst zone
visible: see line sight
sees: see
marked: marked
cursed: curse warlock's
affected: designated affected
implement: rod orb staff wand totem tome item
escape: escapes grab
charge: charges
stand: stands up prone
flanking: flanks flank
cover: benefiting partial
concealment: partial
dislike: dislikes like
provokes: opportunity attack
companion: wolf zephyr living animal
size: larger
level: 5th-level lower
heals: heal
against: opposed
nth: second
farther: away
time: time
keywords: power attack
implement: power attack
charge: start end
willing: willingly
miss: roll
kind: roll
disliked: dislike result
escape: tentacle
granted: class feature uses
cursed: affected
affected: feature
zone: created
form: change assume
purpose: swimming climbing required
roll: 20
save: required
distance: 3
condition: subject
power: damage
zero: damage
hp: damage
not: time
since: end
level: power
self: creature
would: tries
prone: knock
area: aura
from: result
power: attack's
fall: falling
effect: becomes become
damage: injured wounded
marked: marks mark
forced: forcibly
flanked: flanks
critical: subject
quarry: prey
grabbed: grabbing
teleport: teleporting
temp: temporary
square: space
weapon: wielding
implement: wielding
critical: critically
death: slain
zero: fall
bloodied: unbloodied
size: smaller bigger
all: no hit hits
save: effect
use: spend spends
charge: charged
flank: flanked
thrown: weapon
"""
SAID_BY: dict[str, set[str]] = {}
for _line in SAID_BY_LINES.strip().splitlines():
    _key, _words = _line.split(":")
    SAID_BY.setdefault(_key, set()).update(_words.split())
# a verb of the lexicon stands for what it fixes ("slow you": condition slowed)
for _verb in VERBS:
    for _value in _verb.qualifiers.values():
        SAID_BY.setdefault(str(_value), set()).update(_verb.forms)


_USAGE = re.compile(r",\s*recharges?\s+when\s+.*$", re.IGNORECASE)  # the usage note
_LEAD = re.compile(
    r"^\s*(?:(?:(?:you\s+can\s+)?use\s+this\s+power|this\s+power\s+triggers)\s+(?:when|if)"
    r"|each\s+time)\b",
    re.IGNORECASE,
)  # the lead
_CITATION = re.compile(r"\([^()]*\bpage\b[^()]*\)", re.IGNORECASE)


def _words_of(value: Any, out: set[str]) -> set[str]:
    """The words written in an IR (keys and values, "attack.hit" as "attack" and "hit"), and
    each key and value whole ("end_of_attack": a table may say what a whole value stands
    for where its parts are too common to)."""
    if isinstance(value, dict):
        for key, inner in value.items():
            if key == "text":  # the sentence itself, not a reading of it
                continue
            out.update([key, *re.split(r"[._ ]", key)])
            _words_of(inner, out)
    elif isinstance(value, list):
        for inner in value:
            _words_of(inner, out)
    elif isinstance(value, str):
        # (a creature in words, "named name=glimmer", "ally adjacent_to=self": each part)
        out.update([value.lower(), *re.split(r"[._ =]", value.lower())])
    elif isinstance(value, int | float) and not isinstance(value, bool):
        out.update({str(value), str(abs(value))})  # ("-2": "a -2 penalty")
    return out


_WORD = re.compile(r"[a-z0-9]+(?:['-][a-z0-9]+)*")


def _straight(text: str) -> str:
    """Lower case, with a typographic apostrophe (’, as the readers take it) straight:
    "the target’s" is the word "target's", not "target" and a stray "s"."""
    return text.lower().replace("\u2019", "'")


def unaccounted(
    text: str, ir: dict[str, Any], names: list[str], said_by: dict[str, set[str]] | None = None
) -> list[str]:
    """The words of ``text`` its IR does not account for (``said_by``: the words each IR
    word stands for; :data:`SAID_BY` unless given)."""
    said = _words_of(ir, set())
    said |= {w for key in said for w in (SAID_BY if said_by is None else said_by).get(key, ())}
    masked = {w for n in names for w in _WORD.findall(_straight(n))}
    text = _LEAD.sub(
        "", _USAGE.sub("", _CITATION.sub("", text))
    )  # a book reference, not a condition (names.blank_citations)
    words = _WORD.findall(_straight(text))
    known = FUNCTION | said | masked

    def accounted(word: str) -> bool:
        # two words glued ("witha", "missedby") as the lexer splits them: each accounted
        glued = any(word[:i] in known and word[i:] in known for i in range(1, len(word)))
        return word in known or word.removesuffix("'s") in known or glued

    return [w for w in words if not accounted(w)]


# Readings known to drop words, each with why it reads no wider than the text ("hits or
# misses" is every attack; docs/phrases.md, "Never widen"): the golden triggers they are,
# by the corpus record the golden points at (its sentence is not copied here)
KNOWN = {
    "powers.jsonl#sTeHf5ajGxZ07YvB": "not wider: 'hits or misses' is every attack",
    "powers.jsonl#fDmshM1GWIFow5H6": "not wider: damaged false",
    "powers.jsonl#bKBQMY1rSNvFeO7s": "not wider: distance_min 4",
    "powers.jsonl#a1k8XrohwLEtOzID": "not wider: any square",
    "powers.jsonl#HhL9XZgjQuPzEAJW": "not wider: from_hit",
    "powers.jsonl#hg0nIOEejqNWHxJl": "not wider: a death save is death_save.*, never save.*"
    " (DESIGN.md)",
}


def _known(entry: dict[str, object]) -> bool:
    """Whether a golden trigger (as written, a reference or a made-up text) is in KNOWN."""
    text = entry["text"]
    return goldenkit.is_reference(text) and text["corpus"] in KNOWN  # type: ignore[index]


def test_every_word_of_a_golden_trigger_is_in_its_ir() -> None:
    written = [e for e in goldenkit.load("triggers.yaml") if not _known(e)]
    entries = goldenkit.available(written)  # the corpus ones when the corpus is here
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


# Effect ops: the words an op's key or value stands for besides itself ("resist" for "take
# half damage", "keep" for "use the ... result"). Ops such as force_miss, redirect,
# damage_type and critical_hit are of the triggering attack by what they are, so they
# account for "the triggering attack" that names it; "triggering" is the one creature the
# trigger names, so "the triggering ally" (an ally by the trigger) is it.
EFFECT_SAID_BY_LINES = """
caused: causes cause reduced reduces
weapon: weapons
advantage: attackers
redirect: attacks roll
either: whichever prefer d20
temp: left
surge: two
fortitude: defenses
reflex: defenses
will: defenses
natural: attack
size: smaller
keep: result results
bonus: increases increased
regeneration: gain gains
immune: effects
lose: damage
duration: until lasts end ends both current before
before: end
by: before
end: ends
or: until
bonus: gain gains gained grants equal
penalty: take takes equal
value: equal
amount: equal number additional
temp: temporary
square: space
weapon: wielding
implement: wielding
hp: hit points point gain gains
heal: regain regains heals hit points additional had spent
resist: take takes only half reduce reduced resistance damage gain gains triggering attack deals
vulnerable: gain gains damage
negate: take takes no cancel canceled affect triggering missed attack reduce 0
weapon: w
ability: modifier
checks: check
triggering: attack attacks enemy ally creature attacking attacker power triggering type condition
target: enemy creature enemies
enemies: enemy
chosen: enemy creature
force: triggering attack
miss: misses attack
missed: triggering
attack: rolls roll attacks
damage: rolls roll deal deals dealt type types
damaged: damage
reroll: rerolls failed penalty
roll: saving throw
saving: throw throws
save: saving throw throws saves
distance: square squares
speed: number equal
push: pushes pushed
pull: pulls pulled
slide: slides slid
condition: is are become becomes knock knocks knocked
marked: mark
grabbed: grab escape
redirect: instead hit hits attack triggering targets ally opportunity
combat: grants gain gains
choice: choose following effects
surge: spend spends healing regain points
prevent: cannot can't not
provoke: movement
concealment: gain gains
cover: gain gains
keep: use lower first
result: roll
zone: creates create blast burst close attack
aura: activate
times: twice
obscured: lightly
not: expend
targeted: triggering attack
expended: expend
lose: get normal
add: additional triggering power
curse: place
quarry: designate hunter's
instead: place
attack: following
swap: places positions swapping
teleport: swapping
ignore: ignores immunities resistances even
terrain: squares
shift: then
end: movement
near: adjacent
not_near: not can't cannot don't doesn't adjacent
deals: dealing hit hits attack
not: isn't aren't
critical: becomes normal triggering
max: maximized
limit: only creature legal new additional blast attack
per: plus
space: left
other: different another
end: escape longer
any: ability
milestone: you've reached today
even: rolled number attack
odd: rolled number attack
natural: roll
success: save
recharge: regain
power: regain
drop: drops hit points
self: hit
one: hit
type: damage attack's instead triggering attack changes
defense: attack instead
not: wasn't triggering attack
0.5: half one-half
set: reduced increased increases decreases drops becomes
each: turns
distance: number equal
modifier: number
destination: unoccupied square space ending different end
where: occupies occupied square
reappear: unoccupied space
after: resolved
done: so
levels: level 11th 21st
increase: increases
extra: bonus gain gains triggering attack
mode: gain gains
loss: lose loses remaining
surge: surges
2: two
3: three
4: four
5: five
success: succeed succeeds saved
failure: fail failed fails saving throw
redirect: become becomes
second: new
reroll: again missed triggering immediately re-roll
use: again
chosen: choose choice
counts: considered effects
set: treat resolve rolled had
half: one-half
swap: exchange spaces
once: first next time
trigger: each time
choice: benefits either type
expended: power isn't
combat: grant
negate: reduced negated unaffected ignore ignores
condition: gain gains qualities turn
disappear: disappears
off: off-hand
death: save
keywords: effects
named: type types
bonus: add
twice: two d20s triggering
dealt: attack took
resist: dealt
repeat: repeats
objects: anything
power: powers
recharge: powers recharges
check: roll
initiative: roll
lose: loses
provokes: provoking without opportunity attacks
defense: vs
movement: push pull slide shift charge move forced
position: shift move movement square space
levels: level
ongoing: damage
minor: action
area: blast burst
hide: become hidden
points: point
within: space unoccupied
force: enemy
creatures: creature
end_of_target_turn: triggering current attacker
unconscious: fall
prone: fall
triggering: took effect
save: end
immunity: target enemy
resistance: target enemy
against: attacks
space: occupied
critical: turns
saving: save
sum: plus
end_of_movement: after
add: attack
first_round: combat
choice: single
one_target: attack
target_defense: triggering
initiative: checks
hits: attack
after_failed_saves: first second
distance: teleportation
vulnerable: vulnerability
saves: effect
end_of_attack: triggering
target: primary same attacker
triggering: attacked
which: two rolls results
stance: assume assumes
"""
EFFECT_SAID_BY: dict[str, set[str]] = {k: set(v) for k, v in SAID_BY.items()}
for _line in EFFECT_SAID_BY_LINES.strip().splitlines():
    _key, _words = _line.split(":")
    EFFECT_SAID_BY.setdefault(_key, set()).update(_words.split())
# words of effect text that say nothing an op could hold ("In addition, ...", "already")
EFFECT_FUNCTION = frozenset(
    {"addition", "additionally", "already", "then", "however", "still", "immediately"}
)


def widened_effects(texts: list[str]) -> list[str]:
    """The read clauses of these Hit / Miss / Effect texts whose ops leave a word
    unaccounted, each with those words (a refused clause reads nothing, widens nothing)."""
    wrong = []
    for text in texts:
        for clause, ops, _ in effect_clauses(text):
            if not ops or any(op["op"] == "unparsed" for op in ops):
                continue
            missing = unaccounted(clause, {"ops": ops}, [], EFFECT_SAID_BY)
            missing = [w for w in missing if w not in EFFECT_FUNCTION]
            if missing:
                wrong.append(f"{clause!r}: {missing}")
    return wrong


def test_every_word_of_a_golden_effect_clause_is_in_its_ops() -> None:
    entries = goldenkit.available(goldenkit.load("effects.yaml"))  # corpus ones when here
    wrong = widened_effects([entry["text"] for entry in entries])
    assert not wrong, "\n".join(wrong)


# Read clauses of the tuned part of the corpus that drop a word: none are left (each was
# either a word missing from the table above or a reading fixed to keep it). The figure
# may only go down; a new reading that drops a word must be fixed, not allowed here.
TUNED_WIDENED_MAX = 0


@pytest.mark.slow
@pytest.mark.corpus
def test_read_effect_clauses_of_the_tuned_corpus_drop_no_word(corpus: Path) -> None:
    """Every read effect clause of the tuned part (never the held-out fifth: its clauses
    are not looked at) is checked word by word as the golden clauses are."""
    wrong = widened_effects(effect_texts(corpus / "dnd4e", part="tuned"))
    assert len(wrong) <= TUNED_WIDENED_MAX, "\n".join(wrong)


def test_a_dropped_word_of_an_effect_is_caught() -> None:
    # the check itself: a bonus read without "ranged" (as "against attacks" once was) or
    # without "next" leaves the word unaccounted
    ops = [{"op": "bonus", "stat": "ac", "value": 2, "against": "attacks", "target": "self"}]
    text = "You gain a +2 bonus to AC against ranged attacks."
    assert unaccounted(text, {"ops": ops}, [], EFFECT_SAID_BY) == ["ranged"]
    ops = [{"op": "bonus", "stat": "saving_throws", "value": 2, "target": "self"}]
    text = "You gain a +2 bonus to your next saving throw."
    assert unaccounted(text, {"ops": ops}, [], EFFECT_SAID_BY) == ["next"]
    # a penalty to every attack roll for one to "the triggering attack roll", or "closer"
    # read as "adjacent" (near), leaves the word unaccounted
    ops = [{"op": "penalty", "stat": "attack", "value": 4, "target": "target"}]
    text = "The target takes a -4 penalty to the triggering attack roll."
    assert unaccounted(text, {"ops": ops}, [], EFFECT_SAID_BY) == ["triggering"]
    ops = [{"op": "end_position", "near": "self", "who": "target"}]
    text = "The target must end this movement closer to you."
    assert unaccounted(text, {"ops": ops}, [], EFFECT_SAID_BY) == ["closer"]


# Made-up sentences whose words a reading used to drop or collapse (found by running the
# check above over the tuned part of the corpus): each keeps them now.
KEPT = [
    ("An enemy damages you with an attack.", {"from_attack": True}),
    ("An enemy damages you.", {}),
    (
        "Using an attack power, you drop an enemy to 0 hit points.",
        {"by": "self", "from_attack": True},
    ),
    ("An enemy uses an attack power.", {"utility": False}),
    ("An undead minion ally within 5 squares of you drops to 0 hit points.", {}),
    ("An enemy uses a power.", {}),
    (
        "You save against a slowing or immobilizing effect.",
        {"condition": ["slowed", "immobilized"]},
    ),
    (
        "You are subject to a dazing effect that a save can end.",
        {"condition": "dazed", "save_can_end": True},
    ),
    ("An ally saves against ongoing damage.", {"ongoing": True}),
    ("A creature saves against this power.", {"this_power": True}),
    ("An enemy hits an ally with an attack that deals ongoing damage.", {"ongoing": True}),
    (
        "An enemy hits you with an attack that deals ongoing fire damage.",
        {"ongoing": True, "damage_types": ["fire"]},
    ),
]


@pytest.mark.parametrize(("text", "qualifiers"), KEPT, ids=[t for t, _ in KEPT])
def test_words_once_dropped_are_kept(text: str, qualifiers: dict[str, Any]) -> None:
    ir, _ = trigger(text)
    assert ir["qualifiers"] == qualifiers
    assert not unaccounted(text, ir, [])


def test_a_minion_is_the_minion_filter_beside_a_creature_type() -> None:
    ir, _ = trigger("An undead minion ally within 5 squares of you drops to 0 hit points.")
    assert ir["actor"] == {"role": "ally", "creature_type": "undead", "minion": True, "within": 5}
    assert trigger("You hit a minion.")[0]["target"] == {"role": "creature", "minion": True}


# "the" + a creature type alone: in a monster's trigger the monster itself ("The dragon is
# first bloodied" of a dracolich; trigger_who.people_of_type)
_THE_TYPE = re.compile(
    r"\bthe ("
    + "|".join(map(re.escape, sorted(TERMINALS["CREATURE_TYPE"], key=len, reverse=True)))
    + r")\b(?!')"
)


def by_role(text: str) -> list[str]:
    """The words a monster's trigger may name the monster by ("the spitter": parse's last
    try, which reads them as the monster itself; "the dragon": its creature type)."""
    folded = fold(text)
    masked = mask_by_role(folded)
    own = "".join(c if m == "§" else " " for c, m in zip(folded, masked, strict=True))
    return [own, *(found.group(1) for found in _THE_TYPE.finditer(folded.lower()))]


# Read triggers of the tuned part of the corpus (never the held-out fifth): none has a word
# the tables above do not account for (a reading that drops a word of any fails). Fixed
# (each now read into the IR, with a made-up test in tests/test_trigger_kept_words.py): "tries
# to push you, stun you, or knock you prone" (the attempt on every verb), "wielding a melee
# weapon" (`owner_wielding: melee weapon`), an item's own implement or weapon ("this holy
# symbol": `item_kind`), "without shifting or teleporting" (`teleport: false`), "no enemy
# is restrained by this power" (`none_of`, `condition`), "out of a square adjacent to"
# (`from_adjacent_to`, no longer `away_from`), and two values of one filter or qualifier
# ("a fey humanoid": refused, no longer one dropped); the rest were stand-in words the
# tables lacked ("injured" for damage, "marks" for marked), and "drops to 0 hit points and
# is killed" (a death at 0 hit points: `hp_zero`, no longer any death). None remain.


@pytest.mark.slow
@pytest.mark.corpus
def test_the_tuned_corpus_triggers_keep_their_words(corpus: Path) -> None:
    cases = [(t, [], items, items) for t, items in power_triggers(corpus / "dnd4e", "tuned")]
    cases += [
        (t, [m], powers, [m, *powers])
        for m, t, powers in monster_triggers(corpus / "dnd4e", "tuned")
    ]
    known = {goldenkit.text({"corpus": where, "field": "trigger"}) for where in KNOWN}
    wrong = []
    for text, own, powers, names in cases:
        ir, _ = trigger(text, None, own, powers) if own else trigger(text, None, (), (), powers)
        if ir["event"] != "unparsed" and text not in known:
            missing = unaccounted(text, ir, [*names, *(by_role(text) if own else [])])
            if missing:
                wrong.append(f"{text!r}: {missing}")
    assert len(cases) > 3000
    assert not wrong, "\n".join(wrong)


def test_a_typographic_apostrophe_is_one_word_as_the_readers_take_it() -> None:
    text = "The target\u2019s speed is reduced to 2."
    ((_, (op,), _),) = effect_clauses(text)
    ir = {k: v for k, v in op.items() if k != "text"}
    assert unaccounted(text, ir, [], EFFECT_SAID_BY) == []
    assert unaccounted(text.replace("speed", "reach"), ir, [], EFFECT_SAID_BY) == ["reach"]
