"""Make sure Debian's ``chromium`` is installed (the browser tests drive it with Python playwright).

``npx playwright install`` cannot download browsers on these machines, so the tests use ``/usr/bin/chromium``
from apt. Runs unattended as root: ``apt-get update`` then ``apt-get install -y chromium`` when it is missing.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

CHROMIUM = Path("/usr/bin/chromium")

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


def main() -> int:
    if CHROMIUM.exists():
        print(f"{CHROMIUM} is installed")
        return 0
    if os.geteuid() != 0 and shutil.which("sudo") is None:
        print(f"{CHROMIUM} is missing; install Debian's chromium package as root", file=sys.stderr)
        return 1
    sudo = [] if os.geteuid() == 0 else ["sudo"]
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    subprocess.run([*sudo, "apt-get", "update", "-q"], check=True, env=env)
    subprocess.run(
        [*sudo, "apt-get", "install", "-y", "-q", "--no-install-recommends", "chromium"], check=True, env=env
    )
    if not CHROMIUM.exists():
        print(f"apt-get installed chromium but {CHROMIUM} is still missing", file=sys.stderr)
        return 1
    print(f"installed {CHROMIUM}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
