"""PostgreSQL: a whole search in one SQL statement, prepared once per connection.

One statement ranks every language and kind asked (a branch per language, its configuration and
language as parameters; each branch finds its words in the search_vector GIN index and keeps its
language's rows), merges them
in the order of `Hit.sort_key`, keeps the page, and returns the page's rows with their game, their
document and the cards they cite; without a language it also returns which languages there is
something to search in. The SQL text depends only on the shape of the search (kinds, languages,
which filters are set), is built once per shape, and is prepared by the server on its first use on
a connection: a repeated search is neither compiled by the ORM nor planned again (the profile of
issue 20 in docs/benchmarks/rulings.md: of 10-13 ms for a rare word, the SQL itself took 1.8 ms,
building and running three statements through the ORM the rest, with the snippets).
"""

# ruff: noqa: S608 - the SQL is built from our own table and column names; every value is a parameter.

import functools
import weakref
from dataclasses import dataclass

import psycopg
from django.conf import settings
from django.db import connection
from psycopg._queries import PostgresQuery, _query2pg_nocache

from games.models import Card, Game

from ..models import CardCitation, Document, Keyword, RulesSection, Ruling
from . import languages
from .backends import HEAVY_FIELDS, WEIGHTS

RULING, RULES = 0, 1
PREPARE = settings.RULINGS_PREPARED_STATEMENTS


# Fields no result shows (selectors.hit_as_dict, ask.answer_as_dict): left deferred, not sent over the
# wire nor decoded (two of them JSON) for every hit.
NOT_SHOWN = frozenset(("key", "date", "characters", "origins", "updated_at", "imported_at"))


def _loaded(model):
    """The fields a result loads (every concrete field but the index columns and those no result
    shows), in model order."""
    return [f for f in model._meta.concrete_fields if f.attname not in HEAVY_FIELDS and f.attname not in NOT_SHOWN]


@dataclass(frozen=True)
class Filters:
    """What narrows a search besides its words; empty means not asked."""

    game: str = ""
    card: str = ""
    keyword: str = ""  # the keyword's slug (folded)
    section: str = ""
    status: str = ""


@dataclass(frozen=True)
class Shape:
    """Everything the SQL text depends on: one prepared statement per shape and connection."""

    searches: tuple  # (RULING or RULES, languages searched in that kind)
    game: bool
    card: bool
    keyword: bool
    section: bool
    status: bool
    present: bool  # also return the (kind, language) pairs there is something to search in


def _q(name):
    return connection.ops.quote_name(name)


def _weights(weights):
    return "('{" + ",".join(str(w) for w in weights) + "}'::float8[])::float4[]"


def _where(shape, kind, table):
    """Filter SQL of one branch (after its language and words), in the order of _filter_params."""
    parts = []
    if shape.game:
        parts.append(f"{table}.game_id = (SELECT id FROM {_q(Game._meta.db_table)} WHERE slug = %s::text)")
    if kind == RULING:
        through = Ruling.keywords.through._meta.db_table
        if shape.card:
            citations = _q(CardCitation._meta.db_table)
            parts.append(f"{table}.id IN (SELECT ruling_id FROM {citations} WHERE UPPER(code::text) = UPPER(%s::text))")
        if shape.keyword:
            parts.append(
                f"{table}.id IN (SELECT t.ruling_id FROM {_q(through)} t JOIN {_q(Keyword._meta.db_table)} k "
                "ON k.id = t.keyword_id WHERE k.slug = %s::text)"
            )
        if shape.section:
            parts.append(f"UPPER({table}.section::text) LIKE UPPER(%s::text)")
        if shape.status:
            parts.append(f"{table}.status = %s::text")
    elif shape.section:
        parts.append(f"UPPER({table}.heading::text) LIKE UPPER(%s::text)")
    return "".join(f" AND {p}" for p in parts)


def _filter_params(shape, kind, filters):
    params = [filters.game] if shape.game else []
    if kind == RULING:
        params += [filters.card] if shape.card else []
        params += [filters.keyword] if shape.keyword else []
        params += [_like(filters.section)] if shape.section else []
        params += [filters.status] if shape.status else []
    elif shape.section:
        params.append(_like(filters.section))
    return params


def _like(text):
    return f"%{connection.ops.prep_for_like_query(text)}%"


