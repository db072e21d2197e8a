"""ydke:// URLs (Project Ignis, Duelingbook exports): `ydke://MAIN!EXTRA!SIDE!`, each part the base64
of little-endian unsigned 32-bit passcodes."""

import base64
import binascii
import struct

from games.rules.messages import N_

from .model import ParsedDecklist

PREFIX = "ydke://"
SECTIONS = ("main", "extra", "side")


def is_ydke(text):
    return text.lstrip().lower().startswith(PREFIX)


def parse_ydke(text):
    deck = ParsedDecklist("ydke")
    body = "".join(text.strip()[len(PREFIX) :].split())
    parts = body.split("!")
    if len(parts) < 3 or any(parts[3:]):
        deck.unreadable(1, (N_("Line {line}: a ydke:// URL has three parts, main!extra!side!"), {}))
    for section, part in zip(SECTIONS, parts, strict=False):
        for code in _passcodes(deck, section, part):
            deck.add(section, str(code), 1)
    return deck


def _passcodes(deck, section, part):
    if not part:
        return []
    try:
        raw = base64.b64decode(part + "=" * (-len(part) % 4), validate=True)
    except (binascii.Error, ValueError):
        template = N_("Line {line}: the {section} part of the ydke:// URL is not base64")
        deck.unreadable(1, (template, {"section": section}), section)
        return []
    if len(raw) % 4:
        template = N_("Line {line}: the {section} part of the ydke:// URL is not a whole number of passcodes")
        deck.unreadable(1, (template, {"section": section}), section)
        raw = raw[: len(raw) - len(raw) % 4]
    return struct.unpack(f"<{len(raw) // 4}I", raw)


def encode_part(codes):
    return base64.b64encode(struct.pack(f"<{len(codes)}I", *(int(c) for c in codes))).decode("ascii")
