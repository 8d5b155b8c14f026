# The README's two commands: `make serve` and `make test`.
# Each creates the virtual environment in .venv and installs what it needs.

VENV := .venv
PY := $(VENV)/bin/python
# HOST, PORT, WORKERS and the rest: gunicorn.conf.py reads them from the environment.

# The compiled translation catalogues (git ignores them): see compile_catalogue.
CATALOGUES := $(patsubst %.po,%.mo,$(wildcard locale/*/LC_MESSAGES/*.po))

.PHONY: serve test explore lint bench races throughput load viewers club-night messages budgets mutate

serve: $(VENV)/.runtime $(CATALOGUES)
	$(PY) manage.py migrate --noinput
	$(PY) manage.py collectstatic --noinput --verbosity 0
	@echo "Meld is at http://$${HOST:-127.0.0.1}:$${PORT:-8000}/"
	@# The worker of the tasks queued in the database (a league's ratings replayed, the reset mail: docs/production.md),
	@# beside gunicorn, and stopped with it.
	$(PY) manage.py ratings_worker & worker=$$!; \
	trap 'kill $$worker 2>/dev/null' EXIT INT TERM; \
	$(VENV)/bin/gunicorn --config gunicorn.conf.py scorekeeper.wsgi

# ARGS passes options to pytest, e.g. make test ARGS="-k sheet". Exit status 5
# (no test selected) counts as success.
test: $(VENV)/.dev $(CATALOGUES)
	$(PY) -m pytest $(ARGS) || [ $$? -eq 5 ]

# The property tests (hypothesis) long and at random: EXPLORE_FACTOR (tests/__init__.py) times the examples
# that make test draws, new ones every run (make test draws the same ones every time: docs/testing.md). Each
# find is printed as "Falsifying example: test_x(...)": make it an @example(...) of its test, then fix the code.
explore: $(VENV)/.dev $(CATALOGUES)
	MELD_HYPOTHESIS=explore nice $(PY) -m pytest -m hypothesis -p no:cacheprovider $(ARGS)

# Ruff (style and common bugs), mypy with django-stubs (types, strict) and
# import-linter (imports run one way, no cycles: see pyproject.toml).
lint: $(VENV)/.dev
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/mypy
	$(VENV)/bin/lint-imports

# After changing a user-visible string: refresh the Japanese catalogue
# (needs GNU gettext's xgettext), then translate the new entries in the .po.
messages: $(VENV)/.dev
	$(PY) manage.py makemessages -l ja --add-location file

%.mo: %.po | $(VENV)/.runtime
	$(PY) manage.py compile_catalogue

bench: $(VENV)/.dev
	$(PY) bench/deal_queries.py
	$(PY) bench/league_standings.py
	$(PY) bench/plan_night.py

# Pages per second under gunicorn (2 workers, DEBUG off) as ratios to a bare
# view, with wrk (Debian's package, installed here when missing; the script
# itself installs nothing): see bench/throughput.py.
throughput: $(VENV)/.dev $(CATALOGUES)
	@command -v wrk >/dev/null || { echo "installing wrk with apt-get"; \
		if [ "$$(id -u)" = 0 ]; then apt-get install -y wrk; else sudo apt-get install -y wrk; fi; }
	$(PY) bench/throughput.py

# 50 phones for 60 s on PostgreSQL (DATABASE_URL), calm then with a worker
# killed every 5 s, and a ledger check: see bench/load.py. Locust is pinned in
# bench/requirements.txt.
load: $(VENV)/.bench $(CATALOGUES)
	$(PY) bench/load.py

$(VENV)/.bench: bench/requirements.txt requirements.txt requirements-dev.txt | $(PY)
	$(PY) -m pip install --quiet --disable-pip-version-check -r bench/requirements.txt
	touch $@ $(VENV)/.dev $(VENV)/.runtime

# Two phones racing on one game over HTTP (gunicorn on 127.0.0.1:8101), on
# SQLite, or on PostgreSQL with DATABASE_URL set: see bench/races.py.
races: $(VENV)/.dev $(CATALOGUES)
	$(PY) bench/races.py

# What idle viewers of a live sheet cost the server (one, and 100 of one game): see bench/viewers.py.
viewers: $(VENV)/.dev $(CATALOGUES)
	$(PY) bench/viewers.py

# What a club night costs the server (10 tables, 40 sheet pollers, 2 boards): see bench/club_night.py.
club-night: $(VENV)/.dev $(CATALOGUES)
	$(PY) bench/club_night.py

$(PY):
	python=$$(bin/find-python) && "$$python" -m venv $(VENV)

$(VENV)/.runtime: requirements.txt | $(PY)
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements.txt
	touch $@

$(VENV)/.dev: requirements.txt requirements-dev.txt | $(PY)
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements-dev.txt
	touch $@ $(VENV)/.runtime

# Mutation testing of rules/ and scorekeeper/services/ (mutmut, [tool.mutmut] in pyproject.toml),
# scored per module against issue 17's budgets: see bench/mutate.py and docs/testing.md. A full run
# takes hours; ARGS="--module rules/families/kalooki --sample 200" runs a part.
mutate: $(VENV)/.dev $(CATALOGUES)
	nice -n 19 $(PY) bench/mutate.py $(ARGS)

# The page budgets (Lighthouse 100 x 4, first load <= 30 KB, no axe violation) against
# gunicorn on 127.0.0.1:8110: see bench/budgets.py. Needs npm; installs Debian's Chromium when missing.
budgets: $(VENV)/.dev $(CATALOGUES)
	@[ -x "$${CHROME_PATH:-/usr/bin/chromium}" ] || { echo "installing chromium with apt-get"; \
		if [ "$$(id -u)" = 0 ]; then apt-get install -y chromium; else sudo apt-get install -y chromium; fi; }
	cd bench && npm ci --no-audit --no-fund --loglevel=error
	$(PY) bench/budgets.py
