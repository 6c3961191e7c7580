"""`counterplay convert --from altered`, `compile` and `coverage` on Altered card JSON
written for these tests: goldens of what users see, and bad lines left out while the rest
of the file converts; mutated card JSON never gives a traceback."""

from __future__ import annotations

import copy
import json
import os
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result
from hypothesis import given, settings
from hypothesis import strategies as st

from counterplay.cli import main
from counterplay.compiler.altered.cards import convert_cards, sniff
from counterplay.compiler.pipeline import compile_file
from counterplay.compiler.validate import validate
from counterplay.diagnostics import Severity
from tests.hostilekit import FUZZ, mutated

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "altered"
Run = Callable[..., Result]


def _transcript(result: Result) -> str:
    return f"exit {result.exit_code}\n--- stdout\n{result.stdout}--- stderr\n{result.stderr}"


def _golden(name: str, got: str, update: bool) -> None:
    golden = FIXTURES / name
    if update:
        golden.write_text(got, encoding="utf-8")
    assert golden.exists(), f"no golden {name}; run pytest --update-goldens"
    assert got == golden.read_text(encoding="utf-8")


@pytest.mark.parametrize("case", ["cards.jsonl", "card-api.json", "card-api-both.json"])
def test_convert_golden(
    case: str, run: Run, update_goldens: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What `convert` prints: the authoring YAML, and each bad line's diagnostic at its
    line and column in the input."""
    monkeypatch.chdir(FIXTURES)
    _golden(f"{case}.convert.golden", _transcript(run("convert", case)), update_goldens)


def test_bad_lines_are_left_out_and_the_rest_converts() -> None:
    document, found = convert_cards([FIXTURES / "cards.jsonl"])
    errors = sorted(
        (d.code, d.span.line if d.span else 0) for d in found if d.severity is Severity.ERROR
    )
    assert errors == [
        ("C011", 24),  # not JSON
        ("C014", 16),  # "#" never closed
        ("C014", 17),  # "}" never opened
        ("C014", 18),  # "[[" never closed
        ("C015", 19),  # {Q}
        ("C016", 20),  # two separators
        ("C017", 21),  # German
        ("C017", 25),  # lang "de"
        ("C018", 22),  # blank
        ("C020", 26),  # not an object
        ("C020", 27),  # a field that is not a name
    ]
    sources = [(a["source"], a["lang"]) for a in document["abilities"]]
    assert ("ALT_DEMO_B_YZ_12_C/0", "fr") in sources  # printed in English: read, warned
    assert len(sources) == 16
    assert validate(document, "authoring") == []


def test_a_mark_across_two_lines_is_closed_on_each() -> None:
    document, _ = convert_cards([FIXTURES / "cards.jsonl"])
    texts = {
        a["source"]: a["text"]
        for a in document["abilities"]
        if a["source"].startswith("ALT_DEMO_B_MU_03")
    }
    assert texts["ALT_DEMO_B_MU_03_C/0"] == "#Choisissez l'un :#"
    assert texts["ALT_DEMO_B_MU_03_C/1"] == "#• Envoyez un Personnage ciblé en Réserve.#"


def test_converted_abilities_compile_with_one_source_for_both_printings(
    run: Run, tmp_path: Path, update_goldens: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The compiled IR lists `abilities` (DESIGN.md's contract) and the French and English
    printings of one ability share their `source` and their trigger."""
    monkeypatch.chdir(FIXTURES)
    out = tmp_path / "abilities.yaml"
    assert run("convert", "cards.jsonl", "-o", str(out)).exit_code == 1  # the bad lines
    result = compile_file(out)
    assert result.ok, result.diagnostics
    assert result.ir is not None
    assert validate(result.ir, "power") == []
    abilities = result.ir["abilities"]
    assert result.ir["ruleset"] == "altered" and result.ir["powers"] == []
    by_source: dict[str, dict[str, dict]] = {}
    for ability in abilities:
        assert set(ability) >= {"name", "source", "lang", "kind", "trigger", "condition", "effect"}
        by_source.setdefault(ability["source"], {})[ability["lang"]] = ability
    twin = by_source["ALT_DEMO_B_BR_02_R1/0"]
    strip = lambda t: {k: v for k, v in t.items() if k != "text"}  # noqa: E731
    assert strip(twin["fr"]["trigger"]) == strip(twin["en"]["trigger"])
    assert twin["fr"]["condition"]["test"] == "status"
    compiled = run("compile", str(out))
    assert compiled.exit_code == 0, compiled.stderr
    shown = json.loads(compiled.stdout)
    for ability in shown["abilities"]:
        ability["origin"]["file"] = Path(ability["origin"]["file"]).name
    _golden(
        "cards.compile.golden",
        json.dumps(shown, indent=1, ensure_ascii=False) + "\n",
        update_goldens,
    )


def test_coverage_reports_altered_lines(run: Run, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(FIXTURES)
    result = run("coverage", "--format", "json", "cards.jsonl", "card-api.json")
    assert result.exit_code == 1  # the bad lines of cards.jsonl are errors
    data = json.loads(result.stdout)
    total = data["total"]
    assert total["abilities"] == 19
    assert total["kinds"] == {"effect": 2, "passive": 1, "quick_action": 2, "reaction": 14}
    assert total["triggers"] == 14 and total["triggers_read"] == 14
    assert total["clauses"] == total["clauses_read"] == 18


def test_json_of_other_kinds_is_not_taken_for_altered(tmp_path: Path) -> None:
    foundry = Path(__file__).resolve().parent / "fixtures" / "foundry" / "cloak.json"
    assert not sniff(foundry)
    assert sniff(FIXTURES / "card-api.json") and sniff(FIXTURES / "cards.jsonl")


def test_translate_is_refused_for_altered(run: Run) -> None:
    result = run("convert", "--translate", str(FIXTURES / "card-api.json"))
    assert result.exit_code == 2
    assert "Altered" in result.stderr


# Values put in place of a field, or spliced into a text: marks left open, separators,
# symbols no card prints, values of the wrong kind.
_ODD: list[Any] = [
    None, -1, 0, "", "{", "}", "[[", "]]", "#", " — ", "{J}{H}", "{Z}", "[[Fugace]]",
    [], {}, True, 10**30, "x" * 3000, "Lorsque — —", "\u0000", ["a"], {"fr": 1},
]  # fmt: skip


def _records() -> list[Any]:
    found: list[Any] = []
    for line in (FIXTURES / "cards.jsonl").read_text(encoding="utf-8").splitlines():
        try:
            found.append(json.loads(line))
        except json.JSONDecodeError:
            continue  # the fixture's own bad line
    return found


@settings(FUZZ, max_examples=300)
@given(st.integers(min_value=0, max_value=2**32))
def test_mutated_card_json_never_raises(tmp_path_factory: Any, seed: int) -> None:
    """Card JSON lines and card API JSON, mutated: converted with diagnostics that have a
    position in the file, never a traceback."""
    rng = random.Random(seed)
    if rng.random() < 0.5:
        data: Any = [copy.deepcopy(rng.choice(_records())) for _ in range(rng.randint(1, 4))]
        name = "cards.jsonl"
    else:
        name = rng.choice(["card-api.json", "card-api-both.json"])
        data = json.loads((FIXTURES / name).read_text(encoding="utf-8"))
    mutated(data, rng, _ODD, drop=0, splice=True)
    file = tmp_path_factory.mktemp("cards") / name
    lines = [data] if name.endswith(".json") else data
    file.write_text("\n".join(json.dumps(d, ensure_ascii=False) for d in lines), encoding="utf-8")
    for command in (["convert", "--from", "altered"], ["coverage"]):
        result = CliRunner().invoke(main, [*command, str(file)])
        assert result.exception is None or isinstance(result.exception, SystemExit), command
        assert result.exit_code in (0, 1), (command, result.output)
    _, found = convert_cards([file])
    last = len(file.read_text(encoding="utf-8").splitlines())
    for said in found:  # at a line of the file, or about the whole file, naming it
        assert 1 <= said.span.line <= max(last, 1) if said.span else str(file) in said.message, said


_RECORD = '{"card_id": "ALT_X", "lang": "fr", "name": "N", "text": "Piochez une carte."'


@pytest.mark.parametrize(
    ("name", "text", "said"),
    [
        ("big.jsonl", _RECORD + ', "ability_index": ' + "9" * 5000 + "}", "2:96: C011 "),
        ("deep.jsonl", "[" * 100_000 + "]" * 100_000, "2:1: C011 not valid JSON: nested"),
        ("lone.jsonl", _RECORD[:-1] + '\\ud800"}', "2:76: C011 not valid JSON: \\ud800 is half"),
        ("ALT_big.json", '{"reference": "ALT_X", "n": ' + "9" * 5000 + "}", "2:29: C011 "),
        (
            "ALT_deep.json",
            '{"reference": "ALT_X", "x": ' + "[" * 99_999 + "]" * 99_999 + "}",
            "1:1: C011 not valid JSON: nested too deeply",
        ),
    ],
)
def test_hostile_card_json_is_c011_at_its_place_not_a_traceback(
    run: Run, tmp_path: Path, name: str, text: str, said: str
) -> None:
    """Read as every JSON input is (json_source): an integer of 5,000 digits, nesting past
    the decoder's depth and a lone surrogate were a ValueError, a RecursionError and a
    UnicodeEncodeError from Python."""
    path = tmp_path / name
    path.write_text("\n" + text + "\n", encoding="utf-8")
    result = run("convert", str(path))
    assert result.exit_code == 1
    assert f"{path}:{said}" in result.stderr


_STAT_BLOCK = """\
Owl Ward    Made-up Utility 2
Encounter ✦ Arcane
Immediate Reaction      Personal
Trigger: An enemy hits you.
Effect: You shift 1 square.
"""
_FOUNDRY = [
    {"name": f"Ward {n}", "type": "power", "system": {"actionType": "reaction"}} for n in (1, 2)
]


@pytest.mark.parametrize(
    ("name", "text", "said"),
    [
        (
            "powers.txt",
            _STAT_BLOCK,
            "1:1: C011 not valid JSON: Expecting value; this is 4E "
            "stat-block text: `counterplay convert --from text` reads it",
        ),
        (
            "powers.jsonl",
            _STAT_BLOCK,
            "1:1: C011 not valid JSON: Expecting value; this is 4E "
            "stat-block text: `counterplay convert --from text` reads it",
        ),
        (
            "export.json",
            json.dumps(_FOUNDRY),
            "1:1: C020 not an Altered card (no `reference`); "
            "this is a Foundry VTT 4E export: `counterplay convert --from foundry` reads it",
        ),
        (
            "notes.txt",
            "\n  Owl: draw a card\nBat\n",
            "2:3: C011 not valid JSON: Expecting "
            "value; `--from altered` reads card JSON: a .jsonl file with one JSON object per "
            "ability line (`card_id`, `lang`, `name`, `text`, the text as the card API gives "
            "it), or the card API's JSON for one card (docs/altered.md)",
        ),
    ],
)
def test_what_altered_does_not_read_is_told_what_reads_it(
    run: Run, tmp_path: Path, name: str, text: str, said: str
) -> None:
    """A user's walk-through: stat blocks given to `--from altered` were only "C011 not
    valid JSON: Expecting value". Said once, at the first thing not read, with the
    `--from` that reads it (or what `--from altered` reads)."""
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    result = run("convert", "--from", "altered", str(path))
    assert result.exit_code == 1
    assert f"{path}:{said}\n" in result.stderr
    assert result.stderr.count(": C0") == 1, result.stderr


def test_a_missing_or_special_card_file_is_said_as_every_reader_says_it(
    run: Run, tmp_path: Path
) -> None:
    """Not "cannot read X as a file" (Y011 for a FIFO) nor Y003 at 1:1 whatever the line."""
    fifo, latin = tmp_path / "fifo.jsonl", tmp_path / "latin.jsonl"
    os.mkfifo(fifo)
    latin.write_bytes(b'\n{"card_id": "ALT_X", "lang": "fr", "name": "Caf\xe9", "text": "x"}\n')
    result = run("convert", "--from", "altered", str(tmp_path / "no.jsonl"), str(fifo), str(latin))
    assert f"Y001 no such file: {tmp_path / 'no.jsonl'}" in result.stderr
    assert f"{fifo}:1:1: Y014 {fifo} is a named pipe (FIFO)" in result.stderr
    assert f"{latin}:2:48: Y003 invalid UTF-8 byte 0xe9" in result.stderr


@pytest.mark.parametrize(
    ("elements", "said"),
    [
        ('{"MAIN_EFFECT": 5}', "1:37: C020 `MAIN_EFFECT` must be a text, or an object"),
        ('"x"', "1:24: C020 `elements` must be an object of the card's texts, not a string"),
        ('{"MAIN_EFFECT": {"fr": null, "en": ["a"]}}', "1:65: C020 `MAIN_EFFECT`'s 'en' must"),
        ('{"ECHO_EFFECT": {"de": 5, "fr": "Piochez une carte."}}', ""),
    ],
)
def test_a_card_text_of_the_wrong_kind_is_c020_where_it_is(
    run: Run, tmp_path: Path, elements: str, said: str
) -> None:
    """Not "no Altered ability found" with no place; another language (the API's de, es,
    it) is no error."""
    path = tmp_path / "ALT_X.json"
    path.write_text('{"reference": "ALT_X", "elements": ' + elements + "}", encoding="utf-8")
    result = run("convert", str(path))
    if said:
        assert f"{path}:{said}" in result.stderr
        assert result.exit_code == 1
    else:
        assert result.exit_code == 0 and "C020" not in result.stderr


def test_a_text_told_by_its_words_takes_the_cards_name_in_that_language(tmp_path: Path) -> None:
    """A card whose `name` is by language but whose ECHO_EFFECT is one text (its language
    told by its words) gave that ability the card's reference for a name."""
    path = tmp_path / "ALT_X_B_AX_04_C.json"
    card = {
        "reference": "ALT_X_B_AX_04_C",
        "name": {"fr": "Oiseau", "en": "Bird"},
        "elements": {"MAIN_EFFECT": "{J} Draw a card.", "ECHO_EFFECT": "{D} : Piochez une carte."},
    }
    path.write_text(json.dumps(card), encoding="utf-8")
    document, found = convert_cards([path])
    assert found == []
    assert [(a["name"], a["lang"]) for a in document["abilities"]] == [
        ("Bird", "en"),
        ("Oiseau", "fr"),
    ]


def test_a_directory_of_card_files_is_converted_as_its_files_are(run: Run, tmp_path: Path) -> None:
    """`convert cards/` (a directory of .jsonl files, as named one by one they convert) was
    "C005 no input files found"; with --from altered, "Y002 is a directory"."""
    cards = tmp_path / "my cards"
    (cards / "set 2").mkdir(parents=True)
    record = {
        "card_id": "ALT_X_B_AX_01_C",
        "lang": "en",
        "name": "Bird",
        "text": "{J} Draw a card.",
    }
    (cards / "one.jsonl").write_text(json.dumps(record) + "\n", encoding="utf-8")
    card = {
        "reference": "ALT_X_B_AX_02_C",
        "name": "Oiseau",
        "elements": {"MAIN_EFFECT": "{J} Piochez une carte."},
    }
    (cards / "set 2" / "ALT_X_B_AX_02_C.json").write_text(json.dumps(card), encoding="utf-8")
    for args in ([str(cards)], ["--from", "altered", str(cards)]):
        result = run("convert", *args)
        assert result.exit_code == 0, result.stderr
        assert "converted 2 abilities: 0 errors" in result.stderr
        assert "name: Bird" in result.stdout and "name: Oiseau" in result.stdout


def test_an_empty_directory_of_cards_has_no_input_files(run: Run, tmp_path: Path) -> None:
    # with --from altered it was "Y002 ... is a directory; pass the files inside it"
    empty = tmp_path / "cards"
    empty.mkdir()
    for args in ([str(empty)], ["--from", "altered", str(empty)]):
        result = run("convert", *args)
        assert result.exit_code == 1
        assert "C005 no input files found" in result.stderr and "Y002" not in result.stderr


def test_coverage_counts_no_kind_the_file_has_not(run: Run, tmp_path: Path) -> None:
    # two reactions were "effect 0, reaction 2": a folded line's kind counted even when none
    path = tmp_path / "cards.jsonl"
    line = '{"card_id": "ALT_X_B_AX_0%d_C", "lang": "fr", "name": "G", "text": "%s"}\n'
    path.write_text(
        line % (1, "{J} Je gagne 1 boost.") + line % (2, "À Midi — Piochez une carte."),
        encoding="utf-8",
    )
    result = run("coverage", "--format", "json", str(path))
    assert json.loads(result.stdout)["total"]["kinds"] == {"reaction": 2}
