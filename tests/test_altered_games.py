"""Altered games through ``counterplay simulate``: the example timelines (goldens), the same
seed giving the same trace, bad game files reported with positions, and runtime invariants
of seed 002 checked on many random games (hypothesis)."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from click.testing import Result
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from counterplay.compiler.scenario import load_scenario
from counterplay.runtime.altered.engine import simulate
from tests.conftest import FIXTURES, ROOT, check_golden

EXAMPLES = sorted((ROOT / "counterplay" / "examples" / "scenarios" / "altered").glob("*.yaml"))
BAD = sorted((FIXTURES / "altered" / "games").glob("*.yaml"))
GOLDENS = FIXTURES / "goldens" / "altered"


@pytest.fixture(autouse=True)
def _at_root(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)


def test_at_least_four_examples() -> None:
    assert len(EXAMPLES) >= 4


@pytest.mark.parametrize("game", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_example_timeline(game: Path, run: Callable[..., Result], update_goldens: bool) -> None:
    result = run("simulate", str(game.relative_to(ROOT)), "--seed", "0")
    assert result.exit_code == 0, result.stderr
    check_golden(GOLDENS / f"{game.stem}.txt", result.stdout, update_goldens)


def test_same_seed_same_json(run: Callable[..., Result]) -> None:
    game = str(EXAMPLES[0])
    first = run("simulate", game, "--seed", "7", "--format", "json")
    again = run("simulate", game, "--seed", "7", "--format", "json")
    assert first.exit_code == 0 and first.stdout == again.stdout
    payload = json.loads(first.stdout)
    assert payload["ruleset"] == "altered" and payload["trace"][0]["kind"] == "phase"
    assert {"fires", "pending", "check"} <= {e["kind"] for e in payload["trace"]}


@pytest.mark.parametrize("game", BAD, ids=[p.stem for p in BAD])
def test_bad_game_diagnostics(game: Path, run: Callable[..., Result], update_goldens: bool) -> None:
    result = run("simulate", str(game.relative_to(ROOT)))
    assert result.exit_code == 1
    assert "Traceback" not in result.stderr
    check_golden(GOLDENS / "diagnostics" / f"{game.stem}.txt", result.stderr, update_goldens)


# -- invariants on random games -------------------------------------------------------------

LINES = (
    "Lorsque vous piochez au moins une carte — Piochez une carte.",
    "À Midi — Je gagne 1 boost.",
    "À Midi — Piochez une carte.",
    "Au Crépuscule — Piochez une carte.",
    "{J} Piochez une carte.",
    "Lorsqu'un Personnage rejoint votre Expédition — Je gagne 1 boost.",
    "Lorsque je suis sacrifié — Piochez une carte.",
    "Lorsque vous passez en premier — Sacrifiez un Personnage ciblé.",
    "{T} : Sacrifiez un Personnage ciblé. Piochez une carte.",
    "{T} : Piochez une carte. [Après toi].",
    "[Coriace 1].",
)

card = st.fixed_dictionaries(
    {
        "controller": st.sampled_from(["Alice", "Bob"]),
        "zone": st.sampled_from(["hand", "expedition", "landmark", "reserve"]),
        "cost": st.integers(0, 2),
        "stats": st.fixed_dictionaries({"forest": st.integers(0, 2)}),
        "abilities": st.lists(st.sampled_from(LINES), min_size=0, max_size=2),
    }
)


def _game(cards: list[dict[str, Any]], plays: list[int], days: int) -> dict[str, Any]:
    named = [{"name": f"C{i}", **c} for i, c in enumerate(cards)]
    turns: dict[str, list[list[Any]]] = {"Alice": [], "Bob": []}
    for i in plays:
        chosen = named[i % len(named)]
        quick = any(line.startswith("{T}") for line in chosen["abilities"])
        action = {"use": chosen["name"]} if quick else {"play": chosen["name"]}
        turns[chosen["controller"]].append([action])
    return {
        "counterplay": 1,
        "ruleset": "altered",
        "days": days,
        "players": [
            {"name": "Alice", "mana": 2, "deck": 400},
            {"name": "Bob", "mana": 2, "deck": 400},
        ],
        "cards": named,
        "turns": turns,
    }


@settings(
    max_examples=60,
    derandomize=True,
    deadline=None,
    database=None,
    suppress_health_check=list(HealthCheck),
)
@given(
    st.lists(card, min_size=1, max_size=6),
    st.lists(st.integers(0, 20), max_size=6),
    st.integers(1, 2),
    st.integers(0, 1000),
)
def test_random_games_keep_the_rules_of_seed_002(
    tmp_path_factory: Any, cards: list[dict[str, Any]], plays: list[int], days: int, seed: int
) -> None:
    path: Path = tmp_path_factory.mktemp("altered") / "game.yaml"
    path.write_text(json.dumps(_game(cards, plays, days)), encoding="utf-8")
    game, found = load_scenario(path)
    assert game is not None, [d.message for d in found]
    trace = simulate(game, seed).trace
    per_day = Counter((e["day"], e["owner"], e["reaction"]) for e in trace if e["kind"] == "fires")
    assert all(n <= 100 for n in per_day.values())  # R002-15
    controller = {c["name"]: c["controller"] for c in _game(cards, plays, days)["cards"]}
    held: list[str] = []
    first = "Alice"
    for e in trace:
        if e["kind"] == "phase":
            assert not held  # the Limbo is empty when a phase starts: every check drains it
            first = e["first"]
        elif e["kind"] == "pending":
            held.append(e["owner"])
        elif e["kind"] == "fires":
            owner = e["owner"]
            # R002-04/06: the first player in initiative order who controls one plays
            if controller[owner] != first:
                assert all(controller[h] != first for h in held), e
            held.remove(owner)
        elif e["kind"] == "candidate" and "when its turn to resolve came" in e["why"]:
            held.remove(e["owner"])  # refused when played: it leaves the Limbo all the same
    assert not held


def test_a_game_simulated_twice_gives_the_same_trace() -> None:
    game, _ = load_scenario(EXAMPLES[0])
    assert game is not None
    first = simulate(game, 3)
    assert simulate(game, 3).trace == first.trace  # the first run changed nothing


def test_a_scripted_answer_naming_no_option_is_refused_where_it_is_written(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    """Alice's pending answer names Chouette's reaction while only Kitsune's two wait in the
    Limbo for her at Noon: R012 at that answer, and the default chooses (it was used up and
    silently replaced before). (Morning's Limbo of Chouette alone is no choice: it takes no
    answer.)"""
    example = ROOT / "counterplay/examples/scenarios/altered/limbo-both-players.yaml"
    text = example.read_text(encoding="utf-8")
    game = tmp_path / "game.yaml"
    game.write_text(text.replace("answer: Kitsune/1}", "answer: Chouette/0}"), encoding="utf-8")
    result = run("simulate", str(game), "--seed", "0")
    assert result.exit_code == 1
    line = next(i for i, t in enumerate(text.splitlines(), 1) if "answer: Kitsune/1}" in t)
    assert result.stderr.startswith(f"{game}:{line}:5: R012 Alice cannot choose 'Chouette/0'")
    assert "Alice plays -> Kitsune: Kitsune/0 (the first triggered)" in result.stdout


def test_a_pending_answer_naming_the_other_players_reaction_is_r012_before_the_game_runs(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    """A user's walk-through: Alice's answer naming Bob's reaction (Ours/0) passed lint and
    was refused only as the game ran. A player plays their own reactions from the Limbo
    (R002-04, R002-06; the runtime's ``reactor.may_name``): said at the answer, by lint and
    before simulate runs; Bob naming it is right."""
    example = ROOT / "counterplay/examples/scenarios/altered/limbo-both-players.yaml"
    text = example.read_text(encoding="utf-8")
    game = tmp_path / "game.yaml"
    game.write_text(text.replace("answer: Kitsune/1}", "answer: Ours/0}"), encoding="utf-8")
    line = next(i for i, t in enumerate(text.splitlines(), 1) if "answer: Kitsune/1}" in t)
    for command in ("lint", "simulate"):
        result = run(command, str(game))
        said = result.stderr + result.stdout
        assert result.exit_code == 1
        assert (
            f"{game}:{line}:43: R012 Alice cannot play 'Ours/0': Ours is Bob's, and a player "
            "plays only their own reactions from the Limbo (R002-04)"
        ) in said, said
        assert "Day 1" not in result.stdout  # (simulate: refused before the game runs)
    game.write_text(
        text.replace(
            "{who: Alice, decide: pending, answer: Kitsune/1}",
            "{who: Bob, decide: pending, answer: Ours/0}",
        ),
        encoding="utf-8",
    )
    assert run("lint", str(game)).exit_code == 0


def test_whose_reactions_a_pending_choice_may_name_is_the_zones_order() -> None:
    from counterplay.runtime.reactor import CHOOSES_AMONG, DRAIN_ORDERS, may_name

    assert may_name("initiative", "Alice", "Alice") and not may_name("initiative", "Alice", "Bob")
    assert may_name("choice", "Alice", "Bob")  # the first player chooses anyone's
    assert not may_name("priority", "Alice", "Alice")  # nobody chooses
    assert set(CHOOSES_AMONG) == set(DRAIN_ORDERS)  # each order says whose


@pytest.mark.parametrize(
    ("card", "said"),
    [
        ("{name: Géant, controller: Alice, cost: 9}", "R012 Alice cannot pay 9 for Géant"),
        ("{name: Géant, controller: Alice, zone: discard}", "R012 Géant is in discard: it cannot"),
    ],
)
def test_a_scripted_play_the_game_refuses_is_r012_at_its_line_and_exit_1(
    card: str, said: str, run: Callable[..., Result], tmp_path: Path
) -> None:
    """As a 4E scenario's refused action (docs/scenarios.md: exit status 1 "when a scripted
    action could not be taken (reported at the action's line)"): not only a note in the
    timeline, and exit status 0. The turn goes on: Alice passes."""
    game = tmp_path / "game.yaml"
    game.write_text(
        "counterplay: 1\nscenario: refused\nruleset: altered\n"
        "players:\n  - {name: Alice, mana: 3, deck: 10}\n  - {name: Bob, mana: 3, deck: 10}\n"
        f"cards:\n  - {card}\n"
        "turns:\n  Alice: [[{play: Géant}]]\n"
        "choices:\n  - {who: Alice, decide: expand, answer: null}\n",
        encoding="utf-8",
    )
    result = run("simulate", str(game))
    assert result.exit_code == 1
    assert result.stderr.startswith(f"{game}:10:12: {said}")
    assert "simulation ran to its end: 1 error" in result.stderr
    assert "* Alice passes" in result.stdout


def test_a_quick_action_whose_cost_the_game_tells_unpaid_is_r012_at_its_line(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    """{T} a second time in a turn: the card is exhausted, the use is refused where the
    script asks for it (a cost the world does not follow stays "not simulated")."""
    game = tmp_path / "game.yaml"
    game.write_text(
        "counterplay: 1\nscenario: refused\nruleset: altered\n"
        "players:\n  - {name: Alice, mana: 3, deck: 10}\n  - {name: Bob, mana: 3, deck: 10}\n"
        "cards:\n  - {name: Puits, controller: Alice, zone: landmark, type: landmark_permanent,"
        ' abilities: ["{T} : Piochez une carte."]}\n'
        "turns:\n  Alice: [[{use: Puits}, {use: Puits}]]\n",
        encoding="utf-8",
    )
    result = run("simulate", str(game))
    assert result.exit_code == 1
    assert result.stderr.startswith(f"{game}:10:26: R012 Puits cannot pay '{{T}}': not played")
    assert result.stdout.count("Alice draws 1") == 1


def test_an_action_after_the_turns_card_or_pass_is_r012_before_the_game_runs(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    """A turn ends with its card or its pass (R002-24): a second play, or anything after a
    pass, was silently never taken, and neither simulate nor lint said so."""
    game = tmp_path / "game.yaml"
    game.write_text(
        "counterplay: 1\nscenario: two plays\nruleset: altered\n"
        "players:\n  - {name: Alice, mana: 5, deck: 10}\n  - {name: Bob, mana: 3, deck: 10}\n"
        "cards:\n  - {name: A, controller: Alice, cost: 1}\n"
        "  - {name: B, controller: Alice, cost: 1}\n"
        "turns:\n  Alice: [[{play: A}, {play: B}], [pass, {play: B}]]\n",
        encoding="utf-8",
    )
    for command in ("simulate", "lint"):
        result = run(command, str(game))
        said = result.stderr + result.stdout
        assert result.exit_code == 1
        assert f"{game}:11:23: R012 the turn ends with a card played (R002-24)" in said
        assert f"{game}:11:42: R012 the turn ends with a pass (R002-24)" in said


@pytest.mark.parametrize(
    ("use", "said"),
    [
        ("{use: Puits, ability: 1}", "R005 Puits has one quick action: ability 1 is not one"),
        ("{use: Guide}", "R005 Guide has no quick action to use (a line 'Cost : Effect'"),
    ],
)
def test_a_quick_action_a_card_does_not_have_is_said_in_the_games_words(
    use: str, said: str, run: Callable[..., Result], tmp_path: Path
) -> None:
    """'Guide has 0 quick action(s)' said neither what a quick action is nor, for a card
    with one, that `ability:` counts from 0."""
    game = tmp_path / "game.yaml"
    game.write_text(
        "counterplay: 1\nscenario: refused\nruleset: altered\n"
        "players:\n  - {name: Alice, mana: 3, deck: 10}\n  - {name: Bob, mana: 3, deck: 10}\n"
        "cards:\n  - {name: Puits, controller: Alice, zone: landmark, type: landmark_permanent,"
        ' abilities: ["{T} : Piochez une carte."]}\n'
        '  - {name: Guide, controller: Alice, zone: expedition, abilities: ["{J} Piochez une'
        ' carte."]}\n'
        f"turns:\n  Alice: [[{use}]]\n",
        encoding="utf-8",
    )
    result = run("simulate", str(game))
    assert result.exit_code == 1
    assert result.stderr.startswith(f"{game}:11:"), result.stderr
    assert said in result.stderr, result.stderr


def test_the_open_decisions_are_said_when_a_game_is_read(tmp_path: Path) -> None:
    """Each of the altered ruleset's open decisions (``open_rules``) is an R010 info at the
    game's ``ruleset:`` line, as a 4E scenario and a Horus Heresy battle say theirs."""
    path = tmp_path / "game.yaml"
    path.write_text(
        "counterplay: 1\nruleset: altered\nplayers: [{name: Alice}, {name: Bob}]\ncards: []\n",
        encoding="utf-8",
    )
    game, found = load_scenario(path)
    assert game is not None
    said = [d for d in found if d.code == "R010"]
    assert [d.message.split(":")[0] for d in said] == ["R002-21", "R002-31"]
    assert all(d.span is not None and d.span.line == 2 for d in said)
    assert [d for d in found if d.code != "R010"] == []


@pytest.mark.parametrize(
    ("entry", "said"),
    [
        ({"kind": "counter", "card": "Chouette", "counter": "boost", "now": 2}, "has 2 boosts"),
        ({"kind": "counter", "card": "Chouette", "counter": "boost", "now": 1}, "has 1 boost"),
        ({"kind": "counter", "card": "Chouette", "counter": "boost", "now": 0}, "has 0 boosts"),
        ({"kind": "counter", "card": "Serre", "counter": "trial", "now": 2}, "2 trial counters"),
        (
            {"kind": "new_object", "card": "Ours", "counters": {"boost": 3}, "statuses": []},
            "3 boosts left behind",
        ),
    ],
)
def test_the_timeline_counts_counters_in_english(entry: dict[str, Any], said: str) -> None:
    """A user's walk-through: "Chouette has 2 boost"."""
    from counterplay.runtime.altered.trace import LINES

    assert said in LINES[entry["kind"]](entry)


def test_a_card_named_as_a_player_says_where_the_player_is(tmp_path: Path) -> None:
    """R002 "two players or cards are called X" did not say where the first one is (Y009
    and R005 do): a card named as a player points at the player's line."""
    path = tmp_path / "game.yaml"
    path.write_text(
        "counterplay: 1\nruleset: altered\n"
        "players:\n  - {name: Mira}\n  - {name: Tobin}\n"
        "cards:\n  - {name: Lantern, controller: Mira}\n  - {name: Tobin, controller: Mira}\n",
        encoding="utf-8",
    )
    _, found = load_scenario(path)
    (said,) = [d for d in found if d.code == "R002"]
    assert said.message == "two players or cards are called 'Tobin' (the other at line 5)"
    assert said.span is not None and (said.span.line, said.span.column) == (8, 12)
