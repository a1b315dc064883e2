#!/usr/bin/env python3
"""skia-render: the Skia peer of Tools/bench-render (raster backend, N32 premultiplied, one
thread), through skia-python, the only PyPI Skia with paths, gradients and layers (a GCC
build; castella-skia's Clang build exposes rectangles and text only, and exports no Skia
symbols to call from C).

  skia-render render SCENE.json -o OUT.png
  skia-render bench SCENE.json [--frames N] [--json]
  skia-render version

The scene is read here the way render-common/scene.c reads it (docs/layer-files.md, versions 1
and 2). `bench` records the frame once into an SkPicture (paths, paints and shaders built by
Python) and times its playback onto the raster surface: one Python call per frame, so Skia's
own raster work is what is timed. Playback's Python cost is measured on an empty picture and
reported (`python_call_ms`); the same tree drawn call by call from Python is timed too
(`immediate_cpu_ms_per_frame_median`), with the recording's cost (Python and the bindings,
no pixels) beside it (`record_cpu_ms_median`), so the binding overhead of that path is seen."""
import json
import math
import os
import statistics
import sys
import time

import skia

PROGRAM = "skia-render"
WARMUP_FRAMES = 3
IDENTITY = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
KAPPA = 0.5522847498307934
# Skia draws a stroke at most one device pixel wide as its own anti-aliased hairline, whose
# coverage is not the area of a one-pixel band; a hair wider makes it stroke the band as the
# other peers (and Core Graphics) do.
HAIRLINE = 1.0001


class SceneError(Exception):
    pass


def fail(where, why):
    raise SceneError(f"{where}: {why}")


def colour(value, where):
    if not isinstance(value, list) or len(value) not in (3, 4) or not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in value):
        fail(where, "not a colour")
    r, g, b = (v / 255 for v in value[:3])
    return (r, g, b, value[3] if len(value) == 4 else 1.0)


def argb(c, alpha=1.0):
    a = max(0.0, min(1.0, c[3] * alpha))
    return skia.Color(round(c[0] * 255), round(c[1] * 255), round(c[2] * 255), round(a * 255))


def numbers(obj, key, count, default):
    value = obj.get(key)
    if value is None:
        return default
    if not isinstance(value, list) or len(value) != count or not all(isinstance(v, (int, float)) for v in value):
        fail(key, "wrong number of numbers")
    return [float(v) for v in value]


