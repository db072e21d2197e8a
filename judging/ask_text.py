"""The full-text half of a question: ranked keys only, any of the question's words.

A question is not a search query. Typed as a judge says it ("can the first player attack on his
first turn?"), it rarely has every word in one ruling, so the rulings search (every word required,
then typo correction, snippets and model instances) found almost nothing for it and cost up to
half a second (docs/benchmarks/qa.md). The fusion needs only ranked (kind, pk) keys: here they come
from one SQL statement on PostgreSQL, a branch per language and kind, each alternative of the
question split into one alternative per word (the rank, ts_rank with the search's weights, puts the
rows matching more of the words, and those matching in the question or heading, first). Quoted
phrases stay phrases and exclusions still exclude. The query parsing, the language configurations
and the weights are the rulings search's own (judging/search), read, not changed.
"""

# ruff: noqa: S608 - the SQL is built from our own table names; every value is a parameter.

import functools
import time

from django.db import connection

from .models import RulesSection, Ruling
from .search import backends, languages, postgres
from .search import query as q

KINDS = (("ruling", Ruling), ("rules", RulesSection))


def any_word(groups, language):
    """The parsed question with each alternative split into one alternative per word or phrase it
    looks for (its exclusions kept in each); words too common to search in `language` are left out,
    as an alternative of exclusions and a common word would match every text lacking them."""
    stop = languages.STOPWORDS.get(language, frozenset())
    alternatives = []
    for group in q.segmented(groups, language):
        excluded = [t for t in group if t.negated]
        # A Thai word the segmenter cut into several is several words here, each one enough.
        wanted = []
        for term in group:
            if not term.negated:
                wanted += [term] if term.phrase else [q.Term((word,)) for word in term.words]
        for term in wanted:
            if all(languages.fold(word) in stop for word in term.words):  # a phrase of them too ("est-ce")
                continue
            alternative = [term, *excluded]
            if alternative not in alternatives:
                alternatives.append(alternative)
    return alternatives


# A word in more rulings than this (estimated from the planner's statistics of the column) is left
# out of a question's search unless every word is: at 100,000 rulings "player" or "turn" are in a
# fifth of them, and reading their matches is most of the cost while they tell the answers apart
# least. A smaller corpus keeps every word. (The statistics are ANALYZE's: without them, every word.)
COMMON_ROWS = 1000
CANDIDATES = 500  # rows read per language and kind before ranking (in index order), as the search's CANDIDATES


COMMON_TTL = 300.0  # seconds a process keeps the list of common words (ANALYZE refreshes it now and then)
_common = {"at": -COMMON_TTL, "words": ([], [])}


def common_words():
    """(lexemes, estimated rows) of the rulings' words in more than COMMON_ROWS rows, from the
    planner's statistics of the search vectors (most_common_elems), read once per COMMON_TTL."""
    now = time.monotonic()
    if now - _common["at"] >= COMMON_TTL:
        with connection.cursor() as cursor:
            cursor.execute(
                "SELECT e.lexeme, s.most_common_elem_freqs[e.i] * c.reltuples FROM pg_stats AS s "
                "JOIN pg_class AS c ON c.oid = %s::regclass "
                "CROSS JOIN unnest(s.most_common_elems::text::text[]) WITH ORDINALITY AS e(lexeme, i) "
                "WHERE s.schemaname = current_schema() AND s.tablename = %s AND s.attname = 'search_vector' "
                "AND s.most_common_elem_freqs[e.i] * c.reltuples > %s",
                [Ruling._meta.db_table, Ruling._meta.db_table, COMMON_ROWS],
            )
            rows = cursor.fetchall()
        _common.update(at=now, words=([r[0] for r in rows], [float(r[1]) for r in rows]))
    return _common["words"]


