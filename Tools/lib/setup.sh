# Shared set-up for Tools/*: find Swift, install missing Debian packages. Sourced, not run.

# Swift lives in /opt/swift on our machines; put it on PATH when a shell did not.
if ! command -v swift >/dev/null 2>&1; then
    for dir in /opt/swift/usr/bin /usr/share/swift/usr/bin; do
        [ -x "$dir/swift" ] && export PATH="$dir:$PATH" && break
    done
fi
if ! command -v swift >/dev/null 2>&1; then
    echo "Tools: swift is not installed; install the Swift 6 toolchain from swift.org, then run this again." >&2
    exit 1
fi

# ensure_packages PKG...: apt-get installs the packages that are not installed yet (sudo when not root).
ensure_packages() {
    local missing=() pkg
    for pkg in "$@"; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    local sudo=()
    [ "$(id -u)" -ne 0 ] && sudo=(sudo)
    echo "Tools: installing ${missing[*]}" >&2
    "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# What building Fling needs: SDL2 and zlib headers, found through pkg-config; libpng decodes
# images and FreeType with the DejaVu font sets text.
FLING_BUILD_PACKAGES=(pkg-config libsdl2-dev zlib1g-dev libpng-dev libfreetype-dev fonts-dejavu-core)
