"""The fuzzing suite: every input format through its real import path (docs/fuzzing.md).

``mutators`` make cases from valid seed files, ``hostile`` holds hand-made attacks, ``formats``
names each format's seeds and target, ``runner`` runs cases in forked children under a time
and memory budget; ``test_fuzz_fast`` is the CI slice and ``scripts/fuzz.py`` the long run.
"""
