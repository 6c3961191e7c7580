"""Mutation check of the rules tests: break the engine (or a ruleset) on purpose, one rule at
a time, and see that the tests docs/rules-coverage.md cites for that rule fail.

Not a test module (CI does not run it): ``.venv/bin/python -m tests.mutations [-k WORD]``.
The project is copied to a temporary directory; each mutation replaces one exact piece of
one file there (every one of its ``times`` copies: a rule two reactions share is broken in
both), runs the cited tests on the copy, and restores the file. A mutation is
*killed* when the tests fail. ``equivalent`` marks a mutation that cannot change what the
engine does (another rule refuses the same cases); it is expected to survive.

The harness is in ``harness.py``; the mutations, seed by seed, in ``seed000.py`` ..
``seed004.py``, run in that order.
"""

from __future__ import annotations

from tests.mutations import seed000, seed001, seed002, seed003, seed004
from tests.mutations.harness import Mutation

MUTATIONS: list[Mutation] = [
    *seed000.MUTATIONS,
    *seed001.MUTATIONS,
    *seed002.MUTATIONS,
    *seed003.MUTATIONS,
    *seed004.MUTATIONS,
]

__all__ = ["MUTATIONS", "Mutation"]
