"""A P001 "did you mean" is guessed from the vocabulary of the grammar that read the text:
a Horus Heresy Trigger, told in the words of 4E's phrase reader, was offered a 4E word
("slays" for "plays")."""

from __future__ import annotations

from counterplay.compiler.dnd4e.parse import parse
from counterplay.compiler.horus_heresy.profiles import read_profile


def test_a_horus_heresy_trigger_is_offered_no_4e_word() -> None:
    _, found = read_profile("Iron Vigil", {"Trigger": "plays"})
    (unread,) = [d for d in found if d.code == "P001"]
    assert unread.message == "cannot read the trigger from 'plays': 'plays'", unread.message


def test_a_4e_trigger_is_still_offered_its_own_word() -> None:
    _, found = parse("An enemy atacks you", "trigger")
    assert [d.message.rsplit("; ", 1)[-1] for d in found if d.code == "P001"] == [
        "did you mean 'attacks'?"
    ], [d.message for d in found]
