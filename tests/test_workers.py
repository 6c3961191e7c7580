"""The worker processes of `compile -j` end with the command: one killed by `timeout` or a
CI job (SIGTERM) left them waiting for work for ever (each holds the task queue's pipe open
for the others), and with them the output it was writing to, so the job never ended. The
same when a fork server starts the workers (Python 3.14's default on Linux), which must not
be taken for the command's end either."""

from __future__ import annotations

import multiprocessing
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.conftest import ROOT

pytestmark = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="reads /proc; the parent-death signal is Linux's"
)

POWERS = "counterplay: 1\npowers:\n" + "".join(
    f"  - {{name: P{i}, usage: encounter, action: immediate reaction,"
    f" trigger: An enemy hits you, effect: You shift 1 square.}}\n"
    for i in range(20)
)


def _children(pid: int) -> set[int]:
    """The processes whose parent is ``pid``."""
    found = set()
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:  # (ended meanwhile)
            continue
        if int(fields[1]) == pid:
            found.add(int(stat.parent.name))
    return found


def _running(pid: int) -> bool:
    """Whether ``pid`` runs (a zombie, ended but not yet reaped, does not)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


# `compile -j 2` with the workers started by a fork server (Python 3.14's default on Linux)
_COMPILE_UNDER_FORKSERVER = """
import multiprocessing, sys
if __name__ == "__main__":
    multiprocessing.set_start_method("forkserver", force=True)
    from counterplay.cli import main
    sys.argv = ["counterplay", "compile", "--no-cache", "-j", "2", sys.argv[1]]
    main()
"""


def _descendants(pid: int) -> set[int]:
    """The processes below ``pid``: its children, theirs, ..."""
    found, todo = set(), [pid]
    while todo:
        below = _children(todo.pop()) - found
        found |= below
        todo.extend(below)
    return found


@pytest.mark.parametrize("start", ["default", "forkserver"])
def test_workers_end_when_the_command_is_killed(tmp_path: Path, start: str) -> None:
    """With a fork server the workers are its children (with the multiprocessing resource
    tracker, five processes below the command); they outlived the killed command, and the
    server with them (the workers hold it open)."""
    tree = tmp_path / "powers"
    tree.mkdir()
    for i in range(200):
        (tree / f"p{i}.yaml").write_text(POWERS, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT), "COUNTERPLAY_CACHE_DIR": str(tmp_path)}
    (tmp_path / "run.py").write_text(_COMPILE_UNDER_FORKSERVER, encoding="utf-8")
    command = [sys.executable, "-m", "counterplay", "compile", "--no-cache", "-j", "2"]
    if start == "forkserver":
        command = [sys.executable, str(tmp_path / "run.py")]
    method = multiprocessing.get_start_method() if start == "default" else start
    wanted = 2 if method == "fork" else 4  # (the resource tracker, the server, two workers)
    with (tmp_path / "out.txt").open("wb") as out:
        main = subprocess.Popen([*command, str(tree)], stdout=out, stderr=out, env=env)
    workers: set[int] = set()
    try:
        deadline = time.monotonic() + 60
        while len(workers) < wanted and time.monotonic() < deadline and main.poll() is None:
            workers = _descendants(main.pid)
            time.sleep(0.02)
        assert len(workers) == wanted, "the workers never started"
        main.send_signal(signal.SIGTERM)
        main.wait(30)
        deadline = time.monotonic() + 20
        while any(_running(w) for w in workers) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not [w for w in workers if _running(w)], "workers outlived the killed command"
    finally:
        for pid in [w for w in workers if _running(w)]:  # (ours: started by this test)
            os.kill(pid, signal.SIGKILL)
        if main.poll() is None:
            main.kill()


_UNDER_FORKSERVER = """
import multiprocessing, sys
if __name__ == "__main__":
    multiprocessing.set_start_method("forkserver", force=True)
    from counterplay.compiler.batch import compile_inputs
    batch = compile_inputs([sys.argv[1]], jobs=2, cache=False)
    print(len(batch.results), all(result.ok for result in batch.results))
"""


def test_workers_run_when_a_forkserver_starts_them(tmp_path: Path) -> None:
    """Python 3.14 starts worker processes from a fork server on Linux (its default start
    method there): a worker's parent is that server, not the command, and a worker that
    took that for the command's death ended at once (BrokenProcessPool's traceback)."""
    tree = tmp_path / "powers"
    tree.mkdir()
    for i in range(4):
        (tree / f"p{i}.yaml").write_text(POWERS, encoding="utf-8")
    (tmp_path / "run.py").write_text(_UNDER_FORKSERVER, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT), "COUNTERPLAY_CACHE_DIR": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "run.py", str(tree)],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == ["4", "True"]
