"""Card records of a deck's entries: codes and names resolved to the rules' CardRecords in one query.

What one card row does not say alone is settled here, so that the rules see one card per card:
- an alternate printing of an alternate printing (a ygopro alias chain) is the chain's root card;
- a DBS special printing has its base card's keywords and copy rules, whatever its own row says;
- a name several different cards share is settled by the section it is listed in, or reported
  (AMBIGUOUS_NAME); alternate printings sharing a name are one card, found as the original.
"""

from django.db.models import Q

from games.models import Card, fold
from games.rules import construction, has_decks, home_sections, make_record, registry
from games.rules.codes import CodeError
from games.rules.common import AMBIGUOUS_NAME, UNKNOWN_CARD, problem
from games.rules.messages import N_

from ..decklists.codes import normal_code

PARENT, GRANDPARENT, PARENT_ATTRS = "alternate_of__code", "alternate_of__alternate_of__code", "alternate_of__attrs"
# Each round of lookups climbs two links of a chain; real chains have at most two.
MAX_CHAIN_ROUNDS = 10
# What the DBS copy rules read: a special printing has its base card number's (FAQ Q3-Q4).
COPY_RULE_ATTRS = ("keywords", "any_number_of_copies", "deck_limit")
MAX_LISTED = 20
# (on a line?, with a name written after the code?) -> the message
UNKNOWN_TEMPLATES = {
    (True, True): N_("Line {line}: no {game} card has the code or name '{text}' ({name})."),
    (True, False): N_("Line {line}: no {game} card has the code or name '{text}'."),
    (False, True): N_("no {game} card has the code or name '{text}' ({name})."),
    (False, False): N_("no {game} card has the code or name '{text}'."),
}
# (on a line?, more candidates than listed?) -> the message
AMBIGUOUS_TEMPLATES = {
    (True, False): N_(
        "Line {line}: '{text}' is the name of {n} different {game} cards: {listed}; write the code of the one you mean."
    ),
    (True, True): N_(
        "Line {line}: '{text}' is the name of {n} different {game} cards: {listed} and {more} more; "
        "write the code of the one you mean."
    ),
    (False, False): N_(
        "'{text}' is the name of {n} different {game} cards: {listed}; write the code of the one you mean."
    ),
    (False, True): N_(
        "'{text}' is the name of {n} different {game} cards: {listed} and {more} more; "
        "write the code of the one you mean."
    ),
}


