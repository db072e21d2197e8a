"""The judging app's job kinds (jobs.registry): keeping the rulings' embeddings current."""

from jobs.registry import register_handler

from . import embedding_jobs

register_handler(embedding_jobs.HANDLER, embedding_jobs)
