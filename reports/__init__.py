"""Printed scorepads, scoresheets, standings and statistics (reportlab).

Report models (plain dataclasses built from engine states and records) come
first, then their drawing; user text is always escaped before it reaches a
reportlab Paragraph.  Nothing here yet: the first milestone is the engine.
"""
