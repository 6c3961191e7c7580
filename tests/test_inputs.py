"""Which files ``compile`` reads, how many at once, and not twice.

Files are told apart by content (``compiler.kinds``), directories are walked for authoring
files (``compiler.discover``), ``-j`` compiles in worker processes with the serial run's
output, the cache (``compiler.cache``) replays an unchanged file's result without compiling
it, and diagnostics render in time linear in their number.
"""

from __future__ import annotations

import json
import multiprocessing
import os
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import Result
from hypothesis import given, settings
from hypothesis import strategies as st

from counterplay.compiler import batch
from counterplay.compiler.kinds import kind_of
from counterplay.compiler.pipeline import Compiled
from tests.conftest import ROOT

EXAMPLE = ROOT / "counterplay" / "examples" / "ranger-and-fighter.yaml"
SCENARIO = ROOT / "counterplay" / "examples" / "scenarios" / "reaction-system.yaml"
POWER = "  - name: {name}\n    usage: encounter\n    action: immediate reaction\n"
WARNED = (  # compiles, with a P001 warning for the trigger it cannot read
    "counterplay: 1\nruleset: dnd4e\npowers:\n" + POWER.format(name="Odd Reflex") + "    "
    "trigger: The moon turns purple and sings loudly\n    effect: You shift 1 square.\n"
)
BROKEN = "counterplay: 1\npowers:\n" + POWER.format(name="Parry").replace("encounter", "often")


# -- kinds ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("path", "kind"),
    [
        (EXAMPLE, "authoring"),
        *(
            (p, "scenario")
            for p in sorted((ROOT / "counterplay" / "examples" / "scenarios").glob("*.yaml"))
        ),
        *(
            (p, "ruleset")
            for p in sorted((ROOT / "counterplay" / "rulesets").glob("*/*.ruleset.yaml"))
        ),
        (ROOT / "counterplay" / "rulesets" / "dnd4e" / "translation-4e.yaml", "translation"),
        (ROOT / ".pre-commit-hooks.yaml", None),
        (ROOT / "pyproject.toml", None),
        (ROOT / "counterplay" / "examples", None),
        (ROOT / "no-such-file.yaml", None),
    ],
    ids=lambda value: value.name if isinstance(value, Path) else str(value),
)
def test_shipped_files_are_told_apart_by_content(path: Path, kind: str | None) -> None:
    assert kind_of(path) == kind


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("repos:\n- repo: local\n  hooks: []\n", None),  # a .pre-commit-config.yaml
        ("on: push\njobs:\n  test: {runs-on: x}\n", None),  # CI configuration
        ("powers:\n  - name: Parry\n", None),  # no header: not ours (compile says why)
        ("counterplay:\n  enabled: true\nrepos: []\n", None),  # another tool's section
        ("%YAML 1.2\n---\n# mine\ncounterplay: 1  # v1\nruleset: dnd4e\n", "authoring"),
        ('"counterplay": 1\n"powers": []\n', "authoring"),
        ("{counterplay: 1, powers: []}", "authoring"),  # flow style: loaded, not scanned
        ("counterplay: 1\npowers:\n  - name: [Parry\n", "authoring"),  # broken: reported
        ("counterplay: 2\npowers: []\n", "authoring"),  # a version we lack: reported
        ("counterplay: 1\n", "authoring"),  # nothing else: reported, not skipped
        ("counterplay: 1\ntitle: Mine\nlimits: []\n", "ruleset"),
        ("counterplay: 1\nruleset: dnd4e\nmap: |\n  ..\n", "scenario"),
        ("- counterplay: 1\n", None),
        ("", None),
    ],
)
def test_kind_by_content(text: str, kind: str | None, tmp_path: Path) -> None:
    path = tmp_path / "file.yaml"
    path.write_text(text)
    assert kind_of(path) == kind


def test_kind_of_loaded_data() -> None:
    assert kind_of({"counterplay": 1, "powers": []}) == "authoring"
    assert kind_of({"counterplay": 1, "combatants": [], "script": [], "powers": []}) == "scenario"
    assert kind_of({"repos": []}) is None


