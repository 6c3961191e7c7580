"""The compile cache: a file whose bytes have not changed is not compiled again (like ruff's).

An entry is the compiled result of one file, its IR and its diagnostics, as JSON (never
pickle: the cache directory is as untrusted as any input). Its key is the SHA-256 of the
file's bytes, of its path as given (diagnostics name it), and of counterplay's own code: the
version, every source, grammar, ruleset and schema file of the package, and the versions of
the libraries that read the text, so that any change to them makes every entry stale.
Entries are written atomically (a temporary file, then ``os.replace``); a cache that cannot
be written is given up for the run, and an entry that cannot be read is a miss: either way
the file is simply compiled. Runtime reactions are built from the cached IR when asked
for (``Compiled.reactions``), never stored.

The cache is per user, ``compiled/`` beside the grammar tables (``compiler.tables``:
``$COUNTERPLAY_CACHE_DIR``, else ``~/.cache/counterplay``), so that a pre-commit hook leaves
nothing in the repository it checks; ``compile --cache-dir`` puts it elsewhere. A result
depends only on the path as given, the bytes and the code, so entries are right for any
working directory. Stale entries are not deleted; the directory can be removed at any time.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import sys
import tempfile
from collections.abc import Sequence
from functools import cache, cached_property
from pathlib import Path
from typing import Any

from counterplay.compiler.load import MAX_BYTES
from counterplay.compiler.pipeline import CHECK_IR, Compiled
from counterplay.diagnostics import Diagnostic, Fix, Severity, Span
from counterplay.files import read_regular

_FORMAT = 3  # of an entry; part of the key
_PACKAGE_FILES = (".py", ".lark", ".json", ".yaml")
_LIBRARIES = ("lark", "ruamel.yaml", "jsonschema")
_DIST_INFO = re.compile(r"(.+?)-([^-]+)\.dist-info")  # an installed distribution's metadata
_PACK_KEYS = ("seen", "irs")  # a pack's own keys, beside its entries
_TAG = "Signature: 8a477f597d28d172789f06886806bc55\n# This directory is counterplay's cache.\n"


def _read_hashes(paths: Sequence[str]) -> dict[str, str]:
    """Each file's SHA-256 (empty for one that cannot be read), by path: what an entry's
    result depends on besides its own file's bytes."""
    hashes = {}
    for path in paths:
        raw = read_regular(path, MAX_BYTES)
        hashes[path] = hashlib.sha256(raw).hexdigest() if raw is not None else ""
    return hashes


@cache
def _code_hash() -> str:
    """A hash of everything besides the file itself that its compiled result depends on.

    counterplay's own files count by their size and time, as Python's bytecode cache does
    (their bytes were hashed before: a tenth of a run whose files are all in the cache)."""
    import counterplay

    checked = os.environ.get(CHECK_IR, "")  # the tests' IR self-check adds diagnostics
    said = f"{_FORMAT} {counterplay.__version__} {sys.version_info[:2]} {checked}"
    digest = hashlib.sha256(said.encode())
    for library in _LIBRARIES:
        digest.update(f" {library}={_version(library)}".encode())
    package = Path(counterplay.__file__).parent
    for file in sorted(package.rglob("*")):
        if file.suffix in _PACKAGE_FILES and "__pycache__" not in file.parts:
            status = file.stat()
            name = file.relative_to(package).as_posix()
            digest.update(f"\0{name}\0{status.st_size}\0{status.st_mtime_ns}".encode())
    return digest.hexdigest()


def _version(library: str) -> str:
    """The installed version of ``library``: from the name of its distribution's directory
    beside it, as ``importlib.metadata`` finds it (importing that was a twentieth of a run
    whose files are all in the cache), else by asking ``importlib.metadata``."""
    from importlib.util import find_spec

    spec = find_spec(library)
    if spec is not None and spec.origin:
        site = Path(spec.origin).parents[library.count(".") + 1]
        wanted = re.sub(r"[-_.]+", "_", library).lower()
        try:
            versions = [
                found.group(2)
                for entry in os.listdir(site)
                if (found := _DIST_INFO.fullmatch(entry))
                and re.sub(r"[-_.]+", "_", found.group(1)).lower() == wanted
            ]
        except OSError:
            versions = []
        if len(versions) == 1:
            return versions[0]
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(library)
    except PackageNotFoundError:
        return "?"


def _compact(value: Any) -> str:
    """``value`` in compact JSON (ASCII: a file name that is not UTF-8 is escaped too)."""
    return json.dumps(value, separators=(",", ":"))


