"""Writes that never harm (files.write_file and every `-o`): regular files replaced
atomically with their mode and owner kept, links written through, devices and FIFOs written
to as they are, directories refused, and nothing written outside the test's own directory.

No test here names a system path as an output: devices are made with mknod inside tmp_path
(as root), FIFOs with mkfifo, and every FIFO has a reader and a timeout so no test can hang.
"""

from __future__ import annotations

import errno
import json
import os
import select
import shlex
import stat
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from click.testing import Result
from hypothesis import example, given, settings
from hypothesis import strategies as st
from ruamel.yaml import YAML

from counterplay import files
from counterplay.compiler.load import MAX_INT
from counterplay.files import WriteError, check_target, write_file
from counterplay.yaml_core import CORE_SCHEMA
from tests.conftest import FIXTURES, ROOT

Run = Callable[..., Result]
EXAMPLE = ROOT / "counterplay" / "examples" / "ranger-and-fighter.yaml"
STATBLOCKS = FIXTURES / "statblocks" / "player.txt"
TIMEOUT = 60.0


@contextmanager
def umask(mask: int) -> Iterator[None]:
    old = os.umask(mask)
    try:
        yield
    finally:
        os.umask(old)


def _null_device(path: Path) -> Path:
    """A character device like /dev/null (1, 3), made at ``path``; skip unless permitted."""
    if os.geteuid() != 0:
        pytest.skip("making a device node needs root")
    try:
        os.mknod(path, stat.S_IFCHR | 0o666, os.makedev(1, 3))
    except OSError as exc:  # a container without CAP_MKNOD, a nodev mount
        pytest.skip(f"cannot make a device node here: {exc}")
    return path


def _leftovers(directory: Path) -> list[str]:
    return sorted(p.name for p in directory.iterdir() if p.name.endswith(".tmp"))


# -- regular files: atomic, mode and owner kept ---------------------------------------------


@pytest.mark.parametrize("mask", [0o022, 0o027, 0o002, 0o077])
def test_a_new_file_gets_the_umask_mode(tmp_path: Path, mask: int) -> None:
    target = tmp_path / "new.json"
    with umask(mask):
        write_file(target, "{}\n")
    assert stat.S_IMODE(target.stat().st_mode) == 0o666 & ~mask
    assert target.read_text() == "{}\n"
    assert _leftovers(tmp_path) == []


def test_the_umask_is_read_without_being_changed() -> None:
    with umask(0o037):
        assert files._umask() == 0o037
        assert os.umask(0o037) == 0o037


@pytest.mark.parametrize("mode", [0o640, 0o755, 0o600, 0o2775])
def test_an_existing_file_keeps_its_mode(tmp_path: Path, mode: int) -> None:
    target = tmp_path / "old.json"
    target.write_text("old")
    target.chmod(mode)
    inode = target.stat().st_ino
    write_file(target, "new")
    assert stat.S_IMODE(target.stat().st_mode) == mode
    assert target.read_text() == "new"
    assert target.stat().st_ino != inode  # replaced by rename, not rewritten in place


def test_an_existing_file_keeps_its_owner_and_group(tmp_path: Path) -> None:
    if os.geteuid() != 0:
        pytest.skip("only root can give a file to someone else")
    target = tmp_path / "theirs.json"
    target.write_text("old")
    os.chown(target, 4321, 8765)
    target.chmod(0o644)
    write_file(target, "new")
    status = target.stat()
    assert (status.st_uid, status.st_gid) == (4321, 8765)
    assert stat.S_IMODE(status.st_mode) == 0o644
    assert target.read_text() == "new"


def test_text_is_written_as_utf8_without_newline_translation(tmp_path: Path) -> None:
    target = tmp_path / "out.yaml"
    write_file(target, "name: Café\r\nnext: ✦\n")
    assert target.read_bytes() == "name: Café\r\nnext: ✦\n".encode()


@pytest.mark.parametrize("failing", ["os.replace", "os.fsync"])
def test_a_failed_write_leaves_the_old_file_and_no_temp_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, failing: str
) -> None:
    target = tmp_path / "old.json"
    target.write_text("old")

    def broken(*_args: Any) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(failing, broken)
    with pytest.raises(WriteError, match=r"old\.json: no space left on device; it was left"):
        write_file(target, "new")
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["old.json"]


def test_an_interrupted_write_removes_its_temp_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "old.json"
    target.write_text("old")

    def interrupted(*_args: Any) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr("os.replace", interrupted)
    with pytest.raises(KeyboardInterrupt):
        write_file(target, "new")
    assert [p.name for p in tmp_path.iterdir()] == ["old.json"]


