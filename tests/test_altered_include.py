"""An Altered game's ``include:``: cards take the lines an authoring file of abilities
prints for them (what ``convert --from altered`` writes), by name and language, as if
written in the game; what is wrong is said where it is written."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from click.testing import Result

from counterplay.compiler.altered.game import load_game
from counterplay.runtime.altered.engine import Game, simulate
from counterplay.runtime.altered.engine import Result as Played

LINES = """\
counterplay: 1
abilities:
  - {name: Renarde, lang: fr, text: "À Midi — Je gagne 1 boost."}
  - {name: Renarde, lang: fr, text: "À Midi — Piochez une carte."}
  - {name: Vixen, lang: en, text: "At Noon — I gain 1 boost."}
  - {name: Vixen, lang: en, text: "At Noon — Draw a card."}
"""

GAME = """\
counterplay: 1
ruleset: altered
INCLUDE
players:
  - {name: Alice, mana: 3, deck: 20}
  - {name: Bob, mana: 3, deck: 20}
cards:
  - {name: CARD, controller: Alice, zone: expedition}
"""

WRITTEN = """\
counterplay: 1
ruleset: altered
players:
  - {name: Alice, mana: 3, deck: 20}
  - {name: Bob, mana: 3, deck: 20}
cards:
  - name: CARD
    controller: Alice
    zone: expedition
    LANG
    abilities: ["NOON — BOOST", "NOON — DRAW"]
"""


def _game(tmp_path: Path, text: str, lines: str = LINES) -> Path:
    (tmp_path / "cards.yaml").write_text(lines, encoding="utf-8")
    game = tmp_path / "game.yaml"
    game.write_text(text, encoding="utf-8")
    return game


def test_a_card_plays_the_lines_its_file_prints_as_if_written_in_the_game(
    tmp_path: Path,
) -> None:
    cases = {  # the card, as the game names it -> its lines, written out
        "Renarde": ("", "À Midi", "Je gagne 1 boost.", "Piochez une carte."),
        "Vixen": ("lang: en", "At Noon", "I gain 1 boost.", "Draw a card."),
    }
    for card, (lang, noon, boost, draw) in cases.items():
        included = GAME.replace("INCLUDE", "include: [cards.yaml]").replace("CARD", card)
        written = WRITTEN.replace("CARD", card).replace("LANG", lang or "type: character")
        written = written.replace("NOON — BOOST", f"{noon} — {boost}")
        written = written.replace("NOON — DRAW", f"{noon} — {draw}")
        games = [load_game(_game(tmp_path, text)) for text in (included, written)]
        assert games[0][0] is not None and games[1][0] is not None, games
        traces = [simulate(game, seed=2).trace for game, _ in games]  # type: ignore[arg-type]
        assert traces[0] == traces[1], card
        fired = [e for e in traces[0] if e.get("kind") == "fires"]
        assert len(fired) == 2, (card, traces[0])


def test_a_card_the_files_do_not_print_is_warned_about_with_the_closest_name(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    game = _game(
        tmp_path, GAME.replace("INCLUDE", "include: [cards.yaml]").replace("CARD", "Renard")
    )
    result = run("simulate", str(game))
    assert result.exit_code == 0
    assert (
        f"{game}:8:12: R029 [warning] Renard has no abilities: none are written here, and no "
        "file the game includes prints a line of a card called 'Renard'"
    ) in result.stderr
    assert "did you mean 'Renarde'" in result.stderr
    # in another language than the card's: not its lines either
    english = GAME.replace("INCLUDE", "include: [cards.yaml]").replace("CARD", "Renarde")
    english = english.replace("zone: expedition}", "zone: expedition, lang: en}")
    result = run("simulate", str(_game(tmp_path, english)))
    assert (  # said at its `lang`, with the language the file prints it in, not "did you
        # mean 'Renarde'?" of its own name
        ":8:64: R029 [warning] Renarde has no abilities: none are written here, and no file "
        "the game includes prints a line of a card called 'Renarde' in English; they print "
        "it in French (lang: fr)"
    ) in result.stderr, result.stderr
    assert "did you mean" not in result.stderr
    # a card with no ability says so, and is not warned about
    vanilla = GAME.replace("INCLUDE", "include: [cards.yaml]").replace("CARD", "Renard")
    vanilla = vanilla.replace("zone: expedition}", "zone: expedition, abilities: []}")
    assert "R029" not in run("simulate", str(_game(tmp_path, vanilla))).stderr


def test_a_line_the_grammar_cannot_read_is_said_in_the_included_file(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    lines = LINES.replace("Piochez une carte.", "Piochez une carte {Q}.")
    game = _game(
        tmp_path, GAME.replace("INCLUDE", "include: [cards.yaml]").replace("CARD", "Renarde"), lines
    )
    result = run("simulate", str(game))
    assert f"{tmp_path / 'cards.yaml'}:4:" in result.stderr, result.stderr


def test_4e_powers_are_not_altered_abilities(run: Callable[..., Result], tmp_path: Path) -> None:
    powers = "counterplay: 1\npowers:\n  - {name: Parry, usage: encounter, action: free action}\n"
    game = _game(
        tmp_path,
        GAME.replace("INCLUDE", "include: [cards.yaml]").replace("CARD", "Renarde"),
        powers,
    )
    result = run("simulate", str(game))
    assert result.exit_code == 1 and "R029" not in result.stderr
    assert (
        f"{game}:3:11: S009 cards.yaml holds 4E powers: an Altered game plays Altered abilities"
    ) in result.stderr
    # naming its own game's ruleset, it is still of another game (was S007, "written for
    # dnd4e, this scenario for altered")
    game.parent.joinpath("cards.yaml").write_text(powers.replace("1\n", "1\nruleset: dnd4e\n", 1))
    result = run("simulate", str(game))
    assert (
        f"{game}:3:11: S009 cards.yaml holds 4E powers: an Altered game plays Altered abilities"
    ) in result.stderr, result.stderr


def test_a_card_writing_its_own_abilities_is_told_the_files_lines_are_not_played(
    run: Callable[..., Result], tmp_path: Path
) -> None:
    """Its own lines are played (one boost at Noon, no draw); -v says the file's two are
    not (R030, info, at its `abilities:`); in another language than the file's, nothing."""
    own = GAME.replace("INCLUDE", "include: [cards.yaml]").replace("CARD", "Renarde")
    own = own.replace(
        "zone: expedition}", 'zone: expedition, abilities: ["À Midi — Je gagne 1 boost."]}'
    )
    game = _game(tmp_path, own)
    result = run("-v", "simulate", str(game))
    assert result.exit_code == 0
    assert (
        f"{game}:8:58: R030 [info] Renarde writes its own abilities: the 2 lines an included "
        "file prints for it are not played"
    ) in result.stderr, result.stderr
    assert "Alice draws 1" not in result.stdout  # (the file's "Piochez une carte." is not played)
    english = _game(tmp_path, own.replace("zone: expedition,", "zone: expedition, lang: en,"))
    assert "R030" not in run("-v", "simulate", str(english)).stderr


