#!/usr/bin/env bash
# Installs Force Sheet's desktop entry and icons for the current user (Linux, freedesktop):
#   ~/.local/share/applications/forcesheet.desktop  (the name and comment in English, French, Russian)
#   ~/.local/share/icons/hicolor/<size>x<size>/apps/forcesheet.png and scalable/apps/forcesheet.svg
# The entry starts this checkout's scripts/forcesheet. Run it again after moving the checkout;
# ./scripts/forcesheet runs it by itself (quietly, only when something changed).
# --quiet: say nothing when all is already in place. --uninstall: remove what it installed.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
DATA="${XDG_DATA_HOME:-$HOME/.local/share}"
APPS="$DATA/applications"
ICONS="$DATA/icons/hicolor"
QUIET=0
case "${1:-}" in
    --quiet) QUIET=1 ;;
    --uninstall)
        rm -f "$APPS/forcesheet.desktop" "$ICONS/scalable/apps/forcesheet.svg"
        for png in "$ROOT"/resources/icons/forcesheet-*.png; do
            size="${png##*-}"; size="${size%.png}"
            rm -f "$ICONS/${size}x${size}/apps/forcesheet.png"
        done
        echo "Removed the Force Sheet desktop entry and icons."
        exit 0 ;;
    "") ;;
    *) echo "usage: $0 [--quiet|--uninstall]" >&2; exit 2 ;;
esac
if [ "$(uname -s)" != "Linux" ]; then
    [ "$QUIET" = 1 ] || echo "The desktop entry is for Linux desktops; nothing to do here."
    exit 0
fi

changed=0
put() {  # put SOURCE TARGET: copy when different
    mkdir -p "$(dirname "$2")"
    if ! cmp -s "$1" "$2"; then cp "$1" "$2"; changed=1; fi
}
for png in "$ROOT"/resources/icons/forcesheet-*.png; do
    size="${png##*-}"; size="${size%.png}"
    put "$png" "$ICONS/${size}x${size}/apps/forcesheet.png"
done
put "$ROOT/resources/icons/forcesheet.svg" "$ICONS/scalable/apps/forcesheet.svg"

entry="$(mktemp)"
trap 'rm -f "$entry"' EXIT
exec_line="\"$ROOT/scripts/forcesheet\""
sed "s|@EXEC@|$exec_line|" "$ROOT/resources/desktop/forcesheet.desktop" > "$entry"
put "$entry" "$APPS/forcesheet.desktop"
chmod 0644 "$APPS/forcesheet.desktop"

if [ "$changed" = 1 ]; then
    command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$APPS" || true
    # on stderr when quiet: ./scripts/forcesheet's own output (JSON, a report) stays clean
    if [ "$QUIET" = 1 ]; then out=2; else out=1; fi
    echo "Installed the Force Sheet desktop entry: $APPS/forcesheet.desktop" >&"$out"
elif [ "$QUIET" = 0 ]; then
    echo "The Force Sheet desktop entry is up to date: $APPS/forcesheet.desktop"
fi
