"""The compiler: one module per stage, each with one public function.

``load`` (YAML -> data + spans), ``parse`` (rule text -> Lark tree), ``to_ir`` (authoring
document -> IR), ``validate`` (JSON Schema -> diagnostics), ``build`` (IR -> runtime objects).
``pipeline.compile_file`` composes them for the CLI.
"""
