"""Start-up stays light: `--help`, `--version` and the import of the command line load none
of the heavy libraries (they are imported by the commands that need them)."""

from __future__ import annotations

import subprocess
import sys

HEAVY = ("lark", "ruamel", "jsonschema", "rich", "counterplay.compiler", "counterplay.runtime")


def test_the_command_line_imports_no_heavy_library() -> None:
    script = (
        "import sys\n"
        "from counterplay.cli import main\n"
        f"print(*sorted(m for m in sys.modules if m.startswith({HEAVY!r})))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    )
    assert done.stdout.split() == []
