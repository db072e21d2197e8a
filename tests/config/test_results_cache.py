"""config.results_cache: an answer is kept for its token alone, bounded, and never kept when building it failed."""

import pytest

from config.results_cache import ResultsCache


class Builds:
    def __init__(self):
        self.calls = 0

    def __call__(self):
        self.calls += 1
        return {"answer": self.calls}


@pytest.fixture
def cache(settings):
    settings.RESULTS_KEPT = 3
    return ResultsCache("test")


def test_an_answer_asked_again_at_the_same_token_is_not_built_again(cache):
    build = Builds()
    first = cache.get_or_build(lambda: "t1", "q", build)
    assert cache.get_or_build(lambda: "t1", "q", build) is first
    assert build.calls == 1


def test_a_new_token_builds_again_and_drops_the_answers_of_the_old_one(cache):
    build = Builds()
    cache.get_or_build(lambda: "t1", "q", build)
    cache.get_or_build(lambda: "t1", "other", build)
    assert cache.get_or_build(lambda: "t2", "q", build) == {"answer": 3}
    assert len(cache) == 1
    assert cache.get_or_build(lambda: "t1", "q", build) == {"answer": 4}  # an old token is never answered from memory


def test_the_least_recently_used_answer_goes_first_past_the_bound(cache):
    build = Builds()
    for key in "abc":
        cache.get_or_build(lambda: "t", key, build)
    cache.get_or_build(lambda: "t", "a", build)  # a is used again: b is now the oldest
    cache.get_or_build(lambda: "t", "d", build)
    assert len(cache) == 3
    calls = build.calls
    cache.get_or_build(lambda: "t", "a", build)
    assert build.calls == calls
    cache.get_or_build(lambda: "t", "b", build)
    assert build.calls == calls + 1


def test_a_failed_build_is_not_kept(cache):
    def fails():
        raise ValueError("bad query")

    with pytest.raises(ValueError, match="bad query"):
        cache.get_or_build(lambda: "t", "q", fails)
    assert cache.get_or_build(lambda: "t", "q", Builds()) == {"answer": 1}


def test_none_kept_when_the_setting_is_0(settings):
    settings.RESULTS_KEPT = 0
    cache, build = ResultsCache("off"), Builds()
    cache.get_or_build(lambda: "t", "q", build)
    cache.get_or_build(lambda: "t", "q", build)
    assert build.calls == 2 and len(cache) == 0


def test_threads_asking_at_tokens_that_change_under_them_each_get_their_own_token_s_answer(cache):
    """Eight threads, each asking at one of two tokens in turn (a write landing between requests): nobody is ever
    answered with what was built at the other token."""
    import random
    import threading

    wrong = []

    def asker(seed):
        rng = random.Random(seed)
        for _ in range(500):
            token, key = rng.choice("ab"), rng.choice("xyzw")
            got = cache.get_or_build(lambda token=token: token, key, lambda token=token, key=key: (token, key))
            if got != (token, key):
                wrong.append((token, key, got))

    threads = [threading.Thread(target=asker, args=(seed,)) for seed in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert wrong == []
    assert len(cache) <= 3
