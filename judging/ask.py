"""Question answering across languages: the full-text search and the search by meaning, fused.

A judge's question goes to both: the full-text search (any of the question's words, in the
languages asked or the question's own: ask_text.py) and the nearest passages by meaning in every
language (semantic.py). The two rankings are merged by relative score fusion: each ranking's scores
(ts_rank, cosine) scaled to 0-1 within it, then weighted, the meaning MEANING_WEIGHT. An item both
find comes first; one only the meaning finds (a ruling in another language) still ranks. Each
answer carries its language, its original text and the passage that matched, highlighted."""

import functools
from dataclasses import dataclass, field

from django.utils.translation import gettext as _

from games.models import Game

from . import ask_glossary, ask_language, ask_text, embedding_jobs, embeddings, selectors, semantic
from .models import Ruling
from .search import backends, languages, postgres, snippets
from .search import query as q

MAX_QUESTION_LENGTH = 300
MAX_LIMIT = 50
POOL = 50  # how deep each ranking is read before fusing
# How much the meaning counts in the fused score, the full-text the rest (docs/benchmarks/qa.md). Since
# an item in a language the full-text did not search counts its meaning for both halves (fuse), the
# full-text no longer crowds the other languages out and can weigh more: 0.5-0.6 has the best figures
# on the evaluation set, 0.6 the best on the DBS FAQ; over 0.75 the full-text's exact hits sink.
MEANING_WEIGHT = 0.6
# What an item in a language the full-text half did not search counts for its full-text score: this
# share of its meaning's (fuse). 1 let the many FAQ rulings, in a language the question is not in, crowd
# out the question's own language's texts; 0.75 keeps the gain across languages (docs/benchmarks/qa.md).
IMPUTED = 0.75
# An item of the game the question's terms all belong to gains this much of its fused score (0-1):
# a judge who writes a game's own words ([Blocker], the kitty, the dragon balls) asks about that game,
# yet with no game chosen the largest document (the DBS FAQ, question-shaped) came first for the
# small games' questions. 0.2-0.5 all help on the evaluation set; 0.3 loses nothing anywhere
# (docs/benchmarks/qa.md). A term several games share names none, and a game asked makes it moot.
GAME_BOOST = 0.3
# With no game chosen and none named by the question's terms, a question ("how many cards must a deck
# hold?") may be any game's, and the largest source (the DBS FAQ, many question-shaped rulings) filled
# the first five answers with its near-repeats while the small games' rules that answer it were 6th
# or later. So the first SHOWN answers hold at most PER_SOURCE of one source (a game's texts in one
# language: a document, mostly), the best of the others moved up; the first answer never changes
# (docs/benchmarks/qa.md: 1 and 3 gain less than 2).
SHOWN = 5
PER_SOURCE = 2
MODES = ("hybrid", "text", "meaning")


@dataclass
class Answer:
    kind: str
    obj: object
    score: float
    passage: int | None = None  # the passage that matched by meaning, if it did
    sources: list = field(default_factory=list)  # "text", "meaning"


def check(*, question, game, lang, limit, mode="hybrid"):
    """Raise SearchError naming the bad parameter; returns the game (or None)."""
    if not question.strip():
        raise selectors.SearchError("q", _("ask a question (q)"))
    if len(question) > MAX_QUESTION_LENGTH:
        raise selectors.SearchError(
            "q", _("the question is longer than %(max)d characters") % {"max": MAX_QUESTION_LENGTH}
        )
    if mode not in MODES:
        raise selectors.SearchError("mode", _("mode is one of %(modes)s") % {"modes": ", ".join(MODES)})
    if not 1 <= limit <= MAX_LIMIT:
        raise selectors.SearchError("limit", _("limit is between 1 and %(max)d") % {"max": MAX_LIMIT})
    game_obj = Game.objects.filter(slug=game).first() if game else None
    if game and game_obj is None:
        raise selectors.SearchError("game", _("unknown game %(game)s") % {"game": repr(game)})
    selectors.SearchParams(q="x", lang=lang).check()  # the language, checked as the search checks it
    return game_obj


def question_languages(question):
    """The languages a question is written in (ask_language.py): the full-text search looks only
    there, as its words match no other language."""
    return list(_detected(question))


