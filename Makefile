# Bakehouse: `make run` starts the app, `make test` runs every test (headless).
# Both create .venv and install what they need on a fresh machine.

PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
# Qt needs these shared libraries (Debian names); checked, and named if missing.
QT_LIBS := libEGL.so.1 libGL.so.1 libxkbcommon.so.0 libfontconfig.so.1 libdbus-1.so.3 libglib-2.0.so.0

.PHONY: run test bench clean check-qt-libs

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

$(VENV)/.installed: pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e .
	touch $@

$(VENV)/.installed-test: pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e '.[test]'
	touch $@ $(VENV)/.installed

check-qt-libs:
	@missing=""; for lib in $(QT_LIBS); do \
	  ldconfig -p 2>/dev/null | grep -q "$$lib" || missing="$$missing $$lib"; done; \
	if [ -n "$$missing" ]; then \
	  echo "Qt needs these system libraries:$$missing"; \
	  echo "On Debian/Ubuntu: sudo apt-get install libegl1 libgl1 libxkbcommon0 libfontconfig1 libdbus-1-3 libglib2.0-0"; \
	  echo "(a real display also wants libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1)"; fi

run: $(VENV)/.installed check-qt-libs
	$(VENV)/bin/bakehouse

test: $(VENV)/.installed-test check-qt-libs
	$(VENV)/bin/ruff check engine desktop reports tests benchmarks
	$(VENV)/bin/mypy --strict engine
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest

bench: $(VENV)/.installed
	$(PY) benchmarks/engine_speed.py
	$(PY) benchmarks/replay_speed.py

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis
