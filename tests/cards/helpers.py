"""Small builders for card tests: tiny ygopro databases, CSV files and pictures, and the cards API read."""

import sqlite3


def api_cards(client, **params):
    """The cards API's answer to these query parameters."""
    return client.get("/api/cards/", params)


TEXTS_COLUMNS = ", ".join(f"str{i} text" for i in range(1, 17))


def make_cdb(path, rows, *, texts=True):
    """A ygopro .cdb with `rows` of (id, alias, type, atk, def, level, race, attribute, name, desc)."""
    db = sqlite3.connect(path)
    db.execute(
        "CREATE TABLE datas(id integer primary key, ot integer, alias integer, setcode integer, type integer,"
        " atk integer, def integer, level integer, race integer, attribute integer, category integer)"
    )
    db.execute(f"CREATE TABLE texts(id integer primary key, name text, desc text, {TEXTS_COLUMNS})")
    for cid, alias, kind, atk, defence, level, race, attribute, name, desc in rows:
        db.execute(
            "INSERT INTO datas VALUES (?, 3, ?, 0, ?, ?, ?, ?, ?, ?, 0)",
            (cid, alias, kind, atk, defence, level, race, attribute),
        )
        if texts:
            db.execute("INSERT INTO texts(id, name, desc) VALUES (?, ?, ?)", (cid, name, desc))
    db.commit()
    db.close()
    return path


def monster(cid, name, *, atk=1000, defence=1000, level=4, alias=0, kind=0x21, race=0x1, attribute=0x20, desc=""):
    return (cid, alias, kind, atk, defence, level, race, attribute, name, desc)


def spell(cid, name, *, kind=0x2, desc=""):
    return (cid, 0, kind, 0, 0, 0, 0, 0, name, desc)


def write(tmp_path, name, content):
    path = tmp_path / name
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    return path


def write_picture(folder, code, colour=(57, 71, 196)):
    """A small card picture <code>.jpg (Pillow), or <code>.png written by hand where Pillow is missing."""
    try:
        from PIL import Image
    except ImportError:
        return _write_png(folder / f"{code}.png", colour)
    path = folder / f"{code}.jpg"
    Image.new("RGB", (59, 86), colour).save(path, "JPEG")
    return path


def _write_png(path, colour, width=59, height=86):
    import struct
    import zlib

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    rows = b"".join(b"\x00" + bytes(colour) * width for _ in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    path.write_bytes(
        b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")
    )
    return path
