"""Altered TCG readers: ability lines (French and English) and card JSON."""
