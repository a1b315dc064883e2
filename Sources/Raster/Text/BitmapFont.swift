import Geometry

/// A small built-in pixel font for labels drawn straight into a `PixelBuffer`: chart tick
/// labels, titles, the profiler overlay.
///
/// Every glyph is 5 pixels wide on a 9-row cell: rows 0–6 hold capitals and digits (the
/// baseline is under row 6), rows 7–8 the descenders of g, j, p, q, y, comma and underscore.
/// The advance is 6 pixels (one column of spacing) and lines are 11 pixels apart, all
/// multiplied by an integer `scale`, so text stays crisp at any size. Printable ASCII
/// (32…126) is covered, plus a few symbols motion labels need (ζ ω — – · × ≈ … °); any
/// other character draws as `?`.
///
/// Drawing is exact integer source-over of each lit pixel, so the same text gives the same
/// bits on every machine.
public struct BitmapFont: Sendable {
    /// Glyph width in font pixels.
    public static let glyphWidth = 5
    /// Cell height in font pixels: cap height plus descender.
    public static let cellHeight = 9
    /// Height of capitals and digits above the baseline, in font pixels.
    public static let capHeight = 7
    /// Horizontal distance from one glyph to the next, in font pixels.
    public static let advance = 6
    /// Vertical distance from one line to the next, in font pixels.
    public static let lineSpacing = 11

    /// The font; it has no state, so one value serves everyone.
    public static let standard = BitmapFont()

    public init() {}

    /// Whether `scalar` has a glyph of its own (otherwise it draws as `?`).
    public func hasGlyph(_ scalar: Unicode.Scalar) -> Bool {
        Self.glyphs[scalar] != nil
    }

    /// The glyph's rows, top to bottom (`cellHeight` of them); bit 4 is the leftmost pixel.
    public func rows(for scalar: Unicode.Scalar) -> [UInt8] {
        Self.glyphs[scalar] ?? Self.glyphs["?"]!
    }

    /// The width in pixels of the widest line of `text` at `scale`: the ink of its glyphs,
    /// without the spacing after the last one. Zero for empty text.
    public func width(of text: String, scale: Int) -> Int {
        let scale = max(scale, 1)
        var widest = 0
        for line in lines(text) where !line.isEmpty {
            widest = max(widest, (line.count * Self.advance - 1) * scale)
        }
        return widest
    }

    /// The height in pixels of `text` at `scale`: whole cells, descenders included.
    public func height(of text: String, scale: Int) -> Int {
        let count = lines(text).count
        return ((count - 1) * Self.lineSpacing + Self.cellHeight) * max(scale, 1)
    }

    /// Draws `text` with the top-left corner of its first cell at `origin` (rounded to whole
    /// pixels), each font pixel a `scale` × `scale` square of `color`, blended source-over.
    ///
    /// `\n` starts a new line. Pixels outside the buffer are skipped.
    public func draw(_ text: String, at origin: Point, scale: Int, color: Color, into buffer: PixelBuffer) {
        let src = PremultipliedColor(color).pixel
        let scale = max(scale, 1)
        guard src >> 24 != 0, buffer.width > 0, buffer.height > 0,
            origin.x.isFinite, origin.y.isFinite,
            abs(origin.x) < 1e9, abs(origin.y) < 1e9
        else { return }
        let left = Int((origin.x + 0.5).rounded(.down))
        let top = Int((origin.y + 0.5).rounded(.down))
        for (lineIndex, line) in lines(text).enumerated() {
            let lineTop = top + lineIndex * Self.lineSpacing * scale
            // Lines and glyphs wholly outside the buffer are skipped, not clipped pixel by
            // pixel: the cost is the text's length plus the ink that shows.
            if lineTop >= buffer.height { break }
            if lineTop + Self.cellHeight * scale <= 0 { continue }
            for (index, scalar) in line.enumerated() {
                let glyphLeft = left + index * Self.advance * scale
                if glyphLeft >= buffer.width { break }
                if glyphLeft + Self.glyphWidth * scale <= 0 { continue }
                for (row, bits) in rows(for: scalar).enumerated() where bits != 0 {
                    for column in 0..<Self.glyphWidth where bits & (0x10 >> UInt8(column)) != 0 {
                        fillBlock(
                            x: glyphLeft + column * scale, y: lineTop + row * scale, size: scale, pixel: src,
                            into: buffer)
                    }
                }
            }
        }
    }