SPELL_LIST = """\
counterplay: 1
abilities:
  - {name: Étincelle, lang: fr, card_type: spell, text: "Piochez une carte."}
  - {name: Spark, lang: en, card_type: spell, text: "Draw a card."}
"""

PLAYED = """\
counterplay: 1
ruleset: altered
INCLUDE
players:
  - {name: Alice, mana: 3, deck: 20}
  - {name: Bob, mana: 3, deck: 20}
cards:
  - {name: CARD, controller: Alice, zone: hand, cost: 1TYPE}
turns:
  Alice: [[{play: CARD}]]
"""


def _played(tmp_path: Path, card: str, said: str, lines: str = "") -> tuple[Game, Played]:
    """The game where Alice plays ``card`` (``said``: what the game writes of it besides),
    from the spell list included, or (``lines``) with its lines written in the game."""
    game = PLAYED.replace("CARD", card).replace("TYPE", said)
    game = game.replace("INCLUDE", "" if lines else "include: [cards.yaml]")
    game = game.replace("cost: 1", f"cost: 1, abilities: [{lines!r}]" if lines else "cost: 1")
    loaded, found = load_game(_game(tmp_path, game, SPELL_LIST))
    assert loaded is not None, found
    return loaded, simulate(loaded, seed=2)


def test_a_card_takes_the_type_its_list_gives_unless_the_game_says_otherwise(
    tmp_path: Path,
) -> None:
    cases = {  # the card, as the game names it -> its line, written out
        "Étincelle": ("", "Piochez une carte."),
        "Spark": (", lang: en", "Draw a card."),
    }
    for card, (lang, line) in cases.items():
        included, result = _played(tmp_path, card, lang)
        written, as_written = _played(tmp_path, card, f"{lang}, type: spell", line)
        assert [c.type for c in included.cards] == ["spell"] == [c.type for c in written.cards]
        assert result.trace == as_written.trace, card
        # played as a Spell: from the hand to the Reserve, not into an Expedition
        assert _played_to(result) == ["reserve"], card
        said, as_said = _played(tmp_path, card, f"{lang}, type: character")
        assert [c.type for c in said.cards] == ["character"], card
        assert _played_to(as_said) == ["expedition"], card


def _played_to(result: Played) -> list[str]:
    """Where the cards played from the hand went."""
    return [e["to"] for e in result.trace if e["kind"] == "zone" and e["frm"] == "hand"]
