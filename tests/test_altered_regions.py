"""The Adventure's Regions (seed 002, 1.3.2.e): at Dusk an Expedition moves forward only by a
statistic of its Region's terrains, strictly above the facing Expedition's and above zero;
hero Expeditions start in the first Region, companion ones in the last. A game that gives
no Regions keeps the ruleset's decision (R002-21): every statistic counts. Made-up games:
Alice's and Bob's Characters are Anchored, so they stay in their Expeditions through Rest."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from counterplay.compiler.scenario import load_scenario
from counterplay.diagnostics import Severity
from counterplay.runtime.altered.cards import Player
from counterplay.runtime.altered.engine import Result
from counterplay.runtime.altered.regions import Region, counted, region_of
from tests.test_rules_002 import HEAD, play

ALL = frozenset({"forest", "mountain", "water"})
THREE = (
    Region("Hero Region", frozenset({"forest"})),
    Region("Marsh", frozenset({"water"})),
    Region("Companion Region", frozenset({"mountain"})),
)


def _at(hero: int, companion: int) -> Player:
    return Player("Alice", "Alice", position={"hero": hero, "companion": companion})


def test_hero_expeditions_go_from_the_first_region_companion_ones_from_the_last() -> None:
    assert region_of(THREE, _at(0, 0), "hero") == THREE[0]
    assert region_of(THREE, _at(0, 0), "companion") == THREE[2]
    assert region_of(THREE, _at(1, 1), "hero") == THREE[1]
    assert region_of(THREE, _at(2, 1), "hero") == THREE[2]
    assert region_of(THREE, _at(0, 2), "companion") == THREE[0]


def test_an_expedition_past_the_far_end_stays_in_its_region() -> None:
    assert region_of(THREE, _at(7, 9), "hero") == THREE[2]
    assert region_of(THREE, _at(7, 9), "companion") == THREE[0]


def test_only_the_regions_terrains_count_and_every_statistic_without_regions() -> None:
    assert counted(THREE, _at(1, 0), "hero") == ("water",)
    assert counted(THREE, _at(1, 0), "companion") == ("mountain",)
    assert counted((), _at(1, 0), "hero") == ("forest", "mountain", "water")


def _game(regions: str, alice: str, bob: str, *, days: int = 1, where: str = "hero") -> str:
    """Alice's and Bob's Anchored Characters (``alice``, ``bob``: their statistics) in
    their ``where`` Expeditions, on an Adventure of ``regions`` (YAML; "" for none)."""
    return f"""days: {days}
{regions}cards:
  - {{name: Éclaireuse, controller: Alice, zone: expedition, expedition: {where},
      stats: {alice}, statuses: [anchored]}}
  - {{name: Guetteur, controller: Bob, zone: expedition, expedition: {where},
      stats: {bob}, statuses: [anchored]}}
"""


ADVENTURE = """regions:
  - {name: Hero Region, terrains: [forest]}
  - {name: Marsh, terrains: [water]}
  - {name: Companion Region, terrains: [mountain]}
