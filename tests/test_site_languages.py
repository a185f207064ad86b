"""JupyterLab's own menus in the site's languages (issue 27): ``site/build.py`` keeps the translations of the
site's languages from what the lite build shipped, limited to the domains its front end uses, and gives each app's
page the script that chooses the learner's language before JupyterLite starts. (The browser test,
tests/browser/test_languages.py, opens a lesson with its menus in Japanese and Spanish.)"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "site"))
import build  # noqa: E402

PAGE = """<!DOCTYPE html>
<html><head>
    <script id="jupyter-config-data" type="application/json" data-jupyter-lite-root="..">
      {}
    </script>
    <script>import('../config-utils.js');</script>
</head><body></body></html>
"""


def pack(locale: str, domains: tuple[str, ...]) -> dict:
    return {
        "data": {d: {"": {"language": locale}, "File": [f"{locale}:{d}"]} for d in domains},
        "message": "",
    }


@pytest.fixture
def output(tmp_path, monkeypatch) -> Path:
    """What the lite build leaves: every installed pack's translations, and the apps' pages."""
    api = tmp_path / "api" / "translations"
    api.mkdir(parents=True)
    names = {"en": "English", "ja_JP": "Japanese (Japan)", "es_ES": "Spanish (Spain)", "fr_FR": "French"}
    listing = {code: {"displayName": n, "nativeName": n} for code, n in names.items()}
    (api / "all.json").write_text(json.dumps({"data": listing, "message": ""}))
    (api / "en.json").write_text(json.dumps({"data": {}, "message": ""}))
    for locale in ("ja_JP", "es_ES", "fr_FR"):
        (api / f"{locale}.json").write_text(json.dumps(pack(locale, ("jupyterlab", "jupyterlab_git"))))
    for app in (build.LESSON_APP, "tree", "lab"):
        (tmp_path / app).mkdir()
        (tmp_path / app / "index.html").write_text(PAGE)
    monkeypatch.setattr(build, "OUTPUT", tmp_path)
    return tmp_path


def test_the_site_keeps_the_packs_of_its_languages_and_the_domains_it_uses(output):
    build.ship_jupyterlab_languages()
    api = output / "api" / "translations"
    assert sorted(p.name for p in api.glob("*.json")) == ["all.json", "en.json", "es_ES.json", "ja_JP.json"]
    assert list(json.loads((api / "all.json").read_text())["data"]) == ["en", "ja_JP", "es_ES"]
    japanese = json.loads((api / "ja_JP.json").read_text())["data"]
    assert japanese == {"jupyterlab": pack("ja_JP", ("jupyterlab",))["data"]["jupyterlab"]}


def script_menus(page: Path) -> dict:
    scripts = re.findall(r'<script id="tutor-language">(.*?)</script>', page.read_text(), flags=re.S)
    assert len(scripts) == 1, page.read_text()
    return json.loads(re.search(r"var menus = (\{.*?\});\n", scripts[0]).group(1))


def test_each_app_page_chooses_the_learners_language_before_the_app_starts(output):
    build.ship_jupyterlab_languages()
    build.ship_jupyterlab_languages()  # a second build changes nothing: one script per page
    for app in (build.LESSON_APP, "tree", "lab"):
        page = output / app / "index.html"
        text = page.read_text()
        # after the configuration it adds to, before config-utils.js reads and rewrites it
        assert (
            text.index('id="jupyter-config-data"') < text.index("tutor-language") < text.index("config-utils")
        )
        menus = script_menus(page)
        assert {code: m["locale"] for code, m in menus.items()} == {"en": "en", "ja": "ja_JP", "es": "es_ES"}
        for code, (lessons, reset) in build.HELP_ITEMS.items():
            items = menus[code]["help"]["menus"][0]["items"]
            assert [i["args"]["text"] for i in items if i.get("command") == "help:open"] == [lessons, reset]
    # the site's Help items in English are those of overrides.json, for a learner who chose no language
    assert build.help_menu("en")["menus"][0]["items"][1]["args"]["text"] == "All lessons…"


def test_a_build_without_a_language_pack_stops_and_says_which(output):
    api = output / "api" / "translations"
    listing = json.loads((api / "all.json").read_text())
    del listing["data"]["ja_JP"]
    (api / "all.json").write_text(json.dumps(listing))
    with pytest.raises(SystemExit, match=r"no JupyterLab language pack for ja_JP"):
        build.ship_jupyterlab_languages()
