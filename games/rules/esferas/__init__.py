"""Construction rules of esferas."""
