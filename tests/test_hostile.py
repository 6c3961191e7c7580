"""Every finding of the attack on the command line (issue "Unbreakable on hostile input"),
reproduced through the CLI under CPU, memory and wall-clock bounds (``tests.hostilekit``):
each ends in a diagnostic with a position (or a clean result), exit 1 for bad input, and
no traceback. The translate findings are in ``test_translate_cli.py``.
"""

from __future__ import annotations

import json
import os
import re
import signal
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import FIXTURES, ROOT
from tests.hostilekit import cli, diagnostics, place_of, positioned

EXAMPLE = ROOT / "counterplay" / "examples" / "ranger-and-fighter.yaml"
FORCED = ROOT / "counterplay" / "examples" / "scenarios" / "forced-movement.yaml"


def _long_name(words: int) -> str:
    return " ".join(f"Wight{i}" for i in range(words))


# -- a long monster name: linear, not cubic --------------------------------------------------


def _authoring(name: str) -> str:
    return (
        "counterplay: 1\nruleset: dnd4e\npowers:\n  - name: Grasping Claw\n"
        f"    monster: {name}\n    usage: at-will\n    action: immediate interrupt\n"
        "    trigger: An enemy adjacent to the wight3 shifts\n"
        "    effect: The wight3 makes a basic attack against the triggering enemy.\n"
    )


def _statblock(name: str) -> str:
    return (
        f"Grasping Claw    {name}\nAt-Will\nTriggered\n"
        "Trigger: An enemy adjacent to the wight3 shifts.\n"
        "Effect (Immediate Interrupt): The wight3 makes a basic attack.\n"
    )


def _foundry_npc(name: str) -> str:
    power = {
        "name": "Grasping Claw",
        "type": "power",
        "system": {
            "useType": "atwill",
            "actionType": "interrupt",
            "trigger": "An enemy adjacent to the wight3 shifts.",
            "effect": {"detail": "The wight3 makes a basic attack."},
        },
    }
    return json.dumps({"name": name, "type": "NPC", "items": [power]})


