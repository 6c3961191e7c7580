"""The D&D 4E world model: a grid, combatants, attacks, movement, the action budget,
saving throws and the immediate move's chase, on which the core fires 4E reactions.

:mod:`.engine` runs an encounter (``simulate``); :mod:`.movement` and :mod:`.attacks` are
its mechanics; :mod:`.effects` executes a power's ops; :mod:`.decisions` makes the choices
of seed 000's guidelines; :mod:`.match` judges a trigger against an event; :mod:`.grid` and
:mod:`.combatant` are the board and who is on it; :mod:`.facts` what the ruleset's
predicates may ask of this world; :mod:`.trace` renders its timeline.
"""
