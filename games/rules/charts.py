"""What a deck chart's key reads of a card: pure functions of its type and attrs (decks.stats draws them)."""

UNKNOWN = "Unknown"  # the label of a card without the value; shown translated


def card_type(type_name, attrs):
    return type_name or UNKNOWN


def attr(key, fallback=UNKNOWN):
    """The key of a chart counting cards by attrs[key] (`fallback` when the card has none)."""

    def read(type_name, attrs):
        value = attrs.get(key)
        return fallback if value in (None, "") else str(value)

    return read