@pytest.mark.parametrize(
    ("file", "make", "command"),
    [
        ("monster.yaml", _authoring, "compile"),
        ("monster.txt", _statblock, "coverage"),
        ("monster.json", _foundry_npc, "coverage"),
    ],
)
@pytest.mark.parametrize("words", [7, 200, 300])
def test_a_long_monster_name_costs_its_length(
    tmp_path: Path, file: str, make: object, command: str, words: int
) -> None:
    """200 words took 35 s and 2 GB, 300 a MemoryError: every run of the name went into
    one regular expression. Now a name is read in its triggers by runs of up to six words
    (a trie pattern), and a name over 120 characters is not looked for at all."""
    assert callable(make)
    (tmp_path / file).write_text(make(_long_name(words)), encoding="utf-8")
    done = cli(command, "--no-cache" if command == "compile" else "--distinct", file, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    if command == "compile":
        ir = json.loads(done.stdout)
        trigger = ir["powers"][0]["trigger"]
        # a short name is read as the monster itself; a name past the limit is not
        assert (trigger["event"] != "unparsed") == (words == 7), trigger
    for said in diagnostics(done.stderr):  # warnings about unread text, each placed
        positioned(done, tmp_path, said.code)


# -- inputs that are no regular files ---------------------------------------------------------


COMMANDS = [
    ("compile", "x.yaml"),
    ("translate", "x.yaml"),
    ("simulate", "x.yaml"),
    ("convert", "x.txt"),
    ("coverage", "x.yaml"),
]


@pytest.mark.parametrize(("command", "name"), COMMANDS)
def test_a_fifo_input_is_refused_without_waiting(tmp_path: Path, command: str, name: str) -> None:
    os.mkfifo(tmp_path / name)
    done = cli(command, name, cwd=tmp_path)
    assert done.returncode == 1
    said = positioned(done, tmp_path, "Y014")
    assert said.file == name and "named pipe (FIFO)" in said.text


def test_a_fifo_translation_table_is_refused_without_waiting(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "table.yaml")
    (tmp_path / "powers.yaml").write_text(EXAMPLE.read_text(encoding="utf-8"), encoding="utf-8")
    done = cli("translate", "--check", "--table", "table.yaml", "powers.yaml", cwd=tmp_path)
    assert done.returncode == 1
    assert positioned(done, tmp_path, "Y014").file == "table.yaml"


@pytest.mark.parametrize("command", ["compile", "simulate", "convert", "coverage"])
def test_an_endless_device_is_refused_without_reading(tmp_path: Path, command: str) -> None:
    """/dev/zero says 0 bytes to stat() and never ends: it was read until MemoryError."""
    if not stat.S_ISCHR(os.stat("/dev/zero").st_mode):
        pytest.skip("no /dev/zero here")
    done = cli(command, "/dev/zero", cwd=tmp_path)  # read only: nothing is written to it
    assert done.returncode == 1
    said = [d for d in diagnostics(done.stderr) if d.code == "Y014"]
    assert said and (said[0].file, said[0].line, said[0].column) == ("/dev/zero", 1, 1)


# -- scenario maps and forced movement ---------------------------------------------------------


def _scenario(rows: list[str], push: str = "push the target 3", shift: str = "shift 2") -> str:
    text = FORCED.read_text(encoding="utf-8")
    text = re.sub(r"map: \|\n(?:  .*\n)+", "map: |\n" + "".join(f"  {r}\n" for r in rows), text)
    text = text.replace("You push the target 3 squares.", f"You {push} squares.")
    return text.replace("You shift 2 squares.", f"You {shift} squares.")


def test_a_map_past_the_size_limit_is_refused_before_it_is_built(tmp_path: Path) -> None:
    """A 2000x2000 map string slipped past the schema's 100x100 cap on `size`."""
    (tmp_path / "big.yaml").write_text(_scenario(["." * 2000] * 2000), encoding="utf-8")
    done = cli("simulate", "big.yaml", cwd=tmp_path)
    assert done.returncode == 1
    said = positioned(done, tmp_path, "R006")
    assert "2000x2000" in said.text and "100x100" in said.text and said.line == 9


def _maze() -> list[str]:
    """100x100: three open rows, then a wall with one gap at alternating ends (a corridor
    of about 7,500 squares, so that a long slide has very long paths)."""
    rows = []
    for y in range(100):
        if y % 4 == 3:
            gap = 99 if (y // 4) % 2 == 0 else 0
            rows.append("".join("." if x == gap else "#" for x in range(100)))
        else:
            rows.append("." * 100)
    return rows


@pytest.mark.parametrize(
    ("push", "shift"),
    [("slide the target 1000", "shift 2"), ("push the target 1000", "shift 1000")],
)
def test_forced_movement_of_a_thousand_squares_is_bounded(
    tmp_path: Path, push: str, shift: str
) -> None:
    """A slide of 1,000 squares kept a path per square per layer (MemoryError); push
    1,000 took 2.8 GB and 29 s. Paths are links now, and the search stops with its map."""
    (tmp_path / "far.yaml").write_text(_scenario(_maze(), push, shift), encoding="utf-8")
    done = cli("simulate", "far.yaml", "--seed", "3", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "Warden" in done.stdout


# -- integers past what Python prints ---------------------------------------------------------

HEX = "0x" + "f" * 5000
DECIMAL = "9" * 5000  # (YAML 1.2 has no 0b: binary digits are text)
OCTAL = "0o" + "7" * 6000


@pytest.mark.parametrize(
    ("old", "new", "line"),
    [
        ("counterplay: 1", f"counterplay: {OCTAL}", 3),
        ("  - name: Combat Challenge", f"  - name: {HEX}", 6),
        ("    keywords: [martial, weapon]", f"    keywords: [martial, {DECIMAL}]", 9),
        ("    source: Fighter Feature", f"    source: Fighter Feature\n    level: {HEX}", 8),
    ],
)
def test_a_huge_integer_in_authoring_yaml_is_placed(
    tmp_path: Path, old: str, new: str, line: int
) -> None:
    text = EXAMPLE.read_text(encoding="utf-8")
    assert old in text
    (tmp_path / "big.yaml").write_text(text.replace(old, new, 1), encoding="utf-8")
    done = cli("compile", "--no-cache", "big.yaml", cwd=tmp_path)
    assert done.returncode == 1
    said = positioned(done, tmp_path, "Y004")
    assert said.line == line and "too large" in said.text and len(said.text) < 300


@pytest.mark.parametrize(
    ("old", "new", "code"),
    [
        ("    hp: 40", f"    hp: {HEX}", "Y004"),
        ("    hp: 40", f"    hp: 40\n    attack_bonus: -{DECIMAL}", "Y004"),
        ("    hp: 40", f"    hp: 40\n    damage: {'9' * 5000}d6", "S001"),
    ],
)
def test_a_huge_integer_in_a_scenario_is_placed(
    tmp_path: Path, old: str, new: str, code: str
) -> None:
    text = FORCED.read_text(encoding="utf-8")
    (tmp_path / "big.yaml").write_text(text.replace(old, new, 1), encoding="utf-8")
    done = cli("simulate", "big.yaml", cwd=tmp_path)
    assert done.returncode == 1
    assert positioned(done, tmp_path, code).line in (36, 37)


def _foundry_power(**system: object) -> dict[str, object]:
    return {
        "name": "Warding Flash",
        "type": "power",
        "system": {"useType": "encounter", "actionType": "interrupt", **system},
    }


def test_a_huge_integer_in_foundry_json_is_placed(tmp_path: Path) -> None:
    text = json.dumps([_foundry_power()], indent=1).replace(
        '"useType"', '"level": ' + "7" * 5000 + ',\n   "useType"'
    )
    (tmp_path / "big.json").write_text(text, encoding="utf-8")
    done = cli("convert", "big.json", cwd=tmp_path)
    assert done.returncode == 1
    said = positioned(done, tmp_path, "C011")
    assert (said.line, said.column) == place_of(text, "7777") and "too large" in said.text


@pytest.mark.parametrize("field", ["name", "trigger"])
def test_a_lone_surrogate_in_foundry_json_is_placed(tmp_path: Path, field: str) -> None:
    power = _foundry_power(trigger="An enemy hits you.")
    if field == "name":
        power["name"] = "Warding MARK"
    else:
        power["system"]["trigger"] = "An enemy MARK hits you."  # type: ignore[index]
    text = json.dumps([power], indent=1).replace("MARK", "\\ud800")
    (tmp_path / "bad.json").write_text(text, encoding="utf-8")
    for command in ("convert", "coverage"):
        done = cli(command, "bad.json", cwd=tmp_path)
        assert done.returncode == 1
        said = positioned(done, tmp_path, "C011")
        assert (said.line, said.column) == place_of(text, "\\ud800") and "\\ud800" in said.text


def test_foundry_diagnostics_point_at_their_keys(tmp_path: Path) -> None:
    """Positions come from one pass over the JSON, not a search per diagnostic."""
    items = [_foundry_power(useType="weekly"), _foundry_power(actionType="dance"), {"type": "x"}]
    text = json.dumps(items, indent=1)
    (tmp_path / "odd.json").write_text(text, encoding="utf-8")
    done = cli("convert", "odd.json", cwd=tmp_path)
    assert done.returncode == 1
    places = {d.code: (d.line, d.column) for d in diagnostics(done.stderr)}
    assert places == {
        "C013": place_of(text, '"useType": "weekly"'),
        "C003": place_of(text, '"actionType": "dance"'),
        "C012": place_of(text, '"type": "x"'),
    }, done.stderr


# -- writing outputs ----------------------------------------------------------------------------


def _statblock_file(tmp_path: Path) -> Path:
    path = tmp_path / "p.txt"
    path.write_text(
        "Bramble Parry    Warden Attack 3\nEncounter ✦ Primal, Weapon\n"
        "Immediate Interrupt      Melee weapon\nTrigger: An enemy adjacent to you hits an ally\n"
        "Effect: You make a melee basic attack.\n",
        encoding="utf-8",
    )
    return path


@pytest.mark.parametrize("command", ["compile", "convert"])
def test_an_output_in_a_missing_directory_is_a_diagnostic(tmp_path: Path, command: str) -> None:
    source = EXAMPLE if command == "compile" else _statblock_file(tmp_path)
    done = cli(command, str(source), "-o", "missing/out", cwd=tmp_path)
    assert done.returncode == 1
    assert "O002 cannot write missing/out: the directory" in done.stderr
    assert not (tmp_path / "missing").exists()


def test_a_read_only_output_is_left_as_it_was(tmp_path: Path) -> None:
    kept = tmp_path / "kept.json"
    kept.write_text("old")
    kept.chmod(0o444)
    done = cli("compile", str(EXAMPLE), "-o", "kept.json", cwd=tmp_path)
    assert done.returncode == 1 and "O002" in done.stderr and "read-only" in done.stderr
    assert kept.read_text() == "old"


@pytest.mark.parametrize("command", ["compile", "convert"])
@pytest.mark.parametrize("through", ["itself", "a symlink", "a hard link"])
def test_an_output_that_is_an_input_is_refused(tmp_path: Path, command: str, through: str) -> None:
    source = tmp_path / "powers.yaml"
    if command == "compile":
        source.write_text(EXAMPLE.read_text(encoding="utf-8"), encoding="utf-8")
    else:
        source = _statblock_file(tmp_path)
    before = source.read_bytes()
    output = {"itself": source, "a symlink": tmp_path / "link", "a hard link": tmp_path / "hard"}
    if through == "a symlink":
        output[through].symlink_to(source.name)
    elif through == "a hard link":
        os.link(source, output[through])
    done = cli(command, source.name, "-o", output[through].name, cwd=tmp_path)
    assert done.returncode == 1 and "O003" in done.stderr, done.stderr
    assert source.read_bytes() == before


# -- temporary files of a write killed with -9 --------------------------------------------------

_STALLED_WRITE = """
import os, sys, time
from counterplay import files
def stall(fd):
    print("writing", flush=True)
    time.sleep(120)
os.fsync = stall
files.write_file(sys.argv[1], "new text")
"""


def test_a_temp_file_left_by_kill_9_is_removed_by_the_next_write(tmp_path: Path) -> None:
    target = tmp_path / "powers.json"
    target.write_text("old")
    writer = subprocess.Popen(
        [sys.executable, "-c", _STALLED_WRITE, str(target)], stdout=subprocess.PIPE, text=True
    )
    try:
        assert writer.stdout is not None and writer.stdout.readline() == "writing\n"
    finally:
        writer.send_signal(signal.SIGKILL)
        writer.wait(timeout=60)
    orphans = [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    assert orphans and orphans[0].startswith(f".powers.json.{writer.pid}.")
    assert target.read_text() == "old"  # the old file or the new one, never half of one
    # a write still going on (this process runs) and another program's file are kept
    live = tmp_path / f".powers.json.{os.getpid()}.abcdefgh.tmp"
    other = tmp_path / ".powers.json.backup.tmp"
    live.write_text("live")
    other.write_text("other")
    done = cli("compile", str(EXAMPLE), "-o", "powers.json", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert json.loads(target.read_text())["counterplay"] == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        ["powers.json", live.name, other.name]
    )


# -- positions and what a diagnostic line shows --------------------------------------------------


@pytest.mark.parametrize("char", ["\x00", "\x07", "\x1b"])
def test_a_control_character_is_placed_where_it_is(tmp_path: Path, char: str) -> None:
    text = EXAMPLE.read_text(encoding="utf-8").replace("Combat Challenge", f"Combat{char}Challenge")
    (tmp_path / "ctl.yaml").write_text(text, encoding="utf-8")
    done = cli("compile", "ctl.yaml", cwd=tmp_path)
    assert done.returncode == 1
    said = positioned(done, tmp_path, "Y004")
    assert (said.line, said.column) == (6, 17) and "position" not in done.stderr
    assert f"U+{ord(char):04X}" in said.text and char not in done.stderr


@pytest.mark.slow
def test_a_long_plain_list_is_not_called_an_alias_bomb(tmp_path: Path) -> None:
    """1.1 million items and no alias: Y015 (split the file), not Y006 (alias bomb)."""
    items = ",".join(["1"] * 1_100_000)
    (tmp_path / "long.yaml").write_text(f"counterplay: 1\npowers: [{items}]\n", encoding="utf-8")
    done = cli("compile", "--no-cache", "long.yaml", cwd=tmp_path, cpu=60, memory=1024**3)
    assert done.returncode == 1
    said = positioned(done, tmp_path, "Y015")
    assert said.line == 2 and "alias" not in done.stderr


@pytest.mark.parametrize(
    ("name", "shown"),
    [
        ("two\nlines.yaml", "two\\nlines.yaml"),
        ("evil\u202elmay.yaml", "evil\\u202elmay.yaml"),
        ("bell\x07.yaml", "bell\\x07.yaml"),
        (os.fsdecode(b"latin\xe9.yaml"), "latin\\xe9.yaml"),  # not UTF-8: its byte shown
    ],
)
def test_a_file_name_is_escaped_in_path_line_col(tmp_path: Path, name: str, shown: str) -> None:
    text = EXAMPLE.read_text(encoding="utf-8").replace("usage: at-will", "usage: bogus", 1)
    (tmp_path / name).write_text(text, encoding="utf-8")
    done = cli("compile", name, cwd=tmp_path)
    assert done.returncode == 1
    first = done.stderr.split("\n", 1)[0]
    assert first.startswith(f"{shown}:8:12: S004 "), done.stderr


@pytest.mark.parametrize("bom", [b"", b"\xef\xbb\xbf"])
def test_an_invalid_byte_is_placed_after_a_byte_order_mark_too(tmp_path: Path, bom: bytes) -> None:
    """With a byte-order mark the decoder counts from after it: the position (and the byte
    named) came out one byte early, and a mark cut in half raised UnicodeDecodeError."""
    (tmp_path / "bad.json").write_bytes(bom + b'{\r\xff"name": 1}')
    done = cli("convert", "bad.json", cwd=tmp_path)
    assert done.returncode == 1
    said = positioned(done, tmp_path, "Y003")
    assert (said.line, said.column) == (2, 1) and "0xff" in said.text


# -- size: costs that grow with the input, not with its square ---------------------------------


def test_many_foundry_diagnostics_on_one_line_cost_their_number(tmp_path: Path) -> None:
    """A JSON export on one line with a diagnostic per power: each diagnostic's caret line
    was cleaned whole before it was cut to 200 characters (20,000 powers: 334 s)."""
    powers = [_foundry_power(useType="weekly") for _ in range(5000)]
    for number, power in enumerate(powers):
        power["name"] = f"Power {number}"
    (tmp_path / "one-line.json").write_text(json.dumps(powers), encoding="utf-8")
    done = cli("convert", "one-line.json", cwd=tmp_path, cpu=10)
    assert done.returncode == 1
    said = [d for d in diagnostics(done.stderr) if d.code == "C013"]
    assert len(said) == 5000 and said[-1].line == 1 and said[-1].column > 400_000


def test_a_power_with_many_notes_and_a_long_special_is_bounded(tmp_path: Path) -> None:
    """Each note was searched for in the special text: notes x length."""
    power = json.loads((FIXTURES / "foundry" / "ward.json").read_text(encoding="utf-8"))
    power["system"]["description"]["value"] += "".join(
        f"<p>Level {n}: a{'a' * 30}b</p>" for n in range(60_000)
    )
    power["system"]["special"] = "a" * 1_000_000  # each note nearly matches everywhere
    (tmp_path / "notes.json").write_text(json.dumps(power), encoding="utf-8")
    done = cli("convert", "notes.json", cwd=tmp_path, cpu=20, memory=600 * 1024**2)
    assert done.returncode == 0, done.stderr
    assert done.stdout.count("Level ") == 60_000


def test_a_file_name_that_is_not_utf8_is_compiled_and_written(tmp_path: Path) -> None:
    """Its name goes into the cache key and the IR's origin: both raised UnicodeEncodeError."""
    name = os.fsdecode(b"latin\xe9.yaml")
    (tmp_path / name).write_text(EXAMPLE.read_text(encoding="utf-8"), encoding="utf-8")
    for _ in range(2):  # the second time from the cache
        done = cli("compile", name, "-o", "out.json", cwd=tmp_path)
        assert done.returncode == 0, done.stderr
    assert b'"file": "latin\xe9.yaml"' in (tmp_path / "out.json").read_bytes()
