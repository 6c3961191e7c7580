"""Benchmarks: each prints its figures and a ratio against a baseline run in the same process."""
