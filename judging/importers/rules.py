"""Splitting a rules document into sections by its headings. Pure Python.

Real rules documents mark headings in several ways, all seen in the project's corpus:
- upper-case lines ("LO PRINCIPAL:", "PERMANENTES, como usarlas:") start a new top-level section;
- numbered titles ("1. Game Outline", "1-1. Number of Players", "10-13-3. [Union-Fusion]") nest by
  their numbering; a numbered line is a title when it is short and untidy-free at depth 1-2, or when
  the next line is its own first child ("11-3." followed by "11-3-1.");
- short title lines without sentence punctuation ("مرحلة سحب", "Table of Contents"); several in a row
  form a heading path.
A section is the heading path plus the lines up to the next heading. Sections too small to stand
alone are folded into the next one; a section too long to read as one (a document pasted as a single
line) is cut at its numbered steps, where a list starts again ("1)", "1:", "(ก)").
"""

import re
from dataclasses import dataclass

NUMBERED = re.compile(r"^(\d{1,3}(?:-\d{1,3})*)[.)]\s+(\S.*)$")
SENTENCE_END = (".", "?", "!", ",", ";", ":", "。", "؟", "،", "…", ")")
TITLE_MAX = 60
UPPER_MAX = 80
MIN_BODY = 25  # a "section" shorter than this is a stray line (a page widget, a lone number)
MAX_BODY = 2500  # longer than this, a section is cut at its numbered steps
CHUNK_MIN = 600
STEP = re.compile(r"(?<=\s)(?:\d{1,2}[):]|\([a-zก-ฮ]\))\s")
LIST_START = re.compile(r"(?:1[):]|\((?:a|ก)\))\s")


@dataclass
class RulesSection:
    path: list
    body: str
    line: int
    order: int = 0

    @property
    def heading(self):
        return " › ".join(self.path)


def _is_upper(line):
    """ "LO PRINCIPAL:" and "CARTAS MODIFICADORAS, como usarlas:": upper case up to the first comma or colon."""
    head = re.split(r"[,:]", line, maxsplit=1)[0]
    cased = [ch for ch in head if ch.isupper() or ch.islower()]
    return len(line) <= UPPER_MAX and len(cased) >= 3 and head.upper() == head


def _is_title(line):
    letters = sum(ch.isalpha() for ch in line)
    return (
        letters >= 2
        and len(line) <= TITLE_MAX
        and not line.endswith(SENTENCE_END)
        and not line.startswith(("•", "-", "*", "·"))
    )


def _numbering(line):
    m = NUMBERED.match(line)
    return (m.group(1).split("-"), m.group(2)) if m else (None, None)


def _is_numbered_title(line, depth, has_children):
    """ "1-1. Number of Players" and "10-13-3. [Union-Fusion]" are titles; "1-2-1. The game ends when ..."
    is a rule with sub-rules, not a title."""
    if len(line) > TITLE_MAX:
        return False
    if _is_title(line):
        return depth <= 2 or has_children
    return depth <= 2 and has_children


def _is_child(parent, line):
    number, _ = _numbering(line or "")
    return bool(number) and len(number) == len(parent) + 1 and number[: len(parent)] == parent


class _Splitter:
    def __init__(self):
        self.top, self.numbered = [], []  # plain headings; [(number parts, title)]
        self.sections, self.body, self.start = [], [], 0
        self.heading_last = False

    def path(self):
        return self.top + [title for _, title in self.numbered]

    def flush(self):
        body = "\n".join(self.body).strip()
        if body:
            self.sections.append(RulesSection(self.path() or ["—"], body, self.start))
        self.body = []

    def heading(self, lineno, *, top=None, number=None, title=None, stack=False):
        self.flush()
        if number is not None:
            self.numbered = [(n, t) for n, t in self.numbered if len(n) < len(number)] + [(number, title)]
        elif stack and not self.numbered:
            self.top.append(top)
        else:
            self.top, self.numbered = [top], []
        self.start, self.heading_last = lineno, True

    def text(self, lineno, line):
        if not self.body:
            self.start = self.start or lineno
        self.body.append(line)
        self.heading_last = False


