"""The one error every importer raises for a file that is not what it claims to be."""


class ImportFileError(Exception):
    """A bad file: nothing was written. `line` is the 1-based line (or row) at fault, when known."""

    def __init__(self, message, line=None):
        self.message = message
        self.line = line
        super().__init__(f"line {line}: {message}" if line else message)
