"""What the scripts that write generated files share: each file compared with what it should say, written unless
``--check`` was asked, and the stale ones named (``--check`` then fails, saying which script to run)."""

from __future__ import annotations

import sys
from collections.abc import Mapping
from pathlib import Path


def write_or_check(
    files: Mapping[Path, str], *, check: bool, root: Path, what: str, script: str
) -> list[str]:
    """The paths (relative to ``root``) whose text differs from ``files``; each written unless ``check``, and with
    ``check`` a line on stderr naming them and ``script``, the command that brings them in step with ``what``."""
    stale = []
    for path, text in files.items():
        if path.exists() and path.read_text(encoding="utf-8") == text:
            continue
        stale.append(str(path.relative_to(root)))
        if not check:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
    if check and stale:
        print(f"out of step with {what}: {', '.join(stale)} (run: python {script})", file=sys.stderr)
    return stale
