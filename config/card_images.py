"""Where each game's card pictures come from, read from ARBITER_CARD_IMAGES_<GAME> (README "Card images").

A value is either a local folder holding one file per card named by its code (EDOPro's pics/ folder:
pics/<passcode>.jpg), served by Arbiter itself, or a URL template with {code} (https://img.example.org/{code}.jpg)
that the browser loads from that host. A game without a value shows its cards as text, as before.
"""

import os
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

from .env import ConfigError

PREFIX = "ARBITER_CARD_IMAGES_"


@dataclass(frozen=True)
class ImageSource:
    folder: Path | None = None
    template: str = ""

    @property
    def origin(self):
        parts = urlsplit(self.template)
        return f"{parts.scheme}://{parts.netloc}" if self.template else ""


def parse_source(name, raw):
    value = raw.strip()
    if value.startswith(("http://", "https://")):
        if "{code}" not in value:
            raise ConfigError(f"{name}={raw!r}: a URL template must contain {{code}}")
        if not urlsplit(value).netloc:
            raise ConfigError(f"{name}={raw!r} has no host")
        return ImageSource(template=value)
    folder = Path(value)
    if not folder.is_absolute() or not folder.is_dir():
        raise ConfigError(f"{name}={raw!r} is neither an https:// URL template with {{code}} nor an existing folder")
    return ImageSource(folder=folder.resolve())


def card_image_sources(environ=os.environ):
    """{game slug: ImageSource} for every ARBITER_CARD_IMAGES_<GAME> set (the games app refuses an unknown GAME)."""
    return {
        name.removeprefix(PREFIX).lower(): parse_source(name, raw)
        for name, raw in environ.items()
        if name.startswith(PREFIX) and raw.strip()
    }


def unknown_games(sources, games):
    return [f"{PREFIX}{slug.upper()}" for slug in sources if slug not in games]


def image_origins(sources):
    """The hosts the pages load card pictures from, for the Content-Security-Policy's img-src."""
    return list(dict.fromkeys(source.origin for source in sources.values() if source.template))