def test_no_temp_file_possible_is_an_error_not_a_traceback(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What an unwritable directory gives (even root meets it on a read-only mount)."""

    def refused(*_args: Any, **_kwargs: Any) -> None:
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr("tempfile.mkstemp", refused)
    with pytest.raises(WriteError, match=r"no temporary file can be made in .*permission denied"):
        write_file(tmp_path / "out.json", "{}")
    assert list(tmp_path.iterdir()) == []


def test_an_unwritable_directory_is_refused_before_writing(tmp_path: Path) -> None:
    if os.geteuid() == 0:
        pytest.skip("root can write into a read-only directory")
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(stat.S_IRUSR | stat.S_IXUSR)
    try:
        with pytest.raises(WriteError, match="locked is not writable"):
            write_file(locked / "out.json", "{}")
    finally:
        locked.chmod(stat.S_IRWXU)
    assert list(locked.iterdir()) == []


def test_a_read_only_file_is_refused_even_to_root(tmp_path: Path) -> None:
    target = tmp_path / "kept.json"
    target.write_text("old")
    target.chmod(0o444)
    with pytest.raises(WriteError, match="read-only"):
        write_file(target, "new")
    assert target.read_text() == "old"


def test_a_directory_target_is_refused(tmp_path: Path) -> None:
    (tmp_path / "inside").write_text("kept")
    with pytest.raises(WriteError, match="is a directory") as caught:
        write_file(tmp_path, "new")
    assert caught.value.is_directory
    assert [p.name for p in tmp_path.iterdir()] == ["inside"]


def test_a_missing_directory_is_refused(tmp_path: Path) -> None:
    with pytest.raises(WriteError, match="does not exist") as caught:
        check_target(tmp_path / "nowhere" / "out.json")
    assert not caught.value.is_directory


# -- links are written through ------------------------------------------------------------


def test_a_symlink_is_written_through(tmp_path: Path) -> None:
    real_dir, link_dir = tmp_path / "real", tmp_path / "links"
    real_dir.mkdir()
    link_dir.mkdir()
    real = real_dir / "powers.json"
    real.write_text("old")
    real.chmod(0o640)
    link = link_dir / "powers.json"
    link.symlink_to(Path("..") / "real" / "powers.json")
    chain = link_dir / "again.json"
    chain.symlink_to("powers.json")
    write_file(chain, "new")
    assert link.is_symlink() and chain.is_symlink()
    assert os.readlink(link) == str(Path("..") / "real" / "powers.json")
    assert real.read_text() == "new"
    assert stat.S_IMODE(real.stat().st_mode) == 0o640
    assert _leftovers(real_dir) == [] and _leftovers(link_dir) == []


def test_a_dangling_symlink_makes_the_file_it_names(tmp_path: Path) -> None:
    link = tmp_path / "out.json"
    link.symlink_to("made.json")
    with umask(0o022):
        write_file(link, "new")
    assert link.is_symlink()
    assert (tmp_path / "made.json").read_text() == "new"
    assert stat.S_IMODE((tmp_path / "made.json").stat().st_mode) == 0o644


# -- devices and FIFOs are written to as they are -------------------------------------------


def test_a_character_device_stays_a_device(tmp_path: Path) -> None:
    null = _null_device(tmp_path / "null")
    before = null.stat()
    write_file(null, "{}\n")
    after = null.stat()
    assert stat.S_ISCHR(after.st_mode) and after.st_rdev == before.st_rdev
    assert after.st_ino == before.st_ino
    assert sorted(p.name for p in tmp_path.iterdir()) == ["null"]


@contextmanager
def fifo_reader(path: Path) -> Iterator[Callable[[], bytes]]:
    """A FIFO at ``path`` opened for reading without blocking; yields "read all so far"."""
    os.mkfifo(path)
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)

    def drain() -> bytes:
        chunks = []
        while select.select([fd], [], [], 0)[0]:
            try:
                chunk = os.read(fd, 65536)
            except BlockingIOError:
                break
            if not chunk:
                break
            chunks.append(chunk)
        return b"".join(chunks)

    try:
        yield drain
    finally:
        os.close(fd)


def _in_thread(work: Callable[[], object]) -> list[object]:
    """Run ``work`` in a daemon thread and wait at most TIMEOUT; its result or exception."""
    outcome: list[object] = []

    def target() -> None:
        try:
            outcome.append(work())
        except BaseException as exc:  # reported to the test, never lost in the thread
            outcome.append(exc)

    worker = threading.Thread(target=target, daemon=True)
    worker.start()
    worker.join(TIMEOUT)
    assert not worker.is_alive(), "the write blocked: the FIFO was not opened as it is"
    return outcome


def test_a_fifo_is_written_to_and_stays_a_fifo(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    with fifo_reader(fifo) as drain:
        outcome = _in_thread(lambda: write_file(fifo, "through the pipe\n"))
        assert outcome == [None]
        assert drain() == b"through the pipe\n"
    assert stat.S_ISFIFO(fifo.stat().st_mode)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["pipe"]


def test_a_descriptor_name_is_written_in_place(tmp_path: Path) -> None:
    """/proc/self/fd/N (what /dev/stdout names) of a regular file: written, not renamed over."""
    if not Path("/proc/self/fd").is_dir():
        pytest.skip("no /proc/self/fd here")
    target = tmp_path / "out.json"
    target.write_text("something longer than the new text")
    inode = target.stat().st_ino
    with target.open("r+b") as handle:
        write_file(f"/proc/self/fd/{handle.fileno()}", "new")
    assert target.read_text() == "new"
    assert target.stat().st_ino == inode
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.json"]


# -- the command line -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("command", "source", "expect"),
    [("compile", EXAMPLE, '"powers": ['), ("convert", STATBLOCKS, "powers:\n")],
)
def test_dash_is_stdout(
    run: Run,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    command: str,
    source: Path,
    expect: str,
) -> None:
    monkeypatch.chdir(tmp_path)
    result = run(command, str(source), "-o", "-")
    assert result.exit_code == 0, result.stderr
    assert expect in result.stdout
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(("command", "source"), [("compile", EXAMPLE), ("convert", STATBLOCKS)])
def test_a_directory_output_is_a_diagnostic(
    run: Run, tmp_path: Path, command: str, source: Path
) -> None:
    result = run(command, str(source), "-o", str(tmp_path))
    assert result.exit_code == 1
    assert f"O001 cannot write {tmp_path}: it is a directory" in result.stderr
    assert "Traceback" not in result.output and result.stdout == ""
    assert list(tmp_path.iterdir()) == []


def test_a_failed_write_is_a_diagnostic(
    run: Run, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def refused(*_args: Any, **_kwargs: Any) -> None:
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr("tempfile.mkstemp", refused)
    result = run("compile", str(EXAMPLE), "-o", str(tmp_path / "out.json"))
    assert result.exit_code == 1
    assert "O002 cannot write" in result.stderr and "permission denied" in result.stderr
    assert "compiled but not written: 1 error" in result.stderr
    assert "Traceback" not in result.output and result.stdout == ""


def test_compile_check_writes_nothing(
    run: Run, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    good = tmp_path / "good.yaml"
    good.write_text(EXAMPLE.read_text())
    result = run("compile", "--check", str(good))
    assert result.exit_code == 0, result.stderr
    assert result.stdout == ""
    assert "checked 5 powers from 1 file" in result.stderr
    assert run("-q", "compile", "--check", str(good)).output == ""
    bad = tmp_path / "bad.yaml"
    bad.write_text(good.read_text().replace("usage: encounter", "usage: often", 1))
    failed = run("compile", "--check", str(bad))
    assert failed.exit_code == 1 and failed.stdout == ""
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.yaml", "good.yaml"]
    both = run("compile", "--check", str(good), "-o", str(tmp_path / "out.json"))
    assert both.exit_code == 2 and "--check writes nothing" in both.stderr


def test_compile_output_through_a_symlink_and_onto_a_device(run: Run, tmp_path: Path) -> None:
    real = tmp_path / "real.json"
    real.write_text("old")
    link = tmp_path / "link.json"
    link.symlink_to(real.name)
    assert run("compile", str(EXAMPLE), "-o", str(link)).exit_code == 0
    assert link.is_symlink() and len(json.loads(real.read_text())["powers"]) == 5
    null = _null_device(tmp_path / "null")
    result = run("compile", str(EXAMPLE), "-o", str(null))
    assert result.exit_code == 0, result.stderr
    assert stat.S_ISCHR(null.stat().st_mode)
    assert _leftovers(tmp_path) == []


def test_convert_output_onto_a_fifo(run: Run, tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    with fifo_reader(fifo) as drain:
        received = bytearray()

        def convert() -> int:
            return run("convert", str(STATBLOCKS), "-o", str(fifo)).exit_code

        worker = threading.Thread(target=lambda: received.extend(b"%d" % convert()), daemon=True)
        worker.start()
        deadline = time.monotonic() + TIMEOUT
        text = b""
        while worker.is_alive() and time.monotonic() < deadline:
            text += drain()  # keep the pipe from filling up while convert writes
            time.sleep(0.01)
        assert not worker.is_alive(), "convert blocked on the FIFO"
        text += drain()
    assert bytes(received) == b"0"
    assert text.startswith(b"counterplay: 1\n") and b"Bramble Parry" in text
    assert stat.S_ISFIFO(fifo.stat().st_mode)


def test_translate_dash_prints_the_translation(run: Run, tmp_path: Path) -> None:
    source = tmp_path / "powers.yaml"
    source.write_bytes((FIXTURES / "translate" / "powers.yaml").read_bytes())
    before = source.read_bytes()
    result = run("translate", "-o", "-", str(source))
    assert result.exit_code == 0, result.stderr
    assert "reaction: [reaction]" in result.stdout
    assert source.read_bytes() == before
    assert run("translate", "-o", "-", str(source), str(source)).exit_code == 2


def test_translate_in_place_keeps_a_symlink(run: Run, tmp_path: Path) -> None:
    real = tmp_path / "real.yaml"
    real.write_bytes((FIXTURES / "translate" / "powers.yaml").read_bytes())
    link = tmp_path / "powers.yaml"
    link.symlink_to(real.name)
    assert run("translate", str(link)).exit_code == 0
    assert link.is_symlink() and "reaction: [reaction]" in real.read_text()


# -- the pre-commit hook writes nothing anywhere --------------------------------------------

# Runs the hook's entry with an audit hook that records every path opened for writing,
# created, renamed, removed or changed, then prints them as JSON (see sys.addaudithook).
AUDIT = """
import json, os, sys
WRITES = os.O_WRONLY | os.O_RDWR | os.O_APPEND | os.O_CREAT | os.O_TRUNC
EVENTS = {"os.rename", "os.remove", "os.rmdir", "os.mkdir", "os.chmod", "os.chown",
          "os.truncate", "os.link", "os.symlink", "os.utime", "os.mkfifo", "os.mknod",
          "tempfile.mkstemp", "tempfile.mkdtemp", "shutil.copyfile", "shutil.move",
          "shutil.rmtree", "sqlite3.connect"}
seen = []
def hook(event, args):
    if event == "open":
        path, mode, flags = args
        if isinstance(mode, str) and any(c in mode for c in "wax+") or (flags or 0) & WRITES:
            seen.append([event, path])
    elif event in EVENTS:
        seen.extend([event, a] for a in args[:2])
sys.addaudithook(hook)
from counterplay.cli import main
try:
    main(sys.argv[1:], prog_name="counterplay")
finally:
    sys.stderr.write("\\nAUDIT " + json.dumps(
        [[e, os.fsdecode(p)] for e, p in seen if isinstance(p, (str, bytes, os.PathLike))]
    ) + "\\n")
"""


def test_the_compile_hook_entry_writes_nothing_outside_its_directory(tmp_path: Path) -> None:
    hooks = YAML(typ="safe").load((ROOT / ".pre-commit-hooks.yaml").read_text())
    (entry,) = [h["entry"] for h in hooks if h["id"] == "counterplay-compile"]
    program, *args = shlex.split(entry)
    assert program == "counterplay"
    work = tmp_path / "repo"
    work.mkdir()
    (work / "powers.yaml").write_text(EXAMPLE.read_text())
    scratch = {name: tmp_path / name for name in ("home", "cache", "tmp")}
    for directory in scratch.values():
        directory.mkdir()
    env = {
        **os.environ,
        "HOME": str(scratch["home"]),
        "XDG_CACHE_HOME": str(scratch["cache"]),
        "COUNTERPLAY_CACHE_DIR": str(scratch["cache"] / "counterplay"),
        "TMPDIR": str(scratch["tmp"]),
        "PYTHONDONTWRITEBYTECODE": "1",
    }
    done = subprocess.run(
        [sys.executable, "-c", AUDIT, *args, "powers.yaml"],
        cwd=work,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout == ""
    audit = json.loads(done.stderr.rsplit("AUDIT ", 1)[1])
    inside = os.path.realpath(tmp_path) + os.sep
    outside = [
        (event, path)
        for event, path in audit
        if not os.path.realpath(os.path.join(work, path)).startswith(inside)
    ]
    assert outside == [], "the hook wrote outside its directory"
    assert sorted(p.name for p in work.iterdir()) == ["powers.yaml"]


def test_compile_check_takes_each_file_on_its_own(run: Run, tmp_path: Path) -> None:
    """A hook gets a repository's files in batches: files for two rulesets both check,
    though they cannot be compiled into one document (S007)."""
    first = tmp_path / "core.yaml"
    first.write_text(EXAMPLE.read_text())
    second = tmp_path / "homebrew.yaml"
    second.write_text(EXAMPLE.read_text().replace("ruleset: dnd4e", "ruleset: dnd4e-reactions"))
    checked = run("compile", "--check", str(first), str(second))
    assert checked.exit_code == 0, checked.stderr
    assert "checked 10 powers from 2 files" in checked.stderr
    merged = run("compile", str(first), str(second))
    assert merged.exit_code == 1 and "S007" in merged.stderr


@settings(max_examples=300, deadline=None)
@given(
    st.one_of(
        st.text(max_size=20),
        st.from_regex(CORE_SCHEMA, fullmatch=True),  # text the schema reads as a number, ...
        st.integers(-MAX_INT, MAX_INT),  # past them load refuses an integer (Y004)
        st.floats(allow_nan=False),
        st.booleans(),
        st.none(),
    )
)
@example(".5e3")  # ruamel's resolver writes it plain; YAML 1.2 reads a float
@example("0o17")
def test_written_yaml_reads_back_unchanged(value: object) -> None:
    """What counterplay writes (``files.yaml_text``: convert's output) reads back as the
    same value: a string our loader's YAML 1.2 table takes for a number is quoted."""
    from counterplay.compiler.load import load_text

    document, problems = load_text(files.yaml_text({"key": value, "list": [value]}), "w.yaml")
    assert document is not None, problems
    assert document.data == {"key": value, "list": [value]}
    assert [type(v) for v in document.data.values()] == [type(value), list]


@pytest.mark.parametrize("size", [0, 1, 4095, 65536, 65537, 300_000])
def test_a_file_is_read_whole_whatever_its_size(tmp_path: Path, size: int) -> None:
    data = bytes(i % 251 for i in range(size))
    path = tmp_path / "f.yaml"
    path.write_bytes(data)
    assert files.read_input(path, 1_000_000) == data
    assert files.read_regular(path, 1_000_000) == data
    # one byte past the limit is read, to tell a larger file
    assert files.read_regular(path, 100) == data[:101]


def test_a_file_longer_than_its_size_said_is_read_to_its_end_or_the_limit(tmp_path: Path) -> None:
    # fstat's size is a hint (a file can grow between fstat and read): reads go on to EOF
    path = tmp_path / "f.yaml"
    path.write_bytes(b"x" * 200_000)
    fd = os.open(path, os.O_RDONLY)
    try:
        assert files._read_at_most(fd, 1_000_000, "f.yaml", expected=10) == b"x" * 200_000
        os.lseek(fd, 0, os.SEEK_SET)
        assert files._read_at_most(fd, 150_001, "f.yaml", expected=10) == b"x" * 150_001
    finally:
        os.close(fd)
    with pytest.raises(files.ReadError, match="or more"):
        grown = tmp_path / "g.yaml"
        grown.write_bytes(b"y" * 500)
        real = files._open_regular

        def smaller(path: Any, name: str) -> tuple[int, int]:
            fd, _ = real(path, name)
            return fd, 10  # the size said before the file grew

        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(files, "_open_regular", smaller)
            files.read_input(grown, 100)


def test_a_directory_is_walked_as_compile_walks_it(tmp_path: Path) -> None:
    # convert and coverage took every folder (hidden ones too) and, for 4E, only lower-case
    # suffixes; each walked a directory its own way
    from counterplay.files import walked

    (tmp_path / "b").mkdir()
    (tmp_path / ".git").mkdir()
    for name in ("b/z.txt", "A.TXT", "cards.jsonl", ".draft.txt", ".git/x.txt", "notes.md"):
        (tmp_path / name).write_text("x", encoding="utf-8")
    (tmp_path / "elsewhere").mkdir()
    (tmp_path / "link").symlink_to(tmp_path / "elsewhere", target_is_directory=True)
    (tmp_path / "elsewhere" / "far.txt").write_text("x", encoding="utf-8")
    found = [p.relative_to(tmp_path).as_posix() for p in walked(tmp_path, (".txt", ".jsonl"))]
    assert found == ["A.TXT", "b/z.txt", "cards.jsonl", "elsewhere/far.txt"]


def test_convert_reads_a_directory_as_compile_walks_it(tmp_path: Path) -> None:
    from counterplay.compiler.dnd4e.convert import input_files

    (tmp_path / ".git").mkdir()
    for name in ("POWERS.TXT", ".git/COMMIT_EDITMSG.txt", "export.Json"):
        (tmp_path / name).write_text("x", encoding="utf-8")
    found = [(p.name, fmt) for p, fmt in input_files([tmp_path], None)]
    assert found == [("POWERS.TXT", "text"), ("export.Json", "foundry")]
