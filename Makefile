# Bakehouse: `make run` starts the app, `make test` runs every test (headless).
# Both create .venv and install what they need on a fresh machine.

PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
# Qt needs these shared libraries (Debian names); checked, and named if missing.
QT_LIBS := libEGL.so.1 libGL.so.1 libxkbcommon.so.0 libfontconfig.so.1 libdbus-1.so.3 libglib-2.0.so.0

# Qt's xcb platform (a real X11 desktop) also needs these: library:Debian package.  `make run`
# checks them and stops with the install command; `make test` (offscreen, CI) does not need them.
XCB_LIBS := libxcb-cursor.so.0:libxcb-cursor0 libxcb-icccm.so.4:libxcb-icccm4 libxcb-keysyms.so.1:libxcb-keysyms1 \
	libxcb-image.so.0:libxcb-image0 libxcb-render-util.so.0:libxcb-render-util0 libxcb-xkb.so.1:libxcb-xkb1 \
	libxkbcommon-x11.so.0:libxkbcommon-x11-0 libxcb-randr.so.0:libxcb-randr0 libxcb-shape.so.0:libxcb-shape0 \
	libxcb-xfixes.so.0:libxcb-xfixes0 libxcb-sync.so.1:libxcb-sync1 libxcb-shm.so.0:libxcb-shm0 \
	libxcb-util.so.1:libxcb-util1 libX11-xcb.so.1:libx11-xcb1

.PHONY: run test bench clean check-qt-libs check-xcb-libs translations dist bundle check-bundle

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

# The engine's compiled core (engine/native.py lists it): pip compiles it with mypyc, so an edit of
# one of these files installs again, which compiles again (about a minute of CPU, on every core at once).
NATIVE_SRC := setup.py engine/native.py $(shell $(PYTHON) -c 'import runpy; \
	print(" ".join("engine/" + s for s in runpy.run_path("engine/native.py")["SOURCES"]))')

# The dependencies (tools/requirements.py reads them from pyproject.toml) and the compiled core
# install side by side (issue 31): pip downloads and unpacks the one while mypyc and the C compiler
# build the other (`pip install --no-deps -e .`, in pip's isolated build environment). They write
# different files of the venv. About 55 s on 2 cores, where one after the other took 80.
define install_with_core
	$(PYTHON) tools/requirements.py $(1) > $(VENV)/requirements.txt
	$(PY) -m pip install --quiet --no-deps -e . & core=$$!; \
	  $(PY) -m pip install --quiet -r $(VENV)/requirements.txt; deps=$$?; \
	  wait $$core; core=$$?; test $$deps = 0 && test $$core = 0
endef

$(VENV)/.installed: pyproject.toml $(NATIVE_SRC) | $(PY)
	$(call install_with_core)
	touch $@

$(VENV)/.installed-test: pyproject.toml $(NATIVE_SRC) | $(PY)
	$(call install_with_core,test)
	touch $@ $(VENV)/.installed

# The translations (desktop/i18n.py): `make translations` runs pyside6-lupdate over desktop/ into the
# catalogue (.ts, in git); the build compiles it with pyside6-lrelease into the .qm the app loads.
TS := $(wildcard resources/i18n/*.ts)
QM := $(TS:.ts=.qm)

translations: $(VENV)/.installed
	$(PY) tools/update_translations.py

resources/i18n/%.qm: resources/i18n/%.ts | $(VENV)/.installed
	$(VENV)/bin/pyside6-lrelease -silent $< -qm $@

check-qt-libs:
	@missing=""; for lib in $(QT_LIBS); do \
	  ldconfig -p 2>/dev/null | grep -q "$$lib" || missing="$$missing $$lib"; done; \
	if [ -n "$$missing" ]; then \
	  echo "Qt needs these system libraries:$$missing"; \
	  echo "On Debian/Ubuntu: sudo apt-get install libegl1 libgl1 libxkbcommon0 libfontconfig1 libdbus-1-3 libglib2.0-0"; fi

# Only for `run`: on an X11 desktop (not Wayland, not offscreen) every xcb library must be there, or
# Qt aborts with "could not load the Qt platform plugin xcb". The plugin's own ldd has the last word.
check-xcb-libs: $(VENV)/.installed
	@case "$${QT_QPA_PLATFORM:-xcb}" in xcb*) ;; *) exit 0;; esac; \
	if [ -n "$$WAYLAND_DISPLAY" ] && [ -z "$$QT_QPA_PLATFORM" ]; then exit 0; fi; \
	missing=""; pkgs=""; for pair in $(XCB_LIBS); do lib=$${pair%%:*}; pkg=$${pair##*:}; \
	  ldconfig -p 2>/dev/null | grep -q "$$lib" || { missing="$$missing $$lib"; pkgs="$$pkgs $$pkg"; }; done; \
	plugin=$$(ls $(VENV)/lib/python3*/site-packages/PySide6/Qt/plugins/platforms/libqxcb.so 2>/dev/null | head -1); \
	if [ -n "$$plugin" ] && command -v ldd >/dev/null; then \
	  for lib in $$(ldd "$$plugin" 2>/dev/null | awk '/not found/ {print $$1}'); do \
	    case "$$missing" in *"$$lib"*) ;; *) missing="$$missing $$lib";; esac; done; fi; \
	if [ -n "$$missing" ]; then \
	  echo "The app cannot open a window: Qt's X11 (xcb) platform needs these system libraries:$$missing"; \
	  echo "On Debian/Ubuntu install them with:"; \
	  echo "  sudo apt-get install$${pkgs:- libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1}"; \
	  echo "(Fedora: sudo dnf install xcb-util-cursor xcb-util-wm xcb-util-keysyms xcb-util-image xcb-util-renderutil libxkbcommon-x11)"; \
	  exit 1; fi

