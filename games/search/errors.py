class QueryError(Exception):
    """A malformed card query. `position` is the 0-based index in the query where the problem is."""

    def __init__(self, message, position=0):
        self.message = message
        self.position = position
        super().__init__(f"{message} (at character {position + 1})")
