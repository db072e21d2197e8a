"""The jobs app's own kind: echo, which lets an operator check the job pipeline end to end."""

from . import echo
from .registry import register_handler

register_handler("jobs.echo", echo)
