"""How the import commands print a summary: its headline, then the codes it could not place."""


def write_headline(command, headline, *, count, codes, what, indent=""):
    """The headline as a success, then `count` codes that are `what`; the import lists at most a few of them,
    so "..." says when the list is cut."""
    command.stdout.write(command.style.SUCCESS(headline))
    if count:
        cut = " ..." if count > len(codes) else ""
        command.stdout.write(f"{indent}{count} {what}: " + ", ".join(codes) + cut)
