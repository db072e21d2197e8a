"""What the apps tell the jobs app: the handlers of their job kinds, the work they claim, how to show a message.

jobs imports no app. Each app that runs background work has a `job_kinds` module, imported by
JobsConfig.ready (Django's autodiscovery), which registers here:

- a job handler under the name stored in Job.handler: an object (usually a module) with CSV_COLUMNS and
  csv_row(name, result), and either process_batch(inputs, params) (a bulk job, its items in batches) or
  run(params, progress) (a whole-job kind such as a card import, one unit that reports its progress).
  Optional: TITLE, COLUMN_LABELS, report(job, items, user=...) and shown(results, public=..., html=...)
  (its results as a reader sees them, e.g. in the reader's language);
- a source of claimable work (jobs.claims.Claimable) and how to send one unit to a worker, so the one
  sweep (jobs.sweep) sends again what no worker holds;
- the function that shows a stored message ({"template", "params"}) in the reader's language.
"""

from dataclasses import dataclass
from typing import Any

_HANDLERS = {}
_SOURCES = {}
_localiser = None


class UnknownHandler(ValueError):
    pass


def register_handler(name, handler):
    _HANDLERS[name] = handler


def handler_for(name):
    try:
        return _HANDLERS[name]
    except KeyError:
        raise UnknownHandler(f"job handler {name!r} is not an Arbiter module") from None


@dataclass(frozen=True)
class Source:
    """Claimable work the sweep looks after: `send(pk)` sends one unit; a queued unit is sent again once its
    `sent_field` is older than SWEEP_QUEUED_AFTER_SECONDS, a running one once its lease lapsed."""

    work: Any  # work() -> the Claimable (read when the sweep runs, so it follows the settings)
    send: Any  # send(pks) -> the ids the sweep reports (the units', or the jobs they belong to)
    sent_field: str
    prepare: Any = None  # prepare(waited): run before the sweep looks, e.g. to store units not yet stored


def register_source(name, source):
    _SOURCES[name] = source


def source(name):
    return _SOURCES[name]


def sources():
    return dict(_SOURCES)


def use_message_localiser(localise):
    # Set once, at start-up, by the app that owns the message format (games.job_kinds).
    global _localiser
    _localiser = localise


def localised(message, fallback):
    """A stored message in the reader's language, or `fallback` when there is none (or no localiser)."""
    if message and _localiser is not None:
        return _localiser(message)
    return fallback
