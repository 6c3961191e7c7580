"""The runtime: compiled reactions fired, limited and ordered as a ruleset says.

``engine`` runs an encounter (``simulate``); ``dispatch`` holds events and the index of
reactions by event; ``ruleset``, ``limits`` and ``ordering`` are the timing model;
``effects`` executes a power's ops; ``decisions`` makes the choices of seed 000's
guidelines; ``grid`` and ``combatant`` are the board and who is on it; ``trace`` renders
the timeline.

Nothing here imports the compiler's parsing libraries (lark, ruamel.yaml, jsonschema):
compiled objects are built once and run many times.
"""
