"""The same-IR probe (``bench/altered_same_ir.py``) on made-up lines, no corpus: which
variants it makes, and that it flags a variant read with its line's IR (a word dropped)."""

from __future__ import annotations

from typing import Any

from bench.altered_same_ir import CHANGES, ir, probe, variants


def test_both_languages_have_changes_of_each_kind() -> None:
    kinds = {lang: {name for name, _, _ in changes} for lang, changes in CHANGES.items()}
    assert {"another", "not", "lose", "whose", "symbol", "and"} <= kinds["fr"] & kinds["en"]


def test_a_change_is_made_wherever_it_applies_but_in_reminder_text() -> None:
    made = dict(variants("{J} I gain 1 boost. (I gain nothing else.)", "en"))
    assert made["lose"] == "{J} I lose 1 boost. (I gain nothing else.)"
    assert made["symbol"] == "{R} I gain 1 boost. (I gain nothing else.)"


def test_a_variant_read_with_the_same_ir_is_flagged() -> None:
    def deaf(text: str, lang: str, card_type: str | None) -> dict[str, Any]:
        # a reader that does not hear "lose": a dropped word
        return ir(text.replace("I lose", "I gain"), lang, card_type)

    made, flags = probe([("{J} I gain 1 boost.", "en", "character")], deaf)
    assert made["lose"] == 1
    assert [(f.change, f.variant) for f in flags] == [("lose", "{J} I lose 1 boost.")]


def test_the_reader_reads_what_each_change_says() -> None:
    lines = [
        ("{J} Je gagne 1 boost si vous contrôlez un Personnage.", "fr", "character"),
        ("{J} I gain 1 boost if you control a Character.", "en", "character"),
    ]
    made, flags = probe(lines)
    assert sum(made.values()) >= 6
    assert flags == []
