"""The matrix of passage vectors and how texts become passages: plain numpy, no model."""

import numpy as np
import pytest

from judging import embeddings, semantic

pytestmark = pytest.mark.smoke


def unit(i):
    v = np.zeros(embeddings.DIM, dtype=np.float32)
    v[i] = 1
    return v


def index():
    rows = [
        ("ruling", 5, 1, "fr", embeddings.to_bytes(np.array([unit(0)]))),
        ("rules", 7, 2, "ar", embeddings.to_bytes(np.array([unit(1), unit(2), unit(3)]))),
        ("rules", 8, 2, "th", embeddings.to_bytes(np.array([0.6 * unit(2) + 0.8 * unit(4)]))),
    ]
    return semantic.PassageIndex(1, rows)


def test_an_item_is_found_once_by_its_best_passage():
    found = index().nearest(unit(2), k=3)
    assert [(n.kind, n.pk, n.passage) for n in found][:2] == [("rules", 7, 1), ("rules", 8, 0)]
    assert len({(n.kind, n.pk) for n in found}) == len(found)


def test_filters_keep_only_the_game_language_and_kind_asked():
    ix = index()
    assert [n.pk for n in ix.nearest(unit(2), language="th")] == [8]
    assert [n.pk for n in ix.nearest(unit(2), game_id=1)] == [5]
    assert [n.pk for n in ix.nearest(unit(2), kind="ruling")] == [5]
    assert ix.nearest(unit(2), language="es") == []


def test_an_empty_matrix_finds_nothing():
    assert semantic.PassageIndex(0, []).nearest(unit(0)) == []


def test_vectors_survive_storage_as_float16():
    stored = embeddings.from_bytes(embeddings.to_bytes(np.array([unit(3), unit(4)])))
    assert stored.shape == (2, embeddings.DIM) and stored.dtype == np.float32
    assert stored[1, 4] == 1


def test_a_long_section_is_cut_at_sentence_ends_each_passage_led_by_its_heading():
    body = " ".join(f"Sentence number {i} says something about the rules." for i in range(60))
    passages = embeddings.section_passages(path=["Rules", "Combat"], body=body)
    assert len(passages) > 1
    assert all(p.startswith("Rules › Combat\n") and len(p) <= embeddings.PASSAGE_CHARS + 20 for p in passages)
    assert all(p.endswith(".") for p in passages)


def test_thai_is_normalised_so_the_two_spellings_of_am_are_one_text():
    decomposed, composed = "\u0e19\u0e4d\u0e32", "\u0e19\u0e33"  # นํา as the Thai seeds write it, and นำ
    assert embeddings.normalise(decomposed) == embeddings.normalise(composed)
    one = embeddings.ruling_passages(section="", question=decomposed, answer="")
    other = embeddings.ruling_passages(section="", question=composed, answer="")
    assert embeddings.text_hash(one) == embeddings.text_hash(other)


def _low_rank_rows(monkeypatch, n=600, rank=6):
    """Passages in five languages and two games lying in a `rank`-dimensional subspace (which the
    projection recovers whole), given in no particular language order; more rows than CANDIDATES."""
    monkeypatch.setattr(semantic, "CANDIDATES", 40)
    monkeypatch.setattr(semantic, "REDUCED_DIM", rank)
    rng = np.random.default_rng(3)
    basis = np.linalg.qr(rng.standard_normal((embeddings.DIM, rank)))[0].T
    vectors = rng.standard_normal((n, rank)) @ basis
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    langs = ("fr", "es", "ar", "en", "th")
    rows = [("ruling", pk, 1 + pk % 2, langs[pk % 5], embeddings.to_bytes(vectors[pk][None, :])) for pk in range(n)]
    query = rng.standard_normal(rank) @ basis
    return rows, (query / np.linalg.norm(query)).astype(np.float32)


def _exact(rows, query, keep=lambda row: True):
    """Brute force over the stored float16 values: (pk, score) best first."""
    scored = [
        (pk, float(embeddings.from_bytes(blob)[0] @ query)) for _k, pk, game, lang, blob in rows if keep((game, lang))
    ]
    return sorted(scored, key=lambda ps: -ps[1])


