"""Which files a command reads: its named files, and the files of its kind inside directories.

A directory is walked recursively in sorted order for ``.yaml``/``.yml`` files whose content
is of the kind the command reads (``kinds.kind_of``); hidden files and directories
(``.git``, ``.venv``, caches) are left out, and symbolic links to directories are not
followed, so a link loop cannot make the walk endless. A file named on the command line is
read whatever it holds (a file of another kind then gets one clear S008 diagnostic), unless
``skip_other`` asks to skip such files quietly, as the pre-commit hooks do. A file reached
twice (named twice, or named and inside a named directory) is read once.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from counterplay.compiler.kinds import Kind, kind_of, with_article
from counterplay.diagnostics import Diagnostic, diagnostic

SUFFIXES = (".yaml", ".yml")


@dataclass
class Found:
    """The files to read, in order, and what was skipped or could not be walked."""

    paths: list[str] = field(default_factory=list)
    skipped: int = 0
    diagnostics: list[Diagnostic] = field(default_factory=list)


def _walk(root: str, found: Found) -> list[tuple[str, str]]:
    """The YAML files under ``root``, sorted by path, each with its real path; unreadable
    directories are reported.

    A real path is found once a directory, not once a file: the walk enters no link, so a
    file that is not a link is its directory's real path joined with its name. A link to a
    file of the walk is left out: the file is read by its own name."""
    files: list[tuple[str, str]] = []
    links: list[tuple[str, str]] = []
    stack = [(root, os.path.realpath(root))]
    while stack:
        directory, real = stack.pop()
        try:
            with os.scandir(directory) as entries:
                for entry in entries:
                    if entry.name.startswith("."):
                        continue
                    if entry.is_dir(follow_symlinks=False):
                        stack.append((entry.path, os.path.join(real, entry.name)))
                    elif entry.name.endswith(SUFFIXES) and entry.is_file():
                        if entry.is_symlink():
                            links.append((entry.path, os.path.realpath(entry.path)))
                        else:
                            files.append((entry.path, os.path.join(real, entry.name)))
        except OSError as exc:
            found.diagnostics.append(
                diagnostic("Y011", f"cannot read the directory {directory}: {exc.strerror or exc}")
            )
    # a link to a file the walk meets itself is that file, named by its own name (the
    # link's, `alias.yaml`, came first in sorted order and was the one read)
    walked = {path for _, path in files}
    files.extend(link for link in links if link[1] not in walked)
    # by their names one level at a time (as ``Path.parts``; every path here is the root
    # joined with names by ``os.sep``, so splitting is the same, without a Path a file)
    return sorted(files, key=lambda file: file[0].split(os.sep))


def _named(inputs: Sequence[str]) -> list[tuple[Found | None, list[tuple[str, str]]]]:
    """Each input's files by name, each with its real path, before any is read: a named
    file alone (with None), a directory's YAML files with what of it could not be read."""
    each: list[tuple[Found | None, list[tuple[str, str]]]] = []
    for given in inputs:
        if os.path.isdir(given):
            unread = Found()  # (its directories that cannot be read: first, as met)
            each.append((unread, _walk(given, unread)))
        else:
            each.append((None, [(given, os.path.realpath(given))]))
    return each


def _skipped(path: str, what: str | None, kinds: tuple[Kind, ...]) -> Diagnostic:
    """The Y013 info of a file skipped: of the kind ``what`` (None: no header), not one of
    ``kinds``."""
    reason = "no header"
    if what:
        wanted = " or ".join(with_article(k) for k in kinds)
        reason = f"{with_article(what)} file, not {wanted} file"
    return diagnostic("Y013", f"skipped {path}: not a counterplay file ({reason})")


def find_inputs(
    inputs: Sequence[str],
    kind: Kind | tuple[Kind, ...] = "authoring",
    *,
    skip_other: bool = False,
    known: Callable[[str], str | None] | None = None,
    walked: Callable[[int], None] | None = None,
) -> Found:
    """The files among ``inputs`` (files and directories) that a command of ``kind`` reads.

    Args:
        inputs: paths as the user gave them.
        kind: the kind of file the command reads, or the kinds (``lint`` reads authoring
            files and scenarios); a named file of none of them is read as the first.
        skip_other: also skip named files whose content is not of ``kind`` (a named file
            that does not exist or cannot be read is kept, for the reader to report).
        known: the kind of a file already known (a cache's), so as not to read it here.
        walked: told how many files were named or found by name in directories, before
            any is read to tell its kind (a batch may start its workers then).

    Returns:
        The paths in order (named files where they were named, each directory's files in
        sorted order), how many were skipped (one Y013 info each), and a Y011 error per
        directory that could not be read, or Y012 when nothing was found at all.
    """
    kinds = (kind,) if isinstance(kind, str) else kind
    found = Found()
    seen: set[str] = set()
    each = _named(inputs)  # (every name first, then each file's kind: see ``walked``)
    if walked is not None:
        walked(sum(len(files) for _, files in each))
    for walk, files in each:
        found.diagnostics.extend(walk.diagnostics if walk else ())
        for path, real in files:
            if real in seen:
                continue
            seen.add(real)
            checked = walk is not None or (
                skip_other and os.path.isfile(path) and os.access(path, os.R_OK)
            )
            what = ((known and known(path)) or kind_of(path)) if checked else kinds[0]
            if what in kinds:
                found.paths.append(path)
                continue
            found.skipped += 1
            found.diagnostics.append(_skipped(path, what, kinds))
    if not found.paths and not skip_other:
        found.diagnostics.append(_none_found(inputs, kinds, found.skipped))
    return found


# Each kind of file as a user calls it, in the plural (Y012).
_PLURALS = {
    "authoring": "authoring files",
    "scenario": "scenarios",
    "ruleset": "ruleset files",
    "translation": "translation tables",
}


def _none_found(inputs: Sequence[str], kinds: tuple[Kind, ...], skipped: int) -> Diagnostic:
    """Y012: none of ``kinds`` among ``inputs``, in plain English ("no authoring files,
    scenarios or ruleset files found in powers/; 1 YAML file there is of another kind")."""
    named = [_PLURALS.get(k, f"{k} files") for k in kinds]
    wanted = " or ".join(filter(None, (", ".join(named[:-1]), named[-1])))
    others = ""
    if skipped:
        is_of = (
            "file there is of another kind" if skipped == 1 else "files there are of other kinds"
        )
        others = f"; {skipped} YAML {is_of}"
    return diagnostic("Y012", f"no {wanted} found in {', '.join(inputs)}{others}")
