"""Deck validation by feature: the service (validate a decklist or sections), the card index it resolves
entries with, the API, the pages, their forms and urls, and the bulk validation job's handler."""

from .cards import CardIndex
from .service import (
    MAX_ENTRY_CHARS,
    MAX_SECTION_ENTRIES,
    ValidationInputError,
    format_rules,
    kept_rules,
    parse_date,
    resolve_format,
    validate_decklist,
    validate_sections,
)

__all__ = [
    "MAX_ENTRY_CHARS",
    "MAX_SECTION_ENTRIES",
    "CardIndex",
    "ValidationInputError",
    "format_rules",
    "kept_rules",
    "parse_date",
    "resolve_format",
    "validate_decklist",
    "validate_sections",
]