def build_path(elements, where):
    """The file's path elements as an skia.Path, built as Fling's Path builds them."""
    if not isinstance(elements, list):
        fail(where, "not an array of path elements")
    path, has_point = skia.Path(), False
    arity = {"M": 2, "L": 2, "Q": 4, "C": 6, "Z": 0, "rect": 4, "roundedRect": 5, "ellipse": 4, "arc": 6}
    for i, e in enumerate(elements):
        here = f"{where} element {i + 1}"
        if not isinstance(e, list) or not e or e[0] not in arity or len(e) != arity[e[0]] + 1:
            fail(here, "not [verb, numbers…]")
        verb, n = e[0], e[1:]
        if verb == "arc":
            if not isinstance(n[5], bool):
                fail(here, "clockwise is not true or false")
            cx, cy, radius, a0, a1, clockwise = n
            start = (cx + radius * math.cos(a0), cy + radius * math.sin(a0))
            (path.lineTo if has_point else path.moveTo)(*start)
            has_point = True
            sweep, turn = a1 - a0, 2 * math.pi
            if clockwise:
                if sweep < 0:
                    sweep = math.fmod(sweep, turn) + turn
                if a1 - a0 >= turn:
                    sweep = turn
            else:
                if sweep > 0:
                    sweep = math.fmod(sweep, turn) - turn
                if a0 - a1 >= turn:
                    sweep = -turn
            if sweep == 0 or not radius > 0:
                continue
            pieces = max(1, math.ceil(abs(sweep) / (math.pi / 2) - 1e-9))
            step, angle = sweep / pieces, a0
            k = 4 / 3 * math.tan(step / 4)
            for _ in range(pieces):
                nxt = angle + step
                c0, s0, c1, s1 = math.cos(angle), math.sin(angle), math.cos(nxt), math.sin(nxt)
                path.cubicTo(cx + radius * (c0 - k * s0), cy + radius * (s0 + k * c0), cx + radius * (c1 + k * s1),
                             cy + radius * (s1 - k * c1), cx + radius * c1, cy + radius * s1)
                angle = nxt
            continue
        if not all(isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) for v in n):
            fail(here, "not a finite number")
        if verb == "M" or (verb == "L" and not has_point):
            path.moveTo(*n)
        elif verb == "L":
            path.lineTo(*n)
        elif verb == "Q":
            if not has_point:
                path.moveTo(n[0], n[1])
            path.quadTo(*n)
        elif verb == "C":
            if not has_point:
                path.moveTo(n[0], n[1])
            path.cubicTo(*n)
        elif verb == "Z":
            if has_point:
                path.close()
            continue
        elif verb == "rect":
            x, y, w, h = n
            path.moveTo(x, y); path.lineTo(x + w, y); path.lineTo(x + w, y + h); path.lineTo(x, y + h); path.close()
        elif verb == "roundedRect":
            x0, y0, w, h, radius = n
            r = max(0.0, min(radius, min(w, h) / 2))
            k, x1, y1 = r * KAPPA, x0 + w, y0 + h
            path.moveTo(x0 + r, y0); path.lineTo(x1 - r, y0)
            path.cubicTo(x1 - r + k, y0, x1, y0 + r - k, x1, y0 + r); path.lineTo(x1, y1 - r)
            path.cubicTo(x1, y1 - r + k, x1 - r + k, y1, x1 - r, y1); path.lineTo(x0 + r, y1)
            path.cubicTo(x0 + r - k, y1, x0, y1 - r + k, x0, y1 - r); path.lineTo(x0, y0 + r)
            path.cubicTo(x0, y0 + r - k, x0 + r - k, y0, x0 + r, y0); path.close()
        elif verb == "ellipse":
            x, y, w, h = n
            cx, cy, rx, ry = x + w / 2, y + h / 2, w / 2, h / 2
            kx, ky = rx * KAPPA, ry * KAPPA
            path.moveTo(cx + rx, cy)
            path.cubicTo(cx + rx, cy + ky, cx + kx, cy + ry, cx, cy + ry)
            path.cubicTo(cx - kx, cy + ry, cx - rx, cy + ky, cx - rx, cy)
            path.cubicTo(cx - rx, cy - ky, cx - kx, cy - ry, cx, cy - ry)
            path.cubicTo(cx + kx, cy - ry, cx + rx, cy - ky, cx + rx, cy)
            path.close()
        has_point = True
    return path