def _present_sql(shape):
    documents, rulings = _q(Document._meta.db_table), _q(Ruling._meta.db_table)
    game = f"game_id = (SELECT id FROM {_q(Game._meta.db_table)} WHERE slug = %s::text)"
    return (
        "(SELECT array_agg(DISTINCT kind || ':' || language) FROM ("
        f"SELECT kind, language FROM {documents}{' WHERE ' + game if shape.game else ''} "
        f"UNION ALL SELECT '{Document.FAQ}', language FROM {rulings} WHERE document_id IS NULL"
        f"{' AND ' + game if shape.game else ''}) AS p)"
    )


def _columns():
    """The ruling, section, game and document columns of a row, in the order `_loaders` reads them."""
    return ", ".join(
        f"{alias}.{_q(f.column)} AS {alias}_{f.column}"
        for alias, model in (("r", Ruling), ("s", RulesSection), ("g", Game), ("d", Document))
        for f in _loaded(model)
    )


@functools.lru_cache(maxsize=512)
def statement(shape, weights):
    """The SQL of a search of this shape; its parameters come from `parameters` in the same order."""
    weights = _weights(weights)
    ranked = []
    for kind, langs in shape.searches:
        model = Ruling if kind == RULING else RulesSection
        table = _q(model._meta.db_table)
        status = "b.status" if kind == RULING else "'current'::text"
        # One language: it is compared on the row, not looked up in the (language, search_vector) GIN
        # index, where as a key it made the search intersect the word's entries with all of its
        # language's (20,000 at 100,000 rulings): EXPLAIN ANALYZE of French "contre" (4,073 matches)
        # 4.8 -> 3.1 ms, "veut" (9) 0.19 -> 0.10 ms. Several: each branch keeps the language in the
        # index, or it would read the other languages' rows holding the same word only to drop them
        # (a common word searched in every language: 9 -> 19 ms p50 in the bench).
        language = "(b.language || '')" if len(langs) == 1 else "b.language"
        language = f"{language} = %s::text"
        if kind == RULES:
            # LIKE (the codes hold no wildcard): an equality with a parameter becomes an equivalence
            # class, whose test the planner places after the match, so a sequential scan (the
            # sections are few; the language is in no index of theirs but with the game) matched
            # every language's sections in each branch: "bloqueur" 1.9 -> 1.3 ms p50 (prepared,
            # in-process, five branches; 0.25-0.4 -> 0.07-0.2 ms a rules branch, EXPLAIN ANALYZE).
            language = "b.language LIKE %s::text"
        branches = [
            f"(SELECT b.id, {status} AS status, ts_rank({weights}, b.search_vector, "
            "(SELECT websearch_to_tsquery(%s::regconfig, %s::text))) AS rank, %s::int AS later "
            f"FROM {table} AS b WHERE {language} AND b.search_vector @@ "
            f"(SELECT websearch_to_tsquery(%s::regconfig, %s::text)){_where(shape, kind, 'b')} LIMIT %s::int)"
            for _lang in langs
        ]
        ranked.append(
            f"(SELECT {kind} AS kind, c.* FROM ({' UNION ALL '.join(branches)}) AS c "
            "ORDER BY later, status, rank DESC, id LIMIT %s::int)"
        )
    page = (
        f"SELECT * FROM ({' UNION ALL '.join(ranked)}) AS u "
        "ORDER BY later, status, rank DESC, id, kind OFFSET %s::int LIMIT %s::int"
    )
    columns = _columns()
    cards = (
        "(SELECT json_agg(json_build_array(c.code, c.name, card.code, cg.slug) ORDER BY c.code) "
        f"FROM {_q(CardCitation._meta.db_table)} AS c "
        f"LEFT JOIN {_q(Card._meta.db_table)} AS card ON card.id = c.card_id "
        f"LEFT JOIN {_q(Game._meta.db_table)} AS cg ON cg.id = card.game_id WHERE c.ruling_id = r.id) AS cards"
    )
    rows = (
        "SELECT p.kind, p.id AS hit_id, p.status AS hit_status, p.rank, p.later, "
        f"{columns}, {cards} "
        f"FROM ({page}) AS p "
        f"LEFT JOIN {_q(Ruling._meta.db_table)} AS r ON p.kind = {RULING} AND r.id = p.id "
        f"LEFT JOIN {_q(RulesSection._meta.db_table)} AS s ON p.kind = {RULES} AND s.id = p.id "
        f"JOIN {_q(Game._meta.db_table)} AS g ON g.id = COALESCE(r.game_id, s.game_id) "
        f"LEFT JOIN {_q(Document._meta.db_table)} AS d ON d.id = COALESCE(r.document_id, s.document_id)"
    )
    order = "ORDER BY h.later, h.hit_status, h.rank DESC, h.hit_id, h.kind"
    if not shape.present:
        return f"SELECT NULL::text[] AS present, h.* FROM ({rows}) AS h {order}"
    # Always one row, so the languages present come back even when nothing matched.
    present = _present_sql(shape)
    return f"SELECT {present} AS present, h.* FROM (SELECT 1) AS one LEFT JOIN ({rows}) AS h ON true {order}"


