"""(Re)compute the sentence embeddings of rulings and rules sections, here, in batches."""

from django.core.management.base import BaseCommand

from judging import embedding_jobs


class Command(BaseCommand):
    help = "Embed every ruling and rules section whose text changed since it was embedded (--all: every one)"

    def add_arguments(self, parser):
        parser.add_argument("--all", action="store_true", help="embed everything again, changed or not")
        parser.add_argument("--batch", type=int, default=embedding_jobs.BATCH_SIZE, help="items per batch")

    def handle(self, *args, all, batch, **options):
        items = embedding_jobs.stale_items(force=all)
        passages = 0
        for start in range(0, len(items), batch):
            done = embedding_jobs.embed_items(items[start : start + batch], force=all)
            passages += sum(n or 0 for n in done.values())
            self.stdout.write(f"{min(start + batch, len(items))}/{len(items)} items", ending="\r")
        self.stdout.write(f"{len(items)} items to embed, {passages} passages embedded")
