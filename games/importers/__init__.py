"""Card and banlist importers: pure file parsers (ygopro, csv_cards, lflist) and the service that writes.

Entry points: `import_cards(*, game, path, progress=None)` and
`import_banlist(*, game, path, name=None, valid_from=None)`, both returning a summary dict and raising
`ImportFileError` (nothing written) for a bad file.
"""

from .errors import ImportFileError
from .service import import_banlist, import_cards, link_alternates

__all__ = ["ImportFileError", "import_banlist", "import_cards", "link_alternates"]
