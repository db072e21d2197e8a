"""Real Chromium (the Debian package) driven by Playwright against pytest-django's live server."""

import os
import shutil

import pytest

# Playwright's sync API runs an event loop in this thread; the ORM calls the tests make between
# browser steps are still plain synchronous code.
os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]


# One Playwright and one Chromium for the whole session, even when other test modules import these
# fixtures (each import is a fixture definition of its own): a second sync Playwright cannot start
# while the first one's event loop runs.
_SHARED = {}


@pytest.fixture(scope="session")
def browser():
    if not shutil.which(CHROMIUM):
        pytest.fail(f"Chromium not found at {CHROMIUM}: apt-get install chromium")
    if "browser" not in _SHARED:
        from playwright.sync_api import sync_playwright

        _SHARED["playwright"] = sync_playwright().start()
        _SHARED["browser"] = _SHARED["playwright"].chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    return _SHARED["browser"]


def pytest_sessionfinish(session, exitstatus):
    if "browser" in _SHARED:
        _SHARED.pop("browser").close()
        _SHARED.pop("playwright").stop()


@pytest.fixture
def page(browser, live_server):
    context = browser.new_context(base_url=live_server.url, accept_downloads=True)
    context.set_default_timeout(15_000)
    tab = context.new_page()
    yield tab
    context.close()


@pytest.fixture
def narrow_page(browser, live_server):
    context = browser.new_context(base_url=live_server.url, viewport={"width": 375, "height": 800})
    context.set_default_timeout(15_000)
    tab = context.new_page()
    yield tab
    context.close()


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
