"""The runtime: compiled reactions fired, limited and ordered as a ruleset says.

The generic core is this package's modules: ``reactor`` (events in, reactions checked,
claimed, ordered and fired), ``dispatch`` (the index of reactions by event), ``ruleset``,
``predicates``, ``limits`` and ``ordering`` (the timing model as data), ``policy`` (the
players' choices), ``events``, ``parties`` and ``reaction`` (the values it passes),
``trace`` (the record and its text). It holds no game's words: each game's mechanics are a
world model in a sub-package (one per game), which imports the core and answers the core's
:class:`~counterplay.runtime.reactor.World` protocol; the core never imports a world.

Nothing here imports the compiler's parsing libraries (lark, ruamel.yaml, jsonschema):
compiled objects are built once and run many times.
"""
