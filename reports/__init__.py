"""Printed scorepads, scoresheets, standings and statistics (reportlab), without Qt.

Plain values in, PDF bytes out (every ``render*`` also writes to a path or a
binary file when given one):

- ``scorepad.render(pad)`` / ``scorepad.render_record(record)``: the engine's
  scorepad (``engine.scorepad``) of a match, for all five rulesets;
- ``scoresheets.render([TableSheet(...)])``: blank sheets, one page a table;
- ``standings.render_standings / render_results / render_seating /
  render_season``: from ``Standings``, ``RoundResults``, ``Seating``, ``Season``;
- ``charts.render_stats(title, subtitle, [Section(...)])``: vector charts;
  ``stats.compute(records)`` and ``stats.sections(...)`` feed it from records;
- ``events``: the values above from an ``engine.tournament`` event.

Every user string is escaped, shaped (Arabic, Hebrew) and drawn with font
fallback (``fonts``); refusals are ``errors.ReportError``, a BakehouseError.
"""
