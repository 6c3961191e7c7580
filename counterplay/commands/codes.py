"""``counterplay rules`` and ``counterplay explain``: the diagnostic codes, documented."""

from __future__ import annotations

import json
import re
import textwrap
from collections.abc import Iterator
from importlib.resources import files
from pathlib import Path
from typing import Any

import click

from counterplay.commands.common import Options, result_format, verbosity


@click.command("rules")
@result_format(("text", "json"), "text", "A list for people, or JSON for scripts.")
@verbosity
@click.pass_obj
def rules_command(options: Options, result_format: str) -> None:
    """List every diagnostic code: its name, default severity, fix and summary.

    A code's family is its letter (Y reading files, S schema, P rule text, C conversion,
    T translation, R rulesets and scenarios, O output files, K configuration, H Horus
    Heresy battles, L lint).
    `counterplay explain CODE` tells more about one; `--select` and `--ignore` take codes,
    prefixes (`L`, `L0`) or names.
    """
    from counterplay.registry import FAMILIES, rules_rows

    rows = rules_rows()
    if result_format == "json":
        keys = ("code", "name", "severity", "fix", "summary")
        click.echo(json.dumps([dict(zip(keys, row, strict=True)) for row in rows], indent=2))
        return
    family = ""
    for code, name, severity, fix, summary in rows:
        if code[0] != family:
            family = code[0]
            click.echo(f"{'' if code == rows[0][0] else chr(10)}{family}: {FAMILIES[family]}")
        fixable = {"safe": "fix", "unsafe": "fix!"}.get(fix, "")
        click.echo(f"  {code}  {name:32} {severity:7} {fixable:4}  {summary}")


@click.command("explain")
@click.argument("code")
@verbosity
@click.pass_obj
def explain_command(options: Options, code: str) -> None:
    """Explain the diagnostic CODE (L001, or its name such as unparsed-trigger): what it
    finds, why it matters, an example, and how to fix it.

    A written rule's number as timelines cite it (R000-03: seed 000, rule 03) is told too:
    which seed it is of, what it says, and what the built-in rulesets say where they cite it."""
    from counterplay.registry import explain_text, find_code

    if RULE_NUMBER.fullmatch(code.strip().upper()):
        click.echo(rule_number_text(code.strip().upper()), nl=False)
        return
    found, hint = find_code(code)
    if found is None:
        raise click.BadParameter(f"no code {code!r}{hint} (`counterplay rules` lists them)")
    click.echo(explain_text(found), nl=False)


# A written rule's number as timelines, rulesets and diagnostics cite it: seed, then rule.
RULE_NUMBER = re.compile(r"R(\d{3})-(\d{2})")

# The seeds whose rules are numbered (docs/rules-coverage.md states each rule).
SEEDS = {
    "000": "the Reaction system",
    "001": "4E actions and movement",
    "002": "Altered reactions",
    "003": "the Immediate Move",
    "004": "Horus Heresy reactions",
}


def _citing(node: Any, number: str, path: str = "") -> Iterator[tuple[str, str]]:
    """Each text of ``node`` that cites ``number``, with its path. An entry citing it alone
    (``rule: R000-50``) is said by its other texts; under a key that is the number (an open
    rule's decision), every text is."""
    if isinstance(node, dict):
        whole = any(value == number for value in node.values())
        for key, value in node.items():
            inner = f"{path}.{key}" if path else str(key)
            if key == number or (whole and isinstance(value, str)):
                yield from (said for said in _texts(value, inner) if said[1] != number)
            else:
                yield from _citing(value, number, inner)
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _citing(value, number, f"{path}[{index}]")
    elif isinstance(node, str) and number in node:
        yield path, " ".join(node.split())


def _texts(node: Any, path: str) -> Iterator[tuple[str, str]]:
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _texts(value, f"{path}.{key}")
    elif isinstance(node, str):
        yield path, " ".join(node.split())


def rule_number_text(number: str) -> str:
    """What ``explain R000-03`` prints: the rule's seed, and where the built-in rulesets and
    tables cite it, in their own words."""
    from counterplay.commands.rule_words import written
    from counterplay.compiler.load import load

    seed = RULE_NUMBER.fullmatch(number)
    if seed is None or seed.group(1) not in SEEDS:
        known = ", ".join(f"R{s}-xx" for s in SEEDS)
        raise click.BadParameter(f"no rule {number!r}: the rules are numbered {known}")
    rules = written()
    if rules and number not in rules:
        of_seed = sorted(n for n in rules if n.startswith(f"R{seed.group(1)}-"))
        raise click.BadParameter(
            f"no rule {number!r}: seed {seed.group(1)} ({SEEDS[seed.group(1)]}) has the rules "
            f"{of_seed[0]} to {of_seed[-1]}"
        )
    lines = [
        textwrap.fill(
            f"{number} is a written rule's number, not a diagnostic code: rule {seed.group(2)} "
            f"of seed {seed.group(1)} ({SEEDS[seed.group(1)]}). Timelines, rulesets and "
            "diagnostics cite the rule they apply by it.",
            width=88,
        ),
        "",
    ]
    if number in rules:
        lines += [textwrap.fill(rules[number], 88, initial_indent="  ", subsequent_indent="  "), ""]
    cited = []
    for path in sorted((Path(str(files("counterplay"))) / "rulesets").glob("*/*.yaml")):
        document, _ = load(path)
        name = path.name.removesuffix(".yaml").removesuffix(".ruleset")
        for where, text in _citing(document.data if document else None, number):
            cited.append(_WRAP.fill(f"{name}: {where}: {text}"))
    if cited:
        lines += ["Where the built-in rulesets and tables cite it:", *cited, ""]
    lines.append(
        textwrap.fill(
            "docs/rules-coverage.md (in counterplay's repository) states every rule in words, "
            "with the test that shows it; docs/scenarios.md, 'How a simulation runs', lists "
            "the checks that a timeline's 'no' lines name.",
            width=88,
        )
    )
    return "\n".join(lines) + "\n"


_WRAP = textwrap.TextWrapper(width=88, initial_indent="  ", subsequent_indent="      ")
