"""What the import commands share: their game and file arguments, and how they print a summary."""

from games.rules import registry as games


def add_file_arguments(parser, *, kind_of, file_help):
    """The game (with the file kind each game imports, its rules' `kind_of` attribute), the file, --json."""
    kinds = ", ".join(f"{g.slug} ({getattr(g, kind_of)})" for g in games.all_games() if getattr(g, kind_of))
    parser.add_argument("game", help=f"the game and its file's kind: {kinds}")
    parser.add_argument("path", help=file_help)
    parser.add_argument("--json", action="store_true", help="print the summary as JSON")


def write_headline(command, headline, *, count, codes, what, indent=""):
    """The headline as a success, then `count` codes that are `what`; the import lists at most a few of them,
    so "..." says when the list is cut."""
    command.stdout.write(command.style.SUCCESS(headline))
    if count:
        cut = " ..." if count > len(codes) else ""
        command.stdout.write(f"{indent}{count} {what}: " + ", ".join(codes) + cut)
