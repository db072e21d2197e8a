"""Fails on physical left/right CSS: with logical properties the same stylesheet serves right-to-left pages.

    python scripts/check_css_logical.py [FILE_OR_FOLDER ...]    (default: static/css)

Reports margin-, padding-, border- and scroll- sides, left/right offsets, text-align, float and clear
with left or right, and margin/padding/inset shorthands whose right and left values differ. Vendored
files (a folder named vendor, or *.min.css) are left alone.
"""

import re
import sys
from dataclasses import dataclass
from pathlib import Path

DEFAULT_ROOT = Path(__file__).resolve().parent.parent / "static" / "css"

SIDE_PROPERTY = re.compile(r"^(margin|padding|border|scroll-margin|scroll-padding)-(left|right)(-[a-z]+)?$")
CORNER_PROPERTY = re.compile(r"^border-(top|bottom)-(left|right)-radius$")
OFFSETS = {"left": "inset-inline-start", "right": "inset-inline-end"}
TEXT_SIDES = {"left": "start", "right": "end"}
FLOW_SIDES = {"left": "inline-start", "right": "inline-end"}
SIDE_VALUES = {"text-align": TEXT_SIDES, "text-align-last": TEXT_SIDES, "float": FLOW_SIDES, "clear": FLOW_SIDES}
FOUR_SIDE_SHORTHANDS = {"margin", "padding", "inset", "scroll-margin", "scroll-padding"}
LOGICAL_SIDE = {"left": "inline-start", "right": "inline-end"}
CORNER = {"top": "start", "bottom": "end", "left": "start", "right": "end"}

# Chunks of a stylesheet: a rule's prelude ends with "{", a declaration with ";" or "}".
CHUNK = re.compile(r"[^{};]*[{};]")
# Comments and strings, whichever opens first: a quote inside a comment, or /* inside a string, is just text.
COMMENT_OR_STRING = re.compile(r"/\*.*?\*/|\"(?:[^\"\\\n]|\\.)*\"|'(?:[^'\\\n]|\\.)*'", re.DOTALL)


@dataclass(frozen=True)
class Finding:
    path: str
    line: int
    declaration: str
    advice: str

    def __str__(self):
        return f"{self.path}:{self.line}: {self.declaration}: {self.advice}"


def check_css(text, path="<css>"):
    """The physical declarations in one stylesheet's text, in order."""
    text = _blank(COMMENT_OR_STRING, text)
    findings = []
    for match in CHUNK.finditer(text):
        chunk = match.group()
        if chunk.endswith("{") or ":" not in chunk:
            continue
        name, value = (part.strip() for part in chunk[:-1].split(":", 1))
        advice = _advice(name.lower(), value.lower().replace("!important", "").strip())
        if advice:
            start = match.start() + len(chunk) - len(chunk.lstrip())
            findings.append(Finding(path, text.count("\n", 0, start) + 1, f"{name}: {value}", advice))
    return findings


def check_paths(paths):
    """Findings in every stylesheet under the given files and folders, vendored ones left out."""
    findings = []
    for css in stylesheets(paths):
        findings += check_css(css.read_text(encoding="utf-8"), str(css))
    return findings


def _advice(name, value):
    side = SIDE_PROPERTY.match(name)
    if side:
        box, where, rest = side.groups()
        return f"use {box}-{LOGICAL_SIDE[where]}{rest or ''}"
    corner = CORNER_PROPERTY.match(name)
    if corner:
        return f"use border-{CORNER[corner.group(1)]}-{CORNER[corner.group(2)]}-radius"
    if name in OFFSETS:
        return f"use {OFFSETS[name]}"
    if value in SIDE_VALUES.get(name, {}):
        return f"use {name}: {SIDE_VALUES[name][value]}"
    if name in FOUR_SIDE_SHORTHANDS:
        values = value.split()
        if len(values) == 4 and values[1] != values[3]:
            return f"right and left differ: use {name}-block and {name}-inline-start/-end"
    return None


def stylesheets(paths):
    for path in map(Path, paths):
        for css in sorted(path.rglob("*.css")) if path.is_dir() else [path]:
            if "vendor" not in css.parts and not css.name.endswith(".min.css"):
                yield css


def _blank(pattern, text):
    """Blanks what the pattern matches, keeping newlines so that line numbers stay right."""
    return pattern.sub(lambda m: re.sub(r"[^\n]", " ", m.group()), text)


def main(argv):
    findings = check_paths(argv or [DEFAULT_ROOT])
    for finding in findings:
        print(finding)
    if findings:
        print(f"{len(findings)} physical declaration(s): right-to-left pages would not mirror them.", file=sys.stderr)
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
