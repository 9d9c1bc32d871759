"""The command lines of ``bakehouse``: each module registers its subcommands' parsers
(argparse only, nothing heavy at import) and imports what a command needs when it runs.

- :mod:`.db` ``db``, ``import``, ``export`` and ``members`` over the club database;
- :mod:`.events` ``event``: club nights, tournaments and leagues on the club database;
- :mod:`.seat` ``seat``: a seating schedule without a database.

``engine/cli.py`` is the entry (``main``) and holds ``replay``, ``verify`` and ``rulesets``.
"""
