"""Tournaments: events, formats, seating, standings and ratings (pure logic, no SQL).

The pieces, each usable alone (nothing is imported here, so that ``bakehouse seat`` starts
quickly):

- :mod:`.tables` how many tables of which sizes, and fair byes;
- :mod:`.designs` and :mod:`.search` repeat-free schedules: known designs, then annealing;
- :mod:`.seating` mixer, Swiss, seeding, round robin, progressive, final stage, swaps;
- :mod:`.results`, :mod:`.standings`, :mod:`.ratings` from table results to rankings;
- :mod:`.event` the Event aggregate and EventService over an EventRepository;
- :mod:`.codec` events as JSON dicts (the commands live in engine/commands).
"""
