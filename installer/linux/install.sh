#!/bin/sh
# Install Bakehouse for this user (no root needed): the program into ~/.local/lib/bakehouse, the
# command ~/.local/bin/bakehouse, and the applications-menu entry, icons, the MIME type of match
# records (*.bakehouse) and the AppStream metainfo under ~/.local/share.
# uninstall.sh (also copied to ~/.local/lib/bakehouse/) removes exactly these again.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
lib="$HOME/.local/lib/bakehouse"
bin="$HOME/.local/bin"
share="${XDG_DATA_HOME:-$HOME/.local/share}"
app=org.bakehouse.bakehouse

if [ ! -x "$here/bakehouse/bakehouse" ]; then
  echo "install.sh: run it from the unpacked folder (bakehouse/bakehouse is missing)" >&2
  exit 1
fi
# the oldest glibc the bundle runs on (installer/linux/system_requirements.py): said in one line here,
# before anything is installed (the program says it too, but an older glibc than its Python's own
# stops it before it can speak)
req="$here/bakehouse/_internal/system-requirements.json"
need=$(sed -n 's/.*"glibc": "\([0-9.]*\)".*/\1/p' "$req" 2>/dev/null | head -1)
have=$(getconf GNU_LIBC_VERSION 2>/dev/null | sed -n 's/^glibc //p')
if [ -n "$need" ] && [ -n "$have" ] && [ "$(printf '%s\n%s\n' "$need" "$have" | sort -V | head -1)" != "$need" ]; then
  oldest=$(sed -n 's/.*"oldest": "\([^"]*\)".*/\1/p' "$req" | head -1)
  echo "install.sh: this system has glibc $have; Bakehouse needs glibc $need or newer ($oldest or later)" >&2
  exit 1
fi
rm -rf "$lib"
# an earlier version's menu entry and metainfo, named with a capital B (AppStream wants ids in lower case)
rm -f "$share/applications/org.bakehouse.Bakehouse.desktop" "$share/metainfo/org.bakehouse.Bakehouse.metainfo.xml"
mkdir -p "$lib" "$bin" "$share/applications" "$share/mime/packages" "$share/metainfo"
cp -a "$here/bakehouse/." "$lib/"
cp "$here/uninstall.sh" "$lib/uninstall.sh"
ln -sfn "$lib/bakehouse" "$bin/bakehouse"
# the menu entry starts the program by its full path: ~/.local/bin is not on every desktop's PATH.
# Quoted only when it must be (a space in the home folder): xdg-open's generic mode takes the Exec
# line's first word as it stands, quotes and all.
exe="$lib/bakehouse"
case "$exe" in *" "*) exe="\"$exe\"";; esac
sed "s|^Exec=bakehouse |Exec=$exe |" "$here/share/applications/$app.desktop" > "$share/applications/$app.desktop"
(cd "$here/share/icons" && find hicolor -type f) | while read -r icon; do
  mkdir -p "$share/icons/$(dirname "$icon")"
  cp "$here/share/icons/$icon" "$share/icons/$icon"
done
cp "$here/share/mime/packages/bakehouse.xml" "$share/mime/packages/bakehouse.xml"
cp "$here/share/metainfo/$app.metainfo.xml" "$share/metainfo/$app.metainfo.xml"

command -v update-mime-database >/dev/null && update-mime-database "$share/mime" || true
command -v update-desktop-database >/dev/null && update-desktop-database -q "$share/applications" || true
[ -f "$share/icons/hicolor/index.theme" ] && command -v gtk-update-icon-cache >/dev/null \
  && gtk-update-icon-cache -q -t "$share/icons/hicolor" || true

echo "Bakehouse is installed: start it from the applications menu, or run $bin/bakehouse"
case ":$PATH:" in *":$bin:"*) ;; *) echo "($bin is not on your PATH: add it to run 'bakehouse' in a terminal)";; esac
echo "To remove it: $lib/uninstall.sh"
