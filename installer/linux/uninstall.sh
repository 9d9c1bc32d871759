#!/bin/sh
# Remove what install.sh installed for this user. The club's own data stays: the databases and
# settings in ~/.local/share/Bakehouse and ~/.config/Bakehouse (delete them yourself if you want).
set -eu
lib="$HOME/.local/lib/bakehouse"
bin="$HOME/.local/bin"
share="${XDG_DATA_HOME:-$HOME/.local/share}"
app=org.bakehouse.bakehouse

if [ -L "$bin/bakehouse" ] && [ "$(readlink "$bin/bakehouse")" = "$lib/bakehouse" ]; then
  rm -f "$bin/bakehouse"
fi
rm -f "$share/applications/$app.desktop" "$share/mime/packages/bakehouse.xml" \
  "$share/metainfo/$app.metainfo.xml"
for icon in "$share"/icons/hicolor/*/apps/bakehouse.png "$share"/icons/hicolor/*/apps/bakehouse.svg; do
  [ -e "$icon" ] && rm -f "$icon"
done
rm -rf "$lib"

command -v update-desktop-database >/dev/null && update-desktop-database -q "$share/applications" || true
if [ -d "$share/mime/packages" ] && [ -z "$(ls -A "$share/mime/packages")" ]; then
  rm -rf "$share/mime"  # only the database update-mime-database generated from our type is left
elif command -v update-mime-database >/dev/null && [ -d "$share/mime" ]; then
  update-mime-database "$share/mime" || true
fi
# the folders install.sh made, if nothing else is in them now
if [ "$(ls -A "$share/applications" 2>/dev/null)" = "mimeinfo.cache" ]; then rm -f "$share/applications/mimeinfo.cache"; fi
for d in "$share"/icons/hicolor/*/apps "$share"/icons/hicolor/* "$share/icons/hicolor" "$share/icons" \
         "$share/applications" "$share/metainfo" "$bin" "$HOME/.local/lib"; do
  [ -d "$d" ] && rmdir "$d" 2>/dev/null || true
done
echo "Bakehouse is removed. Your club data stays in ${XDG_DATA_HOME:-$HOME/.local/share}/Bakehouse" \
  "and ${XDG_CONFIG_HOME:-$HOME/.config}/Bakehouse."
