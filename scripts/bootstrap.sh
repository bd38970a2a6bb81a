# Sourced by scripts/forcesheet and scripts/test: makes sure the system libraries Qt needs are
# present (installing them with apt-get when it can), then creates .venv and installs the project
# with the pinned versions of constraints.txt. Safe to run again: it only does what is missing.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="${FORCESHEET_VENV:-$ROOT/.venv}"
PY="${PYTHON:-python3}"

need_python() {
    if ! command -v "$PY" >/dev/null 2>&1 || ! "$PY" -c 'import sys; sys.exit(sys.version_info < (3, 11))'; then
        echo "Force Sheet needs Python 3.11 or newer: install python3 (3.11+) and python3-venv." >&2
        exit 2
    fi
}

# Debian/Ubuntu packages for Qt: offscreen needs the first line, a real X11 window the second.
QT_PKGS="libegl1 libgl1 libfontconfig1 libxkbcommon0 libdbus-1-3 libglib2.0-0 fonts-dejavu-core"
X11_PKGS="libxkbcommon-x11-0 libx11-xcb1 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-randr0 libxcb-render-util0 libxcb-shape0 libxcb-xfixes0 libxcb-xkb1"
TOOL_PKGS="${FORCESHEET_EXTRA_PKGS:-}"

missing_pkgs() {
    command -v dpkg-query >/dev/null 2>&1 || return 0
    local p
    for p in "$@"; do
        # libglib2.0-0 is libglib2.0-0t64 on newer releases: accept either name.
        dpkg-query -W -f='${Status}\n' "$p" 2>/dev/null | grep -q "ok installed" && continue
        dpkg-query -W -f='${Status}\n' "${p}t64" 2>/dev/null | grep -q "ok installed" && continue
        echo "$p"
    done
}

ensure_system_packages() {
    local wanted="$QT_PKGS $TOOL_PKGS"
    [ "${1:-}" = "gui" ] && wanted="$wanted $X11_PKGS"
    # shellcheck disable=SC2086
    local missing; missing="$(missing_pkgs $wanted | tr '\n' ' ')"
    [ -z "${missing// }" ] && return 0
    local sudo=""
    if [ "$(id -u)" != "0" ]; then
        if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then sudo="sudo -n"; fi
    fi
    if command -v apt-get >/dev/null 2>&1 && { [ "$(id -u)" = "0" ] || [ -n "$sudo" ]; }; then
        echo "Installing system libraries for Qt: $missing"
        # shellcheck disable=SC2086
        $sudo apt-get update -qq >/dev/null && \
            DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends $missing >/dev/null \
            || { echo "Could not install; run: sudo apt-get install $missing" >&2; exit 2; }
    else
        echo "Qt needs system libraries; run: sudo apt-get install $missing" >&2
        exit 2
    fi
}

ensure_venv() {
    local extras="${1:-}"
    local stamp="$VENV/.forcesheet-installed$extras"
    local inputs="$ROOT/pyproject.toml $ROOT/constraints.txt"
    if [ ! -x "$VENV/bin/python" ]; then
        "$PY" -m venv "$VENV" || { echo "Could not create a virtual environment: install python3-venv." >&2; exit 2; }
    fi
    # Reinstall only when pyproject.toml or constraints.txt changed since the last install.
    local sum; sum="$(cat $inputs | sha256sum | cut -c1-16)"
    if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$sum" ]; then
        echo "Installing Force Sheet and its Python packages into $VENV ..."
        "$VENV/bin/python" -m pip install -q --disable-pip-version-check -c "$ROOT/constraints.txt" -e "$ROOT$extras"
        echo "$sum" > "$stamp"
    fi
    "$VENV/bin/python" -m app.i18n.build --quiet || true
}
