"""Tournaments: events, formats, seating, standings and ratings (pure logic, no SQL)."""
