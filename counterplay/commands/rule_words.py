"""The written rules in words, as ``counterplay explain R000-03`` prints them.

docs/rules-coverage.md states every rule of the seeds in the project's own words; the
installed package has no docs, so the words are shipped as data,
``counterplay/codes/rules/written.yaml`` (number -> words). ``python -m
counterplay.commands.rule_words`` writes that file again from the docs page after it
changes (``tests/test_explain_rule_numbers.py`` fails while the two differ).
"""

from __future__ import annotations

import json
import re
from functools import cache
from importlib.resources import files
from pathlib import Path

# a row of the page's tables: | R000-03 | the rule | shown by | how |, the number followed
# by " *(open)*" where the seed leaves a decision open (`counterplay rulesets -v` says it)
_ROW = re.compile(r"^\| (R\d{3}-\d{2})( \*\(open\)\*)? \| ((?:[^|\\]|\\.)+?) \|", re.MULTILINE)
_OPEN = " (The seed leaves a decision open here: `counterplay rulesets -v` shows the one taken.)"


def path() -> Path:
    return Path(str(files("counterplay"))) / "codes" / "rules" / "written.yaml"


def from_page(text: str) -> dict[str, str]:
    """Each rule's number and words, from docs/rules-coverage.md's ``text``."""
    return {
        number: words.replace("\\|", "|") + (_OPEN if open_ else "")
        for number, open_, words in _ROW.findall(text)
    }


def dumped(rules: dict[str, str]) -> str:
    """The data file's text: one ``NUMBER: "words"`` line a rule (a JSON string is YAML)."""
    head = (
        "# The written rules in the project's words, from docs/rules-coverage.md: `counterplay\n"
        "# explain R000-03` prints them. Written by `python -m counterplay.commands.rule_words`.\n"
    )
    lines = [f"{n}: {json.dumps(w, ensure_ascii=False)}" for n, w in sorted(rules.items())]
    return head + "\n".join(lines) + "\n"


@cache
def written() -> dict[str, str]:
    """The shipped rules, by number (none when the file is missing)."""
    from ruamel.yaml import YAML

    if not path().is_file():
        return {}
    data = YAML(typ="safe").load(path().read_text(encoding="utf-8")) or {}
    return {str(k): str(v) for k, v in data.items()}


def main() -> None:
    page = Path(__file__).resolve().parents[2] / "docs" / "rules-coverage.md"
    path().write_text(dumped(from_page(page.read_text(encoding="utf-8"))), encoding="utf-8")
    print(f"wrote {path()}")


if __name__ == "__main__":
    main()
