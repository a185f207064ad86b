# The two commands a newcomer needs:
#   make site   build the offline JupyterLite site and serve it on http://127.0.0.1:8000/
#   make test   run every test (lint, unit, doctests, lessons, docs build, the wheel in a fresh venv, site in headless Chromium)
# Both set up everything they need (a .venv, Python packages, Node's npm pack, Debian's chromium) unattended.

PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed-$(shell cat pyproject.toml site/versions.toml 2>/dev/null | cksum | cut -d' ' -f1)
PORT   ?= 8000

.PHONY: all site build-site serve test test-fast lint format docs docs-catalogues bench bench-peers clean bytecode package catalogues reexports

all: test

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test,docs,site,widgets]'
	$(PY) -m pip uninstall --quiet --yes tutor 2>/dev/null || true  # the distribution's name before 0.2 (now trick-tutor)
	touch $(STAMP)

venv: $(STAMP)

## tutor's bytecode, compiled once as pip compiles an installed package (tutor is installed editable): where
## PYTHONDONTWRITEBYTECODE is set, as on this project's machines, each Python that imports tutor would compile it
## again, and a test run or a site build starts thirty of them (lesson kernels, test workers, Sphinx).
bytecode: $(STAMP)
	$(PY) -m compileall -q tutor

## The main job: build the site and serve it.
site: build-site
	$(PY) site/serve.py --port $(PORT)

build-site: $(STAMP) bytecode
	$(PY) site/build.py

## Every test: lint, unit tests + doctests + lessons, the docs build, the site in a real browser.
test: $(STAMP) lint bytecode
	$(PY) -m pytest -q -m "not browser" -n auto  # on every core; includes tests/test_docs.py: the docs build, warnings as errors (the first worker runs the lessons and the docs build: tests/conftest.py)
	$(MAKE) package
	$(MAKE) build-site
	$(PY) site/ensure_chromium.py
	$(PY) -m pytest -q -m browser tests/browser

## The package as a user installs it: the sdist and the wheel built and checked (twine), the wheel alone installed in a
## fresh venv with the README's extra, the doctests and a notebook (.ci/first_notebook.md) run there.
package: $(STAMP)
	$(PY) .ci/check_package.py

test-fast: $(STAMP) bytecode
	$(PY) -m pytest -q -m "not browser and not slow" -x

lint: $(STAMP)
	$(PY) -m ruff check tutor tests lessons docs site benchmarks .ci scripts conftest.py setup.py
	$(PY) -m ruff format --check tutor tests lessons docs site benchmarks .ci scripts conftest.py setup.py
	$(PY) -m mypy  # the game protocol, strict, and each game checked against it ([tool.mypy] in pyproject.toml)

format: $(STAMP)
	$(PY) -m ruff format tutor tests lessons docs site benchmarks .ci scripts conftest.py setup.py
	$(PY) -m ruff check --fix tutor tests lessons docs site benchmarks .ci scripts conftest.py setup.py

## The docs in English (docs/_build/html) and in each language of docs/locales (docs/_build/html/<code>/), warnings
## as errors. The English build executes every lesson; the translated ones share one jupyter-cache (the lessons'
## pages stay English there).
DOCS_LANGUAGES := $(notdir $(wildcard docs/locales/*))
docs: $(STAMP)
	$(PY) -m sphinx -W --keep-going -b html -d docs/_build/doctrees docs docs/_build/html
	rm -rf docs/_build/jupyter_cache
	for code in $(DOCS_LANGUAGES); do \
	  TUTOR_DOCS_EXECUTE=cache TUTOR_DOCS_CACHE=$(CURDIR)/docs/_build/jupyter_cache \
	  $(PY) -m sphinx -W --keep-going -b html -D language=$$code \
	    -d docs/_build/doctrees-$$code docs docs/_build/html/$$code || exit 1; \
	done

## The docs' translation catalogues (docs/locales/<code>/LC_MESSAGES/<page>.po) in step with the pages.
docs-catalogues: $(STAMP)
	$(PY) scripts/docs_catalogues.py

## The translation catalogues in step with the code (tutor/locale: tutor.pot, ja.po, es.po) and the lessons
## (lessons/locale/<language>/<lesson>.po); see docs/languages.md.
catalogues: $(STAMP)
	$(PY) scripts/catalogues.py
	$(PY) scripts/lesson_catalogues.py

## Each game package's re-exports (its __init__.py's import block and __all__) written from its modules' __all__;
## see docs/developers.md, "Adding a game".
reexports: $(STAMP)
	$(PY) scripts/reexports.py

bench: $(STAMP)
	$(PY) benchmarks/run.py

## Each game's random playouts side by side with OpenSpiel's and RLCard's bridge (installs the bench extra).
bench-peers: $(STAMP)
	$(PY) -m pip install --quiet -e '.[bench]'
	$(PY) benchmarks/run.py peers

clean:
	rm -rf docs/_build site/_build site/_output .pytest_cache
