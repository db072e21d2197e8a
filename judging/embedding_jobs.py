"""Keeping the embeddings current: find what is missing or stale, embed it in batches as a job.

After an import (or a judge's edit) `embed_later()` sends `embed_stale` once the transaction
commits; that task lists the rulings and sections whose text no longer matches their stored hash and
creates a bulk job of them (jobs/services.py: progress, batches, a batch redelivered skips the items
already done). Each batch embeds its items again only if their text still differs from what was
embedded, so two jobs over the same rows cost one embedding. This module is also the job's handler
(`process_batch`, `CSV_COLUMNS`, `csv_row`), registered as HANDLER by judging.job_kinds.
"""

from celery import shared_task
from django.db import transaction
from django.utils.translation import gettext_lazy as _

from jobs import services as jobs

from . import embeddings, semantic
from .models import RulesSection, Ruling

HANDLER = "judging.embedding_jobs"
KIND = "embed-rulings"
BATCH_SIZE = 64
CSV_COLUMNS = ["passages"]
TITLE = _("Rulings embeddings")
COLUMN_LABELS = {"passages": _("Passages")}
MODELS = {"ruling": Ruling, "rules": RulesSection}
_FIELDS = {"ruling": ("section", "question", "answer"), "rules": ("path", "body")}


def item_passages(kind, obj):
    if kind == "ruling":
        return embeddings.ruling_passages(section=obj.section, question=obj.question, answer=obj.answer)
    return embeddings.section_passages(path=obj.path, body=obj.body)


def stale_items(*, force=False):
    """(kind, pk) of every item whose stored hash is not that of its text (all of them with `force`)."""
    found = []
    for kind, model in MODELS.items():
        rows = model.objects.order_by("pk").only("pk", "embedding_hash", *_FIELDS[kind]).iterator(chunk_size=2000)
        for obj in rows:
            if force or obj.embedding_hash != embeddings.text_hash(item_passages(kind, obj)):
                found.append((kind, obj.pk))
    return found


def embed_items(items, *, force=False):
    """Embed the given (kind, pk) items whose text changed since they were embedded; returns
    {(kind, pk): passages embedded} (0 for an item already current, None for one that is gone)."""
    done = {}
    for kind, model in MODELS.items():
        pks = [pk for k, pk in items if k == kind]
        if not pks:
            continue
        objs = list(model.objects.filter(pk__in=pks).only("pk", "embedding_hash", *_FIELDS[kind]))
        texts = {obj.pk: item_passages(kind, obj) for obj in objs}
        todo = [o for o in objs if force or o.embedding_hash != embeddings.text_hash(texts[o.pk])]
        flat = [text for obj in todo for text in texts[obj.pk]]
        vectors = embeddings.encode_passages(flat)
        start = 0
        for obj in todo:
            count = len(texts[obj.pk])
            obj.embedding = embeddings.to_bytes(vectors[start : start + count]) if count else None
            obj.embedding_hash = embeddings.text_hash(texts[obj.pk])
            start += count
        with transaction.atomic():
            # Only the two columns: an edit that landed meanwhile keeps its text (and is embedded next time).
            model.objects.bulk_update(todo, ["embedding", "embedding_hash"], batch_size=500)
        done.update({(kind, obj.pk): 0 for obj in objs})
        done.update({(kind, obj.pk): len(texts[obj.pk]) for obj in todo})
        done.update({(kind, pk): None for pk in set(pks) - {o.pk for o in objs}})
    if any(done.values()):
        semantic.bump_revision()
    return done


def process_batch(inputs, params):
    done = embed_items([(item["kind"], item["id"]) for item in inputs], force=params.get("force", False))
    return [{"passages": done.get((item["kind"], item["id"]))} for item in inputs]


def csv_row(name, result):
    return [result.get("passages")]


def create_job(*, force=False, owner=None):
    """A job embedding every stale item, or None when everything is current."""
    items = stale_items(force=force)
    if not items:
        return None
    return jobs.job_create(
        kind=KIND,
        handler=HANDLER,
        items=[(f"{kind}:{pk}", {"kind": kind, "id": pk}) for kind, pk in items],
        owner=owner,
        params={"force": force},
        batch_size=BATCH_SIZE,
    )


@shared_task(acks_late=True, reject_on_worker_lost=True)
def embed_stale():
    job = create_job()
    return str(job.pk) if job else None


def embed_later():
    """After the current transaction commits, look for stale embeddings and embed them on a worker."""
    jobs.enqueue_on_commit(embed_stale)
