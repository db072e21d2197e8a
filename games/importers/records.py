"""Plain records that the file parsers produce and the database writer consumes."""

from dataclasses import dataclass, field


@dataclass
class CardRecord:
    code: str
    name: str
    type: str
    text: str = ""
    attrs: dict = field(default_factory=dict)
    # Code of the card this one is an alternate printing of, resolved after all rows are written.
    alternate_of: str | None = None
    line: int | None = None


@dataclass
class ParsedCards:
    records: list
    warnings: list = field(default_factory=list)


@dataclass
class BanList:
    """One list of a banlist file: {code: limit}, with the names the file gave."""

    name: str
    line: int
    is_whitelist: bool = False
    limits: dict = field(default_factory=dict)
    names: dict = field(default_factory=dict)


@dataclass
class ParsedBanlists:
    lists: list
    warnings: list = field(default_factory=list)
