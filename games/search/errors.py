from games.messages import Message


class QueryError(Exception):
    """A malformed card query. `position` is the 0-based index in the query where the problem is.

    `message` is a games.messages.Message: English, with the template and values a page needs to
    show it in its own language (games.i18n.localise_message).
    """

    def __init__(self, template, position=0, **params):
        self.message = Message(template, **params)
        self.position = position
        super().__init__(f"{self.message} (at character {position + 1})")