class Layer:
    """One layer with CALayer's defaults (as render-common/scene.c keeps them)."""

    def __init__(self, obj, directory, version):
        if not isinstance(obj, dict):
            fail("layer", "not an object")

        def v2(key, holder=obj):
            if key in holder and version == 1:
                fail(key, "needs version 2")
            return holder.get(key)

        self.anchor = numbers(obj, "anchorPoint", 2, [0.5, 0.5])
        self.bounds = numbers(obj, "bounds", 4, [0, 0, 0, 0])
        self.position = numbers(obj, "position", 2, [0, 0])
        if "frame" in obj:
            x, y, w, h = numbers(obj, "frame", 4, None)
            self.bounds = [0, 0, w, h]
            self.position = [x + self.anchor[0] * w, y + self.anchor[1] * h]
        self.z = float(obj.get("zPosition", 0))
        self.transform = numbers(obj, "transform", 16, IDENTITY)
        self.sublayer_transform = numbers(obj, "sublayerTransform", 16, IDENTITY)
        self.opacity = float(obj.get("opacity", 1))
        self.hidden = bool(obj.get("hidden", False))
        self.background = colour(obj["backgroundColor"], "backgroundColor") if "backgroundColor" in obj else (0, 0, 0, 0)
        self.corner_radius = float(obj.get("cornerRadius", 0))
        names = ["minXMinY", "maxXMinY", "minXMaxY", "maxXMaxY"]
        corners = obj.get("maskedCorners", names)
        self.corners = {names.index(c) for c in corners}
        border = obj.get("border", {})
        self.border_width = float(border.get("width", 0))
        self.border_color = colour(border["color"], "border.color") if "color" in border else (0, 0, 0, 1)
        shadow = obj.get("shadow", {})
        self.shadow_opacity = float(shadow.get("opacity", 0))
        self.shadow_radius = float(shadow.get("radius", 3))
        self.shadow_offset = numbers(shadow, "offset", 2, [0, -3])
        self.shadow_color = colour(shadow["color"], "shadow.color") if "color" in shadow else (0, 0, 0, 1)
        shadow_path = v2("path", shadow)
        self.shadow_path = build_path(shadow_path, "shadow.path") if shadow_path is not None else None
        self.masks_to_bounds = bool(obj.get("masksToBounds", False))
        contents = obj.get("contents")
        self.contents = os.path.join(directory, contents) if contents else None
        path = v2("path")
        self.path = build_path(path, "path") if path is not None else None
        fill = v2("fillColor")
        self.fill = None if ("fillColor" in obj and fill is None) else colour(fill, "fillColor") if fill is not None else (0, 0, 0, 1)
        if v2("fillRule") not in (None, "nonZero", "evenOdd"):
            fail("fillRule", "not one of the allowed names")
        self.even_odd = v2("fillRule") == "evenOdd"
        stroke = v2("stroke")
        self.stroke = None
        if stroke is not None:
            if "color" not in stroke:
                fail("stroke.color", "missing")
            for key, names in (("lineCap", ("butt", "round", "square")), ("lineJoin", ("miter", "round", "bevel"))):
                if key in stroke and stroke[key] not in names:
                    fail(key, "not one of the allowed names")
            dashes = [float(d) for d in stroke.get("lineDashPattern", [])]
            self.stroke = {"color": colour(stroke["color"], "stroke.color"), "width": float(stroke.get("lineWidth", 1)),
                           "cap": stroke.get("lineCap", "butt"), "join": stroke.get("lineJoin", "miter"),
                           "miter": float(stroke.get("miterLimit", 10)), "dashes": dashes if sum(dashes) > 0 else None,
                           "phase": float(stroke.get("lineDashPhase", 0)), "start": float(stroke.get("strokeStart", 0)),
                           "end": float(stroke.get("strokeEnd", 1))}
        gradient = v2("gradient")
        self.gradient = None
        if gradient is not None:
            if not isinstance(gradient.get("colors"), list):
                fail("gradient.colors", "missing or not an array")
            if gradient.get("type", "axial") not in ("axial", "radial", "conic"):
                fail("type", "not one of the allowed names")
            colors = [colour(c, "gradient.colors") for c in gradient["colors"]]
            n = len(colors)
            self.gradient = {"type": gradient.get("type", "axial"), "colors": colors,
                             "locations": [float(v) for v in gradient.get("locations", [i / (n - 1) if n > 1 else 0 for i in range(n)])],
                             "start": numbers(gradient, "startPoint", 2, [0.5, 0]), "end": numbers(gradient, "endPoint", 2, [0.5, 1])}
        mask = v2("mask")
        self.mask = Layer(mask, directory, version) if mask is not None else None
        self.sublayers = [Layer(s, directory, version) for s in obj.get("sublayers", [])]
        self.order = sorted(range(len(self.sublayers)), key=lambda i: self.sublayers[i].z)  # stable: file order
        # What the file gives, for move(): position, corner radius, transform.
        self.file_position, self.file_corner_radius, self.file_transform = list(self.position), self.corner_radius, list(self.transform)


def move(root, frame):
    """render-common's scene_move (docs/bench.md, "Moving frames"): every layer, numbered k in
    depth-first order (not masks), moved from its file position by
    (3.3 sin(0.37 f + 0.71 k), 2.1 cos(0.23 f + 0.53 k)); a corner radius r > 0 becomes
    r (1 + 0.25 sin(0.41 f + 0.9 k)); the last layer (the overlay) turns by 0.03 f radians
    about z after its file transform."""
    k = 0

    def walk(layer):
        nonlocal k
        f, n = float(frame), float(k)
        k += 1
        layer.position = [layer.file_position[0] + 3.3 * math.sin(0.37 * f + 0.71 * n),
                          layer.file_position[1] + 2.1 * math.cos(0.23 * f + 0.53 * n)]
        if layer.file_corner_radius > 0:
            layer.corner_radius = layer.file_corner_radius * (1 + 0.25 * math.sin(0.41 * f + 0.9 * n))
        for sub in layer.sublayers:
            walk(sub)

    for layer in root.sublayers:
        walk(layer)
    if root.sublayers:
        overlay = root.sublayers[-1]
        c, s = math.cos(0.03 * frame), math.sin(0.03 * frame)
        overlay.transform = multiply(overlay.file_transform, [c, s, 0, 0, -s, c, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])


