#!/usr/bin/env python3
"""Writes checkerboard.png next to this script: a 320x200 checkerboard of 20-pixel squares
whose light squares run through the hues left to right and darken top to bottom, so any
flip, stretch or perspective of the image is easy to see. Standard library only; the output
is the same bytes on every run."""
import colorsys
import os
import struct
import zlib

WIDTH, HEIGHT, SQUARE = 320, 200, 20


def pixel(x, y):
    if (x // SQUARE + y // SQUARE) % 2:
        return (40, 40, 48)
    column, row = x // SQUARE, y // SQUARE
    r, g, b = colorsys.hsv_to_rgb(column * SQUARE / WIDTH, 0.6, 1.0 - 0.4 * row * SQUARE / HEIGHT)
    return tuple(int(c * 255 + 0.5) for c in (r, g, b))


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))


def png():
    rows = b"".join(b"\0" + bytes(c for x in range(WIDTH) for c in pixel(x, y)) for y in range(HEIGHT))
    header = struct.pack(">IIBBBBB", WIDTH, HEIGHT, 8, 2, 0, 0, 0)  # 8-bit RGB
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b"")


if __name__ == "__main__":
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "checkerboard.png")
    with open(path, "wb") as out:
        out.write(png())
    print("wrote", path)
