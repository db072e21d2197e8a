"""Construction rules of yugioh."""
