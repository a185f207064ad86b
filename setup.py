"""The one build step pyproject.toml cannot say: the translation catalogues (``tutor/locale/*.po``) compiled to
gettext's ``.mo`` files inside the built package (``tutor/locale/<code>/LC_MESSAGES/tutor.mo``), as
``python -m tutor.i18n compile`` does. Everything else is in pyproject.toml."""

from __future__ import annotations

import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py


class BuildPyWithCatalogues(build_py):
    """``build_py``, then each language's catalogue compiled into the build."""

    def run(self) -> None:
        super().run()
        here = Path(__file__).resolve().parent
        sys.path.insert(0, str(here))
        try:
            from tutor.i18n import compile_catalogues
        finally:
            sys.path.remove(str(here))
        for path in compile_catalogues(Path(self.build_lib) / "tutor" / "locale"):
            print(f"compiled {path}")


setup(cmdclass={"build_py": BuildPyWithCatalogues})
