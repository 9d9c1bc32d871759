#!/usr/bin/env bash
# Install the .deb in a clean, minimal Debian chroot as someone who downloads it would, start it
# (the command line, and the app offscreen in every language it ships), then remove it and look
# for anything left.  A manual release check (minutes, root, network): never part of `make test`/CI.
#
#   sudo installer/linux/chroot_check.sh SUITE [DEB] [CHROOT]
#     SUITE   bookworm (Debian 12) or trixie (Debian 13), ...
#     DEB     default: dist/bakehouse_*_amd64.deb
#     CHROOT  default: build/chroot-SUITE, made with debootstrap --variant=minbase when missing
#             (apt-get install debootstrap; Debian's mirror must be reachable: MIRROR=...)
# Exit status 0 when every step passed; each step prints "ok" or "FAIL".
set -euo pipefail
cd "$(dirname "$0")/../.."
suite=${1:?usage: chroot_check.sh SUITE [DEB] [CHROOT]}
deb=${2:-$(ls dist/bakehouse_*_amd64.deb | tail -1)}
root=${3:-build/chroot-$suite}
mirror=${MIRROR:-http://deb.debian.org/debian}
[ "$(id -u)" = 0 ] || { echo "chroot_check.sh: run it as root (chroot, debootstrap)" >&2; exit 1; }

if [ ! -x "$root/usr/bin/apt-get" ]; then
  command -v debootstrap >/dev/null || { echo "chroot_check.sh: apt-get install debootstrap" >&2; exit 1; }
  debootstrap --variant=minbase "$suite" "$root" "$mirror" || {
    echo "chroot_check.sh: debootstrap could not make $root from $mirror" >&2; exit 1; }
fi
mounted=()
cleanup() { for m in "${mounted[@]}"; do umount -l "$m" 2>/dev/null || true; done; }
trap cleanup EXIT
for fs in proc dev; do
  if ! mountpoint -q "$root/$fs"; then
    if [ $fs = proc ]; then mount -t proc proc "$root/proc"; else mount --bind /dev "$root/dev"; fi
    mounted+=("$root/$fs")
  fi
done
cp /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true

failed=0
step() {  # step NAME COMMAND...: run in the chroot, print ok/FAIL and the last lines of its output
  local name=$1; shift
  local out
  if out=$(chroot "$root" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 "$@" 2>&1); then
    echo "ok   $name${out:+: $(echo "$out" | tail -1 | cut -c1-200)}"
  else
    echo "FAIL $name: $(echo "$out" | tail -4)"
    failed=1
  fi
}

echo "== $(chroot "$root" cat /etc/debian_version) ($suite), glibc $(chroot "$root" getconf GNU_LIBC_VERSION | cut -d' ' -f2)"
cp "$deb" "$root/tmp/bakehouse.deb"
step "apt-get update" apt-get update -qq
step "apt install ./bakehouse.deb (its Depends from the archive)" \
  sh -c 'DEBIAN_FRONTEND=noninteractive apt-get install -y -qq /tmp/bakehouse.deb >/tmp/apt.log 2>&1 || { tail -5 /tmp/apt.log; exit 1; }; dpkg -s bakehouse | grep ^Depends'
step "bakehouse --help" sh -c 'bakehouse --help | head -1'
sample=$(chroot "$root" sh -c 'ls /opt/bakehouse/_internal/samples/records/*.bakehouse | head -1')
step "bakehouse replay $(basename "$sample")" sh -c "bakehouse replay '$sample' | head -c 80"
step "bakehouse db init" sh -c 'mkdir -p /tmp/h && HOME=/tmp/h bakehouse db init --db /tmp/h/club.sqlite3 && HOME=/tmp/h bakehouse db check --db /tmp/h/club.sqlite3 | tail -1'
for qm in $(chroot "$root" sh -c 'ls /opt/bakehouse/_internal/resources/i18n/ 2>/dev/null' | sed -n 's/^bakehouse_\(.*\)\.qm$/\1/p') en; do
  step "the app offscreen (--self-test, $qm)" sh -c "HOME=/tmp/h QT_QPA_PLATFORM=offscreen BAKEHOUSE_LANGUAGE=$qm bakehouse --self-test"
done
step "the MIME type and the menu entry claim *.bakehouse" sh -c \
  'grep -q "\*\.bakehouse\"" /usr/share/mime/packages/bakehouse.xml && grep -q "application/x-bakehouse-match+json" /usr/share/applications/org.bakehouse.bakehouse.desktop'
step "apt purge bakehouse" sh -c 'DEBIAN_FRONTEND=noninteractive apt-get purge -y -qq bakehouse >/dev/null 2>&1; ! dpkg -l bakehouse 2>/dev/null | grep -q "^[ri]"'
step "no file of it left" sh -c '! ls -d /opt/bakehouse /usr/bin/bakehouse /usr/share/applications/org.bakehouse.bakehouse.desktop /usr/share/mime/packages/bakehouse.xml 2>/dev/null | grep .'
[ "$failed" = 0 ] && echo "chroot_check: every step passed ($suite)" || echo "chroot_check: some step failed ($suite)"
exit "$failed"
