#!/usr/bin/env bash
# `make test` on a busy machine (issue 31): two CPU burners run beside the whole test suite, as a
# laptop doing other things would, and the suite must pass all the same (its tests wait on
# conditions, never on how fast heavy work finishes).
#
#   tools/busy_test.sh                  # make test beside two burners
#   BURNERS=4 tools/busy_test.sh        # beside four
#   tools/busy_test.sh PYTHON=python3.12   # arguments go to make
#
# Prints make test's result and the time it took; exits with make test's status.  The burners
# live no longer than the test run: they are killed when it ends (or this script is interrupted),
# and each also stops by itself as soon as this script is gone (killed outright, say).
set -u
cd "$(dirname "$0")/.."

BURNERS=${BURNERS:-2}
burners=()

stop_burners() {
    for pid in "${burners[@]}"; do
        kill "$pid" 2>/dev/null
    done
    for pid in "${burners[@]}"; do
        wait "$pid" 2>/dev/null
    done
    burners=()
}
trap stop_burners EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# a burner spins on one core until its parent (this script) is gone
for _ in $(seq "$BURNERS"); do
    python3 -c '
import os
parent = os.getppid()
while os.getppid() == parent:
    for _ in range(1_000_000):
        pass
' &
    burners+=("$!")
done
echo "busy_test: ${#burners[@]} CPU burners running (pids ${burners[*]}) on $(nproc) cores"

start=$(date +%s)
make test "$@"
status=$?
elapsed=$(( $(date +%s) - start ))
stop_burners

if [ "$status" -eq 0 ]; then result="passed"; else result="FAILED (exit status $status)"; fi
printf 'busy_test: make test beside %d CPU burners %s in %dm%02ds\n' "$BURNERS" "$result" \
    $((elapsed / 60)) $((elapsed % 60))
exit "$status"
