"""The games app's job kinds (jobs.registry): card and banlist imports; and how a job shows a stored message
(games.messages) in its reader's language."""

from jobs.registry import register_handler, use_message_localiser

from .i18n import localise_message
from .importers import job_handler
from .services import IMPORT_HANDLER

register_handler(IMPORT_HANDLER, job_handler)
use_message_localiser(localise_message)
