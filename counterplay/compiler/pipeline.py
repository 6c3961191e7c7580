"""The stages composed: ``load -> validate(authoring) -> to_ir``, then ``build`` on demand.

This is what ``counterplay compile`` and ``counterplay demo`` run for each file. The IR is
ours, not the user's: it is checked against the IR schema, and built into reactions, when
``COUNTERPLAY_CHECK_IR`` is set (the test suite sets it, so every file any test compiles is
checked), not on every user's run, where the two were a third of the time of a large file.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

from counterplay.diagnostics import Diagnostic, diagnostic, file_order, has_errors

if TYPE_CHECKING:
    from counterplay.compiler.load import Document
    from counterplay.runtime.reaction import Reaction

FORMAT_VERSIONS = (1,)
CHECK_IR = "COUNTERPLAY_CHECK_IR"
# Rulesets whose documents compile to the IR before counterplay has their timing model
# (none today: Altered's, issue 14, is built in).
COMPILE_ONLY: tuple[str, ...] = ()


@dataclass
class Compiled:
    """One file through the pipeline: its IR (when it got that far) and diagnostics."""

    path: str
    text: str | None = None
    ir: dict[str, Any] | None = None
    diagnostics: list[Diagnostic] = field(default_factory=list)
    kind: str = "authoring"  # or "scenario" (lint reads both)
    # the other files its result depends on (a scenario's includes, its ruleset file)
    reads: tuple[str, ...] = ()
    # the loaded document, for a later stage in the same process (lint); never cached
    document: Document | None = field(default=None, repr=False, compare=False)

    @property
    def ok(self) -> bool:
        return self.ir is not None and not has_errors(self.diagnostics)

    @cached_property
    def reactions(self) -> list[Reaction]:
        """The runtime reactions of the IR, built the first time they are asked for:
        ``compile`` writes the IR and never needs them (a tenth of its time, unasked)."""
        from counterplay.compiler.build import build

        return build(self.ir) if self.ir is not None else []


def prepare() -> None:
    """Load what compiling a file needs before its first file: the stages, and the 4E
    phrase grammars (most files are 4E powers). A worker started while this process still
    tells which files to read (``batch``) does it then, in parallel."""
    from importlib import import_module

    from counterplay.compiler.dnd4e.parse import load_parsers

    for stage in ("load", "to_ir", "validate"):  # (with the modules they import)
        import_module(f"counterplay.compiler.{stage}")
    load_parsers()


def compile_file(
    source: str | Path | Document,
    progress: Callable[[float], None] | None = None,
    *,
    read_effects: bool | str = True,
) -> Compiled:
    """Run one authoring file (or a document already loaded or built, such as what
    ``convert`` makes, or lint loads to tell its kind) through every stage, stopping at the
    first stage with errors.

    ``progress`` is called with the share of the file's powers compiled, as they are;
    ``read_effects`` is passed to ``to_ir`` (lint reads only reactions' effects). The
    stages are imported here, not with the module: a run whose files are all in the cache
    (``compiler.cache``, which needs :class:`Compiled`) never loads the grammars."""
    from counterplay.compiler.load import Document, load
    from counterplay.compiler.rulesets import keyword_readings, load_ruleset
    from counterplay.compiler.to_ir import ruleset_of, to_ir
    from counterplay.compiler.validate import validate

    if isinstance(source, Document):
        result, document = Compiled(source.path), source
    else:
        result = Compiled(str(source))
        loaded, found = load(source)
        result.diagnostics.extend(found)
        if loaded is None:
            return result
        document = loaded
    result.text = document.text
    result.document = document
    result.diagnostics.extend(before_reading(document))
    if has_errors(result.diagnostics):
        return result
    ruleset = ruleset_of(document.data)
    ir, found = to_ir(document, progress, read_effects=read_effects)
    result.diagnostics.extend(found)
    if any(power.get("reaction") for power in ir.get("powers", [])):
        built, _ = load_ruleset(ruleset)
        if built is not None:
            result.diagnostics.extend(keyword_readings(ir, built, document))
    if os.environ.get(CHECK_IR) and read_effects is True:
        result.diagnostics.extend(validate(ir, "power", document))
    if has_errors(result.diagnostics):
        return result
    result.ir = ir
    if os.environ.get(CHECK_IR):  # and every IR the tests compile builds into reactions
        _ = result.reactions
    return result


def before_reading(document: Document) -> list[Diagnostic]:
    """What is wrong with a file before its text is read, stopping at the first stage with
    errors: its format version (S005), its schema, its ruleset (S006), lists the ruleset's
    game does not play (S009)."""
    from counterplay.compiler.rulesets import ruleset_names
    from counterplay.compiler.to_ir import ruleset_of
    from counterplay.compiler.validate import validate

    data = document.data
    version = data.get("counterplay", 1) if isinstance(data, dict) else 1
    if not isinstance(version, (dict, list)) and version not in FORMAT_VERSIONS:
        # (a mapping or list there is no version but a wrong header: the schema tells it)
        return [diagnostic("S005", _unsupported(version), document.span(("counterplay",)))]
    found = validate(data, "authoring", document)
    named = data.get("ruleset") if isinstance(data, dict) else None
    if isinstance(named, str) and named not in ruleset_names() and named not in COMPILE_ONLY:
        # said beside the schema's errors, in file order: an unknown ruleset was told only
        # once the fields were fixed
        return sorted([*found, _unknown_ruleset(named, document)], key=file_order)
    if has_errors(found):
        return found
    if "ruleset" in data:  # (the default ruleset is always the one of the file's lists)
        found.extend(_lists_of_another_game(data, ruleset_of(data), document))
    return found


def _unsupported(version: Any) -> str:
    """S005's message: the version given, as the file wrote it, and the one read."""
    reads = f"this counterplay reads version {', '.join(map(str, FORMAT_VERSIONS))}"
    if version is None:
        return f"the format version is empty; {reads} (`counterplay: {FORMAT_VERSIONS[-1]}`)"
    if isinstance(version, str):
        return f"the format version is the text {version!r}; {reads}, a number without quotes"
    shown = str(version).lower() if isinstance(version, bool) else version
    return f"format version {shown} is not supported; {reads}"


def _unknown_ruleset(ruleset: str, document: Document) -> Diagnostic:
    """S006 at ``ruleset:``, with the closest built-in (taken by ``lint --fix`` when it is the
    only close one, as a misspelt value's)."""
    from counterplay.compiler.edits import replace_scalar
    from counterplay.compiler.rulesets import SUFFIX, ruleset_names
    from counterplay.suggest import closest

    close = closest(ruleset, ruleset_names())
    hint = f"; did you mean {close[0]!r}?" if close else ""
    if ruleset.endswith(SUFFIX):  # (a DM's ruleset file is named by a scenario only)
        hint = "; only a scenario names a ruleset file: an authoring file names a built-in one"
        close = []  # (which built-in is the designer's to choose: no fix picks one)
    fix = replace_scalar(document, ("ruleset",), close[0]) if len(close) == 1 else None
    message = f"unknown ruleset {ruleset!r}{hint} (built-in: {', '.join(ruleset_names())})"
    return diagnostic("S006", message, document.span(("ruleset",)), fix=fix)


def _lists_of_another_game(data: dict[str, Any], name: str, document: Document) -> list[Diagnostic]:
    """S009 for each list of the file (``powers``, ``abilities``) that the named ruleset's
    world does not play: 4E powers under ``altered``, Altered abilities under ``dnd4e``."""
    from counterplay.compiler.rulesets import load_ruleset, ruleset_names
    from counterplay.compiler.worlds import AUTHORED

    ruleset, _ = load_ruleset(name)
    if ruleset is None:
        return []
    found = []
    for key, (world, what) in AUTHORED.items():
        if not data.get(key) or ruleset.world == world:
            continue
        fitting = [n for n in ruleset_names() if _world_of(n) == world]
        found.append(
            diagnostic(
                "S009",
                f"{what} under {name!r}, a ruleset of another game; name one of "
                f"{', '.join(fitting)}, or put them in a file of their own",
                document.span(("ruleset",)),
            )
        )
    return found


def _world_of(name: str) -> str | None:
    from counterplay.compiler.rulesets import load_ruleset

    ruleset, _ = load_ruleset(name)
    return None if ruleset is None else ruleset.world
