"""counterplay: a declarative YAML rules compiler for reactions in tabletop games.

The pipeline is ``load -> parse -> to_ir -> validate -> build`` (see ``counterplay.compiler``);
the runtime engine in ``counterplay.runtime`` fires the built reactions.
"""

__version__ = "0.1.0"
