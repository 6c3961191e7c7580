"""``counterplay compile`` over many inputs: which files, how many at once, and not twice.

The inputs are resolved to authoring files (``discover``), each file's result is taken from
the cache when its bytes have not changed (``cache``), and the others are compiled
(``pipeline.compile_file``) in this process or in ``jobs`` worker processes. Results come
back in input order and are the same, diagnostics included, however they were obtained.
"""

from __future__ import annotations

import gc
import os
import re
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from counterplay.compiler.cache import ResultCache
from counterplay.compiler.discover import find_inputs
from counterplay.compiler.kinds import Kind
from counterplay.compiler.pipeline import Compiled, compile_file
from counterplay.compiler.worlds import AUTHORED
from counterplay.diagnostics import Diagnostic, Span, diagnostic
from counterplay.files import file_progress

if TYPE_CHECKING:
    from concurrent.futures import Executor

Progress = Callable[[float, int], None]
# Garbage collection while a batch runs: none of Python's own, which collects the young
# objects again and again (a tenth of the CPU time of linting the corpus's 2,854 files went
# to it, which leaves 1,513 objects in cycles in all: a file's garbage has almost none); one
# whole collection instead whenever this many more objects are alive than after the last,
# so that files whose garbage does hold cycles cannot fill the memory.
COLLECT_AFTER = 1_000_000


def _collect_less() -> None:
    """No automatic collection (what a worker process sets first, as a batch does)."""
    gc.disable()


def _collect_if_due() -> None:
    """A whole collection when :data:`COLLECT_AFTER` more objects are alive than after the
    last (asked after each file)."""
    if gc.get_count()[0] > COLLECT_AFTER:
        gc.collect()


@contextmanager
def few_collections() -> Iterator[None]:
    """No automatic collection while a batch runs (see :data:`COLLECT_AFTER`); the
    process's own is restored after."""
    enabled = gc.isenabled()
    _collect_less()
    try:
        yield
    finally:
        if enabled:
            _age_survivors()
            gc.enable()


def _age_survivors() -> None:
    """Make the objects the batch left alive old, unscanned: with no collection while it
    ran they are all young, and the first young collection after it would go through each
    (a sixth of a second after linting the corpus). The next whole collection sees them.
    (Freezing and unfreezing puts every object in the oldest generation; it is done only
    when nothing was frozen before, so nobody else's frozen objects are thawed.)"""
    if gc.get_freeze_count() == 0:
        gc.freeze()
        gc.unfreeze()


@dataclass
class Batch:
    """The files compiled: their results in order, and the IR of them all when clean.

    ``diagnostics`` holds those of choosing the files, then each file's, then those of
    merging them (S007)."""

    results: list[Compiled] = field(default_factory=list)
    ir: dict[str, Any] | None = None
    skipped: int = 0
    diagnostics: list[Diagnostic] = field(default_factory=list)
    cache: ResultCache | None = None  # the cache the results came through, if any


# A top-level `ruleset:` line of a block-style file and where its value starts.
_RULESET_LINE = re.compile(r"^ruleset:[ \t]*(?=\S)", re.M)


def _ruleset_span(result: Compiled) -> Span:
    """Where a file names its ruleset (its value), else its first line (it names none)."""
    found = _RULESET_LINE.search(result.text or "")
    if found is None:
        return Span(result.path, 1, 1)
    line = result.text.count("\n", 0, found.start()) + 1 if result.text else 1
    return Span(result.path, line, found.end() - found.start() + 1)


def _named_or_not(result: Compiled) -> str:
    """Said of a file that names no ruleset: its ruleset is the default of its entries."""
    return "" if _RULESET_LINE.search(result.text or "") else " (it names none: the default)"


def _merge(results: list[Compiled]) -> tuple[dict[str, Any] | None, list[Diagnostic]]:
    """One IR document for several files; they must target the same ruleset."""
    docs = [r for r in results if r.ir is not None]
    if not docs:
        return None, []
    rulesets = {r.ir["ruleset"] for r in docs if r.ir}
    if len(rulesets) > 1:
        first = docs[0].ir["ruleset"] if docs[0].ir else ""
        problems = [
            diagnostic(
                "S007",
                f"this file targets ruleset {r.ir['ruleset']!r}{_named_or_not(r)} but "
                f"{docs[0].path} targets {first!r}; compile them separately",
                _ruleset_span(r),
            )
            for r in docs[1:]
            if r.ir and r.ir["ruleset"] != first
        ]
        return None, problems
    merged: dict[str, Any] = {
        "counterplay": 1,
        "ruleset": rulesets.pop(),
        "powers": [p for r in docs if r.ir for p in r.ir["powers"]],
    }
    for key in [k for k in AUTHORED if k != "powers"]:  # (AUTHORED's order)
        if any(r.ir and key in r.ir for r in docs):
            merged[key] = [a for r in docs if r.ir for a in r.ir.get(key, [])]
    return merged, []


