"""The rulings' Celery tasks, where Celery's autodiscovery looks for them."""

from .embedding_jobs import embed_stale

__all__ = ["embed_stale"]
