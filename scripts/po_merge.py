"""A git merge driver for gettext catalogues (%O %A %B: base, ours, theirs; writes ours): the union of the entries,
and where both sides hold an entry, the side that changed it from the base wins (ours when both did). Git's text
merge conflicts on every catalogue two branches regenerated; `make messages` after the merge tidies the result.

    git config merge.pocat.driver '.venv/bin/python scripts/po_merge.py %O %A %B'   (.gitattributes names it)
"""

import sys

import polib


def key(entry):
    return entry.msgctxt, entry.msgid


def value(entry):
    return entry.msgstr, tuple(sorted(entry.msgstr_plural.items())), "fuzzy" in entry.flags


def merge(base_path, ours_path, theirs_path):
    base = {key(e): e for e in polib.pofile(base_path)}
    ours = polib.pofile(ours_path)
    ours_by_key = {key(e): e for e in ours}
    for entry in polib.pofile(theirs_path):
        mine = ours_by_key.get(key(entry))
        if mine is None:
            ours.append(entry)
            continue
        before = base.get(key(entry))
        if before is not None and value(before) != value(entry) and value(mine) == value(before):
            mine.msgstr, mine.msgstr_plural, mine.flags = entry.msgstr, dict(entry.msgstr_plural), list(entry.flags)
    ours.save(ours_path)


if __name__ == "__main__":
    merge(*sys.argv[1:4])
