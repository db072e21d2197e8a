"""The adjudications app's background work (jobs.registry): bulk adjudication jobs, and single
adjudications, claimed as jobs.claims says and swept by the one sweep."""

from jobs.registry import Source, register_handler, register_source

from . import bulk, services, tasks

register_handler(bulk.__name__, bulk)
register_source(services.SOURCE, Source(work=lambda: services.WORK, send=tasks.send, sent_field="created_at"))
