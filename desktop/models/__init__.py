"""Qt models over engine data (the scorepad; later members, seatings, standings)."""
