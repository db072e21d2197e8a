# Arbiter. `make run` sets up and serves the app with a worker; `make test` runs every test.
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PORT ?= 8000

.PHONY: run test deps dev-deps lint format migrate demo worker web clean

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

$(VENV)/.deps: requirements.txt | $(PY)
	$(PY) -m pip install --quiet -r requirements.txt
	touch $@

$(VENV)/.dev-deps: requirements-dev.txt requirements.txt | $(PY)
	$(PY) -m pip install --quiet -r requirements-dev.txt
	touch $@ $(VENV)/.deps

deps: $(VENV)/.deps
dev-deps: $(VENV)/.dev-deps

run: deps
	PORT=$(PORT) bash scripts/run.sh

test: dev-deps
	bash scripts/test.sh

lint: dev-deps
	$(VENV)/bin/ruff check . && $(VENV)/bin/ruff format --check .

format: dev-deps
	$(VENV)/bin/ruff check --fix . && $(VENV)/bin/ruff format .

migrate: deps
	$(PY) manage.py migrate --noinput

demo: migrate
	$(PY) manage.py load_demo

clean:
	rm -rf var/test-* var/broker var/celery-results
