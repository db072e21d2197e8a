"""The decks app's job kinds (jobs.registry): bulk deck validation."""

from jobs.registry import register_handler

from .validation import bulk, job_handler

register_handler(bulk.HANDLER, job_handler)
