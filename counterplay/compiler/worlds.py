"""The world models a ruleset may play on (its ``world:``), found by name.

A world model lives in ``counterplay/runtime/<name>/`` beside the generic core. What the
compiler needs of one, before anything runs, is in its ``facts`` module: the facts the
ruleset's predicates may name (``FACTS``), the boundaries its scopes may move on
(``BOUNDARIES``), the choices a scenario may script (``CHOICES``) and, optionally, what its
parties are called (``PARTY``); a world whose actions run as steps lists its step kinds
(``STEPS``) and the sequences it runs (``SEQUENCES``), and a world may check a reaction's
IR against its own rules (``check_reaction``). Its ``engine`` module runs a scenario
(``simulate``) and renders the trace (``render_text``). Worlds are imported only when a
ruleset names them.
"""

from __future__ import annotations

import importlib
from types import ModuleType

# world name -> its package under counterplay.runtime
WORLDS = {
    "dnd4e": "counterplay.runtime.dnd4e",
    "altered": "counterplay.runtime.altered",
    "horus_heresy": "counterplay.runtime.horus_heresy",
}


# Each world's name in messages.
TITLES = {"dnd4e": "D&D 4E", "altered": "Altered", "horus_heresy": "Horus Heresy"}


# The lists of an authoring file, each played by the rulesets of one world: the world and
# what the list holds, in the game's words. A list under a ruleset of another world would
# compile, and then mean nothing to that world's engine.
AUTHORED = {
    "powers": ("dnd4e", "4E powers"),
    "abilities": ("altered", "Altered abilities"),
    "reactions": ("horus_heresy", "Horus Heresy reaction profiles"),
}


# The scenario readers of the worlds whose scenarios are not 4E encounters (a 4E encounter
# is read by ``compiler.scenario``): world -> (module, function), ``function(path)`` giving
# what that world's ``simulate`` runs and the diagnostics.
SCENARIO_READERS = {
    "altered": ("counterplay.compiler.altered.game", "load_game"),
    "horus_heresy": ("counterplay.compiler.horus_heresy.battle", "load_battle"),
}


def world_module(name: str, part: str) -> ModuleType:
    """The ``part`` module (``facts``, ``engine``) of the world called ``name``.

    Raises:
        KeyError: an unknown world (the ruleset loader reports it first).
    """
    return importlib.import_module(f"{WORLDS[name]}.{part}")