def _span_json(span: Span | None) -> list[Any] | None:
    if span is None:
        return None
    return [span.file, span.line, span.column, span.end_line, span.end_column]


def _span(data: list[Any] | None) -> Span | None:
    return None if data is None else Span(*data)


def _fix(data: dict[str, Any] | None) -> Fix | None:
    span = None if data is None else _span(data["span"])
    if data is None or span is None:
        return None
    return Fix(span, data["replacement"], data["safe"])


def _diagnostic_json(diag: Diagnostic) -> dict[str, Any]:
    fix = diag.fix
    return {
        "code": diag.code,
        "message": diag.message,
        "span": _span_json(diag.span),
        "severity": diag.severity.value,
        "detail": diag.detail,
        "fix": None
        if fix is None
        else {"span": _span_json(fix.span), "replacement": fix.replacement, "safe": fix.safe},
        "notes": list(diag.notes),
    }


def _diagnostic(data: dict[str, Any]) -> Diagnostic:
    return Diagnostic(
        code=data["code"],
        message=data["message"],
        span=_span(data["span"]),
        severity=Severity(data["severity"]),
        detail=data["detail"],
        fix=_fix(data["fix"]),
        notes=tuple(data["notes"]),
    )


class ResultCache:
    """Compiled results in ``directory``, one JSON file per entry.

    ``get`` a file's result before compiling it, ``put`` the result after: the key computed
    by ``get`` (from the bytes it read) is the one ``put`` stores under.
    """

    @staticmethod
    def default_directory(name: str = "compiled") -> Path | None:
        """``name/`` (``compiled/``, ``linted/``) in the per-user cache, beside the grammar
        tables (None: no home)."""
        from counterplay.compiler.tables import cache_dir

        directory = cache_dir()
        return None if directory is None else directory / name

    def __init__(self, directory: str | Path, pack: str | None = None) -> None:
        """``pack``: keep every entry of a run in one file of that name instead of one file
        per entry (lint over a tree of thousands of small files: one read and one write
        instead of thousands); it holds the entries of the last run that used it. The IRs
        of a pack's entries are in a second file, read only by :meth:`fill_irs` (a run
        whose files and findings are all in the cache needs none: they are two thirds of
        the bytes); ``get`` then gives results without their IR."""
        self.directory = Path(directory)
        self.writable = True
        self._pending: dict[str, tuple[str, str | None]] = {}
        self.keys: dict[str, str] = {}  # path -> the key of its bytes, as ``get`` read them
        self.pack = pack
        self._packed: dict[str, Any] | None = None  # the pack's entries, once read
        self._kept: dict[str, Any] = {}  # the entries of this run, written by ``flush``
        self._seen: dict[str, list[Any]] = {}  # path -> [size, mtime_ns, kind] (a pack's)
        self._pending_seen: dict[str, list[Any]] = {}
        self._status: dict[str, os.stat_result] = {}  # of ``known_kind``, for ``get``
        self._irs: dict[str, Any] | None = None  # the pack's IRs by entry, once read
        self._kept_irs: dict[str, Any] = {}  # this run's, by entry
        self._without_ir: dict[str, str] = {}  # path -> entry, of results given without IR
        self._irs_lost = False  # an IR asked for was not in the pack's IR file
        # this run's entries and IRs in JSON, encoded as they came (while workers compile
        # the other files) rather than all when the pack is written: by the id of the
        # value, kept with it (so the id stays its own)
        self._encoded: dict[int, tuple[Any, str]] = {}

    @cached_property
    def _entries(self) -> Path:
        """The directory of this counterplay's entries (joined once, not per file)."""
        return self.directory / _code_hash()[:16]

    def empty(self) -> bool:
        """Whether nothing is cached for this code (a pack: for this tree) yet, so that
        every file will be compiled."""
        if self.pack is None:
            return not self._entries.is_dir()
        return all(name in _PACK_KEYS for name in self._entry_pack())

    def known_kind(self, path: str) -> str | None:
        """The kind of the file at ``path`` as the pack's last run found it, when the file's
        size and time are unchanged since (so that walking a tree need not read each file
        twice); None when unknown. Its result is still found by the hash of its bytes."""
        if self.pack is None:
            return None
        self._entry_pack()
        seen = self._seen.get(path)
        try:
            status = self._status[path] = os.stat(path)
        except OSError:
            return None
        if seen and seen[:2] == [status.st_size, status.st_mtime_ns]:
            return str(seen[2])
        return None

    def _entry_pack(self) -> dict[str, Any]:
        if self._packed is None:
            try:
                self._packed = json.loads(self._pack_path().read_bytes())
            except (OSError, ValueError):
                self._packed = {}
            if not isinstance(self._packed, dict):
                self._packed = {}
            seen = self._packed.get("seen")
            self._seen = seen if isinstance(seen, dict) else {}
        return self._packed

    def _entry(self, name: str) -> Any:
        """The data stored under the entry ``name`` (a missing one raises OSError)."""
        if self.pack is None:
            return json.loads((self._entries / name).read_bytes())
        data = self._entry_pack().get(name)
        if data is None:
            raise OSError("no entry")
        self._kept[name] = data
        return data

    def _pack_path(self, part: str = "") -> Path:
        return self._entries / f"pack-{self.pack}{part}.json"

    def _pack_irs(self) -> dict[str, Any]:
        """The IRs of the pack's entries, when they are the ones written with its entries
        (the token both files hold); empty when not."""
        if self._irs is None:
            try:
                data = json.loads(self._pack_path(".ir").read_bytes())
                token = self._entry_pack().get("irs")
                irs = data["irs"] if token is not None and data.get("token") == token else {}
            except (OSError, ValueError, KeyError, TypeError, AttributeError):
                irs = {}
            self._irs = irs if isinstance(irs, dict) else {}
        return self._irs

    def fill_irs(self, results: Sequence[Compiled]) -> list[int]:
        """Give ``results`` that ``get`` gave without their IR their IR; the indices of
        those whose IR is not in the cache after all (compile them again)."""
        missing = []
        for index, result in enumerate(results):
            entry = self._without_ir.pop(result.path, None)
            if entry is None:
                continue
            if self._keep_ir(entry):
                result.ir = self._kept_irs[entry]
            else:
                self._irs_lost = True
                missing.append(index)
        return missing

    def _keep_ir(self, entry: str) -> bool:
        """Keep the pack's IR of ``entry`` for this run's pack; when it is not there, drop
        the entry (its file is compiled again next time) and say so."""
        irs = self._pack_irs()
        if entry in irs:
            self._kept_irs[entry] = irs[entry]
            return True
        self._kept.pop(entry, None)
        return False

    def _store(self, name: str, data: Any) -> None:
        if self.pack is not None:
            self._kept[name] = data
            self._encode(data)
            return
        # ASCII: a file name that is not UTF-8 (its bytes as surrogates) is escaped too
        self._write(self._entries / name, _compact(data))

    def _encode(self, value: Any) -> None:
        self._encoded[id(value)] = (value, _compact(value))

    def _dumps(self, mapping: dict[str, Any]) -> str:
        """``mapping`` in compact JSON, as ``json.dumps`` writes it, its values encoded as
        they came (``_encoded``) taken as they are."""
        parts = []
        for key, value in mapping.items():
            done = self._encoded.get(id(value))
            text = done[1] if done is not None and done[0] is value else _compact(value)
            parts.append(f"{_compact(key)}:{text}")
        return "{" + ",".join(parts) + "}"

    def flush(self) -> None:
        """Write the pack (when there is one) with this run's entries."""
        if self.pack is None or not self.writable or not self._kept:
            return
        self._kept["seen"] = {path: seen for path, seen in self._seen.items() if path in self.keys}
        self._kept["irs"] = self._entry_pack().get("irs")
        if self._kept == self._packed and not self._irs_lost:
            return  # nothing changed
        for entry in self._without_ir.values():  # (IRs not asked for: kept as read)
            self._keep_ir(entry)
        try:
            # ASCII, as an entry; the IRs first, then the entries that name them
            irs = self._dumps(self._kept_irs)
            self._kept["irs"] = token = hashlib.sha256(irs.encode()).hexdigest()[:32]
            self._write(self._pack_path(".ir"), f'{{"token":"{token}","irs":{irs}}}')
            self._write(self._pack_path(), self._dumps(self._kept))
        except (OSError, TypeError, ValueError):
            self.writable = False

    def get(self, path: str) -> Compiled | None:
        """The cached result for ``path`` as it is now, or None (then compile it)."""
        status = self._status.pop(path, None)  # ``known_kind``'s, when the walk asked
        raw = read_regular(path, MAX_BYTES, status)
        if raw is None or len(raw) > MAX_BYTES:  # too large: load refuses it, uncached
            return None
        # the path as the bytes it names: a file name need not be UTF-8 (surrogateescape)
        named = f"{_code_hash()}\0{path}\0".encode("utf-8", "surrogateescape")
        key = hashlib.sha256(named + raw).hexdigest()
        self.keys[path] = key
        entry = f"{key}.json"
        if self.pack is not None:
            try:
                status = status or os.stat(path)
                self._pending_seen[path] = [status.st_size, status.st_mtime_ns]
            except OSError:
                pass
        try:
            text: str | None = raw.decode("utf-8-sig")
        except UnicodeDecodeError:
            text = None
        self._pending[path] = (entry, text)
        try:
            data = self._entry(entry)
            diagnostics = [_diagnostic(d) for d in data["diagnostics"]]
            ir = None if self.pack is not None else data["ir"]
            loaded = data["loaded"] is True
            kind = str(data["kind"])
            reads = tuple(data.get("reads", {}))
            hashes = _read_hashes(reads)
            if hashes != data.get("reads", {}):
                return None  # a file it reads (a scenario's include) changed: read again
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            return None  # no entry yet, or one that is not ours: compile
        self._depend(path, hashes)
        if path in self._pending_seen:
            self._seen[path] = [*self._pending_seen[path], kind]
        if self.pack is not None:
            self._without_ir[path] = entry
        return Compiled(
            path,
            text=text if loaded else None,
            ir=ir,
            diagnostics=diagnostics,
            kind=kind,
            reads=reads,
        )

    def _depend(self, path: str, hashes: dict[str, str]) -> None:
        """``path``'s key in a run's key (``run_key``) made to hold the files it reads (their
        ``_read_hashes``)."""
        if hashes and path in self.keys:
            said = json.dumps(hashes, sort_keys=True)
            self.keys[path] = hashlib.sha256(f"{self.keys[path]}{said}".encode()).hexdigest()

    def put(self, result: Compiled) -> None:
        """Store ``result``, the compiled form of the bytes ``get`` read for its path."""
        entry, text = self._pending.pop(result.path, (None, None))
        if entry is None or not self.writable:
            return
        if result.text is not None and result.text != text:
            return  # the file changed while it was compiled: its entry would be wrong
        if path_seen := self._pending_seen.get(result.path):
            self._seen[result.path] = [*path_seen, result.kind]
        data = {
            "loaded": result.text is not None,
            "kind": result.kind,
            "diagnostics": [_diagnostic_json(d) for d in result.diagnostics],
        }
        if result.reads:
            data["reads"] = hashes = _read_hashes(result.reads)
            self._depend(result.path, hashes)
        if self.pack is not None:
            self._kept_irs[entry] = result.ir
        else:
            data["ir"] = result.ir
        try:
            if self.pack is not None:
                self._encode(result.ir)
            self._store(entry, data)
        except (OSError, TypeError, ValueError):
            self.writable = False  # read-only, full, or not a directory: just compile

    def run_key(self, paths: list[str]) -> str | None:
        """The key of a run over ``paths`` as ``get`` read them (None: one was not read)."""
        if any(path not in self.keys for path in paths):
            return None
        said = "\0".join(f"{path}\0{self.keys[path]}" for path in paths)
        return hashlib.sha256(
            f"{_code_hash()}\0{said}".encode("utf-8", "surrogateescape")
        ).hexdigest()

    def get_diagnostics(self, key: str) -> list[Diagnostic] | None:
        """The diagnostics stored under ``key`` (of a whole run: ``run_key``), or None."""
        try:
            data = self._entry(f"run-{key}.json")
            return [_diagnostic(d) for d in data["diagnostics"]]
        except (OSError, ValueError, KeyError, TypeError):
            return None

    def put_diagnostics(self, key: str, diagnostics: list[Diagnostic]) -> None:
        """Store the diagnostics of a whole run under ``key``."""
        if not self.writable:
            return
        data = {"diagnostics": [_diagnostic_json(d) for d in diagnostics]}
        try:
            self._store(f"run-{key}.json", data)
        except (OSError, TypeError, ValueError):
            self.writable = False

    def _write(self, entry: Path, text: str) -> None:
        if not self.directory.is_dir():
            self.directory.mkdir(parents=True, exist_ok=True)
            (self.directory / ".gitignore").write_text("# counterplay's cache\n*\n")
            (self.directory / "CACHEDIR.TAG").write_text(_TAG)
        entry.parent.mkdir(exist_ok=True)
        fd, temp = tempfile.mkstemp(prefix=".", suffix=".tmp", dir=entry.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                handle.write(text)
            os.replace(temp, entry)
        except BaseException:
            Path(temp).unlink(missing_ok=True)
            raise