def load(path):
    try:
        with open(path) as f:
            document = json.load(f)
    except (OSError, ValueError) as error:
        raise SceneError(f"cannot read: {error}")
    version = document.get("version", 2)
    if version not in (1, 2):
        fail("version", "not 1 or 2")
    canvas = document.get("canvas", {})
    width, height = canvas.get("width", 0), canvas.get("height", 0)
    if not (width >= 1 and height >= 1):
        fail("canvas", "needs a width and a height")
    root = Layer({"bounds": [0, 0, width, height], "position": [width / 2, height / 2],
                  "sublayers": document.get("layers", [])}, os.path.dirname(path) or ".", version)
    scale = float(canvas.get("scale", 1))
    clear = colour(canvas["clearColor"], "canvas.clearColor") if "clearColor" in canvas else (0, 0, 0, 0)
    return root, int(math.ceil(width * scale)), int(math.ceil(height * scale)), scale, clear


def multiply(a, b):
    return [sum(a[i * 4 + k] * b[k * 4 + j] for k in range(4)) for i in range(4) for j in range(4)]


def translation(x, y, z=0.0):
    return [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, y, z, 1]


def orthographic(m):
    return m[:3] + [0] + m[4:7] + [0] + m[8:11] + [0] + m[12:15] + [1]


def flattened(m):
    """The map of a layer's plane (z = 0) with its perspective kept and z dropped, as Core
    Animation flattens a layer into its superlayer's plane: what its sublayers are placed in."""
    return [m[0], m[1], 0, m[3], m[4], m[5], 0, m[7], 0, 0, 1, 0, m[12], m[13], 0, m[15]]


def layer_matrix(layer, parent):
    b = layer.bounds
    m = translation(-(b[0] + layer.anchor[0] * b[2]), -(b[1] + layer.anchor[1] * b[3]))
    m = multiply(m, layer.transform)
    m = multiply(m, translation(layer.position[0], layer.position[1], layer.z))
    return multiply(m, parent)


def sublayer_matrix(layer, own):
    b = layer.bounds
    cx, cy = b[0] + b[2] / 2, b[1] + b[3] / 2
    m = multiply(translation(-cx, -cy), orthographic(layer.sublayer_transform))
    return multiply(multiply(m, translation(cx, cy)), own)


def path_box(path):
    r = path.computeTightBounds() if path.countVerbs() else skia.Rect.MakeEmpty()
    return [r.left(), r.top(), r.right(), r.bottom()]


