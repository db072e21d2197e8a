"""Construction rules of dbz."""
