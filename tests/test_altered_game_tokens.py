"""Tokens a card creates by name only ("un jeton Aérolithe" / "an Aerolith token"), whose
statistics and abilities the text does not print: a game's ``tokens:`` says what each is (a
Character with its statistics, or a Landmark Permanent with its abilities, as its reminder
text gives them), and the token is then created as the text says. Without them the op is
not simulated, and the trace says where to give them. Made-up cards, run as games."""

from __future__ import annotations

from pathlib import Path

from counterplay.compiler.scenario import load_scenario
from counterplay.runtime.altered.engine import Result
from tests.test_altered_not_simulated import _card, _game, _not_simulated
from tests.test_rules_002 import HEAD, before_rest, fired, kinds, play

LANDMARK_TOKEN = """tokens:
  Aérolithe:
    type: landmark_permanent
    abilities: ["Lorsque je suis sacrifié — [Ravitaillez]."]
"""
CREATE = "{J} Créez un jeton Aérolithe dans votre zone de Repères."


def _with_tokens(tokens: str, game: str) -> str:
    return tokens + game


def _codes(tmp_path: Path, body: str) -> list[tuple[str, str, int]]:
    path = tmp_path / "game.yaml"
    path.write_text(HEAD + body, encoding="utf-8")
    _, found = load_scenario(path)
    # (the ruleset's open decisions, R010 infos, are said of every game)
    return [(d.code, d.message, d.span.line) for d in found if d.span and d.code != "R010"]


def test_a_character_token_the_game_gives_statistics(tmp_path: Path) -> None:
    tokens = (
        "tokens:\n"
        "  Phalène de Mana: {stats: {forest: 2, mountain: 1, water: 0}, subtypes: [Illusion]}\n"
    )
    line = "{J} Créez un jeton Phalène de Mana dans mon Expédition."
    result = play(tmp_path, _with_tokens(tokens, _game([line])))
    assert [(e["card"], e["stats"], e["to"]) for e in kinds(result, "create")] == [
        ("Mana Moth token 1", "2/1/0", "Alice's hero Expedition")
    ]
    assert not _not_simulated(result)


def test_an_english_name_gives_the_token_of_a_french_line(tmp_path: Path) -> None:
    tokens = "tokens:\n  Mana Moth: {stats: {forest: 2, mountain: 2, water: 2}}\n"
    line = "{J} Créez un jeton Phalène de Mana dans mon Expédition."
    result = play(tmp_path, _with_tokens(tokens, _game([line])))
    assert [e["stats"] for e in kinds(result, "create")] == ["2/2/2"]


def test_a_landmark_token_with_its_ability(tmp_path: Path) -> None:
    # the Aerolith joins Alice's Landmarks; sacrificed, its own reaction resupplies her,
    # and it ceases to exist once it has left the Landmark zone
    lines = [CREATE, "{J} Sacrifiez un Permanent."]
    result = play(tmp_path, _with_tokens(LANDMARK_TOKEN, _game(lines)))
    assert [(e["card"], e["to"]) for e in kinds(result, "create")] == [
        ("Aerolith token 1", "Alice's Landmarks")
    ]
    assert "Aerolith token 1/0" in fired(result)
    assert [e["op"] for e in kinds(result, "op") if e["status"] == "done"] == [
        "token.create",
        "sacrifice",
        "resupply",
    ]
    assert _card(result, "Aerolith token 1")["zone"] == "nowhere"


def test_each_token_has_its_own_reactions(tmp_path: Path) -> None:
    # two Aeroliths, then every Permanent sacrificed: each resupplies, once
    extra = (
        "  - {name: Démolisseuse, controller: Alice, cost: 0,"
        ' abilities: ["{J} Sacrifiez chaque Permanent que vous contrôlez."]}\n'
    )
    turns = "[[{play: Héraut}], [{play: Démolisseuse}]]"
    result = play(tmp_path, _with_tokens(LANDMARK_TOKEN, _game([CREATE, CREATE], extra, turns)))
    reactions = [r for r in fired(result) if r.startswith("Aerolith")]
    assert sorted(reactions) == ["Aerolith token 1/0", "Aerolith token 2/0"]
    assert len([e for e in kinds(result, "op") if e["op"] == "resupply"]) == 2


def test_a_landmark_token_stays_until_it_leaves(tmp_path: Path) -> None:
    result = before_rest(play(tmp_path, _with_tokens(LANDMARK_TOKEN, _game([CREATE]))))
    assert _card(result, "Aerolith token 1")["zone"] == "landmark"


def test_without_tokens_it_says_where_to_give_them(tmp_path: Path) -> None:
    result = play(tmp_path, _game([CREATE]))
    assert not kinds(result, "create")
    [(op, why)] = _not_simulated(result)
    assert op == "token.create" and "which the game's `tokens:` may give" in why


def test_a_landmark_token_is_not_put_in_an_expedition(tmp_path: Path) -> None:
    line = "{J} Créez un jeton Aérolithe dans mon Expédition."
    result = play(tmp_path, _with_tokens(LANDMARK_TOKEN, _game([line])))
    [(_, why)] = _not_simulated(result)
    assert why.startswith("where it is put (a Landmark Permanent token there)")


def test_a_token_no_card_creates_is_said(tmp_path: Path) -> None:
    tokens = "tokens:\n  Aerolite: {type: landmark_permanent}\n"
    found = _codes(tmp_path, _with_tokens(tokens, _game([CREATE])))
    assert found == [
        (
            "R027",
            "no card creates a token called 'Aerolite' by its name alone; did you mean 'Aerolith'?",
            7,
        )
    ]


def test_a_character_token_needs_its_statistics(tmp_path: Path) -> None:
    tokens = "tokens:\n  Phalène de Mana: {subtypes: [Illusion]}\n"
    found = _codes(tmp_path, _with_tokens(tokens, _game([CREATE])))
    assert found == [("S003", "missing required field 'stats' in tokens/Phalène de Mana", 7)]


def test_a_landmark_token_has_no_statistics(tmp_path: Path) -> None:
    tokens = (
        "tokens:\n"
        "  Aérolithe: {type: landmark_permanent, stats: {forest: 1, mountain: 1, water: 1}}\n"
    )
    found = _codes(tmp_path, _with_tokens(tokens, _game([CREATE])))
    assert found == [("S001", "a Landmark Permanent token has no statistics ('Aérolithe')", 7)]


def test_a_token_line_the_grammar_refuses_is_an_error_at_its_line(tmp_path: Path) -> None:
    tokens = (
        "tokens:\n  Aérolithe:\n    type: landmark_permanent\n    abilities: ['{Q} Bonjour.']\n"
    )
    found = _codes(tmp_path, _with_tokens(tokens, _game([CREATE])))
    assert [(code, line) for code, _, line in found] == [("C015", 9)]


def test_a_landmark_token_in_each_players_landmarks(tmp_path: Path) -> None:
    line = "{J} Créez un jeton Aérolithe dans la zone de Repères de chaque joueur."
    result = before_rest(play(tmp_path, _with_tokens(LANDMARK_TOKEN, _game([line]))))
    made = [c for c in result.cards if c["name"].startswith("Aerolith")]
    assert [(c["controller"], c["zone"]) for c in made] == [
        ("Alice", "landmark"),
        ("Bob", "landmark"),
    ]


def test_a_landmark_token_in_a_target_players_landmarks(tmp_path: Path) -> None:
    # the effect's controller chooses the player; the token is theirs
    line = "{J} Créez un jeton Aérolithe dans la zone de Repères d'un joueur ciblé."
    game = _game([line]).replace(
        "choices:\n", "choices:\n  - {who: Alice, decide: target, answer: Bob}\n"
    )
    result = play(tmp_path, _with_tokens(LANDMARK_TOKEN, game))
    assert [(e["card"], e["to"]) for e in kinds(result, "create")] == [
        ("Aerolith token 1", "Bob's Landmarks")
    ]
    assert _card(result, "Aerolith token 1")["controller"] == "Bob"


AEROLITH_QUICK = """tokens:
  Aérolithe:
    type: landmark_permanent
    abilities: ["Lorsque je suis sacrifié — [Ravitaillez].", "{T}, {1} : Sacrifiez-moi."]
"""


def _using(tmp_path: Path, uses: str) -> Result:
    turns = f"[[{{play: Héraut}}], [{uses}]]"
    return play(tmp_path, _with_tokens(AEROLITH_QUICK, _game([CREATE], "", turns)))


