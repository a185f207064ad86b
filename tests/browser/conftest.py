"""Fixtures for the end-to-end tests of the built JupyterLite site in headless Chromium, fully offline.

The built site (``make build-site``) is served from ``site/_output`` on 127.0.0.1 (a free port) by
``site/serve.py``; Debian's chromium (``site/ensure_chromium.py``) is driven by Python playwright with the flags
that keep it offline. Every request to another host and every 4xx/5xx answer is recorded (by the browser and by
the server) and fails the test that caused it.
"""

from __future__ import annotations

import json
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest

ROOT = Path(__file__).resolve().parents[2]
OUTPUT = ROOT / "site" / "_output"
sys.path.insert(0, str(ROOT / "site"))  # the site's own server and browser settings
from ensure_chromium import CHROMIUM, FLAGS  # noqa: E402


class Site:
    """The served site: its URL, the lessons it ships, and what the server answered with 4xx/5xx."""

    def __init__(self, url: str, lessons: list[str], app: str = "lab") -> None:
        self.url = url
        self.lessons = lessons
        self.app = app
        self.errors: list[tuple[int, str]] = []

    @property
    def start(self) -> str:
        return self.lessons[0]

    def lesson_url(self, name: str) -> str:
        return f"{self.url}{self.app}/index.html?path={name}"


@pytest.fixture(scope="session")
def site() -> Iterator[Site]:
    if not (OUTPUT / "release.json").exists():
        pytest.fail("site/_output holds no built site: run `make build-site` first")
    import serve

    server = serve.make_server(OUTPUT, 0, quiet=True)
    host, port = server.server_address[:2]
    release = json.loads((OUTPUT / "release.json").read_text())
    served = Site(f"http://{host}:{port}/", release["lessons"], release.get("app", "lab"))

    server.errors = served.errors
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield served
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def browser():
    sync_api = pytest.importorskip("playwright.sync_api")
    if not CHROMIUM.exists():
        pytest.fail(f"{CHROMIUM} is missing: run site/ensure_chromium.py")
    with sync_api.sync_playwright() as p:
        # ignore playwright's own --headless: Debian's chromium takes --headless=new from FLAGS
        b = p.chromium.launch(executable_path=str(CHROMIUM), args=FLAGS, ignore_default_args=["--headless"])
        yield b
        b.close()


class Traffic:
    """Requests that left 127.0.0.1 and answers with status >= 400, seen by the browser."""

    def __init__(self, site: Site) -> None:
        self.site = site
        self.external: list[str] = []
        self.bad: list[tuple[int, str]] = []

    def on_request(self, request) -> None:
        url = request.url
        if url.startswith(("data:", "blob:", "about:", "chrome:", "chrome-extension:")):
            return
        if urlsplit(url).hostname != "127.0.0.1":
            self.external.append(url)

    def on_response(self, response) -> None:
        if response.status >= 400:
            self.bad.append((response.status, response.url))

    def check(self) -> None:
        assert self.external == [], f"requests left 127.0.0.1: {self.external}"
        assert self.bad == [], f"4xx/5xx answers seen by the browser: {self.bad}"
        assert self.site.errors == [], f"4xx/5xx answers sent by the server: {self.site.errors}"


@pytest.fixture
def context(browser, site, tmp_path):
    """A fresh browser profile (storage included) for one test, with its traffic checked at the end."""
    site.errors.clear()
    traffic = Traffic(site)
    ctx = browser.new_context(viewport={"width": 1280, "height": 900})
    ctx.on("request", traffic.on_request)
    ctx.on("requestfailed", traffic.on_request)
    ctx.on("response", traffic.on_response)
    ctx.set_default_timeout(30_000)
    ctx.traffic = traffic
    yield ctx
    ctx.close()
    traffic.check()


@pytest.fixture
def page(context):
    pg = context.new_page()
    pg.page_errors = []
    pg.on("pageerror", lambda err: pg.page_errors.append(str(err)))
    return pg
