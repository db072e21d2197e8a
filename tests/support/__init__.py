"""Test support: code the tests and the benchmarks share, and the product never imports (a test checks it,
tests/architecture/test_layering.py)."""