def device_box(layer, parent, scale, width, height):
    """render-common's layer_device_box: the pixels a layer drawn under `parent` can touch (its
    bounds, path and stroke, shadow and unclipped sublayers, within its mask's), so a group's
    saveLayer covers no more."""
    def grow(box, m, x0, y0, x1, y1, pad):
        for x, y in ((x0 - pad, y0 - pad), (x1 + pad, y0 - pad), (x0 - pad, y1 + pad), (x1 + pad, y1 + pad)):
            dx, dy = (x * m[0] + y * m[4] + m[12]) * scale, (x * m[1] + y * m[5] + m[13]) * scale
            box[0], box[1], box[2], box[3] = min(box[0], dx), min(box[1], dy), max(box[2], dx), max(box[3], dy)

    def tree(layer, parent, box):
        if layer.hidden or layer.opacity <= 0:
            return
        own, b = layer_matrix(layer, parent), layer.bounds
        grow(box, own, b[0], b[1], b[0] + b[2], b[1] + b[3], 0)
        if layer.path is not None:
            s = layer.stroke
            reach = max(s["width"] / 2 * max(s["miter"], 1.5), 1 / scale) + 1 if s else 0
            grow(box, own, *path_box(layer.path), reach)
        if layer.shadow_opacity > 0:
            p = path_box(layer.shadow_path) if layer.shadow_path is not None else [b[0], b[1], b[0] + b[2], b[1] + b[3]]
            ox, oy = layer.shadow_offset
            grow(box, own, p[0] + ox, p[1] + oy, p[2] + ox, p[3] + oy, 3 * layer.shadow_radius + 1)
        if not layer.masks_to_bounds and layer.sublayers:
            space = sublayer_matrix(layer, flattened(own))
            for sub in layer.sublayers:
                tree(sub, space, box)

    box = [math.inf, math.inf, -math.inf, -math.inf]
    tree(layer, parent, box)
    if layer.mask is not None:
        m = [math.inf, math.inf, -math.inf, -math.inf]
        tree(layer.mask, flattened(layer_matrix(layer, parent)), m)
        box = [max(box[0], m[0]), max(box[1], m[1]), min(box[2], m[2]), min(box[3], m[3])]
    x0, y0 = max(0, math.floor(box[0]) - 1), max(0, math.floor(box[1]) - 1)
    x1, y1 = min(width, math.ceil(box[2]) + 1), min(height, math.ceil(box[3]) + 1)
    return skia.Rect.MakeLTRB(x0, y0, max(x0, x1), max(y0, y1))


def radii(layer):
    b = layer.bounds
    limit = min(b[2], b[3]) / 2
    clockwise = [0, 1, 3, 2]  # minXMinY, maxXMinY, maxXMaxY, minXMaxY
    return [min(layer.corner_radius, limit) if c in layer.corners else 0 for c in clockwise]


def rrect(b, r):
    rr = skia.RRect()
    rr.setRectRadii(skia.Rect.MakeXYWH(*b), [skia.Point(v, v) for v in r])
    return rr


