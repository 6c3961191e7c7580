"""The Horus Heresy world model: units of models on a table measured in inches, a turn of
Phases whose actions run as numbered steps, dice from the run's seeded generator; the core
fires the Reactive player's reactions on it as the ruleset's YAML says.

:mod:`.engine` runs a battle (``simulate``); :mod:`.procedures` runs an action as the
ruleset's sequence of steps, the steps being in :mod:`.movement`, :mod:`.shooting` and
:mod:`.assault`; :mod:`.effects` carries out a fired reaction's ops; :mod:`.match` judges a
trigger against an event; :mod:`.table`, :mod:`.units` and :mod:`.dice` are the tabletop,
who is on it and the rolls; :mod:`.facts` is what the ruleset's predicates may ask of this
world; :mod:`.trace` renders its timeline.
"""
