"""Reading Altered ability lines (``compiler.altered.read``): the four kinds of seed 002's
1.2.4.c in every written syntax, French and English into one IR, conditions after the
comma, and bad input reported where it is. The lines are written for these tests."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from counterplay.compiler.altered.read import KINDS, Reading, read_ability
from counterplay.compiler.altered.words import lexicon, tokens
from counterplay.diagnostics import Severity, Span

SPAN = Span("cards.jsonl", 3, 10)


def _read(text: str, lang: str = "fr", card_type: str | None = "character") -> Reading:
    return read_ability(text, lang, SPAN, card_type)


def _same(trigger: dict[str, Any] | None) -> dict[str, Any] | None:
    return None if trigger is None else {k: v for k, v in trigger.items() if k != "text"}


# ---- kinds (R002-11, R002-16, R002-17) --------------------------------------------------

KIND_CASES = [
    ("{J} Piochez une carte.", "fr", "character", "reaction"),
    ("{H} Draw a card.", "en", "character", "reaction"),
    ("{R} Je gagne 1 boost.", "fr", "character", "reaction"),
    ("Lorsque vous jouez un Sort — Je gagne 1 boost.", "fr", "character", "reaction"),
    ("At Dusk — Each Character gains [[Fleeting]].", "en", "permanent", "reaction"),
    ("Vous sacrifiez un Personnage | Je gagne 2 boosts.", "fr", "character", "reaction"),
    ("You sacrifice a Character - I gain 2 boosts.", "en", "character", "reaction"),
    ("{I} Lorsque vous jouez un Sort — Je gagne 1 boost.", "fr", "character", "reaction"),
    ("{T} : Piochez une carte.", "fr", "permanent", "quick_action"),
    ("{D} : [Resupply].", "en", "character", "quick_action"),
    ("{T}, {2} : Draw a card.", "en", "permanent", "quick_action"),
    ("[Coriace 2].", "fr", "character", "passive"),
    ("[[Fleeting]].", "en", "spell", "passive"),
    (
        "Je coûte {2} de moins s'il y a au moins trois cartes épuisées en Réserve.",
        "fr",
        "spell",
        "passive",
    ),
    ("Vous pouvez jouer les Personnages épuisés de votre Réserve.", "fr", "character", "passive"),
    ("Piochez deux cartes.", "fr", "spell", "effect"),
    ("Target Character gains 2 boosts.", "en", "spell", "effect"),
    ("• Envoyez un Personnage ciblé en Réserve.", "fr", "spell", "effect"),
    ("If you do, draw a card.", "en", "character", "effect"),
    ("Choose one:", "en", "spell", "effect"),
]


@pytest.mark.parametrize(("text", "lang", "card_type", "kind"), KIND_CASES)
def test_every_syntax_gets_its_kind(text: str, lang: str, card_type: str, kind: str) -> None:
    """R002-11 (the reaction syntaxes), R002-17 (the four kinds)."""
    reading = _read(text, lang, card_type)
    assert reading.kind == kind, reading.diagnostics
    assert not [d for d in reading.diagnostics if d.severity is Severity.ERROR]
    assert (reading.trigger is not None) == (kind == "reaction")


def test_the_kinds_are_the_four_of_the_seed() -> None:
    assert KINDS == ("quick_action", "reaction", "passive", "effect")


def test_support_and_option_marks() -> None:
    """R002-18: a support ability ({I}) works in Reserve; "•" marks an option of a list."""
    support = _read("{I} À Midi — Je gagne 1 boost, jusqu'à un max de 2.")
    assert support.support and support.kind == "reaction"
    assert support.effect is not None
    assert support.effect["ops"][0] == {
        "op": "counter.gain",
        "who": {"role": "self"},
        "counter": "boost",
        "amount": 1,
        "cap": 2,
        "text": "Je gagne 1 boost, jusqu'à un max de 2.",
    }
    option = _read("• 4+, [Sabotez].", card_type="spell")
    assert option.option and option.kind == "effect"
    assert option.effect is not None
    assert option.effect["ops"][0]["op"] == "sabotage"
    assert option.effect["ops"][0]["if"] == {"test": "result", "result": "4+"}


# ---- triggers: one IR for both languages -------------------------------------------------

PAIRS = [
    ("{J} Je gagne 1 boost.", "{J} I gain 1 boost."),
    ("{H} Piochez une carte.", "{H} Draw a card."),
    ("À Midi — Piochez une carte.", "At Noon — Draw a card."),
    ("À la tombée de la Nuit — Je perds 1 boost.", "At Night — I lose 1 boost."),
    ("Lorsque vous jouez un Sort — Je gagne 1 boost.", "When you play a Spell — I gain 1 boost."),
    (
        "Lorsqu'un adversaire joue une carte depuis la Réserve — Piochez une carte.",
        "When an opponent plays a card from Reserve — Draw a card.",
    ),
    (
        "Lorsqu'un autre Personnage rejoint vos Expéditions — Il gagne 1 boost.",
        "When another Character joins your Expeditions — It gains 1 boost.",
    ),
    (
        "Lorsque je vais en Réserve depuis votre main — Piochez une carte.",
        "When I go to Reserve from your hand — Draw a card.",
    ),
    (
        "Lorsqu'une carte va en Réserve depuis votre deck ou votre main — Je gagne 1 boost.",
        "When a card goes from your deck or hand to Reserve — I gain 1 boost.",
    ),
    (
        "Lorsque je quitte la zone d'Expédition — [Sabotez].",
        "When I leave the Expedition zone — [Sabotage].",
    ),
    ("Lorsque je suis sacrifié — [Ravitaillez].", "When I'm sacrificed — [Resupply]."),
    (
        "Lorsque je gagne mon deuxième compteur Épreuve — Sacrifiez-moi.",
        "When I gain my second Trial counter — Sacrifice me.",
    ),
    (
        "Lorsqu'un Personnage que vous contrôlez gagne [[Fugace]] — Je gagne 1 boost.",
        "When a Character you control gains [[Fleeting]] — I gain 1 boost.",
    ),
    (
        "Lorsque vous jouez un Permanent de Coût de Main {3} ou plus — Piochez une carte.",
        "When you play a Permanent with Hand Cost {3} or more — Draw a card.",
    ),
    (
        "Lorsque mon Expédition avance — Je gagne 1 boost.",
        "When my Expedition moves forward — I gain 1 boost.",
    ),
    ("Lorsque vous passez en premier — Je gagne 1 boost.", "When you pass first — I gain 1 boost."),
    (
        "Lorsque vous épuisez une carte en Réserve — Je gagne 1 boost.",
        "When you exhaust a card in Reserve — I gain 1 boost.",
    ),
]


@pytest.mark.parametrize(("fr", "en"), PAIRS)
def test_french_and_english_give_one_trigger(fr: str, en: str) -> None:
    """DESIGN.md: a French line and its English twin compile to the same trigger IR."""
    french, english = _read(fr, "fr"), _read(en, "en")
    assert french.kind == english.kind == "reaction"
    assert french.trigger is not None and french.trigger["event"] != "unparsed", french.diagnostics
    assert _same(french.trigger) == _same(english.trigger)
    assert french.effect is not None and english.effect is not None
    assert [op["op"] for op in french.effect["ops"]] == [op["op"] for op in english.effect["ops"]]


def test_a_trigger_in_the_irs_words() -> None:
    reading = _read("Lorsqu'un adversaire joue un Personnage — Je gagne [[Fugace]].")
    assert reading.trigger == {
        "event": "card.play",
        "actor": {"role": "opponent"},
        "target": {"role": "object", "type": ["character"]},
        "qualifiers": {},
        "text": "Lorsqu'un adversaire joue un Personnage",
    }


@pytest.mark.parametrize(
    ("symbol", "event", "qualifiers"),
    [
        ("{J}", "zone.enter", {"zone": ["expedition", "landmark"]}),
        ("{H}", "card.play", {"from": "hand"}),
        ("{R}", "card.play", {"from": "reserve"}),
    ],
)
def test_symbols_are_triggers(symbol: str, event: str, qualifiers: dict[str, Any]) -> None:
    reading = _read(f"{symbol} Piochez une carte.")
    assert reading.trigger is not None
    assert (reading.trigger["event"], reading.trigger["qualifiers"]) == (event, qualifiers)


def test_phase_triggers() -> None:
    reading = _read("Au Crépuscule — Je gagne 1 boost.")
    assert reading.trigger is not None
    assert reading.trigger["event"] == "phase.start"
    assert reading.trigger["qualifiers"] == {"phase": "dusk"}


def test_the_condition_after_the_comma() -> None:
    """R002-11: "[déclencheur](, [condition]) — [effet]"."""
    fr = _read("Lorsque je quitte la zone d'Expédition, si j'étais [[Fugace]] — Piochez une carte.")
    en = _read("When I leave the Expedition zone, if I was [[Fleeting]] — Draw a card.", "en")
    assert fr.trigger is not None and fr.trigger["event"] == "zone.leave"
    assert fr.condition is not None and en.condition is not None
    assert fr.condition["test"] == "status" and fr.condition["status"] == "fleeting"
    assert {k: v for k, v in fr.condition.items() if k != "text"} == {
        k: v for k, v in en.condition.items() if k != "text"
    }


def test_an_unread_trigger_is_never_guessed() -> None:
    """A trigger the grammar cannot read compiles as unparsed, with P001 at its first
    unread word (column in the file: the span's column plus the word's)."""
    text = "Lorsque vous chantez une ballade — Piochez une carte."
    reading = _read(text)
    assert reading.kind == "reaction"
    assert reading.trigger == {"event": "unparsed", "text": "Lorsque vous chantez une ballade"}
    (problem,) = [d for d in reading.diagnostics if d.code == "P001"]
    assert problem.severity is Severity.WARNING
    assert problem.span == Span("cards.jsonl", 3, SPAN.column + text.index("chantez"))


def test_an_unread_effect_sentence_keeps_its_text() -> None:
    reading = _read("{J} Piochez une carte. Chantez une ballade.")
    assert reading.effect is not None
    assert reading.effect["ops"][0]["op"] == "draw"
    assert reading.effect["ops"][1] == {"op": "unparsed", "text": "Chantez une ballade."}
    assert [d.code for d in reading.diagnostics] == ["P002"]


def test_an_activate_step_in_french_and_english() -> None:
    # the French prints the symbol after "capacités", the English before "abilities"
    fr = _read("{T} : Activez les capacités {j} d'un Personnage ciblé que vous contrôlez.")
    en = _read("{T} : Activate the {j} abilities of target Character you control.", "en")
    ops = [r.effect["ops"] if r.effect else None for r in (fr, en)]
    assert [[{k: v for k, v in op.items() if k != "text"} for op in o or []] for o in ops] == [
        [{"op": "abilities.activate", "symbol": "join", "of": of}] for of in [OF, OF]
    ]


OF = {"role": "object", "type": ["character"], "targeted": True, "controlled_by": "controller"}


def test_reminder_text_and_rare_marks_are_not_read() -> None:
    """2.2.10.c: italic (reminder) text does not exist in the rules; "#" marks only say
    where a rare differs."""
    plain = _read("{J} Je gagne 1 boost.")
    marked = _read("{J} #Je gagne 1 boost.# (Un boost est un compteur +1/+1/+1.)")
    assert marked.reminders == ["Un boost est un compteur +1/+1/+1."]
    assert _same(marked.trigger) == _same(plain.trigger)
    assert marked.effect is not None and plain.effect is not None
    assert marked.effect["ops"] == plain.effect["ops"]


def test_a_line_printed_in_the_other_language_is_read_in_it() -> None:
    reading = _read("When you play a Spell — I gain 1 boost.", "fr")
    assert reading.lang == "en" and reading.kind == "reaction"
    (warning,) = [d for d in reading.diagnostics if d.code == "C017"]
    assert warning.severity is Severity.WARNING


# ---- bad input ---------------------------------------------------------------------------

BAD = [
    ("#{J} Piochez une carte.", "C014", 0),
    ("{J Piochez une carte.", "C014", 0),
    ("{J} Piochez} une carte.", "C014", 11),
    ("{H} Un Personnage ciblé gagne [[Fugace.", "C014", 30),
    ("{H} Un Personnage ciblé gagne [Fugace]].", "C014", 38),
    ("{H} Piochez une carte (voilà.", "C014", 22),
    ("Vos Personnages ont : « {R} Je gagne 1 boost.", "C014", 22),
    ("{Q} Piochez une carte.", "C015", 0),
    ("À Midi — Piochez une carte — Je gagne 1 boost.", "C016", 27),
    ("Lorsque vous jouez un Sort —", "C016", 27),
    ("Wenn du einen Zauber spielst, erhalte ich einen Verstärker.", "C017", 0),
    ("", "C018", 0),
    ("   ", "C018", 0),
    ("{J} Piochez une carte.\nJe gagne 1 boost.", "C019", 22),
]


@pytest.mark.parametrize(("text", "code", "offset"), BAD)
def test_bad_input_is_reported_where_it_is(text: str, code: str, offset: int) -> None:
    """Unbalanced marks, an unknown symbol, two separators, a third language, an empty
    line: an error with its column, and no reading (the line has no kind)."""
    reading = _read(text)
    errors = [d for d in reading.diagnostics if d.severity is Severity.ERROR]
    assert [d.code for d in errors] == [code]
    assert reading.kind is None
    if text.strip():
        assert errors[0].span == Span("cards.jsonl", 3, SPAN.column + offset)


def test_a_die_results_dash_and_a_set_up_reaction_are_not_second_separators() -> None:
    die = _read("{H} Lancez un dé. Sur 1-3 — Piochez une carte.")
    assert die.kind == "reaction"
    assert all(d.severity is not Severity.ERROR for d in die.diagnostics)
    nested = _read("{H} Roll a die. When you roll a 1-3 this way — Draw a card.", "en")
    assert nested.kind == "reaction"
    assert all(d.severity is not Severity.ERROR for d in nested.diagnostics)


# ---- properties --------------------------------------------------------------------------

_WORDS = sorted({w for phrase in lexicon("fr").phrases for w in phrase} | {"{J}", "{T}", "—", ":"})


@settings(max_examples=200, deadline=None)
@given(
    st.one_of(
        st.text(max_size=80),
        st.lists(st.sampled_from(_WORDS), max_size=25).map(" ".join),
    ),
    st.sampled_from(["fr", "en"]),
)
@example("()", "fr")
@example("[[]]", "fr")
@example("{", "en")
@example("«»", "fr")
def test_any_text_reads_or_is_refused_never_crashes(text: str, lang: str) -> None:
    """Whatever the text: a kind and no error, or no kind and an error; diagnostics point
    inside the line; token columns are columns of the line."""
    reading = read_ability(text, lang, Span("x", 1, 1))
    errors = [d for d in reading.diagnostics if d.severity is Severity.ERROR]
    assert (reading.kind is None) == bool(errors)
    assert reading.kind is None or reading.kind in KINDS
    for diag in reading.diagnostics:
        if diag.span is not None:
            assert 1 <= diag.span.column <= len(text) + 1
    if "\n" not in text and "\r" not in text:
        for token in tokens(text, lang):
            assert token.column is not None and 1 <= token.column <= len(text)


def test_every_lexicon_word_names_a_terminal_of_the_grammar() -> None:
    """A lexicon entry whose terminal the grammar does not declare could never be read."""
    import re
    from importlib.resources import files

    from counterplay.compiler.altered.words import SYMBOLS

    grammar = (files("counterplay") / "grammar" / "altered" / "ability.lark").read_text("utf-8")
    declared = {t for line in re.findall(r"^%declare (.*)$", grammar, re.M) for t in line.split()}
    made_by_words = {"NAME", "UNKNOWN", "TOKEN_PROFILE", "QUOTED", "NUMBER", "ORDINAL"}
    made_by_words |= {"DIE_RESULT", "VAR", "MANA", "DASH"} | {t for t, _ in SYMBOLS.values()}
    for lang in ("fr", "en"):
        used = {t for e in lexicon(lang).phrases.values() for t in e.terminal.split("+")}
        assert used - declared == set(), lang
    assert made_by_words - declared == set()


def test_a_line_longer_than_any_card_prints_is_refused_before_it_is_read(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A megabyte line took a minute to read (linear, but slow per word): a stranger's file
    could hold sixteen. Past MAX_LINE characters it is C016 at once, no word of it read."""
    from counterplay.compiler.altered import read

    longest = "Draw a card" + " and draw a card" * ((read.MAX_LINE - 12) // 16) + "."
    assert len(longest) <= read.MAX_LINE
    assert read_ability(longest, "en").kind == "effect"  # the bound itself is still read
    monkeypatch.setattr(read, "scan", lambda *a: pytest.fail("the line was read"))
    found = read_ability(longest + " And draw a card" * 60_000, "en", Span("cards.yaml", 3, 11))
    assert found.kind is None
    [said] = found.diagnostics
    assert said.code == "C016" and said.span == Span("cards.yaml", 3, 11)
    assert "a line of 961,996 characters is longer than any card prints" in said.message
