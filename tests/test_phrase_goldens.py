"""Golden files: trigger sentences and effect clauses with the IR they must compile to.

``golden/triggers.yaml`` holds real printed 4E trigger sentences, each a reference to the
corpus record that prints it (``tests/goldenkit.py``: resolved at test time, left out when
the corpus is absent), and a few made-up ones; where a monster names itself, ``self`` is the
words of the sentence that name it and ``powers`` the words that name its powers; for an
item power, ``items`` is the name of its item ("Farbane" for "Farbane Power - Daily").
``golden/effects.yaml`` holds effect clauses written for these tests in the shape of
printed ones. Each entry was read and checked by hand; ``pytest --update-goldens``
rewrites the expected IR from the current output, and ``git diff`` is the review.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from counterplay.compiler.dnd4e.verbs import VERBS
from counterplay.compiler.to_ir import effect_clauses, trigger
from tests import goldenkit


def _trigger_ir(entry: dict[str, Any]) -> dict[str, Any]:
    names = [entry["self"]] if entry.get("self") else []
    out, _ = trigger(entry["text"], None, names, entry.get("powers", []), entry.get("items", []))
    out = dict(out)
    out.pop("text")
    return out


def _effect_ops(text: str) -> list[dict[str, Any]]:
    ops = [op for _, found, _ in effect_clauses(text) for op in found]
    return [{k: v for k, v in op.items() if k != "text"} for op in ops]


def test_trigger_goldens(update_goldens: bool) -> None:
    written = goldenkit.load("triggers.yaml")
    if update_goldens:
        for entry in written:  # the IR of those the corpus is here for; references kept
            read = goldenkit.resolved(entry)
            entry["ir"] = _trigger_ir(read) if read else entry["ir"]
        goldenkit.dump("triggers.yaml", written)
    assert len(written) >= 200
    entries = goldenkit.available(written)
    wrong = [(e["text"], _trigger_ir(e), e["ir"]) for e in entries if _trigger_ir(e) != e["ir"]]
    assert not wrong, "\n".join(f"{t}\n  got      {g}\n  expected {x}" for t, g, x in wrong[:10])


def test_trigger_goldens_cover_every_event_the_grammar_makes() -> None:
    entries = goldenkit.load("triggers.yaml")  # the IR only: no corpus needed
    covered = {e["ir"]["event"] for e in entries}
    covered |= {a for e in entries for a in e["ir"].get("alternatives", [])}
    missing = sorted(_events_made() - covered)
    assert not missing, f"events without a golden entry: {missing}"


def _events_made() -> set[str]:
    """Every event name the trigger reader (compiler/dnd4e/trigger_*.py) can produce: the
    arguments of its _pred and _roll factories, the events it builds directly, its outcome
    tables and its verb lexicon."""
    from counterplay.compiler.dnd4e import trigger_core, trigger_words

    folder = Path(trigger_core.__file__).parent
    source = "".join(p.read_text("utf-8") for p in sorted(folder.glob("trigger_*.py")))
    found = set(re.findall(r'_(?:pred|verb|roll)\("([a-z_.]+)"', source))
    found |= set(re.findall(r'Predicate\(\["([a-z_.]+)"', source))
    found |= set(trigger_words._FAILED.values()) | set(trigger_words._SUCCEEDED.values())
    found |= {e for rule, e in trigger_words._ROLE_WORDS.items() if rule.startswith("v_")}
    found |= {verb.event for verb in VERBS}  # the verb lexicon's
    found.discard("state")  # "... and dislike the result": a qualifier, never an event
    return found


def test_effect_goldens(update_goldens: bool) -> None:
    written = goldenkit.load("effects.yaml")
    if update_goldens:
        for entry in written:  # the ops of those the corpus is here for; references kept
            read = goldenkit.resolved(entry)
            entry["ops"] = _effect_ops(read["text"]) if read else entry["ops"]
        goldenkit.dump("effects.yaml", written)
    assert len(written) >= 60
    entries = goldenkit.available(written)
    wrong = [(e["text"], _effect_ops(e["text"]), e["ops"]) for e in entries]
    wrong = [w for w in wrong if w[1] != w[2]]
    assert not wrong, "\n".join(f"{t}\n  got      {g}\n  expected {x}" for t, g, x in wrong[:10])
