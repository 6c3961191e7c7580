"""The phrase grammars measured on real 4E text (``../shared/corpus/dnd4e``).

Coverage: the share of distinct trigger texts that compile to a structured event and of
effect clauses that compile to structured ops. ``bench/phrase_coverage.py`` prints the
same figures with the most frequent words the grammars stop at.

The issue's targets are 90% (player powers), 85% (monster powers) and 60% (effect
clauses). The ``*_target`` tests assert them (all three are reached). The ``*_floor``
tests assert the figures reached so far, so that any regression fails.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from bench.phrase_coverage import (
    effect_texts,
    held_out,
    in_part,
    inner_test,
    monster_triggers,
    power_triggers,
    project_strings,
    report,
    report_inner,
    rows,
    written_in,
)
from counterplay.compiler.to_ir import effect_clauses, trigger
from counterplay.compiler.validate import validate

pytestmark = pytest.mark.corpus


def _share_read(results: list[dict[str, Any]]) -> float:
    return sum(r["event"] != "unparsed" for r in results) / len(results)


@cache
def _effect_share(corpus: Path) -> float:
    read = total = 0
    for text in effect_texts(corpus / "dnd4e"):
        for _, ops, _ in effect_clauses(text):
            total += 1
            read += all(op["op"] != "unparsed" for op in ops)
    return read / total


# computed once per run (the corpus fixture is per test, so the results are cached by path)
@cache
def _power_results(corpus: Path) -> list[dict[str, Any]]:
    return [trigger(t, None, [], (), items)[0] for t, items in power_triggers(corpus / "dnd4e")]


@cache
def _monster_results(corpus: Path) -> list[dict[str, Any]]:
    return [trigger(t, None, [m], p)[0] for m, t, p in monster_triggers(corpus / "dnd4e")]


@pytest.fixture
def power_results(corpus: Path) -> list[dict[str, Any]]:
    return _power_results(corpus)


@pytest.fixture
def monster_results(corpus: Path) -> list[dict[str, Any]]:
    return _monster_results(corpus)


@pytest.fixture
def effect_share(corpus: Path) -> float:
    return _effect_share(corpus)


# -- floors: the figures reached (regressions fail) -------------------------------------------
def test_power_trigger_coverage_floor(power_results: list[dict[str, Any]]) -> None:
    assert len(power_results) > 1300
    assert _share_read(power_results) >= 0.92


def test_monster_trigger_coverage_floor(monster_results: list[dict[str, Any]]) -> None:
    assert len(monster_results) > 2800
    assert _share_read(monster_results) >= 0.92


def test_effect_clause_coverage_floor(effect_share: float) -> None:
    assert effect_share >= 0.71


# -- the targets -----------------------------------------------------------------------
def test_power_trigger_coverage_target(power_results: list[dict[str, Any]]) -> None:
    assert _share_read(power_results) >= 0.90


def test_monster_trigger_coverage_target(monster_results: list[dict[str, Any]]) -> None:
    assert _share_read(monster_results) >= 0.85


def test_effect_clause_coverage_target(effect_share: float) -> None:
    assert effect_share >= 0.60


# -- correctness on real rows, by id -----------------------------------------------------------
_BY_ID = {
    # id: (event, actor role, target role or None)
    "hiQJK36ZHqGkjzX4": ("death_save.fail", "self", None),
    "VEZAMxOJtgwD0HhB": ("attack.hit", "creature", "self"),  # "An attack hits the wretch."
    "78mLWvrU3qViIsBf": ("hp.zero", "self", None),  # "The wretch drops to 0 hit points."
}


def test_real_triggers_by_id(corpus: Path) -> None:
    by_id = {
        r["id"]: r
        for name in ("powers.jsonl", "monster_powers.jsonl")
        for r in rows(name, corpus / "dnd4e")
    }
    for row_id, (event, actor, target) in _BY_ID.items():
        row = by_id[row_id]
        names = [row["monster"]] if "monster" in row else []
        out, found = trigger(row.get("trigger_text") or row["trigger"], None, names)
        assert not found, (row_id, found)
        assert out["event"] == event, row_id
        assert out["actor"]["role"] == actor, row_id
        assert (out["target"] or {}).get("role") == target, row_id


def test_compiled_corpus_validates_against_the_ir_schema(
    corpus: Path, power_results: list[dict[str, Any]], monster_results: list[dict[str, Any]]
) -> None:
    records = list(rows("powers.jsonl", corpus / "dnd4e"))[:400]
    powers = [
        {
            "name": f"p{i}",
            "source": "",
            "usage": "encounter",
            "keywords": [],
            "action": "immediate interrupt",
            "reaction": [],
            "trigger": result,
            "effect": {"text": row.get("effect") or "", "ops": _ops(row.get("effect") or "")},
        }
        for i, (result, row) in enumerate(
            zip(power_results + monster_results, records * 20, strict=False)
        )
    ]
    found = validate({"counterplay": 1, "ruleset": "dnd4e", "powers": powers}, "power")
    assert not found, [d.message for d in found[:5]]


def _ops(text: str) -> list[dict[str, Any]]:
    return [op for _, ops, _ in effect_clauses(text) for op in ops]


# -- the split: a fifth held out of sight while rules are written ------------------------------
def test_held_out_is_a_stable_hash_of_the_power_id() -> None:
    # sha256("78mLWvrU3qViIsBf") % 5 == 0; the others' remainders are 3, 4 and 2
    assert held_out("78mLWvrU3qViIsBf")
    assert not any(
        held_out(i) for i in ("hiQJK36ZHqGkjzX4", "VEZAMxOJtgwD0HhB", "Lmkjc5auz4CqMf7b")
    )


def test_the_parts_split_every_power_once_about_one_fifth_held_out(corpus: Path) -> None:
    for name in ("powers.jsonl", "monster_powers.jsonl"):
        every = [r["id"] for r in rows(name, corpus / "dnd4e")]
        tuned = [r["id"] for r in rows(name, corpus / "dnd4e", "tuned")]
        held = [r["id"] for r in rows(name, corpus / "dnd4e", "held-out")]
        assert sorted(tuned + held) == sorted(every)
        assert 0.17 < len(held) / len(every) < 0.23, name


def test_the_inner_split_divides_the_tuned_part_only() -> None:
    # sha1("inner:id0") % 5 == 0 and "id0" is tuned; "id17" is inner-test by the first hash
    # but held out by the second: in neither inner part
    assert inner_test("id0") and not inner_test("id1")
    tuned, held = {"id": "id0"}, {"id": "id17"}
    assert in_part(tuned, "inner-test") and not in_part(tuned, "inner-train")
    assert in_part({"id": "id1"}, "inner-train")
    assert not in_part(held, "inner-test") and not in_part(held, "inner-train")


def test_the_bench_shows_only_inner_trains_words(
    corpus: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--inner`` gives inner-train's words (to choose rules from) and inner-test's figures
    only, counted on texts no inner-train power prints."""
    report_inner("powers", 5, 3)
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("[inner-train]") and lines[1].startswith("  stops:")
    assert len(lines) == 6 and lines[-1].startswith("[inner-test, never in inner-train]")
    tuned = {t for t, _ in power_triggers(corpus / "dnd4e", "tuned")}
    train = {t for t, _ in power_triggers(corpus / "dnd4e", "inner-train")}
    test = {t for t, _ in power_triggers(corpus / "dnd4e", "inner-test")}
    assert train | test == tuned and 0.1 < len(test - train) / len(tuned) < 0.3