@functools.lru_cache(maxsize=64)
def _statement(langs, game, candidates=CANDIDATES):
    """One statement for these languages, both kinds; parameters from `_parameters`. `candidates` is
    written into the text, not a parameter: the statement is prepared, and a generic plan would not
    know how many rows each branch reads (it assumes a tenth of the table), where this plan does."""
    weights = "('{" + ",".join(str(w) for w in backends.WEIGHTS) + "}'::float8[])::float4[]"
    branches = []
    for _kind, model in KINDS:
        table = connection.ops.quote_name(model._meta.db_table)
        superseded = f"b.status <> '{Ruling.CURRENT}'" if model is Ruling else "false"
        filters = " AND b.game_id = %s::int" if game else ""
        for _lang in langs:
            # The language's query as an InitPlan: the planner reads the GIN index for it. The
            # language is checked on the row, not in the index: for the rare words a question is
            # searched by, the (language, words) GIN read every row of the language for the first.
            query = "(SELECT query FROM queries WHERE lang = %s::text)"
            branches.append(
                f"(SELECT %s::text AS kind, c.id, c.superseded, ts_rank({weights}, c.search_vector, {query}) AS rank "
                f"FROM (SELECT b.id, {superseded} AS superseded, b.search_vector FROM {table} AS b "
                f"WHERE b.search_vector @@ {query} AND b.language || '' = %s::text{filters} "
                f"LIMIT {int(candidates)}) AS c)"
            )
    return (
        "WITH common AS MATERIALIZED (SELECT * FROM unnest(%s::text[], %s::float8[]) AS c(lexeme, estimate)), "
        # Each alternative (one word or phrase, with the question's exclusions), its estimated rows:
        # a phrase is as rare as its rarest word, a word not among the common ones is rare.
        "alternatives AS (SELECT a.lang, a.n, websearch_to_tsquery(a.config::regconfig, a.alternative) AS query, "
        "(SELECT COALESCE(min(COALESCE(common.estimate, 0)), 0) FROM "
        "unnest(tsvector_to_array(to_tsvector(a.config::regconfig, a.wanted))) AS l(lexeme) "
        "LEFT JOIN common USING (lexeme)) AS estimate "
        "FROM unnest(%s::text[], %s::text[], %s::text[], %s::text[]) "
        "WITH ORDINALITY AS a(lang, config, wanted, alternative, n)), "
        # Left out: alternatives with nothing to search for (only stop words: beside an exclusion
        # they would match every text lacking it) and the too common words, unless all are.
        "kept AS (SELECT lang, query FROM ("
        "SELECT *, row_number() OVER (PARTITION BY lang ORDER BY estimate, n) AS rarest "
        "FROM alternatives WHERE numnode(query) > 0 AND querytree(query) <> 'T') AS x "
        "WHERE estimate <= %s OR rarest = 1), "
        "queries AS (SELECT lang, string_agg('(' || query::text || ')', ' | ')::tsquery AS query "
        "FROM kept GROUP BY lang) "
        f"SELECT kind, id, rank FROM ({' UNION ALL '.join(branches)}) AS u "
        "ORDER BY superseded, rank DESC, kind DESC, id LIMIT %s::int"
    )


def _postgres(alternatives, game_id, limit):
    """`alternatives`: {language: [(wanted text, alternative text)]}."""
    langs = tuple(alternatives)
    columns = [[], [], [], []]
    for lang, pairs in alternatives.items():
        for wanted, alternative in pairs:
            for column, value in zip(columns, (lang, languages.configuration(lang), wanted, alternative), strict=True):
                column.append(value)
    params = [*common_words(), *columns, COMMON_ROWS]
    for kind, _model in KINDS:
        for lang in langs:
            params += [kind, lang, lang, lang]
            params += [game_id] if game_id is not None else []
    # Prepared on its first use on a connection, as the rulings search's statements are: its text
    # depends only on the languages and the game filter, and planning it again each time was a third
    # of its time in the database (0.4 of 1.2 ms, EXPLAIN ANALYZE). Each language's query is an
    # InitPlan, unknown to the planner either way, so the generic plan is the one it made already.
    with postgres._cursor() as cursor:
        cursor.execute(_statement(langs, game_id is not None, CANDIDATES), [*params, limit])
        return [((kind, pk), rank) for kind, pk, rank in cursor.fetchall()]


def _sqlite(queries, game_id, limit):
    """SQLite: the FTS5 engine of the rulings search, on the same any-word question."""
    searches = []
    for _kind, model in KINDS:
        queryset = model.objects.all() if game_id is None else model.objects.filter(game_id=game_id)
        searches.append((model, queryset))
    keys = []
    for lang, groups in queries.items():
        groups = any_word(groups, lang)
        if groups:
            keys += backends.run([(m, qs, [lang]) for m, qs in searches], groups, limit)
    keys.sort(key=lambda h: h.sort_key)
    return [(("ruling" if isinstance(h.obj, Ruling) else "rules", h.obj.pk), h.rank) for h in keys[:limit]]


def queries_by_language(question, langs, extra=None):
    """{language: parsed query}: the question in its own languages, and in every language the game
    terms `extra` gives for it ({language: [spelling]}, ask_glossary.search_terms) as phrases, each
    one more alternative (parsed apart: a long question must not cut them off)."""
    parsed = q.parse(question[: q.MAX_QUERY_LENGTH])
    queries = dict.fromkeys(langs, parsed)
    for lang, spellings in (extra or {}).items():
        terms = [t for s in spellings for group in q.parse(f'"{s}"') for t in group if '"' not in s]
        if terms:
            own = queries.get(lang, [])
            queries[lang] = [*own[:-1], [*own[-1], *terms]] if own else [terms]
    return queries


def ranked_keys(question, *, game_id=None, langs, limit, extra=None):
    """((kind, pk), rank) of the rulings and rules sections matching any of the question's words in
    `langs` (and any of the game terms `extra` gives per language), best first: current before
    superseded, then by rank."""
    queries = queries_by_language(question, langs, extra)
    if not backends.is_postgres():
        return _sqlite(queries, game_id, limit)
    alternatives = {}
    for lang, groups in queries.items():
        pairs = [(q.render(group[0]), q.to_websearch([group])) for group in any_word(groups, lang)]
        if pairs:
            alternatives[lang] = pairs
    return _postgres(alternatives, game_id, limit) if alternatives else []
