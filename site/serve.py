"""Serve the built site (``site/_output``) on 127.0.0.1 with a plain threaded static server.

    .venv/bin/python site/serve.py [--port 8000] [--dir site/_output]

Any static web server works as well; this one makes sure of the MIME types that Pyodide and JupyterLite need
(``.wasm``, ``.mjs``, ``.js``, ``.json``), sends the build's pre-compressed copies (``x.br``, ``x.gz``) with the
right ``Content-Encoding`` to a browser that accepts them, and prints the URL of the start page.
"""

from __future__ import annotations

import argparse
import email.utils
import functools
import http.server
import json
import os
import sys
import threading
from pathlib import Path
from typing import ClassVar

OUTPUT = Path(__file__).resolve().parent / "_output"

MIME_TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".ipynb": "application/json",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".svg": "image/svg+xml",
    ".css": "text/css",
    ".html": "text/html",
    ".md": "text/markdown",
    ".woff2": "font/woff2",
    ".woff": "font/woff",
    ".ttf": "font/ttf",
}


class _CountingWriter:
    """The response stream, counting the bytes sent (headers and bodies) into the server's ``bytes_sent``, and
    per requested path (query left out) into its ``sent_by_path``."""

    def __init__(self, stream, handler: Handler) -> None:
        self._stream = stream
        self._handler = handler

    def write(self, data: bytes) -> int:
        # counted before the write: a client that has read the whole answer finds it counted
        server = self._handler.server
        path = getattr(self._handler, "path", "?").partition("?")[0]
        with server.lock:
            server.bytes_sent += len(data)
            server.sent_by_path[path] = server.sent_by_path.get(path, 0) + len(data)
        return self._stream.write(data)

    def __getattr__(self, name: str):
        return getattr(self._stream, name)


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map: ClassVar[dict[str, str]] = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        **MIME_TYPES,
    }

    #: the pre-compressed copies the build writes, best first
    ENCODINGS = ((".br", "br"), (".gz", "gzip"))

    def setup(self) -> None:
        super().setup()
        self.wfile = _CountingWriter(self.wfile, self)  # type: ignore[assignment]

    def _accepted(self) -> set[str]:
        codings = set()
        for part in self.headers.get("Accept-Encoding", "").split(","):
            name, _, params = part.strip().partition(";")
            if params.replace(" ", "") not in ("q=0", "q=0.0", "q=0.00", "q=0.000"):
                codings.add(name.strip().lower())
        return codings

    def send_head(self):
        """A file's pre-compressed copy (``x.br`` or ``x.gz``) when the browser accepts it; else the file."""
        path = self.translate_path(self.path)
        if not os.path.isfile(path):
            return super().send_head()
        variants = [(path + ext, coding) for ext, coding in self.ENCODINGS if os.path.isfile(path + ext)]
        self._vary = bool(variants)  # the answer depends on Accept-Encoding: caches must know
        accepted = self._accepted()
        for packed, coding in variants:
            if coding in accepted:
                return self._send_compressed(path, packed, coding)
        return super().send_head()

    def _send_compressed(self, path: str, packed: str, coding: str):
        f = open(packed, "rb")  # noqa: SIM115 - returned to the caller, which copies and closes it
        try:
            fs = os.fstat(f.fileno())
            modified = int(os.stat(path).st_mtime)
            since = self.headers.get("If-Modified-Since")
            if since and "If-None-Match" not in self.headers:
                try:
                    if modified <= email.utils.parsedate_to_datetime(since).timestamp():
                        self.send_response(http.HTTPStatus.NOT_MODIFIED)
                        self.end_headers()
                        f.close()
                        return None
                except (TypeError, IndexError, OverflowError, ValueError):
                    pass
            self.send_response(http.HTTPStatus.OK)
            self.send_header("Content-Type", self.guess_type(path))
            self.send_header("Content-Encoding", coding)
            self.send_header("Content-Length", str(fs.st_size))
            self.send_header("Last-Modified", self.date_time_string(modified))
            self.end_headers()
            return f
        except Exception:
            f.close()
            raise

    def end_headers(self) -> None:
        # a fresh release must not hide behind a browser cache: revalidate everything (cheap on 127.0.0.1)
        self.send_header("Cache-Control", "no-cache")
        if getattr(self, "_vary", False):
            self.send_header("Vary", "Accept-Encoding")
        super().end_headers()

    def log_request(self, code="-", size="-") -> None:
        errors = self.server.errors  # type: ignore[attr-defined]
        if errors is not None and str(code).isdigit() and int(code) >= 400:
            errors.append((int(code), self.path))
        super().log_request(code, size)

    def log_message(self, format: str, *args) -> None:
        if self.server.quiet:  # type: ignore[attr-defined]
            return
        super().log_message(format, *args)


class Server(http.server.ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True
    quiet = False
    #: when a list, every answer with status >= 400 is recorded in it as (status, path)
    errors: list[tuple[int, str]] | None = None
    #: bytes written to the network so far (status lines, headers and bodies): what a learner downloads
    bytes_sent = 0

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.lock = threading.Lock()
        #: the same bytes by requested path (its query left out)
        self.sent_by_path: dict[str, int] = {}


def make_server(directory: Path, port: int = 0, host: str = "127.0.0.1", quiet: bool = True) -> Server:
    """A server for ``directory`` (port 0: any free port); call ``serve_forever()`` on it."""
    handler = functools.partial(Handler, directory=str(directory))
    server = Server((host, port), handler)
    server.quiet = quiet
    return server


def start_url(server: Server, directory: Path) -> tuple[str, str]:
    """(the site's root URL, the start lesson's URL)."""
    host, port = server.server_address[:2]
    url = f"http://{host}:{port}/"
    release = directory / "release.json"
    if release.exists():
        info = json.loads(release.read_text())
        return url, f"{url}{info.get('app', 'lab')}/index.html?path={info['lessons'][0]}"
    return url, url


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Serve the built JupyterLite site on 127.0.0.1.")
    parser.add_argument("--port", type=int, default=8000, help="port (default 8000; 0 picks a free one)")
    parser.add_argument("--dir", type=Path, default=OUTPUT, help="the built site (default site/_output)")
    parser.add_argument("--quiet", action="store_true", help="do not log requests")
    args = parser.parse_args(argv)
    if not (args.dir / "index.html").exists():
        print(f"{args.dir} holds no built site: run `make build-site` first", file=sys.stderr)
        return 1
    server = make_server(args.dir, args.port, quiet=args.quiet)
    root, start = start_url(server, args.dir)
    print(f"Serving {args.dir} on {root}", flush=True)
    print(f"Open {root} (it opens the lessons on 'Start here': {start})", flush=True)
    print("Press Ctrl+C to stop.", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
