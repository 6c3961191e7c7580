"""D&D 4E's readers: stat blocks, Foundry VTT import, trigger and effect phrase readings,
names in player text, and the translation of old action types into Reaction keywords.

The generic stages (``compiler.load``, ``validate``, ``to_ir``, ``pipeline``) call these for
4E text; another family (Altered, Horus Heresy) gets a sub-package of its own beside this one.
"""