class Drawer:
    def __init__(self, scale, width, height):
        self.scale, self.width, self.height = scale, width, height
        self.images = {}

    def matrix(self, canvas, m):
        # The plane's homography (perspective in the fourth column, as Fling flattens it).
        canvas.setMatrix(skia.Matrix.MakeAll(m[0] * self.scale, m[4] * self.scale, m[12] * self.scale,
                                              m[1] * self.scale, m[5] * self.scale, m[13] * self.scale,
                                              m[3], m[7], m[15]))

    def gradient(self, canvas, layer, r, alpha):
        g, b = layer.gradient, layer.bounds
        if not g["colors"]:
            return
        sx, sy = b[0] + g["start"][0] * b[2], b[1] + g["start"][1] * b[3]
        ex, ey = b[0] + g["end"][0] * b[2], b[1] + g["end"][1] * b[3]
        colors = [argb(c) for c in g["colors"]]
        if g["type"] == "axial":
            shader = skia.GradientShader.MakeLinear([skia.Point(sx, sy), skia.Point(ex, ey)], colors, g["locations"])
        elif g["type"] == "radial":
            rx, ry = abs(ex - sx), abs(ey - sy)
            if not (rx > 0 and ry > 0):
                return
            local = skia.Matrix.MakeAll(rx, 0, sx, 0, ry, sy, 0, 0, 1)
            shader = skia.GradientShader.MakeRadial(skia.Point(0, 0), 1, colors, g["locations"], skia.TileMode.kClamp, 0, local)
        else:
            local = skia.Matrix.RotateDeg(math.degrees(math.atan2(ey - sy, ex - sx)), skia.Point(sx, sy))
            shader = skia.GradientShader.MakeSweep(sx, sy, colors, g["locations"], skia.TileMode.kClamp, 0, 360, 0, local)
        paint = skia.Paint(AntiAlias=True, Shader=shader, Alphaf=alpha)
        if layer.masks_to_bounds:
            canvas.drawRRect(rrect(b, r), paint)
        else:
            canvas.drawRect(skia.Rect.MakeXYWH(*b), paint)

    def shape(self, canvas, layer, m, alpha):
        if layer.fill is not None and layer.fill[3] > 0:
            layer.path.setFillType(skia.PathFillType.kEvenOdd if layer.even_odd else skia.PathFillType.kWinding)
            canvas.drawPath(layer.path, skia.Paint(AntiAlias=True, Color=argb(layer.fill, alpha)))
        s = layer.stroke
        if s is None or s["color"][3] <= 0 or not s["end"] > s["start"]:
            return
        a, b_, c, d = m[0], m[1], m[4], m[5]
        p, q, r_ = a * a + b_ * b_, a * c + b_ * d, c * c + d * d
        device = math.sqrt((p + r_) / 2 + math.sqrt((p - r_) ** 2 / 4 + q * q)) * self.scale
        paint = skia.Paint(AntiAlias=True, Color=argb(s["color"], alpha), Style=skia.Paint.kStroke_Style,
                           StrokeWidth=(HAIRLINE / device if s["width"] * device < HAIRLINE else s["width"]), StrokeMiter=s["miter"],
                           StrokeCap={"butt": skia.Paint.kButt_Cap, "round": skia.Paint.kRound_Cap, "square": skia.Paint.kSquare_Cap}[s["cap"]],
                           StrokeJoin={"miter": skia.Paint.kMiter_Join, "round": skia.Paint.kRound_Join, "bevel": skia.Paint.kBevel_Join}[s["join"]])
        effect = None
        if s["start"] > 0 or s["end"] < 1:
            effect = skia.TrimPathEffect.Make(s["start"], s["end"])
        if s["dashes"]:
            dashes = s["dashes"] * (2 if len(s["dashes"]) % 2 else 1)
            dash = skia.DashPathEffect.Make(dashes, s["phase"])
            effect = skia.PathEffect.MakeCompose(dash, effect) if effect else dash
        if effect:
            paint.setPathEffect(effect)
        layer.path.setFillType(skia.PathFillType.kWinding)
        canvas.drawPath(layer.path, paint)

    def layer(self, canvas, layer, parent):
        if layer.hidden or layer.opacity <= 0:
            return
        own, r, b = layer_matrix(layer, parent), radii(layer), layer.bounds
        if abs(own[0] * own[5] - own[1] * own[4]) <= 1e-12:
            return
        sized = b[2] > 0 and b[3] > 0
        gradient = layer.gradient is not None and layer.gradient["colors"] and sized
        has_shape = sized and (layer.background[3] > 0 or layer.border_width > 0 or layer.contents)
        shadow = layer.shadow_opacity > 0 and (layer.shadow_path is not None or has_shape)
        parts = (shadow + (layer.background[3] > 0) + bool(layer.contents) + bool(gradient)
                 + (layer.path is not None and layer.fill is not None) + (layer.path is not None and layer.stroke is not None)
                 + (layer.border_width > 0) + bool(layer.sublayers))
        group = (layer.opacity < 1 and parts > 1) or layer.mask is not None
        alpha = 1 if group else layer.opacity
        if group:  # composited at the group's restore, with the layer's opacity
            canvas.resetMatrix()
            canvas.saveLayer(device_box(layer, parent, self.scale, self.width, self.height), skia.Paint(Alphaf=layer.opacity))
        self.matrix(canvas, own)
        if shadow:
            paint = skia.Paint(AntiAlias=True, Color=argb(layer.shadow_color, layer.shadow_opacity * alpha),
                               MaskFilter=skia.MaskFilter.MakeBlur(skia.kNormal_BlurStyle, layer.shadow_radius))
            canvas.save()
            canvas.translate(*layer.shadow_offset)
            if layer.shadow_path is not None:
                canvas.drawPath(layer.shadow_path, paint)
            else:
                canvas.drawRRect(rrect(b, r), paint)
            canvas.restore()
        if sized and layer.background[3] > 0:
            canvas.drawRRect(rrect(b, r), skia.Paint(AntiAlias=True, Color=argb(layer.background, alpha)))
        canvas.save()
        if layer.masks_to_bounds:
            canvas.clipRRect(rrect(b, r), skia.ClipOp.kIntersect, True)
        if sized and layer.contents:
            image = self.images.get(layer.contents)
            if image is None:
                image = self.images[layer.contents] = skia.Image.open(layer.contents)
            canvas.drawImageRect(image, skia.Rect.MakeXYWH(*b), skia.SamplingOptions(skia.FilterMode.kLinear),
                                 skia.Paint(Alphaf=alpha))
        if gradient:
            self.gradient(canvas, layer, r, alpha)
        if layer.path is not None:
            self.shape(canvas, layer, own, alpha)
        if layer.sublayers:
            space = sublayer_matrix(layer, flattened(own))
            for i in layer.order:
                self.layer(canvas, layer.sublayers[i], space)
        canvas.restore()
        self.matrix(canvas, own)
        if sized and layer.border_width > 0:
            w = layer.border_width
            paint = skia.Paint(AntiAlias=True, Color=argb(layer.border_color, alpha))
            if b[2] > 2 * w and b[3] > 2 * w:
                inner = [max(v - w, 0) for v in r]
                canvas.drawDRRect(rrect(b, r), rrect([b[0] + w, b[1] + w, b[2] - 2 * w, b[3] - 2 * w], inner), paint)
            else:
                canvas.drawRRect(rrect(b, r), paint)
        if group:
            if layer.mask is not None:
                canvas.resetMatrix()
                canvas.saveLayer(None, skia.Paint(BlendMode=skia.BlendMode.kDstIn))
                self.layer(canvas, layer.mask, flattened(own))
                canvas.restore()
            canvas.restore()

    def frame(self, canvas, root, clear):
        canvas.clear(argb(clear))
        self.layer(canvas, root, IDENTITY)


