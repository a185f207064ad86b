"""Shared by the tests and the doctests of ``tutor/``: every test starts and ends in English, so that a doctest that
sets a language and fails before setting it back cannot change the words of the tests after it."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tutor.i18n import set_language


@pytest.fixture(autouse=True)
def _english() -> Iterator[None]:
    set_language("en")
    yield
    set_language("en")
