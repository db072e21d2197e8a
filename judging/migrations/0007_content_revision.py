"""A revision of the rulings and rules, as games' revision is of the cards (games 0010): a token that changes
whenever a document, ruling, rules section, keyword, citation, history entry or glossary term changes, so a
process can keep answers to searches and questions and know with one small query that they are current
(judging.revision, config.results_cache). It is the EmbeddingRevision row named "content".

On PostgreSQL the shared row is written when the writing transaction commits (a deferred constraint trigger,
once per transaction): a lock taken last cannot close a cycle with the row locks a judge's edit, an import and
the embedding job take, where a row updated at the first write would be held through the whole transaction
(the embedding job writes 500 rows a statement). Until then, the writing transaction itself reads a token of
its own, changed by every write statement (a transaction-local setting), so it never reads an answer kept
from before its writes. Tokens are random, not counters: a rolled-back test leaves none that a later change
could repeat. SQLite has one writer at a time: its triggers write the row at once.
"""

from django.db import migrations

TABLES = (
    "judging_document",
    "judging_keyword",
    "judging_ruling",
    "judging_ruling_keywords",
    "judging_cardcitation",
    "judging_rulingrevision",
    "judging_rulessection",
    "judging_term",
)

PG_FUNCTIONS = """
CREATE OR REPLACE FUNCTION judging_content_written() RETURNS trigger AS $$
BEGIN
  PERFORM set_config('arbiter.judging_pending', md5(random()::text || clock_timestamp()::text), true);
  PERFORM set_config('arbiter.judging_queued', 'yes', true);
  RETURN NULL;
END $$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION judging_content_committed() RETURNS trigger AS $$
BEGIN
  IF coalesce(current_setting('arbiter.judging_bumped', true), '') <> 'yes' THEN
    PERFORM set_config('arbiter.judging_bumped', 'yes', true);
    INSERT INTO judging_embeddingrevision (name, revision)
      VALUES ('content', floor(random() * 9e15)::bigint + 1)
      ON CONFLICT (name) DO UPDATE SET revision = EXCLUDED.revision;
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION judging_content_truncated() RETURNS trigger AS $$
BEGIN
  INSERT INTO judging_embeddingrevision (name, revision)
    VALUES ('content', floor(random() * 9e15)::bigint + 1)
    ON CONFLICT (name) DO UPDATE SET revision = EXCLUDED.revision;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
"""


def pg_triggers(table):
    return [
        f"CREATE TRIGGER {table}_written AFTER INSERT OR UPDATE OR DELETE ON {table} "
        "FOR EACH STATEMENT EXECUTE FUNCTION judging_content_written();",
        # Only the rows of a transaction's first write statement are queued (the statement trigger above marks
        # the transaction once that statement is done): one import's COPY queues its rows, an edit one row.
        f"CREATE CONSTRAINT TRIGGER {table}_committed AFTER INSERT OR UPDATE OR DELETE ON {table} "
        "DEFERRABLE INITIALLY DEFERRED FOR EACH ROW "
        "WHEN (coalesce(current_setting('arbiter.judging_queued', true), '') <> 'yes') "
        "EXECUTE FUNCTION judging_content_committed();",
        f"CREATE TRIGGER {table}_truncated AFTER TRUNCATE ON {table} "
        "FOR EACH STATEMENT EXECUTE FUNCTION judging_content_truncated();",
    ]


def sqlite_triggers(table):
    return [
        f"CREATE TRIGGER {table}_content_{event.lower()} AFTER {event} ON {table} BEGIN "  # noqa: S608 (constants)
        "INSERT INTO judging_embeddingrevision (name, revision) VALUES ('content', abs(random() % 9000000000000000) + 1) "
        "ON CONFLICT (name) DO UPDATE SET revision = excluded.revision; END;"
        for event in ("INSERT", "UPDATE", "DELETE")
    ]


def create(apps, schema_editor):
    with schema_editor.connection.cursor() as cursor:
        if schema_editor.connection.vendor == "postgresql":
            cursor.execute(PG_FUNCTIONS)
            for table in TABLES:
                for sql in pg_triggers(table):
                    cursor.execute(sql)
        else:
            for table in TABLES:
                for sql in sqlite_triggers(table):
                    cursor.execute(sql)


def drop(apps, schema_editor):
    with schema_editor.connection.cursor() as cursor:
        postgres = schema_editor.connection.vendor == "postgresql"
        for table in TABLES:
            if postgres:
                for suffix in ("written", "committed", "truncated"):
                    cursor.execute(f"DROP TRIGGER IF EXISTS {table}_{suffix} ON {table};")
            else:
                for event in ("insert", "update", "delete"):
                    cursor.execute(f"DROP TRIGGER IF EXISTS {table}_content_{event};")
        if postgres:
            for function in ("written", "committed", "truncated"):
                cursor.execute(f"DROP FUNCTION IF EXISTS judging_content_{function}();")


class Migration(migrations.Migration):
    dependencies = [("judging", "0006_document_title_optional")]

    operations = [migrations.RunPython(create, drop)]
