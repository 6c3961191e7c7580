"""The runtime: compiled reactions fired, limited and ordered as a ruleset says.

Nothing here imports the compiler's parsing libraries (lark, ruamel.yaml, jsonschema):
compiled objects are built once and run many times.
"""
