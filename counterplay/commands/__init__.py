"""The commands of ``counterplay``, one module per kind of work; ``counterplay.cli`` groups
them. Each imports its stages inside the command, so that ``--help`` stays fast."""
