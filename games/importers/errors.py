"""The one error every importer raises for a file that is not what it claims to be."""

from games.messages import N_, Message


class ImportFileError(Exception):
    """A bad file: nothing was written. `line` is the 1-based line (or row) at fault, when known.

    Built from a template marked with N_ and its values: `message` is that Message, `text` (and the
    exception's str) the same with its line, and `template`/`params` are text's, so a page shows the
    error in its reader's language (games.i18n.localise_message).
    """

    def __init__(self, template, line=None, **params):
        self.message = Message(template, **params)
        self.line = line
        self.text = Message(N_("line {line}: {message}"), line=line, message=self.message) if line else self.message
        self.template, self.params = self.text.template, self.text.params
        super().__init__(self.text)
