"""Reading an FAQ file in the format of the official DBS FAQ (dbs-cardgame-faq.fr.txt).

Pure Python. The format, as the file shows it:
- a section heading is a line of its own ("Construction du deck", "Mots-clefs");
- a keyword heading is a bracketed line ("[Barrière]") under which the keyword's rulings follow;
- rulings are `Q<n>.` / `R<n>.` pairs, numbered from 1 again in each section;
- `NOUVEAU` right after `Q<n>.` marks a ruling new in this edition;
- in the text, {BT1-057 Name} cites a card, <Name> (or ＜Name＞) a character, 《Name》 an origin,
  [Keyword] a keyword.
A line that is none of these continues the question or answer before it.
"""

import re
from dataclasses import dataclass, field

from games.messages import N_, Message

QUESTION = re.compile(r"^\s*Q\s*(\d+)\s*[.．]\s*(.*)$")
ANSWER = re.compile(r"^\s*R\s*(\d+)\s*[.．]\s*(.*)$")
NEW_MARK = re.compile(r"^\s*NOUVEAU\s*")
KEYWORD_HEADING = re.compile(r"^\s*\[([^\]]+)\]\s*$")
CARD = re.compile(r"[{｛]\s*([A-Z]+\d*-[A-Z]?\d+[A-Z_]*)\s+([^}｝]+?)\s*[}｝]")
CHARACTER = re.compile(r"[<＜]([^<>＜＞]+)[>＞]")
ORIGIN = re.compile(r"《([^《》]+)》")
KEYWORD = re.compile(r"\[([^\[\]]+)\]")
HEADING_MAX = 80


class FaqFormatError(ValueError):
    """A line the format does not allow. Its text is a games.messages.Message (`template`, `params`),
    so the upload page shows it in its reader's language."""

    def __init__(self, line, template, **params):
        text = Message(N_("line {line}: {message}"), line=line, message=Message(template, **params))
        super().__init__(text)
        self.line = line
        self.template, self.params = text.template, text.params


@dataclass
class FaqRuling:
    section: list  # heading path, e.g. ["Mots-clefs", "[Barrière]"]
    number: int
    question: str
    answer: str = ""
    line: int = 0
    is_new: bool = False
    group: int = 0  # counts restarts of the numbering inside one heading
    cards: list = field(default_factory=list)  # [(code, name)] in order of appearance
    characters: list = field(default_factory=list)
    origins: list = field(default_factory=list)
    keywords: list = field(default_factory=list)

    @property
    def key(self):
        """Stable identity inside the document, so a re-import updates the same ruling."""
        return f"{' › '.join(self.section)}#{self.group}/Q{self.number}"[:300]


def keyword_name(bracketed):
    """The keyword a bracket names: "[Contre : Attaque]" and "[Évolution (Évolution-EX)]" concern
    Contre and Évolution."""
    return re.split(r"\s*[:：(]", bracketed, maxsplit=1)[0].strip()


def _unique(items):
    return list(dict.fromkeys(items))


def annotations(question, answer, section=()):
    """The cards, characters, origins and keywords a ruling's text and headings cite."""
    text = f"{question}\n{answer}"
    heading_keywords = [keyword_name(m) for h in section for m in KEYWORD_HEADING.findall(h)]
    return {
        "cards": _unique((code, name.strip()) for code, name in CARD.findall(text)),
        "characters": _unique(name.strip() for name in CHARACTER.findall(text)),
        "origins": _unique(name.strip() for name in ORIGIN.findall(text)),
        "keywords": _unique(k for k in heading_keywords + [keyword_name(m) for m in KEYWORD.findall(text)] if k),
    }


def _annotate(ruling):
    for name, value in annotations(ruling.question, ruling.answer, ruling.section).items():
        setattr(ruling, name, value)


def _looks_like_heading(line):
    return len(line) <= HEADING_MAX and not line.rstrip().endswith((".", "?", "!", ",", ";", ":"))


def parse_faq(text):
    """The rulings of an FAQ text, in order. Raises FaqFormatError naming the line at fault."""
    rulings, section, keyword = [], [], None
    current = None  # the ruling being read
    awaiting_answer = False
    last_number, group = 0, 0
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line:
            continue
        if q := QUESTION.match(line):
            if awaiting_answer:
                raise FaqFormatError(
                    lineno, N_("Q{number} starts before Q{open} has its answer"), number=q.group(1), open=current.number
                )
            number = int(q.group(1))
            if number <= last_number:  # the numbering restarted without a heading: a new group
                group += 1
            last_number = number
            body, is_new = NEW_MARK.sub("", q.group(2)), bool(NEW_MARK.match(q.group(2)))
            path = section + ([keyword] if keyword else [])
            current = FaqRuling(path, number, body.strip(), line=lineno, is_new=is_new, group=group)
            rulings.append(current)
            awaiting_answer = True
        elif r := ANSWER.match(line):
            number = int(r.group(1))
            if not awaiting_answer:
                raise FaqFormatError(lineno, N_("R{number} has no question before it"), number=number)
            if number != current.number:
                raise FaqFormatError(
                    lineno,
                    N_("R{number} answers Q{question}: the numbers differ"),
                    number=number,
                    question=current.number,
                )
            current.is_new = current.is_new or bool(NEW_MARK.match(r.group(2)))
            current.answer = NEW_MARK.sub("", r.group(2)).strip()
            awaiting_answer = False
        elif kw := KEYWORD_HEADING.match(line):
            if awaiting_answer:
                raise FaqFormatError(
                    lineno,
                    N_("heading {heading} comes before Q{open} has its answer"),
                    heading=repr(line),
                    open=current.number,
                )
            keyword, last_number, group = f"[{kw.group(1).strip()}]", 0, 0
        elif NEW_MARK.fullmatch(line):
            continue  # a lone NOUVEAU line: the next question carries the mark in this format
        elif awaiting_answer:
            current.question = f"{current.question}\n{line}"
        elif current is not None and not _looks_like_heading(line):
            current.answer = f"{current.answer}\n{line}"
        else:
            section, keyword, last_number, group = [line[:200]], None, 0, 0
    if awaiting_answer:
        raise FaqFormatError(current.line, N_("Q{number} has no answer"), number=current.number)
    for ruling in rulings:
        _annotate(ruling)
    return rulings
