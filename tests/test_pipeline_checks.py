"""The IR self-check: on in the tests (every compiled file is checked against the IR
schema), off for users, and it does catch an IR that breaks the schema."""

from __future__ import annotations

import os

import pytest

from counterplay.compiler import pipeline
from tests.conftest import ROOT

EXAMPLE = ROOT / "counterplay" / "examples" / "ranger-and-fighter.yaml"


def test_the_tests_check_every_ir() -> None:
    assert os.environ.get(pipeline.CHECK_IR) == "1"


@pytest.mark.parametrize("check", [True, False])
def test_a_broken_ir_is_reported_only_when_checked(
    check: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    from counterplay.compiler import to_ir

    real = to_ir.to_ir

    def breaking(*args: object, **kwargs: object) -> object:
        ir, found = real(*args, **kwargs)  # type: ignore[arg-type]
        ir["powers"][0]["usage"] = 7  # not a usage the IR schema allows
        return ir, found

    monkeypatch.setattr(to_ir, "to_ir", breaking)  # compile_file imports it when it runs
    if not check:
        monkeypatch.delenv(pipeline.CHECK_IR)
    result = pipeline.compile_file(EXAMPLE)
    assert result.ok is not check
    found = [(d.code, d.message) for d in result.diagnostics]
    assert (("S001", "power 'Combat Challenge' usage: expected text, not 7") in found) is check