@functools.cache
def _by_keys_statement():
    """The rows of given (kind, id) keys in their order, laid out as a search's rows (`_row` reads
    them): the ask API's answers, whose order the fusion decided. A key whose row is gone has none."""
    columns = _columns()
    return (
        "SELECT NULL::text[] AS present, p.kind, p.id AS hit_id, NULL::text AS hit_status, 0.0::float8 AS rank, "
        f"0 AS later, {columns}, NULL::json AS cards "
        "FROM unnest(%s::int[], %s::int[]) WITH ORDINALITY AS p(kind, id, n) "
        f"LEFT JOIN {_q(Ruling._meta.db_table)} AS r ON p.kind = {RULING} AND r.id = p.id "
        f"LEFT JOIN {_q(RulesSection._meta.db_table)} AS s ON p.kind = {RULES} AND s.id = p.id "
        f"JOIN {_q(Game._meta.db_table)} AS g ON g.id = COALESCE(r.game_id, s.game_id) "
        f"LEFT JOIN {_q(Document._meta.db_table)} AS d ON d.id = COALESCE(r.document_id, s.document_id) "
        "ORDER BY p.n"
    )


def by_keys(keys):
    """[(RULING or RULES, id)] -> the rows still there, model instances with their game and document
    (the fields a result shows; the rest deferred), in the order given. One prepared statement: the
    ORM's two queries with select_related were most of a question's CPU time (docs/benchmarks/qa.md)."""
    if not keys:
        return []
    with _cursor() as cursor:
        cursor.execute(_by_keys_statement(), [[kind for kind, _pk in keys], [pk for _kind, pk in keys]])
        records = cursor.fetchall()
    shared, alias = {}, connection.alias
    return [_row(record, shared, alias).obj for record in records]


def parameters(shape, queries, filters, *, first, offset, count, candidates):
    """The parameters of `statement(shape)`: `queries` maps each language to its websearch text."""
    params = [filters.game, filters.game] if shape.present and shape.game else []  # documents, loose rulings
    for kind, langs in shape.searches:
        extra = _filter_params(shape, kind, filters)
        for lang in langs:
            config, text = languages.configuration(lang), queries[lang]
            params += [config, text, int(lang != first), lang, config, text, *extra, max(candidates, offset + count)]
        params.append(offset + count)
    return [*params, offset, count]


@dataclass
class Row:
    """One hit of the page, as model instances (the fields a result shows; the rest deferred)."""

    obj: object
    rank: float
    cards: list | None


@functools.lru_cache(maxsize=512)
def _converted(query, encoding):
    return _query2pg_nocache(query, encoding)


class _ShapeQuery(PostgresQuery):
    """psycopg's query, its %s placeholders turned into $n once per statement text: psycopg caches that
    only for statements under 4,096 characters, which a search's are not, and re-parsed it on every
    search (a fifth of the search's Python time). There is one text per shape (see `statement`)."""

    def convert(self, query, vars):
        if vars is None:
            return super().convert(query, vars)
        self.query, self._want_formats, self._order, self._parts = _converted(
            self._ensure_bytes(query), self._tx.encoding
        )
        self.dump(vars)
        return None


class _PreparedCursor(psycopg.Cursor):
    """Server-side binding, and each statement prepared on its first execution on a connection
    (Django's own cursors bind on the client and never prepare)."""

    _query_cls = _ShapeQuery

    def execute(self, query, params=None, *, prepare=True, binary=None):
        return super().execute(query, params, prepare=prepare, binary=binary)