@functools.lru_cache(maxsize=1024)
def _detected(question):
    """Kept per question text, as its vector is (embeddings.encode_queries): the detection depends on
    the text alone, and was a tenth of the CPU time of a question asked again."""
    return tuple(ask_language.detect(question))


def _text_ranking(question, game_obj, lang, matches):
    """((kind, pk), rank) of the full-text search of the question, any of its words, in the
    question's languages (or the one asked), and of its game terms in every language (or the one
    asked): keys only (ask_text.py). A question with nothing to search for (only exclusions, or
    words too common) simply has no full-text answers."""
    langs = [lang] if lang else question_languages(question)
    extra = ask_glossary.search_terms(matches, langs=[lang] if lang else ask_glossary.LANGUAGES, typed_in=langs)
    game_id = game_obj.pk if game_obj else None
    found = ask_text.ranked_keys(question, game_id=game_id, langs=langs, limit=POOL, extra=extra)
    return found, {*langs, *extra}


def _term_game(matches, game_obj, index):
    """The game the question's terms belong to, when they all belong to one (else the game asked)."""
    if game_obj is not None:
        return game_obj.pk
    slugs = {entry.game for match in matches for entry in match.entries}
    return index.game_ids.get(slugs.pop()) if len(slugs) == 1 else None


def _meaning_ranking(question, game_obj, lang, matches):
    """((kind, pk), cosine, passage, language) nearest the question; and, in each language that spells its game
    terms otherwise, nearest the question rewritten with that language's terms (ask_glossary
    .variants), searched among that language's passages of the terms' game. An item keeps its best."""
    game_id = game_obj.pk if game_obj else None
    index = semantic.passage_index()
    best = {}

    def keep(found):
        for n in found:
            if (n.kind, n.pk) not in best or n.score > best[(n.kind, n.pk)][0]:
                best[(n.kind, n.pk)] = (n.score, n.passage, n.language)

    rewritten = {}
    if matches:
        term_game = _term_game(matches, game_obj, index)
        present = index.languages_of(term_game)  # only where there are passages to find
        wanted = [code for code in ([lang] if lang else ask_glossary.LANGUAGES) if code in present]
        rewritten = ask_glossary.variants(question, matches, langs=wanted)
    vector, *others = embeddings.encode_queries([question, *rewritten])  # one batch for the model
    keep(index.nearest(vector, game_id=game_id, language=lang, k=POOL))
    for other, langs in zip(others, rewritten.values(), strict=True):
        for code in langs:
            keep(index.nearest(other, game_id=term_game, language=code, k=POOL))
    ranked = sorted(best.items(), key=lambda kv: (-kv[1][0], kv[0]))[:POOL]
    return [(key, *found) for key, found in ranked]


def _relative(scores):
    """Scores scaled to 0-1 within their ranking (min-max); a ranking of equal scores is all 1."""
    low, high = min(scores.values(), default=0.0), max(scores.values(), default=0.0)
    return {key: (value - low) / (high - low) if high > low else 1.0 for key, value in scores.items()}


def fuse(text, meaning, unsearched=()):
    """Relative score fusion of the two rankings, {key: score} best first; each is {key: score}, best
    first. One ranking alone keeps its order.

    `unsearched`: the keys of items in a language the full-text half did not search (it searches
    the question's languages and those its game terms were found in). Their want of a full-text
    score says nothing against them, so their meaning stands for both halves: else every
    same-language item matching a few of the question's words by their surface would come before
    the answer written in another language (issue 33)."""
    if not meaning or not text:
        ranking = text or meaning
        return {key: ranking[key] for key in ranking}
    text, meaning = _relative(text), _relative(meaning)
    unsearched = set(unsearched)
    scores = {
        key: MEANING_WEIGHT * meaning.get(key, 0.0)
        + (1 - MEANING_WEIGHT) * (IMPUTED * meaning.get(key, 0.0) if key in unsearched else text.get(key, 0.0))
        for key in {**meaning, **text}
    }
    return dict(sorted(scores.items(), key=lambda kv: (-kv[1], kv[0])))


