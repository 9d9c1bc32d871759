"""A bot per ruleset, choosing among the state's legal actions like a person."""
