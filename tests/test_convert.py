"""`counterplay convert` and `counterplay coverage`: CLI goldens on hand-written inputs,
the real Foundry samples and stat blocks, and bad input."""

from __future__ import annotations

import json
import re
import tempfile
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import Result
from hypothesis import given, settings
from hypothesis import strategies as st

from counterplay.compiler.dnd4e.convert import convert
from counterplay.compiler.pipeline import compile_file
from counterplay.compiler.validate import validate
from counterplay.diagnostics import Diagnostic, Severity

FIXTURES = Path(__file__).resolve().parent / "fixtures"
TEXT_CASES = sorted((FIXTURES / "statblocks").glob("*.txt"))

Run = Callable[..., Result]


def _transcript(result: Result) -> str:
    return f"exit {result.exit_code}\n--- stdout\n{result.stdout}--- stderr\n{result.stderr}"


@pytest.mark.parametrize(
    "case",
    [*TEXT_CASES, FIXTURES / "foundry"],
    ids=[*(c.stem for c in TEXT_CASES), "foundry"],
)
def test_convert_cli_golden(
    case: Path, run: Run, update_goldens: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(case.parent)
    got = _transcript(run("convert", case.name))
    golden = FIXTURES / "convert" / f"{case.stem}.golden"
    if update_goldens:
        golden.parent.mkdir(exist_ok=True)
        golden.write_text(got, encoding="utf-8")
    assert golden.exists(), f"no golden for {case.name}; run pytest --update-goldens"
    assert got == golden.read_text(encoding="utf-8")


def test_convert_writes_a_file_that_compiles(run: Run, tmp_path: Path) -> None:
    out = tmp_path / "powers.yaml"
    result = run("convert", str(FIXTURES / "statblocks" / "player.txt"), "-o", str(out))
    assert result.exit_code == 0, result.stderr
    assert result.stdout == ""
    compiled = compile_file(out)
    assert compiled.ok, compiled.diagnostics
    assert compiled.ir is not None
    assert [p["name"] for p in compiled.ir["powers"]] == [
        "Bramble Parry",
        "Lantern Step",
        "Echoing Rebuke",
    ]


def test_bad_input_still_writes_the_good_powers_and_exits_1(run: Run, tmp_path: Path) -> None:
    out = tmp_path / "out.yaml"
    result = run("convert", str(FIXTURES / "statblocks" / "bad.txt"), "-o", str(out))
    assert result.exit_code == 1
    assert "bad.txt:10:20: C002" in result.stderr
    assert "bad.txt:21:1: C003" in result.stderr
    assert compile_file(out).ok
    assert "Quick Ward" in out.read_text(encoding="utf-8")


def test_nothing_converted_writes_nothing(run: Run, tmp_path: Path) -> None:
    empty, out = tmp_path / "empty.txt", tmp_path / "out.yaml"
    empty.write_text("", encoding="utf-8")
    result = run("convert", str(empty), "-o", str(out))
    assert result.exit_code == 1
    assert "C005" in result.stderr
    assert not out.exists()


def test_invalid_utf8_points_at_the_byte(run: Run, tmp_path: Path) -> None:
    bad = tmp_path / "latin1.txt"
    bad.write_bytes(b"Guard    Fighter Utility 2\nCaf\xe9 ward\n")
    result = run("convert", str(bad))
    assert result.exit_code == 1
    assert f"{bad}:2:4: Y003" in result.stderr


def test_converted_documents_validate_against_the_authoring_schema() -> None:
    converted, diagnostics = convert(sorted(FIXTURES.joinpath("statblocks").glob("*.txt")))
    document = converted.data
    assert validate(document, "authoring") == []
    assert len(document["powers"]) == 13
    assert not [d for d in diagnostics if d.code.startswith("S")]


@pytest.mark.corpus
def test_foundry_samples_convert_and_compile(corpus: Path, tmp_path: Path) -> None:
    samples = corpus / "dnd4e" / "foundry"
    converted, diagnostics = convert([samples], source_format="foundry")
    document = converted.data
    errors = [d for d in diagnostics if d.severity is Severity.ERROR]
    # Three samples carry no action type anywhere (actionType "" and "Power ✦ Daily ()").
    assert [d.code for d in errors] == ["C003"] * 3
    assert len(document["powers"]) == len(list(samples.glob("*.json"))) - 3 == 82
    out = tmp_path / "foundry.yaml"
    from counterplay.files import yaml_text

    out.write_text(yaml_text(document), encoding="utf-8")
    compiled = compile_file(out)
    assert compiled.ok, [str(d) for d in compiled.diagnostics if d.severity is Severity.ERROR]
    by_name = {p["name"]: p for p in document["powers"]}
    assert by_name["Timely Dodge"]["action"] == "immediate interrupt"
    assert by_name["Timely Dodge"]["trigger"] == "An enemy targets you with an attack."


@pytest.mark.corpus
def test_corpus_stat_blocks_convert_and_compile(corpus: Path, run: Run, tmp_path: Path) -> None:
    out = tmp_path / "statblocks.yaml"
    result = run("-q", "convert", str(corpus / "dnd4e" / "statblocks.txt"), "-o", str(out))
    assert result.exit_code == 0, result.stderr
    compiled = compile_file(out)
    assert compiled.ok
    assert compiled.ir is not None and len(compiled.ir["powers"]) == 157


def test_coverage_json_counts_triggers_and_clauses(run: Run) -> None:
    result = run("coverage", "--format", "json", str(FIXTURES / "statblocks" / "player.txt"))
    assert result.exit_code == 0, result.stderr
    report = json.loads(result.stdout)
    total = report["total"]
    assert (total["powers"], total["triggers"]) == (3, 2)
    # Bramble Parry's hit (damage, and slowed) + miss, Lantern Step's effect, Echoing
    # Rebuke's hit + effect + its Secondary Attack's hit: the effect grammar reads "X, and
    # Y" as two clauses
    assert total["clauses"] == 7
    assert 0 <= total["triggers_read"] <= total["triggers"]
    unread = sum(row["count"] for row in report["unread"] if row["kind"] == "trigger")
    assert unread == total["triggers"] - total["triggers_read"]


def test_coverage_distinct_counts_a_trigger_sentence_once(run: Run, tmp_path: Path) -> None:
    """Three powers, two printing the same trigger: --distinct counts that sentence once;
    a monster's same words are its own sentence (they name the monster)."""
    power = "- name: {}\n  usage: encounter\n  action: immediate interrupt\n  trigger: {}\n"
    powers = [("Guard", "An enemy hits you."), ("Ward", "An enemy hits you."), ("Odd", "Zorp.")]
    text = "counterplay: 1\npowers:\n" + "".join(power.format(*p) for p in powers)
    text += power.format("Bite", "An enemy hits you.") + "  monster: Wolf\n"
    path = tmp_path / "same.yaml"
    path.write_text(text, encoding="utf-8")
    counted = {}
    for flags in ((), ("--distinct",)):
        result = run("coverage", "--format", "json", *flags, str(path))
        assert result.exit_code == 0, result.stderr
        total = json.loads(result.stdout)["total"]
        counted[flags] = (total["powers"], total["triggers"], total["triggers_read"])
    assert counted[()] == (4, 4, 3)
    assert counted[("--distinct",)] == (4, 3, 2)


def test_coverage_reports_progress_per_file_and_power(tmp_path: Path) -> None:
    """Long runs show a bar: the stage reports (done, total) in files, fractional as each
    file's powers compile, rising to the end."""
    from counterplay.compiler.coverage import coverage

    calls: list[tuple[float, int]] = []
    paths = [FIXTURES / "statblocks" / "player.txt", FIXTURES / "statblocks" / "item.txt"]
    coverage(paths, progress=lambda done, total: calls.append((done, total)))
    assert {total for _, total in calls} == {2}
    done = [d for d, _ in calls]
    assert done == sorted(done) and done[-1] == 2
    assert any(0 < d < 1 for d in done)  # within the first file, per power


def test_coverage_reads_authoring_yaml_and_prints_a_table(
    run: Run, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(Path(__file__).resolve().parent.parent / "counterplay" / "examples")
    result = run("coverage", "ranger-and-fighter.yaml")
    assert result.exit_code == 0, result.stderr
    assert "What the engine understands" in result.stdout
    assert "ranger-and-fighter.yaml" in result.stdout


def test_coverage_of_a_directory_counts_its_authoring_files_stat_blocks_and_cards(
    run: Run, tmp_path: Path
) -> None:
    examples = Path(__file__).resolve().parent.parent / "counterplay" / "examples"
    (tmp_path / "ours.yaml").write_bytes((examples / "ranger-and-fighter.yaml").read_bytes())
    (tmp_path / "more").mkdir()
    (tmp_path / "more" / "player.txt").write_bytes(
        (FIXTURES / "statblocks" / "player.txt").read_bytes()
    )
    (tmp_path / "ci.yaml").write_text("on: push\n", encoding="utf-8")  # not ours: left out
    (tmp_path / "more" / "cards.jsonl").write_text(  # Altered cards: they were left out
        '{"card_id": "ALT_X", "lang": "fr", "name": "N", "text": "{J} Piochez une carte."}\n',
        encoding="utf-8",
    )
    result = run("coverage", "--format", "json", str(tmp_path))
    assert result.exit_code == 0, result.stderr
    files = {
        Path(f["file"]).relative_to(tmp_path).as_posix(): f
        for f in json.loads(result.stdout)["files"]
    }
    assert sorted(files) == ["more/cards.jsonl", "more/player.txt", "ours.yaml"]
    assert all(f["powers"] + f["abilities"] > 0 for f in files.values())


def test_coverage_top_is_a_count_of_phrases(run: Run) -> None:
    examples = Path(__file__).resolve().parent.parent / "counterplay" / "examples"
    result = run("coverage", "--top", "-1", str(examples / "ranger-and-fighter.yaml"))
    assert result.exit_code == 2 and "--top" in result.stderr  # not the list less its last


def test_coverage_of_bad_input_exits_1(run: Run, tmp_path: Path) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    result = run("coverage", "--format", "json", str(broken))
    assert result.exit_code == 1
    assert "C011" in result.stderr
    assert json.loads(result.stdout)["total"]["powers"] == 0
    # a file that did not compile is no row of noughts: its error says why
    assert json.loads(result.stdout)["files"] == []
    table = run("coverage", str(broken))
    assert table.exit_code == 1 and "C011" in table.stderr and table.stdout == ""


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=12,
)
POWERISH = st.fixed_dictionaries(
    {"name": JSON_VALUES | st.just("Ward"), "type": st.just("power")},
    optional={
        "system": st.dictionaries(
            st.sampled_from(
                ["actionType", "useType", "trigger", "keyWords", "hit", "description", "level"]
            ),
            JSON_VALUES | st.sampled_from(["interrupt", "item", "<p>Power ✦ Daily (</p>"]),
        )
    },
)


@settings(derandomize=True, max_examples=150, deadline=None)
@given(JSON_VALUES | POWERISH | st.lists(POWERISH, max_size=3))
def test_random_foundry_json_only_ever_gives_diagnostics(data: object) -> None:
    with tempfile.TemporaryDirectory() as directory:
        path = Path(directory) / "random.json"
        path.write_text(json.dumps(data), encoding="utf-8")
        converted, diagnostics = convert([path])
        document = converted.data
    assert validate(document, "authoring") == []
    assert all(isinstance(d, Diagnostic) for d in diagnostics)


def test_coverage_table_shows_rule_text_brackets(run: Run, tmp_path: Path) -> None:
    """Unread phrases are printed as written: "[W]" is not taken for rich markup."""
    text = GOOD_BLOCK.replace("Effect: You shift 1 square.", "Hit: 1[W] + [bold] damage.")
    path = tmp_path / "w.txt"
    path.write_text(text, encoding="utf-8")
    result = run("coverage", str(path))
    assert result.exit_code == 0, result.stderr
    assert "1[W] + [bold] damage" in result.stdout


GOOD_BLOCK = (
    "Guard    Fighter Utility 2\nEncounter ✦ Martial\nImmediate Interrupt    Personal\n"
    "Trigger: An enemy hits you.\nEffect: You shift 1 square.\n"
)


@pytest.mark.parametrize(
    ("usage", "recharge"),
    [
        ("Recharge ⚄ ⚅", 5),
        ("Recharge 5 6", 5),
        ("Recharge 6", 6),
        ("⚄ 5+", 5),
        ("Recharge when first bloodied", "when first bloodied"),
        ("Recharge when reduced to 5 hit points", "when reduced to 5 hit points"),
        ("Recharge +", "+"),
    ],
)
def test_recharge_reads_dice_and_conditions(
    usage: str, recharge: int | str, tmp_path: Path
) -> None:
    path = tmp_path / "r.txt"
    path.write_text(GOOD_BLOCK.replace("Encounter ✦ Martial", usage), encoding="utf-8")
    converted, diagnostics = convert([path])
    document = converted.data
    assert diagnostics == []
    (power,) = document["powers"]
    assert (power["usage"], power["recharge"]) == ("recharge", recharge)


def test_an_item_trigger_said_in_its_text_becomes_its_trigger_and_notes_compile(
    tmp_path: Path,
) -> None:
    # issue 12 part 3: "You can use this power when ...", "This power triggers when ..."
    source = tmp_path / "items.txt"
    source.write_text(
        "Boots of Leaping Power - Encounter    Item\n"
        "Power ✦ Encounter (Immediate Reaction)\n"
        "You can use this power when an enemy hits you. You shift 1 square.\n"
        "Level 15: You teleport 2 squares.\n"
        "\n"
        "Band of Warding Power - Daily    Item\n"
        "Power ✦ Daily (Immediate Interrupt)\n"
        "This power triggers when an ally adjacent to you is hit. The ally gains 5 temporary "
        "hit points.\n",
        encoding="utf-8",
    )
    converted, found = convert([source])
    document = converted.data
    assert not [d for d in found if d.severity is Severity.ERROR]
    boots, band = document["powers"]
    assert (boots["trigger"], boots["effect"]) == ("an enemy hits you", "You shift 1 square.")
    assert band["trigger"] == "an ally adjacent to you is hit"
    assert boots["notes"] == ["Level 15: You teleport 2 squares."]
    written = tmp_path / "items.yaml"
    written.write_text(json.dumps(document), encoding="utf-8")  # JSON is YAML
    compiled = compile_file(written)
    assert compiled.ok and compiled.ir is not None, compiled.diagnostics
    power = compiled.ir["powers"][0]
    assert power["notes"] == ["Level 15: You teleport 2 squares."]  # compile keeps notes
    assert power["trigger"]["event"] == "attack.hit"


def test_a_foundry_field_with_a_label_run_on_fills_that_field(tmp_path: Path) -> None:
    """Foundry's own fields may run the next label on ("... or fewer. Effect : ..."): the
    label's text goes to its field, or is kept as a note when the field says otherwise."""
    system = {
        "useType": "daily",
        "actionType": "none",
        "trigger": "An attack drops you to 0 hit points. Effect : The attacker takes 5 damage.",
        "special": "Once per day. Special: If worn with the Helm, gain a +1 bonus.",
    }
    oath = tmp_path / "oath.json"
    oath.write_text(json.dumps({"name": "Oath", "type": "power", "system": system}))
    converted, found = convert([oath])
    assert found == []
    (power,) = converted.data["powers"]
    assert power["trigger"] == "An attack drops you to 0 hit points."
    assert power["effect"] == "The attacker takes 5 damage."
    assert power["special"] == "Once per day."
    assert power["notes"] == ["Special: If worn with the Helm, gain a +1 bonus."]
    compiled = compile_file(_written(tmp_path, converted.data))
    assert compiled.ir is not None and compiled.ir["powers"][0]["trigger"]["event"] != "unparsed"


def test_a_foundry_label_run_on_with_no_text_is_c009(tmp_path: Path) -> None:
    """ "... hits you. Effect :" and nothing after: the field is cut short, said where."""
    system = {
        "useType": "encounter",
        "actionType": "interrupt",
        "trigger": "An enemy hits you. Effect :",
    }
    dodge = tmp_path / "dodge.json"
    dodge.write_text(json.dumps({"name": "Quick Dodge", "type": "power", "system": system}))
    converted, found = convert([dodge])
    assert [(d.code, d.span.line if d.span else None) for d in found] == [("C009", 1)]
    assert "'Effect :' in the trigger field" in found[0].message
    (power,) = converted.data["powers"]
    assert power["trigger"] == "An enemy hits you." and "effect" not in power


def _written(tmp_path: Path, document: object) -> Path:
    path = tmp_path / "converted.yaml"
    path.write_text(json.dumps(document), encoding="utf-8")  # JSON is YAML
    return path


def test_a_misspelled_action_or_usage_gets_the_closest_one(tmp_path: Path) -> None:
    text = tmp_path / "powers.txt"
    text.write_text(
        "Iron Guard    Fighter Utility 2\nEncounter ✦ Martial\nImmediate Interupt • Personal\n"
        "Trigger: An enemy hits you\nEffect: You gain a +4 power bonus to AC.\n"
    )
    foundry = tmp_path / "oops.json"
    foundry.write_text(
        '{"name": "Oops", "type": "power", "system": {"useType": "dayly", '
        '"actionType": "interupt", "trigger": "You fall."}}'
    )
    _, found = convert([text, foundry])
    said = {(d.code, d.message.rsplit("; ", 1)[-1]) for d in found}
    assert said == {
        ("C003", "did you mean 'Immediate Interrupt'?"),
        ("C013", "did you mean 'daily'?"),
        ("C003", "did you mean 'interrupt'?"),
    }


def test_a_yaml_file_named_to_convert_is_one_clear_error(run: Run, tmp_path: Path) -> None:
    """Not a stat block's C002/C004 about its `counterplay: 1` line."""
    authoring = tmp_path / "powers.yaml"
    authoring.write_text("counterplay: 1\npowers:\n  - name: X\n    usage: daily\n")
    result = run("convert", str(authoring))
    assert result.exit_code == 1 and result.stdout == ""
    errors = [line for line in result.stderr.splitlines() if ": C0" in line]
    assert len(errors) == 1 and errors[0].startswith(f"{authoring}:1:1: C005 this is YAML")
    assert "`counterplay compile`" in errors[0]


def test_a_missing_yaml_file_is_no_such_file_not_c005(run: Run, tmp_path: Path) -> None:
    """The C005 "this is YAML" advice is for a file that is there; a missing one is Y001."""
    missing = tmp_path / "powers.yaml"
    result = run("convert", str(missing))
    assert result.exit_code == 1
    assert "Y001 no such file" in result.stderr
    assert "C005" not in result.stderr


@pytest.mark.parametrize(
    "text", ["[]", '{"type": "npc", "name": "Goblin", "items": [{"type": "weapon"}]}']
)
def test_a_foundry_file_with_no_power_is_an_error(run: Run, tmp_path: Path, text: str) -> None:
    """Exit 1 comes with the error that says why, not with "0 errors"."""
    export = tmp_path / "export.json"
    export.write_text(text, encoding="utf-8")
    result = run("convert", str(export))
    assert result.exit_code == 1
    assert f"{export}:1:1: C005 no Foundry VTT 4E power found" in result.stderr
    assert "1 error" in result.stderr


POWER = '{"type": "power", '


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ('"hello"', "1:1: C012 not a Foundry VTT 4E power but a string;"),
        ('{"type": null, "system": {}}', "1:2: C012 not a Foundry VTT 4E power (type null);"),
        (
            '{"type": "power", "name": 5, "system": {}}',
            "1:19: C012 this power's 'name' is a number",
        ),
        ('{"type": "power", "name": " ", "system": {}}', "1:19: C012 this power's 'name' is empty"),
        ('{"type": "power", "name": "X"}', "1:2: C012 this power's 'system' is missing"),
        (
            '{"type": "power", "name": "X", "system": []}',
            "1:32: C012 this power's 'system' is a list",
        ),
        (  # an Altered card's JSON, named to convert as Foundry (`--from foundry`)
            '{"name": "Owl", "card_id": "ALT_X_1"}',
            "1:17: C012 this is an Altered card ('ALT_X_1'), not a Foundry VTT 4E power: "
            "`counterplay convert --from altered` reads it",
        ),
    ],
)
def test_c012_says_what_is_wrong_in_json_words(
    run: Run, tmp_path: Path, text: str, said: str
) -> None:
    """Not Python's type names ('str'), nor "(type 'power'); expected type 'power'"."""
    export = tmp_path / "export.json"
    export.write_text(text, encoding="utf-8")
    result = run("convert", "--from", "foundry", str(export))
    assert result.exit_code == 1
    assert f"{export}:{said}" in result.stderr


def test_a_text_files_diagnostics_are_in_file_order(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    # the whole text's notes (mixed line endings at line 8, a typographic space at line 5)
    # came before the blocks' errors at lines 2 and 3, as if they were at the top
    path = tmp_path / "messy.txt"
    path.write_bytes(
        b"Riposte    Fighter Attack 1\r\nImmediate Interupt      Melee 1\r\n"
        b"Trigger: An enemy hits you.\r\n\r\nWeird\xc2\xa0Name    Rogue Utility 2\r\n"
        b"Encounter\r\nMinor Action  Personal\r\nEffect: You hide.\n"
    )
    result = run("convert", str(path), "-o", str(tmp_path / "out.yaml"))
    places = re.findall(rf"^{re.escape(str(path))}:(\d+):\d+: (C\d+)", result.stderr, re.M)
    assert [(int(line), code) for line, code in places] == sorted(
        (int(line), code) for line, code in places
    ), result.stderr
    assert {code for _, code in places} >= {"C006", "C007"}
