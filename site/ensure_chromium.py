"""Make sure Debian's ``chromium`` is installed (the browser tests drive it with Python playwright), with a font
that has the Japanese glyphs (the lessons ship in Japanese too).

``npx playwright install`` cannot download browsers on these machines, so the tests use ``/usr/bin/chromium``
from apt. Runs unattended as root: ``apt-get update`` then ``apt-get install -y`` of what is missing:
``chromium``, and ``fonts-ipafont-gothic`` (3.5 MB; a machine without any Japanese font draws each kanji as an
empty box).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

CHROMIUM = Path("/usr/bin/chromium")
#: a Debian font with the Japanese glyphs, installed when the machine has none
JAPANESE_FONT = "fonts-ipafont-gothic"

# The flags that keep a headless run offline and quiet (the tests and the cold-start benchmark use them):
# every host but 127.0.0.1 resolves to nothing, and Chromium makes no background connection of its own.
FLAGS = [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
]


def has_japanese_font() -> bool:
    """Whether fontconfig knows a font with the Japanese glyphs."""
    if shutil.which("fc-list") is None:
        return False
    found = subprocess.run(["fc-list", ":lang=ja", "family"], capture_output=True, text=True)
    return bool(found.stdout.strip())


def main() -> int:
    missing = ([] if CHROMIUM.exists() else ["chromium"]) + ([] if has_japanese_font() else [JAPANESE_FONT])
    if not missing:
        print(f"{CHROMIUM} is installed, with a Japanese font")
        return 0
    if os.geteuid() != 0 and shutil.which("sudo") is None:
        print(f"missing: {', '.join(missing)}; install these Debian packages as root", file=sys.stderr)
        return 1 if "chromium" in missing else 0
    sudo = [] if os.geteuid() == 0 else ["sudo"]
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    subprocess.run([*sudo, "apt-get", "update", "-q"], check=True, env=env)
    subprocess.run(
        [*sudo, "apt-get", "install", "-y", "-q", "--no-install-recommends", *missing], check=True, env=env
    )
    if not CHROMIUM.exists():
        print(f"apt-get installed chromium but {CHROMIUM} is still missing", file=sys.stderr)
        return 1
    print(f"installed {', '.join(missing)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
