from ._importing import ImportCommand


class Command(ImportCommand):
    help = "Import a rules document, split into sections at its headings: import_rules GAME LANG FILE"
    kind = "rules"