    /// The lines of `text` as scalars.
    private func lines(_ text: String) -> [[Unicode.Scalar]] {
        var result: [[Unicode.Scalar]] = [[]]
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                result.append([])
            } else if scalar != "\r" {
                result[result.count - 1].append(scalar)
            }
        }
        return result
    }

    /// Blends a `size` × `size` block at (x, y), clipped to the buffer.
    private func fillBlock(x: Int, y: Int, size: Int, pixel: UInt32, into buffer: PixelBuffer) {
        let x0 = max(x, 0)
        let x1 = min(x + size, buffer.width)
        let y0 = max(y, 0)
        let y1 = min(y + size, buffer.height)
        guard x0 < x1, y0 < y1 else { return }
        let opaque = pixel >> 24 == 255
        for py in y0..<y1 {
            let row = buffer.pixels + py * buffer.width
            for px in x0..<x1 {
                row[px] = opaque ? pixel : PremultipliedColor.sourceOver(pixel, onto: row[px])
            }
        }
    }

    /// The glyph table, parsed once from the drawings below.
    package static let glyphs: [Unicode.Scalar: [UInt8]] = {
        var table: [Unicode.Scalar: [UInt8]] = [:]
        for (character, drawing) in drawings {
            let rows = drawing.split(separator: " ").map { row in
                row.reduce(UInt8(0)) { bits, pixel in bits << 1 | (pixel == "#" ? 1 : 0) }
            }
            precondition(rows.count <= cellHeight, "glyph \(character) has \(rows.count) rows")
            table[character.unicodeScalars.first!] = rows + Array(repeating: 0, count: cellHeight - rows.count)
        }
        return table
    }()

    /// Each glyph drawn row by row, top first; rows left out at the end are empty.
    private static let drawings: [(Character, String)] = [
        (" ", ""),
        ("!", "..#.. ..#.. ..#.. ..#.. ..#.. ..... ..#.."),
        ("\"", ".#.#. .#.#. .#.#."),
        ("#", ".#.#. .#.#. ##### .#.#. ##### .#.#. .#.#."),
        ("$", "..#.. .#### #.#.. .###. ..#.# ####. ..#.."),
        ("%", "##... ##..# ...#. ..#.. .#... #..## ...##"),
        ("&", ".##.. #..#. #.#.. .#... #.#.# #..#. .##.#"),
        ("'", "..#.. ..#.. .#..."),
        ("(", "...#. ..#.. .#... .#... .#... ..#.. ...#."),
        (")", ".#... ..#.. ...#. ...#. ...#. ..#.. .#..."),
        ("*", "..... ..#.. #.#.# .###. #.#.# ..#.. ....."),
        ("+", "..... ..#.. ..#.. ##### ..#.. ..#.. ....."),
        (",", "..... ..... ..... ..... ..... .##.. .##.. ..#.. .#..."),
        ("-", "..... ..... ..... .###. ..... ..... ....."),
        (".", "..... ..... ..... ..... ..... .##.. .##.."),
        ("/", "..... ....# ...#. ..#.. .#... #.... ....."),
        ("0", ".###. #...# #..## #.#.# ##..# #...# .###."),
        ("1", "..#.. .##.. ..#.. ..#.. ..#.. ..#.. .###."),
        ("2", ".###. #...# ....# ...#. ..#.. .#... #####"),
        ("3", "##### ...#. ..#.. ...#. ....# #...# .###."),
        ("4", "...#. ..##. .#.#. #..#. ##### ...#. ...#."),
        ("5", "##### #.... ####. ....# ....# #...# .###."),
        ("6", "..##. .#... #.... ####. #...# #...# .###."),
        ("7", "##### ....# ...#. ..#.. .#... .#... .#..."),
        ("8", ".###. #...# #...# .###. #...# #...# .###."),
        ("9", ".###. #...# #...# .#### ....# ...#. .##.."),
        (":", "..... .##.. .##.. ..... .##.. .##.. ....."),
        (";", "..... .##.. .##.. ..... .##.. .##.. ..#.. .#..."),
        ("<", "...#. ..#.. .#... #.... .#... ..#.. ...#."),
        ("=", "..... ..... ##### ..... ##### ..... ....."),
        (">", ".#... ..#.. ...#. ....# ...#. ..#.. .#..."),
        ("?", ".###. #...# ....# ...#. ..#.. ..... ..#.."),
        ("@", ".###. #...# ....# .##.# #.#.# #.#.# .###."),
        ("A", ".###. #...# #...# #...# ##### #...# #...#"),
        ("B", "####. #...# #...# ####. #...# #...# ####."),
        ("C", ".###. #...# #.... #.... #.... #...# .###."),
        ("D", "###.. #..#. #...# #...# #...# #..#. ###.."),
        ("E", "##### #.... #.... ####. #.... #.... #####"),
        ("F", "##### #.... #.... ####. #.... #.... #...."),
        ("G", ".###. #...# #.... #.### #...# #...# .####"),
        ("H", "#...# #...# #...# ##### #...# #...# #...#"),
        ("I", ".###. ..#.. ..#.. ..#.. ..#.. ..#.. .###."),
        ("J", "..### ...#. ...#. ...#. ...#. #..#. .##.."),
        ("K", "#...# #..#. #.#.. ##... #.#.. #..#. #...#"),
        ("L", "#.... #.... #.... #.... #.... #.... #####"),
        ("M", "#...# ##.## #.#.# #.#.# #...# #...# #...#"),
        ("N", "#...# #...# ##..# #.#.# #..## #...# #...#"),
        ("O", ".###. #...# #...# #...# #...# #...# .###."),
        ("P", "####. #...# #...# ####. #.... #.... #...."),
        ("Q", ".###. #...# #...# #...# #.#.# #..#. .##.#"),
        ("R", "####. #...# #...# ####. #.#.. #..#. #...#"),
        ("S", ".#### #.... #.... .###. ....# ....# ####."),
        ("T", "##### ..#.. ..#.. ..#.. ..#.. ..#.. ..#.."),
        ("U", "#...# #...# #...# #...# #...# #...# .###."),
        ("V", "#...# #...# #...# #...# #...# .#.#. ..#.."),
        ("W", "#...# #...# #...# #.#.# #.#.# #.#.# .#.#."),
        ("X", "#...# #...# .#.#. ..#.. .#.#. #...# #...#"),
        ("Y", "#...# #...# .#.#. ..#.. ..#.. ..#.. ..#.."),
        ("Z", "##### ....# ...#. ..#.. .#... #.... #####"),
        ("[", ".###. .#... .#... .#... .#... .#... .###."),
        ("\\", "..... #.... .#... ..#.. ...#. ....# ....."),
        ("]", ".###. ...#. ...#. ...#. ...#. ...#. .###."),
        ("^", "..#.. .#.#. #...#"),
        ("_", "..... ..... ..... ..... ..... ..... ..... #####"),
        ("`", ".#... ..#.. ...#."),
        ("a", "..... ..... .###. ....# .#### #...# .####"),
        ("b", "#.... #.... #.##. ##..# #...# #...# ####."),
        ("c", "..... ..... .###. #.... #.... #...# .###."),
        ("d", "....# ....# .##.# #..## #...# #...# .####"),
        ("e", "..... ..... .###. #...# ##### #.... .###."),
        ("f", "..##. .#..# .#... ###.. .#... .#... .#..."),
        ("g", "..... ..... .#### #...# #...# #...# .#### ....# .###."),
        ("h", "#.... #.... #.##. ##..# #...# #...# #...#"),
        ("i", "..#.. ..... .##.. ..#.. ..#.. ..#.. .###."),
        ("j", "...#. ..... ..##. ...#. ...#. ...#. ...#. #..#. .##.."),
        ("k", "#.... #.... #..#. #.#.. ##... #.#.. #..#."),
        ("l", ".##.. ..#.. ..#.. ..#.. ..#.. ..#.. .###."),
        ("m", "..... ..... ##.#. #.#.# #.#.# #.#.# #.#.#"),
        ("n", "..... ..... #.##. ##..# #...# #...# #...#"),
        ("o", "..... ..... .###. #...# #...# #...# .###."),
        ("p", "..... ..... ####. #...# #...# #...# ####. #.... #...."),
        ("q", "..... ..... .#### #...# #...# #...# .#### ....# ....#"),
        ("r", "..... ..... #.##. ##..# #.... #.... #...."),
        ("s", "..... ..... .###. #.... .###. ....# ####."),
        ("t", ".#... .#... ###.. .#... .#... .#..# ..##."),
        ("u", "..... ..... #...# #...# #...# #..## .##.#"),
        ("v", "..... ..... #...# #...# #...# .#.#. ..#.."),
        ("w", "..... ..... #...# #...# #.#.# #.#.# .#.#."),
        ("x", "..... ..... #...# .#.#. ..#.. .#.#. #...#"),
        ("y", "..... ..... #...# #...# #...# #...# .#### ....# .###."),
        ("z", "..... ..... ##### ...#. ..#.. .#... #####"),
        ("{", "...#. ..#.. ..#.. .#... ..#.. ..#.. ...#."),
        ("|", "..#.. ..#.. ..#.. ..#.. ..#.. ..#.. ..#.."),
        ("}", ".#... ..#.. ..#.. ...#. ..#.. ..#.. .#..."),
        ("~", "..... ..... .#... #.#.# ...#. ..... ....."),
        // Beyond ASCII: the symbols motion labels use.
        ("ζ", "##### ...#. ..#.. .#... #.... #.... .###. ....# ..##."),
        ("ω", "..... ..... #...# #...# #.#.# #.#.# .#.#."),
        ("—", "..... ..... ..... ##### ..... ..... ....."),
        ("–", "..... ..... ..... ####. ..... ..... ....."),
        ("·", "..... ..... ..... ..#.. ..... ..... ....."),
        ("×", "..... ..... #...# .#.#. ..#.. .#.#. #...#"),
        ("≈", "..... .#... #.#.# ...#. .#... #.#.# ...#."),
        ("…", "..... ..... ..... ..... ..... ..... #.#.#"),
        ("°", ".##.. #..#. .##.."),
    ]
}
