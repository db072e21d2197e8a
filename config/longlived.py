"""What a web process keeps for its whole life, kept out of the garbage collector's sight.

A full collection walks every tracked object and stops every thread of the process while it does: with what a
web process loads to start (140,000 objects) and Thai's dictionary trie (420,000, loaded by the first search that
segments Thai), each took 100-160 ms, the p99 of 20 clients (docs/benchmarks/speed.md). Frozen (gc.freeze), they
are no longer walked. Only the web server turns this on (config/wsgi.py): a worker or a test process freezes
nothing. The garbage present is collected first, so none of it is frozen with what lives.
"""

import gc

_on = False


def keep_for_good():
    """The web server's start: from now on, what `settle` is told about is frozen too."""
    global _on
    _on = True
    settle()


def settle():
    """Say that what the process holds now lives as long as it does (called after loading such a thing)."""
    if _on:
        gc.collect()
        gc.freeze()
