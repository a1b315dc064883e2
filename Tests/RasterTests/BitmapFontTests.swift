import Geometry
import Raster
import Testing

/// The bounding box of every non-transparent pixel, or nil if none.
private func inkBox(_ buffer: PixelBuffer) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    var box: (Int, Int, Int, Int)?
    for y in 0..<buffer.height {
        for x in 0..<buffer.width where buffer[x, y] != 0 {
            if let b = box {
                box = (min(b.0, x), min(b.1, y), max(b.2, x), max(b.3, y))
            } else {
                box = (x, y, x, y)
            }
        }
    }
    return box.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
}

@Suite("BitmapFont")
struct BitmapFontTests {
    let font = BitmapFont.standard
    let printable = (32...126).map { Unicode.Scalar(UInt8($0)) }

    @Test("every printable ASCII character has its own glyph, 5 pixels wide")
    func everyPrintableCharacterHasAGlyph() {
        var shapes = Set<[UInt8]>()
        for scalar in printable {
            #expect(font.hasGlyph(scalar), "no glyph for \(scalar)")
            let rows = font.rows(for: scalar)
            #expect(rows.count == BitmapFont.cellHeight)
            #expect(rows.allSatisfy { $0 < 32 }, "glyph \(scalar) is wider than 5 pixels")
            #expect(scalar == " " || rows.contains { $0 != 0 }, "glyph \(scalar) is blank")
            shapes.insert(rows)
        }
        #expect(shapes.count == printable.count, "two characters share a glyph")
        #expect(font.hasGlyph("ζ") && font.hasGlyph("—"))
        #expect(!font.hasGlyph("€"))
        #expect(font.rows(for: "€") == font.rows(for: "?"))
    }

    @Test(
        "drawn pixels stay inside the measured box, and the widest glyphs fill it",
        arguments: [1, 2, 3])
    func measuredBoxHoldsTheInk(scale: Int) {
        for text in [
            "HM", "Wg|", "spring ζ 0.70 — settles 0.82 s", "two\nlines_", "jy,", String(printable.map(Character.init)),
        ] {
            let width = font.width(of: text, scale: scale)
            let height = font.height(of: text, scale: scale)
            let buffer = PixelBuffer(width: width + 20, height: height + 20)
            font.draw(text, at: Point(x: 10, y: 10), scale: scale, color: .black, into: buffer)
            guard let box = inkBox(buffer) else {
                Issue.record("\(text) drew nothing")
                continue
            }
            #expect(box.minX >= 10 && box.minY >= 10, "\(text) at scale \(scale)")
            #expect(
                box.maxX < 10 + width && box.maxY < 10 + height,
                "\(text) at scale \(scale): ink \(box), box \(width)×\(height)")
        }
        // "HM" has ink in the first and last columns and on the first and last cap rows.
        let buffer = PixelBuffer(width: 40 * scale, height: 20 * scale)
        font.draw("HM", at: Point(x: 3, y: 4), scale: scale, color: .black, into: buffer)
        let box = inkBox(buffer)
        #expect(box?.minX == 3 && box?.maxX == 3 + font.width(of: "HM", scale: scale) - 1)
        #expect(box?.minY == 4 && box?.maxY == 4 + BitmapFont.capHeight * scale - 1)
        #expect(font.width(of: "", scale: scale) == 0)
        #expect(font.width(of: "a\nabc", scale: scale) == font.width(of: "abc", scale: scale))
    }

    @Test("drawing is exact and deterministic")
    func drawingIsDeterministic() {
        func render() -> PixelBuffer {
            let buffer = PixelBuffer(width: 200, height: 30)
            buffer.clear(to: .white)
            font.draw(
                "value 0.25 ζ", at: Point(x: 4.4, y: 5.6), scale: 2,
                color: Color(red: 0.2, green: 0.4, blue: 0.8, alpha: 0.7), into: buffer)
            return buffer
        }
        #expect(render().hash64() == render().hash64())
        // "-" lights columns 1–3 of row 3: at scale 1 from (0, 0) exactly pixels (1…3, 3).
        let dash = PixelBuffer(width: 6, height: 9)
        font.draw("-", at: .zero, scale: 1, color: .black, into: dash)
        for y in 0..<9 {
            for x in 0..<6 {
                #expect(dash[x, y] == ((1...3).contains(x) && y == 3 ? 0xFF00_0000 : 0), "pixel (\(x), \(y))")
            }
        }
    }

    @Test("text partly or wholly off the buffer is clipped, never a crash")
    func clipsAtEdges() {
        let buffer = PixelBuffer(width: 20, height: 10)
        for origin in [
            Point(x: -7, y: -5), Point(x: 15, y: 6), Point(x: -1e12, y: 3), Point(x: .nan, y: 0),
            Point(x: 1e300, y: -1e300),
        ] {
            font.draw("Clip me", at: origin, scale: 3, color: .black, into: buffer)
        }
        font.draw("x", at: .zero, scale: 1, color: .black, into: PixelBuffer(width: 0, height: 0))
        #expect(inkBox(buffer) != nil, "the parts inside were drawn")
    }
}