def _towards_game(fused, matches):
    """`fused` with the items of the game the question's terms all belong to raised by GAME_BOOST,
    re-sorted; as it was when the terms name no one game."""
    index = semantic.passage_index()
    game_id = _term_game(matches, None, index)
    if game_id is None:
        return fused
    games = index.games_of(fused)
    scores = {key: score + GAME_BOOST * (games.get(key) == game_id) for key, score in fused.items()}
    return dict(sorted(scores.items(), key=lambda kv: (-kv[1], kv[0])))


def _spread_sources(fused, matches):
    """`fused` with its first SHOWN items drawn from several sources (PER_SOURCE each at most) when
    the question names no one game; the order of the rest, and every score, unchanged."""
    index = semantic.passage_index()
    if matches and _term_game(matches, None, index) is not None:
        return fused
    sources = index.sources_of(fused)  # a sorted-array lookup: ~100 keys at most (POOL per half)
    head, rest, taken = [], [], {}
    for key in fused:
        source = sources.get(key, key)  # an item with no passages is a source of its own
        if len(head) < SHOWN and taken.get(source, 0) < PER_SOURCE:
            head.append(key)
            taken[source] = taken.get(source, 0) + 1
        else:
            rest.append(key)
    return {key: fused[key] for key in head + rest}


def ranked_keys(*, question, game="", lang="", mode="hybrid"):
    """((kind, pk), score, passage matched by meaning, sources) best first: what the evaluation measures."""
    game_obj = check(question=question, game=game, lang=lang, limit=1, mode=mode)
    return _ranked(question, game_obj, lang, mode)


def _ranked(question, game_obj, lang, mode):
    matches = ask_glossary.find(question, game_obj.slug if game_obj else "")
    text, searched = _text_ranking(question, game_obj, lang, matches) if mode != "meaning" else ([], set())
    text = dict(text)
    meaning = _meaning_ranking(question, game_obj, lang, matches) if mode != "text" else []
    passages = {key: passage for key, _score, passage, _lang in meaning}
    unsearched = {key for key, _score, _passage, language in meaning if language not in searched}
    fused = fuse(text, {key: score for key, score, *_rest in meaning}, unsearched)
    if game_obj is None and matches:
        fused = _towards_game(fused, matches)
    if game_obj is None:
        fused = _spread_sources(fused, matches)
    return [
        (
            key,
            score,
            passages.get(key),
            [name for name, found in (("text", text), ("meaning", passages)) if key in found],
        )
        for key, score in fused.items()
    ]


def _rows(keys):
    """{(kind, pk): row} of `keys`, with the game and document each answer shows: on PostgreSQL one
    prepared statement (search/postgres.py), else a query per kind."""
    if backends.is_postgres():
        codes = {"ruling": postgres.RULING, "rules": postgres.RULES}
        rows = postgres.by_keys([(codes[kind], pk) for kind, pk in keys])
        return {("ruling" if isinstance(row, Ruling) else "rules", row.pk): row for row in rows}
    objects = {}
    for kind, model in embedding_jobs.MODELS.items():
        pks = [pk for k, pk in keys if k == kind]
        if not pks:
            continue
        rows = (
            model.objects.filter(pk__in=pks)
            .order_by()  # the models' default ordering (a join, a sort) is of no use here
            .select_related("game", "document")
            .defer("embedding", "index_a", "index_b", "index_c", "search_vector")
        )
        objects.update({(kind, row.pk): row for row in rows})
    return objects


def ask(*, question, game="", lang="", limit=10, mode="hybrid"):
    """The best answers to a question, from every language unless `lang` is given."""
    game_obj = check(question=question, game=game, lang=lang, limit=limit, mode=mode)
    ranked = _ranked(question, game_obj, lang, mode)
    answers, at = [], 0
    # Only the rows shown are read (model instances were most of a question's CPU time), the next
    # ones only if some were deleted since the matrix was loaded.
    while len(answers) < limit and at < len(ranked):
        chunk = ranked[at : at + limit - len(answers)]
        at += len(chunk)
        objects = _rows([key for key, *_rest in chunk])
        answers += [
            Answer(key[0], objects[key], score, passage, sources)
            for key, score, passage, sources in chunk
            if key in objects
        ]
    return answers


_COMMON = frozenset().union(*languages.STOPWORDS.values())


