"""The Celery app of a worker that knows Flip: `celery -A tests.games.sixth_game.worker_app worker`, started by the
test (tests.conftest.WorkerProcess(app=...)). The product's app, with the made-up game registered first."""

from config.celery import app
from games.rules import registry

from .flip import GAME

__all__ = ["app"]

registry.add(GAME)