def _split_lines(lines):
    s = _Splitter()
    following = _next_nonempty(lines)
    for i, raw in enumerate(lines):
        line, lineno = " ".join(raw.split()), i + 1  # also turns no-break spaces into plain ones
        if not line:
            continue
        number, _ = _numbering(line)
        depth = len(number) if number else 0
        if _is_upper(line) and not number:
            s.heading(lineno, top=line.rstrip(":").strip())
        elif number and _is_numbered_title(line, depth, _is_child(number, following[i])):
            s.heading(lineno, number=number, title=line)
        elif number and depth <= 2 and s.numbered and depth <= len(s.numbered[-1][0]):
            # "10-17. [Super Combo] is ..." cannot belong to section 10-16: it is a section of its own.
            s.heading(lineno, number=number, title=_short(line))
            s.text(lineno, line)
        elif not number and _is_title(line) and following[i] is not None:
            s.heading(lineno, top=line, stack=s.heading_last)
        else:
            s.text(lineno, line)
    s.flush()
    return s.sections


def _next_nonempty(lines):
    result, nxt = [None] * len(lines), None
    for i in range(len(lines) - 1, -1, -1):
        result[i] = nxt
        if lines[i].strip():
            nxt = lines[i].strip()
    return result


def _short(text, limit=48):
    text = " ".join(text.split())
    if len(text) <= limit:
        return text
    cut = text[:limit].rsplit(" ", 1)[0]
    return (cut if len(cut) >= limit // 2 else text[:limit]) + "…"


def _fold_small(sections):
    """Stray lines become the start of the following section rather than sections of their own."""
    result, carry = [], []
    for section in sections:
        if len(section.body) < MIN_BODY and section is not sections[-1]:
            carry.append(f"{section.heading}\n{section.body}")
            continue
        if carry:
            section.body = "\n".join([*carry, section.body])
            carry = []
        result.append(section)
    return result


def _cut_points(body):
    """Where a long body may be cut: before each numbered step, and, where a list starts again at 1,
    before the one or two short words that introduce it (its title)."""
    points = []
    for m in STEP.finditer(body):
        start = m.start()
        restarts = bool(LIST_START.match(body, start))
        if restarts:
            before = body[:start].rstrip()
            intro = " ".join(before.split(" ")[-2:])
            if len(intro) > 50:
                intro = before.split(" ")[-1]
            if len(intro) <= 50:
                start = len(before) - len(intro)
        points.append((start, restarts))
    return points


def _cut_long(section):
    body = section.body
    if len(body) <= MAX_BODY:
        return [section]
    chunks, begin = [], 0
    for point, restarts in _cut_points(body):
        size = point - begin
        if (restarts and size >= CHUNK_MIN) or size >= MAX_BODY:
            chunks.append(body[begin:point].strip())
            begin = point
    chunks.append(body[begin:].strip())
    chunks = [piece for chunk in chunks for piece in _wrap(chunk)]
    return [
        RulesSection([*section.path, _short(chunk)] if n else section.path, chunk, section.line)
        for n, chunk in enumerate(c for c in chunks if c)
    ]


def _wrap(chunk):
    """A stretch without numbered steps, still too long: cut at the last line break or space before
    the limit."""
    pieces = []
    while len(chunk) > MAX_BODY:
        cut = chunk.rfind("\n", CHUNK_MIN, MAX_BODY)  # a line break if there is one, else a space
        cut = cut if cut > 0 else chunk.rfind(" ", CHUNK_MIN, MAX_BODY)
        cut = cut if cut > 0 else MAX_BODY
        pieces.append(chunk[:cut].strip())
        chunk = chunk[cut:].strip()
    return [*pieces, chunk]


RULE_NUMBER = re.compile(r"^(\d{1,3}(?:-\d{1,3})+)[.)]?\s")  # "1-2-5. ...": a manual's numbered rule


def numbered_rules(body):
    """A section's body cut at its numbered rules: each rule of the section's first level ("1-2-5."
    in "1-2. Victory Condition") with the sub-rules under it ("1-2-5-1.") is one piece, and the text
    before the first rule another. The search by meaning embeds each piece apart (issue 33): the
    answer is often one rule, diluted in a 1,300-character section about something broader. A body
    without numbered rules is one piece."""
    lines = body.split("\n")
    depths = [len(m.group(1).split("-")) if (m := RULE_NUMBER.match(line.strip())) else 0 for line in lines]
    top = min((d for d in depths if d), default=0)
    if not top:
        return [body] if body.strip() else []
    pieces, current = [], []
    for line, depth in zip(lines, depths, strict=True):
        if depth == top and current:
            pieces.append("\n".join(current))
            current = []
        current.append(line)
    pieces.append("\n".join(current))
    return [piece.strip() for piece in pieces if piece.strip()]


def split_rules(text):
    """The sections of a rules document, in reading order."""
    sections = _fold_small(_split_lines(text.splitlines()))
    result = [piece for section in sections for piece in _cut_long(section)]
    for order, section in enumerate(result, start=1):
        section.order = order
    return result