run: $(VENV)/.installed $(QM) check-qt-libs check-xcb-libs
	$(VENV)/bin/bakehouse

# Every test, in one process per core and one more (pytest-xdist), at most 4: about a fifth of the
# time a test process waits (on its PostgreSQL server, a browser, a poll), and the extra process uses
# it (2 cores, one run after the other: 5 min 15 s instead of 5 min 27 s; issue 31).  A worker that runs out of tests takes some of
# another's (--dist worksteal).  `make test TEST_WORKERS=1` runs them in one worker process.  Each
# process has its own temporary folders and PostgreSQL server (tests/conftest.py); the 15 slowest
# tests are named at the end (where the time goes: tests/conftest.py runs their files first).
TEST_WORKERS ?= $(shell $(PYTHON) -c 'import os; print(min(4, len(os.sched_getaffinity(0)) + 1))' 2>/dev/null || echo 2)

# The tests' temporary folders (TMPDIR) in memory where the machine has room there (/dev/shm with 2 GB
# free): their databases sync every commit to the disk, as the app does, and a slow or busy disk held
# tests up by seconds.  A run takes a few hundred MB there; pytest keeps the folders of the last three.
# `make test TEST_TMP=` keeps them on the disk.
TEST_TMP ?= $(shell $(PYTHON) -c 'import os, shutil; print("/dev/shm" if os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK) and shutil.disk_usage("/dev/shm").free >= 2 << 30 else "")' 2>/dev/null)

# The modules' bytecode is written first: the test processes and the command lines (bakehouse) the
# tests start read it instead of each compiling the sources again (PYTHONDONTWRITEBYTECODE may be set);
# and the test modules' asserts are rewritten for pytest once, not in every test process (tools/rewrite_tests.py).
test: $(VENV)/.installed-test $(QM) check-qt-libs
	$(VENV)/bin/ruff check engine desktop reports tests benchmarks tools/rewrite_tests.py tools/requirements.py
	$(PY) -m compileall -q -j0 engine desktop reports
	$(PY) tools/rewrite_tests.py
	QT_QPA_PLATFORM=offscreen $(if $(TEST_TMP),TMPDIR=$(TEST_TMP)) $(PY) -m pytest -n $(TEST_WORKERS) --dist worksteal --durations=15

bench: $(VENV)/.installed
	$(PY) benchmarks/engine_speed.py
	$(PY) benchmarks/replay_speed.py
	$(PY) benchmarks/tournament.py
	$(PY) benchmarks/reports.py
	$(PY) benchmarks/club_stats.py
	$(PY) benchmarks/store.py
	$(PY) benchmarks/app_standings.py
	$(PY) benchmarks/app_members.py
	$(PY) benchmarks/stations.py

# The installable builds (installer/README.md): the one-folder bundle dist/bakehouse/ made by
# PyInstaller in its own venv (build/bundle-venv: the runtime dependencies only), checked as a user
# runs it, then packed as dist/bakehouse-*-linux-*.tar.gz (install.sh) and dist/bakehouse_*.deb.
bundle:
	$(PYTHON) installer/build.py

check-bundle:
	$(PYTHON) installer/check_bundle.py

dist: bundle check-bundle
	installer/linux/package.sh

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis build dist engine/_native_sources.json $(QM)
	find engine -name '*.so' -delete