def test_a_tokens_quick_action_is_scripted_by_its_name(tmp_path: Path) -> None:
    # "{T}, {1} : Sacrifiez-moi.": exhausted, paid, sacrificed; its reaction resupplies
    result = _using(tmp_path, "{use: Aerolith token 1}")
    assert [e["what"] for e in kinds(result, "action") if e["action"] == "uses"] == [
        "Aerolith token 1/1"
    ]
    assert "Aerolith token 1/0" in fired(result)
    assert _card(result, "Aerolith token 1")["zone"] == "nowhere"
    assert not [d for d in result.diagnostics if d.code == "R012"]


def test_a_token_that_does_not_exist_is_refused_as_its_turn_comes(tmp_path: Path) -> None:
    # the second use names a token sacrificed by the first, the third one never made
    uses = "{use: Aerolith token 1}, {use: Aerolith token 1}, {use: Aerolith token 2}"
    result = _using(tmp_path, uses)
    assert [(d.code, d.message) for d in result.diagnostics if d.code == "R012"] == [
        ("R012", "no such token exists now"),
        ("R012", "no such token exists now"),
    ]


def test_a_use_naming_no_token_a_card_creates_is_an_error(tmp_path: Path) -> None:
    turns = "[[{play: Héraut}], [{use: Dragon token 1}]]"
    found = _codes(tmp_path, _with_tokens(AEROLITH_QUICK, _game([CREATE], "", turns)))
    assert [code for code, _, _ in found] == ["R002"]


def test_a_tokens_coriace_and_eternal_are_its_own(tmp_path: Path) -> None:
    # the Mana Moth's [Coriace 2] makes Bob's effect targeting it cost 2 more (R002-30), and
    # its [Éternel] keeps it in Alice's Expedition at Rest (noted by review32: they were lost)
    tokens = (
        "tokens:\n  Mana Moth:\n    stats: {forest: 1, mountain: 1, water: 1}\n"
        '    abilities: ["[Coriace 2].", "[Éternel]."]\n'
    )
    line = "{J} Créez un jeton Phalène de Mana dans mon Expédition."
    bounce = "{J} Renvoyez un Personnage ciblé dans la main de son propriétaire."
    extra = f'  - {{name: Cible, controller: Bob, cost: 0, abilities: ["{bounce}"]}}\n'
    game = _game([line], extra).replace(
        "choices:\n",
        "choices:\n  - {who: Bob, decide: target, answer: Mana Moth token 1}\n"
        "  - {who: Bob, decide: pay, answer: false}\n",
    )
    result = play(tmp_path, _with_tokens(tokens, game + "  Bob: [[{play: Cible}]]\n"))
    assert [e["amount"] for e in kinds(result, "unpaid")] == [2]


def _names_tokens(tmp_path: Path, made: str) -> list[tuple[str, str]]:
    """The ops of Compteuse, played the turn after Héraut has made the tokens ``made``."""
    tokens = LANDMARK_TOKEN + "  Mana Moth: {stats: {forest: 1, mountain: 1, water: 1}}\n"
    compteuse = (
        "  - {name: Compteuse, controller: Alice, cost: 0, abilities:"
        ' ["{J} Si vous contrôlez un Aérolithe, piochez une carte. Sacrifiez un Aérolithe."]}\n'
    )
    turns = "[[{play: Héraut}], [{play: Compteuse}]]"
    result = play(tmp_path, _with_tokens(tokens, _game([made], compteuse, turns)))
    return [(e["op"], e["status"]) for e in kinds(result, "op") if e["op"] in ("draw", "sacrifice")]


def test_a_token_is_found_by_its_name(tmp_path: Path) -> None:
    # "un Aérolithe" names the Aerolith token, not a Mana Moth (noted by review32: a name
    # was read as a subtype no token has, so an Aerolith was never found)
    both = "{J} Créez un jeton Phalène de Mana dans mon Expédition. " + CREATE[4:]
    assert _names_tokens(tmp_path, both) == [("draw", "done"), ("sacrifice", "done")]
    moth = "{J} Créez un jeton Phalène de Mana dans mon Expédition."
    assert _names_tokens(tmp_path, moth) == [
        ("draw", "not done: its condition (controls) does not hold"),
        ("sacrifice", "nothing to do"),
    ]


def test_a_misspelt_token_is_told_in_the_words_of_the_game(tmp_path: Path) -> None:
    # the closest of the names a game may write, in French or English, not the IR's
    # "mana_moth" (noted by review32: 'Phalene de Mana' had no suggestion)
    tokens = "tokens:\n  Phalene de Mana: {stats: {forest: 1, mountain: 1, water: 1}}\n"
    line = "{J} Créez un jeton Phalène de Mana dans mon Expédition."
    found = _codes(tmp_path, _with_tokens(tokens, _game([line])))
    assert [message.rsplit("; ", 1)[-1] for _, message, _ in found] == [
        "did you mean 'Phalène de Mana'?"
    ]


