"""Steps of the browser tests (the browser fixtures themselves are in tests/support/browser.py)."""

PASSWORD = "a-long-pass-phrase-42"


def sign_up(page, username="player1", password=PASSWORD):
    page.goto("/accounts/signup/")
    page.get_by_label("Username").fill(username)
    page.get_by_label("Password", exact=True).fill(password)
    page.get_by_label("Password confirmation").fill(password)
    page.get_by_role("button", name="Sign up").click()
    page.wait_for_url("**/decks/")


def new_deck(page, game_name):
    """Open the editor on a new deck: a draft, stored by its first save."""
    page.goto("/decks/")
    page.get_by_label("Game").select_option(label=game_name)
    page.get_by_role("button", name="New deck").click()
    page.wait_for_url("**/decks/new/*/edit/")


def new_saved_deck(page, game_name):
    """A new deck saved once (its revision 1), the editor open on it at its own address."""
    from playwright.sync_api import expect

    new_deck(page, game_name)
    page.get_by_role("button", name="Save", exact=True).click()
    expect(page.locator("#save-status")).to_contain_text("Saved revision 1")
    page.wait_for_url("**/decks/*/edit/")
