"""Mutations of seed 002 (Altered reactions): the reactor and the Altered world."""

from __future__ import annotations

from tests.mutations.harness import Mutation

R2 = "tests/test_rules_002.py::"
ALTERED = "counterplay/runtime/altered/"

MUTATIONS = [
    Mutation(
        "R002-07",
        "a reaction's card goes to the discard pile when the reaction is played",
        ALTERED + "engine.py",
        "                ops.run(self, effect, ctx)\n        finally:",
        "                ops.run(self, effect, ctx)\n"
        "                self.move(card, 'discard', frame)\n        finally:",
        (R2 + "test_R002_07_a_reaction_played_does_not_change_zone",),
    ),
    Mutation(
        "R002-25",
        "the player who caused the event plays the effect's internal actions",
        ALTERED + "engine.py",
        "        ctx = ops.Ctx(card, self.player(card.side), frame, claim.event)",
        "        actor = claim.event.actor\n"
        "        who = actor if isinstance(actor, Player) else self.player(card.side)\n"
        "        ctx = ops.Ctx(card, who, frame, claim.event)",
        (R2 + "test_R002_25_the_player_resolving_an_effect_plays_its_internal_actions",),
    ),
    Mutation(
        "R002-26",
        "an activate step is not run",
        ALTERED + "ops.py",
        '    "abilities.activate": card_ops.activate,\n',
        "",
        (R2 + "test_R002_26_27_an_activate_step_activates_the_named_reaction",),
    ),
    Mutation(
        "R002-27",
        "an activate step activates the reactions of the card whose effect it is",
        ALTERED + "card_ops.py",
        "            done = game.activate(card, mark, ctx.card, ctx.frame, some) or done",
        "            done = game.activate(ctx.card, mark, ctx.card, ctx.frame, some) or done",
        (R2 + "test_R002_26_27_an_activate_step_activates_the_named_reaction",),
    ),
    Mutation(
        "R002-28",
        "an activated reaction skips who may react",
        "counterplay/runtime/reactor.py",
        "            why = self.why_not(bound, event, frame)\n            claim = None",
        "            why = None\n            claim = None",
        (R2 + "test_R002_26_28_an_activated_reaction_whose_trigger_cannot_activate",),
    ),
]