class CardIndex:
    """Card records of one game by code and by folded name: a deck's worth, or the whole game for a bulk job."""

    FIELDS = ("code", "name", "type", "attrs", PARENT, GRANDPARENT, "search_name", "is_demo")

    def __init__(self, game, rows):
        self.game = game
        rows = list(rows)
        roots = alias_roots(lambda: Card.objects.filter(game__slug=game), game, rows)
        bases = self._base_attrs(rows, roots) if _shares_rules(game) else {}
        self.by_code = {}
        self.demo_codes = {row["code"] for row in rows if row.get("is_demo")}  # invented cards (games.demo)
        named = {}
        for row in rows:
            record = self._record(row, roots.get(row["code"]), bases)
            self.by_code[record.code] = record
            named.setdefault(row["search_name"] or fold(row["name"]), []).append(record)
        self.by_name = {name: one_per_card(records) for name, records in named.items()}
        # The card zones a section holds, where a name several cards share needs the section to say which.
        self.section_zones = construction(game).SECTION_ZONES if has_decks(game) else {}

    @classmethod
    def fields(cls, game):
        return (*cls.FIELDS, PARENT_ATTRS) if _shares_rules(game) else cls.FIELDS

    @classmethod
    def for_entries(cls, game, entries):
        codes, names = set(), set()
        for entry in entries:
            codes.add(lookup_code(game, entry.value))
            names.add(fold(entry.value))
            if entry.name:
                names.add(fold(entry.name))
        if not codes:
            return cls(game, [])
        query = Q(code__in=codes) | Q(search_name__in=names)
        return cls(game, Card.objects.filter(game__slug=game).filter(query).values(*cls.fields(game)))

    @classmethod
    def whole_game(cls, game):
        return cls(game, Card.objects.filter(game__slug=game).values(*cls.fields(game)).iterator(chunk_size=5000))

    def _record(self, row, root, bases):
        attrs = row["attrs"] or {}
        base = bases.get(root)
        if base is not None:
            attrs = {key: value for key, value in attrs.items() if key not in COPY_RULE_ATTRS}
            attrs.update((key, base[key]) for key in COPY_RULE_ATTRS if key in base)
        return make_record(self.game, code=row["code"], name=row["name"], type=row["type"], attrs=attrs, alias=root)

    def _base_attrs(self, rows, roots):
        """{base code: attrs} of the special printings' base cards: from the join, the rows, or one query."""
        attrs = {row["code"]: row["attrs"] or {} for row in rows}
        found, wanted = {}, set()
        for row in rows:
            root = roots.get(row["code"])
            if root is None:
                continue
            if row.get(PARENT) == root and row.get(PARENT_ATTRS) is not None:
                found[root] = row[PARENT_ATTRS]
            elif root in attrs:
                found[root] = attrs[root]
            else:
                wanted.add(root)
        wanted -= found.keys()
        if wanted:
            found.update(Card.objects.filter(game__slug=self.game, code__in=wanted).values_list("code", "attrs"))
        return found

    def candidates(self, entry, section=None):
        """The cards an entry may name: its code's, else its name's (narrowed by the section), else its fallback's."""
        record = self.by_code.get(lookup_code(self.game, entry.value))
        if record is not None:
            return (record,)
        cards = self._named(entry.value, section)
        if not cards and entry.name:
            cards = self._named(entry.name, section)
        return cards

    def _named(self, name, section):
        cards = self.by_name.get(fold(" ".join(name.split())), ())
        zones = self.section_zones.get(section)
        if len(cards) > 1 and zones:
            fitting = tuple(record for record in cards if record.zone in zones)
            return fitting or cards
        return cards

    def find(self, entry, section=None):
        """The one card an entry names, or None when it names none or several."""
        cards = self.candidates(entry, section)
        return cards[0] if len(cards) == 1 else None

    def homes(self, unplaced, placed):
        """The section each entry of `unplaced` goes to by its card (an Extra Deck monster to the Extra Deck; the
        game's rules may look at the whole list: games.rules.home_sections), or None for one that names no card or
        several (then its line's section settles it). `placed`: {section: [Entry]} a header put there."""
        if not has_decks(self.game):
            return [None] * len(unplaced)
        records = [self.find(entry) for entry in unplaced]
        fixed = {section: [r for r in map(self.find, entries) if r] for section, entries in placed.items()}
        return home_sections(self.game, records, fixed)

    def knows(self, entry):
        """Whether the entry's own text (not its fallback name) is a code or a name of this game."""
        return (
            lookup_code(self.game, entry.value) in self.by_code or fold(" ".join(entry.value.split())) in self.by_name
        )

    def resolve(self, entries):
        """({section: [CardRecord]}, [UNKNOWN_CARD and AMBIGUOUS_NAME problems]) for {section: [Entry]}."""
        records, problems, reported = {}, [], set()
        for section, section_entries in entries.items():
            found = records.setdefault(section, [])
            previous = cards = None
            for entry in section_entries:
                if entry is not previous:  # the copies of a line share one Entry
                    previous, cards = entry, self.candidates(entry, section)
                if len(cards) == 1:
                    found.append(cards[0])
                elif (section, entry.value, entry.line) not in reported:
                    reported.add((section, entry.value, entry.line))
                    problems.append(
                        self.ambiguous_problem(section, entry, cards) if cards else self._unknown(section, entry)
                    )
        return records, problems

    def _unknown(self, section, entry):
        params = {"line": entry.line, "game": game_name(self.game), "text": _shown(entry.value)}
        if entry.name:
            params["name"] = entry.name
        return problem(
            UNKNOWN_CARD,
            UNKNOWN_TEMPLATES[bool(entry.line), bool(entry.name)],
            params,
            section=section,
            cards=(_shown(entry.value),),
            rule=N_("Card database"),
            line=entry.line,
        )

    def ambiguous_problem(self, section, entry, cards):
        """AMBIGUOUS_NAME: the entry's name is that of several cards; they are listed."""
        listed = [f"{r.code} ({r.type})" if r.type else r.code for r in cards[:MAX_LISTED]]
        params = {
            "line": entry.line,
            "text": _shown(entry.name or entry.value),
            "n": len(cards),
            "game": game_name(self.game),
            "listed": listed,
            "more": len(cards) - MAX_LISTED,
        }
        return problem(
            AMBIGUOUS_NAME,
            AMBIGUOUS_TEMPLATES[bool(entry.line), len(cards) > MAX_LISTED],
            params,
            section=section,
            cards=tuple(r.code for r in cards[:MAX_LISTED]),
            rule=N_("Card database"),
            line=entry.line,
        )


