"""Construction rules of dbs."""
