"""``python -m counterplay``: the same command line as the ``counterplay`` script."""

from counterplay.cli import main

main()
