"""The verb lexicon (compiler/dnd4e/verbs.py): every verb reads in its frame, as the table says.

A verb's meaning is data: its event, which party of the sentence does it (its frame) and what
it fixes. Each form of each verb is put in a sentence of its frame and read; the IR must be
the lexicon's, whichever grammar rule read it.
"""

from __future__ import annotations

from typing import Any

import pytest

from counterplay.compiler.dnd4e.verbs import VERBS, Verb, meaning
from counterplay.compiler.to_ir import trigger


def _ir(text: str) -> dict[str, Any]:
    out, found = trigger(text)
    assert out["event"] != "unparsed", (text, [f.message for f in found])
    return out


def _forms() -> list[tuple[Verb, str]]:
    return [(verb, form) for verb in VERBS for form in verb.forms]


def _participles() -> list[tuple[Verb, str]]:
    return [(verb, form) for verb in VERBS for form in verb.participles]


def _fixed(verb: Verb, out: dict[str, Any]) -> None:
    for key, value in verb.qualifiers.items():
        assert out["qualifiers"][key] == value


@pytest.mark.parametrize(("verb", "form"), _forms(), ids=lambda x: x if isinstance(x, str) else "")
def test_every_active_form_reads_in_its_frame(verb: Verb, form: str) -> None:
    ally, enemy = {"role": "ally"}, {"role": "enemy"}
    if verb.frame == "alone":
        out = _ir(f"An ally {form}.")
        assert (out["actor"], out["target"]) == (ally, None)
    elif verb.frame == "move":
        out = _ir(f"An ally {form} 2 squares.")
        # (with what the verb fixes: "flies" is `mode: fly`)
        moved = {"distance": 2, **verb.qualifiers}
        assert (out["actor"], out["target"], out["qualifiers"]) == (ally, None, moved)
    else:
        rest = " to 0 hit points" if verb.event == "hp.zero" else ""
        out = _ir(f"An ally {form} an enemy{rest}.")
        if verb.frame == "active":  # the subject does it to the object
            assert (out["actor"], out["target"]) == (ally, enemy)
        else:  # causing: the object undergoes it, the subject caused it
            assert (out["actor"], out["target"], out["qualifiers"]["by"]) == (enemy, None, "ally")
    assert out["event"] == verb.event
    _fixed(verb, out)


@pytest.mark.parametrize(
    ("verb", "form"), _participles(), ids=lambda x: x if isinstance(x, str) else ""
)
def test_every_participle_reads_as_its_active(verb: Verb, form: str) -> None:
    out = _ir(f"An ally is {form} by an enemy.")
    assert out["event"] == verb.event
    if verb.passive == "passive":  # "is hit by an enemy" == "an enemy hits it"
        assert (out["actor"], out["target"]) == ({"role": "enemy"}, {"role": "ally"})
    else:  # "is killed by an enemy": the ally dies, the enemy caused it
        assert (out["actor"], out["qualifiers"]["by"]) == ({"role": "ally"}, "enemy")
    _fixed(verb, out)


def test_verbs_joined_by_or_are_alternatives() -> None:
    out = _ir("An effect dazes, slows, or petrifies you.")
    assert out["qualifiers"]["condition"] == ["dazed", "slowed", "petrified"]
    out = _ir("An enemy slays or bloodies an ally.")
    assert (out["event"], out["alternatives"]) == ("death", ["bloodied"])
    assert meaning(["hits", "misses"]) == (["attack.hit", "attack.miss"], "active", {})


def test_verbs_that_cannot_be_one_predicate_are_refused() -> None:
    # "hits or grabs you": the grab's condition would restrict the hit too
    out, found = trigger("An enemy hits or grabs you.")
    assert out["event"] == "unparsed" and "different things" in found[0].message
    with pytest.raises(ValueError, match="frames"):
        meaning(["hits", "kills"])
    # "to 0 hit points" only after a verb that reduces
    assert trigger("An enemy kills an ally to 0 hit points.")[0]["event"] == "unparsed"
