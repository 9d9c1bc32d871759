#!/usr/bin/env bash
# Pack dist/bakehouse/ (installer/build.py) two ways for Linux:
#   dist/bakehouse-VERSION-linux-ARCH.tar.gz  unpack, then ./install.sh (into ~/.local; uninstall.sh)
#   dist/bakehouse_VERSION_ARCH.deb           sudo apt install ./dist/bakehouse_VERSION_ARCH.deb
# The menu entry is validated with desktop-file-validate and the metainfo with appstreamcli, when
# they are installed (apt-get install desktop-file-utils appstream).
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
bundle=dist/bakehouse
py=build/bundle-venv/bin/python
linux=installer/linux
app=org.bakehouse.bakehouse
[ -x "$bundle/bakehouse" ] || { echo "package.sh: $bundle is missing: run installer/build.py first" >&2; exit 1; }
version=$($py -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
arch=$(dpkg --print-architecture 2>/dev/null || uname -m)

# -- the shared files: menu entry, icons 16..512 (512 rendered from the SVG), MIME type, metainfo
share=build/linux-share
rm -rf "$share"
mkdir -p "$share/applications" "$share/mime/packages" "$share/metainfo" "$share/icons/hicolor/scalable/apps"
cp "$linux/$app.desktop" "$share/applications/"
cp "$linux/bakehouse-mime.xml" "$share/mime/packages/bakehouse.xml"
cp "$linux/$app.metainfo.xml" "$share/metainfo/"
cp resources/icons/bakehouse.svg "$share/icons/hicolor/scalable/apps/bakehouse.svg"
for s in 16 24 32 48 64 128 256; do
  mkdir -p "$share/icons/hicolor/${s}x${s}/apps"
  cp "resources/icons/bakehouse-$s.png" "$share/icons/hicolor/${s}x${s}/apps/bakehouse.png"
done
mkdir -p "$share/icons/hicolor/512x512/apps"
QT_QPA_PLATFORM=offscreen $py - "$share/icons/hicolor/512x512/apps/bakehouse.png" <<'PY'
import sys
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer
app = QGuiApplication(sys.argv[:1])
image = QImage(512, 512, QImage.Format.Format_ARGB32_Premultiplied)
image.fill(Qt.GlobalColor.transparent)
p = QPainter(image)
p.setRenderHint(QPainter.RenderHint.Antialiasing)
QSvgRenderer("resources/icons/bakehouse.svg").render(p)
p.end()
sys.exit(0 if image.save(sys.argv[1]) else 1)
PY

if command -v desktop-file-validate >/dev/null; then
  desktop-file-validate "$share/applications/$app.desktop"
  echo "desktop-file-validate: $app.desktop valid"
else
  echo "desktop-file-validate not installed: the menu entry was not validated"
fi
if command -v appstreamcli >/dev/null; then
  appstreamcli validate --pedantic --no-net --explain "$share/metainfo/$app.metainfo.xml"
else
  echo "appstreamcli not installed: the metainfo was not validated"
fi

# -- what the bundle needs from the system, derived from what it links (system_requirements.py):
# the oldest glibc and the packages of the libraries it does not carry
depends=$(python3 installer/linux/system_requirements.py --bundle "$bundle" --depends)
glibc=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["glibc"])' "$bundle/_internal/system-requirements.json")
oldest=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["oldest"])' "$bundle/_internal/system-requirements.json")
echo "oldest system: glibc $glibc ($oldest)"

# -- the tarball, with a short README (install, start, uninstall, the minimum system)
name=bakehouse-$version-linux-$arch
stage=build/tar/$name
rm -rf build/tar
mkdir -p "$stage"
# hard links, not a copy of the 270 MiB bundle (nothing below writes into the linked files; a copy
# where the folders are on different file systems)
cp -al "$bundle" "$stage/bakehouse" 2>/dev/null || cp -a "$bundle" "$stage/bakehouse"
cp -a "$share" "$stage/share"
cp "$linux/install.sh" "$linux/uninstall.sh" "$stage/"
cp LICENSE "$stage/LICENSE"
packages=$(echo "$depends" | sed 's/ ([^)]*)//g; s/,//g; s/^libc6 //')
sed -e "s|@VERSION@|$version|g" -e "s|@GLIBC@|$glibc|g" -e "s|@OLDEST@|$oldest|g" -e "s|@PACKAGES@|$packages|g" \
  "$linux/README.tarball" > "$stage/README"
