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

from django.db import connection

from .models import RulesSection, Ruling
from .search import backends, languages
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
            if not term.phrase and languages.fold(term.words[0]) in stop:
                continue
            alternative = [term, *excluded]
            if alternative not in alternatives:
                alternatives.append(alternative)
    return alternatives


def websearch_text(question, language):
    """The question as websearch_to_tsquery text meaning any of its words, for `language`."""
    return q.to_websearch(any_word(q.parse(question[: q.MAX_QUERY_LENGTH]), language))


@functools.lru_cache(maxsize=64)
def _statement(searches, game):
    """One statement for these (kind, language count) branches; parameters from `_parameters`."""
    weights = "('{" + ",".join(str(w) for w in backends.WEIGHTS) + "}'::float8[])::float4[]"
    branches = []
    for kind, count in searches:
        model = dict(KINDS)[kind]
        table = connection.ops.quote_name(model._meta.db_table)
        superseded = f"b.status <> '{Ruling.CURRENT}'" if model is Ruling else "false"
        filters = " AND b.game_id = %s::int" if game else ""
        # The query as an InitPlan: the planner reads the GIN index for it, and skips the branch
        # when nothing indexable is left (querytree 'T': a word PostgreSQL's stop list drops, beside
        # an exclusion, would otherwise match every text lacking the excluded word).
        query = "(SELECT websearch_to_tsquery(%s::regconfig, %s::text))"
        branch = (
            f"(SELECT %s::text AS kind, c.id, c.superseded, ts_rank({weights}, c.search_vector, {query}) AS rank "
            f"FROM (SELECT b.id, {superseded} AS superseded, b.search_vector FROM {table} AS b "
            f"WHERE b.language = %s::text AND b.search_vector @@ {query}{filters} "
            f"AND (SELECT querytree(websearch_to_tsquery(%s::regconfig, %s::text))) <> 'T' LIMIT %s::int) AS c)"
        )
        branches += [branch] * count
    return (
        f"SELECT kind, id, rank FROM ({' UNION ALL '.join(branches)}) AS u "
        "ORDER BY superseded, rank DESC, kind DESC, id LIMIT %s::int"
    )


def _postgres(queries, game_id, limit):
    searches = tuple((kind, len(queries)) for kind, _model in KINDS)
    params = []
    for _kind, _model in KINDS:
        for lang, text in queries.items():
            config = languages.configuration(lang)
            params += [_kind, config, text, lang, config, text]
            params += [game_id] if game_id is not None else []
            params += [config, text, backends.CANDIDATES]
    with connection.cursor() as cursor:
        cursor.execute(_statement(searches, game_id is not None), [*params, limit])
        return [((kind, pk), rank) for kind, pk, rank in cursor.fetchall()]


def _sqlite(question, game_id, langs, limit):
    """SQLite: the FTS5 engine of the rulings search, on the same any-word question."""
    searches = []
    for _kind, model in KINDS:
        queryset = model.objects.all() if game_id is None else model.objects.filter(game_id=game_id)
        searches.append((model, queryset, langs))
    keys = []
    for lang in langs:
        groups = any_word(q.parse(question[: q.MAX_QUERY_LENGTH]), lang)
        if groups:
            keys += backends.run([(m, qs, [lang]) for m, qs, _langs in searches], groups, limit)
    keys.sort(key=lambda h: h.sort_key)
    return [(("ruling" if isinstance(h.obj, Ruling) else "rules", h.obj.pk), h.rank) for h in keys[:limit]]


def ranked_keys(question, *, game_id=None, langs, limit):
    """((kind, pk), rank) of the rulings and rules sections matching any of the question's words in `langs`,
    best first: current before superseded, then by rank."""
    if not backends.is_postgres():
        return _sqlite(question, game_id, langs, limit)
    queries = {lang: text for lang in langs if (text := websearch_text(question, lang))}
    return _postgres(queries, game_id, limit) if queries else []
