"""site/serve.py sends the build's pre-compressed copies (x.br, x.gz) with the right Content-Encoding, only to a
browser that accepts them, with the original's type and Vary: Accept-Encoding; and counts the bytes it sends."""

from __future__ import annotations

import gzip
import sys
import threading
import urllib.error
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "site"))
import serve  # noqa: E402

BODY = b"console.log('tutor');\n" * 200


@pytest.fixture
def server(tmp_path):
    (tmp_path / "app.js").write_bytes(BODY)
    (tmp_path / "app.js.gz").write_bytes(gzip.compress(BODY))
    (tmp_path / "app.js.br").write_bytes(b"not really brotli, but what the build wrote")
    (tmp_path / "plain.js").write_bytes(BODY)
    srv = serve.make_server(tmp_path, 0)
    # (checking for the end every 0.05 s, not 0.5: each test waits for that check at its end)
    threading.Thread(target=srv.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()
    yield srv, f"http://127.0.0.1:{srv.server_address[1]}/"
    srv.shutdown()
    srv.server_close()


def get(url: str, **headers: str):
    with urllib.request.urlopen(urllib.request.Request(url, headers=headers)) as r:
        return r.status, r.headers, r.read()


def test_brotli_first_when_accepted(server):
    _, url = server
    status, headers, body = get(url + "app.js", **{"Accept-Encoding": "gzip, deflate, br, zstd"})
    assert status == 200 and headers["Content-Encoding"] == "br"
    assert headers["Content-Type"] == "text/javascript" and headers["Vary"] == "Accept-Encoding"
    assert body == b"not really brotli, but what the build wrote"
    assert int(headers["Content-Length"]) == len(body)


def test_gzip_when_brotli_is_not_accepted(server):
    _, url = server
    _, headers, body = get(url + "app.js", **{"Accept-Encoding": "gzip, br;q=0"})
    assert headers["Content-Encoding"] == "gzip" and gzip.decompress(body) == BODY


def test_the_file_itself_to_a_browser_that_accepts_no_encoding(server):
    _, url = server
    status, headers, body = get(url + "app.js")
    assert status == 200 and "Content-Encoding" not in headers and body == BODY
    assert headers["Vary"] == "Accept-Encoding"
    _, headers, body = get(url + "plain.js", **{"Accept-Encoding": "gzip, br"})  # no copy: the file
    assert "Content-Encoding" not in headers and "Vary" not in headers and body == BODY


def test_a_second_visit_gets_not_modified(server):
    _, url = server
    _, headers, _ = get(url + "app.js", **{"Accept-Encoding": "gzip"})
    with pytest.raises(urllib.error.HTTPError) as answer:
        get(url + "app.js", **{"Accept-Encoding": "gzip", "If-Modified-Since": headers["Last-Modified"]})
    assert answer.value.code == 304


def test_the_server_counts_the_bytes_it_sends(server):
    srv, url = server
    srv.bytes_sent = 0
    get(url + "plain.js")
    assert len(BODY) < srv.bytes_sent < len(BODY) + 1000  # the body and the headers


def test_the_server_counts_the_bytes_of_each_path(server):
    srv, url = server
    srv.bytes_sent, srv.sent_by_path = 0, {}
    get(url + "plain.js?v=1")
    get(url + "app.js", **{"Accept-Encoding": "gzip"})
    assert set(srv.sent_by_path) == {"/plain.js", "/app.js"}  # the query left out
    assert len(BODY) < srv.sent_by_path["/plain.js"] < len(BODY) + 1000
    assert len(gzip.compress(BODY)) < srv.sent_by_path["/app.js"] < len(BODY)  # the gzip copy was sent
    assert sum(srv.sent_by_path.values()) == srv.bytes_sent
