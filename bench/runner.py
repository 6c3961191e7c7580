"""Child processes for ``python -m bench``: wall time and peak memory of one command.

Each command runs with its output in files of the run's temporary directory and is reaped
with ``os.wait4``, whose resource usage is that child's own (its peak RSS), not the maximum
over every child so far as ``getrusage(RUSAGE_CHILDREN)`` would give.
"""

from __future__ import annotations

import importlib.metadata
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TIMEOUT = 3600.0  # seconds: a hung child is killed and its row fails


class Failed(Exception):
    """A command that exited with a status not allowed; the message is the reason shown."""


@dataclass(frozen=True)
class Run:
    wall: float  # seconds
    peak_mb: float  # the child's max RSS
    stdout: str


def reason(stderr: str, stdout: str = "") -> str:
    """One line saying why a command failed: its error line, the last line of a traceback,
    else its first line."""
    lines = [line.strip() for line in stderr.splitlines() if line.strip()]
    if not lines:
        lines = [line.strip() for line in stdout.splitlines() if line.strip()]
    if not lines:
        return "no output"
    errors = [line for line in lines if line.startswith("Error")]
    if errors:
        return errors[0]
    if lines[0].startswith("Traceback"):
        return lines[-1]
    return lines[0]


def _peak_mb(max_rss: int) -> float:
    # ru_maxrss is in kilobytes on Linux, in bytes on macOS
    return max_rss / (1024 * 1024) if sys.platform == "darwin" else max_rss / 1024


def run(
    argv: Sequence[str],
    cwd: Path,
    env: dict[str, str] | None = None,
    ok: Sequence[int] = (0,),
    timeout: float = TIMEOUT,
) -> Run:
    """Run ``argv`` in ``cwd``; its wall time and peak RSS, or :class:`Failed`."""
    with (
        tempfile.TemporaryFile("w+", dir=cwd) as out,
        tempfile.TemporaryFile("w+", dir=cwd) as err,
    ):
        start = time.perf_counter()
        try:
            child = subprocess.Popen(list(argv), cwd=cwd, env=env, stdout=out, stderr=err)
        except OSError as exc:
            raise Failed(f"cannot run {argv[0]}: {exc}") from exc
        timer = threading.Timer(timeout, child.kill)
        timer.start()
        try:
            _, status, usage = os.wait4(child.pid, 0)
        finally:
            timer.cancel()
        wall = time.perf_counter() - start
        child.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        stdout, stderr = out.read(), err.read()
    if child.returncode not in ok:
        raise Failed(reason(stderr, stdout) + f" (exit {child.returncode})")
    return Run(wall, _peak_mb(usage.ru_maxrss), stdout)


def median_wall(
    argv: Sequence[str], cwd: Path, repeat: int, env: dict[str, str] | None = None
) -> float:
    """The median wall time of ``repeat`` runs of ``argv``."""
    return statistics.median(run(argv, cwd, env).wall for _ in range(max(1, repeat)))


@dataclass
class Bench:
    """What every measurement needs: where to work, how to run counterplay, how often."""

    scratch: Path  # the run's temporary directory: every file goes here
    powers: int
    repeat: int  # repetitions of the big figures (the median is kept)
    small_repeat: int  # repetitions of the start-up figures
    quick: bool
    counterplay: list[str] = field(default_factory=list)
    compile_flags: frozenset[str] = frozenset()

    def env(self, pythonpath: bool = False) -> dict[str, str]:
        return child_env(self.scratch, pythonpath)

    def run(self, args: Sequence[str], ok: Sequence[int] = (0,)) -> Run:
        """``counterplay ARGS`` in the scratch directory."""
        return run([*self.counterplay, *args], self.scratch, self.env(), ok)

    def median(self, args: Sequence[str], repeat: int | None = None) -> float:
        """The median wall time of ``counterplay ARGS``."""
        argv = [*self.counterplay, *args]
        times = repeat or self.repeat
        return median_wall(argv, self.scratch, times, self.env())

    def warm_up(self) -> None:
        """Write the children's bytecode once (``counterplay demo`` imports nearly all of
        counterplay), with a cache of its own: the measured runs start from empty caches."""
        env = {**self.env(), "COUNTERPLAY_CACHE_DIR": str(self.scratch / "warm-up-cache")}
        run([*self.counterplay, "demo"], self.scratch, env, ok=(0, 1))

    def no_cache(self) -> list[str]:
        """``--no-cache`` when compile has it (a run before the cache landed has no cache)."""
        return ["--no-cache"] if "--no-cache" in self.compile_flags else []


def counterplay_command() -> list[str]:
    """The installed ``counterplay`` entry point beside this Python, else ``-m counterplay``."""
    script = Path(sys.executable).parent / "counterplay"
    if script.is_file() and os.access(script, os.X_OK):
        return [str(script)]
    return [sys.executable, "-m", "counterplay"]


def child_env(scratch: Path, pythonpath: bool = False) -> dict[str, str]:
    """The environment of the children: a user's, without counterplay's own settings (the
    tests' COUNTERPLAY_CHECK_IR, say), with every per-user cache under the run's temporary
    directory (so a run writes nowhere else), and the repository on the path if asked.

    Bytecode is written and read as an installed package's is (pip compiles it at install),
    into the run's directory (PYTHONPYCACHEPREFIX): with PYTHONDONTWRITEBYTECODE, set on
    some machines, an editable checkout would compile its sources again in every child, a
    tenth of a second no user pays; and nothing is written into the checkout.
    """
    env = {k: v for k, v in os.environ.items() if not k.startswith("COUNTERPLAY_")}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(scratch / "bytecode")
    env["XDG_CACHE_HOME"] = str(scratch / "xdg-cache")
    env["COUNTERPLAY_CACHE_DIR"] = str(scratch / "counterplay-cache")
    if pythonpath:
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    return env


def cpu_model() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.lower().startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine() or "unknown"


def _version(distribution: str) -> str:
    try:
        return importlib.metadata.version(distribution)
    except importlib.metadata.PackageNotFoundError:
        return "not installed"


def _git_commit() -> str:
    git = shutil.which("git")
    if git is None:
        return "unknown"
    done = subprocess.run(
        [git, "log", "-1", "--format=%h %cs"], cwd=ROOT, capture_output=True, text=True
    )
    return done.stdout.strip() or "unknown"


def machine(describe_run: str) -> list[str]:
    """Header lines: the machine, Python and the libraries the figures depend on."""
    versions = ", ".join(
        f"{name} {_version(name)}"
        for name in ("counterplay", "lark", "ruamel.yaml", "jsonschema", "check-jsonschema")
    )
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg()) if hasattr(os, "getloadavg") else "?"
    return [
        f"- CPU: {cpu_model()} ({os.cpu_count()} logical CPUs), load average {load} at the end",
        f"- Python {platform.python_version()} ({platform.python_implementation()}) on "
        f"{platform.system()} {platform.release()}",
        f"- {versions}",
        f"- commit {_git_commit()}; {describe_run}",
    ]


def progress(message: str) -> None:
    print(f"[bench {time.strftime('%H:%M:%S')}] {message}", file=sys.stderr, flush=True)


def attempt(what: str, work: Callable[[], float]) -> tuple[float | None, str | None]:
    """``work()`` and no problem, or no value and the reason it failed."""
    progress(what)
    try:
        value = work()
    except Failed as exc:
        progress(f"  failed: {exc}")
        return None, f"failed: {exc}"
    progress(f"  {value:,.3f}")
    return value, None