def test_the_bench_shows_inner_trains_effect_clauses_and_inner_tests_figures_only(
    corpus: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--inner --what effects`` lists inner-train's unread clauses (and with ``causes``
    why they are not read) and gives inner-test's figures alone."""
    report_inner("effects", 3, 4, causes=True)
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("[inner-train] effect clauses") and lines[1].startswith("  stops:")
    listed = lines[2:6]
    train = [
        c for t in effect_texts(corpus / "dnd4e", "inner-train") for c, _, _ in effect_clauses(t)
    ]
    assert all(line.strip() in train for line in listed)
    assert any("a word no rule or list knows" in line for line in lines[6:])
    assert lines[-2].startswith("[inner-test] effect clauses")
    assert lines[-1].startswith("[inner-test, never in inner-train] effect clauses")


def test_held_out_floors(corpus: Path) -> None:
    # the held-out fifth's figures reached so far (regressions fail); the targets
    # (90% / 90% / 70%) are not all reached: docs/phrases.md "The held-out fifth"
    dnd4e = corpus / "dnd4e"
    powers = [trigger(t, None, [], (), i)[0] for t, i in power_triggers(dnd4e, "held-out")]
    monsters = [trigger(t, None, [m], p)[0] for m, t, p in monster_triggers(dnd4e, "held-out")]
    read = total = 0
    for text in effect_texts(dnd4e, "held-out"):
        for _, ops, _ in effect_clauses(text):
            total += 1
            read += all(op["op"] != "unparsed" for op in ops)
    assert _share_read(powers) >= 0.91
    assert _share_read(monsters) >= 0.92
    assert read / total >= 0.65


