"""The substitution probe (``bench/altered_variants.py``) on made-up lines, no corpus: which
variants it makes, how it counts them, and what it calls a reading that drops the word."""

from __future__ import annotations

from bench.altered_variants import Line, Variant, ir, probe, said, variants
from counterplay.compiler.altered.read import read_ability


def _texts(text: str, lang: str, kind: str) -> list[str]:
    return [v.text for v in variants(text, lang) if v.kind == kind]


def test_a_word_is_changed_for_each_other_of_its_list() -> None:
    made = _texts("{J} Un Personnage ciblé gagne [[Fugace]].", "fr", "status")
    assert "{J} Un Personnage ciblé gagne [[Ancré]]." in made
    assert "{J} Un Personnage ciblé gagne [[Endormi]]." in made
    assert all("[[Fugace]]" not in text for text in made)


def test_reminder_text_and_longer_phrases_are_left_alone() -> None:
    """Reminder text is not read (a change there changes nothing); "Permanent de Repère" is
    one card type, never "Sort de Repère"; a token's name is one name."""
    made = _texts("{J} Piochez une carte. (Un Sort ne fait rien.)", "fr", "card type")
    assert made and all(text.endswith("(Un Sort ne fait rien.)") for text in made)
    typed = _texts("Sacrifiez un Permanent de Repère.", "fr", "card type")
    assert "Sacrifiez un Sort de Repère." not in typed
    assert "Sacrifiez un Permanent d'Expédition." in typed
    named = _texts("{J} Create a [Dragon Shade 2/2/2] Robot token.", "en", "subtype")
    assert all("Shade" in text and "[Dragon Shade" in text for text in named)


def test_french_elides_after_a_substitution() -> None:
    made = _texts(
        "{J} Le prochain Sort que vous jouez coûte {1} de moins.", "fr", "your/opponent's"
    )
    assert "{J} Le prochain Sort qu'un adversaire joue coûte {1} de moins." in made


def _line(text: str, lang: str) -> Line:
    return Line(
        "MADE_UP/0", lang, text, "character", ir(read_ability(text, lang, None, "character"))
    )


def test_the_probe_counts_reads_twins_and_shapes_the_game_does_not_allow() -> None:
    """Every variant of a made-up pair is read and its twin gives one IR; "Piochez un Sort"
    (a kind of card drawn) is counted apart, refused, never as a variant not read."""
    tally = probe(
        [
            _line("{J} Piochez une carte. Je gagne 2 boosts.", "fr"),
            _line("{J} Draw a card. I gain 2 boosts.", "en"),
        ]
    )
    assert sum(tally.total.values()) > 0
    assert tally.read == tally.total
    assert tally.twins and all(agree for _, agree in tally.twins)
    assert tally.rightly[("fr", False)] > 0 and tally.rightly[("en", False)] > 0
    assert not tally.rightly[("fr", True)] and not tally.rightly[("en", True)]


def test_a_reading_that_drops_the_substituted_word_is_flagged() -> None:
    before = ir(read_ability("{J} Je gagne 1 compteur Kélon.", "fr", None, "character"))
    kelon = Variant("counter", "trial", "kelon", 0, 1, "{J} Je gagne 1 compteur Kélon.")
    assert not said(kelon, before, before)
    after = ir(read_ability("{J} Je gagne 1 compteur Quête.", "fr", None, "character"))
    quest = Variant("counter", "kelon", "quest", 0, 1, "{J} Je gagne 1 compteur Quête.")
    assert said(quest, before, after)
