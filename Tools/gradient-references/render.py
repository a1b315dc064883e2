#!/usr/bin/env python3
"""Reference gradients from Fling's peers, for GradientReferenceTests.

Draws the gradients that Tests/RasterTests/GradientReferenceTests.swift draws with Fling's
GradientPaint, with the same geometry, over an opaque white canvas: axial and radial with
cairo (pycairo: Debian's python3-cairo or `pip install pycairo`), conic with Skia's sweep
gradient (`pip install skia-python`). Writes PNGs into Tests/RasterTests/GradientReferences/.

    python3 Tools/gradient-references/render.py [output folder]

Each scene is a CAGradientLayer-style gradient over layer bounds BOUNDS (points = pixels),
startPoint and endPoint in unit coordinates of the bounds, drawn over the whole canvas so the
padding beyond the ends shows too. Colours interpolate with straight alpha in both peers
(cairo/pixman's and Skia's default), as Core Animation does.
"""
import math
import os
import sys

import cairo
import skia

WIDTH, HEIGHT = 256, 192
BOUNDS = (16.0, 24.0, 224.0, 144.0)  # x, y, width, height

# (red, green, blue, alpha) straight alpha, 0…1; one stop half transparent so the
# interpolation space shows over the white canvas.
COLORS = [(0.9, 0.1, 0.2, 1.0), (0.0, 0.6, 1.0, 0.5), (1.0, 0.85, 0.1, 1.0), (0.2, 0.1, 0.5, 1.0)]
LOCATIONS = [0.0, 0.3, 0.75, 1.0]

SCENES = {
    # name: (kind, startPoint, endPoint)
    "axial": ("axial", (0.1, 0.2), (0.85, 0.9)),
    "radial": ("radial", (0.45, 0.55), (0.9, 0.95)),
    "conic": ("conic", (0.5, 0.45), (0.8, 0.1)),
}


def unit(point):
    x, y, w, h = BOUNDS
    return (x + point[0] * w, y + point[1] * h)


def cairo_scene(kind, start, end):
    surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, WIDTH, HEIGHT)
    context = cairo.Context(surface)
    context.set_source_rgb(1, 1, 1)
    context.paint()
    (sx, sy), (ex, ey) = unit(start), unit(end)
    if kind == "axial":
        pattern = cairo.LinearGradient(sx, sy, ex, ey)
    else:
        # A unit circle in pattern space; the matrix maps the canvas onto it, so the circle
        # is the ellipse centred at s with radii |e − s| along each axis.
        rx, ry = abs(ex - sx), abs(ey - sy)
        pattern = cairo.RadialGradient(0, 0, 0, 0, 0, 1)
        pattern.set_matrix(cairo.Matrix(1 / rx, 0, 0, 1 / ry, -sx / rx, -sy / ry))
    pattern.set_extend(cairo.EXTEND_PAD)
    for location, (r, g, b, a) in zip(LOCATIONS, COLORS):
        pattern.add_color_stop_rgba(location, r, g, b, a)
    context.set_source(pattern)
    context.paint()
    return surface


def skia_conic(start, end):
    (sx, sy), (ex, ey) = unit(start), unit(end)
    colors = [skia.Color4f(r, g, b, a) for (r, g, b, a) in COLORS]
    # Skia's sweep starts along +x and turns clockwise on a y-down canvas; rotate it so it
    # starts towards the end point.
    degrees = math.degrees(math.atan2(ey - sy, ex - sx))
    matrix = skia.Matrix.RotateDeg(degrees, skia.Point(sx, sy))
    shader = skia.GradientShader.MakeSweep(
        sx, sy, [c.toColor() for c in colors], LOCATIONS, localMatrix=matrix)
    surface = skia.Surface(WIDTH, HEIGHT)
    with surface as canvas:
        canvas.clear(skia.ColorWHITE)
        paint = skia.Paint(Shader=shader)
        canvas.drawPaint(paint)
    return surface.makeImageSnapshot()


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    default = os.path.join(here, "..", "..", "Tests", "RasterTests", "GradientReferences")
    folder = sys.argv[1] if len(sys.argv) > 1 else default
    os.makedirs(folder, exist_ok=True)
    for name, (kind, start, end) in SCENES.items():
        path = os.path.join(folder, name + ".png")
        if kind == "conic":
            skia_conic(start, end).save(path, skia.kPNG)
        else:
            cairo_scene(kind, start, end).write_to_png(path)
        print(path)
    print("cairo", cairo.cairo_version_string(), "skia-python", skia.__version__)


if __name__ == "__main__":
    main()