def cpu_ms():
    return time.process_time() * 1e3


def wall_ms():
    return time.monotonic() * 1e3


def version():
    return f"Skia m{skia.__version__.split('.')[0]} (skia-python {skia.__version__}, GCC build)"


def render(path, output, frame=None):
    root, width, height, scale, clear = load(path)
    if frame is not None:
        move(root, frame)
    surface = skia.Surface(width, height)
    with surface as canvas:
        Drawer(scale, width, height).frame(canvas, root, clear)
    image = surface.makeImageSnapshot()
    temporary = output + ".tmp.png"
    try:
        image.save(temporary, skia.kPNG)
        os.replace(temporary, output)
    except Exception:
        if os.path.exists(temporary):
            os.remove(temporary)
        raise
    print("wrote", output)


def timed(frames, draw):
    cpu, wall = [], []
    for _ in range(frames):
        c0, w0 = cpu_ms(), wall_ms()
        draw()
        cpu.append(cpu_ms() - c0)
        wall.append(wall_ms() - w0)
    return cpu, wall


def bench_moving(path, frames, as_json):
    """Frames where every layer moves (move()): each frame is recorded into its own picture
    before the clock starts (Python's share), and the playback of the frame's picture is
    timed, so the time is Skia's rasterizing of a frame it has not drawn before."""
    root, width, height, scale, clear = load(path)
    drawer = Drawer(scale, width, height)
    surface = skia.Surface(width, height)
    canvas = surface.getCanvas()
    bounds = skia.Rect.MakeWH(width, height)
    pictures = []
    for frame in range(WARMUP_FRAMES + frames):
        move(root, frame)
        recorder = skia.PictureRecorder()
        drawer.frame(recorder.beginRecording(bounds), root, clear)
        pictures.append(recorder.finishRecordingAsPicture())
    for picture in pictures[:WARMUP_FRAMES]:
        canvas.drawPicture(picture)
    queue = iter(pictures[WARMUP_FRAMES:])
    cpu, wall = timed(frames, lambda: canvas.drawPicture(next(queue)))
    result = {"renderer": version(), "scene": path, "threads": 1, "frames": frames, "warmup_frames": WARMUP_FRAMES,
              "width": width, "height": height, "scale": scale, "moving": True,
              "cpu_ms_per_frame_median": statistics.median(cpu), "cpu_ms_per_frame_min": min(cpu),
              "cpu_ms_per_frame_max": max(cpu), "wall_ms_per_frame_median": statistics.median(wall)}
    if as_json:
        print(json.dumps(result, separators=(",", ":")))
    else:
        print(f"skia-render bench: {path} (moving), {width}x{height} pixels, {version()}, {frames} frames after "
              f"{WARMUP_FRAMES} warm-up\n"
              f"playback of each frame's picture, process CPU   {result['cpu_ms_per_frame_median']:.3f} ms median "
              f"(min {result['cpu_ms_per_frame_min']:.3f}, max {result['cpu_ms_per_frame_max']:.3f})")