def test_the_bench_shows_only_the_tuned_parts_words(
    corpus: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``bench/phrase_coverage.py`` lists stops and unread triggers of the tuned part only:
    the whole corpus and the held-out fifth give their figures, never their words."""
    for part in ("held-out", "all", "tuned"):
        report(part, "powers", 5, 5)
        lines = capsys.readouterr().out.splitlines()
        assert len(lines) == 1 if part != "tuned" else len(lines) > 1, (part, lines)


def test_a_held_out_text_the_project_writes_is_not_counted_unseen(tmp_path: Path) -> None:
    """`--split`'s "[held-out, in no test]" leaves out a text, or a sentence of it, that a
    test or example writes: Python literals as the parser joins them, data files' lines."""
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_x.py").write_text(
        'CASE = ("An enemy adjacent to you "\n        "shifts away from you.")\n'
    )
    (tmp_path / "counterplay" / "examples").mkdir(parents=True)
    (tmp_path / "counterplay" / "examples" / "a.yaml").write_text(
        "effect: The target is knocked prone and dazed.\n"
    )
    project = project_strings(tmp_path)
    assert written_in("An enemy adjacent to you shifts away from you.", project)
    assert written_in("You slide it 1 square. The target is knocked prone and dazed.", project)
    assert not written_in("An ally adjacent to you shifts away from you.", project)
    assert not written_in("You fall prone.", "You fall prone.")  # too short to say


def test_a_held_out_text_a_golden_points_at_is_not_counted_unseen(tmp_path: Path) -> None:
    """A golden names its real sentences by reference (``tests/goldenkit.py``): the texts
    they point at were read all the same (a made-up corpus of one record here)."""
    (tmp_path / "corpus").mkdir()
    record = {"id": "MADE1", "trigger": "Made up. An ally adjacent to you hops away from you."}
    (tmp_path / "corpus" / "powers.jsonl").write_text(json.dumps(record) + "\n")
    (tmp_path / "tests" / "golden").mkdir(parents=True)
    ref = {"corpus": "powers.jsonl#MADE1", "field": "trigger", "sentence": 1}
    (tmp_path / "tests" / "golden" / "triggers.yaml").write_text(f"- text: {json.dumps(ref)}\n")
    project = project_strings(tmp_path, tmp_path / "corpus")
    assert written_in("An ally adjacent to you hops away from you.", project)
    assert not written_in("Made up, and never pointed at by a golden.", project)