(cd "$stage" && find . -type f ! -name SHA256SUMS -print0 | sort -z | xargs -0 sha256sum > SHA256SUMS)
# The compression, chosen on measurement (the 267 MiB bundle as one tar, this two-core machine with
# a load of 10, 2026-11-28): gzip -1 16 s -> 114 MiB, -6 48 s -> 105 MiB, -9 151 s -> 105 MiB;
# xz -1 129 s -> 86 MiB (-6: minutes); zstd -3 5 s -> 101 MiB, -9 22 s -> 93 MiB, -15 219 s -> 92 MiB.
# The tarball: gzip -1 (every tar unpacks it; 9 % larger than -6 for a third of the time); the .deb:
# zstd -9 (dpkg reads it since Debian 12 and Ubuntu 21.10, older than the oldest system it runs on).
tar -C build/tar -cf - "$name" | gzip -1 > "dist/$name.tar.gz"
echo "dist/$name.tar.gz: $(du -m "dist/$name.tar.gz" | cut -f1) MiB"

# -- the .deb: /opt/bakehouse, /usr/bin/bakehouse, /usr/share/{applications,icons,mime,metainfo}
deb=build/deb
rm -rf "$deb"
mkdir -p "$deb/DEBIAN" "$deb/opt" "$deb/usr/bin" "$deb/usr/share/doc/bakehouse"
cp -al "$bundle" "$deb/opt/bakehouse" 2>/dev/null || cp -a "$bundle" "$deb/opt/bakehouse"
ln -s /opt/bakehouse/bakehouse "$deb/usr/bin/bakehouse"
cp -a "$share/." "$deb/usr/share/"
cat > "$deb/usr/share/doc/bakehouse/copyright" <<TXT
Bakehouse is under the MIT licence (below). The licences of the libraries it carries are in
/opt/bakehouse/_internal/licenses/, one folder per library.

$(cat LICENSE)
TXT
installed=$(du -sk "$deb" | cut -f1)
# Depends: derived above from what the bundle links (libc6 with the oldest glibc first)
cat > "$deb/DEBIAN/control" <<TXT
Package: bakehouse
Version: $version
Architecture: $arch
Maintainer: The Bakehouse developers <bakehouse@example.org>
Installed-Size: $installed
Depends: $depends
Section: games
Priority: optional
Description: run dice-game club nights, tournaments and leagues
 Bakehouse keeps a dice-game club: members, club nights, tournaments and
 leagues, seating, standings and printable scorepads; the practice table plays
 Classic and Entrepreneurial Damn Straight, Six By 6, Dire Straights and SB.
TXT
for script in postinst postrm; do
  cat > "$deb/DEBIAN/$script" <<'TXT'
#!/bin/sh
# the menu, MIME and icon caches, where their tools are installed (dpkg's triggers also do this)
set -e
command -v update-desktop-database >/dev/null && update-desktop-database -q /usr/share/applications || true
command -v update-mime-database >/dev/null && update-mime-database /usr/share/mime || true
command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q -t -f /usr/share/icons/hicolor || true
exit 0
TXT
  chmod 755 "$deb/DEBIAN/$script"
done
dpkg-deb --root-owner-group -Zzstd -z9 --build "$deb" "dist/bakehouse_${version}_${arch}.deb" >/dev/null
echo "dist/bakehouse_${version}_${arch}.deb: $(du -m "dist/bakehouse_${version}_${arch}.deb" | cut -f1) MiB"
# the downloads' checksums (sha256sum -c SHA256SUMS in dist/)
(cd dist && sha256sum "$name.tar.gz" "bakehouse_${version}_${arch}.deb" > SHA256SUMS)
echo "dist/SHA256SUMS written"
