"""The Altered TCG world model: players in initiative order, cards in zones, the day.

``cards`` holds the parties (players and cards), ``match`` judges a trigger against an
event, ``facts`` gives the ruleset's predicates their facts, ``ops`` carries out effects
(what of them it does not follow: ``unfollowed``; the tokens they create: ``tokens``; the
Expeditions they name: ``expeditions``; the discounts they grant: ``discounts``),
``engine`` runs a game's days and phases and hands every event to the core's reactor,
``trace`` renders the timeline. Seed 002; rules R002-xx in RULES.md.
"""
