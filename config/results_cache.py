"""Answers to searches asked again, kept by each process while the content they were read from is unchanged.

A card search, a rulings search and a question read content alone (cards, formats, lists, rulings, rules
sections, their vectors), and every write to that content changes a token that database triggers keep
(games.catalogue.content_token, judging.revision.content_token). A search asked again at the same token is
answered from memory: its statements, the decoding of their rows and the building of the answer are skipped.
A search asked for the first time, or after any change, is run as before, so nobody ever reads an answer
older than the content.

Each cache holds the answers of one token: the first answer kept at a new token drops the others, which no
request can ask for again. Bounded by RESULTS_KEPT answers (least recently used first out); 0 turns it off.
What a cache returns is shared between requests and threads: callers never change it.
"""

from collections import OrderedDict
from threading import Lock

from django.conf import settings

_MISSING = object()
_caches = []


class ResultsCache:
    def __init__(self, name):
        self.name = name
        self._token = None
        self._kept = OrderedDict()
        self._lock = Lock()
        _caches.append(self)

    def get_or_build(self, read_token, key, build):
        """What `build()` gives for `key` at the token `read_token()` reads, built once per token; an exception is
        not kept. The token is read first (before anything `build` reads) and only when answers are kept."""
        size = settings.RESULTS_KEPT
        if not size:
            return build()
        token = read_token()
        with self._lock:
            if token == self._token:
                value = self._kept.get(key, _MISSING)
                if value is not _MISSING:
                    self._kept.move_to_end(key)
                    return value
        value = build()  # outside the lock: two threads may both build, and either answer is right
        with self._lock:
            if token != self._token:
                self._token, self._kept = token, OrderedDict()
            self._kept[key] = value
            while len(self._kept) > size:
                self._kept.popitem(last=False)
        return value

    def clear(self):
        with self._lock:
            self._token, self._kept = None, OrderedDict()

    def __len__(self):
        return len(self._kept)


def clear_all():
    """Forget every kept answer (tests that change the database behind the triggers' back)."""
    for cache in _caches:
        cache.clear()
