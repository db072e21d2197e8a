"""The jobs app's own registrations (jobs.registry): the batches of every job, which the sweep looks after,
and the echo kind, which lets an operator check the job pipeline end to end."""

from . import echo, services
from .registry import register_handler, register_source

register_source("jobs", services.batch_source())
register_handler("jobs.echo", echo)
