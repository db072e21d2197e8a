"""Full-text search plumbing, per database.

PostgreSQL: one configuration per language copying the built-in one with `unaccent` added (so
accents are ignored), a trigger that builds each row's `search_vector` with its language's
configuration (weights A, B, C from index_a, index_b, index_c), GIN indexes on the vectors and a
trigram index on the vocabulary. SQLite: FTS5 tables (porter over unicode61, diacritics removed, Thai
marks kept inside words) kept in step by triggers.

The language -> configuration mapping is copied here as it was when the migration was written, as
a migration must not change when the code does (the live mapping is judging/search/languages.py).
"""

from django.db import migrations

CONFIGURATIONS = {
    "fr": ("arbiter_french", "french"),
    "es": ("arbiter_spanish", "spanish"),
    "ar": ("arbiter_arabic", "arabic"),
    "en": ("arbiter_english", "english"),
    "th": ("simple", None),
}
TABLES = ("judging_ruling", "judging_rulessection")
THAI_MARKS = "\u0e31" + "".join(map(chr, range(0x0E34, 0x0E3B))) + "".join(map(chr, range(0x0E47, 0x0E4F)))


def _postgres_forwards(schema_editor):
    run = schema_editor.execute
    for name, base in CONFIGURATIONS.values():
        if base:
            run(f"DROP TEXT SEARCH CONFIGURATION IF EXISTS {name}")
            run(f"CREATE TEXT SEARCH CONFIGURATION {name} (COPY = {base})")
            run(
                f"ALTER TEXT SEARCH CONFIGURATION {name} ALTER MAPPING FOR "
                f"asciiword, asciihword, hword_asciipart, word, hword, hword_part WITH unaccent, {base}_stem"
            )
    cases = " ".join(f"WHEN '{lang}' THEN '{name}'::regconfig" for lang, (name, _) in CONFIGURATIONS.items())
    run(
        "CREATE OR REPLACE FUNCTION judging_regconfig(lang text) RETURNS regconfig "
        f"LANGUAGE sql IMMUTABLE AS $$ SELECT CASE lang {cases} ELSE 'simple'::regconfig END $$"
    )
    run(
        """
        CREATE OR REPLACE FUNCTION judging_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
        DECLARE cfg regconfig := judging_regconfig(NEW.language);
        BEGIN
          NEW.search_vector :=
            setweight(to_tsvector(cfg, coalesce(NEW.index_a, '')), 'A') ||
            setweight(to_tsvector(cfg, coalesce(NEW.index_b, '')), 'B') ||
            setweight(to_tsvector(cfg, coalesce(NEW.index_c, '')), 'C');
          RETURN NEW;
        END $$
        """
    )
    for table in TABLES:
        run(
            f"CREATE TRIGGER {table}_vector BEFORE INSERT OR UPDATE OF language, index_a, index_b, index_c "
            f"ON {table} FOR EACH ROW EXECUTE FUNCTION judging_search_vector()"
        )
        run(f"CREATE INDEX {table}_vector_gin ON {table} USING gin (search_vector)")
    run("CREATE INDEX judging_term_word_trgm ON judging_term USING gin (word gin_trgm_ops)")


def _postgres_backwards(schema_editor):
    run = schema_editor.execute
    run("DROP INDEX IF EXISTS judging_term_word_trgm")
    for table in TABLES:
        run(f"DROP INDEX IF EXISTS {table}_vector_gin")
        run(f"DROP TRIGGER IF EXISTS {table}_vector ON {table}")
    run("DROP FUNCTION IF EXISTS judging_search_vector()")
    run("DROP FUNCTION IF EXISTS judging_regconfig(text)")
    for name, base in CONFIGURATIONS.values():
        if base:
            run(f"DROP TEXT SEARCH CONFIGURATION IF EXISTS {name}")


def _sqlite_forwards(schema_editor):
    run = schema_editor.execute
    # porter folds English-style plurals and endings ("cartes" finds "carte"); unicode61 does the rest.
    tokenize = f"porter unicode61 remove_diacritics 2 tokenchars '{THAI_MARKS}'"
    for table in TABLES:
        fts = f"{table}_fts"
        run(f"""CREATE VIRTUAL TABLE {fts} USING fts5(a, b, c, language UNINDEXED, tokenize="{tokenize}")""")
        insert = (
            f"INSERT INTO {fts}(rowid, a, b, c, language) "  # noqa: S608 - our own table names
            "VALUES (new.id, new.index_a, new.index_b, new.index_c, new.language);"
        )
        delete = f"DELETE FROM {fts} WHERE rowid = old.id;"  # noqa: S608 - our own table names
        run(f"CREATE TRIGGER {fts}_ai AFTER INSERT ON {table} BEGIN {insert} END")
        run(f"CREATE TRIGGER {fts}_ad AFTER DELETE ON {table} BEGIN {delete} END")
        run(f"CREATE TRIGGER {fts}_au AFTER UPDATE ON {table} BEGIN {delete} {insert} END")


def _sqlite_backwards(schema_editor):
    for table in TABLES:
        fts = f"{table}_fts"
        for suffix in ("ai", "ad", "au"):
            schema_editor.execute(f"DROP TRIGGER IF EXISTS {fts}_{suffix}")
        schema_editor.execute(f"DROP TABLE IF EXISTS {fts}")


def forwards(apps, schema_editor):
    vendor = schema_editor.connection.vendor
    if vendor == "postgresql":
        _postgres_forwards(schema_editor)
    elif vendor == "sqlite":
        _sqlite_forwards(schema_editor)


def backwards(apps, schema_editor):
    vendor = schema_editor.connection.vendor
    if vendor == "postgresql":
        _postgres_backwards(schema_editor)
    elif vendor == "sqlite":
        _sqlite_backwards(schema_editor)


class Migration(migrations.Migration):
    dependencies = [("judging", "0001_rulings_documents_sections"), ("games", "0002_core_data")]

    operations = [migrations.RunPython(forwards, backwards)]
