"""Small legal players, one module per game: random legal records for the property tests and the benchmarks.

Each plays by its game's engine (games/rules/<game>), so a record it makes must adjudicate legal.
"""
