"""Writing user files safely: a temporary file beside the target, then an atomic rename.

An interrupted run leaves either the old file or the new one, never half of one. Also the
progress of a long job over its input files (``file_progress``).
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable
from pathlib import Path


def file_progress(
    progress: Callable[[float, int], None] | None, index: int, total: int
) -> Callable[[float], None]:
    """Input file ``index`` of ``total``, ``fraction`` done, reported as
    ``progress(index + fraction, total)``: the whole job counted in files."""

    def step(fraction: float) -> None:
        if progress is not None:
            progress(index + fraction, total)

    return step


def write_atomic(path: str | Path, text: str) -> None:
    """Replace ``path`` with ``text`` (UTF-8) atomically, keeping the file's permissions."""
    target = Path(path)
    directory = target.parent if str(target.parent) else Path(".")
    fd, temp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=directory)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        if target.exists():
            os.chmod(temp, target.stat().st_mode & 0o7777)
        os.replace(temp, target)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise


def yaml_text(data: object) -> str:
    """``data`` (plain dicts, lists and scalars) as block-style YAML, keys in their order.

    Written by ruamel.yaml's safe dumper (its C emitter when present: about four times the
    round-trip dumper's speed, and nothing here needs comments kept), which quotes whatever
    YAML would otherwise read differently ("Trigger: ..." values with colons, "yes").
    """
    from io import StringIO

    from ruamel.yaml import YAML

    yaml = YAML(typ="safe", pure=False)
    yaml.width = 4096  # one line per value: folded lines would end in spaces
    yaml.allow_unicode = True
    yaml.default_flow_style = False
    yaml.sort_base_mapping_type_on_output = False  # type: ignore[assignment]  # typed as None
    stream = StringIO()
    yaml.dump(data, stream)
    return stream.getvalue()
