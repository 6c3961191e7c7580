"""Reading and writing user files without harming what is there, and the progress of jobs
over input files.

:func:`write_file` is the one way counterplay writes a file the user named (``-o``,
``translate`` in place). What the name points at decides how:

- a regular file, or a new name: the text goes to a temporary file in the same directory,
  is flushed to disk (fsync), then renamed over the target (``os.replace``), so an
  interrupted run leaves the old file or the new one, never half of one. The new file keeps
  the old one's mode and, where permitted (as root), its owner and group; a new file gets
  ``0o666`` less the umask, as any program's would. The temporary file is removed on any
  failure. A read-only file is refused, even to root.
- a symbolic link is written through: the file it points to is replaced as above (the
  temporary file beside that file), and the link stays a link.
- anything else (a device such as ``/dev/null``, a FIFO, a socket), and the names of open
  descriptors (``/dev/stdout``, ``/dev/fd/N``), is opened and written directly: renaming
  over it would replace the device or pipe with a regular file. Opening a FIFO waits for a
  reader, as it does for any program.
- a directory is refused.

Failures raise :class:`WriteError`, whose message names the path and says what went wrong
in the user's words; the CLI turns it into a diagnostic. Nothing here prints.

:func:`read_input` reads an input file only when it is a regular file, opened without
blocking and read no further than a limit, so that a FIFO or a device named as an input is
never waited on or read forever; what it refuses is a :class:`ReadError` saying why.
"""

from __future__ import annotations

import contextlib
import os
import re
import stat
import tempfile
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

# The largest input file read (YAML, stat-block text, JSON): files come from strangers.
MAX_INPUT_BYTES = 16 * 1024 * 1024


def file_progress(
    progress: Callable[[float, int], None] | None, index: int, total: int
) -> Callable[[float], None]:
    """Input file ``index`` of ``total``, ``fraction`` done, reported as
    ``progress(index + fraction, total)``: the whole job counted in files."""

    def step(fraction: float) -> None:
        if progress is not None:
            progress(index + fraction, total)

    return step


class WriteError(Exception):
    """A file that could not be written; ``str()`` says why, naming the path.

    ``is_directory`` tells a directory given where a file was expected from other failures.
    """

    def __init__(self, message: str, *, is_directory: bool = False) -> None:
        super().__init__(message)
        self.is_directory = is_directory


# Names of open descriptors (/dev/stdout is a link to whatever descriptor 1 is, even a
# regular file): written in place, as a shell's ``>`` would, never renamed over.
_DESCRIPTOR_NAMES = ("/dev/stdout", "/dev/stderr", "/dev/fd/", "/proc/")


def walked(root: str | Path, suffixes: tuple[str, ...]) -> list[Path]:
    """The files under the directory ``root`` whose names end with one of ``suffixes`` (in
    any letter case), sorted by their names one level at a time: hidden files and
    directories are left out and no link to a directory is entered, as `compile` walks."""
    found: list[Path] = []
    for directory, names, files in os.walk(root):
        names[:] = [n for n in names if not n.startswith(".")]  # (os.walk enters no link)
        found.extend(
            Path(directory, name)
            for name in files
            if not name.startswith(".")
            and name.lower().endswith(suffixes)
            and os.path.isfile(os.path.join(directory, name))
        )
    return sorted(found, key=lambda path: path.parts)