# Files to read from which ``jobs=None`` (lint's default) uses one worker per CPU: a worker
# costs about 0.2 s of CPU to start (imports, grammar tables), a file about a millisecond.
MANY_FILES = 1000


def _workers(jobs: int | None, files: int) -> int:
    if jobs is None:  # as many as are worth starting
        jobs = 0 if files >= MANY_FILES else 1
    if jobs > 0:
        return jobs
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


Work = Callable[..., Compiled]  # (path, progress) -> result: compile_file, lint_file


def _end_with_parent(command: int, direct: bool) -> None:
    """Have this worker end when ``command``, the process that asked for it, ends (Linux;
    elsewhere nothing): by the system's parent-death signal when the command started it
    (``direct``), else by a thread that waits for the command's end (a fork server started
    it, Python 3.14's default on Linux: the server is its parent, and the server never ends
    while the workers hold it open). Killed by ``timeout`` or a CI job's SIGTERM, the command
    leaves its workers waiting for work for ever: each holds the queue's pipe open for the
    others, and the output the command was writing to (a CI log, a pipe) never closes."""
    import ctypes
    import signal

    if not direct:
        _watch(command)
        return
    with suppress(Exception):  # (no libc, no prctl: the worker outlives a killed parent)
        ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, signal.SIGTERM)
    if os.getppid() != command:  # it ended before prctl was asked
        os._exit(1)


def _watch(command: int) -> None:
    """End this process when ``command`` ends, seen from a thread of its own (a pidfd:
    Linux 5.3; elsewhere nothing)."""
    import select
    import threading

    try:
        handle = os.pidfd_open(command)
    except ProcessLookupError:  # (it has ended already)
        os._exit(1)
    except (AttributeError, OSError):
        return

    def wait() -> None:
        select.select([handle], [], [])  # (readable once it has ended)
        os._exit(1)

    threading.Thread(target=wait, name="end with the command", daemon=True).start()


_PR_SET_PDEATHSIG = 1  # <linux/prctl.h>


def _start_worker(command: int, direct: bool) -> None:
    """What a worker does first: end with the command, collect less, and load what
    compiling needs."""
    from counterplay.compiler.pipeline import prepare

    _end_with_parent(command, direct)
    _collect_less()
    with suppress(Exception):  # (ahead of time only: the first file loads them, or says why not)
        prepare()