def test_a_token_said_twice_is_an_error(tmp_path: Path) -> None:
    # "Aerolith" is the "Aérolithe" before it: the second was taken silently (noted by
    # review32)
    tokens = LANDMARK_TOKEN + "  Aerolith: {type: landmark_permanent}\n"
    found = _codes(tmp_path, _with_tokens(tokens, _game([CREATE])))
    assert found == [
        ("S001", "'Aerolith' is the token 'Aérolithe' says already: say what it is once", 10)
    ]


def test_a_tokens_quick_action_is_scripted_by_its_name_in_french(tmp_path: Path) -> None:
    # "Aérolithe token 1" is the Aerolith made as "Aerolith token 1" (noted by review32: it
    # was read, then refused as no such token)
    result = _using(tmp_path, "{use: Aérolithe token 1}")
    assert [e["what"] for e in kinds(result, "action") if e["action"] == "uses"] == [
        "Aerolith token 1/1"
    ]
    assert not [d for d in result.diagnostics if d.code == "R012"]


def test_a_misspelt_tokens_use_says_the_token_meant(tmp_path: Path) -> None:
    turns = "[[{play: Héraut}], [{use: Aerolit token 1}]]"
    found = _codes(tmp_path, _with_tokens(AEROLITH_QUICK, _game([CREATE], "", turns)))
    assert [(code, message.rsplit("; ", 1)[-1]) for code, message, _ in found] == [
        ("R002", "did you mean 'Aerolith token 1'?")
    ]


def test_a_tokens_reaction_is_scripted_first_by_its_name(tmp_path: Path) -> None:
    # Alice plays the Aerolith's second reaction first, named as in `use` (noted by
    # review32: a `pending` answer naming a token's reaction was R005, no such reaction)
    tokens = (
        "tokens:\n  Aérolithe:\n    type: landmark_permanent\n    abilities:\n"
        '      - "Lorsque je suis sacrifié — [Ravitaillez]."\n'
        '      - "Lorsque je suis sacrifié — Piochez une carte."\n'
    )
    extra = (
        "  - {name: Démolisseuse, controller: Alice, cost: 0,"
        ' abilities: ["{J} Sacrifiez chaque Permanent que vous contrôlez."]}\n'
    )
    pending = "choices:\n  - {who: Alice, decide: pending, answer: Aérolithe token 1/1}\n"
    turns = "[[{play: Héraut}], [{play: Démolisseuse}]]"
    game = _game([CREATE], extra, turns).replace("choices:\n", pending)
    result = play(tmp_path, _with_tokens(tokens, game))
    assert [d.code for d in result.diagnostics] == ["R019"]  # Bob's expand: no day 2
    done = [e["op"] for e in kinds(result, "op") if e["status"] == "done"]
    assert done[-2:] == ["draw", "resupply"]


def test_a_token_a_tokens_ability_creates(tmp_path: Path) -> None:
    # the Mana Moth, sacrificed, creates an Aerolith: given too, and no R027 (noted by
    # review32: only the cards' abilities were given tokens)
    tokens = LANDMARK_TOKEN + (
        "  Mana Moth:\n    stats: {forest: 1, mountain: 1, water: 1}\n"
        '    abilities: ["Lorsque je suis sacrifié — ' + CREATE[4:] + '"]\n'
    )
    lines = [
        "{J} Créez un jeton Phalène de Mana dans mon Expédition.",
        "{J} Sacrifiez un Personnage.",
    ]
    assert _codes(tmp_path, _with_tokens(tokens, _game(lines))) == []
    result = play(tmp_path, _with_tokens(tokens, _game(lines)))
    assert [(e["card"], e["to"]) for e in kinds(result, "create")] == [
        ("Mana Moth token 1", "Alice's hero Expedition"),
        ("Aerolith token 2", "Alice's Landmarks"),
    ]