def test_kind_of_neither_loads_the_file_nor_blocks_on_a_fifo(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import counterplay.compiler.load as load

    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("kind_of must not build the document")

    monkeypatch.setattr(load, "load", refuse)
    monkeypatch.setattr(load, "load_text", refuse)
    big = tmp_path / "big.yaml"
    big.write_text("counterplay: 1\nruleset: dnd4e\npowers:\n" + POWER.format(name="P") * 20_000)
    assert kind_of(big) == "authoring"
    fifo = tmp_path / "fifo.yaml"
    os.mkfifo(fifo)  # nobody writes to it: opening it blocking would hang
    assert kind_of(fifo) is None


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=400) | st.text(max_size=400).map(str.encode))
def test_kind_of_never_raises_on_junk(content: bytes) -> None:
    import tempfile

    with tempfile.TemporaryDirectory() as directory:
        path = Path(directory) / "junk.yaml"
        path.write_bytes(content)
        assert kind_of(path) in (None, "authoring", "ruleset", "scenario", "translation")


# -- naming files of other kinds, and skipping them ------------------------------------------


def test_a_named_file_of_another_kind_is_one_clear_error(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    config = tmp_path / ".pre-commit-config.yaml"
    config.write_text("repos:\n- repo: local\n  hooks: []\n")
    result = run("compile", str(SCENARIO), str(config))
    assert result.exit_code == 1 and result.stdout == ""
    errors = [line for line in result.stderr.splitlines() if ": S" in line]
    assert errors == [
        f"{SCENARIO}:5:1: S008 this is a scenario file, not an authoring file; "
        "run it with `counterplay simulate`",
        f"{config}:1:1: S008 this is not an authoring file: it has no `counterplay: 1` line, "
        "which every authoring file starts with (its top-level keys: repos)",
    ]


def test_the_kind_named_in_the_message_takes_its_article(run: Callable[..., Result]) -> None:
    result = run("translate", "--table", str(EXAMPLE), "--diff", str(EXAMPLE))
    assert result.exit_code == 1
    assert (
        f"{EXAMPLE}:3:1: S008 this is an authoring file, not a translation file; "
        "compile it with `counterplay compile`"
    ) in result.stderr.splitlines()


def test_skip_non_authoring_skips_other_files_quietly(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    config = tmp_path / ".pre-commit-config.yaml"
    config.write_text("repos: []\n")
    quiet = run("-q", "compile", "--skip-non-authoring", str(SCENARIO), str(config))
    assert (quiet.exit_code, quiet.stdout, quiet.stderr) == (0, "", "")
    loud = run("-v", "compile", "--skip-non-authoring", str(SCENARIO), str(config))
    assert loud.exit_code == 0
    assert f"Y013 [info] skipped {config}: not a counterplay file (no header)" in loud.stderr
    assert "nothing to compile (2 files skipped)" in loud.stderr
    broken = tmp_path / "broken.yaml"
    broken.write_text(BROKEN)
    missing = tmp_path / "missing.yaml"
    failed = run("-q", "compile", "--skip-non-authoring", str(config), str(broken), str(missing))
    assert failed.exit_code == 1  # an authoring file with errors, or a typo, is never skipped
    assert "S004" in failed.stderr and "Y001" in failed.stderr


def test_translate_skips_other_files_too(run: Callable[..., Result], tmp_path: Path) -> None:
    config = tmp_path / "ci.yml"
    config.write_text("on: push\n")
    assert run("translate", "--check", str(config)).exit_code == 1
    assert run("translate", "--check", "--skip-non-authoring", str(config)).exit_code == 0


# -- directories ------------------------------------------------------------------------------


def test_directories_are_walked_for_authoring_files(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    tree = tmp_path / "tree"
    (tree / "b" / "deeper").mkdir(parents=True)
    (tree / ".hidden").mkdir()
    (tree / "z.yml").write_text(EXAMPLE.read_text())
    (tree / "b" / "deeper" / "a.yaml").write_text(WARNED)
    (tree / ".hidden" / "skipped.yaml").write_text(EXAMPLE.read_text())
    (tree / "b" / "scenario.yaml").write_text(SCENARIO.read_text())
    (tree / "b" / "notes.txt").write_text("counterplay: 1\npowers: []\n")
    (tree / "b" / "loop").symlink_to(tree, target_is_directory=True)  # never followed
    named = run("compile", str(tree / "b" / "deeper" / "a.yaml"), str(tree / "z.yml"))
    walked = run("compile", str(tree), str(tree / "z.yml"))  # z.yml is compiled once
    assert walked.exit_code == named.exit_code == 0
    assert walked.stdout == named.stdout
    assert len(json.loads(walked.stdout)["powers"]) == 6
    assert "from 2 files, 1 skipped" in walked.stderr


def test_a_file_reached_through_links_is_read_once(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    tree = tmp_path / "tree"
    (tree / "b").mkdir(parents=True)
    (tree / "z.yml").write_text(EXAMPLE.read_text())
    (tree / "b" / "a-link.yaml").symlink_to(tree / "z.yml")  # walked first, the same file
    (tmp_path / "tree-link").symlink_to(tree, target_is_directory=True)
    for inputs in ([tree], [tree / "z.yml", tmp_path / "tree-link"]):
        result = run("compile", *map(str, inputs))
        assert result.exit_code == 0, result.stderr
        assert len(json.loads(result.stdout)["powers"]) == 5
        assert "from 1 file" in result.stderr


def test_a_file_and_a_link_to_it_in_one_walk_are_read_by_the_files_name(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    """`alias.yaml -> powers.yaml` beside it: the walk read the file once, by the link's
    name (first in sorted order), so its problems were said of 'alias.yaml' (noted by ux6)."""
    walked = tmp_path / "walked"
    walked.mkdir()
    (walked / "powers.yaml").write_text(WARNED)
    (walked / "alias.yaml").symlink_to("powers.yaml")
    (tmp_path / "outside.yaml").write_text(WARNED)
    (walked / "other.yaml").symlink_to(tmp_path / "outside.yaml")  # to no file of the walk
    result = run("lint", "--no-cache", str(walked))
    files = {line.split(":")[0] for line in result.stdout.splitlines() if ": P0" in line}
    assert files == {str(walked / "powers.yaml"), str(walked / "other.yaml")}, result.stdout
    assert "linted 2 files" in result.stderr


def test_a_directory_without_authoring_files_is_an_error(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    (tmp_path / "scenario.yaml").write_text(SCENARIO.read_text())
    result = run("compile", str(tmp_path))
    assert result.exit_code == 1
    assert f"Y012 no authoring files found in {tmp_path}; 1 YAML file there is" in result.stderr


def test_lint_finding_none_of_its_kinds_says_them_in_plain_english(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    """Y012 said "no authoring or scenario or ruleset files" and "1 YAML files there are"."""
    for name in ("notes.yaml", "todo.yaml"):
        (tmp_path / name).write_text("shopping: [bread]\n", encoding="utf-8")
    result = run("lint", str(tmp_path))
    assert result.exit_code == 1
    assert (
        f"Y012 no authoring files, scenarios or ruleset files found in {tmp_path}; 2 YAML "
        "files there are of other kinds"
    ) in result.stdout, result.stdout


# -- -j ---------------------------------------------------------------------------------------


def _files(tmp_path: Path, count: int) -> list[str]:
    paths = []
    for index in range(count):
        path = tmp_path / f"f{index:02d}.yaml"
        text = WARNED.replace("Odd Reflex", f"Odd Reflex {index}")
        path.write_text(text if index % 3 else EXAMPLE.read_text())
        paths.append(str(path))
    return paths


def test_jobs_give_the_serial_output(run: Callable[..., Result], tmp_path: Path) -> None:
    paths = _files(tmp_path, 6)
    serial = run("compile", "--no-cache", *paths)
    parallel = run("compile", "--no-cache", "-j", "2", *paths)
    assert serial.exit_code == parallel.exit_code == 0
    assert (parallel.stdout, parallel.stderr) == (serial.stdout, serial.stderr)
    assert serial.stderr.count("P001") == 4
    Path(paths[1]).write_text(BROKEN)
    serial = run("compile", "--no-cache", *paths)
    parallel = run("compile", "--no-cache", "-j", "0", *paths)
    assert serial.exit_code == parallel.exit_code == 1
    assert (parallel.stdout, parallel.stderr) == (serial.stdout, serial.stderr)


def test_results_in_workers_keep_their_reactions(tmp_path: Path) -> None:
    paths = _files(tmp_path, 3)
    serial = batch.compile_inputs(paths).results
    parallel = batch.compile_inputs(paths, jobs=2).results
    assert [r.path for r in parallel] == paths
    assert [[x.name for x in r.reactions] for r in parallel] == [
        [x.name for x in r.reactions] for r in serial
    ]
    assert [r.ir for r in parallel] == [r.ir for r in serial]


# -- the cache --------------------------------------------------------------------------------


def _counting(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Record every file the pipeline is asked to compile."""
    compiled: list[str] = []
    real = batch.compile_file

    def compile_file(path: str, progress: object = None) -> object:
        compiled.append(path)
        return real(path)

    monkeypatch.setattr(batch, "compile_file", compile_file)
    return compiled


def test_an_unchanged_file_is_not_compiled_again(
    run: Callable[..., Result], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    compiled = _counting(monkeypatch)
    cache = tmp_path / "cache"
    good, warned, broken = (tmp_path / n for n in ("good.yaml", "warned.yaml", "broken.yaml"))
    good.write_text(EXAMPLE.read_text())
    warned.write_text(WARNED)
    broken.write_text(BROKEN)
    for paths, code in (([good, warned], 0), ([good, broken], 1)):
        args = ("-v", "compile", "--cache-dir", str(cache), *map(str, paths))
        first = run(*args)
        compiled.clear()
        again = run(*args)
        assert compiled == []  # every result came from the cache
        assert first.exit_code == again.exit_code == code
        assert (again.stdout, again.stderr) == (first.stdout, first.stderr)
    assert "S004" in first.stderr and "P001" not in first.stderr
    warned.write_text(WARNED.replace("sings loudly", "sings softly"))
    changed = run("compile", "--cache-dir", str(cache), str(good), str(warned))
    assert compiled == [str(warned)] and "sings softly" in changed.stderr
    entries = list(cache.glob("*/*.json"))  # plain JSON, one per content seen
    assert len(entries) == 4 and all(
        json.loads(e.read_text())["ir"] is not None or json.loads(e.read_text())["diagnostics"]
        for e in entries
    )
    assert (cache / ".gitignore").read_text().endswith("*\n")


def test_the_cache_is_keyed_by_counterplay_code_too(
    run: Callable[..., Result], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from counterplay.compiler import cache

    compiled = _counting(monkeypatch)
    path = tmp_path / "good.yaml"
    path.write_text(WARNED)
    run("compile", str(path))
    monkeypatch.setattr(cache, "_code_hash", lambda: "0" * 64)  # as after an upgrade
    run("compile", str(path))
    assert compiled == [str(path), str(path)]


def test_the_code_key_changes_with_a_changed_package_file_and_a_library_version(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from importlib.metadata import version

    import counterplay
    from counterplay.compiler import cache

    for library in cache._LIBRARIES:  # read beside the library as importlib.metadata reads it
        assert cache._version(library) == version(library)
    # a copy of the package: one file edited (as by a developer) changes the key
    copied = tmp_path / "counterplay"
    shutil.copytree(
        Path(counterplay.__file__).parent, copied, ignore=shutil.ignore_patterns("__pycache__")
    )
    monkeypatch.setattr(counterplay, "__file__", str(copied / "__init__.py"))
    keys = []
    for change in ("", "# edited\n", "# edited again, same length? no: longer\n"):
        cache._code_hash.cache_clear()
        if change:
            with (copied / "compiler" / "to_ir.py").open("a", encoding="utf-8") as handle:
                handle.write(change)
        keys.append(cache._code_hash())
    cache._code_hash.cache_clear()
    os.utime(copied / "compiler" / "to_ir.py", ns=(1, 1))  # its time alone
    keys.append(cache._code_hash())
    monkeypatch.setattr(cache, "_version", lambda library: "9.9")  # a library upgraded
    cache._code_hash.cache_clear()
    keys.append(cache._code_hash())
    cache._code_hash.cache_clear()
    assert len(set(keys)) == len(keys), keys


def test_a_broken_or_unwritable_cache_only_costs_a_compile(
    run: Callable[..., Result], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    compiled = _counting(monkeypatch)
    path = tmp_path / "warned.yaml"
    path.write_text(WARNED)
    cache = tmp_path / "cache"
    expected = run("compile", "--cache-dir", str(cache), str(path))
    for entry in cache.glob("*/*.json"):
        entry.write_bytes(b"\x80not json")
    corrupt = run("compile", "--cache-dir", str(cache), str(path))
    blocked = tmp_path / "a-file"
    blocked.write_text("not a directory")
    unwritable = run("compile", "--cache-dir", str(blocked / "cache"), str(path))
    for result in (corrupt, unwritable):
        assert (result.exit_code, result.stdout, result.stderr) == (
            0,
            expected.stdout,
            expected.stderr,
        )
    assert len(compiled) == 3
    assert (
        run("compile", "--no-cache", "--cache-dir", str(tmp_path / "n"), str(path)).exit_code == 0
    )
    assert not (tmp_path / "n").exists()


# -- rendering --------------------------------------------------------------------------------


def test_each_file_is_split_into_lines_once_however_many_diagnostics(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from counterplay.commands import common
    from counterplay.commands.common import Options
    from counterplay.diagnostics import Span, diagnostic, lines_of

    splits = []

    def counted(text: str) -> list[str]:
        splits.append(text)
        return lines_of(text)

    monkeypatch.setattr(common, "lines_of", counted)
    source = "".join(f"line {n}\n" for n in range(1, 1001))
    found = [diagnostic("P001", "unread", Span("f.yaml", n, 1)) for n in range(1, 1001)]
    assert Options().report_to().report(found, {"f.yaml": source}) == (0, 1000)
    assert len(splits) == 1


def test_a_batch_collects_garbage_only_when_due_and_restores_the_collector(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import gc

    from counterplay.compiler.batch import compile_inputs, few_collections

    automatic: list[bool] = []
    collections: list[int] = []

    def work(path: str, progress: object = None) -> Compiled:
        automatic.append(gc.isenabled())
        return Compiled(path)

    def counted(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            collections.append(info["generation"])

    for name in ("a", "b", "c"):
        (tmp_path / f"{name}.yaml").write_text("counterplay: 1\npowers: []\n", encoding="utf-8")
    assert gc.isenabled()
    gc.callbacks.append(counted)
    try:
        compile_inputs([str(tmp_path)], work=work)
        assert automatic == [False] * 3 and gc.isenabled()
        whole = collections.count(2)  # (Python's own, outside the batch, are young ones)
        monkeypatch.setattr(batch, "COLLECT_AFTER", -1)  # due after every file
        compile_inputs([str(tmp_path)], work=work)
        assert collections.count(2) - whole >= 3  # a whole collection after each file
    finally:
        gc.callbacks.remove(counted)
    with pytest.raises(RuntimeError), few_collections():
        assert not gc.isenabled()
        raise RuntimeError
    assert gc.isenabled()


def test_what_a_batch_leaves_alive_is_made_old_without_a_collection_going_through_it() -> None:
    import gc

    from counterplay.compiler.batch import few_collections

    with few_collections():
        kept = [[index] for index in range(50_000)]  # young objects, never collected
        assert gc.get_count()[0] > 10_000
    assert gc.isenabled() and gc.get_freeze_count() == 0
    # in the oldest generation at once: the young collection that follows (its count is
    # past the threshold) has nothing of them to go through, nor the one after it
    assert any(found is kept[0] for found in gc.get_objects(generation=2))


def test_the_command_line_freezes_what_is_alive_before_python_collects_at_exit(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import gc

    from click.testing import CliRunner

    from counterplay import cli

    registered: list[object] = []
    monkeypatch.setattr(cli.atexit, "register", registered.append)
    cli._no_collection_at_exit.cache_clear()
    assert CliRunner().invoke(cli.main, ["rules"]).exit_code == 0
    assert registered == [gc.freeze]


def test_lint_uses_a_worker_per_cpu_for_many_files_by_default(
    run: Callable[..., Result], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    cpus = batch._workers(0, 1)
    assert [batch._workers(None, n) for n in (1, batch.MANY_FILES - 1)] == [1, 1]
    assert batch._workers(None, batch.MANY_FILES) == cpus
    assert (batch._workers(3, 1), batch._workers(1, 10**6)) == (3, 1)  # -j N as said
    said = run("lint", "--help").stdout
    assert f"one per CPU for {batch.MANY_FILES:,} files" in " ".join(said.split())
    for index in range(3):
        (tmp_path / f"p{index}.yaml").write_text(WARNED, encoding="utf-8")
    one = run("lint", "--no-cache", "-j", "1", "--output-format", "json", str(tmp_path))
    started: list[int] = []
    real = batch._workers
    monkeypatch.setattr(batch, "MANY_FILES", 2)
    monkeypatch.setattr(batch, "_workers", lambda j, n: started.append(real(j, n)) or real(j, n))
    auto = run("lint", "--no-cache", "--output-format", "json", str(tmp_path))
    # (asked once when the files are named, to start the workers, and once to use them)
    assert started == [cpus, cpus] and auto.stdout == one.stdout


def test_many_files_none_cached_start_their_workers_before_they_are_read(
    run: Callable[..., Result], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from counterplay.compiler import discover

    tree = tmp_path / "tree"
    tree.mkdir()
    for index in range(3):
        (tree / f"p{index}.yaml").write_text(WARNED, encoding="utf-8")
    one = run("lint", "--no-cache", "-j", "1", "--output-format", "json", str(tree))
    said: list[str] = []
    pool, kind = batch._pool, discover.kind_of

    def kind_of(path: str) -> str | None:  # (the worker processes running as it is read)
        said.append(f"kind, {len(multiprocessing.active_children())} workers running")
        return kind(path)

    monkeypatch.setattr(batch, "MANY_FILES", 2)
    monkeypatch.setattr(batch, "_pool", lambda n, now=False: said.append("workers") or pool(n, now))
    monkeypatch.setattr(discover, "kind_of", kind_of)
    cached = ("--cache-dir", str(tmp_path / "cache"), "--output-format", "json", str(tree))
    stored: list[str] = []
    get, put = batch.ResultCache.get, batch.ResultCache.put
    monkeypatch.setattr(batch.ResultCache, "get", lambda c, p: stored.append("key") or get(c, p))
    monkeypatch.setattr(batch.ResultCache, "put", lambda c, r: stored.append("put") or put(c, r))
    first = run("lint", *cached)
    read = [f"kind, {min(batch._workers(0, 3), 3)} workers running"] * 3
    assert said == ["workers", *read] and first.stdout == one.stdout
    # (each file read for its key in the cache as its result comes back, not all before)
    assert stored == ["key", "put"] * 3
    said.clear()
    again = run("lint", *cached)  # all in the cache: no worker, and no file's kind read
    assert said == [] and again.stdout == one.stdout
    uncached = run("lint", "--no-cache", *cached[2:])  # all to lint again
    assert said == ["workers", *read] and uncached.stdout == one.stdout
    from counterplay.compiler import pipeline

    def broken() -> None:
        raise OSError("no grammar tables")

    monkeypatch.setattr(pipeline, "prepare", broken)  # (what workers do first: ahead only)
    assert run("lint", "--no-cache", *cached[2:]).stdout == one.stdout


ABILITY = '  - {name: Sierra, lang: fr, text: "{J} Piochez une carte."}\n'


@pytest.mark.parametrize(
    ("ruleset", "lists", "refused"),
    [
        ("altered", "abilities:\n" + ABILITY, None),
        ("dnd4e", "abilities:\n" + ABILITY, "Altered abilities under 'dnd4e'"),
        ("horus-heresy", "abilities:\n" + ABILITY, "Altered abilities under 'horus-heresy'"),
        ("dnd4e-reactions", "powers:\n" + POWER.format(name="Parry"), None),
        ("altered", "powers:\n" + POWER.format(name="Parry"), "4E powers under 'altered'"),
    ],
)
def test_a_list_under_a_ruleset_of_another_game_is_refused(
    run: Callable[..., Result], tmp_path: Path, ruleset: str, lists: str, refused: str | None
) -> None:
    path = tmp_path / "powers.yaml"
    path.write_text(f"counterplay: 1\nruleset: {ruleset}\n{lists}", encoding="utf-8")
    result = run("compile", str(path), "-o", str(tmp_path / "out.json"))
    s009 = [line for line in result.stderr.splitlines() if " S009 " in line]
    if refused is None:
        assert result.exit_code == 0 and s009 == [], result.stderr
    else:
        assert result.exit_code == 1 and not (tmp_path / "out.json").exists()
        assert s009 and s009[0].startswith(f"{path}:2:10: S009 {refused}"), result.stderr


@pytest.mark.parametrize(
    ("reader", "example", "world"),
    [
        ("counterplay.compiler.altered.game:load_game", "altered/reaction-loop.yaml", "Altered"),
        (
            "counterplay.compiler.horus_heresy.battle:load_battle",
            "horus_heresy/shooting-return-fire.yaml",
            "Horus Heresy",
        ),
    ],
)
def test_a_game_or_battle_under_a_ruleset_of_another_world_is_refused_at_its_ruleset(
    tmp_path: Path, reader: str, example: str, world: str
) -> None:
    import importlib
    import re

    module, function = reader.split(":")
    load = getattr(importlib.import_module(module), function)
    text = (SCENARIO.parent / example).read_text(encoding="utf-8")
    path = tmp_path / "other.yaml"
    path.write_text(re.sub(r"(?m)^ruleset: .*$", "ruleset: dnd4e", text), encoding="utf-8")
    loaded, found = load(path)
    line = 1 + text[: re.search(r"(?m)^ruleset:", text).start()].count("\n")  # type: ignore[union-attr]
    assert loaded is None
    assert [(d.code, d.span.line, d.message) for d in found if d.code == "S006"] == [
        ("S006", line, f"ruleset dnd4e plays on the D&D 4E world, not {world}")
    ]


@pytest.mark.parametrize("command", ["compile", "lint", "translate", "simulate", "convert"])
def test_a_missing_file_says_the_close_name_beside_it_and_that_stdin_is_not_read(
    command: str, run: Callable[..., Result], tmp_path: Path
) -> None:
    """`powers.yml` for `powers.yaml` was only "no such file", and `-` (standard input, as
    many tools read it) "no such file: -"."""
    (tmp_path / "my powers").mkdir()
    (tmp_path / "my powers" / "powers.yaml").write_text(EXAMPLE.read_text(encoding="utf-8"))
    typo = str(tmp_path / "my powers" / "powers.yml")
    result = run(command, typo)
    assert result.exit_code == 1
    wanted = str(tmp_path / "my powers" / "powers.yaml")
    assert f"Y001 no such file: {typo}; did you mean {wanted!r}?" in result.stdout + result.stderr
    far = run(command, str(tmp_path / "my powers" / "rules.yaml"))
    assert "no such file: " in far.stdout + far.stderr
    assert "did you mean" not in far.stdout + far.stderr
    stdin = run(command, "-")
    assert stdin.exit_code == 1
    assert (
        "Y001 no such file: - (standard input is not read: name a file)"
        in stdin.stdout + stdin.stderr
    )


@pytest.mark.parametrize("ruleset", ["dnd4e", "altered", "horus-heresy"])
def test_simulating_an_authoring_file_says_so_whatever_its_game(
    ruleset: str, run: Callable[..., Result], tmp_path: Path
) -> None:
    """An Altered ability file (or powers naming a Horus Heresy ruleset) given to simulate
    was checked against that game's scenario schema: 'missing required field players',
    'unknown field abilities', one error a key, and never that it is an authoring file."""
    listed = "abilities" if ruleset == "altered" else "powers"
    path = tmp_path / "mine.yaml"
    path.write_text(
        f"counterplay: 1\nruleset: {ruleset}\n{listed}:\n  - name: Tour\n    text: x\n",
        encoding="utf-8",
    )
    result = run("simulate", str(path))
    assert result.exit_code == 1
    assert result.stderr.startswith(
        f"{path}:1:1: S008 this is an authoring file, not a scenario file; compile it with "
        "`counterplay compile`, or play its entries in a scenario that names it in "
        "`include:`\n"
    ), result.stderr
    assert "S003" not in result.stderr and "S002" not in result.stderr


def test_a_link_to_no_file_says_where_it_points_not_its_own_name(tmp_path: Path) -> None:
    """A dangling link is in its directory's names: it was "no such file: powers.yaml; did
    you mean 'powers.yaml'?"."""
    from counterplay.compiler.pipeline import compile_file

    link = tmp_path / "powers.yaml"
    link.symlink_to("gone.yaml")
    (found,) = compile_file(str(link)).diagnostics
    assert (found.code, found.message) == (
        "Y001",
        f"no such file: {link} (a link to gone.yaml, which does not exist)",
    )
