"""How a message quotes a game name (a power, a card, a combatant, a player, a keyword):
always between single quotes, as written, so that one message quotes 'Hound's Snap' and
'Melee Basic Attack' alike; Python's ``repr`` switched to double quotes for a name with an
apostrophe ("Hound's Snap"). A name with a character that does not print (a tab, a line
break) is shown as ``repr`` shows it, so that the character can be seen.
"""

from __future__ import annotations


def quoted(name: object) -> str:
    """``name`` between single quotes, its apostrophes kept as written."""
    text = str(name)
    return f"'{text}'" if text.isprintable() else repr(text)
