"""Fixes as text edits (compiler/edits.py): a large file's thousands of fixes cost time in
proportion to the file, not to the file times the fixes."""

from __future__ import annotations

import dataclasses
import time

from counterplay.compiler.edits import apply, replace_scalar
from counterplay.compiler.load import load_text
from counterplay.diagnostics import Fix, Span


class _CountingText(str):
    """A text that counts how often it is split into lines."""

    splits = 0

    def splitlines(self, keepends: bool = False) -> list[str]:  # type: ignore[override]
        _CountingText.splits += 1
        return super().splitlines(keepends)


def test_a_documents_lines_are_split_once_for_all_its_fixes() -> None:
    text = "powers:\n" + "".join(f"  - name: 'P{n}'\n    usage: at-will\n" for n in range(300))
    document, found = load_text(text, "p.yaml")
    assert document is not None and not found
    counted = dataclasses.replace(document, text=_CountingText(text))
    _CountingText.splits = 0
    fixes = [replace_scalar(counted, ("powers", n, "name"), f"Q{n}") for n in range(300)]
    assert _CountingText.splits <= 1  # it was split again for every fix: 300 times
    assert fixes[7] is not None and fixes[7].replacement == "'Q7'"  # in the same quotes


def test_many_fixes_to_a_large_text_are_made_in_one_pass() -> None:
    lines = 40_000
    text = "".join(
        f"  - name: power number {n:06d} of a large homebrew file\n" for n in range(lines)
    )
    fixes = [Fix(Span("p.yaml", n, 11, n, 16), "POWER") for n in range(1, lines + 1)]
    start = time.perf_counter()
    fixed, made = apply(text, fixes)
    # generous: a copy of the whole text for each fix took tens of seconds here
    assert time.perf_counter() - start < 3
    assert made == lines
    assert fixed.splitlines()[0] == "  - name: POWER number 000000 of a large homebrew file"
    assert len(fixed) == len(text)


def test_fixes_are_made_in_file_order_and_an_overlapping_or_repeated_one_is_left() -> None:
    text = "ab\ncd\n"
    fixes = [
        Fix(Span("f", 2, 1, 2, 2), "C"),
        Fix(Span("f", 1, 1, 1, 3), "AB"),
        Fix(Span("f", 1, 2, 1, 3), "x"),  # overlaps the one before it in file order
        Fix(Span("f", 2, 3, 2, 3), "!"),
        Fix(Span("f", 2, 3, 2, 3), "!"),  # the same insertion twice
    ]
    assert apply(text, fixes) == ("AB\nCd!\n", 3)


def test_a_field_added_to_a_flow_mapping_goes_on_its_line() -> None:
    """R009's unsafe fix added `reaction:` on a new line, inside `{...}`, which does not
    load: the fix was counted fixable and never made ('0 fixed, 2 left unfixed')."""
    from counterplay.compiler.edits import add_line_after

    text = (
        "powers:\n  - {name: Bash, action: immediate reaction, usage: encounter}\n"
        "  - name: Dodge\n    action: immediate reaction\n"
    )
    document, _ = load_text(text, "p.yaml")
    assert document is not None
    fixes = [
        add_line_after(document, ("powers", n, "action"), "reaction: [reaction]") for n in (0, 1)
    ]
    fixed, made = apply(text, [f for f in fixes if f is not None])
    assert (made, fixed) == (
        2,
        "powers:\n  - {name: Bash, action: immediate reaction, reaction: [reaction], "
        "usage: encounter}\n  - name: Dodge\n    action: immediate reaction\n"
        "    reaction: [reaction]\n",
    )
    assert load_text(fixed, "p.yaml")[0] is not None