def _pool(workers: int, now: bool = False) -> Executor:
    """Worker processes; ``now``: started now, not when the first file is handed out."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    context = multiprocessing.get_context()
    # (a fork server, not this process, is the parent of the workers it starts)
    direct = context.get_start_method() != "forkserver"
    pool = ProcessPoolExecutor(
        max_workers=workers,
        mp_context=context,
        initializer=_start_worker,
        initargs=(os.getpid(), direct),
    )
    if now:  # (a pool starts its processes with its first task: a task of nothing, now)
        pool.submit(int)
    return pool


def _compiled(
    paths: Sequence[str],
    jobs: int | None,
    progress: Progress | None,
    work: Work,
    started: Executor | None = None,
) -> Iterator[Compiled]:
    """Run ``work`` on ``paths`` in order; ``progress(done, len(paths))`` as files are done.
    ``started``: worker processes already started, to run them in (then shut down)."""
    workers = min(_workers(jobs, len(paths)), len(paths))
    if started is None and workers <= 1:
        for index, path in enumerate(paths):
            yield _kept(work(path, file_progress(progress, index, len(paths))))
        return
    chunk = max(1, min(16, len(paths) // (max(workers, 2) * 4)))
    with started or _pool(workers) as pool:
        for index, result in enumerate(pool.map(_worker(work), paths, chunksize=chunk)):
            if progress is not None:
                progress(index + 1, len(paths))
            yield result


def _kept(result: Compiled) -> Compiled:
    """The result without its document (kept for nobody here; a worker would send it)."""
    result.document = None
    return result


def _worker(work: Work) -> Callable[[str], Compiled]:
    from functools import partial

    return partial(_work_in_worker, work)


def _work_in_worker(work: Work, path: str) -> Compiled:
    result = _kept(work(path))
    _collect_if_due()
    return result


def compile_inputs(
    inputs: Sequence[str],
    *,
    jobs: int | None = 1,
    cache: bool = False,
    cache_dir: str | None = None,
    skip_other: bool = False,
    merge: bool = True,
    progress: Progress | None = None,
    kinds: tuple[Kind, ...] = ("authoring",),
    work: Work | None = None,
    cache_name: str = "compiled",
    pack: str | None = None,
    compiled_one: Callable[[Compiled], None] | None = None,
) -> Batch:
    """Compile the authoring files among ``inputs``.

    Args:
        inputs: files and directories, as the user named them (``discover.find_inputs``).
        jobs: worker processes; 1 compiles here, 0 uses one per CPU, None one per CPU
            when :data:`MANY_FILES` files or more are not in the cache, else 1.
        cache: take unchanged files' results from the cache, and store the others.
        cache_dir: the cache's directory instead of ``compiled/`` in the per-user cache.
        skip_other: skip named files that are not authoring files instead of reporting them.
        merge: make the one IR of them all (files for two rulesets are then an error); a
            check of each file on its own (``compile --check``, a hook) does not.
        progress: called with (files done, files) as files are compiled.
        kinds: the kinds of file read; ``work`` what is done with each (``compile_file``
            when None; ``lint`` reads scenarios too, and lints each file); ``cache_name``
            its part of the cache; ``pack``: keep the run's entries in one file of that
            name (``ResultCache``).
        compiled_one: told of each file compiled (not from the cache), as it comes, here
            (while workers compile the others: lint gets ready for its rules across files).

    Returns:
        One result per file, in input order; the merged IR when every file compiled and
        they target one ruleset; all the diagnostics.
    """
    store = _result_cache(cache_dir, cache_name, pack) if cache else None
    known = store.known_kind if store is not None else None
    started: list[Executor] = []
    walked = _start_workers_early(store, jobs, started)
    with few_collections():  # (a cache's entries are thousands of objects too)
        found = find_inputs(inputs, kinds, skip_other=skip_other, known=known, walked=walked)
        results = _results(
            found.paths, store, started, jobs, progress, work or compile_file, compiled_one
        )
    batch = Batch(
        results=results, skipped=found.skipped, diagnostics=found.diagnostics, cache=store
    )
    batch.diagnostics.extend(d for result in batch.results for d in result.diagnostics)
    if merge and all(result.ok for result in batch.results):
        batch.ir, problems = _merge(batch.results)
        batch.diagnostics.extend(problems)
    return batch


def _result_cache(cache_dir: str | None, cache_name: str, pack: str | None) -> ResultCache | None:
    """The cache results are taken from and stored in: ``cache_dir``, else ``cache_name``'s
    directory in the per-user cache (None when there is none)."""
    directory = cache_dir or ResultCache.default_directory(cache_name)
    return ResultCache(directory, pack) if directory is not None else None


def _start_workers_early(
    store: ResultCache | None, jobs: int | None, started: list[Executor]
) -> Callable[[int], None]:
    """``find_inputs``' ``walked``, told how many files were found: with many files and
    none in the cache (a first run, or --no-cache), the workers are started (into
    ``started``) to load what they need while the files' kinds are read here, not after."""

    def walked(files: int) -> None:
        if store is not None and not store.empty():
            return  # (some may be in the cache: maybe all)
        workers = min(_workers(jobs, files), files)
        if workers > 1:
            started.append(_pool(workers, now=True))

    return walked


def _results(
    paths: list[str],
    store: ResultCache | None,
    started: list[Executor],
    jobs: int | None,
    progress: Progress | None,
    work: Work,
    compiled_one: Callable[[Compiled], None] | None,
) -> list[Compiled]:
    """Each file's result, in order: from the cache ``store`` when it holds it, else by
    ``work`` (in the workers ``started``, if any), stored and told to ``compiled_one``."""
    # none in the cache (the workers were started for that): each file is read for its
    # key in the cache as its result comes back, while the workers compile the others
    cold = bool(started)
    results = [store.get(path) if store and not cold else None for path in paths]
    todo = [index for index, result in enumerate(results) if result is None]
    compiled = _compiled([paths[index] for index in todo], jobs, progress, work, *started)
    for result, index in zip(compiled, todo, strict=True):
        results[index] = result
        _collect_if_due()
        if store is not None:
            if cold:
                store.get(paths[index])  # (stored under the key of what it reads)
            store.put(result)
        if compiled_one is not None:
            compiled_one(result)
    return [result for result in results if result is not None]
