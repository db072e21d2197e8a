# Arbiter. `make run` sets up and serves the app with a worker; `make test` runs every test.
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PORT ?= 8000

.PHONY: run test test-rules deps dev-deps lint format migrate demo worker web clean messages lock

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

$(VENV)/.deps: requirements.txt | $(PY)
	$(PY) -m pip install --quiet -r requirements.txt
	touch $@

$(VENV)/.dev-deps: requirements-dev.txt requirements.txt | $(PY)
	$(PY) -m pip install --quiet -r requirements.txt -r requirements-dev.txt
	touch $@ $(VENV)/.deps

deps: $(VENV)/.deps
dev-deps: $(VENV)/.dev-deps

run: deps
	PORT=$(PORT) bash scripts/run.sh

test: dev-deps
	bash scripts/test.sh

# The pure tests only: the five games' rules and the architecture checks, with no database, broker, worker or
# browser (tests/conftest.py, --pure, leaves out every test that asks for one). Seconds, not minutes.
RULES_TESTS := tests/yugioh tests/dbs tests/dbz tests/esferas tests/tractor tests/rules tests/architecture
test-rules: dev-deps
	$(VENV)/bin/pytest -q --pure $(RULES_TESTS)

lint: dev-deps
	$(VENV)/bin/ruff check . && $(VENV)/bin/ruff format --check .

format: dev-deps
	$(VENV)/bin/ruff check --fix . && $(VENV)/bin/ruff format .

migrate: deps
	$(PY) manage.py migrate --noinput

demo: migrate
	$(PY) manage.py load_demo

# Extract every marked string into locale/<lang>/LC_MESSAGES/django.po (then translate them),
# and compile the catalogues the app reads. `make test` fails while any string is untranslated.
LOCALES := fr es ar th
messages: dev-deps
	$(PY) manage.py makemessages $(addprefix -l ,$(LOCALES)) --no-obsolete --add-location=file \
		--ignore=.venv --ignore=var --ignore=tests --ignore=bench --ignore=node_modules
	$(PY) manage.py compilemessages $(addprefix -l ,$(LOCALES)) --ignore=.venv

# Pin every dependency, with hashes, from requirements.in and requirements-dev.in (pip-tools): an upgrade is
# a version changed in a .in file, then `make lock`.
lock: dev-deps
	$(VENV)/bin/pip-compile --quiet --generate-hashes --allow-unsafe --strip-extras --no-emit-index-url \
		-o requirements.txt requirements.in
	$(VENV)/bin/pip-compile --quiet --generate-hashes --allow-unsafe --strip-extras --no-emit-index-url \
		-o requirements-dev.txt requirements-dev.in

clean:
	rm -rf var/test-* var/broker var/celery-results