def test_the_two_stages_return_the_exact_neighbours_when_the_projection_holds_the_vectors(monkeypatch):
    rows, query = _low_rank_rows(monkeypatch)
    ix = semantic.PassageIndex(1, rows)
    assert ix.reduced is not None and ix.reduced.shape == (600, 6)
    assert len(ix.candidates(query)) == 40  # the second stage scores 40 rows of 600
    found = ix.nearest(query, k=10)
    expected = _exact(rows, query)[:10]
    assert [n.pk for n in found] == [pk for pk, _score in expected]
    # int8 rows with a scale each: within 0.4% of a row's largest value, so the cosine within 0.003
    assert [n.score for n in found] == pytest.approx([score for _pk, score in expected], abs=3e-3)


def test_the_two_stages_keep_the_language_and_game_filters(monkeypatch):
    rows, query = _low_rank_rows(monkeypatch)
    ix = semantic.PassageIndex(1, rows)
    found = ix.nearest(query, language="ar", game_id=1, k=5)
    expected = _exact(rows, query, keep=lambda row: row == (1, "ar"))[:5]
    assert [n.pk for n in found] == [pk for pk, _score in expected]
    assert {ix.langs[i] for i in ix.candidates(query, language="th")} == {semantic._LANG_INDEX["th"]}


def test_the_matrix_holds_int8_rows_and_a_float32_projection_a_quarter_of_the_float32_matrix_each(monkeypatch):
    rows, _query = _low_rank_rows(monkeypatch)
    ix = semantic.PassageIndex(1, rows)
    assert ix.codes.dtype == np.int8 and ix.codes.shape == (600, embeddings.DIM)
    assert ix.reduced.dtype == np.float32 and ix.reduced.shape == (600, 6)
    stored = np.vstack([embeddings.from_bytes(blob) for *_rest, blob in rows])
    order = np.argsort([semantic._LANG_INDEX[row[3]] for row in rows], kind="stable")  # rows grouped by language
    restored = ix.codes.astype(np.float32) * ix.scales[:, None]
    assert np.abs(restored - stored[order]).max() <= np.abs(stored).max(axis=1).max() / 254 + 1e-6
    assert ix.nbytes < 600 * embeddings.DIM * 2  # under half the float32 matrix it replaces


def _rows_with_chars(*passages):
    """Rulings (pk, vector, characters), all French and of game 1."""
    return [("ruling", pk, 1, "fr", embeddings.to_bytes(np.array([v])), [chars]) for pk, v, chars in passages]


def test_a_hub_near_the_form_of_every_question_does_not_rank_first_for_an_unrelated_question():
    # unit(0) stands for what every question shares (ask_probes' mean direction): passage 1 is a
    # generic question and nothing else, passage 2 is about the question's topic, unit(7).
    hub, answer = unit(0), 0.2 * unit(0) + 0.98 * unit(7)
    question = 0.85 * unit(0) + 0.527 * unit(7)
    rows = _rows_with_chars((1, hub, 200), (2, answer, 200))
    assert [n.pk for n in semantic.PassageIndex(1, rows).nearest(question)] == [1, 2]  # the hub wins by form
    corrected = semantic.PassageIndex(1, rows, question_direction=unit(0))
    assert [n.pk for n in corrected.nearest(question)] == [2, 1]


def test_a_near_empty_passage_gets_no_advantage_when_every_cosine_is_low():
    # Passage 1 is a title and a link (9 characters); its vector is nearer the question than the
    # real answer's, as happens when nothing is close.
    question = unit(3)
    empty, answer = 0.3 * unit(3) + 0.954 * unit(1), 0.25 * unit(3) + 0.968 * unit(2)
    rows = _rows_with_chars((1, empty, 9), (2, answer, 400))
    without_lengths = [row[:5] for row in rows]
    assert [n.pk for n in semantic.PassageIndex(1, without_lengths).nearest(question)] == [1, 2]
    found = semantic.PassageIndex(1, rows).nearest(question)
    assert [n.pk for n in found] == [2, 1]
    assert found[1].score == pytest.approx(0.3 - semantic.SHORT_PENALTY * (1 - 9 / semantic.SHORT_PASSAGE), abs=3e-3)
    assert found[0].score == pytest.approx(0.25, abs=3e-3)  # a passage long enough loses nothing


def test_the_characters_of_a_sections_passages_leave_its_heading_out():
    chars = semantic.section_chars(["Title"], "A link")
    assert chars == [len("A link")]
