"""The words of D&D 4E as data: the game's own published lists, not the corpus's sentences.

Each list is what the rules books and their updates name (Player's Handbook 1-3, Rules
Compendium, Adventurer's Vault, Dark Sun, Monster Manual 1-3): conditions, damage types,
power keywords, power sources, weapon groups and weapons, implements, skills and ability
scores, creature origins, types and keywords, defenses, sizes. The phrase grammars declare a
terminal per list (``%declare``) and :class:`compiler.dnd4e.words.WordLexer` gives a word the
terminal of the list that owns it (:data:`TERMINALS`), so a weapon or a keyword the corpus
never printed reads as one it did.

A word of several lists ("fire": a damage type and a creature keyword; "staff": an
implement, a weapon and a weapon group) is given one terminal, the first of
:data:`TERMINALS` that has it; a grammar rule that accepts another list's word there reads
it through :func:`lists_of`. Phrases of several words ("light blade", "holy symbol") are one
token, written with a space.
"""

from __future__ import annotations

from types import MappingProxyType

from counterplay.compiler.dnd4e import verbs

# Conditions (Rules Compendium, "Conditions"; "insubstantial" and "phasing" are the
# creature qualities rules text gives like a condition, "hidden" the state a Stealth check
# gives (Rules Compendium, "Stealth"); "sapped" is seed 003's house rule).
CONDITIONS = frozenset(
    {
        "blinded", "dazed", "deafened", "dominated", "dying", "grabbed", "helpless",
        "immobilized", "invisible", "marked", "petrified", "prone", "restrained", "slowed",
        "stunned", "surprised", "unconscious", "weakened", "insubstantial", "phasing",
        "removed from play", "sapped", "hidden",
    }
)  # fmt: skip
# States a creature is in that are not conditions, as the rules name them (Rules Compendium:
# "standing" as the opposite of prone, "Mounted Combat", "Flying", "Underwater Combat",
# "Squeezing"): "If you are mounted, ...", "until you are no longer flying"
STATES = frozenset({"standing", "mounted", "flying", "underwater", "squeezing"})
DAMAGE_TYPES = frozenset(
    {
        "acid", "cold", "fire", "force", "lightning", "necrotic", "poison", "psychic",
        "radiant", "thunder",
    }
)  # fmt: skip
POWER_SOURCES = frozenset(
    {"arcane", "divine", "elemental", "ki", "martial", "primal", "psionic", "shadow"}
)
# Power keywords other than damage types and power sources: effect types, the arcane
# schools, accessories ("weapon", "implement" are literals of the grammar: they head noun
# phrases too) and the keywords of class features.
POWER_KEYWORDS = frozenset(
    {
        "augmentable", "aura", "beast", "beast form", "channel divinity", "charm",
        "conjuration", "disease", "evocation", "enchantment", "familiar", "fear",
        "full discipline", "gaze", "healing", "illusion", "invigorating", "mount",
        "necromancy", "nethermancy", "polymorph", "rage", "rattling", "reliable", "runic",
        "sleep", "spirit", "stance", "summoning", "teleportation", "transmutation", "zone",
    }
)  # fmt: skip
WEAPON_GROUPS = frozenset(
    {
        "axe", "blowgun", "bow", "crossbow", "flail", "garrote", "hammer", "heavy blade",
        "light blade", "mace", "pick", "polearm", "sling", "spear", "staff", "unarmed",
        "whip",
    }
)  # fmt: skip
# Weapons of the Player's Handbook, Adventurer's Vault, Dark Sun and Mordenkainen's tables
# (singular and the plurals rules text uses), and natural weapons of monsters.
WEAPONS = frozenset(
    {
        "alhulak", "bastard sword", "battleaxe", "blade", "bola", "boomerang", "broadsword",
        "cahulaks", "carrikal", "chatkcha", "club", "craghammer", "dagger", "daggers",
        "datchi club", "double axe", "double flail", "double sword", "dragonbone", "execution axe",
        "falchion", "fullblade", "gauntlet", "glaive", "gouge", "greataxe", "greatbow",
        "greatclub", "greatspear", "greatsword", "gythka", "halberd", "hand crossbow",
        "handaxe", "heavy flail", "heavy shield", "heavy war pick", "impaler", "javelin",
        "javelins", "katar", "khopesh", "kukri", "kusari-gama", "lance", "light shield",
        "light war pick", "longbow", "longspear", "longsword", "lotulis", "maul", "mordenkrad",
        "morningstar", "net", "puchik", "quabone", "quarterstaff", "rapier", "repeating crossbow",
        "sai", "scimitar", "scourge", "scythe", "short sword", "shortbow", "shortsword",
        "shuriken", "shurikens", "sickle", "spiked chain", "spiked gauntlet", "spiked shield",
        "superior crossbow", "sword", "throwing hammer", "tortoise blade", "tratnyr",
        "trident", "trikal", "triple-headed flail", "urgrosh", "war pick", "waraxe",
        "warhammer", "widow's knife", "whips", "spears", "swords", "bows", "axes",
        # natural weapons ("hits with a claw attack")
        "bite", "claw", "claws", "gore", "slam", "sting", "talon", "talons", "tentacle",
        "tentacles", "tail", "horns", "fist",
    }
)  # fmt: skip
# Implements (Player's Handbook 1-3, Adventurer's Vault) and the items a trigger names
# (armor, neck and arms slot items).
IMPLEMENTS = frozenset({"holy symbol", "ki focus", "orb", "rod", "staff", "tome", "totem", "wand"})
ITEMS = frozenset(
    {
        "amulet", "armor", "belt", "boots", "bracers", "circlet", "cloak", "gauntlets",
        "gloves", "headband", "helm", "necklace", "ring", "shield",
    }
)  # fmt: skip
SKILLS = frozenset(
    {
        "acrobatics", "arcana", "athletics", "bluff", "diplomacy", "dungeoneering",
        "endurance", "heal", "history", "insight", "intimidate", "nature", "perception",
        "religion", "stealth", "streetwise", "thievery",
    }
)  # fmt: skip
ABILITIES = frozenset(
    {"strength", "constitution", "dexterity", "intelligence", "wisdom", "charisma"}
)
# Creature origins, types and keywords (Monster Manual glossary), and the races and kinds
# rules text names as a type of creature.
CREATURE_ORIGINS = frozenset({"aberrant", "elemental", "fey", "immortal", "natural", "shadow"})
CREATURE_TYPES = frozenset({"animate", "beast", "humanoid", "magical beast"})
CREATURE_KEYWORDS = frozenset(
    {
        "air", "angel", "aquatic", "blind", "cold", "construct", "demon", "devil", "dragon",
        "earth", "fire", "giant", "homunculus", "mount", "ooze", "plant", "reptile",
        "shapechanger", "spider", "swarm", "undead", "water", "living construct",
        "draconian", "living", "minion", "deathless", "titan", "yuan-ti", "gnoll", "orc",
        "drow", "dwarf", "elf", "eladrin", "goblin", "hobgoblin", "human", "halfling",
        "gnome", "kobold", "dragonborn", "tiefling", "deva", "genasi", "shifter", "githyanki",
        "githzerai", "mind flayer", "beholder", "lich", "vampire", "zombie", "skeleton",
        "ghoul", "wraith", "ghost",
    }
)  # fmt: skip
DEFENSES = frozenset({"ac", "armor class", "fortitude", "reflex", "will"})
ALL_DEFENSES = "defenses"  # "against all defenses", "a bonus to defenses"
# smallest first: "Large or larger" is Large and every size after it
SIZE_ORDER = ("tiny", "small", "medium", "large", "huge", "gargantuan")
SIZES = frozenset(SIZE_ORDER)
CLASSES = frozenset(
    {
        "ardent", "artificer", "assassin", "avenger", "barbarian", "bard", "battlemind",
        "cleric", "druid", "fighter", "invoker", "monk", "paladin", "psion", "ranger",
        "rogue", "runepriest", "seeker", "shaman", "sorcerer", "swordmage", "vampire",
        "warden", "warlock", "warlord", "wizard", "hybrid",
    }
)  # fmt: skip