def bench(path, frames, as_json):
    root, width, height, scale, clear = load(path)
    drawer = Drawer(scale, width, height)
    surface = skia.Surface(width, height)
    canvas = surface.getCanvas()
    bounds = skia.Rect.MakeWH(width, height)

    def record():
        recorder = skia.PictureRecorder()
        drawer.frame(recorder.beginRecording(bounds), root, clear)
        return recorder.finishRecordingAsPicture()

    picture = record()
    empty = skia.PictureRecorder()
    empty.beginRecording(bounds)
    empty = empty.finishRecordingAsPicture()
    for _ in range(WARMUP_FRAMES):
        canvas.drawPicture(picture)
        drawer.frame(canvas, root, clear)
    cpu, wall = timed(frames, lambda: canvas.drawPicture(picture))
    immediate, _ = timed(frames, lambda: drawer.frame(canvas, root, clear))
    recording, _ = timed(frames, record)
    python_call, _ = timed(max(frames, 200), lambda: canvas.drawPicture(empty))
    result = {"renderer": version(), "scene": path, "threads": 1, "frames": frames, "warmup_frames": WARMUP_FRAMES,
              "width": width, "height": height, "scale": scale,
              "cpu_ms_per_frame_median": statistics.median(cpu), "cpu_ms_per_frame_min": min(cpu),
              "cpu_ms_per_frame_max": max(cpu), "wall_ms_per_frame_median": statistics.median(wall),
              "python_call_ms": statistics.median(python_call),
              "immediate_cpu_ms_per_frame_median": statistics.median(immediate),
              "record_cpu_ms_median": statistics.median(recording)}
    if as_json:
        print(json.dumps(result, separators=(",", ":")))
    else:
        print(f"skia-render bench: {path}, {width}x{height} pixels, {version()}, {frames} frames after {WARMUP_FRAMES} warm-up\n"
              f"picture playback, process CPU   {result['cpu_ms_per_frame_median']:.3f} ms median "
              f"(min {result['cpu_ms_per_frame_min']:.3f}, max {result['cpu_ms_per_frame_max']:.3f})\n"
              f"  of which the Python call        {result['python_call_ms']:.4f} ms\n"
              f"drawn call by call from Python   {result['immediate_cpu_ms_per_frame_median']:.3f} ms "
              f"(recording alone, no pixels: {result['record_cpu_ms_median']:.3f} ms)")


def main(argv):
    usage = ("usage: skia-render render SCENE.json -o OUT.png [--frame N]\n"
             "       skia-render bench SCENE.json [--frames N] [--moving] [--json]\n"
             "       skia-render version")
    if argv[1:] == ["version"]:
        print(version())
        return 0
    if len(argv) < 3:
        print(usage, file=sys.stderr)
        return 2
    command, path, rest = argv[1], argv[2], argv[3:]
    frames, as_json, output, moving, frame = 60, False, None, False, None
    i = 0
    while i < len(rest):
        if rest[i] == "--json":
            as_json = True
        elif rest[i] == "--moving":
            moving = True
        elif rest[i] == "--frame" and i + 1 < len(rest) and rest[i + 1].isdigit():
            frame = int(rest[i + 1]); i += 1
        elif rest[i] == "--frames" and i + 1 < len(rest) and rest[i + 1].isdigit():
            frames = int(rest[i + 1]); i += 1
        elif rest[i] == "-o" and i + 1 < len(rest):
            output = rest[i + 1]; i += 1
        else:
            print(usage, file=sys.stderr)
            return 2
        i += 1
    if frames < 1:
        print("skia-render: --frames must be at least 1", file=sys.stderr)
        return 2
    try:
        if command == "render" and output and not moving:
            render(path, output, frame)
        elif command == "bench" and frame is None:
            (bench_moving if moving else bench)(path, frames, as_json)
        else:
            print(usage, file=sys.stderr)
            return 2
    except SceneError as error:
        print(f"{PROGRAM}: {path}: {error}", file=sys.stderr)
        return 1
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        # What the reader does not check by name (`fling render`, the strict reader, runs first).
        print(f"{PROGRAM}: {path}: not a layer file this peer can draw ({type(error).__name__}: {error})", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
