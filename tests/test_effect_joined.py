"""Effect clauses made of parts the reader reads alone, joined (issue 12, item 4): rules
chosen on the inner-train fold's unread clauses and kept because they read inner-test
clauses too (``bench/phrase_coverage.py --inner --what effects``).

Every sentence here is made up (our own wording, not corpus text); each reading is asserted
with the shapes it must refuse (never widen).
"""

from __future__ import annotations

import pytest

from counterplay.compiler.dnd4e.effect_cut import clause_groups
from counterplay.compiler.to_ir import effect_clauses


@pytest.mark.parametrize(
    "text", ["If you roll a 1,", "Instead,", "Until the end of your next turn,", "If the ally saves,"]
)
def test_a_lead_with_nothing_after_its_comma_is_one_unread_clause(text: str) -> None:
    # (the splitter raised IndexError on a sentence that is only a lead)
    assert clause_groups(text) == [[text]]
    ((clause, found, _),) = effect_clauses(text)
    assert clause == text and [op["op"] for op in found] == ["unparsed"]
