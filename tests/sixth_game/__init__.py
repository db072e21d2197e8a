"""A sixth game, made up for the tests, in one package (flip/) that the product never imports: registered
with games.rules.registry for the tests only, it gets decklists validated, records adjudicated and pages
rendered with no other file changed (issue 29 point 8, docs/adding-a-game.md)."""