def test_a_tokens_reaction_does_not_see_its_own_creation(tmp_path: Path) -> None:
    # "Lorsque vous créez un jeton" did not exist before the token's own creation (R002-13,
    # rules 6.3.f): the first Mana Moth sees the second's, not its own (noted by review32)
    tokens = (
        "tokens:\n  Mana Moth:\n    stats: {forest: 1, mountain: 1, water: 1}\n"
        '    abilities: ["Lorsque vous créez un jeton — Piochez une carte."]\n'
    )
    line = "{J} Créez deux jetons Phalène de Mana dans mon Expédition."
    result = play(tmp_path, _with_tokens(tokens, _game([line])))
    assert [r for r in fired(result) if r.startswith("Mana Moth")] == ["Mana Moth token 1/0"]


def test_a_quick_action_of_a_card_sacrificed_is_not_played(tmp_path: Path) -> None:
    # Outil is in the discard pile: its "{T} : Piochez une carte." works in play only
    # (R002-18); it was played from there (noted by review32)
    extra = (
        "  - {name: Outil, controller: Alice, zone: landmark, type: landmark_permanent,"
        ' abilities: ["{T} : Piochez une carte."]}\n'
    )
    turns = "[[{play: Héraut}], [{use: Outil}]]"
    result = play(
        tmp_path, _game(["{J} Sacrifiez chaque Permanent que vous contrôlez."], extra, turns)
    )
    assert [d.message for d in result.diagnostics if d.code == "R012"] == [
        "Outil is in the discard: its quick actions work in play (R002-18)"
    ]
    assert not [e for e in kinds(result, "op") if e["op"] == "draw"]


def test_a_support_quick_action_works_in_the_reserve(tmp_path: Path) -> None:
    # "{D} : ..." discards it from the Reserve: a support ability, which works there
    extra = (
        "  - {name: Écho, controller: Alice, zone: reserve,"
        ' abilities: ["{D} : Piochez une carte."]}\n'
    )
    result = play(tmp_path, _game([], extra, "[[{use: Écho}, pass]]"))
    assert not [d for d in result.diagnostics if d.code == "R012"]
    assert [e["status"] for e in kinds(result, "op") if e["op"] == "draw"] == ["done"]
    assert _card(result, "Écho")["zone"] == "discard"


def test_a_token_targeted_is_scripted_by_its_name_in_french(tmp_path: Path) -> None:
    # "Phalène de Mana token 1" is the token made as "Mana Moth token 1" (noted by
    # review32: the answer was refused as none of the options, and a target chosen at random)
    tokens = "tokens:\n  Mana Moth: {stats: {forest: 1, mountain: 1, water: 1}}\n"
    lines = [
        "{J} Créez un jeton Phalène de Mana dans mon Expédition.",
        "{J} Un Personnage ciblé gagne 1 boost.",
    ]
    target = "choices:\n  - {who: Alice, decide: target, answer: Phalène de Mana token 1}\n"
    pending = "  - {who: Alice, decide: pending, answer: Héraut/0}\n"
    game = _game(lines).replace("choices:\n", target + pending)
    result = play(tmp_path, _with_tokens(tokens, game))
    assert not [d for d in result.diagnostics if d.code == "R012"]
    assert [e["card"] for e in kinds(result, "counter")] == ["Mana Moth token 1"]


def test_a_landmark_token_in_a_target_opponents_landmarks(tmp_path: Path) -> None:
    # one opponent: no choice to make, and the token is Bob's (noted by review32: no test
    # told the opponent's Landmarks from the controller's)
    line = "{J} Créez un jeton Aérolithe dans la zone de Repères d'un adversaire ciblé."
    result = play(tmp_path, _with_tokens(LANDMARK_TOKEN, _game([line])))
    assert [(e["card"], e["to"]) for e in kinds(result, "create")] == [
        ("Aerolith token 1", "Bob's Landmarks")
    ]
    assert not [e for e in kinds(result, "decision") if e["what"] == "Alice target"]


def test_a_token_another_player_controls_is_not_used(tmp_path: Path) -> None:
    # the Aerolith is in Bob's Landmarks, his: Alice cannot use its quick action (a
    # mutation letting her passed every test; noted by review32)
    line = "{J} Créez un jeton Aérolithe dans la zone de Repères d'un adversaire ciblé."
    turns = "[[{play: Héraut}], [{use: Aerolith token 1}]]"
    result = play(tmp_path, _with_tokens(AEROLITH_QUICK, _game([line], "", turns)))
    assert [d.message for d in result.diagnostics if d.code == "R012"] == [
        "Alice does not control Aerolith token 1"
    ]
    assert not [e for e in kinds(result, "action") if e["action"] == "uses"]
