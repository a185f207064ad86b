"""The README's examples run as written, and its two commands are the Makefile's."""

from __future__ import annotations

import doctest
import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_readme_examples_run():
    parser = doctest.DocTestParser()
    examples = "\n".join(re.findall(r"```python\n(.*?)```", README, flags=re.DOTALL))
    test = parser.get_doctest(examples, {}, "README.md", str(ROOT / "README.md"), 0)
    assert test.examples, "the README shows no example"
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    runner.run(test)
    assert runner.summarize(verbose=False).failed == 0


def test_readme_opens_with_the_site_and_test_commands():
    first_block = re.search(r"```sh\n(.*?)```", README, flags=re.DOTALL).group(1)
    commands = [line.split("#")[0].strip() for line in first_block.splitlines() if line.strip()]
    assert commands == ["make site", "make test"]
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    assert re.search(r"^site:", makefile, flags=re.MULTILINE)
    assert re.search(r"^test:", makefile, flags=re.MULTILINE)
    assert "make test" in (ROOT / ".ci" / "run").read_text(encoding="utf-8")


def test_readme_install_line_names_the_distribution_and_its_extra():
    """The notebook user's section opens with the one install line, for the name and extra pyproject.toml has."""
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    section = README.split("## Use it in your own notebook", 1)[1]
    first = re.search(r"```sh\n(.*?)```", section, flags=re.DOTALL).group(1).strip()
    assert first == f'pip install "{project["name"]}[widgets]"'
    assert project["name"] != "tutor" and "widgets" in project["optional-dependencies"]
    assert "Open edX" in section and "`tutor`" in section  # the other package with the same import name


def test_changelog_has_a_section_for_this_version():
    import tutor

    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    assert re.search(rf"^## {re.escape(tutor.__version__)}\b", changelog, flags=re.MULTILINE)