@functools.lru_cache(maxsize=1024)
def _marked_words(question):
    """The question's words worth marking in an answer: not the function words of any language. Kept
    per question: each of its answers asks again."""
    words = q.positive_words(q.parse(embeddings.normalise(question)[: q.MAX_QUERY_LENGTH]))
    return tuple(w for w in words if languages.fold(w) not in _COMMON and (len(w) >= 3 or not w.isascii()))


def _terms_found(matches, text, language):
    """[{asked, asked_language, found, language}] of the question's game terms that `text` (in
    `language`) writes in its own spelling."""
    folded = ask_glossary.fold(text)
    found = []
    for match in matches:
        for entry in match.entries:
            spelling = next(
                (s for s in ask_glossary.spellings(entry.term, language) if ask_glossary.fold(s) in folded), None
            )
            if spelling is not None:
                plain = ask_glossary.BRACKETS.sub("", spelling).strip()
                asked = match.langs[0] if match.langs else ""
                found.append({"asked": match.text, "asked_language": asked, "found": plain, "language": language})
                break
    return found


@functools.lru_cache(maxsize=256)
def _section_passages(path, body):
    """A section's passages, kept: the same sections answer question after question, and cutting a
    long one again was a tenth of an answer's cost."""
    return embeddings.section_passages(path=list(path), body=body)


def _words_found(text, spans):
    """The distinct words of `text` at `spans`, as written there."""
    return list(dict.fromkeys(text[start:end] for start, end in spans))


def answer_as_dict(answer, question):
    """One answer as the API and the page show it: the original text, its language, and the passage
    that matched, escaped, the question's words marked, and the passage in <mark class="passage">;
    `matched` says why it is there: the game terms of the question it writes in its own language,
    the question's words it has, and whether its meaning was near."""
    obj = answer.obj
    matches = ask_glossary.find(question, obj.game.slug)  # kept per question: no cost for the next answer
    full_text = f"{obj.question}\n{obj.answer}" if isinstance(obj, Ruling) else f"{obj.heading}\n{obj.body}"
    terms = _terms_found(matches, full_text, obj.language)
    words = [*_marked_words(question)] + [w for t in terms for w in languages.WORD.findall(t["found"])]
    if isinstance(obj, Ruling):
        data = {
            "kind": "ruling",
            "id": obj.pk,
            "title": f"{obj.label} {obj.question[:120]}",
            "section": obj.section,
            "question": obj.question,
            "answer": obj.answer,
            "status": obj.status,
        }
        passage_text = f"{obj.question}\n{obj.answer}"
        spans = snippets.hit_spans(passage_text, words, obj.language)
        passage = snippets.highlight(passage_text, spans)
        hits = _words_found(passage_text, spans)
    else:
        chunks = _section_passages(tuple(obj.path), obj.body) if answer.passage is not None else ()
        heading = " › ".join(obj.path)
        number = answer.passage if answer.passage is not None and answer.passage < len(chunks) else None
        if number is None:
            passage = snippets.snippet(obj.body, words, obj.language)
            hits = _words_found(obj.body, snippets.hit_spans(obj.body, words, obj.language))
        else:
            text = chunks[number][len(heading) + 1 :] if heading else chunks[number]
            spans = snippets.hit_spans(text, words, obj.language)
            passage = snippets.highlight(text, spans)
            hits = _words_found(text, spans)
        data = {
            "kind": "rules",
            "id": obj.pk,
            "title": obj.heading,
            "section": obj.heading,
            "status": "current",
            "passage_number": number,
        }
    data.update(
        {
            "game": obj.game.slug,
            "language": obj.language,
            "language_name": languages.LANGUAGE_NAMES.get(obj.language, obj.language),
            "document": obj.document.name_for(obj.game) if obj.document else "",
            "permalink": selectors._permalink(obj),  # get_absolute_url, the URL resolved once per language
            "passage": f'<mark class="passage">{passage}</mark>',
            "found_by": answer.sources,
            "score": round(answer.score, 6),
            "matched": {
                "terms": [{**t, "language_name": languages.LANGUAGE_NAMES.get(t["language"], "")} for t in terms],
                "words": hits,
                "words_language": obj.language,
                "by_meaning": "meaning" in answer.sources,
            },
        }
    )
    return data
