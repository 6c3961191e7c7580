"""Altered lines written for the tests (never the corpus's), in French and English, with
the reading each must give: one module per table, imported by ``test_altered_effects``."""
