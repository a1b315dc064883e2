# The render peers of Tools/bench-render and Tools/shape-references (docs/bench.md, "render"):
# cairo (Debian's), Blend2D (the libblend2d.so that pyblend2d's wheel ships, through its C API)
# and Skia (skia-python in a venv), installed and built when missing. Source after setup.sh.

# Installs the peers' libraries into .build/render-peers (pinned, from PyPI) and builds
# .build/cairo-render and .build/blend2d-render, using WORK as scratch. Sets `peers`, `cairo`,
# `blend2d`, `blend2d_version` and the array `skia` (the command that runs the Skia peer).
build_render_peers() {
    local work="$1"
    ensure_packages libcairo2-dev gcc libc6-dev python3-venv unzip pkg-config
    # The peers' libraries from PyPI, pinned: Blend2D's shared library from the pyblend2d wheel
    # (its C API; blend2d-render declares the part it calls in blend2d-api.h, for 0.21), and
    # skia-python in a venv (the only PyPI Skia with paths, gradients and layers).
    peers=.build/render-peers
    if [ ! -x "$peers/venv/bin/python" ] || ! "$peers/venv/bin/python" -c 'import skia' 2>/dev/null; then
        echo "installing skia-python 144.1 into $peers/venv…" >&2
        rm -rf "$peers/venv"
        mkdir -p "$peers"
        python3 -m venv "$peers/venv"
        "$peers/venv/bin/pip" install --quiet --disable-pip-version-check skia-python==144.1 >&2
    fi
    if [ ! -f "$peers/libblend2d.so" ]; then
        echo "fetching pyblend2d 0.22.0 (libblend2d.so)…" >&2
        "$peers/venv/bin/pip" download --quiet --disable-pip-version-check --no-deps --dest "$work/wheels" pyblend2d==0.22.0 >&2
        unzip -q -o -j "$work"/wheels/pyblend2d-0.22.0-*.whl blend2d/_bin/libblend2d.so -d "$work"
        mv "$work/libblend2d.so" "$peers/libblend2d.so"
    fi
    skia=("$peers/venv/bin/python" Tools/skia-render/render.py)
    echo "building the peers…" >&2
    cairo=.build/cairo-render blend2d=.build/blend2d-render
    local common=(-std=c11 -O2 -Wall -Wextra -ITools/render-common Tools/render-common/*.c)
    # shellcheck disable=SC2046  # pkg-config prints several flags
    cc "${common[@]}" -ITools/cairo-render -o "$work/cairo-render" Tools/cairo-render/*.c $(pkg-config --cflags --libs cairo) -lm
    mv "$work/cairo-render" "$cairo"
    cc "${common[@]}" -ITools/blend2d-render -o "$work/blend2d-render" Tools/blend2d-render/*.c \
        -L"$peers" -lblend2d -Wl,-rpath,"\$ORIGIN/render-peers" -lm
    mv "$work/blend2d-render" "$blend2d"
    blend2d_version="$("$blend2d" version)"
    case "$blend2d_version" in
        "Blend2D 0.21."*) ;;
        *) echo "$peers/libblend2d.so reports $blend2d_version; blend2d-api.h declares Blend2D 0.21" >&2; return 1 ;;
    esac
}