def lookup_code(game, value):
    """The code an entry's text would be (normal_code), or None where it is written in another script's
    digits: no card has such a code (the decklist parsers and the API refuse those with their line/field)."""
    try:
        return normal_code(game, value)
    except CodeError:
        return None


def game_name(game):
    descriptor = registry.find(game)
    return descriptor.name if descriptor else game


def _shares_rules(game):
    """Whether a special printing of `game` is its base card for the copy rules (DBS), linked or not."""
    descriptor = registry.find(game)
    return bool(descriptor and descriptor.printings_share_rules)


def one_per_card(records):
    """The cards among records of one name, by code: one per card key, its original printing where present."""
    cards = {}
    for record in records:
        held = cards.get(record.key)
        if held is None or (held.code != held.key and record.code == record.key):
            cards[record.key] = record
    return tuple(sorted(cards.values(), key=lambda r: r.code))


def alias_roots(cards, game, rows):
    """{code: the root card's code} for the alternate printings among `rows`, chains followed to the end.

    A row tells its parent and, fetched with GRANDPARENT, whether that parent has one: chains of two
    links cost nothing; a longer one, or rows without GRANDPARENT, one query of `cards()` (the game's cards,
    made only then: the editor's every click resolves a deck without it) per two links.
    A cycle of aliases is one card, named by its smallest code.
    """
    parent = _parents(game, rows)
    for _ in range(MAX_CHAIN_ROUNDS):
        missing = {gap for code in list(parent) if (gap := _climb(code, parent)[1]) is not None}
        if not missing:
            break
        for code, up, grand in cards().filter(code__in=missing).values_list("code", PARENT, GRANDPARENT):
            parent[code] = up
            if up is not None:
                parent.setdefault(up, grand)
        for code in missing:
            parent.setdefault(code, None)  # gone from the database: the chain ends there
    roots = {}
    for code, up in parent.items():
        if up is not None:
            root, gap = _climb(code, parent)
            roots[code] = root or gap
    return roots


def _parents(game, rows):
    """{code: parent code or None} for what the rows say: themselves, and their parents where fetched."""
    parent = {}
    for row in rows:
        up = row[PARENT]
        attrs = row.get("attrs") or {}
        base = attrs.get(registry.get(game).alternate_key) if _shares_rules(game) else None
        if up is None and base not in (None, "", row["code"]):
            # an unlinked special printing: its base card number is the card (a root by definition)
            up = base
            parent.setdefault(up, None)
        parent[row["code"]] = up
        if up is not None and GRANDPARENT in row:
            parent.setdefault(up, row[GRANDPARENT])
    return parent


def _climb(code, parent):
    """(root, None) of a code, or (None, the code whose parent is not known yet)."""
    seen = [code]
    while True:
        if code not in parent:
            return None, code
        up = parent[code]
        if up is None:
            return code, None
        if up in seen:
            return min(seen[seen.index(up) :]), None
        seen.append(up)
        code = up


def _shown(text):
    return text if len(text) <= 80 else text[:80] + "..."