"""


def _position(result: Result, name: str) -> dict[str, int]:
    return dict(next(p for p in result.players if p["name"] == name)["position"])


def test_a_statistic_of_no_terrain_of_its_region_does_not_move_it_forward(
    tmp_path: Path,
) -> None:
    # Alice's mountain 3 beats Bob's 0 and is above zero, but the Hero Region is forest:
    # she stays; Bob's forest 1 is of its terrain, above hers: he moves forward
    result = play(tmp_path, _game(ADVENTURE, "{mountain: 3}", "{forest: 1}"))
    assert _position(result, "Alice") == {"hero": 0, "companion": 0}
    assert _position(result, "Bob") == {"hero": 1, "companion": 0}


def test_without_regions_every_statistic_counts(tmp_path: Path) -> None:
    # the ruleset's decision (R002-21): the same game with no Regions moves both forward
    result = play(tmp_path, _game("", "{mountain: 3}", "{forest: 1}"))
    assert _position(result, "Alice") == {"hero": 1, "companion": 0}
    assert _position(result, "Bob") == {"hero": 1, "companion": 0}
    assert not any("Region" in str(e.get("text", "")) for e in result.trace)


def test_a_companion_expedition_is_in_the_last_region(tmp_path: Path) -> None:
    # the Companion Region is mountain: Alice's mountain 3 counts there, Bob's forest does
    # not (in the Hero Region it would)
    game = _game(ADVENTURE, "{mountain: 3}", "{forest: 4}", where="companion")
    result = play(tmp_path, game)
    assert _position(result, "Alice") == {"hero": 0, "companion": 1}
    assert _position(result, "Bob") == {"hero": 0, "companion": 0}


def test_the_next_region_decides_once_it_moved_forward(tmp_path: Path) -> None:
    # day 1 in the Hero Region (forest): Alice's forest 2 moves her forward; day 2 in the
    # Marsh (water): her forest no longer counts, her water 1 does (above Bob's 0)
    result = play(tmp_path, _game(ADVENTURE, "{forest: 2}", "{}", days=2))
    assert _position(result, "Alice") == {"hero": 1, "companion": 0}
    result = play(tmp_path, _game(ADVENTURE, "{forest: 2, water: 1}", "{}", days=2))
    assert _position(result, "Alice") == {"hero": 2, "companion": 0}


def test_the_statistic_of_its_terrain_must_still_beat_the_facing_one(tmp_path: Path) -> None:
    # a tie in the Region's terrain moves neither forward (strictly above)
    result = play(tmp_path, _game(ADVENTURE, "{forest: 2, water: 5}", "{forest: 2}"))
    assert _position(result, "Alice") == {"hero": 0, "companion": 0}
    assert _position(result, "Bob") == {"hero": 0, "companion": 0}


def test_the_timeline_says_each_expeditions_region(tmp_path: Path) -> None:
    result = play(tmp_path, _game(ADVENTURE, "{mountain: 3}", "{forest: 1}"))
    notes = [
        str(e["text"])
        for e in result.trace
        if e.get("kind") == "note" and "Region" in str(e.get("text"))
    ]
    assert "Alice's hero Expedition is in Hero Region (forest): forest 0 vs 1, stays" in notes
    assert "Bob's hero Expedition is in Hero Region (forest): forest 1 vs 0, moves forward" in notes
    assert (
        "Alice's companion Expedition is in Companion Region (mountain): mountain 0 vs 0, stays"
        in notes
    )


def _errors(tmp_path: Path, body: str) -> list[str]:
    """The errors (not the infos) of the game ``body``, each with its line and column."""
    path = tmp_path / "game.yaml"
    path.write_text(HEAD + body, encoding="utf-8")
    game, found = load_scenario(path)
    assert game is None
    return [
        f"{d.code} {d.span.line}:{d.span.column} {d.message}"
        for d in found
        if d.severity == Severity.ERROR
    ]


@pytest.mark.parametrize(
    ("regions", "error"),
    [
        (
            "regions:\n  - {name: A, terrains: [forest]}\n",  # one Region: no Adventure
            "S001 8:3 regions: needs at least 2 entries, has 1",
        ),
        (
            "regions:\n  - {terrains: [sand]}\n  - {terrains: [water]}\n",
            "S004 8:17 'sand' is not allowed for the first terrain of the first region; expected"
            " one of"
            " 'forest', 'mountain', 'water'",
        ),
        (
            "regions:\n  - {terrains: [water, water]}\n  - {terrains: []}\n",
            "S001 8:24 terrains of the first region: 'water' is written twice; the list takes"
            " each value once",
        ),
        (
            "regions:\n  - {name: A, terrains: []}\n  - {nme: B, terrains: []}\n",
            "S002 9:6 unknown field 'nme' in the second region; did you mean 'name'?",
        ),
        (  # the timeline could not tell them apart
            "regions:\n  - {name: Marsh, terrains: []}\n  - {name: Marsh, terrains: [water]}\n",
            "R002 9:12 two Regions are called 'Marsh': name each once",
        ),
    ],
    ids=["one-region", "unknown-terrain", "terrain-twice", "unknown-key", "same-name"],
)
def test_a_bad_adventure_is_refused_at_its_line(tmp_path: Path, regions: str, error: str) -> None:
    assert _errors(tmp_path, _game(regions, "{}", "{}")) == [error]


TERRAINS = ("forest", "mountain", "water")
stats = st.fixed_dictionaries({t: st.integers(0, 3) for t in TERRAINS})
region = st.lists(st.sampled_from(TERRAINS), unique=True, max_size=3)


@settings(max_examples=40, derandomize=True, deadline=None, database=None)
@given(st.lists(region, min_size=2, max_size=4), st.lists(stats, min_size=4, max_size=4))
def test_dusk_on_random_adventures(
    tmp_path_factory: pytest.TempPathFactory, regions: list[list[str]], drawn: list[dict[str, int]]
) -> None:
    # the rule, said again here: each Expedition (hero in the first Region, companion in the
    # last) moves forward when a statistic of its Region's terrains is above the facing
    # one's and above zero
    sides = [("Alice", "hero"), ("Alice", "companion"), ("Bob", "hero"), ("Bob", "companion")]
    totals = dict(zip(sides, drawn, strict=True))
    where = {"hero": set(regions[0]), "companion": set(regions[-1])}
    want = {
        (who, exp): int(
            any(
                totals[(who, exp)][t] > max(0, totals[(other, exp)][t])
                for t in where[exp]
                for other in ("Alice", "Bob")
                if other != who
            )
        )
        for who, exp in sides
    }
    adventure = "regions:\n" + "".join(f"  - {{terrains: [{', '.join(r)}]}}\n" for r in regions)
    cards = "".join(
        f"  - {{name: C{i}, controller: {who}, zone: expedition, expedition: {exp},"
        f" stats: {{{', '.join(f'{t}: {n}' for t, n in totals[(who, exp)].items())}}}}}\n"
        for i, (who, exp) in enumerate(sides)
    )
    result = play(tmp_path_factory.mktemp("regions"), f"{adventure}cards:\n{cards}")
    got = {(who, exp): _position(result, who)[exp] for who, exp in sides}
    assert got == want