# Django turns psycopg's automatic preparation off (prepare_threshold None, for connection poolers
# that cannot keep a statement); a threshold no statement reaches keeps it off for every other
# query, while this module's statements ask for it explicitly.
EXPLICIT_ONLY = 2**31 - 1
_CONFIGURED = weakref.WeakSet()  # the driver connections set up for prepared searches


def _cursor():
    connection.ensure_connection()
    raw = connection.connection
    if PREPARE and raw not in _CONFIGURED:
        if raw.prepare_threshold is None:
            raw.prepare_threshold = EXPLICIT_ONLY
        # The plan is the same for every word (the query is an InitPlan, its value unknown to the
        # planner), but after five executions PostgreSQL may keep planning each one anew when it
        # judges the generic plan dearer: 6.2 ms a search instead of 1.8 for a French word in 200
        # rulings (issue 20). Only prepared statements follow this setting, and Django prepares none.
        with raw.cursor() as setup:
            setup.execute("SET plan_cache_mode = force_generic_plan")
        _CONFIGURED.add(raw)
    cursor = _PreparedCursor(raw) if PREPARE else psycopg.Cursor(raw)
    # Through Django's wrapper: its error translation, execute_wrappers and, when DEBUG, query log.
    return connection.make_debug_cursor(cursor) if connection.queries_logged else connection.make_cursor(cursor)


def run(shape, params):
    """(rows of the page in order, the set of "kind:language" present or None)."""
    sql = statement(shape, tuple(WEIGHTS))
    with _cursor() as cursor:
        cursor.execute(sql, params)
        records = cursor.fetchall()
    present = set(records[0][0] or ()) if shape.present else None
    shared, alias = {}, connection.alias
    return [_row(record, shared, alias) for record in records if record[1] is not None], present


class _Loader:
    """Model instances from a slice of a row: converters applied (JSON is text from the driver), the
    fields not selected deferred, as a queryset with .defer() would build them."""

    def __init__(self, model, start):
        self.model = model
        fields = _loaded(model)
        self.names = [f.attname for f in fields]
        self.converters = [(i, f.from_db_value) for i, f in enumerate(fields) if hasattr(f, "from_db_value")]
        self.start, self.end = start, start + len(fields)

    def build(self, record, alias):
        values = record[self.start : self.end]
        if self.converters:
            values = list(values)
            for i, convert in self.converters:
                values[i] = convert(values[i], None, connection)
        return self.model.from_db(alias, self.names, values)


@functools.cache
def _loaders():
    """Loaders for the ruling, section, game and document columns, after present, kind, hit_id,
    hit_status, rank and later; the cards come last."""
    loaders, at = [], 6
    for model in (Ruling, RulesSection, Game, Document):
        loaders.append(_Loader(model, at))
        at = loaders[-1].end
    return (*loaders, at)


def _row(record, shared, alias):
    """A Row from one record. `shared` keeps the games and documents already built for this page
    (most of its rows share them)."""
    rulings, sections, games, documents, cards = _loaders()
    kind = record[1]
    obj = rulings.build(record, alias) if kind == RULING else sections.build(record, alias)
    model = type(obj)  # the related objects set as select_related() would, without the descriptors' checks
    model.game.field.set_cached_value(obj, _shared(shared, games, record, alias))
    document = _shared(shared, documents, record, alias) if record[documents.start] is not None else None
    model.document.field.set_cached_value(obj, document)
    return Row(obj, float(record[4]), record[cards] or [] if kind == RULING else None)


def _shared(shared, loader, record, alias):
    key = (loader.model, record[loader.start])
    if key not in shared:
        shared[key] = loader.build(record, alias)
    return shared[key]


def search(searches, queries, filters, *, first, offset, count, candidates, present=False):
    """The page of hits (at most `count` from `offset`) of one search, and, when `present` is asked,
    the set of "kind:language" pairs there is something to search in (document kinds: faq, rules;
    None when nothing was searched). `searches` lists (RULING or RULES, languages), `queries` each
    language's websearch text."""
    searches = tuple((kind, tuple(lang for lang in langs if queries.get(lang))) for kind, langs in searches)
    searches = tuple((kind, langs) for kind, langs in searches if langs)
    if not searches:
        return [], None
    shape = Shape(
        searches,
        *(bool(getattr(filters, name)) for name in ("game", "card", "keyword", "section", "status")),
        present=present,
    )
    params = parameters(shape, queries, filters, first=first, offset=offset, count=count, candidates=candidates)
    return run(shape, params)
