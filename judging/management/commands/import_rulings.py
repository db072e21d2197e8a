from ._importing import ImportCommand


class Command(ImportCommand):
    help = "Import an FAQ of rulings (Q1./R1. pairs under headings): import_rulings GAME LANG FILE"
    kind = "faq"
