#!/usr/bin/env python3
"""Writes reference-paths.json next to this script: the paths reference scene of
Tools/bench-render (docs/bench.md, docs/layer-files.md, version 2), 1280x800:

  200 stroked curves  random cubic and quadratic chains of 3-6 pieces, widths 0 (hairline)
                      to 9, round, miter and bevel joins, all three caps, a third of them
                      dashed with a phase, translucent colours
  12 progress rings   arcs and a check mark part-way through strokeEnd (some with strokeStart)
  20 gradients        axial, radial and conic (7, 7, 6), some with rounded masksToBounds
  10 masked layers    a card and two shapes masked by an ellipse, a star or a fading gradient
  6 filled shapes     even-odd and non-zero stars and rings, two with a shadow path

Standard library only; a fixed seed, so the output is the same bytes on every run."""
import importlib.util
import math
import os
import random

here = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("scenes", os.path.join(here, "make-reference-scenes.py"))
scenes = importlib.util.module_from_spec(spec)
spec.loader.exec_module(scenes)


def literal(value):
    """make-reference-scenes.py's compact JSON, with null (fillColor: None)."""
    if value is None:
        return "null"
    if isinstance(value, list):
        return "[" + ", ".join(literal(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f'"{k}": {literal(v)}' for k, v in value.items()) + "}"
    return scenes.literal(value)

WIDTH, HEIGHT = 1280, 800
rng = random.Random(29)


def r1(x):
    return round(x, 1)


def colour(alpha=None):
    c = [rng.randrange(20, 236) for _ in range(3)]
    return c + [alpha] if alpha is not None else c


def curve():
    """A chain of cubics and quadratics inside a w x h box."""
    w, h = rng.randrange(80, 260), rng.randrange(60, 200)
    x, y = rng.uniform(0, w), rng.uniform(0, h)
    path = [["M", r1(x), r1(y)]]
    for _ in range(rng.randrange(3, 7)):
        pts = [r1(rng.uniform(0, w)) if i % 2 == 0 else r1(rng.uniform(0, h)) for i in range(6)]
        path.append(["C", *pts] if rng.random() < 0.6 else ["Q", *pts[:4]])
    return w, h, path


def stroked(i):
    w, h, path = curve()
    x, y = rng.uniform(-20, WIDTH - w + 20), rng.uniform(-20, HEIGHT - h + 20)
    width = rng.choice([0, 0.5, 1, 1.5, 2, 3, 4, 6, 9])
    stroke = {"color": colour(round(rng.uniform(0.5, 1), 2)), "lineWidth": width,
              "lineJoin": ["round", "miter", "bevel"][i % 3 if i % 7 else 1],
              "lineCap": rng.choice(["butt", "round", "square"])}
    if stroke["lineJoin"] == "miter":
        stroke["miterLimit"] = rng.choice([4, 10])
    if i % 3 == 0:
        stroke["lineDashPattern"] = [rng.choice([2, 4, 6, 10]), rng.choice([2, 3, 5, 8])] * rng.choice([1, 2])
        stroke["lineDashPhase"] = rng.choice([0, 1.5, 3])
    return {"name": f"curve {i}", "frame": [r1(x), r1(y), w, h], "path": path, "fillColor": None, "stroke": stroke}


def ring(i):
    size = 64
    x, y = 40 + (i % 6) * 90, 40 + (i // 6) * 90
    if i == 11:
        path = [["M", 12, 34], ["L", 27, 48], ["L", 53, 16]]
    else:
        path = [["arc", 32, 32, 24, -math.pi / 2, 3 * math.pi / 2, True]]
    stroke = {"color": colour(), "lineWidth": 8, "lineCap": "round", "lineJoin": "round",
              "strokeEnd": round(0.1 + 0.07 * i, 3)}
    if i % 4 == 3:
        stroke["strokeStart"] = 0.05
    return {"name": f"ring {i}", "frame": [x, y, size, size], "path": path, "fillColor": None, "stroke": stroke}


def gradient(i):
    kind = ["axial", "radial", "conic"][i % 3] if i < 18 else ["axial", "radial"][i % 2]
    x, y = 620 + (i % 5) * 130, 30 + (i // 5) * 100
    stops = rng.randrange(2, 5)
    g = {"type": kind, "colors": [colour(rng.choice([1, 1, 0.6])) for _ in range(stops)]}
    if i % 2:
        g["locations"] = sorted(round(rng.random(), 2) for _ in range(stops))
    if kind == "axial":
        g["startPoint"], g["endPoint"] = [0, round(rng.random(), 2)], [1, round(rng.random(), 2)]
    elif kind == "radial":
        g["startPoint"], g["endPoint"] = [0.5, 0.5], [round(rng.uniform(0.8, 1.1), 2), round(rng.uniform(0.8, 1.1), 2)]
    else:
        g["startPoint"], g["endPoint"] = [round(rng.uniform(0.3, 0.7), 2), 0.5], [1, round(rng.uniform(0, 1), 2)]
    layer = {"name": f"gradient {i}", "frame": [x, y, 110, 80], "gradient": g}
    if i % 4 == 1:
        layer.update({"cornerRadius": 18, "masksToBounds": True})
    return layer


def star(cx, cy, outer, inner, points=5):
    path = []
    for k in range(2 * points):
        a = -math.pi / 2 + k * math.pi / points
        radius = outer if k % 2 == 0 else inner
        path.append(["M" if k == 0 else "L", r1(cx + radius * math.cos(a)), r1(cy + radius * math.sin(a))])
    return path + [["Z"]]


def pentagram(cx, cy, radius):
    """A self-crossing star: even-odd leaves its centre empty, non-zero fills it."""
    pts = [(cx + radius * math.cos(-math.pi / 2 + k * 4 * math.pi / 5), cy + radius * math.sin(-math.pi / 2 + k * 4 * math.pi / 5)) for k in range(5)]
    return [["M" if k == 0 else "L", r1(px), r1(py)] for k, (px, py) in enumerate(pts)] + [["Z"]]


def masked(i):
    x, y = 40 + (i % 5) * 110, 330 + (i // 5) * 110
    kind = i % 3
    if kind == 0:
        mask = {"frame": [0, 0, 96, 96], "path": [["ellipse", 4, 4, 88, 88]]}
    elif kind == 1:
        mask = {"frame": [0, 0, 96, 96], "path": star(48, 48, 48, 20)}
    else:
        mask = {"frame": [0, 0, 96, 96], "gradient": {"colors": [[0, 0, 0, 1], [0, 0, 0, 0]], "startPoint": [0, 0], "endPoint": [1, 1]}}
    return {"name": f"masked {i}", "frame": [x, y, 96, 96], "backgroundColor": colour(), "cornerRadius": 12,
            "sublayers": [
                {"frame": [10, 10, 76, 76], "path": [["ellipse", 0, 0, 76, 76]], "fillColor": colour(0.8),
                 "stroke": {"color": colour(), "lineWidth": 3}},
                {"frame": [0, 0, 96, 96], "path": [["M", 0, 96], ["L", 96, 0]], "fillColor": None,
                 "stroke": {"color": [20, 20, 20], "lineWidth": 6}}],
            "mask": mask}


def filled(i):
    x, y = 600 + i * 110, 560
    path = pentagram(50, 50, 46) if i < 3 else star(50, 50, 48, 22, 7) + [["ellipse", 30, 30, 40, 40]]
    layer = {"name": f"filled {i}", "frame": [x, y, 100, 100], "path": path, "fillColor": colour(),
             "fillRule": "evenOdd" if i % 2 else "nonZero", "stroke": {"color": [30, 30, 30], "lineWidth": 1.5, "lineJoin": "miter"}}
    if i in (1, 4):
        layer["shadow"] = {"opacity": 0.5, "radius": 5, "offset": [3, 6], "path": path}
    return layer


def scene():
    layers = [stroked(i) for i in range(200)]
    layers += [ring(i) for i in range(12)] + [gradient(i) for i in range(20)]
    layers += [masked(i) for i in range(10)] + [filled(i) for i in range(6)]
    canvas = {"width": WIDTH, "height": HEIGHT, "scale": 1, "clearColor": [242, 242, 247]}
    lines = ",\n".join("    " + literal(layer) for layer in layers)
    return ('{\n  "format": "fling-scene",\n  "version": 2,\n'
            f'  "canvas": {literal(canvas)},\n  "layers": [\n{lines}\n  ]\n}}\n')


if __name__ == "__main__":
    path = os.path.join(here, "reference-paths.json")
    with open(path + ".tmp", "w") as out:
        out.write(scene())
    os.replace(path + ".tmp", path)
    print("wrote", path)
