"""The pairings of a round as events print and project them: by table, and by player name (each player's row
with their table, seat and opponent), with the extra time a judge gave each table."""

from types import SimpleNamespace

from .services import extra_by_match


def pairing_rows(round_):
    """(by table, by name): rows for a round's printed pairings. Seat 1 is a match's first player."""
    extra = extra_by_match(round_)
    by_table, by_name = [], []
    for m in round_.matches.select_related("a", "b").order_by("table", "id"):
        a, b = m.a.shown_name, m.b.shown_name if m.b else None
        minutes = extra.get(m.pk, 0)
        by_table.append(SimpleNamespace(match=m, table=m.table, a=a, b=b, extra=minutes))
        by_name.append(SimpleNamespace(match=m, name=a, table=m.table, seat=1, opponent=b, extra=minutes))
        if b is not None:
            by_name.append(SimpleNamespace(match=m, name=b, table=m.table, seat=2, opponent=a, extra=minutes))
    by_name.sort(key=lambda row: (row.name.casefold(), row.table))
    return by_table, by_name
