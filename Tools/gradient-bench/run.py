#!/usr/bin/env python3
"""Gradient fill speed: Fling's GradientPaint (each kind) and a solid fill beside cairo's
linear and radial gradient fills of the same 1920×1080 opaque rectangle, in one run.

    swift build -c release --product gradient-bench && python3 Tools/gradient-bench/run.py

Prints median milliseconds per fill and the ratio to Fling's solid fill.
"""
import os
import statistics
import subprocess
import sys
import time

import cairo

WIDTH, HEIGHT, REPS = 1920, 1080, 21
here = os.path.dirname(os.path.abspath(__file__))
binary = os.path.join(here, "..", "..", ".build", "release", "gradient-bench")
out = subprocess.run([binary, str(WIDTH), str(HEIGHT), str(REPS)], check=True, capture_output=True, text=True).stdout
rows = [(f"fling {name}", float(ms)) for name, ms in (line.split() for line in out.splitlines())]


def cairo_fill(pattern):
    surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, WIDTH, HEIGHT)
    context = cairo.Context(surface)
    pattern.set_extend(cairo.EXTEND_PAD)
    for location, (r, g, b) in zip([0, 0.5, 1], [(0.9, 0.1, 0.2), (0, 0.6, 1), (1, 0.85, 0.1)]):
        pattern.add_color_stop_rgb(location, r, g, b)
    context.set_source(pattern)
    times = []
    for _ in range(REPS):
        start = time.perf_counter()
        context.rectangle(0, 0, WIDTH, HEIGHT)
        context.fill()
        surface.flush()
        times.append((time.perf_counter() - start) * 1e3)
    return statistics.median(times)


sx, sy, ex, ey = 0.3 * WIDTH, 0.4 * HEIGHT, 0.9 * WIDTH, 0.8 * HEIGHT
rows.append(("cairo linear", cairo_fill(cairo.LinearGradient(sx, sy, ex, ey))))
radial = cairo.RadialGradient(0, 0, 0, 0, 0, 1)
radial.set_matrix(cairo.Matrix(1 / (ex - sx), 0, 0, 1 / (ey - sy), -sx / (ex - sx), -sy / (ey - sy)))
rows.append(("cairo radial (elliptical)", cairo_fill(radial)))
solid = rows[0][1]
print(f"{WIDTH}×{HEIGHT}, median of {REPS}, cairo {cairo.cairo_version_string()}")
for name, ms in rows:
    print(f"{name:28s} {ms:8.3f} ms  {ms / solid:6.1f}× solid")
sys.exit(0)
