"""Real Chromium (the Debian package) driven by Playwright against pytest-django's live server: the fixtures
every browser test shares, defined once (tests/conftest.py loads this module as a plugin).

One Playwright and one Chromium serve the whole session: a second sync Playwright cannot start while the first
one's event loop runs. Each test gets tabs of its own context (cookies and storage of its own)."""

import os
import shutil

import pytest
from django.db import connections

from tests.conftest import PASSWORD

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
PHONE = {"width": 375, "height": 800}
TIMEOUT_MS = 15_000  # what a step may wait for the page
WORKER_TIMEOUT_MS = 30_000  # on a phone tab: its tests wait for a real worker's verdict or job

# What scrolls sideways: the document, or any box of the page that scrolls its own content sideways (a table
# in an overflow-x wrapper fits the document but still hides its columns off screen).
SIDEWAYS = """() => {
  const boxes = [...document.querySelectorAll('body *')].filter((e) => {
    const style = getComputedStyle(e);
    return ['auto', 'scroll'].includes(style.overflowX) && e.scrollWidth > e.clientWidth + 1;
  }).map((e) => e.tagName.toLowerCase() + '.' + e.className);
  if (document.documentElement.scrollWidth > window.innerWidth) boxes.push('document');
  return boxes;
}"""


@pytest.fixture(scope="session")
def browser():
    if not shutil.which(CHROMIUM):
        pytest.fail(f"Chromium not found at {CHROMIUM}: apt-get install chromium")
    # Playwright's sync API runs an event loop in this thread; the ORM calls the tests make between browser
    # steps are still plain synchronous code.
    os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")
    from playwright.sync_api import sync_playwright  # imported here: runs that start no browser skip loading it

    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


def new_tab(browser, live_server, timeout=TIMEOUT_MS, **options):
    context = browser.new_context(base_url=live_server.url, **options)
    context.set_default_timeout(timeout)
    return context, context.new_page()


@pytest.fixture
def page(browser, live_server):
    context, tab = new_tab(browser, live_server, accept_downloads=True)
    yield tab
    context.close()


@pytest.fixture
def phone(browser, live_server):
    """A 375 px wide tab, logged out."""
    context, tab = new_tab(browser, live_server, WORKER_TIMEOUT_MS, viewport=PHONE)
    yield tab
    context.close()
    # The ORM calls made while Playwright runs use a connection of their own: close it, or the test database
    # cannot be dropped at the end of the session.
    connections.close_all()


def log_in(page, username, next=None):
    """Log `username` (a user of tests.conftest.make_user, with its PASSWORD) in through the login form, from a
    fresh session; with `next`, wait until the page it leads to has loaded."""
    page.context.clear_cookies()
    page.goto(f"/accounts/login/?next={next}" if next else "/accounts/login/")
    page.get_by_label("Username").fill(username)
    page.get_by_label("Password").fill(PASSWORD)
    page.get_by_role("button", name="Log in").click()
    if next:
        page.wait_for_url(lambda url: url.endswith(next) and "login" not in url)
    else:
        page.wait_for_load_state()
