"""config.longlived: only the web server freezes what lives as long as the process (never a worker or a test
process), and garbage is collected before, not frozen with it. Each case runs in a process of its own: a freeze
cannot be undone."""

import subprocess
import sys

UNTOLD = """
import gc
from config import longlived
longlived.settle()
print(gc.get_freeze_count())
"""

TOLD = """
import gc, weakref
from config import longlived

class Node:
    pass

longlived.keep_for_good()
frozen = gc.get_freeze_count()
node = Node()
node.itself = node  # a cycle: garbage once dropped, which only the collector frees
ref = weakref.ref(node)
del node
longlived.settle()
print(frozen, ref() is None)
"""

WEB = """
import gc
from config import longlived, wsgi
print(longlived._on, gc.get_freeze_count())
"""


def run(script):
    return subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True).stdout.split()


def test_nothing_is_frozen_until_the_web_server_says_so():
    assert run(UNTOLD) == ["0"]


def test_once_told_what_lives_is_frozen_and_garbage_collected_first():
    frozen, collected = run(TOLD)
    assert int(frozen) > 1000  # what the interpreter and the module had loaded
    assert collected == "True"  # the dropped cycle was freed, not frozen for good


def test_the_web_server_is_what_turns_it_on():
    on, frozen = run(WEB)
    assert on == "True" and int(frozen) > 10_000  # Django and the apps