# Terminal of the phrase grammars -> its words, in the order a word of several lists is
# given one (the first of the grammar's declared terminals that has it; a word that is a
# literal of the grammar stays that literal). A grammar declares the terminals it reads
# (``%declare``); the word lexer fills them in from here. The trigger grammar reads an
# ability score as a SKILL ("a Strength check"), the effect grammar as an ABILITY.
TERMINALS: MappingProxyType[str, frozenset[str]] = MappingProxyType(
    {
        "COND": CONDITIONS,
        "STATE": STATES,
        "DAMAGE_TYPE": DAMAGE_TYPES,
        "DEFENSE": DEFENSES | {ALL_DEFENSES},
        "ABILITY": ABILITIES,
        "SKILL": SKILLS | ABILITIES | {"knowledge"},
        "POWER_SOURCE": POWER_SOURCES,
        "CLASS": CLASSES,
        "KEYWORD": POWER_KEYWORDS,
        "IMPLEMENT": IMPLEMENTS,
        "WEAPON_GROUP": WEAPON_GROUPS,
        "WEAPON_ITEM": WEAPONS,
        "ITEM": ITEMS,
        "CREATURE_TYPE": CREATURE_ORIGINS | CREATURE_TYPES | CREATURE_KEYWORDS,
        "SIZE": SIZES,
        # the verb lexicon's frames (compiler.dnd4e.verbs): after the lists, so that "blind"
        # stays a creature keyword
        **verbs.TERMINALS,
    }
)

# what each list is called (``lists_of`` answers with these)
LISTS: MappingProxyType[str, frozenset[str]] = MappingProxyType(
    {
        "condition": CONDITIONS,
        "damage_type": DAMAGE_TYPES,
        "power_source": POWER_SOURCES,
        "keyword": POWER_KEYWORDS | DAMAGE_TYPES | POWER_SOURCES,
        "weapon_group": WEAPON_GROUPS,
        "weapon": WEAPONS,
        "implement": IMPLEMENTS,
        "item": ITEMS,
        "skill": SKILLS,
        "ability": ABILITIES,
        "creature_type": CREATURE_ORIGINS | CREATURE_TYPES | CREATURE_KEYWORDS,
        "defense": DEFENSES,
        "size": SIZES,
        "class": CLASSES,
    }
)


def lists_of(word: str) -> frozenset[str]:
    """The lists (names of :data:`LISTS`) that have ``word`` (lower case)."""
    return frozenset(name for name, words in LISTS.items() if word in words)
