#!/usr/bin/env python3
"""Writes the benchmark scenes next to this script (docs/bench.md, docs/layer-files.md):

  reference.json          1280x800: an 8x8 grid of 120x72 cards, radius 16, varied opaque
                          fills, a 2-point border rgba(0.1, 0.1, 0.1, 0.6), a shadow (black,
                          opacity 0.35, offset (0, 4), radius 6), and a 360x220 overlay
                          rgba(0.9, 0.3, 0.2, 0.5) rotated 30 degrees about its centre at (640, 400)
  reference-fills.json    the same cards and overlay, fills only
  reference-borders.json  fills and borders, no shadows
  reference-3d.json       reference.json plus a 320x200 image layer rotated 40 degrees about y
                          with m34 = -1/500 (../Images/checkerboard.png)

Standard library only; the output is the same bytes on every run."""
import colorsys
import math
import os

COLUMNS, ROWS = 8, 8
CARD_W, CARD_H, PITCH_X, PITCH_Y = 120, 72, 150, 96
LEFT = (1280 - (COLUMNS - 1) * PITCH_X - CARD_W) // 2
TOP = (800 - (ROWS - 1) * PITCH_Y - CARD_H) // 2


def number(x):
    """The shortest text for x at 15 significant digits (0.49999999999999994 -> 0.5)."""
    text = format(x, ".15g")
    return "0" if text == "-0" else text


def literal(value):
    """Compact JSON: one layer per line in the files below."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return number(value)
    if isinstance(value, str):
        return '"' + value + '"'
    if isinstance(value, list):
        return "[" + ", ".join(literal(v) for v in value) + "]"
    return "{" + ", ".join(f'"{k}": {literal(v)}' for k, v in value.items()) + "}"


def eight_bit(fraction):
    return int(fraction * 255 + 0.5)


def card(column, row, borders, shadows):
    hue = (row * COLUMNS + column) / (COLUMNS * ROWS)
    fill = [eight_bit(c) for c in colorsys.hsv_to_rgb(hue, 0.45 + 0.1 * (row % 3), 0.92 - 0.04 * (column % 4))]
    layer = {"name": f"card {column},{row}", "frame": [LEFT + column * PITCH_X, TOP + row * PITCH_Y, CARD_W, CARD_H],
             "backgroundColor": fill, "cornerRadius": 16}
    if borders:
        layer["border"] = {"width": 2, "color": [eight_bit(0.1)] * 3 + [0.6]}
    if shadows:
        layer["shadow"] = {"opacity": 0.35, "radius": 6, "offset": [0, 4], "color": [0, 0, 0]}
    return layer


def overlay():
    angle = math.radians(30)
    c, s = math.cos(angle), math.sin(angle)
    return {"name": "overlay", "position": [640, 400], "bounds": [0, 0, 360, 220],
            "transform": [c, s, 0, 0, -s, c, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1],
            "backgroundColor": [eight_bit(0.9), eight_bit(0.3), eight_bit(0.2), 0.5]}


def image_3d():
    """CATransform3DRotate(t, 40 degrees, 0, 1, 0) of a t with m34 = -1/500: rotation · perspective."""
    angle, p = math.radians(40), -1 / 500
    c, s = math.cos(angle), math.sin(angle)
    return {"name": "image 3d", "position": [1000, 400], "bounds": [0, 0, 320, 200],
            "transform": [c, 0, -s, -s * p, 0, 1, 0, 0, s, 0, c, c * p, 0, 0, 0, 1],
            "contents": "../Images/checkerboard.png"}


def scene(borders=True, shadows=True, extra=()):
    layers = [card(col, row, borders, shadows) for row in range(ROWS) for col in range(COLUMNS)]
    layers += [overlay(), *extra]
    canvas = {"width": 1280, "height": 800, "scale": 1, "clearColor": [242, 242, 247]}
    lines = ",\n".join("    " + literal(layer) for layer in layers)
    return ('{\n  "format": "fling-scene",\n  "version": 1,\n'
            f'  "canvas": {literal(canvas)},\n  "layers": [\n{lines}\n  ]\n}}\n')


if __name__ == "__main__":
    here = os.path.dirname(os.path.abspath(__file__))
    for name, text in [("reference.json", scene()), ("reference-fills.json", scene(borders=False, shadows=False)),
                       ("reference-borders.json", scene(shadows=False)), ("reference-3d.json", scene(extra=[image_3d()]))]:
        with open(os.path.join(here, name), "w") as out:
            out.write(text)
        print("wrote", os.path.join(here, name))