@Suite("Rasterizer.strokePolyline")
struct StrokePolylineTests {
    @Test("a horizontal 1-pixel line through pixel centres covers exactly that row")
    func horizontalLineCoversOneRow() {
        let buffer = PixelBuffer(width: 20, height: 10)
        Rasterizer.strokePolyline(
            [Point(x: 2, y: 5.5), Point(x: 12, y: 5.5), Point(x: 18, y: 5.5)], width: 1, color: .black, into: buffer)
        for y in 0..<10 {
            for x in 0..<20 {
                let p = buffer[x, y]
                if y != 5 {
                    #expect(p == 0, "pixel (\(x), \(y)) is outside the line")
                } else if (2..<18).contains(x) {
                    #expect(p == 0xFF00_0000, "pixel (\(x), 5) is inside the line")
                }
            }
        }
        // The round caps reach half a pixel past the ends: half coverage there, none beyond.
        #expect((127...128).contains(buffer[1, 5] >> 24) && buffer[0, 5] == 0)
    }

    @Test("a diagonal is anti-aliased, symmetric and blended once at the joint")
    func diagonalIsAntiAliased() {
        let buffer = PixelBuffer(width: 20, height: 20)
        Rasterizer.strokePolyline(
            [Point(x: 2.5, y: 2.5), Point(x: 9.5, y: 9.5), Point(x: 16.5, y: 16.5)], width: 1, color: .white,
            into: buffer)
        var partial = 0
        for i in 3..<16 {
            #expect(buffer[i, i] == 0xFFFF_FFFF, "centre pixel (\(i), \(i))")
            let side = buffer[i + 1, i] >> 24
            #expect(side == buffer[i, i + 1] >> 24, "symmetric about the diagonal")
            // Distance √½: coverage 1 − 0.7071 ≈ 0.293, 75 of 255.
            #expect(side == 75, "edge pixel (\(i + 1), \(i))")
            #expect(buffer[i + 2, i] == 0)
            if side > 0 && side < 255 { partial += 1 }
        }
        #expect(partial > 10)
        // The joint at (9.5, 9.5) is as bright as the rest, not blended twice.
        #expect(buffer[10, 9] >> 24 == 75)
    }

    @Test("thick lines, dots and lines off every edge clip without crashing")
    func clipsAtEdges() {
        let buffer = PixelBuffer(width: 16, height: 12)
        let cases: [[Point]] = [
            [Point(x: -10, y: -10), Point(x: 30, y: 25)],
            [Point(x: -5, y: 6), Point(x: 40, y: 6)],
            [Point(x: 15.9, y: -3), Point(x: 15.9, y: 20)],
            [Point(x: -1e9, y: 5), Point(x: 1e9, y: 5.5)],
            [Point(x: 100, y: 100), Point(x: 200, y: 300)],
            [Point(x: .nan, y: 1), Point(x: 3, y: 3), Point(x: .infinity, y: 2)],
            [Point(x: 8, y: 6)],
            [],
        ]
        for points in cases {
            Rasterizer.strokePolyline(
                points, width: 3, color: Color(red: 1, green: 0, blue: 0, alpha: 0.5), into: buffer)
        }
        Rasterizer.strokePolyline(
            [Point(x: 1, y: 1), Point(x: 5, y: 5)], width: 1, color: .black, into: PixelBuffer(width: 0, height: 0))
        // The single point drew a round dot of radius 1.5 at (8, 6).
        #expect(buffer[7, 5] >> 24 > 0 && buffer[8, 5] >> 24 > 0)
        #expect(buffer[15, 0] >> 24 > 0, "the vertical line at x 15.9 reaches the last column")
    }

    @Test("a line thinner than a pixel is fainter, not wider")
    func hairlineIsFainter() {
        let buffer = PixelBuffer(width: 10, height: 6)
        Rasterizer.strokeLine(
            from: Point(x: 0, y: 3.5), to: Point(x: 10, y: 3.5), width: 0.5, color: .black, into: buffer)
        #expect((127...128).contains(buffer[5, 3] >> 24))
        #expect(buffer[5, 2] == 0 && buffer[5, 4] == 0)
    }
}