def write_file(path: str | Path, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` without harming what is there (see the module).

    Raises :class:`WriteError` when it cannot; a regular target is then left as it was.
    """
    target = Path(path)
    status = check_target(target)
    data = _utf8(text)
    if _in_place(target, status):
        _write_in_place(target, data)
    else:
        _replace(Path(os.path.realpath(target)), data, status, shown=target)


def check_target(path: str | Path) -> os.stat_result | None:
    """What ``path`` names now (following links), or None when it does not exist yet.

    Raises :class:`WriteError` for what can never be written: a directory, a read-only
    file, a name in a directory that does not exist or takes no new files. Cheap, so that
    a command can refuse its output before doing its work.
    """
    target = Path(path)
    try:
        status = target.stat()
    except FileNotFoundError:
        status = None
    except OSError as exc:
        raise WriteError(f"cannot write {target}: {_reason(exc)}") from exc
    if status is not None and stat.S_ISDIR(status.st_mode):
        raise WriteError(f"cannot write {target}: it is a directory", is_directory=True)
    # Mode bits too: os.access says yes to root even for a file marked read-only.
    if (
        status is not None
        and stat.S_ISREG(status.st_mode)
        and (not os.access(target, os.W_OK) or not status.st_mode & 0o222)
    ):
        raise WriteError(f"cannot write {target}: the file is read-only; it was left as it was")
    if _in_place(target, status):
        return status
    directory = Path(os.path.realpath(target)).parent
    if not directory.is_dir():
        raise WriteError(f"cannot write {target}: the directory {directory} does not exist")
    if not os.access(directory, os.W_OK | os.X_OK):
        raise WriteError(
            f"cannot write {target}: the directory {directory} is not writable (the new text "
            "goes to a temporary file there first); nothing was changed"
        )
    return status


def _utf8(text: str) -> bytes:
    """``text`` as UTF-8; the undecodable bytes of a file name it quotes (surrogates, as
    os.fsdecode gives them) written back as those bytes, as the terminal shows them."""
    try:
        return text.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:  # a surrogate that stands for no byte: written as an escape
        return text.encode("utf-8", "backslashreplace")


def _in_place(target: Path, status: os.stat_result | None) -> bool:
    """Whether ``target`` is written as it is rather than replaced: see the module."""
    if status is None:
        return False
    if not stat.S_ISREG(status.st_mode) or status.st_nlink > 1:  # devices, FIFOs, hard links
        return True
    return os.path.abspath(target).startswith(_DESCRIPTOR_NAMES)


def _write_in_place(target: Path, data: bytes) -> None:
    """Open ``target`` as it is (a device, a FIFO, a hard-linked file) and write ``data``."""
    try:
        fd = os.open(target, os.O_WRONLY | os.O_TRUNC | os.O_NOCTTY)
        with open(fd, "wb") as handle:
            handle.write(data)
    except OSError as exc:
        raise WriteError(f"cannot write {target}: {_reason(exc)}") from exc


def _replace(real: Path, data: bytes, status: os.stat_result | None, shown: Path) -> None:
    """Atomically replace the regular file ``real`` (or create it) with ``data``."""
    _remove_orphans(real)
    try:
        fd, temp = tempfile.mkstemp(
            prefix=f".{real.name}.{os.getpid()}.", suffix=".tmp", dir=real.parent
        )
    except OSError as exc:
        raise WriteError(
            f"cannot write {shown}: no temporary file can be made in {real.parent} "
            f"({_reason(exc)}); nothing was changed"
        ) from exc
    try:
        with open(fd, "wb") as handle:
            _copy_status(handle.fileno(), status)
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, real)
    except BaseException as exc:
        Path(temp).unlink(missing_ok=True)
        if isinstance(exc, OSError):
            raise WriteError(
                f"cannot write {shown}: {_reason(exc)}; it was left as it was"
            ) from exc
        raise


def _remove_orphans(real: Path) -> None:
    """Remove the temporary files of earlier writes to ``real`` whose process is gone (a
    ``kill -9``, a crash, a power cut): ours by name (``.NAME.PID.XXXXXXXX.tmp``, made by
    :func:`_replace`), regular files of our own user, and no process of that PID running.

    A temporary file of a write still going on (its process runs) is never touched, nor
    anything of another user's. Best effort: what cannot be listed or removed stays.
    """
    pattern = re.compile(rf"\.{re.escape(real.name)}\.(\d+)\.[a-z0-9_]{{8}}\.tmp")
    try:
        entries = [e for e in os.scandir(real.parent) if pattern.fullmatch(e.name)]
    except OSError:
        return
    for entry in entries:
        match = pattern.fullmatch(entry.name)
        assert match is not None
        try:
            status = entry.stat(follow_symlinks=False)
            if not stat.S_ISREG(status.st_mode) or status.st_uid != os.geteuid():
                continue
            if _running(int(match.group(1))):
                continue
            os.unlink(entry.path)
        except OSError:
            continue


def _running(pid: int) -> bool:
    """Whether a process with this id exists (ours, or another user's)."""
    try:
        os.kill(pid, 0)
    except PermissionError:  # it exists, and is someone else's
        return True
    except (ProcessLookupError, OverflowError):  # none, or no process id can be that large
        return False
    return True


def _copy_status(fd: int, status: os.stat_result | None) -> None:
    """Give the new file the old one's owner and mode, or a new file's mode under the umask."""
    if status is None:
        os.fchmod(fd, 0o666 & ~_umask())
        return
    mine = os.fstat(fd)
    if (mine.st_uid, mine.st_gid) != (status.st_uid, status.st_gid):
        try:  # before the mode: a change of owner clears the set-id bits
            os.fchown(fd, status.st_uid, status.st_gid)
        except PermissionError:  # not root: keep the group at least, when we are in it
            with contextlib.suppress(PermissionError):
                os.fchown(fd, -1, status.st_gid)
    os.fchmod(fd, stat.S_IMODE(status.st_mode))


def _umask() -> int:
    """The process's umask, read without changing it where Linux allows."""
    try:
        with open("/proc/self/status", encoding="utf-8", errors="replace") as status:
            for line in status:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError, IndexError):
        pass
    mask = os.umask(0o022)  # the only portable way to read it is to set it...
    os.umask(mask)  # ...and put it back
    return mask


def _reason(exc: OSError) -> str:
    """An OS error in words, without the path (the message already names it)."""
    return exc.strerror.lower() if exc.strerror else str(exc)


class ReadError(Exception):
    """An input file that was not read; ``str()`` says why, naming the path.

    ``kind`` is one of ``missing``, ``directory``, ``special`` (a FIFO, a device, a
    socket), ``unreadable`` (permissions, I/O) and ``too-large``: a reader turns it into
    its own diagnostic code.
    """

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind


# What a file that is neither a regular file nor a directory is, in words.
_SPECIAL = (
    (stat.S_ISFIFO, "a named pipe (FIFO)"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
    (stat.S_ISSOCK, "a socket"),
)


def read_input(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` of them.

    Anything else is a :class:`ReadError`, decided before a byte is read: no such file, a
    directory, a FIFO or a device (opened without blocking, never read: ``stat()`` says 0
    bytes for both, and one would wait forever, the other never end), a file larger than
    ``limit`` (by its size, and by reading one byte more than ``limit`` for a file that
    grows or whose size is not told).
    """
    name = os.fspath(path)
    fd, size = _open_regular(path, name)
    try:
        if size > limit:
            raise ReadError("too-large", _too_large(name, size, limit))
        data = _read_at_most(fd, limit + 1, name, size)
    finally:
        os.close(fd)
    if len(data) > limit:  # a file that grew, or whose size the system does not tell
        raise ReadError("too-large", _too_large(name, len(data), limit, more=True))
    return data


def read_regular(
    path: str | os.PathLike[str], limit: int, status: os.stat_result | None = None
) -> bytes | None:
    """The first ``limit`` + 1 bytes of the regular file ``path`` (one more than ``limit``
    tells a larger file), or None for anything :func:`read_input` refuses (a FIFO or a
    device is opened without blocking, never read). ``status``: what ``os.stat`` of the
    path said just before (a walk's), so as not to ask again."""
    name = os.fspath(path)
    try:
        fd, size = _open_regular(path, name, status)
        try:
            return _read_at_most(fd, limit + 1, name, size)
        finally:
            os.close(fd)
    except ReadError:
        return None


_LOOKED_AT = 1000  # the names of a directory a missing file's did-you-mean looks at, at most


def _missing(name: str) -> str:
    """Why ``name`` was not read: there is no such file; with what was meant, when a file
    beside it has a close name (``powers.yml`` for ``powers.yaml``), or that standard input
    (``-``) is not read."""
    if name == "-":
        return "no such file: - (standard input is not read: name a file)"
    try:  # a link to no file is in its directory's names: say where it points instead
        return f"no such file: {name} (a link to {os.readlink(name)}, which does not exist)"
    except (OSError, ValueError):
        pass
    from itertools import islice

    from counterplay.suggest import closest

    directory, base = os.path.split(name)
    try:
        with os.scandir(directory or ".") as entries:
            names = [e.name for e in islice(entries, _LOOKED_AT)]
    except (OSError, ValueError):
        names = []
    close = closest(base, sorted(names), cutoff=0.85) if base else []
    hint = f"; did you mean {os.path.join(directory, close[0])!r}?" if close else ""
    return f"no such file: {name}{hint}"


def _open_regular(
    path: str | os.PathLike[str], name: str, status: os.stat_result | None = None
) -> tuple[int, int]:
    """A descriptor open on the regular file ``path``, and its size; :class:`ReadError`
    for anything else. What the name is, is looked at before it is opened (a device is
    never opened: ``status`` when given, else ``os.stat``), and again on the open
    descriptor (the name may change in between)."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        _refuse_unless_regular((status or os.stat(path)).st_mode, name)
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise ReadError("missing", _missing(name)) from None
    except (OSError, ValueError) as exc:  # ValueError: a NUL in the name
        reason = _reason(exc) if isinstance(exc, OSError) else str(exc)
        raise ReadError("unreadable", f"cannot read {name}: {reason}") from None
    try:
        status = os.fstat(fd)
        _refuse_unless_regular(status.st_mode, name)
    except (OSError, ReadError) as exc:
        os.close(fd)
        if isinstance(exc, ReadError):
            raise
        raise ReadError("unreadable", f"cannot read {name}: {_reason(exc)}") from None
    return fd, status.st_size


def _refuse_unless_regular(mode: int, name: str) -> None:
    if stat.S_ISREG(mode):
        return
    if stat.S_ISDIR(mode):
        raise ReadError("directory", f"{name} is a directory; pass the files inside it")
    what = next((words for test, words in _SPECIAL if test(mode)), "not a file")
    raise ReadError("special", f"{name} is {what}, not a regular file; only files are read")


def _read_at_most(fd: int, size: int, name: str, expected: int = 0) -> bytes:
    """At most ``size`` bytes of ``fd``, in reads of about the ``expected`` size (what
    ``fstat`` said): a buffered read of ``size`` bytes allocated all of them first, 16 MiB
    for every small file."""
    chunks: list[bytes] = []
    done = 0
    try:
        while done < size:
            wanted = min(size - done, max(expected + 1 - done, _CHUNK))
            chunk = os.read(fd, wanted)
            chunks.append(chunk)
            done += len(chunk)
            if not chunk or (len(chunk) < wanted and done >= expected):
                break  # at its end: all ``fstat`` told, and less than asked for
    except OSError as exc:
        raise ReadError("unreadable", f"cannot read {name}: {_reason(exc)}") from None
    return b"".join(chunks)


_CHUNK = 1 << 16  # bytes a read asks for past the size the file was said to have


def _too_large(name: str, size: int, limit: int, *, more: bool = False) -> str:
    return (
        f"{name} is {_amount(size, 1)}{' or more' if more else ''}, over the "
        f"{_amount(limit, 0)} limit; split it into several files"
    )


def _amount(size: int, decimals: int) -> str:
    """A number of bytes in words: "50.0 MiB", "16 MiB", "100 bytes"."""
    if size < 1_048_576:
        return f"{size:,} bytes"
    return f"{size / 1_048_576:.{decimals}f} MiB"


def make_directory(directory: Path) -> None:
    """Create ``directory`` and its parents; :class:`WriteError` when it cannot be."""
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise WriteError(f"cannot make the directory {directory}: {_reason(exc)}") from exc


def yaml_text(data: object) -> str:
    """``data`` (plain dicts, lists and scalars) as block-style YAML, keys in their order.

    Written by ruamel.yaml's safe dumper (its C emitter when present: about four times the
    round-trip dumper's speed, and nothing here needs comments kept), which quotes whatever
    YAML would otherwise read differently ("Trigger: ..." values with colons, "yes"); a
    string the core schema of ``counterplay.yaml_core`` reads as another kind (``.5e3``,
    ``0o17``, which ruamel's own resolver takes for text) is quoted too.
    """
    from io import StringIO

    from ruamel.yaml import YAML

    yaml = YAML(typ="safe", pure=False)
    yaml.Representer = _representer()
    yaml.width = 4096  # one line per value: folded lines would end in spaces
    yaml.allow_unicode = True
    yaml.default_flow_style = False
    yaml.sort_base_mapping_type_on_output = False  # type: ignore[assignment]  # typed as None
    stream = StringIO()
    yaml.dump(data, stream)
    return stream.getvalue()


@cache
def _representer() -> type:
    """ruamel's safe representer, quoting strings the core schema would not read as text."""
    from ruamel.yaml.representer import SafeRepresenter

    from counterplay.yaml_core import plain_kind

    class Representer(SafeRepresenter):
        def represent_str(self, data: str) -> Any:
            if plain_kind(data) == "str":
                return super().represent_str(data)
            return self.represent_scalar("tag:yaml.org,2002:str", data, style='"')

    Representer.add_representer(str, Representer.represent_str)
    return Representer
